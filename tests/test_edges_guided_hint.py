"""Issue 28 (Double-edged Edges' guided match): in round 2, whose lesson asks for an amount
of 2 or more, the hint (H) never sets 1; its words name the amount it set. Real event queue."""

from __future__ import annotations

import pygame
from edges_window_helpers import press, tick

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.double_edged_edges.tutorial import TutorialFlowScene, tutorial_session
from game.ui.dialogs import MessageScene
from game.ui.menu import MainMenuScene


def test_the_round_two_hint_keeps_to_the_lessons_amount():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    app.push(TutorialFlowScene(app, tutorial_session()))
    for _ in range(400):
        if isinstance(app.top, MessageScene):
            break
        tick(app, dt=1.0)
    press(app, pygame.K_RETURN, pygame.K_RETURN)  # round 0 read, the first lesson read
    press(app, pygame.K_TAB, pygame.K_RETURN)  # round 1 entered (partner below)
    for _ in range(100):
        if isinstance(app.top, MessageScene):
            break
        press(app, pygame.K_END, pygame.K_RETURN)  # the reveal to its end, continue
    assert app.top.title.startswith("Round 2")
    press(app, pygame.K_RETURN)  # the lesson read: the entry
    entry = app.top
    assert isinstance(entry, MoveEntryScene)
    press(app, pygame.K_UP, pygame.K_h, pygame.K_RETURN)  # yes: the hint replaces right 2
    assert entry.entry.amount >= 2
    assert f" {entry.entry.amount} with " in entry.hint
