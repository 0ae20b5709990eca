"""Issue 28, third round of game night, Tactrics Snakes: what a new player read wrong on the
game screen and its results."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from test_social_small_window import drawn, texts
from test_tactrics_rules import layout, line
from test_tactrics_scene import FRAME, press, start_game

from game.app import App
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.scene import start_layout, start_layout_path
from game.tactrics.session import MatchSession
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.results import ResultsScene

NAMES = ("Ann", "Bob", "Cat", "Dan")


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step(FRAME)
    return app


def _finishable_game(app) -> GameScene:
    """Four players at the table; Ann (red) holds a snake of four and may call a finish."""
    board = layout(**line("R", "C2 C3 C4 C5"), F7="Yt", A1="Bt", D1="Gt")
    level = replace(start_layout(4), board=board)
    seats = [Seat(name, colour) for name, colour in zip(NAMES, level.colours, strict=True)]
    session = MatchSession.start(level, start_layout_path(4), seats, seed=3)
    game = GameScene(app, session)
    app.push(game)
    app.step(FRAME)
    return game


def _shown(app) -> list[str]:
    return texts(drawn(app)[0])


def test_a_finish_call_reads_as_the_call_and_its_bonus_not_as_a_placing(app):
    """ "finished 1st" beside a score read as a ranking the results then contradicted: the
    row says the player called a finish first and what it added, and the results say so."""
    game = _finishable_game(app)
    press(app, pygame.K_f, pygame.K_y)
    assert game.state.finishers == (0,)
    shown = " ".join(_shown(app))
    assert "called finish 1st (+3)" in shown
    assert "finished 1st" not in shown
    for _ in range(12):  # the others' last turns, each ended at once
        if game.state.over:
            break
        press(app, pygame.K_RETURN)
        if isinstance(app.top, ConfirmScene):
            press(app, pygame.K_y)
    assert game.state.over
    assert app.top is game  # the final board first
    over = " ".join(_shown(app))  # nothing is left to undo or call, and the keys say so
    assert not game.finish_button.visible and not game.undo_button.visible
    assert "F\u00a0finish" not in over and "Ctrl+Z" not in over
    assert "Enter (or Results) shows the results" in over
    for _ in range(5):
        if isinstance(app.top, ResultsScene):
            break
        press(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)
    assert "Ann called a finish first (+3)." in app.top.results.awards


def _play_to_the_results(app, game) -> None:
    press(app, pygame.K_f, pygame.K_y)
    for _ in range(12):  # the others' last turns, each ended at once
        if game.state.over:
            break
        press(app, pygame.K_RETURN)
        if isinstance(app.top, ConfirmScene):
            press(app, pygame.K_y)
    press(app, pygame.K_RETURN)


def test_esc_on_the_results_chart_at_800x600_goes_back_to_the_table():
    """At 800×600 the chart takes the table's place (C); Esc there left for the main menu."""
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    app.step(FRAME)
    _play_to_the_results(app, _finishable_game(app))
    results = app.top
    assert isinstance(results, ResultsScene) and results.layout.stacked
    press(app, pygame.K_c)
    assert results.chart_shown
    press(app, pygame.K_ESCAPE)
    assert app.top is results and not results.chart_shown
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenuScene)


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_key_help_never_wraps_a_key_away_from_what_it_does(size):
    """At 800×600 the footer wrapped "[" to one row and "anticlockwise" to the next."""
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step(FRAME)
    _finishable_game(app)
    shown = [text for text in _shown(app) if "clockwise" in text or "undo" in text]
    assert shown
    for row in shown:
        assert not row.rstrip().endswith(("[", "]", "F", "Enter", "Ctrl+Z")), row


def test_a_click_on_the_greyed_finish_says_why_as_f_does(app):
    """A greyed Finish clicked used to do nothing at all."""
    game = start_game(app)
    assert not game.finish_button.is_enabled
    Driver(app).click(game.finish_button.rect.center)
    clicked = game.notice
    assert "finish needs a snake of 4" in clicked
    assert app.top is game
    game.notice = ""
    press(app, pygame.K_f)
    assert game.notice == clicked


def test_the_pointed_towers_line_names_the_player_one_way(app):
    """ "You may not: Bob has no piece there" mixed "You" and the name of the same player."""
    game = _finishable_game(app)
    press(app, pygame.K_f, pygame.K_y)
    assert game.state.player == 1  # Bob, who has nothing on tower 10
    Driver(app).move(game.view.tower_centre(10))
    shown = " ".join(_shown(app))
    line = shown[shown.index("Tower 10 (") :][:80]
    assert "Tower 10 (" in line and ": Bob has no piece there." in line  # not "may not: they…"
    assert "You" not in line and "may not" not in line


def test_colour_blind_hatching_leaves_a_heads_eyes_and_letter_on_plain_fill(app):
    """The yellow head's hatching ran through its eyes and its "Y"."""
    import math

    from game.tactrics.draw import piece_look
    from game.tactrics.rules import piece_code

    app.settings.colour_blind = True
    game = start_game(app)
    view = game.view
    yellow = game.state.colours[1]
    look = piece_look(yellow, True, game.looks)
    assert look.pattern
    sprite = view._render_piece(piece_code(yellow, True), True)
    centre = sprite.get_width() / 2, sprite.get_height() / 2
    y = centre[1] - view.scale * 0.1
    radius = view.scale * 0.055
    for side in (-1, 1):  # round each eye, just outside its white: the piece's own fill
        eye = centre[0] + side * view.scale * 0.1, y
        for step in range(12):
            angle = step * math.pi / 6
            at = (round(eye[0] + 1.4 * radius * math.cos(angle)),
                  round(eye[1] + 1.4 * radius * math.sin(angle)))  # fmt: skip
            assert tuple(sprite.get_at(at))[:3] == tuple(look.fill)[:3], (side, step)


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_solved_messages_stars_keep_clear_of_the_key_hint(size):
    """The stars were drawn over "Enter: Next puzzle · Esc: Stay"."""
    from test_tactrics_packs import PACK, run_until

    from game.tactrics.puzzle_scene import STAR_SIZE, PuzzleScene, SolvedScene
    from game.tactrics.scene import TactricsMenuScene

    app = App(headless=True, size=size)
    app.start(TactricsMenuScene(app))
    app.step(FRAME)
    scene = PuzzleScene(app, PACK, PACK[0])
    app.push(scene)
    app.step(FRAME)
    press(app, pygame.K_h, pygame.K_RETURN)  # ask for the hint, then show it
    run_until(app, lambda: scene.hint is not None)
    hint = scene.hint
    Driver(app).click(scene.view.tower_centre(hint.tower))  # a click on the handle's centre
    if not scene.session.solved:
        press(app, *(getattr(pygame, f"K_{d}") for d in str(hint.tower)))
        press(app, pygame.K_RIGHTBRACKET if hint.clockwise else pygame.K_LEFTBRACKET)
    run_until(app, lambda: isinstance(app.top, SolvedScene))
    solved = app.top
    items, _ = drawn(app)
    keys = next(item for item in items if item.kind == "text" and item.text.startswith("Enter:"))
    middle = solved.stars_middle()
    stars = pygame.Rect(
        solved.box.centerx - 66, middle - STAR_SIZE, 6 * STAR_SIZE + 8, 2 * STAR_SIZE
    )
    assert not stars.colliderect(keys.rect), (stars, keys.rect)
    font = app.font(26, bold=True)  # below the message's last row (drawn at its centre)
    last_row_bottom = solved.box.top + 48 + (len(solved._rows()) - 0.5) * font.get_linesize()
    assert stars.top >= last_row_bottom
