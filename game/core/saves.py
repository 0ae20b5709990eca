"""Saves and replays on disk: match files in the user data folder, written atomically.

Each match is a folder-free pair of files: `<id>.toml` (the match file) and
`<id>.level.toml` (a copy of its level, so a save still replays after the level file it
came from is edited or moved). Unfinished matches live in `saves/`, finished ones in
`replays/`, saves that cannot be used and were moved aside by the player in `set-aside/`.

Moving a pair is safe to interrupt at any point: the level copy is first copied to the new
folder, then the match file is moved (one atomic rename), and only then is the old level
copy deleted. `clean_user_folders()` at startup removes what an interruption can leave: the
temporaries of atomic writes and level copies whose match file is gone.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.core.paths import user_config_dir, user_data_dir
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import (
    load_toml,
    read_user_file,
    remove_stale_temporaries,
    write_bytes_atomic,
)

LEVEL_SUFFIX = ".level.toml"
HEADER_LINES = 40  # the `game` key of a file the game wrote is among its first lines
_GAME_LINE = re.compile(r'game[ \t]*=[ \t]*"([a-z0-9-]{1,40})"[ \t]*(?:#.*)?')


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def replays_dir() -> Path:
    return user_data_dir() / "replays"


def set_aside_dir() -> Path:
    return user_data_dir() / "set-aside"


@dataclass
class SaveEntry:
    """One match file found on disk; `problems` is non-empty when it cannot be read."""

    path: Path
    game: str = ""
    modified: float = 0.0
    problems: list[Problem] = field(default_factory=list)

    @property
    def readable(self) -> bool:
        return not self.problems


def new_match_id(game_id: str) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = saves_dir()
    candidate = f"{game_id}-{stamp}"
    number = 2
    while (folder / f"{candidate}.toml").exists() or (replays_dir() / f"{candidate}.toml").exists():
        candidate = f"{game_id}-{stamp}-{number}"
        number += 1
    return candidate


def list_matches(folder: Path) -> list[SaveEntry]:
    """Every match file in a folder, newest first; unreadable ones carry their problems.

    Only a file's header is read (its `game` line among its first lines, before any table):
    a long save is replayed when it is opened, not when it is listed. A file without such a
    header is read whole, for its `path:line` problems. Whatever sits in the folder (a
    dangling symlink, a FIFO, a device, a folder named like a match file) is listed with its
    problem instead of stopping the caller.
    """
    try:
        paths = list(folder.glob("*.toml"))
    except OSError:
        return []
    entries = []
    for path in paths:
        if path.name.endswith(LEVEL_SUFFIX) or path.name.startswith("."):
            continue
        entry = SaveEntry(path, modified=modified_time(path))
        try:
            entry.game = header_game(path)
        except ProblemsFound as found:
            entry.problems = found.problems
        entries.append(entry)
    return sorted(entries, key=lambda e: -e.modified)


def header_game(path: Path) -> str:
    """The game of a match file from its header; ProblemsFound when it cannot be read."""
    raw = read_user_file(path)
    head = raw[: raw.find(b"[")] if b"[" in raw else raw
    for line in head.decode("utf-8", "replace").split("\n")[:HEADER_LINES]:
        found = _GAME_LINE.fullmatch(line.strip())
        if found:
            return found.group(1)
    document = load_toml(path)  # no header line: read whole, for the problems
    game = document.data.get("game")
    if not isinstance(game, str) or not game:
        raise ProblemsFound([document.problem(["game"], "not a match file: no game")])
    return game


def modified_time(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def level_copy_path(save: Path) -> Path:
    return save.with_name(save.name.removesuffix(".toml") + LEVEL_SUFFIX)


def move_match(save: Path, folder: Path, name: str | None = None) -> Path:
    """Move a match file and its level copy into `folder` (as `name`, else its own name);
    safe to interrupt anywhere.

    Only a regular file is copied; a level copy that is a link is moved as the link itself,
    so no file outside the data folder is ever read into it."""
    target = folder / (name or save.name)
    folder.mkdir(parents=True, exist_ok=True)
    level = level_copy_path(save)
    copied = False
    with contextlib.suppress(ProblemsFound):  # no copy, a link, or one that cannot be read
        write_bytes_atomic(level_copy_path(target), read_user_file(level, follow_links=False))
        copied = True
    os.replace(save, target)
    if copied:
        level.unlink(missing_ok=True)
    elif os.path.lexists(level):
        with contextlib.suppress(OSError):
            os.replace(level, level_copy_path(target))
    return target


def retire_to_replays(save: Path) -> Path:
    """Move a finished match (and its level copy) from saves/ to replays/."""
    return move_match(save, replays_dir())


def set_aside_match(save: Path) -> Path:
    """Move a save (and its level copy) out of the way, into set-aside/, under a name no
    file there has yet: nothing set aside before is ever replaced."""
    folder = set_aside_dir()
    stem, number = save.name.removesuffix(".toml"), 2
    name = save.name
    while os.path.lexists(folder / name) or os.path.lexists(level_copy_path(folder / name)):
        name = f"{stem}-{number}.toml"
        number += 1
    return move_match(save, folder, name)


def set_aside_file(path: Path) -> Path:
    """Move one file that could not be read into set-aside/, under a name no file there has
    yet, before anything is written in its place: what could not be read is never lost."""
    folder = set_aside_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stem, suffix = path.stem, path.suffix
    target, number = folder / path.name, 2
    while os.path.lexists(target):
        target, number = folder / f"{stem}-{number}{suffix}", number + 1
    os.replace(path, target)
    return target


def clean_user_folders() -> None:
    """At startup: remove temporaries of interrupted writes and orphaned level copies.

    Never raises: a read-only or missing folder is left as it is.
    """
    for folder in (saves_dir(), replays_dir(), set_aside_dir()):
        remove_stale_temporaries(folder)
        _remove_orphan_level_copies(folder)
    for folder in (user_data_dir(), user_config_dir()):
        remove_stale_temporaries(folder)


def _remove_orphan_level_copies(folder: Path) -> None:
    try:
        copies = list(folder.glob(f"*{LEVEL_SUFFIX}"))
    except OSError:
        return
    for copy in copies:
        match = copy.with_name(copy.name.removesuffix(LEVEL_SUFFIX) + ".toml")
        if not os.path.lexists(match):
            with contextlib.suppress(OSError):
                copy.unlink()
