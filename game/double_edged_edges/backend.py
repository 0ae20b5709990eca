"""What the command line needs from Double-edged Edges."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.problems import Problem, problems_of
from game.core.tomlfile import TomlDocument
from game.double_edged_edges.levels import level_from_document
from game.double_edged_edges.match import summary


def check_level(document: TomlDocument) -> list[Problem]:
    return problems_of(level_from_document, document)


def check_match(document: TomlDocument) -> list[Problem]:
    """Everything a match file holds, a save's unfinished entries included (as Continue
    reads it)."""
    from game.double_edged_edges.session import MatchSession

    return problems_of(MatchSession.from_document, document)


def simulate(document: TomlDocument) -> dict[str, Any]:
    """The match as recorded; refused exactly when `check_match` and Continue refuse it."""
    from game.double_edged_edges.session import MatchSession

    return summary(MatchSession.from_document(document).state)


def describe_match(path: Path) -> str:
    """The replay list's line: level, players and winners, or how far an unfinished match
    is (Continue's list); ProblemsFound if unreadable."""
    from game.double_edged_edges.session import MatchSession

    state = MatchSession.load(path).state
    if not state.finished:
        where = f"round {state.round_number} of {state.level.rounds}"
        return f"{state.level.name} · {', '.join(state.names)} · {where}"
    best = max(state.points)
    winners = " & ".join(n for n, p in zip(state.names, state.points, strict=True) if p == best)
    return f"{state.level.name} · {', '.join(state.names)} · won by {winners}"
