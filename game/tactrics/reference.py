"""An independent check of the solver's answers (issue 34), sharing none of its code.

The solver works on bit masks, tables of turns, bounds and a compiled core; a fault in any of
them could give a wrong par that the solver itself would never notice. This module checks an
answer with nothing but the rules' own functions on the rules' own board (a tuple of cells):

- `replay`: the moves are played one by one with `puzzle_rotate` (which refuses a turn of an
  empty tower) and the end is judged by `puzzle_solved`.
- `nothing_shorter`: a plain breadth-first search over every board reachable in fewer moves
  (each board once), asking `puzzle_solved` of each. No bound, no move-order rule, nothing to
  trust but the rules, so it only reaches small pars: it stops at `position_limit` boards
  and then says it could not tell.

`python -m game.tactrics.reference [LIMIT]` checks the hard and dense sets' listed solutions
and, where the search fits the limit, that no shorter one exists.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.core.words import plural
from game.table.session import RuleViolation
from game.tactrics.board import TOWER_COUNT, TOWER_CYCLES
from game.tactrics.rules import Action, Board, parse_action, puzzle_rotate, puzzle_solved

POSITION_LIMIT = 200_000  # boards the breadth-first search may hold before it gives up


@dataclass(frozen=True)
class Verdict:
    problem: str  # why the moves do not solve the puzzle ("" when they do)
    shorter_ruled_out: bool | None  # None: the search would pass its limit, so not checked
    positions: int  # boards the breadth-first search looked at

    @property
    def solves(self) -> bool:
        return not self.problem


def replay(board: Board, moves: Sequence[Action]) -> str:
    """Plays the moves through the rules; "" when they leave the puzzle solved, else why not."""
    for step, move in enumerate(moves, 1):
        try:
            board = puzzle_rotate(board, move)
        except RuleViolation as refusal:
            return f"move {step} ({move}) is refused: {refusal}"
    return "" if puzzle_solved(board) else f"after {plural(len(moves), 'move')} not solved"


def nothing_shorter(
    board: Board, length: int, position_limit: int = POSITION_LIMIT
) -> tuple[bool | None, int]:
    """Is there no solution of fewer than `length` moves? (True: none; False: there is one;
    None: the search would hold more than `position_limit` boards.) Also: boards looked at.

    Breadth-first: the boards after 0, 1, … length - 1 moves, each board once. The last layer
    is only asked whether it is solved, never kept."""
    if puzzle_solved(board):
        return length <= 0, 1
    layer, seen, looked = [board], {board}, 1
    for moves in range(1, length):
        keep = moves < length - 1
        following = []
        for position in layer:
            for child in _children(position):
                if child in seen:
                    continue
                looked += 1
                if puzzle_solved(child):
                    return False, looked
                if keep:
                    seen.add(child)
                    following.append(child)
                if looked > position_limit:
                    return None, looked
        layer = following
    return True, looked


def _children(board: Board) -> list[Board]:
    """Every board one move away: both turns of each tower that holds a piece."""
    children = []
    for tower in range(1, TOWER_COUNT + 1):
        if not any(board[cell] for cell in TOWER_CYCLES[tower - 1]):
            continue
        for clockwise in (True, False):
            children.append(puzzle_rotate(board, Action(tower, clockwise)))
    return children


def check(board: Board, moves: Sequence[Action], position_limit: int = POSITION_LIMIT) -> Verdict:
    """The moves solve the puzzle (played through the rules), and, within the limit, nothing
    shorter does."""
    problem = replay(board, moves)
    if problem:
        return Verdict(problem, None, 0)
    shorter_ruled_out, looked = nothing_shorter(board, len(moves), position_limit)
    return Verdict("", shorter_ruled_out, looked)


def parse_moves(text: str) -> list[Action]:
    """`"3- 15+ 11+"` as actions (raises ValueError naming the bad word)."""
    return [parse_action(word) for word in text.split()]


def main(argv: list[str]) -> int:
    from game.tactrics.hard_set import DENSE_SET, HARD_SET, load_hard_set

    limit = int(argv[0]) if argv else POSITION_LIMIT
    faults = 0
    for path in (HARD_SET, DENSE_SET):
        for puzzle in load_hard_set(path):
            verdict = check(puzzle.board, parse_moves(puzzle.solution), limit)
            shorter = {True: "none shorter", False: "SHORTER EXISTS", None: "shorter: too big"}
            print(
                f"{puzzle.name:10} par {puzzle.par:>2}  "
                f"{'solves' if verdict.solves else 'FAULT: ' + verdict.problem:12}  "
                f"{shorter[verdict.shorter_ruled_out]} ({verdict.positions} boards)"
            )
            faults += not verdict.solves
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
