"""A scrolling panel of plain-text lines, drawn with pygame (not a pygame-gui element).

    log = EventLog(pygame.Rect(900, 80, 360, 600), app.font(18))
    log.add("Red R ate an apple")        # newest at the bottom; the view follows it
    ...
    log.handle_event(event)              # in Scene.handle_event: wheel, PageUp/PageDown
    log.draw(surface)                    # in Scene.draw

Long lines are word-wrapped to the width, their continuation rows indented. Scrolling up
stops following new lines until the view is scrolled back to the bottom. With
`follow_newest=False` the view starts at the top, which suits any read-only text (error lists,
rules pages). The wheel scrolls while the mouse is over the panel (as last seen in
MOUSEMOTION / MOUSEBUTTONDOWN events).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

import pygame

from game.ui import theme
from game.ui.layout_record import LAYOUT, PANEL

PADDING = 10
WHEEL_ROWS = 3
INDENT = 24  # rows that continue a wrapped line


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split `text` into rows no wider than `width` pixels (words are split only if too long)."""
    rows: list[str] = []
    for paragraph in text.split("\n"):
        row = ""
        for word in paragraph.split(" "):
            candidate = f"{row} {word}" if row else word
            if font.size(candidate)[0] <= width:
                row = candidate
                continue
            if row:
                rows.append(row)
            row = _split_long_word(word, font, width, rows)
        rows.append(row)
    return rows


def _split_long_word(word: str, font: pygame.font.Font, width: int, rows: list[str]) -> str:
    """A word too long for a row, split where it fits: after a "/" when it has one there (a
    file path breaks between folders, never inside a name)."""
    while len(word) > 1 and font.size(word[: width + 1])[0] > width:
        cut = max(1, fitting_length(font, word, width))
        slash = word.rfind("/", 0, cut)
        cut = slash + 1 if slash > 0 else cut
        rows.append(word[:cut])
        word = word[cut:]
    return word


def _widest_word(font: pygame.font.Font, line: str) -> int:
    """The width of `line`'s widest word that may not be split (a path may, after "/")."""
    words = [word for word in line.split() if "/" not in word]
    return max((font.size(word)[0] for word in words), default=0)


class TextMeasure(Protocol):
    """A font as far as measuring goes: pygame's, or pygame-gui's on its elements."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def fitting_length(font: TextMeasure, text: str, width: int) -> int:
    """How many of the first characters of `text` fit in `width` pixels, found by halving:
    about log2(width) measures of at most `width` characters each, so a name of 400,000
    characters costs no more than a short one (a glyph is at least a pixel wide)."""
    low, high = 0, min(len(text), max(width, 0) + 1)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle])[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low


class EventLog:
    """Lines of text in `rect`, scrollable; see the module docstring."""

    def __init__(
        self,
        rect: pygame.Rect,
        font: pygame.font.Font,
        lines: Iterable[str] = (),
        follow_newest: bool = True,
        max_lines: int = 2000,
        indent: int = INDENT,
    ):
        """`indent`: how far the continuation rows of a wrapped line are moved right (0 for
        running text such as rules pages)."""
        self.rect = pygame.Rect(rect)
        self.indent = indent
        self.font = font  # the font rows are drawn in: `given`, or smaller (`_fitting_font`)
        self.given = font
        self._widest: dict[str, int] = {}  # a line's widest word (no path) in `given`
        self._smaller: dict[int, pygame.font.Font] = {}  # `_font`'s, by size
        self.lines: list[str] = []
        self.max_lines = max_lines
        self.follow_newest = follow_newest
        self.following = follow_newest
        self.first_row = 0
        self._rows: list[tuple[str, bool]] = []  # (text, continues the line above)
        self._row_lines: list[str] = []  # the line each row is part of
        self.colour_of: Callable[[str], theme.Colour] | None = None  # a line's ink (TEXT)
        # each line's rows at one width and font: a step adds lines, the old ones keep theirs
        self._wrapped: tuple[tuple[int, pygame.font.Font], dict[str, list[str]]] = ((0, font), {})
        self._hovered = False
        self.extend(lines)

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.height - 2 * PADDING) // self.font.get_linesize())

    @property
    def last_first_row(self) -> int:
        """The largest `first_row`: the one that shows the newest row at the bottom."""
        return max(0, len(self._rows) - self.visible_rows)

    def add(self, line: str) -> None:
        self.extend([line])

    def extend(self, lines: Iterable[str]) -> None:
        self.lines.extend(lines)
        del self.lines[: -self.max_lines]
        self._rewrap()

    def set_lines(self, lines: Iterable[str]) -> None:
        """Replace every line; the view goes to the top (the bottom when following; a
        read-only text scrolled to its end starts its next text at the top)."""
        self.lines = []
        self.first_row = 0
        if not self.follow_newest:
            self.following = False
        self.extend(lines)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._rewrap()

    @property
    def text_width(self) -> int:
        """The width a row's text may take (the padding, scroll bar and indent left out)."""
        return self.rect.width - 2 * PADDING - 8 - self.indent

    def _fitting_font(self, width: int) -> pygame.font.Font:
        """The given font, or where a line's word (a name) would be split across rows, the
        largest smaller one (not under 12 px) that keeps every word whole: a name is never
        split across lines (a file path still breaks after a "/")."""
        widest = self._widest
        for line in self.lines:
            if line not in widest:
                widest[line] = _widest_word(self.given, line)
        if len(widest) > 2 * self.max_lines:  # lines long gone
            self._widest = widest = {line: widest[line] for line in self.lines}
        wide = [line for line in self.lines if widest[line] > width]
        if not wide or self.given.point_size <= theme.SMALLEST_TEXT:
            return self.given
        for points in range(self.given.point_size - 1, theme.SMALLEST_TEXT, -1):
            font = self._font(points)
            if all(_widest_word(font, line) <= width for line in wide):
                return font
        return self._font(theme.SMALLEST_TEXT)

    def _font(self, points: int) -> pygame.font.Font:
        """The regular font at `points` px, of the given font's class (the window's SafeFont):
        kept by this log, never across windows (a font dies with `pygame.font.quit`)."""
        if points not in self._smaller:
            self._smaller[points] = type(self.given)(theme.FONT_FILES[False], points)
        return self._smaller[points]

    def _rewrap(self) -> None:
        width = self.text_width
        self.font = self._fitting_font(width)
        if self._wrapped[0] != (width, self.font):
            self._wrapped = ((width, self.font), {})
        known = self._wrapped[1]
        for line in self.lines:
            if line not in known:
                known[line] = wrap_text(line, self.font, width)
        if len(known) > 2 * self.max_lines:  # lines long gone: keep only those shown
            self._wrapped = ((width, self.font), {line: known[line] for line in self.lines})
        self._rows = [
            (row, number > 0) for line in self.lines for number, row in enumerate(known[line])
        ]
        self._row_lines = [line for line in self.lines for _ in known[line]]
        self.first_row = self.last_first_row if self.following else self._clamped(self.first_row)

    def _clamped(self, row: int) -> int:
        return min(max(0, row), self.last_first_row)

    def show_line(self, index: int) -> None:
        """Scroll so that line `index` is the first shown (as far as the lines go)."""
        width = self.rect.width - 2 * PADDING - 8 - self.indent
        row = sum(len(wrap_text(line, self.font, width)) for line in self.lines[:index])
        self.first_row = self._clamped(row)
        self.following = self.first_row == self.last_first_row

    def scroll(self, rows: int) -> None:
        """Scroll down by `rows` (negative: up, towards older lines)."""
        self.first_row = self._clamped(self.first_row + rows)
        self.following = self.first_row == self.last_first_row

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scroll on the wheel (mouse over the panel) and on PageUp/PageDown."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self._hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL and self._hovered:
            self.scroll(-event.y * WHEEL_ROWS)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = max(1, self.visible_rows - 1)
            self.scroll(page if event.key == pygame.K_PAGEDOWN else -page)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect, 2, border_radius=8)
        line_height = self.font.get_linesize()
        top = self.rect.top + PADDING
        shown = self._rows[self.first_row : self.first_row + self.visible_rows]
        for number, (row, continued) in enumerate(shown):
            line = self._row_lines[self.first_row + number]
            ink = self.colour_of(line) if self.colour_of is not None else theme.TEXT
            image = self.font.render(row, True, ink, theme.PANEL)
            left = self.rect.left + PADDING + (self.indent if continued else 0)
            drawn = surface.blit(image, (left, top + number * line_height))
            if LAYOUT.on:
                LAYOUT.text(surface, image.get_rect(topleft=drawn.topleft), row, self.font)
        if LAYOUT.on:
            needed = len(self._rows) * line_height + 2 * PADDING
            LAYOUT.note(surface, PANEL, self.rect, size=line_height, text="event log",
                        needed=needed)  # fmt: skip
        self._draw_scroll_bar(surface)

    def _draw_scroll_bar(self, surface: pygame.Surface) -> None:
        if len(self._rows) <= self.visible_rows:
            return
        track = pygame.Rect(self.rect.right - 10, self.rect.top + 6, 4, self.rect.height - 12)
        length = max(20, track.height * self.visible_rows // len(self._rows))
        offset = (track.height - length) * self.first_row // max(1, self.last_first_row)
        pygame.draw.rect(surface, theme.PANEL_BORDER, track, border_radius=2)
        thumb = pygame.Rect(track.left, track.top + offset, track.width, length)
        pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=2)
