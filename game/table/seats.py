"""Seats at a table: who plays, in which colour, human or bot, and the setup checks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.problems import UNPRINTABLE

BOT_LEVELS = ("easy", "normal", "hard")
NAME_LIMIT = 16
# The names of the 13 seat colours, in palette order (game/ui/theme.py draws them; a
# test keeps both palettes to these names): what match files store as a seat's colour.
PLAYER_COLOUR_NAMES = (
    "Red", "Blue", "Green", "Yellow", "Orange", "Purple", "Cyan", "Magenta", "Brown", "Pink",
    "Lime", "Teal", "Grey",
)  # fmt: skip
DEFAULT_NAMES = (
    "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou", "Max",
)  # fmt: skip


@dataclass(frozen=True)
class Seat:
    """One player of a match: a unique name, a palette colour name, and a bot level (None
    for a human)."""

    name: str
    colour: str
    bot: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot is not None


def seat_kind_label(kind: str | None) -> str:
    return "Human" if kind is None else f"Bot: {kind}"


def seat_name_problems(names: Sequence[str]) -> list[str]:
    """What a setup screen must refuse about the players' names, in words."""
    cleaned = [name.strip() for name in names]
    found = []
    if any(not name for name in cleaned):
        found.append("Every player needs a name.")
    if any(len(name) > NAME_LIMIT for name in cleaned):
        found.append(f"A name has at most {NAME_LIMIT} characters.")
    if len({name.casefold() for name in cleaned}) != len(cleaned):
        found.append("Two players have the same name.")
    if any(UNPRINTABLE.search(name) for name in cleaned):
        found.append("A name holds a control character (a line break, a tab …): type letters.")
    return found


def next_free_name(used: Sequence[str]) -> str:
    """The first default name nobody uses yet."""
    taken = {name.casefold() for name in used}
    return next(
        (name for name in DEFAULT_NAMES if name.casefold() not in taken),
        f"Player {len(used) + 1}",
    )


def each_garnets(garnets: int | Sequence[int], seats: Sequence[Seat]) -> list[int]:
    """Starting garnets per seat: one count for everyone, or a count per seat (a season)."""
    return [garnets] * len(seats) if isinstance(garnets, int) else list(garnets)
