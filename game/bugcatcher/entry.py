"""The private entry screens of a Bugcatcher match: the pregame priority lists and a round's
actions and missions.

Each is pushed by the match flow right after the curtain for one seat. The screens only map
keys and clicks to an entry and show what the rules say about it (`check_pregame`,
`check_submission` — the session's own check); on submit the session takes the entry:

    app.push(RoundEntryScene(app, session, seat, on_submit=lambda: None))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.bugcatcher.draw import (
    BugBoard,
    Line,
    NodeMark,
    TextMark,
    board_legend,
    choice_marks,
    planned_lines,
    reach,
)
from game.bugcatcher.geometry import BORDER, CENTRAL, NODES, Point, kind_of, step_point
from game.bugcatcher.missions import Mission, other_colour, shared_words, window_words
from game.bugcatcher.rules import (
    PAID_SWAP,
    PATH_ACTIONS,
    SWAP,
    MissionState,
    Pregame,
    Submission,
    check_pregame,
    check_submission,
    energy_used,
    private_view,
    resolve_paths,
)
from game.bugcatcher.session import (
    MatchSession,
    failed_move_lines,
    last_round_events,
    start_lines,
)
from game.core.words import plural
from game.table.standings import Standings
from game.ui import theme
from game.ui.board_view import KEY_CHIP_HEIGHT, KeyToggle, key_folds, layout_with_legend
from game.ui.entry import REFUSAL_INK, EntryScreen
from game.ui.event_log import wrap_text
from game.ui.layout_record import LAYOUT
from game.ui.scene import Scene
from game.ui.standings import PAD as STRIP_PAD
from game.ui.standings import StandingsCard
from game.ui.table_layout import beside_panel, board_room, side_panel
from game.ui.text import (
    LayerTexts,
    blit_text,
    blit_wrapped,
    clip_text,
    largest_font,
    offer_whole_text,
    whole_title,
)
from game.ui.widgets import fitted_buttons, least_row_width

if TYPE_CHECKING:
    from game.ui.host import Host

HEADING_BOTTOM = 84
HELP_TOP = 44
HELP_ROW = 18
HELP_SIZE = 15
LEGEND_SIDE = 230
LOW_WINDOW = 700  # a window lower than this gives the board the room first
LOW_PANEL = 320  # the panel's least width there: its texts wrap or set smaller
CHIP_WIDTH = 110  # the folded key's chip
CARDS_BOTTOM = 112  # the buttons under the mission cards
PRIVATE_LINES = 3  # the strip's lines kept: the note and two for the round's breakdown
STRIP_SHARE = 6  # the standings strip (names only until the end) takes at most 1/6 of it
ARROWS = {pygame.K_UP: "U", pygame.K_DOWN: "D", pygame.K_LEFT: "L", pygame.K_RIGHT: "R"}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
NODE_KEYS = {pygame.K_b: BORDER, pygame.K_c: CENTRAL}
RULES_KEYS = (pygame.K_QUESTION, pygame.K_SLASH)  # "?" (Shift+/ on most keyboards)
MISSION_KEYS = {pygame.K_1 + i: i for i in range(9)}
LETTER = {BORDER: "B", CENTRAL: "C"}
ERROR_INK: theme.Colour = (255, 120, 110)
PIP_FULL: theme.Colour = theme.ACCENT
SHORT_SCREEN = 700  # px: under this the start notes fold to one line
PIP_EMPTY: theme.Colour = (70, 76, 92)


def panel_rect(size: tuple[int, int]) -> pygame.Rect:
    """The panel right of the board: narrower on a low window (800x600), where the board's
    width, not the window's height, would set its size."""
    least = LOW_PANEL if size[1] < LOW_WINDOW else 330
    return side_panel(size, least, 430, margin=12, share=0.3, portrait_share=0.56)


def board_area(size: tuple[int, int]) -> pygame.Rect:
    return board_room(size, panel_rect(size), HEADING_BOTTOM, margin=12, bottom=10)


def has_ctrl(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)


class BoardEntry(EntryScreen):
    strip_lines = 0  # the strip's least lines, kept from the first round on
    """What both entry screens share (besides the kit's): the board, the key, the panel."""

    heading = ""
    short_heading = ""  # fewer words, before the name alone
    legend_keys: tuple[str, ...] = ()

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        super().__init__(app, session, seat, on_submit)
        self._layer: tuple[Any, pygame.Surface] | None = None
        self.strip_toggle: KeyToggle | None = None  # the private fireflies, on a low window
        self.layer_texts = LayerTexts()
        blind = app.settings.colour_blind
        self.board = BugBoard(session.board, board_area(app.size), app.font, colour_blind=blind)
        self.legend = board_legend(app.font(15), self.legend_keys, blind)
        self.arrange()

    def keep_strip_lines(self, lines: int) -> int:
        """The strip at least `lines` lines high from the first round on (the note, then
        the round's breakdown, whose shared rewards said in words may take two), so that
        the board above it keeps its size round after round. Returns the height it took
        from the board."""
        strip = self.strip_rect
        if not strip.height:
            return 0
        wanted = lines * (self.strip.font.get_linesize() + 4) + 2 * STRIP_PAD
        grow = max(0, wanted - strip.height)
        self.strip_rect = pygame.Rect(
            strip.left, strip.top - grow, strip.width, strip.height + grow
        )
        return grow

    def arrange(self) -> None:
        def fit(rects: list[pygame.Rect]) -> list[pygame.Rect]:
            self.board.fit(rects[0], rim=True)  # a bottom-rim diamond clear of the strip
            return [self.board.area]

        self.arranged_for = self.app.size
        if self.app.size[1] < LOW_WINDOW:
            self.arrange_low()
            return
        if self.strip_toggle is not None:
            self.strip_toggle.fold(None)
        area = self.with_strip(board_area(self.app.size), STRIP_SHARE)
        area.height -= self.keep_strip_lines(self.strip_lines)
        top = max(area.top, HELP_TOP + HELP_ROW * len(self.help_rows()) + 6)
        area = pygame.Rect(area.left, top, area.width, area.bottom - top)
        _, self.legend_rect = layout_with_legend(area, 1, self.legend.height_for, fit, LEGEND_SIDE)
        with_key = self.board.area.width
        self.board.fit(area)
        whole = self.board.area.width  # the board on the whole height
        gap = reach(self.board.node_radius() + 2, BORDER) + 2  # a rim corner's diamond, clear
        beside = area.width - whole >= CHIP_WIDTH + gap  # room for the chip right of it
        if beside:  # the board to the left, the chip beside its foot
            self.board.fit(pygame.Rect(area.left, area.top, whole, area.height), rim=True)
        else:
            bare = pygame.Rect(area.left, area.top, area.width, area.height - KEY_CHIP_HEIGHT - gap)
            self.board.fit(bare)
        if self.key_toggle is None:
            self.key_toggle = KeyToggle(self.legend)
        if key_folds(with_key, self.board.area.width):  # the key folds behind a chip
            board = self.board.area
            chip = pygame.Rect(board.left, board.bottom + gap, CHIP_WIDTH, KEY_CHIP_HEIGHT)
            if beside:  # beside the board's foot: the board keeps the whole height
                chip.bottomleft = (board.right + gap, board.bottom)
            self.key_toggle.fold(chip)
            self.legend_rect = pygame.Rect(0, 0, 0, 0)
            return
        self.key_toggle.fold(None)
        layout_with_legend(area, 1, self.legend.height_for, fit, LEGEND_SIDE)

    def arrange_low(self) -> None:
        """A low window (800x600): the board takes the room under the help rows, the key and
        the private fireflies folded behind chips under it (F1, F2) that open over it."""
        full = board_area(self.app.size)
        self.with_strip(full, STRIP_SHARE)  # the strip's font, for the card
        top = max(full.top, HELP_TOP + HELP_ROW * len(self.help_rows()) + 6)
        self.board.fit(pygame.Rect(full.left, top, full.width, full.height))
        gap = reach(self.board.node_radius() + 2, BORDER) + 2  # a rim corner's diamond, clear
        room = full.bottom - top - KEY_CHIP_HEIGHT - gap
        self.board.fit(pygame.Rect(full.left, top, full.width, room))
        if self.key_toggle is None:
            self.key_toggle = KeyToggle(self.legend)
        if self.strip_toggle is None:
            card = StandingsCard(self.app, self.standings(), self.player_marks())
            self.strip_toggle = KeyToggle(card, pygame.K_F2, "Fireflies")
        board = self.board.area
        chip = pygame.Rect(board.left, board.bottom + gap, CHIP_WIDTH, KEY_CHIP_HEIGHT)
        self.key_toggle.fold(chip)
        strip = bool(self.strip_rect.height)
        self.strip_toggle.fold(
            chip.move(CHIP_WIDTH + 8, 0).inflate(40, 0).move(20, 0) if strip else None
        )
        self.strip_rect = pygame.Rect(full.left, full.bottom, full.width, 0)
        self.legend_rect = pygame.Rect(0, 0, 0, 0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.strip_toggle is not None and self.strip_toggle.handle_event(event):
            return True  # the folded fireflies opened or closed
        return super().handle_event(event)

    def standings(self) -> Standings | None:
        """The entry's strip: the player's own fireflies and the note; while everyone's
        fireflies are private the chips would only list names (the curtain shows them),
        so they give the board their room."""
        standings = super().standings()
        if standings is None or any(row.total for row in standings.rows):
            return standings
        return Standings((), standings.private, standings.note)

    def help_rows(self) -> list[str]:
        """The help lines, wrapped to the room left of the panel (none is cut off)."""
        font = self.app.font(HELP_SIZE)
        width = beside_panel(self.app.size, panel_rect(self.app.size)) - 40
        return [
            row for line in self.help_line().split("\n") for row in wrap_text(line, font, width)
        ]

    def change(self, entry: Any) -> None:
        """The entry as edited (the kit makes each change an undo step and saves it)."""
        if entry != self.entry:
            self.entry = entry
            self.message = ""

    # Tab / Shift+Tab: the two nodes (central, border)

    def field_count(self) -> int:
        return len(NODES)

    def field(self) -> int:
        return NODES.index(self.node)

    def focus_field(self, index: int) -> None:
        self.node = NODES[index]

    def problems(self) -> list[str]:
        return []

    def change_if_legal(self, entry: Any) -> None:
        """Take the edited entry, or keep the old one and say why the rules refuse it (the
        same check the session and the match files use)."""
        refused = self.check(entry)
        if refused:
            self.message = refused[0][0].upper() + refused[0][1:] + "."
        else:
            self.change(entry)

    def check(self, entry: Any) -> list[str]:
        return []

    # input

    def build(self, root: UIContainer) -> None:
        self.arrange()
        panel = panel_rect(self.app.size)
        self.submit_button = UIButton(
            pygame.Rect(panel.left + 16, panel.bottom - 56, panel.width - 32, 44),
            "Submit (Ctrl+Enter)",
            self.app.ui,
            root,
        )
        self.kit_buttons = {self.submit_button: self.submit}
        self.buttons: dict[UIButton, Callable[[], None]] = {}
        self.build_buttons(root, pygame.Rect(panel.left + 16, panel.bottom - 104, 0, 40))

    def build_buttons(self, root: UIContainer, row: pygame.Rect) -> None:
        """The screen's own buttons in a row above Submit."""

    def button_row(self, root: UIContainer, row: pygame.Rect, items: list) -> None:
        """`items` (label, action) side by side in `row`, and last "Rules ?" (How to play;
        "?" alone where the row has no room for the word)."""
        panel = panel_rect(self.app.size)
        row = pygame.Rect(row.left, row.top, panel.width - 32, row.height)
        labels = [label for label, _ in items]
        rules = "Rules ?" if least_row_width(self.app, [*labels, "Rules ?"]) <= row.width else "?"
        items = [*items, (rules, self.open_rules)]
        buttons = fitted_buttons(self.app, root, row, [label for label, _ in items])
        for button, (_, action) in zip(buttons, items, strict=True):
            self.buttons[button] = action

    def open_rules(self) -> None:
        """How to play on Bugcatcher's first page, over the entry (Esc comes back to it)."""
        from game.bugcatcher import GAME
        from game.ui.howto import HowToPlayScene

        self.app.push(HowToPlayScene(self.app, opening=GAME.title))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (event.key in RULES_KEYS or event.unicode == "?"):
            self.open_rules()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.buttons[event.ui_element]()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            return self.clicked(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            return self.wheel(self.app.mouse_pos(), event.y)
        return event.type == pygame.KEYDOWN and self.key(event)

    def clicked(self, pos: tuple[int, int]) -> bool:
        return False

    def wheel(self, pos: tuple[int, int], steps: int) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        return False

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        """The text and panel come from a layer rebuilt only when the entry changes; the
        board (with its cursor) is drawn every frame."""
        if self.arranged_for != self.app.size:  # resized while under a dialog
            self.arrange()
        key = (self.entry, self.message, self.node, self.app.size, getattr(self, "focus_card", 0))
        if LAYOUT.on:  # the layout check reads what is drawn on the window: no cache
            with self.layer_texts.recording():
                Scene.draw(self, surface)
                self.draw_text_layer(surface)
            self._layer = None
        elif self._layer is None or self._layer[0] != key:
            layer = pygame.Surface(self.app.size)
            with self.layer_texts.recording():
                Scene.draw(self, layer)
                self.draw_text_layer(layer)
            self._layer = (key, layer)
        if self._layer is not None:
            surface.blit(self._layer[1], (0, 0))
        self.layer_texts.offer()  # mission cards and cut lines whole on hover, every frame
        self.draw_board(surface)
        if self.key_toggle is not None:  # over the board when it is open
            self.key_toggle.draw(surface, self.board.area, self.app.font(15))
        if self.strip_toggle is not None:
            self.strip_toggle.draw(surface, self.board.area, self.app.font(15))

    def draw_text_layer(self, surface: pygame.Surface) -> None:
        # the title set smaller to stay whole
        room = beside_panel(self.app.size, panel_rect(self.app.size)) - 32
        words = self.title.removeprefix(f"{self.player}: ")  # the name alone before it is cut
        name, words = (self.player, words) if words != self.title else (self.title, "")
        short = (f"{name}: {self.short_heading}",) if words and self.short_heading else ()
        texts = (f"{name}: {words}", *short, name) if words else (name,)
        font, title = whole_title(self.app.font, texts, room, range(28, 17, -2))
        blit_text(surface, font, title, theme.TEXT, (20, 8))
        self.draw_help_or_refusal(surface)
        if self.legend_rect.height:
            self.legend.draw(surface, self.legend_rect)
        self.draw_strip(surface)
        panel = panel_rect(self.app.size)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
        bottom = self.draw_panel(
            surface, pygame.Rect(panel.left + 16, panel.top + 12, panel.w - 32, 0)
        )
        self.draw_message(surface, bottom)

    def draw_help_or_refusal(self, surface: pygame.Surface) -> None:
        """The help rows above the board; while a move or bid is refused, its reason there
        instead, in the refusal's colour (the player's eyes are on the board), with the
        help back at the next change."""
        rows = self.help_rows()
        if not self.message:
            font = self.app.font(HELP_SIZE)
            for row, line in enumerate(rows):
                blit_text(surface, font, line, theme.MUTED_TEXT, (20, HELP_TOP + row * HELP_ROW))
            return
        width = beside_panel(self.app.size, panel_rect(self.app.size)) - 40
        height = max(1, len(rows)) * HELP_ROW
        for size in (17, 16, 15, 14, 13, 12):
            font = self.app.font(size, True)
            lines = wrap_text(self.message, font, width)
            if len(lines) * font.get_linesize() <= height:
                break
        lines = lines[: max(1, height // font.get_linesize())]
        for row, line in enumerate(lines):
            y = HELP_TOP + row * font.get_linesize()
            blit_text(surface, font, line, REFUSAL_INK, (20, y))

    def draw_message(self, surface: pygame.Surface, top: int) -> None:
        """The refusal in full (the kit's), or else the rules' first problem with the entry."""
        panel = panel_rect(self.app.size)
        rect = pygame.Rect(panel.left + 16, max(top, panel.bottom - 170), panel.w - 32, 0)
        rect.height = panel.bottom - 110 - rect.top
        if self.message:
            self.draw_refusal(surface, rect)
        elif self.problems():
            blit_wrapped(surface, self.app.font(16), self.problems()[0], ERROR_INK, rect)

    def help_line(self) -> str:
        return ""

    def draw_board(self, surface: pygame.Surface) -> None:
        """The board with this screen's marks."""

    def draw_panel(self, surface: pygame.Surface, top: pygame.Rect) -> int:
        """The panel's text from `top.top`; returns the y below it."""
        return top.top

    def text(self, surface: pygame.Surface, text: str, y: int, size: int = 17, **kw: Any) -> int:
        panel = panel_rect(self.app.size)
        colour = kw.get("colour", theme.TEXT)
        font = self.app.font(size, kw.get("bold", False))
        if kw.get("one_line"):  # set smaller (down to 13 px) to stay on one line
            sizes = range(size, 12, -1)
            font = largest_font(self.app.font, text, panel.w - 32, sizes, kw.get("bold", False))
        return blit_wrapped(
            surface, font, text, colour, pygame.Rect(panel.left + 16, y, panel.w - 32, 200)
        )


# --- the pregame --------------------------------------------------------------------------


class PregameEntryScene(BoardEntry):
    """Two priority lists (click a cell for the central list, a corner for the border list)
    and one garnet bid."""

    heading = "pregame priority lists"
    short_heading = "priority lists"  # beside a long name on a narrow screen
    legend_keys = ("cell-choice", "corner-choice")

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        self.node = CENTRAL
        self.cursor: Point = session.board.cells()[0]
        # hidden until an arrow, Tab or a click: a second Space or Enter after "Pass to…"
        # must not quietly add the cursor's cell
        self.cursor_shown = False
        super().__init__(app, session, seat, on_submit)

    def first_entry(self) -> Pregame:
        return Pregame()

    def problems(self) -> list[str]:
        return self.check(self.entry)

    def check(self, entry: Pregame) -> list[str]:
        return check_pregame(self.session.state, self.seat, entry)

    def help_line(self) -> str:
        return (
            "Click a cell (central list) or a corner (border list) to add or remove it\n"
            "Arrows, then Space: the same · Tab: other list · +/−: bid · Backspace · Ctrl+Z/Y · "
            "Ctrl+Enter: submit · ?: the rules"
        )

    def empty_question(self) -> str:
        return "Submit empty priority lists and no bid? Free coordinates are then drawn for you."

    def listed(self, node: str) -> tuple[Point, ...]:
        return self.entry.central if node == CENTRAL else self.entry.border

    def toggle(self, point: Point) -> None:
        node = kind_of(point)
        chosen = self.listed(node)
        new = tuple(p for p in chosen if p != point) if point in chosen else (*chosen, point)
        self.node = node
        self.change_if_legal(replace(self.entry, **{node: new}))

    def bid(self, step: int) -> None:
        """One garnet more or less on the bid; more than the garnets held says why not."""
        garnets = self.session.state.players[self.seat].garnets
        if step > 0 and self.entry.bid >= garnets:
            self.message = (
                "You hold no garnets: there is nothing to bid (the bid is 0)."
                if not garnets
                else f"Your bid is already all {plural(garnets, 'garnet')} you hold."
            )
            return
        self.change(replace(self.entry, bid=max(0, min(garnets, self.entry.bid + step))))

    def drop_last(self) -> None:
        chosen = self.listed(self.node)
        if chosen:
            self.change(replace(self.entry, **{self.node: chosen[:-1]}))

    def focus_field(self, index: int) -> None:
        """Tab / Shift+Tab: the other list, the cursor on its first place."""
        self.node = NODES[index]
        self.cursor = self.session.board.points(self.node)[0]
        self.cursor_shown = True

    def build_buttons(self, root: UIContainer, row: pygame.Rect) -> None:
        room = panel_rect(self.app.size).width - 32
        bids = ["Bid −", "Bid +"]
        remove = next(  # the longest words that leave room for "?" in a narrow panel
            (
                w
                for w in ("Remove last", "Remove")
                if least_row_width(self.app, [*bids, w, "?"]) <= room
            ),
            "Remove",
        )
        self.button_row(
            root,
            row,
            [
                ("Bid −", lambda: self.bid(-1)),
                ("Bid +", lambda: self.bid(1)),
                (remove, self.drop_last),
            ],
        )

    def clicked(self, pos: tuple[int, int]) -> bool:
        point = self.board.point_at(pos)
        if point is None:
            return False
        self.cursor = point
        self.cursor_shown = True
        self.toggle(point)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in ARROWS and not self.cursor_shown:
            self.cursor_shown = True  # the first arrow shows where the cursor is
        elif event.key in ARROWS:
            target = step_point(self.cursor, ARROWS[event.key])
            if self.session.board.contains(target):
                self.cursor = target
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.cursor_shown:
                self.toggle(self.cursor)
            else:
                self.message = (
                    "Nothing added: press an arrow key to show the cursor, then Space adds "
                    "its cell (or click a cell or corner)."
                )
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.bid(1)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.bid(-1)
        elif event.key == pygame.K_BACKSPACE:
            self.drop_last()
        else:
            return False
        return True

    def draw_board(self, surface: pygame.Surface) -> None:
        marks = choice_marks([self.listed(node) for node in NODES])
        self.board.draw(surface, marks=marks, cursor=self.cursor if self.cursor_shown else None)

    def draw_panel(self, surface: pygame.Surface, top: pygame.Rect) -> int:
        board = self.session.board
        garnets = self.session.state.players[self.seat].garnets
        y = self.text(surface, "Priority lists, best first", top.top, 20, bold=True)
        y = self.text(
            surface,
            "Round 1: your central node starts black, your border node blue.",
            y + 4,
            15,
            colour=theme.MUTED_TEXT,
        )
        for node, title in ((CENTRAL, "Central node: cells"), (BORDER, "Border node: corners")):
            mark = "> " if node == self.node else ""
            colour = theme.ACCENT if node == self.node else theme.TEXT
            y = self.text(
                surface,
                f"{mark}{title} ({len(self.listed(node))}/9)",
                y + 10,
                18,
                colour=colour,
                bold=True,
            )
            names = [f"{i}. {board.name(p)}" for i, p in enumerate(self.listed(node), start=1)]
            y = self.text(surface, "   ".join(names) or "(empty: a free one is drawn)", y + 2, 16)
        y = self.text(
            surface, f"Bid: {self.entry.bid} of your {garnets} garnet(s)", y + 14, 18, bold=True
        )
        return self.text(
            surface,
            "Ties for a coordinate go to the highest bid, then a seeded draw. "
            "The bid is spent whatever happens.",
            y + 2,
            15,
            colour=theme.MUTED_TEXT,
        )


# --- a round ----------------------------------------------------------------------------


class RoundEntryScene(BoardEntry):
    strip_lines = PRIVATE_LINES
    """A round's actions (pips of energy, keys or clicks), the live preview of both paths
    and the mission board as cards."""

    heading = "your actions"
    portrait_height = 1040  # on a phone: the board its room above the panel; the page scrolls
    legend_keys = ("own-black", "own-blue", "node", "border-node", "swap", "sure-void")

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        self._void: tuple[tuple[str, ...], frozenset[int]] | None = None
        self.node = CENTRAL
        self.cards: list[tuple[pygame.Rect, int]] = []  # each card shown, its mission's index
        self.earlier_cards: list[tuple[pygame.Rect, int]] = []  # still open from before
        self.focus_card = 0  # the card shown open when not all fit open
        self.focus_chosen = False  # a key chose it: then it opens even if heads give way
        super().__init__(app, session, seat, on_submit)
        self.title = f"{self.player}: round {session.state.round_number} of {session.level.rounds}"

    def first_entry(self) -> Submission:
        return Submission()

    def problems(self) -> list[str]:
        return self.check(self.entry)

    def check(self, entry: Submission) -> list[str]:
        return check_submission(self.session.state, self.seat, entry)

    def help_line(self) -> str:
        """The keys, G (a garnet swap) only while the player holds a garnet."""
        garnet = "G: swap with a garnet · " if self.me.garnets else ""
        return (
            f"B / C (or Tab) then an arrow: a path segment · S: swap · {garnet}"
            "or click next to a path's end\n1–5: missions · Backspace: remove the last action · "
            "Ctrl+Z/Y: undo/redo · Ctrl+Enter: submit · ?: the rules"
        )

    def empty_question(self) -> str:
        return "Submit no actions and no missions? Your paths then stay where they are."

    @property
    def me(self):
        return self.session.state.players[self.seat]

    def ends(self) -> dict[str, Point]:
        ends = {node: self.me.node(node) for node in NODES}
        for action in self.entry.actions:
            if action in PATH_ACTIONS:
                node, direction = PATH_ACTIONS[action]
                ends[node] = step_point(ends[node], direction)
        return ends

    def add(self, action: str) -> None:
        self.change_if_legal(replace(self.entry, actions=(*self.entry.actions, action)))

    def drop_last(self) -> None:
        if self.entry.actions:
            self.change(replace(self.entry, actions=self.entry.actions[:-1]))

    def toggle_mission(self, index: int) -> None:
        board = self.session.state.round_board()
        if not 0 <= index < len(board):
            return
        name = board[index].name
        chosen = self.entry.missions
        missions = tuple(m for m in chosen if m != name) if name in chosen else (*chosen, name)
        self.change(replace(self.entry, missions=missions))

    def build_buttons(self, root: UIContainer, row: pygame.Rect) -> None:
        self.button_row(
            root,
            row,
            [
                ("Swap S", lambda: self.add(SWAP)),
                *([("Garnet G", lambda: self.add(PAID_SWAP))] if self.me.garnets else []),
                ("Undo", self.drop_last),
            ],
        )

    def clicked(self, pos: tuple[int, int]) -> bool:
        for rect, index in self.cards:
            if rect.collidepoint(pos):
                self.toggle_mission(index)
                return True
        point = self.board.point_at(pos)
        if point is None:
            return False
        node = kind_of(point)
        end = self.ends()[node]
        for direction in "UDLR":
            if step_point(end, direction) == point:
                self.node = node
                self.add(LETTER[node] + direction)
                return True
        self.message = "Click a cell or corner next to the end of one of your paths."
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in NODE_KEYS:
            self.node = NODE_KEYS[event.key]
        elif event.key in ARROWS:
            self.add(LETTER[self.node] + ARROWS[event.key])
        elif event.key == pygame.K_s:
            self.add(PAID_SWAP if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else SWAP)
        elif event.key == pygame.K_g:
            self.add(PAID_SWAP)
        elif event.key in MISSION_KEYS:
            self.toggle_mission(MISSION_KEYS[event.key])
            self.show_card(MISSION_KEYS[event.key])
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_cards(1 if event.key == pygame.K_PAGEDOWN else -1)
        elif event.key == pygame.K_BACKSPACE:
            self.drop_last()
        else:
            return False
        return True

    def sure_void(self) -> frozenset[int]:
        """Steps of the plan the rules make void whatever the others do (a node's start
        claimed, crossing your own path): the rules' own resolution with nobody else
        moving."""
        if self._void is None or self._void[0] != self.entry.actions:
            state = self.session.state
            actions: list[tuple[str, ...]] = [() for _ in state.players]
            actions[self.seat] = self.entry.actions
            play = resolve_paths(state.board, state.players, actions)[self.seat]
            self._void = (self.entry.actions, frozenset(play.void_steps))
        return self._void[1]

    def draw_board(self, surface: pygame.Surface) -> None:
        lines, nodes, marks = self.board_marks()
        self.board.draw(surface, lines, nodes, marks, cursor=self.ends()[self.node])

    def board_marks(self) -> tuple[list[Line], list[NodeMark], list[TextMark]]:
        """The plan's paths, the nodes (the others' unlabelled, yours in the colour they
        start this round with; a disc the central, a diamond the border node) and the swap
        badges."""
        me = self.me
        starts = {node: me.node(node) for node in NODES}
        lines, marks = planned_lines(
            me.central_colour, starts, self.entry.actions, self.sure_void()
        )
        others = [
            NodeMark(p.node(node))
            for index, p in enumerate(self.session.state.players)
            if index != self.seat
            for node in NODES
        ]
        # A start keeps the colour it has this round, as the path drawn before a swap
        # does; the swap badges say where the colours flip.
        central = me.central_colour
        own = [NodeMark(me.central, central), NodeMark(me.border, other_colour(central))]
        return lines, others + own, marks

    def draw_panel(self, surface: pygame.Surface, top: pygame.Rect) -> int:
        view = private_view(self.session.state, self.seat)
        board = self.session.board
        y = self.text(
            surface,
            f"Your fireflies: {view.fireflies} · garnets: {view.garnets}",
            top.top,
            19,
            bold=True,
        )
        y = self.text(
            surface,
            f"Central {board.name(view.central)} ({view.central_colour}) · border "
            f"{board.name(view.border)} ({view.border_colour})",
            y + 2,
            15,
            colour=theme.MUTED_TEXT,
            one_line=True,
        )
        y = self.draw_last_round(surface, y + 6)
        y = self.draw_pips(surface, y + 8)
        y = self.draw_actions(surface, y + 6)
        return self.draw_cards(surface, y + 8)

    def draw_last_round(self, surface: pygame.Surface, y: int) -> int:
        """Your previous round's actions, the void ones struck through, and why each struck
        one failed (private): in words under them where the panel is tall; on a short
        screen a "why? (hover)" at the row's end, the words on hover over the row."""
        rounds = self.session.record.rounds
        if not rounds:  # round 1: the starts this player asked for and lost, in words
            return self.draw_start_notes(surface, y)
        actions = rounds[-1].actions[self.seat]
        void = self.session.state.history[-1].plays[self.seat].void_steps
        last = last_round_events(self.session.history) or ()
        why = failed_move_lines(last, self.seat, actions)
        folded = bool(why) and self.app.size[1] < SHORT_SCREEN
        font = self.app.font(15)
        panel = panel_rect(self.app.size)
        x = panel.left + 16
        top = y
        x = blit_text(surface, font, "Last round:", theme.MUTED_TEXT, (x, y)).right + 8
        first = x
        words = [*actions, "why? (hover)"] if folded else actions
        for step, action in enumerate(words, start=1):
            struck = step in void
            ink = theme.MUTED_TEXT if step > len(actions) else theme.TEXT
            if x + font.size(action)[0] > panel.right - 16:  # a narrow panel: the next line
                x, y = first, y + font.get_linesize()
            drawn = blit_text(surface, font, action, ERROR_INK if struck else ink, (x, y))
            if struck:
                pygame.draw.line(
                    surface, ERROR_INK, (x - 1, drawn.centery), (drawn.right, drawn.centery), 2
                )
            x = drawn.right + 8
        y += font.get_linesize()
        if why:
            rect = pygame.Rect(panel.left + 16, top, panel.w - 32, y - top)
            offer_whole_text(surface, rect, " ".join(why))
        for line in () if folded else why:
            y = self.text(surface, line, y + 2, 14, colour=theme.MUTED_TEXT)
        return y

    def draw_start_notes(self, surface: pygame.Surface, y: int) -> int:
        """The starts lost in the pregame: whole where the panel is tall; on a short screen
        one line, its words on hover, so the mission cards keep their room."""
        lines = start_lines(self.session.history, self.seat)
        if not lines:
            return y
        if self.app.size[1] >= SHORT_SCREEN:
            for line in lines:
                y = self.text(surface, line, y, 15, colour=theme.ACCENT) + 4
            return y
        fold = f"You lost {plural(len(lines), 'contested start')}: hover here for why"
        top = y
        y = self.text(surface, fold, y, 15, colour=theme.ACCENT, one_line=True)
        panel = panel_rect(self.app.size)
        rect = pygame.Rect(panel.left + 16, top, panel.w - 32, y - top)
        offer_whole_text(surface, rect, " ".join(lines))
        return y + 4

    def draw_pips(self, surface: pygame.Surface, y: int) -> int:
        """The energy left, in words and as pips (a filled pip is one still to spend), then
        "+garnet" when a swap is paid with one: all inside the panel."""
        energy = self.session.level.energy
        left = energy - energy_used(self.entry.actions)
        panel = panel_rect(self.app.size)
        label = self.app.font(17, True)
        words = f"Energy left {left} of {energy}"
        blit_text(surface, label, words, theme.TEXT, (panel.left + 16, y))
        start = panel.left + 16 + label.size(words)[0] + 12
        extra = self.app.font(15)
        paid = "+garnet" if PAID_SWAP in self.entry.actions else ""
        after = extra.size(paid)[0] + 6 if paid else 0
        if (panel.right - 16 - start - after) // energy < 16:  # a narrow panel: pips below
            start, y = panel.left + 16, y + label.get_linesize()
        room = panel.right - 16 - start - after
        radius = max(4, min(10, (room // energy - 4) // 2))
        for index in range(energy):
            centre = (start + radius + index * (radius * 2 + 4), y + 11)
            pygame.draw.circle(surface, PIP_FULL if index < left else PIP_EMPTY, centre, radius)
        if paid:
            x = start + energy * (radius * 2 + 4) + 2
            blit_text(surface, extra, paid, theme.ACCENT, (x, y + 2))
        return y + 26

    def draw_actions(self, surface: pygame.Surface, y: int) -> int:
        colour = self.me.central_colour
        words = []
        for step, action in enumerate(self.entry.actions, start=1):
            if action in PATH_ACTIONS:
                node, _ = PATH_ACTIONS[action]
                tint = colour if node == CENTRAL else other_colour(colour)
                sure = " void!" if step in self.sure_void() else ""
                words.append(f"{step}. {action} ({tint}{sure})")
            else:
                colour = other_colour(colour)
                words.append(f"{step}. {action}")
        typing = f"Arrows move your {self.node} path ({LETTER[self.node]})."
        y = self.text(surface, typing, y, 15, colour=theme.ACCENT, one_line=True)
        return self.text(surface, "  ".join(words) or "No actions yet.", y + 2, 16)

    def draw_cards(self, surface: pygame.Surface, y: int) -> int:
        """The round's missions as cards, then those of earlier rounds still open (with
        whether you took them and the rounds left). Every card is whole; where not all
        fit with their words, the others fold to their head line (their words on hover, or
        PageUp/PageDown opens the next), and only a panel too short even for the heads
        scrolls, never past the point where the last card reaches the bottom."""
        missions = self.session.state.round_board()
        earlier = self.session.state.still_open_from_earlier()
        panel = panel_rect(self.app.size)
        y = self.text(
            surface, "Missions this round (click or 1–5)", y, 17, bold=True, one_line=True
        )
        small = self.app.font(14)
        line = small.get_linesize()
        width = panel.w - 32
        cards = [self._card(index, mission, width, small) for index, mission in
                 enumerate(missions)]  # fmt: skip
        cards += [self._earlier_card(mission, state, width, small) for mission, state in earlier]
        cards = self._one_head_size(cards, small)
        everything = [*missions, *(mission for mission, _ in earlier)]
        self.focus_card = min(max(0, self.focus_card), max(0, len(cards) - 1))
        top = y + 4
        room = panel.bottom - CARDS_BOTTOM - top
        shown, opened = self._fit_cards(cards, room, line)
        self.cards, self.earlier_cards = [], []
        for index in shown:
            head, font, rows, height = cards[index]
            if index not in opened:
                rows, height = [], 8 + font.get_linesize()
            rect = pygame.Rect(panel.left + 16, top, width, height)
            mission = everything[index]
            whole = mission.describe(self.session.board) + shared_words(mission.reward)
            if index < len(missions):  # the hover tells all the card's rows tell
                whole += self._window_notes(mission)
                self.cards.append((rect, index))
            else:
                whole = f"{self._taken_words(*earlier[index - len(missions)])} {whole}"
                self.earlier_cards.append((rect, index - len(missions)))
            self._draw_card(surface, rect, mission, head, font, rows, small)
            offer_whole_text(surface, rect, f"{head}: {whole}")  # all of it on hover
            top = rect.bottom + 4
        y = top
        hint = self._cards_hint(shown, opened, len(cards))
        if hint:
            font = largest_font(self.app.font, hint, width, (14, 13, 12), bold=False)
            blit_text(surface, font, clip_text(font, hint, width), theme.MUTED_TEXT,
                      (panel.left + 16, y))  # fmt: skip
            y += line
        if not missions:
            y = self.text(
                surface, "No mission on this round's board.", y + 4, 15, colour=theme.MUTED_TEXT
            )
        return y + 6

    def _fit_cards(
        self, cards: list[tuple[str, pygame.font.Font, list[str], int]], room: int, line: int
    ) -> tuple[list[int], set[int]]:
        """Which cards are shown and which of them show their words: all when they fit;
        else every head, the focused card opened and then the others in turn while room
        is left; else a run of heads around the focused card that reaches as far down as
        the room allows (so the panel never stands mostly empty)."""
        count = len(cards)
        full = [height + 4 for _, _, _, height in cards]
        if sum(full) <= room:
            return list(range(count)), set(range(count))
        room -= line + 2  # the line that says how to open the others
        folded = [8 + font.get_linesize() + 4 for _, font, _, _ in cards]
        focus = self.focus_card
        if sum(folded) <= room:
            opened: set[int] = set()
            used = sum(folded)
            for index in [*range(focus, count), *range(focus)]:
                if used - folded[index] + full[index] <= room:
                    used += full[index] - folded[index]
                    opened.add(index)
            if focus in opened or full[focus] > room or not self.focus_chosen:
                return list(range(count)), opened
        # the focused card opens with the heads around it that fit
        heights = [full[i] if i == focus else folded[i] for i in range(count)]
        opened = {focus} if heights[focus] <= room else set()
        heights[focus] = heights[focus] if opened else folded[focus]
        first, end, used = focus, focus + 1, heights[focus]
        while end < count and used + heights[end] <= room:
            used += heights[end]
            end += 1
        while first > 0 and used + heights[first - 1] <= room:
            first -= 1
            used += heights[first]
        return list(range(first, end)), opened

    @staticmethod
    def _one_head_size(
        cards: list[tuple[str, pygame.font.Font, list[str], int]], small: pygame.font.Font
    ) -> list[tuple[str, pygame.font.Font, list[str], int]]:
        """Every card's head in one size: the size the longest head needed."""
        if not cards:
            return cards
        font = min((card[1] for card in cards), key=lambda f: f.get_height())
        return [
            (head, font, rows, 8 + font.get_linesize() + len(rows) * small.get_linesize())
            for head, _, rows, _ in cards
        ]

    @staticmethod
    def _cards_hint(shown: list[int], opened: set[int], count: int) -> str:
        if len(shown) < count:
            return (f"Missions {shown[0] + 1}–{shown[-1] + 1} of {count} · "
                    "PageUp/PageDown: the others")  # fmt: skip
        if len(opened) < count:
            return "Folded cards: PageUp/PageDown or hover"
        return ""

    def _card(
        self, index: int, mission: Mission, width: int, small: pygame.font.Font
    ) -> tuple[str, pygame.font.Font, list[str], int]:
        """A card's head, its font, its rows of words and its height."""
        head = f"{index + 1}. {mission.name}  +{mission.reward}"
        if mission.penalty:
            head += f" / −{mission.penalty}"
        head += f" ({window_words(mission)})"
        font = largest_font(self.app.font, head, width - 16, (16, 15, 14, 13))
        words = mission.describe(self.session.board).split(" Success:")[0]  # the head has it
        if mission.name in self.entry.missions:  # its own row: the head keeps its size
            words = f"(undertaken) {words}"
        words += shared_words(mission.reward) + self._window_notes(mission)
        rows = wrap_text(words, small, width - 16)
        return head, font, rows, 8 + font.get_linesize() + len(rows) * small.get_linesize()

    @staticmethod
    def _window_notes(mission: Mission) -> str:
        """What a card of this round's board adds on how long the mission stays open: the
        head says "up to N rd"; anyone's completion closes it sooner."""
        notes = ""
        if mission.window > 1:  # taken now only, yet it counts until its last round
            notes += (
                f" Take it this round; completing it by the end of round {mission.last_round}"
                " counts."
            )
        if mission.penalty:  # the window is not a promise: anyone's completion closes it
            notes += f" Closes when anyone completes it; −{mission.penalty} then if you took it"
            notes += " and did not."
        return notes

    def _earlier_card(
        self, mission: Mission, state: MissionState, width: int, small: pygame.font.Font
    ) -> tuple[str, pygame.font.Font, list[str], int]:
        """A mission of an earlier round still open: who took it (you or not; the others'
        choices are private) and the rounds it has left."""
        left = mission.last_round - self.session.state.round_number + 1
        rounds = "last round" if left == 1 else f"{left} rounds left"
        head = f"{mission.name}  +{mission.reward}"
        if mission.penalty:
            head += f" / −{mission.penalty}"
        head += f" · {rounds}"
        font = largest_font(self.app.font, head, width - 16, (16, 15, 14, 13))
        shown = f"From round {mission.round}, still open."  # its words: on hover
        rows = wrap_text(f"{shown} {self._taken_words(mission, state)}", small, width - 16)
        return head, font, rows, 8 + font.get_linesize() + len(rows) * small.get_linesize()

    def _taken_words(self, mission: Mission, state: MissionState) -> str:
        """Whether this player took an earlier round's mission (the others' choices are
        private), on its card and in its hover text."""
        if self.seat not in state.undertakers:
            return "Not taken by you; no longer open to take (who took it is private)."
        left = mission.last_round - self.session.state.round_number + 1
        taken = "Taken by you: it counts if you complete it"
        taken += " this round." if left == 1 else " by then."
        if mission.penalty:
            taken += f" Not completed when it closes: −{mission.penalty}."
        return taken

    def _draw_card(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        mission: Mission,
        head: str,
        font: pygame.font.Font,
        rows: list[str],
        small: pygame.font.Font,
    ) -> None:
        chosen = mission.name in self.entry.missions
        pygame.draw.rect(surface, (58, 64, 80), rect, border_radius=8)
        border = theme.ACCENT if chosen else theme.PANEL_BORDER
        pygame.draw.rect(surface, border, rect, 3 if chosen else 1, border_radius=8)
        ink = theme.ACCENT if chosen else theme.TEXT
        shown = clip_text(font, head, rect.w - 16)
        blit_text(surface, font, shown, ink, (rect.left + 8, rect.top + 3))
        top = rect.top + 4 + font.get_linesize()
        for row, text in enumerate(rows):
            where = (rect.left + 8, top + row * small.get_linesize())
            blit_text(surface, small, text, theme.MUTED_TEXT, where)

    def wheel(self, pos: tuple[int, int], steps: int) -> bool:
        """The wheel over the panel scrolls the mission cards."""
        if not panel_rect(self.app.size).collidepoint(pos):
            return False
        self.scroll_cards(-steps)
        return True

    def scroll_cards(self, step: int) -> None:
        """PageUp/PageDown and the wheel open the previous or next card."""
        self.focus_card = max(0, self.focus_card + step)
        self.focus_chosen = True
        self._layer = None

    def show_card(self, index: int) -> None:
        """Open mission `index`'s card (its key chose it)."""
        self.focus_card = index
        self.focus_chosen = True
        self._layer = None
