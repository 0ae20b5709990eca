"""Tactrics Snakes bots: easy (the best action one at a time, sometimes a random one),
normal (looks over its whole turn for its own good), hard (a wider look that also weighs the
best opponent). Pure functions: the state and a seeded rng in, a turn out.

What a bot wants (`position_value`): its score now, plus credit for progress that the score
does not see yet: joined pieces that can still become a snake (more when a head is at one
end), a snake of 4 that allows a finish, and lone pieces close (in rotations) to a piece of
their colour, a lone head close to the open end of a group. Lone pieces always have some
distance to shrink, so almost every position has a turn that makes progress.

A turn is found by a beam search over the bot's actions (`best_turn`). It must be polite:
it must raise the table's total (everyone's value added up), so that two bots can never
undo each other's turns for ever. A bot that finds no such turn looks wider, then drops the
politeness; it passes only when no sequence of its actions improves its own position, and
late in a game that nobody can finish yet it shakes the board with random actions instead.

Games end: a bot calls the first finish only when it may, the board has been played (at least
FINISH_ROUNDS rounds) and it leads counting the bonus; after STALE_ROUNDS rounds it also calls
when nobody leads it, so that a game of bots ends. After someone's finish it calls whenever a
bonus is left, or on its last extra turn. `python main.py bench tactrics-bots` times whole games.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.tactrics.board import NEIGHBOURS
from game.tactrics.rules import (
    CONTACT_BONUS,
    FINISH_SNAKE_LENGTH,
    Action,
    Board,
    GameState,
    act,
    finish_bonus_now,
    finish_refusal,
    groups,
    is_head,
    legal_actions,
    piece_colour,
    scores,
    snake_of_group,
)
from game.tactrics.solver import rotations_to_edge, rotations_to_meet

BotTurn = tuple[list[Action], bool]
LEVELS = ("easy", "normal", "hard")
EASY_BEAM = 1
EASY_BLUNDER = 0.3  # the share of easy turns that end with a random action
NORMAL_BEAM = 3
HARD_BEAM = 6
STUCK_BEAM = 16  # when the usual look finds no progress, look wider before passing
HARD_WEIGH_OPPONENTS = 0.5
LATE_ROUNDS = 4  # after this many rounds, a stuck bot shakes the board (see `hard_turn`)
FINISH_ROUNDS = 3  # a bot calls the first finish only after this many rounds, and when it leads
STALE_ROUNDS = 12  # after this many rounds a bot calls the first finish when nobody leads it
SHAKE_ACTIONS = 2
HEADED_PATH_CREDIT = 0.8  # per piece of a group with a head at one end that can become a snake
PATH_CREDIT = 0.5  # per piece joined to a group that is not a snake yet but can become one
LINK_CREDIT = 0.2  # per piece joined to a group with a branch or a head inside
LONE_HEAD_SNAKE = 0.1  # a lone head on the edge scores 1 but wastes a head a longer snake needs
FINISH_OPTION = 2.0  # a snake of FINISH_SNAKE_LENGTH or more lets the bot call a finish
DISTANCE_COST = 0.15  # per rotation between a lone piece and the nearest piece of its colour
IMPROVES = 1e-9


def position_value(board: Board, colour: int) -> float:
    """How good the board is for one colour (higher is better; see the module text)."""
    value = 0.0
    longest = 0
    loose: list[int] = []  # lone pieces, a lone head on the edge included
    sockets: list[int] = []  # tail ends of groups that are not snakes yet
    pieces = in_snakes = 0
    for group in groups(board, colour):
        pieces += len(group)
        snake = snake_of_group(board, group)
        if snake is not None:
            in_snakes += len(group)
            longest = max(longest, len(group))
            if len(group) == 1 and snake.heads:
                value += LONE_HEAD_SNAKE
                loose.append(group[0])
            else:
                value += snake.points
        elif len(group) == 1:
            loose.append(group[0])
        elif _is_path(board, group):
            ends = _tail_ends(board, group)
            if len(ends) == 1:  # a head at the other end: a snake once this end is on the edge
                value += HEADED_PATH_CREDIT * len(group)
                value -= DISTANCE_COST * rotations_to_edge(ends[0])
            else:
                value += PATH_CREDIT * (len(group) - 1)
            sockets.extend(ends)
        else:
            value += LINK_CREDIT * (len(group) - 1)
    if in_snakes == pieces:
        value += CONTACT_BONUS
    if longest >= FINISH_SNAKE_LENGTH:
        value += FINISH_OPTION
    if loose:
        own = [cell for cell, code in enumerate(board) if code and piece_colour(code) == colour]
        for cell in loose:
            targets = sockets if sockets and is_head(board[cell]) else own
            distance = min((rotations_to_meet(cell, t) for t in targets if t != cell), default=0)
            value -= DISTANCE_COST * distance
    return value


def _tail_ends(board: Board, group: tuple[int, ...]) -> list[int]:
    members = set(group)
    return [
        cell
        for cell in group
        if not is_head(board[cell]) and sum(1 for n in NEIGHBOURS[cell] if n in members) <= 1
    ]


def _is_path(board: Board, group: tuple[int, ...]) -> bool:
    """A group that can still grow into a snake: no branch, and heads only at its ends."""
    members = set(group)
    for cell in group:
        linked = sum(1 for n in NEIGHBOURS[cell] if n in members)
        if linked > 2 or (linked == 2 and is_head(board[cell])):
            return False
    return True


def _relative_value(state: GameState, weigh_opponents: float) -> float:
    mine = state.colours[state.player]
    own = position_value(state.board, mine)
    if not weigh_opponents:
        return own
    others = [position_value(state.board, c) for c in state.colours if c != mine]
    return own - weigh_opponents * max(others, default=0.0)


def easy_turn(state: GameState, rng: random.Random) -> BotTurn:
    """Short-sighted: the best action one at a time, and now and then a random one at the end."""
    actions, _ = _look(state, rng, EASY_BEAM, 0.0)
    for action in actions:
        state, _ = act(state, action)
    options = legal_actions(state)
    if options and rng.random() < EASY_BLUNDER:
        action = rng.choice(options)
        state, _ = act(state, action)
        actions = [*actions, action]
    return actions, _wants_finish(state)


def best_turn(
    state: GameState, rng: random.Random, beam_width: int, weigh: float, polite: bool = True
) -> BotTurn:
    """Beam search over the actions of this turn; the actions that lead to the best position
    seen (none when no sequence of actions improves on the position now).

    A polite turn must raise the table's total (everyone's `position_value` added up): then
    no two bots can undo each other's turns for ever, because every turn they play raises
    that total."""
    table_before = _table_value(state)
    best = (_relative_value(state, weigh), [], state)
    beam: list[tuple[float, list[Action], GameState]] = [best]
    seen = {state.board}
    while beam:
        grown = []
        for _, actions, position in beam:
            for action in legal_actions(position):
                after, _ = act(position, action)
                if after.board in seen:
                    continue  # a way back, or a position another line reached already
                seen.add(after.board)
                grown.append((_relative_value(after, weigh), [*actions, action], after))
        if not grown:
            break
        rng.shuffle(grown)
        grown.sort(key=lambda entry: entry[0], reverse=True)
        beam = grown[:beam_width]
        for candidate in beam:
            if candidate[0] <= best[0] + IMPROVES:
                break
            if not polite or _table_value(candidate[2]) > table_before + IMPROVES:
                best = candidate
                break
    _, actions, final = best
    return actions, _wants_finish(final)


def _table_value(state: GameState) -> float:
    return sum(position_value(state.board, colour) for colour in state.colours)


def normal_turn(state: GameState, rng: random.Random) -> BotTurn:
    """A narrow look over the whole turn, for its own position only."""
    return _look(state, rng, NORMAL_BEAM, 0.0)


def hard_turn(state: GameState, rng: random.Random) -> BotTurn:
    """A wider look over the whole turn, valuing its own position against the best opponent."""
    return _look(state, rng, HARD_BEAM, HARD_WEIGH_OPPONENTS)


def _look(state: GameState, rng: random.Random, beam_width: int, weigh: float) -> BotTurn:
    """`best_turn`; when it finds no progress, a wider look, and then one that may cost the
    others something (a bot passes only when nothing at all improves its position)."""
    turn = best_turn(state, rng, beam_width, weigh)
    if not turn[0]:
        turn = best_turn(state, rng, STUCK_BEAM, weigh)
    if not turn[0]:
        turn = best_turn(state, rng, STUCK_BEAM, weigh, polite=False)
    if not turn[0] and _late(state) and finish_refusal(state) is not None:
        turn = _shake(state, rng)
    return turn


def _shake(state: GameState, rng: random.Random) -> BotTurn:
    """Late, stuck and unable to finish: random actions, so that the game does not freeze in
    a position where no bot sees a way forward."""
    actions: list[Action] = []
    for _ in range(SHAKE_ACTIONS):
        options = legal_actions(state)
        if not options:
            break
        action = rng.choice(options)
        state, _ = act(state, action)
        actions.append(action)
    return actions, _wants_finish(state)


def _late(state: GameState) -> bool:
    return state.turn >= LATE_ROUNDS * state.player_count


def _wants_finish(state: GameState) -> bool:
    """The first finish only when the board has been played and the bot leads counting the
    bonus; after a finish, whenever it pays."""
    if finish_refusal(state) is not None:
        return False
    bonus = finish_bonus_now(state)
    if state.finishing:
        return bonus > 0 or state.extra_turns[state.player] >= 1
    rounds = state.turn // state.player_count
    if rounds < FINISH_ROUNDS:
        return False
    totals = [score.total for score in scores(state)]
    mine = totals[state.player] + bonus
    best_other = max(t for p, t in enumerate(totals) if p != state.player)
    return mine > best_other or (rounds >= STALE_ROUNDS and mine >= best_other)


BOTS: dict[str, Callable[[GameState, random.Random], BotTurn]] = {
    "easy": easy_turn,
    "normal": normal_turn,
    "hard": hard_turn,
}


def bot_turn(level: str, state: GameState, rng: random.Random) -> BotTurn:
    """The actions and finish call of a bot of this level, for the player to move."""
    return BOTS[level](state, rng)
