"""Settings: TOML round trip, broken files give defaults and path:line messages, the scene."""

import pygame
import pytest

from game.app import App
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event
from game.ui.settings import Settings, SettingsScene, load_settings, save_settings, settings_path


def test_settings_round_trip(user_folders):
    chosen = Settings((1600, 1000), True, 2.0, True, False)
    save_settings(chosen)
    assert settings_path().is_relative_to(user_folders)
    assert load_settings() == (chosen, [])


def test_no_file_gives_defaults_without_problems():
    assert load_settings() == (Settings(), [])


def test_a_corrupt_file_gives_defaults_and_names_file_and_line():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("format = 1\nsound = false\nwindow_size = [1280,\n")
    settings, problems = load_settings()
    assert settings == Settings()
    assert len(problems) == 1
    assert str(problems[0]).startswith(f"{settings_path()}:")
    assert "TOML syntax error" in problems[0].message


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("animation_speed = 3", "animation_speed: expected one of 0.5, 1, 2, 4"),
        ('fullscreen = "yes"', "fullscreen: expected true or false"),
        ("window_size = [10, 10]", "window_size: expected [width, height]"),
        ("loudness = 7", 'unknown setting "loudness"'),
        ("volume = 101", "volume: expected a whole number from 0 to 100"),
        ("volume = 5.5", "volume: expected a whole number from 0 to 100"),
        ("format = 9", "unknown format 9"),
    ],
)
def test_a_bad_value_is_reported_on_its_line_and_the_rest_is_kept(line, message):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(f"sound = false\n\n{line}\n")
    settings, problems = load_settings()
    assert settings == Settings(sound=False)
    assert [(p.line, p.message[: len(message)]) for p in problems] == [(3, message)]


def test_the_app_shows_settings_problems_instead_of_a_traceback():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("colour_blind = maybe\n")
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step(1 / 60)
    assert isinstance(app.top, MessageScene)
    assert any(f"{settings_path()}:1:" in line for line in app.top.log.lines)
    Driver(app).post(key_event(pygame.K_RETURN), dt=1 / 60)
    assert isinstance(app.top, MainMenuScene)


def test_the_settings_scene_applies_and_saves_at_once():
    app = App(headless=True)
    app.start(SettingsScene(app))
    labels = [item.label for item in app.top.menu.items]
    speed = next(i for i, label in enumerate(labels) if label.startswith("Animation speed"))
    app.top.menu.set_focus(speed)
    Driver(app).post(key_event(pygame.K_RIGHT), dt=1 / 60)
    assert app.settings.animation_speed == 2.0
    assert app.top.menu.items[speed].label == "Animation speed: ×2"
    Driver(app).post(key_event(pygame.K_LEFT), key_event(pygame.K_LEFT), dt=1 / 60)
    assert load_settings()[0].animation_speed == 0.5
    palette = next(i for i, item in enumerate(app.top.menu.items) if "Colour-blind" in item.label)
    app.top.menu.set_focus(palette)
    Driver(app).post(key_event(pygame.K_RETURN), dt=1 / 60)
    assert load_settings()[0].colour_blind


def test_the_highlighted_setting_stays_highlighted_after_it_changes():
    app = App(headless=True)
    app.start(SettingsScene(app))
    driver = Driver(app)
    palette = next(i for i, item in enumerate(app.top.menu.items) if "Colour-blind" in item.label)
    for _ in range(palette):
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RIGHT)
    assert app.settings.colour_blind
    button = app.top.menu.buttons[palette]
    assert button.drawable_shape.active_state.state_id == "selected"


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_settings_title_is_centred_on_the_window_as_its_hint(size):
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    driver = Driver(app)
    app.push(SettingsScene(app))
    driver.step()
    title = next(e for e in driver.elements() if getattr(e, "text", "") == "Settings")
    hint = next(e for e in driver.elements() if "Esc back" in getattr(e, "text", ""))
    assert title.rect.centerx == hint.rect.centerx == size[0] // 2
