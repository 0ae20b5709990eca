"""Running standings: each player's total so far, and one player's private breakdown.

A session says what is public through `standings(viewer)` (SimultaneousSession): one
`Standing` per seat with the words anyone may see ("12 apples · 2 garnets"), and, when
`viewer` is a seat, the lines only that player may see behind the curtain (Bugcatcher: their
fireflies by round, from paths, shares of rewards and penalties). Curtains ask with
`viewer=None`; a seat's own entry screen with its seat. The kit's strip draws it
(game/ui/standings.py).

Pure: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """One seat's public line: its total so far, in words."""

    seat: int
    name: str
    total: str
    short: str = ""  # the total in a few characters ("12 · 2"), for a strip too low for names


@dataclass(frozen=True)
class Standings:
    """Everyone's public totals and, for one viewer, their private lines."""

    rows: tuple[Standing, ...]
    private: tuple[str, ...] = ()
    note: str = ""  # said after the rows, to everyone ("fireflies are private …")
    short_heading: str = ""  # what the short totals count ("apples · garnets")

    def public(self) -> Standings:
        """The same standings with the private lines left out (what a curtain may show)."""
        return Standings(self.rows, (), self.note, self.short_heading)
