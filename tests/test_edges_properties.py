"""Double-edged Edges invariants, checked with hypothesis over random grids and rounds."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.double_edged_edges.match import format_move, parse_move
from game.double_edged_edges.rules import Submission, resolve_round, shift
from tests.edges_helpers import NAMES, make_state


@st.composite
def rounds(draw):
    rows = draw(st.integers(2, 3))
    columns = draw(st.integers(2, 4))
    count = rows * columns
    spaces = draw(st.lists(st.integers(1, 16), min_size=count, max_size=count))
    garnets = draw(st.lists(st.integers(0, 3), min_size=count, max_size=count))
    state = replace(make_state(grid=(rows, columns)), spaces=tuple(spaces), garnets=tuple(garnets))
    submissions = []
    for player in range(count):
        if draw(st.integers(0, 9)) == 0:
            submissions.append(None)
            continue
        partner = state.seating.partners_of(player)[draw(st.integers(0, 1))]
        submissions.append(
            Submission(
                draw(st.sampled_from("LR")),
                draw(st.integers(1, 16)),
                partner,
                draw(st.integers(0, garnets[player])),
            )
        )
    return state, submissions


@settings(max_examples=150, deadline=None)
@given(rounds())
def test_the_same_round_always_resolves_the_same(case):
    state, submissions = case
    assert resolve_round(state, submissions) == resolve_round(state, list(submissions))


@settings(max_examples=150, deadline=None)
@given(rounds())
def test_survivors_are_on_the_platform_and_everyone_else_at_the_start(case):
    state, submissions = case
    after, _ = resolve_round(state, submissions)
    [result] = after.results
    for player, kind in enumerate(result.types):
        if kind == "survivor":
            assert 1 <= after.spaces[player] <= 16
            assert after.spaces[player] == result.landed[player]
        else:
            assert after.spaces[player] == state.level.start
            assert not 1 <= result.landed[player] <= 16


@settings(max_examples=150, deadline=None)
@given(rounds())
def test_moves_and_garnets_add_up(case):
    state, submissions = case
    after, _ = resolve_round(state, submissions)
    [result] = after.results
    moved = sum(2 * shift(s) for s in result.submissions)
    assert sum(result.landed) - sum(state.spaces) == moved
    for player, submission in enumerate(result.submissions):
        earned = result.pushed_off[player] is not None
        assert after.garnets[player] == state.garnets[player] - submission.bet + earned
        assert after.points[player] == state.points[player] + result.scores[player]
        assert result.scores[player] >= 0


@given(
    st.sampled_from("LR"),
    st.integers(1, 16),
    st.sampled_from(NAMES),
)
def test_a_move_written_to_a_file_reads_back(direction, amount, partner):
    submission = Submission(direction, amount, NAMES.index(partner))
    assert parse_move(format_move(submission, NAMES), NAMES) == submission
