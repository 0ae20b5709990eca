"""The rules of every game stay plain Python: importing them never loads pygame."""

import subprocess
import sys

import pytest

from game.core.paths import PROJECT_ROOT

GAME_ROOT = PROJECT_ROOT / "game"

PURE_MODULES = [
    "game.social_snake.rules",
    "game.social_snake.match",
    "game.social_snake.session",
    "game.social_snake.bot",
    "game.table.seats",
    "game.table.session",
    "game.table.ranking",
    "game.table.replay_index",
    "game.tactrics.session",
    "game.games",
    "game.tactrics.rules",
    "game.tactrics.solver",
    "game.tactrics.puzzle",
    "game.tactrics.bot",
    "game.cli",
]


@pytest.mark.parametrize("module", PURE_MODULES)
def test_rules_modules_do_not_import_pygame(module):
    code = f"import sys, {module}; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


SHELL = {"app.py", "cli.py", "screen_tour.py"}  # the screen tour opens the shell to show it


def test_the_window_parts_never_import_the_shell():
    """game/app.py depends on game/ui and the game packages, never the other way round
    (benchmarks, which start the shell to measure it, excepted)."""
    offenders = []
    for path in sorted(GAME_ROOT.rglob("*.py")):
        if path.parent == GAME_ROOT and path.name in SHELL or "bench" in path.name:
            continue
        text = path.read_text(encoding="utf-8")
        if "from game.app import" in text or "import game.app" in text:
            offenders.append(str(path.relative_to(GAME_ROOT)))
    assert offenders == [], offenders
