"""The puzzle solver: fewest tower rotations that leave every piece in a snake with a head.

How it works. The colours never interact: whether red is solved depends only on where the red
pieces are, and a rotation moves every colour on its tower at once. So the number of moves a
colour would need on its own is a lower bound for the whole board, and the largest of them is
an admissible heuristic. Those per-colour distances are themselves found by a small search
over that colour's pieces only (moves on towers it touches), with its own heuristic, a
pattern bound made of exact tables for pairs of pieces (each a breadth-first search over the
54 × 53 pairs of cells, made once and kept): a lonely piece has to meet a piece of its colour
(`_JOIN`), or a head has to reach the edge; every tail must be joined to a head through pairs
that can meet (`_kruskal_to_heads`); and the snakes' shapes bound how far apart two pieces
may end (`_gathering_bound`, which says why each part is admissible). Groups that need moves
in towers no other needs count separately, across colours too (`_separate_zones`), and two
colours whose pieces cannot share a tower for a while cannot share the moves they need
(`_two_colour_bound`). Searching a colour costs more than it saves when much budget is
left, so the main search asks that small search only near its leaves (ORACLE_BUDGET) and
uses the cheap heuristic and the known answers above.

Speed. A colour is one integer (`_colour_state`: a bit per cell holding it, and a bit per
cell holding one of its heads), a position is the tuple of its colours' integers, and a
tower turn is three bit operations and a look-up in a table made at import (`_turn`). All
that is known of one colour (its bound, its zones, which moves it can still afford) is kept
per integer and shared by every position that has that colour so (`_ColourTable`): a move
changes only the colours on its tower, so a child's bounds are the parent's with those
colours looked up again. Which moves a node may try is then one AND of bit masks over its
colours (`_ColourTable.fitting`: the moves after which the colour still fits the budget),
so children that a bound would refuse are never made.

The compiled core. `_search_core.c` is the same main search (`_Solver._search`, `_bounded`,
`_ColourTable.within`, `fitting`, `_colour_estimate`) in C, built at install when a C
compiler is there, with every table handed over from this module (`_core_tables`). Where it
was built, `_Solver.search_from` and `_Solver.distance` use it; elsewhere the Python search
here does the same work, node for node (the tests compare the two: same moves, same
positions counted), about ten times slower. Either way a position counts once when it is
expanded (`_Search.tick`) and once per step of a colour's exact search. `reference.py`
checks answers without any of this code (the rules' own moves and a plain breadth-first
search), and the tests and the solver bench use it.

Both searches are depth-first searches with a transposition table of proven lower bounds
("from here, more than n moves"): a state searched once with budget n and failed is never
searched again with budget n or less. The main search also never tries a move that only
repeats another order or length of the same moves (`_follows`: no undoing the last move, of
two moves on towers without a common cell only the smaller tower first, no fourth turn of a
tower one way or third the other); its table therefore remembers each failure with the last
move before it (a mirror image of a position is not looked up: the order rule for commuting
moves is not mirror-symmetric, so the image's failure would not cover the same move orders).
The main search deepens one move at a time, so the first solution it finds is proven
shortest. Two things keep it small: a colour that needs the whole remaining budget must be
moved by the next move (only towers holding it are tried), and the moves are tried most
promising first (smallest sum of the colours' bounds, then fewest groups that are not headed
snakes: `_promise`), so that the last depth usually ends after a handful of positions.

A start that a board symmetry maps onto itself (colours renamed) has its first moves tried
once per mirror image (`_root_children`, `symmetries`).

A greedy best-first search first finds some solution quickly, so that a search stopped by its
time limit can still offer "best found, not proven shortest".

Two cores. With the compiled core and `workers` > 1 (WORKERS: two where the machine has
two cores), each depth from SHARED_FROM moves is shared out: of the start's grandchildren,
in the order the search would meet them, the first worker takes them from the front and
the others from the back (`_Solver._shared_depth`). Each worker is a thread running a
compiled core of its own (its own tables: the core runs without the GIL, so nothing is
locked); they share only the task list and the stop signal. The proof is the same (a depth
fails only when every grandchild fails); which of several shortest solutions is found
first, and how many positions are counted, may differ from run to run, so whatever must be
the same on every machine (the daily puzzle, the generator, tests that count positions)
asks for one worker. The greedy search stays first, on the first worker's core (it
teaches that core's tables).

The solver works in bounded slices so that a window can call it without freezing: run
`solve()` in a worker thread with a `threading.Event` as cancel flag (see `SolveJob`).
"""

from __future__ import annotations

import heapq
import itertools
import os
import threading
import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from operator import itemgetter
from typing import Any

from game.tactrics.board import (
    CELL_COUNT,
    EDGE_CELLS,
    IS_EDGE,
    NEIGHBOURS,
    ROTATION_SOURCES,
    SYMMETRIES,
    TOWER_COUNT,
    TOWER_CYCLES,
    TOWERS_OF_CELL,
    towers_share_cells,
)
from game.tactrics.rules import (
    Action,
    Board,
    colours_on,
    piece_code,
    puzzle_solved,
    unsolvable_reason,
)

DEFAULT_SECONDS = 10.0
_CHECK_EVERY = 512
ORACLE_BUDGET = 1  # deeper oracle searches cost more than their pruning saves…
SMALL_ORACLE_BUDGET = 2  # …except for colours of few pieces (the shipped deep puzzles: 2–3×)
SMALL_COLOUR = 5  # pieces
GREEDY_CAP = 2  # the greedy search's guide: exact colour distances up to this, else a bound
GREEDY_POSITIONS = 2_000  # positions the greedy search makes at most
ROOT_ORACLE_CAP = 3  # the exact colour distances at the start, when this small (cheap)
_PROMISE_BOUND_WEIGHT = 64  # more than the groups of 54 cells (the core's PROMISE_BOUND_WEIGHT)
PROGRESS_EVERY = 0.5  # seconds between progress reports while one depth is searched
TABLE_LIMIT = 3_000_000  # entries per table before it is emptied (memory stays bounded)
# The compiled core's search shares each depth from SHARED_FROM moves out between WORKERS
# threads (`_Solver._shared_depth`); shallower depths take too few positions to be worth it.
WORKERS = min(2, os.cpu_count() or 1)
SHARED_FROM = 7  # below, a fresh core's tables cost more (page faults) than sharing saves


@dataclass(frozen=True)
class Progress:
    """How far a running search has got: every solution shorter than `depth` is ruled out."""

    depth: int
    positions: int  # positions searched so far
    seconds: float

    def describe(self) -> str:
        return (
            f"depth {self.depth} (no shorter solution exists): "
            f"{self.positions} positions searched, {self.seconds:.1f} s"
        )


ProgressReport = Callable[[Progress], None]


class _Stop(Exception):
    """The time or node limit was reached, or the caller cancelled."""


@dataclass(frozen=True)
class Solution:
    moves: tuple[Action, ...] | None  # None when no solution was found
    proven: bool  # True: no shorter solution exists (or: no solution at all, if moves is None)
    lower_bound: int  # the shortest solution has at least this many moves
    seconds: float
    nodes: int
    reason: str = ""  # why there is none, when it is known

    @property
    def length(self) -> int | None:
        return None if self.moves is None else len(self.moves)

    @property
    def positions_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0

    def moves_text(self) -> str:
        return " ".join(str(move) for move in self.moves or ())


# --- moves and positions as integers -------------------------------------------------------

_ROTATION_KEYS = [(tower, way) for tower in range(1, TOWER_COUNT + 1) for way in (True, False)]
_MOVES = [Action(tower, clockwise) for tower, clockwise in _ROTATION_KEYS]
_MOVE_COUNT = len(_MOVES)
_ALL_MOVES = (1 << _MOVE_COUNT) - 1
_START = 0  # the context of the first move: nothing played before it

# A colour alone is one int: bit c is set when a piece of the colour is on cell c, and bit
# _HEAD_SHIFT + c when that piece is a head.
_HEAD_SHIFT = CELL_COUNT
_CELL_BITS = (1 << CELL_COUNT) - 1
_CELLS = range(CELL_COUNT)


def _colour_state(board: Board | bytes, colour: int) -> int:
    tail, head = piece_code(colour, False), piece_code(colour, True)
    state = 0
    for cell, code in enumerate(board):
        if code == tail:
            state |= 1 << cell
        elif code == head:
            state |= (1 << cell) | (1 << (cell + _HEAD_SHIFT))
    return state


def _cells_of(bits: int) -> list[int]:
    """The cells whose bits are set, in order."""
    cells = []
    while bits:
        low = bits & -bits
        cells.append(low.bit_length() - 1)
        bits ^= low
    return cells


def _turn_tables() -> tuple[list[int], list[int], list[dict[int, int]]]:
    """For each move: the bits it touches, the bits it keeps, and what each arrangement of
    the touched bits becomes (every way to fill the tower's six cells with nothing, a tail or
    a head: 729 entries)."""
    masks, keeps, tables = [], [], []
    for key in _ROTATION_KEYS:
        cycle = TOWER_CYCLES[key[0] - 1]
        sources = ROTATION_SOURCES[key]
        cells = sum(1 << cell for cell in cycle)
        mask = cells | cells << _HEAD_SHIFT
        table = {}
        for filling in itertools.product((0, 1, 2), repeat=len(cycle)):  # empty, tail, head
            content = dict(zip(cycle, filling, strict=True))
            before = after = 0
            for cell in cycle:
                before |= _piece_bits(cell, content[cell])
                after |= _piece_bits(cell, content[sources[cell]])
            table[before] = after
        masks.append(mask)
        keeps.append(~mask & (_CELL_BITS | _CELL_BITS << _HEAD_SHIFT))
        tables.append(table)
    return masks, keeps, tables


def _piece_bits(cell: int, content: int) -> int:
    return (1 << cell if content else 0) | (1 << (cell + _HEAD_SHIFT) if content == 2 else 0)


_TURN_MASK, _TURN_KEEP, _TURN_TABLE = _turn_tables()
# _CELL_MOVES[c]: the moves (as bits) that carry a piece on cell c.
_CELL_MOVES = [
    sum(3 << (2 * (tower - 1)) for tower in TOWERS_OF_CELL[cell]) for cell in range(CELL_COUNT)
]


def _turn(state: int, move: int) -> int:
    """One colour after a move."""
    return (state & _TURN_KEEP[move]) | _TURN_TABLE[move][state & _TURN_MASK[move]]


def _moves_of(state: int) -> int:
    """The moves (as bits) that carry some piece of the colour."""
    moves = 0
    for cell in _cells_of(state & _CELL_BITS):
        moves |= _CELL_MOVES[cell]
    return moves


def _context(move: int, run: int) -> int:
    """What the search remembers of the moves before: the last move and how often in a row."""
    return 1 + move * 3 + (run - 1)


def _follows(previous: Action, run: int, move: Action) -> bool:
    """May `move` follow `run` plays of `previous` in a shortest-solution search?

    Every sequence this refuses has an equivalent or shorter one it allows: undoing the
    last move; a fourth clockwise turn (= two anticlockwise) or a third anticlockwise one
    (= three clockwise); and, of two moves on towers with no cell in common (they commute),
    the order with the larger tower first."""
    if move.tower == previous.tower:
        if move.clockwise != previous.clockwise:
            return False
        return run < (3 if move.clockwise else 2)
    commute = not towers_share_cells(move.tower, previous.tower)
    return not (commute and move.tower < previous.tower)


def _successor_table() -> list[tuple[int, list[int]]]:
    """For each context: the moves allowed next (as bits), and the context after each move."""
    every = range(_MOVE_COUNT)
    table: list[tuple[int, list[int]]] = [(_ALL_MOVES, [_context(m, 1) for m in every])]
    for index, previous in enumerate(_MOVES):
        for run in (1, 2, 3):
            allowed = sum(1 << m for m in every if _follows(previous, run, _MOVES[m]))
            after = [_context(m, run + 1 if m == index else 1) for m in every]
            table.append((allowed, after))
    for index, previous in enumerate(_MOVES):  # `_unordered_after` contexts
        allowed = sum(1 << m for m in every if _MOVES[m] != previous.reverse)
        table.append((allowed, [_context(m, 2 if m == index else 1) for m in every]))
    return table


_SUCCESSORS = _successor_table()


def _unordered_after(move: int) -> int:
    """The context after a first move when the others were not all tried: every move but
    its undoing may follow (the order of commuting moves is not fixed)."""
    return _context(_MOVE_COUNT - 1, 3) + 1 + move


# --- bounds: tables made once at import -----------------------------------------------------


def _breadth_first_distances(links: list[set[int]] | list[tuple[int, ...]]) -> list[list[int]]:
    """table[a][b]: the fewest steps from cell a to cell b, a step going from a cell to one of
    its `links` (99: never)."""
    table = []
    for start in range(CELL_COUNT):
        distance = [99] * CELL_COUNT
        distance[start] = 0
        frontier = [start]
        while frontier:
            following = []
            for cell in frontier:
                for step in links[cell]:
                    if distance[step] == 99:
                        distance[step] = distance[cell] + 1
                        following.append(step)
            frontier = following
        table.append(distance)
    return table


def _rotation_distances() -> list[list[int]]:
    """DIST[a][b]: fewest rotations that carry one piece from cell a to cell b."""
    steps: list[set[int]] = [set() for _ in range(CELL_COUNT)]
    for cycle in TOWER_CYCLES:
        for index, cell in enumerate(cycle):
            steps[cell].add(cycle[(index + 1) % 6])
            steps[cell].add(cycle[(index - 1) % 6])
    return _breadth_first_distances(steps)


_DIST = _rotation_distances()
_ADJACENT_PAIRS = [(a, b) for a in range(CELL_COUNT) for b in NEIGHBOURS[a]]


def _joint_meeting_table() -> list[list[int]]:
    """JOIN[a][b]: the fewest rotations after which the pieces now on cells a and b sit side
    by side, both carried by the same rotations (a breadth-first search backwards from every
    side-by-side pair over the 54 × 53 ordered pairs of cells, done once at import).

    It never exceeds the true count: any sequence of rotations that joins the two pieces on
    the real board joins them here. It is at least the count with each piece moved on its own
    (a shared rotation can carry one piece where it should not go)."""
    join = [[99] * CELL_COUNT for _ in range(CELL_COUNT)]
    frontier = [(a, b) for a, b in _ADJACENT_PAIRS]
    for a, b in frontier:
        join[a][b] = 0
    # ROTATION_SOURCES[k][cell] is the cell whose piece rotation k brings to `cell`: one
    # step backwards.
    backwards = [ROTATION_SOURCES[key] for key in _ROTATION_KEYS]
    depth = 0
    while frontier:
        depth += 1
        following = []
        for a, b in frontier:
            for sources in backwards:
                x, y = sources[a], sources[b]
                if join[x][y] == 99:
                    join[x][y] = depth
                    following.append((x, y))
        frontier = following
    return join


_JOIN = _joint_meeting_table()
_TO_EDGE = [min(_DIST[a][edge] for edge in EDGE_CELLS) for a in range(CELL_COUNT)]
# _ZONE[a]: towers (as bits) whose turning can change what lies on or beside cell a.
_ZONE = [
    sum(1 << tower for tower in {t for c in (a, *NEIGHBOURS[a]) for t in TOWERS_OF_CELL[c]})
    for a in range(CELL_COUNT)
]


def _graph_distances() -> list[list[int]]:
    """STEPS[a][b]: cells crossed going from cell a to cell b through shared sides."""
    return _breadth_first_distances([tuple(NEIGHBOURS[cell]) for cell in range(CELL_COUNT)])


_STEPS = _graph_distances()
_EDGE_STEPS = [min(_STEPS[cell][edge] for edge in EDGE_CELLS) for cell in _CELLS]


def _pair_table(to_edge: bool, reach: int) -> list[list[int]]:
    """TABLE[a][b]: the fewest rotations after which the pieces now on cells a and b are at
    most `reach` steps apart (through shared sides), or, with `to_edge`, after which the
    steps from a to b plus those from b to the edge are at most `reach`. `_JOIN` is reach 1
    without edge. All are made at import (a few hundredths of a second in all)."""
    return _PAIR_TABLES[to_edge, reach]


def _backward_pair_table(goal: Callable[[int, int], bool]) -> list[list[int]]:
    """TABLE[a][b]: the fewest rotations after which the pieces now on cells a and b meet
    `goal`, both carried by the same rotations (breadth-first, backwards from the goal
    pairs, as `_JOIN`): exact for the two pieces alone."""
    table = [[99] * CELL_COUNT for _ in range(CELL_COUNT)]
    frontier = [(a, b) for a in _CELLS for b in _CELLS if a != b and goal(a, b)]
    for a, b in frontier:
        table[a][b] = 0
    backwards = [ROTATION_SOURCES[key] for key in _ROTATION_KEYS]
    depth = 0
    while frontier:
        depth += 1
        following = []
        for a, b in frontier:
            for sources in backwards:
                x, y = sources[a], sources[b]
                if table[x][y] == 99:
                    table[x][y] = depth
                    following.append((x, y))
        frontier = following
    return table


_SAME_TOWER = _backward_pair_table(
    lambda a, b: bool(set(TOWERS_OF_CELL[a]) & set(TOWERS_OF_CELL[b]))
)

_REACH_LIMIT = 5  # colours of up to 6 pieces; beyond, the tables say little (measured)


def _within_reach(to_edge: bool, reach: int) -> Callable[[int, int], bool]:
    return lambda a, b: _STEPS[a][b] + (_EDGE_STEPS[b] if to_edge else 0) <= reach


_PAIR_TABLES: dict[tuple[bool, int], list[list[int]]] = {
    (to_edge, reach): _backward_pair_table(_within_reach(to_edge, reach))
    for to_edge in (False, True)
    for reach in range(1, _REACH_LIMIT + 1)
}


def _two_colour_bound(first: int, second: int, apart: int) -> int:
    """A bound for two colours that need `first` and `second` moves (or more) alone, and
    whose pieces need `apart` moves before any two of them share a tower.

    Why it is admissible. Of a solution's L moves, S turn a tower holding both colours, a
    only the first, b only the second. Each colour needs its own moves: S + a ≥ first,
    S + b ≥ second. With S = 0 that is L ≥ first + second. A move that turns both colours
    needs a piece of each on its tower, which takes `apart` moves before it: then L ≥
    apart + 1 and S ≤ L − apart, so first + second ≤ 2S + a + b ≤ L + S ≤ 2L − apart."""
    both = first + second
    return min(both, max(apart + 1, (both + apart + 1) // 2))


def _apart_at_least(first: list[int], second: list[int], moves: int) -> bool:
    """Do the pieces on the two lists of cells need `moves` or more before two of them, one
    from each, share a tower?"""
    for a in first:
        row = _SAME_TOWER[a]
        for b in second:
            if row[b] < moves:
                return False
    return True


def _moves_apart(first: list[int], second: list[int]) -> int:
    """Moves before a piece on one list of cells shares a tower with one on the other."""
    return min(_SAME_TOWER[a][b] for a in first for b in second)


def _gathering_bound(heads: list[int], tails: list[int]) -> int:
    """Rotations the colour needs before its pieces can stand in headed snakes.

    Why it is admissible. In the solved position every piece lies in a snake with a head,
    so each tail is joined to some head by a chain of side-by-side pieces of its colour. A
    pair side by side after L moves has `_JOIN` ≤ L; so in the graph of pairs with `_JOIN`
    ≤ L every tail reaches a head (`_kruskal_to_heads`: the smallest such L).

    The snakes' shapes, through pair tables (`_pair_table`: exact for the two pieces alone,
    so never more than the moves the whole colour needs). A snake of n pieces puts any two
    of them at most n − 1 steps apart. A snake with one head has its other end on the
    edge: a piece i places from the head is at most i − 1 steps from it and n − i from the
    edge, so steps(head, piece) + steps(piece, edge) ≤ n − 1. With one head, every piece is
    in that one snake. With two heads, either all pieces form one snake (every pair within
    n − 1), or two one-headed snakes of at most n − 1 pieces (each tail within n − 2 of a
    head plus the edge): the bound is the smaller of the two cases."""
    if not tails or not heads:
        return 0  # (a colour without heads is never solved: `unsolvable_reason` says so)
    joining = _kruskal_to_heads(heads, tails)
    count = len(heads) + len(tails)
    if count - 1 > _REACH_LIMIT or len(heads) > 2:
        return joining
    one_snake = _all_pairs_near(heads + tails, _pair_table(False, count - 1))
    if len(heads) == 1:
        edge_row = _pair_table(True, count - 1)[heads[0]]
        return max(joining, one_snake, max(edge_row[tail] for tail in tails))
    to_edge = _pair_table(True, count - 2)
    first, second = to_edge[heads[0]], to_edge[heads[1]]
    two_snakes = 0
    for tail in tails:
        need = first[tail] if first[tail] < second[tail] else second[tail]
        if need > two_snakes:
            two_snakes = need
    return max(joining, min(one_snake, two_snakes))


def _all_pairs_near(pieces: list[int], near: list[list[int]]) -> int:
    bound = 0
    for index, first in enumerate(pieces):
        row = near[first]
        for second in pieces[index + 1 :]:
            if row[second] > bound:
                bound = row[second]
    return bound


def _kruskal_to_heads(heads: list[int], tails: list[int]) -> int:
    """The smallest L such that, joining pairs with `_JOIN` ≤ L, every tail reaches a head:
    the largest of the tails' bottleneck distances from the heads (Prim's order)."""
    join = _JOIN
    reach = {tail: min(join[tail][head] for head in heads) for tail in tails}
    result = 0
    while reach:
        nearest = min(reach, key=reach.__getitem__)
        weight = reach.pop(nearest)
        result = max(result, weight)
        row = join[nearest]
        for tail, known in reach.items():
            through = row[tail] if row[tail] > weight else weight
            if through < known:
                reach[tail] = through
    return result


def rotations_to_meet(first: int, second: int) -> int:
    """The fewest rotations after which pieces now on these two cells can sit side by side."""
    return _JOIN[first][second]


def rotations_to_edge(cell: int) -> int:
    """The fewest rotations that carry a piece from this cell to an edge cell."""
    return _TO_EDGE[cell]


def _separate_zones(zones: list[int]) -> int:
    """How many of the zones are pairwise separate (greedy): a lower bound on the moves."""
    used, count = 0, 0
    for zone in sorted(zones, key=int.bit_count):
        if not zone & used:
            used |= zone
            count += 1
    return count


# _SAME_TOWER_BEFORE[a][k]: the cells (as bits) whose piece can share a tower with a piece on
# cell a in fewer than k moves; with it, "are two colours `k` moves apart?" is one AND.
_SAME_TOWER_MOST = max(moves for row in _SAME_TOWER for moves in row if moves < 99)
_SAME_TOWER_BEFORE = [
    [sum(1 << b for b in _CELLS if row[b] < k) for k in range(_SAME_TOWER_MOST + 2)]
    for row in _SAME_TOWER
]
_NEIGHBOUR_BITS = [sum(1 << other for other in NEIGHBOURS[cell]) for cell in _CELLS]


def _colour_estimate(state: int) -> tuple[int, tuple[int, ...]]:
    """0 if this colour is solved, else a lower bound of at least 1; and the zones of its
    groups that are not headed snakes.

    Every group that is not a headed snake stays exactly as it is unless some tower on or
    beside it turns, so it needs a move in its zone, and groups with separate zones need
    separate moves (`_separate_zones`). A lonely piece needs the rotations that bring another
    piece of its colour beside it (`_JOIN`, or for a head those to the edge). Written for
    speed: the search calls it for every colour it meets."""
    occupied = state & _CELL_BITS
    head_bits = state >> _HEAD_SHIFT
    cells = _cells_of(occupied)
    seen = 0
    zones: list[int] = []
    lonely_need = 0
    for start in cells:
        if seen >> start & 1:
            continue
        seen |= 1 << start
        group, index = [start], 0
        branched = loose_end = False
        ends = head_ends = 0
        while index < len(group):
            cell = group[index]
            index += 1
            linked = _NEIGHBOUR_BITS[cell] & occupied
            degree = linked.bit_count()
            fresh = linked & ~seen
            if fresh:
                seen |= fresh
                group.extend(_cells_of(fresh))
            head = head_bits >> cell & 1
            if degree > 2 or (degree == 2 and head):
                branched = True
            elif degree < 2:
                ends += 1
                if head:
                    head_ends += 1
                elif not IS_EDGE[cell]:
                    loose_end = True
        if len(group) == 1:
            if head_ends and IS_EDGE[start]:
                continue  # a single head on the edge is a snake
            if head_ends:  # (a lonely tail's need is within `_kruskal_to_heads`)
                row = _JOIN[start]
                need = min((row[other] for other in cells if other != start), default=99)
                lonely_need = max(lonely_need, min(need, _TO_EDGE[start]))
            zones.append(_ZONE[start])
        elif branched or ends != 2 or not head_ends or loose_end:
            zone = 0
            for member in group:
                zone |= _ZONE[member]
            zones.append(zone)
    if not zones:
        return 0, ()
    heads = _cells_of(head_bits)
    tails = _cells_of(occupied & ~head_bits)
    gathering = _gathering_bound(heads, tails)
    return max(1, _separate_zones(zones), lonely_need, gathering), tuple(zones)


def _colour_states(board: Board | bytes) -> tuple[list[int], tuple[int, ...]]:
    """The colours on the board and each one's state."""
    colours = colours_on(tuple(board))
    return colours, tuple(_colour_state(board, colour) for colour in colours)


def lower_bound(board: Board) -> int:
    """The cheap admissible bound the search starts from: no solution is shorter.

    The largest of the colours' own bounds (`_colour_estimate`), of two colours' together
    (`_two_colour_bound`), or the number of groups, of any colours, that need a move in
    towers no other of them needs, if that is more."""
    zones: list[int] = []
    colours: list[tuple[int, list[int]]] = []
    for state in _colour_states(board)[1]:
        bound, colour_zones = _colour_estimate(state)
        colours.append((bound, _cells_of(state & _CELL_BITS)))
        zones.extend(colour_zones)
    best = max((bound for bound, _ in colours), default=0)
    for index, (first, first_cells) in enumerate(colours):
        for second, second_cells in colours[index + 1 :]:
            apart = _moves_apart(first_cells, second_cells)
            best = max(best, _two_colour_bound(first, second, apart))
    return max(best, _separate_zones(zones))


class _ColourTable:
    """What is known of one colour alone, per state, shared by every position that has it:
    its best lower bound (the estimate, raised by the small exact search `within`), whether
    it is solvable within some budget, its zones, and which moves keep it within a budget."""

    def __init__(self, search: _Search):
        self.search = search
        self.lower: dict[int, int] = {}
        self.exact: dict[int, int] = {}
        self.upper: dict[int, int] = {}  # solvable within this many moves
        self.zones: dict[int, tuple[int, ...]] = {}  # the zones of its bad groups
        self.move_sets: dict[int, int] = {}
        self.near_sets: dict[int, list[int]] = {}
        self.fits: dict[int, dict[int, int]] = {}  # budget → state → moves (as bits)
        self.exact_budget = 0  # the largest budget `fitting` asks the exact search about

    def low(self, state: int) -> int:
        """The best lower bound known so far (the estimate, for a state never seen)."""
        bound = self.lower.get(state)
        if bound is None:
            if len(self.lower) > TABLE_LIMIT:
                self.forget()
            bound, self.zones[state] = _colour_estimate(state)
            self.lower[state] = bound
        return bound

    def forget(self) -> None:
        """Empty every table (all are caches: what they said stays true, only unknown)."""
        for table in (self.lower, self.exact, self.upper, self.zones, self.move_sets):
            table.clear()
        self.near_sets.clear()
        self.fits.clear()

    def bad_zones(self, state: int) -> tuple[int, ...]:
        """The zones of this colour's groups that are not headed snakes."""
        zones = self.zones.get(state)
        if zones is None:
            zones = self.zones[state] = _colour_estimate(state)[1]
        return zones

    def moves(self, state: int) -> int:
        """The moves (as bits) that carry a piece of the colour."""
        found = self.move_sets.get(state)
        if found is None:
            found = self.move_sets[state] = _moves_of(state)
        return found

    def near(self, state: int) -> list[int]:
        """near[k]: the cells whose piece can share a tower with one of this colour in fewer
        than k moves (k up to the largest such count + 1)."""
        found = self.near_sets.get(state)
        if found is None:
            found = [0] * (_SAME_TOWER_MOST + 2)
            for cell in _cells_of(state & _CELL_BITS):
                for k, cells in enumerate(_SAME_TOWER_BEFORE[cell]):
                    found[k] |= cells
            self.near_sets[state] = found
        return found

    def fitting(self, state: int, budget: int) -> int:
        """The moves (as bits) after which this colour still fits `budget` − 1 moves: by its
        bound, or, when `budget` − 1 is small enough for the exact search (`exact_budget`),
        exactly. Kept per budget; a bound raised later makes the mask generous, never
        wrong (the child is checked again)."""
        by_state = self.fits.get(budget)
        if by_state is None:
            by_state = self.fits[budget] = {}
        fit = by_state.get(state)
        if fit is not None:
            return fit
        moving = self.moves(state)
        rest = budget - 1
        if rest <= self.exact_budget:
            within = self.within
            fit = _ALL_MOVES & ~moving if within(state, rest) else 0
            while moving:
                bit = moving & -moving
                moving ^= bit
                if within(_turn(state, bit.bit_length() - 1), rest):
                    fit |= bit
        else:
            low = self.low
            fit = _ALL_MOVES & ~moving if low(state) < budget else 0
            while moving:
                bit = moving & -moving
                moving ^= bit
                if low(_turn(state, bit.bit_length() - 1)) < budget:
                    fit |= bit
        by_state[state] = fit
        return fit

    def within(self, state: int, budget: int) -> bool:
        """Can this colour, alone, be solved in `budget` moves or fewer?

        One depth-limited search at `budget` answers it: a failure proves the lower bound,
        a success gives an upper bound, so no deepening from the lower bound is needed."""
        if self.low(state) > budget:
            return False
        if self.upper.get(state, 99) <= budget or self.lower[state] == 0:
            return True
        self.search.tick()
        moving = self.moves(state)
        while moving:
            bit = moving & -moving
            moving ^= bit
            if self.within(_turn(state, bit.bit_length() - 1), budget - 1):
                self.upper[state] = budget
                return True
        self.lower[state] = budget + 1
        return False

    def distance(self, state: int, cap: int) -> int:
        """The exact distance when at most `cap`, else a lower bound above `cap`."""
        known = self.exact.get(state)
        if known is not None:
            return known
        bound = self.low(state)
        while bound <= cap:
            if self.within(state, bound):
                self.exact[state] = bound
                return bound
            bound = self.lower[state]
        return bound


@dataclass
class _Search:
    deadline: float
    node_limit: int
    cancel: threading.Event | None = None
    on_progress: ProgressReport | None = None
    nodes: int = 0
    depth: int = 0
    colours: _ColourTable = field(init=False)
    started: float = field(init=False)
    next_report: float = field(init=False)
    # While a depth is shared out between workers (`_Solver._shared_depth`):
    sharing: bool = False
    worker_nodes: list[int] = field(default_factory=list)  # positions each worker counted
    nodes_before: int = 0  # positions counted before the shared depth began
    found: threading.Event = field(default_factory=threading.Event)  # the others stop

    def __post_init__(self) -> None:
        self.colours = _ColourTable(self)
        self.started = time.monotonic()
        self.next_report = self.started + PROGRESS_EVERY

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes % _CHECK_EVERY:
            return
        now = time.monotonic()
        if (
            now > self.deadline
            or self.nodes > self.node_limit
            or (self.cancel is not None and self.cancel.is_set())
        ):
            raise _Stop
        if now >= self.next_report:
            self.report()

    def over(self) -> bool:
        """Time, positions or cancel: should the two-core search stop (`check`)?"""
        now = time.monotonic()
        if (
            now > self.deadline
            or self.nodes > self.node_limit
            or (self.cancel is not None and self.cancel.is_set())
        ):
            return True
        if now >= self.next_report:
            self.report()
        return False

    def check(self, worker: int, nodes: int) -> bool:
        """A compiled core's check every _CHECK_EVERY positions (it counts them): True says
        stop. While a depth is shared out, each worker counts its own positions. (The cores
        hold this, not the solver: no reference cycle keeps a core's big tables alive.)"""
        if not self.sharing:
            return self.should_stop(nodes)
        self.worker_nodes[worker] = nodes
        self.nodes = self.nodes_before + sum(self.worker_nodes)
        return self.found.is_set() or self.over()

    def should_stop(self, nodes: int) -> bool:
        """The compiled core's check every _CHECK_EVERY positions (it counts them)."""
        self.nodes = nodes - 1
        try:
            self.tick()
        except _Stop:
            return True
        return False

    def start_depth(self, depth: int) -> None:
        self.depth = depth
        self.report()

    def report(self) -> None:
        now = time.monotonic()
        self.next_report = now + PROGRESS_EVERY
        if self.on_progress is not None:
            self.on_progress(Progress(self.depth, self.nodes, now - self.started))


Position = tuple[int, ...]  # one state per colour (`_colour_state`), in colour order


class _Solver:
    def __init__(
        self, board: Board, search: _Search, use_core: bool | None = None, workers: int = 1
    ):
        """`use_core`: False keeps the search in Python (tests compare the two). `workers`:
        how many threads search the deeper depths at once (the compiled core only)."""
        self.colour_ids, self.start = _colour_states(board)
        self.search = search
        self.colours = search.colours
        self.failed: dict[tuple[int, ...], int] = {}
        largest = max((_pieces(state) for state in self.start), default=0)
        self.oracle_budget = SMALL_ORACLE_BUDGET if largest <= SMALL_COLOUR else ORACLE_BUDGET
        self.colours.exact_budget = self.oracle_budget
        self.core = (
            None
            if _CORE is None or use_core is False
            else _CORE.Core(
                len(self.start), self.oracle_budget, self.oracle_budget, partial(search.check, 0)
            )
        )
        self.workers = workers if self.core is not None else 1
        self.worker_cores: list[Any] = []  # made when a depth is first shared out
        self.worker_seconds: list[float] = []  # each worker's CPU seconds in shared depths

    def estimate(self, position: Position, cap: int) -> int:
        """max over colours of the moves each colour needs alone (capped at cap + 1)."""
        best = 0
        for state in position:
            best = max(best, self.distance(state, cap))
            if best > cap:
                return best
        return best

    def board(self, position: Position) -> bytes:
        """The position as a board (codes as in rules.py)."""
        board = bytearray(CELL_COUNT)
        for colour, state in zip(self.colour_ids, position, strict=True):
            for cell in _cells_of(state & _CELL_BITS):
                board[cell] = piece_code(colour, bool(state >> (cell + _HEAD_SHIFT) & 1))
        return bytes(board)

    def deepen(self, bound: int) -> list[Action]:
        """Iterative deepening from `bound`; the first solution found is shortest."""
        self.bound = bound
        start = _renamed(self.board(self.start))
        symmetries = [view for view in _SYMMETRY_VIEWS if _renamed(bytes(view(start))) == start]
        while True:
            self.search.start_depth(bound)
            path: list[Action] = []
            if self.workers > 1 and bound >= SHARED_FROM:
                found = self._shared_depth(bound, path, symmetries)
            elif symmetries:
                found = self._search_root(bound, path, symmetries)
            else:
                found = self.search_from(self.start, bound, _START, path)
            if found:
                return path
            bound += 1
            self.bound = bound

    def _two_colours_exceed(self, position: Position, lows: list[int], budget: int) -> bool:
        """Do two colours together need more than `budget` (`_two_colour_bound`)? Only pairs
        whose bounds add up to more than the budget can."""
        count = len(position)
        for i in range(count - 1):
            for j in range(i + 1, count):
                both = lows[i] + lows[j]
                # `_two_colour_bound` > budget exactly when the colours are this far apart:
                if both > budget:
                    near = self.colours.near(position[i])
                    apart = min(budget, 2 * budget + 1 - both, len(near) - 1)
                    if not near[apart] & position[j]:
                        return True
        return False

    def _bounded(
        self, position: Position, budget: int, memo: tuple[int, ...] | None = None
    ) -> int | None:
        """None when a bound or the table of failures (under `memo`) says `position` needs
        more than `budget`; else the moves (as bits) that keep every colour within
        `budget` − 1. Cheap bounds first: the colours' known bounds, then two colours
        together, then the table (a look-up far away in memory), then the exact search of
        single colours near the leaves, groups in separate zones, and the moves."""
        colours = self.colours
        low = colours.low
        lows = [low(state) for state in position]
        if max(lows) > budget:
            return None
        if len(position) > 1 and self._two_colours_exceed(position, lows, budget):
            return None
        if memo is not None and self.failed.get(memo, 0) > budget:
            return None
        if budget <= self.oracle_budget:
            upper = colours.upper
            for state in position:
                if upper.get(state, 99) > budget and not colours.within(state, budget):
                    return None
        if budget == 0:
            return 0
        zones = colours.bad_zones
        if sum(len(zones(state)) for state in position) > budget and (
            _separate_zones([zone for state in position for zone in zones(state)]) > budget
        ):
            return None
        fit, occupied = _ALL_MOVES, 0
        for state in position:
            fit &= colours.fitting(state, budget)
            occupied |= colours.moves(state)
        return fit & occupied

    def _promise(self, position: Position) -> int:
        """How far a child looks from solved, to try the nearest first: the sum of its colours'
        bounds, then (ties) how many of their groups are not headed snakes (fewer than
        _PROMISE_BOUND_WEIGHT). Only the last depth's search depends on this order (the
        others try every child); the tie-break took dense-9's proof from 395,000 positions
        to 100,000 and dense-8's from 1.12 M to 0.77 M."""
        low, zones = self.colours.low, self.colours.bad_zones
        return sum([low(state) * _PROMISE_BOUND_WEIGHT + len(zones(state)) for state in position])

    def _search(self, position: Position, budget: int, context: int, path: list[Action]) -> bool:
        """Can `position` be solved in `budget` moves, the first allowed after `context`?

        A failure is remembered with its context (the moves refused after it differ), so a
        position met again after the same last move is not searched twice."""
        memo = (*position, context)
        fit = self._bounded(position, budget, memo)
        if fit is None:
            return False
        if budget == 0:
            return True  # every colour is solved
        self.search.tick()
        allowed, after = _SUCCESSORS[context]
        fit &= allowed
        if fit and budget == 1:  # every colour's bound is 0 after the move: solved
            path.append(_MOVES[(fit & -fit).bit_length() - 1])
            return True
        promise = self._promise
        children = []
        while fit:
            bit = fit & -fit
            fit ^= bit
            move = bit.bit_length() - 1
            keep, mask, table = _TURN_KEEP[move], _TURN_MASK[move], _TURN_TABLE[move]
            child = tuple([(state & keep) | table[state & mask] for state in position])
            children.append((promise(child), move, child))
        children.sort()  # the most promising first: a solution ends the search
        for _, move, child in children:
            path.append(_MOVES[move])
            if self._search(child, budget - 1, after[move], path):
                return True
            path.pop()
        failed = self.failed
        if len(failed) > TABLE_LIMIT:
            failed.clear()
        failed[memo] = budget + 1
        return False

    def _search_root(self, budget: int, path: list[Action], symmetries: list[Rotator]) -> bool:
        """The first move from a start that board symmetries map onto itself (colours
        renamed): `_root_children`, each searched in turn."""
        if budget == 0:
            return self._bounded(self.start, budget) is not None
        children = self._root_children(budget, symmetries)
        if children is None:
            return False
        for move, child, context in children:
            path.append(_MOVES[move])
            if self.search_from(child, budget - 1, context, path):
                return True
            path.pop()
        return False

    def _root_children(
        self, budget: int, symmetries: list[Rotator]
    ) -> list[tuple[int, Position, int]] | None:
        """The start's children, most promising first, each with the context of its next
        move (budget 1 or more): None when a bound refuses the start. Of moves whose
        positions are images of each other under one of the symmetries that map the start
        onto itself, only one is kept: the rules, goal included, look the same after any
        symmetry and any renaming of colours, so those positions are equally far from
        solved. The second move may then be any but the undoing of the first
        (`_unordered_after`): the usual rule about the order of commuting moves assumes
        every first move was tried."""
        fit = self._bounded(self.start, budget)
        if fit is None:
            return None
        self.search.tick()
        tried: set[bytes] = set()
        children = []
        while fit:
            bit = fit & -fit
            fit ^= bit
            move = bit.bit_length() - 1
            child = tuple(_turn(state, move) for state in self.start)
            seen = _renamed(self.board(child))
            if any(_renamed(bytes(view(seen))) in tried for view in symmetries):
                continue
            tried.add(seen)
            children.append((self._promise(child), move, child))
        children.sort()
        return [(move, child, _unordered_after(move)) for _, move, child in children]

    def _expand(self, position: Position, budget: int, context: int) -> Any:
        """The compiled core's `expand`: None, True, or the ordered children."""
        occupied = tuple(state & _CELL_BITS for state in position)
        heads = tuple(state >> _HEAD_SHIFT for state in position)
        assert self.core is not None
        children, self.search.nodes, stopped = self.core.expand(
            occupied, heads, budget, context, self.search.nodes
        )
        if stopped:
            raise _Stop
        return children

    def _shared_tasks(
        self, budget: int, symmetries: list[Rotator]
    ) -> list[tuple[list[int], tuple[int, ...], tuple[int, ...], int]] | bool:
        """The start's grandchildren in the order the search would meet them, each as (its
        two moves, its colours' cells, their heads, its context); True when a solution of
        two moves or fewer is among them (never at SHARED_FROM or more), False when none."""
        if symmetries:
            roots = self._root_children(budget, symmetries)
            if roots is None:
                return False
            first = roots
        else:
            made = self._expand(self.start, budget, _START)
            if made is None or made is True:
                return made is True
            first = [
                (
                    move,
                    tuple(occ | head << _HEAD_SHIFT for occ, head in zip(occs, heads, strict=True)),
                    context,
                )
                for move, occs, heads, context in made
            ]
        tasks = []
        for move, child, context in first:
            below = self._expand(child, budget - 1, context)
            if below is None:
                continue
            if below is True:
                return True
            for second, occs, heads, after in below:
                tasks.append(([move, second], occs, heads, after))
        return tasks

    def _shared_depth(self, budget: int, path: list[Action], symmetries: list[Rotator]) -> bool:
        """One depth of the main search shared out between `workers` threads, each running
        its own compiled core (its own tables) on the start's grandchildren (`_shared_tasks`),
        the first from the front and the others from the back: the same proof, since the
        depth fails only when every grandchild fails, and the first solution any worker
        finds has `budget` moves (every shorter depth failed before). The core runs without
        the GIL, so the threads use the machine's cores; they share nothing but the task
        list and the stop signal."""
        tasks = self._shared_tasks(budget, symmetries)
        if tasks is True:  # not reached from SHARED_FROM: a short solution, searched plainly
            return self.search_from(self.start, budget, _START, path)
        if not tasks:
            return False
        while len(self.worker_cores) < self.workers - 1:
            worker = len(self.worker_cores) + 1
            self.worker_cores.append(
                _CORE.Core(
                    len(self.start),
                    self.oracle_budget,
                    self.oracle_budget,
                    partial(self.search.check, worker),
                )
            )
        cores = [self.core, *self.worker_cores]
        while len(self.worker_seconds) < len(cores):
            self.worker_seconds.append(0.0)
        # The first worker takes the tasks from the front, in the order the one-worker search
        # meets them, the others from the back. So the first worker's search is the
        # one-worker search with its last tasks taken off: the depth that holds a solution
        # never takes longer than alone. (Handing out tasks front to front made dense-42's
        # last depth three times longer: a worker's move order depends on what its own
        # tables have learnt, and the one that met the solving task had learnt other things.)
        ends = [0, len(tasks)]  # the next task from the front; one past the last left
        taking = threading.Lock()

        def next_index(worker: int) -> int | None:
            with taking:
                if ends[0] >= ends[1]:
                    return None
                if worker == 0:
                    ends[0] += 1
                    return ends[0] - 1
                ends[1] -= 1
                return ends[1]

        answer: list[list[int]] = []
        trouble: list[BaseException] = []
        stopped = threading.Event()
        self.search.found.clear()
        self.search.worker_nodes = [0] * len(cores)
        self.search.nodes_before = self.search.nodes
        self.search.sharing = True

        def work(worker: int) -> None:
            core = cores[worker]
            started = time.thread_time()
            try:
                while not (self.search.found.is_set() or stopped.is_set()):
                    index = next_index(worker)
                    if index is None:
                        return
                    moves, occupied, heads, context = tasks[index]
                    rest, nodes, halted = core.search(
                        occupied, heads, budget - 2, context, self.search.worker_nodes[worker]
                    )
                    self.search.worker_nodes[worker] = nodes
                    if rest is not None:
                        if not self.search.found.is_set():
                            answer.append(moves + rest)
                            self.search.found.set()
                        return
                    if halted and not self.search.found.is_set():
                        stopped.set()
                        return
            except BaseException as error:  # handed to the main thread
                trouble.append(error)
                stopped.set()
            finally:
                self.worker_seconds[worker] += time.thread_time() - started

        threads = [
            threading.Thread(target=work, args=(k,), daemon=True) for k in range(1, len(cores))
        ]
        for thread in threads:
            thread.start()
        try:
            work(0)
        finally:
            for thread in threads:
                thread.join()
            self.search.sharing = False
            self.search.nodes = self.search.nodes_before + sum(self.search.worker_nodes)
        if trouble:
            raise trouble[0]
        if answer:
            path.extend(_MOVES[move] for move in answer[0])
            return True
        if stopped.is_set():
            raise _Stop
        return False

    def search_from(
        self, position: Position, budget: int, context: int, path: list[Action]
    ) -> bool:
        """`_search`, by the compiled core where there is one."""
        if self.core is None:
            return self._search(position, budget, context, path)
        occupied = tuple(state & _CELL_BITS for state in position)
        heads = tuple(state >> _HEAD_SHIFT for state in position)
        moves, self.search.nodes, stopped = self.core.search(
            occupied, heads, budget, context, self.search.nodes
        )
        if stopped:
            raise _Stop
        if moves is None:
            return False
        path.extend(_MOVES[move] for move in moves)
        return True

    def greedy(self, node_limit: int) -> list[Action] | None:
        """Best-first on the sum of per-colour distances: some solution, quickly."""
        start = self.start
        parents: dict[Position, tuple[Position, Action] | None] = {start: None}
        queue = [(self._total(start), 0, 0, start)]
        counter = 0
        while queue and counter < node_limit:
            _, depth, _, position = heapq.heappop(queue)
            if self._total(position) == 0:
                return _trace(parents, position)
            for move in _useful_moves(position):
                child = tuple(_turn(state, move) for state in position)
                if child in parents:
                    continue
                parents[child] = (position, _MOVES[move])
                counter += 1
                heapq.heappush(queue, (self._total(child), depth + 1, counter, child))
        return None

    def _total(self, position: Position) -> int:
        return sum(self.distance(state, GREEDY_CAP) for state in position)

    def distance(self, state: int, cap: int) -> int:
        """`_ColourTable.distance`, by the compiled core where there is one."""
        if self.core is None:
            return self.colours.distance(state, cap)
        distance, self.search.nodes, stopped = self.core.distance(
            state & _CELL_BITS, state >> _HEAD_SHIFT, cap, self.search.nodes
        )
        if stopped:
            raise _Stop
        return distance


def _pieces(state: int) -> int:
    return (state & _CELL_BITS).bit_count()


def _useful_moves(position: Position) -> list[int]:
    """Rotations that move at least one piece (turning an empty tower changes nothing)."""
    occupied = 0
    for state in position:
        occupied |= _moves_of(state)
    return [move for move in range(_MOVE_COUNT) if occupied >> move & 1]


def _trace(parents: dict[Position, tuple[Position, Action] | None], end: Position) -> list[Action]:
    path = []
    step = parents[end]
    while step is not None:
        end, action = step
        path.append(action)
        step = parents[end]
    return path[::-1]


Rotator = Callable[[bytes], tuple[int, ...]]


def _symmetry_views() -> list[Rotator]:
    """The 11 board symmetries other than the identity (6 turns, each with or without a
    mirror), as getters: view(board) is the board carried by the symmetry."""
    turns = [SYMMETRIES[f"turn{60 * k}"] for k in range(6)]
    mirror = SYMMETRIES["mirror_left_right"]
    maps = turns + [tuple(turn[mirror[cell]] for cell in _CELLS) for turn in turns]
    views: list[Rotator] = []
    for mapping in maps[1:]:
        sources = [0] * CELL_COUNT
        for cell, image in enumerate(mapping):
            sources[image] = cell
        views.append(itemgetter(*sources))
    return views


_SYMMETRY_VIEWS = _symmetry_views()


def _renamed(board: bytes) -> bytes:
    """The board with its colours renamed in the order they first appear (reading order):
    two boards that differ only by the names of their colours become equal."""
    names: dict[int, int] = {}
    renamed = bytearray(board)
    for cell, code in enumerate(board):
        if code:
            colour = names.setdefault((code - 1) >> 1, len(names))
            renamed[cell] = 1 + 2 * colour + ((code - 1) & 1)
    return bytes(renamed)


# --- the compiled core ----------------------------------------------------------------------


def _core_tables() -> tuple[object, ...]:
    """The tables the compiled search needs, as `_search_core.load_tables` reads them: the
    same tables this module uses, so that the two searches cannot drift apart."""
    cells = _CELLS
    return (
        bytes(_JOIN[a][b] for a in cells for b in cells),
        bytes(_TO_EDGE),
        bytes(int(edge) for edge in IS_EDGE),
        array("I", _ZONE).tobytes(),
        array("Q", _NEIGHBOUR_BITS).tobytes(),
        array("Q", _CELL_MOVES).tobytes(),
        bytes(
            (_PAIR_TABLES[to_edge, reach][a][b] if reach else 99)
            for to_edge in (False, True)
            for reach in range(_REACH_LIMIT + 1)
            for a in cells
            for b in cells
        ),
        array("Q", [mask for row in _SAME_TOWER_BEFORE for mask in row]).tobytes(),
        _SAME_TOWER_MOST + 2,
        bytes(cell for key in _ROTATION_KEYS for cell in TOWER_CYCLES[key[0] - 1]),
        bytes(
            ROTATION_SOURCES[key][cell]
            for key in _ROTATION_KEYS
            for cell in TOWER_CYCLES[key[0] - 1]
        ),
        len(_SUCCESSORS),
        array("Q", [allowed for allowed, _ in _SUCCESSORS]).tobytes(),
        bytes(context for _, after in _SUCCESSORS for context in after),
    )


def _load_core() -> Any:
    """The compiled search (`_search_core.c`), or None where it was not built: the search in
    this module then does the same work in Python (same answers, slower)."""
    try:
        from game.tactrics import _search_core  # type: ignore[attr-defined]
    except ImportError:
        return None
    _search_core.load_tables(*_core_tables())
    return _search_core


_CORE = _load_core()


def compiled_core() -> bool:
    """Does the solver run its compiled core (else the same search in Python)?"""
    return _CORE is not None


def solve(
    board: Board,
    seconds: float = DEFAULT_SECONDS,
    cancel: threading.Event | None = None,
    node_limit: int = 50_000_000,
    greedy_first: bool = True,
    on_progress: ProgressReport | None = None,
    use_core: bool | None = None,
    workers: int = WORKERS,
) -> Solution:
    """A shortest solution if one is proven within the limits, else the best one found.

    `on_progress` (when given) hears how far the search is: at each new depth, and every
    PROGRESS_EVERY seconds while a depth is searched (from the searching thread).
    `use_core=False` keeps the search in Python even where the compiled core was built.
    `workers`: threads sharing each deep depth (compiled core only); with 1 the search and
    its answer are the same on every run, with more the proof is the same but which of
    several shortest solutions comes first, and the positions counted, may differ."""
    started = time.monotonic()
    search = _Search(started + seconds, node_limit, cancel, on_progress)
    reason = unsolvable_reason(board)
    if reason is not None:
        return Solution(None, True, 0, time.monotonic() - started, 0, reason)
    if puzzle_solved(board):
        return Solution((), True, 0, time.monotonic() - started, 0)
    solver = _Solver(board, search, use_core, workers)
    best: list[Action] | None = None
    lower = max(1, lower_bound(board))  # cheap, so that even a short limit gives a bound
    try:
        # First, on the main core even with two workers: besides some answer, the greedy
        # search teaches that core's tables exact colour distances, and without them (the
        # greedy search on a second core of its own) dense-42's last depth took three times
        # as many positions.
        if greedy_first:
            best = solver.greedy(node_limit=GREEDY_POSITIONS)
        lower = max(lower, solver.estimate(solver.start, ROOT_ORACLE_CAP))
        if best is not None and len(best) <= lower:
            return _done(best, True, lower, started, search)
        found = solver.deepen(lower)
        return _done(found, True, len(found), started, search)
    except _Stop:
        lower = max(lower, getattr(solver, "bound", lower))
    except RecursionError:
        pass
    if best is not None and len(best) <= lower:
        return _done(best, True, lower, started, search)
    return _done(best, False, lower, started, search)


def first_moves(board: Board) -> int:
    """How many different moves the puzzle allows at the start (turns of towers with pieces)."""
    return len(_useful_moves(_colour_states(board)[1]))


def shortest_starts(
    board: Board, par: int, seconds: float = DEFAULT_SECONDS, node_limit: int = 50_000_000
) -> int | None:
    """How many first moves begin a shortest solution of a puzzle whose par is proven (a
    grade: the fewer, the harder), or None when the search ran out of time.

    No child of a move can be solved in fewer than par - 1 moves (par is shortest), so a move
    begins a shortest solution exactly when its child is solvable in par - 1: one bounded
    search each, sharing the table of known failures."""
    if par <= 0:
        return 0
    solver = _Solver(board, _Search(time.monotonic() + seconds, node_limit))
    count = 0
    try:
        for move in _useful_moves(solver.start):
            # From the child every move is allowed: a shortest solution may go on with a
            # move that the search would otherwise only try first.
            child = tuple(_turn(state, move) for state in solver.start)
            count += solver.search_from(child, par - 1, _START, [])
    except (_Stop, RecursionError):
        return None
    return count


def _done(
    moves: list[Action] | None, proven: bool, lower: int, started: float, search: _Search
) -> Solution:
    return Solution(
        None if moves is None else tuple(moves),
        proven and moves is not None,
        lower,
        time.monotonic() - started,
        search.nodes,
    )


class SolveJob:
    """Runs `solve` in a worker thread so that a window stays responsive (poll `.done`)."""

    def __init__(
        self,
        board: Board,
        seconds: float = DEFAULT_SECONDS,
        on_progress: ProgressReport | None = None,
    ):
        """`on_progress` hears the search's progress (in the worker thread)."""
        self.cancel_flag = threading.Event()
        self.result: Solution | None = None
        self.on_progress = on_progress
        self._thread = threading.Thread(target=self._run, args=(tuple(board), seconds), daemon=True)
        self._thread.start()

    def _run(self, board: Board, seconds: float) -> None:
        self.result = solve(board, seconds, self.cancel_flag, on_progress=self.on_progress)

    @property
    def done(self) -> bool:
        return self.result is not None

    def cancel(self) -> None:
        self.cancel_flag.set()

    def wait(self, timeout: float | None = None) -> Solution | None:
        self._thread.join(timeout)
        return self.result
