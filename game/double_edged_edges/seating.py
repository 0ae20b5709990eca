"""The partner grid: seats row by row, wrapping at every side (RULINGS §6).

A player may partner the player to their right or the player below them; at the last column
"right" wraps to the first column of the same row, at the last row "below" wraps to the top.
Both sides are at least 2, so the two eligible partners are always two other players.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.rng import derived_rng

RIGHT = "right"
BELOW = "below"


@dataclass(frozen=True)
class Seating:
    rows: int
    columns: int
    order: tuple[int, ...]  # player index of each seat, row by row

    def place_of(self, player: int) -> tuple[int, int]:
        """(row, column) of a player, both from 0."""
        return divmod(self.order.index(player), self.columns)

    def player_at(self, row: int, column: int) -> int:
        return self.order[(row % self.rows) * self.columns + column % self.columns]

    def right_of(self, player: int) -> int:
        row, column = self.place_of(player)
        return self.player_at(row, column + 1)

    def below(self, player: int) -> int:
        row, column = self.place_of(player)
        return self.player_at(row + 1, column)

    def partners_of(self, player: int) -> tuple[int, int]:
        """The two players this player may choose: (to the right, below)."""
        return (self.right_of(player), self.below(player))

    def choosers_of(self, player: int) -> tuple[int, int]:
        """The two players who may choose this player: (to the left, above)."""
        row, column = self.place_of(player)
        return (self.player_at(row, column - 1), self.player_at(row - 1, column))

    def side_of(self, player: int, partner: int) -> str | None:
        """RIGHT or BELOW when `partner` is eligible for `player`, else None."""
        if partner == self.right_of(player):
            return RIGHT
        if partner == self.below(player):
            return BELOW
        return None

    def rows_of_players(self) -> list[list[int]]:
        return [
            list(self.order[r * self.columns : (r + 1) * self.columns]) for r in range(self.rows)
        ]


def shuffled_seating(rows: int, columns: int, seed: int) -> Seating:
    """The seeded shuffle shown in round 0."""
    order = list(range(rows * columns))
    derived_rng(seed, "seating").shuffle(order)
    return Seating(rows, columns, tuple(order))


def seating_problems(rows: int, columns: int, order: Sequence[int], players: int) -> list[str]:
    """Why an explicit seating cannot be used (empty when it can)."""
    if rows * columns != players:
        return [f"a {rows}×{columns} partner grid seats {rows * columns} players, not {players}"]
    if sorted(order) != list(range(players)):
        return ["the seating must name every player exactly once"]
    return []
