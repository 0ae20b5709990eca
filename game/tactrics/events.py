"""What happens in a game of Tactrics Snakes, each event with `describe(names)` in plain
words: the event log, the replay and the tests read them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.tactrics.rules import Action


def player_name(names: Sequence[str], player: int) -> str:
    return names[player] if player < len(names) else f"player {player + 1}"


@dataclass(frozen=True)
class Rotated:
    player: int
    action: Action
    moves: tuple[tuple[int, int], ...]  # (from, to) cells of the pieces that moved

    def describe(self, names: Sequence[str]) -> str:
        way = "clockwise" if self.action.clockwise else "anticlockwise"
        return f"{player_name(names, self.player)} turns tower {self.action.tower} {way}"


@dataclass(frozen=True)
class TurnEnded:
    player: int
    actions: int

    def describe(self, names: Sequence[str]) -> str:
        if not self.actions:
            return f"{player_name(names, self.player)} passes (no action)"
        count = f"{self.actions} action{'s' if self.actions != 1 else ''}"
        return f"{player_name(names, self.player)} ends the turn after {count}"


@dataclass(frozen=True)
class FinishCalled:
    player: int
    order: int  # 1 for the first caller
    bonus: int

    def describe(self, names: Sequence[str]) -> str:
        ordinal = {1: "first", 2: "second", 3: "third"}.get(self.order, f"{self.order}th")
        return (
            f"{player_name(names, self.player)} calls a finish ({ordinal}) and gets {self.bonus} "
            f"bonus point{'s' if self.bonus != 1 else ''}"
        )


@dataclass(frozen=True)
class GameEnded:
    totals: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        parts = ", ".join(f"{player_name(names, p)} {t}" for p, t in enumerate(self.totals))
        return f"The game ends: {parts}"


Event = Rotated | TurnEnded | FinishCalled | GameEnded
