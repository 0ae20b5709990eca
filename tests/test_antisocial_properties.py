"""Invariants of the Antisocial Snake rules over random boards, variations and entries."""

from __future__ import annotations

import random

import tomli_w
from antisocial_helpers import NAMES, board_toml, level_toml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.antisocial_snake import events as ev
from game.antisocial_snake.board import MovementEntry, manhattan
from game.antisocial_snake.bot import choose_entry
from game.antisocial_snake.levels import SNAKE_COLOURS, VARIATION_IDS, level_from_document
from game.antisocial_snake.match import (
    BoardRecord,
    MatchRecord,
    PlayerEntry,
    read_record,
    record_to_data,
    replay,
    summary,
)
from game.antisocial_snake.rules import (
    STAGE_FINISHED,
    STAGE_PLACEMENT,
    RuleViolation,
    advance,
    new_match,
    resolve_board,
)
from game.antisocial_snake.stages import digit_sum
from game.core.coords import Cell
from game.core.tomlfile import parse_toml

MAX_PLAYERS = 3
QUESTIONS = """
[[boards.questions]]
kind = "most_apples"
points = 2
[[boards.questions]]
kind = "halts"
points = 3
[[boards.questions]]
kind = "total_apples"
points = 4
"""


@st.composite
def levels(draw):
    boards = []
    for _ in range(draw(st.integers(1, 2))):
        width, height = draw(st.integers(3, 6)), draw(st.integers(3, 8))
        colours = draw(
            st.lists(st.sampled_from(SNAKE_COLOURS), min_size=2, max_size=4, unique=True)
        )
        tiles = [c for c in colours for _ in range(MAX_PLAYERS)]
        filler = st.sampled_from(["w", "w", "k", *colours])
        tiles += [draw(filler) for _ in range(width * height - len(tiles))]
        tiles = tiles[: width * height]
        random.Random(draw(st.integers(0, 10**6))).shuffle(tiles)
        apples = [draw(st.sampled_from([0, 0, 1, 2, 5, 9, 12])) for _ in tiles]
        tokens = ["k" if c == "k" else f"{a}{c}" for c, a in zip(tiles, apples, strict=True)]
        rows = [" ".join(tokens[r * width : (r + 1) * width]) for r in range(height)]
        variation = draw(st.sampled_from(VARIATION_IDS))
        boards.append(
            board_toml(
                rows, variation, draw(st.integers(0, 4)), QUESTIONS if variation == "quiz" else ""
            )
        )
    return level_from_document(parse_toml(level_toml(*boards, players=(2, MAX_PLAYERS))))


@st.composite
def bot_matches(draw):
    """A level, a seed and the bots in each seat: a whole match that bots play."""
    level = draw(levels())
    seats = draw(st.lists(st.sampled_from(["easy", "normal"]), min_size=2, max_size=MAX_PLAYERS))
    return level, draw(st.integers(0, 10**6)), seats


def play(level, seed, seats):
    """Play with bots; return the record, the final state and every event."""
    names = NAMES[: len(seats)]
    record = MatchRecord(
        "level.toml", seed, [PlayerEntry(n, k) for n, k in zip(names, seats, strict=True)]
    )
    state = new_match(level, names, seed)
    events: list[ev.Event] = []
    while state.stage != STAGE_FINISHED:
        entries = [choose_entry(state, p, kind) for p, kind in enumerate(seats)]
        if state.stage == STAGE_PLACEMENT:
            record.boards.append(BoardRecord(entries))
        else:
            record.boards[-1].movement = entries
        state, happened = advance(state, entries)
        events += happened
    return record, state, events


SETTINGS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(bot_matches())
def test_the_same_level_seed_and_entries_give_the_same_match(match):
    first = play(*match)
    second = play(*match)
    assert summary(first[1]) == summary(second[1])
    names = first[1].names
    assert ev.describe_all(first[2], names) == ev.describe_all(second[2], names)


@SETTINGS
@given(bot_matches())
def test_a_match_file_replays_exactly_what_was_played(match):
    level = match[0]
    record, final, _ = play(*match)
    text = tomli_w.dumps(record_to_data(record))
    again = read_record(parse_toml(text, "match.toml"))
    assert summary(replay(again, level).final) == summary(final)


@SETTINGS
@given(bot_matches())
def test_snakes_never_share_a_tile_and_every_count_adds_up(match):
    _, final, events = play(*match)
    for board in final.boards:
        seen: set[Cell] = set()
        for snake in board.snakes:
            assert not seen & set(snake.cells)  # antisocial: no tile is ever shared
            seen.update(snake.cells)
            assert all(
                manhattan(a, b) == 1 for a, b in zip(snake.cells, snake.cells[1:], strict=False)
            )
            assert len(set(snake.cells)) == len(snake.cells)
            assert snake.apples == (snake.gathered // 2 if snake.halted else snake.gathered)
            assert snake.score in (snake.apples, digit_sum(snake.apples))
        per_player = [0] * len(final.names)
        for snake in board.snakes:
            per_player[snake.owner] += snake.score
        quiz = board.quiz_points or [0] * len(final.names)
        assert board.scores == [a + b for a, b in zip(per_player, quiz, strict=True)]
    assert final.totals == [sum(b.scores[p] for b in final.boards) for p in range(len(final.names))]


@settings(max_examples=40, deadline=None)
@given(
    levels(),
    st.lists(st.text(alphabet="UDLRX", max_size=12), max_size=5),
    st.lists(st.tuples(st.integers(-1, 8), st.integers(-1, 8)), max_size=7),
    st.lists(st.text(max_size=4), max_size=4),
)
def test_hostile_entries_are_refused_with_reasons_or_resolved(level, moves, cells, answers):
    state = new_match(level, NAMES[:2], 1)
    state, _ = advance(state, [choose_entry(state, p, "easy") for p in range(2)])
    swaps = tuple(zip(cells[::2], cells[1::2], strict=False))
    redirects = tuple((cell, "cw" if i % 2 else "ccw") for i, cell in enumerate(cells))
    entry = MovementEntry(tuple(moves), swaps, redirects, tuple(answers))
    try:
        after, _ = resolve_board(state, [entry, MovementEntry()])
    except RuleViolation as violation:
        assert violation.problems and all(r.message for r in violation.problems)
    else:
        assert after.boards[-1].resolved
