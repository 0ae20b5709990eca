"""Social Snake's replay viewer on its largest table (13 seats, 16-letter names): both grids
of a two-grid round shown whole as the reveal shows them when they fit, and the log at least
seven lines high beside the thirteen score rows and the round list (issue 28)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.ui.driver import Driver
from game.ui.layout_check import OVER_TOKEN, OVERLAP, SHORTENED, SMALL_TEXT
from tests.social_window_helpers import SEATS, drawn, tour_screen


def opened(size: tuple[int, int], long_names: bool) -> tuple[App, Driver]:
    return tour_screen("social-replay", size, long_names)


def to_two_grids(app: App, driver: Driver) -> None:
    """Page Down through the rounds to the first one played on two grids."""
    for _ in app.top.chapters:
        if len(app.top.views) > 1:
            return
        driver.key(pygame.K_PAGEDOWN)
    raise AssertionError("no round on two grids")


def test_with_one_word_long_names_the_names_stay_whole_and_the_grid_shown_is_readable():
    """A one-word name is never broken inside the word to make the grids room (a player read
    "WWWWWWWWWW / WWWWWW" as two players): the names keep one line each, the grid in view
    is readable and the other one is a thumbnail Tab brings forward."""
    app, driver = opened((1366, 768), True)
    replay = app.top
    to_two_grids(app, driver)
    driver.key(pygame.K_END)
    items, found = drawn(app)
    assert not {f.kind for f in found} & {OVERLAP, OVER_TOKEN, SMALL_TEXT, SHORTENED}, found
    texts = [item.text for item in items if item.kind == "text"]
    wide = [t for t in texts if len(t) >= 16 and set(t) == {"W"}]
    assert wide and not [t for t in texts if t and set(t) == {"W"} and len(t) < 16], texts
    readable = [view for view in replay.views.values() if view.labels]
    assert readable and all(view.text_font().point_size >= 12 for view in readable)
    assert replay.log.rect.height >= 7 * replay.log.font.get_linesize()


def test_a_two_grid_round_shows_both_grids_whole_at_1366x768():
    long_names = False
    app, driver = opened((1366, 768), long_names)
    replay = app.top
    to_two_grids(app, driver)
    driver.key(pygame.K_END)
    items, found = drawn(app)
    assert not {f.kind for f in found} & {OVERLAP, OVER_TOKEN, SMALL_TEXT, SHORTENED}, found
    views = list(replay.views.values())
    assert all(view.labels and view.text_font().point_size >= 12 for view in views)
    assert not views[0].area.colliderect(views[1].area)
    boards = [item.rect for item in items if item.kind == "board"]
    assert sorted(map(tuple, boards)) == sorted(tuple(view.area) for view in views)
    texts = [item.text for item in items if item.kind == "text"]
    assert "Grid B" in texts and "Grid C" in texts
    assert not any("Tab or click" in text for text in texts)
    right = max(view.area.right for view in views)
    assert min(replay.scores.rect.left, replay.log.rect.left, replay.round_list.rect.left) > right
    if long_names:  # two-line rows: the log and the rounds (3 rows at least) share a tab
        assert replay.tabs.tabs == ["Log", "Rounds"]
        assert replay.scores.rect.bottom <= replay.log.rect.top == replay.round_list.rect.top
    else:
        assert not replay.tabs.tabs  # the players, the log and the rounds all in view
        assert replay.scores.rect.bottom <= replay.log.rect.top < replay.round_list.rect.top
    assert replay.log.rect.height >= 7 * replay.log.font.get_linesize()


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_replay_log_shows_seven_lines_and_the_rounds_stay_in_reach(size):
    """The log was about 4 lines at 1366×768 (2 at 800×600) with 13 seats, then ran on under
    the button row at 800×600 (lines cut behind "Step >"); a round is still reached by a
    click on the list and by the keys."""
    app, driver = opened(size, long_names=True)
    replay = app.top
    for _ in range(3):
        line = replay.log.font.get_linesize()
        assert replay.log.rect.height >= 7 * line
        assert replay.scores.rect.height >= replay.scores.height_for(SEATS)
        panels = [replay.scores.rect, replay.log.rect, replay.round_list.rect]
        for button in replay.buttons:  # at 800x600 the log ran on under the button row
            assert not button.rect.collidelistall(panels), (button.text, panels)
        driver.key(pygame.K_PAGEDOWN)
    chapter = replay.chapter
    driver.key(pygame.K_DOWN)
    assert replay.chapter == chapter + 1
    listed = replay.round_list
    if "Rounds" in replay.tabs.tabs:  # the rounds under a tab: a click shows them
        driver.click(replay.tabs.tab_rects()[replay.tabs.tabs.index("Rounds")].center)
    driver.wheel(listed.rect.center, 2)  # scrolled up to earlier rounds, then one clicked
    assert listed.first < replay.chapter
    driver.click(listed.row_centre(listed.first))
    assert replay.chapter == listed.first
