"""Antisocial Snake rules, clause by clause (RULINGS §2, the seed, and our rulings)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from antisocial_helpers import (
    NAMES,
    make_level,
    moved,
    movement,
    placed,
    placement,
    snake_at,
)

from game.antisocial_snake import events as ev
from game.antisocial_snake.board import Snake, count_twists
from game.antisocial_snake.levels import VARIATION_IDS, Tile, parse_tile
from game.antisocial_snake.rules import (
    STAGE_FINISHED,
    STAGE_MOVEMENT,
    STAGE_PLACEMENT,
    RuleViolation,
    check_submission,
    new_match,
    place_board,
    standings,
    twist_budget,
    visible_owner,
)
from game.antisocial_snake.stages import elemental, same_colour_double
from game.antisocial_snake.variations import VARIATIONS, movement_stages, placement_stages
from game.core.coords import cell_name as cell_text
from game.core.coords import parse_cell

# --- placement ---------------------------------------------------------------------------

PLACEMENT_BOARD = [
    # A   B   C   D   E
    "r   r   r   r   w",  # 1
    "b   w   w   w   b",  # 2
    "b   w  4r   w   b",  # 3
]


@pytest.mark.parametrize(
    "tiles, refusal",
    [
        (["E1", "A2"], "E1 is white: snakes start on red, blue, green or yellow tiles"),
        (["A1", "B1"], "B1 is a second red tile; place exactly one snake per colour"),
        (["A1"], "no snake on a blue tile yet: place one snake on each colour of the board"),
        (["A1", "F9"], "F9 is not on the board"),
    ],
)
def test_a_player_places_one_snake_on_each_colour_but_white_and_black(tiles, refusal):
    state = new_match(make_level(PLACEMENT_BOARD), NAMES[:2])
    assert refusal in check_submission(state, 0, placement(tiles))


def test_black_tiles_cannot_hold_a_snake():
    level = make_level(["r r k", "b b w", "r b w"])
    state = new_match(level, NAMES[:2])
    assert "C1 is black: snakes start on red, blue, green or yellow tiles" in check_submission(
        state, 0, placement(["C1", "A2"])
    )


@pytest.mark.parametrize(
    "ann, bob, ann_starts, bob_candidates",
    [
        # uncontested: everyone gets their tiles
        (["A1", "A2"], ["D1", "E2"], {"A1", "A2"}, [{"D1"}, {"E2"}]),
        # strictly better priority stays, the other is booted to the nearest red
        (["C1", "A2"], ["A3", "C1"], {"C1", "A2"}, [{"A3"}, {"B1", "D1"}]),
    ],
)
def test_priority_decides_a_shared_tile(ann, bob, ann_starts, bob_candidates):
    state = placed(make_level(PLACEMENT_BOARD), [ann, bob])
    board = state.boards[-1]
    assert {cell_text(s.start) for s in board.snakes_of(0)} == ann_starts
    for snake, candidates in zip(board.snakes_of(1), [set(c) for c in bob_candidates], strict=True):
        assert cell_text(snake.start) in candidates


def test_a_tie_for_best_priority_boots_everyone_from_the_tile():
    state = placed(make_level(PLACEMENT_BOARD), [["C1", "A2"], ["C1", "E2"]])
    reds = {cell_text(s.start) for s in state.boards[-1].snakes if s.colour == "r"}
    assert reds == {"B1", "D1"}  # both booted one step away; C1 itself stays empty


def test_booted_snakes_take_the_nearest_tiles_in_random_order_seed_example():
    """The seed: three snakes booted from one tile, the nearest spaces 1, 2 and 3 away."""
    level = make_level(["y y y y", "w w w w", "w w w w"], players=(3, 3))
    orders = set()
    for seed in range(12):
        state = placed(level, [["A1"], ["A1"], ["A1"]], seed=seed)
        snakes = sorted(state.boards[-1].snakes, key=lambda s: s.owner)
        assert {cell_text(s.start) for s in snakes} == {"B1", "C1", "D1"}
        orders.add(tuple(cell_text(s.start) for s in snakes))
    assert len(orders) > 1  # a seeded random order, not player order


def test_a_booted_snake_goes_back_to_its_tile_only_when_nothing_else_is_free():
    level = make_level(["y y w", "w w w", "w w w"], players=(2, 2))
    state = placed(level, [["A1"], ["A1"]])
    assert {cell_text(s.start) for s in state.boards[-1].snakes} == {"A1", "B1"}


def test_booting_is_the_same_for_the_same_seed():
    level = make_level(PLACEMENT_BOARD)
    first = placed(level, [["C1", "A2"], ["C1", "E2"]], seed=7)
    second = placed(level, [["C1", "A2"], ["C1", "E2"]], seed=7)
    assert [s.start for s in first.boards[-1].snakes] == [s.start for s in second.boards[-1].snakes]


def test_apples_under_a_snake_are_removed():
    state = new_match(make_level(PLACEMENT_BOARD), NAMES[:2])
    state, events = place_board(state, [placement(["C3", "A2"]), placement(["A1", "E2"])])
    assert parse_cell("C3") not in state.boards[-1].apples
    assert ev.ApplesCleared(parse_cell("C3"), 4) in events


def test_snakes_carry_letters_and_only_owners_see_whose_they_are():
    state = placed(make_level(PLACEMENT_BOARD), [["A1", "A2"], ["D1", "E2"]])
    board = state.boards[-1]
    assert sorted(board.letters) == ["A", "B", "C", "D"]
    for snake in board.snakes:
        assert visible_owner(state, snake, snake.owner) == snake.owner
        assert visible_owner(state, snake, 1 - snake.owner) is None
    state, _ = moved(state, [["", ""], ["", ""]])
    assert state.stage == STAGE_FINISHED
    assert all(visible_owner(state, s, 1 - s.owner) == s.owner for s in state.boards[-1].snakes)


def test_letters_are_handed_out_in_a_seeded_random_order():
    level = make_level(PLACEMENT_BOARD)
    letters = {
        snake_at(placed(level, [["A1", "A2"], ["D1", "E2"]], seed=seed), "A1").letter
        for seed in range(12)
    }
    assert len(letters) > 1


def test_snake_events_never_name_the_owner():
    state = new_match(make_level(PLACEMENT_BOARD), NAMES[:2])
    state, events = place_board(state, [placement(["C1", "A2"]), placement(["C1", "E2"])])
    words = " ".join(ev.describe_all(events, NAMES[:2]))
    assert "Ann" not in words and "Bob" not in words
    assert "booted from C1" in words


# --- movement ----------------------------------------------------------------------------

MOVE_BOARD = [
    # A   B   C   D   E
    "r   1w  2w  3r  1w",  # 1
    "b   1w   k  2b  2w",  # 2
    "w   7w  3w  1w  3w",  # 3
    "r   5r  4w  1w   b",  # 4
    "b    w   w   w   w",  # 5
]
MOVE_STARTS = [["A1", "A2"], ["B4", "E4"]]  # Ann: red A1, blue A2; Bob: red B4, blue E4


@pytest.mark.parametrize(
    "rule, ann, bob, expected",
    [
        (
            "a snake claims every tile's apples, doubled on its start colour",
            ["RRR", ""],
            ["", ""],
            {"A1": (["A1", "B1", "C1", "D1"], 9, False)},
        ),
        (
            "a tile another snake has been on halts; apples halved, rounded down",
            ["RRR", ""],
            ["UUU", ""],
            {"B4": (["B4", "B3", "B2"], 4, True), "A1": (["A1", "B1", "C1", "D1"], 9, False)},
        ),
        (
            "a start tile halts a snake too",
            ["", ""],
            ["UUUL", ""],
            {"B4": (["B4", "B3", "B2", "B1"], 4, True)},
        ),
        (
            "the snake that gets there first keeps the tile",
            ["R", ""],
            ["UUU", ""],
            {"A1": (["A1", "B1"], 1, False), "B4": (["B4", "B3", "B2"], 4, True)},
        ),
        (
            "a snake may move next to others without harm",
            ["", "R"],
            ["U", "UU"],
            {"A2": (["A2", "B2"], 1, False), "E4": (["E4", "E3", "E2"], 5, False)},
        ),
    ],
)
def test_movement(rule, ann, bob, expected):
    state = placed(make_level(MOVE_BOARD), MOVE_STARTS)
    state, _ = moved(state, [ann, bob])
    for start, (cells, apples, halted) in expected.items():
        snake = snake_at(state, start)
        assert [cell_text(c) for c in snake.cells] == cells, rule
        assert (snake.score, snake.halted) == (apples, halted), rule


def test_a_board_score_is_the_sum_over_a_players_snakes():
    state = placed(make_level(MOVE_BOARD), MOVE_STARTS)
    state, events = moved(state, [["RRR", "R"], ["", "UU"]])
    assert state.boards[-1].scores == [9 + 1, 5]
    assert ev.BoardScored(0, 10) in events and state.totals == [10, 5]


SAME_STEP_BOARD = ["r  w  b", "3w 4w 5w", "b  w  r"]


def test_two_snakes_entering_a_tile_at_the_same_step_both_halt_and_gain_nothing_there():
    level = make_level(SAME_STEP_BOARD, players=(2, 2))
    state = placed(level, [["A1", "A3"], ["C3", "C1"]])
    state, events = moved(state, [["DR", ""], ["", "DL"]])
    ann, bob = snake_at(state, "A1"), snake_at(state, "C1")
    assert (ann.score, ann.halted, bob.score, bob.halted) == (1, True, 2, True)
    assert state.boards[-1].apples[parse_cell("B2")] == 4  # no apples from a collision
    halts = [e for e in events if isinstance(e, ev.Halted)]
    assert {(h.letter, h.reason, h.apples_before, h.apples_after) for h in halts} == {
        (ann.letter, "same step", 3, 1),
        (bob.letter, "same step", 5, 2),
    }


def test_all_snakes_make_their_first_move_at_once_then_their_second():
    state = placed(make_level(MOVE_BOARD), MOVE_STARTS)
    _, events = moved(state, [["RRR", "R"], ["", "UU"]])
    steps = [e.step for e in events if isinstance(e, ev.Moved)]
    assert steps == sorted(steps) and steps.count(1) == 3 and steps.count(2) == 2


@pytest.mark.parametrize(
    "moves, twists",
    [("UURRDDLL", 3), ("UUURRR", 1), ("", 0), ("L", 0), ("RRRR", 0), ("UDUD", 3)],
)
def test_twists_are_changes_of_direction_seed_examples(moves, twists):
    assert count_twists(moves) == twists


@pytest.mark.parametrize("cap, refused", [(1, True), (2, False)])
def test_a_players_twists_over_all_snakes_may_not_pass_the_cap(cap, refused):
    state = placed(make_level(MOVE_BOARD, twist_cap=cap), MOVE_STARTS)
    reasons = check_submission(state, 0, movement(["RD", "DR"]))
    message = f"2 twists over your snakes; this board's twist cap is {cap}"
    assert (message in reasons) == refused


@pytest.mark.parametrize(
    "moves, refusal",
    [
        (["L", ""], "snake {red}: move 1 leaves the board"),
        (["", "RR"], "snake {blue}: move 2 enters the black tile C2"),
        (["RL", ""], "snake {red}: move 2 enters its own path at A1"),
        (["RDL", ""], None),  # into another snake's start: allowed, it will halt
    ],
)
def test_entry_refuses_moves_off_the_board_onto_black_or_onto_its_own_path(moves, refusal):
    state = placed(make_level(MOVE_BOARD), MOVE_STARTS)
    letters = {"red": snake_at(state, "A1").letter, "blue": snake_at(state, "A2").letter}
    reasons = check_submission(state, 0, movement(moves))
    if refusal is None:
        assert reasons == []
    else:
        assert refusal.format(**letters) in reasons


def test_more_sequences_than_snakes_are_refused_and_fewer_mean_no_movement():
    state = placed(make_level(MOVE_BOARD), MOVE_STARTS)
    assert "3 sequences for 2 snakes" in check_submission(state, 0, movement(["", "", ""]))
    assert check_submission(state, 0, movement(["R"])) == []


def test_entries_are_checked_for_the_stage_the_board_is_in():
    state = placed(make_level(MOVE_BOARD), MOVE_STARTS)
    assert state.stage == STAGE_MOVEMENT
    assert check_submission(state, 0, placement(["A1", "A2"])) == [
        "the board is waiting for movement, not this entry"
    ]


def test_a_match_plays_its_boards_in_order_and_then_ends():
    level = make_level(MOVE_BOARD, boards=2)
    state = placed(level, MOVE_STARTS)
    state, _ = moved(state, [["RRR", ""], ["", ""]])
    assert (state.stage, state.board_index) == (STAGE_PLACEMENT, 1)
    state, _ = place_board(state, [placement(t) for t in MOVE_STARTS])
    state, events = moved(state, [["R", ""], ["", ""]])
    assert state.finished and isinstance(events[-1], ev.MatchFinished)
    assert state.totals == [9 + 1, 0]


@pytest.mark.parametrize(
    "names, message",
    [
        (["Ann"], "this level is for 2 to 3 players, not 1"),
        (["Ann", "Ann"], 'two players are called "Ann"'),
        (["Ann", ""], "a player's name has 1 to 40 characters"),
    ],
)
def test_a_match_needs_a_fitting_number_of_named_players(names, message):
    with pytest.raises(RuleViolation) as raised:
        new_match(make_level(MOVE_BOARD), names)
    assert message in str(raised.value)


# --- variations --------------------------------------------------------------------------


def test_every_variation_in_files_has_its_stages():
    assert tuple(VARIATIONS) == VARIATION_IDS
    assert [s.name for s in placement_stages(VARIATIONS["frame"])] == [
        "place",
        "clear start apples",
        "frame",
    ]
    assert [s.name for s in movement_stages(VARIATIONS["swap"])] == [
        "swaps",
        "move",
        "count apples",
        "score",
    ]
    assert [s.name for s in movement_stages(VARIATIONS["quiz"])][-2:] == ["quiz", "score"]


ADDITION_BOARD = ["r 19w 20w b", "b w w r", "w w w w"]


@pytest.mark.parametrize(
    "moves, halted, score",
    [
        ("RR", False, 3 + 9),  # 39 → 12
        ("RRR", True, 1 + 9),  # halted: 39 → 19, and 19 counts as 10
        ("R", False, 1 + 9),  # 19 → 10
        ("", False, 0),
    ],
)
def test_addition_scores_the_digit_sum_after_halving(moves, halted, score):
    level = make_level(ADDITION_BOARD, variation="addition", players=(2, 2))
    state = placed(level, [["A1", "A2"], ["D2", "D1"]])
    state, events = moved(state, [[moves, ""], ["", ""]])
    snake = snake_at(state, "A1")
    assert (snake.halted, snake.score) == (halted, score)
    assert state.boards[-1].scores[0] == score


@pytest.mark.parametrize(
    "snake, tile, gain",
    [
        ("r", "g", 8),  # fire beats grass: double
        ("r", "b", 0),  # water beats fire: nothing
        ("r", "r", 4),  # same element: normal, no same-colour doubling
        ("g", "b", 8),
        ("g", "r", 0),
        ("b", "r", 8),
        ("b", "g", 0),
        ("r", "y", 4),  # any other colour: normal
        ("r", "w", 4),
        ("y", "g", 4),  # a yellow snake has no element
        ("y", "y", 4),
    ],
)
def test_elemental_gains(snake, tile, gain):
    assert elemental(Snake("A", 0, snake, (0, 0), 0), tile, 4) == gain


@pytest.mark.parametrize("snake, tile, gain", [("r", "r", 8), ("r", "b", 4), ("y", "w", 4)])
def test_same_colour_doubling(snake, tile, gain):
    assert same_colour_double(Snake("A", 0, snake, (0, 0), 0), tile, 4) == gain


ELEMENT_BOARD = [
    "r 2g 2b 2r 2y 2w",
    "b  w  w  w  w  w",
    "g  w  w  w  w  w",
    "r  b  g  y  y  w",
]


@pytest.mark.parametrize("variation, apples", [("elemental", 4 + 0 + 2 + 2 + 2), ("theme", 12)])
def test_elemental_replaces_same_colour_doubling_on_the_board(variation, apples):
    level = make_level(ELEMENT_BOARD, variation=variation, players=(2, 2))
    state = placed(level, [["A1", "A2", "A3", "D4"], ["A4", "B4", "C4", "E4"]])
    state, _ = moved(state, [["RRRRR", "", "", ""], ["", "", "", ""]])
    assert snake_at(state, "A1").score == apples


FRAME_BOARD = [
    "5w 3w r",
    "w  w  b",
    "w  w  r",
    "w 7w  b",
    "w  w  w",
    "w  w  w",
    "w  w  w",
    "w  k  w",
]


def frame_state(ann_frame, bob_frame):
    level = make_level(FRAME_BOARD, variation="frame", players=(2, 2))
    state = new_match(level, NAMES[:2])
    return place_board(
        state,
        [placement(["C1", "C2"], frame=ann_frame), placement(["C3", "C4"], frame=bob_frame)],
    )


@pytest.mark.parametrize(
    "ann, bob, apples",
    [
        (["A1"], [], {"A5": 5, "B1": 3, "B4": 7}),
        (["A1"], ["A1"], {"A5": 5, "B1": 3, "B4": 7}),  # named twice, moved once
        (["A1", "B1"], [], {"A5": 5, "B5": 3, "B4": 7}),
        (["B4"], [], {"A1": 5, "B1": 3}),  # four rows below is black: lost
        (["A2"], [], {"A1": 5, "B1": 3, "B4": 7}),  # nothing there, nothing moves
    ],
)
def test_frame_moves_named_tiles_apples_four_rows_down(ann, bob, apples):
    state, events = frame_state(ann, bob)
    assert {cell_text(c): n for c, n in state.boards[-1].apples.items()} == apples
    if ann == ["B4"]:
        assert ev.FrameMoved(parse_cell("B4"), parse_cell("B8"), 7, True) in events


@pytest.mark.parametrize(
    "frame, refusal",
    [
        (["A5"], "A5 is not in rows 1–4"),
        (["A1", "A2", "A3", "A4", "B1", "B2"], "at most 5 frame tiles, not 6"),
        (["A1", "A1"], "A1 is named twice"),
    ],
)
def test_frame_entry_limits(frame, refusal):
    level = make_level(FRAME_BOARD, variation="frame", players=(2, 2))
    state = new_match(level, NAMES[:2])
    assert refusal in check_submission(state, 0, placement(["C1", "C2"], frame=frame))


def test_extra_entries_belong_to_their_variation_only():
    state = new_match(make_level(FRAME_BOARD, players=(2, 2)), NAMES[:2])
    assert 'a Theme board takes no "frame" entries' in check_submission(
        state, 0, placement(["C1", "C2"], frame=["A1"])
    )


SWAP_BOARD = [
    # A   B   C   D
    "r   1w  9b   w",  # 1
    "b    w   k   w",  # 2
    "r    w   w   b",  # 3
]
SWAP_STARTS = [["A1", "A2"], ["A3", "D3"]]


@pytest.mark.parametrize(
    "ann_swaps, bob_swaps, red_gain, events",
    [
        (["B1-C1"], [], 9, [ev.Swapped(parse_cell("B1"), parse_cell("C1"))]),
        (
            ["B1-C1"],
            ["C1-D1"],
            1,
            [
                ev.SwapCancelled(parse_cell("B1"), parse_cell("C1"), parse_cell("C1")),
                ev.SwapCancelled(parse_cell("C1"), parse_cell("D1"), parse_cell("C1")),
            ],
        ),
        (
            ["B1-C1"],
            ["B1-C1"],
            1,
            [ev.SwapCancelled(parse_cell("B1"), parse_cell("C1"), parse_cell("B1"))],
        ),
        ([], [], 1, []),
    ],
)
def test_swaps_happen_before_the_first_move_unless_a_tile_is_named_twice(
    ann_swaps, bob_swaps, red_gain, events
):
    level = make_level(SWAP_BOARD, variation="swap", players=(2, 2))
    state = placed(level, SWAP_STARTS)
    state, happened = moved(state, [["R", ""], ["", ""]], swaps=[ann_swaps, bob_swaps])
    assert snake_at(state, "A1").score == red_gain
    assert [e for e in happened if isinstance(e, ev.Swapped | ev.SwapCancelled)] == events


@pytest.mark.parametrize(
    "swaps, refusal",
    [
        (["A1-B1"], "A1-B1: a tile with a snake cannot be swapped"),
        (["B1-D1"], "B1-D1: the tiles are not orthogonal neighbours"),
        (["D3-E3"], "D3-E3: both tiles must be on the board"),
        (["B1-C1"] * 6, "at most 5 swaps, not 6"),
    ],
)
def test_swap_entry_limits(swaps, refusal):
    level = make_level(SWAP_BOARD, variation="swap", players=(2, 2))
    state = placed(level, SWAP_STARTS)
    assert refusal in check_submission(state, 0, movement([], swaps=swaps))


def test_a_snake_stops_unhalved_when_another_players_swap_puts_black_in_its_way():
    level = make_level(SWAP_BOARD, variation="swap", players=(2, 2))
    state = placed(level, SWAP_STARTS)
    state, events = moved(state, [["R", "R"], ["", ""]], swaps=[[], ["B2-C2"]])
    blue = snake_at(state, "A2")
    assert (blue.cells, blue.halted, blue.stop_reason) == (
        [parse_cell("A2")],
        False,
        "the next move would enter a black tile",
    )
    assert snake_at(state, "A1").score == 1
    assert any(isinstance(e, ev.Stopped) for e in events)


STALE_BOARD = ["r 4b 4w 4r 4b 4r", "b w w w w w", "r w w w w b"]


@pytest.mark.parametrize(
    "variation, moves, apples",
    [
        # B1 blue: staleness 1, 4-1; C1 white 4-1; D1 own colour 8-1; E1 blue: 2, 4-2; F1 8-2
        ("stale", "RRRRR", 3 + 3 + 7 + 2 + 6),
        ("theme", "RRRRR", 4 + 4 + 8 + 4 + 8),
        ("stale", "R", 3),
        ("stale", "RR", 3 + 3),
    ],
)
def test_stale_takes_staleness_off_every_gain(variation, moves, apples):
    level = make_level(STALE_BOARD, variation=variation, players=(2, 2))
    state = placed(level, [["A1", "A2"], ["A3", "F3"]])
    state, _ = moved(state, [[moves, ""], ["", ""]])
    assert snake_at(state, "A1").score == apples


def test_the_stale_words_say_what_the_rules_do():
    """Issue 28 (third evening): the words said staleness came off later gains only; the tile
    that adds it pays it too. How to play's example is played here through the rules."""
    from game.antisocial_snake.rules_text import STALE_EXAMPLE
    from game.antisocial_snake.variations import VARIATIONS

    level = make_level(["b 3r 3w 3b", "r w w w", "r w w b"], variation="stale", players=(2, 2))
    state = placed(level, [["A1", "A2"], ["D3", "A3"]])
    state, events = moved(state, [["RRR", ""], ["", ""]])
    gains = [e.gain for e in events if isinstance(e, ev.Moved)]
    assert gains == [2, 2, 5]
    assert "red 3, then white 3, then blue 3 claims 2, 2 and 5" in STALE_EXAMPLE
    summary = VARIATIONS["stale"].summary
    assert "that tile's apples and every later tile's" in summary
    first = next(e for e in events if isinstance(e, ev.Moved))
    assert "less its staleness 1, 1 of it added by this red tile" in first.describe([])


TOGGLE_BOARD = [
    # A   B   C   D
    "r   w   w   b",  # 1
    "w  2r  2b   w",  # 2
    "w  2b  2r   w",  # 3
    "b   w   w   r",  # 4
]


@pytest.mark.parametrize(
    "ann, bob, colours",
    [
        (["B2"], [], {"B2": "b", "C2": "r", "B3": "r", "C3": "r", "A1": "r"}),
        (["B2"], ["B2"], {"B2": "r", "C2": "b", "B3": "b", "C3": "r"}),  # two flips cancel
        (["B2"], ["C2"], {"B2": "r", "C2": "b", "B3": "r", "C3": "b", "B1": "w"}),
        (["A2"], [], {"A1": "r", "B2": "b", "A2": "w", "A3": "w"}),  # A1 holds a snake
    ],
)
def test_toggles_flip_red_and_blue_around_each_named_tile(ann, bob, colours):
    level = make_level(TOGGLE_BOARD, variation="toggle", players=(2, 2))
    state = new_match(level, NAMES[:2])
    state, events = place_board(
        state,
        [placement(["A1", "A4"], toggles=ann), placement(["D4", "D1"], toggles=bob)],
    )
    board = state.boards[-1]
    assert {name: board.colours[parse_cell(name)] for name in colours} == colours
    if ann == ["A2"]:
        assert ev.ToggleHeld(parse_cell("A1")) in events


def test_toggle_entry_limit():
    level = make_level(TOGGLE_BOARD, variation="toggle", players=(2, 2))
    state = new_match(level, NAMES[:2])
    reasons = check_submission(state, 0, placement(["A1", "A4"], toggles=["B2", "C2", "C3"]))
    assert "at most 2 toggle tiles, not 3" in reasons


REDIRECT_BOARD = [
    # A   B   C   D
    "r   2w  3w   w",  # 1
    "b    w   w   w",  # 2
    "w    w   r   w",  # 3
    "k    w   w   b",  # 4
]
REDIRECT_STARTS = [["A1", "A2"], ["C3", "D4"]]  # Ann: rows 1–2, column A; Bob: rows 3–4, C, D


@pytest.mark.parametrize(
    "ann_moves, ann_tiles, bob_tiles, cells, apples, placed_tiles",
    [
        ("RRR", [], [], ["A1", "B1", "C1", "D1"], 5, {}),
        ("RRR", ["C1cw"], [], ["A1", "B1", "C1", "C2"], 5, {"C1": "cw"}),
        ("RRR", ["C1cw"], ["C1cw"], ["A1", "B1", "C1", "C2"], 5, {"C1": "cw"}),  # one tile
        ("RRR", ["C1cw"], ["C1ccw"], ["A1", "B1", "C1", "D1"], 5, {}),  # opposites cancel
        ("RRRD", [], ["D1cw"], ["A1", "B1", "C1", "D1"], 5, {"D1": "cw"}),  # stops unhalved
    ],
)
def test_direction_tiles_turn_the_remaining_moves(
    ann_moves, ann_tiles, bob_tiles, cells, apples, placed_tiles
):
    level = make_level(REDIRECT_BOARD, variation="redirect", twist_cap=1, players=(2, 2))
    state = placed(level, REDIRECT_STARTS)
    state, events = moved(state, [[ann_moves, ""], ["", ""]], redirects=[ann_tiles, bob_tiles])
    snake = snake_at(state, "A1")
    assert [cell_text(c) for c in snake.cells] == cells
    assert (snake.score, snake.halted) == (apples, False)
    directions = state.boards[-1].directions
    assert {cell_text(c): t for c, t in directions.items()} == placed_tiles
    if bob_tiles == ["C1ccw"]:
        assert ev.DirectionsCancelled(parse_cell("C1")) in events


def test_forced_turns_are_not_twists():
    level = make_level(REDIRECT_BOARD, variation="redirect", twist_cap=0, players=(2, 2))
    state = placed(level, REDIRECT_STARTS)
    assert check_submission(state, 0, movement(["RRR"], redirects=["C1cw"])) == []
    assert check_submission(state, 0, movement(["RRD"])) != []


@pytest.mark.parametrize(
    "tiles, refusal",
    [
        (["C4cw"], "C4 is not in the row or column of one of your snakes"),
        (["A4cw"], "A4 is black"),
        (["A2cw"], "A2 has a snake on it"),
        (["B1cw", "B1ccw"], "B1 is named twice"),
        (["B1cw", "C1cw", "D1cw", "B2cw", "C2cw", "D2cw"], "at most 5 direction tiles, not 6"),
    ],
)
def test_direction_tile_entry_limits(tiles, refusal):
    level = make_level(REDIRECT_BOARD, variation="redirect", players=(2, 2))
    state = placed(level, REDIRECT_STARTS)
    assert refusal in check_submission(state, 0, movement([], redirects=tiles))


QUIZ_BOARD = ["r 1w 2w 3w", "b w w w", "w w w r", "w w w b"]
QUIZ_QUESTIONS = """
[[boards.questions]]
kind = "most_apples"
points = 3
[[boards.questions]]
kind = "fewest_apples"
points = 2
[[boards.questions]]
kind = "halts"
points = 4
[[boards.questions]]
kind = "total_apples"
points = 5
[[boards.questions]]
kind = "tile_entered"
tile = "D1"
points = 1
[[boards.questions]]
kind = "tile_entered"
tile = "A3"
points = 1
[[boards.questions]]
kind = "longest"
points = 2
[[boards.questions]]
kind = "best_colour"
points = 2
[[boards.questions]]
kind = "colour_total"
colour = "b"
points = 2
[[boards.questions]]
kind = "will_halt"
snake = "A"
points = 3
"""


def quiz_state():
    level = make_level(QUIZ_BOARD, variation="quiz", questions=QUIZ_QUESTIONS, players=(2, 2))
    return placed(level, [["A1", "A2"], ["D3", "D4"]])


def test_quiz_questions_are_answered_from_the_resolved_board():
    """Ann's red gets B1, C1 and halts before D1 (Bob's red took it at step 2)."""
    state = quiz_state()
    ann_red, ann_blue = snake_at(state, "A1"), snake_at(state, "A2")
    bob_red = snake_at(state, "D3")
    will_halt = "yes" if ann_red.letter == "A" else "no"
    right = [bob_red.letter, ann_blue.letter, "1", "4", "yes", "no", ann_red.letter, "r", "0"]
    right.append(will_halt)
    wrong = [ann_red.letter, ann_red.letter, "0", "5", "no", "yes", ann_blue.letter, "b", "2"]
    wrong.append("no" if will_halt == "yes" else "yes")
    state, events = moved(state, [["RRR", ""], ["UU", "L"]], answers=[right, wrong])
    board = state.boards[-1]
    assert [snake_at(state, s).score for s in ("A1", "A2", "D3", "D4")] == [1, 0, 3, 0]
    marks = [e for e in events if isinstance(e, ev.QuizAnswered)]
    assert [m.correct for m in marks if m.player == 0] == [True] * 10
    assert [m.correct for m in marks if m.player == 1] == [False] * 10
    assert board.quiz_points == [3 + 2 + 4 + 5 + 1 + 1 + 2 + 2 + 2 + 3, 0]
    assert board.scores == [1 + 25, 3]


def test_quiz_answers_accept_every_natural_spelling():
    """Issue 21: yes/no refused "y" and colours refused "red" (wanting "r"). Every natural
    spelling is accepted and scored as the short form."""
    state = quiz_state()
    ann_red, ann_blue = snake_at(state, "A1"), snake_at(state, "A2")
    bob_red = snake_at(state, "D3")
    halts = ann_red.letter == "A"
    right = [f"snake {bob_red.letter.lower()}", ann_blue.letter.lower(), " 01 ", "4 apples"]
    right += ["Y", "nope", ann_red.letter, "Red", "0", "yes" if halts else "n"]
    assert check_submission(state, 0, movement([], answers=right)) == []
    also = ["", "", "", "", "yeah", "No", "", "red snakes", "", "y" if halts else "no"]
    assert check_submission(state, 1, movement([], answers=also)) == []
    state, events = moved(state, [["RRR", ""], ["UU", "L"]], answers=[right, also])
    marks = [e for e in events if isinstance(e, ev.QuizAnswered)]
    assert [m.correct for m in marks if m.player == 0] == [True] * 10
    assert [m.correct for m in marks if m.player == 1 and m.answer] == [True] * 4


def test_each_question_shows_the_form_of_its_answer():
    from game.antisocial_snake.quiz import Question, answer_form

    assert answer_form(Question("will_halt", 1, snake="A"), ["A", "B"], ["r", "b"]) == (
        "yes or no (y / n)"
    )
    assert answer_form(Question("best_colour", 1), ["A", "B"], ["r", "b"]) == (
        "a colour: red, blue"
    )
    assert answer_form(Question("longest", 1), ["A", "B"], ["r"]) == "a snake letter: A, B"
    assert answer_form(Question("halts", 1), ["A"], ["r"]) == "a whole number"


def test_quiz_ties_accept_any_tied_snake_and_blank_answers_score_nothing():
    state = quiz_state()
    bob_blue = snake_at(state, "D4").letter
    state, events = moved(state, [["RRR", ""], ["UU", "L"]], answers=[[], ["", bob_blue]])
    marks = {(e.player, e.question): e for e in events if isinstance(e, ev.QuizAnswered)}
    assert marks[(1, 1)].correct and marks[(1, 1)].points == 2  # tied for fewest
    assert not marks[(1, 0)].correct and marks[(0, 0)].answer == ""


@pytest.mark.parametrize(
    "answers, refusal",
    [
        (["Z"], 'question 1: "Z" is not a snake on this board (letters A, B, C, D)'),
        (["", "", "many"], 'question 3: "many" is not a whole number from 0 to 100000'),
        (["", "", "", "", "maybe"], 'question 5: "maybe" is not yes or no (y / n)'),
        ([""] * 7 + ["g"], 'question 8: "g" is not a snake colour on this board (red, blue)'),
        ([""] * 11, "11 answers for 10 questions"),
    ],
)
def test_quiz_answers_must_fit_their_question(answers, refusal):
    state = quiz_state()
    assert refusal in check_submission(state, 0, movement([], answers=answers))


BID_BOARD = ["r w w w r", "w w w w w", "b w w w b", "w w w w w", "r w b w w"]
BID_STARTS = [["A1", "A3"], ["E1", "E3"], ["A5", "C5"]]


def bid_state(bids):
    level = make_level(BID_BOARD, variation="bidding", twist_cap=0, players=(3, 3))
    return placed(level, BID_STARTS, bids=bids)


def test_bids_give_three_two_and_one_twists_and_ties_share_the_better_rank():
    state = bid_state([{"r": 50, "b": 50}, {"r": 50, "b": 50}, {"b": 100}])
    limits = {cell_text(s.start): s.twist_limit for s in state.boards[-1].snakes}
    # red: 50, 50, 0 → ranks 1, 1, 3; blue: 50, 50, 100 → ranks 2, 2, 1
    assert limits == {"A1": 3, "E1": 3, "A5": 1, "A3": 2, "E3": 2, "C5": 3}


def test_bid_limits_replace_the_twist_cap():
    state = bid_state([{"r": 60, "b": 40}, {"r": 30, "b": 70}, {"r": 10, "b": 90}])
    # Ann: red rank 1 (3 twists), blue rank 3 (1 twist); the board's cap of 0 does not apply
    assert check_submission(state, 0, movement(["RDRD", "RD"])) == []
    ann_blue = snake_at(state, "A3").letter
    assert check_submission(state, 0, movement(["", "RDR"])) == [
        f"snake {ann_blue} makes 2 twists; its bids allow 1"
    ]


@pytest.mark.parametrize(
    "bids, refusal",
    [
        ({"r": 50, "b": 40}, "the bids add up to 90; split exactly 100 chips"),
        ({"r": 50, "g": 50}, '"g" is not a snake colour here (bid on r, b)'),
        ({"r": 150, "b": -50}, "a bid is 0 to 100 chips, not 150"),
        ({}, "split 100 chips over the colours"),
    ],
)
def test_bids_split_exactly_one_hundred_chips(bids, refusal):
    level = make_level(BID_BOARD, variation="bidding", players=(3, 3))
    state = new_match(level, NAMES[:3])
    assert refusal in check_submission(state, 0, placement(["A1", "A3"], bids=bids))


# --- purity ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "module",
    ["game.antisocial_snake.rules", "game.antisocial_snake.match", "game.antisocial_snake.bot"],
)
def test_rules_modules_do_not_import_pygame(module):
    code = f"import sys, {module}; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


PENALTY_QUESTION = """
[[boards.questions]]
kind = "halts"
points = 5
crowd_penalty = {penalty}
"""


@pytest.mark.parametrize(
    "penalty, bob_answer, points",
    [
        (2, "1", [3, 3]),  # both right: 5 − 2 × 1 each
        (2, "0", [5, 0]),  # alone: the full 5
        (9, "1", [0, 0]),  # the value never drops below zero
        (0, "1", [5, 5]),
    ],
)
def test_a_question_may_lower_its_own_value_but_never_below_zero(penalty, bob_answer, points):
    questions = PENALTY_QUESTION.format(penalty=penalty)
    level = make_level(QUIZ_BOARD, variation="quiz", questions=questions, players=(2, 2))
    state = placed(level, [["A1", "A2"], ["D3", "D4"]])
    state, _ = moved(state, [["RRR", ""], ["UU", "L"]], answers=[["1"], [bob_answer]])
    assert state.boards[-1].quiz_points == points


def test_the_entry_screen_gets_a_live_twist_budget():
    state = placed(make_level(MOVE_BOARD, twist_cap=3), MOVE_STARTS)
    assert twist_budget(state, 0, ["RD"]) == [(1, 3), (0, 2)]
    assert twist_budget(state, 0, ["RDR", "DR"]) == [(2, 2), (1, 1)]
    bids = bid_state([{"r": 60, "b": 40}, {"r": 30, "b": 70}, {"r": 10, "b": 90}])
    assert twist_budget(bids, 0, ["RD"]) == [(1, 3), (0, 1)]


def test_a_sequence_longer_than_the_board_has_tiles_is_refused():
    state = placed(make_level(MOVE_BOARD), MOVE_STARTS)
    assert "26 moves; a sequence has at most 25" in check_submission(state, 0, movement(["R" * 26]))


@pytest.mark.parametrize(
    "token, colour, apples",
    [("r", "r", 0), ("3R", "r", 3), ("12w", "w", 12), ("k", "k", 0), ("0b", "b", 0)],
)
def test_tile_tokens_and_tiles_without_a_number_hold_no_apples(token, colour, apples):
    assert parse_tile(token) == Tile(colour, apples)


def test_nearest_counts_orthogonal_steps_as_the_crow_walks():
    """B3 is 2 steps from the contested A2 on paper but far round the wall; it still wins."""
    level = make_level(["y k w w w w y", "y k w w w w w", "k y w w w w w"], players=(2, 2))
    for seed in range(6):
        state = placed(level, [["A2"], ["A2"]], seed=seed)
        assert {cell_text(s.start) for s in state.boards[-1].snakes} == {"A1", "B3"}


def test_the_entry_check_uses_the_players_own_swaps():
    level = make_level(SWAP_BOARD, variation="swap", players=(2, 2))
    state = placed(level, SWAP_STARTS)
    blue = snake_at(state, "A2").letter
    assert f"snake {blue}: move 2 enters the black tile C2" in check_submission(
        state, 0, movement(["", "RR"])
    )
    assert check_submission(state, 0, movement(["", "RR"], swaps=["C2-C3"])) == []


def test_a_players_own_two_swaps_sharing_a_tile_cancel_each_other():
    level = make_level(SWAP_BOARD, variation="swap", players=(2, 2))
    state = placed(level, SWAP_STARTS)
    state, events = moved(state, [["R", ""], ["", ""]], swaps=[["B1-C1", "C1-D1"], []])
    assert not any(isinstance(e, ev.Swapped) for e in events)
    assert snake_at(state, "A1").score == 1


def test_turns_from_direction_tiles_add_up():
    level = make_level(REDIRECT_BOARD, variation="redirect", twist_cap=0, players=(2, 2))
    state = placed(level, REDIRECT_STARTS)
    state, events = moved(state, [["RRRR", ""], ["", ""]], redirects=[["C1cw", "C2cw"], []])
    assert [cell_text(c) for c in snake_at(state, "A1").cells] == ["A1", "B1", "C1", "C2", "B2"]
    assert [e.turn for e in events if isinstance(e, ev.Turned)] == ["cw", "cw"]


def test_more_than_26_snakes_get_double_letters():
    rows = ["r r r r r r r r", "b b b b b b b b", "g g g g g g g g", "y y y y y y y y"]
    level = make_level(rows, players=(8, 8))
    columns = "ABCDEFGH"
    state = placed(level, [[f"{c}1", f"{c}2", f"{c}3", f"{c}4"] for c in columns])
    letters = state.boards[-1].letters
    assert len(set(letters)) == 32 and letters[-6:] == ["AA", "AB", "AC", "AD", "AE", "AF"]


def test_standings_rank_by_total_and_ties_share_a_place():
    level = make_level(BID_BOARD, players=(3, 3))
    state = placed(level, BID_STARTS)
    state, _ = moved(state, [["", ""], ["", ""], ["", ""]])
    assert standings(state) == [(1, 0, 0), (1, 1, 0), (1, 2, 0)]
    state = placed(make_level(MOVE_BOARD), MOVE_STARTS)
    state, _ = moved(state, [["RRR", "R"], ["", "UU"]])
    assert standings(state) == [(1, 0, 10), (2, 1, 5)]


def test_a_tile_nobody_entered_after_a_same_step_clash_is_still_free_later():
    level = make_level(["r w w b", "w 5w w w", "b w w r"], players=(2, 2))
    state = placed(level, [["A1", "A3"], ["D3", "D1"]])
    state, _ = moved(state, [["RD", "RU"], ["", "DLL"]])
    assert snake_at(state, "A1").halted and snake_at(state, "A3").halted
    bob_blue = snake_at(state, "D1")
    assert (bob_blue.cells[-1], bob_blue.score, bob_blue.halted) == (parse_cell("B2"), 5, False)


def test_a_question_about_a_snake_letter_nobody_can_have_is_refused_at_the_start():
    questions = '[[boards.questions]]\nkind = "will_halt"\nsnake = "Z"\npoints = 1\n'
    level = make_level(QUIZ_BOARD, variation="quiz", questions=questions, players=(2, 2))
    with pytest.raises(RuleViolation) as raised:
        new_match(level, NAMES[:2])
    assert "question 1 asks about snake Z, but 2 players have 4 snakes there" in str(raised.value)


@pytest.mark.parametrize("answer", ["²", "٣", "1e3", "-1", "12345678"])
def test_odd_number_answers_are_refused_not_crashed_on(answer):
    state = quiz_state()
    reasons = check_submission(state, 0, movement([], answers=["", "", answer]))
    assert any("is not a whole number from 0 to 100000" in r for r in reasons)
