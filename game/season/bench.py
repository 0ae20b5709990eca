"""`python main.py bench season`: a bots-only 13-player season to its champion, by the rules
alone (every match played in memory through its game's rules and bots, no file written)."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from game.core.bench import describe, timed
from game.season.rules import CastMember, PlannedEpisode, SeasonSetup
from game.season.runner import default_death_match, plan_problems, play_in_memory
from game.table.seats import BOT_LEVELS, DEFAULT_NAMES

CAST_SIZE = 13
EPISODES = 12  # enough for 13 players to reach the Final even when nobody is saved


def bench_setup(seed: int, levels: tuple[str, ...] = BOT_LEVELS) -> SeasonSetup:
    """13 bots (their levels in turn), the host's choice in every episode."""
    cast = tuple(
        CastMember(DEFAULT_NAMES[i], "", levels[i % len(levels)]) for i in range(CAST_SIZE)
    )
    plan = (PlannedEpisode(),) * EPISODES
    return SeasonSetup(f"Bench {seed}", seed, cast, plan, 0, *default_death_match())


def main(quick: bool = False) -> int:
    seeds = range(1, 3 if quick else 6)
    problems = plan_problems(bench_setup(seeds[0]))
    if problems:
        print("the bench season does not fit:", "; ".join(problems))
        return 1
    for label, levels in (("easy bots", ("easy",)), ("easy, normal and hard bots", BOT_LEVELS)):
        outcomes: list[str] = []

        def one_season(seed: int, levels=levels, outcomes=outcomes) -> None:
            state, _ = play_in_memory(bench_setup(seed, levels))
            how = state.crowned_by
            outcomes.append(f"seed {seed}: {state.champion} after {len(state.episodes)} ({how})")

        times = [timed(partial(one_season, seed), 1)[0] for seed in seeds]
        print(
            f"a {CAST_SIZE}-player season of {label} to its champion, rules only:", describe(times)
        )
        print("  " + "; ".join(outcomes))
    return 0


# --- `python main.py bench season-screens`: the menu over 30 seasons, the 13-seat setup ---

SEASONS_ON_DISK = 30
MENU_FIRST_FRAME = """
import time
from game.app import App
from game.ui.menu import MainMenuScene
app = App(headless=True)
start = time.perf_counter()
app.start(MainMenuScene(app))
app.tick([], 0.0)
print((time.perf_counter() - start) * 1000)
"""
SETUP_AT_13 = """
import time
from game.app import App
from game.season.runner import preload_games
from game.season.scene import SeasonHomeScene, new_season_scene
from game.ui.menu import MainMenuScene
app = App(headless=True)
app.start(MainMenuScene(app))
app.tick([], 0.0)
start = time.perf_counter()
app.push(SeasonHomeScene(app))
app.tick([], 0.0)
preload_games().join()  # while the player reads the season list
preloaded = (time.perf_counter() - start) * 1000
start, cpu = time.perf_counter(), time.process_time()
scene = new_season_scene(app)
app.push(scene)
app.tick([], 0.0)
opened = (time.perf_counter() - start) * 1000
opened_cpu = (time.process_time() - cpu) * 1000
while len(scene.seats) < 13:
    scene.add_seat()
app.tick([], 0.0)
start = time.perf_counter()
scene.remover(len(scene.seats) - 1)()
app.tick([], 0.0)
removed = (time.perf_counter() - start) * 1000
start = time.perf_counter()
scene.add_seat()
app.tick([], 0.0)
added = (time.perf_counter() - start) * 1000
app.pop(scene)
print(opened, removed, added, opened_cpu, preloaded)
"""


def _make_seasons(home: Path, remembered: bool) -> float:
    """One finished 13-player season of easy bots played into files by the season runner,
    then copied under 30 names with their match folders (each copy reads exactly as the
    season does: a match file belongs to one season), the copies
    `remembered` in the season list's index as the runner does, or not (seasons this version
    never wrote: Continue counts them as not over until a list shows them); seconds."""
    import os
    import shutil
    import time

    from game.core.tomlfile import load_toml, write_toml_atomic
    from game.season.runner import create_season, play_bots, reread

    os.environ["SERPENTARIUM_HOME"] = str(home)
    from game.core.paths import user_data_dir

    folder = user_data_dir() / "seasons"
    start = time.perf_counter()
    first = play_bots(create_season(folder / "season-01.toml", bench_setup(1, ("easy",))))
    assert first.state.over, "the bench season did not finish"
    for number in range(2, SEASONS_ON_DISK + 1):
        copy = folder / f"season-{number:02}.toml"
        shutil.copytree(folder / "season-01", folder / copy.stem)  # its own matches
        data = load_toml(first.path).data
        data["name"] = f"Bench season {number}"
        for episode in data["episodes"]:
            for table in [episode, *episode.get("death_matches", [])]:
                table["match"] = table["match"].replace("season-01/", f"{copy.stem}/", 1)
        write_toml_atomic(copy, data)
        if remembered:
            reread(copy)  # what the runner does after every change it writes
    return time.perf_counter() - start


def _in_process(script: str, home: Path) -> list[float]:
    """Run `script` in a fresh interpreter (nothing cached in memory) over `home`."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, SERPENTARIUM_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    parent = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=parent, env=env, capture_output=True, text=True
    )
    if done.returncode:
        raise RuntimeError(done.stderr)
    lines = done.stdout.strip().splitlines() or [""]
    return [float(word) for word in lines[-1].split() if _number(word)]


def _number(word: str) -> bool:
    try:
        float(word)
    except ValueError:
        return False
    return True


def screens_main(quick: bool = False) -> int:
    """The main menu's first frame over 30 finished 13-player seasons (a fresh process, the
    first time and again), and the season setup at 13 seats: opening, a seat removed, a seat
    added. Target: each under 300 ms."""
    import tempfile

    empty = Path(tempfile.mkdtemp(prefix="serpentarium-season-bench-"))
    (menu,) = _in_process(MENU_FIRST_FRAME, empty)
    print(f"main menu's first frame, no season at all: {menu:.0f} ms")
    home = Path(tempfile.mkdtemp(prefix="serpentarium-season-bench-"))
    made = _make_seasons(home, remembered=True)
    print(f"{SEASONS_ON_DISK} finished 13-player seasons made in {made:.1f} s (in {home})")
    for label in ("the first time", "again"):
        (menu,) = _in_process(MENU_FIRST_FRAME, home)
        print(f"main menu's first frame, {label}: {menu:.0f} ms")
    (home / "data" / "seasons" / "index.json").unlink()
    (menu,) = _in_process(MENU_FIRST_FRAME, home)
    print(f"main menu's first frame, the season list's index deleted: {menu:.0f} ms")
    for label in ("6 seats remembered", "13 seats remembered"):
        opened, removed, added, cpu, preloaded = _in_process(SETUP_AT_13, home)
        print(
            f"season setup ({label}): opens in {opened:.0f} ms ({cpu:.0f} ms of CPU); at 13"
            f" seats a seat removed in {removed:.0f} ms, added in {added:.0f} ms"
        )
        print(
            f"  (the season list before it: shown and the games imported behind it in"
            f" {preloaded:.0f} ms)"
        )
    print("  target: each under 300 ms")
    return 0


# --- `python main.py bench season-reading`: reading a season is linear in its size --------

NAMED_AGAIN = 2_000  # the file: one tied Death Match named this many times
TIED_COPIES = (100, 200, 400)  # distinct tied Death Match files in one episode


def _tie_setup() -> SeasonSetup:
    """Five easy bots on Social Snake's practice level: the first Death Match is a tie."""
    from game.season.rules import PlannedEpisode

    cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
    plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),) * 4
    return SeasonSetup("Ties", 11, cast, plan, 0, "tactrics-snakes", "start-2p.toml")


def _tied_episode(data: dict) -> dict:
    for episode in data["episodes"]:
        if len(episode.get("death_matches", [])) > len(episode.get("picks", {})):
            return episode
    raise RuntimeError("the bench season has no tied Death Match")


def _read_time(path: Path) -> tuple[float, int, int]:
    """Seconds to read a season as Continue, `validate` and `simulate` do; its problems and
    the Death Matches it counts."""
    import time

    from game.core.problems import ProblemsFound
    from game.season.history import load_history

    start = time.perf_counter()
    try:
        history = load_history(path)
        problems = len(history.problems)
        counted = sum(len(e.duels) + len(e.final) for e in history.state.episodes)
    except ProblemsFound as found:
        problems, counted = len(found.problems), 0
    return time.perf_counter() - start, problems, counted


def reading_main(quick: bool = False) -> int:
    """A season read from its files: a finished 13-player season; the issue's file (a tied
    Death Match named 2,000 times, refused); distinct tied Death Matches by the hundred
    (ms per match stays flat: linear)."""
    import os
    import shutil
    import tempfile

    from game.core.tomlfile import load_toml, write_toml_atomic
    from game.season.runner import create_season, play_bots

    home = Path(tempfile.mkdtemp(prefix="serpentarium-season-bench-"))
    os.environ["SERPENTARIUM_HOME"] = str(home)
    try:
        big = play_bots(create_season(home / "big" / "big.toml", bench_setup(1, ("easy",))))
        seconds, problems, counted = _read_time(big.path)
        size = big.path.stat().st_size
        matches = len(big.mains) + sum(len(d) for d in big.duels)
        print(
            f"a finished 13-player season ({matches} match files, {size:,} bytes): read in"
            f" {seconds * 1000:.0f} ms, {problems} problems"
        )
        tie = play_bots(create_season(home / "tie" / "ties.toml", _tie_setup())).path
        data = load_toml(tie).data
        deaths = _tied_episode(data)["death_matches"]
        name = deaths[0]["match"]
        again = dict(data, episodes=[dict(e) for e in data["episodes"]])
        _tied_episode(again)["death_matches"] = [{"match": name}] * NAMED_AGAIN + deaths[1:]
        named = tie.with_name("named-again.toml")
        write_toml_atomic(named, again)
        seconds, problems, counted = _read_time(named)
        print(
            f"one tied Death Match named {NAMED_AGAIN:,} times ({named.stat().st_size:,} bytes):"
            f" refused in {seconds * 1000:.0f} ms with {problems:,} problems (path:line each),"
            f" {counted} counted"
        )
        for copies in TIED_COPIES[:2] if quick else TIED_COPIES:
            folder = home / f"copies-{copies}"
            shutil.copytree(tie.parent, folder)
            names = []
            for number in range(copies):
                relative = f"ties/tie-{number}.toml"
                shutil.copyfile(tie.parent / name, folder / relative)
                names.append({"match": relative})
            changed = dict(data, episodes=[dict(e) for e in data["episodes"]])
            _tied_episode(changed)["death_matches"] = names + deaths[1:]
            (folder / "named-again.toml").unlink()
            write_toml_atomic(folder / "ties.toml", changed)
            seconds, problems, counted = _read_time(folder / "ties.toml")
            print(
                f"{copies} distinct tied Death Matches in one episode: read in"
                f" {seconds:.2f} s ({seconds / copies * 1000:.1f} ms per match), {counted}"
                f" counted, {problems} problems"
            )
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0
