"""Social Snake window tests' set-up: a tour screen on the largest table, and one frame
drawn with the layout recorder on (what was drawn, and the layout check's findings)."""

from __future__ import annotations

from game.app import App
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT
from game.ui.tour import table_of

SEATS = 13


def tour_screen(screen: str, size: tuple[int, int], long_names: bool = False) -> tuple[App, Driver]:
    """`screen` of the screen tour in a window of `size`, SEATS seats (the longest names)."""
    app = App(headless=True, size=size)
    with table_of(SEATS, long_names):
        show(app, screen)
    return app, Driver(app)


def drawn(app: App) -> tuple[list, list]:
    """One frame: the items drawn and the layout check's findings."""
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        app.step()
        return list(LAYOUT.drawn), findings(app)
    finally:
        LAYOUT.on = False
