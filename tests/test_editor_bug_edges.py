"""Bugcatcher and Double-edged Edges levels in the level editor: a new level of each made in
the window with real events (the file dialog included), saved, validated, reopened,
play-tested and found in the game's level list; the mission deck's every kind, order and
undo; the platform's start space; a level validate would refuse is not saved; and `edit`
opens every shipped level of every game and leaves the file as it was."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.app import App
from game.bugcatcher import level_editing as bug
from game.bugcatcher.missions import KINDS
from game.bugcatcher.scene import MatchFlowScene as BugFlowScene
from game.cli import check_file
from game.core.paths import LEVELS, user_levels_dir
from game.core.tomlfile import load_toml
from game.double_edged_edges import level_editing as edges
from game.double_edged_edges.scene import EdgesFlowScene
from game.editor.form import RecordPanel
from game.editor.model import EditorModel
from game.editor.scene import EditorHomeScene, EditorScene, open_editor
from game.games import all_games
from game.ui import theme
from game.ui.driver import Driver, ElementNotFound
from game.ui.menu import MainMenuScene


def started(scene_factory=MainMenuScene) -> Driver:
    app = App(headless=True)
    app.start(scene_factory(app))
    driver = Driver(app)
    driver.step()
    return driver


@pytest.fixture
def driver() -> Driver:
    return started()


def editor_scene(driver: Driver) -> EditorScene:
    scene = driver.app.top
    assert isinstance(scene, EditorScene), type(scene).__name__
    return scene


def type_into(driver: Driver, key: str, text: str) -> None:
    """Click the entry of `key` where it is on screen, type `text` and press Enter."""
    driver.replace_text(editor_scene(driver).side.entries[key], text)


def choose(driver: Driver, key: str, option: str) -> None:
    """Open the drop-down list of `key` with a click and click `option` in it."""
    menu = editor_scene(driver).side.menus[key]
    driver.click_element(menu)
    driver.click_button(option)


def new_level(driver: Driver, title: str) -> EditorScene:
    driver.click_button("Level editor")
    driver.click_button(f"New {title} level")
    return editor_scene(driver)


def save_through_the_dialog(driver: Driver, name: str) -> Path:
    """Ctrl+S on a new level: the dialog proposes the user's levels folder; OK there."""
    scene = editor_scene(driver)
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    proposed = Path(driver.dialog_path())
    assert proposed == user_levels_dir() / scene.editing.game_id / name
    driver.pick_file()
    assert proposed.is_file() and not scene.model.dirty
    return proposed


def reopen(driver: Driver, path: Path) -> EditorScene:
    """Back to the editor's home, Open a level file…, the file picked in the dialog."""
    driver.click_button("Back")
    assert isinstance(driver.app.top, EditorHomeScene)
    driver.click_button("Open a level file")
    driver.pick_file(path)
    scene = editor_scene(driver)
    assert Path(scene.model.path) == path
    return scene


def flow_scene(driver: Driver, kind: type):
    """The match the play-test started (its curtain on top), over the editor."""
    flows = [scene for scene in driver.app.stack if isinstance(scene, kind)]
    assert len(flows) == 1 and isinstance(driver.app.stack[-3], EditorScene)
    return flows[0]


def level_list_shows(game_title: str, level_name: str) -> None:
    """A fresh window: the game's setup screen lists the level as the player's own."""
    driver = started()
    driver.click_button(game_title)
    driver.click_button(f"{level_name} (yours)")  # raises when it is not on screen


def test_a_new_bugcatcher_level_is_made_saved_reopened_play_tested_and_listed(driver):
    scene = new_level(driver, "Bugcatcher")
    driver.click_button("Wider")
    driver.click_button("Taller")
    assert (scene.model.board.width, scene.model.board.height) == (7, 6)
    driver.click_button("Level")
    type_into(driver, "field:name", "Beetle Bend")
    type_into(driver, "field:rounds", "3")
    type_into(driver, "field:energy", "6")
    # The deck: a shape mission and a reach mission added after the starting one.
    driver.click_button("Missions")
    driver.click_button("Add")
    type_into(driver, "record:name", "Busy Beetle")
    choose(driver, "record:kind", "shape")
    type_into(driver, "record:shape", "rrd")
    type_into(driver, "record:round", "2")
    type_into(driver, "record:penalty", "2")
    driver.click_button("Add")
    type_into(driver, "record:name", "Lost Ladybird")
    choose(driver, "record:kind", "reach")
    type_into(driver, "record:targets", "G6, A1")
    choose(driver, "record:rim", "no")
    type_into(driver, "record:round", "3")
    driver.click_button("Move up")  # now second, the shape mission third
    missions = scene.model.file_data()["missions"]
    assert [m["name"] for m in missions] == ["Curious Magpie", "Lost Ladybird", "Busy Beetle"]
    assert missions[2] == {
        "round": 2,
        "name": "Busy Beetle",
        "kind": "shape",
        "reward": 3,
        "shape": "RRD",
        "penalty": 2,
    }
    assert missions[1]["targets"] == ["G6", "A1"] and "rim" not in missions[1]
    driver.step()
    assert scene.problems.review.problems == []
    path = save_through_the_dialog(driver, "beetle-bend.toml")
    text = path.read_text()
    assert text.startswith('format = 1\ngame = "bugcatcher"\nname = "Beetle Bend"\n')
    assert "columns = 7\nrows = 6\nrounds = 3\nenergy = 6\n" in text
    assert check_file(str(path)) == []
    # Reopened from the dialog, the deck is as saved; play-tested on it.
    scene = reopen(driver, path)
    assert scene.model.file_data() == load_toml(path).data
    driver.click_button("Play-test")
    flow = flow_scene(driver, BugFlowScene)
    level = flow.session.state.level
    assert (level.name, level.board.columns, level.board.rows) == ("Beetle Bend", 7, 6)
    assert [m.name for m in level.missions_of_round(2)] == ["Busy Beetle"]
    level_list_shows("Bugcatcher", "Beetle Bend")


def test_a_new_edges_level_is_made_saved_reopened_play_tested_and_listed(driver):
    scene = new_level(driver, "Double-edged Edges")
    board = scene.model.board
    assert board.height == 1 and "Taller" not in [b.text for b in driver.buttons()]
    driver.key(pygame.K_9)  # the paint "9 points"
    driver.click(scene.view.cell_rect((0, 0)).center)
    driver.click_button("Symmetry")  # mirror left-right
    driver.key(pygame.K_7)
    driver.click(scene.view.cell_rect((1, 0)).center)  # and its mirror, space 8
    driver.key(pygame.K_s)  # the start space, on space 3 (it leaves space 5)
    driver.click(scene.view.cell_rect((2, 0)).center)
    driver.click_button("Level")
    type_into(driver, "field:name", "Long Drop")
    type_into(driver, "field:grid", "2 x 3")
    type_into(driver, "field:rounds", "5")
    data = scene.model.file_data()
    assert data["values"] == [9, 7, 2, 1, 0, 1, 2, 7, 5]
    assert (data["start"], data["grid"], data["rounds"]) == (3, [2, 3], 5)
    path = save_through_the_dialog(driver, "long-drop.toml")
    assert path.read_text().startswith('format = 1\ngame = "double-edged-edges"\n')
    assert "values = [9, 7, 2, 1, 0, 1, 2, 7, 5]\nstart = 3\n" in path.read_text()
    assert check_file(str(path)) == []
    scene = reopen(driver, path)
    assert scene.model.board.rows == (("9", "7", "2*", "1", "0", "1", "2", "7", "5"),)
    driver.click_button("Play-test")
    flow = flow_scene(driver, EdgesFlowScene)
    state = flow.session.state
    assert (state.level.name, state.level.start, state.players) == ("Long Drop", 3, 6)
    level_list_shows("Double-edged Edges", "Long Drop")


def test_a_level_with_problems_is_saved_as_a_work_in_progress_and_finished_later(driver):
    """Issue 30: a half-made level can be parked; validate says so in one line, no game
    lists it, and saved again without problems it is an ordinary level."""
    scene = new_level(driver, "Bugcatcher")
    driver.click_button("Level")
    type_into(driver, "field:name", "Half Made")
    driver.click_button("Missions")
    type_into(driver, "record:reward", "500")
    path = save_through_the_dialog(driver, "half-made.toml")
    assert scene.notice.startswith("saved as a work in progress (1 problem)")
    driver.click_button("Level")
    type_into(driver, "field:name", "Half Made Still")
    driver.key(pygame.K_ESCAPE)  # leaving with changes: the question says it all
    assert "1 problem, so no game lists it" in driver.app.top.question
    assert driver.button("Save as a work in progress")
    driver.click_button("Cancel")
    assert driver.app.top is scene
    type_into(driver, "field:name", "Half Made")
    # still the level's own problem in the list, not the mark (the designer's evening)
    assert any("is 500; use 0 to 100" in found.text for found in scene.problems.findings)
    said = [str(problem) for problem in check_file(str(path))]
    assert len(said) == 1 and "a work in progress" in said[0], said
    with pytest.raises(ElementNotFound):
        level_list_shows("Bugcatcher", "Half Made")
    driver.click_button("Missions")
    type_into(driver, "record:reward", "5")  # fixed in the same sitting: saved clean
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert check_file(str(path)) == [] and "work_in_progress" not in path.read_text()
    type_into(driver, "record:reward", "500")
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    scene = reopen(driver, path)
    assert any("is 500; use 0 to 100" in found.text for found in scene.problems.findings)
    driver.click_button("Missions")
    type_into(driver, "record:reward", "5")
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert check_file(str(path)) == [] and "work_in_progress" not in path.read_text()
    level_list_shows("Bugcatcher", "Half Made")


def shipped_levels() -> list[Path]:
    """Every shipped level of every game (Snek's programs and battles are not levels)."""
    found = []
    for game in all_games():
        for path in sorted((LEVELS / game.game_id).rglob("*.toml")):
            if game.game_id == "snek" and path.parent.name != "arenas":
                continue
            found.append(path)
    return found


def test_every_game_has_a_level_editor():
    assert [game.game_id for game in all_games() if game.editor is None] == []


@pytest.mark.parametrize("path", shipped_levels(), ids=lambda path: path.name)
def test_edit_opens_every_shipped_level_and_leaves_the_file_as_it_was(path):
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    driver = started(lambda app: open_editor(app, str(path)))
    scene = editor_scene(driver)
    assert not scene.model.dirty and scene.problems.review.problems == []
    driver.key(pygame.K_ESCAPE)  # nothing changed: the editor closes without asking
    assert scene not in driver.app.stack
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


# --- the mission deck and the platform, on the model ------------------------------------------


def new_bug_model() -> tuple[EditorModel, RecordPanel]:
    model = EditorModel.new(bug.editor())
    return model, RecordPanel(bug.MISSIONS)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_mission_of_every_kind_is_made_valid_by_choosing_its_kind(kind):
    model, panel = new_bug_model()
    panel.press(model, "add")
    refusal = model.set_field(panel.field(model, "kind"), kind)
    assert refusal == "" and model.check() == []
    mission = model.file_data()["missions"][panel.index]
    allowed = {"round", "name", "kind", "reward", "penalty", "window", "description"}
    assert mission["kind"] == kind and set(mission) <= allowed | KINDS[kind].keys
    shown = [field.key for field in panel.fields(model)]
    assert [key for key in shown if key in KINDS[kind].keys] == sorted(
        KINDS[kind].keys, key=bug.KIND_KEY_ORDER.index
    )


def test_add_move_remove_are_each_one_undo_step():
    model, panel = new_bug_model()
    names = lambda: [m["name"] for m in model.file_data().get("missions", [])]  # noqa: E731
    panel.press(model, "add")
    panel.press(model, "up")
    assert names() == ["New mission 2", "Curious Magpie"] and panel.index == 0
    panel.press(model, "remove")
    panel.press(model, "remove")
    assert names() == [] and "missions" not in model.file_data()
    assert panel.heading(model) == "No missions yet: Add makes one."
    for expected in (["Curious Magpie"], ["New mission 2", "Curious Magpie"]):
        model.undo()
        assert names() == expected
    model.undo()
    model.undo()
    assert names() == ["Curious Magpie"] and not model.can_undo


@pytest.mark.parametrize(
    ("key", "text", "words"),
    [
        ("kind", "fly", "kind: one of shape | length"),
        ("reward", "lots", "reward: a whole number"),
        ("rim", "maybe", "rim: yes or no"),
        ("node", "middle", "node: one of border | central | either"),
    ],
)
def test_a_mission_value_that_cannot_be_used_is_refused_in_words(key, text, words):
    model, panel = new_bug_model()
    model.set_field(panel.field(model, "kind"), "reach")
    refusal = model.set_field(panel.field(model, key), text)
    assert refusal.startswith(words)


def test_out_of_range_values_are_validates_problems_on_the_missions_line():
    model, panel = new_bug_model()
    model.set_field(panel.field(model, "round"), "9")
    problems = model.check()
    assert [p.message for p in problems] == ['"missions[0].round" is 9; use 1 to 7']
    line = model.text().split("\n")[problems[0].line - 1]
    assert line == "round = 9"


def test_the_start_space_is_one_space_and_keeps_its_value():
    model = EditorModel.new(edges.editor())
    start = next(entry for entry in edges.PALETTE if entry.label == "start space")
    model.paint([(1, 0)], start, "mirror left-right")
    assert [cell for cell in model.board.cells() if edges.is_start(model.board.token(cell))] == [
        (1, 0)
    ]
    assert model.file_data()["start"] == 2 and model.file_data()["values"][1] == 3
    model.paint([(1, 0)], next(e for e in edges.PALETTE if e.label == "8 points"))
    assert model.board.token((1, 0)) == "8*"
    assert not model.resize(9, 2) and not model.resize(4, 1)  # one row of 5 to 40 spaces
    model.paint([(8, 0)], start)
    assert model.board.token((1, 0)) == "8" and model.resize(5, 1)
    assert "start" not in model.file_data()  # cut off with space 9
    assert [p.message for p in model.check()] == ['missing key "start" (a whole number)']


def test_the_eyedropper_on_the_start_space_picks_its_value(driver):
    scene = new_level(driver, "Double-edged Edges")
    driver.key(pygame.K_s)
    driver.click(scene.view.cell_rect((1, 0)).center)  # the start on space 2, worth 3
    driver.click(scene.view.cell_rect((1, 0)).center, button=3)
    assert scene.editing.palette[scene.palette.index].label == "3 points"
    assert scene.notice == "" and scene.model.board.token((1, 0)) == "3*"


def broken_levels() -> list[tuple[str, str]]:
    """(game id, body) of each broken level the games' examples give (GameInfo.examples)."""
    examples = [(info.game_id, info.examples()) for info in all_games() if info.examples]
    return [(game_id, body) for game_id, found in examples for body in found.broken_levels]


@pytest.mark.parametrize(("game_id", "body"), broken_levels())
def test_a_broken_level_opens_with_validates_problems_and_nothing_changed(game_id, body, tmp_path):
    from game.editor.scene import load_model

    path = tmp_path / "broken.toml"
    path.write_text(f'format = 1\ngame = "{game_id}"\nname = "Broken"\n{body}')
    model = load_model(str(path))
    expected = [(p.line, p.message) for p in check_file(str(path))]
    assert expected != []
    assert [(p.line, p.message) for p in model.check()] == expected
    assert model.text() == path.read_text()  # nothing changed, nothing lost


FIELD_KEYS = ["name", "kind", "round", "reward", "penalty", "window", "node", "shape", "count"]
FIELD_KEYS += ["colour", "targets", "rim", "description"]
TYPED = st.one_of(
    st.sampled_from([*KINDS, "3", "-1", "--3", "²", "yes", "no", "C3 ul, A1"]), st.text(max_size=6)
)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(["add", "remove", "up", "down", "prev", "next"]),
            st.tuples(st.sampled_from(FIELD_KEYS), TYPED),
        ),
        max_size=25,
    )
)
def test_any_deck_edits_are_checked_without_error_and_undone_to_the_start(actions):
    model, panel = new_bug_model()
    start = model.text()
    for action in actions:
        if isinstance(action, str):
            panel.press(model, action)
        elif (field := panel.field(model, action[0])) is not None:
            refusal = model.set_field(field, action[1])
            assert "literal" not in refusal  # refused in words, never a Python message
        model.check()
        panel.clamp(model)
        assert panel.count(model) == 0 or 0 <= panel.index < panel.count(model)
    while model.undo():
        pass
    assert model.text() == start


def test_a_missions_kind_is_chosen_from_the_kinds_the_game_knows(driver):
    """Issue 30 (the designer's evening): Kind was free text. It is a list of every kind the
    game knows; the one chosen changes the mission's own fields; Ctrl+Z takes it back."""
    scene = new_level(driver, "Bugcatcher")
    driver.click_button("Missions")
    assert "record:kind" not in scene.side.entries
    driver.click_element(scene.side.menus["record:kind"])
    shown = [button.text for button in driver.buttons()]
    assert all(kind in shown for kind in KINDS)
    driver.click_button("shape")
    mission = scene.model.file_data()["missions"][0]
    assert mission["kind"] == "shape" and "shape" in mission
    assert "record:shape" in editor_scene(driver).side.entries  # the kind's own field
    assert editor_scene(driver).side.menus["record:kind"].selected_option[0] == "shape"
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    driver.step()
    assert scene.model.file_data()["missions"][0]["kind"] == "cross"
    assert editor_scene(driver).side.menus["record:kind"].selected_option[0] == "cross"


def test_a_missions_field_says_its_form_while_it_is_typed_in(driver):
    scene = new_level(driver, "Bugcatcher")
    driver.click_button("Missions")
    choose(driver, "record:kind", "reach")
    driver.click_element(scene.side.entries["record:targets"])
    shown = [words for words, _ in scene.problems.lines()]
    assert "Mission 1 of 1: round 1 · reach" in shown
    assert (
        "Targets: click cells (central node) or corners (border node) on the board, or type C3 ul"
        in shown
    )


def test_a_reach_missions_targets_are_clicked_on_the_board_and_ringed(driver):
    """Issue 30: targets were typed only. A click on a cell makes it a target (the central
    node), a second click takes it back; for the border node the corner nearest the click."""
    scene = new_level(driver, "Bugcatcher")
    driver.click_button("Missions")
    choose(driver, "record:kind", "reach")
    choose(driver, "record:node", "central")
    view = scene.view
    driver.click(view.cell_rect((2, 1)).center)
    driver.click(view.cell_rect((0, 0)).center)
    assert scene.model.file_data()["missions"][0]["targets"] == ["C2", "A1"]
    ring = view.cell_rect((2, 1)).center
    assert driver.app.screen.get_at((ring[0], ring[1] - int(view.cell_size * 0.22)))[:3] == (
        theme.ACCENT
    )
    driver.click(view.cell_rect((0, 0)).center)  # off again
    assert scene.model.file_data()["missions"][0]["targets"] == ["C2"]
    choose(driver, "record:node", "border")
    driver.click(view.cell_rect((1, 1)).bottomright)  # nearest corner: B2's lower right
    targets = scene.model.file_data()["missions"][0]["targets"]
    assert targets[-1] == "C3 ul"  # the same corner, by its canonical name
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)  # each click is one undo step
    assert scene.model.file_data()["missions"][0]["targets"] == ["C2"]


@pytest.mark.parametrize("text", ["3 x", "²x3", "3 x 3 x 3", "three by three", ""])
def test_a_partner_grid_that_cannot_be_read_is_refused_in_words(text):
    model = EditorModel.new(edges.editor())
    grid = next(field for field in edges.FIELDS if field.key == "grid")
    assert model.set_field(grid, text) == ("partner grid: rows x columns, each 2 to 6, like 3 x 3")
    assert model.set_field(grid, "2 × 4") == "" and model.file_data()["grid"] == [2, 4]


def test_a_closed_mission_shape_is_on_the_problem_list_at_its_line():
    model, panel = new_bug_model()
    panel.press(model, "add")
    model.set_field(panel.field(model, "kind"), "shape")
    model.set_field(panel.field(model, "shape"), "RDLU")
    [problem] = model.check()
    assert "can never be built" in problem.message and "RDLU" in problem.message
    assert model.text().split("\n")[problem.line - 1] == 'shape = "RDLU"'
