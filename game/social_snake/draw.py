"""Board drawing shared by every Social Snake screen (entry screens, reveal, replay).

    looks = player_looks(session.seats, app.settings.colour_blind)
    rects = layout_grids(pygame.Rect(20, 80, 840, 700), len(grid_names))
    views = [GridView(level.grids[g], r, looks, app.font) for g, r in zip(grid_names, rects)]
    ...
    view.draw(surface, state.grids.get("A"))              # None: the bare layout (start picks)
    view.draw(surface, grid, Overlay(path=[head, *plan.cells], cut_at=cut, cursor=cursor))
    cell = view.cell_at(event.pos)                        # None outside the cells

`GridView` owns a cell size and a position inside its `rect` (square cells, room on the top
and the left for the column letters and row numbers; A1 is the top-left cell). `fit(rect)`
relays it out. Drawing never changes the grid: the static background (cells, labels,
tunnels) is cached per size, and the board with its items, bodies and heads is cached per
grid state, so a GridState must be treated as immutable (the rules return new ones).
An Overlay is drawn on top every frame: a planned path (give the head's cell first so that
the line starts at the head), the cell where a sequence is cut (a red ✕), a cursor, start
picks (1/2/3 badges, in priority order) and an optional dimming.

Animations (the reveal) use the same pieces: `draw(..., hidden_heads={p})` leaves heads
out so that `draw_head_at` can draw them between cells, and `draw_body_at`,
`draw_item_at` and `flash_cell` draw single pieces with an alpha.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

import pygame

from game.core.coords import Cell, column_letters
from game.social_snake.levels import GridLayout, Item
from game.social_snake.rules import GridState
from game.ui import theme
from game.ui.text import blit_text

FontMaker = Callable[[int, bool], pygame.font.Font]
Colour = theme.Colour

EMPTY_CELL: Colour = (52, 58, 72)
GRID_LINE: Colour = (26, 29, 36)
LABEL: Colour = theme.MUTED_TEXT
APPLE_LOW: Colour = (196, 208, 188)
APPLE_HIGH: Colour = (255, 186, 70)
APPLE_TEXT: Colour = (24, 24, 24)
DEBT_CELL: Colour = (250, 222, 222)
DEBT_TEXT: Colour = (196, 16, 32)
GARNET_CELL: Colour = (226, 220, 232)
GARNET: Colour = (180, 20, 70)
GARNET_SHINE: Colour = (255, 150, 180)
PORTAL: Colour = (14, 14, 20)
HEADING_BOTTOM = 56  # screens keep their title and status above this line
TUNNEL_TINTS: tuple[Colour, ...] = (
    (0, 229, 255),
    (255, 64, 255),
    (174, 234, 0),
    (255, 145, 0),
    (179, 136, 255),
    (255, 235, 59),
    (29, 233, 182),
    (255, 82, 82),
)
PATH_INK: Colour = (255, 255, 255)
CUT_INK: Colour = (255, 40, 40)
CURSOR_INK: Colour = theme.ACCENT
OUT_OF_PLAY_SHADE = (70, 70, 78, 170)
DIM_SHADE = (0, 0, 0, 140)
MIN_LABEL_MARGIN = 14
MAX_LABEL_MARGIN = 26


@dataclass
class PlayerLook:
    """How one player is drawn: colour, the text colour on it, letter and (colour-blind) pattern."""

    name: str
    letter: str
    colour: tuple[int, int, int]
    text: tuple[int, int, int]
    pattern: str | None


@dataclass
class Overlay:
    """What a screen draws over a board; every field is optional."""

    path: list[Cell] = field(default_factory=list)
    cut_at: Cell | None = None
    cursor: Cell | None = None
    picks: list[Cell] = field(default_factory=list)
    dim: bool = False


def player_looks(seats: Sequence, colour_blind: bool) -> list[PlayerLook]:
    """One PlayerLook per seat. `seat.colour` names a colour of the standard palette ("Red");
    in colour-blind mode the seat gets the colour-blind palette's entry at the same place and
    that place's pattern. A missing or repeated colour name takes the first free entry."""
    standard = [colour.name.lower() for colour in theme.player_colours(False)]
    blind = [colour.name.lower() for colour in theme.player_colours(True)]
    used: set[int] = set()
    looks: list[PlayerLook] = []
    for seat in seats:
        wanted = (getattr(seat, "colour", "") or "").lower()
        index = standard.index(wanted) if wanted in standard else -1
        if index < 0 and wanted in blind:
            index = blind.index(wanted)
        if index < 0 or index in used:
            index = next(i for i in range(len(standard)) if i not in used)
        used.add(index)
        colour = theme.player_colour(index, colour_blind)
        pattern = theme.PATTERNS[index % len(theme.PATTERNS)] if colour_blind else None
        looks.append(PlayerLook(seat.name, colour.letter, colour.fill, colour.text, pattern))
    return looks


def layout_grids(area: pygame.Rect, count: int, gap: int = 20) -> list[pygame.Rect]:
    """`count` (1 or 2) board areas side by side inside `area`; GridView leaves the label
    margins inside each area."""
    count = max(1, count)
    width = (area.width - gap * (count - 1)) // count
    return [
        pygame.Rect(area.left + index * (width + gap), area.top, width, area.height)
        for index in range(count)
    ]


def apple_colour(apples: int, richest: int) -> Colour:
    """Light cells, warmer and brighter for bigger piles (relative to the richest cell)."""
    share = min(1.0, max(0.0, apples / max(1, richest))) ** 0.6
    return _mix(APPLE_LOW, APPLE_HIGH, share)


def tunnel_tint(number: int) -> Colour:
    return TUNNEL_TINTS[(number - 1) % len(TUNNEL_TINTS)]


def _mix(first: Colour, second: Colour, share: float) -> Colour:
    r, g, b = (round(a + (b - a) * share) for a, b in zip(first, second, strict=True))
    return r, g, b


class GridView:
    """One board on the screen; see the module docstring."""

    def __init__(
        self,
        layout: GridLayout,
        rect: pygame.Rect,
        colours: Sequence[PlayerLook],
        font: FontMaker,
    ):
        self.layout = layout
        self.colours = list(colours)
        self.font = font
        self.richest = max((item.apples for item in layout.items.values()), default=1)
        self.fit(rect)

    # geometry

    def fit(self, rect: pygame.Rect) -> None:
        """Lay the board out inside `rect` (square cells, labels on the top and the left)."""
        self.rect = pygame.Rect(rect)
        columns, rows = self.layout.width, self.layout.height
        rough = min(self.rect.width / (columns + 1), self.rect.height / (rows + 1))
        margin = int(min(MAX_LABEL_MARGIN, max(MIN_LABEL_MARGIN, rough * 0.9)))
        self.cell_size = max(
            4, int(min((rect.width - margin) / columns, (rect.height - margin) / rows))
        )
        board_w, board_h = self.cell_size * columns, self.cell_size * rows
        left = rect.left + margin + (rect.width - margin - board_w) // 2
        top = rect.top + margin + (rect.height - margin - board_h) // 2
        self.board = pygame.Rect(left, top, board_w, board_h)
        self.margin = margin
        self._background: pygame.Surface | None = None
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._composed: pygame.Surface | None = None
        self._composed_key: tuple | None = None
        self._composed_grid: GridState | None = None

    @property
    def area(self) -> pygame.Rect:
        """The board with its labels: what `draw` covers."""
        return pygame.Rect(
            self.board.left - self.margin,
            self.board.top - self.margin,
            self.board.width + self.margin,
            self.board.height + self.margin,
        )

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

    # drawing a whole board

    def draw(
        self,
        surface: pygame.Surface,
        grid: GridState | None,
        overlay: Overlay | None = None,
        *,
        hidden_heads: Collection[int] = (),
    ) -> None:
        """The board: `grid` (None: the bare layout with its items), then `overlay`."""
        surface.blit(self._board_image(grid, frozenset(hidden_heads)), self.area.topleft)
        if overlay is not None:
            self._draw_overlay(surface, overlay)

    def _board_image(self, grid: GridState | None, hidden: frozenset[int]) -> pygame.Surface:
        key = _grid_signature(grid, hidden)
        if self._composed is None or self._composed_grid is not grid or self._composed_key != key:
            self._composed = self._compose(grid, hidden)
            self._composed_grid = grid
            self._composed_key = key
        return self._composed

    def _compose(self, grid: GridState | None, hidden: frozenset[int]) -> pygame.Surface:
        image = self._static_background().copy()
        shift = (-self.area.left, -self.area.top)
        items = self.layout.items if grid is None else grid.items
        for cell, item in items.items():
            image.blit(self._item_sprite(item), self.cell_rect(cell).move(shift))
        if grid is not None:
            for cell, owner in grid.body_owner.items():
                image.blit(self._sprite("body", owner), self.cell_rect(cell).move(shift))
            for player, cell in grid.heads.items():
                if player not in hidden:
                    self._blit_head(image, player, self.cell_rect(cell).move(shift).center)
            if not grid.active:
                self._draw_out_of_play(image)
        return image

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
        for cell in self.layout.cells():
            rect = self.cell_rect(cell).move(-area.left, -area.top).inflate(-1, -1)
            pygame.draw.rect(image, EMPTY_CELL, rect)
        for cell, number in self.layout.tunnel_numbers.items():
            rect = self.cell_rect(cell).move(-area.left, -area.top)
            self._draw_tunnel(image, rect, number)
        self._draw_labels(image, board)
        return image

    def _draw_labels(self, image: pygame.Surface, board: pygame.Rect) -> None:
        font = self.font(max(9, min(16, self.margin - 6, int(self.cell_size * 0.55))), False)
        for column in range(self.layout.width):
            label = font.render(column_letters(column), True, LABEL)
            x = board.left + (column + 0.5) * self.cell_size
            image.blit(label, label.get_rect(center=(x, board.top - self.margin / 2)))
        for row in range(self.layout.height):
            label = font.render(str(row + 1), True, LABEL)
            y = board.top + (row + 0.5) * self.cell_size
            image.blit(label, label.get_rect(midright=(board.left - 3, y)))

    def _draw_tunnel(self, image: pygame.Surface, rect: pygame.Rect, number: int) -> None:
        tint = tunnel_tint(number)
        pygame.draw.rect(image, PORTAL, rect.inflate(-1, -1))
        radius = max(2, rect.width // 2 - 2)
        pygame.draw.circle(image, tint, rect.center, radius, max(1, rect.width // 9))
        font = self.font(max(8, int(rect.width * 0.42)), True)
        _blit_fitting(image, font, str(number), tint, rect.inflate(-rect.width // 4, 0))

    def _draw_out_of_play(self, image: pygame.Surface) -> None:
        board = self.board.move(-self.area.left, -self.area.top)
        shade = pygame.Surface(board.size, pygame.SRCALPHA)
        shade.fill(OUT_OF_PLAY_SHADE)
        image.blit(shade, board.topleft)
        font = self.font(max(14, min(28, self.cell_size)), True)
        label = font.render("out of play", True, theme.TEXT)
        pill = label.get_rect(center=board.center).inflate(24, 12)
        pygame.draw.rect(image, theme.PANEL, pill, border_radius=pill.height // 2)
        pygame.draw.rect(image, theme.PANEL_BORDER, pill, 2, border_radius=pill.height // 2)
        image.blit(label, label.get_rect(center=pill.center))

    # single pieces (also used by animations)

    def _item_sprite(self, item: Item) -> pygame.Surface:
        key = ("item", item.apples, item.garnets)
        if key not in self._sprites:
            self._sprites[key] = self._render_item(item)
        return self._sprites[key]

    def _render_item(self, item: Item) -> pygame.Surface:
        size = self.cell_size
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        inner = pygame.Rect(0, 0, size, size).inflate(-1, -1)
        font = self.font(max(8, int(size * 0.5)), True)
        if item.garnets:
            pygame.draw.rect(image, GARNET_CELL, inner)
            _draw_gem(image, inner)
            if item.garnets > 1:
                small = self.font(max(7, int(size * 0.36)), True)
                count = small.render(str(item.garnets), True, APPLE_TEXT)
                image.blit(count, count.get_rect(bottomright=inner.bottomright))
        elif item.apples < 0:
            pygame.draw.rect(image, DEBT_CELL, inner)
            _blit_fitting(image, font, str(item.apples), DEBT_TEXT, inner)
        else:
            pygame.draw.rect(image, apple_colour(item.apples, self.richest), inner)
            _blit_fitting(image, font, str(item.apples), APPLE_TEXT, inner)
        return image

    def _sprite(self, kind: str, player: int) -> pygame.Surface:
        """A player's cached body or head tile at the current cell size."""
        key = (kind, player)
        if key not in self._sprites:
            render = self._render_body if kind == "body" else self._render_head
            self._sprites[key] = render(self._look(player))
        return self._sprites[key]

    def _render_body(self, look: PlayerLook) -> pygame.Surface:
        size = self.cell_size
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        inner = pygame.Rect(0, 0, size, size).inflate(-1, -1)
        pygame.draw.rect(image, look.colour, inner)
        if look.pattern:
            ink = _mix(look.colour, look.text, 0.45)
            theme.draw_pattern(image, inner, look.pattern, ink, max(4, size // 4))
        pygame.draw.rect(image, _mix(look.colour, theme.BLACK, 0.5), inner, max(2, size // 10))
        font = self.font(max(7, int(size * 0.42)), False)
        label = font.render(look.letter, True, look.text)
        backing = label.get_rect(center=inner.center)
        if look.pattern:
            pygame.draw.rect(image, look.colour, backing.inflate(2, -2), border_radius=3)
        image.blit(label, backing)
        return image

    def _render_head(self, look: PlayerLook) -> pygame.Surface:
        size = self.cell_size + max(2, self.cell_size // 5)
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        tile = pygame.Rect(0, 0, size, size)
        radius = size // 3
        outline = theme.WHITE if look.text == theme.BLACK else theme.BLACK
        pygame.draw.rect(image, outline, tile, border_radius=radius)
        inner = tile.inflate(-4, -4)
        pygame.draw.rect(image, look.colour, inner, border_radius=radius)
        if look.pattern:
            ink = _mix(look.colour, look.text, 0.45)
            pattern = pygame.Surface(size=tile.size, flags=pygame.SRCALPHA)
            theme.draw_pattern(pattern, inner.inflate(-4, -4), look.pattern, ink, max(4, size // 4))
            image.blit(pattern, (0, 0))
        font = self.font(max(8, int(size * 0.62)), True)
        label = font.render(look.letter, True, look.text)
        backing = label.get_rect(center=tile.center)
        if look.pattern:
            pygame.draw.rect(image, look.colour, backing.inflate(2, -4), border_radius=4)
        image.blit(label, backing)
        return image

    def _look(self, player: int) -> PlayerLook:
        if player < len(self.colours):
            return self.colours[player]
        colour = theme.player_colour(player, False)
        return PlayerLook(str(player + 1), colour.letter, colour.fill, colour.text, None)

    def _blit_head(self, surface: pygame.Surface, player: int, centre: tuple[float, float]) -> None:
        sprite = self._sprite("head", player)
        surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))

    def draw_head_at(
        self,
        surface: pygame.Surface,
        player: int,
        centre: tuple[float, float],
        alpha: int = 255,
    ) -> None:
        """Player `player`'s head centred at any point (between cells while it slides)."""
        if alpha >= 255:
            self._blit_head(surface, player, centre)
            return
        sprite = self._sprite("head", player)
        sprite.set_alpha(max(0, alpha))
        surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))
        sprite.set_alpha(None)

    def draw_body_at(
        self, surface: pygame.Surface, player: int, cell: Cell, alpha: int = 255
    ) -> None:
        sprite = self._sprite("body", player)
        sprite.set_alpha(max(0, min(255, alpha)))
        surface.blit(sprite, self.cell_rect(cell))
        sprite.set_alpha(None)

    def draw_item_at(
        self,
        surface: pygame.Surface,
        item: Item,
        centre: tuple[float, float],
        scale: float = 1.0,
        alpha: int = 255,
    ) -> None:
        """An item tile centred at `centre`, scaled (popping) and faded."""
        sprite = self._item_sprite(item)
        if scale != 1.0:
            side = max(1, round(self.cell_size * scale))
            sprite = pygame.transform.smoothscale(sprite, (side, side))
        sprite.set_alpha(max(0, min(255, alpha)))
        surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))
        sprite.set_alpha(None)

    def flash_cell(self, surface: pygame.Surface, cell: Cell, colour: Colour, alpha: int) -> None:
        """Tint one cell (a collision flashing red)."""
        rect = self.cell_rect(cell)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((*colour, max(0, min(255, alpha))))
        surface.blit(shade, rect)
        pygame.draw.rect(surface, colour, rect, 2)

    def empty_cell(self, surface: pygame.Surface, cell: Cell) -> None:
        """Draw the cell as the bare background (an item that has just been taken)."""
        rect = self.cell_rect(cell)
        surface.blit(self._static_background(), rect, rect.move(-self.area.left, -self.area.top))

    # overlays

    def _draw_overlay(self, surface: pygame.Surface, overlay: Overlay) -> None:
        if overlay.dim:
            shade = pygame.Surface(self.board.size, pygame.SRCALPHA)
            shade.fill(DIM_SHADE)
            surface.blit(shade, self.board.topleft)
        self._draw_path(surface, overlay.path)
        for rank, cell in enumerate(overlay.picks):
            self._draw_pick(surface, cell, rank + 1)
        if overlay.cut_at is not None:
            self._draw_cut(surface, overlay.cut_at)
        if overlay.cursor is not None:
            rect = self.cell_rect(overlay.cursor).inflate(2, 2)
            pygame.draw.rect(surface, CURSOR_INK, rect, 3)

    def _draw_path(self, surface: pygame.Surface, path: Sequence[Cell]) -> None:
        width = max(2, self.cell_size // 6)
        for first, second in zip(path, path[1:], strict=False):
            start, end = self.cell_centre(first), self.cell_centre(second)
            adjacent = abs(first[0] - second[0]) + abs(first[1] - second[1]) == 1
            if adjacent:
                pygame.draw.line(surface, PATH_INK, start, end, width)
        for cell in path[1:] if len(path) > 1 else path:
            pygame.draw.circle(surface, PATH_INK, self.cell_centre(cell), width + 1)

    def _draw_cut(self, surface: pygame.Surface, cell: Cell) -> None:
        rect = self.cell_rect(cell).inflate(-self.cell_size // 4, -self.cell_size // 4)
        width = max(2, self.cell_size // 7)
        pygame.draw.line(surface, CUT_INK, rect.topleft, rect.bottomright, width)
        pygame.draw.line(surface, CUT_INK, rect.topright, rect.bottomleft, width)

    def _draw_pick(self, surface: pygame.Surface, cell: Cell, rank: int) -> None:
        rect = self.cell_rect(cell)
        pygame.draw.rect(surface, theme.ACCENT, rect, 2)
        radius = max(5, self.cell_size // 3)
        centre = (rect.right - radius + 1, rect.top + radius - 1)
        pygame.draw.circle(surface, theme.ACCENT, centre, radius)
        font = self.font(max(8, int(radius * 1.5)), True)
        label = font.render(str(rank), True, theme.BLACK)
        surface.blit(label, label.get_rect(center=centre))


def _grid_signature(grid: GridState | None, hidden: frozenset[int]) -> tuple:
    if grid is None:
        return (None, hidden)
    heads = tuple(sorted(grid.heads.items()))
    return (len(grid.items), len(grid.body_owner), heads, grid.active, hidden)


def _draw_gem(image: pygame.Surface, rect: pygame.Rect) -> None:
    cx, cy = rect.center
    half = max(3, rect.width * 3 // 10)
    points = [
        (cx, cy - half),
        (cx + half, cy - half // 4),
        (cx, cy + half),
        (cx - half, cy - half // 4),
    ]
    pygame.draw.polygon(image, GARNET, points)
    pygame.draw.polygon(
        image, GARNET_SHINE, [(cx, cy - half), (cx + half // 2, cy - half // 4), (cx, cy)]
    )
    pygame.draw.polygon(image, theme.BLACK, points, 1)


def _blit_fitting(
    surface: pygame.Surface, font: pygame.font.Font, text: str, colour: Colour, rect: pygame.Rect
) -> None:
    """`text` centred in `rect`, squeezed horizontally if it is too wide."""
    label = font.render(text, True, colour)
    if label.get_width() > rect.width - 2:
        width = max(1, rect.width - 2)
        label = pygame.transform.smoothscale(label, (width, label.get_height()))
    surface.blit(label, label.get_rect(center=rect.center))


def draw_swatch(
    surface: pygame.Surface, rect: pygame.Rect, look: PlayerLook, font: pygame.font.Font
) -> None:
    """A player's colour square with their letter (and pattern): legends and score panels."""
    pygame.draw.rect(surface, look.colour, rect, border_radius=4)
    if look.pattern:
        ink = _mix(look.colour, look.text, 0.45)
        theme.draw_pattern(surface, rect, look.pattern, ink, max(4, rect.height // 4))
    label = font.render(look.letter, True, look.text)
    backing = label.get_rect(center=rect.center)
    if look.pattern:
        pygame.draw.rect(surface, look.colour, backing.inflate(2, -4), border_radius=3)
    surface.blit(label, backing)


def draw_grid_title(
    surface: pygame.Surface,
    view: GridView,
    text: str,
    font: pygame.font.Font,
    colour: tuple[int, int, int] = theme.TEXT,
) -> None:
    """A board's name ("Grid B") just above its column letters, when there is room below
    the screen's heading (a lone board filling the height goes without)."""
    top = view.area.top - 30
    if top >= HEADING_BOTTOM:
        blit_text(surface, font, text, colour, (view.area.left, top))
