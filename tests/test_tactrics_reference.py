"""The independent reference (issue 34): the solver's answers, played through the rules move
by move, solve their puzzles, and a plain breadth-first search over the rules' own boards
finds nothing shorter where it is small enough to run. The reference itself notices a wrong
answer: too short, too long, or a refused move."""

import pytest

from game.core.paths import LEVELS
from game.tactrics.hard_set import DENSE_SET, load_hard_set
from game.tactrics.levels import load_level
from game.tactrics.reference import check, nothing_shorter, parse_moves, replay
from game.tactrics.rules import Action
from game.tactrics.solver import solve

PUZZLES = LEVELS / "tactrics-snakes" / "puzzles"
DENSE = {puzzle.name: puzzle for puzzle in load_hard_set(DENSE_SET)}
# Shipped puzzles whose breadth-first check fits the reference's limit: small pars, and deep
# ones on few towers (par 8 and 9).
CROSS_CHECKED = (
    "03-two-heads.toml",
    "12-knot.toml",
    "18-seed-puzzle.toml",
    "22-rainbow.toml",
    "41-long-reach.toml",
    "59-taipan.toml",
    "64-viper.toml",
)


@pytest.mark.parametrize("name", CROSS_CHECKED)
def test_the_solvers_shortest_answer_is_confirmed_by_the_reference(name):
    level = load_level(PUZZLES / name)
    solution = solve(level.board, 60)
    assert solution.proven and solution.length == level.par
    verdict = check(level.board, solution.moves)
    assert verdict.solves, verdict.problem
    assert verdict.shorter_ruled_out is True  # the breadth-first search ran to the end


@pytest.mark.parametrize("name", ["dense-8", "dense-9"])
def test_the_solvers_answer_to_a_dense_puzzle_plays_to_the_goal_through_the_rules(name):
    puzzle = DENSE[name]
    solution = solve(puzzle.board, 120)
    assert solution.proven and solution.length == puzzle.par
    assert replay(puzzle.board, solution.moves) == ""


def test_every_listed_dense_solution_plays_to_the_goal_through_the_rules():
    for puzzle in DENSE.values():
        moves = parse_moves(puzzle.solution)
        assert len(moves) == puzzle.par
        assert replay(puzzle.board, moves) == "", puzzle.name


def test_the_reference_finds_a_shorter_solution_than_a_padded_one():
    level = load_level(PUZZLES / "12-knot.toml")
    moves = list(solve(level.board, 60).moves)
    padded = [moves[0], moves[0].reverse, *moves]  # a turn and its undoing first
    verdict = check(level.board, padded)
    assert verdict.solves
    assert verdict.shorter_ruled_out is False


def test_the_reference_says_why_an_answer_fails():
    level = load_level(PUZZLES / "12-knot.toml")
    moves = list(solve(level.board, 60).moves)
    assert replay(level.board, moves[:-1]) == f"after {len(moves) - 1} moves not solved"
    # tower 1 of this puzzle holds no piece
    assert replay(level.board, [Action(1, False), *moves]) == (
        "move 1 (1-) is refused: tower 1: there are no pieces on it, so turning it would "
        "change nothing"
    )


def test_the_reference_gives_up_rather_than_guess_when_the_search_is_too_big():
    puzzle = DENSE["dense-42"]
    assert nothing_shorter(puzzle.board, puzzle.par, position_limit=1_000) == (None, 1_001)
