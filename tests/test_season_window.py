"""The season in the window, driven by real events through the shell's own loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIButton

from game.app import App
from game.core.tomlfile import load_toml, write_toml_atomic
from game.season.history import load_history
from game.season.plan_scene import PlanScene
from game.season.rules import CastMember, PickDue, PlannedEpisode, SaveDue, SeasonSetup, next_step
from game.season.runner import create_season, start_main
from game.season.scene import ChoiceScene, SeasonBoardScene, SeasonHomeScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events
from game.ui.setup import SetupScene

FRAME = 1 / 60
TACTRICS = ("tactrics-snakes", "start-2p.toml")  # the default Death Match


@pytest.fixture
def app():
    window = App()
    yield window
    pygame.quit()


def run_frames(app: App, frames: int = 3) -> None:
    """What the shell's run loop does each frame: take the queued events, tick."""
    for _ in range(frames):
        app.tick(pygame.event.get(), FRAME)


def button(app: App, starts: str) -> UIButton:
    found = [
        element
        for element in app.ui.get_sprite_group().sprites()
        if isinstance(element, UIButton)
        and element.visible
        and element.alive()
        and element.text.startswith(starts)
    ]
    assert found, f"no button starting {starts!r} on {type(app.top).__name__}"
    exact = [element for element in found if element.text == starts]
    return (exact or found)[0]


def click_at(app: App, pos: tuple[int, int]) -> None:
    for event in click_events(pos):
        pygame.event.post(event)
    run_frames(app, 3)


def click(app: App, starts: str) -> None:
    target = button(app, starts)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    run_frames(app, 2)
    for event in click_events(target.rect.center):
        pygame.event.post(event)
    run_frames(app, 3)


def test_season_is_in_the_main_menu_and_a_new_season_starts_from_the_setup_screen(app):
    app.start(MainMenuScene(app))
    run_frames(app)
    click(app, "Season")
    assert isinstance(app.top, SeasonHomeScene)
    click(app, "New season")
    assert isinstance(app.top, SetupScene)
    click(app, "Start")
    assert isinstance(app.top, PlanScene)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    )
    run_frames(app)  # the first row has the focus: Left goes to the previous choice
    assert app.top.setup.plan[0] == PlannedEpisode()
    click_at(app, app.top.name_entry.rect.center)
    for key in (pygame.K_END, *[pygame.K_BACKSPACE] * 12):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Friday league"))
    run_frames(app, 4)
    click(app, "Start the season")
    assert isinstance(app.top, SeasonBoardScene)
    assert app.top.path.name == "friday-league.toml"
    history = load_history(app.top.path)
    assert history.season.setup.name == "Friday league"
    assert len(history.season.setup.cast) == 6
    assert history.season.setup.plan[1] == PlannedEpisode("bugcatcher", "house-of-larks.toml")
    app.pop()
    assert isinstance(app.top, SeasonHomeScene)  # the setup screen made way for the board


def test_a_plan_that_cannot_seat_the_players_left_cannot_start(app, user_folders):
    cast = tuple(CastMember(n, "") for n in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"))
    setup = SeasonSetup("S", 1, cast, (PlannedEpisode(),) * 2, 0, *TACTRICS)
    app.start(MainMenuScene(app))
    app.push(PlanScene(app, setup, SeasonBoardScene))
    run_frames(app)
    edges = PlannedEpisode("double-edged-edges", "four-on-a-plank.toml")
    for _ in range(40):
        if app.top.setup.plan[1] == edges:
            break
        target = button(app, "2. ")
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        )
        run_frames(app)
        click(app, target.text)
    assert app.top.setup.plan[1] == edges
    assert app.top.problems == [
        "episode 2: double-edged-edges on four-on-a-plank.toml does not seat 3, 5 players, "
        "who may be left then"
    ]
    assert not button(app, "Start the season").is_enabled


def test_playing_an_episode_opens_the_games_own_window_on_the_season_match(app, user_folders):
    path = Path(user_folders) / "seasons" / "s.toml"
    cast = tuple(
        CastMember(n, c)
        for n, c in zip(
            ["Ann", "Bob", "Cat", "Dan"], ("Red", "Blue", "Green", "Yellow"), strict=True
        )
    )
    create_season(
        path,
        SeasonSetup(
            "S",
            1,
            cast,
            (PlannedEpisode("social-snake", "practice-three-ridges.toml"),),
            0,
            *TACTRICS,
        ),
    )
    app.start(MainMenuScene(app))
    app.push(SeasonBoardScene(app, path))
    run_frames(app)
    click(app, "Play episode 1")
    assert not isinstance(app.top, SeasonBoardScene)
    assert (path.parent / "s" / "1-social-snake.toml").is_file()
    assert load_history(path).season.episodes[0].match == "s/1-social-snake.toml"
    players = load_toml(path.parent / "s" / "1-social-snake.toml").data["players"]
    assert all("bot" not in player for player in players)  # humans play their own seats


def season_waiting_for_a_decision(folder: Path) -> tuple[Path, SaveDue | PickDue]:
    """A bots' season played until an EC must decide; that EC is then made human."""
    for seed in range(1, 30):
        path = folder / f"s{seed}.toml"
        names = ("Ann", "Bob", "Cat", "Dan", "Eve")
        cast = tuple(CastMember(n, "", "easy") for n in names)
        plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),)
        history = create_season(path, SeasonSetup("S", seed, cast, plan, 0, *TACTRICS))
        _, session, part = start_main(history, "social-snake", "practice-three-ridges.toml")
        part.play_bots(session)
        step = next_step(load_history(path).state)
        if isinstance(step, SaveDue | PickDue):
            data = load_toml(path).data
            for player in data["players"]:
                if player["name"] == step.candidate:
                    player["bot"] = ""
            write_toml_atomic(path, data)
            return path, step
    raise AssertionError("no seed left an EC to decide")


def test_a_human_ec_picks_an_opponent_by_clicking_and_cannot_pick_the_forbidden(app, user_folders):
    path, step = season_waiting_for_a_decision(Path(user_folders))
    app.start(MainMenuScene(app))
    app.push(SeasonBoardScene(app, path))
    run_frames(app)
    if isinstance(step, SaveDue):
        click(app, f"{step.candidate}: keep it")
        step = next_step(load_history(path).state)
        assert isinstance(step, PickDue)
    click(app, f"{step.candidate}: pick an opponent")
    assert isinstance(app.top, ChoiceScene)
    refused = [name for name, why in step.choices.items() if why]
    for name in refused:
        assert not button(app, name).is_enabled
    allowed = next(name for name, why in step.choices.items() if why is None)
    click(app, allowed)
    click(app, f"Yes, {step.candidate} picks {allowed}")
    from game.ui.dialogs import MessageScene

    assert isinstance(app.top, MessageScene)  # the pick, announced to the table
    assert f"{step.candidate} picks {allowed}" in " ".join(app.top.log.lines)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    run_frames(app)
    assert isinstance(app.top, SeasonBoardScene)
    record = load_history(path).season.episodes[0]
    assert record.picks == {step.candidate: allowed}
    assert button(app, "Death Match")


def test_the_guided_first_episode_opens_with_its_first_note(app):
    from game.season.tutorial import GuidedSeasonScene
    from game.ui.dialogs import MessageScene

    app.start(MainMenuScene(app))
    run_frames(app)
    click(app, "Season")
    click(app, "Guided first episode")
    assert isinstance(app.top, MessageScene)
    assert any("Main Match" in line for line in app.top.log.lines)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    run_frames(app)
    assert isinstance(app.top, GuidedSeasonScene)
    folder = app.top.path.parent
    assert folder.is_dir()
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    )
    run_frames(app)
    assert not isinstance(app.top, GuidedSeasonScene)
    assert not folder.exists()  # the guided season leaves nothing in the temporary folder


def test_after_a_match_the_ceremony_tells_what_happened_and_the_matches_can_be_watched_again(
    app, user_folders
):
    path, step = season_waiting_for_a_decision(Path(user_folders))
    app.start(MainMenuScene(app))
    board = SeasonBoardScene(app, path)
    board.seen_events = 0  # as on coming back from the Main Match
    app.push(board)
    run_frames(app)
    from game.ui.dialogs import MessageScene

    assert isinstance(app.top, MessageScene)
    text = " ".join(app.top.log.lines)
    assert "Elimination Candidate" in text
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    )
    run_frames(app)
    click(app, "Watch a match again")
    click(app, "Episode 1: Main Match")
    assert not isinstance(app.top, (SeasonBoardScene, ChoiceScene))


def test_continue_resumes_the_newest_unfinished_season_and_replays_list_finished_ones(
    app, user_folders
):
    from game.season.runner import play_bots
    from game.ui.matches import ReplaysScene

    folder = Path(user_folders) / "data" / "seasons"
    cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
    plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),) * 4
    done = SeasonSetup("Done", 4, cast, plan, 0, *TACTRICS)
    finished = play_bots(create_season(folder / "done.toml", done))
    assert finished.state.over
    human = (CastMember("You", "Red"), *cast[1:])
    create_season(folder / "open.toml", SeasonSetup("Open", 1, human, plan, 0, *TACTRICS))
    app.start(MainMenuScene(app))
    run_frames(app)
    click(app, "Continue (1)")  # the unfinished season, not the finished one
    click(app, "Put aside")
    click(app, "Keep")  # asked first: nothing moved
    sprites = app.ui.get_sprite_group().sprites()
    rows = [b for b in sprites if isinstance(b, UIButton) and b.text.startswith("Open · ")]
    assert [b.text for b in rows] == ["Open · episode 1"]  # titled as its board says
    click_at(app, rows[0].rect.center)
    assert isinstance(app.top, SeasonBoardScene) and app.top.path.name == "open.toml"
    app.pop()
    run_frames(app)
    click(app, "Replays")
    assert isinstance(app.top, ReplaysScene)
    sprites = app.ui.get_sprite_group().sprites()  # the row's details are drawn under it
    rows = [b for b in sprites if isinstance(b, UIButton) and b.text.startswith("Done · ")]
    assert rows and rows[0].text.endswith(" is champion")
    click_at(app, rows[-1].rect.center)  # the list's row, not the menu's button under it
    assert isinstance(app.top, SeasonBoardScene) and app.top.path.name == "done.toml"


def test_a_main_match_played_in_its_window_comes_back_to_the_board_with_the_ceremony(
    app, user_folders
):
    from game.ui.dialogs import MessageScene
    from game.ui.monkey import play_until
    from game.ui.results import ResultsScene

    path = Path(user_folders) / "data" / "seasons" / "bots.toml"
    cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
    plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),)
    create_season(path, SeasonSetup("Bots", 4, cast, plan, 0, *TACTRICS))
    app.start(MainMenuScene(app))
    app.push(SeasonBoardScene(app, path))
    run_frames(app)
    click(app, "Play episode 1")
    play_until(app, ResultsScene, limit=600)
    click(app, "Back to the season")
    assert isinstance(app.top, MessageScene)
    assert "Elimination Candidate" in " ".join(app.top.log.lines)
    assert load_history(path).state.episodes[0].main is not None


def test_enter_on_a_season_matchs_last_reveal_and_results_goes_back_to_the_board(app, user_folders):
    """The Enter that closes the last reveal opens the results and goes no further; Enter
    on the results of a season's match goes on to the season board, never into the replay."""
    from game.ui.dialogs import MessageScene
    from game.ui.monkey import play_until, press
    from game.ui.results import ResultsScene

    path = Path(user_folders) / "data" / "seasons" / "bots.toml"
    cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
    plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),)
    create_season(path, SeasonSetup("Bots", 4, cast, plan, 0, *TACTRICS))
    app.start(MainMenuScene(app))
    board = SeasonBoardScene(app, path)
    app.push(board)
    run_frames(app)
    click(app, "Play episode 1")
    play_until(app, ResultsScene, limit=600)  # End, then Enter, on each reveal
    run_frames(app, 5)
    assert isinstance(app.top, ResultsScene)  # the Enter that closed the reveal stopped there
    press(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert isinstance(app.top, MessageScene)  # the ceremony, over the board
    assert app.stack[-2] is board
    assert "Elimination Candidate" in " ".join(app.top.log.lines)


def test_links_in_the_seasons_folder_never_stop_the_game_from_starting(app, user_folders, tmp_path):
    """A dangling link, a link loop and a link to a file outside the data folder, all named
    `seasons/*.toml`: the menu opens, Seasons lists only the real season."""
    folder = Path(user_folders) / "data" / "seasons"
    cast = tuple(CastMember(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan"))
    plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),) * 2
    create_season(folder / "real.toml", SeasonSetup("Real", 1, cast, plan, 0, *TACTRICS))
    outside = tmp_path / "elsewhere.toml"
    outside.write_bytes((folder / "real.toml").read_bytes())
    (folder / "dangling.toml").symlink_to(folder / "gone.toml")
    (folder / "loop.toml").symlink_to(folder / "loop.toml")
    (folder / "outside.toml").symlink_to(outside)
    app.start(MainMenuScene(app))
    run_frames(app)
    click(app, "Season")
    assert isinstance(app.top, SeasonHomeScene)
    labels = [b.text for b in app.ui.get_sprite_group().sprites() if isinstance(b, UIButton)]
    assert sum("Real" in text for text in labels) == 1
    assert not [text for text in labels if "dangling" in text or "loop" in text]


def test_the_season_name_takes_space_and_stays_when_an_episode_changes():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    driver = Driver(app)
    driver.click_button("Season")
    driver.click_button("New season")
    driver.click_button("Start")
    plan = app.top
    assert isinstance(plan, PlanScene)
    episodes = plan.setup.plan
    driver.replace_text(plan.name_entry, "Friday night league", finish=False)
    assert plan.setup.plan == episodes  # Space typed a space, it pressed no episode row
    assert plan.name_entry.get_text() == "Friday night league"
    driver.key(pygame.K_RETURN)  # the typing ends
    driver.key(pygame.K_RIGHT)  # the highlighted episode changes: the screen is laid out again
    assert plan.setup.plan != episodes
    assert app.top.name_entry.get_text() == "Friday night league"


def thirteen_player_plan(app: App) -> PlanScene:
    cast = tuple(CastMember(f"P{number}", "") for number in range(1, 14))
    setup = SeasonSetup("S", 1, cast, (PlannedEpisode(),) * 11, 0, *TACTRICS, True)
    app.start(MainMenuScene(app))
    app.push(PlanScene(app, setup, SeasonBoardScene))
    Driver(app).step(2)
    assert isinstance(app.top, PlanScene)
    return app.top


def on_screen(app: App, text: str) -> bool:
    shown = [b for b in Driver(app).buttons() if b.text == text]
    return any(pygame.Rect((0, 0), app.size).contains(b.rect) for b in shown)


def test_a_13_player_plan_at_800x600_keeps_start_and_back_on_screen_and_scrolls():
    app = App(headless=True, size=(800, 600))
    driver = Driver(app)
    plan = thirteen_player_plan(app)
    assert on_screen(app, "Start the season") and on_screen(app, "Back")
    assert not on_screen(app, "Remove the last episode")  # the plan scrolls above them
    first = plan.menu.buttons[0].text
    driver.move(plan.list_area.center)
    driver.wheel(plan.list_area.center, -3)  # the wheel scrolls the plan, Start stays
    assert plan.first == 3 and app.top.menu.buttons[0].text != first
    assert on_screen(app, "Start the season")
    driver.wheel(plan.list_area.center, 3)
    assert plan.first == 0
    seen = []
    for _ in range(16):  # Down walks every row; the highlight is always on a row shown
        driver.key(pygame.K_DOWN)
        focused = plan.menu.buttons[plan.menu.focused]
        assert pygame.Rect((0, 0), app.size).contains(focused.rect), focused.text
        seen.append(focused.text)
    assert {"Remove the last episode", "Start the season", "Back", "11. Host's choice"} <= set(seen)
    driver.click_button("Start the season")
    assert isinstance(app.top, SeasonBoardScene)
    pygame.quit()
