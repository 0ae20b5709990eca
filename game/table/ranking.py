"""Rankings with shared places, for every game's results."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Place:
    player: int
    place: int
    shared: bool


@dataclass(frozen=True)
class TieBreak:
    """A tie-break after the totals: `words` say it ("more missions completed"), `values`
    per player (higher places first), `shown` per player as the player knows it."""

    words: str
    values: Sequence[int]
    shown: Sequence[int]


def ranking(totals: Sequence[int], breaks: Sequence[TieBreak] = ()) -> list[Place]:
    """Players from the highest total down, a tie settled by `breaks` in order; players
    tied on everything share the place (1, 1, 3 …)."""
    keys = [(total, *(b.values[p] for b in breaks)) for p, total in enumerate(totals)]
    order = sorted(range(len(totals)), key=lambda p: (tuple(-k for k in keys[p]), p))
    return [
        Place(
            player, 1 + sum(1 for key in keys if key > keys[player]), keys.count(keys[player]) > 1
        )
        for player in order
    ]


def tie_notes(
    names: Sequence[str], totals: Sequence[int], unit: str, breaks: Sequence[TieBreak]
) -> list[str]:
    """One line for each total shared by several players that a tie-break settled: who
    tied, which tie-break decided (with each one's figure) and the places it gave."""
    places = ranking(totals, breaks)
    notes = []
    for total in sorted(set(totals), reverse=True):
        tied = [place for place in places if totals[place.player] == total]
        used = [b for index, b in enumerate(breaks) if _decides(tied, breaks[:index], b)]
        if len(tied) < 2 or not used:
            continue
        who = ", ".join(names[place.player] for place in tied)
        why = "; then ".join(
            f"{b.words} ({', '.join(f'{names[p.player]} {b.shown[p.player]}' for p in tied)})"
            for b in used
        )
        placed = ", ".join(
            f"{names[p.player]} {'=' if p.shared else ''}{ordinal(p.place)}" for p in tied
        )
        notes.append(f"{who} tied on {total} {unit}: {why} decides: {placed}")
    return notes


def _decides(tied: Sequence[Place], before: Sequence[TieBreak], this: TieBreak) -> bool:
    """`this` tells apart some of `tied` that every tie-break `before` it left level."""
    groups: dict[tuple[int, ...], set[int]] = {}
    for place in tied:
        key = tuple(b.values[place.player] for b in before)
        groups.setdefault(key, set()).add(this.values[place.player])
    return any(len(values) > 1 for values in groups.values())


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def winners(names: Sequence[str], totals: Sequence[int]) -> str:
    """ "Ann" or "Ann & Bob": everyone with the highest total."""
    best = max(totals)
    return " & ".join(name for name, total in zip(names, totals, strict=True) if total == best)
