"""What every game's play-test shares: the level being edited written where the match can
read it (never into the player's levels), and the seats: you first, normal bots after.

    path = play_test_file("social-snake", data)
    seats = play_test_seats(3)
    scene = play_test_match(app, "bugcatcher", data, read, seats_for, Session.start, Flow)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.paths import user_data_dir
from game.core.tomlfile import TomlDocument, load_toml, write_text_atomic
from game.editor.model import render_text
from game.table.seats import DEFAULT_NAMES, Seat

YOU = "You"
BOT = "normal"


def play_test_file(game_id: str, data: dict[str, Any]) -> Path:
    """The level as the match reads it: editor/play-test-<game>.toml in the data folder."""
    path = user_data_dir() / "editor" / f"play-test-{game_id}.toml"
    write_text_atomic(path, render_text(data))
    return path


def play_test_seats(count: int) -> list[Seat]:
    """`count` seats: "You" (a human) in the first, normal bots named as the setup names them
    in the others, each with the standard palette colour of its place. A seat colour is always
    a standard palette name; colour-blind mode derives its looks from the palette place."""
    from game.ui.theme import player_colours

    colours = [colour.name for colour in player_colours(False)]
    return [
        Seat(YOU if index == 0 else DEFAULT_NAMES[index], colours[index], BOT if index else None)
        for index in range(count)
    ]


def play_test_match(
    app: Any,
    game_id: str,
    data: dict[str, Any],
    read_level: Callable[[TomlDocument], Any],
    seats_for: Callable[[Any], int],
    start: Callable[..., Any],
    flow: Callable[[Any, Any], Any],
) -> Any:
    """The usual play-test of a hot-seat game: the level written and read back as the match
    reads it, `seats_for(level)` seats (you first), a match with seed 1 that is never saved,
    played in the game's `flow` scene (ProblemsFound when the level cannot be read)."""
    path = play_test_file(game_id, data)
    level = read_level(load_toml(path))
    seats = play_test_seats(seats_for(level))
    return flow(app, start(level, path, seats, seed=1, save=False))
