"""What the level editor needs of Snek: arenas (walls, floor, starts with their heading)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.coords import Cell, cell_name, parse_cell
from game.core.tomlfile import TomlDocument
from game.editor.model import (
    EMPTY,
    Board,
    CellField,
    EditorPiece,
    LevelEditing,
    PaletteEntry,
    key_field,
    number_field,
    paint_token,
    split_rows,
)
from game.snek.backend import check_level
from game.snek.levels import (
    DEFAULT_LENGTH,
    DEFAULT_ROUNDS,
    GAME_ID,
    MAX_LENGTH,
    MAX_ROUNDS,
    MAX_SIZE,
    MIN_LENGTH,
    MIN_SIZE,
    Start,
    is_arena_document,
)
from game.snek.program import MAX_DESCRIPTION, MAX_NAME

WALL = "#"
# Starts are drawn on the board as a marker per heading; the file keeps them in [[starts]].
START_TOKENS = {"U": "^", "D": "v", "L": "<", "R": ">"}
HEADING_OF = {token: heading for heading, token in START_TOKENS.items()}

PALETTE = (
    PaletteEntry("floor", paint_token(EMPTY), "0"),
    PaletteEntry("wall", paint_token(WALL), "w"),
    PaletteEntry("start heading up", paint_token("^"), "u"),
    PaletteEntry("start heading down", paint_token("v"), "d"),
    PaletteEntry("start heading left", paint_token("<"), "l"),
    PaletteEntry("start heading right", paint_token(">"), "r"),
)


def look(token: str) -> tuple[tuple[int, int, int], str, tuple[int, int, int]]:
    from game.snek.draw import FLOOR_FILL, WALL_FILL  # the game's own arena colours

    if token == WALL:
        return WALL_FILL, "", (0, 0, 0)
    if token in HEADING_OF:
        return (60, 150, 90), token, (0, 0, 0)
    return FLOOR_FILL, "", (200, 200, 200)


def refuse(document: TomlDocument) -> str | None:
    """Snek programs have their own editor; battles are matches (refused before this)."""
    if is_arena_document(document):
        return None
    return "a snek program, not an arena: edit it in Snek, My sneks: the program editor"


def read_boards(data: dict[str, Any]) -> list[Board]:
    board = Board("Arena", split_rows(data.get("rows")))
    if not board.rows:
        return [new_board()]
    marks = {}
    starts = data.get("starts")
    for start in starts if isinstance(starts, list) else []:
        try:
            cell = parse_cell(str(start.get("head", "")))
        except (ValueError, AttributeError):
            continue
        heading = start.get("heading")
        if board.contains(cell) and heading in START_TOKENS:
            marks[cell] = START_TOKENS[heading]
    return [board.with_tokens(marks)]


def write_boards(data: dict[str, Any], boards: Sequence[Board]) -> dict[str, Any]:
    board = boards[0]
    markers = {cell: board.token(cell) for cell in board.cells() if board.token(cell) in HEADING_OF}
    old = found if isinstance(found := data.get("starts"), list) else []
    starts = []
    placed = set()
    for start in old:  # starts that are still on the board keep their order, length, keys
        if not isinstance(start, dict):
            continue
        try:
            cell = parse_cell(str(start.get("head", "")))
        except ValueError:
            continue
        if cell in markers and cell not in placed:
            placed.add(cell)
            starts.append({**start, "heading": HEADING_OF[markers[cell]]})
    for cell, token in markers.items():
        if cell not in placed:
            starts.append({"head": cell_name(cell), "heading": HEADING_OF[token]})
    rows = [
        " ".join(EMPTY if token in HEADING_OF else token for token in row) for row in board.rows
    ]
    result = {key: value for key, value in data.items() if key not in ("rows", "starts")}
    result["rows"] = rows
    if starts:
        result["starts"] = starts
    return result


def _start_at(data: Mapping[str, Any], cell: Cell) -> int | None:
    """The place in `starts` of the start whose head is on `cell`."""
    starts = found if isinstance(found := data.get("starts"), list) else []
    for index, start in enumerate(starts):
        if isinstance(start, dict) and str(start.get("head", "")).upper() == cell_name(cell):
            return index
    return None


LENGTH_HINT = (
    f"a whole number from {MIN_LENGTH} to {MAX_LENGTH}, of the start whose head the cursor "
    f"is on (left out: {DEFAULT_LENGTH})"
)


def show_length(data: Mapping[str, Any], cell: Cell) -> str | None:
    index = _start_at(data, cell)
    return None if index is None else str(data["starts"][index].get("length", DEFAULT_LENGTH))


def parse_length(text: str, data: dict[str, Any], cell: Cell) -> dict[str, Any]:
    index = _start_at(data, cell)
    if index is None:
        raise ValueError(f"no start on {cell_name(cell)}")
    length = number_field("length", "Start length", MIN_LENGTH, MAX_LENGTH, DEFAULT_LENGTH)
    value = length.parse(text, {})["length"]
    starts = list(data["starts"])
    starts[index] = {**starts[index], "length": value}
    return {**data, "starts": starts}


NEW_SIZE = 15


def new_board(boards: Sequence[Board] = ()) -> Board:
    """A walled square with two starts facing each other across the middle row, each with
    its whole body on the floor behind it."""
    size = NEW_SIZE
    rows = tuple(
        tuple(WALL if r in (0, size - 1) or c in (0, size - 1) else EMPTY for c in range(size))
        for r in range(size)
    )
    board = Board("Arena", rows)
    middle = size // 2
    return board.with_tokens(
        {(DEFAULT_LENGTH, middle): ">", (size - 1 - DEFAULT_LENGTH, middle): "<"}
    )


MIRRORED = {
    (True, False): {"<": ">", ">": "<"},
    (False, True): {"^": "v", "v": "^"},
    (True, True): {"<": ">", ">": "<", "^": "v", "v": "^"},
}


def mirror(token: str, left_right: bool, top_bottom: bool) -> str:
    """A start painted on a mirrored cell heads the mirrored way."""
    return MIRRORED.get((left_right, top_bottom), {}).get(token, token)


def pieces(data: Mapping[str, Any], board_index: int) -> list[EditorPiece]:
    """Each start's head and body (as long as its length), numbered as the battle numbers
    them; a start that cannot be read is left to the checks."""
    found = []
    starts = listed if isinstance(listed := data.get("starts"), list) else []
    for number, start in enumerate(starts, 1):
        try:
            head = parse_cell(str(start.get("head", "")))
            length = int(start.get("length", DEFAULT_LENGTH))
            cells = Start(head, str(start.get("heading")), max(1, min(length, MAX_LENGTH))).cells()
        except (ValueError, AttributeError, KeyError, TypeError, OverflowError):
            continue
        found.append(EditorPiece(tuple(cells), str(number)))
    return found


def new_arena() -> dict[str, Any]:
    data: dict[str, Any] = {"format": 1, "game": GAME_ID, "name": "My arena", "description": ""}
    return write_boards(data, [new_board()])


def editor() -> LevelEditing:
    return LevelEditing(
        game_id=GAME_ID,
        title="Snek",
        kinds={"arena": new_arena},
        read_boards=read_boards,
        write_boards=write_boards,
        check=check_level,
        palette=PALETTE,
        look=look,
        size_range=(MIN_SIZE, MAX_SIZE),
        row_comments=False,
        arrow=HEADING_OF.get,
        mirror=mirror,
        pieces=pieces,
        play_test=play_test,
        refuse=refuse,
        fields=(
            key_field("name", "Name", MAX_NAME),
            key_field("description", "Description", MAX_DESCRIPTION),
            number_field("rounds", "Rounds", 1, MAX_ROUNDS, DEFAULT_ROUNDS),
        ),
        cell_fields=(
            CellField("Start length", show_length, parse_length, LENGTH_HINT, "a start's head"),
        ),
    )


def play_test(app: Any, text: str, board_index: int | None) -> Any:
    """The shipped sample sneks battle on the arena being edited (one per start; nothing is
    saved)."""
    from game.core.paths import user_data_dir
    from game.core.tomlfile import parse_toml
    from game.snek.levels import MIN_STARTS, arena_from_document
    from game.snek.replay_view import BattleViewer
    from game.snek.samples import load_samples
    from game.snek.session import MatchSession

    arena = arena_from_document(parse_toml(text, "arena being edited"))
    samples = [program for _, program in load_samples()]
    count = max(MIN_STARTS, min(len(arena.starts), len(samples)))
    path = user_data_dir() / "editor" / "play-test-arena.toml"
    session = MatchSession.start(path, arena, samples[:count], 1, save=False)
    return BattleViewer(app, session, start_round=0)
