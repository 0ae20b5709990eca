"""Small builders for Snek tests: arenas and sneks drawn as text, patterns from row strings.

A map is rows of tokens: `.` floor, `#` wall, an upper-case letter for a snek's head and
the same letter in lower case for the rest of it. Snek A is snek 0 (the one under test),
B is snek 1 and so on. The body is followed from the head through touching cells, so draw
sneks that do not touch themselves sideways.
"""

from __future__ import annotations

import random

from game.core.coords import Cell, parse_cell
from game.snek.levels import Arena, Start
from game.snek.program import Pattern, Program, parse_rows
from game.snek.rules import BattleState, decide, place_sneks

EMPTY_ROWS = [". . . . . . ."] * 3 + [". . . H . . ."] + [". . . . . . ."] * 3


def pattern(move: str, *rows: str) -> Pattern:
    grid, issues = parse_rows(list(rows))
    assert not issues, issues
    return Pattern(move, grid)


TAIL_ABOVE = pattern(  # the seed's Example 1: an enemy tail next to the head
    "U",
    ". . . . . . .",
    ". . . . . . .",
    ". . . t . . .",
    ". . . H . . .",
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
)


def program(*patterns: Pattern, name: str = "Test") -> Program:
    return Program(name, tuple(patterns))


def _body(cells: dict[Cell, str], head: Cell, letter: str) -> list[Cell]:
    body = [head]
    while True:
        column, row = body[-1]
        following = [
            cell
            for cell in ((column, row - 1), (column + 1, row), (column, row + 1), (column - 1, row))
            if cells.get(cell) == letter and cell not in body
        ]
        assert len(following) <= 1, f"snek {letter} branches at {body[-1]}"
        if not following:
            return body
        body.append(following[0])


def battle(
    rows: list[str],
    *programs: Program,
    seed: int = 0,
    rounds: int = 1000,
    paths: dict[str, str] | None = None,
) -> BattleState:
    """A battle on the drawn map; sneks without a program get an empty one.

    `paths` gives a coiled snek's cells in order, head first: {"a": "E5 E6 D6 D5"}.
    """
    walls: set[Cell] = set()
    cells: dict[Cell, str] = {}
    heads: dict[str, Cell] = {}
    for row, line in enumerate(rows):
        for column, token in enumerate(line.split()):
            if token == "#":
                walls.add((column, row))
            elif token.isalpha():
                cells[(column, row)] = token.lower()
                if token.isupper():
                    heads[token.lower()] = (column, row)
    letters = sorted(heads)
    paths = paths or {}
    bodies = [
        [parse_cell(name) for name in paths[letter].split()]
        if letter in paths
        else _body(cells, heads[letter], letter)
        for letter in letters
    ]
    width, height = len(rows[0].split()), len(rows)
    starts = tuple(Start(body[0], "U", len(body)) for body in bodies)
    arena = Arena("test", width, height, frozenset(walls), starts, rounds)
    defaults = [program(name=f"Snek {letter.upper()}") for letter in letters[len(programs) :]]
    return place_sneks(arena, [*programs, *defaults], bodies, seed)


def decision(state: BattleState, snek: int = 0, seed: int = 0):
    return decide(state, snek, random.Random(seed), 1)
