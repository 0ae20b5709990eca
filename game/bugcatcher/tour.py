"""Bugcatcher: every screen of the game for the screen tour (game/screen_tour.py), which the
window tests walk (GameInfo.tour_screens)."""

from __future__ import annotations

import copy
import functools
from typing import TYPE_CHECKING

from game.editor.tour import editor_screen
from game.ui.tour import (
    ScreenMaker,
    curtain_of,
    late_curtain_of,
    long_names_asked,
    over_menu,
    played_out,
    playing,
    resolved,
    seats,
)

if TYPE_CHECKING:
    from game.ui.host import Host


def _bug_session(rounds: int = 0):
    """Six bots on the demo level: the pregame open (rounds < 0) or `rounds` rounds played
    (worked out once per table, each screen given a copy of its own to play on)."""
    return copy.deepcopy(_bug_session_of(rounds, seats(6), long_names_asked()))


@functools.cache
def _bug_session_of(rounds: int, players: int, long_names: bool):  # long_names: a cache key
    from game.bugcatcher.demo import demo_session

    session = demo_session(seed=5, players=players)
    for _ in range(rounds + 1):
        resolved(session)
    return session


def _bug_setup(app: Host) -> None:
    from game.bugcatcher.scene import setup_scene

    over_menu(app, setup_scene(app))


def _bug_public_board(app: Host) -> None:
    """The flow between rounds: the public board waits for someone to go on."""
    from game.bugcatcher.scene import MatchFlowScene

    flow = MatchFlowScene(app, _bug_session(1))
    flow.next_step = lambda: None  # type: ignore[method-assign]
    flow.holding = True
    over_menu(app, flow)


def _bug_curtain(app: Host) -> None:
    from game.bugcatcher.scene import MatchFlowScene

    curtain_of(app, MatchFlowScene(app, _bug_session(1)))


def _bug_curtain_late(app: Host) -> None:
    from game.bugcatcher.scene import MatchFlowScene

    late_curtain_of(app, MatchFlowScene(app, _bug_session(1)))


def _bug_entry(rounds: int) -> ScreenMaker:
    def make(app: Host) -> None:
        from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene

        scene = PregameEntryScene if rounds < 0 else RoundEntryScene
        over_menu(app, scene(app, _bug_session(rounds), 0, lambda: None))

    return make


def _bug_reveal(app: Host) -> None:
    from game.bugcatcher.reveal import RevealScene

    session = _bug_session(1)
    playing(app, RevealScene(app, session, resolved(session), lambda: None, speed=1.0))


def _finished_bug():
    return _finished_bug_of(seats(6), long_names_asked())


@functools.cache
def _finished_bug_of(players: int, long_names: bool = False):  # long_names: a cache key
    return played_out(_bug_session(-1))


def _bug_results(app: Host) -> None:
    from game.bugcatcher.results import results_scene

    over_menu(app, results_scene(app, _finished_bug()))


def _bug_replay(app: Host) -> None:
    from game.bugcatcher.replay_view import replay_scene

    playing(app, replay_scene(app, _finished_bug()))


def _bug_tutorial(app: Host) -> None:
    """The guided first match: its first lesson over Ann's pregame entry."""
    from game.bugcatcher.tutorial import tutorial_scene

    flow = tutorial_scene(app)
    over_menu(app, flow)
    flow.open_entry(0)  # type: ignore[attr-defined]


def screens() -> dict[str, ScreenMaker]:
    return {
        "bugcatcher-setup": _bug_setup,
        "bugcatcher-pregame": _bug_entry(-1),
        "bugcatcher-public-board": _bug_public_board,
        "bugcatcher-curtain": _bug_curtain,
        "bugcatcher-curtain-late": _bug_curtain_late,
        "bugcatcher-round-entry": _bug_entry(1),
        "bugcatcher-reveal": _bug_reveal,
        "bugcatcher-results": _bug_results,
        "bugcatcher-replay": _bug_replay,
        "bugcatcher-tutorial": _bug_tutorial,
        "editor-bugcatcher-missions": editor_screen("bugcatcher/house-of-larks.toml", "records"),
    }
