"""Issue 28, sixth round, Antisocial Snake as a new player meets it in the window: a halted
snake keeps its own look (its grey disc, its start colour's rim) and wears a small stop
badge, on the board and in the snake table; the owner's chip in the snake table is a plain
square in the seat's colour, no letter that reads as a snake's; at 800x600 the side panel
keeps the question or bids being entered in view and draws nothing into its footer."""

from __future__ import annotations

import pygame
import pytest
from test_social_small_window import drawn

from game.antisocial_snake.draw import tile_fill, trail_colour
from game.app import App
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.snake_body import STOP_FILL, stop_badge_rect
from game.ui.tour import table_of


def _finished_replay(colour_blind: bool) -> App:
    app = App(headless=True, size=(1366, 768))
    app.settings.colour_blind = colour_blind
    show(app, "antisocial-replay")
    driver = Driver(app)
    driver.key(pygame.K_END)  # the end of the round on screen
    driver.key(pygame.K_END)  # the match's last step: halted snakes on the board
    return app


@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_halted_snake_keeps_its_look_and_wears_a_small_stop_badge(colour_blind):
    """Every halted snake became the same red octagon: blue, green and yellow snakes read as
    red, and on a red tile the sign all but vanished. Now its head is its own grey disc in its
    start colour's rim, and only a corner badge says halted."""
    app = _finished_replay(colour_blind)
    try:
        replay = app.top
        board = replay.shown_board()
        view = replay.view_for(replay.shown_step().chapter)
        halted = [s for s in board.snakes if s.halted]
        assert halted
        for snake in halted:
            cell = view.cell_rect(snake.cells[-1])
            below_letter = (cell.centerx, cell.centery + cell.height * 28 // 100)
            assert app.screen.get_at(below_letter)[:3] == trail_colour(snake.letter), snake.letter
            column = [
                app.screen.get_at((cell.left + 3, y))[:3] for y in range(cell.top, cell.bottom)
            ]
            column += [
                app.screen.get_at((cell.centerx, y))[:3] for y in range(cell.top, cell.centery)
            ]
            assert tile_fill(snake.colour, colour_blind) in column, snake.letter
            badge = stop_badge_rect(cell.width).move(cell.topleft)
            red = [
                app.screen.get_at((badge.centerx, y))[:3] for y in range(badge.top, badge.bottom)
            ]
            assert STOP_FILL in red, snake.letter
            assert STOP_FILL not in column, snake.letter  # no red outside the badge
        rows = replay.score_rows(board, replay.story[replay.shown_step().chapter])
        for snake in halted:  # the snake table's mark: the same disc with the badge
            row = next(r for r in rows if r.name.split()[0] == snake.letter)
            image = pygame.Surface((24, 24))
            image.fill((0, 0, 0))
            row.mark(image, image.get_rect(), app.font(12, True))
            assert image.get_at((2, 12))[:3] == tile_fill(snake.colour, colour_blind)
            assert image.get_at((5, 12))[:3] == trail_colour(snake.letter)
            corner = [image.get_at((18, y))[:3] for y in range(0, 12)]
            assert STOP_FILL in corner, snake.letter
    finally:
        app.settings.colour_blind = False


def _panel_texts(app: App) -> list:
    """The entry panel's text rows as drawn in the next frame (right of the board)."""
    items, _ = drawn(app)
    left = app.top.view.area.right
    return [item for item in items if item.kind == "text" and item.rect.left > left]


def _footer_clear(rows: list) -> None:
    """Nothing drawn into the "lines x–y of z" footer."""
    footer = next(item for item in rows if item.text.startswith("lines "))
    for item in rows:
        if item is not footer and item.rect.top < footer.rect.top:
            assert item.rect.bottom <= footer.rect.top, item.text


def test_at_800x600_the_quiz_keeps_the_question_being_answered_in_view():
    """After Q4 the current question (">") dropped below the panel's visible lines."""
    app = App(headless=True, size=(800, 600))
    with table_of(8):
        show(app, "antisocial-quiz")
    driver = Driver(app)
    entry = app.top
    while entry.current_mode != "answers":
        driver.key(pygame.K_m)
    questions = len(entry.spec.questions)
    assert questions >= 5
    for number in range(questions):
        rows = _panel_texts(app)
        assert any(item.text.startswith(f"> Q{number + 1} answer") for item in rows), number
        _footer_clear(rows)
        driver.key(pygame.K_DOWN)


def test_at_800x600_the_bids_line_stays_in_view_while_pressing_plus_and_minus():
    """The "Bids:" line scrolled out of view while ±5 was pressed."""
    app = App(headless=True, size=(800, 600))
    with table_of(8):
        show(app, "antisocial-bidding")
    driver = Driver(app)
    view = app.top.view
    for cell in ((0, 0), (9, 0), (2, 2), (5, 7)):  # red, blue, green, yellow: a priority order
        driver.click(view.cell_rect(cell).center)  # its lines push the bids down the panel
    assert len(app.top.entry.tiles) == 4
    colours = len(app.top.spec.snake_colours)
    for colour in range(colours):
        driver.key(pygame.K_1 + colour)
        for key in (pygame.K_EQUALS, pygame.K_EQUALS, pygame.K_MINUS):
            driver.key(key)
            rows = _panel_texts(app)
            assert any(item.text.startswith("Bids:") for item in rows), [i.text for i in rows]
            if any(item.text.startswith("lines ") for item in rows):
                _footer_clear(rows)
