"""The rules of every game stay plain Python: importing them never loads pygame."""

import subprocess
import sys
from pathlib import Path

import pytest

from game.games import GAME_PACKAGES

GAME_ROOT = Path(__file__).resolve().parents[1] / "game"

# The rules side of every game package (whichever of these it has) and the shared pure parts.
RULES_SIDE = (
    "rules", "events", "levels", "match", "session", "bot", "backend", "stages",
    "variations", "quiz", "missions", "geometry", "seating", "program", "tournament",
    "editing", "board", "solver", "puzzle", "daily",
)  # fmt: skip
SHARED_PURE = [
    *(f"game.{folder.name}.{path.stem}" for folder in (GAME_ROOT / "table",)
      for path in sorted(folder.glob("*.py")) if path.stem != "__init__"),
    "game.games",
    "game.cli",
    "game.core.fuzz",
    "game.core.board_rows",
]  # fmt: skip
PURE_MODULES = SHARED_PURE + [
    f"{package}.{name}"
    for package in GAME_PACKAGES
    for name in RULES_SIDE
    if (GAME_ROOT / package.removeprefix("game.") / f"{name}.py").is_file()
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
