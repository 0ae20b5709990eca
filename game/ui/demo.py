"""A bots-only match played by itself: the `demo` verb and the idle menu's attract mode, for
any game on SimultaneousSession whose reveal is a RevealPlayer.

    DemoScene(app, session, reveal=make_reveal, results=make_results, instant=False)

`reveal(outcome, on_done, speed, on_interrupt)` builds the game's reveal of one resolved
stage (with `auto_continue`); `results()` the game's final screen. Each stage is resolved as
soon as the bots have entered and revealed at `speed` (or shown at its end at once,
`instant`); the match ends on the results. With `attract`, any key or click goes back to the
menu and the match ends there instead of on the results.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.table.session import Outcome, SimultaneousSession
from game.ui.reveal_player import RevealPlayer
from game.ui.scene import Scene
from game.ui.timeline import SPEEDS

if TYPE_CHECKING:
    from game.ui.host import Host

RevealMaker = Callable[
    [Outcome, Callable[[], None], float, Callable[[], None] | None], RevealPlayer
]


class DemoScene(Scene):
    title = "Demo"

    def __init__(
        self,
        app: Host,
        session: SimultaneousSession,
        reveal: RevealMaker,
        results: Callable[[], Scene],
        speed: float = SPEEDS[-1],
        instant: bool = False,
        attract: bool = False,
    ):
        super().__init__(app)
        self.session = session
        self.make_reveal = reveal
        self.make_results = results
        self.speed = speed
        self.instant = instant
        self.attract = attract

    def update(self, dt: float) -> None:
        """On top only before the first reveal (or when there is nothing left to play)."""
        if self.session.finished:
            self._show_results()
        else:
            self.app.push(self._next_reveal())

    def _next_reveal(self) -> RevealPlayer:
        self.session.let_bots_act()
        outcome = self.session.advance()
        interrupt = self._stop if self.attract else None
        reveal = self.make_reveal(outcome, self._revealed, self.speed, interrupt)
        if self.instant:
            reveal.timeline.skip_to_end()
        return reveal

    def _revealed(self) -> None:
        if self.session.finished:
            self.app.pop()
            self._show_results()
        else:
            self.app.replace(self._next_reveal())

    def _stop(self) -> None:
        self.app.pop(self)

    def _show_results(self) -> None:
        if self.attract:
            self._stop()
            return
        self.app.replace(self.make_results())
