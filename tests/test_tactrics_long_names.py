"""Issue 27 (no name cut) in Tactrics Snakes at 800x600: a 16-letter name lost "to play" in
the turn header ("WWWWWWWWWWWWWWW…"), was split mid-word in the log ("WWWWWWWWWWWWWW" /
"WW's turn"), was cut in the replay's turn list, and the replay's score line stopped after
the second player."""

from __future__ import annotations

import time

import pygame
from test_social_small_window import drawn, texts

from game.app import App
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.replay_view import ReplayScene
from game.tactrics.rules import legal_actions, scores
from game.tactrics.scene import TactricsMenuScene, start_layout, start_layout_path
from game.tactrics.session import MatchSession
from game.ui.driver import Driver

NAMES = ("W" * 16, "Bartholomewwebbs", "Maximilianstrudl", "Dan")


def _game(size: tuple[int, int]) -> tuple[App, Driver, GameScene]:
    app = App(headless=True, size=size)
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    driver.post()
    level = start_layout(4)
    seats = [Seat(name, colour) for name, colour in zip(NAMES, level.colours, strict=True)]
    game = GameScene(app, MatchSession.start(level, start_layout_path(4), seats, seed=3))
    app.push(game)
    driver.post()
    return app, driver, game


def _names_split(rows: list[str]) -> list[str]:
    """Rows holding part of a name but not the whole of it."""
    return [
        row
        for row in rows
        for name in NAMES[:3]
        if name[:6] in row and name not in row or name[-6:] in row and name not in row
    ]


def test_a_long_name_is_whole_in_the_turn_header_and_the_log_at_800_by_600():
    app, driver, game = _game((800, 600))
    for _ in range(4):  # a turn each, round to the long name again: each a banner in the log
        action = legal_actions(game.state)[0]
        driver.post(dt=1.0)
        driver.keys(*(getattr(pygame, f"K_{digit}") for digit in str(action.tower)))
        driver.key(pygame.K_RIGHTBRACKET if action.clockwise else pygame.K_LEFTBRACKET)
        driver.key(pygame.K_RETURN)
        driver.post(dt=1.0)
    shown = texts(drawn(app)[0])
    assert not [text for text in shown if "…" in text]
    header = game.turn_line_parts()[0][1]
    assert NAMES[0] in header and header in shown
    assert _names_split([row for row, _ in game.log._rows]) == []
    assert game.log.font.get_height() >= 12


def test_the_replay_shows_every_score_and_whole_names_at_800_by_600():
    app, driver, game = _game((800, 600))
    session = game.session
    for _ in range(12):  # twelve turns of one action each
        session.act(legal_actions(session.state)[0])
        session.end_turn(False)
    replay = ReplayScene(app, session.match)
    app.push(replay)
    driver.key(pygame.K_END)
    shown = texts(drawn(app)[0])
    assert not [text for text in shown if "…" in text]
    line = " ".join(text for text in shown)
    for name, score in zip(NAMES, scores(replay.steps[-1][0]), strict=True):
        assert f"{name}\u00a0{score.total}" in line, name  # every player's score
    turn_rows = [text for text in shown if text[:1].isdigit() and ". " in text]
    assert any(NAMES[0] in row for row in turn_rows)
    assert _names_split(turn_rows) == []


def _settle(app: App, driver: Driver, game: GameScene) -> None:
    """The bot's turn and every sweep played, until it is the human's move."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not game.state.over:
        if game.human_to_move and game.sweep is None:
            return
        driver.post(dt=0.2)
        time.sleep(0.001)


def test_a_bots_four_actions_are_told_beside_their_rings():
    """After a bot used 4 actions only the rings remained: the line "Bot turned towers …"
    did not fit beside the pointed tower's line and waited. Now its towers are told, each
    run of one direction named once (the short line used to drop the directions)."""
    app = App(headless=True, size=(1366, 768))
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    driver.post()
    level = start_layout(2)
    seats = [Seat("Ann", level.colours[0]), Seat("Bot", level.colours[1], "easy")]
    session = MatchSession.start(level, start_layout_path(2), seats, seed=3)  # 4 on turn 5
    game = GameScene(app, session)
    app.push(game)
    driver.post()
    for _ in range(12):  # Ann takes one action a turn until the bot has used four
        _settle(app, driver, game)
        if game.turned_by == 1 and len(game.turned) == 4 or game.state.over:
            break
        action = legal_actions(game.state)[0]
        driver.post(dt=1.0)  # no tens pending from a 1 before
        driver.keys(*(getattr(pygame, f"K_{digit}") for digit in str(action.tower)))
        driver.key(pygame.K_RIGHTBRACKET if action.clockwise else pygame.K_LEFTBRACKET)
        driver.key(pygame.K_RETURN)
    assert game.turned_by == 1 and len(game.turned) == 4
    driver.post()
    shown = " ".join(texts(drawn(app)[0]))
    line = shown[shown.index("Bot turned towers") :].split("(ringed)")[0]
    said = [word.strip(",") for word in line.split()[3:] if word not in ("and", "then")]
    expected: list[str] = []  # each tower in order, each run of one direction named after it
    for index, action in enumerate(game.turned):
        expected.append(str(action.tower))
        following = game.turned[index + 1] if index + 1 < 4 else None
        if following is None or following.clockwise != action.clockwise:
            expected.append("clockwise" if action.clockwise else "anticlockwise")
    each = [word for action in game.turned for word in (str(action.tower), _way(action))]
    assert said in (expected, each), line  # by runs, or (given the room) each in turn


def _way(action) -> str:
    return "clockwise" if action.clockwise else "anticlockwise"
