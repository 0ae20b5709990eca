"""Bots: legal, deterministic, and sensible in the situations a player would judge them by."""

from __future__ import annotations

import statistics

import pytest
from social_snake_helpers import finished_state, start

from game.core.coords import parse_cell
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.social_snake.bench import play_bot_match
from game.social_snake.bot import choose_moves, choose_starts, choose_vote
from game.social_snake.levels import level_from_document
from game.social_snake.rules import Submission, new_match, plan_path, vote_call
from game.social_snake.session import MatchSession
from game.table.seats import Seat

THREE_RIDGES = LEVELS / "social-snake" / "practice-three-ridges.toml"


@pytest.mark.parametrize("name", ["practice-three-ridges", "practice-tunnels", "practice-debts"])
def test_bots_play_whole_matches_on_shipped_levels_within_the_rules(name):
    level = level_from_document(load_toml(LEVELS / "social-snake" / f"{name}.toml"))
    final = play_bot_match(level, ["easy", "normal", "hard", "hard", "easy"], seed=9)
    assert final.finished and final.awards is not None
    assert all(p.garnets >= 0 for p in final.players)


def test_the_same_state_always_gives_the_same_bot_decision():
    state = start(["1 2 3 4 5", "5 4 3 2 1", "1 2 9 2 1", "3 3 3 3 3"], ["A1", "E4", "C1"])
    for kind in ("easy", "normal", "hard"):
        assert choose_moves(state, 0, kind) == choose_moves(state, 0, kind)


def test_the_normal_bot_takes_the_richest_straight_line_in_the_first_rounds():
    rows = [". 9 9 9 9", "1 . . . .", "1 . . . .", "1 . . . .", ". . . . 2"]
    state = start(rows, ["A1", "E5"], round_number=1)
    moves = choose_moves(state, 0, "normal")["A"].moves
    assert moves and set(moves) == {"R"}


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_bot_moves_never_leave_the_board_or_change_direction_too_early(kind):
    rows = [
        "1 2 3 4 5 6",
        "6 5 4 3 2 1",
        "1 2 9 2 1 1",
        "3 3 3 3 3 3",
        "G 1 1 1 1 2",
        "1 1 1 1 1 1",
    ]
    for round_number in (1, 4):
        state = start(rows, ["A1", "F6", "C3"], round_number=round_number)
        for seat in range(3):
            entry = choose_moves(state, seat, kind)["A"]
            grid = state.grids["A"]
            plan = plan_path(grid.layout, grid.heads[seat], entry.moves, state.single_direction)
            assert not plan.is_cut


def test_the_hard_bot_spends_only_garnets_it_holds():
    rows = [". 9 9 9 9", ". . . . .", "9 9 9 9 .", ". . . . .", ". . . . 2"]
    state = start(rows, ["A1", "A2", "E5"], garnets=[1, 0, 0])
    for seat in range(3):
        spent = sum(e.premove for e in choose_moves(state, seat, "hard").values())
        assert spent <= state.players[seat].garnets


def test_start_choices_are_three_distinct_cells_that_are_not_tunnels():
    level = level_from_document(load_toml(LEVELS / "social-snake" / "islands.toml"))
    state = new_match(level, ["A", "B", "C", "D"], seed=2)
    for kind in ("easy", "normal", "hard"):
        picks = choose_starts(state, 1, "A", kind)
        assert len(set(picks)) == 3
        assert not set(picks) & set(level.grids["A"].tunnel_numbers)


def test_bots_vote_for_the_tied_player_with_most_garnets_never_themselves():
    state = finished_state([50, 10, 10, 10], garnets=[9, 1, 4, 2])
    call = vote_call(state)
    assert choose_vote(state, 0, call) == 2
    state = finished_state([10, 10, 10], garnets=[5, 0, 3])
    call = vote_call(state)
    assert call.voters == [0, 1, 2]
    assert choose_vote(state, 0, call) == 2  # not itself, though it holds the most garnets
    assert choose_vote(state, 2, call) == 0


def test_a_match_with_hard_bots_replays_exactly_from_its_seed():
    level = level_from_document(load_toml(THREE_RIDGES))
    seats = ["hard", "normal", "hard", "easy"]
    first = play_bot_match(level, seats, seed=5)
    again = play_bot_match(level, seats, seed=5)
    assert first.apples_history == again.apples_history
    assert [p.garnets for p in first.players] == [p.garnets for p in again.players]


def test_the_hard_bot_decides_the_same_whatever_the_others_have_entered():
    """Pending entries are hidden: a human's submission does not change the bot's move."""
    level = level_from_document(load_toml(THREE_RIDGES))
    seats = [Seat("Ann", "Red"), Seat("Hal", "Blue", "hard"), Seat("Bob", "Green", "normal")]
    session = MatchSession.start(level, THREE_RIDGES, seats, seed=4)
    session.let_bots_act()
    session.submit_starts(0, {"A": [parse_cell("D5"), parse_cell("E6"), parse_cell("H2")]})
    session.advance()
    before = session.bot_entry(1)
    session.submit_moves(0, {"A": Submission("RR")})
    assert session.bot_entry(1) == before


def test_hard_bots_gather_more_apples_than_normal_bots():
    level = level_from_document(load_toml(THREE_RIDGES))
    lineup = ["hard", "normal", "normal", "hard", "normal"]
    totals: dict[str, list[int]] = {"hard": [], "normal": []}
    for seed in (1, 2, 3):
        seats = lineup[seed:] + lineup[:seed]
        final = play_bot_match(level, seats, seed)
        for kind, player in zip(seats, final.players, strict=True):
            totals[kind].append(player.apples)
    assert statistics.mean(totals["hard"]) > statistics.mean(totals["normal"])
