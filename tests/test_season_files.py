"""Season files: a bots-only season written match by match, read back by `validate` and
`simulate`, and broken season files refused with path:line."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli import main as cli_main
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml, write_toml_atomic
from game.season.history import load_history
from game.season.rules import CastMember, PlannedEpisode, SeasonSetup
from game.season.runner import create_season, plan_problems, play_bots, play_in_memory

PRACTICE = PlannedEpisode("social-snake", "practice-three-ridges.toml")


def quick_setup(seed: int = 4, plan=(PRACTICE,) * 4) -> SeasonSetup:
    names = ("Ann", "Bob", "Cat", "Dan", "Eve")
    colours = ("Red", "Blue", "Green", "Yellow", "Purple")
    cast = tuple(
        CastMember(name, colour, "easy") for name, colour in zip(names, colours, strict=True)
    )
    return SeasonSetup("Quick", seed, cast, plan, 0, "tactrics-snakes", "start-2p.toml")


@pytest.fixture(scope="module")
def season_folder(tmp_path_factory) -> Path:
    """A bots-only season played once into its own folder (its user folders too)."""
    home = tmp_path_factory.mktemp("season-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SERPENTARIUM_HOME", str(home))
        path = home / "seasons" / "quick.toml"
        history = play_bots(create_season(path, quick_setup()))
    assert history.state.champion is not None
    return path.parent


@pytest.fixture
def played_season(season_folder, user_folders) -> Path:
    """A copy of the played season for one test to read or break."""
    copy = Path(user_folders) / "seasons"
    shutil.copytree(season_folder, copy)
    return copy / "quick.toml"


def run_cli(capsys, *arguments: str) -> tuple[int, str]:
    code = cli_main(list(arguments))
    return code, capsys.readouterr().out


def test_a_bots_only_season_is_written_and_validates(played_season, capsys):
    code, out = run_cli(capsys, "validate", str(played_season))
    assert code == 0, out
    matches = sorted((played_season.parent / "quick").glob("*.toml"))
    assert any("death" in m.name for m in matches)
    for match in matches:
        if not match.name.endswith(".level.toml"):
            assert run_cli(capsys, "validate", str(match))[0] == 0


def test_simulate_prints_the_standings_episodes_and_champion(played_season, capsys):
    code, out = run_cli(capsys, "simulate", str(played_season), "--json")
    assert code == 0, out
    summary = json.loads(out)
    champion = summary["champion"]
    statuses = {p["name"]: p["status"] for p in summary["players"]}
    assert statuses[champion] == "champion"
    for player in summary["players"]:
        if player["status"] == "eliminated":
            assert player["garnets"] == 0 and player["tokens_of_life"] == 0
            assert isinstance(player["eliminated_in"], int)
    first = summary["episodes"][0]
    assert first["game"] == "social-snake"
    assert set(first) >= {"level", "ec", "tol_winners", "saved", "picks", "death_matches"}
    for duel in first["death_matches"]:
        assert duel["game"] == "tactrics-snakes" and len(duel["players"]) == 2


def test_the_season_in_files_is_the_season_by_the_rules_alone(played_season):
    from_file = load_history(played_season).state
    in_memory, _ = play_in_memory(quick_setup())
    assert from_file.champion == in_memory.champion
    assert from_file.standings == in_memory.standings


def test_each_match_names_its_ecs_and_garnets_in_simulate(played_season, capsys):
    match = played_season.parent / "quick" / "1-social-snake.toml"
    code, out = run_cli(capsys, "simulate", str(match), "--json")
    awards = json.loads(out)["awards"]
    assert set(awards) >= {"tokens_of_life", "elimination_candidates", "garnets_end"}
    death = played_season.parent / "quick" / "1-death-1.toml"
    code, out = run_cli(capsys, "simulate", str(death), "--json")
    assert "winner" in json.loads(out)


def broken_copy(path: Path, change) -> Path:
    data = load_toml(path).data
    change(data)
    write_toml_atomic(path, data)
    return path


def problems_of(capsys, path: Path) -> list[str]:
    code, out = run_cli(capsys, "validate", str(path))
    assert code == 1
    lines = out.strip().splitlines()
    for line in lines:
        assert re.match(re.escape(str(path)) + r":\d+: ", line), line
    return lines


def first_pick(data) -> dict:
    return next(e for e in data["episodes"] if e.get("picks"))


def test_a_pick_of_someone_not_in_the_cast_is_refused(played_season, capsys):
    def change(data):
        picks = first_pick(data)["picks"]
        picks[next(iter(picks))] = "Zed"

    lines = problems_of(capsys, broken_copy(played_season, change))
    assert any("Zed is not a player still in" in line for line in lines)


def test_a_pick_the_rules_forbid_is_refused(played_season, capsys):
    def change(data):
        picks = first_pick(data)["picks"]
        candidate = next(iter(picks))
        picks[candidate] = candidate

    lines = problems_of(capsys, broken_copy(played_season, change))
    assert any("not a player still in" in line for line in lines)


def test_a_match_file_of_the_wrong_game_is_refused(played_season, capsys):
    def change(data):  # a copy of the first Main Match (a file is named once in a season)
        main = played_season.parent / data["episodes"][0]["match"]
        shutil.copyfile(main, main.with_name("main-copy.toml"))
        first_pick(data)["death_matches"][0]["match"] = "quick/main-copy.toml"

    lines = problems_of(capsys, broken_copy(played_season, change))
    assert any("a Death Match of this season is a tactrics-snakes match" in line for line in lines)


def test_garnets_that_do_not_follow_are_refused(played_season, capsys):
    lines = problems_of(
        capsys, broken_copy(played_season, lambda data: data.update(starting_garnets=3))
    )
    assert any("holds 3 in the season" in line for line in lines)


def test_a_match_outside_the_season_folder_is_refused(played_season, capsys):
    def change(data):
        data["episodes"][0]["match"] = "../../../etc/passwd"

    lines = problems_of(capsys, broken_copy(played_season, change))
    assert any("not a file inside the season's folder" in line for line in lines)


def test_a_shape_problem_names_every_problem_at_once(user_folders, capsys):
    path = Path(user_folders) / "bad.toml"
    path.parent.mkdir(parents=True)
    path.write_text(
        'format = 1\ngame = "season"\nname = "Bad"\nwhat = 1\n'
        '[[players]]\nname = "Ann"\nbot = "genius"\n[[plan]]\ngame = "snek"\n'
    )
    lines = problems_of(capsys, path)
    assert any(":4: unknown key" in line for line in lines)
    assert any(":7: " in line and "bot" in line for line in lines)
    assert any("a game and a level, or neither" in line for line in lines)


def test_a_plan_that_cannot_fit_is_refused_in_words():
    edges = PlannedEpisode("double-edged-edges", "six-on-a-ledge.toml")
    setup = quick_setup(plan=(PRACTICE, edges))
    problems = plan_problems(setup)
    assert problems == [
        "episode 2: double-edged-edges on six-on-a-ledge.toml does not seat 5 players, "
        "who may be left then"
    ]
    four = replace(quick_setup(), cast=quick_setup().cast[:4], plan=(edges,))
    assert plan_problems(four) == []  # four players fill a 2 × 2 partner grid


def test_a_social_snake_duel_can_be_the_death_match(user_folders, capsys):
    path = Path(user_folders) / "seasons" / "duels.toml"
    setup = replace(quick_setup(), death_match="social-snake", death_match_level="duel.toml")
    history = play_bots(create_season(path, setup))
    assert history.state.champion is not None
    code, out = run_cli(capsys, "simulate", str(path), "--json")
    assert code == 0, out
    duels = [d for e in json.loads(out)["episodes"] for d in e["death_matches"]]
    assert duels and all(d["game"] == "social-snake" and d["winner"] for d in duels)
    duel = path.parent / "duels" / "1-death-1.toml"
    code, out = run_cli(capsys, "simulate", str(duel), "--json")
    assert json.loads(out)["winner"] in {p["name"] for p in json.loads(out)["players"]}


def test_the_death_match_level_must_seat_two():
    setup = replace(quick_setup(), death_match="social-snake", death_match_level="classic.toml")
    assert plan_problems(setup) == ["classic.toml is not a two-player level"]


@settings(
    max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(1, 10_000), players=st.integers(4, 5))
def test_a_season_replays_from_its_file_to_the_standings_it_was_played_to(
    user_folders, seed, players
):
    cast = quick_setup().cast[:players]
    plan = (PRACTICE,) * 2
    setup = SeasonSetup("Replayed", seed, cast, plan, 1, "social-snake", "duel.toml")
    path = Path(user_folders) / "seasons" / f"replayed-{seed}-{players}.toml"
    played = play_bots(create_season(path, setup))
    again = load_history(path)
    assert again.state.standings == played.state.standings
    assert again.state.champion == played.state.champion == play_in_memory(setup)[0].champion


def test_a_file_without_a_plan_plays_the_episodes_it_records(played_season, capsys):
    played = load_history(played_season)
    data = load_toml(played_season).data
    del data["plan"]
    write_toml_atomic(played_season, data)
    code, out = run_cli(capsys, "simulate", str(played_season), "--json")
    assert code == 0, out
    summary = json.loads(out)
    assert len(summary["episodes"]) == len(played.state.episodes)
    assert summary["champion"] == played.state.champion


def test_simulate_gives_who_kept_a_token_in_each_episode(played_season, capsys):
    code, out = run_cli(capsys, "simulate", str(played_season), "--json")
    episodes = json.loads(out)["episodes"]
    assert all(isinstance(episode["kept"], list) for episode in episodes)
    history = load_history(played_season)
    assert [e["kept"] for e in episodes] == [e.kept for e in history.state.episodes]


def test_tactrics_death_matches_draw_their_layout_among_the_two_player_ones(played_season):
    from game.season.runner import duel_level, fitting_levels

    layouts = fitting_levels("tactrics-snakes", 2)
    assert len(layouts) >= 3 and "start-2p.toml" in layouts
    setup = quick_setup()
    drawn = [duel_level(setup, episode, f"death-{n}") for episode in (1, 2, 3) for n in (0, 1, 2)]
    assert set(drawn) <= set(layouts) and len(set(drawn)) >= 2
    assert drawn == [duel_level(setup, e, f"death-{n}") for e in (1, 2, 3) for n in (0, 1, 2)]
    history = load_history(played_season)
    for number, duels in enumerate(history.duels, 1):
        for index, played in enumerate(duels):
            expected = load_toml(
                LEVELS / "tactrics-snakes" / duel_level(setup, number, f"death-{index}")
            )
            assert played.summary["level"] == expected.data["name"]  # the drawn layout, played


def test_a_seat_a_bot_plays_for_a_person_who_decides_is_kept_in_the_file(user_folders):
    """`person_decides = true` beside a bot level: the bot plays the seat's matches, the
    person still makes its season decisions; written so, read back so, and gone when the
    seat is given back to the person."""
    from game.season.listing import seasons_dir
    from game.season.rules import bot_decides, is_bot
    from game.season.runner import hand_seat

    cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
    plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),)
    path = seasons_dir() / "decides.toml"
    setup = SeasonSetup("D", 4, cast, plan, 0, "tactrics-snakes", "start-2p.toml")
    history = create_season(path, setup)
    history = hand_seat(history, "Ann", "normal", person_decides=True)
    ann = load_toml(path).data["players"][0]
    assert ann == {"name": "Ann", "colour": "", "bot": "normal", "person_decides": True}
    state = load_history(path).state
    assert is_bot(state, "Ann") and not bot_decides(state, "Ann")
    assert bot_decides(state, "Bob")
    hand_seat(history, "Ann", "")  # back to the person: nothing left to say
    assert "person_decides" not in load_toml(path).data["players"][0]
