"""Double-edged Edges in a season: a Main Match for any number of players that fills a
partner grid (4, 6, 8, 9, 10, 12), garnets from push-offs."""

from __future__ import annotations

from game.double_edged_edges.levels import Level, grid_for, level_from_document
from game.double_edged_edges.rules import TOKENS_REFUSED_FROM
from game.season.hooks import SeasonGame, hot_seat_game


def fills_a_partner_grid(level: Level, players: int) -> bool:
    return players == level.players or grid_for(players) is not None


def season_game() -> SeasonGame:
    return hot_seat_game(
        level_from_document,
        "game.double_edged_edges.session:MatchSession",
        "game.double_edged_edges.match:summary",
        fills_a_partner_grid,
        most_tokens=lambda level: TOKENS_REFUSED_FROM - 1,  # shared first places, 1 each
    )
