"""A window that fits: every screen, resized to an 800×600 screen, a small window, a laptop
screen and a large screen, keeps its widgets and its drawing inside the window, every button
label whole in its button and no text below 12 px; the window opens at the largest size that
fits the screen; the Settings window size and full screen take effect; the loop sleeps while
nothing changes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pygame
import pytest
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton

from game import app as app_module
from game.app import MINIMUM_WINDOW, THEME_FILE, App, WindowPlan, pixel_scale, window_plan
from game.bench_window import run_for
from game.screen_tour import SCREENS, resize, show
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event
from game.ui.settings import Settings, SettingsScene, next_size, window_choices

SIZES = [(1000, 625), (1366, 768), (2560, 1440), (800, 600)]
MARGIN = 64
LABEL_PADDING = 6  # the button's border and the room pygame-gui keeps around its text
SMALLEST_TEXT = 12
BOARD_VIEW_FILE = str(Path("game", "ui", "board_view.py"))


class OversizedApp(App):
    """Scenes lay out in `size` but draw on a surface MARGIN px larger each way, so anything
    drawn beyond the window's right or bottom edge can be seen."""

    laid_out_size: tuple[int, int] | None = None

    @property
    def size(self) -> tuple[int, int]:
        return self.laid_out_size or self.screen.get_size()


def inside_a_board_view() -> bool:
    """Called from the board view's own drawing (cells, sprites, coordinate labels)? Those
    scale with the cells: the boards' text sizes are tested in test_social_boards.py."""
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_filename.endswith(BOARD_VIEW_FILE):
            return True
        frame = frame.f_back
    return False


def fonts_requested(app: App) -> list[int]:
    """Every font size the screen asks for from now on, but the boards' own."""
    sizes: list[int] = []
    original = app.font

    def font(size: int, bold: bool = False) -> pygame.font.Font:
        if not inside_a_board_view():
            sizes.append(size)
        return original(size, bold)

    app.font = font  # type: ignore[method-assign]
    return sizes


def visible_elements(app: App) -> list[UIElement]:
    return [
        element
        for element in app.ui.get_sprite_group().sprites()
        if isinstance(element, UIElement)
        and element.visible
        and element.alive()
        and element is not app.ui.get_root_container()
    ]


def clipped_labels(app: App) -> list[str]:
    """The visible buttons whose label is wider than the button leaves it."""
    return [
        f"{element.text!r}: {element.font.size(element.text)[0]} px in {element.rect.width} px"
        for element in visible_elements(app)
        if isinstance(element, UIButton)
        and element.font.size(element.text)[0] > element.rect.width - LABEL_PADDING
    ]


def outside_colours(surface: pygame.Surface, size: tuple[int, int]) -> set[tuple[int, ...]]:
    """The colours found right of and below the window's area (one when nothing is there)."""
    width, height = size
    colours: set[tuple[int, ...]] = set()
    for x in range(0, surface.get_width(), 3):
        for y in range(height, surface.get_height(), 3):
            colours.add(tuple(surface.get_at((x, y))))
    for x in range(width, surface.get_width(), 3):
        for y in range(0, height, 3):
            colours.add(tuple(surface.get_at((x, y))))
    return colours


def theme_font_sizes() -> set[int]:
    data = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    return {
        int(block["font"]["size"]) for block in data.values() if "size" in block.get("font", {})
    }


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_screen_fits_a_resized_window(screen):
    """The screen resized to each of SIZES in turn, as a player drags the window's edge."""
    app = OversizedApp(headless=True)
    sizes = fonts_requested(app)
    show(app, screen)
    for size in SIZES:
        sizes.clear()  # from here on: the fonts asked for at the new size
        app.laid_out_size = None
        resize(app, size)
        scale = pixel_scale(size)
        assert app.scale == scale
        laid_out = (size[0] // scale, size[1] // scale)
        assert app.screen.get_size() == laid_out
        app.laid_out_size = laid_out
        app.screen = pygame.Surface((laid_out[0] + MARGIN, laid_out[1] + MARGIN))
        app.tick([], 1 / 60)
        window = pygame.Rect((0, 0), laid_out)
        outside = [
            f"{type(element).__name__} {getattr(element, 'text', '')!r} at {element.rect}"
            for element in visible_elements(app)
            if not window.contains(element.rect)
        ]
        assert outside == [], f"{screen} at {size}: widgets outside the window"
        assert clipped_labels(app) == [], f"{screen} at {size}: button labels cut"
        drawn_beyond = len(outside_colours(app.screen, laid_out)) != 1
        assert not drawn_beyond, f"{screen} at {size}: drawn beyond the edge"
        assert min(sizes) * scale >= SMALLEST_TEXT, f"{screen} at {size}: a {min(sizes)} px font"
    assert min(theme_font_sizes()) >= SMALLEST_TEXT  # the widgets' own text, at scale 1 too


def test_a_large_screen_is_drawn_at_half_size_pixel_for_pixel():
    assert [pixel_scale(size) for size in SIZES] == [1, 1, 2, 1]
    app = App(headless=True, size=(2560, 1440))
    assert app.size == (1280, 720)
    app.start(MainMenuScene(app))
    app.tick([], 1 / 60)
    click = pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(0, 0), buttons=(0, 0, 0))
    assert app._in_scene_pixels(click).pos == (200, 150)


def test_resizing_lays_out_the_screens_under_the_top_one_when_they_come_back():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.tick([key_event(pygame.K_UP)], 1 / 60)
    app.push(SettingsScene(app))
    app.tick([], 1 / 60)
    resize(app, (1000, 625))
    menu = app.stack[0]
    assert menu.built_for == (1280, 800)
    app.tick([key_event(pygame.K_ESCAPE)], 1 / 60)
    assert app.top is menu and menu.built_for == (1000, 625)
    assert menu.buttons_area.right <= 1000


class FakeWindow:
    """pygame's Window as the app sets it: every attribute set and method called, logged."""

    def __init__(self, log: list):
        self.log = log

    def __setattr__(self, name, value):
        if name != "log":
            self.log.append((name, value))
        object.__setattr__(self, name, value)

    def maximize(self):
        self.log.append(("maximize",))

    def set_fullscreen(self, desktop=False):
        self.log.append(("set_fullscreen", desktop))


def a_real_window(monkeypatch, desktop: tuple[int, int], settings=None) -> tuple[App, list, list]:
    """An app whose window is opened as on a real screen of `desktop` size (the dummy
    driver standing in): the modes asked for and what was done to the window, logged."""
    monkeypatch.setattr(app_module, "_desktop_size", lambda: desktop)
    modes: list[tuple] = []
    done: list[tuple] = []
    real_set_mode = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0):
        modes.append((tuple(size), flags))
        return real_set_mode(size)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    monkeypatch.setattr(app_module, "_window", lambda: FakeWindow(done))
    app = App(headless=True, settings=settings)
    app.headless = False  # as a real window from here on
    app.apply_settings()
    return app, modes, done


def test_the_settings_window_size_and_full_screen_take_effect(monkeypatch):
    app, modes, done = a_real_window(monkeypatch, (2560, 1440), Settings(window_size=(1280, 800)))
    app.start(MainMenuScene(app))
    app.push(SettingsScene(app))
    app.tick([], 1 / 60)
    assert app.top.menu.items[0].label == "Window size: 1280 × 800"
    app.tick([key_event(pygame.K_RIGHT)], 1 / 60)  # the next size that fits: 1366 × 768
    assert app.settings.window_size == (1366, 768)
    assert modes[-1] == ((1366, 768), pygame.RESIZABLE)
    assert ("position", (597, 336)) in done  # centred on the screen
    assert app.top.menu.items[0].label == "Window size: 1366 × 768"
    assert app.window_size == (1366, 768) and app.top.built_for == app.size
    done.clear()
    app.tick([key_event(pygame.K_F11)], 1 / 60)
    assert app.settings.fullscreen
    assert modes[-1] == ((2560, 1440), pygame.RESIZABLE)  # the desktop's size…
    assert done[-2:] == [("position", (0, 0)), ("set_fullscreen", True)]  # …at its top-left
    done.clear()
    app.tick([key_event(pygame.K_F11)], 1 / 60)
    assert not app.settings.fullscreen and ("set_fullscreen", True) not in done
    assert modes[-1] == ((1366, 768), pygame.RESIZABLE)


@pytest.mark.parametrize(
    "remembered, desktop, size, position, maximized",
    [
        (None, (1366, 768), (1366, 768), (0, 0), True),  # the first time: maximized
        (None, (800, 600), (800, 600), (0, 0), True),
        ((1280, 800), (1366, 768), (1280, 768), (43, 0), False),  # never taller than the screen
        ((1280, 800), (800, 600), (800, 600), (0, 0), False),  # never at x = -80
        ((1024, 600), (1920, 1080), (1024, 600), (448, 240), False),  # the last size, centred
        ((1280, 800), None, (1280, 800), None, False),  # a screen that cannot be told
    ],
)
def test_the_window_opens_at_the_largest_size_that_fits_the_screen(
    remembered, desktop, size, position, maximized
):
    assert window_plan(remembered, desktop) == WindowPlan(size, position, maximized)


@pytest.mark.parametrize("desktop", [(800, 600), (1366, 768)])
def test_the_first_window_is_maximized_and_never_larger_than_the_screen(monkeypatch, desktop):
    app, modes, done = a_real_window(monkeypatch, desktop)
    assert modes[-1] == (desktop, pygame.RESIZABLE)
    assert ("position", (0, 0)) in done and ("maximize",) in done
    assert ("minimum_size", MINIMUM_WINDOW) in done
    assert MINIMUM_WINDOW[0] <= 800 and MINIMUM_WINDOW[1] <= 600


def test_settings_shows_the_real_window_size_after_a_resize():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    driver = Driver(app)
    driver.post(pygame.event.Event(pygame.VIDEORESIZE, w=1101, h=688, size=(1101, 688)))
    app.push(SettingsScene(app))
    driver.step()
    assert app.top.menu.items[0].label == "Window size: 1101 × 688"
    driver.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600)))
    assert app.top.menu.items[0].label == "Window size: 800 × 600"
    assert app.size == (800, 600)


def test_settings_offers_the_sizes_that_fit_the_screen():
    assert window_choices((1366, 768)) == [(800, 600), (1024, 600), (1280, 720), (1366, 768)]
    assert window_choices((800, 600)) == [(800, 600)]
    choices = window_choices((1920, 1080))
    assert next_size(choices, (1101, 688), 1) == (1280, 720)
    assert next_size(choices, (1101, 688), -1) == (1024, 600)
    assert next_size(choices, (1920, 1080), 1) == (800, 600)  # round to the smallest


def test_the_loop_sleeps_on_a_still_screen_and_draws_while_a_scene_is_busy(monkeypatch):
    app = App(headless=True)
    app.start(MainMenuScene(app))
    assert app.busy  # the first frame
    app.tick([], 1 / 60)
    assert not app.busy
    app.tick([key_event(pygame.K_DOWN)], 1 / 60)
    assert not app.busy  # drawn after the key press, then still again
    show(app, "social-reveal")
    assert app.busy  # the reveal plays
    app.tick([key_event(pygame.K_END)], 1 / 60)  # skip to the end
    app.tick([], 1 / 60)
    assert not app.busy


def frames_drawn_by_the_loop(app: App, seconds: float) -> int:
    return run_for(app, seconds)[1]


def test_the_loop_draws_nothing_while_the_menu_sits_still():
    app = App(headless=True)
    show(app, "menu")
    assert frames_drawn_by_the_loop(app, 0.6) <= 2  # not 36 frames


def test_the_loop_draws_every_frame_while_a_reveal_plays():
    app = App(headless=True)
    show(app, "social-reveal")
    drawn = 0
    draw = app.draw

    def counted_draw() -> None:
        nonlocal drawn
        drawn += 1
        draw()

    app.draw = counted_draw
    for _ in range(20):  # passes of the loop with no event: a playing reveal is drawn on each
        app.step()
    assert drawn == 20


def test_a_screen_under_a_dialog_is_laid_out_again_when_the_window_changes_size():
    from game.ui.dialogs import ConfirmScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.tick([], 1 / 60)
    menu = app.top
    app.push(ConfirmScene(app, "Quit?", lambda: None))
    app.tick([], 1 / 60)
    resize(app, (1000, 625))
    assert menu.built_for == (1000, 625)
    assert not any(button.visible for button in menu.menu.buttons)  # still paused
    app.pop()
    assert all(button.visible for button in menu.menu.buttons)
