"""Snek arenas, the game's level files: a floor with walls, 2–9 start positions and a round
limit (RULINGS §4)."""

from __future__ import annotations

from dataclasses import dataclass

import tomli_w

from game.core.board_rows import BoardWords, read_board_rows
from game.core.coords import DIRECTIONS, Cell, cell_name, parse_cell
from game.core.fields import Fields, top_fields
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument
from game.snek.program import GAME_ID, MAX_DESCRIPTION, MAX_NAME

MIN_SIZE = 7
MAX_SIZE = 60
MIN_STARTS = 2
MAX_STARTS = 9
DEFAULT_LENGTH = 5
MIN_LENGTH = 2
MAX_LENGTH = 100
DEFAULT_ROUNDS = 1000
MAX_ROUNDS = 10_000
FLOOR, WALL_TOKEN = ".", "#"

OPPOSITE = {"U": "D", "D": "U", "L": "R", "R": "L"}


@dataclass(frozen=True)
class Start:
    head: Cell
    heading: str
    length: int = DEFAULT_LENGTH

    def cells(self) -> list[Cell]:
        """Head first, the body running straight back, opposite the heading."""
        dx, dy = DIRECTIONS[OPPOSITE[self.heading]]
        column, row = self.head
        return [(column + dx * i, row + dy * i) for i in range(self.length)]


@dataclass(frozen=True)
class Arena:
    name: str
    width: int
    height: int
    walls: frozenset[Cell]
    starts: tuple[Start, ...]
    rounds: int = DEFAULT_ROUNDS
    description: str = ""

    def contains(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def is_floor(self, cell: Cell) -> bool:
        return self.contains(cell) and cell not in self.walls


ARENA_KEYS = {"format", "game", "name", "description", "rows", "rounds", "starts"}
START_KEYS = {"head", "heading", "length"}


def is_arena_document(document: TomlDocument) -> bool:
    return "rows" in document.data or "starts" in document.data


def arena_from_document(document: TomlDocument) -> Arena:
    """Build an Arena, or raise ProblemsFound listing every problem with its line."""
    top = top_fields(document, GAME_ID, ARENA_KEYS)
    problems = top.problems
    name = top.optional("name", str, "")
    if len(name) > MAX_NAME:
        top.report(f"a name has at most {MAX_NAME} characters", "name")
    description = top.optional("description", str, "")
    if len(description) > MAX_DESCRIPTION:
        top.report(f"a description has at most {MAX_DESCRIPTION} characters", "description")
    rounds = top.optional("rounds", int, DEFAULT_ROUNDS)
    if not 1 <= rounds <= MAX_ROUNDS:
        top.report(f'"rounds" must be 1 to {MAX_ROUNDS}, not {rounds}', "rounds")
    shape = _read_rows(top)
    starts = _read_starts(top, shape)
    if problems or shape is None:
        raise ProblemsFound(problems)
    width, height, walls = shape
    return Arena(name, width, height, walls, tuple(starts), rounds, description)


def _read_rows(top: Fields) -> tuple[int, int, frozenset[Cell]] | None:
    before = len(top.problems)
    words = BoardWords("the arena", "an arena", tokens=". and # tokens")
    board = read_board_rows(top, (MIN_SIZE, MAX_SIZE), words, _read_token)
    if board is None or len(top.problems) > before:
        return None
    return board.width, board.height, frozenset(board.cells)


def _read_token(token: str) -> bool | None:
    """True for a wall, None for floor."""
    if token == WALL_TOKEN:
        return True
    if token != FLOOR:
        raise ValueError(f'unknown token "{token}" (use . for floor, # for wall)')
    return None


def _read_starts(top: Fields, shape: tuple[int, int, frozenset[Cell]] | None) -> list[Start]:
    tables = top.required("starts", list)
    if tables is None:
        return []
    if not MIN_STARTS <= len(tables) <= MAX_STARTS:
        top.report(f"an arena has {MIN_STARTS} to {MAX_STARTS} starts, not {len(tables)}", "starts")
        return []
    starts: list[Start] = []
    taken: dict[Cell, int] = {}
    for index, table in enumerate(tables):
        if not isinstance(table, dict):
            top.report(f"start {index + 1} must be a table with head and heading", "starts", index)
            continue
        entry = top.child("starts", {}, "").child(index, table, f"starts[{index + 1}]")
        start = _read_start(entry, index)
        if start is None or shape is None:
            continue
        if _check_start_cells(entry, index, start, shape, taken):
            starts.append(start)
    return starts


def _read_start(entry: Fields, index: int) -> Start | None:
    entry.refuse_unknown(START_KEYS)
    head_name = entry.required("head", str)
    heading = entry.required("heading", str)
    length = entry.optional("length", int, DEFAULT_LENGTH)
    head = None
    if head_name is not None:
        try:
            head = parse_cell(head_name)
        except ValueError as reason:
            entry.report(f"start {index + 1}: {reason}", "head")
    if heading is not None and heading.upper() not in DIRECTIONS:
        entry.report(f'start {index + 1}: heading "{heading}" is not U, D, L or R', "heading")
        heading = None
    if not MIN_LENGTH <= length <= MAX_LENGTH:
        entry.report(
            f"start {index + 1}: length must be {MIN_LENGTH} to {MAX_LENGTH}, not {length}",
            "length",
        )
        return None
    if head is None or heading is None:
        return None
    return Start(head, heading.upper(), length)


def _check_start_cells(
    entry: Fields,
    index: int,
    start: Start,
    shape: tuple[int, int, frozenset[Cell]],
    taken: dict[Cell, int],
) -> bool:
    width, height, walls = shape
    for cell in start.cells():
        name = cell_name(cell) if cell[0] >= 0 and cell[1] >= 0 else "off the arena"
        if not (0 <= cell[0] < width and 0 <= cell[1] < height):
            entry.report(
                f"start {index + 1}: a snek of length {start.length} heading {start.heading} "
                f"from {cell_name(start.head)} runs off the arena",
                "head",
            )
            return False
        if cell in walls:
            entry.report(f"start {index + 1}: {_start_words(start, cell)}{name}, a wall", "head")
            return False
        if cell in taken:
            words = f"{_start_words(start, cell)}{name}, also used by start {taken[cell] + 1}"
            entry.report(f"start {index + 1}: {words}", "head")
            return False
    for cell in start.cells():
        taken[cell] = index
    return True


def _start_words(start: Start, cell: Cell) -> str:
    """How a start reaches `cell` (its head, or its body as long as its length), for a
    problem on that cell: the length is named, as shortening it may be the fix."""
    if cell == start.head:
        return f"its head (length {start.length}) is on "
    return (
        f"a snek of length {start.length} heading {start.heading} "
        f"from {cell_name(start.head)} lies on "
    )


def arena_text(arena: Arena) -> str:
    """The arena as a TOML file in the documented layout."""
    header: dict[str, object] = {"format": 1, "game": GAME_ID}
    if arena.name:
        header["name"] = arena.name
    if arena.description:
        header["description"] = arena.description
    if arena.rounds != DEFAULT_ROUNDS:
        header["rounds"] = arena.rounds
    lines = [*tomli_w.dumps(header).splitlines(), "rows = ["]
    for row in range(arena.height):
        tokens = (
            WALL_TOKEN if (column, row) in arena.walls else FLOOR for column in range(arena.width)
        )
        lines.append(f'  "{" ".join(tokens)}",')
    lines.append("]")
    for start in arena.starts:
        lines += ["", "[[starts]]", f'head = "{cell_name(start.head)}"']
        lines.append(f'heading = "{start.heading}"')
        if start.length != DEFAULT_LENGTH:
            lines.append(f"length = {start.length}")
    return "\n".join(lines) + "\n"
