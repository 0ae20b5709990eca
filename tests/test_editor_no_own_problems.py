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
from game.ui.hotseat import HotSeatScene
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


# --- words ------------------------------------------------------------------------------------


def test_a_new_level_in_a_games_folder_opens_that_games_editor(driver, tmp_path):
    """`edit …/snek/NEW.toml` asked which game; once saved the home no longer says it is new."""
    from game.editor.scene import open_editor

    target = tmp_path / "levels" / "snek" / "NEW.toml"
    target.parent.mkdir(parents=True)
    driver.app.clear_to(EditorHomeScene(driver.app))
    driver.app.push(open_editor(driver.app, str(target)))
    driver.step()
    scene = driver.app.top
    assert isinstance(scene, EditorScene) and scene.editing.game_id == "snek"
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert target.is_file()


def test_a_game_with_two_kinds_asks_only_which_kind(driver, tmp_path):
    from game.editor.scene import open_editor

    target = tmp_path / "tactrics-snakes" / "NEW.toml"
    target.parent.mkdir(parents=True)
    driver.app.clear_to(open_editor(driver.app, str(target)))
    driver.step()
    home = driver.app.top
    assert isinstance(home, EditorHomeScene)
    labels = [item.label for item in home.menu.items]
    assert all("Tactrics" in label for label in labels if label.startswith("New "))


@pytest.mark.parametrize("game", EDITABLE, ids=lambda game: game.game_id)
def test_the_editors_key_help_offers_only_what_the_game_has(game):
    from game.editor.frame import help_lines

    editing = game.editor()
    words = " ".join(help_lines(editing))
    assert ("Ctrl+G apples" in words) == (editing.apples is not None)
    assert ("keys in brackets" in words) == any(entry.key for entry in editing.palette)
    assert ("PgUp/PgDn" in words) == (editing.board_limit > 1)


def test_leaving_a_play_test_does_not_say_it_is_saved(driver):
    new_level(driver, "New Social Snake level")
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    flows = [s for s in driver.app.stack if isinstance(s, HotSeatScene)]
    assert flows and flows[0].session.path is None
    assert flows[0].confirm_leave == "Leave the match? It is not saved."


def test_removing_a_grid_says_how_to_bring_it_back(driver):
    driver.app.clear_to(
        EditorScene(driver.app, load_model(str(LEVELS / "social-snake" / "islands.toml")))
    )
    driver.step()
    scene = driver.app.top
    count, name = len(scene.model.boards), scene.model.board.name
    driver.click_button("Remove")
    assert len(scene.model.boards) == count - 1
    assert scene.notice == f'grid "{name}" removed (Ctrl+Z brings it back)'
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(scene.model.boards) == count
