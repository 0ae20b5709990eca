"""Issue 28 (Double-edged Edges at 800×600, 12 seats, 16-letter names): the partner buttons
set both names whole (no cut label, so no whole-text card over Left/Right/Hint when the
button has the focus), and the partner grid names a 16-W partner "(below)" as it names the
others. Driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.double_edged_edges.entry import LABEL_PADDING, MoveEntryScene
from game.table.seats import PLAYER_COLOURS, Seat
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.tour import LONG_NAMES
from tests.edges_window_helpers import new_session

WIDE = "WWWWWWWWWWWWWWWW"
NAMES = [WIDE, "Wilhelmina Woods", *LONG_NAMES[2:12]]


@pytest.fixture
def recording():
    LAYOUT.on = True
    try:
        yield
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()


def drawn_texts() -> str:
    return " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)


def test_partner_names_whole_on_the_buttons_and_in_the_grid_at_800x600(recording):
    session = new_session([Seat(NAMES[i], PLAYER_COLOURS[i][0]) for i in range(12)])
    seating = session.state.seating
    seat = next(p for p in range(12) if seating.partners_of(p)[1] == 0)  # WIDE is below
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, session, seat, lambda: None)
    app.push(entry)
    driver = Driver(app)
    driver.step(2)
    right, below = (NAMES[p] for p in seating.partners_of(seat))
    buttons = entry.buttons
    assert buttons["right"].text.endswith(right) and buttons["right"].text.startswith("1 ·")
    assert buttons["below"].text.endswith(below) and buttons["below"].text.startswith("2 ·")
    for key in ("right", "below"):
        button = buttons[key]
        assert button.font.size(button.text)[0] <= button.rect.width - LABEL_PADDING
        driver.move(button.rect.center)  # hovered, then focused by keys: no card either way
        driver.step()
        assert app.whole_text_card is None
    for _ in range(2):
        driver.key(pygame.K_TAB)
        driver.step()
        assert app.whole_text_card is None
    texts = drawn_texts()
    assert "(below)" in texts and "(right)" in texts, texts
    _, grid, _ = entry.areas()
    assert all(cell.bottom <= grid.bottom + 2 for cell in entry.grid.cell_rects(grid).values())
    start = session.state.spaces[0]
    assert len([token for token, _ in entry.platform.shown if token.space == start]) == 12
