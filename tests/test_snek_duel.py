"""Snek as a season's Death Match: duel files (two players, the snek each brings, best of
three battles, drawn battles played again) written by a bots' season, read back by
`validate` and `simulate`, and broken duel files refused with path:line."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from game.cli import main as cli_main
from game.core.tomlfile import load_toml, write_toml_atomic
from game.season.history import load_history
from game.season.rules import CastMember, PlannedEpisode, SeasonSetup
from game.season.runner import create_season, play_bots, play_in_memory
from game.snek.duel import MOST_BATTLES, battles_needed, duel_winner
from game.snek.duel_session import DuelSession
from game.snek.samples import SHIPPED
from game.snek.season import DUEL_ARENA
from game.table.seats import Seat

PRACTICE = PlannedEpisode("social-snake", "practice-three-ridges.toml")
ARENA = SHIPPED / DUEL_ARENA


def snek_setup(seed: int = 4) -> SeasonSetup:
    names = ("Ann", "Bob", "Cat", "Dan", "Eve")
    colours = ("Red", "Blue", "Green", "Yellow", "Purple")
    cast = tuple(CastMember(n, c, "easy") for n, c in zip(names, colours, strict=True))
    return SeasonSetup("Sneks", seed, cast, (PRACTICE,) * 4, 0, "snek", DUEL_ARENA)


@pytest.fixture(scope="module")
def season_folder(tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("snek-season-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SERPENTARIUM_HOME", str(home))
        path = home / "seasons" / "sneks.toml"
        history = play_bots(create_season(path, snek_setup()))
    assert history.state.champion is not None and not history.problems
    return path.parent


@pytest.fixture
def played_season(season_folder, user_folders) -> Path:
    copy = Path(user_folders) / "seasons"
    shutil.copytree(season_folder, copy)
    return copy / "sneks.toml"


def run_cli(capsys, *arguments: str) -> tuple[int, str]:
    code = cli_main(list(arguments))
    return code, capsys.readouterr().out


def duel_files(season: Path) -> list[Path]:
    found = (season.parent / season.stem).glob("*-death-*.toml")
    return sorted(path for path in found if path.name.count(".") == 1)


def test_a_bots_season_with_snek_duels_validates_and_simulates(played_season, capsys):
    assert run_cli(capsys, "validate", str(played_season))[0] == 0
    code, out = run_cli(capsys, "simulate", str(played_season), "--json")
    assert code == 0, out
    summary = json.loads(out)
    duels = [d for e in summary["episodes"] for d in e["death_matches"]]
    assert duels and all(d["game"] == "snek" and d["winner"] in d["players"] for d in duels)
    assert summary["champion"] == load_history(played_season).state.champion
    for duel in duel_files(played_season):
        assert run_cli(capsys, "validate", str(duel))[0] == 0


def test_each_duel_names_who_brought_which_snek_and_its_battles(played_season, capsys):
    for duel in duel_files(played_season):
        code, out = run_cli(capsys, "simulate", str(duel), "--json")
        result = json.loads(out)
        assert result["finished"] and all(p["snek"] for p in result["players"])
        wins = {p["name"]: p["wins"] for p in result["players"]}
        decided = [b["winner"] for b in result["battles"] if b["winner"] is not None]
        assert len(decided) == sum(wins.values())
        if len(result["battles"]) < MOST_BATTLES:
            assert wins[result["winner"]] == 2 and decided[-1] == result["winner"]
            assert sorted(wins.values()) in ([0, 2], [1, 2])


def test_the_season_in_files_is_the_season_by_the_rules_alone(played_season):
    in_memory, _ = play_in_memory(snek_setup())
    from_file = load_history(played_season).state
    assert from_file.champion == in_memory.champion
    assert from_file.standings == in_memory.standings


def bots_duel(folder: Path, seed: int) -> DuelSession:
    seats = [Seat("Ann", "Red", "easy"), Seat("Bob", "Blue", "hard")]
    session = DuelSession.start(ARENA, seats, seed, folder / f"duel-{seed}.toml")
    session.bring_defaults()
    session.watch(len(session.battles))
    return session


def test_a_drawn_battle_is_played_again(user_folders):
    folder = Path(user_folders)
    for seed in range(40):
        summary = bots_duel(folder, seed).summary()
        winners = [battle["winner"] for battle in summary["battles"]]
        if None in winners and winners.count(summary["winner"]) == 2:
            break
    else:
        raise AssertionError("no seed drew a battle")
    assert len(winners) > 2  # the draw did not count: more battles were played
    assert summary["finished"] and winners[-1] == summary["winner"]


def test_best_of_three_stops_as_soon_as_one_player_has_two_wins(user_folders):
    folder = Path(user_folders)
    lengths = set()
    for seed in range(40):
        summary = bots_duel(folder, seed).summary()
        winners = [b["winner"] for b in summary["battles"] if b["winner"] is not None]
        if len(summary["battles"]) == MOST_BATTLES:
            continue  # every battle drawn or split: decided after the most battles
        assert winners.count(summary["winner"]) == 2 and winners[-1] == summary["winner"]
        lengths.add(len(winners))
    assert lengths == {2, 3}  # 2–0 duels end after two decided battles, 2–1 after three


def test_after_the_most_battles_more_wins_then_a_seeded_draw_decide():
    assert not battles_needed([None] * MOST_BATTLES)
    assert battles_needed([0, None, 1])
    assert duel_winner(5, [0] + [None] * (MOST_BATTLES - 1)) == 0
    assert duel_winner(5, [None] * MOST_BATTLES) == duel_winner(5, [None] * MOST_BATTLES)


def test_a_human_duel_waits_for_the_human_to_pick_a_snek(user_folders, capsys):
    path = Path(user_folders) / "duel.toml"
    seats = [Seat("Ann", "Red", ""), Seat("Bob", "Blue", "normal")]
    session = DuelSession.start(ARENA, seats, 3, path)
    data = load_toml(path).data
    assert [p["snek"] for p in data["players"]] == ["", "duel.snek-2.toml"]
    code, out = run_cli(capsys, "simulate", str(path), "--json")
    result = json.loads(out)
    assert code == 0 and not result["finished"] and result["winner"] is None
    assert session.choosing() == 0


def problems_of(capsys, path: Path) -> list[str]:
    code, out = run_cli(capsys, "validate", str(path))
    assert code == 1, out
    lines = out.strip().splitlines()
    for line in lines:  # a file the duel names may add its own path:line after the duel's
        assert re.match(r".+\.toml(:\d+)?: ", line), line  # a missing file: no line
    assert lines[0].startswith(f"{path}:")
    return lines


def broken(path: Path, change) -> Path:
    data = load_toml(path).data
    change(data)
    write_toml_atomic(path, data)
    return path


def test_a_broken_duel_file_is_refused_with_path_and_line(user_folders, capsys):
    path = bots_duel(Path(user_folders), 1).path

    def change(data):
        data["players"][1]["snek"] = "missing.toml"
        data["players"][0]["bot"] = "genius"
        data["colour"] = "Red"

    lines = problems_of(capsys, broken(path, change))
    assert any(line.startswith(f"{path}:") and "missing.toml" in line for line in lines)
    assert any("genius" in line for line in lines)
    assert any('unknown key "colour"' in line for line in lines)


def test_a_duel_watched_past_its_end_or_with_three_players_is_refused(user_folders, capsys):
    path = bots_duel(Path(user_folders), 2).path
    lines = problems_of(capsys, broken(path, lambda data: data.update(watched=MOST_BATTLES)))
    assert any('"watched"' in line and "battles" in line for line in lines)

    def third(data):
        data["watched"] = 0
        data["players"].append({"name": "Cat", "snek": data["players"][0]["snek"]})

    assert problems_of(capsys, broken(path, third))


def test_a_season_refuses_a_snek_duel_of_the_wrong_players(played_season, capsys):
    duel = duel_files(played_season)[0]

    def rename(data):
        data["players"][0]["name"] = "Zed"

    broken(duel, rename)
    lines = problems_of(capsys, played_season)
    assert lines


def test_the_duel_arena_is_offered_as_a_two_player_death_match_level():
    from game.season.runner import plan_problems

    assert plan_problems(snek_setup()) == []
    wrong = replace(snek_setup(), death_match_level="missing.toml")
    assert plan_problems(wrong)


def test_how_to_play_says_how_a_snek_duel_is_won():
    from game.season.rules_text import PAGES

    text = dict(PAGES)["Season: a Snek duel"]
    assert "two wins" in text and "drawn battle" in text and "nine battles" in text
    assert "Snek duel on Duel: Four Pillars" in dict(PAGES)["Season: Death Matches, Final"]


def test_the_viewer_shows_the_very_battles_that_count(user_folders):
    session = bots_duel(Path(user_folders), 5)
    for number, battle in enumerate(session.battles):
        shown = session.battle_session(number)
        shown.state(10_000)
        final = shown.replay.final
        assert final.rounds_played == battle.state.rounds_played
        assert [s.length for s in final.sneks] == [s.length for s in battle.state.sneks]
        assert final.names[0] == session.names[battle.first]
