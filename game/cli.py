"""`python main.py <verb>`: the command line of Serpentarium."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from importlib import metadata
from pathlib import Path

from game.core.fields import check_header
from game.core.paths import LEVELS
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import load_toml, user_files
from game.games import GameInfo, all_games, all_kinds, check_file, game_by_id, kind_ids, lazy


def toml_paths(paths: Sequence[str]) -> Iterator[str]:
    """The files named, with every .toml file below any folder named (`user_files`: folders
    down to MAX_FOLDER_DEPTH, no link followed out of the folder)."""
    for name in paths:
        path = Path(name)
        if path.is_dir():
            yield from (str(p) for p in user_files(path))
        else:
            yield name


def shipped_levels(game_id: str | None = None) -> list[Path]:
    """Every shipped level, match and program file (of one game, or of all)."""
    folder = LEVELS / game_id if game_id else LEVELS
    return sorted(folder.rglob("*.toml"))


def run_levels(arguments: argparse.Namespace) -> int:
    for path in shipped_levels(arguments.game):
        print(path)
    return 0


def run_validate(arguments: argparse.Namespace) -> int:
    named = arguments.paths + ([str(LEVELS)] if arguments.shipped else [])
    if not named:
        print("validate: name a file or folder, or give --shipped", file=sys.stderr)
        return 2
    paths = list(toml_paths(named))
    if not paths:
        print("validate: no .toml files found", file=sys.stderr)
        return 1
    failed = 0
    for path in paths:
        problems = check_file(path)
        for problem in problems:
            print(problem)
        failed += bool(problems)
    if not arguments.quiet:
        print(f"{len(paths) - failed} of {len(paths)} file(s) fine", file=sys.stderr)
    return 1 if failed else 0


def simulate_file(path: str) -> dict:
    """What `simulate` prints for a match file; ProblemsFound when it cannot be played."""
    document = load_toml(path)
    problems: list[Problem] = []
    game = check_header(document, problems, kind_ids())
    if problems or game is None:
        raise ProblemsFound(problems)
    info = game_by_id(game)
    if info is None:
        raise ProblemsFound([document.problem(["game"], f'"{game}" is not built yet')])
    if not info.is_match(document):
        raise ProblemsFound([document.problem([], "not a match file of this game")])
    return info.simulate(document)


def run_simulate(arguments: argparse.Namespace) -> int:
    try:
        summary = simulate_file(arguments.match)
    except ProblemsFound as found:
        for problem in found.problems:
            print(problem)
        return 1
    if arguments.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(json.dumps(summary, ensure_ascii=False, indent=2))
    return 0


def playable_games() -> list[str]:
    """The games that can be played in the window (the others can already be validated)."""
    return [game.game_id for game in all_games() if game.playable]


def installed_version() -> str:
    """The version in the installed package's metadata ("unknown" when run uninstalled)."""
    try:
        return metadata.version("serpentarium")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"


def build_parser(prog: str | None = None) -> argparse.ArgumentParser:
    """The verbs; `prog` names the command as it was called (default: the program's name)."""
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Serpentarium: a collection of snake games. Without a verb, opens the game.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="games: " + ", ".join(playable_games()),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {installed_version()}")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", title="verbs")
    play = verbs.add_parser("play", help="open the game window (the default)")
    play.set_defaults(handler=run_play)
    validate = verbs.add_parser(
        "validate", help="check level and match files; print every problem as path:line"
    )
    validate.add_argument("paths", nargs="*", metavar="PATH", help="files or folders")
    validate.add_argument(
        "--shipped", action="store_true", help="also check every level shipped with the game"
    )
    validate.add_argument("-q", "--quiet", action="store_true", help="print problems only")
    validate.set_defaults(handler=run_validate)
    levels = verbs.add_parser("levels", help="list the level files shipped with the game")
    game_ids = sorted(game.game_id for game in all_games())
    levels.add_argument("game", nargs="?", choices=game_ids, help="one game only")
    levels.set_defaults(handler=run_levels)
    simulate = verbs.add_parser(
        "simulate", help="play a match file exactly as recorded; print the resulting state"
    )
    simulate.add_argument("match", metavar="MATCH.toml")
    simulate.add_argument("--json", action="store_true", help="one line of JSON")
    simulate.set_defaults(handler=run_simulate)
    bench = verbs.add_parser("bench", help="measure speed and print the figures")
    bench.add_argument("target", choices=sorted(benches()), help="what to measure")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    bench.set_defaults(handler=run_bench)
    add_demo_verb(verbs)
    edit = verbs.add_parser("edit", help="open the level editor on a level file, or a new level")
    edit.add_argument("path", nargs="?", metavar="PATH", help="a level file (none: a new level)")
    edit.set_defaults(handler=run_edit)
    for game in all_games():
        if game.add_verbs is not None:
            game.add_verbs(verbs)
    return parser


def run_edit(arguments: argparse.Namespace) -> int:
    """`python main.py edit [PATH]`: the editor on PATH (problems printed if it cannot be).
    The file is read once: what was checked is what opens, even if it changes meanwhile."""
    model = None
    if arguments.path is not None and not Path(arguments.path).exists():
        from game.editor.scene import new_level_problem

        problem = new_level_problem(arguments.path)
        if problem is not None:
            print(problem)
            return 1
    elif arguments.path is not None:
        from game.editor.scene import load_model

        try:
            model = load_model(arguments.path)
        except ProblemsFound as found:
            for refused in found.problems:
                print(refused)
            return 1
    from game.app import run_app
    from game.editor.scene import command_line_editor

    return run_app(lambda app: command_line_editor(app, arguments.path, model))


def run_play(arguments: argparse.Namespace) -> int:
    from game.app import run_app

    return run_app()


# Measurements of the window shell itself; each game adds its own through GameInfo.benches.
SHELL_BENCHES: dict[str, Callable[..., int]] = {
    "window-frame": lazy("game.bench_window:frame_main"),
    "window-startup": lazy("game.bench_window:startup_main"),
    "idle": lazy("game.bench_window:idle_main"),
    "window-scale": lazy("game.bench_window:scale_main"),
    "file-safety": lazy("game.bench_files:file_safety_main"),
    "hostile-saves": lazy("game.bench_files:main"),
    "window-fuzz": lazy("game.bench_files:window_fuzz_main"),
    "editor": lazy("game.editor.bench:main"),
    "layout": lazy("game.bench_layout:main"),
}


def benches() -> dict[str, Callable[..., int]]:
    """Every bench target: the shell's and each game's."""
    from game.bench_bots import targets as bot_targets

    targets = dict(SHELL_BENCHES)
    targets.update(bot_targets())
    for game in all_kinds():
        targets.update(game.benches)
    return targets


def run_bench(arguments: argparse.Namespace) -> int:
    return benches()[arguments.target](quick=arguments.quick)


def demo_games() -> dict[str, GameInfo]:
    return {game.game_id: game for game in all_kinds() if game.demo_scene is not None}


def add_demo_verb(verbs: argparse._SubParsersAction) -> None:
    demo = verbs.add_parser("demo", help="watch bots play a whole match in the window")
    demo.add_argument("game", choices=sorted(demo_games()))
    demo.add_argument("--seed", type=int, default=1, help="the match seed (default 1)")
    demo.add_argument("--players", type=int, default=None, help="how many bots")
    demo.add_argument(
        "--exit", action="store_true", help="skip the animations; exit after the results"
    )
    demo.set_defaults(handler=run_demo)


def run_demo(arguments: argparse.Namespace) -> int:
    from game.app import run_demo as run_demo_window

    game = demo_games()[arguments.game]
    low, high = game.demo_players
    players = low if arguments.players is None else arguments.players
    if not low <= players <= high:
        print(f"demo: --players must be between {low} and {high} for {game.title}")
        return 2
    return run_demo_window(game, arguments.seed, players, arguments.exit)


def main(argv: Sequence[str] | None = None, prog: str | None = None) -> int:
    """Run one verb. Output piped into a reader that stops early (`| head`) ends quietly.

    `prog` is how the help names the command (main.py: "python main.py"; the installed
    `serpentarium` script and the standalone app: their own name)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        try:
            code = _run_verb(argv, prog)
        finally:  # --help ends in SystemExit: its text must reach the pipe (or fail) here too
            sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
        return 1
    return code


def _run_verb(argv: Sequence[str] | None, prog: str | None) -> int:
    parser = build_parser(prog)
    arguments = parser.parse_args(argv)
    if arguments.verb is None:
        return run_play(arguments)
    return arguments.handler(arguments)


def _silence_stdout() -> None:
    """The reader is gone: send what is still buffered nowhere, so that Python's own flush at
    exit raises no second BrokenPipeError (the recipe of the `signal` module's docs)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
