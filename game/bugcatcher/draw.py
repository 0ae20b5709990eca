"""Drawing a Bugcatcher board on the kit's BoardView: grey cells, their corners, nodes and
paths in black and blue.

In colour-blind mode a blue path and a blue node also carry a pattern (white dashes along the
segment, a white ring in the node), so black and blue differ by more than their colour.

The kit's view draws the cells and the coordinate labels (cached); this module adds what the
view knows nothing about: points on the doubled grid of game/bugcatcher/geometry.py (cell
centres and corners), path segments between them, node rings and swap marks.

    board = BugBoard(level.board, rect, app.font, colour_blind=app.settings.colour_blind)
    board.draw(surface, [Line(a, b, "blue")], [NodeMark(point)])
    point = board.point_at(pos)            # a cell or a corner under the mouse, or None
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from game.bugcatcher.geometry import BORDER, CENTRAL, Board, Point, kind_of, step_point
from game.bugcatcher.missions import BLACK, BLUE, other_colour
from game.bugcatcher.rules import PATH_ACTIONS
from game.ui import theme
from game.ui.board_view import (
    BoardContent,
    BoardView,
    CellLook,
    FontMaker,
    Legend,
    LegendEntry,
)

CELL_FILL: theme.Colour = (168, 173, 184)  # the seed's grey squares
CORNER_DOT: theme.Colour = (96, 101, 114)
INK: dict[str, theme.Colour] = {BLACK: (14, 14, 18), BLUE: (28, 98, 235)}
STRIKE: theme.Colour = (226, 40, 40)
NODE_RING: theme.Colour = (245, 245, 245)
NODE_RIM: theme.Colour = (60, 60, 66)
RIM_OUTLINE: theme.Colour = (236, 238, 242)  # a path on the board's rim, against the frame
SWAP_MARK: theme.Colour = theme.ACCENT
CONTESTED_RING: theme.Colour = (232, 60, 160)  # a start several players asked for
CONTESTED_GAP = 5  # px between a contested node and its ring
CELL_CHOICE: theme.Colour = theme.ACCENT  # a cell's place in the central list: a square
CORNER_CHOICE: theme.Colour = (140, 200, 255)  # a corner's in the border list: a round disc
PILL, SQUARE, ROUND = "pill", "square", "round"  # the shapes of a TextMark
CORNER_REACH = 0.32  # a click this share of a cell from a corner picks the corner

PATTERN_INK: theme.Colour = (245, 245, 245)  # the colour-blind stripes on blue
STRIKE_AT = 0.25  # a struck segment's ✗ sits this share along it, clear of its middle

SOLID, PLANNED, STRUCK = "solid", "planned", "struck"


@dataclass(frozen=True)
class Line:
    """A path segment: placed (solid), planned (thinner, with dots) or invalid (struck)."""

    start: Point
    end: Point
    colour: str
    style: str = SOLID
    strike_at: float = STRIKE_AT  # a struck segment's ✗, this share along it


@dataclass(frozen=True)
class NodeMark:
    """A node: an unlabelled ring, or filled with its colour (and, in a named replay, its
    player's letter). Its kind shows by its shape: a central node (on a cell) is a disc, a
    border node (on a corner) a diamond, so no letter ever means a kind of node."""

    point: Point
    colour: str | None = None
    letter: str = ""
    contested: bool = False  # a start several players asked for: ringed


@dataclass(frozen=True)
class TextMark:
    """A small numbered mark on a point: a pill (swap steps), a square (a cell's priority)
    or a round disc (a corner's priority)."""

    point: Point
    text: str
    fill: theme.Colour = theme.ACCENT
    shape: str = PILL


def choice_marks(lists: Sequence[Sequence[Point]]) -> list[TextMark]:
    """The priority numbers of each list, best first: square on cells, round on corners."""
    return [
        TextMark(point, str(rank), CELL_CHOICE, SQUARE)
        if kind_of(point) == CENTRAL
        else TextMark(point, str(rank), CORNER_CHOICE, ROUND)
        for listed in lists
        for rank, point in enumerate(listed, start=1)
    ]


class BugBoard:
    """One Bugcatcher board fitted into a rect; see the module docstring."""

    def __init__(
        self,
        board: Board,
        rect: pygame.Rect,
        font: FontMaker,
        labels: bool = True,
        colour_blind: bool = False,
    ):
        self.board = board
        self.font = font
        self.colour_blind = colour_blind
        self.node_rects: list[pygame.Rect] = []  # the nodes of the last `draw`
        self.strikes_drawn: list[pygame.Rect] = []  # each struck segment's ✗, last drawn
        self.view = BoardView(
            board.columns,
            board.rows,
            rect,
            font,
            background=lambda cell: CellLook(CELL_FILL),
            labels=labels,
            room_for_marks=False,
        )

    def fit(self, rect: pygame.Rect, rim: bool = False) -> None:
        """The board in `rect`; with `rim`, a node on its bottom or right rim stays inside
        `rect` too (nothing under it to cover: a button row, the window's edge)."""
        self.view.fit(rect)
        if rim:
            inset = reach(self.node_radius() + 2, BORDER) + 1  # a corner's diamond, whole
            self.view.fit(pygame.Rect(rect.left, rect.top, rect.width - inset, rect.height - inset))

    @property
    def area(self) -> pygame.Rect:
        return self.view.area

    @property
    def half(self) -> float:
        return self.view.cell_size / 2

    def pixel(self, point: tuple[float, float]) -> tuple[int, int]:
        """Screen position of a point of the doubled grid."""
        left, top = self.view.board.topleft
        return round(left + point[0] * self.half), round(top + point[1] * self.half)

    def point_at(self, pos: tuple[float, float], node: str | None = None) -> Point | None:
        """The corner near `pos` (generous reach) or else the cell under it; `node` limits
        the answer to one kind."""
        outer = self.view.board.inflate(self.view.cell_size * 0.6, self.view.cell_size * 0.6)
        if not outer.collidepoint(pos):
            return None
        left, top = self.view.board.topleft
        size = self.view.cell_size
        fx, fy = (pos[0] - left) / size, (pos[1] - top) / size
        corner = (round(fx), round(fy))
        near = abs(fx - corner[0]) <= CORNER_REACH and abs(fy - corner[1]) <= CORNER_REACH
        on_board = 0 <= corner[0] <= self.board.columns and 0 <= corner[1] <= self.board.rows
        if node != CENTRAL and on_board and (near or node == BORDER):
            return 2 * corner[0], 2 * corner[1]
        cell = (int(fx // 1), int(fy // 1))
        if node != BORDER and self.view.contains(cell):
            return 2 * cell[0] + 1, 2 * cell[1] + 1
        return None

    # drawing

    def draw(
        self,
        surface: pygame.Surface,
        lines: Sequence[Line] = (),
        nodes: Sequence[NodeMark] = (),
        marks: Sequence[TextMark] = (),
        cursor: Point | None = None,
    ) -> None:
        self.view.draw(surface, BoardContent())
        self._draw_corners(surface)
        width = max(3, self.view.cell_size // 11)
        self.node_rects = [self.node_rect(node) for node in nodes]
        self.strikes_drawn = []
        for line in lines:  # every band first: one never cuts into a joint's dot
            inward = self._inward(line, width)
            start = self._shifted(self.pixel(line.start), inward)
            end = self._shifted(self.pixel(line.end), inward)
            self._outline_on_rim(surface, inward, start, end, width)
        for line in lines:
            self._draw_line(surface, line, width)
        for node in nodes:
            self._draw_node(surface, node)
        for mark, disc in zip(marks, self.mark_rects(marks, nodes, lines), strict=True):
            self._draw_text_mark(surface, mark, disc)
        if cursor is not None:
            self._draw_cursor(surface, cursor)

    def draw_nodes(self, surface: pygame.Surface, nodes: Sequence[NodeMark]) -> None:
        """The nodes again, over what was drawn since (a growing path never hides a letter)."""
        for node in nodes:
            self._draw_node(surface, node)

    def draw_partial(self, surface: pygame.Surface, line: Line, tip: tuple[float, float]) -> None:
        """A segment drawn from its start to `tip` (a point of the doubled grid, fractional):
        the reveal's growing path."""
        width = max(3, self.view.cell_size // 11)
        inward = self._inward(line, width)
        start, end = (
            self._shifted(self.pixel(line.start), inward),
            self._shifted(self.pixel(tip), inward),
        )
        self._outline_on_rim(surface, inward, start, end, width)
        pygame.draw.line(surface, INK[line.colour], start, end, width)
        self._pattern(surface, line.colour, start, end, width)

    @staticmethod
    def _outline_on_rim(
        surface: pygame.Surface,
        inward: tuple[int, int],
        start: tuple[int, int],
        end: tuple[int, int],
        width: int,
    ) -> None:
        """A light band under a segment on the board's rim, reaching past the board's edge:
        a black rim path otherwise melts into the near-black frame around the board."""
        if inward != (0, 0):
            pygame.draw.line(surface, RIM_OUTLINE, start, end, width + 6)

    def _pattern(
        self,
        surface: pygame.Surface,
        colour: str,
        start: tuple[int, int],
        end: tuple[int, int],
        width: int,
    ) -> None:
        """Colour-blind mode: white dashes along a blue segment."""
        if self.colour_blind and colour == BLUE:
            _dashed(surface, PATTERN_INK, start, end, max(1, width // 3))

    def _draw_corners(self, surface: pygame.Surface) -> None:
        draw_corners(surface, self.view)

    def _inward(self, line: Line, width: int) -> tuple[int, int]:
        """How far a segment along the board's outline moves inwards, so its whole width lies
        on the grey board (half of a black rim path once sat on the near-black background)."""
        (x1, y1), (x2, y2) = line.start, line.end
        right, bottom = 2 * self.board.columns, 2 * self.board.rows
        half = width // 2 + 1
        if y1 == y2 and y1 in (0, bottom):
            return 0, half if y1 == 0 else -half
        if x1 == x2 and x1 in (0, right):
            return (half if x1 == 0 else -half), 0
        return 0, 0

    @staticmethod
    def _shifted(pixel: tuple[int, int], by: tuple[int, int]) -> tuple[int, int]:
        return pixel[0] + by[0], pixel[1] + by[1]

    def _draw_line(self, surface: pygame.Surface, line: Line, width: int) -> None:
        inward = self._inward(line, width)
        start = self._shifted(self.pixel(line.start), inward)
        end = self._shifted(self.pixel(line.end), inward)
        ink = INK[line.colour]
        if line.style == SOLID:
            pygame.draw.line(surface, ink, start, end, width)
            self._pattern(surface, line.colour, start, end, width)
            return
        if line.style == PLANNED:
            pygame.draw.line(surface, ink, start, end, max(2, width - 1))
            pygame.draw.circle(surface, ink, end, width + 1)
            self._pattern(surface, line.colour, start, end, width)
            return
        self._draw_struck(surface, line, start, end, width)

    def _draw_struck(
        self,
        surface: pygame.Surface,
        line: Line,
        start: tuple[int, int],
        end: tuple[int, int],
        width: int,
    ) -> None:
        """A struck segment: faded and dashed, its ✗ on its own length near its start, away
        from its middle, the one point where a path of the other node may cross it (a valid
        crossing segment never carries the ✗)."""
        ink = INK[line.colour]
        pygame.draw.line(surface, _faded(ink), start, end, max(2, width - 1))
        _dashed(surface, ink, start, end, max(2, width - 1))
        arm = max(4, round(self.view.cell_size * 0.07))
        thick = max(2, width - 1)
        centre = self._strike_spot(line, start, end, arm + thick)
        self.strikes_drawn.append(
            pygame.Rect(0, 0, 0, 0).inflate(2 * (arm + thick), 2 * (arm + thick)).move(centre)
        )
        for dx, dy in ((1, 1), (1, -1)):
            a = (centre[0] - dx * arm, centre[1] - dy * arm)
            b = (centre[0] + dx * arm, centre[1] + dy * arm)
            pygame.draw.line(surface, STRIKE, a, b, thick)

    def _strike_spot(
        self, line: Line, start: tuple[int, int], end: tuple[int, int], half: int
    ) -> tuple[int, int]:
        """Where a struck segment's ✗ goes: at `line.strike_at` unless a node (at nine seats,
        the segment's own start) would touch it, then the first share along the segment clear
        of every node, the middle (where a crossing path passes) last; inside the board, so
        on a rim segment it never covers a letter or number."""
        inner = self.view.board.inflate(-2 * half, -2 * half)
        shares = (line.strike_at, 1 - line.strike_at, 0.35, 0.65, 0.4, 0.6, 0.5)
        best: tuple[int, tuple[int, int]] | None = None
        for share in shares:
            spot = pygame.Rect(
                round(start[0] + (end[0] - start[0]) * share),
                round(start[1] + (end[1] - start[1]) * share),
                0,
                0,
            ).clamp(inner)
            cross = pygame.Rect(0, 0, 2 * half, 2 * half).move_to(center=spot.topleft)
            covered = sum(_area(cross.clip(node)) for node in self.node_rects)
            if covered == 0:
                return spot.topleft
            if best is None or covered < best[0]:
                best = (covered, spot.topleft)
        assert best is not None
        return best[1]

    def _draw_node(self, surface: pygame.Surface, node: NodeMark) -> None:
        centre = self.pixel(node.point)
        radius = self.node_radius()
        shape = diamond if kind_of(node.point) == BORDER else disc
        if node.contested:
            shape(surface, CONTESTED_RING, centre, radius + CONTESTED_GAP, 3)
        if node.colour is None:  # neutral: white with a dark rim, neither black nor blue
            shape(surface, NODE_RING, centre, radius)
            shape(surface, NODE_RIM, centre, radius, 3)
            return
        shape(surface, NODE_RING, centre, radius + 2)
        shape(surface, INK[node.colour], centre, radius)
        if self.colour_blind and node.colour == BLUE:
            shape(surface, PATTERN_INK, centre, radius - 2, max(1, radius // 5))
        if node.letter:
            font = self.font(max(12, radius + 2), True)
            image = font.render(node.letter, True, theme.WHITE)
            surface.blit(image, image.get_rect(center=centre))

    def node_radius(self) -> int:
        return max(7, self.view.cell_size // 7)

    def node_rect(self, node: NodeMark) -> pygame.Rect:
        """The square a node's disc or diamond (with its rim) covers."""
        extra = CONTESTED_GAP if node.contested else 2
        radius = reach(self.node_radius() + extra, kind_of(node.point))
        return pygame.Rect(0, 0, 2 * radius, 2 * radius).move_to(center=self.pixel(node.point))

    def end_rect(self, point: Point) -> pygame.Rect:
        """The square a path's end covers (a planned one ends in a dot)."""
        size = 2 * (max(3, self.view.cell_size // 11) + 2)
        return pygame.Rect(0, 0, size, size).move_to(center=self.pixel(point))

    def _mark_font(self) -> pygame.font.Font:
        return self.font(max(12, min(18, self.view.cell_size // 5)), True)

    def mark_rects(
        self,
        marks: Sequence[TextMark],
        nodes: Sequence[NodeMark] = (),
        lines: Sequence[Line] = (),
    ) -> list[pygame.Rect]:
        """Where each mark's disc goes: on its point (above a cell's centre), else beside it
        (above, right, below, left, then further up), inside the board, so that no disc
        covers another, a node with its letter, the end of a path in `lines` or a label."""
        font = self._mark_font()
        taken = [self.node_rect(node) for node in nodes]
        taken += [self.end_rect(point) for line in lines for point in (line.start, line.end)]
        rects: list[pygame.Rect] = []
        for mark in marks:
            size = font.size(mark.text)
            disc = pygame.Rect(0, 0, size[0] + 8, size[1] + 4)
            if mark.shape != PILL:
                disc.width = disc.height = max(disc.size)
            x, y = self.pixel(mark.point)
            if kind_of(mark.point) == CENTRAL:
                y -= round(self.half * 0.45)  # above the cell's centre, clear of a central node
            clear_x = self.node_radius() + 3 + disc.width // 2
            clear_y = self.node_radius() + 3 + disc.height // 2
            px, py = self.pixel(mark.point)
            spots = [(x, y), (px, py - clear_y), (px + clear_x, py), (px, py + clear_y)]
            spots += [(px - clear_x, py)]
            spots += [(px, py - clear_y - k * (disc.height + 2)) for k in range(1, 12)]
            # on the rim the board's edge clamps the spots above onto one another: the
            # corners around the point, then further down, right and left
            spots += [
                (px + dx, py + dy) for dy in (-clear_y, clear_y) for dx in (clear_x, -clear_x)
            ]
            for k in range(1, 12):
                far_x, far_y = clear_x + k * (disc.width + 2), clear_y + k * (disc.height + 2)
                spots += [(px, py + far_y), (px + far_x, py), (px - far_x, py)]
            for spot in spots:
                disc.center = spot
                disc.clamp_ip(self.view.board)  # never over a column letter or row number
                if disc.collidelist(taken) < 0:
                    break
            rects.append(disc.copy())
            taken.append(disc.copy())
        return rects

    def _draw_text_mark(self, surface: pygame.Surface, mark: TextMark, disc: pygame.Rect) -> None:
        image = self._mark_font().render(mark.text, True, theme.BLACK)
        if mark.shape == ROUND:
            pygame.draw.circle(surface, mark.fill, disc.center, disc.width // 2)
            pygame.draw.circle(surface, theme.BLACK, disc.center, disc.width // 2, 1)
        else:
            radius = 0 if mark.shape == SQUARE else disc.height // 2
            pygame.draw.rect(surface, mark.fill, disc, border_radius=radius)
            pygame.draw.rect(surface, theme.BLACK, disc, 2 if radius == 0 else 1, radius)
        surface.blit(image, image.get_rect(center=disc.center))

    def _draw_cursor(self, surface: pygame.Surface, point: Point) -> None:
        centre = self.pixel(point)
        radius = max(10, round(self.half * (0.8 if kind_of(point) == CENTRAL else 0.45)))
        pygame.draw.circle(surface, theme.BLACK, centre, radius + 2, 3)
        pygame.draw.circle(surface, theme.ACCENT, centre, radius, 3)


def draw_corners(surface: pygame.Surface, view: BoardView) -> None:
    """The dot on every corner of the board's cells (where a node may be): the game's board
    and the level editor's (LevelEditing.draw_over_cells) alike."""
    radius = max(2, view.cell_size // 22)
    left, top = view.board.topleft
    for row in range(view.rows + 1):
        for column in range(view.columns + 1):
            centre = (left + column * view.cell_size, top + row * view.cell_size)
            pygame.draw.circle(surface, CORNER_DOT, centre, radius)


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def editor_look(token: str) -> tuple[theme.Colour, str, theme.Colour]:
    """A cell's look in the level editor: the game's grey square (every cell is alike)."""
    return CELL_FILL, "", theme.BLACK


def _faded(ink: theme.Colour) -> theme.Colour:
    """A path's ink washed halfway into the cell grey (a struck segment's underlay)."""
    return tuple((a + b) // 2 for a, b in zip(ink, CELL_FILL, strict=True))  # type: ignore[return-value]


def _dashed(
    surface: pygame.Surface,
    ink: theme.Colour,
    start: tuple[int, int],
    end: tuple[int, int],
    width: int,
) -> None:
    pieces = 6
    for index in range(0, pieces, 2):
        a = (
            start[0] + (end[0] - start[0]) * index / pieces,
            start[1] + (end[1] - start[1]) * index / pieces,
        )
        b = (
            start[0] + (end[0] - start[0]) * (index + 1) / pieces,
            start[1] + (end[1] - start[1]) * (index + 1) / pieces,
        )
        pygame.draw.line(surface, ink, a, b, width)


def planned_lines(
    start_colour: str,
    starts: dict[str, Point],
    actions: Sequence[str],
    void_steps: Collection[int] = (),
) -> tuple[list[Line], list[TextMark]]:
    """The paths `actions` would draw, in the colours they would have (the steps in
    `void_steps` struck through), and a mark at both node ends where each swap happens
    (numbered by its step)."""
    central = start_colour
    ends = dict(starts)
    lines: list[Line] = []
    marks: list[TextMark] = []
    for step, action in enumerate(actions, start=1):
        if action in PATH_ACTIONS:
            node, direction = PATH_ACTIONS[action]
            colour = central if node == CENTRAL else other_colour(central)
            target = step_point(ends[node], direction)
            style = STRUCK if step in void_steps else PLANNED
            lines.append(Line(ends[node], target, colour, style))
            ends[node] = target
        else:
            central = other_colour(central)
            marks.append(TextMark(ends[CENTRAL], f"S{step}", SWAP_MARK))
            marks.append(TextMark(ends[BORDER], f"S{step}", SWAP_MARK))
    return lines, marks


def board_legend(
    font: pygame.font.Font, entries: Sequence[str], colour_blind: bool = False
) -> Legend:
    """The key beside a board: only the marks the screen draws (names from `painters`)."""
    paint = painters(colour_blind)
    return Legend([LegendEntry(paint[key], WORDS[key]) for key in entries], font)


def _paint_line(colour: str, style: str, colour_blind: bool):
    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, CELL_FILL, rect)
        y = rect.centery
        ink = INK[colour]
        if style == STRUCK:
            _dashed(surface, ink, (rect.left + 2, y), (rect.right - 2, y), 3)
            pygame.draw.line(surface, STRIKE, rect.topleft, rect.bottomright, 2)
            pygame.draw.line(surface, STRIKE, rect.bottomleft, rect.topright, 2)
        else:
            pygame.draw.line(surface, ink, (rect.left + 2, y), (rect.right - 2, y), 4)
            if colour_blind and colour == BLUE:
                _dashed(surface, PATTERN_INK, (rect.left + 2, y), (rect.right - 2, y), 1)

    return paint


DIAMOND_REACH = 1.3  # a diamond's corners reach further than a disc of the same radius


def reach(radius: int, node: str) -> int:
    """How far a node's shape reaches from its centre: a disc its radius, a diamond more."""
    return round(radius * DIAMOND_REACH) if node == BORDER else radius


def disc(
    surface: pygame.Surface,
    colour: theme.Colour,
    centre: tuple[int, int],
    radius: int,
    width: int = 0,
) -> None:
    """A central node's shape."""
    pygame.draw.circle(surface, colour, centre, radius, width)


def diamond(
    surface: pygame.Surface,
    colour: theme.Colour,
    centre: tuple[int, int],
    radius: int,
    width: int = 0,
) -> None:
    """A border node's shape: a square on its corner, reaching a little further than a disc."""
    far = reach(radius, BORDER)
    x, y = centre
    points = [(x, y - far), (x + far, y), (x, y + far), (x - far, y)]
    pygame.draw.polygon(surface, colour, points, width)


def _paint_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, CELL_FILL, rect)
    radius = rect.height // 3 + 1
    disc(surface, NODE_RING, rect.center, radius)
    disc(surface, NODE_RIM, rect.center, radius, 2)


def _paint_border_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, CELL_FILL, rect)
    radius = rect.height // 3
    diamond(surface, NODE_RING, rect.center, radius)
    diamond(surface, NODE_RIM, rect.center, radius, 2)


def _paint_contested(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, CELL_FILL, rect)
    radius = rect.height // 3
    disc(surface, NODE_RING, rect.center, radius - 1)
    disc(surface, NODE_RIM, rect.center, radius - 1, 2)
    disc(surface, CONTESTED_RING, rect.center, radius + 3, 2)


def _paint_own(colour: str, colour_blind: bool):
    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, CELL_FILL, rect)
        radius = rect.height // 3
        pygame.draw.circle(surface, INK[colour], rect.center, radius)
        if colour_blind and colour == BLUE:
            pygame.draw.circle(surface, PATTERN_INK, rect.center, radius - 2, 1)

    return paint


def _paint_swap(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, SWAP_MARK, rect.inflate(-2, -6), border_radius=rect.height // 3)


def _paint_cell_choice(surface: pygame.Surface, rect: pygame.Rect) -> None:
    square = pygame.Rect(0, 0, rect.height - 4, rect.height - 4).move_to(center=rect.center)
    pygame.draw.rect(surface, CELL_CHOICE, square)
    pygame.draw.rect(surface, theme.BLACK, square, 2)


def _paint_corner_choice(surface: pygame.Surface, rect: pygame.Rect) -> None:
    radius = rect.height // 2 - 2
    pygame.draw.circle(surface, CORNER_CHOICE, rect.center, radius)
    pygame.draw.circle(surface, theme.BLACK, rect.center, radius, 1)


def painters(colour_blind: bool) -> dict:
    """The legend's painters by key (blue with its pattern in colour-blind mode)."""
    return {
        "black": _paint_line(BLACK, SOLID, colour_blind),
        "blue": _paint_line(BLUE, SOLID, colour_blind),
        "struck": _paint_line(BLUE, STRUCK, colour_blind),
        "sure-void": _paint_line(BLACK, STRUCK, colour_blind),
        "node": _paint_ring,
        "border-node": _paint_border_ring,
        "own-black": _paint_own(BLACK, colour_blind),
        "own-blue": _paint_own(BLUE, colour_blind),
        "named-node": _paint_own(BLACK, colour_blind),
        "swap": _paint_swap,
        "contested": _paint_contested,
        "cell-choice": _paint_cell_choice,
        "corner-choice": _paint_corner_choice,
    }


WORDS = {
    "black": "black path",
    "blue": "blue path",
    "struck": "invalid / void",
    "sure-void": "void whatever others do",
    "node": "central node",
    "border-node": "border node",
    "own-black": "your black node",
    "own-blue": "your blue node",
    "named-node": "node: player letter",
    "swap": "S3: swap, your 3rd action",
    "contested": "contested start",
    "cell-choice": "cell: central list no.",
    "corner-choice": "corner: border list no.",
}
