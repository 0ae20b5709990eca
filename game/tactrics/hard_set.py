"""The solver's hard set: deep puzzles (shortest solutions of 8 moves or more) of one to four
colours, made by the generator's scrambles from fixed seeds.

The file (`tests/data/tactrics_hard_set.json`) lists each puzzle's name, board (six rows of
tokens, as level files write them), par, one shortest solution and, under "checked", what
proved the par: this solver; the solver as it was before issue 23 (a long time limit), where
it finished; the plain exhaustive reference (`tools/tactrics_reference.py`, breadth-first
search over whole positions), where it finished. `python main.py bench tactrics-solver`
solves them as `solve --seconds 10` does; the tests solve the quick ones. Made by
`python -m game.tactrics.hard_set CANDIDATES.jsonl…`.

The dense set (`tests/data/tactrics_dense_set.json`, same format) holds four-colour boards
of 7–8 pieces a colour with par 8–11 (issue 34), made from fixed seeds by `bench.dense_board`
and chosen by `python -m game.tactrics.hard_set --dense CANDIDATES.jsonl…`.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

from game.tactrics.board import ROW_LENGTHS
from game.tactrics.rules import Board, parse_piece, piece_token

HARD_SET = Path(__file__).resolve().parents[2] / "tests" / "data" / "tactrics_hard_set.json"
# The dense set (issue 34): four colours of 7–8 pieces each (`bench.dense_board`), par 8–11.
DENSE_SET = HARD_SET.with_name("tactrics_dense_set.json")
DENSE_PARS = (8, 11)


@dataclass(frozen=True)
class HardPuzzle:
    name: str
    board: Board
    par: int
    solution: str  # one shortest solution, e.g. "3- 2+ 19-"
    checked: str  # how the par was proven

    @property
    def pieces(self) -> int:
        return sum(1 for code in self.board if code)

    @property
    def colours(self) -> int:
        return len({(code - 1) >> 1 for code in self.board if code})


def board_rows(board: Board) -> list[str]:
    rows, start = [], 0
    for length in ROW_LENGTHS:
        rows.append(" ".join(piece_token(code) for code in board[start : start + length]))
        start += length
    return rows


def parse_rows(rows: list[str]) -> Board:
    return tuple(parse_piece(token) for row in rows for token in row.split())


def load_hard_set(path: Path = HARD_SET) -> list[HardPuzzle]:
    entries = json.loads(path.read_text(encoding="utf-8"))["puzzles"]
    return [
        HardPuzzle(
            entry["name"],
            parse_rows(entry["rows"]),
            entry["par"],
            entry["solution"],
            entry.get("checked", ""),
        )
        for entry in entries
    ]


def write_hard_set(puzzles: list[HardPuzzle], path: Path = HARD_SET) -> None:
    entries = [
        {
            "name": puzzle.name,
            "par": puzzle.par,
            "solution": puzzle.solution,
            "checked": puzzle.checked,
            "rows": board_rows(puzzle.board),
        }
        for puzzle in puzzles
    ]
    path.write_text(json.dumps({"puzzles": entries}, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    """Candidates (JSON lines: name, board, length, proven, moves) → the hard-set file, or
    with `--dense` first, the dense set's (pars 8–11 only)."""
    dense = argv[:1] == ["--dense"]
    lowest, highest = DENSE_PARS if dense else (8, 99)
    chosen: dict[str, HardPuzzle] = {}
    for candidates in argv[1:] if dense else argv:
        for line in Path(candidates).read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            length = entry["length"]
            if entry["proven"] and length is not None and lowest <= length <= highest:
                name = entry["name"]
                chosen[name] = HardPuzzle(
                    name,
                    tuple(entry["board"]),
                    length,
                    entry["moves"],
                    entry.get("checked", "solver"),
                )
    write_hard_set(
        sorted(chosen.values(), key=lambda puzzle: (puzzle.par, puzzle.name)),
        DENSE_SET if dense else HARD_SET,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
