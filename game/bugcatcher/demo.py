"""Bots-only Bugcatcher matches: `python main.py demo bugcatcher` and the idle menu, on the
kit's DemoScene (the public reveal, as a table of players would see it)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.bugcatcher.levels import GAME_ID, level_from_document
from game.bugcatcher.session import MatchSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.seats import BOT_LEVELS
from game.ui.demo import DemoScene, bot_seats, reveal_demo

if TYPE_CHECKING:
    from game.ui.host import Host

DEMO_LEVEL = "house-of-larks.toml"
ATTRACT_LEVEL = "practice-meadow.toml"


def demo_session(
    seed: int, players: int, level_name: str = DEMO_LEVEL, kinds: tuple[str, ...] = BOT_LEVELS
) -> MatchSession:
    """A bots-only match on a shipped level, never saved."""
    path = LEVELS / GAME_ID / level_name
    level = level_from_document(load_toml(path))
    return MatchSession.start(level, path, bot_seats(players, kinds), seed, save=False)


def _demo(app: Host, session: MatchSession, instant: bool, attract: bool) -> DemoScene:
    from game.bugcatcher.results import results_scene
    from game.bugcatcher.reveal import RevealScene

    return reveal_demo(app, session, RevealScene, results_scene, instant, attract)


def demo_scene(app: Host, seed: int, players: int, instant: bool) -> DemoScene:
    return _demo(app, demo_session(seed, players), instant, attract=False)


def attract_scene(app: Host) -> DemoScene:
    """Three normal bots on the practice board at full speed; any key or click ends it."""
    session = demo_session(random.randrange(1, 1_000_000), 3, ATTRACT_LEVEL, ("normal",))
    return _demo(app, session, instant=False, attract=True)
