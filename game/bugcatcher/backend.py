"""What the command line needs from Bugcatcher."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.bugcatcher.levels import level_from_document
from game.bugcatcher.match import replay_document, summary
from game.bugcatcher.session import BugSession
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import TomlDocument


def check_level(document: TomlDocument) -> list[Problem]:
    try:
        level_from_document(document)
    except ProblemsFound as found:
        return found.problems
    return []


def check_match(document: TomlDocument) -> list[Problem]:
    try:
        replay_document(document)
    except ProblemsFound as found:
        return found.problems
    return []


def simulate(document: TomlDocument) -> dict[str, Any]:
    _, _, played = replay_document(document)
    return summary(played.final)


def describe_match(path: Path) -> str:
    """The replay list's line: level, players and the winner (ProblemsFound if unreadable)."""
    state = BugSession.load(path).state
    line = f"{state.level.name} · {', '.join(state.names)}"
    if state.awards is None:
        return f"{line} · round {state.rounds_played} of {state.level.rounds}"
    return f"{line} · won by {state.names[state.awards.winner]}"
