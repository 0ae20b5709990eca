"""Issue 28 (Double-edged Edges' entry at 800×600 with 12 seats, third round): the standings
strip showed "players 1–5 of 12 · wheel"; it now folds to every seat's mark and short total
("12 · 1": points · garnets), as Social Snake's does. Real loop; words read from the drawing."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.demo import demo_session
from game.double_edged_edges.entry import MoveEntryScene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene


def test_twelve_seats_at_800_by_600_show_every_short_total():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    session = demo_session(seed=4, players=12)
    entry = MoveEntryScene(app, session, 0, lambda: None)
    app.push(entry)
    Driver(app).step(2)
    LAYOUT.on = True
    try:
        Driver(app).keys(pygame.K_UP)
        app.frame_wanted = True
        app.tick([], 1 / 60)
        shown = [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    assert "points · garnets" in shown, shown
    assert not any("wheel" in text for text in shown), shown
    state = session.state
    totals = [f"{p} · {g}" for p, g in zip(state.points, state.garnets, strict=True)]
    assert sorted(t for t in shown if t in totals) == sorted(totals)
