"""Bugcatcher invariants over random legal rounds (hypothesis)."""

from __future__ import annotations

from bugcatcher_helpers import NAMES, make_level
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bugcatcher.rules import (
    PATH_ACTIONS,
    SWAP,
    Pregame,
    Submission,
    begin_match,
    new_match,
    planned_ends,
    resolve_round,
)

ACTIONS = [*PATH_ACTIONS, SWAP]


@st.composite
def matches(draw):
    """A started match on a small board and two rounds of random actions per player."""
    players = draw(st.integers(2, 6))
    size = draw(st.integers(3, 6))
    seed = draw(st.integers(0, 10_000))
    level = make_level(size, size, rounds=3, energy=7)
    state = new_match(level, NAMES[:players], seed)
    state, _ = begin_match(state, [Pregame()] * players)
    wanted = [
        [draw(st.lists(st.sampled_from(ACTIONS), max_size=7)) for _ in range(players)]
        for _ in range(2)
    ]
    return state, wanted


def legal(state, player: int, actions: list[str]) -> tuple[str, ...]:
    """The actions with every move that would leave the board dropped."""
    kept: list[str] = []
    for action in actions:
        ends = planned_ends(state.players[player], [*kept, action])
        if all(state.board.contains(points[-1]) for points in ends.values()):
            kept.append(action)
    return tuple(kept)


def play_out(state, wanted):
    states, events = [state], []
    for round_actions in wanted:
        submissions = [
            Submission(legal(state, p, actions)) for p, actions in enumerate(round_actions)
        ]
        state, round_events = resolve_round(state, submissions)
        states.append(state)
        events.append(round_events)
    return states, events


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(matches())
def test_the_same_match_and_submissions_give_the_same_result(match):
    state, wanted = match
    assert play_out(state, wanted) == play_out(state, wanted)


@SETTINGS
@given(matches())
def test_fireflies_from_paths_equal_the_valid_segments(match):
    state, wanted = match
    states, _ = play_out(state, wanted)
    final = states[-1]
    for player, totals in enumerate(final.players):
        segments = sum(len(record.plays[player].segments) for record in final.history)
        assert totals.fireflies == segments


@SETTINGS
@given(matches())
def test_every_action_is_placed_void_or_a_swap(match):
    state, wanted = match
    states, _ = play_out(state, wanted)
    for before, record in zip(states, states[-1].history, strict=False):
        for player, play in enumerate(record.plays):
            actions = legal(before, player, wanted[record.number - 1][player])
            assert len(play.segments) + len(play.void_steps) + play.swaps == len(actions)
            assert play.invalid <= 2  # one per node at most


@SETTINGS
@given(matches())
def test_valid_segments_never_share_an_end_or_a_same_colour_crossing(match):
    state, wanted = match
    states, _ = play_out(state, wanted)
    for before, record in zip(states, states[-1].history, strict=False):
        starts = [p.node(n) for p in before.players for n in ("central", "border")]
        segments = [s for play in record.plays for s in play.segments]
        ends = [s.end for s in segments]
        assert len(set(ends)) == len(ends) and not set(ends) & set(starts)
        crossings = [(s.middle, s.colour) for s in segments]
        assert len(set(crossings)) == len(crossings)
