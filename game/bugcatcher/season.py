"""Bugcatcher in a season: a Main Match (2 ToL for the winner, one EC, garnets per 30
fireflies)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from game.bugcatcher.levels import Level, level_from_document
from game.bugcatcher.match import summary as match_summary
from game.bugcatcher.session import BugSession
from game.core.tomlfile import load_toml
from game.season.hooks import SeasonGame, play_simultaneous
from game.table.seats import Seat


def _level(level_file: Path) -> Level:
    return level_from_document(load_toml(level_file))


def fits(level_file: Path, players: int) -> bool:
    fewest, most = _level(level_file).players
    return fewest <= players <= most


def start_match(
    level_file: Path, seats: Sequence[Seat], garnets: Sequence[int], seed: int, path: Path | None
) -> BugSession:
    return BugSession.start(
        _level(level_file), level_file, seats, seed, garnets, save=path is not None, path=path
    )


def season_game() -> SeasonGame:
    return SeasonGame(
        main_match=True,
        death_match=False,
        fits=fits,
        start_match=start_match,
        summary=lambda session: match_summary(session.state),
        play_bots=play_simultaneous,
    )
