"""Small builders for Bugcatcher rule tests: a level in code, nodes placed by name."""

from __future__ import annotations

from collections.abc import Sequence

from game.bugcatcher.geometry import BORDER, CENTRAL, Board
from game.bugcatcher.levels import Level
from game.bugcatcher.missions import Mission
from game.bugcatcher.rules import MatchState, Pregame, Submission, begin_match, new_match
from game.bugcatcher.rules import resolve_round as _resolve

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]


def make_level(
    columns: int = 6,
    rows: int = 5,
    rounds: int = 7,
    energy: int = 7,
    missions: Sequence[Mission] = (),
) -> Level:
    return Level("Test", Board(columns, rows), rounds, energy, tuple(missions))


def mission(kind: str, name: str = "", reward: int = 4, **params) -> Mission:
    return Mission(name or f"Test {kind}", params.pop("round", 1), kind, reward, **params)


def placed(
    level: Level, nodes: Sequence[tuple[str, str]], garnets: int = 0, seed: int = 0
) -> MatchState:
    """A match in round 1 with each player's (central, border) start given by name."""
    state = new_match(level, NAMES[: len(nodes)], seed, garnets)
    board = level.board
    entries = [
        Pregame((board.parse(central, CENTRAL),), (board.parse(border, BORDER),))
        for central, border in nodes
    ]
    state, _ = begin_match(state, entries)
    return state


def play(state: MatchState, *actions: str, missions: Sequence[Sequence[str]] = ()):
    """Resolve one round; each player's actions as one space-separated string."""
    undertaken = list(missions) or [()] * len(actions)
    submissions = [
        Submission(tuple(a.split()), tuple(m)) for a, m in zip(actions, undertaken, strict=True)
    ]
    return _resolve(state, submissions)


def events_of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
