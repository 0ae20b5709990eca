"""Antisocial Snake bots: easy (random but legal) and normal (greedy planner).

Bots read only what a player in their seat may know: the board, every snake's letter and
start, their own snakes, and a seeded generator; never another player's entry or the owner
of a snake. Every entry they make goes through `check_submission`; should one ever be
refused, the bot falls back to the plainest legal entry.

The normal bot uses every variation's extra entry: it frames apples down next to its own
snakes, toggles tiles into its snakes' colours, bids for the colours it means to run,
swaps rich tiles onto its paths, turns its snakes with its own direction tiles instead of
twists, and answers quiz questions from a forecast of the board.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.antisocial_snake.board import (
    BoardState,
    Entry,
    MovementEntry,
    PlacementEntry,
    Snake,
    count_twists,
    manhattan,
    neighbours,
    turn,
)
from game.antisocial_snake.levels import BLACK, BLUE, RED, BoardSpec
from game.antisocial_snake.quiz import QUESTION_KINDS, correct_answers
from game.antisocial_snake.rules import (
    CHIPS,
    MAX_FRAME,
    MAX_REDIRECTS,
    MAX_SWAPS,
    MAX_TOGGLES,
    STAGE_PLACEMENT,
    MatchState,
    check_submission,
)
from game.antisocial_snake.stages import FRAME_ROWS, digit_sum
from game.antisocial_snake.variations import (
    DIGIT_SUMS,
    TWISTS_PER_SNAKE,
    Variation,
    movement_stages,
)
from game.core.coords import Cell, step
from game.core.rng import derived_rng

BOT_LEVELS = ("easy", "normal", "hard")
RADIUS = 3  # how far a bot looks around a start tile
BEAM = 24  # paths kept per twist count while planning
MAX_PLAN = 30  # longest sequence a bot plans
MAX_PLAN_TWISTS = 3  # twists a bot considers for one snake
RISK = 0.5  # value kept on a tile next to another snake's start
Richness = dict[str, dict[Cell, float]]  # colour → tile of that colour → richness

FORECAST_STAGES = ("move", "count apples", DIGIT_SUMS.name)  # what a quiz forecast plays
SAMPLES = 3  # the others' sampled plans the hard bot plays its options against
SAMPLE_NOISE = 0.4  # the chance a sampled other snake strays from its likeliest plan
OPTIONS_PER_SNAKE = 6  # plans the hard bot tries for each of its snakes
PLACEMENT_SAMPLES = 6  # the others' sampled placements the hard bot weighs its tiles against
PLACEMENT_CANDIDATES = 5  # the richest tiles of each colour the hard bot considers


def bot_rng(state: MatchState, player: int, purpose: str) -> random.Random:
    return derived_rng(state.seed, "bot", player, purpose, state.board_index, state.stage)


def choose_entry(state: MatchState, player: int, level: str = "normal") -> Entry:
    """The bot's entry for whatever the match is waiting for (always legal)."""
    if state.stage == STAGE_PLACEMENT:
        entry: Entry = choose_placement(state, player, level)
        fallback: Entry = _plain_placement(state, player)
    else:
        entry = choose_movement(state, player, level)
        fallback = MovementEntry()
    return entry if not check_submission(state, player, entry) else fallback


# --- placement ---------------------------------------------------------------------------


def choose_placement(state: MatchState, player: int, level: str) -> PlacementEntry:
    spec = state.level.boards[state.board_index]
    variation = state.variation
    rng = bot_rng(state, player, "placement")
    if level == "easy":
        tiles = [rng.choice(_tiles_of(spec, colour)) for colour in spec.snake_colours]
        rng.shuffle(tiles)
    elif level == "hard":
        tiles = _hard_tiles(state, player, spec, variation)
    else:
        tiles = _rich_tiles(spec, variation, rng)
    extras = variation.placement_extras
    return PlacementEntry(
        tuple(tiles),
        tuple(_frame(spec, tiles, rng, level)) if "frame" in extras else (),
        tuple(_toggles(spec, tiles, rng, level)) if "toggles" in extras else (),
        tuple(_bids(spec, variation, tiles, rng, level).items()) if "bids" in extras else (),
    )


def _plain_placement(state: MatchState, player: int) -> PlacementEntry:
    spec = state.level.boards[state.board_index]
    tiles = tuple(
        _tiles_of(spec, colour)[player % spec.colour_count(colour)] for colour in spec.snake_colours
    )
    bids: tuple[tuple[str, int], ...] = ()
    if "bids" in state.variation.placement_extras:
        share, rest = divmod(CHIPS, len(spec.snake_colours))
        bids = tuple((c, share + (i == 0) * rest) for i, c in enumerate(spec.snake_colours))
    return PlacementEntry(tiles, bids=bids)


def _tiles_of(spec: BoardSpec, colour: str) -> list[Cell]:
    return [cell for cell in spec.cells() if spec.tile(cell).colour == colour]


def _gain(variation: Variation, colour: str, tile_colour: str, apples: int) -> int:
    probe = Snake("?", -1, colour, (0, 0), 0)
    for rule in variation.gain_rules:
        apples = rule(probe, tile_colour, apples)
    return apples


def _richness(spec: BoardSpec, variation: Variation, cell: Cell, colour: str) -> float:
    total = 0.0
    for other in spec.cells():
        distance = manhattan(cell, other)
        tile = spec.tile(other)
        if 0 < distance <= RADIUS and tile.colour != BLACK and tile.apples:
            total += _gain(variation, colour, tile.colour, tile.apples) / distance
    return total


def _rich_tiles(
    spec: BoardSpec, variation: Variation, rng: random.Random, richness: Richness | None = None
) -> list[Cell]:
    """The richest tile of each colour (a little seeded taste, so bots differ), richest
    colour first."""
    richness = richness or _richness_table(spec, variation)
    picks = []
    for colour in spec.snake_colours:
        scored = [
            (richness[colour][cell] * (1 + 0.3 * rng.random()), cell)
            for cell in _tiles_of(spec, colour)
        ]
        picks.append(max(scored))
    return [cell for _, cell in sorted(picks, reverse=True)]


def _richness_table(spec: BoardSpec, variation: Variation) -> Richness:
    """Each snake colour's richness of each tile of that colour."""
    return {
        colour: {cell: _richness(spec, variation, cell, colour) for cell in _tiles_of(spec, colour)}
        for colour in spec.snake_colours
    }


def _hard_tiles(
    state: MatchState, player: int, spec: BoardSpec, variation: Variation
) -> list[Cell]:
    """Per colour, the tile worth most on average as the sampled others place theirs (as
    normal bots would): a tile another lists first is lost to the booting, and apples
    nearer another snake are shared. Colours are settled best first, in that order."""
    guess = bot_rng(state, player, "placement predictions")
    richness = _richness_table(spec, variation)
    others = len(state.names) - 1
    samples = [
        [
            (rank, tile)
            for _ in range(others)
            for rank, tile in enumerate(_rich_tiles(spec, variation, guess, richness))
        ]
        for _ in range(PLACEMENT_SAMPLES)
    ]
    mine: list[Cell] = []
    colours = list(spec.snake_colours)
    while colours:
        rank = len(mine)
        offers = []
        for colour in colours:
            tiles = _tiles_of(spec, colour)
            candidates = sorted(tiles, key=lambda c: -richness[colour][c])
            for cell in candidates[:PLACEMENT_CANDIDATES]:
                value = sum(
                    _placed_worth(spec, variation, colour, cell, rank, sample, mine, tiles)
                    for sample in samples
                )
                offers.append((value, colour, cell))
        _, colour, cell = max(offers)
        mine.append(cell)
        colours.remove(colour)
    return mine


def _placed_worth(
    spec: BoardSpec,
    variation: Variation,
    colour: str,
    cell: Cell,
    rank: int,
    others: list[tuple[int, Cell]],
    mine: list[Cell],
    tiles: list[Cell],
) -> float:
    """What a snake listed at `rank` on `cell` may gather: booted to the nearest free tile
    of the colour when another lists the cell at an equal or better priority."""
    taken = {tile for _, tile in others} | set(mine)
    if any(tile == cell and their_rank <= rank for their_rank, tile in others):
        free = [t for t in tiles if t not in taken]
        if not free:
            return 0.0
        cell = min(free, key=lambda t: (manhattan(t, cell), t))
    rivals = [tile for tile in taken if manhattan(tile, cell) <= 2 * RADIUS and tile != cell]
    total = 0.0
    for other in spec.cells():
        distance = manhattan(cell, other)
        tile = spec.tile(other)
        if 0 < distance <= RADIUS and tile.colour != BLACK and tile.apples:
            nearest = min((manhattan(r, other) for r in rivals), default=distance + 1)
            share = 1.0 if distance < nearest else 0.5 if distance == nearest else 0.25
            total += share * _gain(variation, colour, tile.colour, tile.apples) / distance
    return total


def _frame(spec: BoardSpec, tiles: list[Cell], rng: random.Random, level: str) -> list[Cell]:
    """Tiles whose apples would land on a free tile near one of the bot's snakes."""
    candidates = []
    for cell in spec.cells():
        target = (cell[0], cell[1] + FRAME_ROWS)
        apples = spec.tile(cell).apples
        if cell[1] >= FRAME_ROWS or not apples or not spec.contains(target):
            continue
        if spec.tile(target).colour == BLACK or target in tiles:
            continue
        nearest = min(manhattan(target, tile) for tile in tiles)
        candidates.append((apples / (1 + nearest), cell))
    if level == "easy":
        rng.shuffle(candidates)
        return [cell for _, cell in candidates[:2]]
    return [cell for _, cell in sorted(candidates, reverse=True)[:MAX_FRAME]]


def _toggles(spec: BoardSpec, tiles: list[Cell], rng: random.Random, level: str) -> list[Cell]:
    """Centres whose flips turn most apples near the bot's red / blue snakes their colour."""
    if level == "easy":
        return rng.sample(spec.cells(), MAX_TOGGLES)
    own = [
        (tile, spec.tile(tile).colour) for tile in tiles if spec.tile(tile).colour in (RED, BLUE)
    ]
    scored = []
    for centre in spec.cells():
        value = 0.0
        for cell in [centre, *neighbours(centre)]:
            if not spec.contains(cell) or cell in tiles:
                continue
            tile = spec.tile(cell)
            if tile.colour not in (RED, BLUE):
                continue
            for start, colour in own:
                near = 1 / (1 + manhattan(start, cell))
                value += tile.apples * near * (-1 if tile.colour == colour else 1)
        if value > 0:
            scored.append((value, centre))
    return [cell for _, cell in sorted(scored, reverse=True)[:MAX_TOGGLES]]


def _bids(
    spec: BoardSpec, variation: Variation, tiles: list[Cell], rng: random.Random, level: str
) -> dict[str, int]:
    """Chips in proportion to how much each start tile promises (seeded noise)."""
    weights = {}
    for cell in tiles:
        colour = spec.tile(cell).colour
        promise = 1.0 if level == "easy" else _richness(spec, variation, cell, colour)
        weights[colour] = (promise + 1) * (0.5 + rng.random())
    total = sum(weights.values())
    bids = {colour: int(CHIPS * weight / total) for colour, weight in weights.items()}
    top = max(bids, key=lambda c: bids[c])
    bids[top] += CHIPS - sum(bids.values())
    return bids


# --- movement ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    moves: str
    cells: tuple[Cell, ...]  # entered, in order
    value: float

    @property
    def twists(self) -> int:
        return count_twists(self.moves)


def choose_movement(state: MatchState, player: int, level: str) -> MovementEntry:
    if level == "hard":
        return _hard_movement(state, player)
    board = state.boards[-1]
    rng = bot_rng(state, player, "movement")
    if level == "easy":
        snakes = board.snakes_of(player)
        plans = [Plan(_straight_run(board, snake, rng), (), 0.0) for snake in snakes]
    else:
        plans = _plan_all(board, state.variation, player, rng)
    return _movement_entry(board, state.variation, player, plans, rng, level)


def _movement_entry(
    board: BoardState,
    variation: Variation,
    player: int,
    plans: list[Plan],
    rng: random.Random,
    level: str,
    answering: bool = True,
) -> MovementEntry:
    """The entry that runs the given plans, with the variation's extras made to suit them
    (quiz answers only when `answering`: they need a forecast of their own)."""
    redirects: list[tuple[Cell, str]] = []
    if "redirects" in variation.movement_extras and level == "easy":
        redirects = _random_tile(board, player, rng)
    elif "redirects" in variation.movement_extras:
        plans, redirects = _turns_to_tiles(board, player, plans, board.spec.twist_cap)
    moves = [plan.moves for plan in plans]
    swaps = (
        _swaps(board, variation, player, plans, rng, level)
        if "swaps" in variation.movement_extras
        else []
    )
    entry = MovementEntry(tuple(moves), tuple(swaps), tuple(redirects))
    if "answers" in variation.movement_extras and answering:
        entry = MovementEntry(
            entry.moves,
            entry.swaps,
            entry.redirects,
            _answers(board, variation, player, entry, rng, level),
        )
    return entry


# --- the hard bot's movement: search against sampled others --------------------------------


@dataclass(frozen=True)
class _Forecast:
    """One sample of the board as the others may play it: the player's snakes belong to
    seat 0 and every other snake to a seat of its own (owners are hidden)."""

    board: BoardState
    entries: tuple[MovementEntry, ...]


def _hard_movement(state: MatchState, player: int) -> MovementEntry:
    """Start from the normal bot's plans; try each snake's other options against sampled
    others through the real movement stages; keep every change that raises the average."""
    board = state.boards[-1]
    variation = state.variation
    rng = bot_rng(state, player, "movement")
    guess = bot_rng(state, player, "predictions")
    forecasts = _forecasts(board, variation, player, guess)
    chosen = _plan_all(board, variation, player, rng)
    options = _plan_options(board, variation, player, chosen, rng)

    def entry_of(plans: list[Plan], answering: bool = False) -> MovementEntry:
        extras = bot_rng(state, player, "extras")
        return _movement_entry(board, variation, player, plans, extras, "normal", answering)

    def worth(entry: MovementEntry) -> float:
        return sum(_forecast_score(state, f, entry) for f in forecasts) / len(forecasts)

    best = worth(entry_of(chosen))
    spare = MAX_REDIRECTS if "redirects" in variation.movement_extras else 0
    budget = board.spec.twist_cap + spare
    for index, found in enumerate(options):
        for plan in found:
            trial = [*chosen[:index], plan, *chosen[index + 1 :]]
            if variation.twists != TWISTS_PER_SNAKE and sum(p.twists for p in trial) > budget:
                continue
            entry = entry_of(trial)
            if check_submission(state, player, entry):
                continue
            value = worth(entry)
            if value > best:
                chosen, best = trial, value
    return entry_of(chosen, answering=True)


def _plan_options(
    board: BoardState, variation: Variation, player: int, chosen: list[Plan], rng: random.Random
) -> list[list[Plan]]:
    """Each snake's plans worth a try: the bold beam's best for each number of twists (not
    wary of the others' starts: the samples judge that), and shorter cuts of each and of
    the current plan (stopping early is safer)."""
    blocked = set(board.occupied())
    spare = MAX_REDIRECTS if "redirects" in variation.movement_extras else 0
    options = []
    for snake, current in zip(board.snakes_of(player), chosen, strict=True):
        limit = (
            snake.twist_limit
            if variation.twists == TWISTS_PER_SNAKE
            else board.spec.twist_cap + spare
        )
        twists = min(limit or 0, MAX_PLAN_TWISTS)
        found = _beam(board, variation, snake, blocked, set(), twists, rng)
        cuts = [
            Plan(plan.moves[:length], plan.cells[:length], 0.0)
            for plan in [current, *found]
            for length in (len(plan.moves) // 3, len(plan.moves) // 2, 3 * len(plan.moves) // 4)
        ]
        seen = {current.moves}
        unique = []
        for plan in found + cuts:
            if plan.moves not in seen:
                seen.add(plan.moves)
                unique.append(plan)
        options.append(unique[:OPTIONS_PER_SNAKE])
    return options


def _forecasts(
    board: BoardState, variation: Variation, player: int, rng: random.Random
) -> list[_Forecast]:
    """Samples of the others, each of their snakes planned on its own as a normal bot would
    (one twist at most). The first sample takes every snake's best plan; the others let a
    snake take its other plan or stop part way, as a player may."""
    forecast = board.copy()
    others = [s for s in forecast.snakes if s.owner != player]
    for snake in forecast.snakes_of(player):
        snake.owner = 0
    for seat, snake in enumerate(others, start=1):
        snake.owner, snake.rank = seat, 0
    blocked = set(forecast.occupied())
    choices = []
    for snake in others:
        risky = {n for s in others if s is not snake for n in neighbours(s.start)}
        found = sorted(
            _beam(forecast, variation, snake, blocked, risky, 1, rng), key=lambda p: -p.value
        )
        choices.append([plan.moves for plan in found])
    samples = []
    for sample in range(SAMPLES):
        entries = [MovementEntry()]
        for plans in choices:
            moves = plans[0]
            if sample and rng.random() < SAMPLE_NOISE:
                moves = rng.choice(plans)
                moves = moves[: rng.randint(len(moves) // 2, len(moves))]
            entries.append(MovementEntry((moves,)))
        samples.append(_Forecast(forecast, tuple(entries)))
    return samples


def _forecast_score(state: MatchState, forecast: _Forecast, entry: MovementEntry) -> float:
    """The player's board score if the others play as forecast (through the real stages)."""
    board = forecast.board.copy()
    entries = [entry, *forecast.entries[1:]]
    for stage in movement_stages(state.variation):
        stage.run(board, entries, state.seed)
    return board.scores[0]


def _straight_run(board: BoardState, snake: Snake, rng: random.Random) -> str:
    """A random straight run that stays on free tiles (no twist needed)."""
    blocked = set(board.occupied())
    options = []
    for direction in "UDLR":
        cell, length = snake.start, 0
        while True:
            cell = step(cell, direction)
            if not board.enterable(cell) or cell in blocked:
                break
            length += 1
        if length:
            options.append(direction * rng.randint(1, length))
    return rng.choice(options) if options else ""


def _plan_all(
    board: BoardState, variation: Variation, player: int, rng: random.Random
) -> list[Plan]:
    """Best plans for the player's snakes within the twist rule, richest snake first."""
    snakes = board.snakes_of(player)
    blocked = set(board.occupied())
    risky = {n for s in board.snakes if s.owner != player for n in neighbours(s.start)}
    spare = MAX_REDIRECTS if "redirects" in variation.movement_extras else 0
    options: list[list[Plan]] = []
    for snake in snakes:
        limit = (
            snake.twist_limit
            if variation.twists == TWISTS_PER_SNAKE
            else board.spec.twist_cap + spare
        )
        found = _beam(
            board, variation, snake, blocked, risky, min(limit or 0, MAX_PLAN_TWISTS), rng
        )
        options.append(found)
        best = max(found, key=lambda p: p.value)
        blocked.update(best.cells)  # the next snakes keep out of this one's way
    if variation.twists == TWISTS_PER_SNAKE:
        return [max(found, key=lambda p: p.value) for found in options]
    return _share_twists(options, board.spec.twist_cap + spare)


def _share_twists(options: list[list[Plan]], budget: int) -> list[Plan]:
    """The best plan per snake whose twists add up to at most the budget (small knapsack)."""
    best: dict[int, tuple[float, list[Plan]]] = {0: (0.0, [])}
    for found in options:
        nxt: dict[int, tuple[float, list[Plan]]] = {}
        for used, (value, chosen) in best.items():
            for plan in found:
                total = used + plan.twists
                if total <= budget and (total not in nxt or nxt[total][0] < value + plan.value):
                    nxt[total] = (value + plan.value, [*chosen, plan])
        best = nxt
    return max(best.values(), key=lambda item: item[0])[1]


def _beam(
    board: BoardState,
    variation: Variation,
    snake: Snake,
    blocked: set[Cell],
    risky: set[Cell],
    twists: int,
    rng: random.Random,
) -> list[Plan]:
    """Beam search over sequences; returns the best plan for each number of twists used."""
    addition = DIGIT_SUMS in variation.after_movement
    start = _Path("", (snake.start,), 0, 0.0, 0)
    beams: list[_Path] = [start]
    best: dict[int, Plan] = {0: Plan("", (), 0.0)}
    for _ in range(min(MAX_PLAN, board.spec.width * board.spec.height)):
        grown: dict[int, list[_Path]] = {}
        for path in beams:
            for direction in "UDLR":
                cell = step(path.cells[-1], direction)
                if not board.enterable(cell) or cell in blocked or cell in path.cells:
                    continue
                bend = int(bool(path.moves) and path.moves[-1] != direction)
                if path.twists + bend > twists:
                    continue
                grown.setdefault(path.twists + bend, []).append(
                    path.extend(board, variation, snake, direction, cell, bend, risky)
                )
        beams = []
        for used, paths in grown.items():
            paths.sort(key=lambda p: p.value + 0.01 * rng.random(), reverse=True)
            beams += paths[:BEAM]
            for path in paths[:BEAM]:
                value = digit_sum(int(path.apples)) if addition else path.value
                if used not in best or best[used].value < value:
                    best[used] = Plan(path.moves, path.cells[1:], value)
        if not beams:
            break
    return list(best.values())


@dataclass(frozen=True)
class _Path:
    moves: str
    cells: tuple[Cell, ...]
    twists: int
    value: float
    staleness: int
    apples: float = 0.0

    def extend(
        self,
        board: BoardState,
        variation: Variation,
        snake: Snake,
        direction: str,
        cell: Cell,
        bend: int,
        risky: set[Cell],
    ) -> _Path:
        probe = Snake(
            snake.letter, snake.owner, snake.colour, snake.start, 0, staleness=self.staleness
        )
        gain = board.apples.get(cell, 0)
        for rule in variation.gain_rules:
            gain = rule(probe, board.colours[cell], gain)
        worth = gain * (RISK if cell in risky else 1.0)
        return _Path(
            self.moves + direction,
            (*self.cells, cell),
            self.twists + bend,
            self.value + worth,
            probe.staleness,
            self.apples + gain,
        )


def _turns_to_tiles(
    board: BoardState, player: int, plans: list[Plan], cap: int
) -> tuple[list[Plan], list[tuple[Cell, str]]]:
    """Turn the plans' bends with the bot's own direction tiles (free turns) until the raw
    twists fit the cap; cut plans short if the tiles run out."""
    own = [s.start for s in board.snakes_of(player)]
    starts = {s.start for s in board.snakes}
    tiles: list[tuple[Cell, str]] = []
    raw_plans = []
    for plan in plans:
        raw, quarter = "", 0
        for index, direction in enumerate(plan.moves):
            raw += turn(direction, -quarter)
            if index + 1 < len(plan.moves) and plan.moves[index + 1] != direction:
                cell = plan.cells[index]
                allowed = any(cell[0] == s[0] or cell[1] == s[1] for s in own)
                if len(tiles) < MAX_REDIRECTS and allowed and cell not in starts:
                    name = "cw" if turn(direction, 1) == plan.moves[index + 1] else "ccw"
                    tiles.append((cell, name))
                    quarter += 1 if name == "cw" else -1
        raw_plans.append(Plan(raw, plan.cells, plan.value))
    while sum(p.twists for p in raw_plans) > cap:
        index = max(range(len(raw_plans)), key=lambda i: raw_plans[i].twists)
        raw_plans[index] = _cut_last_twist(raw_plans[index])
    kept = {cell for plan in raw_plans for cell in plan.cells[: len(plan.moves)]}
    return raw_plans, [(cell, name) for cell, name in tiles if cell in kept]


def _random_tile(board: BoardState, player: int, rng: random.Random) -> list[tuple[Cell, str]]:
    """One direction tile on a random tile the player controls."""
    own = [s.start for s in board.snakes_of(player)]
    starts = {s.start for s in board.snakes}
    free = [
        cell
        for cell in board.spec.cells()
        if board.enterable(cell)
        and cell not in starts
        and any(cell[0] == s[0] or cell[1] == s[1] for s in own)
    ]
    return [(rng.choice(free), rng.choice(("cw", "ccw")))] if free else []


def _cut_last_twist(plan: Plan) -> Plan:
    last = max(i for i in range(1, len(plan.moves)) if plan.moves[i] != plan.moves[i - 1])
    return Plan(plan.moves[:last], plan.cells[:last], plan.value)


def _swaps(
    board: BoardState,
    variation: Variation,
    player: int,
    plans: list[Plan],
    rng: random.Random,
    level: str,
) -> list[tuple[Cell, Cell]]:
    """Swap a richer neighbour onto the bot's own path (never black, never a snake tile);
    the easy bot swaps a random pair."""
    if level == "easy":
        return _random_swap(board, rng)
    paths = {
        cell: snake
        for snake, plan in zip(board.snakes_of(player), plans, strict=False)
        for cell in plan.cells[: len(plan.moves)]
    }
    starts = {s.start for s in board.snakes}
    scored = []
    for cell, snake in paths.items():
        here = _gain(variation, snake.colour, board.colours[cell], board.apples.get(cell, 0))
        for other in neighbours(cell):
            if not board.enterable(other) or other in paths or other in starts:
                continue
            there = _gain(variation, snake.colour, board.colours[other], board.apples.get(other, 0))
            if there > here:
                scored.append((there - here, cell, other))
    scored.sort(reverse=True)
    chosen: list[tuple[Cell, Cell]] = []
    used: set[Cell] = set()
    for _, cell, other in scored + _blocking_swaps(board, player, set(paths)):
        if len(chosen) == MAX_SWAPS:
            break
        if cell not in used and other not in used:
            chosen.append((cell, other))
            used.update((cell, other))
    return chosen


def _blocking_swaps(
    board: BoardState, player: int, own_paths: set[Cell]
) -> list[tuple[float, Cell, Cell]]:
    """Swaps that move a black tile into another snake's richest way out of its start."""
    starts = {s.start for s in board.snakes}
    found = []
    for snake in board.snakes:
        if snake.owner == player:
            continue
        exits = []
        for direction in "UDLR":
            cell, prospect = snake.start, 0
            for _ in range(RADIUS + 1):
                cell = step(cell, direction)
                if not board.enterable(cell) or cell in starts:
                    break
                prospect += board.apples.get(cell, 0)
            exits.append((prospect, step(snake.start, direction)))
        prospect, gate = max(exits)
        if not board.enterable(gate) or gate in starts or gate in own_paths:
            continue
        for wall in neighbours(gate):
            if board.spec.contains(wall) and board.colours[wall] == BLACK and wall not in starts:
                found.append((float(prospect), gate, wall))
                break
    return sorted(found, reverse=True)


def _random_swap(board: BoardState, rng: random.Random) -> list[tuple[Cell, Cell]]:
    starts = {s.start for s in board.snakes}
    free = [cell for cell in board.spec.cells() if cell not in starts]
    rng.shuffle(free)
    for cell in free:
        partners = [n for n in neighbours(cell) if board.spec.contains(n) and n not in starts]
        if partners:
            return [(cell, rng.choice(partners))]
    return []


def _answers(
    board: BoardState,
    variation: Variation,
    player: int,
    entry: MovementEntry,
    rng: random.Random,
    level: str,
) -> tuple[str, ...]:
    """Answers from a forecast: its own moves, and every other snake running straight to
    its richest line (owners are unknown, so each other snake is guessed on its own)."""
    forecast = board.copy()
    others = [s for s in forecast.snakes if s.owner != player]
    for seat, snake in enumerate(others, start=1):
        snake.owner, snake.rank = seat, 0
    entries = [MovementEntry()] * (len(others) + 1)
    entries[0] = MovementEntry(entry.moves)
    for snake in forecast.snakes_of(player):
        snake.owner = 0
    for seat, snake in enumerate(others, start=1):
        found = _beam(forecast, variation, snake, set(forecast.occupied()), set(), 0, rng)
        entries[seat] = MovementEntry((max(found, key=lambda p: p.value).moves,))
    for stage in movement_stages(variation):
        if stage.name in FORECAST_STAGES:
            stage.run(forecast, entries, 0)
    answers = []
    for question in board.spec.questions:
        right = sorted(correct_answers(question, forecast))
        if level == "easy" or not right:
            answers.append(_any_answer(question.kind, board, rng))
        else:
            answers.append(
                right[0].upper() if QUESTION_KINDS[question.kind].answer == "snake" else right[0]
            )
    return tuple(answers)


def _any_answer(kind: str, board: BoardState, rng: random.Random) -> str:
    answer = QUESTION_KINDS[kind].answer
    if answer == "snake":
        return rng.choice(board.letters)
    if answer == "yes-no":
        return rng.choice(("yes", "no"))
    if answer == "colour":
        return rng.choice(board.spec.snake_colours)
    return str(rng.randint(0, 20))
