"""Issue 21: the board wins the space. On every game's play screens (each game's screen tour,
GameInfo.tour_screens), a small window (800×600, 1024×600) keeps the board's cells readable,
no text under 12 px and nothing overlapping; at 1366×768 the board fills the room its panels
leave."""

from __future__ import annotations

import itertools

import pytest
from pygame_gui.elements import UIButton, UITextEntryLine
from test_ui_window import SMALLEST_TEXT, fonts_requested, visible_elements

from game.app import App
from game.games import all_games
from game.screen_tour import show
from game.ui.board_view import BoardView

SMALL = [(800, 600), (1024, 600)]
LARGE = (1366, 768)
SMALLEST_CELL = 18
LARGE_BOARD = 20  # a board more cells a side than this (Snek's 40×40 arena) …
SMALLEST_LARGE_CELL = 10  # … keeps cells of at least this
FILLED = 0.85  # the board's share of its room, in its larger direction
WINDOW_SHARE = 0.3  # the focused board's share of a 1366×768 window

PLAY_SCREENS = [  # every game's screens from its menu on; not the level editor nor setup forms
    name
    for game in all_games()
    if game.tour_screens is not None
    for name in game.tour_screens()
    if not name.startswith("editor-") and not name.endswith("-setup")
]


def board_views(thing: object, depth: int = 0, seen: set[int] | None = None) -> list[BoardView]:
    """The board views a scene holds (as attributes, in lists and dicts, or one level down in
    its own helpers), each once."""
    seen = set() if seen is None else seen
    if id(thing) in seen or depth > 3:
        return []
    seen.add(id(thing))
    if isinstance(thing, BoardView):
        return [thing]
    if isinstance(thing, list | tuple):
        parts = list(thing)
    elif isinstance(thing, dict):
        parts = list(thing.values())
    elif depth < 2 and type(thing).__module__.startswith("game."):
        parts = list(vars(thing).values())
    else:
        return []
    return [view for part in parts for view in board_views(part, depth + 1, seen)]


def shown_boards(app: App) -> list[BoardView]:
    """The full-size boards on the screen (thumbnails go without coordinates)."""
    return [view for view in board_views(app.top) if view.labels]


def smallest_cell(view: BoardView) -> int:
    if max(view.columns, view.rows) > LARGE_BOARD:
        return SMALLEST_LARGE_CELL
    return SMALLEST_CELL


def overlaps(app: App, views: list[BoardView]) -> list[str]:
    """Boards over boards or widgets, and widgets over widgets."""
    widgets = [
        element
        for element in visible_elements(app)
        if isinstance(element, UIButton | UITextEntryLine)
    ]
    named = [(f"board {v.columns}x{v.rows}", v.area) for v in board_views(app.top)]
    named += [(f"{type(w).__name__} {getattr(w, 'text', '')!r}", w.rect) for w in widgets]
    return [
        f"{first} at {first_rect} and {second} at {second_rect}"
        for (first, first_rect), (second, second_rect) in itertools.combinations(named, 2)
        if first_rect.colliderect(second_rect)
    ]


@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", PLAY_SCREENS)
def test_a_small_window_keeps_boards_readable_and_nothing_overlapping(screen, size):
    app = App(headless=True, size=size)
    sizes = fonts_requested(app)
    show(app, screen)
    views = shown_boards(app)
    small = [
        f"{view.columns}x{view.rows} board: {view.cell_size} px cells"
        for view in views
        if view.cell_size < smallest_cell(view)
    ]
    assert small == [], f"{screen} at {size}"
    assert overlaps(app, views) == [], f"{screen} at {size}"
    assert min(sizes, default=SMALLEST_TEXT) >= SMALLEST_TEXT, f"{screen}: a {min(sizes)} px font"


def test_at_1366x768_every_board_fills_the_room_its_panels_leave():
    """The largest board of each play screen takes at least WINDOW_SHARE of the window and
    FILLED of its room in its larger direction (two grids side by side in the middle third
    of the height, or a board beside a wide empty area, would not)."""
    app = App(headless=True, size=LARGE)
    window = LARGE[0] * LARGE[1]
    checked, problems = [], []
    for screen in PLAY_SCREENS:
        show(app, screen)
        views = shown_boards(app)
        if not views:
            continue
        checked.append(screen)
        board = max(views, key=lambda view: view.area.width * view.area.height)
        area, room = board.area, board.rect
        if max(area.width / room.width, area.height / room.height) < FILLED:
            problems.append(f"{screen}: the board {area} leaves its room {room} empty")
        if area.width * area.height < WINDOW_SHARE * window:
            problems.append(f"{screen}: the board {area} is small for the window")
    assert problems == []
    games = {screen.split("-")[0] for screen in checked}
    assert len(games) >= 4 and len(checked) >= 15  # boards of most games, not of one


SETUP_SCREENS = [
    name
    for game in all_games()
    if game.tour_screens is not None
    for name in game.tour_screens()
    if name.endswith("-setup")
]


@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", SETUP_SCREENS)
def test_a_setup_form_in_a_small_window_overlaps_nothing(screen, size):
    """Issue 21: at 800 px the level column ran over the seat rows."""
    app = App(headless=True, size=size)
    show(app, screen)
    assert overlaps(app, []) == [], f"{screen} at {size}"
