"""A Tactrics Snakes multiplayer game being played on this machine: the kit's turn-based
session. Every action and every turn end is written to the save at once (the actions of an
unfinished turn as `draft`), so Continue resumes exactly where the game was left; a game
that is over moves to replays/. Nothing here draws or imports pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.core.tomlfile import load_toml
from game.table.session import TableSession
from game.tactrics.levels import GAME_ID, TactricsLevel
from game.tactrics.match import (
    Match,
    Seat,
    Turn,
    draft_refused,
    match_data,
    read_match,
    replay,
)
from game.tactrics.rules import Action, Event, GameState, RuleViolation, act, end_turn, new_game


class MatchSession(TableSession):
    game_id = GAME_ID

    def __init__(self, match: Match, level_name: str, state: GameState, path: Path | None):
        super().__init__(path)
        self.match = match
        self.level_name = level_name
        self.state = state
        self.turn_states: list[GameState] = []  # the states before each action of this turn
        self.undone: list[Action] = []  # this turn's actions taken back, the latest last
        self.past: list[Event] = []  # what happened before a saved game was loaded (for its log)

    @classmethod
    def start(
        cls,
        level: TactricsLevel,
        level_file: Path,
        seats: Sequence[Seat],
        seed: int,
        save: bool = True,
        path: Path | None = None,
    ) -> MatchSession:
        """A new game; with `save`, saved at once (in the saves folder, or at `path`)."""
        path, level_name = cls.new_save(level_file, path) if save else (None, str(level_file))
        match = Match(level, tuple(seats), seed, ())
        state = new_game(level.board, [seat.colour for seat in seats])
        session = cls(match, level_name, state, path)
        session.save()
        return session

    @classmethod
    def load(cls, path: Path) -> MatchSession:
        """A saved game exactly as it was left; ProblemsFound (path:line) if unusable."""
        document = load_toml(path)
        match = read_match(document)
        ended = replace(match, draft=())
        state, past = replay(ended, document)  # every turn is legal (ProblemsFound if not)
        session = cls(ended, str(document.data["level"]), state, path)
        session.past = past
        for action in match.draft:  # one by one, so that they can be undone
            try:
                session.past.append(session._apply(action))
            except RuleViolation as violation:
                who = session.names[session.state.player]
                raise draft_refused(document, who, violation) from None
        return session

    def keep_finished(self, level_file: Path) -> None:
        """A game played unsaved (the guided one) kept among the replays once it is over,
        so that its "Watch replay" can be found again."""
        if self.path is None and self.finished:
            self.path, self.level_name = self.new_save(level_file)
            self.save()

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.match.seats

    @property
    def names(self) -> list[str]:
        return self.match.names

    @property
    def finished(self) -> bool:
        return self.state.over

    def record_data(self) -> dict[str, Any]:
        return match_data(self.match, self.level_name)

    # --- playing --------------------------------------------------------------------------

    def act(self, action: Action) -> Event:
        """One action of the current turn (RuleViolation when illegal); saved at once. A new
        action forgets the ones taken back."""
        event = self._apply(action)
        self.undone = []
        self.save()
        return event

    def redo(self) -> Event | None:
        """Take the last action taken back again (None: there is none)."""
        if not self.undone:
            return None
        event = self._apply(self.undone.pop())
        self.save()
        return event

    def _apply(self, action: Action) -> Event:
        state, event = act(self.state, action, self.names)
        self.turn_states.append(self.state)
        self.state = state
        self.match = replace(self.match, draft=(*self.match.draft, action))
        return event

    def undo(self) -> bool:
        """Take back the last action of this turn; False when there is none."""
        if not self.turn_states:
            return False
        self.state = self.turn_states.pop()
        self.undone.append(self.match.draft[-1])
        self.match = replace(self.match, draft=self.match.draft[:-1])
        self.save()
        return True

    def end_turn(self, finish: bool) -> list[Event]:
        """End the turn (calling a finish if asked; RuleViolation when illegal) and save."""
        self.state, events = end_turn(self.state, finish, self.names)
        turn = Turn(self.match.draft, finish)
        self.match = replace(self.match, turns=(*self.match.turns, turn), draft=())
        self.turn_states = []
        self.undone = []
        self.save()
        return events
