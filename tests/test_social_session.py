"""The hot-seat session: who acts next, autosave after every submission, continue, replays."""

from __future__ import annotations

import os

import pytest

from game.core.coords import parse_cell
from game.core.paths import LEVELS
from game.core.problems import ProblemsFound
from game.core.saves import list_matches, replays_dir, saves_dir
from game.core.tomlfile import load_toml
from game.social_snake.levels import level_from_document
from game.social_snake.match import summary
from game.social_snake.rules import STAGE_ROUNDS, STAGE_STARTS, RuleViolation, Submission
from game.social_snake.session import MatchSession
from game.table.seats import Seat

PRACTICE = LEVELS / "social-snake" / "practice-three-ridges.toml"


def new_session(seats):
    level = level_from_document(load_toml(PRACTICE))
    return MatchSession.start(level, PRACTICE, seats, seed=4)


def test_a_bots_only_match_plays_to_the_end_and_becomes_a_replay():
    session = new_session(
        [Seat("A", "Red", "easy"), Seat("B", "Blue", "normal"), Seat("C", "Green", "hard")]
    )
    steps = 0
    while not session.state.finished:
        assert session.humans_waiting() == []
        session.let_bots_act()
        session.advance()
        steps += 1
    assert steps >= 3 and session.state.awards is not None
    assert session.path.parent == replays_dir() and session.path.exists()
    assert not list(saves_dir().glob("*.toml"))


def test_humans_are_waited_for_and_every_submission_is_saved_and_resumed():
    session = new_session([Seat("Ann", "Red"), Seat("Bot", "Blue", "normal"), Seat("Cy", "Green")])
    session.let_bots_act()
    assert session.humans_waiting() == [0, 2]
    session.submit_starts(0, {"A": [parse_cell("A1"), parse_cell("B1")]})
    resumed = MatchSession.load(session.path)  # the app restarted between two entries
    assert resumed.humans_waiting() == [2] and resumed.pending[0]["A"][1] == parse_cell("B1")
    resumed.submit_starts(2, {"A": [parse_cell("H8")]})
    resumed.advance()
    assert resumed.stage == STAGE_ROUNDS
    resumed.let_bots_act()
    resumed.submit_moves(0, {"A": Submission("RR")})
    again = MatchSession.load(resumed.path)
    assert summary(again.state) == summary(resumed.state)
    assert again.pending[0]["A"].moves == "RR"


def test_a_seat_cannot_submit_twice_or_out_of_turn():
    session = new_session([Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cy", "Green")])
    with pytest.raises(RuleViolation):
        session.submit_moves(0, {"A": Submission("R")})
    session.submit_starts(0, {"A": []})
    with pytest.raises(RuleViolation):
        session.submit_starts(0, {"A": []})
    with pytest.raises(RuleViolation, match="tunnel|not on grid"):
        session.submit_starts(1, {"A": [parse_cell("Z9")]})


def test_a_save_killed_halfway_through_writing_leaves_the_previous_save(monkeypatch):
    session = new_session([Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cy", "Green")])
    session.submit_starts(0, {"A": [parse_cell("A1")]})
    before = session.path.read_bytes()

    def crash(*_):
        raise OSError("power cut")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", crash)
        with pytest.raises(OSError):
            session.submit_starts(1, {"A": [parse_cell("B1")]})
    assert session.path.read_bytes() == before
    assert [p.name for p in saves_dir().iterdir() if p.name.startswith(".")] == []
    assert MatchSession.load(session.path).humans_waiting() == [1, 2]


def test_a_corrupt_save_is_reported_and_the_others_still_load():
    good = new_session([Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cy", "Green")])
    broken = saves_dir() / "social-snake-broken.toml"
    broken.write_text('format = 1\ngame = "social-snake"\nlevel = [oops\n', encoding="utf-8")
    entries = list_matches(saves_dir())  # headers only (issue 19): both are listed
    assert sorted(e.path.name for e in entries) == sorted([good.path.name, broken.name])
    with pytest.raises(ProblemsFound, match="social-snake-broken.toml:3"):
        MatchSession.load(broken)  # what Continue reports
    assert MatchSession.load(good.path).stage == STAGE_STARTS
