"""Social Snake: every screen of the game for the screen tour (game/screen_tour.py), which the
window tests walk (GameInfo.tour_screens)."""

from __future__ import annotations

import copy
import functools
from typing import TYPE_CHECKING

from game.editor.tour import editor_canvas_screen, editor_screen
from game.ui.tour import ScreenMaker, long_names_asked, menu_under, seats

if TYPE_CHECKING:
    from game.ui.host import Host


def _social_setup(app: Host) -> None:
    from game.social_snake.scene import setup_scene

    menu_under(app)
    app.push(setup_scene(app))


def _social_session(phase: int = 0, stage: str = "starts"):
    """The 13-player demo match played by its bots to `phase`'s `stage`: worked out once
    per table, each screen given a copy of its own to play on."""
    return copy.deepcopy(_social_session_of(phase, stage, seats(13), long_names_asked()))


@functools.cache
def _social_session_of(phase: int, stage: str, players: int, long_names: bool):
    from game.social_snake.demo import demo_session

    session = demo_session(seed=4, players=players)
    while session.state.phase < phase or session.state.stage != stage:
        session.let_bots_act()
        session.advance()
    return session


def _social_curtain(app: Host) -> None:
    from game.social_snake.scene import MatchFlowScene
    from game.ui.hotseat import PassScene

    flow = MatchFlowScene(app, _social_session())
    menu_under(app)
    app.push(PassScene(app, flow, 0, lambda: None))


def _social_entry(phase: int, stage: str) -> ScreenMaker:
    def make(app: Host) -> None:
        from game.social_snake.entry import MoveEntryScene, StartEntryScene

        session = _social_session(phase, stage)
        scene = StartEntryScene if stage == "starts" else MoveEntryScene
        menu_under(app)
        app.push(scene(app, session, 0, lambda: None))

    return make


def _social_reveal(app: Host) -> None:
    from game.social_snake.reveal import RevealScene

    session = _social_session(1, "rounds")
    session.let_bots_act()
    outcome = session.advance()
    menu_under(app)
    app.push(RevealScene(app, session, outcome, lambda: None, speed=1.0))
    app.tick([], 0.4)


def _finished_social():
    """A finished 13-player match (made once: the screens only read it)."""
    return _finished_social_of(seats(13), long_names_asked())


@functools.cache
def _finished_social_of(players: int, long_names: bool = False):  # long_names: a cache key
    from game.social_snake.demo import demo_session

    session = demo_session(seed=2, players=players)
    while session.state.stage != "finished":
        session.let_bots_act()
        session.advance()
    return session


def _social_results(app: Host) -> None:
    from game.social_snake.results import results_scene

    menu_under(app)
    app.push(results_scene(app, _finished_social()))


def _social_replay(app: Host) -> None:
    from game.social_snake.replay_view import ReplayScene

    menu_under(app)
    app.push(ReplayScene(app, _finished_social()))


def screens() -> dict[str, ScreenMaker]:
    return {
        "social-setup": _social_setup,
        "social-curtain": _social_curtain,
        "social-start-entry": _social_entry(0, "starts"),
        "social-move-entry": _social_entry(0, "rounds"),
        "social-two-grid-entry": _social_entry(1, "rounds"),
        "social-reveal": _social_reveal,
        "social-results": _social_results,
        "social-replay": _social_replay,
        "editor-social": editor_screen("social-snake/classic.toml"),
        "editor-social-level": editor_screen("social-snake/classic.toml", "level"),
        "editor-social-zoomed": editor_canvas_screen("social-snake/classic.toml", False),
        "editor-social-overview": editor_canvas_screen("social-snake/classic.toml", True),
    }
