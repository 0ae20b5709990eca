"""What every game's screen-tour module (game/<package>/tour.py, GameInfo.tour_screens)
builds its screens with: a screen is made over the main menu, as a player reaches it."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene

ScreenMaker = Callable[["Host"], None]

_table: dict[str, int | bool | None] = {
    "players": None, "asked": False, "long_names": False, "named": False
}  # fmt: skip
# Names of NAME_LIMIT characters (game/table/seats.py), the widest letters first: what the
# layout check seats its tables with, so that every screen keeps room for the longest name.
LONG_NAMES = (
    "WWWWWWWWWWWWWWWW", "Wilhelmina Woods", "Maximilian Moore", "Gwendolyn Murphy",
    "Bartholomew Webb", "Montgomery Woods", "Wolfgang Mahomes", "Marguerite Wells",
    "Mohammed Warwick", "Wendeline Miller", "Magnus Whitworth", "Winifred Maxwell",
    "MMMMMMMMMMMMMMMM",
)  # fmt: skip


def seats(usual: int) -> int:
    """How many players a screen's table seats: `usual`, unless the layout check asks for
    another count (`table_of`)."""
    _table["asked"] = True
    players = _table["players"]
    return usual if players is None else int(players)


def seat_name(index: int, usual: str) -> str:
    """The name of seat `index` at a screen's table: `usual`, or the longest names allowed
    when the layout check asks for them (`table_of(..., long_names=True)`)."""
    _table["named"] = True
    return LONG_NAMES[index % len(LONG_NAMES)] if _table["long_names"] else usual


def long_names_asked() -> bool:
    """Whether screens made now seat the layout check's longest names."""
    return bool(_table["long_names"])


@contextlib.contextmanager
def table_of(
    players: int | None, long_names: bool = False
) -> Iterator[dict[str, int | bool | None]]:
    """Screens made meanwhile seat `players` (None: their usual count), named with the
    longest names allowed (`long_names`); the dict yielded says afterwards whether any
    screen asked for the count (`"asked"`) or the names (`"named"`)."""
    _table.update(players=players, asked=False, long_names=long_names, named=False)
    try:
        yield _table
    finally:
        _table.update(players=None, long_names=False)


def menu_under(app: Host) -> None:
    """The main menu alone on the stack: what every screen is opened over."""
    from game.ui.menu import MainMenuScene

    app.clear_to(MainMenuScene(app))


def over_menu(app: Host, scene: Scene) -> None:
    menu_under(app)
    app.push(scene)


def curtain_of(app: Host, flow: Any) -> None:
    """The curtain before the first seat's entry in `flow` (a HotSeatScene)."""
    from game.ui.hotseat import PassScene

    over_menu(app, PassScene(app, flow, 0, lambda: None))


def late_curtain_of(app: Host, flow: Any) -> None:
    """The curtain before the last entry of a stage in `flow` (a HotSeatScene of bots):
    every other seat has entered, so "Entered:" lists the whole table but one."""
    session = flow.session
    session.let_bots_act()
    session.pending.pop(0, None)
    curtain_of(app, flow)


def playing(app: Host, reveal: Scene) -> None:
    """`reveal` a little way into its animation."""
    over_menu(app, reveal)
    app.tick([], 0.4)


def resolved(session: Any) -> Any:
    """The bots enter and the stage is resolved: its outcome."""
    session.let_bots_act()
    return session.advance()


def played_out(session: Any) -> Any:
    """`session` played by its bots to the end."""
    while not session.finished:
        resolved(session)
    return session
