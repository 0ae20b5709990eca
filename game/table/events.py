"""The events every table game shares: the base class, the end of a match and the awards.

A game's own events live in its package and subclass `Event`; each describes itself in words
given the players' names. The award events are shared so that the results screen and the
replay viewer can tell an award from any game's event without knowing the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from game.core.words import acts, plural

Names = Sequence[str]


@dataclass(frozen=True)
class Event:
    def describe(self, names: Names) -> str:  # pragma: no cover - every event overrides
        raise NotImplementedError

    def public(self, names: Names) -> str | None:
        """What every player may be told of this event while the match goes on (games with
        secrets, such as Bugcatcher, override it); None when it stays private."""
        return None


@dataclass(frozen=True)
class TokensOfLifeGiven(Event):
    """`player` receives Tokens of Life; a game's subclass says for what in `earned_for`."""

    player: int
    tokens: int

    def earned_for(self) -> str:  # pragma: no cover - every game's subclass overrides
        raise NotImplementedError

    def describe(self, names: Names) -> str:
        return (
            f"{acts(names[self.player], 'receives')} {plural(self.tokens, 'Token')} of Life "
            f"({self.earned_for()})"
        )


@dataclass(frozen=True)
class EliminationCandidateChosen(Event):
    player: int
    reason: str

    # "the" where a match has exactly one candidate, "an" where it may have several
    article: ClassVar[str] = "the"

    def describe(self, names: Names) -> str:
        who = acts(names[self.player], "is")
        return f"{who} {self.article} Elimination Candidate ({self.reason})"


@dataclass(frozen=True)
class MatchFinished(Event):
    def describe(self, names: Names) -> str:
        return "The match is over"


def describe_all(events: Sequence[Event], names: Names) -> list[str]:
    return [event.describe(names) for event in events]
