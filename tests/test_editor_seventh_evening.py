"""What a seventh designer's evening with the editor found (scored 7 against Tiled), driven
in the window as a designer drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

import pygame
import pytest
from editor_window_helpers import edit, menu_driver

from game.core.paths import LEVELS
from game.ui.driver import Driver


@pytest.fixture
def driver() -> Driver:
    return menu_driver()


@pytest.fixture(autouse=True)
def pointer_back():
    """The pointer goes back to the corner, so that no later test finds it resting here."""
    yield
    pygame.mouse.set_pos((0, 0))


def rest_on(driver: Driver, pos: tuple[int, int]) -> None:
    """The mouse moved to `pos` and rested there long enough for a tool tip (SDL's pointer
    set too: pygame-gui reads it for hovering)."""
    pygame.mouse.set_pos(pos)
    driver.move(pos)
    driver.step(3, dt=0.6)


def move_away(driver: Driver) -> None:
    pygame.mouse.set_pos((2, 2))
    driver.move((2, 2))


# --- a greyed-out button still says why -----------------------------------------------------


def test_greyed_out_zoom_plus_shows_its_tip_saying_it_is_at_the_most(driver):
    scene = edit(driver, LEVELS / "social-snake" / "classic.toml")
    for _ in range(12):
        driver.key(pygame.K_EQUALS, mod=pygame.KMOD_CTRL)
    driver.step()
    zoom_in = scene.buttons["zoom:+1"]
    assert not zoom_in.is_enabled
    rest_on(driver, zoom_in.rect.center)
    assert zoom_in.tool_tip is not None and zoom_in.tool_tip.alive()
    words = zoom_in.tool_tip.text_block.html_text
    assert "as far as it goes" in words and "400 %" in words
    assert zoom_in.drawable_shape.active_state.state_id == "disabled"  # still looks greyed
    driver.click(zoom_in.rect.center)  # and a click still does nothing
    assert scene.canvas.describe(keys=False) == "zoom 400 %"
    move_away(driver)
    assert zoom_in.tool_tip is None


# --- a clicked button's tip never covers what the click shows -------------------------------


def test_a_clicked_buttons_tip_stays_away_until_the_pointer_leaves_it(driver):
    scene = edit(driver, LEVELS / "social-snake" / "classic.toml")
    generate = scene.buttons["generate"]
    rest_on(driver, generate.rect.center)
    assert generate.tool_tip is not None  # resting on it shows what it does
    driver.click(generate.rect.center)
    driver.step(5, dt=0.6)  # the pointer rests on it after the click
    assert scene.model.dirty  # the apples are generated …
    assert generate.tool_tip is None  # … and no tip covers the board and its stats
    move_away(driver)
    driver.step()
    rest_on(driver, generate.rect.center)
    assert generate.tool_tip is not None  # back on it later: the tip again
