"""Keyboard focus over a form of pygame-gui buttons and text entries."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from game.ui.widgets import ACTIVATE_KEYS

EDITING_KEYS = (
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_HOME,
    pygame.K_END,
)
SHORTCUT_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


def types_text(event: pygame.event.Event) -> bool:
    """A key (press or release) that types a character or edits text: while a text field
    has the focus it goes to the field and to nothing else (the shell routes pygame-gui's
    fields so; a scene that draws a field of its own asks this itself)."""
    if event.type not in (pygame.KEYDOWN, pygame.KEYUP):
        return False
    if getattr(event, "mod", 0) & SHORTCUT_MODS:
        return False
    text = getattr(event, "unicode", "")
    return bool(text and text.isprintable()) or 32 <= event.key < 127 or event.key in EDITING_KEYS


@dataclass
class Control:
    """One focusable element of a form: a button or a text entry, at (row, column)."""

    key: str
    element: UIButton | UITextEntryLine
    row: int
    action: Callable[[], None] | None = None
    adjust: Callable[[int], None] | None = None

    @property
    def is_entry(self) -> bool:
        return isinstance(self.element, UITextEntryLine)


class FocusGrid:
    """Tab / Shift+Tab go through the controls in order, Up/Down to the nearest control in
    the row above or below, Left/Right adjust (colour, kind, count) or move along the row,
    Enter/Space press. While a text entry has the focus it keeps its editing keys."""

    def __init__(self, manager: pygame_gui.UIManager):
        self.manager = manager
        self.controls: list[Control] = []
        self.focused = -1

    def add(self, control: Control) -> None:
        self.controls.append(control)

    def add_button(
        self,
        container: pygame_gui.core.UIContainer,
        key: str,
        rect: pygame.Rect,
        label: str,
        row: int,
        action: Callable[[], None],
        adjust: Callable[[int], None] | None = None,
        object_id: str | None = None,
    ) -> UIButton:
        """A button in `container` that this form can focus and press (`object_id`: a theme
        class, "@small_button" for the smaller font)."""
        button = UIButton(rect, label, self.manager, container, object_id=object_id)
        looks_when_shown(button)
        self.add(Control(key, button, row, action, adjust))
        return button

    @property
    def current(self) -> Control | None:
        return self.controls[self.focused] if 0 <= self.focused < len(self.controls) else None

    def focus_key(self, key: str) -> None:
        keys = [control.key for control in self.controls]
        self.set_focus(keys.index(key) if key in keys else 0)

    def set_focus(self, index: int) -> None:
        old = self.current
        if old is not None and isinstance(old.element, UIButton) and old.element.is_enabled:
            old.element.unselect()  # a disabled button keeps its greyed look
        self.focused = index
        new = self.current
        if new is None:
            return
        if isinstance(new.element, UITextEntryLine):
            if not new.element.is_focused:  # refocusing would put the caret at the start
                self.manager.set_focus_set(new.element)
                select_all(new.element)  # Tab into a name: typing replaces it
        else:
            self.manager.set_focus_set(None)
            if new.element.is_enabled:  # greyed stays greyed (Add player at the most seats)
                new.element.select()

    def follow_mouse(self) -> None:
        """A text entry clicked with the mouse takes the focus."""
        for index, control in enumerate(self.controls):
            if control.is_entry and control.element.is_focused and index != self.focused:
                self.set_focus(index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        if event.type != pygame.KEYDOWN or not self.controls:
            return False
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if event.key == pygame.K_TAB:
            self.set_focus((self.focused + (-1 if shift else 1)) % len(self.controls))
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self._move_row(-1 if event.key == pygame.K_UP else 1)
        elif self.current is not None and self.current.is_entry:
            return event.key in ACTIVATE_KEYS  # typed into the entry, not a press
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._sideways(1 if event.key == pygame.K_RIGHT else -1)
        elif event.key in ACTIVATE_KEYS and self.current is not None:
            self._run(self.current.action)
        else:
            return False
        return True

    def _pressed(self, element: object) -> bool:
        for index, control in enumerate(self.controls):
            if control.element is element:
                self.set_focus(index)
                self._run(control.action)
                return True
        return False

    @staticmethod
    def _run(action: Callable[[], None] | None) -> None:
        if action is not None:
            action()

    def _sideways(self, step: int) -> None:
        control = self.current
        if control is not None and control.adjust is not None:
            control.adjust(step)
            return
        target = self.focused + step
        if control is None:
            return  # nothing has the focus: no row to move along
        if 0 <= target < len(self.controls) and self.controls[target].row == control.row:
            self.set_focus(target)

    def _move_row(self, step: int) -> None:
        here = self.current
        if here is None:
            self.set_focus(0)
            return
        rows = sorted({control.row for control in self.controls})
        position = rows.index(here.row) + step
        if not 0 <= position < len(rows):
            return
        column = here.element.relative_rect.centerx
        candidates = [i for i, c in enumerate(self.controls) if c.row == rows[position]]
        self.set_focus(
            min(
                candidates,
                key=lambda i: abs(self.controls[i].element.relative_rect.centerx - column),
            )
        )


def select_all(entry: UITextEntryLine) -> None:
    """The whole text selected, the caret at its end (as a field reached by Tab shows it)."""
    entry.select_range = [0, len(entry.get_text())]
    entry.edit_position = len(entry.get_text())


def looks_when_shown(button: UIButton) -> None:
    """A new button's hovered, selected and active looks drawn when first shown, not one a
    frame after it is made: pygame-gui's queue cost a 13-seat setup 120 ms in each of its
    first frames (the look is drawn, about 2 ms, the moment it is needed; a later rebuild
    queues them as usual)."""
    if button.drawable_shape is not None:
        button.drawable_shape.states_to_redraw_queue.clear()
