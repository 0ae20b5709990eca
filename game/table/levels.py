"""The levels of a game: the shipped ones and the player's own, for every level list.

    for entry in game_levels("social-snake", read):   # read(path) -> anything, or raises
        entry.path, entry.value, entry.yours

The player's levels live in the user data folder (`user_levels_dir()`, sub-folders down to
`MAX_FOLDER_DEPTH`, links leading out of it ignored: `game.core.tomlfile.user_files`); a
file belongs to a game by its `game = "…"` key. A file is read again only when its size or
modification time changed, so a level edited on disk shows up the next time a list is built.
Files that do not load are left out (the editor and `validate` say why).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.paths import LEVELS, user_levels_dir
from game.core.problems import ProblemsFound
from game.core.tomlfile import load_toml, user_files

MAX_USER_FILES = 500  # a folder with more is read only this far
_Stamp = tuple[int, int]
_cache: dict[tuple[str, Path], tuple[_Stamp, Any]] = {}


@dataclass(frozen=True)
class LevelEntry:
    path: Path
    value: Any
    yours: bool


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
        return None


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
) -> list[LevelEntry]:
    """Shipped levels (`shipped`, default levels/<game-id>/) then the player's own, each read
    by `read` (ProblemsFound or ValueError: left out)."""
    folder = shipped if shipped is not None else LEVELS / game_id
    entries = [(path, False) for path in sorted(folder.glob(pattern))]
    entries += [(path, True) for path in user_level_files(game_id)]
    label = f"{game_id}:{getattr(read, '__qualname__', id(read))}"
    levels: list[LevelEntry] = []
    for path, yours in entries:
        try:
            levels.append(LevelEntry(path, _cached(label, path, read), yours))
        except (ProblemsFound, ValueError):
            continue
    return levels
