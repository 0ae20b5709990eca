"""Issue 28 (Double-edged Edges on an 800×600 screen): the reveal gives the platform the
whole width (its space numbers at 12 px or more) and puts the player table under it, in
two halves side by side, every player's row shown; the log shares its place under a tab
(F2). Driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.double_edged_edges.reveal import RevealScene
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.reveal_player import LOG_TAB, PLAYERS_TAB
from game.ui.tour import table_of


def reveal_at(size: tuple[int, int], players: int) -> tuple[App, Driver, RevealScene]:
    app = App(headless=True, size=size)
    with table_of(players):
        show(app, "edges-reveal")
    driver = Driver(app)
    driver.step(3)
    assert isinstance(app.top, RevealScene)
    return app, driver, app.top


@pytest.mark.parametrize("players", [4, 6, 12])
def test_the_platform_takes_the_whole_width_of_a_small_screen(players):
    app, driver, reveal = reveal_at((800, 600), players)
    view = reveal.view
    assert view.rect.width >= 800 - 2 * 12 - 40, f"platform {view.rect} on an 800 px screen"
    assert view.cell >= 36, "the space numbers are drawn at 18 px or more (cell // 2)"
    buttons_top = min(button.rect.top for button in driver.buttons())
    shown = []
    for panel, start, end in reveal.panels:
        assert panel.rect.top > view.box_top, "the player table sits under the platform"
        assert panel.rect.bottom <= buttons_top, f"{panel.rect} runs under the buttons"
        assert panel.row_height * (end - start) + 36 <= panel.rect.height
        shown.extend(range(start, end))
    assert shown == list(range(players)), "every player's row is there"
    if reveal.tabs.tabs:
        assert reveal.tabs.showing(PLAYERS_TAB)
        driver.key(pygame.K_F2)
        assert reveal.tabs.showing(LOG_TAB)
        assert reveal.log.rect.top > view.box_top
        assert reveal.log.rect.bottom <= buttons_top


def test_a_wide_window_keeps_the_table_beside_the_platform():
    _, _, reveal = reveal_at((1366, 768), 12)
    (panel, start, end), *others = reveal.panels
    assert not others and (start, end) == (0, 12)
    assert panel.rect.left > reveal.view.rect.right
