"""Double-edged Edges: every screen of the game for the screen tour (game/screen_tour.py), which the
window tests walk (GameInfo.tour_screens)."""

from __future__ import annotations

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


def _edges_session(players: int | None = None):
    """The demo match: `players` bots, else the table's usual nine."""
    from game.double_edged_edges.demo import demo_session

    return demo_session(seed=4, players=seats(9) if players is None else players)


def _edges_setup(app: Host) -> None:
    from game.double_edged_edges.scene import setup_scene

    over_menu(app, setup_scene(app))


def _edges_round_zero(app: Host) -> None:
    from game.double_edged_edges.scene import RoundZeroScene

    over_menu(app, RoundZeroScene(app, _edges_session(), lambda: None))


def _edges_curtain(app: Host) -> None:
    from game.double_edged_edges.scene import EdgesFlowScene

    curtain_of(app, EdgesFlowScene(app, _edges_session()))


def _edges_curtain_late(app: Host) -> None:
    from game.double_edged_edges.scene import EdgesFlowScene

    late_curtain_of(app, EdgesFlowScene(app, _edges_session()))


def _edges_entry(app: Host) -> None:
    from game.double_edged_edges.entry import MoveEntryScene

    session = _edges_session()
    resolved(session)
    over_menu(app, MoveEntryScene(app, session, 0, lambda: None))


def _edges_entry_partner(app: Host) -> None:
    """The entry of the player left of the first seat: the first seat (the longest name,
    when the layout check asks for them) is its partner on the right."""
    from game.double_edged_edges.entry import MoveEntryScene

    session = _edges_session()
    resolved(session)
    chooser = session.state.seating.choosers_of(0)[0]
    over_menu(app, MoveEntryScene(app, session, chooser, lambda: None))


def _edges_vote(app: Host) -> None:
    """Four players who all take the defaults tie for the least points: the winners vote."""
    from game.double_edged_edges.entry import VoteScene

    session = _edges_session(4)
    while session.state.stage == "rounds":
        for seat in range(session.state.players):
            session.submit(seat, None)
        session.advance()
    voter = session.vote().voters[0]
    over_menu(app, VoteScene(app, session, voter, lambda: None))


def _edges_reveal(app: Host) -> None:
    from game.double_edged_edges.reveal import RevealScene, chapter_of

    session = _edges_session()
    chapter = chapter_of(resolved(session))
    playing(app, RevealScene(app, session, [chapter], lambda: None, speed=1.0))


def _finished_edges():
    return _finished_edges_of(seats(9), long_names_asked())


@functools.cache
def _finished_edges_of(players: int, long_names: bool = False):  # long_names: a cache key
    return played_out(_edges_session())


def _edges_results(app: Host) -> None:
    from game.double_edged_edges.results import results_scene

    over_menu(app, results_scene(app, _finished_edges()))


def _edges_tutorial(app: Host) -> None:
    """The guided first match's first lesson, over Ann's first entry."""
    from game.double_edged_edges.tutorial import tutorial_scene

    flow = tutorial_scene(app)
    over_menu(app, flow)
    flow.round_zero_due = False
    flow.open_entry(0)


def _edges_replay(app: Host) -> None:
    from game.double_edged_edges.replay_view import replay_scene

    playing(app, replay_scene(app, _finished_edges()))


def screens() -> dict[str, ScreenMaker]:
    return {
        "edges-setup": _edges_setup,
        "edges-round-zero": _edges_round_zero,
        "edges-curtain": _edges_curtain,
        "edges-curtain-late": _edges_curtain_late,
        "edges-entry": _edges_entry,
        "edges-entry-partner": _edges_entry_partner,
        "edges-vote": _edges_vote,
        "edges-reveal": _edges_reveal,
        "edges-results": _edges_results,
        "edges-replay": _edges_replay,
        "edges-tutorial": _edges_tutorial,
        "editor-edges": editor_screen("double-edged-edges/mainly-by-design.toml"),
    }
