"""The Tactrics "Vortex" board: a hexagon of side 3 cut into 54 triangles, 19 towers.

Cells are named as RULINGS §3: row letters A–F from the top (7, 9, 11, 11, 9, 7 cells) and
positions from the left, A1 … F7. Internally a cell is its index 0–53 in reading order, and a
board is a tuple of 54 small ints (see `rules.py` for the piece codes), so that a rotation is a
single `operator.itemgetter` call.

Everything here is derived from the triangle geometry, except the tower cycles, which are
copied from RULINGS §3 (the canonical table) and checked against the geometry at import.

Coordinates for drawing use a unit lattice: triangle sides have length 1, the hexagon spans
x 0 … 6 and y 0 … 3·√3 (y grows downwards, as on screen), and its centre is (3, 1.5·√3).
"""

from __future__ import annotations

import math
import re
from operator import itemgetter

ROW_LETTERS = "ABCDEF"
ROW_LENGTHS = (7, 9, 11, 11, 9, 7)
CELL_COUNT = sum(ROW_LENGTHS)
TOWER_COUNT = 19
CENTRE_TOWER = 10

# Vertex lines y = 0 … 6 hold this many unit segments (the hexagon's width at that height).
_LINE_UNITS = (3, 4, 5, 6, 5, 4, 3)
_ROW_HEIGHT = math.sqrt(3) / 2

TOWER_TABLE = """
 1: A2 A3 B4 B3 B2 A1     2: A4 A5 B6 B5 B4 A3     3: A6 A7 B8 B7 B6 A5
 4: B2 B3 C4 C3 C2 B1     5: B4 B5 C6 C5 C4 B3     6: B6 B7 C8 C7 C6 B5
 7: B8 B9 C10 C9 C8 B7    8: C1 C2 C3 D3 D2 D1     9: C3 C4 C5 D5 D4 D3
10: C5 C6 C7 D7 D6 D5    11: C7 C8 C9 D9 D8 D7    12: C9 C10 C11 D11 D10 D9
13: D3 D4 E3 E2 E1 D2    14: D5 D6 E5 E4 E3 D4    15: D7 D8 E7 E6 E5 D6
16: D9 D10 E9 E8 E7 D8   17: E2 E3 E4 F3 F2 F1    18: E4 E5 E6 F5 F4 F3
19: E6 E7 E8 F7 F6 F5
"""
EDGE_TABLE = "A1 A2 A4 A6 A7 B1 B9 C1 C11 D1 D11 E1 E9 F1 F2 F4 F6 F7"

_ROW_STARTS = tuple(sum(ROW_LENGTHS[:row]) for row in range(len(ROW_LENGTHS)))
CELL_NAMES: tuple[str, ...] = tuple(
    f"{letter}{position + 1}"
    for letter, length in zip(ROW_LETTERS, ROW_LENGTHS, strict=True)
    for position in range(length)
)
_INDEX_OF_NAME = {name: index for index, name in enumerate(CELL_NAMES)}
_CELL_NAME = re.compile(r"\s*([A-Fa-f])\s*(\d+)\s*")


def cell_index(name: str) -> int:
    """`"C4"` → 19. Case-insensitive. Raises ValueError for anything that is not a cell."""
    match = _CELL_NAME.fullmatch(name)
    index = None
    if match:
        index = _INDEX_OF_NAME.get(f"{match.group(1).upper()}{int(match.group(2))}")
    if index is None:
        raise ValueError(f'"{name}" is not a cell of the board (A1 … A7, B1 … B9, …, F1 … F7)')
    return index


def cell_name(cell: int) -> str:
    return CELL_NAMES[cell]


def row_of(cell: int) -> int:
    """Row number 0–5 (A–F) of a cell index."""
    for row in range(len(ROW_LENGTHS) - 1, -1, -1):
        if cell >= _ROW_STARTS[row]:
            return row
    raise ValueError(cell)


def row_cells(row: int) -> range:
    return range(_ROW_STARTS[row], _ROW_STARTS[row] + ROW_LENGTHS[row])


# --- triangle geometry, with exact integer vertices (doubled x, line number y) -------------

Vertex = tuple[int, int]


def _line_vertices(line: int) -> list[Vertex]:
    units = _LINE_UNITS[line]
    left = 6 - units  # doubled x of the leftmost vertex
    return [(left + 2 * step, line) for step in range(units + 1)]


def _triangle(row: int, position: int) -> tuple[Vertex, Vertex, Vertex]:
    top = _line_vertices(row)
    bottom = _line_vertices(row + 1)
    widening = len(bottom) > len(top)
    half = position // 2
    if widening == (position % 2 == 0):  # apex up: a side on the lower line
        if widening:
            return bottom[half], bottom[half + 1], top[half]
        return bottom[half], bottom[half + 1], top[half + 1]
    if widening:  # apex down: a side on the upper line
        return top[half], top[half + 1], bottom[half + 1]
    return top[half], top[half + 1], bottom[half]


_TRIANGLES: tuple[tuple[Vertex, Vertex, Vertex], ...] = tuple(
    _triangle(row, position) for row, length in enumerate(ROW_LENGTHS) for position in range(length)
)

POINTS_UP: tuple[bool, ...] = tuple(
    sum(1 for vertex in triangle if vertex[1] == row_of(cell) + 1) == 2
    for cell, triangle in enumerate(_TRIANGLES)
)


def _sides(triangle: tuple[Vertex, Vertex, Vertex]) -> list[frozenset[Vertex]]:
    a, b, c = triangle
    return [frozenset((a, b)), frozenset((b, c)), frozenset((a, c))]


def _side_users() -> dict[frozenset[Vertex], list[int]]:
    users: dict[frozenset[Vertex], list[int]] = {}
    for cell, triangle in enumerate(_TRIANGLES):
        for side in _sides(triangle):
            users.setdefault(side, []).append(cell)
    return users


_SIDE_USERS = _side_users()

NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sorted(other for side in _sides(triangle) for other in _SIDE_USERS[side] if other != cell)
    )
    for cell, triangle in enumerate(_TRIANGLES)
)
EDGE_CELLS: frozenset[int] = frozenset(
    cell
    for cell, triangle in enumerate(_TRIANGLES)
    if any(len(_SIDE_USERS[side]) == 1 for side in _sides(triangle))
)
IS_EDGE: tuple[bool, ...] = tuple(cell in EDGE_CELLS for cell in range(CELL_COUNT))


def are_adjacent(first: int, second: int) -> bool:
    """True when the two triangles share a side."""
    return second in NEIGHBOURS[first]


# --- towers ---------------------------------------------------------------------------------


def _parse_tower_table() -> tuple[tuple[int, ...], ...]:
    cycles: dict[int, tuple[int, ...]] = {}
    for number, names in re.findall(r"(\d+):((?:\s+[A-F]\d+){6})", TOWER_TABLE):
        cycles[int(number)] = tuple(cell_index(name) for name in names.split())
    return tuple(cycles[number] for number in range(1, TOWER_COUNT + 1))


TOWER_CYCLES: tuple[tuple[int, ...], ...] = _parse_tower_table()
"""TOWER_CYCLES[t - 1]: the six cells of tower t in clockwise order (a piece moves to the next)."""

TOWER_CELLS: tuple[frozenset[int], ...] = tuple(frozenset(cycle) for cycle in TOWER_CYCLES)
TOWERS_OF_CELL: tuple[tuple[int, ...], ...] = tuple(
    tuple(number for number in range(1, TOWER_COUNT + 1) if cell in TOWER_CELLS[number - 1])
    for cell in range(CELL_COUNT)
)


def _rotation_sources(cycle: tuple[int, ...], clockwise: bool) -> tuple[int, ...]:
    """For each cell of the board, the cell whose piece is there after the rotation."""
    sources = list(range(CELL_COUNT))
    for position, cell in enumerate(cycle):
        step = -1 if clockwise else 1
        sources[cell] = cycle[(position + step) % len(cycle)]
    return tuple(sources)


ROTATION_SOURCES: dict[tuple[int, bool], tuple[int, ...]] = {
    (number, clockwise): _rotation_sources(TOWER_CYCLES[number - 1], clockwise)
    for number in range(1, TOWER_COUNT + 1)
    for clockwise in (True, False)
}
ROTATORS = {key: itemgetter(*sources) for key, sources in ROTATION_SOURCES.items()}


def rotate(board: tuple[int, ...], tower: int, clockwise: bool) -> tuple[int, ...]:
    """The board after turning one tower one position (pieces move along its cycle)."""
    return ROTATORS[tower, clockwise](board)


def rotation_moves(tower: int, clockwise: bool) -> tuple[tuple[int, int], ...]:
    """(from, to) cell pairs of one rotation, in the tower's cycle order."""
    return ROTATION_MOVES[tower, clockwise]


def _rotation_moves(tower: int, clockwise: bool) -> tuple[tuple[int, int], ...]:
    cycle = TOWER_CYCLES[tower - 1]
    step = 1 if clockwise else -1
    return tuple((cell, cycle[(index + step) % 6]) for index, cell in enumerate(cycle))


ROTATION_MOVES = {
    (number, clockwise): _rotation_moves(number, clockwise)
    for number in range(1, TOWER_COUNT + 1)
    for clockwise in (True, False)
}


def towers_share_cells(first: int, second: int) -> bool:
    return bool(TOWER_CELLS[first - 1] & TOWER_CELLS[second - 1])


# --- drawing coordinates (unit lattice) -----------------------------------------------------


def _point(vertex: Vertex) -> tuple[float, float]:
    return vertex[0] / 2, vertex[1] * _ROW_HEIGHT


Point = tuple[float, float]

CELL_CORNERS: tuple[tuple[Point, Point, Point], ...] = tuple(
    (_point(a), _point(b), _point(c)) for a, b, c in _TRIANGLES
)
"""The three corners of each cell's triangle (side 1, y downwards)."""

CELL_CENTRES: tuple[Point, ...] = tuple(
    (sum(x for x, _ in corners) / 3, sum(y for _, y in corners) / 3) for corners in CELL_CORNERS
)
BOARD_SIZE: Point = (6.0, 6 * _ROW_HEIGHT)
BOARD_CENTRE: Point = (3.0, 3 * _ROW_HEIGHT)


def _tower_vertex(number: int) -> Vertex:
    shared = set.intersection(*(set(_TRIANGLES[cell]) for cell in TOWER_CYCLES[number - 1]))
    if len(shared) != 1:
        raise AssertionError(f"tower {number} has no single centre")
    return shared.pop()


TOWER_CENTRES: tuple[Point, ...] = tuple(
    _point(_tower_vertex(number)) for number in range(1, TOWER_COUNT + 1)
)
"""TOWER_CENTRES[t - 1]: the inner corner that tower t turns around."""


# --- symmetries -----------------------------------------------------------------------------


def _map_by_centres(transform) -> tuple[int, ...]:
    lookup = {(round(x * 1000), round(y * 1000)): cell for cell, (x, y) in enumerate(CELL_CENTRES)}
    mapping = []
    for x, y in CELL_CENTRES:
        nx, ny = transform(x - BOARD_CENTRE[0], y - BOARD_CENTRE[1])
        key = (round((nx + BOARD_CENTRE[0]) * 1000), round((ny + BOARD_CENTRE[1]) * 1000))
        mapping.append(lookup[key])
    return tuple(mapping)


def _turn(sixths: int):
    angle = sixths * math.pi / 3
    cos, sin = math.cos(angle), math.sin(angle)
    return lambda x, y: (x * cos - y * sin, x * sin + y * cos)


SYMMETRIES: dict[str, tuple[int, ...]] = {
    **{f"turn{60 * k}": _map_by_centres(_turn(k)) for k in range(6)},
    "mirror_left_right": _map_by_centres(lambda x, y: (-x, y)),
    "mirror_top_bottom": _map_by_centres(lambda x, y: (x, -y)),
}
"""Cell maps of board symmetries: SYMMETRIES[name][cell] is where that cell goes (clockwise
turns as drawn)."""


def _check_geometry() -> None:
    """The RULINGS table must agree with the triangle geometry (run once at import)."""
    expected_edges = frozenset(cell_index(name) for name in EDGE_TABLE.split())
    if expected_edges != EDGE_CELLS:
        raise AssertionError("edge cells disagree with RULINGS §3")
    for number, cycle in enumerate(TOWER_CYCLES, start=1):
        for index, cell in enumerate(cycle):
            if not are_adjacent(cell, cycle[(index + 1) % 6]):
                raise AssertionError(f"tower {number}: {cell_name(cell)} is not beside the next")


_check_geometry()
