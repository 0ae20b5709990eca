"""The level editor in the window, driven as a designer drives it: real mouse and key events
posted to pygame's queue and delivered by the shell's own loop, pygame-gui's file dialog
included (its path box typed in, its OK button clicked at its rect)."""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import check_file
from game.core.paths import LEVELS, user_levels_dir
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import load_toml
from game.editor.model import EditorModel
from game.editor.scene import PAIR_INK, EditorHomeScene, EditorScene, load_model, open_editor
from game.games import GAME_PACKAGES, all_games
from game.social_snake.events import Moved
from game.social_snake.levels import level_from_document
from game.social_snake.results import results_scene
from game.social_snake.rules import STAGE_ROUNDS, STAGE_STARTS
from game.social_snake.scene import MatchFlowScene
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui.dialogs import ChoiceScene, MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.monkey import monkey

CTRL = pygame.KMOD_CTRL


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    return app


@pytest.fixture
def driver(app) -> Driver:
    return Driver(app)


def edit(driver: Driver, path) -> EditorScene:
    """The editor opened on a file, as `python main.py edit PATH` opens it."""
    driver.app.clear_to(EditorScene(driver.app, load_model(str(path))))
    driver.step()
    return driver.app.top


def new_level(driver: Driver, label: str = "New Social Snake level") -> EditorScene:
    """Main menu → Level editor → a new level of a game."""
    driver.click_button("Level editor")
    assert isinstance(driver.app.top, EditorHomeScene)
    driver.click_button(label)
    assert isinstance(driver.app.top, EditorScene)
    driver.step()
    return driver.app.top


def cell(scene: EditorScene, where) -> tuple[int, int]:
    if scene.view is not None and scene.editing.view is None:
        return scene.view.cell_rect(where).center
    return scene.art.game_view.centre(where)


def has_dialog(driver: Driver) -> bool:
    try:
        driver.file_dialog()
    except AssertionError:
        return False
    return True


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- files through the real dialog --------------------------------------------------------


def test_save_as_through_the_dialog_writes_the_file(driver):
    scene = new_level(driver)
    driver.key(pygame.K_5)
    driver.click(cell(scene, (0, 0)))
    driver.click_button("Save as…")
    proposed = user_levels_dir() / "social-snake" / "my-level.toml"
    assert driver.dialog_path() == str(proposed.resolve())
    target = user_levels_dir() / "social-snake" / "painted.toml"
    driver.pick_file(target)
    assert target.is_file() and scene.model.path == str(target.resolve())
    assert not scene.model.dirty and check_file(str(target)) == []
    saved = target.resolve()
    assert scene.notice == (  # the file's name first; the level named after it
        f'saved {saved.name} (in {saved.parent}); its name is now "Painted", after the file'
    )
    assert '"5 . . . . . . . .",  # 1' in target.read_text()


def test_save_on_a_new_level_asks_where_and_ok_takes_the_proposed_name(driver):
    scene = new_level(driver)
    driver.key(pygame.K_3)
    driver.click(cell(scene, (1, 1)))
    driver.key(pygame.K_s, mod=CTRL)
    driver.pick_file()
    saved = user_levels_dir() / "social-snake" / "my-level.toml"
    assert saved.is_file() and scene.model.path == str(saved.resolve())
    driver.key(pygame.K_4)
    driver.click(cell(scene, (2, 2)))
    driver.key(pygame.K_s, mod=CTRL)  # saved at once now that it has a file
    assert not scene.model.dirty and "4" in saved.read_text()


def test_open_through_the_dialog_from_home_and_from_the_editor(driver, app):
    first = user_levels_dir() / "social-snake" / "one.toml"
    second = user_levels_dir() / "social-snake" / "two.toml"
    first.parent.mkdir(parents=True)
    text = (LEVELS / "social-snake" / "classic.toml").read_text()
    first.write_text(text)
    second.write_text(text.replace('name = "', 'name = "Second ', 1))
    driver.click_button("Level editor")
    driver.click_button("Open a level file…")
    driver.pick_file(first)
    assert isinstance(app.top, EditorScene) and app.top.model.path == str(first.resolve())
    driver.click_button("Open…")
    driver.pick_file(second)
    assert isinstance(app.top, EditorScene) and app.top.model.path == str(second.resolve())


def test_a_file_that_cannot_be_edited_is_a_message_not_a_traceback(driver, app, tmp_path):
    broken = tmp_path / "broken.toml"
    broken.write_text('format = 1\ngame = "social-snake"\nname = "x\n')
    driver.click_button("Level editor")
    driver.click_button("Open a level file…")
    driver.pick_file(broken)
    assert isinstance(app.top, MessageScene)
    assert any(line.startswith(f"{broken.resolve()}:3:") for line in app.top.log.lines)


def test_a_shipped_level_is_never_overwritten_by_any_path(driver):
    shipped = LEVELS / "social-snake" / "practice-debts.toml"
    before = digest(shipped)
    scene = edit(driver, shipped)
    driver.key(pygame.K_7)
    driver.click(cell(scene, (0, 0)))
    driver.key(pygame.K_s, mod=CTRL)
    assert "not overwritten" in scene.notice
    copy = user_levels_dir() / "social-snake" / "practice-debts.toml"
    assert driver.dialog_path() == str(copy.resolve())
    # The shipped file's own path typed into the dialog: refused, the dialog asks again.
    driver.pick_file(shipped)
    assert digest(shipped) == before and driver.file_dialog() is not None
    assert scene.model.dirty and "not overwritten" in scene.notice
    assert "never overwritten" in driver.file_dialog().window_display_title  # not hidden
    driver.pick_file()
    assert copy.is_file() and digest(shipped) == before
    assert scene.model.path == str(copy.resolve()) and not scene.model.dirty
    # A second copy of the shipped level gets a name of its own.
    again = edit(driver, shipped)
    driver.key(pygame.K_s, mod=CTRL)
    assert driver.dialog_path().endswith("practice-debts-2.toml")
    driver.cancel_file()
    assert again.files.dialog is None and digest(shipped) == before


def test_esc_closes_the_file_dialog_and_keys_stay_out_of_the_board(driver, app):
    scene = new_level(driver)
    driver.key(pygame.K_3)
    driver.click(cell(scene, (0, 0)))
    driver.click_button("Save as…")
    driver.key(pygame.K_z, mod=CTRL)  # the dialog's key, not an undo
    assert scene.model.board.token((0, 0)) == "3"
    driver.key(pygame.K_ESCAPE)
    assert scene.files.dialog is None and app.top is scene and not has_dialog(driver)
    driver.click_button("Back")
    assert isinstance(app.top, ChoiceScene)


def test_the_edit_verb_starts_a_new_level_at_a_path_that_does_not_exist(driver, app, tmp_path):
    target = tmp_path / "NEW.toml"
    app.clear_to(open_editor(app, str(target)))
    driver.step()
    driver.click_button("New Snek arena")
    scene = app.top
    assert isinstance(scene, EditorScene) and scene.model.path == str(target)
    driver.key(pygame.K_w)
    driver.click(cell(scene, (7, 3)))
    driver.key(pygame.K_s, mod=CTRL)  # no dialog: the path was given
    assert target.is_file() and check_file(str(target)) == []
    assert scene.files.dialog is None and not scene.model.dirty


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("level.txt", "ends in .toml"),
        ("missing/level.toml", "there is no folder"),
    ],
)
def test_the_edit_verb_refuses_a_new_path_it_cannot_write(tmp_path, capsys, name, words):
    from game.cli import main

    assert main(["edit", str(tmp_path / name)]) == 1
    assert words in capsys.readouterr().out


def test_the_edit_verb_refuses_a_new_file_among_the_shipped_levels(capsys):
    from game.cli import main

    assert main(["edit", str(LEVELS / "social-snake" / "brand-new.toml")]) == 1
    assert "shipped levels' folder" in capsys.readouterr().out
    assert not (LEVELS / "social-snake" / "brand-new.toml").exists()


def test_the_edit_verb_names_the_problems_of_a_file_it_cannot_open(tmp_path, capsys):
    from game.cli import main

    broken = tmp_path / "broken.toml"
    broken.write_text('format = 1\ngame = "nobody"\n')
    assert main(["edit", str(broken)]) == 1
    assert f"{broken}:2:" in capsys.readouterr().out


# --- leaving with unsaved changes ---------------------------------------------------------


def test_esc_with_unsaved_changes_asks_save_discard_or_cancel(driver, app):
    scene = new_level(driver)
    driver.key(pygame.K_3)
    driver.click(cell(scene, (0, 0)))
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ChoiceScene)
    for words in ("Save", "Discard", "Cancel"):
        driver.button(words)
    driver.click_button("Cancel")
    assert app.top is scene and scene.model.dirty
    # Save: the new level asks where, is written, and then the editor closes.
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Save")
    assert app.top is scene and driver.file_dialog() is not None
    target = user_levels_dir() / "social-snake" / "kept.toml"
    driver.pick_file(target)
    assert target.is_file() and scene not in app.stack
    assert isinstance(app.top, EditorHomeScene)


def test_discard_leaves_and_a_cancelled_save_stays(driver, app):
    scene = new_level(driver)
    driver.key(pygame.K_3)
    driver.click(cell(scene, (0, 0)))
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Save")
    driver.cancel_file()
    assert app.top is scene and scene.files.after_save is None
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Discard")
    assert scene not in app.stack and not list(user_levels_dir().rglob("*.toml"))


# --- painting -----------------------------------------------------------------------------


def test_paint_save_validate_and_play_a_round(driver):
    scene = new_level(driver)
    model = scene.model
    # Brush: 5 apples by its key, a drag along row 1 is one undo step.
    driver.key(pygame.K_5)
    driver.drag([cell(scene, (column, 0)) for column in range(4)])
    assert [model.board.token((c, 0)) for c in range(5)] == ["5", "5", "5", "5", "."]
    assert model.depth == 1
    # Rectangle by keys: Ctrl+R, corner at the cursor, arrows, Space.
    driver.key(pygame.K_2)
    driver.key(pygame.K_r, mod=CTRL)
    driver.keys(pygame.K_DOWN, pygame.K_DOWN, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_DOWN)
    driver.key(pygame.K_SPACE)
    assert model.board.token((0, 2)) == model.board.token((1, 3)) == "2"
    # A garnet with mirror symmetry, by mouse on the tool buttons and the board.
    driver.click_button("Brush")
    driver.click_button("Symmetry: none")
    driver.key(pygame.K_g)
    driver.click(cell(scene, (1, 6)))
    assert model.board.token((1, 6)) == model.board.token((7, 6)) == "G"
    for _ in range(4):  # top-bottom, both, rotate 180°, none
        driver.click_element(scene.buttons["symmetry"])
    # A tunnel pair: one lone end is a problem outlined on the board.
    driver.key(pygame.K_t)
    driver.click(cell(scene, (4, 4)))
    assert scene.problems.review.problems and (4, 4) in scene.problems.outlines[0]
    driver.click(cell(scene, (8, 8)))
    assert model.board.token((8, 8)) == "T1" and scene.problems.review.problems == []
    driver.key(pygame.K_z, mod=CTRL)
    assert model.board.token((8, 8)) == "."
    driver.key(pygame.K_y, mod=CTRL)
    assert model.board.token((8, 8)) == "T1"
    target = user_levels_dir() / "social-snake" / "painted.toml"
    driver.key(pygame.K_s, mod=CTRL)
    driver.pick_file(target)
    assert check_file(str(target)) == []
    assert '" 5  5  5  5  .  .  .  .  .",  # 1' in target.read_text()
    # One bots-only round on the saved level.
    level = level_from_document(load_toml(target))
    seats = [
        Seat(name, colour, "normal")
        for name, colour in zip("ABC", ("Red", "Blue", "Green"), strict=True)
    ]
    session = MatchSession.start(level, target, seats, seed=3, save=False)
    assert session.stage == STAGE_STARTS
    session.let_bots_act()
    session.advance()
    assert session.stage == STAGE_ROUNDS
    session.let_bots_act()
    assert any(isinstance(event, Moved) for event in session.advance().events)


def test_a_tunnels_two_ends_are_highlighted_together(driver):
    scene = edit(driver, LEVELS / "social-snake/practice-tunnels.toml")
    driver.move(cell(scene, (0, 4)))
    paired = {h.cell for h in scene.art.marks(0).highlights if h.colour == PAIR_INK}
    assert paired == {(0, 4), (8, 4)}


def test_level_settings_are_cycled_by_buttons_and_undone(driver):
    scene = new_level(driver)
    driver.click_button("Level details")
    driver.click_button("Edition: classic >")
    assert scene.model.data["ruleset"] == "mm2.5"
    driver.click_element(scene.buttons["lvl:rounds_per_phase:-1"])  # "<" beside "Rounds: 5 >"
    assert scene.model.data["rounds_per_phase"] == 4
    driver.key(pygame.K_z, mod=CTRL)
    driver.key(pygame.K_z, mod=CTRL)
    assert scene.model.data["ruleset"] == "classic" and scene.model.data["rounds_per_phase"] == 5


def test_generator_sliders_set_richness_and_seed_by_mouse_and_keys(driver):
    scene = new_level(driver)
    start = scene.generator.richness
    driver.click_element(scene.generator.sliders["rich"].right_button)
    driver.step()
    assert scene.generator.richness == start + 1
    driver.key(pygame.K_RIGHT, mod=CTRL)
    driver.key(pygame.K_DOWN, mod=CTRL)
    assert scene.generator.seed == 2 and scene.generator.richness == start
    assert scene.generator.sliders["seed"].get_current_value() == 2
    driver.click_button("Generate apples")
    board = scene.model.board
    assert sum(1 for c in board.cells() if board.token(c) not in (".", "0")) > 0


def test_generate_apples_asks_before_painting_over_cells_painted_by_hand(driver, app):
    scene = edit(driver, LEVELS / "social-snake" / "classic.toml")
    painted = scene.model.board
    driver.click_button("Generate apples")
    assert isinstance(app.top, ChoiceScene)
    assert app.top.question.startswith('Generate apples over grid "A"? It paints over ')
    assert "(Ctrl+Z brings them back)" in app.top.question
    driver.click_button("Cancel")
    assert app.top is scene and scene.model.board == painted
    driver.click_button("Generate apples")
    driver.click_button("Generate")
    generated = scene.model.board
    assert app.top is scene and generated != painted
    driver.key(pygame.K_RIGHT, mod=CTRL)  # another seed over its own landscape: no question
    driver.click_button("Generate apples")
    assert app.top is scene and scene.model.board not in (painted, generated)


# --- the Phases field ---------------------------------------------------------------------


def test_phases_take_a_grid_added_in_the_session_and_say_their_form(driver):
    scene = new_level(driver)
    driver.click_button("Add grid")
    assert len(scene.model.boards) == 2
    driver.click_button("Level details")
    phases = scene.side.entries["field:phases"]
    assert phases.get_text() == "A, B"  # what the file will hold: [["A"], ["B"]]
    driver.replace_text(phases, "B+A")
    assert scene.model.file_data()["phases"] == [["B", "A"]] and scene.notice == ""
    driver.replace_text(phases, "A, B")
    assert scene.model.file_data()["phases"] == [["A"], ["B"]]
    driver.replace_text(phases, '[["B"], ["A"]]')
    assert scene.model.file_data()["phases"] == [["B"], ["A"]]
    driver.replace_text(phases, "A, C", finish=False)
    assert '"A, B+C"' in scene.side.typing_hint()  # the form, shown while typing
    driver.key(pygame.K_RETURN)
    assert 'no grid called "C"' in scene.notice and "A, B" in scene.notice
    assert phases.get_text() == "B, A"  # refused: the level's phases shown again


# --- play-test ----------------------------------------------------------------------------


def shipped_levels() -> list[str]:
    """Every shipped file that the editor opens as a level, of every game with a play-test."""
    found = []
    for game in all_games():
        if game.editor is None or game.editor().play_test is None:
            continue
        for path in sorted((LEVELS / game.game_id).rglob("*.toml")):
            try:
                load_model(str(path))
            except ProblemsFound:
                continue  # a match, a Snek program: not a level
            found.append(str(path.relative_to(LEVELS)))
    return found


@pytest.mark.parametrize("path", shipped_levels())
def test_play_test_starts_on_every_shipped_level_and_comes_back(driver, app, path):
    scene = edit(driver, LEVELS / path)
    for index in range(len(scene.model.boards)):
        assert scene.model.board_index == index
        driver.click_button("Play-test")
        if isinstance(app.top, ChoiceScene):  # a level of many boards: this one, or all
            whole = "Whole level"
            driver.click_button(whole if index == 0 else f"This {scene.editing.board_word}")
        assert not isinstance(app.top, MessageScene), app.top.log.lines
        assert app.top is not scene and scene.notice == ""
        app.pop(app.stack[app.stack.index(scene) + 1])  # the match and what it opened
        assert app.top is scene
        driver.key(pygame.K_PAGEDOWN)  # the next board


def test_play_test_messages_name_the_level_not_a_temporary_file(driver, app, monkeypatch):
    scene = edit(driver, LEVELS / "social-snake/islands.toml")
    hidden = "/somewhere/editor/play-test-social-snake.toml"

    def refuse(*_arguments):
        raise ProblemsFound([Problem(hidden, 7, "grids not in any phase: B")])

    monkeypatch.setattr(scene, "editing", type(scene.editing)(**{**vars(scene.editing)}))
    object.__setattr__(scene.editing, "play_test", refuse)
    driver.click_button("Play-test")
    driver.click_button("This grid")
    assert isinstance(app.top, MessageScene)
    assert app.top.log.lines == ["islands.toml: grids not in any phase: B"]


def test_play_test_returns_to_the_editor_with_unsaved_edits(driver, app):
    scene = new_level(driver)
    driver.key(pygame.K_9)
    driver.click(cell(scene, (4, 4)))
    driver.key(pygame.K_p, mod=CTRL)
    flow = next(s for s in app.stack if isinstance(s, MatchFlowScene))
    session = flow.session
    while not session.finished:  # "You" enter what a bot would
        session.let_bots_act()
        for seat in session.humans_waiting():
            session.submit(seat, session.bot_entry(seat))
        session.advance()
    while app.top is not flow:
        app.pop()
    app.push(results_scene(app, session))
    driver.step()
    assert driver.button("Back to the editor") is not None
    driver.key(pygame.K_ESCAPE)
    assert app.top is scene
    assert scene.model.dirty and scene.model.board.token((4, 4)) == "9"


def test_a_level_with_problems_is_not_play_tested(driver, app):
    scene = new_level(driver)
    driver.key(pygame.K_t)
    driver.click(cell(scene, (2, 2)))
    driver.key(pygame.K_p, mod=CTRL)
    assert app.top is scene and scene.notice.startswith("fix the problems first")


# --- Snek arenas --------------------------------------------------------------------------


def test_a_new_snek_arena_is_valid_and_its_starts_show_body_and_number(driver, app):
    scene = new_level(driver, "New Snek arena")
    assert scene.problems.review.problems == []
    heads = {badge.cell: badge.text for badge in scene.art.marks(0).badges}
    pieces = scene.art.pieces()
    assert sorted(heads.values()) == ["1", "2"] and len(pieces) == 2
    head, body = pieces[0].cells[0], pieces[0].cells[1]
    floor = app.screen.get_at(cell(scene, (7, 1)))[:3]
    assert app.screen.get_at(cell(scene, body))[:3] != floor  # the body is drawn
    assert heads[head] == "1"


def test_a_mirrored_start_heads_the_mirrored_way(driver):
    scene = new_level(driver, "New Snek arena")
    driver.click_button("Symmetry: none")  # mirror left-right
    driver.key(pygame.K_r)  # start heading right
    driver.click(cell(scene, (3, 3)))
    board = scene.model.board
    assert board.token((3, 3)) == ">" and board.token((board.width - 4, 3)) == "<"
    driver.click_element(scene.buttons["symmetry"])  # mirror top-bottom
    driver.key(pygame.K_u)
    driver.click(cell(scene, (3, 4)))
    assert scene.model.board.token((3, board.height - 5)) == "v"


# --- problems as validate prints them -----------------------------------------------------


def test_the_problem_list_shows_validates_line_numbers(driver, app, tmp_path):
    text = (LEVELS / "social-snake" / "practice-tunnels.toml").read_text()
    text = text.replace(" 1 T2  1", " 1  .  1")  # a lone tunnel end
    text = text.replace("players = [3, 5]", "players = [\n  3,\n  5,\n]\n\n")  # laid out by hand
    path = tmp_path / "hand-written.toml"
    path.write_text(text)
    expected = [(p.line, p.message) for p in check_file(str(path))]
    assert expected
    scene = edit(driver, path)
    assert [(p.line, p.message) for p in scene.problems.review.problems] == expected


# --- Tactrics: the hexagon and the par ----------------------------------------------------


def test_tactrics_hexagon_is_painted_by_mouse(driver):
    scene = edit(driver, LEVELS / "tactrics-snakes/puzzles/01-first-bite.toml")
    driver.key(pygame.K_2)  # yellow head
    driver.click(cell(scene, (5, 2)))
    assert scene.model.board.token((5, 2)) == "Yh"
    driver.key(pygame.K_z, mod=CTRL)
    assert scene.model.board.token((5, 2)) != "Yh"


def test_solve_for_par_proves_a_small_puzzle(driver):
    scene = edit(driver, LEVELS / "tactrics-snakes/puzzles/01-first-bite.toml")
    driver.click_button("Solve for par")
    if scene.par.job is not None:  # a one-move puzzle is often solved within the click
        scene.par.job.wait(20)
    driver.step()
    assert scene.par.job is None and scene.notice.startswith("par 1 (proven shortest")
    assert scene.model.proven[scene.model.board.rows] == 1


def test_solve_for_par_shows_depth_and_positions_as_it_works(driver, app):
    scene = edit(driver, LEVELS / "tactrics-snakes/puzzles/32-genius.toml")
    driver.click_button("Solve for par")
    job = scene.par.job
    for _ in range(2000):
        if job.progress is not None:
            break
        pygame.time.wait(5)
    assert app.busy  # frames are drawn while it works, so the panel follows it
    driver.step()
    words = job.describe()
    assert "depth" in words and "positions searched" in words
    shown = [words for words, _ in scene.problems.lines()]
    assert any("depth" in words and "positions searched" in words for words in shown)
    driver.click_button("Cancel")
    assert scene.par.job is None  # what it ruled out is kept, and the proven par stands
    assert scene.notice.startswith("solver cancelled: no solution in fewer than ")
    assert scene.notice.endswith(" moves") and "not proven" not in scene.notice


def test_an_unproven_par_is_saved_as_not_proven_and_listed_so(driver, app):
    from game.tactrics.levels import level_from_document as tactrics_level
    from game.tactrics.puzzle_scene import par_words

    scene = new_level(driver, "New Tactrics Snakes puzzle")
    driver.key(pygame.K_1)
    driver.click(cell(scene, (0, 0)))
    target = user_levels_dir() / "tactrics-snakes" / "unsolved.toml"
    driver.key(pygame.K_s, mod=CTRL)
    driver.pick_file(target)
    assert target.is_file()
    level = tactrics_level(load_toml(target))
    assert level.par_proven is False and par_words(level) == "par not proven"
    shipped = tactrics_level(load_toml(LEVELS / "tactrics-snakes/puzzles/05-coil.toml"))
    assert par_words(shipped) == f"par {shipped.par}"


def test_a_start_layout_made_a_puzzle_gets_a_par_to_find_and_back_again_none(driver):
    scene = new_level(driver, "New Tactrics Snakes start layout")
    assert scene.model.data["name"] == "My layout"  # not "My puzzle"
    driver.click_button("Level details")
    driver.click_element(scene.buttons["lvl:mode:+1"])  # Mode: puzzle
    assert scene.model.data["mode"] == "puzzle"
    assert scene.par.line()[0] == "Par 1 (not proven: Solve for par)"
    assert not any("par" in found.text for found in scene.problems.findings)
    driver.click_button("Board")
    driver.key(pygame.K_1)  # a red snake of a head alone: solved as it is
    driver.click(cell(scene, (0, 0)))
    driver.click_button("Solve for par")  # it runs: the puzzle has a par to find
    if scene.par.job is not None:
        scene.par.job.wait(20)
    driver.step()
    assert scene.notice.startswith("par 0 (proven shortest")
    driver.click_button("Level details")
    driver.click_element(scene.buttons["lvl:mode:+1"])  # back to a start layout
    assert "par" not in scene.model.data and "par_proven" not in scene.model.data
    assert not any("par" in found.text for found in scene.problems.findings)
    driver.key(pygame.K_z, mod=CTRL)
    driver.step()
    assert scene.notice == "Undid: the level's Mode, back to puzzle"  # par comes with it
    assert scene.model.data["par"] == 0


# a designer's puzzle: par 6, proven (the editor's proof for this very board)
PAR_SIX = """format = 1
game = "tactrics-snakes"
name = "Mine"
mode = "puzzle"
par = 6
par_proof = "4a1461026cecfc32"
rows = [
  ". . . . . . .",
  ". . . Rh Rt Rt . . .",
  ". . . . . . . . . . .",
  ". . . . Bh Bt . . . . .",
  ". . . . . . . . .",
  ". . . . . . .",
]
"""


def test_a_par_the_solver_shows_too_low_is_a_problem_and_not_saved_as_a_par(driver):
    path = user_levels_dir() / "tactrics-snakes" / "mine.toml"
    path.parent.mkdir(parents=True)
    path.write_text(PAR_SIX)
    scene = edit(driver, path)
    assert scene.par.line()[0] == "Par 6: proven shortest"
    driver.key(pygame.K_2)  # a yellow head on towers 7, 11, 12
    driver.click(cell(scene, (8, 2)))
    driver.click(scene.palette.rects[2].center)  # a lone red tail by 13, 17
    driver.click(cell(scene, (1, 4)))
    fine = [text for text, _ in scene.problems.lines() if text.startswith("No problems")]
    assert fine and "par is not proven" in fine[0]  # not a bare green "no problems"
    driver.click_button("Solve for par")
    job = scene.par.job
    for _ in range(4000):  # it rules out 6 moves within a second or two (60 s find none)
        if job.ruled_out() > 6:
            break
        pygame.time.wait(5)
    driver.click_button("Cancel")
    least = scene.model.ruled_out[scene.model.board.rows]
    assert scene.notice == (
        f"solver cancelled: no solution in fewer than {least} moves, so par 6 is too low; "
        "this puzzle may be impossible"
    )
    driver.step()
    shown = [text for text, _ in scene.problems.lines()]
    assert shown[1] == f"Par 6 is too low: no solution in fewer than {least} moves"
    assert not any(text.startswith("No problems") for text in shown)
    assert any("par 6 is too low" in found.text for found in scene.problems.findings)
    driver.key(pygame.K_s, mod=CTRL)
    saved = load_toml(path).data
    assert saved["work_in_progress"] is True and saved["par_proven"] is False
    assert "par_proof" not in saved  # the old proof is not kept beside the old par
    assert len(check_file(str(path))) == 1  # validate: "a work in progress …"


# --- layout -------------------------------------------------------------------------------


def editors() -> list:
    return [game.editor() for game in all_games() if game.editor is not None]


@pytest.mark.parametrize(
    "size", [(800, 600), (960, 600), (1024, 600), (1000, 625), (1366, 768), (1920, 1080)]
)
def test_the_editor_lays_out_at_every_window_size(size):
    app = App(headless=True, size=size)
    for editing in editors():
        scene = EditorScene(app, EditorModel.new(editing))
        app.clear_to(scene)
        app.step()
        window = pygame.Rect((0, 0), size)
        board = scene.board_rect
        assert board.width > 150 and board.height > 150, (editing.title, board)
        help_top = size[1] - scene.frame.help_height
        assert board.bottom <= help_top
        for key, button in scene.buttons.items():
            assert window.contains(button.rect), (editing.title, key)
            assert not button.rect.colliderect(board), (editing.title, key)
            assert button.rect.bottom <= help_top, (editing.title, key)
        for rect in scene.palette.rects:
            assert rect.bottom <= help_top and not rect.colliderect(board), editing.title
            assert window.contains(rect), editing.title
        font = app.font(13)
        assert all(font.size(row)[0] <= size[0] - 20 for row in scene.frame.help_rows())


@pytest.mark.parametrize("size", [(800, 600), (960, 600), (1366, 768)])
def test_every_palette_label_is_whole_and_distinct(size):
    app = App(headless=True, size=size)
    for editing in editors():
        scene = EditorScene(app, EditorModel.new(editing))
        app.clear_to(scene)
        app.step()
        font = app.font(13)
        labels = [scene.palette.label(index) for index in range(len(editing.palette))]
        assert len(set(labels)) == len(labels), labels
        for label, rect in zip(labels, scene.palette.rects, strict=True):
            room = rect.width - (rect.height - 4) - 10
            assert font.size(label)[0] <= room, (editing.title, label)


# --- monkeys and help ---------------------------------------------------------------------


def test_monkey_over_the_editor(app):
    rng = random.Random(2)
    for path in ("social-snake/practice-tunnels.toml", "tactrics-snakes/start-2p.toml"):

        def reopen(host: App, level: str = path) -> None:
            host.start(EditorScene(host, load_model(str(LEVELS / level))))

        reopen(app)
        monkey(app, 150, rng, reopen)


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


def test_the_editor_never_imports_a_game_package():
    """game/editor asks each game through its GameInfo / LevelEditing, never by import."""
    checkout = Path(__file__).resolve().parents[1]
    packages = [name for name in GAME_PACKAGES]
    offenders = [
        f"{path.name}: {package}"
        for path in sorted((checkout / "game" / "editor").glob("*.py"))
        for package in packages
        if f"{package}." in path.read_text(encoding="utf-8")
        or f"from {package} import" in path.read_text(encoding="utf-8")
    ]
    assert offenders == []
