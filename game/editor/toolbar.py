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
    editor_button,
    row_spans,
    set_enabled,
    set_selected,
)
from game.editor.paint import PAINT_TOOLS, TOOLS

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

    @property
    def bottom(self) -> int:
        """Below the tool buttons (two a row) and the symmetry button."""
        return TOP + (-(-len(PAINT_TOOLS) // 2) + 1) * TOOL_ROW

    def build(self, root: UIContainer) -> None:
        editing = self.scene.editing
        spans = row_spans(self.app, TOP_ROW, MARGIN, self.app.size[0] - 2 * MARGIN)
        for (key, label), (left, width) in zip(TOP_ROW, spans, strict=True):
            self._button(root, key, label, Rect(left, 44, width, 36))
        half = (LEFT_WIDTH - 6) // 2
        for index, tool in enumerate(PAINT_TOOLS if editing.palette else ()):
            left = MARGIN + (index % 2) * (half + 6)
            rect = Rect(left, TOP + index // 2 * TOOL_ROW, half, TOOL_ROW - 4)
            self._button(root, f"tool:{tool}", tool.capitalize(), rect)
        if editing.palette:
            symmetry = Rect(MARGIN, self.bottom - TOOL_ROW, LEFT_WIDTH, TOOL_ROW - 4)
            self._button(root, "symmetry", "", symmetry)

    def _button(self, root: UIContainer, key: str, label: str, rect: Rect) -> None:
        board_word = self.scene.editing.board_word
        self.scene.buttons[key] = editor_button(self.app, root, key, label, rect, board_word)

    def press(self, name: str, argument: str) -> bool:
        if name == "undo":
            self.scene.model.undo()
        elif name == "redo":
            self.scene.model.redo()
        else:
            return False
        return True

    def refresh(self) -> None:
        buttons, model, paint = self.scene.buttons, self.scene.model, self.scene.paint
        set_enabled(buttons.get("undo"), model.can_undo)
        set_enabled(buttons.get("redo"), model.can_redo)
        set_enabled(buttons.get("play"), self.scene.editing.play_test is not None)
        for tool in TOOLS if self.scene.editing.palette else ():
            # Select: on the Board tab only
            set_selected(buttons.get(f"tool:{tool}"), tool == paint.tool)
        if "symmetry" in buttons:
            buttons["symmetry"].set_text(f"Symmetry: {paint.symmetry}")
