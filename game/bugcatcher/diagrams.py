"""Small drawn examples for Bugcatcher's How to play pages, drawn by the boards' own BugBoard.

    diagrams = rules_diagrams()     # {page title: [Diagram]}, for GameInfo.rules_diagrams

Each example is a tiny 4×3 board with what an entry screen or the reveal draws on it: priority
marks, paths in black and blue (with the colour-blind pattern when that mode is on), struck
segments and swap marks.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import pygame

from game.bugcatcher.draw import (
    SOLID,
    STRUCK,
    BugBoard,
    Line,
    NodeMark,
    TextMark,
    choice_marks,
    planned_lines,
)
from game.bugcatcher.geometry import BORDER, CENTRAL, Board, Point
from game.bugcatcher.missions import BLACK, BLUE
from game.bugcatcher.rules_text import PAGES
from game.ui.howto import Diagram, ViewPicture

if TYPE_CHECKING:
    from game.ui.host import Host

BOARD = Board(4, 3)
PICTURE_SHARE = 0.42  # of the page's height: paths, nodes and marks big enough to read


@dataclass
class Example:
    """What one picture shows on BOARD."""

    lines: list[Line] = field(default_factory=list)
    nodes: list[NodeMark] = field(default_factory=list)
    marks: list[TextMark] = field(default_factory=list)


class BoardPicture(ViewPicture):
    """Paints one Example with a BugBoard."""

    def __init__(self, example: Example):
        super().__init__()
        self.example = example

    def make_view(self, rect: pygame.Rect, host: Host) -> BugBoard:
        return BugBoard(BOARD, rect, host.font, colour_blind=host.settings.colour_blind)

    def paint(self, view: BugBoard, surface: pygame.Surface) -> None:
        example = self.example
        view.draw(surface, example.lines, example.nodes, example.marks)


def point(name: str, node: str) -> Point:
    return BOARD.parse(name, node)


def priority_lists() -> Example:
    """Central list C2, B2; border list B2 ul, C1 br: the numbers a pregame entry shows."""
    cells = [point("C2", CENTRAL), point("B2", CENTRAL)]
    corners = [point("B2 ul", BORDER), point("C1 br", BORDER)]
    return Example(marks=choice_marks([cells, corners]))


def a_swap() -> Example:
    """CR, BD, swap, CD, BR from B1 and B2 ul: the colours change after step 3."""
    starts = {CENTRAL: point("A1", CENTRAL), BORDER: point("B2 ul", BORDER)}
    lines, marks = planned_lines(BLACK, starts, ("CR", "BD", "swap", "CD", "BR"))
    lines = [replace(line, style=SOLID) for line in lines]
    ends = [lines[-2].end, lines[-1].end]
    nodes = [NodeMark(ends[0], BLUE), NodeMark(ends[1], BLACK)]  # a disc, a diamond
    return Example(lines, nodes, marks)


def a_collision() -> Example:
    """A black border segment on the side between B2 and C2 (step 1); a black central step
    B2→C2 across it (step 2) is case 4; a blue central step across a black side is free."""
    side = Line(point("B2 ur", BORDER), point("B2 br", BORDER), BLACK)
    # the ✗ where the two black segments cross (the middle), not by the node it leaves
    crossing = Line(point("B2", CENTRAL), point("C2", CENTRAL), BLACK, STRUCK, strike_at=0.5)
    top = Line(point("D2 ul", BORDER), point("D2 ur", BORDER), BLACK)
    free = Line(point("D1", CENTRAL), point("D2", CENTRAL), BLUE)
    nodes = [NodeMark(point("B2", CENTRAL)), NodeMark(point("D2", CENTRAL))]
    return Example([side, top, crossing, free], nodes)


def rules_diagrams() -> dict[str, list[Diagram]]:
    """The examples by page title (titles as in rules_text.PAGES)."""
    pregame, rounds, collisions = (PAGES[index][0] for index in (2, 3, 4))
    return {
        pregame: [
            Diagram(
                "Two lists, best first: cells for the central node (C2, then B2) and corners "
                "for the border node (B2 ul, then C1 br).",
                BoardPicture(priority_lists()),
                PICTURE_SHARE,
            ),
        ],
        rounds: [
            Diagram(
                "CR, BD, swap, CD, BR: the central path runs black and the border path blue "
                "until the swap at step 3 (S3); after it the central path (its node a disc) "
                "is blue and the border path (its node a diamond) black.",
                BoardPicture(a_swap()),
                PICTURE_SHARE,
            ),
        ],
        collisions: [
            Diagram(
                "Case 4: a black central step from B2 to C2 would cross a black border "
                "segment placed earlier, so it is invalid (struck) and that node stops. The "
                "blue step from D1 to D2 crosses a black segment freely.",
                BoardPicture(a_collision()),
                PICTURE_SHARE,
            ),
        ],
    }
