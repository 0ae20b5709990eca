"""Bugcatcher's board marks (issue 28, third round): a struck segment carries its own ✗ on its
own length, never at the crossing point where a valid path of the other node passes; a black
path along the board's outline lies wholly on the grey board."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.draw import INK, STRIKE, STRUCK, BugBoard, Line
from game.bugcatcher.geometry import Board
from game.bugcatcher.missions import BLACK, BLUE

BOARD = Board(5, 4)


def drawn(size: tuple[int, int], lines: list[Line]) -> tuple[BugBoard, pygame.Surface]:
    app = App(headless=True, size=size)
    board = BugBoard(BOARD, pygame.Rect(0, 0, *size), app.font)
    surface = pygame.Surface(size)
    board.draw(surface, lines)
    return board, surface


def coloured(surface: pygame.Surface, rect: pygame.Rect, colour) -> list[tuple[int, int]]:
    rect = rect.clip(surface.get_rect())
    return [
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if tuple(surface.get_at((x, y)))[:3] == colour
    ]


@pytest.mark.parametrize("size", [(260, 220), (800, 600), (1366, 768)])
def test_a_valid_segment_crossing_a_struck_one_carries_no_cross(size):
    """The guided match's round 2: the blue border step along the side between B2 and B3 is
    struck; the valid black central step B2→B3 crosses that side at its middle."""
    valid = Line((3, 3), (3, 5), BLACK)  # B2 → B3
    struck = Line((2, 4), (4, 4), BLUE, STRUCK)  # B3 ul → B3 ur, the side B2 and B3 share
    board, surface = drawn(size, [valid, struck])
    width = max(3, board.view.cell_size // 11)
    top, bottom = board.pixel(valid.start), board.pixel(valid.end)
    band = pygame.Rect(0, 0, width + 4, bottom[1] - top[1]).move_to(midtop=top)
    assert coloured(surface, band, INK[BLACK])  # the valid segment is drawn
    assert not coloured(surface, band, STRIKE)  # and no ✗ touches it
    left, right = board.pixel(struck.start), board.pixel(struck.end)
    reach = board.view.cell_size // 4
    along = pygame.Rect(left[0], left[1] - reach, right[0] - left[0], 2 * reach)
    red = coloured(surface, along, STRIKE)
    assert red and len(red) == len(coloured(surface, surface.get_rect(), STRIKE))


@pytest.mark.parametrize("size", [(260, 220), (800, 600), (1366, 768)])
def test_a_black_path_on_the_boards_outline_lies_on_the_grey_board(size):
    rim = [
        Line((0, 0), (2, 0), BLACK),  # top
        Line((0, 2), (0, 4), BLACK),  # left
        Line((10, 4), (10, 6), BLACK),  # right
        Line((4, 8), (6, 8), BLACK),  # bottom
    ]
    board, surface = drawn(size, rim)
    width = max(3, board.view.cell_size // 11)
    grid = board.view.board
    ink = coloured(surface, grid.inflate(4 * width, 4 * width), INK[BLACK])
    assert ink and all(grid.collidepoint(point) for point in ink)
    for line in rim:  # each whole segment shows its full width on the grey
        a, b = board.pixel(line.start), board.pixel(line.end)
        middle = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        near = pygame.Rect(0, 0, 4 * width, 4 * width).move_to(center=middle)
        assert len(coloured(surface, near, INK[BLACK])) >= (width - 1) * 4 * width, line


def test_the_collision_pictures_cross_sits_where_the_two_black_segments_cross():
    """How to play's case 4: the ✗ marks the crossing, not the node the step leaves."""
    from game.bugcatcher.diagrams import BOARD as PICTURE_BOARD
    from game.bugcatcher.diagrams import a_collision

    example = a_collision()
    app = App(headless=True, size=(800, 600))
    board = BugBoard(PICTURE_BOARD, pygame.Rect(0, 0, 400, 300), app.font)
    surface = pygame.Surface((400, 300))
    board.draw(surface, example.lines, example.nodes)
    struck = next(line for line in example.lines if line.style == STRUCK)
    (x1, y1), (x2, y2) = board.pixel(struck.start), board.pixel(struck.end)
    middle = ((x1 + x2) // 2, (y1 + y2) // 2)
    near = pygame.Rect(0, 0, 9, 9).move_to(center=middle)
    assert coloured(surface, near, STRIKE)
    by_node = pygame.Rect(0, 0, 9, 9).move_to(center=((3 * x1 + x2) // 4, (3 * y1 + y2) // 4))
    assert not coloured(surface, by_node, STRIKE)
