"""The guided first match of Social Snake: reached from How to play, a lesson before each kind
of entry, a note when an entry skips what was asked, nothing saved."""

import pygame
import pytest

from game.app import App
from game.core.saves import saves_dir
from game.social_snake.entry import MoveEntryScene, StartEntryScene
from game.social_snake.tutorial import LESSONS, TutorialFlowScene, tutorial_session
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.hotseat import PassScene
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event

FRAME = 1 / 60


def press(app, *keys, mod=0):
    """Each key pressed and released (a press that opens a screen is spent until released)."""
    for key in keys:
        release = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        Driver(app).post(key_event(key, mod), release, dt=FRAME)


def until(app, wanted, limit=300):
    """Tick through curtains and reveals (never through a lesson) until `wanted` is on top."""
    for _ in range(limit):
        if wanted(app.top):
            return app.top
        if isinstance(app.top, PassScene):
            app.step(1.0)
            press(app, pygame.K_SPACE)
        elif isinstance(app.top, MessageScene):
            raise AssertionError(f"an unexpected note: {app.top.title}")
        elif isinstance(app.top, TutorialFlowScene):
            Driver(app).post(dt=FRAME)  # the flow opens the entry (and its lesson) itself
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
    raise AssertionError(f"not reached; on top: {type(app.top).__name__}")


def lesson_on_top(title):
    return lambda scene: isinstance(scene, MessageScene) and scene.title == title


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step(FRAME)
    return app


def test_how_to_play_opens_the_guided_match_from_a_social_snake_page(app):
    howto = HowToPlayScene(app)
    app.push(howto)
    app.step(FRAME)
    guided = howto.menu.buttons[howto.rows]
    assert not guided.is_enabled  # the Controls page belongs to no game
    first_social = next(i for i, page in enumerate(howto.pages) if page.title.startswith("Social"))
    press(app, *[pygame.K_DOWN] * first_social)  # Social Snake: the goal
    assert howto.pages[howto.page].title.startswith("Social Snake")
    assert guided.is_enabled
    Driver(app).click(guided.rect.center)
    assert any(isinstance(scene, TutorialFlowScene) for scene in app.stack)


def test_each_kind_of_entry_is_asked_for_once_with_its_rule(app):
    app.push(TutorialFlowScene(app, tutorial_session()))
    start = until(app, lesson_on_top(LESSONS[0].title))
    assert any("priority" in line for line in start.log.lines)
    press(app, pygame.K_RETURN)
    picks = app.top
    assert isinstance(picks, StartEntryScene)
    press(app, pygame.K_SPACE)  # the cursor's cell as choice 1
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    until(app, lesson_on_top(LESSONS[1].title))
    press(app, pygame.K_RETURN)
    moves = app.top
    assert isinstance(moves, MoveEntryScene)
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)  # empty: asks first
    press(app, pygame.K_y)
    missed = until(app, lesson_on_top(LESSONS[1].title))
    assert missed.log.lines == [LESSONS[1].missed]
    press(app, pygame.K_RETURN)
    until(app, lesson_on_top(LESSONS[2].title))
    assert list(saves_dir().glob("*.toml")) == []


def test_the_setup_screen_offers_the_guided_match(app):
    from game.social_snake.scene import setup_scene

    setup = setup_scene(app)
    app.push(setup)
    app.step(FRAME)
    button = next(c for c in setup.form.controls if c.key == "guide").element
    Driver(app).click(button.rect.center)
    assert any(isinstance(scene, TutorialFlowScene) for scene in app.stack)
