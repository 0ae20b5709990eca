"""Issue 28 (Bugcatcher), the fifth new-player evening: what a hot-seat player is told
privately, and the entry's room at 800x600, driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.draw import NODE_RING
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene, panel_rect
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


HOUSE = LEVELS / "bugcatcher" / "house-of-larks.toml"


def contested_house(seed: int = 5) -> MatchSession:
    """Three long-named humans on the shipped level who all asked for C3 and B2 ul."""
    level = level_from_document(load_toml(HOUSE))
    seats = [
        Seat(name, colour)
        for name, colour in zip(LONG_NAMES, ("Red", "Blue", "Green"), strict=True)
    ]
    session = MatchSession.start(level, HOUSE, seats, seed, 3)
    board = session.board
    centrals = [board.parse(name, CENTRAL) for name in ("C3", "C4", "D4", "E4")]
    corner = board.parse("B2 ul", BORDER)
    for seat in range(3):
        session.submit(seat, Pregame((centrals[0], centrals[seat + 1]), (corner,), seat))
    return session


def test_at_800x600_a_lost_start_folds_and_the_cards_pips_and_garnet_keep_their_room(
    recording,
):
    app = window((800, 600))
    session = contested_house()
    app.push(MatchFlowScene(app, session))
    tick(app)
    play_until(app, RoundEntryScene)
    entry = app.top
    assert entry.seat != 2  # seat 2 bid most: the first to enter lost both starts
    LAYOUT.drawn.clear()
    press(app, pygame.K_g, pygame.K_c, pygame.K_RIGHT)  # a swap paid with a garnet, a path
    texts = [item for item in LAYOUT.drawn if item.kind == TEXT]
    shown = " ".join(item.text for item in texts)
    assert "You lost 2 contested starts" in shown, shown
    assert "another player got it" not in shown  # folded: its words on hover
    missions = session.state.round_board()
    heads = [
        next((t for t in texts if t.text.startswith(f"{i}. {m.name}")), None)
        for i, m in enumerate(missions, start=1)
    ]
    assert all(heads), [m.name for m, h in zip(missions, heads, strict=True) if not h]
    assert len({head.size for head in heads if head}) == 1, [h.size for h in heads if h]
    assert "Energy left 6 of 7" in shown, shown
    panel = panel_rect(app.size)
    garnet = next(t for t in texts if t.text == "+garnet")
    assert panel.left < garnet.rect.left and garnet.rect.right <= panel.right - 16, garnet


def test_a_node_on_the_board_s_bottom_rim_stays_clear_of_the_private_strip_at_1366x768():
    """Practice Meadow at 1366x768: the strip under the board ("Fireflies stay private…")
    keeps its words clear of a bottom-rim diamond (the board keeps nodes inside its room)."""
    app = window()
    level = level_from_document(load_toml(PRACTICE))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cat", "Green")]
    session = MatchSession.start(level, PRACTICE, seats, 5, 0)
    board = session.board
    for seat, (cell, corner) in enumerate((("B2", "B2 ul"), ("C3", "B4 bl"), ("D1", "D1 ur"))):
        session.submit(seat, Pregame((board.parse(cell, CENTRAL),), (board.parse(corner, BORDER),)))
    app.push(MatchFlowScene(app, session))
    tick(app)
    play_until(app, RoundEntryScene)
    entry = app.top
    assert entry.seat == 0
    tick(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    strip = entry.strip_rect
    assert strip.height > 0
    screen = app.window
    node_white = pygame.Color(NODE_RING)
    covered = [
        (x, y)
        for x in range(strip.left, strip.right)
        for y in range(strip.top, strip.bottom)
        if screen.get_at((x, y)) == node_white
    ]
    assert not covered, covered[:5]


def refusal_above_board(entry, words: str):
    """The drawn text holding `words` above the board and left of the panel, or None."""
    board, panel = entry.board.area, panel_rect(entry.app.size)
    return next(
        (
            item
            for item in LAYOUT.drawn
            if item.kind == TEXT
            and words in item.text
            and item.rect.bottom <= board.top
            and item.rect.right <= panel.left
        ),
        None,
    )


def test_a_refused_bid_or_move_says_why_right_above_the_board_at_800x600(recording):
    app = window((800, 600))
    session = long_named(garnets=0)
    app.push(MatchFlowScene(app, session))
    play_until(app, PregameEntryScene)
    pregame = app.top
    LAYOUT.drawn.clear()
    press(app, pygame.K_PLUS)  # Bid + with no garnet
    assert pregame.entry.bid == 0
    assert refusal_above_board(pregame, "You hold no garnets"), shown_text()
    for _ in range(3):  # every list empty: the starts are drawn
        play_until(app, PregameEntryScene)
        press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
        press(app, pygame.K_RETURN)  # yes: submit empty lists
        tick(app)
    play_until(app, RoundEntryScene)
    entry = app.top
    LAYOUT.drawn.clear()
    press(app, pygame.K_c, *[pygame.K_UP] * 4)  # straight up: the last step leaves the board
    assert len(entry.entry.actions) < 4
    assert entry.message
    assert refusal_above_board(entry, entry.message.split()[0]), (entry.message, shown_text())
