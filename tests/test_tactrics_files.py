"""Tactrics level files, match files, `simulate`, `validate` and `solve` on the command line."""

import json
from pathlib import Path

import pytest

from game.cli import main
from game.core.paths import LEVELS
from game.core.tomlfile import parse_toml
from game.tactrics.board import SYMMETRIES
from game.tactrics.levels import check_level, load_level
from game.tactrics.puzzle import packs
from game.tactrics.rules import piece_colour

FOLDER = LEVELS / "tactrics-snakes"
EMPTY_ROWS = [
    ". . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . . . .",
    ". . . . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . .",
]


def level_toml(rows=None, extra="", mode="puzzle", par="par = 2"):
    rows = rows or [". . . . . . .", ". . . . Rh . . . .", *EMPTY_ROWS[2:]]
    body = ",\n".join(f'  "{row}"' for row in rows)
    return (
        f'format = 1\ngame = "tactrics-snakes"\nname = "Test"\nmode = "{mode}"\n{par}\n'
        f"{extra}rows = [\n{body},\n]\n"
    )


def problems_of(text):
    return [str(p) for p in check_level(parse_toml(text, "level.toml"))]


def test_every_shipped_tactrics_level_passes_validation(capsys):
    assert main(["validate", "-q", str(FOLDER)]) == 0
    assert capsys.readouterr().out == ""


def test_the_pack_has_at_least_60_puzzles_from_one_colour_to_the_seed_puzzle():
    pack = [load_level(p) for p in sorted((FOLDER / "puzzles").glob("*.toml"))]
    assert len(pack) >= 60
    assert all(level.mode == "puzzle" and level.par is not None for level in pack)
    assert len(pack[0].colours) == 1 and sum(1 for c in pack[0].board if c) <= 5
    full = [
        level
        for level in pack
        if len(level.colours) == 4 and sum(1 for c in level.board if c) == 32
    ]
    assert full, "the seed's full puzzle (2 heads + 6 tails of 4 colours) is in the pack"
    for name, indexes in packs(pack).items():
        pars = [pack[index].par for index in indexes]
        assert pars == sorted(pars), f"the {name} pack lists its puzzles by difficulty"


@pytest.mark.parametrize(
    ("players", "symmetries"),
    [
        (2, ["turn0", "turn180"]),
        (3, ["turn0", "turn120", "turn240"]),
        (4, ["turn0", "mirror_left_right", "mirror_top_bottom", "turn180"]),
    ],
)
def test_start_layouts_are_the_same_for_every_player_up_to_symmetry(players, symmetries):
    level = load_level(FOLDER / f"start-{players}p.toml")
    assert level.mode == "multiplayer" and len(level.colours) == players
    red = {cell: code for cell, code in enumerate(level.board) if code and piece_colour(code) == 0}
    assert len(red) == 8
    for colour, name in enumerate(symmetries):
        for cell, code in red.items():
            moved = level.board[SYMMETRIES[name][cell]]
            assert moved == code + 2 * colour  # same kind of piece, colour k


BAD_LEVELS = [
    (
        "short row",
        level_toml(rows=[". . . . . .", *EMPTY_ROWS[1:]]),
        "level.toml:7: row A has 6 cells; it must have 7 (A1 … A7)",
    ),
    (
        "unknown token",
        level_toml(
            rows=[EMPTY_ROWS[0], ". . . . Rh . . . .", ". . . x . . . . . . .", *EMPTY_ROWS[3:]]
        ),
        'level.toml:9: row C, C4: unknown token "x"',
    ),
    ("five rows", level_toml(rows=EMPTY_ROWS[:5]), 'level.toml:6: "rows" has 5 rows'),
    ("par missing", level_toml(par=""), 'level.toml:1: missing key "par"'),
    ("negative par", level_toml(par="par = -1"), 'level.toml:5: "par" must be from 0 to 10000'),
    ("bad mode", level_toml(mode="solo"), 'level.toml:4: unknown mode "solo"'),
    ("unknown key", level_toml(extra="colour = 3\n"), 'level.toml:6: unknown key "colour"'),
    (
        "a colour without a head",
        level_toml(rows=[EMPTY_ROWS[0], ". . . . Rt . . . .", *EMPTY_ROWS[2:]]),
        "level.toml:6: this puzzle cannot be solved: red has no head",
    ),
    (
        "unequal pieces in multiplayer",
        level_toml(
            rows=[EMPTY_ROWS[0], ". . . . Rh . . . .", ". Yh Yt . . . . . . . .", *EMPTY_ROWS[3:]],
            mode="multiplayer",
            par="",
        ),
        "level.toml:6: every player must have the same pieces, but: red 1 head + 0 tails, "
        "yellow 1 head + 1 tail",
    ),
]


@pytest.mark.parametrize(("description", "text", "expected"), BAD_LEVELS)
def test_bad_level_files_name_the_line_and_the_reason(description, text, expected):
    problems = problems_of(text)
    assert any(p.startswith(expected) for p in problems), problems


def test_all_problems_are_reported_at_once():
    rows = [". . . . . .", ". . . . Rh . . . .", ". . . x . . . . . . .", *EMPTY_ROWS[3:]]
    problems = problems_of(level_toml(rows=rows, par="par = -1"))
    assert len(problems) == 3


# --- match files and simulate -----------------------------------------------------------------

MATCH = """format = 1
game = "tactrics-snakes"
level = "{level}"
seed = 1
turns = {turns}
[[players]]
name = "Ann"
colour = "R"
[[players]]
name = "Bob"
colour = "Y"
"""


def write_match(tmp_path, turns, level=None):
    layout = level or (FOLDER / "start-2p.toml").read_text()
    (tmp_path / "layout.toml").write_text(layout)
    path = tmp_path / "match.toml"
    path.write_text(MATCH.format(level="layout.toml", turns=json.dumps(turns)))
    return path


def two_player_layout(rows):
    return level_toml(rows=rows, mode="multiplayer", par="")


def test_simulate_prints_cells_and_scores_as_json(tmp_path, capsys):
    # red's head C3 and tail C4 turn into a head + edge snake on C1 C2 … by tower 8
    rows = [
        EMPTY_ROWS[0],
        EMPTY_ROWS[1],
        ". . Rh Rt Rt . . . . Yh .",
        ". . . . . . . . . Yt Yt",
        *EMPTY_ROWS[4:],
    ]
    path = write_match(tmp_path, ["", "", "", ""], two_player_layout(rows))
    assert main(["simulate", str(path), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "tactrics-snakes" and summary["finished"] is False
    assert summary["cells"] == {
        "C3": "Rh",
        "C4": "Rt",
        "C5": "Rt",
        "C10": "Yh",
        "D10": "Yt",
        "D11": "Yt",
    }
    ann = summary["players"][0]
    assert set(ann) >= {"name", "colour", "score", "snake_points", "contact_bonus", "finish_bonus"}
    assert ann["name"] == "Ann" and ann["colour"] == "R"


def test_simulate_plays_the_shipped_start_and_a_finish(tmp_path, capsys):
    rows = [
        EMPTY_ROWS[0],
        EMPTY_ROWS[1],
        ". Rh Rt Rt Rh . . . . . .",
        ". . . . . Yh Yt Yt Yh . .",
        *EMPTY_ROWS[4:],
    ]
    path = write_match(tmp_path, ["finish", "", ""], two_player_layout(rows))
    assert main(["simulate", str(path), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["finished"] is True
    ann, bob = summary["players"]
    assert (ann["snake_points"], ann["contact_bonus"], ann["finish_bonus"], ann["score"]) == (
        8,
        3,
        3,
        14,
    )
    assert (bob["finish_bonus"], bob["score"]) == (0, 11)


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (["8+ 8+"], "match.toml:5: turn 1 (Ann): too many actions: this turn allows 1 action"),
        (
            ["", "9+"],
            "match.toml:5: turn 2 (Bob): tower 9 — Ann has the majority there (3 against 2)",
        ),
        (
            ["", "", "finish"],
            "match.toml:5: turn 3 (Ann): cannot call a finish: a finish needs "
            "a snake of 4 or more pieces",
        ),
        (
            ["", "", "1+"],
            "match.toml:5: turn 3 (Ann): tower 1 — there are no pieces on it, so turning it "
            "would change nothing",
        ),
        (["", "30+"], 'match.toml:5: turn 2: "30+" is not a tower move'),
    ],
)
def test_an_illegal_action_exits_1_naming_the_turn_and_the_reason(
    tmp_path, capsys, turns, expected
):
    rows = [
        EMPTY_ROWS[0],
        EMPTY_ROWS[1],
        ". . Rh . Rt . . . . . .",
        ". . . Yh . . . . . Yt .",
        *EMPTY_ROWS[4:],
    ]
    path = write_match(tmp_path, turns, two_player_layout(rows))
    assert main(["simulate", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.strip().replace(str(tmp_path) + "/", "").startswith(expected)


def test_the_line_of_each_turn_is_reported_when_turns_span_lines(tmp_path, capsys):
    rows = [
        EMPTY_ROWS[0],
        EMPTY_ROWS[1],
        ". . Rh . Rt . . . . . .",
        ". . . Yh . . . . . Yt .",
        *EMPTY_ROWS[4:],
    ]
    path = write_match(tmp_path, [], two_player_layout(rows))
    text = path.read_text().replace("turns = []", 'turns = [\n  "",\n  "",\n  "1+",\n]')
    path.write_text(text)
    assert main(["validate", str(path)]) == 1
    assert ":8: turn 3 (Ann): tower 1" in capsys.readouterr().out


def test_match_players_must_match_the_layout_colours(tmp_path, capsys):
    path = write_match(tmp_path, [], (FOLDER / "start-3p.toml").read_text())
    assert main(["validate", str(path)]) == 1
    assert "one player per colour" in capsys.readouterr().out


# --- the solve verb -----------------------------------------------------------------------------


def test_solve_prints_moves_and_proven_length(capsys):
    assert main(["solve", str(FOLDER / "puzzles" / "01-first-bite.toml")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out[0].split()) == 1
    assert out[1] == "length 1, proven shortest"


def test_solve_reports_a_bad_file_with_its_line(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text(level_toml(rows=[". . . . . .", *EMPTY_ROWS[1:]]))
    assert main(["solve", str(path)]) == 1
    assert capsys.readouterr().out.startswith(f"{path}:7: row A has 6 cells")


def test_solve_says_clearly_when_there_is_no_solution(tmp_path, capsys):
    path = tmp_path / "layout.toml"
    rows = [
        EMPTY_ROWS[0],
        EMPTY_ROWS[1],
        ". . Rt . . . . . . . .",
        ". . . Yt . . . . . . .",
        *EMPTY_ROWS[4:],
    ]
    path.write_text(two_player_layout(rows))  # a layout without heads
    assert main(["solve", str(path)]) == 1
    assert capsys.readouterr().out.startswith("no solution: red has no head")


def test_solve_works_for_any_layout_and_already_solved_ones(tmp_path, capsys):
    path = tmp_path / "mine.toml"
    path.write_text(level_toml(rows=[". . . Rh . . .", *EMPTY_ROWS[1:]], par="par = 0"))
    assert main(["solve", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "length 0, proven shortest"


def test_a_level_shipped_folder_exists():
    assert Path(FOLDER / "puzzles").is_dir()
