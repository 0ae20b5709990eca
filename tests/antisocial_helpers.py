"""Small builders for Antisocial Snake tests: a level from row strings, entries by cell name."""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.antisocial_snake.board import MovementEntry, PlacementEntry
from game.antisocial_snake.levels import Level, level_from_document
from game.antisocial_snake.rules import MatchState, new_match, place_board, resolve_board
from game.core.coords import parse_cell
from game.core.tomlfile import parse_toml

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def board_toml(
    rows: Sequence[str],
    variation: str = "theme",
    twist_cap: int = 3,
    questions: str = "",
    name: str = "Test board",
) -> str:
    lines = [
        "[[boards]]",
        f'name = "{name}"',
        f'variation = "{variation}"',
        f"twist_cap = {twist_cap}",
        "rows = [" + ", ".join(f'"{row}"' for row in rows) + "]",
    ]
    if questions:
        lines.append(questions.strip())
    return "\n".join(lines)


def level_toml(*boards: str, players: tuple[int, int] = (2, 3)) -> str:
    head = [
        "format = 1",
        'game = "antisocial-snake"',
        'name = "test"',
        f"players = [{players[0]}, {players[1]}]",
    ]
    return "\n".join(head + list(boards)) + "\n"


def make_level(
    rows: Sequence[str],
    variation: str = "theme",
    twist_cap: int = 3,
    questions: str = "",
    players: tuple[int, int] = (2, 3),
    boards: int = 1,
) -> Level:
    board = board_toml(rows, variation, twist_cap, questions)
    text = level_toml(*[board] * boards, players=players)
    return level_from_document(parse_toml(text, "test.toml"))


def cells(names: Sequence[str]) -> tuple:
    return tuple(parse_cell(name) for name in names)


def placement(tiles: Sequence[str], frame=(), toggles=(), bids=None) -> PlacementEntry:
    return PlacementEntry(cells(tiles), cells(frame), cells(toggles), tuple((bids or {}).items()))


def movement(moves: Sequence[str], swaps=(), redirects=(), answers=()) -> MovementEntry:
    return MovementEntry(
        tuple(moves),
        tuple((parse_cell(a), parse_cell(b)) for a, b in (s.split("-") for s in swaps)),
        tuple(_redirect(r) for r in redirects),
        tuple(answers),
    )


def _redirect(text: str) -> tuple:
    match = re.fullmatch(r"([A-Za-z]+[0-9]+)(cw|ccw)", text)
    assert match, text
    return parse_cell(match.group(1)), match.group(2)


def placed(level: Level, tiles: Sequence[Sequence[str]], seed: int = 0, **extras) -> MatchState:
    """A match with the first board placed: `tiles[player]` in priority order; extras are
    per-player lists keyed like PlacementEntry (frame, toggles, bids)."""
    names = NAMES[: len(tiles)]
    state = new_match(level, names, seed)
    entries = [
        placement(
            tiles[p],
            extras.get("frame", [()] * len(tiles))[p],
            extras.get("toggles", [()] * len(tiles))[p],
            extras.get("bids", [None] * len(tiles))[p],
        )
        for p in range(len(tiles))
    ]
    state, _ = place_board(state, entries)
    return state


def moved(state: MatchState, moves: Sequence[Sequence[str]], **extras):
    """Resolve the board in play: `moves[player]` per snake in placement order."""
    count = len(moves)
    entries = [
        movement(
            moves[p],
            extras.get("swaps", [()] * count)[p],
            extras.get("redirects", [()] * count)[p],
            extras.get("answers", [()] * count)[p],
        )
        for p in range(count)
    ]
    return resolve_board(state, entries)


def snake_at(state: MatchState, start: str):
    """The snake that started on a cell of the last board."""
    cell = parse_cell(start)
    return next(s for s in state.boards[-1].snakes if s.start == cell)
