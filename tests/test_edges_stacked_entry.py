"""Issue 28 (Double-edged Edges' entry on an 800×600 screen): the platform was about 400 px
wide beside 320 px of controls. Below 1000 px wide it takes the whole width, as the reveal
does, with the controls in a band under it and the key folded behind a chip (F1). Driven
through the real event queue: clicks on the band's buttons, keys, the key chip."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.tour import table_of


def entry_at(size: tuple[int, int], players: int, long_names: bool = False):
    app = App(headless=True, size=size)
    with table_of(players, long_names=long_names):
        show(app, "edges-entry")
    driver = Driver(app)
    driver.step(2)
    entry = app.top
    assert isinstance(entry, MoveEntryScene)
    return app, driver, entry


@pytest.mark.parametrize("players,long_names", [(4, False), (12, False), (12, True)])
def test_the_platform_takes_the_whole_width_and_the_controls_sit_under_it(players, long_names):
    app, driver, entry = entry_at((800, 600), players, long_names)
    platform, grid, _ = entry.areas()
    assert entry.platform.rect.width >= 700  # was about 400 beside the panel
    assert entry.platform.cell >= 36  # the space numbers and tokens with room
    window = pygame.Rect(0, 0, 800, 600)
    for button in entry.buttons.values():
        rect = button.rect
        assert window.contains(rect), f"{button.text} off the window"
        assert rect.top >= platform.bottom and rect.bottom <= grid.top, button.text
    assert entry.strip_rect.bottom <= 600 and grid.bottom < entry.strip_rect.top
    strip = entry.strip_rect
    whole = entry.strip.height_for(entry.standings(), strip.width) <= strip.height
    assert whole or entry.strip.lines_in(strip.height) >= 3  # the label's line and two


def test_the_band_s_buttons_and_keys_change_the_move():
    app, driver, entry = entry_at((800, 600), 4)
    driver.click(entry.buttons["more"].rect.center)
    driver.click(entry.buttons["more"].rect.center)
    driver.click(entry.buttons["L"].rect.center)
    assert (entry.entry.direction, entry.entry.amount) == ("L", 3)
    driver.click(entry.buttons["below"].rect.center)
    _, below = entry.session.state.seating.partners_of(entry.seat)
    assert entry.entry.partner == below
    driver.key(pygame.K_DOWN)
    assert entry.entry.amount == 2


def test_the_folded_key_opens_with_f1_and_with_a_click():
    app, driver, entry = entry_at((800, 600), 12)
    toggle = entry.key_chip
    assert toggle.folded and not toggle.open
    driver.key(pygame.K_F1)
    assert toggle.open
    driver.key(pygame.K_F1)
    assert not toggle.open
    driver.click(toggle.chip.center)
    assert toggle.open


def test_a_wide_window_keeps_the_side_panel():
    app, driver, entry = entry_at((1366, 768), 12)
    assert not entry.key_chip.folded
    assert min(button.rect.left for button in entry.buttons.values()) > 900
