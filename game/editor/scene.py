"""The level editor's screens: choosing what to edit, and the editor itself.

    app.push(editor_home(app))             # the main menu's "Level editor"
    app.push(open_editor(app, path))       # `python main.py edit PATH`

`EditorScene` only coordinates: the model (game/editor/model.py) holds the level, the rules
of each game come from its `LevelEditing` (GameInfo.editor), and each tool and panel is a
`Part` (game/editor/layout.py) of its own module that the scene asks in turn about every
event, presses buttons on, updates and draws:

    files.py      New, Open…, Save, Save as…, Play-test, Back; drafts; the file dialog
    toolbar.py    the top row, the tool buttons, the symmetry button
    palette.py    the paints, the paint chosen, their tool tips
    paint.py      brush, fill, rectangle, eyedropper; the symmetry
    canvas.py     zoom, pan, every board side by side, the Select tool (selection.py)
    side.py       the right column's tabs: board, level details, records (form.py)
    generator.py  the apple generator's sliders and Generate apples
    par.py        Solve for par (Tactrics)
    problems.py   the panel of settings, notices, problems and stats
    board_art.py  how a board's cells and marks look; a game's own view (Tactrics)
    keys.py       the keys' commands
    frame.py      the header and the keys' help
    home.py       the home screen (EditorHomeScene)
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core.coords import Cell
from game.editor.board_art import PAIR_INK, BoardArt
from game.editor.canvas import Canvas
from game.editor.files import FileActions, free_path, load_model, new_level_problem
from game.editor.frame import Frame
from game.editor.generator import Generator
from game.editor.home import EditorHomeScene
from game.editor.keys import KeyCommands
from game.editor.layout import (
    LEFT_WIDTH,
    MARGIN,
    RIGHT_LEAST,
    RIGHT_WIDTH,
    TOP,
    Part,
    close_button_tips,
)
from game.editor.model import EditorModel
from game.editor.paint import PaintTools
from game.editor.palette import Palette
from game.editor.par import ParPanel
from game.editor.problems import PROBLEM_INK, ProblemsPanel
from game.editor.recent import remember
from game.editor.side import SidePanel, name_entry_width
from game.editor.toolbar import Toolbar
from game.games import game_by_id
from game.ui.board_view import BoardView
from game.ui.scene import Scene
from game.ui.table_layout import side_width

if TYPE_CHECKING:
    from game.ui.host import Host

__all__ = [
    "PAIR_INK",
    "PROBLEM_INK",
    "EditorHomeScene",
    "EditorScene",
    "editor_home",
    "free_path",
    "load_model",
    "new_level_problem",
    "open_editor",
    "command_line_editor",
]


def editor_home(app: Host) -> Scene:
    """The main menu's "Level editor": a new level of a game, or open a file."""
    return EditorHomeScene(app)


def open_editor(app: Host, path: str | None = None, model: EditorModel | None = None) -> Scene:
    """The editor on `model` (read from `path` already), or on `path` (or the home screen to
    pick a game for a new level; for a path where no file is yet, a new level that saves
    there)."""
    if model is not None:
        return EditorScene(app, model)
    if path is None:
        return EditorHomeScene(app)
    if not Path(path).exists():
        return _new_level_at(app, path)
    return EditorScene(app, load_model(path))


def command_line_editor(
    app: Host, path: str | None = None, model: EditorModel | None = None
) -> Scene:
    """`python main.py edit [PATH]`: `open_editor`'s scene over the main menu, and an editor
    over the editor's home screen too, so that Back goes where it goes from the menus (the
    home screen, then the main menu), not out of the program."""
    from game.ui.menu import MainMenuScene

    scene = open_editor(app, path, model)
    app.push(MainMenuScene(app))
    if isinstance(scene, EditorScene):
        home = EditorHomeScene(app)
        home.drafts_checked = True  # the editor on top offers its own draft back
        app.push(home)
    return scene


def _new_level_at(app: Host, path: str) -> Scene:
    """A new level to be saved at `path`: of the game whose folder it is in (levels/snek/…)
    when a folder says, at once when that game has one kind of level; else the home screen
    asks which."""
    folders = Path(path).parent.parts[-3:]
    game = next((game_by_id(name) for name in reversed(folders) if game_by_id(name)), None)
    if game is None or game.editor is None:
        return EditorHomeScene(app, target=path)
    editing = game.editor()
    if len(editing.kinds) != 1:
        return EditorHomeScene(app, target=path, game_id=game.game_id)
    return EditorScene(app, EditorModel.new(editing, next(iter(editing.kinds)), path))


IN_PROGRESS_WORDS = (
    "reopened a work in progress (saved with its problems): the game lists it once they "
    "are fixed and it is saved again"
)


class EditorScene(Scene):
    """Paint a board with the tools, see the problems as you go, save, play-test."""

    title = "Level editor"
    returns_after_match = True  # a play-test's results come back here (game/ui/results.py)

    def __init__(self, app: Host, model: EditorModel):
        super().__init__(app)
        self.model = model
        self.editing = model.editing
        # what the parts share
        self.cursor: Cell = (0, 0)
        self.hover: Cell | None = None
        self.pointer: tuple[int, int] = (-1, -1)
        self._notice = IN_PROGRESS_WORDS if model.reopened_in_progress else ""
        self._notice_version = model.version  # the level as it was when the notice was said
        self.view: BoardView | None = None  # the square board being edited, as drawn
        self.buttons: dict[str, UIButton] = {}  # every part's, by the key `press` takes
        # the parts (each in its own module; see the module docstring)
        self.files = FileActions(self)
        self.toolbar = Toolbar(self)
        self.palette = Palette(self)
        self.paint = PaintTools(self)
        self.canvas = Canvas(self)  # zoom, pan, the overview and the Select tool
        self.generator = Generator(self)
        self.side = SidePanel(self)
        self.par = ParPanel(self)
        self.problems = ProblemsPanel(self)
        self.art = BoardArt(self)
        self.keys = KeyCommands(self)
        self.frame = Frame(self)
        # asked in this order about events the canvas and the buttons left
        self.handlers: list[Part] = [
            self.generator,
            self.side,
            self.problems,
            self.keys,
            self.palette,
            self.paint,
        ]
        self.parts: list[Part] = [
            self.files,
            self.toolbar,
            self.palette,
            self.paint,
            self.canvas,
            self.generator,  # before the side panel, which builds the sliders into its tab
            self.side,
            self.par,
            self.problems,
            self.art,
            self.keys,
            self.frame,
        ]

    @property
    def notice(self) -> str:
        """The editor's last word to the designer (what was done, or why not); it goes at
        the next change of the level, which it may no longer be true of."""
        return self._notice

    @notice.setter
    def notice(self, text: str) -> None:
        self._notice = text
        self._notice_version = self.model.version

    @property
    def right_width(self) -> int:
        """The right column's width: the kit's side column (at most a third of the window),
        never so narrow that its entries lose their labels or a 16-letter name is cut."""
        least = max(RIGHT_LEAST, name_entry_width(self.app))
        return side_width(self.app.size[0], max(RIGHT_WIDTH, least), least, max(RIGHT_WIDTH, least))

    @property
    def folded(self) -> bool:
        """The canvas gets the room first: where the left column would leave it less than
        half the window's width, the tools and paints fold into the right column's Paint tab
        (a game with nothing to paint has no left column then)."""
        width = self.app.size[0]
        return width - LEFT_WIDTH - self.right_width - 4 * MARGIN < width // 2

    @property
    def board_rect(self) -> pygame.Rect:
        width, height = self.app.size
        left = MARGIN if self.folded else LEFT_WIDTH + 2 * MARGIN
        bottom = height - self.frame.help_height - self.frame.status_height - 6
        right = width - self.right_width - 2 * MARGIN
        return pygame.Rect(left, TOP, right - left, bottom - TOP)

    def build(self, root: UIContainer) -> None:
        self.buttons = {}
        self.side.settle_tab()
        for part in self.parts:
            part.build(root)
        self.refresh()

    def refresh(self) -> None:
        """Every part's widgets from the model (after every change)."""
        if not self.buttons:
            return
        for part in self.parts:
            part.refresh()

    # --- input ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.files.modal:
            return self.files.handle(event)
        if hasattr(event, "pos"):
            self.pointer = event.pos  # as last seen: the wheel scrolls what is under it
        if event.type == pygame.MOUSEMOTION:
            self.palette.hover(event.pos)
        if self.side.typing(event):
            return self.side.entry_key(event)
        if self.canvas.handle(event):
            self.refresh()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if event.ui_element is b), None)
            if key is not None:
                self.press(key)
            return key is not None
        return any(part.handle(event) for part in self.handlers)

    def press(self, key: str) -> None:
        """A button (or its key): every action of the editor goes through here."""
        name, _, argument = key.partition(":")
        self.side.commit_pending()
        for part in self.parts:
            if part.press(name, argument):
                break
        self._keep_cursor_on_board()
        self.refresh()

    def _keep_cursor_on_board(self) -> None:
        board = self.model.board
        row = min(self.cursor[1], board.height - 1)
        column = min(self.cursor[0], max(0, len(board.rows[row]) - 1))
        self.cursor = (column, row)

    def move_cursor(self, dx: int, dy: int) -> None:
        board = self.model.board
        row = max(0, min(board.height - 1, self.cursor[1] + dy))
        column = max(0, min(len(board.rows[row]) - 1, self.cursor[0] + dx))
        self.cursor = (column, row)
        self.canvas.keep_in_view(self.cursor)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if self.editing.square:
            return self.canvas.cell_at(pos)
        view = self.view if self.editing.view is None else self.art.game_view
        if view is None or not self.board_rect.collidepoint(pos):
            return None  # zoomed in, what lies outside the canvas is not there to click
        return view.cell_at(pos)

    @property
    def busy(self) -> bool:
        """While the solver works, and while a tool tip is due (the loop would otherwise draw
        it only at the next event)."""
        if self.par.job is not None:  # the solver's depth and positions drawn as they grow
            return True
        return self.palette.waiting or any(
            button.hovered and button.tool_tip is None and button.tool_tip_text
            for button in self.buttons.values()
        )

    # --- lifecycle --------------------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        if self.model.path:
            remember(self.model.path)

    def ask_to_leave_match(self, scene: Scene) -> bool:
        """Esc in a play-test's screen (game/ui/scene.py `ask_to_leave`): one question for
        every game."""
        return self.files.ask_to_leave_play_test(scene)

    def leave(self) -> None:
        self.par.cancel()
        self.files.ask_if_dirty("Leave the editor?", lambda: self.app.pop(self))

    def pause(self) -> None:
        super().pause()
        for part in self.parts:
            part.close()
        self.close_tips()
        self.files.keep_draft()  # a play-test or a dialog on top: the draft is current

    def exit(self) -> None:
        self.par.stop()
        self.files.keep_draft()  # the window closed: nothing unsaved is lost
        for part in self.parts:
            part.close()
        super().exit()

    # --- updating and drawing ---------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.model.version != self._notice_version:
            self.notice = ""  # said of the level before its last change
        # the solver's par and the draft first, the review of the level as it is then last
        for part in (self.par, self.files, self.palette, self.side, self.problems):
            part.update(dt)
        if self.files.modal:  # no tool tip over a dialog, not even one that was due
            self.close_tips()
        elif self.palette.tip is not None:  # one tip at a time: the paint's
            close_button_tips(self.buttons.values())

    def close_tips(self) -> None:
        """Every tool tip of the editor gone (a dialog opened over it, or a scene)."""
        self.palette.close()
        self.palette.hovered = None
        close_button_tips(self.buttons.values())

    def card_avoids(self) -> list[pygame.Rect]:
        """The side panel's field labels: a field's whole-text card leaves them readable."""
        return [rect for _, rect in self.side.labels.values()]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for part in (self.frame, self.palette, self.art, self.problems, self.side, self.generator):
            part.draw(surface)
