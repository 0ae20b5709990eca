"""The ten variations, each an ordered choice of named stages and gain rules.

A board's placement runs `placement_stages(variation)`, its movement runs
`movement_stages(variation)`. A variation also says which extra entries its players make
and whether twists are capped per player (the board's cap) or per snake (Bidding).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.antisocial_snake.stages import (
    GainRule,
    Stage,
    add_digits,
    add_staleness,
    clear_start_apples,
    count_apples,
    elemental,
    frame_apples,
    mark_quiz,
    moving,
    place_directions,
    place_snakes,
    rank_bids,
    same_colour_double,
    score_board,
    subtract_staleness,
    swap_tiles,
    toggle_colours,
)

TWISTS_PER_PLAYER = "cap"  # a player's twists over all their snakes ≤ the board's cap
TWISTS_PER_SNAKE = "bids"  # each snake's own limit from the bids


@dataclass(frozen=True)
class Variation:
    id: str
    title: str
    summary: str
    placement_extras: tuple[str, ...] = ()  # PlacementEntry fields: frame, toggles, bids
    movement_extras: tuple[str, ...] = ()  # MovementEntry fields: swaps, redirects, answers
    after_placement: tuple[Stage, ...] = ()
    before_movement: tuple[Stage, ...] = ()
    gain_rules: tuple[GainRule, ...] = (same_colour_double,)
    after_movement: tuple[Stage, ...] = ()
    twists: str = TWISTS_PER_PLAYER


PLACE = Stage("place", place_snakes)
DIGIT_SUMS = Stage("digit sums", add_digits)
CLEAR = Stage("clear start apples", clear_start_apples)
COUNT = Stage("count apples", count_apples)
SCORE = Stage("score", score_board)


def placement_stages(variation: Variation) -> list[Stage]:
    return [PLACE, CLEAR, *variation.after_placement]


def movement_stages(variation: Variation) -> list[Stage]:
    return [
        *variation.before_movement,
        Stage("move", moving(variation.gain_rules)),
        COUNT,
        *variation.after_movement,
        SCORE,
    ]


_ALL = [
    Variation("theme", "Theme", "The plain rules: no variation."),
    Variation(
        "addition",
        "Addition",
        "Each snake's final count (after any halving) becomes its digit sum.",
        after_movement=(DIGIT_SUMS,),
    ),
    Variation(
        "elemental",
        "Elemental",
        "Red is fire, blue water, green grass: beating a tile's element doubles, losing to it "
        "gives nothing. No same-colour doubling.",
        gain_rules=(elemental,),
    ),
    Variation(
        "frame",
        "Frame",
        "In placement, name up to 5 tiles in rows 1–4: their apples drop 4 rows.",
        placement_extras=("frame",),
        after_placement=(Stage("frame", frame_apples),),
    ),
    Variation(
        "swap",
        "Swap",
        "In movement, swap up to 5 pairs of neighbouring tiles without snakes.",
        movement_extras=("swaps",),
        before_movement=(Stage("swaps", swap_tiles),),
    ),
    Variation(
        "stale",
        "Stale",
        "A tile neither white nor the snake's start colour adds 1 staleness, which comes off "
        "that tile's apples and every later tile's (never below 0).",
        gain_rules=(add_staleness, same_colour_double, subtract_staleness),
    ),
    Variation(
        "toggle",
        "Toggle",
        "In placement, name 2 tiles: each flips itself and its neighbours between red and blue "
        "(a tile a snake starts on keeps its colour).",
        placement_extras=("toggles",),
        after_placement=(Stage("toggles", toggle_colours),),
    ),
    Variation(
        "redirect",
        "Redirect",
        "In movement, lay up to 5 clockwise / anticlockwise tiles in your snakes' rows and "
        "columns: a snake entering one turns the rest of its moves.",
        movement_extras=("redirects",),
        before_movement=(Stage("direction tiles", place_directions),),
    ),
    Variation(
        "quiz",
        "Quiz",
        "In movement, answer the board's questions privately; right answers score points.",
        movement_extras=("answers",),
        after_movement=(Stage("quiz", mark_quiz),),
    ),
    Variation(
        "bidding",
        "Bidding",
        "In placement, split 100 chips over the colours: per colour the top bidder's snake "
        "may twist 3 times, the second 2, the rest once.",
        placement_extras=("bids",),
        after_placement=(Stage("bids", rank_bids),),
        twists=TWISTS_PER_SNAKE,
    ),
]

VARIATIONS: dict[str, Variation] = {variation.id: variation for variation in _ALL}
