"""Leaving the guided match (a practice): Enter leaves, as on every leave question that loses
no work (players met "Yes (Y) / No (Enter)" there and "Yes (Enter) / No (Esc)" everywhere
else, and stayed in by habit); Esc stays. A saved match's question takes Enter as Yes too.
Real event queue."""

from __future__ import annotations

import pygame
from edges_window_helpers import press, tick

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.double_edged_edges.tutorial import TutorialFlowScene, tutorial_session
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.hotseat import LEAVE_GUIDED, PassScene
from game.ui.menu import MainMenuScene
from game.ui.scene import Scene


class SavedMatch(Scene):
    confirm_leave = "Leave the match? It is saved and can be continued."


def guided_match() -> tuple[App, TutorialFlowScene]:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    flow = TutorialFlowScene(app, tutorial_session())
    app.push(flow)
    for _ in range(400):
        if isinstance(app.top, MessageScene):
            break
        tick(app, dt=1.0)
    press(app, pygame.K_RETURN)  # round 0 read: the entry, with the first lesson over it
    press(app, pygame.K_RETURN)  # the first lesson read: the entry screen
    assert isinstance(app.top, MoveEntryScene)
    return app, flow


def test_esc_on_leave_the_guided_match_stays_and_enter_leaves():
    app, flow = guided_match()
    press(app, pygame.K_ESCAPE)  # a lone human: out of the entry onto the curtain, then out
    assert isinstance(app.top, PassScene)
    press(app, pygame.K_ESCAPE)
    question = app.top
    assert isinstance(question, ConfirmScene)
    assert question.question == LEAVE_GUIDED
    assert question.no.text == "No (Esc)" and question.yes.text == "Yes (Enter)"
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, ConfirmScene) and flow in app.stack
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_RETURN)
    assert flow not in app.stack and isinstance(app.top, MainMenuScene)


def test_enter_still_leaves_a_saved_match():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    match = SavedMatch(app)
    app.push(match)
    tick(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and app.top.yes.text == "Yes (Enter)"
    press(app, pygame.K_RETURN)
    assert match not in app.stack


def test_a_lone_human_goes_from_the_reveal_to_the_next_entry_without_a_curtain():
    app, flow = guided_match()
    press(app, pygame.K_TAB, pygame.K_RETURN)  # round 1 entered
    for _ in range(100):
        assert not isinstance(app.top, PassScene)  # nobody to hide the entry from
        if isinstance(app.top, MessageScene):
            break
        press(app, pygame.K_END, pygame.K_RETURN)  # the reveal to its end, continue
    assert isinstance(app.top, MessageScene) and app.top.title.startswith("Round 2")
    assert isinstance(app.stack[-2], MoveEntryScene)
