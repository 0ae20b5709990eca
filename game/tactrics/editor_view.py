"""The level editor's view of the Tactrics hexagon (`LevelEditing.view`): the game's own
board drawing, with cells named as the editor names them (column, row of the six rows)."""

from __future__ import annotations

import pygame

from game.core.coords import Cell
from game.editor.model import Board
from game.tactrics.board import CELL_CORNERS
from game.tactrics.draw import BoardView, FontSource
from game.tactrics.level_editing import cell_index, cell_of_index, cells_of


class HexEditView:
    """The hexagon fitted into `rect`, without tower handles."""

    def __init__(self, rect: pygame.Rect, fonts: FontSource, colour_blind: bool):
        self.rect = pygame.Rect(rect)
        self.view = BoardView(rect, fonts, colour_blind, towers=False)

    def draw(self, surface: pygame.Surface, board: Board) -> None:
        self.view.draw(surface, cells_of(board))

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        index = self.view.cell_at(pos)
        return None if index is None else cell_of_index(index)

    def centre(self, cell: Cell) -> tuple[int, int]:
        """Where a cell is on screen (its middle)."""
        corners = [self.view.point(p) for p in CELL_CORNERS[cell_index(cell)]]
        x = sum(point[0] for point in corners) / len(corners)
        y = sum(point[1] for point in corners) / len(corners)
        return round(x), round(y)

    def outline(
        self,
        surface: pygame.Surface,
        cell: tuple[int, int],
        colour: tuple[int, int, int],
        width: int,
    ) -> None:
        corners = [self.view.point(p) for p in CELL_CORNERS[cell_index(cell)]]
        pygame.draw.polygon(surface, colour, corners, width)
