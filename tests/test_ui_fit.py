"""Issue 9: every button and label of every screen a player can reach shows its whole text.

The walk visits every screen of the screen tour on purpose (each game's setup, entries,
curtains, reveals, puzzles, results, replays), then lets the monkey loose from there,
checking after every frame that no label is wider than its box (pygame-gui would cut it off).
"""

import random

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from game.app import App
from game.screen_tour import SCREENS, show
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event, monkey
from game.ui.settings import SettingsScene

FRAME = 1 / 60
BORDER = 4  # a button's border on both sides
MONKEY_STEPS = 20  # random events sent from each screen of the tour


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


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_screen_shows_every_label_whole_also_after_a_random_walk(screen):
    """Each screen is reached on purpose (the screen tour: every game's setup, entries,
    curtains, reveals, puzzles, results and replays), then the monkey plays on from it."""
    app = App(headless=True)
    show(app, screen)
    found = cut_labels(app)
    rng = random.Random(f"fit {screen}")
    for _ in range(MONKEY_STEPS):
        monkey(app, 1, rng, SCREENS[screen])
        found |= cut_labels(app)
    assert found == set()
