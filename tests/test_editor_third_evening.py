"""What a third designer's evening with the editor found (issue 30, scored 7), driven in the
window as a designer drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from test_editor_second_evening import drawn_texts

from game.app import App
from game.core.paths import LEVELS
from game.editor.scene import EditorScene, load_model
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

CTRL = pygame.KMOD_CTRL


def window(size: tuple[int, int] = (1366, 768)) -> Driver:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def edit(driver: Driver, level: str) -> EditorScene:
    driver.app.push(EditorScene(driver.app, load_model(str(LEVELS / level))))
    driver.step()
    scene = driver.app.top
    assert isinstance(scene, EditorScene)
    return scene


def cell(scene: EditorScene, where) -> tuple[int, int]:
    assert scene.view is not None
    return scene.view.cell_rect(where).center


# --- status lines and undo ------------------------------------------------------------------


def test_a_notice_goes_at_the_next_change_of_the_level():
    driver = window()
    scene = edit(driver, "social-snake/classic.toml")
    driver.click_button("Remove")
    assert "removed" in scene.notice
    driver.key(pygame.K_7)
    driver.click(cell(scene, (1, 1)))
    driver.step()
    assert scene.notice == ""  # "grid removed" is no news once the designer paints on


def test_undo_of_a_change_on_another_grid_shows_that_grid_and_says_so():
    driver = window()
    scene = edit(driver, "social-snake/classic.toml")
    driver.click_button("Grid >")
    assert scene.model.board.name == "B"
    driver.key(pygame.K_7)
    driver.click(cell(scene, (1, 1)))
    driver.click_button("< Grid")
    assert scene.model.board.name == "A"
    driver.key(pygame.K_z, mod=CTRL)
    driver.step()
    assert scene.model.board.name == "B"  # the undone cell is in view
    assert scene.notice == 'Undid: B2 of grid "B"'


def test_undo_of_a_level_value_says_it_is_on_the_level_tab():
    driver = window()
    scene = edit(driver, "social-snake/classic.toml")
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["field:players"], "4-12")
    assert scene.model.data["players"] == [4, 12]
    driver.click_button("Board")
    driver.key(pygame.K_z, mod=CTRL)
    driver.step()
    assert scene.model.data["players"] == [3, 13]
    # the value it had back named, not only the setting
    assert scene.notice == ("Undid: the level's Players, back to 3-13 (on the Level details tab)")
    driver.key(pygame.K_z, mod=CTRL | pygame.KMOD_SHIFT)
    driver.step()
    assert scene.notice.startswith("Redid: the level's Players, to 4-12")


def test_undo_and_redo_of_a_renamed_grid_say_its_name_not_the_files_data():
    driver = window()
    scene = edit(driver, "social-snake/classic.toml")
    driver.click_button("Level details")
    driver.replace_text(scene.side.entries["rename"], "D")
    assert scene.model.board.name == "D"
    driver.key(pygame.K_z, mod=CTRL)
    driver.step()
    assert scene.model.board.name == "A"
    assert scene.notice == 'Undid: grid "D"\'s name back to "A"'  # not "the level's grids, {…}"
    driver.key(pygame.K_z, mod=CTRL | pygame.KMOD_SHIFT)
    driver.step()
    assert scene.notice == 'Redid: grid "A"\'s name to "D"'


def test_the_stats_of_the_grid_in_view_come_first():
    driver = window((800, 600))
    scene = edit(driver, "social-snake/classic.toml")
    driver.click_button("Board")
    driver.click_button("Grid >")
    driver.click_button("Grid >")
    driver.step()
    assert scene.model.board.name == "C"
    listed = [text for text, _, _ in scene.problems.list_lines()]
    assert listed[0].startswith("No problems") and listed[1].startswith("Grid C: ")
    assert listed[2].strip().startswith("from ")  # its likely starts with it


# --- players as the game seats them ---------------------------------------------------------


def test_social_players_take_only_what_the_game_seats_and_say_why():
    from game.social_snake.level_editing import EDITOR_PLAYERS
    from game.social_snake.scene import SEAT_RANGE

    assert EDITOR_PLAYERS[1] == SEAT_RANGE[1]  # the most the setup seats
    driver = window()
    scene = edit(driver, "social-snake/classic.toml")
    driver.click_button("Level details")
    entry = scene.side.entries["field:players"]
    driver.click_element(entry)
    assert any("3 to 13" in text for text, _ in scene.problems.head_lines())  # while typed
    driver.replace_text(entry, "2-20")
    assert scene.model.data["players"] == [3, 13]  # refused, nothing changed
    assert "2 to 13" in scene.notice and "a match seats 3 to 13" in scene.notice
    driver.replace_text(scene.side.entries["field:players"], "2-2")
    assert scene.model.data["players"] == [2, 2]  # a season's Death Match duel


# --- a paste cut at the board's edge --------------------------------------------------------


def test_a_paste_past_the_boards_edge_says_how_much_was_cut():
    driver = window()
    scene = edit(driver, "social-snake/classic.toml")  # grid A is 15×15
    driver.key(pygame.K_t, mod=CTRL)  # the Select tool
    driver.drag([cell(scene, (0, 0)), cell(scene, (1, 1)), cell(scene, (2, 2))])
    driver.key(pygame.K_c, mod=CTRL)
    driver.move(cell(scene, (13, 14)))
    driver.key(pygame.K_v, mod=CTRL)
    driver.step()
    words = "pasted 2×1 of the 3×3 copied cells at N15: 7 cells cut off at the board's "
    assert scene.notice == words + "right and bottom edges"
    assert any(text == scene.notice for text, _ in scene.problems.head_lines())


# --- coordinate labels when zoomed ----------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_labels_along_a_zoomed_canvas_are_never_under_14_px(size):
    from game.core.coords import column_letters
    from game.ui.layout_record import LAYOUT, TEXT

    driver = window(size)
    scene = edit(driver, "snek/arenas/maze.toml")  # 31×31
    letters = {column_letters(column) for column in range(31)}
    checked = 0
    for zoom in range(1, 7):
        driver.key(pygame.K_EQUALS, mod=CTRL)
        LAYOUT.on = True
        try:
            driver.app.tick([], 1 / 60)  # one frame drawn, its texts recorded
            labels = [
                item
                for item in LAYOUT.drawn
                if item.kind == TEXT
                and item.text in letters
                and item.rect.top == scene.canvas.area.top
            ]
        finally:
            LAYOUT.on = False
            LAYOUT.drawn.clear()
        if scene.view.board.top >= scene.canvas.area.top:
            continue  # the board's own labels are in view
        checked += 1
        assert labels, f"zoom step {zoom}: the letters of the columns in view are drawn"
        assert all(item.size >= 14 for item in labels)
        lefts = sorted((item.rect for item in labels), key=lambda rect: rect.left)
        assert all(a.right <= b.left for a, b in pairwise(lefts))  # none touch
    assert checked >= 3


# --- the title line at 800×600 --------------------------------------------------------------


@pytest.mark.parametrize("name", ["classic.toml", "a-very-long-name-for-a-level-file-indeed.toml"])
def test_at_800_by_600_the_title_keeps_all_grids_whole(name, tmp_path):
    level = tmp_path / name
    level.write_text((LEVELS / "social-snake" / "classic.toml").read_text())
    driver = window((800, 600))
    driver.app.push(EditorScene(driver.app, load_model(str(level))))
    driver.step()
    driver.key(pygame.K_w, mod=CTRL)  # every grid side by side
    title = drawn_texts(driver)[0]
    assert title.startswith("Social Snake — ") and "all grids" in title, title
    assert driver.app.font(20, True).size(title)[0] <= 800 - 20


def test_the_editors_help_page_covers_every_game_with_an_editor():
    from game.games import all_games
    from game.ui.howto import editor_page

    _, text = editor_page()
    for game in all_games():
        if game.editor is not None:
            assert game.title in text, game.title


def test_undo_of_a_missions_target_names_the_field_mission_and_tab():
    driver = window()
    scene = edit(driver, "bugcatcher/house-of-larks.toml")
    driver.click_button("Missions")
    while scene.model.data["missions"][scene.side.records.index]["name"] != "Roaming Fox":
        driver.click_button("Next >")
    driver.click(cell(scene, (1, 1)))  # a target for the central node: B2
    assert scene.model.data["missions"][scene.side.records.index]["targets"] == ["B2"]
    driver.click_button("Level")
    driver.key(pygame.K_z, mod=CTRL)
    driver.step()
    assert scene.notice == 'Undid: the Targets of mission "Roaming Fox" (on the Missions tab)'


def test_edges_stats_name_spaces_by_the_cells_the_canvas_letters():
    """The canvas letters the platform A, B, C…; the game numbers its spaces 1, 2, 3…: the
    stats say both, so 'start: space 5' is found on the canvas (cell E)."""
    driver = window()
    driver.click_button("Level editor")
    driver.click_button("New Double-edged Edges level")
    driver.step(2)
    texts = [text for text, _, _ in driver.app.top.problems.list_lines()]
    assert "Spaces 1-9 (cells A-I): 5 3 2 1 0 1 2 3 5" in texts
    assert "Start: space 5 (cell E), worth 0" in texts
