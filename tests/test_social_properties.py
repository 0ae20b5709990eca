"""Invariants of the Social Snake rules over random levels, starts and submissions."""

from __future__ import annotations

import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from social_snake_helpers import NAMES, make_level

from game.core.coords import cell_name
from game.core.tomlfile import parse_toml
from game.social_snake.match import (
    MatchRecord,
    PhaseRecord,
    PlayerEntry,
    RoundRecord,
    read_record,
    record_to_data,
    replay,
    summary,
)
from game.social_snake.rules import (
    STAGE_AWARDS,
    STAGE_ROUNDS,
    STAGE_STARTS,
    MatchState,
    apples_on_board,
    begin_phase,
    garnets_on_board,
    new_match,
    resolve_round,
)

TOKENS = st.sampled_from(["1", "2", "3", "5", "9", ".", ".", "G", "2G", "-2", "-5", "12"])


@st.composite
def levels(draw):
    grids = {}
    for name in draw(st.sampled_from([["A"], ["A", "B"]])):
        width = draw(st.integers(3, 6))
        height = draw(st.integers(3, 6))
        tokens = [[draw(TOKENS) for _ in range(width)] for _ in range(height)]
        pairs = draw(st.integers(0, 2))
        spots = draw(
            st.lists(
                st.tuples(st.integers(0, width - 1), st.integers(0, height - 1)),
                min_size=2 * pairs,
                max_size=2 * pairs,
                unique=True,
            )
        )
        for index, (column, row) in enumerate(spots):
            tokens[row][column] = f"T{index // 2 + 1}"
        grids[name] = [" ".join(row) for row in tokens]
    phases = [[g] for g in grids] if draw(st.booleans()) else [list(grids)]
    ruleset = draw(st.sampled_from(["classic", "mm2.5", "islands"]))
    return make_level(grids, ruleset=ruleset, phases=phases, rounds=draw(st.integers(1, 5)))


MOVES = st.text(alphabet="UDLR", max_size=7)


@st.composite
def matches(draw):
    level = draw(levels())
    players = draw(st.integers(2, 5))
    record = MatchRecord(
        "level.toml",
        draw(st.integers(0, 10**6)),
        [PlayerEntry(NAMES[i], draw(st.integers(0, 2))) for i in range(players)],
    )
    for phase in level.phases:
        starts = {}
        for grid in phase:
            layout = level.grids[grid]
            free = [c for c in layout.cells() if c not in layout.tunnel_numbers]
            starts[grid] = [
                draw(st.lists(st.sampled_from(free), max_size=3, unique=True))
                for _ in range(players)
            ]
        rounds = []
        for _ in range(draw(st.integers(0, level.rounds_per_phase))):
            moves = {grid: [draw(MOVES) for _ in range(players)] for grid in phase}
            premove = {grid: [draw(st.integers(0, 1)) for _ in range(players)] for grid in phase}
            rounds.append(RoundRecord(moves, premove))
        record.phases.append(PhaseRecord(starts, rounds))
    return level, record


def playable(level, record: MatchRecord) -> MatchRecord:
    """Trim the record to what the rules accept: drop retired grids, unaffordable premoves."""
    state = new_match(level, record.names, record.seed, [p.garnets for p in record.players])
    kept = MatchRecord(record.level, record.seed, record.players)
    for phase in record.phases:
        if state.stage != STAGE_STARTS:
            break
        state, _ = begin_phase(state, phase.starts)
        kept_phase = PhaseRecord(phase.starts, [])
        kept.phases.append(kept_phase)
        for round_record in phase.rounds:
            if state.stage != STAGE_ROUNDS:
                break
            active = state.active_grids
            budget = [p.garnets for p in state.players]
            premove = {}
            for grid in active:
                spend = []
                for player, wanted in enumerate(round_record.premove[grid]):
                    paid = min(wanted, budget[player])
                    budget[player] -= paid
                    spend.append(paid)
                premove[grid] = spend
            trimmed = RoundRecord({g: round_record.moves[g] for g in active}, premove)
            state, _ = resolve_round(state, trimmed.submissions(len(record.players)))
            kept_phase.rounds.append(trimmed)
    return kept


def check_invariants(state: MatchState, start_apples: int, start_garnets: int) -> None:
    held = sum(p.apples for p in state.players)
    assert apples_on_board(state) + held + state.ledger.apples_destroyed == start_apples
    garnets = sum(p.garnets - p.garnets_awarded + p.garnets_spent for p in state.players)
    assert garnets_on_board(state) + garnets + state.ledger.garnets_destroyed == start_garnets
    for grid in state.grids.values():
        heads = list(grid.heads.values())
        assert len(set(heads)) == len(heads), "two heads share a cell"
        assert not set(heads) & set(grid.body_owner), "a head stands on a body"
        assert not set(heads) & set(grid.layout.tunnel_numbers), "a head stands on a tunnel"


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(matches())
def test_apples_and_garnets_are_never_created_or_lost_and_heads_never_share(match):
    level, record = match
    record = playable(level, record)
    played = replay(record, level)
    first = played.states[0]
    start_apples = apples_on_board(first)
    start_garnets = garnets_on_board(first) + sum(p.garnets for p in record.players)
    for state in played.states:
        check_invariants(state, start_apples, start_garnets)


@SETTINGS
@given(matches())
def test_body_cells_never_change_owner(match):
    level, record = match
    played = replay(playable(level, record), level)
    for before, after in zip(played.states, played.states[1:], strict=False):
        for name, grid in before.grids.items():
            later = after.grids[name].body_owner
            for cell, owner in grid.body_owner.items():
                assert later.get(cell) == owner, f"{cell_name(cell)} changed owner"


@SETTINGS
@given(matches())
def test_the_same_level_seed_and_submissions_always_give_the_same_match(match):
    level, record = match
    record = playable(level, record)
    first = replay(record, level)
    second = replay(record, level)
    assert summary(first.final) == summary(second.final)
    assert first.events == second.events


@SETTINGS
@given(matches())
def test_a_match_file_written_and_read_back_replays_to_the_same_state(match):
    level, record = match
    record = playable(level, record)
    text = tomli_w.dumps(record_to_data(record))
    reread = read_record(parse_toml(text, "match.toml"))
    assert summary(replay(reread, level).final) == summary(replay(record, level).final)


@SETTINGS
@given(matches())
def test_a_finished_match_always_has_its_awards(match):
    level, record = match
    state = replay(playable(level, record), level).final
    assert state.stage != STAGE_AWARDS  # replay hands out the awards once the match is over
    if state.finished:
        ecs = state.awards.elimination_candidates
        assert len(ecs) == min(level.ruleset.elimination_candidates, len(record.players))
        assert sum(state.awards.tokens_of_life.values()) <= level.ruleset.tol_cap
