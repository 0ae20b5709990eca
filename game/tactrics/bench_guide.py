"""`python -m game.tactrics.bench_guide [GAMES]`: the guided game's plan search (`plan_turn`)
at the start of each turn of seeded easy-bot games on the 2-, 3- and 4-player start layouts.

For each position the search runs in the guide's worker thread (`PlanJob`) while the main
thread ticks as a window does (a 16 ms sleep, then a frame's worth of work); printed: the
search's wall time, and the longest main-thread tick while it ran (what a player sees as a
stall: it was the whole search's time when the search ran on the main thread).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from game.tactrics.bot import bot_turn
from game.tactrics.levels import load_level
from game.tactrics.rules import GameState, apply_turn, new_game
from game.tactrics.scene import start_layout_path
from game.tactrics.tutorial import PlanJob

TURNS = 14
TICK = 0.016


def positions(games: int) -> list[GameState]:
    """Each turn's start of `games` seeded easy-bot games per table size."""
    found = []
    for players in (2, 3, 4):
        level = load_level(start_layout_path(players))
        names = [f"P{seat}" for seat in range(players)]
        for seed in range(1, games + 1):
            rng = random.Random(seed)
            state = new_game(level.board, list(level.colours[:players]))
            for _ in range(TURNS):
                if state.over:
                    break
                found.append(state)
                actions, _ = bot_turn("easy", state, rng)
                state, _ = apply_turn(state, actions, False, names)
    return found


def frame_work() -> None:
    """About a millisecond of Python work, as drawing a frame takes."""
    sum(i * i for i in range(20_000))


def measure(state: GameState) -> tuple[float, float]:
    """The search's wall seconds in its worker and the longest main-thread tick meanwhile."""
    key = (state.board, state.turn, state.actions_taken)
    start = time.perf_counter()
    job = PlanJob(key, state, ())
    longest, last = 0.0, time.perf_counter()
    while job.result is None:
        time.sleep(TICK)
        frame_work()
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    return time.perf_counter() - start, longest


def main(games: int = 3) -> int:
    states = positions(games)
    figures = [measure(state) for state in states]
    searches = sorted(search for search, _ in figures)
    ticks = sorted(tick for _, tick in figures)

    def row(name: str, values: list[float]) -> str:
        p90 = values[int(len(values) * 0.9)]
        middle = statistics.median(values)
        return f"{name:<34} {middle * 1000:8.1f} {p90 * 1000:8.1f} {values[-1] * 1000:8.1f}"

    print(f"{len(states)} turn starts ({games} games each at 2, 3 and 4 players), ms:")
    print(f"{'':<34} {'median':>8} {'p90':>8} {'max':>8}")
    print(row("plan search (worker thread)", searches))
    print(row("longest main-thread tick meanwhile", ticks))
    print(f"(a tick is a {TICK * 1000:.0f} ms sleep and a frame's work: ~17 ms when never held up)")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 3))
