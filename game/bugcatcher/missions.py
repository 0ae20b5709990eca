"""Missions as data: a kind with parameters, checked on one player's round of valid segments.

Each kind is one entry of KINDS: the level keys it reads and the check it runs. A new kind
is a new entry, not a new branch in the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, cached_property

from game.bugcatcher.geometry import BORDER, CENTRAL, Board, Point

BLACK = "black"
BLUE = "blue"
COLOURS = (BLACK, BLUE)
_TURN = str.maketrans("URDL", "RDLU")
_MIRROR = str.maketrans("LR", "RL")
_BACK = str.maketrans("UDLR", "DURL")


def other_colour(colour: str) -> str:
    return BLUE if colour == BLACK else BLACK


@dataclass(frozen=True)
class Segment:
    step: int  # from 1
    node: str
    start: Point
    end: Point
    colour: str

    @property
    def direction(self) -> str:
        dx, dy = self.end[0] - self.start[0], self.end[1] - self.start[1]
        if dx:
            return "R" if dx > 0 else "L"
        return "D" if dy > 0 else "U"

    @property
    def middle(self) -> Point:
        return (self.start[0] + self.end[0]) // 2, (self.start[1] + self.end[1]) // 2


@dataclass(frozen=True)
class PlayerRound:
    """What one player's actions did in one round: what missions look at."""

    starts: dict[str, Point]
    ends: dict[str, Point]
    segments: tuple[Segment, ...] = ()
    swaps: int = 0
    invalid: int = 0  # actions found invalid (collisions caused)
    void_steps: tuple[int, ...] = ()
    crossed_other_colour: bool = False

    def path(self, node: str) -> tuple[Segment, ...]:
        return self._paths[node]

    def moves(self, node: str) -> str:
        return self._moves[node]

    @cached_property
    def _paths(self) -> dict[str, tuple[Segment, ...]]:
        return {n: tuple(s for s in self.segments if s.node == n) for n in (BORDER, CENTRAL)}

    @cached_property
    def _moves(self) -> dict[str, str]:
        return {n: "".join(s.direction for s in path) for n, path in self._paths.items()}


@dataclass(frozen=True)
class Mission:
    name: str
    round: int  # the round whose board shows it
    kind: str
    reward: int
    penalty: int = 0  # fireflies lost, written as a positive number
    window: int = 1  # rounds, counting the round it is shown
    node: str | None = None  # None: either node
    shape: str = ""
    count: int = 0
    colour: str = ""
    targets: frozenset[Point] = field(default_factory=frozenset)
    rim: bool = False
    description: str = ""  # the level's own words; the kind's words when empty

    @property
    def last_round(self) -> int:
        return self.round + self.window - 1

    def completed_by(self, play: PlayerRound, board: Board) -> bool:
        return KINDS[self.kind].check(self, play, board)

    def describe(self, board: Board) -> str:
        text = self.description or KINDS[self.kind].words(self, board)
        success = f"{text} Success: +{self.reward} fireflies."
        if not self.penalty:
            return success
        rounds = f"{self.window} round{'s' if self.window != 1 else ''}"
        return f"{success} Failure ({rounds}): −{self.penalty} fireflies."


def shared_words(reward: int) -> str:
    """How a reward is shared (RULINGS §5: each completer gets reward ÷ count, rounded up),
    in words a new player reads on the card; "" where sharing cannot lower it."""
    if reward < 2:
        return ""
    return f" Split if several complete it: two get +{-(-reward // 2)} each."


def window_words(mission: Mission) -> str:
    """How long a mission on this round's board stays open, for its card's head: "this
    round", or "up to N rd" (anyone's completion closes it sooner)."""
    return "this round" if mission.window == 1 else f"up to {mission.window} rd"


@cache
def shape_variants(shape: str) -> frozenset[str]:
    """The shape in all 8 orientations, each read from either end."""
    variants = set()
    turned = shape
    for _ in range(4):
        for candidate in (turned, turned.translate(_MIRROR)):
            variants.add(candidate)
            variants.add(candidate[::-1].translate(_BACK))
        turned = turned.translate(_TURN)
    return frozenset(variants)


def shape_revisits(shape: str) -> bool:
    """True when the shape comes back to a point it already passed, its start included.

    Every point a path passes was claimed at an earlier step, so such a step is always void
    (collision case 1) and the shape can never be built.
    """
    x = y = 0
    seen = {(x, y)}
    for move in shape:
        x += (move == "R") - (move == "L")
        y += (move == "D") - (move == "U")
        if (x, y) in seen:
            return True
        seen.add((x, y))
    return False


def _nodes(mission: Mission) -> tuple[str, ...]:
    return (mission.node,) if mission.node else (BORDER, CENTRAL)


def _node_words(mission: Mission) -> str:
    return f"your {mission.node} node's path" if mission.node else "one of your paths"


def _check_shape(mission: Mission, play: PlayerRound, board: Board) -> bool:
    variants = shape_variants(mission.shape)
    return any(v in play.moves(node) for node in _nodes(mission) for v in variants)


def _check_length(mission: Mission, play: PlayerRound, board: Board) -> bool:
    return any(len(play.path(node)) >= mission.count for node in _nodes(mission))


def _check_colour(mission: Mission, play: PlayerRound, board: Board) -> bool:
    return sum(s.colour == mission.colour for s in play.segments) >= mission.count


def _check_swaps(mission: Mission, play: PlayerRound, board: Board) -> bool:
    return play.swaps == mission.count


def _check_reach(mission: Mission, play: PlayerRound, board: Board) -> bool:
    end = play.ends[mission.node or CENTRAL]
    return end in mission.targets or (mission.rim and board.on_rim(end))


def _check_clean(mission: Mission, play: PlayerRound, board: Board) -> bool:
    return play.invalid == 0 and len(play.segments) >= mission.count


def _central_cells(play: PlayerRound) -> list[Point]:
    return [play.starts[CENTRAL], *(s.end for s in play.path(CENTRAL))]


def _check_rows(mission: Mission, play: PlayerRound, board: Board) -> bool:
    return len({cell[1] for cell in _central_cells(play)}) >= mission.count


def _check_columns(mission: Mission, play: PlayerRound, board: Board) -> bool:
    return len({cell[0] for cell in _central_cells(play)}) >= mission.count


def _check_cross(mission: Mission, play: PlayerRound, board: Board) -> bool:
    return play.crossed_other_colour


def _check_meet(mission: Mission, play: PlayerRound, board: Board) -> bool:
    return play.ends[BORDER] in board.cell_corners(play.ends[CENTRAL])


def _reach_words(mission: Mission, board: Board) -> str:
    places = sorted(board.name(p) for p in mission.targets)
    if mission.rim:
        places.append("the board's rim")
    return f"End the round with your {mission.node} node on {' or '.join(places)}."


@dataclass(frozen=True)
class Kind:
    keys: frozenset[str]  # the level keys this kind reads, beyond the common ones
    needs: frozenset[str]  # of those, the ones that must be given
    check: Callable[[Mission, PlayerRound, Board], bool]
    words: Callable[[Mission, Board], str]


def _kind(keys: str, needs: str, check: Callable, words: Callable) -> Kind:
    return Kind(frozenset(keys.split()), frozenset(needs.split()), check, words)


KINDS: dict[str, Kind] = {
    "shape": _kind(
        "node shape",
        "shape",
        _check_shape,
        lambda m, b: (
            f"In one round, build the shape {m.shape} with {_node_words(m)} "
            "(either end, rotated or reflected, as part of a longer path)."
        ),
    ),
    "length": _kind(
        "node count",
        "count",
        _check_length,
        lambda m, b: f"Build at least {m.count} valid segments with {_node_words(m)}.",
    ),
    "colour": _kind(
        "colour count",
        "colour count",
        _check_colour,
        lambda m, b: f"Build at least {m.count} valid {m.colour} segments.",
    ),
    "swaps": _kind(
        "count",
        "count",
        _check_swaps,
        lambda m, b: (
            f"Colour swap exactly {m.count} time{'s' if m.count != 1 else ''}."
            if m.count
            else "Do not colour swap at all this round."
        ),
    ),
    "reach": _kind("node targets rim", "node", _check_reach, _reach_words),
    "clean": _kind(
        "count",
        "count",
        _check_clean,
        lambda m, b: f"Build at least {m.count} valid segments without a single collision.",
    ),
    "rows": _kind(
        "count",
        "count",
        _check_rows,
        lambda m, b: f"Visit {m.count} different rows with your central path.",
    ),
    "columns": _kind(
        "count",
        "count",
        _check_columns,
        lambda m, b: f"Visit {m.count} different columns with your central path.",
    ),
    "cross": _kind(
        "",
        "",
        _check_cross,
        lambda m, b: "Cross a segment of the other colour with one of your segments.",
    ),
    "meet": _kind(
        "",
        "",
        _check_meet,
        lambda m, b: "End the round with your border node on a corner of your central node's cell.",
    ),
}
