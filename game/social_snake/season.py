"""Social Snake in a season: a Main Match (ToL, up to the level's number of ECs, garnets),
or a one-grid duel as the Death Match (most apples, then garnets, then a seeded draw)."""

from __future__ import annotations

from game.season.hooks import SeasonGame, hot_seat_game
from game.social_snake.levels import level_from_document


def season_game() -> SeasonGame:
    return hot_seat_game(
        level_from_document,
        "game.social_snake.session:MatchSession",
        "game.social_snake.match:summary",
        most_candidates=lambda level: level.ruleset.elimination_candidates,
        most_tokens=lambda level: level.ruleset.tol_cap,
        death_match=True,
        duel_level="duel.toml",
    )
