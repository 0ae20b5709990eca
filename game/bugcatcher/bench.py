"""`python main.py bench bugcatcher`: printed figures, read by a person, never a timed test.

1. Resolving one round of 9 players × 8 actions (7 energy + a garnet swap) with every
   mission of the shipped deck on the board and undertaken by everyone (target: median
   under 2 ms).

The bots' strength and decision times: `python main.py bench bots-bugcatcher` (bot_bench).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import replace

from game.bugcatcher.bot import choose_pregame, choose_submission
from game.bugcatcher.levels import Level, level_from_document
from game.bugcatcher.rules import (
    PAID_SWAP,
    MatchState,
    Submission,
    begin_match,
    new_match,
    planned_ends,
    resolve_round,
)
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.bot_bench import BotBench, BotMatch, DecisionClock

PLAYERS = 9
SHIPPED = LEVELS / "bugcatcher" / "house-of-larks.toml"


def shipped_level() -> Level:
    return level_from_document(load_toml(SHIPPED))


def all_missions_level(level: Level) -> Level:
    """The shipped deck, every mission shown in round 1 (beyond a file's 5, for the bench)."""
    return replace(level, missions=tuple(replace(m, round=1) for m in level.missions))


def started_match(level: Level, seed: int) -> MatchState:
    names = [f"Player {i + 1}" for i in range(PLAYERS)]
    state = new_match(level, names, seed, garnets=3)
    entries = [choose_pregame(state, p, "normal") for p in range(PLAYERS)]
    state, _ = begin_match(state, entries)
    return state


def eight_actions(state: MatchState, player: int, rng: random.Random) -> tuple[str, ...]:
    """Seven path actions that stay on the board, plus a garnet swap somewhere."""
    me = state.players[player]
    actions: list[str] = []
    while len(actions) < state.level.energy:
        action = rng.choice("BC") + rng.choice("UDLR")
        ends = planned_ends(me, [*actions, action])
        if all(state.board.contains(points[-1]) for points in ends.values()):
            actions.append(action)
    actions.insert(rng.randrange(len(actions) + 1), PAID_SWAP)
    return tuple(actions)


def round_figures(repeats: int, every_mission: bool = True) -> list[float]:
    level = shipped_level()
    if every_mission:
        level = all_missions_level(level)
    rng = random.Random(7)
    state = started_match(level, 7)
    names = tuple(m.name for m in state.round_board())
    timings = []
    for _ in range(repeats):
        submissions = [Submission(eight_actions(state, p, rng), names) for p in range(PLAYERS)]
        start = time.perf_counter()
        resolve_round(state, submissions)
        timings.append(time.perf_counter() - start)
    return timings


def play_bot_match(
    level: Level, bots: Sequence[str], seed: int, clock: DecisionClock | None = None
) -> MatchState:
    """A whole match where every seat is a bot of the given level."""
    clock = clock or DecisionClock()
    names = [f"{kind.title()} {i + 1}" for i, kind in enumerate(bots)]
    state = new_match(level, names, seed)
    entries = [clock.decide(kind, choose_pregame, state, p, kind) for p, kind in enumerate(bots)]
    state, _ = begin_match(state, entries)
    while not state.finished:
        submissions = [
            clock.decide(kind, choose_submission, state, p, kind) for p, kind in enumerate(bots)
        ]
        state, _ = resolve_round(state, submissions)
    return state


def bot_bench() -> BotBench:
    """Nine-seat matches on the shipped level: three bots of each level."""
    level = shipped_level()

    def play(lineup: Sequence[str], seed: int) -> BotMatch:
        clock = DecisionClock()
        final = play_bot_match(level, lineup, seed, clock)
        return BotMatch([p.fireflies for p in final.players], clock)

    return BotBench(
        play,
        lineups=[("hard", "normal", "easy") * 3],
        matches=40,  # a hard decision takes about 0.1 s: 100 matches would take too long
        score_name="fireflies",
        note=f"{PLAYERS}-seat matches on {level.name}, no starting garnets",
    )


def _report(title: str, timings: list[float], target_ms: float) -> bool:
    median = statistics.median(timings) * 1000
    worst = max(timings) * 1000
    verdict = "within target" if median < target_ms else "OVER TARGET"
    print(
        f"{title}: median {median:.3f} ms, worst {worst:.3f} ms over {len(timings)} runs "
        f"(target < {target_ms:g} ms: {verdict})"
    )
    return median < target_ms


def main(quick: bool = False) -> int:
    repeats = 40 if quick else 300
    rounds = round_figures(repeats)
    print(f"Bugcatcher, {PLAYERS} players")
    fine = _report(
        f"resolve a round of 9 players × 8 actions, all {len(shipped_level().missions)} missions "
        "undertaken by everyone",
        rounds,
        2.0,
    )
    _report("the same with round 1's board of 5 missions", round_figures(repeats, False), 2.0)
    return 0 if fine else 1
