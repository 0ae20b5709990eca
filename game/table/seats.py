"""Seats at a table: who plays, in which colour, human or bot, and the setup checks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.fields import Fields
from game.core.problems import UNPRINTABLE, shorten

BOT_LEVELS = ("easy", "normal", "hard")
PHONE = "phone"  # a setup's seat kind: a person entering on their own phone (not a bot)
NAME_LIMIT = 16
# The 13 seat colours in palette order: name (what match files store as a seat's colour),
# letter (always a letter of the name) and standard shade. game/ui/theme.py draws them, with
# its colour-blind shades under the same names and letters.
PLAYER_COLOURS = (
    ("Red", "R", "#e6194b"),
    ("Blue", "B", "#4363d8"),
    ("Green", "G", "#3cb44b"),
    ("Yellow", "Y", "#ffe119"),
    ("Orange", "O", "#f58231"),
    ("Purple", "P", "#a05ce0"),
    ("Cyan", "C", "#42d4f4"),
    ("Magenta", "M", "#f032e6"),
    ("Brown", "N", "#9a6324"),
    ("Pink", "K", "#fabed4"),
    ("Lime", "L", "#bfef45"),
    ("Teal", "T", "#469990"),
    ("Grey", "E", "#a9a9a9"),
)
PLAYER_COLOUR_NAMES = tuple(name for name, _, _ in PLAYER_COLOURS)


def read_colour(fields: Fields, key: str = "colour", default: Any = "") -> Any:
    """An optional seat colour in a file (a match's, a duel's, a season's cast): one of the
    palette's names exactly, as the window draws it; anything else is a problem naming the
    field and the names allowed, and `default`."""
    colour = fields.optional(key, str, default)
    if colour and colour not in PLAYER_COLOUR_NAMES:
        allowed = ", ".join(PLAYER_COLOUR_NAMES)
        said = f'"{fields.name(key)}" is "{shorten(colour)}", not a player colour (use {allowed})'
        fields.report(said, key)
        return default
    return colour


def colour_code(name: str) -> str:
    """The standard shade of seat colour `name` as "#rrggbb" (KeyError outside the palette)."""
    return {n: code for n, _, code in PLAYER_COLOURS}[name]


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
    if kind == PHONE:
        return "Phone"
    return "Human" if kind is None else f"Bot: {kind}"


def seat_name_problems(names: Sequence[str]) -> list[str]:
    """What a setup screen must refuse about the players' names, in words."""
    cleaned = [name.strip() for name in names]
    found = []
    if any(not name for name in cleaned):
        found.append("Every player needs a name.")
    if any(len(name) > NAME_LIMIT for name in cleaned):
        found.append(f"A name has at most {NAME_LIMIT} characters.")
    if shared := shared_name_words(cleaned):
        found.append(shared)
    if any(UNPRINTABLE.search(name) for name in cleaned):
        found.append("A name holds a control character (a line break, a tab …): type letters.")
    return found


COUNT_WORDS = ("Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
               "Eleven", "Twelve", "Thirteen")  # fmt: skip


def shared_name_words(names: Sequence[str]) -> str:
    """How many players share a name, in words ("Three players have the same name."), ""
    when none do; when several names are shared, how many names."""
    counts = Counter(name.casefold() for name in names)
    groups = sorted((n for n in counts.values() if n > 1), reverse=True)
    if not groups:
        return ""
    most = groups[0]
    words = COUNT_WORDS[most - 2] if most - 2 < len(COUNT_WORDS) else str(most)
    if len(groups) == 1:
        return f"{words} players have the same name."
    others = len(groups) - 1
    more = "another name is" if others == 1 else f"{others} other names are"
    return f"{words} players have the same name, and {more} shared too."


def seats_at_fault(names: Sequence[str]) -> list[int]:
    """The seats whose name `seat_name_problems` refuses (empty, too long, shared with
    another seat, holding a control character), in seat order."""
    cleaned = [name.strip() for name in names]
    folded = [name.casefold() for name in cleaned]
    return [
        index
        for index, name in enumerate(cleaned)
        if not name
        or len(name) > NAME_LIMIT
        or folded.count(folded[index]) > 1
        or UNPRINTABLE.search(name)
    ]


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
