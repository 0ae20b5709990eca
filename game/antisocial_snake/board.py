"""The data of one Antisocial Snake board: players' entries, snakes and the board state."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.antisocial_snake.levels import BLACK, BoardSpec
from game.core.coords import Cell, step

CLOCKWISE = "URDL"  # each direction's clockwise neighbour is the next one
TURNS = ("cw", "ccw")


@dataclass(frozen=True)
class PlacementEntry:
    """A player's placement: one tile per snake colour in priority order, plus extras."""

    tiles: tuple[Cell, ...] = ()
    frame: tuple[Cell, ...] = ()
    toggles: tuple[Cell, ...] = ()
    bids: tuple[tuple[str, int], ...] = ()  # (colour, chips)

    @property
    def bid_table(self) -> dict[str, int]:
        return dict(self.bids)


@dataclass(frozen=True)
class MovementEntry:
    """A player's movement: one sequence per snake (in placement order), plus extras."""

    moves: tuple[str, ...] = ()
    swaps: tuple[tuple[Cell, Cell], ...] = ()
    redirects: tuple[tuple[Cell, str], ...] = ()  # (tile, "cw" | "ccw")
    answers: tuple[str, ...] = ()


Entry = PlacementEntry | MovementEntry


@dataclass
class Snake:
    letter: str
    owner: int
    colour: str  # the colour of its start tile, kept for the whole board
    start: Cell
    rank: int  # its place in the owner's placement list (0 = highest priority)
    cells: list[Cell] = field(default_factory=list)  # start first, then every tile entered
    apples: int = 0  # claimed on this board (halved on a halt)
    gathered: int = 0  # claimed before any halving
    score: int = 0  # what counts: apples, or their digit sum on Addition
    halted: bool = False
    stop_reason: str = ""
    staleness: int = 0
    quarter_turns: int = 0  # direction tiles met: +1 clockwise, -1 anticlockwise
    twist_limit: int | None = None  # Bidding: this snake's own limit

    @property
    def head(self) -> Cell:
        return self.cells[-1]

    def copy(self) -> Snake:
        return Snake(**{**self.__dict__, "cells": list(self.cells)})


@dataclass
class BoardState:
    spec: BoardSpec
    index: int
    colours: dict[Cell, str]
    apples: dict[Cell, int]
    snakes: list[Snake] = field(default_factory=list)  # in letter order
    directions: dict[Cell, str] = field(default_factory=dict)
    quiz_points: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    resolved: bool = False

    @classmethod
    def fresh(cls, spec: BoardSpec, index: int) -> BoardState:
        cells = spec.cells()
        return cls(
            spec,
            index,
            {cell: spec.tile(cell).colour for cell in cells},
            {cell: spec.tile(cell).apples for cell in cells if spec.tile(cell).apples},
        )

    def copy(self) -> BoardState:
        return BoardState(
            self.spec,
            self.index,
            dict(self.colours),
            dict(self.apples),
            [snake.copy() for snake in self.snakes],
            dict(self.directions),
            list(self.quiz_points),
            list(self.scores),
            self.resolved,
        )

    def snakes_of(self, player: int) -> list[Snake]:
        """A player's snakes in the order of their placement list."""
        return sorted((s for s in self.snakes if s.owner == player), key=lambda s: s.rank)

    def snake(self, letter: str) -> Snake | None:
        return next((s for s in self.snakes if s.letter == letter), None)

    def occupied(self) -> dict[Cell, str]:
        """Every tile any snake has been on (start tiles and paths), by letter."""
        return {cell: snake.letter for snake in self.snakes for cell in snake.cells}

    def enterable(self, cell: Cell) -> bool:
        return self.spec.contains(cell) and self.colours[cell] != BLACK

    @property
    def letters(self) -> list[str]:
        return [snake.letter for snake in self.snakes]


def turn(direction: str, quarter_turns: int) -> str:
    """A direction turned clockwise by a number of quarter turns (negative: anticlockwise)."""
    return CLOCKWISE[(CLOCKWISE.index(direction) + quarter_turns) % 4]


def count_twists(moves: str) -> int:
    """Changes of direction between consecutive moves: UURRDDLL has three."""
    return sum(1 for before, after in zip(moves, moves[1:], strict=False) if before != after)


def manhattan(first: Cell, second: Cell) -> int:
    return abs(first[0] - second[0]) + abs(first[1] - second[1])


def neighbours(cell: Cell) -> list[Cell]:
    return [step(cell, direction) for direction in "UDLR"]


def swapped_board(
    colours: Mapping[Cell, str], apples: Mapping[Cell, int], swaps: list[tuple[Cell, Cell]]
) -> tuple[dict[Cell, str], dict[Cell, int]]:
    """Colours and apples after swaps that are already known to go through."""
    colours = dict(colours)
    apples = dict(apples)
    for first, second in swaps:
        colours[first], colours[second] = colours[second], colours[first]
        first_apples, second_apples = apples.pop(first, 0), apples.pop(second, 0)
        if second_apples:
            apples[first] = second_apples
        if first_apples:
            apples[second] = first_apples
    return colours, apples


def crowded_swap_tiles(swaps: Sequence[tuple[Cell, Cell]]) -> set[Cell]:
    """Tiles named in more than one swap: every swap naming one of them is cancelled."""
    seen: dict[Cell, int] = {}
    for pair in swaps:
        for cell in pair:
            seen[cell] = seen.get(cell, 0) + 1
    return {cell for cell, count in seen.items() if count > 1}


def settled_directions(redirects: list[tuple[Cell, str]]) -> tuple[dict[Cell, str], set[Cell]]:
    """Direction tiles that stay (identical ones make one) and tiles where opposites cancel."""
    wanted: dict[Cell, set[str]] = {}
    for cell, turn_name in redirects:
        wanted.setdefault(cell, set()).add(turn_name)
    placed = {cell: next(iter(turns)) for cell, turns in wanted.items() if len(turns) == 1}
    return placed, {cell for cell, turns in wanted.items() if len(turns) > 1}
