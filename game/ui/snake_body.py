"""Snakes drawn as snakes: one connected, rounded body with a head that looks where it goes.

    look = SnakeLook(theme.seat_mark(0, colour_blind))
    shape = SnakeShape((head, *body), look)                 # cells head first
    draw_snake(surface, shape, view.cell_rect, app.font)    # or BoardContent(snakes=[shape])

The body is a thick line through the centres of its cells (`look.width` of a cell wide,
narrower than the cell so the tile shows on both sides), rounded at every joint, tapering to
the tail. Two cells in a row that are not side by side (a tunnel, a wrap-around, a teleport)
break the body there: no line crosses the board. The head is a disc a little wider than the
body with two eyes towards its heading (taken from the first two cells, or `heading`), and
the snake's mark on it: the letter, and in colour-blind mode the pattern (theme.Mark). A
halted snake keeps its look and wears a small stop badge (a red octagon with a white bar)
on its head's corner; a dimmed snake is faded towards the background.

Moves slide: with `progress` below 1 the head is drawn that share of the way from the second
cell to the first, and the tail (when `tail_from` says where it was before the move) that
share of the way from there to the last cell. A head that jumps (not side by side) fades out
where it was during the first half and in where it lands during the second.

Cell numbers under a body are the board's business: BoardView plates them again on top.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.core.coords import Cell
from game.ui import theme

Colour = theme.Colour
Point = tuple[float, float]
Placer = Callable[[Cell], pygame.Rect]
FontMaker = Callable[..., pygame.font.Font]

HEAD_SHARE = 0.44  # the head's radius, as a share of the cell (its image)
ASIDE_SHARE = 0.5  # a head kept aside (SnakeShape.head_aside): its image, as a share of the cell
TAIL_SHARE = 0.4  # the tail's end is this share of the body's width
STOP_FILL: Colour = (196, 24, 32)
EYE_WHITE: Colour = (244, 244, 236)  # ivory: never taken for a white letter
PUPIL: Colour = (12, 12, 16)
PATTERN_SHARE = 0.45  # the pattern's ink: this far from the fill towards the letter's ink
PATTERN_MIN = 22  # px: a smaller head has no room for a pattern beside its letter
DIM_SHARE = 0.55  # how far a dimmed snake fades towards the background


def mix(first: Colour, second: Colour, share: float) -> Colour:
    r, g, b = (round(a + (b - a) * share) for a, b in zip(first, second, strict=True))
    return r, g, b


@dataclass(frozen=True)
class SnakeLook:
    """How one snake is painted: its mark (fill, ink, letter, pattern), the outline colour
    (None: the fill darkened), the body's width as a share of a cell, and its states."""

    mark: theme.Mark
    edge: Colour | None = None
    width: float = 0.5
    rim: float = 1 / 16  # the outline's width, as a share of a cell
    least_head: int = 0  # px: on smaller cells the head is this big (boards without numbers)
    ringed: bool = False  # a white ring in a black one round the head (your own snake)
    halted: bool = False  # the head wears a stop badge
    keyline: bool = False  # a thin black line round the head's outline (an outline that may
    # match the cell under it, as Antisocial's start-tile frames)
    dimmed: bool = False  # faded towards the background (out of the game)
    edge_pattern: tuple[str, Colour] | None = None  # the outline's pattern and its ink
    # (colour-blind: a start colour told by its pattern, as on its tiles)
    corner: tuple[int, int] = (0, 0)  # px: a plate the board draws in the head cell's
    # top-right corner (left of a halted head's stop badge; Antisocial's apples under a
    # head); the letter keeps clear of it

    @functools.cached_property
    def fill(self) -> Colour:
        return mix(self.mark.fill, theme.BACKGROUND, DIM_SHARE) if self.dimmed else self.mark.fill

    @functools.cached_property
    def outline(self) -> Colour:
        edge = self.edge if self.edge is not None else mix(self.mark.fill, theme.BLACK, 0.55)
        return mix(edge, theme.BACKGROUND, DIM_SHARE) if self.dimmed else edge


@dataclass(frozen=True)
class SnakeShape:
    """One snake on a board at one moment: its cells head first, its look, where it heads
    (None: from its first two cells), how far its last move has slid (0..1), the cell its
    tail left in that move (None: the tail stayed, the snake grew) and whether the head keeps
    to its cell's corner (the cell shows a number the head must not cover)."""

    cells: tuple[Cell, ...]
    look: SnakeLook
    heading: Cell | None = None
    progress: float = 1.0
    tail_from: Cell | None = None
    head_aside: bool = False  # a smaller head in its cell's top-left corner, clear of a number

    def under_body(self) -> tuple[Cell, ...]:
        """The cells the body lies on (the ones whose numbers the board plates again on top):
        all but the head's, unless the head keeps aside. A head covers its cell's number
        only while it arrives to take what lies there."""
        cells = self.cells if self.head_aside else self.cells[1:]
        return cells if self.tail_from is None else (*cells, self.tail_from)


def side_by_side(first: Cell, second: Cell) -> bool:
    return abs(first[0] - second[0]) + abs(first[1] - second[1]) == 1


def heading_of(shape: SnakeShape) -> Cell:
    """Where the head looks: `heading`, else from the second cell to the first (a jump: the
    main axis of the jump), else down."""
    if shape.heading is not None:
        return shape.heading
    cells = shape.cells
    if len(cells) < 2 or cells[0] == cells[1]:
        return (0, 1)
    dx, dy = cells[0][0] - cells[1][0], cells[0][1] - cells[1][1]
    if abs(dx) >= abs(dy):
        return (1 if dx > 0 else -1, 0)
    return (0, 1 if dy > 0 else -1)


def _centres(place: Placer, cell: Cell) -> Callable[[Cell], Point]:
    """Every cell's centre, from where `place` puts `cell` (the cells are a regular grid)."""
    rect = place(cell)
    size = rect.width
    left = rect.left + size / 2 - cell[0] * size
    top = rect.top + rect.height / 2 - cell[1] * size
    return lambda at: (left + at[0] * size, top + at[1] * size)


def _between(start: Point, end: Point, share: float) -> Point:
    return start[0] + (end[0] - start[0]) * share, start[1] + (end[1] - start[1]) * share


def head_place(shape: SnakeShape, place: Placer) -> tuple[Point, int]:
    """Where the head is drawn (its centre) and how opaque (0..255), at `shape.progress`."""
    cells, progress = shape.cells, max(0.0, min(1.0, shape.progress))
    centre = _centres(place, cells[0])
    end = centre(cells[0])
    if progress >= 1 or len(cells) < 2:
        return end, 255
    start = centre(cells[1])
    if side_by_side(cells[0], cells[1]):
        return _between(start, end, progress), 255
    if progress < 0.5:
        return start, round(255 * (1 - 2 * progress))
    return end, round(255 * (2 * progress - 1))


def body_runs(shape: SnakeShape, place: Placer) -> list[list[Point]]:
    """The body as runs of centres, head end first, with only the corners of each run; a
    run ends where two cells in a row are not side by side. The first point is the sliding
    head, the last the sliding tail."""
    cells, progress = shape.cells, max(0.0, min(1.0, shape.progress))
    centre = _centres(place, cells[0])
    runs = [_corner_points(run, centre) for run in _cell_runs(cells)]
    if progress < 1 and len(cells) > 1:
        if side_by_side(cells[0], cells[1]):
            runs[0][0] = head_place(shape, place)[0]
        else:
            runs.pop(0)  # the head fades out and in: no body where it lands yet
    tail_from = shape.tail_from
    if runs and tail_from is not None and progress < 1 and side_by_side(cells[-1], tail_from):
        tail = runs[-1]
        tail.append(_between(centre(tail_from), tail[-1], progress))
        if len(tail) > 2 and _in_line(tail[-3], tail[-2], tail[-1]):
            del tail[-2]
    return runs


def _cell_runs(cells: Sequence[Cell]) -> list[list[Cell]]:
    runs = [[cells[0]]]
    for before, cell in zip(cells, cells[1:], strict=False):
        if side_by_side(before, cell):
            runs[-1].append(cell)
        else:
            runs.append([cell])
    return runs


def _corner_points(run: list[Cell], centre: Callable[[Cell], Point]) -> list[Point]:
    """The centres of the run's ends and corners (straight stretches need no more)."""
    kept = [run[0]]
    for before, cell, after in zip(run, run[1:], run[2:], strict=False):
        if cell[0] - before[0] != after[0] - cell[0] or cell[1] - before[1] != after[1] - cell[1]:
            kept.append(cell)
    if len(run) > 1:
        kept.append(run[-1])
    return [centre(cell) for cell in kept]


def _in_line(first: Point, middle: Point, last: Point) -> bool:
    ax, ay = middle[0] - first[0], middle[1] - first[1]
    bx, by = last[0] - middle[0], last[1] - middle[1]
    return abs(ax * by - ay * bx) < 1e-6 and ax * bx + ay * by > 0


def draw_snake(
    surface: pygame.Surface,
    shape: SnakeShape,
    place: Placer,
    font: FontMaker,
    *,
    alpha: int = 255,
) -> None:
    """Paint `shape` with its cells where `place` puts them (see the module docstring);
    `alpha` below 255 fades the whole snake (it appears)."""
    if not shape.cells:
        return
    if alpha < 255:
        _draw_faded(surface, shape, place, font, alpha)
        return
    size = place(shape.cells[0]).width
    look = shape.look
    half = max(2.0, size * look.width / 2)
    rim = max(1, round(size * look.rim))
    runs = body_runs(shape, place)
    _draw_runs(surface, runs, half, rim, look.outline, size)
    if look.mark.pattern and not look.dimmed:
        _draw_patterned(surface, runs, half, look, size)
    else:
        _draw_runs(surface, runs, half, 0, look.fill, size)
    _draw_head(surface, shape, place, font, size)


def _draw_runs(
    surface: pygame.Surface,
    runs: list[list[Point]],
    half: float,
    grow: int,
    ink: Colour,
    size: int,
) -> None:
    """Every run `half` + `grow` px either side of its line, the last one tapering to the
    tail (an outline is the body grown by its rim)."""
    for index, run in enumerate(runs):
        tail = half * TAIL_SHARE if index == len(runs) - 1 else half
        _draw_run(surface, run, half + grow, tail + grow, ink, size)


def _draw_patterned(
    surface: pygame.Surface, runs: list[list[Point]], half: float, look: SnakeLook, size: int
) -> None:
    """The body in its fill with the mark's pattern over it (colour-blind mode), drawn on a
    layer the size of the body and cut to its shape."""
    points = [point for run in runs for point in run]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    reach = math.ceil(half) + 1
    left, top = math.floor(min(xs)) - reach, math.floor(min(ys)) - reach
    area = pygame.Rect(left, top, math.ceil(max(xs)) + reach - left + 1, 0)
    area.height = math.ceil(max(ys)) + reach - top + 1
    moved = [[(x - area.left, y - area.top) for x, y in run] for run in runs]
    body = pygame.Surface(area.size, pygame.SRCALPHA)
    _draw_runs(body, moved, half, 0, look.fill, size)
    shape = body.copy()
    assert look.mark.pattern is not None  # (only called for a patterned mark)
    ink = mix(look.mark.fill, look.mark.ink, PATTERN_SHARE)
    theme.draw_pattern(body, body.get_rect(), look.mark.pattern, ink, max(4, size // 4))
    shape.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    body.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(body, area.topleft)


def _draw_head(
    surface: pygame.Surface, shape: SnakeShape, place: Placer, font: FontMaker, size: int
) -> None:
    centre, alpha = head_place(shape, place)
    head_size = max(size, shape.look.least_head)
    if shape.head_aside and shape.progress >= 1:  # in the corner, clear of the number
        head_size = max(4, round(size * ASIDE_SHARE))
        corner = place(shape.cells[0]).topleft
        centre = (corner[0] + head_size / 2 + 1, corner[1] + head_size / 2 + 1)
    image = head_image(shape.look, heading_of(shape), head_size, font)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(max(0, alpha))
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _draw_faded(
    surface: pygame.Surface, shape: SnakeShape, place: Placer, font: FontMaker, alpha: int
) -> None:
    """The snake drawn on a layer of its own size, blitted with `alpha`."""
    cells = (*shape.cells, shape.tail_from) if shape.tail_from is not None else shape.cells
    rects = [place(cell) for cell in cells]
    size = rects[0].width
    area = rects[0].unionall(rects[1:]).inflate(size + 2 * shape.look.least_head, size)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    draw_snake(layer, shape, lambda cell: place(cell).move(-area.left, -area.top), font)
    layer.set_alpha(max(0, alpha))
    surface.blit(layer, area.topleft)


def _draw_run(
    surface: pygame.Surface,
    run: Sequence[Point],
    half: float,
    tail: float,
    ink: Colour,
    taper: float,
) -> None:
    """A thick line through `run`, round at every point, narrowing to `tail` over the last
    `taper` px."""
    last = len(run) - 1
    for index, (start, end) in enumerate(zip(run, run[1:], strict=False)):
        pygame.draw.circle(surface, ink, _rounded(start), round(half))
        if index < last - 1 or tail == half:
            _draw_segment(surface, start, end, half, half, ink)
            continue
        length = math.hypot(end[0] - start[0], end[1] - start[1])
        narrowing = _between(end, start, min(1.0, taper / length)) if length else start
        _draw_segment(surface, start, narrowing, half, half, ink)
        _draw_segment(surface, narrowing, end, half, tail, ink)
    pygame.draw.circle(surface, ink, _rounded(run[-1]), max(1, round(tail if last else half)))


def _draw_segment(
    surface: pygame.Surface,
    start: Point,
    end: Point,
    start_half: float,
    end_half: float,
    ink: Colour,
) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 0.5:
        return
    nx, ny = -dy / length, dx / length
    if start_half == end_half and (dx == 0 or dy == 0):  # a straight stretch: a rectangle
        left, right = sorted((start[0], end[0]))
        top, bottom = sorted((start[1], end[1]))
        rect = pygame.Rect(0, 0, 0, 0)
        rect.left = round(left - abs(nx) * start_half)
        rect.top = round(top - abs(ny) * start_half)
        rect.width = round(right - left + 2 * abs(nx) * start_half) or 1
        rect.height = round(bottom - top + 2 * abs(ny) * start_half) or 1
        surface.fill(ink, rect)
        return
    points = [
        (start[0] + nx * start_half, start[1] + ny * start_half),
        (end[0] + nx * end_half, end[1] + ny * end_half),
        (end[0] - nx * end_half, end[1] - ny * end_half),
        (start[0] - nx * start_half, start[1] - ny * start_half),
    ]
    pygame.draw.polygon(surface, ink, points)


def _rounded(point: Point) -> tuple[int, int]:
    return round(point[0]), round(point[1])


class HeadRings(NamedTuple):
    """A head's disc and the rings round it, in px from the inside out: the rim (its start
    tile's colour), your own snake's ring (a black edge, a white band, a black band) and the
    black keyline."""

    rim: int
    band: int
    edge: int
    key: int
    radius: float  # the disc's


def head_rings(look: SnakeLook, size: int) -> HeadRings:
    """The rings of `look`'s head on cells of `size` px (the ring of your own snake takes
    from the rim and the disc)."""
    striped = look.edge_pattern is not None  # colour-blind: white stripes by the white band
    band = max(2, size // 18) if look.ringed else 0
    edge = (2 if striped else 1) if look.ringed else 0  # a black line inside the white band
    # too, wider by a striped rim (the band read as one more stripe: it vanished there)
    rim = max(1, round(size * look.rim) - band)
    key = max(1, size // 30) if look.keyline else 0
    radius = min(size * HEAD_SHARE, size / 2 - 0.5 - rim - 2 * band - edge - key)
    return HeadRings(rim, band, edge, key, radius)


@functools.lru_cache(maxsize=512)
def head_image(look: SnakeLook, heading: Cell, size: int, font: FontMaker) -> pygame.Surface:
    """The head of a snake on cells of `size` px looking towards `heading`: a disc (a stop
    badge when halted) in its colour and pattern, eyes towards the heading, the letter."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    rim, band, edge, key, radius = head_rings(look, size)
    mark = look.mark
    patterned = bool(mark.pattern) and not look.dimmed and size >= PATTERN_MIN
    disc = _disc(size, radius, look.fill)
    if patterned and mark.pattern:
        spacing = max(4, size // 4)
        ink = mix(mark.fill, mark.ink, PATTERN_SHARE)
        theme.draw_pattern(disc, disc.get_rect(), mark.pattern, ink, spacing)
        disc.blit(_disc(size, radius, theme.WHITE), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if key:
        pygame.draw.circle(image, theme.BLACK, centre, radius + rim + key)
    pygame.draw.circle(image, look.outline, centre, radius + rim)
    if look.edge_pattern and not look.dimmed and size >= PATTERN_MIN:
        _draw_patterned_ring(image, radius + rim, look.outline, *look.edge_pattern)
    image.blit(disc, (0, 0))
    _draw_eyes(image, centre, heading, size, look.dimmed)
    if look.ringed:  # white inside black: one of the two stands out on every colour
        outer = radius + rim + edge
        pygame.draw.circle(image, theme.BLACK, centre, outer, edge)  # white framed in black:
        pygame.draw.circle(image, theme.WHITE, centre, outer + band, band)  # it stands out
        pygame.draw.circle(image, theme.BLACK, centre, outer + 2 * band, band)  # on patterns
    if mark.letter:
        plate = letter_plate(look.fill, mark.ink) if patterned else None
        behind = (centre[0] - heading[0] * size * 0.1, centre[1] - heading[1] * size * 0.1)
        avoid = corner_taken(look, size)
        letter_font, spot = fit_letter(font, mark.letter, size, behind, avoid, radius)
        if not _inside_disc(_glyph_box(letter_font, mark.letter, spot), size, radius):
            plate = letter_plate(look.fill, mark.ink)  # even 12 px runs onto the rim
        _draw_letter(image, letter_font, mark.letter, mark.ink, spot, plate)
    if look.halted:  # a badge, not a recoloured head: the snake keeps its own look
        draw_stop_badge(image, stop_badge_rect(size))
    if look.ringed:
        draw_own_tabs(image, size)
    return image


def own_tabs(size: int) -> list[list[tuple[int, int]]]:
    """Your own snake's "you" tabs on a head of `size` px: a triangle in each bottom
    corner, outside the head's rings (a circle leaves 0.29 of a side free along each corner's
    legs) and clear of the top-right corner, where the stop badge and an apples plate go."""
    leg = max(6, round(size * 0.28))
    last = size - 1
    return [
        [(0, last), (0, last - leg), (leg, last)],
        [(last, last), (last, last - leg), (last - leg, last)],
    ]


def draw_own_tabs(image: pygame.Surface, size: int) -> None:
    """The tabs: white framed in black, so they stand out on every tile colour and pattern
    (a thin ring alone was lost on patterned tiles at 800x600)."""
    for corner in own_tabs(size):
        pygame.draw.polygon(image, theme.BLACK, corner)
        inner = _shrunk(corner, max(2, size // 16))
        pygame.draw.polygon(image, theme.WHITE, inner)


def _shrunk(triangle: list[tuple[int, int]], by: int) -> list[tuple[int, int]]:
    """`triangle` (a right angle first) moved `by` px in from each side."""
    (cx, cy), (ax, ay), (bx, by_) = triangle
    sx = 1 if bx > cx else -1  # towards the cell's inside along x
    sy = 1 if ay > cy else -1
    corner = (cx + sx * by, cy + sy * by)
    leg = abs(bx - cx) - round(by * 2.42)  # 1 + sqrt(2): the hypotenuse moves in by `by` too
    leg = max(1, leg)
    return [corner, (corner[0], corner[1] + sy * leg), (corner[0] + sx * leg, corner[1])]


def corner_taken(look: SnakeLook, size: int) -> pygame.Rect | None:
    """The head image's top-right corner that badges cover (the stop badge, a plate the
    board draws there: `plate_rect`), or None."""
    taken = [stop_badge_rect(size)] if look.halted else []
    if look.corner[0] and look.corner[1]:
        taken.append(plate_rect(look.corner, size, look.halted))
    return taken[0].unionall(taken[1:]) if taken else None


def fit_letter(
    font: FontMaker,
    letter: str,
    size: int,
    centre: Point,
    avoid: pygame.Rect | None,
    disc: float | None = None,
) -> tuple[pygame.font.Font, Point]:
    """The font and the centre for a head's `letter` whose glyphs stay clear of `avoid` (a
    badge's corner): smaller (down to 12 px), then moved down and left as far as needed,
    so a two-letter label ("AF") is never half under a badge; `disc`: the radius of the
    disc the glyphs stay inside, down to 12 px too (on your own snake's smaller disc "AD"
    ran onto the rim and the ring and washed out)."""
    largest = max(12, round(size * 0.46))
    if disc is not None:
        largest, centre = _inside(font, letter, size, disc, largest, centre)
    if avoid is None:
        return font(largest, True), centre
    avoid = avoid.inflate(2, 2)  # a pixel of the disc between glyph and badge
    nudge = size * 0.12  # a move this small keeps the letter on the head's middle
    for points in range(largest, 11, -1):
        letter_font = font(points, True)
        spot = _clear_of(_glyph_box(letter_font, letter, centre), avoid, centre)
        inside = disc is None or _inside_disc(_glyph_box(letter_font, letter, spot), size, disc)
        if points == 12 or (math.dist(spot, centre) <= nudge and inside):
            return letter_font, spot  # (moved off the disc, "AF" hid the eyes: smaller)
    raise AssertionError("unreachable: 12 px always returns")


def _inside(
    font: FontMaker, letter: str, size: int, disc: float, largest: int, centre: Point
) -> tuple[int, Point]:
    """The largest size (from `largest` down to 12 px) whose glyphs lie inside the disc,
    at `centre` or else at the disc's own centre, and where."""
    middle = (size / 2, size / 2)
    for points in range(largest, 11, -1):
        for spot in (centre, middle):
            if _inside_disc(_glyph_box(font(points, True), letter, spot), size, disc):
                return points, spot
    return 12, middle


def _inside_disc(glyphs: pygame.Rect, size: int, radius: float) -> bool:
    """Whether the corners of `glyphs` lie inside the disc of `radius` in a head image of
    `size` px."""
    corners = (glyphs.topleft, glyphs.topright, glyphs.bottomleft, glyphs.bottomright)
    return all(math.dist(corner, (size / 2, size / 2)) <= radius for corner in corners)


def _clear_of(glyphs: pygame.Rect, avoid: pygame.Rect, centre: Point) -> Point:
    """`centre` moved left or down, the shorter way, so that `glyphs` round it clear `avoid`."""
    if not glyphs.colliderect(avoid):
        return centre
    left = glyphs.right - avoid.left
    down = avoid.bottom - glyphs.top
    if left <= down:
        return centre[0] - left, centre[1]
    return centre[0], centre[1] + down


def _glyph_box(font: pygame.font.Font, letter: str, centre: Point) -> pygame.Rect:
    """Where `_draw_letter` puts `letter`'s glyphs round `centre`."""
    glyphs = font.render(letter, True, theme.WHITE).get_bounding_rect()
    where = pygame.Rect(0, 0, glyphs.width, glyphs.height)
    where.center = _rounded(centre)
    return where


def plate_rect(plate: tuple[int, int], size: int, halted: bool) -> pygame.Rect:
    """Where a board's plate of `plate` px goes on a head image of `size` px: in its top-right
    corner, or left of the stop badge on a halted head (it sat on the octagon)."""
    right = stop_badge_rect(size).left - 1 if halted else size - 1
    return pygame.Rect(right - plate[0], 1, plate[0], plate[1])


def stop_badge_rect(size: int) -> pygame.Rect:
    """Where a halted head of `size` px wears its stop badge: its top-right corner."""
    badge = max(9, round(size * 0.4))
    return pygame.Rect(size - badge, 0, badge, badge)


def _draw_patterned_ring(
    image: pygame.Surface, outer: float, fill: Colour, pattern: str, ink: Colour
) -> None:
    """The head's outline disc of radius `outer` in `pattern` (the head's disc goes over its
    middle, leaving the ring)."""
    size = image.get_width()
    ring = _disc(size, outer, fill)
    theme.draw_pattern(ring, ring.get_rect(), pattern, ink, max(4, size // 9))
    ring.blit(_disc(size, outer, theme.WHITE), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    image.blit(ring, (0, 0))


def _disc(size: int, radius: float, fill: Colour) -> pygame.Surface:
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    disc.fill((0, 0, 0, 0))
    pygame.draw.circle(disc, fill, (size / 2, size / 2), radius)
    return disc


def draw_stop_badge(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The small "halted" sign: a red octagon with a white bar, edged white then black (it
    shows on every tile and every snake's colour)."""
    centre = rect.center
    reach = min(rect.width, rect.height) / 2

    def octagon(length: float) -> list[Point]:
        return [
            (
                centre[0] + length * math.cos(math.radians(22.5 + 45 * i)),
                centre[1] + length * math.sin(math.radians(22.5 + 45 * i)),
            )
            for i in range(8)
        ]

    pygame.draw.polygon(surface, theme.BLACK, octagon(reach))
    pygame.draw.polygon(surface, theme.WHITE, octagon(reach - 1))
    pygame.draw.polygon(surface, STOP_FILL, octagon(reach - 2.5))
    bar = pygame.Rect(0, 0, max(3, round(reach)), max(1, round(reach / 4)))
    bar.center = centre
    surface.fill(theme.WHITE, bar)


def _draw_eyes(
    image: pygame.Surface, centre: Point, heading: Cell, size: int, dimmed: bool
) -> None:
    """Two eyes at the front of the head, their pupils looking ahead."""
    dx, dy = heading
    eye = max(2.0, size * 0.085)
    pupil = max(1.0, eye * 0.5)
    ahead, apart = size * HEAD_SHARE * 0.72, size * HEAD_SHARE * 0.6
    white = mix(EYE_WHITE, theme.BACKGROUND, DIM_SHARE) if dimmed else EYE_WHITE
    for side in (-1, 1):
        x = centre[0] + dx * ahead - dy * apart * side
        y = centre[1] + dy * ahead + dx * apart * side
        if size >= 28:
            pygame.draw.circle(image, PUPIL, (x, y), eye + 1)
        pygame.draw.circle(image, white, (x, y), eye)
        pygame.draw.circle(image, PUPIL, (x + dx * (eye - pupil), y + dy * (eye - pupil)), pupil)


def letter_plate(fill: Colour, ink: Colour) -> Colour:
    """What a letter sits on over a pattern: the fill, lightened under a black letter and
    darkened under a white one (the letter stands out on every colour and pattern)."""
    if ink == theme.BLACK:
        return mix(fill, theme.WHITE, 0.65)
    return mix(fill, theme.BLACK, 0.6)


def _draw_letter(
    image: pygame.Surface,
    font: pygame.font.Font,
    letter: str,
    ink: Colour,
    centre: Point,
    plate: Colour | None,
) -> None:
    """The letter's glyphs centred at `centre`; on a plain plate (over a pattern) when given."""
    label = font.render(letter, True, ink)
    glyphs = label.get_bounding_rect()
    if glyphs.width == 0:
        return
    where = glyphs.move(-glyphs.left, -glyphs.top)
    where.center = _rounded(centre)
    if plate is not None:
        margin = max(4, where.height // 4)
        pygame.draw.rect(image, plate, where.inflate(2 * margin, 2 * margin), border_radius=2)
    image.blit(label.subsurface(glyphs), where)


def draw_snake_swatch(
    surface: pygame.Surface,
    rect: pygame.Rect,
    look: SnakeLook,
    font: FontMaker,
    head: bool = True,
) -> None:
    """A key's swatch in a square: a short snake with its head on the right, or (`head`
    False) a stretch of body right across."""
    side = max(4, round(min(rect.width, rect.height) * (0.8 if head else 1.0)))
    first = pygame.Rect(rect.right - side, rect.centery - side // 2, side, side)
    if not head:
        first.left = rect.centerx - side // 2 + 2 * side  # the head two cells off the square

    def place(at: Cell) -> pygame.Rect:
        return first.move((at[0] - 3) * side, 0)

    old_clip = surface.get_clip()
    surface.set_clip(rect.clip(old_clip) if old_clip else rect)
    draw_snake(surface, SnakeShape(((3, 0), (2, 0), (1, 0), (0, 0)), look), place, font)
    surface.set_clip(old_clip)
