"""Issue 31, item 6: a seat colour outside the palette ("red", " Red ", "Crimson") in a match
file, a season's cast or a duel passed `validate` and `simulate` and crashed Continue
(ValueError in `theme.palette_index`). Every file that names a seat colour is read by one
check (`game.table.seats.read_colour`): `validate` names the line, the field and the names
allowed, and Continue says so instead of crashing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.tomlfile import load_toml, write_toml_atomic
from game.games import all_games, check_file
from game.table.seats import PLAYER_COLOUR_NAMES
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

EXAMPLES = {info.game_id: info.examples() for info in all_games() if info.examples}
KIT_GAMES = [game_id for game_id, examples in EXAMPLES.items() if examples.entry_match]
WRONG = ("red", " Red ", "Crimson")


def with_colour(path: Path, colour: str, key: str = "colour") -> int:
    """The file with its first player's `key` set to `colour`; the line it is on."""
    data = load_toml(path).data
    data["players"][0][key] = colour
    write_toml_atomic(path, data)
    return load_toml(path).line_of("players", 0, key)


def refused(path: Path, line: int, colour: str, field: str = "players[0].colour") -> None:
    said = [str(problem) for problem in check_file(str(path))]
    allowed = ", ".join(PLAYER_COLOUR_NAMES)
    wanted = f'{path}:{line}: "{field}" is "{colour}", not a player colour (use {allowed})'
    assert said == [wanted]


@pytest.mark.parametrize("colour", WRONG)
@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_a_match_with_a_colour_outside_the_palette_is_refused_with_its_line(game_id, colour):
    session = EXAMPLES[game_id].entry_match()
    line = with_colour(session.path, colour)
    refused(session.path, line, colour)


def season_file(colour: str) -> tuple[Path, int]:
    from game.season.listing import seasons_dir
    from game.season.rules import CastMember, PlannedEpisode, SeasonSetup
    from game.season.runner import create_season

    names = ("Ann", "Bob", "Cat", "Dan", "Eve")
    cast = tuple(CastMember(name, "", "easy") for name in names)
    plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),) * 3
    setup = SeasonSetup("S", 3, cast, plan, 0, "social-snake", "duel.toml")
    path = seasons_dir() / "s.toml"
    create_season(path, setup)
    return path, with_colour(path, colour)


@pytest.mark.parametrize("colour", WRONG)
def test_a_season_cast_with_a_colour_outside_the_palette_is_refused(user_folders, colour):
    path, line = season_file(colour)
    refused(path, line, colour)


def test_a_duel_and_a_tactrics_look_say_it_the_same_way(tmp_path):
    from test_hostile_files import TACTRICS, TACTRICS_MATCH, write

    write(tmp_path, "layout.toml", (TACTRICS / "start-2p.toml").read_text())
    match = write(tmp_path, "match.toml", TACTRICS_MATCH)
    line = with_colour(match, "teal", "look")
    refused(match, line, "teal", "players.look")


def continue_newest(app: App) -> Any:
    """Main menu → Continue → the newest entry; what is on top then."""
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    driver.click_button("Continue (1)")
    driver.step(2)
    driver.key(pygame.K_RETURN)
    driver.step(3)
    return app.top


def test_continue_on_a_bugcatcher_save_in_red_says_why_instead_of_crashing():
    session = EXAMPLES["bugcatcher"].entry_match()
    line = with_colour(session.path, "red")
    top = continue_newest(App(headless=True))
    assert isinstance(top, MessageScene)
    words = " ".join(top.log.lines)
    assert f"{session.path.name}:{line}:" in words and '"red", not a player colour' in words


def test_continue_on_a_season_in_crimson_says_why_instead_of_crashing():
    _, line = season_file("Crimson")
    top = continue_newest(App(headless=True))
    assert isinstance(top, MessageScene)
    assert f"s.toml:{line}:" in " ".join(top.log.lines)
