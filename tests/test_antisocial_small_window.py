"""Issue 27 on Antisocial Snake's largest table (8 seats) in an 800×600 window, driven as a
player does: the standings fold behind a chip (F2) beside the key's (F1) so the board gets
its room, the panel keeps every quiz question whole and scrolls with the wheel, and the
replay's snake chips are the snakes' own shades."""

from __future__ import annotations

import pygame
import pytest
from test_social_small_window import drawn, texts

from game.antisocial_snake.draw import trail_colour
from game.antisocial_snake.quiz import wording
from game.app import App
from game.screen_tour import show
from game.table.seats import NAME_LIMIT
from game.ui.driver import Driver
from game.ui.layout_check import KINDS, SHORTENED
from game.ui.tour import table_of

SMALL = (800, 600)


def shown(screen: str, seats: int | None = 8) -> tuple[App, Driver]:
    app = App(headless=True, size=SMALL)
    with table_of(seats):
        show(app, screen)
    return app, Driver(app)


def test_the_quiz_board_gets_its_room_and_the_standings_open_with_f2():
    app, driver = shown("antisocial-quiz")
    entry = app.top
    items, found = drawn(app)
    assert [f for f in found if f.kind in KINDS] == []
    assert entry.view.cell_size >= 40  # 30 px when the standings sat under the board
    assert "Standings" not in texts(items)
    driver.key(pygame.K_F2)
    opened = texts(drawn(app)[0])
    assert "Standings" in opened and "Hide standings (F2)" in opened
    assert any(text.startswith("Your snakes on this board") for text in opened)
    driver.key(pygame.K_F1)  # the key instead: one card at a time
    swapped = texts(drawn(app)[0])
    assert "Hide key (F1)" in swapped and "Standings" not in swapped
    driver.key(pygame.K_ESCAPE)
    assert "Hide key (F1)" not in texts(drawn(app)[0])


def test_every_quiz_question_is_read_whole_by_scrolling_the_panel():
    app, driver = shown("antisocial-quiz")
    entry = app.top
    questions = list(entry.spec.questions)
    seen: set[str] = set()
    for _ in range(12):
        seen.update(texts(drawn(app)[0]))
        driver.wheel(entry.view.area.move(entry.view.area.width + 60, 0).center, -2)
    said = " ".join(seen)
    for question in questions:
        last_word = wording(question).split()[-1]
        assert last_word in said, wording(question)
    assert entry.panel_scroll > 0


def test_the_replay_chips_are_the_snakes_own_shades():
    app, driver = shown("antisocial-replay", None)
    replay = app.top
    driver.key(pygame.K_END)
    board = replay.shown_board()
    rows = replay.score_rows(board, replay.story[replay.shown_step().chapter])
    image = pygame.Surface((20, 20))
    snakes = sorted(board.snakes, key=lambda s: (len(s.letter), s.letter))
    for snake, row in zip(snakes, rows, strict=True):
        row.mark(image, pygame.Rect(0, 0, 20, 20), app.font(12, True))
        if not snake.halted:
            assert image.get_at((10, 3))[:3] == trail_colour(snake.letter)
        assert row.name.startswith(snake.letter)


@pytest.mark.parametrize(("screen", "words"), [("antisocial-placement", "placing"),
                                               ("antisocial-quiz", "moving")])  # fmt: skip
def test_an_entry_title_keeps_a_16_letter_name_whole_at_800x600(screen, words):
    """Issue 28 (third evening): "WWWW…: place yo…" — the fixed words are shortened, never
    the name, and the title is drawn whole."""
    app = App(headless=True, size=SMALL)
    with table_of(8, long_names=True):
        show(app, screen)
    name = app.top.player
    assert len(name) == NAME_LIMIT
    items, found = drawn(app)
    assert f"{name}: {words}" in texts(items)
    assert [f for f in found if f.kind == SHORTENED] == []


def test_the_results_keep_eight_16_letter_names_whole_beside_ten_boards_at_800x600():
    """Issue 28 (third evening): "WWWWWWWWWWWWWWW…" in the results table at 800x600."""
    app = App(headless=True, size=SMALL)
    with table_of(8, long_names=True):
        show(app, "antisocial-results")
    items, found = drawn(app)
    assert [f for f in found if f.kind == SHORTENED] == []
    assert "WWWWWWWWWWWWWWWW" in texts(items)
    assert {f"B{number}" for number in range(1, 11)} <= set(texts(items))


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_eight_seats_fold_the_standings_but_keep_the_key_where_it_fits(size):
    """Third evening: with 8 seats at 1366x768 the standings folded and took the key with
    them, leaving a third of the window empty beside the board; the key stays beside it.
    Fourth round: at 1366x768 the standings sit whole under the key instead of folding."""
    app = App(headless=True, size=size)
    with table_of(8, long_names=True):
        show(app, "antisocial-frame")
    items, found = drawn(app)
    words = texts(items)
    if size == (1366, 768):
        assert "Standings" in words and "Standings (F2)" not in words
    else:
        assert "Standings (F2)" in words and "Standings" not in words
    assert "red tile" in words and "Key (F1)" not in words
    assert [f for f in found if f.kind in KINDS] == []


@pytest.mark.parametrize("seats", [2, 5, 8])
def test_the_replays_last_step_keeps_every_owners_long_name_whole_at_1024x600(seats):
    """Each snake's row names its owner whole; where "(blue)" leaves no room, the row drops
    the colour word (its mark shows the colour) rather than cut the name."""
    from game.bench_layout import Case, check, fault_lines

    case = Case("antisocial-replay@end", (1024, 600), seats, long_names=True)
    assert fault_lines(check([case])) == []
