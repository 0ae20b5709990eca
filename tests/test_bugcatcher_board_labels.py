"""Bugcatcher's board: a void segment on the rim is struck inside the board, so its cross
never covers the column letters above the board or the row numbers beside it (the public
board of a 9-player table has many)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.draw import STRIKE, STRUCK, BugBoard, Line
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.missions import BLACK, BLUE
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml


def rim_segments(columns: int, rows: int) -> list[Line]:
    """Every border segment along the top and the left rim, struck."""
    top = [Line((2 * c, 0), (2 * c + 2, 0), BLUE, STRUCK) for c in range(columns)]
    left = [Line((0, 2 * r), (0, 2 * r + 2), BLACK, STRUCK) for r in range(rows)]
    return top + left


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_struck_rim_segments_leave_the_letters_and_numbers_clear(size):
    app = App(headless=True, size=size)
    level = level_from_document(load_toml(LEVELS / "bugcatcher" / "house-of-larks.toml"))
    board = BugBoard(level.board, pygame.Rect(0, 0, *size), app.font)
    grid = board.view.board
    gutters = [
        pygame.Rect(grid.left, board.area.top, grid.width, grid.top - board.area.top - 6),
        pygame.Rect(board.area.left, grid.top, grid.left - board.area.left - 6, grid.height),
    ]
    bare, struck = pygame.Surface(size), pygame.Surface(size)
    board.draw(bare)
    board.draw(struck, rim_segments(level.board.columns, level.board.rows))
    for gutter in gutters:
        assert gutter.height > 0 and gutter.width > 0
        assert pixels(bare, gutter) == pixels(struck, gutter), gutter
    strike = [  # every cross is drawn, on the board (it was once moved off the window)
        (x, y)
        for x in range(grid.left, grid.right, 2)
        for y in range(grid.top, grid.bottom, 2)
        if tuple(struck.get_at((x, y)))[:3] == STRIKE
    ]
    assert strike


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")
