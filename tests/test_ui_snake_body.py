"""The kit's snake painter on a plain board view: one connected body, a break where cells
are not side by side, eyes towards the heading, numbers under a body kept readable, moves
sliding, jumps fading, dimmed and halted snakes."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.ui import theme
from game.ui.board_view import EMPTY_CELL, BoardContent, BoardView, CellLook
from game.ui.snake_body import (
    EYE_WHITE,
    PATTERN_SHARE,
    STOP_FILL,
    SnakeLook,
    SnakeShape,
    draw_snake_swatch,
    head_image,
    mix,
    stop_badge_rect,
)

SIZE = 40  # px per cell
LOOK = SnakeLook(theme.seat_mark(0, False))  # red, letter R


@pytest.fixture(scope="module")
def app() -> App:
    return App(headless=True)


def board(app: App, columns: int = 7, rows: int = 4) -> BoardView:
    rect = pygame.Rect(0, 0, columns * SIZE + 3, rows * SIZE + 3)
    return BoardView(columns, rows, rect, app.font, labels=False)


def drawn(view: BoardView, *snakes: SnakeShape, cells=None) -> pygame.Surface:
    surface = pygame.Surface(view.area.size)
    view.draw(surface, BoardContent(cells or {}, snakes=snakes))
    return surface


def colour_at(surface: pygame.Surface, point: tuple[float, float]) -> tuple[int, int, int]:
    return tuple(surface.get_at((round(point[0]), round(point[1]))))[:3]


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def between(view: BoardView, first, second, share: float = 0.5) -> tuple[float, float]:
    (x0, y0), (x1, y1) = view.cell_centre(first), view.cell_centre(second)
    return x0 + (x1 - x0) * share, y0 + (y1 - y0) * share


def test_a_body_is_one_shape_in_the_players_colour_across_cells_and_corners(app):
    view = board(app)
    cells = ((4, 2), (3, 2), (2, 2), (2, 1), (3, 1))
    surface = drawn(view, SnakeShape(cells, LOOK))
    for first, second in zip(cells[1:], cells[2:], strict=False):
        assert colour_at(surface, between(view, first, second)) == LOOK.fill
    assert colour_at(surface, view.cell_centre((2, 2))) == LOOK.fill  # the corner is filled
    assert colour_at(surface, view.cell_centre((5, 3))) == EMPTY_CELL


def test_the_body_breaks_where_it_jumped_and_draws_no_line_across(app):
    view = board(app)
    surface = drawn(view, SnakeShape(((5, 1), (1, 1), (0, 1)), LOOK))
    for column in (2, 3, 4):
        assert colour_at(surface, view.cell_centre((column, 1))) == EMPTY_CELL
    assert colour_at(surface, between(view, (1, 1), (0, 1))) == LOOK.fill


def eye_side(app: App, heading: tuple[int, int]) -> tuple[int, int]:
    """How many eye-white pixels are in the head's right half and in its left half."""
    image = head_image(LOOK, heading, SIZE, app.font)
    eyes = [
        x for x in range(SIZE) for y in range(SIZE) if tuple(image.get_at((x, y)))[:3] == EYE_WHITE
    ]
    return sum(x >= SIZE // 2 for x in eyes), sum(x < SIZE // 2 for x in eyes)


def test_the_head_looks_the_way_the_snake_goes(app):
    right, left = eye_side(app, (1, 0)), eye_side(app, (-1, 0))
    assert right[0] > 0 and right[1] == 0
    assert left[1] > 0 and left[0] == 0
    view = board(app)
    going_right = drawn(view, SnakeShape(((3, 1), (2, 1)), LOOK))
    going_down = drawn(view, SnakeShape(((3, 1), (3, 0)), LOOK))
    head = view.cell_rect((3, 1))
    assert pixels(going_right, head) != pixels(going_down, head)


def test_a_one_cell_snake_is_a_head_with_its_letter(app):
    view = board(app)
    surface = drawn(view, SnakeShape(((3, 1),), LOOK))
    head = view.cell_rect((3, 1))
    colours = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(head.left, head.right)
        for y in range(head.top, head.bottom)
    }
    assert LOOK.fill in colours and LOOK.mark.ink in colours
    assert colour_at(surface, view.cell_centre((2, 1))) == EMPTY_CELL


def test_numbers_under_a_body_read_as_on_the_bare_tile(app):
    view = board(app)
    tile = CellLook((200, 200, 200), "17")
    cells = {(c, 1): tile for c in range(1, 6)}
    bare = drawn(view, cells={(c, 1): CellLook((200, 200, 200)) for c in range(1, 6)})
    numbers = drawn(view, cells=cells)
    snake = drawn(view, SnakeShape(((5, 1), (4, 1), (3, 1), (2, 1), (1, 1)), LOOK), cells=cells)
    for column in (1, 2, 3, 4):  # under the body (the head's own cell it is about to take)
        rect = view.cell_rect((column, 1))
        digits = [
            (x, y)
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
            if bare.get_at((x, y)) != numbers.get_at((x, y))
        ]
        assert digits
        assert all(snake.get_at(p) == numbers.get_at(p) for p in digits), f"column {column}"
    assert colour_at(snake, between(view, (2, 1), (3, 1))) == LOOK.fill


def test_a_move_slides_the_head_between_cells_and_the_tail_after_it(app):
    view = board(app)
    cells = ((3, 1), (2, 1), (1, 1))
    ahead = (view.cell_centre((3, 1))[0] + 0.4 * SIZE, view.cell_centre((3, 1))[1])
    beside_boundary = (between(view, (2, 1), (3, 1))[0], view.cell_centre((3, 1))[1] + 0.32 * SIZE)
    done = drawn(view, SnakeShape(cells, LOOK, tail_from=(0, 1)))
    half = drawn(view, SnakeShape(cells, LOOK, progress=0.5, tail_from=(0, 1)))
    assert colour_at(done, ahead) != EMPTY_CELL and colour_at(half, ahead) == EMPTY_CELL
    assert colour_at(half, beside_boundary) == LOOK.fill  # the head is between the cells
    assert colour_at(done, beside_boundary) == EMPTY_CELL
    start = drawn(view, SnakeShape(cells, LOOK, progress=0.0, tail_from=(0, 1)))
    assert colour_at(start, between(view, (0, 1), (1, 1))) == LOOK.fill  # tail still there
    assert colour_at(done, view.cell_centre((0, 1))) == EMPTY_CELL


def test_a_jumping_head_fades_out_where_it_was_and_in_where_it_lands(app):
    view = board(app)
    cells = ((5, 1), (1, 1), (0, 1))
    early = drawn(view, SnakeShape(cells, LOOK, progress=0.2))
    late = drawn(view, SnakeShape(cells, LOOK, progress=0.9))
    landing, leaving = view.cell_rect((5, 1)), view.cell_rect((1, 1))
    corner = (landing.centerx, landing.centery + 0.38 * SIZE)  # on the head, off its letter
    assert colour_at(early, corner) == EMPTY_CELL and colour_at(late, corner) != EMPTY_CELL
    above = (leaving.centerx, leaving.centery - 0.38 * SIZE)
    assert colour_at(early, above) != EMPTY_CELL and colour_at(late, above) == EMPTY_CELL


def test_dimmed_snakes_fade_and_halted_ones_keep_their_look_and_wear_a_stop_badge(app):
    view = board(app)
    cells = ((3, 1), (2, 1), (1, 1))
    dim = replace(LOOK, dimmed=True)
    surface = drawn(view, SnakeShape(cells, dim))
    body = colour_at(surface, between(view, (1, 1), (2, 1)))
    assert body == dim.fill != LOOK.fill
    assert theme.luminance(body) < theme.luminance(LOOK.fill)
    moving = drawn(view, SnakeShape(cells, LOOK))
    halted = drawn(view, SnakeShape(cells, replace(LOOK, halted=True)))
    head = view.cell_rect((3, 1))
    below_letter = (head.centerx, head.centery + 12)  # the disc, not recoloured
    assert colour_at(halted, below_letter) == colour_at(moving, below_letter) == LOOK.fill
    badge = stop_badge_rect(SIZE).move(head.topleft)
    assert colour_at(halted, badge.center) == theme.WHITE  # the bar across the octagon
    red = [colour_at(halted, (badge.centerx, y)) for y in range(badge.top, badge.centery)]
    assert STOP_FILL in red
    assert STOP_FILL not in [
        colour_at(moving, (badge.centerx, y)) for y in range(badge.top, badge.bottom)
    ]


def test_a_swatch_shows_a_head_and_a_body_without_spilling(app):
    surface = pygame.Surface((60, 30))
    surface.fill(theme.BACKGROUND)
    rect = pygame.Rect(20, 5, 20, 20)
    draw_snake_swatch(surface, rect, LOOK, app.font)
    outside = [
        surface.get_at((x, y)) for x in range(60) for y in range(30) if not rect.collidepoint(x, y)
    ]
    assert all(tuple(pixel)[:3] == theme.BACKGROUND for pixel in outside)
    inside = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }
    assert LOOK.fill in inside


def test_in_colour_blind_mode_the_whole_body_carries_the_pattern_and_nothing_spills(app):
    view = board(app)
    striped = SnakeLook(theme.seat_mark(1, True))  # the first striped pattern
    assert striped.mark.pattern == "horizontal stripes"
    cells = ((5, 1), (4, 1), (3, 1), (2, 1), (1, 1))
    surface = drawn(view, SnakeShape(cells, striped))
    plain = drawn(
        view, SnakeShape(cells, replace(striped, mark=replace(striped.mark, pattern=None)))
    )
    body = pygame.Rect(view.cell_rect((2, 1)).left, view.cell_rect((2, 1)).top, 2 * SIZE, SIZE)
    ink = mix(striped.mark.fill, striped.mark.ink, PATTERN_SHARE)
    colours = [
        tuple(surface.get_at((x, y)))[:3]
        for x in range(body.left, body.right)
        for y in range(body.top, body.bottom)
    ]
    assert ink in colours and striped.fill in colours  # stripes on the body's fill
    changed = [
        (x, y)
        for x in range(surface.get_width())
        for y in range(surface.get_height())
        if surface.get_at((x, y)) != plain.get_at((x, y))
    ]
    assert changed
    assert all(
        tuple(plain.get_at(p))[:3] == striped.fill or view.cell_rect(cells[0]).collidepoint(p)
        for p in changed
    )
