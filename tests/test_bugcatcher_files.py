"""Bugcatcher level and match files, `validate` and `simulate` as a designer and player use them."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.bugcatcher import rules_text
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.match import read_record, record_to_data, replay_document, summary
from game.bugcatcher.missions import KINDS
from game.cli import main
from game.core.tomlfile import load_toml, parse_toml, write_toml_atomic

LEVELS = Path(__file__).resolve().parents[1] / "levels" / "bugcatcher"

LEVEL = """\
format = 1
game = "bugcatcher"
name = "Tiny"
columns = 6
rows = 5
rounds = 2
energy = 7

[[missions]]
round = 1
name = "Cheerful Jellyfish"
kind = "shape"
node = "border"
shape = "DDRDL"
reward = 6
penalty = 3
window = 2

[[missions]]
round = 2
name = "Sleepy Owl"
kind = "swaps"
count = 0
reward = 2
"""

MATCH = """\
format = 1
game = "bugcatcher"
level = "tiny.toml"
seed = 1

[[players]]
name = "Ann"
garnets = 1
bid = 0
central = ["C3", "D3", "B2"]
border = ["B1 ul", "A1 ul"]

[[players]]
name = "Bob"
garnets = 1
central = ["D3", "E4"]
border = ["e5 br"]

[[rounds]]
actions = [["BD", "BD", "BR", "BD", "swap", "BL", "CR"], ["CU", "swap*", "BR"]]
missions = [["Cheerful Jellyfish"], []]
"""


def run(capsys, *arguments: str) -> tuple[int, str]:
    code = main(list(arguments))
    return code, capsys.readouterr().out


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


@pytest.fixture
def match_file(tmp_path):
    write(tmp_path, "tiny.toml", LEVEL)
    return write(tmp_path, "match.toml", MATCH)


# --- shipped levels ----------------------------------------------------------------------


def test_shipped_levels_validate(capsys):
    code, out = run(capsys, "validate", str(LEVELS))
    assert code == 0, out


def test_house_of_larks_is_the_seeds_board_with_a_35_mission_deck():
    level = level_from_document(load_toml(LEVELS / "house-of-larks.toml"))
    assert (level.board.columns, level.board.rows, level.rounds, level.energy) == (6, 5, 7, 7)
    assert level.players == (2, 9)
    assert len(level.missions) == 35
    assert [len(level.missions_of_round(r)) for r in range(1, 8)] == [5] * 7
    assert {m.kind for m in level.missions} == set(KINDS)
    assert all(2 <= m.reward <= 8 for m in level.missions)
    assert any(m.penalty for m in level.missions)
    assert all(len(m.name.split()) == 2 for m in level.missions)
    jellyfish = level.mission_named("Cheerful Jellyfish")
    assert (jellyfish.round, jellyfish.kind, jellyfish.node, jellyfish.shape) == (
        1,
        "shape",
        "border",
        "DDRDL",
    )
    assert (jellyfish.reward, jellyfish.penalty, jellyfish.window) == (6, 3, 2)


def test_the_practice_level_is_for_3_to_4_players():
    level = level_from_document(load_toml(LEVELS / "practice-meadow.toml"))
    assert level.players == (3, 4)
    assert level.board.columns * level.board.rows < 30


# --- level problems ----------------------------------------------------------------------

BROKEN_LEVEL = """\
format = 1
game = "bugcatcher"
name = "Broken"
columns = 13
rounds = 3

[[missions]]
round = 1
name = "Odd Duck"
kind = "dance"
reward = 2

[[missions]]
round = 1
name = "Shapeless Slug"
kind = "shape"
reward = 2

[[missions]]
round = 4
name = "Lost Lark"
kind = "reach"
node = "border"
targets = ["C3"]
reward = 200

[[missions]]
round = 1
name = "Odd duck"
kind = "cross"
reward = 2
colour = "blue"
"""


def test_every_problem_in_a_level_is_reported_with_its_line(tmp_path, capsys):
    path = write(tmp_path, "broken.toml", BROKEN_LEVEL)
    code, out = run(capsys, "validate", "-q", str(path))
    assert code == 1
    expected = [
        (4, '"columns" is 13; use 3 to 12'),
        (10, 'unknown mission kind "dance"'),
        (13, 'a "shape" mission needs "shape"'),
        (20, '"missions[2].round" is 4; use 1 to 3'),
        (24, 'targets: "C3" is not a corner name'),
        (25, '"missions[2].reward" is 200; use 0 to 100'),
        (29, 'two missions are called "Odd duck"'),
        (32, 'unknown key "missions[3].colour"'),
    ]
    for line, message in expected:
        assert any(f"broken.toml:{line}: {message}" in row for row in out.splitlines()), (
            line,
            message,
            out,
        )
    assert "Traceback" not in out


def test_a_round_may_show_at_most_five_missions(tmp_path, capsys):
    missions = "".join(
        f'\n[[missions]]\nround = 1\nname = "Busy Bee {n}"\nkind = "cross"\nreward = 2\n'
        for n in range(6)
    )
    path = write(tmp_path, "busy.toml", 'format = 1\ngame = "bugcatcher"\nname = "B"\n' + missions)
    code, out = run(capsys, "validate", "-q", str(path))
    assert code == 1 and "more than 5 missions" in out


# --- simulate ----------------------------------------------------------------------------


def test_simulate_json_has_the_issues_shape(match_file, capsys):
    code, out = run(capsys, "simulate", str(match_file), "--json")
    assert code == 0, out
    result = json.loads(out)
    assert result["game"] == "bugcatcher" and result["finished"] is False
    ann, bob = result["players"]
    assert ann == {
        "name": "Ann",
        "fireflies": 5 + 6,
        "garnets": 1,
        "missions_completed": 1,
        "collisions": 1,
        "central": "C3",
        "central_colour": "blue",
        "border": "B4 ul",
        "border_colour": "black",
        "fireflies_by_round": [11],
    }
    assert (bob["central"], bob["border"], bob["garnets"]) == ("D2", "F5 br", 0)
    assert bob["central_colour"] == "blue"  # swapped with a garnet
    (round_1,) = result["rounds"]
    assert round_1["void"] == [[7], []]
    assert [s["to"] for s in round_1["segments"][1]] == ["D2", "F5 br"]
    assert set(round_1["segments"][0][0]) == {"step", "node", "from", "to", "colour"}
    assert result["missions"][0] | {} == {
        "name": "Cheerful Jellyfish",
        "status": "completed",
        "round": 1,
        "shown": 1,
        "completed_by": ["Ann"],
    }
    assert result["awards"] is None


def test_a_finished_match_reports_its_awards(match_file, capsys):
    text = match_file.read_text() + '\n[[rounds]]\nactions = [["CU"], []]\n'
    match_file.write_text(text)
    code, out = run(capsys, "simulate", str(match_file), "--json")
    result = json.loads(out)
    assert result["finished"] is True
    assert result["awards"]["tokens_of_life"] == {"Ann": 2}
    assert result["awards"]["elimination_candidate"] == "Bob"


@pytest.mark.parametrize(
    "old, new, line, message",
    [
        ('"CU", "swap*", "BR"]', '"CU", "CU", "CU", "CU", "CD", "CD", "CD", "CD"]', 20,
         "Bob: the actions use 8 energy; a round gives 7"),
        ('"CU", "swap*", "BR"]', '"CU", "swap*", "swap*"]', 20, "only one swap*"),
        ('"CU", "swap*", "BR"]', '"CU", "BR", "BR"]', 20, "action 3 (BR) leaves the board"),
        ('[["Cheerful Jellyfish"], []]', '[["Cheerful Jellyfish"], ["Sleepy Owl"]]', 21,
         "\"Sleepy Owl\" is not on round 1's board"),
        ('"CU", "swap*", "BR"]', '"CU", "jump"]', 20, 'unknown action "jump"'),
        ('[["Cheerful Jellyfish"], []]', '[["Cheerful Jellyfish"]]', 21,
         "missions has 1 lists; there are 2 players"),
        ('border = ["e5 br"]', 'border = ["e5 xx"]', 17, 'Bob: "e5 xx" is not a corner name'),
        ("bid = 0", "bid = 2", 9, "the bid is 0 to 1 garnets"),
    ],
)  # fmt: skip
def test_a_broken_rule_is_exit_1_with_path_and_line(match_file, capsys, old, new, line, message):
    match_file.write_text(match_file.read_text().replace(old, new))
    code, out = run(capsys, "simulate", str(match_file), "--json")
    assert code == 1
    assert f"match.toml:{line}: " in out and message in out, out


def test_a_level_refuses_a_player_count_outside_its_range(tmp_path, capsys):
    level = (LEVELS / "practice-meadow.toml").read_text()
    write(tmp_path, "tiny.toml", level)
    path = write(tmp_path, "match.toml", MATCH.replace("\n[[rounds]]", "\n[[x]]").split("[[x]]")[0])
    code, out = run(capsys, "simulate", str(path))
    assert code == 1 and "match.toml:6: 2 players; this level takes 3 to 4" in out


def test_more_rounds_than_the_level_has_are_refused(match_file, capsys):
    extra = "\n[[rounds]]\nactions = [[], []]\n"
    match_file.write_text(match_file.read_text() + extra * 2)
    code, out = run(capsys, "simulate", str(match_file))
    assert code == 1 and "the match is over after 2 rounds" in out


def test_a_save_whose_pregame_is_open_has_no_starts_and_no_rounds(match_file, capsys):
    text = match_file.read_text().replace("seed = 1", "seed = 1\nstarted = false", 1)
    match_file.write_text(text.split("[[rounds]]")[0])
    code, out = run(capsys, "simulate", str(match_file), "--json")
    players = json.loads(out)["players"]
    assert code == 0 and players[0]["central"] is None and players[0]["border"] is None
    match_file.write_text(text)
    code, out = run(capsys, "simulate", str(match_file))
    assert code == 1 and "pregame is still open has no rounds" in out


def test_a_match_file_written_back_replays_the_same(match_file, tmp_path):
    record, _, played = replay_document(load_toml(match_file))
    copy = tmp_path / "copy.toml"
    write_toml_atomic(copy, record_to_data(record))
    _, _, again = replay_document(load_toml(copy))
    assert summary(again.final) == summary(played.final)
    assert read_record(parse_toml(copy.read_text(), str(copy))).names == ["Ann", "Bob"]


def test_every_event_describes_itself_in_words(match_file):
    _, _, played = replay_document(load_toml(match_file))
    names = played.final.names
    words = [e.describe(names) for events in played.events for e in events]
    assert any("Cheerful Jellyfish is completed by Ann" in w for w in words)
    assert any("case 1" in w for w in words)


def test_rules_modules_do_not_import_pygame():
    modules = ", ".join(
        f"game.bugcatcher.{m}" for m in ("rules", "match", "bot", "levels", "missions", "bench")
    )
    code = f"import sys, {modules}; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


def test_rules_pages_are_paragraphs_and_name_every_ruling():
    for title, text in rules_text.PAGES:
        assert title and text
        for paragraph in text.split("\n\n"):
            assert "\n" not in paragraph, (title, paragraph[:40])
    rulings = dict(rules_text.PAGES)["Our rulings"]
    assert all(note in rulings for note in rules_text.RULES_NOTES)
    assert "D2 ul" in dict(rules_text.PAGES)["Board and names"]


def test_mission_cards_read_like_the_seed():
    level = level_from_document(load_toml(LEVELS / "house-of-larks.toml"))
    card = level.mission_named("cheerful jellyfish").describe(level.board)
    assert card.startswith("In a singular round, successfully build a path")
    assert card.endswith("Success: +6 fireflies. Failure (2 rounds): −3 fireflies.")
    assert all(m.describe(level.board) for m in level.missions)


def test_a_shape_that_returns_to_its_start_is_a_problem_naming_mission_and_line(tmp_path, capsys):
    body = LEVEL.replace('shape = "DDRDL"', 'shape = "RDLU"').replace("Cheerful", "Ringed")
    path = write(tmp_path, "square.toml", body)
    code, out = run(capsys, "validate", "-q", str(path))
    assert code == 1
    line = body.splitlines().index('shape = "RDLU"') + 1
    assert f"square.toml:{line}: " in out and '"Ringed Jellyfish"' in out
    assert "can never be built" in out and "Traceback" not in out
