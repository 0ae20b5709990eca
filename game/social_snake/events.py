"""What happens in a Social Snake match, as plain data a viewer can animate and explain.

Every event can describe itself in words given the players' names. `step` counts the
moves of one grid's round from 1 (premoves included), so "Step 4" means the same thing in
the event log, the animation and the replay viewer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.core.coords import Cell, cell_name
from game.core.words import YOU, acts, plural, their, them, they, whose

# The shared events are used through this module like the game's own (`ev.MatchFinished()`).
from game.table import events as table_events
from game.table.events import Event, Names
from game.table.events import MatchFinished as MatchFinished
from game.table.events import describe_all as describe_all


def _apples(count: int) -> str:
    return plural(count, "apple")


def _garnets(count: int) -> str:
    return plural(count, "garnet")


def _item_words(apples: int, garnets: int) -> str:
    if garnets:
        return _garnets(garnets)
    if apples < 0:
        return f"{_apples(-apples)} of debt"
    return _apples(apples)


def _items_verb(apples: int, garnets: int, many: str, one: str) -> str:
    """The verb that agrees with `_item_words`: "1 apple is", "3 apples are"."""
    count = garnets if garnets else abs(apples)
    return one if count == 1 else many


@dataclass(frozen=True)
class PhaseBegan(Event):
    phase: int  # from 0
    grids: tuple[str, ...]

    def describe(self, names: Names) -> str:
        return f"Phase {self.phase + 1} begins on grid{'s' if len(self.grids) > 1 else ''} " + (
            " and ".join(self.grids)
        )


@dataclass(frozen=True)
class StartAssigned(Event):
    grid: str
    player: int
    cell: Cell
    choice: int | None  # 0-based priority that was granted; None = drawn at random
    listed: tuple[Cell, ...] = ()  # the player's priority list (public once revealed)
    # For each listed cell the player did not get (in list order): the other players who
    # listed it at the same or a better priority, and who won it (None: a tie, nobody did).
    rivals: tuple[tuple[int, ...], ...] = ()
    holders: tuple[int | None, ...] = ()

    def describe(self, names: Names) -> str:
        name = names[self.player]
        where = f"{acts(name, 'starts')} on {cell_name(self.cell)} (grid {self.grid})"
        listed = ", ".join(cell_name(cell) for cell in self.listed)
        lost = self.lost_words(names)
        if self.choice is not None:
            told = f"{where}: choice {self.choice + 1} of {their(name)} list {listed}"
            return f"{told}; {lost}" if lost else told
        if lost:
            return f"{where}, drawn at random: {lost}"
        if self.listed:
            return f"{where}, a random cell: none of {their(name)} list {listed} was free"
        return f"{where}, a random cell: {they(name)} listed none"

    def lost_words(self, names: Names) -> str:
        """Why each listed cell before the one granted was lost, cells lost the same way
        together: "H8 went to Bob; I8 and G8 also listed by Bob and Cat: ties, nobody gets
        them"."""
        outcomes: dict[tuple[int | None, tuple[int, ...]], list[str]] = {}
        for cell, rivals, holder in zip(self.listed, self.rivals, self.holders, strict=False):
            key = (holder, () if holder is not None else rivals)
            outcomes.setdefault(key, []).append(cell_name(cell))
        words = []
        for (holder, rivals), cells in outcomes.items():
            if holder is not None:
                words.append(f"{_and(cells)} went to {names[holder]}")
                continue
            by = _and(names[rival] for rival in rivals)
            ties = "a tie, nobody gets it" if len(cells) == 1 else "ties, nobody gets them"
            words.append(f"{_and(cells)} also listed by {by}: {ties}")
        return "; ".join(words)


def _and(words: Iterable[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cat"."""
    items = list(words)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


@dataclass(frozen=True)
class StartCleared(Event):
    grid: str
    cell: Cell
    apples: int
    garnets: int

    def describe(self, names: Names) -> str:
        what = _item_words(self.apples, self.garnets)
        verb = _items_verb(self.apples, self.garnets, "vanish", "vanishes")
        return f"The {what} on start cell {cell_name(self.cell)} (grid {self.grid}) {verb}"


@dataclass(frozen=True)
class SequenceCut(Event):
    grid: str
    player: int
    kept: int  # moves kept before the cut
    reason: str

    def describe(self, names: Names) -> str:
        return (
            f"{whose(names[self.player], start=True)} sequence on grid {self.grid} stops after "
            f"{self.kept} "
            f"move{'s' if self.kept != 1 else ''}: {self.reason}"
        )


@dataclass(frozen=True)
class PremoveSpent(Event):
    grid: str
    player: int
    garnets: int

    def describe(self, names: Names) -> str:
        return (
            f"{acts(names[self.player], 'spends')} {_garnets(self.garnets)} to move "
            f"{self.garnets} step{'s' if self.garnets != 1 else ''} early on grid {self.grid}"
        )


@dataclass(frozen=True)
class Moved(Event):
    grid: str
    step: int
    player: int
    origin: Cell
    target: Cell
    through_tunnel: bool = False

    def describe(self, names: Names) -> str:
        via = " through a tunnel" if self.through_tunnel else ""
        return (
            f"Step {self.step}: {acts(names[self.player], 'moves')}{via} from "
            f"{cell_name(self.origin)} to {cell_name(self.target)}"
        )


@dataclass(frozen=True)
class Collided(Event):
    """A head ran into something and went back to `origin`; its sequence ended.

    kind: "body" (a Body cell), "head" (a head that did not move this step) or
    "head-on" (two or more moving heads chose the same cell).
    """

    grid: str
    step: int
    player: int
    origin: Cell
    target: Cell
    kind: str
    owner: int | None  # whose body or head was hit; None for head-on
    apples: int  # the round's gain on this grid that was handed over or lost

    def describe(self, names: Names) -> str:
        who = names[self.player]
        where = cell_name(self.target)
        back = f"went back to {cell_name(self.origin)}"
        if self.kind == "head-on":
            crash = (
                f"Step {self.step}: {who} crashed head-on into another head at {where} and {back}"
            )
            if not self.apples:
                return f"{crash}, with no apples from grid {self.grid} this round to lose"
            return (
                f"{crash}, losing the {_apples(self.apples)} gained on grid {self.grid} this round"
            )
        thing = "body" if self.kind == "body" else "head"
        if self.owner == self.player:
            crash = f"Step {self.step}: {who} ran into {their(who)} own {thing} at {where}"
            if not self.apples:
                return f"{crash} and {back}"
            return f"{crash} and kept {_apples(self.apples)}"
        owner = names[self.owner] if self.owner is not None else "nobody"
        crash = f"Step {self.step}: {who} ran into {whose(owner)} {thing} at {where}"
        if not self.apples:
            return f"{crash} and {back}, with no apples from grid {self.grid} this round to give"
        return f"{crash} and gave {them(owner)} {_apples(self.apples)}"


@dataclass(frozen=True)
class ItemsDestroyed(Event):
    grid: str
    step: int
    cell: Cell
    apples: int
    garnets: int

    def describe(self, names: Names) -> str:
        return (
            f"Step {self.step}: the {_item_words(self.apples, self.garnets)} on "
            f"{cell_name(self.cell)} {_items_verb(self.apples, self.garnets, 'are', 'is')} "
            "destroyed in the crash"
        )


@dataclass(frozen=True)
class Collected(Event):
    grid: str
    step: int
    player: int
    cell: Cell
    apples: int
    garnets: int

    def describe(self, names: Names) -> str:
        who = names[self.player]
        if self.apples < 0:
            return (
                f"Step {self.step}: {acts(who, 'steps')} on {cell_name(self.cell)} and "
                f"{'pay' if who == YOU else 'pays'} "
                f"{_apples(-self.apples)} at once"
            )
        return (
            f"Step {self.step}: {acts(who, 'collects')} "
            f"{_item_words(self.apples, self.garnets)} at {cell_name(self.cell)}"
        )


@dataclass(frozen=True)
class Banked(Event):
    grid: str
    player: int
    apples: int

    def describe(self, names: Names) -> str:
        return f"{acts(names[self.player], 'banks')} {_apples(self.apples)} from grid {self.grid}"


@dataclass(frozen=True)
class GridRetired(Event):
    grid: str

    def describe(self, names: Names) -> str:
        return f"Grid {self.grid} leaves play: no head can reach anything worth having"


@dataclass(frozen=True)
class PhaseEnded(Event):
    phase: int

    def describe(self, names: Names) -> str:
        return f"Phase {self.phase + 1} is over"


@dataclass(frozen=True)
class GarnetsAwarded(Event):
    player: int
    garnets: int
    apples: int

    def describe(self, names: Names) -> str:
        earns = acts(names[self.player], "earns")
        return f"{earns} {_garnets(self.garnets)} for {_apples(self.apples)}"


@dataclass(frozen=True)
class TokensOfLifeGiven(table_events.TokensOfLifeGiven):
    place: int  # 1, 2 or 3

    def earned_for(self) -> str:
        return {1: "most", 2: "second most", 3: "third most"}[self.place] + " apples"


@dataclass(frozen=True)
class TokensOfLifeWithheld(Event):
    place: int
    needed: int
    left: int

    def describe(self, names: Names) -> str:
        return (
            f"No Tokens of Life for place {self.place} or below: the step needs {self.needed} "
            f"and only {self.left} remain under the cap"
        )


@dataclass(frozen=True)
class EliminationCandidateChosen(table_events.EliminationCandidateChosen):
    article: ClassVar[str] = "an"  # a match may have several candidates
