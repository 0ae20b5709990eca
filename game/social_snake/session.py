"""A Social Snake match being played on this machine: the shared middle layer.

The table kit's SimultaneousSession runs the flow (pending entries, who acts next, bots,
advancing, the save that is the match record); this class supplies Social Snake's stages:
start cells, rounds of moves and the Elimination Candidate vote. Nothing here draws or
imports pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.coords import Cell, cell_name, parse_cell
from game.core.tomlfile import load_toml
from game.social_snake import bot
from game.social_snake.levels import GAME_ID, Level
from game.social_snake.match import (
    MatchRecord,
    PhaseRecord,
    PlayerEntry,
    Replay,
    RoundRecord,
    record_to_data,
    replay,
    replay_document,
)
from game.social_snake.rules import (
    STAGE_AWARDS,
    STAGE_ROUNDS,
    STAGE_STARTS,
    MatchState,
    RuleViolation,
    Submission,
    VoteCall,
    begin_phase,
    check_start_choices,
    finish_match,
    resolve_round,
    vote_call,
)
from game.table.seats import Seat
from game.table.session import Outcome, SimultaneousSession


class MatchSession(SimultaneousSession):
    game_id = GAME_ID
    refusal = RuleViolation

    def __init__(self, record: MatchRecord, level: Level, played: Replay, path: Path | None):
        super().__init__(path, _read_pending(record, played.final))
        self.record = record
        self.level = level
        self.history = played

    # --- creating and loading ------------------------------------------------------------

    @classmethod
    def start(
        cls,
        level: Level,
        level_file: Path,
        seats: Sequence[Seat],
        seed: int,
        starting_garnets: int = 0,
        save: bool = True,
    ) -> MatchSession:
        """A new match; with `save`, its files go to the saves folder at once."""
        players = [
            PlayerEntry(seat.name, starting_garnets, seat.colour, seat.bot) for seat in seats
        ]
        path, level_name = cls.new_save(level_file) if save else (None, str(level_file))
        record = MatchRecord(level_name, seed, players)
        session = cls(record, level, replay(record, level), path)
        session.save()
        return session

    @classmethod
    def load(cls, path: Path) -> MatchSession:
        """Resume a saved match exactly; ProblemsFound (path:line) when it cannot be used."""
        record, level, played = replay_document(load_toml(path))
        return cls(record, level, played, path)

    # --- what the match waits for --------------------------------------------------------

    @property
    def state(self) -> MatchState:
        return self.history.final

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def seats(self) -> list[Seat]:
        return [Seat(p.name, p.colour or "", p.bot) for p in self.record.players]

    @property
    def stage(self) -> str:
        return self.state.stage

    def vote(self) -> VoteCall | None:
        return vote_call(self.state) if self.stage == STAGE_AWARDS else None

    def stage_seats(self) -> list[int]:
        if self.stage in (STAGE_STARTS, STAGE_ROUNDS):
            return list(range(len(self.record.players)))
        if self.stage == STAGE_AWARDS and (call := self.vote()):
            return list(call.voters)
        return []

    # --- entries -------------------------------------------------------------------------

    def submit_starts(self, seat: int, starts: Mapping[str, Sequence[Cell]]) -> None:
        self._expect_stage(STAGE_STARTS)
        self.submit(seat, {grid: list(starts.get(grid, [])) for grid in self.state.phase_grids})

    def submit_moves(self, seat: int, moves: Mapping[str, Submission]) -> None:
        self._expect_stage(STAGE_ROUNDS)
        self.submit(seat, {g: moves.get(g, Submission()) for g in self.state.active_grids})

    def submit_vote(self, seat: int, choice: int) -> None:
        self._expect_stage(STAGE_AWARDS)
        self.submit(seat, choice)

    def _expect_stage(self, stage: str) -> None:
        if self.stage != stage:
            raise RuleViolation(f"the match is not waiting for {stage} now")

    def check_entry(self, seat: int, entry: Any) -> None:
        if self.stage == STAGE_STARTS:
            for grid in self.state.phase_grids:
                check_start_choices(self.level.grids[grid], seat, entry.get(grid, []))
        elif self.stage == STAGE_ROUNDS:
            spent = sum(submission.premove for submission in entry.values())
            if spent > self.state.players[seat].garnets:
                name = self.record.players[seat].name
                raise RuleViolation(f"{name} cannot spend {spent} garnets")
        elif (call := self.vote()) is None or entry not in call.candidates:
            raise RuleViolation("that vote is not possible")

    def bot_entry(self, seat: int) -> Any:
        state, kind = self.state, self.record.players[seat].bot
        if self.stage == STAGE_STARTS:
            return {g: bot.choose_starts(state, seat, g, kind) for g in state.phase_grids}
        if self.stage == STAGE_ROUNDS:
            return bot.choose_moves(state, seat, kind)
        call = self.vote()
        assert call is not None
        return bot.choose_vote(state, seat, call)

    # --- resolving -----------------------------------------------------------------------

    def resolve(self, entries: dict[int, Any]) -> Outcome:
        before = self.state
        count = len(self.record.players)
        if self.stage == STAGE_STARTS:
            starts = {g: [entries[s][g] for s in range(count)] for g in before.phase_grids}
            after, events = begin_phase(before, starts)
            self.record.phases.append(PhaseRecord(starts))
            label = f"Phase {before.phase + 1} starts"
        elif self.stage == STAGE_ROUNDS:
            grids = before.active_grids
            submissions = {g: [entries[s][g] for s in range(count)] for g in grids}
            after, events = resolve_round(before, submissions)
            self.record.phases[-1].rounds.append(
                RoundRecord(
                    {g: [e.moves for e in entries] for g, entries in submissions.items()},
                    {g: [e.premove for e in entries] for g, entries in submissions.items()},
                )
            )
            label = f"Phase {before.phase + 1}, round {before.round_number}"
        else:
            names = before.names
            self.record.votes = {names[v]: names[c] for v, c in entries.items()}
            after, events = finish_match(before, dict(entries))
            label = "Awards"
        self.history.states.append(after)
        self.history.events.append(events)
        self.history.labels.append(label)
        return Outcome(label, before, after, events)

    # --- saving --------------------------------------------------------------------------

    def record_data(self) -> dict[str, Any]:
        self.record.pending = _pending_data(self.pending, self.state, self.record)
        return record_to_data(self.record)


def _pending_data(pending: dict[int, Any], state: MatchState, record: MatchRecord) -> dict:
    """The entries of the current stage, by player name, as TOML tables."""
    data: dict[str, Any] = {}
    for seat, entry in pending.items():
        name = record.players[seat].name
        if state.stage == STAGE_STARTS:
            data[name] = {
                "starts": {g: [cell_name(c) for c in cells] for g, cells in entry.items()}
            }
        elif state.stage == STAGE_ROUNDS:
            data[name] = {
                "moves": {g: s.moves for g, s in entry.items()},
                "premove": {g: s.premove for g, s in entry.items()},
            }
        elif state.stage == STAGE_AWARDS:
            data[name] = {"vote": record.players[entry].name}
    return data


def _read_pending(record: MatchRecord, state: MatchState) -> dict[int, Any]:
    """Entries saved mid-stage; anything that no longer fits the stage is dropped."""
    index = {p.name: i for i, p in enumerate(record.players)}
    pending: dict[int, Any] = {}
    for name, table in (record.pending or {}).items():
        seat = index.get(name)
        if seat is None or not isinstance(table, dict):
            continue
        try:
            if state.stage == STAGE_STARTS and "starts" in table:
                pending[seat] = {
                    g: [parse_cell(c) for c in table["starts"].get(g, [])]
                    for g in state.phase_grids
                }
            elif state.stage == STAGE_ROUNDS and "moves" in table:
                pending[seat] = {
                    g: Submission(table["moves"].get(g, ""), table.get("premove", {}).get(g, 0))
                    for g in state.active_grids
                }
            elif state.stage == STAGE_AWARDS and "vote" in table:
                pending[seat] = index[table["vote"]]
        except (KeyError, ValueError, AttributeError, TypeError):
            continue
    return pending
