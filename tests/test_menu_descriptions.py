"""The main menu shows the focused game's whole description, at 12 px or more, between the
buttons and the key-help line, at 1366×768 and on an 800×600 screen (issue 28: at 800×600
Double-edged Edges' description was cut after "trick someone into jumping off for")."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.games import all_kinds
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import KEY_HELP


def _frame_texts(app: App) -> list:
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        app.step()
        return [item for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_every_games_description_is_shown_whole_above_the_key_help(size):
    app = App(headless=True, size=size)
    show(app, "menu")
    menu, driver = app.top, Driver(app)
    window = pygame.Rect((0, 0), size)
    seen = set()
    for _ in range(len(menu.menu.items)):
        item = menu.menu.focused_item
        game = next((game for game in all_kinds() if game.title == item.label), None)
        if game is not None:
            texts = _frame_texts(app)
            key_help = next(text for text in texts if text.text == KEY_HELP)
            rows = [text for text in texts if text.rect.top > menu.buttons_area.bottom]
            rows = [text for text in rows if text is not key_help]
            assert " ".join(text.text for text in rows) == game.blurb, (size, game.title)
            for text in rows:
                assert text.size >= 12 and not text.shortened
                assert window.contains(text.rect) and text.rect.bottom <= key_help.rect.top
            seen.add(game.title)
        driver.key(pygame.K_DOWN)
    assert seen == {game.title for game in all_kinds()}
