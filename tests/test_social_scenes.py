"""Social Snake's screens driven with real pygame events: setup, the hot-seat flow, the
private entries, leaving, continuing, replays and broken files."""

from __future__ import annotations

import os
import time

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS
from game.core.saves import replays_dir, saves_dir
from game.core.tomlfile import load_toml
from game.social_snake import draw
from game.social_snake.entry import MoveEntryScene, StartEntryScene, VoteScene
from game.social_snake.levels import level_from_document
from game.social_snake.match import summary
from game.social_snake.rules import CUT_EDGE, STAGE_AWARDS, Submission
from game.social_snake.scene import MatchFlowScene, setup_scene
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui import matches
from game.ui.continue_list import ContinueScene, row_words
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.driver import Driver
from game.ui.hotseat import PassScene
from game.ui.layout_record import LAYOUT
from game.ui.matches import ReplaysScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, continue_newest, key_event
from game.ui.setup import SetupScene

FRAME = 1 / 60
PRACTICE = LEVELS / "social-snake" / "practice-three-ridges.toml"


def tick(app: App, *events: pygame.event.Event, dt: float = FRAME) -> None:
    """`events` posted to pygame's queue, then one pass of the shell's own loop."""
    Driver(app).post(*events, dt=dt)


def key_release(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)


def press(app: App, *keys: int, mod: int = 0) -> None:
    """Each key pressed and released (a press that opens a screen is spent until released)."""
    for key in keys:
        tick(app, key_event(key, mod), key_release(key, mod))


def type_text(app: App, text: str) -> None:
    tick(app, *(pygame.event.Event(pygame.TEXTINPUT, text=letter) for letter in text))


def drawn_texts(app: App) -> list:
    """The lines of text the next frame draws (the kit's layout recorder)."""
    LAYOUT.on = True
    app.frame_wanted = True  # an idle window draws no frame
    try:
        tick(app)
        return [item for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False


def new_session(seats: list[Seat], seed: int = 4) -> MatchSession:
    level = level_from_document(load_toml(PRACTICE))
    return MatchSession.start(level, PRACTICE, seats, seed)


def one_human() -> list[Seat]:
    return [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]


def play_until(app: App, scene_type: type, limit: int = 400) -> None:
    """Tick (skipping reveals with End, then Enter) until a `scene_type` is on top."""
    for _ in range(limit):
        if isinstance(app.top, scene_type):
            return
        if isinstance(app.top, PassScene):
            tick(app, dt=1.0)
            press(app, pygame.K_SPACE)
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
    raise AssertionError(f"no {scene_type.__name__}; on top: {type(app.top).__name__}")


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def test_the_menu_opens_the_setup(app):
    labels = [item.label for item in app.top.menu.items]
    app.top.menu.set_focus(labels.index("Social Snake"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    assert len(app.top.seats) == 3 and len(app.top.levels) >= 6


def test_setup_claims_distinct_colours_and_refuses_duplicate_names(app):
    setup = setup_scene(app)
    app.push(setup)
    setup.form.focus_key("colour0")
    press(app, pygame.K_RIGHT)  # Red → Blue and Green are taken → Yellow
    colours = [seat.colour for seat in setup.seats]
    assert colours[0] == 3 and len(set(colours)) == 3
    setup.form.focus_key("name1")
    press(app, pygame.K_END)
    for _ in range(3):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Ann")
    assert setup.seats[1].name == "Ann"
    tick(app, *click_events(button(setup, "start").rect.center))
    assert app.top is setup and "same name" in setup.notice


def button(setup: SetupScene, key: str):
    return next(c.element for c in setup.form.controls if c.key == key)


def test_a_three_bot_match_plays_from_setup_to_results(app):
    from game.ui.results import ResultsScene

    setup = setup_scene(app)
    app.push(setup)
    setup.form.focus_key("kind0")
    press(app, pygame.K_RIGHT)  # Human → Bot: easy
    assert [seat.kind for seat in setup.seats] == ["easy", "normal", "normal"]
    tick(app, *click_events(button(setup, "start").rect.center))
    assert isinstance(app.top, MatchFlowScene) or app.top.title == "Reveal"
    play_until(app, ResultsScene)
    assert app.top.results.awards  # the match ended with its awards
    assert [path.suffix for path in saves_dir().glob("*")] == []
    assert len(list(replays_dir().glob("social-snake-*.level.toml"))) == 1


def open_first_entry(app: App, session: MatchSession) -> None:
    """Ann is the only human: no curtain to pass, her entry opens at once (issue 28)."""
    app.push(MatchFlowScene(app, session))
    tick(app)
    assert isinstance(app.top, StartEntryScene) and app.top.seat == 0


def test_a_human_entry_refuses_an_off_board_move_and_shows_the_cut(app):
    session = new_session(one_human())
    open_first_entry(app, session)
    starts = app.top
    assert isinstance(starts, StartEntryScene)
    tick(app, *click_events(starts.views[0].cell_rect((3, 1)).center))  # D2
    assert starts.picks == {"A": [(3, 1)]}
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    play_until(app, MoveEntryScene)
    entry = app.top
    head = entry.head("A")
    press(app, *[pygame.K_UP] * (head[1] + 1))
    assert entry.moves["A"] == "U" * head[1]
    assert entry.refused["A"] == ("U", CUT_EDGE)
    cut_mark = entry.views[0].cut_point((head[0], 0), (head[0], -1))  # against the edge
    assert app.screen.get_at(cut_mark)[:3] == draw.CUT_INK
    assert "(U dropped)" in entry.grid_lines("A")[0][0]
    said = drawn_texts(app)  # the reason, said just over the board, where the player looks
    board_top = entry.views[0].area.top
    assert any("U refused" in t.text and t.rect.bottom <= board_top for t in said)
    assert CUT_EDGE.split()[0] in " ".join(t.text for t in said if t.rect.bottom <= board_top)
    press(app, pygame.K_BACKSPACE)
    assert not any("refused" in t.text for t in drawn_texts(app))
    assert entry.refused["A"] is None and entry.moves["A"] == "U" * max(0, head[1] - 1)


def test_a_direction_change_in_round_one_is_refused_with_its_reason(app):
    session = new_session(one_human())
    open_first_entry(app, session)
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)  # no picks: asks, then a random start
    press(app, pygame.K_y)
    play_until(app, MoveEntryScene)
    entry = app.top
    head = entry.head("A")
    first, turn = (pygame.K_LEFT, pygame.K_UP) if head[0] > 0 else (pygame.K_RIGHT, pygame.K_UP)
    press(app, first, turn)
    assert len(entry.moves["A"]) == 1 and entry.refused["A"][0] == "U"
    assert "direction" in entry.refused["A"][1]
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    assert not isinstance(app.top, MoveEntryScene)
    assert session.record.phases[0].rounds[0].moves["A"][0] == entry.moves["A"]


def test_esc_in_a_match_asks_first_and_no_keeps_it(app):
    flow = MatchFlowScene(app, new_session(one_human()))
    app.push(flow)
    tick(app)
    press(app, pygame.K_ESCAPE)  # out of the entry: the curtain, the way out
    assert isinstance(app.top, PassScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and "saved" in app.top.question
    press(app, pygame.K_n)
    assert isinstance(app.top, PassScene) and flow in app.stack
    press(app, pygame.K_ESCAPE, pygame.K_y)
    assert isinstance(app.top, MainMenuScene) and flow not in app.stack


def first_move_entry(app: App) -> MoveEntryScene:
    session = new_session(one_human())
    open_first_entry(app, session)
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_y)
    play_until(app, MoveEntryScene)
    return app.top


def away_from_the_edge(entry: MoveEntryScene) -> tuple[int, str]:
    head = entry.head("A")
    return (pygame.K_LEFT, "L") if head[0] >= 2 else (pygame.K_RIGHT, "R")


def test_esc_in_move_entry_goes_back_to_the_curtain_and_keeps_the_draft(app):
    entry = first_move_entry(app)
    key, letter = away_from_the_edge(entry)
    press(app, key, key, pygame.K_PLUS if entry.premoves else key)
    typed = dict(entry.moves), dict(entry.premoves)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PassScene) and app.top.player == "Ann"
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    again = app.top
    assert isinstance(again, MoveEntryScene) and again is not entry
    assert (again.moves, again.premoves) == typed and again.moves["A"].startswith(letter * 2)


def test_ctrl_z_and_ctrl_y_undo_and_redo_moves_as_the_help_says(app):
    entry = first_move_entry(app)
    key, letter = away_from_the_edge(entry)
    press(app, key, key)
    assert entry.moves["A"] == letter * 2
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert entry.moves["A"] == letter
    press(app, pygame.K_z, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert entry.moves["A"] == "" and entry.message == "Nothing to undo."
    press(app, pygame.K_y, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert entry.moves["A"] == letter * 2
    assert "Ctrl+Z" in entry.help_line() and "Ctrl+Y" in entry.help_line()


def test_submitting_an_empty_entry_asks_first(app):
    entry = first_move_entry(app)
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    assert isinstance(app.top, ConfirmScene) and "without any moves" in app.top.question
    press(app, pygame.K_n)
    assert app.top is entry and 0 in entry.session.expected()
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_y)
    assert entry not in app.stack
    assert entry.session.record.phases[0].rounds[0].moves["A"][0] == ""


def test_start_picks_undo_and_an_empty_list_asks_before_a_random_start(app):
    session = new_session(one_human())
    open_first_entry(app, session)
    starts = app.top
    tick(app, *click_events(starts.views[0].cell_rect((3, 1)).center))
    assert starts.picks == {"A": [(3, 1)]}
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert starts.picks == {"A": []}
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    assert isinstance(app.top, ConfirmScene) and "random free cell" in app.top.question
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert app.top is starts and starts.picks == {"A": [(3, 1)]}


def test_continue_after_a_restart_resumes_the_same_state(app):
    session = new_session(one_human())
    open_first_entry(app, session)
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_y)
    play_until(app, MoveEntryScene)
    press(app, pygame.K_ESCAPE)  # back to the curtain, then leave the match
    press(app, pygame.K_ESCAPE, pygame.K_y)
    assert isinstance(app.top, MainMenuScene)
    again = App(headless=True)
    again.start(MainMenuScene(again))
    resumed = continue_newest(again)
    assert isinstance(resumed, MatchFlowScene)
    assert summary(resumed.session.state) == summary(session.state)
    tick(again)
    assert isinstance(again.top, MoveEntryScene) and again.top.seat == 0


def test_a_corrupt_save_is_a_row_with_its_problem_and_the_good_one_still_loads(app):
    good = new_session(one_human())
    broken = saves_dir() / "social-snake-broken.toml"
    broken.write_text('format = 1\ngame = "social-snake"\nlevel = [oops\n', encoding="utf-8")
    os.utime(broken, (time.time() + 5, time.time() + 5))  # the newest: the first row
    app.clear_to(MainMenuScene(app))
    Driver(app).click_button("Continue")
    assert isinstance(app.top, ContinueScene)
    assert "social-snake-broken.toml:3" in row_words(app.top.rows[0])
    press(app, pygame.K_RETURN)  # the broken save: its problem in a message
    assert isinstance(app.top, MessageScene)
    assert any("social-snake-broken.toml:3" in line for line in app.top.log.lines)
    press(app, pygame.K_RETURN, pygame.K_DOWN, pygame.K_RETURN)
    resumed = app.stack[1]  # in the list's place, above the menu
    assert isinstance(resumed, MatchFlowScene) and resumed.session.path == good.path


def test_a_save_that_cannot_be_continued_can_be_moved_aside(app):
    saves_dir().mkdir(parents=True, exist_ok=True)
    broken = saves_dir() / "social-snake-broken.toml"
    broken.write_text('format = 1\ngame = "social-snake"\nlevel = [oops\n', encoding="utf-8")
    app.clear_to(MainMenuScene(app))
    Driver(app).click_button("Continue (1)")
    press(app, pygame.K_DELETE)  # put aside: asked first
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_RETURN)
    assert not broken.exists()
    assert (saves_dir().parent / "set-aside" / broken.name).is_file()
    press(app, pygame.K_RETURN)  # "Put aside": where it is kept
    assert isinstance(app.top, ContinueScene) and app.top.rows == []
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenuScene)
    continue_item = next(item for item in app.top.menu.items if item.label == "Continue")
    assert not continue_item.enabled


def finished_match() -> MatchSession:
    bots = [Seat("Ann", "Red", "easy"), Seat("Bob", "Blue", "normal"), Seat("Cat", "Green", "hard")]
    session = new_session(bots)
    while not session.state.finished:
        session.let_bots_act()
        session.advance()
    return session


def test_replays_list_finished_matches_and_unreadable_files(app):
    finished_match()
    (replays_dir() / "social-snake-junk.toml").write_text("format = \n", encoding="utf-8")
    scene = matches.replays_scene(app)
    assert isinstance(scene, ReplaysScene)
    app.push(scene)
    rows = [" · ".join(matches.row_parts(entry)) for entry in scene.shown]  # button, details
    assert any("won by" in row and "Ann, Bob, Cat" in row for row in rows)
    junk = next(i for i, row in enumerate(rows) if "junk" in row)
    scene.menu.set_focus(junk)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MessageScene)
    assert any("social-snake-junk.toml:1" in line for line in app.top.log.lines)
    press(app, pygame.K_RETURN)
    good = next(i for i, row in enumerate(rows) if "won by" in row)
    scene.menu.set_focus(good)
    press(app, pygame.K_RETURN)
    assert app.top.title != scene.title and app.top is not scene


def test_a_broken_level_file_shows_its_path_line_messages(app, tmp_path):
    level = tmp_path / "broken.toml"
    level.write_text(
        'format = 1\ngame = "social-snake"\nname = "x"\nruleset = "nope"\n'
        '[grids.A]\nrows = ["1 2 3", "1 2", "1 2 3"]\n',
        encoding="utf-8",
    )
    setup = setup_scene(app)
    app.push(setup)
    setup.form.focus_key("path")
    type_text(app, str(level))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MessageScene)
    lines = app.top.log.lines
    assert any(line.startswith(f"{level}:4:") and "ruleset" in line for line in lines)
    assert any(line.startswith(f"{level}:6:") for line in lines)
    press(app, pygame.K_RETURN)
    assert app.top is setup and all(c.path != level for c in setup.levels)


def vote_session() -> MatchSession:
    """Everyone stands still for five rounds: all tied on 0 apples, so all of them vote."""
    session = new_session(one_human())
    session.submit_starts(0, {"A": []})
    session.let_bots_act()
    session.advance()
    while session.stage != STAGE_AWARDS:
        for seat in range(len(session.seats)):
            session.submit_moves(seat, {g: Submission() for g in session.state.active_grids})
        session.advance()
    return session


def test_the_private_vote_takes_the_human_choice(app):
    session = vote_session()
    call = session.vote()
    assert call is not None and 0 in call.voters and len(call.candidates) == 3
    app.push(MatchFlowScene(app, session))
    tick(app)
    assert isinstance(app.top, VoteScene)
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert session.record.votes["Ann"] == session.state.names[call.candidates[1]]


def test_the_attract_demo_plays_by_itself_and_any_key_returns_to_the_menu():
    from game.social_snake.demo import attract_scene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    demo = attract_scene(app)
    app.push(demo)
    for _ in range(30):
        tick(app, dt=0.1)
    assert app.top is not demo and demo in app.stack  # a reveal is playing on top of it
    assert demo.session.history.labels[-1] != "Setup"  # the bots have been playing
    press(app, pygame.K_a)
    assert isinstance(app.top, MainMenuScene) and demo not in app.stack


def test_every_game_s_idle_demo_returns_to_the_menu_on_a_key():
    from game.games import all_games

    demos = [game for game in all_games() if game.attract_scene is not None]
    assert len(demos) >= 3
    for game in demos:
        app = App(headless=True)
        app.start(MainMenuScene(app))
        app.push(game.attract_scene(app))
        for _ in range(10):
            tick(app, dt=0.1)
        press(app, pygame.K_a)
        assert isinstance(app.top, MainMenuScene), game.game_id


def own_levels(count: int) -> None:
    """`count` levels of the player's own in the user's levels folder (the editor's place)."""
    from game.core.paths import user_levels_dir

    folder = user_levels_dir() / "social-snake"
    folder.mkdir(parents=True, exist_ok=True)
    text = (LEVELS / "social-snake" / "practice-tunnels.toml").read_text(encoding="utf-8")
    for number in range(1, count + 1):
        named = text.replace('name = "', f'name = "Own {number:02}: ', 1)
        (folder / f"own-{number:02}.toml").write_text(named, encoding="utf-8")


def shown_levels(setup: SetupScene) -> set[str]:
    return {c.key for c in setup.form.controls if c.key[:5] == "level" and c.key[5:].isdigit()}


@pytest.mark.parametrize("size", [(1000, 625), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_level_list_scrolls_instead_of_running_over_the_controls_below(size):
    """Issue 21: with ten own levels the list keeps to its room; the wheel and the "More
    below" button bring the rest into view, and every level can still be chosen."""
    own_levels(10)
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    setup = setup_scene(app)
    app.push(setup)
    driver = Driver(app)
    driver.step()
    assert len(setup.levels) == 17
    controls = {control.key: control.element.rect for control in setup.form.controls}
    rows = [rect for key, rect in controls.items() if key.startswith("level")]
    below = [controls[key] for key in ("path", "open", "browse", "start", "seed")]
    assert all(not row.colliderect(other) for row in rows for other in below)
    assert max(row.bottom for row in rows) <= controls["path"].top
    seen = shown_levels(setup)
    assert len(seen) < 17
    pygame.mouse.set_pos(controls["levels-down"].center)  # the dummy video driver's pointer
    driver.wheel(controls["levels-down"].center, -1)  # the wheel: one level further
    assert len(shown_levels(setup) - seen) == 1
    seen |= shown_levels(setup)
    while any(button.text.startswith("More below") for button in driver.buttons()):
        driver.click_button("More below")
        seen |= shown_levels(setup)
    assert seen == {f"level{index}" for index in range(17)}
    driver.click_button("Own 10")
    assert setup.levels[setup.level_index].name.startswith("Own 10")
    driver.click_button("More above")
    assert "level16" in shown_levels(setup) or setup.level_first < 16


def test_a_refused_premove_garnet_says_all_are_placed_and_the_words_go_with_the_next_change(app):
    """'You have 1 garnet left to spend' stayed after both garnets were spent: the refusal
    says every spendable garnet is placed, and it leaves with the next change."""
    from game.social_snake.rules import spendable_garnets

    entry = first_move_entry(app)
    total = spendable_garnets(entry.session.state, entry.seat)
    press(app, *[pygame.K_PLUS] * (total + 1))
    assert entry.premoves[entry.grid] == total
    assert "placed" in entry.message or "no garnet" in entry.message
    assert "left to spend" not in entry.message
    press(app, pygame.K_MINUS)
    assert entry.message == ""
