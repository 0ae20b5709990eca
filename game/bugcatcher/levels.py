"""Bugcatcher level files: board size, rounds, energy and the mission deck."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from game.bugcatcher.geometry import CENTRAL, NODES, Board, Point
from game.bugcatcher.missions import COLOURS, KINDS, Mission, shape_revisits
from game.core.fields import Fields, top_fields
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument

GAME_ID = "bugcatcher"
MIN_SIZE, MAX_SIZE = 3, 12
MAX_ROUNDS = 20
MAX_ENERGY = 20
MISSIONS_PER_ROUND = 5
MAX_REWARD = 100
MAX_SHAPE = 20
MAX_NAME = 60
MAX_DESCRIPTION = 400
MIN_PLAYERS, MAX_PLAYERS = 2, 9
DEFAULT_COLUMNS, DEFAULT_ROWS = 6, 5  # a level that leaves its size out: the seed's board
DEFAULT_ROUNDS = DEFAULT_ENERGY = 7

TOP_KEYS = {"format", "game", "name", "description", "columns", "rows", "rounds", "energy"}
TOP_KEYS |= {"players", "missions"}
MISSION_KEYS = {"round", "name", "kind", "reward", "penalty", "window", "description"}


@dataclass(frozen=True)
class Level:
    name: str
    board: Board
    rounds: int = 7
    energy: int = 7
    missions: tuple[Mission, ...] = ()
    description: str = ""
    players: tuple[int, int] = (MIN_PLAYERS, MAX_PLAYERS)

    def missions_of_round(self, round_number: int) -> list[Mission]:
        return [m for m in self.missions if m.round == round_number]

    @cached_property
    def mission_index(self) -> dict[str, int]:
        """Position of each mission in the deck, by its case-folded name."""
        return {m.name.casefold(): i for i, m in enumerate(self.missions)}

    def mission_named(self, name: str) -> Mission | None:
        index = self.mission_index.get(name.strip().casefold())
        return None if index is None else self.missions[index]


def level_from_document(document: TomlDocument) -> Level:
    """Build a Level, or raise ProblemsFound listing every problem in the file."""
    top = top_fields(document, GAME_ID, TOP_KEYS)
    problems = top.problems
    name = top.required("name", str)
    description = top.optional("description", str, "")
    columns = _bounded(top, "columns", DEFAULT_COLUMNS, MIN_SIZE, MAX_SIZE)
    rows = _bounded(top, "rows", DEFAULT_ROWS, MIN_SIZE, MAX_SIZE)
    rounds = _bounded(top, "rounds", DEFAULT_ROUNDS, 1, MAX_ROUNDS)
    energy = _bounded(top, "energy", DEFAULT_ENERGY, 1, MAX_ENERGY)
    players = top.player_range(MIN_PLAYERS, MAX_PLAYERS)
    board = Board(columns, rows)
    missions = _read_missions(top, board, rounds)
    if problems or name is None:
        raise ProblemsFound(problems)
    return Level(name, board, rounds, energy, missions, description, players)


def _bounded(fields: Fields, key: str, default: int, lowest: int, highest: int) -> int:
    value = fields.optional(key, int, default)
    if not lowest <= value <= highest:
        fields.report(f'"{fields.name(key)}" is {value}; use {lowest} to {highest}', key)
        return default
    return value


def _read_missions(top: Fields, board: Board, rounds: int) -> tuple[Mission, ...]:
    missions: list[Mission] = []
    names: set[str] = set()
    per_round: dict[int, int] = {}
    for entry in top.each_table("missions", top.optional("missions", list, [])):
        name = entry.table.get("name")
        if isinstance(name, str) and name.strip().casefold() in names:
            entry.report(f'two missions are called "{name.strip()}"', "name")
        names.add(name.strip().casefold() if isinstance(name, str) else "")
        mission = _read_mission(entry, board, rounds)
        if mission is None:
            continue
        per_round[mission.round] = per_round.get(mission.round, 0) + 1
        if per_round[mission.round] == MISSIONS_PER_ROUND + 1:
            entry.report(
                f"round {mission.round} has more than {MISSIONS_PER_ROUND} missions "
                f"(a round's board shows 0 to {MISSIONS_PER_ROUND})",
                "round",
            )
        missions.append(mission)
    return tuple(missions)


def _read_mission(entry: Fields, board: Board, rounds: int) -> Mission | None:
    before = len(entry.problems)
    kind_name = entry.required("kind", str)
    kind = KINDS.get(kind_name) if kind_name is not None else None
    if kind_name is not None and kind is None:
        entry.report(f'unknown mission kind "{kind_name}" (use {" | ".join(KINDS)})', "kind")
    allowed = MISSION_KEYS | (kind.keys if kind else set())
    entry.refuse_unknown(allowed)
    if kind is not None:
        for key in sorted(kind.needs - entry.table.keys()):
            entry.report(f'a "{kind_name}" mission needs "{key}"')
    name = entry.required("name", str)
    if name is not None and not 1 <= len(name.strip()) <= MAX_NAME:
        entry.report(f"a mission's name has 1 to {MAX_NAME} characters", "name")
    shown = _bounded(entry, "round", 1, 1, rounds) if "round" in entry.table else None
    if shown is None:
        entry.report('missing key "round" (the round whose board shows the mission)')
    reward = _bounded(entry, "reward", 0, 0, MAX_REWARD) if "reward" in entry.table else None
    if reward is None:
        entry.report(f'missing key "reward" (fireflies, 0 to {MAX_REWARD})')
    penalty = _bounded(entry, "penalty", 0, 0, MAX_REWARD)
    window = _bounded(entry, "window", 1, 1, rounds)
    params: dict[str, Any] = _read_parameters(entry, board)
    text = entry.optional("description", str, "").strip()
    if len(text) > MAX_DESCRIPTION:
        entry.report(f"a mission's description has at most {MAX_DESCRIPTION} characters")
    params["description"] = text
    if len(entry.problems) > before or kind is None or name is None:
        return None
    if shown is None or reward is None:
        return None
    return Mission(name.strip(), shown, kind_name, reward, penalty, window, **params)


def _read_parameters(entry: Fields, board: Board) -> dict[str, Any]:
    params: dict[str, Any] = {}
    node = entry.optional("node", str, None)
    if node is not None:
        if node not in NODES:
            entry.report(f'"node" must be "border" or "central", not "{node}"', "node")
        params["node"] = node
    if "shape" in entry.table:
        shape = entry.optional("shape", str, "").strip().upper()
        if not 1 <= len(shape) <= MAX_SHAPE or set(shape) - set("UDLR"):
            entry.report(f'"shape" is 1 to {MAX_SHAPE} of the letters U, D, L, R', "shape")
        elif shape_revisits(shape):
            entry.report(
                f'mission "{_mission_name(entry)}": shape {shape} comes back to a point it '
                "already passed, which its own path claimed, so it can never be built "
                "(collision case 1); use an open shape",
                "shape",
            )
        params["shape"] = shape
    if "count" in entry.table:
        limit = 2 * MAX_ENERGY
        params["count"] = _bounded(entry, "count", 0, 0, limit)
    if "colour" in entry.table:
        colour = entry.optional("colour", str, "")
        if colour not in COLOURS:
            entry.report(f'"colour" must be "black" or "blue", not "{colour}"', "colour")
        params["colour"] = colour
    if "rim" in entry.table:
        params["rim"] = entry.optional("rim", bool, False)
    if "targets" in entry.table:
        params["targets"] = _read_targets(entry, board, node or CENTRAL)
    if (
        entry.table.get("kind") == "reach"
        and "targets" not in entry.table
        and not params.get("rim")
    ):
        entry.report('a "reach" mission needs "targets" (a list of coordinates) or rim = true')
    return params


def _mission_name(entry: Fields) -> str:
    name = entry.table.get("name")
    return name.strip() if isinstance(name, str) else "?"


def _read_targets(entry: Fields, board: Board, node: str) -> frozenset[Point]:
    names = entry.optional("targets", list, [])
    points: set[Point] = set()
    if len(names) > 2 * len(board.corners()):
        entry.report("too many targets", "targets")
        return frozenset()
    for index, text in enumerate(names):
        try:
            points.add(board.parse(text, node))
        except ValueError as reason:
            entry.report(f"targets: {reason}", "targets", index)
    return frozenset(points)
