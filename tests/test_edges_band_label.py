"""Issue 28 (Double-edged Edges' entry at 800×600, third round): the band's caption
"Partner (Tab) · direction" was partly covered by the partner button under it. Drawn
through the real loop; the caption's rect read from what was drawn."""

from __future__ import annotations

import pytest

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.tour import table_of


@pytest.mark.parametrize("seats", [4])
def test_the_band_caption_stands_clear_of_the_partner_button(seats):
    app = App(headless=True, size=(800, 600))
    with table_of(seats, long_names=True):
        show(app, "edges-entry")
    driver = Driver(app)
    driver.step(2)
    entry = app.top
    assert isinstance(entry, MoveEntryScene)
    LAYOUT.on = True
    try:
        app.frame_wanted = True
        app.tick([], 1 / 60)
        caption = next(i for i in LAYOUT.drawn if i.text.startswith("Partner (Tab)"))
    finally:
        LAYOUT.on = False
    button = entry.buttons["right"].rect
    assert caption.rect.bottom <= button.top, (caption.rect, button)
    assert caption.rect.top >= entry.band.top
