"""The season as a host runs it (issue 29): how long a plan may take, the progress on the
board, bots' matches played quickly, the board's words whole, the champion's results, the
Final's words and the "safe" status on screen; by clicks and keys through the real event
queue."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest
from season_window_helpers import season_setup, seat_players

from game.app import App
from game.season.history import load_history
from game.season.listing import seasons_dir
from game.season.plan_scene import PlanScene
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
from game.season.runner import (
    bot_choice,
    create_season,
    decide,
    default_death_match,
    hand_seat,
    start_duel,
    start_main,
)
from game.season.scene import SeasonBoardScene, plan_presets
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene

SIZES = [(800, 600), (1366, 768)]
PRACTICE = PlannedEpisode("social-snake", "practice-three-ridges.toml")
LONG_NAMES = tuple(f"{chr(65 + i)}{'abcdefghijklmnop'[:15]}" for i in range(13))


def drawn_texts(driver: Driver) -> list[str]:
    LAYOUT.on = True
    try:
        driver.move((2, 2))  # an event: the frame is drawn
        return [drawn.text for drawn in LAYOUT.drawn if drawn.kind == TEXT]
    finally:
        LAYOUT.on = False


def shown(driver: Driver) -> str:
    return " ".join(drawn_texts(driver))  # wrapped rows joined again at their spaces


def open_board(app: App, path: Path) -> Driver:
    app.start(MainMenuScene(app))
    app.push(SeasonBoardScene(app, path))
    driver = Driver(app)
    driver.step(3)
    while isinstance(app.top, MessageScene):  # the ceremony of what the bots did
        driver.key(pygame.K_RETURN)
        driver.step(2)
    return driver


def play_until(path: Path, done, keep_tokens: bool = True):
    """Bots play and decide (ECs keeping their tokens, so Death Matches eliminate) until
    `done(history, step)`."""
    history = load_history(path)
    setup = history.season.setup
    while not done(history, step := next_step(history.state)):
        assert not isinstance(step, SeasonOver), "the season ended first"
        if isinstance(step, SaveDue):
            history = decide(history, step, not keep_tokens)
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
    return history, step


def bots_season(names, seed: int = 1, plan=(PRACTICE,), until: bool = True) -> Path:
    cast = tuple(CastMember(name, "", "easy") for name in names)
    setup = SeasonSetup("Friday", seed, cast, plan, 0, *default_death_match(), until)
    path = seasons_dir() / f"friday{seed}.toml"
    create_season(path, setup)
    return path


# --- 1. how long a season may take ----------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_the_plan_screen_says_how_long_the_plan_may_take_and_why(user_folders, size):
    preset = plan_presets(13)[0]
    cast = tuple(CastMember(name, "", "normal") for name in LONG_NAMES)
    setup = SeasonSetup("S", 1, cast, preset.plan, 0, *default_death_match(), True)
    window = App(headless=True, size=size)
    try:
        window.start(MainMenuScene(window))
        window.push(PlanScene(window, setup, SeasonBoardScene))
        driver = Driver(window)
        driver.step(3)
        words = shown(driver)
        assert "How long: 13 players, at best 9 episodes to the Final." in words
        assert "nobody when the EC spends a Token of Life (bots always do" in words
        assert "Expect a long season, about 24 episodes: none of 200 simulated seasons" in words
        offer = 'To end in time, click the "Then: …" row under the episodes: the season ends'
        assert f"{offer} after episode {len(preset.plan)} and the most Tokens of Life" in words
        assert driver.button("Start the season")  # still on screen under the words
        # the host ends the season with the plan instead: the forecast follows
        for _ in range(30):  # Down scrolls the plan's rows to it
            then = [b for b in driver.buttons() if b.text.startswith("Then: host's choice")]
            if then:
                break
            driver.key(pygame.K_DOWN)
        driver.click_element(then[0])
        driver.step(2)
        words = shown(driver)
        then = driver.button("Then: no more episodes")
        assert then.text == "Then: no more episodes; the most ToL, then garnets, win"  # whole
        assert f"This plan ends after episode {len(preset.plan)}: none of 200" in words
        assert "otherwise the most Tokens of Life, then the most garnets, crown" in words
    finally:
        pygame.quit()


def test_the_board_says_how_many_are_still_in_and_how_fast_episodes_eliminate(user_folders):
    path = bots_season(("Ann", "Bob", "Cat", "Dan", "Eve"))
    history, _ = play_until(path, lambda history, step: len(history.state.players_in) == 4)
    held = sum(history.state.standings[name].tokens for name in history.state.players_in)
    window = App(headless=True, size=(800, 600))
    try:
        driver = open_board(window, path)
        words = shown(driver)
        assert f"4 of 5 still in · an episode eliminates at most one; {held} ToL held" in words
        assert "4 of 5 still in: the Final comes when two remain." in words  # the log's end
    finally:
        pygame.quit()


def test_bots_play_their_matches_quickly_without_windows_or_questions(app_window):
    """A Death Match between two bots: one click, and bots play every match that has no
    person in it; one message then tells all that happened, and the board waits for the
    person's next match."""
    path = bots_season(("Ann", "Bob", "Cat", "Dan", "Eve"), seed=3)
    history, step = play_until(path, lambda history, step: isinstance(step, DuelDue))
    person = next(name for name in history.state.players_in if name not in step.players)
    hand_seat(history, person, "")  # a person sits out this Death Match
    driver = open_board(app_window, path)
    driver.click_button("Play bot matches quickly")
    assert driver.button("Stop after this match")  # the only thing to do meanwhile
    for _ in range(2000):
        if not app_window.top.busy:
            break
        time.sleep(0.01)
        driver.step()
    driver.step(3)
    assert isinstance(app_window.top, MessageScene)  # the one message, over the board
    after = load_history(path)
    assert len(after.state.episodes[step.episode - 1].eliminated) == 1  # the Death Match
    due = next_step(after.state)
    assert isinstance(due, SeasonOver) or person in getattr(due, "players", (person,))
    driver.key(pygame.K_RETURN)
    driver.step(2)
    assert isinstance(app_window.top, SeasonBoardScene)
    assert not any(b.text.startswith("Play bot matches quickly") for b in driver.buttons())


@pytest.fixture
def app_window(user_folders):
    window = App(headless=True, size=(1366, 768))
    yield window
    pygame.quit()


# --- 2. the board's words whole -----------------------------------------------------------

WIDE_NAMES = tuple(f"{chr(65 + i)}{'W' * 14}m" for i in range(13))  # 16 wide letters


@pytest.mark.parametrize("size", SIZES)
def test_the_seat_list_keeps_13_long_names_and_back_whole_on_screen(user_folders, size):
    from game.ui.layout_check import findings

    cast = tuple(
        CastMember(name, "", "" if i < 2 else "normal") for i, name in enumerate(WIDE_NAMES)
    )
    setup = SeasonSetup("S", 1, cast, (PlannedEpisode(),), 0, *default_death_match(), True)
    path = seasons_dir() / "wide.toml"
    create_season(path, setup)
    window = App(headless=True, size=size)
    try:
        driver = open_board(window, path)
        seats = [b for b in driver.buttons() if b.text in ("Hand a seat to a bot…", "Seats…")]
        driver.click_element(seats[0])
        driver.step(2)
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            faults = findings(window)
        finally:
            LAYOUT.on = False
        assert [f"{f.kind}: {f.what}" for f in faults] == []  # no label cut
        screen = pygame.Rect((0, 0), size)
        assert [b.text for b in driver.buttons() if not screen.contains(b.rect)] == []
        labels = [b.text for b in driver.buttons()]
        assert f"Let a bot play for {WIDE_NAMES[0]}…" in labels
        assert f"Let a person play for {WIDE_NAMES[12]} (now normal bot)" in labels
        driver.click_button("Back")
        assert isinstance(window.top, SeasonBoardScene)
    finally:
        pygame.quit()


# --- 3. the champion's results ---------------------------------------------------------------


def wait_for_bots(driver: Driver) -> None:
    for _ in range(3000):
        if not any(getattr(scene, "busy", False) for scene in driver.app.stack):
            break
        time.sleep(0.01)
        driver.step()
    driver.step(3)


def test_the_champion_gets_a_results_screen_reachable_again_from_the_board(app_window):
    from game.season.ceremony import SeasonResultsScene

    path = bots_season(("Ann", "Bob", "Cat", "Dan"), seed=2)
    play_until(path, lambda history, step: isinstance(step, DuelDue) and step.final)
    driver = open_board(app_window, path)
    driver.click_button("Play bot matches quickly")  # the bots play the Final
    wait_for_bots(driver)
    assert isinstance(app_window.top, SeasonResultsScene)  # not a text box
    state = load_history(path).state
    last = state.episodes[-1]
    assert last.finalists is not None
    loser = next(name for name in last.finalists if name != state.champion)
    words = shown(driver)
    assert f"{state.champion}, champion" in words
    assert "Won the Final: " in words and f"Runner-up: {loser}" in words
    assert "Places" in words and "The story" in words
    assert "4 players, " in words  # the story's first line
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app_window.top, SeasonBoardScene)
    driver.click_button("The season's results")  # again, from the season's board
    assert isinstance(app_window.top, SeasonResultsScene)
    driver.click_button("Back to the season")
    assert isinstance(app_window.top, SeasonBoardScene)


# --- 4. the Final's words and the "safe" status, on screen -----------------------------------


def test_a_final_game_won_mid_final_reads_as_a_score_not_as_the_end(app_window):
    path = bots_season(("Ann", "Bob", "Cat", "Dan"), seed=2)
    play_until(path, lambda history, step: isinstance(step, DuelDue) and step.final)
    driver = open_board(app_window, path)
    driver.click_button("Play bot matches quickly")
    driver.click_button("Stop after this match")  # the bots stop after Final game 1
    wait_for_bots(driver)
    assert isinstance(app_window.top, MessageScene)
    said = " ".join(drawn_texts(driver))
    episode = load_history(path).state.episodes[-1]
    first = episode.final[0]
    if first.winner is None:
        assert "a tie, played again with the seats swapped" in said
    else:
        loser = next(name for name in first.players if name != first.winner)
        score = " 1 – 0 " if episode.finalists[0] == first.winner else " 0 – 1 "
        assert f"{first.winner} wins Final game 1 (" in said and score in said
        assert "first to two)." in said
        assert f"Final: {first.winner} beats {loser}" not in said  # not decided yet
    driver.key(pygame.K_RETURN)
    driver.step(2)
    assert isinstance(app_window.top, SeasonBoardScene)
    words = shown(driver)
    assert "the Final, best of three" in words  # the board's heading
    assert any(b.text.startswith("Final game 2") for b in driver.buttons())
    assert not load_history(path).state.over


def test_an_ec_who_keeps_a_token_with_nobody_to_pick_reads_safe_on_the_board(app_window):
    debts = PlannedEpisode("social-snake", "practice-debts.toml")  # two ECs, four tokens
    path = bots_season(("Ann", "Bob", "Cat", "Dan"), seed=1, plan=(debts,) * 6, until=False)
    history, step = play_until(
        path, lambda history, step: isinstance(step, SaveDue) and step.episode == 2
    )
    assert step.candidate == "Bob" and history.state.current.candidates == ("Bob", "Ann")
    for name in ("Ann", "Bob"):  # two people decide: Ann's decision keeps the episode open
        history = hand_seat(history, name, "")
    driver = open_board(app_window, path)
    driver.click_button("Bob: Token of Life")
    driver.keys(pygame.K_DOWN, pygame.K_RETURN)  # the first answer: keep it, safe
    driver.keys(pygame.K_UP, pygame.K_RETURN)  # confirmed (Enter alone goes back)
    driver.step(2)
    while isinstance(app_window.top, MessageScene):
        driver.key(pygame.K_RETURN)
        driver.step(2)
    texts = drawn_texts(driver)
    assert "safe (nobody to pick)" in texts or "safe" in texts  # Bob's status on the board
    assert any(b.text.startswith("Ann: Token of Life") for b in driver.buttons())


def test_bots_playing_quickly_stop_for_the_hosts_choice_then_play_it_quickly(app_window):
    path = bots_season(("Ann", "Bob", "Cat", "Dan", "Eve"), seed=4)
    driver = open_board(app_window, path)
    driver.click_button("Play bot matches quickly")
    wait_for_bots(driver)
    history = load_history(path)
    step = next_step(history.state)
    assert isinstance(step, MainMatchDue) and step.episode == 2  # the host chooses episode 2
    top = app_window.top
    assert isinstance(top, MessageScene)
    played = 1 + len(history.state.episodes[0].duels)
    if played > 1:  # many matches: what changed the standings, in one message
        assert top.title == "While the bots played"
        assert f"The bots played {played} matches (episode 1):" in top.log.lines
    driver.key(pygame.K_RETURN)
    driver.step(2)
    assert not any(b.text.startswith("Play bot matches quickly") for b in driver.buttons())
    driver.click_button("Episode 2: host's choice")
    driver.click_button("Bugcatcher on House of Larks")
    wait_for_bots(driver)  # played by the bots at once, in no match window
    assert isinstance(app_window.top, MessageScene | SeasonBoardScene)
    main = load_history(path).state.episodes[1].main
    assert main is not None and main.game == "bugcatcher"


def test_a_season_crowned_by_the_standings_says_so_on_its_results_screen(app_window):
    from game.season.ceremony import SeasonResultsScene

    path = bots_season(("Ann", "Bob", "Cat", "Dan", "Eve"), seed=5, until=False)  # one episode
    driver = open_board(app_window, path)
    driver.click_button("Play bot matches quickly")
    wait_for_bots(driver)
    assert isinstance(app_window.top, SeasonResultsScene)
    state = load_history(path).state
    assert state.crowned_by == "standings"
    words = shown(driver)
    assert f"{state.champion}, champion" in words
    assert "No Final was reached: the most Tokens of Life after episode 1" in words
    from game.season.ceremony import crowning_words

    assert crowning_words(state) in words  # the tiebreak used, when one was needed
    assert "Runner-up: " in words and "1 episode" in words


def test_the_host_chooses_a_bots_match_and_the_bots_play_it_quickly(app_window):
    path = bots_season(("Ann", "Bob", "Cat", "Dan", "Eve"), seed=6, plan=(PlannedEpisode(),))
    driver = open_board(app_window, path)
    assert not any(b.text.startswith("Play bot matches quickly") for b in driver.buttons())
    driver.click_button("Choose; bots play quickly")
    driver.click_button("Bugcatcher on House of Larks")
    wait_for_bots(driver)  # no match window: the board, or the message over it
    assert isinstance(app_window.top, MessageScene | SeasonBoardScene)
    main = load_history(path).state.episodes[0].main
    assert main is not None and main.game == "bugcatcher"


@pytest.mark.parametrize("size", SIZES)
def test_the_results_screen_of_13_long_names_fits_the_window(user_folders, size):
    from game.season.ceremony import SeasonResultsScene
    from game.ui.layout_check import findings

    cast = tuple(CastMember(name, "", "easy") for name in WIDE_NAMES)
    plan = (PlannedEpisode("social-snake", "classic.toml"),)
    setup = SeasonSetup("S", 1, cast, plan, 0, *default_death_match(), False)
    path = seasons_dir() / "wide.toml"
    create_season(path, setup)
    play_until(path, lambda history, step: isinstance(step, SeasonOver))
    window = App(headless=True, size=size)
    try:
        driver = open_board(window, path)
        labels = ("The season's results", "Results")  # shorter in a narrow side column
        driver.click_element(next(b for b in driver.buttons() if b.text in labels))
        driver.step(2)
        assert isinstance(window.top, SeasonResultsScene)
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            faults = findings(window)
        finally:
            LAYOUT.on = False
        assert [f"{f.kind}: {f.what}" for f in faults] == []
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES)
def test_the_results_show_what_each_player_held_when_they_went_out(user_folders, size):
    import re

    from game.season.ceremony import SeasonResultsScene

    cast = tuple(CastMember(name, "", "easy") for name in WIDE_NAMES)
    plan = (PlannedEpisode("social-snake", "classic.toml"),) * 3
    setup = SeasonSetup("S", 3, cast, plan, 0, *default_death_match(), False)
    path = seasons_dir() / "held.toml"
    create_season(path, setup)
    history, _ = play_until(path, lambda history, step: isinstance(step, SeasonOver))
    went_out = {}  # the log's own words: "X is eliminated; their N garnets go to Y"
    for event in history.events:
        if found := re.match(r"(\S+) is eliminated(?:; their (\d+) garnets?)?", event.text):
            went_out[found[1]] = int(found[2] or 0)
    assert any(went_out.values()), "no eliminated player held garnets: a weak season"
    window = App(headless=True, size=size)
    try:
        driver = open_board(window, path)
        labels = ("The season's results", "Results")
        driver.click_element(next(b for b in driver.buttons() if b.text in labels))
        driver.step(2)
        assert isinstance(window.top, SeasonResultsScene)
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            drawn = [d for d in LAYOUT.drawn if d.kind == TEXT]
        finally:
            LAYOUT.on = False
        assert {"Garnets", "ToL"} <= {d.text for d in drawn}
        state = load_history(path).state
        for name, garnets in went_out.items():
            (shown_name,) = [d for d in drawn if d.text == name]
            row = sorted(
                (d for d in drawn if d.rect.top == shown_name.rect.top), key=lambda d: d.rect.x
            )
            words = [d.text for d in row]
            # place, name, garnets, ToL, status: 0 as the board says, and where they went
            winner = next(e.text for e in history.events if e.text.startswith(f"{name} is elim"))
            if garnets:
                assert words[2].startswith(f"0 ({garnets} "), words
                to = winner.rsplit(" to ", 1)[1].rstrip(".")
                assert words[2].endswith(f" to {to})") or "passed on" in words[2], words
            else:
                assert words[2] == "0", words
            tokens = state.standings[name].held_when_out[1]
            assert words[3] == (f"0 ({tokens} lost)" if tokens else "0"), words
        champion = state.champion or ""
        (shown_name,) = [d for d in drawn if d.text == champion]
        row = sorted(
            (d for d in drawn if d.rect.top == shown_name.rect.top), key=lambda d: d.rect.x
        )
        assert row[2].text == str(state.standings[champion].garnets)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES)
def test_a_13_player_plan_says_which_games_it_leaves_out_and_why(user_folders, size):
    from game.season.plan_scene import PlanScene
    from game.ui.layout_check import findings

    window = App(headless=True, size=size)
    try:
        driver = season_setup(window)
        seat_players(driver, window, 13)
        driver.click_button("Start")
        assert isinstance(window.top, PlanScene)
        games = {planned.game for planned in window.top.setup.plan}
        assert games == {"social-snake"}  # nothing else seats all 13
        words = shown(driver)
        assert (
            "Not in the plan: Bugcatcher (3–9 players) and Double-edged Edges (4, 6, 8–10, 12"
            " players). A planned episode seats every number of players who may still be in"
            " at its turn (13 at first), so choose them as the host's choice"
        ) in words
        assert "How long: 13 players" in words  # the forecast still follows
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            faults = findings(window)
        finally:
            LAYOUT.on = False
        assert [f"{f.kind}: {f.what}" for f in faults] == []
    finally:
        pygame.quit()


@pytest.mark.parametrize(
    ("seed", "tiebreak"),
    [(3, "Ann and Eve held 5 each, then the most garnets: 1 against 0"), (6, "the seeded draw")],
)
def test_a_champion_crowned_on_equal_tokens_names_the_tiebreak_used(user_folders, seed, tiebreak):
    from game.season.ceremony import SeasonResultsScene

    path = bots_season(("Ann", "Bob", "Cat", "Dan", "Eve"), seed, (PRACTICE,) * 2, until=False)
    history, _ = play_until(path, lambda history, step: isinstance(step, SeasonOver))
    state = history.state
    assert state.crowned_by == "standings"
    tokens = state.standings[state.champion or ""].tokens
    assert sum(state.standings[name].tokens == tokens for name in state.players_in) > 1
    for size in SIZES:
        window = App(headless=True, size=size)
        try:
            driver = open_board(window, path)
            labels = ("The season's results", "Results")
            driver.click_element(next(b for b in driver.buttons() if b.text in labels))
            driver.step(2)
            assert isinstance(window.top, SeasonResultsScene)
            words = shown(driver)
            assert "No Final was reached: the most Tokens of Life after episode 2; " in words
            assert tiebreak in words, words
        finally:
            pygame.quit()


def test_add_player_at_the_most_seats_is_greyed_and_says_why(user_folders):

    window = App(headless=True, size=(1366, 768))
    try:
        driver = season_setup(window)
        seat_players(driver, window, 13)
        assert not driver.button("Add player").is_enabled  # greyed
        assert "Players (13, the most)" in shown(driver)  # and why
        window.top.form.focus_key("add")
        driver.key(pygame.K_RETURN)  # the keys reach it still: they are told why too
        assert len(window.top.seats) == 13
        assert "13 players is the most here: remove one to add another." in shown(driver)
    finally:
        pygame.quit()


def test_a_new_season_starts_from_the_last_seasons_player_count(user_folders):
    from game.season.plan_scene import PlanScene

    window = App(headless=True, size=(1366, 768))
    try:
        driver = season_setup(window)
        seat_players(driver, window, 4)  # fewer than the six it offers first
        names = [seat.name for seat in window.top.seats]
        driver.click_button("Start")
        assert isinstance(window.top, PlanScene)
        driver.key(pygame.K_ESCAPE)
        driver.step(2)
        while not isinstance(window.top, MainMenuScene):
            driver.key(pygame.K_ESCAPE)
            driver.step(2)
        driver.click_button("Season")
        driver.click_button("New season")
        assert [seat.name for seat in window.top.seats] == names  # no default bots added back
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES)
def test_the_board_and_the_match_say_where_the_evening_is(user_folders, size):
    """The board says the episode out of the plan and how many are left; the Main Match's
    curtain says "Episode 1 of 2 · Main Match: Social Snake" over it."""
    names = ("Wilhelmina Woods", "WWWWWWWWWWWWWWWW", "Cat", "Dan", "Eve")
    colours = ("Red", "Blue", "Green", "Yellow", "Orange")
    bots = ("", "", "easy", "easy", "easy")  # two people play: a curtain between them
    cast = tuple(CastMember(*seat) for seat in zip(names, colours, bots, strict=True))
    setup = SeasonSetup("Friday", 1, cast, (PRACTICE, PRACTICE), 0, *default_death_match())
    path = seasons_dir() / "friday.toml"
    create_season(path, setup)
    window = App(headless=True, size=size)
    try:
        driver = open_board(window, path)
        assert "Episode 1 of 2 (1 more) · 5 of 5 still in" in shown(driver)
        driver.click_button("Play episode 1")
        driver.step(3)
        assert "Episode 1 of 2 · Main Match: Social Snake" in drawn_texts(driver)
    finally:
        pygame.quit()


def test_a_death_match_and_the_final_say_their_place_in_the_evening(user_folders):
    """Words of the rules alone: the plan's episodes, what is left, the Death Match's number
    in its episode."""
    from game.season.rules import death_match_place, episode_place, episode_progress

    path = bots_season(("Ann", "Bob", "Cat", "Dan", "Eve"), plan=(PRACTICE,) * 3)
    history, step = play_until(path, lambda history, step: isinstance(step, DuelDue))
    setup = history.season.setup
    assert episode_place(setup, 2) == "Episode 2 of 3 planned"
    assert episode_progress(setup, 3) == "Episode 3 of 3 planned, then until two remain"
    assert episode_progress(setup, 4) == "Episode 4 (until two remain)"
    fixed = SeasonSetup("F", 1, setup.cast, setup.plan, 0, *default_death_match(), False)
    assert [episode_progress(fixed, n) for n in (1, 3)] == [
        "Episode 1 of 3 (2 more)",
        "Episode 3 of 3 (the last)",
    ]
    episode = history.state.episodes[-1]
    picks = len(episode.picks)
    assert death_match_place(episode, step.players) == f"Death Match 1 of {picks}"


def test_a_4_player_plan_says_a_game_for_4_is_left_out_for_the_3_after_episode_1(user_folders):
    """Issue 29: "Not in the plan: Double-edged Edges (4 players)" with 4 seated read as
    a mistake; it now says the game does not seat the 3 who may be left after episode 1."""
    from game.season.plan_scene import PlanScene

    window = App(headless=True, size=(800, 600))
    try:
        driver = season_setup(window)
        seat_players(driver, window, 4)
        driver.click_button("Start")
        assert isinstance(window.top, PlanScene)
        words = shown(driver)
        assert "Double-edged Edges (4 players, not the 3 after episode 1)" in words, words
    finally:
        pygame.quit()


def test_the_places_keep_a_long_name_clear_of_what_it_passed_on_at_800x600(user_folders):
    """The season's results at 800x600: "WWWWWWWWWWWWWWWW" and its "0 (1 passed on)" each
    get their room (the places take room from the story), at 12 px or more, and the cells
    still say what went where."""
    from game.season.ceremony import GAP, PLACE_ROOM, fit_places

    app = App(headless=True, size=(800, 600))  # the window's own fonts
    names = ["Ivy", "Eve", "Max", "Kim", "jkl wasd 0987", "Wilhelmina Woods", "Jo", "Fay"]
    names += ["Hal", "Gus", "Dan", "WWWWWWWWWWWWWWWW", "Lou"]
    out = {"Fay": (27, 3, 10), "Hal": (20, 0, 9), "Gus": (10, 0, 5), "Dan": (4, 2, 3)}
    out |= {"WWWWWWWWWWWWWWWW": (1, 0, 2), "Lou": (1, 0, 1)}
    statuses = ["champion"] + ["in"] * 6 + [f"out in episode {out[n][2]}" for n in names[7:]]

    def held(wordy: int) -> list[tuple[str, str]]:  # as the results word them
        went = {2: " passed to Ivy", 1: " to Ivy", 0: " passed on"}
        cells = []
        for name in names:
            garnets, tokens, _ = out.get(name, (30, 5, 0))
            if name not in out:
                cells.append((str(garnets), str(tokens)))
            elif wordy < 0:
                cells.append(("0", "0"))
            else:
                cells.append(
                    (f"0 ({garnets}{went[wordy]})", f"0 ({tokens} lost)" if tokens else "0")
                )
        return cells

    most = 800 - 20 - 240 - 60  # the story keeps 240 px
    fit = fit_places(names, statuses, held, app.font, 13, (400, most))
    font, heads = app.font(fit.size), app.font(13)
    garnets = max(heads.size("Garnets")[0], *(font.size(g)[0] for g, _ in fit.held))
    tokens = max(heads.size("ToL")[0], *(font.size(t)[0] for _, t in fit.held))
    row = PLACE_ROOM + max(font.size(n)[0] for n in names) + garnets + tokens
    row += max(font.size(s)[0] for s in fit.statuses) + 3 * GAP
    assert row <= fit.width <= most  # nothing drawn over another
    assert fit.size >= 12
    assert fit.held[names.index("WWWWWWWWWWWWWWWW")][0] == "0 (1 passed on)"
    pygame.quit()


def test_a_champion_called_you_reads_in_the_second_person(user_folders):
    """The guided episode's person is "You": the board's heading and the story agree with
    it ("You are champion", "You end with 0 garnets")."""
    from game.season.ceremony import story
    from game.season.listing import how_far
    from game.season.runner import play_bots

    cast = tuple(CastMember(name, "", "easy") for name in ("Ann", "Bob", "Cat", "You"))
    setup = SeasonSetup("G", 5, cast, (PRACTICE,), 0, "social-snake", "duel.toml")
    history = play_bots(create_season(seasons_dir() / "you.toml", setup))
    assert history.state.champion == "You"  # this seed crowns the fourth seat
    assert how_far(history) == "You are champion"
    assert story(history)[-1] == "You end with 0 garnets."
