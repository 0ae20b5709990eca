"""Social Snake boards a player can read (issue 9, items 1 and 2): the grid being entered
grows, numbers stay 12 px or more at 1280×800 and are never covered, a key beside every board,
a heat map and tunnels in no player's colour."""

import pygame
import pytest

from game.app import App
from game.core.coords import step
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.social_snake.demo import demo_session
from game.social_snake.draw import (
    APPLE_HIGH,
    APPLE_LOW,
    CUT_INK,
    DEBT_CELL,
    GARNET_CELL,
    PORTAL,
    GridView,
    apple_colour,
    board_legend,
    player_looks,
    tunnel_look,
)
from game.social_snake.entry import MoveEntryScene, StartEntryScene
from game.social_snake.levels import Item, level_from_document
from game.social_snake.replay_view import ReplayScene
from game.social_snake.reveal import RevealScene
from game.social_snake.rules import STAGE_ROUNDS, STAGE_STARTS
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui import theme
from game.ui.board_view import CURSOR_INK, EMPTY_CELL, BoardContent, BoardView, CellLook, Marks
from game.ui.snake_body import EYE_WHITE, head_image, side_by_side
from game.ui.text import clip_text


@pytest.fixture(scope="module")
def app() -> App:
    return App(headless=True)


def second_phase(stage: str) -> MatchSession:
    """A bots-only classic match in phase 2 (grids B 18×18 and C 20×20) at `stage`."""
    session = demo_session(seed=3, players=6)
    while not (session.state.phase == 1 and session.stage == stage):
        session.let_bots_act()
        session.advance()
    return session


@pytest.fixture(scope="module")
def starts_session() -> MatchSession:
    return second_phase(STAGE_STARTS)


@pytest.fixture(scope="module")
def moves_session() -> MatchSession:
    session = second_phase(STAGE_ROUNDS)
    session.let_bots_act()
    session.advance()  # round 2: heads, bodies, and some apples taken
    return session


def screen_of(app: App, size: tuple[int, int]) -> pygame.Surface:
    app.screen = pygame.Surface(size)
    return app.screen


def apple_cells(view: GridView, grid) -> dict:
    items = view.layout.items if grid is None else grid.items
    return {cell: item for cell, item in items.items() if item.apples and not item.garnets}


def text_area(view: GridView, cell) -> pygame.Rect:
    """Around the number box, inside the cell's frame (a rotten apple's red edge is left out)."""
    frame = view.zones.frame + 1
    inside = view.cell_rect(cell).inflate(-2 * frame, -2 * frame)
    return view.number_box(cell).inflate(4, 4).clip(inside)


def digit_height(surface: pygame.Surface, view: GridView, cell, item: Item) -> int:
    """The height of the number's glyphs in pixels (0: no number drawn)."""
    fill = view.look_of(item).fill
    box = text_area(view, cell)
    rows = [
        y
        for y in range(box.top, box.bottom)
        if any(
            sum(abs(a - b) for a, b in zip(tuple(surface.get_at((x, y)))[:3], fill, strict=True))
            > 120
            for x in range(box.left, box.right)
        )
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


def smallest_digits(scene, surface) -> tuple[int, list[int]]:
    """(the smallest number drawn on the grid being entered, heights drawn elsewhere)."""
    smallest, elsewhere = 10**6, []
    for index, view in enumerate(scene.views):
        grid = scene.session.state.grids.get(scene.grids[index])
        marked = set(scene.overlay(index).path) | {scene.overlay(index).cursor}
        for cell, item in apple_cells(view, grid).items():
            if cell in marked:
                continue
            height = digit_height(surface, view, cell, item)
            if index == scene.active:
                smallest = min(smallest, height)
            else:
                elsewhere.append(height)
    return smallest, elsewhere


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("active", [0, 1])
def test_two_grid_entry_numbers_are_at_least_12_px_and_thumbnails_draw_none(
    app, starts_session, size, active
):
    surface = screen_of(app, size)
    scene = StartEntryScene(app, starts_session, 0, lambda: None)
    scene.focus(active)
    scene.draw(surface)
    assert scene.grids == ["B", "C"]
    smallest, elsewhere = smallest_digits(scene, surface)
    assert smallest >= 12
    assert set(elsewhere) == {0}, "a thumbnail draws no numbers smaller than that"
    big, small = scene.views[active], scene.views[1 - active]
    assert big.cell_size > 2 * small.cell_size


def test_tab_and_a_click_on_the_thumbnail_bring_the_other_grid_forward(app, starts_session):
    screen_of(app, (1280, 800))
    scene = StartEntryScene(app, starts_session, 0, lambda: None)
    first = scene.views[0].cell_size
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    assert scene.active == 1 and scene.views[0].cell_size < first
    thumbnail = scene.views[0].area.center
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumbnail, button=1)
    scene.handle_event(click)
    assert scene.active == 0 and scene.picks == {"B": [], "C": []}


def glyph_pixels(surface, view, cells) -> dict:
    """The pixels of the numbers (and gems) in `cells`: where they differ from the fill."""
    pixels = {}
    for cell, item in cells.items():
        fill = view.look_of(item).fill
        box = text_area(view, cell)
        for x in range(box.left, box.right):
            for y in range(box.top, box.bottom):
                colour = tuple(surface.get_at((x, y)))[:3]
                if sum(abs(a - b) for a, b in zip(colour, fill, strict=True)) > 60:
                    pixels[(x, y)] = colour
    return pixels


def covered_pixels(app, scene, cells) -> list:
    """Pixels of the numbers in `cells` that the scene's overlay changes."""
    view = scene.views[scene.active]
    overlay = scene.overlay
    bare = pygame.Surface(app.size)
    scene.overlay = lambda index: type(overlay(index))()
    scene.draw(bare)
    scene.overlay = overlay
    numbers = glyph_pixels(bare, view, cells)
    assert numbers
    marked = pygame.Surface(app.size)
    scene.draw(marked)
    return [p for p, colour in numbers.items() if tuple(marked.get_at(p))[:3] != colour]


def test_picks_badges_and_the_cursor_leave_the_numbers_readable(app, starts_session):
    screen_of(app, (1280, 800))
    scene = StartEntryScene(app, starts_session, 0, lambda: None)
    layout = scene.views[0].layout
    rich = sorted(apple_cells(scene.views[0], None), key=lambda c: -layout.items[c].apples)[:3]
    garnet = next(cell for cell, item in layout.items.items() if item.garnets)
    scene.picks["B"] = [*rich[:2], garnet]
    scene.cursors["B"] = rich[2]
    cells = {cell: layout.items[cell] for cell in [*rich, garnet]}
    assert covered_pixels(app, scene, cells) == []


def test_heads_beside_numbers_leave_them_readable(app, moves_session):
    screen_of(app, (1280, 800))
    scene = MoveEntryScene(app, moves_session, 0, lambda: None)
    view, grid = scene.views[0], moves_session.state.grids["B"]
    beside = {
        cell: grid.items[cell]
        for head in grid.heads.values()
        for cell in (step(head, d) for d in "UDLR")
        if cell in grid.items
    }
    assert beside
    headless = pygame.Surface(app.size)
    view.draw(headless, grid, hidden=set(grid.heads))
    numbers = glyph_pixels(headless, view, beside)
    with_heads = pygame.Surface(app.size)
    view.draw(with_heads, grid)
    assert [p for p, colour in numbers.items() if tuple(with_heads.get_at(p))[:3] != colour] == []


@pytest.mark.parametrize("colour_blind", [False, True])
def test_the_cursor_is_plain_on_every_cell_and_body_colour(app, colour_blind):
    fills = [apple_colour(n, 10) for n in range(1, 11)]
    fills += [DEBT_CELL, GARNET_CELL, PORTAL, EMPTY_CELL]
    fills += [colour.fill for colour in theme.player_colours(colour_blind)]
    for fill in fills:
        view = BoardView(3, 3, pygame.Rect(0, 0, 120, 120), app.font)
        content = BoardContent({(c, r): CellLook(fill) for c in range(3) for r in range(3)})
        surface = pygame.Surface((140, 140))
        view.draw(surface, content, Marks(cursor=(1, 1)))
        ring = view.cell_rect((1, 1))
        edge = {tuple(surface.get_at((x, ring.top)))[:3] for x in range(ring.left, ring.right)}
        assert theme.BLACK in edge and CURSOR_INK in edge
        corner = tuple(surface.get_at((ring.left - 1, ring.top - 1)))[:3]
        assert corner == theme.WHITE  # and black beside it: one of them stands out
        assert max(theme.contrast_ratio(fill, c) for c in edge | {corner}) >= 4.5


def test_the_planned_path_its_dots_and_the_cut_leave_the_numbers_readable(app, moves_session):
    screen_of(app, (1280, 800))
    grid = moves_session.state.grids["B"]
    apples = apple_cells(GridView(grid.layout, pygame.Rect(0, 0, 9, 9), [], app.font), grid)

    def planned(direction: str) -> MoveEntryScene:
        scene = MoveEntryScene(app, moves_session, 0, lambda: None)
        for _ in range(30):  # on to the edge, where the rules cut it
            scene.add_move(direction)
        return scene

    scene = max(
        (planned(d) for d in "UDLR"), key=lambda s: len(set(s.plan("B").cells) & set(apples))
    )
    plan = scene.plan("B")
    cells = {cell: apples[cell] for cell in plan.cells if cell in apples}
    assert cells and scene.refused["B"]
    assert covered_pixels(app, scene, cells) == []
    scene.draw(app.screen)
    end, refused = plan.cells[-1], scene.refused["B"][0]
    cut = scene.views[0].cut_point(end, step(end, refused))  # against the edge it would cross
    assert app.screen.get_at(cut)[:3] == CUT_INK
    assert all(cell not in plan.cells for cell in scene.views[0].layout.tunnel_numbers)


def legend_words(legend) -> str:
    return " ".join(entry.words for entry in legend.entries)


@pytest.mark.parametrize("scene_kind", ["starts", "moves", "reveal", "replay"])
def test_every_board_screen_draws_a_key_beside_its_boards(app, moves_session, scene_kind):
    surface = screen_of(app, (1280, 800))
    session = moves_session
    if scene_kind == "starts":
        scene = StartEntryScene(app, second_phase(STAGE_STARTS), 0, lambda: None)
    elif scene_kind == "moves":
        scene = MoveEntryScene(app, session, 0, lambda: None)
    elif scene_kind == "reveal":
        again = second_phase(STAGE_ROUNDS)
        again.let_bots_act()
        scene = RevealScene(app, again, again.advance(), lambda: None)
    else:
        scene = ReplayScene(app, session)
    scene.draw(surface)
    legend, rect = scene.legend_place()
    marks = {"starts": ("pick", "cursor"), "moves": ("path", "cut")}.get(scene_kind, ("crash",))
    for words in ("apples", "garnet", "head", "body", *marks):
        assert words in legend_words(legend)
    views = scene.views if isinstance(scene.views, list) else list(scene.views.values())
    rotten = any(item.apples < 0 for item in views[0].layout.items.values())
    assert ("rotten" in legend_words(legend)) == rotten
    assert rect.height >= legend.row_height * 4
    assert all(not rect.colliderect(view.board) for view in views)
    assert surface.get_rect().contains(rect)


def test_the_heat_map_is_grey_so_it_uses_no_players_hue():
    for apples in range(-2, 40):
        red, green, blue = apple_colour(apples, 30)
        assert max(red, green, blue) - min(red, green, blue) <= 4
    assert APPLE_LOW != APPLE_HIGH


def test_tunnels_are_neutral_and_each_pair_looks_different(app):
    pygame.font.init()
    path = LEVELS / "social-snake" / "practice-tunnels.toml"
    level = level_from_document(load_toml(path))
    layout = next(iter(level.grids.values()))
    looks = player_looks([Seat("Ann", "Red")], False)
    view = GridView(layout, pygame.Rect(0, 0, 600, 600), looks, app.font)
    tiles = {}
    for number in sorted(set(layout.tunnel_numbers.values())) + [1, 2, 3, 4]:
        tile = view.tile(tunnel_look(number))
        side = tile.get_width()
        colours = {tuple(tile.get_at((x, y)))[:3] for x in range(side) for y in range(side)}
        assert all(max(c) - min(c) <= 8 for c in colours), f"tunnel {number} uses a hue"
        tiles[number] = pygame.image.tobytes(tile, "RGBA")
    assert len(set(tiles.values())) == len(tiles)
    legend = board_legend(view, app.font(15))
    assert "tunnel" in legend_words(legend)


@pytest.mark.parametrize("side", [200, 350, 600])
def test_a_tunnels_ring_never_crosses_its_digit(app, side):
    """Issue 21: the double ring hid the pair's digit. Around the digit's glyphs, the tile
    shows nothing but the digit on the tunnel's ground, for every ring shape and cell size."""
    pygame.font.init()
    level = level_from_document(load_toml(LEVELS / "social-snake" / "practice-tunnels.toml"))
    layout = next(iter(level.grids.values()))
    looks = player_looks([Seat("Ann", "Red")], False)
    view = GridView(layout, pygame.Rect(0, 0, side, side), looks, app.font)
    for number in (1, 2, 3, 4):
        look = tunnel_look(number)
        tile = view.tile(look)
        digit_only = view.tile(CellLook(PORTAL, look.text, look.ink))
        blank = view.tile(CellLook(PORTAL))
        size = tile.get_width()
        digit = [
            (x, y)
            for x in range(size)
            for y in range(size)
            if digit_only.get_at((x, y)) != blank.get_at((x, y))
        ]
        xs, ys = [x for x, _ in digit], [y for _, y in digit]
        around = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        around = around.inflate(2, 2).clip(tile.get_rect())
        for x in range(around.left, around.right):
            for y in range(around.top, around.bottom):
                assert tile.get_at((x, y)) == digit_only.get_at((x, y)), (
                    f"tunnel {number}'s ring crosses its digit at {side} px"
                )


def level_view(app: App, name: str) -> GridView:
    level = level_from_document(load_toml(LEVELS / "social-snake" / f"{name}.toml"))
    layout = next(iter(level.grids.values()))
    looks = player_looks([Seat("Ann", "Red")], False)
    return GridView(layout, pygame.Rect(0, 0, 600, 600), looks, app.font)


def test_the_key_lists_only_what_the_board_holds_and_says_where_a_tunnel_leads(app):
    """Issue 21: the islands key listed rotten apples it has none of, and the tunnel row was
    cut ("tunnel: same numbe…") and never said where a snake comes out."""
    font = app.font(15)
    islands = board_legend(level_view(app, "islands"), font)
    words = legend_words(islands)
    assert "rotten" not in words
    assert "tunnel" in words and "out of its twin, 1 step on" in words
    width = 210  # the side column a key gets beside the boards
    room = width // islands.columns_for(width) - islands.swatch_side() - 12
    for entry in islands.entries:
        assert clip_text(font, entry.words, room) == entry.words, f"{entry.words!r} is cut"
    debts = legend_words(board_legend(level_view(app, "practice-debts"), font))
    assert "rotten apples" in debts and "tunnel" not in debts


def test_colour_blind_mode_keeps_each_players_letter_and_sets_it_on_a_plain_light_plate(app):
    """Issue 21: colour-blind mode re-lettered players (R became O), so replays no longer
    matched the match's letters, and dark letters on striped green or yellow were hard to read.
    Every letter stays; around its glyphs a head shows one plain colour at 7:1 or more."""
    pygame.font.init()
    colours = [colour.name for colour in theme.STANDARD_PALETTE]
    seats = [Seat(f"P{index}", name) for index, name in enumerate(colours)]
    plain, blind = player_looks(seats, False), player_looks(seats, True)
    assert [look.letter for look in blind] == [look.letter for look in plain]
    assert blind[0].letter == "R"
    view = level_view(app, "practice-tunnels")
    view.colours = blind
    for player, look in enumerate(blind):
        head = head_image(view.snake_look(player), (0, 1), view.cell_size, app.font)
        middle = head.get_rect().inflate(-head.get_width() // 4, -head.get_height() // 4)
        ink = [
            (x, y)
            for x in range(middle.left, middle.right)
            for y in range(middle.top, middle.bottom)
            if tuple(head.get_at((x, y))) == (*look.text, 255)  # opaque: not the corners
        ]
        xs, ys = [x for x, _ in ink], [y for _, y in ink]
        around = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        around = around.inflate(6, 6)
        edge = {tuple(head.get_at((x, around.top)))[:3] for x in range(around.left, around.right)}
        edge |= {
            tuple(head.get_at((x, around.bottom - 1)))[:3] for x in range(around.left, around.right)
        }
        edge |= {tuple(head.get_at((around.left, y)))[:3] for y in range(around.top, around.bottom)}
        edge |= {
            tuple(head.get_at((around.right - 1, y)))[:3] for y in range(around.top, around.bottom)
        }
        spread = max(max(c[i] for c in edge) - min(c[i] for c in edge) for i in range(3))
        assert spread <= 8, f"{look.letter}'s pattern reaches its letter"
        assert theme.contrast_ratio(edge.pop(), look.text) >= 7, f"{look.letter} is faint"


def eye_whites(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, int]]:
    return [
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if tuple(surface.get_at((x, y)))[:3] == EYE_WHITE
    ]


def test_each_snake_is_one_body_in_its_colour_with_eyes_the_way_it_went(app, moves_session):
    """Issue 21: a snake was a row of lettered squares. Now the pixels between a head and
    the body cell behind it are the player's colour, and the head's eyes sit on the side it
    moved to."""
    screen_of(app, (1280, 800))
    scene = MoveEntryScene(app, moves_session, 0, lambda: None)
    app.push(scene)
    app.tick([], 1 / 60)
    view = scene.views[scene.active]
    grid = moves_session.state.grids[view.layout.name]
    checked = 0
    for player, head in grid.heads.items():
        body = grid.bodies[player]
        if not body or not side_by_side(body[-1], head):  # none yet, or out of a tunnel
            continue
        (x0, y0), (x1, y1) = view.cell_centre(body[-1]), view.cell_centre(head)
        aside = view.cell_size // 6  # off the line, clear of the head's rim on the boundary
        neck = (
            round((x0 + x1) / 2) + aside * (y1 != y0),
            round((y0 + y1) / 2) + aside * (x1 != x0),
        )
        assert tuple(app.screen.get_at(neck))[:3] == scene.looks[player].colour
        rect = view.cell_rect(head)
        dx, dy = head[0] - body[-1][0], head[1] - body[-1][1]
        eyes = eye_whites(app.screen, rect)
        assert eyes
        ahead = [(x - rect.centerx) * dx + (y - rect.centery) * dy for x, y in eyes]
        assert min(ahead) > 0, f"player {player}'s eyes do not look the way it went"
        checked += 1
    assert checked >= 3
