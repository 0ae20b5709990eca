"""Bugcatcher rules, one test per clause of RULINGS §5 and per clarification of the seed."""

from __future__ import annotations

import pytest
from bugcatcher_helpers import NAMES, events_of, make_level, mission, placed, play

from game.bugcatcher import events as ev
from game.bugcatcher.geometry import BORDER, CENTRAL, Board
from game.bugcatcher.rules import (
    STAGE_FINISHED,
    Pregame,
    RuleViolation,
    Submission,
    begin_match,
    check_pregame,
    check_submission,
    compute_awards,
    new_match,
    normalise_action,
    private_view,
    public_board,
)

BOARD = Board(6, 5)


# --- geometry and names ------------------------------------------------------------------


def test_a_corner_named_four_ways_is_one_corner_shown_by_one_name():
    names = ["C1 br", "D1 bl", "C2 ur", "D2 ul", "d2UL", " c1 BR "]
    points = {BOARD.parse(name, BORDER) for name in names}
    assert len(points) == 1
    (point,) = points
    assert BOARD.name(point) == "D2 ul"
    assert sorted(BOARD.corner_names(point)) == ["C1 br", "C2 ur", "D1 bl", "D2 ul"]


@pytest.mark.parametrize(
    "name, canonical",
    [("A1 ul", "A1 ul"), ("F1 ur", "F1 ur"), ("A5 bl", "A5 bl"), ("F5 br", "F5 br"),
     ("E5 br", "F5 bl"), ("F4 br", "F5 ur"), ("C3", "C3"), ("c3", "C3")],
)  # fmt: skip
def test_canonical_names_on_every_edge(name, canonical):
    node = BORDER if " " in name.strip() else CENTRAL
    assert BOARD.name(BOARD.parse(name, node)) == canonical


def test_the_board_has_30_cells_and_42_corners():
    assert len(BOARD.cells()) == 30
    assert len(BOARD.corners()) == 42


@pytest.mark.parametrize("bad", ["G1", "A6", "A1 xx", "A1", "Z9 ul", "", "11"])
def test_names_off_the_board_or_malformed_are_refused(bad):
    with pytest.raises(ValueError):
        BOARD.parse(bad, BORDER if bad != "G1" and bad != "A6" else CENTRAL)


# --- pregame -----------------------------------------------------------------------------


def _lists(board, central, border=()):
    return (
        tuple(board.parse(c, CENTRAL) for c in central),
        tuple(board.parse(b, BORDER) for b in border),
    )


def test_round_1_central_nodes_are_black_and_border_nodes_blue():
    state = placed(make_level(), [("C3", "A1 ul"), ("D4", "F5 br")])
    for player in state.players:
        assert (player.central_colour, player.border_colour) == ("black", "blue")


def test_allocation_tie_goes_to_the_highest_bid_and_the_bid_is_spent():
    level = make_level()
    state = new_match(level, NAMES[:2], seed=3, garnets=2)
    ann = Pregame(*_lists(BOARD, ["C3", "D3"]), bid=1)
    bob = Pregame(*_lists(BOARD, ["C3", "E3"]), bid=2)
    state, events = begin_match(state, [ann, bob])
    assert [BOARD.name(p.central) for p in state.players] == ["D3", "C3"]
    assert [p.garnets for p in state.players] == [1, 0]
    assert any(isinstance(e, ev.StartContested) and not e.by_draw for e in events)


def test_allocation_tie_with_equal_bids_is_a_seeded_draw():
    level = make_level()
    winners = set()
    for seed in range(12):
        state = new_match(level, NAMES[:2], seed=seed)
        entries = [Pregame(*_lists(BOARD, ["C3", "D3"])), Pregame(*_lists(BOARD, ["C3", "E3"]))]
        first, _ = begin_match(state, entries)
        again, _ = begin_match(state, entries)
        assert first.players == again.players  # same seed, same draw
        winners.add(BOARD.name(first.players[0].central))
    assert winners == {"C3", "D3"}


def test_a_taken_choice_is_skipped_and_a_list_that_runs_out_draws_a_free_coordinate():
    level = make_level()
    state = new_match(level, NAMES[:3], seed=1, garnets=1)
    ann = Pregame(*_lists(BOARD, ["C3"]), bid=1)
    bob = Pregame(*_lists(BOARD, ["C3", "D3"]))
    cat = Pregame(*_lists(BOARD, ["D3"]))
    state, events = begin_match(state, [ann, bob, cat])
    centrals = [BOARD.name(p.central) for p in state.players]
    assert centrals[:1] == ["C3"] and centrals[2] == "D3"
    assert centrals[1] not in ("C3", "D3")
    drawn = [e for e in events if isinstance(e, ev.StartAssigned) and e.node == CENTRAL]
    assert [e.choice for e in drawn if e.player == 1] == [None]


def test_corners_in_priority_lists_may_use_any_name():
    level = make_level()
    state = new_match(level, NAMES[:2])
    ann = Pregame(*_lists(BOARD, [], ["C1 br"]))
    bob = Pregame(*_lists(BOARD, [], ["D2 ul", "A1 ul"]))
    state, _ = begin_match(state, [ann, bob])
    assert {BOARD.name(p.border) for p in state.players} == {"D2 ul", "A1 ul"}


@pytest.mark.parametrize(
    "entry, reason",
    [
        (Pregame(bid=1), "bid"),
        (Pregame(*_lists(BOARD, ["C3", "C3"])), "listed twice"),
        (Pregame(*_lists(BOARD, [f"{c}1" for c in "ABCDEF"] + ["A2", "B2", "C2", "D2"])), "9"),
    ],
)
def test_pregame_entries_the_rules_refuse(entry, reason):
    state = new_match(make_level(), NAMES[:2])
    assert any(reason in r for r in check_pregame(state, 0, entry))


# --- actions and energy ------------------------------------------------------------------


def two_players(garnets: int = 0, **level):
    return placed(make_level(**level), [("C3", "A1 ul"), ("F5", "F1 ul")], garnets)


@pytest.mark.parametrize(
    "actions, garnets, reason",
    [
        ("BR BD BR BD BR BD BR BD", 0, "energy"),
        ("CU CD CU CD CU CD swap swap", 0, "energy"),
        ("CU swap* CD", 0, "garnet"),
        ("CU swap* CD swap*", 2, "only one swap*"),
        ("BU", 0, "leaves the board"),
        ("CD CD CD", 0, "leaves the board"),
    ],
)
def test_submissions_the_rules_refuse(actions, garnets, reason):
    state = two_players(garnets)
    reasons = check_submission(state, 0, Submission(tuple(actions.split())))
    assert any(reason in r for r in reasons), reasons
    with pytest.raises(RuleViolation):
        play(state, actions, "")


def test_the_garnet_swap_costs_a_garnet_and_no_energy():
    state = two_players(garnets=1)
    actions = "BR BD BR BD BR BD swap* BR"
    assert check_submission(state, 0, Submission(tuple(actions.split()))) == []
    after, events = play(state, actions, "")
    ann = after.players[0]
    assert ann.garnets == 0 and ann.fireflies == 7
    assert ann.central_colour == "blue"
    assert [e.paid_with_garnet for e in events_of(events, ev.Swapped)] == [True]


@pytest.mark.parametrize("text, action", [("bd", "BD"), (" Cr ", "CR"), ("SWAP", "swap"),
                                          ("Swap*", "swap*")])  # fmt: skip
def test_actions_are_read_case_insensitively(text, action):
    assert normalise_action(text) == action


def test_unknown_action_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="BU BD BL BR"):
        normalise_action("BX")


def test_each_valid_segment_earns_one_firefly_and_nodes_move_to_the_path_ends():
    state = two_players()
    after, _ = play(state, "BD BD BR BD swap BL CD", "CU")
    ann, bob = after.players
    assert ann.fireflies == 6 and bob.fireflies == 1
    assert BOARD.name(ann.central) == "C4" and BOARD.name(ann.border) == "A4 ul"
    assert BOARD.name(bob.central) == "F4"


def test_segments_take_the_colour_of_their_node_at_that_moment():
    state = two_players()
    after, events = play(state, "CR swap CR BD", "")
    placed_segments = events_of(events, ev.SegmentPlaced)
    assert [(s.node, s.colour) for s in placed_segments] == [
        ("central", "black"),
        ("central", "blue"),
        ("border", "black"),
    ]


def test_node_colours_carry_over_and_paths_do_not():
    state = two_players()
    after, _ = play(state, "CR swap", "")
    after, events = play(after, "CL", "")  # back onto C3, claimed last round: fine now
    (segment,) = events_of(events, ev.SegmentPlaced)
    assert segment.colour == "blue" and segment.end == "C3"
    assert after.players[0].collisions == 0


# --- the four collision cases ------------------------------------------------------------


def collide(nodes, *actions):
    state = placed(make_level(), nodes)
    after, events = play(state, *actions)
    invalid = {(e.player, e.step): e for e in events_of(events, ev.ActionInvalid)}
    return after, invalid


def test_case_1_a_coordinate_claimed_earlier_voids_the_later_arrival_and_its_node():
    after, invalid = collide([("C3", "A1 ul"), ("E3", "F5 br")], "BR CR CD", "CL")
    assert list(invalid) == [(0, 2)]
    assert invalid[(0, 2)].case == 1 and "step 1" in invalid[(0, 2)].reason
    assert after.history[0].plays[0].void_steps == (2, 3)
    assert [p.fireflies for p in after.players] == [1, 1]
    assert [p.collisions for p in after.players] == [1, 0]


def test_case_1_another_players_node_is_claimed_from_the_start():
    after, invalid = collide([("C3", "A1 ul"), ("D3", "F5 br")], "CR", "")
    assert invalid[(0, 1)].case == 1 and "start of the round" in invalid[(0, 1)].reason


@pytest.mark.parametrize("actions, step", [("CR CD CL CU", 4), ("CR CR CL", 3)])
def test_players_can_collide_with_themselves(actions, step):
    after, invalid = collide([("C3", "A1 ul"), ("F5", "F1 ul")], actions, "")
    assert list(invalid) == [(0, step)] and invalid[(0, step)].case == 1
    assert after.players[0].fireflies == step - 1


def test_case_2_reaching_the_same_coordinate_at_once_voids_both():
    after, invalid = collide([("C3", "A1 ul"), ("E3", "F5 br")], "CR", "CL")
    assert sorted(invalid) == [(0, 1), (1, 1)]
    assert {e.case for e in invalid.values()} == {2}
    assert [p.collisions for p in after.players] == [1, 1]


def test_case_3_same_colour_segments_crossing_at_a_cell_side_midpoint_void_both():
    # Ann's black central C3→D3 and Bob's border D3 ul→D3 bl, black after his swap.
    after, invalid = collide([("C3", "A1 ul"), ("F5", "D3 ul")], "BR CR", "swap BD")
    assert sorted(invalid) == [(0, 2), (1, 2)]
    assert {e.case for e in invalid.values()} == {3}


def test_different_colours_cross_freely():
    after, invalid = collide([("C3", "A1 ul"), ("F5", "D3 ul")], "CR", "BD")
    assert invalid == {}
    assert [p.fireflies for p in after.players] == [1, 1]


def test_case_4_crossing_a_same_colour_segment_placed_earlier():
    after, invalid = collide([("C3", "A1 ul"), ("F5", "D3 ul")], "CR", "swap BD")
    assert list(invalid) == [(1, 2)]
    assert invalid[(1, 2)].case == 4
    assert invalid[(1, 2)].reason == "case 4: crossed a black path placed at step 1"


def test_case_4_applies_to_a_players_own_earlier_segment():
    after, invalid = collide([("C3", "D3 ul"), ("F5", "F1 ul")], "CR swap BD", "")
    assert list(invalid) == [(0, 3)] and invalid[(0, 3)].case == 4


def test_a_swap_after_a_collision_still_happens_and_the_other_node_goes_on():
    after, invalid = collide([("C3", "A1 ul"), ("D3", "F5 br")], "CR swap CD BR", "")
    ann = after.players[0]
    assert invalid[(0, 1)].case == 1
    assert after.history[0].plays[0].void_steps == (1, 3)
    assert ann.central_colour == "blue"
    assert BOARD.name(ann.border) == "B1 ul" and BOARD.name(ann.central) == "C3"


def test_void_actions_are_reported_but_only_the_invalid_one_counts_as_a_collision():
    after, invalid = collide([("C3", "A1 ul"), ("D3", "F5 br")], "CR CD CD CL", "")
    assert after.players[0].collisions == 1
    assert after.history[0].plays[0].void_steps == (1, 2, 3, 4)


def test_a_void_action_claims_nothing_and_blocks_nobody():
    # Ann's central stops at step 1 (onto Bob's node); her void CD at step 2 would reach C4,
    # where Cat arrives at step 2 too: Cat is not stopped by the void action.
    nodes = [("C3", "A1 ul"), ("D3", "F5 br"), ("C5", "F1 ul")]
    after, invalid = collide(nodes, "CR CD", "", "BL CU")
    assert list(invalid) == [(0, 1)]
    assert BOARD.name(after.players[2].central) == "C4"


def test_an_action_breaking_several_cases_is_explained_by_the_first_and_counted_once():
    # Both move onto Cat's node at once: case 1 (claimed) and case 2 (same step).
    nodes = [("C3", "A1 ul"), ("E3", "F5 br"), ("D3", "F1 ul")]
    after, invalid = collide(nodes, "CR", "CL", "")
    assert {e.case for e in invalid.values()} == {1}
    assert [p.collisions for p in after.players] == [1, 1, 0]


# --- missions ----------------------------------------------------------------------------

JELLYFISH = mission("shape", "Cheerful Jellyfish", reward=6, node="border", shape="DDRDL")


def _transform(moves: str, turns: int, mirror: bool, reverse: bool) -> str:
    turn = str.maketrans("URDL", "RDLU")
    for _ in range(turns):
        moves = moves.translate(turn)
    if mirror:
        moves = moves.translate(str.maketrans("LR", "RL"))
    if reverse:
        moves = moves[::-1].translate(str.maketrans("UDLR", "DURL"))
    return moves


ORIENTATIONS = [(t, m, r) for t in range(4) for m in (False, True) for r in (False, True)]


@pytest.mark.parametrize("turns, mirror, reverse", ORIENTATIONS)
def test_the_jellyfish_in_every_orientation_from_either_end_inside_a_longer_path(
    turns, mirror, reverse
):
    shape = _transform("DDRDL", turns, mirror, reverse)
    path = shape[0] + shape + shape[-1]  # one more segment before and after the shape
    level = make_level(12, 12, energy=20, missions=[JELLYFISH])
    state = placed(level, [("A1", "F6 ul"), ("L12", "L12 br")])
    actions = " ".join("B" + d for d in path)
    after, events = play(state, actions, "", missions=[["Cheerful Jellyfish"], []])
    assert after.players[0].fireflies == len(path) + 6
    assert after.players[0].missions_completed == 1


@pytest.mark.parametrize(
    "moves",
    ["DDRD", "DDRDR", "DRDDL"],  # too short, wrong turn, wrong order
)
def test_paths_that_are_not_the_jellyfish_do_not_complete_it(moves):
    level = make_level(12, 12, energy=20, missions=[JELLYFISH])
    state = placed(level, [("A1", "F6 ul"), ("L12", "L12 br")])
    actions = " ".join("B" + d for d in moves)
    after, _ = play(state, actions, "", missions=[["Cheerful Jellyfish"], []])
    assert after.players[0].missions_completed == 0


def test_the_jellyfish_must_be_built_by_the_named_node():
    level = make_level(12, 12, energy=20, missions=[JELLYFISH])
    state = placed(level, [("F6", "A1 ul"), ("L12", "L12 br")])
    after, _ = play(state, "CD CD CR CD CL", "", missions=[["Cheerful Jellyfish"], []])
    assert after.players[0].missions_completed == 0


def test_a_collision_inside_the_shape_breaks_it():
    # Bob stands on the corner the fourth segment needs.
    level = make_level(12, 12, energy=20, missions=[JELLYFISH])
    state = placed(level, [("A1", "F6 ul"), ("L12", "G8 ul")])
    after, _ = play(state, "BD BD BR BD BL", "", missions=[["Cheerful Jellyfish"], []])
    assert after.players[0].missions_completed == 0
    assert after.players[0].collisions == 1


MISSION_CASES = [
    # (mission, Ann's start (central, border), Ann's actions, completed?)
    (mission("length", node="central", count=3), ("C3", "A1 ul"), "CR CR CD", True),
    (mission("length", node="central", count=3), ("C3", "A1 ul"), "CR CR BD", False),
    (mission("length", count=3), ("C3", "A1 ul"), "BR BR BD", True),
    (mission("colour", colour="black", count=3), ("C3", "A1 ul"), "CR swap BR BD", True),
    (mission("colour", colour="black", count=3), ("C3", "A1 ul"), "CR swap CR BD", False),
    (mission("colour", colour="blue", count=2), ("C3", "A1 ul"), "BR BD", True),
    (mission("swaps", count=2), ("C3", "A1 ul"), "swap CR swap", True),
    (mission("swaps", count=2), ("C3", "A1 ul"), "swap CR swap swap", False),
    (mission("swaps", count=0), ("C3", "A1 ul"), "CR", True),
    (mission("reach", node="central", targets=frozenset({(7, 7)})), ("C3", "A1 ul"), "CR CD",
     True),
    (mission("reach", node="central", rim=True), ("C3", "A1 ul"), "CU CU", True),
    (mission("reach", node="central", rim=True), ("C3", "A1 ul"), "CU", False),
    (mission("reach", node="border", rim=True), ("C3", "A1 ul"), "BR", True),
    (mission("reach", node="border", rim=True), ("C3", "A1 ul"), "BD BR", False),
    (mission("clean", count=3), ("C3", "A1 ul"), "CR CD BR", True),
    (mission("clean", count=3), ("C3", "A1 ul"), "CR CD BR CL CU", False),  # CU: self-collision
    (mission("rows", count=3), ("C3", "A1 ul"), "CD CR CD", True),
    (mission("rows", count=3), ("C3", "A1 ul"), "CR CR CD", False),
    (mission("columns", count=4), ("C3", "A1 ul"), "CR CR CR", True),
    (mission("columns", count=4), ("C3", "A1 ul"), "CR CR CD", False),
    (mission("cross"), ("C3", "D3 ul"), "CR BD", True),  # own paths, other colours
    (mission("cross"), ("C3", "D3 ul"), "CR BR", False),
    (mission("meet"), ("C3", "A1 ul"), "BR BR BD BD", True),
    (mission("meet"), ("C3", "A1 ul"), "BR BR BD", False),
]  # fmt: skip


@pytest.mark.parametrize("task, start, actions, completed", MISSION_CASES)
def test_each_mission_kind(task, start, actions, completed):
    state = placed(make_level(missions=[task]), [start, ("F5", "F5 br")])
    after, _ = play(state, actions, "", missions=[[task.name], []])
    assert after.players[0].missions_completed == int(completed)
    assert task.describe(BOARD)


def test_the_swaps_mission_counts_garnet_swaps_too():
    task = mission("swaps", count=2)
    state = placed(make_level(missions=[task]), [("C3", "A1 ul"), ("F5", "F5 br")], garnets=1)
    after, _ = play(state, "swap* CR swap", "", missions=[[task.name], []])
    assert after.players[0].missions_completed == 1


def test_only_undertakers_can_complete_a_mission():
    task = mission("length", count=1, window=2)
    state = placed(make_level(missions=[task]), [("C3", "A1 ul"), ("F5", "F5 br")])
    after, _ = play(state, "CR", "CU", missions=[[], [task.name]])
    assert [p.missions_completed for p in after.players] == [0, 1]
    assert after.players[0].fireflies == 1


def test_a_shared_reward_is_divided_and_rounded_up():
    task = mission("length", reward=5, count=2)
    state = placed(make_level(missions=[task]), [("A1", "A1 ul"), ("F5", "F5 br")])
    after, events = play(state, "CR CR", "CL CL", missions=[[task.name], [task.name]])
    assert [p.fireflies for p in after.players] == [2 + 3, 2 + 3]
    (done,) = events_of(events, ev.MissionCompleted)
    assert done.reward_each == 3 and done.announce() == f"{task.name} has been completed"


def test_the_penalty_falls_when_another_player_completes_the_mission_first():
    task = mission("length", reward=4, count=3, penalty=2, window=3)
    state = placed(make_level(missions=[task]), [("A1", "A1 ul"), ("F5", "F5 br")])
    after, events = play(state, "CR CR CR", "CL", missions=[[task.name], [task.name]])
    assert [p.fireflies for p in after.players] == [3 + 4, 1 - 2]
    assert after.missions[0].status == "completed"
    after, _ = play(after, "", "CL CL CL")  # closed: Bob can no longer complete it
    assert after.players[1].missions_completed == 0


def test_the_penalty_falls_when_the_window_ends_and_not_before():
    task = mission("length", reward=4, count=6, penalty=3, window=2)
    state = placed(make_level(missions=[task]), [("A1", "A1 ul"), ("F5", "F5 br")])
    after, _ = play(state, "CR", "", missions=[[task.name], []])
    assert after.players[0].fireflies == 1 and after.missions[0].status == "open"
    after, events = play(after, "CR", "")
    assert after.players[0].fireflies == 2 - 3
    assert after.missions[0].status == "expired"
    assert [e.player for e in events_of(events, ev.MissionPenalty)] == [0]


def test_a_mission_with_a_window_can_be_completed_in_a_later_round():
    task = mission("length", reward=4, count=3, window=2)
    state = placed(make_level(missions=[task]), [("A1", "A1 ul"), ("F5", "F5 br")])
    after, _ = play(state, "CR", "", missions=[[task.name], []])
    after, _ = play(after, "CR CR CR", "")
    assert after.players[0].missions_completed == 1 and after.players[0].fireflies == 8


def test_missions_can_only_be_undertaken_in_the_round_they_are_shown():
    first = mission("length", name="Early Emu", count=9, window=2)
    second = mission("length", name="Late Lynx", count=1, round=2)
    state = placed(make_level(missions=[first, second]), [("A1", "A1 ul"), ("F5", "F5 br")])
    assert check_submission(state, 0, Submission((), ("Late Lynx",)))
    after, _ = play(state, "", "")
    reasons = check_submission(after, 0, Submission((), ("Early Emu",)))
    assert reasons and "not on round 2's board" in reasons[0]
    assert check_submission(after, 0, Submission((), ("late lynx",))) == []


def test_fireflies_may_go_negative():
    task = mission("length", reward=4, count=9, penalty=5)
    state = placed(make_level(missions=[task]), [("A1", "A1 ul"), ("F5", "F5 br")])
    after, _ = play(state, "", "", missions=[[task.name], []])
    assert after.players[0].fireflies == -5


# --- information -------------------------------------------------------------------------


def test_the_public_board_shows_nodes_and_paths_without_names_and_no_fireflies():
    task = mission("length", count=1)
    state = placed(make_level(missions=[task]), [("C3", "A1 ul"), ("F5", "F1 ul")])
    before = public_board(state)
    assert before.round == 0 and len(before.nodes) == 4 and before.segments == ()
    after, _ = play(state, "CR swap BR", "CU", missions=[[task.name], []])
    board = public_board(after)
    assert sorted(colour for *_, colour in board.segments) == ["black", "black", "black"]
    assert board.announced == (task.name,)
    text = repr(board)
    assert "Ann" not in text and "Bob" not in text and "fireflies" not in text


def test_each_player_sees_their_own_fireflies_privately():
    state = two_players()
    after, _ = play(state, "CR CD", "CU")
    assert private_view(after, 0).fireflies == 2
    assert private_view(after, 1).fireflies == 1
    assert private_view(after, 1).name == "Bob"


# --- the end of the match ----------------------------------------------------------------


def test_the_match_ends_after_its_rounds_with_awards():
    state = two_players(rounds=2)
    state, _ = play(state, "CR CD", "CU")
    state, events = play(state, "CR", "CU")
    assert state.stage == STAGE_FINISHED and state.finished
    assert state.awards.winner == 0 and state.awards.elimination_candidate == 1
    assert state.awards.tokens_of_life == {0: 2}
    assert state.players[0].garnets == 1
    with pytest.raises(RuleViolation):
        play(state, "", "")


def _awards(totals, missions_done=None, collisions=None, seed=0):
    state = placed(make_level(), [(f"{c}1", f"{c}1 ul") for c in "ABCD"[: len(totals)]], 0, seed)
    players = [
        p.__class__(
            p.name,
            fireflies=totals[i],
            missions_completed=(missions_done or [0] * len(totals))[i],
            collisions=(collisions or [0] * len(totals))[i],
        )
        for i, p in enumerate(state.players)
    ]
    return compute_awards(state, players, [])


@pytest.mark.parametrize(
    "totals, missions_done, collisions, winner, loser",
    [
        ([10, 20, 5], None, None, 1, 2),
        ([20, 20, 5], [1, 2, 0], None, 1, 2),  # tie for most: missions completed
        ([20, 20, 5], [1, 1, 0], [3, 2, 0], 1, 2),  # then fewer collisions
        ([20, 9, 9], None, [0, 1, 4], 0, 2),  # tie for least: more collisions is the EC
        ([20, 9, 9], [0, 0, 1], None, 0, 1),  # ... and fewer missions is the EC
    ],
)
def test_awards_and_tiebreaks(totals, missions_done, collisions, winner, loser):
    awards = _awards(totals, missions_done, collisions)
    assert (awards.winner, awards.elimination_candidate) == (winner, loser)


def test_a_full_tie_is_settled_by_a_seeded_draw():
    winners = {_awards([7, 7, 7], seed=seed).winner for seed in range(10)}
    assert len(winners) > 1
    assert _awards([7, 7, 7], seed=4) == _awards([7, 7, 7], seed=4)


@pytest.mark.parametrize("fireflies, garnets", [(29, 0), (30, 1), (61, 2), (-40, 0)])
def test_one_garnet_per_30_fireflies(fireflies, garnets):
    awards = _awards([fireflies, 100])
    assert awards.garnets.get(0, 0) == garnets
    assert awards.garnets[1] == 100 // 30 + 1  # the winner's garnet on top


def test_new_match_refuses_too_many_players_and_duplicate_names():
    with pytest.raises(RuleViolation):
        new_match(make_level(), NAMES + ["Jo"])
    with pytest.raises(RuleViolation):
        new_match(make_level(), ["Ann", "Ann"])


@pytest.mark.parametrize(
    ("event", "told", "not_told"),
    [
        (ev.GarnetsForFireflies(0, 2, 65), "Ann gets 2 garnets for holding 65 fireflies", "every"),
        (ev.StartContested("central", "D3", (2, 3), 3, False), "Cat and Dan both asked", "all"),
        (ev.StartContested("central", "D3", (0, 2, 3), 3, True), "Ann, Cat and Dan all", ", Dan"),
        (ev.MissionCompleted("Sleepy Owl", 1, (1,), 5), "by Bob (+5 fireflies)", "each"),
        (ev.MissionCompleted("Sleepy Owl", 1, (1, 2), 5), "Bob and Cat (+5 fireflies each)", ","),
    ],
)
def test_the_log_reads_as_plain_english(event, told, not_told):
    words = event.describe(NAMES)
    assert told in words and not_told not in words


def test_the_winner_is_not_told_of_zero_garnets_for_fireflies():
    state = placed(make_level(rounds=1), [("B2", "A1 ul"), ("D4", "F5 br")])
    _, events = play(state, "CR", "")
    assert all(event.garnets > 0 for event in events_of(events, ev.GarnetsForFireflies))


def test_the_rules_page_gives_each_level_its_own_energy():
    from game.bugcatcher import GAME

    rounds = dict(GAME.rules_pages())["Rounds and actions"]
    assert "5 on Practice Meadow" in rounds and "7 on House of Larks" in rounds
    assert "you have 7 energy" not in rounds


# --- shape missions can be built (issue 28) ----------------------------------------------


def test_a_closed_square_is_void_on_its_last_step_because_the_start_is_claimed():
    state = placed(
        make_level(missions=[mission("shape", "Ringed", node="border", shape="RDLU")]),
        [("A1", "B2 br"), ("F5", "F5 br")],
    )
    state, _ = play(state, "BR BD BL BU", "", missions=[["Ringed"], []])
    assert state.players[0].fireflies == 3  # the fourth step lands on the claimed start
    assert state.players[0].missions_completed == 0


def _shape_missions_of_shipped_levels():
    from pathlib import Path

    from game.bugcatcher.levels import level_from_document
    from game.core.tomlfile import load_toml

    folder = Path(__file__).resolve().parents[1] / "levels" / "bugcatcher"
    for path in sorted(folder.glob("*.toml")):
        level = level_from_document(load_toml(str(path)))
        for found in level.missions:
            if found.kind == "shape":
                yield pytest.param(level, found, id=f"{path.name}:{found.name}")


@pytest.mark.parametrize(("level", "shape_mission"), list(_shape_missions_of_shipped_levels()))
def test_every_shipped_shape_mission_can_be_completed_on_an_empty_board(level, shape_mission):
    from game.bugcatcher.missions import shape_variants
    from game.bugcatcher.rules import PlayerState, resolve_paths

    board = level.board
    node = shape_mission.node or BORDER
    prefix = "B" if node == BORDER else "C"
    assert len(shape_mission.shape) <= level.energy
    for start in board.points(node):
        for variant in sorted(shape_variants(shape_mission.shape)):
            player = PlayerState("Ann", **{node: start})
            actions = [prefix + move for move in variant]
            [result] = resolve_paths(board, [player], [actions])
            if shape_mission.completed_by(result, board):
                return
    pytest.fail(f"{shape_mission.name} ({shape_mission.shape}) can never be completed")
