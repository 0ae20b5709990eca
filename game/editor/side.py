"""The editor's right column: its tabs and their forms. The Board tab (boards, size, the
board's settings, the apple generator, Solve for par, the value of the thing under the
cursor), the Level tab (the level's typed values and choices) and, for a game with
`records`, their tab (game/editor/form.py). Typed text is taken when the typing is done
(Enter, Tab, a click elsewhere): one undo step, or the reason it was refused."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from game.core.coords import Cell
from game.editor.form import RecordPanel
from game.editor.layout import (
    MARGIN,
    TOP,
    Part,
    Row,
    button_font,
    editor_button,
    row_spans,
    set_enabled,
    set_selected,
)
from game.ui import theme
from game.ui.text import blit_text, clip_text, fitting_rows
from game.ui.widgets import BUTTON_PADDING, entry_room

if TYPE_CHECKING:
    from game.editor.model import BoardSetting, CellField, TextField
    from game.editor.scene import EditorScene
    from game.ui.host import Host

ENTRY_LABEL = 110  # the words left of a text entry
ENTRY_STEP = 34
SHORT_LABEL = 64  # the words left of a half-width entry (a mission's round, reward…)
CHOICE_LABEL = 44  # the words left of a half-width list (a mission's node, rim)
LABEL_SIZE = 14  # an entry's label
NAME_SHOWN = "W" * 16  # a name this long shows whole in its entry (else the label goes above)
ENTRY_FONT = 20  # px: the theme's text entry font (assets/theme.json)
ENTRY_FRAME = 24  # px of an entry's width around its text: border, shadow and padding
NAME_KEYS = ("field:name", "rename")  # the level's name and its board's
REASON_SIZE = 14  # why a typed text was refused, under its entry
STEP_BUTTON = 44  # a setting's "<" (its value is in the button beside it)
# Ctrl+these are the editor's commands even while a field has the keyboard (Ctrl+Z is the
# field's own undo; Ctrl+A, C, V, X edit its text)
COMMANDS_WHILE_TYPING = (pygame.K_s, pygame.K_y, pygame.K_o, pygame.K_n, pygame.K_p, pygame.K_l)


class SidePanel(Part):
    """The tab shown, its text entries (`entries`, by key) and the entry typed in but not
    taken yet (`pending`)."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.tab = "board"
        self.entries: dict[str, UITextEntryLine] = {}
        self.menus: dict[str, UIDropDownMenu] = {}  # fields chosen from a list, by key
        self.labels: dict[str, tuple[str, pygame.Rect]] = {}  # words left of each entry
        self.pending: str | None = None
        self.pending_cell: Cell | None = None  # the cell whose value the typing is for
        # the last text refused: (entry key, why, model version); the why shows under it
        self.refused: tuple[str, str, int] | None = None
        self.reasons: dict[str, tuple[list[str], pygame.Rect]] = {}
        self.greyed: dict[str, tuple[list[str], pygame.Rect]] = {}  # why a cell field is
        self.focus_seen: str | None = None  # the entry with the keyboard, as last seen
        self.select_due: str | None = None  # an entry newly focused: its number selected
        self.synced: tuple[int, tuple[int, int], int] | None = None
        self.panel_top = TOP + 40
        self.shown = False  # built once: a narrow window's first tab is Paint
        records = scene.editing.records
        self.records = RecordPanel(records) if records is not None else None

    @property
    def left(self) -> int:
        return self.app.size[0] - self.width - MARGIN

    @property
    def width(self) -> int:
        return self.scene.right_width

    @property
    def paint_tab(self) -> bool:
        """Whether the tools and paints are a tab of this column (a narrow window)."""
        return self.scene.folded and bool(self.scene.editing.palette)

    @property
    def model(self):
        return self.scene.model

    def tabs(self) -> list[tuple[str, str]]:
        paint = [("paint", "Paint")] if self.paint_tab else []
        if self.records is None:
            level = "Level" if paint else "Level details"
            return [*paint, ("board", "Board"), ("level", level)]
        records = ("records", self.records.records.title)
        return [*paint, ("board", "Board"), ("level", "Level"), records]

    # --- building ---------------------------------------------------------------------------

    def settle_tab(self) -> None:
        """Before a layout: the Paint tab only in a narrow window, and first there."""
        if self.tab == "paint" and not self.paint_tab:
            self.tab = "board"  # the window grew: the tools and paints have their column
        elif self.tab == "board" and self.paint_tab and not self.shown:
            self.tab = "paint"  # a narrow window opens on the tools and paints
        self.shown = True

    def build(self, root: UIContainer) -> None:
        x = self.left
        tab_row = [(f"tab:{tab}", label) for tab, label in self.tabs()]
        for (key, label), (left, width) in zip(
            tab_row, row_spans(self.app, tab_row, x, self.width), strict=True
        ):
            self._button(root, key, label, pygame.Rect(left, TOP, width, 30))
        self.entries = {}
        self.menus = {}
        self.labels = {}
        self.reasons = {}
        self.greyed = {}
        y = TOP + 36
        if self.tab == "level":
            y = self._build_level_tab(root, y)
        elif self.tab == "records" and self.records is not None:
            y = self._build_records_tab(root, y)
        elif self.tab == "paint":
            y = self.scene.palette.bottom(y)
        else:
            y = self._build_board_tab(root, y)
        self.panel_top = y + 4

    def _button(
        self, root: UIContainer, key: str, label: str, rect: pygame.Rect, small: bool = False
    ) -> None:
        board_word = self.scene.editing.board_word
        self.scene.buttons[key] = editor_button(self.app, root, key, label, rect, board_word, small)

    def _build_records_tab(self, root: UIContainer, y: int) -> int:
        """The records tab (game/editor/form.py): which table, its actions, its values."""
        assert self.records is not None
        y = self._build_rows(root, self.records.button_rows(), y)
        fields = self.records.fields(self.model)
        self.records.built = tuple(field.key for field in fields)
        half = (self.width - 6) // 2
        for line in self.records.lines(fields):
            columns: list[tuple[int, int, int] | None] = [None]
            if len(line) > 1:
                columns = [(i * (half + 6), half, SHORT_LABEL) for i in range(len(line))]
            below = 0
            for field, column in zip(line, columns, strict=True):
                if field.choices:  # a list wants the room: its label as narrow as it can be
                    narrow = None if column is None else (column[0], column[1], CHOICE_LABEL)
                    self._menu(root, f"record:{field.key}", field, y, narrow)
                else:
                    below = max(
                        below, self._entry(root, f"record:{field.key}", field.label, y, column)
                    )
            y += ENTRY_STEP + below
        return y

    def _build_level_tab(self, root: UIContainer, y: int) -> int:
        editing = self.scene.editing
        for field in editing.fields:
            y += ENTRY_STEP + self._entry(root, f"field:{field.key}", field.label, y)
        if editing.rename is not None:
            label = f"{editing.board_word.capitalize()} name"
            y += ENTRY_STEP + self._entry(root, "rename", label, y)
        rows = [self._setting_row("lvl", s) for s in editing.level_settings]
        return self._build_rows(root, rows, y)

    def _setting_row(self, kind: str, setting: BoardSetting) -> Row:
        """A setting's "<" and its "Label: value >" (the value in view where it is cycled,
        however low the window); `kind`: "set" a board's, "lvl" the level's."""
        return [
            (f"{kind}:{setting.key}:-1", "<"),
            (f"{kind}:{setting.key}:+1", self._setting_words(kind, setting)),
        ]

    def _setting_fits(self, key: str, width: int) -> bool:
        """Whether a setting's button (`key` "set:…:+1" or "lvl:…:+1") shows every value of
        it whole in the button font (else it takes the small one); True for other keys."""
        kind, _, name = key.rpartition(":")[0].partition(":")
        editing = self.scene.editing
        settings = {"lvl": editing.level_settings, "set": editing.settings}.get(kind, ())
        setting = next((s for s in settings if s.key == name), None)
        if setting is None:
            return True
        font = button_font(self.app, key)
        words = (f"{setting.label}: {value} >" for value in setting.values)
        return max(font.size(text)[0] for text in words) <= width - 2 * BUTTON_PADDING

    def _setting_words(self, kind: str, setting: BoardSetting) -> str:
        values = self.model.data if kind == "lvl" else self.model.board.settings
        return f"{setting.label}: {values.get(setting.key, setting.values[0])} >"

    def _build_board_tab(self, root: UIContainer, y: int) -> int:
        y = self._build_rows(root, self._board_rows(), y)
        for index, field in enumerate(self.scene.editing.cell_fields):
            key = f"cell:{index}"
            below = self._entry(root, key, field.label, y)
            if key not in self.reasons:  # room for why it is greyed (nothing on the cell)
                font = self.app.font(REASON_SIZE)
                rows = fitting_rows(self._greyed_words(field), font, self.width, 2)
                height = len(rows) * font.get_linesize()
                top = self.entries[key].rect.bottom + 2
                self.greyed[key] = (rows, pygame.Rect(self.left, top, self.width, height))
                below += height + 2
            y += ENTRY_STEP + below
        self._grey_cell_entries()
        return y

    @staticmethod
    def _greyed_words(field: CellField) -> str:
        return f"Greyed until the cursor is on {field.needs} (arrow keys)"

    def _grey_cell_entries(self) -> None:
        """A cell's field is greyed where the cursor's cell has nothing to set (its reason
        under it), so nothing typed there is refused afterwards."""
        for key, entry in self.entries.items():
            if key.startswith("cell:") and key != self.pending:
                settable = self._cell_value(key.partition(":")[2]) is not None
                if settable != entry.is_enabled:
                    entry.enable() if settable else entry.disable()

    def _board_rows(self) -> list[Row]:
        editing = self.scene.editing
        rows: list[Row] = []
        word = editing.board_word.capitalize()
        if len(self.model.boards) > 1 or editing.board_limit > 1:
            rows.append([("board:-1", f"< {word}"), ("board:+1", f"{word} >")])
            rows.append([("add_board", f"Add {word.lower()}"), ("remove_board", "Remove")])
        if editing.palette and not self.paint_tab:  # else on the Paint tab
            rows.append(self.view_row())
        if editing.resizable:
            rows.append([("w:-1", "Narrower"), ("w:+1", "Wider")])
            heights = editing.heights
            if heights is None or heights[0] != heights[1]:  # a platform keeps its one row
                rows.append([("h:-1", "Shorter"), ("h:+1", "Taller")])
        rows.extend(self._setting_row("set", setting) for setting in editing.settings)
        if editing.apples is not None:
            rows.append([("slider:rich", "")])
            rows.append([("slider:seed", "")])
            rows.append([("generate", "Generate apples")])
        if editing.solve is not None and "par" in self.scene.model.data:  # puzzles only
            rows.append([("solve", "Solve for par"), ("cancel_solve", "Cancel")])
        return rows

    def view_row(self) -> Row:
        """Select, zoom, and every board side by side (not for a board the game draws, the
        hexagon)."""
        row = [("tool:select", "Select"), ("zoom:-1", "Zoom −"), ("zoom:+1", "Zoom +")]
        if self.scene.editing.square:
            row.append(("overview", f"All {self.scene.editing.board_word}s"))
        return row

    def _build_rows(self, root: UIContainer, rows: list[Row], y: int) -> int:
        for row in rows:
            spans = row_spans(self.app, row, self.left, self.width)
            if row[0][1] == "<":  # a setting: a narrow "<", the rest its value
                step = STEP_BUTTON + 6
                spans = [(self.left, STEP_BUTTON), (self.left + step, self.width - step)]
            for (key, label), (left, width) in zip(row, spans, strict=True):
                rect = pygame.Rect(left, y, width, 32)
                if key.startswith("slider:"):
                    self.scene.generator.slider(root, key.partition(":")[2], rect)
                else:
                    small = key.endswith(":+1") and not self._setting_fits(key, width)
                    self._button(root, key, label, rect, small)
            y += 36
        return y

    def _entry(
        self,
        root: UIContainer,
        key: str,
        label: str,
        y: int,
        column: tuple[int, int, int] | None = None,
    ) -> int:
        """A labelled text entry across the right column (the label is drawn on its left), or
        across `column`: (left, width, label width) within it. Under it, why the text typed
        last was refused (the entry shows the level's value again); the height that takes."""
        left, width, label_width = column or (0, self.width, ENTRY_LABEL)
        x = self.left + left
        rect = pygame.Rect(x + label_width, y, width - label_width, 30)
        entry = UITextEntryLine(rect, self.app.ui, container=root)
        above = 0  # a name as long as NAME_SHOWN beside its label would scroll: label above
        shown = entry.font
        named = key in NAME_KEYS and column is None
        if named and shown is not None and shown.size(NAME_SHOWN)[0] > entry_room(entry):
            above = self.app.font(LABEL_SIZE).get_linesize()
            entry.set_position((x, y + above))
            entry.set_dimensions((width, 30))
        entry.set_text(self._entry_text(key))
        # a name up to NAME_SHOWN long is shown whole (the layout check); a longer one scrolls
        entry.name_box = named and len(entry.get_text()) <= len(NAME_SHOWN)  # type: ignore[attr-defined]
        self.entries[key] = entry
        if above:
            self.labels[key] = (label, pygame.Rect(x, y, width, above))
        else:
            self.labels[key] = (label, pygame.Rect(x, y, label_width - 6, 30))
        why = self.refusal(key)
        if not why:
            return above
        font = self.app.font(REASON_SIZE)
        rows = fitting_rows(f"Not taken: {why}", font, width, 3)
        height = len(rows) * font.get_linesize()
        self.reasons[key] = (rows, pygame.Rect(x, y + above + 32, width, height))
        return above + height + 2

    def shows_refusal(self, words: str) -> bool:
        """Whether `words` are shown under the entry whose text they refused."""
        return any(self.refusal(key) == words for key in self.reasons)

    def refusal(self, key: str) -> str:
        """Why the text last typed into entry `key` was refused, while the level is as it was
        then ("" otherwise)."""
        if self.refused is None:
            return ""
        refused_key, why, version = self.refused
        current = version == self.model.version and self.scene.notice == why  # nothing since
        return why if refused_key == key and current else ""

    def _menu(
        self,
        root: UIContainer,
        key: str,
        field: TextField,
        y: int,
        column: tuple[int, int, int] | None = None,
    ) -> None:
        """A labelled drop-down list across the right column (or `column`, as `_entry`): the
        field's choices (and the file's own value first when it is none of them, so that it
        shows as it is)."""
        left, width, label_width = column or (0, self.width, ENTRY_LABEL)
        x = self.left + left
        shown = self._entry_text(key)
        choices = field.choices if shown in field.choices else (shown, *field.choices)
        options: list[str | tuple[str, str]] = list(choices)
        rect = pygame.Rect(x + label_width, y, width - label_width, 30)
        self.menus[key] = UIDropDownMenu(
            options, shown, rect, self.app.ui, container=root, object_id="@choice"
        )
        self.labels[key] = (field.label, pygame.Rect(x, y, label_width - 6, 30))

    # --- the buttons ------------------------------------------------------------------------

    def press(self, name: str, argument: str) -> bool:
        model = self.model
        if name == "tab":
            self.show_tab(argument)
        elif name == "rec" and self.records is not None:
            self.records.press(model, argument)
        elif name == "board":
            model.select_board(model.board_index + int(argument))
            self.scene.canvas.drop_selection()
        elif name == "add_board":
            model.add_board()
        elif name == "remove_board":
            removed = model.board.name
            if model.remove_board():
                word = self.scene.editing.board_word
                self.scene.notice = f'{word} "{removed}" removed (Ctrl+Z brings it back)'
        elif name in ("w", "h"):
            step = int(argument)
            board = model.board
            model.resize(board.width + step * (name == "w"), board.height + step * (name == "h"))
        elif name in ("set", "lvl"):
            setting_key, _, amount = argument.partition(":")
            self.cycle_setting(setting_key, int(amount), level=name == "lvl")
        else:
            return False
        return True

    def show_tab(self, tab: str) -> None:
        """The right column's Board, Level details or records tab."""
        if tab != self.tab:
            self.tab = tab
            self.scene.relayout()

    def focus_value(self, key: str) -> None:
        """The keyboard on what sets the value `key` (a problem clicked): the entry or list of
        a mission's field ("record:window"), of a level field, or the board's name; else the
        button that steps the level's or the board's setting, on the tab that holds it."""
        editing = self.scene.editing
        if key.startswith("record:"):
            tab, element_key = self.tab, key
        elif key in {field.key for field in editing.fields}:
            tab, element_key = "level", f"field:{key}"
        elif key in {setting.key for setting in editing.level_settings}:
            tab, element_key = "level", f"lvl:{key}:+1"
        elif key in {setting.key for setting in editing.settings}:
            tab, element_key = "board", f"set:{key}:+1"
        elif key == "name" and editing.rename is not None:
            tab, element_key = "level", "rename"
        else:
            return
        self.show_tab(tab)
        element = (
            self.entries.get(element_key)
            or self.menus.get(element_key)
            or self.scene.buttons.get(element_key)
        )
        if element is not None:
            self.app.ui.set_focus_set(element)

    def cycle_setting(self, key: str, step: int, level: bool = False) -> None:
        """The next value of a board's setting, or of a level's (`level`)."""
        editing, model = self.scene.editing, self.model
        settings = editing.level_settings if level else editing.settings
        setting = next(s for s in settings if s.key == key)
        values = model.data if level else model.board.settings
        current = values.get(key, setting.values[0])
        value = _next_value(setting.values, current, step)
        if level:
            model.set_level_setting(key, value)
        else:
            model.set_setting(key, value)

    def refresh(self) -> None:
        buttons, model, editing = self.scene.buttons, self.model, self.scene.editing
        set_enabled(buttons.get("remove_board"), len(model.boards) > 1)
        set_enabled(buttons.get("add_board"), len(model.boards) < editing.board_limit)
        low, high = editing.size_range  # no size button that would do nothing
        shortest, tallest = editing.heights or editing.size_range
        board = model.board
        set_enabled(buttons.get("w:-1"), board.width > low)
        set_enabled(buttons.get("w:+1"), board.width < high)
        set_enabled(buttons.get("h:-1"), board.height > shortest)
        set_enabled(buttons.get("h:+1"), board.height < tallest)
        for kind, settings in (("lvl", editing.level_settings), ("set", editing.settings)):
            for setting in settings:
                button = buttons.get(f"{kind}:{setting.key}:+1")
                words = self._setting_words(kind, setting)
                if button is not None and button.text != words:
                    button.set_text(words)
        for tab, _ in self.tabs():
            set_selected(buttons[f"tab:{tab}"], tab == self.tab)
        self.sync_entries()

    # --- typing -----------------------------------------------------------------------------

    def _field(self, kind: str, name: str) -> TextField | None:
        """The level field or record field an entry of `kind` edits."""
        if kind == "record":
            return self.records.field(self.model, name) if self.records is not None else None
        if kind == "field":
            return next((f for f in self.scene.editing.fields if f.key == name), None)
        return None

    def _entry_text(self, key: str) -> str:
        """What an entry shows: the model's value ("" for a cell with nothing to set)."""
        kind, _, name = key.partition(":")
        if kind == "rename":
            return self.model.board.name
        if kind in ("field", "record"):
            field = self._field(kind, name)
            data = self.model.file_data() if kind == "field" else self.model.data
            return field.show(data) if field is not None else ""
        shown = self._cell_value(name)
        return "" if shown is None else shown

    def _cell_value(self, name: str) -> str | None:
        field = self.scene.editing.cell_fields[int(name)]
        return field.show(self.model.file_data(), self.scene.cursor)

    def typed(self, key: str, text: str) -> None:
        """The text of an entry, done (Enter, Tab, a click elsewhere): one undo step, or the
        reason it was refused (the entry then shows the model's value again, even while it
        keeps the keyboard, with the reason under it)."""
        cell = self.pending_cell if self.pending_cell is not None else self.scene.cursor
        self.pending, self.pending_cell = None, None
        was_shown = bool(self.reasons)
        kind, _, name = key.partition(":")
        if kind == "rename":
            refusal = self.model.rename_board(text)
        elif kind in ("field", "record"):
            field = self._field(kind, name)
            refusal = self.model.set_field(field, text) if field is not None else ""
        else:
            cell_field = self.scene.editing.cell_fields[int(name)]
            refusal = self.model.set_cell_field(cell_field, cell, text)
        self.scene.notice = refusal
        self.refused = (key, refusal, self.model.version) if refusal else None
        self.synced = (self.model.version, self.scene.cursor, self.model.board_index)
        entry = self.entries.get(key)
        if entry is not None and entry.get_text() != self._entry_text(key):
            entry.set_text(self._entry_text(key))  # a field shows what the level holds
        if refusal or was_shown:
            focused = self.focused_entry()
            self.scene.relayout()  # the reason goes under its entry (or goes)
            if focused is not None and focused in self.entries:
                self.app.ui.set_focus_set(self.entries[focused])
        self.scene.refresh()

    def commit_pending(self) -> None:
        if self.pending is not None and self.pending in self.entries:
            self.typed(self.pending, self.entries[self.pending].get_text())
        self.pending = None

    def sync_entries(self) -> None:
        """Entries not being typed in show the model again (after undo, another board…)."""
        if self.tab == "records" and self.records is not None and self.records.stale(self.model):
            self.scene.relayout()  # another table, or another kind: other fields
            return
        for key, menu in self.menus.items():
            if menu.selected_option[0] != self._entry_text(key):
                self.scene.relayout()  # undone, or another mission: the list shows it
                return
        for key, entry in self.entries.items():
            if entry.is_focused or key == self.pending:
                continue
            text = self._entry_text(key)
            if entry.get_text() != text:
                entry.set_text(text)
        self._grey_cell_entries()

    def lines(self) -> list[tuple[str, theme.Colour]]:
        """The problems panel's lines of this column: the records' heading, and the form of
        the level field being typed in (or refused last), if it says one."""
        lines = []
        if self.tab == "records" and self.records is not None:
            lines.append((self.records.heading(self.model), theme.TEXT))
        hint = self.typing_hint()
        if hint:
            lines.append((hint, theme.MUTED_TEXT))
        return lines

    def _ring_places(self, surface: pygame.Surface, places: list[tuple[float, float]]) -> None:
        view = self.scene.view
        assert view is not None
        radius = max(5, int(view.cell_size * 0.22))
        surface.set_clip(self.scene.canvas.area)
        for x, y in places:
            centre = (
                round(view.board.left + x * view.cell_size),
                round(view.board.top + y * view.cell_size),
            )
            pygame.draw.circle(surface, theme.BACKGROUND, centre, radius + 2, 3)
            pygame.draw.circle(surface, theme.ACCENT, centre, radius, 3)
        surface.set_clip(None)

    def _click_record(self, pos: tuple[int, int]) -> bool:
        cell = self.scene.cell_at(pos)
        view = self.scene.view
        if cell is None or view is None or self.records is None:
            return False
        rect = view.cell_rect(cell)
        where = ((pos[0] - rect.left) / rect.width, (pos[1] - rect.top) / rect.height)
        if not self.records.click(self.model, cell, where):
            return False
        self.scene.refresh()
        return True

    def typing_hint(self) -> str:
        """The form of the level field being typed in (or refused last), if it says one."""
        kind, _, name = (self.focused_entry() or self.pending or "").partition(":")
        field: CellField | TextField | None = self._field(kind, name)
        if kind == "cell":
            field = self.scene.editing.cell_fields[int(name)]
        return f"{field.label}: {field.hint}" if field is not None and field.hint else ""

    def focused_entry(self) -> str | None:
        return next((key for key, entry in self.entries.items() if entry.is_focused), None)

    def typing(self, event: pygame.event.Event) -> bool:
        """Whether `event` is a key typed into an entry (the entry's, not the editor's)."""
        return event.type == pygame.KEYDOWN and self.focused_entry() is not None

    def entry_key(self, event: pygame.event.Event) -> bool:
        """Keys while typing: Enter done, Tab / Shift+Tab done and the next entry, Esc or
        Ctrl+Z the text as it was, the editor's Ctrl commands (Save, Redo, Open…) done as
        Enter would and then the command (none when the value is refused: its reason shows);
        every other key is the entry's (Ctrl+A, C, V, X edit the text)."""
        focused = self.focused_entry()
        if event.mod & pygame.KMOD_CTRL and event.key in COMMANDS_WHILE_TYPING:
            typed = self.pending is not None
            self.app.ui.set_focus_set(None)
            self.commit_pending()
            if not typed or self.refused is None:
                return self.scene.keys.handle(event)
            if focused is not None and focused in self.entries:
                self.app.ui.set_focus_set(self.entries[focused])  # to be typed again
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.ui.set_focus_set(None)
            self.commit_pending()
            return True
        if event.key == pygame.K_TAB:
            self.commit_pending()
            self.focus_next_entry(focused, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        undo = event.mod & pygame.KMOD_CTRL and event.key == pygame.K_z
        if event.key == pygame.K_ESCAPE or undo:
            self.app.ui.set_focus_set(None)
            if self.pending is None and undo:
                return self.scene.keys.handle(event)
            if self.pending is not None:  # what was typed goes: said, not silent
                label = self.labels.get(self.pending, ("The field", None))[0]
                kept = self._entry_text(self.pending)
                self.scene.notice = f"{label} kept its old value" + (f" ({kept})" if kept else "")
            self.pending = None
            self.sync_entries()
            return True
        return False

    def focus_next_entry(self, current: str | None, step: int = 1) -> None:
        keys = list(self.entries)
        if not keys:
            return
        index = (keys.index(current) + step) % len(keys) if current in keys else 0
        self.app.ui.set_focus_set(self.entries[keys[index]])  # the manager knows the focus

    def handle(self, event: pygame.event.Event) -> bool:
        """An entry typed in (taken when the typing is done; Enter: now); on the records tab,
        a click on the board for the table shown (a reach mission's targets)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.tab == "records":
            return self._click_record(event.pos)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = next((k for k, menu in self.menus.items() if event.ui_element is menu), None)
            if key is not None:
                self.commit_pending()
                self.typed(key, event.text)
            return key is not None
        if event.type not in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED):
            return False
        for key, entry in self.entries.items():
            if event.ui_element is entry:
                if self.pending != key:
                    self.pending_cell = self.scene.cursor
                self.pending = key
                if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                    self.app.ui.set_focus_set(None)
                    self.commit_pending()
                return True
        return False

    def _select_a_number_on_focus(self) -> None:
        """An entry holding one number, newly given the keyboard (a click, Tab), has it
        selected once the click is over: what is typed replaces it (7, not 57)."""
        focused = self.focused_entry()
        if focused != self.focus_seen:
            self.focus_seen = focused
            self.select_due = focused
        entry = self.entries.get(self.select_due) if self.select_due is not None else None
        if entry is None or not entry.is_focused or entry.selection_in_progress:
            return
        self.select_due = None
        text = entry.get_text()
        if re.fullmatch(r"-?\d+", text):
            entry.select_range = [0, len(text)]
            entry.edit_position = len(text)
            entry.cursor_has_moved_recently = True

    def update(self, dt: float) -> None:
        self._select_a_number_on_focus()
        typed_in = self.entries.get(self.pending) if self.pending is not None else None
        if typed_in is not None and not typed_in.is_focused:
            self.commit_pending()  # a click elsewhere ends the typing
        if self.refused is not None and not self.refusal(self.refused[0]):
            self.refused = None  # something else was done or said: the reason goes
            self.scene.relayout()
        where = (self.model.version, self.scene.cursor, self.model.board_index)
        if where != self.synced:
            self.synced = where
            if self.refused is not None:  # said of another cell, board or level
                self.refused = None
                self.scene.relayout()
            self.sync_entries()

    def draw(self, surface: pygame.Surface) -> None:
        """The entries' labels; a shortened one is shown whole on hover, and while its entry
        has the keyboard focus. On the records tab, the places the table shown names are
        ringed on the board."""
        if self.tab == "records" and self.records is not None and self.scene.view is not None:
            self._ring_places(surface, self.records.places(self.model))
        font = self.app.font(LABEL_SIZE)
        focused = self.focused_entry()
        for key, (words, rect) in self.labels.items():
            top = rect.centery - font.get_height() // 2
            shown = clip_text(font, words, rect.width)
            blit_text(surface, font, shown, theme.TEXT, (rect.left, top), focused=key == focused)
        reason_font = self.app.font(REASON_SIZE)
        for key, (rows, rect) in self.greyed.items():
            if not self.entries[key].is_enabled:
                for index, row in enumerate(rows):
                    top = rect.top + index * reason_font.get_linesize()
                    blit_text(surface, reason_font, row, theme.MUTED_TEXT, (rect.left, top))
        for key, (rows, rect) in self.reasons.items():
            if self.refusal(key):
                for index, row in enumerate(rows):
                    top = rect.top + index * reason_font.get_linesize()
                    blit_text(surface, reason_font, row, theme.DANGER, (rect.left, top))
        if focused is not None:  # where the keyboard is (a problem clicked puts it there)
            ring = self.entries[focused].rect.inflate(4, 4)
            pygame.draw.rect(surface, theme.ACCENT, ring, 2, border_radius=3)


def _next_value(values: Sequence[Any], current: Any, step: int) -> Any:
    """The value after `current` (`step` 1) or before it (-1) among `values`, in a circle; a
    value typed into the file that is none of them goes to its nearest one that way (from
    -2, ">" gives the least value, not the second)."""
    if current in values:
        return values[(list(values).index(current) + step) % len(values)]
    try:
        further = [v for v in values if (v > current if step > 0 else v < current)]
    except TypeError:  # a value of another kind (a word for a number): the ends
        further = []
    if not further:
        return values[0] if step > 0 else values[-1]
    return further[0] if step > 0 else further[-1]


def name_entry_width(app: Host) -> int:
    """The narrowest entry that shows a name as long as NAME_SHOWN whole."""
    return app.font(ENTRY_FONT).size(NAME_SHOWN)[0] + ENTRY_FRAME
