"""The solo puzzle as a session: moves, undo / redo / restart, par and stars, saved progress.

No pygame: a window keeps one PuzzleSession and maps Ctrl+Z / Ctrl+Y / R to it. The progress
file keeps the best move count of every solved puzzle and the moves of every puzzle left
unsolved, so that reopening it resumes where the player left off.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from game.core.fields import Fields, is_kind
from game.core.paths import user_data_dir
from game.core.problems import Problem, ProblemsFound, shorten
from game.core.saves import set_aside_file
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
YOURS_MARK = " (yours)"


@dataclass(frozen=True)
class Step:
    """One entry of the history: the position and the moves counted to reach it."""

    board: Board
    moves: int
    action: Action | None  # what made this entry (None for the start and for a restart)


class PuzzleSession:
    """A puzzle being played. Restart is a history entry too, so it can be undone.

    `hints` counts the hints shown: a puzzle solved after a hint earns one star less (see
    `stars_for`); undo and restart do not take a hint back."""

    def __init__(self, start: Board, par: int | None = None, hints: int = 0):
        self.start = tuple(start)
        self.par = par
        self.hints = hints
        self.history: list[Step] = [Step(self.start, 0, None)]
        self.position = 0

    def use_hint(self) -> None:
        self.hints += 1

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
        """Stars for the current move count and hints (when solved): see `stars_for`."""
        return stars_for(self.moves, self.par, self.hints) if self.solved else 0


HINT_STAR_COST = 1  # stars taken off a solve that used any hint (never below 1 star)


def stars_for(moves: int, par: int | None, hints: int = 0) -> int:
    """3 stars at or under par, 2 within par + max(2, par // 2), else 1; one star less when
    a hint was used, but never fewer than 1."""
    if par is None or moves <= par:
        stars = 3
    elif moves <= par + max(2, par // 2):
        stars = 2
    else:
        stars = 1
    return max(1, stars - HINT_STAR_COST) if hints else stars


# --- packs ------------------------------------------------------------------------------------

PACKS: tuple[tuple[str, int, int], ...] = (
    ("Starter", 0, 2),
    ("Regular", 3, 4),
    ("Hard", 5, 6),
    ("Master", 7, MAX_MOVES),
)
"""The shipped puzzles' packs by proven par (name, lowest par, highest par)."""
YOURS = "Yours"  # the player's own puzzles from the level editor


def pack_of(level: TactricsLevel) -> str:
    """The pack a puzzle belongs in: the player's own in "Yours", the rest by par."""
    if level.name.endswith(YOURS_MARK) or level.par is None:
        return YOURS
    for name, low, high in PACKS:
        if low <= level.par <= high:
            return name
    return PACKS[-1][0]


def packs(pack: list[TactricsLevel]) -> dict[str, list[int]]:
    """Pack name → the indexes of its puzzles in `pack`, easiest (lowest par) first, then in
    pack order (empty packs left out)."""
    grouped: dict[str, list[int]] = {name: [] for name, _, _ in PACKS}
    grouped[YOURS] = []
    order = sorted(range(len(pack)), key=lambda index: (pack[index].par or 0, index))
    for index in order:
        grouped[pack_of(pack[index])].append(index)
    return {name: indexes for name, indexes in grouped.items() if indexes}


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


@dataclass
class _Progress:
    """Everything the progress file keeps, and its problems (path:line)."""

    best: dict[str, int] = field(default_factory=dict)  # best move count per solved puzzle
    kept: dict[str, list[Action]] = field(default_factory=dict)  # moves of unsolved ones
    stars: dict[str, int] = field(default_factory=dict)  # best stars per solved puzzle
    hints: dict[str, int] = field(default_factory=dict)  # hints used in unsolved ones
    problems: list[Problem] = field(default_factory=list)


def _read_progress() -> _Progress:
    path = progress_path()
    if not os.path.lexists(path):
        return _Progress()
    try:
        document = load_toml(path)
    except ProblemsFound as found:
        return _Progress(problems=found.problems)
    progress = _Progress()
    progress.best, problems = _best_moves(document)
    progress.kept, kept_problems = _kept_moves(document)
    progress.stars, star_problems = _counts(document, "best_stars", 1, 3, "a star count")
    progress.hints, hint_problems = _counts(document, "hints_used", 0, MAX_MOVES, "a count")
    progress.problems = problems + kept_problems + star_problems + hint_problems
    return progress


def _read_progress_file() -> tuple[dict[str, int], dict[str, list[Action]], list[Problem]]:
    """Best move counts, kept moves of unsolved puzzles, and the file's problems."""
    progress = _read_progress()
    return progress.best, progress.kept, progress.problems


def _counts(
    document: TomlDocument, table: str, low: int, high: int, what: str
) -> tuple[dict[str, int], list[Problem]]:
    """An optional table of whole numbers per puzzle key, each from low to high."""
    values = Fields(document, document.data, (), []).optional(table, dict, {})
    counts: dict[str, int] = {}
    problems = []
    for key, value in list(values.items())[:MAX_KEPT_PUZZLES]:
        if is_kind(value, int) and low <= value <= high and len(key) <= MAX_KEY:
            counts[key] = value
        else:
            message = f"{table}: {shorten(key)} must be {what} from {low} to {high}"
            problems.append(document.problem((table, key), message))
    return counts, problems


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


def keep_moves(puzzle_key: str, moves: list[Action], hints: int = 0) -> None:
    """Remember an unsolved puzzle's moves and hints for resuming (empty moves and no hints
    forget them). A progress file with problems is left as it is, so that no best score is
    lost."""
    progress = _read_progress()
    moves = moves[:MAX_KEPT_MOVES]
    same_hints = progress.hints.get(puzzle_key, 0) == hints
    if progress.problems or (progress.kept.get(puzzle_key, []) == moves and same_hints):
        return
    if moves:
        progress.kept[puzzle_key] = moves
    else:
        progress.kept.pop(puzzle_key, None)
    if hints:
        progress.hints[puzzle_key] = min(hints, MAX_MOVES)
    else:
        progress.hints.pop(puzzle_key, None)
    _write_progress(progress)


def kept_hints(puzzle_key: str) -> int:
    """The hints already used in an unsolved puzzle (they still cost its star)."""
    return _read_progress().hints.get(puzzle_key, 0)


def _write_progress(progress: _Progress) -> None:
    data: dict[str, object] = {"format": 1, "best_moves": progress.best}
    if progress.stars:
        data["best_stars"] = progress.stars
    if progress.kept:
        data["unsolved_moves"] = {
            key: " ".join(str(action) for action in moves) for key, moves in progress.kept.items()
        }
    if progress.hints:
        data["hints_used"] = progress.hints
    write_toml_atomic(progress_path(), data)


def record_solved(puzzle_key: str, moves: int, stars: int | None = None) -> dict[str, int]:
    """Remember a solve (keeping the best move count and the most stars); returns the updated
    best move counts."""
    progress = _read_progress()
    best = progress.best.get(puzzle_key)
    changed = best is None or moves < best or puzzle_key in progress.kept
    changed = changed or puzzle_key in progress.hints
    if stars is not None and stars > progress.stars.get(puzzle_key, 0):
        progress.stars[puzzle_key] = stars
        changed = True
    if changed:
        if progress.problems and os.path.lexists(progress_path()):
            set_aside_file(progress_path())  # the rest of what it held stays there
        progress.best[puzzle_key] = moves if best is None else min(best, moves)
        progress.kept.pop(puzzle_key, None)
        progress.hints.pop(puzzle_key, None)
        _write_progress(progress)
    return progress.best


def load_stars() -> dict[str, int]:
    """The most stars earned per solved puzzle, where the file records them (older files
    only have move counts: `stars_of` falls back on those)."""
    return _read_progress().stars


def stars_of(level_key: str, par: int | None, best: dict[str, int], stars: dict[str, int]) -> int:
    """The stars a puzzle shows in the list: those recorded, else those of its best count."""
    if level_key in stars:
        return stars[level_key]
    moves = best.get(level_key)
    return 0 if moves is None else stars_for(moves, par)


def puzzle_key(level: TactricsLevel) -> str:
    return Path(level.path).name


def next_unsolved(
    pack: list[TactricsLevel], after: TactricsLevel | None = None
) -> TactricsLevel | None:
    """The first unsolved puzzle after `after` in its own pack (Starter, Regular, …: in the
    order the list numbers them, wrapping round), or None when that pack is all solved;
    without `after`, the first unsolved of all."""
    progress = load_progress()
    order = list(range(len(pack)))
    keys = [puzzle_key(level) for level in pack]
    if after is not None and puzzle_key(after) in keys:
        index = keys.index(puzzle_key(after))
        order = packs(pack)[pack_of(pack[index])]
        start = order.index(index) + 1
        order = order[start:] + order[:start]
    for index in order:
        if keys[index] not in progress:
            return pack[index]
    return None


def broken_puzzles() -> list[str]:
    """The player's Tactrics files that cannot be played, each's first problem as
    `file:line: why` (the file's name: they are in the player's levels folder)."""
    from dataclasses import replace

    from game.core.paths import LEVELS
    from game.table.levels import game_levels
    from game.tactrics.levels import load_level

    shipped = LEVELS / "tactrics-snakes" / "puzzles"
    return [
        str(replace(entry.problems[0], path=entry.path.name))
        for entry in game_levels("tactrics-snakes", load_level, shipped, broken=True)
        if entry.value is None and entry.yours and entry.problems
    ]


def load_pack(folder: Path | None = None) -> list[TactricsLevel]:
    """The shipped puzzles in file-name order (the pack's difficulty order), then the player's
    own from the level editor (marked "(yours)")."""
    from game.core.paths import LEVELS
    from game.tactrics.levels import load_level, proof_holds

    if folder is not None:
        return [load_level(path) for path in sorted(folder.glob("*.toml"))]
    from dataclasses import replace

    from game.table.levels import game_levels, yours_name

    shipped = LEVELS / "tactrics-snakes" / "puzzles"
    pack = [load_level(path) for path in sorted(shipped.glob("*.toml"))]
    entries = [
        entry
        for entry in game_levels("tactrics-snakes", load_level, shipped)
        if entry.yours and entry.value.mode == "puzzle"
    ]
    for entry in entries:
        level = entry.value  # its par proven only with the editor's proof for its board
        proven = level.par_proven and proof_holds(level)
        pack.append(replace(level, name=yours_name(entry, entries), par_proven=proven))
    return pack
