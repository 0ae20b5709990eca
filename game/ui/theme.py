"""Colours of the window, the two player palettes and the fill patterns.

Players are never told apart by colour alone: every `PlayerColour` has a name and a letter,
and the colour-blind palette adds a fill pattern per player. A colour is its name: both
palettes hold the same 13 names with the same letters in the same order (entry `i` is Red in
both, drawn red in both, lettered R in both); colour-blind mode changes only the shade and
adds `PATTERNS[i]`. A seat keeps its colour name in files, so it is the same colour in both
modes, in every game and in a season's Death Matches:

    colours = player_colours(app.settings.colour_blind)
    draw_player_mark(surface, rect, seat_mark(index, app.settings.colour_blind), app.font(20, True))
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.paths import ASSETS
from game.table.seats import PLAYER_COLOURS
from game.ui.layout_record import LAYOUT, TOKEN

Colour = tuple[int, int, int]

BACKGROUND: Colour = (18, 20, 26)
PANEL: Colour = (32, 36, 46)
PANEL_BORDER: Colour = (88, 96, 116)
TEXT: Colour = (236, 239, 244)
MUTED_TEXT: Colour = (168, 176, 190)
ACCENT: Colour = (255, 200, 60)
DANGER: Colour = (255, 110, 100)
BLACK: Colour = (0, 0, 0)
WHITE: Colour = (255, 255, 255)


def _hex(code: str) -> Colour:
    value = int(code, 16)
    return (value >> 16) & 255, (value >> 8) & 255, value & 255


def linear_light(channel: int) -> float:
    """An sRGB channel (0..255) as linear light (0..1)."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: Colour) -> float:
    """WCAG relative luminance, 0 (black) .. 1 (white)."""
    r, g, b = (linear_light(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(first: Colour, second: Colour) -> float:
    """WCAG contrast ratio, 1 .. 21."""
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_colour_on(fill: Colour) -> Colour:
    """Black or white, whichever reads better on `fill`."""
    return BLACK if contrast_ratio(fill, BLACK) >= contrast_ratio(fill, WHITE) else WHITE


@dataclass(frozen=True)
class PlayerColour:
    """One player's colour: `fill` for the snake, `text` for letters drawn on it."""

    name: str
    letter: str
    fill: Colour

    @property
    def text(self) -> Colour:
        return text_colour_on(self.fill)


# The seats' 13 colours (game/table/seats.py: names, letters, standard shades). The
# colour-blind palette names the same 13 colours, in the same order and with the same
# letters (a colour is its name in both modes: Red is a red, R is Red), in shades chosen so
# that every pair stays more than 15 CIELAB units apart under simulated protanopia,
# deuteranopia and tritanopia (Machado 2009); the patterns carry the rest.
FONT_FILES = {
    False: ASSETS / "fonts" / "NotoSans-Regular.ttf",
    True: ASSETS / "fonts" / "NotoSans-Bold.ttf",
}
SMALLEST_TEXT = 12  # px: no text is drawn smaller

STANDARD_PALETTE = tuple(
    PlayerColour(name, letter, _hex(code.lstrip("#"))) for name, letter, code in PLAYER_COLOURS
)
COLOUR_BLIND_SHADES = (
    "E41A1C", "1F5FCC", "228833", "F0E442", "E69F00", "9467BD", "4DD8F0",
    "B0348C", "6B3E1F", "FFC0CB", "C0E36A", "44AA99", "666666",
)  # fmt: skip
COLOUR_BLIND_PALETTE = tuple(
    PlayerColour(name, letter, _hex(shade))
    for (name, letter, _), shade in zip(PLAYER_COLOURS, COLOUR_BLIND_SHADES, strict=True)
)

PATTERNS: tuple[str, ...] = (
    "solid",
    "horizontal stripes",
    "vertical stripes",
    "diagonal stripes",
    "reverse diagonal stripes",
    "grid",
    "cross-hatch",
    "dots",
    "checks",
    "zigzag",
    "frame",
    "plus signs",
    "rings",
)


def player_colours(colour_blind: bool) -> tuple[PlayerColour, ...]:
    """The 13 player colours of the active palette."""
    return COLOUR_BLIND_PALETTE if colour_blind else STANDARD_PALETTE


def player_colour(index: int, colour_blind: bool) -> PlayerColour:
    """Player `index` (0-based, wraps after 13)."""
    palette = player_colours(colour_blind)
    return palette[index % len(palette)]


def draw_pattern(
    surface: pygame.Surface, rect: pygame.Rect, pattern: str, ink: Colour, spacing: int = 6
) -> None:
    """Draw `pattern` (one of PATTERNS) in `ink` inside `rect`; the fill is left to the caller."""
    old_clip = surface.get_clip()
    surface.set_clip(rect.clip(old_clip) if old_clip else rect)
    try:
        _PATTERN_DRAWERS[pattern](surface, pygame.Rect(rect), ink, max(3, spacing))
    finally:
        surface.set_clip(old_clip)


@dataclass(frozen=True)
class Mark:
    """How a player (seat, snake, snek) is named in a small square: its fill, the ink and
    the letter or number drawn on it, and its pattern (colour-blind), never colour alone."""

    fill: Colour
    ink: Colour
    letter: str
    pattern: str | None = None


def seat_mark(index: int, colour_blind: bool) -> Mark:
    """Player `index`'s mark in the active palette: the same letter in both modes, the
    colour-blind colour and pattern only when colour-blind."""
    colour = player_colour(index, colour_blind)
    pattern = PATTERNS[index % len(PATTERNS)] if colour_blind else None
    return Mark(colour.fill, colour.text, colour.letter, pattern)


def numbered_mark(seat: int) -> Mark:
    """Seat `seat` (0-based) as "P1", "P2"…: a neutral plate, so a game whose snakes carry
    letters and whose tiles carry colours never has a player read as either."""
    return Mark(PANEL_BORDER, WHITE, f"P{seat + 1}")


def draw_player_mark(
    surface: pygame.Surface, rect: pygame.Rect, mark: Mark, font: pygame.font.Font | None = None
) -> None:
    """The one way to paint a player's mark: `rect` filled, its pattern, and its letter in
    `font` (none without a font). Over a pattern the letter stands on a plain plate round
    its whole glyph, in black or white, whichever reads on the fill: a pattern ink through
    or beside the digits made snek numbers faint and broken up (issue 28)."""
    pygame.draw.rect(surface, mark.fill, rect)
    if mark.pattern:
        spacing = max(4, min(rect.w, rect.h) // 4)
        draw_pattern(surface, rect, mark.pattern, mark.ink, spacing)
    if font is not None and mark.letter:
        ink = text_colour_on(mark.fill) if mark.pattern else mark.ink
        label = font.render(mark.letter, True, ink)
        place = label.get_rect(center=rect.center)
        if mark.pattern:
            glyph = label.get_bounding_rect().move(place.topleft)
            plate = glyph.inflate(8, 4).clip(rect)
            pygame.draw.rect(surface, mark.fill, plate, border_radius=3)
        surface.blit(label, place)
    if LAYOUT.on:
        LAYOUT.note(surface, TOKEN, rect)
        if font is not None and mark.letter:
            LAYOUT.text(surface, place, mark.letter, font, owner=rect)


def _solid(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    """Plain fill: nothing to add."""


def _horizontal(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    for y in range(rect.top + gap // 2, rect.bottom, gap):
        pygame.draw.line(surface, ink, (rect.left, y), (rect.right, y), max(1, gap // 3))


def _vertical(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    for x in range(rect.left + gap // 2, rect.right, gap):
        pygame.draw.line(surface, ink, (x, rect.top), (x, rect.bottom), max(1, gap // 3))


def _diagonal(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    for offset in range(-rect.h, rect.w, gap):
        start = (rect.left + offset, rect.bottom)
        end = (rect.left + offset + rect.h, rect.top)
        pygame.draw.line(surface, ink, start, end, max(1, gap // 3))


def _reverse_diagonal(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    for offset in range(-rect.h, rect.w, gap):
        start = (rect.left + offset, rect.top)
        end = (rect.left + offset + rect.h, rect.bottom)
        pygame.draw.line(surface, ink, start, end, max(1, gap // 3))


def _grid(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    for x in range(rect.left + gap // 2, rect.right, gap):
        pygame.draw.line(surface, ink, (x, rect.top), (x, rect.bottom))
    for y in range(rect.top + gap // 2, rect.bottom, gap):
        pygame.draw.line(surface, ink, (rect.left, y), (rect.right, y))


def _cross_hatch(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    for offset in range(-rect.h, rect.w, gap):
        pygame.draw.line(
            surface, ink, (rect.left + offset, rect.bottom), (rect.left + offset + rect.h, rect.top)
        )
        pygame.draw.line(
            surface, ink, (rect.left + offset, rect.top), (rect.left + offset + rect.h, rect.bottom)
        )


def _dots(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    radius = max(1, gap // 4)
    for y in range(rect.top + gap // 2, rect.bottom, gap):
        for x in range(rect.left + gap // 2, rect.right, gap):
            pygame.draw.circle(surface, ink, (x, y), radius)


def _checks(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    for row, y in enumerate(range(rect.top, rect.bottom, gap)):
        for column, x in enumerate(range(rect.left, rect.right, gap)):
            if (row + column) % 2:
                pygame.draw.rect(surface, ink, (x, y, gap, gap))


def _zigzag(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    half = gap // 2
    for y in range(rect.top + half, rect.bottom + gap, gap):
        points = [
            (x, y - half if step % 2 else y)
            for step, x in enumerate(range(rect.left - gap, rect.right + gap, half))
        ]
        pygame.draw.lines(surface, ink, False, points, max(1, gap // 4))


def _frame(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    inner = rect.inflate(-gap, -gap)
    pygame.draw.rect(surface, ink, inner, max(1, gap // 3))


def _plus_signs(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    arm = max(1, gap // 3)
    for y in range(rect.top + gap // 2, rect.bottom, gap):
        for x in range(rect.left + gap // 2, rect.right, gap):
            pygame.draw.line(surface, ink, (x - arm, y), (x + arm, y))
            pygame.draw.line(surface, ink, (x, y - arm), (x, y + arm))


def _rings(surface: pygame.Surface, rect: pygame.Rect, ink: Colour, gap: int) -> None:
    largest = max(rect.w, rect.h)
    for radius in range(gap // 2, largest, gap):
        pygame.draw.circle(surface, ink, rect.center, radius, 1)


_PATTERN_DRAWERS = dict(
    zip(
        PATTERNS,
        (
            _solid,
            _horizontal,
            _vertical,
            _diagonal,
            _reverse_diagonal,
            _grid,
            _cross_hatch,
            _dots,
            _checks,
            _zigzag,
            _frame,
            _plus_signs,
            _rings,
        ),
        strict=True,
    )
)


def palette_index(colour_name: str) -> int:
    """The palette place of a seat's colour name (what curtains and marks are drawn from).
    A name outside the palette is an error (ValueError), never a silent fallback: two seats
    would share a colour and a letter."""
    names = [colour.name for colour in player_colours(False)]
    if colour_name not in names:
        raise ValueError(f"{colour_name!r} is not a player colour (one of {', '.join(names)})")
    return names.index(colour_name)


def nearest_palette_index(fill: Colour) -> int:
    """The standard palette's entry nearest to `fill` (RGB distance): the colour a free-chosen
    colour (a snek's) is named and drawn as in colour-blind mode."""

    def distance(index: int) -> int:
        return sum((a - b) ** 2 for a, b in zip(STANDARD_PALETTE[index].fill, fill, strict=True))

    return min(range(len(STANDARD_PALETTE)), key=distance)


def palette_hex(index: int) -> str:
    """The standard palette's entry `index` as "#rrggbb" (what files store for a free colour)."""
    return "#{:02x}{:02x}{:02x}".format(*STANDARD_PALETTE[index % len(STANDARD_PALETTE)].fill)
