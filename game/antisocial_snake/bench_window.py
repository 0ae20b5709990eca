"""`python main.py bench antisocial-snake-frame`: the reveal's frame time, printed figures.

The board of the rules benchmark (20×20, 8 players × 4 snakes, 30-move sequences) is
resolved and its movement is animated by the reveal; each frame is one `app.tick` (update
and draw), as the window runs it.
"""

from __future__ import annotations

import os
import time

FRAME = 1 / 60


def main(quick: bool = False) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.antisocial_snake.bench import BENCH_MOVES, BENCH_PLAYERS, BENCH_SIZE, crowded_board
    from game.antisocial_snake.match import MatchRecord, PlayerEntry, Replay
    from game.antisocial_snake.reveal import Chapter, RevealScene
    from game.antisocial_snake.rules import resolve_board
    from game.antisocial_snake.session import MatchSession
    from game.app import App
    from game.bench_window import figures

    before, entries = crowded_board()
    after, events = resolve_board(before, entries)
    record = MatchRecord("bench", before.seed, [PlayerEntry(name) for name in before.names])
    played = Replay([before, after], [[], events], ["Setup", "Bench: movement"])
    session = MatchSession(record, before.level, played, None)
    app = App(headless=True)
    reveal = RevealScene(
        app, session, [Chapter("Bench: movement", before, after, events)], lambda: None
    )
    app.push(reveal)
    times = []
    for _ in range(300 if quick else 900):
        if reveal.timeline.finished:
            reveal.timeline.seek(0.0)
            reveal.timeline.play()
        start = time.perf_counter()
        app.tick([], FRAME)
        times.append((time.perf_counter() - start) * 1000)
    print(
        f"Antisocial Snake reveal frame ({BENCH_SIZE}×{BENCH_SIZE} board, {BENCH_PLAYERS} "
        f"players × 4 snakes, {BENCH_MOVES}-move sequences), update + draw:"
    )
    print("  " + figures(times))
    print("  target: median under 8 ms")
    return 0
