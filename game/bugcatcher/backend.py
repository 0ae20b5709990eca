"""What the command line needs from Bugcatcher."""

from __future__ import annotations

from typing import Any

from game.bugcatcher.levels import level_from_document
from game.bugcatcher.match import replay_document, summary
from game.core.problems import Problem, problems_of
from game.core.tomlfile import TomlDocument


def check_level(document: TomlDocument) -> list[Problem]:
    return problems_of(level_from_document, document)


def check_match(document: TomlDocument) -> list[Problem]:
    return problems_of(replay_document, document)


def simulate(document: TomlDocument) -> dict[str, Any]:
    _, _, played = replay_document(document)
    return summary(played.final)
