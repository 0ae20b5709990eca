"""Issue 28 (Double-edged Edges' entry, third round): the hint with no garnets held says so
(not "0 bet of the 0 garnets you hold"), and H asks before it replaces a move the player chose
(No keeps it, Yes takes the hint); a draft still at the defaults takes the hint at once. Real
event queue."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.app import App
from game.double_edged_edges.bot import choose_submission
from game.double_edged_edges.entry import MoveEntryScene
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from tests.edges_window_helpers import new_session, two_humans


def entry_with(garnets: int) -> tuple[App, Driver, MoveEntryScene]:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, new_session(two_humans(), garnets=garnets), 0, lambda: None)
    app.push(entry)
    driver = Driver(app)
    driver.step(2)
    return app, driver, entry


def test_a_hint_with_no_garnets_says_nothing_is_bet():
    app, driver, entry = entry_with(garnets=0)
    driver.key(pygame.K_h)
    assert app.top is entry  # still the defaults: no question
    assert "You hold no garnets, so nothing is bet." in entry.hint
    assert "0 bet of the 0" not in entry.hint


def test_a_hint_asks_before_it_replaces_your_own_move():
    app, driver, entry = entry_with(garnets=2)
    session = entry.session
    for key in (pygame.K_LEFT, pygame.K_UP, pygame.K_UP):
        driver.key(key)
    mine = entry.entry
    assert (mine.direction, mine.amount) == ("L", 3)
    hint = replace(choose_submission(session.state, 0, "hard"), bet=mine.bet)
    assert hint != mine
    driver.key(pygame.K_h)
    assert isinstance(app.top, ConfirmScene)
    assert "Replace your move (left 3 with" in app.top.question
    driver.key(pygame.K_ESCAPE)  # no: the move stays
    assert app.top is entry and entry.entry == mine and not entry.hint
    driver.key(pygame.K_h)
    driver.key(pygame.K_RETURN)  # yes: the hint's move
    assert app.top is entry and entry.entry == hint
    assert (
        entry.hint.startswith("Hint: ") and "The bet is left to you: 0 bet of the 2" in entry.hint
    )
