"""Double-edged Edges rules, one table per clause of RULINGS §6 and the seed."""

from __future__ import annotations

import pytest

from game.double_edged_edges import events as ev
from game.double_edged_edges.levels import Level, grid_for
from game.double_edged_edges.rules import (
    STAGE_AWARDS,
    STAGE_FINISHED,
    STAGE_ROUNDS,
    RuleViolation,
    Submission,
    check_submission,
    default_submission,
    finish_match,
    new_match,
    preview,
    resolve_round,
    tokens_of_life,
    vote_call,
    vote_problems,
)
from game.double_edged_edges.seating import shuffled_seating
from tests.edges_helpers import (
    NAMES,
    TYPE_LETTERS,
    entry,
    finished_state,
    make_level,
    make_state,
    play,
)

# --- the partner grid --------------------------------------------------------------------

# 3 × 3, seat i = player i:   0 1 2 / 3 4 5 / 6 7 8
# 3 × 4:                      0 1 2 3 / 4 5 6 7 / 8 9 10 11
PARTNERS = [
    ((3, 3), 0, (1, 3), (2, 6)),  # top-left: nothing wraps to choose; chosen by wrap
    ((3, 3), 2, (0, 5), (1, 8)),  # top-right: right wraps to the row's start
    ((3, 3), 6, (7, 0), (8, 3)),  # bottom-left: below wraps to the top
    ((3, 3), 8, (6, 2), (7, 5)),  # bottom-right: the seed's example (bottom-left, top-right)
    ((3, 3), 4, (5, 7), (3, 1)),  # the middle: no wrap
    ((3, 4), 0, (1, 4), (3, 8)),
    ((3, 4), 3, (0, 7), (2, 11)),
    ((3, 4), 8, (9, 0), (11, 4)),
    ((3, 4), 11, (8, 3), (10, 7)),
    ((2, 2), 0, (1, 2), (1, 2)),  # 2 × 2: right is also left, below is also above
]


@pytest.mark.parametrize(("grid", "player", "partners", "choosers"), PARTNERS)
def test_partners_are_right_and_below_wrapping_in_every_corner(grid, player, partners, choosers):
    state = make_state(grid=grid)
    assert state.seating.partners_of(player) == partners
    assert state.seating.choosers_of(player) == choosers


def test_a_partner_who_is_not_right_or_below_is_refused():
    state = make_state(grid=(3, 3))
    for partner in (1, 3):
        assert check_submission(state, 0, Submission("R", 1, partner)) == []
    for partner in (0, 2, 4, 6):
        [reason] = check_submission(state, 0, Submission("R", 1, partner))
        assert "not to the right of or below Ann" in reason and "Bob or Dan" in reason


@pytest.mark.parametrize(
    ("submission", "words"),
    [
        (Submission("R", 0, 1), "the amount is 0; it must be 1 to 16"),
        (Submission("L", 17, 1), "the amount is 17; it must be 1 to 16"),
        (Submission("U", 1, 1), "must be L or R"),
        (Submission("R", 16, 1, 2), "the bet is 2 garnets, more than the 1 held"),
        (Submission("R", 16, 1, -1), "a bet cannot be negative"),
    ],
)
def test_check_submission_names_what_is_wrong(submission, words):
    state = make_state(grid=(3, 3), garnets=[1] * 9)
    assert any(words in reason for reason in check_submission(state, 0, submission))


def test_amounts_go_up_to_16_on_a_shorter_platform_too():
    state, _ = new_match(Level("plank", (5, 3, 2, 1, 0, 1, 2, 3, 5), 5), NAMES[:9], 1)
    partner = state.seating.right_of(0)
    assert check_submission(state, 0, Submission("L", 16, partner)) == []
    assert check_submission(state, 0, Submission("L", 17, partner)) != []


def test_a_garnet_earned_by_a_push_off_can_be_bet_from_the_next_round():
    state = make_state([15, 8, 12, 8])
    assert check_submission(state, 2, entry("R2>0+1")) != []
    state, _ = play(state, ["R1>1", "L1>3", "R2>0", "L1>2"])
    assert state.garnets[2] == 1
    assert check_submission(state, 2, entry("R2>0+1")) == []


def test_resolve_refuses_a_broken_submission_with_every_problem():
    state = make_state()
    bad = [entry("R0>1"), entry("R1>2"), entry("R1>3+1"), entry("R1>2")]
    with pytest.raises(RuleViolation) as raised:
        resolve_round(state, bad)
    keys = [keys for keys, _ in raised.value.problems]
    assert keys == [("moves", 0), ("moves", 1), ("bets", 2)]


def test_seating_is_a_seeded_shuffle_of_every_player():
    first = shuffled_seating(3, 3, 7)
    assert sorted(first.order) == list(range(9))
    assert shuffled_seating(3, 3, 7) == first
    assert any(shuffled_seating(3, 3, seed).order != first.order for seed in range(8, 12))
    state, events = new_match(make_level(grid=(3, 3)), NAMES[:9], seed=7)
    assert state.seating == first
    assert events == [ev.SeatingDrawn(tuple(tuple(r) for r in first.rows_of_players()), True)]


@pytest.mark.parametrize(
    ("players", "grid"),
    [(4, (2, 2)), (6, (2, 3)), (8, (2, 4)), (9, (3, 3)), (12, (3, 4)), (36, (6, 6)), (5, None)],
)
def test_the_grid_follows_the_number_of_seats(players, grid):
    assert grid_for(players) == grid


def test_everyone_starts_on_the_start_space():
    state = make_state(grid=(3, 3))
    assert state.spaces == (8,) * 9
    assert state.points == (0,) * 9


# --- movement, types, scores -------------------------------------------------------------

# 2 × 2, seat i = player i: partners 0: 1 or 2; 1: 0 or 3; 2: 3 or 0; 3: 2 or 1.
# Values of spaces 1 … 16: 6 4 3 2 2 1 1 0 0 1 1 2 2 3 4 6; start 8.
ROUNDS = [
    # name, spaces, garnets, entries, landed, types, scores, garnets after
    (
        "moves sum: off the platform and back on",
        [15, 8, 8, 8],
        [0, 0, 0, 0],
        ["R3>1", "L1>3", "L4>0", "R1>2"],
        [14, 10, 5, 8],
        "SSSS",
        [3, 1, 2, 0],
        [0, 0, 0, 0],
    ),
    (
        "dumb off the right end, pushed off by a partner moving right",
        [15, 8, 12, 8],
        [0, 0, 0, 0],
        ["R1>1", "L1>3", "R2>0", "L1>2"],
        [18, 8, 13, 6],
        "DSSS",
        [0, 0, 4, 1],
        [0, 0, 1, 0],
    ),
    (
        "screwed off the right end: pushed against their own direction",
        [8, 16, 8, 8],
        [0, 0, 0, 0],
        ["R2>1", "L1>3", "R1>3", "R2>1"],
        [10, 19, 9, 10],
        "SXSS",
        [1, 2, 0, 1],
        [0, 0, 0, 0],
    ),
    (
        "dumb off the left end, pushed off by a partner moving left",
        [2, 8, 4, 8],
        [0, 0, 0, 0],
        ["L2>1", "R1>3", "L1>0", "R1>2"],
        [-1, 7, 4, 10],
        "DSSS",
        [0, 1, 4, 1],
        [0, 0, 1, 0],
    ),
    (
        "screwed off the left end, whoever pushed",
        [2, 8, 8, 8],
        [0, 0, 0, 0],
        ["R1>1", "L1>3", "L4>0", "R1>2"],
        [-1, 8, 5, 8],
        "XSSS",
        [2, 0, 2, 0],
        [0, 0, 0, 0],
    ),
    (
        "a dumb partner off the other end is no push-off: the bet is lost",
        [15, 8, 8, 8],
        [0, 0, 1, 0],
        ["R3>1", "L1>3", "L1>0+1", "R1>2"],
        [17, 10, 8, 8],
        "DSSS",
        [0, 1, 0, 0],
        [0, 0, 0, 0],
    ),
    (
        "a pusher who is dumb themself: 0 × 2, and still the garnet",
        [15, 8, 14, 8],
        [0, 0, 0, 0],
        ["R1>1", "L1>3", "R3>0", "L1>1"],
        [19, 7, 17, 6],
        "DSDS",
        [0, 1, 0, 1],
        [0, 0, 1, 0],
    ),
    (
        "two pushers of one dumb player both double and both earn a garnet",
        [15, 12, 13, 8],
        [0, 0, 0, 0],
        ["R1>1", "R1>0", "R1>0", "L1>2"],
        [18, 14, 13, 7],
        "DSSS",
        [0, 6, 4, 1],
        [0, 1, 1, 0],
    ),
    (
        "a pusher who is screwed themself: 2 × 2, and the garnet",
        [15, 8, 1, 8],
        [0, 0, 0, 0],
        ["R2>1", "L1>3", "R1>0", "L4>2"],
        [18, 9, -2, 3],
        "DSXS",
        [0, 0, 4, 3],
        [0, 0, 1, 0],
    ),
    (
        "an exact landing on either end survives",
        [2, 15, 8, 8],
        [0, 0, 0, 0],
        ["L1>2", "R1>3", "R1>3", "L2>2"],
        [1, 16, 6, 8],
        "SSSS",
        [6, 6, 1, 0],
        [0, 0, 0, 0],
    ),
]


@pytest.mark.parametrize(
    ("spaces", "garnets", "entries", "landed", "types", "scores", "after"),
    [case[1:] for case in ROUNDS],
    ids=[case[0] for case in ROUNDS],
)
def test_a_round(spaces, garnets, entries, landed, types, scores, after):
    state = make_state(spaces, garnets)
    new, _ = play(state, entries)
    [result] = new.results
    assert list(result.landed) == landed
    assert list(result.types) == [TYPE_LETTERS[t] for t in types]
    assert list(result.scores) == scores
    assert list(new.points) == scores
    assert list(new.garnets) == after


@pytest.mark.parametrize(("bet", "score", "garnets_after"), [(0, 4, 4), (1, 8, 3), (3, 16, 1)])
def test_the_push_off_multiplier_is_two_plus_two_per_garnet_bet(bet, score, garnets_after):
    # Cat lands on 13 (worth 2) and pushes Ann off the right end.
    state = make_state([15, 8, 12, 8], [0, 0, 3, 0])
    new, events = play(state, ["R1>1", "L1>3", f"R2>0+{bet}", "L1>2"])
    assert new.points[2] == score
    assert new.garnets[2] == garnets_after
    assert ev.PushedOff(2, 0, "right", bet, 2 + 2 * bet) in events


def test_garnets_bet_are_spent_whatever_happens():
    state = make_state([8, 8, 8, 8], [2, 2, 2, 2])
    new, events = play(state, ["R1>1+2", "L1>3+1", "R1>3", "L1>2"])
    assert new.garnets == (0, 1, 2, 2)
    assert ev.BetLost(0, 2) in events and ev.BetLost(1, 1) in events


def test_screwed_and_dumb_players_go_back_to_the_start_survivors_stay():
    state = make_state([15, 16, 8, 8])
    new, events = play(state, ["R3>1", "L1>3", "R1>3", "R2>1"])
    # Ann 18 (dumb), Bob 16 - 1 + 3 + 2 = 20 (screwed), Cat 9, Dan 8 + 2 - 1 + 1 = 10.
    assert new.results[0].types == ("dumb", "screwed", "survivor", "survivor")
    assert new.spaces == (8, 8, 9, 10)
    assert [e for e in events if isinstance(e, ev.ReturnedToStart)] == [
        ev.ReturnedToStart(0, 8),
        ev.ReturnedToStart(1, 8),
    ]


def test_a_missing_submission_takes_the_defaults():
    state = make_state(grid=(3, 3))
    assert default_submission(state, 2) == Submission("R", 1, 0, 0)
    new, events = resolve_round(state, [None] * 9)
    # Everyone moves right 1 and is moved right 1 by the player to their left.
    assert new.spaces == (10,) * 9
    assert all(e.defaulted for e in events if isinstance(e, ev.Pushed))
    assert new.results[0].defaulted == (True,) * 9


def test_the_seed_example_of_a_jump_that_someone_else_finishes():
    # rules text: Ann on 14 moves right 1; Bob picked Ann and moves right 2: Ann is dumb.
    state = make_state([14, 8, 8, 8])
    new, _ = play(state, ["R1>2", "R2>0", "L1>3", "L1>2"])
    assert new.results[0].types[0] == "dumb"
    assert new.results[0].pushed_off[1] == 0


def test_the_match_lasts_the_levels_rounds_then_waits_for_awards():
    state = make_state(rounds=7)
    for number in range(7):
        assert state.stage == STAGE_ROUNDS and state.round_number == number + 1
        state, events = resolve_round(state, [None] * 4)
        assert events[-1] == ev.RoundEnded(number + 1)
    assert state.stage == STAGE_AWARDS
    with pytest.raises(RuleViolation, match="only 7 rounds"):
        resolve_round(state, [None] * 4)


def test_round_events_come_in_stage_order_and_describe_themselves():
    state = make_state([15, 8, 12, 8], [0, 0, 1, 0])
    _, events = play(state, ["R1>1", "L1>3", "R2>0+1", "L1>2"])
    kinds = [type(e).__name__ for e in events]
    order = ["BetPlaced", "Pushed", "Landed", "Typed", "PushedOff", "Scored", "ReturnedToStart"]
    firsts = [kinds.index(kind) for kind in order]
    assert firsts == sorted(firsts)
    words = ev.describe_all(events, NAMES)
    assert (
        "Cat pushed Ann off the right end: Cat's points this round count ×4 (2 for the push, "
        "2 more for the bet of 1 garnet), and Cat gains 1 garnet" in words
    )
    assert "Ann is dumb: they jumped off the right end in their own direction" in words
    assert "Cat scores 2 × 4 = 8 points" in words
    assert (
        "Ann moves 3 right in all: from space 15 to beyond the right end (2 past space 16)" in words
    )
    assert "Bob stays on space 8: the moves cancel out" in words


# --- the preview -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("submission", "space", "kind", "score", "partner_space", "partner_end"),
    [
        (Submission("R", 2, 1), 16, "survivor", 6, 10, None),
        (Submission("R", 3, 1), 17, "dumb", 0, 11, None),
        (Submission("L", 14, 2), 0, "dumb", 0, -11, "left"),
        (Submission("R", 10, 2), 24, "dumb", 0, 13, None),
    ],
)
def test_preview_shows_where_you_and_your_partner_land_if_nobody_else_moves(
    submission, space, kind, score, partner_space, partner_end
):
    state = make_state([14, 8, 3, 8])
    shown = preview(state, 0, submission)
    assert (shown.space, shown.kind, shown.score) == (space, kind, score)
    assert (shown.partner_space, shown.partner_end) == (partner_space, partner_end)


# --- awards ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "tokens"),
    [
        ([9, 5, 5, 1], {0: 2}),
        ([9, 9, 5, 1], {0: 1, 1: 1}),
        ([9, 9, 9, 9, 1], {0: 1, 1: 1, 2: 1, 3: 1}),
        ([9, 9, 9, 9, 9, 1], {}),
        ([4] * 9, {}),
    ],
    ids=["1 winner", "2 winners", "4 winners", "5 winners", "everyone"],
)
def test_tokens_of_life(points, tokens):
    given, events = tokens_of_life(points)
    assert given == tokens
    if not tokens:
        assert events == [ev.TokensOfLifeWithheld(points.count(max(points)))]


def test_a_single_least_is_the_elimination_candidate_without_a_vote():
    state = finished_state([9, 5, 5, 1, 5, 5, 5, 5, 5])
    assert vote_call(state) is None
    final, events = finish_match(state)
    assert final.stage == STAGE_FINISHED
    assert final.awards.elimination_candidate == 3
    assert ev.EliminationCandidateChosen(3, "least points") in events


POINTS_TIED = [10, 10, 3, 3, 5, 5, 7, 8, 9]  # winners Ann, Bob; tied for least Cat, Dan


@pytest.mark.parametrize(
    ("votes", "candidate", "reason"),
    [
        ({0: 3, 1: 3}, 3, "tied for least points; 2 votes"),
        ({0: 2}, 2, "tied for least points; 1 vote"),
    ],
)
def test_a_tie_for_least_goes_to_the_winners_vote(votes, candidate, reason):
    state = finished_state(POINTS_TIED)
    call = vote_call(state)
    assert (call.voters, call.candidates) == ((0, 1), (2, 3))
    final, events = finish_match(state, votes)
    assert final.awards.elimination_candidate == candidate
    assert ev.EliminationCandidateChosen(candidate, reason) in events


@pytest.mark.parametrize("votes", [{0: 2, 1: 3}, {}])
def test_a_tied_vote_is_settled_by_a_seeded_draw(votes):
    state = finished_state(POINTS_TIED)
    final, events = finish_match(state, votes)
    again, _ = finish_match(state, votes)
    assert final.awards.elimination_candidate in (2, 3)
    assert again.awards == final.awards
    reasons = {e.reason for e in events if isinstance(e, ev.EliminationCandidateChosen)}
    assert reasons == {"tied for least points and votes; a seeded draw"}


@pytest.mark.parametrize(
    ("points", "voter", "choice", "words"),
    [
        (POINTS_TIED, 4, 2, "only the players with the most points vote"),
        (POINTS_TIED, 0, 4, "not tied for the least points"),
        ([5] * 9, 0, 0, "cannot vote for themself"),
        ([9, 5, 5, 1, 5, 5, 5, 5, 5], 0, 3, "no vote is needed"),
    ],
)
def test_votes_that_cannot_count_are_refused(points, voter, choice, words):
    state = finished_state(points)
    assert words in vote_problems(state, voter, choice)[0]
    with pytest.raises(RuleViolation, match=words):
        finish_match(state, {voter: choice})


def test_awards_only_after_the_last_round():
    with pytest.raises(RuleViolation, match="not waiting for its awards"):
        finish_match(make_state())


@pytest.mark.parametrize(
    "module", ["rules", "match", "bot", "levels", "seating", "events", "backend", "rules_text"]
)
def test_the_pure_modules_never_import_pygame(module):
    import subprocess
    import sys

    code = f"import sys, game.double_edged_edges.{module}; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert (result.returncode, result.stdout.strip()) == (0, "False"), result.stderr


def test_a_lost_bet_of_one_garnet_is_told_in_the_singular():
    assert "the 1 garnet bet is lost" in ev.BetLost(0, 1).describe(["Ann"])
    assert "the 2 garnets bet are lost" in ev.BetLost(0, 2).describe(["Ann"])
