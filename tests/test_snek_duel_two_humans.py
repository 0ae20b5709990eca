"""Issue 29, item 3: a Snek Death Match between two people. The second picked their snek
with the first's choice still on screen; there was no way to the result but watching every
battle; and nothing said how a battle at the round limit is decided."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS
from game.snek.duel_scene import DuelScene
from game.snek.duel_session import DuelSession
from game.snek.season import DUEL_ARENA
from game.table.seats import Seat
from game.ui.curtain import CurtainScene
from game.ui.menu import MainMenuScene
from tests.test_season_window import click, run_frames

NAMES = ("Wilhelmina Woods", "WWWWWWWWWWWWWWWW")


@pytest.fixture
def app():
    window = App()
    yield window
    pygame.quit()


def test_two_people_pick_behind_a_curtain_and_may_skip_to_the_result(app, user_folders):
    seats = [Seat(NAMES[0], "Red"), Seat(NAMES[1], "Blue")]
    session = DuelSession.start(LEVELS / "snek" / DUEL_ARENA, seats, 7, None)
    app.start(MainMenuScene(app))
    scene = DuelScene(app, session)
    app.push(scene)
    run_frames(app)
    rounds = session.arena.rounds
    limit = f"At the {rounds}-round limit the longer snek wins; equal lengths: played again."
    assert scene.notes()[0].startswith(f"{NAMES[0]}, pick the snek")
    assert limit in scene.notes()
    click(app, "Coiler")
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.title == f"Pass to {NAMES[1]}"
    run_frames(app, 40)  # the curtain arms
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    run_frames(app)
    assert app.top is scene and scene.notes()[0].startswith(f"{NAMES[1]}, pick the snek")
    click(app, "Hunter")
    assert app.top is scene  # nobody else picks: no curtain
    assert scene.notes()[:2] == [f"{NAMES[0]} brings Coiler.", f"{NAMES[1]} brings Hunter."]
    assert limit in scene.notes()
    click(app, "Skip to the result")
    assert session.finished
    notes = scene.notes()
    assert notes[-1].startswith(f"{session.summary()['winner']} wins the Death Match")
    battles = [line for line in notes if line.startswith("Battle ")]
    assert len(battles) == len(session.battles)
    won = f"won by {NAMES[0]}: longer at the round limit."
    assert battles[0] == f"Battle 1 ({NAMES[0]} at start 1): {won}"
    assert battles[1].endswith(f"won by {NAMES[1]} in 57 rounds.")
    mirror = DuelSession.start(LEVELS / "snek" / DUEL_ARENA, seats, 7, None)
    for player in (0, 1):
        mirror.choose(player, session.programs[0])  # Coiler v Coiler: drawn at the limit
    mirror.watch(1)
    drawn = "drawn: equal lengths at the round limit, played again."
    assert DuelScene(app, mirror).notes()[3] == f"Battle 1 ({NAMES[0]} at start 1): {drawn}"
