"""Double-edged Edges match files: one format for a record, a save and a replay.

A match file names the level, the seed, the players (in the order every per-round list
uses), optionally the seating and the grid, every round's moves and bets, and the votes.
Playing it back through the rules gives the state, so saving, continuing and replaying share
one code path.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from game.core.fields import Fields
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument
from game.double_edged_edges.levels import (
    GAME_ID,
    GRID_SIDE,
    Level,
    grid_for,
    level_from_document,
    read_grid,
)
from game.double_edged_edges.rules import (
    STAGE_AWARDS,
    MatchState,
    RuleViolation,
    Submission,
    finish_match,
    new_match,
    resolve_round,
)
from game.table.match_files import (
    Replay,
    TableRecord,
    read_header,
    read_players,
    read_votes,
    replay_match_file,
    seat_data,
)
from game.table.seats import NAME_LIMIT, read_colour

TOP_KEYS = (
    "format", "game", "level", "seed", "seating", "grid", "players", "rounds", "votes", "pending",
)  # fmt: skip
PLAYER_KEYS = ("name", "garnets", "bot", "colour")
ROUND_KEYS = ("moves", "bets")
MAX_NAME = NAME_LIMIT  # as the setup screens allow
MAX_PLAYERS = GRID_SIDE[1] * GRID_SIDE[1]
MAX_STARTING_GARNETS = 99
MAX_MOVE_TEXT = 60
DEFAULT_MOVE = ""  # a seat that did not submit: right, 1, the player to the right, no bet

_MOVE = re.compile(r"\s*([LRlr])\s*(\d{1,6})\s+(\S.*?)\s*")


@dataclass
class PlayerEntry:
    name: str
    garnets: int = 0
    bot: str | None = None  # None for a human seat
    colour: str | None = None  # a palette colour name (the window's seats)


@dataclass
class RoundRecord:
    moves: list[str]  # "R3 Bob", or "" for the defaults
    bets: list[int]


@dataclass
class MatchRecord(TableRecord[PlayerEntry]):
    rounds: list[RoundRecord] = field(default_factory=list)
    seating: list[str] | None = None  # names row by row; None: the seeded shuffle
    grid: tuple[int, int] | None = None  # None: the level's grid, or one that fits the seats
    votes: dict[str, str] = field(default_factory=dict)
    pending: dict[str, Any] = field(default_factory=dict)  # a save's entries of the round


# --- reading -----------------------------------------------------------------------------


def read_record(document: TomlDocument) -> MatchRecord:
    """The record in a match file; ProblemsFound lists every problem of its shape."""
    top, level, seed = read_header(document, GAME_ID, TOP_KEYS)
    players = _read_players(top)
    names = [p.name for p in players]
    seating = _read_seating(top, names)
    grid = read_grid(top, "grid", None)
    rounds = _read_rounds(top, len(players))
    votes = read_votes(top, names)
    pending = top.optional("pending", dict, {})
    if top.problems or level is None:
        raise ProblemsFound(top.problems)
    return MatchRecord(level, seed, players, rounds, seating, grid, votes, pending)


def _read_players(top: Fields) -> list[PlayerEntry]:
    players: list[PlayerEntry] = []
    for player in read_players(top, PLAYER_KEYS, MAX_NAME, MAX_PLAYERS):
        garnets = player.fields.optional("garnets", int, 0)
        if not 0 <= garnets <= MAX_STARTING_GARNETS:
            player.fields.report(
                f"starting garnets are {garnets}; they must be 0 to {MAX_STARTING_GARNETS}",
                "garnets",
            )
            garnets = 0
        colour = read_colour(player.fields, default=None)
        if player.name is not None:
            players.append(PlayerEntry(player.name, garnets, player.bot, colour))
    return players


def _read_seating(top: Fields, names: list[str]) -> list[str] | None:
    seating = top.optional("seating", list, None)
    if seating is None:
        return None
    if sorted(map(str, seating)) != sorted(names):
        top.report("the seating must list every player's name exactly once, row by row", "seating")
        return None
    return list(seating)


def _read_rounds(top: Fields, players: int) -> list[RoundRecord]:
    tables = top.optional("rounds", list, [])
    rounds: list[RoundRecord] = []
    list_fields = top.child("rounds", tables, "rounds")
    for number, table in enumerate(tables):
        label = f"round {number + 1}"
        if not isinstance(table, dict):
            list_fields.report(f"{label} must be a table with moves", number)
            continue
        entry = list_fields.child(number, table, "rounds")
        entry.refuse_unknown(ROUND_KEYS)
        moves = entry.required("moves", list) or []
        bets = entry.optional("bets", list, [0] * players)
        for key, values, kind in (("moves", moves, str), ("bets", bets, int)):
            if len(values) != players:
                entry.report(
                    f"{label}: {key} has {len(values)} entries; there are {players} players", key
                )
            for index, value in enumerate(values):
                if not (isinstance(value, kind) and not isinstance(value, bool)):
                    wanted = 'a move such as "R3 Bob"' if kind is str else "a whole number"
                    entry.report(f"{label}: {key} entry {index + 1} must be {wanted}", key, index)
        rounds.append(RoundRecord(list(moves), list(bets)))
    return rounds


def parse_move(text: str, names: list[str], bet: int = 0) -> Submission | None:
    """`"R3 Bob"` → a Submission (partner by name, any case); "" → None (the defaults).

    Raises ValueError with a player-readable reason.
    """
    if not text.strip():
        if bet:
            raise ValueError("a seat that uses the defaults cannot bet")
        return None
    if len(text) > MAX_MOVE_TEXT:
        raise ValueError(f"a move has at most {MAX_MOVE_TEXT} characters")
    match = _MOVE.fullmatch(text)
    if not match:
        raise ValueError(
            f'"{text}" is not a move: write the direction (L or R), the amount and the '
            'partner\'s name, e.g. "R3 Bob"'
        )
    direction, amount, partner = match.groups()
    index = _player_index(partner, names)
    if index is None:
        raise ValueError(f'"{partner}" is not a player in this match')
    return Submission(direction.upper(), int(amount), index, bet)


def _player_index(name: str, names: list[str]) -> int | None:
    if name in names:
        return names.index(name)
    folded = [n.casefold() for n in names]
    return folded.index(name.casefold()) if name.casefold() in folded else None


def format_move(submission: Submission | None, names: list[str]) -> str:
    if submission is None:
        return DEFAULT_MOVE
    return f"{submission.direction}{submission.amount} {names[submission.partner]}"


def round_record(submissions: list[Submission | None], names: list[str]) -> RoundRecord:
    """A played round as the match file writes it (None: the seat used the defaults)."""
    return RoundRecord(
        [format_move(s, names) for s in submissions], [s.bet if s else 0 for s in submissions]
    )


# --- playing back ------------------------------------------------------------------------


def match_grid(record: MatchRecord, level: Level) -> tuple[int, int]:
    """The file's grid, else the level's when the seats fill it, else the squarest that fits."""
    if record.grid is not None:
        return record.grid
    count = len(record.players)
    if count == level.players:
        return level.grid
    fitting = grid_for(count)
    if fitting is None:
        raise RuleViolation.every(
            [
                (
                    ("players",),
                    f"{count} players do not fill a partner grid with 2 to 6 rows and columns "
                    "(4, 6, 8, 9, 10, 12 … players do)",
                )
            ]
        )
    return fitting


def replay(record: MatchRecord, level: Level, finish: bool = True) -> Replay[MatchState]:
    """Play the record through the rules; RuleViolation keys locate every bad entry.

    With `finish`, a match whose rounds are all played gets its awards (votes from the record).
    """
    names = record.names
    seating = [names.index(n) for n in record.seating] if record.seating else None
    state, events = new_match(
        level,
        names,
        record.seed,
        [p.garnets for p in record.players],
        seating,
        match_grid(record, level),
    )
    history = Replay([state], [events], ["Round 0"])
    for number, round_record in enumerate(record.rounds):
        where = ("rounds", number)
        if number >= level.rounds:
            raise RuleViolation.every([(where, f"the level has {level.rounds} rounds, not more")])
        submissions = _round_submissions(round_record, names, where)
        try:
            state, events = resolve_round(state, submissions)
        except RuleViolation as violation:
            raise RuleViolation.every(
                [((*where, *keys), f"round {number + 1}, {m}") for keys, m in violation.problems]
            ) from None
        history.add(state, events, f"Round {number + 1}")
    if finish and state.stage == STAGE_AWARDS:
        votes = {names.index(v): names.index(c) for v, c in record.votes.items()}
        state, events = finish_match(state, votes)
        history.add(state, events, "Awards")
    elif record.votes:
        voter = next(iter(record.votes))
        raise RuleViolation.every([(("votes", voter), "votes are only cast after the last round")])
    return history


def _round_submissions(
    round_record: RoundRecord, names: list[str], where: tuple[str, int]
) -> list[Submission | None]:
    problems = []
    submissions: list[Submission | None] = []
    for player, text in enumerate(round_record.moves):
        try:
            submissions.append(parse_move(text, names, round_record.bets[player]))
        except ValueError as reason:
            problems.append(
                ((*where, "moves", player), f"round {where[1] + 1}, {names[player]}: {reason}")
            )
    if problems:
        raise RuleViolation.every(problems)
    return submissions


def replay_document(document: TomlDocument) -> tuple[MatchRecord, Level, Replay[MatchState]]:
    """Read and play a match file; ProblemsFound with `path:line` for anything wrong."""
    return replay_match_file(document, read_record, level_from_document, replay)


# --- writing -----------------------------------------------------------------------------


def record_to_data(record: MatchRecord) -> dict[str, Any]:
    """The TOML tables of a match file (for tomli-w)."""
    data = record.header_data(GAME_ID)
    if record.seating:
        data["seating"] = list(record.seating)
    if record.grid:
        data["grid"] = list(record.grid)
    data["players"] = [
        {"name": p.name, "garnets": p.garnets, **seat_data(p)} for p in record.players
    ]
    if record.rounds:
        data["rounds"] = [
            {"moves": list(r.moves), **({"bets": list(r.bets)} if any(r.bets) else {})}
            for r in record.rounds
        ]
    if record.votes:
        data["votes"] = dict(record.votes)
    if record.pending:
        data["pending"] = dict(record.pending)
    return data


# --- the JSON summary --------------------------------------------------------------------


def summary(state: MatchState) -> dict[str, Any]:
    """What `simulate --json` prints."""
    names = state.names
    result: dict[str, Any] = {
        "game": GAME_ID,
        "level": state.level.name,
        "finished": state.finished,
        "rounds_played": state.rounds_played,
        "grid": [state.seating.rows, state.seating.columns],
        "seating": [names[p] for p in state.seating.order],
        "players": [
            {"name": name, "space": space, "points": points, "garnets": garnets}
            for name, space, points, garnets in zip(
                names, state.spaces, state.points, state.garnets, strict=True
            )
        ],
        "rounds": [
            {
                "moves": {
                    names[p]: format_move(s, list(names)) for p, s in enumerate(r.submissions)
                },
                "defaults": [names[p] for p, used in enumerate(r.defaulted) if used],
                "bets": {names[p]: s.bet for p, s in enumerate(r.submissions) if s.bet},
                "landed": dict(zip(names, r.landed, strict=True)),
                "types": dict(zip(names, r.types, strict=True)),
                "scores": dict(zip(names, r.scores, strict=True)),
                "push_offs": {
                    names[p]: names[q] for p, q in enumerate(r.pushed_off) if q is not None
                },
            }
            for r in state.results
        ],
    }
    if state.awards is not None:
        result["awards"] = {
            "tokens_of_life": {names[p]: n for p, n in state.awards.tokens_of_life.items()},
            "elimination_candidates": [names[state.awards.elimination_candidate]],
            "votes": {names[v]: names[c] for v, c in state.awards.votes.items()},
            "garnets_end": dict(zip(names, state.garnets, strict=True)),
        }
    return result
