"""A round-robin tournament: every snek against every other, on every arena, over N seeds.

Each pair fights twice per arena and seed, once from each start, so that neither snek
gains from an arena's first start. A battle's winner (first place alone) scores 3
points; a shared first place scores 1 point each. Sneks level on points rank by wins, then
grabs; level on all three, they share a place. `tournament_steps` yields after every
battle so that a window can run it a slice at a time and draw a progress bar.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from game.snek.levels import Arena
from game.snek.program import Program
from game.snek.rules import (
    BattleState,
    display_names,
    new_battle,
    places,
    play_battle,
    play_round,
)
from game.table.ranking import Place, TieBreak, ranking

WIN_POINTS = 3
SHARED_POINTS = 1
MAX_SEEDS = 1000


@dataclass
class Standing:
    name: str
    played: int = 0
    wins: int = 0
    shared: int = 0
    losses: int = 0
    points: int = 0
    grabs: int = 0
    final_length: int = 0  # summed over battles, 0 when eliminated


@dataclass
class Tournament:
    standings: list[Standing]
    battles: int = 0
    results: list[tuple[int, int, int, int, list[int]]] = field(default_factory=list)
    # (first snek, second snek, arena index, seed, places in start order)

    def table(self) -> list[Standing]:
        """Standings best first: points, then wins, then grabs, then name."""
        return sorted(self.standings, key=lambda s: (-s.points, -s.wins, -s.grabs, s.name))

    def places(self) -> list[Place]:
        """The place of each row of `table` (row order): sneks level on points, wins and
        grabs share a place (1, 2, 2, 4); the name only orders them."""
        table = self.table()
        wins, grabs = [s.wins for s in table], [s.grabs for s in table]
        breaks = (TieBreak("more wins", wins, wins), TieBreak("more grabs", grabs, grabs))
        ranked = ranking([s.points for s in table], breaks)
        return sorted(ranked, key=lambda place: place.player)


def pairings(sneks: int, arenas: int, seeds: Sequence[int]) -> list[tuple[int, int, int, int]]:
    """(snek on start 1, snek on start 2, arena, seed) for every battle of the tournament."""
    return [
        (first, second, arena, seed)
        for arena in range(arenas)
        for seed in seeds
        for first in range(sneks)
        for second in range(sneks)
        if first != second
    ]


def check_tournament(
    programs: Sequence[Program], arenas: Sequence[Arena], seeds: Sequence[int]
) -> None:
    """ValueError in words unless these sneks, arenas and seeds make a tournament."""
    if len(programs) < 2 or not arenas or not seeds or len(seeds) > MAX_SEEDS:
        raise ValueError(f"a tournament needs 2 or more sneks, an arena and 1 to {MAX_SEEDS} seeds")


def record_battle(
    result: Tournament, pairing: tuple[int, int, int, int], state: BattleState
) -> None:
    """Score one finished battle of `pairing` (first, second, arena, seed) into `result`."""
    first, second, arena, seed = pairing
    place = places(state)
    for seat, snek in enumerate((first, second)):
        standing = result.standings[snek]
        standing.played += 1
        standing.grabs += state.sneks[seat].grabs
        standing.final_length += state.sneks[seat].length
        if place[seat] == 1 and place[1 - seat] == 1:
            standing.shared += 1
            standing.points += SHARED_POINTS
        elif place[seat] == 1:
            standing.wins += 1
            standing.points += WIN_POINTS
        else:
            standing.losses += 1
    result.battles += 1
    result.results.append((first, second, arena, seed, place))


def tournament_steps(
    programs: Sequence[Program], arenas: Sequence[Arena], seeds: Sequence[int]
) -> Iterator[tuple[int, int, Tournament]]:
    """Play every battle; after each one yield (done, total, standings so far)."""
    check_tournament(programs, arenas, seeds)
    result = Tournament([Standing(name) for name in display_names(programs)])
    battles = pairings(len(programs), len(arenas), seeds)
    for done, pairing in enumerate(battles, start=1):
        first, second, arena, seed = pairing
        state = play_battle(new_battle(arenas[arena], [programs[first], programs[second]], seed))
        record_battle(result, pairing, state)
        yield done, len(battles), result


class TournamentRun:
    """The tournament a slice at a time, a round at a time inside a battle, so that a window
    can play it between frames: `work(seconds)` plays for about that long."""

    def __init__(self, programs: Sequence[Program], arenas: Sequence[Arena], seeds: Sequence[int]):
        check_tournament(programs, arenas, seeds)
        self.programs = list(programs)
        self.arenas = list(arenas)
        self.battles = pairings(len(programs), len(arenas), seeds)
        self.result = Tournament([Standing(name) for name in display_names(programs)])
        self._state: BattleState | None = None

    @property
    def done(self) -> int:
        return self.result.battles

    @property
    def total(self) -> int:
        return len(self.battles)

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def work(self, seconds: float, clock: Callable[[], float] = time.perf_counter) -> None:
        """Play rounds for about `seconds` (at least one round while anything is left)."""
        deadline = clock() + seconds
        while not self.finished:
            pairing = self.battles[self.done]
            if self._state is None:
                first, second, arena, seed = pairing
                sneks = [self.programs[first], self.programs[second]]
                self._state = new_battle(self.arenas[arena], sneks, seed)
            self._state, _ = play_round(self._state)
            if self._state.finished:
                record_battle(self.result, pairing, self._state)
                self._state = None
            if clock() >= deadline:
                return


def run_tournament(
    programs: Sequence[Program],
    arenas: Sequence[Arena],
    seeds: Sequence[int],
    progress: Callable[[int, int], None] | None = None,
) -> Tournament:
    """The whole tournament at once; `progress(done, total)` after every battle."""
    standings = Tournament([])
    for done, total, so_far in tournament_steps(programs, arenas, seeds):
        standings = so_far
        if progress is not None:
            progress(done, total)
    return standings
