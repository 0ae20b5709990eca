"""Issue 28: your own struck actions said nothing of why behind the curtain; only the
public log (and the replay) gave "case 2, C2 ul, step 1". Each failure is told in words."""

from __future__ import annotations

from bugcatcher_helpers import make_level, placed, play

from game.bugcatcher.session import failed_move_lines


def test_each_failed_move_says_what_it_ran_into_and_which_later_steps_went_with_it():
    state = placed(make_level(), [("B2", "A1 ul"), ("D2", "F5 br")])
    _, events = play(state, "CR BR CR", "CL")  # both central paths reach C2 at step 1
    assert failed_move_lines(events, 0, ("CR", "BR", "CR")) == (
        "Step 1 CR failed: another player's path reached C2 at the same step (case 2). "
        "Your central path stopped: step 3 void.",
    )
    assert failed_move_lines(events, 1, ("CL",)) == (
        "Step 1 CL failed: another player's path reached C2 at the same step (case 2).",
    )


def test_a_crossing_names_where_the_action_was_going():
    state = placed(make_level(), [("B2", "B2 br"), ("E5", "A1 ul")])
    _, events = play(state, "CR swap BU", "BR")  # B2→C2, then the border, black, crosses it
    assert failed_move_lines(events, 0, ("CR", "swap", "BU")) == (
        "Step 3 BU towards C2 ul failed: it crossed a black path placed at step 1 (case 4).",
    )
    assert failed_move_lines(events, 1, ("BR",)) == ()


def test_a_point_held_from_the_start_says_a_node_stood_there():
    state = placed(make_level(), [("B2", "A1 ul"), ("C2", "F5 br")])
    _, events = play(state, "CR", "CD")  # Bob's node stood on C2 when the round began
    assert failed_move_lines(events, 0, ("CR",)) == (
        "Step 1 CR failed: a node stood on C2 when the round began (case 1).",
    )
