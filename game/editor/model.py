"""The level editor's pure half: boards of tokens, the tools, undo / redo, saving and checks.

A game plugs in with a `LevelEditing` description (game/<pkg>/level_editing.py, registered as
`GameInfo.editor`): how its document maps to boards and back, its palette and its checks.
Everything here is plain Python: no pygame, no I/O except `save`.

    editing = game.editor()                      # the game's description
    model = EditorModel.open(editing, document)  # or EditorModel.new(editing, kind)
    model.paint([(0, 0)], editing.palette[1])    # every action is one undo step
    model.undo(); model.redo()
    text = model.text()                          # the file as it will be saved
    problems = model.check()                     # the same checks as `validate`
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

import tomli_w

from game.core.coords import Cell, cell_name, column_letters, parse_cell
from game.core.fields import WORK_IN_PROGRESS, is_work_in_progress
from game.core.paths import is_shipped
from game.core.problems import Problem, ProblemsFound, shorten
from game.core.tomlfile import MAX_FILE_BYTES, TomlDocument, parse_toml, write_text_atomic
from game.core.words import plural
from game.editor.comments import FileComments
from game.editor.history import Seen, what_changed

Rows = tuple[tuple[str, ...], ...]
EMPTY = "."
MAX_HISTORY = 1000
MAX_SIDE = 60  # the largest board side any game allows (Snek arenas)
MAX_PAIR_DIGITS = 6  # "T123456": a longer number is no pair (int() of it could be refused)
SYMMETRIES = ("none", "mirror left-right", "mirror top-bottom", "mirror both", "rotate 180°")


@dataclass(frozen=True)
class Board:
    """One board of a level: its name, its cells as tokens ("." empty), and its own settings
    (variation, twist cap, …) that the game's description reads and writes."""

    name: str
    rows: Rows
    settings: Mapping[str, Any] = field(default_factory=dict)

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return max((len(row) for row in self.rows), default=0)

    def contains(self, cell: Cell) -> bool:
        column, row = cell
        return 0 <= row < len(self.rows) and 0 <= column < len(self.rows[row])

    def token(self, cell: Cell) -> str:
        return self.rows[cell[1]][cell[0]]

    def cells(self) -> list[Cell]:
        return [(c, r) for r, row in enumerate(self.rows) for c in range(len(row))]

    def with_tokens(self, changes: Mapping[Cell, str]) -> Board:
        if not changes:
            return self
        rows = [list(row) for row in self.rows]
        for (column, row), token in changes.items():
            rows[row][column] = token
        return replace(self, rows=tuple(tuple(row) for row in rows))


@dataclass(frozen=True)
class PaletteEntry:
    """A paint: `apply(old token) -> new token` (a colour may keep a tile's apples), its
    label and its key. `pair` paints tunnel pairs: the model picks the pair number."""

    label: str
    apply: Callable[[str], str]
    key: str = ""
    pair: str = ""  # the token prefix of a pair ("T" for Social Snake's tunnels)
    unmark: Callable[[str], str] | None = None
    """A paint that marks one cell only (Double-edged Edges' start space): painting it takes
    the mark off every other cell through `unmark(token)`."""


def paint_token(token: str) -> Callable[[str], str]:
    return lambda _old: token


@dataclass(frozen=True)
class BoardSetting:
    """A per-board choice shown beside the board (variation, twist cap), cycled by buttons."""

    key: str
    label: str
    values: tuple[Any, ...]


@dataclass(frozen=True)
class TextField:
    """A level value typed in the panel (description, players, phases, rounds…):
    `show(data) -> text`, `parse(text, data) -> data` with the value set (ValueError in words
    when the text cannot be used). Both see the data as it will be saved (every board in it).
    `hint`: the form the text takes, shown while the field is being typed in. `choices`: the
    only texts it takes, chosen from a list instead of typed (a mission's kind)."""

    key: str
    label: str
    show: Callable[[Mapping[str, Any]], str]
    parse: Callable[[str, dict[str, Any]], dict[str, Any]]
    hint: str = ""
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class CellField:
    """A value of the thing on one cell (a Snek start's length), typed in the panel:
    `show(data, cell)` (None: nothing to set on this cell), `parse(text, data, cell) -> data`.
    Both see the data as it will be saved."""

    label: str
    show: Callable[[Mapping[str, Any], Cell], str | None]
    parse: Callable[[str, dict[str, Any], Cell], dict[str, Any]]
    hint: str = ""  # the form the text takes and where it goes, shown while typing
    needs: str = "what has one"  # where the cursor must be for a value ("a start's head")


def key_field(key: str, label: str, limit: int) -> TextField:
    """A top-level text key (name, description) of at most `limit` characters."""

    def parse(text: str, data: dict[str, Any]) -> dict[str, Any]:
        if len(text) > limit:
            raise ValueError(f"{label.lower()}: at most {limit} characters")
        return {**data, key: text}

    return TextField(key, label, lambda data: str(data.get(key, "")), parse)


def number_field(key: str, label: str, low: int, high: int, default: int) -> TextField:
    """A top-level whole number from `low` to `high` (left out of the file: `default`)."""

    def parse(text: str, data: dict[str, Any]) -> dict[str, Any]:
        value = _whole(text, label, low, high)
        return {**data, key: value}

    return TextField(key, label, lambda data: str(data.get(key, default)), parse)


def range_field(key: str, label: str, low: int, high: int, why: str = "") -> TextField:
    """A `[fewest, most]` pair typed as "3-13" (players); `why` the reason for its bounds
    (the game's setup seats), said with every refusal and while it is typed."""

    def refused(words: str) -> ValueError:
        return ValueError(f"{words} ({why})" if why else words)

    def show(data: Mapping[str, Any]) -> str:
        value = data.get(key)
        if isinstance(value, list) and len(value) == 2:
            return f"{value[0]}-{value[1]}"
        return ""

    def parse(text: str, data: dict[str, Any]) -> dict[str, Any]:
        parts = text.replace("–", "-").split("-")
        if len(parts) != 2:
            raise refused(f"{label.lower()}: two numbers like {low}-{high}")
        try:
            fewest, most = (_whole(part, label, low, high) for part in parts)
        except ValueError as error:
            raise refused(str(error)) from None
        if fewest > most:
            raise refused(f"{label.lower()}: the fewest first, like {low}-{high}")
        return {**data, key: [fewest, most]}

    hint = f"fewest-most, {low} to {high}" + (f": {why}" if why else "")
    return TextField(key, label, show, parse, hint=hint)


def _whole(text: str, label: str, low: int, high: int) -> int:
    words = f"{label.lower()}: a whole number from {low} to {high}"
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(high)):
        raise ValueError(words)
    value = int(text)
    if not low <= value <= high:
        raise ValueError(words)
    return value


RecordClick = Callable[
    [Mapping[str, Any], Mapping[str, Any], Cell, tuple[float, float]], dict[str, Any] | None
]


@dataclass(frozen=True)
class RecordList:
    """An array of tables edited one table at a time in the panel's own tab (Bugcatcher's
    mission deck): `fields(table)` are the table's values as `TextField`s on the table (its
    kind may decide which), `new(tables, after)` a table to add after place `after`, and
    `line(table)` how the table reads in the panel's heading."""

    key: str
    title: str  # the tab's label ("Missions")
    word: str  # one table ("mission")
    fields: Callable[[Mapping[str, Any]], Sequence[TextField]]
    new: Callable[[Sequence[Mapping[str, Any]], int], dict[str, Any]]
    line: Callable[[Mapping[str, Any]], str]
    short: frozenset[str] = frozenset()  # fields shown two to a line (whole numbers)
    click: RecordClick | None = None
    places: Callable[[Mapping[str, Any], Mapping[str, Any]], list[tuple[float, float]]] | None = (
        None
    )
    """(the table shown, the level's data) -> the points of the board it names, in cells from
    the board's top-left corner ((2.5, 0.5): the middle of C1), ringed on the board."""
    """(the table shown, the level's data, a cell clicked on the board, where in the cell from
    (0, 0) top left to (1, 1)) -> the table changed (Bugcatcher: a reach mission's target
    toggled), or None when a click means nothing to this table."""


@dataclass(frozen=True)
class Stat:
    label: str
    value: str
    board: str = ""  # the name of the board it is about ("": the whole level)


@dataclass(frozen=True)
class EditorPiece:
    """Something the file places over several cells (a Snek start: head and body), drawn
    over the board with its label on its first cell."""

    cells: tuple[Cell, ...]
    label: str


class ParSearch(Protocol):
    """A search for a puzzle's par running beside the window (`LevelEditing.solve`)."""

    board: Board  # the board it was started on

    @property
    def done(self) -> bool: ...

    def describe(self) -> str:
        """Where it is ("depth 7, 120 000 positions searched") or what it found."""
        ...

    def proven_par(self) -> int | None:
        """Once done: the par it proved shortest, or None."""
        ...

    def ruled_out(self) -> int:
        """So far (or once done): no solution has fewer moves than this (0: nothing learned)."""
        ...

    def cancel(self) -> None: ...


FinishSave = Callable[[dict[str, Any], int | None, bool], tuple[dict[str, Any], str]]


@dataclass(frozen=True)
class LevelEditing:
    """What a game supplies to the editor (see the module docstring).

    kinds: the kinds of new level ("level", "puzzle", "start layout", …) -> new document data.
    read_boards(data) -> boards; write_boards(data, boards) -> data (unknown keys kept).
    check(document) -> problems, exactly as `validate`.
    square: the board is drawn with the kit's square view (Tactrics: its hexagon).
    resizable / size_range: whether boards may change size, and the allowed sides.
    board_limit: how many boards a level may have (add / remove board).
    look(token) -> (fill rgb, text, ink rgb) for the square view.
    stats(document) -> lines for the side panel (the saved file, parsed).
    apples(token) / with_apples(token, n): for the apple-landscape generator (None when the
    game has no apples).
    """

    game_id: str
    title: str
    kinds: Mapping[str, Callable[[], dict[str, Any]]]
    read_boards: Callable[[dict[str, Any]], list[Board]]
    write_boards: Callable[[dict[str, Any], Sequence[Board]], dict[str, Any]]
    check: Callable[[TomlDocument], list[Problem]]
    palette: Sequence[PaletteEntry]
    look: Callable[[str], tuple[tuple[int, int, int], str, tuple[int, int, int]]]
    square: bool = True
    resizable: bool = True
    size_range: tuple[int, int] = (3, 26)
    heights: tuple[int, int] | None = None  # the allowed heights, when not `size_range`
    board_limit: int = 1
    new_board: Callable[[Sequence[Board]], Board] | None = None
    settings: Sequence[BoardSetting] = ()
    level_settings: Sequence[BoardSetting] = ()  # top-level keys cycled the same way
    settle: Callable[[dict[str, Any]], dict[str, Any]] | None = None
    """(data with a level setting changed) -> the data the game needs with it (Tactrics: a
    puzzle has an unproven par to find, a start layout none); None: the data as it is."""
    arrow: Callable[[str], str | None] | None = None  # a token drawn as an arrow: U, D, L, R
    colour_blind_look: Callable[[str], Any] | None = None  # token -> a board view's CellLook
    # in colour-blind mode (the game's palette fills and patterns); `look` when None
    stats: Callable[[TomlDocument], list[Stat]] | None = None
    apples: Callable[[str], int | None] | None = None
    with_apples: Callable[[str, int], str] | None = None
    align: str = "right"  # tokens right-aligned in their column (Social Snake) or left
    row_comments: bool = True  # a column-letter comment above the rows, row numbers after
    rows_key: str = "rows"
    play_test: Callable[[Any, str, int | None], Any] | None = None
    """(app, the level's text, the board being edited) -> the scene of a match on it; with
    `play_test_whole`, a board of None plays the whole level (the editor asks which)."""
    play_test_whole: bool = False
    fields: Sequence[TextField] = ()  # level values typed in the panel's Level tab
    cell_fields: Sequence[CellField] = ()  # values of the thing under the cursor
    board_word: str = "board"  # what a board is called ("grid" in Social Snake)
    rename: Callable[[dict[str, Any], str, str], dict[str, Any]] | None = None
    """(data, old board name, new) -> data with every reference to the board renamed; None:
    boards keep their names."""
    name_limit: int = 40  # the longest board name
    refuse: Callable[[TomlDocument], str | None] | None = None
    """Why a file of this game is not one the editor opens (a Snek program), or None."""
    blank: str = EMPTY  # what a cut or Delete leaves in a cell ("w", a white tile, in Antisocial)
    records: RecordList | None = None  # an array of tables edited in its own tab
    finish_save: FinishSave | None = None
    """(file data, the solver's proven par for this board or None, a shipped level's board
    and par as shipped) -> (data to save, a notice for the designer): Tactrics' proven par."""
    cell_of_name: Callable[[str], Cell] = parse_cell
    """A cell name as the game's problems write it ("C3", Tactrics' "A4": row A, 4th
    triangle) -> the editor's (column, row); ValueError for any other word."""
    mirror: Callable[[str, bool, bool], str] | None = None
    """(token, mirrored left-right, mirrored top-bottom) -> the token painted on a symmetric
    partner cell (a Snek start's heading turns with the mirror); None: the same token."""
    pieces: Callable[[Mapping[str, Any], int], list[EditorPiece]] | None = None
    """(file data, board index) -> what the file places across cells, drawn over the board."""
    solve: Callable[[Board], ParSearch] | None = None
    """Start the search for the board's par (Tactrics' solver); None: no "Solve for par"."""
    draw_over_cells: Callable[[Any, Any], None] | None = None
    """(surface, the kit's BoardView of a square board) -> what the game's own board draws
    over its cells (Bugcatcher's corner dots), drawn before the editor's marks."""
    view: Callable[..., Any] | None = None
    """(rect, font, colour_blind) -> the game's own board view when `square` is False: it
    has `rect`, `draw(surface, board)`, `cell_at(pos) -> Cell | None` and
    `outline(surface, cell, colour, width)`; optionally `draw_over(surface)`, drawn last (the
    board's own numbers)."""


# --- rows as text ---------------------------------------------------------------------------


def split_rows(rows: Any) -> Rows:
    """A file's row strings as tokens (anything that is not a list of strings: no rows)."""
    if not isinstance(rows, list):
        return ()
    return tuple(tuple(row.split()) if isinstance(row, str) else () for row in rows)


def format_rows(rows: Rows, align: str = "right") -> list[str]:
    """Row strings that line up in columns, as the shipped files are written."""
    width = max((len(token) for row in rows for token in row), default=1)
    pad = str.rjust if align == "right" else str.ljust
    if align == "right":
        return [" ".join(pad(token, width) for token in row) for row in rows]
    return [" ".join(pad(token, width) for token in row).rstrip() for row in rows]


# --- the tools (pure functions on a board) -------------------------------------------------


def offered_symmetries(board: Board) -> tuple[str, ...]:
    """The symmetries that mean something for the board's shape: on one row (a platform)
    only left-right, on one column only top-bottom, on one cell none."""
    one_row = board.height == 1
    one_column = all(len(row) == 1 for row in board.rows)
    if one_row and one_column:
        return ("none",)
    if one_row:
        return ("none", "mirror left-right")
    if one_column:
        return ("none", "mirror top-bottom")
    return SYMMETRIES


def line_cells(start: Cell, end: Cell) -> list[Cell]:
    """The cells a straight line from `start` to `end` crosses, both ends included
    (Bresenham): a fast drag's brush paints every cell between two sampled points."""
    (x, y), (x1, y1) = start, end
    dx, dy = abs(x1 - x), -abs(y1 - y)
    step_x, step_y = (1 if x1 > x else -1), (1 if y1 > y else -1)
    error = dx + dy
    cells = [(x, y)]
    while (x, y) != (x1, y1):
        doubled = 2 * error
        if doubled >= dy:
            error += dy
            x += step_x
        if doubled <= dx:
            error += dx
            y += step_y
        cells.append((x, y))
    return cells


def symmetric_cells(board: Board, cell: Cell, symmetry: str) -> list[Cell]:
    """`cell` and its partners under the symmetry (each once, all on the board)."""
    return list(symmetric_targets(board, cell, symmetry))


def symmetric_targets(board: Board, cell: Cell, symmetry: str) -> dict[Cell, tuple[bool, bool]]:
    """`cell` and its partners under the symmetry, each with how it is mirrored from `cell`
    (left-right, top-bottom): a rotation by 180° is both."""
    column, row = cell
    width = len(board.rows[row]) if 0 <= row < board.height else board.width
    height = board.height
    mirrored_row = height - 1 - row
    mirrored_width = len(board.rows[mirrored_row]) if 0 <= mirrored_row < height else width
    flip_x = (width - 1 - column, row)
    flip_y = (min(column, mirrored_width - 1), mirrored_row)
    turned = (mirrored_width - 1 - min(column, mirrored_width - 1), mirrored_row)
    partners = {
        "none": [],
        "mirror left-right": [(flip_x, (True, False))],
        "mirror top-bottom": [(flip_y, (False, True))],
        "mirror both": [(flip_x, (True, False)), (flip_y, (False, True)), (turned, (True, True))],
        "rotate 180°": [(turned, (True, True))],
    }[symmetry]
    result = {cell: (False, False)}
    for partner, flips in partners:
        if partner not in result and board.contains(partner):
            result[partner] = flips
    return result


def flood_cells(board: Board, start: Cell) -> list[Cell]:
    """The cells joined to `start` by sides through cells of the same token."""
    if not board.contains(start):
        return []
    target = board.token(start)
    seen = {start}
    queue = deque([start])
    while queue:
        column, row = queue.popleft()
        for near in ((column + 1, row), (column - 1, row), (column, row + 1), (column, row - 1)):
            if near not in seen and board.contains(near) and board.token(near) == target:
                seen.add(near)
                queue.append(near)
    return sorted(seen, key=lambda cell: (cell[1], cell[0]))


def rectangle_cells(board: Board, corner: Cell, other: Cell, outline: bool = False) -> list[Cell]:
    left, right = sorted((corner[0], other[0]))
    top, bottom = sorted((corner[1], other[1]))
    cells = [
        (column, row)
        for row in range(top, bottom + 1)
        for column in range(left, right + 1)
        if not outline or row in (top, bottom) or column in (left, right)
    ]
    return [cell for cell in cells if board.contains(cell)]


def resized(board: Board, width: int, height: int, blank: str = "") -> Board:
    """The board cut or grown to width × height, keeping what fits (new cells `blank`, the
    game's empty cell; EMPTY when not given)."""
    rows = tuple(
        tuple(
            board.rows[row][column]
            if row < board.height and column < len(board.rows[row])
            else (blank or EMPTY)
            for column in range(width)
        )
        for row in range(height)
    )
    return replace(board, rows=rows)


def pair_cells(board: Board, prefix: str) -> dict[str, list[Cell]]:
    """Pair token ("T1") -> its cells, for the tokens starting with `prefix` + digits."""
    pattern = re.compile(rf"{re.escape(prefix)}(\d{{1,{MAX_PAIR_DIGITS}}})", re.IGNORECASE)
    pairs: dict[str, list[Cell]] = {}
    for cell in board.cells():
        token = board.token(cell)
        if pattern.fullmatch(token):
            pairs.setdefault(token.upper(), []).append(cell)
    return pairs


def next_pair_token(board: Board, prefix: str) -> str:
    """The pair to paint next: the lowest number with one end placed, else the lowest unused."""
    pairs = pair_cells(board, prefix)
    numbers = sorted(int(token[len(prefix) :]) for token in pairs)
    for number in numbers:
        if len(pairs[f"{prefix}{number}"]) == 1:
            return f"{prefix}{number}"
    number = 1
    while f"{prefix}{number}" in pairs:
        number += 1
    return f"{prefix}{number}"


# --- the model ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Review:
    text: str
    problems: list[Problem]
    stats: list[Stat]


@dataclass(frozen=True)
class Snapshot:
    boards: tuple[Board, ...]
    data: dict[str, Any]


class EditorModel:
    """The level being edited: its data, boards, history and file (see the module docstring)."""

    def __init__(
        self,
        editing: LevelEditing,
        data: dict[str, Any],
        path: str | None = None,
        header: str = "",
        comments: FileComments | None = None,
    ):
        self.editing = editing
        self.data = data
        self.boards: tuple[Board, ...] = tuple(editing.read_boards(data))
        self.path = path
        self.header = header  # the comment lines at the top of the opened file, kept
        self.comments = comments or FileComments()  # the file's other comments, kept
        self.board_index = 0
        self._undo: list[Snapshot] = []
        self._redo: list[Snapshot] = []
        self.saved_snapshot = self.snapshot()
        self.version = 0  # grows with every change (the window redraws on it)
        self.proven: dict[Rows, int] = {}  # board rows -> a par the solver proved for them
        # board rows -> the solver showed that no solution has fewer moves than this
        self.ruled_out: dict[Rows, int] = {}
        self.notice = ""
        self.last_step: Seen | None = None  # what the last undo or redo changed
        self.file_text = ""  # the file as it is on disk, while the model holds what it says
        self.reopened_in_progress = False  # opened from a file saved as a work in progress
        self.default_name: Any = None  # a new level's name as it started (None: opened)
        # short rows padded on opening: board index, row, its first padded column, in words
        self.padded: list[tuple[int, int, int, str]] = []
        self.padded_boards: list[Board] = []  # the boards as padded: the notes describe them

    @classmethod
    def new(
        cls, editing: LevelEditing, kind: str | None = None, path: str | None = None
    ) -> EditorModel:
        """A new level of `kind`; to be saved at `path` (when known), named after that file."""
        kind = kind or next(iter(editing.kinds))
        data = editing.kinds[kind]()
        model = cls(editing, data, path)
        model.default_name = data.get("name")
        if path is not None:
            model.data = model.named_after_file(path) or data
            model.saved_snapshot = model.snapshot()
        return model

    def named_after_file(self, path: str) -> dict[str, Any] | None:
        """The level named after the file `path` ("my-maze.toml": "My maze"), while its name
        is still the one a new level starts with; None when it keeps its name."""
        name_field = next((field for field in self.editing.fields if field.key == "name"), None)
        name = name_from_file(path)
        if self.default_name is None or name_field is None or not name:
            return None
        if self.data.get("name") != self.default_name or name == self.default_name:
            return None
        try:
            return name_field.parse(name, dict(self.data))
        except ValueError:
            return None  # too long for a name: the default stays

    def name_after_file(self, path: str) -> str:
        """Name the level after the file it is saved as (one undo step), while its name is the
        one a new level starts with; the new name, or ""."""
        data = self.named_after_file(path)
        if data is None:
            return ""
        self._commit(self.boards, data)
        return str(data.get("name", ""))

    @classmethod
    def open(cls, editing: LevelEditing, document: TomlDocument, text: str = "") -> EditorModel:
        """The model of a file read by `load_toml`; ProblemsFound (in words) when a board has
        no cell to edit."""
        header = leading_comments(text or document.text)
        skip = len(header.split("\n")) if header else 0
        comments = FileComments.read(text or document.text, skip)
        data = {k: v for k, v in document.data.items() if k != WORK_IN_PROGRESS}
        model = cls(editing, data, document.path, header, comments)
        model.reopened_in_progress = is_work_in_progress(document.data)
        if not is_work_in_progress(document.data):  # else its problems are seen on the text
            model.file_text = text or document.text  # without the mark (a line fewer)
        empty = model.empty_board_problem()
        if empty:
            raise ProblemsFound([document.problem([], empty)])
        model.pad_short_rows()
        return model

    def pad_short_rows(self) -> None:
        """A square board's rows shorter than its widest padded with the game's empty cell,
        as one undo step the designer sees (`padded` says which rows), so the missing cells
        can be painted; the file keeps its short rows until saved."""
        if not self.editing.square:
            return  # a board the game draws (Tactrics' hexagon) has rows of its own lengths
        blank = self.editing.blank or EMPTY
        boards: list[Board] = []
        padded: list[tuple[int, int, int, str]] = []
        for index, board in enumerate(self.boards):
            short = [row for row, cells in enumerate(board.rows) if len(cells) < board.width]
            where = f"{self.editing.board_word} {board.name}: " if len(self.boards) > 1 else ""
            padded.extend(
                (
                    index,
                    row,
                    len(board.rows[row]),
                    f"{where}row {row + 1} had {len(board.rows[row])} of {board.width} cells: "
                    f'padded with "{blank}" (Ctrl+Z undoes)',
                )
                for row in short
            )
            boards.append(resized(board, board.width, board.height, blank) if short else board)
        if padded and self._commit(boards):
            self.padded, self.padded_boards = padded, list(self.boards)

    def padded_rows(self) -> list[tuple[int, int, int, str]]:
        """What `pad_short_rows` padded, while that board is as padded and not yet saved:
        once it is changed the notes describe a board no longer shown (undo brings them back)."""
        if not self.dirty or not self._undo:
            return []
        return [
            (index, row, first, text)
            for index, row, first, text in self.padded
            if index < len(self.boards) and self.boards[index] == self.padded_boards[index]
        ]

    def empty_board_problem(self) -> str:
        """Why the boards cannot be edited (no board, a board or a row without cells), or ""."""
        if not self.boards:
            return "the level has no board to edit"
        for board in self.boards:
            if not board.rows or not all(board.rows):
                named = f'the board "{shorten(board.name)}"' if board.name else "the board"
                return f"{named} has an empty row: every row needs at least one cell"
        return ""

    # state

    @property
    def board(self) -> Board:
        return self.boards[self.board_index]

    def snapshot(self) -> Snapshot:
        return Snapshot(self.boards, self.data)

    @property
    def dirty(self) -> bool:
        return self.snapshot() != self.saved_snapshot

    def _restore(self, snapshot: Snapshot) -> None:
        self.boards, self.data = snapshot.boards, snapshot.data
        self.board_index = min(self.board_index, len(self.boards) - 1)
        self.version += 1

    def _commit(self, boards: Sequence[Board], data: dict[str, Any] | None = None) -> bool:
        """One undo step, if anything changed."""
        after = Snapshot(tuple(boards), self.data if data is None else data)
        if after == self.snapshot():
            return False
        self._undo.append(self.snapshot())
        del self._undo[:-MAX_HISTORY]
        self._redo.clear()
        self._restore(after)
        return True

    def _with_board(self, board: Board) -> list[Board]:
        boards = list(self.boards)
        boards[self.board_index] = board
        return boards

    def undo(self) -> bool:
        """One step back; `last_step` says what it changed."""
        if not self._undo:
            return False
        before = self.snapshot()
        self._redo.append(before)
        self._restore(self._undo.pop())
        self.last_step = what_changed(self.editing, self.snapshot(), before, undone=True)
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        before = self.snapshot()
        self._undo.append(before)
        self._restore(self._redo.pop())
        self.last_step = what_changed(self.editing, before, self.snapshot())
        return True

    @property
    def depth(self) -> int:
        """How many steps can be undone (a drag remembers it to become one step)."""
        return len(self._undo)

    def merge_steps(self, since: int) -> None:
        """Make every step after depth `since` one undo step (a brush stroke)."""
        if len(self._undo) > since + 1:
            del self._undo[since + 1 :]

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    # edits: each is one undo step

    def painted(
        self,
        board: Board,
        cells: Iterable[Cell] | Mapping[Cell, tuple[bool, bool]],
        entry: PaletteEntry,
    ) -> Board:
        """`board` with `entry` painted on `cells` (a pair paint: one end per call); given as
        a mapping, each cell's mirroring turns the painted token (`LevelEditing.mirror`)."""
        flips = cells if isinstance(cells, Mapping) else dict.fromkeys(cells, (False, False))
        changes: dict[Cell, str] = {}
        flips = {cell: flip for cell, flip in flips.items() if board.contains(cell)}
        if entry.unmark is not None and flips:
            flips = dict([next(iter(flips.items()))])  # one cell holds the mark, not its mirror
            changes = {cell: entry.unmark(board.token(cell)) for cell in board.cells()}
        for cell, (left_right, top_bottom) in flips.items():
            if entry.pair:
                board = board.with_tokens({cell: next_pair_token(board, entry.pair)})
                continue
            token = entry.apply(board.token(cell))
            if self.editing.mirror is not None and (left_right or top_bottom):
                token = self.editing.mirror(token, left_right, top_bottom)
            changes[cell] = token
        return board.with_tokens(changes)

    def _targets(self, cells: Iterable[Cell], symmetry: str) -> dict[Cell, tuple[bool, bool]]:
        """The cells and their symmetric partners (the first cell met keeps its mirroring)."""
        board = self.board
        targets: dict[Cell, tuple[bool, bool]] = {}
        for cell in cells:
            if board.contains(cell):
                for partner, flips in symmetric_targets(board, cell, symmetry).items():
                    targets.setdefault(partner, flips)
        return targets

    def paint(self, cells: Iterable[Cell], entry: PaletteEntry, symmetry: str = "none") -> bool:
        targets = self._targets(cells, symmetry)
        return self._commit(self._with_board(self.painted(self.board, targets, entry)))

    def fill(self, cell: Cell, entry: PaletteEntry, symmetry: str = "none") -> bool:
        """Fill the joined area at `cell`; with a symmetry, every filled cell's partners too
        (what is filled, mirrored: as symmetric as a brush stroke), but only partners that
        hold what the filled area held: a mirrored fill never paints over anything else."""
        board = self.board
        filled = board.token(cell)
        targets: dict[Cell, tuple[bool, bool]] = {}
        for flooded in flood_cells(board, cell):
            for partner, flips in symmetric_targets(board, flooded, symmetry).items():
                if board.token(partner) == filled:
                    targets.setdefault(partner, flips)
        return self._commit(self._with_board(self.painted(board, targets, entry)))

    def rectangle(
        self, corner: Cell, other: Cell, entry: PaletteEntry, symmetry: str = "none"
    ) -> bool:
        targets = self._targets(rectangle_cells(self.board, corner, other), symmetry)
        return self._commit(self._with_board(self.painted(self.board, targets, entry)))

    def resize(self, width: int, height: int) -> bool:
        low, high = self.editing.size_range
        shortest, tallest = self.editing.heights or self.editing.size_range
        if not self.editing.resizable or not (
            low <= width <= high and shortest <= height <= tallest
        ):
            return False
        return self._commit(
            self._with_board(resized(self.board, width, height, self.editing.blank))
        )

    def adopt(self, data: dict[str, Any]) -> bool:
        """Take a whole file's data (a restored draft): one undo step back to what was."""
        return self._commit(self.editing.read_boards(data), data)

    def set_board(self, board: Board) -> bool:
        """Replace the board being edited (the generator's landscape): one undo step."""
        return self._commit(self._with_board(board))

    def set_boards(self, changes: Mapping[int, Board]) -> bool:
        """Replace several boards at once (cells moved from one grid to another): one step."""
        boards = list(self.boards)
        for index, board in changes.items():
            boards[index] = board
        return self._commit(boards)

    def set_setting(self, key: str, value: Any) -> bool:
        board = self.board
        settings = {**board.settings, key: value}
        return self._commit(self._with_board(replace(board, settings=settings)))

    def set_value(self, key: str, value: Any) -> bool:
        """A top-level key of the document (name, mode, par, …); None removes it."""
        data = dict(self.data)
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
        return self._commit(self.boards, data)

    def set_level_setting(self, key: str, value: Any) -> bool:
        """A level setting cycled (Tactrics' mode): one undo step, with what the game needs
        along with it (`LevelEditing.settle`)."""
        data = {**self.data, key: value}
        if self.editing.settle is not None:
            data = self.editing.settle(data)
        return self._commit(self.boards, data)

    def set_field(self, field: TextField, text: str) -> str:
        """Type `text` into a level field: one undo step, or the reason it was refused. The
        field sees the data as it will be saved (boards added since opening included)."""
        before = self.file_data()
        try:
            data = field.parse(text, dict(before))
        except ValueError as error:
            return str(error)
        if data != before:
            self._commit(self.boards, data)
        return ""

    def set_cell_field(self, field: CellField, cell: Cell, text: str) -> str:
        """Type `text` into the field of the thing on `cell` (the data as it will be saved)."""
        data = self.file_data()
        if field.show(data, cell) is None:
            where = f"nothing on {cell_name(cell)} has a {field.label.lower()}"
            return f"{where}: put the cursor on {field.needs} first (arrow keys)"
        try:
            data = field.parse(text, data, cell)
        except ValueError as error:
            return str(error)
        self._commit(self.boards, data)
        return ""

    def rename_board(self, name: str) -> str:
        """Give the board being edited a new name (references renamed too), or the reason not."""
        name = name.strip()
        old = self.board.name
        word = self.editing.board_word
        if self.editing.rename is None:
            return f"this game's {word}s keep their names"
        if not name or len(name) > self.editing.name_limit:
            return f"a {word} name has 1 to {self.editing.name_limit} characters"
        if name != old and name in {board.name for board in self.boards}:
            return f'another {word} is called "{name}"'
        boards = self._with_board(replace(self.board, name=name))
        self._commit(boards, self.editing.rename(dict(self.data), old, name))
        return ""

    def add_board(self) -> bool:
        if self.editing.new_board is None or len(self.boards) >= self.editing.board_limit:
            return False
        board = self.editing.new_board(self.boards)
        if self._commit([*self.boards, board]):
            self.board_index = len(self.boards) - 1
            return True
        return False

    def remove_board(self) -> bool:
        if len(self.boards) <= 1:
            return False
        boards = list(self.boards)
        del boards[self.board_index]
        return self._commit(boards)

    def select_board(self, index: int) -> None:
        self.board_index = max(0, min(index, len(self.boards) - 1))
        self.version += 1

    # files

    def file_data(self) -> dict[str, Any]:
        return self.editing.write_boards(self.data, self.boards)

    def text(self) -> str:
        return self._render(self.file_data())

    def _render(self, data: dict[str, Any]) -> str:
        """The file for `data`: the game's layout of rows, the opened file's comments kept,
        ending with one newline."""
        text = render_text(
            data,
            self.header,
            self.editing.align,
            self.editing.row_comments,
            self.editing.rows_key,
        )
        return self.comments.restore(text).rstrip("\n") + "\n"

    def document(self) -> TomlDocument:
        return parse_toml(self.text(), self.path or "new level")

    def check(self) -> list[Problem]:
        """The problems `validate` would print for the saved file."""
        return self.review().problems

    def review(self) -> Review:
        """The live check: the file's text, its problems and (when fine) the game's stats.
        While nothing changed since the file was opened or saved, the file on disk is checked,
        so every line number is the one `validate` prints for it."""
        text = self.file_text if self.file_text and not self.dirty else self.text()
        try:
            document = parse_toml(text, self.path or "new level")
        except ProblemsFound as found:
            return Review(text, found.problems, [])
        try:
            problems = self.editing.check(document)
        except ProblemsFound as found:
            problems = found.problems
        problems = [*problems, *self._name_problems(document), *self._par_problems(document)]
        stats = self.editing.stats(document) if self.editing.stats and not problems else []
        return Review(text, problems, stats)

    def _name_problems(self, document: TomlDocument) -> list[Problem]:
        """An empty name (the readers take any text): every list would show a blank line."""
        field = next((f for f in self.editing.fields if f.key == "name"), None)
        name = document.data.get("name")
        if field is None or not isinstance(name, str) or name.strip():
            return []
        message = f'"name" ({field.label}) is empty: give the level a name its lists can show'
        return [document.problem(["name"], message)]

    def learn_ruled_out(self, rows: Rows, least: int) -> None:
        """The solver showed no solution of the board `rows` has fewer than `least` moves."""
        if least > self.ruled_out.get(rows, 0):
            self.ruled_out[rows] = least
            self.version += 1  # the problem list is made again

    def par_too_low(self) -> int | None:
        """The fewest moves the solver showed any solution of this board needs, when that is
        more than the level's par (the par cannot hold); else None."""
        par = self.data.get("par")
        least = self.ruled_out.get(self.board.rows, 0)
        if self.editing.solve is None or not isinstance(par, int) or isinstance(par, bool):
            return None
        return least if least > par else None

    def _par_problems(self, document: TomlDocument) -> list[Problem]:
        """A par the solver has shown too low (the board changed under it): the game's reader
        cannot know, so the editor says it, and Save keeps the level as a work in progress."""
        least = self.par_too_low()
        if least is None:
            return []
        message = (
            f"par {self.data.get('par')} is too low: the solver showed there is no solution "
            f"in fewer than {least} moves (this puzzle may be impossible); change the board "
            "or run Solve for par again"
        )
        return [document.problem(["par"], message)]

    def saved_data(self) -> tuple[dict[str, Any], str]:
        """What `save` writes, and a notice (Tactrics: a par not proven for this board)."""
        data = self.file_data()
        if self.editing.finish_save is None:
            return data, ""
        # a shipped level's file as shipped (the project proves its pars) is trusted
        saved = self.saved_snapshot
        as_shipped = self.boards == saved.boards and self.data.get("par") == saved.data.get("par")
        trusted = self.path is not None and is_shipped(self.path) and as_shipped
        return self.editing.finish_save(data, self.proven.get(self.board.rows), trusted)

    def saved_text(self) -> str:
        """The level's text as `save` writes it (the game's finishing touches made)."""
        return self._render(self.saved_data()[0])

    def save(self, path: str | None = None) -> str:
        """Write the file atomically; returns the notice of the game (empty when none).
        A shipped level is never written over, whatever the path: ShippedLevel. ProblemsFound,
        with nothing written, when the reader would refuse to open the file again (larger
        than its cap, or text it cannot read)."""
        target = path or self.path
        if target is None:
            raise ValueError("no file to save to")
        if is_shipped(target):
            raise ShippedLevel(f"{target}: a shipped level is never overwritten")
        data, notice = self.saved_data()
        problems = self.check()
        if problems:
            data = marked_work_in_progress(data)
            notice = (
                f"saved as a work in progress ({plural(len(problems), 'problem')}): no game "
                "lists it until it is saved without problems"
            )
        text = self._render(data)
        size = len(text.encode("utf-8"))
        if size > MAX_FILE_BYTES:
            message = f"not saved: the file would be {size:,} bytes, over the {MAX_FILE_BYTES:,}"
            raise ProblemsFound([Problem(str(target), 1, f"{message} a level may have")])
        parse_toml(text, str(target))  # ProblemsFound: what the reader would say
        write_text_atomic(target, text)
        self.data = {key: value for key, value in data.items() if key != WORK_IN_PROGRESS}
        self.path = str(target)
        self.saved_snapshot = self.snapshot()
        # a work in progress is checked on what it says, not on its mark (as when opened)
        self.file_text = "" if problems else text
        self.notice = notice
        return notice


def name_from_file(path: str) -> str:
    """The level name a file name suggests: "my-maze.toml" -> "My maze"."""
    words = " ".join(Path(path).stem.replace("-", " ").replace("_", " ").split())
    return words[:1].upper() + words[1:]


def marked_work_in_progress(data: Mapping[str, Any]) -> dict[str, Any]:
    """`data` with the work-in-progress mark after its header (`format`, `game`)."""
    head = {key: data[key] for key in ("format", "game") if key in data}
    return {**head, WORK_IN_PROGRESS: True, **{k: v for k, v in data.items() if k not in head}}


class ShippedLevel(ValueError):
    """A save aimed at the shipped levels' folder."""


# --- writing the file ----------------------------------------------------------------------

# Long enough that tomli-w never writes a board's table inline.
_ROWS_MARK = "@@rows-{}@@" + "_" * 100
_INLINE_MARK = "@@inline-{}@@"
_INLINE_VALUE = re.compile(r'"@@inline-(\d+)@@"')
# A key that makes tomli-w write an array of tables as [[tables]], like the shipped files.
_AOT_KEY, _AOT_VALUE = "@@aot@@", "_" * 100
_AOT_LINE = re.compile(r'^"@@aot@@" = "_+"\n', re.MULTILINE)
INLINE_WIDTH = 60  # arrays of scalars shorter than this stay on one line
_ROWS_LINE = re.compile(r'^(\s*)([A-Za-z0-9_-]+) = "@@rows-(\d+)@@_+"$', re.MULTILINE)


def leading_comments(text: str) -> str:
    """The comment block at the top of a file (kept when the editor saves it)."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith("#") or (lines and not line.strip()):
            lines.append(line)
        else:
            break
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(lines)


def render_text(
    data: dict[str, Any],
    header: str = "",
    align: str = "right",
    row_comments: bool = True,
    rows_key: str = "rows",
) -> str:
    """The file as tomli-w writes it, with every board's rows one per line, lined up, a
    column-letter comment above them and each row's number after it."""
    boards: list[Rows] = []
    inline: list[str] = []

    def marked(value: Any, key: str = "") -> Any:
        if isinstance(value, dict):
            return {k: marked(item, k) for k, item in value.items()}
        if key == rows_key and _is_rows(value):
            boards.append(split_rows(value))
            return _ROWS_MARK.format(len(boards) - 1)
        if isinstance(value, list) and value and all(isinstance(item, dict) for item in value):
            return [{_AOT_KEY: _AOT_VALUE, **marked(item)} for item in value]  # as [[tables]]
        if isinstance(value, list):
            short = _inline(value)
            if short is not None and len(short) <= INLINE_WIDTH:
                inline.append(short)
                return _INLINE_MARK.format(len(inline) - 1)
            return [marked(item) for item in value]
        return value

    text = tomli_w.dumps(marked(data), multiline_strings=False)

    def expand(match: re.Match[str]) -> str:
        rows = boards[int(match.group(3))]
        return _rows_block(match.group(2), rows, align, row_comments)

    text = _AOT_LINE.sub("", text)
    text = _ROWS_LINE.sub(expand, text)
    text = _INLINE_VALUE.sub(lambda match: inline[int(match.group(1))], text)
    return f"{header}\n\n{text}" if header else text


def _inline(value: Any) -> str | None:
    """A list of scalars (or of such lists) on one line, None for anything else."""
    if isinstance(value, list):
        parts = [_inline(item) for item in value]
        if any(part is None for part in parts):
            return None
        return "[" + ", ".join(parts) + "]"  # type: ignore[arg-type]
    if isinstance(value, dict):
        return None
    return tomli_w.dumps({"v": value}, multiline_strings=False)[4:].rstrip("\n")


def _is_rows(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(row, str) for row in value)


def _rows_block(key: str, rows: Rows, align: str, row_comments: bool) -> str:
    lines = format_rows(rows, align)
    if not lines:
        return f"{key} = []"
    width = max((len(token) for row in rows for token in row), default=1)
    out = [f"{key} = ["]
    if row_comments:
        columns = max(len(row) for row in rows)
        letters = [column_letters(c) for c in range(columns)]
        pad = str.rjust if align == "right" else str.ljust
        out.append("  #" + " ".join(pad(letter, width) for letter in letters).rstrip())
        longest = max(len(line) for line in lines)
        out.extend(
            f'  "{line}",{" " * (longest - len(line))}  # {number}'
            for number, line in enumerate(lines, 1)
        )
    else:
        out.extend(f'  "{line}",' for line in lines)
    out.append("]")
    return "\n".join(out)


# --- where problems are on the board --------------------------------------------------------

_CELL_WORD = re.compile(r"\b([A-Z]{1,2}[0-9]{1,2})\b")


def problem_cells(
    text: str,
    problem: Problem,
    boards: Sequence[Board],
    rows_key: str = "rows",
    cell_of_name: Callable[[str], Cell] = parse_cell,
) -> dict[int, set[Cell]]:
    """Board index -> the cells a problem concerns: cells it names on the line's board, or the
    whole row its line is on, or nothing when it is about the file as a whole."""
    rows_at = _row_lines(text, rows_key)
    found: dict[int, set[Cell]] = {}
    line = problem.line
    board_index = _board_at_line(text, line, rows_key)
    if board_index is None or board_index >= len(boards):
        return found
    board = boards[board_index]
    named = set()
    for word in _CELL_WORD.findall(problem.message):
        try:
            cell = cell_of_name(word)
        except ValueError:
            continue
        if board.contains(cell):
            named.add(cell)
    if named:
        found[board_index] = named
    elif line in rows_at:
        index, row = rows_at[line]
        if index < len(boards) and row < boards[index].height:
            found[index] = {(c, row) for c in range(len(boards[index].rows[row]))}
    return found


def _row_lines(text: str, rows_key: str) -> dict[int, tuple[int, int]]:
    """Line number -> (board index, row) for every row line of the rendered file."""
    result: dict[int, tuple[int, int]] = {}
    board = -1
    row = None
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip()
        if stripped.startswith(f"{rows_key} = ["):
            board += 1
            row = 0
        elif row is not None:
            if stripped.startswith("]"):
                row = None
            elif stripped.startswith('"'):
                result[number] = (board, row)
                row += 1
    return result


def _board_at_line(text: str, line: int, rows_key: str) -> int | None:
    """The board a line belongs to: boards follow each other, each ending with its rows."""
    lines = text.split("\n")
    starts = [n for n, t in enumerate(lines, 1) if t.strip().startswith(f"{rows_key} = [")]
    if not starts:
        return None
    tables = [n for n, t in enumerate(lines, 1) if t.startswith("[")]
    if len(starts) == 1:
        return 0
    # The board of a line: the first board whose table began at or before it.
    board_tables = [max((t for t in tables if t <= start), default=1) for start in starts]
    index = None
    for board, begin in enumerate(board_tables):
        if begin <= line:
            index = board
    return index
