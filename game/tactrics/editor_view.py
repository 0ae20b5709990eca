"""The level editor's view of the Tactrics hexagon (`LevelEditing.view`): the game's own
board drawing, with cells named as the editor names them (column, row of the six rows)."""

from __future__ import annotations

import pygame

from game.core.coords import Cell
from game.editor.model import Board
from game.tactrics.board import CELL_CORNERS, TOWER_COUNT
from game.tactrics.draw import HANDLE_FILL, HANDLE_RADIUS, RIM, BoardView, FontSource
from game.tactrics.level_editing import cell_index, cell_of_index, cells_of
from game.ui import theme

TOWER_NUMBER_LEAST = 13  # px: a tower's number at the smallest zoom
TOWER_NUMBER_MOST = 28  # px: and at the largest


class HexEditView:
    """The hexagon fitted into `rect`: the game's board without its handles, the towers'
    numbers drawn over it last (`draw_over`)."""

    def __init__(self, rect: pygame.Rect, fonts: FontSource, colour_blind: bool):
        self.rect = pygame.Rect(rect)
        self.view = BoardView(rect, fonts, colour_blind, towers=False)

    def draw(self, surface: pygame.Surface, board: Board) -> None:
        self.view.draw(surface, cells_of(board))

    def draw_over(self, surface: pygame.Surface) -> None:
        """The towers' numbers, as the game shows them, over everything else (the cursor's
        outline too): a disc as large as the number needs at every zoom."""
        size = max(TOWER_NUMBER_LEAST, min(TOWER_NUMBER_MOST, int(self.view.scale * 0.17)))
        font = self.view.fonts(size, True)
        for tower in range(1, TOWER_COUNT + 1):
            centre = self.view.tower_centre(tower)
            label = font.render(str(tower), True, theme.TEXT)
            radius = max(HANDLE_RADIUS * self.view.scale, max(label.get_size()) / 2 + 3)
            pygame.draw.circle(surface, HANDLE_FILL, centre, radius)
            pygame.draw.circle(surface, RIM, centre, radius, 2)
            surface.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]))))

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
