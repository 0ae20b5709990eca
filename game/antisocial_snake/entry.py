"""The private entry screens of an Antisocial Snake board: placement and movement.

Each is pushed by the match flow right after the curtain for one seat; it shows the public
board (and the player's own snakes, ringed in white and black), and on submit hands the entry to the
session (`rules.check_submission` decides, the same check the match reader uses), closes
itself and calls `on_submit`:

    app.push(PlacementScene(app, session, seat, on_submit=lambda: None))

The screens keep the entry being built as plain data (`PlacementEntry`, `MovementEntry`)
with an undo history (Ctrl+Z / Ctrl+Y); every change is judged by the rules' own helpers as
the player clicks (`check_submission`, `preview_path`, `twist_budget`), never by a rule
written here. Keys: arrows move the cursor, Space or Enter acts on it, M changes what a
click does (snakes, or the variation's extra: frame, toggle, swap, direction tiles),
Backspace takes the last item back, Ctrl+Enter submits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.antisocial_snake import events as ev
from game.antisocial_snake.board import (
    BoardState,
    MovementEntry,
    PlacementEntry,
    count_twists,
    crowded_swap_tiles,
    manhattan,
    swapped_board,
)
from game.antisocial_snake.draw import (
    Picture,
    TileView,
    bare_picture,
    board_legend,
    draw_element_cycle,
    element_cycle_font,
    element_cycle_height,
    picture_of,
    player_marks,
    tile_fill,
)
from game.antisocial_snake.levels import COLOUR_NAMES
from game.antisocial_snake.quiz import (
    MAX_ANSWER,
    QUESTION_KINDS,
    answer_form,
    answer_problem,
    wording,
)
from game.antisocial_snake.rules import (
    CHIPS,
    MAX_FRAME,
    MAX_REDIRECTS,
    MAX_SWAPS,
    MAX_TOGGLES,
    check_submission,
    draft_refusals,
    expected_claims,
    own_previews,
    twist_budget,
)
from game.antisocial_snake.session import MatchSession, stage_words
from game.antisocial_snake.stages import FRAME_ROWS, booted_from, toggle_colours
from game.core.coords import DIRECTIONS, Cell, cell_name, step
from game.core.words import plural
from game.ui import theme
from game.ui.board_view import (
    KEY_CHIP_HEIGHT,
    Badge,
    FocusLayout,
    Highlight,
    KeyToggle,
    Marks,
    key_folds,
    layout_focus,
)
from game.ui.entry import REFUSAL_SIZES, EntryScreen
from game.ui.event_log import wrap_text
from game.ui.focus import types_text
from game.ui.standings import PlayerMarks, StandingsCard, StandingsStrip
from game.ui.table_layout import beside_panel, board_room, side_panel
from game.ui.text import blit_text, clip_text, largest_font, largest_wrapped
from game.ui.widgets import BUTTON_FONT, BUTTON_PADDING

if TYPE_CHECKING:
    from game.ui.host import Host

PANEL_WIDTH = 340
MIN_PANEL_WIDTH = 280
PANEL_TEXT_SIZES = (17, 16, 15, 14, 13)
HEADING_BOTTOM = 78
SIDE_WIDTH = 200
ARROW_KEYS = {pygame.K_UP: "U", pygame.K_DOWN: "D", pygame.K_LEFT: "L", pygame.K_RIGHT: "R"}
LETTER_KEYS = {pygame.K_u: "U", pygame.K_d: "D", pygame.K_l: "L", pygame.K_r: "R"}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
BID_STEP = 5

MODE_WORDS = {
    "snakes": "place snakes",
    "moves": "plan moves",
    "frame": "frame tiles",
    "toggles": "toggle tiles",
    "swaps": "swap tiles",
    "redirects": "direction tiles",
    "answers": "quiz answers",
}


def panel_rect(size: tuple[int, int]) -> pygame.Rect:
    return side_panel(size, MIN_PANEL_WIDTH, PANEL_WIDTH)


def board_area(size: tuple[int, int], heading_bottom: int = HEADING_BOTTOM) -> pygame.Rect:
    return board_room(size, panel_rect(size), heading_bottom, bottom=12)


def frame_target(cell: Cell) -> Cell:
    """Where a framed tile's apples drop (they are lost if it is off the board or black)."""
    return (cell[0], cell[1] + FRAME_ROWS)


def _ctrl(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)


def standing_out(colour: theme.Colour, fill: theme.Colour) -> theme.Colour:
    """`colour`, or black on a light tile (white on a dark one) when `colour` is too close
    to the tile's `fill` to be seen on it."""
    if sum(abs(a - b) for a, b in zip(colour, fill, strict=True)) >= 160:
        return colour
    return theme.BLACK if sum(fill) > 3 * 128 else theme.WHITE


ANSWER_TAKES = {  # what the help line says the chosen question's answer is
    "snake": "a snake's letter",
    "number": "a number",
    "yes-no": "y or n",
    "colour": "a colour (r, b, g, y)",
}


def in_focus(text: str) -> bool:
    """Whether a panel line is what the keys change now: the chosen snake or question ("> "),
    the bids (their "Bids: " line marks the chosen colour)."""
    return text.startswith((">", "Bids: "))


class EntryScene(EntryScreen):
    """What both entry screens share (besides the kit's): the board, the key, the panel."""

    heading = ""
    short_heading = ""  # the heading's words when the player's whole name leaves no room
    modes: tuple[str, ...] = ()

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        self.state = session.state
        self.spec = self.state.level.boards[self.state.board_index]
        self.variation = self.state.variation
        self.strip_toggle: KeyToggle | None = None  # the standings, folded in a small window
        self.panel_scroll = 0  # the panel's first row shown, when its lines do not fit
        self.panel_hidden = 0  # how many rows the panel could scroll
        self.panel_focus: tuple[object, ...] = ()  # the rows and the focus when last drawn
        super().__init__(app, session, seat, on_submit)
        self.mode = 0
        self.cursor: Cell = (self.spec.width // 2, self.spec.height // 2)
        self.view = TileView(
            self.spec.width,
            self.spec.height,
            board_area(app.size),
            app.font,
            own=self.own(),
            colour_blind=app.settings.colour_blind,
        )
        placing = isinstance(self, PlacementScene)
        self.legend = board_legend(self.view, app.font(14), self.spec, placing=placing)
        self.arrange()

    def player_marks(self) -> PlayerMarks:
        return player_marks(len(self.session.seats))

    # what a screen supplies

    def first_entry(self) -> Any:
        raise NotImplementedError

    def own(self) -> list[str]:
        return []

    def picture(self) -> Picture:
        raise NotImplementedError

    def marks(self) -> Marks:
        return Marks(cursor=self.cursor)

    def seen_frames(self, highlights: list[Highlight]) -> tuple[Highlight, ...]:
        """Each frame in a colour that stands out from its tile: an accent frame on a yellow
        tile, or a white one on a white tile, would vanish; it turns black (or white)."""
        colours = dict(self.picture().colours)
        blind = self.app.settings.colour_blind
        seen = []
        for frame in highlights:
            colour = colours.get(frame.cell)
            if colour is not None:
                frame = replace(frame, colour=standing_out(frame.colour, tile_fill(colour, blind)))
            seen.append(frame)
        return tuple(seen)

    def act(self, cell: Cell) -> None:
        """A click (or Space) on `cell` in the current mode."""

    def take_back(self) -> None:
        """Backspace in the current mode."""

    def panel_lines(self) -> list[tuple[str, theme.Colour]]:
        return []

    def key(self, event: pygame.event.Event) -> bool:
        return False

    # layout

    def arrange(self) -> None:
        """The board first: the standings strip under it and the key beside or under it,
        each folded behind a chip under the board (F2, F1) where it would cost the board
        too much of its room."""
        self.arranged_for = self.app.size
        self.arrange_heading()
        full = board_area(self.app.size, self.heading_bottom)
        if self.strip_toggle is None:
            card = StandingsCard(self.app, self.standings(), self.player_marks())
            self.strip_toggle = KeyToggle(card, pygame.K_F2, "Standings")
        if self.key_toggle is None:
            self.key_toggle = KeyToggle(self.legend)
        if self.strip_under_key(full):
            return
        area = self.with_strip(full)
        bare = max(1, min(full.width, full.height - KEY_CHIP_HEIGHT - 8))
        with_strip = max(1, min(area.width, area.height - KEY_CHIP_HEIGHT - 8))
        strip_folds = bool(self.strip_rect.height) and key_folds(with_strip, bare)
        if strip_folds:  # the standings behind a chip under the board: room for its row
            self.strip_rect = pygame.Rect(full.left, full.bottom, full.width, 0)
            area = pygame.Rect(full.left, full.top, full.width, full.height - KEY_CHIP_HEIGHT - 8)
        key = self.legend.height_for  # under the board when that leaves the board more room
        self.layout_now = layout_focus(area, 1, 0, SIDE_WIDTH, 0, 12, key)
        assert self.key_toggle is not None
        board_now = self.layout_now.boards[0]
        key_beside = self.layout_now.legend.left >= board_now.right
        if strip_folds and key_beside and not key_folds(board_now.width, bare):
            # the key keeps its place beside the board; only the standings fold
            self.key_toggle.fold(None)
            self.view.fit(board_now)
            strip_chip = pygame.Rect(
                self.view.area.left, self.view.area.bottom + 8, 180, KEY_CHIP_HEIGHT
            )
            self.strip_toggle.fold(strip_chip)
            return
        fold_area = full if strip_folds else area
        bare = max(1, min(fold_area.width, fold_area.height - KEY_CHIP_HEIGHT - 8))
        if strip_folds or key_folds(board_now.width, bare):  # chips under it
            board = pygame.Rect(fold_area.topleft, (bare, bare))
            self.view.fit(board)
            chip = pygame.Rect(self.view.area.left, self.view.area.bottom + 8, 130, KEY_CHIP_HEIGHT)
            self.key_toggle.fold(chip)
            strip_chip = pygame.Rect(chip.right + 8, chip.top, 180, KEY_CHIP_HEIGHT)
            self.strip_toggle.fold(strip_chip if strip_folds else None)
            self.layout_now = FocusLayout([board], [board], board, pygame.Rect(0, 0, 0, 0))
            return
        self.key_toggle.fold(None)
        self.strip_toggle.fold(None)
        self.view.fit(self.layout_now.boards[0])

    def strip_under_key(self, full: pygame.Rect) -> bool:
        """Where the board is as tall as its room with the key beside it (a wide window), the
        standings go under the key, between the board and the panel, so the board takes the
        whole height; False (nothing changed) where they do not fit there whole."""
        layout = layout_focus(full, 1, 0, SIDE_WIDTH, 0, 12, self.legend.height_for)
        board, legend = layout.boards[0], layout.legend
        if legend.left < board.right or key_folds(board.width, full.height):
            return False
        right = panel_rect(self.app.size).left - 16
        top = legend.top + self.legend.height_for(legend.width) + 16
        room = pygame.Rect(legend.left, top, right - legend.left, full.bottom - top)
        standings = self.standings()
        strip = StandingsStrip.fitted(self.app, standings, room.width, room.height)
        height = strip.height_for(standings, room.width)
        if room.width < SIDE_WIDTH or height > room.height:
            return False
        self.strip = strip
        self.strip_rect = pygame.Rect(room.left, room.top, room.width, height)
        self.layout_now = FocusLayout(layout.boards, layout.captions, layout.side, legend)
        assert self.key_toggle is not None and self.strip_toggle is not None
        self.key_toggle.fold(None)
        self.strip_toggle.fold(None)
        self.view.fit(board)
        return True

    def arrange_heading(self) -> None:
        """The title in the largest size that fits (its fixed words shortened, never the
        player's name, when the whole of it does not), the help line under it on one line
        or two in a smaller size."""
        room = beside_panel(self.app.size, panel_rect(self.app.size)) - 32
        for words in (self.heading, self.short_heading, ""):
            title = f"{self.player}: {words}" if words else self.player
            self.title_font = largest_font(self.app.font, title, room, (30, 26, 22, 20))
            if self.title_font.size(title)[0] <= room:
                break
        self.title_text = title
        sizes = ((17, 1), (16, 2), (15, 2), (13, 2), (12, 3))
        font, rows = largest_wrapped(self.app.font, self.help_line(), room, sizes)
        self.help_font, self.help_rows = font, rows
        self.heading_bottom = max(HEADING_BOTTOM, 48 + len(rows) * font.get_linesize() + 8)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The folded standings and the panel's wheel first; one card open at a time."""
        if self.strip_toggle is not None and self.strip_toggle.handle_event(event):
            if self.strip_toggle.open and self.key_toggle is not None:
                self.key_toggle.open = False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos  # (the kit keeps it too; the panel's wheel comes first)
        if self.scroll_panel(event):
            return True
        used = super().handle_event(event)
        if self.key_toggle is not None and self.key_toggle.open and self.strip_toggle:
            self.strip_toggle.open = False
        return used

    def scroll_panel(self, event: pygame.event.Event) -> bool:
        """The wheel over a panel too low for its lines scrolls them."""
        if event.type != pygame.MOUSEWHEEL or not self.panel_hidden:
            return False
        if not panel_rect(self.app.size).collidepoint(self.hover):
            return False
        self.panel_scroll = max(0, min(self.panel_hidden, self.panel_scroll - event.y))
        return True

    def build(self, root: UIContainer) -> None:
        self.arrange()
        panel = panel_rect(self.app.size)
        inner = panel.inflate(-32, 0)
        self.submit_button = UIButton(
            pygame.Rect(inner.left, panel.bottom - 60, inner.width, 46),
            "Submit (Ctrl+Enter)",
            self.app.ui,
            root,
        )
        half = (inner.width - 8) // 2
        row = pygame.Rect(inner.left, panel.bottom - 112, half, 42)
        self.undo_button = UIButton(row, "Undo", self.app.ui, root)
        self.redo_button = UIButton(row.move(half + 8, 0), "Redo", self.app.ui, root)
        self.kit_buttons = {
            self.submit_button: self.submit,
            self.undo_button: self.undo,
            self.redo_button: self.redo,
        }
        self.mode_button = None
        if len(self.modes) > 1:
            self.mode_button = UIButton(
                pygame.Rect(inner.left, panel.bottom - 164, inner.width, 42),
                self.mode_label(),
                self.app.ui,
                root,
                object_id=self.mode_button_theme(),
            )
        self.extra_buttons: dict[Any, Callable[[], None]] = {}
        self.build_extras(root, pygame.Rect(inner.left, panel.bottom - 164, inner.width, 0))

    def build_extras(self, root: UIContainer, above: pygame.Rect) -> None:
        """Buttons of the variation's extra entry, stacked upwards from `above.top`."""

    def panel_bottom(self) -> int:
        return panel_rect(self.app.size).bottom - (176 if len(self.modes) > 1 else 124)

    def cycle_rect(self) -> pygame.Rect | None:
        """Elemental's cycle at the foot of the panel's text, above its buttons (the
        lines above scroll to leave it room: at 800×600 it was pushed out), else None."""
        if self.variation.id != "elemental":
            return None
        panel = panel_rect(self.app.size)
        width = panel.w - 32
        font = element_cycle_font(self.app.font, width, panel.height // 4)
        height = element_cycle_height(font or self.app.font(12), width)
        return pygame.Rect(panel.left + 16, self.panel_bottom() - height, width, height)

    def text_bottom(self) -> int:
        """Where the panel's lines end: above the cycle, if any, else at `panel_bottom`."""
        cycle = self.cycle_rect()
        return self.panel_bottom() if cycle is None else cycle.top - 8

    def lines_bottom(self) -> int:
        """Where the panel's scrolling lines end: above the red message's own room."""
        room = self.refusal_room()
        return room.top - 6 if room.height else room.top

    def refusal_room(self) -> pygame.Rect:
        """The red message's own rows at the foot of the panel's text, above the buttons,
        whole, in the largest size that takes at most a third of the text's room (drawn
        after the lines, it ran under the Mode button when they filled the panel)."""
        panel = panel_rect(self.app.size)
        width, bottom = panel.w - 32, self.text_bottom()
        height = 0
        if self.message:
            most = (bottom - panel.top) // 3
            for size in REFUSAL_SIZES:
                font = self.app.font(size)
                height = len(wrap_text(self.message, font, width)) * font.get_linesize()
                if height <= most:
                    break
        return pygame.Rect(panel.left + 16, bottom - height, width, height)

    def mode_label(self, mode: str | None = None) -> str:
        """ "Mode: place snakes (M)": the button's words for `mode` (None: the mode now on)."""
        return f"Mode: {MODE_WORDS[mode or self.current_mode]} ({self.mode_key()})"

    def mode_key(self) -> str:
        """The key that changes mode, one both ways: PgDn on a board with a quiz (M types
        into an answer there, so "(M)" on the way in read as the way back too), else M."""
        return "PgDn" if "answers" in self.modes else "M"

    def mode_button_theme(self) -> str | None:
        """The smaller button font where one of the board's modes would not show whole in
        the usual one (a narrow panel dropped "Mode:" and the button read as a command)."""
        room = panel_rect(self.app.size).width - 32 - 2 * BUTTON_PADDING
        font = self.app.font(BUTTON_FONT, bold=True)
        fits = all(font.size(self.mode_label(mode))[0] <= room for mode in self.modes)
        return None if fits else "@small_button"

    @property
    def current_mode(self) -> str:
        return self.modes[self.mode] if self.modes else ""

    def cycle_mode(self) -> None:
        if len(self.modes) > 1:
            self.mode = (self.mode + 1) % len(self.modes)
            self.message = ""
            if self.mode_button is not None:
                self.mode_button.set_text(self.mode_label())
            bottom = self.heading_bottom
            self.arrange_heading()  # the help line names the keys of the mode now on
            if self.heading_bottom != bottom:
                self.arrange()

    # changing the entry (the kit makes each change an undo step and saves the draft)

    def change(self, entry: Any) -> None:
        if entry != self.entry:
            self.entry = entry

    def try_change(self, trial: Any, field: str, index: int) -> bool:
        """Take `trial` as the entry unless the rules refuse its item `index` of `field` (the
        item just named): then say why and keep the entry as it was."""
        where = (field, self.seat, index)
        refused = [
            r.message for r in draft_refusals(self.state, self.seat, trial) if r.keys == where
        ]
        if refused:
            self.message = refused[0]
            return False
        self.change(trial)
        return True

    def is_empty(self) -> bool:
        """True when submitting now would hand in nothing the player chose and the rules
        would take it (an empty entry they refuse just shows their reasons)."""
        return self.entry == self.first_entry() and not self.reasons()

    def reason_lines(self) -> list[tuple[str, theme.Colour]]:
        """The rules' first refusals of the entry as it stands (not the one said in red)."""
        reasons = [reason for reason in self.reasons() if reason != self.message]
        return [(reason, theme.MUTED_TEXT) for reason in reasons[:3]]

    def reasons(self) -> list[str]:
        """What the rules would refuse about the entry as it stands."""
        return check_submission(self.state, self.seat, self.entry)

    # input

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            cell = self.view.cell_at(event.pos)
            if cell is None:
                return False
            self.cursor = cell
            self.message = ""
            self.act(cell)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if self.key(event):
            return True
        elif event.key in (pygame.K_m, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.cycle_mode()
        elif event.key in ARROW_KEYS:
            self.move_cursor(ARROW_KEYS[event.key])
        elif event.key in (pygame.K_SPACE, *ENTER_KEYS):
            self.message = ""
            self.act(self.cursor)
        elif event.key == pygame.K_BACKSPACE:
            self.message = ""
            self.take_back()
        else:
            return False
        return True

    def _pressed(self, element: Any) -> bool:
        if element is not None and element is self.mode_button:
            self.cycle_mode()
        elif element in self.extra_buttons:
            self.extra_buttons[element]()
        else:
            return False
        return True

    def move_cursor(self, direction: str) -> None:
        target = step(self.cursor, direction)
        if self.spec.contains(target):
            self.cursor = target

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        if self.arranged_for != self.app.size:  # resized while under a note (the guide's)
            self.arrange()
        super().draw(surface)
        self.draw_heading(surface)
        self.view.draw(surface, self.picture(), self.marks())
        if self.layout_now.legend.height:
            self.legend.draw(surface, self.layout_now.legend)
        self.draw_strip(surface)
        panel = panel_rect(self.app.size)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
        lines = [
            (stage_words(self.state), theme.TEXT),
            (f"{self.variation.title}: {self.variation.summary}", theme.MUTED_TEXT),
            *self.panel_lines(),
        ]
        self.draw_lines(surface, lines, panel.top + 14)
        cycle = self.cycle_rect()
        if cycle is not None:  # who beats whom, where the player looks, at the panel's foot
            font = element_cycle_font(self.app.font, cycle.width, cycle.height)
            draw_element_cycle(
                surface, cycle, font or self.app.font(12), self.app.settings.colour_blind
            )
        self.draw_refusal(surface, self.refusal_room())
        beside = pygame.Rect(panel.left, panel.top, panel.width, self.panel_bottom() - panel.top)
        for toggle in (self.key_toggle, self.strip_toggle):  # open beside the board, over
            if toggle is not None:  # the panel above its buttons: every row stays in view
                toggle.draw(surface, beside, self.app.font(15))

    def draw_heading(self, surface: pygame.Surface) -> None:
        limit = beside_panel(self.app.size, panel_rect(self.app.size)) - 32
        font = self.title_font
        blit_text(surface, font, clip_text(font, self.title_text, limit), theme.TEXT, (16, 8))
        for number, row in enumerate(self.help_rows):
            place = (16, 48 + number * self.help_font.get_linesize())
            blit_text(surface, self.help_font, row, theme.MUTED_TEXT, place)

    def help_line(self) -> str:
        return ""

    def draw_lines(
        self, surface: pygame.Surface, lines: list[tuple[str, theme.Colour]], y: int
    ) -> int:
        panel = panel_rect(self.app.size)
        bottom = self.lines_bottom()
        width = panel.w - 32
        font, whole = self.panel_fit(lines, width, bottom - y)
        rows: list[tuple[str, theme.Colour, int, bool]] = []  # text, colour, gap, in focus
        focused = max((i for i, (text, _) in enumerate(lines) if in_focus(text)), default=-1)
        for index, (text, colour) in enumerate(lines):
            wrapped = wrap_text(text, font, width) or [""]
            for number, row in enumerate(wrapped):
                last = number == len(wrapped) - 1
                rows.append((row, colour, 4 if last else 0, index == focused))
        line = font.get_linesize()
        footer = self.app.font(12)
        text_bottom = bottom if whole else bottom - footer.get_linesize() - 4

        def fitting(start: int) -> int:
            """How many rows from `start` fit above the footer, ending with a line's last row
            where one ends in view (a rule cut mid-sentence read as the whole rule)."""
            count, top, whole_to = 0, y, 0
            for _, _, gap, _ in rows[start:]:
                if top + line > text_bottom:
                    break
                count, top = count + 1, top + line + gap
                whole_to = count if gap else whole_to
            if start + count < len(rows) and whole_to:
                count = whole_to
            return max(1, count)

        if whole:
            self.panel_hidden = self.panel_scroll = 0
        else:  # a scrolling column: whole lines, the wheel for the rest, the focus in view
            self.panel_hidden = next(i for i in range(len(rows)) if i + fitting(i) >= len(rows))
            in_view = [i for i, row in enumerate(rows) if row[3]]
            key = (tuple(in_view), tuple(row[0] for row in rows), bottom)  # (a message in)
            changed, self.panel_focus = key != self.panel_focus, key
            if changed and in_view:  # a new focus or a key's change: into view; then the wheel
                start, end = in_view[0], in_view[-1]
                first = self.panel_scroll
                if not first <= start or end >= first + fitting(first):
                    first = max(0, start - fitting(start) // 3)
                    while first < start and end >= first + fitting(first):
                        first += 1
                self.panel_scroll = first
            self.panel_scroll = min(self.panel_scroll, self.panel_hidden)
        first = self.panel_scroll
        shown = fitting(first)
        for row, colour, gap, _ in rows[first : first + shown]:
            blit_text(surface, font, row, colour, (panel.left + 16, y))
            y += line + gap
        if self.panel_hidden:  # at the foot of the panel, clear of the last line
            hint = f"lines {first + 1}–{first + shown} of {len(rows)} · wheel for more"
            y = bottom - footer.get_linesize()
            blit_text(surface, footer, hint, theme.MUTED_TEXT, (panel.left + 16, y))
            y = bottom
        return y

    def panel_fit(
        self, lines: list[tuple[str, theme.Colour]], width: int, height: int
    ) -> tuple[pygame.font.Font, bool]:
        """The largest text size (17 px down to 13 px) at which every line fits the panel
        whole; when none does, the smallest, with the lines out of focus on one row each
        (clipped), and whether the lines stay whole."""
        font = self.app.font(PANEL_TEXT_SIZES[0])
        for size in PANEL_TEXT_SIZES:
            font = self.app.font(size)
            rows = sum(len(wrap_text(text, font, width)) for text, _ in lines)
            if rows * font.get_linesize() + 4 * len(lines) <= height:
                return font, True
        return font, False


# --- placement -----------------------------------------------------------------------------


class PlacementScene(EntryScene):
    """One start tile per snake colour in priority order, plus Frame / Toggle / Bidding."""

    heading = "place your snakes"
    short_heading = "placing"

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        extras = session.state.variation.placement_extras
        self.modes = ("snakes", *(name for name in extras if name != "bids"))
        self.bid_colour = 0
        self.bid_note = ""  # where the chips of the last change came from or went
        super().__init__(app, session, seat, on_submit)

    def first_entry(self) -> PlacementEntry:
        if "bids" not in self.variation.placement_extras:
            return PlacementEntry()
        colours = self.spec.snake_colours
        share, left = divmod(CHIPS, len(colours))
        bids = tuple((c, share + (1 if i < left else 0)) for i, c in enumerate(colours))
        return PlacementEntry(bids=bids)

    def help_line(self) -> str:
        words = "Click tiles (or arrows + Space) in priority order · Backspace · Ctrl+Z/Y"
        if len(self.modes) > 1:
            words += f" · {self.mode_key()}: click mode"
        if self.variation.placement_extras == ("bids",):
            words += " · 1–4 colour, +/− chips"
        return words

    def picture(self) -> Picture:
        """The level's tiles, with your own toggles' flips shown as they would fall if no one
        else toggled (the others' toggles are hidden until the reveal)."""
        if not self.entry.toggles:
            return bare_picture(self.spec)
        board = BoardState.fresh(self.spec, self.state.board_index)
        starts = {cell: board.colours[cell] for cell in self.entry.tiles}
        toggle_colours(board, [self.entry], self.state.seed)
        board.colours.update(starts)  # your own snakes will sit there: those tiles hold
        return picture_of(board)

    def marks(self) -> Marks:
        entry: PlacementEntry = self.entry
        badges = [Badge(cell, str(rank + 1)) for rank, cell in enumerate(entry.tiles)]
        badges += [Badge(cell, "F", theme.WHITE) for cell in entry.frame]
        badges += [Badge(cell, "T", theme.WHITE) for cell in entry.toggles]
        highlights = [Highlight(cell) for cell in entry.tiles]
        highlights += [Highlight(frame_target(c), theme.WHITE) for c in entry.frame]
        frames = self.seen_frames(highlights)
        return Marks(badges=tuple(badges), highlights=frames, cursor=self.cursor)

    def act(self, cell: Cell) -> None:
        {"snakes": self.pick, "frame": self.frame, "toggles": self.toggle}[self.current_mode](cell)

    def pick(self, cell: Cell) -> None:
        """The colour rule as you click: one snake per colour, never on white or black."""
        tiles = list(self.entry.tiles)
        if cell in tiles:
            tiles.remove(cell)
        else:
            colour = self.spec.tile(cell).colour
            held = [c for c in tiles if self.spec.tile(c).colour == colour]
            if colour not in self.spec.snake_colours:
                self.message = (
                    f"{cell_name(cell)} is {COLOUR_NAMES[colour]}: snakes start on red, blue, "
                    "green or yellow tiles."
                )
                return
            if held:
                self.message = (
                    f"Your {COLOUR_NAMES[colour]} snake is on {cell_name(held[0])}: click it to "
                    "take it back first."
                )
                return
            tiles.append(cell)
        self.change(replace(self.entry, tiles=tuple(tiles)))

    def frame(self, cell: Cell) -> None:
        self.name_tile("frame", cell, MAX_FRAME, "frame tiles")  # the rules refuse low rows

    def toggle(self, cell: Cell) -> None:
        self.name_tile("toggles", cell, MAX_TOGGLES, "toggle tiles")

    def name_tile(self, field: str, cell: Cell, most: int, words: str) -> None:
        """A click names `cell` in the entry's `field`, or takes it back if named."""
        cells = list(getattr(self.entry, field))
        if cell in cells:
            cells.remove(cell)
            self.change(replace(self.entry, **{field: tuple(cells)}))
        elif len(cells) >= most:
            self.message = f"At most {most} {words}: click one to take it back."
        else:
            trial = replace(self.entry, **{field: (*cells, cell)})
            self.try_change(trial, field, len(cells))

    def take_back(self) -> None:
        field = {"snakes": "tiles", "frame": "frame", "toggles": "toggles"}[self.current_mode]
        items = getattr(self.entry, field)
        if items:
            self.change(replace(self.entry, **{field: items[:-1]}))

    # bids

    def build_extras(self, root: UIContainer, above: pygame.Rect) -> None:
        if "bids" not in self.variation.placement_extras:
            return
        colours = self.spec.snake_colours
        width = (above.width - 8) // 2
        top = above.top - 50 * len(colours) + (0 if len(self.modes) > 1 else 52)
        self.bid_rows_top = top
        for index, colour in enumerate(colours):
            row = pygame.Rect(above.left, top + index * 50, width, 42)
            name = COLOUR_NAMES[colour]
            less = UIButton(row, f"{name} −{BID_STEP}", self.app.ui, root)
            more = UIButton(row.move(width + 8, 0), f"{name} +{BID_STEP}", self.app.ui, root)
            self.extra_buttons[less] = self._bidder(colour, -BID_STEP)
            self.extra_buttons[more] = self._bidder(colour, BID_STEP)

    def panel_bottom(self) -> int:
        if "bids" in self.variation.placement_extras:
            return getattr(self, "bid_rows_top", super().panel_bottom()) - 8
        return super().panel_bottom()

    def _bidder(self, colour: str, change: int) -> Callable[[], None]:
        return lambda: self.change_bid(colour, change)

    def change_bid(self, colour: str, change: int) -> None:
        """Move chips between `colour` and the others, so the total stays at 100."""
        bids = dict(self.entry.bids)
        wanted = max(0, min(CHIPS, bids.get(colour, 0) + change))
        moved = wanted - bids.get(colour, 0)
        others = [c for c in self.spec.snake_colours if c != colour]
        given: list[str] = []
        for other in sorted(others, key=lambda c: -bids[c] if moved > 0 else bids[c]):
            if moved == 0:
                break
            give = min(bids[other], moved) if moved > 0 else max(-(CHIPS - bids[other]), moved)
            bids[other] -= give
            bids[colour] += give
            moved -= give
            if give:
                given.append(f"{abs(give)} {'from' if give > 0 else 'to'} {COLOUR_NAMES[other]}")
        name = COLOUR_NAMES[colour]
        if given:
            self.bid_note = f"{name} {change:+d} chips: " + ", ".join(given)
        else:
            self.bid_note = f"{name} stays at {bids[colour]} chips"
        self.change(replace(self.entry, bids=tuple(bids.items())))

    def key(self, event: pygame.event.Event) -> bool:
        if "bids" not in self.variation.placement_extras:
            return False
        colours = self.spec.snake_colours
        number = event.key - pygame.K_1
        if 0 <= number < len(colours):
            self.bid_colour = number
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_bid(colours[self.bid_colour], BID_STEP)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_bid(colours[self.bid_colour], -BID_STEP)
        else:
            return False
        return True

    def panel_lines(self) -> list[tuple[str, theme.Colour]]:
        entry: PlacementEntry = self.entry
        colours = ", ".join(COLOUR_NAMES[c] for c in self.spec.snake_colours)
        lines = [(f"One snake on each of: {colours}.", theme.TEXT)]
        for rank, cell in enumerate(entry.tiles):
            colour = COLOUR_NAMES[self.spec.tile(cell).colour]
            lines.append((f"{rank + 1}. {cell_name(cell)} ({colour})", theme.ACCENT))
        if len(self.modes) > 1:
            lines.append((f"Now: {MODE_WORDS[self.current_mode]}", theme.TEXT))
        if "frame" in self.modes:
            names = ", ".join(cell_name(c) for c in entry.frame) or "none"
            lines.append((f"Frame ({len(entry.frame)}/{MAX_FRAME}): {names}", theme.TEXT))
        if "toggles" in self.modes:
            names = ", ".join(cell_name(c) for c in entry.toggles) or "none"
            words = f"Toggles ({len(entry.toggles)}/{MAX_TOGGLES}): {names}"
            if entry.toggles:
                words += " (the board shows your flips)"
            lines.append((words, theme.TEXT))
        if entry.bids:
            bids = []
            for index, (colour, chips) in enumerate(entry.bids):
                mark = ">" if index == self.bid_colour else ""
                bids.append(f"{mark}{COLOUR_NAMES[colour]} {chips}")
            lines.append(("Bids: " + ", ".join(bids), theme.TEXT))
            lines.append(("The 100 chips stay 100: a colour's chips come from the others.",
                          theme.MUTED_TEXT))  # fmt: skip
            if self.bid_note:
                lines.append((f"Last change: {self.bid_note}", theme.ACCENT))
        lines += self.reason_lines()
        return lines


# --- movement ------------------------------------------------------------------------------


class MovementScene(EntryScene):
    """A sequence per snake with the live twist budget, plus Swap / Redirect / Quiz."""

    heading = "move your snakes"
    short_heading = "moving"

    def empty_question(self) -> str:
        return "Submit without any moves? Your snakes stay on their start tiles this board."

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        extras = session.state.variation.movement_extras
        self.modes = ("moves", *extras)
        self.active = 0
        self.question = 0
        self.swap_first: Cell | None = None
        board = session.state.boards[-1]
        self.snakes = board.snakes_of(seat)
        self.board = board
        self.booted = booted_from(session.record.boards[-1].placement, seat)
        super().__init__(app, session, seat, on_submit)
        if self.snakes:
            self.cursor = self.snakes[0].start

    def first_entry(self) -> MovementEntry:
        return MovementEntry(moves=("",) * len(self.snakes))

    def own(self) -> list[str]:
        return [snake.letter for snake in self.snakes]

    def help_line(self) -> str:
        if self.current_mode == "answers":
            question = self.spec.questions[self.question]
            takes = ANSWER_TAKES[QUESTION_KINDS[question.kind].answer]
            number = self.question + 1
            return f"Q{number}: type {takes} · Tab or Up/Down: next question · PgDn: back to moves"
        words = "Arrows or U/D/L/R move · Tab next snake · Backspace · Ctrl+Z/Y"
        if len(self.modes) > 1:
            words += f" · {self.mode_key()}: click mode"
        return words

    # what the player expects

    def picture(self) -> Picture:
        """The board as the player's own swaps and direction tiles would make it."""
        entry: MovementEntry = self.entry
        base = picture_of(self.board)
        swaps = [pair for pair in entry.swaps if not (set(pair) & crowded_swap_tiles(entry.swaps))]
        if swaps:
            colours, apples = swapped_board(self.board.colours, self.board.apples, swaps)
            base = replace(
                base, colours=tuple(sorted(colours.items())), apples=tuple(sorted(apples.items()))
            )
        if entry.redirects:
            base = replace(base, directions=tuple(sorted(entry.redirects)))
        return base

    def marks(self) -> Marks:
        entry: MovementEntry = self.entry
        previews = own_previews(self.board, self.seat, entry)
        path: tuple[Cell, ...] = ()
        highlights = []
        for index, preview in enumerate(previews):
            if index == self.active:
                path = preview.cells
            else:
                highlights += [Highlight(c, theme.WHITE) for c in preview.cells[1:]]
        badges = []
        for number, (first, second) in enumerate(entry.swaps):
            badges += [Badge(first, str(number + 1)), Badge(second, str(number + 1))]
        if self.swap_first is not None:
            highlights.append(Highlight(self.swap_first))
        frames = self.seen_frames(highlights)
        return Marks(path=path, badges=tuple(badges), highlights=frames, cursor=self.cursor)

    def budget(self) -> list[tuple[int, int]]:
        return twist_budget(self.state, self.seat, self.entry.moves)

    # input

    # Tab / Shift+Tab: the snakes

    def field_count(self) -> int:
        """Tab's fields: the quiz's questions while answering, else the snakes."""
        if self.current_mode == "answers":
            return len(self.spec.questions)
        return len(self.snakes)

    def field(self) -> int:
        return self.question if self.current_mode == "answers" else self.active

    def focus_field(self, index: int) -> None:
        if self.current_mode == "answers":
            self.choose_question(index)
            return
        self.active = index
        self.cursor = self.path_end()

    def key(self, event: pygame.event.Event) -> bool:
        if self.current_mode == "answers" and self._answer_key(event):
            return True
        elif self.current_mode == "moves" and event.key in ARROW_KEYS:
            self.add_move(ARROW_KEYS[event.key])
        elif self.current_mode == "moves" and event.key in LETTER_KEYS:
            self.add_move(LETTER_KEYS[event.key])
        else:
            return False
        return True

    def path_end(self) -> Cell:
        previews = own_previews(self.board, self.seat, self.entry)
        if self.active < len(previews):
            return previews[self.active].cells[-1]
        return self.snakes[self.active].start if self.snakes else self.cursor

    def add_move(self, direction: str) -> None:
        """Add a move unless the rules would refuse it (off the board, onto black, onto
        the snake's own path, or over the twist budget): then say why."""
        if not self.snakes:
            return
        moves = list(self.entry.moves)
        moves[self.active] += direction
        trial = replace(self.entry, moves=tuple(moves))
        preview = own_previews(self.board, self.seat, trial)[self.active]
        if preview.reason:
            self.message = preview.reason[:1].upper() + preview.reason[1:] + "."
            return
        _, allowed = self.budget()[self.active]
        used, _ = twist_budget(self.state, self.seat, trial.moves)[self.active]
        if used > allowed:
            self.message = self.no_twist_words()
            return
        self.message = self.start_tile_warning(preview.cells[-1])
        self.change(trial)
        self.cursor = preview.cells[-1]

    def start_tile_warning(self, cell: Cell) -> str:
        """A move onto another snake's start tile is allowed but always halts there."""
        mover = self.snakes[self.active].letter
        for snake in self.board.snakes:
            if snake.start == cell and snake.letter != mover:
                return (
                    f"Careful: snake {snake.letter} starts on {cell_name(cell)}, so snake "
                    f"{mover} halts before it and its apples are halved."
                )
        return ""

    def act(self, cell: Cell) -> None:
        mode = self.current_mode
        if mode == "swaps":
            self.swap_click(cell)
        elif mode == "redirects":
            self.redirect_click(cell)
        else:
            self.move_click(cell)

    def move_click(self, cell: Cell) -> None:
        for index, snake in enumerate(self.snakes):
            if snake.start == cell:
                self.active = index
                return
        end = self.path_end()
        for direction in DIRECTIONS:
            if step(end, direction) == cell:
                self.add_move(direction)
                return
        self.message = "Click a tile next to the end of the path (or one of your snakes)."

    def swap_click(self, cell: Cell) -> None:
        swaps = list(self.entry.swaps)
        named = [pair for pair in swaps if cell in pair]
        if named:
            swaps.remove(named[0])
            self.swap_first = None
            self.change(replace(self.entry, swaps=tuple(swaps)))
        elif self.swap_first is None:
            self.swap_first = cell
        elif manhattan(self.swap_first, cell) != 1:
            self.message = "A swap is two orthogonal neighbours: click a tile beside the first."
        elif len(swaps) >= MAX_SWAPS:
            self.message = f"At most {MAX_SWAPS} swaps: click one to take it back."
            self.swap_first = None
        else:
            swaps.append((self.swap_first, cell))
            self.swap_first = None
            self.try_change(replace(self.entry, swaps=tuple(swaps)), "swaps", len(swaps) - 1)

    def redirect_click(self, cell: Cell) -> None:
        """Each click turns the tile: none → clockwise → anticlockwise → none."""
        redirects = dict(self.entry.redirects)
        now = redirects.pop(cell, "")
        following = {"": "cw", "cw": "ccw", "ccw": ""}[now]
        if following and now == "" and len(redirects) >= MAX_REDIRECTS:
            self.message = f"At most {MAX_REDIRECTS} direction tiles: click one to lift it."
            return
        if following:
            redirects[cell] = following
        trial = replace(self.entry, redirects=tuple(redirects.items()))
        self.try_change(trial, "redirects", list(redirects).index(cell) if following else -1)

    def take_back(self) -> None:
        mode = self.current_mode
        if mode == "moves" and self.snakes:
            moves = list(self.entry.moves)
            moves[self.active] = moves[self.active][:-1]
            self.change(replace(self.entry, moves=tuple(moves)))
            self.cursor = self.path_end()
        elif mode in ("swaps", "redirects") and getattr(self.entry, mode):
            self.change(replace(self.entry, **{mode: getattr(self.entry, mode)[:-1]}))
            self.swap_first = None

    def choose_question(self, index: int) -> None:
        """The question the keys answer now; the help line says what it takes."""
        self.question = index
        self.arrange()

    def no_twist_words(self) -> str:
        """Why a move that would twist once more is refused: the snake's own bids, or the
        board's cap shared by all the player's snakes ("Snake G has no twist left" read as
        G's own limit while another snake had spent them)."""
        letter = self.snakes[self.active].letter
        if self.variation.twists == "bids":
            return f"Snake {letter} has no twist left (its bids allow no more)."
        cap = self.spec.twist_cap
        return (
            f"Your snakes have no twist left: they share {plural(cap, 'twist')} on this "
            "board, all used (Backspace takes a move back)."
        )

    def _answer_key(self, event: pygame.event.Event) -> bool:
        questions = self.spec.questions
        if not questions:
            return False
        if event.key in (pygame.K_UP, pygame.K_DOWN):  # Tab too (field_count)
            step = 1 if event.key == pygame.K_DOWN else -1
            self.choose_question((self.question + step) % len(questions))
            return True
        answers = list(self.entry.answers) + [""] * (len(questions) - len(self.entry.answers))
        if event.key == pygame.K_BACKSPACE:
            answers[self.question] = answers[self.question][:-1]
        elif getattr(event, "unicode", "") and event.unicode.isalnum():
            if len(answers[self.question]) >= MAX_ANSWER:
                return True
            answers[self.question] += event.unicode
        else:
            return types_text(event)  # the answer takes every typing key: no shortcut fires
        self.change(replace(self.entry, answers=tuple(answers)))
        return True

    # drawing

    def panel_lines(self) -> list[tuple[str, theme.Colour]]:
        entry: MovementEntry = self.entry
        lines: list[tuple[str, theme.Colour]] = []
        budget = self.budget()
        per_snake = self.variation.twists == "bids"
        if per_snake:
            lines.append(("Twists: each snake its own, from the bids", theme.TEXT))
        else:
            used = sum(count_twists(m) for m in entry.moves)
            cap = self.spec.twist_cap
            lines.append((f"Twists used: {used} of {cap} (all your snakes)", theme.TEXT))
        claims = expected_claims(self.state, self.seat, entry)
        for index, snake in enumerate(self.snakes):
            moves = entry.moves[index] if index < len(entry.moves) else ""
            moving = self.current_mode != "answers"  # one "> ": what the keys change now
            mark = "> " if index == self.active and moving else "  "
            where = f"{COLOUR_NAMES[snake.colour]}, {cell_name(snake.start)}"
            if snake.rank in self.booted:  # beside its tile: why it is not the one chosen
                where += f"; {self.booted_words(snake.rank)}"
            text = f"{mark}{snake.letter} ({where}):"
            text += f" {moves or '—'}"
            if per_snake:
                used, allowed = budget[index]
                text += f" · twists {used} of {allowed}"
            if moves and index < len(claims):
                claim = claims[index]
                text += f" · on the way: {plural(claim.apples, 'apple')}"
                if claim.score != claim.apples:  # Addition
                    text += f", digit sum {claim.score}"
                text += stop_words(claim.stop)
            lines.append((text, theme.ACCENT if index == self.active else theme.TEXT))
        if any(entry.moves):
            lines.append(("(on the way: if no other snake moves)", theme.MUTED_TEXT))
        if len(self.modes) > 1:
            lines.append((f"Now: {MODE_WORDS[self.current_mode]}", theme.TEXT))
        if "swaps" in self.modes:
            names = ", ".join(f"{cell_name(a)}-{cell_name(b)}" for a, b in entry.swaps) or "none"
            lines.append((f"Swaps ({len(entry.swaps)}/{MAX_SWAPS}): {names}", theme.TEXT))
        if "redirects" in self.modes:
            names = ", ".join(f"{cell_name(c)} {t}" for c, t in entry.redirects) or "none"
            count = len(entry.redirects)
            lines.append((f"Direction tiles ({count}/{MAX_REDIRECTS}): {names}", theme.TEXT))
        lines += self.question_lines()
        lines += self.reason_lines()
        return lines

    def booted_words(self, rank: int) -> str:
        origin, tie = self.booted[rank]
        why = "a tie" if tie else "lower priority"
        return f"booted from {cell_name(origin)}, {why}"

    def question_lines(self) -> list[tuple[str, theme.Colour]]:
        """Each question with its answer first (so that a crowded panel cuts the wording,
        never the answer), and a refused answer's reason under it in the refusal colour."""
        entry: MovementEntry = self.entry
        letters = self.board.letters
        colours = self.spec.snake_colours
        lines: list[tuple[str, theme.Colour]] = []
        for number, question in enumerate(self.spec.questions):
            answer = entry.answers[number] if number < len(entry.answers) else ""
            chosen = number == self.question and self.current_mode == "answers"
            form = f" ({answer_form(question, letters, colours)})"  # every one, up front
            lines.append(
                (
                    f"{'> ' if chosen else ''}Q{number + 1} answer: {answer or '—'}{form} · "
                    f"{question.points} pts · {wording(question)}",
                    theme.TEXT,
                )
            )
            problem = answer_problem(question, answer, letters, colours) if answer else ""
            if problem and answer.lower().endswith("m") and self.current_mode == "answers":
                problem += " · M types into the answer here: PgDn goes back to moves"
            if problem:
                lines.append((f"Q{number + 1}: {problem}", theme.DANGER))
        return lines

    def reason_lines(self) -> list[tuple[str, theme.Colour]]:
        """The rules' refusals but the answers' (said under their questions)."""
        return [line for line in super().reason_lines() if not line[0].startswith("question ")]


def stop_words(stop: ev.Halted | ev.Stopped | None) -> str:
    """Where the previewed sequence ends early, so the planned path does not mislead."""
    if isinstance(stop, ev.Halted):
        return f" · halts at step {stop.step} before {cell_name(stop.target)} (apples halved)"
    if isinstance(stop, ev.Stopped):
        return f" · stops at step {stop.step} on {cell_name(stop.cell)}"
    return ""
