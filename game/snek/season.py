"""Snek in a season: a Death Match (RULINGS §7), each player bringing one of their sneks or
a sample, best of three battles on the season's arena (Duel: Four Pillars by default),
drawn battles played again. Snek names no Elimination Candidate, so it is no Main Match."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.tomlfile import load_toml
from game.season.hooks import SeasonGame
from game.snek.levels import arena_from_document, is_arena_document
from game.table.seats import Seat

if TYPE_CHECKING:
    from game.snek.duel_session import DuelSession

DUEL_ARENA = "duel-pit.toml"


def fits(level_file: Path, players: int) -> bool:
    """A duel seats two sneks on an arena with at least two starts."""
    document = load_toml(level_file)
    if players != 2 or not is_arena_document(document):
        return False
    return len(arena_from_document(document).starts) >= 2


def start_match(
    level_file: Path, seats: Sequence[Seat], garnets: Sequence[int], seed: int, path: Path | None
) -> DuelSession:
    """Snek has no garnets: the season keeps each player's as they were."""
    from game.snek.duel_session import DuelSession  # only when a duel starts

    return DuelSession.start(level_file, seats, seed, path)


def play_bots(session: DuelSession) -> None:
    """Every seat brings a drawn sample if it has none; every battle counts as watched."""
    session.bring_defaults()
    session.watch(len(session.battles))


def summary(session: DuelSession) -> dict[str, Any]:
    return session.summary()


def season_game() -> SeasonGame:
    return SeasonGame(
        main_match=False,
        death_match=True,
        duel_level=DUEL_ARENA,
        fits=fits,
        start_match=start_match,
        summary=summary,
        play_bots=play_bots,
    )
