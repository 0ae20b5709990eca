"""Bugcatcher match files: one format for a record, a save and a replay.

The record holds the level, the seed, each player's pregame entry and every round's
submissions. Playing it through the rules gives the state, so saving, continuing and
replaying share one code path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bugcatcher.geometry import BORDER, CENTRAL, NODES, Board, Point
from game.bugcatcher.levels import (
    GAME_ID,
    MAX_ENERGY,
    MAX_PLAYERS,
    Level,
    level_from_document,
)
from game.bugcatcher.rules import (
    MAX_GARNETS,
    PRIORITY_CHOICES,
    STAGE_PREGAME,
    MatchState,
    Pregame,
    RuleViolation,
    Submission,
    begin_match,
    new_match,
    normalise_action,
    pregame_problems,
    resolve_round,
    submission_problems,
)
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

TOP_KEYS = {"format", "game", "level", "seed", "started", "players", "rounds", "pending"}
PLAYER_KEYS = {"name", "garnets", "bid", "central", "border", "bot", "colour"}
ROUND_KEYS = {"actions", "missions"}
MAX_NAME = 40
MAX_LISTED = 2 * MAX_ENERGY  # entries read per list before refusing (caps hostile files)


@dataclass
class PlayerEntry:
    name: str
    garnets: int = 0
    bid: int = 0
    central: list[str] = field(default_factory=list)
    border: list[str] = field(default_factory=list)
    bot: str | None = None
    colour: str = ""  # the seat's palette colour name in the window (reveal and results)


@dataclass
class RoundEntry:
    actions: list[list[str]]
    missions: list[list[str]]


@dataclass
class MatchRecord(TableRecord[PlayerEntry]):
    rounds: list[RoundEntry] = field(default_factory=list)
    started: bool = True  # False while the window waits for the pregame lists
    pending: dict[str, Any] = field(default_factory=dict)  # the window's unfinished entries


# --- reading -----------------------------------------------------------------------------


def read_record(document: TomlDocument) -> MatchRecord:
    """The record in a match file; ProblemsFound lists every problem of its shape."""
    top, level, seed = read_header(document, GAME_ID, TOP_KEYS)
    started = top.optional("started", bool, True)
    players = _read_players(top)
    rounds = _read_rounds(top, len(players))
    if not started and rounds:
        top.report("a match whose pregame is still open has no rounds yet", "started")
    pending = top.optional("pending", dict, {})
    if top.problems or level is None:
        raise ProblemsFound(top.problems)
    return MatchRecord(level, seed, players, rounds, started, pending)


def _read_players(top: Fields) -> list[PlayerEntry]:
    players: list[PlayerEntry] = []
    for player in read_players(top, PLAYER_KEYS, MAX_NAME, MAX_PLAYERS):
        entry = player.fields
        garnets = entry.optional("garnets", int, 0)
        if not 0 <= garnets <= MAX_GARNETS:
            entry.report(f"starting garnets are 0 to {MAX_GARNETS}", "garnets")
            garnets = 0
        lists = {node: _string_list(entry, node, PRIORITY_CHOICES) for node in NODES}
        bid = entry.optional("bid", int, 0)
        colour = read_colour(entry)
        name = player.name or ""
        players.append(
            PlayerEntry(name, garnets, bid, lists[CENTRAL], lists[BORDER], player.bot, colour)
        )
    return players


def _string_list(entry: Fields, key: str, most: int) -> list[str]:
    values = entry.optional(key, list, [])
    if not all(isinstance(v, str) for v in values):
        entry.report(f'"{entry.name(key)}" must be a list of strings', key)
        return []
    if len(values) > most:
        entry.report(f'"{entry.name(key)}" has {len(values)} entries; at most {most}', key)
        return []
    return list(values)


def _read_rounds(top: Fields, players: int) -> list[RoundEntry]:
    rounds: list[RoundEntry] = []
    for entry in top.each_table("rounds", top.optional("rounds", list, [])):
        entry.refuse_unknown(ROUND_KEYS)
        actions = _per_player(entry, "actions", players, actions=True)
        missions = _per_player(entry, "missions", players, actions=False)
        rounds.append(RoundEntry(actions, missions))
    return rounds


def _per_player(entry: Fields, key: str, players: int, actions: bool) -> list[list[str]]:
    where = f"round {int(entry.keys[-1]) + 1}"
    lists = entry.optional(key, list, [[] for _ in range(players)])
    if len(lists) != players:
        entry.report(f"{where}: {key} has {len(lists)} lists; there are {players} players", key)
        return [[] for _ in range(players)]
    result: list[list[str]] = []
    for player, values in enumerate(lists):
        if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            entry.report(f"{where}: {key}[{player}] must be a list of strings", key, player)
            result.append([])
            continue
        if len(values) > MAX_LISTED:
            entry.report(
                f"{where}: {key}[{player}] has {len(values)} entries; at most {MAX_LISTED}",
                key,
                player,
            )
            result.append([])
            continue
        cleaned: list[str] = []
        for index, value in enumerate(values):
            if not actions:
                cleaned.append(value)
                continue
            try:
                cleaned.append(normalise_action(value))
            except ValueError as reason:
                entry.report(f"{where}, player {player + 1}: {reason}", key, player, index)
        result.append(cleaned)
    return result


# --- playing back ------------------------------------------------------------------------


def pregame_entry(board: Board, player: PlayerEntry, index: int) -> tuple[Pregame, list]:
    """The player's lists as points; problems as (keys, message) for unreadable names."""
    problems: list[tuple[tuple, str]] = []
    chosen: dict[str, list[Point]] = {}
    for node in NODES:
        chosen[node] = []
        for rank, name in enumerate(player.central if node == CENTRAL else player.border):
            try:
                chosen[node].append(board.parse(name, node))
            except ValueError as reason:
                problems.append((("players", index, node, rank), f"{player.name}: {reason}"))
    entry = Pregame(tuple(chosen[CENTRAL]), tuple(chosen[BORDER]), player.bid)
    return entry, problems


def replay(record: MatchRecord, level: Level) -> Replay[MatchState]:
    """Play the record through the rules; BrokenRecord locates every broken rule."""
    try:
        state = new_match(level, record.names, record.seed, [p.garnets for p in record.players])
    except RuleViolation as violation:
        raise BrokenRecord([(("players",), violation.message)]) from None
    located: list[tuple[tuple, str]] = []
    entries = []
    for index, player in enumerate(record.players):
        entry, problems = pregame_entry(level.board, player, index)
        located += problems
        located += [
            (("players", index, *keys), f"{player.name}: {message}")
            for keys, message in pregame_problems(state, index, entry)
        ]
        entries.append(entry)
    if located:
        raise BrokenRecord(located)
    if not record.started:
        return Replay([state], [[]], ["Pregame"])
    state, events = begin_match(state, entries)
    history = Replay([state], [events], ["Pregame"])
    for number, round_entry in enumerate(record.rounds):
        where = ("rounds", number)
        label = f"round {number + 1}"
        if state.finished:
            raise BrokenRecord([(where, f"{label}: the match is over after {level.rounds} rounds")])
        submissions = [
            Submission(tuple(actions), tuple(missions))
            for actions, missions in zip(round_entry.actions, round_entry.missions, strict=True)
        ]
        for seat, submission in enumerate(submissions):
            for keys, message in submission_problems(state, seat, submission):
                kind, *rest = keys or ("actions",)
                located.append(
                    ((*where, kind, seat, *rest), f"{label}, {record.names[seat]}: {message}")
                )
        if located:
            raise BrokenRecord(located)
        state, events = resolve_round(state, submissions)
        history.add(state, events, label.capitalize())
    return history


def replay_document(document: TomlDocument) -> tuple[MatchRecord, Level, Replay[MatchState]]:
    """Read and play a match file; ProblemsFound with `path:line` for anything wrong."""
    return replay_match_file(document, read_record, level_from_document, replay)


# --- writing -----------------------------------------------------------------------------


def record_to_data(record: MatchRecord) -> dict[str, Any]:
    """The TOML tables of a match file (for tomli-w)."""
    players = []
    for player in record.players:
        data: dict[str, Any] = {"name": player.name, "garnets": player.garnets, "bid": player.bid}
        data["central"] = list(player.central)
        data["border"] = list(player.border)
        players.append({**data, **seat_data(player)})
    result = record.header_data(GAME_ID)
    if not record.started:
        result["started"] = False
    result["players"] = players
    if record.rounds:
        result["rounds"] = [{"actions": r.actions, "missions": r.missions} for r in record.rounds]
    if record.pending:
        result["pending"] = record.pending
    return result


# --- the JSON summary --------------------------------------------------------------------


def summary(state: MatchState) -> dict[str, Any]:
    """What `simulate --json` prints (the issue's shape, plus a few helpful keys)."""
    board = state.board
    names = state.names
    started = state.stage != STAGE_PREGAME  # no starts are handed out before that
    result: dict[str, Any] = {
        "game": GAME_ID,
        "level": state.level.name,
        "finished": state.finished,
        "rounds_played": state.rounds_played,
        "players": [
            {
                "name": p.name,
                "fireflies": p.fireflies,
                "garnets": p.garnets,
                "missions_completed": p.missions_completed,
                "collisions": p.collisions,
                "central": board.name(p.central) if started else None,
                "central_colour": p.central_colour,
                "border": board.name(p.border) if started else None,
                "border_colour": p.border_colour,
                "fireflies_by_round": list(p.fireflies_by_round),
            }
            for p in state.players
        ],
        "rounds": [
            {
                "void": [list(play.void_steps) for play in record.plays],
                "segments": [
                    [
                        {
                            "step": s.step,
                            "node": s.node,
                            "from": board.name(s.start),
                            "to": board.name(s.end),
                            "colour": s.colour,
                        }
                        for s in play.segments
                    ]
                    for play in record.plays
                ],
                "missions": [list(m) for m in record.undertaken],
            }
            for record in state.history
        ],
        "missions": [
            {
                "name": m.name,
                "status": s.status,
                "round": s.closed_in,
                "shown": m.round,
                "completed_by": [names[p] for p in s.completers],
            }
            for m, s in zip(state.level.missions, state.missions, strict=True)
        ],
        "awards": None,
    }
    if state.awards is not None:
        result["awards"] = {
            "tokens_of_life": {names[p]: n for p, n in state.awards.tokens_of_life.items()},
            "elimination_candidate": names[state.awards.elimination_candidate],
            "elimination_candidates": [names[state.awards.elimination_candidate]],
            "garnets_end": {player.name: player.garnets for player in state.players},
            "winner": names[state.awards.winner],
            "garnets": {names[p]: n for p, n in state.awards.garnets.items()},
            "ranking": [names[p] for p in state.awards.ranking],
        }
    return result
