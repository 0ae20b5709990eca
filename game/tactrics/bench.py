"""`python main.py bench tactrics-snakes [--quick]`: solver figures.

1. Every shipped puzzle: its solve time (targets: each under 10 s, the median under 1 s).
   Without --quick every puzzle is solved three times and the best time counts.
2. Deep puzzles: every shipped puzzle with par 8 or more, solved as `solve --seconds 10` does,
   with the depth proven and the positions searched.
3. Dense deep puzzles: four colours of 2 heads and 6 tails scrambled by 12 turns (the seed's
   puzzle), made by the generator from fixed seeds. Their shortest solutions are 8 moves or
   more and mostly beyond what 10 s can prove: the figures say how far the search gets.

`python main.py bench bots-tactrics-snakes [--quick]`: the bots, level against level, over
seeded all-bot games on the shipped start layouts (`bot_bench`, run by game/bench_bots.py).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

from game.core.paths import LEVELS
from game.core.rng import derived_rng
from game.table.bot_bench import BotBench, BotMatch, DecisionClock
from game.tactrics.bot import bot_turn
from game.tactrics.generate import scramble_busy, solved_layout
from game.tactrics.levels import TactricsLevel, load_level
from game.tactrics.rules import Board, GameState, apply_turn, new_game, scores
from game.tactrics.solver import Solution, solve

LIMIT_SECONDS = 10.0
DEEP_PAR = 8
DENSE_SEEDS = 10
PUZZLES = LEVELS / "tactrics-snakes" / "puzzles"
STARTS = LEVELS / "tactrics-snakes"
T = TypeVar("T")
BOT_MATCH_TURNS = 200  # bots always end a game long before; a guard, not a rule


def main(quick: bool) -> int:
    paths = sorted(PUZZLES.glob("*.toml"))
    if not paths:
        print(f"no puzzles in {PUZZLES}")
        return 1
    levels = [load_level(path) for path in paths]
    failures = shipped_figures(levels, 1 if quick else 3)
    deep_figures([level for level in levels if (level.par or 0) >= DEEP_PAR])
    dense_figures(3 if quick else DENSE_SEEDS)
    return 1 if failures else 0


def shipped_figures(levels: list[TactricsLevel], runs: int) -> int:
    """Prints each shipped puzzle's best time; returns how many pars were not matched."""
    times: list[float] = []
    deepest: tuple[int, str] | None = None
    failures = 0
    print(f"{'puzzle':34} {'par':>3} {'found':>5} {'proven':>6} {'seconds':>8}")
    for level in levels:
        best = min((solve(level.board, LIMIT_SECONDS) for _ in range(runs)), key=_seconds)
        times.append(best.seconds)
        print(
            f"{Path(level.path).name:34} {level.par!s:>3} {_length(best):>5} "
            f"{best.proven!s:>6} {best.seconds:8.3f}"
        )
        if best.length != level.par or not best.proven:
            failures += 1
        elif deepest is None or best.length >= deepest[0]:
            deepest = (best.length, Path(level.path).name)
    print(
        f"puzzles: {len(times)}, median {statistics.median(times):.3f} s, "
        f"max {max(times):.3f} s (targets: median < 1 s, each < {LIMIT_SECONDS:g} s)"
    )
    if deepest is not None:
        print(
            f"deepest proved optimal within {LIMIT_SECONDS:g} s: {deepest[1]} ({deepest[0]} moves)"
        )
    if failures:
        print(f"{failures} puzzle(s) whose par was not matched or not proven")
    return failures


def deep_figures(levels: list[TactricsLevel]) -> None:
    print(f"\ndeep puzzles (par {DEEP_PAR}+), solve --seconds {LIMIT_SECONDS:g}:")
    proven = 0
    for level in levels:
        solution = solve(level.board, LIMIT_SECONDS)
        proven += solution.proven and solution.length == level.par
        print(f"  {Path(level.path).name:34} par {level.par:>2}  {_describe(solution)}")
    print(f"  {proven} of {len(levels)} proven within {LIMIT_SECONDS:g} s")


def dense_boards(count: int) -> list[Board]:
    """The seed's puzzle (4 colours × 2 heads + 6 tails) scrambled by 12 turns, from fixed
    seeds: the same boards on every run."""
    boards = []
    for seed in range(count):
        rng = derived_rng("tactrics-bench", "dense", seed)
        boards.append(scramble_busy(rng, solved_layout(rng, 4, 2, 6), 12))
    return boards


def dense_figures(count: int) -> None:
    limit = f"solve --seconds {LIMIT_SECONDS:g}"
    print(f"\ndense deep puzzles (4 colours × 8 pieces, 12 turns), {limit}:")
    proven = 0
    for seed, board in enumerate(dense_boards(count)):
        solution = solve(board, LIMIT_SECONDS)
        proven += solution.proven
        print(f"  seed {seed:>2}  {_describe(solution)}")
    print(f"  {proven} of {count} proven within {LIMIT_SECONDS:g} s")


def _describe(solution: Solution) -> str:
    state = "proven shortest" if solution.proven else f"shortest ≥ {solution.lower_bound}"
    return (
        f"found {_length(solution):>2}  {state:17} {solution.seconds:6.2f} s  "
        f"{solution.nodes:>8} positions"
    )


def _length(solution: Solution) -> str:
    return "-" if solution.length is None else str(solution.length)


def _seconds(solution: Solution) -> float:
    return solution.seconds


# --- bots -----------------------------------------------------------------------------------


def play_bot_game(lineup: Sequence[str], seed: int, clock: DecisionClock) -> GameState:
    """A whole game of bots on the shipped start layout for len(lineup) players, each turn's
    rng derived from the seed as in the window (play.py)."""
    level = load_level(STARTS / f"start-{len(lineup)}p.toml")
    state = new_game(level.board, level.colours)
    while not state.over and state.turn < BOT_MATCH_TURNS:
        kind = lineup[state.player]
        rng = derived_rng(seed, "bot", state.turn)
        actions, finish = clock.decide(kind, bot_turn, kind, state, rng)
        state, _ = apply_turn(state, actions, finish)
    return state


def bot_bench() -> BotBench:
    """2-player hard against normal (the goal: hard ahead in 75 % or more), a 3-player table
    of one bot of each level, and 2-player normal against easy (the levels stay apart)."""

    def play(lineup: Sequence[str], seed: int) -> BotMatch:
        clock = DecisionClock()
        final = play_bot_game(lineup, seed, clock)
        return BotMatch([score.total for score in scores(final)], clock)

    return BotBench(
        play,
        lineups=[("hard", "normal"), ("easy", "normal", "hard"), ("normal", "easy")],
        note="games on the shipped start layouts; a decision is one whole turn "
        "(target: hard's worst under 250 ms)",
    )
