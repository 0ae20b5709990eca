"""What the command line needs from Snek.

Snek has three kinds of file with `game = "snek"`: programs (`patterns`), arenas (`rows`,
`starts`) and battles (`arena`, `sneks`). `check_level` tells them apart by their keys, so
`validate` checks each kind whichever way the command line routes it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.problems import Problem, ProblemsFound, problems_of
from game.core.tomlfile import TomlDocument, load_toml
from game.snek.levels import arena_from_document, is_arena_document
from game.snek.match import check_battle, is_battle_document, simulate_battle
from game.snek.program import program_from_document


def check_level(document: TomlDocument) -> list[Problem]:
    if is_battle_document(document):
        return check_battle(document)
    reader = arena_from_document if is_arena_document(document) else program_from_document
    return problems_of(reader, document)


def check_match(document: TomlDocument) -> list[Problem]:
    return check_level(document)


def describe_match(path: Path) -> str:
    """The replay list's line: arena, seed, sneks and the winners (ProblemsFound if unreadable)."""
    result = simulate(load_toml(path))
    winners = " & ".join(snek["name"] for snek in result["sneks"] if snek["place"] == 1)
    names = ", ".join(snek["name"] for snek in result["sneks"])
    return f"{result['arena'] or 'arena'} · seed {result['seed']} · {names} · won by {winners}"


def simulate(document: TomlDocument) -> dict[str, Any]:
    if not is_battle_document(document):
        raise ProblemsFound([document.problem([], 'not a battle file (no "arena" key)')])
    return simulate_battle(document)
