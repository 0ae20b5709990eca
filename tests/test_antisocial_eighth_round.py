"""Issue 28, seventh evening, as a player meets it in the window: a refused quiz answer's
red message gets its own room in the side panel, whole, never under a button."""

from __future__ import annotations

import math
import re

import pygame
import pytest
from test_antisocial_scenes import humans, open_entry, press, small_session, to_movement
from test_social_small_window import drawn, texts

from game.antisocial_snake import events as ev
from game.antisocial_snake.draw import Picture, SnakePicture, TileView
from game.antisocial_snake.entry import MovementScene
from game.antisocial_snake.reveal import halving_cell
from game.app import App
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.layout_check import OVERLAP
from game.ui.menu import MainMenuScene
from game.ui.settings import Settings
from game.ui.snake_body import fit_letter, head_rings, plate_rect, stop_badge_rect
from game.ui.tour import table_of

CTRL = pygame.KMOD_CTRL


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_a_refused_quiz_answer_is_said_whole_above_the_buttons(size):
    """Q1 answered "zz" and Ctrl+Enter on the 8-seat quiz board: the red line was cut by
    the "Mode" button at 1366x768 and ran behind it (its tail between Mode and Undo) at
    800x600."""
    app = App(headless=True, size=size)
    with table_of(8, long_names=True):
        show(app, "antisocial-quiz")
    driver = Driver(app)
    entry = app.top
    driver.key(pygame.K_PAGEDOWN)
    driver.type_text("zz")
    driver.key(pygame.K_RETURN, mod=CTRL)
    assert app.top is entry and '"zz" is not a snake' in entry.message
    items, found = drawn(app)
    assert [f for f in found if f.kind == OVERLAP] == [], found
    buttons = [entry.mode_button, entry.undo_button, entry.redo_button, entry.submit_button]
    top = min(button.rect.top for button in buttons)
    said = message_items(items, entry.message)
    assert all(item.rect.bottom <= top for item in said), [(i.text, i.rect) for i in said]
    assert all(item.size >= 12 for item in said)
    assert any(text.startswith("> Q1 answer") for text in texts(items))  # the focus in view


def message_items(items: list, message: str) -> list:
    """The drawn rows that spell `message` whole, in drawing order (fails if none do)."""
    rows = [item for item in items if item.kind == "text"]
    for first, item in enumerate(rows):
        if not message.startswith(item.text) or not item.text:
            continue
        said, words = [], ""
        for row in rows[first:]:
            words = f"{words} {row.text}".strip()
            said.append(row)
            if words == message:
                return said
            if not message.startswith(words):
                break
    raise AssertionError(f"not drawn whole: {message}")


def test_a_click_on_a_snake_in_the_replay_singles_out_its_owners_snakes():
    """8 seats, 32 snakes A…AF: the owners were only in a list showing 6 of 32 at 800x600
    and a click on a snake did nothing. A click on a head lists its owner's snakes (each
    with the owner's mark) and rings them on the board; a second click shows all again."""
    app = App(headless=True, size=(800, 600))
    with table_of(8, long_names=True):
        show(app, "antisocial-replay")
    driver = Driver(app)
    replay = app.top
    driver.key(pygame.K_END)
    board = replay.shown_board()
    snake = max(board.snakes, key=lambda s: (len(s.letter), s.letter))  # AF
    owners = replay.story[replay.shown_step().chapter].owners()  # (the board's say -1)
    owner = replay.session.state.names[owners[snake.letter]]
    theirs = sorted(s.letter for s in board.snakes if owners[s.letter] == owners[snake.letter])
    view = replay.view_for(replay.shown_step().chapter)
    assert "click a snake: its owner's" in " ".join(texts(drawn(app)[0]))
    driver.click(tuple(int(v) for v in view.cell_centre(snake.cells[-1])))
    items, found = drawn(app)
    words = " ".join(texts(items))
    assert f"{owner}'s snakes (ringed)" in words
    listed = sorted(m[1] for m in (re.match(r"([A-Z]{1,2}) \((red|blue|green|yellow)\) · ", t)
                                   for t in texts(items)) if m)  # fmt: skip
    assert listed == theirs, texts(items)
    assert view.own == frozenset(theirs)  # the rings on the board
    assert [f for f in found if f.kind == OVERLAP] == [], found
    driver.click(tuple(int(v) for v in view.cell_centre(snake.cells[-1])))
    assert "(ringed)" not in " ".join(texts(drawn(app)[0])) and view.own == frozenset()


def test_a_click_on_a_snake_in_the_live_reveal_keeps_its_owner_hidden():
    """During the match only the owner knows which letters are theirs (RULINGS)."""
    app = App(headless=True, size=(800, 600))
    with table_of(8, long_names=True):
        show(app, "antisocial-reveal")
    driver = Driver(app)
    reveal = app.top
    assert not reveal.show_owners
    driver.key(pygame.K_END)
    board = reveal.shown_board()
    view = reveal.view_for(reveal.shown_step().chapter)
    seen = texts(drawn(app)[0])
    driver.click(tuple(int(v) for v in view.cell_centre(board.snakes[0].cells[-1])))
    after = texts(drawn(app)[0])
    assert after == seen and "(ringed)" not in " ".join(after) and not view.own


@pytest.mark.parametrize("board_side", [330, 200])
def test_the_apples_under_a_halted_head_keep_clear_of_its_stop_badge(board_side):
    """Frame board: the "apples under it" plate sat on the halted head's stop octagon (both
    in the top-right corner); on a halted head the plate goes left of the badge."""
    app = App(headless=True)
    tile = (1, 1)
    colours = tuple(((c, r), "r") for c in range(3) for r in range(3))

    def drawn_board(apples: int) -> pygame.Surface:
        view = TileView(3, 3, pygame.Rect(0, 0, board_side, board_side), app.font)
        surface = pygame.Surface((board_side, board_side))
        snake = SnakePicture("AF", "r", (tile,), halted=True)
        view.draw(surface, Picture(colours, ((tile, apples),) if apples else (), (), (snake,)))
        return surface, view.cell_rect(tile)

    bare, cell = drawn_board(0)
    plated, _ = drawn_board(9)
    badge = stop_badge_rect(cell.width).move(cell.topleft)
    corner = pygame.Rect(cell.left, cell.top, badge.left - cell.left, badge.height)

    def pixels(surface: pygame.Surface, area: pygame.Rect) -> list:
        return [surface.get_at((x, y)) for x in range(area.left, area.right)
                for y in range(area.top, area.bottom)]  # fmt: skip

    assert pixels(plated, badge) == pixels(bare, badge)  # the octagon whole
    assert pixels(plated, corner) != pixels(bare, corner)  # the plate is there


@pytest.mark.parametrize("size", [40, 62, 100])
@pytest.mark.parametrize("letters", ["AF", "AB", "W"])
def test_a_heads_letters_stay_on_its_disc_beside_its_badges(size, letters):
    """ "AF" moved down under the stop badge and its plate ran off the disc, a dark patch over
    the eyes (Frame board): the letters get smaller instead, inside the disc."""
    app = App(headless=True)
    radius = size * 0.36
    avoid = stop_badge_rect(size).union(plate_rect((20 * size // 100, size // 3), size, True))
    font, spot = fit_letter(app.font, letters, size, (size / 2, size / 2), avoid, radius)
    glyphs = font.render(letters, True, (255, 255, 255)).get_bounding_rect()
    box = pygame.Rect(0, 0, glyphs.width, glyphs.height)
    box.center = (round(spot[0]), round(spot[1]))
    corners = (box.topleft, box.topright, box.bottomleft, box.bottomright)
    inside = all(math.dist(c, (size / 2, size / 2)) <= radius + 1 for c in corners)
    assert inside or font.point_size == 12  # (12 px: the least text allowed)
    assert not box.colliderect(avoid)


def test_the_halving_callout_keeps_off_letters_and_numbers():
    """ "8÷2=4" was drawn over the halted snake's own letter: it goes on the body's tile
    behind the head, or on a neighbour with no number and no head."""
    colours = tuple(((c, r), "w") for c in range(3) for r in range(3))
    moved = SnakePicture("T", "y", ((1, 2), (1, 1)), halted=True)
    other = SnakePicture("A", "r", ((0, 1),))
    apples = (((1, 0), 3), ((2, 1), 2))
    picture = Picture(colours, apples, (), (moved, other))
    event = ev.Halted(1, "T", (1, 1), (1, 0), "occupied", 8, 4)
    assert halving_cell(picture, event) == (1, 2)  # the body behind the head
    still = SnakePicture("T", "y", ((1, 1),), halted=True)
    picture = Picture(colours, apples, (), (still, other))
    cell = halving_cell(picture, event)  # below: (1, 2), free
    assert cell == (1, 2) and cell not in dict(apples)
    blocked = Picture(colours, (*apples, ((1, 2), 1)), (), (still, other))
    assert halving_cell(blocked, event) == (1, 1)  # nowhere else: its own tile, as before


def test_a_twist_over_the_shared_cap_says_the_cap_is_shared(tmp_path):
    """ "Snake C has no twist left." read as C's own limit: the cap is all your snakes'."""
    app = App(headless=True)
    app.start(MainMenuScene(app))
    session = small_session(tmp_path, "theme", humans(), twist_cap=1)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_d, pygame.K_r)  # C: A1 down, right: one twist, the cap
    press(app, pygame.K_d)  # a second
    assert scene.entry.moves[0] == "DR"
    assert "no twist left: they share 1 twist on this board" in scene.message
    assert "Snake C" not in scene.message


def test_your_ring_on_a_striped_head_is_wide_enough_to_show():
    """800x600 colour-blind: the 2 px white "yours" band beside a rim of white stripes read
    as one more stripe; on a striped rim a 2 px black line parts it from the stripes."""
    app = App(headless=True, size=(800, 600), settings=Settings(colour_blind=True))
    view = TileView(10, 10, pygame.Rect(0, 0, 420, 420), app.font, colour_blind=True)
    striped = view.snake_look("b", "AE", False, True)
    bright = TileView(10, 10, pygame.Rect(0, 0, 420, 420), app.font)
    plain = bright.snake_look("b", "AE", False, True)
    assert striped.edge_pattern is not None and plain.edge_pattern is None
    rings = head_rings(striped, view.cell_size)
    assert rings.edge >= 2
    assert head_rings(plain, view.cell_size).edge == 1  # the plain look as it was
