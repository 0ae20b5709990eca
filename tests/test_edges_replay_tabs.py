"""Game night 7 (Double-edged Edges' replay at 800×600): the Rounds tab ran over the key's
chip at the tab row's right end, so its right edge showed two borders. The tabs keep to the
first half of the row, the chip has the other, whichever tab is chosen (F2 through them,
which lays the side column out again). Real event queue."""

from __future__ import annotations

import pygame
from social_window_helpers import tour_screen


def test_the_replays_tabs_leave_the_key_chip_its_own_room_at_800_by_600():
    app, driver = tour_screen("edges-replay", (800, 600))
    driver.step(2)
    replay = app.top
    assert replay.tabs.tabs[-1] == "Rounds" and replay.key_toggle.folded
    for _ in replay.tabs.tabs:
        driver.key(pygame.K_F2)
        driver.step(1)
        chip = replay.key_toggle.chip
        assert all(not rect.colliderect(chip) for rect in replay.tabs.tab_rects())
