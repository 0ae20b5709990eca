"""The results screen and the replay viewer, driven with real events."""

import copy
import random

import pygame
import pytest

from game.app import App
from game.social_snake import events as ev
from game.social_snake.demo import demo_session
from game.social_snake.replay_view import ReplayScene
from game.social_snake.results import award_lines, results_scene, vote_lines
from game.social_snake.rules import finish_match, vote_call
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


@pytest.fixture(scope="module")
def at_awards():
    """A 3-seat demo match played to its awards (once; each test ties a copy)."""
    session = demo_session(2, 3)
    while session.state.stage != "awards":
        session.let_bots_act()
        session.advance()
    return session


def tied(session, garnets: tuple[int, int]):
    """A copy of `session` with seats 0 and 1 tied on the least apples (set by hand: no
    seed ties them), holding `garnets`; seat 2 has the most apples and votes."""
    session = copy.deepcopy(session)
    players = session.state.players
    for player, held in zip(players[:2], garnets, strict=True):
        player.apples, player.garnets = 10, held
    players[2].apples = max(players[2].apples, 20)
    return session


def test_a_tied_elimination_candidate_says_who_voted_and_how(app, at_awards):
    """A tie settled by "tied for the last of 2 places; 1 vote" that nobody saw: the results
    say who tied, who voted for whom and what decided (the rules' own line unchanged)."""
    session = tied(at_awards, (0, 0))
    session.let_bots_act()  # the player with the most apples (a bot) votes
    session.advance()
    scene = results_scene(app, session)
    app.push(scene)
    app.tick([], FRAME)
    names, votes = session.state.names, session.state.awards.votes
    ((voter, choice),) = votes.items()
    lines = scene.awards_log.lines
    rules_line = f"{names[choice]} is an Elimination Candidate (tied for least apples; 1 vote)"
    at = lines.index(rules_line)
    assert lines[at + 1].startswith(f"The vote: {names[0]} and {names[1]} tied on 10 apples")
    assert f"{names[voter]}, with the most apples, voted in private" in lines[at + 1]
    assert lines[at + 2].startswith(f"{names[voter]} voted for {names[choice]}.")
    assert "A bot votes for the tied player with the most garnets" in lines[at + 2]
    assert lines[at + 3].endswith("; the most votes decide.")


@pytest.mark.parametrize(
    ("garnets", "decided"),
    [((2, 0), "so the fewest garnets decide"), ((1, 1), "so a coin flip decided")],
)
def test_a_vote_nobody_cast_says_the_garnets_or_the_coin_decided(at_awards, garnets, decided):
    session = tied(at_awards, garnets)
    state, _ = finish_match(session.state, {})
    lines = vote_lines(state, session.seats)
    voter = state.names[vote_call(state).voters[0]]
    assert lines[1].startswith(f"{voter} did not vote.")
    assert decided in lines[2] and "0 votes for" in lines[2]
