"""Double-edged Edges brought up to issue 9: the kept draft behind the curtain, the shared sounds
in the reveal, the How to play diagrams, the guided first match and colour-blind marks."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.double_edged_edges import events as ev
from game.double_edged_edges.entry import MoveEntryScene
from game.double_edged_edges.levels import level_from_document
from game.double_edged_edges.reveal import RevealScene, chapter_of, step_sound
from game.double_edged_edges.rules import Submission
from game.double_edged_edges.scene import EdgesFlowScene
from game.double_edged_edges.session import EdgesSession
from game.table.seats import Seat
from game.ui import sound
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event

FRAME = 1 / 60
PLANK = LEVELS / "double-edged-edges" / "four-on-a-plank.toml"


def tick(app: App, *events: pygame.event.Event, dt: float = FRAME) -> None:
    app.tick(list(events), dt)


def press(app: App, *keys: int, mod: int = 0) -> None:
    for key in keys:
        tick(app, key_event(key, mod))


def new_session(seats: list[Seat], seed: int = 4, garnets: int = 0) -> EdgesSession:
    level = level_from_document(load_toml(PLANK))
    return EdgesSession.start(level, PLANK, seats, seed, garnets)


def two_humans() -> list[Seat]:
    return [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green"),
            Seat("Dan", "Gold", "hard")]  # fmt: skip


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def through_curtain(app: App) -> MoveEntryScene:
    assert isinstance(app.top, PassScene)
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    assert isinstance(app.top, MoveEntryScene)
    return app.top


def test_esc_in_an_entry_keeps_the_draft_and_its_undo_behind_the_curtain(app):
    session = new_session(two_humans(), garnets=1)
    app.push(EdgesFlowScene(app, session))
    tick(app)
    press(app, pygame.K_RETURN)  # round 0
    tick(app)
    entry = through_curtain(app)
    press(app, pygame.K_LEFT, pygame.K_UP, pygame.K_UP, pygame.K_PLUS)
    drafted = entry.draft
    press(app, pygame.K_ESCAPE)
    tick(app)
    assert isinstance(app.top, PassScene) and app.top.player == "Ann"
    assert 0 not in session.pending
    again = through_curtain(app)
    assert again is not entry and again.draft == drafted
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # the undo steps came back too
    assert again.draft == Submission("L", 3, drafted.partner, 0)


@pytest.mark.parametrize(
    ("group", "effect"),
    [
        ([ev.Pushed(0, 1, "R", 3)], "move"),
        ([ev.Landed(0, 9, 12, 16)], "move"),
        ([ev.Typed(0, ev.SURVIVOR, None), ev.Typed(1, ev.SCREWED, "right")], "collision"),
        ([ev.Typed(0, ev.SURVIVOR, None)], None),
        ([ev.Scored(0, 3, 1, 3)], "collect"),
        ([ev.BetPlaced(0, 1)], None),
    ],
)
def test_each_reveal_step_plays_the_shared_effect_that_fits(group, effect):
    assert step_sound(group) == effect


def test_playing_a_round_reveal_is_heard(app):
    sound.forget_played()
    seats = [Seat(seat.name, seat.colour, "easy") for seat in two_humans()]
    session = new_session(seats)
    session.let_bots_act()
    outcome = session.advance()
    app.push(RevealScene(app, session, [chapter_of(outcome)], lambda: None))
    for _ in range(600):
        tick(app, dt=0.05)
    heard = sound.last_played()
    assert "move" in heard and "collect" in heard
