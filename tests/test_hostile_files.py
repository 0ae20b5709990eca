"""Issue 8: no file can crash, hang or starve the game. One test per finding of the issue."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_social_files import GOOD_LEVEL, GOOD_MATCH
from test_tactrics_files import MATCH

from game.cli import check_file
from game.core.paths import LEVELS
from game.core.problems import ProblemsFound
from game.core.saves import (
    LEVEL_SUFFIX,
    clean_user_folders,
    level_copy_path,
    list_matches,
    replays_dir,
    retire_to_replays,
    saves_dir,
    set_aside_match,
)
from game.core.tomlfile import MAX_FILE_BYTES, load_toml, remove_stale_temporaries
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.tactrics.puzzle import load_progress, progress_path
from game.ui.settings import Settings, load_settings, settings_path

SOCIAL = LEVELS / "social-snake"
TACTRICS = LEVELS / "tactrics-snakes"
PRACTICE = SOCIAL / "practice-three-ridges.toml"
PATH_LINE = re.compile(r"\.toml(:\d+)?: ")  # a problem with the whole file has no line

SOCIAL_LEVEL = GOOD_LEVEL
SOCIAL_MATCH = GOOD_MATCH.split("[[phases.rounds]]")[0]  # in round 1, Ann holds 1 garnet
TACTRICS_MATCH = MATCH.format(level="layout.toml", turns="[]")


@contextlib.contextmanager
def within(seconds: int) -> Iterator[None]:
    """Fail (instead of hanging the suite) when the block takes longer than `seconds`."""

    def too_slow(*_: object) -> None:
        raise TimeoutError(f"took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def social_pair(folder: Path, match: str = SOCIAL_MATCH, level: str = SOCIAL_LEVEL) -> Path:
    write(folder, "practice.toml", level)
    return write(folder, "match.toml", match)


def tactrics_pair(folder: Path, match: str = TACTRICS_MATCH) -> Path:
    write(folder, "layout.toml", (TACTRICS / "start-2p.toml").read_text())
    return write(folder, "match.toml", match)


def refusal(path: Path | str, seconds: int = 5) -> str:
    """What `validate` says about a file that must be refused, checked for `path:line` (or
    the path alone, for the file as a whole)."""
    with within(seconds):
        problems = check_file(str(path))
    assert problems, f"{path} was accepted"
    text = "\n".join(map(str, problems))
    assert all(PATH_LINE.search(str(p)) for p in problems), text
    return text


# --- 1, 2, 3: tomllib errors of every kind -------------------------------------------------

HUGE = "9" * 5000
DEEP = "[" * 1200 + "]" * 1200


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        (f'format = 1\ngame = "social-snake"\nname = "x"\nseed = {HUGE}\n', 4, "too long"),
        (f'format = 1\ngame = "social-snake"\nx = {DEEP}\n', 3, "nested"),
        (f'format = 1\ngame = "social-snake"\nx = {{ a = {DEEP} }}\n', 3, "nested"),
        ('format = 1\n\ngame = "social\x00snake"\n', 3, "TOML syntax error"),
    ],
    ids=["huge integer", "deep arrays", "deep inline tables", "NUL character"],
)
def test_tomllib_failures_of_every_kind_are_path_line(tmp_path, text, line, message):
    path = tmp_path / "hostile.toml"
    path.write_text(text, encoding="utf-8")
    said = refusal(path)
    assert f"hostile.toml:{line}: " in said and message in said


def test_a_huge_integer_in_settings_progress_and_saves_is_a_notice(tmp_path):
    huge = f"format = 1\nanimation_speed = {HUGE}\n"
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(huge)
    settings, problems = load_settings()
    assert settings == Settings() and "settings.toml:2: " in str(problems[0])
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text(f"format = 1\n[best_moves]\n'01.toml' = {HUGE}\n")
    assert load_progress() == {}
    saves_dir().mkdir(parents=True)
    (saves_dir() / "social-snake-1.toml").write_text(f"format = 1\nseed = {HUGE}\n")
    [entry] = list_matches(saves_dir())
    assert "social-snake-1.toml:2: " in str(entry.problems[0])


@pytest.mark.parametrize("game", ["social", "tactrics"])
def test_a_nul_character_in_the_level_path_is_refused(tmp_path, game):
    if game == "social":
        path = social_pair(tmp_path, SOCIAL_MATCH.replace("practice.toml", "prac\\u0000tice.toml"))
    else:
        path = tactrics_pair(tmp_path, TACTRICS_MATCH.replace("layout.toml", "lay\\u0000out.toml"))
    assert "match.toml:3: " in refusal(path)


# --- 4, 10: the Social Snake level reader --------------------------------------------------


@pytest.mark.parametrize(
    ("grids", "message"),
    [
        ("grids = 7", '"grids" must be a table'),
        ("grids = [1.5]", '"grids" must be a table'),
        ("grids = { A = 3 }", '"grids.A" must be a table'),
    ],
)
def test_grids_that_are_not_tables_are_refused(tmp_path, grids, message):
    text = SOCIAL_LEVEL.split("[grids.A]")[0] + grids + "\n"
    said = refusal(write(tmp_path, "level.toml", text))
    assert message in said


def test_too_many_grids_are_refused_with_the_allowed_range(tmp_path):
    grids = "".join(f'[grids.G{n}]\nrows = ["1 1 1", "1 1 1", "1 1 1"]\n' for n in range(27))
    text = SOCIAL_LEVEL.split("[grids.A]")[0] + grids
    assert "at most 26 grids" in refusal(write(tmp_path, "level.toml", text))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "rounds_per_phase = 2",
            "rounds_per_phase = 101",
            '"rounds_per_phase" must be from 1 to 100',
        ),
        (
            "rounds_per_phase = 2",
            "rounds_per_phase = 2\n[options]\ngarnet_award_first = 10001",
            '"options.garnet_award_first" must be from 0 to 10000',
        ),
        ('name = "Practice"', f'name = "{"P" * 61}"', '"name" must be at most 60 characters'),
        ('"3 1 4 . G"', '"3 1 4 . 1234567"', "too long for a cell (at most 6 characters)"),
        ("[grids.A]", f"[grids.{'A' * 21}]", "is too long (at most 20 characters)"),
    ],
    ids=["rounds", "option", "name", "cell token", "grid name"],
)
def test_social_level_numbers_and_names_are_capped(tmp_path, old, new, message):
    assert message in refusal(write(tmp_path, "level.toml", SOCIAL_LEVEL.replace(old, new)))


def test_a_bad_puzzle_progress_value_is_a_notice_and_the_rest_is_kept():
    from game.tactrics.puzzle import read_progress

    progress_path().parent.mkdir(parents=True)
    progress_path().write_text('format = 1\n[best_moves]\n"a.toml" = 3\n"b.toml" = -1\n')
    progress, problems = read_progress()
    assert progress == {"a.toml": 3}
    assert "tactrics-puzzles.toml:4: best_moves: b.toml must be a move count" in str(problems[0])


def test_a_save_whose_level_copy_is_broken_is_refused_with_path_line(tmp_path):
    session = MatchSession.start(
        load_practice(),
        PRACTICE,
        [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cy", "Green")],
        seed=3,
    )
    level_copy_path(session.path).write_text(
        SOCIAL_LEVEL.split("[grids.A]")[0] + "grids = 7\n", encoding="utf-8"
    )
    with pytest.raises(ProblemsFound, match=r"\.level\.toml:7: "):
        MatchSession.load(session.path)


def load_practice():
    from game.social_snake.levels import level_from_document

    return level_from_document(load_toml(PRACTICE))


# --- 5, 7: match files and saves, pending entries included --------------------------------


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ('[pending.Ann]\nmoves = { A = "RX" }\n', 'move 2 is "X"'),
        ('[pending.Ann]\nmoves = { A = "R" }\npremove = { A = "1" }\n', "whole number"),
        ('[pending.Ann]\nmoves = { A = "R" }\npremove = { A = 1.5 }\n', "whole number"),
        ("[pending.Ann]\nmoves = { A = true }\n", "string"),
        ("[pending.Ann]\nmoves = { A = {} }\n", "string"),
        ("[pending.Ann]\nmoves = 5\n", "table"),
        ('[pending.Ann]\nmoves = { Z = "R" }\n', "not in play"),
        ('[pending.Ann]\nmoves = { A = "R" }\npremove = { A = 2 }\n', "has 1 to spend"),
        ('[pending.Zed]\nmoves = { A = "R" }\n', "not a player"),
        ('[pending.Ann]\nstarts = { A = ["A1"] }\n', "not waiting"),
        ("[pending]\nAnn = 3\n", "table"),
    ],
)
def test_pending_entries_are_checked_like_the_entry_screens(tmp_path, extra, message):
    path = social_pair(tmp_path, SOCIAL_MATCH + extra)
    said = refusal(path)
    assert re.search(r"match\.toml:1[4-7]: ", said) and message in said
    with pytest.raises(ProblemsFound):
        MatchSession.load(path)


def test_good_pending_entries_still_load(tmp_path):
    extra = '[pending.Ann]\nmoves = { A = "r" }\npremove = { A = 1 }\n'
    path = social_pair(tmp_path, SOCIAL_MATCH + extra)
    assert check_file(str(path)) == []
    assert MatchSession.load(path).pending[0]["A"].moves == "R"


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("garnets = 1", "garnets = 1000000000000000000", 'garnets" must be from 0 to 1000000'),
        ("seed = 1", "seed = -1", 'seed" must be from 0 to'),
        ('name = "Bob"', f'name = "{"B" * 41}"', "at most 40 characters"),
        ('"C3", "B3", "A3"', ", ".join(['"A1"'] * 700), "at most"),
    ],
    ids=["garnets", "seed", "long name", "long priority list"],
)
def test_social_match_numbers_and_counts_are_capped(tmp_path, old, new, message):
    path = social_pair(tmp_path, SOCIAL_MATCH.replace(old, new, 1))
    assert message in refusal(path)


def test_a_huge_premove_is_refused_at_once_instead_of_hanging(tmp_path):
    match = SOCIAL_MATCH.replace("garnets = 1", "garnets = 1000000000000000000")
    match += '[[phases.rounds]]\nmoves.A = ["R", "U"]\npremove.A = [1000000000000000000, 0]\n'
    said = refusal(social_pair(tmp_path, match), seconds=5)
    assert "from 0 to" in said


def test_moves_longer_than_the_cap_are_refused(tmp_path):
    match = SOCIAL_MATCH + f'[[phases.rounds]]\nmoves.A = ["{"R" * 2000}", "U"]\n'
    assert "at most 1000 moves" in refusal(social_pair(tmp_path, match))


def test_too_many_players_and_rounds_are_refused(tmp_path):
    players = "".join(f'[[players]]\nname = "P{n}"\n' for n in range(30))
    match = SOCIAL_MATCH.replace('[[players]]\nname = "Bob"\n', players)
    assert "1 to 26 players" in refusal(social_pair(tmp_path, match))


MANY_TURNS = ", ".join(['"1+"'] * 10001)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('colour = "Y"', 'colour = ""', 'unknown colour ""'),
        ('colour = "Y"', 'colour = "YBG"', 'unknown colour "YBG"'),
        ('name = "Bob"', f'name = "{"B" * 41}"', "at most 40 characters"),
        ("turns = []", f"turns = [{MANY_TURNS}]", "at most 10000 turns"),
        ("turns = []", f'turns = ["{"1+ " * 100}"]', "at most 40 actions"),
        ("seed = 1", "seed = -5", 'seed" must be from 0 to'),
    ],
    ids=["empty colour", "three colours", "long name", "many turns", "long turn", "seed"],
)
def test_tactrics_match_values_are_checked_exactly(tmp_path, old, new, message):
    assert message in refusal(tactrics_pair(tmp_path, TACTRICS_MATCH.replace(old, new)))


# --- 6, 8: what sits in the folders --------------------------------------------------------


def odd_files(folder: Path) -> list[Path]:
    """A dangling symlink, a FIFO, a folder and /dev/zero, each named like a match file."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "dangling.toml").symlink_to(folder / "nowhere.toml")
    os.mkfifo(folder / "fifo.toml")
    (folder / "folder.toml").mkdir()
    (folder / "zero.toml").symlink_to("/dev/zero")
    return sorted(folder.glob("*.toml"))


def test_odd_files_in_the_saves_folder_are_listed_with_a_notice():
    paths = odd_files(saves_dir())
    with within(5):
        entries = list_matches(saves_dir())
    assert sorted(e.path for e in entries) == paths
    assert all(not e.readable and PATH_LINE.search(str(e.problems[0])) for e in entries)


def test_the_main_menu_hooks_survive_odd_files_in_saves_and_replays():
    from game.app import App
    from game.ui.continue_list import ContinueScene
    from game.ui.matches import replay_list

    odd_files(saves_dir())
    odd_files(replays_dir())
    with within(5):
        app = App(headless=True)
        app.push(ContinueScene(app))
        app.step()
        rows = app.top.rows
        assert len(rows) == 4 and all(PATH_LINE.search(row.problems[0]) for row in rows)
        assert len([line for line in replay_list() if line.problems]) == 4


@pytest.mark.parametrize("kind", ["fifo", "folder", "zero", "dangling"])
def test_settings_and_progress_survive_odd_files(kind):
    for path in (settings_path(), progress_path()):
        path.parent.mkdir(parents=True, exist_ok=True)
        if kind == "fifo":
            os.mkfifo(path)
        elif kind == "folder":
            path.mkdir()
        elif kind == "zero":
            path.symlink_to("/dev/zero")
        else:
            path.symlink_to(path.parent / "nowhere")
    with within(5):
        settings, problems = load_settings()
        assert settings == Settings()
        assert kind == "dangling" or "settings.toml: " in str(problems[0])
        assert load_progress() == {}


@pytest.mark.parametrize("target", ["/dev/zero", "fifo.toml", "folder.toml"])
def test_a_level_that_is_not_a_regular_file_is_refused_at_once(tmp_path, target):
    os.mkfifo(tmp_path / "fifo.toml")
    (tmp_path / "folder.toml").mkdir()
    match = TACTRICS_MATCH.replace("layout.toml", target)
    said = refusal(tactrics_pair(tmp_path, match))
    assert "match.toml:3: " in said


def test_validate_refuses_special_files_given_directly(tmp_path):
    os.mkfifo(tmp_path / "fifo.toml")
    assert "fifo.toml: not a regular file" in refusal(tmp_path / "fifo.toml")
    assert "/dev/zero: not a regular file" in str(check_file("/dev/zero")[0])


def test_the_main_menu_opens_over_odd_files_in_every_user_folder():
    import pygame

    from game.app import App
    from game.ui.menu import MainMenuScene

    for folder in (saves_dir(), replays_dir(), settings_path().parent):
        odd_files(folder)
    os.mkfifo(settings_path())
    with within(10):
        clean_user_folders()
        app = App(headless=True)
        app.start(MainMenuScene(app))
        app.tick(pygame.event.get(), 1 / 60)
    assert app.running and isinstance(app.stack[0], MainMenuScene)
    assert any("settings.toml: not a regular file" in line for line in app.problems)


def test_the_game_starts_when_its_folders_cannot_be_created(monkeypatch, tmp_path):
    import pygame

    from game.app import App
    from game.ui.menu import MainMenuScene

    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the user folders should be")
    monkeypatch.setenv("SERPENTARIUM_HOME", str(blocked))
    clean_user_folders()
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.tick([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11)], 1 / 60)
    assert app.running and list_matches(saves_dir()) == []


# --- 9: size caps and parsing that must stay linear ----------------------------------------


def test_a_file_above_the_size_cap_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "big.toml"
    with path.open("wb") as stream:
        stream.truncate(100 * 1024 * 1024)
    said = refusal(path, seconds=2)
    assert "big.toml: " in said and f"larger than {MAX_FILE_BYTES // 1_000_000} MB" in said


@pytest.mark.parametrize(
    "text",
    [
        f'format = 1\ngame = "social-snake"\nlevel = "x.toml"\n[[players]]\nname = "A"\n'
        f'[[phases]]\nstarts.A = [["{"A" * 100_000}1"]]\n',
        f'format = 1\ngame = "social-snake"\n[{".".join(["a"] * 20_000)}]\n',
    ],
    ids=["100 KB cell name", "40 KB dotted header"],
)
def test_long_names_and_headers_are_refused_quickly(tmp_path, text):
    refusal(write(tmp_path, "long.toml", text), seconds=3)


# --- 11: retiring to replays and leftover temporaries --------------------------------------


def started_session() -> MatchSession:
    seats = [Seat("Ann", "Red", "easy"), Seat("Bob", "Blue", "easy"), Seat("Cy", "Green", "easy")]
    return MatchSession.start(load_practice(), PRACTICE, seats, seed=3)


@pytest.mark.parametrize("failing_call", [1, 2, 3])
def test_retiring_can_be_interrupted_at_any_step(monkeypatch, failing_call):
    session = started_session()
    save = session.path
    calls = {"count": 0}
    real_replace, real_unlink = os.replace, Path.unlink

    def interrupt(*_: object) -> None:
        calls["count"] += 1
        if calls["count"] == failing_call:
            raise KeyboardInterrupt

    def replace(source, target):
        interrupt()
        real_replace(source, target)

    def unlink(path, missing_ok=False):
        interrupt()
        real_unlink(path, missing_ok=missing_ok)

    with monkeypatch.context() as patch, contextlib.suppress(KeyboardInterrupt):
        patch.setattr(os, "replace", replace)
        patch.setattr(Path, "unlink", unlink)
        retire_to_replays(save)
    clean_user_folders()
    loadable = [p for p in (save, replays_dir() / save.name) if p.exists()]
    assert loadable, "the match is lost"
    for path in loadable:
        MatchSession.load(path)
    leftovers = [p.name for folder in (saves_dir(), replays_dir()) for p in folder.iterdir()]
    assert sorted(leftovers) == sorted([save.name, save.name.replace(".toml", LEVEL_SUFFIX)])


def test_leftover_temporaries_are_removed_and_nothing_else(tmp_path):
    keep = [write(tmp_path, name, "x") for name in ("a.toml", ".hidden", "notes.toml.bak")]
    stale = [write(tmp_path, name, "x") for name in (".a.toml.k3j_9xq2", ".a.toml.abcd1234.tmp")]
    removed = remove_stale_temporaries(tmp_path)
    assert sorted(removed) == sorted(stale)
    assert all(p.exists() for p in keep) and not any(p.exists() for p in stale)


def test_cleaning_a_read_only_folder_does_not_stop_the_game(monkeypatch):
    saves_dir().mkdir(parents=True)
    write(saves_dir(), ".a.toml.abcd1234", "x")

    def refuse(*_: object, **__: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refuse)
    clean_user_folders()


def test_a_failing_save_can_be_moved_aside():
    session = started_session()
    session.path.write_text("format = 1\nbroken = [\n")
    moved = set_aside_match(session.path)
    assert not session.path.exists() and moved.exists()
    assert moved.with_name(moved.name.replace(".toml", LEVEL_SUFFIX)).exists()
    assert list_matches(saves_dir()) == []


# --- 12: where a level may be read from ----------------------------------------------------


@pytest.mark.parametrize("game", ["social", "tactrics"])
@pytest.mark.parametrize(
    "value",
    ["../outside.toml", "/etc/passwd", "/nonexistent/secret.toml", "sub/../../outside.toml"],
)
def test_a_level_outside_the_allowed_folders_is_refused_without_saying_if_it_exists(
    tmp_path, game, value
):
    folder = tmp_path / "matches"
    folder.mkdir()
    write(tmp_path, "outside.toml", SOCIAL_LEVEL)
    if game == "social":
        path = social_pair(folder, SOCIAL_MATCH.replace("practice.toml", value))
    else:
        path = tactrics_pair(folder, TACTRICS_MATCH.replace("layout.toml", value))
    said = refusal(path)
    assert f'match.toml:3: the level "{value}" is not in the match\'s folder' in said
    assert "not found" not in said and "cannot read" not in said


def test_a_symlink_out_of_the_match_folder_is_refused(tmp_path):
    folder = tmp_path / "matches"
    folder.mkdir()
    write(tmp_path, "outside.toml", (TACTRICS / "start-2p.toml").read_text())
    (folder / "layout.toml").symlink_to(tmp_path / "outside.toml")
    path = write(folder, "match.toml", TACTRICS_MATCH)
    assert "is not in the match's folder" in refusal(path)


def test_a_shipped_level_may_be_named_by_its_full_path(tmp_path):
    match = TACTRICS_MATCH.replace("layout.toml", str(TACTRICS / "start-2p.toml"))
    assert check_file(str(write(tmp_path, "match.toml", match))) == []


# --- SIGTERM / SIGINT ----------------------------------------------------------------------


@pytest.mark.parametrize("which", [signal.SIGTERM, signal.SIGINT])
def test_a_termination_signal_ends_the_app_cleanly(which):
    import pygame

    from game.app import App
    from game.ui.menu import MainMenuScene
    from game.ui.signals import install_quit_signals

    app = App(headless=True)
    app.start(MainMenuScene(app))
    exited = []
    app.top.exit = lambda: exited.append(True)
    restore = install_quit_signals()
    try:
        os.kill(os.getpid(), which)
        app.tick(pygame.event.get(), 1 / 60)
    finally:
        restore()
    assert not app.running and exited == [True]
