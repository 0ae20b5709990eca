"""What the level editor needs of Social Snake: grids as boards, the palette, the checks."""

from __future__ import annotations

import heapq
import re
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.coords import DIRECTIONS, Cell, cell_name
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument, parse_toml
from game.editor.model import (
    EMPTY,
    Board,
    BoardSetting,
    LevelEditing,
    PaletteEntry,
    Stat,
    TextField,
    format_rows,
    key_field,
    paint_token,
    range_field,
    split_rows,
)
from game.social_snake.backend import check_level
from game.social_snake.levels import (
    GAME_ID,
    MAX_DESCRIPTION,
    MAX_GRID_NAME,
    MAX_GRIDS,
    MAX_NAME,
    MAX_ROUNDS_PER_PHASE,
    MAX_SIZE,
    MIN_SIZE,
    RULESETS,
    GridLayout,
    Item,
    level_from_document,
    parse_token,
)
from game.social_snake.rules import tunnel_target

GRID_NAMES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LIKELY_STARTS = 3
MAX_APPLES_TOKEN = 99_999


def apples_of(token: str) -> int | None:
    """Apples on a cell token (0 for empty), None for garnets and tunnels."""
    try:
        item = parse_token(token)
    except ValueError:
        return None
    if item is None:
        return 0
    return item.apples if isinstance(item, Item) and not item.garnets else None


def with_apples(token: str, apples: int) -> str:
    apples = max(-MAX_APPLES_TOKEN, min(MAX_APPLES_TOKEN, apples))
    return str(apples) if apples else EMPTY


def _adjust(delta: int):
    def apply(old: str) -> str:
        current = apples_of(old)
        return with_apples(old, (current or 0) + delta)

    return apply


PALETTE = (
    PaletteEntry("empty", paint_token(EMPTY), "0"),
    *(
        PaletteEntry(f"{n} apples" if n > 1 else "1 apple", paint_token(str(n)), str(n))
        for n in range(1, 10)
    ),
    PaletteEntry("-1 apple (debt)", paint_token("-1"), "n"),
    PaletteEntry("-3 apples (debt)", paint_token("-3")),
    PaletteEntry("one apple more", _adjust(1), "+"),
    PaletteEntry("one apple less", _adjust(-1), "-"),
    PaletteEntry("garnet", paint_token("G"), "g"),
    PaletteEntry("2 garnets", paint_token("2G")),
    PaletteEntry("tunnel pair", paint_token("T1"), "t", pair="T"),
)


def look(token: str) -> tuple[tuple[int, int, int], str, tuple[int, int, int]]:
    """A cell in the game's colours: apples a grey lighter for bigger piles (up to 9), a
    debt red on white, garnets on their light cell, a tunnel dark; a token the game cannot
    read in red."""
    from game.social_snake import draw
    from game.ui.board_view import EMPTY_CELL

    if token == EMPTY:
        return EMPTY_CELL, "", (220, 220, 220)
    upper = token.upper()
    if upper.startswith("T"):
        return draw.PORTAL, upper, draw.TUNNEL_INK
    if upper.endswith("G"):
        return draw.GARNET_CELL, upper, draw.GARNET
    apples = apples_of(token)
    if apples is None:
        return (200, 40, 40), token, (255, 255, 255)
    if apples < 0:
        return draw.DEBT_CELL, token, draw.DEBT_TEXT
    return draw.apple_colour(apples, 9), token, draw.APPLE_TEXT


def read_boards(data: dict[str, Any]) -> list[Board]:
    grids = data.get("grids")
    if not isinstance(grids, dict):
        return [new_board()]
    boards = [
        Board(str(name), split_rows(table.get("rows")))
        for name, table in grids.items()
        if isinstance(table, dict)
    ]
    return [board for board in boards if board.rows] or [new_board()]


def write_boards(data: dict[str, Any], boards: Sequence[Board]) -> dict[str, Any]:
    old = found if isinstance(found := data.get("grids"), dict) else {}
    grids = {}
    for board in boards:
        table = dict(old.get(board.name, {})) if isinstance(old.get(board.name), dict) else {}
        table["rows"] = format_rows(board.rows)
        grids[board.name] = table
    result = {key: value for key, value in data.items() if key != "grids"}
    names = [board.name for board in boards]
    phases = data.get("phases")
    if isinstance(phases, list):
        kept = [[g for g in phase if g in names] for phase in phases if isinstance(phase, list)]
        kept = [phase for phase in kept if phase]
        placed = {g for phase in kept for g in phase}
        kept.extend([name] for name in names if name not in placed)
        result["phases"] = kept
    result["grids"] = grids
    return result


def new_board(boards: Sequence[Board] = ()) -> Board:
    taken = {board.name for board in boards}
    name = next((letter for letter in GRID_NAMES if letter not in taken), f"G{len(boards) + 1}")
    return Board(name, tuple(tuple(EMPTY for _ in range(9)) for _ in range(9)))


def new_level() -> dict[str, Any]:
    return {
        "format": 1,
        "game": GAME_ID,
        "name": "My level",
        "description": "",
        "ruleset": "classic",
        "rounds_per_phase": 5,
        "phases": [["A"]],
        "players": [3, 13],
        "grids": {"A": {"rows": format_rows(new_board().rows)}},
    }


def stats(document: TomlDocument) -> list[Stat]:
    """Apples per grid, garnets, and how many cells a snake can reach in one phase from each
    of the likely starts (the cells richest around them, as the bots rank them)."""
    try:
        level = level_from_document(document)
    except ProblemsFound:
        return []
    lines = []
    for name, layout in level.grids.items():
        positive = sum(item.apples for item in layout.items.values() if item.apples > 0)
        negative = sum(item.apples for item in layout.items.values() if item.apples < 0)
        garnets = sum(item.garnets for item in layout.items.values())
        words = f"{positive} apples, {negative} debt, {garnets} garnets"
        lines.append(Stat(f"Grid {name}", words, name))
        for start in likely_starts(layout):
            reach = reachable_cells(layout, start, level.rounds_per_phase)
            lines.append(Stat(f"  from {cell_name(start)}", f"{reach} cells in a phase", name))
    return lines


NEAR = tuple((dx, dy) for dx in range(-2, 3) for dy in range(-2, 3) if 0 < abs(dx) + abs(dy) <= 2)
GARNET_WORTH = 5  # a garnet counts as this many apples when ranking starts


def likely_starts(layout: GridLayout, count: int = LIKELY_STARTS) -> list[Cell]:
    """The cells richest within two steps (garnets worth 5 apples), first in reading order."""
    worth = {cell: item.apples + GARNET_WORTH * item.garnets for cell, item in layout.items.items()}
    richness: dict[Cell, int] = {}
    for (column, row), value in worth.items():
        for dx, dy in NEAR:
            near = (column + dx, row + dy)
            richness[near] = richness.get(near, 0) + value
    free = [cell for cell in layout.cells() if cell not in layout.tunnel_numbers]
    return heapq.nsmallest(count, free, key=lambda c: (-richness.get(c, 0), c[1], c[0]))


def reachable_cells(layout: GridLayout, start: Cell, steps: int) -> int:
    """Cells a head can stand on within `steps` moves (tunnels followed, never outside)."""
    seen = {start}
    frontier = [start]
    for _ in range(steps):
        next_frontier = []
        for cell in frontier:
            for direction in DIRECTIONS:
                target, _, _ = tunnel_target(layout, cell, direction)
                if target is not None and target not in seen:
                    seen.add(target)
                    next_frontier.append(target)
        frontier = next_frontier
    return len(seen)


PHASES_HINT = (
    'phases in order, a comma between them, + joining grids played together: "A, B+C" '
    '(or as in the file: [["A"], ["B", "C"]])'
)


def show_phases(data: Mapping[str, Any]) -> str:
    """The phases as typed: "A, B+C"."""
    phases = data.get("phases")
    if not isinstance(phases, list):
        return ""
    return ", ".join("+".join(map(str, p)) for p in phases if isinstance(p, list))


def parse_phases(text: str, data: dict[str, Any]) -> dict[str, Any]:
    """ "A, B+C" (phases split by commas, or by "then"; + joins the grids of a phase), or the
    file's own form [["A"], ["B", "C"]]. Every grid of the level, added ones included."""
    grids = found if isinstance(found := data.get("grids"), dict) else {}
    phases = [
        [name.strip() for name in part.split("+") if name.strip()]
        for part in re.split(r",|;|\bthen\b", _plain_phases(text), flags=re.IGNORECASE)
        if part.strip()
    ]
    if not phases or any(not names for names in phases):
        raise ValueError(f"phases: {PHASES_HINT}")
    for name in (name for names in phases for name in names):
        if name not in grids:
            known = ", ".join(grids) or "none"
            raise ValueError(f'phases: there is no grid called "{name}" (grids: {known})')
    return {**data, "phases": phases}


def _plain_phases(text: str) -> str:
    """The file's form [["A"], ["B", "C"]] as "A, B+C"; any other text as it is."""
    stripped = text.strip()
    if not stripped.startswith("["):
        return text
    try:
        value = parse_toml(f"phases = {stripped}").data["phases"]
    except ProblemsFound as found:
        raise ValueError(f"phases: {PHASES_HINT}") from found
    if not isinstance(value, list) or not all(isinstance(phase, list) for phase in value):
        raise ValueError(f"phases: {PHASES_HINT}")
    return ", ".join("+".join(str(name) for name in phase) for phase in value)


def rename_grid(data: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """The grid's table and every phase that names it."""
    grids = found if isinstance(found := data.get("grids"), dict) else {}
    result = dict(data)
    result["grids"] = {(new if name == old else name): table for name, table in grids.items()}
    phases = data.get("phases")
    if isinstance(phases, list):
        result["phases"] = [
            [new if name == old else name for name in phase] if isinstance(phase, list) else phase
            for phase in phases
        ]
    return result


# What the game seats: a match 3 to 13 (its setup), a season's Death Match duel 2. A file
# may say up to MAX_PLAYERS (a match file's limit), but no table would ever sit at one.
EDITOR_PLAYERS = (2, 13)
PLAYERS_WHY = "a match seats 3 to 13; 2-2 is a duel for a season's Death Match"

FIELDS = (
    key_field("name", "Name", MAX_NAME),
    key_field("description", "Description", MAX_DESCRIPTION),
    range_field("players", "Players", *EDITOR_PLAYERS, why=PLAYERS_WHY),
    TextField("phases", "Phases", show_phases, parse_phases, hint=PHASES_HINT),
)


def editor() -> LevelEditing:
    return LevelEditing(
        game_id=GAME_ID,
        title="Social Snake",
        kinds={"level": new_level},
        read_boards=read_boards,
        write_boards=write_boards,
        check=check_level,
        palette=PALETTE,
        look=look,
        size_range=(MIN_SIZE, MAX_SIZE),
        board_limit=MAX_GRIDS,
        new_board=new_board,
        level_settings=(
            BoardSetting("ruleset", "Edition", tuple(RULESETS)),
            BoardSetting("rounds_per_phase", "Rounds", tuple(range(1, MAX_ROUNDS_PER_PHASE + 1))),
        ),
        stats=stats,
        apples=apples_of,
        with_apples=with_apples,
        play_test=play_test,
        play_test_whole=True,
        fields=FIELDS,
        board_word="grid",
        rename=rename_grid,
        name_limit=MAX_GRID_NAME,
    )


def play_test(app: Any, text: str, board_index: int | None) -> Any:
    """A match on the grid being edited (the level's other grids left out), or with
    `board_index` None on the whole level: you in the first seat, normal bots in the others,
    nothing saved."""
    from game.core.tomlfile import load_toml
    from game.editor.playtest import play_test_file, play_test_seats
    from game.social_snake.scene import MatchFlowScene
    from game.social_snake.session import MatchSession

    data = parse_toml(text).data
    if board_index is not None:
        grid = list(data["grids"])[board_index]
        data["grids"] = {grid: data["grids"][grid]}
        data["phases"] = [[grid]]
    path = play_test_file(GAME_ID, data)
    level = level_from_document(load_toml(path))
    seats = play_test_seats(max(3, level.players[0]))
    session = MatchSession.start(level, path, seats, seed=1, save=False)
    return MatchFlowScene(app, session)
