"""`python main.py <verb>`: the command line of Serpentarium."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from game.core.fields import GAME_IDS, check_header
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import load_toml
from game.games import backend_for, is_match_document


def toml_paths(paths: Sequence[str]) -> Iterator[str]:
    """The files named, with every .toml file below any folder named."""
    for name in paths:
        path = Path(name)
        if path.is_dir():
            yield from sorted(str(p) for p in path.rglob("*.toml"))
        else:
            yield name


def check_file(path: str) -> list[Problem]:
    """Every problem in one level or match file (empty when it is fine)."""
    try:
        document = load_toml(path)
    except ProblemsFound as found:
        return found.problems
    problems: list[Problem] = []
    game = check_header(document, problems)
    if game is None:
        return problems
    backend = backend_for(game)
    if backend is None:
        return [document.problem(["game"], f'the game "{game}" is not playable yet')]
    if is_match_document(document):
        return backend.check_match(document)
    return backend.check_level(document)


def run_validate(arguments: argparse.Namespace) -> int:
    paths = list(toml_paths(arguments.paths))
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


def run_simulate(arguments: argparse.Namespace) -> int:
    try:
        document = load_toml(arguments.match)
        problems: list[Problem] = []
        game = check_header(document, problems)
        if problems or game is None:
            raise ProblemsFound(problems)
        backend = backend_for(game)
        if backend is None:
            raise ProblemsFound([document.problem(["game"], f'"{game}" is not playable yet')])
        if not is_match_document(document):
            raise ProblemsFound([document.problem([], 'not a match file (no "level" key)')])
        summary = backend.simulate(document)
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
    """The game ids that files may name today (a game without a backend is not built yet)."""
    return [game for game in GAME_IDS if backend_for(game) is not None]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python main.py",
        description="Serpentarium: a collection of snake games. Without a verb, opens the game.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="games: " + ", ".join(playable_games()),
    )
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", title="verbs")
    play = verbs.add_parser("play", help="open the game window (the default)")
    play.set_defaults(handler=run_play)
    validate = verbs.add_parser(
        "validate", help="check level and match files; print every problem as path:line"
    )
    validate.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    validate.add_argument("-q", "--quiet", action="store_true", help="print problems only")
    validate.set_defaults(handler=run_validate)
    simulate = verbs.add_parser(
        "simulate", help="play a match file exactly as recorded; print the resulting state"
    )
    simulate.add_argument("match", metavar="MATCH.toml")
    simulate.add_argument("--json", action="store_true", help="one line of JSON")
    simulate.set_defaults(handler=run_simulate)
    bench = verbs.add_parser("bench", help="measure speed and print the figures")
    bench.add_argument("target", choices=sorted(BENCHES), help="what to measure")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    bench.set_defaults(handler=run_bench)
    for add_verbs in _extra_verbs():
        add_verbs(verbs)
    return parser


def run_play(arguments: argparse.Namespace) -> int:
    from game.app import run_app

    return run_app()


BENCHES: dict[str, str] = {
    "social-snake": "game.social_snake.bench:main",
    "social-snake-bots": "game.social_snake.bench:bots_main",
    "tactrics-snakes": "game.tactrics.bench:main",
    "tactrics-frame": "game.tactrics.bench_window:main",
    "tactrics-bots": "game.tactrics.bench_window:bots_main",
    "window-frame": "game.ui.bench_window:frame_main",
    "window-startup": "game.ui.bench_window:startup_main",
}


def run_bench(arguments: argparse.Namespace) -> int:
    import importlib

    module_name, function = BENCHES[arguments.target].split(":")
    return getattr(importlib.import_module(module_name), function)(quick=arguments.quick)


# Modules that add verbs of their own (solve, demo, …) through `add_verbs(subparsers)`.
EXTRA_VERB_MODULES = ("game.tactrics.cli_verbs", "game.ui.cli_verbs")


def _extra_verbs() -> list[Callable]:
    import importlib

    adders = []
    for module_name in EXTRA_VERB_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name != module_name:
                raise
            continue
        adders.append(module.add_verbs)
    return adders


def main(argv: Sequence[str] | None = None) -> int:
    """Run one verb. Output piped into a reader that stops early (`| head`) ends quietly."""
    try:
        try:
            code = _run_verb(argv)
        finally:  # --help ends in SystemExit: its text must reach the pipe (or fail) here too
            sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
        return 1
    return code


def _run_verb(argv: Sequence[str] | None) -> int:
    parser = build_parser()
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
