"""Antisocial Snake level files, match files, `validate` and `simulate` as people use them."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from game.antisocial_snake import events as ev
from game.antisocial_snake.bench import bot_match_history
from game.antisocial_snake.levels import VARIATION_IDS, level_from_document
from game.antisocial_snake.quiz import QUESTION_KINDS
from game.cli import main
from game.core.tomlfile import load_toml

LEVELS = Path(__file__).resolve().parents[1] / "levels" / "antisocial-snake"

GOOD_LEVEL = """\
format = 1
game = "antisocial-snake"
name = "Practice"
players = [2, 3]

[[boards]]
name = "Board 1"
variation = "theme"
twist_cap = 1
rows = [
  "r 2w 3w k",
  "b 1w 4g w",
  "r 2b  g b",
  "g  w  r b",
]

[[boards]]
name = "Board 2"
variation = "bidding"
twist_cap = 0
rows = ["r 2w 3w k", "b 1w 4g w", "r 2b g b", "g w r b"]
"""

GOOD_MATCH = """\
format = 1
game = "antisocial-snake"
level = "practice.toml"
seed = 1
[[players]]
name = "Ann"
[[players]]
name = "Bob"

[[boards]]
placement = [["A1", "A2", "C2"], ["A3", "B3", "A4"]]
moves = [["RR", "", ""], ["", "U", ""]]
"""


def run(capsys, *arguments: str) -> tuple[int, str]:
    code = main(list(arguments))
    return code, capsys.readouterr().out


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


# --- shipped levels ----------------------------------------------------------------------


def test_every_shipped_level_passes_validate(capsys):
    assert len(list(LEVELS.glob("*.toml"))) >= 2
    assert run(capsys, "validate", str(LEVELS)) == (0, "")


def test_the_shipped_match_is_the_seeds_ten_boards_in_five_rounds():
    level = level_from_document(load_toml(LEVELS / "variations.toml"))
    assert tuple(board.variation for board in level.boards) == VARIATION_IDS
    assert level.boards_per_round == 2 and level.round_of(9) == 5
    assert level.players == (2, 8)
    quiz = level.boards[8]
    assert len({question.kind for question in quiz.questions}) >= 6
    assert all(len(board.snake_colours) >= 2 for board in level.boards)


def test_the_practice_match_is_two_rounds():
    level = level_from_document(load_toml(LEVELS / "practice.toml"))
    assert level.round_of(len(level.boards) - 1) == 2 and len(level.boards) == 4


def test_the_quiz_catalogue_has_at_least_six_kinds_including_the_rulings_four():
    assert len(QUESTION_KINDS) >= 6
    assert {"most_apples", "halts", "total_apples", "will_halt"} <= set(QUESTION_KINDS)


# What shows that a board's variation took part when bots play the shipped match.
VARIATION_SIGNS = {
    "addition": ev.DigitSummed,
    "frame": ev.FrameMoved,
    "swap": ev.Swapped,
    "toggle": ev.Toggled,
    "redirect": ev.Turned,
    "quiz": ev.QuizAnswered,
    "bidding": ev.TwistLimitSet,
}


def test_on_every_shipped_board_the_variation_comes_into_play():
    level = level_from_document(load_toml(LEVELS / "variations.toml"))
    final, history = bot_match_history(level, ["normal", "normal", "easy", "normal"], 3)
    for board, events in zip(level.boards, history, strict=True):
        sign = VARIATION_SIGNS.get(board.variation)
        if sign is not None:
            assert any(isinstance(e, sign) for e in events), board.name
    assert final.finished
    assert any(e.correct for e in history[8] if isinstance(e, ev.QuizAnswered))
    stale = final.boards[5]
    assert any(s.staleness for s in stale.snakes)
    for events in history:
        words = ev.describe_all(events, final.names)
        assert all(words)
        snake_words = [w for e, w in zip(events, words, strict=True) if hasattr(e, "letter")]
        assert not any(name in w for name in final.names for w in snake_words)


# --- broken levels -----------------------------------------------------------------------

BROKEN_LEVELS = [
    # (replace this, with this, expected line, expected message fragment)
    ('variation = "theme"', 'variation = "chess"', 8, 'unknown variation "chess"'),
    ('"r 2w 3w k",\n', '"r 2w 3x k",\n', 11, 'row 1, C1: unknown tile "3x"'),
    ('"r 2w 3w k",\n', '"r 2w 3w 5k",\n', 11, '"5k": black tiles hold no apples'),
    ('"r 2w 3w k",\n', '"r 2w 1000w k",\n', 11, "a tile holds 0 to 999 apples"),
    ('"b 1w 4g w",\n', '"b 1w 4g",\n', 12, "row 2 has 3 tiles, but row 1 has 4"),
    ('"r 2b  g b",\n', '"r 2b  w b",\n', 10, "the board has 2 green tile(s); with up to 3"),
    ("twist_cap = 1", "twist_cap = 99", 9, '"twist_cap" must be 0 to 60, not 99'),
    ("players = [2, 3]", "players = [2, 9]", 4, '"players" must be [fewest, most] within 2 to 8'),
    (
        'name = "Board 1"',
        'name = "Board 1"\nquestions = []\ncolour = 1',
        9,
        'unknown key "boards[0].colour"',
    ),
    ('  "g  w  r b",\n', "", 10, "the board has 2 green tile(s)"),
    ('variation = "bidding"', 'variation = "quiz"', 19, "a Quiz board needs questions"),
]


@pytest.mark.parametrize("old, new, line, message", BROKEN_LEVELS)
def test_broken_levels_name_the_line(tmp_path, capsys, old, new, line, message):
    assert old in GOOD_LEVEL
    path = write(tmp_path, "level.toml", GOOD_LEVEL.replace(old, new, 1))
    code, out = run(capsys, "validate", "-q", str(path))
    assert code == 1
    assert f"{path}:{line}: " in out and message in out, out


QUESTION_CASES = [
    ('kind = "oracle"\npoints = 1', 'unknown question kind "oracle"'),
    ('kind = "will_halt"\npoints = 1', 'a "will_halt" question needs "snake"'),
    ('kind = "halts"\npoints = 1\ntile = "A1"', 'a "halts" question takes no "tile"'),
    ('kind = "halts"\npoints = 500', "a question is worth 0 to 100 points, not 500"),
    ('kind = "tile_entered"\npoints = 1\ntile = "Z9"', "asks about Z9, which is not on the board"),
]


@pytest.mark.parametrize("question, message", QUESTION_CASES)
def test_broken_quiz_questions_name_the_line(tmp_path, capsys, question, message):
    text = GOOD_LEVEL.replace('variation = "bidding"', 'variation = "quiz"')
    text += "[[boards.questions]]\n" + question + "\n"
    path = write(tmp_path, "level.toml", text)
    code, out = run(capsys, "validate", "-q", str(path))
    assert code == 1 and message in out, out
    assert f"{path}:" in out


def test_questions_belong_on_quiz_boards_only(tmp_path, capsys):
    text = GOOD_LEVEL + '[[boards.questions]]\nkind = "halts"\npoints = 1\n'
    code, out = run(capsys, "validate", "-q", str(write(tmp_path, "level.toml", text)))
    assert code == 1 and 'only a Quiz board has questions, not a "bidding" board' in out


# --- match files and simulate ------------------------------------------------------------


@pytest.fixture
def match_folder(tmp_path):
    write(tmp_path, "practice.toml", GOOD_LEVEL)
    return tmp_path


def test_simulate_json_has_the_issues_shape(match_folder, capsys):
    path = write(match_folder, "match.toml", GOOD_MATCH)
    code, out = run(capsys, "simulate", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "antisocial-snake" and data["finished"] is False
    assert data["players"] == [{"name": "Ann", "score": 5}, {"name": "Bob", "score": 1}]
    board = data["boards"][0]
    assert board["name"] == "Board 1" and board["scores"] == {"Ann": 5, "Bob": 1}
    red = next(s for s in board["snakes"] if s["start"] == "A1")
    assert {k: red[k] for k in ("owner", "colour", "start", "cells", "apples", "halted")} == {
        "owner": "Ann",
        "colour": "r",
        "start": "A1",
        "cells": ["A1", "B1", "C1"],
        "apples": 5,
        "halted": False,
    }
    assert len(red["letter"]) == 1 and red["letter"].isupper()
    assert len(board["snakes"]) == 6


def test_validate_accepts_a_good_match_and_a_finished_one(match_folder, capsys):
    path = write(match_folder, "match.toml", GOOD_MATCH)
    assert run(capsys, "validate", "-q", str(path)) == (0, "")
    finished = GOOD_MATCH + (
        '\n[[boards]]\nplacement = [["A1", "A2", "C2"], ["A3", "B3", "A4"]]\n'
        'bids = [{r = 100}, {b = 50, g = 50}]\nmoves = [["RR"], []]\n'
    )
    path = write(match_folder, "finished.toml", finished)
    code, out = run(capsys, "simulate", str(path), "--json")
    assert code == 0 and json.loads(out)["finished"] is True


BROKEN_MATCHES = [
    # (replace this, with this, expected line, expected message fragment)
    ('["RR", "", ""]', '["RDR", "", ""]', 12, "2 twists over your snakes; this board's twist"),
    ('["A1", "A2", "C2"]', '["A1", "B1", "C2"]', 11, "B1 is white: snakes start on red"),
    ('["RR", "", ""]', '["RRR", "", ""]', 12, "move 3 enters the black tile D1"),
    ('["RR", "", ""]', '["RX", "", ""]', 12, 'move 2 is "X"; moves are U, D, L and R'),
    ('[["RR", "", ""], ["", "U", ""]]', '[["RR"]]', 12, '"moves" has 1 entries; there are 2'),
    ("moves = [", 'swaps = [["A1A2"], []]\nmoves = [', 12, '"A1A2" is not a swap like "A1-A2"'),
    ("moves = [", "bids = [{r = 100}, {r = 100}]\nmoves = [", 12, 'takes no "bids" entries'),
    ("moves = [", 'redirects = [["C5up"], []]\nmoves = [', 12, "not a direction tile like"),
    ("[[boards]]\n", "[[boards]]\ncolour = 3\n", 11, 'unknown key "boards[0].colour"'),
    ('placement = [["A1", "A2", "C2"], ["A3", "B3", "A4"]]\n', "", 10, 'missing key "placement"'),
    ('level = "practice.toml"', 'level = "nowhere.toml"', 3, 'the level "nowhere.toml" cannot'),
    ('name = "Bob"', 'name = "Ann"', 7, 'two players are called "Ann"'),
]


@pytest.mark.parametrize("old, new, line, message", BROKEN_MATCHES)
def test_broken_matches_exit_1_with_path_line_message(
    match_folder, capsys, old, new, line, message
):
    assert old in GOOD_MATCH
    path = write(match_folder, "match.toml", GOOD_MATCH.replace(old, new, 1))
    code, out = run(capsys, "simulate", str(path), "--json")
    assert code == 1
    assert f"{path}:{line}: " in out and message in out, out


def test_a_match_cannot_play_more_boards_than_its_level_has(match_folder, capsys):
    extra = '\n[[boards]]\nplacement = [["A1", "A2", "C2"], ["A3", "B3", "A4"]]\nmoves = [[], []]\n'
    text = GOOD_MATCH + extra.replace("placement", "bids = [{r = 100}, {r = 100}]\nplacement")
    text += extra
    code, out = run(capsys, "simulate", str(write(match_folder, "match.toml", text)))
    assert code == 1 and "the level has 2 boards" in out


def test_every_problem_is_reported_at_once(match_folder, capsys):
    text = GOOD_MATCH.replace('["RR", "", ""]', '["RRR", "", ""]').replace(
        '["", "U", ""]', '["", "UUU", ""]'
    )
    code, out = run(capsys, "simulate", str(write(match_folder, "match.toml", text)))
    assert code == 1
    assert "enters the black tile D1" in out and "leaves the board" in out
