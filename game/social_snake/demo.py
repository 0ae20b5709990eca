"""Bots-only Social Snake matches: `python main.py demo social-snake` and the idle menu."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.social_snake.levels import GAME_ID, level_from_document
from game.social_snake.session import MatchSession
from game.table.seats import BOT_LEVELS
from game.ui.demo import bot_seats, reveal_demo

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene

DEMO_LEVEL = "classic.toml"
ATTRACT_LEVEL = "practice-three-ridges.toml"


def demo_session(
    seed: int, players: int, level_name: str = DEMO_LEVEL, kinds: tuple[str, ...] = BOT_LEVELS
) -> MatchSession:
    """A bots-only match on a shipped level (by default easy, normal and hard bots in turn;
    never saved)."""
    path: Path = LEVELS / GAME_ID / level_name
    level = level_from_document(load_toml(path))
    return MatchSession.start(level, path, bot_seats(players, kinds), seed, save=False)


def demo_scene(app: Host, seed: int, players: int, instant: bool) -> Scene:
    """The demo verb: every reveal at the fastest speed (or at its end at once, `instant`),
    ending on the results."""
    return _demo(app, demo_session(seed, players), instant=instant)


def attract_scene(app: Host) -> Scene:
    """Three normal bots on the default practice board, at full speed, never saved; any key
    or click goes back to the menu."""
    session = demo_session(random.randrange(1, 1_000_000), 3, ATTRACT_LEVEL, ("normal",))
    return _demo(app, session, attract=True)


def _demo(app: Host, session: MatchSession, instant: bool = False, attract: bool = False) -> Scene:
    from game.social_snake.results import results_scene
    from game.social_snake.reveal import RevealScene

    return reveal_demo(app, session, RevealScene, results_scene, instant, attract)
