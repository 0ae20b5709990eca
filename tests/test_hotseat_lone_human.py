"""Issue 28: a lone human among bots goes straight to their entry in every hot-seat game (the
guided matches too); two humans at one machine still pass it behind the "Pass to NAME"
curtain. Everything goes through the setup's buttons and pygame's event queue."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.antisocial_snake.scene import setup_scene as antisocial_setup
from game.app import App
from game.bugcatcher.scene import setup_scene as bugcatcher_setup
from game.double_edged_edges.scene import RoundZeroScene
from game.double_edged_edges.scene import setup_scene as edges_setup
from game.social_snake.scene import setup_scene as social_setup
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.entry import EntryScreen
from game.ui.hotseat import HotSeatScene, PassScene
from game.ui.menu import MainMenuScene
from game.ui.setup import SetupScene

SETUPS: dict[str, Callable[[App], SetupScene]] = {
    "antisocial": antisocial_setup,
    "edges": edges_setup,
    "bugcatcher": bugcatcher_setup,
    "social": social_setup,
}


@pytest.fixture
def app() -> App:
    window = App(headless=True)
    window.start(MainMenuScene(window))
    window.step(0.02)
    return window


def opened_setup(app: App, game: str) -> tuple[SetupScene, Driver]:
    setup = SETUPS[game](app)
    app.push(setup)
    driver = Driver(app)
    driver.step(2)
    return setup, driver


def button(setup: SetupScene, key: str):  # noqa: ANN201 - a pygame-gui button
    return next(control.element for control in setup.form.controls if control.key == key)


def set_kind(setup: SetupScene, driver: Driver, index: int, human: bool) -> None:
    """Click seat `index`'s kind button until it reads Human (or a bot, `human` False)."""
    for _ in range(8):
        if (button(setup, f"kind{index}").text == "Human") == human:
            return
        driver.click(button(setup, f"kind{index}").rect.center)
    raise AssertionError(f"seat {index + 1}'s kind never became {'Human' if human else 'a bot'}")


def start(app: App, setup: SetupScene, driver: Driver, humans: int) -> HotSeatScene:
    """Seats 1..`humans` human, the others bots, then Start clicked: the match's flow."""
    for index in range(len(setup.seats)):
        set_kind(setup, driver, index, index < humans)
    driver.click(button(setup, "start").rect.center)
    driver.step(3, dt=0.05)
    past_round_zero(app, driver)
    flows = [scene for scene in app.stack if isinstance(scene, HotSeatScene)]
    assert flows, f"no match started: {[type(s).__name__ for s in app.stack]}"
    return flows[0]


def past_round_zero(app: App, driver: Driver) -> None:
    """Edges opens on its public round 0 (nothing entered, no curtain): Enter goes on."""
    if isinstance(app.top, RoundZeroScene):
        assert not any(isinstance(scene, PassScene) for scene in app.stack)
        driver.key(pygame.K_RETURN)
        driver.step(3, dt=0.05)


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_a_lone_human_goes_from_start_straight_to_their_entry(app, game):
    setup, driver = opened_setup(app, game)
    flow = start(app, setup, driver, humans=1)
    assert sum(not seat.is_bot for seat in flow.session.seats) == 1
    assert not any(isinstance(scene, PassScene) for scene in app.stack)
    assert isinstance(app.top, EntryScreen), type(app.top).__name__


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_two_humans_still_pass_the_machine_behind_the_curtain(app, game):
    setup, driver = opened_setup(app, game)
    flow = start(app, setup, driver, humans=2)
    first = flow.session.seats[flow.session.humans_waiting()[0]].name
    assert isinstance(app.top, PassScene) and app.top.player == first
    driver.step(dt=1.0)  # the curtain takes no key in its first moments
    driver.key(pygame.K_SPACE)
    assert isinstance(app.top, EntryScreen), type(app.top).__name__


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_the_guided_match_opens_on_the_entry_and_its_lesson_without_a_curtain(app, game):
    setup, driver = opened_setup(app, game)
    driver.click(button(setup, "guide").rect.center)
    driver.step(3, dt=0.05)
    past_round_zero(app, driver)
    assert not any(isinstance(scene, PassScene) for scene in app.stack)
    assert isinstance(app.top, MessageScene), type(app.top).__name__  # the first lesson
    assert isinstance(app.stack[-2], EntryScreen), type(app.stack[-2]).__name__
