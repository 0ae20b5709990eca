"""Issue 28 (Double-edged Edges' entry at 800×600): the preview beside Submit is about three
lines, and it dropped what mattered most. A bet that can only be lost says so, and H says
what it changed, before the landing details. Real event queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from tests.edges_window_helpers import new_session, two_humans


def shown_after(app: App, *keys: int) -> str:
    """The preview's words drawn on the window after `keys`, as one line."""
    LAYOUT.on = True
    try:
        Driver(app).keys(*keys)
        app.frame_wanted = True
        app.tick([], 1 / 60)
        return " ".join(item.text for item in LAYOUT.drawn if item.kind == "text")
    finally:
        LAYOUT.on = False


def entry_at_800(garnets: int) -> tuple[App, MoveEntryScene]:
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, new_session(two_humans(), garnets=garnets), 0, lambda: None)
    app.push(entry)
    Driver(app).step(2)
    return app, entry


def test_a_bet_that_can_only_be_lost_is_said_at_800_by_600():
    app, entry = entry_at_800(garnets=2)
    shown = shown_after(app, pygame.K_PLUS)
    assert entry.entry.bet == 1
    assert "bet lost unless your partner jumps off" in shown, shown


def test_the_hint_says_what_it_did_at_800_by_600():
    app, entry = entry_at_800(garnets=2)
    shown = shown_after(app, pygame.K_PLUS, pygame.K_h)
    assert entry.hint, "H gave no hint"
    side = "right" if entry.entry.direction == "R" else "left"
    assert f"Hint: {side} {entry.entry.amount}" in shown, shown
    if not entry.preview().may_push_off:
        assert "bet lost unless your partner jumps off" in shown, shown
