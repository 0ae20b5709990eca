"""`python -m game.tactrics.bench_build [SEEDS]`: how soon each bot level ends a game against
players who only pass (a new player who waits to see what the bot does), seeds 1–SEEDS
(20 by default), the bot in each seat of the 2-player start and first at the 4-player one.
Printed per lineup: the turn of the bot's finish call and of the game's end (median, max)."""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Sequence

from game.table.bot_bench import DecisionClock
from game.tactrics.bench import PASSER, play_bot_game
from game.tactrics.rules import GameState

LEVELS = ("easy", "normal", "hard")


def call_turn(final: GameState, lineup: Sequence[str]) -> int | None:
    """The turn the bot called its finish on (None: it never did). The passers' extra turns
    follow it, so the game ends 2 × passers turns or fewer after."""
    if not final.finishers:
        return None
    return final.turn - 2 * sum(kind == PASSER for kind in lineup)


def main(seeds: int = 20) -> int:
    print(f"turn of the finish call and of the game's end, seeds 1–{seeds}:")
    print(f"{'lineup':<34} {'call median':>11} {'call max':>9} {'end max':>8} {'s':>5}")
    for level in LEVELS:
        lineups = [(level, PASSER), (PASSER, level), (level, PASSER, PASSER, PASSER)]
        for lineup in lineups:
            start = time.monotonic()
            finals = [play_bot_game(lineup, seed, DecisionClock()) for seed in range(1, seeds + 1)]
            calls = [call_turn(final, lineup) for final in finals]
            called = [turn for turn in calls if turn is not None]
            ends = [final.turn for final in finals]
            middle = f"{statistics.median(called):g}" if called else "-"
            most = f"{max(called)}" if len(called) == len(calls) else "never"
            name = ", ".join(lineup)
            seconds = time.monotonic() - start
            print(f"{name:<34} {middle:>11} {most:>9} {max(ends):>8} {seconds:5.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
