"""Saves and replays on disk: match files in the user data folder, written atomically.

Each match is a folder-free pair of files: `<id>.toml` (the match file) and
`<id>.level.toml` (a copy of its level, so a save still replays after the level file it
came from is edited or moved). Unfinished matches live in `saves/`, finished ones in
`replays/`.
"""

from __future__ import annotations

import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.core.paths import user_data_dir
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import load_toml

LEVEL_SUFFIX = ".level.toml"


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def replays_dir() -> Path:
    return user_data_dir() / "replays"


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
    """Every match file in a folder, newest first; unreadable ones carry their problems."""
    if not folder.is_dir():
        return []
    entries = []
    for path in folder.glob("*.toml"):
        if path.name.endswith(LEVEL_SUFFIX) or path.name.startswith("."):
            continue
        entry = SaveEntry(path, modified=path.stat().st_mtime)
        try:
            document = load_toml(path)
            game = document.data.get("game")
            entry.game = game if isinstance(game, str) else ""
            if not entry.game:
                entry.problems.append(document.problem(["game"], "not a match file: no game"))
        except ProblemsFound as found:
            entry.problems = found.problems
        entries.append(entry)
    return sorted(entries, key=lambda e: -e.modified)


def retire_to_replays(save: Path) -> Path:
    """Move a finished match (and its level copy) from saves/ to replays/."""
    target = replays_dir() / save.name
    target.parent.mkdir(parents=True, exist_ok=True)
    level = save.with_name(save.name.removesuffix(".toml") + LEVEL_SUFFIX)
    if level.exists():
        shutil.move(str(level), target.with_name(level.name))
    shutil.move(str(save), target)
    return target


def level_copy_path(save: Path) -> Path:
    return save.with_name(save.name.removesuffix(".toml") + LEVEL_SUFFIX)
