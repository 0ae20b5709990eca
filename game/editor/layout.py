"""What the editor's tools and panels share: the window's columns, how a row of buttons is
laid out, the button factory, a cache of rendered text, and `Part`, the interface through
which the `EditorScene` asks each tool and panel about events, updates and drawing.

    spans = row_spans(app, [("undo", "Undo"), ("redo", "Redo")], left, width)
    scene.buttons[key] = editor_button(app, root, key, label, rect, board_word)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.editor.tips import button_tip
from game.ui.widgets import BUTTON_FONT, BUTTON_PADDING, SMALL_BUTTON_FONT

if TYPE_CHECKING:
    from game.editor.scene import EditorScene
    from game.ui.host import Host

LEFT_WIDTH = 230
RIGHT_WIDTH = 330
RIGHT_LEAST = 300  # the right column in a narrow window (its entries keep their labels)
TOP = 92
MARGIN = 10
TOOL_ROW = 34
SMALL_BUTTONS = {"tool", "symmetry", "zoom", "overview"}

Row = list[tuple[str, str]]  # (button key, label) side by side


class Part:
    """One tool or panel of the editor. The scene builds every part, asks them in turn about
    each event (the first to return True used it), presses their buttons through `press`,
    and updates and draws them; each part keeps its own state and reads the shared state
    (the model, the cursor, the notice) from the scene."""

    def __init__(self, scene: EditorScene):
        self.scene = scene

    @property
    def app(self) -> Host:
        return self.scene.app

    def build(self, root: UIContainer) -> None:
        """Create this part's widgets in `root` (on enter and on every relayout)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event; True when it was used."""
        return False

    def press(self, name: str, argument: str) -> bool:
        """The button `name:argument` (or its key), when it is this part's: True."""
        return False

    def refresh(self) -> None:
        """Bring this part's widgets in line with the model (after every change)."""

    def update(self, dt: float) -> None:
        """Advance this part's state by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw this part; never change state."""

    def close(self) -> None:
        """The scene is covered or closed: drop what floats over it (tool tips)."""


def button_font(app: Host, key: str) -> pygame.font.Font:
    """The font of the button for `key` (the theme's button font, or its small one)."""
    small = key.partition(":")[0] in SMALL_BUTTONS
    return app.font(SMALL_BUTTON_FONT if small else BUTTON_FONT, bold=True)


def row_spans(
    app: Host, row: Row, left: int, width: int = RIGHT_WIDTH, gap: int = 6
) -> list[tuple[int, int]]:
    """(left, width) of each button of `row` side by side across `width`: all alike when
    every label fits so, else each as wide as its label in its own font
    (game.ui.widgets.fitted_buttons' rule) with the room left over shared equally, so that
    a long label ("All boards", "Save as…") shows whole."""
    texts = [button_font(app, key).size(label)[0] for key, label in row]
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


class EditorButton(UIButton):
    """A button whose tool tip shows while it is greyed out too (pygame-gui gives a disabled
    button none): the tip is where a greyed button says why ("at most 400 %"). Once clicked,
    its tip stays away until the pointer leaves it, so that it never covers what the click
    shows (the solver's par, a notice)."""

    clicked = False  # pressed, and the pointer has not left it since

    def can_hover(self) -> bool:
        greyed = not self.is_enabled and not self.held and self.tool_tip_text is not None
        return super().can_hover() or greyed

    def on_hovered(self) -> None:
        super().on_hovered()
        if not self.is_enabled and self.drawable_shape is not None:
            self.drawable_shape.set_active_state("disabled")  # it still looks greyed out

    def on_unhovered(self) -> None:
        super().on_unhovered()
        if not self.held:  # pygame-gui unhovers a button as it is pressed down
            self.clicked = False

    def process_event(self, event: pygame.event.Event) -> bool:
        used = super().process_event(event)
        if self.pressed_event:
            self.clicked = True
        elif used and not self.is_enabled and event.type == pygame.MOUSEBUTTONDOWN:
            self.hover_time = max(self.hover_time, self.tool_tip_delay)  # why: at once
        return used

    def disable(self) -> None:
        super().disable()
        self.clicked = False  # greyed by its own click (Zoom + at the most): its tip says why

    def while_hovering(
        self,
        time_delta: float,
        mouse_pos: pygame.math.Vector2 | tuple[int, int] | tuple[float, float],
    ) -> None:
        if not self.clicked:
            super().while_hovering(time_delta, mouse_pos)


def editor_button(
    app: Host,
    root: UIContainer,
    key: str,
    label: str,
    rect: pygame.Rect,
    board_word: str,
    small: bool = False,
) -> UIButton:
    """A button with its tool tip; the tools' and the panel's in the small button font
    (their labels are long for their columns), and any other that asks (`small`)."""
    small = small or key.partition(":")[0] in SMALL_BUTTONS
    return EditorButton(
        rect,
        label,
        app.ui,
        container=root,
        object_id="@small_button" if small else None,
        tool_tip_text=button_tip(key, board_word),
    )


def close_button_tips(buttons: Iterable[UIButton]) -> None:
    """The tool tips `buttons` show, gone (one comes back only after the pointer rests on
    its button again)."""
    for button in buttons:
        if button.tool_tip is not None:
            button.tool_tip.kill()
            button.tool_tip = None
        button.hover_time = 0.0


def set_enabled(button: UIButton | None, enabled: bool) -> None:
    if button is not None:
        button.enable() if enabled else button.disable()


def set_selected(button: UIButton | None, selected: bool) -> None:
    if button is not None:
        button.select() if selected else button.unselect()


class ImageCache:
    """Text-heavy parts are rendered again only when what they show changes."""

    def __init__(self) -> None:
        self._images: dict[str, tuple[Any, pygame.Surface]] = {}

    def get(self, name: str, key: Any, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        kept = self._images.get(name)
        if kept is None or kept[0] != key:
            kept = (key, render())
            self._images[name] = kept
        return kept[1]
