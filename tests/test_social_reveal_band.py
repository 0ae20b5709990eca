"""Issue 28 (Social Snake, a new player's evening): the two-grid reveal at 1366×768 with 13
seats shares the width so both grids get the same, larger cells, and the key is open where
it covers no board (the band under the boards; F1 folds it). (With 16-letter one-word names the
names keep one line each and grid C is a thumbnail: tests/test_social_reveal_room.py.)"""

from __future__ import annotations

import pygame
from social_window_helpers import drawn, tour_screen

WIDE = (1366, 768)


def test_both_grids_share_the_width_for_the_same_larger_cells():
    app, _ = tour_screen("social-reveal", WIDE)
    grids = app.top.grids
    assert grids.together
    cells = [view.cell_size for view in grids.views.values()]
    assert min(cells) >= 25 and max(cells) - min(cells) <= 1, cells


def test_the_open_key_covers_no_board():
    app, driver = tour_screen("social-reveal", WIDE)
    grids = app.top.grids
    items, _ = drawn(app)  # open at once in the band under the boards
    key_texts = [i for i in items if i.kind == "text" and i.text == "body: crash into it"]
    assert key_texts
    boards = [view.area for view in grids.views.values()]
    assert all(item.rect.collidelist(boards) == -1 for item in key_texts)
    driver.key(pygame.K_F1)
    assert not [i for i in drawn(app)[0] if i.kind == "text" and i.text == "body: crash into it"]
