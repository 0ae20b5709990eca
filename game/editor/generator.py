"""The apple generator on the Board tab (games with `LevelEditing.apples`): its richness and
seed (two sliders, or Ctrl+arrows) and Generate apples, which lays a landscape over the
board in the symmetry chosen (game/editor/landscape.py), one undo step. Over cells the
designer painted it asks first (not over a landscape it laid itself: seeds are tried in
turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIHorizontalSlider

from game.core.words import plural
from game.editor.landscape import RICHNESS_RANGE, SEED_RANGE, landscape
from game.editor.layout import Part
from game.editor.model import EMPTY
from game.ui import theme
from game.ui.dialogs import Choice, ChoiceScene
from game.ui.text import blit_text, clip_text
from game.ui.widgets import Slider

if TYPE_CHECKING:
    from game.editor.model import Board, Rows
    from game.editor.scene import EditorScene

SLIDER_LABEL = 96  # the words left of a generator slider


class Generator(Part):
    """The generator's richness and seed, and their sliders (built into the Board tab)."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.richness = 5
        self.seed = 1
        self.sliders: dict[str, UIHorizontalSlider] = {}
        self.made: set[Rows] = set()  # the landscapes it laid: replaced without a question

    def build(self, root: UIContainer) -> None:
        self.sliders = {}  # the Board tab builds them again (`slider`)

    def slider(self, root: UIContainer, name: str, rect: pygame.Rect) -> None:
        """The richness ("rich") or seed: a labelled slider (the label is drawn on the left)."""
        value, span = (self.richness, RICHNESS_RANGE) if name == "rich" else (self.seed, SEED_RANGE)
        rect = pygame.Rect(rect.left + SLIDER_LABEL, rect.top, rect.width - SLIDER_LABEL, rect.h)
        self.sliders[name] = Slider(rect, value, span, self.app.ui, container=root)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            return False
        for name, slider in self.sliders.items():
            if event.ui_element is slider:
                self.set(name, int(round(event.value)))
                return True
        return False

    def press(self, name: str, argument: str) -> bool:
        if name == "rich":
            self.set("rich", self.richness + int(argument))
        elif name == "seed":
            self.set("seed", self.seed + int(argument))
        elif name == "generate":
            self.generate()
        else:
            return False
        return True

    def set(self, name: str, value: int) -> None:
        """The richness or seed (kept in range; its slider follows)."""
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
        editing, model = self.scene.editing, self.scene.model
        if editing.apples is None or editing.with_apples is None:
            return
        symmetry = self.scene.paint.symmetry
        board = landscape(
            model.board, editing.apples, editing.with_apples, self.richness, self.seed, symmetry
        )
        before = model.board
        painted = [
            cell
            for cell in before.cells()
            if before.token(cell) not in (EMPTY, editing.blank)
            and before.token(cell) != board.token(cell)
        ]
        if not painted or before.rows in self.made:
            self._lay(board)
            return
        word = f'{editing.board_word} "{before.name}"'
        question = (
            f"Generate apples over {word}? It paints over {plural(len(painted), 'cell')} "
            "painted on it (Ctrl+Z brings them back)."
        )
        choices = [Choice("Generate", lambda: self._lay(board)), Choice("Cancel")]
        self.app.push(ChoiceScene(self.app, question, choices))

    def _lay(self, board: Board) -> None:
        self.scene.model.set_board(board)
        self.made.add(board.rows)

    def draw(self, surface: pygame.Surface) -> None:
        font = self.app.font(14)
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
