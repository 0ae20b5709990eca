"""Bugcatcher in a season: a Main Match (2 ToL for the winner, one EC, garnets per 30
fireflies)."""

from __future__ import annotations

from game.bugcatcher.levels import level_from_document
from game.season.hooks import SeasonGame, hot_seat_game


def season_game() -> SeasonGame:
    return hot_seat_game(
        level_from_document, "game.bugcatcher.session:MatchSession", "game.bugcatcher.match:summary"
    )
