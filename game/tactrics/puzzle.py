"""The solo puzzle as a session: moves, undo / redo / restart, par and stars, saved progress.

No pygame: a window keeps one PuzzleSession and maps Ctrl+Z / Ctrl+Y / R to it. The progress
file keeps the best move count of every solved puzzle and the moves of every puzzle left
unsolved, so that reopening it resumes where the player left off.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game.core.fields import Fields, is_kind
from game.core.paths import user_data_dir
from game.core.problems import Problem, ProblemsFound, shorten
from game.core.tomlfile import TomlDocument, load_toml, write_toml_atomic
from game.tactrics.levels import TactricsLevel
from game.tactrics.rules import (
    Action,
    Board,
    RuleViolation,
    parse_action,
    puzzle_rotate,
    puzzle_solved,
)

PROGRESS_FILE = "tactrics-puzzles.toml"
MAX_MOVES = 1_000_000
MAX_KEY = 200
MAX_KEPT_MOVES = 5_000  # moves of an unsolved puzzle kept for resuming
MAX_KEPT_PUZZLES = 500


@dataclass(frozen=True)
class Step:
    """One entry of the history: the position and the moves counted to reach it."""

    board: Board
    moves: int
    action: Action | None  # what made this entry (None for the start and for a restart)


class PuzzleSession:
    """A puzzle being played. Restart is a history entry too, so it can be undone."""

    def __init__(self, start: Board, par: int | None = None):
        self.start = tuple(start)
        self.par = par
        self.history: list[Step] = [Step(self.start, 0, None)]
        self.position = 0

    @property
    def current(self) -> Step:
        return self.history[self.position]

    @property
    def board(self) -> Board:
        return self.current.board

    @property
    def moves(self) -> int:
        return self.current.moves

    @property
    def solved(self) -> bool:
        return puzzle_solved(self.board)

    def _push(self, step: Step) -> None:
        del self.history[self.position + 1 :]
        self.history.append(step)
        self.position += 1

    def rotate(self, action: Action) -> None:
        """One move; raises RuleViolation (and counts nothing) for a tower without pieces."""
        self._push(Step(puzzle_rotate(self.board, action), self.moves + 1, action))

    def moves_since_start(self) -> list[Action]:
        """The counted moves that lead from the start (or the last restart) to this position."""
        moves: list[Action] = []
        for step in reversed(self.history[1 : self.position + 1]):
            if step.action is None:
                break
            moves.append(step.action)
        return moves[::-1]

    def resume(self, moves: list[Action]) -> int:
        """Play saved moves from the start; stops at the first that is refused. How many played."""
        played = 0
        for action in moves:
            try:
                self.rotate(action)
            except RuleViolation:
                break
            played += 1
        return played

    def restart(self) -> None:
        if self.position == 0 and self.moves == 0:
            return
        self._push(Step(self.start, 0, None))

    @property
    def can_undo(self) -> bool:
        return self.position > 0

    @property
    def can_redo(self) -> bool:
        return self.position < len(self.history) - 1

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        self.position -= 1
        return True

    def redo(self) -> bool:
        if not self.can_redo:
            return False
        self.position += 1
        return True

    def stars(self) -> int:
        """Stars for the current move count (when solved): see `stars_for`."""
        return stars_for(self.moves, self.par) if self.solved else 0


def stars_for(moves: int, par: int | None) -> int:
    """3 stars at or under par, 2 within par + max(2, par // 2), else 1."""
    if par is None or moves <= par:
        return 3
    if moves <= par + max(2, par // 2):
        return 2
    return 1


# --- progress per puzzle ----------------------------------------------------------------------


def progress_path() -> Path:
    return user_data_dir() / PROGRESS_FILE


def load_progress() -> dict[str, int]:
    """Best move count per solved puzzle (keyed by the puzzle's file name)."""
    return read_progress()[0]


def read_progress() -> tuple[dict[str, int], list[Problem]]:
    """The progress that can be read, and the problems of the file (path:line) if any."""
    best, _, problems = _read_progress_file()
    return best, problems


def _read_progress_file() -> tuple[dict[str, int], dict[str, list[Action]], list[Problem]]:
    """Best move counts, kept moves of unsolved puzzles, and the file's problems."""
    path = progress_path()
    if not os.path.lexists(path):
        return {}, {}, []
    try:
        document = load_toml(path)
    except ProblemsFound as found:
        return {}, {}, found.problems
    best, problems = _best_moves(document)
    kept, kept_problems = _kept_moves(document)
    return best, kept, problems + kept_problems


def _best_moves(document: TomlDocument) -> tuple[dict[str, int], list[Problem]]:
    solved = Fields(document, document.data, (), []).optional("best_moves", dict, {})
    progress: dict[str, int] = {}
    problems = []
    for key, value in solved.items():
        if is_kind(value, int) and 0 <= value <= MAX_MOVES and len(key) <= MAX_KEY:
            progress[key] = value
        else:
            message = f"best_moves: {shorten(key)} must be a move count from 0 to {MAX_MOVES}"
            problems.append(document.problem(("best_moves", key), message))
    return progress, problems


def _kept_moves(document: TomlDocument) -> tuple[dict[str, list[Action]], list[Problem]]:
    unsolved = Fields(document, document.data, (), []).optional("unsolved_moves", dict, {})
    kept: dict[str, list[Action]] = {}
    problems = []
    for key, value in list(unsolved.items())[:MAX_KEPT_PUZZLES]:
        words = value.split() if isinstance(value, str) else None
        try:
            if words is None or len(words) > MAX_KEPT_MOVES or len(key) > MAX_KEY:
                raise ValueError("too long")
            kept[key] = [parse_action(word) for word in words]
        except ValueError:
            message = (
                f"unsolved_moves: {shorten(key)} must be up to {MAX_KEPT_MOVES} tower moves "
                'such as "3+ 10-"'
            )
            problems.append(document.problem(("unsolved_moves", key), message))
    return kept, problems


def kept_moves(puzzle_key: str) -> list[Action]:
    """The moves the player left an unsolved puzzle with (empty when none or unreadable)."""
    return _read_progress_file()[1].get(puzzle_key, [])


def keep_moves(puzzle_key: str, moves: list[Action]) -> None:
    """Remember an unsolved puzzle's moves for resuming (an empty list forgets them). A
    progress file with problems is left as it is, so that no best score is lost."""
    best, kept, problems = _read_progress_file()
    if problems or kept.get(puzzle_key, []) == moves[:MAX_KEPT_MOVES]:
        return
    if moves:
        kept[puzzle_key] = moves[:MAX_KEPT_MOVES]
    else:
        kept.pop(puzzle_key, None)
    _write_progress(best, kept)


def _write_progress(best: dict[str, int], kept: dict[str, list[Action]]) -> None:
    data: dict[str, object] = {"format": 1, "best_moves": best}
    if kept:
        data["unsolved_moves"] = {
            key: " ".join(str(action) for action in moves) for key, moves in kept.items()
        }
    write_toml_atomic(progress_path(), data)


def record_solved(puzzle_key: str, moves: int) -> dict[str, int]:
    """Remember a solve (keeping the best move count); returns the updated progress."""
    progress, kept, _ = _read_progress_file()
    best = progress.get(puzzle_key)
    if best is None or moves < best or puzzle_key in kept:
        progress[puzzle_key] = moves if best is None else min(best, moves)
        kept.pop(puzzle_key, None)
        _write_progress(progress, kept)
    return progress


def puzzle_key(level: TactricsLevel) -> str:
    return Path(level.path).name


def next_unsolved(
    pack: list[TactricsLevel], after: TactricsLevel | None = None
) -> TactricsLevel | None:
    """The first unsolved puzzle after `after` (wrapping round), or None when all are solved."""
    progress = load_progress()
    keys = [puzzle_key(level) for level in pack]
    start = (
        keys.index(puzzle_key(after)) + 1 if after is not None and puzzle_key(after) in keys else 0
    )
    for offset in range(len(pack)):
        level = pack[(start + offset) % len(pack)]
        if puzzle_key(level) not in progress:
            return level
    return None


def load_pack(folder: Path | None = None) -> list[TactricsLevel]:
    """The shipped puzzles in file-name order (the pack's difficulty order), then the player's
    own from the level editor (marked "(yours)")."""
    from game.core.paths import LEVELS
    from game.tactrics.levels import load_level

    if folder is not None:
        return [load_level(path) for path in sorted(folder.glob("*.toml"))]
    from dataclasses import replace

    from game.table.levels import game_levels

    shipped = LEVELS / "tactrics-snakes" / "puzzles"
    pack = [load_level(path) for path in sorted(shipped.glob("*.toml"))]
    for entry in game_levels("tactrics-snakes", load_level, shipped):
        if entry.yours and entry.value.mode == "puzzle":
            pack.append(replace(entry.value, name=f"{entry.value.name} (yours)"))
    return pack
