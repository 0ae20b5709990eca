"""The season's setup reached as a host does: from the main menu, by clicks."""

from __future__ import annotations

from game.app import App
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.setup import SetupScene


def season_setup(window: App) -> Driver:
    """Season, then New season, clicked from the main menu: the setup screen on top."""
    window.start(MainMenuScene(window))
    driver = Driver(window)
    driver.step(3)
    driver.click_button("Season")
    driver.click_button("New season")
    assert isinstance(window.top, SetupScene)
    return driver


def seat_players(driver: Driver, window: App, count: int) -> None:
    """Add player, or the last seat's ×, clicked until `count` players are seated."""
    while len(window.top.seats) < count:
        driver.click_button("Add player")
    while len(window.top.seats) > count:
        removers = [button for button in driver.buttons() if button.text == "×"]
        driver.click_element(removers[-1])
