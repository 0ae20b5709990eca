"""A keyboard-navigable column of pygame-gui buttons.

    items = [MenuItem("Play", start), MenuItem("Quit", app.quit, hint="Close the window")]
    self.menu = ButtonList(app.ui, root, pygame.Rect(480, 300, 320, 400), items)
    ...
    def handle_event(self, event): return self.menu.handle_event(event)

Up/Down (and Tab/Shift+Tab) move the focus over the enabled items, Enter/Space activate the
focused one, Left/Right call its `adjust(-1 | +1)` when it has one; a mouse click activates
the clicked button, and hovering focuses it once the mouse has moved (a pointer resting
where a new screen puts a button does not steal the focus). The focused button is drawn in
the theme's "selected" state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.ui.text import clip_text

if TYPE_CHECKING:
    from game.ui.host import Host

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass
class MenuItem:
    """One button: its label, what it does, and an optional Left/Right adjuster."""

    label: str
    action: Callable[[], None]
    enabled: bool = True
    hint: str = ""
    adjust: Callable[[int], None] | None = None


class ButtonList:
    """Buttons stacked top-down in `rect`, each `button_height` high; with `columns` > 1
    the items fill the columns in turn, top to bottom (Up/Down still walk them in order)."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        container: UIContainer,
        rect: pygame.Rect,
        items: list[MenuItem],
        button_height: int = 52,
        gap: int = 12,
        focus: int = 0,
        columns: int = 1,
    ):
        self.items = items
        self.buttons: list[UIButton] = []
        rows = max(1, -(-len(items) // columns))
        width = (rect.width - gap * (columns - 1)) // columns
        for index, item in enumerate(items):
            column, row = divmod(index, rows)
            top = rect.top + row * (button_height + gap)
            button = UIButton(
                pygame.Rect(rect.left + column * (width + gap), top, width, button_height),
                item.label,
                manager,
                container=container,
            )
            _fit_label(button, item.label)
            if not item.enabled:
                button.disable()
            self.buttons.append(button)
        self.focused = -1
        self._mouse_moved = False
        enabled = self._enabled_indices()
        if enabled:
            self.set_focus(focus if focus in enabled else enabled[0])

    @property
    def focused_item(self) -> MenuItem | None:
        return self.items[self.focused] if self.focused >= 0 else None

    def _enabled_indices(self) -> list[int]:
        return [index for index, item in enumerate(self.items) if item.enabled]

    def set_focus(self, index: int) -> None:
        if 0 <= self.focused < len(self.buttons):
            self.buttons[self.focused].unselect()
        self.focused = index
        self.buttons[index].select()

    def set_label(self, index: int, label: str) -> None:
        self.items[index].label = label
        button = self.buttons[index]
        _fit_label(button, label)
        button.rebuild()  # a selected pygame-gui button otherwise keeps drawing its old text

    def move_focus(self, step: int) -> None:
        """Focus the next (+1) or previous (-1) enabled item, wrapping around."""
        enabled = self._enabled_indices()
        if not enabled:
            return
        position = enabled.index(self.focused) if self.focused in enabled else -step
        self.set_focus(enabled[(position + step) % len(enabled)])

    def activate(self, index: int) -> None:
        if self.items[index].enabled:
            self.set_focus(index)
            self.items[index].action()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Use the event if it is meant for this list; return True if it was."""
        if event.type == pygame.MOUSEMOTION:
            self._mouse_moved = True
        if event.type in (pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_BUTTON_ON_HOVERED):
            return self._handle_button_event(event)
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event)
        return False

    def _handle_button_event(self, event: pygame.event.Event) -> bool:
        if event.ui_element not in self.buttons:
            return False
        index = self.buttons.index(event.ui_element)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.activate(index)
        elif self.items[index].enabled and self._mouse_moved:
            self.set_focus(index)
        return True

    def _handle_key(self, event: pygame.event.Event) -> bool:
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if event.key == pygame.K_UP or (event.key == pygame.K_TAB and shift):
            self.move_focus(-1)
        elif event.key in (pygame.K_DOWN, pygame.K_TAB):
            self.move_focus(1)
        elif event.key in ACTIVATE_KEYS and self.focused >= 0:
            self.activate(self.focused)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self._adjustable():
            self.items[self.focused].adjust(1 if event.key == pygame.K_RIGHT else -1)
        else:
            return False
        return True

    def _adjustable(self) -> bool:
        item = self.focused_item
        return item is not None and item.enabled and item.adjust is not None


def _fit_label(button: UIButton, label: str) -> None:
    """`label` on `button`, shortened when too long for it: the pointer or the keyboard's
    focus then shows it whole (game.ui.text)."""
    button.set_text(clip_text(button.font, label, button.rect.width - 2 * BUTTON_PADDING))


BUTTON_FONT, SMALL_BUTTON_FONT = 22, 16  # the theme's button fonts (assets/theme.json)
BUTTON_PADDING = 8  # room beside a button's words for its border


def fitted_buttons(
    app: Host,
    root: UIContainer,
    row: pygame.Rect,
    labels: Sequence[str],
    longest: Sequence[str] | None = None,
) -> list[UIButton]:
    """Buttons side by side in `row`, sharing its width in proportion to their words, so
    that every word shows; the smaller button font when the row is narrow. `longest` names,
    per button, the longest text it will ever show (a "Speed" button that becomes
    "Speed ×0.5")."""
    texts = longest or labels
    gap = 8
    room = row.width - gap * (len(labels) - 1)
    object_id = None
    for font_size in (BUTTON_FONT, SMALL_BUTTON_FONT):
        font = app.font(font_size, bold=True)
        needs = [font.size(text)[0] + 2 * BUTTON_PADDING for text in texts]
        if sum(needs) <= room:
            break
        object_id = "@small_button"
    spare = max(0, room - sum(needs)) / len(needs)
    buttons, left = [], row.left
    for label, need in zip(labels, needs, strict=True):
        width = round(need + spare)
        rect = pygame.Rect(left, row.top, width, row.height)
        buttons.append(UIButton(rect, label, app.ui, container=root, object_id=object_id))
        left += width + gap
    return buttons
