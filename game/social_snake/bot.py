"""Social Snake bots: easy (a random legal plan), normal (greedy), hard (searches).

Bots read only the public match state — the grids, heads, bodies and totals a human in
their seat sees — and a seeded generator, so a match with bots replays exactly.

The hard bot models the others as normal bots with seeded noise: it samples their likely
start lists and move sequences, plays its own candidates against every sample through the
real rules, and keeps the one with the best average result — apples now plus the apples
its head reaches first afterwards. Its search has a fixed size (never a clock), so that it
replays exactly; the sizes keep its slowest decision well under 250 ms
(`python main.py bench social-snake-bots`).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.core.coords import DIRECTIONS, Cell
from game.core.rng import derived_rng
from game.social_snake.levels import START_CHOICES, GridLayout, Item
from game.social_snake.rules import (
    GridState,
    MatchState,
    Submission,
    VoteCall,
    priority_starts,
    resolve_round,
    spendable_garnets,
    tunnel_target,
)

GARNET_VALUE = 20  # apples a bot would give up for a garnet (premoves are worth that much)
PROSPECT_WEIGHT = 0.6  # how much the hard bot's sieves value apples near a plan's end
SAMPLES = 4  # the others' sampled submissions each hard candidate is played against
START_SAMPLES = 6  # the others' sampled start lists
START_CANDIDATES = 12  # the richest cells the hard bot builds its start list from
SIEVE = 24  # candidate plans per grid tried against the likeliest sample
FINALISTS = 8  # candidate plans that face every sample, shared out over the grids in play
TASTE_NOISE = 0.5  # how far a sampled other may value a cell away from the normal bot
TERRITORY_WEIGHT = 0.5  # apples reached first after the round, as a share of apples now
TERRITORY_DECAY = 0.9  # a reached cell's worth shrinks by this per step away

Steps = dict[Cell, list[tuple[str, Cell]]]  # where a head on a cell can go, by direction


@dataclass(frozen=True)
class Plan:
    moves: str
    score: float


def bot_rng(state: MatchState, player: int, purpose: str) -> random.Random:
    return derived_rng(
        state.seed, "bot", player, purpose, state.phase, state.rounds_played, len(state.grids)
    )


# --- start positions ---------------------------------------------------------------------


def choose_starts(state: MatchState, player: int, grid_name: str, level: str) -> list[Cell]:
    """Three distinct start cells in priority order (never a tunnel)."""
    layout = state.level.grids[grid_name]
    rng = bot_rng(state, player, f"starts/{grid_name}")
    free = [c for c in layout.cells() if c not in layout.tunnel_numbers]
    if level == "easy":
        return rng.sample(free, min(START_CHOICES, len(free)))
    if level == "normal":
        return _normal_starts(free, {c: _richness(layout, c, 2) for c in free}, rng)
    return _hard_starts(state, player, grid_name, free, rng)


def _normal_starts(free: list[Cell], richness: dict[Cell, float], rng: random.Random) -> list[Cell]:
    """The richest cells, with a little seeded taste so two normal bots differ."""
    taste = {cell: 1 + 0.25 * rng.random() for cell in free}
    return sorted(free, key=lambda c: -richness[c] * taste[c])[:START_CHOICES]


def _hard_starts(
    state: MatchState, player: int, grid_name: str, free: list[Cell], rng: random.Random
) -> list[Cell]:
    """The list whose cell, as the sampled others list theirs, leaves the most apples
    reached first.

    The others are sampled as normal bots; then, since a player who reasons like this one
    would pick the same cells, half the samples get one such player among the others.
    """
    layout = state.level.grids[grid_name]
    richness = {c: _richness(layout, c, 2) for c in free}
    candidates = sorted(free, key=lambda c: (-_richness(layout, c, 3), rng.random()))
    candidates = candidates[:START_CANDIDATES]
    guess = bot_rng(state, player, f"start predictions/{grid_name}")
    others = [other for other in range(len(state.players)) if other != player]
    samples = [
        {other: _normal_starts(free, richness, guess) for other in others}
        for _ in range(_samples(START_SAMPLES, len(state.players)))
    ]
    first_guess = _best_start_list(state, player, grid_name, candidates, samples[::2])
    for lists in samples[1::2]:
        lists[guess.choice(others)] = first_guess
    return _best_start_list(state, player, grid_name, candidates, samples)


def _best_start_list(
    state: MatchState,
    player: int,
    grid_name: str,
    candidates: list[Cell],
    samples: list[dict[int, list[Cell]]],
) -> list[Cell]:
    """The ordered choice of candidates that does best on average over the samples."""
    layout = state.level.grids[grid_name]
    steps: Steps = {}
    label = f"{state.phase}/{grid_name}"
    # worth[k][c]: the apples reached first from c in sample k; taken[k][c]: the best
    # priority another seat gives c there (a cell is ours at a priority better than that).
    worth: list[dict[Cell, float]] = []
    taken: list[dict[Cell, int]] = []
    for sample in samples:
        rank: dict[Cell, int] = {}
        for listed in sample.values():
            for position, cell in enumerate(listed):
                rank[cell] = min(rank.get(cell, START_CHOICES), position)
        values = {}
        for cell in candidates:
            lists = [sample.get(p, [cell]) for p in range(len(state.players))]
            granted = priority_starts(layout, lists, state.seed, label)
            heads = {p: start for p, (start, _) in enumerate(granted)}
            values[cell] = _territory(layout, layout.items, heads, set(), player, steps)
        worth.append(values)
        taken.append(rank)
    fallback = min(min(values.values()) for values in worth)

    def expected(choice: Iterable[Cell]) -> float:
        total = 0.0
        for values, rank in zip(worth, taken, strict=True):
            got = next((c for p, c in enumerate(choice) if rank.get(c, START_CHOICES) > p), None)
            total += values[got] if got is not None else fallback
        return total

    triples = itertools.permutations(candidates, min(START_CHOICES, len(candidates)))
    return list(max(triples, key=expected))


def _richness(layout: GridLayout, centre: Cell, radius: int) -> float:
    total = 0.0
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            distance = abs(dx) + abs(dy)
            if 0 < distance <= radius:
                item = layout.items.get((centre[0] + dx, centre[1] + dy))
                if item:
                    total += _item_value(item.apples, item.garnets) / distance
    return total


def _item_value(apples: int, garnets: int) -> float:
    return apples + GARNET_VALUE * garnets


# --- moves -------------------------------------------------------------------------------


def choose_moves(state: MatchState, player: int, level: str) -> dict[str, Submission]:
    """The bot's submission for every active grid this round."""
    if level == "hard":
        return _hard_moves(state, player)
    rng = bot_rng(state, player, "moves")
    if level == "normal":
        return _normal_moves(state, player, rng)
    return {
        grid_name: Submission(
            _random_plan(state.grids[grid_name], player, state.single_direction, rng).moves
        )
        for grid_name in state.active_grids
    }


def _normal_moves(state: MatchState, player: int, rng: random.Random) -> dict[str, Submission]:
    """Greedy: the richest path that keeps clear of every snake and of the cells next to
    other heads."""
    result: dict[str, Submission] = {}
    for grid_name in state.active_grids:
        grid = state.grids[grid_name]
        danger = _danger_cells(grid, player)
        plan = _beam_plans(grid, player, state.single_direction, rng, danger, 12, 40)[0]
        result[grid_name] = Submission(plan.moves)
    return result


def _hard_moves(state: MatchState, player: int) -> dict[str, Submission]:
    """Sample the others as noisy normal bots, play candidate plans (and premoves) against
    every sample through the real rules, keep what does best on average."""
    rng = bot_rng(state, player, "moves")
    # The others are sampled with this bot's own generator: it never reads their choices.
    guess = bot_rng(state, player, "predictions")
    count = len(state.players)
    known: dict[str, Steps] = {grid_name: {} for grid_name in state.active_grids}
    samples = [
        {
            other: _sampled_moves(state, other, guess, TASTE_NOISE if sample else 0.0, known)
            for other in range(count)
            if other != player
        }
        for sample in range(_samples(SAMPLES, count))
    ]
    budget = spendable_garnets(state, player)
    result: dict[str, Submission] = {}
    for grid_name in state.active_grids:
        grid, steps = state.grids[grid_name], known[grid_name]
        rivals = [
            [sample[p][grid_name] if p != player else None for p in range(count)]
            for sample in samples
        ]
        # Cheap sieves — the apples on the way, then the likeliest sample — keep the
        # finalists that face every sample.
        plans = sorted(
            _candidate_plans(grid, player, state.single_direction, rng, steps),
            key=lambda plan: -_promise(grid, player, plan.moves, steps),
        )[:SIEVE]
        plans = sorted(
            plans,
            key=lambda plan: (
                -_outcome(state, grid_name, player, rivals[0], Submission(plan.moves))
                - PROSPECT_WEIGHT * _prospect(grid, player, plan.moves)
            ),
        )
        best: tuple[float, Submission] = (float("-inf"), Submission())
        for plan in plans[: max(2, FINALISTS // len(state.active_grids))]:
            for premove in range(min(budget, 1) + 1):
                entry = Submission(plan.moves, premove)
                value = sum(
                    _result(state, grid_name, player, others, entry, steps) for others in rivals
                ) / len(rivals)
                if value - premove * GARNET_VALUE > best[0]:
                    best = (value - premove * GARNET_VALUE, entry)
        budget -= best[1].premove
        result[grid_name] = best[1]
    return result


def _samples(most: int, players: int) -> int:
    """Samples for a table: `most` up to five players; fewer at a bigger table, so that a
    decision samples about as many entries in all (at least two samples)."""
    return max(2, most * 4 // max(4, players - 1))


def _sampled_moves(
    state: MatchState, player: int, rng: random.Random, noise: float, known: dict[str, Steps]
) -> dict[str, Submission]:
    """A likely submission of another seat: the normal bot's, valuing each cell a little
    differently (by up to ±noise/2)."""
    result: dict[str, Submission] = {}
    for grid_name in state.active_grids:
        grid = state.grids[grid_name]
        taste = {cell: 1 + noise * (rng.random() - 0.5) for cell in grid.items} if noise else {}
        danger = _danger_cells(grid, player)
        plans = _beam_plans(
            grid, player, state.single_direction, rng, danger, 12, 40, taste, known[grid_name]
        )
        result[grid_name] = Submission(plans[0].moves)
    return result


def _candidate_plans(
    grid: GridState, player: int, single: bool, rng: random.Random, steps: Steps
) -> list[Plan]:
    """The hard bot's own options: every straight line in the first rounds; later the best
    path of each length, both bold and keeping clear of other heads."""
    if single:
        return _straight_plans(grid, player)
    bold = _beam_plans(grid, player, False, rng, set(), 20, 60, steps=steps)
    danger = _danger_cells(grid, player)
    careful = _beam_plans(grid, player, False, rng, danger, 12, 40, steps=steps)
    unique: dict[str, Plan] = {}  # the first plan of each path
    for plan in bold + careful:
        unique.setdefault(plan.moves, plan)
    return list(unique.values())


def _result(
    state: MatchState,
    grid_name: str,
    player: int,
    others: list[Submission | None],
    entry: Submission,
    steps: Steps,
) -> float:
    """What the player gains on one grid against one sample of the others, counting the
    apples their head then reaches first while rounds remain."""
    entries = [entry if other is None else other for other in others]
    after, _ = resolve_round(state, {grid_name: entries})
    value = _gain(state, after, grid_name, player, entry)
    grid = after.grids[grid_name]
    if grid.active:
        blocked = set(grid.body_owner)
        value += TERRITORY_WEIGHT * _territory(
            grid.layout, grid.items, grid.heads, blocked, player, steps
        )
    return value


def _outcome(
    state: MatchState,
    grid_name: str,
    player: int,
    others: list[Submission | None],
    entry: Submission,
) -> float:
    """What the player gains on one grid if the others play as predicted."""
    entries = [entry if other is None else other for other in others]
    after, _ = resolve_round(state, {grid_name: entries})
    return _gain(state, after, grid_name, player, entry)


def _gain(
    before: MatchState, after: MatchState, grid_name: str, player: int, entry: Submission
) -> float:
    """Apples banked on the grid this round, and garnets picked up (the premove's refunded:
    callers price it)."""
    then, now = before.players[player], after.players[player]
    apples = now.apples_by_grid.get(grid_name, 0) - then.apples_by_grid.get(grid_name, 0)
    garnets = now.garnets - then.garnets + entry.premove
    return apples + GARNET_VALUE * garnets


def _steps_from(layout: GridLayout, cell: Cell, known: Steps) -> list[tuple[str, Cell]]:
    """The moves a head on `cell` can make and where each lands (tunnels followed),
    remembered in `known` so one decision works each out once."""
    if cell not in known:
        targets = [(d, tunnel_target(layout, cell, d)[0]) for d in DIRECTIONS]
        known[cell] = [(d, t) for d, t in targets if t is not None]
    return known[cell]


def _territory(
    layout: GridLayout,
    items: dict[Cell, Item],
    heads: dict[int, Cell],
    blocked: set[Cell],
    player: int,
    steps: Steps,
) -> float:
    """The prizes the player's head reaches before every other head (half on a tie), each
    worth less the further it is: what the rounds to come may bring."""
    claimed = blocked | set(heads.values())
    mine = {heads[player]}
    theirs = {head for other, head in heads.items() if other != player}
    total, worth = 0.0, 1.0
    # Both sides grow one step at a time; cells reached by both in the same step are shared.
    while mine:
        worth *= TERRITORY_DECAY
        mine = {t for c in mine for _, t in _steps_from(layout, c, steps) if t not in claimed}
        theirs = {t for c in theirs for _, t in _steps_from(layout, c, steps) if t not in claimed}
        for cell in mine:
            item = items.get(cell)
            if item:
                value = worth * _item_value(max(item.apples, 0), item.garnets)
                total += value / 2 if cell in theirs else value
        claimed |= mine | theirs
    return total


def _straight_plans(grid: GridState, player: int) -> list[Plan]:
    """Every one-direction sequence that stays clear of snakes (rounds 1–3)."""
    blocked = _blocked(grid)
    plans = [Plan("", 0.0)]
    for direction in DIRECTIONS:
        cell = grid.heads[player]
        for length in range(1, grid.layout.width + grid.layout.height):
            target, _, _ = tunnel_target(grid.layout, cell, direction)
            if target is None or target in blocked:
                break
            blocked.add(target)
            plans.append(Plan(direction * length, 0.0))
            cell = target
    return plans


def _promise(grid: GridState, player: int, moves: str, steps: Steps) -> float:
    """The prizes along a plan (nobody else moving) and the apples near its end."""
    cell, total, seen = grid.heads[player], 0.0, set()
    for direction in moves:
        cell = dict(_steps_from(grid.layout, cell, steps)).get(direction, cell)
        item = grid.items.get(cell)
        if item and cell not in seen:
            total += _item_value(item.apples, item.garnets)
        seen.add(cell)
    return total + PROSPECT_WEIGHT * _prospect(grid, player, moves)


def _prospect(grid: GridState, player: int, moves: str) -> float:
    """The apples near where a plan ends, for the rounds still to come."""
    cell = grid.heads[player]
    for direction in moves:
        target, _, _ = tunnel_target(grid.layout, cell, direction)
        if target is None:
            break
        cell = target
    total = 0.0
    for dx in range(-3, 4):
        for dy in range(-3, 4):
            other = (cell[0] + dx, cell[1] + dy)
            distance = abs(dx) + abs(dy)
            if 0 < distance <= 3 and other not in grid.body_owner:
                item = grid.items.get(other)
                if item:
                    total += max(item.apples, 0) / distance
    return total


def _blocked(grid: GridState) -> set[Cell]:
    return set(grid.body_owner) | set(grid.heads.values())


def _random_plan(grid: GridState, player: int, single: bool, rng: random.Random) -> Plan:
    blocked = _blocked(grid)
    cell = grid.heads[player]
    moves = ""
    directions = list(DIRECTIONS)
    heading = rng.choice(directions)
    for _ in range(rng.randint(0, 8)):
        options = [heading] if single else directions
        steps = []
        for direction in options:
            target, _, _ = tunnel_target(grid.layout, cell, direction)
            if target is not None and target not in blocked:
                steps.append((direction, target))
        if not steps:
            break
        direction, cell = rng.choice(steps)
        blocked.add(cell)
        moves += direction
    return Plan(moves, 0.0)


def _beam_plans(
    grid: GridState,
    player: int,
    single: bool,
    rng: random.Random,
    danger: set[Cell],
    depth: int,
    width: int,
    taste: dict[Cell, float] | None = None,
    steps: Steps | None = None,
) -> list[Plan]:
    """Paths that avoid every snake, found by a beam search on the apples they pass over.

    Returns the best path of each length, best first (the empty plan last), so a caller
    can also weigh the shorter, safer ones.
    """
    blocked = _blocked(grid) | danger
    steps = {} if steps is None else steps
    start = grid.heads[player]
    beam: list[tuple[float, Cell, str, frozenset[Cell]]] = [(0.0, start, "", frozenset([start]))]
    plans: list[Plan] = [Plan("", 0.0)]
    for _ in range(depth):
        grown = []
        for score, cell, moves, seen in beam:
            for direction, target in _steps_from(grid.layout, cell, steps):
                if (single and moves and direction != moves[0]) or target in blocked:
                    continue
                if target in seen:
                    continue
                item = grid.items.get(target)
                value = _item_value(item.apples, item.garnets) if item else 0.0
                if taste:
                    value *= taste.get(target, 1.0)
                grown.append((score + value, target, moves + direction, seen | {target}))
        if not grown:
            break
        rng.shuffle(grown)
        grown.sort(key=lambda entry: -entry[0])
        beam = grown[:width]
        plans.append(Plan(beam[0][2], beam[0][0]))
    return sorted(plans, key=lambda plan: (-plan.score, len(plan.moves)))


def _danger_cells(grid: GridState, player: int) -> set[Cell]:
    """Cells next to another head: the normal bot's idea of 'unsafe'."""
    cells: set[Cell] = set()
    for other, head in grid.heads.items():
        if other == player:
            continue
        for direction in DIRECTIONS:
            target, _, _ = tunnel_target(grid.layout, head, direction)
            if target is not None:
                cells.add(target)
    return cells


# --- the EC vote -------------------------------------------------------------------------


def choose_vote(state: MatchState, voter: int, call: VoteCall) -> int:
    """A bot votes for the tied candidate holding the most garnets, never itself if it can
    avoid it; equal garnets go to the earliest seat."""
    candidates: Sequence[int] = [c for c in call.candidates if c != voter] or call.candidates
    return max(candidates, key=lambda c: (state.players[c].garnets, -c))
