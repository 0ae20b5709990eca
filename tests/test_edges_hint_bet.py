"""The entry screen's hint says the bet in the panel's words: the garnets bet now of the
garnets held (it said "0 garnets now" beside "1 garnet held"). Real event queue."""

from __future__ import annotations

import pygame
from edges_window_helpers import new_session, two_humans

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene


def test_the_hint_says_the_garnets_held_as_the_panel_does():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, new_session(two_humans(), garnets=1), 0, lambda: None)
    app.push(entry)
    driver = Driver(app)
    driver.step(2)
    driver.key(pygame.K_h)
    assert entry.hint.endswith("The bet is left to you: 0 bet of the 1 garnet you hold.")
