"""Issue 21, game night: every game's setup screen starts from the previous setup's choices
(seats, level, options; Snek: its lineup and arena), whether that setup was started or left;
a remembered file that is broken or stale falls back to the defaults, field by field."""

from __future__ import annotations

import re

import pygame
import pytest

from game.app import App
from game.games import all_games
from game.snek.scene import BattleSetup
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.setup import SetupScene
from game.ui.setup_memory import memory_path

GAMES = [game for game in all_games() if game.tour_screens is not None]


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    return app


def open_setup(app: App, game):
    """The game's setup screen, as the screen tour reaches it from the main menu."""
    screens = game.tour_screens()
    screens[next(name for name in screens if name.endswith("-setup"))](app)
    app.step()
    assert isinstance(app.top, SetupScene | BattleSetup), game.game_id
    return app.top


def control(scene, key: str):
    return next(c.element for c in scene.form.controls if c.key == key)


def keys(scene) -> list[str]:
    return [c.key for c in scene.form.controls]


def change_everything(app: App, scene, add: bool = True) -> None:
    """What a player changes: a name, a seat's kind, one more player (with `add`), another
    level, each option (Snek: one more snek and another arena)."""
    driver = Driver(app)
    if isinstance(scene, BattleSetup):
        driver.click_element(control(scene, "snek2"))
        driver.click_element(control(scene, "arena1"))
        return
    driver.replace_text(control(scene, "name0"), "Zed")
    driver.click_element(control(scene, "kind0"))
    if add and control(scene, "add").is_enabled:
        driver.click_element(control(scene, "add"))
    if "level1" in keys(scene):
        driver.click_element(control(scene, "level1"))
    for option in scene.config.options:
        driver.click_element(control(scene, option.key))


def choices(scene) -> tuple:
    """What the screen shows as chosen (the seed left out: new each time)."""
    if isinstance(scene, BattleSetup):
        return [scene.choices[i].path for i in scene.lineup], scene.arenas[scene.arena_index][0]
    seats = [(seat.name, seat.colour, seat.kind) for seat in scene.seats]
    level = scene.levels[scene.level_index].path if scene.levels else None
    return seats, level, dict(scene.options)


@pytest.mark.parametrize("game", GAMES, ids=[game.game_id for game in GAMES])
def test_a_setup_left_with_back_comes_back_as_it_was(app, game):
    scene = open_setup(app, game)
    defaults = choices(scene)
    change_everything(app, scene)
    chosen = choices(scene)
    assert chosen != defaults
    Driver(app).click_button("Back")
    assert scene not in app.stack
    assert choices(open_setup(app, game)) == chosen


@pytest.mark.parametrize("game", GAMES, ids=[game.game_id for game in GAMES])
def test_a_started_setup_comes_back_as_it_was(app, game):
    scene = open_setup(app, game)
    change_everything(app, scene, add=False)  # as many players as the default levels take
    chosen = choices(scene)
    Driver(app).click_button("Start")
    assert app.top is not scene
    app.clear_to(MainMenuScene(app))  # the match is left
    again = open_setup(app, game)
    assert choices(again) == chosen and again is app.top


@pytest.mark.parametrize("game", GAMES, ids=[game.game_id for game in GAMES])
def test_a_broken_memory_gives_the_defaults_and_a_short_notice(app, game):
    defaults = choices(open_setup(app, game))
    app.clear_to(MainMenuScene(app))
    memory_path(game.game_id).write_text("format = 1\n[[seats]\n", encoding="utf-8")
    screens = game.tour_screens()
    screens[next(name for name in screens if name.endswith("-setup"))](app)
    app.step()
    assert isinstance(app.top, MessageScene)
    assert any(f"{memory_path(game.game_id)}:2: " in line for line in app.top.log.lines)
    Driver(app).key(pygame.K_RETURN)
    assert isinstance(app.top, SetupScene | BattleSetup) and choices(app.top) == defaults


@pytest.mark.parametrize("game", GAMES, ids=[game.game_id for game in GAMES])
def test_stale_fields_fall_back_one_by_one(app, game):
    scene = open_setup(app, game)
    defaults = choices(scene)
    change_everything(app, scene)
    chosen = choices(scene)
    Driver(app).click_button("Back")
    path = memory_path(game.game_id)
    text = path.read_text(encoding="utf-8")
    stale = text.replace(str(chosen[-1 if isinstance(scene, BattleSetup) else 1]), "/gone.toml")
    stale = stale.replace('bot = "', 'bot = "grandmaster').replace('colour = "', 'colour = "Plaid')
    stale = re.sub(r"garnets = \d+", "garnets = 99", stale) + "winds = 3\n"
    path.write_text(stale, encoding="utf-8")
    again = open_setup(app, game)
    if isinstance(again, BattleSetup):
        assert choices(again) == (chosen[0], defaults[1])  # the lineup kept, the arena gone
        return
    seats, level, options = choices(again)
    assert [name for name, _, _ in seats] == [name for name, _, _ in chosen[0]]  # kept
    assert [kind for _, _, kind in seats if kind is not None] == [
        "normal" for _, _, kind in chosen[0] if kind is not None
    ]  # a bot level no longer offered: a normal bot
    assert len({colour for _, colour, _ in seats}) == len(seats)  # every colour still unique
    wanted = again.config.default_level
    offered = [choice.path for choice in again.levels]
    assert level == next((path for path in offered if path.name == wanted), offered[0])
    assert options == defaults[2]
    assert again is app.top  # no message: stale fields are simply left out
