"""Modal dialogs as overlay scenes: a yes/no question, a question with several answers and a
scrollable message.

    app.push(ConfirmScene(app, "Leave the match?", on_yes=lambda: app.pop(match_scene)))
    app.push(ConfirmScene(app, "Leave? It is not saved.", leave, enter_means_no=True))
    app.push(ChoiceScene(app, "Save your changes?", [Choice("Save", save), Choice("Discard",
             discard), Choice("Cancel")]))
    app.push(MessageScene(app, "This level cannot be played", [str(p) for p in problems]))

Both dim the scene below (which stays visible but gets no events). ConfirmScene: Enter or Y
(or the Yes button) pops the dialog and then calls `on_yes`; Esc or N (or No) pops it and
calls `on_no` if given; with `enter_means_no` (a Yes that loses unsaved work) Enter is
No and only Y (or the Yes button) is Yes. MessageScene shows lines such as
`path:line: message` in a scrolling panel (wheel, PageUp/PageDown); Enter, Esc or OK
closes it and calls `on_close` if given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.ui import theme
from game.ui.event_log import EventLog
from game.ui.scene import Scene
from game.ui.text import blit_text, fitting_rows
from game.ui.widgets import fitted_buttons

if TYPE_CHECKING:
    from game.ui.host import Host

YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y)
NO_KEYS = (pygame.K_ESCAPE, pygame.K_n)
CLOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
DIM = (0, 0, 0, 170)


def draw_dialog_box(surface: pygame.Surface, box: pygame.Rect) -> None:
    """Dim everything already drawn, then draw an empty dialog panel at `box`."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(DIM)
    surface.blit(shade, (0, 0))
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
    pygame.draw.rect(surface, theme.ACCENT, box, 3, border_radius=12)


def draw_question(
    surface: pygame.Surface, box: pygame.Rect, rows: Sequence[str], font: pygame.font.Font
) -> None:
    """A dialog box with a question's rows centred at its top."""
    draw_dialog_box(surface, box)
    for number, row in enumerate(rows):
        image = font.render(row, True, theme.TEXT, theme.PANEL)
        centre = (box.centerx, box.top + 48 + number * font.get_linesize())
        surface.blit(image, image.get_rect(center=centre))


class ConfirmScene(Scene):
    """A yes/no question over the current screen."""

    opaque = False
    title = "Please confirm"

    def __init__(
        self,
        app: Host,
        question: str,
        on_yes: Callable[[], None],
        on_no: Callable[[], None] | None = None,
        yes_label: str = "Yes",
        no_label: str = "No",
        enter_means_no: bool = False,
        later: str = "",
    ):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.on_no = on_no
        self.labels = (yes_label, no_label)
        self.enter_means_no = enter_means_no  # Yes loses work: Enter keeps it (Y says yes)
        self.later = later  # set when No loses work: Esc then answers neither ("ask again")

    def _rows(self) -> list[str]:
        return fitting_rows(self.question, self.app.font(26, bold=True), 680 - 64, 4)

    @property
    def box(self) -> pygame.Rect:
        text_height = len(self._rows()) * self.app.font(26, bold=True).get_linesize()
        box = pygame.Rect(0, 0, 680, text_height + 180)
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return box

    def build(self, root: UIContainer) -> None:
        box = self.box
        width, height, gap = 220, 56, 40
        left = box.centerx - width - gap // 2
        top = box.bottom - height - 28
        yes_text = f"{self.labels[0]} ({'Y' if self.enter_means_no else 'Enter'})"
        no_key = "Enter" if self.enter_means_no else "" if self.later else "Esc"
        no_text = f"{self.labels[1]} ({no_key})" if no_key else self.labels[1]
        self.yes = UIButton(pygame.Rect(left, top, width, height), yes_text, self.app.ui, root)
        no_rect = pygame.Rect(left + width + gap, top, width, height)
        self.no = UIButton(no_rect, no_text, self.app.ui, root)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in (self.yes, self.no):
            self.answer(event.ui_element is self.yes)
        elif self.later and event.type == pygame.KEYDOWN and event.key in NO_KEYS:
            self.app.pop(self)  # neither answer: nothing is lost, the question comes again
        elif event.type == pygame.KEYDOWN and event.key in YES_KEYS + NO_KEYS:
            enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            self.answer(event.key in YES_KEYS and not (enter and self.enter_means_no))
        else:
            return False
        return True

    def answer(self, yes: bool) -> None:
        """Close the dialog, then run the chosen callback."""
        self.app.pop(self)
        callback = self.on_yes if yes else self.on_no
        if callback is not None:
            callback()

    def draw(self, surface: pygame.Surface) -> None:
        draw_question(surface, self.box, self._rows(), self.app.font(26, bold=True))
        # Enter answers Yes in some dialogs and No in others: each says which, in words
        place = (self.box.centerx, self.yes.rect.top - 22)
        blit_text(surface, self.app.font(16), self.enter_words(), theme.MUTED_TEXT, place, "center")

    def enter_words(self) -> str:
        yes, no = self.labels
        if self.enter_means_no:
            return f"Enter: {no} (the safe answer) · Y: {yes}"
        if self.later:
            return f"Enter: {yes} · Esc: {self.later}"
        return f"Enter: {yes} · Esc: {no}"


@dataclass(frozen=True)
class Choice:
    """One answer of a ChoiceScene: its words and what it does (None: just close)."""

    label: str
    action: Callable[[], None] | None = None


class ChoiceScene(Scene):
    """A question with a button per answer. Enter picks the first (or the one numbered
    `enter_picks`), Esc the last, and each answer's first letter picks it; the dialog closes
    before the answer's action runs."""

    opaque = False
    title = "Please choose"

    def __init__(self, app: Host, question: str, choices: Sequence[Choice], enter_picks: int = 0):
        super().__init__(app)
        self.question = question
        self.choices = list(choices)
        self.enter_picks = enter_picks
        self.buttons: list[UIButton] = []

    def _rows(self) -> list[str]:
        return fitting_rows(self.question, self.app.font(26, bold=True), self._width() - 64, 4)

    def _width(self) -> int:
        return min(760, self.app.size[0] - 40)

    @property
    def box(self) -> pygame.Rect:
        text_height = len(self._rows()) * self.app.font(26, bold=True).get_linesize()
        box = pygame.Rect(0, 0, self._width(), text_height + 180)
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return box

    def _label(self, index: int) -> str:
        keys = [
            word
            for at, word in ((self.enter_picks, "Enter"), (-1, "Esc"))
            if at % len(self.choices) == index
        ]
        label = self.choices[index].label
        return f"{label} ({' or '.join(keys)})" if keys else label

    def build(self, root: UIContainer) -> None:
        box = self.box
        height = 56
        row = pygame.Rect(box.left + 28, box.bottom - height - 28, box.width - 56, height)
        labels = [self._label(index) for index in range(len(self.choices))]
        self.buttons = fitted_buttons(self.app, root, row, labels)  # every answer whole

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.answer(self.buttons.index(event.ui_element))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.answer(self.enter_picks)
            return True
        if event.key == pygame.K_ESCAPE:
            self.answer(len(self.choices) - 1)
            return True
        typed = getattr(event, "unicode", "").lower()
        for index, choice in enumerate(self.choices):
            if typed and choice.label.lower().startswith(typed):
                self.answer(index)
                return True
        return False

    def answer(self, index: int) -> None:
        """Close the dialog, then run the chosen answer's action."""
        self.app.pop(self)
        action = self.choices[index].action
        if action is not None:
            action()

    def draw(self, surface: pygame.Surface) -> None:
        draw_question(surface, self.box, self._rows(), self.app.font(26, bold=True))


class MessageScene(Scene):
    """A titled list of lines (errors, notes) with an OK button."""

    opaque = False

    def __init__(
        self,
        app: Host,
        title: str,
        lines: Sequence[str],
        on_close: Callable[[], None] | None = None,
    ):
        super().__init__(app)
        self.title = title
        self.on_close = on_close
        self.log = EventLog(self._log_rect(), app.font(20), lines, follow_newest=False)

    @property
    def box(self) -> pygame.Rect:
        width, height = self.app.size
        return pygame.Rect(width // 10, height // 10, width * 8 // 10, height * 8 // 10)

    def _log_rect(self) -> pygame.Rect:
        box = self.box
        return pygame.Rect(box.left + 28, box.top + 80, box.width - 56, box.height - 180)

    def build(self, root: UIContainer) -> None:
        self.log.set_rect(self._log_rect())
        box = self.box
        button = pygame.Rect(0, 0, 200, 56)
        button.midbottom = (box.centerx, box.bottom - 24)
        self.ok = UIButton(button, "OK (Enter)", self.app.ui, root)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.log.handle_event(event):
            return True
        pressed_ok = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok
        if pressed_ok or (event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS):
            self.close()
            return True
        return False

    def close(self) -> None:
        self.app.pop(self)
        if self.on_close is not None:
            self.on_close()

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box
        draw_dialog_box(surface, box)
        heading = self.app.font(28, bold=True).render(self.title, True, theme.TEXT, theme.PANEL)
        surface.blit(heading, (box.left + 28, box.top + 24))
        self.log.draw(surface)


def pick_on_enter_or_double_click(dialog: Any, event: pygame.event.Event) -> None:
    """pygame-gui's file dialog picks a file only by its OK button: Enter in its path box,
    or a double-click on a file in its list, press OK too (when OK may be pressed). Call it
    with every event that reaches the scene while the dialog is open."""
    entered = (
        event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
        and event.ui_element is dialog.file_path_text_line
    )
    double_clicked = (
        event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
        and event.ui_element is dialog.file_selection_list
    )
    path = dialog.current_file_path
    if (entered or double_clicked) and path is not None and dialog.ok_button.is_enabled:
        if double_clicked and not path.is_file():
            return  # a folder: the dialog has opened it
        press = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=dialog.ok_button)
        pygame.event.post(press)
