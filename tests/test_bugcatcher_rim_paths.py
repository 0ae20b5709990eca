"""Issue 28 (Bugcatcher, game night 6): a black border path on the board's outer edge melted
into the near-black frame; a path on the rim carries a light outline that reaches past the
board's edge, driven through the event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.draw import INK, RIM_OUTLINE
from game.bugcatcher.entry import RoundEntryScene
from game.bugcatcher.geometry import BORDER, CENTRAL
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.missions import BLACK
from game.bugcatcher.rules import Pregame
from game.bugcatcher.scene import MatchFlowScene
from game.bugcatcher.session import MatchSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.menu import MainMenuScene
from game.ui.monkey import play_until, press, tick

PRACTICE = LEVELS / "bugcatcher" / "practice-meadow.toml"


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def test_a_black_path_on_the_rim_has_a_light_outline_past_the_boards_edge(app):
    level = level_from_document(load_toml(PRACTICE))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    session = MatchSession.start(level, PRACTICE, seats, 5, 0)
    board = session.board
    session.submit(0, Pregame((board.parse("C3", CENTRAL),), (board.parse("A1 ul", BORDER),)))
    app.push(MatchFlowScene(app, session))
    play_until(app, RoundEntryScene)
    entry = app.top
    press(app, pygame.K_s)  # the border node goes on black
    press(app, pygame.K_b, pygame.K_RIGHT)  # along the top rim, A1 ul to B1 ul
    assert entry.entry.actions[-1] == "BR"
    top = entry.board.view.board.top
    start, end = entry.board.pixel((0, 0)), entry.board.pixel((2, 0))
    middle = (start[0] + end[0]) // 2
    column = [tuple(app.screen.get_at((middle, top + dy)))[:3] for dy in range(-2, 8)]
    assert RIM_OUTLINE in column[:3]  # the band shows on the frame, outside the board
    assert INK[BLACK] in column  # the path itself, on the board
    elsewhere = (middle + 2 * (end[0] - start[0]), top - 1)  # the rim with no path on it
    assert tuple(app.screen.get_at(elsewhere))[:3] != RIM_OUTLINE
