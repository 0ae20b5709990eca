"""Issue 27: a reveal whose grid, brought forward, would have numbers under 12 px even alone
over the board's room gives it the whole height (the kit's tall board): the buttons go to
the foot of the side column, and where that column is too narrow for the player table with
whole names, the table opens under its tab over the board, the log shown first."""

from __future__ import annotations

import pygame
import pytest
from social_window_helpers import drawn, tour_screen

from game.bench_layout import Case, check, fault_lines
from game.ui.board_view import MIN_CELL_TEXT, TEXT_SHARE
from game.ui.reveal_player import LOG_TAB, PLAYERS_TAB


def grid_text_px(app) -> list[int]:
    grids = app.top.grids
    return [int(view.cell_size * TEXT_SHARE) for view in grids.views.values()]


@pytest.mark.parametrize(("size", "long_names"), [((800, 600), False), ((800, 600), True),
                                                  ((1024, 600), True)])  # fmt: skip
def test_every_grid_brought_forward_by_tab_keeps_12_px_numbers(size, long_names):
    app, driver = tour_screen("social-reveal", size, long_names)
    reveal = app.top
    assert reveal.tall_board
    driver.key(pygame.K_SPACE)  # pause: the grids stay as the player picks them
    for _ in reveal.grids.views:
        driver.key(pygame.K_TAB)
        focused = reveal.grids.focused
        assert grid_text_px(app)[focused] >= MIN_CELL_TEXT
        items, faults = drawn(app)
        assert faults == []
    buttons = [button.rect for button in reveal.buttons]
    board = reveal.board_area()
    assert all(rect.left > board.right for rect in buttons)  # beside the board, not under
    assert all(rect.bottom <= size[1] for rect in buttons)


@pytest.mark.parametrize("seats", [3, 8, 13])
def test_at_800_no_long_name_is_cut_at_any_table_size(seats):
    """However few rows the player table has, a side column too narrow for its names puts
    it under its tab (found by the full four-size layout check at 3 and 8 seats)."""
    for state in ("", "@mid"):
        case = Case(f"social-reveal{state}", (800, 600), seats, long_names=True)
        assert fault_lines(check([case])) == []


def test_at_800_the_player_table_opens_over_the_board_with_names_whole():
    app, driver = tour_screen("social-reveal", (800, 600), True)
    reveal = app.top
    driver.key(pygame.K_SPACE)
    assert reveal.tabs.current == LOG_TAB  # the log first: the board is not covered
    players = reveal.tabs.tabs.index(PLAYERS_TAB)
    width = reveal.tabs.row.width // len(reveal.tabs.tabs)
    driver.click((reveal.tabs.row.left + width * players + width // 2, reveal.tabs.row.centery))
    assert reveal.tabs.current == PLAYERS_TAB
    items, faults = drawn(app)
    names = [item.text for item in items if item.kind == "text"]
    assert sum(1 for name in names if name.startswith("W" * 16)) >= 1
    assert faults == []  # a card over the board: nothing in it cut, overlapping or small
    driver.key(pygame.K_F2)  # back to the log
    assert reveal.tabs.current == LOG_TAB
