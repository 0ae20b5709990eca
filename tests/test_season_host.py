"""A host running a season's Final in the window, by clicks and keys through the real event
queue: the Final's score on the match screen itself, and a tired player's seat handed to a
bot (and back) in the middle of a match, from the match's Esc question."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.tomlfile import load_toml, write_toml_atomic
from game.season.backend import season_summary
from game.season.history import load_history
from game.season.listing import seasons_dir
from game.season.rules import (
    CastMember,
    DuelDue,
    MainMatchDue,
    PickDue,
    PlannedEpisode,
    SaveDue,
    SeasonOver,
    SeasonSetup,
    bot_pick,
    next_step,
)
from game.season.runner import bot_choice, create_season, decide, start_duel, start_main
from game.season.scene import ChoiceScene, SeasonBoardScene
from game.tactrics.play import GameScene
from game.ui import dialogs
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene

PRACTICE = PlannedEpisode("social-snake", "practice-three-ridges.toml")
NAMES = ("Ann", "Bob", "Cat", "Dan")


@pytest.fixture
def app(user_folders):
    window = App()
    yield window
    pygame.quit()


def season_in_the_final(
    seed: int = 1, duel: tuple[str, str] = ("tactrics-snakes", "start-2p.toml")
) -> tuple[Path, DuelDue]:
    """Four bots play until the Final's second match is due (every EC keeps their token, so
    Death Matches eliminate); both finalists are then humans."""
    cast = tuple(CastMember(name, "", "easy") for name in NAMES)
    path = seasons_dir() / f"final{seed}.toml"
    setup = SeasonSetup("S", seed, cast, (PRACTICE,), 0, *duel, True)
    history = create_season(path, setup)
    while not (isinstance(step := next_step(history.state), DuelDue) and one_win(history)):
        assert not isinstance(step, SeasonOver), "the season ended before the Final"
        if isinstance(step, SaveDue):
            history = decide(history, step, False)
            continue
        if isinstance(step, PickDue):
            history = decide(history, step, bot_pick(history.state, step.candidate))
            continue
        if isinstance(step, MainMatchDue):
            _, session, part = start_main(history, *bot_choice(setup, step))
        else:
            _, session, part = start_duel(history)
        part.play_bots(session)
        history = load_history(path)
    assert step.final
    data = load_toml(path).data
    for player in data["players"]:
        if player["name"] in step.players:
            player["bot"] = ""
    write_toml_atomic(path, data)
    return path, step


def one_win(history) -> bool:
    """The Final has begun and one finalist has won a match of it."""
    return any(duel.winner for duel in history.state.episodes[-1].final)


def open_board(app: App, path: Path) -> Driver:
    app.start(MainMenuScene(app))
    app.push(SeasonBoardScene(app, path))
    driver = Driver(app)
    driver.step(3)
    while isinstance(app.top, MessageScene):  # the ceremony of what the bots did
        driver.key(pygame.K_RETURN)
        driver.step(2)
    return driver


def drawn_texts(driver: Driver) -> list[str]:
    LAYOUT.on = True
    try:
        driver.move((2, 2))  # an event: the frame is drawn
        return [drawn.text for drawn in LAYOUT.drawn if drawn.kind == TEXT]
    finally:
        LAYOUT.on = False


def score_line(path: Path) -> str:
    episode = load_history(path).state.episodes[-1]
    assert episode.finalists is not None
    first, second = episode.finalists
    wins = [sum(d.winner == p for d in episode.final) for p in (first, second)]
    return f"{first} {wins[0]} – {wins[1]} {second}, first to two"


def test_the_match_screen_of_a_final_shows_the_finals_score(app, user_folders):
    path, step = season_in_the_final()
    score = score_line(path)
    assert "1 – 0" in score or "0 – 1" in score
    driver = open_board(app, path)
    label = f"Final game {step.number}: {score}"
    driver.click_button(f"Final game {step.number}")
    driver.step(2)
    assert isinstance(app.top, GameScene)
    header = " ".join(drawn_texts(driver))  # the header's rows joined again
    assert f"Episode {step.episode} (until two remain) · {label.split(', ')[0]}" in header


def test_the_snek_battle_viewer_of_a_final_shows_the_finals_score(app, user_folders):
    from game.snek.duel_scene import DuelScene
    from game.snek.replay_view import BattleViewer

    path, step = season_in_the_final(1, ("snek", "duel-pit.toml"))
    label = f"Final game {step.number}: {score_line(path)}"
    driver = open_board(app, path)
    driver.click_button(f"Final game {step.number}")
    driver.step(2)
    duel = app.top
    assert isinstance(duel, DuelScene)
    while duel.session.choosing() is not None:  # each finalist brings a snek,
        if app.top is not duel:  # the second after a "Pass to" curtain
            driver.step(40)  # the curtain arms
            driver.key(pygame.K_SPACE)
            continue
        driver.click_button(duel.menu.items[0].label)
    driver.click_button("Watch battle 1")
    assert isinstance(app.top, BattleViewer)
    assert any(label in text for text in drawn_texts(driver))


def seat_of(path: Path, name: str) -> str:
    """Who plays `name` in the match file: "" a human, else the bot's level."""
    players = load_toml(path).data["players"]
    return next(p.get("bot", "") for p in players if p["name"] == name)


def test_a_tired_finalist_hands_the_seat_to_a_bot_mid_match_and_takes_it_back(app, user_folders):
    path, step = season_in_the_final()
    driver = open_board(app, path)
    driver.click_button(f"Final game {step.number}")
    driver.step(2)
    game = app.top
    assert isinstance(game, GameScene)
    tired = game.seat.name  # the player whose turn it is
    match = load_history(path).unfinished
    assert match is not None and seat_of(match.path, tired) == ""

    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.top, dialogs.ChoiceScene)
    LAYOUT.on = True
    try:
        driver.move((2, 2))
        faults = [f"{f.kind}: {f.what}" for f in findings(app)]
    finally:
        LAYOUT.on = False
    assert not [fault for fault in faults if "seat to a bot" in fault.lower()]  # whole
    driver.click_button("Seat to a bot…")
    assert isinstance(app.top, ChoiceScene)
    driver.click_button(f"Let a bot play for {tired}")  # the Final: no decisions
    driver.step(2)
    again = app.top
    assert isinstance(again, GameScene) and again is not game  # the same match goes on
    assert next(s for s in again.seats if s.name == tired).bot == "normal"
    assert seat_of(match.path, tired) == "normal"
    history = load_history(path)
    assert not history.problems and history.unfinished is not None
    assert history.unfinished.path == match.path
    players = {p["name"]: p["bot"] for p in season_summary(history)["players"]}
    assert players[tired] == "normal"  # simulate --json says who plays the seat

    driver.key(pygame.K_ESCAPE)
    driver.click_button("Seat to a bot…")
    driver.click_button(f"Let a person play for {tired} (now normal bot, person decides)")
    driver.step(2)
    assert isinstance(app.top, GameScene)
    assert next(s for s in app.top.seats if s.name == tired).bot is None
    assert seat_of(match.path, tired) == ""
    assert season_summary(load_history(path))["players"][NAMES.index(tired)]["bot"] == ""


def test_leaving_a_season_match_by_esc_still_asks_and_comes_back_to_the_board(app, user_folders):
    path, step = season_in_the_final()
    driver = open_board(app, path)
    driver.click_button(f"Final game {step.number}")
    driver.step(2)
    assert isinstance(app.top, GameScene)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("No, stay")
    assert isinstance(app.top, GameScene)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Yes, leave")
    driver.step(2)
    assert isinstance(app.top, SeasonBoardScene)
    assert driver.button("Resume the match")


def test_the_season_setup_reads_its_plans_from_the_kept_file_until_a_level_changes(
    user_folders, monkeypatch
):
    from game.core.paths import user_levels_dir
    from game.season import scene

    scene._PLAN_CHOICES.clear()  # worked out here and kept (not left from an earlier test)
    first = [(c.name, c.summary, c.level.plan) for c in scene.plan_choices(13)]
    scene._PLAN_CHOICES.clear()  # a fresh program: only the file is left

    def no_level_reading(*_):
        raise AssertionError("the plans were worked out again")

    monkeypatch.setattr(scene, "plan_problems", no_level_reading)
    monkeypatch.setattr(scene, "plan_presets", no_level_reading)
    assert [(c.name, c.summary, c.level.plan) for c in scene.plan_choices(13)] == first

    folder = user_levels_dir() / "social-snake"  # the player saves a level of their own
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.toml").write_text("format = 1\n")
    scene._PLAN_CHOICES.clear()
    with pytest.raises(AssertionError, match="worked out again"):
        scene.plan_choices(13)


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_board_of_a_final_fits_the_window_and_says_the_score_whole(user_folders, size):

    path, step = season_in_the_final()
    score = score_line(path)
    window = App(headless=True, size=size)
    try:
        driver = open_board(window, path)
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            faults = findings(window)
            texts = [drawn.text for drawn in LAYOUT.drawn if drawn.kind == TEXT]
        finally:
            LAYOUT.on = False
        assert [f"{f.kind}: {f.what}" for f in faults] == []
        assert driver.button(f"Final game {step.number}")
        assert any(score in text for text in texts)  # on the button or just above it
    finally:
        pygame.quit()


def test_a_seat_is_handed_to_a_bot_from_the_curtain_of_a_hot_seat_main_match(app, user_folders):
    from game.ui.curtain import CurtainScene
    from game.ui.entry import EntryScreen

    kinds = ("", "", "easy", "easy")  # Ann and Bob play, two bots
    colours = ("Red", "Blue", "Green", "Yellow")
    cast = tuple(map(CastMember, NAMES, colours, kinds))
    path = seasons_dir() / "hot.toml"
    setup = SeasonSetup("H", 3, cast, (PRACTICE,), 0, "tactrics-snakes", "start-2p.toml", True)
    create_season(path, setup)
    driver = open_board(app, path)
    driver.click_button("Play episode 1")
    driver.step(3)
    assert isinstance(app.top, CurtainScene) and app.top.player == "Ann"
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Seat to a bot…")
    driver.click_button("Let a bot play for Ann…")
    driver.click_button("Ann still decides")
    driver.step(3)
    top = app.top  # Ann's bot has entered; Bob, now the one human, goes to his entry
    assert isinstance(top, EntryScreen) and top.player == "Bob"
    match = load_history(path).unfinished
    assert match is not None and seat_of(match.path, "Ann") == "normal"
    assert seat_of(match.path, "Bob") == ""


def test_a_snek_duelist_handed_to_a_bot_before_choosing_brings_a_drawn_sample(tmp_path):
    from game.core.paths import LEVELS
    from game.season.runner import hand_match_seat
    from game.snek.duel_session import DuelSession
    from game.table.seats import Seat

    seats = [Seat("Ann", "Red", None), Seat("Bob", "Blue", None)]
    duel = DuelSession.start(LEVELS / "snek" / "duel-pit.toml", seats, 5, tmp_path / "d.toml")
    assert duel.choosing() == 0  # both humans still pick
    hand_match_seat(tmp_path / "d.toml", "Ann", "normal")
    again = DuelSession.load(tmp_path / "d.toml")
    assert again.choosing() == 1  # Ann's bot brought a snek; Bob still picks
    assert DuelSession.load(tmp_path / "d.toml").programs[0] == again.programs[0]


LONG_NAMES = ("Bartholomew Sm", "Annabelle-Rose", "Christopher", "Dan", "Evangeline", "Fay")


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_board_keeps_long_names_whole_in_a_small_window(user_folders, size):
    cast = tuple(CastMember(name, "", "normal") for name in LONG_NAMES)
    plan = (PlannedEpisode("bugcatcher", "house-of-larks.toml"),)
    setup = SeasonSetup("Friday", 3, cast, plan, 0, "tactrics-snakes", "start-2p.toml", True)
    path = seasons_dir() / "long.toml"
    _, session, part = start_main(create_season(path, setup), "bugcatcher", "house-of-larks.toml")
    part.play_bots(session)
    window = App(headless=True, size=size)
    try:
        driver = open_board(window, path)
        assert isinstance(next_step(load_history(path).state), DuelDue)  # statuses at their longest
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            faults = [f"{f.kind}: {f.what}" for f in findings(window)]
            texts = [drawn.text for drawn in LAYOUT.drawn if drawn.kind == TEXT]
        finally:
            LAYOUT.on = False
        for name in LONG_NAMES:
            assert name in texts, name  # whole in the table
            assert not [fault for fault in faults if name in fault]
        assert not [fault for fault in faults if "Garnets" in fault]  # the chart's title
    finally:
        pygame.quit()


def season_at_a_death_match(duel: tuple[str, str]) -> tuple[Path, DuelDue]:
    """Four bots play until the first Death Match is due (every EC keeps their token)."""
    cast = tuple(CastMember(name, "", "easy") for name in NAMES)
    path = seasons_dir() / "death-match.toml"
    setup = SeasonSetup("S", 1, cast, (PRACTICE,), 0, *duel, True)
    history = create_season(path, setup)
    while not isinstance(step := next_step(history.state), DuelDue):
        assert not isinstance(step, SeasonOver), "the season ended before a Death Match"
        if isinstance(step, SaveDue):
            history = decide(history, step, False)
        elif isinstance(step, PickDue):
            history = decide(history, step, bot_pick(history.state, step.candidate))
        else:
            _, session, part = start_main(history, *bot_choice(setup, step))
            part.play_bots(session)
            history = load_history(path)
    assert not step.final
    return path, step


def test_a_death_matchs_results_say_only_who_wins_counts_in_the_season(app, user_folders):
    """The duel's results awarded Tokens of Life, an EC and garnets the season then did not
    give: the results say whose Death Match it is and that only its winner counts."""
    from game.ui.monkey import play_until
    from game.ui.results import ResultsScene

    path, step = season_at_a_death_match(("social-snake", "duel.toml"))
    driver = open_board(app, path)
    driver.click_button("Death Match")
    play_until(app, ResultsScene, limit=600)
    first, second = step.players
    note = app.top.awards_log.lines[0]
    lead = f"Episode {step.episode} (until two remain) · Death Match 1 of 1"  # the evening
    assert note.startswith(f"{lead}: {first} v {second}, the winner stays in."), note
    assert "only who wins this match counts" in note
    assert "garnets below are this match's own" in note  # the duel's awards name them


def test_a_tactrics_death_matchs_results_point_at_nothing_below_that_is_not_there(
    app, user_folders
):
    from game.season.runner import default_death_match
    from game.ui.monkey import play_until
    from game.ui.results import ResultsScene

    path, step = season_at_a_death_match(default_death_match())
    driver = open_board(app, path)
    driver.click_button("Death Match")
    play_until(app, ResultsScene, limit=900)
    awards = app.top.awards_log.lines
    assert "only who wins this match counts" in awards[0]
    named = [line for line in awards[1:] if "garnet" in line.lower() or "token" in line.lower()]
    assert ("below" in awards[0]) == bool(named), awards


def test_a_final_matchs_results_say_the_score_with_that_match_counted(app, user_folders):
    from game.ui.monkey import play_until
    from game.ui.results import ResultsScene

    path, step = season_in_the_final(duel=("social-snake", "duel.toml"))
    data = load_toml(path).data
    for player in data["players"]:
        player["bot"] = "easy"  # the finalists' bots play it to its end
    write_toml_atomic(path, data)
    score = score_line(path)
    driver = open_board(app, path)
    driver.click_button(f"Final game {step.number}")
    play_until(app, ResultsScene, limit=600)
    note = app.top.awards_log.lines[0]
    assert note.startswith(f"Final game {step.number} played: {score_line(path)}."), note
    assert score_line(path) != score  # the match just played is counted
    assert "(a tie is played again with the seats swapped)" in note  # the season's rule
    driver.key(pygame.K_RETURN)  # back to the board: the box tells what the game did
    driver.step(2)
    champion = load_history(path).state.champion
    if champion is None:
        assert isinstance(app.top, MessageScene)
        told = " ".join(app.top.log.lines)
        assert " wins Final game " in told and "beats" not in told, told
    else:  # the champion's own results screen
        from game.season.ceremony import SeasonResultsScene

        assert isinstance(app.top, SeasonResultsScene)
        told = " ".join(drawn_texts(driver))
        assert f"{champion}, champion" in told and "Won the Final: " in told, told


def test_places_follow_the_final_not_the_tokens_during_and_after_it(app, user_folders):
    from game.table.ranking import ranking

    path, step = season_in_the_final(2)  # Bob leads the Final 1 – 0; Dan holds more tokens
    open_board(app, path)

    def places() -> dict[str, str]:
        board = app.top
        assert isinstance(board, SeasonBoardScene)
        results = board.results  # as the table draws its Place column
        return {
            results.names[place.player]: ("=" if place.shared else "") + str(place.place)
            for place in ranking(results.totals)
        }

    state = load_history(path).state
    final = state.episodes[-1]
    leader = next(d.winner for d in final.final if d.winner)
    other = next(name for name in step.players if name != leader)
    assert state.standings[other].tokens > state.standings[leader].tokens
    out = [name for episode in state.episodes for name in episode.eliminated]
    assert places()[leader] == "1" and places()[other] == "2"
    assert [places()[name] for name in reversed(out)] == ["3", "4"]  # the later out, higher

    while not load_history(path).state.over:  # the Final played to its end by bots
        data = load_toml(path).data
        for player in data["players"]:
            player["bot"] = "easy"
        write_toml_atomic(path, data)
        history = load_history(path)
        _, session, part = start_duel(history)
        part.play_bots(session)
    open_board(app, path)  # the board opened again on the finished season
    state = load_history(path).state
    runner_up = next(name for name in step.players if name != state.champion)
    assert places()[state.champion] == "1" and places()[runner_up] == "2"
    assert [places()[name] for name in reversed(out)] == ["3", "4"]
    results = app.top.results
    row = results.cells[results.names.index(state.champion)]
    assert row[-1] == "champion"  # a seat handed to a bot: the champion is still the player


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=["1366x768", "800x600"])
def test_watch_a_match_again_names_death_matches_and_final_games_whole(user_folders, size):
    path, step = season_in_the_final()
    window = App(headless=True, size=size)
    try:
        driver = open_board(window, path)
        texts = [button.text for button in driver.buttons()]
        driver.click_button("Replays…" if "Replays…" in texts else "Watch a match again…")
        assert isinstance(window.top, ChoiceScene)
        labels = [item.label for item in window.top.items]
        shown = [button.text for button in driver.buttons()]
        assert labels == shown  # every label whole
        episode = len(load_history(path).state.episodes)
        assert any(label.startswith(f"Episode {episode}: Final game 1, ") for label in labels)
        assert any(": Death Match, " in label for label in labels)
        played = len(load_history(path).state.episodes[-1].final)
        assert not any(f"Final game {played + 1}" in label for label in labels)  # not yet
    finally:
        pygame.quit()


def test_the_death_match_button_quotes_its_level_name(app, user_folders):
    from game.season.runner import default_death_match, next_duel_level
    from game.season.scene import level_title

    path, step = season_at_a_death_match(default_death_match())
    history = load_history(path)
    title = level_title(history.season.setup.death_match, next_duel_level(history))
    driver = open_board(app, path)
    LAYOUT.on = True
    try:
        driver.move((3, 3))
        said = " ".join(d.text for d in LAYOUT.drawn if d.kind == TEXT)
    finally:
        LAYOUT.on = False
    said += " ".join(b.text for b in driver.buttons())  # on its button, or said beside it
    assert f'Death Match: {" v ".join(step.players)} on "{title}"' in said, said


def test_one_long_name_shrinks_alone_on_the_board_at_800x600(user_folders):
    """At 800x600 "WWWWWWWWWWWWWWWW" needs a smaller font to stay whole; the other names
    keep the row's size (they all shrank with it)."""
    names = ("Wilhelmina Woods", "WWWWWWWWWWWWWWWW", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo")
    names += ("Kim", "Lou", "Max", "Ned", "Olga")
    cast = tuple(CastMember(name, "", "normal") for name in names)
    plan = (PlannedEpisode("social-snake", "classic.toml"),)
    setup = SeasonSetup("Friday", 3, cast, plan, 0, "tactrics-snakes", "start-2p.toml", True)
    path = seasons_dir() / "one-long.toml"
    create_season(path, setup)
    window = App(headless=True, size=(800, 600))
    try:
        driver = open_board(window, path)
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            sizes = {d.text: d.size for d in LAYOUT.drawn if d.kind == TEXT and d.text in names}
        finally:
            LAYOUT.on = False
        assert set(sizes) == set(names)  # every name whole
        assert sizes["WWWWWWWWWWWWWWWW"] < sizes["Eve"] == sizes["Wilhelmina Woods"]
        assert min(sizes.values()) >= 12
    finally:
        pygame.quit()
