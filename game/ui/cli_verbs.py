"""Window verbs of `python main.py`: `demo`.

    python main.py demo social-snake --seed 3 [--players 5] [--exit]

`demo` plays a bots-only match (easy, normal and hard bots in turn) on the shipped classic
level in the window, every reveal at the fastest speed and continued on its own, and ends on
the results screen. With `--exit` it is a smoke run: each reveal is shown at its end at once
and the program exits with code 0 once the results screen has been drawn.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from game.social_snake.session import MatchSession

DEMO_GAMES = ("social-snake",)
BOT_LEVELS = ("easy", "normal", "hard")
DEMO_LEVEL = "classic.toml"


def add_verbs(subparsers: argparse._SubParsersAction) -> None:
    demo = subparsers.add_parser("demo", help="watch bots play a whole match in the window")
    demo.add_argument("game", choices=DEMO_GAMES)
    demo.add_argument("--seed", type=int, default=1, help="the match seed (default 1)")
    demo.add_argument("--players", type=int, default=5, help="3 to 13 bots (default 5)")
    demo.add_argument(
        "--exit", action="store_true", help="skip the animations; exit after the results"
    )
    demo.set_defaults(handler=run_demo)


def demo_session(seed: int, players: int) -> MatchSession:
    """A bots-only Social Snake match on the shipped classic level (not saved)."""
    from game.core.paths import LEVELS
    from game.core.tomlfile import load_toml
    from game.social_snake.levels import level_from_document
    from game.social_snake.session import MatchSession, Seat
    from game.ui.theme import player_colours

    path = LEVELS / "social-snake" / DEMO_LEVEL
    level = level_from_document(load_toml(path))
    palette = player_colours(False)
    seats = [
        Seat(f"{kind.title()} bot {index + 1}", palette[index].name, kind)
        for index, kind in ((i, BOT_LEVELS[i % len(BOT_LEVELS)]) for i in range(players))
    ]
    return MatchSession.start(level, path, seats, seed, save=False)


def run_demo(arguments: argparse.Namespace) -> int:
    if not 3 <= arguments.players <= 13:
        print("demo: --players must be between 3 and 13")
        return 2
    import pygame

    from game.app import App
    from game.social_snake.reveal import DemoScene

    app = App()
    session = demo_session(arguments.seed, arguments.players)
    app.start(DemoScene(app, session, instant=arguments.exit))
    try:
        return run_until_results(app) if arguments.exit else app.run()
    finally:
        pygame.quit()


def run_until_results(app: App) -> int:
    """Run frames until the results screen has been drawn once (or the window closes)."""
    import pygame

    from game.app import FRAME_RATE
    from game.social_snake.results import ResultsScene

    while app.running:
        dt = app.clock.tick(FRAME_RATE) / 1000
        app.tick(pygame.event.get(), dt)
        if not app.running:
            break
        pygame.display.flip()
        if isinstance(app.top, ResultsScene):
            return 0
    return 0
