"""The editor's window tests' shared set-up: the real shell at the menu, driven by events."""

from __future__ import annotations

from pathlib import Path

from game.app import App
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
