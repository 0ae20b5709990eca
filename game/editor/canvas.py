"""The editor's board area, as a map editor's: zoom and pan, every board of a level side by
side, and a rectangular selection with copy, cut, paste, delete and move.

The `EditorScene` owns one `Canvas` and asks it first about every event; the canvas maps
input to `EditorModel` calls (each change one undo step) and draws the square boards. The
clipboard is editor-wide (one per window), so cells copied in one level paste into another
level of the same game.

Keys: Ctrl+T the select tool, Ctrl+A select the whole board, Shift+arrows grow a selection
from the cursor, arrows nudge the selected cells, Ctrl+C / Ctrl+X / Ctrl+V copy, cut, paste
(at the cell under the mouse, else the cursor), Delete / Backspace clear, Esc drop the
selection; Ctrl+plus / Ctrl+minus / Ctrl+0 zoom in, out and back to the whole board, the mouse
wheel zooms at the mouse, the middle button (or Space held while zoomed) drags the view;
Ctrl+W every board side by side (a click picks one, the next edits it).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.coords import Cell, column_letters
from game.core.words import plural
from game.editor.layout import Part, set_enabled
from game.editor.model import Board
from game.editor.problems import PROBLEM_INK
from game.editor.selection import Area, Clip, Lift, cleared, copy_area, pasted
from game.editor.tips import button_tip
from game.editor.viewport import ZOOMS, Viewport, largest_step, overview_boxes
from game.ui import theme
from game.ui.board_view import (
    TEXT_SHARE,
    BoardContent,
    BoardView,
    CellZones,
    Highlight,
    Marks,
    label_step,
)
from game.ui.layout_record import LAYOUT
from game.ui.text import blit_text, clip_text

if TYPE_CHECKING:
    from game.editor.scene import EditorScene
    from game.ui.host import Host

SELECT_INK = (90, 200, 255)
SELECT_FILL = (90, 200, 255, 50)
MIN_TEXT = 12
MIN_TEXT_CELL = 14  # px: the least cell that holds its own number at MIN_TEXT px (colours below)
NAME_HEIGHT = 20  # a board's name above it in the overview
NUDGES = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
RESET_KEYS = (pygame.K_0, pygame.K_KP0)

_CLIPBOARDS: weakref.WeakKeyDictionary[Any, Clip] = weakref.WeakKeyDictionary()


def clipboard(app: Host) -> Clip | None:
    """The cells copied last in this window's editor (any level)."""
    return _CLIPBOARDS.get(app)


def set_clipboard(app: Host, clip: Clip) -> None:
    _CLIPBOARDS[app] = clip


@dataclass
class Floating:
    """Cells being moved: lifted once, dropped again at each new offset (one undo step)."""

    lift: Lift
    board_index: int
    depth: int  # the model's undo depth before the move
    offset: tuple[int, int] = (0, 0)
    version: int = -1  # the model's version after the last drop


class Canvas(Part):
    """See the module docstring."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.viewport = Viewport()
        self.overview = False
        self.selection: Area | None = None
        self.anchor: Cell | None = None  # a selection being dragged out
        self.floating: Floating | None = None
        self.grab: Cell | None = None  # where a mouse move of the selection began
        self.panning: tuple[int, int] | None = None  # the mouse position a pan began at
        self.space_held = False
        self.space_panned = False
        self.pointer: tuple[int, int] | None = None
        self.views: dict[int, BoardView] = {}
        self.cells_area = pygame.Rect(0, 0, 0, 0)  # where the cells were drawn last (zoomed in)
        self._contents: dict[int, tuple[object, BoardContent]] = {}

    # --- what the scene asks ----------------------------------------------------------------

    @property
    def model(self):
        return self.scene.model

    @property
    def enabled(self) -> bool:
        return self.scene.editing.square

    @property
    def area(self) -> pygame.Rect:
        return self.scene.board_rect

    def drop_selection(self) -> None:
        self.selection = None
        self.anchor = None
        self.floating = None
        self.grab = None

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The cell of the board being edited under `pos` (only where it is shown)."""
        if not self.enabled:
            return self.scene.cell_at(pos)  # the game's own view (the hexagon)
        view = self.scene.view
        shown = self.area.clip(self.cells_area) if self.cells_area.width else self.area
        if view is None or not shown.collidepoint(pos):
            return None  # off the canvas, or on the letters and numbers along its edges
        cell = view.cell_at(pos)
        return cell if cell is not None and view.contains(cell) else None

    def board_at(self, pos: tuple[int, int]) -> int | None:
        """In the overview: the board under `pos`."""
        for index, view in self.views.items():
            if view.board.collidepoint(pos):
                return index
        return None

    # --- events -----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the canvas used the event (the scene then leaves it)."""
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if not self.enabled:
            if self._zoom_and_pan(event):
                return True
            if self.scene.paint.tool != "select" or event.type == pygame.MOUSEWHEEL:
                return False  # the game's own board takes the Select tool too, below
        if event.type == pygame.MOUSEWHEEL:  # over the board; the panels scroll their own
            over = self.pointer is not None and self.area.collidepoint(self.pointer)
            return over and self.zoom(1 if event.y > 0 else -1, self.pointer)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE and self.space_held:
            self.space_held = False
            if not self.space_panned:
                self.scene.paint.apply_at(self.scene.cursor)
            self.panning = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event)
        if event.type == pygame.MOUSEMOTION:
            return self._mouse_motion(event)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._mouse_up(event)
        return False

    def _zoom_and_pan(self, event: pygame.event.Event) -> bool:
        """A board the game draws itself (Tactrics' hexagon): the wheel and Ctrl +/−/0 zoom,
        the middle button (or Space held) drags the view; the tools do the rest."""
        if event.type == pygame.MOUSEWHEEL:
            return self._over_board() and self.zoom(1 if event.y > 0 else -1, self.pointer)
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            keys = (*ZOOM_IN_KEYS, *ZOOM_OUT_KEYS, *RESET_KEYS)
            return event.key in keys and self._ctrl_key(event.key)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            if self.viewport.step > 0 and self._over_board():
                self.space_held, self.space_panned = True, False
                return True
            return False
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE and self.space_held:
            self.space_held, self.panning = False, None
            if not self.space_panned:
                self.scene.paint.apply_at(self.scene.cursor)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and (
            event.button == 2 or (event.button == 1 and self.space_held)
        ):
            if self._over_board():
                self.panning = event.pos
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self.panning is not None:
            return self._mouse_motion(event)
        if event.type == pygame.MOUSEBUTTONUP and self.panning is not None:
            return self._mouse_up(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        key = event.key
        if ctrl:
            return self._ctrl_key(key)
        if key == pygame.K_SPACE and self.viewport.step > 0 and self._over_board():
            self.space_held, self.space_panned = True, False
            return True  # held: the mouse drags the view; released alone: the tool
        if key in NUDGES and shift and not event.mod & pygame.KMOD_ALT:
            self.grow_selection(*NUDGES[key])
            return True
        if key in NUDGES and self.selection is not None and not event.mod & pygame.KMOD_ALT:
            self.nudge(*NUDGES[key])
            return True
        if key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.selection is not None:
            self.delete()
            return True
        if key == pygame.K_ESCAPE and (self.selection is not None or self.overview):
            if self.selection is not None:
                self.drop_selection()
            else:
                self.set_overview(False)
            return True
        return False

    def _ctrl_key(self, key: int) -> bool:
        actions = {
            pygame.K_c: self.copy,
            pygame.K_x: self.cut,
            pygame.K_v: self.paste,
            pygame.K_a: self.select_all,
            pygame.K_w: lambda: self.set_overview(not self.overview),
        }
        if key in actions:
            actions[key]()
        elif key in ZOOM_IN_KEYS:
            self.zoom(1, None)
        elif key in ZOOM_OUT_KEYS:
            self.zoom(-1, None)
        elif key in RESET_KEYS:
            self.viewport = Viewport()
        else:
            return False
        return True

    def _over_board(self) -> bool:
        return self.pointer is not None and self.area.collidepoint(self.pointer)

    def _mouse_down(self, event: pygame.event.Event) -> bool:
        if event.button == 2 or (event.button == 1 and self.space_held):
            if self.area.collidepoint(event.pos):
                self.panning = event.pos
                return True
            return False
        if event.button not in (1, 3):
            return False
        if self.overview:
            index = self.board_at(event.pos)
            if index is not None and index != self.model.board_index:
                self.model.select_board(index)
                self.drop_selection()
                self.scene.view = self.views.get(index)
                return True  # the first click picks the board, the next ones edit it
        if event.button == 1 and self.scene.paint.tool == "select":
            cell = self.cell_at(event.pos)
            if cell is None:
                return self.area.collidepoint(event.pos)
            self.scene.cursor = cell
            if self.selection is not None and self.selection.contains(cell):
                self.grab = cell
                self._lift()
            else:
                self.drop_selection()
                self.anchor = cell
                self.selection = Area.spanning(cell, cell)
            return True
        return False

    def _mouse_motion(self, event: pygame.event.Event) -> bool:
        if self.panning is not None:
            dx, dy = event.pos[0] - self.panning[0], event.pos[1] - self.panning[1]
            self.panning = event.pos
            self.space_panned = True
            self.pan(dx, dy)
            return True
        cell = self.cell_at(event.pos)
        if cell is None:
            return False
        if self.anchor is not None:
            self.selection = Area.spanning(self.anchor, cell)
            self.scene.hover = cell
            return True
        if self.grab is not None and self.floating is not None:
            moved = (cell[0] - self.grab[0], cell[1] - self.grab[1])
            if moved != (0, 0):
                self.grab = cell
                base = self.floating.offset
                self._drop_at((base[0] + moved[0], base[1] + moved[1]))
            self.scene.hover = cell
            return True
        return False

    def _mouse_up(self, event: pygame.event.Event) -> bool:
        if self.panning is not None and event.button in (1, 2):
            self.panning = None
            return True
        if event.button != 1:
            return False
        if self.anchor is not None:
            self.anchor = None
            self._notice_selection()
            return True
        if self.grab is not None:
            target = self.board_at(event.pos) if self.overview else None
            if target is not None and target != self.model.board_index:
                self._move_to_board(target, event.pos)
            self.grab = None
            return True
        return False

    def _move_to_board(self, index: int, pos: tuple[int, int]) -> None:
        """The selected cells dragged onto another board of the overview: taken off their
        board and laid on that one where they were dropped (one undo step)."""
        floating, view = self.floating, self.views.get(index)
        cell = view.cell_at(pos) if view is not None else None
        if floating is None or cell is None or self.grab is None or self.selection is None:
            return
        corner = (
            cell[0] - (self.grab[0] - self.selection.left),
            cell[1] - (self.grab[1] - self.selection.top),
        )
        target, _ = pasted(
            self.model.boards[index], floating.lift.clip, corner, _pair_prefixes(self.scene.editing)
        )
        source = floating.board_index
        self.model.set_boards({source: floating.lift.base, index: target})
        self.model.merge_steps(floating.depth)
        self.model.select_board(index)
        self.floating = None
        self.selection = Area(*corner, floating.lift.area.width, floating.lift.area.height).on(
            target
        )
        self.scene.view = view
        self.scene.cursor = cell
        self.scene.notice = f"moved to {self.model.board.name}"

    # --- zoom and pan -----------------------------------------------------------------------

    def zoom(self, steps: int, focus: tuple[int, int] | None) -> bool:
        if self.overview:
            return False
        area = self.area
        if focus is None or not area.collidepoint(focus):
            focus = area.center
        box = (area.x, area.y, area.width, area.height)
        most = self.most_step()
        if steps > 0 and self.viewport.step >= most:
            self.scene.notice = f"zoom {self.viewport.describe()} is the most for this board"
            return True
        view = self.scene.view if self.scene.editing.view is None else None
        held = None  # the board point under the focus, in cells
        if view is not None and view.cell_size:
            held = (
                (focus[0] - view.board.left) / view.cell_size,
                (focus[1] - view.board.top) / view.cell_size,
            )
        self.viewport = self.viewport.zoomed(steps, focus, box, most)
        if view is not None and held is not None and self.viewport.step:
            # whole-pixel cells put the board a little off the zoom's ideal: pan it back
            view.fit(pygame.Rect(self.viewport.board_area(box)))
            x = view.board.left + held[0] * view.cell_size
            y = view.board.top + held[1] * view.cell_size
            self.viewport = self.viewport.panned(round(focus[0] - x), round(focus[1] - y), box)
        return True

    def most_step(self) -> int:
        """The last step of ZOOMS the board being edited zooms to (at least 400 %)."""
        area, board = self.area, self.model.board
        return largest_step((area.x, area.y, area.width, area.height), board.width, board.height)

    def refresh(self) -> None:
        """Zoom + greyed out at the most, its tip saying how far that is."""
        zoom_in = self.scene.buttons.get("zoom:+1")
        most = ZOOMS[self.most_step()]
        if zoom_in is not None:
            can_zoom = self.viewport.step < self.most_step()
            set_enabled(zoom_in, can_zoom)
            tip = button_tip("zoom:+1", self.scene.editing.board_word) or ""
            if can_zoom:
                zoom_in.set_tooltip(f"{tip}; at most {round(most * 100)} %")
            else:
                zoom_in.set_tooltip(f"Zoomed in as far as it goes: at most {round(most * 100)} %")

    def press(self, name: str, argument: str) -> bool:
        """The Board tab's Zoom − / Zoom + ("zoom", "-1" / "+1") and All boards ("overview")."""
        if name == "zoom":
            self.zoom(int(argument), None)
        elif name == "overview":
            self.set_overview(not self.overview)
        else:
            return False
        return True

    def pan(self, dx: int, dy: int) -> None:
        area = self.area
        self.viewport = self.viewport.panned(dx, dy, (area.x, area.y, area.width, area.height))

    def keep_in_view(self, cell: Cell) -> None:
        """Zoomed in: pan just enough that `cell` (the keyboard's cursor) and one cell
        round it are in view."""
        view = self.scene.view
        if self.overview or not self.enabled or not self.viewport.step or view is None:
            return
        shown = self.area.clip(self.cells_area) if self.cells_area.width else self.area
        room = min(view.cell_size, max(0, (min(shown.size) - view.cell_size) // 2))
        inner = shown.inflate(-2 * room, -2 * room)
        rect = view.cell_rect(cell)
        dx = min(0, inner.right - rect.right) or max(0, inner.left - rect.left)
        dy = min(0, inner.bottom - rect.bottom) or max(0, inner.top - rect.top)
        if dx or dy:
            self.pan(dx, dy)
            area = self.area  # where the next frame draws it: more keys may come first
            view.move_to(pygame.Rect(self.viewport.board_area((area.x, area.y, area.w, area.h))))

    def set_overview(self, shown: bool) -> None:
        self.overview = shown
        self.views = {}
        self.scene.view = None
        word = self.scene.editing.board_word
        self.scene.notice = (
            f"every {word} of the level; click one to pick it, again to edit" if shown else ""
        )

    def describe(self, keys: bool = True) -> str:
        """For the title line: the zoom when zoomed in, or that all boards are shown (with
        the key back, unless `keys` is False: a narrow window)."""
        if self.overview:
            return f"all {self.scene.editing.board_word}s" + " (Ctrl+W: one)" * keys
        if self.viewport.step:
            return f"zoom {self.viewport.describe()}" + " (Ctrl+0: all of it)" * keys
        return ""

    # --- the selection ----------------------------------------------------------------------

    def select_all(self) -> None:
        self.scene.press("tool:select")
        self.floating = None
        self.selection = Area.whole(self.model.board)
        self._notice_selection()

    def select_cell(self, cell: Cell) -> None:
        """Space with the Select tool: the cell at the cursor (Shift+arrows grow it)."""
        self.floating = None
        self.selection = Area.spanning(cell, cell)
        self._notice_selection()

    def grow_selection(self, dx: int, dy: int) -> None:
        """Shift+arrow: the cursor moves and the selection spans from where it began."""
        if self.scene.paint.tool != "select":
            self.scene.press("tool:select")
        start = self.scene.cursor
        if self.selection is not None and self.selection.contains(start):
            area = self.selection
            start = (
                area.left if start[0] != area.left else area.left + area.width - 1,
                area.top if start[1] != area.top else area.top + area.height - 1,
            )
        self.floating = None
        self.scene.move_cursor(dx, dy)
        self.selection = Area.spanning(start, self.scene.cursor)
        self._notice_selection()

    def _notice_selection(self) -> None:
        if self.selection is not None:
            self.scene.notice = (
                f"selected {self.selection.describe()}: Ctrl+C copy, Ctrl+X cut, "
                "arrows or drag move, Delete clear"
            )

    def _selected(self) -> Area | None:
        if self.selection is None:
            self.scene.notice = "nothing selected: the Select tool (Ctrl+T) drags out an area"
            return None
        return self.selection.on(self.model.board)

    def copy(self) -> None:
        area = self._selected()
        if area is None:
            return
        board = self.model.board
        editing = self.scene.editing
        set_clipboard(self.scene.app, copy_area(board, area, editing.game_id, board.name))
        self.scene.notice = f"copied {area.describe()} of {board.name}"

    def cut(self) -> None:
        area = self._selected()
        if area is None:
            return
        self.copy()
        self.floating = None
        self.model.set_board(cleared(self.model.board, area, self.scene.editing.blank))
        self.scene.notice = f"cut {area.describe()} of {self.model.board.name}"

    def delete(self) -> None:
        area = self._selected()
        if area is None:
            return
        self.floating = None
        self.model.set_board(cleared(self.model.board, area, self.scene.editing.blank))
        self.scene.notice = f"cleared {area.describe()}"

    def paste(self) -> None:
        clip = clipboard(self.scene.app)
        editing = self.scene.editing
        if clip is None:
            self.scene.notice = "nothing copied yet: select cells and press Ctrl+C"
            return
        if clip.game_id != editing.game_id:
            self.scene.notice = (
                f"the copied cells are {clip.game_id} cells: they paste into {clip.game_id} "
                "levels only"
            )
            return
        if self.overview and self.pointer is not None:
            index = self.board_at(self.pointer)
            if index is not None and index != self.model.board_index:
                self.model.select_board(index)
                self.scene.view = self.views.get(index)
        corner = self.cell_at(self.pointer) if self.pointer is not None else None
        corner = corner or self.scene.cursor
        board, lost = pasted(self.model.board, clip, corner, _pair_prefixes(editing))
        self.model.set_board(board)
        if self.scene.paint.tool != "select":
            self.scene.press("tool:select")
        self.floating = None
        self.selection = Area(corner[0], corner[1], clip.width, clip.height).on(board)
        self.scene.cursor = corner
        self.scene.notice = paste_words(clip.width, clip.height, corner, board, lost)

    def nudge(self, dx: int, dy: int) -> None:
        """Move the selected cells one cell (all nudges in a row are one undo step)."""
        if self.selection is None:
            return
        floating = self._lift()
        offset = (floating.offset[0] + dx, floating.offset[1] + dy)
        self._drop_at(offset)

    def _lift(self) -> Floating:
        """The cells being moved: those lifted already, unless the level changed since."""
        model = self.model
        floating = self.floating
        if (
            floating is None
            or floating.version != model.version
            or floating.board_index != model.board_index
        ):
            area = self.selection.on(model.board) if self.selection is not None else None
            area = area or Area.spanning(self.scene.cursor, self.scene.cursor)
            lift = Lift.of(model.board, area, self.scene.editing.blank)
            floating = Floating(lift, model.board_index, model.depth, version=model.version)
            self.floating = floating
        return floating

    def _drop_at(self, offset: tuple[int, int]) -> None:
        """Lay the lifted cells down at `offset` from where they were, kept on the board (a move
        never pushes cells off it)."""
        floating = self._lift()
        area, board = floating.lift.area, floating.lift.base
        offset = (
            max(-area.left, min(board.width - area.left - area.width, offset[0])),
            max(-area.top, min(board.height - area.top - area.height, offset[1])),
        )
        board = floating.lift.dropped_at(*offset, _pair_prefixes(self.scene.editing))
        self.model.set_board(board)
        self.model.merge_steps(floating.depth)
        floating.offset = offset
        floating.version = self.model.version
        self.selection = floating.lift.area.moved(*offset)
        self.scene.notice = f"moved to {self.selection.describe()}"

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.overview:
            self._draw_overview(surface)
        else:
            self._draw_single(surface)

    def _draw_single(self, surface: pygame.Surface) -> None:
        scene = self.scene
        board = self.model.board
        area = self.area
        box = self.viewport.board_area((area.x, area.y, area.width, area.height))
        rect = pygame.Rect(box)
        view = scene.view
        if view is None or (view.columns, view.rows) != (board.width, board.height):
            view = CanvasView(board.width, board.height, rect, scene.app.font)
            scene.art.drawn_board = None
        else:
            view.move_to(rect)
        scene.view = view
        key = (self.model.version, self.model.board_index)
        drawn = scene.art.drawn_board
        if drawn is not None and drawn[0] == self.model.board_index and drawn[1] != key:
            scene.art.patch_changed_cells(drawn[2], board)
        scene.art.drawn_board = (self.model.board_index, key, board)

        font = scene.app.font(edge_label_size(view), True)
        gutters = edge_gutters(view, area, font) if self.viewport.step > 0 else (0, 0)
        self.cells_area = pygame.Rect(
            area.left + gutters[0],
            area.top + gutters[1],
            area.width - gutters[0],
            area.height - gutters[1],
        )
        surface.set_clip(self.cells_area)  # the cells never under the letters and numbers
        view.draw(surface, self._content(-1, key, board), scene.art.marks(self.model.board_index))
        self._draw_game_marks(surface, view)
        self._draw_selection(surface, view)
        surface.set_clip(area)
        if gutters != (0, 0):
            draw_edge_labels(surface, view, area, font, gutters)
        surface.set_clip(None)

    def _draw_game_marks(self, surface: pygame.Surface, view: BoardView) -> None:
        """What the game's own board draws over its cells (LevelEditing.draw_over_cells)."""
        draw_over_cells = self.scene.editing.draw_over_cells
        if draw_over_cells is not None:
            draw_over_cells(surface, view)

    def _content(self, slot: int, key: object, board: Board) -> BoardContent:
        """The looks of `board`, made again only when `key` changed (a board's content is
        compared, not rebuilt, on every frame)."""
        kept = self._contents.get(slot)
        if kept is None or kept[0] != key:
            kept = (key, self.scene.art.board_content(board))
            self._contents[slot] = kept
        return kept[1]

    def _draw_overview(self, surface: pygame.Surface) -> None:
        scene = self.scene
        model = self.model
        area = self.area
        largest = max(model.boards, key=lambda b: b.width * b.height)
        boxes = overview_boxes(
            (area.x, area.y, area.width, area.height),
            len(model.boards),
            largest.width,
            largest.height + 1,
        )
        font = scene.app.font(14)
        for index, (board, box) in enumerate(zip(model.boards, boxes, strict=True)):
            rect = pygame.Rect(box[0], box[1] + NAME_HEIGHT, box[2], box[3] - NAME_HEIGHT)
            view = self._overview_view(index, board, rect)
            current = index == model.board_index
            marks = scene.art.marks(index) if current else _problem_marks(scene, index)

            view.draw(surface, self._content(index, board.rows, board), marks)
            self._draw_game_marks(surface, view)
            if current:
                scene.view = view
                self._draw_selection(surface, view)
                # hugging the board: its letters and numbers beside it stay clear
                pygame.draw.rect(surface, theme.ACCENT, view.board.inflate(4, 4), 2)
            ink = theme.ACCENT if current else theme.TEXT
            name = clip_text(font, self._overview_name(board), box[2])
            top = max(box[1], view.area.top - font.get_linesize())  # just over its letters
            blit_text(surface, font, name, ink, (max(box[0], view.area.left), top))

    def _overview_name(self, board: Board) -> str:
        """A board's name in the overview, with its word when the name lacks it ("Grid A")."""
        word = self.scene.editing.board_word
        if board.name.lower().startswith(word.lower()):
            return board.name
        return f"{word.capitalize()} {board.name}"

    def _overview_view(self, index: int, board: Board, rect: pygame.Rect) -> BoardView:
        view = self.views.get(index)
        if view is None or (view.columns, view.rows, view.rect) != (
            board.width,
            board.height,
            rect,
        ):
            view = CanvasView(board.width, board.height, rect, self.scene.app.font)
            view.one_of_many = True  # sized by the overview, not by the window
            self.views[index] = view
        return view

    def _draw_selection(self, surface: pygame.Surface, view: BoardView) -> None:
        if self.selection is None:
            return
        area = self.selection.on(self.model.board)
        if area is None:
            return
        first = view.cell_rect(area.corner)
        last = view.cell_rect(area.far_corner)
        rect = first.union(last)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill(SELECT_FILL)
        surface.blit(shade, rect.topleft)
        pygame.draw.rect(surface, theme.BLACK, rect.inflate(2, 2), 1)
        pygame.draw.rect(surface, SELECT_INK, rect, 2)


class CanvasView(BoardView):
    """A board as the editor draws it: the game's board view, with the cells' own numbers
    at MIN_TEXT px or more. Where the game's share of the cell would make them smaller, they
    take the whole cell (inside its outline) at MIN_TEXT px; only a cell under MIN_TEXT_CELL
    px shows colours alone (the line under the board then names what the pointer is on)."""

    def fit(
        self, rect: pygame.Rect, *, labels: bool | None = None, text: bool | None = None
    ) -> None:
        super().fit(rect, labels=labels)
        self.text = self.cell_size >= MIN_TEXT_CELL
        if self.cell_size * TEXT_SHARE < MIN_TEXT:
            self.zones = CellZones.for_size(self.cell_size, room_for_marks=False)

    def text_font(self) -> pygame.font.Font:
        return self.font(max(MIN_TEXT, int(self.cell_size * TEXT_SHARE)), True)


def paste_words(width: int, height: int, corner: Cell, board: Board, lost: int) -> str:
    """What a paste did: where, and what of the copied cells fell off which edges."""
    at = Area(*corner, 1, 1).describe()
    if not lost:
        return f"pasted {width}×{height} cells at {at}"
    columns = max(0, min(width, board.width - corner[0]))
    rows = max(0, min(height, board.height - corner[1]))
    edges = [edge for edge, cut in (("right", columns < width), ("bottom", rows < height)) if cut]
    cut = " and ".join(edges) or "ragged"
    return (
        f"pasted {columns}×{rows} of the {width}×{height} copied cells at {at}: "
        f"{plural(lost, 'cell')} cut off at the board's {cut} edge{'s' * (len(edges) > 1)}"
    )


def _pair_prefixes(editing: Any) -> tuple[str, ...]:
    return tuple(entry.pair for entry in editing.palette if entry.pair)


def _problem_marks(scene: EditorScene, index: int) -> Marks:
    cells = scene.problems.outlines.get(index, ())
    return Marks(highlights=tuple(Highlight(cell, PROBLEM_INK) for cell in sorted(cells)))


EDGE_LABEL_SIZES = (14, 18)  # the letters and numbers along a zoomed canvas: least, most


def edge_label_size(view: BoardView) -> int:
    """The px size of the letters and numbers along a zoomed canvas: never under 14, larger
    with larger cells (fewer labels only where they would touch)."""
    least, most = EDGE_LABEL_SIZES
    return max(least, min(most, int(view.cell_size * 0.4)))


def edge_gutters(view: BoardView, area: pygame.Rect, font: pygame.font.Font) -> tuple[int, int]:
    """Zoomed in, the widths of the strips down the left of `area` (the rows' numbers) and
    along its top (the columns' letters), each 0 where the board's own are in view."""
    board = view.board
    height = font.get_linesize()
    width = font.size(str(view.rows))[0] + 8
    return (
        width if board.left - width < area.left else 0,
        height if board.top - height < area.top else 0,
    )


def draw_edge_labels(
    surface: pygame.Surface,
    view: BoardView,
    area: pygame.Rect,
    font: pygame.font.Font,
    gutters: tuple[int, int],
) -> None:
    """Zoomed in, the board's own letters and numbers are out of sight: the letters of the
    columns in view along the top of `area` and the numbers of the rows in view down its
    left (each only where the board's own are out of sight), in `gutters` (edge_gutters)
    the cells are not drawn in, so a cell can always be named."""
    board = view.board
    size = view.cell_size
    first_column = max(0, int((area.left - board.left) // size))
    first_row = max(0, int((area.top - board.top) // size))
    columns = range(first_column, min(view.columns, int((area.right - board.left) // size) + 1))
    rows = range(first_row, min(view.rows, int((area.bottom - board.top) // size) + 1))
    width, height = gutters
    if height:
        surface.fill(theme.BACKGROUND, (area.left, area.top, area.width, height))
    if width:
        surface.fill(theme.BACKGROUND, (area.left, area.top, width, area.height))
    columns = columns if height else range(0)
    rows = rows if width else range(0)
    widest = font.size(column_letters(max(0, view.columns - 1)))[0] + 6
    for column in columns:  # every column, or every second, third… where letters would touch
        if column % label_step(widest, size):
            continue
        x = board.left + (column + 0.5) * size
        if x - area.left > width + font.size(column_letters(column))[0] // 2:
            letters = column_letters(column)
            _edge_label(surface, view, font, letters, (round(x), area.top), "midtop")
    for row in rows:
        if row % label_step(height, size):
            continue
        y = board.top + (row + 0.5) * size
        if y - area.top > height + font.get_height() // 2:
            where = (area.left + width - 4, round(y))
            _edge_label(surface, view, font, str(row + 1), where, "midright")


def _edge_label(
    surface: pygame.Surface,
    view: BoardView,
    font: pygame.font.Font,
    text: str,
    pos: tuple[int, int],
    anchor: str,
) -> None:
    """One of the board's own labels, drawn on its backing over the board's edge cells: the
    layout check records it as the board's (like the labels beside an unzoomed board)."""
    image = font.render(text, True, theme.TEXT)
    rect = surface.blit(image, image.get_rect(**{anchor: pos}))
    LAYOUT.text(surface, rect, text, font, owner=view.area.clip(surface.get_clip()))
