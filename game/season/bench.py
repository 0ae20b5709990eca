"""`python main.py bench season`: a bots-only 13-player season to its champion, by the rules
alone (every match played in memory through its game's rules and bots, no file written)."""

from __future__ import annotations

from game.core.bench import describe, timed
from game.season.rules import CastMember, PlannedEpisode, SeasonSetup
from game.season.runner import plan_problems, play_in_memory
from game.table.seats import BOT_LEVELS, DEFAULT_NAMES

CAST_SIZE = 13
EPISODES = 12  # enough for 13 players to reach the Final even when nobody is saved


def bench_setup(seed: int, levels: tuple[str, ...] = BOT_LEVELS) -> SeasonSetup:
    """13 bots (their levels in turn), the host's choice in every episode."""
    cast = tuple(
        CastMember(DEFAULT_NAMES[i], "", levels[i % len(levels)]) for i in range(CAST_SIZE)
    )
    return SeasonSetup(f"Bench {seed}", seed, cast, (PlannedEpisode(),) * EPISODES)


def main(quick: bool = False) -> int:
    seeds = range(1, 3 if quick else 6)
    problems = plan_problems(bench_setup(seeds[0]))
    if problems:
        print("the bench season does not fit:", "; ".join(problems))
        return 1
    for label, levels in (("easy bots", ("easy",)), ("easy, normal and hard bots", BOT_LEVELS)):
        outcomes: list[str] = []

        def one_season(seed: int, levels=levels, outcomes=outcomes) -> None:
            state, _ = play_in_memory(bench_setup(seed, levels))
            how = state.crowned_by
            outcomes.append(f"seed {seed}: {state.champion} after {len(state.episodes)} ({how})")

        times = [timed(lambda seed=seed: one_season(seed), 1)[0] for seed in seeds]
        print(
            f"a {CAST_SIZE}-player season of {label} to its champion, rules only:", describe(times)
        )
        print("  " + "; ".join(outcomes))
    return 0
