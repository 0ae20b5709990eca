"""`python main.py bench double-edged-edges`: printed figures, never a timed test."""

from __future__ import annotations

import time
from collections.abc import Sequence

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

SHIPPED = LEVELS / "double-edged-edges"


def shipped_level(name: str = "mainly-by-design") -> Level:
    return level_from_document(load_toml(SHIPPED / f"{name}.toml"))


def play_bot_match(
    level: Level, bots: Sequence[str], seed: int, grid: tuple[int, int] | None = None
) -> MatchState:
    """A whole match where every seat is a bot of the given level."""
    names = [f"{kind.title()} {i + 1}" for i, kind in enumerate(bots)]
    state, _ = new_match(level, names, seed, 0, grid=grid)
    while state.stage == STAGE_ROUNDS:
        entries = [choose_submission(state, p, kind) for p, kind in enumerate(bots)]
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
            times += timed(lambda p=player: choose_submission(state, p, "hard"), 1)
    print("hard bot decision, 12 players, round 4:")
    print("  " + describe(times))
    print("  target: under 100 ms")
    return bot_strength(6 if quick else 30)


def bot_strength(matches: int) -> int:
    """9-player matches with 3 bots of each level, seats rotated; average points per level."""
    level = shipped_level()
    lineup = ["hard", "normal", "easy"] * 3
    totals = dict.fromkeys(("easy", "normal", "hard"), 0)
    wins = dict.fromkeys(totals, 0)
    start = time.perf_counter()
    for match in range(matches):
        bots = lineup[match % 3 :] + lineup[: match % 3]
        final = play_bot_match(level, bots, seed=100 + match)
        for kind, points in zip(bots, final.points, strict=True):
            totals[kind] += points
        wins[bots[final.points.index(max(final.points))]] += 1
    seconds = time.perf_counter() - start
    print(
        f"bot strength over {matches} seeded 9-player matches (3 of each level, {seconds:.1f} s):"
    )
    for kind in ("hard", "normal", "easy"):
        print(
            f"  {kind:6} average {totals[kind] / (3 * matches):5.1f} points, "
            f"first place (or first of a tie) in {wins[kind]}/{matches}"
        )
    return 0
