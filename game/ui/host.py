"""What a scene may ask of the window shell that runs it.

The shell (`game.app.App`) depends on the parts in `game/ui` and in the game packages, never
the other way round: scenes are typed against this protocol, and App satisfies it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

import pygame
import pygame_gui

if TYPE_CHECKING:
    from game.ui.scene import Scene
    from game.ui.settings import Settings


class Host(Protocol):
    ui: pygame_gui.UIManager
    settings: Settings
    stack: list[Scene]
    running: bool
    headless: bool
    clock: pygame.time.Clock
    screen: pygame.Surface
    scale: int
    kept: dict[str, object]
    """What a screen keeps for when the player comes back to it in this sitting (not saved),
    such as a tournament's choices and standings."""
    background: list[Callable[[float], None]]
    """Work done on every pass of the loop whatever is on top, with the seconds since the
    last (phone seats: their messages taken, their off-screen entries drawn)."""

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def top(self) -> Scene | None: ...

    @property
    def window_size(self) -> tuple[int, int]: ...

    @property
    def desktop_size(self) -> tuple[int, int] | None: ...

    def mouse_pos(self) -> tuple[int, int]: ...

    def font(self, size: int, bold: bool = False) -> pygame.font.Font: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self, scene: Scene | None = None) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def clear_to(self, scene: Scene) -> None: ...

    def scene_below(self, scene: Scene) -> Scene | None: ...

    def drawn_scenes(self) -> list[Scene]: ...

    def show_message(self, title: str, lines: Iterable[str]) -> None: ...

    def apply_settings(self) -> None: ...

    def save_settings(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def open_editor(self) -> None:
        """Push the level editor's home screen (the shell knows the editor; the menu does
        not)."""

    def tick(self, events: Iterable[pygame.event.Event], dt: float, draw: bool = True) -> None: ...

    def step(self, dt: float | None = None) -> None: ...

    def quit(self) -> None: ...
