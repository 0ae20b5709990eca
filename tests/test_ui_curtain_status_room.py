"""The curtain before a stage's last entry, with the largest tables of the longest names: the
"Entered:" list wraps to several rows, and nothing on the curtain touches anything else."""

import itertools

import pygame
import pytest

from game.app import App
from game.screen_tour import SCREENS
from game.ui.driver import Driver
from game.ui.hotseat import PassScene
from game.ui.tour import table_of

SMALLEST_TEXT = 14  # px: the status rows never shrink below this


@pytest.mark.parametrize("size", [(800, 600), (1024, 600), (1366, 768)])
@pytest.mark.parametrize(
    ("screen", "players"), [("edges-curtain-late", 12), ("bugcatcher-curtain-late", 9)]
)
def test_long_entered_list_leaves_every_line_clear(screen, players, size):
    app = App(headless=True, size=size)
    with table_of(players, long_names=True):
        SCREENS[screen](app)
    driver = Driver(app)
    driver.step(passes=3, dt=0.3)
    curtain = app.top
    assert isinstance(curtain, PassScene)
    status = curtain.status_rects
    assert len(status) >= 4, "the entered list should wrap at this table"
    shown = [curtain.mark_rect, curtain.title_rect, curtain.hint_rect, *status]
    assert all(rect is not None for rect in shown)
    window = pygame.Rect((0, 0), size)
    for rect in shown:
        assert window.contains(rect), (rect, size)
    for first, second in itertools.combinations(shown, 2):
        assert not first.colliderect(second), (first, second)
    assert all(rect.height >= SMALLEST_TEXT for rect in status)
    entered = " ".join(curtain.status)
    assert "Bartholomew\u00a0Webb" in entered  # a two-word name is never split over two rows
    continued = []
    curtain.on_continue = lambda: continued.append(True)
    driver.key(pygame.K_SPACE)
    assert continued == [True]


def test_a_status_too_long_for_the_mark_lifts_the_title_and_drops_the_mark():
    """A season Final's banner and the phone seats' two lines on top of the longest table:
    the mark gives way (the title names the player) and every row stays in the window."""
    app = App(headless=True, size=(800, 600))
    with table_of(12, long_names=True):
        SCREENS["edges-curtain-late"](app)
    flow = app.top.flow
    plain = flow.status_lines
    banner = "Final: " + ", ".join(["WWWWWWWWWWWWWWWW 12"] * 6)
    phones = "Waiting for: " + ", ".join(["Bartholomew Webb"] * 8)
    flow.status_lines = lambda: [banner, *plain(), phones, "On their phones: nobody yet"]
    Driver(app).step(passes=3, dt=0.3)
    curtain = app.top
    shown = [curtain.title_rect, curtain.hint_rect, *curtain.status_rects]
    assert curtain.mark_rect is None
    window = pygame.Rect(0, 0, 800, 600)
    assert all(window.contains(rect) for rect in shown)
    for first, second in itertools.combinations(shown, 2):
        assert not first.colliderect(second), (first, second)
    assert all(rect.height >= SMALLEST_TEXT for rect in curtain.status_rects)
