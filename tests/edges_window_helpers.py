"""Window test helpers for Double-edged Edges: ticks and key presses on a headless App, a
4-seat session on the shipped plank (two humans, two bots)."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.double_edged_edges.levels import level_from_document
from game.double_edged_edges.session import MatchSession
from game.table.seats import Seat
from game.ui.driver import Driver

FRAME = 1 / 60
PLANK = LEVELS / "double-edged-edges" / "four-on-a-plank.toml"


def tick(app: App, *events: pygame.event.Event, dt: float = FRAME) -> None:
    """`events` posted to pygame's queue, then one pass of the shell's own loop."""
    Driver(app).post(*events, dt=dt)


def press(app: App, *keys: int, mod: int = 0) -> None:
    """Each key pressed and released as SDL sends it (a key whose press opened a dialog
    is spent until it is released: the next press of it is the dialog's)."""
    Driver(app).keys(*keys, mod=mod)


def new_session(seats: list[Seat], seed: int = 4, garnets: int = 0) -> MatchSession:
    level = level_from_document(load_toml(PLANK))
    return MatchSession.start(level, PLANK, seats, seed, garnets)


def two_humans() -> list[Seat]:
    return [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green"),
            Seat("Dan", "Yellow", "hard")]  # fmt: skip
