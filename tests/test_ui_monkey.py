"""1,500 random user actions over the menu, settings and how-to-play screens: no exception."""

import random

from game import games
from game.app import App
from game.ui.menu import MainMenuScene
from game.ui.monkey import monkey


def test_the_monkey_cannot_break_the_shell(monkeypatch):
    monkeypatch.setattr(games, "GAME_PACKAGES", ())
    app = App(headless=True)
    app.start(MainMenuScene(app))
    seen = set()

    def refill(app):
        app.push(MainMenuScene(app))

    for chunk in range(15):
        monkey(app, 100, random.Random(chunk), refill)
        seen.update(type(scene).__name__ for scene in app.stack)
    assert {"MainMenuScene", "SettingsScene", "HowToPlayScene"} <= seen
