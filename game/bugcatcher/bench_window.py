"""`python main.py bench bugcatcher-frame [--quick]`: frame times of Bugcatcher's busiest
screens with 9 players on the shipped House of Larks (headless, dummy video driver).

1. The round reveal while it animates (every step's segments growing, the log scrolling).
2. The round entry screen with a full plan previewed (7 actions, swap marks, 5 cards).

Prints median, p99 and max per screen; target: median under 8 ms, p99 under 16 ms.
"""

from __future__ import annotations

import os
import time

from game.bench_window import figures

FRAME = 1 / 60
SEATS = 9


def _session():
    from game.bugcatcher.bench import SHIPPED, shipped_level
    from game.bugcatcher.session import MatchSession
    from game.table.seats import DEFAULT_NAMES, Seat

    seats = [Seat(name, "", "normal") for name in DEFAULT_NAMES[:SEATS]]
    session = MatchSession.start(shipped_level(), SHIPPED, seats, seed=7, save=False)
    session.let_bots_act()
    session.advance()
    return session


def _measure(app, frames: int) -> list[float]:
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        app.tick([], FRAME)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main(quick: bool = False) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app import App
    from game.bugcatcher.bot import choose_submission
    from game.bugcatcher.entry import RoundEntryScene
    from game.bugcatcher.reveal import RevealScene

    app = App(headless=True)
    session = _session()
    entry = RoundEntryScene(app, session, 0, lambda: None)
    entry.entry = choose_submission(session.state, 0, "normal")
    app.push(entry)
    entry_times = _measure(app, 200 if quick else 600)
    app.pop()
    session.let_bots_act()
    outcome = session.advance()
    reveal = RevealScene(app, session, outcome, lambda: None, speed=1.0)
    app.push(reveal)
    reveal_times = _measure(app, 200 if quick else 600)
    print(f"Bugcatcher frames, {SEATS} players on House of Larks, update + draw:")
    print(f"  round reveal (animating {outcome.label}): " + figures(reveal_times))
    print("  round entry (7 actions previewed, 5 mission cards): " + figures(entry_times))
    print("  targets: median under 8 ms, p99 under 16 ms")
    return 0
