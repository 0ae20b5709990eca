"""A seeded apple landscape: hills of apples (clusters) and ridges, for games with apples.

    board = landscape(board, editing.apples, editing.with_apples, richness=5, seed=7)

Only cells that hold apples or nothing are changed (garnets, tunnels, walls stay); the same
board, richness and seed always give the same landscape. With a symmetry (the editor's
setting), each cell and its partners get the same number of apples: the first of them in
reading order sets it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.core.coords import Cell
from game.core.rng import derived_rng
from game.editor.model import Board, symmetric_cells

RICHNESS_RANGE = (1, 10)
SEED_RANGE = (0, 9999)


def landscape(
    board: Board,
    apples_of: Callable[[str], int | None],
    with_apples: Callable[[str, int], str],
    richness: int,
    seed: int,
    symmetry: str = "none",
) -> Board:
    """The board with a fresh apple landscape (see the module docstring)."""
    richness = max(RICHNESS_RANGE[0], min(RICHNESS_RANGE[1], richness))
    rng = derived_rng(seed, "landscape", board.width, board.height)
    heights = {cell: 0.0 for cell in board.cells()}
    area = board.width * board.height
    clusters = max(1, round(area / 40 * (0.5 + richness / 10)))
    for _ in range(clusters):
        centre = (rng.uniform(0, board.width), rng.uniform(0, board.height))
        peak = rng.uniform(2, 4 + richness / 2)
        spread = rng.uniform(1.0, 2.5)
        _add_hill(heights, centre, peak, spread)
    for _ in range(max(1, richness // 3)):
        _add_ridge(heights, board, rng.random, peak=rng.uniform(2, 3 + richness / 3))
    changes: dict[Cell, str] = {}
    for cell in sorted(heights, key=lambda cell: (cell[1], cell[0])):
        token = board.token(cell)
        if apples_of(token) is None:
            continue
        leader = symmetric_cells(board, cell, symmetry)
        first = min(leader, key=lambda c: (c[1], c[0]))
        changes[cell] = with_apples(token, min(9, int(heights[first])))
    return board.with_tokens(changes)


def _add_hill(
    heights: dict[Cell, float], centre: tuple[float, float], peak: float, spread: float
) -> None:
    for cell in heights:
        distance = math.hypot(cell[0] + 0.5 - centre[0], cell[1] + 0.5 - centre[1])
        heights[cell] += peak * math.exp(-((distance / spread) ** 2))


def _add_ridge(
    heights: dict[Cell, float], board: Board, random: Callable[[], float], peak: float
) -> None:
    """A line of apples across the board, highest in the middle."""
    start = (random() * board.width, random() * board.height)
    angle = random() * math.pi
    direction = (math.cos(angle), math.sin(angle))
    for cell in heights:
        offset = (cell[0] + 0.5 - start[0], cell[1] + 0.5 - start[1])
        across = abs(offset[0] * direction[1] - offset[1] * direction[0])
        if across < 0.8:
            heights[cell] += peak * (1 - across / 0.8)
