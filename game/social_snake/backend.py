"""What the command line needs from Social Snake."""

from __future__ import annotations

from typing import Any

from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import TomlDocument
from game.games import GameBackend
from game.social_snake.levels import level_from_document
from game.social_snake.match import summary
from game.social_snake.session import MatchSession


def check_level(document: TomlDocument) -> list[Problem]:
    try:
        level_from_document(document)
    except ProblemsFound as found:
        return found.problems
    return []


def check_match(document: TomlDocument) -> list[Problem]:
    """Everything a save holds, its unfinished entries included (as Continue reads it)."""
    try:
        MatchSession.from_document(document)
    except ProblemsFound as found:
        return found.problems
    return []


def simulate(document: TomlDocument) -> dict[str, Any]:
    return summary(MatchSession.from_document(document).state)


BACKEND = GameBackend("social-snake", "Social Snake", check_level, check_match, simulate)
