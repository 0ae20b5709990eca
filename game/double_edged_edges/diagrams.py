"""Small drawn examples for Double-edged Edges' How to play pages, drawn by the game's own
PlatformView and partner GridView (the entry screens and the reveal draw with them too).

    diagrams = rules_diagrams()     # {page title: [Diagram]}, for GameInfo.rules_diagrams

Each example is the default level's 16-space platform (or a 3 × 3 partner grid) with a few
tokens, the outlines where a move takes them, push arrows, type badges and multipliers,
exactly as a round shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.double_edged_edges.draw import Arrow, GridView, PlatformView, Token
from game.double_edged_edges.events import DUMB, SCREWED, SURVIVOR
from game.double_edged_edges.levels import Level
from game.double_edged_edges.rules_text import PAGES
from game.double_edged_edges.seating import Seating
from game.ui.howto import Diagram, ViewPicture

if TYPE_CHECKING:
    from game.ui.host import Host

# the platform of the default level (levels/double-edged-edges/mainly-by-design.toml, RULINGS §6),
# so that the examples show what the first match shows
EXAMPLE_LEVEL = Level("Mainly By Design", (6, 4, 3, 2, 2, 1, 1, 0, 0, 1, 1, 2, 2, 3, 4, 6), start=8)
NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")
MARKS = tuple(range(len(NAMES)))  # palette places: Ann red, Bob blue, Cat green …
TOKEN = 24
ANN, BOB, CAT, HAL = 0, 1, 2, 7
ANN_LAST = Seating(3, 3, (1, 2, 3, 4, 5, 6, 7, 8, 0))  # Ann in the bottom right seat


@dataclass
class PlatformExample:
    """Tokens on the example platform, with what a reveal step would draw over them;
    players are numbered as in `marks` (their palette places)."""

    marks: Sequence[int]
    tokens: Sequence[Token]
    spaces: tuple[int, int] | None = None  # the part of the platform the caption is about
    ghosts: Sequence[Token] = ()
    arrows: Sequence[Arrow] = ()
    badges: dict[int, str] = field(default_factory=dict)
    multipliers: dict[int, int] = field(default_factory=dict)


class PlatformPicture(ViewPicture):
    """Paints one PlatformExample with a PlatformView."""

    def __init__(self, example: PlatformExample):
        super().__init__()
        self.example = example

    def make_view(self, rect: pygame.Rect, host: Host) -> PlatformView:
        e = self.example
        view = PlatformView(EXAMPLE_LEVEL, rect, e.marks, host.font, spaces=e.spaces)
        view.token = max(view.token, min(view.cell - 6, TOKEN))  # few tokens: a readable size
        view.colour_blind = host.settings.colour_blind
        return view

    def paint(self, view: PlatformView, surface: pygame.Surface) -> None:
        e = self.example
        view.draw(surface, e.tokens, e.ghosts, e.arrows, e.badges, e.multipliers)


class GridPicture(ViewPicture):
    """The partner grid with Ann's seat framed and her two possible partners named."""

    def make_view(self, rect: pygame.Rect, host: Host) -> tuple[GridView, pygame.Rect]:
        view = GridView(ANN_LAST, NAMES, MARKS, host.font)
        view.colour_blind = host.settings.colour_blind
        return view, rect

    def paint(self, view: tuple[GridView, pygame.Rect], surface: pygame.Surface) -> None:
        grid, rect = view
        grid.draw(surface, rect, seat=0, chosen=ANN_LAST.right_of(0))


def _platform(caption: str, example: PlatformExample) -> Diagram:
    return Diagram(caption, PlatformPicture(example))


def rules_diagrams() -> dict[str, list[Diagram]]:
    """The examples by page title (titles as in rules_text.PAGES)."""
    titles = [title for title, _ in PAGES]
    a_round, types, push_offs = (
        next(title for title in titles if title.endswith(end))
        for end in (": a round", ": the types", ": push-offs")
    )
    return {
        a_round: [
            Diagram(
                "Ann sits bottom right: her partner is Hal, to her right (the row wraps), or "
                "Dan, below her (the column wraps). She picks Hal.",
                GridPicture(),
            ),
            _platform(
                "Ann enters Right 3 with Hal as her partner: both move 3 spaces to the right "
                "(the outlines). Moves by anyone who picked Ann or Hal are added on top.",
                PlatformExample(
                    (ANN, HAL),
                    [Token(0, 8), Token(1, 8)],
                    spaces=(7, 11),
                    ghosts=[Token(0, 11), Token(1, 11)],
                    arrows=[Arrow(0, 8, 3, label="3")],
                ),
            ),
        ],
        types: [
            _platform(
                "Ann stays on space 3 (S, survivor: 3 points). Bob moved right and ended off "
                "the right end (D, dumb: 0). Cat moved right but was pushed off the left end "
                "(X, screwed: 2).",
                PlatformExample(
                    (ANN, BOB, CAT),
                    [Token(0, 3), Token(1, 18), Token(2, -1)],
                    badges={0: SURVIVOR, 1: DUMB, 2: SCREWED},
                ),
            ),
        ],
        push_offs: [
            _platform(
                "Ann moved right (to space 14, 3 points) and took her partner Bob, who also "
                "moved right, off the right end: Bob is dumb, Ann pushed him off. Her 3 points "
                "count ×2 and she gains 1 garnet.",
                PlatformExample(
                    (ANN, BOB),
                    [Token(0, 14), Token(1, 18)],
                    spaces=(12, 18),
                    badges={0: SURVIVOR, 1: DUMB},
                    multipliers={0: 2},
                ),
            ),
            _platform(
                "The same push with 1 garnet bet: ×4, so Ann scores 12. Had Bob stayed on, the "
                "garnet would be lost all the same.",
                PlatformExample(
                    (ANN, BOB),
                    [Token(0, 14), Token(1, 18)],
                    spaces=(12, 18),
                    badges={0: SURVIVOR, 1: DUMB},
                    multipliers={0: 4},
                ),
            ),
        ],
    }
