"""Issue 28's Antisocial Snake faults, each as a player meets it in the window: the key lists
only what the board holds, direction tiles stay in sight over bodies, the quiz's refusal is
readable, results name the seats by their own marks, one twist counter, Bidding says where
moved chips came from, a head under framed apples keeps its size, move entry previews the
apples on the way."""

from __future__ import annotations

import pygame
import pytest
from test_antisocial_scenes import (
    app,  # noqa: F401  (the fixture)
    humans,
    open_entry,
    small_session,
    tick,
    to_movement,
)

from game.antisocial_snake.draw import Picture, SnakePicture, TileView
from game.antisocial_snake.entry import MovementScene, PlacementScene
from game.ui import theme


def legend_words(scene) -> list[str]:
    return [entry.words for entry in scene.legend.entries]


@pytest.mark.parametrize("variation", ["theme", "redirect", "elemental"])
def test_the_key_lists_only_what_the_board_holds(app, tmp_path, variation):  # noqa: F811
    """The small board has red, blue and white tiles only: no yellow, no black, no direction
    tiles but on Redirect, elements only on Elemental, no halt octagon before any halt."""
    session = small_session(tmp_path, variation, humans())
    scene = open_entry(app, session, PlacementScene)
    words = legend_words(scene)
    assert not any("yellow" in w or "green" in w or "black" in w for w in words)
    assert not any("octagon" in w for w in words)
    assert any(w.startswith("red tile") for w in words)
    assert any("fire" in w for w in words) == (variation == "elemental")
    assert any("clockwise" in w for w in words) == (variation == "redirect")


def test_a_direction_tile_shows_over_the_body_that_took_it(app):  # noqa: F811
    tile = (1, 1)
    colours = tuple(((c, r), "y") for c in range(3) for r in range(3))
    snake = SnakePicture("A", "y", ((1, 0), (1, 1), (2, 1)))

    def white_pixels(directions) -> int:
        view = TileView(3, 3, pygame.Rect(0, 0, 330, 330), app.font)
        surface = pygame.Surface((330, 330))
        view.draw(surface, Picture(colours, (), directions, (snake,)))
        rect = view.cell_rect(tile)
        return sum(
            tuple(surface.get_at((x, y)))[:3] == theme.WHITE
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        )

    assert white_pixels(((tile, "cw"),)) > white_pixels(()) + 40
