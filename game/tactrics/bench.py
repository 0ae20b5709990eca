"""`python main.py bench tactrics-snakes [--quick]`: solver figures.
`python main.py bench tactrics-solver [--quick]`: the hard set (`hard_set.py`), then the
dense set: each puzzle solved as `solve --seconds 10` does, with the proof's own figures
(positions, seconds, positions a second), each answer played move by move through the rules
by the independent reference (`reference.replay`, the "rules" column).

1. Every shipped puzzle: its solve time (targets: each under 10 s, the median under 1 s).
   Without --quick every puzzle is solved three times and the best time counts.
2. Deep puzzles: every shipped puzzle with par 8 or more, solved as `solve --seconds 10` does,
   with the depth proven and the positions searched.
3. The dense set (`tests/data/tactrics_dense_set.json`): four colours of 2 heads and 5 or 6
   tails each, scrambled by DENSE_TURNS turns from fixed seeds (`dense_board`), par 8–11,
   each par proven; then the same proofs each stopped after 10 s of CPU time, the figure
   that means something on a shared machine. Made by
   `python -m game.tactrics.bench FIRST_SEED COUNT > CANDIDATES.jsonl` (`dense_candidates`),
   then `python -m game.tactrics.hard_set --dense CANDIDATES.jsonl…`.

`python main.py bench bots-tactrics-snakes [--quick]`: the bots, level against level, over
seeded all-bot games on the shipped start layouts (`bot_bench`, run by game/bench_bots.py).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

from game.core.paths import LEVELS
from game.core.rng import derived_rng
from game.table.bot_bench import BotBench, BotMatch, DecisionClock
from game.tactrics.bot import bot_turn
from game.tactrics.generate import scramble_busy, solved_layout
from game.tactrics.hard_set import DENSE_SET, HARD_SET, HardPuzzle, load_hard_set
from game.tactrics.levels import TactricsLevel, load_level
from game.tactrics.reference import replay
from game.tactrics.rules import Board, GameState, apply_turn, new_game, scores
from game.tactrics.solver import WORKERS, Progress, Solution, compiled_core, solve

LIMIT_SECONDS = 10.0
CPU_WALL_GUARD = 900.0  # wall seconds a CPU-limited solve may take on a very busy machine
DEEP_PAR = 8
DENSE_TURNS = 10
QUICK_DENSE = 3
PUZZLES = LEVELS / "tactrics-snakes" / "puzzles"
STARTS = LEVELS / "tactrics-snakes"
T = TypeVar("T")
BOT_MATCH_TURNS = 300  # bots always end a game long before; a guard, not a rule
PASSER = "pass"  # a bench seat that always passes (no bot level: it never acts or calls)


def main(quick: bool) -> int:
    paths = sorted(PUZZLES.glob("*.toml"))
    if not paths:
        print(f"no puzzles in {PUZZLES}")
        return 1
    levels = [load_level(path) for path in paths]
    failures = shipped_figures(levels, 1 if quick else 3)
    deep_figures([level for level in levels if (level.par or 0) >= DEEP_PAR])
    dense_failures = dense_figures(quick)
    return 1 if failures or dense_failures else 0


def solver_main(quick: bool) -> int:
    """The hard set, each puzzle solved as `solve --seconds 10` does: par, whether proven,
    wall and CPU seconds (the wall figure suffers when other work shares the machine),
    positions searched. Then the dense puzzles (fewer with --quick)."""
    if not HARD_SET.exists():
        print(f"no hard set at {HARD_SET} (it lives in the source tree's tests/data)")
        return 1
    core = "compiled core" if compiled_core() else "Python search (the compiled core was not built)"
    print(f"solver: {core}")
    hard = load_hard_set()
    print(f"hard set: {len(hard)} puzzles, solve --seconds {LIMIT_SECONDS:g}")
    failures = proof_table(hard)
    dense_failures = dense_figures(quick)
    return 0 if failures == dense_failures == 0 else 1


def proof_table(puzzles: list[HardPuzzle], cpu_limit: float | None = None) -> int:
    """Solves each puzzle as `solve --seconds 10` does and prints the proof's figures: par,
    whether proven at par, wall and CPU seconds (the wall figure suffers when other work
    shares the machine), positions searched and positions a second (by CPU seconds, so
    that figures from a busy machine compare). Returns how many were not proven at par."""
    print(
        f"  {'puzzle':12} {'pieces':>9} {'par':>3} {'found':>5} {'proven':>6} "
        f"{'wall s':>7} {'CPU s':>6} {'positions':>9} {'pos/s CPU':>9} {'rules':>5}"
    )
    walls, cpus, rates, proven, faults = [], [], [], 0, 0
    for puzzle in puzzles:
        solution, cpu = _timed_solve(puzzle.board, cpu_limit)
        walls.append(solution.seconds)
        cpus.append(cpu)
        rate = solution.nodes / cpu if cpu > 0 else 0.0
        rates.append(rate)
        # the answer played move by move through the rules (the independent reference)
        plays = solution.moves is None or replay(puzzle.board, solution.moves) == ""
        faults += not plays
        matched = solution.proven and solution.length == puzzle.par and plays
        proven += matched
        pieces = f"{puzzle.colours}c {puzzle.pieces}p"
        print(
            f"  {puzzle.name:12} {pieces:>9} {puzzle.par:>3} {_length(solution):>5} "
            f"{matched!s:>6} {solution.seconds:7.2f} {cpu:6.2f} {solution.nodes:>9} "
            f"{rate:>9.0f} {'ok' if plays else 'FAULT':>5}"
        )
    print(
        f"  {proven} of {len(puzzles)} proven at par within "
        f"{LIMIT_SECONDS if cpu_limit is None else cpu_limit:g} s "
        f"{'wall' if cpu_limit is None else 'CPU'}{_machine_load()}; "
        f"wall median {statistics.median(walls):.2f} s, max {max(walls):.2f} s; "
        f"CPU median {statistics.median(cpus):.2f} s, max {max(cpus):.2f} s; "
        f"positions a second (CPU) median {statistics.median(rates):.0f}"
    )
    if faults:
        print(f"  {faults} answer(s) that the rules do not play to the goal")
    return len(puzzles) - proven


def shipped_figures(levels: list[TactricsLevel], runs: int) -> int:
    """Prints each shipped puzzle's best time; returns how many pars were not matched."""
    times: list[float] = []
    cpus: list[float] = []
    deepest: tuple[int, str] | None = None
    failures = 0
    print(f"{'puzzle':34} {'par':>3} {'found':>5} {'proven':>6} {'seconds':>8} {'CPU s':>6}")
    for level in levels:
        runs_made = [_timed_solve(level.board) for _ in range(runs)]
        best, cpu = min(runs_made, key=lambda run: run[0].seconds)
        times.append(best.seconds)
        cpus.append(cpu)
        print(
            f"{Path(level.path).name:34} {level.par!s:>3} {_length(best):>5} "
            f"{best.proven!s:>6} {best.seconds:8.3f} {cpu:6.2f}"
        )
        if best.length is None or best.length != level.par or not best.proven:
            failures += 1
        elif deepest is None or best.length >= deepest[0]:
            deepest = (best.length, Path(level.path).name)
    print(
        f"puzzles: {len(times)}, median {statistics.median(times):.3f} s, "
        f"max {max(times):.3f} s (targets: median < 1 s, each < {LIMIT_SECONDS:g} s); "
        f"CPU median {statistics.median(cpus):.3f} s, max {max(cpus):.3f} s"
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
        solution, cpu = _timed_solve(level.board)
        proven += solution.proven and solution.length == level.par
        name = Path(level.path).name
        print(f"  {name:34} par {level.par:>2}  {_describe(solution)}  {cpu:5.2f} s CPU")
    print(f"  {proven} of {len(levels)} proven within {LIMIT_SECONDS:g} s")


def dense_board(seed: int) -> Board:
    """A dense puzzle: four colours of 2 heads and 5 (even seeds) or 6 (odd seeds) tails,
    scrambled by DENSE_TURNS turns: the same board for a seed on every run."""
    rng = derived_rng("tactrics-dense-set", seed)
    return scramble_busy(rng, solved_layout(rng, 4, 2, 5 + seed % 2), DENSE_TURNS)


def dense_figures(quick: bool) -> int:
    """The dense set's proof tables (its first QUICK_DENSE with --quick), by wall and by CPU
    seconds; returns how many were not proven at par in the better of the two."""
    if not DENSE_SET.exists():
        print(f"\nno dense set at {DENSE_SET} (it lives in the source tree's tests/data)")
        return 1
    puzzles = load_hard_set(DENSE_SET)[: QUICK_DENSE if quick else None]
    print(f"\ndense set (4 colours × 7–8 pieces, par 8–11), solve --seconds {LIMIT_SECONDS:g}:")
    failures = proof_table(puzzles)
    # On a shared machine the wall limit measures the other work as much as the search: the
    # same proofs again, each stopped after LIMIT_SECONDS of its own CPU time instead.
    # With two workers this counts both cores' CPU: stricter than 10 s of wall time on a quiet
    # two-core machine, which is what `solve --seconds 10` gets there.
    print(
        f"\ndense set, each search stopped after {LIMIT_SECONDS:g} s of CPU time "
        f"(all its threads together; {WORKERS} worker(s)):"
    )
    return min(failures, proof_table(puzzles, cpu_limit=LIMIT_SECONDS))


def dense_candidates(seeds: Sequence[int], node_limit: int) -> list[dict[str, object]]:
    """Each seed's dense board solved within `node_limit` positions (not seconds, so that
    any machine makes the same set): the candidates `hard_set --dense` chooses from."""
    found: list[dict[str, object]] = []
    for seed in seeds:
        board = dense_board(seed)
        solution = solve(board, 3600.0, node_limit=node_limit, workers=1)
        found.append(
            {
                "name": f"dense-{seed}",
                "board": list(board),
                "length": solution.length,
                "proven": solution.proven,
                "moves": solution.moves_text(),
                "positions": solution.nodes,
            }
        )
    return found


def _describe(solution: Solution) -> str:
    state = "proven shortest" if solution.proven else f"shortest ≥ {solution.lower_bound}"
    return (
        f"found {_length(solution):>2}  {state:17} {solution.seconds:6.2f} s  "
        f"{solution.nodes:>8} positions"
    )


def _machine_load() -> str:
    """The load average over the last minute (where the system tells it): wall seconds above
    CPU seconds mean that other work shared the cores."""
    try:
        return f" (machine load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    except (AttributeError, OSError):
        return ""


def _length(solution: Solution) -> str:
    return "-" if solution.length is None else str(solution.length)


def _timed_solve(board: Board, cpu_limit: float | None = None) -> tuple[Solution, float]:
    """The solution and the CPU seconds it took (wall seconds suffer from other work). With
    `cpu_limit` the search stops after that many CPU seconds instead of LIMIT_SECONDS of wall
    time (checked at each progress report, every PROGRESS_EVERY wall seconds)."""
    started = time.process_time()
    if cpu_limit is None:
        solution = solve(board, LIMIT_SECONDS)
    else:
        cancel = threading.Event()

        def stop_at_cpu_limit(_: Progress) -> None:
            if time.process_time() - started > cpu_limit:
                cancel.set()

        solution = solve(board, CPU_WALL_GUARD, cancel, on_progress=stop_at_cpu_limit)
    return solution, time.process_time() - started


# --- bots -----------------------------------------------------------------------------------


def play_bot_game(lineup: Sequence[str], seed: int, clock: DecisionClock) -> GameState:
    """A whole game of bots on the shipped start layout for len(lineup) players, each turn's
    rng derived from the seed as in the window (play.py)."""
    level = load_level(STARTS / f"start-{len(lineup)}p.toml")
    state = new_game(level.board, level.colours)
    while not state.over and state.turn < BOT_MATCH_TURNS:
        kind = lineup[state.player]
        if kind == PASSER:
            state, _ = apply_turn(state, [])
            continue
        rng = derived_rng(seed, "bot", state.turn)
        actions, finish = clock.decide(kind, bot_turn, kind, state, rng)
        state, _ = apply_turn(state, actions, finish)
    return state


def bot_bench() -> BotBench:
    """2-player hard against normal (the goal: hard ahead in 75 % or more), a 3-player table
    of one bot of each level, and 2-player normal against easy (the levels stay apart); then
    each level against a seat that always passes, 200 games each: every game must end, and
    the longest game is reported in turns."""

    def play(lineup: Sequence[str], seed: int) -> BotMatch:
        clock = DecisionClock()
        final = play_bot_game(lineup, seed, clock)
        totals = [score.total for score in scores(final)]
        return BotMatch(totals, clock, turns=final.turn, ended=final.over)

    return BotBench(
        play,
        lineups=[("hard", "normal"), ("easy", "normal", "hard"), ("normal", "easy")],
        long_lineups=[("normal", PASSER), ("hard", PASSER), ("easy", PASSER)],
        note="games on the shipped start layouts; a decision is one whole turn "
        "(target: hard's worst under 250 ms)",
    )


DENSE_NODE_LIMIT = 3_000_000


if __name__ == "__main__":
    first, count = (int(word) for word in sys.argv[1:3])
    for candidate in dense_candidates(range(first, first + count), DENSE_NODE_LIMIT):
        print(json.dumps(candidate), flush=True)
