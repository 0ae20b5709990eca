"""Issue 19: `validate`, `simulate` and Continue accept exactly the same saves, pending entries
included, for every registered game: its save after a stage and mutants of it."""

from __future__ import annotations

from pathlib import Path

import pytest
from fuzz_helpers import mutants, save_targets
from test_hostile_files import within

from game.cli import check_file, simulate_file
from game.core.problems import ProblemsFound
from game.core.saves import list_matches
from game.games import game_by_id

MUTANTS = 12
SAVES = save_targets()


def verdicts(path: Path, app: object) -> tuple[bool, bool, bool]:
    """(validate accepts, simulate accepts, Continue loads) for the match file at `path`."""
    validated = not check_file(str(path))
    try:
        simulate_file(str(path))
        simulated = True
    except ProblemsFound:
        simulated = False
    entry = next(entry for entry in list_matches(path.parent) if entry.path == path)
    game = game_by_id(entry.game) if entry.readable else None
    continued = False
    if game is not None and game.resume_match is not None:
        try:
            game.resume_match(app, path)
            continued = True
        except ProblemsFound:
            pass
    return validated, simulated, continued


def agreement(folder: Path, original: str, seed: int) -> tuple[list[str], int]:
    """The texts on which the three disagree, and how many of the texts all three accepted."""
    from game.app import App

    app = App(headless=True)
    path = folder / "match-1.toml"
    disagreements, accepted = [], 0
    for text in [original, *mutants(original, MUTANTS, seed)]:
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        said = verdicts(path, app)
        if len(set(said)) > 1:
            disagreements.append(f"{said}: {text[:300]!r}")
        accepted += all(said)
    return disagreements, accepted


@pytest.mark.parametrize("target", SAVES, ids=[target.name for target in SAVES])
def test_validate_simulate_and_continue_agree_on_every_games_save(tmp_path, target):
    folder = tmp_path / "saves"
    folder.mkdir()
    with within(120):
        disagreements, accepted = agreement(folder, target.original(folder), seed=3)
    assert disagreements == [] and accepted >= 1


def tactrics_match():
    """Tactrics' match file fixture, as the game gives it to the fuzz test."""
    targets = game_by_id("tactrics-snakes").fuzz_targets()
    return next(target for target in targets if target.name == "tactrics-snakes match")


def test_they_agree_on_a_tactrics_save_too(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    with within(120):
        disagreements, accepted = agreement(folder, tactrics_match().original(folder), seed=3)
    assert disagreements == [] and accepted >= 1


@pytest.mark.parametrize("target", SAVES, ids=[target.name for target in SAVES])
def test_a_pending_entry_of_nobody_is_refused_by_all_three(tmp_path, target):
    from game.app import App

    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "match-1.toml"
    path.write_text(target.original(folder) + '\n[pending.Nobody]\nmoves = "U"\n')
    assert verdicts(path, App(headless=True)) == (False, False, False)
