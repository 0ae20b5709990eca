"""Every game's screens (each game's GameInfo.tour_screens) are in the screen tour (their
layout and button labels are checked at every window size in test_ui_window.py), and the
idle loop redraws a screen while it animates and lets a still one sleep."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton

from game.app import App
from game.games import all_games
from game.screen_tour import SCREENS, show
from game.ui.monkey import key_event

PLAYABLE = [game for game in all_games() if game.playable]


def still(app: App) -> App:
    app.tick([], 1 / 60)
    return app


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda game: game.game_id)
def test_every_game_shows_its_first_screen_in_the_tour(game):
    """A playable game supplies its screens, the one its menu entry opens among them, each
    reachable by name in the screen tour."""
    screens = game.tour_screens()
    assert screens and set(screens) <= set(SCREENS)
    app = App(headless=True)
    shown = set()
    for name in screens:
        show(app, name)
        shown.add(type(app.top).__name__)
    first = type(game.first_scene(App(headless=True))).__name__
    assert first in shown, f"{game.title}: its first screen ({first}) is not in its tour"


@pytest.mark.parametrize(
    ("entry", "reveal"),
    [
        ("antisocial-movement", "antisocial-reveal"),
        ("bugcatcher-round-entry", "bugcatcher-reveal"),
        ("edges-entry", "edges-reveal"),
    ],
)
def test_a_still_entry_sleeps_and_a_playing_reveal_is_redrawn(entry, reveal):
    app = App(headless=True)
    show(app, entry)
    assert not still(app).busy
    show(app, reveal)
    assert app.busy and app.top.timeline.playing
    app.tick([key_event(pygame.K_END)], 1 / 60)  # skip to the end: still again
    assert not still(app).busy


def test_the_public_board_between_rounds_sleeps_until_someone_goes_on():
    app = App(headless=True)
    show(app, "bugcatcher-public-board")
    assert app.top.holding and not still(app).busy


def test_a_playing_snek_battle_is_redrawn_and_a_paused_one_sleeps():
    app = App(headless=True)
    show(app, "snek-battle")
    viewer = app.top
    assert not viewer.playing and not still(app).busy
    app.tick([key_event(pygame.K_SPACE)], 1 / 60)  # play
    assert viewer.playing and viewer.busy and app.busy
    shown = viewer.round
    for _ in range(30):
        app.tick([], 1 / 10)
    assert viewer.round > shown  # it plays on without any event
    app.tick([key_event(pygame.K_SPACE)], 1 / 60)  # pause
    assert not viewer.playing and not still(app).busy


def test_a_running_tournament_is_redrawn_and_a_finished_one_sleeps():
    app = App(headless=True)
    show(app, "snek-tournament")
    tournament = app.top
    assert not still(app).busy
    tournament.start_or_stop()
    assert tournament.running and app.busy
    for _ in range(100_000):  # each frame plays at least one round, however slow the machine
        if not tournament.running:
            break
        app.tick([], 1 / 60, draw=False)
    assert not tournament.running and not still(app).busy


def test_the_snek_editor_and_battle_setup_sleep():
    app = App(headless=True)
    for screen in ("snek-editor", "snek-setup", "snek-list", "snek-menu"):
        show(app, screen)
        assert not still(app).busy, screen


def test_the_snek_list_offers_every_sample_in_a_small_window():
    from game.snek.samples import load_samples

    app = App(headless=True, size=(1000, 625))
    show(app, "snek-list")
    labels = {
        element.text
        for element in app.ui.get_sprite_group().sprites()
        if isinstance(element, UIButton) and element.visible
    }
    # each sample's button is named by the sample, under "Samples: click one to copy it"
    assert {program.name for _, program in load_samples()} <= labels
