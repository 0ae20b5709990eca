"""Issue 28 (Bugcatcher): a node's kind shows by its shape (a disc on a cell, a diamond on a
corner), never by a letter that a replay also uses for a player ("C" Cyan, "B" Blue); the
entry's own nodes keep the colour of their round past a planned swap, driven through the
event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.draw import INK, RIM_OUTLINE, WORDS, BugBoard, NodeMark, board_legend
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
from game.ui.monkey import click_events, play_until, press, tick

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


def test_the_entrys_own_nodes_carry_no_letter_and_keep_their_rounds_colour_past_a_swap(app):
    """Issue 28 (game night 6): after a planned swap the start markers kept their round's
    colour only in the paths before the swap; a start now keeps the colour it has this round,
    as drawn, after a swap by key S and one by the Swap button."""
    level = level_from_document(load_toml(PRACTICE))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    session = MatchSession.start(level, PRACTICE, seats, 5, 0)
    board = session.board
    session.submit(0, Pregame((board.parse("C3", CENTRAL),), (board.parse("C3 ul", BORDER),)))
    app.push(MatchFlowScene(app, session))
    play_until(app, RoundEntryScene)
    entry = app.top
    central, border = entry.me.central, entry.me.border

    def drawn() -> list[tuple[int, int, int]]:
        return [tuple(app.screen.get_at(entry.board.pixel(p)))[:3] for p in (central, border)]

    own = [node for node in entry.board_marks()[1] if node.colour]
    assert [(n.colour, n.letter) for n in own] == [(BLACK, ""), (BLUE, "")]
    assert drawn() == [INK[BLACK], INK[BLUE]]
    press(app, pygame.K_s)  # a swap: the segments after it change colour, the starts do not
    assert entry.entry.actions[-1] == "swap"
    assert drawn() == [INK[BLACK], INK[BLUE]]
    swap = next(b for b in entry.buttons if b.text.startswith("Swap"))
    tick(app, *click_events(swap.rect.center))
    tick(app)
    assert list(entry.entry.actions[-2:]) == ["swap", "swap"]
    assert drawn() == [INK[BLACK], INK[BLUE]]
    assert "border-node" in [key for key in type(entry).legend_keys]


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
