"""Antisocial Snake match files: one format for a record, a save and a replay.

A match file holds the level, the seed, the players and every entry so far, board by board.
Playing it back through the rules gives the state, so saving, continuing and replaying share
one code path. Every entry goes through `rules.check_submission`'s checks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.antisocial_snake.board import MovementEntry, PlacementEntry
from game.antisocial_snake.levels import (
    GAME_ID,
    MAX_BOARDS,
    MAX_PLAYERS,
    Level,
    level_from_document,
)
from game.antisocial_snake.rules import (
    MAX_NAME,
    MatchState,
    RuleViolation,
    new_match,
    place_board,
    resolve_board,
)
from game.core.coords import Cell, cell_name, normalise_moves, parse_cell
from game.core.fields import Fields
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument
from game.table.match_files import (
    BrokenRecord,
    Replay,
    TableRecord,
    read_header,
    read_players,
    replay_match_file,
    seat_data,
)
from game.table.seats import read_colour

TOP_KEYS = {"format", "game", "level", "seed", "players", "boards", "pending"}
PLAYER_KEYS = {"name", "bot", "colour"}
PLACEMENT_KEYS = ("placement", "frame", "toggle", "bids")
MOVEMENT_KEYS = ("moves", "swaps", "redirects", "answers")
BOT_LEVELS = ("easy", "normal", "hard")
MAX_LIST = 64  # longest list a player's entry may hold in a file (every cap is far below)
MAX_TEXT = 2000  # longest string in an entry (a sequence is at most one per board tile)
FILE_KEYS = {"toggles": "toggle"}  # entry field → match-file key where they differ

_SWAP = re.compile(r"\s*([A-Za-z]+\d+)\s*-\s*([A-Za-z]+\d+)\s*")
_REDIRECT = re.compile(r"\s*([A-Za-z]+\d+)\s*(cw|ccw)\s*", re.IGNORECASE)


@dataclass
class PlayerEntry:
    name: str
    bot: str | None = None  # None for a human seat
    colour: str = ""  # the seat's palette colour name (curtains, results); "" for any


@dataclass
class BoardRecord:
    placement: list[PlacementEntry]
    movement: list[MovementEntry] | None = None


@dataclass
class MatchRecord(TableRecord[PlayerEntry]):
    boards: list[BoardRecord] = field(default_factory=list)
    # A save's entries for the stage in play, by player name (not yet resolved).
    pending: dict[str, PlacementEntry | MovementEntry] = field(default_factory=dict)


# --- reading -----------------------------------------------------------------------------


def read_record(document: TomlDocument) -> MatchRecord:
    """The record in a match file; ProblemsFound lists every problem of its shape."""
    top, level, seed = read_header(document, GAME_ID, TOP_KEYS)
    players = _read_players(top)
    boards = _read_boards(top, len(players))
    pending = _read_pending(top)
    if top.problems or level is None:
        raise ProblemsFound(top.problems)
    return MatchRecord(level, seed, players, boards, pending)


def _read_players(top: Fields) -> list[PlayerEntry]:
    players = []
    for player in read_players(top, PLAYER_KEYS, MAX_NAME, MAX_PLAYERS, BOT_LEVELS):
        colour = read_colour(player.fields)
        if player.name is not None:
            players.append(PlayerEntry(player.name, player.bot, colour or ""))
    return players


def _read_boards(top: Fields, players: int) -> list[BoardRecord]:
    tables = top.optional("boards", list, [])
    if len(tables) > MAX_BOARDS:
        top.report(f"a match has at most {MAX_BOARDS} boards, not {len(tables)}", "boards")
        return []
    boards = []
    for board in top.each_table("boards", tables):
        board.refuse_unknown(set(PLACEMENT_KEYS) | set(MOVEMENT_KEYS))
        record = _read_board(board, players)
        if record is not None:
            boards.append(record)
    return boards


def _read_pending(top: Fields) -> dict[str, PlacementEntry | MovementEntry]:
    """A save's unresolved entries: a board-shaped table over the players it `names`."""
    table = top.optional("pending", dict, None)
    if table is None:
        return {}
    pending = top.child("pending", table, "pending")
    pending.refuse_unknown({"names", *PLACEMENT_KEYS, *MOVEMENT_KEYS})
    names = pending.required("names", list) or []
    if len(names) > MAX_PLAYERS or not all(isinstance(n, str) for n in names):
        pending.report(f'"names" lists the names of at most {MAX_PLAYERS} players', "names")
        return {}
    if len(set(names)) != len(names):
        pending.report('"names" names a player twice', "names")
        return {}
    if "placement" not in table:
        table = {**table, "placement": [[] for _ in names]}
        pending = top.child("pending", table, "pending")
    record = _read_board(pending, len(names))
    if record is None:
        return {}
    entries = record.movement if record.movement is not None else record.placement
    return dict(zip(names, entries, strict=True))


def _read_board(board: Fields, players: int) -> BoardRecord | None:
    before = len(board.problems)
    tables = {key: _per_player(board, key, players) for key in (*PLACEMENT_KEYS, *MOVEMENT_KEYS)}
    if "placement" not in board.table:
        board.report('missing key "placement" (every board starts with a placement)')
    tiles = _cells_lists(board, "placement", tables["placement"])
    frame = _cells_lists(board, "frame", tables["frame"])
    toggles = _cells_lists(board, "toggle", tables["toggle"])
    bids = _bids(board, tables["bids"])
    placement = [
        PlacementEntry(tuple(t), tuple(f), tuple(g), tuple(b.items()))
        for t, f, g, b in zip(tiles, frame, toggles, bids, strict=True)
    ]
    movement = None
    if any(key in board.table for key in MOVEMENT_KEYS):
        moves = _strings_lists(board, "moves", tables["moves"], normalise_moves)
        swaps = _strings_lists(board, "swaps", tables["swaps"], _parse_swap)
        redirects = _strings_lists(board, "redirects", tables["redirects"], _parse_redirect)
        answers = _strings_lists(board, "answers", tables["answers"], str.strip)
        movement = [
            MovementEntry(tuple(m), tuple(s), tuple(r), tuple(a))
            for m, s, r, a in zip(moves, swaps, redirects, answers, strict=True)
        ]
    if len(board.problems) > before:
        return None
    return BoardRecord(placement, movement)


def _per_player(board: Fields, key: str, players: int) -> list[Any]:
    """The key's list with one item per player (missing key: empty items)."""
    empty: Any = {} if key == "bids" else []
    value = board.optional(key, list, None)
    if value is None:
        return [empty] * players
    if len(value) != players:
        board.report(f'"{key}" has {len(value)} entries; there are {players} players', key)
        return [empty] * players
    return value


def _items(board: Fields, key: str, player: int, value: Any) -> list[Any]:
    if not isinstance(value, list):
        board.report(f"{key}: player {player + 1}'s entry must be a list", key, player)
        return []
    if len(value) > MAX_LIST:
        board.report(
            f"{key}: player {player + 1} lists {len(value)} items (at most {MAX_LIST})", key, player
        )
        return []
    return value


def _strings_lists(board: Fields, key: str, lists: list[Any], parse) -> list[list[Any]]:
    result = []
    for player, value in enumerate(lists):
        parsed = []
        for index, item in enumerate(_items(board, key, player, value)):
            try:
                if not isinstance(item, str) or len(item) > MAX_TEXT:
                    raise ValueError(f"{item!r} is not a string of at most {MAX_TEXT} characters")
                parsed.append(parse(item))
            except ValueError as reason:
                board.report(
                    f"{key}, player {player + 1}, item {index + 1}: {reason}", key, player, index
                )
        result.append(parsed)
    return result


def _parse_cell_text(text: str) -> Cell:
    return parse_cell(text)


def _cells_lists(board: Fields, key: str, lists: list[Any]) -> list[list[Cell]]:
    return _strings_lists(board, key, lists, _parse_cell_text)


def _parse_swap(text: str) -> tuple[Cell, Cell]:
    match = _SWAP.fullmatch(text)
    if not match:
        raise ValueError(f'"{text}" is not a swap like "A1-A2"')
    return parse_cell(match.group(1)), parse_cell(match.group(2))


def _parse_redirect(text: str) -> tuple[Cell, str]:
    match = _REDIRECT.fullmatch(text)
    if not match:
        raise ValueError(f'"{text}" is not a direction tile like "C5cw" or "D2ccw"')
    return parse_cell(match.group(1)), match.group(2).lower()


def _bids(board: Fields, tables: list[Any]) -> list[dict[str, int]]:
    result = []
    for player, table in enumerate(tables):
        bids: dict[str, int] = {}
        if not isinstance(table, dict):
            board.report(
                f"bids: player {player + 1}'s bids must be a table like {{r = 40, b = 60}}",
                "bids",
                player,
            )
        else:
            for colour, chips in table.items():
                if not isinstance(chips, int) or isinstance(chips, bool):
                    board.report(
                        f"bids: player {player + 1}'s {colour} bid must be a whole number",
                        "bids",
                        player,
                        colour,
                    )
                else:
                    bids[colour.lower()] = chips
        result.append(bids)
    return result


# --- playing back ------------------------------------------------------------------------


def _file_keys(keys: tuple[str | int, ...]) -> tuple[str | int, ...]:
    return tuple(FILE_KEYS.get(k, k) if isinstance(k, str) else k for k in keys)


def replay(record: MatchRecord, level: Level) -> Replay[MatchState]:
    """Play the record through the rules; BrokenRecord locates every refused entry."""
    try:
        state = new_match(level, record.names, record.seed)
    except RuleViolation as violation:
        raise BrokenRecord(
            [(("players", *r.keys), r.message) for r in violation.problems]
        ) from None
    history = Replay([state], [[]], ["Setup"])
    if len(record.boards) > len(level.boards):
        raise BrokenRecord(
            [(("boards", len(level.boards)), f"the level has {len(level.boards)} boards")]
        )
    for index, board in enumerate(record.boards):
        steps: list[tuple[str, Callable[[MatchState, Any], Any], Sequence[Any]]]
        steps = [("placement", place_board, board.placement)]
        if board.movement is not None:
            steps.append(("movement", resolve_board, board.movement))
        for label, play, entries in steps:
            try:
                state, events = play(state, entries)
            except RuleViolation as violation:
                raise BrokenRecord(
                    [
                        (
                            ("boards", index, *_file_keys(r.keys)),
                            f"{level.board_title(index)}, {label}: {r.message}",
                        )
                        for r in violation.problems
                    ]
                ) from None
            history.add(state, events, f"{level.board_title(index)}: {label}")
    return history


def replay_document(document: TomlDocument) -> tuple[MatchRecord, Level, Replay[MatchState]]:
    """Read and play a match file; ProblemsFound with `path:line` for anything wrong."""
    return replay_match_file(document, read_record, level_from_document, replay)


# --- writing -----------------------------------------------------------------------------


def record_to_data(record: MatchRecord) -> dict[str, Any]:
    """The TOML tables of a match file (for tomli-w)."""
    data = record.header_data(GAME_ID)
    data["players"] = [{"name": player.name, **seat_data(player)} for player in record.players]
    if record.boards:
        data["boards"] = [_board_data(board) for board in record.boards]
    if record.pending:
        data["pending"] = _pending_data(record.pending)
    return data


def _pending_data(pending: dict[str, PlacementEntry | MovementEntry]) -> dict[str, Any]:
    entries = list(pending.values())
    if isinstance(entries[0], MovementEntry):
        board = BoardRecord([PlacementEntry()] * len(entries), entries)  # type: ignore[arg-type]
        data = _board_data(board)
        del data["placement"]
    else:
        data = _board_data(BoardRecord(entries))  # type: ignore[arg-type]
    return {"names": list(pending), **data}


def _names(cells) -> list[str]:
    return [cell_name(cell) for cell in cells]


def _board_data(board: BoardRecord) -> dict[str, Any]:
    data: dict[str, Any] = {"placement": [_names(e.tiles) for e in board.placement]}
    extras: dict[str, list[Any]] = {
        "frame": [_names(e.frame) for e in board.placement],
        "toggle": [_names(e.toggles) for e in board.placement],
        "bids": [e.bid_table for e in board.placement],
    }
    if board.movement is not None:
        data["moves"] = [list(e.moves) for e in board.movement]
        extras |= {
            "swaps": [
                [f"{cell_name(a)}-{cell_name(b)}" for a, b in e.swaps] for e in board.movement
            ],
            "redirects": [[f"{cell_name(c)}{t}" for c, t in e.redirects] for e in board.movement],
            "answers": [list(e.answers) for e in board.movement],
        }
    data |= {key: value for key, value in extras.items() if any(value)}
    return data


# --- the JSON summary --------------------------------------------------------------------


def summary(state: MatchState) -> dict[str, Any]:
    """What `simulate --json` prints: players' totals and every board begun so far."""
    names = state.names
    totals = state.totals
    return {
        "game": GAME_ID,
        "level": state.level.name,
        "seed": state.seed,
        "finished": state.finished,
        "stage": state.stage,
        "players": [{"name": name, "score": totals[i]} for i, name in enumerate(names)],
        "boards": [
            {
                "name": board.spec.name,
                "variation": board.spec.variation,
                "round": state.level.round_of(board.index),
                "resolved": board.resolved,
                "scores": {
                    name: (board.scores[i] if board.scores else 0) for i, name in enumerate(names)
                },
                "quiz": {names[i]: points for i, points in enumerate(board.quiz_points)},
                "snakes": [
                    {
                        "letter": snake.letter,
                        "owner": names[snake.owner],
                        "colour": snake.colour,
                        "start": cell_name(snake.start),
                        "cells": _names(snake.cells),
                        "apples": snake.score,
                        "gathered": snake.gathered,
                        "halted": snake.halted,
                    }
                    for snake in board.snakes
                ],
            }
            for board in state.boards
        ],
    }
