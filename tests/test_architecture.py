"""The rules of every game stay plain Python: importing them never loads pygame; the kit
(core, table, ui, editor) never imports a game or the shell."""

import ast
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
    "program_editing", "board", "solver", "puzzle", "daily",
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


IMPORT_EACH = """
import importlib, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
    if "pygame" in sys.modules:
        print(name)
        break
"""


def test_rules_modules_do_not_import_pygame():
    """One fresh interpreter imports the pure modules one after another: the first that
    brings pygame in is named (the others need no interpreter of their own while none does)."""
    command = [sys.executable, "-c", IMPORT_EACH, *PURE_MODULES]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"{result.stdout.strip()} imports pygame"
    assert len(PURE_MODULES) > 40  # every game's rules side is in the list


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


# The kit's layers, lowest first: each may import itself, the layers before it, and what the
# `also` column says; none imports a game package, the shell (game.app, game.cli) or the
# tools that start the shell (game.screen_tour, game.bench_window).
KIT_LAYERS = {
    "core": ("core",),
    "table": ("core", "table"),
    "ui": ("core", "table", "ui", "games"),
    "editor": ("core", "table", "ui", "editor", "games"),
}
# The level editor's bench starts the shell to measure the editor's frames (as the shell's
# own benches do): the one import of the shell left in the kit, for "editor-core" to move
# behind a hook (issue 18, item 2). Nothing else may be added.
KNOWN_OFFENDERS = {("editor/bench.py", "game.app")}
LOADERS = {"lazy", "import_module"}  # a module named in a string, imported on call


def modules_named(tree: ast.AST) -> set[str]:
    """Every module an import statement names (at the top or inside a function), and every
    module named to `lazy(...)` or `importlib.import_module(...)`."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Call) and node.args:
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            first = node.args[0]
            if name in LOADERS and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value.partition(":")[0])
    return found


def layer_of(module: str) -> str | None:
    """`core` for game.core.x, `games` for game.games, None for a game package or the shell."""
    parts = module.split(".")
    if parts[0] != "game" or len(parts) == 1:
        return "outside"
    top = parts[1]
    if top in KIT_LAYERS or top == "games":
        return top
    return None


def kit_offences(folder: str) -> set[tuple[str, str]]:
    allowed = KIT_LAYERS[folder]
    offences = set()
    for path in sorted((GAME_ROOT / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for module in modules_named(tree):
            layer = layer_of(module)
            if layer != "outside" and layer not in allowed:
                offences.add((str(path.relative_to(GAME_ROOT).as_posix()), module))
    return {(where, _package_level(module)) for where, module in offences}


def _package_level(module: str) -> str:
    """game.tactrics.draw.BoardView -> game.tactrics.draw (a from-import's name dropped)."""
    parts = module.split(".")
    while len(parts) > 2 and not (GAME_ROOT.parent / Path(*parts)).with_suffix(".py").is_file():
        parts.pop()
    return ".".join(parts)


@pytest.mark.parametrize("folder", list(KIT_LAYERS))
def test_the_kit_never_imports_a_game_or_the_shell(folder):
    """game/core, game/table, game/ui and game/editor reach a game only through its GameInfo
    (game.games), never by importing it; no kit folder imports the shell or a layer above."""
    offences = kit_offences(folder) - KNOWN_OFFENDERS
    assert offences == set(), sorted(offences)


def test_the_layer_check_finds_an_import_inside_a_function():
    code = "def f():\n    from game.social_snake.rules import resolve\n    lazy('game.cli:main')\n"
    named = modules_named(ast.parse(code))
    assert {layer_of(module) for module in named} == {None}
    assert "game.social_snake.rules" in named and "game.cli" in named
