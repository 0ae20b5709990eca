"""`python main.py bench tactrics-snakes [--quick]`: solver figures for the shipped puzzles.

Prints the solve time of every shipped puzzle (target: each under 10 s, the median under
1 s), and the deepest puzzle proved optimal within 10 s. Without --quick every puzzle is
solved three times and the best time counts.
"""

from __future__ import annotations

import statistics
from pathlib import Path

from game.core.paths import LEVELS
from game.tactrics.levels import load_level
from game.tactrics.solver import solve

LIMIT_SECONDS = 10.0
PUZZLES = LEVELS / "tactrics-snakes" / "puzzles"


def main(quick: bool) -> int:
    paths = sorted(PUZZLES.glob("*.toml"))
    if not paths:
        print(f"no puzzles in {PUZZLES}")
        return 1
    runs = 1 if quick else 3
    times: list[float] = []
    deepest: tuple[int, str] | None = None
    failures = 0
    print(f"{'puzzle':34} {'par':>3} {'found':>5} {'proven':>6} {'seconds':>8}")
    for path in paths:
        level = load_level(path)
        best = None
        for _ in range(runs):
            solution = solve(level.board, LIMIT_SECONDS)
            if best is None or solution.seconds < best.seconds:
                best = solution
        assert best is not None
        times.append(best.seconds)
        length = "-" if best.length is None else str(best.length)
        print(
            f"{Path(path).name:34} {level.par!s:>3} {length:>5} {best.proven!s:>6} "
            f"{best.seconds:8.3f}"
        )
        if best.length != level.par or not best.proven:
            failures += 1
        elif deepest is None or best.length >= deepest[0]:
            deepest = (best.length, Path(path).name)
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
    return 1 if failures else 0
