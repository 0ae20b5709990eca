"""Issue 21, game night: Continue lists every unfinished match of every game (and unfinished
seasons), newest first; each row resumes its match or is put aside (moved, never deleted);
a save that cannot be read is a row with its problem; a long list scrolls."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.saves import level_copy_path, list_matches, saves_dir, set_aside_dir
from game.games import all_games
from game.ui.continue_list import ContinueScene, row_words
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

GAMES = [game for game in all_games() if game.tour_screens is not None]


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    return app


def start_a_match(app: App, game) -> Path:
    """The game's setup screen with its first choices, Start pressed: the new save."""
    before = {entry.path for entry in list_matches(saves_dir())}
    screens = game.tour_screens()
    setup = next(name for name in screens if name.endswith("-setup"))
    screens[setup](app)
    app.step()
    Driver(app).click_button("Start")
    (new,) = [entry.path for entry in list_matches(saves_dir()) if entry.path not in before]
    return new


def open_continue(app: App) -> ContinueScene:
    """A fresh main menu, Continue clicked, every row described."""
    app.clear_to(MainMenuScene(app))
    app.step()
    Driver(app).click_button("Continue")
    assert isinstance(app.top, ContinueScene)
    for _ in range(200):
        if not any(row.waiting for row in app.top.rows):
            break
        app.step()
    assert not any(row.waiting for row in app.top.rows)
    return app.top


def row_button(app: App, path: Path, column: str = "row"):
    scene = app.top
    index = next(i for i, row in enumerate(scene.rows) if row.path == path)
    scene.focus_row(index)
    return next(c.element for c in scene.form.controls if c.key == f"{column}{index}")


def test_every_games_unfinished_match_is_listed_and_each_resumes(app):
    saves = {game.game_id: start_a_match(app, game) for game in GAMES}
    app.clear_to(MainMenuScene(app))  # leaving the last match saves it once more
    app.step()
    for age, path in enumerate(saves.values()):
        os.utime(path, (time.time() - age, time.time() - age))
    Driver(app).button(f"Continue ({len(GAMES)})")  # the count on the menu
    scene = open_continue(app)
    assert [row.path for row in scene.rows] == list(saves.values())  # newest first
    for game, row in zip(GAMES, scene.rows, strict=True):
        assert row.label.startswith(time.strftime("%Y-%m-%d", time.localtime())), row
        assert f"· {game.title} ·" in row.label and not row.problems, row
        assert "won by" not in row.label  # how far it is, not a winner
    for game in GAMES:
        open_continue(app)
        Driver(app).click_element(row_button(app, saves[game.game_id]))
        resumed = app.stack[1]  # in the list's place, above the menu
        assert not isinstance(resumed, ContinueScene | MessageScene), game.game_id
        assert resumed.session.path == saves[game.game_id]


def test_put_aside_asks_then_moves_the_save_and_the_list_updates(app):
    kept, aside = start_a_match(app, GAMES[0]), start_a_match(app, GAMES[-1])
    open_continue(app)
    driver = Driver(app)
    driver.click_element(row_button(app, aside, "aside"))
    assert isinstance(app.top, ConfirmScene) and str(set_aside_dir()) in app.top.question
    driver.click_button("Keep")
    assert aside.exists() and len(app.top.rows) == 2
    driver.click_element(row_button(app, aside, "aside"))
    driver.click_button("Put aside")
    assert not aside.exists() and not level_copy_path(aside).exists()
    moved = set_aside_dir() / aside.name
    assert moved.is_file() and level_copy_path(moved).is_file()
    assert isinstance(app.top, MessageScene)
    assert any(str(moved) in line for line in app.top.log.lines)
    driver.key(pygame.K_RETURN)
    assert isinstance(app.top, ContinueScene)
    assert [row.path for row in app.top.rows] == [kept]


def test_a_save_put_aside_twice_under_one_name_keeps_both(app):
    first = start_a_match(app, GAMES[0])
    text = first.read_text(encoding="utf-8")
    for _ in range(2):
        open_continue(app)
        Driver(app).keys(pygame.K_DELETE, pygame.K_RETURN)  # put aside, and yes
        assert not first.exists()
        first.write_text(text, encoding="utf-8")  # the same name again (a copy put back)
    names = sorted(path.name for path in set_aside_dir().glob("*.toml"))
    assert len([name for name in names if not name.endswith(".level.toml")]) == 2


def test_hostile_saves_are_rows_with_their_problem_and_never_stop_the_list(app):
    good = start_a_match(app, GAMES[0])
    broken = saves_dir() / "broken.toml"
    broken.write_text('format = 1\ngame = "social-snake"\nlevel = [oops\n', encoding="utf-8")
    unknown = saves_dir() / "chess-1.toml"
    unknown.write_text('format = 1\ngame = "chess"\nlevel = "x.toml"\n', encoding="utf-8")
    (saves_dir() / "dangling.toml").symlink_to(saves_dir() / "nowhere.toml")
    scene = open_continue(app)
    words = {row.path.name: row_words(row) for row in scene.rows}
    assert "broken.toml:3" in words["broken.toml"]
    assert 'chess-1.toml:2: no game called "chess"' in words["chess-1.toml"]
    assert words["dangling.toml"].startswith("Cannot be continued: ")
    assert not [row for row in scene.rows if row.path == good][0].problems
    Driver(app).click_element(row_button(app, broken))
    assert isinstance(app.top, MessageScene)
    assert any(f"{broken}:3" in line for line in app.top.log.lines)
    assert any(str(set_aside_dir()) in line for line in app.top.log.lines)


def test_a_save_its_game_refuses_becomes_a_row_with_the_refusal(app, monkeypatch):
    save = start_a_match(app, GAMES[0])
    open_continue(app)
    level = level_copy_path(save)
    level.write_text("rows = [oops\n", encoding="utf-8")  # the level copy breaks meanwhile
    Driver(app).click_element(row_button(app, save))
    assert isinstance(app.top, MessageScene) and app.top.title.endswith("cannot be continued")
    Driver(app).key(pygame.K_RETURN)
    (row,) = app.top.rows
    assert row.problems and save.exists()  # listed with why, nothing lost


def test_a_long_list_scrolls_with_keys_and_the_wheel():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    save = start_a_match(app, GAMES[0])
    now = time.time()
    copies = [save]
    for number in range(14):
        copy = saves_dir() / f"{save.stem}-{number}.toml"
        shutil.copy(save, copy)
        shutil.copy(level_copy_path(save), level_copy_path(copy))
        os.utime(copy, (now - 10 - number, now - 10 - number))
        copies.append(copy)
    scene = open_continue(app)
    assert len(scene.rows) == 15 and scene.per_page < 15
    shown = [c.key for c in scene.form.controls if c.key.startswith("row")]
    assert len(shown) == scene.per_page
    driver = Driver(app)
    driver.key(pygame.K_END)
    assert scene.form.current.key == "row14" and scene.first == 15 - scene.per_page
    driver.key(pygame.K_HOME)
    assert scene.form.current.key == "row0" and scene.first == 0
    for _ in range(scene.per_page):
        driver.key(pygame.K_DOWN)
    assert scene.form.current.key == f"row{scene.per_page}" and scene.first == 1
    driver.wheel(scene.list_rect().center, -30)
    assert scene.first == 15 - scene.per_page
    focused = scene.rows[scene.focused_index()].path
    driver.key(pygame.K_RETURN)
    assert app.stack[1].session.path == focused


@pytest.fixture
def pointer_back():
    """The pointer goes back to the corner, so that no later test finds it resting here."""
    yield
    pygame.mouse.set_pos((0, 0))


def test_the_arrows_move_the_highlight_under_a_resting_pointer_and_enter_takes_it(
    app, pointer_back
):
    games = [game for game in all_games() if game.tour_screens is not None][:3]
    saves = [start_a_match(app, game) for game in games]
    scene = open_continue(app)
    assert len(scene.rows) == 3
    driver = Driver(app)
    resting = row_button(app, scene.rows[1].path)
    pygame.mouse.set_pos(resting.rect.center)  # SDL's pointer, which pygame-gui reads
    driver.move(resting.rect.center)  # the pointer moves onto the middle row and rests there
    driver.step(3)
    assert scene.form.current.key == "row1"
    driver.key(pygame.K_UP)
    driver.step(3)
    assert scene.form.current.key == "row0"  # the highlight moved, the pointer still there
    driver.key(pygame.K_RETURN)
    assert app.stack[1].session.path == scene.rows[0].path
    assert scene.rows[0].path in saves
