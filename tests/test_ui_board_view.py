"""The shared square-board view: geometry, marks that never cover a cell's text, the caches,
the legend and the layouts."""

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.coords import column_letters
from game.ui import theme
from game.ui.board_view import (
    LAYERS,
    THUMB_WIDTH,
    Badge,
    BoardContent,
    BoardView,
    CellLook,
    Highlight,
    Legend,
    LegendEntry,
    Marks,
    label_step,
    layout_focus,
    layout_side_by_side,
    layout_with_legend,
)
from game.ui.snake_body import SnakeLook, SnakeShape

FILLS = [(132, 132, 132), (252, 252, 252), (60, 60, 200), (255, 225, 25), (20, 20, 20)]


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return pygame.font.Font(None, size)


def numbered(view: BoardView) -> BoardContent:
    cells = {}
    for column in range(view.columns):
        for row in range(view.rows):
            fill = FILLS[(column + row) % len(FILLS)]
            text = str(-((column * 7 + row) % 16)) if (column + row) % 3 == 0 else str(row + 1)
            cells[(column, row)] = CellLook(fill, text, theme.text_colour_on(fill))
    return BoardContent(cells)


def snake_path(columns: int, rows: int) -> tuple:
    """Every cell, row by row, turning at the ends (a path through the whole board)."""
    path = []
    for row in range(rows):
        order = range(columns) if row % 2 == 0 else reversed(range(columns))
        path += [(column, row) for column in order]
    return tuple(path)


def everything(view: BoardView, cursor) -> Marks:
    cells = [(c, r) for c in range(view.columns) for r in range(view.rows)]
    return Marks(
        path=snake_path(view.columns, view.rows),
        badges=tuple(Badge(cell, str(i % 3 + 1)) for i, cell in enumerate(cells)),
        crosses=tuple(cells),
        highlights=tuple(Highlight(cell) for cell in cells),
        cursor=cursor,
    )


def text_pixels(surface: pygame.Surface, view: BoardView, content: BoardContent) -> dict:
    """Every pixel of every cell's text: where it differs from the cell's fill."""
    pixels = {}
    for cell, look in content.cells.items():
        box = view.cell_rect(cell).inflate(-2, -2)
        for x in range(box.left, box.right):
            for y in range(box.top, box.bottom):
                colour = tuple(surface.get_at((x, y)))[:3]
                if sum(abs(a - b) for a, b in zip(colour, look.fill, strict=True)) > 60:
                    pixels[(x, y)] = colour
    return pixels


@settings(max_examples=12, deadline=None)
@given(
    columns=st.integers(3, 9),
    rows=st.integers(3, 9),
    width=st.integers(140, 520),
    height=st.integers(140, 520),
    cursor=st.tuples(st.integers(0, 2), st.integers(0, 2)),
)
def test_no_mark_ever_covers_a_cells_text(columns, rows, width, height, cursor):
    view = BoardView(columns, rows, pygame.Rect(5, 7, width, height), font)
    content = numbered(view)
    plain = pygame.Surface((width + 20, height + 20))
    view.draw(plain, content)
    before = text_pixels(plain, view, content)
    assert before, "the cells' text is drawn"
    marked = pygame.Surface(plain.get_size())
    view.draw(marked, content, everything(view, cursor))
    covered = [p for p, colour in before.items() if tuple(marked.get_at(p))[:3] != colour]
    assert covered == []
    assert plain.get_view("2").raw != marked.get_view("2").raw, "the marks are drawn"


def test_marks_keep_to_their_places_in_a_cell():
    view = BoardView(6, 6, pygame.Rect(0, 0, 400, 400), font)
    box = view.number_box((2, 3))
    assert view.cell_rect((2, 3)).contains(box)
    assert not box.collidepoint(view.lane_point((2, 3)))
    assert not box.colliderect(view.badge_rect((2, 3)))
    assert LAYERS[-1] == "cursor" and LAYERS.index("path") < LAYERS.index("badges")


@pytest.mark.parametrize("fill", [*FILLS, theme.ACCENT, theme.WHITE, theme.BLACK, (255, 40, 40)])
def test_the_cursor_shows_both_a_dark_and_a_light_edge_on_every_fill(fill):
    view = BoardView(3, 3, pygame.Rect(0, 0, 200, 200), font)
    content = BoardContent({(c, r): CellLook(fill) for c in range(3) for r in range(3)})
    surface = pygame.Surface((220, 220))
    view.draw(surface, content, Marks(cursor=(1, 1)))
    ring = view.cell_rect((1, 1)).inflate(2 * view.zones.frame, 2 * view.zones.frame)
    colours = {tuple(surface.get_at((x, ring.top + 1)))[:3] for x in range(ring.left, ring.right)}
    colours |= {tuple(surface.get_at((ring.left, y)))[:3] for y in range(ring.top, ring.bottom)}
    assert max(theme.contrast_ratio(fill, colour) for colour in colours) >= 4.5
    assert theme.BLACK in colours and theme.WHITE in colours


def test_a_still_board_is_composed_once_and_new_content_composes_again():
    """The view compares what it is asked to draw with what it drew: the same content,
    built afresh each frame, is one blit; changed content is drawn changed."""
    view = BoardView(5, 5, pygame.Rect(0, 0, 300, 300), font)
    composed = []
    compose = view._compose
    view._compose = lambda content: composed.append(content) or compose(content)

    def content(text: str) -> BoardContent:
        return BoardContent({(1, 1): CellLook((200, 200, 200), text)})

    surface = pygame.Surface((320, 320))
    for _ in range(5):
        view.draw(surface, content("7"), Marks(cursor=(2, 2)))
    assert len(composed) == 1
    marked = view._marked
    view.draw(surface, content("7"), Marks(cursor=(2, 2)))
    assert view._marked is marked
    before = surface.copy()
    view.draw(surface, content("8"))
    assert len(composed) == 2
    cell = view.cell_rect((1, 1))
    assert any(
        surface.get_at((x, y)) != before.get_at((x, y))
        for x in range(cell.left, cell.right)
        for y in range(cell.top, cell.bottom)
    )


def test_cells_round_trip_and_zoom_to_the_rect():
    small = BoardView(20, 20, pygame.Rect(0, 0, 300, 300), font)
    large = BoardView(20, 20, pygame.Rect(0, 0, 900, 900), font)
    assert large.cell_size > 2 * small.cell_size
    for view in (small, large):
        assert view.rect.contains(view.area)
        for cell in [(0, 0), (19, 19), (7, 3)]:
            assert view.cell_at(view.cell_rect(cell).center) == cell
        assert view.cell_at((view.board.left - 1, view.board.top)) is None


def test_a_thumbnail_has_no_labels_nor_cell_text():
    view = BoardView(4, 4, pygame.Rect(0, 0, 200, 200), font)
    view.fit(pygame.Rect(0, 0, 200, 200), labels=False, text=False)
    assert view.margin == 0
    content = BoardContent({(1, 1): CellLook((200, 200, 200), "7")})
    surface = pygame.Surface((220, 220))
    view.draw(surface, content)
    assert text_pixels(surface, view, content) == {}


def test_the_legend_draws_every_entry_and_uses_columns_when_wide():
    painted = []

    def swatch(surface, rect):
        painted.append(rect.size)
        pygame.draw.rect(surface, theme.ACCENT, rect)

    entries = [LegendEntry(swatch, f"thing {n}") for n in range(6)]
    legend = Legend(entries, font(18))
    assert legend.columns_for(120) == 1 and legend.columns_for(2000) == 6
    assert legend.height_for(2000) < legend.height_for(120)
    surface = pygame.Surface((200, 400))
    used = legend.draw(surface, pygame.Rect(0, 0, 200, 400))
    assert len(painted) == 6 and used.height == legend.height_for(200)
    legend.draw(surface, pygame.Rect(0, 0, 200, 400))
    assert len(painted) == 6, "a still legend is cached"


def test_the_focused_board_gets_the_room_and_the_others_are_thumbnails():
    area = pygame.Rect(16, 78, 904, 714)
    for focused in (0, 1):
        layout = layout_focus(area, 2, focused, side_width=210, caption=26)
        big, small = layout.boards[focused], layout.boards[1 - focused]
        assert big.height == area.height and big.width > 3 * small.width // 2
        assert area.contains(small) and not small.colliderect(big)
        assert layout.side.top >= small.bottom and area.contains(layout.side)
        assert layout.captions[1 - focused].bottom <= small.top
    halves = layout_side_by_side(area, 2)
    assert halves[0].width == halves[1].width and not halves[0].colliderect(halves[1])


def test_in_a_narrow_area_the_key_goes_under_the_focused_board_which_grows():
    """Issue 21: beside a 150 px side column the board could not fill the height; with the
    key under it and only thumbnails beside, the board grows."""
    area = pygame.Rect(16, 78, 480, 500)
    beside = layout_focus(area, 2, 0, side_width=150, caption=26)
    narrow = layout_focus(area, 2, 0, side_width=150, caption=26, legend_height=lambda w: 100)
    big, small, key = narrow.boards[0], narrow.boards[1], narrow.legend
    assert big.width > beside.boards[0].width + 40
    assert small.width <= THUMB_WIDTH and not small.colliderect(big)
    assert key.top >= big.bottom and key.height >= 100 and area.contains(key)
    tall = pygame.Rect(16, 78, 1000, 500)  # the board fills the height: the key stays beside
    assert layout_focus(tall, 2, 0, 150, 26, legend_height=lambda w: 100).legend.left > 500


def squares(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """A stand-in for board views: the largest square in each rect."""
    return [pygame.Rect(r.topleft, (min(r.size), min(r.size))) for r in rects]


def test_the_key_goes_under_or_beside_the_boards_whichever_leaves_them_more_room():
    wide = pygame.Rect(0, 0, 1000, 300)
    rects, key = layout_with_legend(wide, 1, lambda width: 80, squares)
    assert key.left >= squares(rects)[0].right and squares(rects)[0].height == 300
    tall = pygame.Rect(0, 0, 300, 800)
    rects, key = layout_with_legend(tall, 1, lambda width: 80, squares)
    board = squares(rects)[0]
    assert key.top >= board.bottom and board.width == 300
    assert board.top > tall.top and tall.bottom - key.bottom < 300  # centred together


def test_coordinate_labels_never_run_together_nor_shrink_below_12_px():
    sizes = []

    def recording_font(size: int, bold: bool = False) -> pygame.font.Font:
        if not bold:  # the labels (a cell's own text is bold and scales with the cell)
            sizes.append(size)
        return pygame.font.Font(None, size)

    view = BoardView(40, 40, pygame.Rect(0, 0, 520, 520), recording_font)
    surface = pygame.Surface((520, 520))
    view.draw(surface, numbered(view), Marks())
    assert min(sizes) >= 12
    step = label_step(pygame.font.Font(None, 12).size("AN")[0] + 4, view.cell_size)
    assert view.cell_size < 14 and step >= 2  # 40 columns in 520 px: every other label
    roomy = BoardView(8, 8, pygame.Rect(0, 0, 520, 520), font)
    assert label_step(pygame.font.Font(None, 16).size("H")[0] + 4, roomy.cell_size) == 1


class RecordingFont(pygame.font.Font):
    """A font that remembers every text it renders."""

    rendered: list[str] = []

    def render(self, text, *arguments, **named):  # noqa: ANN001, ANN201
        RecordingFont.rendered.append(str(text))
        return super().render(text, *arguments, **named)


def recording_font(size: int, bold: bool = False) -> pygame.font.Font:
    return RecordingFont(None, size)


@pytest.mark.parametrize("size", [(40, 40), (30, 30), (12, 8)])
def test_every_column_letter_and_row_number_is_drawn(size):
    """Issue 21: a 40-column Snek arena skipped every other column letter (AA, AC …) and row
    number; letters too wide for a cell now go in two staggered rows."""
    columns, rows = size
    view = BoardView(columns, rows, pygame.Rect(0, 0, 640, 640), recording_font)
    RecordingFont.rendered = []
    view.draw(pygame.Surface((640, 640)), BoardContent({}))
    labels = set(RecordingFont.rendered)
    assert {column_letters(c) for c in range(columns)} <= labels
    assert {str(r + 1) for r in range(rows)} <= labels
    assert view.area.top >= 0 and view.board.top - view.area.top >= view.margin


def test_the_out_of_play_words_keep_off_the_heads():
    """ "out of play" sat on the board's middle over a snake's head: the words go to the
    place nearest the middle that leaves every head (and then every number) in view."""
    view = BoardView(13, 13, pygame.Rect(0, 0, 400, 400), font)
    look = SnakeLook(theme.Mark((200, 30, 30), theme.WHITE, "R"))
    heads = [(4, 6), (7, 5), (9, 7)]  # the middle row and the rows either side
    snakes = [SnakeShape((head, (head[0] - 1, head[1])), look) for head in heads]
    numbers = {(c, r): CellLook(FILLS[0], "5") for c in range(13) for r in (3, 9)}
    surface = pygame.Surface((420, 420))
    view.draw(surface, BoardContent(numbers, (), "out of play", snakes))
    panel = pygame.mask.from_threshold(surface, theme.PANEL, (1, 1, 1, 255))
    pill = pygame.Rect(panel.get_bounding_rects()[0])  # the words' pill
    assert view.board.contains(pill)
    hidden = [cell for cell in [*heads, *numbers] if pill.colliderect(view.cell_rect(cell))]
    assert not hidden, (hidden, pill)
