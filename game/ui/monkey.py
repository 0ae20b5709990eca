"""Real pygame events for tests, and a monkey that sends random ones to a Host.

    monkey(app, 3000, random.Random(7), refill=lambda app: app.push(MainMenuScene(app)))
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)     # one pass of the loop per key
    play_until(app, ResultsScene)      # through curtains (Space) and reveals (End, Enter)

The monkey presses keys, clicks (half of the time on a visible button), moves the mouse,
turns the wheel and resizes the window, one frame per event, to whatever scene is on top.
It never sends QUIT. When the stack runs empty it calls `refill`, or stops without one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene

FRAME = 1 / 60
MONKEY_KEYS = (
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_F11,
    pygame.K_y,
    pygame.K_n,
    pygame.K_z,
    pygame.K_a,
    pygame.K_1,
)


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A KEYDOWN as SDL sends it."""
    text = chr(key) if 32 <= key < 127 else ""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)


def click_events(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    """A mouse press and release at `pos`."""
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False),
    ]


def tick(app: Host, *events: pygame.event.Event, dt: float = FRAME) -> None:
    """`events` posted to pygame's queue, then one pass of the shell's own loop (a frame of
    `dt` seconds): scenes, dialogs and widgets get them as a player's (game/ui/driver.py)."""
    for event in events:
        pygame.event.post(event)
    app.step(dt)


def press(app: Host, *keys: int, mod: int = 0) -> None:
    """Each key pressed and released in its own frame (a press that opens or closes a screen
    is spent until its release, as the shell treats a held key)."""
    for key in keys:
        release = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        tick(app, key_event(key, mod), release)


def play_until(app: Host, scene_type: type, limit: int = 400) -> None:
    """Tick a hot-seat match on until a `scene_type` is on top: a curtain is passed with
    Space once armed, anything else gets End then Enter (a reveal skips to its end and
    continues). AssertionError naming the scene on top when it does not come."""
    from game.ui.hotseat import PassScene

    for _ in range(limit):
        if isinstance(app.top, scene_type):
            return
        if isinstance(app.top, PassScene):
            tick(app, dt=1.0)
            press(app, pygame.K_SPACE)
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
    raise AssertionError(f"no {scene_type.__name__}; on top: {type(app.top).__name__}")


def continue_newest(app: Host) -> Scene:
    """Back to a fresh main menu, its Continue clicked, then Enter on the list's first row:
    the scene that resumes the newest unfinished match (it takes the list's place, above
    the menu)."""
    from game.ui.driver import Driver
    from game.ui.menu import MainMenuScene

    menu = MainMenuScene(app)
    app.clear_to(menu)
    Driver(app).click_button("Continue")
    press(app, pygame.K_RETURN)
    return app.stack[app.stack.index(menu) + 1]


def visible_buttons(app: Host) -> list[UIButton]:
    return [
        element
        for element in app.ui.get_sprite_group().sprites()
        if isinstance(element, UIButton) and element.visible and element.alive()
    ]


def random_events(app: Host, rng: random.Random) -> list[pygame.event.Event]:
    """One random user action as the events SDL would send for it."""
    width, height = app.size
    roll = rng.random()
    if roll < 0.55:
        mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        return [key_event(rng.choice(MONKEY_KEYS), mod)]
    if roll < 0.8:
        buttons = visible_buttons(app)
        if buttons and rng.random() < 0.5:
            return click_events(rng.choice(buttons).rect.center)
        return click_events((rng.randrange(width), rng.randrange(height)), rng.choice((1, 1, 3)))
    if roll < 0.9:
        pos = (rng.randrange(width), rng.randrange(height))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if roll < 0.97:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
    size = (rng.randrange(640, 1920), rng.randrange(400, 1200))
    return [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]


def monkey(
    app: Host, count: int, rng: random.Random, refill: Callable[[Host], None] | None = None
) -> None:
    """Send `count` random actions to `app`, one frame each."""
    for _ in range(count):
        if app.top is None:
            if refill is None:
                return
            refill(app)
        tick(app, *random_events(app, rng))
