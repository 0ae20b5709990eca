"""The hot-seat curtain with a long name in a small window: the title shrinks to fit, whole."""

import pygame
import pytest

from game import games
from game.app import App
from game.ui.curtain import CurtainScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

LONG_NAME = "WWWWWWWWWWWWWWWW"


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_pass_to_a_sixteen_letter_name_fits_the_window_whole(monkeypatch, size):
    monkeypatch.setattr(games, "GAME_PACKAGES", ())
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    driver = Driver(app)
    continued = []
    curtain = CurtainScene(app, LONG_NAME, lambda: continued.append(True), player_index=0)
    app.push(curtain)
    driver.step(passes=3, dt=0.3)
    title = curtain.title_rect
    assert title is not None
    assert title.left >= 0 and title.right <= size[0]
    assert curtain.title_shown == f"Pass to {LONG_NAME}"
    assert curtain.mark_rect is not None and not title.colliderect(curtain.mark_rect)
    driver.key(pygame.K_SPACE)
    assert continued == [True]
