"""Tactrics bots play games to the end: they make progress toward snakes and finishes."""

from __future__ import annotations

import random

import pytest

from game.core.paths import LEVELS
from game.tactrics.board import cell_index
from game.tactrics.bot import bot_turn, position_value
from game.tactrics.levels import load_level
from game.tactrics.rules import (
    apply_turn,
    legal_actions,
    new_game,
    parse_piece,
)

# At the window's pace (0.35 s between actions, 0.25 s per turning tower) 30 turns of mostly
# four actions is about a minute; the measured games need at most 15.
MAX_TURNS = 30
TABLES = [
    (players, kinds, seed)
    for players in (2, 3, 4)
    for kinds in (("normal",), ("hard",), ("easy", "normal", "hard"))
    for seed in range(3)
]


def shipped_start(players: int):
    level = load_level(LEVELS / "tactrics-snakes" / f"start-{players}p.toml")
    return new_game(level.board, level.colours)


def bots_only_game(players: int, kinds: tuple[str, ...], seed: int, max_turns: int):
    state = shipped_start(players)
    rng = random.Random(seed)
    while not state.over and state.turn < max_turns:
        actions, finish = bot_turn(kinds[state.player % len(kinds)], state, rng)
        state, _ = apply_turn(state, actions, finish)  # raises if the bot broke a rule
    return state


@pytest.mark.parametrize(
    ("players", "kinds", "seed"), TABLES, ids=[f"{p}p-{'-'.join(k)}-{s}" for p, k, s in TABLES]
)
def test_a_bots_only_game_ends_within_a_bounded_number_of_turns(players, kinds, seed):
    state = bots_only_game(players, kinds, seed, MAX_TURNS)
    assert state.over, f"still running after {state.turn} turns"
    assert state.finishers  # somebody built a snake of 4 or more and called a finish


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_normal_bot_acts_in_every_turn_of_the_first_three_rounds(players):
    """It used to end turn after turn with 0 actions where a join or a snake was in reach."""
    state = shipped_start(players)
    rng = random.Random(5)
    while not state.over and state.turn < 3 * players:
        actions, finish = bot_turn("normal", state, rng)
        if legal_actions(state):
            assert actions, f"the normal bot passed on turn {state.turn + 1}"
        state, _ = apply_turn(state, actions, finish)


def test_a_lone_piece_is_worth_more_near_a_piece_of_its_colour():
    def board_with(cells: dict[str, str]) -> tuple[int, ...]:
        board = [0] * 54
        for name, token in cells.items():
            board[cell_index(name)] = parse_piece(token)
        return tuple(board)

    far = board_with({"C5": "Rt", "F7": "Rt", "A1": "Yh"})
    near = board_with({"C5": "Rt", "D7": "Rt", "A1": "Yh"})
    assert position_value(near, 0) > position_value(far, 0)


def test_bots_are_repeatable_from_the_seed():
    first = bots_only_game(3, ("hard", "normal", "easy"), 4, 12)
    again = bots_only_game(3, ("hard", "normal", "easy"), 4, 12)
    assert first == again
