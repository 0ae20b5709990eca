"""`python main.py bench editor [--quick]`: the level editor's figures.

- frame time while painting a 26×26 board with the brush (one new cell per frame, the live
  check included, as the window runs it) of the first game whose square boards grow that
  large (Social Snake): median and 95th percentile;
- frame time while dragging the view of that board zoomed in as far as it goes (middle
  button), and while moving a 6×6 selection about it (each drop one re-paste and review);
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

Point = tuple[int, int]
FRAME_TARGET_MS = 8.0
CHECK_TARGET_MS = 50.0
SIDE = 26


def painted_game() -> LevelEditing:
    """The first game whose square boards can be SIDE × SIDE."""
    for game in all_games():
        editing = game.editor() if game.editor is not None else None
        if editing is None or editing.view is not None or not editing.resizable:
            continue  # not square boards
        if editing.size_range[0] <= SIDE <= editing.size_range[1]:
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


def zoomed_times(frames: int) -> tuple[list[float], list[float]]:
    """Frame times while panning the zoomed SIDE × SIDE board, then dragging a selection."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.editor.landscape import landscape
    from game.editor.scene import EditorScene
    from game.editor.selection import Area

    editing = painted_game()
    app = App(headless=True)
    model = EditorModel.new(editing)
    model.resize(SIDE, SIDE)
    if editing.apples is not None and editing.with_apples is not None:
        model.set_board(landscape(model.board, editing.apples, editing.with_apples, 6, 3))
    scene = EditorScene(app, model)
    app.start(scene)
    ctrl_plus = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_EQUALS, mod=pygame.KMOD_CTRL, unicode="=", scancode=0
    )
    for _ in range(10):
        app.tick([ctrl_plus], 1 / 60)

    def timed_drag(
        button: int, start: tuple[int, int], steps: list[tuple[int, int]]
    ) -> list[float]:
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button, touch=False)
        app.tick([down], 0)
        times = []
        for pos in steps:
            held = (1, 0, 0) if button == 1 else (0, 1, 0)
            motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=held)
            begun = time.perf_counter()
            app.tick([motion], 1 / 60)
            times.append((time.perf_counter() - begun) * 1000)
        app.tick([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=steps[-1], button=button)], 0)
        return times

    centre = scene.board_rect.center
    swing = [(centre[0] + (40 if index % 2 else -40), centre[1]) for index in range(frames)]
    panning = timed_drag(2, centre, swing)
    app.tick([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0, mod=pygame.KMOD_CTRL)], 0)
    app.tick([], 1 / 60)
    scene.press("tool:select")
    scene.canvas.selection = Area(8, 8, 6, 6)
    view = scene.view
    assert view is not None
    cells = [view.cell_rect((9 + index % 5, 9)).center for index in range(frames)]
    moving = timed_drag(1, view.cell_rect((9, 9)).center, cells)
    pygame.quit()
    return panning, moving


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
    assert game.editor is not None, game_id
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
    panning, moving = zoomed_times(frames // 2)
    for words, times in (("dragging the zoomed view", panning), ("moving a selection", moving)):
        median = statistics.median(times)
        verdict = "ok" if median < FRAME_TARGET_MS * 2 else "SLOW"
        print(
            f"editor frame while {words} of 26x26: median {median:.2f} ms, worst "
            f"{max(times):.2f} ms over {len(times)} frames (target median < "
            f"{FRAME_TARGET_MS * 2:g} ms: {verdict})"
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
