"""What a new designer found in the editor after the ninth evening (issue 30), driven in the
window as a player drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from editor_window_helpers import edit

from game.app import App
from game.core.paths import LEVELS
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene


def sized_driver(size: tuple[int, int]) -> Driver:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def big_grid(folder: Path) -> Path:
    """A Social Snake level of one 26×26 grid whose apples run 1..9 along each row."""
    text = (LEVELS / "social-snake" / "classic.toml").read_text()
    row = " ".join(str(1 + column % 9) for column in range(26))
    rows = ",\n".join(f'  "{row}"' for _ in range(26))
    head = text[: text.index("[grids.")]
    path = folder / "big.toml"
    path.write_text(head + f"[grids.A]\nrows = [\n{rows}\n]\n")
    return path


def ink_in(surface: pygame.Surface, rect: pygame.Rect, ink: tuple[int, int, int]) -> int:
    return sum(
        tuple(surface.get_at((x, y)))[:3] == ink
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_a_26_by_26_grid_shows_its_apple_counts_and_names_the_cell_under_the_pointer(
    tmp_path, size
):
    driver = sized_driver(size)
    scene = edit(driver, big_grid(tmp_path))
    driver.step(2)
    view = scene.view
    assert view is not None and (view.columns, view.rows) == (26, 26)
    assert view.text and view.text_font().point_size >= 12  # never under 12 px
    cell = (4, 2)  # E3: 5 apples
    box = view.cell_rect(cell)
    from game.social_snake.draw import APPLE_TEXT  # the game's ink for a pile's number

    assert ink_in(driver.app.screen, box, APPLE_TEXT) >= 6  # its number's ink is drawn
    driver.move(box.center)
    driver.step()
    assert scene.frame.status() == "E3 holds 5 apples (under the pointer)"


def name_entry(driver: Driver):
    from pygame_gui.elements import UITextEntryLine

    entries = [e for e in driver.elements() if isinstance(e, UITextEntryLine) and e.visible]
    return next(e for e in entries if e.get_text().startswith("Islands"))


def test_no_fields_whole_text_is_drawn_over_the_save_dialog():
    driver = sized_driver((800, 600))
    scene = edit(driver, LEVELS / "social-snake" / "islands.toml")
    driver.click_button("Level")
    driver.replace_text(name_entry(driver), "Islands: the Snake Eyes Archipelago")  # scrolls
    driver.step(2)
    entry = name_entry(driver)
    driver.move(entry.rect.center)
    driver.step(2)
    assert driver.app.whole_text_shown == entry.get_text()  # offered while nothing is over it
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.step(2)
    assert scene.files.modal
    assert driver.app.whole_text_shown != entry.get_text()  # the dialog's own texts only
    assert driver.app.whole_text_shown in (None, driver.dialog_path())


def label_rects(view) -> list[pygame.Rect]:
    """Where the board's column letters and row numbers are drawn (their glyphs' boxes)."""
    font = view._label_font()
    rects = []
    for words, centre in view.column_labels():
        rects.append(font.render(words, True, (255, 255, 255)).get_rect(center=centre))
    for row in range(view.rows):
        y = view.board.top + (row + 0.5) * view.cell_size
        label = font.render(str(row + 1), True, (255, 255, 255))
        rects.append(label.get_rect(midright=(view.board.left - 3, y)))
    return rects


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_all_grids_frames_the_chosen_grid_without_covering_its_letters_and_numbers(size):
    from game.ui import theme

    driver = sized_driver(size)
    scene = edit(driver, LEVELS / "social-snake" / "islands.toml")
    driver.key(pygame.K_w, mod=pygame.KMOD_CTRL)
    driver.step(2)
    view = scene.canvas.views[0]
    screen = driver.app.screen
    assert ink_in(screen, view.board.inflate(4, 4), theme.ACCENT) > 0  # the frame is drawn
    for rect in label_rects(view):
        assert ink_in(screen, rect, theme.ACCENT) == 0, rect


@pytest.mark.parametrize(("size", "name"), [((800, 600), "W" * 16), ((1366, 768), "W" * 16)])
def test_a_16_letter_name_shows_whole_in_the_name_fields(size, name):
    from pygame_gui.elements import UITextEntryLine

    from game.ui.widgets import entry_room

    driver = sized_driver(size)
    scene = edit(driver, LEVELS / "social-snake" / "islands.toml")
    driver.click_button("Level")
    driver.replace_text(name_entry(driver), name)
    driver.step(2)
    entries = [e for e in driver.elements() if isinstance(e, UITextEntryLine) and e.visible]
    shown = next(e for e in entries if e.get_text() == name)
    assert shown.font.size(name)[0] <= entry_room(shown)
    assert scene.model.data["name"] == name
    labels = [rect for _, rect in scene.side.labels.values()]
    for entry in entries:
        assert entry.rect.collidelist(labels) < 0  # every label beside or above, clear


def test_a_long_path_in_the_error_dialog_breaks_between_folders_only():
    from editor_window_helpers import open_the_dialog

    from game.core.paths import user_levels_dir
    from game.ui.dialogs import MessageScene

    folder = user_levels_dir() / "tactrics-snakes" / "a-rather-long-folder-name-here"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "wrong-game.toml"
    path.write_text('format = 1\ngame = "chess"\nname = "Nope"\n')
    driver = sized_driver((800, 600))
    open_the_dialog(driver)
    driver.pick_file(path)
    driver.step(2)
    top = driver.app.top
    assert isinstance(top, MessageScene)
    rows = [text for text, _ in top.log._rows]
    assert any("wrong-game.toml:2" in row for row in rows), rows  # the file's name whole
    pathed = [row for row in rows if "/" in row and "wrong-game" not in row]
    assert pathed and all(row.endswith("/") for row in pathed), rows


def shown_levels(setup) -> list[str]:
    return [c.key for c in setup.form.controls if c.key[:5] == "level" and c.key[5:].isdigit()]


def test_the_800x600_level_list_uses_its_room_and_offers_no_empty_scroll_button():
    from game.ui.setup import SetupScene

    driver = sized_driver((800, 600))
    driver.click_button("Social Snake")
    setup = driver.app.top
    assert isinstance(setup, SetupScene)
    driver.click_button("Level & options »")
    assert setup.level_first == 0
    words = [button.text for button in driver.buttons()]
    assert not any(text.startswith("More above") for text in words), words
    assert any(text.startswith("More below") for text in words), words
    assert len(shown_levels(setup)) >= 3  # the row "More above (0)" took goes to a level
    seen = set(shown_levels(setup))
    pygame.mouse.set_pos(driver.button(next(w for w in words if "More below" in w)).rect.center)
    driver.wheel(pygame.mouse.get_pos(), -1)  # one step of the wheel: a level more in view
    assert set(shown_levels(setup)) - seen
    seen |= set(shown_levels(setup))
    while any(text.startswith("More below") for text in (b.text for b in driver.buttons())):
        driver.click_button("More below")
        seen |= set(shown_levels(setup))
    assert seen == {f"level{index}" for index in range(len(setup.levels))}


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_snek_start_length_is_greyed_with_its_reason_then_a_click_and_7_make_it_7(size):
    driver = sized_driver(size)
    scene = edit(driver, LEVELS / "snek" / "arenas" / "open.toml")
    if "Board" in [button.text for button in driver.buttons()]:
        driver.click_button("Board")
    driver.step()
    side = scene.side
    entry = side.entries["cell:0"]
    assert scene.cursor == (0, 0) and not entry.is_enabled  # A1 holds no start
    assert "cell:0" in side.greyed and "a start's head" in " ".join(side.greyed["cell:0"][0])
    for _ in range(5):
        driver.key(pygame.K_RIGHT)
    for _ in range(6):
        driver.key(pygame.K_DOWN)
    driver.step()
    assert scene.cursor == (5, 6)  # F7: start 1's head
    assert entry.is_enabled and entry.get_text() == "5"
    driver.click(entry.rect.center)
    driver.step(2)
    driver.type_text("7")
    driver.key(pygame.K_RETURN)
    assert scene.model.data["starts"][0]["length"] == 7


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_a_16_letter_puzzle_name_is_whole_in_the_list_and_its_facts_lead_the_details(size):
    from game.core.paths import user_levels_dir
    from game.ui.layout_record import LAYOUT

    folder = user_levels_dir() / "tactrics-snakes"
    folder.mkdir(parents=True, exist_ok=True)
    text = (LEVELS / "tactrics-snakes" / "puzzles" / "03-two-heads.toml").read_text()
    name = "W" * 16
    text = text.replace('name = "Two heads"', f'name = "{name}"').replace("par = 2", "par = 5")
    (folder / "mine.toml").write_text(text)
    driver = sized_driver(size)
    driver.click_button("Tactrics Snakes")
    driver.click_button("Puzzles")
    driver.click_button("Yours 0/1")
    label = next(b.text for b in driver.buttons() if name in b.text)
    assert label == f"01 {name} (yours)"  # whole, not "01 WWWWWWWWWWWWWW…"
    driver.key(pygame.K_DOWN)
    LAYOUT.on = True
    try:
        driver.app.tick([], 1 / 60)
        texts = [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    assert any(text.startswith("Par not proven") for text in texts), texts
    assert not any(text.endswith("…") for text in texts), texts


def test_esc_in_a_field_says_the_old_value_was_kept():
    driver = sized_driver((1366, 768))
    scene = edit(driver, LEVELS / "social-snake" / "islands.toml")
    driver.click_button("Level details")
    entry = name_entry(driver)
    driver.click(entry.rect.center)
    driver.type_text("xyz")
    driver.key(pygame.K_ESCAPE)
    assert scene.model.data["name"] == "Islands: Snake Eyes Archipelago"
    assert scene.notice == "Name kept its old value (Islands: Snake Eyes Archipelago)"


def test_reopening_a_work_in_progress_says_so(tmp_path):
    from game.core.fields import WORK_IN_PROGRESS

    text = (LEVELS / "social-snake" / "classic.toml").read_text()
    path = tmp_path / "later.toml"
    path.write_text(f"{WORK_IN_PROGRESS} = true\n" + text)
    driver = sized_driver((1366, 768))
    scene = edit(driver, path)
    assert scene.notice.startswith("reopened a work in progress")


def test_rounds_from_a_hand_typed_minus_2_go_to_the_least_value(tmp_path):
    text = (LEVELS / "social-snake" / "classic.toml").read_text()
    assert "rounds_per_phase = 5" in text
    path = tmp_path / "odd.toml"
    path.write_text(text.replace("rounds_per_phase = 5", "rounds_per_phase = -2"))
    driver = sized_driver((1366, 768))
    scene = edit(driver, path)
    driver.click_button("Level details")
    driver.click_button("Rounds: -2 >")
    assert scene.model.data["rounds_per_phase"] == 1


def test_back_from_an_editor_opened_by_the_edit_command_goes_to_the_editors_home():
    from game.editor.scene import EditorHomeScene, EditorScene, command_line_editor

    app = App(headless=True, size=(1366, 768))
    app.start(command_line_editor(app, str(LEVELS / "social-snake" / "islands.toml")))
    driver = Driver(app)
    driver.step()
    assert isinstance(app.top, EditorScene)
    driver.click_button("Back")
    assert isinstance(app.top, EditorHomeScene) and app.running
    driver.click_button("Back")
    assert isinstance(app.top, MainMenuScene) and app.running


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_solved_boxs_answers_keep_clear_of_their_buttons_edges(size):
    from test_editor_eighth_evening import FIRST_BITE, solve_by_hint

    from game.ui.widgets import BUTTON_PADDING

    driver = sized_driver(size)
    edit(driver, FIRST_BITE)
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    driver.step(2)
    solve_by_hint(driver)
    solved = driver.app.top
    for button in (solved.yes, solved.no):
        assert button.font.size(button.text)[0] + 2 * BUTTON_PADDING <= button.rect.width
    assert solved.yes.text == "Back to the editor (Enter)"
