"""Social Snake level files: the editions, the grid layouts and the TOML loader."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from game.core.board_rows import BoardWords, read_board_rows
from game.core.coords import Cell, cell_name, column_letters
from game.core.fields import Fields, top_fields
from game.core.problems import ProblemsFound, shorten
from game.core.tomlfile import TomlDocument

GAME_ID = "social-snake"
MIN_SIZE = 3
MAX_SIZE = 26
START_CHOICES = 3
MAX_GRIDS = 26
MAX_PLAYERS = 26  # the most a level may be for (a match file holds at most this many)
DEFAULT_PLAYERS = (3, 13)
MAX_ROUNDS_PER_PHASE = 100
MAX_NAME = 60
MAX_DESCRIPTION = 2000
MAX_TOKEN = 6
MAX_GRID_NAME = 20


@dataclass(frozen=True)
class Ruleset:
    """An edition's defaults (RULINGS §1); a level may override some of them."""

    name: str
    garnet_award_first: int
    garnet_award_every: int
    tol_unique_winner: int
    tol_unique_second: int  # what a unique second gets when the winner was unique too
    tol_cap: int
    elimination_candidates: int
    ec_before_tol: bool
    single_direction_rounds: int = 3
    default_rounds_per_phase: int = 5


RULESETS: dict[str, Ruleset] = {
    "classic": Ruleset("classic", 200, 50, 3, 2, 6, 1, False),
    "mm2.5": Ruleset("mm2.5", 150, 50, 2, 1, 4, 2, False),
    "islands": Ruleset("islands", 150, 50, 2, 1, 4, 1, True),
}

RULESET_TITLES = {
    "classic": "Classic (Genius Game 4)",
    "mm2.5": "Main Match 2.5",
    "islands": "Islands",
}


@dataclass(frozen=True)
class Item:
    """What a cell holds: apples (possibly negative) or garnets."""

    apples: int = 0
    garnets: int = 0

    @property
    def token(self) -> str:
        if self.garnets:
            return "G" if self.garnets == 1 else f"{self.garnets}G"
        return str(self.apples)

    @property
    def is_prize(self) -> bool:
        """Worth steering towards: positive apples or a garnet."""
        return self.apples > 0 or self.garnets > 0


@dataclass(frozen=True)
class GridLayout:
    name: str
    width: int
    height: int
    items: dict[Cell, Item]
    tunnel_numbers: dict[Cell, int]
    tunnel_pairs: dict[Cell, Cell] = field(default_factory=dict)

    def contains(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def cells(self) -> list[Cell]:
        return [(column, row) for row in range(self.height) for column in range(self.width)]

    def token_at(self, cell: Cell) -> str:
        if cell in self.tunnel_numbers:
            return f"T{self.tunnel_numbers[cell]}"
        item = self.items.get(cell)
        return item.token if item else "."


@dataclass(frozen=True)
class Level:
    name: str
    ruleset: Ruleset
    rounds_per_phase: int
    grids: dict[str, GridLayout]
    phases: tuple[tuple[str, ...], ...]
    description: str = ""
    players: tuple[int, int] = (3, 13)


TOP_KEYS = {
    "format",
    "game",
    "name",
    "description",
    "ruleset",
    "rounds_per_phase",
    "phases",
    "players",
    "options",
    "grids",
}
GRID_KEYS = {"rows"}
OPTION_KEYS = {
    "single_direction_rounds",
    "garnet_award_first",
    "garnet_award_every",
    "tol_unique_winner",
    "tol_unique_second",
    "tol_cap",
    "elimination_candidates",
}

# The allowed range of each option (garnet awards and counts the rules loop over).
OPTION_RANGES = {
    "single_direction_rounds": (0, MAX_ROUNDS_PER_PHASE),
    "garnet_award_first": (0, 10_000),
    "garnet_award_every": (1, 10_000),
    "tol_unique_winner": (0, 100),
    "tol_unique_second": (0, 100),
    "tol_cap": (0, 100),
    "elimination_candidates": (0, 26),
}

_APPLES = re.compile(r"[+-]?\d+")
_GARNETS = re.compile(r"(\d*)G", re.IGNORECASE)
_TUNNEL = re.compile(r"T(\d+)", re.IGNORECASE)


def parse_token(token: str) -> Item | int | None:
    """A cell token: Item, a tunnel number (int), or None for an empty cell.

    Raises ValueError with a designer-readable reason for anything else.
    """
    if token == ".":
        return None
    if len(token) > MAX_TOKEN:
        raise ValueError(
            f'"{shorten(token)}" is too long for a cell (at most {MAX_TOKEN} characters)'
        )
    if _APPLES.fullmatch(token):
        apples = int(token)
        return Item(apples=apples) if apples else None
    match = _GARNETS.fullmatch(token)
    if match:
        count = int(match.group(1) or 1)
        if count < 1:
            raise ValueError(f'"{token}" holds no garnets; use "." for an empty cell')
        return Item(garnets=count)
    match = _TUNNEL.fullmatch(token)
    if match:
        return int(match.group(1))
    raise ValueError(f'unknown token "{token}" (use a number of apples, "G", "2G", "T1" or ".")')


def level_from_document(document: TomlDocument) -> Level:
    """Build a Level, or raise ProblemsFound listing every problem in the file."""
    top = top_fields(document, GAME_ID, TOP_KEYS)
    level = _read_level(top)
    if top.problems or level is None:
        raise ProblemsFound(top.problems)
    return level


def _read_level(top: Fields) -> Level | None:
    name = top.text("name", MAX_NAME, required=True)
    description = top.text("description", MAX_DESCRIPTION, "")
    ruleset = _read_ruleset(top)
    rounds = top.number("rounds_per_phase", 1, MAX_ROUNDS_PER_PHASE, 5)
    players = top.player_range(1, MAX_PLAYERS, DEFAULT_PLAYERS)
    grids = _read_grids(top)
    phases = _read_phases(top, grids)
    if top.problems or name is None or ruleset is None or not grids or phases is None:
        return None
    return Level(name, ruleset, rounds, grids, phases, description, players)


def _read_ruleset(top: Fields) -> Ruleset | None:
    name = top.required("ruleset", str)
    if name is None:
        return None
    if name not in RULESETS:
        top.report(f'unknown ruleset "{name}" (use {", ".join(RULESETS)})', "ruleset")
        return None
    ruleset = RULESETS[name]
    options = top.optional("options", dict, {})
    reader = top.child("options", options, "options")
    reader.refuse_unknown(OPTION_KEYS)
    changes: dict[str, int] = {}
    for key in sorted(OPTION_KEYS & options.keys()):
        value = reader.number(key, *OPTION_RANGES[key])
        if value is not None:
            changes[key] = value
    return Ruleset(**{**ruleset.__dict__, **changes})


def _read_grids(top: Fields) -> dict[str, GridLayout]:
    tables = top.required("grids", dict)
    if tables is None:
        return {}
    if not tables:
        top.report('"grids" has no grids: add a table such as [grids.A]', "grids")
    if not top.count("grids", tables, MAX_GRIDS, "grids"):
        return {}
    grids_fields = top.child("grids", tables, "grids")
    grids: dict[str, GridLayout] = {}
    for grid_name, table in tables.items():
        if len(grid_name) > MAX_GRID_NAME:
            grids_fields.report(
                f'grid name "{shorten(grid_name)}" is too long (at most {MAX_GRID_NAME} '
                "characters)",
                grid_name,
            )
            continue
        if not isinstance(table, dict):
            grids_fields.report(f'"grids.{grid_name}" must be a table with "rows"', grid_name)
            continue
        layout = _read_grid(grids_fields.child(grid_name, table, f"grids.{grid_name}"), grid_name)
        if layout is not None:
            grids[grid_name] = layout
    return grids


def _read_grid(grid: Fields, grid_name: str) -> GridLayout | None:
    grid.refuse_unknown(GRID_KEYS)
    before = len(grid.problems)
    words = BoardWords(f"grid {grid_name}", "a grid", f"grid {grid_name}, ")
    board = read_board_rows(grid, (MIN_SIZE, MAX_SIZE), words, parse_token)
    if board is None:
        return None
    items = {cell: c for cell, c in board.cells.items() if isinstance(c, Item)}
    tunnels = {cell: c for cell, c in board.cells.items() if isinstance(c, int)}
    pairs = _pair_tunnels(grid, grid_name, tunnels)
    if len(grid.problems) > before:
        return None
    return GridLayout(grid_name, board.width, board.height, items, tunnels, pairs)


def _pair_tunnels(grid: Fields, grid_name: str, tunnels: dict[Cell, int]) -> dict[Cell, Cell]:
    by_number: dict[int, list[Cell]] = {}
    for cell, number in tunnels.items():
        by_number.setdefault(number, []).append(cell)
    pairs: dict[Cell, Cell] = {}
    for number, cells in sorted(by_number.items()):
        if len(cells) != 2:
            names = ", ".join(cell_name(c) for c in cells)
            grid.report(
                f"grid {grid_name}: tunnel T{number} is used {len(cells)} "
                f"time{'s' if len(cells) != 1 else ''} ({names}); each tunnel number pairs "
                "exactly two cells",
                "rows",
                cells[-1][1] if len(cells) < 2 else cells[2][1],
            )
            continue
        first, second = cells
        pairs[first] = second
        pairs[second] = first
    return pairs


def _read_phases(top: Fields, grids: dict[str, GridLayout]) -> tuple[tuple[str, ...], ...] | None:
    raw: Any = top.optional("phases", list, None)
    tables = top.document.data.get("grids")
    names = list(tables) if isinstance(tables, dict) and len(tables) <= MAX_GRIDS else []
    if raw is None:
        return (tuple(names),) if names else None
    if not top.count("phases", raw, MAX_GRIDS, "phases", fewest=1):
        return None
    phases: list[tuple[str, ...]] = []
    used: set[str] = set()
    for index, phase in enumerate(raw):
        if not isinstance(phase, list) or not phase or not all(isinstance(g, str) for g in phase):
            top.report(
                f'phase {index + 1} must be a non-empty list of grid names, e.g. ["A"]',
                "phases",
                index,
            )
            continue
        for grid_name in phase:
            if grid_name not in names:
                known = ", ".join(names) or "none"
                top.report(
                    f'phase {index + 1} names unknown grid "{shorten(grid_name)}" (grids: {known})',
                    "phases",
                    index,
                )
            elif grid_name in used:
                top.report(
                    f'grid "{grid_name}" is in more than one phase (or twice in one)',
                    "phases",
                    index,
                )
            used.add(grid_name)
        phases.append(tuple(phase))
    unused = [g for g in names if g not in used]
    if unused:
        top.report(f"grids not in any phase: {', '.join(unused)}", "phases")
    return tuple(phases)


def level_rows(layout: GridLayout) -> list[str]:
    """The grid as level-file row strings, with columns padded for a text editor."""
    tokens = [[layout.token_at((c, r)) for c in range(layout.width)] for r in range(layout.height)]
    width = max(len(t) for row in tokens for t in row)
    return [" ".join(t.rjust(width) for t in row).strip() for row in tokens]


def describe_size(layout: GridLayout) -> str:
    return f"{layout.width}×{layout.height} (A1–{column_letters(layout.width - 1)}{layout.height})"
