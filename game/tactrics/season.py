"""Tactrics Snakes in a season: the default Death Match (RULINGS §7), on a 2-player layout."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from game.season.hooks import SeasonGame, read_once
from game.table.seats import Seat
from game.tactrics.levels import load_level
from game.tactrics.match import Seat as TactricsSeat
from game.tactrics.match import summary as match_summary
from game.tactrics.session import MatchSession


def fits(level_file: Path, players: int) -> bool:
    level = read_once(level_file, lambda: load_level(level_file))
    return len(level.colours) == players


def start_match(
    level_file: Path, seats: Sequence[Seat], garnets: Sequence[int], seed: int, path: Path | None
) -> MatchSession:
    """Tactrics has no garnets: the season keeps each player's as they were."""
    level = load_level(level_file)
    placed = [
        TactricsSeat(seat.name, colour, seat.bot or None, seat.colour)
        for seat, colour in zip(seats, level.colours, strict=True)
    ]
    return MatchSession.start(level, level_file, placed, seed, save=path is not None, path=path)


def play_bots(session: MatchSession) -> None:
    from game.tactrics.bot import bot_turn  # only when bots play: the menus stay quick

    rng = random.Random(session.match.seed)
    while not session.finished:
        seat = session.match.seats[session.state.player]
        actions, finish = bot_turn(seat.bot or "normal", session.state, rng)
        for action in actions:
            session.act(action)
        session.end_turn(finish)


def season_game() -> SeasonGame:
    return SeasonGame(
        main_match=False,
        death_match=True,
        duel_level="start-2p.toml",
        duel_rank=0,  # the default Death Match (RULINGS §7)
        draws_duel_level=True,  # one fixed layout makes every Final the same few turns
        fits=fits,
        start_match=start_match,
        summary=lambda session: match_summary(session.match, session.state, []),
        play_bots=play_bots,
    )
