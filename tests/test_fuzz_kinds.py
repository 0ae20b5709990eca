"""What the third round of fuzzing (issue 31, "Also") found in the files it added: a season
whose name is only zero-width marks (a soft hyphen, a zero-width space, a byte-order mark)
took the season board down ("Text has zero width" from SDL_ttf)."""

from __future__ import annotations

import pygame

from game.app import App
from game.bench_fuzz_kinds import _season
from game.season.listing import seasons_dir
from game.season.scene import SeasonBoardScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene


def test_a_season_named_only_with_zero_width_marks_shows_its_board():
    seasons_dir().mkdir(parents=True, exist_ok=True)
    _season(seasons_dir())
    path = seasons_dir() / "season.toml"
    text = path.read_text(encoding="utf-8")
    assert 'name = "Fuzz"' in text
    path.write_text(text.replace('name = "Fuzz"', 'name = "\\u00ad\\u200b\\ufeff"'), "utf-8")
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    driver.click_button("Continue (1)")
    driver.step(2)
    driver.key(pygame.K_RETURN)
    driver.step(3)
    assert any(isinstance(scene, SeasonBoardScene) for scene in app.stack)  # drawn below
    driver.key(pygame.K_RETURN)  # the news of the last match read
    driver.step(2)
    assert isinstance(app.top, SeasonBoardScene)


def test_a_remembered_seat_named_only_with_zero_width_marks_opens_the_setup():
    """The setup memory's seat name went into a text box: pygame-gui's font raised."""
    from game.ui.setup import SetupScene
    from game.ui.setup_memory import memory_path

    memory_path("social-snake").parent.mkdir(parents=True, exist_ok=True)
    memory_path("social-snake").write_text(
        'format = 1\n[[seats]]\nname = "\\u00ad\\u200b\\ufeff"\ncolour = "Red"\n'
        '[[seats]]\nname = "Bob"\ncolour = "Blue"\nbot = "hard"\n',
        encoding="utf-8",
    )
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    driver.click_button("Social Snake")
    driver.step(3)
    assert isinstance(app.top, SetupScene)
