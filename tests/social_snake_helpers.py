"""Small builders for Social Snake rule tests: a grid from row strings, heads by cell name."""

from __future__ import annotations

from game.core.coords import parse_cell
from game.core.tomlfile import parse_toml
from game.social_snake.levels import Level, level_from_document
from game.social_snake.rules import (
    STAGE_AWARDS,
    MatchState,
    Submission,
    begin_phase,
    new_match,
    resolve_round,
)

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]


def make_level(
    grids: dict[str, list[str]],
    ruleset: str = "classic",
    phases: list[list[str]] | None = None,
    rounds: int = 5,
    options: str = "",
) -> Level:
    lines = [
        "format = 1",
        'game = "social-snake"',
        'name = "test"',
        f'ruleset = "{ruleset}"',
        f"rounds_per_phase = {rounds}",
    ]
    if phases is not None:
        lines.append("phases = [" + ", ".join(str(p).replace("'", '"') for p in phases) + "]")
    if options:
        lines += ["[options]", options]
    for name, rows in grids.items():
        lines.append(f"[grids.{name}]")
        lines.append("rows = [" + ", ".join(f'"{row}"' for row in rows) + "]")
    return level_from_document(parse_toml("\n".join(lines), "test.toml"))


def start(
    rows: list[str],
    heads: list[str],
    ruleset: str = "classic",
    round_number: int = 4,
    garnets: int | list[int] = 0,
    bodies: dict[int, list[str]] | None = None,
) -> MatchState:
    """One grid A with each player's head on the given cell, ready for round `round_number`."""
    level = make_level({"A": rows}, ruleset)
    state = new_match(level, NAMES[: len(heads)], seed=7, starting_garnets=garnets)
    state, _ = begin_phase(state, {"A": [[parse_cell(h)] for h in heads]})
    state.rounds_played = round_number - 1
    for player, cells in (bodies or {}).items():
        for name in cells:
            state.grids["A"].body_owner[parse_cell(name)] = player
            state.grids["A"].bodies[player].append(parse_cell(name))
    return state


def play(state: MatchState, moves: list[str], premove: list[int] | None = None):
    premove = premove or [0] * len(moves)
    return resolve_round(
        state, {"A": [Submission(m, p) for m, p in zip(moves, premove, strict=True)]}
    )


def cells(*names: str):
    return tuple(parse_cell(n) for n in names)


def finished_state(apples, garnets=None, ruleset="classic"):
    level = make_level({"A": ["9 . .", ". . .", ". . ."]}, ruleset=ruleset)
    state = new_match(level, NAMES[: len(apples)], seed=11)
    for player, value in zip(state.players, apples, strict=True):
        player.apples = value
    for player, value in zip(state.players, garnets or [0] * len(apples), strict=True):
        player.garnets = value
    state.stage = STAGE_AWARDS
    return state
