"""Double-edged Edges bots: legal, deterministic, and the hard one plays the partner grid."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.double_edged_edges.bench import SHIPPED, play_bot_match, shipped_level
from game.double_edged_edges.bot import choose_submission, choose_vote
from game.double_edged_edges.rules import (
    STAGE_ROUNDS,
    Submission,
    VoteCall,
    check_submission,
    new_match,
    preview,
    resolve_round,
)
from game.double_edged_edges.session import MatchSession
from game.table.seats import Seat
from tests.edges_helpers import NAMES, finished_state, make_state


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("grid", [(2, 2), (3, 4)])
def test_every_bot_submission_is_legal_for_a_whole_match(level, grid):
    count = grid[0] * grid[1]
    state, _ = new_match(shipped_level(), NAMES[:count], 4, 1, grid=grid)
    while state.stage == STAGE_ROUNDS:
        entries = [choose_submission(state, p, level) for p in range(count)]
        for player, submission in enumerate(entries):
            assert check_submission(state, player, submission) == []
        state, _ = resolve_round(state, entries)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_decide_the_same_way_from_the_same_match(level):
    state = make_state([3, 8, 14, 8], [2, 2, 2, 2])
    assert choose_submission(state, 0, level) == choose_submission(state, 0, level)


def test_a_whole_bot_match_is_repeatable_and_ends_with_awards():
    lineup = ["hard", "normal", "easy", "hard"]
    first = play_bot_match(shipped_level("four-on-a-plank"), lineup, seed=3)
    assert first.finished and first.awards is not None
    assert play_bot_match(shipped_level("four-on-a-plank"), lineup, seed=3) == first


def test_hard_bots_outscore_normal_ones_and_normal_ones_outscore_easy_ones():
    totals = dict.fromkeys(("easy", "normal", "hard"), 0)
    lineup = ["hard", "normal", "easy"] * 3
    for match in range(4):
        bots = lineup[match % 3 :] + lineup[: match % 3]
        final = play_bot_match(shipped_level(), bots, seed=100 + match)
        for kind, points in zip(bots, final.points, strict=True):
            totals[kind] += points
    assert totals["hard"] > totals["normal"] > totals["easy"]


def last_round(spaces: list[int], garnets: list[int]):
    state = make_state(spaces, garnets, rounds=1)
    return state


def test_a_hard_bot_bets_everything_on_a_likely_push_off_in_the_last_round():
    # Bob on 16 can only score by stepping left to the 6 on space 1 (any step right jumps
    # off); Ann (13) can take Bob as partner and push him on past it.
    state = last_round([13, 16, 8, 8], [3, 0, 0, 0])
    choice = choose_submission(state, 0, "hard")
    assert (choice.partner, choice.bet) == (1, 3)


def test_a_hard_bot_keeps_its_garnets_when_no_push_off_is_in_sight():
    state = make_state(garnets=[3, 3, 3, 3], rounds=7)  # round 1, everyone on space 8
    assert choose_submission(state, 0, "hard").bet == 0


def test_normal_and_easy_bots_never_bet():
    state = last_round([13, 15, 8, 8], [3, 0, 0, 0])
    assert choose_submission(state, 0, "normal").bet == 0
    assert choose_submission(state, 0, "easy").bet == 0


def test_a_hard_bot_fears_the_neighbour_who_always_picks_it():
    # Ann (player 0) has taken Bob as partner every round. Ann on 15 is likely to jump to an
    # end (worth 6) and drag Bob along; the normal bot still goes for an end, the hard one not.
    state = make_state([8, 8, 8, 8], rounds=7)
    for _ in range(3):
        state, _ = resolve_round(
            state,
            [Submission("R", 1, 1), Submission("L", 2, 3), Submission("L", 1, 3), None],
        )
    state = replace(state, spaces=(15, 14, 8, 8))
    normal = choose_submission(state, 1, "normal")
    hard = choose_submission(state, 1, "hard")
    assert preview(state, 1, normal).space in (1, 16)
    assert preview(state, 1, hard).space not in (1, 16)


def test_bots_vote_for_the_tied_player_with_most_garnets_never_themselves():
    state = finished_state([5] * 9, garnets=[9, 0, 4, 4, 0, 0, 0, 0, 0])
    call = VoteCall(tuple(range(9)), tuple(range(9)))
    assert choose_vote(state, 1, call) == 0
    assert choose_vote(state, 0, call) == 2  # 2 and 3 hold 4 each; 2 is seated first


def test_the_easy_bot_stays_on_the_platform_when_it_can():
    state = make_state([1, 8, 16, 8])
    for player in (0, 2):
        choice = choose_submission(state, player, "easy")
        step = choice.amount if choice.direction == "R" else -choice.amount
        assert 1 <= state.spaces[player] + step <= 16
    assert isinstance(choice, Submission)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_never_sees_the_entry_a_human_has_made_but_not_revealed(level):
    chosen = []
    for human_entry in (Submission("L", 7, 1, 0), Submission("R", 8, 3, 0)):
        session = MatchSession.start(
            shipped_level("four-on-a-plank"),
            SHIPPED / "four-on-a-plank.toml",
            [Seat("Ann", ""), Seat("Bob", "", level), Seat("Cat", "", level), Seat("Dan", "")],
            seed=11,
            save=False,
        )
        partner = session.state.seating.right_of(0)
        session.submit(0, replace(human_entry, partner=partner))
        session.let_bots_act()
        chosen.append((session.pending[1], session.pending[2]))
    assert chosen[0] == chosen[1]
