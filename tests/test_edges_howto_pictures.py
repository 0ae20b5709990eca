"""Issue 28 (Double-edged Edges' How to play at 800×600): the pictures showed the whole
16-space platform in a picture 190 px wide, so "a round" turned Ann's and Hal's tokens into
"+2" chips while the caption talked about them, and "push-offs" had no off cells and no Bob
although the caption says Bob went off the right end. Each picture now shows the part of
the platform its caption is about, at a readable size. Keys through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.double_edged_edges.diagrams import EXAMPLE_LEVEL, PlatformPicture
from game.double_edged_edges.draw import LEAST_TOKEN, PlatformView
from game.ui.driver import Driver
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene

ANN, BOB, HAL = 0, 1, 7


def pictures_of(page_end: str, size: tuple[int, int]) -> list[PlatformView]:
    """The platform pictures' views, drawn, on the Edges page whose title ends so."""
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    howto = HowToPlayScene(app)
    app.push(howto)
    driver = Driver(app)
    driver.step(2)
    for _ in range(len(howto.pages) + 2):
        if howto.pages[howto.page].title.endswith(f"Edges: {page_end}"):
            break
        driver.key(pygame.K_DOWN)
    assert howto.pages[howto.page].title.endswith(page_end)
    app.frame_wanted = True
    driver.step(2)
    paints = [d.paint for d in howto.pages[howto.page].diagrams]
    views = [p._view for p in paints if isinstance(p, PlatformPicture)]
    assert views and all(isinstance(view, PlatformView) for view in views)
    return views


def assert_readable(view: PlatformView) -> None:
    assert view.folds == [], "a token the caption names is folded behind a chip"
    assert view.cell >= 24, "space numbers at 12 px run together under cells this narrow"
    for token, rect in view.shown:
        assert rect.height >= LEAST_TOKEN
        assert abs(rect.centerx - view.x_of(token.space)) <= view.cell // 2, token


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_a_round_shows_ann_and_hal_and_where_they_go(size):
    (view,) = pictures_of("a round", size)
    assert_readable(view)
    players = [(view.marks[token.player], token.space) for token, _ in view.shown]
    assert sorted(players) == [(ANN, 8), (ANN, 11), (HAL, 8), (HAL, 11)]


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_push_offs_show_bob_off_the_right_end(size):
    for view in pictures_of("push-offs", size):
        assert_readable(view)
        assert view.span[1] > EXAMPLE_LEVEL.spaces, "no off cells beyond the right end"
        shown = {view.marks[token.player]: token.space for token, _ in view.shown}
        assert shown[ANN] == 14 and shown[BOB] > EXAMPLE_LEVEL.spaces
        assert view.x_of(shown[BOB]) < view.rect.right
