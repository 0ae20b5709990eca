"""The replay list (and Continue's list) without replaying every match each time it opens.

`index.json` in the folder listed (replays/, saves/) remembers, for each match file, its
size and modification time and the line the list shows. Opening the list re-describes only
files that are new or changed and forgets files that are gone; a missing or broken index is
simply rebuilt. Describing a match (the expensive part: replaying it) is the game's
`describe_match` hook."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.problems import UNPRINTABLE, ProblemsFound, printable
from game.core.saves import SaveEntry, list_matches
from game.core.tomlfile import load_json, write_text_atomic

INDEX_NAME = "index.json"
INDEX_VERSION = 1


@dataclass(frozen=True)
class ReplayLine:
    """One line of the replay list: a finished match, or a file that cannot be read."""

    path: Path
    game: str
    label: str
    problems: tuple[str, ...] = ()
    waiting: bool = False  # not described yet: the time budget of this reading ran out


Describer = Callable[[str, Path], str]
"""(game id, path) -> the line for that match; raises ProblemsFound when unreadable."""


def _stamp(path: Path) -> list[int]:
    status = path.stat()
    return [status.st_size, status.st_mtime_ns]


def read_index(folder: Path) -> dict[str, Any]:
    """The entries of `folder`'s index.json by file name (empty when it is missing, broken or
    of another version: it is then built again). The replay list's and the season lists'."""
    try:
        data = load_json(folder / INDEX_NAME)
    except ProblemsFound:  # missing, not a regular file, too large or broken: rebuilt
        return {}
    if not isinstance(data, dict) or data.get("version") != INDEX_VERSION:
        return {}
    files = data.get("files")
    return files if isinstance(files, dict) else {}


def replay_lines(
    folder: Path, describe: Describer, budget: float | None = None, largest: int | None = None
) -> tuple[list[ReplayLine], int]:
    """Every match file in `folder`, newest first, and how many had to be described anew.
    The index is brought up to date on disk (a read-only folder just skips that).

    With a `budget` (seconds), files are described only until it is spent; the others are
    listed by name as `waiting` lines, to be described by a later call (a budget of 0
    describes none; any other, at least one). Files of more than `largest` bytes wait too
    (a long match takes long to replay)."""
    known = read_index(folder)
    deadline = None if budget is None else time.perf_counter() + budget
    fresh: dict[str, dict] = {}
    lines: list[ReplayLine] = []
    described = 0
    for entry in list_matches(folder):
        try:
            stamp = _stamp(entry.path)
        except OSError:  # a dangling link and the like: listed with its problem, not kept
            lines.append(describe_line(entry, describe))
            continue
        cached = known.get(entry.path.name)
        line = None
        if isinstance(cached, dict) and cached.get("stamp") == stamp:
            line = _line_from_cache(entry.path, cached)
        too_large = largest is not None and stamp[0] > largest
        if line is None and (too_large or _out_of_time(deadline, budget, described)):
            label = f"{printable(entry.path.name)} · reading…"
            lines.append(ReplayLine(entry.path, entry.game, label, waiting=True))
            continue
        if line is None:
            line = describe_line(entry, describe)
            described += 1
        fresh[entry.path.name] = {
            "stamp": stamp,
            "game": line.game,
            "label": line.label,
            "problems": list(line.problems),
        }
        lines.append(line)
    if fresh != known:
        write_index(folder, fresh)
    return lines, described


def _out_of_time(deadline: float | None, budget: float | None, described: int) -> bool:
    """The budget is spent: none at all for 0, else once a first file was described (reading
    the folder may take the whole budget on a busy machine: the list still moves on)."""
    if deadline is None:
        return False
    return budget == 0 or (described > 0 and time.perf_counter() >= deadline)


def _line_from_cache(path: Path, cached: dict) -> ReplayLine | None:
    game, label, problems = cached.get("game"), cached.get("label"), cached.get("problems")
    if not (isinstance(game, str) and isinstance(label, str) and isinstance(problems, list)):
        return None
    if not all(isinstance(text, str) and _shown_safely(text) for text in (label, *problems)):
        return None
    return ReplayLine(path, game, label, tuple(problems))


def _shown_safely(text: str) -> bool:
    """A line the index may give back: one short printable line (else it is described anew)."""
    return len(text) <= 1000 and not UNPRINTABLE.search(text)


def describe_line(entry: SaveEntry, describe: Describer) -> ReplayLine:
    """The line of one file: its date and what `describe` says, or its problems."""
    unreadable = f"{printable(entry.path.name)}: cannot be read"
    if entry.problems:
        return ReplayLine(entry.path, entry.game, unreadable, tuple(map(str, entry.problems)))
    date = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.modified))
    try:
        label = printable(describe(entry.game, entry.path))
        return ReplayLine(entry.path, entry.game, f"{date} · {label}")
    except ProblemsFound as found:
        return ReplayLine(entry.path, entry.game, unreadable, tuple(map(str, found.problems)))


def write_index(folder: Path, files: dict[str, Any]) -> None:
    """`files` as `folder`'s index.json (nothing when it cannot be written: the lists work,
    their files are read again next time)."""
    # ASCII: a file name that is not UTF-8 is kept as its escapes, never refused by encoding.
    text = json.dumps({"version": INDEX_VERSION, "files": files}, ensure_ascii=True, indent=1)
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        write_text_atomic(folder / INDEX_NAME, text)
