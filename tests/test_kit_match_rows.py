"""Issue 27: Continue and Replays rows at 800×600 give a match's game, date, level and
players their room: the game and the date of the file on the row's button, the rest in up
to two lines under it, nothing shortened."""

from __future__ import annotations

import shutil
import time

import pygame

from game.app import App
from game.core.saves import level_copy_path, list_matches, replays_dir, saves_dir
from game.ui.continue_list import ContinueScene
from game.ui.driver import Driver
from game.ui.layout_check import SHORTENED, findings
from game.ui.layout_record import LAYOUT
from game.ui.matches import ReplaysScene
from game.ui.menu import MainMenuScene
from game.ui.tour import LONG_NAMES

SIZE = (800, 600)


def started_match(app: App) -> None:
    """Social Snake's setup with three long names typed in, Start pressed (a new save)."""
    from game.screen_tour import SCREENS

    SCREENS["social-setup"](app)
    app.step()
    scene, driver = app.top, Driver(app)
    for index, name in enumerate(LONG_NAMES[1:4]):
        box = next(c.element for c in scene.form.controls if c.key == f"name{index}")
        driver.replace_text(box, name, finish=False)
    driver.click_button("Start")


def frame_faults(app: App) -> tuple[list[str], list[str]]:
    """The texts of one drawn frame and the names or words it shortened."""
    LAYOUT.on = True
    try:
        app.tick([], 1 / 60)
        texts = [item.text for item in LAYOUT.drawn if item.kind == "text"]
        found = [f.what for f in findings(app) if f.kind == SHORTENED]

        return texts, found
    finally:
        LAYOUT.on = False


def test_a_continue_row_shows_game_date_level_and_long_names_whole():
    app = App(headless=True, size=SIZE)
    app.start(MainMenuScene(app))
    started_match(app)
    app.clear_to(MainMenuScene(app))
    app.step()
    Driver(app).click_button("Continue")
    assert isinstance(app.top, ContinueScene)
    for _ in range(100):
        app.step()
    texts, shortened = frame_faults(app)
    assert shortened == []
    (save,) = list_matches(saves_dir())
    day = time.strftime("%Y-%m-%d", time.localtime(save.path.stat().st_mtime))
    buttons = [b.text for b in Driver(app).buttons()]
    assert any(text.startswith(f"Social Snake · {day}") for text in buttons), buttons
    shown = " ".join(texts)
    assert all(name in shown for name in LONG_NAMES[1:4]), texts


def test_a_replays_row_shows_game_date_level_and_long_names_whole():
    app = App(headless=True, size=SIZE)
    app.start(MainMenuScene(app))
    started_match(app)
    (save,) = list_matches(saves_dir())
    replays_dir().mkdir(parents=True, exist_ok=True)
    for path in (save.path, level_copy_path(save.path)):  # the match and its level's copy
        shutil.copy(path, replays_dir() / path.name)
    app.clear_to(MainMenuScene(app))
    app.push(ReplaysScene(app))
    for _ in range(100):
        app.step()
    texts, shortened = frame_faults(app)
    assert shortened == []
    buttons = [b.text for b in Driver(app).buttons()]
    assert any(text.startswith("Social Snake · ") for text in buttons), buttons
    shown = " ".join(texts)
    assert all(name in shown for name in LONG_NAMES[1:4]), texts
    assert pygame.display.get_surface().get_size() == SIZE
