"""The level editor's screens driven by real pygame events: paint a Social Snake board by
mouse and keys, save it through the file dialog, validate it from disk and play a bots-only
round on it; play-test and back; every game's board draws at two sizes; a refused file."""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from game.app import App
from game.cli import check_file
from game.core.paths import LEVELS, user_levels_dir
from game.core.tomlfile import load_toml
from game.editor.scene import PAIR_INK, EditorHomeScene, EditorScene, load_model
from game.social_snake.events import Moved
from game.social_snake.levels import level_from_document
from game.social_snake.results import results_scene
from game.social_snake.rules import STAGE_ROUNDS, STAGE_STARTS
from game.social_snake.scene import MatchFlowScene
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, key_event, monkey

FRAME = 1 / 60


def tick(app: App, *events: pygame.event.Event) -> None:
    app.tick(list(events), FRAME)


def press(app: App, *keys: int, mod: int = 0) -> None:
    for key in keys:
        tick(app, key_event(key, mod))


def click_button(app: App, scene, key: str) -> None:
    tick(app, *click_events(scene.buttons[key].rect.center))


def menu_click(app: App, label: str) -> None:
    menu = app.top.menu
    index = [item.label for item in menu.items].index(label)
    tick(app, *click_events(menu.buttons[index].rect.center))


def picked(dialog, path) -> pygame.event.Event:
    """What pygame-gui's file dialog sends when a path is chosen."""
    return pygame.event.Event(
        pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(path), ui_element=dialog
    )


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def open_new_social_level(app: App) -> EditorScene:
    menu_click(app, "Level editor")
    assert isinstance(app.top, EditorHomeScene)
    menu_click(app, "New Social Snake level")
    assert isinstance(app.top, EditorScene)
    tick(app)
    return app.top


def centre(scene: EditorScene, cell) -> tuple[int, int]:
    return scene.view.cell_rect(cell).center


def test_paint_save_validate_and_play_a_round(app):
    scene = open_new_social_level(app)
    model = scene.model
    # Brush: 5 apples by its key, a drag along row 1 is one undo step.
    press(app, pygame.K_5)
    start, end = centre(scene, (0, 0)), centre(scene, (3, 0))
    tick(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    for column in range(1, 4):
        pos = centre(scene, (column, 0))
        tick(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(1, 0, 0)))
    tick(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    assert [model.board.token((c, 0)) for c in range(5)] == ["5", "5", "5", "5", "."]
    assert model.depth == 1
    # Rectangle by keys: Ctrl+R, corner at the cursor, arrows, Space.
    press(app, pygame.K_2)
    press(app, pygame.K_r, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_DOWN)
    press(app, pygame.K_SPACE)
    assert model.board.token((0, 2)) == model.board.token((1, 3)) == "2"
    # A garnet with mirror symmetry, by mouse on the tool buttons and the board.
    click_button(app, scene, "tool:brush")
    click_button(app, scene, "symmetry")
    press(app, pygame.K_g)
    tick(app, *click_events(centre(scene, (1, 6))))
    assert model.board.token((1, 6)) == model.board.token((7, 6)) == "G"
    # A tunnel pair: the number is chosen, one lone end is a problem outlined on the board.
    click_button(app, scene, "symmetry")  # mirror top-bottom
    click_button(app, scene, "symmetry")  # mirror both
    click_button(app, scene, "symmetry")  # rotate 180
    click_button(app, scene, "symmetry")  # none
    press(app, pygame.K_t)
    tick(app, *click_events(centre(scene, (4, 4))))
    tick(app)
    assert scene.review.problems and (4, 4) in scene.outlines[0]
    tick(app, *click_events(centre(scene, (8, 8))))
    tick(app)
    assert model.board.token((8, 8)) == "T1"
    assert scene.review.problems == []
    # Undo / redo by keys.
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert model.board.token((8, 8)) == "."
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert model.board.token((8, 8)) == "T1"
    # Save: Ctrl+S asks for a file in the user's levels folder.
    press(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    dialog = scene.dialog
    assert dialog is not None
    target = user_levels_dir() / "social-snake" / "painted.toml"
    tick(app, picked(dialog, target))
    assert target.is_file() and not model.dirty
    assert check_file(str(target)) == []
    text = target.read_text()
    assert '" 5  5  5  5  .  .  .  .  .",  # 1' in text
    # One bots-only round on the saved level.
    level = level_from_document(load_toml(target))
    seats = [
        Seat(name, colour, "normal")
        for name, colour in (("A", "Red"), ("B", "Blue"), ("C", "Green"))
    ]
    session = MatchSession.start(level, target, seats, seed=3, save=False)
    assert session.stage == STAGE_STARTS
    session.let_bots_act()
    session.advance()
    assert session.stage == STAGE_ROUNDS
    session.let_bots_act()
    moved = [event for event in session.advance().events if isinstance(event, Moved)]
    assert moved  # the round was played on the painted grid


def test_play_test_returns_to_the_editor_with_unsaved_edits(app):
    scene = open_new_social_level(app)
    press(app, pygame.K_9)
    tick(app, *click_events(centre(scene, (4, 4))))
    press(app, pygame.K_p, mod=pygame.KMOD_CTRL)
    assert any(isinstance(s, MatchFlowScene) for s in app.stack)
    flow = next(s for s in app.stack if isinstance(s, MatchFlowScene))
    # "You" enter what a bot would; the results go back to the editor.
    session = flow.session
    while not session.finished:
        session.let_bots_act()
        for seat in session.humans_waiting():
            session.submit(seat, session.bot_entry(seat))
        session.advance()
    while app.top is not flow:
        app.pop()
    app.push(results_scene(app, session))
    tick(app)
    assert app.top.menu.items[-1].label == "Back to the editor"
    press(app, pygame.K_ESCAPE)
    assert app.top is scene
    assert scene.model.dirty and scene.model.board.token((4, 4)) == "9"


@pytest.mark.parametrize(
    "path",
    [
        "social-snake/classic.toml",
        "tactrics-snakes/puzzles/05-coil.toml",
        "antisocial-snake/practice.toml",
        "snek/arenas/rooms.toml",
    ],
)
def test_every_games_board_draws_at_two_sizes(app, path):
    for size in ((1280, 800), (1366, 768)):
        app.screen = pygame.Surface(size)
        app.clear_to(EditorScene(app, load_model(str(LEVELS / path))))
        tick(app)
        tick(app)
        assert app.top.review is not None and app.top.review.problems == []


def test_tactrics_hexagon_is_painted_by_mouse_and_the_solver_can_be_cancelled(app):
    scene = EditorScene(app, load_model(str(LEVELS / "tactrics-snakes/puzzles/01-first-bite.toml")))
    app.push(scene)
    tick(app)
    from game.tactrics.board import CELL_CENTRES
    from game.tactrics.level_editing import cell_index

    press(app, pygame.K_2)  # yellow head
    point = scene.hex_view.point(CELL_CENTRES[cell_index((5, 2))])
    tick(app, *click_events((int(point[0]), int(point[1]))))
    assert scene.model.board.token((5, 2)) == "Yh"
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    click_button(app, scene, "solve")
    if scene.par_job is not None:
        scene.par_job.wait(20)
    tick(app)
    assert scene.par_job is None and scene.notice.startswith("par 1 (proven shortest")
    assert scene.model.proven[scene.model.board.rows] == 1
    hard = EditorScene(app, load_model(str(LEVELS / "tactrics-snakes/puzzles/32-genius.toml")))
    app.clear_to(hard)
    tick(app)
    click_button(app, hard, "solve")
    assert hard.par_job is not None and hard.par_job.describe().startswith("solving")
    click_button(app, hard, "cancel_solve")
    assert hard.par_job is None and hard.notice == "solver cancelled"


def test_a_file_that_cannot_be_edited_is_a_message_not_a_traceback(app, tmp_path):
    broken = tmp_path / "broken.toml"
    broken.write_text('format = 1\ngame = "social-snake"\nname = "x\n')
    home = EditorHomeScene(app)
    app.push(home)
    tick(app)
    home.open_file()
    dialog = home.dialog
    tick(app, picked(dialog, broken))
    assert type(app.top).__name__ == "MessageScene"


def test_leaving_with_unsaved_edits_asks(app):
    scene = open_new_social_level(app)
    press(app, pygame.K_3)
    tick(app, *click_events(centre(scene, (0, 0))))
    press(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "ConfirmScene"


def test_monkey_over_the_editor(app):
    rng = random.Random(2)
    for path in ("social-snake/practice-tunnels.toml", "tactrics-snakes/start-2p.toml"):

        def reopen(host: App, level: str = path) -> None:
            host.start(EditorScene(host, load_model(str(LEVELS / level))))

        reopen(app)
        monkey(app, 150, rng, reopen)


@pytest.mark.parametrize(
    ("path", "scene_name"),
    [
        ("tactrics-snakes/puzzles/05-coil.toml", "PuzzleScene"),
        ("snek/arenas/open.toml", "BattleViewer"),
    ],
)
def test_play_test_of_a_puzzle_and_an_arena_and_back(app, path, scene_name):
    scene = EditorScene(app, load_model(str(LEVELS / path)))
    app.push(scene)
    tick(app)
    click_button(app, scene, "play")
    tick(app)
    assert type(app.top).__name__ == scene_name
    app.pop(app.top)
    assert app.top is scene


def test_a_shipped_level_is_never_overwritten(app):
    path = LEVELS / "social-snake" / "practice-debts.toml"
    before = path.read_text()
    scene = EditorScene(app, load_model(str(path)))
    app.push(scene)
    tick(app)
    press(app, pygame.K_7)
    tick(app, *click_events(centre(scene, (0, 0))))
    press(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    assert scene.dialog is not None and "not overwritten" in scene.notice
    assert path.read_text() == before


def test_a_level_with_problems_is_not_play_tested(app):
    scene = open_new_social_level(app)
    press(app, pygame.K_t)
    tick(app, *click_events(centre(scene, (2, 2))))
    press(app, pygame.K_p, mod=pygame.KMOD_CTRL)
    assert app.top is scene and scene.notice.startswith("fix the problems first")


def test_a_tunnels_two_ends_are_highlighted_together(app):
    scene = EditorScene(app, load_model(str(LEVELS / "social-snake/practice-tunnels.toml")))
    app.push(scene)
    tick(app)
    motion = pygame.event.Event(
        pygame.MOUSEMOTION, pos=centre(scene, (0, 4)), rel=(1, 0), buttons=(0, 0, 0)
    )
    tick(app, motion)
    paired = {h.cell for h in scene._marks(0).highlights if h.colour == PAIR_INK}
    assert paired == {(0, 4), (8, 4)}


def test_the_edit_verb_names_the_problems_of_a_file_it_cannot_open(tmp_path, capsys):
    from game.cli import main

    broken = tmp_path / "broken.toml"
    broken.write_text('format = 1\ngame = "nobody"\n')
    assert main(["edit", str(broken)]) == 1
    assert f"{broken}:2:" in capsys.readouterr().out


def test_level_settings_are_cycled_by_buttons_and_undone(app):
    scene = open_new_social_level(app)
    click_button(app, scene, "tab:level")
    click_button(app, scene, "lvl:ruleset:+1")
    assert scene.model.data["ruleset"] == "mm2.5"
    click_button(app, scene, "lvl:rounds_per_phase:-1")
    assert scene.model.data["rounds_per_phase"] == 4
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.model.data["ruleset"] == "classic" and scene.model.data["rounds_per_phase"] == 5


def test_the_monkey_reaches_the_editor_from_the_main_menu(monkeypatch):
    from game import games

    monkeypatch.setattr(games, "GAME_PACKAGES", ("game.social_snake",))  # a short menu
    app = App(headless=True)
    app.start(MainMenuScene(app))
    seen: set[str] = set()

    def refill(host: App) -> None:
        host.start(MainMenuScene(host))

    for chunk in range(40):
        monkey(app, 60, random.Random(chunk), refill)
        seen.update(type(scene).__name__ for scene in app.stack)
        if "EditorScene" in seen:
            break
        refill(app)
    assert {"EditorHomeScene", "EditorScene"} <= seen


def test_how_to_play_has_a_level_editor_page_right_after_the_controls():
    from game.ui.howto import help_pages

    titles = [page.title for page in help_pages()]
    assert titles[:2] == ["Controls", "Level editor"]
    text = help_pages()[1].text
    for words in ("Ctrl+Z", "Play-test", "validate", "(yours)", "Shipped levels"):
        assert words in text


def test_generator_sliders_set_richness_and_seed_by_mouse_and_keys(app):
    scene = open_new_social_level(app)
    rich = scene.sliders["rich"]
    start = scene.richness
    tick(app, *click_events(rich.right_button.rect.center))
    tick(app)
    assert scene.richness == start + 1
    press(app, pygame.K_RIGHT, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_DOWN, mod=pygame.KMOD_CTRL)
    assert scene.seed == 2 and scene.richness == start
    assert scene.sliders["seed"].get_current_value() == 2
    tick(app, *click_events(scene.sliders["seed"].right_button.rect.center))
    tick(app)
    press(app, pygame.K_g, mod=pygame.KMOD_CTRL)
    apples = sum(
        1 for cell in scene.model.board.cells() if scene.model.board.token(cell) not in (".", "0")
    )
    assert scene.seed == 3 and apples > 0
