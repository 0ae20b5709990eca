"""The guided game's plan for a turn: every order of the tower turns left in it, searched.

    plan = plan_turn(state, seen)   # the shortest actions that reach the best `Worth`

The guide used to look two tower turns ahead, so following its rings exactly could end a
turn with a shorter snake than a new player then built by hand. The search is exhaustive
over the actions left (at most 4, each a tower turned one way), pruned by never visiting a
board twice: a few thousand boards, well under a second.
"""

from __future__ import annotations

from collections.abc import Collection

from game.tactrics.board import rotate
from game.tactrics.bot import allowed_towers_on
from game.tactrics.bot_value import colour_bits, snake_summary
from game.tactrics.rules import Action, Board, GameState, action_limit

Worth = tuple[int, int, int]


def worth(board: Board, colour: int) -> Worth:
    """What a new player sees grow: their longest snake, their score (finish bonuses aside),
    their pieces in snakes."""
    return snake_summary(*colour_bits(board, colour))


def actions_left(state: GameState) -> int:
    return max(0, action_limit(state) - state.actions_taken)


def plan_turn(state: GameState, seen: Collection[Board] = ()) -> tuple[Action, ...]:
    """The fewest tower turns (of those left this turn) that reach the best worth there is
    for the player to move, never through a board in `seen` (this turn's boards so far);
    () when no order of the turns left raises the worth above the board's now."""
    colour, player = state.colours[state.player], state.player
    best = worth(state.board, colour)
    found: tuple[Action, ...] = ()
    visited = {*seen, state.board}
    layer: list[tuple[Board, tuple[Action, ...]]] = [(state.board, ())]
    for _ in range(actions_left(state)):  # breadth first: a later layer must beat, not tie
        grown = []
        for board, actions in layer:
            for tower in allowed_towers_on(board, state.colours, player):
                for clockwise in (True, False):
                    after = rotate(board, tower, clockwise)
                    if after in visited:
                        continue
                    visited.add(after)
                    line = (*actions, Action(tower, clockwise))
                    value = worth(after, colour)
                    if value > best:
                        best, found = value, line
                    grown.append((after, line))
        layer = grown
    return found
