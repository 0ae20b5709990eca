"""The command line as a user meets it: piping into `head`, `--help`, `simulate` figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_social_files import GOOD_LEVEL, GOOD_MATCH

from game.cli import main

ROOT = Path(__file__).resolve().parents[1]
PUZZLE = ROOT / "levels" / "tactrics-snakes" / "puzzles" / "01-first-bite.toml"

# The practice level and match of test_social_files, played on for one more round: finished.
FINISHED_MATCH = GOOD_MATCH + '\n[[phases.rounds]]\nmoves.A = ["R", "U"]\n\n[votes]\n'


def write_match(folder: Path) -> Path:
    (folder / "practice.toml").write_text(GOOD_LEVEL, encoding="utf-8")
    match = folder / "match.toml"
    match.write_text(FINISHED_MATCH, encoding="utf-8")
    return match


def run_into_a_closed_pipe(*arguments: str) -> subprocess.CompletedProcess:
    """`python main.py ARGS | head` where head has already gone: every write meets EPIPE."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run(
            [sys.executable, "main.py", *arguments],
            cwd=ROOT,
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        os.close(write_end)


@pytest.mark.parametrize(
    "verb",
    [
        ["simulate", "{match}"],
        ["simulate", "{match}", "--json"],
        ["validate", "{broken}"],
        ["solve", str(PUZZLE)],
        ["--help"],
    ],
    ids=["simulate", "simulate-json", "validate", "solve", "help"],
)
def test_output_piped_into_a_reader_that_stopped_ends_without_a_traceback(tmp_path, verb):
    match = write_match(tmp_path)
    broken = tmp_path / "broken.toml"
    broken.write_text('format = 1\ngame = "social-snake"\nname = 3\n', encoding="utf-8")
    arguments = [part.format(match=match, broken=broken) for part in verb]
    done = run_into_a_closed_pipe(*arguments)
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr, done.stderr


def test_help_lists_only_the_games_that_can_be_played(capsys, monkeypatch):
    from dataclasses import replace

    from game import cli
    from game.games import all_games

    games = all_games()
    not_yet = replace(games[0], game_id="not-built", first_scene=None)
    monkeypatch.setattr(cli, "all_games", lambda: [*games, not_yet])
    with pytest.raises(SystemExit):
        main(["--help"])
    games_line = capsys.readouterr().out.strip().splitlines()[-1]
    assert games_line == "games: " + ", ".join(game.game_id for game in games)


def test_simulate_of_a_finished_match_counts_the_rounds_played(tmp_path, capsys):
    match = write_match(tmp_path)
    assert main(["simulate", str(match), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["finished"] is True
    assert result["rounds_played"] == 2
