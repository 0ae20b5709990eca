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


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_a_lone_human_on_elemental_sees_who_beats_whom_on_both_entries(size):
    """The curtain before Elemental drew the cycle (fire, grass, water); a lone human has no
    curtain now, so the placement and movement entries' panel is where they see it."""
    from test_antisocial_help import element_tiles_in, elemental_first
    from test_antisocial_scenes import click_cell

    from game.antisocial_snake.entry import MovementScene, PlacementScene, panel_rect
    from game.antisocial_snake.scene import MatchFlowScene
    from game.table.seats import Seat

    window = App(headless=True, size=size)
    window.start(MainMenuScene(window))
    driver = Driver(window)
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "normal"), Seat("Cat", "Green", "easy")]
    window.push(MatchFlowScene(window, elemental_first(seats)))
    driver.step(3, dt=0.05)
    assert isinstance(window.top, PlacementScene)
    assert element_tiles_in(window.screen, panel_rect(size)) == {"fire", "grass", "water"}
    for cell in ("A1", "B1", "D1"):  # red, green, blue: one snake on each colour
        click_cell(window, cell)
    driver.key(pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    for _ in range(40):  # the placement's reveal, played to its end
        if isinstance(window.top, MovementScene):
            break
        driver.key(pygame.K_END)
        driver.key(pygame.K_RETURN)
    assert isinstance(window.top, MovementScene), type(window.top).__name__
    assert not any(isinstance(scene, PassScene) for scene in window.stack)
    driver.step(2, dt=0.05)
    assert element_tiles_in(window.screen, panel_rect(size)) == {"fire", "grass", "water"}
