"""A bots-only match played by itself: the `demo` verb and the idle menu's attract mode, for
any game on SimultaneousSession whose reveal is a RevealPlayer.

    DemoScene(app, session, reveal=make_reveal, results=make_results, instant=False)

`reveal(outcome, on_done, speed, on_interrupt)` builds the game's reveal of one resolved
stage (with `auto_continue`); `results()` the game's final screen. Each stage is resolved as
soon as the bots have entered and revealed at `speed` (or shown at its end at once,
`instant`); the match ends on the results. With `attract`, any key or click goes back to the
menu and the match ends there instead of on the results.

    reveal_demo(app, session, RevealScene, results_scene, instant, attract)

is the usual way to build one when the game's reveal scene is built like the kit's (`app,
session, outcome, on_done` and the keywords `auto_continue`, `speed`, `on_interrupt`) and its
results as `results_scene(app, session)`; `bot_seats(count, kinds)` seats the bots.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.table.seats import BOT_LEVELS, Seat
from game.table.session import Outcome, SimultaneousSession
from game.ui import theme
from game.ui.reveal_player import RevealPlayer
from game.ui.scene import Scene
from game.ui.timeline import SPEEDS
from game.ui.tour import seat_name

if TYPE_CHECKING:
    from game.ui.host import Host

RevealMaker = Callable[
    [Outcome, Callable[[], None], float, Callable[[], None] | None], RevealPlayer
]


class DemoScene(Scene):
    title = "Demo"
    busy = True  # pushes the next reveal as soon as it is on top

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


def bot_seats(count: int, kinds: tuple[str, ...] = BOT_LEVELS) -> list[Seat]:
    """`count` bots in palette order, their levels taken from `kinds` in turn."""
    palette = theme.player_colours(False)
    return [
        Seat(
            seat_name(i, f"{kinds[i % len(kinds)].title()} bot {i + 1}"),
            palette[i].name,
            kinds[i % len(kinds)],
        )
        for i in range(count)
    ]


def reveal_demo(
    app: Host,
    session: SimultaneousSession,
    reveal_scene: Callable[..., RevealPlayer],
    results_scene: Callable[[Host, Any], Scene],
    instant: bool = False,
    attract: bool = False,
) -> DemoScene:
    """The DemoScene of a game whose reveal is `reveal_scene(app, session, outcome, on_done,
    auto_continue=, speed=, on_interrupt=)` and whose results are `results_scene(app,
    session)`."""

    def reveal(
        outcome: Outcome,
        on_done: Callable[[], None],
        speed: float,
        on_interrupt: Callable[[], None] | None,
    ) -> RevealPlayer:
        return reveal_scene(
            app, session, outcome, on_done, auto_continue=True, speed=speed,
            on_interrupt=on_interrupt,
        )  # fmt: skip

    def results() -> Scene:
        return results_scene(app, session)

    return DemoScene(app, session, reveal, results, instant=instant, attract=attract)
