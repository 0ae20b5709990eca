"""Issue 30: the editor makes no problem the designer did not (driven through the window)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS
from game.editor.model import EditorModel
from game.editor.scene import EditorHomeScene, EditorScene, load_model
from game.games import all_games
from game.ui.driver import Driver, ElementNotFound
from game.ui.hotseat import HotSeatScene
from game.ui.menu import MainMenuScene

EDITABLE = [game for game in all_games() if game.editor is not None]


@pytest.fixture
def driver() -> Driver:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def new_level(driver: Driver, label: str) -> EditorScene:
    driver.click_button("Level editor")
    assert isinstance(driver.app.top, EditorHomeScene)
    driver.click_button(label)
    assert isinstance(driver.app.top, EditorScene)
    return driver.app.top


def test_a_new_antisocial_level_has_no_problem(driver):
    scene = new_level(driver, "New Antisocial Snake level")
    assert scene.model.check() == []


@pytest.mark.parametrize("game", EDITABLE, ids=lambda game: game.game_id)
def test_wider_and_taller_add_the_games_own_empty_cells(game):
    """Antisocial's Wider / Taller added "." cells, a tile the game refuses."""
    editing = game.editor()
    for kind in editing.kinds:
        model = EditorModel.new(editing, kind)
        before = {str(problem).split(": ", 1)[1] for problem in model.check()}
        board = model.board
        if not model.resize(board.width + 1, board.height + 1) and not model.resize(
            board.width + 1, board.height
        ):
            continue  # a game whose boards keep their size
        after = {str(problem).split(": ", 1)[1] for problem in model.check()}
        assert after <= before, f"{game.game_id} {kind}: growing the board made {after - before}"


def test_wider_in_the_window_keeps_an_antisocial_level_valid(driver):
    scene = new_level(driver, "New Antisocial Snake level")
    driver.click_button("Wider")
    driver.click_button("Taller")
    assert (scene.model.board.width, scene.model.board.height) == (7, 7)
    assert scene.model.check() == []


def test_solve_for_par_is_offered_for_puzzles_only(driver):
    """On a multiplayer layout it wrote `par = 0` and made the level invalid."""
    driver.app.clear_to(
        EditorScene(driver.app, load_model(str(LEVELS / "tactrics-snakes" / "start-2p.toml")))
    )
    driver.step()
    with pytest.raises(ElementNotFound):
        driver.click_button("Solve for par")
    assert "par" not in driver.app.top.model.data


def test_a_mirrored_fill_never_paints_over_what_the_filled_area_did_not_hold(driver):
    """Garnets on the right, a mirrored fill of the empty left: the garnets stay."""
    scene = new_level(driver, "New Social Snake level")
    board = scene.model.board
    driver.key(pygame.K_g)
    for row in range(3):
        driver.click(scene.view.cell_rect((board.width - 2, row)).center)
    driver.click_button("Symmetry: none")
    assert scene.paint.symmetry == "mirror left-right"
    driver.key(pygame.K_5)
    driver.key(pygame.K_f, mod=pygame.KMOD_CTRL)
    driver.click(scene.view.cell_rect((0, board.height - 1)).center)
    filled = scene.model.board
    assert [filled.token((board.width - 2, row)) for row in range(3)] == ["G"] * 3
    assert filled.token((1, 0)) == filled.token((0, 0)) == "5"


# --- words ------------------------------------------------------------------------------------


def test_a_new_level_in_a_games_folder_opens_that_games_editor(driver, tmp_path):
    """`edit …/snek/NEW.toml` asked which game; once saved the home no longer says it is new."""
    from game.editor.scene import open_editor

    target = tmp_path / "levels" / "snek" / "NEW.toml"
    target.parent.mkdir(parents=True)
    driver.app.clear_to(EditorHomeScene(driver.app))
    driver.app.push(open_editor(driver.app, str(target)))
    driver.step()
    scene = driver.app.top
    assert isinstance(scene, EditorScene) and scene.editing.game_id == "snek"
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert target.is_file()


def test_a_game_with_two_kinds_asks_only_which_kind(driver, tmp_path):
    from game.editor.scene import open_editor

    target = tmp_path / "tactrics-snakes" / "NEW.toml"
    target.parent.mkdir(parents=True)
    driver.app.clear_to(open_editor(driver.app, str(target)))
    driver.step()
    home = driver.app.top
    assert isinstance(home, EditorHomeScene)
    labels = [item.label for item in home.menu.items]
    assert all("Tactrics" in label for label in labels if label.startswith("New "))


@pytest.mark.parametrize("game", EDITABLE, ids=lambda game: game.game_id)
def test_the_editors_key_help_offers_only_what_the_game_has(game):
    from game.editor.frame import help_lines

    editing = game.editor()
    words = " ".join(help_lines(editing))
    assert ("Ctrl+G apples" in words) == (editing.apples is not None)
    assert ("key (beside it)" in words) == any(entry.key for entry in editing.palette)
    assert ("[ ] previous, next paint" in words) == bool(editing.palette)
    assert "Space or middle drag: pan" in words  # every board can be zoomed
    assert ("PgUp/PgDn" in words) == (editing.board_limit > 1)
    tools = ("Left click: tool", "eyedropper", "Ctrl+M symmetry")
    assert all((tool in words) == bool(editing.palette) for tool in tools), words


def test_leaving_a_play_test_does_not_say_it_is_saved(driver):
    new_level(driver, "New Social Snake level")
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    flows = [s for s in driver.app.stack if isinstance(s, HotSeatScene)]
    assert flows and flows[0].session.path is None
    assert flows[0].confirm_leave == "Leave the match? It is not saved."


def test_removing_a_grid_says_how_to_bring_it_back(driver):
    driver.app.clear_to(
        EditorScene(driver.app, load_model(str(LEVELS / "social-snake" / "islands.toml")))
    )
    driver.step()
    scene = driver.app.top
    count, name = len(scene.model.boards), scene.model.board.name
    driver.click_button("Remove")
    assert len(scene.model.boards) == count - 1
    assert scene.notice == f'grid "{name}" removed (Ctrl+Z brings it back)'
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(scene.model.boards) == count


# --- the problem list -------------------------------------------------------------------------


def twenty_lone_tunnels(tmp_path) -> str:
    """Classic with twenty unpaired tunnels across row 1 of its third grid (C): 20 problems."""
    lines = (LEVELS / "social-snake" / "classic.toml").read_text().splitlines()
    row = lines.index("[grids.C]") + 3
    lines[row] = '  "' + " ".join(f"T{n}" for n in range(1, 21)) + '",  # 1'
    path = tmp_path / "tunnels.toml"
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_every_problem_is_listed_and_a_click_goes_to_its_cell(driver, tmp_path):
    driver.app.clear_to(EditorScene(driver.app, load_model(twenty_lone_tunnels(tmp_path))))
    driver.step(2)
    scene = driver.app.top
    findings = scene.problems.findings
    assert len(findings) == 20 and all("T" in found.text for found in findings)
    assert scene.model.board_index == 0
    panel = scene.problems._area()
    for _ in range(20):  # the list scrolls to its last problem
        if any(found is findings[-1] for _, found in scene.problems.hits):
            break
        driver.wheel(panel.center, -1)
    rect = next(rect for rect, found in scene.problems.hits if found is findings[-1])
    driver.click(rect.center)
    assert scene.model.board_index == 2 and scene.cursor == findings[-1].cells[0]
    assert scene.cursor == (19, 0)  # T20, the last tunnel of row 1


def test_f8_goes_to_each_problem_in_turn(driver, tmp_path):
    driver.app.clear_to(EditorScene(driver.app, load_model(twenty_lone_tunnels(tmp_path))))
    driver.step(2)
    scene = driver.app.top
    visited = []
    for _ in range(3):
        driver.key(pygame.K_F8)
        visited.append(scene.cursor)
    assert visited == [(0, 0), (1, 0), (2, 0)] and scene.model.board_index == 2


def test_a_problem_names_the_mission_and_board_it_is_about(driver, tmp_path):
    level = tmp_path / "meadow.toml"
    text = (LEVELS / "bugcatcher" / "practice-meadow.toml").read_text()
    level.write_text(
        text.replace(
            'round = 1\nname = "Patient Tortoise"', 'round = 99\nname = "Patient Tortoise"'
        )
    )
    driver.app.clear_to(EditorScene(driver.app, load_model(str(level))))
    driver.step(2)
    scene = driver.app.top
    texts = [found.text for found in scene.problems.findings]
    assert any(t.startswith('mission "Patient Tortoise", line ') for t in texts), texts
    assert not any("missions[" in t for t in texts)
    driver.key(pygame.K_F8)
    assert scene.side.tab == "records" and scene.side.records.index == 1


# --- the file dialog --------------------------------------------------------------------------


def two_levels():
    from game.core.paths import user_levels_dir

    folder = user_levels_dir() / "social-snake"
    folder.mkdir(parents=True, exist_ok=True)
    text = (LEVELS / "social-snake" / "classic.toml").read_text()
    (folder / "one.toml").write_text(text)
    (folder / "two.toml").write_text(text.replace('name = "', 'name = "Second ', 1))
    return folder


def test_enter_in_the_dialogs_path_box_opens_the_file(driver):
    folder = two_levels()
    driver.click_button("Level editor")
    driver.click_button("Open a level file…")
    dialog = driver.file_dialog()
    driver.replace_text(dialog.file_path_text_line, str(folder / "two.toml"), finish=False)
    driver.key(pygame.K_RETURN)
    driver.step(3)
    top = driver.app.top
    assert isinstance(top, EditorScene) and top.model.path == str((folder / "two.toml").resolve())


def dialog_row(dialog, text: str):
    rows = [
        item["button_element"]
        for item in dialog.file_selection_list.item_list
        if item["text"] == text and item["button_element"] is not None
    ]
    assert rows, f"the dialog lists {text}"
    return rows[0]


def test_a_double_click_opens_a_folder_then_a_file_in_the_dialog(driver):
    folder = two_levels()
    driver.click_button("Level editor")
    driver.click_button("Open a level file…")
    dialog = driver.file_dialog()
    for name in ("social-snake/", "one.toml"):
        row = dialog_row(dialog, name)
        assert row.font.size(name)[1] <= row.rect.height  # the row's text is whole
        driver.click(row.rect.center)
        driver.click(row.rect.center)
        driver.step(3)
    top = driver.app.top
    assert isinstance(top, EditorScene) and top.model.path == str((folder / "one.toml").resolve())


# --- zoom -------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_a_large_board_zooms_to_400_percent_with_its_labels_in_view(size):
    """A 31×31 maze: zoom stopped at 200 % and the letters and numbers went out of sight."""
    from game.ui import theme

    app = App(headless=True, size=size)
    app.clear_to(EditorScene(app, load_model(str(LEVELS / "snek" / "arenas" / "maze.toml"))))
    driver = Driver(app)
    driver.step(2)
    scene = app.top
    for _ in range(6):
        driver.click_button("Zoom +")
    assert scene.canvas.viewport.zoom >= 4.0
    driver.step(2)
    area = scene.canvas.area
    assert scene.view.board.top < area.top  # the board's own labels are out of sight …
    strip = [app.screen.get_at((x, area.top + 7))[:3] for x in range(area.left, area.right)]
    assert theme.TEXT in strip  # … and the letters of the columns in view are drawn there


def test_a_social_play_test_offers_the_grid_in_view_or_the_whole_level(driver):
    from game.social_snake.scene import MatchFlowScene

    driver.app.clear_to(
        EditorScene(driver.app, load_model(str(LEVELS / "social-snake" / "islands.toml")))
    )
    driver.step()
    driver.click_button("Play-test")
    driver.click_button("Whole level")
    flow = next(s for s in driver.app.stack if isinstance(s, MatchFlowScene))
    assert len(flow.session.state.level.grids) == 3


def test_the_tactrics_hexagon_zooms_pans_and_takes_the_select_tool(driver):
    """Issue 30: the hexagon had no zoom, pan or selection, the square boards had."""
    driver.app.clear_to(
        EditorScene(driver.app, load_model(str(LEVELS / "tactrics-snakes" / "start-2p.toml")))
    )
    driver.step(2)
    scene = driver.app.top
    area = scene.board_rect
    whole = scene.art.game_view.rect
    driver.click_button("Zoom +")
    driver.click_button("Zoom +")
    zoomed = scene.art.game_view.rect
    assert zoomed.width > whole.width and scene.canvas.viewport.zoom == 1.5
    driver.drag([area.center, (area.centerx - 80, area.centery - 40)], button=2)
    assert scene.art.game_view.rect.topleft == (zoomed.left - 80, zoomed.top - 40)
    driver.key(pygame.K_0, mod=pygame.KMOD_CTRL)  # all of it again
    driver.step()
    view = scene.art.game_view
    board = scene.model.board
    first = next(cell for cell in board.cells() if board.token(cell) != ".")
    driver.click_button("Select")
    driver.drag([view.centre(first), view.centre(first)])
    driver.key(pygame.K_c, mod=pygame.KMOD_CTRL)
    empty = next(cell for cell in board.cells() if board.token(cell) == ".")
    driver.move(view.centre(empty))  # pasted where the pointer is
    driver.key(pygame.K_v, mod=pygame.KMOD_CTRL)
    assert scene.model.board.token(empty) == board.token(first)


def test_a_puzzle_play_test_shows_the_par_the_solver_proved(driver, tmp_path):
    """The editor proved par 1, the play-test said "Par: —"."""
    from game.tactrics.puzzle_scene import PuzzleScene

    level = tmp_path / "bite.toml"
    text = (LEVELS / "tactrics-snakes" / "puzzles" / "01-first-bite.toml").read_text()
    assert "par = 1\n" in text
    level.write_text(text.replace("par = 1\n", "par = 1\npar_proven = false\n"))  # not yet
    driver.app.clear_to(EditorScene(driver.app, load_model(str(level))))
    driver.step()
    scene = driver.app.top
    driver.click_button("Solve for par")
    if scene.par.job is not None:
        scene.par.job.wait(20)
    driver.step()
    driver.key(pygame.K_p, mod=pygame.KMOD_CTRL)
    puzzle = driver.app.top
    assert isinstance(puzzle, PuzzleScene) and puzzle.level.par_proven and puzzle.level.par == 1


def problem_row(driver: Driver, scene: EditorScene, wanted: str):
    """Where the problem whose text holds `wanted` is drawn in the list (scrolled to it)."""
    for _ in range(20):
        for rect, found in scene.problems.hits:
            if wanted in found.text:
                return rect
        driver.wheel(scene.problems._area().center, -1)
    raise AssertionError(f"no problem about {wanted} in {scene.problems.findings}")


@pytest.mark.parametrize(
    ("game_file", "change", "wanted", "entry", "fixed"),
    [
        (
            "bugcatcher/practice-meadow.toml",
            ("energy = 5", "energy = 500"),
            '"energy"',
            "field:energy",
            "7",
        ),
        (
            "bugcatcher/practice-meadow.toml",
            ("window = 2", "window = 99"),
            '"window"',
            "record:window",
            "3",
        ),
    ],
)
def test_a_click_on_a_problem_about_a_field_puts_the_keyboard_there(
    driver, tmp_path, game_file, change, wanted, entry, fixed
):
    level = tmp_path / "level.toml"
    level.write_text((LEVELS / game_file).read_text().replace(*change, 1))
    driver.app.clear_to(EditorScene(driver.app, load_model(str(level))))
    driver.step(2)
    scene = driver.app.top
    driver.click(problem_row(driver, scene, wanted).center)
    driver.step()
    assert scene.side.entries[entry].is_focused  # typed into at once
    driver.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    driver.type_text(fixed)
    driver.key(pygame.K_RETURN)
    driver.step(2)
    assert not any(wanted in found.text for found in scene.problems.findings)
