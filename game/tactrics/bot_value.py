"""What a Tactrics bot wants: `position_value`, how good a board is for one colour.

Its score now, plus credit for progress that the score does not see yet: joined pieces that
can still become a snake (more when a head is at one end), a snake of 4 that allows a finish,
and lone pieces close (in rotations) to a piece of their colour, a lone head close to the
open end of a group. Lone pieces always have some distance to shrink, so almost every
position has a turn that makes progress.

A colour's pieces are read as two bit sets of cells (tails, heads), and groups are grown with
bit operations: the bots' searches value tens of thousands of positions a turn. Cell n is bit
8·n, so that a board's bytes read as one integer give a bit set at once (`colour_bits`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from game.tactrics.board import CELL_COUNT, IS_EDGE, NEIGHBOURS
from game.tactrics.rules import COLOURS, CONTACT_BONUS, FINISH_SNAKE_LENGTH, Board
from game.tactrics.solver import rotations_to_edge, rotations_to_meet

HEADED_PATH_CREDIT = 0.8  # per piece of a group with a head at one end that can become a snake
PATH_CREDIT = 0.5  # per piece joined to a group that is not a snake yet but can become one
LINK_CREDIT = 0.2  # per piece joined to a group with a branch or a head inside
LONE_HEAD_SNAKE = 0.1  # a lone head on the edge scores 1 but wastes a head a longer snake needs
FINISH_OPTION = 2.0  # a snake of FINISH_SNAKE_LENGTH or more lets the bot call a finish
DISTANCE_COST = 0.15  # per rotation between a lone piece and the nearest piece of its colour

CELL_BITS = tuple(1 << 8 * cell for cell in range(CELL_COUNT))


def cell_set(cells: Iterable[int]) -> int:
    """A bit set of cells (`CELL_BITS`)."""
    return sum(CELL_BITS[cell] for cell in cells)


NEIGHBOUR_BITS = tuple(cell_set(NEIGHBOURS[cell]) for cell in range(CELL_COUNT))
_MEET_WITHIN = tuple(
    tuple(
        cell_set(b for b in range(CELL_COUNT) if rotations_to_meet(a, b) <= distance)
        for distance in range(max(rotations_to_meet(a, b) for b in range(CELL_COUNT) if b != a) + 1)
    )
    for a in range(CELL_COUNT)
)
"""_MEET_WITHIN[cell][d]: the cells whose pieces can be beside one on `cell` in d rotations."""
_PIECE_BYTES = tuple(
    bytes(int(code == piece) for code in range(256)) for piece in range(1, 2 * len(COLOURS) + 1)
)


def position_value(board: Board, colour: int) -> float:
    """How good the board is for one colour (higher is better; see the module text)."""
    return pieces_value(*colour_bits(board, colour))


@lru_cache(maxsize=1 << 17)
def pieces_value(tails: int, heads: int) -> float:
    """`position_value` from where one colour's tails and heads are (bit sets of cells).
    Cached: a colour's pieces often stand the same while the searches try other colours'
    turns, or other orders of the same rotations."""
    value = 0.0
    longest = 0
    loose: list[int] = []  # lone pieces, a lone head on the edge included
    sockets = 0  # tail ends of groups that are not snakes yet
    complete = True
    for group in _bit_groups(tails | heads):
        facts = _group_facts(group, heads & group)
        value += facts.value
        value -= facts.edge_cost
        longest = max(longest, facts.snake_size)
        complete = complete and facts.snake_size > 0
        loose += facts.loose
        sockets |= facts.sockets
    if complete:
        value += CONTACT_BONUS
    if longest >= FINISH_SNAKE_LENGTH:
        value += FINISH_OPTION
    for cell in loose:
        targets = sockets if sockets and _head(heads, cell) else tails | heads
        value -= DISTANCE_COST * _distance(cell, targets & ~CELL_BITS[cell])
    return value


def _distance(cell: int, targets: int) -> int:
    """The fewest rotations after which the piece on `cell` can be beside one on `targets`
    (a bit set; 0 when it is empty)."""
    for distance, near in enumerate(_MEET_WITHIN[cell]):
        if near & targets:
            return distance
    return 0


class GroupFacts(NamedTuple):
    value: float  # its points as a snake, or its credit for progress (see the module text)
    edge_cost: float  # what its open end's distance to the edge takes off (a headed path)
    snake_size: int  # its size when it is a snake, else 0
    points: int  # its points as a snake (0 when it is not one)
    loose: tuple[int, ...]  # its cell when it is a lone piece (a lone head on the edge too)
    sockets: int  # its tail ends (a bit set) when it can still grow into a snake


@lru_cache(maxsize=1 << 16)
def _group_facts(group: int, heads: int) -> GroupFacts:
    """What one group of a colour adds to `pieces_value` (cached: most groups stand still
    while a rotation elsewhere changes others)."""
    cells = _cells(group)
    size = len(cells)
    links = [(NEIGHBOUR_BITS[cell] & group).bit_count() for cell in cells]
    snake_points = _snake_points(group, cells, links, heads)
    if snake_points is not None:
        if size == 1 and heads:
            return GroupFacts(LONE_HEAD_SNAKE, 0.0, 1, 1, (cells[0],), 0)
        return GroupFacts(snake_points, 0.0, size, snake_points, (), 0)
    if size == 1:
        return GroupFacts(0.0, 0.0, 0, 0, (cells[0],), 0)
    if not _is_path(cells, links, heads):
        return GroupFacts(LINK_CREDIT * (size - 1), 0.0, 0, 0, (), 0)
    ends = tuple(c for c, n in zip(cells, links, strict=True) if n <= 1 and not _head(heads, c))
    if len(ends) == 1:  # a head at the other end: a snake once this end is on the edge
        edge_cost = DISTANCE_COST * rotations_to_edge(ends[0])
        return GroupFacts(HEADED_PATH_CREDIT * size, edge_cost, 0, 0, (), cell_set(ends))
    return GroupFacts(PATH_CREDIT * (size - 1), 0.0, 0, 0, (), cell_set(ends))


def points_now(board: Board, colour: int) -> int:
    """The colour's score on the board without finish bonuses (`colour_score`, on bit sets)."""
    tails, heads = colour_bits(board, colour)
    points, complete = 0, bool(tails | heads)
    for group in _bit_groups(tails | heads):
        facts = _group_facts(group, heads & group)
        points += facts.points
        complete = complete and facts.snake_size > 0
    return points + (CONTACT_BONUS if complete else 0)


@lru_cache(maxsize=1 << 16)
def snake_summary(tails: int, heads: int) -> tuple[int, int, int]:
    """One colour's longest snake, its score without finish bonuses and its pieces in
    snakes (`longest_snake`, `colour_score`, on bit sets: the guide's search asks it of
    thousands of boards)."""
    longest = points = built = 0
    complete = bool(tails | heads)
    for group in _bit_groups(tails | heads):
        size, group_points = _group_as_snake(group, heads & group)
        if group_points is None:
            complete = False
            continue
        points += group_points
        built += size
        longest = max(longest, size)
    return longest, points + (CONTACT_BONUS if complete else 0), built


@lru_cache(maxsize=1 << 16)
def _group_as_snake(group: int, heads: int) -> tuple[int, int | None]:
    """A group's size and its points as a snake (None: not one)."""
    cells = _cells(group)
    links = [(NEIGHBOUR_BITS[cell] & group).bit_count() for cell in cells]
    return len(cells), _snake_points(group, cells, links, heads)


def colour_bits(board: Board, colour: int) -> tuple[int, int]:
    """The cells of a colour's tails and of its heads, as bit sets."""
    pieces = bytes(board)
    tails = int.from_bytes(pieces.translate(_PIECE_BYTES[2 * colour]), "little")
    heads = int.from_bytes(pieces.translate(_PIECE_BYTES[2 * colour + 1]), "little")
    return tails, heads


def _head(heads: int, cell: int) -> bool:
    return bool(heads & CELL_BITS[cell])


def _bit_groups(cells: int) -> list[int]:
    """The groups (joined through shared sides) of a bit set of cells, as bit sets."""
    found = []
    while cells:
        group = frontier = cells & -cells
        while frontier:
            reach = 0
            while frontier:
                low = frontier & -frontier
                reach |= NEIGHBOUR_BITS[(low.bit_length() - 1) >> 3]
                frontier ^= low
            frontier = reach & cells & ~group
            group |= frontier
        found.append(group)
        cells &= ~group
    return found


def _cells(bits: int) -> list[int]:
    found = []
    while bits:
        low = bits & -bits
        found.append((low.bit_length() - 1) >> 3)
        bits ^= low
    return found


def _is_path(cells: list[int], links: list[int], heads: int) -> bool:
    """A group that can still grow into a snake: no branch, and heads only at its ends."""
    return all(n < 2 or (n == 2 and not _head(heads, c)) for c, n in zip(cells, links, strict=True))


def _snake_points(group: int, cells: list[int], links: list[int], heads: int) -> int | None:
    """A group's points as a snake (`snake_of_group`), or None when it is not one."""
    head_count = (heads & group).bit_count()
    if len(cells) == 1:
        return head_count if IS_EDGE[cells[0]] else None
    if max(links) > 2:
        return None
    ends = [cell for cell, n in zip(cells, links, strict=True) if n == 1]
    if len(ends) != 2:
        return None  # a loop
    if sum(_head(heads, cell) for cell in ends) != head_count:
        return None
    if head_count < 2 and not all(IS_EDGE[end] for end in ends if not _head(heads, end)):
        return None
    return (2 if head_count == 2 else head_count) * len(cells)


@lru_cache(maxsize=1 << 16)
def snake_bits(tails: int, heads: int) -> int:
    """The cells of one colour's pieces that are in snakes (locked), as a bit set."""
    locked = 0
    for group in _bit_groups(tails | heads):
        cells = _cells(group)
        links = [(NEIGHBOUR_BITS[cell] & group).bit_count() for cell in cells]
        if _snake_points(group, cells, links, heads) is not None:
            locked |= group
    return locked


BUILD_GOAL = 100.0  # a snake long enough for the first finish
BUILD_PIECE = 2.0  # per piece (up to the finish length) of the group that grows toward it


@lru_cache(maxsize=1 << 16)
def build_value(tails: int, heads: int) -> float:
    """How close one colour is to a snake long enough to call the first finish (a bot's
    build mode): BUILD_GOAL once it has one; otherwise the best group that can still grow
    into one (a path with a tail end, a lone tail included), by its size, less the rotations
    its open ends need to reach the edge and the next piece needs to join it. Points do not
    count here: a short snake closed by two heads is a dead end, not a goal."""
    groups = _bit_groups(tails | heads)
    best = -float(FINISH_SNAKE_LENGTH) * BUILD_PIECE
    for group in groups:
        cells = _cells(group)
        links = [(NEIGHBOUR_BITS[cell] & group).bit_count() for cell in cells]
        group_heads = heads & group
        size = len(cells)
        snake = _snake_points(group, cells, links, group_heads) is not None
        if snake and size >= FINISH_SNAKE_LENGTH:
            return BUILD_GOAL
        if not _is_path(cells, links, group_heads):
            continue
        ends = [c for c, n in zip(cells, links, strict=True) if n <= 1 and not _head(heads, c)]
        if not ends:
            continue  # closed by heads (or a lone head): it cannot grow
        to_edge = [rotations_to_edge(end) for end in ends]
        value = BUILD_PIECE * min(size, FINISH_SNAKE_LENGTH)
        if size < FINISH_SNAKE_LENGTH:
            others = (tails | heads) & ~group
            value -= min(to_edge) + min(_distance(end, others) for end in ends)
        else:
            value -= sum(to_edge)
        best = max(best, value)
    return best
