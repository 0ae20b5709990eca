"""What a second designer's evening with the editor found (after issue 30), driven in the
window as a designer drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.paths import LEVELS
from game.editor.scene import EditorScene, load_model
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

LEVEL_OF = {
    "social": "social-snake/classic.toml",
    "antisocial": "antisocial-snake/variations.toml",
    "tactrics": "tactrics-snakes/start-4p.toml",
}


def window(size: tuple[int, int]) -> Driver:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def edit(driver: Driver, level: str) -> EditorScene:
    driver.app.push(EditorScene(driver.app, load_model(str(LEVELS / level))))
    driver.step()
    scene = driver.app.top
    assert isinstance(scene, EditorScene)
    return scene


def visible(driver: Driver, text: str) -> bool:
    return any(button.text == text and button.visible for button in driver.buttons())


# --- 1. the canvas gets the room first ----------------------------------------------------


@pytest.mark.parametrize("game", sorted(LEVEL_OF))
@pytest.mark.parametrize("size", [(800, 600), (1024, 600)])
def test_in_a_small_window_the_tools_and_paints_fold_into_a_tab(size, game):
    """At 800×600 the board was 200 px wide between two columns. The tools and paints are
    now the right column's Paint tab: the canvas has more than half the width, and painting
    is a click on a paint and a click on the board, as before."""
    driver = window(size)
    scene = edit(driver, LEVEL_OF[game])
    assert scene.board_rect.width > size[0] // 2
    assert scene.board_rect.left < 20  # no left column
    assert visible(driver, "Brush") and visible(driver, "Paint")
    driver.click_button("Board")  # the board's size and settings instead
    assert not visible(driver, "Brush") and scene.palette.rects == []
    driver.click_button("Paint")
    assert visible(driver, "Brush")
    # a paint is clicked in the tab, then a cell on the board: the cell takes it
    driver.step()
    target = (5, 2)
    token = scene.model.board.token(target)
    paint = next(i for i, e in enumerate(scene.editing.palette) if e.apply(token) != token)
    driver.click(scene.palette.rects[paint].center)
    assert scene.palette.index == paint
    if scene.editing.view is None:
        driver.click(scene.view.cell_rect(target).center)
    else:
        driver.click(scene.art.game_view.centre(target))
    assert scene.model.board.token(target) == scene.editing.palette[paint].apply(token)


def test_a_wide_window_keeps_the_tools_column():
    driver = window((1366, 768))
    scene = edit(driver, LEVEL_OF["social"])
    assert not visible(driver, "Paint") and visible(driver, "Brush")
    assert scene.board_rect.left > 200 and scene.palette.rects[0].right < scene.board_rect.left
