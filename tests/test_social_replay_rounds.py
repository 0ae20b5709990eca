"""Issue 28 (Social Snake, a new player's evening): the replay of a two-grid phase at
1366×768 (13 seats, long names) keeps at least three rows of the round list to click (the
log and the rounds share a tab, the scores stay in view), and its header keeps one height
as you step (it is laid out for the longest detail of the match)."""

from __future__ import annotations

import pygame
from social_window_helpers import drawn, tour_screen

from game.ui.replay import LIST_ROW

WIDE = (1366, 768)


def replay_at_the_second_phase():
    app, driver = tour_screen("social-replay", WIDE, long_names=True)
    replay = app.top
    two = next(i for i, c in enumerate(replay.chapters) if len(replay._grids_for(c).views) > 1)
    for _ in range(two + 1):
        driver.key(pygame.K_DOWN)  # "Phase 2, round 1"
    return app, driver, replay


def test_the_round_list_keeps_three_rows_to_click_beside_the_scores():
    app, driver, replay = replay_at_the_second_phase()
    shown = [t.text for t in drawn(app)[0] if t.kind == "text"]
    assert "Wilhelmina Woods" in shown  # the scores stay in view
    if "Rounds" in replay.tabs.tabs:  # the rounds share a place with the log
        driver.click(replay.tabs.tab_rects()[replay.tabs.tabs.index("Rounds")].center)
    assert replay.round_list.rect.height >= 3 * LIST_ROW
    before = replay.chapter
    row = replay.round_list.rect.top + LIST_ROW // 2 + 4
    driver.click((replay.round_list.rect.centerx, row))  # the first row shown
    assert replay.chapter < before


def test_the_header_keeps_its_height_as_you_step():
    app, driver, replay = replay_at_the_second_phase()
    tops = set()
    for _ in range(replay.chapters[replay.chapter].steps + 3):
        items, _ = drawn(app)
        header = [t.rect for t in items if t.kind == "text" and t.rect.bottom <= 50]
        tops.add(tuple(sorted(rect.top for rect in header)))
        driver.key(pygame.K_RIGHT)
    assert len(tops) == 1, tops
