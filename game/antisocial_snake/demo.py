"""Bots-only Antisocial Snake matches: `python main.py demo antisocial-snake` and the idle
menu. The match flow itself plays them: with only bots there is no curtain, and each reveal
runs at the fastest speed and moves on by itself."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.antisocial_snake.levels import GAME_ID, level_from_document
from game.antisocial_snake.scene import MatchFlowScene
from game.antisocial_snake.session import MatchSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.session import Outcome
from game.ui.demo import bot_seats
from game.ui.timeline import SPEEDS

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene

DEMO_LEVEL = "variations.toml"
ATTRACT_LEVEL = "practice.toml"


def demo_session(seed: int, players: int, level_name: str = DEMO_LEVEL) -> MatchSession:
    """`players` bots (normal and easy in turn) on a shipped level; never saved."""
    path = LEVELS / GAME_ID / level_name
    level = level_from_document(load_toml(path))
    seats = bot_seats(players, ("normal", "easy"))
    return MatchSession.start(level, path, seats, seed, save=False)


class DemoFlowScene(MatchFlowScene):
    """The match flow with reveals that play themselves; `attract`: any key or click goes
    back to the menu, and the match ends there instead of on the results."""

    def __init__(self, app: Host, session: MatchSession, instant: bool, attract: bool):
        super().__init__(app, session)
        self.instant = instant
        self.attract = attract
        if attract:
            self.confirm_leave = None

    def reveal_scene(self, outcome: Outcome, on_done: Callable[[], None]) -> Scene:
        from game.antisocial_snake.reveal import RevealScene, chapter_of

        reveal = RevealScene(
            self.app,
            self.session,
            [chapter_of(outcome)],
            on_done,
            auto_continue=True,
            speed=SPEEDS[-1],
            on_interrupt=self.stop if self.attract else None,
        )
        if self.instant:
            reveal.timeline.skip_to_end()
        return reveal

    def stop(self) -> None:
        while self in self.app.stack:
            self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Between two reveals the flow itself is on top: a key or click ends the demo."""
        if self.attract and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.stop()
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.attract and self.session.finished:
            self.stop()
            return
        super().update(dt)


def demo_scene(app: Host, seed: int, players: int, instant: bool) -> Scene:
    return DemoFlowScene(app, demo_session(seed, players), instant, attract=False)


def attract_scene(app: Host) -> Scene:
    """Three bots on the practice boards at full speed; any key or click ends it."""
    session = demo_session(random.randrange(1, 1_000_000), 3, ATTRACT_LEVEL)
    return DemoFlowScene(app, session, instant=False, attract=True)
