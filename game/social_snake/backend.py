"""What the command line needs from Social Snake."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import TomlDocument, load_toml
from game.social_snake.levels import level_from_document
from game.social_snake.match import replay_document, summary


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
    """The replay list's line: level, players and winners (ProblemsFound if unreadable)."""
    _, _, played = replay_document(load_toml(path))
    state = played.final
    best = max(player.apples for player in state.players)
    winners = " & ".join(p.name for p in state.players if p.apples == best)
    return f"{state.level.name} · {', '.join(state.names)} · won by {winners}"
