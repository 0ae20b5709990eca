"""Issue 28, third evening, colour-blind mode: tiles carried their colour's capital letter
(R, B, G…) that read like snakes' letters, and the ring round a head in its start colour had
no pattern. Tiles now tell their colour by pattern alone, and the ring carries its colour's
pattern."""

from __future__ import annotations

import pygame
import pytest

from game.antisocial_snake.draw import Picture, SnakePicture, TileView, tile_fill, tile_ink
from game.antisocial_snake.levels import BLUE, GREEN, RED, WHITE, YELLOW
from game.app import App

CELL = 96


@pytest.fixture
def app() -> App:
    return App(headless=True)


def drawn(app: App, picture: Picture, columns: int, colour_blind: bool) -> pygame.Surface:
    surface = pygame.Surface((columns * CELL + 60, CELL + 60))
    view = TileView(columns, 1, surface.get_rect(), app.font, colour_blind=colour_blind)
    view.draw(surface, picture)
    return surface


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


def test_a_plain_red_tile_shows_no_letter_in_colour_blind_mode(app):
    """Red is the colour-blind palette's plain entry: its tile is its fill and the number's
    plate, nothing else (the corner once held a capital R)."""
    picture = Picture((((0, 0), RED),), ())
    surface = drawn(app, picture, 1, colour_blind=True)
    view = TileView(1, 1, surface.get_rect(), app.font, colour_blind=True)
    tile = view.cell_rect((0, 0))
    corner = pygame.Rect(tile.left + 3, tile.top + 3, tile.width // 3, tile.height // 3)
    assert colours_in(surface, corner) == {tile_fill(RED, True)[:3]}


def ring_of(view: TileView, cell: tuple[int, int]) -> pygame.Rect:
    """A band across the ring round a head on `cell`: left of the head's disc."""
    rect = view.cell_rect(cell)
    return pygame.Rect(rect.left + rect.width * 5 // 100, rect.centery - 8, rect.width // 14, 16)


@pytest.mark.parametrize("colour", [BLUE, GREEN, YELLOW])
def test_the_start_colour_ring_carries_its_pattern(app, colour):
    """A snake that started on `colour` and moved onto white: its head's ring shows the fill
    and the pattern's ink of its start colour in colour-blind mode, the fill alone without."""
    colours = (((0, 0), colour), ((1, 0), WHITE))
    picture = Picture(colours, (), (), (SnakePicture("A", colour, ((0, 0), (1, 0))),))
    fill, ink = tile_fill(colour, True)[:3], tile_ink(colour, True)[:3]
    blind = drawn(app, picture, 2, colour_blind=True)
    view = TileView(2, 1, blind.get_rect(), app.font, colour_blind=True)
    seen = colours_in(blind, ring_of(view, (1, 0)))
    assert fill in seen and ink in seen, seen
    plain = drawn(app, picture, 2, colour_blind=False)
    assert tile_ink(colour, False)[:3] not in colours_in(plain, ring_of(view, (1, 0)))
