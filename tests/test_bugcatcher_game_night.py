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


def test_a_replays_growing_paths_never_cover_the_players_letters(app):
    from game.bugcatcher.replay_view import replay_scene
    from game.ui.tour import played_out

    session = played_out(demo_session(seed=5, players=6))
    replay = replay_scene(app, session)
    app.push(replay)
    tick(app)
    press(app, pygame.K_DOWN)  # round 1, paused on its first step
    if not replay.timeline.playing:
        press(app, pygame.K_SPACE)
    checked = 0
    for _ in range(40):
        tick(app, dt=0.05)
        growing = [c for c, p in replay.timeline.states() if c.payload is not None and 0 < p < 1]
        if not growing:
            continue
        lettered = [node for node in replay.nodes_drawn if node.letter]
        for node in lettered:
            disc = replay.board.node_rect(node)
            rect = disc.inflate(-disc.w // 2, -disc.h // 2)  # the letter, inside the disc
            drawn = app.screen.subsurface(rect).copy()
            replay.board.draw_nodes(app.screen, [node])  # the node drawn once more on top
            again = app.screen.subsurface(rect).copy()
            assert again.get_view("2").raw == drawn.get_view("2").raw, node
            checked += 1
    assert checked


def test_the_replay_plays_each_round_at_the_live_reveals_pace(app):
    from game.bugcatcher.replay_view import replay_scene
    from game.bugcatcher.reveal import RevealScene
    from game.ui.tour import played_out

    live_session = demo_session(seed=5, players=6)
    resolved(live_session)
    live = RevealScene(app, live_session, resolved(live_session), lambda: None)
    replay = replay_scene(app, played_out(demo_session(seed=5, players=6)))
    assert live.timeline.speed == replay.timeline.speed == app.settings.animation_speed
    first = replay.first_steps[1]  # round 1 in the replay
    steps = [s for s in range(len(replay.groups)) if replay.chapter_of_part[s] == 1]
    replayed = replay.starts[steps[-1] + 1] - replay.starts[first]
    lived = live.timeline.duration
    assert len(live.groups) <= len(steps)
    assert replayed / len(steps) == pytest.approx(lived / len(live.groups), rel=0.25)


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=["1366x768", "800x600"])
def test_every_node_of_the_public_board_is_whole_in_the_window(size):
    """A node on the board's bottom rim was cut by the window's edge at 1366×768."""
    from game.bugcatcher.draw import NodeMark
    from game.bugcatcher.scene import public_nodes

    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    session = one_human_after_the_pregame()
    session.submit(0, there_and_back(session))
    flow = MatchFlowScene(app, session)
    app.push(flow)
    for _ in range(30):  # the reveal plays to its end and continues to the public board
        if app.top is flow and flow.holding:
            break
        tick(app, dt=1.0)
        press(app, pygame.K_END, pygame.K_RETURN)
    assert app.top is flow and flow.holding
    board = flow.board
    corner = NodeMark((board.board.columns * 2, board.board.rows * 2))  # bottom right
    rims = [board.node_rect(node) for node in [*public_nodes(session), corner]]
    window = app.screen.get_rect()
    assert [rim for rim in rims if not window.contains(rim)] == []


@pytest.mark.parametrize("screen", ["bugcatcher-reveal", "bugcatcher-replay"])
@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=["1366x768", "800x600"])
def test_a_node_on_the_bottom_rim_stays_above_the_reveal_s_buttons(screen, size):
    """The replay's bottom-rim node reached into the button row under the board."""
    from game.bugcatcher.draw import NodeMark
    from game.screen_tour import show

    app = App(headless=True, size=size)
    show(app, screen)
    tick(app)
    scene = app.top
    board = scene.board
    corner = NodeMark((board.board.columns * 2, board.board.rows * 2))  # bottom right
    assert board.node_rect(corner).bottom <= scene.board_area().bottom  # the buttons' top


def test_a_mission_card_with_a_penalty_says_anyones_completion_closes_it(app):
    """'(2 rd)' read as two sure rounds: the card says the window is at most that, and that
    another player's completion closes it and costs an undertaker its penalty then."""
    from game.ui.layout_record import LAYOUT

    session = one_human_after_the_pregame()
    entry = entry_through_the_flow(app, session)
    LAYOUT.on = True
    try:
        app.tick([], 1 / 60)  # one drawn frame (a headless step draws only when asked)
        drawn = " ".join(item.text for item in LAYOUT.drawn if item.kind == "text")
    finally:
        LAYOUT.on = False
    with_penalty = [m for m in session.state.round_board() if m.penalty]
    assert with_penalty, "the practice level's first round holds a mission with a penalty"
    mission = with_penalty[0]
    assert f"(up to {mission.window} rd)" in drawn
    assert "Closes when anyone completes it" in drawn
    assert isinstance(entry, RoundEntryScene)
