"""Issue 28 (Social Snake, 7/10 review): Classic's phase 2 at 1366×768 with 13 seats and
long one-word names ("WWWWWWWWWWWWWWWW") showed grid C as a ~200 px thumbnail with no
numbers while the log talked about it: the names kept whole had taken its room. Both
active grids are now whole and readable side by side; a name too long for the narrower
score column is shortened there and shown whole on hover."""

from __future__ import annotations

import pygame

from game.ui.board_view import MIN_CELL_TEXT, TEXT_SHARE
from game.ui.layout_check import OVER_TOKEN, OVERLAP, SHORTENED, SMALL_TEXT
from tests.social_window_helpers import drawn, tour_screen


def test_both_grids_whole_side_by_side_and_every_name_whole():
    app, driver = tour_screen("social-reveal", (1366, 768), long_names=True)
    reveal = app.top
    grids = reveal.grids
    assert list(grids.views) == ["B", "C"] and grids.together and not grids.layout.tabs
    b, c = (view.area for view in grids.views.values())
    assert b.right <= c.left and not b.colliderect(c)
    for view in grids.views.values():
        assert view.cell_size * TEXT_SHARE >= MIN_CELL_TEXT
    items, faults = drawn(app)
    boards = [i for i in items if i.kind == "board"]
    assert len(boards) == 2  # both drawn whole, each with numbers large enough to read
    assert all(board.size * TEXT_SHARE >= MIN_CELL_TEXT for board in boards)
    texts = [i.text for i in items if i.kind == "text"]
    assert all(name in texts for name in reveal.names), "every name whole"
    assert [f for f in faults if f.kind in (SHORTENED, OVERLAP, OVER_TOKEN, SMALL_TEXT)] == []


def test_the_replay_shows_both_grids_whole_too():
    app, driver = tour_screen("social-replay", (1366, 768), long_names=True)
    replay = app.top
    two = next(i for i, c in enumerate(replay.chapters) if len(replay._grids_for(c).views) > 1)
    for _ in range(two):
        driver.key(pygame.K_DOWN)
    grids = replay._grids_for(replay.chapters[replay.chapter])
    assert grids.together and not grids.layout.tabs
    for view in grids.views.values():
        assert view.cell_size * TEXT_SHARE >= MIN_CELL_TEXT
