"""Social Snake's entry words (round 5). At 800×600 a crash warning broke a 16-letter name
inside its word ("You would crash at C1 (WWWWWWWWWWWWWWW'" / "s head)"). The warning now
gets a smaller font (down to 12 px) before any word of it is broken. Moves typed through
the event queue. Round 7: the entry says what a premove does beside the garnets to spend."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import App
from game.core.coords import parse_cell
from game.social_snake.entry import PREMOVE_WORDS, MoveEntryScene, StartEntryScene
from game.social_snake.rules_text import START_CELL_CLEARED
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui.driver import Driver
from game.ui.tour import menu_under
from tests.social_snake_helpers import make_level
from tests.social_window_helpers import drawn

LONG = "WWWWWWWWWWWWWWWW"
ROWS = [". . . 5 5", ". . . 5 5", ". . . 5 5"]


def test_a_crash_warning_never_breaks_a_long_name_inside_its_word():
    seats = [Seat("Ann", "Red"), Seat(LONG, "Blue"), Seat("Cat", "Green")]
    session = MatchSession.start(
        make_level({"A": ROWS}), Path("test.toml"), seats, seed=3, save=False
    )
    for seat, cell in enumerate(("A1", "C1", "A3")):
        session.submit_starts(seat, {"A": [parse_cell(cell)]})
    session.advance()
    app = App(headless=True, size=(800, 600))
    menu_under(app)
    app.push(MoveEntryScene(app, session, 0, lambda: None))
    driver = Driver(app)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)  # Ann's head onto C1, where the long name's head is
    texts = [item.text for item in drawn(app)[0] if item.kind == "text"]
    assert any(text.startswith("You would crash at C1") for text in texts), texts
    warning = [text for text in texts if f"({LONG}" in text or "head)" in text]
    said = f"You would crash at C1 ({LONG}'s head)."
    assert warning and f"({LONG}'s head)" in " ".join(warning), warning
    assert all(word in said.split() for text in warning for word in text.split()), warning
    # what a premove does, under the garnets a player may spend on them (never said there)
    joined = " ".join(texts)
    spend = joined.index("Garnets you can spend on premoves:")
    assert joined.index(PREMOVE_WORDS) > spend


def test_start_picks_say_what_lies_there_in_words():
    """ "Grid C: 1. H8 (G)" read as a player's letter: the picks now say "a garnet"."""
    rows = [". . . 5 5", ". . G 5 5", ". . . 5 5"]
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cat", "Green")]
    session = MatchSession.start(
        make_level({"A": rows}), Path("test.toml"), seats, seed=3, save=False
    )
    app = App(headless=True, size=(800, 600))
    menu_under(app)
    app.push(StartEntryScene(app, session, 0, lambda: None))
    driver = Driver(app)
    driver.key(pygame.K_SPACE)  # the cursor starts on C2: the garnet
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_SPACE)
    texts = " ".join(item.text for item in drawn(app)[0] if item.kind == "text")
    assert "Grid A: 1. C2 (a garnet), 2. D2 (5 apples)" in texts, texts
    assert START_CELL_CLEARED in texts  # said on every start-cell screen, not only the guide's
