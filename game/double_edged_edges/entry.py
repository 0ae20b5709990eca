"""The private entry screens of a Double-edged Edges match: a round's move, and the vote.

Pushed by the match flow right after the curtain for one seat; they show only what is
public (positions, points, garnets, the partner grid) and on submit hand the entry to the
session, close, and call `on_submit`:

    app.push(MoveEntryScene(app, session, seat, on_submit=lambda: None))

The screen never decides a rule: the panel shows the session's own check of the draft
(`entry_problems`, the same one the match-file reader uses) and the rules' `preview` of
where you and your partner would land if nobody else moved.

Keys: Tab or 1/2 partner · Left/Right direction · Up/Down amount · +/- bet · Ctrl+Z/Ctrl+Y
undo/redo · H fills in the move a hard bot would make (a hint: partner, direction and amount,
never a bet) · D the defaults (after a yes) · Enter submits (asking first while the entry is
still the defaults).
Every key has a button.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.double_edged_edges.bot import choose_submission
from game.double_edged_edges.draw import (
    ARROW_LANES,
    ARROW_ROOM,
    BOX_HEIGHT,
    LEAST_TOKEN,
    MAX_BOX_HEIGHT,
    MAX_CELL,
    MIN_TOKEN,
    OFF_CELLS,
    PACKED_TOKEN,
    SPACE_LABEL,
    Arrow,
    GridView,
    PlatformView,
    Token,
    player_marks,
    type_legend,
)
from game.double_edged_edges.events import DUMB, plural
from game.double_edged_edges.rules import (
    MAX_AMOUNT,
    Preview,
    Submission,
    default_submission,
    end_towards,
    preview,
    shift,
)
from game.double_edged_edges.session import MatchSession
from game.table.session import EntryRefused
from game.ui import theme
from game.ui.board_view import KeyToggle
from game.ui.dialogs import ConfirmScene
from game.ui.entry import EntryScreen
from game.ui.event_log import wrap_text
from game.ui.layout_record import show_image
from game.ui.scene import Scene
from game.ui.standings import PAD as STRIP_PAD
from game.ui.standings import TEXT_SIZES, StandingsStrip
from game.ui.table_layout import beside_panel, board_room, portrait, side_panel
from game.ui.text import (
    LayerTexts,
    blit_text,
    blit_wrapped,
    clip_text,
    largest_font,
    offer_whole_text,
)
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host

HEADING_BOTTOM = 78
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
BET_UP = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_PAGEUP)
BET_DOWN = (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_PAGEDOWN)
GAP = 8
COMPACT_BELOW = 700  # window heights under this get the panel's compact spacing
LABEL_PADDING = 6  # the button border and the room pygame-gui keeps around its text
NAME_MARGIN = 8  # a partner's name keeps this clear of each end of its button
PARTNERS = ("right", "below")  # the partner buttons' keys
SMALL_BUTTON = 16  # the "@small_button" look's font size (assets/theme.json)
TINY_BUTTON = 12  # the "@tiny_button" look's
PLATFORM_ROWS = 3  # tokens a space shows at the least before its stack folds ("+N")
STACK_BELOW = 1000  # narrower windows: the platform across the whole width (as the reveal)
BAND_ROW = 30  # the controls' rows there, in a band under the platform
STACKED_TOP = 58  # there the heading is one line and the title says the round
BAND_CAPTIONS = (
    "Amount (Up/Down) · bet (+/-)",
    "Amount (Up/Down), bet (+/-)",
    "Up/Down amount, +/- bet",
)
KEY_CHIP = (110, 26)  # there the key folds behind a chip
BAND_LABEL = 20  # the band's caption line
PREVIEW_SIZES = (17, 15, 14, 13, 12)  # px: the preview's sizes, largest first
SIGN_GAP = 6  # px between a preview's last row and its page sign ("1/2 · M: more")
PREVIEW_GROWTH = 40  # two more preview lines over Submit, where the platform has room
HELP_LINE = 22  # the stacked heading's help line
GRID_CAPTION = 24  # the caption above the partner grid
GIVEN_WAY = (0, HELP_LINE, HELP_LINE + GRID_CAPTION)  # room won: nothing, help, both


def panel_rect(size: tuple[int, int]) -> pygame.Rect:
    return side_panel(size, 320, 420, share=1 / 3, portrait_share=0.47)


def stacked(size: tuple[int, int]) -> bool:
    """A narrow landscape window: the platform takes the whole width, the controls sit in
    a band under it and the partner grid, the key and the standings under the band."""
    return size[0] < STACK_BELOW and not portrait(size)


def band_height() -> int:
    return BAND_LABEL + 3 * BAND_ROW + 2 * 6 + 6


def platform_heights(
    width: int, spaces: int, players: int, rows: int = PLATFORM_ROWS
) -> tuple[int, int]:
    """A platform `width` wide: its least height (PLATFORM_ROWS tokens a space before a
    stack folds) and its height with every player in one stack, at the token size the
    platform draws at that width (see PlatformView.fit)."""
    cell = max(12, min(MAX_CELL, width // (spaces + 2 * OFF_CELLS)))
    token = (MIN_TOKEN if cell - 2 >= MIN_TOKEN else LEAST_TOKEN) + 2
    box = max(BOX_HEIGHT, min(MAX_BOX_HEIGHT, cell * 3 // 4)) + SPACE_LABEL + ARROW_ROOM
    return box + min(players, rows) * token, box + players * token


def packed_height(width: int, spaces: int, players: int) -> int:
    """A platform `width` wide: the height at which `players` tokens on one space pack side
    by side within it (PlatformView.packed_over) with no "+N" chip."""
    cell = max(12, min(MAX_CELL, width // (spaces + 2 * OFF_CELLS)))
    across = max(1, (cell + 2) // (PACKED_TOKEN + 2))
    rows = -(-players // across)
    room = rows * (PACKED_TOKEN + 2) - 2 - (ARROW_ROOM - ARROW_LANES)
    return max(BOX_HEIGHT, min(MAX_BOX_HEIGHT, cell * 3 // 4)) + SPACE_LABEL + ARROW_ROOM + room


def compact(size: tuple[int, int]) -> bool:
    """The panel's compact spacing: a short window, or a phone held upright."""
    return size[1] < COMPACT_BELOW or portrait(size)


def left_area(size: tuple[int, int]) -> pygame.Rect:
    return board_room(size, panel_rect(size), HEADING_BOTTOM)


def title_font(app: Host, title: str, width: int) -> tuple[pygame.font.Font, str]:
    """The title ("Name: round 2") whole in `width` at the largest size from 30 px down
    to 20; where even 20 px is too wide, the name alone (the platform's caption says the
    round)."""
    sizes = range(30, 19, -2)
    for text in (title, title.split(": ")[0]):
        font = largest_font(app.font, text, width, sizes)
        if font.size(text)[0] <= width:
            return font, text
    return font, text


def draw_seat_heading(
    surface: pygame.Surface, app: Host, mark: int, title: str, help_line: str, width: int
) -> None:
    """The seat's mark, the title and a muted help line (the entry screens' heading)."""
    rect = pygame.Rect(16, 12, 44, 44)
    theme.draw_player_mark(
        surface, rect, theme.seat_mark(mark, app.settings.colour_blind), app.font(28, True)
    )
    font, title = title_font(app, title, width)
    blit_text(surface, font, clip_text(font, title, width), theme.TEXT, (72, 8))
    font = app.font(18)
    # a help line with a shorter form ("long|short") gives way to it before it is cut
    lines = help_line.split("|")
    shown = next((line for line in lines if font.size(line)[0] <= width), lines[-1])
    blit_text(surface, font, clip_text(font, shown, width), theme.MUTED_TEXT, (72, 50))


def fit_label(button: UIButton, shorter: str) -> None:
    """A label too wide for its button gives way to `shorter` (clipped if need be)."""
    room = button.rect.width - LABEL_PADDING
    font = button.font
    if font is not None and font.size(button.text)[0] > room:
        button.set_text(clip_text(font, shorter, room))


def standings(session: MatchSession) -> list[str]:
    """Each player's public numbers, for the partner grid's second line."""
    state = session.state
    return [
        f"{plural(points, 'point')} · {plural(garnets, 'garnet')}"
        for points, garnets in zip(state.points, state.garnets, strict=True)
    ]


DEFAULTS = Submission("R", 1, -1)  # what `take_defaults` hands in: the session's defaults


class MoveEntryScene(EntryScreen):
    """One player's move for the round: partner, direction, amount and bet."""

    portrait_height = 1000  # the platform, the partner grid, the key, and under them the panel

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        super().__init__(app, session, seat, on_submit)
        state = session.state
        self.name = state.names[seat]
        self.title = f"{self.name}: round {state.round_number}"
        self.marks = player_marks(session.seats)
        self.platform = PlatformView(
            state.level, pygame.Rect(0, 0, 100, 100), self.marks, app.font, names=state.names
        )
        self.grid = GridView(state.seating, state.names, self.marks, app.font)
        self.grid.seat = seat
        self.legends = (type_legend(app.font(15)), type_legend(app.font(13), short=True))
        self.legend = self.legends[0]
        # folded behind a chip on a narrow screen (`stacked`); the kit's entry handles F1
        self.key_chip = self.key_toggle = KeyToggle(self.legend)
        self.help_shown = True  # the stacked heading's help line (`stacked_areas`)
        self.grid_caption_shown = True  # … and the grid's caption
        self.buttons: dict[str, UIButton] = {}
        self.hint = ""  # what the last hint changed, until the entry changes again
        self.short_hint = ""  # the same in the stacked screen's low preview
        self.least_hint_amount = 1  # a guided lesson asking for a longer move raises it
        self.preview_page = 0  # the page shown of a preview too long for its room
        self.preview_pages = 0  # how many pages it takes (0: the whole preview fits)
        self.hint_to_show = False  # H: the preview shows its first page (the hint on it)
        self.crowds: list[str] = []  # W: who stands on each folded ("+N") space, listed
        self._image: tuple[tuple, pygame.Surface] | None = None
        self.image_texts = LayerTexts()

    def first_entry(self) -> Submission:
        """The defaults, with the partner this player picked last round (the seating stays:
        a partner picked below you stays picked, as in the guided match's lesson)."""
        state = self.session.state
        start = default_submission(state, self.seat)
        if not state.results or state.results[-1].defaulted[self.seat]:
            return start
        partner = state.results[-1].submissions[self.seat].partner
        if state.seating.side_of(self.seat, partner) is None:
            return start
        return replace(start, partner=partner)

    def is_empty(self) -> bool:
        """An entry still as it opened is asked about before it goes in."""
        return self.entry == self.first_entry()

    def defaults_words(self) -> str:
        state = self.session.state
        partner = state.names[state.seating.right_of(self.seat)]
        return f"right 1 with {partner}, no bet"

    def empty_question(self) -> str:
        first = self.first_entry()
        if first == default_submission(self.session.state, self.seat):
            return f"You changed nothing: submit the defaults ({self.defaults_words()})?"
        words = self.move_words(first)
        return f"You changed nothing: submit {words} (last round's partner), no bet?"

    def entry_restored(self) -> None:
        self.hint = self.short_hint = ""
        self.refresh()

    def send(self, entry: Submission) -> None:
        self.session.submit(self.seat, None if entry is DEFAULTS else entry)

    # Tab / Shift+Tab: the two partners

    def field_count(self) -> int:
        return 2

    def field(self) -> int:
        right, _ = self.session.state.seating.partners_of(self.seat)
        return 0 if self.entry.partner == right else 1

    def focus_field(self, index: int) -> None:
        self.choose_partner(index)

    # layout

    def areas(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Platform, partner grid and key, top to bottom on the left, the standings strip
        under them. The key gets its whole height first (all three types are always
        listed), then the platform room for three tokens a space and the grid a readable
        row each; the strip takes what is left, scrolling when that is too low for all of
        it, and whatever the strip leaves goes to the platform's stacks."""
        if stacked(self.app.size):
            return self.stacked_areas()
        self.key_chip.fold(None)
        area = left_area(self.app.size)
        full, short = self.legends
        # the full words when they fit two to a row, else the short ones: the platform keeps
        # its room for the stacks and arrows
        self.legend = full if full.columns_for(area.width) >= 2 else short
        key_height = self.legend.height_for(area.width)
        rows = self.session.state.seating.rows
        least_grid = self.grid.least_height(area.width)  # every name whole
        players = self.session.state.players
        platform_least, platform_full = platform_heights(
            area.width, self.session.state.level.spaces, players
        )
        least_platform = platform_least
        taken = key_height + 12 + 24 + least_platform + 32 + least_grid + GAP
        strip_room = max(area.height - taken, self.strip_least(area.width))
        self.strip_in(pygame.Rect(area.left, area.top, area.width, strip_room))
        self.strip_rect.bottom = area.bottom
        if self.strip_rect.height:
            area.height -= self.strip_rect.height + GAP
        key = pygame.Rect(area.left, area.bottom - key_height, area.width, key_height)
        bottom = key.top - 12
        height = bottom - area.top - 24 - 32  # the captions above the platform and grid
        # the platform first up to one stack of everyone (no "+N" while there is room),
        # then the grid up to a roomy row each, then larger tokens
        platform_height = min(platform_full, height - least_grid)
        grid_height = max(least_grid, min(rows * 56, height - platform_height))
        platform_height = max(platform_height, min(150 + players * 28, height - grid_height))
        platform = pygame.Rect(area.left, area.top + 24, area.width, platform_height)
        grid = pygame.Rect(area.left, platform.bottom + 32, area.width, grid_height)
        return platform, grid, key

    def stacked_areas(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The stacked screen (`stacked`): under a one-line heading the platform across
        the whole width, the controls' band under it, then the partner grid across the
        width and under it the standings beside the key, folded behind a chip (F1 opens
        it over the platform). The grid gets a readable row each, the band its rows, the
        standings three lines; the platform the rest up to one stack of everyone, then the
        grid and the standings."""
        width, height = self.app.size
        state = self.session.state
        self.legend = self.legends[0]
        self.key_chip.legend = self.legend
        strip_width = width - 32 - KEY_CHIP[0] - GAP
        rows = state.seating.rows
        least_grid = self.grid.least_height(width - 32)
        foot = self.strip_least(strip_width)
        below = GRID_CAPTION + least_grid + GAP + foot
        # three rows of packed tokens a space at the least (a stack packs its tokens side
        # by side before it folds); where two-line names leave less, the help line goes
        # (the buttons name their keys) and then two rows
        least, most = platform_heights(width - 32, state.level.spaces, state.players, rows=0)
        fixed = 8 + band_height() + 2 * GAP + below
        # where everyone on one space (the start, in round 1) would fold behind "+N", the
        # help line gives way, then the grid's caption (its partners say "(right)" and
        # "(below)"), if that lets them all be seen
        whole = min(most, packed_height(width - 32, state.level.spaces, state.players))
        room = height - STACKED_TOP - fixed
        given = next((n for n, more in enumerate(GIVEN_WAY) if room + more >= whole), None)
        self.help_shown = room >= least + 3 * (PACKED_TOKEN + 2) if given is None else given == 0
        self.grid_caption_shown = given is None or given < 2
        if not self.grid_caption_shown:
            below -= GRID_CAPTION
        top = STACKED_TOP if self.help_shown else STACKED_TOP - HELP_LINE
        area = pygame.Rect(16, top, width - 32, height - top - 8)
        least += 2 * (PACKED_TOKEN + 2)
        room = area.height - band_height() - 2 * GAP - below
        platform = pygame.Rect(area.left, area.top, area.width, max(least, min(most, room)))
        growth = max(0, min(PREVIEW_GROWTH, room - platform.height))  # room the stacks leave
        self.band = pygame.Rect(
            area.left, platform.bottom + GAP, area.width, band_height() + growth
        )
        top = self.band.bottom + GAP + (GRID_CAPTION if self.grid_caption_shown else 0)
        spare = area.bottom - top - least_grid - GAP - foot
        grid_rows = least_grid + max(0, min(spare, rows * 40 - least_grid))
        grid = pygame.Rect(area.left, top, area.width, grid_rows)
        chip = pygame.Rect(area.left, grid.bottom + GAP, *KEY_CHIP)
        self.key_chip.fold(chip)
        side = pygame.Rect(chip.right + GAP, chip.top, strip_width, area.bottom - chip.top)
        self.strip_in(side)
        return platform, grid, pygame.Rect(chip.left, chip.top, 0, 0)

    def strip_least(self, width: int) -> int:
        """The standings strip's least height: whole, or three lines at 12 px (its label's
        and two players': a panel never shows under three lines)."""
        strip = StandingsStrip(self.app, TEXT_SIZES[-1])
        line = strip.font.get_linesize() + 4
        return min(strip.height_for(self.standings(), width), 3 * line + 2 * STRIP_PAD)

    def build(self, root: UIContainer) -> None:
        panel = panel_rect(self.app.size)
        self._image = None
        self.platform.fit(self.areas()[0])
        self.platform.colour_blind = self.grid.colour_blind = self.app.settings.colour_blind
        if stacked(self.app.size):
            self.make_buttons(root, *self.band_specs())
            return
        left, width = panel.left + 16, panel.width - 32
        half = (width - GAP) // 2
        # a short window packs the controls closer, so the preview under them keeps room
        tall, row, gap = (40, 38, 28) if compact(self.app.size) else (56, 44, 34)
        y = panel.top + 40
        labels, look = self.partner_labels(width - LABEL_PADDING)
        specs = [
            ("right", pygame.Rect(left, y, width, tall), labels[0]),
            ("below", pygame.Rect(left, y + tall + 6, width, tall), labels[1]),
        ]
        y += 2 * tall + 6 + gap + 2
        specs += [
            ("L", pygame.Rect(left, y, half, row), "< Left"),
            ("R", pygame.Rect(left + half + GAP, y, half, row), "Right >"),
        ]
        y += row + gap
        specs += [
            ("less", pygame.Rect(left, y, 56, row), "-"),
            ("more", pygame.Rect(left + width - 56, y, 56, row), "+"),
        ]
        self.amount_centre = (left + width // 2, y + row // 2)
        y += row + gap
        specs += [
            ("bet-", pygame.Rect(left, y, 56, row), "-"),
            ("bet+", pygame.Rect(left + width - 56, y, 56, row), "+"),
        ]
        self.bet_centre = (left + width // 2, y + row // 2)
        self.preview_top = y + row + 12
        bottom = panel.bottom - 16
        specs += [
            ("submit", pygame.Rect(left, bottom - 52, width, 52), "Submit (Enter)"),
            ("suggest", pygame.Rect(left, bottom - 52 - GAP - 40, half, 40), "Hint (H)"),
            ("defaults", pygame.Rect(left + half + GAP, bottom - 52 - GAP - 40, half, 40),
             "Defaults (D)"),
        ]  # fmt: skip
        self.preview_bottom = bottom - 52 - GAP - 40 - 8
        self.preview_left, self.preview_width = left, width
        self.make_buttons(root, specs, look)

    def make_buttons(
        self, root: UIContainer, specs: list[tuple[str, pygame.Rect, str]], look: str | None
    ) -> None:
        """The panel's (or the band's) buttons; the partners' in `look`."""
        small = {"suggest", "defaults"} if stacked(self.app.size) else set()
        self.buttons = {
            key: UIButton(
                rect,
                label,
                self.app.ui,
                container=root,
                object_id=look if key in PARTNERS else "@small_button" if key in small else None,
            )
            for key, rect, label in specs
        }
        for key, (_, _, label) in zip(PARTNERS, specs, strict=False):
            fit_label(self.buttons[key], label)  # only names over the limit (older saves)
        self.refresh()

    def band_specs(self) -> tuple[list[tuple[str, pygame.Rect, str]], str | None]:
        """The stacked screen's controls in three columns under the platform: partners and
        direction; amount, bet, hint and defaults; the preview over Submit."""
        band = self.band
        left, gap = band.left + 8, 6
        first_row = band.bottom - 6 - 3 * BAND_ROW - 2 * gap  # a taller band: a taller preview
        rows = [first_row + i * (BAND_ROW + gap) for i in range(3)]
        first = min(290, band.width * 2 // 5)
        second = 220
        labels, look = self.partner_labels(first - LABEL_PADDING)
        half = (first - GAP) // 2
        middle = left + first + 12
        third = middle + second + 12
        pair = (second - GAP) // 2
        specs = [
            ("right", pygame.Rect(left, rows[0], first, BAND_ROW), labels[0]),
            ("below", pygame.Rect(left, rows[1], first, BAND_ROW), labels[1]),
            ("L", pygame.Rect(left, rows[2], half, BAND_ROW), "< Left"),
            ("R", pygame.Rect(left + half + GAP, rows[2], half, BAND_ROW), "Right >"),
            ("less", pygame.Rect(middle, rows[0], 44, BAND_ROW), "-"),
            ("more", pygame.Rect(middle + second - 44, rows[0], 44, BAND_ROW), "+"),
            ("bet-", pygame.Rect(middle, rows[1], 44, BAND_ROW), "-"),
            ("bet+", pygame.Rect(middle + second - 44, rows[1], 44, BAND_ROW), "+"),
            ("suggest", pygame.Rect(middle, rows[2], pair, BAND_ROW), "Hint (H)"),
            ("defaults", pygame.Rect(middle + pair + GAP, rows[2], pair, BAND_ROW),
             "Defaults (D)"),
            ("submit", pygame.Rect(third, rows[2], band.right - 8 - third, BAND_ROW),
             "Submit (Enter)"),
        ]  # fmt: skip
        self.amount_centre = (middle + second // 2, rows[0] + BAND_ROW // 2)
        self.bet_centre = (middle + second // 2, rows[1] + BAND_ROW // 2)
        self.preview_top, self.preview_bottom = band.top + 2, rows[2] - 4
        self.preview_left, self.preview_width = third, band.right - 8 - third
        self.band_columns = (left, middle)
        self.band_label_top = first_row - BAND_LABEL  # clear of the buttons under it
        return specs, look

    def partner_labels(self, room: int) -> tuple[tuple[str, str], str | None]:
        """The two partner buttons' labels and their look: the longest words that set both
        names whole in `room` px, in the buttons' own font, else their small one, else
        their 12 px one (16 W's beside "2 · Below:" on an 800×600 screen)."""
        right, below = self.session.state.seating.partners_of(self.seat)
        names = self.session.state.names
        room -= 2 * NAME_MARGIN  # a last W set flush on the border reads as cut
        forms = [
            (f"1 · Right of you: {names[right]}", f"2 · Below you: {names[below]}"),
            (f"1 · Right: {names[right]}", f"2 · Below: {names[below]}"),
        ]
        looks = ((22, None), (SMALL_BUTTON, "@small_button"), (TINY_BUTTON, "@tiny_button"))
        for size, look in looks:
            font = self.app.font(size, True)
            for labels in forms:
                if all(font.size(label)[0] <= room for label in labels):
                    return labels, look
        return forms[-1], "@small_button"

    def refresh(self) -> None:
        """Buttons show the draft: the chosen partner and direction selected."""
        if not self.buttons:
            return
        right, _ = self.session.state.seating.partners_of(self.seat)
        chosen = {
            "right": self.entry.partner == right,
            "below": self.entry.partner != right,
            "L": self.entry.direction == "L",
            "R": self.entry.direction == "R",
        }
        for key, on in chosen.items():
            button = self.buttons[key]
            if on and not button.is_selected:
                button.select()
            elif not on and button.is_selected:
                button.unselect()
        held = self.session.state.garnets[self.seat]
        self._enable(self.buttons["bet+"], self.entry.bet < held)
        self._enable(self.buttons["bet-"], self.entry.bet > 0)
        self._enable(self.buttons["less"], self.entry.amount > 1)
        self._enable(self.buttons["more"], self.entry.amount < MAX_AMOUNT)

    @staticmethod
    def _enable(button: UIButton, on: bool) -> None:
        if on and not button.is_enabled:
            button.enable()
        elif not on and button.is_enabled:
            button.disable()

    # changing the draft

    def change(self, **fields: object) -> None:
        changed = replace(self.entry, **fields)
        if changed == self.entry:
            return
        self.entry = changed  # the kit makes it an undo step and saves the draft
        self.message = ""
        if self.hint and set(fields) == {"bet"}:  # the bet the hint left to you: it stays
            self.hint = f"{self.short_hint} {self.hint_bet_words()}"
        else:
            self.hint = self.short_hint = ""
        self.refresh()

    def choose_partner(self, side: int) -> None:
        self.change(partner=self.session.state.seating.partners_of(self.seat)[side])

    def step_amount(self, step: int) -> None:
        self.change(amount=min(MAX_AMOUNT, max(1, self.entry.amount + step)))

    def step_bet(self, step: int) -> None:
        held = self.session.state.garnets[self.seat]
        self.change(bet=min(held, max(0, self.entry.bet + step)))

    def suggest(self) -> None:
        """The move a hard bot in this seat would make (public information only), undoable;
        a move of the player's own is replaced only after a yes. A hint never bets: the
        garnets at stake stay the player's own choice."""
        state = self.session.state
        idea = choose_submission(state, self.seat, "hard")
        amount = max(idea.amount, self.least_hint_amount)  # agrees with the lesson shown
        hinted = replace(self.entry, direction=idea.direction, amount=amount, partner=idea.partner)
        if self.own_move() and hinted != self.entry:
            question = (
                f"Replace your move ({self.move_words(self.entry)}) with the hint's "
                f"({self.move_words(hinted)})?"
            )
            self.app.push(ConfirmScene(self.app, question, lambda: self.take_hint(hinted)))
            return
        self.take_hint(hinted)

    def own_move(self) -> bool:
        """The direction, amount or partner changed by the player since the entry opened."""
        start = self.first_entry()
        return replace(self.entry, bet=start.bet) != start

    def move_words(self, move: Submission) -> str:
        side = "right" if move.direction == "R" else "left"
        return f"{side} {move.amount} with {self.session.state.names[move.partner]}"

    def take_hint(self, hinted: Submission) -> None:
        self.change(direction=hinted.direction, amount=hinted.amount, partner=hinted.partner)
        self.short_hint = f"Hint: {self.move_words(hinted)}."
        self.hint = f"{self.short_hint} {self.hint_bet_words()}"
        self.hint_to_show = True

    def hint_bet_words(self) -> str:
        """What a hint says of the bet: it never makes one."""
        held = self.session.state.garnets[self.seat]
        garnets = plural(held, "garnet")
        if not held:
            return "You hold no garnets, so nothing is bet."
        return f"The bet is left to you: {self.entry.bet} bet of the {garnets} you hold."

    def problems(self) -> list[str]:
        return self.session.entry_problems(self.seat, self.entry)

    def take_defaults(self) -> None:
        """D: the defaults, after a yes (which also says when it drops an entry made here)."""
        if self.entry == default_submission(self.session.state, self.seat):
            question = f"Submit the defaults ({self.defaults_words()})?"
        else:
            question = f"Drop your entry and submit the defaults ({self.defaults_words()})?"
        self.app.push(ConfirmScene(self.app, question, lambda: self.submit_now(DEFAULTS)))

    # events

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self.press(key)
                    return True
            return False
        if event.type == pygame.MOUSEWHEEL and self.preview_area().collidepoint(self.hover):
            return self.scroll_preview(-event.y)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "mod", 0))
        return False

    def scroll_preview(self, pages: int) -> bool:
        """The preview too long for its room moves `pages` pages (False when it fits)."""
        if not self.preview_pages:
            return False
        self.preview_page = max(0, min(self.preview_pages - 1, self.preview_page + pages))
        return True

    def next_preview_page(self) -> None:
        """M: the preview's next page; after the last, the first again."""
        if self.preview_pages:
            self.preview_page = (self.preview_page + 1) % self.preview_pages

    def press(self, key: str) -> None:
        actions: dict[str, Callable[[], None]] = {
            "right": lambda: self.choose_partner(0),
            "below": lambda: self.choose_partner(1),
            "L": lambda: self.change(direction="L"),
            "R": lambda: self.change(direction="R"),
            "less": lambda: self.step_amount(-1),
            "more": lambda: self.step_amount(1),
            "bet-": lambda: self.step_bet(-1),
            "bet+": lambda: self.step_bet(1),
            "submit": self.submit,
            "defaults": self.take_defaults,
            "suggest": self.suggest,
        }
        actions[key]()

    def key(self, key: int, mod: int) -> bool:
        if key in (pygame.K_1, pygame.K_2):
            self.choose_partner(key - pygame.K_1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.change(direction="L" if key == pygame.K_LEFT else "R")
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.step_amount(1 if key == pygame.K_UP else -1)
        elif key in BET_UP or key in BET_DOWN:
            self.step_bet(1 if key in BET_UP else -1)
        elif key in ENTER_KEYS:
            self.submit()
        elif key == pygame.K_d:
            self.take_defaults()
        elif key == pygame.K_h:
            self.suggest()
        elif key == pygame.K_m and self.preview_pages:
            self.next_preview_page()
        elif key == pygame.K_w:
            self.list_crowds()
        else:
            return False
        return True

    def list_crowds(self) -> None:
        """W: the preview lists who stands on each space folded behind "+N" (else only a
        hover over the chip says it), first; W again hides the list."""
        if self.crowds:
            self.crowds = []
            return
        words = [fold.words for fold in self.platform.folds if fold.words]
        self.crowds = words or ["W: every space shows all its players"]
        self.hint_to_show = True  # the list is on the preview's first page

    # drawing

    def help_line(self) -> str:
        return (
            "Enter submits · H a hint · D the defaults · W who is on +N · Ctrl+Z/Y undo/redo · "
            "only you see this"
            "|Enter submits · H hint · D defaults · W who is on +N · Ctrl+Z/Y undo"
            "|Enter submits · H hint · D defaults · W who is on +N"
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The screen is redrawn only when the draft, the message or the window changes."""
        key = (
            self.entry,
            self.message,
            self.hint,
            self.app.size,
            self.app.settings.colour_blind,
            self.strip_scroll,
            self.key_chip.open,
            self.preview_page,
            self.hint_to_show,
            tuple(self.crowds),
        )
        if self._image is None or self._image[0] != key:
            image = pygame.Surface(self.app.size)
            with self.image_texts.recording():
                self.draw_screen(image)
            self._image = (key, image)
        show_image(surface, self._image[1], (0, 0))  # the layout check sees what it holds
        self.image_texts.offer()  # what the image shows shortened, whole on hover

    def draw_screen(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if stacked(self.app.size):
            self.draw_short_heading(surface)
            self.draw_board(surface)
            self.draw_strip(surface)
            pygame.draw.rect(surface, theme.PANEL, self.band, border_radius=10)
            self.draw_band(surface)
            return
        panel = panel_rect(self.app.size)
        width = beside_panel(self.app.size, panel) - 88
        draw_seat_heading(
            surface, self.app, self.marks[self.seat], self.title, self.help_line(), width
        )
        self.draw_board(surface)
        self.draw_strip(surface)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
        self.draw_panel(surface, panel)

    def draw_short_heading(self, surface: pygame.Surface) -> None:
        """The stacked screen's heading: the mark, "Name: round 2 of 7" and the help line,
        in 60 px (the platform caption's words are in the title)."""
        rect = pygame.Rect(16, 8, 40, 40)
        mark = theme.seat_mark(self.marks[self.seat], self.app.settings.colour_blind)
        theme.draw_player_mark(surface, rect, mark, self.app.font(26, True))
        state = self.session.state
        width = self.app.size[0] - 80
        title = f"{self.title} of {state.level.rounds}"
        font = largest_font(self.app.font, title, width, range(26, 17, -2))
        blit_text(surface, font, clip_text(font, title, width), theme.TEXT, (66, 2))
        if not self.help_shown:
            return
        font = self.app.font(15)
        lines = self.help_line().split("|")
        shown = next((line for line in lines if font.size(line)[0] <= width), lines[-1])
        blit_text(surface, font, clip_text(font, shown, width), theme.MUTED_TEXT, (66, 33))

    def draw_board(self, surface: pygame.Surface) -> None:
        state = self.session.state
        platform, grid, key = self.areas()
        head = self.app.font(20, True)
        if not stacked(self.app.size):
            caption = f"The platform · round {state.round_number} of {state.level.rounds}"
            caption = clip_text(head, caption, platform.width)
            blit_text(surface, head, caption, theme.TEXT, (platform.left, platform.top - 24))
        tokens = [Token(p, space) for p, space in enumerate(state.spaces)]
        seen = self.preview()
        ghosts = [Token(self.seat, seen.space), Token(seen.partner, seen.partner_space)]
        move = shift(self.entry)
        arrows = [
            Arrow(self.seat, state.spaces[self.seat], move),
            Arrow(seen.partner, state.spaces[seen.partner], move),
        ]
        self.platform.draw(surface, tokens, ghosts, arrows, first=(self.seat, seen.partner))
        words = "The partner grid (it wraps around) and the standings"
        if head.size(words)[0] > grid.width:  # the standings' strip is under it anyway
            words = "The partner grid (it wraps around)"
        if self.grid_caption_shown or not stacked(self.app.size):
            blit_text(surface, head, clip_text(head, words, grid.width), theme.TEXT,
                      (grid.left, grid.top - 24))  # fmt: skip
        self.grid.draw(surface, grid, self.seat, self.entry.partner, standings(self.session))
        if self.key_chip.folded:
            self.key_chip.draw(surface, self.platform.rect, self.app.font(15))
        else:
            self.legend.draw(surface, key)

    def preview(self) -> Preview:
        return preview(self.session.state, self.seat, self.entry)

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        label = self.app.font(18, True)
        left = panel.left + 16
        blit_text(surface, label, "Partner (Tab)", theme.TEXT, (left, panel.top + 14))
        direction_top = self.buttons["L"].relative_rect.top if self.buttons else 0
        blit_text(surface, label, "Direction", theme.TEXT, (left, direction_top - 26))
        big = self.app.font(28, True)
        amount_top = self.buttons["less"].relative_rect.top if self.buttons else 0
        blit_text(surface, label, "Amount (Up/Down)", theme.TEXT, (left, amount_top - 26))
        blit_text(surface, big, str(self.entry.amount), theme.TEXT, self.amount_centre, "center")
        held = self.session.state.garnets[self.seat]
        bet_top = self.buttons["bet-"].relative_rect.top if self.buttons else 0
        blit_text(surface, label, f"Bet (+/-), {plural(held, 'garnet')} held", theme.TEXT,
                  (left, bet_top - 26))  # fmt: skip
        blit_text(surface, big, str(self.entry.bet), theme.TEXT, self.bet_centre, "center")
        self.draw_preview(surface, self.preview_area())

    def preview_area(self) -> pygame.Rect:
        height = self.preview_bottom - self.preview_top
        return pygame.Rect(self.preview_left, self.preview_top, self.preview_width, height)

    def draw_band(self, surface: pygame.Surface) -> None:
        """The stacked screen's controls: each column's caption, the amount and the bet
        between their buttons, the preview over Submit."""
        label = self.app.font(14, True)  # a line of it fits BAND_LABEL
        first, middle = self.band_columns
        top = self.band_label_top
        blit_text(surface, label, "Partner (Tab) · direction", theme.TEXT, (first, top))
        room = self.preview_left - middle - 12
        words = next((w for w in BAND_CAPTIONS if label.size(w)[0] <= room), BAND_CAPTIONS[-1])
        words = clip_text(label, words, room)
        blit_text(surface, label, words, theme.TEXT, (middle, top))
        value = self.app.font(18, True)
        held = self.session.state.garnets[self.seat]
        amount, bet = f"amount {self.entry.amount}", f"bet {self.entry.bet} of {held}"
        blit_text(surface, value, amount, theme.TEXT, self.amount_centre, "center")
        blit_text(surface, value, bet, theme.TEXT, self.bet_centre, "center")
        self.draw_preview(surface, self.preview_area())

    def preview_lines(self) -> list[tuple[str, theme.Colour]]:
        """The rules' one evaluation of the draft (`preview`) in words: every number said
        here is one the preview computed."""
        seen = self.preview()
        low = stacked(self.app.size)  # about three lines: the short words
        lines: list[tuple[str, theme.Colour]] = [
            *((crowd, theme.TEXT) for crowd in self.crowds),
            *((problem, theme.DANGER) for problem in self.problems()),
        ]
        warnings = self.bet_warnings(seen, low)
        hints = [(self.short_hint if low else self.hint, theme.ACCENT)] if self.hint else []
        landing = self.landing_lines(seen, low)
        if low:  # about three lines: where you land comes first, then a hint just taken
            return [*lines, landing[0], *hints, *warnings, *landing[1:]]
        return [*lines, *warnings, *hints, *landing]

    def bet_warnings(self, seen: Preview, low: bool) -> list[tuple[str, theme.Colour]]:
        """What a bet cannot win: it pays only when the partner ends dumb (off the end your
        direction points at, by their own move that way); pushed off they are screwed."""
        bet = self.entry.bet
        if bet and not seen.may_push_off:
            end = end_towards(self.entry.direction)
            if low:  # the partner is named whole in the landing lines
                words = f"bet lost unless your partner jumps off the {end} end (dumb)"
                return [(words, theme.DANGER)]
            partner = self.session.state.names[seen.partner]
            words = (
                f"your bet ({plural(bet, 'garnet')}) pays only if {partner} ends dumb: off "
                f"the {end} end with their own move {end}. Pushed off against their own move "
                "they are screwed and the bet is lost"
            )
            return [(words, theme.DANGER)]
        if bet and seen.score == 0:
            warning = (
                "your bet gains nothing: 0 points to multiply"
                if low
                else ("your bet multiplies your round's points, 0 here: it gains nothing")
            )
            return [(warning, theme.DANGER)]
        return []

    def landing_lines(self, seen: Preview, low: bool) -> list[tuple[str, theme.Colour]]:
        """Where the draft lands each of the two, under a heading (leading the first line
        in the stacked screen's low preview)."""
        state = self.session.state
        points = plural(seen.score, "point")
        heading = "If nobody else moved"
        lines: list[tuple[str, theme.Colour]] = []
        if seen.end is None:
            lines.append((f"you land on space {seen.space}: a survivor, {points}", theme.TEXT))
        else:
            lines.append((f"you jump off the {seen.end} end: dumb, {points}", theme.DANGER))
        partner = state.names[seen.partner]
        if seen.partner_end is None:
            worth = state.level.value_of(seen.partner_space)
            lines.append((f"{partner} lands on space {seen.partner_space} ({worth})", theme.TEXT))
        elif seen.pushed_score is not None:
            pushed = plural(seen.pushed_score, "point")
            end = seen.partner_end
            lines.append(
                (
                    f"{partner} goes off the {end} end: dumb if their own move points {end} "
                    f"too, then you push them off: {pushed}, +1 garnet; else screwed, "
                    f"you {points}"
                    if low
                    else f"{partner} goes off the {end} end. If {partner}'s own move "
                    f"points {end} too, {partner} is dumb and you push them off: "
                    f"+1 garnet and {seen.score} ×{seen.multiplier} = {pushed}; otherwise "
                    f"{partner} is screwed and you score {points}.",
                    theme.ACCENT,
                )
            )
        if seen.kind == DUMB:
            words = (
                "(others may push you back on)" if low else "(others may still push you back on)"
            )
            lines.append((words, theme.MUTED_TEXT))
        if low:
            first, colour = lines[0]
            return [(f"{heading}, {first}", colour), *lines[1:]]
        return [(f"{heading}:", theme.MUTED_TEXT), *lines]

    def draw_preview(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The preview's lines wrapped whole, in the largest size that fits (12 px at the
        least); where even that is too long, pages of whole lines, with a sign right of the
        last row (or under it) saying which page shows and how to see the others ("1/2 · M:
        more"; the wheel too; hovering shows them all): no line is dropped unseen. A hint
        just taken shows the first page, which holds where you land and the hint."""
        first = 14 if stacked(self.app.size) else 15 if compact(self.app.size) else 17
        lines = self.preview_lines()
        for size in [size for size in PREVIEW_SIZES if size <= first]:
            font = self.app.font(size)
            wrapped = [wrap_text(text, font, area.w) for text, _ in lines]
            if sum(map(len, wrapped)) * font.get_linesize() <= area.height:
                break
        step = font.get_linesize()
        rows = [
            [(row, colour) for row in lines_rows]
            for (_, colour), lines_rows in zip(lines, wrapped, strict=True)
        ]
        overflow = sum(map(len, wrapped)) * step > area.height
        room = max(1, area.height // step)
        pages = preview_pages([len(line) for line in wrapped], room) if overflow else [0]
        widest_sign = font.size(f"{len(pages)}/{len(pages)} · M: more")[0]
        ends = [*pages[1:], len(lines)]
        if (
            overflow
            and any(  # a full page whose last row leaves no room for the sign
                sum(map(len, wrapped[start:end])) >= room
                and font.size(wrapped[end - 1][-1])[0] + SIGN_GAP + widest_sign > area.w
                for start, end in zip(pages, ends, strict=True)
            )
        ):
            room -= 1  # the sign gets a row of its own
            pages = preview_pages([len(line) for line in wrapped], room)
        self.preview_pages = len(pages) if overflow else 0
        if self.hint_to_show:
            self.preview_page = 0
        self.hint_to_show = False
        self.preview_page = min(self.preview_page, len(pages) - 1)
        start = pages[self.preview_page]
        end = pages[self.preview_page + 1] if self.preview_page + 1 < len(pages) else len(lines)
        shown = [row for line in rows[start:end] for row in line][:room]
        y = area.top
        for text, colour in shown:
            blit_text(surface, font, text, colour, (area.left, y))
            y += step
        if overflow:  # the sign: right of the last row, or under it
            offer_whole_text(surface, area, "\n".join(line for line, _ in lines))
            more = "more" if self.preview_page + 1 < len(pages) else "first"
            sign = f"{self.preview_page + 1}/{len(pages)} · M: {more}"
            last = font.size(shown[-1][0])[0] if shown else area.w
            if last + SIGN_GAP + font.size(sign)[0] > area.w:
                y += step
            blit_text(surface, font, sign, theme.ACCENT, (area.right, y - step), "topright")
        self.draw_refusal(surface, pygame.Rect(area.left, y, area.w, area.bottom - y))


def preview_pages(heights: list[int], room: int) -> list[int]:
    """The first line of each page, whole lines `heights` rows tall on pages of `room`
    rows (a line taller than a page has a page of its own)."""
    starts, used = [0], 0
    for index, height in enumerate(heights):
        if used and used + height > room:
            starts.append(index)
            used = 0
        used += height
    return starts


VOTE_WORDS = (
    "The least points are tied. As one of the players with the most points, choose "
    "who becomes the Elimination Candidate. A tie in the votes is settled by a draw."
)


class VoteScene(Scene):
    """A private vote among the players tied for the least points."""

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.on_submit = on_submit
        self.title = f"{session.state.names[seat]}: vote for the Elimination Candidate"
        self.message = ""

    def candidates(self) -> list[int]:
        call = self.session.vote()
        return [c for c in call.candidates if c != self.seat] if call else []

    def build(self, root: UIContainer) -> None:
        state = self.session.state
        items = [
            MenuItem(
                f"{state.names[c]}: {plural(state.points[c], 'point')}, "
                f"{plural(state.garnets[c], 'garnet')}",
                self.voter(c),
            )
            for c in self.candidates()
        ]
        width, height = self.app.size
        words = self.words_area()
        top = max(240, words.bottom + 36)  # under the words and the refusal's line
        area = pygame.Rect(words.left, top, words.width, height - top - 20)
        gap = 8
        button = min(52, (area.height - gap * (len(items) - 1)) // max(1, len(items)))
        self.menu = ButtonList(self.app.ui, root, area, items, button_height=button, gap=gap)

    def voter(self, candidate: int) -> Callable[[], None]:
        def vote() -> None:
            try:
                self.session.submit(self.seat, candidate)
            except EntryRefused as refusal:
                self.message = refusal.message
                return
            self.app.pop(self)
            self.on_submit()

        return vote

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        mark = player_marks(self.session.seats)[self.seat]
        help_line = "Up/Down choose · Enter votes · nobody sees your vote before the results"
        draw_seat_heading(surface, self.app, mark, self.title, help_line, self.app.size[0] - 90)
        area = self.words_area()
        blit_wrapped(surface, self.app.font(20), VOTE_WORDS, theme.TEXT, area)
        if self.message:
            at = (area.left, max(200, area.bottom + 4))
            blit_text(surface, self.app.font(20), self.message, theme.DANGER, at)

    def words_area(self) -> pygame.Rect:
        """Where the vote's words go: 600 px wide at the most (a phone: its width), as high
        as they wrap to."""
        width = min(600, self.app.size[0] - 32)
        font = self.app.font(20)
        rows = len(wrap_text(VOTE_WORDS, font, width))
        return pygame.Rect(self.app.size[0] // 2 - width // 2, 120, width,
                           max(110, rows * font.get_linesize()))  # fmt: skip
