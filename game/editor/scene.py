"""The level editor's screens: choosing what to edit, and the editor itself.

    app.push(editor_home(app))             # the main menu's "Level editor"
    app.push(open_editor(app, path))       # `python main.py edit PATH`

The scene only maps input to `EditorModel` calls and draws the model; the rules of each game
come from its `LevelEditing` (GameInfo.editor). Square boards are drawn with the kit's
BoardView, Tactrics' hexagon with its own view.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UIHorizontalSlider, UITextEntryLine
from pygame_gui.windows import UIFileDialog

from game.core.coords import Cell, cell_name
from game.core.fields import check_header
from game.core.paths import user_levels_dir
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import load_toml, parse_toml
from game.core.words import plural
from game.editor.autosave import Draft, DraftKeeper, find_drafts
from game.editor.canvas import Canvas
from game.editor.form import RecordPanel
from game.editor.landscape import RICHNESS_RANGE, SEED_RANGE, landscape
from game.editor.model import (
    SYMMETRIES,
    Board,
    EditorModel,
    EditorPiece,
    LevelEditing,
    PaletteEntry,
    ParSearch,
    Review,
    is_shipped,
    next_pair_token,
    pair_cells,
    problem_cells,
    rectangle_cells,
)
from game.editor.recent import forget, recent_files, remember
from game.editor.tips import button_tip, paint_tip
from game.games import GameInfo, all_games, game_by_id, game_ids
from game.ui import theme
from game.ui.board_view import (
    Badge,
    BoardContent,
    BoardView,
    CellLook,
    Highlight,
    Marks,
)
from game.ui.dialogs import Choice, ChoiceScene
from game.ui.event_log import wrap_text
from game.ui.scene import Scene
from game.ui.text import blit_text, blit_wrapped, clip_text
from game.ui.widgets import (
    BUTTON_FONT,
    BUTTON_PADDING,
    SMALL_BUTTON_FONT,
    ButtonList,
    MenuItem,
    Slider,
)

if TYPE_CHECKING:
    from game.ui.host import Host

TOOLS = ("brush", "fill", "rectangle", "eyedropper", "select")
PAINT_TOOLS = TOOLS[:4]  # in the left column; Select sits with the zoom buttons (square boards)
TOOL_KEYS = {
    pygame.K_b: "brush",
    pygame.K_f: "fill",
    pygame.K_r: "rectangle",
    pygame.K_e: "eyedropper",
    pygame.K_t: "select",
}
PROBLEM_INK = (235, 80, 80)
PAIR_INK = (120, 220, 255)
LEFT_WIDTH = 230
RIGHT_WIDTH = 330
TOP = 92
MARGIN = 10
HELP = (
    "Left button: the tool · right: eyedropper · arrows + Space: the tool at the cursor · "
    "Ctrl+B/F/R/E brush, fill, rectangle, eyedropper · Ctrl+M symmetry · Ctrl+L level details",
    "[ ] or keys in brackets: paint · Ctrl+Z/Y undo, redo · Ctrl+S save · Ctrl+O open · "
    "Ctrl+P play-test · Ctrl+G apples (Ctrl+arrows: richness, seed) · Alt+arrows resize · "
    "PgUp/PgDn board · Tab: next field",
)
HELP_LINE = 17  # the help under the board: 13 px text, wrapped to the window's width
TOOL_ROW = 34
SMALL_BUTTONS = {"tool", "symmetry", "zoom", "overview"}
PALETTE_ROW = 22
PALETTE_ROW_LEAST = 18  # 13 px words in a row of 16
PALETTE_FONT = 13
PIECE_INK = (255, 255, 255)
SLIDER_LABEL = 96  # the words left of a generator slider
ENTRY_LABEL = 110  # the words left of a text entry
ENTRY_STEP = 34
SHORT_LABEL = 64  # the words left of a half-width entry (a mission's round, reward…)
MIN_TEXT = 12
TIP_DELAY = 0.6  # seconds on a paint before its tool tip shows


def editable_games() -> list[GameInfo]:
    return [game for game in all_games() if game.editor is not None]


def editor_home(app: Host) -> Scene:
    """The main menu's "Level editor": a new level of a game, or open a file."""
    return EditorHomeScene(app)


def open_editor(app: Host, path: str | None = None) -> Scene:
    """The editor on `path` (or the home screen to pick a game for a new level; for a path
    where no file is yet, a new level that saves there)."""
    if path is None:
        return EditorHomeScene(app)
    if not Path(path).exists():
        return EditorHomeScene(app, target=path)
    return EditorScene(app, load_model(path))


def new_level_problem(path: str) -> str | None:
    """Why no new level can be started at `path` (a file that does not exist yet)."""
    target = Path(path)
    if target.suffix != ".toml":
        return f"{path}: a level file's name ends in .toml"
    if is_shipped(target):
        return f"{path}: the shipped levels' folder is not written to: choose another path"
    if not target.parent.is_dir():
        return f"{path}: there is no folder {target.parent}"
    return None


def load_model(path: str) -> EditorModel:
    """The model for a level file; ProblemsFound when it cannot be read or has no editor."""
    document = load_toml(path)
    problems: list[Problem] = []
    game_id = check_header(document, problems, game_ids())
    if game_id is None:
        raise ProblemsFound(problems)
    info = game_by_id(game_id)
    if info is None or info.editor is None:
        raise ProblemsFound([document.problem(["game"], f'no level editor for "{game_id}"')])
    if info.is_match(document):
        raise ProblemsFound([document.problem([], "a match file, not a level: open a level")])
    editing = info.editor()
    reason = editing.refuse(document) if editing.refuse is not None else None
    if reason:
        raise ProblemsFound([document.problem([], reason)])
    return EditorModel.open(editing, document, document.text)


class EditorHomeScene(Scene):
    """New level of each game (each kind), Open a file…, and the files edited lately (Left /
    Right between the two lists). A draft left by an editor that closed without saving is
    offered back first."""

    title = "Level editor"

    def __init__(self, app: Host, target: str | None = None):
        """`target`: the path a new level will be saved to (`edit NEW.toml`)."""
        super().__init__(app)
        self.dialog: UIFileDialog | None = None
        self.recent = None
        self.active = None  # the list the keys move in
        self.drafts_checked = False
        self.target = target

    def _items(self) -> list[MenuItem]:
        items = []
        where = f" saved as {Path(self.target).name}" if self.target else ""
        for game in editable_games():
            editing = game.editor()
            for kind in editing.kinds:
                label = f"New {editing.title} {kind}"
                hint = f"An empty {kind}{where}"
                items.append(MenuItem(label, self._new(editing, kind), hint=hint))
        if self.target is None:
            items.append(MenuItem("Open a level file…", self.open_file, hint="Any game's level"))
        items.append(MenuItem("Back", lambda: self.app.pop(self), hint="The main menu"))
        return items

    def _recent_items(self) -> list[MenuItem]:
        entries, problems = recent_files()
        items = []
        for entry in entries:
            label = entry.name if entry.exists else f"{entry.name} (missing)"
            hint = entry.path if entry.exists else f"{entry.path} is no longer there"
            items.append(MenuItem(label, self._open_recent(entry.path), hint=hint))
        self.recent_problems = problems
        return items

    def _new(self, editing: LevelEditing, kind: str) -> Callable[[], None]:
        def start() -> None:
            model = EditorModel.new(editing, kind)
            model.path = self.target
            self.app.push(EditorScene(self.app, model))

        return start

    def _open_recent(self, path: str) -> Callable[[], None]:
        def go() -> None:
            if not Path(path).is_file():
                forget(path)
                self.app.show_message(
                    "This file is no longer there",
                    [f"{path}: not found; it is taken off the recent files."],
                )
                self.relayout()
                return
            self.open_path(path)

        return go

    def open_path(self, path: str) -> None:
        try:
            self.app.push(EditorScene(self.app, load_model(path)))
        except ProblemsFound as found:
            self.app.show_message("This file cannot be edited", map(str, found.problems))

    def build(self, root: UIContainer) -> None:
        items = self._items()
        recent = self._recent_items()
        width, height = self.app.size
        column = min(520, width - 40) if not recent else min(440, (width - 60) // 2)
        left = (width - column) // 2 if not recent else width // 2 - column - 10
        area = pygame.Rect(left, 110, column, height - 180)
        step = min(44, (area.height + 8) // len(items) - 8)
        self.menu = ButtonList(self.app.ui, root, area, items, button_height=step, gap=8)
        self.recent = None
        if recent:
            area = pygame.Rect(width // 2 + 10, 140, column, height - 210)
            step = min(44, (area.height + 8) // len(recent) - 8)
            self.recent = ButtonList(self.app.ui, root, area, recent, button_height=step, gap=8)
            self.recent.buttons[self.recent.focused].unselect()
        self.active = self.menu

    def update(self, dt: float) -> None:
        if not self.drafts_checked:
            self.drafts_checked = True
            self._offer_drafts()

    def _offer_drafts(self) -> None:
        drafts, problems = find_drafts()
        if problems:
            self.app.show_message("Some editor drafts cannot be read (they are kept)", problems)
        if drafts:
            draft = drafts[0]

            def restore() -> None:
                self.drafts_checked = False  # then the next draft, back on this screen
                self.restore_draft(draft)

            def discard() -> None:
                self.drafts_checked = False
                draft.discard()

            offer_draft(self.app, draft, restore, discard)

    def restore_draft(self, draft: Draft) -> None:
        """The editor on the draft's level, the draft's changes restored (one undo step)."""
        info = game_by_id(draft.game_id)
        if info is None or info.editor is None:
            self.app.show_message(
                "The draft cannot be restored",
                [f'{draft.file}: no level editor for "{draft.game_id}"'],
            )
            return
        model = None
        if draft.level_path and Path(draft.level_path).is_file():
            try:
                model = load_model(draft.level_path)
            except ProblemsFound:
                model = None
        if model is None:
            model = EditorModel.new(info.editor())
            model.path = draft.level_path
        scene = EditorScene(self.app, model)
        scene.draft_offered = True
        self.app.push(scene)
        scene.restore(draft)

    def open_file(self) -> None:
        if self.dialog is None:
            self.dialog = open_dialog(self.app, "Open a level file", user_levels_dir(), True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.dialog:
            self.dialog = None
            self.open_path(event.text)
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog:
            self.dialog = None
            return True
        if self.dialog is not None:
            return dialog_key(self.dialog, event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self._switch_list(event.key == pygame.K_RIGHT)
        if event.type == pygame.KEYDOWN:
            return self.active.handle_event(event)
        for buttons in (self.recent, self.menu):
            if buttons is not None and buttons.handle_event(event):
                self._focus(buttons)
                return True
        return False

    def _switch_list(self, right: bool) -> bool:
        target = self.recent if right else self.menu
        if target is None or target is self.active:
            return False
        self._focus(target)
        return True

    def _focus(self, target: ButtonList) -> None:
        """Keys move in `target`; the other list shows no focus."""
        other = self.menu if target is self.recent else self.recent
        if other is not None and other.focused >= 0:
            other.buttons[other.focused].unselect()
        if target.focused >= 0:
            target.buttons[target.focused].select()
        self.active = target

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        font = self.app.font(36, bold=True)
        image = font.render("Level editor", True, theme.TEXT)
        surface.blit(image, image.get_rect(center=(self.app.size[0] // 2, 50)))
        if self.target is not None:
            small = self.app.font(18)
            words = clip_text(
                small, f"A new level at {self.target}: which game?", self.app.size[0] - 40
            )
            line = small.render(words, True, theme.MUTED_TEXT)
            surface.blit(line, line.get_rect(center=(self.app.size[0] // 2, 88)))
        if self.recent is not None:
            small = self.app.font(18, bold=True)
            words = "Recent files (Right arrow)" if self.active is self.menu else "Recent files"
            blit_text(surface, small, words, theme.TEXT, (self.app.size[0] // 2 + 10, 112))
        item = self.active.focused_item if self.active is not None else None
        hint = item.hint if item is not None else ""
        if getattr(self, "recent_problems", None):
            hint = self.recent_problems[0]
        if hint:
            hint_font = self.app.font(18)
            shown = clip_text(hint_font, hint, self.app.size[0] - 40)
            image = hint_font.render(shown, True, theme.MUTED_TEXT)
            surface.blit(
                image, image.get_rect(center=(self.app.size[0] // 2, self.app.size[1] - 40))
            )


def offer_draft(
    app: Host,
    draft: Draft,
    restore: Callable[[], None],
    discard: Callable[[], None] | None = None,
) -> None:
    """Ask whether to restore a draft left by an editor that closed without saving."""
    from game.ui.dialogs import ConfirmScene

    question = f"The editor closed without saving {draft.describe()}. Restore that draft?"
    app.push(
        ConfirmScene(
            app,
            question,
            restore,
            discard or draft.discard,
            yes_label="Restore",
            no_label="Discard",
        )
    )


def dialog_key(dialog: UIFileDialog, event: pygame.event.Event) -> bool:
    """While a file dialog is open its keys are its own: Esc closes it (as Cancel does), and
    no key reaches the scene under it."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key == pygame.K_ESCAPE:
        dialog.kill()
    return True


def open_dialog(
    app: Host, title: str, folder: Path, existing: bool, name: str = ""
) -> UIFileDialog:
    folder.mkdir(parents=True, exist_ok=True)
    width, height = min(800, app.size[0] - 40), min(600, app.size[1] - 40)
    rect = pygame.Rect((app.size[0] - width) // 2, (app.size[1] - height) // 2, width, height)
    return UIFileDialog(
        rect,
        app.ui,
        window_title=title,
        initial_file_path=str(folder / name) if name else str(folder),
        allow_existing_files_only=existing,
        allow_picking_directories=False,
    )


class EditorScene(Scene):
    """Paint a board with the tools, see the problems as you go, save, play-test."""

    title = "Level editor"
    returns_after_match = True  # a play-test's results come back here (game/ui/results.py)

    def __init__(self, app: Host, model: EditorModel):
        super().__init__(app)
        self.model = model
        self.editing = model.editing
        self.tool = "brush"
        self.symmetry = SYMMETRIES[0]
        self.paint_index = 1 if len(self.editing.palette) > 1 else 0
        self.cursor: Cell = (0, 0)
        self.hover: Cell | None = None
        self.anchor: Cell | None = None  # a rectangle's first corner
        self.stroke_start: int | None = None  # undo depth when a drag began
        self.richness = 5
        self.seed = 1
        self.notice = ""
        self.dialog: UIFileDialog | None = None
        self.dialog_purpose = ""
        self.review: Review | None = None
        self.reviewed: tuple[int, int] | None = None
        self.outlines: dict[int, set[Cell]] = {}
        self.par_job: ParSearch | None = None
        self.view: BoardView | None = None
        self.drawn_board: tuple[int, tuple[int, int], Board] | None = None
        self._images: dict[str, tuple[Any, pygame.Surface]] = {}
        self.game_view: Any = None  # the game's own board view (LevelEditing.view)
        self.palette_rects: list[pygame.Rect] = []
        self.buttons: dict[str, UIButton] = {}
        self.sliders: dict[str, UIHorizontalSlider] = {}
        self.entries: dict[str, UITextEntryLine] = {}
        self.labels: list[tuple[str, pygame.Rect]] = []  # words drawn left of entries
        self.tab = "board"
        self.synced: tuple[int, Cell, int] | None = None
        self.pending: str | None = None  # the entry typed in, not taken yet
        self.canvas = Canvas(self)  # zoom, pan, the overview and the selection
        self.drafts = DraftKeeper(self.editing.game_id)
        self.draft_offered = False
        self.palette_hover: tuple[int, float] | None = None  # a paint under the mouse, for
        self.palette_tip: Any = None
        self._help_rows: tuple[int, list[str]] | None = None
        self._pieces: tuple[tuple[int, int], list[EditorPiece]] | None = None
        self.after_save: Callable[[], None] | None = None  # Esc → Save: leave once saved
        records = self.editing.records
        self.records = RecordPanel(records) if records is not None else None

    # --- layout -----------------------------------------------------------------------------

    @property
    def board_rect(self) -> pygame.Rect:
        width, height = self.app.size
        left = LEFT_WIDTH + 2 * MARGIN
        bottom = height - self.help_height - 6
        return pygame.Rect(left, TOP, width - left - RIGHT_WIDTH - 2 * MARGIN, bottom - TOP)

    def help_rows(self) -> list[str]:
        """The keys' help, wrapped to the window's width (never cut)."""
        width = self.app.size[0] - 2 * MARGIN
        kept = self._help_rows
        if kept is None or kept[0] != width:
            font = self.app.font(13)
            kept = (width, [row for line in HELP for row in wrap_text(line, font, width)])
            self._help_rows = kept
        return kept[1]

    @property
    def help_height(self) -> int:
        return len(self.help_rows()) * HELP_LINE + 4

    @property
    def tools_bottom(self) -> int:
        """Below the tool buttons (two a row) and the symmetry button."""
        return TOP + (-(-len(PAINT_TOOLS) // 2) + 1) * TOOL_ROW

    @property
    def right_left(self) -> int:
        return self.app.size[0] - RIGHT_WIDTH - MARGIN

    def build(self, root: UIContainer) -> None:
        self.buttons = {}
        top_row = [
            ("new", "New"),
            ("open", "Open…"),
            ("save", "Save"),
            ("save_as", "Save as…"),
            ("undo", "Undo"),
            ("redo", "Redo"),
            ("play", "Play-test"),
            ("back", "Back"),
        ]
        spans = self._row_spans(top_row, MARGIN, self.app.size[0] - 2 * MARGIN)
        for (key, label), (left, width) in zip(top_row, spans, strict=True):
            self._button(root, key, label, pygame.Rect(left, 44, width, 36))
        half = (LEFT_WIDTH - 6) // 2
        for index, tool in enumerate(PAINT_TOOLS if self.editing.palette else ()):
            left = MARGIN + (index % 2) * (half + 6)
            rect = pygame.Rect(left, TOP + index // 2 * TOOL_ROW, half, TOOL_ROW - 4)
            self._button(root, f"tool:{tool}", tool.capitalize(), rect)
        if self.editing.palette:
            symmetry = pygame.Rect(MARGIN, self.tools_bottom - TOOL_ROW, LEFT_WIDTH, TOOL_ROW - 4)
            self._button(root, "symmetry", "", symmetry)
        self._build_right(root)
        self._refresh()

    def _build_right(self, root: UIContainer) -> None:
        """Two tabs: the board (boards, size, its settings, the generator, the solver, the
        thing under the cursor) and the level (its typed values and choices)."""
        x = self.right_left
        tabs = self._tabs()
        tab_row = [(f"tab:{tab}", label) for tab, label in tabs]
        for (key, label), (left, width) in zip(tab_row, self._row_spans(tab_row, x), strict=True):
            self._button(root, key, label, pygame.Rect(left, TOP, width, 30))
        self.sliders = {}
        self.entries = {}
        self.labels = []
        y = TOP + 36
        if self.tab == "level":
            y = self._build_level_tab(root, x, y)
        elif self.tab == "records" and self.records is not None:
            y = self._build_records_tab(root, x, y)
        else:
            y = self._build_board_tab(root, x, y)
        self.panel_top = y + 4

    def _tabs(self) -> list[tuple[str, str]]:
        if self.records is None:
            return [("board", "Board"), ("level", "Level details")]
        return [("board", "Board"), ("level", "Level"), ("records", self.records.records.title)]

    def _build_records_tab(self, root: UIContainer, x: int, y: int) -> int:
        """The records tab (game/editor/form.py): which table, its actions, its values."""
        assert self.records is not None
        y = self._build_rows(root, self.records.button_rows(), x, y)
        fields = self.records.fields(self.model)
        self.records.built = tuple(field.key for field in fields)
        half = (RIGHT_WIDTH - 6) // 2
        for line in self.records.lines(fields):
            if len(line) == 1:
                self._entry(root, f"record:{line[0].key}", line[0].label, y)
            for index, field in enumerate(line if len(line) == 2 else ()):
                column = (index * (half + 6), half, SHORT_LABEL)
                self._entry(root, f"record:{field.key}", field.label, y, column)
            y += ENTRY_STEP
        return y

    def _build_level_tab(self, root: UIContainer, x: int, y: int) -> int:
        for field in self.editing.fields:
            self._entry(root, f"field:{field.key}", field.label, y)
            y += ENTRY_STEP
        if self.editing.rename is not None:
            self._entry(root, "rename", f"{self.editing.board_word.capitalize()} name", y)
            y += ENTRY_STEP
        rows = [
            [(f"lvl:{s.key}:-1", f"< {s.label}"), (f"lvl:{s.key}:+1", f"{s.label} >")]
            for s in self.editing.level_settings
        ]
        return self._build_rows(root, rows, x, y)

    def _build_board_tab(self, root: UIContainer, x: int, y: int) -> int:
        rows: list[list[tuple[str, str]]] = []
        word = self.editing.board_word.capitalize()
        if len(self.model.boards) > 1 or self.editing.board_limit > 1:
            rows.append([("board:-1", f"< {word}"), ("board:+1", f"{word} >")])
            rows.append([("add_board", f"Add {word.lower()}"), ("remove_board", "Remove")])
        if self.editing.square and self.editing.palette:
            plural_word = f"All {word.lower()}s"
            rows.append(
                [
                    ("tool:select", "Select"),
                    ("zoom:-1", "Zoom −"),
                    ("zoom:+1", "Zoom +"),
                    ("overview", plural_word),
                ]
            )
        if self.editing.resizable:
            rows.append([("w:-1", "Narrower"), ("w:+1", "Wider")])
            heights = self.editing.heights
            if heights is None or heights[0] != heights[1]:  # a platform keeps its one row
                rows.append([("h:-1", "Shorter"), ("h:+1", "Taller")])
        for setting in self.editing.settings:
            rows.append(
                [
                    (f"set:{setting.key}:-1", f"< {setting.label}"),
                    (f"set:{setting.key}:+1", f"{setting.label} >"),
                ]
            )
        if self.editing.apples is not None:
            rows.append([("slider:rich", "")])
            rows.append([("slider:seed", "")])
            rows.append([("generate", "Generate apples")])
        if self.editing.solve is not None:
            rows.append([("solve", "Solve for par"), ("cancel_solve", "Cancel")])
        y = self._build_rows(root, rows, x, y)
        for index, field in enumerate(self.editing.cell_fields):
            self._entry(root, f"cell:{index}", field.label, y)
            y += ENTRY_STEP
        return y

    def _build_rows(
        self, root: UIContainer, rows: list[list[tuple[str, str]]], x: int, y: int
    ) -> int:
        for row in rows:
            for (key, label), (left, width) in zip(row, self._row_spans(row, x), strict=True):
                rect = pygame.Rect(left, y, width, 32)
                if key.startswith("slider:"):
                    self._slider(root, key.partition(":")[2], rect)
                else:
                    self._button(root, key, label, rect)
            y += 36
        return y

    def _entry(
        self,
        root: UIContainer,
        key: str,
        label: str,
        y: int,
        column: tuple[int, int, int] = (0, RIGHT_WIDTH, ENTRY_LABEL),
    ) -> None:
        """A labelled text entry across the right column (the label is drawn on its left), or
        across `column`: (left, width, label width) within it."""
        left, width, label_width = column
        x = self.right_left + left
        rect = pygame.Rect(x + label_width, y, width - label_width, 30)
        entry = UITextEntryLine(rect, self.app.ui, container=root)
        entry.set_text(self._entry_text(key))
        self.entries[key] = entry
        self.labels.append((label, pygame.Rect(x, y, label_width - 6, 30)))

    def _entry_text(self, key: str) -> str:
        """What an entry shows: the model's value ("" for a cell with nothing to set)."""
        kind, _, name = key.partition(":")
        if kind == "field":
            field = next(f for f in self.editing.fields if f.key == name)
            return field.show(self.model.file_data())
        if kind == "rename":
            return self.model.board.name
        if kind == "record" and self.records is not None:
            record = self.records.field(self.model, name)
            return record.show(self.model.data) if record is not None else ""
        field = self.editing.cell_fields[int(name)]
        shown = field.show(self.model.file_data(), self.cursor)
        return "" if shown is None else shown

    def typed(self, key: str, text: str) -> None:
        """The text of an entry, done (Enter, Tab, a click elsewhere): one undo step, or the
        reason it was refused (the entry then shows the model's value again)."""
        self.pending = None
        kind, _, name = key.partition(":")
        if kind == "field":
            field = next(f for f in self.editing.fields if f.key == name)
            refusal = self.model.set_field(field, text)
        elif kind == "rename":
            refusal = self.model.rename_board(text)
        elif kind == "record":
            record = self.records.field(self.model, name) if self.records is not None else None
            refusal = self.model.set_field(record, text) if record is not None else ""
        else:
            field = self.editing.cell_fields[int(name)]
            refusal = self.model.set_cell_field(field, self.cursor, text)
        self.notice = refusal
        self._refresh()

    def _commit_pending(self) -> None:
        if self.pending is not None and self.pending in self.entries:
            self.typed(self.pending, self.entries[self.pending].get_text())
        self.pending = None

    def _sync_entries(self) -> None:
        """Entries not being typed in show the model again (after undo, another board…)."""
        if self.tab == "records" and self.records is not None and self.records.stale(self.model):
            self.relayout()  # another table, or another kind: other fields
            return
        for key, entry in self.entries.items():
            if entry.is_focused or key == self.pending:
                continue
            text = self._entry_text(key)
            if entry.get_text() != text:
                entry.set_text(text)
            if key.startswith("cell:"):
                has_value = (
                    self.editing.cell_fields[int(key[5:])].show(self.model.file_data(), self.cursor)
                    is not None
                )
                entry.enable() if has_value else entry.disable()

    def _typing_hint(self) -> str:
        """The form of the level field being typed in (or refused last), if it says one."""
        key = self._focused_entry() or self.pending
        kind, _, name = (key or "").partition(":")
        if kind == "record" and self.records is not None:
            field = self.records.field(self.model, name)
        elif kind == "field":
            field = next((f for f in self.editing.fields if f.key == name), None)
        else:
            return ""
        return f"{field.label}: {field.hint}" if field is not None and field.hint else ""

    def _focused_entry(self) -> str | None:
        return next((key for key, entry in self.entries.items() if entry.is_focused), None)

    def _entry_key(self, event: pygame.event.Event, focused: str) -> bool:
        """Keys while typing: Enter done, Tab / Shift+Tab done and the next entry, Esc or
        Ctrl+Z the text as it was; every other key is the entry's."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.ui.set_focus_set(None)
            self._commit_pending()
            return True
        if event.key == pygame.K_TAB:
            self._commit_pending()
            self.focus_next_entry(focused, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        undo = event.mod & pygame.KMOD_CTRL and event.key == pygame.K_z
        if event.key == pygame.K_ESCAPE or undo:
            self.app.ui.set_focus_set(None)
            if self.pending is None and undo:
                return self._key(event)
            self.pending = None
            self._sync_entries()
            return True
        return False

    def focus_next_entry(self, current: str | None, step: int = 1) -> None:
        keys = list(self.entries)
        if not keys:
            return
        index = (keys.index(current) + step) % len(keys) if current in keys else 0
        self.app.ui.set_focus_set(self.entries[keys[index]])  # the manager knows the focus

    def _slider(self, root: UIContainer, name: str, rect: pygame.Rect) -> None:
        """The generator's richness or seed: a labelled slider (the label is drawn on the left)."""
        value, span = (self.richness, RICHNESS_RANGE) if name == "rich" else (self.seed, SEED_RANGE)
        rect = pygame.Rect(rect.left + SLIDER_LABEL, rect.top, rect.width - SLIDER_LABEL, rect.h)
        self.sliders[name] = Slider(rect, value, span, self.app.ui, container=root)

    def _row_spans(
        self, row: list[tuple[str, str]], left: int, width: int = RIGHT_WIDTH, gap: int = 6
    ) -> list[tuple[int, int]]:
        """(left, width) of each button of `row` side by side across `width`: all alike when
        every label fits so, else each as wide as its label in its own font
        (game.ui.widgets.fitted_buttons' rule) with the room left over shared equally, so that
        a long label ("All boards", "Save as…") shows whole."""
        texts = [self._button_font(key).size(label)[0] for key, label in row]
        room = width - gap * (len(row) - 1)
        if max(texts) + 2 * BUTTON_PADDING <= room // len(row):
            texts = [max(texts)] * len(row)
        padding = max(0, min(2 * BUTTON_PADDING, (room - sum(texts)) // len(row)))
        spare = max(0, room - sum(texts) - padding * len(row)) / len(row)
        spans, edge = [], float(left)
        for text in texts:
            start, edge = round(edge), edge + text + padding + spare
            spans.append((start, round(edge) - start))
            edge += gap
        return spans

    def _button_font(self, key: str) -> pygame.font.Font:
        """The font of the button for `key` (the theme's button font, or its small one)."""
        small = key.partition(":")[0] in SMALL_BUTTONS
        return self.app.font(SMALL_BUTTON_FONT if small else BUTTON_FONT, bold=True)

    def _button(self, root: UIContainer, key: str, label: str, rect: pygame.Rect) -> None:
        """A button; the tools' and the panel's in the small button font (their labels are
        long for their columns)."""
        small = key.partition(":")[0] in SMALL_BUTTONS
        object_id = "@small_button" if small else None
        self.buttons[key] = UIButton(
            rect,
            label,
            self.app.ui,
            container=root,
            object_id=object_id,
            tool_tip_text=button_tip(key, self.editing.board_word),
        )

    def _refresh(self) -> None:
        """Button states and labels from the model (after every change)."""
        if not self.buttons:
            return
        states = {
            "undo": self.model.can_undo,
            "redo": self.model.can_redo,
            "play": self.editing.play_test is not None,
            "remove_board": len(self.model.boards) > 1,
            "add_board": len(self.model.boards) < self.editing.board_limit,
            "cancel_solve": self.par_job is not None and not self.par_job.done,
            "tool:select": self.editing.square,  # no rectangles on Tactrics' hexagon
        }
        for key, enabled in states.items():
            button = self.buttons.get(key)
            if button is not None:
                button.enable() if enabled else button.disable()
        for tool in TOOLS if self.editing.palette else ():
            button = self.buttons.get(f"tool:{tool}")  # Select: on the Board tab only
            if button is not None:
                button.select() if tool == self.tool else button.unselect()
        if "symmetry" in self.buttons:
            self.buttons["symmetry"].set_text(f"Symmetry: {self.symmetry}")
        for tab, _ in self._tabs():
            button = self.buttons[f"tab:{tab}"]
            button.select() if tab == self.tab else button.unselect()
        self._sync_entries()

    # --- input ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None:
            return self._dialog_event(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover_palette(event.pos)
        typing = event.type == pygame.KEYDOWN and self._focused_entry() is not None
        if not typing and self.canvas.handle_event(event):
            self._refresh()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self.press(key)
                    return True
            return False
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for name, slider in self.sliders.items():
                if event.ui_element is slider:
                    self.set_generator(name, int(round(event.value)))
                    return True
            return False
        if event.type in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED):
            for key, entry in self.entries.items():
                if event.ui_element is entry:
                    self.pending = key  # taken when the typing is done (Enter: now)
                    if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                        self.app.ui.set_focus_set(None)
                        self._commit_pending()
                    return True
            return False
        if event.type == pygame.KEYDOWN:
            focused = self._focused_entry()
            if focused is not None:
                return self._entry_key(event, focused)
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return self._mouse_down(event.pos, event.button)
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._cell_at(event.pos)
            if self.stroke_start is not None and self.hover is not None and self.tool == "brush":
                self.model.paint([self.hover], self.entry, self.symmetry)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        return False

    @property
    def entry(self):
        return self.editing.palette[self.paint_index]

    def press(self, key: str) -> None:
        """A button (or its key): every action of the editor goes through here."""
        name, _, argument = key.partition(":")
        actions: dict[str, Callable[[], Any]] = {
            "new": self.new_level,
            "open": lambda: self._open_dialog("open"),
            "save": self.save,
            "save_as": lambda: self._open_dialog("save"),
            "undo": self.model.undo,
            "redo": self.model.redo,
            "play": self.play_test,
            "back": self.leave,
            "symmetry": self.next_symmetry,
            "add_board": self.model.add_board,
            "remove_board": self.model.remove_board,
            "generate": self.generate,
            "solve": self.solve,
            "cancel_solve": self.cancel_solve,
        }
        self._commit_pending()
        if name == "tab":
            self.show_tab(argument)
        elif name == "tool" and argument == "select" and not self.editing.square:
            self.notice = "the Select tool works on square boards only"
        elif name == "rec" and self.records is not None:
            self.records.press(self.model, argument)
        elif name == "tool":
            self.tool, self.anchor = argument, None
            if argument != "select":
                self.canvas.drop_selection()
        elif name == "zoom":
            self.canvas.zoom(int(argument), None)
        elif name == "overview":
            self.canvas.set_overview(not self.canvas.overview)
        elif name == "board":
            self.model.select_board(self.model.board_index + int(argument))
            self.canvas.drop_selection()
        elif name in ("w", "h"):
            board = self.model.board
            step = int(argument)
            self.model.resize(
                board.width + step * (name == "w"), board.height + step * (name == "h")
            )
        elif name in ("set", "lvl"):
            setting_key, _, step = argument.partition(":")
            self.cycle_setting(setting_key, int(step), level=name == "lvl")
        elif name == "rich":
            self.set_generator("rich", self.richness + int(argument))
        elif name == "seed":
            self.set_generator("seed", self.seed + int(argument))
        elif name in actions:
            actions[name]()
        self._after_change()

    def show_tab(self, tab: str) -> None:
        """The right column's Board or Level details tab."""
        if tab != self.tab:
            self.tab = tab
            self.relayout()

    def _after_change(self) -> None:
        self.cursor = (
            min(
                self.cursor[0],
                max(
                    0,
                    len(self.model.board.rows[min(self.cursor[1], self.model.board.height - 1)])
                    - 1,
                ),
            ),
            min(self.cursor[1], self.model.board.height - 1),
        )
        self._refresh()

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        alt = bool(event.mod & pygame.KMOD_ALT)
        key = event.key
        if ctrl:
            commands = {
                pygame.K_z: "redo" if shift else "undo",
                pygame.K_y: "redo",
                pygame.K_s: "save_as" if shift else "save",
                pygame.K_o: "open",
                pygame.K_n: "new",
                pygame.K_p: "play",
                pygame.K_m: "symmetry",
                pygame.K_g: "generate",
                pygame.K_l: "tab:board" if self.tab == "level" else "tab:level",
            }
            if key in commands:
                self.press(commands[key])
                return True
            if key in TOOL_KEYS:
                self.press(f"tool:{TOOL_KEYS[key]}")
                return True
            generator = {
                pygame.K_UP: "rich:+1",
                pygame.K_DOWN: "rich:-1",
                pygame.K_RIGHT: "seed:+1",
                pygame.K_LEFT: "seed:-1",
            }
            if key in generator and self.editing.apples is not None:
                self.press(generator[key])
                return True
            return False
        arrows = {
            pygame.K_LEFT: (-1, 0),
            pygame.K_RIGHT: (1, 0),
            pygame.K_UP: (0, -1),
            pygame.K_DOWN: (0, 1),
        }
        if key in arrows:
            dx, dy = arrows[key]
            if alt:
                self.press(f"w:{dx:+d}" if dx else f"h:{dy:+d}")
            else:
                self.move_cursor(dx, dy)
            return True
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.apply_at(self.cursor)
            return True
        if key == pygame.K_TAB:
            self.focus_next_entry(None)
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.press(f"board:{-1 if key == pygame.K_PAGEUP else 1:+d}")
            return True
        if key in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET) and self.editing.palette:
            step = -1 if key == pygame.K_LEFTBRACKET else 1
            self.paint_index = (self.paint_index + step) % len(self.editing.palette)
            return True
        typed = event.unicode if getattr(event, "unicode", "") else ""
        for index, entry in enumerate(self.editing.palette):
            if entry.key and typed and entry.key == typed:
                self.paint_index = index
                return True
        return False

    def move_cursor(self, dx: int, dy: int) -> None:
        board = self.model.board
        row = max(0, min(board.height - 1, self.cursor[1] + dy))
        column = max(0, min(len(board.rows[row]) - 1, self.cursor[0] + dx))
        self.cursor = (column, row)

    def _cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if self.editing.square:
            return self.canvas.cell_at(pos)
        view = self.view if self.editing.view is None else self.game_view
        return view.cell_at(pos) if view is not None else None

    def _mouse_down(self, pos: tuple[int, int], button: int) -> bool:
        if self._palette_click(pos) or not self.editing.palette:
            return bool(self.editing.palette)
        cell = self._cell_at(pos)
        if cell is None or not self.model.board.contains(cell):
            return False
        self.cursor = cell
        if button == 3:
            self.pick(cell)
        elif self.tool == "brush":
            self.stroke_start = self.model.depth
            self.model.paint([cell], self.entry, self.symmetry)
        elif self.tool == "rectangle":
            self.anchor = cell
            self.stroke_start = self.model.depth
        else:
            self.apply_at(cell)
        self._refresh()
        return True

    def _mouse_up(self, pos: tuple[int, int]) -> bool:
        if self.stroke_start is None:
            return False
        if self.tool == "rectangle" and self.anchor is not None:
            cell = self._cell_at(pos) or self.anchor
            self.model.rectangle(self.anchor, cell, self.entry, self.symmetry)
            self.anchor = None
        else:
            self.model.merge_steps(self.stroke_start)
        self.stroke_start = None
        self._refresh()
        return True

    def apply_at(self, cell: Cell) -> None:
        """The tool at one cell (keyboard, or a click for fill / eyedropper)."""
        if not self.editing.palette:
            return
        if self.tool == "brush":
            self.model.paint([cell], self.entry, self.symmetry)
        elif self.tool == "fill":
            self.model.fill(cell, self.entry, self.symmetry)
        elif self.tool == "eyedropper":
            self.pick(cell)
        elif self.tool == "select":
            self.canvas.select_cell(cell)
        elif self.anchor is None:
            self.anchor = cell
        else:
            self.model.rectangle(self.anchor, cell, self.entry, self.symmetry)
            self.anchor = None
        self._refresh()

    def pick(self, cell: Cell) -> None:
        """The eyedropper: the palette entry that paints this cell's token."""
        token = self.model.board.token(cell)
        for index, entry in enumerate(self.editing.palette):
            if entry.pair and token.upper().startswith(entry.pair):
                self.paint_index = index
                return
            if not entry.pair and entry.apply("") == token:
                self.paint_index = index
                return
        keeping = [i for i, e in enumerate(self.editing.palette) if e.apply(token) == token]
        if keeping:  # a paint that leaves the token as it is (Edges: a value on the start)
            self.paint_index = keeping[0]
            return
        self.notice = f"{cell_name(cell)} holds {token}: no single paint makes it"

    @property
    def busy(self) -> bool:
        """While the solver works, and while a tool tip is due (the loop would otherwise draw
        it only at the next event)."""
        waiting = self.palette_hover is not None and self.palette_tip is None
        if self.par_job is not None:  # the solver's depth and positions drawn as they grow
            return True
        return waiting or any(
            button.hovered and button.tool_tip is None and button.tool_tip_text
            for button in self.buttons.values()
        )

    def _hover_palette(self, pos: tuple[int, int]) -> None:
        index = next((i for i, r in enumerate(self.palette_rects) if r.collidepoint(pos)), None)
        if self.palette_hover is not None and self.palette_hover[0] == index:
            return
        self._close_palette_tip()
        self.palette_hover = None if index is None else (index, 0.0)

    def _palette_tip(self, dt: float) -> None:
        """A paint's tool tip once the mouse has rested on it for TIP_DELAY seconds."""
        if self.palette_hover is None or self.palette_tip is not None:
            return
        index, waited = self.palette_hover
        self.palette_hover = (index, waited + dt)
        if waited + dt < TIP_DELAY or index >= len(self.palette_rects):
            return
        entry: PaletteEntry = self.editing.palette[index]
        tokens = sorted({token for row in self.model.board.rows for token in row})[:6]
        rect = self.palette_rects[index]
        self.palette_tip = self.app.ui.create_tool_tip(
            paint_tip(entry, tokens),
            (rect.right, rect.centery),
            (0, rect.height // 2),
            None,
            None,
            wrap_width=300,
        )

    def _close_palette_tip(self) -> None:
        if self.palette_tip is not None:
            self.palette_tip.kill()
            self.palette_tip = None

    def _palette_click(self, pos: tuple[int, int]) -> bool:
        for index, rect in enumerate(self.palette_rects):
            if rect.collidepoint(pos):
                self.paint_index = index
                return True
        return False

    def next_symmetry(self) -> None:
        self.symmetry = SYMMETRIES[(SYMMETRIES.index(self.symmetry) + 1) % len(SYMMETRIES)]

    def cycle_setting(self, key: str, step: int, level: bool = False) -> None:
        """The next value of a board's setting, or of a level's (`level`)."""
        settings = self.editing.level_settings if level else self.editing.settings
        setting = next(s for s in settings if s.key == key)
        values = self.model.data if level else self.model.board.settings
        current = values.get(key, setting.values[0])
        index = setting.values.index(current) if current in setting.values else 0
        value = setting.values[(index + step) % len(setting.values)]
        if level:
            self.model.set_value(key, value)
        else:
            self.model.set_setting(key, value)

    def set_generator(self, name: str, value: int) -> None:
        """The generator's richness or seed (kept in range; its slider follows)."""
        low, high = RICHNESS_RANGE if name == "rich" else SEED_RANGE
        value = max(low, min(high, value))
        if name == "rich":
            self.richness = value
        else:
            self.seed = value
        slider = self.sliders.get(name)
        if slider is not None and slider.get_current_value() != value:
            slider.set_current_value(value)

    def generate(self) -> None:
        if self.editing.apples is None or self.editing.with_apples is None:
            return
        board = landscape(
            self.model.board,
            self.editing.apples,
            self.editing.with_apples,
            self.richness,
            self.seed,
            self.symmetry,
        )
        self.model.set_board(board)

    # --- par (Tactrics) ---------------------------------------------------------------------

    def solve(self) -> None:
        if self.editing.solve is None:
            return
        self.cancel_solve()
        self.notice = ""
        self.par_job = self.editing.solve(self.model.board)

    def cancel_solve(self) -> None:
        if self.par_job is not None and not self.par_job.done:
            self.par_job.cancel()
            self.notice = "solver cancelled"
        self.par_job = None

    def _poll_solver(self) -> None:
        job = self.par_job
        if job is None or not job.done:
            return
        par = job.proven_par()
        if par is not None:
            self.model.proven[job.board.rows] = par
            if job.board.rows == self.model.board.rows:
                self.model.set_value("par", par)
        self.notice = job.describe()
        self.par_job = None
        self._refresh()

    # --- files ------------------------------------------------------------------------------

    def new_level(self) -> None:
        self._ask_if_dirty("Start a new level?", self._go_home)

    def _go_home(self) -> None:
        self.app.replace(EditorHomeScene(self.app))

    def _ask_if_dirty(self, question: str, then: Callable[[], None]) -> None:
        """Go on at once when everything is saved; else ask: Save (then go on once the level
        is saved), Discard (go on, and no draft is kept) or Cancel (stay)."""

        def discard_and_go() -> None:
            self.drafts.close()  # the changes are given up: no draft to offer back
            then()

        if not self.model.dirty:
            then()
            return
        choices = [
            Choice("Save", lambda: self.save(then=then)),
            Choice("Discard", discard_and_go),
            Choice("Cancel"),
        ]
        question = f"{question} This level has unsaved changes."
        self.app.push(ChoiceScene(self.app, question, choices))

    def _open_dialog(self, purpose: str) -> None:
        if purpose == "open":
            folder = user_levels_dir() / self.editing.game_id
            self.dialog = open_dialog(self.app, "Open a level file", folder, True)
        else:
            target = self.save_proposal()
            self.dialog = open_dialog(
                self.app, "Save the level as", target.parent, False, target.name
            )
        self.dialog_purpose = purpose

    def save_proposal(self) -> Path:
        """Where Save as… proposes to write: the level's own file, or for a new or shipped
        level a free name in the user's levels folder."""
        if self.model.path is not None and not is_shipped(self.model.path):
            return Path(self.model.path)
        folder = user_levels_dir() / self.editing.game_id
        name = Path(self.model.path).name if self.model.path else _file_name(self.model.data)
        return free_path(folder / name)

    def _dialog_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.dialog:
            self.dialog = None
            if self.dialog_purpose == "open":
                self._ask_if_dirty("Open another level?", lambda: self.open_path(event.text))
            else:
                path = event.text if event.text.endswith(".toml") else f"{event.text}.toml"
                self.save(path, then=self.after_save)
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog:
            self.dialog = None  # closed without a file: whatever waited on the save is off
            self.after_save = None
            return True
        return self.dialog is not None and dialog_key(self.dialog, event)

    def open_path(self, path: str) -> None:
        try:
            model = load_model(path)
        except ProblemsFound as found:
            self.drafts.closed = False  # still editing this level
            self.app.show_message("This file cannot be edited", map(str, found.problems))
            return
        self.app.replace(EditorScene(self.app, model))

    def save(self, path: str | None = None, then: Callable[[], None] | None = None) -> None:
        """Save to `path` (or the level's file; a new or shipped level asks where, in the
        file dialog); `then` runs once the file is written. A level `validate` would refuse is
        not saved."""
        self.after_save = None
        if self._refuse_to_save():
            return
        target = path or self.model.path
        if target is None or is_shipped(target):
            if target is not None:
                self.notice = "shipped levels are not overwritten: save your copy"
            self.after_save = then
            self._open_dialog("save")
            return
        try:
            notice = self.model.save(target)
        except OSError as error:
            self.app.show_message(
                "The level was not saved", [f"{target}: {error.strerror or error}"]
            )
            return
        except ProblemsFound as found:
            self.app.show_message("The level was not saved", map(str, found.problems))
            return
        self.notice = notice or f"saved {self.model.path}"
        self.drafts.discard()
        remember(self.model.path)
        self._refresh()
        if then is not None:
            then()

    def _refuse_to_save(self) -> bool:
        """A level `validate` would refuse is not saved: the message says why."""
        problems = self.model.check()
        if problems:
            lines = [_short(problem) for problem in problems[:12]]
            self.app.show_message("Not saved: validate would refuse this level", lines)
        return bool(problems)

    def play_test(self) -> None:
        if self.editing.play_test is None:
            self.notice = "play-testing is not available for this game yet"
            return
        review = self.model.review()
        if review.problems:
            self.notice = "fix the problems first: the level cannot be played"
            return
        try:
            scene = self.editing.play_test(self.app, review.text, self.model.board_index)
        except ProblemsFound as found:
            shown = self.shown_name()
            lines = [f"{shown}: {problem.message}" for problem in found.problems]
            self.app.show_message("The play-test cannot start", lines)
            return
        except ValueError as error:
            self.app.show_message("The play-test cannot start", [f"{self.shown_name()}: {error}"])
            return
        except OSError as error:
            words = error.strerror or "the file could not be written"
            self.app.show_message("The play-test cannot start", [f"{self.shown_name()}: {words}"])
            return
        self.app.push(scene)

    def enter(self) -> None:
        super().enter()
        if self.model.path:
            remember(self.model.path)

    def _offer_draft(self) -> None:
        """Once, when this level has a draft left by an editor that closed without saving:
        restore it (one undo step back to the file) or discard it."""
        if self.draft_offered:
            return
        self.draft_offered = True
        if self.model.path is None:
            return
        drafts, _ = find_drafts(self.model.path)
        drafts = [draft for draft in drafts if draft.file != self.drafts.file]
        if drafts:
            offer_draft(self.app, drafts[0], lambda: self.restore(drafts[0]))

    def restore(self, draft: Draft) -> None:
        """Take a draft's level as the level being edited (Ctrl+Z gives the file back)."""
        try:
            data = parse_toml(draft.text, str(draft.file)).data
        except ProblemsFound as found:
            self.app.show_message("The draft cannot be read", map(str, found.problems))
            return
        self.model.adopt(data)
        self.drafts.discard()
        self.drafts.file = draft.file  # kept up to date from now on
        self.drafts.keep(self.model)
        self.draft_offered = True
        self.notice = "the draft was restored: Ctrl+Z goes back to the file as saved"
        self._refresh()

    def shown_name(self) -> str:
        """The level as the designer knows it: its file's name, or "the new level"."""
        return Path(self.model.path).name if self.model.path else "the new level"

    def leave(self) -> None:
        self.cancel_solve()
        self._ask_if_dirty("Leave the editor?", lambda: self.app.pop(self))

    def pause(self) -> None:
        super().pause()
        self._close_palette_tip()
        if not self.drafts.closed:
            self.drafts.keep(self.model)  # a play-test or a dialog on top: the draft is current

    def exit(self) -> None:
        if self.par_job is not None:
            self.par_job.cancel()
        if not self.drafts.closed:
            self.drafts.keep(self.model)  # the window closed: nothing unsaved is lost
        self._close_palette_tip()
        super().exit()

    # --- updating and drawing ---------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._poll_solver()
        self.drafts.update(dt, self.model)
        self._offer_draft()
        self._palette_tip(dt)
        typed_in = self.entries.get(self.pending) if self.pending is not None else None
        if typed_in is not None and not typed_in.is_focused:
            self._commit_pending()  # a click elsewhere ends the typing
        where = (self.model.version, self.cursor, self.model.board_index)
        if where != self.synced:
            self.synced = where
            self._sync_entries()
        key = (self.model.version, id(self.model.board))
        if key != self.reviewed:
            self.reviewed = key
            self.review = self.model.review()
            self.outlines = {}
            for problem in self.review.problems:
                for board, cells in problem_cells(
                    self.review.text, problem, self.model.boards
                ).items():
                    self.outlines.setdefault(board, set()).update(cells)
            self._refresh()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_header(surface)
        self._draw_palette(surface)
        if self.editing.view is None:
            self._draw_square(surface)
        else:
            self._draw_game_view(surface)
        self._draw_panel(surface)
        self._draw_slider_labels(surface)
        self._draw_help(surface)

    def _draw_slider_labels(self, surface: pygame.Surface) -> None:
        font = self.app.font(14)
        for words, rect in self.labels:
            blit_text(
                surface,
                font,
                clip_text(font, words, rect.width),
                theme.TEXT,
                (rect.left, rect.centery - font.get_height() // 2),
            )
        for name, slider in self.sliders.items():
            words = f"Richness {self.richness}" if name == "rich" else f"Seed {self.seed}"
            rect = slider.rect
            blit_text(
                surface,
                font,
                clip_text(font, words, SLIDER_LABEL - 6),
                theme.TEXT,
                (rect.left - SLIDER_LABEL, rect.centery - font.get_height() // 2),
            )

    def _draw_header(self, surface: pygame.Surface) -> None:
        model = self.model
        file = Path(model.path).name if model.path else "not saved yet"
        star = " *" if model.dirty else ""
        board = model.board
        title = (
            f"{self.editing.title} — {file}{star}  ·  {board.name} "
            f"({plural(len(model.boards), self.editing.board_word)})  ·  "
            f"{board.width}×{board.height}"
        )
        view = self.canvas.describe()
        if view:
            title += f"  ·  {view}"
        font = self.app.font(20, bold=True)
        blit_text(
            surface,
            font,
            clip_text(font, title, self.app.size[0] - 20),
            theme.TEXT,
            (MARGIN, 12),
        )

    def _cached(self, name: str, key: Any, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Text-heavy parts are rendered again only when what they show changes."""
        kept = self._images.get(name)
        if kept is None or kept[0] != key:
            kept = (key, render())
            self._images[name] = kept
        return kept[1]

    def _palette_layout(self, height: int) -> list[pygame.Rect]:
        """One row per paint under the tools, in two columns only when one does not fit."""
        top = self.tools_bottom + 4
        count = len(self.editing.palette)
        if not count:
            return []  # nothing to paint (Bugcatcher)
        room = height - self.help_height - 6 - top
        row = min(PALETTE_ROW, room // count)
        columns = 1 if row >= PALETTE_ROW_LEAST else 2
        if columns == 2:
            row = min(PALETTE_ROW, room // -(-count // 2))
        width = LEFT_WIDTH // columns
        per_column = -(-count // columns)
        return [
            pygame.Rect(
                MARGIN + (index // per_column) * width,
                top + (index % per_column) * row,
                width - 4,
                row - 2,
            )
            for index in range(count)
        ]

    def palette_label(self, index: int) -> str:
        entry = self.editing.palette[index]
        return f"[{entry.key}] {entry.label}" if entry.key else entry.label

    def _draw_palette(self, surface: pygame.Surface) -> None:
        self.palette_rects = self._palette_layout(self.app.size[1])
        if not self.palette_rects:
            self._draw_no_paints(surface)
            return
        pairs = (
            tuple(
                next_pair_token(self.model.board, entry.pair) if entry.pair else ""
                for entry in self.editing.palette
            )
            if any(entry.pair for entry in self.editing.palette)
            else ()
        )
        key = (self.paint_index, pairs, self.app.size[1], self.help_height)
        area = pygame.Rect(0, self.palette_rects[0].top, LEFT_WIDTH + 2 * MARGIN, self.app.size[1])
        image = self._cached("palette", key, lambda: self._render_palette(area, pairs))
        surface.blit(image, area.topleft)

    def _draw_no_paints(self, surface: pygame.Surface) -> None:
        """A game without paints (Bugcatcher): where its level is edited instead."""
        area = pygame.Rect(MARGIN, TOP, LEFT_WIDTH, self.app.size[1] - self.help_height - TOP)
        words = "Nothing to paint on this board: its size is on the Board tab" + (
            f", the {self.records.records.title.lower()} on their own tab."
            if self.records is not None
            else "."
        )
        blit_wrapped(surface, self.app.font(14), words, theme.MUTED_TEXT, area)

    def _render_palette(self, area: pygame.Rect, pairs: tuple[str, ...]) -> pygame.Surface:
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        font = self.app.font(PALETTE_FONT)
        for index, (entry, rect) in enumerate(
            zip(self.editing.palette, self.palette_rects, strict=True)
        ):
            rect = rect.move(0, -area.top)
            if index == self.paint_index:
                pygame.draw.rect(image, theme.ACCENT, rect, 2)
            sample = pairs[index] if entry.pair else entry.apply(".")
            fill, _, _ = self.editing.look(sample)
            swatch = pygame.Rect(rect.left + 3, rect.top + 2, rect.height - 4, rect.height - 4)
            pygame.draw.rect(image, fill, swatch)
            pygame.draw.rect(image, theme.MUTED_TEXT, swatch, 1)
            label = clip_text(font, self.palette_label(index), rect.width - swatch.width - 10)
            top = rect.centery - font.get_height() // 2
            blit_text(image, font, label, theme.TEXT, (swatch.right + 5, top))
        return image

    def _marks(self, board_index: int) -> Marks:
        board = self.model.board
        highlights = [
            Highlight(cell, PROBLEM_INK) for cell in sorted(self.outlines.get(board_index, ()))
        ]
        focus = self.hover if self.hover is not None else self.cursor
        token = board.token(focus).upper() if board.contains(focus) else ""
        for entry in self.editing.palette:
            if entry.pair and token.startswith(entry.pair):
                for cell in pair_cells(board, entry.pair).get(token, []):
                    highlights.append(Highlight(cell, PAIR_INK))
        if self.anchor is not None and self.hover is not None:
            highlights.extend(
                Highlight(c, theme.ACCENT)
                for c in rectangle_cells(board, self.anchor, self.hover, True)
            )
        badges = tuple(Badge(piece.cells[0], piece.label) for piece in self.pieces() if piece.cells)
        cursor = self.cursor if self.editing.palette else None  # nothing to paint: no cursor
        return Marks(badges=badges, highlights=tuple(highlights), cursor=cursor)

    def pieces(self) -> list[EditorPiece]:
        """What the file places across cells on this board (LevelEditing.pieces)."""
        if self.editing.pieces is None:
            return []
        key = (self.model.version, self.model.board_index)
        if self._pieces is None or self._pieces[0] != key:
            found = self.editing.pieces(self.model.file_data(), self.model.board_index)
            self._pieces = (key, found)
        return self._pieces[1]

    def _body_looks(self, board: Board) -> dict[Cell, CellLook]:
        """A piece's cells after its first, in a darker shade of its first cell's colour and
        with its number (its first cell carries the number as a badge)."""
        looks = {}
        for piece in self.pieces():
            if not piece.cells or not board.contains(piece.cells[0]):
                continue
            fill, _, _ = self.editing.look(board.token(piece.cells[0]))
            body = (fill[0] * 3 // 4, fill[1] * 3 // 4, fill[2] * 3 // 4)
            for cell in piece.cells[1:]:
                if board.contains(cell):
                    looks[cell] = CellLook(body, piece.label, PIECE_INK)
        return looks

    def _draw_square(self, surface: pygame.Surface) -> None:
        """The board (zoomed and panned), or every board side by side: game/editor/canvas.py."""
        self.canvas.draw(surface)

    def board_content(self, board: Board) -> BoardContent:
        """How every cell of `board` looks (tokens, and the bodies of pieces such as starts)."""
        looks = {cell: self._look(board.token(cell)) for cell in board.cells()}
        if board is self.model.board:  # pieces are found on the board being edited
            looks.update(self._body_looks(board))
        return BoardContent(looks)

    def _look(self, token: str) -> CellLook:
        fill, text, ink = self.editing.look(token)
        heading = self.editing.arrow(token) if self.editing.arrow is not None else None
        if heading in ARROWS:
            return CellLook(fill, "", ink, ARROWS[heading])
        return CellLook(fill, text, ink)

    def _patch_changed_cells(self, before: Board, board: Board, key: tuple[int, int]) -> None:
        """A few painted cells re-tiled instead of the whole board (a same-sized board)."""
        if self.view is None or before.rows is board.rows or len(before.rows) != len(board.rows):
            return
        if self.editing.pieces is not None:
            return  # a painted start moves its body too: the whole board is drawn again
        if any(len(a) != len(b) for a, b in zip(before.rows, board.rows, strict=True)):
            return
        changed = {
            cell: self._look(board.token(cell))
            for cell in board.cells()
            if before.token(cell) != board.token(cell)
        }
        if len(changed) < len(board.rows) * board.width // 4:
            self.view.patch(changed)

    def _draw_game_view(self, surface: pygame.Surface) -> None:
        """A board that is not square, drawn by the game's own view (Tactrics' hexagon)."""
        assert self.editing.view is not None
        rect = self.board_rect
        if self.game_view is None or self.game_view.rect != rect:
            self.game_view = self.editing.view(rect, self.app.font, self.app.settings.colour_blind)
        self.game_view.draw(surface, self.model.board)
        for highlight in self._marks(self.model.board_index).highlights:
            self.game_view.outline(surface, highlight.cell, highlight.colour, 3)
        self.game_view.outline(surface, self.cursor, theme.ACCENT, 2)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        x = self.right_left
        y = getattr(self, "panel_top", TOP + 40)
        font = self.app.font(14)
        lines = self.panel_lines()
        area = pygame.Rect(x, y, RIGHT_WIDTH, self.app.size[1] - self.help_height - 4 - y)
        image = self._cached(
            "panel", (tuple(lines), area.size), lambda: _render_lines(lines, font, area.size)
        )
        surface.blit(image, area.topleft)

    def panel_lines(self) -> list[tuple[str, theme.Colour]]:
        """The side panel's lines: settings, the solver, notices, problems and stats."""
        lines: list[tuple[str, theme.Colour]] = []
        level = ", ".join(
            f"{s.label}: {self.model.data.get(s.key, '—')}" for s in self.editing.level_settings
        )
        if level:
            lines.append((f"Level: {level}", theme.TEXT))
        settings = ", ".join(
            f"{s.label}: {self.model.board.settings.get(s.key, '—')}" for s in self.editing.settings
        )
        if settings:
            lines.append((settings, theme.TEXT))
        if self.par_job is not None:
            lines.append((self.par_job.describe() + " (Cancel stops it)", theme.ACCENT))
        elif self.editing.solve is not None and "par" in self.model.data:
            unchanged = self.model.boards == self.model.saved_snapshot.boards
            file_proven = unchanged and self.model.data.get("par_proven") is not False
            proven = self.model.proven.get(self.model.board.rows) or file_proven
            par = self.model.data.get("par")
            lines.append(
                (
                    f"Par {par}: " + ("proven shortest" if proven else "not proven for this board"),
                    theme.MUTED_TEXT,
                )
            )
        if self.tab == "records" and self.records is not None:
            lines.append((self.records.heading(self.model), theme.TEXT))
        hint = self._typing_hint()
        if hint:
            lines.append((hint, theme.MUTED_TEXT))
        if self.notice:
            lines.append((self.notice, theme.ACCENT))
        review = self.review
        if review is not None:
            if review.problems:
                when = "will print them once saved" if self.model.dirty else "prints them"
                count = plural(len(review.problems), "problem")
                lines.append((f"{count}, as validate {when}:", PROBLEM_INK))
                lines.extend((_short(problem), theme.TEXT) for problem in review.problems[:12])
            else:
                lines.append(("No problems: validate accepts this level.", (120, 210, 130)))
            lines.extend(
                (f"{stat.label}: {stat.value}", theme.MUTED_TEXT) for stat in review.stats[:14]
            )
        return lines

    def _draw_help(self, surface: pygame.Surface) -> None:
        small = self.app.font(13)
        height = self.help_height
        area = pygame.Rect(0, self.app.size[1] - height, self.app.size[0], height)

        def render() -> pygame.Surface:
            image = pygame.Surface(area.size, pygame.SRCALPHA)
            for index, row in enumerate(self.help_rows()):
                blit_text(image, small, row, theme.MUTED_TEXT, (MARGIN, index * HELP_LINE))
            return image

        surface.blit(self._cached("help", area.size, render), area.topleft)


def _arrow(heading: str) -> Callable[[pygame.Surface, pygame.Rect, pygame.Rect], None]:
    """An emblem: a triangle pointing `heading` across the tile (readable at any size)."""
    dx, dy = {"U": (0, -1), "D": (0, 1), "L": (-1, 0), "R": (1, 0)}[heading]

    def paint(image: pygame.Surface, tile: pygame.Rect, _box: pygame.Rect) -> None:
        cx, cy = tile.center
        reach = max(2, tile.width * 0.38)
        tip = (cx + dx * reach, cy + dy * reach)
        back = (cx - dx * reach, cy - dy * reach)
        side = (-dy * reach, dx * reach)
        corners = [
            tip,
            (back[0] + side[0], back[1] + side[1]),
            (back[0] - side[0], back[1] - side[1]),
        ]
        pygame.draw.polygon(image, theme.BLACK, corners)

    return paint


ARROWS = {heading: _arrow(heading) for heading in "UDLR"}


def _render_lines(
    lines: list[tuple[str, theme.Colour]], font: pygame.font.Font, size: tuple[int, int]
) -> pygame.Surface:
    """Wrapped lines top-down in their colours, as many as fit (none in a window too small
    to hold the panel)."""
    size = (max(1, size[0]), max(1, size[1]))
    image = pygame.Surface(size, pygame.SRCALPHA)
    y = 0
    for text, colour in lines:
        if size[1] - y < font.get_linesize():
            break
        y = blit_wrapped(image, font, text, colour, pygame.Rect(0, y, size[0], size[1] - y)) + 2
    return image


def _short(problem: Problem) -> str:
    return f"{Path(problem.path).name}:{problem.line}: {problem.message}"


def _file_name(data: dict[str, Any]) -> str:
    name = str(data.get("name", "level"))
    stem = "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-")
    return f"{stem or 'level'}.toml"


def free_path(path: Path) -> Path:
    """`path`, or the first of name-2.toml, name-3.toml, … that is not taken."""
    number = 2
    candidate = path
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
        number += 1
    return candidate
