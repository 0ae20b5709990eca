"""The program editor and the list of the player's sneks.

    app.push(SnekListScene(app))                 # own sneks beside the samples
    app.push(ProgramEditorScene(app, program, path))    # path None: not saved yet

The editor: the patterns on the left (select, add, duplicate, move up / down, delete), the
7×7 grid in the middle, the palette of elements and modes and the move arrow on the right.
Every edit goes through game/snek/program_editing.py (the pure operations, refusals in words) and
its History (undo / redo); the program's problems come from `program_issues`, the check
the file reader uses. Saving writes to the data folder (game/snek/samples.py).

Mouse: a left click selects a cell, a left click on the selected cell paints it, a right
click makes a cell "any".
Keys: arrows move the cursor; a token key paints it (`.` any, `_` empty, `#` wall, `B` own
body, `T` own tail, `h` enemy head, `b` enemy body, `t` enemy tail) in the chosen mode;
`?` optional, `!` must-not, `=` normal choose the brush's mode (like the element buttons, they
change only what the next painted cells get); Space / Enter paint the chosen element, Delete makes
the cell "any"; W A S D set the move; Page Up / Page Down choose the pattern; Insert adds,
Ctrl+D duplicates, Ctrl+Up / Ctrl+Down move, Ctrl+Delete deletes a pattern; Ctrl+Z / Ctrl+Y
undo / redo; Ctrl+S saves; Esc leaves (asking when there are unsaved changes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UITextEntryLine

from game.core.problems import ProblemsFound
from game.core.tomlfile import read_user_file, write_bytes_atomic
from game.snek import program_editing
from game.snek.draw import (
    ELEMENT_FILLS,
    SNEK_PLACES,
    GridCell,
    button_font,
    draw_pattern_grid,
    fitted_label,
    grid_origin,
    snek_looks,
    snek_place,
)
from game.snek.program import (
    ANY_TOKEN,
    CENTRE,
    ELEMENT_NAMES,
    ELEMENT_TOKENS,
    MOVE_WORDS,
    MUST_NOT,
    NAME_LIMIT,
    NORMAL,
    OPTIONAL,
    SIZE,
    Program,
    Rule,
    blocked_move,
    program_issues,
    program_warnings,
)
from game.snek.program_editing import EditRefused, History
from game.snek.samples import (
    load_samples,
    load_user_sneks,
    own_snek_names,
    same_named_snek,
    sample_named,
    save_user_snek,
)
from game.table.events import plural
from game.ui import theme
from game.ui.dialogs import ConfirmScene
from game.ui.event_log import wrap_text
from game.ui.focus import FocusGrid
from game.ui.scene import Scene
from game.ui.text import blit_text, blit_wrapped, clip_text
from game.ui.widgets import BUTTON_PADDING, SMALL_BUTTON_FONT

if TYPE_CHECKING:
    from game.ui.host import Host

MOVE_KEYS = {pygame.K_w: "U", pygame.K_d: "R", pygame.K_s: "D", pygame.K_a: "L"}
CURSOR_KEYS = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}
MODE_KEYS = {"=": NORMAL, "?": OPTIONAL, "!": MUST_NOT}
MODE_LABELS = ("normal (=)", "optional (?)", "must not (!)")
HELP = (
    "Click selects, click again paints, right-click clears · Arrows move · "
    "token keys . _ # B T h b t paint · brush mode for the next paints: ? optional · "
    "! must-not · = normal · "
    "Space paint · Delete any · W A S D move · PgUp/PgDn pattern · Insert add · Ctrl+D copy · "
    "Ctrl+Up/Down reorder · Ctrl+Del delete · Ctrl+Z/Y undo/redo · Ctrl+S save"
)
PALETTE = [None, *range(len(ELEMENT_TOKENS))]  # None: "any"
DESCRIPTION_SIZE = 13  # a sample's description beside its button
OWN_LEAST = 160  # the least width of the column of your own sneks
DELETE_WIDTH = 72  # the Delete button beside each of your sneks
CAPTION_ROOM = 112  # under the grid: its caption and a pattern's warning
HELP_SIZE = 14
NOTICE_ROOM = 44  # two lines under the samples: what was deleted or brought back
FILE_ROW_LEAST = 4 * 80 + 30  # Undo, Redo, Save and Back beside the name, at their narrowest
NAME_FIELD_EDGES = 2 * (8 + 2 + 2) + 4  # padding, border, shadow a side; the cursor
FILE_ROW_WIDE = 4 * 95 + 30  # the same in the title row of a narrow window
LIST_ROW = 30  # a row of the pattern list


class ProgramEditorScene(Scene):
    """One program being edited; see the module docstring."""

    title = "Snek: program editor"
    heading = "Program editor"

    def __init__(self, app: Host, program: Program, path: Path | None = None):
        super().__init__(app)
        self.history = History(program)
        self.path = path
        self.saved = program if path is not None else None
        self.pattern = 0
        self.cursor = (CENTRE, CENTRE - 1)
        self.element: int | None = ELEMENT_TOKENS.index("t")
        self.mode = NORMAL
        self.notice = ""
        self.list_first: int | None = None  # the wheel's first row of the pattern list
        self.over_list = False  # the mouse is over the pattern list (the wheel scrolls it)
        if not program.patterns:
            self.history = History(program_editing.add_pattern(program))
            self.saved = None
        self.opened = self.program  # what the player has not changed yet

    @property
    def changed(self) -> bool:
        """Whether the player changed anything since opening (or saving): a new snek left
        untouched has nothing to lose."""
        return self.program != (self.opened if self.saved is None else self.saved)

    @property
    def program(self) -> Program:
        return self.history.current

    @property
    def confirm_leave(self) -> str | None:  # type: ignore[override]
        return "Leave the editor? Your changes are not saved." if self.changed else None

    # layout

    def areas(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        width, height = self.app.size
        top, bottom = 120, self.help_rect().top - 30  # the notice line above the help
        side = 200 if self.small_columns() else 250  # the pattern list's and palette's room
        patterns = pygame.Rect(20, top, side, bottom - top)
        palette = pygame.Rect(width - side - 50, top, side + 30, bottom - top)
        grid = pygame.Rect(patterns.right + 20, top, palette.left - patterns.right - 40, 0)
        grid.height = min(bottom - top - CAPTION_ROOM, grid.width)
        return patterns, grid, palette

    def small_columns(self) -> bool:
        """A window under 1000 px wide: the list and the palette narrow, at the smaller
        button font, so that the grid keeps its size (it shrank to ~190 px on 800×600)."""
        return self.app.size[0] < 1000

    def help_rect(self) -> pygame.Rect:
        """The key help at the foot, in as many lines as it needs."""
        width, height = self.app.size
        font = self.app.font(HELP_SIZE)
        lines = len(wrap_text(HELP, font, width - 40))
        return pygame.Rect(20, height - 6 - lines * font.get_linesize(), width - 40, lines * 30)

    def build(self, root: UIContainer) -> None:
        patterns, grid, palette = self.areas()
        width, height = self.app.size
        self.actions: dict[UIButton, Callable[[], None]] = {}
        self.form = FocusGrid(self.app.ui)
        name, colour, _ = self.name_row()
        self.name_entry = UITextEntryLine(name, self.app.ui, root)
        self.name_entry.set_text_length_limit(self.name_limit())
        self.name_entry.set_text(self.program.name)
        self._button(root, colour, "Colour", self.next_colour)
        files = self.file_row()
        each = (files.width - 30) // 4
        for index, (label, action) in enumerate(
            (("Undo", self.undo), ("Redo", self.redo), ("Save", self.save), ("Back", self.leave))
        ):
            rect = pygame.Rect(files.left + index * (each + 10), files.top, each, files.height)
            self._button(root, rect, label, action)
        tools = [
            ("Add", self.add),
            ("Copy", self.duplicate),
            ("Delete", self.delete),
            ("Earlier", lambda: self.move(-1)),
            ("Later", lambda: self.move(1)),
        ]
        for index, (label, action) in enumerate(tools):
            row, column = divmod(index, 3)
            each = (patterns.width - 8) // (3 if row == 0 else 2)
            rect = pygame.Rect(
                patterns.left + column * (each + 4), patterns.top + row * 36, each, 32
            )
            self._button(root, rect, label, action)
        list_top, fit, first = self.pattern_list()
        self.pattern_buttons: dict[int, UIButton] = {}
        for index in range(first, min(len(self.program.patterns), first + fit)):
            label = self.pattern_label(index)
            rect = pygame.Rect(
                patterns.left,
                list_top + (index - first) * LIST_ROW,
                patterns.width,
                LIST_ROW - 2,
            )
            self.pattern_buttons[index] = self._button(
                root, rect, label, lambda index=index: self.choose(index)
            )
        for index, element in enumerate(PALETTE):
            rect = pygame.Rect(palette.left + 40, palette.top + index * 34, palette.width - 40, 30)
            self._button(
                root, rect, _element_label(element), lambda e=element: self.choose_element(e)
            )
        modes_top = palette.top + len(PALETTE) * 34 + 10
        for index, mode in enumerate((NORMAL, OPTIONAL, MUST_NOT)):
            rect = pygame.Rect(palette.left + 40, modes_top + index * 34, palette.width - 40, 30)
            self._button(root, rect, MODE_LABELS[mode], lambda m=mode: self.choose_mode(m))
        self.move_buttons = {}
        for move, rect in self.move_rects(patterns).items():
            self.move_buttons[move] = self._button(
                root, rect, MOVE_WORDS[move], lambda m=move: self.set_move(m)
            )

    def pattern_list(self) -> tuple[int, int, int]:
        """The pattern list's top, the rows it shows and the first pattern shown: around the
        chosen pattern, or where the wheel scrolled it. When not every pattern fits, its
        last row says which are shown (the list used to hide the rest without a word)."""
        patterns = self.areas()[0]
        top = patterns.top + 80
        bottom = min(rect.top for rect in self.move_rects(patterns).values()) - 30
        fit = max(1, (bottom - top) // LIST_ROW)
        count = len(self.program.patterns)
        if count > fit:
            fit = max(1, fit - 1)  # the row saying which patterns are shown
        wanted = self.pattern - fit // 2 if self.list_first is None else self.list_first
        return top, fit, max(0, min(wanted, count - fit))

    def scroll_list(self, steps: int) -> None:
        """The wheel over the pattern list: `steps` rows on (the chosen pattern stays)."""
        _, fit, first = self.pattern_list()
        if len(self.program.patterns) <= fit:
            return
        self.list_first = max(0, min(first + steps, len(self.program.patterns) - fit))
        self.relayout()

    def pattern_label(self, index: int) -> str:
        """A row of the pattern list: number, move and how many cells it asks about."""
        pattern = self.program.patterns[index]
        count = len(pattern.rules())
        label = f"{index + 1}. move {pattern.move} · {plural(count, 'cell')}"
        return f"» {label}" if index == self.pattern else label

    def refresh_pattern_labels(self) -> None:
        """The list's rows say what the patterns are now (a paint changes a cell count)."""
        for index, button in getattr(self, "pattern_buttons", {}).items():
            if index < len(self.program.patterns):
                label = self.pattern_label(index)
                if button.text != label:
                    button.set_text(label)

    def name_limit(self) -> int:
        """The characters the name field takes: NAME_LIMIT, or the length of a longer name
        read from an older file (it may shrink, never grow past NAME_LIMIT again)."""
        return max(NAME_LIMIT, len(self.program.name))

    def name_row(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The name entry (room for the longest name that can be typed), the Colour button
        and the colour swatch."""
        wide = self.app.font(20).size("W" * NAME_LIMIT)[0] + NAME_FIELD_EDGES
        name = pygame.Rect(120, 62, wide, 38)
        colour = pygame.Rect(name.right + 10, 62, 110, 38)
        return name, colour, pygame.Rect(colour.right + 10, 64, 34, 34)

    def narrow(self) -> bool:
        """Undo, Redo, Save and Back do not fit beside the name: they go to the title row."""
        return self.app.size[0] - 20 - self.name_row()[2].right - 16 < FILE_ROW_LEAST

    def file_row(self) -> pygame.Rect:
        """Undo, Redo, Save and Back: right of the swatch, or in the title row."""
        width = self.app.size[0]
        if self.narrow():
            return pygame.Rect(width - 20 - FILE_ROW_WIDE, 10, FILE_ROW_WIDE, 38)
        left = max(width - 470, self.name_row()[2].right + 16)
        return pygame.Rect(left, 62, width - 20 - left, 38)

    def move_rects(self, patterns: pygame.Rect) -> dict[str, pygame.Rect]:
        """The move pad at the bottom of the pattern column."""
        each = (patterns.width - 8) // 3
        top = patterns.bottom - 3 * 36 + 4
        places = {"U": (1, 0), "L": (0, 1), "R": (2, 1), "D": (1, 2)}
        return {
            move: pygame.Rect(patterns.left + column * (each + 4), top + row * 36, each, 32)
            for move, (column, row) in places.items()
        }

    def _button(self, root: UIContainer, rect: pygame.Rect, label: str, action) -> UIButton:
        style = "@small_button" if self.small_columns() else None
        button = UIButton(rect, label, self.app.ui, root, object_id=style)
        self.actions[button] = action
        return button

    # edits

    def apply(self, edit: Callable[[Program], Program]) -> bool:
        """Run one pure edit; a refusal is shown in words. True when it was applied."""
        try:
            self.history.apply(edit(self.program))
        except EditRefused as refusal:
            self.notice = str(refusal)
            return False
        self.notice = ""
        self.pattern = min(self.pattern, max(0, len(self.program.patterns) - 1))
        self.refresh_pattern_labels()
        return True

    def paint(self, rule: Rule | None) -> None:
        column, row = self.cursor
        self.apply(lambda p: program_editing.paint(p, self.pattern, row, column, rule))

    def paint_chosen(self) -> None:
        self.paint(None if self.element is None else Rule(self.element, self.mode))

    def paint_at(self, cell: tuple[int, int], clear: bool = False) -> None:
        self.cursor = cell
        self.paint(None) if clear else self.paint_chosen()

    def choose(self, index: int) -> None:
        self.pattern = index
        self.list_first = None  # the list follows the chosen pattern again
        self.relayout()

    def choose_element(self, element: int | None) -> None:
        self.element = element

    def choose_mode(self, mode: int) -> None:
        """The brush's mode: what the next painted cells get, as the element buttons choose
        its element (? ! = used to change the last-touched cell without a word)."""
        self.mode = mode

    def set_move(self, move: str) -> None:
        self.apply(lambda p: program_editing.set_move(p, self.pattern, move))
        self.relayout()

    def add(self) -> None:
        if self.apply(lambda p: program_editing.add_pattern(p, self.pattern + 1)):
            self.pattern = min(self.pattern + 1, len(self.program.patterns) - 1)
        self.relayout()

    def duplicate(self) -> None:
        if self.apply(lambda p: program_editing.duplicate_pattern(p, self.pattern)):
            self.pattern += 1
        self.relayout()

    def move(self, offset: int) -> None:
        if self.apply(lambda p: program_editing.move_pattern(p, self.pattern, offset)):
            self.pattern += offset
        self.relayout()

    def delete(self) -> None:
        self.apply(lambda p: program_editing.delete_pattern(p, self.pattern))
        self.relayout()

    def undo(self) -> None:
        self.history.undo()
        self._after_history()

    def redo(self) -> None:
        self.history.redo()
        self._after_history()

    def _after_history(self) -> None:
        self.pattern = min(self.pattern, max(0, len(self.program.patterns) - 1))
        self.relayout()

    def _draw_swatch(self, surface: pygame.Surface, swatch: pygame.Rect) -> None:
        """The snek's colour as battles draw it (colour-blind: that colour's shade and
        pattern), lettered like the seat colour it is (B for Blue)."""
        look = snek_looks([self.program], self.app.settings.colour_blind)[0]
        letter = theme.STANDARD_PALETTE[snek_place(self.program)].letter
        mark = theme.Mark(look.colour, look.ink, letter, look.pattern)
        theme.draw_player_mark(surface, swatch, mark, self.app.font(20, bold=True))

    def next_colour(self) -> None:
        """The next of the colours a snek can play (SNEK_PLACES)."""
        current = SNEK_PLACES.index(snek_place(self.program))
        colour = theme.palette_hex(SNEK_PLACES[(current + 1) % len(SNEK_PLACES)])
        self.apply(lambda p: replace(p, colour=colour))

    def rename(self, name: str) -> None:
        self.apply(lambda p: replace(p, name=name))
        if len(name) < NAME_LIMIT and self.notice.startswith("Not added"):
            self.notice = ""

    def save(self) -> None:
        issues = program_issues(self.program)
        if issues:
            self.notice = "Not saved: " + "; ".join(issue.message for issue in issues)
            return
        if other := same_named_snek(self.program.name, self.path):
            # its own spelling: "wilhelmina woods" typed was quoted, the file says otherwise
            taken = next((p.name for path, p in load_user_sneks()[0] if path == other), "")
            # one line at 800x600: "Give this one another name." ran off it
            self.notice = f'Not saved: {other.name} is already "{taken}": choose another name.'
            return
        if sample_named(self.program.name):  # a second "Hunter" became "Hunter #2"
            self.notice = (
                f'Not saved: "{self.program.name}" is a sample snek\'s name.'
                " Give this one another name."
            )
            return
        try:
            self.path = save_user_snek(self.program, self.path)
        except OSError as error:
            self.app.show_message("The snek could not be saved", [str(error)])
            return
        self.saved = self.program
        self.notice = f"Saved as {self.path.name} in your sneks folder."
        if warnings := program_warnings(self.program):
            self.notice += " Note: " + " ".join(warnings)

    # input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.actions[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.name_entry:
            self.rename(self.name_entry.get_text())
            self.name_entry.set_text_length_limit(self.name_limit())
            return True
        if event.type == pygame.TEXTINPUT and self.name_entry.is_focused:
            # the field took none of it: it is full
            self.notice = f"Not added: a snek's name has at most {NAME_LIMIT} characters."
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            cell = self.cell_at(event.pos)
            if cell is None:
                return False
            if event.button == 3:
                self.paint_at(cell, clear=True)
            elif cell != self.cursor:  # a left click selects; on the selected cell it paints
                self.cursor = cell
            else:
                self.paint_chosen()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.over_list = self.areas()[0].collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.over_list:
            self.scroll_list(-3 * event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event)
        return False

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        left, top, side = grid_origin(self.areas()[1])
        column, row = (pos[0] - left) // side, (pos[1] - top) // side
        if 0 <= column < SIZE and 0 <= row < SIZE and (column, row) != (CENTRE, CENTRE):
            return column, row
        return None

    def _handle_key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        if ctrl:
            return self._handle_ctrl_key(event.key)
        text = getattr(event, "unicode", "")
        if event.key in CURSOR_KEYS:
            dx, dy = CURSOR_KEYS[event.key]
            column = min(max(0, self.cursor[0] + dx), SIZE - 1)
            row = min(max(0, self.cursor[1] + dy), SIZE - 1)
            if (column, row) == (CENTRE, CENTRE):
                column, row = min(max(0, column + dx), SIZE - 1), min(max(0, row + dy), SIZE - 1)
            self.cursor = (column, row)
        elif text in MODE_KEYS:
            self.choose_mode(MODE_KEYS[text])
        elif text == ANY_TOKEN or event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.paint(None)
        elif text and text in ELEMENT_TOKENS:
            self.element = ELEMENT_TOKENS.index(text)
            self.paint_chosen()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.paint_chosen()
        elif event.key in MOVE_KEYS:
            self.set_move(MOVE_KEYS[event.key])
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = 1 if event.key == pygame.K_PAGEDOWN else -1
            self.choose(min(max(0, self.pattern + step), len(self.program.patterns) - 1))
        elif event.key == pygame.K_INSERT:
            self.add()
        else:
            return False
        return True

    def _handle_ctrl_key(self, key: int) -> bool:
        keys = {
            pygame.K_z: self.undo,
            pygame.K_y: self.redo,
            pygame.K_s: self.save,
            pygame.K_d: self.duplicate,
            pygame.K_UP: lambda: self.move(-1),
            pygame.K_DOWN: lambda: self.move(1),
            pygame.K_DELETE: self.delete,
        }
        if key not in keys:
            return False
        keys[key]()
        return True

    # drawing

    def grid_cells(self) -> dict[tuple[int, int], GridCell]:
        if not self.program.patterns:
            return {}
        grid = self.program.patterns[self.pattern].grid
        return {
            (column, row): GridCell(None, grid[row][column])
            for row in range(SIZE)
            for column in range(SIZE)
            if grid[row][column] is not None
        }

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        patterns, grid, palette = self.areas()
        width, height = self.app.size
        blit_text(surface, self.app.font(30, bold=True), self.heading, theme.TEXT, (20, 12))
        state = "unsaved changes" if self.changed else "saved" if self.saved else "no changes yet"
        where = self.path.name if self.path else "not saved yet"
        count = plural(len(self.program.patterns), "pattern")
        detail = f"{where} · {state} · {count}"
        if self.narrow():  # beside the swatch, in the room Undo … Back left: a fact a line,
            # the count first, the file name last and never broken mid-word
            left = self.name_row()[2].right + 16
            font = self.app.font(14)
            for line, words in enumerate((count, state, where)):
                shown = clip_start(font, words, width - 20 - left)
                blit_text(
                    surface, font, shown, theme.MUTED_TEXT, (left, 58 + line * font.get_linesize())
                )
        else:
            blit_text(surface, self.app.font(17), detail, theme.MUTED_TEXT, (290, 22))
        blit_text(surface, self.app.font(18), "Name:", theme.TEXT, (20, 62))
        limit = f"{NAME_LIMIT} at most"
        blit_text(surface, self.app.font(13), limit, theme.MUTED_TEXT, (20, 86))
        self._draw_swatch(surface, self.name_row()[2])
        if self.program.patterns:
            move = self.program.patterns[self.pattern].move
            cursor = self.cursor
            draw_pattern_grid(surface, grid, self.app.font, self.grid_cells(), move, cursor)
            caption = (
                f"Pattern {self.pattern + 1} of {len(self.program.patterns)}: "
                f"move {MOVE_WORDS[move]}; tried in 4 rotations"
            )
            below = pygame.Rect(grid.left, grid.bottom + 8, grid.width, CAPTION_ROOM - 12)
            y = blit_wrapped(surface, self.app.font(18), caption, theme.TEXT, below)
            if (element := blocked_move(self.program.patterns[self.pattern])) is not None:
                warning = f"Never fires: its move is into the {element} it asks for."
                room = pygame.Rect(grid.left, y + 2, grid.width, below.bottom - y)
                blit_wrapped(surface, self.app.font(16, bold=True), warning, theme.DANGER, room)
        else:
            blit_wrapped(
                surface,
                self.app.font(20),
                "No patterns: this snek always moves at random. Add one (Insert).",
                theme.MUTED_TEXT,
                grid,
            )
        self._draw_palette(surface, palette)
        self._draw_list_place(surface, patterns)
        self._draw_move_pad(surface, patterns)
        self._draw_footer(surface, width, height)

    def _draw_palette(self, surface: pygame.Surface, palette: pygame.Rect) -> None:
        font = self.app.font(16, bold=True)
        for index, element in enumerate(PALETTE):
            swatch = pygame.Rect(palette.left, palette.top + index * 34, 30, 30)
            fill = (58, 62, 76) if element is None else ELEMENT_FILLS[element]
            pygame.draw.rect(surface, fill, swatch, border_radius=4)
            token = ANY_TOKEN if element is None else ELEMENT_TOKENS[element]
            blit_text(surface, font, token, theme.text_colour_on(fill), swatch.center, "center")
            if element == self.element:
                pygame.draw.rect(surface, theme.ACCENT, swatch.inflate(6, 6), 3, border_radius=6)
        modes_top = palette.top + len(PALETTE) * 34 + 10
        mode = pygame.Rect(palette.left + 6, modes_top + self.mode * 34 + 4, 22, 22)
        pygame.draw.rect(surface, theme.ACCENT, mode, border_radius=11)

    def _draw_list_place(self, surface: pygame.Surface, patterns: pygame.Rect) -> None:
        """Under a list too long to show whole: which patterns it shows, and how to see more."""
        top, fit, first = self.pattern_list()
        count = len(self.program.patterns)
        if count <= fit:
            return
        last = min(count, first + fit)
        words = f"{first + 1}–{last} of {count} · wheel or PgUp/PgDn for more"
        font = self.app.font(14)
        shown = clip_text(font, words, patterns.width)
        blit_text(surface, font, shown, theme.MUTED_TEXT, (patterns.left, top + fit * LIST_ROW + 6))

    def _draw_move_pad(self, surface: pygame.Surface, patterns: pygame.Rect) -> None:
        rects = self.move_rects(patterns)
        label_top = rects["U"].top - 26
        words = "Move (W A S D):"
        blit_text(surface, self.app.font(16), words, theme.MUTED_TEXT, (patterns.left, label_top))
        if self.program.patterns:
            chosen = rects[self.program.patterns[self.pattern].move]
            pygame.draw.rect(surface, theme.ACCENT, chosen.inflate(8, 8), 3, border_radius=8)

    def _draw_footer(self, surface: pygame.Surface, width: int, height: int) -> None:
        issues = program_issues(self.program)
        warning = " ".join(program_warnings(self.program))
        words = self.notice or "; ".join(issue.message for issue in issues) or warning
        colour = (
            theme.DANGER
            if issues or self.notice.startswith(("Not", "a ", "the", "there")) or words == warning
            else theme.ACCENT
        )
        help_rect = self.help_rect()
        if words:
            line = pygame.Rect(20, help_rect.top - 26, width - 40, 24)
            blit_wrapped(surface, self.app.font(17), words, colour, line)
        blit_wrapped(surface, self.app.font(HELP_SIZE), HELP, theme.MUTED_TEXT, help_rect)


def clip_start(font: pygame.font.Font, words: str, width: int) -> str:
    """`words`, or its end after "…" where it is too wide: a file's end tells it from its
    neighbours ("…wwww-2.toml")."""
    start = 0
    while start < len(words) and font.size(("…" if start else "") + words[start:])[0] > width:
        start += 1
    return ("…" if start else "") + words[start:]


def own_label(app: Host, name: str, path: Path, width: int) -> str:
    """An own snek's button: "Edit: name (file)", or less of it when the button is narrow;
    the name (as own_snek_names gives it) is never what goes."""
    room = width - 2 * BUTTON_PADDING
    for words in (f"Edit: {name} ({path.name})", f"Edit: {name}"):
        if button_font(app).size(words)[0] <= room:
            return words
    return name


def copy_name(name: str) -> str:
    """A copy's name: "… copy" when that fits in NAME_LIMIT characters, else the name."""
    copy = f"{name} copy"
    return copy if len(copy) <= NAME_LIMIT else name[:NAME_LIMIT]


def _element_label(element: int | None) -> str:
    return "any (ignored)" if element is None else ELEMENT_NAMES[element]


# --- the player's sneks --------------------------------------------------------------------


class SnekListScene(Scene):
    """Own sneks (edit) beside the samples (copy into an own snek to edit), and New snek."""

    title = "Snek: my sneks"

    def __init__(self, app: Host):
        super().__init__(app)
        self.notice = ""
        self.notice_colour = theme.DANGER
        self.first = 0
        self.deleted: tuple[Path, bytes, str] | None = None  # path, file bytes, name: Ctrl+Z

    def enter(self) -> None:
        self._read()
        super().enter()

    def resume(self) -> None:
        self._read()
        super().resume()
        self.relayout()

    def _read(self) -> None:
        self.own, broken = load_user_sneks()
        self.own_names = own_snek_names(self.own)
        self.samples = load_samples()
        self.notice = "; ".join(str(p) for found in broken for p in found.problems)
        self.notice_colour = theme.DANGER

    def columns(self) -> tuple[int, int, int, int]:
        """Your sneks' column width, the samples' pitch, their buttons' width and their
        descriptions' width: the descriptions get the room to show whole (each in the lines
        its row holds), your sneks' column what is left (at least OWN_LEAST px)."""
        width, height = self.app.size
        room = height - 20 - 110 - NOTICE_ROOM  # the samples run down to the notice
        pitch = max(32, min(52, room // max(1, len(self.samples))))  # every sample if it can
        names = [button_font(self.app).size(program.name)[0] for _, program in self.samples]
        button = max(names, default=100) + 26
        font = self.app.font(DESCRIPTION_SIZE)
        lines = max(1, (pitch - 4) // font.get_linesize())
        most = width - 90 - button - 10 - self.own_least()
        note = min((width - 90) // 2 - button - 10, most)
        while note < most and any(
            len(wrap_text(program.description, font, note)) > lines for _, program in self.samples
        ):
            note += 10
        note = min(note, most)
        return width - 90 - button - 10 - note, pitch, button, note

    def own_least(self) -> int:
        """Your sneks' column: OWN_LEAST, or room for the longest of their names whole (at
        the smaller button font) beside its Delete button."""
        font = self.app.font(SMALL_BUTTON_FONT, bold=True)
        names = [font.size(name)[0] for name in self.own_names]
        return max(OWN_LEAST, max(names, default=0) + 2 * BUTTON_PADDING + 10 + DELETE_WIDTH)

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        self.form = FocusGrid(self.app.ui)
        column, pitch, button, note_width = self.columns()
        rows = max(1, (height - 240) // 40)
        self.form.add_button(root, "new", pygame.Rect(30, 110, column, 36), "New snek", 0, self.new)
        edit_width = column - DELETE_WIDTH - 6
        for offset, (path, program) in enumerate(self.own[self.first : self.first + rows - 1]):
            rect = pygame.Rect(30, 150 + offset * 40, edit_width, 36)
            name = self.own_names[self.first + offset]
            label, style = fitted_label(
                self.app, own_label(self.app, name, path, edit_width), edit_width
            )
            self.form.add_button(
                root, f"own{offset}", rect, label, offset + 1, self.editor(program, path),
                object_id=style,
            )  # fmt: skip
            rect = pygame.Rect(rect.right + 6, rect.top, DELETE_WIDTH, 36)
            self.form.add_button(
                root, f"delete{offset}", rect, "Delete", offset + 1,
                self.asker(path, program), object_id="@small_button",
            )  # fmt: skip
        room = height - 20 - 110 - NOTICE_ROOM
        self.sample_notes: list[tuple[pygame.Rect, str]] = []
        for offset, (_, program) in enumerate(self.samples[: room // pitch]):
            rect = pygame.Rect(60 + column, 110 + offset * pitch, button, pitch - 4)
            label = clip_text(button_font(self.app), program.name, button - 24)
            self.form.add_button(
                root, f"sample{offset}", rect, label, offset, self.editor(program, None)
            )
            note = pygame.Rect(rect.right + 10, rect.top, note_width, rect.height)
            self.sample_notes.append((note, program.description))
        self.form.add_button(
            root, "back", pygame.Rect(30, height - 80, min(160, column), 50), "Back", rows + 2,
            lambda: self.app.pop(self),
        )  # fmt: skip
        self.form.focus_key("new")

    def description_lines(self) -> list[tuple[pygame.Rect, str]]:
        """Each sample's description beside its button, in the lines that fit its row."""
        font = self.app.font(DESCRIPTION_SIZE)
        line = font.get_linesize()
        lines = []
        for rect, words in getattr(self, "sample_notes", []):
            rows = wrap_text(words, font, rect.width)
            fit = max(1, rect.height // line)
            if len(rows) > fit:
                rows = rows[: fit - 1] + [clip_text(font, " ".join(rows[fit - 1 :]), rect.width)]
            top = rect.top + (rect.height - line * len(rows)) // 2
            lines += [
                (pygame.Rect(rect.left, top + n * line, rect.width, line), row)
                for n, row in enumerate(rows)
            ]
        return lines

    def new(self) -> None:
        self.app.push(ProgramEditorScene(self.app, Program("My snek")))

    def asker(self, path: Path, program: Program) -> Callable[[], None]:
        """The Delete button's (and the Delete key's) action: ask first."""

        def ask() -> None:
            question = f'Delete your snek "{program.name}" ({path.name})? Ctrl+Z brings it back.'
            confirm = ConfirmScene(
                self.app, question, lambda: self.delete(path, program), yes_label="Delete",
                no_label="Keep", enter_means_no=True,
            )  # fmt: skip
            self.app.push(confirm)

        return ask

    def delete(self, path: Path, program: Program) -> None:
        try:
            kept = read_user_file(path)  # the bytes as they were, for Ctrl+Z
            path.unlink()
        except ProblemsFound as found:
            self.notice, self.notice_colour = f"Not deleted: {found.problems[0]}", theme.DANGER
            return
        except OSError as error:
            self.notice, self.notice_colour = f"Not deleted: {error}", theme.DANGER
            return
        self.deleted = (path, kept, program.name)
        self.notice = f'Deleted "{program.name}" ({path.name}). Ctrl+Z brings it back.'
        self.notice_colour = theme.ACCENT
        self._reread()

    def undo_delete(self) -> None:
        if self.deleted is None:
            self.notice, self.notice_colour = "Nothing deleted to bring back.", theme.DANGER
            return
        path, kept, name = self.deleted
        try:
            write_bytes_atomic(path, kept)
        except OSError as error:
            self.notice, self.notice_colour = f"Not brought back: {error}", theme.DANGER
            return
        self.deleted = None
        self._reread()
        self.notice, self.notice_colour = f'"{name}" is back ({path.name}).', theme.ACCENT

    def _reread(self) -> None:
        notice, colour = self.notice, self.notice_colour
        self._read()
        if not self.notice:
            self.notice, self.notice_colour = notice, colour
        self.first = min(self.first, max(0, len(self.own) - 1))
        self.relayout()

    def _focused_delete(self) -> Callable[[], None] | None:
        """The focused own snek's (or its Delete button's) delete action."""
        current = self.form.current
        if current is None or not current.key.startswith(("own", "delete")):
            return None
        offset = int(current.key.removeprefix("own").removeprefix("delete"))
        path, program = self.own[self.first + offset]
        return self.asker(path, program)

    def editor(self, program: Program, path: Path | None) -> Callable[[], None]:
        def open_editor() -> None:
            if path is None:
                copy = replace(program, name=copy_name(program.name))
                self.app.push(ProgramEditorScene(self.app, copy))
            else:
                self.app.push(ProgramEditorScene(self.app, program, path))

        return open_editor

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            ask = self._focused_delete()
            if ask is None:
                self.notice = "Pick one of your sneks (Tab or arrows), then Delete."
                self.notice_colour = theme.DANGER
            else:
                ask()
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and event.mod & pygame.KMOD_CTRL
        ):
            self.undo_delete()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = 8 if event.key == pygame.K_PAGEDOWN else -8
            self.first = min(max(0, self.first + step), max(0, len(self.own) - 1))
            self.relayout()
            return True
        return self.form.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, _ = self.app.size
        column = self.columns()[0]
        blit_text(surface, self.app.font(34, bold=True), "My sneks", theme.TEXT, (30, 14))
        hint = (
            "Your sneks are saved in your data folder (Delete removes one); copy a sample to "
            "start from it."
        )
        blit_text(surface, self.app.font(17), hint, theme.MUTED_TEXT, (30, 60))
        blit_text(
            surface,
            self.app.font(20, bold=True),
            "Samples: click one to copy it",
            theme.TEXT,
            (60 + column, 80),
        )
        if not self.own:
            blit_text(
                surface, self.app.font(17), "No sneks of your own yet.", theme.MUTED_TEXT, (30, 160)
            )
        for rect, words in self.description_lines():
            font = self.app.font(DESCRIPTION_SIZE)
            blit_text(surface, font, words, theme.MUTED_TEXT, rect.topleft)
        if self.notice:  # under the samples, beside Back (it ran under the last samples)
            height = self.app.size[1]
            left = 60 + column
            area = pygame.Rect(left, height - NOTICE_ROOM - 8, width - left - 20, NOTICE_ROOM)
            blit_wrapped(surface, self.app.font(16), self.notice, self.notice_colour, area)
