"""Issue 28 (Double-edged Edges at 800×600 with the game night's long names): round 0's
partner grid shows "Maximilian Woods" whole (the mark gives way, no "Maximili…"). Driven
through the real event queue."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.app import App
from game.double_edged_edges.demo import LEVELS_BY_PLAYERS, SHIPPED, bot_seats, shipped_level
from game.double_edged_edges.scene import RoundZeroScene
from game.double_edged_edges.session import MatchSession
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene

NAMES = [
    "Maximilian Woods", "Gwendolyn Marrow", "Bernadette Mayer", "Jacqueline Wyatt",
    "Wolfgang Mueller", "Alexandrina Webb", "Bartholomew Wimm", "Wilhelmina Moore",
    "Mortimer Wembley", "Montgomery Welsh", "Christopher Moss", "Maximiliana Wong",
]  # fmt: skip


def game_night() -> MatchSession:
    seats = [replace(seat, name=name) for seat, name in zip(bot_seats(12), NAMES, strict=True)]
    seats[0] = replace(seats[0], bot=None)
    level = LEVELS_BY_PLAYERS.get(12, "mainly-by-design")
    return MatchSession.start(shipped_level(level), SHIPPED / f"{level}.toml", seats, 4, save=False)


def opened(scene_of) -> tuple[App, Driver, object]:
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    scene = scene_of(app)
    app.push(scene)
    driver = Driver(app)
    driver.step(2)
    return app, driver, scene


def test_round_zero_grid_shows_every_name_whole(recording):
    _, _, scene = opened(lambda app: RoundZeroScene(app, game_night(), lambda: None))
    area = scene.areas()[1]
    texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT and area.contains(item.rect)]
    words = " ".join(texts).split()
    for name in ("Maximilian Woods", "Jacqueline Wyatt"):
        assert all(word in words for word in name.split()), name


def every_word_drawn(area) -> set[str]:
    texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT and area.contains(item.rect)]
    return set(" ".join(texts).split())


def test_round_zero_grid_of_twelve_shows_every_name_whole(recording):
    """ "Bartholomew", "Montgomery" and "Christopher" were cut ("Montgom…") in 109 px cells
    beside the types' text: where a word would be cut, the grid takes the whole width."""
    _, _, scene = opened(lambda app: RoundZeroScene(app, game_night(), lambda: None))
    words = every_word_drawn(scene.areas()[1])
    missing = [word for name in NAMES for word in name.split() if word not in words]
    assert missing == []


def test_the_entry_grid_of_twelve_shows_every_name_whole():
    """The entry draws into a cached image: what it shortens is in `image_texts`."""
    from game.double_edged_edges.entry import MoveEntryScene

    session = game_night()
    _, driver, entry = opened(lambda app: MoveEntryScene(app, session, 0, lambda: None))
    driver.key(pygame.K_UP)  # a change redraws the screen
    grid = entry.areas()[1]
    cut = [item.whole for item in entry.image_texts.items if grid.colliderect(item.rect)]
    assert cut == []
