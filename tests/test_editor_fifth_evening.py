"""What a fifth designer's evening with the editor found (scored 7), driven in the window as a
designer drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from editor_window_helpers import edit, menu_driver

from game.app import App
from game.core.paths import LEVELS
from game.editor.scene import EditorScene, load_model
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene


@pytest.fixture
def driver() -> Driver:
    return menu_driver()


PLANK = LEVELS / "double-edged-edges" / "four-on-a-plank.toml"


# --- a refused value: the field shows the level's value, the reason beside it ----------------


@pytest.mark.parametrize("leave", ["enter", "tab", "shift-tab", "click-elsewhere"])
def test_a_refused_value_is_put_back_with_the_reason_under_it(driver, leave):
    scene = edit(driver, PLANK)
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:rounds"], "99", finish=leave == "enter")
    if leave == "tab":
        driver.key(pygame.K_TAB)
    elif leave == "shift-tab":
        driver.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    elif leave == "click-elsewhere":
        driver.click(scene.canvas.area.move(0, 0).topleft)
    driver.step(2)
    assert scene.model.data["rounds"] == 7
    assert scene.side.entries["field:rounds"].get_text() == "7"
    rows, _ = scene.side.reasons["field:rounds"]
    assert " ".join(rows) == "Not taken: rounds: a whole number from 1 to 20"
    shown = [text for text, _ in scene.problems.head_lines()]
    assert scene.notice not in shown  # said once, beside its field


def test_tab_after_a_refused_value_still_moves_on_to_the_next_field(driver):
    scene = edit(driver, PLANK)
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:rounds"], "0", finish=False)
    driver.key(pygame.K_TAB)
    driver.step()
    assert scene.side.focused_entry() == "field:grid"


def test_the_reason_goes_when_a_value_is_taken(driver):
    scene = edit(driver, PLANK)
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:rounds"], "x")
    driver.step()
    assert "field:rounds" in scene.side.reasons
    driver.replace_text(scene.side.entries["field:rounds"], "9")
    driver.step()
    assert scene.model.data["rounds"] == 9 and scene.side.reasons == {}
    assert scene.side.entries["field:rounds"].get_text() == "9"


def test_a_start_length_typed_goes_to_the_start_it_was_typed_for(driver):
    scene = edit(driver, LEVELS / "snek" / "duel-pit.toml")
    field = scene.editing.cell_fields[0]
    starts = [c for c in scene.model.board.cells() if field.show(scene.model.file_data(), c)]
    first, second = starts[:2]
    before = field.show(scene.model.file_data(), second)
    driver.click_button("Select")
    driver.keys(*[pygame.K_RIGHT] * first[0], *[pygame.K_DOWN] * first[1])
    driver.replace_text(scene.side.entries["cell:0"], "9", finish=False)
    assert scene.view is not None
    driver.click(scene.view.cell_rect(second).center)  # done typing: a click elsewhere
    driver.step(2)
    data = scene.model.file_data()
    assert field.show(data, first) == "9" and field.show(data, second) == before
    assert scene.side.entries["cell:0"].get_text() == before  # the cursor's start shown


# --- a new level's name and its file name agree ----------------------------------------------


def new_level(driver: Driver, game_id: str) -> EditorScene:
    from game.editor.model import EditorModel
    from game.games import game_by_id

    info = game_by_id(game_id)
    assert info is not None and info.editor is not None
    driver.app.push(EditorScene(driver.app, EditorModel.new(info.editor())))
    driver.step()
    scene = driver.app.top
    assert isinstance(scene, EditorScene)
    return scene


def test_saving_a_new_level_as_my_maze_names_it_my_maze(driver):
    from game.core.paths import user_levels_dir

    scene = new_level(driver, "snek")
    assert scene.model.data["name"] == "My arena"
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert driver.dialog_path().endswith("/snek/my-arena.toml")  # offered from the name
    driver.pick_file(user_levels_dir() / "snek" / "my-maze.toml")
    driver.step()
    assert scene.model.data["name"] == "My maze"
    assert 'its name is now "My maze"' in scene.notice
    saved = load_model(str(user_levels_dir() / "snek" / "my-maze.toml"))
    assert saved.data["name"] == "My maze" and not scene.model.dirty
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)  # the renaming is one step back
    driver.step()
    assert scene.model.data["name"] == "My arena"


def test_a_name_typed_in_is_kept_whatever_the_file_is_called(driver):
    from game.core.paths import user_levels_dir

    scene = new_level(driver, "double-edged-edges")
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:name"], "Long walk")
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert driver.dialog_path().endswith("/double-edged-edges/long-walk.toml")
    driver.pick_file(user_levels_dir() / "double-edged-edges" / "plank.toml")
    driver.step()
    assert scene.model.data["name"] == "Long walk" and "its name is now" not in scene.notice


def test_a_new_level_started_at_a_path_is_named_after_its_file(tmp_path):
    from game.editor.model import EditorModel
    from game.snek.level_editing import editor

    model = EditorModel.new(editor(), path=str(tmp_path / "twin_towers.toml"))
    assert model.data["name"] == "Twin towers" and not model.can_undo


# --- leaving a play-test: one way in every game ----------------------------------------------


def play_tested() -> list[Path]:
    """Each editable game's first shipped level, and the first Tactrics puzzle."""
    from game.games import all_games

    firsts = [
        sorted((LEVELS / game.game_id).glob("*.toml"))[0]
        for game in all_games()
        if game.editor is not None
    ]
    return [*firsts, sorted((LEVELS / "tactrics-snakes" / "puzzles").glob("*.toml"))[0]]


PLAY_TESTED = play_tested()


@pytest.mark.parametrize("path", PLAY_TESTED, ids=lambda path: path.stem)
def test_esc_leaves_every_play_test_the_same_way_back_to_the_editor_as_it_was(driver, path):
    from game.ui.dialogs import ChoiceScene

    scene = edit(driver, path)
    if len(scene.model.boards) > 1:
        driver.key(pygame.K_PAGEDOWN)
    driver.key(pygame.K_EQUALS, mod=pygame.KMOD_CTRL)  # zoomed in
    board, view, text = scene.model.board_index, scene.canvas.viewport, scene.model.text()
    assert view.step > 0 or path.stem == "practice-meadow"  # 4×4: already at its largest
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    driver.step(2)
    if isinstance(driver.app.top, ChoiceScene):  # this grid, or the whole level
        driver.click_button("Whole level")
        driver.step(2)
    assert driver.app.top is not scene
    driver.key(pygame.K_ESCAPE)
    driver.step(2)
    asked = driver.app.top
    assert isinstance(asked, ChoiceScene)
    assert asked.question == (
        f"Leave the play-test of {path.name}? Back to the editor, the level as you left it; "
        "nothing of the play-test is kept."
    )
    assert [choice.label for choice in asked.choices] == ["Back to the editor", "Keep playing"]
    driver.click_button("Back to the editor")
    driver.step(2)
    assert driver.app.top is scene and scene.model.text() == text and not scene.model.dirty
    assert scene.model.board_index == board and scene.canvas.viewport == view


def test_keep_playing_stays_in_the_play_test(driver):
    scene = edit(driver, LEVELS / "snek" / "duel-pit.toml")
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    driver.step()
    playing = driver.app.top
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Keep playing")
    driver.step()
    assert driver.app.top is playing and playing is not scene


# --- Tactrics: the towers' numbers, as the game shows them -----------------------------------


def numbers_shown(driver: Driver, scene: EditorScene) -> list[int]:
    """The towers whose number is drawn: light ink at the middle of their disc."""
    from game.ui import theme

    view = scene.art.game_view
    assert view is not None
    driver.app.step()
    surface = driver.app.screen
    shown = []
    for tower in range(1, 20):
        x, y = (round(v) for v in view.view.tower_centre(tower))
        around = [(x + dx, y + dy) for dx in range(-8, 9) for dy in range(-8, 9)]
        inside = [p for p in around if scene.board_rect.collidepoint(p)]
        if any(surface.get_at(p)[:3] == theme.TEXT for p in inside):
            shown.append(tower)
    return shown


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_tactrics_editor_numbers_every_tower_at_every_zoom(size):
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    scene = edit(driver, LEVELS / "tactrics-snakes" / "start-2p.toml")
    assert numbers_shown(driver, scene) == list(range(1, 20))
    for _ in range(9):
        driver.key(pygame.K_EQUALS, mod=pygame.KMOD_CTRL)
    driver.step()
    assert scene.canvas.viewport.step > 0
    view = scene.art.game_view
    assert view is not None
    in_view = [
        tower
        for tower in range(1, 20)
        if scene.board_rect.inflate(-24, -24).collidepoint(view.view.tower_centre(tower))
    ]
    assert in_view and set(in_view) <= set(numbers_shown(driver, scene))


# --- symmetry: only what means something for the board's shape ---------------------------


def symmetries_offered(driver: Driver, scene: EditorScene) -> list[str]:
    """Every symmetry Ctrl+M goes through, as the button names them, once round."""
    seen: list[str] = []
    for _ in range(8):
        driver.key(pygame.K_m, mod=pygame.KMOD_CTRL)
        driver.step()
        label = scene.buttons["symmetry"].text
        if scene.paint.symmetry in seen:
            break
        seen.append(scene.paint.symmetry)
        assert scene.paint.symmetry.lower() in label.lower()
    return seen


def test_a_one_row_platform_offers_only_mirror_left_right(driver):
    scene = edit(driver, PLANK)
    assert scene.model.board.height == 1
    assert symmetries_offered(driver, scene) == ["mirror left-right", "none"]


def test_a_square_board_offers_every_symmetry(driver):
    scene = edit(driver, LEVELS / "snek" / "duel-pit.toml")
    assert symmetries_offered(driver, scene) == [
        "mirror left-right",
        "mirror top-bottom",
        "mirror both",
        "rotate 180°",
        "none",
    ]


# --- the All-grids view names every grid and its coordinates ------------------------------


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_every_grid_of_the_overview_has_its_name_and_coordinates(size):
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    scene = edit(driver, LEVELS / "social-snake" / "islands.toml")
    driver.key(pygame.K_w, mod=pygame.KMOD_CTRL)
    driver.step()
    views = scene.canvas.views
    assert sorted(views) == [0, 1, 2]
    for view in views.values():
        assert view.labels and view.margin > 0  # letters over, numbers left of the grid
        assert view.board.top - view.area.top >= 12
    names = [scene.canvas._overview_name(board) for board in scene.model.boards]
    assert names == ["Grid A", "Grid B", "Grid C"]


# --- zoom: even steps, around the pointer -------------------------------------------------


def test_zoom_goes_in_even_steps_and_keeps_the_cell_under_the_pointer(driver):
    scene = edit(driver, LEVELS / "snek" / "arenas" / "maze.toml")
    area = scene.canvas.area
    pointer = (area.left + area.width // 3, area.top + area.height // 3)
    driver.move(pointer)
    driver.step()
    assert scene.view is not None
    under = scene.cell_at(pointer)
    seen = []
    for _ in range(6):
        driver.wheel(pointer, 1)
        driver.step()
        seen.append(scene.canvas.describe(keys=False))
        assert scene.cell_at(pointer) == under
    assert seen == [f"zoom {p} %" for p in (125, 150, 200, 250, 300, 400)]
    driver.click_button("Zoom −")  # the button: one step out, around the middle
    driver.step()
    assert scene.canvas.describe(keys=False) == "zoom 300 %"


def test_the_reason_goes_once_something_else_is_done(driver):
    from game.core.paths import user_levels_dir

    mine = user_levels_dir() / "double-edged-edges" / "plank.toml"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text(PLANK.read_text())
    scene = edit(driver, mine)
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:rounds"], "0")
    driver.step()
    assert "field:rounds" in scene.side.reasons
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)  # saved: the notice says so
    driver.step()
    assert scene.notice.startswith("saved plank.toml") and scene.side.reasons == {}
