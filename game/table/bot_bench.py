"""Bot strength and speed over seeded all-bot matches (`python main.py bench bots`).

A game describes its bots' bench once (`GameInfo.bot_bench` -> `BotBench`): how many seats a
match has and how to play one whole match from a lineup of bot levels and a seed. The kit
rotates the lineup through the seats, plays the matches, and sums up per level: the average
score, the share of matches a seat of that level finished first (a shared first place counts
as a share), each pair of levels' head-to-head share (the best seat of one level against the
best of the other) and every decision's median and worst time.

Pure: no pygame, no I/O (the printing lives in game/bench_bots.py).
"""

from __future__ import annotations

import math
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

LEVELS = ("easy", "normal", "hard")

T = TypeVar("T")


class DecisionClock:
    """Times each bot decision by the bot's level: `clock.decide("hard", choose, state, 2)`.

    In CPU time of the deciding thread: on a machine shared with other work the wall clock
    measures the machine's load more than the bot (a decision must stay under 250 ms on a
    machine that is not busy, where the two are the same)."""

    def __init__(self) -> None:
        self.seconds: dict[str, list[float]] = defaultdict(list)

    def decide(self, level: str, decision: Callable[..., T], *arguments: Any, **named: Any) -> T:
        start = time.thread_time()
        result = decision(*arguments, **named)
        self.seconds[level].append(time.thread_time() - start)
        return result

    def summary(self, level: str) -> str:
        """`median 80 ms, worst 160 ms (13 decisions)` for one level's decisions."""
        ms = sorted(1000 * s for s in self.seconds[level])
        return f"median {ms[len(ms) // 2]:.0f} ms, worst {ms[-1]:.0f} ms ({len(ms)} decisions)"


@dataclass(frozen=True)
class BotMatch:
    """One finished all-bot match: each seat's score (higher is better) and the clock."""

    scores: Sequence[float]
    clock: DecisionClock
    turns: int | None = None  # how many turns it lasted, where the game counts turns
    ended: bool = True  # False when the bench's guard stopped a match that had not ended


@dataclass(frozen=True)
class BotBench:
    """What the kit needs to measure a game's bots.

    `play(lineup, seed)` plays one whole match where seat i is a bot of level lineup[i] and
    returns a BotMatch. `lineups` are the seatings to measure (each rotated through the
    seats); `matches` is how many matches a full run plays per lineup (100 keeps every share
    within ±5 %, one standard error) and `quick_matches` a `--quick` run's.
    """

    play: Callable[[Sequence[str], int], BotMatch]
    lineups: Sequence[Sequence[str]]
    matches: int = 100
    quick_matches: int = 6
    score_name: str = "points"
    note: str = ""
    long_lineups: Sequence[Sequence[str]] = ()
    long_matches: int = 200
    """Lineups a full run plays `long_matches` times (e.g. a bot against a seat that always
    passes: does every game end, and how long is the longest)."""


@dataclass
class LevelFigures:
    """What one bot level did over a run."""

    scores: list[float] = field(default_factory=list)
    firsts: float = 0.0
    matches: int = 0
    seconds: list[float] = field(default_factory=list)


@dataclass
class LineupFigures:
    """A run of one lineup: per level figures and each pair's head-to-head wins."""

    lineup: tuple[str, ...]
    matches: int = 0
    levels: dict[str, LevelFigures] = field(default_factory=dict)
    ahead: dict[tuple[str, str], float] = field(default_factory=dict)
    wall_seconds: float = 0.0
    longest: int | None = None  # the longest match in turns (None when turns are not counted)
    unended: int = 0  # matches the guard stopped before they ended


def rotated(lineup: Sequence[str], shift: int) -> list[str]:
    shift %= len(lineup)
    return list(lineup[shift:]) + list(lineup[:shift])


def run_lineup(
    bench: BotBench, lineup: Sequence[str], matches: int, seed: int = 1
) -> LineupFigures:
    """Plays `matches` matches of `lineup`, rotating the seats, and sums them up."""
    figures = LineupFigures(tuple(lineup))
    start = time.perf_counter()
    for match in range(matches):
        seating = rotated(lineup, match)
        result = bench.play(seating, seed + match)
        add_match(figures, seating, result)
    figures.wall_seconds = time.perf_counter() - start
    return figures


def add_match(figures: LineupFigures, seating: Sequence[str], result: BotMatch) -> None:
    figures.matches += 1
    figures.unended += not result.ended
    if result.turns is not None:
        figures.longest = max(figures.longest or 0, result.turns)
    scores = list(result.scores)
    top = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == top]
    best: dict[str, float] = {}
    for seat, level in enumerate(seating):
        level_figures = figures.levels.setdefault(level, LevelFigures())
        level_figures.scores.append(scores[seat])
        best[level] = max(best.get(level, -math.inf), scores[seat])
    for level in best:
        level_figures = figures.levels[level]
        level_figures.matches += 1
        level_figures.firsts += sum(seating[s] == level for s in leaders) / len(leaders)
    for level, seconds in result.clock.seconds.items():
        figures.levels.setdefault(level, LevelFigures()).seconds.extend(seconds)
    for first in best:
        for second in best:
            if first != second:
                wins = (
                    1.0
                    if best[first] > best[second]
                    else 0.5
                    if best[first] == best[second]
                    else 0.0
                )
                figures.ahead[(first, second)] = figures.ahead.get((first, second), 0.0) + wins


def _head_to_head(mine: float, theirs: float) -> float:
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def standard_error(share: float, matches: int) -> float:
    """One standard error of a share measured over `matches` matches."""
    return math.sqrt(max(share * (1 - share), 0.0) / matches) if matches else 0.0


def report(figures: LineupFigures, score_name: str) -> list[str]:
    """The printed lines for one lineup."""
    lines = [
        f"  lineup {', '.join(figures.lineup)} — {figures.matches} matches, seats rotated "
        f"({figures.wall_seconds:.0f} s)"
    ]
    if figures.longest is not None or figures.unended:
        ending = (
            "every game ended"
            if not figures.unended
            else f"{figures.unended} of {figures.matches} games did not end"
        )
        lines.append(f"    longest game {figures.longest} turns; {ending}")
    for level in sorted(figures.levels, key=_level_order):
        level_figures = figures.levels[level]
        average = statistics.fmean(level_figures.scores) if level_figures.scores else 0.0
        share = level_figures.firsts / level_figures.matches if level_figures.matches else 0.0
        line = (
            f"    {level:<7} average {average:6.1f} {score_name}, first in "
            f"{100 * share:4.0f} % ± {100 * standard_error(share, level_figures.matches):.0f} %"
        )
        if level_figures.seconds:
            ms = sorted(1000 * s for s in level_figures.seconds)
            line += (
                f"; decisions (CPU) median {statistics.median(ms):.1f} ms, worst {ms[-1]:.0f} ms "
                f"({len(ms)})"
            )
        lines.append(line)
    for (first, second), wins in sorted(figures.ahead.items(), key=lambda kv: _pair_order(kv[0])):
        if _level_order(first) > _level_order(second):
            share = wins / figures.matches
            lines.append(
                f"    {first} ahead of {second} in {100 * share:.0f} % "
                f"± {100 * standard_error(share, figures.matches):.0f} % "
                f"(best seat of each, ties count half)"
            )
    return lines


def _level_order(level: str) -> int:
    return LEVELS.index(level) if level in LEVELS else len(LEVELS)


def _pair_order(pair: tuple[str, str]) -> tuple[int, int]:
    return (-_level_order(pair[0]), -_level_order(pair[1]))
