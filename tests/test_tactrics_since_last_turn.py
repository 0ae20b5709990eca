"""Issue 28, round 5, Tactrics Snakes hot-seat: the panel and the rings told only the turn
just before, so a player at a 4-seat table saw one of the three turns made while they were
away. Now every turn of the others since the player's last turn is said (one sentence each,
towers turned more than once counted) and ringed, until the player acts; then their own."""

from __future__ import annotations

import pygame
import pytest
from test_social_small_window import drawn, texts
from test_tactrics_scene import turned_ring_pixels

from game.app import App
from game.tactrics.draw import TURNED_COLOUR
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.rules import Action, allowed_towers
from game.tactrics.scene import TactricsMenuScene, start_layout, start_layout_path
from game.tactrics.session import MatchSession
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver
from game.ui.layout_check import OVERLAP, SMALL_TEXT

NAMES = ("Wilhelmina Woods", "W" * 16, "Maximilianstrudl", "Dan")


def _game(size: tuple[int, int]) -> tuple[App, Driver, GameScene]:
    app = App(headless=True, size=size)
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    driver.post()
    level = start_layout(4)
    seats = [Seat(name, colour) for name, colour in zip(NAMES, level.colours, strict=True)]
    game = GameScene(app, MatchSession.start(level, start_layout_path(4), seats, seed=3))
    app.push(game)
    driver.post()
    return app, driver, game


def _turn(driver: Driver, game: GameScene, action: Action) -> None:
    """The tower picked by its number keys, then turned by its bracket key."""
    assert action.tower in allowed_towers(game.state)
    driver.post(dt=1.0)  # a pause: a digit pressed before does not make tens of this one
    driver.keys(*(getattr(pygame, f"K_{digit}") for digit in str(action.tower)))
    driver.key(pygame.K_RIGHTBRACKET if action.clockwise else pygame.K_LEFTBRACKET)
    driver.post(dt=1.0)  # the sweep played


def _end(app: App, driver: Driver) -> None:
    driver.key(pygame.K_RETURN)
    if isinstance(app.top, ConfirmScene):  # a pass is asked about
        driver.key(pygame.K_y)
    driver.post(dt=1.0)


def _other_tower(game: GameScene, *taken: int) -> int:
    return next(t for t in allowed_towers(game.state) if t not in taken)


def _ringed(app: App, game: GameScene, tower: int) -> bool:
    app.draw()
    return TURNED_COLOUR in turned_ring_pixels(game, tower)[0]


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_a_hot_seat_player_sees_every_turn_made_since_their_last(size):
    app, driver, game = _game(size)
    mine = allowed_towers(game.state)[0]
    _turn(driver, game, Action(mine, True))  # Wilhelmina's 1 action
    _end(app, driver)
    second = _other_tower(game, mine)
    _turn(driver, game, Action(second, False))  # the W's: 1 of 2 actions
    _end(app, driver)
    _end(app, driver)  # Maximilian passes
    third = _other_tower(game, mine, second)
    _turn(driver, game, Action(third, True))  # Dan: the same tower twice if he still may
    again = third in allowed_towers(game.state)
    _turn(driver, game, Action(third if again else _other_tower(game, mine, second, third), True))
    _end(app, driver)

    assert game.state.player == 0 and game.seat.name == "Wilhelmina Woods"
    items, found = drawn(app)
    shown = " ".join(texts(items))
    assert f"{'W' * 16} turned {second} " in shown and "Maximilianstrudl passed." in shown
    assert _ringed(app, game, second) and _ringed(app, game, third)
    assert not _ringed(app, game, mine)  # her own turn is not news to her
    dan = f"Dan turned {third} clockwise twice (ringed)." if again else "Dan turned "
    said = [
        f"{'W' * 16} turned {second} anticlockwise (ringed).",
        "Maximilianstrudl passed.",
        dan,
    ]
    lines = game.turned_lines()
    assert len(lines) == 3 and lines[:2] == said[:2] and lines[2].startswith(dan), lines
    for line, short in zip(lines, game.turned_lines(short=True), strict=True):
        assert line in shown or short in shown, (line, shown)  # whole; perhaps without ways
    assert not [f for f in found if f.kind in (OVERLAP, SMALL_TEXT)], found

    own = _other_tower(game, second, third)
    _turn(driver, game, Action(own, False))  # acting: her own turn is the news
    assert game.turned_lines() == [f"You turned tower {own} anticlockwise (ringed)."]
    assert _ringed(app, game, own) and not _ringed(app, game, second)
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)  # taken back: the others' turns again
    assert game.turned_lines()[:2] == said[:2]
    assert _ringed(app, game, second) and _ringed(app, game, third)
