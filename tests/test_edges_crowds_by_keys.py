"""Issue 28 (Double-edged Edges at 12 seats): every seat's partner buttons set the names
whole with room to spare at 800×600 ("1 · Right of you: WWWWWWWW WWWWWWW" had its last W on
the border), and who stands on a space folded behind "+N" is reachable without a mouse: W
lists them in the panel's preview, W again hides the list. Driven through the real event
queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.entry import LABEL_PADDING, MoveEntryScene
from game.screen_tour import show
from game.table.seats import PLAYER_COLOURS, Seat
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.tour import LONG_NAMES, table_of
from tests.edges_window_helpers import new_session

CLEAR = 8  # px kept between a name's last letter and each end of its button
NAMES = ["WWWWWWWW WWWWWWW", "WWWWWWWWWWWWWWWW", *LONG_NAMES[2:12]]


def test_every_seats_partner_buttons_show_both_names_clear_of_the_border_at_800x600():
    session = new_session([Seat(NAMES[i], PLAYER_COLOURS[i][0]) for i in range(12)])
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    driver = Driver(app)
    for seat in range(12):
        entry = MoveEntryScene(app, session, seat, lambda: None)
        app.push(entry)
        driver.step()
        partners = session.state.seating.partners_of(seat)
        for key, partner in zip(("right", "below"), partners, strict=True):
            button = entry.buttons[key]
            assert button.text.endswith(NAMES[partner]), (seat, button.text)
            room = button.rect.width - LABEL_PADDING - 2 * CLEAR
            assert button.font.size(button.text)[0] <= room, (seat, button.text)
        app.pop()


def test_w_lists_who_stands_on_each_folded_space_in_the_panel():
    app = App(headless=True, size=(1024, 576))
    with table_of(12, long_names=True):
        show(app, "edges-entry")
    driver = Driver(app)
    driver.step(2)
    entry = app.top
    assert isinstance(entry, MoveEntryScene)
    folds = entry.platform.folds
    assert folds, "at 1024×576 the crowded space folds"
    cards = []  # what hovering each "+N" chip says: the list W must give without a mouse
    for fold in folds:
        driver.move(fold.rect.center)
        driver.step(2)
        cards.append(app.whole_text_shown or "")
    driver.move((5, 5))
    driver.step(2)
    assert all(card.startswith("Space ") for card in cards), cards
    LAYOUT.on = True
    try:
        LAYOUT.drawn.clear()
        driver.key(pygame.K_w)
        driver.step()
        shown = " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)
        for card in cards:
            where, names = card.split(": ", 1)
            assert f"{where}:" in shown, shown
            for name in names.split(" · ")[0].split(", "):
                assert name in shown, (name, shown)
        LAYOUT.drawn.clear()
        driver.key(pygame.K_w)
        driver.step()
        shown = " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)
        assert shown, "W again redraws the panel"
        assert all(card.split(": ")[0] + ":" not in shown for card in cards), shown
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
