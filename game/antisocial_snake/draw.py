"""Board drawing for every Antisocial Snake screen (entry, reveal, replay), on the kit's
BoardView.

    view = TileView(spec.width, spec.height, rect, app.font)
    view.draw(surface, picture_of(board), Marks(...))    # picture_of(BoardState)

A `Picture` is what is on a board at one moment as plain, hashable data (tile colours,
apples, direction tiles, snakes by letter), so a still board is one cached blit and the
reveal can build pictures step by step from events. Tiles show their colour with the apple
number inside (dark ink on light tiles), black tiles are walls with a cross-hatch, direction
tiles carry a curved arrow (clockwise or anticlockwise) and their number stays readable.
Snakes are drawn by the kit's snake painter (game.ui.snake_body) as a dark trail (each
letter its own grey, `trail_colour`: no hue, so only the rim says a colour) from the
start tile to the head, narrow enough that each tile's colour shows beside it, edged in the
colour of the snake's start tile, the head (with eyes towards its last move) carrying the
letter (a halted snake keeps its look and wears a small stop badge, a red octagon, on its
head's corner). Owners are never shown on a board: once the match is over the reveal's snake table
gives each snake its owner's mark, "P1"… (`own` letters get a white ring edged in black round
the head, for the entry screens of their owner: it shows on every tile colour). A head on
a tile that holds apples (Frame drops them onto start tiles) keeps its size; the number
moves to a plate in the tile's top-right corner. Direction tiles' arrows are drawn again
over the bodies that took them.

In colour-blind mode (`TileView(..., colour_blind=True)`) a tile takes the fill and the
pattern of the matching colour of the kit's colour-blind palette (red, blue, green, yellow;
white keeps a near-white with dots; red is the palette's plain one); no letter, so nothing on
a tile reads as a snake's letter. The apple number keeps a plain plate, so it stays readable
over the pattern, and the ring round a head in its start tile's colour carries that colour's
pattern too (a halted snake's as well: the badge recolours nothing).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from game.antisocial_snake.board import BoardState
from game.antisocial_snake.levels import BLACK, BLUE, GREEN, RED, WHITE, YELLOW, BoardSpec
from game.core.coords import Cell
from game.ui import theme
from game.ui.board_view import (
    TEXT_SHARE,
    BoardContent,
    BoardView,
    CellLook,
    Legend,
    LegendEntry,
    Marks,
    Piece,
)
from game.ui.event_log import wrap_text
from game.ui.snake_body import SnakeLook, SnakeShape, draw_snake_swatch, plate_rect
from game.ui.text import blit_text

FontMaker = Callable[..., pygame.font.Font]
Colour = theme.Colour

TILE_FILL: dict[str, Colour] = {
    RED: (214, 62, 62),
    BLUE: (70, 118, 222),
    GREEN: (72, 170, 84),
    YELLOW: (236, 206, 70),
    WHITE: (236, 236, 232),
    BLACK: (16, 16, 18),
}
TILE_INK: dict[str, Colour] = {
    RED: theme.WHITE,
    BLUE: theme.WHITE,
    GREEN: theme.BLACK,
    YELLOW: theme.BLACK,
    WHITE: theme.BLACK,
    BLACK: theme.WHITE,
}
TRAIL_SHADES: tuple[Colour, ...] = (  # greys without a hue, dark enough for a white letter:
    # a hued disc read as a colour ("the blue one is red"); the start colour is the rim's
    (24, 24, 26),
    (66, 66, 68),
    (44, 44, 46),
    (84, 84, 86),
)
SNAKE_BODY: Colour = TRAIL_SHADES[0]  # snake A's


def player_marks(players: int) -> list[theme.Mark]:
    """Every player's mark on standings, results, the reveal's snake list and replays: "P1",
    "P2"… on a neutral plate. A seat's letter and colour ("B", blue) read as snake B or a blue
    tile; a number in grey is neither."""
    return [theme.numbered_mark(seat) for seat in range(players)]


def trail_colour(letter: str) -> Colour:
    """Each snake's shade by its letter: greys of alternating lightness, so neighbouring
    letters' paths differ even when they started on tiles of one colour (the trail's edge
    says that colour) and no disc reads as a colour of its own."""
    index = (ord(letter[:1].upper() or "A") - ord("A")) % len(TRAIL_SHADES)
    return TRAIL_SHADES[index]


SNAKE_WIDTH = 0.3  # the trail's dark core, as a share of a tile (the tile shows beside it)
SNAKE_RIM = 0.09  # its edge in the start tile's colour, as a share of a tile
SNAKE_RIM_PATTERNED = 0.12  # colour-blind: wide enough for the start colour's pattern
ARROW_INK: Colour = (20, 20, 20)
MIN_PLATE_TEXT = 12  # the apples under a head, on their corner plate


@dataclass(frozen=True)
class SnakePicture:
    letter: str
    colour: str
    cells: tuple[Cell, ...]
    halted: bool = False
    shown: bool = True  # False while the reveal slides the snake on


@dataclass(frozen=True)
class Picture:
    """A board at one moment, as hashable data."""

    colours: tuple[tuple[Cell, str], ...]
    apples: tuple[tuple[Cell, int], ...]
    directions: tuple[tuple[Cell, str], ...] = ()
    snakes: tuple[SnakePicture, ...] = ()


def picture_of(board: BoardState, hidden: Iterable[str] = ()) -> Picture:
    """The board as it stands (snakes whose letter is in `hidden` left out)."""
    skip = set(hidden)
    return Picture(
        tuple(sorted(board.colours.items())),
        tuple(sorted(board.apples.items())),
        tuple(sorted(board.directions.items())),
        tuple(
            SnakePicture(s.letter, s.colour, tuple(s.cells), s.halted)
            for s in board.snakes
            if s.letter not in skip
        ),
    )


def bare_picture(spec: BoardSpec) -> Picture:
    """A board before placement: the level's tiles."""
    cells = spec.cells()
    return Picture(
        tuple((cell, spec.tile(cell).colour) for cell in cells),
        tuple((cell, spec.tile(cell).apples) for cell in cells if spec.tile(cell).apples),
    )


# the colour-blind palette's entry for each tile colour (its fill and its pattern); white is
# no player colour, so a white tile keeps a near-white of its own with the dots pattern
COLOUR_BLIND_NAMES: dict[str, str] = {
    RED: "Red",
    BLUE: "Blue",
    GREEN: "Green",
    YELLOW: "Yellow",
    WHITE: "White",
}
_COLOUR_BLIND_WHITE = (theme.PlayerColour("White", "W", (245, 245, 245)), "dots")


def _colour_blind_entry(colour: str) -> tuple[theme.PlayerColour, str]:
    """The colour-blind look of a tile colour: its palette entry and pattern."""
    if colour == WHITE:
        return _COLOUR_BLIND_WHITE
    index = theme.palette_index(COLOUR_BLIND_NAMES[colour])
    return theme.COLOUR_BLIND_PALETTE[index], theme.PATTERNS[index % len(theme.PATTERNS)]


def tile_fill(colour: str, colour_blind: bool = False) -> Colour:
    """A tile colour's fill (from the colour-blind palette in colour-blind mode)."""
    if colour_blind and colour in COLOUR_BLIND_NAMES:
        return _colour_blind_entry(colour)[0].fill
    return TILE_FILL[colour]


def tile_ink(colour: str, colour_blind: bool = False) -> Colour:
    if colour_blind and colour in COLOUR_BLIND_NAMES:
        return _colour_blind_entry(colour)[0].text
    return TILE_INK[colour]


def tile_pattern(colour: str) -> str:
    """The pattern a tile colour carries in colour-blind mode (the palette's own)."""
    return _colour_blind_entry(colour)[1]


def tile_look(
    colour: str,
    apples: int,
    turn: str = "",
    colour_blind: bool = False,
    font: FontMaker | None = None,
) -> CellLook:
    """A tile: its colour, its apples (none shown on 0) and a direction arrow if any; in
    colour-blind mode also its palette pattern and (given a font) its initial."""
    if colour == BLACK:
        return CellLook(TILE_FILL[BLACK], emblem=_hatch)
    text = str(apples) if apples else ""
    ink = tile_ink(colour, colour_blind)
    emblem = _tile_emblem(colour, turn, colour_blind, font, text) if turn or colour_blind else None
    # on a direction tile the number sits on a patch of the tile: the arrow never crosses it
    return CellLook(tile_fill(colour, colour_blind), text, ink, emblem, backed=bool(turn))


@functools.cache
def _tile_emblem(
    colour: str, turn: str, colour_blind: bool, font: FontMaker | None, text: str = ""
) -> Callable[[pygame.Surface, pygame.Rect, pygame.Rect], None]:
    """One emblem per kind of tile (cached, so equal tiles share a cached picture)."""
    ink = tile_ink(colour, colour_blind)

    def paint(image: pygame.Surface, inner: pygame.Rect, box: pygame.Rect) -> None:
        if colour_blind:  # the pattern alone tells the colour: a letter would read as a snake's
            spacing = max(4, inner.width // 5)
            theme.draw_pattern(image, inner, tile_pattern(colour), ink, spacing)
            pygame.draw.rect(image, tile_fill(colour, colour_blind), box)
        if turn:  # a ring round the number: large, clear of the number, the cursor's
            # corners and the path lane
            width = max(2, inner.width // 16)
            ring = turn_ring(inner, box, width, font, text)
            draw_turn_arrow(image, ring, turn, ink, width=width)

    return paint


class TileView(BoardView):
    """One Antisocial Snake board on the screen; see the module docstring."""

    def __init__(
        self,
        columns: int,
        rows: int,
        rect: pygame.Rect,
        font: FontMaker,
        *,
        own: Iterable[str] = (),
        labels: bool = True,
        colour_blind: bool = False,
    ):
        self.own = frozenset(own)
        self.colour_blind = colour_blind
        super().__init__(
            columns, rows, rect, font, labels=labels, text=labels, sprites=self._paint_sprite
        )

    def draw(  # type: ignore[override]
        self, surface: pygame.Surface, picture: Picture, marks: Marks | None = None
    ) -> None:
        super().draw(surface, self.board_content(picture), marks)

    def board_content(self, picture: Picture) -> BoardContent:
        apples = dict(picture.apples)
        turns = dict(picture.directions)
        shown = [snake for snake in picture.snakes if snake.shown and snake.cells]
        under_heads = {s.cells[-1]: apples[s.cells[-1]] for s in shown if apples.get(s.cells[-1])}
        colours = dict(picture.colours)
        cells = {
            cell: tile_look(
                colour,
                0 if cell in under_heads else apples.get(cell, 0),
                turns.get(cell, ""),
                self.colour_blind,
                self.font,
            )
            for cell, colour in picture.colours
        }
        covered = {cell for snake in shown for cell in snake.cells[:-1]}
        pieces = [  # a direction tile stays in sight over the body that took it (a head
            # keeps its letter)
            Piece(cell, ("turn", turn, str(apples.get(cell) or "")))
            for cell, turn in sorted(turns.items())
            if cell in covered
        ]
        halted = {s.cells[-1] for s in shown if s.halted}  # the stop badge's corner taken
        pieces += [  # apples under a head (Frame drops them on start tiles): a corner plate
            Piece(cell, ("apples", str(count), colours[cell], "halted" if cell in halted else ""))
            for cell, count in sorted(under_heads.items())
        ]
        snakes = [
            self.snake_shape(snake, corner=self.apples_plate(under_heads.get(snake.cells[-1], 0)))
            for snake in shown
        ]
        return BoardContent(cells, pieces=pieces, snakes=snakes)

    def apples_plate_font(self) -> pygame.font.Font:
        return self.font(max(MIN_PLATE_TEXT, self.zones.badge * 3 // 4), True)

    def apples_plate(self, count: int) -> tuple[int, int]:
        """The size of the plate that shows `count` apples under a head (none: (0, 0))."""
        if not count:
            return 0, 0
        width, height = self.apples_plate_font().size(str(count))
        return width + 6, height

    def _paint_sprite(self, key: tuple[str, ...], size: int) -> pygame.Surface:
        """A cell-sized image over the snakes: ("turn", "cw" / "ccw"), a direction tile's
        arrow round the number as on the tile, white edged in black so that it shows on the
        dark trail; ("apples", number, colour), the apples under a head on a plate of the
        tile's colour in its top-right corner, left of a halted head's stop badge (the head
        keeps its size and letter)."""
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        if key[0] == "apples":
            _, text, colour, halted = key
            font = self.apples_plate_font()
            label = font.render(text, True, tile_ink(colour, self.colour_blind))
            plate = plate_rect(label.get_rect().inflate(6, 0).size, size, bool(halted))
            pygame.draw.rect(image, tile_fill(colour, self.colour_blind), plate, border_radius=4)
            pygame.draw.rect(image, theme.BLACK, plate, 1, border_radius=4)
            image.blit(label, label.get_rect(center=plate.center))
            return image
        _, turn, text = key
        box = self.zones.number_box
        width = max(2, size // 16)
        ring = turn_ring(pygame.Rect(0, 0, size, size).inflate(-1, -1), box, width, self.font, text)
        draw_turn_arrow(image, ring, turn, theme.BLACK, width=width + 2)
        draw_turn_arrow(image, ring, turn, theme.WHITE, width=width)
        return image

    def snake_look(
        self, colour: str, letter: str, halted: bool, own: bool, corner: tuple[int, int] = (0, 0)
    ) -> SnakeLook:
        """A snake with `letter` that started on a `colour` tile; `corner`: the size of the
        apples plate in its head tile's corner (the letter keeps clear of it)."""
        mark = theme.Mark(trail_colour(letter), theme.WHITE, letter)
        edge = tile_fill(colour, self.colour_blind)
        if not self.colour_blind or colour not in COLOUR_BLIND_NAMES:
            return SnakeLook(
                mark,
                edge,
                SNAKE_WIDTH,
                SNAKE_RIM,
                ringed=own,
                halted=halted,
                keyline=True,
                corner=corner,
            )
        pattern = (tile_pattern(colour), tile_ink(colour, True))
        return SnakeLook(
            mark,
            edge,
            SNAKE_WIDTH,
            SNAKE_RIM_PATTERNED,
            ringed=own,
            halted=halted,
            keyline=True,
            edge_pattern=pattern,
            corner=corner,
        )

    def snake_shape(
        self,
        snake: SnakePicture,
        progress: float = 1.0,
        aside: bool = False,
        corner: tuple[int, int] = (0, 0),
    ) -> SnakeShape:
        """`snake` head first, its last move `progress` of the way done; `aside`: its head
        keeps to the tile's corner (the tile shows a number); `corner`: the apples plate's
        size in its head tile's corner."""
        own = snake.letter in self.own
        look = self.snake_look(snake.colour, snake.letter, snake.halted, own, corner)
        cells = tuple(reversed(snake.cells))
        return SnakeShape(cells, look, None, progress, None, aside)

    def draw_snake(
        self, surface: pygame.Surface, picture: Picture, snake: SnakePicture, progress: float
    ) -> None:
        """`snake` sliding over the board drawn from `picture` (the numbers under it stay)."""
        shape = self.snake_shape(snake, progress)
        looks = self.board_content(picture).cells
        self.draw_snakes(surface, [shape], {cell: looks[cell] for cell in shape.under_body()})

    def swatch(
        self, colour: str, letter: str, halted: bool = False, own: bool = False
    ) -> Callable[[pygame.Surface, pygame.Rect], None]:
        """The key's swatch of a snake: a short one on a white tile."""
        look = self.snake_look(colour, letter, halted, own)

        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            pygame.draw.rect(surface, TILE_FILL[WHITE], rect)
            draw_snake_swatch(surface, rect, look, self.font)

        return paint


# --- emblems -------------------------------------------------------------------------------


def _hatch(image: pygame.Surface, inner: pygame.Rect, box: pygame.Rect) -> None:
    step = max(4, inner.width // 4)
    old_clip = image.get_clip()
    image.set_clip(inner.clip(old_clip) if old_clip else inner)  # no stroke outside the tile
    for offset in range(-inner.height, inner.width, step):
        pygame.draw.line(
            image,
            (60, 60, 66),
            (inner.left + offset, inner.bottom),
            (inner.left + offset + inner.height, inner.top),
        )
    image.set_clip(old_clip)


def _arrow(turn: str, ink: Colour) -> Callable[[pygame.Surface, pygame.Rect, pygame.Rect], None]:
    """The turn arrow in the tile's top-left corner, above the number box (never over the
    apple number)."""

    def paint(image: pygame.Surface, inner: pygame.Rect, box: pygame.Rect) -> None:
        side = max(6, box.top - inner.top - 1)
        draw_turn_arrow(image, pygame.Rect(inner.left + 1, inner.top + 1, side, side), turn, ink)

    return paint


def turn_ring(
    inner: pygame.Rect, box: pygame.Rect, width: int, font: FontMaker | None, text: str
) -> pygame.Rect:
    """Where a direction tile's arrow runs: a ring round the number box; round a number too
    wide for it, a taller oval whose ends and arrowhead show above and below the number
    (which sits on a patch of the tile over the oval's sides), kept inside the tile."""
    ring = pygame.Rect(0, 0, box.width, box.width).inflate(2, 2)
    if font is not None and text:
        size = max(7, int((inner.width + 1) * TEXT_SHARE))
        glyphs = font(size, True).render(text, True, theme.WHITE).get_bounding_rect()
        if min(glyphs.width, box.width) + 2 * width > ring.width * 0.7:
            head = max(4, ring.width // 4, width * 2)  # as draw_turn_arrow sizes it
            margin = max(2, glyphs.height // 6) + width  # the number's patch, and the line
            half = (glyphs.height / 2 + margin + head) / 0.87  # heads at 60° and 120°
            ring.height = max(ring.height, min(inner.height, round(2 * half)))
    ring.center = box.center
    return ring.clamp(inner).clip(inner)


def draw_turn_arrow(
    surface: pygame.Surface, rect: pygame.Rect, turn: str, ink: Colour, width: int = 0
) -> None:
    """A three-quarter circle arrow: clockwise ("cw") or anticlockwise ("ccw"); an oval in a
    rectangle wider than it is high."""
    radius = max(3, rect.height // 2)
    across = max(3, rect.width // 2)
    cx, cy = rect.center
    width = width or max(2, min(radius, across) // 3)
    start, end = (math.radians(120), math.radians(420))
    points = []
    for index in range(19):
        angle = start + (end - start) * index / 18
        points.append((cx + across * math.cos(angle), cy - radius * math.sin(angle)))
    if turn == "cw":
        points.reverse()
    pygame.draw.lines(surface, ink, False, points, width)
    tip = points[-1]
    before = points[-3]
    dx, dy = tip[0] - before[0], tip[1] - before[1]
    length = math.hypot(dx, dy) or 1
    ux, uy = dx / length, dy / length
    size = max(4, min(radius, across) // 2, width * 2)
    left = (tip[0] - ux * size - uy * size * 0.7, tip[1] - uy * size + ux * size * 0.7)
    right = (tip[0] - ux * size + uy * size * 0.7, tip[1] - uy * size - ux * size * 0.7)
    pygame.draw.polygon(surface, ink, [(tip[0] + ux * 2, tip[1] + uy * 2), left, right])


# --- the key -------------------------------------------------------------------------------


def _fill(colour: str, colour_blind: bool = False) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, tile_fill(colour, colour_blind), rect)
        if colour_blind and colour in COLOUR_BLIND_NAMES:
            ink = tile_ink(colour, colour_blind)
            theme.draw_pattern(surface, rect, tile_pattern(colour), ink, max(4, rect.width // 4))
        if colour == BLACK:
            _hatch(surface, rect, rect)
            pygame.draw.rect(surface, (90, 90, 96), rect, 1)

    return paint


def _turn_swatch(turn: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, TILE_FILL[WHITE], rect)
        draw_turn_arrow(surface, rect.inflate(-4, -4), turn, ARROW_INK)

    return paint


def board_legend(
    view: TileView,
    font: pygame.font.Font,
    spec: BoardSpec,
    halts: bool = False,
    extra: Iterable[LegendEntry] = (),
    placing: bool = False,
    boots: bool = False,
) -> Legend:
    """The key beside a board: only what `spec` can show — its tile colours (elements on an
    Elemental board only, where yellow has none), walls, direction tiles on a Redirect board,
    snakes, the halt octagon when `halts` (a reveal with a halt in it), the placement entry's
    badges when `placing` (priorities; Frame's and Toggle's tiles) and booting when `boots`
    (a reveal where a tie for a tile booted snakes)."""
    blind = view.colour_blind
    present = {tile.colour for tile in spec.tiles}
    if spec.variation == "toggle" and present & {RED, BLUE}:
        present |= {RED, BLUE}  # toggles turn one into the other
    elements = spec.variation == "elemental"
    words = {
        RED: "red tile" + (" (fire)" if elements else ""),
        BLUE: "blue tile" + (" (water)" if elements else ""),
        GREEN: "green tile" + (" (grass)" if elements else ""),
        YELLOW: "yellow tile" + (" (no element)" if elements else ""),
        WHITE: "white tile (no snake)",
    }
    entries = [
        LegendEntry(_fill(colour, blind), words[colour])
        for colour in (RED, BLUE, GREEN, YELLOW, WHITE)
        if colour in present
    ]
    if BLACK in present:
        entries.append(LegendEntry(_fill(BLACK), "black: a wall"))
    if spec.variation == "redirect":
        entries.append(LegendEntry(_turn_swatch("cw"), "clockwise tile"))
        entries.append(LegendEntry(_turn_swatch("ccw"), "anticlockwise tile"))
    first = spec.snake_colours[0] if spec.snake_colours else RED
    # no letter: "snake A (rim: red start)" read as the board's own snake A being red
    entries.append(LegendEntry(view.swatch(first, ""), SNAKE_WORDS))
    if spec.variation == "frame" and not placing:  # framed apples fall on start tiles
        entries.append(LegendEntry(_plate_swatch(view, first), PLATE_WORDS))
    if halts:
        entries.append(LegendEntry(view.swatch(first, "", halted=True), "octagon: halted"))
    if boots:
        entries.append(LegendEntry(_boot_swatch, BOOT_WORDS))
    if view.own:
        entries.append(LegendEntry(view.swatch(first, "A", own=True), "ring, corner tabs: yours"))
    if placing:
        entries.append(LegendEntry(_badge_swatch(view, "1"), "1, 2…: your priority order"))
        if spec.variation == "frame":
            entries.append(LegendEntry(_badge_swatch(view, "F", theme.WHITE), FRAME_WORDS))
        if spec.variation == "toggle":
            entries.append(LegendEntry(_badge_swatch(view, "T", theme.WHITE), TOGGLE_WORDS))
    return Legend([*entries, *extra], font)


SNAKE_WORDS = "snake (rim: start tile)"
BOOT_WORDS = "tie: booted to nearest"  # the log says from where to where
FRAME_WORDS = "F: framed (drops 4 rows)"
TOGGLE_WORDS = "T: toggled (flips red/blue)"
PLATE_WORDS = "3 by a head: apples under it"


def _badge_swatch(
    view: TileView, text: str, fill: Colour = theme.ACCENT
) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A badge as the entry draws it in a tile's corner."""

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, TILE_FILL[WHITE], rect)
        radius = min(rect.width, rect.height) // 2 - 1
        pygame.draw.circle(surface, fill, rect.center, radius)
        pygame.draw.circle(surface, theme.BLACK, rect.center, radius, 1)
        font = view.font(max(12, rect.height - 4), True)
        blit_text(surface, font, text, theme.BLACK, rect.center, "center")

    return paint


def _plate_swatch(view: TileView, colour: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A head with the plate the board draws in its tile's corner for the apples under it."""
    snake = view.swatch(colour, "")

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        snake(surface, rect)
        font = view.font(MIN_PLATE_TEXT, True)
        label = font.render("3", True, theme.BLACK)
        plate = label.get_rect().inflate(4, -2)
        plate.topright = rect.topright
        pygame.draw.rect(surface, TILE_FILL[WHITE], plate, border_radius=3)
        pygame.draw.rect(surface, theme.BLACK, plate, 1, border_radius=3)
        surface.blit(label, label.get_rect(center=plate.center))

    return paint


def _boot_swatch(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Two tiles with an arrow from the contested one to the one taken."""
    pygame.draw.rect(surface, TILE_FILL[WHITE], rect)
    pygame.draw.rect(surface, theme.ACCENT, rect, 2)
    y = rect.centery
    left, right = rect.left + 3, rect.right - 3
    pygame.draw.line(surface, ARROW_INK, (left, y), (right - 4, y), 2)
    pygame.draw.polygon(surface, ARROW_INK, [(right, y), (right - 5, y - 4), (right - 5, y + 4)])


# --- Elemental's cycle -------------------------------------------------------------------

ELEMENT_CYCLE = ((RED, "fire"), (GREEN, "grass"), (BLUE, "water"))  # each beats the next
ELEMENT_CYCLE_WORDS = "fire beats grass, grass beats water, water beats fire"
CYCLE_KEY = "arrow: beats it (2x apples); the other way: 0"
CYCLE_SIZES = (14, 13, 12)  # px: the cycle's words, largest first


def element_cycle_height(font: pygame.font.Font, width: int | None = None) -> int:
    """What `draw_element_cycle` needs: three tiles in a triangle and a line of words (in
    `width` px: the words' own rows; else room for two)."""
    if width is None:
        return 5 * font.get_linesize()
    rows = len(wrap_text(CYCLE_KEY, font, width))
    return (4 + rows) * font.get_linesize() + 4  # the triangle: four lines high


def element_cycle_font(
    make: Callable[..., pygame.font.Font], width: int, height: int
) -> pygame.font.Font | None:
    """The largest type (14 px down to 12) at which the cycle fits `width` by `height` px,
    or None where even 12 px does not."""
    for size in CYCLE_SIZES:
        font = make(size)
        if element_cycle_height(font, width) <= height:
            return font
    return None


def draw_element_cycle(
    surface: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font, colour_blind: bool = False
) -> None:
    """Elemental's cycle as a small diagram: fire, grass and water tiles in a triangle with an
    arrow from each to the one it beats, and the rule in words underneath."""
    line = font.get_linesize()
    rows = wrap_text(CYCLE_KEY, font, rect.width)  # two lines in a narrow picture, never cut
    picture = pygame.Rect(rect.left, rect.top, rect.width, rect.height - len(rows) * line - 4)
    side = line + 6
    tile_w = font.size("water")[0] + 12
    spread = tile_w // 2 + 3 * line // 2
    centres = [
        (picture.centerx, picture.top + side // 2),
        (picture.centerx + spread, picture.bottom - side // 2),
        (picture.centerx - spread, picture.bottom - side // 2),
    ]
    tiles = [pygame.Rect(0, 0, tile_w, side) for _ in centres]
    for tile, centre in zip(tiles, centres, strict=True):
        tile.center = centre
    for beater, beaten in zip(tiles, tiles[1:] + tiles[:1], strict=True):
        _cycle_arrow(surface, beater, beaten)
    for tile, (colour, name) in zip(tiles, ELEMENT_CYCLE, strict=True):
        fill = tile_fill(colour, colour_blind)
        _fill(colour, colour_blind)(surface, tile)
        pygame.draw.rect(surface, theme.PANEL_BORDER, tile, 1)
        label = font.render(name, True, theme.text_colour_on(fill))
        place = label.get_rect(center=tile.center)
        if colour_blind:  # a plain plate keeps the word clear of the pattern
            pygame.draw.rect(surface, fill, place.inflate(6, 0), border_radius=3)
        surface.blit(label, place)
    for number, row in enumerate(rows):
        where = (rect.centerx, rect.bottom - (len(rows) - number) * line)
        blit_text(surface, font, row, theme.TEXT, where, "midtop")


def _cycle_arrow(surface: pygame.Surface, start: pygame.Rect, end: pygame.Rect) -> None:
    """An arrow from the edge of tile `start` to the edge of tile `end`."""
    (x0, y0), (x1, y1) = start.center, end.center
    length = math.hypot(x1 - x0, y1 - y0) or 1
    ux, uy = (x1 - x0) / length, (y1 - y0) / length

    def edge(tile: pygame.Rect) -> float:
        across = tile.width / 2 / abs(ux) if ux else math.inf
        down = tile.height / 2 / abs(uy) if uy else math.inf
        return min(across, down) + 3

    a = (x0 + ux * edge(start), y0 + uy * edge(start))
    b = (x1 - ux * edge(end), y1 - uy * edge(end))
    pygame.draw.line(surface, theme.TEXT, a, b, 3)
    head = 9
    left = (b[0] - ux * head - uy * head * 0.6, b[1] - uy * head + ux * head * 0.6)
    right = (b[0] - ux * head + uy * head * 0.6, b[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, theme.TEXT, [b, left, right])
