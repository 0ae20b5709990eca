"""Tactrics Snakes' puzzle packs, the star a hint costs, and the puzzle of the day."""

import time
from datetime import date

import pygame
import pytest

from game.app import App
from game.core.paths import LEVELS
from game.tactrics.daily import DAILY_PAR, daily_board, daily_key, daily_puzzle
from game.tactrics.generate import MASTER_NODES
from game.tactrics.levels import load_level
from game.tactrics.puzzle import (
    PACKS,
    keep_moves,
    kept_hints,
    load_pack,
    load_progress,
    load_stars,
    pack_of,
    packs,
    progress_path,
    puzzle_key,
    read_progress,
    record_solved,
    stars_for,
)
from game.tactrics.puzzle_scene import DAILY, PuzzleListScene, PuzzleScene, SolvedScene
from game.tactrics.rules import puzzle_rotate, puzzle_solved
from game.tactrics.scene import TactricsMenuScene
from game.tactrics.solver import solve
from game.ui.monkey import click_events, key_event, tick

FRAME = 1 / 60
PACK = load_pack()
PUZZLES = sorted((LEVELS / "tactrics-snakes" / "puzzles").glob("*.toml"))
DAY = date(2026, 11, 1)

# Puzzles 1–32 as first shipped: players' progress is kept by file name, so they must stay.
FIRST_32 = {
    "01-first-bite.toml": ("First bite", 1),
    "08-three-little-snakes.toml": ("Three little snakes", 2),
    "18-seed-puzzle.toml": ("Garter", 3),
    "27-seed-puzzle-ii.toml": ("Milk snake", 4),
    "29-seed-puzzle-iii.toml": ("Kingsnake", 5),
    "32-genius.toml": ("Genius", 6),
}


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(TactricsMenuScene(app))
    app.tick([], FRAME)
    return app


def through_the_loop(app, *events):
    """Post events to pygame's queue and run one pass of the shell's own loop."""
    tick(app, *events)


def click(app, element):
    through_the_loop(app, *click_events(element.rect.center))


def tab(scene, name):
    for control in scene.form.controls:
        if control.key == f"pack:{name}":
            return control.element
    raise AssertionError(f"no tab {name}")


def run_until(app, done, seconds=60):
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        tick(app)
        time.sleep(0.005)
    assert done()


# --- the packs ----------------------------------------------------------------------------------


def test_the_shipped_puzzles_fill_four_packs_with_pars_up_to_ten_every_one_proven():
    assert len(PACK) >= 60
    grouped = packs(PACK)
    assert list(grouped) == [name for name, _, _ in PACKS]
    assert max(level.par for level in PACK) >= 9
    for name, low, high in PACKS:
        assert all(low <= PACK[index].par <= high for index in grouped[name])
    assert all(level.par_proven for level in PACK)


def test_puzzles_1_to_32_keep_their_files_names_and_pars():
    names = [path.name for path in PUZZLES]
    assert names[31] == "32-genius.toml"
    for file, (name, par) in FIRST_32.items():
        level = load_level(LEVELS / "tactrics-snakes" / "puzzles" / file)
        assert (level.name, level.par) == (name, par)


@pytest.mark.parametrize("path", PUZZLES[32:], ids=[p.name for p in PUZZLES[32:]])
def test_each_new_puzzle_says_its_grade_and_its_par_is_what_the_solver_proves(path):
    level = load_level(path)
    assert f"Par {level.par}, proven shortest." in level.description
    solution = solve(
        level.board, 600, node_limit=MASTER_NODES, workers=1
    )  # as the generator proved it
    assert solution.proven and solution.length == level.par
    board = level.board
    for action in solution.moves:
        board = puzzle_rotate(board, action)
    assert puzzle_solved(board)


def test_the_list_shows_the_packs_as_tabs_and_a_tab_shows_its_puzzles(app):
    through_the_loop(app, key_event(pygame.K_DOWN), key_event(pygame.K_RETURN))
    scene = app.top
    assert isinstance(scene, PuzzleListScene)
    for name, _, _ in PACKS:
        assert tab(scene, name).text.startswith(name)
    assert tab(scene, DAILY).text == DAILY
    assert scene.tab == "Starter"  # nothing solved yet
    click(app, tab(scene, "Master"))
    assert scene.tab == "Master"
    shown = [c.key for c in scene.form.controls if c.key.startswith("puzzle")]
    assert shown and all(pack_of(PACK[int(key[6:])]) == "Master" for key in shown)
    first = next(c for c in scene.form.controls if c.key == shown[0])
    click(app, first.element)
    assert isinstance(app.top, PuzzleScene) and pack_of(app.top.level) == "Master"


def test_the_tab_counts_the_solved_puzzles_of_its_pack(app):
    record_solved(puzzle_key(PACK[0]), 1, 3)
    app.push(PuzzleListScene(app))
    app.tick([], FRAME)
    starter = len(packs(PACK)["Starter"])
    assert tab(app.top, "Starter").text == f"Starter 1/{starter}"


# --- a hint costs a star ------------------------------------------------------------------------


def test_stars_lose_one_for_a_hint_but_never_fall_below_one():
    assert stars_for(3, 3, hints=1) == 2
    assert stars_for(5, 3, hints=2) == 1
    assert stars_for(20, 3, hints=1) == 1
    assert stars_for(3, 3) == 3


def test_solving_with_a_hint_earns_two_stars_and_the_list_shows_them(app):
    scene = PuzzleScene(app, PACK, PACK[0])
    app.push(scene)
    app.tick([], FRAME)
    through_the_loop(app, key_event(pygame.K_h))
    through_the_loop(app, key_event(pygame.K_RETURN))  # "Show hint"
    run_until(app, lambda: scene.hint is not None)
    assert scene.session.hints == 1
    hint = scene.hint
    scene.rotate(hint)
    assert scene.session.solved
    run_until(app, lambda: isinstance(app.top, SolvedScene))
    assert app.top.stars == 2 and "A hint was used: one star less." in app.top.question
    assert load_stars() == {puzzle_key(PACK[0]): 2}
    assert load_progress() == {puzzle_key(PACK[0]): 1}
    listing = PuzzleListScene(app)
    assert listing.stars(PACK[0]) == 2


def test_a_hint_still_costs_its_star_after_leaving_and_coming_back(app):
    key = puzzle_key(PACK[5])
    keep_moves(key, [], hints=1)
    assert kept_hints(key) == 1
    scene = PuzzleScene(app, PACK, PACK[5])
    assert scene.session.hints == 1


def test_a_better_solve_without_hints_earns_the_three_stars(app):
    key = puzzle_key(PACK[0])
    record_solved(key, 1, 2)
    record_solved(key, 1, 3)
    assert load_stars()[key] == 3


def test_bad_star_and_hint_counts_in_the_progress_file_are_named_by_line():
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text(
        'format = 1\nbest_moves = {}\nbest_stars = { "a.toml" = 7 }\nhints_used = { "b" = -1 }\n'
    )
    _, problems = read_progress()
    text = [str(problem) for problem in problems]
    assert any(":3:" in line and "best_stars" in line for line in text)
    assert any(":4:" in line and "hints_used" in line for line in text)


# --- the puzzle of the day ----------------------------------------------------------------------


def test_the_puzzle_of_the_day_depends_on_the_date_alone_and_its_par_is_proven():
    board, par = daily_board(DAY)
    assert daily_board(DAY) == (board, par)
    assert DAILY_PAR[0] <= par <= DAILY_PAR[1]
    solution = solve(board, 120)
    assert solution.proven and solution.length == par
    other, _ = daily_board(date(2026, 11, 3))
    assert other != board


def test_the_daily_tab_makes_todays_puzzle_without_freezing_and_opens_it(app):
    listing = PuzzleListScene(app, today=DAY)
    app.push(listing)
    app.tick([], FRAME)
    click(app, tab(listing, DAILY))
    assert listing.daily is not None  # made in a worker thread: the frame has ended
    run_until(app, lambda: isinstance(app.top, PuzzleScene), seconds=120)
    puzzle = app.top
    assert puzzle.level.board == daily_board(DAY)[0]
    assert puzzle.level.path == daily_key(DAY)
    for action in solve(puzzle.level.board, 120).moves:
        puzzle.rotate(action)
    run_until(app, lambda: isinstance(app.top, SolvedScene))
    assert app.top.stars == 3 and "tomorrow" in app.top.question
    assert daily_key(DAY) in load_progress()


def test_the_day_puzzle_is_a_level_with_its_own_key():
    level = daily_puzzle(DAY)
    assert level is not None and level.par == daily_board(DAY)[1]
    assert level.path == "daily-2026-11-01" and "Puzzle of the day" in level.name


def test_every_puzzle_has_a_real_name_and_each_pack_numbers_its_puzzles_from_01(app):
    """ "18 Seed puzzle" and "Seed puzzle III" read as placeholders, and the Starter pack
    jumped from 08 to 33 (the numbers were places in the whole folder)."""
    import re

    names = [level.name for level in PACK]
    assert len(set(names)) == len(names)
    placeholders = [n for n in names if re.search(r"puzzle|\b[IVX]+$|\d", n, re.IGNORECASE)]
    assert placeholders == []
    through_the_loop(app, key_event(pygame.K_DOWN), key_event(pygame.K_RETURN))
    scene = app.top
    for name, _, _ in PACKS:
        click(app, tab(scene, name))
        buttons = [c.element for c in scene.form.controls if c.key.startswith("puzzle")]
        numbers = [int(button.text.split()[0]) for button in buttons]
        assert numbers == list(range(1, len(buttons) + 1)), name
    click(app, tab(scene, "Starter"))
    first = next(c.element for c in scene.form.controls if c.key.startswith("puzzle"))
    click(app, first)
    assert app.top.place == ("Starter", 1)


def test_only_the_focused_tab_is_highlighted_and_the_pack_on_show_is_underlined(app):
    """The Hard tab (on show) and the Puzzle of the day tab (focused) were both highlighted."""
    from game.ui import theme

    through_the_loop(app, key_event(pygame.K_DOWN), key_event(pygame.K_RETURN))
    scene = app.top
    click(app, tab(scene, "Hard"))
    while scene.form.current.key != f"pack:{DAILY}":
        through_the_loop(app, key_event(pygame.K_RIGHT))
    tabs = [c.element for c in scene.form.controls if c.key.startswith("pack:")]
    assert [t.text for t in tabs if t.is_selected] == [DAILY]
    drawn = pygame.Surface(app.size)
    scene.draw(drawn)
    hard, daily = tab(scene, "Hard").rect, tab(scene, DAILY).rect
    assert drawn.get_at((hard.centerx, hard.bottom + 3))[:3] == theme.ACCENT[:3]
    assert drawn.get_at((daily.centerx, daily.bottom + 3))[:3] != theme.ACCENT[:3]


def test_the_day_tab_says_its_words_whole_and_never_under_its_preview():
    """The day's words ran under the day's board preview on 800×600."""
    from dataclasses import replace

    from game.ui.layout_record import LAYOUT

    small = App(headless=True, size=(800, 600))
    small.start(TactricsMenuScene(small))
    small.tick([], FRAME)
    listing = PuzzleListScene(small, today=DAY)
    small.push(listing)
    small.tick([], FRAME)
    # today's puzzle made earlier (making it takes seconds): the tab opens it at once
    listing.daily_level = replace(load_pack()[0], path=daily_key(DAY))
    click(small, tab(listing, DAILY))
    assert isinstance(small.top, PuzzleScene)
    through_the_loop(small, key_event(pygame.K_ESCAPE))
    assert small.top is listing and listing.focus_key == f"pack:{DAILY}"
    LAYOUT.on = True
    small.frame_wanted = True
    try:
        small.tick([], FRAME)
        texts = [item for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    said = " ".join(item.text for item in texts)
    assert "Enter or a click plays it." in said
    assert not [item.text for item in texts if item.rect.colliderect(listing.layout.preview)]
