"""Small drawn examples for Snek's How to play pages, drawn by the battle's own ArenaView and
the editor's own 7×7 pattern grid.

    diagrams = rules_diagrams()     # {page title: [Diagram]}, for GameInfo.rules_diagrams

Each arena example is a tiny made-up arena with sneks given cell by cell (head first) and
the move about to be made drawn as a path; the pattern example is the seed's Example 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.core.coords import parse_cell
from game.snek.draw import ArenaView, GridCell, draw_pattern_grid, snek_looks, snek_shapes
from game.snek.levels import Arena
from game.snek.program import ELEMENT_TOKENS, Program, Rule
from game.snek.rules_text import PAGES
from game.ui.board_view import BoardContent, Marks
from game.ui.howto import Diagram, ViewPicture

if TYPE_CHECKING:
    from game.ui.host import Host

SNEKS = (Program("Snek 1", colour="#e04848"), Program("Snek 2", colour="#4878e0"))


@dataclass
class Example:
    """A small arena: walls and each snek's cells by name (head first), and the move shown."""

    sneks: list[list[str]]
    path: list[str] = field(default_factory=list)
    walls: list[str] = field(default_factory=list)
    width: int = 6
    height: int = 3

    def arena(self) -> Arena:
        walls = frozenset(parse_cell(name) for name in self.walls)
        return Arena("Example", self.width, self.height, walls, ())

    def content(self, view: ArenaView) -> BoardContent:
        sneks = [[parse_cell(name) for name in names] for names in self.sneks]
        return BoardContent({}, snakes=snek_shapes(view, sneks))

    def marks(self) -> Marks:
        return Marks(path=tuple(parse_cell(name) for name in self.path))


class ArenaPicture(ViewPicture):
    """Paints one Example with an ArenaView (the battle viewer's board)."""

    def __init__(self, example: Example):
        super().__init__()
        self.example = example

    def make_view(self, rect: pygame.Rect, host: Host) -> ArenaView:
        looks = snek_looks(SNEKS, host.settings.colour_blind)
        return ArenaView(self.example.arena(), rect, looks, host.font)

    def paint(self, view: ArenaView, surface: pygame.Surface) -> None:
        view.draw(surface, self.example.content(view), self.example.marks())


def tail_above_cells() -> dict[tuple[int, int], GridCell]:
    """The seed's Example 1: an enemy tail right above the head (the rest: any)."""
    return {(3, 2): GridCell(rule=Rule(ELEMENT_TOKENS.index("t")))}


def paint_tail_above(surface: pygame.Surface, rect: pygame.Rect, host: Host) -> None:
    draw_pattern_grid(surface, rect, host.font, tail_above_cells(), "U")


def rules_diagrams() -> dict[str, list[Diagram]]:
    """The examples by page title (titles as in rules_text.PAGES)."""
    goal, battle, patterns = (title for title, _ in PAGES[:3])
    return {
        goal: [
            Diagram(
                "A grab: snek 1 moves its head onto snek 2's tail (its thin end). Snek 1 grows by "
                "one cell and snek 2 loses its last cell.",
                ArenaPicture(Example([["B2", "A2"], ["E2", "D2", "C2"]], path=["B2", "C2"])),
            ),
        ],
        battle: [
            Diagram(
                "Snek 1 may move into its own tail, which moves on; the wall, its body and "
                "snek 2's head block the other ways.",
                ArenaPicture(
                    Example(
                        [["B2", "B3", "C3", "C2"], ["A2", "A1"]],
                        path=["B2", "C2"],
                        walls=["B1"],
                    )
                ),
            ),
        ],
        patterns: [
            Diagram(
                "A pattern: an enemy tail (t) right above the head (H), every other cell any. "
                "When it fits the snek moves up (the arrow) and grabs that tail.",
                paint_tail_above,
            ),
        ],
    }
