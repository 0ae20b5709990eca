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
    """The replay list's line: level, players and winners, or how far an unfinished match
    is (Continue's list); ProblemsFound if unreadable."""
    state = MatchSession.load(path).state
    if not state.finished:
        phases = len(state.level.phases)
        where = f"phase {min(state.phase + 1, phases)} of {phases}, round {state.round_number}"
        return f"{state.level.name} · {', '.join(state.names)} · {where}"
    best = max(player.apples for player in state.players)
    winners = " & ".join(p.name for p in state.players if p.apples == best)
    return f"{state.level.name} · {', '.join(state.names)} · won by {winners}"
