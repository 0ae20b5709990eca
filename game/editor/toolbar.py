"""The editor's toolbar: the top row (New, Open…, Save, Save as…, Undo, Redo, Play-test,
Back) and the left column's tool buttons (two a row) and symmetry button. Every button
goes through `EditorScene.press`; this part lays them out and shows their states."""

from __future__ import annotations

from pygame import Rect
from pygame_gui.core import UIContainer

from game.editor.layout import (
    LEFT_WIDTH,
    MARGIN,
    TOOL_ROW,
    TOP,
    Part,
    button_font,
    editor_button,
    row_spans,
    set_enabled,
    set_selected,
)
from game.editor.model import offered_symmetries
from game.editor.paint import PAINT_TOOLS, TOOLS
from game.ui.widgets import BUTTON_PADDING

TOP_ROW = [
    ("new", "New"),
    ("open", "Open…"),
    ("save", "Save"),
    ("save_as", "Save as…"),
    ("undo", "Undo"),
    ("redo", "Redo"),
    ("play", "Play-test"),
    ("back", "Back"),
]


class Toolbar(Part):
    """See the module docstring."""

    def area(self) -> Rect | None:
        """Where the tools, the symmetry and the paints go: the left column, or in a narrow
        window the right column's Paint tab (None: not shown now)."""
        scene = self.scene
        if not scene.editing.palette:
            return None
        bottom = self.app.size[1] - scene.frame.help_height - 6
        if not scene.folded:
            return Rect(MARGIN, TOP, LEFT_WIDTH, bottom - TOP)
        if scene.side.tab != "paint":
            return None
        top = TOP + 36
        return Rect(scene.side.left, top, scene.side.width, bottom - top)

    @property
    def per_row(self) -> int:
        """Tools a row: two in the left column, all in one row of the Paint tab."""
        return len(PAINT_TOOLS) if self.scene.folded else 2

    @property
    def bottom(self) -> int:
        """Below the tool buttons and the symmetry button."""
        area = self.area()
        top = area.top if area is not None else TOP
        rows = -(-len(PAINT_TOOLS) // self.per_row) + 1 + self.scene.folded  # and the view row
        return top + rows * TOOL_ROW

    def build(self, root: UIContainer) -> None:
        editing = self.scene.editing
        spans = row_spans(self.app, TOP_ROW, MARGIN, self.app.size[0] - 2 * MARGIN)
        for (key, label), (left, width) in zip(TOP_ROW, spans, strict=True):
            self._button(root, key, label, Rect(left, 44, width, 36))
        area = self.area()
        if area is None or not editing.palette:
            return
        per_row = self.per_row
        tools = [(f"tool:{tool}", tool.capitalize()) for tool in PAINT_TOOLS]
        for index in range(0, len(tools), per_row):
            row = tools[index : index + per_row]
            top = area.top + index // per_row * TOOL_ROW
            spans = row_spans(self.app, row, area.left, area.width)
            for (key, label), (left, width) in zip(row, spans, strict=True):
                self._button(root, key, label, Rect(left, top, width, TOOL_ROW - 4))
        if self.scene.folded:  # the Paint tab: Select and the zoom under the tools
            row = self.scene.side.view_row()
            top = self.bottom - 2 * TOOL_ROW
            for (key, label), (left, width) in zip(
                row, row_spans(self.app, row, area.left, area.width), strict=True
            ):
                self._button(root, key, label, Rect(left, top, width, TOOL_ROW - 4))
        symmetry = Rect(area.left, self.bottom - TOOL_ROW, area.width, TOOL_ROW - 4)
        self._button(root, "symmetry", "", symmetry)

    def _button(self, root: UIContainer, key: str, label: str, rect: Rect) -> None:
        board_word = self.scene.editing.board_word
        self.scene.buttons[key] = editor_button(self.app, root, key, label, rect, board_word)

    def press(self, name: str, argument: str) -> bool:
        if name not in ("undo", "redo"):
            return False
        model = self.scene.model
        if model.undo() if name == "undo" else model.redo():
            self.tell_step("Undid" if name == "undo" else "Redid")
        return True

    def tell_step(self, verb: str) -> None:
        """Say what an undo or redo changed; a change on another board shows that board, a
        change on a tab not shown says which tab."""
        scene, model = self.scene, self.scene.model
        seen = model.last_step
        if seen is None:
            return
        if seen.board is not None and seen.board != model.board_index:
            model.select_board(seen.board)
            scene.canvas.drop_selection()
        tabs = dict(scene.side.tabs())
        where = ""
        if seen.tab in tabs and seen.tab != scene.side.tab:
            where = f" (on the {tabs[seen.tab]} tab)"
        scene.notice = f"{verb}: {seen.words}{where}"

    def refresh(self) -> None:
        buttons, model, paint = self.scene.buttons, self.scene.model, self.scene.paint
        paint.settle_symmetry()
        set_enabled(buttons.get("symmetry"), len(offered_symmetries(model.board)) > 1)
        set_enabled(buttons.get("undo"), model.can_undo)
        set_enabled(buttons.get("redo"), model.can_redo)
        set_enabled(buttons.get("play"), self.scene.editing.play_test is not None)
        for tool in TOOLS if self.scene.editing.palette else ():
            # Select: on the Board tab only
            set_selected(buttons.get(f"tool:{tool}"), tool == paint.tool)
        if "symmetry" in buttons:  # "Symmetry:" left out where it would cut the label
            button = buttons["symmetry"]
            label = f"Symmetry: {paint.symmetry}"
            room = button.rect.width - 2 * BUTTON_PADDING
            if button_font(self.app, "symmetry").size(label)[0] > room:
                label = paint.symmetry.capitalize()
            button.set_text(label)
