"""The last evening's Tactrics faults, as a player meets them in the window: the four-seat
score breakdown ("0 + 0 + 0" under each long name) was drawn in 13 px type, 9 px digits."""

from __future__ import annotations

import pytest
from test_tactrics_long_names import NAMES, _game

from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_four_seat_breakdown_reads_as_large_as_the_totals(size):
    app, driver, game = _game(size)
    driver.post(dt=1.0)
    assert game.compact_scores()  # 16-letter names fold each score row
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        app.step(1 / 60)
        drawn = [item for item in LAYOUT.drawn if item.kind == "text"]
        faults = [f for f in findings(app) if f.kind in ("overlap", "outside", "small-text")]
    finally:
        LAYOUT.on = False
    breakdowns = [item for item in drawn if item.text.startswith("0 + 0 + 0")]
    assert len(breakdowns) == len(NAMES)
    assert all(item.size >= 16 for item in breakdowns)
    for line in breakdowns:  # each under its own name (the row's other text), never on it
        name = max(
            (item for item in drawn if item.text in NAMES and item.rect.top < line.rect.top),
            key=lambda item: item.rect.top,
        )
        assert line.rect.top - name.rect.top < 40 and name.rect.left == line.rect.left
    assert faults == []
