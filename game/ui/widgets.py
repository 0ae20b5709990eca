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

Buttons act on a press only: `for_scenes` (called by the shell on every event) passes a
scene pygame-gui's UI_BUTTON_PRESSED (mouse up on the button the press began on) as it is,
turns hovering into BUTTON_HOVERED (`event.hovered`: the button; focus may follow it,
nothing may act on it) and drops the other button events (press started, double click,
unhovered, and pygame-gui's old-style USEREVENT duplicates), so `event.ui_element is
button` can only ever be a press. `pressed(event,
button)` says it in one call; Enter / Space on the focused button are the keyboard's press
(ButtonList, FocusGrid).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UIHorizontalSlider, UITextEntryLine

from game.ui.text import clip_text

if TYPE_CHECKING:
    from game.ui.host import Host

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
STRAY_KEYS_QUIET = 0.6  # s a screen that follows a hurried match drops keys for
KEY_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


class StrayKeys:
    """Keys still coming for the screen before (a match's reveal hurried with End, Enter
    and Space): dropped for a moment after `arm()`. Counted in frames' time, each frame at
    most a tenth of a second, so a slow first frame does not end the quiet at once; the
    scene stays `busy` (`quiet`) meanwhile, so frames keep coming."""

    def __init__(self) -> None:
        self.left = 0.0

    def arm(self, seconds: float = STRAY_KEYS_QUIET) -> None:
        self.left = seconds

    @property
    def quiet(self) -> bool:
        return self.left > 0

    def tick(self, dt: float) -> None:
        self.left = max(0.0, self.left - min(dt, 0.1))

    def drops(self, event: pygame.event.Event) -> bool:
        """True for a key event that comes while quiet."""
        return self.quiet and event.type in KEY_EVENTS


class Slider(UIHorizontalSlider):
    """pygame-gui's horizontal slider with arrows the bundled font has: its own "◀" and "▶"
    are missing from Noto Sans and showed as empty boxes."""

    ARROWS = ("‹", "›")

    def rebuild(self) -> None:
        """Build the arrow buttons with our arrows (pygame-gui sets its own in __init__)."""
        self.left_arrow_text, self.right_arrow_text = self.ARROWS
        super().rebuild()


BUTTON_HOVERED = pygame.event.custom_type()
_NOT_FOR_SCENES = (
    pygame_gui.UI_BUTTON_START_PRESS,
    pygame_gui.UI_BUTTON_DOUBLE_CLICKED,
    pygame_gui.UI_BUTTON_ON_UNHOVERED,
)


def for_scenes(event: pygame.event.Event) -> pygame.event.Event | None:
    """The event as scenes may see it (None: not at all). Of a button, only a press keeps
    `ui_element`; hovering becomes BUTTON_HOVERED."""
    if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
        return pygame.event.Event(BUTTON_HOVERED, hovered=event.ui_element)
    if event.type in _NOT_FOR_SCENES or _legacy_gui_event(event):
        return None
    return event


def _legacy_gui_event(event: pygame.event.Event) -> bool:
    """pygame-gui's old-style duplicate (USEREVENT with `user_type`) of each of its events:
    it names the button for a hover as much as for a press."""
    return event.type == pygame.USEREVENT and hasattr(event, "user_type")


def pressed(event: pygame.event.Event, button: object) -> bool:
    """True when `event` is a mouse press of `button` (mouse up on it)."""
    return event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is button


@dataclass
class MenuItem:
    """One button: its label, what it does, and an optional Left/Right adjuster."""

    label: str
    action: Callable[[], None]
    enabled: bool = True
    hint: str = ""
    adjust: Callable[[int], None] | None = None
    free: bool = False  # a label of any length (a file path): may be shortened


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
        focus: int | None = 0,
        columns: int = 1,
        object_id: str | None = None,
    ):
        """`object_id`: a theme class for every button ("@small_button": the smaller font);
        `focus` None: no button focused (Enter and Space do nothing until Up, Down or Tab
        chooses one), for a list whose every answer cannot be taken back."""
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
                object_id=object_id,
            )
            _fit_label(button, item.label, item.free)
            if not item.enabled:
                button.disable()
            self.buttons.append(button)
        self.focused = -1
        self._mouse_moved = False
        enabled = self._enabled_indices()
        if enabled and focus is not None:
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
        _fit_label(button, label, self.items[index].free)
        button.rebuild()  # a selected pygame-gui button otherwise keeps drawing its old text
        if index == self.focused:
            button.select()  # rebuilt, it draws as not selected

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
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._handle_press(event.ui_element)
        if event.type == BUTTON_HOVERED:
            return self._handle_hover(event.hovered)
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event)
        return False

    def _handle_press(self, button: object) -> bool:
        if button not in self.buttons:
            return False
        self.activate(self.buttons.index(button))
        return True

    def _handle_hover(self, button: object) -> bool:
        if button not in self.buttons:
            return False
        index = self.buttons.index(button)
        if self.items[index].enabled and self._mouse_moved:
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
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and (adjust := self._adjuster()):
            adjust(1 if event.key == pygame.K_RIGHT else -1)
        else:
            return False
        return True

    def _adjuster(self) -> Callable[[int], None] | None:
        item = self.focused_item
        return item.adjust if item is not None and item.enabled else None


def _fit_label(button: UIButton, label: str, free: bool = False) -> None:
    """`label` on `button`, shortened when too long for it: the pointer or the keyboard's
    focus then shows it whole (game.ui.text). `free`: a text of any length (a file path)."""
    assert button.font is not None  # pygame-gui gives every button its theme's font
    width = button.rect.width - 2 * BUTTON_PADDING
    button.set_text(clip_text(button.font, label, width, free))


BUTTON_FONT, SMALL_BUTTON_FONT = 22, 16  # the theme's button fonts (assets/theme.json)
TINY_BUTTON_FONT = 12  # "@tiny_button": a list's names whole where even 16 px cuts them
BUTTON_PADDING = 8  # room beside a button's words for its border


def least_row_width(app: Host, texts: Sequence[str]) -> int:
    """The narrowest row `fitted_buttons` sets `texts` in whole (at the smaller font)."""
    font = app.font(SMALL_BUTTON_FONT, bold=True)
    return sum(font.size(text)[0] + 2 * BUTTON_PADDING for text in texts) + 8 * (len(texts) - 1)


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


def entry_room(entry: UITextEntryLine) -> int:
    """The width a text entry shows its text in (more scrolls)."""
    borders = entry.border_width["left"] + entry.border_width["right"]
    return entry.rect.width - borders - 2 * (entry.shadow_width + entry.padding[0])
