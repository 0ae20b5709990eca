"""The pygame window, the scene stack and the main loop.

`python main.py` calls `run_app()`, which opens the window and shows the main menu. Tests
build `App(headless=True)` (with SDL_VIDEODRIVER=dummy, set by tests/conftest.py), push a
scene and drive it with real pygame events, one frame per `tick`:

    app = App(headless=True)
    app.push(MainMenuScene(app))
    app.tick([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN)], 1 / 60)
    assert isinstance(app.top, MainMenuScene)

The window is opened once with `SCALED | RESIZABLE`: scenes always draw on a 1280×800
surface (`app.size`) and SDL scales it to the window. Game modules are imported only when
their scene is first opened, so the menu appears quickly.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.core.paths import ASSETS
from game.core.saves import clean_user_folders
from game.games import GameInfo
from game.ui.dialogs import MessageScene
from game.ui.scene import Scene
from game.ui.settings import Settings, load_settings, save_settings, settings_path
from game.ui.signals import install_quit_signals

LOGICAL_SIZE = (1280, 800)
FRAME_RATE = 60
APP_TITLE = "Serpentarium"
FONT_FILES = {
    False: ASSETS / "fonts" / "NotoSans-Regular.ttf",
    True: ASSETS / "fonts" / "NotoSans-Bold.ttf",
}
THEME_FILE = ASSETS / "theme.json"
GUI_EVENT_TYPES = sorted(
    value
    for name, value in vars(pygame_gui).items()
    if name.startswith("UI_") and isinstance(value, int)
)

SceneFactory = Callable[["App"], Scene]


class App:
    """Owns the window (or a headless surface), the scene stack, one pygame-gui manager,
    the settings, a font cache and the clock.

    Scenes reach everything through `scene.app`: `app.push / pop / replace / clear_to`,
    `app.ui` (the UIManager for their elements), `app.font(size, bold)`, `app.settings`,
    `app.size` (the logical surface size), `app.show_message(title, lines)`, `app.quit()`.
    """

    def __init__(self, headless: bool = False, settings: Settings | None = None):
        """Open the window. `headless`: no window flags, no flip, no frame-rate wait."""
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        self.problems: list[str] = []
        if settings is None:
            settings, problems = load_settings()
            self.problems = [str(problem) for problem in problems]
        self.settings = settings
        self._saved_settings = replace(settings)
        self.screen = self._open_window()
        self.ui = pygame_gui.UIManager(LOGICAL_SIZE, _theme_data(), enable_live_theme_updates=False)
        pygame_gui.core.utility.set_default_manager(self.ui)
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.running = True
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}

    # the window

    @property
    def size(self) -> tuple[int, int]:
        """The logical drawing size (always 1280×800; SDL scales it to the window)."""
        return self.screen.get_size()

    def _open_window(self) -> pygame.Surface:
        if self.headless:
            return pygame.display.set_mode(LOGICAL_SIZE)
        pygame.display.set_caption(APP_TITLE)
        screen = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
        self._apply_window()
        return screen

    def _apply_window(self) -> None:
        """Make the real window match settings.fullscreen and settings.window_size."""
        if self.headless:
            return
        try:
            if pygame.display.is_fullscreen() != self.settings.fullscreen:
                pygame.display.toggle_fullscreen()
            if not self.settings.fullscreen:
                _window().size = self.settings.window_size
        except pygame.error:
            self.settings.fullscreen = pygame.display.is_fullscreen()

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
            self._fonts[key] = pygame.font.Font(FONT_FILES[bold], size)
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
        self.stack.append(scene)
        scene.enter()
        self._show_title()

    def _after_pop(self) -> None:
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

    def quit(self) -> None:
        """Close the app: every scene on the stack gets `exit()` (to save), top first."""
        self._exit_all()
        self.running = False

    # one frame

    def tick(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """Handle `events` (and the pygame-gui events they cause), update, draw one frame."""
        for event in events:
            self.dispatch(event)
        self._dispatch_gui_events()
        if not self.running:
            return
        if self.top is not None:
            self.top.update(dt)
        self.ui.update(dt)
        self.draw()

    def _dispatch_gui_events(self) -> None:
        """pygame-gui posts its events (button pressed, …) to the queue: handle them now."""
        while self.running:
            pygame.event.get(pygame.USEREVENT)  # pygame-gui's deprecated duplicates
            queued = pygame.event.get(GUI_EVENT_TYPES)
            if not queued:
                return
            for event in queued:
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
        if event.type == pygame.VIDEORESIZE:
            self._resized(event)
        if self.ui.process_events(event) or self.top is None:
            return
        used = self.top.handle_event(event)
        if not used and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.top.leave()

    def _resized(self, event: pygame.event.Event) -> None:
        if not self.headless and not pygame.display.is_fullscreen():
            self.settings.window_size = (event.w, event.h)
        if self.top is not None:
            self.top.relayout()

    def draw(self) -> None:
        """Draw the top scene (and the scenes under it while it is an overlay), then the GUI."""
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        for scene in self.stack[max(first, 0) :]:
            scene.draw(self.screen)
        self.ui.draw_ui(self.screen)

    # the loop

    def run(self) -> int:
        """Run until the last scene is popped or the window is closed; return the exit code."""
        while self.running:
            dt = self.clock.tick(FRAME_RATE) / 1000
            self.tick(pygame.event.get(), dt)
            if self.running:
                pygame.display.flip()
        if self.settings != self._saved_settings:
            self.save_settings()
        return 0


def _window() -> Any:
    """The display module's window (pygame-ce 2.5 offers no other way to size it)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


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
            pygame.display.flip()
            if getattr(app.top, "final", False):
                return 0
        return 1  # the window closed before the match reached its final screen
    finally:
        pygame.quit()
