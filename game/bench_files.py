"""`python main.py bench hostile-saves`: how long the window takes with slow files on disk;
`python main.py bench window-fuzz`: mutants of every file drawn on the screens that show it
(levels and match files here; seasons, kit drafts, editor files, setup memory and puzzle
progress by their targets' own `draw`: game/ui/fuzz_kinds.py).

Twenty Tactrics saves of 10,000 legal turns whose last turn is illegal (each within every
cap, each one full replay to refuse) sit in saves/ and in replays/. Printed: the main menu's
first frame, the Replays list's first frame (first opening and again), Continue over the
twenty, and resuming one good 10,000-turn save. Figures for a person, never a timed test.
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import tomli_w

from game.core.paths import LEVELS

HOSTILE = 20
TURNS = 10_000
LAYOUT = LEVELS / "tactrics-snakes" / "start-2p.toml"


def legal_turns(count: int, seed: int) -> list[str]:
    """`count` legal turns of a 2-player game that never ends (a pass when nothing fits)."""
    from game.tactrics.levels import load_level
    from game.tactrics.match import Turn
    from game.tactrics.rules import (
        Action,
        RuleViolation,
        act,
        action_limit,
        end_turn,
        new_game,
    )

    rng = random.Random(seed)
    state = new_game(load_level(LAYOUT).board, [0, 1])
    turns: list[str] = []
    while len(turns) < count:
        start, actions = state, []
        for _ in range(action_limit(state)):
            for tower in rng.sample(range(1, 20), 19):  # the first legal one, at random
                action = Action(tower, rng.random() < 0.5)
                try:
                    state, _ = act(state, action)
                    actions.append(action)
                    break
                except RuleViolation:
                    continue
        after, _ = end_turn(state)
        if after.over:  # never end the game: pass instead
            actions, (after, _) = [], end_turn(start)
        turns.append(str(Turn(tuple(actions), False)))
        state = after
    return turns


def save_text(turns: list[str]) -> str:
    data = {
        "format": 1,
        "game": "tactrics-snakes",
        "level": "x.level.toml",
        "seed": 1,
        "turns": turns,
        "players": [{"name": "Ann", "colour": "R"}, {"name": "Bob", "colour": "Y"}],
    }
    return tomli_w.dumps(data)


def write_save(folder: Path, name: str, text: str, modified: float) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(text.replace("x.level.toml", f"{name}.level.toml"), encoding="utf-8")
    shutil.copyfile(LAYOUT, folder / f"{name}.level.toml")
    os.utime(path, (modified, modified))
    return path


# --- the window: every screen that shows a file the reader accepted -----------------------


def read_and_draw(path: Path) -> list[str]:
    """`validate`, then, when it accepts the file, every screen that shows it drawn headless:
    a level in its game's first screen (the level lists, from the user's levels folder) and
    in the level editor; a match through Continue, in the Replays list and in its replay
    viewer. Any exception escapes to the fuzz harness, as a reader's would."""
    from game.ui.file_fuzz import read_with_validate

    problems = read_with_validate(path)
    if not problems:
        draw_screens(path)
    return problems


def drawn(target: Any) -> Any:
    """`target` reading each mutant and drawing the accepted ones on every screen that
    shows them (None: a kind no screen shows)."""
    from dataclasses import replace

    from game.ui.file_fuzz import read_with_validate

    if target.draw is not None:
        return replace(target, read=_then_draw(target.read, target.draw))
    if target.read is read_with_validate:
        return replace(target, read=read_and_draw)
    return None


def _then_draw(read: Callable[[Path], list[str]], draw: Callable[[Path], None]) -> Any:
    def read_then_draw(path: Path) -> list[str]:
        problems = read(path)
        if not problems:
            draw(path)
        return problems

    return read_then_draw


def draw_screens(path: Path) -> None:
    from game.core.tomlfile import load_toml
    from game.games import game_by_id

    document = load_toml(path)
    game = game_by_id(str(document.data.get("game")))
    if game is None or game.first_scene is None:
        return
    if game.is_match(document):
        _draw_match(game, path)
    else:
        _draw_level(game, path)


def menu_window() -> Any:
    """A headless window on the main menu, as the player meets it."""
    from game.app import App
    from game.ui.menu import MainMenuScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    return app


def _show(app: Any, scene: Any, frames: int = 2) -> None:
    """Push `scene` (when there is one), draw a few frames, and go back to the menu."""
    import pygame

    if scene is not None:
        app.push(scene)
    for _ in range(frames):
        app.tick(pygame.event.get(), 1 / 30)
    while len(app.stack) > 1:
        app.pop()


def _draw_level(game: Any, path: Path) -> None:
    from game.core.paths import user_levels_dir
    from game.core.problems import ProblemsFound
    from game.core.tomlfile import read_user_file

    folder = user_levels_dir()  # where the level lists find it
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "fuzzed.toml").write_bytes(read_user_file(path))
    app = menu_window()
    _show(app, game.first_scene(app))
    if game.editor is not None:
        from game.editor.scene import EditorScene, load_model

        try:
            model = load_model(str(path))
        except ProblemsFound:
            return  # refused in words: the editor says why
        _show(app, EditorScene(app, model))


def _draw_match(game: Any, path: Path) -> None:
    from game.table.replay_index import ReplayLine
    from game.ui.matches import ReplaysScene, describe_match

    app = menu_window()
    _show(app, game.resume_match(app, path), frames=3)
    replays = ReplaysScene(app)
    app.push(replays)
    replays.entries = [ReplayLine(path, game.game_id, describe_match(game.game_id, path))]
    replays.relayout()
    _show(app, None)
    _show(app, game.open_replay(app, path), frames=3)


def seconds(action: Callable[[], object]) -> str:
    """Wall-clock and CPU seconds of `action` (on a shared machine the CPU figure is the
    steadier one)."""
    started, cpu = time.perf_counter(), time.process_time()
    action()
    return f"{time.perf_counter() - started:7.3f} s ({time.process_time() - cpu:6.3f} s of CPU)"


def main(quick: bool = False) -> int:
    with tempfile.TemporaryDirectory() as home:
        os.environ["SERPENTARIUM_HOME"] = home
        return _measure(HOSTILE // 4 if quick else HOSTILE)


def _measure(hostile: int) -> int:
    from game.app import App
    from game.core.saves import replays_dir, saves_dir
    from game.tactrics.scene import resume_match
    from game.ui.continue_list import ContinueScene
    from game.ui.matches import ReplaysScene
    from game.ui.menu import MainMenuScene

    turns = legal_turns(TURNS, seed=1)
    bad = save_text([*turns[:-1], "1+ 2+ 3+ 4+ 5+ 6+ 7+ 8+ 9+"])  # too many actions
    now = time.time()
    for number in range(hostile):
        write_save(saves_dir(), f"tactrics-snakes-{number}", bad, now - 100 + number)
        write_save(replays_dir(), f"tactrics-snakes-{number}", bad, now - 100 + number)
    good = write_save(Path(os.environ["SERPENTARIUM_HOME"]) / "good", "good", save_text(turns), now)
    print(
        f"{hostile} hostile saves of {TURNS:,} turns ({len(bad):,} bytes each), "
        "in saves/ and in replays/"
    )
    app = App(headless=True)

    def menu() -> None:
        app.clear_to(MainMenuScene(app))
        app.tick([], 0.0)

    def replays_on_screen() -> None:
        app.push(ReplaysScene(app))
        app.tick([], 0.0)

    def replays_described() -> None:
        while any(entry.waiting for entry in app.top.entries):  # type: ignore[union-attr]
            app.tick([], 0.0)
        app.pop()

    def continue_on_screen() -> None:
        app.push(ContinueScene(app))
        app.tick([], 0.0)

    def continue_described() -> None:
        while any(row.waiting for row in app.top.rows):  # type: ignore[union-attr]
            app.tick([], 0.0)
        app.pop()

    rows = [
        ("main menu, first frame", menu),
        ("Replays list on screen, first opening", replays_on_screen),
        ("  … until every line is described", replays_described),
        ("Replays list on screen, opened again", replays_on_screen),
        ("  … until every line is described", replays_described),
        ("Continue list on screen, first opening", continue_on_screen),
        ("  … until every row is described", continue_described),
        ("Continue list on screen, opened again", continue_on_screen),
        ("  … until every row is described", continue_described),
        (f"resuming one good {TURNS:,}-turn save", lambda: resume_match(app, good)),
    ]
    for label, action in rows:
        print(f"{label:42} {seconds(action)}")
    return 0


def window_fuzz_main(quick: bool = False) -> int:
    """`bench window-fuzz`: mutants of every file type through `validate`, each accepted one
    drawn on every screen that shows it (game/ui/file_fuzz.py: read_and_draw). Failures must
    be 0."""
    from game.core.fuzz import mutants, text_mutants
    from game.ui.file_fuzz import fuzz_target

    count = 20 if quick else 200

    def mixed(text: str, total: int, seed: int) -> Iterator[str]:
        yield from text_mutants(text, total - total // 3, seed)
        yield from mutants(text, total // 3, seed)

    failures = 0
    with tempfile.TemporaryDirectory() as home:
        os.environ["SERPENTARIUM_HOME"] = home
        print(f"{'file type':50} {'mutants':>8} {'drawn':>6} {'failures':>9} {'slowest':>9}")
        for number, target in enumerate(every_target()):
            windowed = drawn(target)
            if windowed is None:
                continue
            result = fuzz_target(windowed, Path(home) / f"w{number}", count, number, mixed)
            failures += len(result.failures) + len(result.original_problems)
            for failure in result.failures[:3]:
                print(failure)
            print(
                f"{target.name:50} {result.tried:8} {result.tried - result.refused:6} "
                f"{len(result.failures):9} {result.slowest * 1000:7.0f} ms"
            )
    print(f"failures: {failures}")
    return 1 if failures else 0


def every_target() -> list[Any]:
    """The kit's and the games' file kinds (game.ui.file_fuzz.targets) and the files beyond
    them (game.bench_fuzz_kinds), each with the screens that show it."""
    from dataclasses import replace

    from game.bench_fuzz_kinds import SCREENS, kind_targets
    from game.ui.file_fuzz import targets

    kinds = [replace(kind, draw=SCREENS.get(kind.name, kind.draw)) for kind in targets()]
    return kinds + kind_targets()


def file_safety_main(quick: bool = False) -> int:
    """`bench file-safety`: mutants per file type, refusals, failures (must be 0) and the
    slowest read."""
    from game.core.tomlfile import MAX_FILE_BYTES
    from game.games import check_file
    from game.ui.file_fuzz import fuzz_target

    count = 100 if quick else 1000
    failures = 0
    with tempfile.TemporaryDirectory() as home:
        os.environ["SERPENTARIUM_HOME"] = home
        print(f"{'file type':50} {'mutants':>8} {'refused':>8} {'failures':>9} {'slowest':>9}")
        for number, target in enumerate(every_target()):
            result = fuzz_target(target, Path(home) / f"t{number}", count, seed=number)
            failures += len(result.failures) + len(result.original_problems)
            print(
                f"{target.name:50} {result.tried:8} {result.refused:8} "
                f"{len(result.failures):9} {result.slowest * 1000:7.1f} ms"
            )
        big = Path(home) / "big.toml"
        with big.open("wb") as stream:
            stream.truncate(100 * 1024 * 1024)
        started = time.perf_counter()
        check_file(str(big))
        print(
            f"refusing a 100 MB file (cap {MAX_FILE_BYTES:,} bytes): "
            f"{(time.perf_counter() - started) * 1000:.2f} ms"
        )
        largest = max((LEVELS).rglob("*.toml"), key=lambda p: p.stat().st_size)
        rounds = 20 if quick else 200
        check_file(str(largest))  # imports the game's modules
        started = time.process_time()
        for _ in range(rounds):
            check_file(str(largest))
        each = (time.process_time() - started) / rounds * 1000
        print(f"validating the largest shipped level ({largest.name}): {each:.2f} ms of CPU")
    return 1 if failures else 0
