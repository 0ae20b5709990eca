"""The kit's standings strip: everyone's total so far in one band, and below it the private
lines of the player behind the curtain.

    strip = StandingsStrip.fitted(app, standings, width, most=area.height // 4)
    height = strip.height_for(standings, width)        # lay the screen out around it
    strip.draw(surface, rect, standings, marks)         # marks: each seat's palette place

What goes in comes from the session (`standings(viewer)`, game/table/standings.py), so the
game decides what is public: a curtain passes `viewer=None` (or `.public()`), an entry
screen its own seat. Every line wraps; nothing is cut.
"""

from __future__ import annotations

import functools
import re
import weakref
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.table.standings import Standing, Standings
from game.ui import theme
from game.ui.event_log import wrap_text
from game.ui.layout_record import LAYOUT, PANEL
from game.ui.text import blit_text

if TYPE_CHECKING:
    from game.ui.host import Host

TEXT_SIZES = (15, 14, 13, 12)  # the largest that keeps the strip within its share
MARK = 18
GAP = 18
PAD = 6
PRIVATE_INK: theme.Colour = theme.ACCENT
PlayerMarks = Sequence[int | theme.Mark]  # each seat's palette place, or its own mark
RESERVED_DIGITS = 3  # the strip keeps room for totals this many digits long
FULL, COMPACT = "full", "compact"  # a strip's form: chips with names, or short totals
# per app: (table, width, window size) → the (text size, form) chosen for it
_CHOSEN: weakref.WeakKeyDictionary[Host, dict[tuple, tuple[int, str]]] = weakref.WeakKeyDictionary()


@functools.lru_cache(maxsize=64)
def reserved(standings: Standings) -> Standings:
    """`standings` with every number as wide as one of RESERVED_DIGITS digits: what the
    strip is laid out for, so that its size, its lines and its form (chips, short totals
    in columns, or a scrolling column) stay put as the totals grow between turns."""

    def wide(text: str) -> str:
        return re.sub(r"\d+", lambda number: "0" * max(len(number[0]), RESERVED_DIGITS), text)

    rows = tuple(
        replace(row, total=wide(row.total), short=wide(row.short)) for row in standings.rows
    )
    private = tuple(wide(line) for line in standings.private)
    return replace(standings, rows=rows, private=private, note=wide(standings.note))


class StandingsStrip:
    """Draws `Standings` in a rect; `height_for` says how tall it will be."""

    def __init__(self, app: Host, size: int = TEXT_SIZES[0], form: str = FULL):
        self.app = app
        self.size = size
        self.form = form  # COMPACT: every seat's mark and short total, in columns

    @classmethod
    def fitted(
        cls, app: Host, standings: Standings | None, width: int, most: int
    ) -> StandingsStrip:
        """The strip in the largest text size whose height is at most `most` and whose every
        chip fits its width (else 12 px, folded into short totals where those fit), with
        room for three-digit totals (`reserved`). Chosen once per table (its seats' names),
        width and window size and kept while it still fits, so that the strip keeps its size
        and form from turn to turn as the totals and the room above it change."""
        table = tuple((row.seat, row.name) for row in standings.rows) if standings else ()
        key, chosen = (table, width, app.size), _CHOSEN.setdefault(app, {})
        if key in chosen:
            strip = cls(app, *chosen[key])
            if strip.holds(standings, width, most):
                return strip
        for size in TEXT_SIZES:
            strip = cls(app, size)
            if strip.holds(standings, width, most):
                break
        room = pygame.Rect(0, 0, width, most)
        overflows = standings is not None and not strip.holds(standings, width, most)
        if standings is not None and overflows and strip.compact_fits(standings, room):
            strip.form = COMPACT
        if len(chosen) > 256:
            chosen.clear()
        chosen[key] = (strip.size, strip.form)
        return strip

    def holds(self, standings: Standings | None, width: int, most: int) -> bool:
        """Whether this strip, in its size and form, shows `standings` whole in `width` and
        at most `most` px high (every chip within the width)."""
        if standings is None:
            return True
        if self.form == COMPACT:
            return self.compact_fits(standings, pygame.Rect(0, 0, width, most))
        parts = [part for row in reserved(standings).rows for part in self._chip_parts(row, width)]
        wide = max((self.chip_width(part) for part in parts), default=0)
        return self.height_for(standings, width) <= most and wide <= width - 2 * PAD

    @property
    def font(self) -> pygame.font.Font:
        return self.app.font(self.size)

    def chip_width(self, row: Standing) -> int:
        return MARK + 6 + self.font.size(chip_words(row))[0]

    def chip_rows(
        self, rows: Sequence[Standing], width: int, label: bool = True
    ) -> list[list[Standing]]:
        """The players' chips, as many to a line as fit in `width` (`label`: the first line
        starts after the "Standings" label)."""
        lines: list[list[Standing]] = [[]]
        used = self.font.size("Standings")[0] + GAP if label else 0
        for row in (part for whole in rows for part in self._chip_parts(whole, width)):
            room = self.chip_width(row)
            if used and used + room > width - 2 * PAD:  # the label's line may stay empty
                lines.append([])
                used = 0
            lines[-1].append(row)
            used += room + GAP
        return lines

    def _chip_parts(self, row: Standing, width: int) -> list[Standing]:
        """`row` as one chip, or, wider than `width` (a long name), as its name and then its
        total under it (a part without a name: the total alone, indented)."""
        if self.chip_width(row) <= width - 2 * PAD or not row.total or not row.name:
            return [row]
        return [replace(row, total=""), replace(row, name="")]

    def text_rows(self, standings: Standings, width: int) -> list[tuple[str, theme.Colour]]:
        """The note and the private lines, wrapped to `width`."""
        rows: list[tuple[str, theme.Colour]] = []
        lines = [(standings.note, theme.MUTED_TEXT)] if standings.note else []
        lines += [(line, PRIVATE_INK) for line in standings.private]
        for text, colour in lines:
            rows += [(row, colour) for row in wrap_text(text, self.font, width - 2 * PAD)]
        return rows

    def height_for(self, standings: Standings | None, width: int) -> int:
        if standings is None:
            return 0
        if self.form == COMPACT and self.compact_fits(standings, None):
            return self.compact_height(standings, width)
        standings = reserved(standings)
        line = self.font.get_linesize() + 4
        text = len(self.text_rows(standings, width))
        chips = len(self.chip_rows(standings.rows, width)) if standings.rows else 0
        return (chips + text) * line + 2 * PAD

    def lines_in(self, height: int) -> int:
        """How many lines a strip `height` px high shows."""
        return max(0, (height - 2 * PAD) // (self.font.get_linesize() + 4))

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        standings: Standings | None,
        marks: PlayerMarks,
        scroll: int = 0,
    ) -> None:
        """The strip in `rect`; when it is too low for every line, a scrolling column: the
        label and its hint, then the lines from `scroll` on that fit (`scroll_room`)."""
        if standings is None:
            return
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        font, line = self.font, self.font.get_linesize() + 4
        needed = self.height_for(standings, rect.width)
        if LAYOUT.on:
            LAYOUT.note(surface, PANEL, rect, size=line, text="standings", needed=needed)
        compact = self.form == COMPACT or needed > rect.height
        if compact and self.compact_fits(standings, rect):
            self._draw_compact(surface, rect, standings, marks)
            return
        if needed > rect.height:
            self._draw_scrolled(surface, rect, standings, marks, scroll)
            return
        y = rect.top + PAD
        if standings.rows:  # none: only the note and the private lines
            label = self.app.font(self.size, bold=True)
            blit_text(surface, label, "Standings", theme.MUTED_TEXT, (rect.left + PAD, y))
            x = rect.left + PAD + font.size("Standings")[0] + GAP
            for number, chips in enumerate(self.chip_rows(standings.rows, rect.width)):
                if number:
                    x, y = rect.left + PAD, y + line
                for row in chips:
                    x = self.draw_chip(surface, row, marks, (x, y)) + GAP
            y += line
        for text, colour in self.text_rows(standings, rect.width):
            blit_text(surface, font, text, colour, (rect.left + PAD, y))
            y += line

    def scroll_room(self, standings: Standings | None, rect: pygame.Rect) -> int:
        """How far a strip in `rect` scrolls (0: every line shows)."""
        if standings is None or self.height_for(standings, rect.width) <= rect.height:
            return 0
        if self.compact_fits(standings, rect):
            return 0
        shown = self.lines_in(rect.height) - 1  # under the label's line
        return max(0, len(self._scrolled_lines(standings, rect.width)) - shown)

    def _scrolled_lines(self, standings: Standings, width: int) -> list[list[Standing] | tuple]:
        chips: list[list[Standing] | tuple] = []
        chips += self.chip_rows(standings.rows, width, label=False)
        return chips + list(self.text_rows(standings, width))

    def _draw_scrolled(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        standings: Standings,
        marks: PlayerMarks,
        scroll: int,
    ) -> None:
        font, line = self.font, self.font.get_linesize() + 4
        lines = self._scrolled_lines(standings, rect.width)
        shown = max(0, self.lines_in(rect.height) - 1)
        first = max(0, min(scroll, len(lines) - shown))
        y = rect.top + PAD
        label = self.app.font(self.size, bold=True)
        place = blit_text(surface, label, "Standings", theme.MUTED_TEXT, (rect.left + PAD, y))
        hidden = len(lines) - shown
        hint = scroll_hint(standings, lines[first : first + shown]) if hidden else ""
        blit_text(surface, font, hint, theme.MUTED_TEXT, (place.right + 8, y))
        for item in lines[first : first + shown]:
            y += line
            if isinstance(item, tuple):
                blit_text(surface, font, item[0], item[1], (rect.left + PAD, y))
                continue
            x = rect.left + PAD
            for row in item:
                x = self.draw_chip(surface, row, marks, (x, y)) + GAP

    # --- compact: where the names would need a wheel, every seat's mark and short total --

    def compact_columns(self, standings: Standings, width: int) -> int:
        """How many mark-and-short-total cells a line of `width` holds (three-digit totals)."""
        rows = reserved(standings).rows
        widest = max((self.font.size(row.short)[0] for row in rows), default=0)
        return max(1, (width - 2 * PAD + GAP) // (MARK + 6 + widest + GAP))

    def compact_fits(self, standings: Standings, rect: pygame.Rect | None) -> bool:
        """Whether every seat's short total (when the game gives them) shows in `rect`
        under the label's line, with no private line or note to leave out (`rect` None:
        whether the game gives what the compact form needs)."""
        rows = standings.rows
        if not rows or not all(row.short for row in rows) or standings.private:
            return False
        return rect is None or self.compact_height(standings, rect.width) <= rect.height

    def compact_height(self, standings: Standings, width: int) -> int:
        """The height of the compact form: the label's line, the columns, the note."""
        line = self.font.get_linesize() + 4
        lines = -(-len(standings.rows) // self.compact_columns(standings, width))
        return (1 + lines + bool(standings.note)) * line + 2 * PAD

    def _draw_compact(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        standings: Standings,
        marks: PlayerMarks,
    ) -> None:
        """The label and what the numbers count, then each seat's mark and short total in
        columns, the seat's order kept (a player knows their mark from the board)."""
        font, line = self.font, self.font.get_linesize() + 4
        y = rect.top + PAD
        label = self.app.font(self.size, bold=True)
        place = blit_text(surface, label, "Standings", theme.MUTED_TEXT, (rect.left + PAD, y))
        blit_text(surface, font, standings.short_heading, theme.MUTED_TEXT, (place.right + 8, y))
        columns = self.compact_columns(standings, rect.width)
        cell = (rect.width - 2 * PAD + GAP) // columns
        for index, row in enumerate(standings.rows):
            x = rect.left + PAD + (index % columns) * cell
            top = y + line * (1 + index // columns)
            mark = pygame.Rect(x, top, MARK, MARK)
            seat = mark_of(marks, row.seat, self.app.settings.colour_blind)
            theme.draw_player_mark(surface, mark, seat, self.app.font(12, bold=True))
            blit_text(surface, font, row.short, theme.TEXT, (mark.right + 6, top))
        if standings.note:
            rows = -(-len(standings.rows) // columns)
            note = (rect.left + PAD, y + line * (1 + rows))
            blit_text(surface, font, standings.note, theme.MUTED_TEXT, note)

    def draw_chip(
        self, surface: pygame.Surface, row: Standing, marks: PlayerMarks, at: tuple[int, int]
    ) -> int:
        """A player's mark, name and total from `at`; the x after it."""
        x, y = at
        mark = pygame.Rect(x, y, MARK, MARK)
        if not row.name:  # a long name's total, on the line under it
            return blit_text(surface, self.font, row.total, theme.TEXT, (mark.right + 6, y)).right
        seat = mark_of(marks, row.seat, self.app.settings.colour_blind)
        theme.draw_player_mark(surface, mark, seat, self.app.font(12, bold=True))
        place = blit_text(surface, self.font, chip_words(row), theme.TEXT, (mark.right + 6, y))
        return place.right


def scroll_hint(standings: Standings, shown: Sequence[list[Standing] | tuple]) -> str:
    """Which players the scrolled lines `shown` hold, counted in players (a long name takes
    two lines): "players 4–9 of 13 · wheel"; "more above · wheel" past the last player."""
    order = {row.seat: place for place, row in enumerate(standings.rows, start=1)}
    places = [order[row.seat] for item in shown if isinstance(item, list) for row in item]
    if not places:
        return "more above · wheel"
    return f"players {min(places)}–{max(places)} of {len(standings.rows)} · wheel"


def chip_words(row: Standing) -> str:
    return f"{row.name}: {row.total}" if row.total else row.name


def mark_of(marks: PlayerMarks, seat: int, colour_blind: bool) -> theme.Mark:
    """Seat `seat`'s mark: its own when the game gives one (`theme.numbered_mark`), else its
    palette place's."""
    given = marks[seat] if seat < len(marks) else seat
    return given if isinstance(given, theme.Mark) else theme.seat_mark(given, colour_blind)


def seat_marks(seats: Sequence[object]) -> list[int]:
    """Each seat's palette place, from its colour name (seats without one: their index)."""
    return [
        theme.palette_index(colour) if (colour := getattr(seat, "colour", "")) else index
        for index, seat in enumerate(seats)
    ]


class StandingsCard:
    """The standings as a card folded behind a chip (`KeyToggle(card, pygame.K_F2,
    "Standings")`) where a strip would cost the board too much of its room."""

    def __init__(self, app: Host, standings: Standings | None, marks: PlayerMarks):
        self.app = app
        self.standings = standings
        self.marks = marks

    def height_for(self, width: int) -> int:
        return StandingsStrip(self.app).height_for(self.standings, width)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        strip = StandingsStrip.fitted(self.app, self.standings, rect.width, rect.height)
        used = pygame.Rect(rect.topleft, (rect.width, strip.height_for(self.standings, rect.width)))
        strip.draw(surface, used.clip(rect), self.standings, self.marks)
        return used
