"""Bugcatcher's results when fireflies tie: the rules' tie-breaks (more missions completed,
then fewer collisions caused) give distinct places, and the awards say what broke the tie;
players level on everything share their place. Real window, drawn headless."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from game.app import App
from game.bugcatcher.results import results_scene
from game.bugcatcher.session import MatchSession
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from tests.test_bugcatcher_help import new_session


def ended_with(session: MatchSession, figures: list[tuple[int, int, int]]) -> SimpleNamespace:
    """What the results read of `session`, with each player's (fireflies, missions
    completed, collisions caused)."""
    players = tuple(
        replace(player, fireflies=fireflies, missions_completed=missions, collisions=hits)
        for player, (fireflies, missions, hits) in zip(session.state.players, figures, strict=True)
    )
    state = replace(session.state, players=players)
    return SimpleNamespace(
        state=state, seats=session.seats, level=session.level, history=session.history
    )


def shown_places(app: App) -> list[str]:
    words = {"1st", "2nd", "3rd", "=1st", "=2nd", "=3rd"}
    return [item.text for item in LAYOUT.drawn if item.kind == TEXT and item.text in words]


def open_results(session: SimpleNamespace) -> tuple[App, list[str]]:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    scene = results_scene(app, session)  # type: ignore[arg-type]
    app.push(scene)
    Driver(app).step(2)
    return app, scene.results.awards


def test_a_tie_broken_by_missions_gives_distinct_places_and_says_why(recording):
    session = ended_with(new_session(), [(12, 1, 0), (12, 3, 2), (5, 0, 0)])  # Ann, Bob, Cat
    app, awards = open_results(session)
    places = shown_places(app)
    assert "=1st" not in places and {"1st", "2nd", "3rd"} <= set(places)
    note = next(line for line in awards if "tied on 12 fireflies" in line)
    assert "more missions completed (Bob 3, Ann 1)" in note
    assert "Bob 1st" in note and "Ann 2nd" in note


def test_collisions_break_what_missions_leave_level(recording):
    session = ended_with(new_session(), [(9, 2, 4), (9, 2, 1), (9, 2, 1)])
    app, awards = open_results(session)
    assert sorted(shown_places(app)) == ["3rd", "=1st", "=1st"]
    note = next(line for line in awards if "tied on 9 fireflies" in line)
    assert "fewer collisions caused (Bob 1, Cat 1, Ann 4)" in note
    assert "Ann 3rd" in note and "Bob =1st" in note and "Cat =1st" in note
