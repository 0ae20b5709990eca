"""`python main.py bench social-snake`, `… social-snake-bots` (the hard bot's decision time)
and the kit's `… bots-social-snake` (bot strength): printed figures.

Speed targets are checked here, by a person reading the numbers, never by a timed test.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.core.bench import describe, timed
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml, parse_toml
from game.social_snake.bot import choose_moves, choose_starts, choose_vote
from game.social_snake.levels import Level, level_from_document
from game.social_snake.rules import (
    STAGE_AWARDS,
    STAGE_ROUNDS,
    STAGE_STARTS,
    MatchState,
    Submission,
    begin_phase,
    finish_match,
    new_match,
    resolve_round,
    tunnel_target,
    vote_call,
)
from game.table.bot_bench import BotBench, BotMatch, DecisionClock


def big_level(size: int = 20, seed: int = 5) -> Level:
    rng = random.Random(seed)
    rows = [" ".join(str(rng.randint(1, 9)) for _ in range(size)) for _ in range(size)]
    text = "\n".join(
        [
            "format = 1",
            'game = "social-snake"',
            'name = "bench"',
            'ruleset = "classic"',
            "[grids.A]",
            "rows = [" + ", ".join(f'"{r}"' for r in rows) + "]",
        ]
    )
    return level_from_document(parse_toml(text, "bench.toml"))


def long_walk(state: MatchState, player: int, length: int, rng: random.Random) -> str:
    """A random walk of exactly `length` moves that avoids its own path while it can."""
    grid = state.grids["A"]
    cell = grid.heads[player]
    seen = {cell}
    moves = ""
    while len(moves) < length:
        options = []
        for direction in "UDLR":
            target, _, _ = tunnel_target(grid.layout, cell, direction)
            if target is not None:
                options.append((target in seen, direction, target))
        fresh = [o for o in options if not o[0]] or options
        _, direction, cell = rng.choice(fresh)
        seen.add(cell)
        moves += direction
    return moves


def crowded_round(players: int = 13, length: int = 40, seed: int = 1):
    level = big_level()
    names = [f"P{i + 1}" for i in range(players)]
    state = new_match(level, names, seed)
    state, _ = begin_phase(state, {"A": [[] for _ in names]})
    state.rounds_played = 3  # round 4: any direction
    rng = random.Random(seed)
    submissions = {"A": [Submission(long_walk(state, p, length, rng)) for p in range(players)]}
    return state, submissions


def play_bot_match(
    level: Level, bots: Sequence[str], seed: int, clock: DecisionClock | None = None
) -> MatchState:
    """A whole match where every seat is a bot of the given level."""
    clock = clock or DecisionClock()
    names = [f"{kind.title()} {i + 1}" for i, kind in enumerate(bots)]
    state = new_match(level, names, seed)
    while state.stage in (STAGE_STARTS, STAGE_ROUNDS):
        if state.stage == STAGE_STARTS:
            starts = {
                grid: [
                    clock.decide(kind, choose_starts, state, p, grid, kind)
                    for p, kind in enumerate(bots)
                ]
                for grid in state.phase_grids
            }
            state, _ = begin_phase(state, starts)
        else:
            entries = [
                clock.decide(kind, choose_moves, state, p, kind) for p, kind in enumerate(bots)
            ]
            submissions = {g: [entry[g] for entry in entries] for g in state.active_grids}
            state, _ = resolve_round(state, submissions)
    if state.stage == STAGE_AWARDS:
        call = vote_call(state)
        votes = {v: choose_vote(state, v, call) for v in call.voters} if call else {}
        state, _ = finish_match(state, votes)
    return state


BENCH_LEVELS = ("practice-three-ridges", "practice-tunnels", "practice-debts", "mm2.5", "classic")


def bot_bench() -> BotBench:
    """Five-player matches on shipped levels, each level for five seeds in turn."""
    levels = [
        level_from_document(load_toml(LEVELS / "social-snake" / f"{name}.toml"))
        for name in BENCH_LEVELS
    ]

    def play(lineup: Sequence[str], seed: int) -> BotMatch:
        # A level holds for as many seeds as the lineup has seats, so that every seat meets
        # every level (the kit rotates the seats by one each match).
        level = levels[seed // len(lineup) % len(levels)]
        clock = DecisionClock()
        final = play_bot_match(level, lineup, seed, clock)
        return BotMatch([p.apples for p in final.players], clock)

    return BotBench(
        play,
        lineups=[
            ("hard", "normal", "easy", "hard", "normal"),
            ("hard", "normal", "normal", "normal", "normal"),
        ],
        score_name="apples",
        note="5-player matches on " + ", ".join(BENCH_LEVELS),
    )


def main(quick: bool = False) -> int:
    state, submissions = crowded_round()
    moves_made = sum(len(s.moves) for s in submissions["A"])
    print(f"Social Snake rules benchmark ({'quick' if quick else 'full'})")
    print(f"one round, 20×20 grid, 13 players, 40-move sequences ({moves_made} moves submitted):")
    print("  " + describe(timed(lambda: resolve_round(state, submissions), 30 if quick else 300)))
    print("  target: under 5 ms per round")

    level = level_from_document(load_toml(LEVELS / "social-snake" / "classic.toml"))
    bots = ["hard", "normal", "easy", "normal", "easy"]
    start = time.perf_counter()
    final = play_bot_match(level, bots, seed=1)
    seconds = time.perf_counter() - start
    rounds = len(final.apples_history)
    print(f"a whole shipped classic match, 5 bots ({', '.join(bots)}), {rounds} rounds:")
    print(f"  {seconds:.2f} s in all, bots' decisions included")
    print("  totals: " + ", ".join(f"{p.name} {p.apples}" for p in final.players))
    return 0


def bots_main(quick: bool = False) -> int:
    """The hard bot's decision time in CPU time (wall time on a shared machine is noisy):
    every decision of one seeded match per bench level, and a crowded 13-player grid.
    Strength is `python main.py bench bots-social-snake`."""
    print("hard bot decisions, CPU time (the budget is 250 ms a decision):")
    lineup = ["hard", "normal", "normal", "normal", "normal"]
    for name in BENCH_LEVELS[-2:] if quick else BENCH_LEVELS:
        level = level_from_document(load_toml(LEVELS / "social-snake" / f"{name}.toml"))
        clock = DecisionClock()
        play_bot_match(level, lineup, 1, clock)
        print(f"  {name}, 5 players: " + clock.summary("hard"))
    state = crowded_round()[0]
    clock = DecisionClock()
    for player in range(0, len(state.players), 1 if not quick else 4):
        clock.decide("starts", choose_starts, state, player, "A", "hard")
        clock.decide("moves", choose_moves, state, player, "hard")
    print("  20×20 grid, 13 players, start lists: " + clock.summary("starts"))
    print("  20×20 grid, 13 players, round 4 moves: " + clock.summary("moves"))
    return 0
