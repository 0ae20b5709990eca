"""Issues 28 and 27 (Double-edged Edges' entry on an 800×600 screen): with few players
everyone's token stands in one stack on the start space (no "+N" while there is room), and
the standings strip of twelve is three lines high at the least (its label's and two; it
scrolls with the wheel for the rest). Driven through the real event queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.tour import table_of
from tests.edges_window_helpers import new_session, two_humans


def test_four_on_the_start_space_stand_in_one_stack():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, new_session(two_humans()), 0, lambda: None)
    app.push(entry)
    driver = Driver(app)
    driver.step(2)
    for key in (pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
        driver.key(key)  # the drafts move the outlines: the stack stays whole
        assert entry.platform.folds == [], "a '+N' chip where the stack had room"
        start = [token for token, _ in entry.platform.shown if token.space == 5]
        assert len({token.player for token in start}) == 4


def test_the_standings_of_twelve_are_three_lines_high():
    app = App(headless=True, size=(800, 600))
    with table_of(12):
        show(app, "edges-entry")
    driver = Driver(app)
    driver.step(2)
    entry = app.top
    assert isinstance(entry, MoveEntryScene)
    assert entry.strip.lines_in(entry.strip_rect.height) >= 3  # the label's line and two
    assert entry.strip_rect.bottom <= 600
    platform, grid, key = entry.areas()
    assert platform.bottom < grid.top and grid.bottom <= key.top
    assert key.bottom <= entry.strip_rect.top
