"""Round 0's partner grid at 800×600 with long names: a name wraps only between words, never
in the middle of one ("Maximilia / n Swade"); a word too long for its line is shortened and
read whole on hover. Real event queue."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.double_edged_edges.demo import LEVELS_BY_PLAYERS, SHIPPED, bot_seats, shipped_level
from game.double_edged_edges.scene import RoundZeroScene
from game.double_edged_edges.session import MatchSession
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene

LONG = ["Maximilian Swade", "dddd aaaa ssss w", "Wilhelmina Crane", "Bartholomew Oaks"]
LONG += [f"Maximilian Swad{letter}" for letter in "BCDFGHJK"]


def word_fragments() -> set[str]:
    words = {word for name in LONG for word in name.split()}
    parts = {w[:i] for w in words for i in range(2, len(w))}
    parts |= {w[i:] for w in words for i in range(1, len(w) - 1)}
    return parts - words


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)], ids=["800x600", "1366x768"])
def test_round_zero_grid_breaks_names_only_between_words(recording, size):
    seats = [replace(seat, name=name) for seat, name in zip(bot_seats(12), LONG, strict=True)]
    level = LEVELS_BY_PLAYERS.get(12, "mainly-by-design")
    session = MatchSession.start(
        shipped_level(level), SHIPPED / f"{level}.toml", seats, 4, save=False
    )
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    scene = RoundZeroScene(app, session, lambda: None)
    app.push(scene)
    driver = Driver(app)
    driver.step(2)
    area = scene.areas()[1]
    grid = [item for item in LAYOUT.drawn if item.kind == TEXT and area.contains(item.rect)]
    assert grid
    fragments = word_fragments()
    cut = [item for item in grid if set(item.text.split()) & fragments]
    assert cut == []
    for item in [item for item in grid if item.text.endswith("…")]:
        driver.move(item.rect.center)
        driver.step()
        shown = app.whole_text_shown or ""
        assert any(name in shown for name in LONG), (item.text, shown)
    driver.key(pygame.K_SPACE)
