"""Snek: every screen of the game for the screen tour (game/screen_tour.py), which the
window tests walk (GameInfo.tour_screens)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.editor.tour import editor_screen
from game.ui.tour import ScreenMaker, long_names_asked, over_menu, seat_name, seats

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene


def _snek_menu(app: Host) -> None:
    from game.snek.scene import snek_menu

    over_menu(app, snek_menu(app))


def _snek_screen(make_scene: Callable[[Host], Scene]) -> ScreenMaker:
    """A screen opened from the Snek menu."""

    def make(app: Host) -> None:
        _snek_menu(app)
        app.push(make_scene(app))

    return make


def _long_named_snek() -> list[str]:
    """When the layout check asks for the longest names: two of the player's sneks named
    with the longest names allowed, so the lists that offer sneks are checked with them;
    their names (none otherwise)."""
    from game.snek.program import Program
    from game.snek.samples import load_samples, load_user_sneks, save_user_snek

    names = [name for name in (seat_name(0, ""), seat_name(1, "")) if name]
    sample = load_samples()[0][1]
    for name in names:
        if not any(program.name == name for _, program in load_user_sneks()[0]):
            save_user_snek(Program(name, sample.patterns, sample.colour))
    return names


def _snek_setup(app: Host):
    from game.snek.scene import BattleSetup

    names = _long_named_snek()
    scene = BattleSetup(app)
    for index, choice in enumerate(scene.choices):  # the long-named sneks in the lineup
        if choice.program.name in names and index not in scene.lineup:
            scene.lineup.append(index)
            scene.picked.append(None)
    return scene


def _snek_list(app: Host):
    from game.snek.program_editor import SnekListScene

    return SnekListScene(app)


def _snek_editor(app: Host):
    from game.snek.program_editor import ProgramEditorScene
    from game.snek.samples import load_samples

    path, program = load_samples()[0]
    return ProgramEditorScene(app, program, path)


def _snek_guide(app: Host):
    from game.snek.tutorial import tutorial_scene

    return tutorial_scene(app)


def _snek_tournament(app: Host):
    from game.snek.tournament_view import TournamentScene

    _long_named_snek()
    return TournamentScene(app)


def _finished_snek():
    return _finished_snek_of(seats(6), long_names_asked())


@functools.cache
def _finished_snek_of(players: int, long_names: bool = False):  # long_names: a cache key
    from game.snek.scene import demo_session

    session = demo_session(seed=4, players=players)
    while not session.replay.finished:
        session.replay.play_for(1.0)
    return session


def _snek_battle(app: Host):
    from game.snek.replay_view import BattleViewer

    return BattleViewer(app, _finished_snek(), start_round=12, playing=False, record=False)


def _snek_results(app: Host):
    from game.snek.results import results_scene

    return results_scene(app, _finished_snek())


def screens() -> dict[str, ScreenMaker]:
    return {
        "snek-menu": _snek_menu,
        "snek-setup": _snek_screen(_snek_setup),
        "snek-list": _snek_screen(_snek_list),
        "snek-editor": _snek_screen(_snek_editor),
        "snek-tournament": _snek_screen(_snek_tournament),
        "snek-guide": _snek_screen(_snek_guide),
        "snek-battle": _snek_screen(_snek_battle),
        "snek-results": _snek_screen(_snek_results),
        "editor-snek": editor_screen("snek/arenas/maze.toml"),
    }
