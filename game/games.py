"""The games a file can name, and what each offers to the command line."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.tomlfile import TomlDocument


@dataclass(frozen=True)
class GameBackend:
    """What the command line needs from one game.

    check_level / check_match return every problem in a document (empty when fine);
    simulate plays a match document and returns the JSON-ready summary, raising
    ProblemsFound when the match breaks the rules.
    """

    game_id: str
    title: str
    check_level: Callable[[TomlDocument], list]
    check_match: Callable[[TomlDocument], list]
    simulate: Callable[[TomlDocument], dict[str, Any]]


_MODULES = {
    "social-snake": "game.social_snake.backend",
    "tactrics-snakes": "game.tactrics.backend",
    "antisocial-snake": "game.antisocial_snake.backend",
}


def backend_for(game_id: str) -> GameBackend | None:
    """The backend of a game id, or None while that game is not built yet."""
    module_name = _MODULES.get(game_id)
    if module_name is None:
        return None
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name == module_name:
            return None
        raise
    return module.BACKEND


def is_match_document(document: TomlDocument) -> bool:
    """Match files name the level they are played on; level files do not."""
    return "level" in document.data
