"""A Snek duel as a season's Death Match in the window, driven by real events through the
shell's own loop: the human picks the snek they bring, watches each battle in Snek's battle
viewer, and the season board announces the elimination."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.tomlfile import load_toml, write_toml_atomic
from game.season.history import load_history
from game.season.rules import CastMember, DuelDue, PlannedEpisode, SeasonSetup, next_step
from game.season.runner import create_season, play_decisions, start_main
from game.season.scene import SeasonBoardScene
from game.snek.duel_scene import DuelScene
from game.snek.replay_view import BattleViewer
from game.snek.samples import load_samples, save_user_snek
from game.snek.season import DUEL_ARENA
from game.ui.menu import MainMenuScene
from tests.test_season_window import button, click, run_frames

PRACTICE = "practice-three-ridges.toml"


@pytest.fixture
def app():
    window = App()
    yield window
    pygame.quit()


def season_with_a_human_duel(folder: Path) -> tuple[Path, DuelDue]:
    """A bots' season played until a Death Match is due; its first player is made human."""
    for seed in range(1, 30):
        path = folder / f"s{seed}.toml"
        cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
        plan = (PlannedEpisode("social-snake", PRACTICE),)
        setup = SeasonSetup("S", seed, cast, plan, 0, "snek", DUEL_ARENA)
        _, session, part = start_main(create_season(path, setup), "social-snake", PRACTICE)
        part.play_bots(session)
        step = next_step(play_decisions(load_history(path)).state)
        if isinstance(step, DuelDue):
            data = load_toml(path).data
            for player in data["players"]:
                if player["name"] == step.players[0]:
                    player["bot"] = ""
            write_toml_atomic(path, data)
            return path, step
    raise AssertionError("no seed led to a Death Match")


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    run_frames(app, 2)


def watch_next_battle(app: App) -> None:
    click(app, "Watch battle")
    viewer = app.top
    assert isinstance(viewer, BattleViewer)
    press(app, pygame.K_END)
    for _ in range(600):
        if viewer.at_end:
            break
        run_frames(app, 1)
    assert viewer.at_end
    press(app, pygame.K_RETURN)  # Results: the battle counts as watched


def test_a_human_picks_a_snek_and_watches_the_duel_to_its_winner(app, user_folders):
    path, step = season_with_a_human_duel(Path(user_folders))
    human, bot = step.players
    app.start(MainMenuScene(app))
    app.push(SeasonBoardScene(app, path))
    run_frames(app)
    click(app, "Death Match")
    click(app, "Play the Death Match")  # past the game's introduction (a first Death Match)
    scene = app.top
    assert isinstance(scene, DuelScene)
    assert f"{human}, pick the snek you bring" in scene.notes()[0]
    click(app, "Coiler")
    assert scene.notes()[0] == f"{human} brings Coiler."
    duel = load_history(path).unfinished
    assert duel is not None and duel.summary["players"][0]["snek"] == "Coiler"
    for _ in range(9):
        if scene.session.finished:
            break
        watch_next_battle(app)
        assert app.top is scene
    assert scene.session.finished
    winner = load_history(path).duels[0][0].summary["winner"]
    assert winner in (human, bot)
    assert scene.notes()[-1].startswith(f"{winner} wins the Death Match ({human} ")
    click(app, "Back")
    from game.season.ceremony import SeasonResultsScene, story
    from game.ui.dialogs import MessageScene

    loser = bot if winner == human else human
    if isinstance(app.top, SeasonResultsScene):  # the Death Match crowned the champion
        assert loser in " ".join(story(app.top.history))
        click(app, "Back to the season")
    else:
        assert isinstance(app.top, MessageScene)  # the ceremony: the elimination announced
        assert loser in " ".join(app.top.log.lines)
        press(app, pygame.K_RETURN)
    assert isinstance(app.top, SeasonBoardScene)
    click(app, "Watch a match again")
    click(app, f"Episode 1: Death Match, {human} v {bot}")
    replay = app.top
    assert isinstance(replay, DuelScene) and replay.replay
    click(app, "Watch battle 1")
    assert isinstance(app.top, BattleViewer) and app.top.round == 0


def test_a_human_brings_their_own_snek_and_continue_comes_back_to_the_next_battle(
    app, user_folders
):
    hunter = next(program for _, program in load_samples() if program.name == "Hunter")
    save_user_snek(replace(hunter, name="Mine"))
    path, step = season_with_a_human_duel(Path(user_folders))
    app.start(MainMenuScene(app))
    app.push(SeasonBoardScene(app, path))
    run_frames(app)
    click(app, "Death Match")
    click(app, "Play the Death Match")  # past the game's introduction (a first Death Match)
    click(app, "Mine · mine")
    click(app, "Leave")
    assert isinstance(app.top, SeasonBoardScene)
    click(app, "Resume the match")
    assert isinstance(app.top, DuelScene)
    assert app.top.notes()[0] == f"{step.players[0]} brings Mine."
    assert button(app, "Watch battle 1")
    duel = load_history(path).unfinished
    assert duel is not None and duel.summary["players"][0]["snek"] == "Mine"
