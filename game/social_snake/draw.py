"""Board drawing shared by every Social Snake screen (entry screens, reveal, replay).

    looks = player_looks(session.seats, app.settings.colour_blind)
    rects = layout_grids(pygame.Rect(20, 80, 840, 700), len(grid_names))
    views = [GridView(level.grids[g], r, looks, app.font) for g, r in zip(grid_names, rects)]
    ...
    view.draw(surface, state.grids.get("A"))              # None: the bare layout (start picks)
    view.draw(surface, grid, Overlay(path=[head, *plan.cells], cut_at=cut, cursor=cursor))
    cell = view.cell_at(event.pos)                        # None outside the cells
    legend.draw(surface, rect)                            # legend = board_legend(view, ...)

`GridView` is the game's thin layer over the shared `game.ui.board_view.BoardView` (cells,
coordinates, zoom to fit, caches, marks that never hide a cell's number, the legend): it
tells the view how Social Snake's cells look (apples as a heat map in greys, so that no
player's hue is used; rotten apples in red on white; garnets; tunnels in a neutral
black-and-white style, each pair with its number and its own ring shape). Snakes are drawn by
the kit's snake painter (game.ui.snake_body): one rounded body in the player's colour, broken
where it went through a tunnel, the head with eyes towards its last move and the player's
letter (and colour-blind pattern). A GridState must be treated as immutable (the rules return
new ones): the board is cached per grid object and what is on it.

An Overlay is what an entry screen draws on top: a planned path (give the head's cell first
so that the line starts at the head), the cell where a sequence is cut (a red ✕ on the path),
a cursor, start picks (1/2/3 badges in priority order) and an optional dimming.

Animations (the reveal) use the same pieces: `draw(..., hidden={p})` leaves snakes out so
that `draw_snake` can draw them sliding (`snake_shape(..., progress=)`), and `draw_item_at`
and `flash_cell` draw single pieces with an alpha.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import cast

import pygame

from game.core.coords import DIRECTIONS, Cell
from game.social_snake.levels import GridLayout, Item
from game.social_snake.rules import GridState
from game.ui import theme
from game.ui.board_view import (
    CASING,
    CROSS_INK,
    CURSOR_INK,
    EDGE_PAD,
    EMPTY_CELL,
    PATH_INK,
    Badge,
    BoardContent,
    BoardView,
    CellLook,
    Highlight,
    Legend,
    LegendEntry,
    Marks,
    SwatchPainter,
    blit_fitted,
    layout_side_by_side,
)
from game.ui.snake_body import (
    SnakeLook,
    SnakeShape,
    draw_snake_swatch,
    side_by_side,
)
from game.ui.snake_body import letter_plate as plate_under

FontMaker = Callable[..., pygame.font.Font]
Colour = theme.Colour

APPLE_LOW: Colour = (132, 132, 132)
APPLE_HIGH: Colour = (252, 252, 252)
APPLE_TEXT: Colour = (16, 16, 16)
DEBT_CELL: Colour = (244, 244, 244)
DEBT_TEXT: Colour = (200, 0, 24)
GARNET_CELL: Colour = (214, 214, 218)
GARNET: Colour = (180, 20, 70)
GARNET_SHINE: Colour = (255, 150, 180)
PORTAL: Colour = (14, 14, 20)
TUNNEL_INK: Colour = (236, 236, 236)
TUNNEL_SHAPES = ("ring", "diamond", "square", "double ring")
CUT_INK: Colour = CROSS_INK
layout_grids = layout_side_by_side


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
    cut_towards: Cell | None = None  # where the refused move would go (off the board too)
    cursor: Cell | None = None
    picks: list[Cell] = field(default_factory=list)
    dim: bool = False

    def marks(self) -> Marks:
        """The board view's marks: the path, ✕ where it is cut, 1/2/3 badges with an outline
        on the picks, the cursor."""
        return Marks(
            path=tuple(self.path),
            badges=tuple(Badge(cell, str(rank + 1)) for rank, cell in enumerate(self.picks)),
            crosses=() if self.cut_at is None else (self.cut_at,),
            highlights=tuple(Highlight(cell) for cell in self.picks),
            cursor=self.cursor,
            dim=self.dim,
        )


def player_looks(seats: Sequence, colour_blind: bool) -> list[PlayerLook]:
    """One PlayerLook per seat. `seat.colour` names a colour of the standard palette ("Red");
    in colour-blind mode the seat gets the colour-blind palette's entry at the same place and
    that place's pattern, and keeps its letter (a replay's letters match the match's). A missing
    or repeated colour name takes the first free entry."""
    standard = [colour.name.lower() for colour in theme.player_colours(False)]
    used: set[int] = set()
    looks: list[PlayerLook] = []
    for seat in seats:
        wanted = (getattr(seat, "colour", "") or "").lower()
        index = standard.index(wanted) if wanted in standard else -1
        if index < 0 or index in used:
            index = next(i for i in range(len(standard)) if i not in used)
        used.add(index)
        mark = theme.seat_mark(index, colour_blind)
        looks.append(PlayerLook(seat.name, mark.letter, mark.fill, mark.ink, mark.pattern))
    return looks


def apple_colour(apples: int, richest: int) -> Colour:
    """A grey, lighter for bigger piles (relative to the richest cell): a heat map in no
    player's hue."""
    share = min(1.0, max(0.0, apples / max(1, richest))) ** 0.6
    return _mix(APPLE_LOW, APPLE_HIGH, share)


MIN_TUNNEL_TEXT = 12  # a tunnel's number, set in its ring


def tunnel_shape(number: int) -> str:
    """The ring shape of tunnel pair `number` (with its number, it tells pairs apart)."""
    return TUNNEL_SHAPES[(number - 1) % len(TUNNEL_SHAPES)]


def _mix(first: Colour, second: Colour, share: float) -> Colour:
    r, g, b = (round(a + (b - a) * share) for a, b in zip(first, second, strict=True))
    return r, g, b


def item_look(item: Item, richest: int, font: FontMaker) -> CellLook:
    """How a cell holding `item` looks."""
    if item.garnets:
        count = item.garnets
        return CellLook(
            GARNET_CELL, emblem=lambda image, inner, box: _draw_garnets(image, box, count, font)
        )
    if item.apples < 0:
        return CellLook(DEBT_CELL, str(item.apples), DEBT_TEXT, _debt_frame)
    return CellLook(apple_colour(item.apples, richest), str(item.apples), APPLE_TEXT)


def tunnel_look(number: int, font: FontMaker | None = None) -> CellLook:
    """A tunnel: its ring and its number. Given a font, the number is set in the middle of
    the ring by the emblem, so it stays centred where the view keeps the number box aside
    for marks (entry screens); heads never stop on a tunnel, so nothing covers it."""
    shape = tunnel_shape(number)
    if font is not None:

        def paint(image: pygame.Surface, inner: pygame.Rect, box: pygame.Rect) -> None:
            _draw_ring(image, inner, shape)
            size = max(MIN_TUNNEL_TEXT, int(min(inner.width, inner.height) * 0.45))
            label = font(size, True).render(str(number), True, TUNNEL_INK)
            place = label.get_rect(center=inner.center)
            pygame.draw.rect(image, PORTAL, place.inflate(2, -place.height // 5))
            image.blit(label, place)

        return CellLook(PORTAL, "", TUNNEL_INK, paint)
    return CellLook(
        PORTAL,
        str(number),
        TUNNEL_INK,
        lambda image, inner, box: _draw_ring(image, inner, shape),
        backed=True,
    )


class GridView(BoardView):
    """One Social Snake board on the screen; see the module docstring."""

    def __init__(
        self,
        layout: GridLayout,
        rect: pygame.Rect,
        colours: Sequence[PlayerLook],
        font: FontMaker,
        *,
        room_for_marks: bool = True,
        thumbnail: bool = False,
        centred_path: bool = False,
    ):
        """`centred_path`: the planned path runs through the cells' centres, where the heads
        are, with the numbers, tunnel rings and gems it crosses drawn again over it."""
        self.layout = layout
        self.centred_path = centred_path
        self._path_start: tuple[Cell, Cell] | None = None  # the head and the path's next cell
        self.colours = list(colours)
        self.richest = max((item.apples for item in layout.items.values()), default=1)
        self._item_looks: dict[Item, CellLook] = {}
        self._snake_looks: dict[int, tuple[theme.Mark, SnakeLook]] = {}
        self._built: tuple[GridState | None, tuple, BoardContent] | None = None
        self._tunnel_looks = {
            cell: tunnel_look(n, font) for cell, n in layout.tunnel_numbers.items()
        }
        super().__init__(
            layout.width,
            layout.height,
            rect,
            font,
            background=self._tunnel_looks.get,
            labels=not thumbnail,
            text=not thumbnail,
            room_for_marks=room_for_marks and not centred_path,  # numbers centred, plated
        )

    # drawing a whole board

    def draw(
        self,
        surface: pygame.Surface,
        grid: GridState | None,  # type: ignore[override]  # a GridView is only drawn as a grid
        overlay: Overlay | None = None,  # type: ignore[override]  # (as the line above)
        *,
        hidden: Collection[int] = (),
    ) -> None:
        """The board: `grid` (None: the bare layout with its items) without the snakes of the
        players in `hidden`, then `overlay`."""
        hidden = frozenset(hidden)
        marks = overlay.marks() if overlay is not None else None
        edge_cut = self.centred_path and overlay is not None and overlay.cut_towards is not None
        if edge_cut and marks is not None:
            marks = replace(marks, crosses=())
        super().draw(surface, self._content_of(grid, hidden), marks)
        if edge_cut and overlay is not None and overlay.cut_at is not None:
            assert overlay.cut_towards is not None
            self._draw_edge_cross(surface, overlay.cut_at, overlay.cut_towards)

    def cut_point(self, cell: Cell, towards: Cell) -> tuple[int, int]:
        """The centre of a cut's ✕: in `cell`, against the edge the refused move towards
        `towards` would cross (the board's own edge for a move off it), clear of the cell's
        number, a head's letter and the labels."""
        inside = self.cell_size / 2 - self._cross_half() - 1
        x, y = self.cell_centre(cell)
        return round(x + (towards[0] - cell[0]) * inside), round(
            y + (towards[1] - cell[1]) * inside
        )

    def _cross_half(self) -> int:
        return max(3, round(self.cell_size * 0.11))

    def _draw_edge_cross(self, surface: pygame.Surface, cell: Cell, towards: Cell) -> None:
        x, y = self.cut_point(cell, towards)
        half = self._cross_half()
        width = max(2, self.zones.path_width + 1)
        for ink, extra in ((CASING, 2), (CROSS_INK, 0)):
            for dx, dy in ((1, 1), (1, -1)):
                start = (round(x - dx * half), round(y - dy * half))
                end = (round(x + dx * half), round(y + dy * half))
                pygame.draw.line(surface, ink, start, end, width + extra)

    def path_point(self, cell: Cell) -> tuple[int, int]:
        if not self.centred_path:
            return super().path_point(cell)
        x, y = self.cell_centre(cell)
        if self._path_start is not None and cell == self._path_start[0]:
            (hx, hy), (nx, ny) = self._path_start  # from the head's rim, not over its letter
            x += (nx - hx) * self.cell_size * 0.42
            y += (ny - hy) * self.cell_size * 0.42
        return round(x), round(y)

    def _layer_path(self, surface: pygame.Surface, marks: Marks, shift: tuple[int, int]) -> None:
        """The path, then what every cell it crosses shows drawn again over it (a number on
        its own fill, a tunnel's ring and number, a gem): a centred path never hides them."""
        path = marks.path
        if self.centred_path and len(path) < 2:
            return  # the head alone, nothing planned: no dot over its letter
        starts = len(path) > 1 and side_by_side(path[0], path[1])
        self._path_start = (path[0], path[1]) if starts else None
        super()._layer_path(surface, marks, shift)
        self._path_start = None
        if not self.centred_path or self._content is None:
            return
        content = self._content[0]
        heads_on_path = [snake for snake in content.snakes if snake.cells[0] in path[1:]]
        if heads_on_path:  # another head the path runs into keeps its letter
            self.draw_snakes(surface, heads_on_path, content.cells, shift)
        if not self.text:
            return  # a thumbnail has no numbers to plate
        looks = content.cells
        for cell in dict.fromkeys(path):
            look = looks.get(cell) or self.background(cell)
            if look is None or not self.contains(cell):
                continue
            rect = self.cell_rect(cell).move(shift)
            if look.emblem is not None:
                emblem = pygame.Surface(rect.size, pygame.SRCALPHA)
                look.emblem(emblem, emblem.get_rect().inflate(-1, -1), self.zones.number_box)
                surface.blit(emblem, rect)
            if look.text:
                box = self.number_box(cell).move(shift)
                blit_fitted(surface, self.text_font(), look.text, look.ink, box, look.fill)

    def _content_of(self, grid: GridState | None, hidden: frozenset[int]) -> BoardContent:
        """The content of `grid`, built again only for another grid or a changed one (a
        board has hundreds of cells: building them is most of a reveal frame)."""
        shown = (_grid_signature(grid, hidden), hidden)
        if self._built is None or self._built[0] is not grid or self._built[1] != shown:
            self._built = (grid, shown, self._board_content(grid, hidden))
        return self._built[2]

    def _board_content(self, grid: GridState | None, hidden: frozenset[int]) -> BoardContent:
        items = self.layout.items if grid is None else grid.items
        cells = {cell: self.look_of(item) for cell, item in items.items()}
        if grid is None:
            return BoardContent(cells)
        snakes = [
            self.snake_shape(grid, player) for player in sorted(grid.heads) if player not in hidden
        ]
        return BoardContent(cells, (), None if grid.active else "out of play", snakes)

    def look_of(self, item: Item) -> CellLook:
        if item not in self._item_looks:
            self._item_looks[item] = item_look(item, self.richest, self.font)
        return self._item_looks[item]

    # snakes (also used by animations)

    def snake_look(self, player: int) -> SnakeLook:
        look = self._look(player)
        mark = theme.Mark(look.colour, look.text, look.letter, look.pattern)
        if self._snake_looks.get(player, (None,))[0] != mark:
            self._snake_looks[player] = (mark, SnakeLook(mark))
        return self._snake_looks[player][1]

    def snake_shape(
        self,
        grid: GridState | None,
        player: int,
        cells: Sequence[Cell] | None = None,
        progress: float = 1.0,
    ) -> SnakeShape:
        """Player `player`'s snake on `grid` (or on `cells`, head first), its last move
        `progress` of the way done."""
        if cells is None:
            assert grid is not None, "a snake is on a grid or on the cells given"
            cells = [grid.heads[player], *reversed(grid.bodies.get(player, []))]
        heading = self._tunnel_heading(cells)
        return SnakeShape(tuple(cells), self.snake_look(player), heading, progress)

    def _tunnel_heading(self, cells: Sequence[Cell]) -> Cell | None:
        """The way a head that came out of a tunnel looks: the step into the tunnel (None:
        the head's last step shows it)."""
        if len(cells) < 2 or side_by_side(cells[0], cells[1]):
            return None
        tunnels = self.layout.tunnel_numbers
        (hx, hy), (bx, by) = cells[0], cells[1]
        for dx, dy in DIRECTIONS.values():
            if (bx + dx, by + dy) in tunnels and (hx - dx, hy - dy) in tunnels:
                return (dx, dy)
        return None

    def draw_snake(
        self,
        surface: pygame.Surface,
        grid: GridState | None,
        shape: SnakeShape,
        alpha: int = 255,
    ) -> None:
        """One snake on the screen over the board drawn (sliding, bouncing, appearing); the
        numbers of `grid`'s cells (None: the layout's) under it stay readable."""
        items = self.layout.items if grid is None else grid.items
        looks = {cell: self.look_of(items[cell]) for cell in shape.under_body() if cell in items}
        self.draw_snakes(surface, [shape], looks, alpha=alpha)

    def _look(self, player: int) -> PlayerLook:
        if player < len(self.colours):
            return self.colours[player]
        colour = theme.player_colour(player, False)
        return PlayerLook(str(player + 1), colour.letter, colour.fill, colour.text, None)

    def draw_item_at(
        self,
        surface: pygame.Surface,
        item: Item,
        centre: tuple[float, float],
        scale: float = 1.0,
        alpha: int = 255,
        bare: bool = False,
    ) -> None:
        """An item tile centred at `centre`, scaled (popping) and faded; `bare`: its number or
        gem alone, without the cell's square (a pop grown past its cell leaves no square)."""
        look = self.look_of(item)
        if bare:
            clear = cast(theme.Colour, (*look.fill[:3], 0))  # alpha 0: the tile's square unpainted
            look = replace(look, fill=clear)
        self.blit_tile_at(surface, look, centre, scale, alpha)

    def empty_cell(self, surface: pygame.Surface, cell: Cell) -> None:
        """Draw the cell as the bare background (an item that has just been taken)."""
        self.clear_cell(surface, cell)

    # the key

    def tile_painter(self, look: CellLook) -> Callable[[pygame.Surface, pygame.Rect], None]:
        """Paints `look` as this board does, scaled to a legend swatch."""

        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            surface.blit(pygame.transform.smoothscale(self.tile(look), rect.size), rect)

        return paint

    def snake_swatch(self, player: int) -> SwatchPainter:
        """A short snake of `player`'s for the key."""

        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            pygame.draw.rect(surface, EMPTY_CELL, rect)
            draw_snake_swatch(surface, rect, self.snake_look(player), self.font)

        return paint


def board_legend(
    view: GridView, font: pygame.font.Font, player: int = 0, marks: Collection[str] = ()
) -> Legend:
    """The key beside a board: apples, rotten apples, garnets, tunnels, heads, bodies, and
    crashes — or, on an entry screen, the `marks` it draws instead: "path", "cut", "picks",
    "cursor".
    Its swatches are drawn by a view of the same board at the swatch size."""
    side = font.get_linesize()
    layout = view.layout
    view = GridView(layout, pygame.Rect(0, 0, 1, 1), view.colours, view.font, room_for_marks=False)
    view.fit(
        pygame.Rect(0, 0, layout.width * side + EDGE_PAD, layout.height * side + EDGE_PAD),
        labels=False,
    )
    richest = max(1, view.richest)
    items = layout.items.values()

    def swatch(item: Item) -> SwatchPainter:
        return view.tile_painter(view.look_of(item))

    entries = [LegendEntry(swatch(Item(richest)), "apples (lighter: more)")]
    if any(item.apples < 0 for item in items):  # only a level's own cells hold rotten apples
        entries.append(LegendEntry(swatch(Item(-3)), "rotten apples: minus"))
    if any(item.garnets for item in items):
        entries.append(LegendEntry(swatch(Item(0, 1)), "garnet"))
    numbers = sorted(set(layout.tunnel_numbers.values()))
    if numbers:
        tunnel = view.tile_painter(tunnel_look(numbers[0]))
        entries += [
            LegendEntry(tunnel, "tunnel pair: one number"),
            LegendEntry(_exit_swatch(tunnel), "out of its twin, 1 step on"),
        ]
    entries += [
        LegendEntry(view.snake_swatch(player), "head (player's letter)"),
        LegendEntry(_body_swatch(view, player), "body: crash into it"),
    ]
    if not marks:
        entries.append(LegendEntry(_crash_swatch, "crash: red flash"))
    explained = {
        "path": LegendEntry(_path_swatch, "your planned path"),
        "cut": LegendEntry(_cross_swatch, "your moves are cut here"),
        "picks": LegendEntry(_badge_swatch(view.font), "start pick 1st/2nd/3rd"),
        "cursor": LegendEntry(_cursor_swatch, "keyboard cursor"),
    }
    entries += [explained[mark] for mark in marks]
    return Legend(entries, font)


def _body_swatch(view: GridView, player: int) -> SwatchPainter:
    """A stretch of body right across the swatch."""

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, EMPTY_CELL, rect)
        draw_snake_swatch(surface, rect, view.snake_look(player), view.font, head=False)

    return paint


def _exit_swatch(tunnel: Callable[[pygame.Surface, pygame.Rect], None]) -> SwatchPainter:
    """A tunnel with an arrow leaving it: a head comes out of the twin and goes on."""

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, EMPTY_CELL, rect)
        tunnel(surface, pygame.Rect(rect.left, rect.top, rect.width * 2 // 3, rect.height))
        tip = rect.right - 1
        half = max(2, rect.height // 5)
        mid = rect.centery
        points = [(tip - 2 * half, mid - half), (tip, mid), (tip - 2 * half, mid + half)]
        pygame.draw.polygon(surface, TUNNEL_INK, points)

    return paint


def _path_swatch(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, EMPTY_CELL, rect)
    y = rect.top + rect.height // 3
    pygame.draw.rect(surface, theme.BLACK, (rect.left, y - 2, rect.width, 5))
    pygame.draw.rect(surface, PATH_INK, (rect.left, y - 1, rect.width, 3))
    pygame.draw.circle(surface, PATH_INK, (rect.centerx, y), 3)


def _crash_swatch(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, EMPTY_CELL, rect)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((*CROSS_INK, 140))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, CROSS_INK, rect, 2)


def _cross_swatch(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, EMPTY_CELL, rect)
    box = rect.inflate(-rect.width // 3, -rect.height // 3)
    for ink, width in ((theme.BLACK, 5), (CUT_INK, 3)):
        pygame.draw.line(surface, ink, box.topleft, box.bottomright, width)
        pygame.draw.line(surface, ink, box.bottomleft, box.topright, width)


def _badge_swatch(font: FontMaker) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.circle(surface, theme.BLACK, rect.center, rect.width // 2)
        pygame.draw.circle(surface, theme.ACCENT, rect.center, rect.width // 2 - 1)
        blit_fitted(surface, font(max(8, rect.height - 6), True), "1", theme.BLACK, rect)

    return paint


def _cursor_swatch(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, EMPTY_CELL, rect)
    pygame.draw.rect(surface, theme.BLACK, rect, 4)
    pygame.draw.rect(surface, CURSOR_INK, rect.inflate(-2, -2), 2)
    arm = rect.width // 3
    for x, y, dx, dy in (
        (rect.left, rect.top, 1, 1),
        (rect.right - 1, rect.top, -1, 1),
        (rect.left, rect.bottom - 1, 1, -1),
        (rect.right - 1, rect.bottom - 1, -1, -1),
    ):
        pygame.draw.line(surface, theme.WHITE, (x, y), (x + dx * arm, y), 2)
        pygame.draw.line(surface, theme.WHITE, (x, y), (x, y + dy * arm), 2)


def _grid_signature(grid: GridState | None, hidden: frozenset[int]) -> tuple:
    """What of a grid its drawing shows beyond the grid object itself."""
    if grid is None:
        return (None, hidden)
    heads = tuple(sorted(grid.heads.items()))
    return (len(grid.items), len(grid.body_owner), heads, grid.active, hidden)


def _debt_frame(image: pygame.Surface, inner: pygame.Rect, box: pygame.Rect) -> None:
    pygame.draw.rect(image, DEBT_TEXT, inner, max(1, inner.width // 16))


def _draw_garnets(
    image: pygame.Surface, box: pygame.Rect, count: int, font_maker: FontMaker
) -> None:
    """The gem (and the count of a pile) inside the number box, where no mark goes."""
    side = min(box.width, box.height)
    _draw_gem(image, pygame.Rect(0, 0, side, side).move(box.centerx - side // 2, box.top))
    if count > 1:
        font = font_maker(max(7, int(image.get_height() * 0.36)), True)
        label = font.render(str(count), True, APPLE_TEXT)
        image.blit(label, label.get_rect(bottomright=box.bottomright))


def _draw_gem(image: pygame.Surface, rect: pygame.Rect) -> None:
    cx, cy = rect.center
    half = max(3, min(rect.width, rect.height) * 9 // 20)
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


def _draw_ring(image: pygame.Surface, inner: pygame.Rect, shape: str) -> None:
    """A tunnel's neutral ring: its shape tells the pairs apart along with the number."""
    width = max(1, inner.width // 12)
    ring = inner.inflate(-max(2, inner.width // 8), -max(2, inner.width // 8))
    if shape == "ring":
        pygame.draw.ellipse(image, TUNNEL_INK, ring, width)
    elif shape == "diamond":
        points = [ring.midtop, ring.midright, ring.midbottom, ring.midleft]
        pygame.draw.polygon(image, TUNNEL_INK, points, width)
    elif shape == "square":
        pygame.draw.rect(image, TUNNEL_INK, ring, width)
    else:
        pygame.draw.ellipse(image, TUNNEL_INK, ring, width)
        gap = max(3, 2 * width + 1)
        pygame.draw.ellipse(image, TUNNEL_INK, ring.inflate(-2 * gap, -2 * gap), width)


def draw_swatch(
    surface: pygame.Surface, rect: pygame.Rect, look: PlayerLook, font: pygame.font.Font
) -> None:
    """A player's colour square with their letter (and pattern): legends and score panels."""
    pygame.draw.rect(surface, look.colour, rect, border_radius=4)
    if look.pattern:
        ink = _mix(look.colour, look.text, 0.45)
        theme.draw_pattern(surface, rect, look.pattern, ink, max(4, rect.height // 4))
    _blit_letter(surface, font, look, rect.center)


def letter_plate(look: PlayerLook) -> Colour:
    """What a patterned player's letter sits on (as on the heads: snake_body.letter_plate)."""
    return plate_under(look.colour, look.text)


def _blit_letter(
    surface: pygame.Surface, font: pygame.font.Font, look: PlayerLook, centre: tuple[int, int]
) -> None:
    """A player's letter centred at `centre`; with a pattern, on a plain plate that keeps the
    pattern a few px clear of the glyphs."""
    label = font.render(look.letter, True, look.text)
    glyphs = label.get_bounding_rect()
    where = glyphs.move(-glyphs.left, -glyphs.top)
    where.center = centre
    if look.pattern:
        margin = max(2, where.height // 5)
        plate = where.inflate(2 * margin, 2 * margin)
        pygame.draw.rect(surface, letter_plate(look), plate, border_radius=margin)
    surface.blit(label.subsurface(glyphs), where)
