"""A player's hands for window tests: real events posted to pygame's queue and delivered by
the shell's own loop (`Host.step`), pygame-gui's dialogs included.

    driver = Driver(app)
    driver.click_button("Save as…")            # the button with that text, at its real rect
    driver.pick_file(target)                   # the open file dialog: path typed, OK clicked
    driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    driver.type_text("Grid B")                 # into the text box that has the focus
    driver.click(scene.view.cell_rect((2, 3)).center)

Every method posts what SDL would send (mouse motion before a press, key down and up, text
input events for typed characters) and lets the loop run one pass per action, so scenes,
dialogs and widgets see the events in the order a player makes them. Nothing here calls a
scene's handler: what a test checks is what a player would get.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UITextEntryLine
from pygame_gui.windows import UIFileDialog

if TYPE_CHECKING:
    from game.ui.host import Host

Point = tuple[int, int]


class ElementNotFound(AssertionError):
    """The element a test asked for is not on screen (the message lists what is)."""


TYPED_PER_FRAME = 4  # characters a quick typist gets into one frame


class Driver:
    """Posts a player's mouse, key and text events and runs the app's loop over them."""

    def __init__(self, app: Host):
        self.app = app

    # the loop

    def step(self, passes: int = 1, dt: float | None = None) -> None:
        """`passes` passes of the shell's loop, each a frame (of `dt` seconds if given)."""
        for _ in range(passes):
            self.app.step(dt)

    def post(self, *events: pygame.event.Event, dt: float | None = None) -> None:
        """Put `events` on pygame's queue in this order, then one pass of the loop."""
        for event in events:
            pygame.event.post(event)
        self.step(dt=dt)

    # the mouse

    def _window_pos(self, pos: Point) -> Point:
        """A point in drawing pixels as the window reports it (doubled on a large screen)."""
        return (int(pos[0]) * self.app.scale, int(pos[1]) * self.app.scale)

    def move(self, pos: Point, buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        where = self._window_pos(pos)
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=buttons))

    def press(self, pos: Point, button: int = 1) -> None:
        """The mouse moved to `pos` and a button pressed there (not released)."""
        self.move(pos)
        where = self._window_pos(pos)
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=button, touch=False))

    def release(self, pos: Point, button: int = 1) -> None:
        where = self._window_pos(pos)
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=button, touch=False))

    def click(self, pos: Point, button: int = 1) -> None:
        """Move to `pos`, press and release there."""
        self.press(pos, button)
        self.release(pos, button)

    def drag(self, points: Iterable[Point], button: int = 1) -> None:
        """Press at the first point, move through the others, release at the last."""
        points = list(points)
        self.press(points[0], button)
        held = (1, 0, 0) if button == 1 else (0, 0, 1)
        for point in points[1:]:
            self.move(point, held)
        self.release(points[-1], button)

    def wheel(self, pos: Point, steps: int) -> None:
        """The wheel turned `steps` notches (up when positive) over `pos`."""
        self.move(pos)
        self.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=steps, flipped=False))

    # the keyboard

    def key(self, key: int, mod: int = 0) -> None:
        """A key pressed and released (with `mod` held), with the character it types
        between, as SDL sends them."""
        text = chr(key) if 32 <= key < 127 and not mod & ~pygame.KMOD_SHIFT else ""
        down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
        up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
        typed = [pygame.event.Event(pygame.TEXTINPUT, text=text)] if text else []
        self.post(down, *typed, up)

    def keys(self, *keys: int, mod: int = 0) -> None:
        for key in keys:
            self.key(key, mod)

    def type_text(self, text: str, per_frame: int = TYPED_PER_FRAME) -> None:
        """Characters typed into whatever has the keyboard focus, each as SDL sends it: the
        key pressed, the character it types (TEXTINPUT), the key released; `per_frame` of
        them reach each pass of the loop, as a quick typist's do."""
        events: list[pygame.event.Event] = []
        for number, character in enumerate(text, 1):
            key = ord(character.lower()) if ord(character) < 127 else 0
            mod = pygame.KMOD_SHIFT if character.isupper() else 0
            down = pygame.event.Event(
                pygame.KEYDOWN, key=key, mod=mod, unicode=character, scancode=0
            )
            up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=character, scancode=0)
            events += [down, pygame.event.Event(pygame.TEXTINPUT, text=character), up]
            if number % per_frame == 0 or number == len(text):
                self.post(*events)
                events = []

    # pygame-gui elements, found where a player sees them

    def elements(self) -> list[UIElement]:
        """The visible, living pygame-gui elements, topmost layer first."""
        group = self.app.ui.get_sprite_group()
        found = [
            sprite
            for layer in sorted(group.layers(), reverse=True)
            for sprite in group.get_sprites_from_layer(layer)
        ]
        return [e for e in found if isinstance(e, UIElement) and e.visible and e.alive()]

    def buttons(self) -> list[UIButton]:
        return [element for element in self.elements() if isinstance(element, UIButton)]

    def button(self, text: str) -> UIButton:
        """The visible button showing `text` (or starting with it: "OK" finds "OK (Enter)")."""
        shown = [(button, _button_text(button)) for button in self.buttons()]
        for wanted in (lambda words: words == text, lambda words: words.startswith(text)):
            for button, words in shown:
                if wanted(words):
                    return button
        raise ElementNotFound(f'no button "{text}" on screen; there are: {[w for _, w in shown]}')

    def click_element(self, element: UIElement) -> None:
        """Click the middle of an element, where a player would."""
        if not element.visible or not element.alive():
            raise ElementNotFound(f"{element} is not on screen")
        self.click(element.rect.center)

    def click_button(self, text: str) -> None:
        button = self.button(text)
        if not button.is_enabled:
            raise ElementNotFound(f'the button "{text}" is disabled')
        self.click_element(button)

    def replace_text(self, entry: UITextEntryLine, text: str, finish: bool = True) -> None:
        """Click into a text box, select all it holds, type `text` and (`finish`) press Enter."""
        self.click_element(entry)
        self.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        self.key(pygame.K_DELETE)
        self.type_text(text)
        if finish:
            self.key(pygame.K_RETURN)

    # the file dialog (pygame-gui's UIFileDialog)

    def file_dialog(self) -> UIFileDialog:
        """The file dialog on screen."""
        dialogs = [e for e in self.elements() if isinstance(e, UIFileDialog)]
        if not dialogs:
            raise ElementNotFound("no file dialog is open")
        return dialogs[0]

    def dialog_path(self) -> str:
        """What the open dialog's path box shows."""
        return self.file_dialog().file_path_text_line.get_text()

    def pick_file(self, path: str | Path | None = None) -> None:
        """In the open file dialog: type `path` into its path box (or keep the one proposed)
        and click its OK button."""
        dialog = self.file_dialog()
        if path is not None:  # typed, not finished: Enter alone would pick it (as OK does)
            self.replace_text(dialog.file_path_text_line, str(path), finish=False)
        if not dialog.ok_button.is_enabled:
            raise ElementNotFound(f"the file dialog's OK is disabled for {self.dialog_path()}")
        self.click_element(dialog.ok_button)

    def cancel_file(self) -> None:
        self.click_element(self.file_dialog().cancel_button)


def _button_text(button: UIButton) -> str:
    """The words a button shows (its translated text)."""
    drawn = getattr(button, "drawable_shape", None)
    if drawn is not None:
        words = drawn.theming.get("text")
        if isinstance(words, str):
            return words
    return str(button.text)
