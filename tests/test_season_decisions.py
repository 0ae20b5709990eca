"""Every season decision a human makes, by clicks through the real event queue (the kit's
driver): a human EC holding a Token of Life spends it, keeps it and picks, or keeps it with
nobody to pick; and what the season file says afterwards."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from season_window_helpers import season_setup

from game.app import App
from game.core.tomlfile import load_toml, write_toml_atomic
from game.season.history import load_history
from game.season.listing import seasons_dir
from game.season.rules import (
    CastMember,
    MainMatchDue,
    PickDue,
    PlannedEpisode,
    SaveDue,
    SeasonOver,
    SeasonSetup,
    bot_pick,
    can_pick,
    next_step,
)
from game.season.runner import (
    bot_choice,
    create_season,
    decide,
    level_title,
    start_duel,
    start_main,
)
from game.season.scene import ChoiceScene, SeasonBoardScene
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

PRACTICE = PlannedEpisode("social-snake", "practice-three-ridges.toml")
PRACTICE_MATCH = ("social-snake", "practice-three-ridges.toml")
NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve")


@pytest.fixture
def app(user_folders):
    window = App()
    yield window
    pygame.quit()


def season_at_token_decision(folder: Path, seed: int) -> tuple[Path, SaveDue]:
    """A bots' season played until an EC holding a Token of Life must decide (bots decide
    nothing on the way to it); that EC is then made a human."""
    cast = tuple(CastMember(name, "", "easy") for name in NAMES)
    path = seasons_dir() / f"s{seed}.toml"
    setup = SeasonSetup("S", seed, cast, (PRACTICE,) * 3, 0, "social-snake", "duel.toml")
    history = create_season(path, setup)
    while not isinstance(step := next_step(history.state), SaveDue):
        assert not isinstance(step, SeasonOver), "the season ended without a token decision"
        if isinstance(step, PickDue):
            history = decide(history, step, bot_pick(history.state, step.candidate))
            continue
        if isinstance(step, MainMatchDue):
            _, session, part = start_main(history, *bot_choice(setup, step))
        else:
            _, session, part = start_duel(history)
        part.play_bots(session)
        history = load_history(path)
    data = load_toml(path).data
    for player in data["players"]:
        if player["name"] == step.candidate:
            player["bot"] = ""
    write_toml_atomic(path, data)
    return path, step


def open_board(app: App, path: Path) -> Driver:
    app.start(MainMenuScene(app))
    app.push(SeasonBoardScene(app, path))
    driver = Driver(app)
    driver.step(3)
    return driver


def close_the_ceremony(driver: Driver) -> list[str]:
    assert isinstance(driver.app.top, MessageScene)
    lines = list(driver.app.top.log.lines)
    driver.key(pygame.K_RETURN)
    driver.step(2)
    assert isinstance(driver.app.top, SeasonBoardScene)
    return lines


def test_a_human_ec_spends_a_token_of_life_by_a_click(app, user_folders):
    path, step = season_at_token_decision(Path(user_folders), 9)
    held = load_history(path).state.standings[step.candidate].tokens
    driver = open_board(app, path)
    driver.click_button(f"{step.candidate}: Token of Life")
    assert isinstance(app.top, ChoiceScene)
    driver.click_button("Spend a Token of Life")  # asked once more: a mis-click costs nothing
    assert app.top.heading == f"{step.candidate} spends a Token of Life?"
    assert load_history(path).season.episodes[step.episode - 1].saved == []
    driver.click_button("Back: decide again")
    assert app.top.heading == f"{step.candidate}, an Elimination Candidate"
    driver.click_button("Spend a Token of Life")
    driver.click_button(f"Yes, {step.candidate} spends one")
    driver.step(2)
    said = " ".join(close_the_ceremony(driver))
    assert f"{step.candidate} spends a Token of Life and is safe." in said
    history = load_history(path)
    assert history.season.episodes[step.episode - 1].saved == [step.candidate]
    assert history.state.standings[step.candidate].tokens == held - 1
    assert not history.problems
    with pytest.raises(AssertionError):
        driver.button(f"{step.candidate}: Token of Life")  # decided: the board offers what is next


def test_a_human_ec_keeps_the_token_then_picks_an_opponent_by_clicks(app, user_folders):
    path, step = season_at_token_decision(Path(user_folders), 9)
    assert can_pick(load_history(path).state, step.candidate)  # this seed leaves a pick
    held = load_history(path).state.standings[step.candidate].tokens
    driver = open_board(app, path)
    driver.click_button(f"{step.candidate}: Token of Life")
    notes = app.top.notes  # each note says which answer it follows
    assert f"Keep it: {step.candidate} then picks an opponent for a Death Match." in notes
    assert any(note.startswith(f"Spend one: {step.candidate} is safe") for note in notes)
    driver.click_button("Keep it, face a Death Match")
    driver.click_button(f"Yes, {step.candidate} keeps it")
    driver.step(2)
    said = " ".join(close_the_ceremony(driver))
    assert f"{step.candidate} keeps their Token of Life" in said
    driver.click_button(f"{step.candidate}: pick an opponent")
    assert isinstance(app.top, ChoiceScene)
    pick = next_step(load_history(path).state)
    assert isinstance(pick, PickDue)
    for name, why in pick.choices.items():
        assert driver.button(name).is_enabled == (why is None)
    allowed = next(name for name, why in pick.choices.items() if why is None)
    driver.click_button(allowed)
    driver.click_button(f"Yes, {step.candidate} picks {allowed}")
    driver.step(2)
    said = " ".join(close_the_ceremony(driver))
    assert f"{step.candidate} picks {allowed}" in said
    history = load_history(path)
    record = history.season.episodes[step.episode - 1]
    assert record.picks == {step.candidate: allowed}
    assert record.kept == []  # the pick says the token was kept
    assert history.state.episodes[-1].kept == [step.candidate]
    assert history.state.standings[step.candidate].tokens == held
    assert driver.button("Death Match").is_enabled


def season_at_first_pick(folder: Path) -> tuple[Path, PickDue]:
    """A bots' season after its first Main Match (Bugcatcher: one ToL winner, so the EC has
    opponents to choose from); the EC is then made a human."""
    cast = tuple(CastMember(name, "", "easy") for name in NAMES)
    path = seasons_dir() / "first-pick.toml"
    plan = (PlannedEpisode("bugcatcher", "house-of-larks.toml"),)
    history = create_season(path, SeasonSetup("P", 1, cast, plan, 0, "social-snake", "duel.toml"))
    _, session, part = start_main(history, "bugcatcher", "house-of-larks.toml")
    part.play_bots(session)
    step = next_step(load_history(path).state)
    assert isinstance(step, PickDue)
    data = load_toml(path).data
    for player in data["players"]:
        if player["name"] == step.candidate:
            player["bot"] = ""
    write_toml_atomic(path, data)
    return path, step


def test_a_mis_clicked_pick_is_taken_back_before_it_counts_by_clicks_and_keys(app, user_folders):
    path, pick = season_at_first_pick(Path(user_folders))
    ec = pick.candidate
    allowed = [name for name, why in pick.choices.items() if why is None]
    assert len(allowed) >= 2, "this seed leaves a choice of opponents"
    wrong, meant = allowed[0], allowed[-1]
    driver = open_board(app, path)
    driver.click_button(f"{ec}: pick an opponent")
    driver.click_button(wrong)  # the mis-click: asked, not recorded
    assert isinstance(app.top, ChoiceScene) and app.top.heading == f"{ec} picks {wrong}?"
    assert load_history(path).season.episodes[0].picks == {}
    driver.click_button("Back: pick again")
    assert isinstance(app.top, ChoiceScene) and app.top.heading == f"{ec} picks an opponent"
    driver.click_button(wrong)
    driver.key(pygame.K_ESCAPE)  # Esc goes back too
    assert app.top.heading == f"{ec} picks an opponent"
    assert load_history(path).season.episodes[0].picks == {}
    while (item := app.top.menu.focused_item) is None or item.label != meant:
        driver.key(pygame.K_DOWN)  # by keys: Down to the meant name
    driver.key(pygame.K_RETURN)
    assert app.top.heading == f"{ec} picks {meant}?"
    driver.keys(pygame.K_UP, pygame.K_RETURN)  # Enter alone goes back: Up to the Yes
    driver.step(2)
    said = " ".join(close_the_ceremony(driver))
    assert f"{ec} picks {meant} for a Death Match." in said and wrong not in said
    assert load_history(path).season.episodes[0].picks == {ec: meant}


def test_keeping_a_token_with_nobody_to_pick_says_it_is_safe(app, user_folders):
    path, step = season_at_token_decision(Path(user_folders), 1)
    assert not can_pick(load_history(path).state, step.candidate)  # nobody to pick
    driver = open_board(app, path)
    driver.click_button(f"{step.candidate}: Token of Life")
    driver.key(pygame.K_RETURN)  # no answer is preselected: Enter decides nothing
    assert app.top.heading == f"{step.candidate}, an Elimination Candidate"
    driver.keys(pygame.K_DOWN, pygame.K_RETURN)  # Down comes first to the safe answer
    assert app.top.heading == f"{step.candidate} keeps the Token of Life?"
    assert f"{step.candidate} is then safe this episode: nobody can be picked." in app.top.notes
    driver.keys(pygame.K_UP, pygame.K_RETURN)  # and Up to the Yes confirms it
    driver.step(2)
    said = " ".join(close_the_ceremony(driver))
    assert f"{step.candidate} has nobody to pick and is safe." in said
    assert "faces a Death Match" not in said
    history = load_history(path)
    assert history.season.episodes[step.episode - 1].kept == [step.candidate]
    assert history.state.standings[step.candidate].status == "in"
    assert not history.problems


def test_the_host_picks_a_main_match_for_the_hosts_choice_by_clicks(app, user_folders):
    colours = ("Red", "Blue", "Green", "Yellow", "Purple")
    cast = tuple(CastMember(name, colour) for name, colour in zip(NAMES, colours, strict=True))
    path = Path(user_folders) / "seasons" / "host.toml"
    setup = SeasonSetup("H", 3, cast, (PlannedEpisode(),), 0, "social-snake", "duel.toml")
    create_season(path, setup)
    driver = open_board(app, path)
    driver.click_button("Episode 1: host's choice")
    assert isinstance(app.top, ChoiceScene)
    said = "Social Snake on Practice: Three Ridges · 6 ToL, 1 EC"  # what it hands out at most
    assert driver.button(said).text == said
    assert driver.button("Bugcatcher on House of Larks").text.endswith(" · 2 ToL, 1 EC")
    driver.click_button(said)
    assert not isinstance(app.top, ChoiceScene | SeasonBoardScene)  # the match's own window
    record = load_history(path).season.episodes[0]
    assert record.match == "host/1-social-snake.toml"


def test_a_pick_by_an_ec_holding_a_token_says_the_token_was_kept(user_folders):
    path, step = season_at_token_decision(Path(user_folders), 9)
    opponent = can_pick(load_history(path).state, step.candidate)[0]
    data = load_toml(path).data
    data["episodes"][step.episode - 1]["picks"] = {step.candidate: opponent}
    write_toml_atomic(path, data)  # no `kept`: the shape the season issue gave
    history = load_history(path)
    assert not history.problems
    assert history.state.episodes[-1].kept == [step.candidate]
    assert history.state.episodes[-1].picks == {step.candidate: opponent}


def test_a_token_spent_by_an_ec_who_holds_none_is_refused_while_their_pick_waits(
    user_folders, capsys
):
    from game.cli import main as cli_main

    cast = tuple(CastMember(name, "", "easy") for name in NAMES)
    path = Path(user_folders) / "seasons" / "waits.toml"
    setup = SeasonSetup("W", 1, cast, (PRACTICE,) * 3, 0, "social-snake", "duel.toml")
    _, session, part = start_main(create_season(path, setup), *PRACTICE_MATCH)
    part.play_bots(session)
    waiting = next_step(load_history(path).state)
    assert isinstance(waiting, PickDue)  # episode 1: nobody holds a token yet
    for wrong in (waiting.candidate, next(iter(waiting.choices))):  # the EC, and a non-EC
        data = load_toml(path).data
        data["episodes"][0]["saved"] = [wrong]
        write_toml_atomic(path, data)
        assert cli_main(["validate", str(path)]) == 1
        out = capsys.readouterr().out
        line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if "saved" in text)
        expected = f"{path}:{line}: {wrong} is not an Elimination Candidate holding a Token of Life"
        assert expected in out


def test_the_plan_screen_offers_until_two_remain_and_the_default_takes_it(app, user_folders):
    from game.season.plan_scene import PlanScene
    from game.ui.setup import SetupScene

    app.start(MainMenuScene(app))
    driver = Driver(app)
    driver.step(3)
    driver.click_button("Season")
    driver.click_button("New season")
    assert isinstance(app.top, SetupScene)
    driver.click_button("Start")
    assert isinstance(app.top, PlanScene)
    assert app.top.setup.until_two_remain and len(app.top.setup.plan) == 4  # 6 players
    driver.click_button("Then: host's choice until two remain")
    assert not app.top.setup.until_two_remain
    driver.click_button("Then: no more episodes")
    assert app.top.setup.until_two_remain
    driver.click_button("Start the season")
    assert isinstance(app.top, SeasonBoardScene)
    assert load_toml(app.top.path).data["until_two_remain"] is True


def test_season_lists_replay_a_season_only_when_it_or_its_matches_changed(user_folders):
    import os

    from game.season import listing
    from game.season.listing import kept_files, season_statuses

    path, step = season_at_token_decision(Path(user_folders), 9)
    data = load_toml(path).data
    data["name"] = "Renamed by hand"  # a change the runner did not make: not in the index
    write_toml_atomic(path, data)
    replayed: list[Path] = []

    def counting(season: Path):
        replayed.append(season)
        return ("counted", False)

    folder = path.parent
    first = listing.statuses_in(folder, [path], counting)
    assert replayed == [path] and first[path] == ("counted", False)
    listing.statuses_in(folder, [path], counting)
    assert replayed == [path]  # unchanged: the index answers
    match = path.parent / data["episodes"][0]["match"]
    os.utime(match, ns=(match.stat().st_atime_ns, match.stat().st_mtime_ns + 10**9))
    listing.statuses_in(folder, [path], counting)
    assert replayed == [path, path]  # a match file changed: read again
    (folder / "index.json").unlink()
    players_in = len(load_history(path).state.players_in)
    line = f"Renamed by hand · episode {step.episode} · {players_in} of 5 still in"
    assert season_statuses([path])[path] == (line, False)
    assert kept_files() == [(path, False)]


def test_a_human_seat_handed_to_a_bot_keeps_its_decisions_unless_the_host_says_so(
    app, user_folders
):
    path, step = season_at_token_decision(Path(user_folders), 9)
    name = step.candidate
    driver = open_board(app, path)
    driver.click_button("Hand a seat to a bot")
    assert isinstance(app.top, ChoiceScene)
    driver.click_button(f"Let a bot play for {name}…")
    assert isinstance(app.top, ChoiceScene) and app.top.heading == f"Who decides for {name}?"
    driver.key(pygame.K_RETURN)  # the default: the person still decides
    driver.step(3)
    history = load_history(path)
    member = next(m for m in history.season.setup.cast if m.name == name)
    assert member.bot == "normal" and member.person_decides
    assert history.season.episodes[step.episode - 1].saved == []  # nothing decided for them
    assert isinstance(next_step(history.state), SaveDue)
    if isinstance(app.top, MessageScene):
        close_the_ceremony(driver)
    board = app.top
    assert isinstance(board, SeasonBoardScene)
    row = board.results.cells[board.results.names.index(name)]
    assert row[-1].endswith(" · bot plays")  # a bot plays the seat; the person decides
    assert any(f"{name} still decides" in line for line in board.results.awards)
    driver.click_button(f"{name}: Token of Life")  # the person decides, by a click
    assert isinstance(app.top, ChoiceScene)
    assert any(f"{name} decides this" in note for note in app.top.notes)
    driver.key(pygame.K_ESCAPE)
    driver.step(2)

    driver.click_button("Hand a seat to a bot")
    driver.click_button(f"Let a person play for {name} (now normal bot, person decides)")
    driver.step(3)
    member = next(m for m in load_history(path).season.setup.cast if m.name == name)
    assert member.bot == "" and not member.person_decides

    driver.click_button("Hand a seat to a bot")
    driver.click_button(f"Let a bot play for {name}…")
    driver.click_button("The bot decides too")
    driver.step(3)
    history = load_history(path)
    member = next(m for m in history.season.setup.cast if m.name == name)
    assert member.bot == "normal" and not member.person_decides
    assert history.season.episodes[step.episode - 1].saved == [name]  # bots spend
    if isinstance(app.top, MessageScene):
        close_the_ceremony(driver)
    board = app.top
    row = board.results.cells[board.results.names.index(name)]
    assert row[-1].endswith(" · bot")  # the board says a bot plays and decides
    assert not any(f"{name} still decides" in line for line in board.results.awards)


def test_the_board_log_opens_at_the_latest_episode(app, user_folders):
    path, step = season_at_token_decision(Path(user_folders), 3)  # decides in episode 3
    open_board(app, path)
    board = app.top
    assert isinstance(board, SeasonBoardScene)
    log = board.awards_log
    shown = [text for text, _ in log._rows[log.first_row : log.first_row + log.visible_rows]]
    assert any(row.startswith(f"Main Match {step.episode}:") for row in shown)
    assert not any(row.startswith("Main Match 1:") for row in shown)  # older ones scroll up


def test_how_to_play_from_the_seasons_opens_on_the_season_pages(app, user_folders):
    from game.ui.howto import HowToPlayScene

    app.start(MainMenuScene(app))
    driver = Driver(app)
    driver.step(3)
    driver.click_button("Season")
    driver.click_button("How to play: seasons")
    assert isinstance(app.top, HowToPlayScene)
    assert app.top.pages[app.top.page].title.startswith("Season")


def test_the_demo_holds_the_champions_board_before_exit_closes_it(user_folders):
    from game.season.demo import CHAMPION_SECONDS, DemoSeasonScene

    app = App(headless=True)  # a frame lasts the dt given

    cast = tuple(CastMember(name, "", "easy") for name in NAMES[:4])
    path = seasons_dir() / "demo.toml"
    create_season(path, SeasonSetup("D", 2, cast, (PRACTICE,), 0, "social-snake", "duel.toml"))
    app.start(MainMenuScene(app))
    demo = DemoSeasonScene(app, path, 0.0)
    app.push(demo)
    driver = Driver(app)
    for _ in range(2000):
        if demo.history.state.over:
            break
        driver.step(dt=0.01)
    assert demo.history.state.over and not demo.final  # the champion is not gone at once
    champion = demo.history.state.champion
    assert f"{champion} is champion" in demo.results.detail
    driver.step(int(CHAMPION_SECONDS / 0.25) + 2, dt=0.25)
    assert demo.final  # `demo season --exit` closes now
    pygame.quit()


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_season_setup_lists_its_plans_whole_and_start_takes_the_one_chosen(user_folders, size):
    from game.season.plan_scene import PlanScene
    from game.ui.layout_check import findings
    from game.ui.layout_record import LAYOUT

    window = App(headless=True, size=size)
    try:
        driver = season_setup(window)
        if size == (800, 600):  # a narrow window: the plans are a page of their own
            driver.click_button("Plan & options »")
        plans = ("Each game in turn", "Host's choice", "Quick: 4 episodes")
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            faults = [f"{f.kind}: {f.what}" for f in findings(window)]
        finally:
            LAYOUT.on = False
        for plan in plans:  # whole on its button ("» … «": the one chosen, the default)
            words = f"» {plan} «" if plan == plans[0] else plan
            assert driver.button(words).text == words
            assert not [fault for fault in faults if plan in fault]
        driver.click_button("Host's choice")
        driver.click_button("Start")
        assert isinstance(window.top, PlanScene)
        assert window.top.setup.plan == (PlannedEpisode(),)
        assert window.top.setup.until_two_remain
    finally:
        pygame.quit()


def test_the_bots_host_chooses_main_matches_that_hand_out_few_tokens(user_folders):
    """Every EC holding a Token of Life spends it (RULINGS §7): the bots' host, choosing,
    takes a level handing out at most 2 Tokens of Life (Bugcatcher), never Social Snake's
    4 or 6 nor Double-edged Edges' 4."""
    from game.season.runner import host_choices, most_tokens

    cast = tuple(CastMember(name, "", "normal") for name in (*NAMES, "Fay"))
    setup = SeasonSetup("H", 1, cast, (PlannedEpisode(),), 0, "social-snake", "duel.toml", True)
    assert {most_tokens(choice) for choice in host_choices(6)} == {2, 4, 6}
    due = [MainMatchDue(n, tuple(setup.names), PlannedEpisode()) for n in range(1, 25)]
    assert {bot_choice(setup, step) for step in due} == {("bugcatcher", "house-of-larks.toml")}


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
@pytest.mark.parametrize("preset", ["Quick: 4 episodes", "Each game in turn"])
def test_the_setups_preview_of_a_plan_is_the_plan_that_start_takes(user_folders, size, preset):
    from game.games import game_by_id
    from game.season.plan_scene import PlanScene, planned_words
    from game.ui.layout_record import LAYOUT, TEXT

    window = App(headless=True, size=size)
    try:
        driver = season_setup(window)
        driver.click_button("Add player")  # 7 players: five episodes one each
        if size == (800, 600):  # a narrow window: the plans are a page of their own
            driver.click_button("Plan & options »")
        chosen = next(b for b in driver.buttons() if preset in b.text)
        driver.click_element(chosen)
        driver.step(2)
        LAYOUT.on = True
        try:
            driver.move((2, 2))
            drawn = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
        finally:
            LAYOUT.on = False
        driver.click_button("Start")
        assert isinstance(window.top, PlanScene)
        setup = window.top.setup
        plan = [f"{n}. {planned_words(p)}" for n, p in enumerate(setup.plan, 1)]
        assert len(plan) == (4 if preset.startswith("Quick") else 5)
        if setup.until_two_remain:
            ending = "then host's choice until two remain"
        else:
            ending = "then the most Tokens of Life, then garnets, win"
        by_game: dict[str, list[str]] = {}  # the same plan in fewer rows: episodes by game
        for number, planned in enumerate(setup.plan, 1):
            title = game_by_id(planned.game).title if planned.game else "Host's choice"
            level = level_title(planned.game or "", planned.level or "").split(":")[0]
            by_game.setdefault(title, []).append(f"{number} {level}")
        compact = [f"{game}: {', '.join(episodes)}" for game, episodes in by_game.items()]
        shown = " ".join(drawn)  # rows wrapped at spaces, joined again
        whole = " ".join([*plan, ending]) in shown
        assert whole or " ".join([*compact, ending]) in shown, shown
        if size == (1366, 768):
            assert whole  # one episode a line where there is room
    finally:
        pygame.quit()


def test_keys_for_the_match_never_make_a_persons_pick_when_it_ends(user_folders):
    """A person hurrying the Main Match's reveal with End, Enter and Space keeps pressing
    them as it ends: they carry into the results and on to the board, but make no
    irreversible decision (the board and its ceremony drop keys for a moment, the board
    focuses no decision, the pick list preselects nobody, a confirm's default is Back)."""
    from game.ui.monkey import play_until
    from game.ui.results import ResultsScene

    app = App(headless=True, size=(1366, 768))  # frames of 1/60 s: the quiet is counted in them
    cast = tuple(CastMember(name, "", "easy", person_decides=True) for name in NAMES)
    path = seasons_dir() / "hurried.toml"
    create_season(path, SeasonSetup("H", 1, cast, (PRACTICE,) * 3, 0, "social-snake", "duel.toml"))
    driver = open_board(app, path)
    driver.click_button("Play episode 1")
    play_until(app, ResultsScene, limit=600)  # End, Enter on every reveal
    hurry = (pygame.K_END, pygame.K_RETURN, pygame.K_SPACE) * 4
    driver.keys(*hurry)  # as the match ends: its results go on to the board
    assert isinstance(app.top, MessageScene)  # the ceremony, not closed unread
    driver.step(60)
    driver.keys(*hurry)  # a second on, the same hands: the ceremony closes, nothing more
    pick = next_step(load_history(path).state)
    assert isinstance(pick, PickDue)  # seed 1: the EC holds no token
    assert load_history(path).season.episodes[0].picks == {}
    board = app.top
    assert isinstance(board, SeasonBoardScene) and board.menu.focused_item is None
    driver.click_button(f"{pick.candidate}: pick an opponent")  # a click is deliberate
    assert app.top.menu.focused_item is None  # nobody preselected: Enter picks nobody
    driver.keys(pygame.K_RETURN, pygame.K_SPACE)
    assert app.top.heading == f"{pick.candidate} picks an opponent"
    driver.keys(pygame.K_DOWN, pygame.K_RETURN)  # Down chooses the first who may be picked
    assert app.top.heading.startswith(f"{pick.candidate} picks ")
    assert app.top.menu.focused_item.label == "Back: pick again"  # Enter goes back
    driver.key(pygame.K_RETURN)
    assert app.top.heading == f"{pick.candidate} picks an opponent"
    assert load_history(path).season.episodes[0].picks == {}
    pygame.quit()
