"""The table kit's shared parts: the replay index, the setup screen's file dialog, seats."""

import pygame
import pygame_gui
import pytest

from game.app import App
from game.core.paths import LEVELS, user_levels_dir
from game.core.saves import replays_dir
from game.social_snake.scene import setup_scene
from game.table.replay_index import replay_lines
from game.table.seats import next_free_name, seat_name_problems
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.driver import Driver

FRAME = 1 / 60


@pytest.fixture
def app():
    return App(headless=True)


def write_match(folder, name, text='format = 1\ngame = "social-snake"\nlevel = "x"\n'):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_replay_list_describes_only_new_or_changed_files():
    folder = replays_dir()
    write_match(folder, "a.toml")
    write_match(folder, "b.toml")
    calls = []

    def describe(game, path):
        calls.append(path.name)
        return f"{game} {path.stem}"

    lines, described = replay_lines(folder, describe)
    assert described == 2 and sorted(line.label[-1] for line in lines) == ["a", "b"]
    lines, described = replay_lines(folder, describe)
    assert described == 0 and len(lines) == 2 and len(calls) == 2
    write_match(folder, "b.toml", 'format = 1\ngame = "social-snake"\nlevel = "y"\n')
    (folder / "a.toml").unlink()
    lines, described = replay_lines(folder, describe)
    assert described == 1 and [line.path.name for line in lines] == ["b.toml"]


def test_a_broken_index_is_rebuilt():
    folder = replays_dir()
    write_match(folder, "a.toml")
    replay_lines(folder, lambda game, path: "fine")
    (folder / "index.json").write_text("{not json", encoding="utf-8")
    lines, described = replay_lines(folder, lambda game, path: "fine")
    assert described == 1 and lines[0].label.endswith("fine")


def test_browse_opens_a_file_dialog_and_the_picked_level_is_chosen(app):
    setup = setup_scene(app)
    app.push(setup)
    driver = Driver(app)
    driver.step()
    driver.click_button("Browse…")
    assert isinstance(setup.file_dialog, pygame_gui.windows.UIFileDialog)
    picked = LEVELS / "social-snake" / "islands.toml"
    driver.pick_file(picked)
    assert setup.file_dialog is None and setup.levels[setup.level_index].path == picked.resolve()
    assert "Opened islands.toml" in setup.notice


def test_delete_in_the_setups_file_dialog_asks_the_kits_question(app):
    mine = user_levels_dir() / "social-snake" / "old.toml"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text((LEVELS / "social-snake" / "islands.toml").read_text())
    setup = setup_scene(app)
    app.push(setup)
    driver = Driver(app)
    driver.step()
    driver.click_button("Browse…")
    driver.replace_text(setup.file_dialog.file_path_text_line, str(mine), finish=False)
    driver.click_button("Delete…")
    assert isinstance(app.top, ConfirmScene) and app.top.question.startswith("Delete old.toml?")
    driver.key(pygame.K_RETURN)  # Keep
    driver.step()
    assert mine.exists() and setup.file_dialog is not None and setup.file_dialog.visible
    driver.click_button("Delete…")
    driver.key(pygame.K_y)
    driver.step()
    assert not mine.exists() and setup.file_dialog.visible


def test_browse_by_keyboard_and_cancel_leaves_the_level_as_it_was(app):
    setup = setup_scene(app)
    app.push(setup)
    driver = Driver(app)
    driver.step()
    chosen = setup.levels[setup.level_index].path
    setup.form.focus_key("browse")
    driver.key(pygame.K_RETURN)
    driver.cancel_file()
    assert setup.file_dialog is None and setup.levels[setup.level_index].path == chosen
    driver.click_button("Browse…")  # it opens again once closed
    assert setup.file_dialog is not None


def test_a_picked_file_that_is_no_level_names_its_problem(app, tmp_path):
    setup = setup_scene(app)
    app.push(setup)
    bad = tmp_path / "notes.toml"
    bad.write_text("this is not toml", encoding="utf-8")
    driver = Driver(app)
    driver.step()
    driver.click_button("Browse…")
    driver.pick_file(bad)
    assert isinstance(app.top, MessageScene)
    assert any(line.startswith(f"{bad.resolve()}:1:") for line in app.top.log.lines)


def test_seat_names_must_be_unique_present_and_short():
    assert seat_name_problems(["Ann", "ann"]) == ["Two players have the same name."]
    assert seat_name_problems(["", "Bob"]) == ["Every player needs a name."]
    assert seat_name_problems(["A" * 17, "Bob"]) == ["A name has at most 16 characters."]
    assert next_free_name(["Ann", "Bob"]) == "Cat"
