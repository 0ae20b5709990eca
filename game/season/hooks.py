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
    most_tokens(level_file) -> how many Tokens of Life a Main Match on that level may hand
    out (a bot host's choice prefers few per EC: the season then reaches its Final).
    start_match(level_file, seats, garnets, seed, path) -> the game's session of a new match
    saved at `path` (its level copy beside it), each seat starting with its garnets.
    play_bots(session) -> plays a started match to its end with bots at every seat.
    summary(session) -> the match as `simulate` describes it (players, awards, winner).
    """

    main_match: bool
    death_match: bool
    fits: Callable[[Path, int], bool]
    start_match: Callable[[Path, Sequence[Seat], Sequence[int], int, Path | None], Any]
    play_bots: Callable[[Any], None]
    summary: Callable[[Any], dict[str, Any]]
    most_candidates: Callable[[Path], int] = lambda level_file: 1
    most_tokens: Callable[[Path], int] = lambda level_file: 2
    duel_level: str = ""  # the shipped level a Death Match of this game is played on
    duel_rank: int = 9  # Death Match games are offered by rank: 0 is the default (RULINGS §7)
    draws_duel_level: bool = False  # each Death Match drawn (seeded) among its 2-player levels


_READ: dict[str, tuple[tuple[int, int], Any]] = {}


def read_once(level_file: Path, read: Callable[[], Any]) -> Any:
    """A level file read by `read`, again only once the file changed (size, time): the
    season's plan checks ask the same levels over and over."""
    status = level_file.stat()
    stamp = (status.st_size, status.st_mtime_ns)
    known = _READ.get(str(level_file))
    if known is None or known[0] != stamp:
        known = (stamp, read())
        _READ[str(level_file)] = known
    return known[1]


def play_simultaneous(session: Any) -> None:
    """Play a `SimultaneousSession` whose seats are all bots to its end."""
    while not session.finished:
        session.let_bots_act()
        session.advance()


def seats_in_range(level: Any, players: int) -> bool:
    """A level whose `players` is its (fewest, most) range seats `players`."""
    fewest, most = level.players
    return fewest <= players <= most


def imported(where: str) -> Any:
    """`"module:attribute"`, imported when first used: a game's season hook names its
    session and summary so, and the setup screens ask the levels without loading them."""
    import importlib

    module, attribute = where.split(":")
    return getattr(importlib.import_module(module), attribute)


def hot_seat_game(
    read_level: Callable[[Any], Any],
    session: Any,
    summary: Callable[[Any], dict[str, Any]] | str,
    fits: Callable[[Any, int], bool] = seats_in_range,
    most_candidates: Callable[[Any], int] = lambda level: 1,
    most_tokens: Callable[[Any], int] = lambda level: 2,
    **more: Any,
) -> SeasonGame:
    """The SeasonGame of a hot-seat Main Match game on the table kit: levels read by
    `read_level` (a document -> level), matches started by `session.start(level, level file,
    seats, seed, garnets, save, path)`, played by bots through the kit's flow and described
    by `summary(state)`; `fits`, `most_candidates` and `most_tokens` ask the level. `session` and
    `summary` may be given as "module:attribute", imported when a match starts."""

    def resolved(part: Any) -> Any:
        return imported(part) if isinstance(part, str) else part

    from game.core.tomlfile import load_toml

    def level(level_file: Path) -> Any:  # for the questions asked again and again
        return read_once(level_file, lambda: read_level(load_toml(level_file)))

    def start_match(
        level_file: Path, seats: Sequence[Seat], garnets: Sequence[int], seed: int, path: Any
    ) -> Any:
        fresh = read_level(load_toml(level_file))
        starter = resolved(session)
        return starter.start(fresh, level_file, seats, seed, garnets, path is not None, path)

    return SeasonGame(
        main_match=True,
        death_match=more.pop("death_match", False),
        fits=lambda level_file, players: fits(level(level_file), players),
        start_match=start_match,
        play_bots=play_simultaneous,
        summary=lambda played: resolved(summary)(played.state),
        most_candidates=lambda level_file: most_candidates(level(level_file)),
        most_tokens=lambda level_file: most_tokens(level(level_file)),
        **more,
    )
