"""The square-board view every grid game draws with: cells, coordinates, marks, a legend.

    view = BoardView(20, 20, rect, app.font, background=lambda cell: None)
    view.draw(surface, BoardContent(cells={(3, 4): CellLook(GOLD, "12")}),
              Marks(path=((2, 4), (3, 4)), cursor=(3, 4)))
    cell = view.cell_at(event.pos)                    # None outside the cells

Columns are lettered A.. across the top, rows numbered 1.. down the left; A1 is the top-left
cell. `fit(rect)` zooms the board to the largest square cells that fit (no fixed size).

The view knows nothing about any game. The game supplies
- `background(cell) -> CellLook | None`: what never changes (walls, tunnels), cached per size;
- `BoardContent` (cell looks over the background, sprites by key, an optional veil): the
  board is composed again only when the content differs from the one drawn last (compared
  by value, so there is no cache key to invent), and a still board costs one blit;
- `sprites(key, cell_size) -> Surface`: the pieces (heads, bodies), cached per size;
- `Marks`: what the player plans with, drawn in a fixed order of named LAYERS.

Nothing hides a cell's own text: with `room_for_marks` every cell keeps its text inside
`number_box`, and every mark keeps out of it — the path runs along a lane in the cell's top-left
corner (`lane_point`), badges sit in the top-right corner (`badge_rect`), crosses on the lane
point, and the cursor and highlights are outlines inside the cell frame (the cursor adds
corner marks reaching into the neighbours' frames). `Legend` draws (swatch painter, words)
rows compactly beside a board; `layout_side_by_side`, `layout_focus` (one board large, the
others as thumbnails, the key under the board in a narrow window; `fit_focused`,
`draw_focus_caption`) and `layout_with_legend` (the key under or beside the boards, whichever
leaves them more room) share out an area: the board gets the room, the key gives way.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game.core.coords import Cell, column_letters
from game.ui import theme
from game.ui.event_log import fitting_length
from game.ui.layout_record import BOARD, LAYOUT, TOKEN
from game.ui.snake_body import SnakeShape, draw_snake
from game.ui.table_layout import ZOOMED_PAGE
from game.ui.text import ShortenedInImage, blit_text, clip_text

FontMaker = Callable[..., pygame.font.Font]
Colour = theme.Colour
CellPainter = Callable[[Cell], "CellLook | None"]
SpritePainter = Callable[[Any, int], pygame.Surface]  # the key is the game's own (CellLook.sprite)
SwatchPainter = Callable[[pygame.Surface, pygame.Rect], None]

EMPTY_CELL: Colour = (52, 58, 72)
GRID_LINE: Colour = (26, 29, 36)
LABEL: Colour = theme.MUTED_TEXT
PATH_INK: Colour = theme.WHITE
CROSS_INK: Colour = (255, 40, 40)
CURSOR_INK: Colour = theme.ACCENT
CASING: Colour = theme.BLACK
VEIL_SHADE = (70, 70, 78, 170)
DIM_SHADE = (0, 0, 0, 140)
MIN_LABEL_MARGIN = 14
MAX_LABEL_MARGIN = 26
TWO_DIGIT_MARGIN = 21
EDGE_PAD = 3  # room right of and below the board for the cursor's corner marks
TEXT_SHARE = 0.5  # a cell's text is this share of the cell size (font size)
MIN_CELL_TEXT = 12  # px: a board whose cell text would be smaller gives up what sits beside it
LAYERS = ("dim", "highlights", "path", "badges", "crosses", "cursor")
"""The order marks are drawn in, bottom to top."""


@dataclass(frozen=True)
class CellLook:
    """How one cell is painted: a fill, its own text (a number) and an optional emblem drawn
    by the game (a gem, a tunnel ring) given the tile and the number box."""

    fill: Colour
    text: str = ""
    ink: Colour = theme.BLACK
    emblem: Callable[[pygame.Surface, pygame.Rect, pygame.Rect], None] | None = None
    backed: bool = False  # the text sits on a patch of `fill` that cuts the emblem around it


@dataclass(frozen=True)
class Piece:
    """A sprite (by key, see SpritePainter) centred on a cell, drawn over the cell looks."""

    cell: Cell
    sprite: Hashable


@dataclass
class BoardContent:
    """What changes on a board: cell looks over the background, snakes (game.ui.snake_body:
    the numbers of the cells under them are plated again on top), pieces, and a veil (a grey
    shade with a word in the middle, such as "out of play")."""

    cells: Mapping[Cell, CellLook] = field(default_factory=dict)
    pieces: Sequence[Piece] = ()
    veil: str | None = None
    snakes: Sequence[SnakeShape] = ()  # drawn over the cell looks, under the pieces


@dataclass(frozen=True)
class Badge:
    """A small round label in a cell's top-right corner (a priority "1", "2", "3")."""

    cell: Cell
    text: str
    fill: Colour = theme.ACCENT
    ink: Colour = theme.BLACK


@dataclass(frozen=True)
class Highlight:
    """An outline inside a cell's frame."""

    cell: Cell
    colour: Colour = theme.ACCENT


@dataclass(frozen=True)
class Marks:
    """What a screen draws over a board, every field optional; see LAYERS for the order."""

    path: tuple[Cell, ...] = ()
    badges: tuple[Badge, ...] = ()
    crosses: tuple[Cell, ...] = ()
    highlights: tuple[Highlight, ...] = ()
    cursor: Cell | None = None
    dim: bool = False
    path_ink: Colour = PATH_INK


@dataclass(frozen=True)
class CellZones:
    """Where marks and text go inside a cell of `size` px (offsets from its top-left)."""

    size: int
    frame: int  # outlines stay within this many px of the cell's edge
    path_width: int
    lane: int  # the path's lane point is (lane, lane)
    dot: int  # radius of a path step's dot
    badge: int  # side of the top-right badge square
    number_box: pygame.Rect

    @classmethod
    def for_size(cls, size: int, room_for_marks: bool) -> CellZones:
        frame = max(1, size // 11)
        path_width = max(1, size // 12)
        lane = max(2, round(size * 0.2))
        dot = path_width + 1
        badge = max(6, round(size * 0.4))
        if room_for_marks:
            left = lane + dot + 2
            top = max(left, badge)
        else:
            left = top = frame + 1
        right = size - frame - 1
        box = pygame.Rect(left, top, max(1, right - left), max(1, right - top))
        return cls(size, frame, path_width, lane, dot, badge, box)


class BoardView:
    """One board on the screen; see the module docstring."""

    def __init__(
        self,
        columns: int,
        rows: int,
        rect: pygame.Rect,
        font: FontMaker,
        *,
        background: CellPainter | None = None,
        sprites: SpritePainter | None = None,
        labels: bool = True,
        text: bool = True,
        room_for_marks: bool = True,
    ):
        """`labels`: coordinates around the board; `text`: the cells' own text (thumbnails go
        without both); `room_for_marks`: keep cell text out of the marks' places."""
        self.columns = columns
        self.rows = rows
        self.font = font
        self.background = background or (lambda cell: None)
        self.sprite_painter = sprites
        self.labels = labels
        self.text = text
        self.room_for_marks = room_for_marks
        self.one_of_many = False  # a board among several laid out together (an overview)
        self.fit(rect)

    # geometry

    def fit(
        self, rect: pygame.Rect, *, labels: bool | None = None, text: bool | None = None
    ) -> None:
        """Lay the board out inside `rect`: the largest square cells, labels top and left
        (`labels`, `text`: switch the coordinates and the cells' text, as for a thumbnail)."""
        self.rect = pygame.Rect(rect)
        self.labels = self.labels if labels is None else labels
        self.text = self.text if text is None else text
        if self.labels:
            rough = min(rect.width / (self.columns + 1), rect.height / (self.rows + 1))  # ≥ 1
            margin = int(min(MAX_LABEL_MARGIN, max(MIN_LABEL_MARGIN, rough * 0.9)))
            if self.rows >= 10:  # two-digit row numbers at the smallest label size stay whole
                margin = max(margin, TWO_DIGIT_MARGIN)
        else:
            margin = 0
        self.margin = margin
        self.lane_room = 0  # a second row of column letters above the first, when needed
        room_w, room_h = rect.width - margin - EDGE_PAD, rect.height - margin - EDGE_PAD
        columns, rows = max(1, self.columns), max(1, self.rows)  # an empty board: one cell
        self.cell_size = max(4, int(min(room_w / columns, room_h / rows)))
        if self.labels and self.columns and self._widest_letters() > self.cell_size:
            lane = self._label_font().get_linesize()
            cell = max(4, int(min(room_w / columns, (room_h - lane) / rows)))
            if self._widest_letters() <= 2 * cell:  # every letter shown, in two staggered rows
                self.lane_room, self.cell_size, room_h = lane, cell, room_h - lane
        board_w, board_h = self.cell_size * self.columns, self.cell_size * self.rows
        left = rect.left + margin + max(0, room_w - board_w) // 2
        top = rect.top + margin + self.lane_room + max(0, room_h - board_h) // 2
        self.board = pygame.Rect(left, top, board_w, board_h)
        self.zones = CellZones.for_size(self.cell_size, self.room_for_marks)
        self._background: pygame.Surface | None = None
        self._tiles: dict[CellLook, pygame.Surface] = {}
        self._sprites: dict[Hashable, pygame.Surface] = {}
        self._content: tuple[BoardContent, pygame.Surface] | None = None
        self._marked: tuple[Marks, pygame.Surface] | None = None

    def move_to(self, rect: pygame.Rect) -> None:
        """Lay the board out in `rect`: a rect of the same size only shifts the board, keeping
        what was drawn (a panned view); any other size fits it again."""
        if rect.size != self.rect.size:
            self.fit(rect)
            return
        dx, dy = rect.left - self.rect.left, rect.top - self.rect.top
        self.rect = pygame.Rect(rect)
        self.board = self.board.move(dx, dy)

    @property
    def area(self) -> pygame.Rect:
        """The board with its labels and edge room: what `draw` covers."""
        return pygame.Rect(
            self.board.left - self.margin,
            self.board.top - self.margin - self.lane_room,
            self.board.width + self.margin + EDGE_PAD,
            self.board.height + self.margin + self.lane_room + EDGE_PAD,
        )

    def contains(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        if not self.board.collidepoint(pos):
            return None
        return (
            int(pos[0] - self.board.left) // self.cell_size,
            int(pos[1] - self.board.top) // self.cell_size,
        )

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        size = self.cell_size
        return pygame.Rect(
            self.board.left + cell[0] * size, self.board.top + cell[1] * size, size, size
        )

    def cell_centre(self, cell: Cell) -> tuple[float, float]:
        size = self.cell_size
        return (
            self.board.left + (cell[0] + 0.5) * size,
            self.board.top + (cell[1] + 0.5) * size,
        )

    def number_box(self, cell: Cell) -> pygame.Rect:
        """Where the cell's own text is drawn (marks keep out of it)."""
        return self.zones.number_box.move(self.cell_rect(cell).topleft)

    def lane_point(self, cell: Cell) -> tuple[int, int]:
        """Where the path passes through the cell (its top-left corner, beside the text)."""
        rect = self.cell_rect(cell)
        return rect.left + self.zones.lane, rect.top + self.zones.lane

    def path_point(self, cell: Cell) -> tuple[int, int]:
        """Where the path's line passes through the cell: its lane point (a view whose numbers
        are plated over the path may run it through the cells' centres instead)."""
        return self.lane_point(cell)

    def badge_rect(self, cell: Cell) -> pygame.Rect:
        rect = self.cell_rect(cell)
        side = self.zones.badge
        return pygame.Rect(rect.right - side, rect.top, side, side)

    # drawing

    def draw(
        self,
        surface: pygame.Surface,
        content: BoardContent,
        marks: Marks | None = None,
        *,
        live: bool = False,
    ) -> None:
        """The board showing `content` (composed again only when it differs from the content
        drawn last), then `marks`. `live`: the content changes every frame (a battle playing,
        a move sliding), so it is drawn straight onto `surface` and nothing is kept."""
        if LAYOUT.on:
            self._note_drawn(surface, content)
        if live:
            self._draw_live(surface, content, marks)
            return
        if self._content is None or self._content[0] != content:
            self._content = (content, self._compose(content))
            self._marked = None
        image = self._content[1]
        if marks is not None and marks != Marks():
            if self._marked is None or self._marked[0] != marks:
                marked = image.copy()
                self._draw_marks(marked, marks, (-self.area.left, -self.area.top))
                self._marked = (marks, marked)
            image = self._marked[1]
        surface.blit(image, self.area.topleft)

    def _note_drawn(self, surface: pygame.Surface, content: BoardContent) -> None:
        """For the layout check: the board, its room, its cells' text size, its pieces."""
        shows_text = self.text and any(look.text for look in content.cells.values())
        cell_text = self.text_font().point_size if shows_text else 0
        texts = {look.text for look in content.cells.values() if look.text} if shows_text else ()
        shown = min((self.shown_text_size(text) for text in texts), default=0.0)
        LAYOUT.note(surface, BOARD, self.area, size=self.cell_size, room=self.rect,
                    owner=self.board, cell_text=cell_text, cell_text_shown=shown,
                    thumbnail=not self.labels or self.one_of_many,
                    text=f"{self.columns}x{self.rows}")  # fmt: skip

    def _draw_live(
        self, surface: pygame.Surface, content: BoardContent, marks: Marks | None
    ) -> None:
        area = self.area
        old_clip = surface.get_clip()
        surface.set_clip(area.clip(old_clip))
        surface.blit(self._static_background(), area.topleft)
        self._paint(surface, content, (0, 0))
        if marks is not None:
            self._draw_marks(surface, marks, (0, 0))
        surface.set_clip(old_clip)

    def patch(self, cells: Mapping[Cell, CellLook]) -> bool:
        """Re-tile only `cells` of the board drawn last: a painter changing a few cells of a
        large board (the level editor); the next `draw` of the whole new content then finds
        it drawn. Only for boards whose content is cell looks alone (no pieces or veil over
        those cells). False when nothing has been drawn yet."""
        if self._content is None:
            return False
        drawn, image = self._content
        background = self._static_background()
        shift = (-self.area.left, -self.area.top)
        for cell, look in cells.items():
            rect = self.cell_rect(cell).move(shift)
            image.blit(background, rect, rect)
            image.blit(self.tile(look), rect)
        patched = BoardContent({**drawn.cells, **cells}, drawn.pieces, drawn.veil, drawn.snakes)
        self._content = (patched, image)
        self._marked = None
        return True

    def _compose(self, content: BoardContent) -> pygame.Surface:
        image = self._static_background().copy()
        self._paint(image, content, (-self.area.left, -self.area.top))
        return image

    def _paint(self, image: pygame.Surface, content: BoardContent, shift: tuple[int, int]) -> None:
        """`content` over the background already on `image` (the board moved by `shift`)."""
        for cell, look in content.cells.items():
            image.blit(self.tile(look), self.cell_rect(cell).move(shift))
        if content.snakes:
            self.draw_snakes(image, content.snakes, content.cells, shift)
        for piece in content.pieces:
            self.blit_sprite_at(image, piece.sprite, _moved(self.cell_centre(piece.cell), shift))
        if content.veil:
            self._draw_veil(image, content.veil, shift, self._marked_cells(content))

    def draw_snakes(
        self,
        surface: pygame.Surface,
        snakes: Sequence[SnakeShape],
        cells: Mapping[Cell, CellLook],
        shift: tuple[int, int] = (0, 0),
        alpha: int = 255,
    ) -> None:
        """`snakes` (shifted by `shift`), then the text of the cells under them (a look of
        `cells`, else the background's) plated again on top: a body never hides a number."""

        def place(cell: Cell) -> pygame.Rect:
            return self.cell_rect(cell).move(shift)

        for snake in snakes:
            draw_snake(surface, snake, place, self.font, alpha=alpha)
        if not self.text:
            return
        for cell in {cell for snake in snakes for cell in snake.under_body()}:
            look = cells.get(cell) or self.background(cell)
            if look is not None and look.text and self.contains(cell):
                box = self.number_box(cell).move(shift)
                blit_fitted(surface, self.text_font(), look.text, look.ink, box, look.fill)

    def _static_background(self) -> pygame.Surface:
        if self._background is None:
            self._background = self._render_background()
        return self._background

    def _render_background(self) -> pygame.Surface:
        area = self.area
        image = pygame.Surface(area.size)
        image.fill(theme.BACKGROUND)
        board = self.board.move(-area.left, -area.top)
        pygame.draw.rect(image, GRID_LINE, board)
        for column in range(self.columns):
            for row in range(self.rows):
                look = self.background((column, row)) or CellLook(EMPTY_CELL)
                image.blit(
                    self.tile(look), self.cell_rect((column, row)).move(-area.left, -area.top)
                )
        if self.labels:
            self._draw_labels(image, board)
        return image

    def _label_font(self) -> pygame.font.Font:
        return self.font(max(12, min(16, self.margin - 6, int(self.cell_size * 0.55))), False)

    def _widest_letters(self) -> int:
        """The room the widest column label takes, with a gap to its neighbour ("W" is wider
        than "Z", "AW" than "BH": every label is measured)."""
        font = self._label_font()
        return max(font.size(column_letters(c))[0] for c in range(max(1, self.columns))) + 4

    def column_labels(
        self, board: pygame.Rect | None = None
    ) -> list[tuple[str, tuple[float, float]]]:
        """The column letters drawn, each with its centre (over `board`, default the board
        on screen): every one in two staggered rows, or every 2nd, 5th, 10th … in one."""
        board = self.board if board is None else board
        lanes = 2 if self.lane_room else 1
        step = label_step(self._widest_letters(), lanes * self.cell_size)
        places: list[tuple[str, tuple[float, float]]] = []
        for column in range(0, self.columns, 1 if lanes == 2 else step):
            x = board.left + (column + 0.5) * self.cell_size
            y = board.top - self.margin / 2 - (self.lane_room if column % lanes else 0)
            places.append((column_letters(column), (x, y)))
        return places

    def _draw_labels(self, image: pygame.Surface, board: pygame.Rect) -> None:
        """Column letters and row numbers, never under 12 px. Letters too wide for one cell
        go in two staggered rows (`lane_room`), every letter shown; where even that cannot
        hold them, every second (third …) one is drawn, so they never run together."""
        font = self._label_font()
        for words, centre in self.column_labels(board):
            label = font.render(words, True, LABEL)
            image.blit(label, label.get_rect(center=centre))
        digits = font.render("0123456789", True, LABEL).get_bounding_rect().height + 3
        for row in range(0, self.rows, label_step(digits, self.cell_size)):
            label = font.render(str(row + 1), True, LABEL)
            y = board.top + (row + 0.5) * self.cell_size
            image.blit(label, label.get_rect(midright=(board.left - 3, y)))

    @staticmethod
    def _marked_cells(content: BoardContent) -> tuple[set[Cell], set[Cell]]:
        """(cells with a head or a piece, cells with a number or an emblem) of `content`."""
        tokens = {snake.cells[0] for snake in content.snakes if snake.cells}
        tokens |= {piece.cell for piece in content.pieces}
        numbers = {cell for cell, look in content.cells.items() if look.text or look.emblem}
        return tokens, numbers

    def _veil_pill(self, size: tuple[int, int], marked: tuple[set[Cell], set[Cell]]) -> pygame.Rect:
        """Where the veil's words go (`size`: their pill's): centred on the cell nearest the
        middle where they cover the fewest heads and pieces, then the fewest numbers (the
        middle hid a snake's head); never off the board."""
        tokens, numbers = marked
        middle = ((self.columns - 1) / 2, (self.rows - 1) / 2)

        def place(cell: Cell) -> pygame.Rect:
            pill = pygame.Rect((0, 0), size)
            pill.center = (round(self.cell_centre(cell)[0]), round(self.cell_centre(cell)[1]))
            return pill.clamp(self.board)

        def cost(cell: Cell) -> tuple[int, int, float]:
            pill = place(cell)
            first = self.cell_at(pill.topleft) or (0, 0)
            last = self.cell_at((pill.right - 1, pill.bottom - 1)) or (self.columns, self.rows)
            covered = {
                (column, row)
                for column in range(first[0], last[0] + 1)
                for row in range(first[1], last[1] + 1)
            }
            distance = abs(cell[0] - middle[0]) + abs(cell[1] - middle[1])
            return len(covered & tokens), len(covered & numbers), distance

        cells = [(column, row) for row in range(self.rows) for column in range(self.columns)]
        return place(min(cells, key=cost, default=(0, 0)))

    def _draw_veil(
        self,
        image: pygame.Surface,
        words: str,
        shift: tuple[int, int],
        marked: tuple[set[Cell], set[Cell]] = (set(), set()),
    ) -> None:
        board = self.board.move(shift)
        shade = pygame.Surface(board.size, pygame.SRCALPHA)
        shade.fill(VEIL_SHADE)
        image.blit(shade, board.topleft)
        font = self.font(max(14, min(28, self.cell_size)), True)
        label = font.render(words, True, theme.TEXT)
        pill = self._veil_pill(label.get_rect().inflate(24, 12).size, marked).move(shift)
        pygame.draw.rect(image, theme.PANEL, pill, border_radius=pill.height // 2)
        pygame.draw.rect(image, theme.PANEL_BORDER, pill, 2, border_radius=pill.height // 2)
        image.blit(label, label.get_rect(center=pill.center))

    # tiles and sprites (also used by animations)

    def shown_text_size(self, text: str) -> float:
        """The px size `text` shows at in a cell: the font's, narrowed as `blit_fitted`
        squeezes a label wider than the number box (\"-10\" on a small cell)."""
        font = self.text_font()
        wide = font.size(text)[0]
        box = self.zones.number_box.width
        return font.point_size * min(1.0, box / wide) if wide else float(font.point_size)

    def text_font(self) -> pygame.font.Font:
        """The font of the cells' own text at this cell size."""
        return self.font(max(7, int(self.cell_size * TEXT_SHARE)), True)

    def tile(self, look: CellLook) -> pygame.Surface:
        """One cell painted as `look` (cached per look and size)."""
        if look not in self._tiles:
            self._tiles[look] = self._render_tile(look)
        return self._tiles[look]

    def _render_tile(self, look: CellLook) -> pygame.Surface:
        size = self.cell_size
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        inner = pygame.Rect(0, 0, size, size).inflate(-1, -1)
        pygame.draw.rect(image, look.fill, inner)
        box = self.zones.number_box
        if look.emblem is not None:
            look.emblem(image, inner, box)
        if look.text and self.text:
            backing = look.fill if look.backed else None
            blit_fitted(image, self.text_font(), look.text, look.ink, box, backing)
        return image

    def sprite(self, key: Hashable) -> pygame.Surface:
        """The game's sprite `key` at this cell size (cached)."""
        if key not in self._sprites:
            if self.sprite_painter is None:
                raise LookupError(f"no sprite painter for {key!r}")
            self._sprites[key] = self.sprite_painter(key, self.cell_size)
        return self._sprites[key]

    def blit_sprite_at(
        self,
        surface: pygame.Surface,
        key: Hashable,
        centre: tuple[float, float],
        alpha: int = 255,
    ) -> None:
        """Sprite `key` centred anywhere (between cells while it slides), faded by `alpha`."""
        _blit_centred(surface, self.sprite(key), centre, alpha)

    def blit_tile_at(
        self,
        surface: pygame.Surface,
        look: CellLook,
        centre: tuple[float, float],
        scale: float = 1.0,
        alpha: int = 255,
    ) -> None:
        """A cell tile centred at `centre`, scaled (popping) and faded."""
        image = self.tile(look)
        if scale != 1.0:
            side = max(1, round(self.cell_size * scale))
            image = pygame.transform.smoothscale(image, (side, side))
        _blit_centred(surface, image, centre, alpha)

    def flash_cell(self, surface: pygame.Surface, cell: Cell, colour: Colour, alpha: int) -> None:
        """Tint one cell (a collision flashing red)."""
        rect = self.cell_rect(cell)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((*colour, max(0, min(255, alpha))))
        surface.blit(shade, rect)
        pygame.draw.rect(surface, colour, rect, 2)

    def clear_cell(self, surface: pygame.Surface, cell: Cell) -> None:
        """Draw the cell as its bare background (an item that has just been taken)."""
        rect = self.cell_rect(cell)
        surface.blit(self._static_background(), rect, rect.move(-self.area.left, -self.area.top))

    def shade_board(self, surface: pygame.Surface, rgba: tuple[int, int, int, int]) -> None:
        """A translucent shade over the whole board (a grid leaving play greys out)."""
        shade = pygame.Surface(self.board.size, pygame.SRCALPHA)
        shade.fill(rgba)
        surface.blit(shade, self.board.topleft)

    # marks, in LAYERS order

    def _draw_marks(self, surface: pygame.Surface, marks: Marks, shift: tuple[int, int]) -> None:
        for layer in LAYERS:
            getattr(self, f"_layer_{layer}")(surface, marks, shift)

    def _layer_dim(self, surface: pygame.Surface, marks: Marks, shift: tuple[int, int]) -> None:
        if marks.dim:
            self._draw_dim(surface, shift)

    def _layer_highlights(
        self, surface: pygame.Surface, marks: Marks, shift: tuple[int, int]
    ) -> None:
        for highlight in marks.highlights:
            self._draw_highlight(surface, highlight, shift)

    def _layer_path(self, surface: pygame.Surface, marks: Marks, shift: tuple[int, int]) -> None:
        self._draw_path(surface, marks.path, marks.path_ink, shift)

    def _layer_badges(self, surface: pygame.Surface, marks: Marks, shift: tuple[int, int]) -> None:
        for badge in marks.badges:
            self._draw_badge(surface, badge, shift)

    def _layer_crosses(self, surface: pygame.Surface, marks: Marks, shift: tuple[int, int]) -> None:
        for cell in marks.crosses:
            self._draw_cross(surface, cell, shift)

    def _layer_cursor(self, surface: pygame.Surface, marks: Marks, shift: tuple[int, int]) -> None:
        """The cursor, then again any badge its ring or corner marks reach (a badge's
        number stays readable under the cursor)."""
        if marks.cursor is None:
            return
        self._draw_cursor(surface, marks.cursor, shift)
        reach = 2 * self.zones.frame + 6
        ring = self.cell_rect(marks.cursor).inflate(2 * reach, 2 * reach)
        for badge in marks.badges:
            if self.badge_rect(badge.cell).colliderect(ring):
                self._draw_badge(surface, badge, shift)

    def _draw_dim(self, surface: pygame.Surface, shift: tuple[int, int]) -> None:
        shade = pygame.Surface(self.board.size, pygame.SRCALPHA)
        shade.fill(DIM_SHADE)
        surface.blit(shade, self.board.move(shift).topleft)

    def _draw_highlight(
        self, surface: pygame.Surface, highlight: Highlight, shift: tuple[int, int]
    ) -> None:
        rect = self.cell_rect(highlight.cell).move(shift)
        frame = self.zones.frame
        pygame.draw.rect(surface, CASING, rect, frame)
        if frame > 1:
            pygame.draw.rect(surface, highlight.colour, rect.inflate(-2, -2), frame - 1)
        else:
            pygame.draw.rect(surface, highlight.colour, rect, 1)

    def _draw_path(
        self, surface: pygame.Surface, path: Sequence[Cell], ink: Colour, shift: tuple[int, int]
    ) -> None:
        width = self.zones.path_width
        points = [_moved(self.path_point(cell), shift) for cell in path]
        for ink_now, extra in ((CASING, 2), (ink, 0)):
            for index in range(1, len(path)):
                first, second = path[index - 1], path[index]
                if abs(first[0] - second[0]) + abs(first[1] - second[1]) == 1:
                    start, end = points[index - 1], points[index]
                    _lane_line(surface, ink_now, start, end, width + extra)
            for point in points[1:] if len(points) > 1 else points:
                pygame.draw.circle(surface, ink_now, point, self.zones.dot + extra // 2)

    def _draw_badge(self, surface: pygame.Surface, badge: Badge, shift: tuple[int, int]) -> None:
        rect = self.badge_rect(badge.cell).move(shift)
        radius = rect.width // 2
        pygame.draw.circle(surface, CASING, rect.center, radius)
        pygame.draw.circle(surface, badge.fill, rect.center, max(1, radius - 1))
        font = self.font(max(7, int(rect.height * 0.95)), True)
        drawn = blit_fitted(surface, font, badge.text, badge.ink, rect.inflate(-2, -2))
        if LAYOUT.on:
            LAYOUT.note(surface, TOKEN, rect)
            LAYOUT.text(surface, drawn, badge.text, font, owner=rect)

    def _draw_cross(self, surface: pygame.Surface, cell: Cell, shift: tuple[int, int]) -> None:
        x, y = _moved(self.lane_point(cell), shift)
        half = self.zones.lane + 1
        width = max(2, self.zones.path_width + 1)
        for ink, extra in ((CASING, 2), (CROSS_INK, 0)):
            pygame.draw.line(
                surface, ink, (x - half, y - half), (x + half, y + half), width + extra
            )
            pygame.draw.line(
                surface, ink, (x - half, y + half), (x + half, y - half), width + extra
            )

    def _draw_cursor(self, surface: pygame.Surface, cell: Cell, shift: tuple[int, int]) -> None:
        """A black-edged gold ring inside the cell frame and white corner marks reaching into
        the neighbours' frames: plain on every fill colour."""
        old_clip = surface.get_clip()  # never over the coordinate labels beside the board
        edge = self.board.move(shift).inflate(2 * EDGE_PAD, 2 * EDGE_PAD)
        surface.set_clip(edge.clip(old_clip))
        self._draw_cursor_marks(surface, cell, shift)
        surface.set_clip(old_clip)

    def _draw_cursor_marks(
        self, surface: pygame.Surface, cell: Cell, shift: tuple[int, int]
    ) -> None:
        rect = self.cell_rect(cell).move(shift)
        frame = self.zones.frame
        reach = max(1, frame - 1)
        outer = rect.inflate(2 * reach, 2 * reach)
        pygame.draw.rect(surface, CASING, outer, reach + frame)
        pygame.draw.rect(surface, CURSOR_INK, outer.inflate(-2, -2), max(1, reach + frame - 2))
        arm = max(3, self.cell_size // 3)
        thick = max(2, reach + frame - 1)
        for corner, (dx, dy) in (
            (outer.topleft, (1, 1)),
            (outer.topright, (-1, 1)),
            (outer.bottomleft, (1, -1)),
            (outer.bottomright, (-1, -1)),
        ):
            x = corner[0] if dx > 0 else corner[0] - thick
            y = corner[1] if dy > 0 else corner[1] - thick
            across = pygame.Rect(x if dx > 0 else x - arm + thick, y, arm, thick)
            down = pygame.Rect(x, y if dy > 0 else y - arm + thick, thick, arm)
            for part in (across, down):
                pygame.draw.rect(surface, CASING, part.inflate(2, 2))
            for part in (across, down):
                pygame.draw.rect(surface, theme.WHITE, part)


def _lane_line(
    surface: pygame.Surface,
    ink: Colour,
    start: tuple[int, int],
    end: tuple[int, int],
    width: int,
) -> None:
    """A straight segment `width` px thick as a rectangle (pygame's thick lines are uneven)."""
    left, right = sorted((start[0], end[0]))
    top, bottom = sorted((start[1], end[1]))
    half = width // 2
    rect = pygame.Rect(left - half, top - half, right - left + width, bottom - top + width)
    pygame.draw.rect(surface, ink, rect)


def _moved(point: tuple[float, float], shift: tuple[int, int]) -> tuple[int, int]:
    return round(point[0] + shift[0]), round(point[1] + shift[1])


def _blit_centred(
    surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float], alpha: int
) -> None:
    if alpha < 255:
        image.set_alpha(max(0, alpha))
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
    if alpha < 255:
        image.set_alpha(None)


def label_step(label_size: float, cell_size: float) -> int:
    """Every how many cells a coordinate label fits without touching the next one: 1, 2, 5,
    10, 20, 50 … (a round count a player can follow: A C E …, 1 6 11 …)."""
    least = max(1, math.ceil(label_size / max(1.0, cell_size)))
    round_step = 1
    while round_step < least:
        round_step = round_step * 5 // 2 if str(round_step)[0] == "2" else round_step * 2
    return round_step


MAX_SQUEEZE = 3


def blit_fitted(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: Colour,
    box: pygame.Rect,
    backing: Colour | None = None,
) -> pygame.Rect:
    """`text`'s glyphs (without the font's blank rows) centred in `box`, squeezed
    horizontally if too wide (at most `MAX_SQUEEZE` times: what would need more is cut before
    it is rendered, so no text makes a giant surface), on a patch of `backing` (when given) a
    few px wider than the glyphs; returns where they went."""
    squeezable = max(1, box.width) * MAX_SQUEEZE
    if font.size(text)[0] > squeezable:
        text = text[: max(1, fitting_length(font, text, squeezable))]
    label = font.render(text, True, colour)
    glyphs = label.get_bounding_rect()
    if glyphs.width == 0:
        return pygame.Rect(box.center, (0, 0))
    label = label.subsurface(glyphs)
    if label.get_width() > box.width:
        label = pygame.transform.smoothscale(label, (max(1, box.width), label.get_height()))
    where = label.get_rect(center=box.center)
    if backing is not None:
        margin = max(2, where.height // 6)
        pygame.draw.rect(surface, backing, where.inflate(2 * margin, 2 * margin))
    surface.blit(label, where)
    return where


# --- sharing out the screen ----------------------------------------------------------------


def layout_side_by_side(area: pygame.Rect, count: int, gap: int = 20) -> list[pygame.Rect]:
    """`count` equal board areas side by side inside `area` (the view keeps its label
    margins inside each)."""
    count = max(1, count)
    width = (area.width - gap * (count - 1)) // count
    return [
        pygame.Rect(area.left + index * (width + gap), area.top, width, area.height)
        for index in range(count)
    ]


def layout_with_legend(
    area: pygame.Rect,
    count: int,
    legend_height: Callable[[int], int],
    fit: Callable[[list[pygame.Rect]], list[pygame.Rect]],
    side_width: int = 210,
    gap: int = 12,
) -> tuple[list[pygame.Rect], pygame.Rect]:
    """Boards side by side and a place for their legend: under them, across the whole width,
    or in a column on the right, whichever leaves the boards more room (under them on a tie:
    boards and legend then centred together in the height).
    `fit` lays the views out in the given rects and returns what they cover;
    `legend_height(width)` is the legend's height at a width."""
    wanted = legend_height(area.width)
    over = pygame.Rect(area.left, area.top, area.width, max(1, area.height - wanted - gap))
    rects = layout_side_by_side(over, count)
    under_room = _covered(fit(rects))
    narrow = pygame.Rect(area.left, area.top, max(1, area.width - side_width - gap), area.height)
    beside = layout_side_by_side(narrow, count)
    if _covered(fit(beside)) > under_room:
        return beside, pygame.Rect(narrow.right + gap, area.top, side_width, area.height)
    used = fit(rects)
    top, bottom = min(r.top for r in used), max(r.bottom for r in used)
    block_top = area.top + (area.height - (bottom - top + gap + wanted)) // 2
    rects = [pygame.Rect(r.left, block_top, r.width, bottom - top) for r in rects]
    bottom = max(r.bottom for r in fit(rects))
    return rects, pygame.Rect(area.left, bottom + gap, area.width, area.bottom - bottom - gap)


def _covered(rects: list[pygame.Rect]) -> int:
    return sum(rect.width * rect.height for rect in rects)


THUMB_WIDTH = 84
LEAST_CAPTION_COLUMN = 60  # px beside a lone board for its caption ("Grid A" at 20 px bold)
PARKED = pygame.Rect(-100_000, -100_000, 1, 1)  # where a board shown as a tab is laid out
"""The side column's width when it holds only thumbnails (the key gone under the board)."""


@dataclass(frozen=True)
class FocusLayout:
    """`boards[i]`: where board i goes (the focused one large, the others as thumbnails in
    the side column); `captions[i]`: a line for its title (the focused board's at the top of
    the side column, a thumbnail's just above it); `side`: the rest of the side column;
    `legend`: where the key goes (the rest of the side column, or the strip under the board)."""

    boards: list[pygame.Rect]
    captions: list[pygame.Rect]
    side: pygame.Rect
    legend: pygame.Rect
    tabs: bool = False  # folded (`layout_focus_tabs`): the other boards are caption tabs


def layout_focus(
    area: pygame.Rect,
    count: int,
    focused: int,
    side_width: int = 200,
    caption: int = 0,
    gap: int = 12,
    legend_height: Callable[[int], int] | None = None,
) -> FocusLayout:
    """The focused board gets the largest square that leaves a side column of at least
    `side_width` px on the right; the other boards are thumbnails stacked in that column under
    `caption` px lines, and the rest of the column is left for a legend.

    In a window too narrow for that (the board could not fill the height), with
    `legend_height(width)` given: the key goes under the board when that gives the board
    more room, the side column narrowing to THUMB_WIDTH (none for a single board)."""
    main = max(1, min(area.height, area.width - side_width - gap))
    layout = _focus_layout(area, count, focused, pygame.Rect(area.topleft, (main, area.height)),
                           caption, gap)  # fmt: skip
    if legend_height is None or main >= area.height:
        return layout
    column = THUMB_WIDTH + gap if count > 1 else 0
    key_width = key_room(area)
    key = legend_height(key_width)
    narrow = min(area.width - column, area.height - key - gap)
    if narrow <= main:
        return layout
    if count == 1 and caption and area.width - narrow - gap < LEAST_CAPTION_COLUMN:
        # no room beside the board for its caption (a phone's page): it goes over it
        above = caption + gap
        narrow = min(area.width, area.height - key - gap - above)
        board = pygame.Rect(area.left, area.top + above, narrow, narrow)
        title = pygame.Rect(area.left, area.top, area.width, caption)
        legend = pygame.Rect(
            area.left, board.bottom + gap, key_width, area.bottom - board.bottom - gap
        )
        empty = pygame.Rect(board.right, board.top, 0, 0)
        return FocusLayout([board], [title], empty, legend)
    board = pygame.Rect(area.topleft, (narrow, narrow))
    layout = _focus_layout(area, count, focused, board, caption, gap)
    legend = pygame.Rect(area.left, board.bottom + gap, key_width, area.bottom - board.bottom - gap)
    return FocusLayout(layout.boards, layout.captions, layout.side, legend)


def key_room(area: pygame.Rect) -> int:
    """The width of a key under the board: the area's, or on a phone's page that pans a
    zoomed frame, the page's own (read with no sideways pan, as the panel is)."""
    if ZOOMED_PAGE.view is None:
        return area.width
    return max(1, min(area.width, ZOOMED_PAGE.view[0] - 2 * area.left))


def _focus_layout(
    area: pygame.Rect,
    count: int,
    focused: int,
    main_rect: pygame.Rect,
    caption: int,
    gap: int,
) -> FocusLayout:
    column = pygame.Rect(main_rect.right + gap, area.top, area.right - main_rect.right - gap, 0)
    column.height = area.height
    thumb = min(column.width, area.height // 3)
    boards: list[pygame.Rect] = [main_rect] * count
    captions: list[pygame.Rect] = [pygame.Rect(column.left, column.top, column.width, caption)]
    captions *= count
    top = column.top + caption + (gap if caption else 0)
    for index in range(count):
        if index != focused:
            captions[index] = pygame.Rect(column.left, top, column.width, caption)
            boards[index] = pygame.Rect(column.left, top + caption, column.width, thumb)
            top += caption + thumb + gap
    side = pygame.Rect(column.left, top, column.width, max(0, column.bottom - top))
    return FocusLayout(boards, captions, side, side)


def layout_focus_tabs(
    area: pygame.Rect, count: int, focused: int, caption: int, chip_width: int, gap: int = 8
) -> tuple[FocusLayout, pygame.Rect]:
    """The focused board folded for a small window: the whole of `area` under one caption
    line, no thumbnail column. The caption line holds every board's caption as a tab (the
    others' `boards` place is their tab: a click there brings that board forward) and, at
    its right end, a chip `chip_width` wide for a folded key (`KeyToggle`); returns the
    layout and the chip's place."""
    line = pygame.Rect(area.left, area.top, area.width, caption)
    chip = pygame.Rect(line.right - chip_width, line.top, chip_width, min(caption, KEY_CHIP_HEIGHT))
    tab_width = (line.width - chip_width - gap * count) // max(1, count)
    captions = [
        pygame.Rect(line.left + index * (tab_width + gap), line.top, tab_width, caption)
        for index in range(count)
    ]
    top = line.bottom + gap
    side = max(1, min(area.width, area.bottom - top))
    board = pygame.Rect(area.left, top, side, side)
    boards = [board if index == focused else captions[index] for index in range(count)]
    empty = pygame.Rect(area.left, area.bottom, 0, 0)
    return FocusLayout(boards, captions, empty, empty, tabs=True), chip


def fit_focused(views: Sequence[BoardView], layout: FocusLayout, focused: int) -> None:
    """Fit each view in its place of `layout`: the focused one with its coordinates and
    numbers, the others as bare thumbnails (as tabs, in a folded layout: not drawn)."""
    for index, view in enumerate(views):
        thumbnail = index != focused
        if thumbnail and layout.tabs:  # not drawn: parked off the window until brought forward
            view.fit(PARKED, labels=False, text=False)
            continue
        view.fit(layout.boards[index], labels=not thumbnail, text=not thumbnail)


def draw_focus_tab(
    surface: pygame.Surface,
    font: pygame.font.Font,
    place: pygame.Rect,
    words: Sequence[str],
    focused: bool,
    alarm: bool = False,
) -> None:
    """A board's caption as a tab of a folded FocusLayout: the focused board's in gold, the
    others framed (a click brings them forward); `alarm`: a hidden board where something
    happens now (a crash), framed and written in red. `words` from the longest wording down."""
    text = next((w for w in words if font.size(w)[0] <= place.width - 12), words[-1])
    if not focused:
        border = theme.DANGER if alarm else theme.PANEL_BORDER
        pygame.draw.rect(surface, theme.PANEL, place, border_radius=6)
        pygame.draw.rect(surface, border, place, 2 if alarm else 1, border_radius=6)
    colour = theme.ACCENT if focused else theme.DANGER if alarm else theme.TEXT
    blit_text(surface, font, clip_text(font, text, place.width - 12), colour,
              (place.left + 6, place.centery), "midleft")  # fmt: skip


def draw_focus_caption(
    surface: pygame.Surface,
    font: pygame.font.Font,
    place: pygame.Rect,
    view: BoardView,
    words: Sequence[str],
    focused: bool,
) -> None:
    """A board's title on its caption line of a FocusLayout: the focused board's in gold, a
    thumbnail's in plain text with a frame round the thumbnail. `words` runs from the longest
    wording to the shortest; the first that fits is drawn (clipped if none does)."""
    if not focused:
        pygame.draw.rect(surface, theme.PANEL_BORDER, view.area.inflate(6, 6), 1)
    text = next((w for w in words if font.size(w)[0] <= place.width), words[-1])
    colour = theme.ACCENT if focused else theme.TEXT
    blit_text(surface, font, clip_text(font, text, place.width), colour, place.topleft)


# --- the legend ------------------------------------------------------------------------------


@dataclass(frozen=True)
class LegendEntry:
    """One row of a legend: a swatch painter (given its square) and a few words."""

    paint: SwatchPainter
    words: str


class Legend:
    """A compact key: swatch + words per row, in as many columns as `rect` allows; the
    drawn image is cached until the rect or the entries change."""

    def __init__(self, entries: Sequence[LegendEntry], font: pygame.font.Font, title: str = "Key"):
        self.entries = list(entries)
        self.font = font
        self.title = title
        self._cache: tuple[tuple, pygame.Surface] | None = None
        self._shortened = ShortenedInImage()  # entries shortened in the cached image

    @property
    def row_height(self) -> int:
        return self.font.get_linesize() + 4

    def swatch_side(self) -> int:
        return self.font.get_linesize()

    def least_width(self) -> int:
        """The width one column of whole entries needs."""
        widest = max((self.font.size(e.words)[0] for e in self.entries), default=0)
        return self.swatch_side() + 8 + widest + 16

    def columns_for(self, width: int) -> int:
        widest = max((self.font.size(e.words)[0] for e in self.entries), default=0)
        cell = self.swatch_side() + 8 + widest + 16
        return max(1, min(len(self.entries), width // max(1, cell)))

    def height_for(self, width: int) -> int:
        rows = -(-len(self.entries) // self.columns_for(width))
        return self.row_height * (rows + (1 if self.title else 0)) + 8

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        """Draw at the top of `rect` (rows that do not fit are left out); the rect used."""
        height = min(rect.height, self.height_for(rect.width))
        used = pygame.Rect(rect.left, rect.top, rect.width, height)
        key = (used.size, tuple(self.entries))
        if self._cache is None or self._cache[0] != key:
            self._shortened = ShortenedInImage()
            self._cache = (key, self._render(used.size))
        surface.blit(self._cache[1], used)
        self._shortened.offer(surface, used.topleft)
        return used

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        image = pygame.Surface(size)
        image.fill(theme.BACKGROUND)
        y = 2
        if self.title:
            self._shortened.blit_text(image, self.font, self.title, theme.MUTED_TEXT, (2, y))
            y += self.row_height
        columns = self.columns_for(size[0])
        width = size[0] // columns
        side = self.swatch_side()
        for index, entry in enumerate(self.entries):
            row, column = divmod(index, columns)
            top = y + row * self.row_height
            if top + self.row_height > size[1]:
                break
            left = column * width + 2
            swatch = pygame.Rect(left, top + 2, side, side)
            entry.paint(image, swatch)
            words = clip_text(self.font, entry.words, width - side - 12)
            place = (swatch.right + 8, top + 2)
            self._shortened.blit_text(image, self.font, words, theme.TEXT, place)
        return image


FOLD_SHARE = 0.85  # a key that leaves the board less than this of its room folds away
KEY_TOGGLE_KEY = pygame.K_F1
KEY_CHIP_HEIGHT = 26


def key_folds(board_with_key: int, board_without_key: int) -> bool:
    """Whether a key beside or under the board costs the board too much of its side (issue
    27: what does not fit folds instead of shrinking the board)."""
    return board_with_key < FOLD_SHARE * board_without_key


class Foldable(Protocol):
    """What a KeyToggle folds away: a key (`Legend`) or any card drawn the same way."""

    def height_for(self, width: int) -> int: ...

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> object: ...


class KeyToggle:
    """A key folded away: a "Key (F1)" chip under the board instead; F1 or a click on the
    chip opens the key over the board, F1, Esc or a click closes it. Unfolded it does
    nothing (the screen draws its legend where it goes). `key` and `words` make it another
    folded card (the standings: "Standings (F2)")."""

    def __init__(self, legend: Foldable, key: int = KEY_TOGGLE_KEY, words: str = "Key"):
        self.legend = legend
        self.key = key
        self.words = words
        self.folded = False
        self.open = False
        self.chip = pygame.Rect(0, 0, 0, 0)

    def fold(self, chip: pygame.Rect | None) -> None:
        """Fold the key behind a chip at `chip` (None: unfold)."""
        self.folded = chip is not None
        self.chip = pygame.Rect(chip) if chip is not None else pygame.Rect(0, 0, 0, 0)
        self.open = self.open and self.folded

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.folded:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == self.key or (event.key == pygame.K_ESCAPE and self.open):
                self.open = not self.open
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            if self.chip.collidepoint(event.pos):
                self.open = not self.open
                return True
            if self.open:
                self.open = False
                return True
        return False

    def draw(self, surface: pygame.Surface, over: pygame.Rect, font: pygame.font.Font) -> None:
        """The chip, and the key open over `over` (the board) while it is open."""
        if not self.folded:
            return
        name = pygame.key.name(self.key).upper()
        words = f"Hide {self.words.lower()} ({name})" if self.open else f"{self.words} ({name})"
        pygame.draw.rect(surface, theme.PANEL, self.chip, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.chip, 1, border_radius=6)
        place = (self.chip.left + 6, self.chip.top + 3)
        blit_text(surface, font, clip_text(font, words, self.chip.width - 12), theme.TEXT, place)
        if self.open:
            height = self.legend.height_for(over.width - 16) + 16
            card = pygame.Rect(over.left, over.top, over.width, min(over.height, height))
            pygame.draw.rect(surface, theme.BACKGROUND, card, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT, card, 2, border_radius=8)
            self.legend.draw(surface, card.inflate(-16, -16))
