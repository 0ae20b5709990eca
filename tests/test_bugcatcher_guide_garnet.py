"""Issue 28 (Bugcatcher's guided match): the swap lesson teaches only what Ann can do. The
garnet swap (G) is taught while she holds a garnet, with how many; after her pregame bid spent
her only garnet, the lesson says nothing of it. Driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest
from test_bugcatcher_help import lesson_then_entry, press

from game.app import App
from game.bugcatcher.entry import PregameEntryScene
from game.bugcatcher.tutorial import LESSONS, TutorialFlowScene, tutorial_session
from game.ui.menu import MainMenuScene
from game.ui.monkey import tick

CTRL = pygame.KMOD_CTRL


@pytest.mark.parametrize("bid", [True, False])
def test_the_swap_lesson_teaches_the_garnet_swap_only_with_a_garnet_in_hand(bid):
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    flow = TutorialFlowScene(app, tutorial_session())
    app.push(flow)
    first = " ".join(lesson_then_entry(app, 0).log.lines)
    assert "a yellow square on a cell, a light-blue disc on a corner" in first  # the marks
    assert isinstance(app.top, PregameEntryScene)
    press(app, pygame.K_LEFT, pygame.K_SPACE, pygame.K_TAB, pygame.K_SPACE)  # a cell and a corner
    if bid:
        press(app, pygame.K_PLUS)  # the only garnet bid
    press(app, pygame.K_RETURN, mod=CTRL)
    lesson_then_entry(app, 1)
    press(app, pygame.K_c, pygame.K_RIGHT)
    press(app, pygame.K_RETURN, mod=CTRL)
    words = " ".join(lesson_then_entry(app, 2).log.lines)
    held = flow.session.state.players[0].garnets
    assert held == (0 if bid else 1)
    assert "S swaps the colours" in words and "Put a swap" in words
    if bid:
        assert "garnet" not in words and "G " not in words
    else:
        assert "G swaps with a garnet" in words and "you hold 1" in words
    assert LESSONS[2].title.startswith("Round 2")


@pytest.mark.parametrize("garnets", [0, 1])
def test_the_round_entry_names_the_garnet_swap_key_only_with_a_garnet(garnets):
    from test_bugcatcher_help import new_session

    from game.bugcatcher.entry import RoundEntryScene
    from game.bugcatcher.geometry import BORDER, CENTRAL
    from game.bugcatcher.rules import Pregame
    from game.bugcatcher.scene import MatchFlowScene
    from game.ui.monkey import play_until

    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    session = new_session(garnets)
    board = session.board
    session.submit(0, Pregame((board.parse("C3", CENTRAL),), (board.parse("C3 ul", BORDER),)))
    app.push(MatchFlowScene(app, session))
    tick(app)
    play_until(app, RoundEntryScene)
    entry = app.top
    assert entry.me.garnets == garnets
    assert ("G: swap with a garnet" in entry.help_line()) == bool(garnets)
    assert "S: swap" in entry.help_line()
    labels = {button.text for button in entry.buttons}
    assert "Swap S" in labels and ("Garnet G" in labels) == bool(garnets)
