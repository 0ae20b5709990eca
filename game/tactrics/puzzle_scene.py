"""Tactrics Snakes' solo puzzles on screen: the list of the pack and the puzzle itself.

    app.push(PuzzleListScene(app))               # the Tactrics menu's "Puzzles"
    app.push(PuzzleScene(app, pack, level))      # one puzzle of the pack

A `PuzzleSession` (puzzle.py) keeps the moves, undo / redo / restart and the stars; the saved
progress is the best move count per puzzle. A hint is the first move of a shortest solution
from the current position, worked out by `SolveJob` in a worker thread while the window keeps
running; it is cancelled when the position changes or the scene is left.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core.problems import ProblemsFound
from game.core.words import plural
from game.tactrics.board import TOWER_COUNT, TOWERS_OF_CELL
from game.tactrics.daily import DailyJob, daily_key
from game.tactrics.draw import BoardView, Marks, colour_word
from game.tactrics.levels import TactricsLevel
from game.tactrics.play import ENTER_KEYS, BoardScene, is_ctrl_key
from game.tactrics.puzzle import (
    YOURS,
    PuzzleSession,
    keep_moves,
    kept_hints,
    kept_moves,
    load_pack,
    load_progress,
    load_stars,
    next_unsolved,
    packs,
    puzzle_key,
    read_progress,
    record_solved,
    stars_for,
    stars_of,
)
from game.tactrics.rules import (
    Action,
    RuleViolation,
    group_of,
    group_verdict,
    piece_colour,
    snake_of_group,
    tower_values,
)
from game.tactrics.solver import SolveJob
from game.ui import sound, theme
from game.ui.dialogs import ConfirmScene
from game.ui.focus import Control, FocusGrid
from game.ui.scene import Scene
from game.ui.text import (
    blit_text,
    blit_wrapped,
    clip_text,
    largest_font,
    largest_wrapped,
    whole_title,
)
from game.ui.widgets import BUTTON_FONT, BUTTON_PADDING, SMALL_BUTTON_FONT, fitted_buttons

if TYPE_CHECKING:
    from game.ui.host import Host

COLUMNS, ROWS = 4, 8
FontMaker = Callable[..., pygame.font.Font]
LIST_LEFT, LIST_TOP = 40, 112
ONE_ROW_PANEL = 392  # a puzzle panel this wide holds moves, stars and "if solved now" in a row
STARS_ROW = 30  # else the stars' own row
TABS_TOP, TAB_HEIGHT = 64, 38
STAR_SIZE = 20  # the solved message's stars (their points reach this far from the centre)
STARS_WIDTH = 74  # the stars beside each puzzle's button
CELL_MOST = 340  # a puzzle's cell: its button and stars
BIG_BUTTON_LEAST = 32  # px: a lower button takes the smaller font
HINT_SECONDS = 10.0
DAILY = "Puzzle of the day"
HINT_TOP, HINT_ROOM = 364, 100  # three rows of the hint: on 800×600 it needs them
HINT_SIZES = (19, 17, 16, 15)  # the hint whole in HINT_ROOM (a narrow panel: four rows)
OPEN_TAB_BAR = 4  # the height of the bar under the pack on show


@dataclass(frozen=True)
class ListLayout:
    """The puzzle list in a window: the packs' tabs, a cell per puzzle (its button and
    stars) in `columns` columns, the details panel with the board preview below, Back at
    the bottom; `small`: the buttons take the smaller button font."""

    cell_w: int
    cell_h: int
    panel: pygame.Rect
    preview: pygame.Rect
    back: pygame.Rect
    columns: int = COLUMNS
    small: bool = False

    @property
    def button_w(self) -> int:
        return self.cell_w - STARS_WIDTH


def list_layout(
    size: tuple[int, int], labels: Sequence[str] = (), font: FontMaker | None = None
) -> ListLayout:
    """The layout for a pack whose buttons read `labels`: as many columns (up to COLUMNS)
    as show every label whole at the button font, else at the smaller one; a pack of more
    than ROWS rows keeps its columns."""
    width, height = size
    room = width - 2 * LIST_LEFT
    back = pygame.Rect(LIST_LEFT, height - 70, 180, 48)
    panel_height = max(120, min(200, back.top - 10 - LIST_TOP - ROWS * 40 - 10))
    panel_width = min(room, 300 * COLUMNS)
    panel = pygame.Rect(LIST_LEFT, back.top - 10 - panel_height, panel_width, panel_height)
    preview_width = min(236, panel_height * 236 // 192)
    preview = pygame.Rect(panel.right - preview_width - 4, panel.top + 4, preview_width, 0)
    preview.height = panel.height - 8
    columns, small, cell_w = _list_columns(panel_width, labels, font)
    rows = min(ROWS, max(1, -(-len(labels) // columns))) if labels else ROWS
    cell_h = min(50, (panel.top - 10 - LIST_TOP) // rows)
    small = small or cell_h - 8 < BIG_BUTTON_LEAST  # a low button: the smaller font
    return ListLayout(cell_w, cell_h, panel, preview, back, columns, small)


def _list_columns(
    width: int, labels: Sequence[str], font: FontMaker | None
) -> tuple[int, bool, int]:
    """(columns, small font, cell width) for `labels` in a list `width` px wide: cells of
    at most CELL_MOST px where the labels fit them, wider where a long name needs it."""
    if not labels or font is None:
        return COLUMNS, False, min(CELL_MOST, width // COLUMNS)
    least = max(1, -(-len(labels) // ROWS))  # columns the rows that fit need
    choices = range(COLUMNS, least - 1, -1)
    for size, small in ((BUTTON_FONT, False), (SMALL_BUTTON_FONT, True)):
        widest = max(font(size, True).size(label)[0] for label in labels) + 2 * BUTTON_PADDING
        for most in (CELL_MOST, width):
            for columns in choices:
                cell = min(most, width // columns)
                if cell - STARS_WIDTH >= widest:
                    return columns, small, cell
    return least, True, width // least


STAR_ON = theme.ACCENT
STAR_OFF = (70, 76, 92)


def draw_stars(surface: pygame.Surface, left: int, middle: int, count: int, size: int = 14) -> None:
    """Three stars from (left, middle): `count` of them lit."""
    for index in range(3):
        centre = (left + size + index * (2 * size + 4), middle)
        points = [
            (
                centre[0]
                + (size if corner % 2 == 0 else size * 0.42) * math.sin(corner * math.pi / 5),
                centre[1]
                - (size if corner % 2 == 0 else size * 0.42) * math.cos(corner * math.pi / 5),
            )
            for corner in range(10)
        ]
        pygame.draw.polygon(surface, STAR_ON if index < count else STAR_OFF, points)


# --- the list -------------------------------------------------------------------------------


def par_words(level: TactricsLevel) -> str:
    """ "par 5", or "par not proven" for a puzzle whose par the solver did not prove."""
    return f"par {level.par}" if level.par_proven else "par not proven"


class PuzzleListScene(Scene):
    """The packs (Starter, Regular, Hard, Master, your own) as tabs, each pack's puzzles with
    their stars, and the puzzle of the day; Enter or a click opens one."""

    title = "Tactrics Snakes — puzzles"

    def __init__(self, app: Host, today: date | None = None):
        super().__init__(app)
        self.problems: list[str] = []
        try:
            self.pack = load_pack()
        except ProblemsFound as found:
            self.pack = []
            self.problems = [str(problem) for problem in found.problems]
        self.progress, unread = read_progress()
        self.star_counts = load_stars()
        self.problems += [str(problem) for problem in unread]
        self.groups = packs(self.pack)
        self.tab = self._first_open_pack()
        self.tab_rects: dict[str, pygame.Rect] = {}
        self.focus_key = f"puzzle{self.groups[self.tab][0]}" if self.tab else "back"
        self.today = today or date.today()
        self.daily: DailyJob | None = None
        self.daily_level: TactricsLevel | None = None
        self.layout = self.fitted_layout()
        self.preview = self._preview()

    def _first_open_pack(self) -> str:
        """The first pack with an unsolved puzzle (the last pack when all are solved)."""
        for name, indexes in self.groups.items():
            if any(puzzle_key(self.pack[index]) not in self.progress for index in indexes):
                return name
        return next(reversed(self.groups), "")

    def _preview(self) -> BoardView:
        colour_blind = self.app.settings.colour_blind
        return BoardView(self.layout.preview, self.app.font, colour_blind, towers=False)

    def enter(self) -> None:
        super().enter()
        if self.problems:
            self.app.show_message("The puzzles cannot be read", self.problems)

    def exit(self) -> None:
        if self.daily is not None:
            self.daily.cancel()
        super().exit()

    def resume(self) -> None:
        super().resume()
        self.progress = load_progress()
        self.star_counts = load_stars()
        self.relayout()  # the tabs count what is solved

    @property
    def busy(self) -> bool:
        return self.daily is not None

    def build(self, root: UIContainer) -> None:
        layout = self.fitted_layout()
        if layout.preview != self.layout.preview:
            self.layout = layout
            self.preview = self._preview()
        self.layout = layout
        self.form = FocusGrid(self.app.ui)
        self._build_tabs(root)
        size = SMALL_BUTTON_FONT if layout.small else BUTTON_FONT
        font = self.app.font(size, True)  # the theme's button font
        object_id = "@small_button" if layout.small else None
        for place, index in enumerate(self.shown()):
            row, column = divmod(place, layout.columns)
            rect = pygame.Rect(
                LIST_LEFT + column * layout.cell_w,
                LIST_TOP + row * layout.cell_h,
                layout.button_w,
                layout.cell_h - 8,
            )
            label = clip_text(font, self.label(place, index), layout.button_w - 2 * BUTTON_PADDING)
            button = UIButton(rect, label, self.app.ui, root, object_id=object_id)
            self.form.add(Control(f"puzzle{index}", button, row + 1, self._opener(index)))
        back = UIButton(layout.back, "Back", self.app.ui, root)
        self.form.add(Control("back", back, ROWS + 2, lambda: self.app.pop(self)))
        self.form.focus_key(self.focus_key)

    def shown(self) -> list[int]:
        """The puzzles of the pack on show that the list holds."""
        return self.groups.get(self.tab, [])[: self.layout.columns * ROWS]

    def label(self, place: int, index: int) -> str:
        return f"{place + 1:02d} {self.pack[index].name}"

    def fitted_layout(self) -> ListLayout:
        """The layout for the pack on show (its names decide the columns)."""
        indexes = self.groups.get(self.tab, [])
        labels = [self.label(place, index) for place, index in enumerate(indexes)]
        return list_layout(self.app.size, labels, self.app.font)

    def _build_tabs(self, root: UIContainer) -> None:
        """The pack tabs and the puzzle of the day, side by side, each as wide as its words
        (the smaller font in a narrow window). Only the keyboard's focus highlights a button;
        the pack on show is underlined (`_draw_open_tab`), so that two highlighted tabs never
        ask which is which."""
        self.tab_rects.clear()
        names = [*self.groups, DAILY]
        labels = [self.tab_label(name) for name in names]
        font = self.app.font(22, True)
        natural = sum(font.size(label)[0] + 36 for label in labels) + 8 * (len(labels) - 1)
        room = self.app.size[0] - 2 * LIST_LEFT
        row = pygame.Rect(LIST_LEFT, TABS_TOP, min(natural, room), TAB_HEIGHT)
        for name, button in zip(names, fitted_buttons(self.app, root, row, labels), strict=True):
            self.tab_rects[name] = button.rect
            self.form.add(Control(f"pack:{name}", button, 0, self._tab_opener(name)))

    def tab_label(self, name: str) -> str:
        if name == DAILY:
            return DAILY
        indexes = self.groups[name]
        solved = sum(1 for index in indexes if puzzle_key(self.pack[index]) in self.progress)
        return f"{name} {solved}/{len(indexes)}"

    def _tab_opener(self, name: str) -> Callable[[], None]:
        return lambda: self.show_tab(name)

    def show_tab(self, name: str) -> None:
        """Show a pack's puzzles (the puzzle of the day opens at once)."""
        if name == DAILY:
            self.open_daily()
            return
        self.tab = name
        self.focus_key = f"pack:{name}"
        self.relayout()

    def _opener(self, index: int) -> Callable[[], None]:
        return lambda: self.app.push(PuzzleScene(self.app, self.pack, self.pack[index]))

    # the puzzle of the day

    def open_daily(self) -> None:
        """Open today's puzzle, making it first in a worker thread (the list keeps running)."""
        self.focus_key = f"pack:{DAILY}"
        if self.daily_level is not None and self.daily_level.path == daily_key(self.today):
            self.app.push(PuzzleScene(self.app, [self.daily_level], self.daily_level))
        elif self.daily is None:
            self.daily = DailyJob(self.today)

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.daily
        if job is None or not job.finished:
            return
        self.daily = None
        if job.result is None:
            self.app.show_message(DAILY, ["Today's puzzle could not be made."])
            return
        self.daily_level = job.result
        self.app.push(PuzzleScene(self.app, [job.result], job.result))

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = self.form.handle_event(event)
        if self.form.current is not None:
            self.focus_key = self.form.current.key
        return used

    def stars(self, level: TactricsLevel) -> int:
        return stars_of(puzzle_key(level), level.par, self.progress, self.star_counts)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        blit_text(surface, self.app.font(36, True), "Puzzles", theme.TEXT, (LIST_LEFT, 16))
        solved = sum(1 for level in self.pack if puzzle_key(level) in self.progress)
        summary = (
            f"{solved} of {len(self.pack)} solved  ·  arrows/Tab choose  ·  Enter play  ·  "
            "a hint costs a star"
        )
        room = pygame.Rect(LIST_LEFT + 180, 12, self.app.size[0] - 2 * LIST_LEFT - 180, 50)
        blit_wrapped(surface, self.app.font(18), summary, theme.MUTED_TEXT, room)  # 2 rows at 800
        self._draw_open_tab(surface)
        for place, index in enumerate(self.shown()):
            row, column = divmod(place, self.layout.columns)
            left = LIST_LEFT + column * self.layout.cell_w + self.layout.button_w + 4
            middle = LIST_TOP + row * self.layout.cell_h + (self.layout.cell_h - 8) // 2
            draw_stars(surface, left, middle, self.stars(self.pack[index]), 10)
        if self.focus_key == f"pack:{DAILY}" or self.daily is not None:
            self._draw_daily(surface)
        else:
            self._draw_details(surface)

    def _draw_open_tab(self, surface: pygame.Surface) -> None:
        rect = self.tab_rects.get(self.tab)
        if rect is not None:
            bar = pygame.Rect(rect.left + 6, rect.bottom + 2, rect.width - 12, OPEN_TAB_BAR)
            pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=2)

    def _draw_daily(self, surface: pygame.Surface) -> None:
        panel = self.layout.panel
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
        key = daily_key(self.today)
        heading = f"{DAILY}  ·  {self.today.isoformat()}"
        blit_text(
            surface, self.app.font(24, True), heading, theme.TEXT, (panel.left + 20, panel.top + 14)
        )
        if self.daily is not None:
            words = "Making today's puzzle and proving its par…"
        elif key in self.progress:
            best = self.progress[key]
            stars = stars_of(key, None, self.progress, self.star_counts)
            words = (
                f"Solved today in {plural(best, 'move')}: {stars} of 3 stars. Enter plays again."
            )
        else:
            words = (
                "A new puzzle every day, the same on every machine, with a proven par of 6 to 9 "
                "and its own stars. Enter or a click plays it."
            )
        previewed = self.daily_level is not None and self.daily is None
        right = self.layout.preview.left if previewed else panel.right  # never under it
        width, height = right - panel.left - 40, panel.height - 60
        sizes = [(size, height // self.app.font(size).get_linesize()) for size in (19, 17, 15)]
        font, rows = largest_wrapped(self.app.font, words, width, sizes)
        for number, row in enumerate(rows):  # whole, in a smaller size when it must be
            where = (panel.left + 20, panel.top + 54 + number * font.get_linesize())
            blit_text(surface, font, row, theme.MUTED_TEXT, where)
        if previewed and self.daily_level is not None:
            self.preview.draw(surface, self.daily_level.board)

    def _draw_details(self, surface: pygame.Surface) -> None:
        index = int(self.focus_key[6:]) if self.focus_key.startswith("puzzle") else -1
        if not 0 <= index < len(self.pack):
            self._draw_pack_summary(surface)
            return
        level = self.pack[index]
        panel = self.layout.panel
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
        best = self.progress.get(puzzle_key(level))
        best_words = "not solved yet" if best is None else f"your best: {plural(best, 'move')}"
        group = self.groups.get(self.tab, [])
        place = group.index(index) if index in group else index  # numbered as on its button
        heading = f"{place + 1:02d}  {level.name}"  # its facts lead the words under it
        heading_font = self.app.font(24, True)
        heading = clip_text(heading_font, heading, self.layout.preview.left - panel.left - 40)
        blit_text(surface, heading_font, heading, theme.TEXT, (panel.left + 20, panel.top + 14))
        facts = f"{par_words(level).capitalize()}  ·  {best_words}."
        area = pygame.Rect(
            panel.left + 20,
            panel.top + 54,
            self.layout.preview.left - panel.left - 40,
            panel.height - 60,
        )
        stars = self.stars(level)
        lines = [facts, level.description] if level.description else [facts]
        lines.append(f"Stars: {stars} of 3." if best is not None else "Enter or a click plays it.")
        blit_wrapped(surface, self.app.font(19), " ".join(lines), theme.MUTED_TEXT, area)
        self.preview.draw(surface, level.board)

    def _draw_pack_summary(self, surface: pygame.Surface) -> None:
        if not self.tab:
            return
        panel = self.layout.panel
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
        pars = [self.pack[index].par or 0 for index in self.groups[self.tab]]
        heading = f"{self.tab} pack  ·  {plural(len(pars), 'puzzle')}"
        if self.tab != YOURS:
            heading += f"  ·  par {min(pars)} to {max(pars)}"
        blit_text(
            surface, self.app.font(24, True), heading, theme.TEXT, (panel.left + 20, panel.top + 14)
        )
        stars = sum(self.stars(self.pack[index]) for index in self.groups[self.tab])
        words = f"{stars} of {3 * len(pars)} stars. Down or a click on a puzzle chooses it."
        area = pygame.Rect(panel.left + 20, panel.top + 54, panel.width - 40, panel.height - 60)
        blit_wrapped(surface, self.app.font(19), words, theme.MUTED_TEXT, area)


# --- one puzzle -----------------------------------------------------------------------------


class SolvedScene(ConfirmScene):
    """The success message: moves, par, stars, and the next unsolved puzzle (Enter)."""

    def __init__(
        self,
        app: Host,
        question: str,
        stars: int,
        on_yes,
        yes_label: str,
        on_no=None,
        no_label: str = "Stay",
    ):
        super().__init__(app, question, on_yes, on_no, yes_label=yes_label, no_label=no_label)
        self.title = "Solved!"
        self.stars = stars

    def build(self, root: UIContainer) -> None:
        """The kit's two buttons sharing the box's width by their words: "Back to the editor
        (Enter)" is read whole, clear of its button's edges."""
        super().build(root)
        box, top, height = self.box, self.yes.rect.top, self.yes.rect.height
        row = pygame.Rect(box.left + 28, top, box.width - 56, height)
        labels = [self.yes.text, self.no.text]
        self.yes.kill()
        self.no.kill()
        self.yes, self.no = fitted_buttons(self.app, root, row, labels)

    @property
    def box(self) -> pygame.Rect:
        box = super().box.inflate(0, 70)
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return box

    def stars_middle(self) -> int:
        """Half way between the message's last row and the key hint over the buttons (at
        box.bottom - 130 the stars were drawn over the hint)."""
        font = self.app.font(26, bold=True)
        rows_bottom = self.box.top + 48 + (len(self._rows()) - 0.5) * font.get_linesize()
        hint_top = self.yes.rect.top - 22 - self.app.font(16).get_linesize() // 2
        return round((rows_bottom + hint_top) / 2)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_stars(surface, self.box.centerx - 66, self.stars_middle(), self.stars, STAR_SIZE)


class PuzzleScene(BoardScene):
    """Turn towers until every piece is in a snake with a head; undo, redo, restart, hint."""

    title = "Tactrics Snakes — puzzle"
    puzzle = True
    panel_least = 270  # a narrow panel puts the stars on a row of their own (stars_below)
    help_lines = (
        "Click a tower's handle: right half turns it clockwise, left half anticlockwise.",
        "Keys: arrows, Tab or 1–19 pick a tower  ·  ]\u00a0clockwise  ·  [\u00a0anticlockwise  ·  "
        "Ctrl+Z\u00a0/\u00a0Ctrl+Y undo\u00a0/\u00a0redo  ·  R\u00a0restart  ·  "
        "H\u00a0hint (Enter\u00a0plays\u00a0it)",
        "White outline: in a snake with a head  ·  red dashes: not yet "
        "(headless snakes do not count)",
    )  # no-break spaces: a key never wraps away from what it does

    def __init__(
        self, app: Host, pack: list[TactricsLevel], level: TactricsLevel, trial: bool = False
    ):
        """`trial`: the level editor's play-test of a puzzle being made: its title names it,
        and nothing is resumed or saved (no progress, no moves kept)."""
        super().__init__(app)
        self.pack = pack
        self.level = level
        self.trial = trial
        key = puzzle_key(level)
        self.daily = key.startswith("daily-")
        self.session = PuzzleSession(level.board, level.par, 0 if trial else kept_hints(key))
        resumed = 0 if trial else self.session.resume(kept_moves(key))
        self.hint_job: SolveJob | None = None
        self.hint: Action | None = None
        self.hint_board: tuple[int, ...] | None = None
        self.pointed_cell: int | None = None  # the board cell under the mouse (not a handle)
        self.thinking = 0.0
        self.celebrate = False
        self.best = None if trial else load_progress().get(puzzle_key(level))
        if resumed:
            self.inform(f"Resumed your {plural(resumed, 'move')}: R or Restart starts again.")

    @property
    def place(self) -> tuple[str, int]:
        """The puzzle's pack and its number there (as the list numbers it), or ("", 0)."""
        keys = [puzzle_key(level) for level in self.pack]
        key = puzzle_key(self.level)
        for name, indexes in packs(self.pack).items():
            for number, index in enumerate(indexes, start=1):
                if keys[index] == key:
                    return name, number
        return "", 0

    # widgets

    def build(self, root: UIContainer) -> None:
        labels = ("Undo", "Redo", "Restart", "Hint")
        row = pygame.Rect(self.panel_left, 300 + self.stars_shift(), self.panel_width, 44)
        buttons = fitted_buttons(self.app, root, row, labels)  # every word whole
        self.buttons: dict[str, UIButton] = dict(zip(labels, buttons, strict=True))
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        if self.root is None:
            return
        states = {
            "Undo": self.session.can_undo,
            "Redo": self.session.can_redo,
            "Restart": self.session.moves > 0,
            "Hint": self.hint_job is None and not self.session.solved,
        }
        for label, enabled in states.items():
            button = self.buttons[label]
            if enabled != button.is_enabled:
                button.enable() if enabled else button.disable()

    # events

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        if is_ctrl_key(event, pygame.K_z):
            self.step(self.session.undo)
        elif is_ctrl_key(event, pygame.K_y):
            self.step(self.session.redo)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r and not event.mod:
            self.step(self.session.restart)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod:
            self.ask_hint()
        elif event.type == pygame.KEYDOWN and event.key in ENTER_KEYS and self.hint is not None:
            self.rotate(self.hint)
        else:
            if event.type == pygame.MOUSEMOTION:  # a piece, not a handle: what it is
                on_handle = self.view.tower_at(event.pos) is not None
                self.pointed_cell = None if on_handle else self.view.cell_at(event.pos)
            return self.handle_board_event(event)
        return True

    def pointed_piece_text(self) -> str | None:
        """What the piece under the mouse is and whether it counts toward the goal (None:
        no piece pointed at, or the keyboard used since)."""
        cell = self.pointed_cell
        board = self.session.board
        if cell is None or self.input.keyboard_last or not board[cell]:
            return None
        word = colour_word(piece_colour(board[cell]), self.looks)
        towers = TOWERS_OF_CELL[cell]  # the board numbers its towers, never its cells
        where = f"tower{'s' * (len(towers) > 1)} {', '.join(map(str, towers))}"
        snake = snake_of_group(board, group_of(board, cell))
        counts = (
            "it counts: in a snake with a head"
            if snake is not None and snake.heads
            else "it does not count yet (dashed red outline)"
        )
        verdict = group_verdict(board, cell).removesuffix(".")
        return f"{word.capitalize()} piece on {where}: {counts}. Its group: {verdict}."

    def _pressed(self, element: object) -> bool:
        actions = {
            "Undo": lambda: self.step(self.session.undo),
            "Redo": lambda: self.step(self.session.redo),
            "Restart": lambda: self.step(self.session.restart),
            "Hint": self.ask_hint,
        }
        for label, button in self.buttons.items():
            if element is button:
                actions[label]()
                return True
        return False

    # moves

    def rotate(self, action: Action) -> None:
        before = self.session.board
        try:
            self.session.rotate(action)
        except RuleViolation as violation:
            self.notice = f"Not allowed: {violation.message}."
            return
        self.animate(before, action)
        self._position_changed()
        if self.session.solved:
            self._save_solve()
            self.celebrate = True

    def _save_solve(self) -> None:
        if self.trial:
            return  # a play-test saves nothing
        key = puzzle_key(self.level)
        earlier = stars_of(key, self.level.par, load_progress(), load_stars())
        try:
            stars = max(earlier, self.session.stars())
            self.best = record_solved(key, self.session.moves, stars)[key]
        except OSError as error:
            self.notice = f"Your progress could not be saved: {error.strerror}"

    def step(self, change: Callable[[], object]) -> None:
        """Undo, redo or restart: the board jumps (no sweep)."""
        change()
        self.sweep = None
        self._position_changed()

    def _position_changed(self) -> None:
        self.notice = ""
        if self.hint_board != self.session.board:
            self.hint = None
            self.hint_board = None
            self._cancel_hint()
        self._refresh_buttons()

    # hints

    def ask_hint(self) -> None:
        """The first hint of a puzzle costs a star: ask first, saying so (a play-test keeps
        no stars, and once the star is spent more hints cost nothing)."""
        if self.session.solved:
            self.notice = "Already solved."
        elif self.hint_job is None and self.hint is None:
            if self.session.hints or self.trial:
                self._start_hint()
                return
            question = (
                "A hint shows one move of a shortest solution. A solve after a hint earns "
                "one star less (at most 2 of 3); more hints on this puzzle cost nothing more."
            )
            self.app.push(
                ConfirmScene(self.app, question, self._start_hint, None, "Show hint", "Not now")
            )

    def _start_hint(self) -> None:
        if self.hint_job is None and self.hint is None and not self.session.solved:
            self.hint_job = SolveJob(self.session.board, HINT_SECONDS)
            self.hint_board = self.session.board
            self.thinking = 0.0
            self._refresh_buttons()

    def _cancel_hint(self) -> None:
        if self.hint_job is not None:
            self.hint_job.cancel()
            self.hint_job = None

    def _collect_hint(self) -> None:
        job = self.hint_job
        if job is None or job.result is None:
            return
        self.hint_job = None
        if job.result.moves:
            self.notice = ""  # an older refusal beside the new hint read as the hint's
            self.hint = job.result.moves[0]
            self.input.select(self.hint.tower)  # so that the key the hint names turns it
            self.session.use_hint()
        else:
            self.notice = job.result.reason or "No solution found in time: try undoing a little."
        self._refresh_buttons()

    # frames

    @property
    def busy(self) -> bool:
        return super().busy or self.hint_job is not None or self.celebrate

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.hint_job is not None:
            self.thinking += dt
            self._collect_hint()
        if self.celebrate and self.sweep is None:
            self.celebrate = False
            self._show_success()

    def _show_success(self) -> None:
        moves = self.session.moves
        text = f"Solved in {moves} move{'s' * (moves != 1)} ({par_words(self.level)})."
        stars = self.session.stars()
        if self.session.hints:
            text += " A hint was used: one star less."
        sound.play(self.app.settings, "solved")
        if self.trial:  # the editor's play-test: no pack, no next puzzle, nothing kept
            question = f"{text} A play-test: nothing is saved."
            self.app.push(
                SolvedScene(
                    self.app,
                    question,
                    stars,
                    self.back,
                    "Back to the editor",
                    self.play_again,
                    "Play again",
                )
            )
            return
        if self.daily:
            question = f"{text} A new puzzle comes tomorrow."
            self.app.push(SolvedScene(self.app, question, stars, self.back, "Puzzle list"))
            return
        following = next_unsolved(self.pack, self.level)
        if following is None:
            question = f"{text} Every puzzle of the pack is solved!"
            self.app.push(SolvedScene(self.app, question, stars, self.back, "Puzzle list"))
            return
        question = f"{text} Next: {following.name}?"
        self.app.push(SolvedScene(self.app, question, stars, self.open_next, "Next puzzle"))

    def back(self) -> None:
        self.app.pop(self)

    def play_again(self) -> None:
        """The play-test from its start again, in this same scene (the editor's Esc question
        knows it), no hints counted."""
        self.session = PuzzleSession(self.level.board, self.level.par)
        self.step(lambda: None)

    def open_next(self) -> None:
        following = next_unsolved(self.pack, self.level)
        if following is not None:
            self.app.replace(PuzzleScene(self.app, self.pack, following))

    def exit(self) -> None:
        """Leaving keeps an unsolved puzzle's moves; reopening it resumes them."""
        self._cancel_hint()
        moves = [] if self.session.solved else self.session.moves_since_start()
        hints = 0 if self.session.solved else self.session.hints
        with contextlib.suppress(OSError):  # a convenience; best scores were saved on solving
            if not self.trial:
                keep_moves(puzzle_key(self.level), moves, hints)
        super().exit()

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        board = self.session.board
        turnable = frozenset(t for t in range(1, TOWER_COUNT + 1) if tower_values(board, t))
        marks = Marks(self.input.hovered, self.input.selected, turnable, self.hint)
        self.draw_board(surface, self.session.board, marks)
        self._draw_heading(surface)
        self._draw_moves(surface, 200)
        self._draw_hint(surface, HINT_TOP + self.stars_shift())
        top = HINT_TOP + HINT_ROOM + 6 + self.stars_shift()
        room = max(48, self.app.size[1] - top - 8)
        top = self.draw_notice(surface, top, room)
        pointed = self.pointed_piece_text()
        if pointed is not None:
            area = pygame.Rect(self.panel_left, top, self.panel_width, self.app.size[1] - top - 8)
            rows = max(1, area.height // self.app.font(15).get_linesize())
            font, _ = largest_wrapped(
                self.app.font, pointed, area.width, [(18, rows), (16, rows), (15, rows)]
            )
            blit_wrapped(surface, font, pointed, theme.TEXT, area)

    def stars_shift(self) -> int:
        """A panel too narrow for the moves, the stars and "if solved now" on one row (on
        800×600 it left the board ~365 px): the stars get a row of their own, and what
        follows moves down by it."""
        return STARS_ROW if self.panel_width < ONE_ROW_PANEL else 0

    def _draw_heading(self, surface: pygame.Surface) -> None:
        pack, number = self.place
        title = self.level.name
        if self.trial:
            title = f"Play-test: {title}"
        elif number and not self.daily:
            title = f"{pack} {number:02d}: {title}"
        font = largest_font(self.app.font, title, self.panel_width, (26, 22, 20, 18))
        if font.size(title)[0] <= self.panel_width:
            blit_text(surface, font, title, theme.TEXT, (self.panel_left, 10))
        else:  # two rows, whole (a daily puzzle's date used to be cut off)
            area = pygame.Rect(self.panel_left, 8, self.panel_width, 2 * font.get_linesize())
            blit_wrapped(surface, font, title, theme.TEXT, area)
        area = pygame.Rect(self.panel_left, 52, self.panel_width, 140)
        text = self.level.description or "Make every piece part of a snake with a head."
        blit_wrapped(surface, self.app.font(18), text, theme.MUTED_TEXT, area)

    def _draw_moves(self, surface: pygame.Surface, y: int) -> None:
        session, par = self.session, self.level.par
        font = self.app.font(24, True)
        counts = f"Moves: {session.moves}   Par: {par if self.level.par_proven else '—'}"
        counts_right = blit_text(surface, font, counts, theme.TEXT, (self.panel_left, y)).right
        stars = session.stars() if session.solved else stars_for(session.moves, par, session.hints)
        shift = self.stars_shift()
        star_x, star_y = (  # two-digit counts push the stars right rather than under them
            (max(self.panel_left + 214, counts_right + 26), y + 16)
            if not shift
            else (self.panel_left + 12, y + 46)
        )
        draw_stars(surface, star_x, star_y, stars, 12)
        words, words_font = "if solved now", self.app.font(14)
        fits = star_x + 92 + words_font.size(words)[0] <= self.panel_left + self.panel_width
        if not session.solved and fits:
            blit_text(surface, words_font, words, theme.MUTED_TEXT, (star_x + 92, star_y - 8))
        y += shift
        best = "not solved yet" if self.best is None else plural(self.best, "move")
        hints = "a hint was used: one star less" if session.hints else "a hint costs a star"
        state = "SOLVED" if session.solved else "every piece in a snake with a head"
        size = 16 if shift else 18
        small = self.app.font(size)  # the goal whole in a narrow panel
        first = "A play-test: nothing is saved" if self.trial else f"Your best: {best}"
        lines = [f"{first}  ·  {hints}"]
        if small.size(lines[0])[0] > self.panel_width:  # too long for one line: two, whole
            lines = [first, hints[0].upper() + hints[1:] + "."]
        top = y + (40 if len(lines) == 1 else 33)
        goal_colour = theme.ACCENT if session.solved else theme.MUTED_TEXT
        goals = [f"Goal: {state}", "Goal: every piece in a headed snake"]  # whole beside
        goal_font, goal = whole_title(  # a board given the room first (800×600)
            self.app.font,
            goals[:1] if session.solved else goals,
            self.panel_width,
            (size, 16, 15),
            bold=False,
        )
        blit_text(surface, goal_font, goal, goal_colour, (self.panel_left, top))
        for number, line in enumerate(lines):
            where = (self.panel_left, top + (26 if len(lines) == 1 else 21) * (number + 1))
            blit_text(surface, small, line, theme.MUTED_TEXT, where)

    def _draw_hint(self, surface: pygame.Surface, y: int) -> None:
        font = self.app.font(19)
        if self.hint_job is not None:
            self._draw_spinner(surface, (self.panel_left + 14, y + 14))
            words = f"Thinking… {self.thinking:.1f} s"
            blit_text(surface, font, words, theme.TEXT, (self.panel_left + 38, y + 2))
            bar = pygame.Rect(self.panel_left, y + 36, self.panel_width, 8)
            pygame.draw.rect(surface, theme.PANEL, bar, border_radius=4)
            bar.w = int(bar.w * min(1.0, self.thinking / HINT_SECONDS))
            pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=4)
        elif self.hint is not None:
            way = "clockwise (])" if self.hint.clockwise else "anticlockwise ([)"
            words = (
                f"Hint: turn tower {self.hint.tower} {way}, selected and marked in green; "
                "Enter turns it."
            )
            area = pygame.Rect(self.panel_left, y, self.panel_width, HINT_ROOM)
            sizes = [(size, HINT_ROOM // self.app.font(size).get_linesize()) for size in HINT_SIZES]
            font, _ = largest_wrapped(self.app.font, words, area.width, sizes)  # whole
            blit_wrapped(surface, font, words, (120, 230, 140), area)

    def _draw_spinner(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        start = self.thinking * 6
        rect = pygame.Rect(0, 0, 24, 24)
        rect.center = centre
        pygame.draw.arc(surface, theme.ACCENT, rect, -start, -start + 4.2, 3)
