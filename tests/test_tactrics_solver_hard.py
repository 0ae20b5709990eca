"""The solver's hard set (deep puzzles with reference-checked pars) and its sharper bounds."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.rng import derived_rng
from game.tactrics.board import SYMMETRIES, cell_index
from game.tactrics.generate import scramble_busy, scramble_far, solved_layout
from game.tactrics.hard_set import load_hard_set
from game.tactrics.rules import (
    parse_action,
    piece_code,
    puzzle_rotate,
    puzzle_solved,
)
from game.tactrics.solver import lower_bound, solve
from tests.test_tactrics_solver import breadth_first_length

HARD = {puzzle.name: puzzle for puzzle in load_hard_set()}
# The ones the solver proves in a few hundred positions: the rest are the bench's
# (`python main.py bench tactrics-solver`), so that the tests stay fast.
QUICK = ("quad-c", "trio-d", "pair-d", "sparse-a", "pair-a")


def replay(board, moves):
    for move in moves:
        board = puzzle_rotate(board, move)
    return board


def test_the_hard_set_is_deep_and_each_listed_solution_solves_its_puzzle_in_par():
    assert len(HARD) >= 10
    for puzzle in HARD.values():
        assert puzzle.par >= 8
        moves = [parse_action(text) for text in puzzle.solution.split()]
        assert len(moves) == puzzle.par
        assert puzzle_solved(replay(puzzle.board, moves))
        assert not puzzle_solved(puzzle.board)


@pytest.mark.parametrize("name", QUICK)
def test_the_solver_proves_the_reference_par_of_deep_puzzles(name):
    puzzle = HARD[name]
    solution = solve(puzzle.board, 60)
    assert solution.proven
    assert solution.length == puzzle.par
    assert puzzle_solved(replay(puzzle.board, solution.moves))


@pytest.mark.parametrize("name", QUICK)
def test_the_bound_never_exceeds_a_hard_puzzles_par(name):
    puzzle = HARD[name]
    assert lower_bound(puzzle.board) <= puzzle.par


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 2), st.integers(1, 5), st.integers(1, 3))
def test_the_snake_shape_bounds_never_exceed_the_shortest_solution(seed, heads, tails, moves):
    """One colour, one or two heads: the gathering and snake-shape bounds against plain BFS."""
    rng = derived_rng(23, "shape-bound", seed)
    board = scramble_far(rng, solved_layout(rng, 1, heads, tails), moves)
    truth = breadth_first_length(board, moves)
    assert truth is not None  # undoing the scramble solves it
    assert lower_bound(board) <= truth


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 4), st.integers(2, 3))
def test_the_two_colour_bound_never_exceeds_the_shortest_solution(seed, colours, moves):
    rng = derived_rng(23, "two-colours", seed)
    board = scramble_far(rng, solved_layout(rng, colours, 1, rng.randint(1, 2)), moves)
    truth = breadth_first_length(board, moves)
    assert truth is not None
    assert lower_bound(board) <= truth
    assert solve(board, 30).length == truth


def test_two_colours_far_apart_each_one_turn_from_solved_need_two_moves():
    """Red A2 head, A3 tail (tower 1 turned once); blue F6 head, F5 tail (tower 19 turned
    once). Neither colour alone needs more than one turn, and no tower holds both."""
    board = [0] * 54
    for name, colour, head in (
        ("A2", 0, True),
        ("A3", 0, False),
        ("F6", 1, True),
        ("F5", 1, False),
    ):
        board[cell_index(name)] = piece_code(colour, head)
    board = tuple(board)
    assert breadth_first_length(board, 3) == 2
    assert lower_bound(board) == 2
    solution = solve(board, 10)
    assert solution.proven and solution.length == 2


def test_a_lonely_colour_split_in_two_pairs_is_bounded_by_the_gap_between_them():
    """Two pairs of a one-headed colour far apart: every piece has a neighbour, but the
    pairs must meet, which takes several turns; the bound sees it."""
    board = [0] * 54
    for name, head in (("A1", True), ("A2", False), ("F6", False), ("F7", False)):
        board[cell_index(name)] = piece_code(0, head)
    board = tuple(board)
    solution = solve(board, 30)
    assert solution.proven
    assert 5 <= lower_bound(board) <= solution.length
    assert puzzle_solved(replay(board, solution.moves))


def symmetric_puzzle(seed):
    """Red scrambled, and blue the same pieces turned half way round the board."""
    half_turn = SYMMETRIES["turn180"]
    for attempt in range(100):
        rng = derived_rng(23, "symmetric", seed, attempt)
        red = scramble_busy(rng, solved_layout(rng, 1, 1, 2), 2)
        board = list(red)
        if all(not board[half_turn[cell]] for cell, code in enumerate(red) if code):
            for cell, code in enumerate(red):
                if code:
                    board[half_turn[cell]] = code + 2  # the same piece in blue
            return tuple(board)
    raise AssertionError("no symmetric puzzle")


@pytest.mark.parametrize("seed", range(5))
def test_a_symmetric_puzzle_gets_its_breadth_first_length(seed):
    """The solver tries one of each pair of mirror-image first moves: still shortest."""
    board = symmetric_puzzle(seed)
    solution = solve(board, 30)
    assert solution.proven
    assert solution.length == breadth_first_length(board, 4)
    assert puzzle_solved(replay(board, solution.moves))
