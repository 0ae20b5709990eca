"""The editor's file dialog driven as a designer drives it (real events through the shell's
loop): the path box browses as it is typed, keeps the keyboard after Enter, starts in the
folder used last; worded buttons; whole rows; a refused shipped path says why inside it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from editor_window_helpers import levels, listed, open_the_dialog

from game.app import App
from game.core.paths import LEVELS, user_levels_dir
from game.editor.scene import EditorScene, load_model
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

CLASSIC = LEVELS / "social-snake" / "classic.toml"


@pytest.fixture
def driver() -> Driver:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def test_typing_a_folder_lists_it_before_enter_and_narrows_to_the_name_typed(driver):
    folder = levels(user_levels_dir() / "mine", "lvl-1.toml", "lvl-2.toml", "lvl-10.toml")
    (folder / "notes.txt").write_text("not a level")
    open_the_dialog(driver)
    assert driver.file_dialog().file_path_text_line.is_focused  # typed into at once
    driver.type_text("/mine/")
    driver.step()
    assert listed(driver) == ["lvl-1.toml", "lvl-2.toml", "lvl-10.toml"]  # 2 before 10
    driver.type_text("lvl-1")
    driver.step()
    assert listed(driver) == ["lvl-1.toml", "lvl-10.toml"]


def test_enter_on_a_folder_keeps_the_keyboard_and_a_name_typed_then_opens(driver):
    folder = levels(user_levels_dir() / "mine", "park.toml")
    open_the_dialog(driver)
    driver.type_text("/mine")
    driver.key(pygame.K_RETURN)
    line = driver.file_dialog().file_path_text_line
    assert line.is_focused and line.get_text().endswith("mine/")
    assert listed(driver) == ["park.toml"]
    driver.type_text("park.toml")
    driver.key(pygame.K_RETURN)
    driver.step(3)
    top = driver.app.top
    assert isinstance(top, EditorScene) and top.model.path == str((folder / "park.toml").resolve())


def test_open_starts_in_the_folder_used_last(driver):
    folder = levels(user_levels_dir() / "deep" / "down", "here.toml")
    open_the_dialog(driver)
    driver.pick_file(folder / "here.toml")
    assert isinstance(driver.app.top, EditorScene)
    driver.click_button("Open…")  # the editor's Open, then the home's
    assert Path(driver.dialog_path()) == folder.resolve()
    assert listed(driver) == ["here.toml"]
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Back")
    driver.step(2)
    driver.click_button("Open a level file…")
    assert Path(driver.dialog_path()) == folder.resolve()


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_buttons_are_worded_and_the_list_shows_whole_rows(size):
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    levels(user_levels_dir() / "many", *(f"level-{n}.toml" for n in range(40)))
    open_the_dialog(driver)
    driver.type_text("/many/")
    driver.step()
    dialog = driver.file_dialog()
    for word in ("Home", "Up a folder", "Refresh", "Delete…"):
        button = driver.button(word)
        assert button.rect.height >= 32 and button.font.size(word)[0] < button.rect.width
    listing = dialog.file_selection_list
    inner = listing.rect.height - listing.border_width["top"] - listing.border_width["bottom"]
    inner -= 2 * listing.shadow_width
    assert inner % listing.list_item_height == 0  # no row cut at the bottom
    shown = [item["button_element"] for item in listing.item_list if item["button_element"]]
    bottom = listing.rect.bottom - listing.border_width["bottom"] - listing.shadow_width
    in_view = [row for row in shown if row.visible and row.rect.top < bottom]
    assert in_view and all(row.rect.bottom <= bottom for row in in_view)


def test_a_refused_shipped_path_says_why_inside_the_dialog(driver):
    shipped = LEVELS / "social-snake" / "practice-debts.toml"
    driver.app.clear_to(EditorScene(driver.app, load_model(str(shipped))))
    driver.step()
    driver.key(pygame.K_7)
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.pick_file(shipped)  # the shipped file's own path typed: the dialog asks again
    label = driver.file_dialog().notice_label
    assert label is not None and label.visible
    assert "not written to" in label.text
    assert label.font.size(label.text)[0] <= label.rect.width  # whole, in view


def test_a_name_typed_without_its_toml_opens_that_level(driver):
    folder = levels(user_levels_dir() / "mine", "park.toml", "parks-and-gardens.toml")
    open_the_dialog(driver)
    driver.type_text("/mine/park")
    assert driver.file_dialog().ok_button.is_enabled  # park.toml is there
    driver.key(pygame.K_RETURN)
    driver.step(3)
    top = driver.app.top
    assert isinstance(top, EditorScene) and top.model.path == str((folder / "park.toml").resolve())


def test_after_up_a_folder_the_keyboard_is_still_in_the_path_box(driver):
    levels(user_levels_dir() / "mine", "park.toml")
    open_the_dialog(driver)
    driver.type_text("/mine/pa")
    driver.step()
    driver.click_button("Up a folder")
    line = driver.file_dialog().file_path_text_line
    assert line.is_focused and Path(line.get_text()) == user_levels_dir().resolve()
    assert listed(driver) == ["mine/"]  # listed whole, not narrowed to "pa"
    driver.type_text("mine/park")
    driver.key(pygame.K_RETURN)
    driver.step(3)
    assert isinstance(driver.app.top, EditorScene)
