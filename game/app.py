"""The pygame window, the scene stack and the main loop.

`python main.py` calls `run_app()`, which opens the window and shows the main menu. Tests
build `App(headless=True)` (with SDL_VIDEODRIVER=dummy, set by tests/conftest.py), push a
scene and drive it with real pygame events, one frame per `tick`:

    app = App(headless=True)
    app.push(MainMenuScene(app))
    app.tick([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN)], 1 / 60)
    assert isinstance(app.top, MainMenuScene)

Scenes lay out from `app.size`, the real size of the window: resizing it (or the Settings
window size, or full screen) makes the scenes lay out again. Only on a very large
screen (2560×1440 and up) do scenes draw at a whole fraction of it (`pixel_scale`), doubled
pixel for pixel, so that text stays readable and sharp. Game modules are imported only when
their scene is first opened, so the menu appears quickly.

The loop draws a frame only when something may have changed (an event, a scene pushed or
popped, a resize, a scene that says it is `busy`); otherwise it sleeps until the next event,
waking every `IDLE_WAKE_MS` to let time-driven scenes (the menu's attract timer) update.
"""

from __future__ import annotations

import contextlib
import json
import warnings
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine, UIWindow

from game.core.paths import ASSETS
from game.core.saves import clean_user_folders
from game.games import GameInfo
from game.ui.dialogs import MessageScene
from game.ui.focus import types_text
from game.ui.layout_record import CARD_LAYER, LAYOUT
from game.ui.phone_seats import PHONE_WOKEN
from game.ui.scene import Scene
from game.ui.settings import Settings, load_settings, save_settings, settings_path
from game.ui.signals import install_quit_signals
from game.ui.text import (
    WHOLE_TEXTS,
    SafeFont,
    draw_whole_text,
    guard_gui_text,
    offer_whole_text,
)
from game.ui.theme import FONT_FILES
from game.ui.widgets import BUTTON_HOVERED, entry_room, for_scenes

DEFAULT_SIZE = (1280, 800)
"""The size of a headless window (tests, the screen tour) unless told."""
MINIMUM_WINDOW = (640, 480)
"""The least the window may be shrunk to: every screen lays out whole from 800×600 up, and
on an 800×600 screen the desktop's own bars leave the window a little less than that."""
SCALE_UNIT = (1280, 720)
"""A window at least twice this size in both directions is drawn at half its size (each
pixel shown as 2×2), three times at a third, …"""
FRAME_RATE = 60
IDLE_WAKE_MS = 250
APP_TITLE = "Serpentarium"
THEME_FILE = ASSETS / "theme.json"
BUTTON_BORDERS = 4  # a pygame-gui button's border, both sides: its words need less room
ICON_FILE = ASSETS / "icon.png"  # made by tools/make_icon.py
QUEUE_ROUNDS = 20
"""How many times one frame goes back to the queue for events posted while handling it."""
HEADLESS_FRAME = 1 / FRAME_RATE
WINDOW_CHANGES = (pygame.WINDOWMOVED, pygame.WINDOWSIZECHANGED, pygame.WINDOWSHOWN)
"""Events after which the pointer seems to move because the window moved under it."""

SceneFactory = Callable[["App"], Scene]


class App:
    """Owns the window (or a headless surface), the scene stack, one pygame-gui manager,
    the settings, a font cache and the clock.

    Scenes reach everything through `scene.app`: `app.push / pop / replace / clear_to`,
    `app.ui` (the UIManager for their elements), `app.font(size, bold)`, `app.settings`,
    `app.size` (the size to lay out in), `app.mouse_pos()`, `app.show_message(title, lines)`,
    `app.quit()`.
    """

    def __init__(
        self,
        headless: bool = False,
        settings: Settings | None = None,
        size: tuple[int, int] = DEFAULT_SIZE,
    ):
        """Open the window. `headless`: a window of `size` without flags, no flip, no
        frame-rate wait (tests and screenshots)."""
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        self.problems: list[str] = []
        if settings is None:
            settings, problems = load_settings()
            self.problems = [str(problem) for problem in problems]
        self.settings = settings
        self._saved_settings = replace(settings)
        self.stack: list[Scene] = []
        self.scale = 1
        self._window_applied: tuple[bool, tuple[int, int] | None] | None = None
        self.window = self._open_window(size)
        self.screen = self.window
        self.ui = pygame_gui.UIManager(
            self.window.get_size(), _theme_data(), enable_live_theme_updates=False
        )
        pygame_gui.core.utility.set_default_manager(self.ui)
        guard_gui_text()
        self._fit_screen()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_wanted = True
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self.pointer: tuple[int, int] | None = None  # the last mouse position seen
        self.keyboard_last = False  # the last input was a key (show the focused whole text)
        self.whole_text_shown: str | None = None  # the whole text drawn in the last frame
        self.whole_text_card: pygame.Rect | None = None  # and where its card was
        self.kept: dict[str, object] = {}  # screens kept for the player's return (this sitting)
        self.background: list[Callable[[float], None]] = []  # run every pass (phone seats)
        self._held_key: tuple[int, str] | None = None  # a press that opened or closed a screen
        self._window_moved = False

    # the window

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes lay out in: the window's (half of it on a 2560×1440 screen)."""
        return self.screen.get_size()

    @property
    def window_size(self) -> tuple[int, int]:
        """The real size of the window (or of the full screen), in the screen's pixels."""
        return self.window.get_size()

    @property
    def desktop_size(self) -> tuple[int, int] | None:
        """The size of the screen the window is on (None when it cannot be told)."""
        return _desktop_size()

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.headless:
            return pygame.display.set_mode(size)
        _set_icon()
        pygame.display.set_caption(APP_TITLE)
        window = self._set_mode()
        self._window_applied = (self.settings.fullscreen, self.settings.window_size)
        return window

    def _set_mode(self) -> pygame.Surface:
        """Open (or change) the real window as settings.fullscreen / window_size say: the
        window at `window_plan`'s size and place, or full screen over the desktop from its
        top-left corner (the window is first made the desktop's size there, so that it
        covers the screen even where no window manager makes it full screen)."""
        desktop = _desktop_size()
        plan = window_plan(self.settings.window_size, desktop)
        if self.settings.fullscreen and desktop is not None:
            plan = WindowPlan(desktop, (0, 0), False)
        pygame.display.set_mode(plan.size, pygame.RESIZABLE)
        with contextlib.suppress(pygame.error, AttributeError):
            window = _window()
            window.minimum_size = MINIMUM_WINDOW
            if plan.position is not None:
                window.position = plan.position
            if plan.maximized:
                window.maximize()  # the window manager knows the desktop's bars
            if self.settings.fullscreen:
                window.set_fullscreen(desktop=True)
        return _display_surface()

    def _apply_window(self) -> None:
        """Make the real window match settings.fullscreen and settings.window_size (only
        when one of them changed: a new mode makes a new window)."""
        wanted = (self.settings.fullscreen, self.settings.window_size)
        if self.headless or wanted == self._window_applied:
            return
        self.window = self._set_mode()
        self._window_applied = (self.settings.fullscreen, self.settings.window_size)
        self._fit_screen()

    def _fit_screen(self) -> None:
        """Choose the drawing surface for the window's size and lay out again the scenes
        on view (the top one, and those under it while it is an overlay); the others lay
        out again when they are back on top."""
        self.window = _display_surface()
        self.scale = pixel_scale(self.window.get_size())
        if self.scale == 1:
            self.screen = self.window
        else:
            width, height = self.window.get_size()
            self.screen = pygame.Surface((width // self.scale, height // self.scale))
        self.ui.set_window_resolution(self.size)
        self.ui.mouse_pos_scale_factor = [1 / self.scale, 1 / self.scale]
        self.frame_wanted = True
        for scene in self.drawn_scenes():
            scene.relayout()
            if scene is not self.top and scene.root is not None:
                scene.root.hide()  # under an overlay: drawn, but its widgets stay paused

    def toggle_fullscreen(self) -> None:
        """F11: switch between full screen and the window, and remember the choice."""
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_settings()

    def apply_settings(self) -> None:
        """Apply `self.settings` at once (window, full screen) and save them."""
        self._apply_window()
        self.save_settings()

    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
            self._saved_settings = replace(self.settings)
        except OSError as error:
            self.show_message("Settings not saved", [f"{settings_path()}: {error.strerror}"])

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled font (Noto Sans) at `size` pixels, cached."""
        key = (size, bold)
        if key not in self._fonts:
            self._fonts[key] = SafeFont(FONT_FILES[bold], size)
        return self._fonts[key]

    # the scene stack

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def scene_below(self, scene: Scene) -> Scene | None:
        """The scene just under `scene` on the stack, if any."""
        index = self.stack.index(scene)
        return self.stack[index - 1] if index > 0 else None

    def push(self, scene: Scene) -> None:
        """Pause the top scene and enter `scene` on top of it."""
        if self.stack:
            self.stack[-1].pause()
        self._open(scene)

    def pop(self, scene: Scene | None = None) -> None:
        """Exit the top scene (or every scene down to and including `scene`) and resume the
        one below. Popping the last scene ends the app. Popping a scene that is no longer on
        the stack does nothing."""
        target = scene if scene is not None else self.top
        if target is None or target not in self.stack:
            return
        while True:
            scene_popped = self.stack.pop()
            scene_popped.exit()
            if scene_popped is target:
                break
        self._after_pop()

    def replace(self, scene: Scene) -> None:
        """Exit the top scene and enter `scene` in its place (the one below stays paused)."""
        if self.stack:
            self.stack.pop().exit()
        self._open(scene)

    def clear_to(self, scene: Scene) -> None:
        """Exit every scene and make `scene` the only one (e.g. back to the main menu)."""
        self._exit_all()
        self._open(scene)

    def _open(self, scene: Scene) -> None:
        self.running = True
        self.frame_wanted = True
        self.stack.append(scene)
        scene.enter()
        self._show_title()

    def _after_pop(self) -> None:
        self.frame_wanted = True
        if self.stack:
            self.stack[-1].resume()
            self._show_title()
        else:
            self.running = False

    def _exit_all(self) -> None:
        while self.stack:
            self.stack.pop().exit()

    def _show_title(self) -> None:
        if not self.headless and self.top is not None:
            title = self.top.title
            pygame.display.set_caption(f"{APP_TITLE} — {title}" if title else APP_TITLE)

    def show_message(self, title: str, lines: Iterable[str]) -> None:
        """Push a MessageScene (e.g. `path:line: message` problems) over the current scene."""
        self.push(MessageScene(self, title, list(lines)))

    def start(self, scene: Scene) -> None:
        """Push the first scene, and over it any problems found in the settings file."""
        self.push(scene)
        if self.problems:
            self.show_message("Your settings could not all be read", _settings_help(self.problems))

    def open_editor(self) -> None:
        """Push the level editor's home screen: the main menu's "Level editor"."""
        from game.editor.scene import editor_home

        self.push(editor_home(self))

    def quit(self) -> None:
        """Close the app: every scene on the stack gets `exit()` (to save), top first."""
        self._exit_all()
        self.running = False

    # one frame

    def tick(self, events: Iterable[pygame.event.Event], dt: float, draw: bool = True) -> None:
        """Handle `events`, then every event queued meanwhile (the pygame-gui events they
        caused, …) in the order it was posted; update, and draw one frame (unless `draw` is
        False: the loop passes False while nothing changed)."""
        for event in events:
            if event.type != PHONE_WOKEN:  # a phone's tap changes the phone's frame only
                self.frame_wanted = True
            self.dispatch(event)
        self._dispatch_queued()
        if not self.running:
            return
        for work in list(self.background):
            work(dt)
        if self.top is not None:
            self.top.update(dt)
        self.ui.update(dt)
        if draw:
            self.frame_wanted = False
            self.draw()

    @property
    def busy(self) -> bool:
        """True while the next frame must be drawn: something changed since the last one, or
        a scene on screen animates (`Scene.busy`)."""
        return self.frame_wanted or any(scene.busy for scene in self.drawn_scenes())

    def _typing(self) -> bool:
        """A text box has the focus: its cursor blinks (drawn at each idle wake)."""
        focused = self.ui.get_focus_set() or ()
        return any(isinstance(element, UITextEntryLine) for element in focused)

    def drawn_scenes(self) -> list[Scene]:
        """The top scene and, while it is an overlay, the scenes under it down to an opaque one."""
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        return self.stack[max(first, 0) :]

    def _dispatch_queued(self) -> None:
        """Handle what is on pygame's queue now, in the order it was posted: the events
        pygame-gui posts while handling one (button pressed, path picked, window closed, …)
        reach every scene, dialog and widget after the events posted before them, never
        grouped by type."""
        for _ in range(QUEUE_ROUNDS):
            queued = pygame.event.get()
            if not queued or not self.running:
                return
            for event in queued:
                if event.type != pygame.USEREVENT:  # pygame-gui's deprecated duplicates
                    self.frame_wanted = True
                    self.dispatch(event)

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: app keys, then pygame-gui, then the top scene (Esc → leave)."""
        if not self.running:
            return
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self._spent_key(event):
            return
        self._note_input(event)
        if event.type == pygame.VIDEORESIZE:
            self._resized((event.w, event.h))
        elif event.type == pygame.WINDOWSIZECHANGED:  # also sent when the program resizes it
            self._resized((event.x, event.y))
        field = self._text_field()
        if field is not None and event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self._key_in_field(event, field)
            return
        if field is None and pygame.key.get_repeat() != (0, 0):
            pygame.key.set_repeat(0)  # a field gone with the focus left it on: a held key
            # would press again and again what the next screen puts under it
        top = self.top
        self._deliver(event)
        if event.type == pygame.KEYDOWN and self.top is not top:
            self._held_key = (event.key, event.unicode)  # it opened or closed a screen: spent

    def _deliver(self, event: pygame.event.Event) -> None:
        """pygame-gui first, then the top scene (Esc it does not use leaves it)."""
        if self.ui.process_events(event) or self.top is None:
            return
        shown = for_scenes(event)  # of a button, only a press (game/ui/widgets.py)
        if shown is None or (shown.type == BUTTON_HOVERED and self.keyboard_last):
            return  # a button appearing under a resting pointer after a key takes no focus
        used = self.top.handle_event(self._in_scene_pixels(shown))
        if not used and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.top.leave()

    def _text_field(self) -> UITextEntryLine | None:
        """The text field that has the keyboard focus, if any."""
        for element in self.ui.get_focus_set() or ():
            if isinstance(element, UITextEntryLine) and element.visible and element.alive():
                return element
        return None

    def _key_in_field(self, event: pygame.event.Event, field: UITextEntryLine) -> None:
        """While a text field has the focus it takes every key that types or edits: no
        shortcut of the scene fires. Enter, Tab and Esc end the typing: Enter and Tab also
        reach the scene (a form moves on), Esc leaves the field and never the screen."""
        if types_text(event):
            self.ui.process_events(event)
        elif event.key == pygame.K_ESCAPE:
            if event.type == pygame.KEYDOWN and self.top is not None:
                self.top.handle_event(event)  # a form may put the text back; never a leave
                self.ui.set_focus_set(None)
                self._held_key = (event.key, "")  # its release is the field's too
        else:
            self._deliver(event)
            ends = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB)
            if ends and event.type == pygame.KEYDOWN and field.is_focused and field.alive():
                self.ui.set_focus_set(None)

    def _spent_key(self, event: pygame.event.Event) -> bool:
        """True for what follows a key press that opened or closed a screen: the character
        it typed, its release and, while keys repeat, its repeats. The next screen never
        gets that press again."""
        if self._held_key is None:
            return False
        key, text = self._held_key
        if event.type == pygame.TEXTINPUT and text and event.text == text:
            self._held_key = (key, "")
            return True
        if event.type == pygame.KEYUP and event.key == key:
            self._held_key = None
            return True
        repeating = pygame.key.get_repeat() != (0, 0)
        if event.type == pygame.KEYDOWN and event.key == key and repeating:
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._held_key = None  # another press: the one held is over
        return False

    def _note_input(self, event: pygame.event.Event) -> None:
        """Where the pointer is and whether the keyboard was used last (for whole texts)."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = self._in_scene_pixels(event).pos
            if not self._window_moved:
                self.keyboard_last = False
            self._window_moved = False
        elif event.type == pygame.KEYDOWN:
            self.keyboard_last = True
        elif event.type in WINDOW_CHANGES:
            self._window_moved = True  # the pointer's next motion is the window's, not a hand's

    def _resized(self, size: tuple[int, int]) -> None:
        if self._laid_out_for(size):
            return  # SDL reports one resize by two events
        if self.headless:
            pygame.display.set_mode(size)
        elif not pygame.display.is_fullscreen():
            self.settings.window_size = size  # the last size, for the next start
            self._window_applied = (self.settings.fullscreen, size)
        self._fit_screen()

    def _laid_out_for(self, size: tuple[int, int]) -> bool:
        """The window has `size` and the top scene is laid out for it already."""
        scale = pixel_scale(size)
        drawing_size = (size[0] // scale, size[1] // scale)
        top_fits = self.top is None or self.top.built_for == drawing_size
        return self.window.get_size() == size and self.size == drawing_size and top_fits

    def _in_scene_pixels(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position in the drawing surface's pixels (pygame-gui scales
        by itself through `mouse_pos_scale_factor`)."""
        if self.scale == 1 or not hasattr(event, "pos"):
            return event
        data = dict(event.dict, pos=(event.pos[0] // self.scale, event.pos[1] // self.scale))
        if "rel" in data:
            data["rel"] = (event.rel[0] // self.scale, event.rel[1] // self.scale)
        return pygame.event.Event(event.type, data)

    def mouse_pos(self) -> tuple[int, int]:
        """The mouse position in the drawing surface's pixels."""
        x, y = pygame.mouse.get_pos()
        return x // self.scale, y // self.scale

    def draw(self) -> None:
        """Draw the top scene (and the scenes under it while it is an overlay), then the GUI,
        then the whole text of a shortened one under the pointer or keyboard focus."""
        WHOLE_TEXTS.new_frame()
        LAYOUT.new_frame(self.screen)
        scenes = self.drawn_scenes()
        for layer, scene in enumerate(scenes):
            LAYOUT.layer = layer
            if layer and layer == len(scenes) - 1:  # a modal dialog: nothing under it offers
                WHOLE_TEXTS.new_frame()  # its whole text over the dialog
            scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        dialog = self._open_dialog()
        if dialog is not None:  # a file dialog: nothing under it offers its whole text over it
            WHOLE_TEXTS.new_frame()
        self._place_shortened_elements(dialog)
        item = WHOLE_TEXTS.at(self.pointer, self.keyboard_last)
        self.whole_text_shown = item.whole if item else None
        self.whole_text_card = None
        if item is not None:
            LAYOUT.layer = CARD_LAYER
            buttons = self._button_rects() + (scenes[-1].card_avoids() if scenes else [])
            self.whole_text_card = draw_whole_text(self.screen, self.font(18), item, buttons)

    def _open_dialog(self) -> UIWindow | None:
        """The front pygame-gui window (a file dialog), when one is open."""
        stack = self.ui.get_window_stack().get_full_stack()
        windows = [w for w in stack if isinstance(w, UIWindow) and w.visible]
        return windows[-1] if windows else None

    def _button_rects(self) -> list[pygame.Rect]:
        """Where the visible buttons and text fields are (a whole-text card goes clear of
        them if it can)."""
        sprites = self.ui.get_sprite_group().sprites()
        controls = (UIButton, UITextEntryLine)
        return [e.rect for e in sprites if isinstance(e, controls) and e.visible]

    def _place_shortened_elements(self, dialog: UIWindow | None = None) -> None:
        """Buttons whose label was shortened (`clip_text`) or is cut off by pygame-gui (a
        file dialog's long file name), and text entries holding more than their box shows,
        show it whole like drawn text, on hover and on keyboard focus (with `dialog` open,
        only its own)."""
        for element in self.ui.get_sprite_group().sprites():
            if dialog is not None and not _inside(element, dialog):
                continue
            if isinstance(element, UITextEntryLine) and element.visible:
                self._place_entry_text(element)
            if not isinstance(element, UIButton) or not element.visible or not element.text:
                continue
            if element.text.startswith("pygame-gui."):  # pygame-gui's own translated words
                continue
            focused = element.is_selected
            font = element.font
            if (
                font is not None
                and font.size(element.text)[0] > element.rect.width - BUTTON_BORDERS
            ):
                offer_whole_text(self.screen, element.rect, element.text, focused)
            else:
                WHOLE_TEXTS.place(self.screen, element.rect, element.text, focused)

    def _place_entry_text(self, entry: UITextEntryLine) -> None:
        """A text entry scrolls what does not fit: its whole text on hover and while it has
        the keyboard focus (typed in, or reached with Tab)."""
        text = entry.get_text()
        if not text or entry.is_text_hidden:
            return
        if entry.font is not None and entry.font.size(text)[0] > entry_room(entry):
            offer_whole_text(self.screen, entry.rect, text, entry.is_focused)

    def present(self) -> None:
        """Show the drawn frame in the window (doubled pixel for pixel on a large screen)."""
        if self.scale != 1:
            pygame.transform.scale(self.screen, self.window.get_size(), self.window)
        pygame.display.flip()

    # the loop

    def run(self) -> int:
        """Run until the last scene is popped or the window is closed; return the exit code.
        While nothing changes, sleep until an event comes instead of drawing 60 frames a
        second."""
        while self.running:
            self._pass(*self._next_events())  # asleep while idle, headless too
        if self.settings != self._saved_settings:
            self.save_settings()
        return 0

    def step(self, dt: float | None = None) -> None:
        """One pass of the loop: every queued event in the order it was posted, update, and
        draw and show a frame when something may have changed. Headless (tests), it never
        sleeps and a frame lasts `dt` (1/60 s unless given), so a test drives the real loop
        with `pygame.event.post` and `step()` (game/ui/driver.py)."""
        if self.headless:
            events, dt = pygame.event.get(), HEADLESS_FRAME if dt is None else dt
        else:
            events, dt = self._next_events()
        self._pass(events, dt)

    def _next_events(self) -> tuple[list[pygame.event.Event], float]:
        """The queued events and the seconds since the last pass: at the frame rate while
        busy, else asleep until an event comes (or the idle wake)."""
        if self.busy:
            dt = self.clock.tick(FRAME_RATE) / 1000
            return pygame.event.get(), dt
        events = wait_events(IDLE_WAKE_MS)
        return events, self.clock.tick() / 1000

    def _pass(self, events: list[pygame.event.Event], dt: float) -> None:
        # a phone's tap wakes the loop for the phone's frame: the window draws only when
        # what it shows changed (the desk says so: PHONES_CHANGED)
        shown = any(event.type != PHONE_WOKEN for event in events)
        drawing = self.busy or shown or self._typing()
        self.tick(events, dt, draw=drawing)
        if self.running and drawing:
            self.present()


def pixel_scale(window: tuple[int, int]) -> int:
    """How many window pixels show one drawing pixel: 1, or 2 (3, …) on very large screens."""
    return max(1, min(window[0] // SCALE_UNIT[0], window[1] // SCALE_UNIT[1]))


def wait_events(timeout_ms: int) -> list[pygame.event.Event]:
    """Sleep until an event comes (at most `timeout_ms`), then return every queued event."""
    first = pygame.event.wait(timeout_ms)
    if first.type == pygame.NOEVENT:
        return []
    return [first, *pygame.event.get()]


@dataclass(frozen=True)
class WindowPlan:
    """Where the window opens: its size, its top-left corner (None: where the system puts
    it) and whether it is maximized."""

    size: tuple[int, int]
    position: tuple[int, int] | None
    maximized: bool


def window_plan(remembered: tuple[int, int] | None, desktop: tuple[int, int] | None) -> WindowPlan:
    """The window for a desktop of `desktop` size: maximized the first time (nothing
    `remembered`), else the last size; never larger than the desktop, centred on it, never
    at a negative position."""
    if desktop is None:
        return WindowPlan(remembered or DEFAULT_SIZE, None, False)
    wanted = remembered or desktop
    size = (min(wanted[0], desktop[0]), min(wanted[1], desktop[1]))
    position = ((desktop[0] - size[0]) // 2, (desktop[1] - size[1]) // 2)
    return WindowPlan(size, position, remembered is None)


def _desktop_size() -> tuple[int, int] | None:
    with contextlib.suppress(pygame.error, IndexError):
        return pygame.display.get_desktop_sizes()[0]
    return None


def _display_surface() -> pygame.Surface:
    """The display's surface (set_mode has made it)."""
    surface = pygame.display.get_surface()
    assert surface is not None, "no display mode set"
    return surface


def _window() -> Any:
    """The display module's window (pygame-ce 2.5 offers no other way to size it)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def _set_icon() -> None:
    """The window's icon (kept when the picture cannot be read: the window still opens)."""
    with contextlib.suppress(pygame.error, OSError):
        pygame.display.set_icon(pygame.image.load(str(ICON_FILE)))


def _theme_data() -> dict[str, Any]:
    """assets/theme.json with its font paths made absolute."""
    data = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    for block in data.values():
        font = block.get("font", {})
        for key in ("regular_path", "bold_path"):
            if key in font:
                font[key] = str(ASSETS / Path(font[key]))
    return data


def run_app(start: SceneFactory | None = None) -> int:
    """Open the window with `start(app)` (default: the main menu) and run until closed."""
    clean_user_folders()
    app = App()
    install_quit_signals()
    if start is None:
        from game.ui.menu import MainMenuScene

        start = MainMenuScene
    app.start(start(app))
    try:
        return app.run()
    finally:
        pygame.quit()


def _settings_help(problems: list[str]) -> list[str]:
    return [
        *problems,
        "",
        "The defaults are used instead. They are saved over the file when you change a setting.",
    ]


def _inside(element: object, window: UIWindow) -> bool:
    """Whether `element` is `window` or one of its parts (its containers lead up to it)."""
    own = (window, window.get_container())
    seen: Any = element
    while seen is not None:
        if any(seen is part for part in own):
            return True
        container = getattr(seen, "ui_container", None)
        seen = None if container is seen else container
    return False


def run_demo(game: GameInfo, seed: int, players: int, exit_after_results: bool) -> int:
    """`python main.py demo GAME`: bots play a whole match in the window. With
    `exit_after_results` the animations are skipped and the program ends once the game's
    final screen (a scene with `final = True`) has been drawn."""
    app = App()
    assert game.demo_scene is not None
    app.start(game.demo_scene(app, seed, players, exit_after_results))
    try:
        if not exit_after_results:
            return app.run()
        while app.running:
            app.tick(pygame.event.get(), app.clock.tick(FRAME_RATE) / 1000)
            if not app.running:
                break
            app.present()
            if getattr(app.top, "final", False):
                return 0
        return 1  # the window closed before the match reached its final screen
    finally:
        pygame.quit()
