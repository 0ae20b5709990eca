"""Square boards as level files write them: an array of rows, each a string of tokens
separated by spaces (`"3 1 4 . G"`), row 1 at the top, column A at the left.

One reader for every game with such a board; the game gives the sizes, the words its
messages use and how to read one token.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from game.core.coords import Cell, cell_name
from game.core.fields import Fields

Content = TypeVar("Content")


@dataclass(frozen=True)
class BoardWords:
    """How the messages name the board: `board` ("grid A", "the arena"), `kind` ("a grid",
    "an arena"), `row_prefix` before "row 3" ("grid A, " or ""), what a row is made of
    (`tokens`: "tokens", ". and # tokens") and what its squares are (`cells`: "cells",
    "tiles")."""

    board: str
    kind: str
    row_prefix: str = ""
    tokens: str = "tokens"
    cells: str = "cells"


@dataclass(frozen=True)
class BoardRows(Generic[Content]):
    width: int
    height: int
    cells: dict[Cell, Content] = field(default_factory=dict)  # cells whose token holds something


def read_board_rows(
    fields: Fields,
    sizes: tuple[int, int],
    words: BoardWords,
    read_token: Callable[[str], Content | None],
    key: str = "rows",
) -> BoardRows[Content] | None:
    """The board under `key`, every problem reported on its row's line.

    `sizes` bounds both the rows and the cells of a row. `read_token` gives a cell's content
    (None for an empty cell) or raises ValueError with the reason in words. None when there
    is no board to speak of: no rows, more rows than allowed, or no row of a usable width.
    A board is returned even when some cells had problems (the caller may check more, e.g.
    that tunnels pair up); the caller tells from `fields.problems` whether to use it.
    """
    rows = fields.required(key, list)
    if rows is None:
        return None
    low, high = sizes
    if not low <= len(rows) <= high:
        fields.report(f"{words.board} has {len(rows)} rows; {words.kind} has {low} to {high}", key)
        if len(rows) > high:
            return None
    width: int | None = None
    cells: dict[Cell, Content] = {}
    for row_index, row in enumerate(rows):
        where = f"{words.row_prefix}row {row_index + 1}"
        if not isinstance(row, str):
            fields.report(f"{where} must be a string of {words.tokens}", key, row_index)
            continue
        tokens = row.split()
        if width is None:
            width = len(tokens)
            if not low <= width <= high:
                fields.report(
                    f"{where} has {width} {words.cells}; {words.kind} is {low} to {high} "
                    f"{words.cells} wide",
                    key,
                    row_index,
                )
                return None
        elif len(tokens) != width:
            fields.report(
                f"{where} has {len(tokens)} {words.cells}, but row 1 has {width} "
                "(rows must be equal)",
                key,
                row_index,
            )
            if len(tokens) > high:
                continue
        for column, token in enumerate(tokens):
            cell = (column, row_index)
            try:
                content = read_token(token)
            except ValueError as reason:
                fields.report(f"{where}, {cell_name(cell)}: {reason}", key, row_index)
                continue
            if content is not None:
                cells[cell] = content
    if width is None:
        return None
    return BoardRows(width, len(rows), cells)
