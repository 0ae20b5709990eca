"""Issue 28, sixth evening: at 800x600 in colour-blind mode with eight seats, a player's own
snakes were hard to spot (a thin white ring on patterned tiles). Their heads now also wear a
"you" tab, white framed in black, in each bottom corner of the head's tile: outside the disc
and its rings, clear of the label and of the top-right corner where a tile's apples go."""

from __future__ import annotations

import pygame
from test_antisocial_round5 import (
    BLACK,
    WHITE,
    colour_blind_movement_of_eight,
    framed_white,
    label_inside_disc,
)

from game.ui.driver import Driver
from game.ui.snake_body import head_rings, own_tabs


def diagonal(screen: pygame.Surface, cell: pygame.Rect, right: bool) -> list:
    """The colours from a bottom corner of `cell` towards its centre."""
    x0 = cell.right - 1 if right else cell.left
    step = -1 if right else 1
    return [
        tuple(screen.get_at((x0 + step * i, cell.bottom - 1 - i)))[:3]
        for i in range(cell.width // 3)
    ]


def test_your_snakes_wear_you_tabs_on_every_pattern_at_800x600():
    app = colour_blind_movement_of_eight()
    board, seat = app.top.session.state.board, app.top.seat
    driver = Driver(app)
    driver.key(pygame.K_TAB)  # the next snake: the board drawn again through the queue
    view = app.top.view
    size = view.cell_size
    own = {snake.letter for snake in board.snakes if snake.owner == seat}
    patterns = set()
    for snake in board.snakes:
        cell = view.cell_rect(snake.cells[-1])
        for right in (False, True):
            ray = diagonal(app.screen, cell, right)
            if snake.letter in own:
                assert framed_white(ray), (snake.letter, right, ray)
            else:
                assert not (ray[0] == BLACK and WHITE in ray[:6]), (snake.letter, ray)
        if snake.letter in own:
            patterns.add(snake.colour)
            look = view.snake_look(snake.colour, snake.letter, snake.halted, True)
            rings = head_rings(look, size)
            outer = rings.radius + rings.rim + 2 * rings.band + rings.edge + rings.key
            for tab in own_tabs(size):  # outside the rings, off the top-right corner
                middle = ((tab[1][0] + tab[2][0]) / 2, (tab[1][1] + tab[2][1]) / 2)
                for x, y in (*tab, middle):
                    assert (x + 0.5 - size / 2) ** 2 + (y + 0.5 - size / 2) ** 2 > outer**2
                    assert y >= size // 2
            assert label_inside_disc(app, look, size, rings.radius), snake.letter
    assert len(patterns) >= 3, patterns  # tabs seen on several tile patterns
