"""Small drawn examples for Antisocial Snake's How to play pages, drawn by the boards' own
TileView.

    diagrams = rules_diagrams()     # {page title: [Diagram]}, for GameInfo.rules_diagrams

Each example is a tiny made-up board as a `Picture` (tile colours, apples, direction tiles,
snakes by letter) with the `Marks` an entry screen or the reveal draws: the planned path, a
cross where a snake halts, the priority badges of a placement.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.antisocial_snake.draw import (
    Picture,
    SnakePicture,
    TileView,
    draw_element_cycle,
    element_cycle_height,
)
from game.antisocial_snake.rules_text import PAGES
from game.core.coords import parse_cell
from game.ui.board_view import Badge, Highlight, Marks
from game.ui.howto import Diagram, ViewPicture

if TYPE_CHECKING:
    from game.ui.host import Host


@dataclass(frozen=True)
class Snake:
    letter: str
    colour: str
    cells: tuple[str, ...]
    halted: bool = False


@dataclass
class Example:
    """A small board: rows of colour letters (r b g y w k), apples and direction tiles by
    cell name, snakes, and the marks drawn over it."""

    rows: tuple[str, ...]
    apples: dict[str, int]
    snakes: tuple[Snake, ...] = ()
    directions: dict[str, str] = field(default_factory=dict)
    path: tuple[str, ...] = ()
    crosses: tuple[str, ...] = ()
    badges: dict[str, str] = field(default_factory=dict)
    highlights: tuple[str, ...] = ()

    @property
    def size(self) -> tuple[int, int]:
        return len(self.rows[0]), len(self.rows)

    def picture(self) -> Picture:
        colours = tuple(
            ((x, y), letter) for y, row in enumerate(self.rows) for x, letter in enumerate(row)
        )
        return Picture(
            colours,
            tuple(sorted((parse_cell(name), count) for name, count in self.apples.items())),
            tuple(sorted((parse_cell(name), turn) for name, turn in self.directions.items())),
            tuple(
                SnakePicture(s.letter, s.colour, tuple(map(parse_cell, s.cells)), s.halted)
                for s in self.snakes
            ),
        )

    def marks(self) -> Marks:
        return Marks(
            path=tuple(map(parse_cell, self.path)),
            crosses=tuple(map(parse_cell, self.crosses)),
            badges=tuple(Badge(parse_cell(name), text) for name, text in self.badges.items()),
            highlights=tuple(Highlight(parse_cell(name)) for name in self.highlights),
        )


class TilePicture(ViewPicture):
    """Paints one Example with a TileView (in the palette the settings choose)."""

    def __init__(self, example: Example):
        super().__init__()
        self.example = example

    def make_view(self, rect: pygame.Rect, host: Host) -> TileView:
        width, height = self.example.size
        blind = host.settings.colour_blind
        return TileView(width, height, rect, host.font, colour_blind=blind)

    def paint(self, view: TileView, surface: pygame.Surface) -> None:
        view.draw(surface, self.example.picture(), self.example.marks())


PLACEMENT_EXAMPLE = Example(
    rows=("wwrwr", "wbwww", "wwwgw"),
    apples={"A1": 2, "B1": 1, "D1": 3, "B3": 4, "E2": 2},
    snakes=(Snake("A", "r", ("C1",)), Snake("B", "r", ("E1",))),
    badges={"C1": "1"},
    highlights=("C1", "E1"),
)
SCORING_EXAMPLE = Example(
    rows=("wwwww", "rwrrw", "wwwww"),
    apples={"B2": 2, "C2": 3, "D2": 4, "C1": 5},
    snakes=(Snake("A", "r", ("A2",)),),
    path=("A2", "B2", "C2", "D2"),
)
HALT_EXAMPLE = Example(
    rows=("wwwww", "ywbww", "wwwww"),
    apples={"E2": 3, "A3": 2},
    snakes=(
        Snake("A", "b", ("C2", "C1", "D1", "D2")),
        Snake("B", "y", ("A2", "B2"), halted=True),
    ),
    crosses=("C2",),
)
REDIRECT_EXAMPLE = Example(
    rows=("wwwww", "gwwww", "wwwww"),
    apples={"C2": 2, "C3": 3, "D2": 4},
    directions={"C2": "cw"},
    snakes=(Snake("A", "g", ("A2",)),),
    path=("A2", "B2", "C2", "C3"),
)


def _element_cycle(surface: pygame.Surface, rect: pygame.Rect, host: Host) -> None:
    font = host.font(14)
    height = min(rect.height, element_cycle_height(font) + 20)
    place = pygame.Rect(rect.left, rect.top + (rect.height - height) // 2, rect.width, height)
    draw_element_cycle(surface, place, font, host.settings.colour_blind)


def rules_diagrams() -> dict[str, list[Diagram]]:
    """The examples by page title (titles as in rules_text.PAGES)."""
    titles = {title for title, _ in PAGES}
    diagrams = {
        "Placement": [
            Diagram(
                "Snake A's owner listed C1 first (badge 1), snake B's owner listed it second: "
                "A stays, B is booted to the nearest free red tile, E1. Apples under a snake "
                "vanish.",
                TilePicture(PLACEMENT_EXAMPLE),
            )
        ],
        "Movement": [
            Diagram(
                "Snake A started on red and moves R R R: 2 on white, then 3 and 4 on red "
                "tiles, doubled: 2 + 6 + 8 = 16 apples.",
                TilePicture(SCORING_EXAMPLE),
            ),
            Diagram(
                "Snake B tried to move R onto C2, where snake A started: B halts before it "
                "(the octagon) and its apples on this board are halved.",
                TilePicture(HALT_EXAMPLE),
            ),
        ],
        "Variations": [
            Diagram(
                "Elemental: fire beats grass, grass beats water, water beats fire. A snake "
                "entering a tile its colour beats doubles the apples; one its colour loses to "
                "gives nothing.",
                _element_cycle,
            ),
            Diagram(
                "Redirect: snake A enters the clockwise tile on C2 and claims its 2 apples; "
                "its next move R turns a quarter turn clockwise, to D.",
                TilePicture(REDIRECT_EXAMPLE),
            ),
        ],
    }
    assert set(diagrams) <= titles, "diagram pages must be How to play page titles"
    return diagrams
