"""Issue 28, fifth round, Antisocial Snake as a new player meets it in the window: a booted
snake's line in the move entry says where it was booted from and why; in colour-blind mode a
halted snake's rim carries its start colour's tile pattern, as a moving one's and its trail do."""

from __future__ import annotations

import pygame
import pytest
from antisocial_helpers import cells
from test_antisocial_scenes import humans, open_entry, small_session, tick
from test_social_small_window import drawn, texts

from game.antisocial_snake.board import PlacementEntry
from game.antisocial_snake.draw import (
    COLOUR_BLIND_NAMES,
    SNAKE_WORDS,
    tile_fill,
    tile_ink,
    tile_pattern,
    trail_colour,
)
from game.antisocial_snake.entry import MovementScene
from game.antisocial_snake.rules import STAGE_MOVEMENT
from game.app import App
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


@pytest.mark.parametrize(
    ("bob", "words"),
    [
        (["A1", "A3"], "; booted from A1, a tie):"),  # both list red A1 first: a tie boots both
        (["D1", "A1"], "; booted from D1, lower priority):"),  # Bob's first beats Ann's second
    ],
)
def test_a_booted_snake_says_in_the_move_entry_where_it_was_booted_from(app, tmp_path, bob, words):
    """The entry showed "F (red, C1)" for a booted snake and not the tile it had chosen."""
    session = small_session(tmp_path, "theme", humans())
    session.submit(0, PlacementEntry(cells(["A1", "D1"])))
    session.submit(1, PlacementEntry(cells(bob)))
    session.advance()
    assert session.stage == STAGE_MOVEMENT
    open_entry(app, session, MovementScene)
    tick(app, key_event(pygame.K_TAB))  # the second snake, as a player reads on
    shown = " ".join(texts(drawn(app)[0]))  # the panel's rows, as wrapped
    assert words in shown
    assert shown.count("booted from") == 1  # the snake that stayed: none


def test_a_halted_snakes_rim_carries_its_start_colours_pattern_in_colour_blind_mode():
    """The sign's edge was a plain band of the start colour, where a disc's ring and a trail
    carry the colour's pattern: a green-start snake halted still shows green's stripes."""
    app = App(headless=True, size=(1366, 768))
    app.settings.colour_blind = True
    try:
        show(app, "antisocial-replay")
        driver = Driver(app)
        driver.key(pygame.K_END)  # the board's end,
        driver.key(pygame.K_END)  # then the match's last step: halted snakes on the board
        replay = app.top
        board = replay.shown_board()
        view = replay.view_for(replay.shown_step().chapter)
        patterned = [
            s
            for s in board.snakes
            if s.halted and s.colour in COLOUR_BLIND_NAMES and tile_pattern(s.colour) != "solid"
        ]
        assert patterned
        for snake in patterned:
            edge, ink = tile_fill(snake.colour, True), tile_ink(snake.colour, True)
            cell = view.cell_rect(snake.cells[-1])
            band: set[tuple[int, ...]] = set()
            for x in range(cell.centerx - cell.width // 8, cell.centerx + cell.width // 8):
                column = [
                    tuple(app.screen.get_at((x, y))[:3]) for y in range(cell.top, cell.centery)
                ]
                inner = column.index(trail_colour(snake.letter))  # the disc starts
                band.update(column[inner - 4 : inner])  # the rim just outside it (not the keyline)
            assert {edge, ink} <= band, snake.letter
    finally:
        app.settings.colour_blind = False


@pytest.mark.parametrize("screen", ["antisocial-placement", "antisocial-replay"])
def test_the_key_names_no_snake_of_the_board(screen):
    """The key's sample read "snake A (rim: red start)" beside a board whose snake A started
    on green: the sample has no letter, and its words say what the rim tells."""
    app = App(headless=True, size=(1366, 768))
    show(app, screen)
    driver = Driver(app)
    driver.key(pygame.K_END)
    shown = texts(drawn(app)[0])
    assert SNAKE_WORDS in shown
    assert not any(text.startswith("snake A") for text in shown)
