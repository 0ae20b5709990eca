"""Issue 30 after the tenth evening (a designer at 800×600): the recent-file row keeps a
long file name whole and shortens its folder from the start, the whole folder on focus.
Driven through the real event queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.paths import LEVELS, user_levels_dir
from game.editor.recent import remember
from game.editor.scene import EditorHomeScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.widgets import BUTTON_PADDING

LONG_FILE = "wilhelmina-woods-grand-islands.toml"


def window(size: tuple[int, int]) -> Driver:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def test_a_long_file_name_stays_whole_in_recent_files_its_folder_gives_way():
    folder = user_levels_dir() / "social-snake"
    folder.mkdir(parents=True)
    path = folder / LONG_FILE
    path.write_text((LEVELS / "social-snake/duel.toml").read_text())
    remember(str(path))
    remember(str(LEVELS / "social-snake/duel.toml"))
    driver = window((800, 600))
    driver.click_button("Level editor")
    home = driver.app.top
    assert isinstance(home, EditorHomeScene) and home.recent is not None
    button = home.recent.buttons[1]
    shown = button.text
    assert shown.startswith(f"{LONG_FILE} · …") and shown.endswith("social-snake"), shown
    assert button.font.size(shown)[0] <= button.rect.width - 2 * BUTTON_PADDING
    driver.key(pygame.K_RIGHT)  # the recent list, its first file
    driver.key(pygame.K_DOWN)
    driver.step()
    whole = driver.app.whole_text_shown
    assert whole is not None and whole.startswith(f"{LONG_FILE} · ")
    assert whole.endswith(str(folder)) or whole.endswith("/data/levels/social-snake"), whole
