"""Issue 31: no file can take the window down, third round. One test per finding."""

from __future__ import annotations

import os

import pytest
from test_hostile_files import SOCIAL_LEVEL, refusal, write

from game.app import App
from game.bugcatcher.rules import normalise_action
from game.core.problems import Problem
from game.editor.scene import EditorHomeScene, EditorScene
from game.ui.dialogs import ConfirmScene, MessageScene


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\u202e", "\u2066"])
def test_a_line_or_direction_separator_in_a_level_is_refused_on_one_line(tmp_path, separator):
    """U+2028 / U+2029 split a line for some readers (a forged "m.toml:1: all fine"), U+202E
    reverses what follows: refused like any control character, and never echoed raw."""
    escaped = f"\\u{ord(separator):04x}"
    text = SOCIAL_LEVEL.replace('name = "Practice"', f'name = "x{escaped}m.toml:1: all fine"')
    said = refusal(write(tmp_path, "level.toml", text))
    assert "level.toml:3: " in said and "control character" in said
    assert separator not in said and len(said.splitlines()) == 1


def test_a_problem_echoing_a_huge_text_is_cut_and_says_its_length():
    problem = Problem("m.toml", 4, f'unknown action "{"A" * 330_114}"')
    shown = str(problem)
    assert len(shown) < 500 and "330,131 characters in all" in shown


def test_an_unknown_bugcatcher_action_is_echoed_shortened():
    with pytest.raises(ValueError) as refused:
        normalise_action("A" * 330_114)
    assert len(str(refused.value)) < 200


def test_a_progress_file_that_cannot_be_read_is_set_aside_not_overwritten(user_folders):
    """One stray byte made the list say the progress cannot be read, and the next solve
    rewrote the file with that one solve: four best counts, two stars and kept moves gone."""
    from game.core.saves import set_aside_dir
    from game.tactrics.puzzle import progress_path, read_progress, record_solved

    progress_path().parent.mkdir(parents=True, exist_ok=True)
    held = b'format = 1\n\n[best_moves]\n"a.toml" = 3\n"b.toml" = 4\n\x01\n'
    progress_path().write_bytes(held)
    assert read_progress()[1]  # the list says it cannot be read
    record_solved("c.toml", 5, 3)
    assert read_progress() == ({"c.toml": 5}, [])
    kept = list(set_aside_dir().iterdir())
    assert [path.read_bytes() for path in kept] == [held]
    progress_path().write_bytes(held)
    record_solved("d.toml", 2, 3)  # a second one never replaces the first set aside
    assert sorted(path.read_bytes() for path in set_aside_dir().iterdir()) == [held, held]


# --- editor drafts and recent files -----------------------------------------------------------


def open_editor_home():
    """Main menu → Level editor, by a click; the driver and what the editor home put on top."""
    from game.app import App
    from game.ui.driver import Driver
    from game.ui.menu import MainMenuScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    driver.click_button("Level editor")
    driver.step(3)
    return driver


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("pid", "2147483648"),
        ("pid", "9223372036854775807"),
        ("saved", "1e300"),
        ("saved", "nan"),
        ("saved", "9223372036854775807"),
        ("saved", "-1e300"),
    ],
)
def test_an_editor_draft_out_of_range_is_a_message_not_a_dead_editor(user_folders, key, value):
    from game.editor.autosave import draft_text, drafts_dir, read_draft

    text = draft_text("social-snake", None, 'format = 1\ngame = "social-snake"', 0.0)
    text = "\n".join(
        f"{key} = {value}" if line.startswith(f"{key} =") else line for line in text.splitlines()
    )
    drafts_dir().mkdir(parents=True, exist_ok=True)
    file = drafts_dir() / "draft-bad.toml"
    file.write_text(text)
    with pytest.raises(Exception) as refused:
        read_draft(file)
    assert f"draft-bad.toml:{text.splitlines().index(f'{key} = {value}') + 1}: {key}:" in str(
        refused.value
    )
    driver = open_editor_home()  # the editor opens, and says which draft it could not read
    message = driver.app.top
    assert isinstance(message, MessageScene)
    assert any("draft-bad.toml:" in line and f"{key}:" in line for line in message.log.lines)
    driver.click_button("OK")
    assert isinstance(driver.app.top, EditorHomeScene)


@pytest.mark.parametrize(
    "path", ["/" + "a" * 300 + "/level.toml", "/" + "b/" * 2100 + "level.toml"]
)
def test_a_recent_file_or_draft_level_with_an_impossible_path_leaves_the_editor_working(
    user_folders, path
):
    from game.core.tomlfile import write_toml_atomic
    from game.editor.autosave import draft_text, drafts_dir
    from game.editor.recent import recent_files, recent_path

    write_toml_atomic(recent_path(), {"files": [path]})
    drafts_dir().mkdir(parents=True, exist_ok=True)
    draft = draft_text("social-snake", path, "format = 1", 1.0)
    (drafts_dir() / "draft-long.toml").write_text(draft)
    assert [entry.exists for entry in recent_files()[0]] == [False]
    driver = open_editor_home()
    assert isinstance(driver.app.top, ConfirmScene)  # the draft is offered
    driver.click_button("Restore")
    assert isinstance(driver.app.top, EditorScene)  # on a new level, the draft's text in it


def test_the_edit_verb_opens_what_it_checked_even_if_the_file_changes_meanwhile(
    tmp_path, monkeypatch
):
    """A file flipped to a FIFO between the check and the opening raised ProblemsFound out of
    the window's start (3 of 12 tries): the file is read once."""
    import game.app
    from game.cli import main
    from game.core.paths import LEVELS

    level = tmp_path / "level.toml"
    level.write_bytes((LEVELS / "social-snake" / "practice-tunnels.toml").read_bytes())
    opened = []

    def run_app(first):
        level.unlink()
        os.mkfifo(level)  # what a second read would now meet
        opened.append(first(App(headless=True)))
        return 0

    monkeypatch.setattr(game.app, "run_app", run_app)
    assert main(["edit", str(level)]) == 0
    assert isinstance(opened[0], EditorScene) and opened[0].model.path == str(level)


@pytest.mark.parametrize("length", ["1e999", "-1e999", "nan"])
def test_a_snek_start_of_impossible_length_opens_in_the_editor_with_its_problem(tmp_path, length):
    from game.core.paths import LEVELS
    from game.editor.scene import load_model
    from game.ui.driver import Driver

    text = (LEVELS / "snek" / "arenas" / "maze.toml").read_text()
    level = tmp_path / "arena.toml"
    assert "\nlength = 4\n" in text
    level.write_text(text.replace("\nlength = 4\n", f"\nlength = {length}\n", 1))
    app = App(headless=True)
    app.clear_to(EditorScene(app, load_model(str(level))))
    Driver(app).step(3)
    assert any("length" in str(problem) for problem in app.top.model.check())


def test_a_tactrics_draft_the_rules_refuse_is_its_problem_not_an_attribute_error(tmp_path):
    """mypy found `violation.reason` (a RuleViolation has none): such a draft became an
    AttributeError instead of its problem."""
    from test_hostile_files import TACTRICS, TACTRICS_MATCH

    write(tmp_path, "layout.toml", (TACTRICS / "start-2p.toml").read_text())
    match = TACTRICS_MATCH.replace("turns = []", 'turns = []\ndraft = "3+ 4+"')
    said = refusal(write(tmp_path, "match.toml", match))
    assert "match.toml:6: draft (Ann): too many actions" in said
