"""Issue 19: no file can take the window down, second round. One test per finding."""

from __future__ import annotations

import io
import json
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from test_hostile_files import SOCIAL_LEVEL, TACTRICS, TACTRICS_MATCH, refusal, within, write

from game.cli import check_file, main
from game.core.paths import user_levels_dir
from game.core.problems import Problem
from game.core.saves import replays_dir, retire_to_replays, saves_dir, set_aside_match
from game.core.tomlfile import MAX_FILE_BYTES, load_toml
from game.table.levels import user_level_files
from game.table.replay_index import replay_lines
from game.ui.monkey import tick

ONE_PROBLEM = re.compile(r"^[^\n]+:\d+: [^\n]+$")


def describe(game: str, path: Path) -> str:
    return f"{game} at {path.name}"


# --- text that cannot be shown ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "line"),
    [
        ('name = "Practice"', 'name = "Nul\\u0000"', 3),
        ('name = "Practice"', 'name = "Two\\nlines"', 3),
        ('name = "Practice"', 'name = "\\u001b]0;owned\\u0007"', 3),
        ('rows = [\n  "3 1 4 . G"', 'rows = [\n  "3 1 4 . G\\u0000"', 9),
    ],
)
def test_a_control_character_in_a_level_is_refused_on_its_line(tmp_path, old, new, line):
    said = refusal(write(tmp_path, "level.toml", SOCIAL_LEVEL.replace(old, new)))
    assert f"level.toml:{line}: " in said and "control character" in said
    assert "\x00" not in said and "\x1b" not in said and len(said.splitlines()) == 1


def test_a_control_character_in_a_player_name_of_a_match_is_refused(tmp_path):
    write(tmp_path, "layout.toml", (TACTRICS / "start-2p.toml").read_text())
    match = TACTRICS_MATCH.replace('name = "Bob"', 'name = "B\\u0000ob"')
    said = refusal(write(tmp_path, "match.toml", match))
    assert "match.toml:10: " in said and '"players[1].name" holds a control character' in said


@pytest.mark.parametrize("text", ["Nul\x00", "\ud800", "\x1b[2J", "a\nb", "x" * 5000])
def test_the_window_font_draws_any_string(text):
    from game.app import App

    app = App(headless=True)
    font = app.font(18)
    assert font.render(text, True, (255, 255, 255)).get_width() > 0
    assert font.size(text)[0] > 0


def test_a_pygame_gui_label_with_a_nul_is_drawn():
    from pygame_gui.elements import UIButton, UILabel

    from game.app import App
    from game.ui.menu import MainMenuScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    UILabel(pygame.Rect(10, 10, 300, 30), "Nul\x00 and \ud800", app.ui)
    UIButton(pygame.Rect(10, 50, 300, 30), "Esc\x1b[2J", app.ui)
    tick(app)
    assert app.running


class CountingFont:
    """A font that measures 8 pixels a character and counts what it was asked to measure."""

    def __init__(self) -> None:
        self.measured = 0

    def size(self, text: str) -> tuple[int, int]:
        self.measured += len(text)
        return 8 * len(text), 16


@pytest.mark.parametrize("length", [4_000, 400_000])
def test_clipping_a_long_name_measures_no_more_than_the_width(length):
    from game.ui.text import clip_text

    font = CountingFont()
    clipped = clip_text(font, "A" * length, 400)  # type: ignore[arg-type]
    assert clipped.endswith("…") and font.size(clipped)[0] <= 400
    font.measured = 0
    clip_text(font, "A" * length, 400)  # type: ignore[arg-type]
    assert font.measured < 400 * 20  # the same for 4,000 and 400,000 characters


def test_wrapping_a_long_word_takes_time_linear_in_its_length():
    from game.ui.event_log import wrap_text

    measured = []
    for length in (4_000, 40_000):
        font = CountingFont()
        rows = wrap_text("A" * length, font, 400)  # type: ignore[arg-type]
        assert "".join(rows) == "A" * length and all(len(row) == 50 for row in rows)
        measured.append(font.measured)
    assert measured[1] < 12 * measured[0]  # ten times the text, not a hundred times the work


# --- the replay index ------------------------------------------------------------------------


def a_replay() -> Path:
    replays_dir().mkdir(parents=True, exist_ok=True)
    return write(replays_dir(), "social-snake-1.toml", 'format = 1\ngame = "social-snake"\n')


@pytest.mark.parametrize(
    "index", ["[" * 200_000, '{"version": 1, "files": ' + "[" * 5000 + "]" * 5000 + "}"]
)
def test_a_deeply_nested_replay_index_is_rebuilt(index):
    path = a_replay()
    (replays_dir() / "index.json").write_text(index)
    lines, described = replay_lines(replays_dir(), describe)
    assert [line.path for line in lines] == [path] and described == 1
    assert json.loads((replays_dir() / "index.json").read_text())["version"] == 1


def test_a_fifo_as_the_replay_index_does_not_block_the_list():
    a_replay()
    os.mkfifo(replays_dir() / "index.json")
    with within(5):
        lines, described = replay_lines(replays_dir(), describe)
    assert len(lines) == 1 and described == 1


def test_an_index_line_with_a_nul_is_described_again():
    path = a_replay()
    replay_lines(replays_dir(), describe)
    index = replays_dir() / "index.json"
    index.write_text(index.read_text().replace("social-snake at", "social-snake\\u0000at"))
    lines, described = replay_lines(replays_dir(), describe)
    assert described == 1 and lines[0].label.endswith(f"social-snake at {path.name}")


# --- folder walks ----------------------------------------------------------------------------


@pytest.fixture
def nested_folders() -> Iterator[Path]:
    """1,100 folders inside each other in the user's levels folder, removed afterwards one
    at a time (pytest's own clean-up would recurse too deep)."""
    user_levels_dir().mkdir(parents=True)
    handles = [os.open(user_levels_dir(), os.O_RDONLY)]
    for _ in range(1100):
        os.mkdir("d", dir_fd=handles[-1])
        handles.append(os.open("d", os.O_RDONLY, dir_fd=handles[-1]))
    try:
        yield user_levels_dir()
    finally:
        os.close(handles.pop())
        while handles:
            handle = handles.pop()
            os.rmdir("d", dir_fd=handle)
            os.close(handle)


def test_a_thousand_nested_folders_do_not_break_the_level_lists(nested_folders, capsys):
    write(user_levels_dir(), "mine.toml", SOCIAL_LEVEL)
    (user_levels_dir() / "sub").mkdir()
    write(user_levels_dir() / "sub", "deeper.toml", SOCIAL_LEVEL)
    names = [path.name for path in user_level_files("social-snake")]
    assert names == ["mine.toml", "deeper.toml"]
    assert main(["validate", str(user_levels_dir())]) == 0
    assert "2 of 2 file(s) fine" in capsys.readouterr().err


def test_a_link_out_of_the_levels_folder_is_not_followed(tmp_path):
    user_levels_dir().mkdir(parents=True)
    outside = tmp_path / "outside"
    outside.mkdir()
    write(outside, "secret.toml", SOCIAL_LEVEL)
    (user_levels_dir() / "secret.toml").symlink_to(outside / "secret.toml")
    (user_levels_dir() / "folder").symlink_to(outside)
    (user_levels_dir() / "loop").symlink_to(user_levels_dir())
    write(user_levels_dir(), "mine.toml", SOCIAL_LEVEL)
    (user_levels_dir() / "inside.toml").symlink_to(user_levels_dir() / "mine.toml")
    names = [path.name for path in user_level_files("social-snake")]
    assert names == ["inside.toml", "mine.toml"]


# --- copies ----------------------------------------------------------------------------------


@pytest.mark.parametrize("move", [set_aside_match, retire_to_replays])
def test_moving_a_save_never_copies_the_file_behind_a_link(tmp_path, move):
    secret = write(tmp_path, "secret.txt", "the neighbour's diary\n")
    saves_dir().mkdir(parents=True)
    save = write(saves_dir(), "social-snake-1.toml", 'format = 1\ngame = "social-snake"\n')
    (saves_dir() / "social-snake-1.level.toml").symlink_to(secret)
    moved = move(save)
    copy = moved.with_name("social-snake-1.level.toml")
    assert moved.is_file() and not save.exists()
    assert copy.is_symlink() or not copy.exists()
    regular = [p for p in moved.parent.rglob("*") if p.is_file() and not p.is_symlink()]
    assert all("diary" not in p.read_text() for p in regular)


# --- messages --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "shown"),
    [
        ('"a\\nb:99: forged"', "a key holds a control character (\\n)"),
        ('"\\u001b[2J\\u001b]0;title\\u0007"', "a key holds a control character (\\x1b)"),
        ('"x\\u0041y"', 'unknown key "xAy"'),
    ],
)
def test_a_key_with_escapes_is_reported_once_on_its_own_line(tmp_path, key, shown):
    text = SOCIAL_LEVEL.replace("rounds_per_phase = 2", f"rounds_per_phase = 2\n\n{key} = 1")
    problems = check_file(str(write(tmp_path, "level.toml", text)))
    lines = [str(problem) for problem in problems]
    assert any(line.startswith(f"{tmp_path}/level.toml:7: ") and shown in line for line in lines)
    assert all(ONE_PROBLEM.match(line) and "\x1b" not in line for line in lines)


def test_a_problem_is_always_one_printable_line():
    problem = Problem("bad\udcff\nname.toml", 3, 'unknown key "a\nb\x1b[2J\x00"')
    assert str(problem) == 'bad\\xff\\nname.toml:3: unknown key "a\\nb\\x1b[2J\\x00"'


def test_validate_prints_a_file_name_that_is_not_utf8_under_a_strict_stdout(tmp_path, monkeypatch):
    folder = os.fsencode(tmp_path / "levels")
    os.mkdir(folder)
    with open(os.path.join(folder, b"caf\xe9.toml"), "wb") as stream:
        stream.write(b'format = 1\ngame = "social-snake"\n')
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
    monkeypatch.setattr(sys, "stdout", out)
    assert main(["validate", "-q", str(tmp_path / "levels")]) == 1
    out.flush()
    printed = out.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    assert "caf\\xe9.toml:" in printed and len(printed.splitlines()) >= 1


# --- the level editor ------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[1]  # the checkout
PRACTICE = ROOT / "levels" / "social-snake" / "practice-tunnels.toml"


def test_the_editor_opens_a_tunnel_with_five_thousand_digits(tmp_path):
    from game.editor.model import next_pair_token
    from game.editor.scene import load_model

    text = PRACTICE.read_text().replace('"T1  2  3', '"T' + "1" * 5000 + "  2  3")
    model = load_model(write(tmp_path, "level.toml", text))
    assert next_pair_token(model.board, "T") == "T1"
    assert model.review().problems  # the level reader says what is wrong with the token


def test_the_editor_refuses_an_empty_board_in_words(tmp_path):
    from game.core.problems import ProblemsFound
    from game.editor.scene import load_model

    text = PRACTICE.read_text().split("[grids.A]")[0] + '[grids.A]\nrows = [""]\n'
    with pytest.raises(ProblemsFound, match='the board "A" has an empty row'):
        load_model(write(tmp_path, "level.toml", text))


def test_an_empty_board_view_lays_out_without_dividing_by_zero():
    from game.ui.board_view import BoardView

    view = BoardView(0, 0, pygame.Rect(0, 0, 300, 300), lambda size, bold=False: None)
    assert view.cell_size >= 4 and view.board.width == 0


def test_the_editor_never_saves_a_file_its_reader_refuses(tmp_path):
    from game.core.problems import ProblemsFound
    from game.editor.scene import load_model

    model = load_model(write(tmp_path, "level.toml", PRACTICE.read_text()))
    model.data["description"] = "x" * (MAX_FILE_BYTES + 1)
    target = tmp_path / "big.toml"
    with pytest.raises(ProblemsFound, match="not saved: the file would be"):
        model.save(str(target))
    assert not target.exists()
    model.data["description"] = "fine"
    model.save(str(target))
    assert load_toml(target).data["description"] == "fine"


# --- one safe path for user data -------------------------------------------------------------

RAW_READ = re.compile(
    r"\.read_text\(|\.read_bytes\(|json\.loads?\(|\.rglob\(|(?<![\w.])open\(|os\.walk\("
)
# Where a raw read is fine, and why.
ALLOWED = {
    "game/core/tomlfile.py": "the safe reader itself",
    "game/ui/file_fuzz.py": "writes and reads its own fixtures in a temporary folder",
    "game/bench_files.py": "its fixtures in a temporary folder; the shipped levels, for figures",
    "game/social_snake/fuzz.py": "the game's fuzz fixtures, in a temporary folder",
    "game/tactrics/fuzz.py": "the game's fuzz fixtures, in a temporary folder",
    "game/bench_fuzz_kinds.py": "fuzz fixtures of the files beyond levels, in a temporary folder",
    "game/editor/bench.py": "the shipped levels (LEVELS), for figures",
    "game/tactrics/hard_set.py": "the solver bench's own puzzle set (tests/data), for figures",
    "game/bench_layout.py": "the layout check's own list of known faults (tests/data)",
    "game/app.py": "the shipped theme file (THEME_FILE)",
    "game/cli.py": "os.open of the null device (os.devnull)",
    "game/table/phone_server.py": "a phone page's message: bounded in size, checked field by field",
    "game/bench_phone_net.py": "the process's own memory figure (/proc/self/status), for the bench",
}


def test_no_module_reads_user_data_around_the_safe_reader():
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#")[0]
            if RAW_READ.search(code) and name not in ALLOWED and "def open(" not in code:
                found.append(f"{name}:{number}: {line.strip()}")
    assert found == []


def test_the_replay_list_describes_what_its_budget_allows_and_the_rest_later():
    replays_dir().mkdir(parents=True, exist_ok=True)
    for number in range(3):
        write(replays_dir(), f"social-snake-{number}.toml", 'format = 1\ngame = "social-snake"\n')
    lines, described = replay_lines(replays_dir(), describe, budget=0.0)
    assert described == 0 and [line.waiting for line in lines] == [True, True, True]
    assert all(line.label.endswith("reading…") for line in lines)
    lines, described = replay_lines(replays_dir(), describe, budget=None)
    assert described == 3 and not any(line.waiting for line in lines)


def test_the_replays_screen_shows_its_list_first_and_reads_long_files_after():
    from test_social_scenes import finished_match

    from game.app import App
    from game.ui.matches import ReplaysScene
    from game.ui.menu import MainMenuScene

    finished_match()
    [replay] = replays_dir().glob("social-snake-*[0-9].toml")
    with replay.open("a") as stream:  # long enough to be replayed after the first frame
        stream.write("# " + "long " * 5000 + "\n")
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.push(ReplaysScene(app))
    tick(app)
    first = [entry.label for entry in app.top.entries]
    assert app.busy  # the window stays awake to read on: no key or mouse move needed
    tick(app)
    later = [entry.label for entry in app.top.entries]
    assert first[0].endswith("reading…") and "Social Snake · " in later[0]
    assert not any(entry.waiting for entry in app.top.entries) and not app.busy


def test_a_typed_name_with_a_control_character_is_refused_in_words():
    from game.table.seats import seat_name_problems

    assert seat_name_problems(["Ann", "Bob"]) == []
    assert any("control character" in p for p in seat_name_problems(["A\tnn", "Bob"]))


def test_the_editor_draws_a_grid_name_of_400000_characters(tmp_path):
    from game.app import App
    from game.editor.scene import EditorScene, load_model
    from game.ui.menu import MainMenuScene

    name = "A" * 400_000
    text = PRACTICE.read_text().replace('phases = [["A"]]', f'phases = [["{name}"]]')
    model = load_model(write(tmp_path, "level.toml", text.replace("[grids.A]", f"[grids.{name}]")))
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.push(EditorScene(app, model))
    with within(30):  # a hang guard: clipping used to be quadratic
        tick(app)
    assert app.running and isinstance(app.top, EditorScene)
