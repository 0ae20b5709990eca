"""The level files opened or saved in the editor lately, newest first, for its home screen.

Kept in the user config folder (`recent-levels.toml`, `files = [...]`). A broken list is read
as empty and its problem given in words (`path:line: message`), never a traceback; a file
that is gone is still listed, marked missing.

    remember(path)                      # after opening or saving
    entries, problems = recent_files()  # RecentFile(path, exists, folder)

Each file is listed once (by its resolved path), with its folder said short: "shipped
levels/snek", "your levels/snek", else its last two folders; where two entries would still
read alike, their whole folders ("~/maps/snek").
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from game.core.paths import LEVELS, is_regular_file, user_config_dir, user_levels_dir
from game.core.problems import ProblemsFound
from game.core.tomlfile import load_toml, write_toml_atomic

RECENT_LIMIT = 8


def recent_path() -> Path:
    return user_config_dir() / "recent-levels.toml"


@dataclass(frozen=True)
class RecentFile:
    path: str
    exists: bool
    folder: str  # where it is, as short as tells it from the other entries

    @property
    def name(self) -> str:
        return Path(self.path).name


def recent_files() -> tuple[list[RecentFile], list[str]]:
    paths, problems = _read()
    short = [short_folder(Path(path)) for path in paths]
    labels = [(Path(path).name, folder) for path, folder in zip(paths, short, strict=True)]
    entries = []
    for path, label in zip(paths, labels, strict=True):
        folder = label[1] if labels.count(label) == 1 else whole_folder(Path(path))
        entries.append(RecentFile(path, is_regular_file(path), folder))
    return entries, problems


def short_folder(path: Path) -> str:
    """Where `path` is, in a few words: "shipped levels/snek/arenas", "your levels/snek",
    else its last two folders ("maps/snek")."""
    for root, words in ((LEVELS, "shipped levels"), (user_levels_dir(), "your levels")):
        with contextlib.suppress(OSError, ValueError):
            inside = path.parent.resolve().relative_to(root.resolve())
            return "/".join((words, *inside.parts))
    return "/".join(path.parent.parts[-2:])


def whole_folder(path: Path) -> str:
    """`path`'s whole folder, the home folder as "~"."""
    folder = path.parent
    with contextlib.suppress(ValueError):
        return str(Path("~") / folder.relative_to(Path.home()))
    return str(folder)


def remember(path: str) -> None:
    """Put `path` first in the list (once), keeping the newest RECENT_LIMIT."""
    _write([_absolute(path), *(p for p in _read()[0] if p != _absolute(path))])


def forget(path: str) -> None:
    paths = _read()[0]
    if path in paths:
        _write([p for p in paths if p != path])


def _read() -> tuple[list[str], list[str]]:
    file = recent_path()
    if not file.exists():
        return [], []
    try:
        document = load_toml(file)
    except ProblemsFound as found:
        return [], [str(problem) for problem in found.problems]
    files = document.data.get("files", [])
    if not isinstance(files, list) or not all(isinstance(item, str) for item in files):
        line = document.line_of("files")
        return [], [f"{file}:{line}: files: a list of paths in quotes"]
    once = list(dict.fromkeys(_absolute(path) for path in files))  # the same file once
    return once[:RECENT_LIMIT], []


def _write(paths: list[str]) -> None:
    with contextlib.suppress(OSError):  # a read-only config folder only loses the list
        write_toml_atomic(recent_path(), {"files": paths[:RECENT_LIMIT]})


def _absolute(path: str) -> str:
    try:
        return str(Path(path).resolve())
    except (OSError, ValueError):
        return str(Path(path).absolute())
