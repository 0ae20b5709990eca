"""Issue 28 (Double-edged Edges' reveal): each step is named for what happens in it. The
header said "back to the start" when nobody went back, and "Ann pushes Bob" for every
submission's move (most move their partner along without pushing anyone off). Stepped
with the arrow keys through the real event queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges import events as ev
from game.double_edged_edges.reveal import RevealScene, chapter_of
from game.double_edged_edges.rules import Submission
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from tests.edges_window_helpers import new_session, two_humans


def step_names(moves: list[tuple[str, int]]) -> tuple[list[tuple[str, list]], str]:
    """Every step's header title, with the events the step shows, when each seat moves
    as `moves` says with the partner on its right; and Ann's partner's name."""
    session = new_session(two_humans())
    seating = session.state.seating
    for seat, (direction, amount) in enumerate(moves):
        session.submit(seat, Submission(direction, amount, seating.right_of(seat)))
    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    reveal = RevealScene(app, session, [chapter_of(session.advance())], lambda: None)
    app.push(reveal)
    driver = Driver(app)
    driver.step(2)
    driver.key(pygame.K_SPACE)  # pause, then step by hand
    driver.key(pygame.K_HOME)
    seen = []
    for _ in range(len(reveal.groups)):
        driver.key(pygame.K_RIGHT)
        shown = reveal.groups[reveal.groups_started - 1]
        seen.append((reveal.status().rsplit(" (", 1)[0], shown))
    return seen, session.state.names[seating.right_of(0)]


def test_nobody_goes_back_and_nobody_is_said_to():
    seen, partner = step_names([("R", 1), ("L", 1), ("R", 1), ("L", 1)])
    titles = [title for title, _ in seen]
    assert not any("back to the start" in title for title in titles), titles
    assert not any("pushes" in title for title in titles), titles
    assert titles[-1] == "the round ends: nobody goes back", titles
    assert f"Ann moves 1 right with {partner}" in titles


def test_a_step_with_someone_going_back_says_so():
    seen, partner = step_names([("R", 16), ("L", 1), ("R", 1), ("L", 1)])
    back = [events for title, events in seen if title == "back to the start"]
    assert back and any(isinstance(event, ev.ReturnedToStart) for event in back[0])
    assert f"Ann moves 16 right with {partner}" in [title for title, _ in seen]
