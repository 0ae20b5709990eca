"""The reveal player: a resolved turn's events played back step by step, for any game.

    class MyReveal(RevealPlayer):
        def __init__(self, app, outcome, on_done):
            super().__init__(app, group_events(outcome.events), on_done)   # groups of events
            ...                                                         # views, score panel
            self.start()                                                # builds the timeline
        def cues_for(self, group) -> list[Cue]: ...       # what each step animates
        def describe(self, event) -> str: ...             # one log line per event
        def group_title(self, group) -> str: ...          # "step 4", "apples banked"
        def draw_board(self, surface, step, animating): ... # the board under the cues
        def draw_cues(self, surface, states): ...          # each (cue, progress) of the step
        def draw_side(self, surface): ...                  # score panel etc.

The base owns the Timeline (game/ui/timeline.py), the control buttons under the board
(Back, Play/Pause, Next, Speed, Skip to end (End), Continue) and their keys — Space
play/pause, ←/→ step, +/- or 1–4 speed, Home/End start/end, Enter continue once finished;
Esc, in every game's reveal, leaves the match as the curtain does (asking the match's own
question first), never skipping on — the event log in words (game/ui/event_log.py), the status
line and the key help. `on_done` is called once, on Continue (or at the end with
`auto_continue`); `on_interrupt`, when given, takes any key or click (attract mode).

Also here, for the replay viewer and other screens: `board_area`/`side_area` (the screen
split), `draw_header`, `button_row` and `ScorePanel` (mark, name and numbers per row).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.table.standings import Standings
from game.ui import sound, table_layout, theme
from game.ui.event_log import EventLog, wrap_text
from game.ui.layout_record import LAYOUT
from game.ui.panel_tabs import PanelTabs
from game.ui.scene import Scene, ask_to_leave
from game.ui.standings import PlayerMarks, StandingsStrip
from game.ui.text import Shortened, ShortenedInImage, blit_text, clip_text, largest_font
from game.ui.timeline import SPEEDS, Cue, Timeline
from game.ui.widgets import fitted_buttons, least_row_width

if TYPE_CHECKING:
    from game.ui.host import Host

SIDE_WIDTH = 455  # at most: a third of a 1366 px window
MIN_SIDE_WIDTH = 280
TALL_SIDE_LEAST = 220  # a side column beside a tall board: the log and the buttons
COLUMN_GAP = 10  # between a score panel's number columns
HEADING_SIZE = 16
NAME_SIZES_DOWN_TO = 12  # a score panel's names shrink to this size before they are shortened
SMALLEST_NOTE = 12
NOTE_GAP = 6  # the notes' column: this far from a three-digit first number and from the names
MARGIN = 12
HEADER = 50
BUTTON_HEIGHT = 40
ROW_HEIGHT = 27
GAINED = (120, 230, 120)
KEY_HELP = (  # two lines of about the same width: whole in a 280 px column at 12 px
    "Space play/pause · Left/Right step · Home/End",
    "+/− or 1–4 speed · Enter continue · Esc leave",
)
SPEED_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
FASTER_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
SLOWER_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
SKIP_LABEL = "Skip to end (End)"  # the button says its key (Esc leaves, it never skips)
STANDINGS_LATER = (  # the standings strip during a reveal, the longest that fits
    "Standings: shown once the reveal is over",
    "Standings: after the reveal",
    "Standings later",
)
LEAST_ROW_HEIGHT = 19  # a score row's font is never under 12 px
TWO_LINE_ROW_HEIGHT = 33  # a row whose name may take two lines (NAME_SIZES_DOWN_TO px each)
HELP_HEIGHT = 46  # the key help under the side column
PLAYERS_TAB, LOG_TAB = "Players", "Log"  # the side panels' tabs when they share one place
PAUSE_TIME = 0.45  # a step with nothing to animate still gets this long in the log


# --- the screen split ----------------------------------------------------------------------


def side_width(
    size: tuple[int, int],
    board_aspect: float | None = 1.0,
    extra: int = 0,
    least: int = MIN_SIDE_WIDTH,
    tall: bool = False,
) -> int:
    """The side column: what a board of `board_aspect` (width / height) at the full height of
    its room, with `extra` px beside it (its key), leaves, between `least` and SIDE_WIDTH
    (never over a third of the window unless `least` asks more; see table_layout.py)."""
    room = pygame.Rect(MARGIN, HEADER, size[0] - 2 * MARGIN - extra, board_height(size, tall))
    _, side = table_layout.board_first(room, board_aspect, least, SIDE_WIDTH, MARGIN, size[0])
    return side.width


def board_height(size: tuple[int, int], tall: bool = False) -> int:
    """The board's room under the header: above the button row, or down to the window's
    foot when the board is `tall` (the buttons then sit at the foot of the side column)."""
    if tall:
        return size[1] - HEADER - MARGIN
    return size[1] - HEADER - BUTTON_HEIGHT - 20


def tall_side(size: tuple[int, int], above_board: int, least: int = TALL_SIDE_LEAST) -> int:
    """The side column beside a `tall` board: what a square board under `above_board` px
    (its tab row) at the whole height leaves, never under `least`."""
    board = board_height(size, tall=True) - above_board
    return max(least, size[0] - 3 * MARGIN - board)


def board_area(
    app: Host,
    board_aspect: float | None = 1.0,
    extra: int = 0,
    least: int = MIN_SIDE_WIDTH,
    tall: bool = False,
) -> pygame.Rect:
    """Left of the side column, under the header, above the button row (`tall`: down to
    the window's foot)."""
    width, height = app.size
    side = side_width(app.size, board_aspect, extra, least, tall)
    return pygame.Rect(MARGIN, HEADER, width - side - 3 * MARGIN, board_height(app.size, tall))


def side_area(
    app: Host,
    board_aspect: float | None = 1.0,
    extra: int = 0,
    least: int = MIN_SIDE_WIDTH,
    tall: bool = False,
) -> pygame.Rect:
    width, height = app.size
    side = side_width(app.size, board_aspect, extra, least, tall)
    return pygame.Rect(width - side - MARGIN, HEADER, side, height - HEADER - MARGIN)


def draw_header(
    surface: pygame.Surface, app: Host, title: str, detail: str, longest: str = ""
) -> None:
    """The screen title on the left and a muted detail line beside it; a long title (a
    replay's "Replay of …") is set smaller so that the detail keeps its room. `longest`:
    the longest detail this screen shows, laid out for so the header keeps one shape."""
    room = app.size[0] - 2 * MARGIN - 24
    detail_font = app.font(18)
    widest = max(detail, longest, key=lambda text: detail_font.size(text)[0])
    detail_width = detail_font.size(widest)[0]
    for size in (26, 22, 18):  # one line, both whole
        font = app.font(size, bold=True)
        if font.size(title)[0] + detail_width <= room:
            heading = blit_text(surface, font, title, theme.TEXT, (MARGIN + 8, 24), "midleft")
            left = MARGIN + 24 + heading.width
            blit_text(surface, detail_font, detail, theme.MUTED_TEXT, (left, 25), "midleft")
            return
    width = app.size[0] - 2 * MARGIN - 8  # two lines: the title, the detail under it
    font = largest_font(app.font, title, width, (22, 20, 18, 16, 14))
    small = largest_font(app.font, widest, width, (16, 15, 14, 13, 12), bold=False)
    if font.size(title)[0] <= width and small.size(widest)[0] <= width:
        blit_text(surface, font, title, theme.TEXT, (MARGIN + 8, 14), "midleft")
        blit_text(surface, small, detail, theme.MUTED_TEXT, (MARGIN + 8, 38), "midleft")
        return
    wanted = min(detail_width, room // 3)  # neither fits whole: both shortened
    heading = blit_text(
        surface, font, clip_text(font, title, room - wanted), theme.TEXT, (MARGIN + 8, 24),
        "midleft",
    )  # fmt: skip
    left = MARGIN + 24 + heading.width
    shown = clip_text(detail_font, detail, app.size[0] - MARGIN - left)
    blit_text(surface, detail_font, shown, theme.MUTED_TEXT, (left, 25), "midleft")


def button_row(
    app: Host,
    root: UIContainer,
    area: pygame.Rect,
    labels: Sequence[str],
    longest: Sequence[str] | None = None,
) -> list[UIButton]:
    """Buttons in a row just under `area` (the board), their words always whole (see
    `fitted_buttons`); when they need more room than the board's width, the row runs on
    under the side column (see `row_under_side`)."""
    width = area.width
    if row_under_side(app, area, longest or labels):
        width = app.size[0] - area.left - MARGIN
    row = pygame.Rect(area.left, area.bottom + 10, width, BUTTON_HEIGHT)
    return fitted_buttons(app, root, row, labels, longest)


def side_button_rows(
    app: Host,
    root: UIContainer,
    side: pygame.Rect,
    labels: Sequence[str],
    longest: Sequence[str] | None = None,
) -> list[UIButton]:
    """Buttons at the foot of the side column `side` (beside a tall board), in as few rows
    as keep every word whole (`side_buttons_height` high)."""
    per_row = _per_row(app, side.width, longest or labels)
    height = side_buttons_height(app, side.width, longest or labels)
    buttons: list[UIButton] = []
    for at in range(0, len(labels), per_row):
        top = side.bottom - height + at // per_row * (BUTTON_HEIGHT + 8)
        place = pygame.Rect(side.left, top, side.width, BUTTON_HEIGHT)
        longest_here = longest[at : at + per_row] if longest else None
        buttons += fitted_buttons(app, root, place, labels[at : at + per_row], longest_here)
    return buttons


def side_buttons_height(app: Host, width: int, texts: Sequence[str]) -> int:
    """The height of `side_button_rows` showing `texts` in a side column `width` wide."""
    rows = -(-len(texts) // _per_row(app, width, texts))
    return rows * BUTTON_HEIGHT + (rows - 1) * 8


def _per_row(app: Host, width: int, texts: Sequence[str]) -> int:
    for count in range(len(texts), 1, -1):
        rows = [texts[at : at + count] for at in range(0, len(texts), count)]
        if all(least_row_width(app, row) <= width for row in rows):
            return count
    return 1


def row_under_side(app: Host, area: pygame.Rect, texts: Sequence[str]) -> bool:
    """Whether buttons showing `texts` are too wide for the board's width `area` and take
    the bottom of the side column too (the key help is then left out)."""
    return least_row_width(app, texts) > area.width


# --- the score panel -----------------------------------------------------------------------


@dataclass(frozen=True)
class ScoreRow:
    """One row: a mark painter (swatch rect, bold font), a name, numbers by column (a short
    text such as "+12" in a column of its own), a note shown in green after the first
    number (such as "+12" not yet banked), and a tag painter (a badge: square, bold font)
    drawn at the left of the first number column (make that column wide enough for both)."""

    mark: Callable[[pygame.Surface, pygame.Rect, pygame.font.Font], None]
    name: str
    numbers: tuple[int | str, ...]
    note: str = ""
    after: str = ""  # words after the name kept whole when the name is shortened ("(out)")
    tag: Callable[[pygame.Surface, pygame.Rect, pygame.font.Font], None] | None = None
    tag_key: str = ""  # what the tag shows (the panel redraws when it changes)


def _widened(rect: pygame.Rect, least: int) -> tuple[pygame.Rect, bool]:
    """`rect` at least `least` wide, grown to the left (over the board); and whether it grew."""
    if rect.width >= least:
        return rect, False
    return pygame.Rect(rect.right - least, rect.top, least, rect.height), True


def with_after(shown: str, name: str, after: str) -> str:
    """`shown` (the name, maybe shortened) followed by `after`, kept whole."""
    if not after:
        return shown  # as it is: a Shortened keeps its whole text (its card, the check)
    if shown == name:
        return shown + after
    return Shortened(shown + after, name + after)


def score_panel_height(rows: int, row_height: int = ROW_HEIGHT) -> int:
    return 36 + rows * row_height + 8


def row_heights(name_lines: int = 1) -> tuple[int, int]:
    """A score row's most and least height when names take up to `name_lines` lines."""
    if name_lines > 1:
        return TWO_LINE_ROW_HEIGHT, TWO_LINE_ROW_HEIGHT
    return ROW_HEIGHT, LEAST_ROW_HEIGHT


def names_least_side(
    app: Host,
    names: Sequence[str],
    headings: Sequence[str],
    widths: Sequence[int] | None = None,
    name_lines: int = 1,
    whole_words: bool = False,
    narrow_columns: bool = False,
    note_sample: str = "",
) -> int:
    """The side column a ScorePanel under `headings` needs for each of `names` whole at its
    smallest name size (NAME_SIZES_DOWN_TO px), on up to `name_lines` lines (1 or 2), with
    the room its notes keep (`note_sample`, see ScorePanel); never under MIN_SIDE_WIDTH. A
    game whose player table is its score panel gives this as its `side_least`."""
    rows = max(1, len(names))
    room = pygame.Rect(0, 0, SIDE_WIDTH, score_panel_height(rows))
    probe = ScorePanel(
        room, headings, rows, app, widths, narrow_columns=narrow_columns, note_sample=note_sample
    )
    font = app.font(NAME_SIZES_DOWN_TO)
    widest = max((name_width(font, name, name_lines, whole_words) for name in names), default=0)
    numbers = probe.rect.width - probe.numbers_left()
    return max(MIN_SIDE_WIDTH, widest + 8 + 18 + probe.row_height - 5 + numbers + probe.note_room)


def name_width(font: pygame.font.Font, name: str, lines: int = 1, whole_words: bool = False) -> int:
    """The narrowest room that holds `name` whole on at most `lines` (1 or 2) lines: broken
    between words where it can be, else inside its one word (`whole_words`: never inside a
    word, so a one-word name needs its whole width; a name split inside a word can read as
    two players)."""
    whole = font.size(name)[0]
    if lines < 2 or (whole_words and " " not in name.strip()):
        return whole
    for width in range(whole // 2, whole):
        rows = name_rows(name, font, width, whole_words)  # one row, too wide, where a word is
        if len(rows) <= 2 and all(font.size(row)[0] <= width for row in rows):
            return width
    return whole


def name_rows(text: str, font: pygame.font.Font, width: int, whole_words: bool) -> list[str]:
    """`text` in rows no wider than `width`; with `whole_words` a word too long for a row is
    never split: then the whole text is one row."""
    rows = wrap_text(text, font, width)
    if whole_words and " ".join(rows).split() != text.split():
        return [text]
    return rows


class ScorePanel:
    """Rows of mark, name and numbers under column headings; redrawn only when a row changes."""

    names_alone = False
    """True: each name at its own largest size (one long name shrinks only itself)."""

    def __init__(
        self,
        rect: pygame.Rect,
        headings: Sequence[str],
        rows: int,
        app: Host,
        widths: Sequence[int] | None = None,
        name_lines: int = 1,
        whole_words: bool = False,
        narrow_columns: bool = False,
        note_sample: str = "",
    ):
        """`widths` (one per number column, optional) fixes each column's width; else a
        column is as wide as its heading or a four-digit number (`narrow_columns`: its
        heading at 12 px, so the names get the room). The name runs up to the
        first column; with `name_lines` 2 a name too long for one line takes two (the rows
        are then TWO_LINE_ROW_HEIGHT high). `note_sample` (such as "+88"): the notes have a
        column of their own as wide as that, NOTE_GAP px left of a three-digit first number
        and NOTE_GAP px right of the names, each note at the names' size: a long name never
        hides a note nor runs into it (the name gets smaller, down to 12 px, or the column
        wider instead)."""
        self.headings = list(headings)
        self.widths = list(widths) if widths else None
        self.app = app
        self.name_lines = name_lines
        self.whole_words = whole_words  # two-line names break only between words
        self.narrow_columns = narrow_columns
        most, least = row_heights(name_lines)
        self.row_height = min(most, max(least, (rect.height - 44) // max(1, rows)))
        self.rect = pygame.Rect(rect.left, rect.top, rect.width, self.height_for(rows))
        self._cache: tuple[tuple, pygame.Surface] | None = None
        self._tags: tuple[str, ...] = ()  # the rows' tags in the cached image
        self._name_fonts: dict[tuple, pygame.font.Font] = {}  # by width and names
        self._shortened = ShortenedInImage()  # names shortened in the cached image
        self._widths = self.widths or [self._column_width(h) for h in self.headings[1:]]
        self.note_sample = note_sample
        self.note_room = self._note_room(self.app.font(SMALLEST_NOTE))

    def height_for(self, rows: int) -> int:
        return score_panel_height(rows, self.row_height)

    def _note_room(self, font: pygame.font.Font) -> int:
        """The px a name leaves besides the usual gap before the numbers for the notes'
        column with notes in `font` (the first column's spare room counts)."""
        if not self._widths or not self.note_sample:
            return 0
        return max(0, self.numbers_left() - 8 - self._names_end(font))

    def note_right(self, number: int | str = "888") -> int:
        """The right edge of the notes' column (inside the panel): NOTE_GAP px left of a
        three-digit first number (of `number`, where that is wider)."""
        bold = self.app.font(self._row_size(), bold=True)
        widest = max(bold.size("888")[0], bold.size(str(number))[0])
        return self.column_right(0) - widest - NOTE_GAP

    def _names_end(self, font: pygame.font.Font) -> int:
        """Where names end in a row with numbers, the notes (in `font`) in their column."""
        return self.note_right() - font.size(self.note_sample)[0] - NOTE_GAP

    def _row_size(self) -> int:
        return min(20, ROW_HEIGHT - 7, self.row_height - 7)

    def _column_width(self, heading: str) -> int:
        """A number column: as wide as its heading or a four-digit number, whichever is wider."""
        number = self.app.font(self._row_size(), bold=True).size("8888")[0]
        size = SMALLEST_NOTE if self.narrow_columns else HEADING_SIZE
        return max(self.app.font(size).size(heading)[0], number)

    def column_right(self, column: int) -> int:
        """The right edge of number column `column` (0: the first), inside the panel."""
        later = self._widths[column + 1 :]
        return self.rect.width - 10 - sum(later) - COLUMN_GAP * len(later)

    def numbers_left(self) -> int:
        """Where the first number column begins (names and notes end before it)."""
        if not self._widths:
            return self.rect.width - 8
        return self.column_right(0) - self._widths[0]

    def anchor(self, row: int) -> tuple[int, int]:
        """Where row `row`'s first number is written (things fly there)."""
        x = self.rect.left + self.column_right(0) - 10
        return x, round(self.rect.top + 36 + (row + 0.5) * self.row_height)

    def draw(
        self,
        surface: pygame.Surface,
        rows: Sequence[ScoreRow],
        sized_with: Sequence[ScoreRow] = (),
    ) -> None:
        """`rows` drawn; `sized_with`: the rows whose names set the name size (a table
        split in halves: every row of both, one size for both)."""
        key = tuple((row.name, row.after, row.numbers, row.note) for row in rows)
        tags = tuple(row.tag_key for row in rows)
        if self._cache is None or self._cache[0] != key or self._tags != tags:
            self._shortened = ShortenedInImage()
            self._cache, self._tags = (key, self._render(rows, sized_with or rows)), tags
        surface.blit(self._cache[1], self.rect)
        self._shortened.offer(surface, self.rect.topleft)

    def _render(self, rows: Sequence[ScoreRow], sized_with: Sequence[ScoreRow]) -> pygame.Surface:
        image = pygame.Surface(self.rect.size)
        image.fill(theme.BACKGROUND)
        box = image.get_rect()
        pygame.draw.rect(image, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(image, theme.PANEL_BORDER, box, 2, border_radius=8)
        small = self._heading_font()
        notes = self._shortened
        notes.blit_text(image, small, self.headings[0], theme.MUTED_TEXT, (12, 8))
        for column, heading in enumerate(self.headings[1:]):
            place = (self.column_right(column) + 2, 8)
            notes.blit_text(image, small, heading, theme.MUTED_TEXT, place, "topright")
        name_font = self._name_font(image.get_width(), sized_with)
        for index, row in enumerate(rows):
            font = self._name_font(image.get_width(), [row]) if self.names_alone else name_font
            self._render_row(image, index, row, font, name_font)
        return image

    def _heading_font(self) -> pygame.font.Font:
        """HEADING_SIZE, or smaller (down to 12 px) until each heading fits its column."""
        for size in range(HEADING_SIZE, SMALLEST_NOTE - 1, -1):
            font = self.app.font(size)
            if all(
                font.size(h)[0] <= w for h, w in zip(self.headings[1:], self._widths, strict=False)
            ):
                return font
        return self.app.font(SMALLEST_NOTE)

    def _name_room(self, width: int, row: ScoreRow, font: pygame.font.Font) -> int:
        """The room for a row's name in `font`: from after its mark to its numbers, less
        the notes' column (its notes in `font` too)."""
        end = self.numbers_left() - 8 - self._note_room(font) if row.numbers else width - 8
        return end - (18 + self._mark_size())

    def _mark_size(self) -> int:
        return min(ROW_HEIGHT, self.row_height) - 5

    def name_fits(self, name: str, lines: int = 1) -> bool:
        """Whether `name` shows whole in a row with numbers (at the smallest name size), on
        one line or, in a panel of two-line names, on up to `lines`."""
        room = self.numbers_left() - 8 - (18 + self._mark_size()) - self.note_room
        lines = min(lines, self.name_lines)
        font = self.app.font(NAME_SIZES_DOWN_TO)
        return name_width(font, name, lines, self.whole_words) <= room

    def _name_font(self, width: int, rows: Sequence[ScoreRow]) -> pygame.font.Font:
        """One size for every name: the row's size, or down to NAME_SIZES_DOWN_TO px until
        every name is whole (worked out once per names: the numbers change, they do not)."""
        key = (width, tuple((row.name + row.after, bool(row.numbers)) for row in rows))
        if key not in self._name_fonts:
            self._name_fonts[key] = self._fitted_name_font(width, rows)
        return self._name_fonts[key]

    def _fitted_name_font(self, width: int, rows: Sequence[ScoreRow]) -> pygame.font.Font:
        for lines in sorted({1, self.name_lines}):
            for size in range(self._row_size(), NAME_SIZES_DOWN_TO - 1, -1):
                font = self.app.font(size)
                if lines > 1 and 2 * font.get_linesize() > self.row_height + 2:
                    continue  # two lines of this size would overlap in the row
                if all(
                    name_width(font, row.name + row.after, lines, self.whole_words)
                    <= self._name_room(width, row, font)
                    for row in rows
                ):
                    return font
        return self.app.font(NAME_SIZES_DOWN_TO)

    def _render_row(
        self,
        image: pygame.Surface,
        index: int,
        row: ScoreRow,
        font: pygame.font.Font,
        note_font: pygame.font.Font,
    ) -> None:
        """Mark, name (in `font`), the note in its column (in `note_font`: the names' one
        size), and the numbers."""
        top = 36 + index * self.row_height
        size = self._mark_size()
        bold = self.app.font(self._row_size(), bold=True)
        notes = self._shortened
        row.mark(image, pygame.Rect(10, top + (self.row_height - size) // 2, size, size), bold)
        whole_room = self._name_room(image.get_width(), row, note_font)
        room = whole_room - font.size(row.after)[0]
        lift = (bold.get_height() - font.get_height()) // 2
        wrapped = name_rows(row.name + row.after, font, whole_room, self.whole_words)
        if self.name_lines > 1 and 1 < len(wrapped) <= 2:  # two lines, each whole
            step = (self.row_height - 1) // 2
            lines = [
                notes.blit_text(image, font, text, theme.TEXT, (18 + size, top + line * step))
                for line, text in enumerate(wrapped)
            ]
            name = lines[0].unionall(lines[1:])
        else:
            shown = with_after(clip_text(font, row.name, room), row.name, row.after)
            name = notes.blit_text(image, font, shown, theme.TEXT, (18 + size, top + 1 + lift))
        if row.note:  # only whole, in its column (the log says it too)
            end = self.note_right(row.numbers[0]) if row.numbers else image.get_width() - 8
            if note_font.size(row.note)[0] <= end - name.right - NOTE_GAP:
                place = (end, top + 1 + (bold.get_height() - note_font.get_height()) // 2)
                notes.blit_text(image, note_font, row.note, GAINED, place, "topright")
        if row.tag is not None and self._widths:
            left = self.numbers_left()
            side = min(ROW_HEIGHT, self.row_height) - 9
            row.tag(image, pygame.Rect(left, top + 4, side, side), bold)
        for column, number in enumerate(row.numbers):
            text, room = str(number), self._widths[column] if self._widths else 0
            sizes = range(self._row_size(), SMALLEST_NOTE - 1, -1)  # "ToL 1 · EC": smaller
            ink = largest_font(self.app.font, text, room, sizes) if room else bold
            place = (
                self.column_right(column),
                top + 1 + (bold.get_height() - ink.get_height()) // 2,
            )
            notes.blit_text(image, ink, text, theme.TEXT, place, "topright")


# --- the player ----------------------------------------------------------------------------


class RevealPlayer(Scene):
    """Plays `groups` of events; see the module docstring for what a game supplies."""

    title = "Reveal"
    board_aspect: float | None = 1.0  # the board's width / height (None: a wide band)
    board_extra = 0  # px the board's room needs beside the board (a key column)
    tall_board = False  # the board down to the window's foot, the buttons beside it
    players_over_board = False  # the score panel, under its tab, opens over the board
    side_lists_totals = False  # the score panel shows every player's totals: no strip too
    whole_word_names = False  # two-line names break only between words (ScorePanel)
    note_sample = ""  # a note every score row keeps room for (ScorePanel)
    log_least_lines = table_layout.LEAST_LINES  # the fewest log lines shown beside the score panel
    control_labels = ("< Back", "Pause", "Next >", "Speed", SKIP_LABEL, "Continue")
    done_anytime = False  # True: the last button (a replay's Leave) acts before the end too
    longest_labels = ("< Back", "Pause", "Next >", "Speed ×0.5", SKIP_LABEL, "Continue")

    @property
    def busy(self) -> bool:
        return self.timeline.playing

    def __init__(
        self,
        app: Host,
        groups: Sequence[Sequence[Any]],
        on_done: Callable[[], None],
        auto_continue: bool = False,
        speed: float | None = None,
        on_interrupt: Callable[[], None] | None = None,
    ):
        super().__init__(app)
        self.groups = [list(group) for group in groups]
        self.on_done = on_done
        self.auto_continue = auto_continue
        self.on_interrupt = on_interrupt
        self.done = False
        self.timeline = Timeline(speed if speed is not None else app.settings.animation_speed)
        self.starts: list[float] = []
        self._lines_shown = -1
        self.log = EventLog(side_area(app, self.board_aspect, self.board_extra), app.font(16))
        # headings, rows and number-column widths of the score panel, when it has one
        self.score_table: tuple[Sequence[str], int, tuple[int, ...] | None, int] | None = None
        self.help_rect: pygame.Rect | None = None  # the key help's column (set in build)
        self.standings: Standings | None = None
        self.standing_marks: list[int | theme.Mark] = []
        self.strip_rect = pygame.Rect(0, 0, 0, 0)
        self.tabs = PanelTabs(app.font(15))

    def start(self) -> None:
        """Build the timeline from the groups' cues and play (call at the end of __init__)."""
        self.starts = []
        for group in self.groups:
            self.starts.append(self.timeline.duration)
            self.timeline.add_step(self.cues_for(group) or [Cue(None, 0.0, PAUSE_TIME)])
        self.timeline.play()

    # what a game supplies

    def cues_for(self, group: Sequence[Any]) -> list[Cue]:
        """The cues of one step (times in seconds at speed ×1); [] pauses briefly."""
        return []

    def describe(self, event: Any) -> str:
        return str(event)

    def group_title(self, group: Sequence[Any]) -> str:
        return "a step"

    def heading(self) -> str:
        return self.title

    def sound_for(self, group: Sequence[Any]) -> str | None:
        """The sound effect (game.ui.sound.EFFECTS) a step plays as it starts, or None."""
        return None

    def draw_board(self, surface: pygame.Surface, step: int, animating: bool) -> None:
        """The board under the cues: before step `step` while animating, else the end."""

    def draw_cues(self, surface: pygame.Surface, states: list[tuple[Cue, float]]) -> None:
        """Each cue of the current step at its progress (0..1); the pauses the player adds
        for steps without cues are left out."""

    def draw_side(self, surface: pygame.Surface) -> None:
        """The score panel and anything else beside the board (the log is drawn for you)."""

    # the standings strip (a match's reveal: the public totals, once the reveal is over)

    def show_standings(self, standings: Standings, marks: PlayerMarks) -> None:
        """Everyone's public totals after this stage, in a strip above the key help; drawn
        once the reveal has played (they would tell its end before it)."""
        self.standings = standings
        self.standing_marks = list(marks)
        self.place_strip()

    def place_strip(self) -> None:
        self.place_side()

    def score_panel(
        self,
        headings: Sequence[str],
        rows: int,
        widths: Sequence[int] | None = None,
        name_lines: int = 1,
    ) -> ScorePanel:
        """The score panel at the top of the side column with `rows` rows under `headings`
        (`widths`: of each number column, `name_lines`: see ScorePanel); the log (and the
        standings strip) under it are placed to match (`place_side`)."""
        self.score_table = (tuple(headings), rows, tuple(widths) if widths else None, name_lines)
        panel = self.place_side()
        assert panel is not None
        return panel

    def place_side(self) -> ScorePanel | None:
        """The side column from the top: the score panel, the event log, the standings
        strip, what the game adds (`side_extras`: the replay's round list), the key help.
        No panel shows under three lines: the panel's rows close up first, then the strip
        is left out (it is also left out when the panel already lists everyone's totals,
        `side_lists_totals`), then the panels share one place under tabs (`self.tabs`)."""
        side = self.side_area()
        top = side.top if self.score_table is not None else self.log.rect.top  # a game's own
        if self.tall_board:
            texts = self.longest_labels or self.control_labels
            foot = side_buttons_height(self.app, side.width, texts) + MARGIN
        else:
            foot = HELP_HEIGHT
        column = pygame.Rect(side.left, top, side.width, side.bottom - foot - top)
        wants = []
        if self.score_table is not None:
            rows, name_lines = self.score_table[1], self.score_table[3]
            heights = row_heights(name_lines)
            most, least = (score_panel_height(rows, height) for height in heights)
            wants.append(table_layout.Want(most, least, tab=PLAYERS_TAB))
        line = self.log.font.get_linesize()
        least = table_layout.lines_height(line, self.log_least_lines, padding=10)
        wants.append(table_layout.Want(None, least, tab=LOG_TAB))
        strip = self._strip_want(side)
        if strip:
            wants.append(table_layout.Want(strip, strip, folds=True))
        extras = self.side_extras()
        narrow = self.score_table is not None and side.width < self.score_least()
        shared = table_layout.share_tabs(column, [*wants, *extras], MARGIN, fold=narrow)
        rects = list(shared.rects)
        tabs = shared.tabs
        if self.score_table is not None and PLAYERS_TAB in tabs:
            rects[0], over_board = _widened(rects[0], self.score_least())
            self.players_over_board = over_board
            if over_board:  # opened over the board: the log is shown first
                tabs = [LOG_TAB, *(tab for tab in tabs if tab != LOG_TAB)]
        self.tabs.set(tabs, shared.tab_row)
        panel = None
        if self.score_table is not None:
            headings, rows, widths, name_lines = self.score_table
            panel = ScorePanel(
                rects.pop(0),
                headings,
                rows,
                self.app,
                widths,
                name_lines,
                self.whole_word_names,
                note_sample=self.note_sample,
            )
        self.log.set_rect(rects.pop(0))
        self.strip_rect = rects.pop(0) if strip else pygame.Rect(0, 0, 0, 0)
        self.place_side_extras(rects)
        return panel

    def score_least(self) -> int:
        """The narrowest the score panel may be with its names whole: beside a tall board
        whose side column is narrower, the panel, under its tab, opens over the board."""
        return 0

    def side_extras(self) -> list[table_layout.Want]:
        """Panels a screen adds under the log (give each a `tab` so it may share)."""
        return []

    def place_side_extras(self, rects: list[pygame.Rect]) -> None:
        """Where `side_extras` went (a panel sharing under tabs: drawn when
        `self.tabs.showing(its tab)`)."""

    def _strip_want(self, side: pygame.Rect) -> int:
        if self.standings is None or self.side_lists_totals:
            return 0
        self.strip = StandingsStrip.fitted(self.app, self.standings, side.width, side.height // 4)
        return self.strip.height_for(self.standings, side.width)

    def board_area(self) -> pygame.Rect:
        return board_area(
            self.app, self.board_aspect, self.board_extra, self.side_least(), self.tall_board
        )

    def side_area(self) -> pygame.Rect:
        return side_area(
            self.app, self.board_aspect, self.board_extra, self.side_least(), self.tall_board
        )

    def side_least(self) -> int:
        """The narrowest the side column may be (a game whose player table needs more room
        for whole names says so)."""
        return MIN_SIDE_WIDTH

    def draw_standings(self, surface: pygame.Surface) -> None:
        if self.standings is None or not self.strip_rect.height:
            return
        if self.timeline.finished:
            self.strip.draw(surface, self.strip_rect, self.standings, self.standing_marks)
            return
        pygame.draw.rect(surface, theme.PANEL, self.strip_rect, border_radius=8)
        font = self.app.font(15)
        room = self.strip_rect.w - 12
        words = next(  # whole words in a narrow strip, never a cut sentence
            (w for w in STANDINGS_LATER if font.size(w)[0] <= room), STANDINGS_LATER[-1]
        )
        place = (self.strip_rect.left + 6, self.strip_rect.top + 6)
        blit_text(surface, font, clip_text(font, words, room), theme.MUTED_TEXT, place)

    # controls

    def build(self, root: UIContainer) -> None:
        if self.tall_board:  # the board down to the window's foot, the buttons beside it
            self.buttons = side_button_rows(
                self.app, root, self.side_area(), self.control_labels, self.longest_labels
            )
            self.help_rect = None
        else:
            self.buttons = button_row(
                self.app, root, self.board_area(), self.control_labels, self.longest_labels
            )
            under = row_under_side(self.app, self.board_area(), self.longest_labels)
            self.help_rect = None if under else self.side_area()  # laid out here, not per frame
        self.place_side()
        self.actions = [
            self.timeline.step_back,
            self.timeline.toggle,
            self.timeline.step_forward,
            self._cycle_speed,
            self.timeline.skip_to_end,
            self.finish,
        ]
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        if self.root is None:
            return
        play = "Pause" if self.timeline.playing else "Play"
        if self.buttons[1].text != play:
            self.buttons[1].set_text(play)
        speed = f"Speed ×{self.timeline.speed:g}"
        if self.buttons[3].text != speed:
            self.buttons[3].set_text(speed)
        can_finish = self.timeline.finished or self.done_anytime
        if can_finish and not self.buttons[5].is_enabled:
            self.buttons[5].enable()
        elif not can_finish and self.buttons[5].is_enabled:
            self.buttons[5].disable()

    def _cycle_speed(self) -> None:
        index = SPEEDS.index(self.timeline.speed)
        self.timeline.set_speed(SPEEDS[(index + 1) % len(SPEEDS)])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.on_interrupt and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.on_interrupt()
            return True
        if self.tabs.handle_event(event):
            return True
        if self.tabs.showing(LOG_TAB) and self.log.handle_event(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.actions[self.buttons.index(event.ui_element)]()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False  # the app asks `leave`: never the skip to the end
        elif event.type == pygame.KEYDOWN:
            return self._handle_key(event.key)
        else:
            return False
        self._refresh_buttons()
        return True

    def _handle_key(self, key: int) -> bool:
        timeline = self.timeline
        simple = {
            pygame.K_SPACE: timeline.toggle,
            pygame.K_RIGHT: timeline.step_forward,
            pygame.K_LEFT: timeline.step_back,
            pygame.K_END: timeline.skip_to_end,
            pygame.K_HOME: lambda: timeline.seek(0.0),
        }
        if key in simple:
            simple[key]()
        elif key in SPEED_KEYS:
            timeline.set_speed(SPEEDS[SPEED_KEYS[key]])
        elif key in FASTER_KEYS or key in SLOWER_KEYS:
            (timeline.faster if key in FASTER_KEYS else timeline.slower)()
        elif key in CONTINUE_KEYS and timeline.finished:
            self.finish()
        else:
            return False
        self._refresh_buttons()
        return True

    def leave(self) -> None:
        """Esc: out of the match, asking the match's own question first (the hot-seat flow
        under the reveal, as its curtain asks), never on to the next curtain."""
        from game.ui.hotseat import HotSeatScene

        below = [scene for scene in self.app.stack if scene is not self]
        flow = next((s for s in reversed(below) if isinstance(s, HotSeatScene)), None)
        ask_to_leave(self.app, flow if flow is not None else self)

    def finish(self) -> None:
        """Continue: call `on_done` (once)."""
        if (self.timeline.finished or self.done_anytime) and not self.done:
            self.done = True
            self.on_done()

    def update(self, dt: float) -> None:
        before = self.groups_started
        self.timeline.update(dt)
        self._refresh_buttons()
        self._play_step_sound(before)
        self._sync_log()
        if self.auto_continue and self.timeline.finished:
            self.finish()

    # what is shown

    @property
    def groups_started(self) -> int:
        """How many steps the play head has entered (all, once finished)."""
        if self.timeline.finished:
            return len(self.groups)
        return sum(1 for start in self.starts if start < self.timeline.time)

    @property
    def animating(self) -> bool:
        return not self.timeline.finished and bool(self.groups)

    def _play_step_sound(self, before: int) -> None:
        """One effect when playing enters the next step (never while skipping or stepping back)."""
        now = self.groups_started
        if now == before + 1 and not self.timeline.finished:
            effect = self.sound_for(self.groups[now - 1])
            if effect is not None:
                sound.play(self.app.settings, effect)

    def _sync_log(self) -> None:
        count = self.groups_started
        if count != self._lines_shown:
            self._lines_shown = count
            self.log.set_lines(self.log_lines(count))

    def log_lines(self, count: int) -> list[str]:
        """The event log once `count` steps have started: every event so far, in words."""
        return [self.describe(event) for group in self.groups[:count] for event in group]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        animating = self.animating
        step = self.timeline.step_index if animating else -1
        self.draw_board(surface, step, animating)
        if animating:
            states = self.timeline.states()
            self.draw_cues(surface, [state for state in states if state[0].payload is not None])
        if self.tabs.showing(PLAYERS_TAB):
            layer = LAYOUT.layer
            if self.players_over_board:  # opened by the player over the board, as a card
                LAYOUT.layer = layer + 1
            self.draw_side(surface)
            LAYOUT.layer = layer
        if self.tabs.showing(LOG_TAB):
            self.log.draw(surface)
        self.tabs.draw(surface)
        self.draw_standings(surface)
        draw_header(surface, self.app, self.heading(), self.status())
        self._draw_help(surface)

    def status(self) -> str:
        total = len(self.groups)
        shown = min(self.groups_started, total)
        what = self.group_title(self.groups[shown - 1]) if shown else "ready"
        done = " · finished: Enter continues" if self.timeline.finished else ""
        return f"{what} ({shown}/{total}){done}"  # the Speed button says the speed

    key_help: tuple[str, ...] = KEY_HELP

    def _draw_help(self, surface: pygame.Surface) -> None:
        side = self.help_rect
        if side is None:
            return  # the buttons use its room; each key is on a button
        widest = max(self.key_help, key=lambda text: self.app.font(15).size(text)[0])
        font = largest_font(self.app.font, widest, side.width - 4, (15, 14, 13, 12), bold=False)
        for row, text in enumerate(self.key_help):
            shown = clip_text(font, text, side.width - 4)
            place = (side.left + 4, side.bottom - 40 + row * 19)
            blit_text(surface, font, shown, theme.MUTED_TEXT, place)
