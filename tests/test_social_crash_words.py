"""Issue 28 (Social Snake, 7/10 review): a crash with nothing gained on its grid said "met
another head … and lost 0 apples" (and "gave them 0 apples"). The log now says what happened:
the head went back, and there was nothing to lose or give."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import App
from game.core.coords import parse_cell
from game.social_snake.reveal import RevealScene
from game.social_snake.rules import Submission
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui.driver import Driver
from game.ui.tour import menu_under
from tests.social_snake_helpers import make_level
from tests.social_window_helpers import drawn

ROWS = [". . . 5 5", ". . . 5 5", ". . . 5 5"]


def test_a_crash_with_nothing_gained_says_the_head_went_back_not_lost_0_apples():
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cat", "Green")]
    level = make_level({"A": ROWS})
    session = MatchSession.start(level, Path("test.toml"), seats, seed=3, save=False)
    for seat, cell in enumerate(("A1", "C1", "A2")):
        session.submit_starts(seat, {"A": [parse_cell(cell)]})
    session.advance()
    for seat, moves in enumerate(("R", "L", "U")):  # Ann and Bob into B1; Cat into Ann's A1
        session.submit_moves(seat, {"A": Submission(moves, 0)})
    outcome = session.advance()
    app = App(headless=True, size=(1366, 768))
    menu_under(app)
    app.push(RevealScene(app, session, outcome, lambda: None, speed=1.0))
    driver = Driver(app)
    driver.key(pygame.K_END)
    texts = " | ".join(item.text for item in drawn(app)[0] if item.kind == "text")
    assert "0 apples" not in texts
    for said in (
        "Ann crashed head-on into another head at B1 and went back to A1, with no apples "
        "from grid A this round to lose",
        "Bob crashed head-on into another head at B1 and went back to C1",
        "Cat ran into Ann's body at A1 and went back to A2, with no apples from grid A this "
        "round to give",
    ):
        lines = app.top.log.lines
        assert any(line.startswith(f"Step 1: {said}") for line in lines), (said, lines)
