"""What a sixth designer's evening with the editor found (scored 7 against Tiled), driven in
the window as a designer drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from editor_window_helpers import edit, menu_driver

from game.core.paths import LEVELS, user_levels_dir
from game.editor.scene import EditorScene
from game.ui.driver import Driver


@pytest.fixture
def driver() -> Driver:
    return menu_driver()


PLANK = LEVELS / "double-edged-edges" / "four-on-a-plank.toml"


def my_plank() -> Path:
    mine = user_levels_dir() / "double-edged-edges" / "plank.toml"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text(PLANK.read_text())
    return mine


# --- Ctrl+S while a field has the keyboard -----------------------------------------------


def test_ctrl_s_in_a_field_takes_its_value_and_saves(driver):
    mine = my_plank()
    scene = edit(driver, mine)
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:rounds"], "9", finish=False)
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.step()
    assert scene.notice.startswith("saved plank.toml")
    assert "rounds = 9" in mine.read_text()
    assert not scene.model.dirty


def test_ctrl_s_in_a_field_just_clicked_saves(driver):
    mine = my_plank()
    scene = edit(driver, mine)
    driver.click_button("Level details")
    driver.click_element(scene.side.entries["field:rounds"])
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.step()
    assert scene.notice.startswith("saved plank.toml")


def test_ctrl_s_in_a_field_with_a_refused_value_says_why_and_does_not_save(driver):
    mine = my_plank()
    before = mine.read_text()
    scene = edit(driver, mine)
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:rounds"], "99", finish=False)
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.step()
    rows, _ = scene.side.reasons["field:rounds"]
    assert " ".join(rows) == "Not taken: rounds: a whole number from 1 to 20"
    assert scene.side.entries["field:rounds"].get_text() == "7"
    assert mine.read_text() == before


# --- zoom to 400 % on every board, with the letters and numbers once each ------------------


def zoom_all_the_way(driver: Driver, scene: EditorScene) -> None:
    for _ in range(12):
        driver.key(pygame.K_EQUALS, mod=pygame.KMOD_CTRL)
    driver.step()


@pytest.mark.parametrize(
    "level",
    [
        "social-snake/classic.toml",
        "antisocial-snake/practice.toml",
        "double-edged-edges/four-on-a-plank.toml",
        "tactrics-snakes/start-2p.toml",
        "snek/duel-pit.toml",
    ],
)
def test_every_board_zooms_to_400_percent(driver, level):
    scene = edit(driver, LEVELS / level)
    zoom_all_the_way(driver, scene)
    assert scene.canvas.viewport.zoom >= 4.0, scene.canvas.describe(keys=False)


def test_zoom_plus_is_greyed_out_at_the_most_and_its_tip_says_how_far(driver):
    scene = edit(driver, LEVELS / "social-snake" / "classic.toml")
    zoom_in = scene.buttons["zoom:+1"]
    assert zoom_in.is_enabled
    zoom_all_the_way(driver, scene)
    most = scene.canvas.describe(keys=False).removeprefix("zoom ")
    assert not zoom_in.is_enabled
    assert zoom_in.tool_tip_text.endswith(f"at most {most}")
    driver.key(pygame.K_EQUALS, mod=pygame.KMOD_CTRL)  # the key says why nothing happens
    driver.step()
    assert scene.notice == f"zoom {most} is the most for this board"


def test_a_zoomed_platform_has_its_letters_once_and_its_row_number_off_the_cells(driver):
    from game.ui import theme

    scene = edit(driver, PLANK)
    for _ in range(3):
        driver.key(pygame.K_EQUALS, mod=pygame.KMOD_CTRL)
    driver.step()
    assert scene.canvas.describe(keys=False) == "zoom 200 %"
    view, area = scene.view, scene.canvas.area
    assert view is not None and view.board.left < area.left  # the left of the board is cut
    surface = driver.app.screen
    top_strip = [
        (x, y) for x in range(area.left, area.right) for y in range(area.top, area.top + 24)
    ]
    assert all(surface.get_at(p)[:3] == theme.BACKGROUND[:3] for p in top_strip)  # no letters
    cells = scene.canvas.cells_area
    assert cells.left > area.left
    gutter = [(x, y) for x in range(area.left, cells.left) for y in range(area.top, area.bottom)]
    ink = {surface.get_at(p)[:3] for p in gutter}
    assert theme.TEXT[:3] in ink  # the row's number, in the strip where no cell is drawn
    assert scene.cell_at((area.left + 2, view.board.centery)) is None


# --- a short row is padded on opening, so its missing cell can be painted --------------------


def short_row_level() -> Path:
    text = (LEVELS / "snek" / "duel-pit.toml").read_text()
    full = '  ". . . . # . . . . # . . . .",\n'
    assert full in text
    short = text.replace(full, '  ". . . . # . . . . # . . .",\n', 1)
    mine = user_levels_dir() / "snek" / "short.toml"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text(short)
    return mine


def test_a_short_row_is_padded_on_opening_said_in_the_list_and_undoable(driver):
    mine = short_row_level()
    scene = edit(driver, mine)
    board = scene.model.board
    assert [len(row) for row in board.rows] == [14] * 14
    said = 'row 5 had 13 of 14 cells: padded with "." (Ctrl+Z undoes)'
    assert said in [text for text, _, _ in scene.problems.list_lines()]
    assert scene.model.dirty
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    driver.step()
    assert len(scene.model.board.rows[4]) == 13  # as the file has it
    assert said not in [text for text, _, _ in scene.problems.list_lines()]
    driver.key(pygame.K_y, mod=pygame.KMOD_CTRL)
    driver.step()
    assert len(scene.model.board.rows[4]) == 14


def test_the_padded_cell_can_be_painted_and_is_saved(driver):
    mine = short_row_level()
    scene = edit(driver, mine)
    assert scene.view is not None
    driver.key(pygame.K_w)  # a wall, the palette's key
    driver.click(scene.view.cell_rect((13, 4)).center)
    driver.step()
    assert scene.model.board.token((13, 4)) != "."
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.step()
    assert scene.notice.startswith("saved short.toml"), scene.notice
    rows = [line for line in mine.read_text().splitlines() if line.startswith('  "')]
    assert all(len(row.split()) == 14 for row in rows)


def test_a_click_on_the_padded_row_in_the_list_moves_the_cursor_there(driver):
    scene = edit(driver, short_row_level())
    driver.step(2)
    said = next(rect for rect, found in scene.problems.hits if "padded" in found.text)
    driver.click(said.center)
    driver.step()
    assert scene.cursor == (13, 4)


# --- Save as into a folder that is not there ----------------------------------------------


def save_as_typed(driver: Driver, path: Path) -> None:
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    driver.step()
    dialog = driver.file_dialog()
    driver.replace_text(dialog.file_path_text_line, str(path), finish=False)
    driver.step(2)


def test_save_as_into_a_missing_folder_says_why_and_creates_it(driver):
    scene = edit(driver, my_plank())
    target = user_levels_dir() / "double-edged-edges" / "drafts" / "mine.toml"
    save_as_typed(driver, target)
    dialog = driver.file_dialog()
    assert not dialog.ok_button.is_enabled
    label = dialog.notice_label
    assert label is not None and label.visible
    assert label.text in (
        f"No folder {target.parent} yet: Create folder makes it.",
        "No folder …/drafts yet: Create folder makes it.",  # a long path
    )
    assert label.font.size(label.text)[0] <= label.rect.width  # whole, in view
    driver.click_button("Create folder")
    driver.step()
    assert target.parent.is_dir()
    assert dialog.ok_button.is_enabled
    driver.key(pygame.K_RETURN)  # Enter saves, as OK does
    driver.step(3)
    assert target.is_file(), scene.notice
    assert scene.notice.startswith("saved mine.toml")


def test_save_as_never_makes_a_folder_among_the_shipped_levels(driver):
    edit(driver, my_plank())
    target = LEVELS / "double-edged-edges" / "drafts" / "mine.toml"
    save_as_typed(driver, target)
    dialog = driver.file_dialog()
    assert not dialog.ok_button.is_enabled
    assert dialog.notice_label is not None
    assert "the shipped levels' folder is not written to" in dialog.notice_label.text
    assert "Create folder" not in [b.text for b in driver.buttons()]
    assert not target.parent.exists()


# --- words: whole answers, a game's name ---------------------------------------------------


def test_a_never_saved_draft_is_offered_with_its_games_name(driver):
    import time

    from game.editor.autosave import draft_text, drafts_dir
    from game.editor.scene import open_editor
    from game.ui.dialogs import ConfirmScene

    text = (LEVELS / "tactrics-snakes" / "start-2p.toml").read_text()
    drafts_dir().mkdir(parents=True, exist_ok=True)
    (drafts_dir() / "draft-left.toml").write_text(
        draft_text("tactrics-snakes", None, text, time.time())
    )
    driver.app.push(open_editor(driver.app))
    driver.step(2)
    offer = driver.app.top
    assert isinstance(offer, ConfirmScene)
    assert "a level not saved yet (Tactrics Snakes)" in offer.question


def test_the_unsaved_changes_question_shows_every_answer_whole(driver):
    mine = user_levels_dir() / "snek" / "pit.toml"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text((LEVELS / "snek" / "duel-pit.toml").read_text())
    scene = edit(driver, mine)
    assert scene.view is not None
    driver.key(pygame.K_w)  # a wall over one of the two starts: a problem
    driver.click(scene.view.cell_rect((2, 6)).center)
    driver.step()
    assert scene.problems.findings and scene.model.dirty
    driver.key(pygame.K_o, mod=pygame.KMOD_CTRL)
    driver.step()
    driver.pick_file(LEVELS / "snek" / "duel-pit.toml")
    driver.step()
    button = driver.button("Save as a work in progress")
    words = button.text
    font = button.font
    assert words == "Save as a work in progress (Enter)"
    assert font is not None and font.size(words)[0] <= button.rect.width - 8


def test_a_click_on_a_cell_problem_of_another_grid_moves_the_cursor_there(driver):
    mine = user_levels_dir() / "social-snake" / "half.toml"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text((LEVELS / "social-snake" / "islands.toml").read_text())
    scene = edit(driver, mine)
    assert scene.view is not None
    driver.key(pygame.K_PAGEDOWN)
    driver.step()
    assert scene.view is not None and scene.model.board_index == 1
    driver.key(pygame.K_t)
    driver.click(scene.view.cell_rect((4, 5)).center)
    driver.key(pygame.K_PAGEUP)
    driver.step(2)
    assert scene.model.board_index == 0
    said = next(rect for rect, found in scene.problems.hits if "tunnel" in found.text)
    driver.click(said.center)
    driver.step()
    assert scene.model.board_index == 1 and scene.cursor == (4, 5)
