"""What a fourth designer's evening with the editor found (scored 7), driven in the window as
a designer drives it: real mouse and key events through the shell's own loop, dialogs too."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from editor_window_helpers import edit, menu_driver

from game.core.paths import LEVELS, user_levels_dir
from game.editor.scene import EditorScene, load_model
from game.ui.dialogs import ChoiceScene
from game.ui.driver import Driver


@pytest.fixture
def driver() -> Driver:
    return menu_driver()


CTRL = pygame.KMOD_CTRL
MEADOW = LEVELS / "bugcatcher" / "practice-meadow.toml"


def bugcatcher_level(name: str) -> Path:
    folder = user_levels_dir() / "bugcatcher"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(MEADOW.read_text())
    return folder / name


def question(driver: Driver) -> str:
    top = driver.app.top
    assert isinstance(top, ChoiceScene), f"no question asked: {top}"
    return top.question


# --- saving over another file ---------------------------------------------------------------


def test_save_as_over_another_games_level_asks_and_enter_keeps_that_level(driver):
    theirs = bugcatcher_level("firefly field.toml")
    kept = theirs.read_text()
    edit(driver, LEVELS / "social-snake" / "classic.toml")
    driver.key(pygame.K_s, mod=CTRL)  # a shipped level: the dialog asks where
    driver.pick_file(theirs)
    asked = question(driver)
    assert "Replace firefly field.toml? It holds a Bugcatcher level." in asked
    assert "Bugcatcher's levels" in asked  # the folder is another game's too
    driver.key(pygame.K_RETURN)  # Enter is Cancel: back in the dialog, nothing written
    driver.step()
    assert theirs.read_text() == kept
    assert Path(driver.dialog_path()).name == "firefly field.toml"


def test_replace_writes_over_the_other_file_once_asked(driver):
    mine = user_levels_dir() / "social-snake"
    mine.mkdir(parents=True, exist_ok=True)
    old = mine / "wip meadow.toml"
    old.write_text((LEVELS / "social-snake" / "practice-debts.toml").read_text())
    scene = edit(driver, LEVELS / "social-snake" / "classic.toml")
    driver.key(pygame.K_7)
    driver.key(pygame.K_s, mod=CTRL)
    driver.pick_file(old)  # the copy's name typed as an existing file's
    assert question(driver).startswith("Replace wip meadow.toml? It holds a Social Snake level.")
    driver.click_button("Replace")
    driver.step()
    assert scene.model.path == str(old) and not scene.model.dirty
    assert load_model(str(old)).data == scene.model.data


def test_saving_a_new_name_into_another_games_folder_warns(driver):
    folder = bugcatcher_level("firefly field.toml").parent
    edit(driver, LEVELS / "social-snake" / "classic.toml")
    driver.key(pygame.K_s, mod=CTRL)
    driver.pick_file(folder / "fresh.toml")
    assert "Bugcatcher's levels, not Social Snake's" in question(driver)
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert not (folder / "fresh.toml").exists()


def test_saving_the_levels_own_file_asks_nothing(driver):
    own = bugcatcher_level("mine.toml")
    scene = edit(driver, own)
    driver.click_button("Save as…")
    driver.pick_file(own)
    driver.step()
    assert driver.app.top is scene and "saved mine.toml" in scene.notice


# --- Double-edged Edges: a partner grid no match seats --------------------------------------


@pytest.mark.parametrize("grid", ["5 x 5", "6 x 6"])
def test_a_partner_grid_no_match_seats_is_a_problem_naming_the_grid(driver, grid):
    from game.double_edged_edges.levels import SEAT_RANGE

    scene = edit(driver, LEVELS / "double-edged-edges" / "four-on-a-plank.toml")
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:grid"], grid)
    driver.step()
    found = [f for f in scene.problems.findings if "Partner grid" in f.text]
    low, high = SEAT_RANGE
    assert found and f"a match seats {low} to {high}" in found[0].text
    assert found[0].key == "grid"  # a click on it goes to the field
    driver.click_button("Board")
    driver.click_button("Play-test")
    driver.step()
    assert driver.app.top is scene and "fix the problems first" in scene.notice


def test_a_partner_grid_a_match_seats_has_no_problem(driver):
    scene = edit(driver, LEVELS / "double-edged-edges" / "four-on-a-plank.toml")
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:grid"], "3 x 4")
    driver.step()
    assert scene.model.data["grid"] == [3, 4] and scene.problems.review.problems == []


# --- an empty name; the name proposed for a new level ---------------------------------------


def new_level(driver: Driver) -> EditorScene:
    from game.double_edged_edges import level_editing as edges
    from game.editor.model import EditorModel

    driver.app.push(EditorScene(driver.app, EditorModel.new(edges.editor())))
    driver.step()
    scene = driver.app.top
    assert isinstance(scene, EditorScene)
    return scene


def test_an_empty_name_is_a_problem_naming_the_field(driver):
    scene = edit(driver, LEVELS / "double-edged-edges" / "four-on-a-plank.toml")
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:name"], "   ")
    driver.step()
    found = [f for f in scene.problems.findings if '"name" (Name) is empty' in f.text]
    assert found and found[0].key == "name"
    driver.replace_text(scene.side.entries["field:name"], "Four on a plank")
    driver.step()
    assert scene.problems.review.problems == []


def test_the_save_dialog_of_a_new_level_selects_the_file_name_to_type_over(driver):
    scene = new_level(driver)
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:name"], "")  # proposed as level.toml
    driver.key(pygame.K_s, mod=CTRL)
    line = driver.file_dialog().file_path_text_line
    text = line.get_text()
    assert text.endswith("/levels/double-edged-edges/level.toml")
    start, end = line.select_range
    assert text[start:end] == "level" and start == text.rfind("/") + 1
    driver.type_text("plank walks")
    assert line.get_text().endswith("/double-edged-edges/plank walks.toml")
    driver.click_element(driver.file_dialog().ok_button)
    driver.step()
    saved = user_levels_dir() / "double-edged-edges" / "plank walks.toml"
    assert saved.is_file() and scene.model.path == str(saved.resolve())
