"""What the level editor needs of Antisocial Snake: boards, tile colours, apples, checks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.antisocial_snake.backend import check_level
from game.antisocial_snake.levels import (
    BLACK,
    COLOUR_NAMES,
    GAME_ID,
    MAX_APPLES,
    MAX_BOARDS,
    MAX_PLAYERS,
    MAX_SIZE,
    MAX_TWIST_CAP,
    MIN_PLAYERS,
    MIN_SIZE,
    VARIATION_IDS,
    WHITE,
    parse_tile,
)
from game.editor.model import (
    Board,
    BoardSetting,
    LevelEditing,
    PaletteEntry,
    format_rows,
    key_field,
    range_field,
    split_rows,
)

SETTING_KEYS = ("variation", "twist_cap")


def _tile(token: str) -> tuple[str, int]:
    try:
        tile = parse_tile(token)
    except ValueError:
        return WHITE, 0
    return tile.colour, tile.apples


def _token(colour: str, apples: int) -> str:
    apples = max(0, min(MAX_APPLES, apples))
    if colour == BLACK:
        return BLACK
    return f"{apples}{colour}" if apples else colour


def apples_of(token: str) -> int | None:
    colour, apples = _tile(token)
    return None if colour == BLACK else apples


def with_apples(token: str, apples: int) -> str:
    colour, _ = _tile(token)
    return _token(colour, apples)


def _colour(colour: str) -> Callable[[str], str]:
    return lambda old: _token(colour, _tile(old)[1])


def _apples(count: int) -> Callable[[str], str]:
    def apply(old: str) -> str:
        colour, _ = _tile(old)
        return _token(WHITE if colour == BLACK else colour, count)

    return apply


def _adjust(delta: int) -> Callable[[str], str]:
    return lambda old: with_apples(old, (apples_of(old) or 0) + delta)


PALETTE = (
    *(PaletteEntry(f"{name} tile", _colour(code), code) for code, name in COLOUR_NAMES.items()),
    *(PaletteEntry(f"{n} apple{'s' * (n != 1)}", _apples(n), str(n)) for n in range(0, 10)),
    PaletteEntry("+1 apple", _adjust(1), "+"),
    PaletteEntry("-1 apple", _adjust(-1), "-"),
)


def look(token: str) -> tuple[tuple[int, int, int], str, tuple[int, int, int]]:
    from game.antisocial_snake.draw import tile_fill, tile_ink  # the game's own colours

    colour, apples = _tile(token)
    return tile_fill(colour), str(apples) if apples else "", tile_ink(colour)


def read_boards(data: dict[str, Any]) -> list[Board]:
    tables = data.get("boards")
    boards = []
    if isinstance(tables, list):
        for index, table in enumerate(tables):
            if isinstance(table, dict):
                settings = {key: table[key] for key in SETTING_KEYS if key in table}
                name = table.get("name", f"Board {index + 1}")
                boards.append(Board(str(name), split_rows(table.get("rows")), settings))
    return [board for board in boards if board.rows] or [new_board()]


def write_boards(data: dict[str, Any], boards: Sequence[Board]) -> dict[str, Any]:
    old = found if isinstance(found := data.get("boards"), list) else []
    by_name = {t.get("name"): t for t in old if isinstance(t, dict)}
    tables = []
    for board in boards:
        table = dict(by_name.get(board.name, {}))
        table["name"] = board.name
        for key in SETTING_KEYS:
            if key in board.settings:
                table[key] = board.settings[key]
        table["rows"] = format_rows(board.rows)
        tables.append({key: table[key] for key in _board_order(table)})
    return {**{k: v for k, v in data.items() if k != "boards"}, "boards": tables}


def _board_order(table: dict[str, Any]) -> list[str]:
    first = [key for key in ("name", "variation", "twist_cap", "rows") if key in table]
    return first + [key for key in table if key not in first]


def new_board(boards: Sequence[Board] = ()) -> Board:
    taken = {board.name for board in boards}
    number = len(boards) + 1  # boards are numbered from 1, as players count
    while f"Board {number}" in taken:
        number += 1
    # white, with a column of red and one of blue, a start for each of up to four snakes of
    # a colour: a new board can be played at once (an all-white one has nowhere to start)
    edges = {0: "r", 5: "b"}
    rows = tuple(
        tuple(edges.get(column, "w") if 1 <= row <= 4 else "w" for column in range(6))
        for row in range(6)
    )
    return Board(f"Board {number}", rows, {"variation": "theme", "twist_cap": 2})


def new_level() -> dict[str, Any]:
    board = new_board()
    return {
        "format": 1,
        "game": GAME_ID,
        "name": "My level",
        "description": "",
        "players": [2, 4],
        "boards_per_round": 1,
        "boards": [
            {"name": board.name, **board.settings, "rows": format_rows(board.rows)},
        ],
    }


NAME_LIMIT, DESCRIPTION_LIMIT = 60, 2000  # as the other games' levels allow
FIELDS = (
    key_field("name", "Name", NAME_LIMIT),
    key_field("description", "Description", DESCRIPTION_LIMIT),
    range_field("players", "Players", MIN_PLAYERS, MAX_PLAYERS),
)


def rename_board(data: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """The board's table keeps its other keys (questions…) under the new name."""
    tables = found if isinstance(found := data.get("boards"), list) else []
    renamed = [
        {**table, "name": new} if isinstance(table, dict) and table.get("name") == old else table
        for table in tables
    ]
    return {**data, "boards": renamed}


def colour_blind_look(token: str) -> Any:
    """A tile as the game draws it in colour-blind mode: its palette fill and pattern."""
    from game.antisocial_snake.draw import tile_look

    colour, apples = _tile(token)
    return tile_look(colour, apples, colour_blind=True)


def editor() -> LevelEditing:
    return LevelEditing(
        game_id=GAME_ID,
        title="Antisocial Snake",
        kinds={"level": new_level},
        read_boards=read_boards,
        write_boards=write_boards,
        check=check_level,
        palette=PALETTE,
        look=look,
        colour_blind_look=colour_blind_look,
        size_range=(MIN_SIZE, MAX_SIZE),
        board_limit=MAX_BOARDS,
        new_board=new_board,
        level_settings=(BoardSetting("boards_per_round", "Per round", tuple(range(1, 5))),),
        settings=(
            BoardSetting("variation", "Variation", VARIATION_IDS),
            BoardSetting("twist_cap", "Twist cap", tuple(range(0, MAX_TWIST_CAP + 1))),
        ),
        apples=apples_of,
        with_apples=with_apples,
        play_test=play_test,
        play_test_whole=True,
        fields=FIELDS,
        rename=rename_board,
        name_limit=NAME_LIMIT,
        blank=WHITE,
    )


def play_test(app: Any, text: str, board_index: int | None) -> Any:
    """A match on the board being edited alone (or with `board_index` None on the whole
    level): you in the first seat, normal bots in the others (the level's fewest players, at
    least 2), nothing saved."""
    from game.antisocial_snake.levels import level_from_document
    from game.antisocial_snake.scene import MatchFlowScene
    from game.antisocial_snake.session import MatchSession
    from game.core.tomlfile import parse_toml
    from game.editor.playtest import play_test_match

    def seats(level: Any) -> int:
        return max(2, level.players[0])

    data = parse_toml(text).data
    if board_index is not None:
        data["boards"] = [data["boards"][board_index]]
        data["boards_per_round"] = 1
    return play_test_match(
        app, GAME_ID, data, level_from_document, seats, MatchSession.start, MatchFlowScene
    )
