"""Antisocial Snake's screens driven with real pygame events: setup to results, the
placement and movement entries (with each variation's extra control), refusals, undo,
Continue of a save with an unresolved entry, the reveal and the replay."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from antisocial_helpers import board_toml, cells, level_toml

from game.antisocial_snake import events as ev
from game.antisocial_snake.backend import describe_match
from game.antisocial_snake.board import MovementEntry, PlacementEntry
from game.antisocial_snake.draw import Picture, TileView, tile_ink, trail_colour
from game.antisocial_snake.entry import MovementScene, PlacementScene
from game.antisocial_snake.levels import level_from_document
from game.antisocial_snake.replay_view import open_replay
from game.antisocial_snake.reveal import SLIDE_TIME, RevealScene, chapter_of
from game.antisocial_snake.rules import STAGE_MOVEMENT
from game.antisocial_snake.scene import MatchFlowScene, resume_match, setup_scene
from game.antisocial_snake.session import MatchSession, stage_words
from game.app import App
from game.core.coords import parse_cell
from game.core.paths import LEVELS
from game.core.saves import replays_dir, saves_dir
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.board_view import Marks
from game.ui.driver import Driver
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, key_event
from game.ui.results import ResultsScene
from game.ui.setup import SetupScene
from game.ui.snake_body import EYE_WHITE

FRAME = 1 / 60
PRACTICE = LEVELS / "antisocial-snake" / "practice.toml"
SMALL = ["r 2w 3w b", "1w 2w 3w 1w", "b 1w 2w r", "1w 4w 1w 2w", "1w 1w 1w 1w"]
CTRL = pygame.KMOD_CTRL


def tick(app: App, *events: pygame.event.Event, dt: float = FRAME) -> None:
    """`events` posted to pygame's queue, then one pass of the shell's own loop."""
    Driver(app).post(*events, dt=dt)


def key_release(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)


def press(app: App, *keys: int, mod: int = 0) -> None:
    """Each key pressed and released (a press that opens a screen is spent until released)."""
    for key in keys:
        tick(app, key_event(key, mod), key_release(key, mod))


def click_cell(app: App, name: str) -> None:
    view = app.top.view
    centre = view.cell_centre(parse_cell(name))
    tick(app, *click_events((int(centre[0]), int(centre[1]))))


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def small_session(tmp_path: Path, variation: str, seats: list[Seat], **extra) -> MatchSession:
    path = tmp_path / f"{variation}.toml"
    text = level_toml(board_toml(SMALL, variation, **extra), players=(2, 2))
    path.write_text(text, encoding="utf-8")
    level = level_from_document(load_toml(path))
    return MatchSession.start(level, path, seats, seed=2)


def humans() -> list[Seat]:
    return [Seat("Ann", "Red"), Seat("Bob", "Blue")]


def to_movement(session: MatchSession) -> None:
    """Both players place on A1 / D1 and D3 / A3 (no booting)."""
    session.submit(0, PlacementEntry(cells(["A1", "D1"])))
    session.submit(1, PlacementEntry(cells(["D3", "A3"])))
    session.advance()
    assert session.stage == STAGE_MOVEMENT


def open_entry(app: App, session: MatchSession, scene_type: type, seat: int = 0):
    scene = scene_type(app, session, seat, lambda: None)
    app.push(scene)
    tick(app)
    return scene


# --- from setup to results -------------------------------------------------------------------


def test_the_menu_opens_the_setup_with_two_seats(app):
    labels = [item.label for item in app.top.menu.items]
    app.top.menu.set_focus(labels.index("Antisocial Snake"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    assert len(app.top.seats) == 2 and len(app.top.levels) == 2
    assert app.top.levels[0].path.name == "practice.toml"


def test_a_bots_only_match_plays_from_setup_to_results_and_becomes_a_replay(app):
    setup = setup_scene(app)
    app.push(setup)
    setup.form.focus_key("kind0")
    press(app, pygame.K_RIGHT)  # Human → Bot: easy
    start = next(c.element for c in setup.form.controls if c.key == "start")
    tick(app, *click_events(start.rect.center))
    for _ in range(200):
        if isinstance(app.top, ResultsScene):
            break
        press(app, pygame.K_END, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)
    results = app.top.results
    assert results.awards[0].startswith("Won by")
    assert [c.title for c in results.columns] == ["Total", "B1", "B2", "B3", "B4"]
    assert list(saves_dir().glob("antisocial-snake-*.toml")) == []
    replays = [p for p in replays_dir().glob("antisocial-snake-*.toml") if ".level." not in p.name]
    assert len(replays) == 1
    line = describe_match(replays[0])
    assert line.startswith("Practice: Two Rounds · ") and " · won by " in line
    replay = open_replay(app, replays[0])
    app.push(replay)
    press(app, pygame.K_END, pygame.K_END)  # the first board's end, then the match's
    assert replay.timeline.finished and replay.show_owners
    press(app, pygame.K_RETURN)
    assert app.top is not replay


def test_each_human_enters_behind_a_curtain_and_the_reveal_follows(app):
    session = MatchSession.start(
        level_from_document(load_toml(PRACTICE)), PRACTICE, humans(), seed=1
    )
    flow = MatchFlowScene(app, session)
    app.push(flow)
    tick(app)
    assert isinstance(app.top, PassScene)
    assert "Theme: The plain rules" in " ".join(app.top.status)  # the variation explained
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    placement = app.top
    assert isinstance(placement, PlacementScene) and placement.seat == 0
    for name in ("A1", "F1", "A2"):  # red, blue, green
        click_cell(app, name)
    press(app, pygame.K_RETURN, mod=CTRL)
    assert isinstance(app.top, PassScene)  # Bob's curtain: nothing of Ann's entry shown
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    for name in ("A6", "F6", "F2"):
        click_cell(app, name)
    press(app, pygame.K_RETURN, mod=CTRL)
    assert isinstance(app.top, RevealScene)
    assert not app.top.show_owners
    press(app, pygame.K_END, pygame.K_RETURN)
    assert app.top is flow or isinstance(app.top, PassScene)
    assert session.stage == STAGE_MOVEMENT


# --- placement -------------------------------------------------------------------------------


def test_placement_enforces_the_colour_rule_as_you_click(app, tmp_path):
    session = small_session(tmp_path, "theme", humans())
    scene = open_entry(app, session, PlacementScene)
    click_cell(app, "B1")  # white
    assert scene.entry.tiles == () and "white" in scene.message
    click_cell(app, "A1")
    click_cell(app, "D3")  # a second red
    assert scene.entry.tiles == cells(["A1"]) and "Your red snake is on A1" in scene.message
    click_cell(app, "D1")
    assert scene.entry.tiles == cells(["A1", "D1"])


def test_placement_priority_order_undo_redo_and_backspace(app, tmp_path):
    session = small_session(tmp_path, "theme", humans())
    scene = open_entry(app, session, PlacementScene)
    click_cell(app, "D1")
    click_cell(app, "A1")
    assert scene.entry.tiles == cells(["D1", "A1"])  # the order of the clicks
    press(app, pygame.K_z, mod=CTRL)
    assert scene.entry.tiles == cells(["D1"])
    press(app, pygame.K_y, mod=CTRL)
    assert scene.entry.tiles == cells(["D1", "A1"])
    press(app, pygame.K_BACKSPACE)
    assert scene.entry.tiles == cells(["D1"])
    click_cell(app, "D1")  # clicking a pick again takes it back
    assert scene.entry.tiles == ()


def test_a_refused_submission_keeps_the_screen_with_the_rules_reason(app, tmp_path):
    session = small_session(tmp_path, "theme", humans())
    scene = open_entry(app, session, PlacementScene)
    click_cell(app, "A1")
    press(app, pygame.K_RETURN, mod=CTRL)
    assert app.top is scene and "no snake on a blue tile" in scene.message
    assert session.pending == {}


def test_the_keyboard_alone_places_a_snake(app, tmp_path):
    session = small_session(tmp_path, "theme", humans())
    scene = open_entry(app, session, PlacementScene)
    scene.cursor = parse_cell("B2")
    press(app, pygame.K_UP, pygame.K_LEFT, pygame.K_SPACE)
    assert scene.entry.tiles == cells(["A1"])


@pytest.mark.parametrize(
    ("variation", "mode", "clicks", "field", "expected"),
    [
        ("frame", "frame", ["B1", "C2", "B5"], "frame", ["B1", "C2"]),  # row 5 refused
        ("toggle", "toggles", ["B2", "C2", "B4"], "toggles", ["B2", "C2"]),  # only 2
    ],
)
def test_placement_extras_each_have_their_click_mode(
    app, tmp_path, variation, mode, clicks, field, expected
):
    session = small_session(tmp_path, variation, humans())
    scene = open_entry(app, session, PlacementScene)
    assert scene.modes == ("snakes", mode)
    press(app, pygame.K_m)
    assert scene.current_mode == mode
    for name in clicks:
        click_cell(app, name)
    assert getattr(scene.entry, field) == cells(expected)
    assert scene.message  # the last click was refused, with a reason
    if field == "frame":  # where the apples land is outlined: 4 rows down
        outlined = {h.cell for h in scene.marks().highlights}
        assert cells(["B5"])[0] in outlined and cells(["B2"])[0] not in outlined


def test_your_own_toggles_are_previewed_on_the_board(app, tmp_path):
    """Issue 21: Toggle had no preview of your own flips (Swap and Frame have one)."""
    session = small_session(tmp_path, "toggle", humans())
    scene = open_entry(app, session, PlacementScene)
    a1 = parse_cell("A1")
    assert dict(scene.picture().colours)[a1] == "r"
    press(app, pygame.K_m)
    click_cell(app, "B1")  # flips B1 and its neighbours: A1 red → blue
    assert dict(scene.picture().colours)[a1] == "b"
    click_cell(app, "A1")  # A1 named next to a toggle: flipped twice, back to red
    colours = dict(scene.picture().colours)
    assert colours[a1] == "r" and colours[parse_cell("D1")] == "b"


def test_a_tile_your_snake_starts_on_keeps_its_colour_in_the_toggle_preview(app, tmp_path):
    """A player's start on C2 showed flipped to red while the list said "C2 (blue)"; the
    reveal then kept it blue (a snake sits on it)."""
    session = small_session(tmp_path, "toggle", humans())
    scene = open_entry(app, session, PlacementScene)
    a1 = parse_cell("A1")
    click_cell(app, "A1")  # a snake starts on A1 (red)
    assert a1 in scene.entry.tiles
    press(app, pygame.K_m)
    click_cell(app, "B1")  # would flip A1 (as without the snake), but a snake sits there
    assert parse_cell("B1") in scene.entry.toggles
    assert dict(scene.picture().colours)[a1] == "r"


def test_bids_start_legal_and_keep_one_hundred_chips(app, tmp_path):
    session = small_session(tmp_path, "bidding", humans())
    scene = open_entry(app, session, PlacementScene)
    assert scene.entry.bid_table == {"r": 50, "b": 50}
    press(app, pygame.K_2, pygame.K_PLUS, pygame.K_PLUS)
    assert scene.entry.bid_table == {"r": 40, "b": 60}
    buttons = [b for b in scene.extra_buttons if "red +" in b.text]
    tick(app, *click_events(buttons[0].rect.center))
    assert scene.entry.bid_table == {"r": 45, "b": 55}
    assert all("chips" not in reason for reason in scene.reasons())


# --- movement --------------------------------------------------------------------------------


def test_movement_refuses_moves_off_the_board_and_shows_the_twist_budget(app, tmp_path):
    session = small_session(tmp_path, "theme", humans(), twist_cap=1)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    first = scene.snakes[0]
    assert first.start == parse_cell("A1")
    press(app, pygame.K_UP)
    assert scene.entry.moves[0] == "" and scene.message == (
        f"Snake {first.letter}: move 1 leaves the board."
    )
    press(app, pygame.K_RIGHT, pygame.K_DOWN)  # one twist: the cap
    assert scene.entry.moves[0] == "RD" and scene.budget()[0] == (1, 1)
    press(app, pygame.K_RIGHT)  # a second twist is refused as you type
    assert scene.entry.moves[0] == "RD" and "no twist left" in scene.message
    press(app, pygame.K_TAB, pygame.K_d)
    assert scene.active == 1 and scene.entry.moves[1] == "D"
    assert scene.budget() == [(1, 1), (0, 0)]
    press(app, pygame.K_RETURN, mod=CTRL)
    assert app.top is not scene and session.pending[0].moves == ("RD", "D")


def test_clicking_beside_the_path_end_adds_a_move(app, tmp_path):
    session = small_session(tmp_path, "theme", humans())
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    click_cell(app, "B1")
    click_cell(app, "B2")
    assert scene.entry.moves[0] == "RD"
    click_cell(app, "D1")  # another of Ann's snakes: it becomes the active one
    assert scene.active == 1


def test_a_move_onto_another_snakes_start_warns_that_it_halts(app, tmp_path):
    """Issue 21: a move onto any snake's start tile halts, and entry did not warn."""
    session = small_session(tmp_path, "theme", humans())
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_DOWN)
    assert scene.entry.moves[0] == "D" and scene.message == ""
    press(app, pygame.K_DOWN)  # onto A3, where Bob's snake starts: allowed, with a warning
    assert scene.entry.moves[0] == "DD"
    assert "starts on A3" in scene.message and "halts" in scene.message


def test_swaps_are_two_clicks_on_neighbours(app, tmp_path):
    session = small_session(tmp_path, "swap", humans())
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_m)
    assert scene.current_mode == "swaps"
    click_cell(app, "B4")
    click_cell(app, "D4")  # not a neighbour
    assert scene.entry.swaps == () and "neighbours" in scene.message
    click_cell(app, "C4")
    assert scene.entry.swaps == ((parse_cell("B4"), parse_cell("C4")),)
    apples = dict(scene.picture().apples)
    assert apples[parse_cell("C4")] == 4  # the player sees the board after the swap
    click_cell(app, "C4")  # a click on a swapped tile takes the swap back
    assert scene.entry.swaps == ()
    click_cell(app, "A1")
    click_cell(app, "B1")  # A1 holds Ann's snake: refused as you click, never in the draft
    assert scene.entry.swaps == () and "snake cannot be swapped" in scene.message


def test_direction_tiles_cycle_clockwise_anticlockwise_none(app, tmp_path):
    session = small_session(tmp_path, "redirect", humans())
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_m)
    assert scene.current_mode == "redirects"
    click_cell(app, "B1")
    assert scene.entry.redirects == ((parse_cell("B1"), "cw"),)
    assert dict(scene.picture().directions) == {parse_cell("B1"): "cw"}
    click_cell(app, "B1")
    assert scene.entry.redirects == ((parse_cell("B1"), "ccw"),)
    click_cell(app, "B1")
    assert scene.entry.redirects == ()
    click_cell(app, "B5")  # not in a row or column of Ann's snakes (A1, D1)
    assert "not in the row or column" in scene.message
    assert scene.entry.redirects == ()  # a refused tile never enters the draft
    click_cell(app, "B1")
    assert scene.entry.redirects == ((parse_cell("B1"), "cw"),) and scene.message == ""


def test_quiz_answers_are_typed_per_question(app, tmp_path):
    questions = """
[[boards.questions]]
kind = "halts"
points = 3
[[boards.questions]]
kind = "most_apples"
points = 2
"""
    session = small_session(tmp_path, "quiz", humans(), questions=questions)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_PAGEDOWN)
    assert scene.current_mode == "answers"
    press(app, pygame.K_1, pygame.K_DOWN, pygame.K_m)
    assert scene.entry.answers == ("1", "m")
    assert any("not a snake" in reason for reason in scene.reasons())
    press(app, pygame.K_BACKSPACE, pygame.K_a)
    assert scene.entry.answers == ("1", "a")
    assert scene.reasons() == []


def test_a_quiz_answer_takes_every_typed_key_and_its_mode_button_names_pgdn(app, tmp_path):
    questions = """
[[boards.questions]]
kind = "most_apples"
points = 2
"""
    session = small_session(tmp_path, "quiz", humans(), questions=questions)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    driver = Driver(app)
    driver.key(pygame.K_PAGEDOWN)
    assert scene.current_mode == "answers"
    assert "(M)" not in scene.mode_button.text and "PgDn" in scene.mode_button.text
    moves = scene.entry.moves
    driver.type_text("m .")  # M types, Space and "." are taken by the answer too
    assert scene.current_mode == "answers"
    assert scene.entry.answers == ("m",)
    assert scene.entry.moves == moves


# --- saves -----------------------------------------------------------------------------------


def test_continue_restores_an_unresolved_entry(app, tmp_path):
    session = small_session(tmp_path, "theme", humans())
    session.submit(0, PlacementEntry(cells(["D1", "A1"])))
    assert session.path is not None and session.path.parent == saves_dir()
    again = MatchSession.load(session.path)
    assert again.pending == {0: PlacementEntry(cells(["D1", "A1"]))}
    flow = resume_match(app, session.path)
    app.push(flow)
    tick(app)
    assert isinstance(app.top, PassScene) and "Entered: Ann" in app.top.status
    to_movement_again = MovementEntry(("L", ""))
    again.submit(1, PlacementEntry(cells(["D3", "A3"])))
    again.advance()
    again.submit(0, to_movement_again)
    assert MatchSession.load(again.path).pending == {0: to_movement_again}


def test_a_save_with_a_broken_unresolved_entry_names_its_line(tmp_path):
    session = small_session(tmp_path, "theme", humans())
    session.submit(0, PlacementEntry(cells(["D1", "A1"])))
    text = session.path.read_text(encoding="utf-8").replace('"D1"', '"B1"')
    session.path.write_text(text, encoding="utf-8")
    from game.core.problems import ProblemsFound

    with pytest.raises(ProblemsFound) as found:
        MatchSession.load(session.path)
    problem = found.value.problems[0]
    assert "B1 is white" in problem.message and problem.line > 1


# --- rulings made for the window (RULES_NOTES) -----------------------------------------------


def test_the_reveal_names_owners_only_once_the_match_is_over(app, tmp_path):
    session = small_session(tmp_path, "theme", humans())
    session.submit(0, PlacementEntry(cells(["A1", "D1"])))
    session.submit(1, PlacementEntry(cells(["D3", "A3"])))
    outcome = session.advance()
    reveal = RevealScene(app, session, [chapter_of(outcome)], lambda: None)
    rows = reveal.score_rows(reveal.boards[-1], reveal.story[0])
    assert [row.name for row in rows] == [
        f"Snake {letter} ({colour})" for letter, colour in snake_colours(session)
    ]
    session.submit(0, MovementEntry(("D", "D")))
    session.submit(1, MovementEntry(("U", "U")))
    final = RevealScene(app, session, [chapter_of(session.advance())], lambda: None)
    assert session.finished and final.show_owners
    rows = final.score_rows(final.boards[-1], final.story[0])
    assert all(row.name.split(" · ")[1].split(" ")[0] in ("Ann", "Bob") for row in rows)


def snake_colours(session: MatchSession) -> list[tuple[str, str]]:
    words = {"r": "red", "b": "blue"}
    return [(s.letter, words[s.colour]) for s in session.state.boards[-1].snakes]


def test_a_hard_seat_plays_as_the_hard_bot(tmp_path):
    seats = [Seat("Ann", "Red", "hard"), Seat("Bob", "Blue", "normal")]
    session = small_session(tmp_path, "theme", seats)
    session.let_bots_act()
    from game.antisocial_snake.bot import choose_entry

    assert session.pending[0] == choose_entry(session.state, 0, "hard")
    again = MatchSession.load(session.path)
    assert again.record.players[0].bot == "hard" and set(again.pending) == {0, 1}


# --- demo and attract ------------------------------------------------------------------------


def test_the_demo_plays_bots_to_the_results_and_the_attract_mode_stops_on_a_key(app):
    from game.antisocial_snake.demo import attract_scene, demo_scene

    app.push(demo_scene(app, seed=3, players=2, instant=True))
    for _ in range(120):
        if isinstance(app.top, ResultsScene):
            break
        tick(app)
    assert isinstance(app.top, ResultsScene)
    app.clear_to(MainMenuScene(app))
    menu = app.top
    app.push(attract_scene(app))
    tick(app, dt=0.1)
    tick(app, dt=0.1)
    assert isinstance(app.top, RevealScene)
    press(app, pygame.K_a)
    assert app.top is menu


@pytest.mark.parametrize("variation", ["redirect", "bidding", "elemental"])
def test_the_curtain_explains_the_variation_in_lines_that_fit_the_window(app, tmp_path, variation):
    session = small_session(tmp_path, variation, humans())
    app.push(MatchFlowScene(app, session))
    tick(app)
    curtain = app.top
    assert isinstance(curtain, PassScene)
    explained = [line for line in curtain.status if line.startswith(variation.title())]
    assert explained
    font = app.font(24)
    assert all(font.size(line)[0] < app.size[0] - 40 for line in curtain.status)


def test_validate_checks_a_saves_unresolved_entries_too(tmp_path):
    from game.cli import check_file

    session = small_session(tmp_path, "theme", humans())
    session.submit(0, PlacementEntry(cells(["D1", "A1"])))
    assert check_file(session.path) == []
    text = session.path.read_text(encoding="utf-8").replace('"D1"', '"B1"')
    session.path.write_text(text, encoding="utf-8")
    problems = check_file(session.path)
    assert len(problems) == 1 and "the unfinished entry of Ann: B1 is white" in str(problems[0])


@pytest.mark.parametrize(
    ("pending", "message"),
    [
        ("pending = 3", '"pending" must be a table'),
        ("pending = {names = [1]}", '"names" lists the names of at most 8 players'),
        ('pending = {names = ["Ann", "Ann"]}', '"names" names a player twice'),
        ('pending = {names = ["Zed"], placement = [["A1"]]}', '"Zed" is not a player'),
        ('pending = {names = ["Ann"], moves = [["R"]]}', "the board is waiting for placement"),
        ('pending = {names = ["Ann"], bogus = 1}', 'unknown key "pending.bogus"'),
    ],
)
def test_a_broken_pending_table_is_one_problem_on_its_line(tmp_path, pending, message):
    from game.cli import check_file

    (tmp_path / "practice.toml").write_bytes(PRACTICE.read_bytes())
    path = tmp_path / "save.toml"
    path.write_text(
        'format = 1\ngame = "antisocial-snake"\nlevel = "practice.toml"\n'
        f'{pending}\n[[players]]\nname = "Ann"\n[[players]]\nname = "Bob"\n',
        encoding="utf-8",
    )
    problems = check_file(str(path))
    assert len(problems) == 1 and problems[0].line == 4 and message in problems[0].message


def test_the_menus_continue_resumes_the_newest_antisocial_save(app, tmp_path):
    from game.ui.monkey import continue_newest

    session = small_session(tmp_path, "theme", humans())
    session.submit(1, PlacementEntry(cells(["D3", "A3"])))
    resumed = continue_newest(app)
    assert isinstance(resumed, MatchFlowScene)
    assert resumed.session.pending == {1: PlacementEntry(cells(["D3", "A3"]))}
    tick(app)
    assert isinstance(app.top, PassScene) and "Still to enter: Ann" in app.top.status


def test_a_snake_slides_as_one_dark_trail_with_eyes_the_way_it_goes(app, tmp_path):
    """Issue 21: a snake was a row of discs. In the reveal, half-way through a move the head
    is across the line between the two tiles and the trail joins it to the start tile; at the
    step's end the head's eyes look the way it went."""
    session = small_session(tmp_path, "theme", humans())
    to_movement(session)
    session.submit(0, MovementEntry(("RR", "D")))
    session.submit(1, MovementEntry(("D", "D")))
    reveal = RevealScene(app, session, [chapter_of(session.advance())], lambda: None)
    app.push(reveal)
    tick(app)
    index, move = next(
        (index, event)
        for index, group in enumerate(reveal.groups)
        for event in group
        if isinstance(event, ev.Moved) and event.step == 2
    )
    press(app, pygame.K_SPACE, pygame.K_HOME, *[pygame.K_RIGHT] * index)
    assert reveal.timeline.time == reveal.starts[index]
    tick(app, key_event(pygame.K_SPACE), dt=SLIDE_TIME / 2 / reveal.timeline.speed)
    view = reveal.view_for(0)
    size = view.cell_size
    (x0, y0), (x1, y1) = view.cell_centre(move.origin), view.cell_centre(move.target)
    dx, dy = move.target[0] - move.origin[0], move.target[1] - move.origin[1]
    beside_boundary = ((x0 + x1) / 2 - dy * 0.3 * size, (y0 + y1) / 2 + dx * 0.3 * size)
    far_side = (x1 + dx * 0.34 * size, y1 + dy * 0.34 * size)
    start = view.cell_centre(move.origin)
    trail = (start[0] - dx * size / 2, start[1] - dy * size / 2)  # from the tile before

    def at(point):
        return tuple(app.screen.get_at((round(point[0]), round(point[1]))))[:3]

    body = trail_colour(move.letter)
    assert at(beside_boundary) == body and at(far_side) != body
    assert at(trail) == body
    press(app, pygame.K_RIGHT)  # the step's end: the head on its tile
    assert at(beside_boundary) != body and at(far_side) == body
    head = view.cell_rect(move.target)
    eyes = [
        (x - head.centerx) * dx + (y - head.centery) * dy
        for x in range(head.left, head.right)
        for y in range(head.top, head.bottom)
        if tuple(app.screen.get_at((x, y)))[:3] == EYE_WHITE
    ]
    assert eyes and min(eyes) > 0


def test_direction_tiles_are_large_arrows_that_the_cursor_leaves_in_sight(app):
    """Issue 21: redirect tiles were 20 px arcs in a corner, hidden by the cursor."""
    tile = (1, 1)
    picture = Picture(tuple(((c, r), "y") for c in range(3) for r in range(3)), (), ((tile, "cw"),))

    def arrow_pixels(cursor) -> int:
        view = TileView(3, 3, pygame.Rect(0, 0, 330, 330), app.font)
        surface = pygame.Surface((330, 330))
        view.draw(surface, picture, Marks(cursor=cursor))
        rect = view.cell_rect(tile)
        ink = tile_ink("y")
        return sum(
            tuple(surface.get_at((x, y)))[:3] == ink
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        )

    view = TileView(3, 3, pygame.Rect(0, 0, 330, 330), app.font)
    area = view.cell_rect(tile).width ** 2
    free = arrow_pixels(None)
    assert free > 0.06 * area  # a large arrow, not a corner mark
    assert arrow_pixels(tile) > 0.9 * free  # the cursor on the tile leaves it in sight


def test_each_snake_has_its_own_shade_of_trail(app):
    """Issue 21: after a reveal the board was a sea of same-coloured trails; snakes that
    started on one tile colour now differ by their own shade (the edge keeps the colour)."""
    from game.antisocial_snake.draw import SnakePicture

    view = TileView(3, 2, pygame.Rect(0, 0, 300, 200), app.font)
    colours = tuple(((column, row), "w") for column in range(3) for row in range(2))
    snakes = (
        SnakePicture("A", "r", ((0, 0), (1, 0), (2, 0))),
        SnakePicture("B", "r", ((0, 1), (1, 1), (2, 1))),
    )
    surface = pygame.Surface((300, 200))
    view.draw(surface, Picture(colours, (), (), snakes))
    first = tuple(surface.get_at(view.cell_rect((1, 0)).midleft))[:3]
    second = tuple(surface.get_at(view.cell_rect((1, 1)).midleft))[:3]
    assert first == trail_colour("A") and second == trail_colour("B") and first != second


def test_continue_names_the_board_as_the_match_does(tmp_path):
    """A game-night finding: Continue said "board 5" of the board the match calls Board 4."""
    session = small_session(tmp_path, "theme", humans())
    state = session.state
    line = describe_match(session.path)
    title = state.level.board_title(state.board_index)
    assert title.startswith("Board 1") and title in stage_words(state)
    assert f"{title} of {len(state.level.boards)} boards" in line
