"""Where Serpentarium keeps user files: platformdirs' folders, or SERPENTARIUM_HOME for tests."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

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


def user_config_dir() -> Path:
    """settings.toml."""
    home = _home_override()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, False))
