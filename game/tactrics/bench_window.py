"""`python main.py bench tactrics-frame [--quick]`: frame time while a tower turns.

Opens the busiest shipped puzzle (headless, dummy video driver) and keeps turning the centre
tower, so that every measured frame (update + draw, pygame-gui included) draws a rotation
sweep. Prints the median and p99 frame time; target: median under 8 ms.
"""

from __future__ import annotations

import os
import time

from game.bench_window import figures

FRAME = 1 / 60


def main(quick: bool) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app import App
    from game.tactrics.puzzle import load_pack
    from game.tactrics.puzzle_scene import PuzzleScene
    from game.tactrics.rules import Action

    app = App(headless=True)
    pack = load_pack()
    busiest = max(pack, key=lambda level: sum(1 for code in level.board if code))
    scene = PuzzleScene(app, pack, busiest)
    app.push(scene)
    app.tick([], FRAME)
    times = []
    for _ in range(300 if quick else 1200):
        if scene.sweep is None:
            scene.rotate(Action(10, True))
        start = time.perf_counter()
        app.tick([], FRAME)
        times.append((time.perf_counter() - start) * 1000)
    pieces = sum(1 for code in busiest.board if code)
    print(f"Tactrics frame while tower 10 turns ({busiest.name}, {pieces} pieces), update + draw:")
    print("  " + figures(times))
    print("  target: median under 8 ms")
    return 0
