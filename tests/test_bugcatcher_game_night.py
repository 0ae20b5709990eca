"""Bugcatcher after the third game night (issue 28): a penalty names its mission in the
private history, which stays one line so the board keeps its size; replays draw paths under
the letters at the live reveal's pace; the public board keeps the collisions the reveal
showed; the guided match gives one lesson at a time and praises only what was done."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher import events as ev
from game.bugcatcher.demo import demo_session
from game.bugcatcher.entry import RoundEntryScene
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.rules import Submission
from game.bugcatcher.scene import MatchFlowScene
from game.bugcatcher.session import MatchSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.menu import MainMenuScene
from game.ui.monkey import press, tick
from game.ui.tour import resolved

PRACTICE = LEVELS / "bugcatcher" / "practice-meadow.toml"


@pytest.fixture
def app() -> App:
    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    tick(app)
    return app


def test_the_private_history_names_each_penalty_s_mission_in_one_line():
    session = demo_session(seed=0, players=6)
    resolved(session)  # the pregame
    events = resolved(session).events  # round 1
    penalty = next(e for e in events if isinstance(e, ev.MissionPenalty))
    private = session.standings(penalty.player).private
    assert len(private) == 1
    assert f"−{penalty.fireflies} for failing {penalty.mission}" in private[0]
    assert session.standings(None).private == ()


def entry_through_the_flow(app: App, session: MatchSession) -> RoundEntryScene:
    """The flow from the public board through Ann's curtain to her entry, by keys."""
    flow = MatchFlowScene(app, session)
    app.push(flow)
    for _ in range(20):
        if isinstance(app.top, RoundEntryScene):
            return app.top
        tick(app, dt=1.0)
        press(app, pygame.K_SPACE)
    raise AssertionError(f"no entry; on top: {type(app.top).__name__}")


def test_the_entry_board_keeps_its_size_round_after_round(app):
    level = level_from_document(load_toml(PRACTICE))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    session = MatchSession.start(level, PRACTICE, seats, 5, 0)
    session.let_bots_act()
    session.submit(0, session.bot_entry(0))
    session.advance()  # the pregame
    areas = []
    for _ in range(4):
        entry = entry_through_the_flow(app, session)
        tick(app)
        areas.append(entry.board.area.copy())
        press(app, pygame.K_ESCAPE)  # back to the curtain, then out of the flow
        while len(app.stack) > 1:
            app.pop(app.top)
        tick(app)
        session.let_bots_act()
        session.submit(0, session.bot_entry(0))  # what a bot would do, for a history
        session.advance()
    assert all(area == areas[0] for area in areas), areas


def one_human_after_the_pregame() -> MatchSession:
    level = level_from_document(load_toml(PRACTICE))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    session = MatchSession.start(level, PRACTICE, seats, 5, 0)
    session.let_bots_act()
    session.submit(0, session.bot_entry(0))
    session.advance()
    return session


def there_and_back(session: MatchSession) -> Submission:
    """Ann's central path out and straight back: the way back collides with her own start."""
    column = session.state.players[0].central[0] // 2
    out, back = ("CR", "CL") if column < session.board.columns - 1 else ("CL", "CR")
    return Submission((out, back), ())


def test_the_public_board_keeps_the_collisions_the_reveal_showed(app):
    from game.bugcatcher.draw import STRIKE, STRUCK
    from game.bugcatcher.rules import public_board
    from game.bugcatcher.scene import public_lines

    session = one_human_after_the_pregame()
    session.submit(0, there_and_back(session))
    flow = MatchFlowScene(app, session)
    app.push(flow)
    for _ in range(30):  # the reveal plays to its end and continues to the public board
        if app.top is flow and flow.holding and session.state.rounds_played == 1:
            break
        tick(app, dt=1.0)
        press(app, pygame.K_END, pygame.K_RETURN)
    assert app.top is flow and flow.holding
    lines = public_lines(session)
    struck = [line for line in lines if line.style == STRUCK]
    assert struck  # Ann's way back collided with her own start
    solid = sorted((line.start, line.end, line.colour) for line in lines if line not in struck)
    assert solid == sorted(public_board(session.state).segments)  # the placed ones, as before
    tick(app)
    area = flow.board.area.clip(app.screen.get_rect())
    shown = app.screen.subsurface(area)
    assert any(
        tuple(shown.get_at((x, y)))[:3] == STRIKE
        for x in range(0, area.width, 1)
        for y in range(0, area.height, 2)
    )
