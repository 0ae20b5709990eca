"""What the command line needs from Bugcatcher."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.bugcatcher.levels import level_from_document
from game.bugcatcher.match import summary
from game.bugcatcher.session import MatchSession
from game.core.problems import Problem, problems_of
from game.core.tomlfile import TomlDocument


def check_level(document: TomlDocument) -> list[Problem]:
    return problems_of(level_from_document, document)


def check_match(document: TomlDocument) -> list[Problem]:
    """Everything a match file holds, a save's unfinished entries included (as Continue
    reads it)."""
    return problems_of(MatchSession.from_document, document)


def simulate(document: TomlDocument) -> dict[str, Any]:
    """The match as recorded; refused exactly when `check_match` and Continue refuse it."""
    return summary(MatchSession.from_document(document).state)


def describe_match(path: Path) -> str:
    """The replay list's line: level, players and the winner (ProblemsFound if unreadable)."""
    state = MatchSession.load(path).state
    line = f"{state.level.name} · {', '.join(state.names)}"
    if state.awards is None:
        return f"{line} · round {state.round_number} of {state.level.rounds}"
    return f"{line} · won by {state.names[state.awards.winner]}"
