"""Issue 28, game night four, Antisocial Snake as a new player met it in the window: players
are marked "P1", "P2"… on a grey plate everywhere (a seat's "B" in blue read as snake B or a
blue tile), and nothing is drawn over a snake's two-letter label."""

from __future__ import annotations

import pygame
import pytest
from test_social_small_window import drawn, texts

from game.antisocial_snake.demo import demo_session
from game.antisocial_snake.replay_view import replay_scene
from game.app import App
from game.screen_tour import show
from game.ui import theme
from game.ui.driver import Driver
from game.ui.tour import over_menu, played_out

SIZES = [(1366, 768), (800, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_finished_snake_list_marks_each_owner_by_seat_number(size):
    app = App(headless=True, size=size)
    session = played_out(demo_session(seed=3, players=8))
    over_menu(app, replay_scene(app, session))
    driver = Driver(app)
    driver.key(pygame.K_END)  # the board's end,
    driver.key(pygame.K_END)  # then the match's: owners shown
    replay = app.top
    board = replay.shown_board()
    rows = replay.score_rows(board, replay.story[replay.shown_step().chapter])
    owners = {snake.letter: snake.owner for snake in board.snakes}
    letters = set(owners)
    for row in rows:
        snake = next(letter for letter in owners if row.name.startswith(letter + " "))
        number = f"P{owners[snake] + 1}"
        assert row.tag_key == number and number not in letters
        image = pygame.Surface((18, 18))
        row.tag(image, image.get_rect(), app.font(15, True))
        assert image.get_at((2, 2))[:3] == theme.numbered_mark(0).fill  # no tile colour
    assert len(rows) == len(board.snakes) == 32


def test_results_mark_players_p1_to_p4_never_by_seat_letter():
    from game.antisocial_snake.results import match_results

    app = App(headless=True, size=(800, 600))
    session = played_out(demo_session(seed=3, players=4, level_name="practice.toml"))
    results = match_results(session)
    font = app.font(14, True)
    for player in range(4):
        drawn_mark = pygame.Surface((24, 24))
        expected = pygame.Surface((24, 24))
        results.paint_mark(drawn_mark, drawn_mark.get_rect(), player, font)
        mark = theme.numbered_mark(player)
        theme.draw_player_mark(expected, expected.get_rect(), mark, font)
        assert mark.letter == f"P{player + 1}"
        assert pygame.image.tobytes(drawn_mark, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_the_curtain_standings_mark_players_by_number():
    app = App(headless=True, size=(800, 600))
    show(app, "antisocial-curtain")
    Driver(app).key(pygame.K_F2)
    shown = texts(drawn(app)[0])
    assert {"P1", "P2", "P3", "P4"} <= set(shown), shown
