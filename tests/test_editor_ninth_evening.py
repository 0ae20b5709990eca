"""What was left after the eighth evening with the editor (issue 30), driven in the window as a
player drives it: real mouse and key events through the shell's own loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from editor_window_helpers import edit, menu_driver

from game.core.paths import LEVELS, user_levels_dir
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.setup import SetupScene


@pytest.fixture
def driver() -> Driver:
    return menu_driver()


def broken_level(name: str, game: str = "social-snake") -> str:
    """A level of `game` saved in the user's folder, then broken by hand on its line 3."""
    folder = user_levels_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(f'format = 1\ngame = "{game}"\nname = "Oops\n')
    return str(folder / name)


def test_a_level_broken_by_hand_is_listed_greyed_with_its_reason_and_cannot_start(driver):
    path = broken_level("harbour.toml")
    driver.click_button("Social Snake")
    setup = driver.app.top
    assert isinstance(setup, SetupScene)
    assert not setup.levels[setup.level_index].refused  # a playable level is chosen first
    driver.click_button("Broken: harbour (yours)")
    chosen = setup.levels[setup.level_index]
    assert chosen.path.name == "harbour.toml" and chosen.level is None
    assert chosen.refused[0].startswith("harbour.toml:3: ") and path.endswith("/harbour.toml")
    assert "Illegal" not in chosen.refused[0] and "quotes" in chosen.refused[0]
    driver.click_button("Start")
    assert "cannot be played: harbour.toml:3: TOML syntax error: a text in quotes" in refusal(
        driver, setup
    )
    driver.key(pygame.K_RETURN)
    assert driver.app.top is setup


def refusal(driver: Driver, setup: SetupScene) -> str:
    """Why Start did nothing, wherever the screen said it (a long reason: in a message box)."""
    top = driver.app.top
    if isinstance(top, MessageScene):
        return top.title + " " + " ".join(text for text, _ in top.log._rows)
    assert top is setup
    return setup.notice + setup.typing_notice


def test_a_work_in_progress_stays_out_of_the_game_list(driver):
    folder = user_levels_dir()
    folder.mkdir(parents=True, exist_ok=True)
    text = (LEVELS / "social-snake" / "classic.toml").read_text()
    (folder / "later.toml").write_text("work_in_progress = true\n" + text)
    driver.click_button("Social Snake")
    assert all(choice.path.name != "later.toml" for choice in driver.app.top.levels)


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ('name = "Oops\nx = 1\n', 1, "not closed before the line ends"),
        ("name = Oops\n", 1, "a text in quotes, true or false"),
        ("size = [1 2]\n", 1, "lacks a comma"),
        ("[grid]\n[grid]\n", 2, "the section [grid] is written twice"),
        ("a = 1 b\n", 1, "one name = value on each line"),
    ],
)
def test_a_toml_mistake_is_said_in_plain_words_with_its_line(tmp_path, text, line, words):
    from game.core.problems import ProblemsFound
    from game.core.tomlfile import load_toml

    path = tmp_path / "mine.toml"
    path.write_text(text)
    with pytest.raises(ProblemsFound) as found:
        load_toml(path)
    (problem,) = found.value.problems
    assert (problem.line, words in problem.message) == (line, True), problem
    assert "Illegal" not in problem.message and "Invalid" not in problem.message


def test_a_broken_start_layout_is_listed_greyed_for_tactrics(driver):
    broken_level("wings.toml", game="tactrics-snakes")
    driver.click_button("Tactrics Snakes")
    driver.click_button("Multiplayer")
    setup = driver.app.top
    assert isinstance(setup, SetupScene)
    assert setup.levels[-1].name == "wings (yours)" and setup.levels[-1].refused
    driver.click_button("Broken: wings (yours)")
    assert (
        setup.levels[setup.level_index]
        .refused[0]
        .endswith('a text in quotes is not closed before the line ends (add the closing ")')
    )
    driver.click_button("Start")
    assert "This level cannot be played: wings.toml:3" in refusal(driver, setup)


def test_save_as_into_the_programs_own_folder_is_refused_and_offers_yours(driver):
    from game.core.paths import PROGRAM_FOLDER
    from game.editor.scene import EditorScene

    scene = edit(driver, LEVELS / "social-snake" / "duel.toml")
    driver.click_button("Save as…")
    inside = PROGRAM_FOLDER / "game" / "my-duel.toml"
    try:
        driver.pick_file(inside)
        driver.step(2)
        assert not inside.exists()
    finally:  # were it written, the checkout is left as it was
        inside.unlink(missing_ok=True)
    assert isinstance(driver.app.top, EditorScene) and scene.files.dialog is not None
    assert (
        driver.file_dialog().window_display_title == "Save in your levels folder, not the program's"
    )
    offered = Path(driver.dialog_path())
    assert offered.parent == (user_levels_dir() / "social-snake").resolve()
    driver.pick_file()
    driver.step(2)
    assert offered.is_file() and "saved duel.toml" in scene.notice


def sized_driver(size: tuple[int, int]) -> Driver:
    from game.app import App
    from game.ui.menu import MainMenuScene

    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def wide_arena(folder: Path, columns: int) -> Path:
    """Snek's open field made `columns` wide (and 40 tall)."""
    text = (LEVELS / "snek" / "arenas" / "open.toml").read_text()
    head, rest = text.split("rows = [", 1)
    tail = rest.split("]\n", 1)[1]
    rows = ",\n".join('  "' + " ".join(["."] * columns) + '"' for _ in range(40))
    path = folder / f"wide-{columns}.toml"
    path.write_text(f"{head}rows = [\n{rows}\n]\n{tail}")
    return path


def big_islands(folder: Path) -> Path:
    """Social Snake's islands with grid C made 26×26."""
    text = (LEVELS / "social-snake" / "islands.toml").read_text()
    rows = ",\n".join('  "' + " ".join(["1"] * 26) + '"' for _ in range(26))
    path = folder / "big-islands.toml"
    path.write_text(text[: text.index("[grids.C]")] + f"[grids.C]\nrows = [\n{rows}\n]\n")
    return path


def assert_labels_apart(view) -> None:
    """The column letters drawn keep 3 px apart (they read as separate words); in a single
    row one in 1, 2, 5 or 10 is shown."""
    font = view._label_font()
    places = view.column_labels()
    boxes = [
        pygame.Rect(0, 0, *font.size(words)).move(round(x - font.size(words)[0] / 2), round(y))
        for words, (x, y) in places
    ]
    for one, other in zip(boxes, boxes[2 if view.lane_room else 1 :], strict=False):
        assert other.left - one.right >= 3, places
    if not view.lane_room:
        letters = [words for words, _ in places]
        assert len(places) == 1 or letters[1] in ("B", "C", "F", "K"), letters


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
@pytest.mark.parametrize("columns", [26, 55, 58, 60])
def test_column_letters_never_run_together_on_wide_snek_boards(tmp_path, size, columns):
    driver = sized_driver(size)
    scene = edit(driver, wide_arena(tmp_path, columns))
    driver.step()
    assert scene.view is not None and scene.view.columns == columns
    assert_labels_apart(scene.view)
    assert scene.view.column_labels()[-1][0] != ""  # letters shown at all


def test_all_grids_at_800x600_keeps_a_26_wide_grids_letters_apart(tmp_path):
    driver = sized_driver((800, 600))
    scene = edit(driver, big_islands(tmp_path))
    driver.key(pygame.K_w, mod=pygame.KMOD_CTRL)
    driver.step()
    assert scene.canvas.overview and len(scene.canvas.views) == 3
    for view in scene.canvas.views.values():
        assert_labels_apart(view)
    boxes = [view.area for view in scene.canvas.views.values()]
    for index, box in enumerate(boxes):
        assert all(not box.colliderect(other) for other in boxes[index + 1 :])


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_a_focused_fields_whole_text_covers_no_other_field(size):
    from pygame_gui.elements import UITextEntryLine

    driver = sized_driver(size)
    scene = edit(driver, LEVELS / "social-snake" / "islands.toml")
    driver.click_button("Level")
    entries = [e for e in driver.elements() if isinstance(e, UITextEntryLine) and e.visible]
    description = max(entries, key=lambda entry: len(entry.get_text()))
    driver.click(description.rect.center)
    driver.step(2)
    card = driver.app.whole_text_card
    assert card is not None and driver.app.whole_text_shown == description.get_text()
    others = [entry.rect for entry in entries if entry is not description]
    others += [rect for _, rect in scene.side.labels.values()]  # the fields' labels
    assert card.collidelist(others) < 0, (card, others)
    assert scene.side.tab == "level"


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_zoomed_in_the_view_follows_the_keyboard_cursor(size):
    driver = sized_driver(size)
    scene = edit(driver, LEVELS / "snek" / "arenas" / "maze.toml")
    for _ in range(4):
        driver.key(pygame.K_EQUALS, mod=pygame.KMOD_CTRL)
    assert scene.canvas.viewport.step >= 3
    for way in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
        for _ in range(30):
            driver.key(way)
            shown = scene.canvas.area.clip(scene.canvas.cells_area)
            assert shown.contains(scene.view.cell_rect(scene.cursor)), (scene.cursor, shown)
    assert scene.cursor == (0, 0)


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


@pytest.mark.parametrize("blind", [False, True])
def test_the_antisocial_editor_uses_the_colour_blind_palette_and_patterns(blind):
    from game.antisocial_snake.draw import tile_fill

    driver = menu_driver()
    driver.app.settings.colour_blind = blind
    scene = edit(driver, LEVELS / "antisocial-snake" / "practice.toml")
    driver.step(2)
    assert scene.model.board.token((0, 0)) == "r"  # A1: a red tile without apples
    seen = colours_in(driver.app.screen, scene.view.cell_rect((0, 0)).inflate(-4, -4))
    blind_red, plain_red = tile_fill("r", True), tile_fill("r")
    assert blind_red != plain_red
    if blind:
        assert blind_red in seen and plain_red not in seen
        assert len(seen) >= 2  # the palette's pattern over the fill
    else:
        assert plain_red in seen and blind_red not in seen


def test_a_broken_snek_arena_of_yours_is_said_on_the_battle_setup(driver):
    broken_level("canyon.toml", game="snek")
    driver.click_button("Snek")
    driver.click_button("Battle")
    setup = driver.app.top
    assert all(path.name != "canyon.toml" for path, _ in setup.arenas)  # not offered
    assert setup.notice == (
        "An arena of yours cannot be played: canyon.toml:3: TOML syntax error: "
        'a text in quotes is not closed before the line ends (add the closing ")'
    )


def test_a_broken_tactrics_file_of_yours_is_said_beside_puzzles(driver):
    broken_level("spiral.toml", game="tactrics-snakes")
    driver.click_button("Tactrics Snakes")
    menu = driver.app.top
    while menu.menu.focused_item is None or menu.menu.focused_item.label != "Puzzles":
        driver.key(pygame.K_DOWN)  # the hint under the list is the focused item's
    hint = menu.menu.focused_item.hint
    assert hint.endswith(
        "Cannot be played: spiral.toml:3: TOML syntax error: "
        'a text in quotes is not closed before the line ends (add the closing ")'
    )
