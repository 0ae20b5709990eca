"""`python main.py bench double-edged-edges-frame`: frame times of the window (printed
figures, never a timed test): a 12-player reveal while it animates, and the entry screen."""

from __future__ import annotations

import os
import time

from game.bench_window import FRAME, figures


def frame_main(quick: bool = False) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app import App
    from game.double_edged_edges.bench import SHIPPED, shipped_level
    from game.double_edged_edges.entry import MoveEntryScene
    from game.double_edged_edges.reveal import RevealScene, chapter_of
    from game.double_edged_edges.session import MatchSession
    from game.table.seats import Seat
    from game.ui import theme

    app = App(headless=True)
    palette = theme.player_colours(False)
    seats = [Seat(f"Bot {i + 1}", palette[i].name, "hard") for i in range(12)]
    level_file = SHIPPED / "mainly-by-design.toml"
    session = MatchSession.start(shipped_level(), level_file, seats, 4, 2, save=False)
    for _ in range(3):
        session.let_bots_act()
        outcome = session.advance()
    frames = 300 if quick else 900
    app.push(RevealScene(app, session, [chapter_of(outcome)], lambda: None, speed=0.5))
    times = _frames(app, frames, FRAME)
    print(f"reveal frame ({outcome.label}, 12 players on a 3 × 4 grid), update + draw:")
    print("  " + figures(times))
    app.clear_to(MoveEntryScene(app, session, 0, lambda: None))
    times = _frames(app, frames // 3, FRAME)
    print("entry screen frame (12 players, preview and partner grid), update + draw:")
    print("  " + figures(times))
    print("  targets: median under 8 ms, p99 under 16 ms")
    return 0


def _frames(app, count: int, dt: float) -> list[float]:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        app.tick([], dt)
        times.append((time.perf_counter() - start) * 1000)
    return times
