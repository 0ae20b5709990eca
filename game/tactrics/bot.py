"""Tactrics Snakes bots: easy (random legal), normal (greedy per action), hard (beam search
that also weighs the opponents). Pure functions: the state and a seeded rng in, a turn out."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.tactrics.rules import (
    Action,
    Board,
    GameState,
    act,
    colour_score,
    finish_bonus_now,
    finish_refusal,
    groups,
    legal_actions,
    scores,
    snake_of_group,
)

BotTurn = tuple[list[Action], bool]
LEVELS = ("easy", "normal", "hard")
HARD_BEAM = 5
LATE_TURN = 36  # after this many turns, bots call a finish as soon as they may


def position_value(board: Board, colour: int) -> float:
    """How good the board is for one colour: its score now, plus credit for groups that are
    on their way to becoming snakes (joined pieces count a little)."""
    value = float(colour_score(board, colour).snake_points)
    value += colour_score(board, colour).contact_bonus
    for group in groups(board, colour):
        if snake_of_group(board, group) is None and len(group) > 1:
            value += 0.4 * (len(group) - 1)
    return value


def _relative_value(state: GameState, weigh_opponents: float) -> float:
    mine = state.colours[state.player]
    own = position_value(state.board, mine)
    others = [position_value(state.board, c) for c in state.colours if c != mine]
    return own - weigh_opponents * max(others, default=0.0)


def easy_turn(state: GameState, rng: random.Random) -> BotTurn:
    actions: list[Action] = []
    for _ in range(rng.randint(1, 4)):
        options = legal_actions(state)
        if not options:
            break
        action = rng.choice(options)
        state, _ = act(state, action)
        actions.append(action)
    return actions, _wants_finish(state, rng, eager=rng.random() < 0.5)


def _best_step(state: GameState, rng: random.Random, weigh: float):
    best: list[tuple[GameState, Action]] = []
    best_value = _relative_value(state, weigh)
    for action in legal_actions(state):
        after, _ = act(state, action)
        value = _relative_value(after, weigh)
        if value > best_value + 1e-9:
            best, best_value = [(after, action)], value
        elif abs(value - best_value) <= 1e-9 and best:
            best.append((after, action))
    return rng.choice(best) if best else None


def normal_turn(state: GameState, rng: random.Random) -> BotTurn:
    """Greedy: each action is the one that most improves the bot's own position."""
    actions: list[Action] = []
    while True:
        step = _best_step(state, rng, 0.0)
        if step is None:
            break
        state, action = step
        actions.append(action)
    return actions, _wants_finish(state, rng, eager=False)


def hard_turn(state: GameState, rng: random.Random) -> BotTurn:
    """Beam search over the whole turn, valuing its own position against the best opponent."""
    beam: list[tuple[float, list[Action], GameState]] = [(_relative_value(state, 0.5), [], state)]
    best = beam[0]
    while beam:
        grown = []
        for _, actions, position in beam:
            for action in legal_actions(position):
                after, _ = act(position, action)
                grown.append((_relative_value(after, 0.5), [*actions, action], after))
        if not grown:
            break
        rng.shuffle(grown)
        grown.sort(key=lambda entry: entry[0], reverse=True)
        beam = grown[:HARD_BEAM]
        if beam[0][0] > best[0] + 1e-9:
            best = beam[0]
    _, actions, final = best
    return actions, _wants_finish(final, rng, eager=False)


def _wants_finish(state: GameState, rng: random.Random, eager: bool) -> bool:
    """Call a finish when allowed and it pays: ahead (counting the bonus), late, or a bonus."""
    if finish_refusal(state) is not None:
        return False
    bonus = finish_bonus_now(state)
    if state.finishing:
        return bonus > 0 or state.extra_turns[state.player] >= 1
    if eager or state.turn >= LATE_TURN:
        return True
    totals = [score.total for score in scores(state)]
    mine = totals[state.player] + bonus
    return mine > max(t for p, t in enumerate(totals) if p != state.player)


BOTS: dict[str, Callable[[GameState, random.Random], BotTurn]] = {
    "easy": easy_turn,
    "normal": normal_turn,
    "hard": hard_turn,
}


def bot_turn(level: str, state: GameState, rng: random.Random) -> BotTurn:
    """The actions and finish call of a bot of this level, for the player to move."""
    return BOTS[level](state, rng)
