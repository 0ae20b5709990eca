"""What the command line needs from Snek.

Snek has four kinds of file with `game = "snek"`: programs (`patterns`), arenas (`rows`,
`starts`), battles (`arena`, `sneks`) and a season's duels (`arena`, `players`).
`check_level` tells them apart by their keys, so `validate` checks each kind whichever way
the command line routes it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.problems import Problem, ProblemsFound, problems_of
from game.core.tomlfile import TomlDocument, load_toml
from game.snek.duel import check_duel, is_duel_document, simulate_duel
from game.snek.levels import arena_from_document, is_arena_document
from game.snek.match import check_battle, is_battle_document, load_battle, simulate_battle
from game.snek.program import program_from_document


def check_level(document: TomlDocument) -> list[Problem]:
    if is_duel_document(document):
        return check_duel(document)
    if is_battle_document(document):
        return check_battle(document)
    reader = arena_from_document if is_arena_document(document) else program_from_document
    return problems_of(reader, document)


def check_match(document: TomlDocument) -> list[Problem]:
    return check_level(document)


def describe_match(path: Path) -> str:
    """The replay list's line: the winners (or, in an unfinished battle, the round the viewer
    had reached: Continue's list) first, where a narrow list cannot cut them, then arena,
    seed and sneks; ProblemsFound if unreadable."""
    document = load_toml(path)
    result = simulate(document)
    if result.get("kind") == "duel":
        names = " v ".join(player["name"] for player in result["players"])
        return f"won by {result['winner'] or 'nobody yet'} · {result['arena']} · duel · {names}"
    winners = " & ".join(snek["name"] for snek in result["sneks"] if snek["place"] == 1)
    names = ", ".join(snek["name"] for snek in result["sneks"])
    watched = load_battle(document)[0].watched
    shown = f"won by {winners}"
    if watched < result["rounds_played"]:
        shown = f"watched to round {watched}" if watched else "not watched yet"
    return f"{shown} · {result['arena'] or 'arena'} · seed {result['seed']} · {names}"


def simulate(document: TomlDocument) -> dict[str, Any]:
    if is_duel_document(document):
        return simulate_duel(document)
    if not is_battle_document(document):
        raise ProblemsFound([document.problem([], 'not a battle file (no "arena" key)')])
    return simulate_battle(document)
