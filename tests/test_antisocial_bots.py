"""Antisocial Snake bots: legal entries on every variation, real use of the extra entries."""

from __future__ import annotations

import statistics
from pathlib import Path

import pytest

from game.antisocial_snake.bench import play_bot_match
from game.antisocial_snake.bot import choose_movement, choose_placement
from game.antisocial_snake.levels import level_from_document
from game.antisocial_snake.rules import (
    STAGE_FINISHED,
    STAGE_PLACEMENT,
    MatchState,
    advance,
    check_submission,
    new_match,
)
from game.core.tomlfile import load_toml

LEVEL = Path(__file__).resolve().parents[1] / "levels" / "antisocial-snake" / "variations.toml"
SEATS = ["normal", "easy", "hard", "easy", "normal", "hard"]


@pytest.fixture(scope="module")
def entries_by_variation() -> dict[str, list[tuple[MatchState, int, str, object]]]:
    """Every entry every bot makes in one shipped match, by variation."""
    level = level_from_document(load_toml(LEVEL))
    state = new_match(level, [f"Bot {i + 1}" for i in range(len(SEATS))], seed=4)
    found: dict[str, list] = {}
    while state.stage != STAGE_FINISHED:
        choose = choose_placement if state.stage == STAGE_PLACEMENT else choose_movement
        entries = [choose(state, player, kind) for player, kind in enumerate(SEATS)]
        for player, (kind, entry) in enumerate(zip(SEATS, entries, strict=True)):
            found.setdefault(state.variation.id, []).append((state, player, kind, entry))
        state, _ = advance(state, entries)
    return found


def test_every_bot_entry_on_every_variation_is_legal(entries_by_variation):
    assert len(entries_by_variation) == 10
    for variation, made in entries_by_variation.items():
        for state, player, kind, entry in made:
            assert check_submission(state, player, entry) == [], (variation, kind)


EXTRAS = [
    ("frame", "frame"),
    ("toggle", "toggles"),
    ("bidding", "bids"),
    ("swap", "swaps"),
    ("redirect", "redirects"),
    ("quiz", "answers"),
]


@pytest.mark.parametrize(
    "variation, field, kind",
    [
        (variation, field, kind)
        for variation, field in EXTRAS
        for kind in ("normal", "easy", "hard")
        # The hard bot may find straight runs that need no direction tile do better.
        if (field, kind) != ("redirects", "hard")
    ],
)
def test_bots_use_their_variations_extra_entry(entries_by_variation, variation, field, kind):
    made = [e for _, _, k, e in entries_by_variation[variation] if k == kind and hasattr(e, field)]
    assert made and all(getattr(entry, field) for entry in made), (variation, kind)


def test_normal_bots_answer_every_quiz_question_and_bid_unevenly(entries_by_variation):
    for state, _, kind, entry in entries_by_variation["quiz"]:
        if kind == "normal" and state.stage != STAGE_PLACEMENT:
            assert len(entry.answers) == len(state.boards[-1].spec.questions)
            assert all(entry.answers)
    for state, _, kind, entry in entries_by_variation["bidding"]:
        if kind == "normal" and state.stage == STAGE_PLACEMENT:
            assert sum(entry.bid_table.values()) == 100 and len(set(entry.bid_table.values())) > 1


def test_the_normal_bot_turns_with_direction_tiles_to_save_twists(entries_by_variation):
    for state, _, kind, entry in entries_by_variation["redirect"]:
        if kind == "normal" and state.stage != STAGE_PLACEMENT:
            assert entry.redirects
            assert sum(len(m) for m in entry.moves) > 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_does_not_know_whose_the_other_snakes_are(entries_by_variation, level):
    """Changing the hidden owners of the other players' snakes changes nothing."""
    for variation in ("theme", "quiz", "redirect", "swap"):
        state, player, kind, entry = next(
            item
            for item in entries_by_variation[variation]
            if item[0].stage != STAGE_PLACEMENT and item[2] == level
        )
        shuffled = state.copy()
        others = [s for s in shuffled.boards[-1].snakes if s.owner != player]
        owners = [(s.owner, s.rank) for s in others]
        for snake, (owner, rank) in zip(others, owners[1:] + owners[:1], strict=True):
            snake.owner, snake.rank = owner, rank
        assert choose_movement(shuffled, player, kind) == entry


def test_normal_bots_score_more_than_easy_bots():
    level = level_from_document(load_toml(LEVEL))
    totals = {"normal": [], "easy": []}
    for seed in (1, 2):
        seats = ["normal", "easy", "normal", "easy"]
        final = play_bot_match(level, seats, seed)
        for kind, total in zip(seats, final.totals, strict=True):
            totals[kind].append(total)
    assert statistics.mean(totals["normal"]) > statistics.mean(totals["easy"])


def test_the_hard_bot_decides_the_same_from_the_same_seed(entries_by_variation):
    for variation in ("theme", "bidding"):
        for state, player, kind, entry in entries_by_variation[variation]:
            if kind == "hard":
                choose = choose_placement if state.stage == STAGE_PLACEMENT else choose_movement
                assert choose(state.copy(), player, "hard") == entry


def test_the_hard_bot_does_not_crowd_into_the_tiles_the_normal_bots_want_first():
    """On the first board every normal bot lists one of the four yellow 5s first and they
    boot one another; the hard bot starts its list elsewhere."""
    level = level_from_document(load_toml(LEVEL))
    for seed in (1, 2, 3):
        state = new_match(level, ["Hal", "Ann", "Bob", "Cy"], seed=seed)
        firsts = {choose_placement(state, p, "normal").tiles[0] for p in range(1, 4)}
        assert choose_placement(state, 0, "hard").tiles[0] not in firsts


def test_hard_bots_score_more_than_normal_bots():
    level = level_from_document(load_toml(LEVEL))
    totals = {"hard": [], "normal": []}
    for seed in (1, 2):
        seats = ["hard", "normal", "normal", "hard"]
        final = play_bot_match(level, seats, seed)
        for kind, total in zip(seats, final.totals, strict=True):
            totals[kind].append(total)
    assert statistics.mean(totals["hard"]) > statistics.mean(totals["normal"])
