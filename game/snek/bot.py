"""Snek's bots: a bot seat fights with one of the shipped sample sneks.

In Snek nobody steers during a battle, so a bot is simply a program. The levels pick
samples by their results in the round-robin of all samples on the shipped arenas (see
`python main.py bench snek` and tests/test_snek_bots.py): the beginner's two patterns,
the tail chaser, and the race breaker (the strongest in that round-robin).
"""

from __future__ import annotations

from game.core.tomlfile import load_toml
from game.snek.program import Program, program_from_document
from game.snek.samples import SHIPPED
from game.table.seats import BOT_LEVELS

BOT_SNEKS = {"easy": "beginner", "normal": "tail-chaser", "hard": "race-breaker"}


def bot_program(level: str) -> Program:
    """The shipped program a bot of this level fights with; ValueError for unknown levels."""
    if level not in BOT_SNEKS:
        raise ValueError(f'unknown bot level "{level}" (use {", ".join(BOT_LEVELS)})')
    path = SHIPPED / "sneks" / f"{BOT_SNEKS[level]}.toml"
    return program_from_document(load_toml(path))
