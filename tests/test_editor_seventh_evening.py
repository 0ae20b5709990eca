"""What a seventh designer's evening with the editor found (scored 7 against Tiled), driven
in the window as a designer drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from editor_window_helpers import edit, levels, listed, menu_driver, open_the_dialog
from pygame_gui.windows import UIConfirmationDialog

from game.app import App
from game.core.paths import LEVELS, user_levels_dir
from game.editor.home import EditorHomeScene
from game.editor.recent import recent_path, remember
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

CLASSIC = LEVELS / "social-snake" / "classic.toml"


@pytest.fixture
def driver() -> Driver:
    return menu_driver()


@pytest.fixture(autouse=True)
def pointer_back():
    """The pointer goes back to the corner, so that no later test finds it resting here."""
    yield
    pygame.mouse.set_pos((0, 0))


def rest_on(driver: Driver, pos: tuple[int, int]) -> None:
    """The mouse moved to `pos` and rested there long enough for a tool tip (SDL's pointer
    set too: pygame-gui reads it for hovering)."""
    pygame.mouse.set_pos(pos)
    driver.move(pos)
    driver.step(3, dt=0.6)


def move_away(driver: Driver) -> None:
    pygame.mouse.set_pos((2, 2))
    driver.move((2, 2))


# --- a greyed-out button still says why -----------------------------------------------------


def test_greyed_out_zoom_plus_shows_its_tip_saying_it_is_at_the_most(driver):
    scene = edit(driver, LEVELS / "social-snake" / "classic.toml")
    for _ in range(12):
        driver.key(pygame.K_EQUALS, mod=pygame.KMOD_CTRL)
    driver.step()
    zoom_in = scene.buttons["zoom:+1"]
    assert not zoom_in.is_enabled
    rest_on(driver, zoom_in.rect.center)
    assert zoom_in.tool_tip is not None and zoom_in.tool_tip.alive()
    words = zoom_in.tool_tip.text_block.html_text
    assert "as far as it goes" in words and "400 %" in words
    assert zoom_in.drawable_shape.active_state.state_id == "disabled"  # still looks greyed
    driver.click(zoom_in.rect.center)  # and a click still does nothing
    assert scene.canvas.describe(keys=False) == "zoom 400 %"
    move_away(driver)
    assert zoom_in.tool_tip is None


# --- a clicked button's tip never covers what the click shows -------------------------------


def test_a_clicked_buttons_tip_stays_away_until_the_pointer_leaves_it(driver):
    driver.click_button("Level editor")
    driver.click_button("New Social Snake level")  # nothing painted: generated at once
    scene = driver.app.top
    generate = scene.buttons["generate"]
    rest_on(driver, generate.rect.center)
    assert generate.tool_tip is not None  # resting on it shows what it does
    driver.click(generate.rect.center)
    driver.step(5, dt=0.6)  # the pointer rests on it after the click
    assert scene.model.dirty  # the apples are generated …
    assert generate.tool_tip is None  # … and no tip covers the board and its stats
    move_away(driver)
    driver.step()
    rest_on(driver, generate.rect.center)
    assert generate.tool_tip is not None  # back on it later: the tip again


# --- the file dialog: the kit's Delete question, folders marked ----------------------------


def test_delete_in_the_file_dialog_asks_the_kits_question_and_enter_keeps_the_file(driver):
    folder = levels(user_levels_dir() / "mine", "park.toml", "old.toml")
    open_the_dialog(driver)
    driver.type_text("/mine/old.toml")
    driver.step()
    dialog = driver.file_dialog()
    driver.click_button("Delete…")
    question = driver.app.top
    assert isinstance(question, ConfirmScene)  # styled as every question, not pygame-gui's
    assert question.question.startswith("Delete old.toml? It holds a Social Snake level")
    assert not any(isinstance(e, UIConfirmationDialog) for e in driver.elements())
    assert not dialog.visible  # hidden under the question
    driver.key(pygame.K_RETURN)  # Enter is the safe answer: Keep
    driver.step()
    assert (folder / "old.toml").exists()
    assert driver.file_dialog().visible and "old.toml" in listed(driver)
    driver.click_button("Delete…")
    driver.key(pygame.K_y)
    driver.step()
    assert not (folder / "old.toml").exists()
    assert driver.file_dialog().visible and listed(driver) == ["park.toml"]
    assert driver.file_dialog().file_path_text_line.is_focused


def test_a_shipped_level_is_never_deleted_from_the_file_dialog(driver):
    open_the_dialog(driver)
    driver.replace_text(driver.file_dialog().file_path_text_line, str(CLASSIC), finish=False)
    driver.click_button("Delete…")
    assert isinstance(driver.app.top, MessageScene)
    driver.key(pygame.K_RETURN)
    driver.step()
    assert CLASSIC.exists() and driver.file_dialog().visible


def test_folders_are_marked_with_a_slash_and_listed_first(driver):
    folder = levels(user_levels_dir() / "mine", "a-level.toml")
    (folder / "zoo").mkdir()
    open_the_dialog(driver)
    driver.type_text("/mine/")
    driver.step()
    assert listed(driver) == ["zoo/", "a-level.toml"]
    rows = [item["button_element"] for item in driver.file_dialog().file_selection_list.item_list]
    assert rows[0].font is not rows[1].font  # and drawn unlike a file (bold)
    row_rect = rows[0].rect
    driver.click(row_rect.center)
    driver.click(row_rect.center)  # a double-click opens the folder
    driver.step()
    assert Path(driver.dialog_path()).resolve() == (folder / "zoo").resolve()


# --- recent files: a shipped level and its copy told apart, each path once ------------------


def test_recent_files_tell_a_shipped_level_from_its_copy_and_list_a_path_once(driver):
    shipped = LEVELS / "social-snake" / "islands.toml"
    copy = user_levels_dir() / "social-snake" / "islands.toml"
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text(shipped.read_text())
    recent_path().parent.mkdir(parents=True, exist_ok=True)
    twice = [str(copy), str(copy.parent / ".." / "social-snake" / "islands.toml")]
    recent_path().write_text(f"files = {twice!r}\n".replace("'", '"'))  # an older list
    remember(str(shipped))
    driver.click_button("Level editor")
    home = driver.app.top
    assert isinstance(home, EditorHomeScene) and home.recent is not None
    labels = [item.label for item in home.recent.items]
    assert labels == [
        "islands.toml · shipped levels/social-snake",
        "islands.toml · your levels/social-snake",
    ]
    driver.click_element(home.recent.buttons[1])
    driver.step()
    assert driver.app.top.model.path == str(copy.resolve())


def test_two_recent_files_alike_in_short_show_their_whole_folders(driver, tmp_path):
    first, second = tmp_path / "a" / "maps" / "snek", tmp_path / "b" / "maps" / "snek"
    for folder in (first, second):
        folder.mkdir(parents=True)
        (folder / "pit.toml").write_text((LEVELS / "snek" / "duel-pit.toml").read_text())
        remember(str(folder / "pit.toml"))
    driver.click_button("Level editor")
    labels = [item.label for item in driver.app.top.recent.items]
    assert labels == [f"pit.toml · {second.resolve()}", f"pit.toml · {first.resolve()}"]


# --- at 800x600 a setting's value shows where it is cycled ------------------------------------


def small_window() -> Driver:
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def shown_whole(button) -> bool:
    return button.visible and button.font.size(button.text)[0] < button.rect.width


def test_at_800x600_the_antisocial_variation_shows_on_the_board_tab_as_it_is_cycled():
    driver = small_window()
    scene = edit(driver, LEVELS / "antisocial-snake" / "variations.toml")
    driver.click_button("Board")
    variation = driver.button("Variation: theme >")
    assert shown_whole(variation) and shown_whole(driver.button("Twist cap: 3 >"))
    seen = []
    for _ in range(len(scene.editing.settings[0].values)):
        driver.click_element(variation)
        seen.append(scene.model.board.settings["variation"])
        assert variation.text == f"Variation: {seen[-1]} >" and shown_whole(variation)
    assert "elemental" in seen  # the longest value, whole too
    driver.click_element(scene.buttons["set:variation:-1"])
    assert variation.text == f"Variation: {seen[-2]} >"
    driver.click_button("Level")
    assert shown_whole(driver.button("Per round: 2 >"))


# --- the Bugcatcher board as the game draws it ----------------------------------------------


def test_the_bugcatcher_editor_board_is_drawn_as_the_games_board(driver):
    from game.bugcatcher.draw import CELL_FILL, CORNER_DOT, BugBoard
    from game.bugcatcher.geometry import Board

    scene = edit(driver, LEVELS / "bugcatcher" / "house-of-larks.toml")
    driver.click_button("Missions")
    driver.step()
    view = scene.view
    screen = driver.app.screen
    game = pygame.Surface(screen.get_size())
    BugBoard(Board(view.columns, view.rows), view.rect, driver.app.font).draw(game)
    assert game.get_at(view.cell_rect((2, 3)).center)[:3] == CELL_FILL
    left, top = view.board.topleft
    points = [view.cell_rect((c, r)).center for c in range(view.columns) for r in range(view.rows)]
    points += [
        (left + c * view.cell_size, top + r * view.cell_size)
        for c in range(view.columns + 1)
        for r in range(view.rows + 1)
    ]
    assert screen.get_at(points[-1])[:3] == CORNER_DOT  # a corner dot, as in the game
    assert [screen.get_at(p) for p in points] == [game.get_at(p) for p in points]


def test_zoom_plus_clicked_to_its_most_says_why_while_the_pointer_rests_on_it(driver):
    scene = edit(driver, LEVELS / "social-snake" / "classic.toml")
    zoom_in = scene.buttons["zoom:+1"]
    rest_on(driver, zoom_in.rect.center)
    for _ in range(12):  # clicked until it greys out, the pointer never leaving it
        driver.click(zoom_in.rect.center)
    driver.step(3, dt=0.6)
    assert not zoom_in.is_enabled
    assert zoom_in.tool_tip is not None
    assert "as far as it goes" in zoom_in.tool_tip.text_block.html_text


def test_the_delete_question_says_an_antisocial_snake_level(driver):
    folder = levels(user_levels_dir() / "mine")
    (folder / "embers.toml").write_text((LEVELS / "antisocial-snake/practice.toml").read_text())
    open_the_dialog(driver)
    driver.type_text("/mine/embers.toml")
    driver.step()
    driver.click_button("Delete…")
    assert driver.app.top.question.startswith("Delete embers.toml? It holds an Antisocial Snake")


def test_at_800x600_the_saved_notice_shows_over_a_bugcatcher_missions_stats():
    from game.editor.problems import lines_height

    mine = user_levels_dir() / "bugcatcher" / "larks.toml"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text((LEVELS / "bugcatcher" / "house-of-larks.toml").read_text())
    driver = small_window()
    scene = edit(driver, mine)
    driver.click_button("Missions")
    driver.click_element(scene.side.entries["record:reward"])
    driver.type_text("4")  # the reward is now 64: a change to save
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.step()
    assert scene.notice.startswith("saved larks.toml")
    panel = scene.problems
    head = panel.head_lines()
    assert any(text == scene.notice for text, _ in head)
    font, width = panel._font(), panel._area().width
    before = lines_height(head[: head.index((scene.notice, head[-1][1]))], font, width)
    assert panel.head_height(head) >= before + font.get_linesize()  # "saved larks.toml (in …"
