"""A slow, plain reference for Tactrics puzzle pars, sharing no code with the solver.

    python tools/tactrics_reference.py tests/data/tactrics_hard_set.json [--limit N]

Checks every puzzle of a hard-set file (see `game/tactrics/hard_set.py`) against the rules
alone (`board.rotate`, `rules.puzzle_solved`): its listed solution must solve it, and no
shorter one may exist. Two methods, both exhaustive:

- breadth-first search over whole positions, when the ball of positions within par − 1
  moves stays under `--limit` positions (few pieces);
- otherwise iterative deepening whose only bound is the largest distance of a colour
  alone, each found by its own breadth-first search over that colour's pieces (a colour
  alone is solved no later than the whole board, so the bound never overestimates).

Either way the answer is exact; it may take minutes. Pars it cannot check within its
limits are reported as such, never as checked.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.tactrics.board import TOWER_COUNT, TOWER_CYCLES, rotate  # noqa: E402
from game.tactrics.hard_set import load_hard_set  # noqa: E402
from game.tactrics.rules import parse_action, puzzle_solved  # noqa: E402

Position = tuple[int, ...]
COLOUR_CAP = 4  # colour distances beyond this count as 5: cheaper, still never too high
MOVES = [(tower, way) for tower in range(1, TOWER_COUNT + 1) for way in (True, False)]


def moves_of(position: Position) -> list[tuple[int, bool]]:
    """Turns of towers with a piece (an empty tower cannot be turned)."""
    return [
        (tower, way) for tower, way in MOVES if any(position[c] for c in TOWER_CYCLES[tower - 1])
    ]


def breadth_first(start: Position, limit: int) -> int | None:
    """The exact shortest length, or None when more than `limit` positions were met."""
    seen = {start}
    frontier = [start]
    depth = 0
    while frontier:
        if any(puzzle_solved(position) for position in frontier):
            return depth
        following = []
        for position in frontier:
            for tower, way in moves_of(position):
                child = rotate(position, tower, way)
                if child not in seen:
                    seen.add(child)
                    following.append(child)
        if len(seen) > limit:
            return None
        frontier = following
        depth += 1
    return None


def colour_keys(position: Position) -> list[Position]:
    colours = sorted({(code - 1) >> 1 for code in position if code})
    return [
        tuple(code if code and (code - 1) >> 1 == colour else 0 for code in position)
        for colour in colours
    ]


class ColourDistances:
    """The exact moves a colour alone needs, by breadth-first search (memoised)."""

    def __init__(self, limit: int):
        self.limit = limit
        self.known: dict[Position, int] = {}  # exact
        self.more_than: dict[Position, int] = {}  # proven: needs more than this

    def at_least(self, key: Position, cap: int) -> int:
        """The exact distance when ≤ cap, else cap + 1 (a proven lower bound)."""
        if key in self.known:
            return self.known[key]
        if self.more_than.get(key, -1) >= cap:
            return cap + 1
        seen = {key}
        frontier = [key]
        for depth in range(cap + 1):
            if any(puzzle_solved(position) for position in frontier):
                self.known[key] = depth
                return depth
            if depth == cap:
                break
            following = []
            for position in frontier:
                for tower, way in moves_of(position):
                    child = rotate(position, tower, way)
                    if child not in seen:
                        seen.add(child)
                        following.append(child)
            if len(seen) > self.limit:
                raise OverflowError("a colour alone has too many positions")
            frontier = following
        self.more_than[key] = cap
        return cap + 1


def iterative_deepening(start: Position, depth: int, limit: int) -> bool:
    """Is there a solution of at most `depth` moves? Exhaustive (no move is skipped)."""
    distances = ColourDistances(limit)

    def search(position: Position, budget: int, last: tuple[int, bool] | None) -> bool:
        cap = min(budget, COLOUR_CAP)
        if max(distances.at_least(key, cap) for key in colour_keys(position)) > budget:
            return False
        if puzzle_solved(position):
            return True
        for tower, way in moves_of(position):
            if last == (tower, not way):
                continue  # undoing the last turn: the position two moves back, shorter
            if search(rotate(position, tower, way), budget - 1, (tower, way)):
                return True
        return False

    return search(start, depth, None)


def check(board: Position, par: int, solution: str, limit: int) -> str:
    """'checked …' when the solution works and nothing shorter exists; else why not."""
    position = board
    actions = [parse_action(text) for text in solution.split()]
    for action in actions:
        position = rotate(position, action.tower, action.clockwise)
    if not puzzle_solved(position) or len(actions) != par:
        return "WRONG: the listed solution does not solve it in par moves"
    exact = breadth_first(board, limit)
    if exact is not None:
        return "checked (breadth-first)" if exact == par else f"WRONG: shortest is {exact}"
    try:
        if par > 0 and iterative_deepening(board, par - 1, limit):
            return "WRONG: a shorter solution exists"
    except OverflowError as reason:
        return f"not checked: {reason}"
    return "checked (deepening over exact colour distances)"


def main(argv: list[str]) -> int:
    path = Path(argv[0])
    limit = int(argv[argv.index("--limit") + 1]) if "--limit" in argv else 3_000_000
    names = [name for name in argv[1:] if not name.startswith("--") and not name.isdigit()]
    wrong = 0
    for puzzle in load_hard_set(path):
        if names and puzzle.name not in names:
            continue
        started = time.process_time()
        verdict = check(puzzle.board, puzzle.par, puzzle.solution, limit)
        wrong += verdict.startswith("WRONG")
        seconds = time.process_time() - started
        print(f"{puzzle.name:12} par {puzzle.par:>2}  {verdict}  ({seconds:.0f} s CPU)", flush=True)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
