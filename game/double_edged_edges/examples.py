"""Double-edged Edges' examples for the kit's tests (GameInfo.examples)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.games import GameExamples
from game.table.seats import Seat
from game.ui.tour import played_out

BROKEN_LEVELS = (
    'values = [1, "a", 2, 3, 4]\nstart = 2\nrounds = 7\ngrid = [2, 2]\n',
    "values = [1, 2, 3, 4, 5]\nstart = 99\nrounds = 0\ngrid = [1, 9]\n",
    'values = "flat"\nstart = 1\n',
)


def _entry_match() -> Any:
    """A three-round match on Four on a plank, Ann at her first entry, three bots."""
    from game.double_edged_edges.levels import level_from_document
    from game.double_edged_edges.session import MatchSession

    path = LEVELS / "double-edged-edges" / "four-on-a-plank.toml"
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    seats.append(Seat("Dan", "Yellow", "easy"))
    return MatchSession.start(level_from_document(load_toml(path)), path, seats, 3)


def _replay(app: Any) -> Any:
    from game.double_edged_edges.demo import demo_session
    from game.double_edged_edges.replay_view import replay_scene

    return replay_scene(app, played_out(demo_session(seed=4, players=4)))


def examples() -> GameExamples:
    from game.double_edged_edges.entry import MoveEntryScene

    return GameExamples(
        broken_levels=BROKEN_LEVELS,
        entry_match=_entry_match,
        entry_screen=MoveEntryScene,
        entry_keys=(pygame.K_LEFT, pygame.K_UP),
        replay=_replay,
    )
