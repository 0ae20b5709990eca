"""Issue 28, fifth round, Antisocial Snake as a new player meets it in the window: a booted
snake's line in the move entry says where it was booted from and why; in colour-blind mode a
halted snake's stop sign carries its start colour's tile pattern, as its disc and trail do."""

from __future__ import annotations

import pygame
import pytest
from antisocial_helpers import cells
from test_antisocial_scenes import humans, open_entry, small_session, tick
from test_social_small_window import drawn, texts

from game.antisocial_snake.board import PlacementEntry
from game.antisocial_snake.entry import MovementScene
from game.antisocial_snake.rules import STAGE_MOVEMENT
from game.app import App
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
        (["A1", "A3"], "booted from A1 (tie)"),  # both list red A1 first: a tie boots both
        (["D1", "A1"], "booted from D1 (lower priority)"),  # Bob's first beats Ann's second
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
    shown = texts(drawn(app)[0])
    line = next(text for text in shown if "booted from" in text)
    assert line.strip() == words
    assert len([t for t in shown if "booted from" in t]) == 1  # the snake that stayed: none
