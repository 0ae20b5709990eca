"""Issue 28 (Social Snake, 7/10 review): Esc on a reveal skipped to its end and, pressed
again, went on to the next curtain, while the Controls page says "Esc goes back one
screen". Esc now leaves the match, asking first as the curtain does; No keeps the reveal
where it was."""

from __future__ import annotations

import pygame
from test_social_scenes import new_session, one_human, open_first_entry, press

from game.app import App
from game.social_snake.reveal import RevealScene
from game.ui.dialogs import ConfirmScene
from game.ui.menu import MainMenuScene


def test_esc_on_a_reveal_asks_to_leave_the_match_and_never_skips_on():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    open_first_entry(app, new_session(one_human()))
    flow = app.stack[-2]
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_y)  # random start cells for the rest: the reveal plays
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    press(app, pygame.K_SPACE)  # paused part-way
    time = reveal.timeline.time
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and "saved" in app.top.question
    press(app, pygame.K_n)
    assert app.top is reveal and reveal.timeline.time == time and not reveal.timeline.finished
    press(app, pygame.K_ESCAPE, pygame.K_y)
    assert reveal not in app.stack and flow not in app.stack
    assert isinstance(app.top, MainMenuScene)
