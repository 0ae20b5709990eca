"""The season lists (Seasons, Continue, Replays) without replaying every season each time
they open: `seasons/index.json` remembers each season's line and whether it is over, with
the size and modification time of the season file and of every match file it names. A
season is replayed again only when one of those changed (a match played on, a decision
taken); a missing or broken index is simply rebuilt, and nothing is cached that a changed
file could make wrong."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.core.paths import user_data_dir
from game.core.problems import UNPRINTABLE, ProblemsFound
from game.core.saves import modified_time, set_aside_dir
from game.core.tomlfile import load_toml
from game.core.words import acts
from game.season.history import SeasonHistory, load_history
from game.season.rules import SeasonOver, next_step
from game.season.season_file import named_matches
from game.table.replay_index import read_index, write_index

Status = tuple[str, bool]  # the list's line, whether the season is over


def _file_stamp(path: Path) -> list[int]:
    try:
        status = path.stat()
    except (OSError, ValueError):
        return [-1, -1]  # a match that is gone counts too
    return [status.st_size, status.st_mtime_ns]


def season_stamp(path: Path, matches: Sequence[str] | None = None) -> list[int]:
    """Size and modification time of the season file and of each match file it names
    (`matches`, else read from the file): what its status follows from."""
    stamp = _file_stamp(path)
    if stamp[0] < 0:
        raise OSError(f"{path} cannot be read")
    if matches is None:
        matches = _match_names_of(path)
    for relative in matches:
        stamp += _file_stamp(path.parent / relative)
    return stamp


def _match_names_of(path: Path) -> list[str]:
    """The match files a season file names, read by the safe reader (none when it cannot
    be read: a FIFO, a link out, a file too large)."""
    try:
        return named_matches(load_toml(path).data)
    except ProblemsFound:
        return []


def statuses_in(
    folder: Path,
    paths: Sequence[Path],
    read: Callable[[Path], Status],
    budget: float | None = None,
) -> dict[Path, Status]:
    """The status of each season file in `folder`, from the index where the files did not
    change, else by `read` (the expensive replay); the index is brought up to date. With a
    `budget` (seconds), seasons are read only until it is spent (none for 0, else at least
    one): the others are given as not over, "reading…", and read by a later call."""
    deadline = None if budget is None else time.perf_counter() + budget
    read_now = 0
    known = read_index(folder)
    fresh = dict(known)
    found: dict[Path, Status] = {}
    for path in paths:
        cached = known.get(path.name)
        matches = cached.get("matches") if isinstance(cached, dict) else None
        if not isinstance(matches, list) or not all(isinstance(m, str) for m in matches):
            matches = None
        try:  # the match names the index kept hold while the season file is unchanged
            if matches is not None and cached and _usable(cached, season_stamp(path, matches)):
                found[path] = (cached["line"], cached["over"])
                continue
        except OSError:
            found[path] = (f"{path.stem} (cannot be read)", False)
            continue
        out_of_time = read_now > 0 and time.perf_counter() >= (deadline or 0)
        if deadline is not None and (budget == 0 or out_of_time):
            found[path] = (f"{path.stem} · reading…", False)
            continue
        try:  # the season file changed or was never read: its match names from the file
            stamp = season_stamp(path)
        except OSError:
            found[path] = (f"{path.stem} (cannot be read)", False)
            continue
        found[path] = read(path)
        read_now += 1
        fresh[path.name] = _entry(path, stamp, found[path])
    present = {path.name for path in folder.glob("*.toml")} if folder.is_dir() else set()
    fresh = {name: entry for name, entry in fresh.items() if name in present}
    if fresh != known:
        write_index(folder, fresh)
    return found


LINE_VERSION = 2  # raise when the words of `status_of` change: lines kept before are read again


def _entry(path: Path, stamp: list[int], status: Status) -> dict[str, Any]:
    matches = _match_names_of(path)
    line, over = status
    return {"stamp": stamp, "matches": matches, "line": line, "over": over, "v": LINE_VERSION}


def _usable(cached: Any, stamp: list[int]) -> bool:
    if not isinstance(cached, dict) or cached.get("stamp") != stamp:
        return False
    if cached.get("v") != LINE_VERSION:
        return False
    line, over = cached.get("line"), cached.get("over")
    return (
        isinstance(line, str)
        and len(line) <= 200
        and not UNPRINTABLE.search(line)
        and (isinstance(over, bool))
    )


def how_far(history: SeasonHistory) -> str:
    """How far the season is, the same words on its board and in the lists: "episode 3 ·
    3 of 5 still in", or "Ann is champion"."""
    step = next_step(history.state)
    if isinstance(step, SeasonOver):
        return f"{acts(step.champion, 'is')} champion"  # "You are champion"
    cast = len(history.season.setup.cast)
    return f"episode {step.episode} · {len(history.state.players_in)} of {cast} still in"


def status_of(history: SeasonHistory) -> Status:
    """The season's line in the lists, its name first: "Friday league · episode 3 · 3 of 5
    still in" (Continue and Replays title its row by the name and episode)."""
    return f"{history.season.setup.name} · {how_far(history)}", history.state.over


def remember(history: SeasonHistory) -> None:
    """Put a season just read into its folder's index (the runner calls it after every
    change it writes, so the lists find the season's line without replaying it)."""
    if history.problems:
        return
    with contextlib.suppress(OSError):
        stamp = season_stamp(history.path)
        folder = history.path.parent
        known = read_index(folder)
        entry = _entry(history.path, stamp, status_of(history))
        if known.get(history.path.name) != entry:
            write_index(folder, {**known, history.path.name: entry})


# --- the app's seasons folder --------------------------------------------------------------

# Continue's count and the Replays button replay no season they have not seen: a season
# the app did not write (copied in, an older version's) is counted as not over until a
# list that shows it (Seasons, Continue) has read it.
LIST_BUDGET = 0.0


def seasons_dir() -> Path:
    return user_data_dir() / "seasons"


# A season is its file `seasons/<stem>.toml` and its match folder `seasons/<stem>/`: they
# are put aside together, and a new season takes a stem neither used nor set aside, so it
# never writes into the folder of another season (one put aside may come back).


def stem_taken(stem: str) -> bool:
    """Whether a season file or folder of this stem exists, in use or set aside."""
    return any(
        os.path.lexists(folder / name)
        for folder in (seasons_dir(), set_aside_dir())
        for name in (f"{stem}.toml", stem)
    )


def free_season_path(slug: str) -> Path:
    """`seasons/<slug>.toml`, a number added while that stem is taken."""
    stem, number = slug, 2
    while stem_taken(stem):
        stem, number = f"{slug}-{number}", number + 1
    return seasons_dir() / f"{stem}.toml"


def set_aside_season(path: Path) -> list[Path]:
    """Move a season file and its match folder into set-aside/ together, never replacing
    anything there: as `<stem>.toml` and `<stem>/`, or inside a new `<stem>-N/` when those
    are taken, so that the file still finds its matches (moved back, it reads as before).
    The file moves first: an interruption leaves its folder behind, never reused."""
    folder, stem = set_aside_dir(), path.stem
    matches = path.parent / stem
    folder.mkdir(parents=True, exist_ok=True)
    target, number = folder, 2
    while os.path.lexists(target / path.name) or os.path.lexists(target / stem):
        target, number = folder / f"{stem}-{number}", number + 1
        while os.path.lexists(target):  # a name taken by anything: never written into
            target, number = folder / f"{stem}-{number}", number + 1
        target.mkdir()
    moved = [target / path.name]
    os.replace(path, moved[0])
    if os.path.lexists(matches):
        moved.append(target / stem)
        os.replace(matches, moved[1])
    return moved


def season_files() -> list[Path]:
    folder = seasons_dir()
    if not folder.is_dir():
        return []
    # A link (dangling, looping, or to a file outside the data folder) is not a season.
    files = [path for path in folder.glob("*.toml") if path.is_file() and not path.is_symlink()]
    return sorted(files, key=modified_time, reverse=True)


def season_statuses(paths: list[Path], budget: float | None = None) -> dict[Path, Status]:
    """Each season's line and whether it is over, replayed only when the season or one of
    its matches changed since it was last listed (`seasons/index.json`): menus list
    seasons without replaying them."""
    return statuses_in(seasons_dir(), paths, _read_status, budget)


def season_status(path: Path) -> Status:
    return season_statuses([path])[path]


def _read_status(path: Path) -> Status:
    try:
        return status_of(load_history(path))
    except ProblemsFound:
        return f"{path.stem} (cannot be read)", False


def kept_files() -> list[tuple[Path, bool]]:
    """Every season file, with whether it is over (Continue and Replays list them)."""
    statuses = season_statuses(season_files(), LIST_BUDGET)  # unseen ones: later, as not over
    return [(path, over) for path, (_, over) in statuses.items()]


def describe_season(path: Path) -> str:
    return season_status(path)[0]
