"""What the command line and the menus need from Tactrics Snakes (GameInfo's file hooks)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.problems import Problem, problems_of
from game.core.tomlfile import TomlDocument, load_toml
from game.table.ranking import winners
from game.tactrics.levels import check_level
from game.tactrics.match import read_match, replay, summary
from game.tactrics.rules import scores

__all__ = ["check_level", "check_match", "describe_match", "simulate"]


def check_match(document: TomlDocument) -> list[Problem]:
    return problems_of(lambda d: replay(read_match(d), d), document)


def simulate(document: TomlDocument) -> dict[str, Any]:
    match = read_match(document)
    state, events = replay(match, document)
    return summary(match, state, events)


def describe_match(path: Path) -> str:
    """The replay list's line: layout, players and winners, or the turn an unfinished game
    is at (Continue's list); ProblemsFound if unreadable."""
    document = load_toml(path)
    match = read_match(document)
    state, _ = replay(match, document)
    if not state.over:
        return f"{match.level.name} · {', '.join(match.names)} · turn {state.turn + 1}"
    totals = [score.total for score in scores(state)]
    return f"{match.level.name} · {', '.join(match.names)} · won by {winners(match.names, totals)}"
