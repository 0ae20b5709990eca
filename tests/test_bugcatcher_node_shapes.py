"""Issue 28 (Bugcatcher): a node's kind shows by its shape (a disc on a cell, a diamond on a
corner), never by a letter that a replay also uses for a player ("C" Cyan, "B" Blue); the
entry's own nodes show the colour they end the plan with, driven through the event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.draw import INK, WORDS, BugBoard, NodeMark, board_legend
from game.bugcatcher.entry import RoundEntryScene
from game.bugcatcher.geometry import BORDER, CENTRAL
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.missions import BLACK, BLUE
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


def test_a_border_node_is_a_diamond_and_a_central_node_a_disc():
    pygame.font.init()
    level = level_from_document(load_toml(PRACTICE))
    board = BugBoard(
        level.board, pygame.Rect(0, 0, 600, 500), lambda *a: pygame.font.Font(None, 14)
    )
    cell, corner = level.board.parse("B2", CENTRAL), level.board.parse("C3 ul", BORDER)
    surface = pygame.Surface((600, 500))
    board.draw(surface, nodes=[NodeMark(cell, BLACK), NodeMark(corner, BLACK)])
    radius = board.node_radius()
    tip = round(radius * 1.3) - 1  # a diamond reaches further up and down than a disc
    for point, reaches in ((cell, False), (corner, True)):
        x, y = board.pixel(point)
        assert surface.get_at((x, y))[:3] == INK[BLACK]
        assert (surface.get_at((x, y + tip))[:3] == INK[BLACK]) is reaches
        assert (surface.get_at((x + tip // 2 + 2, y + tip // 2 + 2))[:3] == INK[BLACK]) is False
    words = [
        entry.words for entry in board_legend(pygame.font.Font(None, 14), ["border-node"]).entries
    ]
    assert words == [WORDS["border-node"]] == ["border node"]


def test_the_entrys_own_nodes_carry_no_letter_and_follow_the_planned_swaps(app):
    level = level_from_document(load_toml(PRACTICE))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    session = MatchSession.start(level, PRACTICE, seats, 5, 0)
    board = session.board
    session.submit(0, Pregame((board.parse("C3", CENTRAL),), (board.parse("C3 ul", BORDER),)))
    app.push(MatchFlowScene(app, session))
    play_until(app, RoundEntryScene)
    entry = app.top
    own = [node for node in entry.board_marks()[1] if node.colour]
    assert [(n.colour, n.letter) for n in own] == [(BLACK, ""), (BLUE, "")]
    press(app, pygame.K_s)  # a swap: the central node goes on blue, the border node black
    own = [node for node in entry.board_marks()[1] if node.colour]
    assert [n.colour for n in own] == [BLUE, BLACK]
    assert "border-node" in [key for key in type(entry).legend_keys]
