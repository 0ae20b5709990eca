"""Social Snake's examples for the kit's tests (GameInfo.examples)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.games import GameExamples
from game.table.seats import Seat
from game.ui.tour import played_out


def _entry_match() -> Any:
    """A four-round match on Practice: three ridges, Ann at her starts, two bots."""
    from game.social_snake.levels import level_from_document
    from game.social_snake.session import MatchSession

    path = LEVELS / "social-snake" / "practice-three-ridges.toml"
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    return MatchSession.start(level_from_document(load_toml(path)), path, seats, 4)


def _replay(app: Any) -> Any:
    from game.social_snake.demo import demo_session
    from game.social_snake.replay_view import ReplayScene

    return ReplayScene(app, played_out(demo_session(seed=2, players=4)))


def examples() -> GameExamples:
    from game.social_snake.entry import StartEntryScene

    return GameExamples(
        entry_match=_entry_match,
        entry_screen=StartEntryScene,
        entry_keys=(pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE),
        replay=_replay,
    )
