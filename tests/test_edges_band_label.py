"""Issue 28 (Double-edged Edges' entry at 800×600, third round): the band's caption
"Partner (Tab) · direction" was partly covered by the partner button under it. Drawn
through the real loop; the caption's rect read from what was drawn."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from tests.edges_window_helpers import new_session, two_humans


def test_the_band_caption_stands_clear_of_the_partner_button():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, new_session(two_humans()), 0, lambda: None)
    app.push(entry)
    Driver(app).step(2)
    LAYOUT.on = True
    try:
        Driver(app).keys(pygame.K_UP)
        app.frame_wanted = True
        app.tick([], 1 / 60)
        caption = next(i for i in LAYOUT.drawn if i.text.startswith("Partner (Tab)"))
    finally:
        LAYOUT.on = False
    button = entry.buttons["right"].rect
    assert caption.rect.bottom <= button.top, (caption.rect, button)
    assert caption.rect.top >= entry.band.top
