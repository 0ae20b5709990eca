"""Bugcatcher bots: easy, normal and hard seats that plan both paths and chase missions.

Every bot draws candidate plans (random walks that avoid known claims, plus plans built to
fit each shape mission), plays each candidate through the real rules against the board,
and keeps the one worth most fireflies, undertaking the missions it would complete.
The hard bot also changes its best few an action at a time towards more missions, then
samples rounds of the others as a normal bot would play them, seen only as the public board
shows them (unlabelled nodes, colours from the drawn paths), screens every plan by how much
of it their paths would cut, plays the finalists through the rules with each sample and
keeps the best average. It undertakes every mission without a penalty (that costs nothing)
and one with a penalty when the samples say it pays. The counts are fixed, never a clock,
and all choices come from a seeded generator, so a match replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.bugcatcher.geometry import (
    BORDER,
    CENTRAL,
    NODES,
    Point,
    kind_of,
    midpoint,
    step_point,
)
from game.bugcatcher.missions import BLACK, BLUE, Mission, other_colour, shape_variants
from game.bugcatcher.rules import (
    OPEN,
    PAID_SWAP,
    PATH_ACTIONS,
    PRIORITY_CHOICES,
    SWAP,
    MatchState,
    PlayerState,
    Pregame,
    Submission,
    check_submission,
    energy_used,
    public_board,
    resolve_paths,
)
from game.core.rng import derived_rng

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Skill:
    candidates: int  # random plans tried
    careful: bool  # keep off points the others can reach in one step
    shapes: bool  # build plans for shape missions
    rivals: int  # guessed plans of the others each finalist is replayed against
    finalists: int
    missions: bool  # undertake missions at all
    climbs: int = 0  # changed plans tried on each of the best few, to fit more missions
    climbers: int = 0


# Fixed counts, never a clock, so that a match replays: the hard bot's worst decision on
# the shipped 9-seat level stays well under 250 ms (`python main.py bench bots-bugcatcher`).
SKILLS = {
    "easy": Skill(4, careful=False, shapes=False, rivals=0, finalists=1, missions=True),
    "normal": Skill(40, careful=True, shapes=True, rivals=0, finalists=1, missions=True),
    "hard": Skill(
        100, careful=True, shapes=True, rivals=8, finalists=12, missions=True, climbs=25, climbers=6
    ),
}

_LETTER = {BORDER: "B", CENTRAL: "C"}
CUT_COST = 2.0  # fireflies a path action voided by another's path costs (its missions too)


def choose_pregame(state: MatchState, player: int, level_name: str = "normal") -> Pregame:
    """Priority lists: the hard and normal bots prefer roomy points away from the rim."""
    rng = derived_rng(state.seed, "bot", player, "pregame")
    board = state.board
    lists = {}
    for node in NODES:
        points = board.points(node)
        rng.shuffle(points)
        if level_name != "easy":
            centre = (board.columns, board.rows)
            points.sort(key=lambda p: abs(p[0] - centre[0]) + abs(p[1] - centre[1]) + rng.random())
        lists[node] = tuple(points[:PRIORITY_CHOICES])
    bid = min(state.players[player].garnets, 1) if level_name == "hard" else 0
    return Pregame(lists[CENTRAL], lists[BORDER], bid)


def choose_submission(state: MatchState, player: int, level_name: str = "normal") -> Submission:
    """A legal submission for this round (checked with the entry screen's own check)."""
    skill = SKILLS[level_name]
    rng = derived_rng(state.seed, "bot", player, state.round_number, level_name)
    missions = _missions_in_play(state, player)
    danger = _reachable_by_others(state, player) if skill.careful else set()
    plans = [_random_plan(state, player, rng, danger) for _ in range(skill.candidates)]
    if skill.shapes:
        plans += _shape_plans(state, player, missions, rng, danger)
    plans = [p for p in plans if not check_submission(state, player, Submission(p))]
    if not plans:
        return Submission()
    scored = sorted(
        ((_value(state, player, plan, missions, None), index) for index, plan in enumerate(plans)),
        key=lambda item: (-item[0][0], item[1]),
    )
    best_plan, best_done = plans[scored[0][1]], scored[0][0][1]
    if skill.rivals:
        idle = {plans[index]: value for (value, _), index in scored}  # best first
        _climb(state, player, idle, missions, skill, rng)
        best_plan, best_done = _best_against_rivals(state, player, idle, missions, skill, rng)
    undertaken = tuple(
        m.name for m in missions if m.name in best_done and m.round == state.round_number
    )
    return Submission(best_plan, undertaken if skill.missions else ())


def _climb(
    state: MatchState,
    player: int,
    idle: dict[tuple[str, ...], float],
    missions: list[Mission],
    skill: Skill,
    rng: random.Random,
) -> None:
    """Adds to `idle` (plan -> value with the others idle) the best few plans changed an
    action at a time while that earns no less, so a plan drifts towards one more mission."""
    for plan in list(idle)[: skill.climbers]:
        value = idle[plan]
        for _ in range(skill.climbs):
            changed = _changed(plan, rng, state.level.energy)
            if changed in idle or check_submission(state, player, Submission(changed)):
                continue
            idle[changed] = _value(state, player, changed, missions, None)[0]
            if idle[changed] >= value:
                plan, value = changed, idle[changed]


def _changed(plan: tuple[str, ...], rng: random.Random, energy: int) -> tuple[str, ...]:
    """The plan with one action replaced, inserted or removed."""
    actions = list(plan)
    action = rng.choice((*PATH_ACTIONS, SWAP))
    where = rng.randrange(len(actions) + 1)
    change = rng.choice(("replace", "insert", "remove"))
    if change == "insert" and energy_used(actions) < energy:
        actions.insert(where, action)
    elif actions and change == "remove":
        del actions[min(where, len(actions) - 1)]
    elif actions:
        actions[min(where, len(actions) - 1)] = action
    return tuple(actions)


def _missions_in_play(state: MatchState, player: int) -> list[Mission]:
    """This round's board, plus missions the bot undertook earlier that are still open."""
    result = []
    for mission, status in zip(state.level.missions, state.missions, strict=True):
        if status.status != OPEN:
            continue
        if mission.round == state.round_number or (
            player in status.undertakers and mission.last_round >= state.round_number
        ):
            result.append(mission)
    return result


def _reachable_by_others(
    state: MatchState, player: int, players: Sequence[PlayerState] | None = None
) -> set[Point]:
    """Points the other nodes can reach in one step."""
    return {
        step_point(other.node(node), direction)
        for index, other in enumerate(players or state.players)
        if index != player
        for node in NODES
        for direction in "UDLR"
    }


def _random_plan(
    state: MatchState,
    player: int,
    rng: random.Random,
    danger: set[Point] | None = None,
    players: Sequence[PlayerState] | None = None,
) -> tuple[str, ...]:
    """A random walk per node that keeps off every claimed point and its own trail, and off
    the `danger` points while it can. `players` replaces the state's (a bot's guess)."""
    players = players or state.players
    me = players[player]
    blocked = {p.node(node) for p in players for node in NODES}
    ends = {node: me.node(node) for node in NODES}
    seen = set(blocked)
    actions: list[str] = []
    swaps = rng.choice((0, 0, 0, 1, 1, 2))
    energy = state.level.energy
    paid = me.garnets > 0 and rng.random() < 0.2
    for _ in range(energy):
        if swaps and rng.random() < 0.25:
            actions.append(SWAP)
            swaps -= 1
            continue
        node = rng.choice(NODES)
        moves = _free_moves(state, ends[node], seen)
        if not moves:
            node = BORDER if node == CENTRAL else CENTRAL
            moves = _free_moves(state, ends[node], seen)
        if not moves:
            break
        safe = [m for m in moves if m[1] not in (danger or ())]
        moves = safe or moves
        direction, target = rng.choice(moves)
        actions.append(_LETTER[node] + direction)
        ends[node] = target
        seen.add(target)
    if paid:
        actions.insert(rng.randrange(len(actions) + 1), PAID_SWAP)
    return tuple(actions)


def _free_moves(state: MatchState, point: Point, seen: set[Point]) -> list[tuple[str, Point]]:
    moves = []
    for direction in "UDLR":
        target = step_point(point, direction)
        if state.board.contains(target) and target not in seen:
            moves.append((direction, target))
    return moves


def _shape_plans(
    state: MatchState,
    player: int,
    missions: list[Mission],
    rng: random.Random,
    danger: set[Point],
) -> list[tuple[str, ...]]:
    """Every orientation of each shape mission, drawn from the node, then a random tail."""
    plans = []
    for mission in missions:
        if mission.kind != "shape":
            continue
        nodes = (mission.node,) if mission.node else NODES
        for node in nodes:
            for variant in sorted(shape_variants(mission.shape)):
                body = tuple(_LETTER[node] + d for d in variant)
                if len(body) > state.level.energy:
                    continue
                tail = _random_plan(state, player, rng, danger)
                other = [a for a in tail if not a.startswith(_LETTER[node])]
                plans.append(body + tuple(other[: state.level.energy - len(body)]))
    return plans


def _best_against_rivals(
    state: MatchState,
    player: int,
    idle: dict[tuple[str, ...], float],
    missions: list[Mission],
    skill: Skill,
    rng: random.Random,
) -> tuple[tuple[str, ...], set[str]]:
    """Samples `skill.rivals` rounds of the others, each playing like a normal bot (a careful
    random walk). Every plan's idle value less the actions the others' paths would likely cut
    off picks `skill.finalists`; of those, the one with the most fireflies on average when
    played through the rules with each sample wins."""
    seats = [state.players[player], *public_rivals(state, player)]
    dangers = [_reachable_by_others(state, index, seats) for index in range(len(seats))]
    samples = [
        [()] + [_random_plan(state, i, rng, dangers[i], seats) for i in range(1, len(seats))]
        for _ in range(skill.rivals)
    ]
    timelines = [_timeline(state, seats, sample) for sample in samples]
    screened = {
        plan: value - CUT_COST * _expected_cuts(seats[0], plan, timelines)
        for plan, value in idle.items()
    }
    finalists = sorted(screened, key=lambda plan: -screened[plan])[: skill.finalists]
    best: tuple[float, tuple[str, ...], set[str]] | None = None
    for plan in finalists:
        results = [_value(state, 0, plan, missions, sample, seats) for sample in samples]
        score = sum(value for value, _ in results) / len(results)
        undertaken, forgone = _worth_undertaking(state, results, missions)
        if best is None or score - forgone > best[0]:
            best = (score - forgone, plan, undertaken)
    assert best is not None
    return best[1], best[2]


def _worth_undertaking(
    state: MatchState, results: list[tuple[float, set[str]]], missions: list[Mission]
) -> tuple[set[str], float]:
    """This round's missions worth undertaking with a plan, and the fireflies its average
    counted for the others. Without a penalty undertaking costs nothing, so every one is
    taken; with one, only when the reward at the rate the samples complete it beats the
    penalty at the rate they miss it."""
    undertaken: set[str] = set()
    forgone = 0.0
    for mission in missions:
        if mission.round != state.round_number:
            continue
        rate = sum(mission.name in done for _, done in results) / len(results)
        if rate * mission.reward - (1 - rate) * mission.penalty > 0 or not mission.penalty:
            undertaken.add(mission.name)
            forgone += (1 - rate) * mission.penalty
        else:
            forgone += rate * mission.reward
    return undertaken, forgone


Timeline = tuple[dict[Point, int], dict[tuple[Point, str], int]]


def _timeline(state: MatchState, seats: Sequence[PlayerState], sample: Sequence) -> Timeline:
    """When the others' paths, played through the rules without mine, claim each point and
    pass each (cell-side middle, colour): step 0 for the nodes."""
    claimed = {seat.node(node): 0 for seat in seats for node in NODES}
    passed: dict[tuple[Point, str], int] = {}
    for play in resolve_paths(state.board, seats, sample)[1:]:
        for segment in play.segments:
            claimed[segment.end] = segment.step
            passed[(segment.middle, segment.colour)] = segment.step
    return claimed, passed


def _expected_cuts(me: PlayerState, plan: tuple[str, ...], timelines: list[Timeline]) -> float:
    """How many of the plan's path actions the others' sampled paths void, on average: a
    quick screen (it ignores what my claims do to them); the rules judge the finalists."""
    cuts = 0
    for claimed, passed in timelines:
        ends = {node: me.node(node) for node in NODES}
        colour = me.central_colour
        stopped: set[str] = set()
        for step, action in enumerate(plan, 1):
            if action not in PATH_ACTIONS:
                colour = other_colour(colour)
                continue
            node, direction = PATH_ACTIONS[action]
            if node in stopped:
                cuts += 1
                continue
            end = step_point(ends[node], direction)
            crossing = (
                midpoint(ends[node], end),
                colour if node == CENTRAL else other_colour(colour),
            )
            if claimed.get(end, step + 1) <= step or passed.get(crossing, step + 1) <= step:
                stopped.add(node)
                cuts += 1
                continue
            ends[node] = end
    return cuts / len(timelines)


def public_rivals(state: MatchState, player: int) -> list[PlayerState]:
    """The other seats as the public board shows them: unlabelled nodes, each coloured as
    its last path was drawn, paired so that each pair has one black and one blue node."""
    colours = _node_colours(state)
    mine = {state.players[player].node(node) for node in NODES}
    nodes = [point for point in public_board(state).nodes if point not in mine]
    centrals = sorted(
        (p for p in nodes if kind_of(p) == CENTRAL), key=lambda p: colours[p] != BLACK
    )
    borders = sorted((p for p in nodes if kind_of(p) == BORDER), key=lambda p: colours[p] != BLUE)
    return [
        PlayerState(
            f"rival {index + 1}", central=central, border=border, central_colour=colours[central]
        )
        for index, (central, border) in enumerate(zip(centrals, borders, strict=True))
    ]


def _node_colours(state: MatchState) -> dict[Point, str]:
    """Every node's colour as the public boards tell it: the colour of the segment that
    ended on it in the round it last moved (a later swap does not show), else round 1's."""
    colours: dict[Point, str] = {}
    for record in state.history:
        arrived = {s.end: s.colour for play in record.plays for s in play.segments}
        ends = {play.ends[node] for play in record.plays for node in NODES}
        colours = {point: arrived.get(point, colours.get(point, "")) for point in ends}
    first = {CENTRAL: BLACK, BORDER: BLUE}
    return {
        point: colours.get(point) or first[kind_of(point)] for point in public_board(state).nodes
    }


def _value(
    state: MatchState,
    player: int,
    plan: tuple[str, ...],
    missions: list[Mission],
    others: Sequence[tuple[str, ...]] | None,
    players: Sequence[PlayerState] | None = None,
) -> tuple[float, set[str]]:
    """Fireflies the plan would earn (paths + rewards) and the missions it completes, the
    others idle or playing `others` (the seats are `players`, the state's by default)."""
    seats = players or state.players
    actions: list[tuple[str, ...]] = [() for _ in seats] if others is None else list(others)
    actions[player] = plan
    play = resolve_paths(state.board, seats, actions)[player]
    done = {m.name for m in missions if m.completed_by(play, state.board)}
    value = len(play.segments) - 0.5 * play.invalid
    value += sum(m.reward for m in missions if m.name in done)
    value -= 0.6 * sum(a == PAID_SWAP for a in plan)  # a garnet is worth keeping
    return value, done
