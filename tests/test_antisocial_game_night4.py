"""Issue 28, game night four, Antisocial Snake as a new player met it in the window: players
are marked "P1", "P2"… on a grey plate everywhere (a seat's "B" in blue read as snake B or a
blue tile), and nothing is drawn over a snake's two-letter label."""

from __future__ import annotations

import pygame
import pytest
from test_social_small_window import drawn, texts

from game.antisocial_snake.demo import demo_session
from game.antisocial_snake.draw import Picture, SnakePicture, TileView
from game.antisocial_snake.replay_view import replay_scene
from game.app import App
from game.screen_tour import show
from game.ui import theme
from game.ui.driver import Driver
from game.ui.snake_body import corner_taken, fit_letter, head_rings
from game.ui.tour import over_menu, played_out

SIZES = [(1366, 768), (800, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_finished_snake_list_marks_each_owner_by_seat_number(size):
    app = App(headless=True, size=size)
    session = played_out(demo_session(seed=3, players=8))
    over_menu(app, replay_scene(app, session))
    driver = Driver(app)
    driver.key(pygame.K_END)  # the board's end,
    driver.key(pygame.K_END)  # then the match's: owners shown
    replay = app.top
    board = replay.shown_board()
    rows = replay.score_rows(board, replay.story[replay.shown_step().chapter])
    owners = {snake.letter: snake.owner for snake in board.snakes}
    letters = set(owners)
    for row in rows:
        snake = next(letter for letter in owners if row.name.startswith(letter + " "))
        number = f"P{owners[snake] + 1}"
        assert row.tag_key == number and number not in letters
        image = pygame.Surface((18, 18))
        row.tag(image, image.get_rect(), app.font(15, True))
        assert image.get_at((2, 2))[:3] == theme.numbered_mark(0).fill  # no tile colour
    assert len(rows) == len(board.snakes) == 32


def test_results_mark_players_p1_to_p4_never_by_seat_letter():
    from game.antisocial_snake.results import match_results

    app = App(headless=True, size=(800, 600))
    session = played_out(demo_session(seed=3, players=4, level_name="practice.toml"))
    results = match_results(session)
    font = app.font(14, True)
    for player in range(4):
        drawn_mark = pygame.Surface((24, 24))
        expected = pygame.Surface((24, 24))
        results.paint_mark(drawn_mark, drawn_mark.get_rect(), player, font)
        mark = theme.numbered_mark(player)
        theme.draw_player_mark(expected, expected.get_rect(), mark, font)
        assert mark.letter == f"P{player + 1}"
        assert pygame.image.tobytes(drawn_mark, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_the_curtain_standings_mark_players_by_number():
    app = App(headless=True, size=(800, 600))
    show(app, "antisocial-curtain")
    Driver(app).key(pygame.K_F2)
    shown = texts(drawn(app)[0])
    assert {"P1", "P2", "P3", "P4"} <= set(shown), shown


def _letter_covered(surface, view, snake, corner=(0, 0), heading=(0, 1)) -> int:
    """How many of the label's solid glyph pixels do not show the letter's ink where the
    head's painter puts them (a badge drawn over the label changes them)."""
    size = view.cell_size
    cell = view.cell_rect(snake.cells[-1])  # the head image, centred on the cell's middle
    origin = (round(cell.left + size / 2) - size // 2, round(cell.top + size / 2) - size // 2)
    look = view.snake_look(snake.colour, snake.letter, snake.halted, False, corner)
    centre = (size / 2 - heading[0] * size * 0.1, size / 2 - heading[1] * size * 0.1)
    disc = head_rings(look, size).radius  # the label stays inside its disc
    font, spot = fit_letter(view.font, snake.letter, size, centre, corner_taken(look, size), disc)
    label = font.render(snake.letter, True, theme.WHITE)
    glyphs = label.get_bounding_rect()
    box = pygame.Rect(0, 0, glyphs.width, glyphs.height)
    box.center = (round(spot[0]), round(spot[1]))
    solid = [
        (x, y)
        for x in range(glyphs.width)
        for y in range(glyphs.height)
        if label.get_at((glyphs.left + x, glyphs.top + y)).a == 255
    ]
    assert solid
    at = (origin[0] + box.left, origin[1] + box.top)
    covered = [p for p in solid if surface.get_at((at[0] + p[0], at[1] + p[1]))[:3] != theme.WHITE]
    return len(covered)


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("letter", ["AF", "AE", "AB", "W"])
def test_no_badge_is_drawn_over_a_snakes_label_at_800x600(letter, colour_blind):
    """ "AF" halted read "A": the stop octagon, and the apples plate under a head, sat on the
    label's second letter. On a 10x10 board as big as at 800x600, the label stays whole."""
    app = App(headless=True, size=(800, 600))
    view = TileView(10, 10, pygame.Rect(0, 0, 420, 420), app.font, colour_blind=colour_blind)
    colours = tuple(((c, r), "b") for c in range(10) for r in range(10))
    halted = SnakePicture(letter, "b", ((2, 1), (2, 2)), halted=True)
    on_apples = SnakePicture(letter, "b", ((6, 1), (6, 2)))
    apples = (((6, 2), 9),)
    surface = pygame.Surface((420, 420))
    view.draw(surface, Picture(colours, apples, (), (halted, on_apples)))
    assert 38 <= view.cell_size <= 44
    assert _letter_covered(surface, view, halted) == 0
    assert _letter_covered(surface, view, on_apples, view.apples_plate(9)) == 0


def test_the_eight_seat_replay_at_800x600_shows_every_two_letter_label_whole():
    """The evening's board: eight seats, colour-blind, 800x600, the match's end reached by
    keys; every halted or apple-plated head with a two-letter label shows it whole."""
    app = App(headless=True, size=(800, 600))
    app.settings.colour_blind = True
    over_menu(app, replay_scene(app, played_out(demo_session(seed=3, players=8))))
    driver = Driver(app)
    driver.key(pygame.K_END)
    driver.key(pygame.K_END)
    app.frame_wanted = True
    app.step()
    replay = app.top
    view = replay.view_for(replay.shown_step().chapter)
    board = replay.shown_board()
    checked = 0
    for snake in board.snakes:
        apples = board.apples.get(snake.cells[-1], 0)
        if len(snake.letter) < 2 or not (snake.halted or apples) or len(snake.cells) < 2:
            continue
        heading = (snake.cells[-1][0] - snake.cells[-2][0], snake.cells[-1][1] - snake.cells[-2][1])
        picture = SnakePicture(snake.letter, snake.colour, tuple(snake.cells), snake.halted)
        covered = _letter_covered(app.screen, view, picture, view.apples_plate(apples), heading)
        assert covered == 0, snake.letter
        checked += 1
    assert checked >= 2


def test_the_setup_says_what_the_seed_decides():
    """ "The ten-board match of the seed": seeds 1 and 651489 gave the same boards. The level
    says so, and it is true: the boards are the level's, the letters are the seed's."""
    from game.antisocial_snake.demo import DEMO_LEVEL
    from game.antisocial_snake.levels import level_from_document
    from game.core.paths import LEVELS
    from game.core.tomlfile import load_toml

    level = level_from_document(load_toml(LEVELS / "antisocial-snake" / DEMO_LEVEL))
    assert "the same boards in every match" in level.description
    assert "of the seed" not in level.description
    first, second = (demo_session(seed, 4) for seed in (1, 651489))
    assert first.state.level.boards == second.state.level.boards
    for session in (first, second):
        session.let_bots_act()
        session.advance()
    letters = [
        {snake.start: snake.letter for snake in s.state.boards[-1].snakes} for s in (first, second)
    ]
    assert letters[0] != letters[1]


def test_the_setup_says_players_are_numbered_in_the_lists_order():
    app = App(headless=True, size=(800, 600))
    show(app, "antisocial-setup")
    Driver(app).key(pygame.K_TAB)
    words = " ".join(texts(drawn(app)[0]))
    assert "players as P1, P2… in this list's order" in words


def test_the_frame_boards_key_explains_the_apples_plate_on_a_head():
    from game.antisocial_snake.draw import PLATE_WORDS
    from game.antisocial_snake.tour import _antisocial_entry

    app = App(headless=True, size=(1366, 768))
    _antisocial_entry(3, "movement")(app)  # Board 4: Frame, its moves
    Driver(app).key(pygame.K_F1)
    scene = app.top
    assert scene.spec.variation == "frame"
    assert PLATE_WORDS in [entry.words for entry in scene.legend.entries]
    assert PLATE_WORDS in texts(drawn(app)[0])


def test_eight_seats_choose_a_level_that_seats_them_at_once():
    """Practice (2–4 players) stayed chosen with eight seats until Start refused it."""
    app = App(headless=True, size=(1366, 768))
    show(app, "antisocial-setup")
    scene = app.top
    assert scene.levels[scene.level_index].level.players[1] == 4  # Practice, the default
    driver = Driver(app)
    while len(scene.seats) < 8:
        driver.click_button("Add player")
    chosen = scene.levels[scene.level_index]
    assert chosen.level.players[0] <= 8 <= chosen.level.players[1]
    assert all(choice.level.players[1] >= 8 for choice in scene.levels if choice.level)
    driver.click_button("Start")
    assert app.top is not scene  # the match begins: nothing to refuse
