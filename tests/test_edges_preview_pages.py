"""Issue 28, game night (Double-edged Edges at 800×600, 12 long-named seats): the decision
panel's preview cut its text ("…WWWWWWWW WWWWWWW goes off the right end: dumb if…", the rest
never shown) and after H then + + the "Hint:" line and the partner's landing line were
missing. Now the preview shrinks to 12 px at the least, then shows a page of rows with a sign
saying which rows and how to see the rest (M or the wheel); H brings the hint into view.
Real event queue; the rows read from what was drawn."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.demo import SHIPPED, shipped_level
from game.double_edged_edges.entry import MoveEntryScene
from game.double_edged_edges.session import MatchSession
from game.table.seats import Seat
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from game.ui.tour import LONG_NAMES, over_menu, resolved


def twelve_long_names_entry(size: tuple[int, int]) -> tuple[Driver, MoveEntryScene]:
    """Round 2's entry of the player whose partner to the right is "WWWWWWWWWWWWWWWW", at
    a table of 12 long names (half bots), two garnets each."""
    seats = [Seat(name, "", "normal" if n % 2 else None) for n, name in enumerate(LONG_NAMES[:12])]
    session = MatchSession.start(
        shipped_level("mainly-by-design"), SHIPPED / "mainly-by-design.toml", seats, 4, 2,
        save=False,
    )  # fmt: skip
    for seat in session.humans_waiting():
        session.submit(seat, session.bot_entry(seat))
    resolved(session)
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    chooser = session.state.seating.choosers_of(0)[0]
    entry = MoveEntryScene(app, session, chooser, lambda: None)
    over_menu(app, entry)
    driver = Driver(app)
    driver.step(2)
    return driver, entry


def drawn_rows(driver: Driver, entry: MoveEntryScene, *keys: int) -> list[str]:
    """The preview's rows as drawn after `keys`, top to bottom."""
    LAYOUT.on = True
    try:
        driver.keys(*keys)
        driver.app.frame_wanted = True
        driver.app.tick([], 1 / 60)
        area = entry.preview_area()
        drawn = [i for i in LAYOUT.drawn if i.kind == "text" and area.contains(i.rect)]
    finally:
        LAYOUT.on = False
    for item in drawn:
        assert getattr(item, "size", 12) >= 12, item
    return [item.text for item in sorted(drawn, key=lambda i: i.rect.top)]


def test_the_small_preview_shows_every_line_a_page_at_a_time_and_the_hint_on_h():
    driver, entry = twelve_long_names_entry((800, 600))
    rows = drawn_rows(driver, entry, pygame.K_h)
    partner = entry.session.state.names[entry.preview().partner]
    assert any(row.startswith("Hint:") for row in rows), rows  # H: the hint in view
    rows = drawn_rows(driver, entry, pygame.K_PLUS, pygame.K_PLUS)
    whole = [text for text, _ in entry.preview_lines()]
    assert any(text.startswith("Hint:") for text in whole)
    seen = list(rows)
    assert entry.preview_pages > 1  # 12 long names at 800×600: more than one page
    assert f"1/{entry.preview_pages} · M: more" in rows, rows  # the sign: which page, how on
    assert any(row.startswith("Hint:") for row in rows), rows  # still there after + +
    for _ in range(entry.preview_pages):
        rows = drawn_rows(driver, entry, pygame.K_m)
        seen += rows
    shown = " ".join(seen)
    partner_line = next(text for text in whole if text.startswith(partner.split()[0]))
    for text in whole:  # every line seen, whole (each of its words on some row)
        assert all(word in shown for word in text.split()), (text, seen)
    assert "Hint:" in shown and partner_line.split()[-1] in shown
    assert entry.entry.bet == 0 or any("bet" in row for row in seen)
