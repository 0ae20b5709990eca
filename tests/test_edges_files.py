"""Double-edged Edges level and match files, `validate` and `simulate` as a designer uses them."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from game.cli import main
from game.core.tomlfile import load_toml, write_toml_atomic
from game.double_edged_edges.levels import level_from_document
from game.double_edged_edges.match import read_record, record_to_data, replay_document, summary

LEVELS = Path(__file__).resolve().parents[1] / "levels" / "double-edged-edges"

LEVEL = """\
format = 1
game = "double-edged-edges"
name = "Mainly By Design"
values = [6, 4, 3, 2, 2, 1, 1, 0, 0, 1, 1, 2, 2, 3, 4, 6]
start = 8                 # space number, from 1
rounds = 7
grid = [3, 3]             # rows, columns of the partner grid
"""

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
ROUND_1 = '["R3 Bob", "R9 Cat", "L2 Fay", "L1 Eve", "R1 Fay", "", "R1 Hal", "L1 Ivy", "L4 Gus"]'


def match_text(rounds: list[tuple[str, str]], extra: str = "", garnets: int = 1) -> str:
    players = "".join(f'[[players]]\nname = "{n}"\n' for n in NAMES[1:])
    played = "".join(f"[[rounds]]\nmoves = {moves}\n{bets}\n" for moves, bets in rounds)
    return (
        'format = 1\ngame = "double-edged-edges"\nlevel = "level.toml"\nseed = 1\n'
        f"seating = {json.dumps(NAMES)}\n{extra}\n"
        f'[[players]]\nname = "Ann"\ngarnets = {garnets}\n{players}\n{played}'
    )


DEFAULTS = "[" + ", ".join(['""'] * 9) + "]"
FIRST = (ROUND_1, "bets = [1, 0, 0, 0, 0, 0, 0, 0, 0]")
WHOLE_MATCH = [FIRST] + [(DEFAULTS, "")] * 6


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def run(capsys, *arguments: str) -> tuple[int, str]:
    code = main(list(arguments))
    return code, capsys.readouterr().out


def simulate(capsys, tmp_path: Path, text: str) -> tuple[int, str]:
    write(tmp_path, "level.toml", LEVEL)
    return run(capsys, "simulate", str(write(tmp_path, "match.toml", text)), "--json")


def test_every_shipped_level_passes_validate(capsys):
    assert run(capsys, "validate", str(LEVELS)) == (0, "")


def test_shipped_levels_seat_9_6_and_4_players_on_shorter_platforms():
    shapes = {}
    for path in sorted(LEVELS.glob("*.toml")):
        level = level_from_document(load_toml(path))
        shapes[level.players] = (level.spaces, level.rounds, level.values == level.values[::-1])
    assert shapes[9] == (16, 7, True)
    assert shapes[6][0] < 16 and shapes[4][0] < shapes[6][0]
    main_level = level_from_document(load_toml(LEVELS / "mainly-by-design.toml"))
    assert main_level.values == (6, 4, 3, 2, 2, 1, 1, 0, 0, 1, 1, 2, 2, 3, 4, 6)
    assert (main_level.start, main_level.grid) == (8, (3, 3))


def test_simulate_json_has_the_issues_shape(capsys, tmp_path):
    code, out = simulate(capsys, tmp_path, match_text(WHOLE_MATCH))
    assert code == 0
    result = json.loads(out)
    assert result["game"] == "double-edged-edges"
    assert result["finished"] is True
    assert result["seating"] == NAMES
    assert [p["name"] for p in result["players"]] == NAMES
    assert set(result["players"][0]) >= {"name", "space", "points", "garnets"}
    assert len(result["rounds"]) == 7
    first = result["rounds"][0]
    assert first["types"]["Ann"] == "survivor" and first["types"]["Bob"] == "dumb"
    assert first["scores"]["Ann"] == 4 and first["scores"]["Bob"] == 0  # space 11 × (2 + 2)
    assert first["push_offs"] == {"Ann": "Bob"}
    assert first["defaults"] == ["Fay"]
    points = {p["name"]: p["points"] for p in result["players"]}
    assert points == {n: sum(r["scores"][n] for r in result["rounds"]) for n in NAMES}
    awards = result["awards"]
    best = max(points.values())
    winners = [n for n, v in points.items() if v == best]
    if len(winners) < 5:
        assert set(awards["tokens_of_life"]) == set(winners)
    [candidate] = awards["elimination_candidates"]
    assert points[candidate] == min(points.values())


def test_an_unfinished_match_has_no_awards(capsys, tmp_path):
    code, out = simulate(capsys, tmp_path, match_text([FIRST]))
    result = json.loads(out)
    assert (code, result["finished"], result["rounds_played"]) == (0, False, 1)
    assert "awards" not in result
    ann = result["players"][0]
    assert ann == {"name": "Ann", "space": 11, "points": 4, "garnets": 1}


BAD_ROUNDS = [
    (
        '["R3 Bob", "R9 Dan", "", "", "", "", "", "", ""]',
        "",
        28,
        "round 1, Bob: Dan is not to the right of or below Bob on the grid (choose Cat or Eve)",
    ),
    ('["R0 Bob", "", "", "", "", "", "", "", ""]', "", 28, "the amount is 0; it must be 1 to 16"),
    (
        '["R1 Bob", "", "", "", "", "", "", "", ""]',
        "bets = [2, 0, 0, 0, 0, 0, 0, 0, 0]",
        29,
        "round 1, Ann: the bet is 2 garnets, more than the 1 held",
    ),
    ('["R999999 Bob", "", "", "", "", "", "", "", ""]', "", 28, "it must be 1 to 16"),
    ('["R1 Zed", "", "", "", "", "", "", "", ""]', "", 28, '"Zed" is not a player'),
    ('["up 3", "", "", "", "", "", "", "", ""]', "", 28, '"up 3" is not a move'),
    ('["R1 Bob", ""]', "", 28, "round 1: moves has 2 entries; there are 9 players"),
    (
        '["", "", "", "", "", "", "", "", ""]',
        "bets = [1, 0, 0, 0, 0, 0, 0, 0, 0]",
        28,
        "a seat that uses the defaults cannot bet",
    ),
]


@pytest.mark.parametrize(("moves", "bets", "line", "words"), BAD_ROUNDS)
def test_a_broken_round_exits_1_with_path_and_line(capsys, tmp_path, moves, bets, line, words):
    code, out = simulate(capsys, tmp_path, match_text([(moves, bets)]))
    assert code == 1
    assert f"match.toml:{line}: " in out and words in out
    assert "Traceback" not in out


def test_problems_in_one_round_are_all_reported(capsys, tmp_path):
    moves = '["R0 Bob", "R1 Dan", "", "", "", "", "", "", ""]'
    code, out = simulate(
        capsys, tmp_path, match_text([(moves, "bets = [5, 0, 0, 0, 0, 0, 0, 0, 0]")])
    )
    assert code == 1
    assert len(out.strip().splitlines()) == 3


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ('seating = ["Ann"]', "the seating must list every player's name exactly once"),
        ("grid = [2, 9]", '"grid" must be [rows, columns], each 2 to 6'),
        ("grid = [2, 2]", "a 2×2 partner grid seats 4 players, not 9"),
        ("colour = 1", 'unknown key "colour"'),
        ('[votes]\nAnn = "Bob"', "votes are only cast after the last round"),
        ('[votes]\nZed = "Bob"', '"Zed" is not a player'),
    ],
)
def test_match_file_shape_problems(capsys, tmp_path, extra, words):
    text = match_text([FIRST]).replace(f"seating = {json.dumps(NAMES)}\n", "")
    if extra.startswith("["):
        text += extra + "\n"
    else:
        text = text.replace("seed = 1\n", f"seed = 1\n{extra}\n")
    if "seating" not in extra:
        text = text.replace("seed = 1\n", f"seed = 1\nseating = {json.dumps(NAMES)}\n")
    code, out = simulate(capsys, tmp_path, text)
    assert code == 1 and words in out, out


def test_too_many_rounds_and_hostile_player_tables(capsys, tmp_path):
    code, out = simulate(capsys, tmp_path, match_text([(DEFAULTS, "")] * 8))
    assert code == 1 and "the level has 7 rounds, not more" in out
    text = match_text([], garnets=100).replace('name = "Bob"', f'name = "{"B" * 17}"')
    code, out = simulate(capsys, tmp_path, text)
    assert "starting garnets are 100; they must be 0 to 99" in out
    assert "a player's name has 1 to 16 characters" in out


def test_level_problems_are_all_reported_with_lines(capsys, tmp_path):
    path = write(
        tmp_path,
        "bad.toml",
        """\
        format = 1
        game = "double-edged-edges"
        name = "Bad"
        values = [1, 2, "x", 300, 5, 6]
        start = 9
        rounds = 0
        grid = [1, 3]
        speed = 2
        """,
    )
    code, out = run(capsys, "validate", str(path))
    assert code == 1
    lines = out.strip().splitlines()
    assert (
        f"{path}:4: space 3 is worth 'x'; a space is worth a whole number from -99 to 99" in lines
    )
    assert (
        f"{path}:4: space 4 is worth 300; a space is worth a whole number from -99 to 99" in lines
    )
    assert f'{path}:6: "rounds" is 0; it must be 1 to 20' in lines
    assert f'{path}:7: "grid" must be [rows, columns], each 2 to 6, e.g. [3, 3]' in lines
    assert any(line.startswith(f"{path}:8: unknown key") for line in lines)


@pytest.mark.parametrize(
    ("values", "start", "words"),
    [
        ("[1, 2, 3, 4]", 2, '"values" has 4 spaces; a platform has 5 to 40'),
        ("[1, 2, 3, 4, 5]", 6, '"start" is 6; it must be 1 to 5'),
        ("[1, 2, 3, 4, 5]", 0, '"start" is 0; it must be 1 to 5'),
    ],
)
def test_platform_and_start_limits(capsys, tmp_path, values, start, words):
    text = LEVEL.replace("[6, 4, 3, 2, 2, 1, 1, 0, 0, 1, 1, 2, 2, 3, 4, 6]", values).replace(
        "start = 8", f"start = {start}"
    )
    code, out = run(capsys, "validate", str(write(tmp_path, "level.toml", text)))
    assert code == 1 and words in out


def test_six_players_on_the_nine_player_level_sit_on_a_2_by_3_grid(capsys, tmp_path):
    text = match_text([]).replace(f"seating = {json.dumps(NAMES)}\n", "")
    for name in NAMES[6:]:
        text = text.replace(f'[[players]]\nname = "{name}"\n', "")
    code, out = simulate(capsys, tmp_path, text)
    assert code == 0
    result = json.loads(out)
    assert result["grid"] == [2, 3] and sorted(result["seating"]) == sorted(NAMES[:6])


def test_five_players_fit_no_grid(capsys, tmp_path):
    text = match_text([]).replace(f"seating = {json.dumps(NAMES)}\n", "")
    for name in NAMES[5:]:
        text = text.replace(f'[[players]]\nname = "{name}"\n', "")
    code, out = simulate(capsys, tmp_path, text)
    assert code == 1 and "5 players do not fill a partner grid" in out


def test_a_written_record_plays_back_the_same(tmp_path):
    write(tmp_path, "level.toml", LEVEL)
    original = write(tmp_path, "match.toml", match_text(WHOLE_MATCH))
    _, _, played = replay_document(load_toml(original))
    record = read_record(load_toml(original))
    write_toml_atomic(tmp_path / "copy.toml", record_to_data(record))
    _, _, again = replay_document(load_toml(tmp_path / "copy.toml"))
    assert summary(again.final) == summary(played.final)


def test_the_partner_name_is_read_in_any_case(capsys, tmp_path):
    moves = ROUND_1.replace("R3 Bob", "r3 bob")
    code, out = simulate(
        capsys, tmp_path, match_text([(moves, "bets = [1, 0, 0, 0, 0, 0, 0, 0, 0]")])
    )
    assert code == 0 and json.loads(out)["rounds"][0]["moves"]["Ann"] == "R3 Bob"


def test_a_match_played_live_and_saved_replays_to_the_same_state(tmp_path):
    from game.double_edged_edges.bot import choose_submission
    from game.double_edged_edges.match import MatchRecord, PlayerEntry, round_record
    from game.double_edged_edges.rules import STAGE_ROUNDS, new_match, resolve_round

    level = level_from_document(load_toml(LEVELS / "six-on-a-ledge.toml"))
    names = NAMES[:6]
    state, _ = new_match(level, names, 9, 1)
    record = MatchRecord("six-on-a-ledge.toml", 9, [PlayerEntry(n, 1) for n in names])
    while state.stage == STAGE_ROUNDS:
        entries = [choose_submission(state, p, "hard") for p in range(6)]
        entries[state.round_number % 6] = None  # one seat a round uses the defaults
        state, _ = resolve_round(state, entries)
        record.rounds.append(round_record(entries, names))
    write_toml_atomic(
        tmp_path / "six-on-a-ledge.toml", load_toml(LEVELS / "six-on-a-ledge.toml").data
    )
    write_toml_atomic(tmp_path / "saved.toml", record_to_data(record))
    _, _, played = replay_document(load_toml(tmp_path / "saved.toml"))
    assert played.states[-2] == state
    assert played.final.finished
