"""`python main.py bench double-edged-edges`: printed figures, never a timed test.

The bots' strength and decision times over 9-seat matches: `python main.py bench
bots-double-edged-edges` (bot_bench); this bench times the biggest table, 12 seats.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from game.core.bench import describe, timed
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.double_edged_edges.bot import choose_submission, choose_vote
from game.double_edged_edges.levels import Level, level_from_document
from game.double_edged_edges.rules import (
    STAGE_AWARDS,
    STAGE_ROUNDS,
    MatchState,
    finish_match,
    new_match,
    resolve_round,
    vote_call,
)
from game.table.bot_bench import BotBench, BotMatch, DecisionClock

SHIPPED = LEVELS / "double-edged-edges"


def shipped_level(name: str = "mainly-by-design") -> Level:
    return level_from_document(load_toml(SHIPPED / f"{name}.toml"))


def play_bot_match(
    level: Level,
    bots: Sequence[str],
    seed: int,
    grid: tuple[int, int] | None = None,
    clock: DecisionClock | None = None,
) -> MatchState:
    """A whole match where every seat is a bot of the given level."""
    clock = clock or DecisionClock()
    names = [f"{kind.title()} {i + 1}" for i, kind in enumerate(bots)]
    state, _ = new_match(level, names, seed, 0, grid=grid)
    while state.stage == STAGE_ROUNDS:
        entries = [
            clock.decide(kind, choose_submission, state, p, kind) for p, kind in enumerate(bots)
        ]
        state, _ = resolve_round(state, entries)
    if state.stage == STAGE_AWARDS:
        call = vote_call(state)
        votes = {v: choose_vote(state, v, call) for v in call.voters} if call else {}
        state, _ = finish_match(state, votes)
    return state


def twelve_player_round(seed: int = 1) -> tuple[MatchState, list]:
    """Round 4 of a 12-player (3 × 4) match played by normal bots, and hard entries for it."""
    level = shipped_level()
    names = [f"P{i + 1}" for i in range(12)]
    state, _ = new_match(level, names, seed, 2, grid=(3, 4))
    for _ in range(3):
        state, _ = resolve_round(state, [choose_submission(state, p, "normal") for p in range(12)])
    return state, [choose_submission(state, p, "hard") for p in range(12)]


def main(quick: bool = False) -> int:
    state, entries = twelve_player_round()
    print(f"Double-edged Edges benchmark ({'quick' if quick else 'full'})")
    print("resolve one round, 12 players on a 3 × 4 grid, 16-space platform:")
    print("  " + describe(timed(lambda: resolve_round(state, entries), 200 if quick else 2000)))
    print("  target: under 1 ms")
    times: list[float] = []
    for _ in range(1 if quick else 5):
        for player in range(12):
            times += timed(partial(choose_submission, state, player, "hard"), 1)
    print("hard bot decision, 12 players, round 4:")
    print("  " + describe(times))
    print("  target: under 250 ms")
    return 0


def bot_bench() -> BotBench:
    """Nine-seat matches on the shipped level: three bots of each level, seats rotated."""
    level = shipped_level()

    def play(lineup: Sequence[str], seed: int) -> BotMatch:
        clock = DecisionClock()
        final = play_bot_match(level, lineup, seed, clock=clock)
        return BotMatch(final.points, clock)

    return BotBench(
        play,
        lineups=[("hard", "normal", "easy") * 3],
        note=f"9-seat matches on {level.name}, no starting garnets",
    )
