"""Fuzzing every kind of user file through the reader the game itself uses.

A *target* is one kind of file (a Social Snake level, a save with unfinished entries, the
settings…): a good original text, where the file goes, and the reader that the command line
or the window calls on it. `fuzz_target` writes seeded mutants of the original (see
game/core/fuzz.py) and reads each one; the reader may refuse the file, but only with
`path:line: message` problems, never with another exception.

Every game in game/games.py is fuzzed through `validate` on each of its shipped levels, so
a game added there inherits the guard (tests/test_fuzz_files.py). `python main.py bench
file-safety` prints the figures.
"""

from __future__ import annotations

import re
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path

from game.core.fuzz import mutants
from game.core.paths import LEVELS
from game.core.problems import ProblemsFound

PROBLEM = re.compile(r"^.+:\d+: \S|^.+: (file not found|is a folder, not a file|cannot read: )")
"""path:line: …, or a whole file's problem (game.core.tomlfile.read_user_file: no line)."""

# A reader returns the problems it reports (as text) and raises nothing else.
Reader = Callable[[Path], list[str]]
Mutator = Callable[[str, int, int], Iterator[str]]  # (text, count, seed) -> mutants


@dataclass(frozen=True)
class Target:
    name: str
    file_name: str
    original: Callable[[Path], str]  # writes any companion files into the folder
    read: Reader
    draw: Callable[[Path], None] | None = None
    """Every screen that shows a file the reader took, drawn headless (`bench window-fuzz`);
    None: levels and match files, drawn by game.bench_files.read_and_draw."""
    own_mutants: Mutator | None = None
    """Mutations that know the file's structure (a save's draft), half of every run's."""


@dataclass
class FuzzResult:
    target: str
    tried: int = 0
    refused: int = 0
    failures: list[str] = field(default_factory=list)  # tracebacks and unplaced messages
    slowest: float = 0.0
    original_problems: list[str] = field(default_factory=list)  # must be empty


def fuzz_target(
    target: Target, folder: Path, count: int, seed: int, mutate: Mutator = mutants
) -> FuzzResult:
    """Read `count` mutants of the target's file in `folder`; collect what went wrong."""
    folder.mkdir(parents=True, exist_ok=True)
    original = target.original(folder)
    path = folder / target.file_name
    path.write_text(original, encoding="utf-8")
    result = FuzzResult(target.name, original_problems=target.read(path))
    texts = mutate(original, count, seed)
    if target.own_mutants is not None:
        own = target.own_mutants
        texts = chain(mutate(original, count - count // 2, seed), own(original, count // 2, seed))
    for text in texts:
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        started = time.perf_counter()
        try:
            problems = target.read(path)
        except Exception:  # noqa: BLE001 - what the fuzz test is looking for
            problems = []
            result.failures.append(traceback.format_exc(limit=-3))
        result.slowest = max(result.slowest, time.perf_counter() - started)
        result.tried += 1
        result.refused += bool(problems)
        result.failures.extend(
            f"not path:line: {problem[:200]}" for problem in problems if not PROBLEM.match(problem)
        )
    return result


# --- readers: exactly what the game calls ------------------------------------------------


def read_with_validate(path: Path) -> list[str]:
    from game.games import check_file

    return [str(problem) for problem in check_file(str(path))]


def read_as_save(load: Callable[[Path], object]) -> Reader:
    """The saves list and Continue: list the folder, then `load` every match in it (a
    game's `Session.load`)."""

    def read(path: Path) -> list[str]:
        from game.core.saves import list_matches

        problems: list[str] = []
        for entry in list_matches(path.parent):
            problems.extend(str(problem) for problem in entry.problems)
            if entry.readable:
                try:
                    load(entry.path)
                except ProblemsFound as found:
                    problems.extend(str(problem) for problem in found.problems)
        return problems

    return read


def read_settings(path: Path) -> list[str]:
    from game.ui.settings import load_settings

    return [str(problem) for problem in load_settings(path)[1]]


# --- originals ---------------------------------------------------------------------------


def copy_of(source: Path) -> Callable[[Path], str]:
    return lambda folder: source.read_text(encoding="utf-8")


def _settings(folder: Path) -> str:
    from game.ui.settings import Settings, save_settings

    save_settings(Settings((1600, 1000), True, 2.0, True, False), folder / "original.toml")
    return (folder / "original.toml").read_text(encoding="utf-8")


def targets() -> list[Target]:
    """Every kind of user file the kit and the games know: the settings, each game's own kinds
    (GameInfo.fuzz_targets) and every game's smallest and two largest shipped levels through
    `validate`. The files beyond those (seasons, drafts, recent files, setup memory) are added
    beside the shell, which opens the window to draw them: game.bench_files.every_target."""
    from game.games import all_games

    kinds = [Target("settings", "settings.toml", _settings, read_settings)]
    for game in all_games():
        if game.fuzz_targets is not None:
            kinds.extend(game.fuzz_targets())
    for game_id in (game.game_id for game in all_games()):
        by_size = sorted((LEVELS / game_id).rglob("*.toml"), key=lambda p: p.stat().st_size)
        for level in sorted(set(by_size[:1] + by_size[-2:])):
            name = f"{game_id} level {level.name}"
            kinds.append(Target(name, "level.toml", copy_of(level), read_with_validate))
    return kinds
