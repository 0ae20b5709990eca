"""What the level editor needs of Double-edged Edges: the platform as a board of one row (a
space's token is its value; the start space is marked), the rounds and the partner grid.
Every check is the level reader's, as `validate` runs it."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.coords import column_letters
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import TomlDocument
from game.core.words import plural
from game.double_edged_edges.backend import check_level
from game.double_edged_edges.levels import (
    DEFAULT_GRID,
    DEFAULT_ROUNDS,
    GAME_ID,
    GRID_SIDE,
    ROUNDS,
    SEAT_RANGE,
    SPACES,
    VALUE_RANGE,
    level_from_document,
)
from game.editor.model import (
    Board,
    LevelEditing,
    PaletteEntry,
    Stat,
    TextField,
    key_field,
    number_field,
)

START = "*"  # a space's token ends with it on the start space ("0*")
MAX_NAME, MAX_DESCRIPTION = 60, 400
Colour = tuple[int, int, int]


def value_of(token: str) -> int | None:
    """A space's value from its token, None when it is not a whole number."""
    text = token.removesuffix(START)
    try:
        return int(text)
    except ValueError:
        return 0 if text == "." else None


def is_start(token: str) -> bool:
    return token.endswith(START)


def _token(value: int, start: bool) -> str:
    least, most = VALUE_RANGE
    return f"{max(least, min(most, value))}{START if start else ''}"


def worth(value: int) -> Callable[[str], str]:
    """A paint: the space is worth `value` (the start mark stays)."""
    return lambda old: _token(value, is_start(old))


def adjust(step: int) -> Callable[[str], str]:
    return lambda old: _token((value_of(old) or 0) + step, is_start(old))


def unmark(token: str) -> str:
    return token.removesuffix(START)


PALETTE = (
    *(PaletteEntry(plural(n, "point"), worth(n), str(n)) for n in range(10)),
    PaletteEntry("-1 point", worth(-1), "n"),
    PaletteEntry("-3 points", worth(-3)),
    PaletteEntry("1 point more", adjust(1), "+"),
    PaletteEntry("1 point less", adjust(-1), "-"),
    PaletteEntry("start space", lambda old: _token(value_of(old) or 0, True), "s", unmark=unmark),
)


def look(token: str) -> tuple[Colour, str, Colour]:
    """A space as the game draws it (its value on the space's box, the start in blue); a
    token the game cannot read in red."""
    from game.double_edged_edges.draw import BOX, START_COLOUR
    from game.ui.theme import TEXT

    value = value_of(token)
    if value is None:
        return (200, 40, 40), token, (255, 255, 255)
    return START_COLOUR if is_start(token) else BOX, str(value), TEXT


def read_boards(data: dict[str, Any]) -> list[Board]:
    values = data.get("values")
    if not isinstance(values, list) or not values:
        values = [0] * SPACES[0]
    start = data.get("start")
    tokens = tuple(
        f"{value}{START if index + 1 == start else ''}" for index, value in enumerate(values)
    )
    return [Board("Platform", (tokens,))]


def write_boards(data: dict[str, Any], boards: Sequence[Board]) -> dict[str, Any]:
    """`values` from the spaces, `start` from the marked one (left out when none is); a
    platform as it was read leaves the file's own values, wrong ones included."""
    row = boards[0].rows[0] if boards[0].rows else ()
    result = dict(data)
    if boards[0].rows == read_boards(data)[0].rows:
        return result
    result["values"] = [_written(token) for token in row]
    marked = [index + 1 for index, token in enumerate(row) if is_start(token)]
    if marked:
        result["start"] = marked[0]
    else:
        result.pop("start", None)
    return result


def _written(token: str) -> Any:
    value = value_of(token)
    return token.removesuffix(START) if value is None else value


def new_level() -> dict[str, Any]:
    return {
        "format": 1,
        "game": GAME_ID,
        "name": "My platform",
        "description": "",
        "values": [5, 3, 2, 1, 0, 1, 2, 3, 5],
        "start": 5,
        "rounds": DEFAULT_ROUNDS,
        "grid": list(DEFAULT_GRID),
    }


def show_grid(data: Mapping[str, Any]) -> str:
    grid = data.get("grid", list(DEFAULT_GRID))
    if isinstance(grid, list) and len(grid) == 2:
        return f"{grid[0]} x {grid[1]}"
    return ""


def parse_grid(text: str, data: dict[str, Any]) -> dict[str, Any]:
    """ "3 x 4": rows, then columns of the partner grid."""
    low, high = GRID_SIDE
    parts = text.lower().replace("×", "x").replace(",", "x").split("x")
    words = f"partner grid: rows x columns, each {low} to {high}, like 3 x 3"
    if len(parts) != 2 or not all(re.fullmatch("[0-9]{1,2}", part.strip()) for part in parts):
        raise ValueError(words)
    return {**data, "grid": [int(part) for part in parts]}


FIELDS = (
    key_field("name", "Name", MAX_NAME),
    key_field("description", "Description", MAX_DESCRIPTION),
    number_field("rounds", "Rounds", *ROUNDS, DEFAULT_ROUNDS),
    TextField("grid", "Partner grid", show_grid, parse_grid, "rows x columns, like 3 x 3"),
)


def check_editable_level(document: TomlDocument) -> list[Problem]:
    """The reader's problems, and a partner grid whose players no match seats (play-test
    and the setup would seat another grid)."""
    problems = check_level(document)
    if problems:
        return problems
    level = level_from_document(document)
    low, high = SEAT_RANGE
    if not low <= level.players <= high:
        rows, columns = level.grid
        message = (
            f'"grid" (Partner grid) {rows} x {columns} seats {level.players} players; '
            f"a match seats {low} to {high}"
        )
        return [document.problem(["grid"], message)]
    return []


def stats(document: TomlDocument) -> list[Stat]:
    try:
        level = level_from_document(document)
    except ProblemsFound:
        return []
    rows, columns = level.grid
    return [
        Stat("Platform", f"{level.spaces} spaces, {sum(level.values)} points in all"),
        Stat(
            f"Spaces 1-{level.spaces} (cells A-{column_letters(level.spaces - 1)})",
            " ".join(map(str, level.values)),
        ),
        Stat(
            "Start",
            f"space {level.start} (cell {column_letters(level.start - 1)}), "
            f"worth {level.value_of(level.start)}",
        ),
        Stat("Players", f"{level.players} on a {rows} x {columns} partner grid"),
    ]


def editor() -> LevelEditing:
    return LevelEditing(
        game_id=GAME_ID,
        title="Double-edged Edges",
        kinds={"level": new_level},
        read_boards=read_boards,
        write_boards=write_boards,
        check=check_editable_level,
        palette=PALETTE,
        look=look,
        size_range=SPACES,
        heights=(1, 1),
        row_comments=False,
        stats=stats,
        fields=FIELDS,
        play_test=play_test,
    )


def play_test(app: Any, text: str, board_index: int | None) -> Any:
    """A match on the level being edited: you in the first seat, normal bots filling the
    level's partner grid (at most the setup's seats), nothing saved."""
    from game.core.tomlfile import parse_toml
    from game.double_edged_edges.scene import EdgesFlowScene
    from game.double_edged_edges.session import MatchSession
    from game.editor.playtest import play_test_match

    def seats(level: Any) -> int:
        return min(level.players, SEAT_RANGE[1])

    data = parse_toml(text).data
    return play_test_match(
        app, GAME_ID, data, level_from_document, seats, MatchSession.start, EdgesFlowScene
    )
