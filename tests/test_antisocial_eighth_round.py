"""Issue 28, seventh evening, as a player meets it in the window: a refused quiz answer's
red message gets its own room in the side panel, whole, never under a button."""

from __future__ import annotations

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
