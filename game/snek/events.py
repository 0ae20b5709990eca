"""What happens in a Snek battle, as plain data a viewer can animate and explain.

`Decided` is the "why did it move" record: which pattern fired, in which rotation, the
pattern's cells laid on the arena (and whether each held), or that no pattern matched and
the move was random, or that the snek was stuck.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.coords import Cell, cell_name
from game.snek.program import Rule
from game.table.events import Event, Names

ROTATION_WORDS = ("as drawn", "turned right", "turned around", "turned left")

END_ROUNDS = "rounds"
END_LAST_SNEK = "last-snek"
END_ALL_STUCK = "all-stuck"
END_WORDS = {
    END_ROUNDS: "the round limit was reached",
    END_LAST_SNEK: "only one snek is left",
    END_ALL_STUCK: "every snek was stuck",
}


@dataclass(frozen=True)
class RoundBegan(Event):
    round: int
    order: tuple[int, ...]

    def describe(self, names: Names) -> str:
        return f"Round {self.round}: " + ", ".join(names[s] for s in self.order) + " act in turn"


@dataclass(frozen=True)
class OverlayCell:
    """One non-"any" cell of the fired pattern, placed on the arena (may be off it)."""

    cell: Cell
    rule: Rule
    held: bool


@dataclass(frozen=True)
class Decided(Event):
    """Why a snek moved as it did this round."""

    round: int
    snek: int
    head: Cell
    move: str | None  # None: stuck (no legal move)
    pattern: int | None = None  # from 0; None: random move (or stuck)
    rotation: int = 0  # quarter turns clockwise from the pattern as drawn
    cells: tuple[OverlayCell, ...] = ()
    optional_held: int = 0

    @property
    def stuck(self) -> bool:
        return self.move is None

    @property
    def random(self) -> bool:
        return self.move is not None and self.pattern is None

    def describe(self, names: Names) -> str:
        who = names[self.snek]
        if self.move is None:
            return f"{who} at {cell_name(self.head)} is stuck: no legal move"
        if self.pattern is None:
            return f"{who}: no pattern matched, random move {self.move}"
        extra = f", {self.optional_held} optional cell(s) held" if self.optional_held else ""
        return (
            f"{who}: pattern {self.pattern + 1} matched {ROTATION_WORDS[self.rotation]}"
            f"{extra}, move {self.move}"
        )


@dataclass(frozen=True)
class Moved(Event):
    snek: int
    origin: Cell
    target: Cell

    def describe(self, names: Names) -> str:
        return f"{names[self.snek]} moves from {cell_name(self.origin)} to {cell_name(self.target)}"


@dataclass(frozen=True)
class Grabbed(Event):
    snek: int
    victim: int
    cell: Cell

    def describe(self, names: Names) -> str:
        return (
            f"{names[self.snek]} grabs {names[self.victim]}'s tail at {cell_name(self.cell)} "
            "and grows by one"
        )


@dataclass(frozen=True)
class Eliminated(Event):
    snek: int
    by: int

    def describe(self, names: Names) -> str:
        return f"{names[self.snek]} has only its head left and is out (grabbed by {names[self.by]})"


@dataclass(frozen=True)
class BattleEnded(Event):
    round: int
    reason: str
    ranking: tuple[int, ...]

    def describe(self, names: Names) -> str:
        winner = names[self.ranking[0]] if self.ranking else "nobody"
        return f"The battle ends in round {self.round}: {END_WORDS[self.reason]}. First: {winner}"
