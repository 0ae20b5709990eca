"""Issue 28 (Bugcatcher): on the start-lists screen a second Space or Enter after "Pass to…"
adds nothing (the cursor is hidden until an arrow), and a player who lost a contested start
is told so plainly on their first round's entry, driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
from game.bugcatcher.geometry import BORDER, CENTRAL
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.rules import Pregame
from game.bugcatcher.scene import MatchFlowScene
from game.bugcatcher.session import MatchSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.hotseat import PassScene
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.monkey import play_until, press, tick

PRACTICE = LEVELS / "bugcatcher" / "practice-meadow.toml"


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def humans(count: int, seed: int = 5) -> MatchSession:
    level = level_from_document(load_toml(PRACTICE))
    seats = [
        Seat(name, colour)
        for name, colour in zip(("Ann", "Bob", "Cat"), ("Red", "Blue", "Green"), strict=True)
    ]
    return MatchSession.start(level, PRACTICE, seats[:count], seed, 0)


def test_extra_presses_after_the_curtain_add_nothing_until_an_arrow_shows_the_cursor(app):
    session = humans(3)
    app.push(MatchFlowScene(app, session))
    tick(app)
    assert isinstance(app.top, PassScene)
    tick(app, dt=1.0)  # the curtain is armed
    press(app, pygame.K_SPACE)
    entry = app.top
    assert isinstance(entry, PregameEntryScene)
    press(app, pygame.K_SPACE, pygame.K_RETURN)  # the player presses again, to be sure
    assert entry.entry.central == () and entry.entry.border == ()
    assert "arrow" in entry.message  # told, not silent
    press(app, pygame.K_RIGHT)  # shows the cursor where it is: A1
    press(app, pygame.K_SPACE)
    press(app, pygame.K_RIGHT, pygame.K_SPACE)
    board = session.board
    assert entry.entry.central == (board.parse("A1", CENTRAL), board.parse("B1", CENTRAL))


def test_a_lost_contested_start_is_told_plainly_to_the_loser_only(app, recording):
    session = humans(3)
    board = session.board
    c3, c4 = board.parse("C3", CENTRAL), board.parse("C4", CENTRAL)
    corners = [board.parse(name, BORDER) for name in ("A1 ul", "D1 ur", "A4 bl")]
    session.submit(0, Pregame((c3, c4), (corners[0],)))
    session.submit(1, Pregame((c3,), (corners[1],)))
    session.submit(2, Pregame((c3, c4), (corners[2],)))
    app.push(MatchFlowScene(app, session))
    tick(app)  # the starts are handed out
    winner = next(i for i, p in enumerate(session.state.players) if p.central == c3)
    told = {}
    for _ in range(3):
        play_until(app, RoundEntryScene)
        entry = app.top
        tick(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
        shown = " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)
        told[entry.seat] = shown
        press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
        press(app, pygame.K_RETURN)  # yes: submit no actions
        tick(app)
    names = session.state.names
    for seat in range(3):
        said = "you asked for C3 first; 3 players asked" in told[seat]
        assert said == (seat != winner), (seat, told[seat])
    loser = next(seat for seat in range(3) if seat != winner)
    assert "another player got it (a seeded draw)" in told[loser]
    assert names[winner] not in told[loser]  # nodes are unlabelled: who got it stays private
    start = board.name(session.history.states[1].players[loser].central)
    assert f"You start on {start}" in told[loser]
