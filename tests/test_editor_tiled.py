"""The level editor's map-editor tools, driven as a designer uses them: real mouse and key
events posted to pygame's queue and delivered by the shell's own loop (dialogs included).

Selection with copy / cut / paste / delete / move (in a board, between grids, between levels),
zoom and pan, every board side by side, recent files, the autosaved draft offered back after
a crash, tool tips, and the symmetry followed by fill and the apple generator."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS
from game.editor.autosave import DRAFT_SECONDS, drafts_dir, find_drafts
from game.editor.recent import recent_path
from game.editor.scene import EditorHomeScene, EditorScene, load_model, open_editor
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, key_event

FRAME = 1 / 60
CTRL = pygame.KMOD_CTRL


def post(app: App, *events: pygame.event.Event, dt: float = FRAME) -> None:
    """Post the events to pygame's queue and let the shell's loop deliver them (one frame)."""
    for event in events:
        pygame.event.post(event)
    app.tick(pygame.event.get(), dt)


def keys(app: App, *pressed: int, mod: int = 0) -> None:
    for key in pressed:
        post(app, key_event(key, mod))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(app, *click_events(pos, button))


def move(app: App, pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def drag(app: App, start: tuple[int, int], end: tuple[int, int], button: int = 1) -> None:
    held = (1, 0, 0) if button == 1 else (0, 1, 0)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button, touch=False))
    move(app, end, held)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button, touch=False))


def centre(scene: EditorScene, cell) -> tuple[int, int]:
    return scene.view.cell_rect(cell).center


def tokens(board, left: int, top: int, width: int, height: int) -> list[list[str]]:
    return [
        [board.token((c, r)) for c in range(left, left + width)] for r in range(top, top + height)
    ]


@pytest.fixture
def app() -> App:
    app = App(headless=True, size=(1366, 768))
    pygame.event.clear()
    app.start(MainMenuScene(app))
    post(app)
    return app


def level_copy(tmp_path: Path, name: str = "social-snake/classic.toml") -> Path:
    target = tmp_path / "mine" / Path(name).name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(LEVELS / name, target)
    return target


def edit(app: App, path: Path) -> EditorScene:
    app.push(open_editor(app, str(path)))
    post(app)
    assert isinstance(app.top, EditorScene)
    return app.top


def select(app: App, scene: EditorScene, first, last) -> None:
    if scene.paint.tool != "select":
        keys(app, pygame.K_t, mod=CTRL)
    drag(app, centre(scene, first), centre(scene, last))


# --- selection, clipboard, move -----------------------------------------------------------------


def test_copy_and_paste_in_a_board_with_undo(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    model = scene.model
    before = model.board
    select(app, scene, (1, 1), (2, 2))
    assert scene.canvas.selection.describe() == "B2:C3"
    keys(app, pygame.K_c, mod=CTRL)
    move(app, centre(scene, (6, 7)))
    keys(app, pygame.K_v, mod=CTRL)
    assert tokens(model.board, 6, 7, 2, 2) == tokens(before, 1, 1, 2, 2)
    assert tokens(model.board, 1, 1, 2, 2) == tokens(before, 1, 1, 2, 2)
    assert scene.canvas.selection.describe() == "G8:H9"  # the pasted cells, ready to move
    keys(app, pygame.K_z, mod=CTRL)
    assert model.board == before
    keys(app, pygame.K_y, mod=CTRL)
    assert tokens(model.board, 6, 7, 2, 2) == tokens(before, 1, 1, 2, 2)


def test_cut_on_one_grid_and_paste_on_another(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    model = scene.model
    grid_a, grid_b = model.boards[0], model.boards[1]
    select(app, scene, (0, 0), (2, 1))
    keys(app, pygame.K_x, mod=CTRL)
    assert tokens(model.boards[0], 0, 0, 3, 2) == [["."] * 3] * 2
    keys(app, pygame.K_PAGEDOWN)
    assert model.board_index == 1 and scene.canvas.selection is None
    post(app)
    move(app, centre(scene, (4, 5)))
    keys(app, pygame.K_v, mod=CTRL)
    assert tokens(model.boards[1], 4, 5, 3, 2) == tokens(grid_a, 0, 0, 3, 2)
    keys(app, pygame.K_z, mod=CTRL)
    keys(app, pygame.K_z, mod=CTRL)
    assert model.boards[0] == grid_a and model.boards[1] == grid_b


def test_cells_copied_in_one_level_paste_into_a_new_level(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    copied = tokens(scene.model.board, 3, 3, 3, 3)
    select(app, scene, (3, 3), (5, 5))
    keys(app, pygame.K_c, mod=CTRL)
    keys(app, pygame.K_n, mod=CTRL)  # New: back to the editor's home screen
    home = app.top
    assert isinstance(home, EditorHomeScene)
    index = [item.label for item in home.menu.items].index("New Social Snake level")
    click(app, home.menu.buttons[index].rect.center)
    fresh = app.top
    assert isinstance(fresh, EditorScene) and fresh is not scene
    post(app)
    keys(app, pygame.K_v, mod=CTRL)  # at the cursor, A1
    assert tokens(fresh.model.board, 0, 0, 3, 3) == copied
    assert fresh.model.dirty


def test_cells_of_another_game_are_not_pasted(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    select(app, scene, (0, 0), (1, 1))
    keys(app, pygame.K_c, mod=CTRL)
    arena = edit(app, level_copy(tmp_path, "snek/arenas/open.toml"))
    before = arena.model.board
    keys(app, pygame.K_v, mod=CTRL)
    assert arena.model.board == before
    assert "social-snake" in arena.notice


def test_drag_and_nudges_move_cells_as_one_undo_step_without_eating_what_they_pass(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    model = scene.model
    before = model.board
    select(app, scene, (1, 1), (2, 2))
    drag(app, centre(scene, (1, 1)), centre(scene, (4, 1)))  # three cells right
    assert tokens(model.board, 4, 1, 2, 2) == tokens(before, 1, 1, 2, 2)
    assert tokens(model.board, 1, 1, 2, 2) == [["."] * 2] * 2
    assert tokens(model.board, 3, 1, 1, 2) == tokens(before, 3, 1, 1, 2)
    keys(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN)
    assert scene.canvas.selection.describe() == "G3:H4"
    assert tokens(model.board, 6, 2, 2, 2) == tokens(before, 1, 1, 2, 2)
    # The cells passed over on the way are as they were.
    assert tokens(model.board, 4, 1, 2, 1) == tokens(before, 4, 1, 2, 1)
    keys(app, pygame.K_z, mod=CTRL)
    assert model.board == before


def test_cells_moved_against_the_edge_stay_on_the_board(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    before = scene.model.board
    select(app, scene, (0, 0), (1, 1))
    keys(app, pygame.K_LEFT, pygame.K_UP)
    assert scene.canvas.selection.describe() == "A1:B2"
    assert scene.model.board == before
    drag(app, centre(scene, (0, 0)), centre(scene, (0, 14)))  # down past the bottom edge
    assert scene.canvas.selection.describe() == "A14:B15"
    assert tokens(scene.model.board, 0, 13, 2, 2) == tokens(before, 0, 0, 2, 2)


def test_delete_clears_to_the_games_blank_cell(app, tmp_path):
    scene = edit(app, level_copy(tmp_path, "antisocial-snake/practice.toml"))
    select(app, scene, (0, 0), (1, 1))
    keys(app, pygame.K_DELETE)
    assert tokens(scene.model.board, 0, 0, 2, 2) == [["w", "w"], ["w", "w"]]
    post(app)
    assert scene.problems.review.problems == []  # white tiles: still a level validate accepts


def new_social_level(app: App) -> EditorScene:
    app.push(open_editor(app))
    post(app)
    home_scene = app.top
    index = [item.label for item in home_scene.menu.items].index("New Social Snake level")
    click(app, home_scene.menu.buttons[index].rect.center)
    scene = app.top
    assert isinstance(scene, EditorScene)
    post(app)
    return scene


def test_a_pasted_tunnel_pair_gets_a_number_of_its_own(app):
    scene = new_social_level(app)
    keys(app, pygame.K_t)
    click(app, centre(scene, (0, 0)))
    click(app, centre(scene, (1, 0)))
    assert tokens(scene.model.board, 0, 0, 2, 1) == [["T1", "T1"]]
    select(app, scene, (0, 0), (1, 0))
    keys(app, pygame.K_c, mod=CTRL)
    move(app, centre(scene, (3, 3)))
    keys(app, pygame.K_v, mod=CTRL)
    move(app, centre(scene, (5, 6)))
    keys(app, pygame.K_v, mod=CTRL)
    post(app)
    board = scene.model.board
    assert tokens(board, 0, 0, 2, 1) == [["T1", "T1"]]
    assert tokens(board, 3, 3, 2, 1) == [["T2", "T2"]]
    assert tokens(board, 5, 6, 2, 1) == [["T3", "T3"]]
    assert scene.problems.review.problems == []


def test_space_then_shift_arrows_select_by_keys(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    keys(app, pygame.K_t, mod=CTRL)
    keys(app, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_SPACE)
    keys(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, mod=pygame.KMOD_SHIFT)
    assert scene.canvas.selection.describe() == "B2:D3"
    keys(app, pygame.K_ESCAPE)
    assert scene.canvas.selection is None and app.top is scene


# --- zoom, pan, overview ----------------------------------------------------------------------


def test_the_wheel_zooms_at_the_mouse_and_ctrl_0_shows_the_whole_board(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    size = scene.view.cell_size
    pos = centre(scene, (10, 3))
    move(app, pos)
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    post(app)
    assert scene.view.cell_size > size * 1.3
    assert scene.view.cell_at(pos) == (10, 3)  # the cell under the mouse stayed there
    assert "zoom 150 %" in scene.canvas.describe()
    # A click on a zoomed cell paints that cell.
    keys(app, pygame.K_g)
    click(app, centre(scene, (10, 3)))
    assert scene.model.board.token((10, 3)) == "G"
    keys(app, pygame.K_MINUS, mod=CTRL)
    post(app)
    assert "zoom 125 %" in scene.canvas.describe()
    keys(app, pygame.K_0, mod=CTRL)
    post(app)
    assert scene.view.cell_size == size and scene.canvas.describe() == ""


def test_middle_drag_and_space_drag_pan_the_zoomed_board(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    keys(app, pygame.K_EQUALS, pygame.K_EQUALS, pygame.K_EQUALS, mod=CTRL)  # 200 %
    post(app)
    cell = scene.view.cell_size
    pos = scene.board_rect.center
    under = scene.view.cell_at(pos)
    drag(app, pos, (pos[0] + 2 * cell, pos[1]), button=2)
    post(app)
    assert scene.view.cell_at(pos) == (under[0] - 2, under[1])
    before = scene.model.board
    post(app, key_event(pygame.K_SPACE))
    drag(app, pos, (pos[0], pos[1] + 3 * cell))
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    post(app)
    assert scene.view.cell_at(pos) == (under[0] - 2, under[1] - 3)
    assert scene.model.board == before  # panning painted nothing


def test_all_grids_side_by_side_a_click_picks_one_and_the_next_edits_it(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    model = scene.model
    click(app, scene.buttons["overview"].rect.center)
    post(app)
    views = scene.canvas.views
    assert sorted(views) == [0, 1, 2]
    rects = [views[i].board for i in range(3)]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert all(scene.board_rect.contains(rect) for rect in rects)
    keys(app, pygame.K_g)
    before = model.boards[2].token((4, 4))
    click(app, views[2].cell_rect((4, 4)).center)  # the first click only picks the grid
    assert model.board_index == 2 and model.boards[2].token((4, 4)) == before != "G"
    click(app, views[2].cell_rect((4, 4)).center)
    assert model.boards[2].token((4, 4)) == "G"
    keys(app, pygame.K_ESCAPE)
    assert not scene.canvas.overview and app.top is scene


# --- recent files ------------------------------------------------------------------------------


def home(app: App) -> EditorHomeScene:
    app.push(open_editor(app))
    post(app)
    assert isinstance(app.top, EditorHomeScene)
    return app.top


def test_recent_files_on_the_home_screen_missing_ones_marked(app, tmp_path):
    first, second = level_copy(tmp_path), level_copy(tmp_path, "snek/arenas/open.toml")
    edit(app, first)
    keys(app, pygame.K_ESCAPE)
    edit(app, second)
    keys(app, pygame.K_ESCAPE)
    screen = home(app)
    folders = ["/".join(path.parent.parts[-2:]) for path in (second, first)]
    labels = [f"open.toml · {folders[0]}", f"classic.toml · {folders[1]}"]
    assert [item.label for item in screen.recent.items] == labels
    keys(app, pygame.K_ESCAPE)
    first.unlink()
    screen = home(app)
    assert [item.label for item in screen.recent.items] == [labels[0], f"{labels[1]} (missing)"]
    click(app, screen.recent.buttons[1].rect.center)
    assert isinstance(app.top, MessageScene)
    keys(app, pygame.K_RETURN)
    assert [item.label for item in app.top.recent.items] == [labels[0]]
    # By keys: Right to the recent list, Enter opens it.
    keys(app, pygame.K_RIGHT, pygame.K_RETURN)
    assert isinstance(app.top, EditorScene) and app.top.model.path == str(second.resolve())


def test_recent_files_are_fresh_when_the_home_is_back_on_top(app, tmp_path):
    """Back from the editor to the same home screen: the level just opened is listed first
    (the list went stale after Back)."""
    level = level_copy(tmp_path)
    screen = home(app)
    assert screen.recent is None
    app.push(EditorScene(app, load_model(str(level))))
    post(app)
    keys(app, pygame.K_ESCAPE)
    assert app.top is screen
    assert [item.label.split(" · ")[0] for item in screen.recent.items] == ["classic.toml"]


def test_a_broken_recent_list_is_a_message_not_a_traceback(app):
    recent_path().parent.mkdir(parents=True, exist_ok=True)
    recent_path().write_text("files = [1, 2\n", encoding="utf-8")
    screen = home(app)
    assert screen.recent is None
    assert screen.recent_problems and "recent-levels.toml:" in screen.recent_problems[0]


# --- the autosaved draft -------------------------------------------------------------------------


def test_a_draft_is_kept_offered_after_a_crash_and_restored(app, tmp_path):
    path = level_copy(tmp_path)
    original = path.read_text(encoding="utf-8")
    scene = edit(app, path)
    keys(app, pygame.K_g)
    for cell in ((2, 2), (3, 3), (4, 4)):
        click(app, centre(scene, cell))
    post(app, dt=DRAFT_SECONDS + 0.1)
    drafts, _ = find_drafts(str(path))
    assert len(drafts) == 1 and drafts[0].file.parent == drafts_dir()
    expected = scene.model.text()
    assert drafts[0].text == expected
    assert path.read_text(encoding="utf-8") == original  # never written over the level
    # The crash: the app is dropped without any scene leaving or saving.
    del scene, app
    again = App(headless=True, size=(1366, 768))
    again.start(MainMenuScene(again))
    post(again)
    again.push(open_editor(again))
    post(again)
    offer = again.top
    assert isinstance(offer, ConfirmScene) and "classic.toml" in offer.question
    click(again, offer.yes.rect.center)  # Restore
    restored = again.top
    assert isinstance(restored, EditorScene)
    assert restored.model.text() == expected and restored.model.path == str(path)
    assert restored.model.dirty
    keys(again, pygame.K_s, mod=CTRL)
    assert path.read_text(encoding="utf-8") == expected
    assert find_drafts()[0] == []  # saved: the draft is gone


def test_a_draft_can_be_discarded_and_leaving_without_saving_keeps_none(app, tmp_path):
    path = level_copy(tmp_path)
    scene = edit(app, path)
    keys(app, pygame.K_g)
    click(app, centre(scene, (5, 5)))
    post(app, dt=DRAFT_SECONDS + 0.1)
    assert len(find_drafts()[0]) == 1
    app.quit()  # the window closed: the draft stays, with the last change
    again = App(headless=True, size=(1366, 768))
    again.start(MainMenuScene(again))
    post(again)
    again.push(open_editor(again, str(path)))  # `edit PATH` offers the draft of that level
    post(again)
    offer = again.top
    assert isinstance(offer, ConfirmScene)
    click(again, offer.no.rect.center)  # Discard
    assert find_drafts()[0] == []
    scene = again.top
    assert isinstance(scene, EditorScene) and not scene.model.dirty
    keys(again, pygame.K_g)
    click(again, centre(scene, (6, 6)))
    post(again, dt=DRAFT_SECONDS + 0.1)
    assert len(find_drafts()[0]) == 1
    keys(again, pygame.K_ESCAPE)  # leave: Save / Discard / Cancel, and Discard
    choice = again.top
    labels = [c.label for c in choice.choices]
    click(again, choice.buttons[labels.index("Discard")].rect.center)
    assert find_drafts()[0] == []


def test_a_broken_draft_file_is_named_and_kept(app):
    drafts_dir().mkdir(parents=True, exist_ok=True)
    broken = drafts_dir() / "draft-broken.toml"
    broken.write_text('kind = "editor-draft"\ngame = 3\n', encoding="utf-8")
    app.push(open_editor(app))
    post(app)
    assert isinstance(app.top, MessageScene)
    assert any("draft-broken.toml:2" in line for line in app.top.log.lines)
    assert broken.exists()


# --- tool tips -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "social-snake/classic.toml",
        "antisocial-snake/variations.toml",
        "snek/arenas/maze.toml",
        "tactrics-snakes/puzzles/05-coil.toml",
    ],
)
def test_every_button_has_a_tool_tip_and_a_paint_shows_one_when_the_mouse_rests(app, name):
    scene = EditorScene(app, load_model(str(LEVELS / name)))
    app.push(scene)
    post(app)
    missing = [key for key, button in scene.buttons.items() if not button.tool_tip_text]
    assert missing == []
    for index in (0, len(scene.editing.palette) - 1):
        rect = scene.palette.rects[index]
        move(app, rect.center)
        post(app, dt=0.4)
        post(app, dt=0.4)
        tip = scene.palette.tip
        assert tip is not None and tip.alive()
        entry = scene.editing.palette[index]
        assert entry.label in tip.text_block.html_text
        move(app, (2, 2))
        assert scene.palette.tip is None


# --- symmetry ------------------------------------------------------------------------------------


def test_the_apple_generator_and_fill_follow_the_mirror(app):
    scene = new_social_level(app)
    click(app, scene.buttons["symmetry"].rect.center)  # mirror left-right
    assert scene.paint.symmetry == "mirror left-right"
    keys(app, pygame.K_g, mod=CTRL)
    board = scene.model.board
    assert any(t != "." for row in board.rows for t in row)
    assert all(row == row[::-1] for row in board.rows)
    keys(app, pygame.K_z, mod=CTRL)
    # A wall of garnets down column C only (no symmetry), then a mirrored fill left of it.
    for _ in range(4):
        click(app, scene.buttons["symmetry"].rect.center)  # … back to none
    assert scene.paint.symmetry == "none"
    keys(app, pygame.K_g)
    for row in range(board.height):
        click(app, centre(scene, (2, row)))
    click(app, scene.buttons["symmetry"].rect.center)
    keys(app, pygame.K_5)
    keys(app, pygame.K_f, mod=CTRL)
    click(app, centre(scene, (0, 0)))
    board = scene.model.board
    for row in board.rows:
        assert row[:2] == row[-2:] == ("5", "5")  # A–B filled, and their mirror H–I
        assert row[2] == "G" and row[3:7] == (".",) * 4


def test_selected_cells_dragged_onto_another_grid_of_the_overview_move_there(app, tmp_path):
    scene = edit(app, level_copy(tmp_path))
    model = scene.model
    grid_a, grid_b = model.boards[0], model.boards[1]
    keys(app, pygame.K_w, mod=CTRL)
    post(app)
    views = scene.canvas.views
    keys(app, pygame.K_t, mod=CTRL)
    drag(app, views[0].cell_rect((0, 0)).center, views[0].cell_rect((1, 1)).center)
    assert scene.canvas.selection.describe() == "A1:B2"
    drag(app, views[0].cell_rect((1, 1)).center, views[1].cell_rect((6, 4)).center)
    assert model.board_index == 1
    assert tokens(model.boards[1], 5, 3, 2, 2) == tokens(grid_a, 0, 0, 2, 2)
    assert tokens(model.boards[0], 0, 0, 2, 2) == [["."] * 2] * 2
    assert scene.canvas.selection.describe() == "F4:G5"
    keys(app, pygame.K_z, mod=CTRL)
    assert model.boards[0] == grid_a and model.boards[1] == grid_b


def test_the_draft_of_a_new_level_never_saved_is_offered_on_the_home_screen(app):
    scene = new_social_level(app)
    keys(app, pygame.K_7)
    for cell in ((0, 0), (8, 8)):
        click(app, centre(scene, cell))
    post(app, dt=DRAFT_SECONDS + 0.1)
    expected = scene.model.text()
    again = App(headless=True, size=(960, 600))  # the crash, and a smaller window next time
    again.start(MainMenuScene(again))
    post(again)
    menu = again.top.menu
    index = [item.label for item in menu.items].index("Level editor")
    click(again, menu.buttons[index].rect.center)
    post(again)
    offer = again.top
    assert isinstance(offer, ConfirmScene) and "not saved yet" in offer.question
    keys(again, pygame.K_RETURN)  # Restore
    restored = again.top
    assert isinstance(restored, EditorScene) and restored.model.path is None
    assert restored.model.text() == expected
