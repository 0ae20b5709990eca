"""Issue 27/28 (Bugcatcher at 9 seats on an 800×600 screen): the board takes its room in
both entry screens (the strip keeps only the note and the player's own fireflies while
everyone's are private; the key folds behind F1), and the public board between rounds says
everything whole, driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.demo import demo_session
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
from game.bugcatcher.scene import MatchFlowScene
from game.ui.driver import Driver
from game.ui.layout_check import SHORTENED, SMALL_BOARD, findings
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.tour import resolved

SMALL = (800, 600)


@pytest.fixture
def recording():
    LAYOUT.on = True
    try:
        yield
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()


def nine_after(rounds: int):
    session = demo_session(seed=5, players=9)
    for _ in range(rounds + 1):
        resolved(session)
    return session


def open_scene(scene) -> tuple[App, Driver]:
    app = App(headless=True, size=SMALL)
    app.start(MainMenuScene(app))
    app.push(scene(app))
    driver = Driver(app)
    driver.step()
    return app, driver


def texts() -> list[str]:
    return [item.text for item in LAYOUT.drawn if item.kind == TEXT]


@pytest.mark.parametrize(
    ("entry", "rounds", "folded"), [(PregameEntryScene, -1, False), (RoundEntryScene, 1, True)]
)
def test_the_entry_board_takes_its_room_at_800x600_with_nine_seats(
    recording, entry, rounds, folded
):
    session = nine_after(rounds)
    app, driver = open_scene(lambda app: entry(app, session, 0, lambda: None))
    assert [f for f in findings(app) if f.kind in (SMALL_BOARD, SHORTENED)] == []
    shown = texts()
    assert any(text.startswith("Your fireflies") for text in shown)  # the private line stays
    assert "Standings" not in shown  # chips that would only list names give way
    assert not any(text.startswith("Easy bot 4") for text in shown)
    if not folded:  # a key of one line stays under the board
        assert "Key" in shown and "Key (F1)" not in shown
        return
    assert "Key (F1)" in shown
    driver.key(pygame.K_F1)
    assert "Hide key (F1)" in texts()


def test_the_public_board_says_who_is_still_to_enter_whole(recording):
    session = nine_after(1)

    def board(app):
        flow = MatchFlowScene(app, session)
        flow.next_step = lambda: None  # the flow waits on the public board
        flow.holding = True
        return flow

    app, driver = open_scene(board)
    assert [f for f in findings(app) if f.kind in (SMALL_BOARD, SHORTENED)] == []
    shown = " ".join(texts())
    for name in session.state.names:
        assert name in shown
    driver.key(pygame.K_SPACE)
    assert not app.top.holding


def test_every_mission_card_is_whole_and_pagedown_or_its_key_brings_the_others(recording):
    session = nine_after(1)
    app, driver = open_scene(lambda app: RoundEntryScene(app, session, 0, lambda: None))
    scene = app.top
    missions = session.state.round_board()
    first = [index for _, index in scene.cards]
    assert first[0] == 0 and len(first) < len(missions)  # 800×600: not all at once
    assert [f for f in findings(app) if f.kind == SHORTENED] == []
    driver.key(pygame.K_PAGEDOWN)
    assert [index for _, index in scene.cards][0] == 1
    assert [f for f in findings(app) if f.kind == SHORTENED] == []
    driver.key(pygame.K_PAGEUP)
    driver.key(pygame.K_1 + len(missions) - 1)  # the last mission's key shows its card
    assert len(missions) - 1 in [index for _, index in scene.cards]
    assert scene.entry.missions == (missions[-1].name,)
    rect, index = scene.cards[-1]
    driver.click(rect.center)  # a click on the card shown takes its own mission back
    assert scene.entry.missions == ()
