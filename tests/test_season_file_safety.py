"""Issue 31, seasons: a match file is named once in a season and by one season only, a season
put aside takes its match folder along, a new season never writes into a folder that exists,
and `demo season` leaves nothing behind."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import main as cli_main
from game.core.saves import set_aside_dir
from game.core.tomlfile import load_toml, write_toml_atomic
from game.season.history import load_history
from game.season.listing import seasons_dir
from game.season.plan_scene import PlanScene, season_path
from game.season.rules import CastMember, DuelDue, PlannedEpisode, SeasonSetup, next_step
from game.season.runner import create_season, play_bots, start_main
from game.season.scene import SeasonBoardScene
from game.season.season_file import named_matches
from game.ui.continue_list import ContinueScene
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

PRACTICE_MATCH = ("social-snake", "practice-three-ridges.toml")
PRACTICE = PlannedEpisode(*PRACTICE_MATCH)
TACTRICS = ("tactrics-snakes", "start-2p.toml")
ROOT = Path(__file__).resolve().parents[1]
TIE_SEED = 2  # this season's first Death Match is a tie, played again


def tie_setup(seed: int = TIE_SEED) -> SeasonSetup:
    names = ("Ann", "Bob", "Cat", "Dan", "Eve")
    colours = ("Red", "Blue", "Green", "Yellow", "Purple")
    cast = tuple(CastMember(n, c, "easy") for n, c in zip(names, colours, strict=True))
    return SeasonSetup("Quick", seed, cast, (PRACTICE,) * 4, 0, "tactrics-snakes", "start-2p.toml")


@pytest.fixture(scope="module")
def season_folder(tmp_path_factory) -> Path:
    """A bots-only season with a tied Death Match, played once into its own folder."""
    home = tmp_path_factory.mktemp("season-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SERPENTARIUM_HOME", str(home))
        path = home / "seasons" / "quick.toml"
        history = play_bots(create_season(path, tie_setup()))
    assert history.state.champion is not None
    assert any("a tie" in event.text for event in history.events)
    return path.parent


@pytest.fixture
def played_season(season_folder, user_folders) -> Path:
    copy = Path(user_folders) / "seasons"
    shutil.copytree(season_folder, copy)
    return copy / "quick.toml"


def run_cli(capsys, *arguments: str) -> tuple[int, str]:
    code = cli_main(list(arguments))
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.out


def refused_lines(capsys, verb: str, path: Path) -> list[str]:
    code, out = run_cli(capsys, verb, str(path))
    assert code == 1, out
    lines = out.strip().splitlines()
    for line in lines:
        assert re.match(re.escape(str(path)) + r":\d+: ", line), line
    return lines


def tied_episode(data: dict) -> dict:
    """The episode whose first Death Match is a tie (its pairing played again)."""
    for episode in data["episodes"]:
        deaths = episode.get("death_matches", [])
        if len(deaths) > len(episode.get("picks", {})):
            return episode
    raise AssertionError("no tie in the season")


def test_a_tied_death_match_named_again_is_refused_where_it_is_named_again(played_season, capsys):
    data = load_toml(played_season).data
    deaths = tied_episode(data)["death_matches"]
    tie = deaths[0]["match"]
    deaths.insert(1, {"match": tie})  # the tie once more: one more replay, by the file
    write_toml_atomic(played_season, data)
    for verb in ("validate", "simulate"):
        lines = refused_lines(capsys, verb, played_season)
        assert any(f'"{tie}" is named already' in line for line in lines), lines
    line = load_toml(played_season).line_of(
        "episodes", data["episodes"].index(tied_episode(data)), "death_matches", 1, "match"
    )
    assert any(text.startswith(f"{played_season}:{line}: ") for text in lines)


def test_a_match_file_named_twice_by_another_spelling_is_refused(played_season, capsys):
    data = load_toml(played_season).data
    first = data["episodes"][0]["match"]
    data["episodes"][1]["match"] = "./" + first.replace("/", "/./")
    write_toml_atomic(played_season, data)
    lines = refused_lines(capsys, "validate", played_season)
    assert any("is named already" in line for line in lines), lines


def test_a_match_file_of_another_season_file_is_refused_and_its_own_season_still_reads(
    played_season, capsys
):
    other = played_season.with_name("other.toml")
    shutil.copyfile(played_season, other)
    lines = refused_lines(capsys, "validate", other)
    assert any('"quick/1-social-snake.toml" is named by quick.toml too' in x for x in lines)
    assert load_history(other).problems
    assert run_cli(capsys, "validate", str(played_season))[0] == 0  # its folder: its matches
    assert not load_history(played_season).problems


# --- Put aside: a season and its match folder together ------------------------------------


def bots_season_with_a_match(name: str = "Season 1") -> tuple[Path, Path, bytes]:
    """A bots-only season named as the window names a first season, its first Main Match
    played to the end into its folder: (season file, that match file, the match's bytes)."""
    cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
    path = season_path(name)
    history = create_season(path, SeasonSetup(name, 3, cast, (PRACTICE,) * 4, 0, *TACTRICS))
    match, session, part = start_main(history, *PRACTICE_MATCH)
    part.play_bots(session)
    assert load_history(path).state.episodes[0].main is not None  # finished and counted
    return path, match, match.read_bytes()


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    yield app
    pygame.quit()


def put_aside_from_continue(app: App, season: Path) -> list[str]:
    """Main menu → Continue → the season's Put aside → Put aside: the message's lines."""
    app.clear_to(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    driver.click_button("Continue (1)")
    scene = app.top
    assert isinstance(scene, ContinueScene)
    for _ in range(100):
        if not any(row.waiting for row in scene.rows):
            break
        app.step()
    index = next(i for i, row in enumerate(scene.rows) if row.path == season)
    scene.focus_row(index)
    driver.click_element(next(c.element for c in scene.form.controls if c.key == f"aside{index}"))
    driver.click_button("Put aside")
    assert isinstance(app.top, MessageScene)
    return list(app.top.log.lines)


def new_season_by_clicks(app: App) -> Path:
    """Main menu → Season → New season → Start → Start the season: the new board's file."""
    app.clear_to(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    driver.click_button("Season")
    driver.click_button("New season")
    driver.click_button("Start")
    assert isinstance(app.top, PlanScene)
    driver.click_button("Start the season")
    assert isinstance(app.top, SeasonBoardScene)
    return app.top.path


def test_put_aside_moves_a_season_with_its_matches_and_a_new_season_never_takes_its_folder(
    app,
):
    season, match, played = bots_season_with_a_match()
    assert season.name == "season-1.toml" and match.parent == season.with_name("season-1")
    lines = put_aside_from_continue(app, season)
    aside = set_aside_dir()
    assert (aside / "season-1.toml").is_file() and (aside / "season-1").is_dir()
    assert not season.exists() and not match.parent.exists()
    assert any(str(aside / "season-1") == line.removeprefix("Kept in ") for line in lines)
    assert any("move them back into" in line for line in lines)

    second = new_season_by_clicks(app)
    assert second.stem != "season-1" and load_history(second).season.setup.name != "Season 1"
    assert not match.parent.exists()  # the new season's matches go to its own folder

    for moved in (aside / "season-1.toml", aside / "season-1"):  # moved back by hand
        shutil.move(moved, season.parent / moved.name)
    assert match.read_bytes() == played
    history = load_history(season)
    assert not history.problems and history.mains[0].path == match.resolve()


def test_a_season_put_aside_under_a_name_taken_there_keeps_both_and_still_reads(app):
    season, match, played = bots_season_with_a_match()
    aside = set_aside_dir()
    aside.mkdir(parents=True)
    (aside / "season-1.toml").write_text("an older season-1 put aside\n", encoding="utf-8")
    put_aside_from_continue(app, season)
    assert (aside / "season-1.toml").read_text(encoding="utf-8").startswith("an older")
    kept = aside / "season-1-2"
    assert (kept / "season-1" / match.name).read_bytes() == played
    assert not load_history(kept / "season-1.toml").problems  # it finds its matches there


def test_a_match_folder_left_without_its_season_file_is_never_written_into(app):
    orphan = seasons_dir() / "season-1"
    orphan.mkdir(parents=True)
    (orphan / "1-social-snake.toml").write_text("kept\n", encoding="utf-8")
    season = new_season_by_clicks(app)
    assert season.stem != "season-1"
    assert (orphan / "1-social-snake.toml").read_text(encoding="utf-8") == "kept\n"
    with pytest.raises(FileExistsError):
        create_season(orphan.with_suffix(".toml"), load_history(season).season.setup)


# --- `demo season` leaves nothing in the temporary folder -------------------------------


def test_demo_season_closed_in_its_window_leaves_no_folder(tmp_path, monkeypatch):
    from game.season.demo import demo_scene

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    app = App()
    try:
        scene = demo_scene(app, 1, 6, False)
        app.start(scene)
        folder = scene.path.parent
        assert folder.parent == tmp_path / "tmp"
        driver = Driver(app)
        for _ in range(400):  # a match worked out and written into the demo's folder
            driver.step(dt=0.5)
            if scene.worker is None and len(load_history(scene.path).mains) >= 1:
                break
        assert load_history(scene.path).mains, "the demo played no match"
        driver.post(pygame.event.Event(pygame.QUIT))  # the window's close button
        assert not app.running
    finally:
        pygame.quit()
    assert not folder.exists() and list((tmp_path / "tmp").iterdir()) == []


def test_demo_season_to_its_end_with_exit_leaves_nothing_in_the_temporary_folder(tmp_path):
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = dict(os.environ, TMPDIR=str(temporary), SERPENTARIUM_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, "main.py", "demo", "season", "--seed", "1", "--exit"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert list(temporary.iterdir()) == []


# --- kill -9 at any moment of a season ------------------------------------------------------

KILL_SEED = 20  # four easy bots: ToL spent, a Death Match, a Final with a tie, in 6 episodes
MOST_RUNS = 10  # each killed at a chosen file write; the last one ends the season
HOSTING = [sys.executable, str(ROOT / "tests" / "season_kill_helpers.py")]


def kill_points(rng: random.Random) -> list[str]:
    """Where each run kills itself (tests/season_kill_helpers.py): at a match file's write
    and at the season file's in turn (the one written after every decision and match), each
    before, in the middle of or after the write. Counted writes, never the clock: the same
    moments on a loaded machine as on an idle one."""
    points = []
    for run in range(MOST_RUNS):
        kind, most = ("match", 60) if run % 2 == 0 else ("season", 4)
        points.append(f"{kind}:{rng.randint(1, most)}:{rng.choice(('before', 'mid', 'after'))}")
    return points


def kill_setup() -> SeasonSetup:
    cast = tuple(
        CastMember(n, c, "easy")
        for n, c in zip(
            ("Ann", "Bob", "Cat", "Dan"), ("Red", "Blue", "Green", "Yellow"), strict=True
        )
    )
    return SeasonSetup("Kill", KILL_SEED, cast, (PRACTICE,), 0, *TACTRICS, True)


def moment(history) -> str:
    """Where the season stood when the process died, in words."""
    step = next_step(history.state)
    final = isinstance(step, DuelDue) and step.final
    if history.unfinished is not None:
        if history.unfinished in history.duels[-1]:
            return "in a Final match" if final else "in a Death Match"
        return "in a Main Match"
    if isinstance(step, DuelDue):
        return "before a Final match" if final else "before a Death Match"
    return f"at {type(step).__name__}"


def counted_matches(season: Path, capsys) -> dict[str, bytes]:
    """The season read as Continue and `simulate --json` read it: it loads, each match file
    it names exists and is named once, and `simulate` counts exactly the finished ones."""
    history = load_history(season)
    assert not history.problems, [str(p) for p in history.problems]
    names = named_matches(load_toml(season).data)
    assert len(names) == len(set(names)), names
    for name in names:
        assert (season.parent / name).is_file(), name
    code, out = run_cli(capsys, "simulate", str(season), "--json")
    assert code == 0, out
    summary = json.loads(out)
    finished = [m for m in [*history.mains, *sum(history.duels, [])] if m is not history.unfinished]
    duels = sum(len(episode["death_matches"]) for episode in summary["episodes"])
    assert len(summary["episodes"]) + duels == len(finished)
    assert len(names) == len(finished) + (history.unfinished is not None)
    return {str(m.path.relative_to(season.parent.resolve())): m.path.read_bytes() for m in finished}


def test_a_season_killed_at_random_moments_loads_with_every_match_counted_once(
    user_folders, tmp_path, capsys
):
    season = create_season(seasons_dir() / "kill.toml", kill_setup()).path
    env = dict(os.environ, SERPENTARIUM_HOME=str(user_folders), TMPDIR=str(tmp_path))
    points = kill_points(random.Random(KILL_SEED))
    seen: dict[str, bytes] = {}
    moments = []
    for run in range(MOST_RUNS + 1):
        kill = {"SEASON_KILL_AT": points[run]} if run < MOST_RUNS else {}
        process = subprocess.Popen(
            HOSTING, cwd=ROOT, env=env | kill, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        out, err = process.communicate(timeout=600)
        assert out.startswith(b"hosting\n"), err.decode()
        if process.returncode == -signal.SIGKILL:  # killed at its chosen write
            moments.append(f"{moment(load_history(season))} ({points[run]})")
        else:
            assert process.returncode == 0, err.decode()
            assert b"champion" in out
        counted = counted_matches(season, capsys)
        for name, content in seen.items():  # nothing counted before is lost or changed
            assert counted.get(name) == content, (name, moments)
        seen = counted
        if process.returncode == 0 or load_history(season).state.over:
            break
    history = load_history(season)
    assert history.state.over and history.state.crowned_by == "final", moments
    kinds = {line.split(" (")[0] for line in moments}
    assert len(moments) >= 6 and len(kinds) >= 3, moments
    assert any(":mid" in line for line in moments), moments  # a write cut in its middle


def test_a_season_whose_match_folder_is_a_link_out_is_put_aside_as_the_link_alone(app, tmp_path):
    season, match, played = bots_season_with_a_match()
    outside = tmp_path / "outside"
    shutil.move(match.parent, outside)
    match.parent.symlink_to(outside, target_is_directory=True)
    put_aside_from_continue(app, season)
    moved = set_aside_dir() / "season-1"
    assert moved.is_symlink() and os.readlink(moved) == str(outside)
    assert (outside / match.name).read_bytes() == played  # never moved, never read into
    assert not os.path.lexists(match.parent)
    assert new_season_by_clicks(app).stem != "season-1"


def test_continue_on_a_season_naming_a_match_file_twice_says_where_and_opens_nothing(
    app, season_folder
):
    shutil.copytree(season_folder, seasons_dir())
    season = seasons_dir() / "quick.toml"
    data = load_toml(season).data
    deaths = tied_episode(data)["death_matches"]
    deaths.insert(1, {"match": deaths[0]["match"]})
    write_toml_atomic(season, data)
    app.clear_to(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    driver.click_button("Continue (1)")  # not over: it stops where the file goes wrong
    scene = app.top
    assert isinstance(scene, ContinueScene)
    for _ in range(100):
        if not any(row.waiting for row in scene.rows):
            break
        app.step()
    driver.key(pygame.K_RETURN)  # the row: refused, with where
    assert isinstance(app.top, MessageScene)
    shown = [line for line in app.top.log.lines if "is named already" in line]
    assert shown and re.match(re.escape(str(season)) + r":\d+: ", shown[0]), app.top.log.lines
    driver.key(pygame.K_RETURN)
    assert isinstance(app.top, ContinueScene)  # nothing opened, nothing played


def test_a_bad_draft_in_a_seasons_match_leaves_the_season_readable(user_folders):
    """Issue 31 item 4 in a season: a save's bad draft is dropped with a message when its
    match is opened; the season, which counts results, reads on (it said "cannot be read")."""
    from game.games import check_file
    from game.social_snake.session import MatchSession

    cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
    path = season_path("Drafty")
    history = create_season(path, SeasonSetup("Drafty", 3, cast, (PRACTICE,) * 4, 0, *TACTRICS))
    match, _, _ = start_main(history, *PRACTICE_MATCH)
    saved = load_toml(match).data
    saved["drafts"] = {"Ann": {"stage": "starts", "draft": 5}}
    write_toml_atomic(match, saved)
    assert any("the draft was dropped" in str(p) for p in check_file(str(match)))  # validate
    assert load_history(path).problems == []
    session = MatchSession.load(match)  # as the season board opens it to go on
    assert [str(problem) for _, problem in session.dropped_drafts]
