"""Issue 28, round 5, Tactrics Snakes: against a player who only passes, a normal bot took
up to 61 turns to build a snake it may call a finish on: it started building for one only
after six rounds. It now builds from the third round (when it may first call), so a new
player who waits sees the game end in a sensible time. Figures for seeds 1–20:
`python -m game.tactrics.bench_build`."""

from __future__ import annotations

import time

import pygame

from game.app import App
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.scene import TactricsMenuScene, start_layout, start_layout_path
from game.tactrics.session import MatchSession
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver

SEED = 7  # a seed the bot used to finish on turn 15 (the game over on 18)


def test_a_normal_bot_against_a_player_who_passes_ends_the_game_by_turn_12():
    app = App(headless=True, size=(1366, 768))
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    driver.post()
    level = start_layout(2)
    seats = [Seat("Wilhelmina Woods", level.colours[0]), Seat("Bot", level.colours[1], "normal")]
    session = MatchSession.start(level, start_layout_path(2), seats, SEED, save=False)
    game = GameScene(app, session, bot_pause=0.0)
    app.push(game)
    driver.post()
    deadline = time.monotonic() + 120
    while not game.state.over and game.state.turn <= 30 and time.monotonic() < deadline:
        if app.top is game and game.human_to_move and game.sweep is None:
            driver.key(pygame.K_RETURN)  # end the turn without an action: a pass
            if isinstance(app.top, ConfirmScene):
                driver.key(pygame.K_y)
        else:
            driver.post(dt=0.2)
    assert game.state.over and game.state.finishers == (1,), game.state.turn
    assert game.state.turn <= 12
