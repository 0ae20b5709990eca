"""Window benchmarks: printed figures, read by a person (never timed tests).

python main.py bench window-frame [--quick]     # one reveal frame, two grids, 13 snakes
python main.py bench window-startup [--quick]   # `python main.py` to the first menu frame
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from game.core.paths import PROJECT_ROOT

FRAME = 1 / 60
FIRST_MENU_FRAME = """
import pygame
import game.cli
game.cli.build_parser().parse_args([])
from game.app import App
from game.ui.menu import MainMenuScene
app = App()
app.start(MainMenuScene(app))
app.tick([], 0.0)
pygame.display.flip()
pygame.quit()
"""


def percentile(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def figures(times: list[float]) -> str:
    return (
        f"median {statistics.median(times):.2f} ms, p99 {percentile(times, 0.99):.2f} ms, "
        f"max {max(times):.2f} ms over {len(times)} frames"
    )


def frame_main(quick: bool = False) -> int:
    """Frames of the reveal of a phase-2 round (grids 18×18 and 20×20, 13 snakes), animating."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app import App
    from game.social_snake.demo import demo_session
    from game.social_snake.reveal import RevealScene

    app = App(headless=True)
    session = demo_session(seed=4, players=13)
    outcome = session.advance() if session.ready() else None
    while outcome is None or outcome.before.phase < 1 or outcome.before.stage != "rounds":
        session.let_bots_act()
        outcome = session.advance()
    app.push(RevealScene(app, session, outcome, lambda: None, speed=1.0))
    times = []
    for _ in range(300 if quick else 900):
        start = time.perf_counter()
        app.tick([], FRAME)
        times.append((time.perf_counter() - start) * 1000)
    print(f"reveal frame ({outcome.label}, 13 snakes, grids 18×18 and 20×20), update + draw:")
    print("  " + figures(times))
    print("  targets: median under 8 ms, p99 under 16 ms")
    return 0


def startup_main(quick: bool = False) -> int:
    """Interpreter start to the first drawn main-menu frame, as `python main.py` does it."""
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    times = []
    for _ in range(3 if quick else 10):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-c", FIRST_MENU_FRAME], cwd=PROJECT_ROOT, env=env, check=True
        )
        times.append(time.perf_counter() - start)
    driver = env.get("SDL_VIDEODRIVER", "the default video driver")
    print(f"python main.py to the first menu frame ({driver}):")
    print(
        f"  median {statistics.median(times):.2f} s, max {max(times):.2f} s "
        f"over {len(times)} starts"
    )
    print("  target: under 1 s")
    return 0
