"""The rules of every game stay plain Python: importing them never loads pygame."""

import subprocess
import sys

import pytest

PURE_MODULES = [
    "game.social_snake.rules",
    "game.social_snake.match",
    "game.social_snake.session",
    "game.social_snake.bot",
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
