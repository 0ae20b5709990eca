"""The editor's paint tools: brush, fill, rectangle and eyedropper on the board (the mouse,
or the arrows and Space at the cursor), and the symmetry every paint follows. The Select
tool's work is the canvas's (game/editor/canvas.py); this part only knows it is chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.coords import Cell, cell_name
from game.editor.layout import Part
from game.editor.model import SYMMETRIES, line_cells, offered_symmetries

if TYPE_CHECKING:
    from game.editor.scene import EditorScene

TOOLS = ("brush", "fill", "rectangle", "eyedropper", "select")
PAINT_TOOLS = TOOLS[:4]  # in the left column; Select sits with the zoom buttons
TOOL_KEYS = {
    pygame.K_b: "brush",
    pygame.K_f: "fill",
    pygame.K_r: "rectangle",
    pygame.K_e: "eyedropper",
    pygame.K_t: "select",
}


class PaintTools(Part):
    """Which tool is chosen, the symmetry, and a stroke or rectangle under way."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.tool = "brush"
        self.symmetry = SYMMETRIES[0]
        self.anchor: Cell | None = None  # a rectangle's first corner
        self.stroke_start: int | None = None  # undo depth when a drag began
        self.stroke_cell: Cell | None = None  # the brush's last cell in a drag

    @property
    def model(self):
        return self.scene.model

    @property
    def paints(self):
        return self.scene.editing.palette

    def press(self, name: str, argument: str) -> bool:
        if name == "symmetry":
            self.next_symmetry()
        elif name == "tool":
            self.tool, self.anchor = argument, None
            if argument != "select":
                self.scene.canvas.drop_selection()
        else:
            return False
        return True

    def next_symmetry(self) -> None:
        """The next of the symmetries this board's shape offers (Ctrl+M, the button)."""
        offered = offered_symmetries(self.model.board)
        index = offered.index(self.symmetry) if self.symmetry in offered else -1
        self.symmetry = offered[(index + 1) % len(offered)]

    def settle_symmetry(self) -> None:
        """A symmetry the board's shape no longer offers (another board, resized) is none."""
        if self.symmetry not in offered_symmetries(self.model.board):
            self.symmetry = SYMMETRIES[0]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return self._mouse_down(event.pos, event.button)
        if event.type == pygame.MOUSEMOTION:
            scene = self.scene
            scene.hover = scene.cell_at(event.pos)
            if self.stroke_start is not None and self.tool == "brush":
                self._stroke_to(scene.hover)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        return False

    def _mouse_down(self, pos: tuple[int, int], button: int) -> bool:
        if not self.paints:
            return False
        scene = self.scene
        cell = scene.cell_at(pos)
        if cell is None or not self.model.board.contains(cell):
            return False
        scene.cursor = cell
        if button == 3:
            self.pick(cell)
        elif self.tool == "brush":
            self.stroke_start, self.stroke_cell = self.model.depth, cell
            self.model.paint([cell], scene.palette.entry, self.symmetry)
        elif self.tool == "rectangle":
            self.anchor = cell
            self.stroke_start = self.model.depth
        else:
            self.apply_at(cell)
        scene.refresh()
        return True

    def _stroke_to(self, cell: Cell | None) -> None:
        """A drag reached `cell` (None: off the board): every cell on the line from the last
        one is painted, however fast the mouse moved; leaving the board ends the line."""
        last, self.stroke_cell = self.stroke_cell, cell
        if cell is None:
            return
        line = [cell] if last is None else line_cells(last, cell)[1:]
        for each in line:  # one at a time, as sampled: a pair paint places one end per cell
            self.model.paint([each], self.scene.palette.entry, self.symmetry)

    def _mouse_up(self, pos: tuple[int, int]) -> bool:
        if self.stroke_start is None:
            return False
        if self.tool == "rectangle" and self.anchor is not None:
            cell = self.scene.cell_at(pos) or self.anchor
            self.model.rectangle(self.anchor, cell, self.scene.palette.entry, self.symmetry)
            self.anchor = None
        else:
            self.model.merge_steps(self.stroke_start)
        self.stroke_start = None
        self.scene.refresh()
        return True

    def apply_at(self, cell: Cell) -> None:
        """The tool at one cell (keyboard, or a click for fill / eyedropper)."""
        if not self.paints:
            return
        entry = self.scene.palette.entry
        if self.tool == "brush":
            self.model.paint([cell], entry, self.symmetry)
        elif self.tool == "fill":
            self.model.fill(cell, entry, self.symmetry)
        elif self.tool == "eyedropper":
            self.pick(cell)
        elif self.tool == "select":
            self.scene.canvas.select_cell(cell)
        elif self.anchor is None:
            self.anchor = cell
        else:
            self.model.rectangle(self.anchor, cell, entry, self.symmetry)
            self.anchor = None
        self.scene.refresh()

    def pick(self, cell: Cell) -> None:
        """The eyedropper: the palette entry that paints this cell's token."""
        token = self.model.board.token(cell)
        chosen = self._paint_making(token)
        if chosen is None:
            self.scene.notice = f"{cell_name(cell)} holds {token}: no single paint makes it"
        else:
            self.scene.palette.index = chosen

    def holding(self, cell: Cell) -> str:
        """What `cell` holds, in the palette's words (with its apples where the paint's
        name leaves them out): "9 apples", "tunnel pair T2", "red tile, 3 apples"."""
        editing = self.scene.editing
        token = self.model.board.token(cell)
        index = self._paint_making(token)
        words = self.paints[index].label if index is not None else ""
        if index is not None and self.paints[index].pair:
            words = f"{words} {token.upper()}"
        apples = editing.apples(token) if editing.apples is not None else None
        if apples is not None and "apple" not in words:
            count = f"{apples} apple{'s' * (abs(apples) != 1)}"
            words = f"{words}, {count}" if words else count
        return words or (f'"{token}"' if token.strip() else "empty")

    def _paint_making(self, token: str) -> int | None:
        for index, entry in enumerate(self.paints):
            if entry.pair and token.upper().startswith(entry.pair):
                return index
            if not entry.pair and entry.apply("") == token:
                return index
        keeping = [i for i, e in enumerate(self.paints) if e.apply(token) == token]
        return keeping[0] if keeping else None  # a paint that leaves the token as it is
