"""The results screen and the replay viewer, driven with real events."""

import random

import pygame
import pytest

from game.app import App
from game.social_snake import events as ev
from game.social_snake.demo import demo_session
from game.social_snake.replay_view import ReplayScene
from game.social_snake.results import award_lines, results_scene
from game.table.ranking import Place, ordinal, ranking
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, key_event, monkey
from game.ui.results import ResultsScene

FRAME = 1 / 60


def finished(players: int, seed: int = 2):
    session = demo_session(seed, players)
    while session.state.stage != "finished":
        session.let_bots_act()
        session.advance()
    return session


@pytest.fixture(scope="module")
def sessions():
    return {3: finished(3), 13: finished(13)}


@pytest.fixture
def app():
    return App(headless=True)


def test_places_are_shared_by_ties():
    assert ranking([5, 7, 5, 1]) == [
        Place(1, 1, False), Place(0, 2, True), Place(2, 2, True), Place(3, 4, False)
    ]  # fmt: skip
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
    ]  # fmt: skip


@pytest.mark.parametrize("players", [3, 13])
def test_results_show_the_awards_and_draw(app, sessions, players):
    session = sessions[players]
    scene = results_scene(app, session)
    app.push(scene)
    app.tick([], FRAME)
    awards = session.state.awards
    assert awards.tokens_of_life and awards.elimination_candidates
    lines = scene.awards_log.lines
    assert any("Token" in line and "of Life" in line for line in lines)
    assert any("Elimination Candidate" in line for line in lines)
    for player in awards.elimination_candidates:
        assert scene.results.cells[player][-1] == "EC"


def test_award_lines_say_when_a_coin_or_a_vote_decided():
    coin = ev.EliminationCandidateChosen(1, "tied for least apples, votes and garnets; a coin flip")
    lines = award_lines([ev.MatchFinished(), coin], ["Ann", "Bob"])
    assert lines == [
        "Bob is an Elimination Candidate (tied for least apples, votes and garnets; a coin flip)"
    ]


def test_results_buttons_open_the_replay_and_the_menu(app, sessions):
    app.push(results_scene(app, sessions[3]))
    app.tick([], FRAME)
    app.tick([key_event(pygame.K_RETURN)], FRAME)
    assert isinstance(app.top, ReplayScene)
    app.tick([key_event(pygame.K_ESCAPE)], FRAME)
    assert isinstance(app.top, ResultsScene)
    app.tick(click_events(app.top.menu.buttons[1].rect.center), FRAME)
    assert isinstance(app.top, MainMenuScene) and len(app.stack) == 1


def test_the_replay_goes_to_any_round_and_back(app, sessions):
    session = sessions[3]
    scene = ReplayScene(app, session)
    app.push(scene)
    app.tick([], FRAME)
    states = session.history.states
    for chapter in range(len(scene.chapters)):
        scene.go(chapter)
        app.tick([key_event(pygame.K_END)], FRAME)
        shown = scene.chapters[chapter].snapshot(scene.step).state
        assert [p.apples for p in shown.players] == [p.apples for p in states[chapter + 1].players]
    for _ in range(len(scene.chapters)):
        app.tick([key_event(pygame.K_UP)], FRAME)
    assert scene.chapter == 0
    app.tick([key_event(pygame.K_PAGEDOWN)], FRAME)
    assert scene.chapter == 1 and scene.step == 0
    row = scene.round_list.rect.top + 4 + 2 * 24 + 5
    app.tick(click_events((scene.round_list.rect.centerx, row)), FRAME)
    assert scene.chapter == 2


def test_replay_steps_cross_between_rounds(app, sessions):
    scene = ReplayScene(app, sessions[3])
    app.push(scene)
    scene.go(1)
    app.tick([key_event(pygame.K_END)], FRAME)
    last = scene.step
    app.tick([key_event(pygame.K_RIGHT)], FRAME)
    assert (scene.chapter, scene.step) == (2, 1)
    app.tick([key_event(pygame.K_LEFT)], FRAME)
    assert (scene.chapter, scene.step) == (1, last)
    app.tick([key_event(pygame.K_LEFT)], FRAME)
    assert (scene.chapter, scene.step) == (1, last - 1)
    assert len(scene.log.lines) == sum(len(g) for g in scene.chapters[1].groups[: last - 1])


def test_a_monkey_cannot_break_results_and_replay(app, sessions):
    monkey(
        app, 600, random.Random(5), refill=lambda app: app.push(results_scene(app, sessions[13]))
    )
