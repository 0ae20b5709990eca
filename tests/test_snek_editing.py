"""The program editor's operations: what a player can and cannot do to a program."""

from __future__ import annotations

import pytest

from game.snek.program import ENEMY_TAIL, OPTIONAL, Program, Rule, program_issues, row_text
from game.snek.program_editing import (
    MAX_HISTORY,
    EditRefused,
    History,
    add_pattern,
    blank_pattern,
    delete_pattern,
    duplicate_pattern,
    move_pattern,
    paint,
    set_move,
)
from tests.snek_helpers import TAIL_ABOVE


def named(*moves: str) -> Program:
    return Program("Ed", tuple(blank_pattern(move) for move in moves))


def moves(program: Program) -> str:
    return "".join(p.move for p in program.patterns)


def test_add_duplicate_reorder_and_delete_patterns():
    program = named("U", "D", "L")
    assert moves(add_pattern(program)) == "UDLU"
    assert moves(add_pattern(program, 0)) == "UUDL"
    assert moves(duplicate_pattern(program, 1)) == "UDDL"
    assert moves(move_pattern(program, 2, -2)) == "LUD"
    assert moves(move_pattern(program, 0, 1)) == "DUL"
    assert moves(delete_pattern(program, 1)) == "UL"


REFUSALS = [
    (lambda p: move_pattern(p, 0, -1), "already at that end"),
    (lambda p: delete_pattern(p, 5), "there is no pattern 6"),
    (lambda p: paint(p, 0, 3, 3, Rule(ENEMY_TAIL)), "the centre is your head"),
    (lambda p: paint(p, 0, 7, 0, None), "7×7"),
    (lambda p: set_move(p, 0, "X"), "not U, D, L or R"),
    (lambda p: add_pattern(Program("Full", p.patterns * 32)), "at most 32 patterns"),
    (lambda p: duplicate_pattern(Program("Full", p.patterns * 32), 0), "at most 32 patterns"),
]


@pytest.mark.parametrize(("edit", "reason"), REFUSALS)
def test_edits_the_rules_forbid_are_refused_in_words(edit, reason):
    with pytest.raises(EditRefused, match=reason):
        edit(named("U"))


def test_painting_gives_the_file_tokens_and_a_valid_program():
    program = paint(named("U"), 0, 2, 3, Rule(ENEMY_TAIL))
    assert program.patterns[0] == TAIL_ABOVE
    program = paint(program, 0, 0, 0, Rule(ENEMY_TAIL, OPTIONAL))
    assert row_text(program.patterns[0].grid, 0) == "t? . . . . . ."
    assert program_issues(program) == []
    assert paint(program, 0, 0, 0, None).patterns[0] == TAIL_ABOVE


def test_undo_and_redo_walk_through_the_edits():
    history = History(named("U"))
    first = history.current
    second = history.apply(paint(first, 0, 2, 3, Rule(ENEMY_TAIL)))
    third = history.apply(add_pattern(second))
    assert history.apply(third) == third and len(history.undo_stack) == 2  # no change, no step
    assert history.undo() == second and history.undo() == first
    assert history.undo() == first  # nothing more to undo
    assert history.redo() == second
    history.apply(delete_pattern(second, 0))
    assert history.redo() == history.current  # a new edit clears what could be redone


def test_history_is_capped():
    history = History(named("U"))
    for number in range(MAX_HISTORY + 10):
        history.apply(Program(f"Ed {number}"))
    assert len(history.undo_stack) == MAX_HISTORY
