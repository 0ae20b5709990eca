"""The fuzz mutator and harness, for the tests of every game (present and to come).

    from fuzz_helpers import mutants, fuzz_target, Target

`mutants(text, count, seed)` yields seeded hostile edits of a file's text; `fuzz_target`
writes each mutant where a reader expects it and collects every exception that escaped the
reader and every refusal that does not name `path:line`.
"""

import contextlib
import os
import tempfile
from collections.abc import Iterator

from game.bench_files import every_target as targets
from game.core.fuzz import HOSTILE_LINES, HOSTILE_VALUES, mutants
from game.games import GameInfo
from game.ui.file_fuzz import FuzzResult, Target, fuzz_target

__all__ = ["HOSTILE_LINES", "HOSTILE_VALUES", "FuzzResult", "Target", "fuzz_target", "mutants"]
__all__ += ["targets"]


def save_targets() -> list[Target]:
    """A save of every registered game that plays in sessions (one stage resolved by bots,
    the next stage's entries pending), read the way `validate` and Continue read it. Built
    from the registry, so a game added later is fuzzed too."""
    from game.games import all_games

    with tempfile.TemporaryDirectory() as home, _user_folders_in(home):
        return [target for game in all_games() if (target := _save_target(game)) is not None]


@contextlib.contextmanager
def _user_folders_in(home: str) -> Iterator[None]:
    """Collection runs before the per-test user folders exist: keep these in `home`."""
    before = os.environ.get("SERPENTARIUM_HOME")
    os.environ["SERPENTARIUM_HOME"] = home
    try:
        yield
    finally:
        if before is None:
            del os.environ["SERPENTARIUM_HOME"]
        else:
            os.environ["SERPENTARIUM_HOME"] = before


def _save_target(game: GameInfo) -> Target | None:
    import tomli_w

    from game.app import App
    from game.ui.file_fuzz import read_with_validate

    if game.demo_scene is None:
        return None
    scene = game.demo_scene(App(headless=True), 2, game.demo_players[0], True)
    session = getattr(scene, "session", None)
    if session is None or not hasattr(session, "let_bots_act"):
        return None  # not a session of entries (a Snek battle runs by itself)
    session.let_bots_act()
    if session.ready():
        session.advance()
    session.let_bots_act()
    text = tomli_w.dumps(session.record_data())
    name = f"{game.game_id} save after a stage"
    return Target(name, "save.toml", lambda _, t=text: t, read_with_validate)
