"""What the command line needs from Antisocial Snake."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.antisocial_snake.levels import level_from_document
from game.antisocial_snake.match import summary
from game.core.problems import Problem, problems_of
from game.core.tomlfile import TomlDocument


def check_level(document: TomlDocument) -> list[Problem]:
    return problems_of(level_from_document, document)


def check_match(document: TomlDocument) -> list[Problem]:
    """Everything a match file holds, a save's unresolved entries included (as Continue
    reads it)."""
    from game.antisocial_snake.session import MatchSession

    return problems_of(MatchSession.from_document, document)


def simulate(document: TomlDocument) -> dict[str, Any]:
    """The match as recorded; refused exactly when `check_match` and Continue refuse it."""
    from game.antisocial_snake.session import MatchSession

    return summary(MatchSession.from_document(document).state)


def describe_match(path: Path) -> str:
    """The replay list's line: level, players and winners, or how far an unfinished match
    is (Continue's list); ProblemsFound if unreadable."""
    from game.antisocial_snake.rules import standings
    from game.antisocial_snake.session import MatchSession

    state = MatchSession.load(path).state
    if not state.finished:
        index = min(state.board_index, len(state.level.boards) - 1)
        where = f"{state.level.board_title(index)} of {len(state.level.boards)} boards"
        return f"{state.level.name} · {', '.join(state.names)} · {where}"
    winners = " & ".join(state.names[p] for place, p, _ in standings(state) if place == 1)
    return f"{state.level.name} · {', '.join(state.names)} · won by {winners}"
