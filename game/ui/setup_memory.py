"""The last setup of each game, so that its setup screen starts from the previous choices.

One small TOML file per game id in the data folder (`last-setup/<game id>.toml`), written
atomically whenever a setup screen closes (started, or left with Back / Esc):

    format = 1
    level = "/…/levels/social-snake/practice.toml"
    [[seats]]
    name = "Ann"
    colour = "Red"      # a palette colour's name (games with chosen colours)
    bot = "easy"        # absent for a human
    [options]
    garnets = 2

Reading never raises: a file that cannot be read gives no memory and its `path:line`
problems, shown once over the screen (`show_unreadable`); a
field that no longer fits (a level that is gone, an option value or a colour the game does
not offer, a bad name) is left out, and the screen keeps its default for that field only.
What each setup screen restores is its own business (game/ui/setup.py, Snek's battle
setup); this module only reads and writes the file.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.paths import user_data_dir
from game.core.problems import ProblemsFound
from game.core.tomlfile import load_toml, write_toml_atomic
from game.table.seats import BOT_LEVELS, NAME_LIMIT, PHONE, seat_name_problems

if TYPE_CHECKING:
    from game.ui.host import Host

MEMORY_FORMAT = 1
SIMPLE_VALUES = (str, int, bool, float)
DEFAULT_BOT = "normal"  # a bot level no longer offered: the kit's usual bot


@dataclass(frozen=True)
class RememberedSeat:
    """One seat as it was: its name (None when unusable), colour name and bot level (None
    for a human)."""

    name: str | None
    colour: str | None
    bot: str | None


@dataclass
class RememberedSetup:
    """What a setup screen had when it closed; `problems` say why nothing could be read."""

    seats: list[RememberedSeat] = field(default_factory=list)
    level: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)  # a screen's own keys (Snek's lineup)
    problems: list[str] = field(default_factory=list)


def show_unreadable(app: Host, memory: RememberedSetup) -> None:
    """Once, over a setup screen that starts from the defaults: why its last setup is gone."""
    if memory.problems:
        advice = "The defaults are shown; the choices you make here replace that file."
        app.show_message("Your last setup could not be read", [*memory.problems, "", advice])


def memory_path(game_id: str) -> Path:
    return user_data_dir() / "last-setup" / f"{game_id}.toml"


def load_setup(game_id: str) -> RememberedSetup:
    """The game's last setup; an empty one when there is none or it cannot be read."""
    path = memory_path(game_id)
    if not path.exists() and not path.is_symlink():
        return RememberedSetup()
    try:
        data = load_toml(path).data
    except ProblemsFound as found:
        return RememberedSetup(problems=[str(problem) for problem in found.problems])
    if data.get("format") != MEMORY_FORMAT:
        return RememberedSetup()
    return RememberedSetup(
        seats=_seats(data.get("seats")),
        level=data.get("level") if isinstance(data.get("level"), str) else None,
        options=_simple_table(data.get("options")),
        extra={key: value for key, value in data.items() if key not in _KNOWN},
    )


_KNOWN = {"format", "seats", "level", "options"}


def _seats(tables: Any) -> list[RememberedSeat]:
    if not isinstance(tables, list):
        return []
    seats = []
    for table in tables:
        if not isinstance(table, dict):
            continue
        name, colour, bot = table.get("name"), table.get("colour"), table.get("bot")
        usable = isinstance(name, str) and not seat_name_problems([name])
        seats.append(
            RememberedSeat(
                name if usable else None,
                colour if isinstance(colour, str) else None,
                bot if bot is None or bot in (*BOT_LEVELS, PHONE) else DEFAULT_BOT,
            )
        )
    return seats


def _simple_table(table: Any) -> dict[str, Any]:
    if not isinstance(table, dict):
        return {}
    return {key: value for key, value in table.items() if isinstance(value, SIMPLE_VALUES)}


def save_setup(
    game_id: str,
    seats: Sequence[RememberedSeat] = (),
    level: str | None = None,
    options: dict[str, Any] | None = None,
    extra: dict[str, Any] | None = None,
) -> None:
    """Keep these choices as the game's last setup (atomically; a folder that cannot be
    written just keeps nothing)."""
    data: dict[str, Any] = {"format": MEMORY_FORMAT, **(extra or {})}
    if level:
        data["level"] = level
    data["seats"] = [_seat_table(seat) for seat in seats]
    data["options"] = _simple_table(options or {})
    with contextlib.suppress(OSError):
        write_toml_atomic(memory_path(game_id), data)


def _seat_table(seat: RememberedSeat) -> dict[str, str]:
    table = {"name": (seat.name or "")[:NAME_LIMIT]}
    if seat.colour:
        table["colour"] = seat.colour
    if seat.bot:
        table["bot"] = seat.bot
    return table
