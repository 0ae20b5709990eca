"""Every registered game provides what docs/adding-a-game.md says, and the collection reads
only the one list of game packages."""

import ast
import importlib
import pkgutil
import random
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game.app import App
from game.cli import benches, check_file, demo_games, toml_paths
from game.core.paths import LEVELS
from game.games import GAME_PACKAGES, SEASON_PACKAGE, GameInfo, all_games, all_kinds, game_ids
from game.ui.howto import help_pages
from game.ui.menu import MainMenuScene
from game.ui.monkey import monkey
from game.ui.scene import Scene

CHECKOUT = Path(__file__).resolve().parents[1]  # the source tree, not the installed data

GAMES = all_games()
IDS = [info.game_id for info in GAMES]
WINDOW_HOOKS = ("first_scene", "resume_match", "open_replay", "describe_match", "tour_screens")
REQUIRED_FILES = (  # every game package: the guide's table (docs/adding-a-game.md)
    "__init__.py", "rules.py", "events.py", "levels.py", "match.py", "backend.py", "session.py",
    "bot.py", "bench.py", "rules_text.py",
)  # fmt: skip
WINDOW_FILES = ("scene.py", "draw.py", "results.py", "replay_view.py", "tour.py")
HOOK_MODULES = {  # where each hook of a game with a window lives: one place per role
    "check_level": "backend", "check_match": "backend", "simulate": "backend",
    "describe_match": "backend", "first_scene": "scene", "resume_match": "scene",
    "open_replay": "replay_view", "tour_screens": "tour",
}  # fmt: skip


def test_every_game_package_is_in_the_one_list():
    packages = {
        f"game.{module.name}"
        for module in pkgutil.iter_modules(game.__path__)
        if module.ispkg and hasattr(importlib.import_module(f"game.{module.name}"), "GAME")
    }
    assert packages == set(GAME_PACKAGES)
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_game_describes_itself_as_the_guide_says(info: GameInfo):
    assert info.game_id in game_ids() and info.title and info.blurb
    pages = info.rules_pages()
    assert pages and all(isinstance(t, str) and isinstance(text, str) for t, text in pages)
    for hook in (info.check_level, info.check_match, info.simulate):
        assert callable(hook)
    for name in info.benches:
        assert name.startswith(info.game_id.split("-")[0])
    package = next(name for name in GAME_PACKAGES if importlib.import_module(name).GAME is info)
    folder = Path(importlib.import_module(package).__file__).parent
    assert [name for name in REQUIRED_FILES if not (folder / name).is_file()] == []
    if info.playable:
        missing = [hook for hook in WINDOW_HOOKS if getattr(info, hook) is None]
        assert not missing, f"{info.game_id} has a window but no {missing}"
        assert [name for name in WINDOW_FILES if not (folder / name).is_file()] == []


@pytest.mark.parametrize("info", [g for g in GAMES if g.playable], ids=lambda g: g.game_id)
def test_every_game_keeps_each_part_in_the_same_file(info: GameInfo):
    """The same role lives in the same file in every game package: the file hooks in
    backend.py, the first screen and Continue in scene.py, replays in replay_view.py."""
    package = next(name for name in GAME_PACKAGES if importlib.import_module(name).GAME is info)
    misplaced = {
        hook: getattr(info, hook).__qualname__
        for hook, module in HOOK_MODULES.items()
        if not getattr(info, hook).__qualname__.startswith(f"{package}.{module}:")
    }
    assert misplaced == {}


def game_names() -> dict[str, str]:
    """Each way a list names a game (its id, its package, the package's folder): its id."""
    names = {}
    for package in GAME_PACKAGES:
        game_id = importlib.import_module(package).GAME.game_id
        for name in (game_id, package, package.removeprefix("game.")):
            names[name] = game_id
    return names


def games_listed(node: ast.AST, names: dict[str, str]) -> set[str]:
    """The games named by the string constants inside one literal list, tuple, set or dict."""
    return {
        names[inner.value]
        for inner in ast.walk(node)
        if isinstance(inner, ast.Constant) and isinstance(inner.value, str) and inner.value in names
    }


def second_lists(path: Path, names: dict[str, str]) -> list[str]:
    """Where a literal in `path` names two games or more."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.relative_to(CHECKOUT)}:{node.lineno}"
        for node in ast.walk(tree)
        if isinstance(node, ast.List | ast.Tuple | ast.Set | ast.Dict)
        and len(games_listed(node, names)) >= 2
    ]


def test_no_second_list_of_games_exists():
    """GAME_PACKAGES is the one list: no other literal in the program, the tests or the tools
    names two games (by id or package); those lists are derived from it."""
    names = game_names()
    files = [
        path
        for folder in ("game", "tests", "tools")
        for path in sorted((CHECKOUT / folder).rglob("*.py"))
        if path != CHECKOUT / "game" / "games.py"
    ]
    offenders = [where for path in files for where in second_lists(path, names)]
    assert offenders == [], "lists of games beside GAME_PACKAGES: " + ", ".join(offenders)
    registry = CHECKOUT / "game" / "games.py"
    assert len(second_lists(registry, names)) == 1  # the check finds GAME_PACKAGES itself


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_every_shipped_file_of_a_game_validates(info: GameInfo):
    paths = list(toml_paths([str(LEVELS / info.game_id)]))
    assert paths, f"levels/{info.game_id}/ ships no file"
    for path in paths:
        assert check_file(path) == [], path


@pytest.mark.parametrize("package", [*GAME_PACKAGES, SEASON_PACKAGE])
def test_describing_a_game_imports_no_pygame(package):
    code = f"import sys, {package}; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


def test_the_menu_help_and_command_line_list_every_game():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    labels = [item.label for item in app.top.menu.items]
    for info in GAMES:
        shown = info.title if info.playable else f"{info.title} (coming soon)"
        assert shown in labels
    titles = [page.title for page in help_pages()]
    assert len(titles) > len(GAMES)
    for info in GAMES:
        assert set(info.benches) <= set(benches())
    kinds = all_kinds()
    assert set(demo_games()) <= {kind.game_id for kind in kinds}
    assert "Season" in labels and "season" in benches() and "season" in demo_games()


MONKEY_EVENTS = 400


@pytest.mark.parametrize("info", [g for g in GAMES if g.playable], ids=lambda g: g.game_id)
def test_the_monkey_runs_over_every_registered_game(info: GameInfo, capsys):
    """Random keys, clicks and resizes from each game's first screen; whatever it opens
    (setup, a match, the menu it escapes to) must not raise. The count of events each screen
    received is printed."""
    app = App(headless=True)
    rng = random.Random(info.game_id)
    counts: dict[str, int] = {}

    def first(app: App) -> None:
        app.push(info.first_scene(app))

    app.clear_to(MainMenuScene(app))
    first(app)
    for _ in range(MONKEY_EVENTS):
        monkey(app, 1, rng, first)
        if isinstance(app.top, Scene):
            name = type(app.top).__name__
            counts[name] = counts.get(name, 0) + 1
        if isinstance(app.top, MainMenuScene):  # back in the game rather than another one
            first(app)
    shown = ", ".join(f"{name} {count}" for name, count in sorted(counts.items()))
    with capsys.disabled():
        print(f"\n{info.game_id} monkey, events per screen: {shown}")
    first_screen = type(info.first_scene(App(headless=True))).__name__
    assert counts.get(first_screen, 0) > 0 and len(counts) >= 3
