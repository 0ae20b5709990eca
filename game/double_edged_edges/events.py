"""What happens in a Double-edged Edges match, as plain data a viewer can animate and explain.

Every event describes itself in words given the players' names. Spaces are numbered from 1;
a landing outside 1 … length is off the platform (0 and below: off the left end).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.words import plural

# The shared events are used through this module like the game's own (`ev.MatchFinished()`);
# a match has one Elimination Candidate, as the shared event says ("… is the …").
from game.table import events as table_events
from game.table.events import EliminationCandidateChosen as EliminationCandidateChosen
from game.table.events import Event, Names
from game.table.events import MatchFinished as MatchFinished
from game.table.events import describe_all as describe_all

LEFT_END = "left"
RIGHT_END = "right"
SURVIVOR = "survivor"
SCREWED = "screwed"
DUMB = "dumb"


def _direction_word(direction: str) -> str:
    return "left" if direction == "L" else "right"


@dataclass(frozen=True)
class SeatingDrawn(Event):
    rows: tuple[tuple[int, ...], ...]  # player indices, row by row
    shuffled: bool  # False when the match file gave the seating

    def describe(self, names: Names) -> str:
        grid = " / ".join(", ".join(names[p] for p in row) for row in self.rows)
        how = "drawn at random" if self.shuffled else "as set up"
        return f"The partner grid ({how}), row by row: {grid}"


@dataclass(frozen=True)
class BetPlaced(Event):
    player: int
    garnets: int

    def describe(self, names: Names) -> str:
        return f"{names[self.player]} bets {plural(self.garnets, 'garnet')} on a push-off"


@dataclass(frozen=True)
class Pushed(Event):
    """One submission: it moves its player and the partner by `amount` in `direction`."""

    player: int
    partner: int
    direction: str  # "L" or "R"
    amount: int
    defaulted: bool = False

    def describe(self, names: Names) -> str:
        default = " (the defaults)" if self.defaulted else ""
        return (
            f"{names[self.player]} moves {self.amount} {_direction_word(self.direction)} "
            f"together with {names[self.partner]}{default}"
        )


@dataclass(frozen=True)
class Landed(Event):
    player: int
    origin: int
    space: int  # the sum of every move, on the unlimited line
    length: int

    def describe(self, names: Names) -> str:
        shift = self.space - self.origin
        where = f"space {self.space}"
        if self.space < 1:
            where = f"beyond the left end ({1 - self.space} past space 1)"
        elif self.space > self.length:
            where = f"beyond the right end ({self.space - self.length} past space {self.length})"
        if not shift:
            return f"{names[self.player]} stays on space {self.origin}: the moves cancel out"
        moved = f"{abs(shift)} {'right' if shift > 0 else 'left'}"
        return f"{names[self.player]} moves {moved} in all: from space {self.origin} to {where}"


@dataclass(frozen=True)
class Typed(Event):
    player: int
    kind: str  # SURVIVOR, SCREWED or DUMB
    end: str | None  # the end fallen from, None for a survivor

    def describe(self, names: Names) -> str:
        who = names[self.player]
        if self.kind == SURVIVOR:
            return f"{who} survives on the platform"
        if self.kind == DUMB:
            return f"{who} is dumb: they jumped off the {self.end} end in their own direction"
        return f"{who} is screwed: pushed off the {self.end} end against their own direction"


@dataclass(frozen=True)
class Scored(Event):
    player: int
    base: int  # what the type scores
    multiplier: int  # 1 unless the player pushed someone off
    points: int

    def describe(self, names: Names) -> str:
        if self.multiplier == 1:
            return f"{names[self.player]} scores {plural(self.points, 'point')}"
        return (
            f"{names[self.player]} scores {self.base} × {self.multiplier} = "
            f"{plural(self.points, 'point')}"
        )


@dataclass(frozen=True)
class PushedOff(Event):
    """`player`'s partner ended dumb off the end `player`'s own direction points at."""

    player: int
    partner: int
    end: str
    bet: int
    multiplier: int

    def describe(self, names: Names) -> str:
        pusher = names[self.player]
        bet = (
            f" (2 for the push, {self.multiplier - 2} more for the bet of "
            f"{plural(self.bet, 'garnet')})"
            if self.bet
            else ""
        )
        return (
            f"{pusher} pushed {names[self.partner]} off the {self.end} end: {pusher}'s "
            f"points this round count ×{self.multiplier}{bet}, and {pusher} gains 1 garnet"
        )


@dataclass(frozen=True)
class BetLost(Event):
    player: int
    garnets: int

    def describe(self, names: Names) -> str:
        bet = plural(self.garnets, "garnet")
        verb = "is" if self.garnets == 1 else "are"
        return f"{names[self.player]} pushed nobody off: the {bet} bet {verb} lost"


@dataclass(frozen=True)
class ReturnedToStart(Event):
    player: int
    start: int

    def describe(self, names: Names) -> str:
        return f"{names[self.player]} goes back to the start space {self.start}"


@dataclass(frozen=True)
class RoundEnded(Event):
    number: int  # from 1

    def describe(self, names: Names) -> str:
        return f"Round {self.number} is over"


@dataclass(frozen=True)
class TokensOfLifeGiven(table_events.TokensOfLifeGiven):
    def earned_for(self) -> str:
        return "most points"


@dataclass(frozen=True)
class TokensOfLifeWithheld(Event):
    winners: int

    def describe(self, names: Names) -> str:
        return (
            f"{self.winners} players share the most points: one Token of Life each would make "
            f"{self.winners}, 5 or more, so nobody gets one"
        )
