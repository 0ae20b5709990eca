"""Antisocial Snake's examples for the kit's tests (GameInfo.examples)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.games import GameExamples
from game.table.seats import Seat
from game.ui.tour import played_out


def _entry_match() -> Any:
    """A match at its movement stage (Ann's snakes placed), Ann the only human."""
    from game.antisocial_snake.levels import level_from_document
    from game.antisocial_snake.session import MatchSession

    path = LEVELS / "antisocial-snake" / "practice.toml"
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    session = MatchSession.start(level_from_document(load_toml(path)), path, seats, 2)
    session.let_bots_act()
    session.submit(0, session.bot_entry(0))
    session.advance()
    return session


def _replay(app: Any) -> Any:
    from game.antisocial_snake.demo import demo_session
    from game.antisocial_snake.replay_view import replay_scene

    return replay_scene(app, played_out(demo_session(3, 3, level_name="practice.toml")))


def examples() -> GameExamples:
    from game.antisocial_snake.entry import MovementScene

    return GameExamples(
        entry_match=_entry_match,
        entry_screen=MovementScene,
        entry_keys=(pygame.K_u, pygame.K_l),
        replay=_replay,
    )
