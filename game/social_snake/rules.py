"""Social Snake rules (RULINGS §1): pure functions from a state and submissions to a new
state and the events that explain it. No pygame, no I/O, no global state.

The match goes through stages: "starts" (a phase waits for priority lists), "rounds"
(move sequences), "awards" (the last phase is over; the EC vote may be needed) and
"finished". `begin_phase`, `resolve_round` and `finish_match` each move it on and never
change the state they are given.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from game.core.coords import DIRECTIONS, Cell, cell_name, step
from game.core.rng import derived_rng
from game.social_snake import events as ev
from game.social_snake.levels import START_CHOICES, GridLayout, Item, Level, Ruleset
from game.table.session import RuleViolation as RuleViolation  # the game's refusals

STAGE_STARTS = "starts"
STAGE_ROUNDS = "rounds"
STAGE_AWARDS = "awards"
STAGE_FINISHED = "finished"

CUT_DIRECTION = "a change of direction (rounds {rounds} of a phase allow one direction)"
CUT_EDGE = "the next move leaves the board"
CUT_TUNNEL_EDGE = "the tunnel's exit is off the board"
CUT_TUNNEL_LOOP = "the tunnels lead round in a loop"


@dataclass(frozen=True)
class Submission:
    """One player's entry for one grid and round."""

    moves: str = ""
    premove: int = 0


@dataclass
class Player:
    name: str
    starting_garnets: int = 0
    apples: int = 0  # banked total, may be negative (apple debt)
    garnets: int = 0  # held now
    apples_by_grid: dict[str, int] = field(default_factory=dict)
    garnets_spent: int = 0
    garnets_awarded: int = 0


@dataclass
class GridState:
    layout: GridLayout
    items: dict[Cell, Item]
    heads: dict[int, Cell] = field(default_factory=dict)
    body_owner: dict[Cell, int] = field(default_factory=dict)
    bodies: dict[int, list[Cell]] = field(default_factory=dict)
    active: bool = True

    @property
    def name(self) -> str:
        return self.layout.name

    def copy(self) -> GridState:
        return GridState(
            self.layout,
            dict(self.items),
            dict(self.heads),
            dict(self.body_owner),
            {player: list(cells) for player, cells in self.bodies.items()},
            self.active,
        )


@dataclass
class Ledger:
    """What left the game other than into a player's hands (for the conservation checks)."""

    apples_destroyed: int = 0
    garnets_destroyed: int = 0


@dataclass
class VoteCall:
    """The EC tie that the players with the most apples settle by a private vote."""

    voters: list[int]
    candidates: list[int]
    seats: int


@dataclass
class Awards:
    garnets: dict[int, int]
    tokens_of_life: dict[int, int]
    elimination_candidates: list[int]
    votes: dict[int, int]


@dataclass
class MatchState:
    level: Level
    seed: int
    players: list[Player]
    grids: dict[str, GridState] = field(default_factory=dict)
    phase: int = 0
    rounds_played: int = 0  # in the current phase
    stage: str = STAGE_STARTS
    ledger: Ledger = field(default_factory=Ledger)
    awards: Awards | None = None
    apples_history: list[list[int]] = field(default_factory=list)  # totals after each round

    @property
    def names(self) -> list[str]:
        return [player.name for player in self.players]

    def copy(self) -> MatchState:
        """An independent copy; the level and the immutable items are shared."""
        return replace(
            self,
            players=[replace(p, apples_by_grid=dict(p.apples_by_grid)) for p in self.players],
            grids={name: grid.copy() for name, grid in self.grids.items()},
            ledger=replace(self.ledger),
            awards=self.awards,
            apples_history=[list(row) for row in self.apples_history],
        )

    @property
    def ruleset(self) -> Ruleset:
        return self.level.ruleset

    @property
    def phase_grids(self) -> tuple[str, ...]:
        if self.phase >= len(self.level.phases):
            return ()
        return self.level.phases[self.phase]

    @property
    def active_grids(self) -> list[str]:
        if self.stage != STAGE_ROUNDS:
            return []
        return [name for name in self.phase_grids if self.grids[name].active]

    @property
    def round_number(self) -> int:
        """The round about to be played in this phase, from 1."""
        return self.rounds_played + 1

    @property
    def single_direction(self) -> bool:
        return self.round_number <= self.ruleset.single_direction_rounds

    @property
    def finished(self) -> bool:
        return self.stage == STAGE_FINISHED


@dataclass(frozen=True)
class PlannedPath:
    """Where a sequence takes a head, ignoring other snakes: what the entry screen shows."""

    cells: tuple[Cell, ...]  # the cell after each kept move
    through_tunnel: tuple[bool, ...]
    kept: int
    cut_reason: str | None  # why move number `kept` (from 0) and all after it are dropped

    @property
    def is_cut(self) -> bool:
        return self.cut_reason is not None


def new_match(
    level: Level,
    names: Sequence[str],
    seed: int = 0,
    starting_garnets: Sequence[int] | int = 0,
) -> MatchState:
    """A match waiting for the first phase's start positions."""
    if len(set(names)) != len(names):
        raise RuleViolation("every player needs a different name", ("players",))
    if isinstance(starting_garnets, int):
        starting_garnets = [starting_garnets] * len(names)
    for index, garnets in enumerate(starting_garnets):
        if garnets < 0:
            raise RuleViolation("starting garnets cannot be negative", ("players", index))
    for layout in level.grids.values():
        room = layout.width * layout.height - len(layout.tunnel_numbers)
        if len(names) > room:
            raise RuleViolation(
                f"grid {layout.name} has room for {room} snakes, not {len(names)}", ("players",)
            )
    players = [
        Player(name, garnets, garnets=garnets, apples_by_grid={g: 0 for g in level.grids})
        for name, garnets in zip(names, starting_garnets, strict=True)
    ]
    return MatchState(level, seed, players)


# --- paths and tunnels -------------------------------------------------------------------


def tunnel_target(layout: GridLayout, cell: Cell, direction: str) -> tuple[Cell | None, bool, str]:
    """The cell a head reaches moving one step from `cell`: (target, via tunnel, reason).

    Entering a tunnel takes the head out of its pair, one cell further the same way;
    chains are followed. The target is None when the move is invalid, with the reason.
    """
    target = step(cell, direction)
    if not layout.contains(target):
        return None, False, CUT_EDGE
    entered: set[Cell] = set()
    while target in layout.tunnel_pairs:
        # Each tunnel has one pair, so a chain cannot revisit a tunnel; the guard only
        # keeps a hand-built layout with a broken pairing from hanging.
        if target in entered:
            return None, True, CUT_TUNNEL_LOOP
        entered.add(target)
        target = step(layout.tunnel_pairs[target], direction)
        if not layout.contains(target):
            return None, True, CUT_TUNNEL_EDGE
    return target, bool(entered), ""


def plan_path(
    layout: GridLayout, start: Cell, moves: str, single_direction: bool, direction_rounds: int = 3
) -> PlannedPath:
    """Follow `moves` from `start` up to the first invalid move (the rules' cut)."""
    cells: list[Cell] = []
    tunnels: list[bool] = []
    cell = start
    for index, direction in enumerate(moves):
        if single_direction and direction != moves[0]:
            reason = CUT_DIRECTION.format(rounds=_rounds_words(direction_rounds))
            return PlannedPath(tuple(cells), tuple(tunnels), index, reason)
        target, through, reason = tunnel_target(layout, cell, direction)
        if target is None:
            return PlannedPath(tuple(cells), tuple(tunnels), index, reason)
        cells.append(target)
        tunnels.append(through)
        cell = target
    return PlannedPath(tuple(cells), tuple(tunnels), len(cells), None)


def _rounds_words(rounds: int) -> str:
    return "1" if rounds == 1 else f"1–{rounds}"


# --- start positions ---------------------------------------------------------------------


def priority_starts(
    layout: GridLayout, choices: Sequence[Sequence[Cell]], seed: int, label: str
) -> list[tuple[Cell, int | None]]:
    """Each player's start cell and the priority that won it (None: drawn at random).

    A player gets their k-th choice (the first k that qualifies) if nobody else lists that
    cell at priority k or better; everyone is judged against the original lists.
    """
    claims: dict[Cell, list[tuple[int, int]]] = {}
    for player, cells in enumerate(choices):
        for rank, cell in enumerate(cells):
            claims.setdefault(cell, []).append((rank, player))
    granted: list[tuple[Cell, int | None] | None] = []
    for player, cells in enumerate(choices):
        granted.append(None)
        for rank, cell in enumerate(cells):
            rivals = [r for r, other in claims[cell] if other != player]
            if all(r > rank for r in rivals):
                granted[player] = (cell, rank)
                break
    taken = {entry[0] for entry in granted if entry is not None}
    rng = derived_rng(seed, "starts", label)
    for player, entry in enumerate(granted):
        if entry is None:
            free = [c for c in layout.cells() if c not in taken and c not in layout.tunnel_numbers]
            cell = rng.choice(free)
            taken.add(cell)
            granted[player] = (cell, None)
    return [entry for entry in granted if entry is not None]


def start_losses(
    choices: Sequence[Sequence[Cell]], granted: Sequence[tuple[Cell, int | None]], player: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[int | None, ...]]:
    """For each cell `player` listed and did not get: the others who listed it at the same or
    a better priority, and who won it from their list (None: nobody, it was contested)."""
    rank = granted[player][1]
    lost = choices[player][: len(choices[player]) if rank is None else rank]
    starts_on = {cell: other for other, (cell, got) in enumerate(granted) if got is not None}
    rivals = tuple(
        tuple(
            other
            for other, cells in enumerate(choices)
            if other != player and cell in cells[: position + 1]
        )
        for position, cell in enumerate(lost)
    )
    return rivals, tuple(starts_on.get(cell) for cell in lost)


def check_start_choices(layout: GridLayout, player: int, cells: Sequence[Cell]) -> None:
    if len(cells) > START_CHOICES:
        raise RuleViolation(
            f"a priority list has at most {START_CHOICES} cells, not {len(cells)}",
            ("starts", layout.name, player),
        )
    seen: set[Cell] = set()
    for rank, cell in enumerate(cells):
        keys = ("starts", layout.name, player, rank)
        if not layout.contains(cell):
            raise RuleViolation(f"{cell_name(cell)} is not on grid {layout.name}", keys)
        if cell in layout.tunnel_numbers:
            raise RuleViolation(f"{cell_name(cell)} is a tunnel; nobody can start there", keys)
        if cell in seen:
            raise RuleViolation(f"{cell_name(cell)} is listed twice", keys)
        seen.add(cell)


def begin_phase(
    state: MatchState, starts: Mapping[str, Sequence[Sequence[Cell]]]
) -> tuple[MatchState, list[ev.Event]]:
    """Place every head of the phase from the players' priority lists."""
    if state.stage != STAGE_STARTS:
        raise RuleViolation(f"the match is not waiting for start positions ({state.stage})")
    for grid_name in starts:
        if grid_name not in state.phase_grids:
            raise RuleViolation(
                f"grid {grid_name} is not played in phase {state.phase + 1}", ("starts", grid_name)
            )
    state = state.copy()
    events: list[ev.Event] = [ev.PhaseBegan(state.phase, state.phase_grids)]
    count = len(state.players)
    for grid_name in state.phase_grids:
        layout = state.level.grids[grid_name]
        choices = [list(c) for c in starts.get(grid_name, [[]] * count)]
        if len(choices) != count:
            raise RuleViolation(
                f"grid {grid_name} needs {count} priority lists (one per player), "
                f"not {len(choices)}",
                ("starts", grid_name),
            )
        for player, cells in enumerate(choices):
            check_start_choices(layout, player, cells)
        grid = GridState(layout, dict(layout.items))
        granted = priority_starts(layout, choices, state.seed, f"{state.phase}/{grid_name}")
        for player, (cell, rank) in enumerate(granted):
            grid.heads[player] = cell
            grid.bodies[player] = []
            rivals, holders = start_losses(choices, granted, player)
            listed = tuple(choices[player])
            events.append(ev.StartAssigned(grid_name, player, cell, rank, listed, rivals, holders))
        for cell in sorted(grid.heads.values(), key=lambda c: (c[1], c[0])):
            item = grid.items.pop(cell, None)
            if item:
                state.ledger.apples_destroyed += item.apples
                state.ledger.garnets_destroyed += item.garnets
                events.append(ev.StartCleared(grid_name, cell, item.apples, item.garnets))
        state.grids[grid_name] = grid
    state.stage = STAGE_ROUNDS
    state.rounds_played = 0
    events.extend(_retire_grids(state))
    events.extend(_end_phase_if_over(state))
    return state, events


# --- rounds ------------------------------------------------------------------------------


def spendable_garnets(state: MatchState, player: int) -> int:
    """Garnets the player may spend on premoves this round.

    Premoves are paid from what the player holds when the round begins, so a garnet
    collected during a round is first spendable in the next one — in every edition; this
    is also exactly the islands edition's rule.
    """
    return state.players[player].garnets


def resolve_round(
    state: MatchState, submissions: Mapping[str, Sequence[Submission]]
) -> tuple[MatchState, list[ev.Event]]:
    """Play one round on every active grid of the phase; return the new state and events.

    `submissions[grid][player]`; a grid left out means every sequence there is empty.
    """
    if state.stage != STAGE_ROUNDS:
        raise RuleViolation(f"the match is not waiting for moves ({state.stage})")
    count = len(state.players)
    for grid_name, entries in submissions.items():
        if grid_name not in state.active_grids:
            raise RuleViolation(_not_in_play(state, grid_name), ("moves", grid_name))
        if len(entries) != count:
            raise RuleViolation(
                f"grid {grid_name} needs {count} sequences (one per player), not {len(entries)}",
                ("moves", grid_name),
            )
    _check_spending(state, submissions)
    state = state.copy()
    per_grid: list[list[ev.Event]] = []
    for grid_name in state.active_grids:
        entries = submissions.get(grid_name) or [Submission()] * count
        per_grid.append(_resolve_grid(state, state.grids[grid_name], entries))
    events = _merge_by_step(per_grid)
    state.rounds_played += 1
    state.apples_history.append([player.apples for player in state.players])
    events.extend(_retire_grids(state))
    events.extend(_end_phase_if_over(state))
    return state, events


def _not_in_play(state: MatchState, grid_name: str) -> str:
    if grid_name not in state.level.grids:
        return f"there is no grid {grid_name}"
    if grid_name not in state.phase_grids:
        return f"grid {grid_name} is not played in phase {state.phase + 1}"
    return f"grid {grid_name} has left play"


def _check_spending(state: MatchState, submissions: Mapping[str, Sequence[Submission]]) -> None:
    for player_index, player in enumerate(state.players):
        total = 0
        for grid_name, entries in submissions.items():
            premove = entries[player_index].premove
            if premove < 0:
                raise RuleViolation(
                    f"{player.name} cannot spend a negative number of garnets",
                    ("premove", grid_name, player_index),
                )
            total += premove
            if total > spendable_garnets(state, player_index):
                raise RuleViolation(
                    f"{player.name} spends {total} garnet{'s' if total != 1 else ''} on "
                    f"premoves but has {spendable_garnets(state, player_index)} to spend",
                    ("premove", grid_name, player_index),
                )


def _resolve_grid(
    state: MatchState, grid: GridState, entries: Sequence[Submission]
) -> list[ev.Event]:
    """Play every sequence on one grid, step by step (RULINGS §1, timing and steps 1–4)."""
    events: list[ev.Event] = []
    plans: dict[int, PlannedPath] = {}
    for player, entry in enumerate(entries):
        plan = plan_path(
            grid.layout,
            grid.heads[player],
            entry.moves,
            state.single_direction,
            state.ruleset.single_direction_rounds,
        )
        if plan.is_cut:
            events.append(ev.SequenceCut(grid.name, player, plan.kept, plan.cut_reason or ""))
        if entry.premove:
            state.players[player].garnets -= entry.premove
            state.players[player].garnets_spent += entry.premove
            events.append(ev.PremoveSpent(grid.name, player, entry.premove))
        if plan.kept:
            plans[player] = plan
    earliest = max((entry.premove for entry in entries), default=0)
    delays = {player: earliest - entries[player].premove for player in plans}
    gains = dict.fromkeys(range(len(entries)), 0)
    ended: set[int] = set()
    # Only the moments when some head moves: premoves may put huge gaps between them.
    moments = sorted({delays[p] + step for p in plans for step in range(plans[p].kept)})
    for moment in moments:
        moving = {
            player: plans[player].cells[moment - delays[player]]
            for player in plans
            if player not in ended and 0 <= moment - delays[player] < plans[player].kept
        }
        if moving:
            through = {p: plans[p].through_tunnel[moment - delays[p]] for p in moving}
            events.extend(_resolve_step(state, grid, moment + 1, moving, through, gains, ended))
    for player, gain in gains.items():
        if gain:
            _bank(state, player, grid.name, gain)
            events.append(ev.Banked(grid.name, player, gain))
    return events


def _resolve_step(
    state: MatchState,
    grid: GridState,
    step_number: int,
    targets: dict[int, Cell],
    through: dict[int, bool],
    gains: dict[int, int],
    ended: set[int],
) -> list[ev.Event]:
    """All heads due this step move at once; collisions are found on one board first."""
    events: list[ev.Event] = []
    origins = {player: grid.heads[player] for player in targets}
    for player, origin in origins.items():
        grid.body_owner[origin] = player
    standing = {cell: player for player, cell in grid.heads.items() if player not in targets}
    crowding = Counter(targets.values())
    collisions: dict[int, tuple[str, int | None]] = {}
    for player, target in targets.items():
        if target in grid.body_owner:
            collisions[player] = ("body", grid.body_owner[target])
        elif target in standing:
            collisions[player] = ("head", standing[target])
        elif crowding[target] > 1:
            collisions[player] = ("head-on", None)
    handed = {player: gains[player] for player in collisions}
    for player, target in targets.items():
        if player not in collisions:
            grid.heads[player] = target
            grid.bodies[player].append(origins[player])
            events.append(
                ev.Moved(grid.name, step_number, player, origins[player], target, through[player])
            )
    for player, (kind, owner) in collisions.items():
        gains[player] = 0
        ended.add(player)
        del grid.body_owner[origins[player]]
        if owner is None:
            state.ledger.apples_destroyed += handed[player]
        else:
            _bank(state, owner, grid.name, handed[player])
        events.append(
            ev.Collided(
                grid.name,
                step_number,
                player,
                origins[player],
                targets[player],
                kind,
                owner,
                handed[player],
            )
        )
    for cell in sorted({targets[p] for p, (kind, _) in collisions.items() if kind == "head-on"}):
        item = grid.items.pop(cell, None)
        if item:
            state.ledger.apples_destroyed += item.apples
            state.ledger.garnets_destroyed += item.garnets
            events.append(
                ev.ItemsDestroyed(grid.name, step_number, cell, item.apples, item.garnets)
            )
    for player, target in targets.items():
        if player not in collisions and target in grid.items:
            events.append(_collect(state, grid, player, target, step_number, gains))
    return events


def _collect(
    state: MatchState,
    grid: GridState,
    player: int,
    cell: Cell,
    step_number: int,
    gains: dict[int, int],
) -> ev.Collected:
    item = grid.items.pop(cell)
    if item.apples > 0:
        gains[player] += item.apples
    elif item.apples < 0:
        _bank(state, player, grid.name, item.apples)  # debt applies at once, never moves
    state.players[player].garnets += item.garnets
    return ev.Collected(grid.name, step_number, player, cell, item.apples, item.garnets)


def _bank(state: MatchState, player: int, grid_name: str, apples: int) -> None:
    state.players[player].apples += apples
    by_grid = state.players[player].apples_by_grid
    by_grid[grid_name] = by_grid.get(grid_name, 0) + apples


def _merge_by_step(per_grid: list[list[ev.Event]]) -> list[ev.Event]:
    """Interleave the grids' events by step so simultaneous grids animate together."""

    def moment(event: ev.Event) -> int:
        if isinstance(event, ev.SequenceCut | ev.PremoveSpent):
            return -1
        if isinstance(event, ev.Banked):
            return 1 << 30
        return getattr(event, "step", 0)

    tagged = [
        (moment(e), g, i, e) for g, events in enumerate(per_grid) for i, e in enumerate(events)
    ]
    return [event for *_, event in sorted(tagged, key=lambda t: t[:3])]


# --- grid retirement and phases ----------------------------------------------------------


def grid_in_play(grid: GridState) -> bool:
    """True while some head can still reach positive apples or a garnet.

    Heads move through cells that are neither Body nor Head; tunnels carry them as in a
    real move.
    """
    blocked = set(grid.body_owner) | set(grid.heads.values())
    frontier = list(grid.heads.values())
    seen = set(frontier)
    while frontier:
        cell = frontier.pop()
        for direction in DIRECTIONS:
            target, _, _ = tunnel_target(grid.layout, cell, direction)
            if target is None or target in blocked or target in seen:
                continue
            item = grid.items.get(target)
            if item is not None and item.is_prize:
                return True
            seen.add(target)
            frontier.append(target)
    return False


def _retire_grids(state: MatchState) -> list[ev.Event]:
    events: list[ev.Event] = []
    for grid_name in state.active_grids:
        grid = state.grids[grid_name]
        if not grid_in_play(grid):
            grid.active = False
            events.append(ev.GridRetired(grid_name))
    return events


def _end_phase_if_over(state: MatchState) -> list[ev.Event]:
    if state.active_grids and state.rounds_played < state.level.rounds_per_phase:
        return []
    for grid_name in state.phase_grids:
        state.grids[grid_name].active = False
    events: list[ev.Event] = [ev.PhaseEnded(state.phase)]
    state.phase += 1
    state.rounds_played = 0
    state.stage = STAGE_STARTS if state.phase < len(state.level.phases) else STAGE_AWARDS
    return events


# --- awards ------------------------------------------------------------------------------


def garnet_award(apples: int, ruleset: Ruleset) -> int:
    """Garnets earned for a final apple total: one at the threshold, one per step after."""
    if apples < ruleset.garnet_award_first:
        return 0
    return 1 + (apples - ruleset.garnet_award_first) // ruleset.garnet_award_every


def tokens_of_life(
    apples: Sequence[int], ruleset: Ruleset
) -> tuple[dict[int, int], list[ev.Event]]:
    """The seed's steps: most, second most, third most apples (distinct totals), under a cap.

    A step that would pass the cap is not taken, nor any step after it.
    """
    tokens: dict[int, int] = {}
    events: list[ev.Event] = []
    given = 0
    winner_unique = False
    for place, total in enumerate(sorted(set(apples), reverse=True)[:3], start=1):
        group = [player for player, value in enumerate(apples) if value == total]
        unique = len(group) == 1
        each = 1
        if place == 1 and unique:
            each = ruleset.tol_unique_winner
        elif place == 2 and unique and winner_unique:
            each = ruleset.tol_unique_second
        winner_unique = winner_unique or (place == 1 and unique)
        needed = each * len(group)
        if given + needed > ruleset.tol_cap:
            events.append(ev.TokensOfLifeWithheld(place, needed, ruleset.tol_cap - given))
            break
        given += needed
        for player in group:
            tokens[player] = each
            events.append(ev.TokensOfLifeGiven(player, each, place))
    return tokens, events


def vote_call(state: MatchState) -> VoteCall | None:
    """The vote the EC rule needs at the end of this match, if the least apples are tied."""
    apples = [player.apples for player in state.players]
    seats = min(state.ruleset.elimination_candidates, len(apples))
    if seats == 0:
        return None
    boundary = sorted(apples)[seats - 1]
    below = [p for p, value in enumerate(apples) if value < boundary]
    tied = [p for p, value in enumerate(apples) if value == boundary]
    if len(below) + len(tied) == seats:
        return None
    voters = [p for p, value in enumerate(apples) if value == max(apples)]
    return VoteCall(voters, tied, seats - len(below))


def check_votes(state: MatchState, votes: Mapping[int, int]) -> None:
    call = vote_call(state)
    names = state.names
    for voter, choice in votes.items():
        keys = ("votes", names[voter])
        if call is None:
            raise RuleViolation("no vote is needed: the least apples are not tied", keys)
        if voter not in call.voters:
            raise RuleViolation(
                f"{names[voter]} cannot vote: only the players with the most apples vote", keys
            )
        if choice not in call.candidates:
            allowed = ", ".join(names[p] for p in call.candidates)
            raise RuleViolation(
                f"{names[voter]} votes for {names[choice]}, who is not tied for least apples "
                f"(candidates: {allowed})",
                keys,
            )


def elimination_candidates(
    state: MatchState, votes: Mapping[int, int]
) -> tuple[list[int], list[ev.Event]]:
    """Least apples; a tie goes to the vote, then most votes, least garnets, a coin flip."""
    apples = [player.apples for player in state.players]
    seats = min(state.ruleset.elimination_candidates, len(apples))
    if seats == 0:
        return [], []
    boundary = sorted(apples)[seats - 1]
    chosen = [p for p, value in enumerate(apples) if value < boundary]
    least = _least_words(seats)
    events: list[ev.Event] = [ev.EliminationCandidateChosen(p, least) for p in chosen]
    tied = [p for p, value in enumerate(apples) if value == boundary]
    open_seats = seats - len(chosen)
    if len(tied) == open_seats:
        events += [ev.EliminationCandidateChosen(p, least) for p in tied]
        return chosen + tied, events
    tally = Counter(votes.values())
    coin = derived_rng(state.seed, "elimination-candidate")
    shuffled = list(tied)
    coin.shuffle(shuffled)
    ranked = sorted(shuffled, key=lambda p: (-tally[p], state.players[p].garnets))
    for position, player in enumerate(ranked[:open_seats]):
        events.append(
            ev.EliminationCandidateChosen(player, _ec_reason(ranked, position, tally, state))
        )
    return chosen + ranked[:open_seats], events


def _least_words(seats: int) -> str:
    """Why the fewest apples make a candidate: with several candidates (mm2.5 names two),
    a player above the very last is one too, and the words say so."""
    if seats == 1:
        return "least apples"
    return f"among the {seats} with the least apples: this match names {seats} candidates"


def _ec_reason(ranked: list[int], position: int, tally: Counter, state: MatchState) -> str:
    player = ranked[position]
    rest = ranked[position + 1 :]
    seats = state.ruleset.elimination_candidates
    tied = "tied for least apples" if seats == 1 else f"tied for the last of {seats} places"
    if all(tally[other] < tally[player] for other in rest):
        return f"{tied}; {tally[player]} vote{'s' if tally[player] != 1 else ''}"
    garnets = state.players[player].garnets
    if all(
        tally[other] < tally[player] or state.players[other].garnets > garnets for other in rest
    ):
        return f"{tied} and votes; fewest garnets"
    return f"{tied}, votes and garnets; a coin flip"


def finish_match(
    state: MatchState, votes: Mapping[int, int] | None = None
) -> tuple[MatchState, list[ev.Event]]:
    """Hand out garnets for apples, the ECs and the Tokens of Life; the match is over.

    `votes` maps voter → chosen player; voters who are missing abstain.
    """
    if state.stage != STAGE_AWARDS:
        raise RuleViolation(f"the match is not over yet ({state.stage})")
    votes = dict(votes or {})
    check_votes(state, votes)
    state = state.copy()
    events: list[ev.Event] = []
    garnets: dict[int, int] = {}
    for index, player in enumerate(state.players):
        earned = garnet_award(player.apples, state.ruleset)
        if earned:
            garnets[index] = earned
            player.garnets += earned
            player.garnets_awarded += earned
            events.append(ev.GarnetsAwarded(index, earned, player.apples))
    tokens, tol_events = tokens_of_life([p.apples for p in state.players], state.ruleset)
    candidates, ec_events = elimination_candidates(state, votes)
    events += ec_events + tol_events if state.ruleset.ec_before_tol else tol_events + ec_events
    state.awards = Awards(garnets, tokens, candidates, votes)
    state.stage = STAGE_FINISHED
    events.append(ev.MatchFinished())
    return state, events


# --- bookkeeping used by tests and viewers -----------------------------------------------


def apples_on_board(state: MatchState) -> int:
    """Apples still on every grid (grids not yet begun counted from their layout)."""
    total = 0
    for name, layout in state.level.grids.items():
        items = state.grids[name].items if name in state.grids else layout.items
        total += sum(item.apples for item in items.values())
    return total


def garnets_on_board(state: MatchState) -> int:
    total = 0
    for name, layout in state.level.grids.items():
        items = state.grids[name].items if name in state.grids else layout.items
        total += sum(item.garnets for item in items.values())
    return total


def duel_winner(state: MatchState) -> int:
    """The winner of a finished two-player match (a season's Death Match): the most apples,
    then the most garnets, then a seeded draw (RULINGS §7)."""
    best = max((p.apples, p.garnets) for p in state.players)
    leaders = [i for i, p in enumerate(state.players) if (p.apples, p.garnets) == best]
    return derived_rng(state.seed, "duel-winner").choice(leaders)
