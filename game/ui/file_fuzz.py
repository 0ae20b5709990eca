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

import random
import re
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import tomli_w

from game.core.fuzz import mutants
from game.core.paths import LEVELS
from game.core.problems import ProblemsFound

PROBLEM = re.compile(r"^.+:\d+: \S")

# A reader returns the problems it reports (as text) and raises nothing else.
Reader = Callable[[Path], list[str]]
Mutator = Callable[[str, int, int], Iterator[str]]  # (text, count, seed) -> mutants


@dataclass(frozen=True)
class Target:
    name: str
    file_name: str
    original: Callable[[Path], str]  # writes any companion files into the folder
    read: Reader


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
    for text in mutate(original, count, seed):
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
    from game.cli import check_file

    return [str(problem) for problem in check_file(str(path))]


def read_as_save(path: Path) -> list[str]:
    """The saves list and Continue: list the folder, then load every match in it."""
    from game.core.saves import list_matches
    from game.social_snake.session import MatchSession

    problems = []
    for entry in list_matches(path.parent):
        problems.extend(str(problem) for problem in entry.problems)
        if entry.readable:
            try:
                MatchSession.load(entry.path)
            except ProblemsFound as found:
                problems.extend(str(problem) for problem in found.problems)
    return problems


def read_settings(path: Path) -> list[str]:
    from game.ui.settings import load_settings

    return [str(problem) for problem in load_settings(path)[1]]


def read_puzzle_progress(path: Path) -> list[str]:
    """Puzzle progress as the puzzle list reads it (from its fixed place)."""
    from game.tactrics.puzzle import progress_path, read_progress

    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_bytes(path.read_bytes())
    return [str(problem) for problem in read_progress()[1]]


# --- originals ---------------------------------------------------------------------------


def _copy_of(source: Path) -> Callable[[Path], str]:
    return lambda folder: source.read_text(encoding="utf-8")


def _social_match(pending: bool, level_name: str) -> Callable[[Path], str]:
    """A bots' match two stages in (and, for a save, one seat's unfinished entry)."""

    def original(folder: Path) -> str:
        from game.core.tomlfile import load_toml
        from game.social_snake.levels import level_from_document
        from game.social_snake.session import MatchSession, Seat

        source = LEVELS / "social-snake" / "practice-tunnels.toml"
        (folder / level_name).write_bytes(source.read_bytes())
        level = level_from_document(load_toml(source))
        seats = [Seat("Ann", "R", "easy"), Seat("Bob", "B", "hard"), Seat("Cy", "G", "normal")]
        session = MatchSession.start(level, source, seats, seed=5, starting_garnets=2, save=False)
        for _ in range(3):
            session.let_bots_act()
            session.advance()
        session.record.level = level_name
        if pending:
            session.let_bots_act()
            del session.pending[2]
        session.path = folder / "unused.toml"
        session.save()
        text = session.path.read_text(encoding="utf-8")
        session.path.unlink()
        return text

    return original


def _tactrics_match(folder: Path) -> str:
    from game.tactrics.bot import bot_turn
    from game.tactrics.match import Turn
    from game.tactrics.rules import apply_turn, new_game

    source = LEVELS / "tactrics-snakes" / "start-2p.toml"
    (folder / "layout.toml").write_bytes(source.read_bytes())
    from game.tactrics.levels import load_level

    state = new_game(load_level(source).board, [0, 1])
    rng = random.Random(3)
    turns = []
    for _ in range(6):
        actions, finish = bot_turn("normal", state, rng)
        turns.append(str(Turn(tuple(actions), finish)))
        state, _ = apply_turn(state, actions, finish)
    data = {
        "format": 1,
        "game": "tactrics-snakes",
        "level": "layout.toml",
        "seed": 3,
        "turns": turns,
        "players": [{"name": "Ann", "colour": "R"}, {"name": "Bob", "colour": "Y", "bot": "hard"}],
    }
    return tomli_w.dumps(data)


def _settings(folder: Path) -> str:
    from game.ui.settings import Settings, save_settings

    save_settings(Settings((1600, 1000), True, 2.0, True, False), folder / "original.toml")
    return (folder / "original.toml").read_text(encoding="utf-8")


def _progress(folder: Path) -> str:
    return 'format = 1\n[best_moves]\n"01-first-bite.toml" = 3\n"02-small-turn.toml" = 5\n'


def targets() -> list[Target]:
    """Every kind of user file, and every shipped level of every game on the command line."""
    from game.games import all_games

    kinds = [
        Target(
            "social-snake match", "match.toml", _social_match(False, "a.toml"), read_with_validate
        ),
        Target(
            "social-snake save",
            "social-snake-1.toml",
            _social_match(True, "social-snake-1.level.toml"),
            read_as_save,
        ),
        Target("tactrics-snakes match", "match.toml", _tactrics_match, read_with_validate),
        Target("settings", "settings.toml", _settings, read_settings),
        Target("puzzle progress", "progress.toml", _progress, read_puzzle_progress),
    ]
    for game_id in (game.game_id for game in all_games()):
        by_size = sorted((LEVELS / game_id).rglob("*.toml"), key=lambda p: p.stat().st_size)
        for level in sorted(set(by_size[:1] + by_size[-2:])):
            name = f"{game_id} level {level.name}"
            kinds.append(Target(name, "level.toml", _copy_of(level), read_with_validate))
    return kinds


def main(quick: bool = False) -> int:
    """Mutants per file type, refusals, failures (must be 0) and the slowest read."""
    import os
    import tempfile

    from game.cli import check_file
    from game.core.tomlfile import MAX_FILE_BYTES

    count = 100 if quick else 1000
    failures = 0
    with tempfile.TemporaryDirectory() as home:
        os.environ["SERPENTARIUM_HOME"] = home
        print(f"{'file type':50} {'mutants':>8} {'refused':>8} {'failures':>9} {'slowest':>9}")
        for number, target in enumerate(targets()):
            result = fuzz_target(target, Path(home) / f"t{number}", count, seed=number)
            failures += len(result.failures) + len(result.original_problems)
            print(
                f"{target.name:50} {result.tried:8} {result.refused:8} "
                f"{len(result.failures):9} {result.slowest * 1000:7.1f} ms"
            )
        big = Path(home) / "big.toml"
        with big.open("wb") as stream:
            stream.truncate(100 * 1024 * 1024)
        started = time.perf_counter()
        check_file(str(big))
        print(
            f"refusing a 100 MB file (cap {MAX_FILE_BYTES:,} bytes): "
            f"{(time.perf_counter() - started) * 1000:.2f} ms"
        )
        largest = max((LEVELS).rglob("*.toml"), key=lambda p: p.stat().st_size)
        rounds = 20 if quick else 200
        check_file(str(largest))  # imports the game's modules
        started = time.process_time()
        for _ in range(rounds):
            check_file(str(largest))
        each = (time.process_time() - started) / rounds * 1000
        print(f"validating the largest shipped level ({largest.name}): {each:.2f} ms of CPU")
    return 1 if failures else 0
