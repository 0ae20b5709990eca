"""What an eighth designer's evening with the editor found (scored 7), driven in the window as
a designer drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest
from editor_window_helpers import edit, menu_driver

from game.core.paths import LEVELS, user_data_dir, user_levels_dir
from game.editor.scene import EditorScene
from game.ui.driver import Driver


@pytest.fixture
def driver() -> Driver:
    return menu_driver()


FIRST_BITE = LEVELS / "tactrics-snakes" / "puzzles" / "01-first-bite.toml"


def solve_by_hint(driver: Driver) -> None:
    """H asks for a hint, Enter plays it (a par-1 puzzle is then solved); the success box
    opens once the turn's sweep has ended."""
    from game.tactrics.puzzle_scene import SolvedScene

    driver.key(pygame.K_h)
    for _ in range(400):
        driver.step()
        if driver.app.top.hint is not None:
            break
        time.sleep(0.01)  # the hint's solver works in a thread
    driver.key(pygame.K_RETURN)
    for _ in range(200):
        driver.step(dt=0.05)
        if isinstance(driver.app.top, SolvedScene):
            return
    raise AssertionError("the puzzle was not solved")


def test_a_solved_puzzle_play_test_offers_the_editor_or_again_and_keeps_nothing(driver):
    scene = edit(driver, FIRST_BITE)
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    driver.step(2)
    playing = driver.app.top
    solve_by_hint(driver)
    solved = driver.app.top
    assert "Next" not in solved.question and "pack" not in solved.question
    assert solved.labels == ("Back to the editor", "Play again")
    driver.key(pygame.K_ESCAPE)  # Play again
    driver.step(2)
    assert driver.app.top is playing and playing.session.moves == 0
    assert not playing.session.solved
    assert playing.trial and "Starter" not in playing.title
    solve_by_hint(driver)
    assert "Every puzzle" not in driver.app.top.question
    driver.key(pygame.K_RETURN)  # Back to the editor
    driver.step(2)
    assert driver.app.top is scene and isinstance(scene, EditorScene)
    assert not (user_data_dir() / "tactrics-puzzles.toml").exists()
    assert not list(user_data_dir().rglob("*puzzle*"))


# --- a par typed by hand is not "proven" ----------------------------------------------------

TWO_HEADS = LEVELS / "tactrics-snakes" / "puzzles" / "03-two-heads.toml"  # par 2


def hand_typed_par(folder: Path) -> Path:
    """A player's puzzle whose par was typed into the file by hand: 5 (the real par is 2)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "mine.toml"
    path.write_text(TWO_HEADS.read_text().replace("par = 2\n", "par = 5\n"))
    return path


def yours(name: str):
    from game.tactrics.puzzle import load_pack

    return next(level for level in load_pack() if level.path.endswith(name))


def test_a_par_typed_by_hand_is_never_called_proven_until_the_solver_proves_it(driver):
    from game.tactrics.puzzle_scene import par_words

    path = hand_typed_par(user_levels_dir() / "tactrics-snakes")
    assert par_words(yours("mine.toml")) == "par not proven"  # the Yours pack
    scene = edit(driver, path)
    assert scene.par.line()[0] == "Par 5 (not proven: Solve for par)"
    driver.click_button("Solve for par")
    if scene.par.job is not None:
        scene.par.job.wait(20)
    driver.step()
    assert scene.par.line()[0] == "Par 2: proven shortest"
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.step()
    assert "par_proof" in path.read_text() and "par_proven" not in path.read_text()
    assert par_words(yours("mine.toml")) == "par 2"
    path.write_text(path.read_text().replace("par = 2\n", "par = 1\n"))  # by hand again
    assert par_words(yours("mine.toml")) == "par not proven"


def test_a_shipped_puzzle_opened_as_shipped_keeps_its_proven_par(driver):
    scene = edit(driver, TWO_HEADS)
    assert scene.par.line()[0] == "Par 2: proven shortest"


# --- a click on a Tactrics problem goes to its triangle -------------------------------------


def test_a_click_on_a_tactrics_problem_goes_to_the_triangle_it_names(driver, tmp_path):
    path = tmp_path / "qq.toml"
    path.write_text(
        FIRST_BITE.read_text().replace('".  .  .  .  .  .  .",', '".  .  .  Qq .  .  .",', 1)
    )
    scene = edit(driver, path)
    driver.step(2)
    said = next(rect for rect, found in scene.problems.hits if "Qq" in found.text)
    assert "A4" in scene.problems.findings[0].text
    driver.click(said.center)
    driver.step()
    assert scene.cursor == (3, 0)  # row A, its 4th triangle
    assert scene.model.board.token(scene.cursor) == "Qq"


# --- Snek: the start length takes digits and says its range ---------------------------------


def type_length(driver: Driver, scene: EditorScene, text: str) -> None:
    entry = scene.side.entries["cell:0"]
    driver.click_element(entry)
    driver.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    driver.key(pygame.K_DELETE)
    driver.type_text(text)


def test_the_snek_start_length_takes_digits_and_says_its_range_and_where(driver):
    scene = edit(driver, LEVELS / "snek" / "duel-pit.toml")
    assert scene.cursor == (0, 0)  # no start here: the field is greyed, and says why
    assert not scene.side.entries["cell:0"].is_enabled
    assert "a start's head" in " ".join(scene.side.greyed["cell:0"][0])
    driver.keys(*[pygame.K_RIGHT] * 2, *[pygame.K_DOWN] * 6)  # C7, the first start's head
    driver.step()
    assert scene.cursor == (2, 6)
    type_length(driver, scene, "3")
    assert "from 2 to 100" in scene.side.typing_hint()
    for typed, length in (("3", 3), ("7", 7), ("ab5", 7)):
        type_length(driver, scene, typed)
        driver.key(pygame.K_RETURN)
        driver.step()
        assert scene.model.data["starts"][0].get("length") == length
    assert "a whole number from 2 to 100" in scene.notice
    assert scene.side.entries["cell:0"].get_text() == "7"
