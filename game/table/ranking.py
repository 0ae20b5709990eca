"""Rankings with shared places, for every game's results."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Place:
    player: int
    place: int
    shared: bool


def ranking(totals: Sequence[int]) -> list[Place]:
    """Players from the highest total down; tied players share the place (1, 1, 3 …)."""
    order = sorted(range(len(totals)), key=lambda p: (-totals[p], p))
    return [
        Place(
            player,
            1 + sum(1 for value in totals if value > totals[player]),
            totals.count(totals[player]) > 1,
        )
        for player in order
    ]


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def winners(names: Sequence[str], totals: Sequence[int]) -> str:
    """ "Ann" or "Ann & Bob": everyone with the highest total."""
    best = max(totals)
    return " & ".join(name for name, total in zip(names, totals, strict=True) if total == best)
