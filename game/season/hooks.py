"""What a season asks of a game, through its `GameInfo.season` (no game is named here)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.table.seats import Seat


@dataclass(frozen=True)
class SeasonGame:
    """A game's part in a season.

    main_match: its matches hand out Tokens of Life and name Elimination Candidates, and its
    `simulate` summary gives, once finished, `awards` with `tokens_of_life`,
    `elimination_candidates` and `garnets_end` (absent for a game without garnets).
    death_match: it plays two-player Death Matches (on `duel_level`); `simulate` gives
    `winner` (None: a tie, played again).
    fits(level_file, players) -> whether a match on that level seats that many players.
    most_candidates(level_file) -> how many ECs a Main Match on that level may name.
    start_match(level_file, seats, garnets, seed, path) -> the game's session of a new match
    saved at `path` (its level copy beside it), each seat starting with its garnets.
    play_bots(session) -> plays a started match to its end with bots at every seat.
    summary(session) -> the match as `simulate` describes it (players, awards, winner).
    """

    main_match: bool
    death_match: bool
    fits: Callable[[Path, int], bool]
    start_match: Callable[[Path, Sequence[Seat], Sequence[int], int, Path], Any]
    play_bots: Callable[[Any], None]
    summary: Callable[[Any], dict[str, Any]]
    most_candidates: Callable[[Path], int] = lambda level_file: 1
    duel_level: str = ""  # the shipped level a Death Match of this game is played on


def play_simultaneous(session: Any) -> None:
    """Play a `SimultaneousSession` whose seats are all bots to its end."""
    while not session.finished:
        session.let_bots_act()
        session.advance()
