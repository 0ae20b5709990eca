"""Issue 9 for Bugcatcher: drafts kept by Esc, an empty entry asks first, the reveal's sounds,
the How to play pictures, colour-blind paths and the guided first match."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher import events as ev
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
from game.bugcatcher.geometry import BORDER, CENTRAL
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.reveal import RevealScene, step_sound
from game.bugcatcher.rules import Pregame
from game.bugcatcher.scene import MatchFlowScene
from game.bugcatcher.session import BugSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui import sound
from game.ui.dialogs import ConfirmScene
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, play_until, press, tick

PRACTICE = LEVELS / "bugcatcher" / "practice-meadow.toml"
CTRL = pygame.KMOD_CTRL


def new_session(garnets: int = 0) -> BugSession:
    level = level_from_document(load_toml(PRACTICE))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    return BugSession.start(level, PRACTICE, seats, 5, garnets)


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def pregame_entry(app: App, session: BugSession) -> PregameEntryScene:
    app.push(MatchFlowScene(app, session))
    tick(app)
    play_until(app, PregameEntryScene)
    return app.top


def round_entry(app: App) -> RoundEntryScene:
    session = new_session()
    board = session.board
    session.submit(0, Pregame((board.parse("C3", CENTRAL),), (board.parse("C3 ul", BORDER),)))
    app.push(MatchFlowScene(app, session))
    tick(app)
    play_until(app, RoundEntryScene)
    return app.top


def test_esc_in_the_pregame_entry_keeps_the_lists_behind_the_curtain(app):
    session = new_session()
    entry = pregame_entry(app, session)
    c3 = session.board.parse("C3", CENTRAL)
    tick(app, *click_events(entry.board.pixel(c3)))
    press(app, pygame.K_PLUS)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PassScene) and app.top.player == "Ann"
    play_until(app, PregameEntryScene)
    again = app.top
    assert again is not entry and again.choice.central == (c3,)
    press(app, pygame.K_z, mod=CTRL)  # the undo steps come back with the draft
    assert again.choice.central == ()


def test_esc_in_a_round_entry_keeps_the_actions_and_missions(app):
    entry = round_entry(app)
    press(app, pygame.K_c, pygame.K_RIGHT, pygame.K_s, pygame.K_1)
    typed = entry.plan
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PassScene)
    play_until(app, RoundEntryScene)
    assert app.top is not entry and app.top.plan == typed
    press(app, pygame.K_y, mod=CTRL)  # nothing to redo: the plan stays
    assert app.top.plan == typed


@pytest.mark.parametrize("kind", ["pregame", "round"])
def test_submitting_an_empty_entry_asks_first(app, kind):
    entry = pregame_entry(app, new_session()) if kind == "pregame" else round_entry(app)
    press(app, pygame.K_RETURN, mod=CTRL)
    assert isinstance(app.top, ConfirmScene) and "Submit" in app.top.question
    press(app, pygame.K_n)
    assert app.top is entry and 0 in entry.session.expected()
    press(app, pygame.K_RETURN, mod=CTRL)
    press(app, pygame.K_y)
    assert entry not in app.stack and not isinstance(app.top, ConfirmScene)


def test_a_non_empty_entry_is_submitted_without_a_question(app):
    entry = round_entry(app)
    press(app, pygame.K_c, pygame.K_RIGHT)
    press(app, pygame.K_RETURN, mod=CTRL)
    assert not isinstance(app.top, ConfirmScene) and entry not in app.stack


def test_the_reveal_plays_move_collect_and_collision_from_real_events(app):
    round_entry(app)
    press(app, pygame.K_c, pygame.K_RIGHT)
    sound.forget_played()
    press(app, pygame.K_RETURN, mod=CTRL)
    tick(app)
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    groups = [part.events for part in reveal.parts]
    wanted = [step_sound(group) for group in groups]
    assert "move" in wanted
    for _ in range(2000):
        if reveal.groups_started >= min(12, len(groups)) or reveal is not app.top:
            break
        tick(app, dt=0.05)
    heard = [name for name in sound.last_played() if name != "curtain"]
    told = [name for name in wanted[: reveal.groups_started] if name]
    assert heard == told and len(heard) >= 3


@pytest.mark.parametrize(
    ("event", "effect"),
    [
        (ev.ActionInvalid(2, 0, CENTRAL, "C4", 1, "case 1"), "collision"),
        (ev.SegmentPlaced(1, 0, CENTRAL, "C3", "D3", "black"), "move"),
    ],
)
def test_each_kind_of_step_has_its_sound(event, effect):
    assert step_sound([event]) == effect
