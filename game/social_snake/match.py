"""Social Snake match files: one format for a record, a save and a replay.

A match file holds the level, the seed, the players and every submission so far. Playing
it back through the rules gives the state, so saving, continuing and replaying share one
code path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.coords import Cell, cell_name, normalise_moves, parse_cell
from game.core.fields import Fields, is_kind
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument
from game.social_snake.levels import (
    GAME_ID,
    MAX_GRIDS,
    MAX_PLAYERS,
    MAX_ROUNDS_PER_PHASE,
    MAX_SIZE,
    Level,
    level_from_document,
)
from game.social_snake.rules import (
    STAGE_AWARDS,
    STAGE_ROUNDS,
    STAGE_STARTS,
    MatchState,
    RuleViolation,
    Submission,
    begin_phase,
    duel_winner,
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
from game.table.seats import read_colour

TOP_KEYS = {"format", "game", "level", "seed", "players", "phases", "votes", "pending"}
PLAYER_KEYS = {"name", "garnets", "colour", "bot"}
PHASE_KEYS = {"starts", "rounds"}
ROUND_KEYS = {"moves", "premove"}
MAX_NAME = 40
MAX_GARNETS = 1_000_000
MAX_MOVES = 1000
MAX_START_CHOICES = MAX_SIZE * MAX_SIZE


@dataclass
class PlayerEntry:
    name: str
    garnets: int = 0
    colour: str | None = None
    bot: str | None = None  # None for a human seat


@dataclass
class RoundRecord:
    moves: dict[str, list[str]] = field(default_factory=dict)
    premove: dict[str, list[int]] = field(default_factory=dict)

    def submissions(self, players: int) -> dict[str, list[Submission]]:
        result: dict[str, list[Submission]] = {}
        for grid in {**self.moves, **self.premove}:
            moves = self.moves.get(grid, [""] * players)
            premove = self.premove.get(grid, [0] * players)
            result[grid] = [Submission(m, p) for m, p in zip(moves, premove, strict=True)]
        return result


@dataclass
class PhaseRecord:
    starts: dict[str, list[list[Cell]]] = field(default_factory=dict)
    rounds: list[RoundRecord] = field(default_factory=list)


@dataclass
class MatchRecord(TableRecord[PlayerEntry]):
    phases: list[PhaseRecord] = field(default_factory=list)
    votes: dict[str, str] = field(default_factory=dict)
    pending: dict[str, Any] = field(default_factory=dict)  # the window's unfinished entries


# --- reading -----------------------------------------------------------------------------


def read_record(document: TomlDocument) -> MatchRecord:
    """The record in a match file; ProblemsFound lists every problem of its shape."""
    top, level, seed = read_header(document, GAME_ID, TOP_KEYS)
    players = _read_players(top)
    phases = _read_phases(top)
    votes = read_votes(top, [p.name for p in players])
    pending = top.optional("pending", dict, {})
    if top.problems or level is None:
        raise ProblemsFound(top.problems)
    return MatchRecord(level, seed, players, phases, votes, pending)


def _read_players(top: Fields) -> list[PlayerEntry]:
    players: list[PlayerEntry] = []
    for player in read_players(top, PLAYER_KEYS, MAX_NAME, MAX_PLAYERS):
        garnets = player.fields.number("garnets", 0, MAX_GARNETS, 0)
        colour = read_colour(player.fields, default=None)
        if player.name is not None:
            players.append(PlayerEntry(player.name, garnets, colour, player.bot))
    return players


def _read_phases(top: Fields) -> list[PhaseRecord]:
    tables = top.optional("phases", list, [])
    phases: list[PhaseRecord] = []
    if not top.count("phases", tables, MAX_GRIDS, "phases"):
        return phases
    for phase in top.each_table("phases", tables):
        phase.refuse_unknown(PHASE_KEYS)
        starts = _read_starts(phase)
        rounds = []
        round_tables = phase.optional("rounds", list, [])
        if not phase.count("rounds", round_tables, MAX_ROUNDS_PER_PHASE, "rounds"):
            round_tables = []
        round_fields = phase.child("rounds", round_tables, f"{phase.label}.rounds")
        for number, round_table in enumerate(round_tables):
            if not isinstance(round_table, dict):
                round_fields.report(f"round {number + 1} must be a table", number)
                continue
            rounds.append(_read_round(round_fields.child(number, round_table, "round")))
        phases.append(PhaseRecord(starts, rounds))
    return phases


def _read_starts(phase: Fields) -> dict[str, list[list[Cell]]]:
    table = phase.optional("starts", dict, {})
    starts_fields = phase.child("starts", table, "starts")
    starts: dict[str, list[list[Cell]]] = {}
    for grid, lists in table.items():
        if not isinstance(lists, list) or not all(isinstance(x, list) for x in lists):
            starts_fields.report(
                f'starts.{grid} must be a list of priority lists, e.g. [["A1", "B1", "C1"], …]',
                grid,
            )
            continue
        parsed: list[list[Cell]] = []
        if not starts_fields.count(grid, lists, MAX_PLAYERS, "lists"):
            continue
        for player, names in enumerate(lists):
            if len(names) > MAX_START_CHOICES:
                starts_fields.report(
                    f"starts.{grid}, player {player + 1}: at most {MAX_START_CHOICES} cells",
                    grid,
                    player,
                )
                continue
            cells: list[Cell] = []
            for rank, name in enumerate(names):
                try:
                    if not isinstance(name, str):
                        raise ValueError(f'{name!r} is not a cell name like "C3"')
                    cells.append(parse_cell(name))
                except ValueError as reason:
                    starts_fields.report(
                        f"starts.{grid}, player {player + 1}: {reason}", grid, player, rank
                    )
            parsed.append(cells)
        starts[grid] = parsed
    return starts


def _read_round(entry: Fields) -> RoundRecord:
    entry.refuse_unknown(ROUND_KEYS)
    record = RoundRecord()
    moves = entry.optional("moves", dict, {})
    moves_fields = entry.child("moves", moves, "moves")
    for grid, sequences in moves.items():
        if not isinstance(sequences, list) or not all(isinstance(s, str) for s in sequences):
            moves_fields.report(f'moves.{grid} must be a list of strings such as ["RR", "U"]', grid)
            continue
        if not moves_fields.count(grid, sequences, MAX_PLAYERS, "sequences"):
            continue
        cleaned = []
        for player, sequence in enumerate(sequences):
            try:
                cleaned.append(checked_moves(sequence))
            except ValueError as reason:
                moves_fields.report(f"moves.{grid}, player {player + 1}: {reason}", grid, player)
                cleaned.append("")
        record.moves[grid] = cleaned
    premove = entry.optional("premove", dict, {})
    premove_fields = entry.child("premove", premove, "premove")
    for grid, counts in premove.items():
        if not isinstance(counts, list) or not all(is_premove(c) for c in counts):
            premove_fields.report(
                f"premove.{grid} must be a list of whole numbers from 0 to {MAX_GARNETS}", grid
            )
            continue
        record.premove[grid] = list(counts)
    return record


def checked_moves(sequence: str) -> str:
    """A move string as the rules take it; ValueError for a bad letter or too many moves."""
    if len(sequence) > 2 * MAX_MOVES:  # spaces are allowed between moves
        raise ValueError(f"at most {MAX_MOVES} moves")
    cleaned = normalise_moves(sequence)
    if len(cleaned) > MAX_MOVES:
        raise ValueError(f"at most {MAX_MOVES} moves")
    return cleaned


def is_premove(value: Any) -> bool:
    """Whether a premove read from a file is a whole number of garnets within the cap."""
    return is_kind(value, int) and 0 <= value <= MAX_GARNETS


# --- playing back ------------------------------------------------------------------------


def replay(record: MatchRecord, level: Level, finish: bool = True) -> Replay[MatchState]:
    """Play the record through the rules. RuleViolation.keys locate the bad entry.

    With `finish`, a match whose last phase is over gets its awards (votes from the record).
    """
    names = record.names
    try:
        state = new_match(level, names, record.seed, [p.garnets for p in record.players])
    except RuleViolation as violation:
        raise RuleViolation(violation.message, ("players",)) from None
    history = Replay([state], [[]], ["Setup"])
    for phase_index, phase in enumerate(record.phases):
        where = ("phases", phase_index)
        if state.stage != STAGE_STARTS:
            raise RuleViolation(_phase_not_open(state, phase_index), where)
        try:
            state, events = begin_phase(state, phase.starts)
        except RuleViolation as violation:
            raise RuleViolation(
                f"phase {phase_index + 1}: {violation.message}", (*where, *violation.keys)
            ) from None
        history.add(state, events, f"Phase {phase_index + 1} starts")
        for round_index, round_record in enumerate(phase.rounds):
            round_where = (*where, "rounds", round_index)
            label = f"Phase {phase_index + 1}, round {round_index + 1}"
            if state.stage != STAGE_ROUNDS or state.phase != phase_index:
                raise RuleViolation(f"{label}: the phase is already over", round_where)
            try:
                _check_lengths(round_record, len(names))
                state, events = resolve_round(state, round_record.submissions(len(names)))
            except RuleViolation as violation:
                raise RuleViolation(
                    f"{label}: {violation.message}", (*round_where, *violation.keys)
                ) from None
            history.add(state, events, label)
    if finish and state.stage == STAGE_AWARDS:
        index = {name: i for i, name in enumerate(names)}
        votes = {index[voter]: index[choice] for voter, choice in record.votes.items()}
        state, events = finish_match(state, votes)
        history.add(state, events, "Awards")
    return history


def _phase_not_open(state: MatchState, phase_index: int) -> str:
    if phase_index >= len(state.level.phases):
        return (
            f"the level has {len(state.level.phases)} phase(s); there is no phase {phase_index + 1}"
        )
    return f"phase {phase_index + 1} cannot begin: phase {state.phase + 1} is still being played"


def _check_lengths(round_record: RoundRecord, players: int) -> None:
    for key, table in (("moves", round_record.moves), ("premove", round_record.premove)):
        for grid, values in table.items():
            if len(values) != players:
                raise RuleViolation(
                    f"{key}.{grid} has {len(values)} entries; there are {players} players",
                    (key, grid),
                )


def replay_document(document: TomlDocument) -> tuple[MatchRecord, Level, Replay[MatchState]]:
    """Read and play a match file; ProblemsFound with `path:line` for anything wrong."""
    return replay_match_file(document, read_record, level_from_document, replay)


# --- writing -----------------------------------------------------------------------------


def record_to_data(record: MatchRecord) -> dict[str, Any]:
    """The TOML tables of a match file (for tomli-w)."""
    data = record.header_data(GAME_ID)
    data["players"] = [
        {"name": p.name, "garnets": p.garnets, **seat_data(p)} for p in record.players
    ]
    if record.phases:
        data["phases"] = [_phase_data(phase) for phase in record.phases]
    if record.votes:
        data["votes"] = dict(record.votes)
    if record.pending:
        data["pending"] = record.pending
    return data


def _phase_data(phase: PhaseRecord) -> dict[str, Any]:
    data: dict[str, Any] = {
        "starts": {
            grid: [[cell_name(c) for c in cells] for cells in lists]
            for grid, lists in phase.starts.items()
        }
    }
    if phase.rounds:
        data["rounds"] = []
        for round_record in phase.rounds:
            entry: dict[str, Any] = {"moves": dict(round_record.moves)}
            premoves = {g: v for g, v in round_record.premove.items() if any(v)}
            if premoves:
                entry["premove"] = premoves
            data["rounds"].append(entry)
    return data


# --- the JSON summary --------------------------------------------------------------------


def summary(state: MatchState) -> dict[str, Any]:
    """What `simulate --json` prints: players, grids (as far as begun), awards once over."""
    names = state.names
    result: dict[str, Any] = {
        "game": GAME_ID,
        "level": state.level.name,
        "finished": state.finished,
        "stage": state.stage,
        "phase": min(state.phase, len(state.level.phases) - 1) + 1,
        "rounds_played": len(state.apples_history),  # in the whole match, every phase
        "players": [
            {
                "name": player.name,
                "apples": player.apples,
                "garnets": player.garnets,
                "apples_by_grid": dict(player.apples_by_grid),
            }
            for player in state.players
        ],
        "grids": {
            name: {
                "active": grid.active,
                "heads": {names[p]: cell_name(c) for p, c in grid.heads.items()},
                "bodies": {
                    names[p]: [cell_name(c) for c in cells] for p, cells in grid.bodies.items()
                },
                "items": {
                    cell_name(cell): grid.layout.token_at(cell)
                    if cell not in grid.items
                    else grid.items[cell].token
                    for cell in sorted(
                        {*grid.items, *grid.layout.tunnel_numbers}, key=lambda c: (c[1], c[0])
                    )
                },
            }
            for name, grid in state.grids.items()
        },
    }
    if state.awards is not None:
        result["awards"] = {
            "tokens_of_life": {names[p]: n for p, n in state.awards.tokens_of_life.items()},
            "elimination_candidates": [names[p] for p in state.awards.elimination_candidates],
            "garnets": {names[p]: n for p, n in state.awards.garnets.items()},
            "garnets_end": {player.name: player.garnets for player in state.players},
        }
        if len(state.players) == 2:
            result["winner"] = names[duel_winner(state)]
    return result
