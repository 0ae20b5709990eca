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


@pytest.mark.parametrize("rect", [pygame.Rect(0, 0, 260, 220), pygame.Rect(40, 30, 700, 600)])
def test_the_collision_diagrams_cross_sits_on_its_struck_segment(rect):
    """Issue 28's first major (fixed on main, kept fixed): the red ✗ of the How to play
    Collisions picture, and of any struck step (the entry preview draws with the same
    board), was drawn away from its segment. It sits on the segment's own length: a quarter
    along (STRIKE_AT) on a play board, clear of the middle where a valid crossing path passes;
    in the picture at the crossing it illustrates (`strike_at`, issue 28, fourth round)."""
    from game.bugcatcher.diagrams import BOARD, a_collision

    app = App(headless=True, size=(800, 700))
    example = a_collision()
    board = BugBoard(BOARD, rect, app.font)
    surface = pygame.Surface((800, 700))
    board.draw(surface, example.lines, example.nodes, example.marks)
    [struck] = [line for line in example.lines if line.style == STRUCK]
    start, end = board.pixel(struck.start), board.pixel(struck.end)
    # on its own length: where the line says (the picture: the crossing, issue 28's 4th round)
    spot = tuple(a + (b - a) * struck.strike_at for a, b in zip(start, end, strict=True))
    red = [
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if tuple(surface.get_at((x, y)))[:3] == STRIKE
    ]
    assert red
    centre = (sum(x for x, _ in red) / len(red), sum(y for _, y in red) / len(red))
    assert abs(centre[0] - spot[0]) <= 3 and abs(centre[1] - spot[1]) <= 3, (centre, spot)
