"""Issue 27, game night: Esc on a reveal asks "Leave the match?"; after Leave and Continue the
match went on at the next round's curtain ("Pass to … Round 2 of 7"), so the round's outcome
was never shown. The save now says a reveal is due until it has been watched to its end, and
Continue shows that reveal again from its start before anything else (every game with a
reveal: the kit's hot-seat flow). Edges and Bugcatcher, two humans each."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.continue_list import ContinueScene
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver
from game.ui.hotseat import HotSeatScene, PassScene
from game.ui.menu import MainMenuScene
from game.ui.reveal_player import RevealPlayer
from game.ui.tour import over_menu


def _edges() -> tuple[object, Callable]:
    from game.double_edged_edges.levels import level_from_document
    from game.double_edged_edges.scene import resume_match
    from game.double_edged_edges.session import MatchSession

    plank = LEVELS / "double-edged-edges" / "four-on-a-plank.toml"
    seats = [Seat("Wilhelmina Woods", "Red"), Seat("Bob", "Blue", "easy"),
             Seat("WWWWWWWWWWWWWWWW", "Green"), Seat("Dan", "Yellow", "hard")]  # fmt: skip
    level = level_from_document(load_toml(plank))
    return MatchSession.start(level, plank, seats, 4), resume_match


def _bugcatcher() -> tuple[object, Callable]:
    from game.bugcatcher.levels import level_from_document
    from game.bugcatcher.scene import resume_match
    from game.bugcatcher.session import MatchSession

    file = next(iter(sorted((LEVELS / "bugcatcher").glob("*.toml"))))
    seats = [Seat("Wilhelmina Woods", "Red"), Seat("Bob", "Blue", "easy"),
             Seat("WWWWWWWWWWWWWWWW", "Green")]  # fmt: skip
    level = level_from_document(load_toml(file))
    session = MatchSession.start(level, file, seats, 5)
    _enter_humans(session)
    session.let_bots_act()
    session.advance()  # the pregame, played: round 1's reveal is the one left
    return session, resume_match


def _enter_humans(session) -> None:
    """The humans' entries of the stage, built through the rules (the window is not what is
    checked here)."""
    for seat in session.humans_waiting():
        session.submit(seat, session.bot_entry(seat))


@pytest.mark.parametrize("game", [_edges, _bugcatcher])
def test_leave_on_a_reveal_then_continue_shows_that_reveal_then_goes_on(game):
    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    driver = Driver(app)
    session, resume_match = game()
    _enter_humans(session)
    over_menu(app, resume_match(app, session.path))
    driver.step(3, dt=0.05)
    if not isinstance(app.top, RevealPlayer):  # Edges' round 0 (the types) before round 1
        driver.key(pygame.K_RETURN)
        driver.step(3, dt=0.05)
    live = app.top
    assert isinstance(live, RevealPlayer)
    shown = [list(group) for group in live.groups]
    driver.keys(pygame.K_SPACE, pygame.K_RIGHT, pygame.K_RIGHT)  # paused part-way
    assert not live.timeline.finished
    left_at = live.timeline.time
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    driver.key(pygame.K_y)  # Leave
    assert isinstance(app.top, MainMenuScene)

    driver.click_button("Continue")
    assert isinstance(app.top, ContinueScene)
    for _ in range(200):
        if not any(row.waiting for row in app.top.rows):
            break
        app.step()
    driver.key(pygame.K_RETURN)  # the only row: the match
    driver.step(3, dt=0.05)
    resumed = app.top
    assert isinstance(resumed, RevealPlayer), type(resumed)  # not the next round's curtain
    assert [list(group) for group in resumed.groups] == shown
    assert resumed.timeline.time < left_at  # from its start

    driver.key(pygame.K_END)
    driver.key(pygame.K_RETURN)  # Continue: on as usual
    driver.step(3, dt=0.05)
    flow = next(scene for scene in app.stack if isinstance(scene, HotSeatScene))
    assert not flow.session.reveal_due
    assert "reveal_due" not in session.path.read_text(encoding="utf-8")
    for _ in range(5):  # Bugcatcher's public board waits for a key between rounds
        if isinstance(app.top, PassScene):
            break
        driver.key(pygame.K_SPACE)
        driver.step(2, dt=0.05)
    assert isinstance(app.top, PassScene)
    assert not isinstance(app.top, RevealPlayer)
