"""Where Serpentarium keeps user files: platformdirs' folders, or SERPENTARIUM_HOME for tests."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from game.core.problems import shorten

APP_NAME = "serpentarium"
PROJECT_ROOT = Path(__file__).resolve().parents[2]
ASSETS = PROJECT_ROOT / "assets"
LEVELS = PROJECT_ROOT / "levels"


def _home_override() -> Path | None:
    value = os.environ.get("SERPENTARIUM_HOME")
    return Path(value) if value else None


def user_data_dir() -> Path:
    """Saves, replays, puzzle progress, user levels."""
    home = _home_override()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, False))


def user_levels_dir() -> Path:
    """The player's own levels."""
    return user_data_dir() / "levels"


def level_roots(match_path: str | os.PathLike[str]) -> list[Path]:
    """The folders a match file's level may live in: the match's own, shipped, the user's."""
    return [Path(match_path).parent, LEVELS, user_levels_dir()]


def resolve_level_path(
    match_path: str | os.PathLike[str],
    value: str,
    allowed_roots: list[Path],
    what: str = "the level",
) -> Path:
    """`value` relative to the match file, followed through symlinks, inside an allowed root.

    Raises ValueError otherwise, with one message (naming the file as `what`, or by its
    name alone when `what` is empty) whether or not the path exists.
    """
    named = f'{what} "{shorten(value)}"'.lstrip()
    refusal = ValueError(
        f"{named} is not in the match's folder, the shipped levels or your levels folder"
    )
    if "\0" in value or not value.strip():
        raise refusal
    try:
        resolved = (Path(match_path).parent / value).resolve()
        roots = [Path(root).resolve() for root in allowed_roots]
    except (OSError, RuntimeError, ValueError):
        raise refusal from None
    if any(resolved.is_relative_to(root) for root in roots):
        return resolved
    raise refusal


def user_config_dir() -> Path:
    """settings.toml."""
    home = _home_override()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, False))
