"""Bugcatcher's examples for the kit's tests (GameInfo.examples)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.games import GameExamples
from game.table.seats import Seat
from game.ui.tour import played_out

BROKEN_LEVELS = (
    'columns = "wide"\nrows = 5\nrounds = 7\nenergy = 7\n',
    "columns = 40\nrows = 2\nrounds = 2\nenergy = 7\n\n[[missions]]\nround = 3\n"
    'name = "Late Lark"\nkind = "reach"\nnode = "middle"\nreward = 2\n',
    'rounds = 1\n\n[[missions]]\nround = 1\nname = "Odd Owl"\nkind = "hoot"\nreward = 2\n',
)


def _entry_match() -> Any:
    """A five-round match on Practice meadow, Ann at her pregame entry, two bots."""
    from game.bugcatcher.levels import level_from_document
    from game.bugcatcher.session import MatchSession

    path = LEVELS / "bugcatcher" / "practice-meadow.toml"
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    return MatchSession.start(level_from_document(load_toml(path)), path, seats, 5)


def _replay(app: Any) -> Any:
    from game.bugcatcher.demo import demo_session
    from game.bugcatcher.replay_view import replay_scene

    return replay_scene(app, played_out(demo_session(seed=5, players=3)))


def examples() -> GameExamples:
    from game.bugcatcher.entry import PregameEntryScene

    return GameExamples(
        broken_levels=BROKEN_LEVELS,
        entry_match=_entry_match,
        entry_screen=PregameEntryScene,
        entry_keys=(pygame.K_RIGHT, pygame.K_SPACE, pygame.K_TAB, pygame.K_SPACE),
        replay=_replay,
    )
