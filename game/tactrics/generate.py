"""Making the shipped puzzle pack: scramble a solved position, then let the solver set par.

    python -m game.tactrics.generate [FOLDER]          the puzzle pack
    python -m game.tactrics.generate master [FOLDER]   puzzles 33 on: deep, graded
    python -m game.tactrics.generate starts [FOLDER]   the 2, 3 and 4 player start layouts

Deterministic (every random choice comes from `derived_rng`), so the pack can be rebuilt.
A candidate is kept only when the solver proves its par within `PROVE_SECONDS`, so that
every shipped par is the proven shortest solution.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from game.core.paths import LEVELS
from game.core.problems import ProblemsFound
from game.core.rng import derived_rng
from game.core.tomlfile import load_json, write_text_atomic
from game.tactrics.board import (
    CELL_COUNT,
    EDGE_CELLS,
    IS_EDGE,
    NEIGHBOURS,
    SYMMETRIES,
    TOWER_COUNT,
    TOWER_CYCLES,
    rotate,
)
from game.tactrics.levels import level_text
from game.tactrics.rules import Board, groups, piece_code, piece_colour, puzzle_solved, snakes
from game.tactrics.solver import first_moves, lower_bound, shortest_starts, solve

PROVE_SECONDS = 2.5
PACK_SEED = 2026
# The master pack (puzzles 33 on) is limited by positions searched, not seconds, so that the
# same files come out on any machine.
MASTER_NODES = 60_000
MASTER_ATTEMPTS = 40
MASTER_SECONDS = 900.0  # only a safety net: the node limit decides
GRADE_NODES = 20_000  # for counting the first moves that begin a shortest solution


@dataclass(frozen=True)
class Recipe:
    name: str
    colours: int  # how many colours, from R Y B G O P
    heads: int  # per colour
    tails: int  # per colour
    scramble: int  # random rotations applied to the solved position
    par_range: tuple[int, int]  # keep a candidate only when par is in this range
    far: bool = False  # scramble away from solved (`scramble_far`), for the deepest pars


PACK: tuple[Recipe, ...] = (
    Recipe("First bite", 1, 1, 2, 1, (1, 1)),
    Recipe("Small turn", 1, 1, 3, 2, (1, 1)),
    Recipe("Two heads", 1, 2, 2, 2, (2, 2)),
    Recipe("Edge walker", 1, 1, 4, 3, (2, 2)),
    Recipe("Coil", 1, 2, 4, 3, (2, 3)),
    Recipe("Long body", 1, 2, 6, 4, (3, 3)),
    Recipe("Unwind", 1, 2, 6, 5, (3, 4)),
    Recipe("Pair", 2, 1, 2, 2, (2, 2)),
    Recipe("Side by side", 2, 2, 2, 3, (2, 3)),
    Recipe("Crossing", 2, 2, 3, 3, (3, 3)),
    Recipe("Knot", 2, 2, 4, 4, (3, 4)),
    Recipe("Tangle", 2, 2, 4, 5, (4, 4)),
    Recipe("Twins", 2, 2, 6, 4, (3, 4)),
    Recipe("Three little snakes", 3, 1, 2, 3, (2, 3)),
    Recipe("Triangle", 3, 2, 2, 3, (3, 3)),
    Recipe("Vortex", 3, 2, 3, 4, (3, 4)),
    Recipe("Nest", 3, 2, 4, 4, (4, 4)),
    Recipe("Three-way", 3, 2, 4, 5, (4, 5)),
    Recipe("Full three", 3, 2, 6, 5, (4, 5)),
    Recipe("Four corners", 4, 1, 2, 3, (3, 3)),
    Recipe("Quartet", 4, 2, 2, 4, (3, 4)),
    Recipe("Busy board", 4, 2, 3, 4, (4, 4)),
    Recipe("Crowd", 4, 2, 4, 4, (4, 4)),
    Recipe("Pit", 4, 2, 4, 5, (4, 5)),
    Recipe("Snake pit", 4, 2, 5, 5, (5, 5)),
    Recipe("Garter", 4, 2, 6, 3, (3, 3)),
    Recipe("Milk snake", 4, 2, 6, 4, (4, 4)),
    Recipe("Kingsnake", 4, 2, 6, 5, (5, 5)),
    Recipe("Rainbow", 6, 1, 2, 4, (4, 4)),
    Recipe("Copperhead", 4, 2, 6, 6, (5, 6)),
    Recipe("Rattler", 4, 2, 6, 7, (6, 6)),
    Recipe("Genius", 4, 2, 6, 8, (6, 7)),
)


# Puzzles 33 on: graded by the solver and added to the packs (`puzzle.PACKS`) by par.
MASTER: tuple[Recipe, ...] = (
    Recipe("Hatchling", 2, 1, 1, 2, (2, 2)),
    Recipe("Side step", 1, 2, 3, 3, (2, 2)),
    Recipe("Two rims", 2, 1, 2, 3, (2, 2)),
    Recipe("Small loop", 3, 1, 1, 3, (2, 2)),
    Recipe("Fork", 2, 1, 2, 4, (3, 3)),
    Recipe("Ladder", 1, 2, 4, 4, (3, 4)),
    Recipe("Ring road", 3, 1, 2, 5, (4, 4)),
    Recipe("Tidepool", 2, 2, 2, 5, (4, 4)),
    Recipe("Long reach", 1, 2, 6, 6, (5, 5)),
    Recipe("Double knot", 2, 2, 3, 6, (5, 5)),
    Recipe("Switchback", 1, 1, 6, 7, (5, 5)),
    Recipe("Three rims", 3, 1, 2, 6, (5, 5)),
    Recipe("Braid", 2, 2, 4, 7, (5, 6)),
    Recipe("Cross-stitch", 2, 1, 3, 6, (5, 5)),
    Recipe("Ripple", 1, 2, 4, 7, (5, 6)),
    Recipe("Whorl", 1, 2, 6, 8, (6, 6)),
    Recipe("Eddy", 2, 1, 3, 7, (6, 6)),
    Recipe("Spiral arm", 1, 2, 5, 8, (6, 6)),
    Recipe("Crosscurrent", 2, 2, 3, 8, (6, 6)),
    Recipe("Backwater", 3, 1, 2, 8, (6, 6)),
    Recipe("Deep coil", 1, 2, 6, 9, (7, 7)),
    Recipe("Maelstrom", 1, 2, 6, 9, (7, 7)),
    Recipe("Undertow", 2, 2, 3, 9, (7, 7)),
    Recipe("Riptide", 1, 1, 6, 9, (7, 7)),
    Recipe("Sidewinder", 2, 1, 3, 9, (7, 7)),
    # Small snakes wander far in few turns: deep pars whose proof stays cheap.
    Recipe("Mamba", 1, 2, 3, 12, (8, 8), far=True),
    Recipe("Taipan", 1, 1, 3, 13, (8, 8)),
    Recipe("Krait", 1, 1, 3, 12, (8, 8), far=True),
    Recipe("Boomslang", 1, 1, 4, 13, (8, 8)),
    Recipe("Adder's knot", 1, 1, 3, 12, (8, 8)),
    Recipe("Cobra", 1, 1, 3, 14, (9, 9), far=True),
    Recipe("Viper", 1, 1, 2, 14, (9, 9)),
    Recipe("Anaconda", 1, 1, 4, 14, (9, 9), far=True),
    Recipe("Python", 1, 1, 3, 14, (10, 10), far=True),
    Recipe("Basilisk", 1, 1, 3, 15, (10, 10), far=True),
    Recipe("Ouroboros", 1, 1, 4, 15, (10, 10), far=True),
    Recipe("Hydra", 1, 2, 3, 14, (9, 10), far=True),
    Recipe("Leviathan", 1, 1, 4, 17, (9, 10)),
)
FIRST_MASTER_NUMBER = 33


@dataclass(frozen=True)
class Grade:
    """How hard a puzzle is: its proven par, how many first moves it allows, and how many of
    them begin a shortest solution (None when that count ran out of positions)."""

    par: int
    branching: int
    shortest_starts: int | None

    def describe(self) -> str:
        if self.shortest_starts is None:
            return f"Par {self.par}, proven shortest. {self.branching} possible first moves."
        return (
            f"Par {self.par}, proven shortest. {self.shortest_starts} of {self.branching} "
            f"possible first moves begin a shortest solution."
        )


def grade(board: Board, par: int) -> Grade:
    starts = shortest_starts(board, par, MASTER_SECONDS, GRADE_NODES)
    return Grade(par, first_moves(board), starts)


def make_master_puzzle(recipe: Recipe, index: int) -> tuple[Board, Grade] | None:
    """A deep puzzle whose par, in the recipe's range, the solver proves within MASTER_NODES
    positions (None when no attempt gives one)."""
    low, high = recipe.par_range
    for attempt in range(MASTER_ATTEMPTS):
        rng = derived_rng(PACK_SEED, "master", index, attempt)
        solved = solved_layout(rng, recipe.colours, recipe.heads, recipe.tails)
        mix = scramble_far if recipe.far else scramble_busy
        board = mix(rng, solved, recipe.scramble)
        if puzzle_solved(board):
            continue
        solution = solve(board, MASTER_SECONDS, node_limit=MASTER_NODES, workers=1)
        if solution.proven and solution.length is not None and low <= solution.length <= high:
            return board, grade(board, solution.length)
    return None


def make_master_pack(folder: Path, cache: Path | None = None) -> int:
    """Write puzzles 33 on (puzzles 1–32 are left as they are), ordered by par.

    Each puzzle found is noted in `cache` (JSON, default beside the folder) as soon as it is
    found, and taken from there on the next run: a long run can stop and go on later. The
    shallow recipes go first: a run stopped early still has the most puzzles."""
    cache = cache or folder.parent / ".master-cache.json"
    found = _read_cache(cache)
    for index in sorted(range(len(MASTER)), key=lambda i: MASTER[i].par_range[0]):
        recipe = MASTER[index]
        if recipe.name in found:
            continue
        made = make_master_puzzle(recipe, index)
        if made is None:
            print(f"{recipe.name}: none proven in range {recipe.par_range}", flush=True)
            continue
        board, puzzle_grade = made
        found[recipe.name] = (index, board, puzzle_grade)
        _write_cache(cache, found)
        print(f"{recipe.name}: {puzzle_grade.describe()}", flush=True)
    write_master_files(folder, found)
    return 0


def write_master_files(folder: Path, found: dict[str, tuple[int, Board, Grade]]) -> None:
    made = sorted(
        (grade.par, index, name, board, grade) for name, (index, board, grade) in found.items()
    )
    for number, (par, _, name, board, puzzle_grade) in enumerate(made):
        text = level_text(name, board, "puzzle", par, description=puzzle_grade.describe())
        write_text_atomic(folder / file_name(FIRST_MASTER_NUMBER - 1 + number, name), text)


def _read_cache(cache: Path) -> dict[str, tuple[int, Board, Grade]]:
    """The recipes found so far (empty when the cache is missing or cannot be read)."""
    try:
        entries = load_json(cache)
        return {
            entry["name"]: (
                entry["index"],
                tuple(entry["board"]),
                Grade(entry["par"], entry["branching"], entry["starts"]),
            )
            for entry in entries
        }
    except (ProblemsFound, KeyError, TypeError):
        return {}


def _write_cache(cache: Path, found: dict[str, tuple[int, Board, Grade]]) -> None:
    entries = [
        {
            "name": name,
            "index": index,
            "board": list(board),
            "par": grade.par,
            "branching": grade.branching,
            "starts": grade.shortest_starts,
        }
        for name, (index, board, grade) in found.items()
    ]
    write_text_atomic(cache, json.dumps(entries))


def solved_layout(rng: random.Random, colours: int, heads: int, tails: int) -> Board:
    """A random solved position: per colour one snake (or two when heads allow)."""
    while True:
        board = [0] * CELL_COUNT
        if all(_place_colour(rng, board, colour, heads, tails) for colour in range(colours)):
            solved = tuple(board)
            if puzzle_solved(solved):
                return solved


def _place_colour(rng: random.Random, board: list[int], colour: int, heads: int, tails: int):
    if heads == 2 and tails >= 2 and rng.random() < 0.35:
        first = rng.randint(1, tails - 1)
        return _place_snake(rng, board, colour, 1, first) and _place_snake(
            rng, board, colour, 1, tails - first
        )
    return _place_snake(rng, board, colour, heads, tails)


def _place_snake(rng: random.Random, board: list[int], colour: int, heads: int, tails: int):
    """A snake laid as a random walk that touches no other piece of its colour."""
    length = heads + tails
    starts = sorted(EDGE_CELLS) if heads == 1 else list(range(CELL_COUNT))
    for _ in range(300):
        path = [rng.choice(starts)]
        if not _free(board, path[0], colour, []):
            continue
        while len(path) < length:
            options = [n for n in NEIGHBOURS[path[-1]] if _free(board, n, colour, path)]
            if not options:
                break
            path.append(rng.choice(options))
        if len(path) == length:
            for index, cell in enumerate(path):
                head = index == length - 1 or (heads == 2 and index == 0)
                board[cell] = piece_code(colour, head)
            return True
    return False


def _free(board: list[int], cell: int, colour: int, path: list[int]) -> bool:
    """Empty, off the path, and beside no piece of the colour nor the path (but its end)."""
    if board[cell] or cell in path:
        return False
    for neighbour in NEIGHBOURS[cell]:
        code = board[neighbour]
        if code and piece_colour(code) == colour:
            return False
        if neighbour in path[:-1]:
            return False
    return True


def scramble(rng: random.Random, board: Board, moves: int) -> Board:
    for _ in range(moves):
        board = rotate(board, rng.randint(1, TOWER_COUNT), rng.random() < 0.5)
    return board


def scramble_busy(rng: random.Random, board: Board, moves: int) -> Board:
    """`moves` random turns of towers that hold pieces, never undoing the turn before (so a
    scramble of n turns usually needs close to n to undo, as deep puzzles want)."""
    last: tuple[int, bool] | None = None
    for _ in range(moves):
        options = [
            (tower, clockwise)
            for tower in range(1, TOWER_COUNT + 1)
            if any(board[cell] for cell in TOWER_CYCLES[tower - 1])
            for clockwise in (True, False)
            if last != (tower, not clockwise)
        ]
        last = rng.choice(options)
        board = rotate(board, *last)
    return board


def scramble_far(rng: random.Random, board: Board, moves: int) -> Board:
    """Like `scramble_busy`, but each turn is one that leaves the solver's cheap lower bound
    highest (a random one among those): scrambles that go far from solved, for deep pars."""
    last: tuple[int, bool] | None = None
    for _ in range(moves):
        options = [
            (tower, clockwise)
            for tower in range(1, TOWER_COUNT + 1)
            if any(board[cell] for cell in TOWER_CYCLES[tower - 1])
            for clockwise in (True, False)
            if last != (tower, not clockwise)
        ]
        rng.shuffle(options)
        last = max(options, key=lambda option: lower_bound(rotate(board, *option)))
        board = rotate(board, *last)
    return board


def make_puzzle(recipe: Recipe, index: int) -> tuple[Board, int]:
    """A scrambled position whose proven par lies in the recipe's range."""
    for attempt in range(80):
        rng = derived_rng(PACK_SEED, index, attempt)
        solved = solved_layout(rng, recipe.colours, recipe.heads, recipe.tails)
        board = scramble(rng, solved, recipe.scramble)
        if puzzle_solved(board):
            continue
        solution = solve(board, PROVE_SECONDS)
        low, high = recipe.par_range
        if solution.proven and solution.length is not None and low <= solution.length <= high:
            return board, solution.length
    raise RuntimeError(f"no puzzle found for {recipe.name}")


# Players' progress is kept by file name: a renamed puzzle keeps the file of its first name.
FIRST_NAMES = {
    "Garter": "Seed puzzle",
    "Milk snake": "Seed puzzle II",
    "Kingsnake": "Seed puzzle III",
    "Copperhead": "Seed puzzle IV",
    "Rattler": "Seed puzzle V",
}


def file_name(index: int, name: str) -> str:
    name = FIRST_NAMES.get(name, name)
    slug = "-".join("".join(c for c in word if c.isalnum()) for word in name.lower().split())
    return f"{index + 1:02d}-{slug}.toml"


LAYOUT_SYMMETRIES = {
    2: ("turn0", "turn180"),
    3: ("turn0", "turn120", "turn240"),
    4: ("turn0", "mirror_left_right", "mirror_top_bottom", "turn180"),
}


def start_layout(players: int, heads: int = 2, tails: int = 6) -> Board:
    """A starting layout that is the same for every player up to a board symmetry.

    Player k's pieces are player 1's pieces carried by the k-th symmetry; no piece starts
    on the edge and nobody starts with a snake or a group of four.
    """
    maps = [SYMMETRIES[name] for name in LAYOUT_SYMMETRIES[players]]
    by_cells: dict[frozenset[int], tuple[int, ...]] = {}
    for cell in range(CELL_COUNT):
        orbit = tuple(m[cell] for m in maps)
        by_cells.setdefault(frozenset(orbit), orbit)
    orbits = [orbit for orbit in by_cells.values() if len(set(orbit)) == players]
    for attempt in range(10_000):
        rng = derived_rng(PACK_SEED, "start", players, attempt)
        chosen = _pick_orbits(rng, orbits, heads + tails)
        board = [0] * CELL_COUNT
        for index, orbit in enumerate(chosen):
            for colour, cell in enumerate(orbit):
                board[cell] = piece_code(colour, index < heads)
        layout = tuple(board)
        if _scattered(layout) and _contested(layout, players):
            return layout
    raise RuntimeError(f"no start layout for {players} players")


def _pick_orbits(
    rng: random.Random, orbits: list[tuple[int, ...]], count: int
) -> list[tuple[int, ...]]:
    """Random orbits, off the edge when there are enough (a lone piece there is a snake)."""
    inner = [orbit for orbit in orbits if not IS_EDGE[orbit[0]]]
    return rng.sample(inner if len(inner) > count + 2 else orbits, count)


def _scattered(board: Board) -> bool:
    """Nobody starts with a snake (so nothing is locked), nor with a group of 4 or more."""
    if snakes(board):
        return False
    return all(len(group) < 3 for colour in range(4) for group in groups(board, colour))


def _contested(board: Board, players: int) -> bool:
    """Every player can turn 3 towers at the start, and at least one tower per player is shared."""
    from game.tactrics.rules import allowed_towers, new_game

    state = new_game(board, list(range(players)))
    for player in range(players):
        if len(allowed_towers(replace(state, player=player))) < 3:
            return False
    shared = sum(
        1 for cycle in TOWER_CYCLES if len({piece_colour(board[c]) for c in cycle if board[c]}) >= 2
    )
    return shared >= players


START_NAMES = {2: "Two players", 3: "Three players", 4: "Four players"}


def main(argv: list[str]) -> int:
    """Make every puzzle, then number the files from easiest (lowest par, fewest pieces)."""
    folder = Path(argv[0]) if argv else LEVELS / "tactrics-snakes" / "puzzles"
    if argv and argv[0] == "master":
        folder = Path(argv[1]) if len(argv) > 1 else LEVELS / "tactrics-snakes" / "puzzles"
        return make_master_pack(folder)
    if argv and argv[0] == "starts":
        folder = Path(argv[1]) if len(argv) > 1 else LEVELS / "tactrics-snakes"
        for players, name in START_NAMES.items():
            text = level_text(name, start_layout(players), "multiplayer")
            write_text_atomic(folder / f"start-{players}p.toml", text)
        return 0
    made = []
    for index, recipe in enumerate(PACK):
        board, par = make_puzzle(recipe, index)
        pieces = sum(1 for code in board if code)
        made.append((par, pieces, index, recipe.name, board))
        print(f"{recipe.name}: par {par}, {pieces} pieces", flush=True)
    for number, (par, _, _, name, board) in enumerate(sorted(made)):
        write_text_atomic(folder / file_name(number, name), level_text(name, board, "puzzle", par))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
