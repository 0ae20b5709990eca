"""Tactrics Snakes bots: easy (the best action one at a time, sometimes a random one),
normal (looks over its whole turn for its own good), hard (plays the game ahead over the real
rules). Pure functions: the state and a seeded rng in, a turn out.

What a bot wants is `position_value` (bot_value.py): its score now plus credit for progress.

A turn is found by a beam search over the bot's actions (`best_turn`). It must be polite:
it must raise the table's total (everyone's value added up), so that two bots can never
undo each other's turns for ever. A bot that finds no such turn looks wider, then drops the
politeness; it passes only when no sequence of its actions improves its own position, and
late in a game that nobody can finish yet it shakes the board with random actions instead.

The hard bot (`hard_turn`) takes the most promising turns of a wide beam (valuing its own
position against the best opponent's), each with and without a finish call where one is
allowed, and plays each out: the others reply as normal bots would (its model of an
opponent), then it plays its own next turn, and it keeps the option whose game ahead is best
for it (a won game counts WIN beside the margin). A fixed budget of positions valued in those
turns ahead (HARD_POSITIONS), not a clock, bounds the search, so a bot's turn depends only on
the position and its rng: games with bots replay exactly. The budget keeps a decision under
250 ms (CPU time, measured by `python main.py bench bots-tactrics-snakes`).

Games end: a bot calls the first finish only when it may, the board has been played (at least
FINISH_ROUNDS rounds) and it leads counting the bonus; after STALE_ROUNDS rounds it also calls
when nobody leads it, after LAST_ROUNDS whenever it may, so that every game ends, even against
players who only pass. From BUILD_ROUNDS on (HARD_BUILD_ROUNDS for the hard bot), a bot
without a snake long enough to call builds one (`build_value`, shaking the board at a dead
end). A normal bot plays the turn it calls a
finish in for the score (a caller plays no more, so progress left open is lost). After
someone's finish easy and normal bots call whenever a bonus is left, or on their last extra
turn; a hard bot calls when its look ahead says calling pays. `python main.py bench
tactrics-bots` times whole games in the window.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import lru_cache

from game.tactrics.board import TOWER_CYCLES, rotate
from game.tactrics.bot_value import (
    build_value,
    cell_set,
    colour_bits,
    points_now,
    position_value,
    snake_bits,
)
from game.tactrics.rules import (
    Action,
    Board,
    GameState,
    act,
    action_limit,
    colours_on,
    end_turn,
    finish_bonus_now,
    finish_refusal,
    legal_actions,
    scores,
)

__all__ = ["BOTS", "LEVELS", "BotTurn", "bot_turn", "position_value"]

BotTurn = tuple[list[Action], bool]
Line = tuple[float, list[Action], Board]  # a line of actions: its value, actions, board after
Valuer = Callable[[Board], float]  # what a search wants, for the player to move
Option = tuple[Line, bool]  # a turn the hard bot weighs: its line, and whether it calls a finish
LEVELS = ("easy", "normal", "hard")
EASY_BEAM = 1
EASY_BLUNDER = 0.3  # the share of easy turns that end with a random action
NORMAL_BEAM = 3
HARD_BEAM = 6  # the hard bot's beam over its own turns (and its own last turn ahead)
STUCK_BEAM = 16  # when the usual look finds no progress, look wider before passing
SCORING_BEAM = 64  # the look over a turn that ends with a finish call (no more turns after it)
HARD_WEIGH_OPPONENTS = 0.5
HARD_CANDIDATES = 16  # the most promising turns a hard bot considers, best first
HARD_SCORING = 3  # turns best for the score alone it weighs with a finish call, once one may come
HARD_POSITIONS = 3000  # its search budget: positions valued in the turns it plays ahead
HARD_OWN_TURNS = 1  # how many of its own turns ahead it plays out (after the others' replies)
TIE_BREAK = 0.01  # how much progress counts beside the score in a bot's last turn
WIN = 100.0  # what a won game is worth to the hard bot, beside its margin
LATE_ROUNDS = 4  # after this many rounds, a stuck bot shakes the board (see `_look`)
FINISH_ROUNDS = 3  # a bot calls the first finish only after this many rounds, and when it leads
STALE_ROUNDS = 12  # after this many rounds a bot calls the first finish when nobody leads it
BUILD_ROUNDS = 3  # after this many rounds a bot that may not call the first finish builds for one
HARD_BUILD_ROUNDS = 6  # the hard bot's (its look ahead makes progress; building earlier weakens it)
LAST_ROUNDS = 20  # after this many rounds a bot calls the first finish whenever it may
SHAKE_ACTIONS = 2
IMPROVES = 1e-9
TOWER_BITS = tuple(cell_set(cycle) for cycle in TOWER_CYCLES)


@lru_cache(maxsize=1 << 16)
def allowed_towers_on(board: Board, colours: tuple[int, ...], player: int) -> tuple[int, ...]:
    """The towers `player` may turn on `board` (`rules.allowed_towers`, worked out on bit sets
    of cells: the searches ask it of every position they grow)."""
    mine = colours[player]
    locked = 0
    for colour in colours_on(board):
        if colour != mine:
            locked |= snake_bits(*colour_bits(board, colour))
    my_tails, my_heads = colour_bits(board, mine)
    others = [colour_bits(board, colour) for colour in colours if colour != mine]
    allowed = []
    for tower, cells in enumerate(TOWER_BITS, start=1):
        value = (cells & my_tails).bit_count() + 2 * (cells & my_heads).bit_count()
        if not value or cells & locked:
            continue
        if all((cells & t).bit_count() + 2 * (cells & h).bit_count() <= value for t, h in others):
            allowed.append(tower)
    return tuple(allowed)


def _actions_on(board: Board, colours: tuple[int, ...], player: int) -> list[Action]:
    """`legal_actions` in the same order, before the action limit."""
    return [Action(t, c) for t in allowed_towers_on(board, colours, player) for c in (True, False)]


def _relative_value(board: Board, colours: tuple[int, ...], player: int, weigh: float) -> float:
    own = position_value(board, colours[player])
    if not weigh:
        return own
    others = [position_value(board, c) for i, c in enumerate(colours) if i != player]
    return own - weigh * max(others, default=0.0)


def _weighed(state: GameState, weigh: float) -> Valuer:
    """The player to move's `position_value`, less `weigh` times the best other's."""
    colours, player = state.colours, state.player
    return lambda board: _relative_value(board, colours, player, weigh)


def _final(state: GameState) -> Valuer:
    """At the player's last turn only the score counts; progress just breaks ties."""
    colour = state.colours[state.player]
    return lambda board: points_now(board, colour) + TIE_BREAK * position_value(board, colour)


def _table_value(board: Board, colours: tuple[int, ...]) -> float:
    return sum(position_value(board, colour) for colour in colours)


def _after(state: GameState, line: Line) -> GameState:
    """The state once the line's actions are taken (the turn not ended yet)."""
    _, actions, board = line
    return replace(state, board=board, actions_taken=state.actions_taken + len(actions))


def easy_turn(state: GameState, rng: random.Random) -> BotTurn:
    """Short-sighted: the best action one at a time, and now and then a random one at the end."""
    actions, _ = _look(state, rng, EASY_BEAM, 0.0)
    for action in actions:
        state, _ = act(state, action)
    options = legal_actions(state)
    if options and not _building(state) and rng.random() < EASY_BLUNDER:  # builds in earnest
        action = rng.choice(options)
        state, _ = act(state, action)
        actions = [*actions, action]
    return actions, _wants_finish(state)


def beams(
    state: GameState, rng: random.Random, beam_width: int, value: Valuer
) -> Iterator[list[Line]]:
    """A beam search over the actions of this turn: after each action, the best `beam_width`
    lines by `value` (best first; a line never reaches a position another line reached)."""
    colours, player = state.colours, state.player
    beam: list[Line] = [(value(state.board), [], state.board)]
    seen = {state.board}
    for _ in range(action_limit(state) - state.actions_taken):
        grown = []
        for _, actions, board in beam:
            for action in _actions_on(board, colours, player):
                after = rotate(board, action.tower, action.clockwise)
                if after in seen:
                    continue  # a way back, or a position another line reached already
                seen.add(after)
                grown.append((value(after), [*actions, action], after))
        if not grown:
            return
        rng.shuffle(grown)
        grown.sort(key=_line_value, reverse=True)
        beam = grown[:beam_width]
        yield beam


def _line_value(line: Line) -> float:
    return line[0]


def best_turn(
    state: GameState, rng: random.Random, beam_width: int, weigh: float, polite: bool = True
) -> BotTurn:
    """The actions of the best line `beams` sees (none when no line improves on the position
    now), and whether the bot then calls a finish.

    A polite turn must raise the table's total (everyone's `position_value` added up): then
    no two bots can undo each other's turns for ever, because every turn they play raises
    that total."""
    line = _best_line(state, rng, beam_width, _weighed(state, weigh), polite)
    return line[1], _wants_finish(_after(state, line))


def _best_line(
    state: GameState, rng: random.Random, beam_width: int, value: Valuer, polite: bool
) -> Line:
    colours = state.colours
    table_before = _table_value(state.board, colours)
    best: Line = (value(state.board), [], state.board)
    for beam in beams(state, rng, beam_width, value):
        for candidate in beam:
            if candidate[0] <= best[0] + IMPROVES:
                break
            if not polite or _table_value(candidate[2], colours) > table_before + IMPROVES:
                best = candidate
                break
    return best


def normal_turn(state: GameState, rng: random.Random) -> BotTurn:
    """A narrow look over the whole turn, for its own position only; a turn that ends with
    a finish call plays for the score (`_scoring_finish`)."""
    turn = _scoring_finish(state, rng) or _look(state, rng, NORMAL_BEAM, 0.0)
    return _score_before_calling(state, rng, turn)


def _score_before_calling(state: GameState, rng: random.Random, turn: BotTurn) -> BotTurn:
    """A turn that ends with a finish call, with the actions left in it spent on the score
    (a caller plays no more turns)."""
    actions, finish = turn
    if not finish:
        return turn
    after = state
    for action in actions:
        after, _ = act(after, action)
    line = _best_line(after, rng, SCORING_BEAM, _final(after), polite=False)
    if not line[1] or not _wants_finish(_after(after, line)):
        return turn
    return [*actions, *line[1]], True


def _scoring_finish(state: GameState, rng: random.Random) -> BotTurn | None:
    """The turn that raises the bot's score most, with a finish call, when the bot wants to
    call after it; else None. A caller plays no more turns, so progress it leaves open (a
    snake one rotation from closing) is lost: it never calls after one action when more of
    its actions would still score."""
    if state.finishing and finish_bonus_now(state) == 0 and not _last_turn(state, state.player):
        return None  # a late call gains nothing: play on
    line = _best_line(state, rng, SCORING_BEAM, _final(state), polite=False)
    after = _after(state, line)
    if not _wants_finish(after):
        return None
    return line[1], True


def _building(state: GameState, rounds: int = BUILD_ROUNDS) -> bool:
    """Nobody has called, the board has been played for `rounds` and the bot has no snake
    long enough to call the first finish: it builds one (`build_value`), or games against
    players who wait would drag on (a normal bot that built only after six rounds took up
    to 61 turns against a player who passes)."""
    return (
        not state.finishing
        and state.turn // state.player_count >= rounds
        and finish_refusal(state) is not None
    )


def _build_turn(state: GameState, rng: random.Random) -> BotTurn:
    """The actions that bring the bot closest to a snake long enough for the first finish."""
    colour = state.colours[state.player]

    def value(board: Board) -> float:
        return build_value(*colour_bits(board, colour)) + TIE_BREAK * position_value(board, colour)

    line = _best_line(state, rng, STUCK_BEAM, value, polite=False)
    if not line[1]:
        return _shake(state, rng)  # a dead end: shake, then build again next turn
    return line[1], _wants_finish(_after(state, line))


def hard_turn(state: GameState, rng: random.Random) -> BotTurn:
    """The option (a likely turn, with or without a finish) whose game ahead looks best: each
    is played out with the others replying as normal bots would and the bot's own next turn
    after theirs (`_outcome`)."""
    if _building(state, HARD_BUILD_ROUNDS):
        return _build_turn(state, rng)
    seed = rng.getrandbits(32)
    best, best_outcome, spent = None, -math.inf, 0
    for index, option in enumerate(_hard_options(state, rng)):
        if spent >= HARD_POSITIONS:
            break  # the search budget (what keeps a decision under 250 ms), not a clock
        outcome, valued = _outcome(state, *option, random.Random(seed + index))
        spent += valued
        if outcome > best_outcome:
            best, best_outcome = option, outcome
    assert best is not None  # the options always hold the beam's first line
    line, finish = best
    if not line[1] and not finish and _late(state) and finish_refusal(state) is not None:
        return _shake(state, rng)
    return line[1], finish


def _hard_options(state: GameState, rng: random.Random) -> list[Option]:
    """What the hard bot weighs, most promising first: the best turns of a wide beam (passing
    included), each with a finish call too where the finish rule allows one. Once a finish
    may come, also the turns best for the score alone with a finish call (the game ends
    before progress pays), early on, as they are quick to play out. On its last turn only
    the score counts."""
    if _last_turn(state, state.player):
        return [(line, False) for line in _beam_lines(state, rng, _final(state))[:HARD_CANDIDATES]]
    options = []
    for line in _beam_lines(state, rng, _weighed(state, HARD_WEIGH_OPPONENTS))[:HARD_CANDIDATES]:
        options += [(line, finish) for finish in _finish_choices(_after(state, line))]
    if state.finishing or state.turn // state.player_count >= FINISH_ROUNDS:
        known = {(line[2], finish) for line, finish in options}
        scoring = [
            (line, True)
            for line in _beam_lines(state, rng, _final(state))[:HARD_SCORING]
            if True in _finish_choices(_after(state, line)) and (line[2], True) not in known
        ]
        options[2:2] = scoring
    return options


def _finish_choices(after: GameState) -> tuple[bool, ...]:
    """Whether the bot may end this turn without and with a finish call: `_wants_finish`
    must agree to a first finish, and late in a stale game it is a must, so that games of
    bots end."""
    if finish_refusal(after) is not None or not (after.finishing or _wants_finish(after)):
        return (False,)
    if after.finishing or after.turn // after.player_count < STALE_ROUNDS:
        return (False, True)
    return (True,)


def _beam_lines(state: GameState, rng: random.Random, value: Valuer) -> list[Line]:
    lines: list[Line] = [(value(state.board), [], state.board)]
    for beam in beams(state, rng, HARD_BEAM, value):
        lines += beam
    lines.sort(key=_line_value, reverse=True)
    return lines


def _outcome(state: GameState, line: Line, finish: bool, rng: random.Random) -> tuple[float, int]:
    """How an option's game ahead looks to the player to move (`_utility`), and how many
    positions were valued to see it: the others reply as normal bots would (the model of an
    opponent), then the bot plays its next turn the same way."""
    me = state.player
    ahead, _ = end_turn(_after(state, line), finish)
    own_turns = valued = 0
    while not ahead.over and own_turns < HARD_OWN_TURNS:
        own_turns += ahead.player == me
        last = _last_turn(ahead, me)
        ahead, positions = _own_last_turn(ahead, rng) if last else _model_turn(ahead, rng)
        valued += positions
    return _utility(ahead, me), valued


class _Counted:
    """A valuer that counts the positions it values (the hard bot's search budget)."""

    def __init__(self, value: Valuer):
        self.value = value
        self.calls = 0

    def __call__(self, board: Board) -> float:
        self.calls += 1
        return self.value(board)


def _model_turn(state: GameState, rng: random.Random) -> tuple[GameState, int]:
    """The state after a normal bot's first look at its turn (no wider looks when stuck),
    and how many positions that look valued."""
    value = _Counted(_weighed(state, 0.0))
    line = _best_line(state, rng, NORMAL_BEAM, value, polite=True)
    after = _after(state, line)
    return end_turn(after, _wants_finish(after))[0], value.calls


def _last_turn(state: GameState, player: int) -> bool:
    return state.player == player and state.finishing and state.extra_turns[player] >= 1


def _own_last_turn(state: GameState, rng: random.Random) -> tuple[GameState, int]:
    """The state after the bot's own last turn (a wide look for the score alone), and how
    many positions that look valued."""
    value = _Counted(_final(state))
    line = _best_line(state, rng, HARD_BEAM, value, polite=False)
    return end_turn(_after(state, line))[0], value.calls


def _utility(state: GameState, player: int) -> float:
    """The player's margin over the best other: final scores, with WIN for a win (or -WIN for
    a loss) once the game is over; position values and finish bonuses before then."""
    if state.over:
        totals = [score.total for score in scores(state)]
        margin = totals[player] - max(t for p, t in enumerate(totals) if p != player)
        return margin + (WIN if margin > 0 else -WIN if margin < 0 else 0.0)
    values = [
        position_value(state.board, colour) + state.bonuses[p]
        for p, colour in enumerate(state.colours)
    ]
    return values[player] - max(v for p, v in enumerate(values) if p != player)


def _look(state: GameState, rng: random.Random, beam_width: int, weigh: float) -> BotTurn:
    """`best_turn`; when it finds no progress, a wider look, and then one that may cost the
    others something (a bot passes only when nothing at all improves its position). Late in
    a game it cannot finish yet, it builds for a finish instead (`_build_turn`)."""
    if _building(state):
        return _build_turn(state, rng)
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
    if rounds >= LAST_ROUNDS:
        return True
    return mine > best_other or (rounds >= STALE_ROUNDS and mine >= best_other)


BOTS: dict[str, Callable[[GameState, random.Random], BotTurn]] = {
    "easy": easy_turn,
    "normal": normal_turn,
    "hard": hard_turn,
}


def bot_turn(level: str, state: GameState, rng: random.Random) -> BotTurn:
    """The actions and finish call of a bot of this level, for the player to move."""
    return BOTS[level](state, rng)
