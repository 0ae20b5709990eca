"""Rectangular selections on a board, the clipboard's cells, and moving cells about.

Pure functions on `Board` (no pygame, no I/O): the window keeps the selection and the
clipboard, the model keeps each change as one undo step (`EditorModel.set_board`).

    area = Area.spanning((1, 1), (3, 2))        # B2:D3
    clip = copy_area(board, area, "social-snake")
    board = cleared(board, area, ".")            # cut
    board = pasted(board, clip, (5, 5), ("T",))  # tunnel pairs renumbered when they clash
    lift = Lift.of(board, area, "."); board = lift.dropped_at(1, 0, ("T",))   # a move
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.core.coords import Cell, cell_name
from game.editor.model import Board, Rows, pair_cells


@dataclass(frozen=True)
class Area:
    """A rectangle of cells: its top-left cell and its size."""

    left: int
    top: int
    width: int
    height: int

    @classmethod
    def spanning(cls, corner: Cell, other: Cell) -> Area:
        left, right = sorted((corner[0], other[0]))
        top, bottom = sorted((corner[1], other[1]))
        return cls(left, top, right - left + 1, bottom - top + 1)

    @classmethod
    def whole(cls, board: Board) -> Area:
        return cls(0, 0, board.width, board.height)

    @property
    def corner(self) -> Cell:
        return (self.left, self.top)

    @property
    def far_corner(self) -> Cell:
        return (self.left + self.width - 1, self.top + self.height - 1)

    def cells(self) -> list[Cell]:
        return [
            (self.left + dx, self.top + dy) for dy in range(self.height) for dx in range(self.width)
        ]

    def contains(self, cell: Cell) -> bool:
        return (
            self.left <= cell[0] < self.left + self.width
            and self.top <= cell[1] < self.top + self.height
        )

    def moved(self, dx: int, dy: int) -> Area:
        return Area(self.left + dx, self.top + dy, self.width, self.height)

    def at(self, corner: Cell) -> Area:
        return Area(corner[0], corner[1], self.width, self.height)

    def on(self, board: Board) -> Area | None:
        """The part of the area on the board (None when nothing of it is)."""
        left, top = max(0, self.left), max(0, self.top)
        right = min(board.width, self.left + self.width)
        bottom = min(board.height, self.top + self.height)
        if right <= left or bottom <= top:
            return None
        return Area(left, top, right - left, bottom - top)

    def describe(self) -> str:
        """ "B2:D3" (one cell: "B2")."""
        if self.width == self.height == 1:
            return cell_name(self.corner)
        return f"{cell_name(self.corner)}:{cell_name(self.far_corner)}"


@dataclass(frozen=True)
class Clip:
    """Copied cells: rows of tokens ("" where the copied area was off the board), the game
    they belong to and the board they came from (for the notice)."""

    game_id: str
    rows: Rows
    source: str = ""

    @property
    def width(self) -> int:
        return max((len(row) for row in self.rows), default=0)

    @property
    def height(self) -> int:
        return len(self.rows)

    def tokens(self) -> dict[tuple[int, int], str]:
        """Offset from the clip's top-left -> token, for the cells that hold one."""
        return {
            (dx, dy): token
            for dy, row in enumerate(self.rows)
            for dx, token in enumerate(row)
            if token
        }


def copy_area(board: Board, area: Area, game_id: str, source: str = "") -> Clip:
    """The tokens of `area` on `board` ("" for cells that are not on it)."""
    rows = tuple(
        tuple(
            board.token((column, row)) if board.contains((column, row)) else ""
            for column in range(area.left, area.left + area.width)
        )
        for row in range(area.top, area.top + area.height)
    )
    return Clip(game_id, rows, source)


def cleared(board: Board, area: Area, blank: str) -> Board:
    """The board with every cell of `area` blank (a cut, Delete)."""
    return board.with_tokens({cell: blank for cell in area.cells() if board.contains(cell)})


def pasted(
    board: Board, clip: Clip, corner: Cell, pair_prefixes: Sequence[str] = ()
) -> tuple[Board, int]:
    """The board with the clip's cells laid down from `corner`, and how many fell off it.

    A pair token of the clip ("T1") that would give its pair more than two ends on the board
    is renumbered to an unused pair number, the same new number for all its ends in the clip.
    """
    tokens = clip.tokens()
    targets = {(corner[0] + dx, corner[1] + dy): token for (dx, dy), token in tokens.items()}
    kept = {cell: token for cell, token in targets.items() if board.contains(cell)}
    lost = len(targets) - len(kept)
    for prefix in pair_prefixes:
        kept = _renumbered_pairs(board, kept, prefix)
    return board.with_tokens(kept), lost


def _renumbered_pairs(board: Board, laid: dict[Cell, str], prefix: str) -> dict[Cell, str]:
    pattern = re.compile(rf"{re.escape(prefix)}(\d+)", re.IGNORECASE)
    remaining = {
        token: [cell for cell in cells if cell not in laid]
        for token, cells in pair_cells(board, prefix).items()
    }
    numbers = {int(token[len(prefix) :]) for token, cells in remaining.items() if cells}
    incoming: dict[str, list[Cell]] = {}
    for cell, token in laid.items():
        if pattern.fullmatch(token):
            incoming.setdefault(token.upper(), []).append(cell)
    numbers |= {int(token[len(prefix) :]) for token in incoming}
    result = dict(laid)
    for token, cells in sorted(incoming.items()):
        if len(remaining.get(token, ())) + len(cells) <= 2:
            continue
        number = _free_number(numbers)
        numbers.add(number)
        for cell in cells:
            result[cell] = f"{prefix}{number}"
    return result


def _free_number(taken: Iterable[int]) -> int:
    used = set(taken)
    number = 1
    while number in used:
        number += 1
    return number


@dataclass(frozen=True)
class Lift:
    """Cells picked up to be moved: the board under them (the area left blank) and the
    cells themselves. Dropping them anywhere starts from the same board, so moving over
    other cells and on again leaves those cells as they were."""

    base: Board
    clip: Clip
    area: Area

    @classmethod
    def of(cls, board: Board, area: Area, blank: str, game_id: str = "") -> Lift:
        return cls(cleared(board, area, blank), copy_area(board, area, game_id), area)

    def dropped_at(self, dx: int, dy: int, pair_prefixes: Sequence[str] = ()) -> Board:
        """The board with the lifted cells moved by (dx, dy) (cells moved off it are lost)."""
        board, _ = pasted(self.base, self.clip, self.area.moved(dx, dy).corner, pair_prefixes)
        return board
