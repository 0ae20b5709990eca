"""Tactrics Snakes' own kinds of user file for the file-safety fuzz (game/ui/file_fuzz.py):
a match file read by `validate`, and the puzzle progress as the puzzle list reads it."""

from __future__ import annotations

import random
from pathlib import Path

import tomli_w

from game.core.paths import LEVELS
from game.ui.file_fuzz import Target, read_with_validate


def fuzz_targets() -> list[Target]:
    return [
        Target("tactrics-snakes match", "match.toml", _match, read_with_validate),
        Target("puzzle progress", "progress.toml", _progress, read_puzzle_progress),
    ]


def read_puzzle_progress(path: Path) -> list[str]:
    """Puzzle progress as the puzzle list reads it (from its fixed place)."""
    from game.tactrics.puzzle import progress_path, read_progress

    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_bytes(path.read_bytes())
    return [str(problem) for problem in read_progress()[1]]


def _match(folder: Path) -> str:
    from game.tactrics.bot import bot_turn
    from game.tactrics.levels import load_level
    from game.tactrics.match import Turn
    from game.tactrics.rules import apply_turn, new_game

    source = LEVELS / "tactrics-snakes" / "start-2p.toml"
    (folder / "layout.toml").write_bytes(source.read_bytes())
    state = new_game(load_level(source).board, [0, 1])
    rng = random.Random(3)
    turns = []
    for _ in range(6):
        actions, finish = bot_turn("normal", state, rng)
        turns.append(str(Turn(tuple(actions), finish)))
        state, _ = apply_turn(state, actions, finish)
    data = {
        "format": 1,
        "game": "tactrics-snakes",
        "level": "layout.toml",
        "seed": 3,
        "turns": turns,
        "players": [{"name": "Ann", "colour": "R"}, {"name": "Bob", "colour": "Y", "bot": "hard"}],
    }
    return tomli_w.dumps(data)


def _progress(folder: Path) -> str:
    return 'format = 1\n[best_moves]\n"01-first-bite.toml" = 3\n"02-small-turn.toml" = 5\n'
