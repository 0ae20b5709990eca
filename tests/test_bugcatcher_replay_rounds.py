"""Issue 28 (Bugcatcher's replay): "Round 3" showed the end of round 2 (its paths still
drawn) until round 3's first step had played. The heading and the board tell the same
moment: a round's first step shows the board that round starts from. Driven by keys
through the real event queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.bugcatcher.demo import demo_session
from game.bugcatcher.replay_view import ReplayScene, replay_scene
from game.bugcatcher.rules import NODES
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.tour import played_out


def open_replay() -> tuple[App, ReplayScene, Driver]:
    """A played 4-player demo match's replay, opened over the main menu at 1366×768."""
    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    replay = replay_scene(app, played_out(demo_session(seed=1, players=4)))
    app.push(replay)
    return app, replay, Driver(app)


def test_a_round_s_first_step_shows_the_board_that_round_starts_from():
    app, replay, driver = open_replay()
    driver.step(2)
    labels = replay.round_list.labels
    third = labels.index("Round 3")
    for _ in range(third):
        driver.key(pygame.K_DOWN)
    driver.step(2)
    assert replay.heading().endswith("Round 3")
    assert list(replay.lines_drawn) == [], "round 2's paths under the 'Round 3' heading"
    start = replay.outcomes[third].before
    assert {mark.point for mark in replay.nodes_drawn} == {
        player.node(node) for player in start.players for node in NODES
    }
    driver.key(pygame.K_RIGHT)  # round 3's first step: its own segments, same heading
    driver.step(2)
    assert replay.heading().endswith("Round 3")


def test_the_replays_last_button_leaves_at_any_moment_instead_of_a_greyed_continue():
    session = played_out(demo_session(seed=1, players=4))
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    replay = replay_scene(app, session)
    app.push(replay)
    driver = Driver(app)
    driver.step(2)
    assert not replay.timeline.finished  # mid-replay
    assert "Continue" not in [button.text for button in driver.buttons()]
    leave = driver.button("Leave")
    assert leave.is_enabled
    driver.click_element(leave)
    driver.step()
    assert replay not in app.stack


def test_the_replay_opens_on_the_pregame_paused_and_space_plays_it():
    """Issue 28 (game night 6): the replay opened on Round 1 already playing."""
    app, replay, driver = open_replay()
    driver.step(120)  # two seconds of frames: nothing moves on its own
    assert replay.heading().endswith("Pregame: the starts")
    assert replay.timeline.time == 0.0
    assert "Play" in [button.text for button in driver.buttons()]
    driver.key(pygame.K_SPACE)
    driver.step(120)
    assert replay.timeline.time > 0.0
