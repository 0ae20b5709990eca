"""Issue 28 (Double-edged Edges, 12 seats on an 800×600 screen): the twelve tokens on the
start space stand over that space, not on a plate spread over spaces 3 to 5 (which read as
tokens standing on 3 and 4). The stack grows up towards the arrows' lanes instead, letters
at 12 px at the least. Driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.double_edged_edges.draw import LEAST_TOKEN
from game.double_edged_edges.entry import MoveEntryScene
from game.table.seats import PLAYER_COLOURS, Seat
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.tour import LONG_NAMES
from tests.edges_window_helpers import new_session


def twelve(long_names: bool) -> list[Seat]:
    names = LONG_NAMES if long_names else [f"P{i}" for i in range(1, 13)]
    return [Seat(names[i], PLAYER_COLOURS[i][0]) for i in range(12)]


@pytest.mark.parametrize("long_names", [False, True])
def test_twelve_on_the_start_stand_over_the_start_at_800_by_600(long_names):
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    session = new_session(twelve(long_names))
    entry = MoveEntryScene(app, session, 0, lambda: None)
    app.push(entry)
    driver = Driver(app)
    driver.step(2)
    start = session.state.spaces[0]
    for key in (pygame.K_UP, pygame.K_LEFT, pygame.K_TAB, pygame.K_DOWN):
        driver.key(key)
        driver.step(1)
        view = entry.platform
        standing = [rect for token, rect in view.shown if token.space == start]
        folded = sum(len(fold.hidden) for fold in view.folds if fold.space == start)
        assert len(standing) + folded >= 12
        centre, half = view.x_of(start), view.cell // 2
        for rect in standing:
            assert centre - half <= rect.left and rect.right <= centre + half, rect
            assert rect.height >= LEAST_TOKEN and rect.bottom <= view.box_top


def test_twelve_on_round_zeros_start_wrap_into_even_columns_at_1366():
    """Game night 7: round 0 at 1366×768 stacked the twelve tokens 5, 5 and 2, the short
    column hanging past the start space: now the columns are as even as they can be."""
    from collections import Counter

    from game.double_edged_edges.scene import RoundZeroScene

    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    session = new_session(twelve(True))
    app.push(RoundZeroScene(app, session, lambda: None))
    Driver(app).step(2)
    view = app.top.platform
    start = session.state.spaces[0]
    standing = [rect for token, rect in view.shown if token.space == start and rect]
    assert len(standing) == 12
    columns = Counter(rect.left for rect in standing)
    assert max(columns.values()) - min(columns.values()) <= 1, columns
