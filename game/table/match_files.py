"""What every table game's match file shares (pure, no pygame).

A match file names its level (beside the match, among the shipped levels or in the player's
own levels), a seed and the players as `[[players]]` tables with a name and a bot level,
then the game's own entries. Playing it back gives a `Replay`: every state in order with the
events that led to each. Every problem is reported as `path:line` through `Fields`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from game.core.fields import Fields, top_fields
from game.core.paths import level_roots, resolve_level_path
from game.core.problems import ProblemsFound, shorten
from game.core.tomlfile import INT64, TomlDocument, load_toml
from game.table.events import Event
from game.table.seats import BOT_LEVELS
from game.table.session import Located, RuleViolation


class Named(Protocol):
    name: str


FileT = TypeVar("FileT")
StateT = TypeVar("StateT")
PlayerT = TypeVar("PlayerT", bound=Named)

MAX_SEED = INT64[1]


def read_header(
    document: TomlDocument, game_id: str, keys: set[str] | tuple[str, ...]
) -> tuple[Fields, str | None, int]:
    """The top of a match file of `game_id`: its Fields (unknown keys reported), the name of
    its level (None when missing, reported) and its seed (0 to 2⁶³ − 1, 0 when absent)."""
    top = top_fields(
        document, game_id, {*keys, "drafts", "phones", "reveal_due"}
    )  # the session's own
    level = top.required("level", str)
    seed = top.number("seed", 0, MAX_SEED, 0)
    return top, level, seed


@dataclass
class TableRecord(Generic[PlayerT]):
    """How every match record starts: the level as the file names it, the seed and the
    players in seat order (the order every per-player list of the file uses)."""

    level: str
    seed: int
    players: list[PlayerT]

    @property
    def names(self) -> list[str]:
        return [player.name for player in self.players]

    def header_data(self, game_id: str) -> dict[str, Any]:
        """The keys every match file starts with, for writing: format, game, level, seed."""
        return {"format": 1, "game": game_id, "level": self.level, "seed": self.seed}


def seat_data(player: Any) -> dict[str, Any]:
    """A `[[players]]` table's `bot` and `colour` keys, for writing: each only when set."""
    data = {"bot": player.bot, "colour": player.colour}
    return {key: value for key, value in data.items() if value}


@dataclass(frozen=True)
class PlayerTable:
    """One `[[players]]` table: its name (None when missing, already reported), its bot level
    and its Fields for the game's own keys (garnets, colour, lists …)."""

    fields: Fields
    name: str | None
    bot: str | None


def read_players(
    top: Fields,
    keys: set[str] | tuple[str, ...],
    name_limit: int,
    most: int,
    bot_levels: Sequence[str] = BOT_LEVELS,
) -> list[PlayerTable]:
    """The `[[players]]` tables: at least one and at most `most`, each a table of `keys` with
    a name of 1 to `name_limit` characters, unique whatever the case, and one of the game's
    `bot_levels`."""
    tables = top.required("players", list)
    if tables is None:
        return []
    if not tables:
        top.report("a match needs players: add [[players]] tables", "players")
    elif not top.count("players", tables, most, "players", fewest=1):
        return []
    players: list[PlayerTable] = []
    seen: set[str] = set()
    for entry in top.each_table("players", tables):
        entry.refuse_unknown(keys)
        name = entry.required("name", str)
        bot = entry.optional("bot", str, None)
        if bot is not None and bot not in bot_levels:
            entry.report(f'unknown bot level "{bot}" (use {", ".join(bot_levels)})', "bot")
        if name is not None:
            rule = f"a player's name has 1 to {name_limit} characters"
            if not name.strip():
                entry.report(f"{rule}; it cannot be empty", "name")
            elif len(name) > name_limit:
                entry.report(f"{rule}; shorten it to at most {name_limit} characters", "name")
            elif name.casefold() in seen:
                entry.report(f'two players are called "{name}"')  # on the second's table
            seen.add(name.casefold())
        players.append(PlayerTable(entry, name, bot))
    return players


def read_votes(top: Fields, names: list[str]) -> dict[str, str]:
    """The `[votes]` table: voter's name = the name of the player voted for."""
    table = top.optional("votes", dict, {})
    votes_fields = top.child("votes", table, "votes")
    votes: dict[str, str] = {}
    for voter, choice in table.items():
        if voter not in names:
            votes_fields.report(f'votes: "{voter}" is not a player in this match', voter)
        elif not isinstance(choice, str):
            votes_fields.report(f"votes.{voter} must be a player's name", voter)
        elif choice not in names:
            votes_fields.report(f'votes: {voter} votes for "{choice}", who is not a player', voter)
        else:
            votes[voter] = choice
    return votes


def load_named_file(
    document: TomlDocument,
    keys: tuple[str | int, ...],
    name: str,
    reader: Callable[[TomlDocument], FileT],
    what: str = "the level",
) -> FileT:
    """A file the match file names under `keys` (its level, a program …), relative to the
    match file and only from its folder, the shipped levels or the player's own levels, read
    by `reader`. ProblemsFound names the match file's line first (the file as `what`, or by
    its name alone when `what` is empty), then the file's own problems."""
    try:
        path = resolve_level_path(document.path, name, level_roots(document.path), what)
    except ValueError as refusal:
        raise ProblemsFound([document.problem(keys, str(refusal))]) from None
    try:
        return reader(load_toml(path))
    except ProblemsFound as found:
        named = f'{what} "{shorten(name)}"'.lstrip()
        head = document.problem(keys, f"{named} cannot be used")
        raise ProblemsFound([head, *found.problems]) from None


def load_level_for(
    document: TomlDocument, level: str, reader: Callable[[TomlDocument], FileT]
) -> FileT:
    """The level the match file names in `level`, read by the game's `reader`."""
    return load_named_file(document, ("level",), level, reader)


def replay_match_file(
    document: TomlDocument,
    read_record: Callable[[TomlDocument], Any],
    read_level: Callable[[TomlDocument], Any],
    replay: Callable[[Any, Any], Any],
) -> tuple[Any, Any, Any]:
    """Read a match file's record and its level and replay it: (record, level, replay).
    ProblemsFound with `path:line` for anything wrong: what `replay` raises is a
    BrokenRecord or a RuleViolation, every problem of it located in the match file."""
    record = read_record(document)
    level = load_level_for(document, record.level, read_level)
    try:
        return record, level, replay(record, level)
    except (BrokenRecord, RuleViolation) as refused:
        broken = refused if isinstance(refused, BrokenRecord) else BrokenRecord(refused.problems)
        raise broken.problems(document) from None


@dataclass
class Replay(Generic[StateT]):
    """Every state of a match in order, with the events that led to each and a label for
    each ("Setup", "Round 2", "Awards" …)."""

    states: list[StateT]
    events: list[list[Event]]
    labels: list[str]

    @property
    def final(self) -> StateT:
        return self.states[-1]

    def add(self, state: StateT, events: list[Event], label: str) -> None:
        """The next state, the events that led to it and its label."""
        self.states.append(state)
        self.events.append(events)
        self.labels.append(label)


class BrokenRecord(Exception):
    """A record the rules refuse: every problem as (key path in the match file, message)."""

    def __init__(self, located: Sequence[tuple[tuple[str | int, ...], str]]):
        self.located = [Located(tuple(keys), message) for keys, message in located]
        super().__init__("; ".join(message for _, message in self.located))

    def problems(self, document: TomlDocument) -> ProblemsFound:
        """The same problems as `path:line` in the match file."""
        return ProblemsFound([document.problem(keys, message) for keys, message in self.located])
