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
from game.core.fields import is_kind, kind_name
from game.core.problems import shorten
from game.core.words import plural
from game.social_snake import bot
from game.social_snake.levels import GAME_ID, Level
from game.social_snake.match import (
    MAX_GARNETS,
    MatchRecord,
    PhaseRecord,
    PlayerEntry,
    RoundRecord,
    checked_moves,
    is_premove,
    record_to_data,
    replay,
    replay_document,
)
from game.social_snake.rules import (
    STAGE_AWARDS,
    STAGE_ROUNDS,
    STAGE_STARTS,
    MatchState,
    PlannedPath,
    RuleViolation,
    Submission,
    VoteCall,
    begin_phase,
    check_start_choices,
    finish_match,
    plan_path,
    resolve_round,
    spendable_garnets,
    vote_call,
)
from game.table.match_files import Replay
from game.table.seats import Seat, each_garnets
from game.table.session import Outcome, RecordedSession
from game.table.standings import Standing, Standings

StartDraft = tuple[tuple[str, tuple[Cell, ...]], ...]
"""The start-cell screen's entry: each grid of the phase with its picks, best first."""
MoveDraft = tuple[tuple[tuple[str, str], ...], tuple[tuple[str, int], ...]]
"""The move screen's entry: each active grid's moves, then each one's premove."""


class MatchSession(RecordedSession):
    game_id = GAME_ID
    refusal = RuleViolation
    replay_document = staticmethod(replay_document)
    replay_new = staticmethod(replay)
    record: MatchRecord
    level: Level
    history: Replay[MatchState]

    @classmethod
    def start(
        cls,
        level: Level,
        level_file: Path,
        seats: Sequence[Seat],
        seed: int,
        starting_garnets: int | Sequence[int] = 0,
        save: bool = True,
        path: Path | None = None,
    ) -> MatchSession:
        """A new match; with `save`, its files go to the saves folder at once."""
        players = [
            PlayerEntry(seat.name, garnets, seat.colour, seat.bot)
            for seat, garnets in zip(seats, each_garnets(starting_garnets, seats), strict=True)
        ]
        return cls.begin(MatchRecord(str(level_file), seed, players), level, level_file, save, path)

    def read_pending_entry(self, seat: int, table: Any) -> Any:
        index = {player.name: seat for seat, player in enumerate(self.record.players)}
        return _pending_entry(self.state, index, table)

    # --- what the match waits for --------------------------------------------------------

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

    def check_entry(self, seat: int, entry: Any) -> Any:
        """One check for what a seat submits, typed in or read back from a save; returns the
        entry as it is kept (move letters in upper case)."""
        if self.stage == STAGE_STARTS:
            for grid in self.state.phase_grids:
                check_start_choices(self.level.grids[grid], seat, entry.get(grid, []))
            return entry
        if self.stage == STAGE_ROUNDS:
            return self._checked_moves(seat, entry)
        call = self.vote()
        if call is None or seat not in call.voters or entry not in call.candidates:
            raise RuleViolation("that vote is not possible")
        return entry

    def draft_shape(self) -> Any:
        return {STAGE_STARTS: StartDraft, STAGE_ROUNDS: MoveDraft}.get(self.stage)

    def check_draft_entry(self, seat: int, entry: Any) -> None:
        """The screens' own checks: the submission's (`check_entry`) on the grids played now,
        and no move the rules would cut (the move screen refuses such a key)."""
        if self.stage == STAGE_STARTS:
            grids = self._draft_grids(entry, self.state.phase_grids)
            self.check_entry(seat, {grid: list(grids.get(grid, ())) for grid in grids})
            return
        moves = self._draft_grids(entry[0], self.state.active_grids)
        premoves = self._draft_grids(entry[1], self.state.active_grids)
        active = self.state.active_grids
        submitted = {g: Submission(moves.get(g, ""), premoves.get(g, 0)) for g in active}
        for grid, submission in self._checked_moves(seat, submitted).items():
            plan = self.plan_moves(seat, grid, submission.moves)
            if plan.is_cut:
                words = f"{submission.moves[: plan.kept + 1]} is cut after {plan.kept} moves"
                raise RuleViolation(f"grid {grid}: {shorten(words)}: {plan.cut_reason}")

    @staticmethod
    def _draft_grids(pairs: Sequence[tuple[str, Any]], grids: Sequence[str]) -> dict[str, Any]:
        """A draft's (grid, value) pairs by grid; each grid one played now, named once."""
        kept: dict[str, Any] = {}
        for grid, value in pairs:
            if grid not in grids:
                raise RuleViolation(f'grid "{shorten(grid)}" is not one to enter now')
            if grid in kept:
                raise RuleViolation(f"grid {grid} is named twice")
            kept[grid] = value
        return kept

    def plan_moves(self, seat: int, grid: str, moves: str) -> PlannedPath:
        """Where `seat`'s `moves` would take its head on `grid`, and where the rules cut them
        (the move screen shows it live, and refuses a key that would be cut)."""
        state = self.state
        head = state.grids[grid].heads[seat]
        layout = state.level.grids[grid]
        return plan_path(
            layout, head, moves, state.single_direction, state.ruleset.single_direction_rounds
        )

    def _checked_moves(self, seat: int, entry: Mapping[str, Submission]) -> dict[str, Submission]:
        cleaned = {}
        for grid, submission in entry.items():
            try:
                cleaned[grid] = Submission(checked_moves(submission.moves), submission.premove)
            except ValueError as reason:
                raise RuleViolation(str(reason), ("moves", grid)) from None
            if not is_premove(submission.premove):
                raise RuleViolation(f"premove.{grid}: {PREMOVE_RANGE}", ("premove", grid))
        spent = sum(submission.premove for submission in cleaned.values())
        have = spendable_garnets(self.state, seat)
        if spent > have:
            name = self.record.players[seat].name
            raise RuleViolation(
                f"{name} spends {spent} garnets on premoves but has {have} to spend", ("premove",)
            )
        return cleaned

    def bot_entry(self, seat: int) -> Any:
        state, kind = self.state, self.record.players[seat].bot or "normal"
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
        self.history.add(after, events, label)
        return Outcome(label, before, after, events)

    # --- standings ----------------------------------------------------------------------

    def standings(self, viewer: int | None) -> Standings:
        """Apples and garnets are public at every moment."""
        rows = tuple(
            Standing(
                seat,
                p.name,
                f"{plural(p.apples, 'apple')} · {plural(p.garnets, 'garnet')}",
                f"{p.apples} · {p.garnets}",
            )
            for seat, p in enumerate(self.state.players)
        )
        return Standings(rows, short_heading="apples · garnets")

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


PREMOVE_RANGE = f"a premove is a whole number of garnets from 0 to {MAX_GARNETS}"
_PENDING_KEYS = {STAGE_STARTS: {"starts"}, STAGE_ROUNDS: {"moves", "premove"}}


def _pending_entry(state: MatchState, index: dict[str, int], table: Any) -> Any:
    """A saved entry in the shape `submit_*` takes; RuleViolation (with keys) when it is not."""
    if not isinstance(table, dict):
        raise RuleViolation('must be a table such as { moves = { A = "RR" } }')
    expected = _PENDING_KEYS.get(state.stage, {"vote"})
    for key in table:
        if key not in expected:
            waits = " or ".join(sorted(expected))
            raise RuleViolation(
                f'the match is not waiting for "{shorten(key)}" (but {waits})', (key,)
            )
    if state.stage == STAGE_STARTS:
        lists = _grid_table(state.phase_grids, table, "starts", list)
        try:
            return {g: [parse_cell(_text(c)) for c in lists.get(g, [])] for g in state.phase_grids}
        except ValueError as reason:
            raise RuleViolation(str(reason), ("starts",)) from None
    if state.stage == STAGE_ROUNDS:
        moves = _grid_table(state.active_grids, table, "moves", str)
        premoves = _grid_table(state.active_grids, table, "premove", int)
        return {g: Submission(moves.get(g, ""), premoves.get(g, 0)) for g in state.active_grids}
    vote = table.get("vote")
    if not isinstance(vote, str) or vote not in index:
        raise RuleViolation("the vote must name a player of this match", ("vote",))
    return index[vote]


def _grid_table(grids: Sequence[str], table: dict, key: str, kind: type) -> dict[str, Any]:
    """`table[key]`: a table from grids in play to values of `kind`."""
    value = table.get(key, {})
    if not isinstance(value, dict):
        raise RuleViolation(f"{key} must be a table by grid", (key,))
    for grid, item in value.items():
        if grid not in grids:
            raise RuleViolation(f"{key}: grid {shorten(grid)} is not in play", (key, grid))
        if not is_kind(item, kind):
            wanted = kind_name(kind)
            raise RuleViolation(f"{key}.{shorten(grid)} must be {wanted}", (key, grid))
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f'{value!r} is not a cell name like "C3"'[:80])
    return value
