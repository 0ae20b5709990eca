"""Issue 28 (Social Snake, 7/10 review): stepping a reveal marked the NEXT step's crash
(Home, Right ×3 boxed E1, where step 4's crash is, while the log told step 3's on G1), and
the score column lagged the log by a step while playing. The red box is now the crash of
the step the header names, and the tally is at every moment the sum of what the log has
said (checked here against the rules' own events, step by step)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.social_snake import events as ev
from game.social_snake.reveal import FLASH, RevealScene
from game.ui.driver import Driver
from tests.test_social_reveal import bot_session, outcomes

FRAME = 1 / 60


def crashing_round(level: str = "mm2.5", players: int = 8):
    """A round of a bots' match whose crashes happen on more than one cell."""
    session = bot_session(level, players=players)
    for outcome in outcomes(session):
        cells = {(e.grid, e.target) for e in outcome.events if isinstance(e, ev.Collided)}
        if len(cells) > 2:
            return session, outcome
    raise AssertionError("no round with crashes on several cells")


def reveal_of(size, level="mm2.5"):
    app = App(headless=True, size=size)
    session, outcome = crashing_round(level)
    scene = RevealScene(app, session, outcome, lambda: None)
    app.push(scene)
    driver = Driver(app)
    driver.step()
    return app, driver, scene


def in_sight(scene, grid: str, cell) -> bool:
    """Whether the cell is on a board on screen (not under a tab, not off the edge)."""
    if scene.grids.layout.tabs and list(scene.views)[scene.grids.focused] != grid:
        return False
    view = scene.views[grid]
    return view.board.contains(view.cell_rect(cell))


def boxed(app, scene, grid: str, cell) -> bool:
    """Whether the cell shows the red crash box on screen (its outline in FLASH red)."""
    if not in_sight(scene, grid, cell):
        return False
    rect = scene.views[grid].cell_rect(cell)
    edge = [(x, rect.top) for x in range(rect.left + 2, rect.right - 2)]
    edge += [(rect.left, y) for y in range(rect.top + 2, rect.bottom - 2)]
    red = sum(1 for point in edge if tuple(app.screen.get_at(point))[:3] == FLASH)
    return red > len(edge) // 2


def crashes(group) -> set:
    return {(e.grid, e.target) for e in group if isinstance(e, ev.Collided)}


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_stepping_boxes_the_crash_of_the_step_shown_and_no_other(size):
    app, driver, scene = reveal_of(size)
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_HOME)
    every = set().union(*(crashes(group) for group in scene.groups))
    checked = 0
    for step in range(1, len(scene.groups)):
        driver.key(pygame.K_RIGHT)
        assert scene.groups_started == step
        mine = crashes(scene.groups[step - 1])
        for grid, cell in every:
            if (grid, cell) in mine and in_sight(scene, grid, cell):
                assert boxed(app, scene, grid, cell), (step, grid, cell, "this step's crash")
                checked += 1
            else:
                assert not boxed(app, scene, grid, cell), (step, grid, cell, "not this step's")
    assert checked >= 2


def told_tally(groups, before) -> list[tuple[int, int]]:
    """(banked apples, apples not yet banked) per player after `groups`, from the events'
    own words: collected apples wait, a bank or a crash settles them."""
    banked = [player.apples for player in before.players]
    waiting: dict[tuple[str, int], int] = {}
    for event in (e for group in groups for e in group):
        if isinstance(event, ev.Collected):
            if event.apples < 0:
                banked[event.player] += event.apples
            else:
                key = (event.grid, event.player)
                waiting[key] = waiting.get(key, 0) + event.apples
        elif isinstance(event, ev.Banked):
            waiting.pop((event.grid, event.player), None)
            banked[event.player] += event.apples
        elif isinstance(event, ev.Collided):
            waiting.pop((event.grid, event.player), None)
            if event.owner is not None:
                banked[event.owner] += event.apples
    return [
        (banked[p], sum(n for (_, who), n in waiting.items() if who == p))
        for p in range(len(banked))
    ]


def shown_tally(scene) -> list[tuple[int, int]]:
    rows = scene._rows[1]
    return [(row.numbers[0], int(row.note[1:]) if row.note else 0) for row in rows]


def test_the_tally_is_what_the_log_has_said_at_every_step_stepping_and_playing():
    app, driver, scene = reveal_of((1366, 768))
    before = scene.outcome.before
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_HOME)
    for step in range(1, len(scene.groups) + 1):
        driver.key(pygame.K_RIGHT)
        told = scene.groups_started
        assert shown_tally(scene) == told_tally(scene.groups[:told], before), step
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_SPACE)  # playing: checked part-way through every step
    while not scene.timeline.finished:
        driver.step(dt=0.1)
        told = scene.groups_started
        assert shown_tally(scene) == told_tally(scene.groups[:told], before), told
