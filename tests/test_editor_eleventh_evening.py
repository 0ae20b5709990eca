"""Issue 30 after the tenth evening (a designer at 800×600): the recent-file row keeps a
long file name whole and shortens its folder from the start, the whole folder on focus.
Driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS, user_levels_dir
from game.editor.recent import remember
from game.editor.scene import EditorHomeScene, EditorScene, load_model
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.widgets import BUTTON_PADDING

LONG_FILE = "wilhelmina-woods-grand-islands.toml"


def window(size: tuple[int, int]) -> Driver:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.step()
    return Driver(app)


def test_a_long_file_name_stays_whole_in_recent_files_its_folder_gives_way():
    folder = user_levels_dir() / "social-snake"
    folder.mkdir(parents=True)
    path = folder / LONG_FILE
    path.write_text((LEVELS / "social-snake/duel.toml").read_text())
    remember(str(path))
    remember(str(LEVELS / "social-snake/duel.toml"))
    driver = window((800, 600))
    driver.click_button("Level editor")
    home = driver.app.top
    assert isinstance(home, EditorHomeScene) and home.recent is not None
    button = home.recent.buttons[1]
    shown = button.text
    assert shown.startswith(f"{LONG_FILE} · …") and shown.endswith("social-snake"), shown
    assert button.font.size(shown)[0] <= button.rect.width - 2 * BUTTON_PADDING
    driver.key(pygame.K_RIGHT)  # the recent list, its first file
    driver.key(pygame.K_DOWN)
    driver.step()
    whole = driver.app.whole_text_shown
    assert whole is not None and whole.startswith(f"{LONG_FILE} · ")
    assert whole.endswith(str(folder)) or whole.endswith("/data/levels/social-snake"), whole


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


def game_fill(game: str, token: str) -> tuple[int, int, int]:
    """The colour the game itself gives a cell holding `token`."""
    if game == "social-snake":
        from game.social_snake.draw import apple_colour

        return apple_colour(int(token), 9)
    if game == "snek":
        from game.snek.draw import FLOOR_FILL, WALL_FILL

        return WALL_FILL if token == "#" else FLOOR_FILL
    from game.double_edged_edges.draw import BOX, START_COLOUR

    return START_COLOUR if token.endswith("s") else BOX


@pytest.mark.parametrize(
    "level",
    ["social-snake/classic.toml", "snek/arenas/ARENA", "double-edged-edges/four-on-a-plank.toml"],
)
def test_the_editor_paints_cells_in_the_games_own_colours(level):
    if "ARENA" in level:
        level = str(next((LEVELS / "snek/arenas").glob("*.toml")).relative_to(LEVELS))
    game = level.split("/")[0]
    driver = window((1366, 768))
    driver.app.push(EditorScene(driver.app, load_model(str(LEVELS / level))))
    driver.step(2)
    scene = driver.app.top
    board = scene.model.board
    kinds = {}
    for cell in board.cells():
        token = board.token(cell)
        if game == "social-snake" and not token.isdigit():
            continue
        kinds.setdefault(game_fill(game, token), cell)
    assert kinds
    for fill, cell in kinds.items():
        seen = colours_in(driver.app.screen, scene.view.cell_rect(cell).inflate(-4, -4))
        assert fill in seen, (board.token(cell), fill)


def test_the_key_help_under_the_board_says_how_to_pan_and_pick_paints():
    driver = window((800, 600))
    driver.click_button("Level editor")
    driver.click_button("New Social Snake level")
    driver.step(2)
    scene = driver.app.top
    assert isinstance(scene, EditorScene)
    words = " ".join(scene.frame.help_rows())  # the rows drawn under the board
    assert "Space or middle drag: pan" in words, words
    assert "[ ] previous, next paint" in words


def test_an_edges_space_under_the_cursor_reads_as_its_points():
    driver = window((800, 600))
    driver.click_button("Level editor")
    driver.click_button("New Double-edged Edges level")
    driver.step()
    scene = driver.app.top
    assert isinstance(scene, EditorScene)
    driver.key(pygame.K_RIGHT)
    driver.step()
    assert scene.frame.status() == "B1 holds 3 points (at the cursor)"  # was "holds worth 3"
    assert scene.editing.palette[scene.palette.index].label == "1 point"


def test_a_season_plan_names_a_level_of_yours_the_game_refuses_and_why():
    from game.season.plan_scene import PlanScene
    from game.season.rules import CastMember, PlannedEpisode, SeasonSetup
    from game.season.scene import SeasonBoardScene
    from game.ui.layout_record import LAYOUT, TEXT

    folder = user_levels_dir() / "social-snake"
    folder.mkdir(parents=True)
    (folder / "cliffs.toml").write_text('game = "social-snake"\nname = "Cliffs"\nrounds = 7\n')
    cast = tuple(CastMember(n, "") for n in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"))
    setup = SeasonSetup(
        "S", 1, cast, (PlannedEpisode(),) * 2, 0, "tactrics-snakes", "start-2p.toml"
    )
    LAYOUT.on = True
    try:
        driver = window((800, 600))
        driver.app.push(PlanScene(driver.app, setup, SeasonBoardScene))
        driver.step(2)
        words = " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
    assert "Left out, a level of yours the game refuses: Social Snake: cliffs.toml:" in words, words
