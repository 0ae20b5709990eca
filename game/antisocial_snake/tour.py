"""Antisocial Snake: every screen of the game for the screen tour (game/screen_tour.py), which the
window tests walk (GameInfo.tour_screens)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from game.editor.tour import editor_screen
from game.ui.tour import (
    ScreenMaker,
    curtain_of,
    long_names_asked,
    over_menu,
    played_out,
    playing,
    resolved,
    seats,
)

if TYPE_CHECKING:
    from game.ui.host import Host


def _antisocial_session(board: int = 0, stage: str = "placement"):
    """The ten-board demo match with four bots, played on to `board` and `stage`."""
    from game.antisocial_snake.demo import demo_session

    session = demo_session(seed=3, players=seats(4))
    while session.state.board_index < board or session.stage != stage:
        resolved(session)
    return session


def _antisocial_setup(app: Host) -> None:
    from game.antisocial_snake.scene import setup_scene

    over_menu(app, setup_scene(app))


def _antisocial_curtain(app: Host) -> None:
    from game.antisocial_snake.scene import MatchFlowScene

    curtain_of(app, MatchFlowScene(app, _antisocial_session()))


def _antisocial_entry(board: int, stage: str) -> ScreenMaker:
    """The entry of `board` (its variation's extra control with it)."""

    def make(app: Host) -> None:
        from game.antisocial_snake.entry import MovementScene, PlacementScene

        scene = PlacementScene if stage == "placement" else MovementScene
        over_menu(app, scene(app, _antisocial_session(board, stage), 0, lambda: None))

    return make


def _antisocial_tutorial(app: Host) -> None:
    """The guided first match's first lesson, over its placement screen."""
    from game.antisocial_snake.tutorial import tutorial_scene

    flow = tutorial_scene(app)
    over_menu(app, flow)
    flow.open_entry(0)


def _antisocial_reveal(app: Host) -> None:
    from game.antisocial_snake.reveal import RevealScene, chapter_of

    session = _antisocial_session(0, "movement")
    chapter = chapter_of(resolved(session))
    playing(app, RevealScene(app, session, [chapter], lambda: None, speed=1.0))


def _finished_antisocial():
    return _finished_antisocial_of(seats(4), long_names_asked())


@functools.cache
def _finished_antisocial_of(players: int, long_names: bool = False):  # long_names: a cache key
    from game.antisocial_snake.demo import demo_session

    if players > 4:  # more than the practice level seats: the demo level
        return played_out(demo_session(seed=3, players=players))
    return played_out(demo_session(seed=3, players=players, level_name="practice.toml"))


def _antisocial_results(app: Host) -> None:
    from game.antisocial_snake.results import results_scene

    over_menu(app, results_scene(app, _finished_antisocial()))


def _antisocial_replay(app: Host) -> None:
    from game.antisocial_snake.replay_view import replay_scene

    playing(app, replay_scene(app, _finished_antisocial()))


def screens() -> dict[str, ScreenMaker]:
    return {
        "antisocial-setup": _antisocial_setup,
        "antisocial-curtain": _antisocial_curtain,
        "antisocial-placement": _antisocial_entry(0, "placement"),
        "antisocial-movement": _antisocial_entry(0, "movement"),
        "antisocial-frame": _antisocial_entry(3, "placement"),
        "antisocial-swap": _antisocial_entry(4, "movement"),
        "antisocial-toggle": _antisocial_entry(6, "placement"),
        "antisocial-redirect": _antisocial_entry(7, "movement"),
        "antisocial-quiz": _antisocial_entry(8, "movement"),
        "antisocial-bidding": _antisocial_entry(9, "placement"),
        "antisocial-tutorial": _antisocial_tutorial,
        "antisocial-reveal": _antisocial_reveal,
        "antisocial-results": _antisocial_results,
        "antisocial-replay": _antisocial_replay,
        "editor-antisocial-level": editor_screen("antisocial-snake/variations.toml", "level"),
    }
