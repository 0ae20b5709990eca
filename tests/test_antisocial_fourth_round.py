"""Issue 28, fourth round, Antisocial Snake as a new player meets it in the window: a snake's
disc says only which snake it is (a grey without a hue, its rim the start colour) and the
owner is a seat badge beside its apples; the board takes the room at 1366x768; the key lists
Frame's badges, yellow's element and booting from tied tiles where the board holds them."""

from __future__ import annotations

import pygame
from antisocial_helpers import cells
from test_antisocial_scenes import humans, small_session
from test_social_small_window import drawn, texts

from game.antisocial_snake.board import PlacementEntry
from game.antisocial_snake.draw import BOOT_WORDS, FRAME_WORDS, TOGGLE_WORDS, tile_fill
from game.antisocial_snake.entry import panel_rect
from game.antisocial_snake.reveal import RevealScene, chapter_of
from game.antisocial_snake.tour import _antisocial_entry
from game.app import App
from game.screen_tour import show
from game.ui import theme
from game.ui.driver import Driver
from game.ui.layout_check import KINDS
from game.ui.tour import table_of

WIDE = (1366, 768)


def _finished_replay() -> tuple[App, Driver]:
    app = App(headless=True, size=WIDE)
    show(app, "antisocial-replay")
    driver = Driver(app)
    driver.key(pygame.K_END)  # the board's end,
    driver.key(pygame.K_END)  # then the match's
    return app, driver


def _hue(colour: tuple[int, ...]) -> int:
    return max(colour[:3]) - min(colour[:3])


def test_a_snakes_disc_has_no_colour_but_its_rim():
    """ "The blue one is red": a disc in a hue of its own read as a second colour. Every head
    on the finished board is grey inside its rim, and its rim is its start tile's colour."""
    app, _ = _finished_replay()
    replay = app.top
    view = replay.view_for(replay.shown_step().chapter)
    board = replay.shown_board()
    checked = 0
    for snake in board.snakes:
        if snake.halted or board.apples.get(snake.cells[-1]):
            continue
        cell = view.cell_rect(snake.cells[-1])
        inside = (cell.centerx - cell.width * 27 // 100, cell.centery)
        assert _hue(app.screen.get_at(inside)) <= 6, snake.letter
        checked += 1
    assert checked >= 3


def test_the_snake_table_shows_each_owner_by_seat_badge_once_the_match_is_over():
    app, _ = _finished_replay()
    replay = app.top
    board = replay.shown_board()
    rows = replay.score_rows(board, replay.story[replay.shown_step().chapter])
    owners = {snake.letter: snake.owner for snake in board.snakes}
    image = pygame.Surface((16, 16))
    for row in rows:
        letter = row.name.split()[0]
        seat = theme.numbered_mark(owners[letter])
        assert row.tag is not None and row.tag_key == seat.letter
        row.tag(image, image.get_rect(), app.font(12, True))
        assert image.get_at((1, 1))[:3] == seat.fill[:3]
        assert replay.session.state.names[owners[letter]] in row.name


def _screen(name: str, size: tuple[int, int] = WIDE) -> App:
    app = App(headless=True, size=size)
    show(app, name)
    return app


def test_the_entry_board_takes_the_whole_height_with_the_standings_under_the_key():
    """At 1366x768 the standings strip under the board cost it 50 px of its side: it goes
    under the key, and the board is as tall as its room; the panel keeps to a third."""
    app = _screen("antisocial-placement")
    entry = app.top
    items, found = drawn(app)
    assert [f for f in found if f.kind in KINDS] == []
    said = texts(items)
    assert "Standings" in said
    assert entry.view.area.height >= 640  # 600 with the strip under it
    assert entry.strip_rect.top > entry.layout_now.legend.top  # under the key
    assert entry.strip_rect.left >= entry.view.area.right
    panel = app.size[0] - entry.view.area.right
    assert panel_rect(app.size).width <= app.size[0] // 3 and panel > 0


def test_the_entry_key_shows_frames_badge_on_frame_only():
    frame = _screen("antisocial-frame").top
    assert FRAME_WORDS in [entry.words for entry in frame.legend.entries]
    assert any(entry.words.startswith("1, 2") for entry in frame.legend.entries)
    plain = _screen("antisocial-placement").top
    assert FRAME_WORDS not in [entry.words for entry in plain.legend.entries]
    toggle = _screen("antisocial-toggle").top
    assert TOGGLE_WORDS in [entry.words for entry in toggle.legend.entries]


def test_the_elemental_key_says_yellow_has_no_element():
    app = App(headless=True, size=WIDE)
    with table_of(4):
        _antisocial_entry(2, "placement")(app)
    app.tick([], 1 / 60)
    words = [entry.words for entry in app.top.legend.entries]
    assert "yellow tile (no element)" in words and "red tile (fire)" in words
    plain = [entry.words for entry in _screen("antisocial-placement").top.legend.entries]
    assert "yellow tile" in plain


def _reveal_key(app: App, tmp_path, bob: list[str]) -> list[str]:
    tmp_path.mkdir()
    session = small_session(tmp_path, "theme", humans())
    session.submit(0, PlacementEntry(cells(["A1", "D1"])))
    session.submit(1, PlacementEntry(cells(bob)))
    reveal = RevealScene(app, session, [chapter_of(session.advance())], lambda: None)
    app.push(reveal)
    driver = Driver(app)
    driver.key(pygame.K_END)
    return [entry.words for entry in reveal.view_for(0).legend.entries]


def test_the_reveal_key_explains_booting_only_where_a_tie_booted_snakes(tmp_path):
    app = _screen("menu")
    booted = _reveal_key(app, tmp_path / "tie", ["A1", "A3"])  # both put A1 first: a tie
    assert BOOT_WORDS in booted
    calm = _reveal_key(app, tmp_path / "calm", ["D3", "A3"])
    assert BOOT_WORDS not in calm


def test_a_halted_snake_keeps_its_start_colour_as_its_edge():
    """A red stop sign alone read as "B is red" for a snake that started on green: a halted
    snake keeps its rim in the start colour, on the board and in the snake table."""
    app, _ = _finished_replay()
    replay = app.top
    board = replay.shown_board()
    view = replay.view_for(replay.shown_step().chapter)
    rows = replay.score_rows(board, replay.story[replay.shown_step().chapter])
    halted = [s for s in board.snakes if s.halted and s.colour != "r"]
    assert halted
    for snake in halted:
        edge = tile_fill(snake.colour)
        row = next(r for r in rows if r.name.split()[0] == snake.letter)
        image = pygame.Surface((20, 20))
        row.mark(image, image.get_rect(), app.font(12, True))
        assert image.get_at((2, 10))[:3] == edge, snake.letter  # the disc's rim
        cell = view.cell_rect(snake.cells[-1])
        column = [app.screen.get_at((cell.centerx, y))[:3] for y in range(cell.top, cell.centery)]
        assert edge in column, snake.letter
