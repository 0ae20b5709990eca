"""What a new designer found in the editor in round five (issue 30), driven in the
window as a player drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

import re

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


def test_a_saved_copy_of_a_shipped_puzzle_keeps_its_proven_par_in_the_editor_and_the_list():
    from game.core.paths import user_levels_dir
    from game.ui.layout_record import LAYOUT

    driver = sized_driver((1366, 768))
    scene = edit(driver, LEVELS / "tactrics-snakes" / "puzzles" / "13-triangle.toml")
    assert scene.par.line()[0] == "Par 3: proven shortest"
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)  # a shipped file: Save offers a copy
    copy = user_levels_dir() / "tactrics-snakes" / "13-triangle.toml"
    assert driver.dialog_path() == str(copy)
    driver.pick_file()  # the copy as proposed (typing a path costs a listing per key)
    driver.step(2)
    assert copy.is_file() and scene.model.path == str(copy)
    assert scene.par.line()[0] == "Par 3: proven shortest"  # the same position, still proven
    assert "par_proven = false" not in copy.read_text()
    # a copy made by hand, byte for byte, is proven in the puzzle list too
    (copy.parent / "hand-copy.toml").write_bytes(
        (LEVELS / "tactrics-snakes" / "puzzles" / "13-triangle.toml").read_bytes()
    )
    driver.click_button("Back")
    while not isinstance(driver.app.top, MainMenuScene):
        driver.click_button("Back")
    driver.click_button("Tactrics Snakes")
    driver.click_button("Puzzles")
    driver.click_button("Yours 0/2")
    for key in (pygame.K_DOWN, pygame.K_LEFT):  # each of the two copies in turn
        driver.key(key)
        assert driver.app.top.focus_key.startswith("puzzle"), driver.app.top.focus_key
        LAYOUT.on = True
        try:
            driver.app.tick([], 1 / 60)
            texts = [item.text for item in LAYOUT.drawn if item.kind == "text"]
        finally:
            LAYOUT.on = False
        assert not any("not proven" in text.lower() for text in texts), texts
        assert any("par 3" in text.lower() for text in texts), texts


def test_a_fast_brush_drag_paints_every_cell_between_the_points_the_mouse_was_seen_at():
    from game.editor.model import line_cells

    driver = sized_driver((1366, 768))
    scene = edit(driver, LEVELS / "snek" / "arenas" / "open.toml")
    before = scene.model.board
    corners = [(2, 2), (12, 7), (12, 1)]  # three samples of a quick zigzag
    driver.drag([scene.view.cell_rect(cell).center for cell in corners])
    driver.step()
    board = scene.model.board
    painted = {cell for cell in board.cells() if board.token(cell) != before.token(cell)}
    wanted = set(line_cells((2, 2), (12, 7))) | set(line_cells((12, 7), (12, 1)))
    assert len(wanted) == 17
    assert painted == wanted  # no gaps between the samples, nothing else
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)  # the stroke is one step back
    driver.step()
    assert scene.model.board.rows == before.rows


def test_real_problems_come_before_repair_notes_which_go_once_the_board_is_changed(tmp_path):
    text = (LEVELS / "snek" / "duel-pit.toml").read_text()
    full = '  ". . . . . . . . . . . . . .",\n'
    short = '  ". . . . . . . . . . . . .",\n'
    text = text.replace(full, short).replace('name = "Duel: Four Pillars"', 'name = ""')
    path = tmp_path / "repaired.toml"
    path.write_text(text)
    driver = sized_driver((800, 600))
    scene = edit(driver, path)
    driver.step()

    def listed() -> list[str]:
        return [words for words, _, _ in scene.problems.list_lines()]

    def notes() -> list[str]:
        return [words for words in listed() if "padded with" in words]

    assert len(notes()) >= 6  # every short row repaired, said
    problem = next(i for i, words in enumerate(listed()) if '"name"' in words and "empty" in words)
    assert problem < listed().index(notes()[0])  # the real problem first, in view
    assert listed()[0].endswith("(click one, or F8):")
    driver.key(pygame.K_w)  # a wall painted: the board the notes described is gone
    driver.click(scene.view.cell_rect((1, 1)).center)
    driver.step()
    assert notes() == []
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)  # back to the board as repaired
    driver.step()
    assert len(notes()) >= 6


def test_esc_at_restore_that_draft_keeps_the_draft_and_asks_again_next_time():
    import time

    from game.editor.autosave import draft_text, drafts_dir, find_drafts
    from game.editor.scene import EditorHomeScene
    from game.ui.dialogs import ConfirmScene

    text = (LEVELS / "tactrics-snakes" / "start-2p.toml").read_text()
    drafts_dir().mkdir(parents=True, exist_ok=True)
    (drafts_dir() / "draft-left.toml").write_text(
        draft_text("tactrics-snakes", None, text, time.time())
    )
    driver = sized_driver((800, 600))
    driver.click_button("Level editor")
    driver.step(2)
    offer = driver.app.top
    assert isinstance(offer, ConfirmScene) and "Restore that draft?" in offer.question
    assert offer.no.text == "Discard"  # no key of its own: Esc does not throw work away
    assert "Esc: keep it, ask again later" in offer.enter_words()
    for key in (pygame.K_ESCAPE, pygame.K_n):
        driver.key(key)
        driver.step(2)
        assert isinstance(driver.app.top, EditorHomeScene)
        assert len(find_drafts()[0]) == 1  # kept
        driver.click_button("Back")
        driver.click_button("Level editor")
        driver.step(2)
        assert isinstance(driver.app.top, ConfirmScene)  # asked again
    driver.click_button("Discard")  # only a click on Discard discards
    assert find_drafts()[0] == []


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_two_own_levels_of_one_name_are_told_apart_by_their_file_names(size):
    from game.core.paths import user_levels_dir
    from game.ui.setup import SetupScene

    folder = user_levels_dir() / "social-snake"
    folder.mkdir(parents=True, exist_ok=True)
    text = (LEVELS / "social-snake" / "classic.toml").read_text()
    text = re.sub(r'(?m)^name = ".*"$', 'name = "Wilhelmina Woods"', text, count=1)
    for file in ("woods.toml", "woods-2.toml"):
        (folder / file).write_text(text)
    driver = sized_driver(size)
    driver.click_button("Social Snake")
    setup = driver.app.top
    assert isinstance(setup, SetupScene)
    if size == (800, 600):
        driver.click_button("Level & options »")  # a page of its own on a small screen
    names = [level.name for level in setup.levels if "Wilhelmina" in level.name]
    assert sorted(names) == [
        "Wilhelmina Woods, woods-2.toml (yours)",
        "Wilhelmina Woods, woods.toml (yours)",
    ]
    while not any("woods" in b.text for b in driver.buttons()):
        driver.click_button("More below")
    shown = [b.text for b in driver.buttons() if "Wilhelmina" in b.text]
    assert shown and all("woods" in text and not text.endswith("…") for text in shown), shown
