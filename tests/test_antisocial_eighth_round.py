"""Issue 28, seventh evening, as a player meets it in the window: a refused quiz answer's
red message gets its own room in the side panel, whole, never under a button."""

from __future__ import annotations

import re

import pygame
import pytest
from test_social_small_window import drawn, texts

from game.app import App
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.layout_check import OVERLAP
from game.ui.tour import table_of

CTRL = pygame.KMOD_CTRL


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_a_refused_quiz_answer_is_said_whole_above_the_buttons(size):
    """Q1 answered "zz" and Ctrl+Enter on the 8-seat quiz board: the red line was cut by
    the "Mode" button at 1366x768 and ran behind it (its tail between Mode and Undo) at
    800x600."""
    app = App(headless=True, size=size)
    with table_of(8, long_names=True):
        show(app, "antisocial-quiz")
    driver = Driver(app)
    entry = app.top
    driver.key(pygame.K_PAGEDOWN)
    driver.type_text("zz")
    driver.key(pygame.K_RETURN, mod=CTRL)
    assert app.top is entry and '"zz" is not a snake' in entry.message
    items, found = drawn(app)
    assert [f for f in found if f.kind == OVERLAP] == [], found
    buttons = [entry.mode_button, entry.undo_button, entry.redo_button, entry.submit_button]
    top = min(button.rect.top for button in buttons)
    said = message_items(items, entry.message)
    assert all(item.rect.bottom <= top for item in said), [(i.text, i.rect) for i in said]
    assert all(item.size >= 12 for item in said)
    assert any(text.startswith("> Q1 answer") for text in texts(items))  # the focus in view


def message_items(items: list, message: str) -> list:
    """The drawn rows that spell `message` whole, in drawing order (fails if none do)."""
    rows = [item for item in items if item.kind == "text"]
    for first, item in enumerate(rows):
        if not message.startswith(item.text) or not item.text:
            continue
        said, words = [], ""
        for row in rows[first:]:
            words = f"{words} {row.text}".strip()
            said.append(row)
            if words == message:
                return said
            if not message.startswith(words):
                break
    raise AssertionError(f"not drawn whole: {message}")


def test_a_click_on_a_snake_in_the_replay_singles_out_its_owners_snakes():
    """8 seats, 32 snakes A…AF: the owners were only in a list showing 6 of 32 at 800x600
    and a click on a snake did nothing. A click on a head lists its owner's snakes (each
    with the owner's mark) and rings them on the board; a second click shows all again."""
    app = App(headless=True, size=(800, 600))
    with table_of(8, long_names=True):
        show(app, "antisocial-replay")
    driver = Driver(app)
    replay = app.top
    driver.key(pygame.K_END)
    board = replay.shown_board()
    snake = max(board.snakes, key=lambda s: (len(s.letter), s.letter))  # AF
    owners = replay.story[replay.shown_step().chapter].owners()  # (the board's say -1)
    owner = replay.session.state.names[owners[snake.letter]]
    theirs = sorted(s.letter for s in board.snakes if owners[s.letter] == owners[snake.letter])
    view = replay.view_for(replay.shown_step().chapter)
    assert "click a snake: its owner's" in " ".join(texts(drawn(app)[0]))
    driver.click(tuple(int(v) for v in view.cell_centre(snake.cells[-1])))
    items, found = drawn(app)
    words = " ".join(texts(items))
    assert f"{owner}'s snakes (ringed)" in words
    listed = sorted(m[1] for m in (re.match(r"([A-Z]{1,2}) \((red|blue|green|yellow)\) · ", t)
                                   for t in texts(items)) if m)  # fmt: skip
    assert listed == theirs, texts(items)
    assert view.own == frozenset(theirs)  # the rings on the board
    assert [f for f in found if f.kind == OVERLAP] == [], found
    driver.click(tuple(int(v) for v in view.cell_centre(snake.cells[-1])))
    assert "(ringed)" not in " ".join(texts(drawn(app)[0])) and view.own == frozenset()


def test_a_click_on_a_snake_in_the_live_reveal_keeps_its_owner_hidden():
    """During the match only the owner knows which letters are theirs (RULINGS)."""
    app = App(headless=True, size=(800, 600))
    with table_of(8, long_names=True):
        show(app, "antisocial-reveal")
    driver = Driver(app)
    reveal = app.top
    assert not reveal.show_owners
    driver.key(pygame.K_END)
    board = reveal.shown_board()
    view = reveal.view_for(reveal.shown_step().chapter)
    seen = texts(drawn(app)[0])
    driver.click(tuple(int(v) for v in view.cell_centre(board.snakes[0].cells[-1])))
    after = texts(drawn(app)[0])
    assert after == seen and "(ringed)" not in " ".join(after) and not view.own
