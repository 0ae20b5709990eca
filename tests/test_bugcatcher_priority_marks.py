"""Issue 28 (Bugcatcher's pregame): a cell's priority number and a corner's look different on
the board (a yellow square, a light-blue round disc) and the key says which is which; the key's
swap example says what its number counts. Driven through the real event queue."""

from __future__ import annotations

import pygame
from test_bugcatcher_help import (  # noqa: F401
    app,
    new_session,
    pregame_entry,
    press,
    round_entry,
)

from game.bugcatcher.draw import CELL_CHOICE, CORNER_CHOICE, WORDS, choice_marks
from game.bugcatcher.geometry import BORDER, CENTRAL, kind_of
from game.ui import theme
from game.ui.monkey import tick


def test_cell_and_corner_priorities_are_drawn_apart_and_keyed(app):  # noqa: F811
    entry = pregame_entry(app, new_session(1))
    press(
        app, pygame.K_LEFT, pygame.K_SPACE, pygame.K_TAB, pygame.K_SPACE
    )  # cell A1, then corner A1 ul
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN)  # cursor away
    tick(app)
    lists = [entry.entry.central, entry.entry.border]
    assert [len(listed) for listed in lists] == [1, 1]
    marks = choice_marks(lists)
    rects = entry.board.mark_rects(marks)
    seen = {}
    for mark, rect in zip(marks, rects, strict=True):
        corner = tuple(app.screen.get_at(rect.topleft))[:3]
        fill = tuple(app.screen.get_at((rect.left + 3, rect.centery)))[:3]
        seen[kind_of(mark.point)] = (corner, fill)
    assert seen[CENTRAL] == (theme.BLACK, CELL_CHOICE)  # a square: its corner is its rim
    assert seen[BORDER][1] == CORNER_CHOICE and seen[BORDER][0] != theme.BLACK  # round
    assert CELL_CHOICE != CORNER_CHOICE
    words = [entry.words for entry in entry.legend.entries]
    assert words == [WORDS["cell-choice"], WORDS["corner-choice"]]
    assert "cell" in words[0] and "central" in words[0]
    assert "corner" in words[1] and "border" in words[1]


def test_the_swap_key_says_what_its_number_counts(app):  # noqa: F811
    entry = round_entry(app)
    press(app, pygame.K_c, pygame.K_RIGHT, pygame.K_s)  # a step, then the swap: action 2
    assert {mark.text for mark in entry.board_marks()[2]} == {"S2"}
    swap = next(e.words for e in entry.legend.entries if e.words == WORDS["swap"])
    assert swap == "S3: swap, your 3rd action"
