"""Tactrics Snakes rules (RULINGS §3): snakes, scores, majorities, locks, turns, finishes."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.tactrics.board import cell_index, cell_name, rotate
from game.tactrics.events import FinishCalled, GameEnded
from game.tactrics.rules import (
    COLOURS,
    RULES_NOTES,
    Action,
    RuleViolation,
    act,
    action_limit,
    apply_turn,
    colour_score,
    empty_tower_refusal,
    end_turn,
    legal_actions,
    locked_cells,
    new_game,
    parse_action,
    parse_piece,
    puzzle_rotate,
    puzzle_solved,
    rotation_refusal,
    scores,
    snakes,
)

R, Y, B = 0, 1, 2


def layout(**pieces: str):
    """layout(C2="Bh", C3="Bt") → a board."""
    board = [0] * 54
    for name, token in pieces.items():
        board[cell_index(name)] = parse_piece(token)
    return tuple(board)


def line(colour: str, cells: str, heads: str = "both"):
    """A row of cells as one colour: heads at 'both', 'first', 'last' or 'none' ends."""
    names = cells.split()
    pieces = {}
    for index, name in enumerate(names):
        end = index in (0, len(names) - 1)
        head = end and (
            heads == "both"
            or (heads == "first" and index == 0)
            or (heads == "last" and index == len(names) - 1)
        )
        pieces[name] = colour + ("h" if head else "t")
    return pieces


# --- snake recognition ------------------------------------------------------------------------

SNAKE_CASES = [
    # (description, pieces, expected snakes as (cells, heads) or [] when none)
    ("two heads", line("R", "C3 C4 C5 C6"), [("C3 C4 C5 C6", 2)]),
    ("head + edge", line("R", "C1 C2 C3", "last"), [("C1 C2 C3", 1)]),
    ("head + tail off the edge", line("R", "C2 C3 C4", "last"), []),
    ("headless edge to edge", line("R", "A1 A2", "none"), [("A1 A2", 0)]),
    ("headless with an end off the edge", line("R", "C1 C2 C3", "none"), []),
    ("single head on the edge", {"A4": "Rh"}, [("A4", 1)]),
    ("single head off the edge", {"C5": "Rh"}, []),
    ("single tail on the edge", {"F2": "Rt"}, [("F2", 0)]),
    ("single tail off the edge", {"C5": "Rt"}, []),
    ("head in the middle", {"C3": "Rh", "C4": "Rh", "C5": "Rh"}, []),
    ("two heads side by side", {"C3": "Rh", "C4": "Rh"}, [("C3 C4", 2)]),
    (
        "branch",
        {"C4": "Rh", "C5": "Rt", "C6": "Rh", "D5": "Rh"},
        [],
    ),
    (
        "loop round a tower",
        {"C5": "Rt", "C6": "Rt", "C7": "Rt", "D7": "Rt", "D6": "Rt", "D5": "Rt"},
        [],
    ),
    (
        "other colours do not join a snake",
        {"C3": "Rh", "C4": "Yt", "C5": "Rh"},
        [],
    ),
]


@pytest.mark.parametrize(("description", "pieces", "expected"), SNAKE_CASES)
def test_snake_recognition(description, pieces, expected):
    board = layout(**pieces)
    found = sorted(
        (" ".join(sorted((cell_name(c) for c in s.cells), key=cell_index)), s.heads)
        for s in snakes(board)
        if s.colour == R
    )
    assert found == sorted(expected)


def test_snake_cells_run_from_one_end_to_the_other():
    board = layout(**line("R", "C3 C4 C5 C6"))
    (snake,) = snakes(board)
    assert [cell_name(c) for c in snake.cells] in (
        ["C3", "C4", "C5", "C6"],
        ["C6", "C5", "C4", "C3"],
    )


def test_pieces_of_snakes_are_locked_and_others_are_not():
    board = layout(**line("R", "C1 C2 C3", "last"), C6="Rt", A4="Yh")
    assert {cell_name(c) for c in locked_cells(board)} == {"C1", "C2", "C3", "A4"}


# --- scores ---------------------------------------------------------------------------------


def seed_example_board():
    """The seed's image 4: red 7-piece one-headed snake and a loose head; yellow a two-headed
    snake of six and a headless edge snake of two; blue one two-headed snake of eight."""
    pieces = {}
    pieces.update(line("R", "E1 E2 E3 E4 E5 E6 E7", "last"))
    pieces["B5"] = "Rh"
    pieces.update(line("Y", "F2 F3 F4 F5 F6 F7"))
    pieces.update(line("Y", "A1 A2", "none"))
    pieces.update(line("B", "C2 C3 C4 C5 C6 C7 C8 C9"))
    return layout(**pieces)


def test_seed_example_position_scores_before_finish_bonuses():
    board = seed_example_board()
    assert colour_score(board, R).snake_points == 7
    assert colour_score(board, R).contact_bonus == 0
    assert colour_score(board, Y).snake_points == 12
    assert colour_score(board, Y).contact_bonus == 3
    assert colour_score(board, B).snake_points == 16
    assert colour_score(board, B).contact_bonus == 3


def test_seed_example_played_out_gives_red_10_yellow_17_blue_19():
    state = replace(new_game(seed_example_board(), [R, Y, B]), turn=10)
    state, events = apply_turn(state, [], finish=True)  # red calls first
    assert FinishCalled(0, 1, 3) in events
    state, events = apply_turn(state, [], finish=True)  # yellow, on the first extra turn
    assert FinishCalled(1, 2, 2) in events
    state, _ = apply_turn(state, [])  # blue: first extra turn
    assert not state.over
    state, events = apply_turn(state, [])  # blue: second extra turn, and the game ends
    assert state.over
    assert [s.total for s in scores(state)] == [10, 17, 19]
    assert events[-1] == GameEnded((10, 17, 19))
    assert [(s.snake_points, s.contact_bonus, s.finish_bonus) for s in scores(state)] == [
        (7, 0, 3),
        (12, 3, 2),
        (16, 3, 0),
    ]


# --- turns: action limits, majority and lock ----------------------------------------------------


def two_player_state(**pieces):
    return new_game(layout(**pieces), [R, Y])


def test_the_first_three_turns_allow_1_2_3_actions_then_4():
    state = two_player_state(C5="Rh", C6="Rt", C7="Yt")
    limits = []
    for _ in range(6):
        limits.append(action_limit(state))
        state, _ = apply_turn(state, [])
    assert limits == [1, 2, 3, 4, 4, 4]


def test_too_many_actions_are_refused():
    state = two_player_state(C5="Rh")
    state, _ = act(state, Action(10))
    with pytest.raises(RuleViolation, match="too many actions: this turn allows 1 action"):
        act(state, Action(10))


PERMISSION_CASES = [
    # (description, pieces, player, tower, expected refusal or None)
    ("no piece there", {"C5": "Yt"}, 0, 10, "Ann has no piece there"),
    ("equal value is enough", {"C5": "Rt", "C6": "Yt"}, 0, 10, None),
    ("a head outweighs a tail", {"C5": "Rt", "C6": "Yh"}, 0, 10, "Bob has the majority there"),
    ("two tails equal a head", {"C5": "Rt", "D7": "Rt", "C6": "Yh"}, 0, 10, None),
    ("value counts, not pieces", {"C5": "Rh", "C6": "Yt", "C7": "Yt"}, 0, 10, None),
    (
        "another player's locked piece",
        {"C9": "Rh", "C11": "Yh"},
        0,
        12,
        "Bob has a locked piece on it",
    ),
    ("my own locked piece", {"C11": "Rh", "C9": "Yt"}, 0, 12, None),
]


@pytest.mark.parametrize(("description", "pieces", "player", "tower", "refusal"), PERMISSION_CASES)
def test_who_may_turn_a_tower(description, pieces, player, tower, refusal):
    state = two_player_state(**pieces)
    reason = rotation_refusal(state.board, state.colours, player, tower, ["Ann", "Bob"])
    if refusal is None:
        assert reason is None
    else:
        assert reason is not None and reason.startswith(refusal)


def test_a_tower_without_pieces_is_refused_and_not_counted_as_an_action():
    state = replace(two_player_state(C5="Rt"), turn=5)
    assert empty_tower_refusal(state.board, 1) is not None
    with pytest.raises(RuleViolation, match="tower 1: there are no pieces on it"):
        act(state, Action(1, True))
    assert state.actions_taken == 0
    assert all(action.tower != 1 for action in legal_actions(state))


def test_a_puzzle_turn_of_an_empty_tower_is_refused_and_a_full_one_is_not():
    board = layout(C5="Rh")
    with pytest.raises(RuleViolation, match="change nothing"):
        puzzle_rotate(board, Action(1, True))
    assert puzzle_rotate(board, Action(10, True)) == rotate(board, 10, True)


def test_majority_is_judged_before_each_action_from_the_current_position():
    # Tower 9 holds red C5 + D5 (2) against yellow's head C3 (2): red may turn it. Turning
    # tower 10 first carries C5 away (D5 moves to C5), so red has 1 there and loses it.
    state = replace(two_player_state(C5="Rt", D5="Rt", C3="Yh"), turn=5)
    assert rotation_refusal(state.board, state.colours, 0, 9) is None
    state, _ = act(state, Action(10, True))
    with pytest.raises(RuleViolation, match="tower 9: player 2 has the majority there"):
        act(state, Action(9, True))


def test_an_illegal_action_leaves_the_state_unchanged():
    state = two_player_state(C5="Yh", C6="Rt")
    with pytest.raises(RuleViolation):
        act(state, Action(10))
    assert state.board == two_player_state(C5="Yh", C6="Rt").board


def test_legal_actions_are_exactly_the_allowed_towers_both_ways():
    state = two_player_state(C5="Rt", A2="Yt")
    towers = {action.tower for action in legal_actions(state)}
    assert towers == {5, 9, 10}  # the towers round C5
    assert len(legal_actions(state)) == 6


# --- finishes ---------------------------------------------------------------------------------


def test_a_finish_needs_a_snake_of_four_pieces():
    state = replace(two_player_state(**line("R", "C2 C3 C4")), turn=5)
    with pytest.raises(RuleViolation, match="snake of 4 or more"):
        end_turn(state, finish=True)
    state = replace(two_player_state(**line("R", "C2 C3 C4 C5")), turn=5)
    after, events = end_turn(state, finish=True)
    assert FinishCalled(0, 1, 3) in events


def test_a_headless_snake_of_four_allows_the_first_finish():
    state = two_player_state(**line("R", "A1 A2 A3 A4", "none"))
    assert [s.heads for s in snakes(state.board)] == [0]
    _, events = end_turn(state, finish=True)
    assert FinishCalled(0, 1, 3) in events


def four_players():
    board = layout(**line("R", "C2 C3 C4 C5"), F7="Yt", A1="Bt", D1="Gt")
    return new_game(board, [0, 1, 2, 3])


def test_finish_sequence_bonuses_3_2_1_and_nothing_after_the_second_extra_turn():
    state, _ = apply_turn(four_players(), [], finish=True)  # R +3
    state, events = apply_turn(state, [], finish=True)  # Y first extra turn: +2
    assert FinishCalled(1, 2, 2) in events
    state, _ = apply_turn(state, [])  # B first extra turn, no call
    state, events = apply_turn(state, [], finish=True)  # G first extra turn: +1
    assert FinishCalled(3, 3, 1) in events
    assert state.player == 2  # only blue is left, for its second turn
    assert action_limit(state) == 4
    state, events = apply_turn(state, [], finish=True)  # B second extra turn: nothing
    assert FinishCalled(2, 4, 0) in events
    assert state.over and isinstance(events[-1], GameEnded)
    assert state.bonuses == (3, 2, 0, 1)


def test_other_players_get_at_most_two_extra_turns_and_the_caller_none():
    state = four_players()
    state, _ = apply_turn(state, [], finish=True)
    order = []
    while not state.over:
        order.append(COLOURS[state.colours[state.player]])
        state, _ = apply_turn(state, [])
    assert order == ["Y", "B", "G", "Y", "B", "G"]
    with pytest.raises(RuleViolation, match="the game is over"):
        apply_turn(state, [])


def test_extra_turns_allow_four_actions_even_early_in_the_game():
    state, _ = apply_turn(four_players(), [], finish=True)
    assert state.turn == 1 and action_limit(state) == 4


# --- puzzles ----------------------------------------------------------------------------------

PUZZLE_CASES = [
    ("one two-headed snake", line("R", "C3 C4 C5"), True),
    ("a headless edge snake is not enough", line("R", "A1 A2", "none"), False),
    ("a lone head on the edge", {"A4": "Rh"}, True),
    ("every colour must be done", {**line("R", "C3 C4 C5"), "C9": "Yt", "C10": "Yh"}, False),
    ("two colours done", {**line("R", "C3 C4 C5"), **line("Y", "C10 C11", "first")}, True),
]


@pytest.mark.parametrize(("description", "pieces", "solved"), PUZZLE_CASES)
def test_puzzle_solved_detection(description, pieces, solved):
    assert puzzle_solved(layout(**pieces)) is solved


def test_rules_notes_state_the_decisions():
    for phrase in (
        "branch",
        "before each action",
        "own locked",
        "headless one included",
        "change nothing",
    ):
        assert phrase in RULES_NOTES


@pytest.mark.parametrize(("text", "tower", "clockwise"), [("10+", 10, True), ("3-", 3, False)])
def test_actions_are_written_tower_then_direction(text, tower, clockwise):
    assert parse_action(text) == Action(tower, clockwise)
    assert str(parse_action(text)) == text


@pytest.mark.parametrize("text", ["20+", "0-", "3", "+3", "x+", ""])
def test_bad_action_words_are_refused(text):
    with pytest.raises(ValueError, match="not a tower move"):
        parse_action(text)


# --- invariants -------------------------------------------------------------------------------

pieces_strategy = st.lists(st.integers(0, 12), min_size=54, max_size=54).map(tuple)
moves_strategy = st.lists(st.tuples(st.integers(1, 19), st.booleans()), max_size=30)


@given(pieces_strategy, st.integers(1, 19), st.booleans())
def test_a_rotation_followed_by_its_reverse_is_the_identity(board, tower, clockwise):
    assert rotate(rotate(board, tower, clockwise), tower, not clockwise) == board


@given(pieces_strategy, st.integers(1, 19), st.booleans())
def test_six_rotations_of_one_tower_are_the_identity(board, tower, clockwise):
    turned = board
    for _ in range(6):
        turned = rotate(turned, tower, clockwise)
    assert turned == board


@given(pieces_strategy, moves_strategy)
def test_pieces_are_never_created_or_lost(board, moves):
    turned = board
    for tower, clockwise in moves:
        turned = rotate(turned, tower, clockwise)
    assert sorted(turned) == sorted(board)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_games_replay_identically_and_keep_every_piece(seed):
    import random

    from game.tactrics.bot import bot_turn
    from game.tactrics.generate import start_layout

    def play():
        rng = random.Random(seed)
        state = new_game(start_layout(3), [0, 1, 2])
        history = []
        for _ in range(8):
            actions, finish = bot_turn("easy", state, rng)
            state, _ = apply_turn(state, actions, finish)
            history.append(state)
            if state.over:
                break
        return history

    first, second = play(), play()
    assert first == second
    start = sorted(start_layout(3))
    assert all(sorted(state.board) == start for state in first)
