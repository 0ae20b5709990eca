"""What every game's play-test shares: the level being edited written where the match can
read it (never into the player's levels), and the seats: you first, normal bots after.

    path = play_test_file("social-snake", data)
    seats = play_test_seats(3, colour_names)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.paths import user_data_dir
from game.core.tomlfile import write_text_atomic
from game.editor.model import render_text
from game.table.seats import DEFAULT_NAMES, Seat

YOU = "You"
BOT = "normal"


def play_test_file(game_id: str, data: dict[str, Any]) -> Path:
    """The level as the match reads it: editor/play-test-<game>.toml in the data folder."""
    path = user_data_dir() / "editor" / f"play-test-{game_id}.toml"
    write_text_atomic(path, render_text(data))
    return path


def play_test_seats(count: int, colour_blind: bool) -> list[Seat]:
    """`count` seats: "You" (a human) in the first, normal bots named as the setup names them
    in the others, each with the palette colour of its place."""
    from game.ui.theme import player_colours

    colours = [colour.name for colour in player_colours(colour_blind)]
    return [
        Seat(YOU if index == 0 else DEFAULT_NAMES[index], colours[index], BOT if index else None)
        for index in range(count)
    ]
