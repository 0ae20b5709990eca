"""Issue 28 (Double-edged Edges, 12 seats of the longest names on an 800×600 screen): only
the partner grid's rows that hold a two-line name take two lines, so the entry keeps its key
line and everyone on the start stands whole, with no "+N". Driven through the real event
queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.table.seats import PLAYER_COLOURS, Seat
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.tour import LONG_NAMES
from tests.edges_window_helpers import new_session


def test_only_rows_with_a_long_name_grow_and_the_start_stack_stays_whole():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    session = new_session([Seat(LONG_NAMES[i], PLAYER_COLOURS[i][0]) for i in range(12)])
    # a seat whose partners' names fit one line with "(right)"/"(below)": a partner whose
    # label takes two lines takes the help line's room (tests/test_edges_partner_names_whole.py)
    entry = MoveEntryScene(app, session, 8, lambda: None)
    app.push(entry)
    driver = Driver(app)
    driver.step(2)
    for key in (pygame.K_TAB, pygame.K_UP, pygame.K_TAB):
        driver.key(key)
        driver.step(1)
        assert entry.help_shown  # "Enter submits · H a hint · D the defaults …" in view
        start = session.state.spaces[0]
        view = entry.platform
        assert not [fold for fold in view.folds if fold.space == start]
        assert len([token for token, _ in view.shown if token.space == start]) == 12
        _, grid, _ = entry.areas()
        cells = entry.grid.cell_rects(grid)
        seating = session.state.seating
        heights = [cells[seating.player_at(row, 0)].height for row in range(seating.rows)]
        long_row = next(
            row
            for row in range(seating.rows)
            for column in range(seating.columns)
            if session.state.names[seating.player_at(row, column)] == LONG_NAMES[0]
        )
        assert heights[long_row] > min(heights), heights  # two lines only where needed
        assert all(cell.bottom <= grid.bottom + 2 for cell in cells.values())
