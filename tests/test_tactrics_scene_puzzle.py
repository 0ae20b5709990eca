"""Tactrics Snakes' puzzle window: list, moves, undo / redo / restart, hints, success, monkey."""

import random
import re
import time

import pygame
import pytest

from game.app import App
from game.tactrics.board import rotate
from game.tactrics.puzzle import load_pack, load_progress, puzzle_key
from game.tactrics.puzzle_scene import PuzzleListScene, PuzzleScene, SolvedScene
from game.tactrics.scene import TactricsMenuScene
from game.tactrics.solver import solve
from game.ui import theme
from game.ui.monkey import click_events, key_event, monkey

FRAME = 1 / 60
PACK = load_pack()


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(TactricsMenuScene(app))
    app.tick([], FRAME)
    return app


def press(app, *keys, mod=0):
    for key in keys:
        app.tick([key_event(key, mod)], FRAME)


def open_puzzle(app, number):
    scene = PuzzleScene(app, PACK, PACK[number - 1])
    app.push(scene)
    app.tick([], FRAME)
    return scene


def click_tower(app, scene, tower, clockwise):
    x, y = scene.view.tower_centre(tower)
    app.tick(click_events((int(x + (8 if clockwise else -8)), int(y))), FRAME)


def test_the_menu_opens_the_list_and_the_list_opens_the_first_puzzle(app):
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.top, PuzzleListScene)
    assert len(app.top.pack) == len(PACK) >= 60
    press(app, pygame.K_RETURN)  # the first unsolved puzzle has the focus
    assert isinstance(app.top, PuzzleScene) and app.top.level == PACK[0]


def test_rotate_undo_redo_and_an_undoable_restart(app):
    scene = open_puzzle(app, 5)
    start = scene.session.board
    click_tower(app, scene, 9, True)
    click_tower(app, scene, 4, False)
    two = rotate(rotate(start, 9, True), 4, False)
    assert scene.session.board == two and scene.session.moves == 2
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.session.board == rotate(start, 9, True)
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert scene.session.board == two
    press(app, pygame.K_r)
    assert scene.session.board == start and scene.session.moves == 0
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.session.board == two and scene.session.moves == 2


def test_solving_a_par_one_puzzle_by_click_saves_and_offers_the_next(app):
    scene = open_puzzle(app, 1)
    (move,) = solve(scene.session.board).moves
    click_tower(app, scene, move.tower, move.clockwise)
    assert scene.session.solved
    assert load_progress() == {puzzle_key(PACK[0]): 1}
    for _ in range(30):  # the success message waits for the sweep to end
        app.tick([], FRAME)
    assert isinstance(app.top, SolvedScene) and app.top.stars == 3
    assert PACK[1].name in app.top.question
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PuzzleScene) and app.top.level == PACK[1]


def test_a_hint_arrives_without_blocking_and_is_a_first_move_of_a_shortest_solution(app):
    scene = open_puzzle(app, 18)  # takes the solver about half a second
    board = scene.session.board
    press(app, pygame.K_h, pygame.K_RETURN)  # Enter: "Show hint" (it costs a star)
    assert scene.hint_job is not None  # the frame ended before the solver did
    frames = 0
    deadline = time.monotonic() + 30
    while scene.hint_job is not None and time.monotonic() < deadline:
        app.tick([], FRAME)  # the window keeps drawing frames meanwhile
        frames += 1
        time.sleep(0.002)
    assert scene.hint is not None and frames >= 1
    after = rotate(board, scene.hint.tower, scene.hint.clockwise)
    assert solve(after).length == PACK[17].par - 1


def test_moving_cancels_a_running_hint(app):
    scene = open_puzzle(app, 32)
    press(app, pygame.K_h, pygame.K_RETURN)  # Enter: "Show hint" (it costs a star)
    job = scene.hint_job
    click_tower(app, scene, 10, True)
    assert scene.hint_job is None and job.cancel_flag.is_set()


def test_the_monkey_cannot_break_the_tactrics_screens():
    app = App(headless=True)
    app.start(TactricsMenuScene(app))
    seen = set()

    def refill(app):
        app.push(TactricsMenuScene(app))

    for chunk in range(12):
        monkey(app, 100, random.Random(chunk), refill)
        seen.update(type(scene).__name__ for scene in app.stack)
    for scene in list(app.stack):
        if isinstance(scene, PuzzleScene):
            scene.exit()
    assert "TactricsMenuScene" in seen


def empty_tower(board):
    from game.tactrics.board import TOWER_CYCLES

    return next(t for t in range(1, 20) if not any(board[c] for c in TOWER_CYCLES[t - 1]))


def test_turning_a_tower_without_pieces_is_refused_with_a_message_and_not_counted(app):
    scene = open_puzzle(app, 5)
    start = scene.session.board
    click_tower(app, scene, empty_tower(start), True)
    assert scene.session.board == start and scene.session.moves == 0
    assert not scene.session.can_undo
    assert "no pieces on it" in scene.notice


def test_leaving_a_puzzle_keeps_its_moves_and_reopening_resumes_them(app):
    scene = open_puzzle(app, 5)
    start = scene.session.board
    click_tower(app, scene, 9, True)
    click_tower(app, scene, 4, False)
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, PuzzleScene)
    again = open_puzzle(app, 5)
    assert again.session.moves == 2
    assert again.session.board == rotate(rotate(start, 9, True), 4, False)
    assert "Resumed your 2 moves" in again.notice
    assert again.notice_colour != theme.DANGER  # news, not an error
    press(app, pygame.K_r)  # the explicit restart
    assert again.session.board == start and again.session.moves == 0
    press(app, pygame.K_ESCAPE)
    assert open_puzzle(app, 5).session.moves == 0


def test_a_solved_puzzle_reopens_from_its_start(app):
    scene = open_puzzle(app, 1)
    (move,) = solve(scene.session.board).moves
    click_tower(app, scene, move.tower, move.clockwise)
    scene.back()
    assert open_puzzle(app, 1).session.moves == 0


def test_a_broken_progress_file_is_not_overwritten_when_leaving_a_puzzle(app):
    from game.tactrics.puzzle import progress_path

    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text("format = 1\nbest_moves = { a = 3, b = -1 }\n")
    scene = open_puzzle(app, 5)
    click_tower(app, scene, 9, True)
    press(app, pygame.K_ESCAPE)
    assert progress_path().read_text() == "format = 1\nbest_moves = { a = 3, b = -1 }\n"


def _hint_through_the_queue(app, number):
    from game.ui.driver import Driver

    driver = Driver(app)
    scene = open_puzzle(app, number)
    driver.key(pygame.K_h)
    driver.key(pygame.K_RETURN)  # "Show hint": the first hint costs a star
    deadline = time.monotonic() + 30
    while scene.hint is None and time.monotonic() < deadline:
        driver.step(dt=FRAME)
        time.sleep(0.002)
    assert scene.hint is not None
    return driver, scene


def test_a_hint_moves_the_keyboard_selection_so_the_key_it_names_turns_its_tower(app):
    """The hint said "turn tower 5 anticlockwise ([)" while the selection stayed on tower 10,
    so `[` turned tower 10."""
    driver, scene = _hint_through_the_queue(app, 18)
    hint, board = scene.hint, scene.session.board
    assert scene.input.selected == hint.tower
    driver.key(pygame.K_RIGHTBRACKET if hint.clockwise else pygame.K_LEFTBRACKET)
    assert scene.session.board == rotate(board, hint.tower, hint.clockwise)
    assert scene.session.moves == 1


def test_enter_plays_the_hint(app):
    driver, scene = _hint_through_the_queue(app, 18)
    hint, board = scene.hint, scene.session.board
    driver.key(pygame.K_RETURN)
    assert scene.session.board == rotate(board, hint.tower, hint.clockwise)
    assert scene.hint is None  # the position changed: the hint is spent


def test_a_puzzle_marks_the_pieces_not_yet_in_a_snake_that_counts(app):
    """A headless snake on the edge looked like a finished one."""
    from game.tactrics.board import CELL_CENTRES, cell_index
    from game.tactrics.draw import OPEN_MARK
    from game.tactrics.rules import parse_piece

    scene = open_puzzle(app, 5)

    def red_dashes_at(cell_name: str, token: str) -> int:
        board = [0] * 54
        board[cell_index(cell_name)] = parse_piece(token)
        surface = pygame.Surface(app.size)
        scene.view.draw(surface, tuple(board))
        x, y = scene.view.point(CELL_CENTRES[cell_index(cell_name)])
        reach = int(scene.view.scale * 0.6)
        return sum(
            surface.get_at((int(x) + dx, int(y) + dy))[:3] == OPEN_MARK[:3]
            for dx in range(-reach, reach)
            for dy in range(-reach, reach)
        )

    assert red_dashes_at("A1", "Rt") > 0  # a headless snake: not done
    assert red_dashes_at("C5", "Rt") > 0  # a lone piece
    assert red_dashes_at("A1", "Rh") == 0  # a one-headed snake counts


def test_a_puzzles_details_number_it_as_its_button_does(app):
    """A game-night finding: the Master pack's "18 Ouroboros" button opened details headed
    "70 Ouroboros" (its place among all puzzles)."""
    from game.ui.driver import Driver
    from game.ui.layout_record import LAYOUT

    press(app, pygame.K_DOWN, pygame.K_RETURN)
    driver = Driver(app)
    master = next(b for b in driver.buttons() if b.text.startswith("Master"))
    driver.click_element(master)
    driver.key(pygame.K_DOWN)  # from the pack's tab to one of its puzzles: its details show
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        driver.step()
        texts = [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    (heading,) = [text for text in texts if re.fullmatch(r"\d\d  .+", text)]  # "07  Name"
    number, name = heading.split("  ", 1)
    assert f"{number} {name}" in [button.text for button in driver.buttons()]


def test_on_800_by_600_the_stars_take_a_row_and_the_board_grows():
    """The panel kept 392 px for one row of moves, stars and "if solved now": the board
    was ~365 px on 800×600; then a 330 px panel kept it at ~425 px. The panel now gives way
    first (270 px): the board is ~485 px, the goal and every button's word still whole."""
    from game.tactrics.board import BOARD_SIZE
    from game.ui.layout_check import findings
    from game.ui.layout_record import LAYOUT

    small = App(headless=True, size=(800, 600))
    small.start(TactricsMenuScene(small))
    small.step(1 / 60)
    scene = open_puzzle(small, 1)
    assert scene.view.scale * BOARD_SIZE[0] >= 480
    press(small, pygame.K_RIGHTBRACKET)  # tower 10 is empty: the refusal is said whole
    LAYOUT.on = True
    small.frame_wanted = True
    try:
        small.step(1 / 60)
        faults = [f for f in findings(small) if f.kind in ("overlap", "outside", "shortened")]
        texts = [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    assert faults == []
    assert "if solved now" in texts or scene.session.solved
    assert any(text.startswith("Goal:") for text in texts)
    for button in scene.buttons.values():
        assert button.rect.right <= 800 and button.rect.top >= 300
        words = small.font(16, True).size(button.text)[0]  # the smaller button font
        assert words + 8 <= button.rect.width, button.text
    goal = next(text for text in texts if text.startswith("Goal:"))
    assert small.font(15).size(goal)[0] <= scene.panel_width


def test_on_800_by_600_the_hint_and_a_daily_title_are_wrapped_whole_not_cut():
    """The hint lost "Enter turns it." after "…marked in green;", and the puzzle of the
    day's title its date ("Puzzle of the day, 2026-…")."""
    from dataclasses import replace

    from game.ui.driver import Driver
    from game.ui.layout_check import findings
    from game.ui.layout_record import LAYOUT

    small = App(headless=True, size=(800, 600))
    small.start(TactricsMenuScene(small))
    small.step(FRAME)
    scene = PuzzleScene(small, PACK, replace(PACK[0], name="Puzzle of the day, 2026-11-29"))
    small.push(scene)
    driver = Driver(small)
    driver.step(dt=FRAME)
    driver.key(pygame.K_h)
    driver.key(pygame.K_RETURN)  # "Show hint": the first hint costs a star
    deadline = time.monotonic() + 30
    while scene.hint is None and time.monotonic() < deadline:
        driver.step(dt=FRAME)
        time.sleep(0.002)
    assert scene.hint is not None
    LAYOUT.on = True
    small.frame_wanted = True
    try:
        small.step(FRAME)
        faults = [f for f in findings(small) if f.kind in ("overlap", "outside", "shortened")]
        drawn = " ".join(item.text for item in LAYOUT.drawn if item.kind == "text")
    finally:
        LAYOUT.on = False
    assert faults == []
    assert "Enter turns it." in drawn and "2026-11-29" in drawn


def test_a_hint_clears_the_refusal_shown_before_it(app):
    """A red "Not allowed: …" stayed beside the new hint, as if the hint were refused."""
    from game.ui.driver import Driver

    scene = open_puzzle(app, 18)
    driver = Driver(app)
    x, y = scene.view.tower_centre(empty_tower(scene.session.board))
    driver.click((int(x) + 8, int(y)))
    assert scene.notice.startswith("Not allowed")
    driver.key(pygame.K_h)
    driver.key(pygame.K_RETURN)  # "Show hint": the first hint costs a star
    deadline = time.monotonic() + 30
    while scene.hint is None and time.monotonic() < deadline:
        driver.step(dt=FRAME)
        time.sleep(0.002)
    assert scene.hint is not None and scene.notice == ""


def test_the_first_hint_asks_first_and_says_it_costs_a_star(app):
    """A hint took a star with no warning: the first one now asks, naming the cost; Esc
    keeps the star and shows no hint; later hints on the puzzle ask nothing."""
    from game.ui.dialogs import ConfirmScene
    from game.ui.driver import Driver

    driver = Driver(app)
    scene = open_puzzle(app, 18)
    driver.key(pygame.K_h)
    assert isinstance(app.top, ConfirmScene) and "one star less" in app.top.question
    driver.key(pygame.K_ESCAPE)
    assert app.top is scene and scene.hint_job is None and scene.session.hints == 0
    driver.key(pygame.K_h)
    driver.key(pygame.K_RETURN)
    assert app.top is scene and scene.hint_job is not None
    deadline = time.monotonic() + 30
    while scene.hint is None and time.monotonic() < deadline:
        driver.step(dt=FRAME)
        time.sleep(0.002)
    assert scene.session.hints == 1
    driver.key(pygame.K_RETURN)  # plays the hint
    driver.key(pygame.K_h)
    assert app.top is scene and scene.hint_job is not None  # the star is already spent
