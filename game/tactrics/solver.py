"""The puzzle solver: fewest tower rotations that leave every piece in a snake with a head.

How it works. The colours never interact: whether red is solved depends only on where the red
pieces are, and a rotation moves every colour on its tower at once. So the number of moves a
colour would need on its own is a lower bound for the whole board, and the largest of them is
an admissible heuristic. Those per-colour distances are themselves found by a small search
over that colour's pieces only (moves on towers it touches), with its own heuristic (a lonely
piece has to meet a piece of its colour, or a head has to reach the edge). Searching a colour
costs more than it saves when much budget is left, so the main search asks that small search
only near its leaves (ORACLE_BUDGET) and uses the cheap heuristic and the known answers above.

Both searches are depth-first searches with a transposition table of proven lower bounds
("from here, more than n moves"): a state searched once with budget n and failed is never
searched again with budget n or less, which also removes the repeats from moves that commute.
The main search deepens one move at a time, so the first solution it finds is proven
shortest. Two things keep it small: a colour that needs the whole remaining budget must be
moved by the next move (only towers holding it are tried), and the moves are tried most
promising first (smallest sum of the colours' bounds), so that the last depth usually ends
after a handful of positions.

A greedy best-first search first finds some solution quickly, so that a search stopped by its
time limit can still offer "best found, not proven shortest".

The solver works in bounded slices so that a window can call it without freezing: run
`solve()` in a worker thread with a `threading.Event` as cancel flag (see `SolveJob`).
"""

from __future__ import annotations

import heapq
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from operator import itemgetter

from game.tactrics.board import (
    CELL_COUNT,
    EDGE_CELLS,
    IS_EDGE,
    NEIGHBOURS,
    ROTATION_SOURCES,
    TOWER_COUNT,
    TOWER_CYCLES,
    TOWERS_OF_CELL,
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
ORACLE_BUDGET = 1  # deeper oracle searches cost more than their pruning saves
PROGRESS_EVERY = 0.5  # seconds between progress reports while one depth is searched


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

    def moves_text(self) -> str:
        return " ".join(str(move) for move in self.moves or ())


Rotator = Callable[[bytes], tuple[int, ...]]


def _move_table() -> list[tuple[Action, Rotator]]:
    return [
        (Action(tower, clockwise), itemgetter(*ROTATION_SOURCES[tower, clockwise]))
        for tower in range(1, TOWER_COUNT + 1)
        for clockwise in (True, False)
    ]


_MOVES = _move_table()
_ROTATORS = {(action.tower, action.clockwise): rotator for action, rotator in _MOVES}


def _apply(board: bytes, rotator: Rotator) -> bytes:
    return bytes(rotator(board))


def _rotation_distances() -> list[list[int]]:
    """DIST[a][b]: fewest rotations that carry one piece from cell a to cell b."""
    steps = [set() for _ in range(CELL_COUNT)]
    for cycle in TOWER_CYCLES:
        for index, cell in enumerate(cycle):
            steps[cell].add(cycle[(index + 1) % 6])
            steps[cell].add(cycle[(index - 1) % 6])
    table = []
    for start in range(CELL_COUNT):
        distance = [99] * CELL_COUNT
        distance[start] = 0
        frontier = [start]
        while frontier:
            following = []
            for cell in frontier:
                for step in steps[cell]:
                    if distance[step] == 99:
                        distance[step] = distance[cell] + 1
                        following.append(step)
            frontier = following
        table.append(distance)
    return table


_DIST = _rotation_distances()
_CELLS = range(CELL_COUNT)
_ADJACENT_PAIRS = [(a, b) for a in range(CELL_COUNT) for b in NEIGHBOURS[a]]
# _MEET[a][b]: fewest rotations after which pieces from a and b can sit side by side.
_MEET = [
    [min(max(_DIST[a][x], _DIST[b][y]) for x, y in _ADJACENT_PAIRS) for b in range(CELL_COUNT)]
    for a in range(CELL_COUNT)
]
_TO_EDGE = [min(_DIST[a][edge] for edge in EDGE_CELLS) for a in range(CELL_COUNT)]
# _ZONE[a]: towers (as bits) whose turning can change what lies on or beside cell a.
_ZONE = [
    sum(1 << tower for c in (a, *NEIGHBOURS[a]) for tower in TOWERS_OF_CELL[c])
    for a in range(CELL_COUNT)
]


def rotations_to_meet(first: int, second: int) -> int:
    """The fewest rotations after which pieces now on these two cells can sit side by side."""
    return _MEET[first][second]


def rotations_to_edge(cell: int) -> int:
    """The fewest rotations that carry a piece from this cell to an edge cell."""
    return _TO_EDGE[cell]


def _bad_groups(board: bytes) -> list[int]:
    """Zones (tower bits) of the groups that are not headed snakes.

    A group stays exactly as it is unless some tower on or beside it turns, so every bad
    group needs a move in its zone; groups with separate zones need separate moves.
    """
    cells = [cell for cell, code in enumerate(board) if code]
    links = {}
    for cell in cells:
        colour = (board[cell] - 1) >> 1
        links[cell] = [n for n in NEIGHBOURS[cell] if board[n] and (board[n] - 1) >> 1 == colour]
    zones, seen = [], set()
    for cell in cells:
        if cell in seen:
            continue
        group = _group(cell, links)
        seen.update(group)
        if not _headed_snake(board, group, links):
            zone = 0
            for member in group:
                zone |= _ZONE[member]
            zones.append(zone)
    return zones


def _group(start: int, links: dict[int, list[int]]) -> list[int]:
    group, frontier, seen = [start], [start], {start}
    while frontier:
        for neighbour in links[frontier.pop()]:
            if neighbour not in seen:
                seen.add(neighbour)
                group.append(neighbour)
                frontier.append(neighbour)
    return group


def _headed_snake(board: bytes, group: list[int], links: dict[int, list[int]]) -> bool:
    """A simple path with heads only at its ends, at least one head, and a head-less end on
    the edge (codes are 1 + 2 * colour + is_head, so a head has an even code)."""
    if len(group) == 1:
        return board[group[0]] & 1 == 0 and IS_EDGE[group[0]]
    ends = []
    for cell in group:
        degree = len(links[cell])
        if degree > 2:
            return False
        if degree == 1:
            ends.append(cell)
        elif board[cell] & 1 == 0:
            return False  # a head in the middle
    if len(ends) != 2:
        return False  # a loop
    first, last = (board[end] & 1 == 0 for end in ends)
    if first and last:
        return True
    if first:
        return IS_EDGE[ends[1]]
    return last and IS_EDGE[ends[0]]


def _separate_zones(zones: list[int]) -> int:
    """How many of the zones are pairwise separate (greedy): a lower bound on the moves."""
    used, count = 0, 0
    for zone in sorted(zones, key=int.bit_count):
        if not zone & used:
            used |= zone
            count += 1
    return count


class _ColourOracle:
    """Exact moves needed by one colour alone, found by a memoised deepening search."""

    def __init__(self, solver: _Search):
        self.solver = solver
        self.lower: dict[bytes, int] = {}
        self.exact: dict[bytes, int] = {}
        self.upper: dict[bytes, int] = {}  # solvable within this many moves

    def within(self, key: bytes, budget: int) -> bool:
        """Can this colour, alone, be solved in `budget` moves or fewer?

        One depth-limited search at `budget` answers it: a failure proves the lower bound,
        a success gives an upper bound, so no deepening from the lower bound is needed."""
        if self.upper.get(key, 99) <= budget:
            return True
        return self._search(key, budget)

    def distance(self, key: bytes, cap: int) -> int:
        """The exact distance when at most `cap`, else a lower bound above `cap`."""
        known = self.exact.get(key)
        if known is not None:
            return known
        bound = self._lower(key)
        while bound <= cap:
            if self.upper.get(key, 99) <= bound or self._search(key, bound):
                self.exact[key] = bound
                return bound
            bound = self.lower[key]
        return bound

    def known_lower(self, key: bytes) -> int:
        """The best lower bound known so far (the estimate, for a key never seen)."""
        return self._lower(key)

    def _lower(self, key: bytes) -> int:
        bound = self.lower.get(key)
        if bound is None:
            bound = self.lower[key] = _colour_estimate(key)
        return bound

    def _search(self, key: bytes, budget: int) -> bool:
        if self._lower(key) > budget:
            return False
        if self.upper.get(key, 99) <= budget:
            return True
        if budget == 0 or self.lower[key] == 0:
            return self.lower[key] == 0
        self.solver.tick()
        for rotator in _colour_moves(key):
            if self._search(_apply(key, rotator), budget - 1):
                self.upper[key] = budget
                return True
        self.lower[key] = budget + 1
        return False


_ALL_TOWERS = sum(1 << tower for tower in range(1, TOWER_COUNT + 1))
_CELL_TOWERS = [sum(1 << tower for tower in TOWERS_OF_CELL[cell]) for cell in _CELLS]


def _towers_of(key: bytes) -> int:
    """The towers (as bits) that hold a piece of the key."""
    towers = 0
    for cell in _CELLS:
        if key[cell]:
            towers |= _CELL_TOWERS[cell]
    return towers


def _colour_moves(key: bytes) -> list[Rotator]:
    towers = {tower for cell, code in enumerate(key) if code for tower in TOWERS_OF_CELL[cell]}
    return [_ROTATORS[t, c] for t in sorted(towers) for c in (True, False)]


def _colour_estimate(key: bytes) -> int:
    """0 if this colour (the only one on `key`) is solved, else a lower bound of at least 1.

    The same bound as `_bad_groups` + `_separate_zones` gives a whole board, plus: a lonely
    piece needs the rotations that bring another piece of its colour beside it (or, for a
    head, to the edge). Written for speed: the oracle calls it for every key it meets."""
    cells = [cell for cell in _CELLS if key[cell]]
    seen: set[int] = set()
    zones: list[int] = []
    lonely_need = 0
    for start in cells:
        if start in seen:
            continue
        seen.add(start)
        group, index = [start], 0
        branched = loose_end = False
        ends = head_ends = 0
        while index < len(group):
            cell = group[index]
            index += 1
            degree = 0
            for neighbour in NEIGHBOURS[cell]:
                if key[neighbour]:
                    degree += 1
                    if neighbour not in seen:
                        seen.add(neighbour)
                        group.append(neighbour)
            head = not key[cell] & 1  # codes are 1 + 2 * colour + is_head
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
            need = min((_MEET[start][other] for other in cells if other != start), default=99)
            if head_ends:
                need = min(need, _TO_EDGE[start])
            lonely_need = max(lonely_need, need)
            zones.append(_ZONE[start])
        elif branched or ends != 2 or not head_ends or loose_end:
            zone = 0
            for member in group:
                zone |= _ZONE[member]
            zones.append(zone)
    if not zones:
        return 0
    return max(1, _separate_zones(zones), lonely_need)


def _colour_masks(board: bytes) -> list[bytes]:
    """One translate table per colour on the board: keeps that colour, blanks the others."""
    tables = []
    for colour in colours_on(tuple(board)):
        keep = {piece_code(colour, False), piece_code(colour, True)}
        tables.append(bytes(code if code in keep else 0 for code in range(256)))
    return tables


@dataclass
class _Search:
    deadline: float
    node_limit: int
    cancel: threading.Event | None = None
    on_progress: ProgressReport | None = None
    nodes: int = 0
    depth: int = 0
    oracle: _ColourOracle = field(init=False)
    started: float = field(init=False)
    next_report: float = field(init=False)

    def __post_init__(self) -> None:
        self.oracle = _ColourOracle(self)
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

    def start_depth(self, depth: int) -> None:
        self.depth = depth
        self.report()

    def report(self) -> None:
        now = time.monotonic()
        self.next_report = now + PROGRESS_EVERY
        if self.on_progress is not None:
            self.on_progress(Progress(self.depth, self.nodes, now - self.started))


class _Solver:
    def __init__(self, board: Board, search: _Search):
        self.start = bytes(board)
        self.search = search
        self.masks = _colour_masks(self.start)
        self.lower: dict[bytes, int] = {}

    def estimate(self, board: bytes, cap: int) -> int:
        """max over colours of the moves each colour needs alone (capped at cap + 1)."""
        best = 0
        for mask in self.masks:
            best = max(best, self.search.oracle.distance(board.translate(mask), cap))
            if best > cap:
                return best
        return best

    def tight_colours(self, board: bytes, budget: int) -> list[bytes] | None:
        """None when some colour, alone, cannot be solved within `budget`; else the colours
        (as keys) that need all of it. What the oracle already knows is asked first, so that
        one colour known to need too many saves searching another."""
        oracle = self.search.oracle
        keys = [board.translate(mask) for mask in self.masks]
        open_keys = []
        for key in keys:
            if oracle.known_lower(key) > budget:
                return None
            if oracle.upper.get(key, 99) > budget:
                open_keys.append(key)
        if budget <= ORACLE_BUDGET and not all(oracle.within(key, budget) for key in open_keys):
            return None
        return [key for key in keys if oracle.known_lower(key) >= budget]

    def deepen(self, bound: int) -> list[Action] | None:
        """Iterative deepening from `bound`; the first solution found is shortest."""
        self.bound = bound
        while True:
            self.search.start_depth(bound)
            path: list[Action] = []
            if self._search(self.start, bound, path):
                return path
            bound = max(bound + 1, self.lower.get(self.start, 0))
            self.bound = bound

    def _search(self, board: bytes, budget: int, path: list[Action]) -> bool:
        if self.lower.get(board, 0) > budget:
            return False
        tight = self.tight_colours(board, budget)
        if tight is None:
            return False
        if budget == 0:
            return True  # feasible with budget 0: every colour is solved
        if _separate_zones(_bad_groups(board)) > budget:
            self.lower[board] = budget + 1
            return False
        self.search.tick()
        # A colour that needs the whole budget must move now: only its towers are worth a try.
        towers = _ALL_TOWERS
        for key in tight:
            towers &= _towers_of(key)
        children = [
            (self._promise(child), action, child)
            for action, rotator in _useful_moves(board)
            if towers >> action.tower & 1
            for child in (_apply(board, rotator),)
        ]
        children.sort(key=itemgetter(0))  # the most promising first: a solution ends the search
        for _, action, child in children:
            path.append(action)
            if self._search(child, budget - 1, path):
                return True
            path.pop()
        self.lower[board] = budget + 1
        return False

    def _promise(self, board: bytes) -> int:
        """The sum of the colours' lower bounds (smaller is more promising)."""
        known_lower = self.search.oracle.known_lower
        return sum(known_lower(board.translate(mask)) for mask in self.masks)

    def greedy(self, node_limit: int) -> list[Action] | None:
        """Best-first on the sum of per-colour distances: some solution, quickly."""
        start = self.start
        parents: dict[bytes, tuple[bytes, Action] | None] = {start: None}
        queue = [(self._total(start), 0, 0, start)]
        counter = 0
        while queue and counter < node_limit:
            _, depth, _, board = heapq.heappop(queue)
            if self._total(board) == 0:
                return _trace(parents, board)
            for action, rotator in _useful_moves(board):
                child = _apply(board, rotator)
                if child in parents:
                    continue
                parents[child] = (board, action)
                counter += 1
                heapq.heappush(queue, (self._total(child), depth + 1, counter, child))
        return None

    def _total(self, board: bytes) -> int:
        oracle = self.search.oracle
        return sum(oracle.distance(board.translate(mask), 3) for mask in self.masks)


def _occupied(board: bytes) -> list[int]:
    return [cell for cell, code in enumerate(board) if code]


_TOWER_GETTERS = [itemgetter(*cycle) for cycle in TOWER_CYCLES]


def _useful_moves(board: bytes) -> list[tuple[Action, Rotator]]:
    """Rotations that move at least one piece (turning an empty tower changes nothing)."""
    return [
        (action, rotator)
        for action, rotator in _MOVES
        if any(_TOWER_GETTERS[action.tower - 1](board))
    ]


def _trace(parents: dict[bytes, tuple[bytes, Action] | None], board: bytes) -> list[Action]:
    path = []
    step = parents[board]
    while step is not None:
        board, action = step
        path.append(action)
        step = parents[board]
    return path[::-1]


def solve(
    board: Board,
    seconds: float = DEFAULT_SECONDS,
    cancel: threading.Event | None = None,
    node_limit: int = 50_000_000,
    greedy_first: bool = True,
    on_progress: ProgressReport | None = None,
) -> Solution:
    """A shortest solution if one is proven within the limits, else the best one found.

    `on_progress` (when given) hears how far the search is: at each new depth, and every
    PROGRESS_EVERY seconds while a depth is searched (from the searching thread)."""
    started = time.monotonic()
    search = _Search(started + seconds, node_limit, cancel, on_progress)
    reason = unsolvable_reason(board)
    if reason is not None:
        return Solution(None, True, 0, time.monotonic() - started, 0, reason)
    if puzzle_solved(board):
        return Solution((), True, 0, time.monotonic() - started, 0)
    solver = _Solver(board, search)
    best: list[Action] | None = None
    lower = 1
    try:
        if greedy_first:
            best = solver.greedy(node_limit=2_000)
        lower = max(1, solver.estimate(solver.start, 64))
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
