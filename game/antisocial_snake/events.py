"""What happens on an Antisocial Snake board, as plain data a viewer can animate and explain.

Snake events name snakes by letter only: owners stay hidden until the match ends, so the
same words can be shown to everyone. `step` counts the moves of a board from 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.antisocial_snake.levels import board_title
from game.core.coords import Cell, cell_name
from game.core.words import plural
from game.table import events as table_events
from game.table.events import Event, Names

# The shared events are used through this module like the game's own (`ev.describe_all`).
from game.table.events import describe_all as describe_all

COLOUR_WORDS = {"r": "red", "b": "blue", "g": "green", "y": "yellow", "w": "white", "k": "black"}
TURN_WORDS = {"cw": "clockwise", "ccw": "anticlockwise"}


def _apples(count: int) -> str:
    return plural(count, "apple")


def _verb(count: int, plural: str, singular: str) -> str:
    return singular if count == 1 else plural


@dataclass(frozen=True)
class BoardBegan(Event):
    board: int  # from 0
    name: str
    variation: str

    def describe(self, names: Names) -> str:
        return f"{board_title(self.board, self.name)} begins ({self.variation})"


@dataclass(frozen=True)
class SnakePlaced(Event):
    letter: str
    colour: str
    cell: Cell

    def describe(self, names: Names) -> str:
        return f"Snake {self.letter} ({COLOUR_WORDS[self.colour]}) starts on {cell_name(self.cell)}"


@dataclass(frozen=True)
class SnakeBooted(Event):
    letter: str
    origin: Cell  # the contested tile
    cell: Cell  # where it went
    distance: int

    def describe(self, names: Names) -> str:
        return (
            f"Snake {self.letter} is booted from {cell_name(self.origin)} and takes "
            f"{cell_name(self.cell)}, {self.distance} step{'s' if self.distance != 1 else ''} away"
        )


@dataclass(frozen=True)
class ApplesCleared(Event):
    cell: Cell
    apples: int

    def describe(self, names: Names) -> str:
        verb = _verb(self.apples, "vanish", "vanishes")
        return f"The {_apples(self.apples)} under the snake on {cell_name(self.cell)} {verb}"


@dataclass(frozen=True)
class FrameMoved(Event):
    origin: Cell
    target: Cell | None  # None when four rows down is off the board
    apples: int
    lost: bool

    def describe(self, names: Names) -> str:
        if self.lost:
            where = f"to {cell_name(self.target)}" if self.target else "off the board"
            return (
                f"The {_apples(self.apples)} framed on {cell_name(self.origin)} "
                f"{_verb(self.apples, 'fall', 'falls')} {where} "
                f"and {_verb(self.apples, 'are', 'is')} lost"
            )
        return (
            f"The {_apples(self.apples)} framed on {cell_name(self.origin)} "
            f"{_verb(self.apples, 'move', 'moves')} down to "
            f"{cell_name(self.target) if self.target else '?'}"
        )


@dataclass(frozen=True)
class Toggled(Event):
    cell: Cell
    before: str
    after: str

    def describe(self, names: Names) -> str:
        return (
            f"{cell_name(self.cell)} turns from {COLOUR_WORDS[self.before]} to "
            f"{COLOUR_WORDS[self.after]}"
        )


@dataclass(frozen=True)
class ToggleHeld(Event):
    cell: Cell

    def describe(self, names: Names) -> str:
        return f"{cell_name(self.cell)} keeps its colour: a snake sits on it"


@dataclass(frozen=True)
class TwistLimitSet(Event):
    letter: str
    colour: str
    rank: int  # 1 = highest bid (ties share the better rank)
    twists: int

    def describe(self, names: Names) -> str:
        return (
            f"Snake {self.letter} may make up to {self.twists} twist"
            f"{'s' if self.twists != 1 else ''} (bid rank {self.rank} on "
            f"{COLOUR_WORDS[self.colour]})"
        )


@dataclass(frozen=True)
class Swapped(Event):
    first: Cell
    second: Cell

    def describe(self, names: Names) -> str:
        return f"{cell_name(self.first)} and {cell_name(self.second)} swap places"


@dataclass(frozen=True)
class SwapCancelled(Event):
    first: Cell
    second: Cell
    crowded: Cell  # a tile named in more than one swap

    def describe(self, names: Names) -> str:
        return (
            f"The swap of {cell_name(self.first)} and {cell_name(self.second)} does not happen: "
            f"{cell_name(self.crowded)} is named in more than one swap"
        )


@dataclass(frozen=True)
class DirectionPlaced(Event):
    cell: Cell
    turn: str  # "cw" or "ccw"

    def describe(self, names: Names) -> str:
        return f"A {TURN_WORDS[self.turn]} direction tile lies on {cell_name(self.cell)}"


@dataclass(frozen=True)
class DirectionsCancelled(Event):
    cell: Cell

    def describe(self, names: Names) -> str:
        return (
            f"Clockwise and anticlockwise tiles were both played on {cell_name(self.cell)}: "
            "neither is placed"
        )


@dataclass(frozen=True)
class Moved(Event):
    step: int
    letter: str
    origin: Cell
    target: Cell
    gain: int
    staleness: int = 0
    found: int | None = None  # the apples on the tile before doubling, staleness and so on
    notes: tuple[str, ...] = ()  # each rule that changed the claim, in words

    def describe(self, names: Names) -> str:
        moved = (
            f"Step {self.step}: snake {self.letter} moves from {cell_name(self.origin)} to "
            f"{cell_name(self.target)} and claims {_apples(self.gain)}"
        )
        if self.notes:
            return f"{moved} ({self.found} on the tile, {'; '.join(self.notes)})"
        stale = f" (staleness {self.staleness})" if self.staleness else ""
        return moved + stale


@dataclass(frozen=True)
class Turned(Event):
    step: int
    letter: str
    cell: Cell
    turn: str

    def describe(self, names: Names) -> str:
        return (
            f"Step {self.step}: the direction tile on {cell_name(self.cell)} turns snake "
            f"{self.letter}'s remaining moves {TURN_WORDS[self.turn]}"
        )


@dataclass(frozen=True)
class Halted(Event):
    """A snake tried to enter a tile another snake occupies or enters at the same step."""

    step: int
    letter: str
    cell: Cell
    target: Cell
    reason: str  # "occupied" or "same step"
    apples_before: int
    apples_after: int

    def describe(self, names: Names) -> str:
        why = (
            "another snake has been there"
            if self.reason == "occupied"
            else "another snake enters it at the same step"
        )
        return (
            f"Step {self.step}: snake {self.letter} halts before {cell_name(self.target)} ({why}); "
            f"its {_apples(self.apples_before)} {_verb(self.apples_before, 'are', 'is')} halved "
            f"to {self.apples_after}"
        )


@dataclass(frozen=True)
class Stopped(Event):
    """A move became impossible after swaps or direction tiles: the snake stops, unhalved."""

    step: int
    letter: str
    cell: Cell
    reason: str

    def describe(self, names: Names) -> str:
        return (
            f"Step {self.step}: snake {self.letter} stops on {cell_name(self.cell)}: {self.reason}"
        )


@dataclass(frozen=True)
class DigitSummed(Event):
    letter: str
    before: int
    after: int

    def describe(self, names: Names) -> str:
        return (
            f"Snake {self.letter}'s {_apples(self.before)} count as their digit sum, {self.after}"
        )


@dataclass(frozen=True)
class QuizAnswered(Event):
    player: int
    question: int  # from 0
    answer: str
    correct: bool
    points: int
    right: tuple[str, ...] = ()  # every right answer, as a player reads them

    def describe(self, names: Names) -> str:
        who = names[self.player]
        if self.correct:
            verdict = f"right: {self.points} point{'s' if self.points != 1 else ''}"
            return f'{who} answered "{self.answer}" to question {self.question + 1}: {verdict}'
        told = f" (right: {' or '.join(self.right)})" if self.right else " (no answer was right)"
        if not self.answer:
            return f"{who} left question {self.question + 1} unanswered{told}"
        return f'{who} answered "{self.answer}" to question {self.question + 1}: wrong{told}'


@dataclass(frozen=True)
class BoardScored(Event):
    player: int
    score: int

    def describe(self, names: Names) -> str:
        return f"{names[self.player]} scores {self.score} on this board"


@dataclass(frozen=True)
class MatchFinished(table_events.MatchFinished):
    def describe(self, names: Names) -> str:
        return "The match is over: every snake's owner is revealed"
