"""Every screen of the app, built headless at any window size: for the layout test and for
looking at the screens yourself.

    python -m game.screen_tour shots/ 1000x625 1366x768 2560x1440

saves one PNG per screen and size (what the window shows, pixel for pixel).
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from game.app import App

FRAME = 1 / 60
ScreenMaker = Callable[[App], None]


def _menu(app: App) -> None:
    from game.ui.menu import MainMenuScene

    app.clear_to(MainMenuScene(app))


def _settings(app: App) -> None:
    from game.ui.settings import SettingsScene

    _menu(app)
    app.push(SettingsScene(app))


def _howto(app: App) -> None:
    from game.ui.howto import HowToPlayScene

    _menu(app)
    app.push(HowToPlayScene(app))


def _dialog(app: App) -> None:
    from game.ui.dialogs import ConfirmScene

    _menu(app)
    app.push(ConfirmScene(app, "Quit Serpentarium?", lambda: None))


def _message(app: App) -> None:
    _menu(app)
    lines = [f'settings.toml:{n}: unknown setting "colour{n}"' for n in range(1, 9)]
    app.show_message("Your settings could not all be read", lines)


def _social_setup(app: App) -> None:
    from game.social_snake.scene import setup_scene

    _menu(app)
    app.push(setup_scene(app))


def _social_session(phase: int = 0, stage: str = "starts"):
    from game.social_snake.demo import demo_session

    session = demo_session(seed=4, players=13)
    while session.state.phase < phase or session.state.stage != stage:
        session.let_bots_act()
        session.advance()
    return session


def _social_curtain(app: App) -> None:
    from game.social_snake.scene import MatchFlowScene
    from game.ui.hotseat import PassScene

    flow = MatchFlowScene(app, _social_session())
    _menu(app)
    app.push(PassScene(app, flow, 0, lambda: None))


def _social_entry(phase: int, stage: str) -> ScreenMaker:
    def make(app: App) -> None:
        from game.social_snake.entry import MoveEntryScene, StartEntryScene

        session = _social_session(phase, stage)
        scene = StartEntryScene if stage == "starts" else MoveEntryScene
        _menu(app)
        app.push(scene(app, session, 0, lambda: None))

    return make


def _social_reveal(app: App) -> None:
    from game.social_snake.reveal import RevealScene

    session = _social_session(1, "rounds")
    session.let_bots_act()
    outcome = session.advance()
    _menu(app)
    app.push(RevealScene(app, session, outcome, lambda: None, speed=1.0))
    app.tick([], 0.4)


@functools.cache
def _finished_social():
    """A finished 13-player match (made once: the screens only read it)."""
    from game.social_snake.demo import demo_session

    session = demo_session(seed=2, players=13)
    while session.state.stage != "finished":
        session.let_bots_act()
        session.advance()
    return session


def _social_results(app: App) -> None:
    from game.social_snake.results import results_scene

    _menu(app)
    app.push(results_scene(app, _finished_social()))


def _social_replay(app: App) -> None:
    from game.social_snake.replay_view import ReplayScene

    _menu(app)
    app.push(ReplayScene(app, _finished_social()))


def _replays_list(app: App) -> None:
    from game.ui.matches import ReplaysScene

    _menu(app)
    app.push(ReplaysScene(app))


def _tactrics_menu(app: App) -> None:
    from game.tactrics.scene import TactricsMenuScene

    _menu(app)
    app.push(TactricsMenuScene(app))


def _tactrics_setup(app: App) -> None:
    from game.tactrics.table import setup_scene

    _menu(app)
    app.push(setup_scene(app))


def _tactrics_session(players: int = 4):
    from game.table.seats import Seat
    from game.tactrics.session import TactricsSession
    from game.tactrics.table import start_layout, start_layout_path

    level = start_layout(players)
    seats = [Seat(f"Player {i + 1}", colour) for i, colour in enumerate(level.colours)]
    return TactricsSession.start(level, start_layout_path(players), seats, seed=3, save=False)


def _tactrics_game(app: App) -> None:
    from game.tactrics.play import GameScene

    _menu(app)
    app.push(GameScene(app, _tactrics_session()))


def _tactrics_puzzles(app: App) -> None:
    from game.tactrics.puzzle_scene import PuzzleListScene

    _menu(app)
    app.push(PuzzleListScene(app))


def _tactrics_puzzle(app: App) -> None:
    from game.tactrics.puzzle import load_pack
    from game.tactrics.puzzle_scene import PuzzleScene

    pack = load_pack()
    _menu(app)
    app.push(PuzzleScene(app, pack, pack[-1]))


def _tactrics_played(app: App):
    """A bots-only game a few turns in."""
    from game.tactrics.table import demo_scene

    game = demo_scene(app, seed=5, players=4, instant=True)
    app.clear_to(game)
    for _ in range(40):
        app.tick([], 0.5, draw=False)
    return game.session


def _tactrics_results(app: App) -> None:
    from game.tactrics.table import results_scene

    session = _tactrics_played(app)
    _menu(app)
    app.push(results_scene(app, session))


def _tactrics_replay(app: App) -> None:
    from game.tactrics.table import TactricsReplayScene

    session = _tactrics_played(app)
    _menu(app)
    app.push(TactricsReplayScene(app, session.match))


def _editor_home(app: App) -> None:
    from game.editor.scene import editor_home

    _menu(app)
    app.push(editor_home(app))


def _editor(level: str, tab: str = "board") -> ScreenMaker:
    def make(app: App) -> None:
        from game.core.paths import LEVELS
        from game.editor.scene import EditorScene, load_model

        _menu(app)
        scene = EditorScene(app, load_model(str(LEVELS / level)))
        scene.tab = tab
        app.push(scene)

    return make


SCREENS: dict[str, ScreenMaker] = {
    "menu": _menu,
    "settings": _settings,
    "howto": _howto,
    "confirm": _dialog,
    "message": _message,
    "replays": _replays_list,
    "social-setup": _social_setup,
    "social-curtain": _social_curtain,
    "social-start-entry": _social_entry(0, "starts"),
    "social-move-entry": _social_entry(0, "rounds"),
    "social-two-grid-entry": _social_entry(1, "rounds"),
    "social-reveal": _social_reveal,
    "social-results": _social_results,
    "social-replay": _social_replay,
    "tactrics-menu": _tactrics_menu,
    "tactrics-setup": _tactrics_setup,
    "tactrics-game": _tactrics_game,
    "tactrics-puzzles": _tactrics_puzzles,
    "tactrics-puzzle": _tactrics_puzzle,
    "tactrics-results": _tactrics_results,
    "tactrics-replay": _tactrics_replay,
    "editor-home": _editor_home,
    "editor-social": _editor("social-snake/classic.toml"),
    "editor-social-level": _editor("social-snake/classic.toml", "level"),
    "editor-tactrics": _editor("tactrics-snakes/puzzles/05-coil.toml"),
    "editor-antisocial-level": _editor("antisocial-snake/variations.toml", "level"),
    "editor-snek": _editor("snek/arenas/maze.toml"),
}


def show(app: App, name: str) -> None:
    """Put screen `name` on `app` and draw one frame."""
    SCREENS[name](app)
    app.tick([], FRAME)


def resize(app: App, size: tuple[int, int]) -> None:
    """Resize the window as SDL reports it, and draw one frame."""
    event = pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    app.tick([event], FRAME)


def window_image(app: App) -> pygame.Surface:
    """What the window shows: the drawing surface, doubled on a very large screen."""
    if app.scale == 1:
        return app.screen
    return pygame.transform.scale(app.screen, app.window.get_size())


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    folder = Path(argv[0] if argv else "shots")
    sizes = [tuple(int(n) for n in arg.split("x")) for arg in argv[1:]] or [(1280, 800)]
    folder.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        app = App(headless=True, size=size)
        for name in SCREENS:
            show(app, name)
            path = folder / f"{size[0]}x{size[1]}-{name}.png"
            pygame.image.save(window_image(app), path)
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
