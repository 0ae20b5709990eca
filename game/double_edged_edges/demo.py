"""Bots-only Double-edged Edges matches: `python main.py demo double-edged-edges`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.double_edged_edges.bench import SHIPPED, shipped_level
from game.double_edged_edges.levels import grid_for
from game.double_edged_edges.scene import EdgesFlowScene
from game.double_edged_edges.session import MatchSession
from game.table.session import Outcome
from game.ui.demo import bot_seats

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene

LEVELS_BY_PLAYERS = {4: "four-on-a-plank", 6: "six-on-a-ledge"}


def demo_session(seed: int, players: int) -> MatchSession:
    """Easy, normal and hard bots in turn on the shipped level for their number (the
    9-player level for other numbers); a number that fills no grid plays with the largest
    number below it that does (5 → 4, 7 → 6, 11 → 10). Never saved."""
    while grid_for(players) is None:
        players -= 1
    seats = bot_seats(players)
    name = LEVELS_BY_PLAYERS.get(players, "mainly-by-design")
    return MatchSession.start(shipped_level(name), SHIPPED / f"{name}.toml", seats, seed,
                              save=False)  # fmt: skip


class DemoFlowScene(EdgesFlowScene):
    """The match flow with every reveal at the fastest speed, continuing by itself (or at
    its end at once, `instant`)."""

    confirm_leave = None

    def __init__(self, app: Host, session: MatchSession, instant: bool = False):
        super().__init__(app, session)
        self.instant = instant

    def reveal_scene(self, outcome: Outcome, on_done: Callable[[], None]) -> Scene:
        from game.double_edged_edges.reveal import RevealScene, chapter_of

        scene = RevealScene(
            self.app, self.session, [chapter_of(outcome)], on_done, auto_continue=True, speed=4.0
        )
        if self.instant:
            scene.timeline.skip_to_end()
        return scene


def demo_scene(app: Host, seed: int, players: int, instant: bool) -> Scene:
    return DemoFlowScene(app, demo_session(seed, players), instant)
