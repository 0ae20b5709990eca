"""Snek programs, arenas and battle files as a designer and a player use them."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from game.cli import main
from game.core.tomlfile import load_toml, parse_toml
from game.snek.levels import arena_from_document, arena_text
from game.snek.program import program_from_document, program_text
from game.snek.samples import (
    load_arenas,
    load_samples,
    load_user_sneks,
    save_user_snek,
    user_sneks_folder,
)

SHIPPED = Path(__file__).resolve().parents[1] / "levels" / "snek"

ARENA = """\
format = 1
game = "snek"
name = "Small"
rows = [
  ". . . . . . .",
  ". . . . . . .",
  ". . . # . . .",
  ". . . . . . .",
  ". . . . . . .",
  ". . . . . . .",
  ". . . . . . .",
]

[[starts]]
head = "B5"
heading = "U"
length = 3

[[starts]]
head = "f3"
heading = "D"
length = 3
"""

CHASER = """\
format = 1
game = "snek"
name = "Tail chaser"
colour = "#2e9d4f"

[[patterns]]
move = "U"
rows = [
  ". . . . . . .",
  ". . . . . . .",
  ". . . t . . .",
  ". . . H . . .",
  ". . . B . . .",
  ". . . . . . .",
  ". . . . . . .",
]
"""

COWARD = """\
format = 1
game = "snek"
name = "Coward"
"""

BATTLE = """\
format = 1
game = "snek"
arena = "arena.toml"
seed = 3
sneks = ["tail-chaser.toml", "coward.toml"]   # in start order
"""


def run(capsys, *arguments: str) -> tuple[int, str]:
    code = main(list(arguments))
    return code, capsys.readouterr().out


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


@pytest.fixture
def battle_folder(tmp_path) -> Path:
    write(tmp_path, "arena.toml", ARENA)
    write(tmp_path, "tail-chaser.toml", CHASER)
    write(tmp_path, "coward.toml", COWARD)
    write(tmp_path, "battle.toml", BATTLE)
    return tmp_path


def test_every_shipped_snek_file_passes_validate(capsys):
    code, out = run(capsys, "validate", str(SHIPPED))
    assert (code, out) == (0, "")


def test_shipped_content_has_three_arenas_and_eight_distinct_sneks():
    arenas = load_arenas()
    assert {path.stem for path, _ in arenas} >= {"open", "rooms", "maze"}
    assert all(len(arena.starts) == 9 for _, arena in arenas)
    samples = load_samples()
    assert len(samples) >= 8
    assert len({program.name for _, program in samples}) == len(samples)
    assert len({program.patterns for _, program in samples}) == len(samples)
    assert len({program.colour for _, program in samples}) == len(samples)
    assert all(program.description for _, program in samples)
    by_stem = {path.stem: program for path, program in samples}
    assert len(by_stem["beginner"].patterns) == 2
    for principle in ("tail-chaser", "tail-keeper", "cave-dodger", "race-breaker"):
        assert by_stem[principle].patterns, principle


def test_simulate_prints_the_issues_json_shape(capsys, battle_folder):
    code, out = run(capsys, "simulate", str(battle_folder / "battle.toml"), "--json")
    assert code == 0
    result = json.loads(out)
    assert result["game"] == "snek" and result["finished"] is True
    assert 1 <= result["rounds_played"] <= 1000
    names = [snek["name"] for snek in result["sneks"]]
    assert names == ["Tail chaser", "Coward"]
    for snek in result["sneks"]:
        assert snek["length"] == len(snek["cells"])
        assert snek["alive"] == bool(snek["cells"])


def test_simulate_is_the_same_battle_every_time(capsys, battle_folder):
    first = run(capsys, "simulate", str(battle_folder / "battle.toml"), "--json")
    assert run(capsys, "simulate", str(battle_folder / "battle.toml"), "--json") == first


def test_every_shipped_battle_simulates(capsys):
    for path in sorted((SHIPPED / "battles").glob("*.toml")):
        code, out = run(capsys, "simulate", str(path), "--json")
        assert code == 0, out
        assert json.loads(out)["finished"] is True


def test_cells_are_listed_head_first(capsys, tmp_path):
    write(tmp_path, "arena.toml", ARENA.replace('name = "Small"', "rounds = 1"))
    write(tmp_path, "coward.toml", COWARD)
    two_cowards = BATTLE.replace('"tail-chaser.toml"', '"coward.toml"')
    write(tmp_path, "battle.toml", two_cowards)
    code, out = run(capsys, "simulate", str(tmp_path / "battle.toml"), "--json")
    first = json.loads(out)["sneks"][0]
    assert code == 0 and first["name"] == "Coward"
    assert first["cells"][1:] == ["B5", "B6"]  # one move from B5, B6, B7: the body follows


PROGRAM_PROBLEMS = [
    ('name = "Tail chaser"', 'name = ""', 3, "a snek needs a name"),
    ('colour = "#2e9d4f"', 'colour = "green"', 4, 'colour "green" is not like "#2e9d4f"'),
    ('move = "U"', 'move = "X"', 7, 'pattern 1: move "X" is not U, D, L or R'),
    (". . . t . . .", ". . . t . .", 11, "pattern 1: row 3 has 6 cells, not 7"),
    (". . . t . . .", ". . . !t? . . .", 11, "or must-not (!), not both"),
    (". . . t . . .", ". . . z . . .", 11, 'unknown token "z"'),
    (". . . t . . .", ". H . t . . .", 11, "H (your head) belongs in the centre only"),
    (". . . H . . .", ". . . _ . . .", 12, "the centre (row 4, cell 4) must be H"),
    ('colour = "#2e9d4f"', "wings = 2", 4, 'unknown key "wings"'),
]


@pytest.mark.parametrize(("old", "new", "line", "message"), PROGRAM_PROBLEMS)
def test_program_problems_name_their_line(capsys, tmp_path, old, new, line, message):
    path = write(tmp_path, "p.toml", CHASER.replace(old, new, 1))
    code, out = run(capsys, "validate", str(path))
    assert code == 1
    assert f"{path}:{line}: " in out and message in out


def test_a_program_has_at_most_32_patterns(capsys, tmp_path):
    pattern = CHASER[CHASER.index("[[patterns]]") :]
    path = write(tmp_path, "p.toml", CHASER + ("\n" + pattern) * 32)
    code, out = run(capsys, "validate", str(path))
    assert code == 1 and "a snek has 0 to 32 patterns, not 33" in out


ARENA_PROBLEMS = [
    ('name = "Small"', "rounds = 0", 'rounds" must be 1 to 10000, not 0'),
    ('name = "Small"', "rounds = 10001", 'rounds" must be 1 to 10000, not 10001'),
    ('name = "Small"', f'name = "{"x" * 41}"', "a name has at most 40 characters"),
    ('  ". . . # . . .",', '  ". . . x . . .",', 'unknown token "x"'),
    ('  ". . . # . . .",', '  ". . . # . .",', "row 3 has 6 cells, but row 1 has 7"),
    ('head = "B5"', 'head = "B99"', "start 1: a snek of length 3 heading U from B99 runs off"),
    ('head = "f3"', 'head = "B5"', "its head (length 3) is on B5, also used by start 1"),
    (
        'head = "f3"',
        'head = "D4"',
        "start 2: a snek of length 3 heading D from D4 lies on D3, a wall",
    ),
    ('heading = "D"', 'heading = "Q"', 'heading "Q" is not U, D, L or R'),
    ("length = 3\n\n[[starts]]", "length = 1\n\n[[starts]]", "length must be 2 to 100, not 1"),
    ('  ". . . . . . .",\n]', "]", "the arena has 6 rows; an arena has 7 to 60"),
]


@pytest.mark.parametrize(("old", "new", "message"), ARENA_PROBLEMS)
def test_arena_problems_are_reported(capsys, tmp_path, old, new, message):
    assert old in ARENA
    path = write(tmp_path, "a.toml", ARENA.replace(old, new, 1))
    code, out = run(capsys, "validate", str(path))
    assert code == 1 and message in out, out
    assert out.startswith(f"{path}:")


def test_an_arena_needs_two_to_nine_starts(capsys, tmp_path):
    one_start = ARENA[: ARENA.index('[[starts]]\nhead = "f3"')]
    code, out = run(capsys, "validate", str(write(tmp_path, "a.toml", one_start)))
    assert code == 1 and "an arena has 2 to 9 starts, not 1" in out


def test_battle_problems_name_the_battle_line_and_the_broken_file(capsys, battle_folder):
    write(battle_folder, "coward.toml", COWARD.replace('"Coward"', '""'))
    text = BATTLE.replace("seed = 3", "seed = -1").replace(
        '"coward.toml"]', '"coward.toml", "gone.toml"]'
    )
    path = write(battle_folder, "battle.toml", text)
    code, out = run(capsys, "validate", str(path))
    assert code == 1
    assert f'{path}:4: "seed" must be 0 to' in out
    assert f'{path}:5: "gone.toml" cannot be used' in out
    assert f"{battle_folder / 'gone.toml'}: file not found" in out
    assert f"{battle_folder / 'coward.toml'}:3: a snek needs a name" in out


def test_a_battle_with_more_sneks_than_starts_is_refused(capsys, battle_folder):
    text = BATTLE.replace('"coward.toml"]', '"coward.toml", "coward.toml"]')
    code, out = run(capsys, "simulate", str(write(battle_folder, "battle.toml", text)))
    assert code == 1 and "snek 3: the arena has only 2 starts" in out


@pytest.mark.parametrize("count", [1, 10, 50_000])
def test_a_battle_needs_two_to_nine_sneks(capsys, battle_folder, count):
    names = ", ".join(['"coward.toml"'] * count)
    text = BATTLE.replace('"tail-chaser.toml", "coward.toml"', names)
    code, out = run(capsys, "validate", str(write(battle_folder, "battle.toml", text)))
    assert (code, out) == (
        1,
        f"{battle_folder / 'battle.toml'}:5: a battle has 2 to 9 sneks, not {count}\n",
    )


def test_unknown_format_is_refused(capsys, tmp_path):
    path = write(tmp_path, "p.toml", CHASER.replace("format = 1", "format = 2"))
    code, out = run(capsys, "validate", str(path))
    assert code == 1 and "unknown format 2" in out


def test_simulate_refuses_a_program(capsys, battle_folder):
    code, out = run(capsys, "simulate", str(battle_folder / "coward.toml"))
    assert code == 1 and "not a match file" in out


def test_written_programs_and_arenas_read_back_the_same():
    for path, program in load_samples():
        again = program_from_document(parse_toml(program_text(program), "again.toml"))
        assert again == program, path
        assert program_text(again) == path.read_text(encoding="utf-8")
    for path, arena in load_arenas():
        assert arena_from_document(parse_toml(arena_text(arena), "again.toml")) == arena
        assert arena_text(arena) == path.read_text(encoding="utf-8")


def test_own_sneks_are_saved_in_the_user_folder(user_folders):
    _, program = load_samples()[0]
    first = save_user_snek(program)
    second = save_user_snek(program)
    assert first.parent == second.parent == user_sneks_folder()
    assert str(first).startswith(str(user_folders))
    assert first != second
    write(user_sneks_folder(), "broken.toml", "format = 1\ngame = 'snek'\n")
    loaded, broken = load_user_sneks()
    assert [p for _, p in loaded] == [program, program]
    assert len(broken) == 1 and "missing key" in str(broken[0])
    assert program_from_document(load_toml(first)) == program


def test_a_battle_describes_itself_for_the_replay_list_and_for_continue(battle_folder):
    from game.snek.backend import describe_match, simulate

    path = battle_folder / "battle.toml"
    assert describe_match(path) == "not watched yet · Small · seed 3 · Tail chaser, Coward"
    rounds = simulate(load_toml(path))["rounds_played"]
    path.write_text(BATTLE.replace("seed = 3\n", f"seed = 3\nwatched = {rounds - 1}\n"))
    words = describe_match(path)
    assert words == f"watched to round {rounds - 1} · Small · seed 3 · Tail chaser, Coward"
    path.write_text(BATTLE.replace("seed = 3\n", f"seed = 3\nwatched = {rounds}\n"))
    words = describe_match(path)  # the key fact first: a narrow list cuts the end
    assert words.startswith("won by ") and words.endswith(" · Small · seed 3 · Tail chaser, Coward")


def test_a_written_battle_file_plays_the_same_battle(capsys, battle_folder):
    from game.snek.match import BattleRecord, battle_text

    first = run(capsys, "simulate", str(battle_folder / "battle.toml"), "--json")
    record = BattleRecord("arena.toml", 3, ("tail-chaser.toml", "coward.toml"))
    write(battle_folder, "again.toml", battle_text(record))
    assert run(capsys, "simulate", str(battle_folder / "again.toml"), "--json") == first
