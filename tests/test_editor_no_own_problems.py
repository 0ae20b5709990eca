"""Issue 30: the editor makes no problem the designer did not (driven through the window)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS
from game.editor.model import EditorModel
from game.editor.scene import EditorHomeScene, EditorScene, load_model
from game.games import all_games
from game.ui.driver import Driver, ElementNotFound
from game.ui.menu import MainMenuScene

EDITABLE = [game for game in all_games() if game.editor is not None]


@pytest.fixture
def driver() -> Driver:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def new_level(driver: Driver, label: str) -> EditorScene:
    driver.click_button("Level editor")
    assert isinstance(driver.app.top, EditorHomeScene)
    driver.click_button(label)
    assert isinstance(driver.app.top, EditorScene)
    return driver.app.top


def test_a_new_antisocial_level_has_no_problem(driver):
    scene = new_level(driver, "New Antisocial Snake level")
    assert scene.model.check() == []


@pytest.mark.parametrize("game", EDITABLE, ids=lambda game: game.game_id)
def test_wider_and_taller_add_the_games_own_empty_cells(game):
    """Antisocial's Wider / Taller added "." cells, a tile the game refuses."""
    editing = game.editor()
    for kind in editing.kinds:
        model = EditorModel.new(editing, kind)
        before = {str(problem).split(": ", 1)[1] for problem in model.check()}
        board = model.board
        if not model.resize(board.width + 1, board.height + 1) and not model.resize(
            board.width + 1, board.height
        ):
            continue  # a game whose boards keep their size
        after = {str(problem).split(": ", 1)[1] for problem in model.check()}
        assert after <= before, f"{game.game_id} {kind}: growing the board made {after - before}"


def test_wider_in_the_window_keeps_an_antisocial_level_valid(driver):
    scene = new_level(driver, "New Antisocial Snake level")
    driver.click_button("Wider")
    driver.click_button("Taller")
    assert (scene.model.board.width, scene.model.board.height) == (7, 7)
    assert scene.model.check() == []


def test_solve_for_par_is_offered_for_puzzles_only(driver):
    """On a multiplayer layout it wrote `par = 0` and made the level invalid."""
    driver.app.clear_to(
        EditorScene(driver.app, load_model(str(LEVELS / "tactrics-snakes" / "start-2p.toml")))
    )
    driver.step()
    with pytest.raises(ElementNotFound):
        driver.click_button("Solve for par")
    assert "par" not in driver.app.top.model.data


def test_a_mirrored_fill_never_paints_over_what_the_filled_area_did_not_hold(driver):
    """Garnets on the right, a mirrored fill of the empty left: the garnets stay."""
    scene = new_level(driver, "New Social Snake level")
    board = scene.model.board
    driver.key(pygame.K_g)
    for row in range(3):
        driver.click(scene.view.cell_rect((board.width - 2, row)).center)
    driver.click_button("Symmetry: none")
    assert scene.paint.symmetry == "mirror left-right"
    driver.key(pygame.K_5)
    driver.key(pygame.K_f, mod=pygame.KMOD_CTRL)
    driver.click(scene.view.cell_rect((0, board.height - 1)).center)
    filled = scene.model.board
    assert [filled.token((board.width - 2, row)) for row in range(3)] == ["G"] * 3
    assert filled.token((1, 0)) == filled.token((0, 0)) == "5"
