"""The program editor's operations as pure functions on a Program, with undo and redo.

Each operation returns a new Program (programs are frozen) or raises EditRefused in words,
so the editor window only maps keys and clicks to these calls and shows the refusal.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.snek.program import CENTRE, MAX_PATTERNS, MOVES, SIZE, Pattern, Program, Rule, empty_grid

MAX_HISTORY = 200


class EditRefused(Exception):
    """An edit the rules of programs do not allow; the message says why."""


def blank_pattern(move: str = "U") -> Pattern:
    return Pattern(move, empty_grid())


def _check_index(program: Program, index: int) -> None:
    if not 0 <= index < len(program.patterns):
        raise EditRefused(f"there is no pattern {index + 1}")


def _with_patterns(program: Program, patterns: list[Pattern]) -> Program:
    return replace(program, patterns=tuple(patterns))


def add_pattern(program: Program, index: int | None = None) -> Program:
    """A blank pattern at `index` (at the end when None)."""
    if len(program.patterns) >= MAX_PATTERNS:
        raise EditRefused(f"a snek has at most {MAX_PATTERNS} patterns")
    patterns = list(program.patterns)
    patterns.insert(len(patterns) if index is None else index, blank_pattern())
    return _with_patterns(program, patterns)


def duplicate_pattern(program: Program, index: int) -> Program:
    """A copy of pattern `index`, right after it."""
    _check_index(program, index)
    if len(program.patterns) >= MAX_PATTERNS:
        raise EditRefused(f"a snek has at most {MAX_PATTERNS} patterns")
    patterns = list(program.patterns)
    patterns.insert(index + 1, patterns[index])
    return _with_patterns(program, patterns)


def delete_pattern(program: Program, index: int) -> Program:
    _check_index(program, index)
    patterns = list(program.patterns)
    del patterns[index]
    return _with_patterns(program, patterns)


def move_pattern(program: Program, index: int, offset: int) -> Program:
    """Pattern `index` moved `offset` places earlier (negative) or later (positive)."""
    _check_index(program, index)
    target = index + offset
    if not 0 <= target < len(program.patterns):
        raise EditRefused("the pattern is already at that end of the list")
    patterns = list(program.patterns)
    patterns.insert(target, patterns.pop(index))
    return _with_patterns(program, patterns)


def paint(program: Program, index: int, row: int, column: int, rule: Rule | None) -> Program:
    """Set one cell of a pattern to a rule, or back to "any" with None."""
    _check_index(program, index)
    if not (0 <= row < SIZE and 0 <= column < SIZE):
        raise EditRefused(f"a pattern has {SIZE}×{SIZE} cells")
    if (row, column) == (CENTRE, CENTRE):
        raise EditRefused("the centre is your head")
    pattern = program.patterns[index]
    rows = [list(cells) for cells in pattern.grid]
    rows[row][column] = rule
    grid = tuple(tuple(cells) for cells in rows)
    patterns = list(program.patterns)
    patterns[index] = Pattern(pattern.move, grid)
    return _with_patterns(program, patterns)


def set_move(program: Program, index: int, move: str) -> Program:
    _check_index(program, index)
    if move not in MOVES:
        raise EditRefused(f'"{move}" is not U, D, L or R')
    patterns = list(program.patterns)
    patterns[index] = Pattern(move, patterns[index].grid)
    return _with_patterns(program, patterns)


@dataclass
class History:
    """Undo and redo over whole programs (they are small and frozen)."""

    current: Program
    undo_stack: list[Program] = field(default_factory=list)
    redo_stack: list[Program] = field(default_factory=list)

    def apply(self, program: Program) -> Program:
        """Make `program` current (an edit); nothing is recorded when nothing changed."""
        if program != self.current:
            self.undo_stack.append(self.current)
            del self.undo_stack[:-MAX_HISTORY]
            self.redo_stack.clear()
            self.current = program
        return self.current

    def undo(self) -> Program:
        if self.undo_stack:
            self.redo_stack.append(self.current)
            self.current = self.undo_stack.pop()
        return self.current

    def redo(self) -> Program:
        if self.redo_stack:
            self.undo_stack.append(self.current)
            self.current = self.redo_stack.pop()
        return self.current
