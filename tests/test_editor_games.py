"""The level editor's levels in the games' own screens: Tactrics start layouts saved by the
editor in Tactrics' setup (for the chosen player count) and played as a game with bots;
Antisocial Snake's level list and play-test."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS, user_levels_dir
from game.core.tomlfile import load_toml
from game.editor.model import EditorModel
from game.editor.scene import EditorScene, load_model
from game.tactrics import level_editing as tactrics_editing
from game.tactrics.play import GameScene
from game.tactrics.scene import read_start_layout, setup_scene, start_layouts
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, key_event

FRAME = 1 / 60


def tick(app: App, *events: pygame.event.Event) -> None:
    app.tick(list(events), FRAME)


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def save_my_layout(players: int, name: str) -> None:
    """A copy of the shipped layout for `players`, renamed, saved in the user's folder."""
    path = LEVELS / "tactrics-snakes" / f"start-{players}p.toml"
    model = EditorModel.open(tactrics_editing.editor(), load_toml(path), path.read_text())
    model.set_value("name", name)
    model.save(str(user_levels_dir() / "tactrics-snakes" / f"{name.lower()}.toml"))


def level_labels(setup) -> list[str]:
    return [choice.name for choice in setup.levels]


def test_your_start_layouts_are_offered_for_their_player_count():
    save_my_layout(3, "Triangle")
    assert [c.name for c in start_layouts(3)] == ["Three players", "Triangle (yours)"]
    assert [c.name for c in start_layouts(2)][0] == "Two players"  # the plain one leads


def test_setup_lists_the_layouts_of_the_seat_count_and_starts_the_chosen_one(app):
    save_my_layout(3, "Triangle")
    setup = setup_scene(app)
    app.push(setup)
    tick(app)
    assert level_labels(setup)[0] == "Two players"
    assert all(label.startswith("Two players") for label in level_labels(setup))
    setup.form.focus_key("add")
    tick(app, key_event(pygame.K_RETURN))
    assert level_labels(setup) == ["Three players", "Triangle (yours)"]
    button = next(c for c in setup.form.controls if c.key == "level1").element
    tick(app, *click_events(button.rect.center))
    setup.start()
    game = app.top
    assert isinstance(game, GameScene) and game.session.match.level.name == "Triangle"
    assert len(game.seats) == 3


def test_a_puzzle_file_is_refused_as_a_start_layout(tmp_path):
    from game.core.problems import ProblemsFound

    path = LEVELS / "tactrics-snakes" / "puzzles" / "05-coil.toml"
    with pytest.raises(ProblemsFound) as found:
        read_start_layout(path)
    assert "not a start layout" in str(found.value.problems[0])


def test_a_start_layout_is_play_tested_with_bots_and_returns_to_the_editor(app):
    scene = EditorScene(app, load_model(str(LEVELS / "tactrics-snakes" / "start-3p.toml")))
    app.push(scene)
    tick(app)
    scene.model.set_value("name", "Edited")
    tick(app, *click_events(scene.buttons["play"].rect.center))
    tick(app)
    game = app.top
    assert isinstance(game, GameScene)
    assert [seat.bot for seat in game.seats] == [None, "normal", "normal"]
    assert game.session.path is None  # nothing saved
    app.pop(game)
    assert app.top is scene and scene.model.data["name"] == "Edited" and scene.model.dirty


def test_a_layout_for_another_player_count_is_refused_under_the_seats(app):
    setup = setup_scene(app)
    app.push(setup)
    tick(app)
    setup.open_level_path(str(LEVELS / "tactrics-snakes" / "start-4p.toml"))
    setup.start()
    assert app.top is setup
    assert "for 4 players, not 2" in setup.notice


def test_your_antisocial_levels_are_listed_after_the_shipped_ones():
    from game.antisocial_snake import level_editing as antisocial_editing
    from game.antisocial_snake.scene import shipped_levels

    path = LEVELS / "antisocial-snake" / "practice.toml"
    model = EditorModel.open(antisocial_editing.editor(), load_toml(path), path.read_text())
    model.set_value("name", "Checkers")
    model.save(str(user_levels_dir() / "antisocial-snake" / "checkers.toml"))
    names = [choice.name for choice in shipped_levels()]
    assert names[-1] == "Checkers (yours)"
    assert len(names) == len(list((LEVELS / "antisocial-snake").glob("*.toml"))) + 1
    assert names[0] == load_toml(path).data["name"]  # the practice match first


def test_an_antisocial_board_is_play_tested_against_bots_and_returns_to_the_editor(app):
    from game.antisocial_snake.scene import MatchFlowScene

    scene = EditorScene(app, load_model(str(LEVELS / "antisocial-snake" / "practice.toml")))
    app.push(scene)
    tick(app)
    scene.model.select_board(1)
    tick(app, key_event(pygame.K_p, pygame.KMOD_CTRL))
    tick(app, key_event(pygame.K_t))  # "This board" (the whole level is the other answer)
    tick(app)
    flow = next(s for s in app.stack if isinstance(s, MatchFlowScene))
    session = flow.session
    assert len(session.level.boards) == 1
    assert session.level.boards[0].name == scene.model.boards[1].name
    assert sorted((seat.name, seat.bot or "you") for seat in session.seats) == [
        ("Bob", "normal"),
        ("You", "you"),
    ]
    assert session.path is None
    while app.top is not scene:
        app.pop()
    assert scene.model.board_index == 1


# --- level details typed in the panel -------------------------------------------------------


def type_into(app: App, scene: EditorScene, key: str, text: str) -> None:
    """Click an entry of the panel, select all it holds, type `text` as SDL sends it and
    press Enter, through the real event queue."""
    Driver(app).replace_text(scene.side.entries[key], text)


def social_editor(app: App) -> EditorScene:
    scene = EditorScene(app, load_model(str(LEVELS / "social-snake" / "classic.toml")))
    app.push(scene)
    tick(app)
    tick(app, key_event(pygame.K_l, pygame.KMOD_CTRL))  # the Level details tab
    tick(app)
    return scene


def test_description_players_and_phases_are_typed_and_undone_as_one_step(app):
    scene = social_editor(app)
    before = dict(scene.model.data)
    type_into(app, scene, "field:description", "Three grids")
    assert scene.model.data["description"] == "Three grids"
    type_into(app, scene, "field:players", "4-9")
    assert scene.model.data["players"] == [4, 9]
    type_into(app, scene, "field:phases", "A+B then C")
    assert scene.model.data["phases"] == [["A", "B"], ["C"]]
    assert scene.model.check() == []
    for _ in range(3):
        tick(app, key_event(pygame.K_z, pygame.KMOD_CTRL))
    assert {k: scene.model.data[k] for k in ("description", "players", "phases")} == {
        k: before[k] for k in ("description", "players", "phases")
    }
    tick(app)
    assert scene.side.entries["field:players"].get_text() == "3-13"  # the entry follows the undo


@pytest.mark.parametrize(
    ("key", "text", "words"),
    [
        ("field:players", "9-4", "the fewest first"),
        ("field:players", "3", "two numbers"),
        ("field:phases", "Z", 'no grid called "Z"'),
    ],
)
def test_a_typed_value_that_cannot_be_used_is_refused_in_words(app, key, text, words):
    scene = social_editor(app)
    before = scene.model.data
    type_into(app, scene, key, text)
    assert (
        words in scene.notice
        and scene.model.data[key.partition(":")[2]] == before[key.partition(":")[2]]
    )


def test_renaming_a_grid_renames_it_in_the_phases_too(app, tmp_path):
    scene = social_editor(app)
    type_into(app, scene, "rename", "Crown")
    assert scene.model.board.name == "Crown"
    data = scene.model.file_data()
    assert list(data["grids"]) == ["Crown", "B", "C"] and data["phases"][0] == ["Crown"]
    assert scene.model.check() == []
    type_into(app, scene, "rename", "B")
    assert 'another grid is called "B"' in scene.notice and scene.model.board.name == "B"[:0] + (
        "Crown"
    )


def test_an_antisocial_board_renamed_keeps_its_questions():
    from game.antisocial_snake import level_editing as antisocial_editing

    path = LEVELS / "antisocial-snake" / "variations.toml"
    model = EditorModel.open(antisocial_editing.editor(), load_toml(path), path.read_text())
    model.select_board(8)  # the quiz
    questions = model.file_data()["boards"][8]["questions"]
    assert model.rename_board("The quiz") == ""
    assert model.file_data()["boards"][8]["questions"] == questions
    assert model.check() == []


def test_tactrics_mode_is_a_cycler_with_undo(app):
    scene = EditorScene(app, load_model(str(LEVELS / "tactrics-snakes" / "start-2p.toml")))
    app.push(scene)
    scene.press("tab:level")
    tick(app)
    tick(app, *click_events(scene.buttons["lvl:mode:+1"].rect.center))
    assert scene.model.data["mode"] == "puzzle"
    tick(app, key_event(pygame.K_z, pygame.KMOD_CTRL))
    assert scene.model.data["mode"] == "multiplayer"


def test_snek_rounds_and_the_length_of_the_start_under_the_cursor(app):
    scene = EditorScene(app, load_model(str(LEVELS / "snek" / "arenas" / "maze.toml")))
    app.push(scene)
    tick(app)
    assert scene.side.entries["cell:0"].get_text() == ""  # the cursor is on a wall
    scene.cursor = (5, 5)  # F6: a start
    tick(app)
    assert (
        scene.side.entries["cell:0"].is_enabled and scene.side.entries["cell:0"].get_text() == "4"
    )
    type_into(app, scene, "cell:0", "3")
    starts = scene.model.file_data()["starts"]
    assert starts[0] == {"head": "F6", "heading": "U", "length": 3}
    assert all(start["length"] == 4 for start in starts[1:])
    type_into(app, scene, "cell:0", "1")
    assert "from 2 to 100" in scene.notice
    scene.press("tab:level")
    tick(app)
    type_into(app, scene, "field:rounds", "300")
    assert scene.model.data["rounds"] == 300 and scene.model.check() == []


def test_the_seat_colours_follow_the_chosen_layout(app):
    from game.tactrics.scene import layout_look

    text = (LEVELS / "tactrics-snakes" / "start-2p.toml").read_text()
    path = user_levels_dir() / "tactrics-snakes" / "greens.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.replace('"Two players"', '"Greens"').replace("R", "G"))
    choice = next(c for c in start_layouts(2) if c.name == "Greens (yours)")
    assert {layout_look(seat, choice)[0] for seat in (0, 1)} == {"Yellow", "Green"}
    setup = setup_scene(app)
    app.push(setup)
    setup.choose_level([c.name for c in setup.levels].index("Greens (yours)"))
    setup.start()
    assert sorted(seat.colour for seat in app.top.seats) == sorted(choice.level.colours)


def test_a_start_layout_is_play_tested_in_colour_blind_mode(app):
    """A seat's colour is a standard palette name in both modes (colour-blind looks come from
    its place): play-testing in colour-blind mode seated 'Sky blue', which is no seat colour."""
    from game.editor.playtest import play_test_seats
    from game.ui.theme import palette_index

    assert [palette_index(seat.colour) for seat in play_test_seats(4)] == [0, 1, 2, 3]
    app.settings.colour_blind = True
    scene = EditorScene(app, load_model(str(LEVELS / "tactrics-snakes" / "start-3p.toml")))
    app.push(scene)
    tick(app)
    tick(app, *click_events(scene.buttons["play"].rect.center))
    tick(app)
    assert isinstance(app.top, GameScene)
