"""Bots for Double-edged Edges: easy, normal and hard.

- easy: a random move that keeps it on the platform if nobody else moved; a random partner;
  never bets.
- normal: the move whose landing is worth most if nobody else moved (ties drawn); a random
  partner; never bets. It walks to the valuable edge spaces and is easy to push off.
- hard: guesses each other seat's policy from its revealed submissions (the normal bot's best
  landing, the easy bot's any move that stays on, a softer chase of good landings, or last
  round's entry again; partners to the side it has picked most), samples SCENARIOS rounds of
  the others from that mix and plays each through the rules' own movement and types, then
  takes the move and partner with the best average: its own points, doubled on a push-off,
  less part of what it hands a partner who is ahead of it. It bets all its garnets when the
  expected extra points per garnet beat what a garnet is worth later (nothing in the last
  round). The counts are fixed (never a clock), so a match replays exactly.

Every random choice comes from the match seed, the round, the seat and the bot level.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.core.rng import derived_rng
from game.double_edged_edges.events import SURVIVOR
from game.double_edged_edges.levels import Level
from game.double_edged_edges.rules import (
    DIRECTIONS,
    MAX_AMOUNT,
    MatchState,
    RoundResult,
    Submission,
    VoteCall,
    player_type,
    push_multiplier,
    pushes_off,
    shift,
    type_score,
)

TEMPERATURE = 1.5  # how noisily the hard bot expects others to chase good landings
GARNET_WORTH = 3.0  # points a garnet kept for a later round is worth to the hard bot
DENY = 0.5  # what a point scored by the partner costs the hard bot when the partner is ahead


def moves(state: MatchState, player: int) -> list[Submission]:
    """Every direction, amount and partner, without a bet."""
    return [
        Submission(direction, amount, partner)
        for partner in state.seating.partners_of(player)
        for direction in DIRECTIONS
        for amount in range(1, MAX_AMOUNT + 1)
    ]


def landing_score(state: MatchState, player: int, submission: Submission) -> int:
    """What the player scores if nobody else moves."""
    space = state.spaces[player] + shift(submission)
    kind, _ = player_type(state.level, space, submission.direction)
    return type_score(state.level, kind, space)


def choose_submission(state: MatchState, player: int, level: str) -> Submission:
    rng = derived_rng(state.seed, "bot", level, state.round_number, player)
    if level == "easy":
        safe = [
            s
            for s in moves(state, player)
            if state.level.on_platform(state.spaces[player] + shift(s))
        ]
        return rng.choice(safe or moves(state, player))
    if level == "normal":
        scored = [(landing_score(state, player, s), s) for s in moves(state, player)]
        best = max(score for score, _ in scored)
        return rng.choice([s for score, s in scored if score == best])
    return _hard(state, player, rng)


# --- the hard bot ------------------------------------------------------------------------

SCENARIOS = 240  # sampled rounds of the others per decision: fixed, so the choice replays
NOISE = 0.05  # share of each guessed policy spread over every move alike


def _spaces_before(state: MatchState, result: RoundResult) -> list[int]:
    """Everyone's space when the round of `result` began (public: every reveal shows it)."""
    if result.number == 1:
        return [state.level.start] * state.players
    previous = state.results[result.number - 2]
    return [
        space if kind == SURVIVOR else state.level.start
        for space, kind in zip(previous.landed, previous.types, strict=True)
    ]


def _policies(
    level: Level,
    space: int,
    options: Sequence[Submission],
    leaning: float,
    previous: Submission | None,
) -> list[list[float]]:
    """What a player on `space` might do, as chances over `options` under four guesses: the
    normal bot's (a best landing), the easy bot's (any move that stays on), a softer chase of
    good landings, and the same entry as last round. The first three pick the partner to the
    right as often as `leaning` says."""
    scores = [
        type_score(level, player_type(level, space + shift(m), m.direction)[0], space + shift(m))
        for m in options
    ]
    best = max(scores)
    greedy = [float(score == best) for score in scores]
    safe = [float(level.on_platform(space + shift(m))) for m in options]
    if not any(safe):
        safe = [1.0] * len(options)
    soft = [math.exp(score / TEMPERATURE) for score in scores]
    sides = [leaning if index % 2 == 0 else 1 - leaning for index in range(len(options))]
    guesses = [[w * side for w, side in zip(g, sides, strict=True)] for g in (greedy, safe, soft)]
    guesses.append([float(m == previous) for m in options] if previous else [1.0] * len(options))
    return [_with_noise(weights) for weights in guesses]


def _with_noise(weights: list[float]) -> list[float]:
    total = sum(weights)
    even = NOISE / len(weights)
    return [(1 - NOISE) * w / total + even for w in weights]


def _options(state: MatchState, player: int) -> list[Submission]:
    """Every move, each direction and amount with the right partner then the one below."""
    right, below = state.seating.partners_of(player)
    return [
        Submission(direction, amount, partner)
        for direction in DIRECTIONS
        for amount in range(1, MAX_AMOUNT + 1)
        for partner in (right, below)
    ]


def _guess(state: MatchState, player: int) -> tuple[list[Submission], list[float]]:
    """A player's likely submissions: each guessed policy weighted by how well it explains
    the player's revealed submissions so far."""
    options = _options(state, player)
    leaning = _partner_leaning(state, player)
    belief = [1.0] * 4
    previous = None
    for result in state.results:
        made = result.submissions[player]
        made = Submission(made.direction, made.amount, made.partner)
        if not result.defaulted[player]:
            space = _spaces_before(state, result)[player]
            chances = _policies(state.level, space, options, leaning, previous)
            index = options.index(made)
            belief = [b * c[index] for b, c in zip(belief, chances, strict=True)]
            total = sum(belief)
            belief = [b / total for b in belief]
        previous = made
    chances = _policies(state.level, state.spaces[player], options, leaning, previous)
    mixed = [
        sum(b * c for b, c in zip(belief, column, strict=True))
        for column in zip(*chances, strict=True)
    ]
    return options, mixed


def _partner_leaning(state: MatchState, player: int) -> float:
    """How likely the player is to pick the partner to the right (history, Laplace)."""
    right = state.seating.right_of(player)
    picks = [result.submissions[player].partner == right for result in state.results]
    return (sum(picks) + 1) / (len(picks) + 2)


def _scenarios(state: MatchState, me: int, rng: random.Random) -> list[list[Submission]]:
    """SCENARIOS rounds of the others' likely submissions (mine left as a placeholder)."""
    columns = []
    for player in range(state.players):
        if player == me:
            columns.append([Submission("R", 1, me)] * SCENARIOS)
            continue
        options, weights = _guess(state, player)
        columns.append(rng.choices(options, weights, k=SCENARIOS))
    return [list(row) for row in zip(*columns, strict=True)]


def _pushed_by_others(state: MatchState, me: int, scenario: Sequence[Submission]) -> list[int]:
    """Everyone's space after every move but mine."""
    spaces = list(state.spaces)
    for player, submission in enumerate(scenario):
        if player != me:
            spaces[player] += shift(submission)
            spaces[submission.partner] += shift(submission)
    return spaces


def _hard(state: MatchState, me: int, rng: random.Random) -> Submission:
    level = state.level
    scenarios = _scenarios(state, me, rng)
    bases = [_pushed_by_others(state, me, s) for s in scenarios]
    last_round = state.round_number >= level.rounds
    worth = 0.0 if last_round else GARNET_WORTH
    held = state.garnets[me]
    best: tuple[float, Submission] | None = None
    for move in moves(state, me):
        plain = pushed = denied = 0.0
        rival = DENY if state.points[move.partner] >= state.points[me] else DENY / 3
        for scenario, spaces in zip(scenarios, bases, strict=True):
            space = spaces[me] + shift(move)
            kind, _ = player_type(level, space, move.direction)
            score = type_score(level, kind, space)
            partner_space = spaces[move.partner] + shift(move)
            partner_kind, end = player_type(level, partner_space, scenario[move.partner].direction)
            plain += score
            denied += type_score(level, partner_kind, partner_space)
            if pushes_off(move.direction, partner_kind, end):
                pushed += score
        count = len(scenarios)
        expected = (plain + pushed * (push_multiplier(0) - 1) - rival * denied) / count
        per_garnet = 2 * pushed / count - worth
        bet = held if held and per_garnet > 0 else 0
        value = expected + bet * per_garnet + rng.random() * 1e-6
        if best is None or value > best[0]:
            best = (value, Submission(move.direction, move.amount, move.partner, bet))
    assert best is not None
    return best[1]


def choose_vote(state: MatchState, voter: int, call: VoteCall) -> int:
    """A bot votes for the tied candidate (never itself) holding the most garnets; equal
    garnets go to the one seated first on the grid."""
    candidates = [c for c in call.candidates if c != voter]
    return max(candidates, key=lambda c: (state.garnets[c], -state.seating.order.index(c)))
