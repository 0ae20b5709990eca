"""How to play from inside a Bugcatcher match: "?" or the "Rules ?" button in both entry
screens opens it on Bugcatcher's page, and Esc comes back to the entry with what was
entered kept. Real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
from game.ui.driver import Driver
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import tick
from tests.test_bugcatcher_help import new_session, pregame_entry, round_entry


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def test_question_mark_opens_the_rules_from_a_round_entry_and_esc_comes_back(app):
    entry = round_entry(app)
    driver = Driver(app)
    driver.keys(pygame.K_c, pygame.K_RIGHT)
    typed = entry.entry
    driver.type_text("?")
    howto = app.top
    assert isinstance(howto, HowToPlayScene)
    assert howto.pages[howto.page].title.startswith("Bugcatcher")
    driver.key(pygame.K_ESCAPE)
    assert app.top is entry and isinstance(entry, RoundEntryScene)
    assert entry.entry == typed


def test_the_rules_button_opens_them_from_the_pregame_entry(app):
    entry = pregame_entry(app, new_session())
    driver = Driver(app)
    driver.click_button("Rules")
    howto = app.top
    assert isinstance(howto, HowToPlayScene)
    assert howto.pages[howto.page].title.startswith("Bugcatcher")
    driver.key(pygame.K_ESCAPE)
    assert app.top is entry and isinstance(entry, PregameEntryScene)
