"""Issue 9: every button and label of every screen a player can reach shows its whole text.

The walk visits the shared screens by hand and each playable game's screens with the monkey
(setup, entries, curtains, reveals, puzzles, results), checking after every frame that no
label is wider than its box (pygame-gui would cut it off).
"""

import random

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from game.app import App
from game.games import all_games
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event, monkey
from game.ui.settings import SettingsScene

FRAME = 1 / 60
BORDER = 4  # a button's border on both sides


def cut_labels(app: App) -> set[tuple[str, str]]:
    """(screen, text) of every visible button or label whose text is wider than its box."""
    cut = set()
    for element in app.ui.get_sprite_group().sprites():
        if not isinstance(element, UIButton | UILabel) or not element.visible:
            continue
        text = element.text
        if not text or text.startswith("pygame-gui."):  # pygame-gui's own translated words
            continue
        if element.font.size(text)[0] > element.rect.width - BORDER:
            cut.add((type(app.top).__name__, text))
    return cut


def test_the_shared_screens_show_every_label_whole():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.tick([], FRAME)
    found = cut_labels(app)
    for scene in (SettingsScene(app), HowToPlayScene(app)):
        app.push(scene)
        for _ in range(12):  # every row of Settings, the first pages of How to play
            app.tick([key_event(pygame.K_DOWN)], FRAME)
            found |= cut_labels(app)
        app.pop(scene)
    assert found == set()


EDITED = [
    "social-snake/classic.toml",
    "tactrics-snakes/puzzles/05-coil.toml",
    "antisocial-snake/variations.toml",
    "snek/arenas/maze.toml",
    "bugcatcher/house-of-larks.toml",
    "double-edged-edges/mainly-by-design.toml",
]


@pytest.mark.parametrize("size", [(1000, 625), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_level_editor_shows_every_label_whole(size):
    from game.core.paths import LEVELS
    from game.editor.scene import EditorScene, editor_home, load_model

    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.push(editor_home(app))
    app.tick([], FRAME)
    found = cut_labels(app)
    for level in EDITED:
        scene = EditorScene(app, load_model(str(LEVELS / level)))
        app.push(scene)
        app.tick([], FRAME)
        for tab in [key for key in scene.buttons if key.startswith("tab:")]:  # every tab
            scene.press(tab)
            app.tick([], FRAME)
            found |= cut_labels(app)
        app.pop(scene)
    assert found == set()


@pytest.mark.parametrize("game", [g for g in all_games() if g.playable], ids=lambda g: g.game_id)
def test_every_screen_of_a_playable_game_shows_every_label_whole(game):
    app = App(headless=True)
    rng = random.Random(f"fit {game.game_id}")

    def first(app: App) -> None:
        app.push(game.first_scene(app))

    app.clear_to(MainMenuScene(app))
    first(app)
    found: set[tuple[str, str]] = set()
    screens = set()
    for _ in range(250):
        monkey(app, 1, rng, first)
        found |= cut_labels(app)
        screens.add(type(app.top).__name__)
        if isinstance(app.top, MainMenuScene):
            first(app)
    assert len(screens) >= 3
    assert found == set()
