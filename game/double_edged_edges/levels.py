"""Double-edged Edges level files: the platform, the start space, the rounds, the grid."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.fields import Fields, top_fields
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument

GAME_ID = "double-edged-edges"
SPACES = (5, 40)  # fewest, most spaces on a platform
VALUE_RANGE = (-99, 99)
ROUNDS = (1, 20)
GRID_SIDE = (2, 6)  # rows and columns of the partner grid each
DEFAULT_ROUNDS = 7
DEFAULT_GRID = (3, 3)
SEAT_RANGE = (4, 12)  # fewest, most players a match seats

TOP_KEYS = ("format", "game", "name", "description", "values", "start", "rounds", "grid")


@dataclass(frozen=True)
class Level:
    name: str
    values: tuple[int, ...]  # the points of spaces 1, 2, … in order
    start: int  # space number, from 1
    rounds: int = DEFAULT_ROUNDS
    grid: tuple[int, int] = DEFAULT_GRID  # rows, columns
    description: str = ""

    @property
    def spaces(self) -> int:
        return len(self.values)

    def value_of(self, space: int) -> int:
        return self.values[space - 1]

    def on_platform(self, space: int) -> bool:
        return 1 <= space <= self.spaces

    @property
    def players(self) -> int:
        return self.grid[0] * self.grid[1]


def level_from_document(document: TomlDocument) -> Level:
    """Build a Level, or raise ProblemsFound listing every problem in the file."""
    top = top_fields(document, GAME_ID, TOP_KEYS)
    problems = top.problems
    name = top.required("name", str)
    description = top.optional("description", str, "")
    values = _read_values(top)
    start = _read_number(top, "start", None, (1, len(values) if values else SPACES[1]))
    rounds = _read_number(top, "rounds", DEFAULT_ROUNDS, ROUNDS)
    grid = read_grid(top, "grid", DEFAULT_GRID)
    if problems or name is None or not values or start is None or rounds is None or grid is None:
        raise ProblemsFound(problems)
    return Level(name, values, start, rounds, grid, description)


def _read_values(top: Fields) -> tuple[int, ...]:
    values = top.required("values", list)
    if values is None:
        return ()
    low, high = SPACES
    if not low <= len(values) <= high:
        top.report(f'"values" has {len(values)} spaces; a platform has {low} to {high}', "values")
        return ()
    least, most = VALUE_RANGE
    good = True
    for index, value in enumerate(values):
        if not (isinstance(value, int) and not isinstance(value, bool)) or not (
            least <= value <= most
        ):
            top.report(
                f"space {index + 1} is worth {value!r}; a space is worth a whole number "
                f"from {least} to {most}",
                "values",
                index,
            )
            good = False
    return tuple(values) if good else ()


def _read_number(
    fields: Fields, key: str, default: int | None, allowed: tuple[int, int]
) -> int | None:
    value = fields.required(key, int) if default is None else fields.optional(key, int, default)
    if value is None:
        return None
    low, high = allowed
    if not low <= value <= high:
        fields.report(f'"{fields.name(key)}" is {value}; it must be {low} to {high}', key)
        return None
    return value


def read_grid(fields: Fields, key: str, default: tuple[int, int] | None) -> tuple[int, int] | None:
    """`[rows, columns]` of the partner grid, both within GRID_SIDE (a level or a match)."""
    value = fields.optional(key, list, None)
    if value is None:
        return default
    low, high = GRID_SIDE
    if (
        len(value) != 2
        or not all(isinstance(n, int) and not isinstance(n, bool) for n in value)
        or not all(low <= n <= high for n in value)
    ):
        fields.report(
            f'"{fields.name(key)}" must be [rows, columns], each {low} to {high}, e.g. [3, 3]', key
        )
        return default
    return (value[0], value[1])


def grid_for(players: int) -> tuple[int, int] | None:
    """The squarest partner grid for a number of seats (rows ≤ columns), or None."""
    low, high = GRID_SIDE
    shapes = [
        (rows, players // rows)
        for rows in range(low, high + 1)
        if players % rows == 0 and rows <= players // rows <= high
    ]
    return max(shapes) if shapes else None
