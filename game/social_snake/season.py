"""Social Snake in a season: a Main Match (ToL, up to the level's number of ECs, garnets),
or a one-grid duel as the Death Match (most apples, then garnets, then a seeded draw)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from game.core.tomlfile import load_toml
from game.season.hooks import SeasonGame, play_simultaneous
from game.social_snake.levels import Level, level_from_document
from game.social_snake.match import summary as match_summary
from game.social_snake.session import MatchSession
from game.table.seats import Seat


def _level(level_file: Path) -> Level:
    return level_from_document(load_toml(level_file))


def fits(level_file: Path, players: int) -> bool:
    fewest, most = _level(level_file).players
    return fewest <= players <= most


def most_candidates(level_file: Path) -> int:
    return _level(level_file).ruleset.elimination_candidates


def start_match(
    level_file: Path, seats: Sequence[Seat], garnets: Sequence[int], seed: int, path: Path | None
) -> MatchSession:
    return MatchSession.start(
        _level(level_file), level_file, seats, seed, garnets, save=path is not None, path=path
    )


def season_game() -> SeasonGame:
    return SeasonGame(
        main_match=True,
        death_match=True,
        duel_level="duel.toml",
        fits=fits,
        start_match=start_match,
        summary=lambda session: match_summary(session.state),
        play_bots=play_simultaneous,
        most_candidates=most_candidates,
    )
