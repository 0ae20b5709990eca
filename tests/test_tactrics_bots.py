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
    colour_score,
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
    """It used to end turn after turn with 0 actions where a join or a snake was in reach.
    (A bot whose every piece is already in a snake has nothing to gain: it may wait to
    finish once the board has been played.)"""
    state = shipped_start(players)
    rng = random.Random(5)
    while not state.over and state.turn < 3 * players:
        actions, finish = bot_turn("normal", state, rng)
        complete = colour_score(state.board, state.colours[state.player]).contact_bonus > 0
        if legal_actions(state) and not complete:
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


def snake_for_red_board():
    """Red has a two-headed snake of 4 (A1 … B3 along the rim); yellow is scattered."""
    state = shipped_start(2)
    board = [0] * len(state.board)
    for name, token in (("B1", "Rh"), ("B2", "Rt"), ("B3", "Rt"), ("B4", "Rh")):
        board[cell_index(name)] = parse_piece(token)
    for name in ("D5", "E7", "C9"):
        board[cell_index(name)] = parse_piece("Yt")
    board[cell_index("F4")] = parse_piece("Yh")
    return tuple(board)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_that_leads_calls_a_finish_only_once_the_board_has_been_played(level):
    from dataclasses import replace

    from game.tactrics.bot import FINISH_ROUNDS

    state = replace(shipped_start(2), board=snake_for_red_board())
    early = replace(state, turn=2 * (FINISH_ROUNDS - 1))  # red to play, round 2
    assert not bot_turn(level, early, random.Random(1))[1]
    played = replace(state, turn=2 * FINISH_ROUNDS)
    assert bot_turn(level, played, random.Random(1))[1]


def test_a_bot_that_is_behind_does_not_call_the_first_finish():
    from dataclasses import replace

    from game.tactrics.bot import FINISH_ROUNDS

    board = [
        code if code in (parse_piece("Rh"), parse_piece("Rt")) else 0
        for code in snake_for_red_board()
    ]
    yellow = ["Yh", "Yt", "Yt", "Yt", "Yt", "Yt", "Yh"]  # a two-headed snake of 7 on row F
    for position, token in enumerate(yellow, start=1):
        board[cell_index(f"F{position}")] = parse_piece(token)
    state = replace(shipped_start(2), board=tuple(board), turn=2 * FINISH_ROUNDS)
    assert not bot_turn("normal", state, random.Random(1))[1]


def test_the_bots_see_the_same_legal_towers_as_the_rules():
    """The bots' searches work out legal towers on their own (fast); they must never miss or
    invent one, in positions with locked snakes and majorities of every kind."""
    from dataclasses import replace

    from game.tactrics.bot import allowed_towers_on
    from game.tactrics.rules import allowed_towers, locked_cells

    checked = locked_seen = 0
    for players in (2, 3, 4):
        state = shipped_start(players)
        rng = random.Random(players)
        while not state.over and state.turn < MAX_TURNS:
            for player in range(players):
                expected = allowed_towers(replace(state, player=player))
                assert list(allowed_towers_on(state.board, state.colours, player)) == expected
                checked += 1
            locked_seen += bool(locked_cells(state.board))
            actions, finish = bot_turn("normal", state, rng)
            state, _ = apply_turn(state, actions, finish)
    assert checked > 50 and locked_seen > 10


def test_a_hard_bot_turn_depends_only_on_the_position_and_its_seed():
    """Games with bots replay exactly: the hard bot's search has no clock, and what it
    remembers from earlier searches (caches) never changes its answer."""
    state = bots_only_game(2, ("hard", "normal"), 2, 6)
    first = bot_turn("hard", state, random.Random(7))
    bots_only_game(3, ("hard",), 5, 6)  # other searches in between
    assert bot_turn("hard", state, random.Random(7)) == first
    apply_turn(state, *first)  # and the turn is legal


def test_the_bot_bench_plays_whole_games_and_times_every_level():
    from game.table.bot_bench import DecisionClock
    from game.tactrics.bench import bot_bench, play_bot_game

    clock = DecisionClock()
    final = play_bot_game(("easy", "normal", "hard"), 3, clock)
    assert final.over and set(clock.seconds) == {"easy", "normal", "hard"}
    match = bot_bench().play(("hard", "normal"), 1)
    assert len(match.scores) == 2 and set(match.clock.seconds) == {"hard", "normal"}
