"""What the command line needs from Tactrics Snakes (see game/games.py)."""

from __future__ import annotations

from game.games import GameBackend
from game.tactrics.levels import check_level
from game.tactrics.match import check_match, simulate

BACKEND = GameBackend("tactrics-snakes", "Tactrics Snakes", check_level, check_match, simulate)
