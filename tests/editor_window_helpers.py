"""The editor's window tests' shared set-up: the real shell at the menu, driven by events."""

from __future__ import annotations

from pathlib import Path

from game.app import App
from game.core.paths import LEVELS
from game.editor.scene import EditorScene, load_model
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene


def menu_driver() -> Driver:
    """The shell at the main menu, driven by real events (each test's `driver` fixture)."""
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def edit(driver: Driver, path: Path) -> EditorScene:
    """`path` open in the editor, over the menu."""
    driver.app.push(EditorScene(driver.app, load_model(str(path))))
    driver.step()
    scene = driver.app.top
    assert isinstance(scene, EditorScene)
    return scene


def levels(folder: Path, *names: str) -> Path:
    """`folder` made, holding a copy of Social Snake's classic level under each name."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        (folder / name).write_text((LEVELS / "social-snake" / "classic.toml").read_text())
    return folder


def listed(driver: Driver) -> list[str]:
    """The rows the open file dialog lists."""
    return [item["text"] for item in driver.file_dialog().file_selection_list.item_list]


def open_the_dialog(driver: Driver) -> None:
    """From the main menu: the level editor's Open a level file…"""
    driver.click_button("Level editor")
    driver.click_button("Open a level file…")
