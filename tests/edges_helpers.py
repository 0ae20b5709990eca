"""Small builders for Double-edged Edges tests: a match with a known seating and spaces."""

from __future__ import annotations

import re
from dataclasses import replace

from game.double_edged_edges.levels import Level
from game.double_edged_edges.rules import MatchState, Submission, new_match, resolve_round

VALUES = (6, 4, 3, 2, 2, 1, 1, 0, 0, 1, 1, 2, 2, 3, 4, 6)
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lu"]
TYPE_LETTERS = {"S": "survivor", "X": "screwed", "D": "dumb"}

_ENTRY = re.compile(r"([LR])(\d+)>(\d+)(?:\+(\d+))?")


def make_level(rounds: int = 7, grid: tuple[int, int] = (2, 2)) -> Level:
    return Level("test", VALUES, 8, rounds, grid)


def make_state(
    spaces: list[int] | None = None,
    garnets: list[int] | None = None,
    grid: tuple[int, int] = (2, 2),
    rounds: int = 7,
) -> MatchState:
    """Players seated row by row in name order (seat i is player i)."""
    count = grid[0] * grid[1]
    state, _ = new_match(
        make_level(rounds, grid), NAMES[:count], 1, garnets or 0, list(range(count))
    )
    return replace(state, spaces=tuple(spaces)) if spaces else state


def entry(text: str) -> Submission:
    """`"R3>1+2"`: right 3 with player 1 as partner, betting 2 garnets."""
    match = _ENTRY.fullmatch(text)
    assert match, text
    direction, amount, partner, bet = match.groups()
    return Submission(direction, int(amount), int(partner), int(bet or 0))


def play(state: MatchState, entries: list[str]):
    return resolve_round(state, [entry(text) for text in entries])


def finished_state(points: list[int], garnets: list[int] | None = None) -> MatchState:
    """A 9-player match whose one round is over, with the given points: awaiting awards."""
    state = make_state(grid=(3, 3), rounds=1)
    state, _ = resolve_round(state, [None] * 9)
    return replace(state, points=tuple(points), garnets=tuple(garnets or [0] * 9))


def play_defaults_to_the_vote(session):
    """Every seat of an MatchSession takes the defaults each round; the tie this leaves
    (everyone moves alike) makes the winners vote. Returns the VoteCall."""
    while session.state.stage == "rounds":
        for seat in range(session.state.players):
            session.submit(seat, None)
        session.advance()
    call = session.vote()
    assert call is not None
    return call
