"""`python main.py bench editor [--quick]`: the level editor's figures.

- frame time while painting a 26×26 board with the brush (one new cell per frame, the live
  check included, as the window runs it) of the first game whose square boards grow that
  large (Social Snake): median and 95th percentile;
- the live check after one edit (text, parse, the game's checks, stats) on the largest
  shipped level of every game with an editor.
"""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.editor.model import EditorModel, LevelEditing
from game.games import all_games

FRAME_TARGET_MS = 8.0
CHECK_TARGET_MS = 50.0
SIDE = 26


def painted_game() -> LevelEditing:
    """The first game whose square boards can be SIDE × SIDE."""
    for game in all_games():
        editing = game.editor() if game.editor is not None else None
        square = editing is not None and editing.view is None and editing.resizable
        if square and editing.size_range[0] <= SIDE <= editing.size_range[1]:
            return editing
    raise LookupError(f"no game's boards can be {SIDE}×{SIDE}")


def frame_times(frames: int) -> list[float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.editor.scene import EditorScene

    editing = painted_game()
    app = App(headless=True)
    model = EditorModel.new(editing)
    model.resize(SIDE, SIDE)
    scene = EditorScene(app, model)
    app.start(scene)
    app.tick([], 1 / 60)
    view = scene.view
    assert view is not None
    cells = [(column, row) for row in range(SIDE) for column in range(SIDE)]
    first = view.cell_rect(cells[0]).center
    app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first, button=1, touch=False)], 0)
    times = []
    for index in range(frames):
        pos = view.cell_rect(cells[(index + 1) % len(cells)]).center
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(1, 0, 0))
        begun = time.perf_counter()
        app.tick([motion], 1 / 60)
        times.append((time.perf_counter() - begun) * 1000)
    pygame.quit()
    return times


def largest_levels() -> list[tuple[str, Path]]:
    """The largest shipped level file of each game with an editor (Snek: its arenas)."""
    found = []
    for game in all_games():
        if game.editor is None:
            continue
        folder = LEVELS / game.game_id
        paths = [p for p in folder.rglob("*.toml") if game.game_id != "snek" or "arenas" in p.parts]
        found.append((game.game_id, max(paths, key=lambda p: p.stat().st_size)))
    return found


def check_times(path: Path, game_id: str, repeats: int) -> list[float]:
    game = next(g for g in all_games() if g.game_id == game_id)
    document = load_toml(path)
    model = EditorModel.open(game.editor(), document, document.text)
    entries = list(model.editing.palette)
    times = []
    for index in range(repeats):
        if entries:  # a game without paints (Bugcatcher): its check alone
            cell = (index % model.board.width, min(1, model.board.height - 1))
            model.paint([cell], entries[index % len(entries)])
        begun = time.perf_counter()
        model.review()
        times.append((time.perf_counter() - begun) * 1000)
    return times


def main(quick: bool = False) -> int:
    frames = 120 if quick else 600
    times = frame_times(frames)
    median = statistics.median(times)
    p95 = sorted(times)[int(len(times) * 0.95) - 1]
    verdict = "ok" if median < FRAME_TARGET_MS else "SLOW"
    print(
        f"editor frame while painting {SIDE}x{SIDE} ({painted_game().title}): "
        f"median {median:.2f} ms, 95th percentile "
        f"{p95:.2f} ms over {frames} frames (target median < {FRAME_TARGET_MS:g} ms: {verdict})"
    )
    repeats = 10 if quick else 40
    for game_id, path in largest_levels():
        checks = check_times(path, game_id, repeats)
        median = statistics.median(checks)
        verdict = "ok" if median < CHECK_TARGET_MS else "SLOW"
        print(
            f"live check after an edit, {game_id} {path.name} ({path.stat().st_size} bytes): "
            f"median {median:.2f} ms, worst {max(checks):.2f} ms "
            f"(target < {CHECK_TARGET_MS:g} ms: {verdict})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
