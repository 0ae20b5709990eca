"""What a second designer's evening with the editor found (after issue 30), driven in the
window as a designer drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UITooltip

from game.app import App
from game.core.paths import LEVELS
from game.editor.autosave import drafts_dir
from game.editor.model import SYMMETRIES
from game.editor.recent import recent_path, remember
from game.editor.scene import EditorHomeScene, EditorScene, load_model
from game.tactrics.puzzle import progress_path
from game.tactrics.puzzle_scene import PuzzleScene
from game.ui.dialogs import ChoiceScene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.widgets import BUTTON_PADDING

LEVEL_OF = {
    "social": "social-snake/classic.toml",
    "antisocial": "antisocial-snake/variations.toml",
    "tactrics": "tactrics-snakes/start-4p.toml",
}


def window(size: tuple[int, int]) -> Driver:
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


def visible(driver: Driver, text: str) -> bool:
    return any(button.text == text and button.visible for button in driver.buttons())


# --- 1. the canvas gets the room first ----------------------------------------------------


@pytest.mark.parametrize("game", sorted(LEVEL_OF))
@pytest.mark.parametrize("size", [(800, 600), (1024, 600)])
def test_in_a_small_window_the_tools_and_paints_fold_into_a_tab(size, game):
    """At 800×600 the board was 200 px wide between two columns. The tools and paints are
    now the right column's Paint tab: the canvas has more than half the width, and painting
    is a click on a paint and a click on the board, as before."""
    driver = window(size)
    scene = edit(driver, LEVEL_OF[game])
    assert scene.board_rect.width > size[0] // 2
    assert scene.board_rect.left < 20  # no left column
    assert visible(driver, "Brush") and visible(driver, "Paint")
    driver.click_button("Board")  # the board's size and settings instead
    assert not visible(driver, "Brush") and scene.palette.rects == []
    driver.click_button("Paint")
    assert visible(driver, "Brush")
    # a paint is clicked in the tab, then a cell on the board: the cell takes it
    driver.step()
    target = (5, 2)
    token = scene.model.board.token(target)
    paint = next(i for i, e in enumerate(scene.editing.palette) if e.apply(token) != token)
    driver.click(scene.palette.rects[paint].center)
    assert scene.palette.index == paint
    if scene.editing.view is None:
        driver.click(scene.view.cell_rect(target).center)
    else:
        driver.click(scene.art.game_view.centre(target))
    assert scene.model.board.token(target) == scene.editing.palette[paint].apply(token)


def test_a_wide_window_keeps_the_tools_column():
    driver = window((1366, 768))
    scene = edit(driver, LEVEL_OF["social"])
    assert not visible(driver, "Paint") and visible(driver, "Brush")
    assert scene.board_rect.left > 200 and scene.palette.rects[0].right < scene.board_rect.left


# --- 3. no tool tip over a dialog, one tip at a time ---------------------------------------


def tips(driver: Driver) -> list[UITooltip]:
    sprites = driver.app.ui.get_sprite_group().sprites()
    return [element for element in sprites if isinstance(element, UITooltip) and element.alive()]


def test_a_paints_tip_due_when_the_save_dialog_opens_never_shows_over_it():
    """The designer rested on a paint and pressed Ctrl+S: the paint's tip came up a moment
    later over the file dialog."""
    driver = window((1366, 768))
    scene = edit(driver, LEVEL_OF["social"])
    driver.click(scene.view.cell_rect((2, 2)).center)  # a change: Save as asks where
    driver.move(scene.palette.rects[3].center)
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert scene.files.modal
    driver.step(60, dt=1 / 60)  # a second: the tip was due after 0.6
    assert tips(driver) == []
    driver.key(pygame.K_ESCAPE)  # the dialog closed: tips come back where the pointer rests
    driver.move(scene.palette.rects[4].center)
    driver.step(60, dt=1 / 60)
    assert len(tips(driver)) == 1


def test_a_paints_tip_goes_when_a_question_covers_the_editor():
    driver = window((1366, 768))
    scene = edit(driver, LEVEL_OF["social"])
    driver.click(scene.view.cell_rect((2, 2)).center)
    driver.move(scene.palette.rects[3].center)
    driver.step(60, dt=1 / 60)
    assert len(tips(driver)) == 1
    driver.key(pygame.K_ESCAPE)  # unsaved changes: Leave the editor?
    assert driver.app.top is not scene
    driver.step(60, dt=1 / 60)
    assert tips(driver) == []


# --- 4. Esc on the home screen after Ctrl+N ------------------------------------------------


def test_esc_on_the_home_screen_after_ctrl_n_goes_back_to_the_level():
    """Ctrl+N then Esc showed the home screen again (a second one had replaced the editor;
    with `edit PATH` Esc closed the whole window). Esc now cancels the New: the level being
    edited is back as it was, unsaved change and all."""
    driver = window((1366, 768))
    driver.click_button("Level editor")
    driver.click_button("New Social Snake level")
    scene = driver.app.top
    driver.click(scene.view.cell_rect((2, 2)).center)
    text = scene.model.text()
    driver.key(pygame.K_n, mod=pygame.KMOD_CTRL)
    assert isinstance(driver.app.top, EditorHomeScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.app.top is scene and scene.model.text() == text and scene.model.dirty
    driver.key(pygame.K_n, mod=pygame.KMOD_CTRL)
    driver.click_button("Back")
    assert driver.app.top is scene


def test_esc_after_ctrl_n_in_an_editor_opened_by_the_edit_verb_keeps_the_window(tmp_path):
    driver = window((1024, 600))
    driver.app.clear_to(EditorScene(driver.app, load_model(str(LEVELS / LEVEL_OF["social"]))))
    driver.step()
    scene = driver.app.top
    driver.key(pygame.K_n, mod=pygame.KMOD_CTRL)
    driver.key(pygame.K_ESCAPE)
    assert driver.app.running and driver.app.top is scene


def test_a_new_level_chosen_after_ctrl_n_asks_about_the_unsaved_one_first():
    driver = window((1366, 768))
    driver.click_button("Level editor")
    driver.click_button("New Social Snake level")
    first = driver.app.top
    driver.click(first.view.cell_rect((2, 2)).center)
    driver.key(pygame.K_n, mod=pygame.KMOD_CTRL)
    driver.click_button("New Snek arena")
    assert isinstance(driver.app.top, ChoiceScene)  # Save, Discard or Cancel
    driver.click_button("Cancel")
    assert driver.app.top is first and first.model.dirty
    driver.key(pygame.K_n, mod=pygame.KMOD_CTRL)
    driver.click_button("New Snek arena")
    driver.click_button("Discard")
    second = driver.app.top
    assert isinstance(second, EditorScene) and second.editing.game_id == "snek"
    assert first not in driver.app.stack
    driver.key(pygame.K_ESCAPE)  # nothing changed: out to the editor's home, one screen
    assert isinstance(driver.app.top, EditorHomeScene)
    assert sum(isinstance(s, EditorHomeScene) for s in driver.app.stack) == 1


# --- 5. every file the editor writes ends with one newline --------------------------------


def shipped_levels() -> list[Path]:
    return sorted(
        path
        for path in LEVELS.rglob("*.toml")
        if "snek" not in path.parts or path.parent.name == "arenas"
    )


@pytest.mark.parametrize(
    "level",
    ["social-snake/islands.toml", "bugcatcher/house-of-larks.toml", "snek/arenas/maze.toml"],
)
def test_a_shipped_level_saved_unchanged_through_the_dialog_keeps_its_bytes(level, tmp_path):
    driver = window((1024, 600))
    edit(driver, level)
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)  # shipped: the dialog asks where
    target = tmp_path / "copy.toml"
    driver.pick_file(target)
    assert target.read_bytes() == (LEVELS / level).read_bytes()


@pytest.mark.parametrize("path", shipped_levels(), ids=lambda path: path.name)
def test_every_shipped_level_saved_unchanged_is_the_same_bytes(path, tmp_path):
    model = load_model(str(path))
    model.save(str(tmp_path / path.name))
    assert (tmp_path / path.name).read_bytes() == path.read_bytes()


@pytest.mark.parametrize(
    "ending", ["", "\n\n\n", "\n# the end", "\n# the end\n", "\n\n# notes\n\n# more\n\n"]
)
def test_a_file_is_written_with_one_final_newline_and_its_closing_comments(ending, tmp_path):
    """A file the designer wrote by hand without a final newline (or with blank lines or
    closing comments): saved from the editor it ends with one newline, comments kept."""
    source = (LEVELS / "social-snake/duel.toml").read_text().rstrip("\n")
    path = tmp_path / "duel.toml"
    path.write_text(source + ending)
    driver = window((1366, 768))
    driver.app.push(EditorScene(driver.app, load_model(str(path))))
    driver.step()
    scene = driver.app.top
    driver.click(scene.view.cell_rect((1, 1)).center)
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    text = path.read_text()
    assert text.endswith("\n") and not text.endswith("\n\n")
    closing = ending.rstrip("\n") if "#" in ending else ""
    assert text.endswith(f"]{closing}\n")


def test_every_new_level_is_saved_with_one_final_newline(tmp_path):
    driver = window((1366, 768))
    for game in ("Social Snake", "Snek", "Bugcatcher", "Double-edged Edges"):
        scene = driver.app.top
        driver.app.clear_to(MainMenuScene(driver.app))
        driver.step()
        driver.click_button("Level editor")
        driver.click_button(f"New {game}")
        scene = driver.app.top
        assert isinstance(scene, EditorScene)
        driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
        target = tmp_path / f"{scene.editing.game_id}.toml"
        driver.pick_file(target)
        text = target.read_text()
        assert text.endswith("\n") and not text.endswith("\n\n"), game


def test_the_editors_draft_and_recent_list_end_with_one_newline(tmp_path):
    driver = window((1366, 768))
    path = tmp_path / "duel.toml"
    path.write_text((LEVELS / "social-snake/duel.toml").read_text())
    driver.app.push(EditorScene(driver.app, load_model(str(path))))
    driver.step()
    scene = driver.app.top
    driver.click(scene.view.cell_rect((1, 1)).center)
    driver.app.clear_to(MainMenuScene(driver.app))  # the editor closes: its draft is kept
    written = [recent_path(), *drafts_dir().glob("*.toml")]
    assert len(written) == 2
    for file in written:
        text = file.read_text()
        assert text.endswith("\n") and not text.endswith("\n\n"), file


# --- 6. the Tactrics play-test names the level being tested -------------------------------


def drawn_texts(driver: Driver) -> list[str]:
    LAYOUT.on = True
    try:
        driver.app.tick([], 1 / 60)  # one frame drawn, its texts recorded
        return [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()


@pytest.mark.parametrize("puzzle", ["01-first-bite.toml", "09-long-body.toml"])
def test_a_puzzle_play_test_is_titled_with_the_level_and_saves_no_progress(puzzle):
    """Every puzzle play-test was headed "Regular 01" (its pack of one, by par); its moves
    were kept as those of "puzzle being edited" and resumed in the next play-test."""
    driver = window((1366, 768))
    scene = edit(driver, f"tactrics-snakes/puzzles/{puzzle}")
    name = scene.model.data["name"]
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    play = driver.app.top
    assert isinstance(play, PuzzleScene)
    texts = drawn_texts(driver)
    assert f"Play-test: {name}" in texts
    assert any(text.startswith("A play-test: nothing is saved") for text in texts)
    assert not any(text.startswith(("Starter", "Regular", "Hard", "Master")) for text in texts)
    for tower in range(1, 20):  # the first tower that may turn, turned by a click: one move
        x, y = play.view.tower_centre(tower)
        driver.click((int(x + 8), int(y)))  # the handle's right half: clockwise
        driver.step(30, dt=1 / 60)
        if play.session.moves:
            break
    assert play.session.moves == 1
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert not progress_path().exists()
    driver.app.clear_to(MainMenuScene(driver.app))
    edit(driver, "tactrics-snakes/puzzles/02-small-turn.toml")
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    assert driver.app.top.session.moves == 0  # nothing resumed from the other play-test


# --- what the designer tripped over ----------------------------------------------------------


def test_the_size_buttons_are_off_at_the_games_limits():
    """Narrower went on being clicked at Edges' smallest platform, doing nothing, silently."""
    driver = window((800, 600))
    driver.click_button("Level editor")
    driver.click_button("New Double-edged Edges level")
    scene = driver.app.top
    driver.click_button("Board")
    low, _ = scene.editing.size_range
    while scene.model.board.width > low:
        driver.click_button("Narrower")
    assert not driver.button("Narrower").is_enabled and driver.button("Wider").is_enabled
    driver.key(pygame.K_LEFT, mod=pygame.KMOD_ALT)  # the key is refused alike
    assert scene.model.board.width == low


def test_a_long_notice_leaves_the_problem_list_three_lines_above_the_keys_help():
    """At 800x600 'saved as a work in progress…' pushed the list over the keys' help."""
    driver = window((800, 600))
    driver.click_button("Level editor")
    driver.click_button("New Social Snake level")
    scene = driver.app.top
    driver.key(pygame.K_t)  # one end of a tunnel: a problem
    driver.click(scene.view.cell_rect((3, 3)).center)
    scene.notice = "saved as a work in progress (1 problem): " + "words " * 40
    texts = []
    LAYOUT.on = True
    try:
        driver.app.tick([], 1 / 60)
        texts = [item for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
    help_top = driver.app.size[1] - scene.frame.help_height
    listed = [item for item in texts if "tunnel T1" in item.text or "1 problem" in item.text]
    assert listed and all(item.rect.bottom <= help_top for item in listed)


def test_the_cursor_on_an_edge_cell_leaves_the_coordinate_labels_whole():
    """On a 6x6 board at 1366x768 the cursor's corner marks on A1 covered the row label 1."""
    driver = window((1366, 768))
    driver.click_button("Level editor")
    driver.click_button("New Antisocial Snake level")
    scene = driver.app.top
    view = scene.view
    labels = [  # the strip of row numbers left of the board, and of letters above it
        pygame.Rect(view.area.left, view.board.top, view.board.left - view.area.left - 4, 200),
        pygame.Rect(view.board.left, view.area.top, 200, view.board.top - view.area.top - 4),
    ]

    def strips() -> list[bytes]:
        driver.app.tick([], 1 / 60)
        screen = driver.app.screen
        return [pygame.image.tobytes(screen.subsurface(rect), "RGB") for rect in labels]

    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_DOWN)
    away = strips()  # the cursor on B2
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_UP)
    assert scene.cursor == (0, 0)
    assert strips() == away


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_symmetry_button_shows_every_symmetry_whole(size):
    """'Symmetry: mirror top-bottom' was cut in the 230 px column: its whole-text card and
    its tool tip then showed over each other."""
    driver = window(size)
    scene = edit(driver, LEVEL_OF["social"])
    button = scene.buttons["symmetry"]
    shown = []
    for _ in SYMMETRIES:
        text = button.text
        assert getattr(text, "whole", text) == text  # not shortened
        assert button.font.size(text)[0] <= button.rect.width - 2 * BUTTON_PADDING, text
        shown.append(text.removeprefix("Symmetry: ").lower())
        driver.key(pygame.K_m, mod=pygame.KMOD_CTRL)
    assert shown == list(SYMMETRIES)


def test_a_recent_file_whose_path_is_too_long_shows_it_whole_on_focus(tmp_path):
    """The recent list has the room its labels need; a folder too long even for that is
    the one text shortened ('…' in a file path), and the keyboard's focus shows it whole."""
    folder = tmp_path / ("a-very-long-folder-name-of-levels-made-on-a-long-evening" * 2)
    folder.mkdir()
    path = folder / "cliffs.toml"
    path.write_text((LEVELS / "social-snake/duel.toml").read_text())
    remember(str(path))
    remember(str(LEVELS / "social-snake/duel.toml"))
    driver = window((800, 600))
    driver.click_button("Level editor")
    home = driver.app.top
    assert isinstance(home, EditorHomeScene) and home.recent is not None
    labels = [button.text for button in home.recent.buttons]
    assert labels[0] == "duel.toml · shipped levels/social-snake"  # whole
    assert getattr(labels[1], "whole", "").startswith("cliffs.toml · ")  # shortened, free
    driver.key(pygame.K_RIGHT)  # the recent list, its first file
    assert driver.app.whole_text_shown is None
    driver.key(pygame.K_DOWN)
    driver.step()
    assert driver.app.whole_text_shown == labels[1].whole


@pytest.mark.parametrize("kind", ["reach", "shape", "colour"])
def test_a_missions_choices_show_whole_in_their_lists(kind):
    """Node and Rim share a line: in the button font 'central' showed as 'centr' and 'yes'
    lost its descender."""
    driver = window((800, 600))
    driver.click_button("Level editor")
    driver.click_button("New Bugcatcher level")
    driver.click_button("Missions")
    scene = driver.app.top
    driver.click_element(scene.side.menus["record:kind"])
    driver.click_button(kind)
    driver.step()
    for key, menu in scene.side.menus.items():
        field = scene.side.records.field(scene.model, key.partition(":")[2])
        for option in field.choices:
            shown = [b for b in driver.buttons() if b.text == menu.selected_option[0]]
            assert shown, key
            button = shown[0]
            width, height = button.font.size(option)
            assert width <= button.rect.width - 4 and height <= button.rect.height, (key, option)


def test_ctrl_l_goes_to_the_level_details_and_back_to_the_paints_in_a_small_window():
    driver = window((800, 600))
    scene = edit(driver, LEVEL_OF["social"])
    assert scene.side.tab == "paint"
    driver.key(pygame.K_l, mod=pygame.KMOD_CTRL)
    assert scene.side.tab == "level" and not visible(driver, "Brush")
    driver.key(pygame.K_l, mod=pygame.KMOD_CTRL)
    assert scene.side.tab == "paint" and visible(driver, "Brush")
