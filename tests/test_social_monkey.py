"""7,200 random key presses, clicks, wheel turns and resizes over the Social Snake screens:
nothing may raise. Only every 8th frame is drawn, to keep the run short."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.app import App
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.social_snake.levels import level_from_document
from game.social_snake.replay_view import ReplayScene
from game.social_snake.results import results_scene
from game.social_snake.rules import STAGE_AWARDS, Submission
from game.social_snake.scene import MatchFlowScene, setup_scene
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui.matches import ReplaysScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import monkey
from game.ui.scene import Scene

EVENTS_PER_SCREEN = 800
DRAW_EVERY = 8
CHUNK = 200


def session(level: str, humans: int, seed: int = 3) -> MatchSession:
    path = LEVELS / "social-snake" / level
    names = ["Ann", "Bob", "Cat", "Dan"]
    colours = ["Red", "Blue", "Green", "Yellow"]
    seats = [
        Seat(n, c, None if i < humans else "easy")
        for i, (n, c) in enumerate(zip(names, colours, strict=True))
    ]
    return MatchSession.start(level_from_document(load_toml(path)), path, seats, seed, 2)


def in_rounds(level: str) -> MatchSession:
    played = session(level, 2)
    for seat in (0, 1):
        played.submit_starts(seat, {g: [] for g in played.state.phase_grids})
    played.let_bots_act()
    played.advance()
    return played


def at_vote() -> MatchSession:
    played = in_rounds("practice-three-ridges.toml")
    while played.stage != STAGE_AWARDS:
        for seat in range(4):
            played.submit_moves(seat, {g: Submission() for g in played.state.active_grids})
        played.advance()
    return played


def finished() -> MatchSession:
    played = session("practice-tunnels.toml", 0)
    while not played.state.finished:
        played.let_bots_act()
        played.advance()
    return played


def replays(app: App) -> Scene:
    finished()
    return ReplaysScene(app)


# (name, how to open the screen, a scene the monkey must have reached)
SCREENS: list[tuple[str, Callable[[App], Scene], str]] = [
    ("setup", setup_scene, "SetupScene"),
    ("start entry", lambda app: MatchFlowScene(app, session("islands.toml", 3)), "StartEntryScene"),
    (
        "move entry",
        lambda app: MatchFlowScene(app, in_rounds("practice-tunnels.toml")),
        "MoveEntryScene",
    ),
    ("two grids", lambda app: MatchFlowScene(app, in_rounds("mm2.5.toml")), "MoveEntryScene"),
    ("vote", lambda app: MatchFlowScene(app, at_vote()), "VoteScene"),
    ("reveal", lambda app: MatchFlowScene(app, session("practice-debts.toml", 0)), "RevealScene"),
    ("results", lambda app: results_scene(app, finished()), "ResultsScene"),
    ("replays", replays, "ReplaysScene"),
    ("replay viewer", lambda app: ReplayScene(app, finished()), "ReplayScene"),
]


def throttle_drawing(app: App) -> None:
    draw = app.draw
    frames = iter(range(10**9))

    def sometimes() -> None:
        if next(frames) % DRAW_EVERY == 0:
            draw()

    app.draw = sometimes


@pytest.mark.parametrize("name, make, reached", SCREENS, ids=[screen[0] for screen in SCREENS])
def test_the_monkey_cannot_break_social_snake(name, make, reached):
    """The screen is opened afresh every CHUNK events, so the monkey spends its time there
    rather than in the main menu it soon escapes to."""
    app = App(headless=True)
    throttle_drawing(app)
    rng = random.Random(name)
    seen: set[str] = set()
    for _ in range(EVENTS_PER_SCREEN // CHUNK):
        app.clear_to(MainMenuScene(app))
        app.push(make(app))
        for _ in range(CHUNK // 10):
            monkey(app, 10, rng, lambda app: app.push(MainMenuScene(app)))
            seen.update(type(scene).__name__ for scene in app.stack)
    assert reached in seen
