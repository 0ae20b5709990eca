"""An Antisocial Snake match being played on this machine, on the table kit.

The kit's SimultaneousSession runs the flow (pending entries, bots, advancing, the save that
is the match record); this class supplies the game's two stages per board, placement and
movement. Every entry, typed in or read back from a save, goes through
`rules.check_submission` (one code path). Nothing here draws or imports pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.antisocial_snake import bot
from game.antisocial_snake.board import Entry, MovementEntry, PlacementEntry
from game.antisocial_snake.levels import GAME_ID, Level
from game.antisocial_snake.match import (
    BoardRecord,
    MatchRecord,
    PlayerEntry,
    Replay,
    record_to_data,
    replay,
    replay_document,
)
from game.antisocial_snake.rules import (
    STAGE_MOVEMENT,
    STAGE_PLACEMENT,
    MatchState,
    advance,
    check_submission,
    draft_refusals,
)
from game.core.words import plural
from game.table.seats import Seat
from game.table.session import EntryRefused, Outcome, RecordedSession
from game.table.standings import Standing, Standings


class MatchSession(RecordedSession):
    game_id = GAME_ID
    replay_document = staticmethod(replay_document)
    replay_new = staticmethod(replay)
    record: MatchRecord
    level: Level
    history: Replay[MatchState]

    @classmethod
    def start(
        cls, level: Level, level_file: Path, seats: Sequence[Seat], seed: int, save: bool = True
    ) -> MatchSession:
        """A new match; with `save`, its files go to the saves folder at once."""
        players = [PlayerEntry(seat.name, seat.bot, seat.colour) for seat in seats]
        return cls.begin(MatchRecord(str(level_file), seed, players), level, level_file, save)

    # --- what the match waits for --------------------------------------------------------

    def stage_seats(self) -> list[int]:
        return [] if self.finished else list(range(len(self.record.players)))

    def draft_shape(self) -> Any:
        return PlacementEntry if self.stage == STAGE_PLACEMENT else MovementEntry

    def check_draft_entry(self, seat: int, entry: Any) -> None:
        """The entry screens' own check of an entry being built (`draft_refusals`)."""
        refusals = draft_refusals(self.state, seat, entry)
        if refusals:
            raise EntryRefused("; ".join(refusal.message for refusal in refusals))

    def check_entry(self, seat: int, entry: Any) -> Any:
        """The rules' one legality check; EntryRefused gives every reason at once."""
        expected = PlacementEntry if self.stage == STAGE_PLACEMENT else MovementEntry
        if not isinstance(entry, expected):
            raise EntryRefused(f"the board is waiting for {self.stage}")
        reasons = check_submission(self.state, seat, entry)
        if reasons:
            raise EntryRefused("; ".join(reasons))
        return entry

    def bot_entry(self, seat: int) -> Entry:
        return bot.choose_entry(self.state, seat, self.record.players[seat].bot or "normal")

    # --- resolving -----------------------------------------------------------------------

    def resolve(self, entries: dict[int, Any]) -> Outcome:
        before = self.state
        ordered = [entries[seat] for seat in range(len(self.record.players))]
        after, events = advance(before, ordered)
        title = self.level.board_title(before.board_index)
        if before.stage == STAGE_PLACEMENT:
            self.record.boards.append(BoardRecord(ordered))
            label = f"{title}: placement"
        else:
            self.record.boards[-1].movement = ordered
            label = f"{title}: movement"
        self.history.add(after, events, label)
        return Outcome(label, before, after, events)

    # --- standings ----------------------------------------------------------------------

    def standings(self, viewer: int | None) -> Standings:
        """Each player's score is public once a board is scored; which snakes are whose is
        told only to their owner (`viewer`) until the match is over."""
        state = self.state
        totals = state.totals
        rows = tuple(
            Standing(seat, name, plural(totals[seat], "apple"))
            for seat, name in enumerate(state.names)
        )
        return Standings(rows, own_snake_lines(state, viewer) if viewer is not None else ())

    # --- saving --------------------------------------------------------------------------

    def record_data(self) -> dict[str, Any]:
        names = self.record.names
        self.record.pending = {names[seat]: self.pending[seat] for seat in sorted(self.pending)}
        return record_to_data(self.record)


def stage_words(state: MatchState) -> str:
    """ "Round 2, Board 4: Frame: placement" and the like, for status lines."""
    if state.finished:
        return "The match is over"
    index = state.board_index
    what = "placement" if state.stage == STAGE_PLACEMENT else "movement"
    assert state.stage in (STAGE_PLACEMENT, STAGE_MOVEMENT)
    return f"Round {state.level.round_of(index)}, {state.level.board_title(index)}: {what}"


def own_snake_lines(state: MatchState, seat: int) -> tuple[str, ...]:
    """What only `seat` may know: their snakes' letters on the board in play, and their
    score on each board played so far."""
    lines = []
    board = state.board
    if board is not None:
        letters = ", ".join(snake.letter for snake in board.snakes_of(seat)) or "none"
        lines.append(f"Your snakes on this board: {letters}")
    scores = [board.scores[seat] for board in state.boards if board.scores]
    if scores:
        lines.append("Your board scores so far: " + ", ".join(str(score) for score in scores))
    return tuple(lines)
