"""Issue 28, round 5, Tactrics Snakes' guided game: the guide's plan search (every order of
the turn's tower turns left) ran on the main thread, freezing the window up to 1.4 s at a
turn's start on a loaded machine. It now runs in a worker thread: the window keeps drawing
and the guide says it is thinking until the plan is found, then rings its first turn.
(`python -m game.tactrics.bench_guide` prints the search's times.)"""

from __future__ import annotations

import threading
import time

import pygame
from test_social_small_window import drawn, texts
from test_tactrics_fourth_round import _guided, _settle, _turn_the_ringed_tower

import game.tactrics.tutorial as tutorial
from game.ui.dialogs import ConfirmScene, MessageScene


def test_the_guide_thinks_in_a_worker_while_the_window_keeps_drawing(monkeypatch):
    gate, searched_on = threading.Event(), []
    search = tutorial.plan_turn

    def held_search(state, seen=()):  # the search held until the test lets it go
        searched_on.append(threading.current_thread())
        gate.wait(5)
        return search(state, seen)

    app, driver, game = _guided()
    _settle(app, driver, game)
    _turn_the_ringed_tower(app, driver, game)  # turn 1: its one action
    monkeypatch.setattr(tutorial, "plan_turn", held_search)
    driver.key(pygame.K_RETURN)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # the bot's turn, to Ann's: the guide's snake step
        if isinstance(app.top, MessageScene | ConfirmScene):
            driver.key(pygame.K_RETURN)
        elif game.human_to_move and game.sweep is None and game.guide_step() == "snake":
            break
        driver.post(dt=0.2)
    for _ in range(5):  # the search is held: the window goes on drawing
        shown = " ".join(texts(drawn(app)[0]))
        assert "Thinking" in shown
    assert searched_on and searched_on[0] is not threading.main_thread()
    assert game.board_marks().hint is None and game.planning  # nothing ringed yet
    gate.set()
    deadline = time.monotonic() + 60
    while game.planning and time.monotonic() < deadline:
        driver.post(dt=0.05)
    shown = " ".join(texts(drawn(app)[0]))
    hint = game.board_marks().hint
    assert hint is not None and f"Tower {hint.tower} is ringed" in shown
    assert "Thinking" not in shown
