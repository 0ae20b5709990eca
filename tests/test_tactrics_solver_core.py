"""The solver's search (issue 34): the compiled core and the Python search give the same
answers, the same proven lengths as the solver before it, the same length for every mirror
image and renaming of a puzzle, and answers that the rules play to the goal."""

import random

import pytest

from game.core.rng import derived_rng
from game.tactrics import solver as solver_module
from game.tactrics.board import SYMMETRIES
from game.tactrics.generate import scramble_busy, solved_layout
from game.tactrics.hard_set import DENSE_SET, load_hard_set
from game.tactrics.rules import parse_action, piece_code, piece_colour, puzzle_rotate, puzzle_solved
from game.tactrics.solver import compiled_core, solve

HARD = {puzzle.name: puzzle for puzzle in load_hard_set()}
QUICK_HARD = ("quad-c", "trio-d", "pair-a", "pair-f", "pair-g", "sparse-a")


def generated(seed):
    """Small puzzles of one to four colours (a few seconds in all)."""
    rng = derived_rng(34, "same-as-before", seed)
    board = solved_layout(rng, 1 + seed % 4, 1 + seed % 2, 2 + seed % 4)
    return scramble_busy(rng, board, 4 + seed % 4)


# The proven shortest lengths of `generated(seed)` as the solver before issue 34 found them
# (the search that visited ~12,000 positions a second; commit 984e3f6).
LENGTHS_BEFORE = {0: 3, 1: 3, 2: 3, 4: 2, 5: 3, 6: 6, 8: 1, 9: 3, 10: 4, 12: 4, 13: 5, 14: 5}


def replay(board, moves):
    for move in moves:
        board = puzzle_rotate(board, move)  # refuses a turn of an empty tower
    return board


def test_the_install_builds_the_compiled_core():
    assert compiled_core(), (
        "game/tactrics/_search_core.c was not built: `pip install -e .` (or "
        "`python setup.py build_ext --inplace`) builds it; without it the solver is slower"
    )


@pytest.mark.parametrize("seed", sorted(LENGTHS_BEFORE))
def test_the_search_proves_the_lengths_the_solver_before_it_proved(seed):
    board = generated(seed)
    solution = solve(board, 60)
    assert solution.proven
    assert solution.length == LENGTHS_BEFORE[seed]
    assert puzzle_solved(replay(board, solution.moves))


@pytest.mark.parametrize("name", QUICK_HARD)
def test_the_compiled_core_and_the_python_search_give_the_same_answer(name):
    board = HARD[name].board
    compiled = solve(board, 60, workers=1)
    python = solve(board, 60, use_core=False)
    assert compiled.proven and python.proven
    assert compiled.length == python.length == HARD[name].par
    assert compiled.moves == python.moves  # the same search, node for node
    assert compiled.nodes == python.nodes
    assert puzzle_solved(replay(board, compiled.moves))


@pytest.mark.parametrize("seed", [1, 5, 6, 9, 13])
def test_generated_puzzles_get_the_same_answer_from_both_searches(seed):
    board = generated(seed)
    compiled = solve(board, 60, workers=1)
    python = solve(board, 60, use_core=False)
    assert (compiled.length, compiled.proven) == (python.length, python.proven)
    assert compiled.moves == python.moves


@pytest.mark.parametrize("name", QUICK_HARD)
def test_two_workers_prove_the_same_length_with_an_answer_the_rules_play(name):
    board = HARD[name].board
    shared = solve(board, 60, workers=2)
    alone = solve(board, 60, workers=1)
    assert shared.proven and shared.length == alone.length == HARD[name].par
    assert puzzle_solved(replay(board, shared.moves))


def mapped(board, mapping):
    """The board carried by a symmetry: the piece on cell c goes to mapping[c]."""
    image = [0] * len(board)
    for cell, code in enumerate(board):
        image[mapping[cell]] = code
    return tuple(image)


def renamed(board, order):
    """The board with colour k painted as colour order[k]."""
    return tuple(
        piece_code(order[piece_colour(code)], bool((code - 1) & 1)) if code else 0 for code in board
    )


@pytest.mark.parametrize("symmetry", sorted(SYMMETRIES))
def test_every_mirror_image_and_turn_of_a_puzzle_has_the_same_shortest_length(symmetry):
    for name in ("quad-c", "pair-a"):
        board = mapped(HARD[name].board, SYMMETRIES[symmetry])
        solution = solve(board, 60)
        assert solution.proven and solution.length == HARD[name].par, (name, symmetry)
        assert puzzle_solved(replay(board, solution.moves))


def test_renaming_the_colours_keeps_the_shortest_length():
    puzzle = HARD["quad-c"]
    for order in ([3, 2, 1, 0], [1, 0, 3, 2], [4, 5, 0, 1]):
        board = renamed(puzzle.board, order)
        solution = solve(board, 60)
        assert solution.proven and solution.length == puzzle.par
        assert puzzle_solved(replay(board, solution.moves))


def test_the_dense_set_is_dense_and_each_listed_solution_solves_its_puzzle_in_par():
    dense = load_hard_set(DENSE_SET)
    assert len(dense) >= 10
    for puzzle in dense:
        assert puzzle.colours == 4
        counts = {}
        for code in puzzle.board:
            if code:
                counts[piece_colour(code)] = counts.get(piece_colour(code), 0) + 1
        assert set(counts.values()) <= {7, 8}, puzzle.name
        assert 8 <= puzzle.par <= 11
        moves = [parse_action(text) for text in puzzle.solution.split()]
        assert len(moves) == puzzle.par
        assert not puzzle_solved(puzzle.board)
        assert puzzle_solved(replay(puzzle.board, moves))


def test_a_solve_job_on_a_dense_puzzle_reports_progress_and_stops_when_cancelled():
    """The search runs in a worker thread (the compiled core without holding the
    interpreter): it reports its depth while it works, and a cancel ends it unproven."""
    from threading import Event

    from game.tactrics.bench import dense_board
    from game.tactrics.solver import SolveJob

    heard = Event()
    reports = []

    def progress(report):
        reports.append(report)
        if report.positions > 0:
            heard.set()

    job = SolveJob(dense_board(1), seconds=600, on_progress=progress)  # par 9 or more
    assert heard.wait(120)  # this thread ran while the search worked
    job.cancel()
    result = job.wait(120)
    assert result is not None and not result.proven
    assert result.lower_bound >= reports[-1].depth - 1 >= 1


def half_turn_symmetric(seed):
    """Five pairs of pieces, each pair on cells that the half turn swaps: a start that the
    solver's first move treats once per image (`_root_children`)."""
    half_turn = SYMMETRIES["turn180"]
    rng = random.Random(seed)
    board = [0] * len(half_turn)
    cells = list(range(len(half_turn)))
    rng.shuffle(cells)
    placed = 0
    for cell in cells:
        image = half_turn[cell]
        if board[cell] or board[image] or image == cell or placed == 5:
            continue
        board[cell] = board[image] = piece_code(rng.randrange(2), rng.random() < 0.25)
        placed += 1
    return tuple(board)


def test_two_workers_share_out_a_symmetric_start_and_prove_the_same_length(monkeypatch):
    board = half_turn_symmetric(21)
    alone = solve(board, 60, workers=1)
    assert alone.proven and alone.length == 6
    monkeypatch.setattr(solver_module, "SHARED_FROM", 4)  # share out this short puzzle's depths
    shared = solve(board, 60, workers=2)
    assert shared.proven and shared.length == 6
    assert puzzle_solved(replay(board, shared.moves))
