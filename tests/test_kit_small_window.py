"""Issue 27: the kit's results screen and curtain on the largest tables in an 800×600
window, driven as a player does (Social Snake's 13 seats, Antisocial Snake's 8)."""

from __future__ import annotations

import pygame
import pytest
from test_social_small_window import drawn, texts

from game.app import App
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.layout_check import KINDS
from game.ui.tour import table_of

SMALL = (800, 600)


def shown(screen: str, seats: int) -> tuple[App, Driver]:
    app = App(headless=True, size=SMALL)
    with table_of(seats):
        show(app, screen)
    return app, Driver(app)


@pytest.mark.parametrize(("screen", "seats"), [("social-results", 13), ("antisocial-results", 8)])
def test_results_show_every_name_whole_and_the_chart_on_demand(screen, seats):
    app, driver = shown(screen, seats)
    results = app.top.results
    items, found = drawn(app)
    assert [f for f in found if f.kind in KINDS] == []
    assert set(results.names) <= set(texts(items))  # whole, in the table
    driver.click_button("Chart (C)")
    chart = texts(drawn(app)[0])
    assert results.chart_title in chart and "Place" not in chart  # in the table's place
    assert app.top.layout.chart.height > SMALL[1] // 2  # and the awards': never a strip
    assert driver.button("Table (C)").visible
    driver.key(pygame.K_c)
    table = texts(drawn(app)[0])
    assert "Place" in table and results.chart_title not in table
    driver.click_button("Main menu")
    assert type(app.top).__name__ == "MainMenuScene"


@pytest.mark.parametrize(("screen", "seats"), [("social-curtain", 13), ("antisocial-curtain", 8)])
def test_the_curtain_keeps_its_mark_and_name_clear_of_the_standings(screen, seats):
    app, _ = shown(screen, seats)
    items, found = drawn(app)
    assert [f for f in found if f.kind in KINDS] == []
    panel = next(item.rect for item in items if item.kind == "panel")
    mark = max((item.rect for item in items if item.kind == "token"), key=lambda r: r.width)
    assert mark.width >= 60 and mark.top > panel.bottom


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_wide_results_show_table_and_chart_together_with_every_button_in_the_window(size):
    """A game-night finding (Edges, 1366×768, after two merges): the results stacked as in a
    small window, and a third button hung below the window's edge."""
    app = App(headless=True, size=size)
    with table_of(4):
        show(app, "edges-results")
    driver = Driver(app)
    window = pygame.Rect((0, 0), size)
    items, _ = drawn(app)
    assert "Place" in texts(items) and app.top.results.chart_title in texts(items)
    buttons = [button for button in driver.buttons() if button.visible]
    assert len(buttons) >= 2 and all(window.contains(button.rect) for button in buttons)
    assert not any(button.text.startswith("Chart (C)") for button in buttons)
