"""The puzzle of the day: made from the date alone, so every machine gets the same puzzle.

Every random choice comes from `derived_rng("tactrics-daily", date)`, and the solver that
proves the par is limited by positions searched (DAILY_NODES), never by seconds, so a slow
machine makes the same puzzle as a fast one, only later. The par is proven and from 6 to 9.
No pygame, no I/O: the window runs `daily_puzzle` in a worker thread (`DailyJob`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import date

from game.core.rng import derived_rng
from game.tactrics.generate import scramble_busy, solved_layout
from game.tactrics.levels import TactricsLevel
from game.tactrics.rules import Board, puzzle_solved
from game.tactrics.solver import solve

DAILY_PAR = (6, 9)
DAILY_NODES = 25_000  # positions the solver may search to prove one candidate's par
DAILY_ATTEMPTS = 400
DAILY_SECONDS = 600.0  # a safety net only: the node limit decides, so machines agree


@dataclass(frozen=True)
class Shape:
    colours: int
    heads: int
    tails: int
    scramble: int


# Shapes whose par the solver proves quickly; the day picks where to start in this list.
SHAPES: tuple[Shape, ...] = (
    Shape(1, 2, 6, 9),
    Shape(1, 2, 5, 8),
    Shape(2, 1, 3, 8),
    Shape(1, 1, 6, 9),
    Shape(2, 2, 3, 8),
    Shape(1, 2, 6, 10),
)


def daily_key(day: date) -> str:
    """The puzzle's key in the progress file (its own best moves and stars)."""
    return f"daily-{day.isoformat()}"


def daily_board(day: date, cancel: threading.Event | None = None) -> tuple[Board, int] | None:
    """The day's position and its proven par (None if cancelled or, never in practice, no
    candidate of DAILY_ATTEMPTS has a provable par in range)."""
    low, high = DAILY_PAR
    first = derived_rng("tactrics-daily", day.isoformat()).randrange(len(SHAPES))
    for attempt in range(DAILY_ATTEMPTS):
        if cancel is not None and cancel.is_set():
            return None
        shape = SHAPES[(first + attempt) % len(SHAPES)]
        rng = derived_rng("tactrics-daily", day.isoformat(), attempt)
        solved = solved_layout(rng, shape.colours, shape.heads, shape.tails)
        board = scramble_busy(rng, solved, shape.scramble)
        if puzzle_solved(board):
            continue
        # one worker: the same search (and par) on every machine, as the node limit wants
        solution = solve(board, DAILY_SECONDS, cancel, node_limit=DAILY_NODES, workers=1)
        if cancel is not None and cancel.is_set():
            return None
        if solution.proven and solution.length is not None and low <= solution.length <= high:
            return board, solution.length
    return None


def daily_puzzle(day: date, cancel: threading.Event | None = None) -> TactricsLevel | None:
    made = daily_board(day, cancel)
    if made is None:
        return None
    board, par = made
    name = f"Puzzle of the day, {day.isoformat()}"
    description = f"A new puzzle every day, the same for everyone. Par {par}, proven shortest."
    return TactricsLevel(name, "puzzle", board, par, True, description, daily_key(day))


class DailyJob:
    """Makes the day's puzzle in a worker thread so that the window stays responsive."""

    def __init__(self, day: date):
        self.day = day
        self.cancel_flag = threading.Event()
        self.result: TactricsLevel | None = None
        self.finished = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        self.result = daily_puzzle(self.day, self.cancel_flag)
        self.finished = True

    def cancel(self) -> None:
        self.cancel_flag.set()

    def wait(self, timeout: float | None = None) -> TactricsLevel | None:
        self._thread.join(timeout)
        return self.result
