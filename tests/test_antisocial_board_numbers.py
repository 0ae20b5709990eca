"""Issue 28, third evening: boards read "Board 0" on screen while people count from 1, and the
results chart's axis was one off against the results table. Every screen a player reads now
numbers boards from 1 (files and rules keep their 0-based indexes); read here from what the
screens draw."""

from __future__ import annotations

import pygame
import pytest

from game.antisocial_snake.entry import PlacementScene
from game.antisocial_snake.levels import board_title, level_from_document
from game.antisocial_snake.replay_view import open_replay
from game.antisocial_snake.results import match_results, results_scene
from game.antisocial_snake.reveal import RevealScene, chapter_of
from game.antisocial_snake.rules import STAGE_FINISHED
from game.antisocial_snake.scene import MatchFlowScene
from game.antisocial_snake.session import MatchSession
from game.app import App
from game.core.paths import LEVELS
from game.core.saves import replays_dir
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.continue_list import ContinueScene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event

PRACTICE = LEVELS / "antisocial-snake" / "practice.toml"


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    Driver(app).post()
    return app


def drawn_texts(app: App) -> list[str]:
    """The texts the next frame draws on the window."""
    LAYOUT.on = True
    try:
        app.tick([], 1 / 60)  # one drawn frame (a headless step draws only when asked)
        return [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False


def press(app: App, key: int) -> None:
    release = pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    Driver(app).post(key_event(key), release)


def start(seats: list[Seat]) -> MatchSession:
    level = level_from_document(load_toml(PRACTICE))
    return MatchSession.start(level, PRACTICE, seats, seed=3)


def bots() -> list[Seat]:
    return [Seat("Ann", "Red", "normal"), Seat("Bob", "Blue", "easy")]


def no_board_0(texts: list[str]) -> bool:
    return not any("Board 0" in text or text == "B0" for text in texts)


@pytest.mark.parametrize(
    ("name", "title"),
    [
        ("Board 0: Theme", "Board 1: Theme"),
        ("Board 9: Bidding", "Board 10: Bidding"),
        ("Sunrise", "Board 1: Sunrise"),
        ("Board 4", "Board 1"),
    ],
)
def test_a_board_is_titled_by_its_place_counted_from_1(name, title):
    assert board_title(0 if "Bidding" not in name else 9, name) == title


def test_the_curtain_and_the_entry_say_board_1(app):
    session = start([Seat("Ann", "Red"), Seat("Bob", "Blue")])
    app.push(MatchFlowScene(app, session))
    texts = drawn_texts(app)
    assert "Round 1, Board 1: Theme: placement" in texts and no_board_0(texts)
    app.push(PlacementScene(app, session, 0, lambda: None))
    texts = drawn_texts(app)
    assert any(text.startswith("Round 1, Board 1: Theme") for text in texts), texts
    assert no_board_0(texts)


def test_the_reveal_and_its_log_say_board_1(app):
    session = start(bots())
    session.let_bots_act()
    placement = session.advance()
    reveal = RevealScene(app, session, [chapter_of(placement)], lambda: None)
    app.push(reveal)
    press(app, pygame.K_END)
    texts = drawn_texts(app)
    assert any(text.startswith("Board 1: Theme: placement") for text in texts), texts
    assert "Board 1: Theme begins (theme)" in reveal.log.lines
    assert no_board_0(texts)


def test_continue_names_the_next_board_from_1(app):
    session = start([Seat("Ann", "Red"), Seat("Bob", "Blue", "normal")])
    for _ in range(2):  # board 1 placed and moved: the match stands at Board 2
        for seat in (0, 1):
            session.submit(seat, session.bot_entry(seat))
        session.advance()
    session.save()
    app.push(ContinueScene(app))
    texts = drawn_texts(app)
    assert any("Board 2: Addition of 4 boards" in text for text in texts), texts
    assert no_board_0(texts)


def finished_match() -> MatchSession:
    session = start(bots())
    while session.state.stage != STAGE_FINISHED:
        session.let_bots_act()
        session.advance()
    return session


def test_results_table_and_chart_count_boards_alike(app):
    session = finished_match()
    results = match_results(session)
    titles = [column.title for column in results.columns[1:]]
    assert titles == ["B1", "B2", "B3", "B4"]
    for player, row in enumerate(results.cells):
        board_scores = [int(cell) for cell in row[1:]]
        for number in range(1, 5):  # the chart's point over axis label n: the total after Bn
            assert results.history[number][player] == sum(board_scores[:number])
    app.push(results_scene(app, session))
    texts = drawn_texts(app)
    assert {"B1", "B2", "B3", "B4", "1", "2", "3", "4", "board"} <= set(texts)
    assert any(text.startswith("Board 1: Theme: Ann") for text in texts), texts
    assert no_board_0(texts)


def test_the_replay_steps_say_board_1_to_board_4(app):
    finished_match()
    path = next(p for p in replays_dir().glob("antisocial-snake-*.toml") if ".level." not in p.name)
    replay = open_replay(app, path)
    app.push(replay)
    labels = [chapter.label for chapter in replay.story]
    assert "Board 1: Theme: placement" in labels and "Board 4: Redirect: movement" in labels
    press(app, pygame.K_HOME)
    seen = drawn_texts(app)
    press(app, pygame.K_END)  # board 1's end,
    press(app, pygame.K_END)  # then the match's
    seen += drawn_texts(app)
    assert "1. Board 1: Theme: placement" in seen  # the list of chapters
    assert "Replay of Practice: Two Rounds: Board 4: Redirect: movement" in seen
    assert no_board_0(seen)
