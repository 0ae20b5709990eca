"""The kit replay viewer in every hot-seat game, through pygame's queue and the shell's
loop: the title says "Replay of …", a click on a round in the list goes there, Esc leaves in
one press, and everyone is named (Bugcatcher nodes lettered, Social Snake lines naming their
grid)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.app import App
from game.games import all_games
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, press, tick
from game.ui.replay import ReplayViewer
from game.ui.tour import played_out


def replays() -> dict[str, Callable[[App], Any]]:
    """Each game's replay viewer on a finished match, as its examples give it."""
    examples = {info.game_id: info.examples() for info in all_games() if info.examples}
    return {game_id: given.replay for game_id, given in examples.items() if given.replay}


VIEWERS = replays()


def kit_viewers() -> list[str]:
    """The games whose replays open in the kit's ReplayViewer (game/ui/replay.py), found
    through their `open_replay` hook's module."""
    found = []
    for info in all_games():
        if info.game_id not in VIEWERS:
            continue
        module = importlib.import_module(info.open_replay.__qualname__.partition(":")[0])
        kinds = [value for value in vars(module).values() if isinstance(value, type)]
        if any(issubclass(kind, ReplayViewer) and kind is not ReplayViewer for kind in kinds):
            found.append(info.game_id)
    return found


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
    viewer = VIEWERS["bugcatcher"](app)
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

    session = played_out(demo_session(seed=2, players=3, level_name="classic.toml"))
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


@pytest.mark.parametrize("game", kit_viewers())
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


@pytest.mark.parametrize("game", kit_viewers())
@pytest.mark.parametrize("how", ["End", "Skip to end"])
def test_skip_to_end_stops_at_the_end_of_the_picked_round(app, game, how):
    """Issue 28 (Bugcatcher): after a round is picked in the list, End and the Skip to end
    button stop at that round's end, as the live reveal does; the header at the start of a
    picked round counts that round's steps, never "the end (41/73)" of the one before."""
    from game.ui.driver import Driver

    viewer = VIEWERS[game](app)
    app.push(viewer)
    app.step()
    tick(app, *click_events(viewer.round_list.row_centre(1)))
    first, end = viewer.first_steps[1], viewer.first_steps[2]
    assert viewer.status() == f"ready (0/{end - first})"
    if how == "End":
        press(app, pygame.K_END)
    else:
        Driver(app).click_button(how)
    assert chapter_of(viewer) == 1 and not viewer.timeline.finished
    assert viewer.groups_started == end  # every step of round 1 shown, none of round 2
    assert viewer.status().endswith(f"({end - first}/{end - first})")
    assert viewer.log.lines[0] == f"{viewer.round_list.labels[1]}:"
    last = len(viewer.round_list.labels) - 1
    tick(app, *click_events(viewer.round_list.row_centre(min(last, 2))))
    press(app, pygame.K_DOWN)
    while chapter_of(viewer) < last:
        press(app, pygame.K_DOWN)
    press(app, pygame.K_END)
    assert viewer.timeline.finished  # the last round's end is the match's end
    press(app, pygame.K_HOME)
    tick(app, *click_events(viewer.round_list.row_centre(1)))
    press(app, pygame.K_END, pygame.K_END)  # a second press goes on to the match's end
    assert viewer.timeline.finished
