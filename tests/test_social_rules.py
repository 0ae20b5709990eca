"""One table-driven test per rule clause of RULINGS §1 and per clarification in the seed."""

from __future__ import annotations

import pytest
from social_snake_helpers import cells, finished_state, make_level, play, start

from game.core.coords import cell_name, parse_cell
from game.social_snake import events as ev
from game.social_snake.levels import RULESETS
from game.social_snake.rules import (
    STAGE_AWARDS,
    STAGE_STARTS,
    RuleViolation,
    Submission,
    begin_phase,
    elimination_candidates,
    finish_match,
    garnet_award,
    grid_in_play,
    new_match,
    plan_path,
    priority_starts,
    resolve_round,
    tokens_of_life,
    vote_call,
)

OPEN_5x5 = ["1 1 1 1 1"] * 5


def moved_groups(events):
    """{step: [(player, target), ...]} for the Moved events."""
    groups: dict[int, list[tuple[int, str]]] = {}
    for event in events:
        if isinstance(event, ev.Moved):
            groups.setdefault(event.step, []).append((event.player, cell_name(event.target)))
    return groups


def of_type(events, kind):
    return [e for e in events if isinstance(e, kind)]


# --- start positions ---------------------------------------------------------------------

START_CASES = [
    # (lists per player, expected cell per player (None = random))
    ([["A1"], ["B1"]], ["A1", "B1"]),
    # both want A1 first: neither gets it; each falls to their second choice
    ([["A1", "B2"], ["A1", "C3"]], ["B2", "C3"]),
    # Bob lists A1 second, Ann first: Ann keeps it (a rival only counts at equal or better)
    ([["A1"], ["B1", "A1"]], ["A1", "B1"]),
    # Ann's second choice B1 is Bob's first: Ann moves on to her third choice
    ([["A1", "B1", "C1"], ["B1"], ["A1"]], ["C1", "B1", None]),
    # judged against the original lists, not a draft: Bob's first (A1) is contested by Cat,
    # so Bob would get B1 at rank 2 — but Ann listed B1 at rank 2 too, so Bob goes on to C1
    ([["D1", "B1"], ["A1", "B1", "C1"], ["A1"]], ["D1", "C1", None]),
]


@pytest.mark.parametrize(("lists", "expected"), START_CASES)
def test_priority_starts_give_the_first_choice_nobody_else_lists_as_high(lists, expected):
    layout = make_level({"A": ["1 1 1 1", "1 1 1 1", "1 1 1 1", "1 1 1 1"]}).grids["A"]
    choices = [[parse_cell(c) for c in player] for player in lists]
    granted = priority_starts(layout, choices, seed=1, label="t")
    for (cell, rank), want in zip(granted, expected, strict=True):
        if want is None:
            assert rank is None
        else:
            assert cell_name(cell) == want and rank is not None
    assert len({cell for cell, _ in granted}) == len(granted)


def test_random_starts_avoid_tunnels_and_other_starts_and_follow_the_seed():
    layout = make_level({"A": ["T1 1 T1", "1 1 1", "1 1 1"]}).grids["A"]
    lists = [[parse_cell("B1")], [parse_cell("B1")], [parse_cell("B1")], [], [], [], []]
    for seed in range(30):
        granted = priority_starts(layout, lists, seed, "t")
        starts = [cell for cell, _ in granted]
        assert len(set(starts)) == 7
        assert not set(starts) & {parse_cell("A1"), parse_cell("C1")}
        assert granted == priority_starts(layout, lists, seed, "t")


def test_items_on_start_cells_vanish_and_are_reported():
    state = start(["5 G 1", "1 1 1", "1 1 9"], ["A1", "B1"])
    grid = state.grids["A"]
    assert parse_cell("A1") not in grid.items and parse_cell("B1") not in grid.items
    assert state.ledger.apples_destroyed == 5 and state.ledger.garnets_destroyed == 1


@pytest.mark.parametrize(
    ("listed", "message"),
    [
        (["A1"], "is a tunnel"),
        (["D9"], "not on grid"),
        (["B2", "B2"], "listed twice"),
        (["B2", "C2", "C3", "B3"], "at most 3"),
    ],
)
def test_bad_start_lists_are_refused(listed, message):
    level = make_level({"A": ["T1 1 T1", "1 1 1", "1 1 1"]})
    state = new_match(level, ["Ann"])
    with pytest.raises(RuleViolation, match=message):
        begin_phase(state, {"A": [[parse_cell(c) for c in listed]]})


# --- sequences and cuts --------------------------------------------------------------------

CUT_CASES = [
    # (moves, round, kept, reason fragment)
    ("RRR", 1, 3, None),
    ("RRD", 1, 2, "change of direction"),
    ("RRD", 4, 3, None),
    ("LLL", 4, 1, "leaves the board"),
    ("DDDDDD", 5, 3, "leaves the board"),
    ("", 1, 0, None),
]


@pytest.mark.parametrize(("moves", "round_number", "kept", "reason"), CUT_CASES)
def test_a_sequence_is_processed_up_to_its_first_invalid_move(moves, round_number, kept, reason):
    layout = make_level({"A": ["1 1 1 1 1 1 1"] * 7}).grids["A"]
    plan = plan_path(layout, parse_cell("B4"), moves, single_direction=round_number <= 3)
    assert plan.kept == kept
    assert (plan.cut_reason is None) == (reason is None)
    if reason:
        assert reason in plan.cut_reason


TUNNEL_CASES = [
    # rows, start, moves, expected cells, reason
    (["1 T1 1 T1 1", "1 1 1 1 1", "1 1 1 1 1"], "A1", "R", ["E1"], None),
    (["1 1 T1 1 1", "1 1 1 1 1", "T1 1 1 1 1"], "B1", "R", ["B3"], None),
    (["1 1 1 1 T1", "1 1 1 1 1", "1 T1 1 1 1"], "A3", "R", [], "off the board"),
    # chain: enter T1 at B1 -> out of E1? no: pair of B1 is D2, exit E2 which is T2 -> pair A3
    (["1 T1 1 1 1", "1 1 1 T1 T2", "1 1 1 1 1", "T2 1 1 1 1"], "A1", "R", ["B4"], None),
    (["1 1 1 1 1", "1 1 T1 1 T1", "1 1 1 1 1"], "B2", "R", [], "off the board"),
]


@pytest.mark.parametrize(("rows", "head", "moves", "expected", "reason"), TUNNEL_CASES)
def test_tunnels_carry_a_head_one_cell_past_the_pair(rows, head, moves, expected, reason):
    layout = make_level({"A": rows}).grids["A"]
    plan = plan_path(layout, parse_cell(head), moves, single_direction=False)
    assert [cell_name(c) for c in plan.cells] == [cell_name(c) for c in cells(*expected)]
    if reason:
        assert reason in plan.cut_reason
    else:
        assert plan.cut_reason is None and all(plan.through_tunnel)


def test_the_seed_ordering_example_ullu_rddrd_lllur():
    rows = ["1 1 1 1 1 1 1 1 1"] * 9
    state = start(rows, ["E8", "A1", "I5"])
    _, events = play(state, ["ULLU", "RDDRD", "LLLUR"])
    steps = {}
    for event in of_type(events, ev.Moved):
        dx = event.target[0] - event.origin[0]
        dy = event.target[1] - event.origin[1]
        letter = {(0, -1): "U", (0, 1): "D", (-1, 0): "L", (1, 0): "R"}[(dx, dy)]
        steps.setdefault(event.step, {})[event.player] = letter
    # the seed: [U, R, L], [L, D, L], [L, D, L], [U, R, U], and [none, D, R]
    assert steps == {
        1: {0: "U", 1: "R", 2: "L"},
        2: {0: "L", 1: "D", 2: "L"},
        3: {0: "L", 1: "D", 2: "L"},
        4: {0: "U", 1: "R", 2: "U"},
        5: {1: "D", 2: "R"},
    }


def test_premove_of_x_garnets_makes_the_i_th_move_at_step_i_minus_x():
    state = start(OPEN_5x5 * 2, ["A1", "E1"], garnets=[2, 0])
    state, events = play(state, ["DDD", "DDD"], premove=[2, 0])
    steps = {e.player: [] for e in of_type(events, ev.Moved)}
    for e in of_type(events, ev.Moved):
        steps[e.player].append(e.step)
    assert steps == {0: [1, 2, 3], 1: [3, 4, 5]}  # Ann's third move meets Bob's first
    assert state.players[0].garnets == 0


def test_equal_premoves_resolve_simultaneously():
    state = start(OPEN_5x5, ["A1", "E1"], garnets=[1, 1])
    _, events = play(state, ["D", "D"], premove=[1, 1])
    assert moved_groups(events) == {1: [(0, "A2"), (1, "E2")]}


def test_spending_more_garnets_than_held_is_refused():
    state = start(OPEN_5x5, ["A1", "E1"], garnets=[1, 0])
    with pytest.raises(RuleViolation, match="has 1 to spend"):
        play(state, ["D", "D"], premove=[2, 0])


# --- bodies and collisions -----------------------------------------------------------------


def test_cells_a_head_leaves_become_its_body():
    state = start(OPEN_5x5, ["A1", "E5"])
    state, _ = play(state, ["RRD", ""])
    grid = state.grids["A"]
    assert [cell_name(c) for c in grid.bodies[0]] == ["A1", "B1", "C1"]
    assert cell_name(grid.heads[0]) == "C2"


COLLISION_CASES = [
    # (rows, heads, bodies, moves, player, kind, owner, apples handed, Ann, Bob after)
    # into another's body: gained apples go to the owner
    (
        [". 5 5 5", ". . . .", ". . . .", "9 . . ."],
        ["A1", "D4"],
        {1: ["D2", "D3"]},
        ["RRRD", ""],
        0,
        "body",
        1,
        15,
        0,
        15,
    ),
    # into a standing head: treated like a body
    (
        [". 5 5 .", ". . . .", ". . . .", "9 . . ."],
        ["A1", "D1"],
        {},
        ["RRR", ""],
        0,
        "head",
        1,
        10,
        0,
        10,
    ),
    # into one's own body: kept
    (
        ["3 4 . .", "2 . . .", ". . . .", "9 . . ."],
        ["A1", "D4"],
        {},
        ["RDLU", ""],
        0,
        "body",
        0,
        6,
        6,
        0,
    ),
    # into a body made in this very step (the cell the other head just left)
    (
        [". 5 . .", ". . . .", ". . . .", "9 . . ."],
        ["A1", "C1"],
        {},
        ["RR", "D"],
        0,
        "body",
        1,
        5,
        0,
        5,
    ),
]


@pytest.mark.parametrize(
    ("rows", "heads", "bodies", "moves", "who", "kind", "owner", "handed", "ann", "bob"),
    COLLISION_CASES,
)
def test_collisions_hand_the_round_gain_to_whoever_was_hit(
    rows, heads, bodies, moves, who, kind, owner, handed, ann, bob
):
    state = start(rows, heads, bodies=bodies)
    state, events = play(state, moves)
    crash = of_type(events, ev.Collided)
    assert [(c.player, c.kind, c.owner, c.apples) for c in crash] == [(who, kind, owner, handed)]
    assert [p.apples for p in state.players] == [ann, bob]


def test_a_head_that_did_not_move_still_turns_to_body_for_later_arrivals():
    # Clarification: Ann's head finished moving at step 1 (on B2); Bob arrives at step 3.
    # A head is Body for every later arrival, so Bob gives his round's apples to Ann.
    state = start([". . . .", "4 6 . .", ". 5 . .", ". 9 . 9"], ["A2", "B4"])
    state, events = play(state, ["R", "UU"])
    crash = of_type(events, ev.Collided)
    assert [(c.player, c.owner, c.step, cell_name(c.target)) for c in crash] == [(1, 0, 2, "B2")]
    assert state.players[0].apples == 6 + 5  # Ann's 6 plus Bob's 5 from B3
    assert state.players[1].apples == 0


def test_two_heads_entering_one_cell_lose_their_gain_and_destroy_what_lay_there():
    state = start(["2 . 8 . 3", ". . . . .", ". . . . 9"], ["A1", "E1"])
    state, events = play(state, ["RR", "LL"])
    crash = of_type(events, ev.Collided)
    assert sorted((c.player, c.kind, c.apples) for c in crash) == [
        (0, "head-on", 0),
        (1, "head-on", 0),
    ]
    assert of_type(events, ev.ItemsDestroyed)[0].apples == 8
    assert parse_cell("C1") not in state.grids["A"].items
    state2 = start([". 2 8 3 .", ". . . . .", ". . . . 9"], ["A1", "E1"])
    state2, _ = play(state2, ["RR", "LL"])
    assert [p.apples for p in state2.players] == [0, 0]  # the 2 and 3 gained are lost
    assert state2.ledger.apples_destroyed == 2 + 3 + 8


def test_a_collider_goes_back_to_its_cell_and_its_sequence_ends_for_this_round_only():
    state = start(["5 . . .", ". . . .", "7 . . .", "9 . . 9"], ["A2", "B1"], bodies={1: ["B2"]})
    state, events = play(state, ["RDDD", ""])
    grid = state.grids["A"]
    assert cell_name(grid.heads[0]) == "A2" and parse_cell("A2") not in grid.body_owner
    assert not [e for e in of_type(events, ev.Moved) if e.player == 0]  # moves after: never
    state, events = play(state, ["DD", ""])
    assert cell_name(state.grids["A"].heads[0]) == "A4"  # it moves again next round


def test_heads_swapping_places_both_hit_a_body():
    state = start([". 4 6 .", ". . . .", ". . . 9"], ["A1", "D1"])
    state, events = play(state, ["RR", "LL"])
    crash = of_type(events, ev.Collided)
    # step 1: Ann takes 4 at B1, Bob takes 6 at C1; step 2 each enters the other's old cell
    assert sorted((c.player, c.owner, c.apples) for c in crash) == [(0, 1, 4), (1, 0, 6)]
    assert [p.apples for p in state.players] == [6, 4]


def test_collisions_never_move_garnets():
    state = start(["G 5 . .", ". . . .", ". . . 9"], ["A2", "D1"], bodies={1: ["C1"]})
    state, events = play(state, ["URR", ""])
    assert state.players[0].garnets == 1 and state.players[1].garnets == 0
    assert state.players[1].apples == 5


def test_negative_apples_are_paid_at_once_and_never_move_with_a_collision():
    state = start(
        ["-4 6 . .", ". . . .", ". . . 9"], ["A2", "D1"], ruleset="mm2.5", bodies={1: ["C1"]}
    )
    state, events = play(state, ["URR", ""])
    assert state.players[0].apples == -4  # apple debt is allowed
    assert state.players[1].apples == 6  # only the positive gain is handed over


def test_collision_gains_are_this_round_only_earlier_rounds_are_safe():
    state = start(["5 . . . .", ". . . . .", "9 . . . 9"], ["B1", "E1"], round_number=1)
    state, _ = play(state, ["L", ""])
    assert state.players[0].apples == 5
    state.grids["A"].body_owner[parse_cell("A2")] = 1
    state, _ = play(state, ["D", ""])
    assert state.players[0].apples == 5 and state.players[1].apples == 0


def test_collect_apples_into_the_round_gain_and_garnets_to_the_player():
    state = start(["3 G 2G 4", ". . . .", ". . . 9"], ["A2", "D3"])
    state, events = play(state, ["URRR", ""])
    assert state.players[0].apples == 7 and state.players[0].garnets == 3
    banked = of_type(events, ev.Banked)
    assert [(b.player, b.apples) for b in banked] == [(0, 7)]


# --- grids leaving play, phases ------------------------------------------------------------


def test_a_grid_leaves_play_when_no_head_can_reach_a_prize():
    state = start(["1 . .", ". . .", ". . 5"], ["A2", "C2"], bodies={0: ["B3"], 1: ["B2"]})
    assert grid_in_play(state.grids["A"])  # Bob at C2 can still step down onto the 5
    state.grids["A"].body_owner[parse_cell("C3")] = 0
    state.grids["A"].items.pop(parse_cell("C3"))
    state.grids["A"].body_owner[parse_cell("C3")] = 0
    assert grid_in_play(state.grids["A"])  # Ann can still reach the 1 at A1
    state.grids["A"].body_owner[parse_cell("A1")] = 0
    assert not grid_in_play(state.grids["A"])


def test_negative_tiles_do_not_keep_a_grid_in_play_but_can_be_walked_over():
    state = start([". -3 7", ". . .", ". . ."], ["A1", "A3"], ruleset="mm2.5")
    assert grid_in_play(state.grids["A"])
    state.grids["A"].items.pop(parse_cell("C1"))
    assert not grid_in_play(state.grids["A"])


def test_tunnels_count_when_deciding_whether_a_grid_is_still_in_play():
    rows = ["T1 . . . .", ". . . . .", ". . . . .", ". . . T1 .", "9 . . . ."]
    state = start(rows, ["C1", "B1"])
    grid = state.grids["A"]
    free = {"A1", "D4", "B1", "C1", "C4", "C5", "B5", "A5"}
    for cell in grid.layout.cells():
        if cell_name(cell) not in free:
            grid.body_owner[cell] = 0
    # the only way out: Bob at B1 goes left into T1, out of D4's far side at C4, on to A5
    assert grid_in_play(grid)
    grid.body_owner[parse_cell("C4")] = 0
    assert not grid_in_play(grid)


def test_a_phase_ends_after_its_rounds_and_the_next_waits_for_starts():
    level = make_level({"A": OPEN_5x5, "B": OPEN_5x5}, phases=[["A"], ["B"]], rounds=2)
    state = new_match(level, ["Ann", "Bob"], seed=3)
    state, _ = begin_phase(state, {"A": [[parse_cell("A1")], [parse_cell("E5")]]})
    state, _ = resolve_round(state, {"A": [Submission("R"), Submission("L")]})
    state, events = resolve_round(state, {"A": [Submission("R"), Submission("L")]})
    assert of_type(events, ev.PhaseEnded) and state.stage == STAGE_STARTS and state.phase == 1
    assert not state.grids["A"].active
    with pytest.raises(RuleViolation, match="not waiting for moves"):
        resolve_round(state, {"A": [Submission("R"), Submission("L")]})


def test_a_phase_ends_early_when_all_its_grids_leave_play():
    level = make_level({"A": ["9 . .", ". . .", ". . ."]}, rounds=5)
    state = new_match(level, ["Ann", "Bob"], seed=3)
    state, _ = begin_phase(state, {"A": [[parse_cell("B1")], [parse_cell("C3")]]})
    state, events = resolve_round(state, {"A": [Submission("L"), Submission("")]})
    assert of_type(events, ev.GridRetired) and state.stage == STAGE_AWARDS


def test_garnets_collected_in_a_round_are_spendable_from_the_next_round():
    state = start(["G . . .", ". . . .", ". . . 9"], ["B1", "D2"], ruleset="islands")
    state, _ = play(state, ["L", ""])
    assert state.players[0].garnets == 1
    state, events = play(state, ["D", ""], premove=[1, 0])
    assert of_type(events, ev.PremoveSpent)[0].garnets == 1


def test_moves_for_a_grid_not_in_play_are_refused():
    state = start(OPEN_5x5, ["A1", "E5"])
    with pytest.raises(RuleViolation, match="no grid B"):
        resolve_round(state, {"B": [Submission("R"), Submission("")]})


# --- awards --------------------------------------------------------------------------------

GARNET_AWARDS = [
    ("classic", 199, 0),
    ("classic", 200, 1),
    ("classic", 249, 1),
    ("classic", 250, 2),
    ("classic", 400, 5),
    ("mm2.5", 150, 1),
    ("mm2.5", 149, 0),
    ("islands", 260, 3),
    ("classic", -30, 0),
]


@pytest.mark.parametrize(("ruleset", "apples", "garnets"), GARNET_AWARDS)
def test_garnets_for_apples_at_the_threshold_and_every_fifty_after(ruleset, apples, garnets):
    assert garnet_award(apples, RULESETS[ruleset]) == garnets


TOL_CASES = [
    # (ruleset, apples, tokens)
    ("classic", [90, 50, 30, 10], {0: 3, 1: 2, 2: 1}),
    ("classic", [90, 90, 30, 10], {0: 1, 1: 1, 2: 1, 3: 1}),
    ("classic", [90, 50, 50, 10], {0: 3, 1: 1, 2: 1, 3: 1}),
    ("classic", [90, 50, 30, 30, 30, 30], {0: 3, 1: 2}),  # third step needs 4 > 6 − 5
    ("classic", [90, 90, 90, 90, 90, 90, 90], {}),  # 7 ToL would pass the cap: none
    ("mm2.5", [90, 50, 30, 10], {0: 2, 1: 1, 2: 1}),
    ("mm2.5", [90, 90, 30, 10], {0: 1, 1: 1, 2: 1, 3: 1}),
    ("mm2.5", [90, 50, 50, 30], {0: 2, 1: 1, 2: 1}),  # third would be the 5th token
    ("islands", [90, 50, 30, 10], {0: 2, 1: 1, 2: 1}),
    ("islands", [5, 5, 5, 5, 5], {}),
]


@pytest.mark.parametrize(("ruleset", "apples", "tokens"), TOL_CASES)
def test_tokens_of_life_follow_the_steps_and_stop_at_the_cap(ruleset, apples, tokens):
    given, _ = tokens_of_life(apples, RULESETS[ruleset])
    assert given == tokens


EC_CASES = [
    # (ruleset, apples, garnets, votes, expected ECs)
    ("classic", [50, 40, 10], None, {}, [2]),
    ("classic", [50, 10, 10], None, {0: 2}, [2]),  # the vote decides
    ("classic", [50, 10, 10], [0, 1, 3], {}, [1]),  # no votes: fewest garnets
    ("mm2.5", [50, 40, 30, 20], None, {}, [3, 2]),  # two ECs
    ("mm2.5", [50, 40, 20, 20, 20], None, {0: 3}, [3]),  # 2 seats, 3 tied: 1 vote + garnets
    ("islands", [30, 30, 10, 10], None, {0: 2, 1: 3}, None),  # 1–1: garnets, then a coin
]


@pytest.mark.parametrize(("ruleset", "apples", "garnets", "votes", "expected"), EC_CASES)
def test_elimination_candidates_least_apples_then_vote_then_fall_backs(
    ruleset, apples, garnets, votes, expected
):
    state = finished_state(apples, garnets, ruleset)
    chosen, events = elimination_candidates(state, votes)
    if expected is None:
        assert len(chosen) == 1 and chosen[0] in (2, 3)
        assert "coin flip" in events[-1].reason
        assert chosen == elimination_candidates(state, votes)[0]  # the coin is seeded
    else:
        assert chosen[: len(expected)] == expected
        assert len(chosen) == RULESETS[ruleset].elimination_candidates


def test_only_the_players_with_the_most_apples_vote_and_only_for_tied_players():
    state = finished_state([50, 10, 10])
    call = vote_call(state)
    assert call.voters == [0] and call.candidates == [1, 2] and call.seats == 1
    with pytest.raises(RuleViolation, match="only the players with the most apples"):
        finish_match(state, {1: 2})
    with pytest.raises(RuleViolation, match="not tied"):
        finish_match(state, {0: 0})


def test_islands_decides_the_ec_before_the_tokens_of_life():
    state = finished_state([300, 10, 20], ruleset="islands")
    _, events = finish_match(state)
    kinds = [type(e) for e in events if not isinstance(e, ev.GarnetsAwarded)]
    assert kinds.index(ev.EliminationCandidateChosen) < kinds.index(ev.TokensOfLifeGiven)
    classic = finished_state([300, 10, 20])
    _, events = finish_match(classic)
    kinds = [type(e) for e in events if not isinstance(e, ev.GarnetsAwarded)]
    assert kinds.index(ev.TokensOfLifeGiven) < kinds.index(ev.EliminationCandidateChosen)


def test_finishing_adds_award_garnets_to_what_players_hold():
    state = finished_state([260, 10, 20], garnets=[2, 0, 0])
    state, _ = finish_match(state)
    assert state.players[0].garnets == 2 + 2 and state.awards.garnets == {0: 2}
    assert state.finished


def test_events_describe_themselves_in_plain_words():
    state = start(
        [". 5 5 5", ". . . .", ". . . .", "9 . . ."], ["A1", "D4"], bodies={1: ["D2", "D3"]}
    )
    state, events = play(state, ["RRRD", ""])
    words = ev.describe_all(events, ["Red", "Blue"])
    assert "Step 4: Red ran into Blue's body at D2 and gave Blue 15 apples" in words
