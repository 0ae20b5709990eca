"""Where Serpentarium's files are: the shipped levels and assets, and the user's folders
(platformdirs' folders, or SERPENTARIUM_HOME for tests).

The shipped `levels/` and `assets/` live at the top of the repository, where designers find
them; the wheel (and the standalone app) carries them inside the `game` package as
`game/levels` and `game/assets` (pyproject's package-dir mapping). `shipped_folder` is the one
place that knows both: the packaged copy when there is one, the repository's folder in a
checkout or an editable install.
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

import platformdirs

from game.core.problems import shorten

APP_NAME = "serpentarium"
SHIPPED_FOLDERS = ("levels", "assets")
"""The repository's top-level folders the game reads; packaged as game/levels, game/assets."""


def shipped_folder(name: str) -> Path:
    """The shipped folder `name` (one of SHIPPED_FOLDERS): inside the installed package, or
    beside the package in a checkout (where an editable install reads it too)."""
    package = Path(str(resources.files("game")))
    packaged = package / name
    return packaged if packaged.is_dir() else package.parent / name


ASSETS = shipped_folder("assets")
LEVELS = shipped_folder("levels")


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


def is_regular_file(path: str | os.PathLike[str]) -> bool:
    """Whether `path` names a file, False for anything that cannot even be asked about (a name
    over 255 bytes, a path over 4,096, a NUL in it, a link loop): never raises."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


PROGRAM_FOLDER = LEVELS.parent  # the checkout, or the installed package


def in_program_folder(path: str | os.PathLike[str]) -> bool:
    """Whether `path` lies in the program's own folder (replaced by the next version; the
    shipped levels too), outside the user's data folder (links and `..` followed)."""
    try:
        where = Path(path).resolve()
        if where.is_relative_to(user_data_dir().resolve()):
            return False
        return where.is_relative_to(PROGRAM_FOLDER.resolve())
    except (OSError, ValueError):
        return False


def is_shipped(path: str | os.PathLike[str]) -> bool:
    """Whether `path` lies in the shipped levels' folder (links and `..` followed)."""
    try:
        return Path(path).resolve().is_relative_to(LEVELS.resolve())
    except (OSError, ValueError):
        return False
