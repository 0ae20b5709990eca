"""Bugcatcher's board: cells (central nodes), cell corners (border nodes) and their names.

Every coordinate is a point on a doubled grid: cell (c, r) is (2c + 1, 2r + 1) and corner
(x, y) is (2x, 2y). A step of either node adds 2 in one direction, and the midpoint of a
segment is a point too. A border segment and a central segment cross exactly when their
midpoints are the same point: the middle of a cell side.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.coords import DIRECTIONS, cell_name, parse_cell

Point = tuple[int, int]

BORDER = "border"
CENTRAL = "central"
NODES = (BORDER, CENTRAL)
CORNERS = ("ul", "ur", "bl", "br")
_CORNER_OFFSET = {"ul": (0, 0), "ur": (1, 0), "bl": (0, 1), "br": (1, 1)}
_CORNER_NAME = re.compile(r"\s*([A-Za-z]+[0-9]+)\s*(ul|ur|bl|br)\s*", re.IGNORECASE)


def cell_point(column: int, row: int) -> Point:
    return 2 * column + 1, 2 * row + 1


def corner_point(x: int, y: int) -> Point:
    return 2 * x, 2 * y


def kind_of(point: Point) -> str:
    return CENTRAL if point[0] % 2 else BORDER


def step_point(point: Point, direction: str) -> Point:
    dx, dy = DIRECTIONS[direction]
    return point[0] + 2 * dx, point[1] + 2 * dy


def midpoint(start: Point, end: Point) -> Point:
    return (start[0] + end[0]) // 2, (start[1] + end[1]) // 2


@dataclass(frozen=True)
class Board:
    columns: int
    rows: int

    def contains(self, point: Point) -> bool:
        return 0 <= point[0] <= 2 * self.columns and 0 <= point[1] <= 2 * self.rows

    def cells(self) -> list[Point]:
        return [cell_point(c, r) for r in range(self.rows) for c in range(self.columns)]

    def corners(self) -> list[Point]:
        return [corner_point(x, y) for y in range(self.rows + 1) for x in range(self.columns + 1)]

    def points(self, node: str) -> list[Point]:
        return self.cells() if node == CENTRAL else self.corners()

    def on_rim(self, point: Point) -> bool:
        """A cell in the outer ring of cells, or a corner on the board's outline."""
        x, y = point
        if kind_of(point) == CENTRAL:
            return x in (1, 2 * self.columns - 1) or y in (1, 2 * self.rows - 1)
        return x in (0, 2 * self.columns) or y in (0, 2 * self.rows)

    def name(self, point: Point) -> str:
        """The canonical name: a cell's name, or a corner as the upper-left of the cell below
        and to its right (the right and bottom edges use ur / bl / br)."""
        x, y = point
        if kind_of(point) == CENTRAL:
            return cell_name(((x - 1) // 2, (y - 1) // 2))
        cx, cy = x // 2, y // 2
        horizontal = "l" if cx < self.columns else "r"
        vertical = "u" if cy < self.rows else "b"
        cell = (min(cx, self.columns - 1), min(cy, self.rows - 1))
        return f"{cell_name(cell)} {vertical}{horizontal}"

    def parse(self, text: str, node: str) -> Point:
        """A cell name (central) or a corner by any of its names (border); ValueError if not."""
        if not isinstance(text, str):
            raise ValueError(f"{text!r} is not a coordinate name")
        if node == CENTRAL:
            column, row = parse_cell(text)
            point = cell_point(column, row)
            if not self.contains(point):
                raise ValueError(f'"{text}" is not on the {self.size_words()} board')
            return point
        match = _CORNER_NAME.fullmatch(text)
        if not match:
            raise ValueError(f'"{text}" is not a corner name like "C1 br" (ul, ur, bl or br)')
        column, row = parse_cell(match.group(1))
        if not self.contains(cell_point(column, row)):
            raise ValueError(f'"{text}": cell {match.group(1).upper()} is not on the board')
        dx, dy = _CORNER_OFFSET[match.group(2).lower()]
        return corner_point(column + dx, row + dy)

    def corner_names(self, point: Point) -> list[str]:
        """Every name of a corner (one to four, by the cells that touch it)."""
        x, y = point[0] // 2, point[1] // 2
        names = []
        for corner, (dx, dy) in _CORNER_OFFSET.items():
            cell = (x - dx, y - dy)
            if 0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows:
                names.append(f"{cell_name(cell)} {corner}")
        return names

    def cell_corners(self, cell: Point) -> set[Point]:
        x, y = cell
        return {(x - 1, y - 1), (x + 1, y - 1), (x - 1, y + 1), (x + 1, y + 1)}

    def size_words(self) -> str:
        return f"{self.columns}×{self.rows}"
