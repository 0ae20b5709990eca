"""Social Snake's reveal: apples handed over in a crash fly as a "+N" badge to the receiver's
score row, and apples lost fade as "−N". They were drawn from the crash cell, over the
snake heads, the board's numbers and the key (issue 28); they now start beside the boards,
level with the crash, and are never drawn over a board, a thumbnail or the open key."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.social_snake import events as ev
from game.social_snake.reveal import GAINED, FlyApples
from game.ui.driver import Driver
from tests.social_window_helpers import tour_screen
from tests.test_social_reveal import round_reveal


def crash_steps(scene) -> list[int]:
    return [
        index
        for index, group in enumerate(scene.groups)
        if any(isinstance(e, ev.Collided) and e.apples for e in group)
    ]


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_apples_in_flight_are_never_drawn_over_a_board_or_the_key(size):
    app = App(headless=True, size=size)
    scene, _ = round_reveal(app)
    driver = Driver(app)
    driver.key(pygame.K_SPACE)  # paused: step by hand, through the event queue
    crashes = crash_steps(scene)
    assert crashes, "the round has a crash that hands apples over"
    for _ in range(crashes[0] + 1):
        driver.key(pygame.K_RIGHT)
    group = scene.groups[crashes[0]]
    flights = [cue.payload for cue in scene.cues_for(group) if isinstance(cue.payload, FlyApples)]
    assert flights
    kept_clear = [view.area for view in scene.views.values()]
    if not scene.grids.key_toggle.folded:
        kept_clear.append(scene.grids.legend_rect)
    table = scene.table()
    if table is not None:
        kept_clear.append(table)  # it fades before the table (round 5)
    drawn = 0
    for flight in flights:
        for progress in (0.0, 0.2, 0.5, 0.8, 1.0):
            layer = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
            flight.draw(scene.painter, layer, progress)
            inked = layer.get_bounding_rect()
            drawn += bool(inked.width and inked.height)
            for rect in kept_clear:
                assert not inked.colliderect(rect), (progress, inked, rect)
    assert drawn or table is not None, "with the table under its tab, the badge is drawn"


def test_a_badge_on_its_way_is_seen_over_the_side_column():
    """The badge flew under the side column: at 800×600 a player saw only its dark edge in
    the gap beside the board (a stray dark circle) and never the "+N". Played through the
    queue: the crash's step plays; the "+N" is seen where badges set out, over the column."""
    app, driver = tour_screen("social-reveal", (800, 600))
    scene = app.top
    driver.key(pygame.K_SPACE)  # paused

    def handed(index: int) -> bool:  # apples fly to a score line in step `index`
        cues = scene.cues_for(scene.groups[index])
        return any(isinstance(c.payload, FlyApples) and c.payload.receiver is not None
                   for c in cues)  # fmt: skip

    crash = next(index for index in crash_steps(scene) if handed(index))
    for _ in range(crash):
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_SPACE)  # play the crash's step
    seen = False
    for _ in range(40):
        driver.step(dt=0.03)
        right = scene.grids.boards_right()
        side = app.screen.subsurface(pygame.Rect(right, 0, 70, 600))  # where badges set out
        seen = pygame.mask.from_threshold(side, GAINED, (2, 2, 2, 255)).count() > 10
        if seen:
            break
    assert seen


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_badge_never_lands_on_the_score_table(size):
    """Round 5: "+N" badges landed on the table's rows (over Jo's count, Kim's letter, the
    border). Every crash that hands apples over is played through the queue (at 800×600
    with the players table opened by F2): on every frame the table on screen is exactly
    the table's own image, nothing drawn over its rows."""
    app, driver = tour_screen("social-reveal", size, long_names=True)
    scene = app.top
    driver.key(pygame.K_SPACE)  # paused
    if scene.tabs.tabs:
        driver.key(pygame.K_F2)  # the players table shown
    assert scene.tabs.showing("Players")
    handed = [
        index
        for index in crash_steps(scene)
        if any(
            isinstance(cue.payload, FlyApples) and cue.payload.receiver is not None
            for cue in scene.cues_for(scene.groups[index])
        )
    ][:2]
    assert handed
    shown = 0
    for crash in handed:
        driver.key(pygame.K_HOME)
        for _ in range(crash):
            driver.key(pygame.K_RIGHT)
        driver.key(pygame.K_SPACE)  # play the crash's step
        for _ in range(30):
            driver.step(dt=0.03)
            table = scene.scores.rect
            on_screen = pygame.image.tobytes(app.screen.subsurface(table), "RGB")
            assert scene.scores._cache is not None
            assert on_screen == pygame.image.tobytes(scene.scores._cache[1], "RGB"), crash
            shown += 1
        driver.key(pygame.K_SPACE)  # paused again
    assert shown
