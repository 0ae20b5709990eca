"""Round five, Antisocial Snake at 800x600 as a new player meets it with the longest names:
the finished snake list keeps "G (red) ·" and the owner's whole name (on a second line where
one line cannot hold both), and the log never breaks a player's name across its rows."""

from __future__ import annotations

import functools

import pygame
import pytest
from social_window_helpers import drawn

from game.antisocial_snake.demo import demo_session
from game.antisocial_snake.replay_view import replay_scene
from game.antisocial_snake.reveal import glued, owner_label
from game.app import App
from game.ui import theme
from game.ui.driver import Driver
from game.ui.layout_check import SHORTENED
from game.ui.tour import over_menu, played_out, resolved, table_of

SMALL = (800, 600)


@functools.cache
def finished(players: int):
    """A bots' match of `players` seats named with the longest names allowed."""
    with table_of(players, long_names=True):
        if players > 4:  # more than the practice level seats: the demo level
            return played_out(demo_session(seed=3, players=players))
        return played_out(demo_session(seed=3, players=players, level_name="practice.toml"))


def replay_at_end(players: int) -> tuple[App, Driver]:
    app = App(headless=True, size=SMALL)
    over_menu(app, replay_scene(app, finished(players)))
    driver = Driver(app)
    driver.key(pygame.K_END)  # the board's end,
    driver.key(pygame.K_END)  # then the match's: owners shown
    return app, driver


@pytest.mark.parametrize("players", [2, 8])
def test_the_finished_snake_list_and_log_keep_every_name_whole_at_800x600(players):
    app, driver = replay_at_end(players)
    replay = app.top
    names = replay.session.state.names
    assert "WWWWWWWWWWWWWWWW" in names and "Wilhelmina Woods" in names
    board = replay.shown_board()
    rows = replay.score_rows(board, replay.story[replay.shown_step().chapter])
    owners = {snake.letter: (snake.colour, names[snake.owner]) for snake in board.snakes}
    for row in rows:
        letter = row.name.split(" ")[0]
        assert letter in owners, row.name  # not the owner's name alone
        assert row.name == owner_label(letter, *owners[letter])  # "G (red) · name", whole
    for _ in range(0, len(rows), max(1, replay.panel_rows - 1)):  # every row, by "]"
        _, found = drawn(app)
        assert [f.what for f in found if f.kind == SHORTENED] == []
        driver.key(pygame.K_RIGHTBRACKET)
    log = replay.log
    for line in log.lines:
        rows_of_line = log._wrapped[1][line]
        for name in names:
            if glued(name) in line:  # the name on one row, whole
                assert any(glued(name) in row for row in rows_of_line), rows_of_line
    assert any("WWWWWWWWWWWWWWWW scores" in line for line in log.lines)


@pytest.mark.parametrize("players", [2, 8])
def test_the_elemental_curtain_shows_its_cycle_clear_of_the_title_at_800x600(players):
    """Before the Elemental board the curtain shows who beats whom; with eight long names
    the diagram ran into "Pass to NAME" (or, when the mark gave way, was left out)."""
    from game.antisocial_snake.draw import tile_fill
    from game.antisocial_snake.levels import RED
    from game.antisocial_snake.scene import MatchFlowScene
    from game.ui.tour import curtain_of, resolved

    app = App(headless=True, size=SMALL)
    app.settings.colour_blind = True
    with table_of(players, long_names=True):
        session = demo_session(seed=3, players=players)
        while session.state.variation.id != "elemental":
            resolved(session)
        curtain_of(app, MatchFlowScene(app, session))
    curtain = app.top
    painted: list[pygame.Rect] = []
    height, paint = curtain.picture
    curtain.picture = (height, lambda surface, rect: (painted.append(rect), paint(surface, rect)))
    driver = Driver(app)
    driver.step(passes=3, dt=0.5)
    assert painted, "no diagram"
    room = painted[-1]
    assert room.bottom <= curtain.title_rect.top and room.bottom <= curtain.hint_rect.top
    assert curtain.mark_rect is None or not room.colliderect(curtain.mark_rect)
    mark = curtain.mark_rect  # the player as the standings mark them: "P1" on grey
    if mark is not None:  # (a seat's "B" in blue read as snake B on a blue tile)
        plate = theme.numbered_mark(curtain.seat).fill
        assert app.screen.get_at((mark.left + 2, mark.top + 2))[:3] == plate
    fire = tile_fill(RED, True)
    assert any(
        app.screen.get_at((x, y))[:3] == fire
        for x in range(room.left, room.right)
        for y in range(room.top, room.bottom)
    )


def entry_at(screen: str) -> tuple[App, Driver]:
    """Screen `screen` of the tour at 800x600, eight seats with the longest names."""
    from game.screen_tour import show

    app = App(headless=True, size=SMALL)
    with table_of(8, long_names=True):
        show(app, screen)
    return app, Driver(app)


@pytest.mark.parametrize("screen", ["antisocial-toggle", "antisocial-quiz", "antisocial-redirect"])
def test_the_mode_button_says_mode_whole_at_800x600(screen):
    app, driver = entry_at(screen)
    button = app.top.mode_button
    for _ in range(len(app.top.modes)):  # each mode, by its key
        assert button.text.startswith("Mode: ")
        font = button.drawable_shape.theming["font"]
        assert font.size(button.text)[0] <= button.rect.width - 16, button.text
        driver.key(pygame.K_PAGEDOWN if app.top.current_mode == "answers" else pygame.K_m)


def test_the_bidding_panel_shows_whole_lines_and_scrolls_to_the_rest_at_800x600():
    """The panel too short for its lines showed "The 100 chips stay 100: a colour's chips"
    and stopped: a rule cut mid-sentence. Its view ends with a line's end; the wheel brings
    the rest, down to the last line."""
    from game.antisocial_snake.entry import panel_rect
    from game.ui.layout_record import LAYOUT, TEXT

    app, driver = entry_at("antisocial-bidding")
    lines = [text for text, _ in app.top.panel_lines()]
    panel = panel_rect(app.size)
    ends_seen = set()
    for _ in range(len(lines) * 3):
        drawn(app)
        rows = [
            item for item in LAYOUT.drawn
            if item.kind == TEXT and item.rect.left == panel.left + 16
        ]  # fmt: skip
        hint = next(item for item in rows if "wheel for more" in item.text)
        above = sorted(
            (item for item in rows if item.rect.top < hint.rect.top), key=lambda i: i.rect.top
        )
        last = above[-1].text
        ends = [line for line in lines if line.endswith(last)]
        assert ends, f"the view ends mid-line: {last!r}"
        ends_seen.update(ends)
        shown, total = hint.text.split(" · ")[0].removeprefix("lines ").split(" of ")
        if shown.split("–")[1] == total:
            break
        driver.wheel(panel.center, -1)
    assert lines[-1] in ends_seen


@pytest.mark.parametrize("screen", ["antisocial-movement", "antisocial-replay"])
def test_the_key_opens_beside_the_board_at_800x600(screen):
    """F1 opened the key over the board's top three rows; it opens beside the board now,
    leaving every cell as it was, and F1 closes it."""
    from game.antisocial_snake.entry import panel_rect

    app, driver = entry_at(screen)
    driver.key(pygame.K_RIGHT)  # the replay's first step (its key shows from there)
    scene = app.top
    replay = hasattr(scene, "timeline")
    board = scene.view_for(0).area if replay else scene.view.area
    side = scene.side_area() if replay else panel_rect(app.size)
    before = [pixels(app, board), pixels(app, side)]
    driver.key(pygame.K_F1)
    assert "Hide key (F1)" in chip_words(app)
    assert pixels(app, board) == before[0]  # every cell as it was
    assert pixels(app, side) != before[1]  # the key is beside it
    driver.key(pygame.K_F1)
    assert "Key (F1)" in chip_words(app)
    assert pixels(app, side) == before[1]


def pixels(app: App, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def chip_words(app: App) -> list[str]:
    from game.ui.layout_record import LAYOUT, TEXT

    drawn(app)
    return [item.text for item in LAYOUT.drawn if item.kind == TEXT]


def test_your_snakes_ring_shows_on_every_pattern_and_leaves_two_letter_labels_whole():
    """Colour-blind, 800x600, eight long-named seats, a player owning "AA" and "AB": each of
    their heads wears white framed in black on all four sides (white beside a pattern's
    black lines, or black beside white dots, was lost), and a two-letter label stays inside
    its disc, off the ring (it ran onto it and washed out)."""
    from game.ui.snake_body import head_rings

    app = colour_blind_movement_of_eight()
    board, seat = app.top.session.state.board, app.top.seat
    Driver(app).step()
    view = app.top.view
    size = view.cell_size
    own = [snake for snake in board.snakes if snake.owner == seat]
    assert any(len(snake.letter) == 2 for snake in own)
    for snake in own:
        look = view.snake_look(snake.colour, snake.letter, snake.halted, True)
        rings = head_rings(look, size)
        cell = view.cell_rect(snake.cells[-1])
        for step in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            ray = ray_colours(app.screen, cell, step, rings.radius)
            assert framed_white(ray), (snake.letter, step, ray)
        assert label_inside_disc(app, look, size, rings.radius), snake.letter


WHITE, BLACK = (255, 255, 255), (0, 0, 0)


def ray_colours(
    screen: pygame.Surface, cell: pygame.Rect, step: tuple[int, int], radius: float
) -> list[tuple[int, int, int]]:
    """The colours from a head's disc edge out to its cell's edge, towards `step`."""
    centre = cell.center
    start = int(radius) + 1
    return [
        tuple(screen.get_at((centre[0] + step[0] * r, centre[1] + step[1] * r)))[:3]
        for r in range(start, cell.width // 2)
    ]


def framed_white(ray: list[tuple[int, int, int]]) -> bool:
    """A run of white with black on both sides along `ray` (your snake's ring)."""
    runs = [colour for index, colour in enumerate(ray) if index == 0 or ray[index - 1] != colour]
    return any(runs[i - 1 : i + 2] == [BLACK, WHITE, BLACK] for i in range(1, len(runs) - 1))


def label_inside_disc(app: App, look, size: int, radius: float) -> bool:
    """Every pixel the head's label changes lies inside its disc (the head drawn with and
    without its letters, as the board draws it)."""
    from dataclasses import replace

    from game.ui.snake_body import head_image

    blank = replace(look, mark=replace(look.mark, letter=""))
    with_label = head_image(look, (0, -1), size, app.font)
    without = head_image(blank, (0, -1), size, app.font)
    centre = size / 2
    return all(
        (x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 <= radius**2
        for x in range(size)
        for y in range(size)
        if with_label.get_at((x, y)) != without.get_at((x, y))
    )


@pytest.mark.parametrize("stage", ["placement", "movement"])
def test_the_elemental_entry_keeps_its_cycle_above_the_buttons_at_800x600(stage):
    """The cycle came after the panel's lines and was left out when they reached the
    buttons (every 800x600 Elemental entry with eight long-named seats): it now has its
    place at the panel's foot, the lines above it."""
    from game.antisocial_snake.draw import tile_fill
    from game.antisocial_snake.entry import panel_rect
    from game.antisocial_snake.levels import RED
    from game.antisocial_snake.tour import _antisocial_entry
    from game.ui.layout_record import LAYOUT, TEXT

    app = App(headless=True, size=SMALL)
    app.settings.colour_blind = True
    with table_of(8, long_names=True):
        _antisocial_entry(2, stage)(app)
    driver = Driver(app)
    driver.key(pygame.K_TAB)  # a key as a player's first: the panel redrawn
    drawn(app)
    panel = panel_rect(app.size)
    buttons = min(button.rect.top for button in driver.buttons())
    fire = tile_fill(RED, True)
    rows = [
        y for y in range(panel.top, buttons) for x in range(panel.left, panel.right, 2)
        if app.screen.get_at((x, y))[:3] == fire
    ]  # fmt: skip
    assert rows, "no cycle"
    lines = [item.rect for item in LAYOUT.drawn if item.kind == TEXT]
    assert all(
        r.bottom <= min(rows) for r in lines if r.left == panel.left + 16 and r.top < min(rows)
    )


def colour_blind_movement_of_eight() -> App:
    """An 800x600 colour-blind window on the movement entry of an 8-seat long-named match,
    for a player who owns a two-letter snake."""
    from game.antisocial_snake.entry import MovementScene

    app = App(headless=True, size=SMALL)
    app.settings.colour_blind = True
    with table_of(8, long_names=True):
        session = demo_session(seed=3, players=8)
        while session.stage != "movement":
            resolved(session)
    board = session.state.board
    seat = next(snake.owner for snake in board.snakes if len(snake.letter) == 2)
    over_menu(app, MovementScene(app, session, seat, lambda: None))
    return app
