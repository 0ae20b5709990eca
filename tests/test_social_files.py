"""Level files, match files, `validate` and `simulate` as a designer and a player use them."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from game.cli import main

LEVELS = Path(__file__).resolve().parents[1] / "levels" / "social-snake"

GOOD_LEVEL = """\
format = 1
game = "social-snake"
name = "Practice"
ruleset = "classic"
rounds_per_phase = 2

[grids.A]
rows = [
  "3 1 4 . G",
  "T1 5 -2 6 T1",
  "5 3 5 8 9",
]
"""

GOOD_MATCH = """\
format = 1
game = "social-snake"
level = "practice.toml"
seed = 1

[[players]]
name = "Ann"
garnets = 1
[[players]]
name = "Bob"

[[phases]]
starts.A = [["A1", "B1", "C1"], ["C3", "B3", "A3"]]

[[phases.rounds]]
moves.A = ["RR", "U"]
premove.A = [1, 0]
"""


def run(capsys, *arguments: str) -> tuple[int, str]:
    code = main(list(arguments))
    out = capsys.readouterr()
    return code, out.out


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_every_shipped_social_snake_level_passes_validate(capsys):
    files = sorted(LEVELS.glob("*.toml"))
    assert len(files) >= 5
    code, out = run(capsys, "validate", str(LEVELS))
    assert (code, out) == (0, "")


def test_shipped_editions_have_the_seed_sizes_and_phases():
    from game.core.tomlfile import load_toml
    from game.social_snake.levels import level_from_document

    expected = {
        "classic": ({"A": 15, "B": 18, "C": 20}, (("A",), ("B", "C"))),
        "mm2.5": ({"A": 14, "B": 16}, (("A", "B"),)),
        "islands": ({"A": 13, "B": 14, "C": 15}, (("A",), ("B", "C"))),
    }
    for name, (sizes, phases) in expected.items():
        level = level_from_document(load_toml(LEVELS / f"{name}.toml"))
        assert level.ruleset.name == name
        assert {g: (grid.width, grid.height) for g, grid in level.grids.items()} == {
            g: (n, n) for g, n in sizes.items()
        }
        assert level.phases == phases
        if name == "islands":
            assert all(len(grid.tunnel_numbers) >= 6 for grid in level.grids.values())
        if name == "mm2.5":
            assert all(
                any(item.apples < 0 for item in grid.items.values())
                for grid in level.grids.values()
            )
    practice = []
    for path in LEVELS.glob("practice-*.toml"):
        level = level_from_document(load_toml(path))
        grid = next(iter(level.grids.values()))
        assert 7 <= grid.width <= 9 and 7 <= grid.height <= 9
        assert level.players[0] <= 3 and level.players[1] >= 5
        practice.append(path)
    assert len(practice) >= 2


BROKEN_LEVELS = [
    # (what is wrong, replace this, with this, expected line, expected message fragment)
    ("syntax", 'name = "Practice"', 'name = "Practice', 3, "TOML syntax error"),
    ("format", "format = 1", "format = 7", 1, "unknown format 7"),
    ("game", 'game = "social-snake"', 'game = "chess"', 2, 'unknown game "chess"'),
    ("missing", 'ruleset = "classic"\n', "", 1, 'missing key "ruleset"'),
    (
        "unknown key",
        "rounds_per_phase = 2",
        "rounds_per_phase = 2\ncolour = 3",
        6,
        'unknown key "colour"',
    ),
    (
        "wrong type",
        "rounds_per_phase = 2",
        'rounds_per_phase = "two"',
        5,
        '"rounds_per_phase" must be a whole number, not a string',
    ),
    ("ragged", '"5 3 5 8 9"', '"5 3 5 8"', 11, "row 3 has 4 cells, but row 1 has 5"),
    ("token", '"5 3 5 8 9"', '"5 3 x 8 9"', 11, 'row 3, C3: unknown token "x"'),
    ("tunnel", '"T1 5 -2 6 T1"', '"T1 5 -2 6 T2"', 10, "tunnel T1 is used 1 time"),
    ("small", '  "5 3 5 8 9",\n', "", 8, "has 2 rows; a grid has 3 to 26"),
    ("wide", '"3 1 4 . G"', '"' + " ".join(["1"] * 27) + '"', 9, "has 27 cells"),
    (
        "phases",
        "rounds_per_phase = 2",
        'rounds_per_phase = 2\nphases = [["A", "Q"]]',
        6,
        'names unknown grid "Q"',
    ),
    ("ruleset", 'ruleset = "classic"', 'ruleset = "chaos"', 4, 'unknown ruleset "chaos"'),
]


@pytest.mark.parametrize(
    ("case", "old", "new", "line", "message"), BROKEN_LEVELS, ids=[c[0] for c in BROKEN_LEVELS]
)
def test_validate_names_the_file_line_and_problem(tmp_path, capsys, case, old, new, line, message):
    assert old in GOOD_LEVEL
    path = write(tmp_path, "level.toml", GOOD_LEVEL.replace(old, new, 1))
    code, out = run(capsys, "validate", str(path))
    assert code == 1
    assert f"{path}:{line}: " in out and message in out, out


def test_validate_reports_every_problem_at_once(tmp_path, capsys):
    text = GOOD_LEVEL.replace('"5 3 5 8 9"', '"5 3 x 8"').replace("rounds_per_phase = 2", "")
    text = text.replace('"3 1 4 . G"', '"3 1 4 . Q"')
    path = write(tmp_path, "level.toml", text)
    code, out = run(capsys, "validate", str(path))
    assert code == 1 and len(out.strip().splitlines()) == 3, out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", 'missing key "format"'),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
        (b"[[[", "TOML syntax error"),
        (b"format = 1\ngame = 5\n", '"game" must be a string'),
    ],
)
def test_validate_never_shows_a_traceback_whatever_the_file_holds(
    tmp_path, capsys, content, message
):
    path = tmp_path / "odd.toml"
    path.write_bytes(content)
    code, out = run(capsys, "validate", str(path))
    assert code == 1 and message in out and "Traceback" not in out


def test_validate_a_missing_file_and_a_good_pair(tmp_path, capsys):
    code, out = run(capsys, "validate", str(tmp_path / "nope.toml"))
    assert code == 1 and "nope.toml: file not found" in out
    write(tmp_path, "practice.toml", GOOD_LEVEL)
    match = write(tmp_path, "match.toml", GOOD_MATCH)
    assert run(capsys, "validate", str(tmp_path / "practice.toml"), str(match)) == (0, "")


def test_simulate_prints_the_state_after_the_last_round(tmp_path, capsys):
    write(tmp_path, "practice.toml", GOOD_LEVEL)
    match = write(tmp_path, "match.toml", GOOD_MATCH)
    code, out = run(capsys, "simulate", str(match), "--json")
    assert code == 0
    result = json.loads(out)
    assert result["game"] == "social-snake" and result["finished"] is False
    ann, bob = result["players"]
    # Ann (premove 1) moves first: B1 (1), C1 (4); Bob then steps on the -2 at C2
    assert ann == {"name": "Ann", "apples": 5, "garnets": 0, "apples_by_grid": {"A": 5}}
    assert (bob["apples"], bob["garnets"]) == (-2, 0)
    grid = result["grids"]["A"]
    assert grid["active"] is True
    assert grid["heads"] == {"Ann": "C1", "Bob": "C2"}
    assert grid["bodies"] == {"Ann": ["A1", "B1"], "Bob": ["C3"]}
    assert grid["items"]["E1"] == "G" and grid["items"]["D2"] == "6"
    assert "C1" not in grid["items"] and "A1" not in grid["items"] and "D1" not in grid["items"]
    assert "awards" not in result


def test_simulate_a_finished_match_shows_the_awards(tmp_path, capsys):
    write(tmp_path, "practice.toml", GOOD_LEVEL)
    text = GOOD_MATCH + '\n[[phases.rounds]]\nmoves.A = ["R", "U"]\n\n[votes]\n'
    match = write(tmp_path, "match.toml", text)
    code, out = run(capsys, "simulate", str(match), "--json")
    assert code == 0, out
    result = json.loads(out)
    assert result["finished"] is True
    # round 2: Ann moves on to the empty D1; Bob runs into the body Ann just left at C1
    assert [p["apples"] for p in result["players"]] == [5, -2]
    assert result["awards"]["elimination_candidates"] == ["Bob"]
    assert result["awards"]["tokens_of_life"] == {"Ann": 3, "Bob": 2}


BROKEN_MATCHES = [
    (
        "not in play",
        'moves.A = ["RR", "U"]',
        'moves.A = ["RR", "U"]\nmoves.B = ["R", "R"]',
        17,
        "there is no grid B",
    ),
    ("garnets", "premove.A = [1, 0]", "premove.A = [2, 0]", 17, "has 1 to spend"),
    ("vote", 'name = "Bob"', 'name = "Bob"\n\n[votes]\nZed = "Ann"', 13, '"Zed" is not a player'),
    ("cell", '["C3", "B3", "A3"]', '["C3", "B3", "A33"]', 13, "not on grid A"),
    ("cell name", '["C3", "B3", "A3"]', '["C3", "B3", "3A"]', 13, "not a cell name"),
    ("move", '"RR", "U"', '"RX", "U"', 16, 'move 2 is "X"'),
    ("count", '"RR", "U"', '"RR"', 16, "has 1 entries; there are 2 players"),
    ("level", 'level = "practice.toml"', 'level = "nothing.toml"', 3, "cannot be used"),
    (
        "phase",
        "premove.A = [1, 0]",
        "premove.A = [1, 0]\n[[phases]]\nstarts.A = []",
        18,
        "there is no phase 2",
    ),
]


@pytest.mark.parametrize(
    ("case", "old", "new", "line", "message"), BROKEN_MATCHES, ids=[c[0] for c in BROKEN_MATCHES]
)
def test_a_match_that_breaks_the_rules_names_the_line(
    tmp_path, capsys, case, old, new, line, message
):
    write(tmp_path, "practice.toml", GOOD_LEVEL)
    assert old in GOOD_MATCH
    match = write(tmp_path, "match.toml", GOOD_MATCH.replace(old, new, 1))
    for verb in (["simulate", str(match), "--json"], ["validate", str(match)]):
        code, out = run(capsys, *verb)
        assert code == 1
        assert f"{match}:{line}: " in out and message in out, out
