"""Social Snake's move entry on its largest table (13 seats, 16-letter names) at 800×600:
the standings strip showed "players 1–5 of 13 · wheel", so a player scrolled to see the
totals. Where the names would need a wheel, the strip folds into every seat's mark and its
short total in columns under what they count (issue 28)."""

from __future__ import annotations

import pytest

from game.ui.layout_check import OVER_TOKEN, OVERLAP, SHORTENED, SMALL_TEXT
from tests.social_window_helpers import SEATS, drawn, tour_screen


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_seats_total_shows_without_a_wheel(size):
    app, driver = tour_screen("social-move-entry", size, long_names=True)
    entry = app.top
    items, found = drawn(app)
    assert not {f.kind for f in found} & {OVERLAP, OVER_TOKEN, SMALL_TEXT, SHORTENED}, found
    texts = [item.text for item in items if item.kind == "text"]
    assert not any("wheel" in text for text in texts), texts
    standings = entry.standings()
    strip = entry.strip_rect
    inside = [i for i in items if i.kind == "text" and strip.contains(i.rect)]
    for row in standings.rows:  # each seat's total is in the strip: whole, or short
        assert any(t.text in (row.total, f"{row.name}: {row.total}") for t in inside) or (
            sum(t.text == row.short for t in inside) >= 1  # folded (kept for 3-digit totals)
        ), row
    if size == (800, 600):  # folded: what the numbers count is said
        assert "apples · garnets" in [t.text for t in inside]
        assert sum(t.text == "0 · 0" for t in inside) == SEATS
    before = [(i.text, tuple(i.rect)) for i in inside]
    driver.wheel(strip.center, -3)  # nothing to scroll
    after = [(i.text, tuple(i.rect)) for i in drawn(app)[0] if i.kind == "text"]
    assert all(pair in after for pair in before)
