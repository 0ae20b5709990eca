"""Social Snake's replay (round 5): it had no Play. "Play" (or Space) now steps on by
itself, a step every PLAY_STEP_SECONDS, and reads "Pause" meanwhile; Pause or a step by
hand stops it. Clicked and typed through the event queue at 800×600, 13 long names."""

from __future__ import annotations

import pygame

from game.social_snake.replay_view import PLAY_STEP_SECONDS
from tests.social_window_helpers import tour_screen


def test_play_steps_on_by_itself_until_paused():
    app, driver = tour_screen("social-replay", (800, 600), long_names=True)
    replay = app.top
    start = (replay.chapter, replay.step)
    driver.click_button("Play")
    assert driver.button("Pause")  # the button says what it does now
    assert app.busy  # the window draws every frame meanwhile (not only after an event)
    for _ in range(3):
        driver.step(dt=PLAY_STEP_SECONDS + 0.01)
    assert (replay.chapter, replay.step) > start
    moved = (replay.chapter, replay.step)
    driver.click_button("Pause")
    driver.step(3, dt=PLAY_STEP_SECONDS + 0.01)
    assert (replay.chapter, replay.step) == moved
    assert driver.button("Play")
    driver.key(pygame.K_SPACE)  # Space plays too
    driver.step(dt=PLAY_STEP_SECONDS + 0.01)
    assert (replay.chapter, replay.step) > moved
    driver.key(pygame.K_LEFT)  # a step by hand stops it
    stopped = (replay.chapter, replay.step)
    driver.step(3, dt=PLAY_STEP_SECONDS + 0.01)
    assert (replay.chapter, replay.step) == stopped
