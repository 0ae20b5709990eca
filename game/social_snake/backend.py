"""What the command line needs from Social Snake."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.problems import Problem, problems_of
from game.core.tomlfile import TomlDocument
from game.social_snake.levels import level_from_document
from game.social_snake.match import summary
from game.social_snake.session import MatchSession


def check_level(document: TomlDocument) -> list[Problem]:
    return problems_of(level_from_document, document)


def check_match(document: TomlDocument) -> list[Problem]:
    """Everything a save holds, its unfinished entries included (as Continue reads it)."""
    return problems_of(MatchSession.from_document, document)


def simulate(document: TomlDocument) -> dict[str, Any]:
    return summary(MatchSession.from_document(document).state)


def describe_match(path: Path) -> str:
    """The replay list's line: level, players and winners (ProblemsFound if unreadable)."""
    state = MatchSession.load(path).state
    best = max(player.apples for player in state.players)
    winners = " & ".join(p.name for p in state.players if p.apples == best)
    return f"{state.level.name} · {', '.join(state.names)} · won by {winners}"
