"""Square-grid cell names: column letters from the left (A … Z, AA …), rows from 1 at top."""

from __future__ import annotations

import re

from game.core.problems import shorten

Cell = tuple[int, int]  # (column, row), both counted from 0

_CELL_NAME = re.compile(r"([A-Za-z]{1,3})([0-9]{1,5})")
MAX_CELL_NAME = 12

DIRECTIONS: dict[str, tuple[int, int]] = {"U": (0, -1), "D": (0, 1), "L": (-1, 0), "R": (1, 0)}


def column_letters(column: int) -> str:
    letters = ""
    number = column + 1
    while number:
        number, remainder = divmod(number - 1, 26)
        letters = chr(ord("A") + remainder) + letters
    return letters


def cell_name(cell: Cell) -> str:
    """ "C3" for (2, 2); a cell left of or above the first one (a hand-edited draft's) as
    "(-5, 3)", never a name that does not exist."""
    column, row = cell
    if column < 0 or row < 0:
        return f"({column}, {row})"
    return f"{column_letters(column)}{row + 1}"


def parse_cell(text: str) -> Cell:
    """`"C3"` → (2, 2). Case-insensitive. Raises ValueError for anything else."""
    match = _CELL_NAME.fullmatch(text.strip()) if len(text) <= MAX_CELL_NAME else None
    if not match:
        raise ValueError(f'"{shorten(text)}" is not a cell name like "C3"')
    column = 0
    for letter in match.group(1).upper():
        column = column * 26 + (ord(letter) - ord("A") + 1)
    row = int(match.group(2))
    if row < 1:
        raise ValueError(f'"{text}" is not a cell name: rows start at 1')
    return column - 1, row - 1


def step(cell: Cell, direction: str) -> Cell:
    dx, dy = DIRECTIONS[direction]
    return cell[0] + dx, cell[1] + dy


def normalise_moves(moves: str) -> str:
    """A move sequence as typed (`"r r u"`) in upper-case U/D/L/R only; ValueError naming the
    first other character."""
    cleaned = moves.replace(" ", "").upper()
    for index, letter in enumerate(cleaned):
        if letter not in DIRECTIONS:
            raise ValueError(f'move {index + 1} is "{letter}"; moves are U, D, L and R')
    return cleaned
