"""Social Snake bots: easy (a random legal plan), normal (greedy), hard (weighs the others).

Bots read only the public match state — the grids, heads, bodies and totals a human in
their seat sees — and a seeded generator, so a match with bots replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.core.coords import DIRECTIONS, Cell
from game.core.rng import derived_rng
from game.social_snake.levels import START_CHOICES, GridLayout
from game.social_snake.rules import (
    GridState,
    MatchState,
    Submission,
    VoteCall,
    resolve_round,
    spendable_garnets,
    tunnel_target,
)

GARNET_VALUE = 20  # apples a bot would give up for a garnet (premoves are worth that much)
PROSPECT_WEIGHT = 0.6  # how much the hard bot values apples near where its plan ends


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
        # A little seeded taste of its own, so two normal bots do not list the same cells.
        taste = {cell: 1 + 0.25 * rng.random() for cell in free}
        return sorted(free, key=lambda c: -_richness(layout, c, 2) * taste[c])[:START_CHOICES]
    scored = sorted(free, key=lambda c: (-_richness(layout, c, 3), rng.random()))
    # The richest cell is everyone's first choice and nobody gets it; aim a little lower.
    picks = [scored[i] for i in (1, 3, 6) if i < len(scored)]
    return picks or scored[:START_CHOICES]


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
    """Predict everyone else as a normal bot, then try candidate plans (and premoves)
    through the real rules and keep what gains the most."""
    rng = bot_rng(state, player, "moves")
    # The others are guessed with this bot's own generator: it never reads their choices.
    guess = bot_rng(state, player, "predictions")
    predicted = {
        other: _normal_moves(state, other, guess)
        for other in range(len(state.players))
        if other != player
    }
    budget = spendable_garnets(state, player)
    result: dict[str, Submission] = {}
    for grid_name in state.active_grids:
        grid = state.grids[grid_name]
        if state.single_direction:
            plans = _straight_plans(grid, player)
        else:
            plans = _beam_plans(grid, player, False, rng, set(), 20, 60)
        others = [
            predicted[p][grid_name] if p != player else None for p in range(len(state.players))
        ]
        best: tuple[float, Submission] = (float("-inf"), Submission())
        for plan in plans:
            for premove in range(min(budget, 1) + 1):
                entry = Submission(plan.moves, premove)
                value = _outcome(state, grid_name, player, others, entry) - premove * GARNET_VALUE
                value += PROSPECT_WEIGHT * _prospect(grid, player, plan.moves)
                if value > best[0]:
                    best = (value, entry)
        budget -= best[1].premove
        result[grid_name] = best[1]
    return result


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
    before_player = state.players[player]
    now = after.players[player]
    apples = now.apples_by_grid.get(grid_name, 0) - before_player.apples_by_grid.get(grid_name, 0)
    garnets = now.garnets - before_player.garnets + entry.premove
    return apples + GARNET_VALUE * garnets


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
) -> list[Plan]:
    """Paths that avoid every snake, found by a beam search on the apples they pass over.

    Returns the best path of each length, best first (the empty plan last), so a caller
    can also weigh the shorter, safer ones.
    """
    blocked = _blocked(grid) | danger
    start = grid.heads[player]
    beam: list[tuple[float, Cell, str, frozenset[Cell]]] = [(0.0, start, "", frozenset([start]))]
    plans: list[Plan] = [Plan("", 0.0)]
    for _ in range(depth):
        grown = []
        for score, cell, moves, seen in beam:
            directions = moves[0] if (single and moves) else "UDLR"
            for direction in directions:
                target, _, _ = tunnel_target(grid.layout, cell, direction)
                if target is None or target in blocked or target in seen:
                    continue
                item = grid.items.get(target)
                value = _item_value(item.apples, item.garnets) if item else 0.0
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
