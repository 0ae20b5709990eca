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


PASSING_GAME_TURNS = 60  # these seeds; over the bench's 200 games: normal 61, hard 27, easy 76


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("seat", [0, 1])
def test_a_bot_ends_every_game_against_a_player_who_only_passes(level, seat):
    """A season Final ran 67 turns: the normal bot kept a closed snake of 3 (no finish
    allowed) while its opponent passed. A bot that cannot call builds a snake of 4 and calls."""
    from game.table.bot_bench import DecisionClock
    from game.tactrics.bench import PASSER, play_bot_game

    lineup = [PASSER, PASSER]
    lineup[seat] = level
    for seed in range(1, 6):
        final = play_bot_game(lineup, seed, DecisionClock())
        assert final.over, f"seed {seed}: still running after {final.turn} turns"
        assert final.turn <= PASSING_GAME_TURNS, f"seed {seed}: {final.turn} turns"
        assert final.finishers == (seat,)


def _finishing_turns(lineup, seeds):
    """(state before the turn, the turn) for every finish a bot in `lineup` called."""
    from game.tactrics.bench import PASSER

    for seed in seeds:
        state = shipped_start(len(lineup))
        rng = random.Random(seed)
        while not state.over and state.turn < 100:
            kind = lineup[state.player]
            turn = ([], False) if kind == PASSER else bot_turn(kind, state, rng)
            if turn[1]:
                yield state, turn
            state, _ = apply_turn(state, *turn)


@pytest.mark.parametrize(
    "lineup", [("normal", "pass"), ("normal", "hard"), ("normal", "easy", "normal")]
)
def test_a_bot_that_calls_a_finish_has_used_the_actions_that_would_still_score(lineup):
    """A caller plays no more turns: a normal bot called a finish after one action while more
    rotations would have closed its snake. When a normal bot calls, no one or two of the
    actions left in its turn raise its score."""
    from game.tactrics.bot_value import points_now
    from game.tactrics.rules import act, action_limit

    def best_within(state, actions_left: int, colour: int) -> int:
        best = points_now(state.board, colour)
        if actions_left:
            for action in legal_actions(state):
                best = max(best, best_within(act(state, action)[0], actions_left - 1, colour))
        return best

    checked = 0
    for state, (actions, _) in _finishing_turns(lineup, range(10)):
        for action in actions:
            state, _ = act(state, action)
        if lineup[state.player] != "normal":
            continue
        colour = state.colours[state.player]
        scored = points_now(state.board, colour)
        left = min(2, action_limit(state) - state.actions_taken)
        assert best_within(state, left, colour) == scored, f"turn {state.turn}: called early"
        checked += 1
    assert checked >= 3
