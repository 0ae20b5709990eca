"""The Tactrics board on screen: drawing, hit-testing, tower selection and the rotation sweep.

    view = BoardView(pygame.Rect(16, 60, 820, 730), app.font, app.settings.colour_blind)
    view.draw(surface, board, Marks(hovered=(7, True), allowed=frozenset({7})), sweep)
    view.tower_at(pos)   # (7, True): tower 7, right half (turn clockwise); None off the handles
    view.cell_at(pos)    # 23, or None outside the board

The 54 triangles are a cached background; pieces are cached sprites (a head is large, with a
bold rim and eyes; a tail is a smaller plain triangle), each with its colour's letter, and in
colour-blind mode the palette's fill pattern. Pieces of a snake get a white outline. Towers are
round numbered handles over their inner corners. Drawing never changes anything.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

import pygame

from game.tactrics.board import (
    BOARD_SIZE,
    CELL_CENTRES,
    CELL_CORNERS,
    CELL_COUNT,
    IS_EDGE,
    POINTS_UP,
    TOWER_CENTRES,
    TOWER_COUNT,
    TOWER_CYCLES,
)
from game.tactrics.rules import (
    COLOURS,
    Action,
    Board,
    counted_cells,
    is_head,
    locked_cells,
    piece_colour,
)
from game.ui import theme

FontSource = Callable[..., pygame.font.Font]
Point = tuple[float, float]

SWEEP_SECONDS = 0.25  # one rotation at animation speed 1
HANDLE_RADIUS = 0.2  # in triangle sides
HIT_RADIUS = 0.45
BOARD_FILL = (52, 58, 74)
EDGE_FILL = (62, 70, 90)
GRID_LINE = (94, 104, 128)
RIM = (150, 160, 184)
HANDLE_FILL = (24, 27, 35)
HANDLE_DIM = (44, 48, 58)
SNAKE_OUTLINE = theme.WHITE
OPEN_MARK = theme.DANGER  # the dashed outline of a puzzle piece not yet in a snake that counts
OPEN_DASHES = 3  # dashes per side
HINT_COLOUR = (90, 220, 120)
TURNED_COLOUR = (110, 215, 255)  # the ring round a tower just turned: no player's colour


@dataclass(frozen=True)
class PieceLook:
    """How one game colour is drawn: fill, ink for letters, the letter and (maybe) a pattern."""

    fill: theme.Colour
    ink: theme.Colour
    letter: str
    pattern: str | None


def piece_look(
    colour: int, colour_blind: bool, looks: Mapping[int, str] | None = None
) -> PieceLook:
    """The look of game colour `colour` (index into COLOURS) in the active palette: the same
    fill, letter and pattern as a seat of that colour in every other game (theme.seat_mark);
    `looks` (match.seat_looks) draws a season player's pieces in their season colour."""
    mark = theme.seat_mark(palette_place(colour, looks), colour_blind)
    return PieceLook(mark.fill, mark.ink, mark.letter, mark.pattern)


def palette_place(colour: int, looks: Mapping[int, str] | None = None) -> int:
    """The palette entry game colour `colour` is drawn as (its look's, else its own)."""
    if looks and colour in looks:
        return theme.palette_index(looks[colour])
    return next(i for i, e in enumerate(theme.STANDARD_PALETTE) if e.letter == COLOURS[colour])


def colour_word(colour: int, looks: Mapping[int, str] | None = None) -> str:
    """A game colour's name as players see it drawn ("blue" for a season's Blue player)."""
    return theme.STANDARD_PALETTE[palette_place(colour, looks)].name.lower()


def draw_colour_mark(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: int,
    colour_blind: bool,
    font,
    looks: Mapping[int, str] | None = None,
) -> None:
    """A square of a game colour with its letter (and pattern): for panels and lists."""
    look = piece_look(colour, colour_blind, looks)
    pygame.draw.rect(surface, look.fill, rect, border_radius=4)
    if look.pattern:
        theme.draw_pattern(surface, rect, look.pattern, look.ink, max(4, rect.w // 4))
    label = font.render(look.letter, True, look.ink)
    place = label.get_rect(center=rect.center)
    if look.pattern:
        pygame.draw.rect(surface, look.fill, place.inflate(6, -place.h // 5), border_radius=4)
    surface.blit(label, place)


# --- the rotation sweep ---------------------------------------------------------------------


@dataclass
class Sweep:
    """One tower turning on screen: `before` is the board as it was when the turn began."""

    before: Board
    action: Action
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def angle(self) -> float:
        """Degrees turned so far (clockwise as drawn is positive), eased in and out."""
        share = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        eased = share * share * (3 - 2 * share)
        return (60.0 if self.action.clockwise else -60.0) * eased

    def advance(self, dt: float) -> None:
        self.elapsed += dt


def sweep_seconds(animation_speed: float) -> float:
    return SWEEP_SECONDS / max(animation_speed, 0.01)


# --- what to highlight ----------------------------------------------------------------------


@dataclass(frozen=True)
class Marks:
    """What the board shows besides the pieces.

    hovered: the tower (and half: True = right = clockwise) under the mouse; selected: the
    keyboard's tower; allowed: towers the player may turn (None: every tower), their
    handles rimmed in the colour of `mover` (the game colour to move; None: a puzzle's
    light rim); hint: a move to suggest; turned: the towers just turned (by a bot or the
    other player), each ringed outside its handle with an arrow the way it turned."""

    hovered: tuple[int, bool] | None = None
    selected: int | None = None
    allowed: frozenset[int] | None = None
    hint: Action | None = None
    turned: tuple[Action, ...] = ()
    mover: int | None = None


# --- the view -------------------------------------------------------------------------------


LETTER_LEAST_SCALE = 48  # px a board unit (a piece's side): a 12 px letter fits a tail


class BoardView:
    """The board fitted into `rect` (see the module docstring)."""

    def __init__(
        self,
        rect: pygame.Rect,
        fonts: FontSource,
        colour_blind: bool,
        towers: bool = True,
        looks: Mapping[int, str] | None = None,
        puzzle: bool = False,
    ):
        """`towers=False` leaves out the handles (a small preview); `looks`: piece_look's. A
        `puzzle` board outlines the pieces in snakes with a head (what a puzzle counts) and
        marks every other piece with a dashed outline: a headless snake on the edge is not
        done."""
        self.rect = pygame.Rect(rect)
        self.looks = dict(looks or {})
        self.towers = towers
        self.puzzle = puzzle
        self.fonts = fonts
        self.colour_blind = colour_blind
        self.scale = 0.97 * min(rect.w / BOARD_SIZE[0], rect.h / BOARD_SIZE[1])
        self.origin = (
            rect.centerx - BOARD_SIZE[0] * self.scale / 2,
            rect.centery - BOARD_SIZE[1] * self.scale / 2,
        )
        self._background: pygame.Surface | None = None
        self._sprites: dict[tuple[int, bool], pygame.Surface] = {}
        self._outlines: dict[object, pygame.Surface] = {}
        self._locked: tuple[Board, frozenset[int], frozenset[int]] | None = None

    # geometry

    def point(self, unit: Point) -> tuple[float, float]:
        """A unit-lattice point on screen."""
        return self.origin[0] + unit[0] * self.scale, self.origin[1] + unit[1] * self.scale

    def tower_centre(self, tower: int) -> tuple[float, float]:
        return self.point(TOWER_CENTRES[tower - 1])

    def tower_at(self, pos: tuple[int, int]) -> tuple[int, bool] | None:
        """(tower, clockwise) for a point on a handle: its right half turns clockwise."""
        for tower in range(1, TOWER_COUNT + 1):
            x, y = self.tower_centre(tower)
            if math.hypot(pos[0] - x, pos[1] - y) <= HIT_RADIUS * self.scale:
                return tower, pos[0] >= x
        return None

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for cell in range(CELL_COUNT):
            if _inside(pos, [self.point(corner) for corner in CELL_CORNERS[cell]]):
                return cell
        return None

    # drawing

    def draw(
        self,
        surface: pygame.Surface,
        board: Board,
        marks: Marks | None = None,
        sweep: Sweep | None = None,
    ) -> None:
        """The board with `board`'s pieces; during a sweep, `sweep.before` turning instead."""
        marks = marks or Marks()
        shown = sweep.before if sweep is not None else board
        moving = (
            frozenset(TOWER_CYCLES[sweep.action.tower - 1]) if sweep is not None else frozenset()
        )
        surface.blit(self._board_background(), self.rect.topleft)
        scoring, headless = self.outlined_cells(shown)
        for cell, code in enumerate(shown):
            if code and cell not in moving:
                self._blit_piece(surface, code, cell, cell in scoring)
                if (self.puzzle and cell not in scoring) or cell in headless:
                    colour = OPEN_MARK if self.puzzle else SNAKE_OUTLINE
                    mark = self._open_outline(POINTS_UP[cell], colour)
                    surface.blit(mark, mark.get_rect(center=self.point(CELL_CENTRES[cell])))
        if sweep is not None:
            self._draw_sweep(surface, shown, sweep)
        if self.towers:
            self._draw_handles(surface, marks)

    def outlined_cells(self, board: Board) -> tuple[frozenset[int], frozenset[int]]:
        """(solid, dashed): pieces in snakes with a head (they score; a solid white outline)
        and, in a match, pieces in headless snakes (locked, but worth nothing: dashed white,
        so a lone edge tail never looks like it scores). A puzzle dashes every piece not in a
        snake with a head, in red, itself."""
        if self._locked is None or self._locked[0] != board:
            scoring = counted_cells(board)
            headless = frozenset() if self.puzzle else locked_cells(board) - scoring
            self._locked = (board, scoring, headless)
        return self._locked[1], self._locked[2]

    def _blit_piece(self, surface: pygame.Surface, code: int, cell: int, locked: bool) -> None:
        centre = self.point(CELL_CENTRES[cell])
        up = POINTS_UP[cell]
        sprite = self._sprite(code, up)
        surface.blit(sprite, sprite.get_rect(center=centre))
        if locked:
            outline = self._outline(up)
            surface.blit(outline, outline.get_rect(center=centre))

    def _draw_sweep(self, surface: pygame.Surface, board: Board, sweep: Sweep) -> None:
        pivot = TOWER_CENTRES[sweep.action.tower - 1]
        radians = math.radians(sweep.angle)
        for cell in TOWER_CYCLES[sweep.action.tower - 1]:
            code = board[cell]
            if not code:
                continue
            centre = self.point(_turned(CELL_CENTRES[cell], pivot, radians))
            sprite = pygame.transform.rotate(self._sprite(code, POINTS_UP[cell]), -sweep.angle)
            surface.blit(sprite, sprite.get_rect(center=centre))

    def _draw_handles(self, surface: pygame.Surface, marks: Marks) -> None:
        font = self.fonts(max(12, int(self.scale * 0.17)), True)
        radius = HANDLE_RADIUS * self.scale
        rim = self.turnable_rim(marks.mover)
        for action in marks.turned:
            _draw_turned_ring(surface, self.tower_centre(action.tower), radius, action.clockwise)
        for tower in range(1, TOWER_COUNT + 1):
            centre = self.tower_centre(tower)
            allowed = marks.allowed is None or tower in marks.allowed
            pygame.draw.circle(surface, HANDLE_FILL if allowed else HANDLE_DIM, centre, radius)
            half = marks.hovered[1] if marks.hovered and marks.hovered[0] == tower else None
            hinted = marks.hint is not None and marks.hint.tower == tower
            if half is not None:
                colour = theme.ACCENT if allowed else theme.DANGER
                pygame.draw.circle(surface, _lighter(colour), centre, radius)
                _draw_half(surface, centre, radius, half, colour)
            if hinted and marks.hint is not None:
                pygame.draw.circle(surface, _lighter(HINT_COLOUR), centre, radius)
                _draw_half(surface, centre, radius, marks.hint.clockwise, HINT_COLOUR)
                pygame.draw.circle(surface, HINT_COLOUR, centre, radius + 6, 4)
            selected = marks.selected == tower
            ring = theme.ACCENT if selected else (rim if allowed else GRID_LINE)
            pygame.draw.circle(surface, ring, centre, radius, 4 if selected or allowed else 2)
            ink = theme.TEXT if allowed else theme.MUTED_TEXT
            if selected and allowed:  # told from a yellow player's rims by its number too
                ink = theme.ACCENT
            if half is not None or hinted:
                ink = theme.BLACK
            label = font.render(str(tower), True, ink)
            surface.blit(label, label.get_rect(center=centre))

    def turnable_rim(self, mover: int | None) -> theme.Colour:
        """The rim of a handle the player may turn: the mover's own colour (a dark handle
        alone did not tell which towers turn), a light rim in a puzzle."""
        if mover is None:
            return RIM
        return piece_look(mover, self.colour_blind, self.looks).fill

    # cached pictures

    def _board_background(self) -> pygame.Surface:
        if self._background is None:
            background = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            offset = (-self.rect.left, -self.rect.top)
            for cell in range(CELL_COUNT):
                corners = [_shift(self.point(c), offset) for c in CELL_CORNERS[cell]]
                pygame.draw.polygon(background, EDGE_FILL if IS_EDGE[cell] else BOARD_FILL, corners)
                pygame.draw.polygon(background, GRID_LINE, corners, 2)
            self._draw_rim(background, offset)
            self._background = background
        return self._background

    def _draw_rim(self, background: pygame.Surface, offset: tuple[float, float]) -> None:
        width, height = BOARD_SIZE
        corners = [
            (1.5, 0),
            (4.5, 0),
            (width, height / 2),
            (4.5, height),
            (1.5, height),
            (0, height / 2),
        ]
        points = [_shift(self.point(corner), offset) for corner in corners]
        pygame.draw.polygon(background, RIM, points, 4)

    def _sprite(self, code: int, up: bool) -> pygame.Surface:
        key = (code, up)
        if key not in self._sprites:
            self._sprites[key] = self._render_piece(code, up)
        return self._sprites[key]

    def _sprite_canvas(self) -> tuple[pygame.Surface, tuple[float, float]]:
        size = math.ceil(2 * self.scale / math.sqrt(3)) + 4
        return pygame.Surface((size, size), pygame.SRCALPHA), (size / 2, size / 2)

    def _render_piece(self, code: int, up: bool) -> pygame.Surface:
        sprite, centre = self._sprite_canvas()
        look = piece_look(piece_colour(code), self.colour_blind, self.looks)
        head = is_head(code)
        corners = _triangle(centre, self.scale * (0.86 if head else 0.66), up)
        pygame.draw.polygon(sprite, look.fill, corners)
        if look.pattern:
            _pattern_in(sprite, corners, look)
        rim = _darker(look.fill)  # never white: a white edge is the mark of a snake
        pygame.draw.polygon(
            sprite, rim, corners, max(2, int(self.scale * (0.05 if head else 0.015)))
        )
        letter_y = centre[1] + self.scale * (0.07 if head else 0.02) * (1 if up else -1)
        if head:
            self._draw_eyes(sprite, centre, up, look)
        self._draw_letter(sprite, look, (centre[0], letter_y), head)
        return sprite

    def _draw_eyes(
        self, sprite: pygame.Surface, centre: tuple[float, float], up: bool, look: PieceLook
    ) -> None:
        y = centre[1] + self.scale * (-0.1 if up else 0.14)
        radius = self.scale * 0.055
        if look.pattern:  # the eyes on plain fill: the hatching ran through them
            width, height = self.scale * 0.2 + 4 * radius, 3.4 * radius
            patch = pygame.Rect(0, 0, round(width), round(height))
            patch.center = (round(centre[0]), round(y))
            pygame.draw.rect(sprite, look.fill, patch, border_radius=round(height / 2))
        for side in (-1, 1):
            eye = (centre[0] + side * self.scale * 0.1, y)
            pygame.draw.circle(sprite, theme.WHITE, eye, radius)
            pygame.draw.circle(sprite, theme.BLACK, eye, radius, 1)
            pygame.draw.circle(sprite, theme.BLACK, (eye[0], eye[1] + radius * 0.2), radius * 0.5)

    def _draw_letter(
        self, sprite: pygame.Surface, look: PieceLook, at: tuple[float, float], head: bool
    ) -> None:
        if self.scale < LETTER_LEAST_SCALE:  # a thumbnail: the colour and pattern remain
            return
        size = max(12, int(self.scale * (0.2 if head else 0.16)))  # never under 12 px
        font = self.fonts(size, True)
        label = font.render(look.letter, True, look.ink)
        place = label.get_rect(center=(round(at[0]), round(at[1])))
        if look.pattern:
            backing = place.inflate(6, -place.h // 8)  # the whole letter clear of the hatching
            pygame.draw.rect(sprite, look.fill, backing, border_radius=4)
        sprite.blit(label, place)

    def _open_outline(self, up: bool, colour: tuple[int, int, int]) -> pygame.Surface:
        """A dashed outline: a puzzle piece not yet in a snake with a head (red), or a piece
        of a headless snake in a match (white)."""
        key = (up, colour)
        if key not in self._outlines:
            sprite, centre = self._sprite_canvas()
            corners = _triangle(centre, self.scale * 0.94, up)
            width = max(2, int(self.scale * 0.03))
            for start, end in zip(corners, corners[1:] + corners[:1], strict=True):
                for dash in range(OPEN_DASHES):
                    a, b = dash / OPEN_DASHES, (dash + 0.5) / OPEN_DASHES
                    first = (start[0] + (end[0] - start[0]) * a, start[1] + (end[1] - start[1]) * a)
                    last = (start[0] + (end[0] - start[0]) * b, start[1] + (end[1] - start[1]) * b)
                    pygame.draw.line(sprite, colour, first, last, width)
            self._outlines[key] = sprite
        return self._outlines[key]

    def _outline(self, up: bool) -> pygame.Surface:
        if up not in self._outlines:
            sprite, centre = self._sprite_canvas()
            corners = _triangle(centre, self.scale * 0.94, up)
            pygame.draw.polygon(sprite, theme.BLACK, corners, max(3, int(self.scale * 0.045)))
            pygame.draw.polygon(sprite, SNAKE_OUTLINE, corners, max(2, int(self.scale * 0.028)))
            self._outlines[up] = sprite
        return self._outlines[up]


# --- small geometry helpers -----------------------------------------------------------------


def _shift(point: tuple[float, float], offset: tuple[float, float]) -> tuple[float, float]:
    return point[0] + offset[0], point[1] + offset[1]


def _turned(point: Point, pivot: Point, radians: float) -> Point:
    """`point` turned about `pivot` (positive: clockwise as drawn, y downwards)."""
    dx, dy = point[0] - pivot[0], point[1] - pivot[1]
    cos, sin = math.cos(radians), math.sin(radians)
    return pivot[0] + dx * cos - dy * sin, pivot[1] + dx * sin + dy * cos


def _triangle(centre: tuple[float, float], side: float, up: bool) -> list[tuple[float, float]]:
    """An equilateral triangle of `side` around its centroid, apex up or down."""
    radius = side / math.sqrt(3)
    apex = -1 if up else 1
    x, y = centre
    return [
        (x, y + apex * radius),
        (x - side / 2, y - apex * radius / 2),
        (x + side / 2, y - apex * radius / 2),
    ]


def _inside(pos: tuple[int, int], corners: Iterable[tuple[float, float]]) -> bool:
    a, b, c = corners

    def side(p, q) -> float:
        return (pos[0] - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (pos[1] - q[1])

    signs = (side(a, b), side(b, c), side(c, a))
    return not (min(signs) < 0 < max(signs))


def _darker(colour: theme.Colour) -> theme.Colour:
    return tuple(channel * 45 // 100 for channel in colour)  # type: ignore[return-value]


def _lighter(colour: theme.Colour) -> theme.Colour:
    return tuple(channel + (255 - channel) * 55 // 100 for channel in colour)  # type: ignore[return-value]


def _pattern_in(
    sprite: pygame.Surface, corners: list[tuple[float, float]], look: PieceLook
) -> None:
    """The look's pattern drawn inside the triangle `corners` only."""
    assert look.pattern is not None
    layer = pygame.Surface(sprite.get_size(), pygame.SRCALPHA)
    theme.draw_pattern(
        layer, layer.get_rect(), look.pattern, look.ink, max(5, sprite.get_width() // 12)
    )
    mask = pygame.Surface(sprite.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), corners)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    sprite.blit(layer, (0, 0))


def _draw_half(
    surface: pygame.Surface, centre: tuple[float, float], radius: float, right: bool, colour
) -> None:
    """Fill one half of a handle and put an arrow head on top showing the way it turns."""
    x, y = centre
    steps = 12
    start = -math.pi / 2 if right else math.pi / 2
    arc = [
        (
            x + radius * math.cos(start + math.pi * i / steps),
            y + radius * math.sin(start + math.pi * i / steps),
        )
        for i in range(steps + 1)
    ]
    pygame.draw.polygon(surface, colour, [(x, y), *arc])
    tip = 1 if right else -1
    head = [
        (x + tip * radius * 0.9, y - radius - 1),
        (x - tip * radius * 0.1, y - radius * 1.55),
        (x - tip * radius * 0.1, y - radius * 0.45),
    ]
    pygame.draw.polygon(surface, colour, head)
    pygame.draw.polygon(surface, theme.BLACK, head, 1)


def _draw_turned_ring(
    surface: pygame.Surface, centre: tuple[float, float], radius: float, clockwise: bool
) -> None:
    """A ring just outside a handle (the handle's number stays clear) with an arrow head
    pointing the way the tower turned: the mark of a tower turned last."""
    x, y = centre
    ring = radius + 5
    pygame.draw.circle(surface, theme.BLACK, centre, ring + 3, 7)
    pygame.draw.circle(surface, TURNED_COLOUR, centre, ring + 2, 4)
    side = 1 if clockwise else -1  # the head on the ring's top, pointing along the turn
    head = [
        (x + side * radius * 0.55, y - ring - 1),
        (x - side * radius * 0.15, y - ring - radius * 0.45),
        (x - side * radius * 0.15, y - ring + radius * 0.45),
    ]
    pygame.draw.polygon(surface, TURNED_COLOUR, head)
    pygame.draw.polygon(surface, theme.BLACK, head, 1)


# --- keyboard and mouse over the board ------------------------------------------------------

TENS_WINDOW = 0.8  # seconds after "1" in which a second digit makes 10 … 19
ANTICLOCKWISE_KEYS = (pygame.K_LEFTBRACKET,)
CLOCKWISE_KEYS = (pygame.K_RIGHTBRACKET,)
DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in range(10)} | {
    getattr(pygame, f"K_KP{d}"): d for d in range(10)
}


def _tower_rows() -> list[list[int]]:
    rows: dict[float, list[int]] = {}
    for tower, (_, y) in enumerate(TOWER_CENTRES, start=1):
        rows.setdefault(round(y, 3), []).append(tower)
    return [rows[y] for y in sorted(rows)]


TOWER_ROWS = _tower_rows()


class BoardInput:
    """The tower under the mouse and the tower selected with the keyboard.

    `handle_event` returns (used, action): arrows / Tab / Shift+Tab / digit keys move the
    selection, `[` and `]` ask to turn the selected tower anticlockwise / clockwise, a click on
    a handle asks to turn that tower (left half anticlockwise, right half clockwise)."""

    def __init__(self, view: BoardView, selected: int = 10):
        self.view = view
        self.hovered: tuple[int, bool] | None = None
        self.selected = selected
        self.keyboard_last = False
        self._tens_left = 0.0

    @property
    def pointed_tower(self) -> int | None:
        """The tower the player is looking at: under the mouse, else the keyboard's."""
        if self.hovered is not None and not self.keyboard_last:
            return self.hovered[0]
        return self.selected

    def update(self, dt: float) -> None:
        self._tens_left = max(0.0, self._tens_left - dt)

    def handle_event(self, event: pygame.event.Event) -> tuple[bool, Action | None]:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.view.tower_at(event.pos)
            self.keyboard_last = False
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.hovered = self.view.tower_at(event.pos)
            if self.hovered is None:
                return False, None
            self.keyboard_last = False
            self.selected = self.hovered[0]
            self._tens_left = 0.0
            return True, Action(*self.hovered)
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self._key(event)
        return False, None

    def _key(self, event: pygame.event.Event) -> tuple[bool, Action | None]:
        if event.key not in DIGIT_KEYS:  # "1 ] 2" turns tower 1, then picks 2, never 12
            self._tens_left = 0.0
        if event.key in ANTICLOCKWISE_KEYS + CLOCKWISE_KEYS:
            self.keyboard_last = True
            return True, Action(self.selected, event.key in CLOCKWISE_KEYS)
        if event.key in DIGIT_KEYS:
            return self._digit(DIGIT_KEYS[event.key]), None
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(event.key)
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        if step is not None:
            self.select((self.selected - 1 + step) % TOWER_COUNT + 1)
            return True, None
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.select(_tower_beside(self.selected, -1 if event.key == pygame.K_UP else 1))
            return True, None
        return False, None

    def _digit(self, digit: int) -> bool:
        if self._tens_left > 0 and 10 + digit <= TOWER_COUNT:
            self.select(10 + digit)
        elif digit >= 1:
            self.select(digit)
        else:
            return False
        self._tens_left = TENS_WINDOW if digit == 1 else 0.0
        return True

    def select(self, tower: int) -> None:
        """Put the keyboard's selection on `tower` (its `[` and `]` then turn that tower)."""
        self.selected = tower
        self.keyboard_last = True


def _tower_beside(tower: int, step: int) -> int:
    """The tower nearest in x in the row above (-1) or below (+1); itself at the rim."""
    row = next(index for index, towers in enumerate(TOWER_ROWS) if tower in towers)
    if not 0 <= row + step < len(TOWER_ROWS):
        return tower
    x = TOWER_CENTRES[tower - 1][0]
    return min(TOWER_ROWS[row + step], key=lambda other: abs(TOWER_CENTRES[other - 1][0] - x))
