"""Snek rules (RULINGS §4) as pure functions: a battle state in, the next state and events out.

Speed: every program is compiled once per battle into bitmasks. The 7×7 window around a
head becomes one integer with a bit per (cell, element) pair ("one-hot"); each of the four
rotations of a pattern becomes a mask of the bits it needs, a mask of the bits it forbids,
one mask per optional group and a mask of all optional bits. Matching a rotation is then a
handful of integer operations, whatever the number of cells in the pattern.

The arena is kept as a bytearray padded with 3 cells of wall on every side, so the window
never needs a bounds check and cells outside the arena read as wall.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from game.core.coords import Cell
from game.core.rng import derived_rng
from game.snek import events as ev
from game.snek.levels import Arena
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
    OWN_BODY,
    OWN_TAIL,
    SIZE,
    WALL,
    Pattern,
    Program,
    Rule,
    program_issues,
)
from game.table.session import RuleViolation

MIN_SNEKS = 2
MAX_SNEKS = 9
PAD = CENTRE  # wall cells around the arena so that a window never leaves the board
ELEMENT_BITS = len(ELEMENTS)

EMPTY_CODE = 0
WALL_CODE = 1
HEAD, BODY, TAIL = range(3)

RULES_NOTES = """\
• A rotation of a pattern whose move would be illegal does not match; among the rotations \
that match with a legal move, the one with most optional cells held is taken (a seeded \
random one among equals). If no rotation of a pattern is left, the next pattern is tried.
• A pattern with no cells set matches everywhere: the snek takes a seeded random legal move \
(the seed's Example 0). A snek may have no patterns at all; it always moves at random.
• A battle uses the arena's first starts in order: the first snek listed gets start 1, and \
so on. An arena with fewer starts than sneks cannot hold that battle.
• Entering your own tail is legal: the tail moves on as the head arrives.
• When a grab leaves only one snek, the battle ends at once, in that round; the sneks who \
had not yet acted in that round do not act.
• Ranking: sneks alive first, longer before shorter; eliminated sneks after them, the one \
eliminated later first. Sneks equal on all of this share a place.
• Each round's turn order, every random move and every tie between rotations come from the \
battle's seed and the round number: the same arena, sneks and seed always give the same \
battle.
• Two copies of one program may fight each other; the second gets "#2" after its name.
• A grabbed snek left with only its head leaves the arena at once (the head cell becomes \
empty); the viewer and the results show it with length 1 (the head the log says it has \
left), marked out, with the round it went out.
• A pattern cell is either optional (t?) or must-not (!t), never both: such a cell is \
refused when the program is read or edited."""


def snek_code(snek: int, part: int) -> int:
    return 2 + 3 * snek + part


def rotate_offset(dx: int, dy: int, turns: int) -> tuple[int, int]:
    """Turn an offset (y pointing down) `turns` quarter turns clockwise."""
    for _ in range(turns % 4):
        dx, dy = -dy, dx
    return dx, dy


def rotate_move(move: str, turns: int) -> str:
    return MOVES[(MOVES.index(move) + turns) % 4]


def window_bit(dx: int, dy: int, element: int) -> int:
    return 1 << (((dy + CENTRE) * SIZE + dx + CENTRE) * ELEMENT_BITS + element)


# --- compiling programs ------------------------------------------------------------------


@dataclass(frozen=True)
class Rotation:
    """One rotation of one pattern, as masks over the one-hot window."""

    turns: int
    move: str
    need: int
    forbid: int
    groups: tuple[int, ...]  # one mask per element that has optional cells
    optional: int
    rules: tuple[tuple[int, int, Rule], ...]  # rotated (dx, dy, rule), for explanations


def compile_pattern(pattern: Pattern) -> tuple[Rotation, ...]:
    rotations = []
    for turns in range(4):
        need = forbid = optional = 0
        groups: dict[int, int] = {}
        rules = []
        for dx, dy, rule in pattern.rules():
            rx, ry = rotate_offset(dx, dy, turns)
            rules.append((rx, ry, rule))
            bit = window_bit(rx, ry, rule.element)
            if rule.mode == NORMAL:
                need |= bit
            elif rule.mode == MUST_NOT:
                forbid |= bit
            else:
                groups[rule.element] = groups.get(rule.element, 0) | bit
                optional |= bit
        group_masks = tuple(groups[e] for e in sorted(groups))
        move = rotate_move(pattern.move, turns)
        rotations.append(Rotation(turns, move, need, forbid, group_masks, optional, tuple(rules)))
    return tuple(rotations)


def compile_program(program: Program) -> tuple[tuple[Rotation, ...], ...]:
    return tuple(compile_pattern(pattern) for pattern in program.patterns)


# --- the board ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Geometry:
    """Cell ↔ index on the padded board, move steps and the window's offsets."""

    width: int
    height: int

    @property
    def stride(self) -> int:
        return self.width + 2 * PAD

    def index(self, cell: Cell) -> int:
        return (cell[1] + PAD) * self.stride + cell[0] + PAD

    def cell(self, index: int) -> Cell:
        row, column = divmod(index, self.stride)
        return column - PAD, row - PAD

    def steps(self) -> dict[str, int]:
        return {"U": -self.stride, "R": 1, "D": self.stride, "L": -1}

    def window(self) -> list[tuple[int, int, int]]:
        """(dx, dy, index offset) of the 48 window cells around the head."""
        return [
            (dx, dy, dy * self.stride + dx)
            for dy in range(-CENTRE, CENTRE + 1)
            for dx in range(-CENTRE, CENTRE + 1)
            if (dx, dy) != (0, 0)
        ]


@dataclass(frozen=True)
class Viewer:
    """What one snek needs to look at the board fast: its bits per board code, its steps."""

    window: tuple[tuple[int, tuple[int, ...]], ...]  # (offset, bit for each board code)
    enterable: tuple[bool, ...]  # by board code: empty, own tail, enemy tails
    steps: dict[str, int]
    patterns: tuple[tuple[Rotation, ...], ...]


def element_seen(viewer: int, code: int) -> int:
    """The element a board code is for the snek `viewer` (own head never shows: it is H)."""
    if code == EMPTY_CODE:
        return EMPTY
    if code == WALL_CODE:
        return WALL
    snek, part = divmod(code - 2, 3)
    if snek == viewer:
        return OWN_TAIL if part == TAIL else OWN_BODY
    return (ENEMY_HEAD, ENEMY_BODY, ENEMY_TAIL)[part]


def make_viewer(snek: int, count: int, geometry: Geometry, program: Program) -> Viewer:
    codes = range(2 + 3 * count)
    seen = [element_seen(snek, code) for code in codes]
    window = tuple(
        (offset, tuple(window_bit(dx, dy, seen[code]) for code in codes))
        for dx, dy, offset in geometry.window()
    )
    # Legal targets: empty cells and every tail, the snek's own included.
    enterable = tuple(
        code == EMPTY_CODE or (code >= 2 and (code - 2) % 3 == TAIL) for code in codes
    )
    return Viewer(window, enterable, geometry.steps(), compile_program(program))


# --- the state ---------------------------------------------------------------------------


@dataclass
class Snek:
    cells: deque[int]  # padded board indices, head first
    alive: bool = True
    eliminated_round: int | None = None
    grabs: int = 0

    @property
    def length(self) -> int:
        return len(self.cells)


@dataclass
class BattleState:
    arena: Arena
    programs: tuple[Program, ...]
    names: tuple[str, ...]
    seed: int
    geometry: Geometry
    viewers: tuple[Viewer, ...]
    board: bytearray
    sneks: list[Snek]
    rounds_played: int = 0
    end_reason: str | None = None
    initial_length: int = 0

    @property
    def finished(self) -> bool:
        return self.end_reason is not None

    def copy(self) -> BattleState:
        return BattleState(
            self.arena,
            self.programs,
            self.names,
            self.seed,
            self.geometry,
            self.viewers,
            bytearray(self.board),
            [Snek(deque(s.cells), s.alive, s.eliminated_round, s.grabs) for s in self.sneks],
            self.rounds_played,
            self.end_reason,
            self.initial_length,
        )

    def cells_of(self, snek: int) -> list[Cell]:
        """Head first; empty once eliminated."""
        return [self.geometry.cell(index) for index in self.sneks[snek].cells]

    def alive(self) -> list[int]:
        return [index for index, snek in enumerate(self.sneks) if snek.alive]


def display_names(programs: Sequence[Program]) -> tuple[str, ...]:
    """Program names, with "#2", "#3" … after repeated ones (skipping a number that another
    snek's name already ends with, such as a same-named older file's "#2")."""
    taken = {program.name for program in programs}
    names: list[str] = []
    counts: dict[str, int] = {}
    for program in programs:
        counts[program.name] = counts.get(program.name, 0) + 1
        if counts[program.name] == 1:
            names.append(program.name)
            continue
        while f"{program.name} #{counts[program.name]}" in taken:
            counts[program.name] += 1
        names.append(f"{program.name} #{counts[program.name]}")
        taken.add(names[-1])
    return tuple(names)


def check_lineup(arena: Arena, programs: Sequence[Program]) -> list[str]:
    """Why these sneks cannot fight on this arena (empty when they can): the setup's check."""
    reasons = []
    if not MIN_SNEKS <= len(programs) <= MAX_SNEKS:
        reasons.append(f"a battle has {MIN_SNEKS} to {MAX_SNEKS} sneks, not {len(programs)}")
    for index, program in enumerate(programs):
        reasons.extend(check_submission(arena, index, program))
    return reasons


def check_submission(arena: Arena, seat: int, program: Program) -> list[str]:
    """Why one snek's program cannot take seat `seat` on this arena (empty when it can)."""
    reasons = [f"snek {seat + 1} ({program.name}): {i.message}" for i in program_issues(program)]
    if seat >= len(arena.starts):
        count = len(arena.starts)
        reasons.append(f"snek {seat + 1}: the arena has only {count} starts, so {count} sneks")
    return reasons


def new_battle(arena: Arena, programs: Sequence[Program], seed: int = 0) -> BattleState:
    """Sneks on their starts (program i on start i), nothing played yet."""
    reasons = check_lineup(arena, programs)
    if reasons:
        raise RuleViolation("; ".join(reasons), ("sneks",))
    bodies = [start.cells() for start in arena.starts[: len(programs)]]
    return place_sneks(arena, programs, bodies, seed)


def place_sneks(
    arena: Arena, programs: Sequence[Program], bodies: Sequence[Sequence[Cell]], seed: int = 0
) -> BattleState:
    """A battle with each snek on the cells given (head first): for tests and puzzles."""
    if len(bodies) != len(programs) or not MIN_SNEKS <= len(programs) <= MAX_SNEKS:
        raise RuleViolation(f"a battle has {MIN_SNEKS} to {MAX_SNEKS} sneks, each with a body")
    taken: set[Cell] = set()
    for number, body in enumerate(bodies):
        problem = _body_problem(arena, body, taken)
        if problem:
            raise RuleViolation(f"snek {number + 1}: {problem}", ("sneks", number))
        taken.update(body)
    geometry = Geometry(arena.width, arena.height)
    board = bytearray([WALL_CODE]) * (geometry.stride * (arena.height + 2 * PAD))
    for column in range(arena.width):
        for row in range(arena.height):
            if (column, row) not in arena.walls:
                board[geometry.index((column, row))] = EMPTY_CODE
    sneks = []
    for number, body in enumerate(bodies):
        cells = deque(geometry.index(cell) for cell in body)
        for index in cells:
            board[index] = snek_code(number, BODY)
        _mark(board, cells, number)
        sneks.append(Snek(cells))
    viewers = tuple(
        make_viewer(number, len(programs), geometry, program)
        for number, program in enumerate(programs)
    )
    total = sum(snek.length for snek in sneks)
    return BattleState(
        arena,
        tuple(programs),
        display_names(programs),
        seed,
        geometry,
        viewers,
        board,
        sneks,
        initial_length=total,
    )


def _body_problem(arena: Arena, body: Sequence[Cell], taken: set[Cell]) -> str | None:
    if len(body) < 2:
        return "a snek has a head and at least a tail"
    for position, cell in enumerate(body):
        if not arena.is_floor(cell):
            return f"cell {position + 1} is not on the arena's floor"
        if cell in taken or cell in body[:position]:
            return f"cell {position + 1} is taken twice"
        if (
            position
            and abs(cell[0] - body[position - 1][0]) + abs(cell[1] - body[position - 1][1]) != 1
        ):
            return f"cell {position + 1} does not touch cell {position}"
    return None


# --- deciding ----------------------------------------------------------------------------


def legal_moves(state: BattleState, snek: int) -> set[str]:
    """Moves into an empty cell, the snek's own tail or an enemy tail."""
    viewer = state.viewers[snek]
    head = state.sneks[snek].cells[0]
    board, enterable = state.board, viewer.enterable
    return {move for move, step in viewer.steps.items() if enterable[board[head + step]]}


def window_view(state: BattleState, snek: int) -> int:
    """The 7×7 window around the snek's head as one-hot bits (see the module's notes)."""
    board = state.board
    head = state.sneks[snek].cells[0]
    view = 0
    for offset, bits in state.viewers[snek].window:
        view |= bits[board[head + offset]]
    return view


def rotation_fits(rotation: Rotation, view: int, legal: set[str]) -> int | None:
    """How many optional cells hold if the rotation matches with a legal move, else None."""
    need = rotation.need
    if (
        rotation.move not in legal
        or view & need != need
        or view & rotation.forbid
        or not all(view & group for group in rotation.groups)
    ):
        return None
    return (view & rotation.optional).bit_count()


def decide(state: BattleState, snek: int, rng: random.Random, round_number: int) -> ev.Decided:
    """The why-record of one snek's move on the board as it is now (RULINGS §4, matching)."""
    legal = legal_moves(state, snek)
    head = state.geometry.cell(state.sneks[snek].cells[0])
    if not legal:
        return ev.Decided(round_number, snek, head, None)
    view = window_view(state, snek)
    for number, rotations in enumerate(state.viewers[snek].patterns):
        best: list[Rotation] = []
        best_held = -1
        for rotation in rotations:
            held = rotation_fits(rotation, view, legal)
            if held is None or held < best_held:
                continue
            if held > best_held:
                best, best_held = [], held
            best.append(rotation)
        if best:
            chosen = best[0] if len(best) == 1 else rng.choice(best)
            cells = _overlay(chosen, head, view)
            return ev.Decided(
                round_number, snek, head, chosen.move, number, chosen.turns, cells, best_held
            )
    move = rng.choice([m for m in MOVES if m in legal])
    return ev.Decided(round_number, snek, head, move)


def _overlay(rotation: Rotation, head: Cell, view: int) -> tuple[ev.OverlayCell, ...]:
    cells = []
    for dx, dy, rule in rotation.rules:
        present = bool(view & window_bit(dx, dy, rule.element))
        held = not present if rule.mode == MUST_NOT else present
        cells.append(ev.OverlayCell((head[0] + dx, head[1] + dy), rule, held))
    return tuple(cells)


# --- moving ------------------------------------------------------------------------------


def _move(state: BattleState, snek: int, move: str, round_number: int) -> list[ev.Event]:
    board = state.board
    body = state.sneks[snek].cells
    geometry = state.geometry
    origin = body[0]
    target = origin + state.viewers[snek].steps[move]
    code = board[target]
    events: list[ev.Event] = [ev.Moved(snek, geometry.cell(origin), geometry.cell(target))]
    victim = (code - 2) // 3 if code >= 2 and code != snek_code(snek, TAIL) else None
    if victim is None:
        tail = body.pop()
        if tail != target:
            board[tail] = EMPTY_CODE
    else:
        state.sneks[snek].grabs += 1
        events.append(ev.Grabbed(snek, victim, geometry.cell(target)))
        events.extend(_lose_tail(state, victim, snek, round_number))
    body.appendleft(target)
    _mark(board, body, snek)
    return events


def _lose_tail(state: BattleState, victim: int, grabber: int, round_number: int) -> list[ev.Event]:
    snek = state.sneks[victim]
    snek.cells.pop()  # the grabber's head takes the cell
    if len(snek.cells) > 1:
        _mark(state.board, snek.cells, victim)
        return []
    state.board[snek.cells.pop()] = EMPTY_CODE
    snek.alive = False
    snek.eliminated_round = round_number
    return [ev.Eliminated(victim, grabber)]


def _mark(board: bytearray, body: deque[int], snek: int) -> None:
    """Re-mark the parts that can change in one move: head, the cell behind it, tail."""
    board[body[0]] = snek_code(snek, HEAD)
    if len(body) > 2:
        board[body[1]] = snek_code(snek, BODY)
    board[body[-1]] = snek_code(snek, TAIL)


# --- rounds and the end ------------------------------------------------------------------


def play_round(state: BattleState) -> tuple[BattleState, list[ev.Event]]:
    """Every living snek acts once, in a seeded random order; the battle may end."""
    return _play_round(state, None)


def seen_by(state: BattleState, snek: int) -> BattleState:
    """The arena as `snek` saw it at its turn in the round after `state`: the sneks before it
    in that round's order have moved (for the viewer's "why" panel)."""
    seen, _ = _play_round(state, snek)
    return seen


def _play_round(state: BattleState, until: int | None) -> tuple[BattleState, list[ev.Event]]:
    """The round; with `until`, stopped just before that snek acts (the state unfinished)."""
    if state.finished:
        raise RuleViolation(f"the battle is over ({ev.END_WORDS[state.end_reason or '']})")
    state = state.copy()
    number = state.rounds_played + 1
    rng = derived_rng(state.seed, "round", number)
    order = state.alive()
    rng.shuffle(order)
    events: list[ev.Event] = [ev.RoundBegan(number, tuple(order))]
    anyone_moved = False
    for snek in order:
        if snek == until:
            return state, events
        if not state.sneks[snek].alive:
            continue
        decision = decide(state, snek, rng, number)
        events.append(decision)
        if decision.move is None:
            continue
        anyone_moved = True
        events.extend(_move(state, snek, decision.move, number))
        if len(state.alive()) == 1:
            state.end_reason = ev.END_LAST_SNEK
            break
    state.rounds_played = number
    if state.end_reason is None and not anyone_moved:
        state.end_reason = ev.END_ALL_STUCK
    elif state.end_reason is None and number >= state.arena.rounds:
        state.end_reason = ev.END_ROUNDS
    if state.end_reason is not None:
        events.append(ev.BattleEnded(number, state.end_reason, tuple(ranking(state))))
    return state, events


def play_battle(state: BattleState) -> BattleState:
    """Play to the end (no events kept: for tournaments and benchmarks)."""
    while not state.finished:
        state, _ = play_round(state)
    return state


def _rank_key(state: BattleState, snek: int) -> tuple[int, int, int]:
    entry = state.sneks[snek]
    if entry.alive:
        return (1, entry.length, 0)
    return (0, 0, entry.eliminated_round or 0)


def ranking(state: BattleState) -> list[int]:
    """Sneks best first: alive, then longer; eliminated later before eliminated earlier."""
    return sorted(range(len(state.sneks)), key=lambda s: _rank_key(state, s), reverse=True)


def places(state: BattleState) -> list[int]:
    """Each snek's place from 1; sneks equal on the ranking share a place."""
    order = ranking(state)
    result = [0] * len(order)
    for position, snek in enumerate(order):
        earlier = order[position - 1] if position else None
        if earlier is not None and _rank_key(state, earlier) == _rank_key(state, snek):
            result[snek] = result[earlier]
        else:
            result[snek] = position + 1
    return result


def shown_length(snek: Snek) -> int:
    """A snek's length as the window shows it: an eliminated snek had only its head left."""
    return snek.length if snek.alive else 1


def total_length(state: BattleState) -> int:
    """Cells of all living sneks plus one per eliminated snek (the head it lost)."""
    return sum(shown_length(s) for s in state.sneks)
