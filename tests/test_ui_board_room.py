"""Issue 21: the board wins the space. On every game's play screens (each game's screen tour,
GameInfo.tour_screens), a small window (800×600, 1024×600) keeps the board's cells readable,
no text under 12 px and nothing overlapping; at 1366×768 the board fills the room its panels
leave."""

from __future__ import annotations

import itertools

import pygame
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
    """The largest board of each play screen takes at least FILLED of its room in its larger
    direction (a board beside a wide empty area would not), and the boards shown whole (the
    largest, or grids shown together at a readable size, not thumbnails) take at least
    WINDOW_SHARE of the window."""
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
        largest = area.width * area.height  # grids shown whole together (not thumbnails)
        shown = sum(s for v in views if 2 * (s := v.area.width * v.area.height) >= largest)
        if shown < WINDOW_SHARE * window:
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


# --- issue 27: one board-first layout, at the largest tables ------------------------------

SIZES = [(800, 600), (1024, 600), (1366, 768)]
size_ids = pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")


def _edges_reveal_at_twelve(app: App):
    """Twelve players' first round, played to its end (the awards written in the log)."""
    from game.double_edged_edges.demo import demo_session
    from game.double_edged_edges.reveal import RevealScene, chapter_of
    from game.ui.driver import Driver
    from game.ui.tour import over_menu, resolved

    session = demo_session(seed=4, players=12)
    reveal = RevealScene(app, session, [chapter_of(resolved(session))], lambda: None, speed=1.0)
    over_menu(app, reveal)
    reveal.show_standings(session.standings(None), list(range(12)))  # as the flow does
    Driver(app).key(pygame.K_END)
    return reveal


@size_ids
def test_edges_at_twelve_players_keeps_the_log_and_every_row_of_the_player_table(size):
    """The log collapsed to nothing under the table and a standings strip repeating it; the
    table stopped after Jo."""
    app = App(headless=True, size=size)
    reveal = _edges_reveal_at_twelve(app)
    log, panel = reveal.log.rect, reveal.panel.rect
    assert log.height >= 3 * reveal.log.font.get_linesize() + 20  # three lines at least
    if reveal.stacked():  # below 1000 px: table and log share the room under the platform,
        assert reveal.strip_rect.height == 0  # behind tabs (tests/test_edges_small_screen.py)
        return
    assert panel.bottom <= log.top and log.bottom <= app.size[1]
    assert reveal.panel.height_for(12) <= panel.height  # every player's row
    assert reveal.strip_rect.height == 0  # the table is the standings: no second copy
    # a third of the window, or (800 px) the least that shows every name whole, never half
    assert panel.width <= max(reveal.side_least(), size[0] // 3) <= size[0] // 2


def test_a_score_rows_note_never_runs_over_the_next_column():
    """Edges wrote "round +2" over the Garnets column ("round1+3"); now it goes between the
    name and the first number when it fits whole, else the log alone says it."""
    from game.ui.reveal_player import ScoreRow

    app = App(headless=True, size=(800, 600))
    reveal = _edges_reveal_at_twelve(app)
    drawn = []
    original = pygame.Surface.blit

    class Recording(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):  # noqa: ANN001
            rect = original(self, source, dest, *args, **kwargs)
            drawn.append(rect)
            return rect

    panel = reveal.panel
    image = Recording(panel.rect.size)
    for index in range(12):
        row = ScoreRow(lambda *_: None, f"Player {index + 1}", (12, 1), "doubled: +12")
        drawn.clear()
        font = panel._name_font(image.get_width(), [row])
        panel._render_row(image, index, row, font, font)  # the note at the names' size
        garnets_left = panel.column_right(1) - 40  # the Garnets column's widest number
        assert all(rect.right <= garnets_left for rect in drawn if rect.left < garnets_left)


@size_ids
def test_the_reveal_side_column_takes_at_most_a_third_and_never_costs_the_board(size):
    """Every reveal's board at least as large as the old fixed split gave it, and the side
    column at most a third of the window (at 800 px its least: 280, or what a game's player
    table needs for whole names, never half the window)."""
    from game.ui.reveal_player import RevealPlayer

    app = App(headless=True, size=size)
    old_side = max(280, min(390, size[0] * 3 // 10))
    for screen in [name for name in PLAY_SCREENS if name.endswith("-reveal")]:
        show(app, screen)
        reveal = app.top
        assert isinstance(reveal, RevealPlayer), screen
        side = reveal.side_area()
        under = getattr(reveal, "stacked", lambda: False)()  # Edges below 1000 px: the
        assert under or side.width <= max(280, reveal.side_least(), size[0] // 3), screen
        # table is under a whole-width platform (tests/test_edges_small_screen.py)
        assert reveal.side_least() <= size[0] // 2, screen
        views = shown_boards(app)
        if views:
            board = max(views, key=lambda view: view.area.width)
            old_room = size[0] - old_side - 36
            assert board.area.width >= min(board.area.height, old_room) - 2 * board.cell_size


@size_ids
def test_antisocial_keys_list_only_what_the_board_holds_and_fold_rather_than_shrink(size):
    """The key listed tiles the board did not hold and took a third of an 800×600 window
    (the 10×10 board shrank to 270 px); now it folds behind "Key (F1)" and F1 opens it."""
    from game.antisocial_snake.draw import RED, YELLOW
    from game.ui.driver import Driver

    app = App(headless=True, size=size)
    show(app, "antisocial-placement")
    scene = app.top
    held = {tile.colour for tile in scene.spec.tiles}
    words = " ".join(entry.words for entry in scene.legend.entries)
    for colour, name in ((RED, "red tile"), (YELLOW, "yellow tile")):
        assert (name in words) == (colour in held)
    board = scene.view.area
    assert board.width >= min(380, app.size[1] - 200), f"{board} at {size}"
    toggle = scene.key_toggle
    if size == (800, 600):
        assert toggle.folded and not scene.layout_now.legend.height
        assert not toggle.chip.colliderect(board) and app.screen.get_rect().contains(toggle.chip)
        Driver(app).key(pygame.K_F1)
        assert toggle.open
        Driver(app).key(pygame.K_F1)
        assert not toggle.open
        Driver(app).click(toggle.chip.center)
        assert toggle.open
    else:
        assert not toggle.folded


def _bug_entry(app: App, rounds: int, players: int = 9):
    from game.bugcatcher.demo import demo_session
    from game.bugcatcher.entry import RoundEntryScene
    from game.ui.tour import over_menu, resolved

    session = demo_session(seed=5, players=players)
    for _ in range(rounds):
        resolved(session)
    scene = RoundEntryScene(app, session, 0, lambda: None)
    over_menu(app, scene)
    app.tick([], 1 / 60)
    return scene


@size_ids
def test_bugcatchers_board_keeps_its_size_as_the_rounds_private_lines_grow(size):
    app = App(headless=True, size=size)
    sizes = [_bug_entry(app, rounds).board.area.size for rounds in (1, 3, 5)]
    if size == (800, 600):  # the round's one history line may wrap once more; the key folds
        assert min(width for width, _ in sizes) >= 300, sizes  # it was 189 px
    else:
        assert sizes[0] == sizes[1] == sizes[2], sizes
        assert sizes[0][0] >= 400, sizes


def test_a_shortened_mission_card_shows_whole_on_hover_on_any_frame():
    """The card offered its whole text only on the frame the panel was redrawn."""
    from game.ui.driver import Driver

    app = App(headless=True, size=(800, 600))
    scene = _bug_entry(app, 1)
    driver = Driver(app)
    driver.step(3)  # frames after the panel's layer was drawn
    shown = []
    for rect, index in scene.cards:
        mission = scene.session.state.round_board()[index]
        driver.move(rect.center)
        driver.step(2)
        if app.whole_text_shown is not None:
            shown.append(mission.name)
            words = mission.describe(scene.session.board).split(" Success:")[0]
            assert words in app.whole_text_shown
    assert shown  # at 800×600 each card shows its whole text on hover


@size_ids
@pytest.mark.parametrize("screen", ["antisocial-results", "social-results", "edges-results"])
def test_every_name_in_a_results_chart_legend_is_whole(screen, size):
    """ "A…" and "B…" for Ann and Bob under the chart in Antisocial results at 800×600."""
    app = App(headless=True, size=size)
    show(app, screen)
    scene = app.top
    names = set(scene.results.names)
    cut = [n.shown for n in scene._chart_notes.notes if n.whole in names and n.shown != n.whole]
    assert cut == [], f"{screen} at {size}"  # whole, or the marks alone in a narrow column
    if size != (800, 600):
        assert names <= {note.shown for note in scene._chart_notes.notes}


@size_ids
def test_snek_replays_why_view_keeps_its_room_with_nine_sneks(size):
    """The why view shrank to 74 px beside nine sneks' score rows and the list of rounds."""
    from game.snek.replay_view import WHY_LEAST, BattleViewer
    from game.snek.scene import demo_session
    from game.ui.tour import over_menu

    session = demo_session(seed=4, players=9)
    session.replay.play_for(1.0)
    app = App(headless=True, size=size)
    viewer = BattleViewer(app, session, start_round=3, playing=False, record=False, replay=True)
    over_menu(app, viewer)
    app.tick([], 1 / 60)
    scores, why, rounds = viewer.scores.rect, viewer.why_rect, viewer.round_list.rect
    assert why.height >= WHY_LEAST
    if viewer.tabs.tabs == ["Why", "Rounds"]:  # the scores whole, the rest under tabs
        assert scores.bottom <= why.top and viewer.scores.height_for(9) <= scores.height
        return
    if viewer.tabs.tabs:  # a narrow window: the scores, the why view and the rounds share
        assert scores.topleft == why.topleft  # one place under tabs (the arena gets the room first)
        assert viewer.scores.height_for(9) <= scores.height  # every snek's row
        return
    assert scores.bottom <= why.top and why.bottom <= rounds.top <= size[1]
    assert viewer.scores.height_for(9) <= scores.height  # every snek's row
    # three rounds of the list at least; on a window too low for it beside nine rows and a
    # readable why view it folds (the header still says the round), never under the help
    assert rounds.height >= 3 * 24 or (rounds.height == 0 and size[1] <= 600)
    assert rounds.height == 0 or rounds.bottom <= viewer.help_rect.top
    assert "round 3" in viewer.status()


def test_snek_tournament_labels_are_whole_at_1366x768():
    from game.ui.driver import Driver

    app = App(headless=True, size=LARGE)
    show(app, "snek-tournament")
    labels = [button.text for button in Driver(app).buttons() if button.text.startswith("[")]
    assert labels and not any(label.endswith("…") for label in labels), labels
