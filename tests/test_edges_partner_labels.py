"""Double-edged Edges' partner buttons at 800×600 with long names: the role comes first
(with its 1/2 key), so a label cut for room loses the end of the name, never the role; the
whole label's card on hover never covers the other partner button. Real event queue."""

from __future__ import annotations

import pygame
import pytest
from edges_window_helpers import new_session

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.table.seats import Seat
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

LONG = ["Maximilian Swade", "dddd aaaa ssss w", "Wilhelmina Crane", "Bartholomew Oaks"]


def long_named_entry(size: tuple[int, int]) -> tuple[App, Driver, MoveEntryScene]:
    colours = ["Red", "Blue", "Green", "Yellow"]
    seats = [Seat(name, colour) for name, colour in zip(LONG, colours, strict=True)]
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.push(MoveEntryScene(app, new_session(seats), 0, lambda: None))
    driver = Driver(app)
    driver.step(2)
    return app, driver, app.top


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)], ids=["800x600", "1366x768"])
def test_partner_buttons_say_the_role_first_and_the_card_keeps_off_the_other(size):
    app, driver, entry = long_named_entry(size)
    right, below = entry.session.state.seating.partners_of(0)
    buttons = entry.buttons
    assert buttons["right"].text.startswith("1 · Right")
    assert buttons["below"].text.startswith("2 · Below")
    for key, partner, other in (("right", right, "below"), ("below", below, "right")):
        shown = buttons[key].text
        name = LONG[partner]
        assert name in shown or name.startswith(shown.split(": ", 1)[1].rstrip("…"))
        driver.move(buttons[key].rect.center)
        driver.step()
        if shown.endswith("…"):
            assert app.whole_text_shown is not None and app.whole_text_shown.endswith(name)
            assert app.whole_text_card is not None
            assert not app.whole_text_card.colliderect(buttons[other].rect)
    driver.key(pygame.K_2)
    assert entry.entry.partner == below
