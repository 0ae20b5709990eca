"""Hypothesis properties of Snek: the fast matcher agrees with the rules read cell by cell,
battles are deterministic, and a grab moves exactly one cell of length."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.coords import DIRECTIONS, Cell
from game.snek import events as ev
from game.snek.levels import Arena, Start
from game.snek.match import summary
from game.snek.program import (
    CENTRE,
    ELEMENTS,
    EMPTY,
    ENEMY_BODY,
    ENEMY_HEAD,
    ENEMY_TAIL,
    MOVES,
    MUST_NOT,
    NORMAL,
    OPTIONAL,
    OWN_BODY,
    OWN_TAIL,
    SIZE,
    WALL,
    Pattern,
    Program,
    Rule,
)
from game.snek.rules import (
    BODY,
    HEAD,
    TAIL,
    BattleState,
    decide,
    new_battle,
    play_round,
    rotate_move,
    rotate_offset,
    snek_code,
    total_length,
)

ARENA = Arena(
    "props",
    10,
    10,
    frozenset({(4, 4), (5, 4), (4, 5), (0, 9), (9, 0)}),
    (Start((1, 3), "D", 3), Start((8, 6), "U", 3), Start((6, 2), "L", 4), Start((2, 7), "R", 2)),
    rounds=40,
)

rules = st.builds(
    Rule, st.sampled_from(ELEMENTS), st.sampled_from((NORMAL, OPTIONAL, OPTIONAL, MUST_NOT))
)
cells = st.tuples(st.integers(1, 5), st.integers(1, 5)).filter(lambda c: c != (CENTRE, CENTRE))


@st.composite
def patterns(draw) -> Pattern:
    grid = [[None] * SIZE for _ in range(SIZE)]
    for row, column in draw(st.lists(cells, max_size=4)):
        grid[row][column] = draw(rules)
    return Pattern(draw(st.sampled_from(MOVES)), tuple(tuple(row) for row in grid))


programs = st.builds(
    lambda patterns: Program("P", tuple(patterns)), st.lists(patterns(), max_size=5)
)
lineups = st.lists(programs, min_size=2, max_size=4)


def element_at(state: BattleState, viewer: int, cell: Cell) -> int | None:
    """RULINGS §4 read literally; None for the viewer's own head."""
    if not state.arena.is_floor(cell):
        return WALL
    for snek in state.alive():
        body = state.cells_of(snek)
        if cell in body:
            position = body.index(cell)
            if snek == viewer:
                return None if position == 0 else OWN_TAIL if cell == body[-1] else OWN_BODY
            if position == 0:
                return ENEMY_HEAD
            return ENEMY_TAIL if cell == body[-1] else ENEMY_BODY
    return EMPTY


def reference_fits(state: BattleState, snek: int, pattern: Pattern) -> dict[int, int]:
    """{quarter turns: optional cells held} of every rotation that matches with a legal move."""
    head = state.cells_of(snek)[0]
    fits = {}
    for turns in range(4):
        dx, dy = DIRECTIONS[rotate_move(pattern.move, turns)]
        target = element_at(state, snek, (head[0] + dx, head[1] + dy))
        if target not in (EMPTY, OWN_TAIL, ENEMY_TAIL):
            continue
        ok, held, groups = True, 0, {}
        for x, y, rule in pattern.rules():
            rx, ry = rotate_offset(x, y, turns)
            same = element_at(state, snek, (head[0] + rx, head[1] + ry)) == rule.element
            if rule.mode == NORMAL:
                ok &= same
            elif rule.mode == MUST_NOT:
                ok &= not same
            else:
                groups[rule.element] = groups.get(rule.element, False) or same
                held += same
        if ok and all(groups.values()):
            fits[turns] = held
    return fits


def check_decision(state: BattleState, snek: int, seed: int) -> None:
    decided = decide(state, snek, random.Random(seed), state.rounds_played + 1)
    head = state.cells_of(snek)[0]
    legal = [
        move
        for move, (dx, dy) in DIRECTIONS.items()
        if element_at(state, snek, (head[0] + dx, head[1] + dy)) in (EMPTY, OWN_TAIL, ENEMY_TAIL)
    ]
    if not legal:
        assert decided.stuck
        return
    for number, pattern in enumerate(state.programs[snek].patterns):
        fits = reference_fits(state, snek, pattern)
        if fits:
            best = max(fits.values())
            assert decided.pattern == number
            assert fits.get(decided.rotation) == best == decided.optional_held
            assert decided.move == rotate_move(pattern.move, decided.rotation)
            return
    assert decided.random and decided.move in legal


def check_board(state: BattleState) -> None:
    """The padded board says exactly where every snek's head, body and tail are."""
    expected = {}
    for snek in state.alive():
        body = [state.geometry.index(cell) for cell in state.cells_of(snek)]
        for index in body:
            expected[index] = snek_code(snek, BODY)
        expected[body[0]] = snek_code(snek, HEAD)
        expected[body[-1]] = snek_code(snek, TAIL)
    actual = {index: code for index, code in enumerate(state.board) if code >= 2}
    assert actual == expected


@settings(max_examples=40, deadline=None)
@given(lineups, st.integers(0, 10_000))
def test_the_fast_matcher_agrees_with_the_rules_read_cell_by_cell(lineup, seed):
    state = new_battle(ARENA, lineup, seed)
    while not state.finished and state.rounds_played < 15:
        for snek in state.alive():
            check_decision(state, snek, seed)
        state, _ = play_round(state)
        check_board(state)


@settings(max_examples=25, deadline=None)
@given(lineups, st.integers(0, 10_000))
def test_a_battle_is_the_same_every_time(lineup, seed):
    def play() -> tuple[dict, list]:
        state, log = new_battle(ARENA, lineup, seed), []
        while not state.finished:
            state, events = play_round(state)
            log.append(events)
        return summary(state), log

    assert play() == play()


@settings(max_examples=40, deadline=None)
@given(lineups, st.integers(0, 10_000))
def test_a_grab_moves_one_cell_of_length_from_victim_to_grabber(lineup, seed):
    state = new_battle(ARENA, lineup, seed)
    total = total_length(state)
    while not state.finished:
        before = [snek.length for snek in state.sneks]
        state, events = play_round(state)
        grabs = Counter(e.snek for e in events if isinstance(e, ev.Grabbed))
        losses = Counter(e.victim for e in events if isinstance(e, ev.Grabbed))
        out = {e.snek for e in events if isinstance(e, ev.Eliminated)}
        for snek, entry in enumerate(state.sneks):
            expected = before[snek] + grabs[snek] - losses[snek] - (snek in out)
            assert entry.length == expected
        assert total_length(state) == total
