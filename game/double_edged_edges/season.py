"""Double-edged Edges in a season: a Main Match for any number of players that fills a
partner grid (4, 6, 8, 9, 10, 12), garnets from push-offs."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from game.core.tomlfile import load_toml
from game.double_edged_edges.levels import Level, grid_for, level_from_document
from game.double_edged_edges.match import summary as match_summary
from game.double_edged_edges.session import EdgesSession
from game.season.hooks import SeasonGame, play_simultaneous
from game.table.seats import Seat


def _level(level_file: Path) -> Level:
    return level_from_document(load_toml(level_file))


def fits(level_file: Path, players: int) -> bool:
    return players == _level(level_file).players or grid_for(players) is not None


def start_match(
    level_file: Path, seats: Sequence[Seat], garnets: Sequence[int], seed: int, path: Path | None
) -> EdgesSession:
    return EdgesSession.start(
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
