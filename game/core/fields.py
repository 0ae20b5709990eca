"""Typed reads from a TOML table that collect problems instead of raising."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from game.core.problems import Problem, ProblemsFound, shorten
from game.core.tomlfile import KeyPath, TomlDocument

SUPPORTED_FORMAT = 1

_KIND_NAMES = {
    int: "a whole number",
    str: "a string",
    list: "an array",
    dict: "a table",
    bool: "true or false",
    float: "a number",
}


def kind_name(kind: type) -> str:
    return _KIND_NAMES.get(kind, kind.__name__)


def is_kind(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, kind)


def describe_value(value: Any) -> str:
    for kind, name in _KIND_NAMES.items():
        if is_kind(value, kind):
            return name
    return type(value).__name__


class Fields:
    """One table of a document; every read records a `path:line` problem when it fails."""

    def __init__(
        self,
        document: TomlDocument,
        table: dict[str, Any],
        keys: KeyPath,
        problems: list[Problem],
        label: str = "",
    ):
        self.document = document
        self.table = table
        self.keys = keys
        self.problems = problems
        self.label = label

    def name(self, key: str) -> str:
        return f"{self.label}.{key}" if self.label else key

    def line(self, *more: str | int) -> int:
        return self.document.line_of(*self.keys, *more)

    def report(self, message: str, *more: str | int) -> None:
        self.problems.append(Problem(self.document.path, self.line(*more), message))

    def required(self, key: str, kind: type) -> Any:
        if key not in self.table:
            self.report(f'missing key "{self.name(key)}" ({kind_name(kind)})')
            return None
        return self.optional(key, kind, None)

    def optional(self, key: str, kind: type, default: Any) -> Any:
        if key not in self.table:
            return default
        value = self.table[key]
        if not is_kind(value, kind):
            self.report(
                f'"{self.name(key)}" must be {kind_name(kind)}, not {describe_value(value)}', key
            )
            return default
        return value

    def number(
        self, key: str, lowest: int, highest: int, default: Any = None, required: bool = False
    ) -> Any:
        """A whole number from `lowest` to `highest`; otherwise a problem and `default`."""
        value = self.required(key, int) if required else self.optional(key, int, None)
        if value is None:
            return default
        if not lowest <= value <= highest:
            self.report(f'"{self.name(key)}" must be from {lowest} to {highest}, not {value}', key)
            return default
        return value

    def text(self, key: str, longest: int, default: Any = None, required: bool = False) -> Any:
        """A string of at most `longest` characters; otherwise a problem and `default`."""
        value = self.required(key, str) if required else self.optional(key, str, default)
        if isinstance(value, str) and len(value) > longest:
            self.report(f'"{self.name(key)}" must be at most {longest} characters', key)
            return default
        return value

    def count(self, key: str, items: Any, most: int, what: str, fewest: int = 0) -> bool:
        """Report (and return False) when `items` has fewer than `fewest` or more than `most`."""
        if fewest <= len(items) <= most:
            return True
        allowed = f"{fewest} to {most}" if fewest else f"at most {most}"
        self.report(f'"{self.name(key)}" has {len(items)} {what}; use {allowed} {what}', key)
        return False

    def refuse_unknown(self, allowed: set[str] | tuple[str, ...]) -> None:
        for key in self.table:
            if key not in allowed:
                known = ", ".join(sorted(allowed))
                self.report(f'unknown key "{self.name(shorten(key))}" (known keys: {known})', key)

    def player_range(
        self, lowest: int, highest: int, default: tuple[int, int] | None = None
    ) -> tuple[int, int]:
        """A level's `players = [fewest, most]` within `lowest` to `highest`; otherwise a
        problem and `default` (the whole range when None)."""
        default = default or (lowest, highest)
        value = self.optional("players", list, list(default))
        if (
            len(value) != 2
            or not all(is_kind(n, int) for n in value)
            or not lowest <= value[0] <= value[1] <= highest
        ):
            self.report(
                f'"{self.name("players")}" must be [fewest, most] within {lowest} to {highest}, '
                f"e.g. [{default[0]}, {default[1]}]",
                "players",
            )
            return default
        return (value[0], value[1])

    def child(self, key: str | int, table: dict[str, Any], label: str) -> Fields:
        return Fields(self.document, table, (*self.keys, key), self.problems, label)

    def each_table(self, key: str, tables: list[Any]) -> list[Fields]:
        """A reader for every table of the array of tables `tables` found under `key`, each
        labelled `key[i]`; anything in the array that is not a table is reported."""
        listing = self.child(key, {}, key)
        entries = []
        for index, table in enumerate(tables):
            label = f"{self.name(key)}[{index}]"
            if isinstance(table, dict):
                entries.append(listing.child(index, table, label))
            else:
                listing.report(f"{label} must be a table", index)
        return entries


def _named_game(document: TomlDocument, problems: list[Problem]) -> tuple[str | None, bool]:
    """The `game` the file names (None when missing or not read) and whether `format` is
    the one this version reads."""
    top = Fields(document, document.data, (), problems)
    file_format = top.required("format", int)
    if file_format is not None and file_format != SUPPORTED_FORMAT:
        top.report(
            f"unknown format {file_format}: this version of Serpentarium reads format "
            f"{SUPPORTED_FORMAT}",
            "format",
        )
        return None, False
    return top.required("game", str), file_format == SUPPORTED_FORMAT


def check_header(
    document: TomlDocument, problems: list[Problem], known_games: Collection[str]
) -> str | None:
    """Check `format` and `game`; return the game id when both are usable. `known_games`
    are the registry's ids (game.games.game_ids()): core knows no game, its caller does."""
    game, format_read = _named_game(document, problems)
    if game is not None and game not in known_games:
        known = ", ".join(known_games)
        problems.append(
            document.problem(["game"], f'unknown game "{shorten(game)}" (known games: {known})')
        )
        return None
    return game if format_read else None


def expect_game(document: TomlDocument, game_id: str) -> None:
    """Raise ProblemsFound unless the header says `format = 1` and this game, and the file
    is not a work in progress (then that is its one problem)."""
    problems: list[Problem] = []
    game, _ = _named_game(document, problems)
    if game is not None and game != game_id:
        problems.append(
            document.problem(["game"], f'expected game "{game_id}", not "{shorten(game)}"')
        )
    if problems:
        raise ProblemsFound(problems)
    if is_work_in_progress(document.data):
        raise ProblemsFound([document.problem([WORK_IN_PROGRESS], WORK_IN_PROGRESS_WORDS)])


# A level the editor saved with its problems, to be finished later: no game reads it (every
# reader starts with `expect_game`), `validate` says so in one line, the editor opens it.
WORK_IN_PROGRESS = "work_in_progress"
WORK_IN_PROGRESS_WORDS = (
    "a work in progress, saved by the level editor with problems: no game lists it until it "
    "is saved without any (open it in the editor to see them)"
)


def is_work_in_progress(data: Mapping[str, Any]) -> bool:
    return data.get(WORK_IN_PROGRESS) is True


def top_fields(
    document: TomlDocument,
    game_id: str,
    keys: set[str] | tuple[str, ...],
    problems: list[Problem] | None = None,
) -> Fields:
    """The top table of a file of `game_id` with its unknown keys reported. ProblemsFound at
    once when the header (`format`, `game`) is wrong; other problems collect in `.problems`."""
    expect_game(document, game_id)
    top = Fields(document, document.data, (), [] if problems is None else problems)
    top.refuse_unknown(keys)
    return top
