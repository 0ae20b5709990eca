"""Issue 28 (Double-edged Edges at 800×600, third round): with 12 seats and long names (the
player table's rows then take two lines) the reveal and the replay showed a crowded space as
four tiny tokens and "+8". The key's chip now sits at the tab row's right end (the Players and
Log tabs over the first half), the gaps round the table narrow, and every token on every space
is drawn at every step. Driven through the real event queue (Right steps the reveal)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.double_edged_edges.reveal import RevealScene
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.tour import table_of


def reveal_at_800(screen: str) -> tuple[App, Driver, RevealScene]:
    app = App(headless=True, size=(800, 600))
    with table_of(12, long_names=True):
        show(app, screen)
    driver = Driver(app)
    driver.step(2)
    assert isinstance(app.top, RevealScene) and len(app.top.names) == 12
    return app, driver, app.top


@pytest.mark.parametrize("screen", ["edges-reveal", "edges-replay"])
def test_every_token_is_drawn_at_every_step_with_twelve_long_names(screen):
    app, driver, reveal = reveal_at_800(screen)
    assert reveal.stacked_name_lines() == 2  # the case that folded stacks before
    for step in range(min(60, len(reveal.places))):
        driver.key(pygame.K_RIGHT)
        driver.step(1)
        assert reveal.view.folds == [], f"step {step}: a stack folded behind +N"
        shown = {token.player for token, _ in reveal.view.shown}
        assert shown >= set(range(12)), f"step {step}: {sorted(set(range(12)) - shown)} hidden"


def test_the_key_chip_sits_in_the_tab_row_and_opens_the_key():
    app, driver, reveal = reveal_at_800("edges-reveal")
    chip, tabs = reveal.key_toggle.chip, reveal.tabs.tab_rects()
    assert reveal.key_toggle.folded and chip.top == reveal.tabs.row.top
    assert all(not chip.colliderect(tab) for tab in tabs)
    assert all(tab.right <= reveal.panels[0][0].rect.right for tab in tabs)  # over players 1–6
    assert chip.bottom <= reveal.panels[1][0].rect.top  # above the second half, not on it
    assert reveal.view.rect.bottom < reveal.tabs.row.top
    driver.key(pygame.K_F1)
    assert reveal.key_toggle.open
    driver.click(chip.center)
    assert not reveal.key_toggle.open


def test_the_two_halves_of_the_player_table_set_names_at_one_size():
    from game.ui.layout_record import LAYOUT

    app, driver, reveal = reveal_at_800("edges-reveal")
    names = set(reveal.names)
    LAYOUT.on = True
    try:
        app.frame_wanted = True
        driver.step()
        drawn = [item for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    halves = [panel.rect for panel, _, _ in reveal.panels]
    sizes = [
        {item.size for item in drawn if half.contains(item.rect) and item.text in names}
        for half in halves
    ]
    assert all(sizes) and sizes[0] == sizes[1], sizes
