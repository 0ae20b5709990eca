"""What the level editor needs of Bugcatcher: the board's size, rounds, energy, players and
the mission deck (a mission of every kind added, edited, moved and removed in the Missions
tab). Every check is the level reader's, as `validate` runs it."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.bugcatcher.backend import check_level
from game.bugcatcher.geometry import CENTRAL, cell_point, corner_point
from game.bugcatcher.geometry import Board as GeometryBoard
from game.bugcatcher.levels import (
    DEFAULT_COLUMNS,
    DEFAULT_ENERGY,
    DEFAULT_ROUNDS,
    DEFAULT_ROWS,
    GAME_ID,
    MAX_DESCRIPTION,
    MAX_ENERGY,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_SIZE,
    MIN_PLAYERS,
    MIN_SIZE,
    MISSION_KEYS,
    level_from_document,
)
from game.bugcatcher.missions import KINDS
from game.core.coords import Cell
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument
from game.editor.model import (
    EMPTY,
    Board,
    LevelEditing,
    RecordList,
    Stat,
    TextField,
    key_field,
    range_field,
)
from game.games import lazy

WHOLE = re.compile(r"-?[0-9]{1,6}")  # a typed whole number (its range: the reader's check)
SIZE_KEYS = (("columns", DEFAULT_COLUMNS), ("rows", DEFAULT_ROWS))
# What a mission of a kind starts with when it needs a value (the designer then sets it).
STARTING_VALUES: dict[str, Any] = {"node": "central", "shape": "RD", "count": 3, "colour": "black"}
KIND_KEY_ORDER = ("node", "rim", "shape", "count", "colour", "targets")


def _side(data: Mapping[str, Any], key: str, default: int) -> int:
    value = data.get(key, default)
    if isinstance(value, int) and not isinstance(value, bool) and MIN_SIZE <= value <= MAX_SIZE:
        return value
    return default


def read_boards(data: dict[str, Any]) -> list[Board]:
    columns, rows = (_side(data, key, default) for key, default in SIZE_KEYS)
    return [Board("Board", tuple(tuple(EMPTY for _ in range(columns)) for _ in range(rows)))]


def write_boards(data: dict[str, Any], boards: Sequence[Board]) -> dict[str, Any]:
    """The board's size as `columns` and `rows`: a side as it was read leaves the file's own
    value (left out, or wrong), a changed one is written."""
    board = boards[0]
    result = dict(data)
    for (key, default), side in zip(SIZE_KEYS, (board.width, board.height), strict=True):
        if side != _side(data, key, default):
            result[key] = side
    return result


def new_level() -> dict[str, Any]:
    return {
        "format": 1,
        "game": GAME_ID,
        "name": "My meadow",
        "description": "",
        "columns": DEFAULT_COLUMNS,
        "rows": DEFAULT_ROWS,
        "rounds": DEFAULT_ROUNDS,
        "energy": DEFAULT_ENERGY,
        "players": [MIN_PLAYERS, MAX_PLAYERS],
        "missions": [
            {"round": 1, "name": "Curious Magpie", "kind": "cross", "reward": 4},
        ],
    }


# --- one mission's values -------------------------------------------------------------------


def whole_field(key: str, label: str, default: int | None = None, hint: str = "") -> TextField:
    """A whole number (its range is the level reader's check); with a `default`, the key is
    left out when the text is empty or the default."""

    def show(table: Mapping[str, Any]) -> str:
        value = table.get(key, default)
        return "" if value is None else str(value)

    def parse(text: str, table: dict[str, Any]) -> dict[str, Any]:
        text = text.strip()
        if default is not None and text in ("", str(default)):
            return {k: v for k, v in table.items() if k != key}
        if not WHOLE.fullmatch(text):
            raise ValueError(f"{label.lower()}: a whole number")
        return {**table, key: int(text)}

    return TextField(key, label, show, parse, hint)


def word_field(key: str, label: str, words: Sequence[str], empty: str = "") -> TextField:
    """One of `words`; with `empty`, an empty text leaves the key out (shown as `empty`)."""
    choices = " | ".join([*words, *([empty] if empty else [])])

    def show(table: Mapping[str, Any]) -> str:
        return str(table.get(key, empty))

    def parse(text: str, table: dict[str, Any]) -> dict[str, Any]:
        text = text.strip().lower()
        if empty and text in ("", empty):
            return {k: v for k, v in table.items() if k != key}
        if text not in words:
            raise ValueError(f"{label.lower()}: one of {choices}")
        return {**table, key: text}

    options = (*words, *([empty] if empty else []))
    return TextField(key, label, show, parse, f"one of {choices}", options)


def _shown(key: str) -> Callable[[Mapping[str, Any]], str]:
    return lambda table: str(table.get(key, ""))


def shape_field() -> TextField:
    def parse(text: str, table: dict[str, Any]) -> dict[str, Any]:
        return {**table, "shape": "".join(text.split()).upper()}

    return TextField("shape", "Shape", _shown("shape"), parse, "moves of U, D, L, R, like DDRDL")


def targets_field() -> TextField:
    """Targets typed as "C3 ul, D3 ul" (cells for the central node, corners for the border)."""

    def show(table: Mapping[str, Any]) -> str:
        targets = table.get("targets")
        return ", ".join(map(str, targets)) if isinstance(targets, list) else ""

    def parse(text: str, table: dict[str, Any]) -> dict[str, Any]:
        names = [" ".join(part.split()) for part in text.split(",") if part.strip()]
        if not names:
            return {k: v for k, v in table.items() if k != "targets"}
        return {**table, "targets": names}

    hint = "click cells (central node) or corners (border node) on the board, or type C3 ul"
    return TextField("targets", "Targets", show, parse, hint)


def rim_field() -> TextField:
    def show(table: Mapping[str, Any]) -> str:
        return "yes" if table.get("rim") is True else "no"

    def parse(text: str, table: dict[str, Any]) -> dict[str, Any]:
        answer = text.strip().lower()
        if answer not in ("yes", "no"):
            raise ValueError("rim: yes or no")
        if answer == "no":
            return {k: v for k, v in table.items() if k != "rim"}
        return {**table, "rim": True}

    return TextField("rim", "Rim", show, parse, "yes (the board's rim counts) or no", ("yes", "no"))


def with_kind(table: dict[str, Any], kind: str) -> dict[str, Any]:
    """The mission as `kind`: keys other kinds read are dropped, the keys it needs added."""
    allowed = MISSION_KEYS | KINDS[kind].keys
    result = {key: value for key, value in table.items() if key in allowed}
    result["kind"] = kind
    for key in sorted(KINDS[kind].needs - result.keys()):
        result[key] = STARTING_VALUES[key]
    if kind == "reach" and "targets" not in result:
        result["rim"] = True  # a reach mission needs targets or the rim
    return result


def kind_field() -> TextField:
    def parse(text: str, table: dict[str, Any]) -> dict[str, Any]:
        kind = text.strip().lower()
        if kind not in KINDS:
            raise ValueError(f"kind: one of {' | '.join(KINDS)}")
        return with_kind(table, kind)

    hint = f"one of {' | '.join(KINDS)}"
    return TextField("kind", "Kind", _shown("kind"), parse, hint, tuple(KINDS))


KIND_FIELDS: dict[str, Callable[[], TextField]] = {
    "node": lambda: word_field("node", "Node", ("border", "central"), empty="either"),
    "shape": shape_field,
    "count": lambda: whole_field("count", "Count", None, "how many (segments, swaps, rows…)"),
    "colour": lambda: word_field("colour", "Colour", ("black", "blue")),
    "targets": targets_field,
    "rim": rim_field,
}


def mission_fields(table: Mapping[str, Any]) -> list[TextField]:
    """Name, kind, round, reward, penalty, window, the kind's own values, description."""
    kind = KINDS.get(str(table.get("kind")))
    own = [key for key in KIND_KEY_ORDER if kind is not None and key in kind.keys]
    return [
        key_field("name", "Name", MAX_NAME),
        kind_field(),
        whole_field("round", "Round", None, "the round whose board shows it"),
        whole_field("reward", "Reward", None, "fireflies shared by those who complete it"),
        whole_field("penalty", "Penalty", 0, "fireflies an undertaker loses on failure"),
        whole_field("window", "Window", 1, "rounds it stays open, the first counted"),
        *(KIND_FIELDS[key]() for key in own),
        key_field("description", "Description", MAX_DESCRIPTION),
    ]


def new_mission(tables: Sequence[Mapping[str, Any]], after: int) -> dict[str, Any]:
    """A "cross" mission (it needs no values) in the round of the mission it follows."""
    taken = {str(table.get("name", "")).casefold() for table in tables}
    number = len(tables) + 1
    while f"new mission {number}" in taken:
        number += 1
    shown = tables[after].get("round", 1) if 0 <= after < len(tables) else 1
    return {"round": shown, "name": f"New mission {number}", "kind": "cross", "reward": 3}


def mission_line(table: Mapping[str, Any]) -> str:
    return f"round {table.get('round', '?')} · {table.get('kind', '?')}"


def toggle_target(
    table: Mapping[str, Any], data: Mapping[str, Any], cell: Cell, where: tuple[float, float]
) -> dict[str, Any] | None:
    """A click on the board while a reach mission is shown: the clicked cell (central node)
    or the corner nearest the click (border node) becomes a target, or stops being one."""
    if table.get("kind") != "reach":
        return None
    board = GeometryBoard(*(_side(data, key, default) for key, default in SIZE_KEYS))
    node = table.get("node", CENTRAL)
    if node == CENTRAL:
        point = cell_point(*cell)
    else:
        point = corner_point(cell[0] + round(where[0]), cell[1] + round(where[1]))
    targets = found if isinstance(found := table.get("targets"), list) else []
    kept = []
    for target in targets:
        try:
            same = board.parse(target, node) == point
        except ValueError:
            same = False  # a name that is no place: left as it is, for its problem
        if not same:
            kept.append(target)
    if len(kept) == len(targets):
        kept.append(board.name(point))
    changed = {key: value for key, value in table.items() if key != "targets"}
    return {**changed, "targets": kept} if kept else changed


def target_places(table: Mapping[str, Any], data: Mapping[str, Any]) -> list[tuple[float, float]]:
    """A reach mission's targets as points of the board (in cells): a cell's middle, or a
    corner."""
    targets = table.get("targets") if table.get("kind") == "reach" else None
    if not isinstance(targets, list):
        return []
    board = GeometryBoard(*(_side(data, key, default) for key, default in SIZE_KEYS))
    places = []
    for target in targets:
        try:
            x, y = board.parse(target, table.get("node", CENTRAL))
        except ValueError:
            continue
        places.append((x / 2, y / 2))  # the doubled grid of points, in cells
    return places


MISSIONS = RecordList(
    key="missions",
    title="Missions",
    word="mission",
    fields=mission_fields,
    new=new_mission,
    line=mission_line,
    short=frozenset({"round", "reward", "penalty", "window", "count", "node", "rim"}),
    click=toggle_target,
    places=target_places,
)


def stats(document: TomlDocument) -> list[Stat]:
    """The deck round by round: how many missions each board shows, and their names."""
    try:
        level = level_from_document(document)
    except ProblemsFound:
        return []
    lines = [Stat("Board", f"{level.board.size_words()} cells, {level.energy} energy a round")]
    for number in range(1, level.rounds + 1):
        names = [mission.name for mission in level.missions_of_round(number)]
        lines.append(Stat(f"Round {number}", ", ".join(names) or "no missions"))
    return lines


FIELDS = (
    key_field("name", "Name", MAX_NAME),
    key_field("description", "Description", MAX_DESCRIPTION),
    range_field("players", "Players", MIN_PLAYERS, MAX_PLAYERS),
    whole_field("rounds", "Rounds", None, f"rounds in a match, 1 to {MAX_ROUNDS}"),
    whole_field("energy", "Energy", None, f"energy each player spends a round, 1 to {MAX_ENERGY}"),
)


def editor() -> LevelEditing:
    return LevelEditing(
        game_id=GAME_ID,
        title="Bugcatcher",
        kinds={"level": new_level},
        read_boards=read_boards,
        write_boards=write_boards,
        check=check_level,
        palette=(),
        look=lazy("game.bugcatcher.draw:editor_look"),  # the game's board, as it draws it
        draw_over_cells=lazy("game.bugcatcher.draw:draw_corners"),
        size_range=(MIN_SIZE, MAX_SIZE),
        row_comments=False,
        stats=stats,
        fields=FIELDS,
        records=MISSIONS,
        play_test=play_test,
    )


def play_test(app: Any, text: str, board_index: int | None) -> Any:
    """A match on the level being edited: you in the first seat, normal bots in the others
    (the level's fewest players), nothing saved."""
    from game.bugcatcher.scene import MatchFlowScene
    from game.bugcatcher.session import MatchSession
    from game.core.tomlfile import parse_toml
    from game.editor.playtest import play_test_match

    def seats(level: Any) -> int:
        return level.players[0]

    data = parse_toml(text).data
    return play_test_match(
        app, GAME_ID, data, level_from_document, seats, MatchSession.start, MatchFlowScene
    )
