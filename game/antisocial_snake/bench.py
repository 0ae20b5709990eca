"""`python main.py bench antisocial-snake`: printed figures, never a timed test.

The timing helpers are Social Snake's (they are game-neutral; see the closing note about
moving them to game/core).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.antisocial_snake.board import MovementEntry, PlacementEntry
from game.antisocial_snake.bot import choose_entry
from game.antisocial_snake.events import Event
from game.antisocial_snake.levels import Level, level_from_document
from game.antisocial_snake.rules import (
    STAGE_FINISHED,
    STAGE_PLACEMENT,
    MatchState,
    advance,
    new_match,
    own_previews,
    place_board,
    resolve_board,
)
from game.core.bench import describe, timed
from game.core.coords import step
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml, parse_toml
from game.table.bot_bench import BotBench, BotMatch, DecisionClock

BENCH_SIZE = 20
BENCH_PLAYERS = 8
BENCH_MOVES = 30
BENCH_MATCHES = 60  # a full bot bench: every share within ±6.5 % (one standard error)


def big_level(size: int = BENCH_SIZE, seed: int = 5) -> Level:
    """One 20×20 board: random colours (a few black tiles) and apples."""
    rng = random.Random(seed)
    colours = "rbgyw" * 3 + "k"
    rows = [
        " ".join(
            "k" if (c := rng.choice(colours)) == "k" else f"{rng.randint(0, 9)}{c}"
            for _ in range(size)
        )
        for _ in range(size)
    ]
    text = "\n".join(
        [
            "format = 1",
            'game = "antisocial-snake"',
            'name = "bench"',
            "[[boards]]",
            'name = "Bench"',
            'variation = "theme"',
            "twist_cap = 60",
            "rows = [" + ", ".join(f'"{r}"' for r in rows) + "]",
        ]
    )
    return level_from_document(parse_toml(text, "bench.toml"))


def _walk(state: MatchState, player: int, snake_index: int, length: int, rng: random.Random) -> str:
    """A walk of up to `length` moves in runs of 2–4 that the entry check accepts."""
    board = state.boards[-1]
    snake = board.snakes_of(player)[snake_index]
    seen = {snake.start}
    cell, moves = snake.start, ""
    direction = rng.choice("UDLR")
    while len(moves) < length:
        run = rng.randint(2, 4)
        options = [d for d in "UDLR" if d != direction] if moves else list("UDLR")
        rng.shuffle(options)
        for candidate in options:
            target = step(cell, candidate)
            if board.enterable(target) and target not in seen:
                direction = candidate
                break
        else:
            return moves
        for _ in range(run):
            target = step(cell, direction)
            if len(moves) == length or not board.enterable(target) or target in seen:
                break
            moves += direction
            seen.add(target)
            cell = target
    return moves


def _full_walk(state: MatchState, player: int, snake_index: int, rng: random.Random) -> str:
    """The longest of a few walks: nearly always the full 30 moves."""
    walks = [_walk(state, player, snake_index, BENCH_MOVES, rng) for _ in range(40)]
    return max(walks, key=len)


def crowded_board(seed: int = 1) -> tuple[MatchState, list[MovementEntry]]:
    """8 players × 4 snakes placed on the big board, and their 30-move sequences."""
    level = big_level()
    names = [f"P{i + 1}" for i in range(BENCH_PLAYERS)]
    state = new_match(level, names, seed)
    rng = random.Random(seed)
    spec = level.boards[0]
    placements = []
    for _ in names:
        tiles = [
            rng.choice([c for c in spec.cells() if spec.tile(c).colour == colour])
            for colour in spec.snake_colours
        ]
        placements.append(PlacementEntry(tuple(tiles)))
    state, _ = place_board(state, placements)
    entries = []
    for player in range(BENCH_PLAYERS):
        moves = tuple(_full_walk(state, player, i, rng) for i in range(4))
        entries.append(MovementEntry(moves))
        assert not any(p.reason for p in own_previews(state.boards[-1], player, entries[-1]))
    return state, entries


def bot_match_history(
    level: Level, bots: Sequence[str], seed: int, clock: DecisionClock | None = None
) -> tuple[MatchState, list[list[Event]]]:
    """A whole match where every seat is a bot of the given level, with each board's events."""
    clock = clock or DecisionClock()
    names = [f"{kind.title()} {i + 1}" for i, kind in enumerate(bots)]
    state = new_match(level, names, seed)
    history: list[list[Event]] = []
    while state.stage != STAGE_FINISHED:
        if state.stage == STAGE_PLACEMENT:
            history.append([])
        entries = [
            clock.decide(kind, choose_entry, state, player, kind)
            for player, kind in enumerate(bots)
        ]
        state, events = advance(state, entries)
        history[-1] += events
    return state, history


def play_bot_match(level: Level, bots: list[str], seed: int) -> MatchState:
    return bot_match_history(level, bots, seed)[0]


def bot_bench() -> BotBench:
    """Five-player matches on the shipped ten-board match, one seed each."""
    level = level_from_document(load_toml(LEVELS / "antisocial-snake" / "variations.toml"))

    def play(lineup: Sequence[str], seed: int) -> BotMatch:
        clock = DecisionClock()
        final, _ = bot_match_history(level, lineup, seed, clock)
        return BotMatch(final.totals, clock)

    return BotBench(
        play,
        lineups=[
            ("hard", "normal", "easy", "hard", "normal"),
            ("hard", "normal", "normal", "normal", "normal"),
        ],
        matches=BENCH_MATCHES,
        score_name="points",
        note=f"5-player matches on the ten boards of variations.toml ({BENCH_MATCHES} a lineup)",
    )


def main(quick: bool = False) -> int:
    state, entries = crowded_board()
    moves = sum(len(m) for e in entries for m in e.moves)
    print(f"Antisocial Snake rules benchmark ({'quick' if quick else 'full'})")
    print(
        f"resolving one {BENCH_SIZE}×{BENCH_SIZE} board, {BENCH_PLAYERS} players × 4 snakes, "
        f"up to {BENCH_MOVES}-move sequences ({moves} moves), entry checks included:"
    )
    print("  " + describe(timed(lambda: resolve_board(state, entries), 20 if quick else 200)))
    print("  target: under 20 ms per board")
    level = level_from_document(load_toml(LEVELS / "antisocial-snake" / "variations.toml"))
    bots = ["normal"] * 4 + ["easy"] * 4
    start = time.perf_counter()
    final = play_bot_match(level, bots[:4] if quick else bots, seed=1)
    seconds = time.perf_counter() - start
    print(f"the whole ten-board match, {len(final.names)} bots, decisions included:")
    print(f"  {seconds:.2f} s in all")
    print(
        "  totals: " + ", ".join(f"{n} {t}" for n, t in zip(final.names, final.totals, strict=True))
    )
    clock = DecisionClock()
    bot_match_history(level, ["hard", "normal", "normal", "normal", "normal"], 1, clock)
    print("hard bot decisions over the ten boards, 5 players, CPU time (budget 250 ms):")
    print("  " + clock.summary("hard"))
    print("bot strength: python main.py bench bots-antisocial-snake")
    print("reveal frame time: python main.py bench antisocial-snake-frame")
    return 0
