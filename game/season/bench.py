"""`python main.py bench season`: a bots-only 13-player season to its champion, by the rules
alone (every match played in memory through its game's rules and bots, no file written)."""

from __future__ import annotations

from game.core.bench import describe, timed
from game.season.rules import CastMember, PlannedEpisode, SeasonSetup
from game.season.runner import plan_problems, play_in_memory
from game.table.seats import BOT_LEVELS, DEFAULT_NAMES

CAST_SIZE = 13
EPISODES = 12  # enough for 13 players to reach the Final even when nobody is saved


def bench_setup(seed: int, cast_size: int = CAST_SIZE) -> SeasonSetup:
    cast = tuple(
        CastMember(DEFAULT_NAMES[i], "", BOT_LEVELS[i % len(BOT_LEVELS)]) for i in range(cast_size)
    )
    return SeasonSetup(f"Bench {seed}", seed, cast, (PlannedEpisode(),) * EPISODES)


def main(quick: bool = False) -> int:
    seeds = range(1, 4 if quick else 8)
    problems = plan_problems(bench_setup(seeds[0]))
    if problems:
        print("the bench season does not fit:", "; ".join(problems))
        return 1
    champions = []

    def one_season(seed: int) -> None:
        state, _ = play_in_memory(bench_setup(seed))
        champions.append((state.champion, len(state.episodes), state.crowned_by))

    times = [timed(lambda seed=seed: one_season(seed), 1)[0] for seed in seeds]
    print(f"bots-only {CAST_SIZE}-player season to its champion (rules only):", describe(times))
    for seed, (champion, episodes, how) in zip(seeds, champions, strict=True):
        print(f"  seed {seed}: {champion} champion after {episodes} episodes (by the {how})")
    return 0
