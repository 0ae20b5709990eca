"""Issue 28 (Bugcatcher), the fifth new-player evening: what a hot-seat player is told
privately, and the entry's room at 800x600, driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.entry import RoundEntryScene
from game.bugcatcher.geometry import BORDER, CENTRAL
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.rules import Pregame
from game.bugcatcher.scene import MatchFlowScene
from game.bugcatcher.session import MatchSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.monkey import play_until, press, tick

PRACTICE = LEVELS / "bugcatcher" / "practice-meadow.toml"
LONG_NAMES = ("Wilhelmina Woods", "WWWWWWWWWWWWWWWW", "Ann")


@pytest.fixture
def recording():
    LAYOUT.on = True
    try:
        yield
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()


def window(size: tuple[int, int] = (1366, 768)) -> App:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def long_named(garnets: int = 3, seed: int = 5) -> MatchSession:
    level = level_from_document(load_toml(PRACTICE))
    seats = [
        Seat(name, colour)
        for name, colour in zip(LONG_NAMES, ("Red", "Blue", "Green"), strict=True)
    ]
    return MatchSession.start(level, PRACTICE, seats, seed, garnets)


def shown_text() -> str:
    return " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)


@pytest.mark.parametrize("bids", [(0, 0, 0), (1, 3, 2)], ids=["draw", "bid"])
def test_a_lost_start_never_names_who_got_it_nor_anyone_s_bid(recording, bids):
    app = window()
    session = long_named()
    board = session.board
    c3, c4 = board.parse("C3", CENTRAL), board.parse("C4", CENTRAL)
    corners = [board.parse(name, BORDER) for name in ("A1 ul", "D1 ur", "A4 bl")]
    for seat, bid in enumerate(bids):
        session.submit(seat, Pregame((c3, c4), (corners[seat],), bid))
    app.push(MatchFlowScene(app, session))
    tick(app)  # the starts are handed out
    winner = next(i for i, p in enumerate(session.state.players) if p.central == c3)
    names = session.state.names
    told = {}
    for _ in range(3):
        LAYOUT.drawn.clear()
        play_until(app, RoundEntryScene)  # through the curtain, as a player would
        entry = app.top
        tick(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
        told[entry.seat] = shown_text()
        press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
        press(app, pygame.K_RETURN)  # yes: submit no actions
        tick(app)
    how = "a seeded draw" if bids == (0, 0, 0) else "a higher bid"
    for seat, text in told.items():
        for other in range(3):
            if other != seat:
                assert names[other] not in text, (seat, names[other], text)
        assert "spends" not in text and "bid of" not in text, text
        lost = seat != winner
        assert ("you asked for C3 first; 3 players asked" in text) == lost, (seat, text)
        if lost:
            assert f"another player got it ({how})" in text, text
