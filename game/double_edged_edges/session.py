"""A Double-edged Edges match being played on this machine, on the table kit.

The kit's SimultaneousSession runs the flow (pending entries, who acts next, bots, the save
that is the match record); this class supplies the game's stages: the rounds, in which every
seat submits a move (or takes the defaults), then the Elimination Candidate vote when the
least points are tied. Every entry, typed in or read back from a save, passes the rules' own
checks (`check_submission`, `vote_problems`). Nothing here draws or imports pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.core.words import plural
from game.double_edged_edges import bot
from game.double_edged_edges.levels import GAME_ID, Level
from game.double_edged_edges.match import (
    MatchRecord,
    PlayerEntry,
    Replay,
    format_move,
    match_grid,
    parse_move,
    record_to_data,
    replay,
    replay_document,
    round_record,
)
from game.double_edged_edges.rules import (
    STAGE_AWARDS,
    STAGE_ROUNDS,
    MatchState,
    RuleViolation,
    Submission,
    VoteCall,
    check_submission,
    finish_match,
    resolve_round,
    vote_call,
    vote_problems,
)
from game.table.seats import Seat, each_garnets
from game.table.session import EntryRefused, Outcome, RecordedSession
from game.table.standings import Standing, Standings

Entry = Submission | None  # None: the seat takes the defaults


class MatchSession(RecordedSession):
    game_id = GAME_ID
    replay_document = staticmethod(replay_document)
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
        """A new match; EntryRefused when the seats fill no partner grid. With `save`, its
        files go to the saves folder at once."""
        players = [
            PlayerEntry(seat.name, garnets, seat.bot, seat.colour or None)
            for seat, garnets in zip(seats, each_garnets(starting_garnets, seats), strict=True)
        ]
        return cls.begin(MatchRecord(str(level_file), seed, players), level, level_file, save, path)

    @classmethod
    def replay_new(cls, record: MatchRecord, level: Level) -> Replay[MatchState]:
        try:
            record.grid = match_grid(record, level)
            return replay(record, level)
        except RuleViolation as violation:
            raise EntryRefused(" ".join(m for _, m in violation.problems)) from None

    def read_pending_entry(self, seat: int, table: Any) -> Any:
        if seat not in self.stage_seats():
            raise EntryRefused(f"{self.record.players[seat].name} has nothing to enter now")
        return self._pending_entry(table)

    def _pending_entry(self, table: Any) -> Any:
        """A saved entry in the shape `submit` takes (EntryRefused when it is not)."""
        names = list(self.state.names)
        if not isinstance(table, dict):
            raise EntryRefused('must be a table such as { move = "R3 Bob", bet = 0 }')
        if self.stage == STAGE_AWARDS:
            vote = table.get("vote")
            if set(table) != {"vote"} or not isinstance(vote, str) or vote not in names:
                raise EntryRefused('the vote must be { vote = "a player\'s name" }')
            return names.index(vote)
        move, bet = table.get("move", ""), table.get("bet", 0)
        unknown = set(table) - {"move", "bet"}
        if unknown or not isinstance(move, str) or not isinstance(bet, int):
            raise EntryRefused('must be { move = "R3 Bob", bet = 0 } (move "" for the defaults)')
        try:
            return parse_move(move, names, bet)
        except ValueError as reason:
            raise EntryRefused(str(reason)) from None

    # --- what the match waits for --------------------------------------------------------

    def vote(self) -> VoteCall | None:
        return vote_call(self.state) if self.stage == STAGE_AWARDS else None

    def stage_seats(self) -> list[int]:
        if self.stage == STAGE_ROUNDS:
            return list(range(self.state.players))
        if self.stage == STAGE_AWARDS and (call := self.vote()):
            return list(call.voters)
        return []

    # --- entries -------------------------------------------------------------------------

    def entry_problems(self, seat: int, entry: Any) -> list[str]:
        """Why the rules refuse this seat's entry now, in words (the entry screens' check)."""
        if self.stage == STAGE_ROUNDS:
            if entry is None:
                return []
            if not isinstance(entry, Submission):
                return ["a move is a direction, an amount and a partner"]
            return check_submission(self.state, seat, entry)
        if self.stage == STAGE_AWARDS:
            if not isinstance(entry, int) or not 0 <= entry < self.state.players:
                return ["a vote names one player"]
            return vote_problems(self.state, seat, entry)
        return ["the match is over"]

    def draft_shape(self) -> Any:
        """The move screen's entry (the vote keeps no draft)."""
        return Submission if self.stage == STAGE_ROUNDS else None

    def check_entry(self, seat: int, entry: Any) -> Any:
        problems = self.entry_problems(seat, entry)
        if problems:
            raise EntryRefused("; ".join(problems))
        return entry

    def bot_entry(self, seat: int) -> Any:
        kind = self.record.players[seat].bot or "normal"
        if self.stage == STAGE_ROUNDS:
            return bot.choose_submission(self.state, seat, kind)
        call = self.vote()
        assert call is not None
        return bot.choose_vote(self.state, seat, call)

    # --- resolving -----------------------------------------------------------------------

    def resolve(self, entries: dict[int, Any]) -> Outcome:
        before = self.state
        names = list(before.names)
        if self.stage == STAGE_ROUNDS:
            submissions: list[Entry] = [entries.get(s) for s in range(before.players)]
            after, events = resolve_round(before, submissions)
            self.record.rounds.append(round_record(submissions, names))
            label = f"Round {before.round_number}"
        else:
            self.record.votes = {names[v]: names[c] for v, c in entries.items()}
            after, events = finish_match(before, dict(entries))
            label = "Awards"
        self.history.add(after, events, label)
        return Outcome(label, before, after, events)

    # --- standings ----------------------------------------------------------------------

    def standings(self, viewer: int | None) -> Standings:
        """Points and garnets are public at every moment."""
        state = self.state
        rows = tuple(
            Standing(
                seat,
                name,
                f"{plural(points, 'point')} · {plural(garnets, 'garnet')}",
                f"{points} · {garnets}",  # a strip too low for names: marks and these
            )
            for seat, (name, points, garnets) in enumerate(
                zip(state.names, state.points, state.garnets, strict=True)
            )
        )
        return Standings(rows, short_heading="points · garnets")

    # --- saving --------------------------------------------------------------------------

    def record_data(self) -> dict[str, Any]:
        self.record.pending = self._pending_data()
        return record_to_data(self.record)

    def _pending_data(self) -> dict[str, Any]:
        names = list(self.state.names)
        data: dict[str, Any] = {}
        for seat, entry in self.pending.items():
            if self.stage == STAGE_AWARDS:
                data[names[seat]] = {"vote": names[entry]}
            else:
                bet = entry.bet if entry is not None else 0
                data[names[seat]] = {"move": format_move(entry, names), "bet": bet}
        return data
