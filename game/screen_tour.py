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


# --- the four table games ---------------------------------------------------------------------


def _over_menu(app: App, scene) -> None:
    _menu(app)
    app.push(scene)


def _curtain_of(app: App, flow) -> None:
    """The curtain before the first seat's entry in `flow`."""
    from game.ui.hotseat import PassScene

    _over_menu(app, PassScene(app, flow, 0, lambda: None))


def _playing(app: App, reveal) -> None:
    """`reveal` a little way into its animation."""
    _over_menu(app, reveal)
    app.tick([], 0.4)


def _resolved(session):
    """The bots enter and the stage is resolved: its outcome."""
    session.let_bots_act()
    return session.advance()


def _played_out(session):
    while not session.finished:
        _resolved(session)
    return session


# --- Antisocial Snake -------------------------------------------------------------------------


def _antisocial_session(board: int = 0, stage: str = "placement"):
    """The ten-board demo match with four bots, played on to `board` and `stage`."""
    from game.antisocial_snake.demo import demo_session

    session = demo_session(seed=3, players=4)
    while session.state.board_index < board or session.stage != stage:
        _resolved(session)
    return session


def _antisocial_setup(app: App) -> None:
    from game.antisocial_snake.scene import setup_scene

    _over_menu(app, setup_scene(app))


def _antisocial_curtain(app: App) -> None:
    from game.antisocial_snake.scene import MatchFlowScene

    _curtain_of(app, MatchFlowScene(app, _antisocial_session()))


def _antisocial_entry(board: int, stage: str) -> ScreenMaker:
    """The entry of `board` (its variation's extra control with it)."""

    def make(app: App) -> None:
        from game.antisocial_snake.entry import MovementScene, PlacementScene

        scene = PlacementScene if stage == "placement" else MovementScene
        _over_menu(app, scene(app, _antisocial_session(board, stage), 0, lambda: None))

    return make


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


def _editor_canvas(overview: bool) -> ScreenMaker:
    """Social Snake's classic level with B2:E5 selected, zoomed to 200 % or every grid shown."""

    def make(app: App) -> None:
        from game.core.paths import LEVELS
        from game.editor.scene import EditorScene, load_model
        from game.editor.selection import Area

        _menu(app)
        scene = EditorScene(app, load_model(str(LEVELS / "social-snake/classic.toml")))
        app.push(scene)
        scene.press("tool:select")
        scene.canvas.selection = Area(1, 1, 4, 4)
        if overview:
            scene.canvas.set_overview(True)
        else:
            scene.canvas.zoom(3, None)

    return make


def _antisocial_tutorial(app: App) -> None:
    """The guided first match's first lesson, over its placement screen."""
    from game.antisocial_snake.tutorial import tutorial_scene

    flow = tutorial_scene(app)
    _over_menu(app, flow)
    flow.open_entry(0)


def _antisocial_reveal(app: App) -> None:
    from game.antisocial_snake.reveal import RevealScene, chapter_of

    session = _antisocial_session(0, "movement")
    chapter = chapter_of(_resolved(session))
    _playing(app, RevealScene(app, session, [chapter], lambda: None, speed=1.0))


@functools.cache
def _finished_antisocial():
    from game.antisocial_snake.demo import demo_session

    return _played_out(demo_session(seed=3, players=4, level_name="practice.toml"))


def _antisocial_results(app: App) -> None:
    from game.antisocial_snake.scene import results_scene

    _over_menu(app, results_scene(app, _finished_antisocial()))


def _antisocial_replay(app: App) -> None:
    from game.antisocial_snake.scene import replay_scene

    _playing(app, replay_scene(app, _finished_antisocial()))


# --- Bugcatcher --------------------------------------------------------------------------------


def _bug_session(rounds: int = 0):
    """Six bots on the demo level: the pregame open (rounds < 0) or `rounds` rounds played."""
    from game.bugcatcher.demo import demo_session

    session = demo_session(seed=5, players=6)
    for _ in range(rounds + 1):
        _resolved(session)
    return session


def _bug_setup(app: App) -> None:
    from game.bugcatcher.scene import setup_scene

    _over_menu(app, setup_scene(app))


def _bug_public_board(app: App) -> None:
    """The flow between rounds: the public board waits for someone to go on."""
    from game.bugcatcher.scene import MatchFlowScene

    flow = MatchFlowScene(app, _bug_session(1))
    flow.next_step = lambda: None  # type: ignore[method-assign]
    flow.holding = True
    _over_menu(app, flow)


def _bug_curtain(app: App) -> None:
    from game.bugcatcher.scene import MatchFlowScene

    _curtain_of(app, MatchFlowScene(app, _bug_session(1)))


def _bug_entry(rounds: int) -> ScreenMaker:
    def make(app: App) -> None:
        from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene

        scene = PregameEntryScene if rounds < 0 else RoundEntryScene
        _over_menu(app, scene(app, _bug_session(rounds), 0, lambda: None))

    return make


def _bug_reveal(app: App) -> None:
    from game.bugcatcher.reveal import RevealScene

    session = _bug_session(1)
    _playing(app, RevealScene(app, session, _resolved(session), lambda: None, speed=1.0))


@functools.cache
def _finished_bug():
    return _played_out(_bug_session(-1))


def _bug_results(app: App) -> None:
    from game.bugcatcher.results import results_scene

    _over_menu(app, results_scene(app, _finished_bug()))


def _bug_replay(app: App) -> None:
    from game.bugcatcher.replay_view import replay_scene

    _playing(app, replay_scene(app, _finished_bug()))


def _bug_tutorial(app: App) -> None:
    """The guided first match: its first lesson over Ann's pregame entry."""
    from game.bugcatcher.tutorial import tutorial_scene

    flow = tutorial_scene(app)
    _over_menu(app, flow)
    flow.open_entry(0)  # type: ignore[attr-defined]


# --- Double-edged Edges ------------------------------------------------------------------------


def _edges_session(players: int = 9):
    from game.double_edged_edges.demo import demo_session

    return demo_session(seed=4, players=players)


def _edges_setup(app: App) -> None:
    from game.double_edged_edges.scene import setup_scene

    _over_menu(app, setup_scene(app))


def _edges_round_zero(app: App) -> None:
    from game.double_edged_edges.scene import RoundZeroScene

    _over_menu(app, RoundZeroScene(app, _edges_session(), lambda: None))


def _edges_curtain(app: App) -> None:
    from game.double_edged_edges.scene import EdgesFlowScene

    _curtain_of(app, EdgesFlowScene(app, _edges_session()))


def _edges_entry(app: App) -> None:
    from game.double_edged_edges.entry import MoveEntryScene

    session = _edges_session()
    _resolved(session)
    _over_menu(app, MoveEntryScene(app, session, 0, lambda: None))


def _edges_vote(app: App) -> None:
    """Four players who all take the defaults tie for the least points: the winners vote."""
    from game.double_edged_edges.entry import VoteScene

    session = _edges_session(4)
    while session.state.stage == "rounds":
        for seat in range(session.state.players):
            session.submit(seat, None)
        session.advance()
    voter = session.vote().voters[0]
    _over_menu(app, VoteScene(app, session, voter, lambda: None))


def _edges_reveal(app: App) -> None:
    from game.double_edged_edges.reveal import RevealScene, chapter_of

    session = _edges_session()
    chapter = chapter_of(_resolved(session))
    _playing(app, RevealScene(app, session, [chapter], lambda: None, speed=1.0))


@functools.cache
def _finished_edges():
    return _played_out(_edges_session())


def _edges_results(app: App) -> None:
    from game.double_edged_edges.results import results_scene

    _over_menu(app, results_scene(app, _finished_edges()))


def _edges_tutorial(app: App) -> None:
    """The guided first match's first lesson, over Ann's first entry."""
    from game.double_edged_edges.tutorial import tutorial_scene

    flow = tutorial_scene(app)
    _over_menu(app, flow)
    flow.round_zero_due = False
    flow.open_entry(0)


def _edges_replay(app: App) -> None:
    from game.double_edged_edges.scene import replay_scene

    _playing(app, replay_scene(app, _finished_edges()))


# --- Snek --------------------------------------------------------------------------------------


def _snek_menu(app: App) -> None:
    from game.snek.scene import snek_menu

    _over_menu(app, snek_menu(app))


def _snek_screen(make_scene: Callable[[App], object]) -> ScreenMaker:
    """A screen opened from the Snek menu."""

    def make(app: App) -> None:
        _snek_menu(app)
        app.push(make_scene(app))

    return make


def _snek_setup(app: App):
    from game.snek.scene import BattleSetup

    return BattleSetup(app)


def _snek_list(app: App):
    from game.snek.editor import SnekListScene

    return SnekListScene(app)


def _snek_editor(app: App):
    from game.snek.editor import EditorScene
    from game.snek.samples import load_samples

    path, program = load_samples()[0]
    return EditorScene(app, program, path)


def _snek_guide(app: App):
    from game.snek.tutorial import tutorial_scene

    return tutorial_scene(app)


def _snek_tournament(app: App):
    from game.snek.tournament_view import TournamentScene

    return TournamentScene(app)


@functools.cache
def _finished_snek():
    from game.snek.scene import demo_session

    session = demo_session(seed=4, players=6)
    while not session.replay.finished:
        session.replay.play_for(1.0)
    return session


def _snek_battle(app: App):
    from game.snek.viewer import BattleViewer

    return BattleViewer(app, _finished_snek(), start_round=12, playing=False, record=False)


def _snek_results(app: App):
    from game.snek.results import results_scene

    return results_scene(app, _finished_snek())


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
    "bugcatcher-setup": _bug_setup,
    "bugcatcher-pregame": _bug_entry(-1),
    "bugcatcher-public-board": _bug_public_board,
    "bugcatcher-curtain": _bug_curtain,
    "bugcatcher-round-entry": _bug_entry(1),
    "bugcatcher-reveal": _bug_reveal,
    "bugcatcher-results": _bug_results,
    "bugcatcher-replay": _bug_replay,
    "bugcatcher-tutorial": _bug_tutorial,
    "edges-setup": _edges_setup,
    "edges-round-zero": _edges_round_zero,
    "edges-curtain": _edges_curtain,
    "edges-entry": _edges_entry,
    "edges-vote": _edges_vote,
    "edges-reveal": _edges_reveal,
    "edges-results": _edges_results,
    "edges-replay": _edges_replay,
    "edges-tutorial": _edges_tutorial,
    "snek-menu": _snek_menu,
    "snek-setup": _snek_screen(_snek_setup),
    "snek-list": _snek_screen(_snek_list),
    "snek-editor": _snek_screen(_snek_editor),
    "snek-tournament": _snek_screen(_snek_tournament),
    "snek-guide": _snek_screen(_snek_guide),
    "snek-battle": _snek_screen(_snek_battle),
    "snek-results": _snek_screen(_snek_results),
    "editor-home": _editor_home,
    "editor-social": _editor("social-snake/classic.toml"),
    "editor-social-level": _editor("social-snake/classic.toml", "level"),
    "editor-tactrics": _editor("tactrics-snakes/puzzles/05-coil.toml"),
    "editor-antisocial-level": _editor("antisocial-snake/variations.toml", "level"),
    "editor-snek": _editor("snek/arenas/maze.toml"),
    "editor-bugcatcher-missions": _editor("bugcatcher/house-of-larks.toml", "records"),
    "editor-edges": _editor("double-edged-edges/mainly-by-design.toml"),
    "editor-zoomed": _editor_canvas(overview=False),
    "editor-overview": _editor_canvas(overview=True),
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
