"""Bugcatcher bots: legal, deterministic, careful with claims, and keen on missions."""

from __future__ import annotations

from dataclasses import replace

import pytest
from bugcatcher_helpers import NAMES, make_level, mission, placed

from game.bugcatcher.bench import play_bot_match
from game.bugcatcher.bot import LEVELS, choose_pregame, choose_submission
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.missions import other_colour
from game.bugcatcher.rules import (
    begin_match,
    check_pregame,
    check_submission,
    new_match,
    resolve_paths,
    resolve_round,
)
from game.core.paths import LEVELS as LEVEL_FOLDER
from game.core.tomlfile import load_toml
from game.table.bot_bench import rotated

SHIPPED = LEVEL_FOLDER / "bugcatcher" / "house-of-larks.toml"


@pytest.fixture(scope="module")
def shipped():
    return level_from_document(load_toml(SHIPPED))


def test_a_match_of_bots_plays_to_the_end_with_legal_entries(shipped):
    seats = ["easy", "normal", "hard"] * 2
    state = new_match(shipped, NAMES[:6], seed=5, garnets=1)
    entries = [choose_pregame(state, p, level) for p, level in enumerate(seats)]
    assert all(check_pregame(state, p, e) == [] for p, e in enumerate(entries))
    state, _ = begin_match(state, entries)
    while not state.finished:
        submissions = [choose_submission(state, p, level) for p, level in enumerate(seats)]
        for player, submission in enumerate(submissions):
            assert check_submission(state, player, submission) == []
        state, _ = resolve_round(state, submissions)
    assert state.rounds_played == 7 and state.awards is not None


@pytest.mark.parametrize("level", LEVELS)
def test_bots_are_deterministic(shipped, level):
    state = new_match(shipped, NAMES[:4], seed=9)
    state, _ = begin_match(state, [choose_pregame(state, p, level) for p in range(4)])
    assert choose_submission(state, 2, level) == choose_submission(state, 2, level)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_keep_off_claimed_points(shipped, level):
    # Crowded: the central node can only go down, the border node only up or left.
    state = placed(
        make_level(), [("C3", "C3 ul"), ("B3", "D3 ul"), ("D3", "C4 ul"), ("C2", "F1 ul")]
    )
    submission = choose_submission(state, 0, level)
    idle = [submission.actions, (), (), ()]
    (play, *_) = resolve_paths(state.board, state.players, idle)
    assert play.invalid == 0
    assert len(play.segments) >= 5


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_go_for_the_jellyfish_when_they_can_build_it(level):
    jellyfish = mission("shape", "Cheerful Jellyfish", reward=6, node="border", shape="DDRDL")
    state = placed(make_level(missions=[jellyfish]), [("A1", "C1 ul"), ("F5", "F5 br")])
    submission = choose_submission(state, 0, level)
    assert submission.missions == ("Cheerful Jellyfish",)
    after, _ = resolve_round(state, [submission, choose_submission(state, 1, "easy")])
    assert after.players[0].missions_completed == 1


def test_bots_leave_a_mission_alone_when_they_cannot_complete_it():
    impossible = mission("length", "Endless Eel", reward=8, penalty=5, count=30)
    state = placed(make_level(missions=[impossible]), [("A1", "C1 ul"), ("F5", "F5 br")])
    for level in LEVELS:
        assert choose_submission(state, 0, level).missions == ()


def test_four_bots_play_the_practice_level():
    level = level_from_document(load_toml(LEVEL_FOLDER / "bugcatcher" / "practice-meadow.toml"))
    seats = ["easy", "normal", "hard", "hard"]
    state = new_match(level, NAMES[:4], seed=2)
    state, _ = begin_match(state, [choose_pregame(state, p, s) for p, s in enumerate(seats)])
    while not state.finished:
        state, _ = resolve_round(
            state, [choose_submission(state, p, s) for p, s in enumerate(seats)]
        )
    assert state.rounds_played == level.rounds
    assert sum(p.missions_completed for p in state.players) > 0


def two_rounds_in(level, seed: int = 3):
    seats = ["hard", "normal", "easy"] * 3
    state = new_match(level, NAMES, seed=seed, garnets=1)
    state, _ = begin_match(state, [choose_pregame(state, p, s) for p, s in enumerate(seats)])
    for _ in range(2):
        state, _ = resolve_round(
            state, [choose_submission(state, p, s) for p, s in enumerate(seats)]
        )
    return state


def test_the_hard_bot_reads_only_what_its_seat_can_see(shipped):
    # Other seats' fireflies, garnets, node colours and undertaken missions are theirs alone;
    # the board shows only unlabelled nodes and last round's paths.
    state = two_rounds_in(shipped)
    others = [
        p
        if seat == 0
        else replace(
            p,
            fireflies=p.fireflies + 40,
            garnets=p.garnets + 5,
            collisions=p.collisions + 3,
            missions_completed=p.missions_completed + 2,
            central_colour=other_colour(p.central_colour),
        )
        for seat, p in enumerate(state.players)
    ]
    missions = [
        replace(m, undertakers=tuple(u for u in m.undertakers if u == 0) + (4, 7))
        for m in state.missions
    ]
    hidden = replace(state, players=tuple(others), missions=tuple(missions))
    chosen = choose_submission(state, 0, "hard")
    assert chosen == choose_submission(hidden, 0, "hard")
    assert check_submission(state, 0, chosen) == []


def test_hard_bots_catch_more_fireflies_than_normal_and_easy_ones(shipped):
    # Over two 9-seat matches hard leads by dozens; normal's lead over easy is too small to
    # pin on two matches (the bench measures it).
    totals = dict.fromkeys(LEVELS, 0)
    for seed in (1, 2):
        seats = rotated(["hard", "normal", "easy"] * 3, seed)
        final = play_bot_match(shipped, seats, seed)
        for player, level in zip(final.players, seats, strict=True):
            totals[level] += player.fireflies
    assert totals["hard"] > max(totals["normal"], totals["easy"]) + 30, totals
