"""`python main.py solve PUZZLE.toml [--seconds N]`: the shortest solution of a layout.

While it works, `solve` reports on stderr the solution length it is trying (every shorter
one is ruled out) and the positions searched so far; stdout gets only the answer."""

from __future__ import annotations

import argparse
import sys

from game.core.problems import ProblemsFound
from game.tactrics.levels import load_level
from game.tactrics.solver import DEFAULT_SECONDS, Progress, Solution, solve


def add_verbs(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="solve a Tactrics Snakes layout: print the fewest tower moves, e.g. 10+ 3- 5+",
    )
    parser.add_argument("puzzle", metavar="PUZZLE.toml", help="a puzzle or any layout file")
    parser.add_argument(
        "--seconds",
        type=float,
        default=DEFAULT_SECONDS,
        help=f"time limit (default {DEFAULT_SECONDS:g})",
    )
    parser.set_defaults(handler=run_solve)


def run_solve(arguments: argparse.Namespace) -> int:
    try:
        level = load_level(arguments.puzzle)
    except ProblemsFound as found:
        for problem in found.problems:
            print(problem)
        return 1
    seconds = max(0.1, arguments.seconds)
    solution = solve(level.board, seconds, on_progress=print_progress)
    for line in solution_lines(solution, seconds):
        print(line)
    return 0 if solution.moves is not None else 1


def print_progress(progress: Progress) -> None:
    """While `solve` works: one line per report on stderr (stdout keeps only the answer)."""
    print(progress.describe(), file=sys.stderr, flush=True)


def solution_lines(solution: Solution, seconds: float) -> list[str]:
    """What `solve` prints: the moves, then the length and whether it is proven shortest."""
    limit = f"{seconds:g} s"
    if solution.moves is None:
        if solution.reason:
            return [f"no solution: {solution.reason}"]
        return [
            f"no solution found within {limit} "
            f"(any solution needs at least {solution.lower_bound} moves)"
        ]
    moves = solution.moves_text() or "(already solved: no moves needed)"
    if solution.proven:
        return [moves, f"length {solution.length}, proven shortest"]
    return [
        moves,
        f"length {solution.length}, best found within {limit}, not proven shortest "
        f"(the shortest needs at least {solution.lower_bound})",
    ]
