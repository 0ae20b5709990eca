"""Issue 27: Esc on a reveal is one behaviour in every game. It skipped a reveal to its end
(and, pressed again, went on to the next curtain) everywhere but Social Snake, which asked
to leave the match. Now every game's reveal asks the match's own question, as its curtain
does, and never moves the reveal on; the skip has its own button and key and the button
says its key."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.reveal_player import SKIP_LABEL, RevealPlayer
from game.ui.tour import over_menu


def _social(app):
    from game.social_snake.scene import MatchFlowScene
    from game.social_snake.tour import _social_session

    return MatchFlowScene(app, _social_session())


def _antisocial(app):
    from game.antisocial_snake.scene import MatchFlowScene
    from game.antisocial_snake.tour import _antisocial_session

    return MatchFlowScene(app, _antisocial_session())


def _bugcatcher(app):
    from game.bugcatcher.scene import MatchFlowScene
    from game.bugcatcher.tour import _bug_session

    return MatchFlowScene(app, _bug_session(1))


def _edges(app):
    from game.double_edged_edges.scene import EdgesFlowScene
    from game.double_edged_edges.tour import _edges_session

    return EdgesFlowScene(app, _edges_session())


@pytest.fixture(scope="module")
def driver():
    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    return Driver(app)


@pytest.mark.parametrize("flow_of", [_social, _antisocial, _bugcatcher, _edges])
def test_esc_on_every_game_s_reveal_asks_to_leave_and_never_skips(driver, flow_of):
    app = driver.app
    flow = flow_of(app)
    over_menu(app, flow)  # a match of bots: its flow goes on to the first reveal
    driver.step(2, dt=0.05)
    reveal = app.top
    assert isinstance(reveal, RevealPlayer)
    assert SKIP_LABEL in [button.text for button in driver.buttons()]  # "(End)": its key
    driver.key(pygame.K_SPACE)  # paused part-way
    time = reveal.timeline.time
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and app.top.question.startswith("Leave")
    driver.key(pygame.K_n)  # No: the reveal where it was
    assert app.top is reveal and reveal.timeline.time == time
    assert not reveal.timeline.finished
    driver.key(pygame.K_END)  # the skip is End (and its button)
    assert reveal.timeline.finished and app.top is reveal
    driver.key(pygame.K_ESCAPE)  # even at the end: the question, not on to the next curtain
    assert isinstance(app.top, ConfirmScene)
    driver.key(pygame.K_y)
    assert reveal not in app.stack and flow not in app.stack
    assert isinstance(app.top, MainMenuScene)
