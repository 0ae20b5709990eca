"""The kit replay viewer in every hot-seat game, through pygame's queue and the shell's
loop: the title says "Replay of …", a click on a round in the list goes there, Esc leaves in
one press, and everyone is named (Bugcatcher nodes lettered, Social Snake lines naming their
grid)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, press, tick


def finished(session):
    while not session.finished:
        session.let_bots_act()
        session.advance()
    return session


def social(app: App):
    from game.social_snake.demo import demo_session
    from game.social_snake.replay_view import ReplayScene

    return ReplayScene(app, finished(demo_session(seed=2, players=4)))


def antisocial(app: App):
    from game.antisocial_snake.demo import demo_session
    from game.antisocial_snake.replay_view import replay_scene

    return replay_scene(app, finished(demo_session(3, 3, level_name="practice.toml")))


def bugcatcher(app: App):
    from game.bugcatcher.demo import demo_session
    from game.bugcatcher.replay_view import replay_scene

    return replay_scene(app, finished(demo_session(seed=5, players=3)))


def edges(app: App):
    from game.double_edged_edges.demo import demo_session
    from game.double_edged_edges.replay_view import replay_scene

    return replay_scene(app, finished(demo_session(seed=4, players=4)))


VIEWERS = {"social-snake": social, "antisocial-snake": antisocial, "bugcatcher": bugcatcher,
           "double-edged-edges": edges}  # fmt: skip


def chapter_of(viewer) -> int:
    return viewer.chapter if hasattr(viewer, "chapter") else viewer.chapter_now()


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    return app


@pytest.mark.parametrize("game", VIEWERS)
def test_a_click_on_a_round_goes_there_and_esc_leaves_at_once(app, game):
    viewer = VIEWERS[game](app)
    app.push(viewer)
    app.step()
    assert viewer.title.startswith("Replay of ")
    rounds = viewer.round_list.labels
    assert len(rounds) >= 3
    tick(app, *click_events(viewer.round_list.row_centre(2)))
    assert chapter_of(viewer) == 2
    press(app, pygame.K_UP)
    assert chapter_of(viewer) == 1
    press(app, pygame.K_ESCAPE)
    assert app.top is not viewer and viewer not in app.stack


def test_the_bugcatcher_replay_letters_every_node_with_its_player(app, monkeypatch):
    viewer = bugcatcher(app)
    app.push(viewer)
    drawn = []
    original = viewer.board.draw

    def record(surface, lines=(), nodes=(), *rest, **keywords):
        drawn.append(list(nodes))
        return original(surface, lines, nodes, *rest, **keywords)

    monkeypatch.setattr(viewer.board, "draw", record)
    tick(app, *click_events(viewer.round_list.row_centre(2)))
    press(app, pygame.K_RIGHT)  # the first step of round 2 shown
    nodes = drawn[-1]
    letters = {viewer.letters[seat] for seat in range(len(viewer.names))}
    assert len(nodes) == 2 * len(viewer.names)  # each player's two nodes
    assert {node.letter for node in nodes} == letters


def test_the_social_snake_replay_log_names_the_grid_of_each_line_as_the_live_log(app):
    from game.social_snake.demo import demo_session
    from game.social_snake.replay_view import ReplayScene

    session = finished(demo_session(seed=2, players=3, level_name="classic.toml"))
    viewer = ReplayScene(app, session)
    app.push(viewer)
    two_grids = next(
        i for i, chapter in enumerate(viewer.chapters) if len(viewer._grids_for(chapter).views) > 1
    )
    viewer.round_list.first = two_grids  # scrolled into view (the wheel does this)
    tick(app, *click_events(viewer.round_list.row_centre(two_grids)))
    press(app, pygame.K_END)
    described = [event for group in viewer.chapters[two_grids].groups for event in group]
    with_grid = [event for event in described if getattr(event, "grid", None)]
    assert with_grid and len(viewer.log.lines) == len(described)
    named = [line for line in viewer.log.lines if line.startswith(("Grid B · ", "Grid C · "))]
    assert len(named) == len(with_grid)  # every line of a grid's event names the grid


@pytest.mark.parametrize("game", ["antisocial-snake", "bugcatcher", "double-edged-edges"])
def test_the_log_holds_the_chapter_on_screen_under_its_name(app, game):
    viewer = VIEWERS[game](app)
    app.push(viewer)
    tick(app, *click_events(viewer.round_list.row_centre(2)))
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)  # two steps of that chapter
    label = viewer.round_list.labels[2]
    assert viewer.log.lines[0] == f"{label}:"
    first, count = viewer.first_steps[2], viewer.groups_started
    shown = [viewer.describe(e) for group in viewer.groups[first:count] for e in group]
    assert shown and viewer.log.lines[1:] == shown  # nothing of the chapters before
