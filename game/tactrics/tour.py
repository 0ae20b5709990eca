"""Tactrics Snakes: every screen of the game for the screen tour (game/screen_tour.py), which the
window tests walk (GameInfo.tour_screens)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.editor.tour import editor_screen
from game.ui.tour import ScreenMaker, menu_under, seats

if TYPE_CHECKING:
    from game.ui.host import Host


def _tactrics_menu(app: Host) -> None:
    from game.tactrics.scene import TactricsMenuScene

    menu_under(app)
    app.push(TactricsMenuScene(app))


def _tactrics_setup(app: Host) -> None:
    from game.tactrics.scene import setup_scene

    menu_under(app)
    app.push(setup_scene(app))


def _tactrics_session(usual: int = 4):
    from game.tactrics.match import Seat
    from game.tactrics.scene import start_layout, start_layout_path
    from game.tactrics.session import MatchSession

    players = seats(usual)
    level = start_layout(players)
    table = [Seat(f"Player {i + 1}", colour) for i, colour in enumerate(level.colours)]
    return MatchSession.start(level, start_layout_path(players), table, seed=3, save=False)


def _tactrics_game(app: Host) -> None:
    from game.tactrics.play import GameScene

    menu_under(app)
    app.push(GameScene(app, _tactrics_session()))


def _tactrics_puzzles(app: Host) -> None:
    from game.tactrics.puzzle_scene import PuzzleListScene

    menu_under(app)
    app.push(PuzzleListScene(app))


def _tactrics_puzzle(app: Host) -> None:
    from game.tactrics.puzzle import load_pack
    from game.tactrics.puzzle_scene import PuzzleScene

    pack = load_pack()
    menu_under(app)
    app.push(PuzzleScene(app, pack, pack[-1]))


def _tactrics_played(app: Host):
    """A bots-only game a few turns in."""
    from game.tactrics.scene import demo_scene

    game = demo_scene(app, seed=5, players=seats(4), instant=True)
    app.clear_to(game)
    for _ in range(40):
        app.tick([], 0.5, draw=False)
    return game.session


def _tactrics_results(app: Host) -> None:
    from game.tactrics.results import results_scene

    session = _tactrics_played(app)
    menu_under(app)
    app.push(results_scene(app, session))


def _tactrics_replay(app: Host) -> None:
    from game.tactrics.replay_view import ReplayScene

    session = _tactrics_played(app)
    menu_under(app)
    app.push(ReplayScene(app, session.match))


def screens() -> dict[str, ScreenMaker]:
    return {
        "tactrics-menu": _tactrics_menu,
        "tactrics-setup": _tactrics_setup,
        "tactrics-game": _tactrics_game,
        "tactrics-puzzles": _tactrics_puzzles,
        "tactrics-puzzle": _tactrics_puzzle,
        "tactrics-results": _tactrics_results,
        "tactrics-replay": _tactrics_replay,
        "editor-tactrics": editor_screen("tactrics-snakes/puzzles/05-coil.toml"),
    }
