"""Drawn examples for Tactrics Snakes' How to play pages, drawn by the game's BoardView.

diagrams = rules_diagrams()     # {page title: [Diagram]}, for GameInfo.rules_diagrams

A picture too small for the whole board at a readable size shows the part round its focus
(a tower, or the pieces it is about) at PICTURE_SCALE, where tower numbers are 12 px or more
and sit inside their handles; the page's frame crops the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.tactrics.board import (
    BOARD_SIZE,
    CELL_CENTRES,
    CELL_COUNT,
    TOWER_CENTRES,
    Point,
    cell_index,
    rotate,
)
from game.tactrics.draw import BoardView, Marks
from game.tactrics.rules import Action, Board, parse_piece
from game.tactrics.rules_text import PAGES
from game.ui.howto import Diagram, ViewPicture

if TYPE_CHECKING:
    from game.ui.host import Host


def position(**pieces: str) -> Board:
    """position(C3="Rh", C4="Rt") → a board with those pieces (h head, t tail)."""
    board = [0] * CELL_COUNT
    for name, token in pieces.items():
        board[cell_index(name)] = parse_piece(token)
    return tuple(board)


PICTURE_SCALE = 74  # px a triangle's side: tower numbers 12 px, letters readable


class BoardPicture(ViewPicture):
    """Paints one position with the game's BoardView, the part round `focus` (a point of the
    board's unit lattice) where the whole board would be too small to read."""

    def __init__(
        self,
        board: Board,
        marks: Marks | None = None,
        towers: bool = True,
        focus: Point | None = None,
    ):
        super().__init__()
        self.board = board
        self.marks = marks or Marks()
        self.towers = towers
        self.focus = focus

    def make_view(self, rect: pygame.Rect, host: Host) -> BoardView:
        whole = 0.97 * min(rect.w / BOARD_SIZE[0], rect.h / BOARD_SIZE[1])
        blind = host.settings.colour_blind
        if self.focus is None or whole >= PICTURE_SCALE:
            return BoardView(rect, host.font, blind, self.towers)
        size = (BOARD_SIZE[0] * PICTURE_SCALE / 0.97, BOARD_SIZE[1] * PICTURE_SCALE / 0.97)
        centre = (  # the focus at the picture's centre
            rect.centerx + (BOARD_SIZE[0] / 2 - self.focus[0]) * PICTURE_SCALE,
            rect.centery + (BOARD_SIZE[1] / 2 - self.focus[1]) * PICTURE_SCALE,
        )
        big = pygame.Rect(0, 0, round(size[0]), round(size[1]))
        big.center = (round(centre[0]), round(centre[1]))
        return BoardView(big, host.font, blind, self.towers)

    def paint(self, view: BoardView, surface: pygame.Surface) -> None:
        view.draw(surface, self.board, self.marks)


TURN_BEFORE = position(C5="Rh", C6="Rt", D6="Yt", D5="Yh")
COUNTS = position(C3="Rh", C4="Rt", C5="Rt", C6="Rh")
DOES_NOT_COUNT = position(C4="Rh", C5="Rt", C6="Rh", D5="Rt")  # a player has two heads


def centre_of(*names: str) -> Point:
    """The middle of the named cells, on the unit lattice."""
    points = [CELL_CENTRES[cell_index(name)] for name in names]
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def rules_diagrams() -> dict[str, list[Diagram]]:
    """The examples by page title (titles as in rules_text.PAGES)."""
    towers, snakes = PAGES[0][0], PAGES[1][0]
    turn = Action(10, True)
    return {
        towers: [
            Diagram(
                "A tower turn: tower 10 (green arrow) turns clockwise; each piece on its six "
                "triangles moves one place.",
                BoardPicture(TURN_BEFORE, Marks(hint=turn), focus=TOWER_CENTRES[9]),
            ),
            Diagram(
                "After the turn. An empty tower cannot be turned: that would change nothing.",
                BoardPicture(
                    rotate(TURN_BEFORE, 10, True), Marks(selected=10), focus=TOWER_CENTRES[9]
                ),
            ),
        ],
        snakes: [
            Diagram(
                "A snake that counts: tails between two heads, outlined in white; 4 pieces "
                "× 2 = 8 points.",
                BoardPicture(COUNTS, towers=False, focus=centre_of("C3", "C4", "C5", "C6")),
            ),
            Diagram(
                "One that does not: a tail touching three pieces makes a branch, which is no "
                "snake and scores nothing.",
                BoardPicture(DOES_NOT_COUNT, towers=False, focus=centre_of("C4", "C5", "C6", "D5")),
            ),
        ],
    }
