"""Issue 28, game night 7 (Double-edged Edges, 12 seats named with the longest names):
in Results "WWWWWWWWWWWWWWWW" ran up to its Points number; in the reveal's player table at
1366×768 it was shrunk to 12 px while "Wilhelmina Woods" stayed at 20; in round 0's partner
grid each name had its own size. Now every name is whole on one line at one size (12 px or
more) and Results keep a clear gap before Points. Drawn frames, read from the layout record.
Also from that evening: the replay's Rounds tab ran over the key chip at 800×600 (two right
borders). The twelve-seat match is played once for the file (the tour caches it)."""

from __future__ import annotations

import pygame
import pytest
import social_window_helpers
from social_window_helpers import drawn, tour_screen

NAME_GAP = 12  # px: the least clear room a reader needs between a name and its number


@pytest.fixture(autouse=True)
def twelve_seats(monkeypatch):
    monkeypatch.setattr(social_window_helpers, "SEATS", 12)


def _names(items: list, names: set[str]) -> list:
    return [item for item in items if item.kind == "text" and item.text in names]


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_results_keep_a_gap_between_the_longest_name_and_its_points(size):
    app, driver = tour_screen("edges-results", size, long_names=True)
    driver.step(2)
    items, _ = drawn(app)
    names = set(app.top.results.names)
    points = next(item for item in items if item.kind == "text" and item.text == "Points")
    rows = [item for item in _names(items, names) if item.rect.left < points.rect.left]
    assert {row.text for row in rows} == names  # every name whole in the table
    assert all(row.size >= 12 for row in rows)
    for row in rows:
        number = next(
            item
            for item in items
            if item.kind == "text"
            and item.rect.left >= points.rect.left - 2
            and abs(item.rect.centery - row.rect.centery) < 6
        )
        assert number.rect.left - row.rect.right >= NAME_GAP, (row.text, number.text)


@pytest.mark.parametrize("screen", ["edges-reveal", "edges-round-zero"])
def test_every_name_is_on_one_line_at_one_size_at_1366(screen):
    app, driver = tour_screen(screen, (1366, 768), long_names=True)
    driver.step(2)
    items, _ = drawn(app)
    names = set(app.top.session.state.names)
    shown = _names(items, names)
    assert {item.text for item in shown} == names  # each whole, on one line
    assert len({item.size for item in shown}) == 1 and shown[0].size >= 12, [
        (item.text, item.size) for item in shown
    ]


def test_the_replays_tabs_leave_the_key_chip_its_own_room_at_800_by_600():
    """The tabs keep to the first half of their row, the chip has the other, whichever tab
    is chosen (F2 through them lays the side column out again). Real event queue."""
    app, driver = tour_screen("edges-replay", (800, 600), long_names=True)
    driver.step(2)
    replay = app.top
    assert replay.tabs.tabs[-1] == "Rounds" and replay.key_toggle.folded
    for _ in replay.tabs.tabs:
        driver.key(pygame.K_F2)
        driver.step(1)
        chip = replay.key_toggle.chip
        assert all(not rect.colliderect(chip) for rect in replay.tabs.tab_rects())
