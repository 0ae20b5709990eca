"""Issue 28 (Double-edged Edges' entry, third round): a bet's warning states the rule (the bet
pays only when the partner ends dumb, off the end by their own move; pushed off against it
they are screwed), and at 800×600 where you would land always shows, first, however long the
partner's name and whatever the amount. Real event queue; the words read from what was drawn."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.table.seats import Seat
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from tests.edges_window_helpers import new_session

LONG = "W" * 20


def preview_rows(size: tuple[int, int], *keys: int) -> tuple[MoveEntryScene, list[str]]:
    """The preview's rows as drawn, top to bottom, after `keys` on Ann's entry; her partner
    to the right is the long-named Cat."""
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat(LONG, "Green"),
             Seat("Dan", "Yellow", "hard")]  # fmt: skip
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, new_session(seats, garnets=2), 0, lambda: None)
    app.push(entry)
    Driver(app).step(2)
    LAYOUT.on = True
    try:
        Driver(app).keys(*keys)
        app.frame_wanted = True
        app.tick([], 1 / 60)
        area = entry.preview_area()
        drawn = [i for i in LAYOUT.drawn if i.kind == "text" and area.contains(i.rect)]
    finally:
        LAYOUT.on = False
    return entry, [item.text for item in sorted(drawn, key=lambda i: i.rect.top)]


@pytest.mark.parametrize(
    "keys",
    [
        (pygame.K_PLUS,),
        (pygame.K_PLUS, pygame.K_h),
        (pygame.K_UP,) * 15,
        (pygame.K_PLUS,) + (pygame.K_UP,) * 15,
    ],  # fmt: skip
)
def test_the_landing_line_leads_the_small_preview(keys):
    entry, rows = preview_rows((800, 600), *keys)
    assert rows[0].startswith("If nobody else moved, you"), rows
    said = " ".join(rows[:2])
    assert "you land on space" in said or "you jump off the" in said, rows
    if entry.entry.bet and not entry.preview().may_push_off:
        assert LONG not in " ".join(rows), "the warning spells the long name out again"
        assert "bet lost unless your partner jumps off the right end (dumb)" in " ".join(rows)


def test_the_hint_and_the_warning_both_show_beside_four_seats_at_800_by_600():
    entry, rows = preview_rows((800, 600), pygame.K_PLUS, pygame.K_h)
    assert entry.hint and not entry.preview().may_push_off
    assert any(row.startswith("Hint:") for row in rows), rows


def test_the_warning_says_the_bet_needs_a_dumb_partner_not_a_push_by_others():
    entry, rows = preview_rows((1366, 768), pygame.K_PLUS)
    shown = " ".join(rows)
    assert entry.entry.bet == 1 and not entry.preview().may_push_off
    assert "unless others push" not in shown
    assert f"pays only if {LONG} ends dumb" in shown, shown
    assert "their own move right" in shown and "screwed" in shown, shown
