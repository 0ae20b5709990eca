"""The levels of a game: the shipped ones and the player's own, for every level list.

    for entry in game_levels("social-snake", read):   # read(path) -> anything, or raises
        entry.path, entry.value, entry.yours

The player's levels live in the user data folder (`user_levels_dir()`, sub-folders down to
`MAX_FOLDER_DEPTH`, links leading out of it ignored: `game.core.tomlfile.user_files`); a
file belongs to a game by its `game = "…"` key. A file is read again only when its size or
modification time changed, so a level edited on disk shows up the next time a list is built.
Files that do not load are left out, or (`broken=True`, the setup screens) listed with their
problems so the player sees why; a work in progress saved by the editor is always left out.
A file whose TOML does not even parse belongs to the game its `game = "…"` line names.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.fields import WORK_IN_PROGRESS_WORDS
from game.core.paths import LEVELS, user_levels_dir
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import MAX_FILE_BYTES, load_toml, read_user_file, user_files

MAX_USER_FILES = 500  # a folder with more is read only this far
_Stamp = tuple[int, int]
_cache: dict[tuple[str, Path], tuple[_Stamp, Any]] = {}
_GAME_LINE = re.compile(rb'^[ \t]*game[ \t]*=[ \t]*"([A-Za-z0-9_-]+)"', re.MULTILINE)


@dataclass(frozen=True)
class LevelEntry:
    path: Path
    value: Any  # None when the file cannot be played
    yours: bool
    problems: tuple[Problem, ...] = ()  # why it cannot be played (`broken=True` only)


def yours_name(entry: LevelEntry, entries: Sequence[LevelEntry]) -> str:
    """How a list names one of the player's levels: "Woods (yours)", or, when another
    level in the list has the same name, "Woods, woods-2.toml (yours)" so the two differ
    (the mark stays last: lists and packs know the player's levels by it)."""
    name = entry.value.name
    twins = sum(1 for other in entries if other.value is not None and other.value.name == name)
    return f"{name}, {entry.path.name} (yours)" if twins > 1 else f"{name} (yours)"


def user_level_files(game_id: str) -> list[Path]:
    """The player's level files of this game (by the `game` key), sorted by name."""
    paths = user_files(user_levels_dir())[:MAX_USER_FILES]
    return [path for path in paths if _game_of(path) == game_id]


def _game_of(path: Path) -> str | None:
    def read(file: Path) -> str | None:
        game = load_toml(file).data.get("game")
        return game if isinstance(game, str) else None

    try:
        return _cached("game-key", path, read)
    except ProblemsFound:
        return _game_line(path)


def _game_line(path: Path) -> str | None:
    """The game a file that is not TOML names on a `game = "…"` line of its own."""
    try:
        found = _GAME_LINE.search(read_user_file(path, MAX_FILE_BYTES))
    except ProblemsFound:
        return None
    return found.group(1).decode() if found else None


def _stamp(path: Path) -> _Stamp:
    status = os.stat(path)
    return status.st_mtime_ns, status.st_size


def _cached(label: str, path: Path, read: Callable[[Path], Any]) -> Any:
    """`read(path)`, read again only when the file changed; failures are not kept."""
    try:
        stamp = _stamp(path)
    except OSError:
        raise ProblemsFound([]) from None
    key = (label, path)
    kept = _cache.get(key)
    if kept is not None and kept[0] == stamp:
        return kept[1]
    value = read(path)
    _cache[key] = (stamp, value)
    return value


def game_levels(
    game_id: str,
    read: Callable[[Path], Any],
    shipped: Path | None = None,
    pattern: str = "*.toml",
    broken: bool = False,
) -> list[LevelEntry]:
    """Shipped levels (`shipped`, default levels/<game-id>/) then the player's own, each read
    by `read`; one it refuses (ProblemsFound or ValueError) is left out, or with `broken`
    kept with its problems and no value (a work in progress is left out either way)."""
    folder = shipped if shipped is not None else LEVELS / game_id
    entries = [(path, False) for path in sorted(folder.glob(pattern))]
    entries += [(path, True) for path in user_level_files(game_id)]
    label = f"{game_id}:{getattr(read, '__qualname__', id(read))}"
    levels: list[LevelEntry] = []
    for path, yours in entries:
        try:
            levels.append(LevelEntry(path, _cached(label, path, read), yours))
        except ProblemsFound as found:
            wip = any(problem.message == WORK_IN_PROGRESS_WORDS for problem in found.problems)
            if broken and not wip:
                levels.append(LevelEntry(path, None, yours, tuple(found.problems)))
        except ValueError as error:
            if broken:
                levels.append(LevelEntry(path, None, yours, (Problem(str(path), 0, str(error)),)))
    return levels
