"""The private entry screens of a Social Snake match: start cells, moves and the EC vote.

Each is pushed by the match flow right after the curtain for one seat, shows only the public
board, and on submit hands the entry to the session, closes itself and calls `on_submit`:

    app.push(MoveEntryScene(app, session, seat, on_submit=lambda: None))

The rules decide everything; these screens only show what the rules would do with what the
player is typing (`plan_path`: where a sequence would be cut and why) and map keys and clicks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core.coords import DIRECTIONS, Cell, cell_name, step
from game.core.words import plural
from game.social_snake.draw import GridView, Overlay, board_legend, player_looks
from game.social_snake.levels import START_CHOICES, GridLayout, Item
from game.social_snake.rules import (
    PlannedPath,
    Submission,
    spendable_garnets,
)
from game.social_snake.rules_text import START_CELL_CLEARED, START_RULE
from game.social_snake.session import MatchSession, MoveDraft, StartDraft
from game.ui import theme
from game.ui.board_view import (
    KeyToggle,
    Legend,
    draw_focus_caption,
    draw_focus_tab,
    fit_focused,
    key_folds,
    layout_focus,
    layout_focus_tabs,
)
from game.ui.entry import EntryScreen
from game.ui.event_log import wrap_text
from game.ui.scene import Scene
from game.ui.table_layout import beside_panel, board_room, side_panel
from game.ui.text import (
    blit_text,
    blit_wrapped,
    largest_wrapped,
    whole_title,
)
from game.ui.widgets import ButtonList, MenuItem, fitted_buttons

if TYPE_CHECKING:
    from game.ui.host import Host

PANEL_WIDTH = 312  # narrower on small windows, down to MIN_PANEL_WIDTH
MIN_PANEL_WIDTH = 268
HEADING_BOTTOM = 78
TITLE_SIZES = (30, 26, 22, 20)  # the heading, before it drops its words for the whole name
SIDE_WIDTH = 210  # the column beside the board: other grid's thumbnail, then the key
MIN_SIDE_WIDTH = 150
CAPTION = 26
KEY_CHIP_WIDTH = 130
ARROW_KEYS = {pygame.K_UP: "U", pygame.K_DOWN: "D", pygame.K_LEFT: "L", pygame.K_RIGHT: "R"}
LETTER_KEYS = {pygame.K_u: "U", pygame.K_d: "D", pygame.K_l: "L", pygame.K_r: "R"}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def panel_rect(size: tuple[int, int]) -> pygame.Rect:
    """The right-hand panel of an entry screen of `size`."""
    return side_panel(size, MIN_PANEL_WIDTH, PANEL_WIDTH)


def submit_rect(size: tuple[int, int]) -> pygame.Rect:
    panel = panel_rect(size)
    return pygame.Rect(panel.left + 20, panel.bottom - 68, panel.width - 40, 52)


def board_area(size: tuple[int, int], heading_bottom: int = HEADING_BOTTOM) -> pygame.Rect:
    """Where the boards and their key go: left of the panel, below the heading."""
    return board_room(size, panel_rect(size), heading_bottom)


def panel_text_size(size: tuple[int, int]) -> int:
    """The panel's text: 18 px, 15 px in a small window (the standings need the room)."""
    return 18 if panel_rect(size).width >= 300 and size[1] >= 700 else 15


class EntryScene(EntryScreen):
    """What the three entry screens share (besides the kit's): the seat, the boards, the
    panel and Submit."""

    heading = ""
    short_heading = ""  # the heading in fewer words, beside a long name in a narrow window
    legend_marks: tuple[str, ...] = ()  # the marks the screen draws, explained in its key
    centred_path = False  # the planned path through the cells' centres (where heads are)

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        self.session = session
        self.grids = self.entry_grids()
        self.active = 0
        super().__init__(app, session, seat, on_submit)
        self.looks = player_looks(session.seats, app.settings.colour_blind)
        layouts = session.level.grids
        area = board_area(app.size)
        centred = self.centred_path
        self.views = [
            GridView(layouts[g], area, self.looks, app.font, centred_path=centred)
            for g in self.grids
        ]
        self.legends: list[Legend] = [
            board_legend(view, app.font(15), seat, self.legend_marks) for view in self.views
        ]
        self.arrange()

    # Tab / Shift+Tab: the grids

    def field_count(self) -> int:
        return len(self.grids)

    def field(self) -> int:
        return self.active

    def focus_field(self, index: int) -> None:
        self.focus(index)

    def arrange(self) -> None:
        """The grid being entered large, any other as a thumbnail beside it (Tab swaps); in
        a small window, where a thumbnail column or the key would cost the board too much of
        its room, the other grids are tabs over the board and the key a chip (F1)."""
        self.arrange_heading()
        if not self.views:
            return
        area = board_area(self.app.size, self.heading_bottom)
        side = min(SIDE_WIDTH, max(MIN_SIDE_WIDTH, area.width // 4))
        side = max(side, min(self.legends[self.active].least_width(), area.width // 3))
        key = self.legends[self.active].height_for
        count = len(self.views)
        self.layout_now = layout_focus(area, count, self.active, side, CAPTION, 12, key)
        folded, chip = layout_focus_tabs(area, count, self.active, CAPTION, KEY_CHIP_WIDTH)
        if self.key_toggle is None or self.key_toggle.legend is not self.legends[self.active]:
            self.key_toggle = KeyToggle(self.legends[self.active])
        if key_folds(self.layout_now.boards[self.active].width, folded.boards[self.active].width):
            self.layout_now = folded
            self.key_toggle.fold(chip)
        else:
            self.key_toggle.fold(None)
        fit_focused(self.views, self.layout_now, self.active)

    def arrange_heading(self) -> None:
        """The help line under the title: one line, or two in a smaller size."""
        room = beside_panel(self.app.size, panel_rect(self.app.size)) - 88
        sizes = ((18, 1), (16, 2), (15, 2), (13, 2), (12, 3))
        font, rows = largest_wrapped(self.app.font, self.help_line(), room, sizes)
        self.help_font, self.help_rows = font, rows
        self.heading_bottom = max(HEADING_BOTTOM, 48 + len(rows) * font.get_linesize() + 8)

    def legend_place(self) -> tuple[Legend, pygame.Rect]:
        """The key of the grid being entered and where it goes (under the thumbnail, or under
        the board in a narrow window)."""
        return self.legends[self.active], self.layout_now.legend

    def focus(self, index: int) -> None:
        if index != self.active:
            self.active = index
            self.arrange()

    def entry_grids(self) -> list[str]:
        return []

    @property
    def grid(self) -> str:
        return self.grids[self.active]

    @property
    def layout(self) -> GridLayout:
        return self.session.level.grids[self.grid]

    def build(self, root: UIContainer) -> None:
        self.arrange()  # the window may have changed size
        self.submit_button: UIButton | None = UIButton(
            submit_rect(self.app.size), "Submit (Ctrl+Enter)", self.app.ui, root
        )
        self.kit_buttons = {self.submit_button: self.submit}

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            return self._clicked(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def _clicked(self, pos: tuple[int, int]) -> bool:
        for index, view in enumerate(self.views):
            other = view.area if not self.layout_now.tabs else self.layout_now.boards[index]
            if index != self.active and other.collidepoint(pos):
                self.focus(index)
                return True
            if index != self.active:
                continue
            cell = view.cell_at(pos)
            if cell is not None:
                self.click(cell)
                return True
        return False

    def key(self, key: int) -> bool:
        """A key the scene may use; True if used."""
        return False

    def click(self, cell: Cell) -> None:
        """A left click on `cell` of the active grid."""

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_heading(surface)
        for index, view in enumerate(self.views):
            self.draw_grid_label(surface, index, view)
            if index == self.active or not self.layout_now.tabs:
                grid = self.session.state.grids.get(self.grids[index])
                view.draw(surface, grid, self.overlay(index))
        if self.views and self.key_toggle is not None and self.key_toggle.folded:
            board = self.views[self.active].area
            self.key_toggle.draw(surface, board, self.app.font(15))
        elif self.views:
            legend, rect = self.legend_place()
            legend.draw(surface, rect)
        panel = panel_rect(self.app.size)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
        inner = pygame.Rect(panel.left + 16, panel.top + 14, panel.w - 32, 0)
        inner.height = self.panel_bottom() - inner.top
        y = self.draw_panel(surface, inner)
        self.strip_in(pygame.Rect(inner.left, y + 8, inner.width, inner.bottom - y - 8))
        self.draw_strip(surface)

    def draw_heading(self, surface: pygame.Surface) -> None:
        mark = pygame.Rect(16, 12, 44, 44)
        look = self.looks[self.seat]
        pygame.draw.rect(surface, look.colour, mark, border_radius=6)
        blit_text(surface, self.app.font(28, True), look.letter, look.text, mark.center, "center")
        # the heading stays left of the panel; the name is never cut, the words may shorten
        room = beside_panel(self.app.size, panel_rect(self.app.size)) - 88
        titles = [f"{self.player}: {words}" for words in (self.heading, self.short_heading)]
        font, title = whole_title(self.app.font, [*titles, self.player], room, TITLE_SIZES)
        blit_text(surface, font, title, theme.TEXT, (72, 8))
        below = pygame.Rect(72, 48, room, self.heading_bottom - 52)
        if self.refusal():  # where the player looks: just over the board, for the next key
            self.draw_refusal_in(surface, below)
            return
        for number, row in enumerate(self.help_rows):
            place = (72, 48 + number * self.help_font.get_linesize())
            blit_text(surface, self.help_font, row, theme.MUTED_TEXT, place)

    def refusal(self) -> str:
        """What was refused last, said over the board until the next key (the kit's message,
        or the screen's own)."""
        return self.message

    def draw_refusal_in(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The refusal whole in `rect`: the largest size that fits, down to 12 px."""
        text = self.refusal()
        for size in (18, 16, 15, 14, 13, 12):
            font = self.app.font(size)
            rows = wrap_text(text, font, rect.width)
            if len(rows) * font.get_linesize() <= rect.height:
                break
        for number, row in enumerate(rows):
            place = (rect.left, rect.top + number * font.get_linesize())
            blit_text(surface, font, row, theme.DANGER, place)

    def help_line(self) -> str:
        return ""

    def tab_help(self) -> str:
        return " · Tab: next grid" if len(self.grids) > 1 else ""

    def draw_grid_label(self, surface: pygame.Surface, index: int, view: GridView) -> None:
        """The grid's name on its caption line: the one being entered in gold; a thumbnail
        framed, with how to bring it forward."""
        grid = f"Grid {self.grids[index]}"
        focused = index == self.active
        words = [grid]
        if len(self.views) > 1:
            words.insert(0, f"{grid}: typing here" if focused else f"{grid}: Tab or click")
        caption = self.layout_now.captions[index]
        font = self.app.font(20, True)
        if self.layout_now.tabs:
            words = [f"{grid}: typing here" if focused else f"{grid}: Tab or click", grid]
            words = words if len(self.views) > 1 else [grid]
            draw_focus_tab(surface, font, caption, words, focused)
            return
        draw_focus_caption(surface, font, caption, view, words, focused)

    def overlay(self, index: int) -> Overlay:
        return Overlay()

    def draw_panel(self, surface: pygame.Surface, inner: pygame.Rect) -> int:
        """The right-hand panel's lines in `inner`; the y under them (the standings go
        there)."""
        return inner.top

    def draw_lines(
        self, surface: pygame.Surface, lines: list[tuple[str, theme.Colour]], y: int
    ) -> int:
        size = panel_text_size(self.app.size)
        panel = panel_rect(self.app.size)
        for text, colour in lines:
            font = self.whole_words_font(text, size, panel.w - 32)
            y = blit_wrapped(
                surface, font, text, colour, pygame.Rect(panel.left + 16, y, panel.w - 32, 200)
            )
        return y

    def whole_words_font(self, text: str, size: int, width: int) -> pygame.font.Font:
        """The font of `size`, or smaller down to 12 px, where every word of `text` fits a
        row (a long name's "WWWWWWWWWWWWWWWW's" is never broken inside)."""
        for points in range(size, theme.SMALLEST_TEXT - 1, -1):
            font = self.app.font(points)
            if all(font.size(word)[0] <= width for word in text.split()):
                return font
        return font

    def panel_bottom(self) -> int:
        """The lowest y the panel's text may use (the buttons are below)."""
        return submit_rect(self.app.size).top - 24


# --- start cells ----------------------------------------------------------------------------


class StartEntryScene(EntryScene):
    """Up to three start cells per grid, in priority order."""

    heading = "pick your start cells"
    short_heading = "start cells"
    legend_marks = ("picks", "cursor")

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        super().__init__(app, session, seat, on_submit)
        layouts = session.level.grids
        self.cursors: dict[str, Cell] = {
            grid: (layouts[grid].width // 2, layouts[grid].height // 2) for grid in self.grids
        }

    def entry_grids(self) -> list[str]:
        return list(self.session.state.phase_grids)

    def help_line(self) -> str:
        return (
            "Click cells (or arrows + Space) in priority order · click again or Backspace "
            "takes back" + self.tab_help()
        )

    def key(self, key: int) -> bool:
        if key in ARROW_KEYS:
            self.move_cursor(ARROW_KEYS[key])
        elif key in (pygame.K_SPACE, *ENTER_KEYS):
            self.click(self.cursors[self.grid])
        elif key == pygame.K_BACKSPACE:
            if self.picks[self.grid]:
                self.picks[self.grid].pop()
            self.message = ""
        else:
            return False
        return True

    def move_cursor(self, direction: str) -> None:
        target = step(self.cursors[self.grid], direction)
        if self.layout.contains(target):
            self.cursors[self.grid] = target

    def click(self, cell: Cell) -> None:
        picks = self.picks[self.grid]
        self.cursors[self.grid] = cell
        self.message = ""
        if cell in picks:
            picks.remove(cell)
        elif cell in self.layout.tunnel_numbers:
            self.message = f"{cell_name(cell)} is a tunnel: nobody can start there."
        elif len(picks) >= START_CHOICES:
            self.message = "You have three picks: click one to take it back first."
        else:
            picks.append(cell)

    def send(self, entry: Any) -> None:
        self.session.submit_starts(self.seat, self.picks)

    def first_entry(self) -> StartDraft:
        return tuple((grid, ()) for grid in self.grids)

    @property
    def entry(self) -> StartDraft:
        """The picks of every grid (a snapshot, for undo and the saved draft)."""
        return tuple((grid, tuple(picks)) for grid, picks in self.picks.items())

    @entry.setter
    def entry(self, value: StartDraft) -> None:
        kept = dict(value)
        self.picks = {grid: list(kept.get(grid, ())) for grid in self.grids}

    def empty_question(self) -> str:
        return "Submit without start cells? You will get a random free cell on every grid."

    def overlay(self, index: int) -> Overlay:
        grid = self.grids[index]
        cursor = self.cursors[grid] if index == self.active else None
        return Overlay(picks=list(self.picks[grid]), cursor=cursor)

    def draw_panel(self, surface: pygame.Surface, inner: pygame.Rect) -> int:
        lines: list[tuple[str, theme.Colour]] = [
            (f"Phase {self.session.state.phase + 1}: start cells", theme.TEXT),
            (START_RULE, theme.MUTED_TEXT),
            (START_CELL_CLEARED, theme.MUTED_TEXT),  # listing the richest cell loses it
        ]
        for grid in self.grids:
            names = [self._pick_words(grid, cell) for cell in self.picks[grid]]
            lines.append(
                (f"Grid {grid}: " + (", ".join(names) or "no picks (a random cell)"), theme.TEXT)
            )
        return self.draw_lines(surface, lines, inner.top)

    def _pick_words(self, grid: str, cell: Cell) -> str:
        """ "1. H8 (a garnet)": the pick's rank, cell and what lies there, in words."""
        rank = self.picks[grid].index(cell) + 1
        item = self.session.level.grids[grid].items.get(cell)
        return f"{rank}. {cell_name(cell)} ({item_words(item)})"


def item_words(item: Item | None) -> str:
    """What a cell holds in words: "a garnet", "5 apples", "2 rotten apples", "empty"."""
    if item is None or not (item.garnets or item.apples):
        return "empty"
    if item.garnets:
        return "a garnet" if item.garnets == 1 else plural(item.garnets, "garnet")
    if item.apples < 0:
        return plural(-item.apples, "rotten apple")
    return plural(item.apples, "apple")


# --- moves ----------------------------------------------------------------------------------


class MoveEntryScene(EntryScene):
    """A move sequence (and a premove) per active grid, with the rules' cut shown live."""

    heading = "enter your moves"
    short_heading = "moves"
    legend_marks = ("path", "cut")
    centred_path = True

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        super().__init__(app, session, seat, on_submit)

    def entry_grids(self) -> list[str]:
        return list(self.session.state.active_grids)

    def help_line(self) -> str:
        return (
            "Arrows or U/D/L/R (or click next to the path's end) · Backspace or Ctrl+Z "
            "undoes, Ctrl+Y redoes · +/- premove" + self.tab_help()
        )

    def build(self, root: UIContainer) -> None:
        super().build(root)
        submit = submit_rect(self.app.size)
        row = pygame.Rect(submit.left, submit.top - 56, submit.width, 44)
        self.less, self.more = fitted_buttons(self.app, root, row, ["Premove −", "Premove +"])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in (
            self.less,
            self.more,
        ):
            self.change_premove(1 if event.ui_element is self.more else -1)
            return True
        return super().handle(event)

    # the plan, as the rules see it

    def head(self, grid: str) -> Cell:
        return self.session.state.grids[grid].heads[self.seat]

    def plan(self, grid: str, moves: str | None = None) -> PlannedPath:
        return self.session.plan_moves(
            self.seat, grid, self.moves[grid] if moves is None else moves
        )

    def crash_cell(self, grid: str, plan: PlannedPath) -> tuple[int, str] | None:
        """The first step of the path onto a Body or a head (a hint: others move too)."""
        state = self.session.state.grids[grid]
        names = self.session.state.names
        heads = {cell: player for player, cell in state.heads.items()}
        visited = {self.head(grid)}
        for number, cell in enumerate(plan.cells):
            if cell in state.body_owner:
                owner = state.body_owner[cell]
                return number, "your own Body" if owner == self.seat else f"{names[owner]}'s Body"
            if cell in heads and heads[cell] != self.seat:
                return number, f"{names[heads[cell]]}'s head"
            if cell in visited:
                return number, "your own new Body"
            visited.add(cell)
        return None

    def gains(self, grid: str, plan: PlannedPath, until: int) -> tuple[int, int, int]:
        """(apples, garnets, rotten apples) on the path's first `until` cells."""
        items = self.session.state.grids[grid].items
        apples = garnets = rotten = 0
        for cell in dict.fromkeys(plan.cells[:until]):
            item = items.get(cell)
            if item is None:
                continue
            apples += max(0, item.apples)
            rotten += min(0, item.apples)
            garnets += item.garnets
        return apples, garnets, rotten

    # input

    def key(self, key: int) -> bool:
        if key in ARROW_KEYS or key in LETTER_KEYS:
            self.add_move({**ARROW_KEYS, **LETTER_KEYS}[key])
        elif key == pygame.K_BACKSPACE:
            self.moves[self.grid] = self.moves[self.grid][:-1]
            self.refused[self.grid] = None
            self.message = ""
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_premove(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_premove(-1)
        else:
            return False
        return True

    def add_move(self, direction: str) -> None:
        """Add a move, unless the rules would cut the sequence there: then refuse it and
        show where and why."""
        grid = self.grid
        trial = self.plan(grid, self.moves[grid] + direction)
        if trial.is_cut:
            self.refused[grid] = (direction, trial.cut_reason or "")
            self.message = ""
            return
        self.moves[grid] += direction
        self.refused[grid] = None
        self.message = ""

    def click(self, cell: Cell) -> None:
        end = self.plan(self.grid).cells[-1:] or (self.head(self.grid),)
        for direction in DIRECTIONS:
            if step(end[0], direction) == cell:
                self.add_move(direction)
                return
        self.message = "Click a cell next to the end of your path."

    def change_premove(self, change: int) -> None:
        others = sum(v for g, v in self.premoves.items() if g != self.grid)
        total = spendable_garnets(self.session.state, self.seat)
        allowed = total - others
        wanted = self.premoves[self.grid] + change
        self.premoves[self.grid] = max(0, min(allowed, wanted))
        self.message = premove_limit_words(total, allowed, others) if wanted > allowed else ""

    def send(self, entry: Any) -> None:
        entries = {g: Submission(self.moves[g], self.premoves[g]) for g in self.grids}
        self.session.submit_moves(self.seat, entries)

    def first_entry(self) -> MoveDraft:
        return tuple((grid, "") for grid in self.grids), tuple((grid, 0) for grid in self.grids)

    @property
    def entry(self) -> MoveDraft:
        """The moves and premoves of every grid (a snapshot, for undo and the saved draft)."""
        return tuple(self.moves.items()), tuple(self.premoves.items())

    @entry.setter
    def entry(self, value: MoveDraft) -> None:
        moves, premoves = dict(value[0]), dict(value[1])
        self.moves = {grid: moves.get(grid, "") for grid in self.grids}
        self.premoves = {grid: premoves.get(grid, 0) for grid in self.grids}
        self.refused: dict[str, tuple[str, str] | None] = dict.fromkeys(self.grids)

    def empty_question(self) -> str:
        return "Submit without any moves? Your snake stays where it is this round."

    # drawing

    def overlay(self, index: int) -> Overlay:
        grid = self.grids[index]
        plan = self.plan(grid)
        path = drawn_path(self.head(grid), plan, self.moves[grid])
        refused = self.refused[grid]
        if refused is None:
            return Overlay(path=path)
        towards = step(path[-1], refused[0]) if refused[0] in DIRECTIONS else None
        return Overlay(path=path, cut_at=path[-1], cut_towards=towards)

    def panel_bottom(self) -> int:
        return submit_rect(self.app.size).top - 80

    def draw_panel(self, surface: pygame.Surface, inner: pygame.Rect) -> int:
        state = self.session.state
        lines: list[tuple[str, theme.Colour]] = [
            (f"Phase {state.phase + 1}, round {state.round_number}", theme.TEXT),
        ]
        if state.single_direction:
            lines.append(("This round a sequence may use one direction only.", theme.MUTED_TEXT))
        spendable = spendable_garnets(state, self.seat)
        spend = f"Garnets you can spend on premoves: {spendable} ({PREMOVE_WORDS})"
        lines.append((spend, theme.MUTED_TEXT))
        for grid in self.grids:
            lines += self.grid_lines(grid)
        return self.draw_lines(surface, lines, inner.top)

    def refusal(self) -> str:
        refused = self.refused[self.grid]
        if self.message or not refused:
            return self.message
        kept = self.plan(self.grid).kept
        return f"{refused[0]} refused on grid {self.grid}, cut after {kept}: {refused[1]}."

    def grid_lines(self, grid: str) -> list[tuple[str, theme.Colour]]:
        plan = self.plan(grid)
        moves = self.moves[grid] or "none"
        refused = self.refused[grid]
        dropped = f"  ({refused[0]} dropped)" if refused else ""
        lines = [(f"Grid {grid}: {moves}{dropped} · premove {self.premoves[grid]}", theme.ACCENT)]
        crash = self.crash_cell(grid, plan)
        until = crash[0] if crash else len(plan.cells)
        apples, garnets, rotten = self.gains(grid, plan, until)
        gain = f"On the way: {plural(apples, 'apple')}, {plural(garnets, 'garnet')}"
        lines.append((gain + (f", {rotten} rotten" if rotten else ""), theme.TEXT))
        if crash:
            where = cell_name(plan.cells[crash[0]])
            lines.append((f"You would crash at {where} ({crash[1]}).", theme.DANGER))
        return lines


def drawn_path(head: Cell, plan: PlannedPath, moves: str) -> list[Cell]:
    """The planned path as drawn: a move through a tunnel runs into the tunnel it enters and
    out of its twin (the line breaks between the two ends), then on to where it lands."""
    path = [head]
    for cell, through, move in zip(plan.cells, plan.through_tunnel, moves, strict=False):
        if through:
            back = {"U": "D", "D": "U", "L": "R", "R": "L"}[move]
            path += [step(path[-1], move), step(cell, back)]
        path.append(cell)
    return path


# --- the Elimination Candidate vote ---------------------------------------------------------


class VoteScene(EntryScene):
    """A private vote among the players tied for the fewest apples."""

    heading = "vote for the Elimination Candidate"
    short_heading = "your EC vote"

    def entry_grids(self) -> list[str]:
        return []

    def help_line(self) -> str:
        return "Up/Down choose · Enter votes · nobody sees your vote before the results"

    def build(self, root: UIContainer) -> None:
        call = self.session.vote()
        candidates = call.candidates if call else []
        players = self.session.state.players
        items = [
            MenuItem(
                f"{players[c].name}: {plural(players[c].apples, 'apple')}, "
                f"{plural(players[c].garnets, 'garnet')}",
                self.voter(c),
            )
            for c in candidates
        ]
        area = pygame.Rect(340, 240, 600, 400)
        self.menu = ButtonList(self.app.ui, root, area, items)
        self.submit_button = None

    def voter(self, candidate: int) -> Callable[[], None]:
        def vote() -> None:
            self.choice = candidate
            self.submit()

        return vote

    def is_empty(self) -> bool:
        return False  # a vote names a candidate

    def send(self, entry: Any) -> None:
        self.session.submit_vote(self.seat, self.choice)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        Scene.draw(self, surface)
        self.draw_heading(surface)
        text = (
            "The fewest apples are tied. As one of the players with the most apples, choose "
            "who becomes the Elimination Candidate."
        )
        blit_wrapped(surface, self.app.font(22), text, theme.TEXT, pygame.Rect(340, 130, 600, 100))
        if self.message:
            blit_text(surface, self.app.font(20), self.message, theme.DANGER, (340, 660))


PREMOVE_WORDS = "each starts your moves on a grid 1 step early"  # what a premove does


def premove_limit_words(total: int, here: int, others: int) -> str:
    """Why a premove garnet more is refused: every spendable garnet is placed."""
    if total == 0:
        return "You have no garnet to spend on premoves."
    where = f"{here} on this grid, {others} on the others" if others else "all on this grid"
    return f"All {plural(total, 'garnet')} you may spend on premoves are placed ({where})."
