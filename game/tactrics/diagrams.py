"""Small drawn examples for Tactrics Snakes' How to play pages, drawn by the game's BoardView.

diagrams = rules_diagrams()     # {page title: [Diagram]}, for GameInfo.rules_diagrams
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.tactrics.board import CELL_COUNT, cell_index, rotate
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


class BoardPicture(ViewPicture):
    """Paints one position with the game's BoardView."""

    def __init__(self, board: Board, marks: Marks | None = None, towers: bool = True):
        super().__init__()
        self.board = board
        self.marks = marks or Marks()
        self.towers = towers

    def make_view(self, rect: pygame.Rect, host: Host) -> BoardView:
        return BoardView(rect, host.font, host.settings.colour_blind, self.towers)

    def paint(self, view: BoardView, surface: pygame.Surface) -> None:
        view.draw(surface, self.board, self.marks)


TURN_BEFORE = position(C5="Rh", C6="Rt", D6="Yt", D5="Yh")
COUNTS = position(C3="Rh", C4="Rt", C5="Rt", C6="Rh")
DOES_NOT_COUNT = position(C4="Rh", C5="Rt", C6="Rh", D5="Rh")


def rules_diagrams() -> dict[str, list[Diagram]]:
    """The examples by page title (titles as in rules_text.PAGES)."""
    towers, snakes = PAGES[0][0], PAGES[1][0]
    turn = Action(10, True)
    return {
        towers: [
            Diagram(
                "A tower turn: tower 10 (green arrow) turns clockwise; each piece on its six "
                "triangles moves one place.",
                BoardPicture(TURN_BEFORE, Marks(hint=turn)),
            ),
            Diagram(
                "After the turn. An empty tower cannot be turned: that would change nothing.",
                BoardPicture(rotate(TURN_BEFORE, 10, True), Marks(selected=10)),
            ),
        ],
        snakes: [
            Diagram(
                "A snake that counts: tails between two heads, outlined in white; 4 pieces "
                "× 2 = 8 points.",
                BoardPicture(COUNTS, towers=False),
            ),
            Diagram(
                "One that does not: three heads on one tail make a branch, which is no snake "
                "and scores nothing.",
                BoardPicture(DOES_NOT_COUNT, towers=False),
            ),
        ],
    }
