"""Bots for Double-edged Edges: easy, normal and hard.

- easy: a random move that keeps it on the platform if nobody else moved; a random partner;
  never bets.
- normal: the move whose landing is worth most if nobody else moved (ties drawn); a random
  partner; never bets. It walks to the valuable edge spaces and is easy to push off.
- hard: samples what the others will do (each goes for a good landing with some noise and
  picks the partner it has picked most often so far), which tells it who is likely to move
  it and where, then takes the move and partner with the best average score over those
  samples. It bets all its garnets when the expected extra points per garnet beat what a
  garnet is worth later (nothing in the last round).

Every random choice comes from the match seed, the round, the seat and the bot level.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.core.rng import derived_rng
from game.double_edged_edges.rules import (
    DIRECTIONS,
    MAX_AMOUNT,
    MatchState,
    Submission,
    VoteCall,
    player_type,
    push_multiplier,
    pushes_off,
    shift,
    type_score,
)

SCENARIOS = 40
TEMPERATURE = 1.5  # how noisily the hard bot expects others to chase good landings
GARNET_WORTH = 3.0  # points a garnet kept for a later round is worth to the hard bot


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


def _partner_leaning(state: MatchState, player: int) -> float:
    """How likely the player is to pick the partner to the right (history, Laplace)."""
    right = state.seating.right_of(player)
    picks = [result.submissions[player].partner == right for result in state.results]
    return (sum(picks) + 1) / (len(picks) + 2)


def _guess(state: MatchState, player: int) -> list[tuple[Submission, float]]:
    """A player's likely submissions, as weights, for sampling."""
    right, below = state.seating.partners_of(player)
    leaning = _partner_leaning(state, player)
    guesses = []
    for direction in DIRECTIONS:
        for amount in range(1, MAX_AMOUNT + 1):
            move = Submission(direction, amount, right)
            weight = math.exp(landing_score(state, player, move) / TEMPERATURE)
            guesses.append((move, weight * leaning))
            guesses.append((Submission(direction, amount, below), weight * (1 - leaning)))
    return guesses


def _scenarios(state: MatchState, me: int, rng: random.Random) -> list[list[Submission]]:
    others = [p for p in range(state.players) if p != me]
    guesses = {p: _guess(state, p) for p in others}
    scenarios = []
    for _ in range(SCENARIOS):
        sampled: list[Submission] = [Submission("R", 1, me)] * state.players
        for p in others:
            options, weights = zip(*guesses[p], strict=True)
            sampled[p] = rng.choices(options, weights)[0]
        scenarios.append(sampled)
    return scenarios


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
        plain = pushed = 0.0
        for scenario, spaces in zip(scenarios, bases, strict=True):
            space = spaces[me] + shift(move)
            kind, _ = player_type(level, space, move.direction)
            score = type_score(level, kind, space)
            partner_space = spaces[move.partner] + shift(move)
            partner_kind, end = player_type(level, partner_space, scenario[move.partner].direction)
            plain += score
            if pushes_off(move.direction, partner_kind, end):
                pushed += score
        count = len(scenarios)
        expected = (plain + pushed * (push_multiplier(0) - 1)) / count
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
