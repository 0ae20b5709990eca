"""The player's settings: a dataclass kept in `settings.toml` in the user config folder.

    settings, problems = load_settings()   # never raises: defaults plus `path:line` problems
    save_settings(settings)                # atomic (write_toml_atomic)

A missing file gives the defaults silently. A broken file, or a bad value in it, gives the
defaults for what could not be read and a list of problems that the Host shows once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UILabel

from game.core.paths import user_config_dir
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import TomlDocument, load_toml, write_toml_atomic
from game.ui import sound, theme
from game.ui.scene import Scene
from game.ui.timeline import SPEEDS
from game.ui.widgets import ButtonList, MenuItem, Slider

if TYPE_CHECKING:
    from game.ui.host import Host

SETTINGS_FORMAT = 1
VOLUME_ROW = 5  # the index of "Volume" in SettingsScene._rows
VOLUME_STEP = 10
MARGIN = 20
SLIDER_ROOM = 212  # the volume slider beside its button, with the gap
WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (800, 600),
    (1024, 600),
    (1280, 720),
    (1366, 768),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
)
"""The sizes Settings offers (those that fit the screen, and the whole screen itself)."""


@dataclass
class Settings:
    """What the player can change in the Settings screen."""

    window_size: tuple[int, int] | None = None
    """The window's last size; None until it has one: the window then opens maximized."""
    fullscreen: bool = False
    animation_speed: float = 1.0
    colour_blind: bool = False
    sound: bool = True
    volume: int = 60
    """Percent of the effects' own (quiet) level; `sound` off mutes them whatever this is."""


def settings_path() -> Path:
    return user_config_dir() / "settings.toml"


def load_settings(path: Path | None = None) -> tuple[Settings, list[Problem]]:
    """The saved settings (defaults where missing or invalid) and the problems found."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), []
    try:
        document = load_toml(path)
    except ProblemsFound as found:
        return Settings(), found.problems
    return _settings_from(document)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    data: dict[str, Any] = {"format": SETTINGS_FORMAT, **asdict(settings)}
    if settings.window_size is None:
        del data["window_size"]
    else:
        data["window_size"] = list(settings.window_size)
    write_toml_atomic(path or settings_path(), data)


def _settings_from(document: TomlDocument) -> tuple[Settings, list[Problem]]:
    problems: list[Problem] = []
    values: dict[str, Any] = {}
    known = {field.name for field in fields(Settings)}
    for key, value in document.data.items():
        if key == "format":
            if value != SETTINGS_FORMAT:
                problems.append(document.problem([key], f"unknown format {value!r}, expected 1"))
        elif key not in known:
            problems.append(document.problem([key], f'unknown setting "{key}"'))
        else:
            checked = _VALIDATORS[key](value)
            if checked is None:
                problems.append(document.problem([key], f"{key}: {_EXPECTED[key]}"))
            else:
                values[key] = checked
    return Settings(**values), problems


def _window_size(value: Any) -> tuple[int, int] | None:
    if not (isinstance(value, list) and len(value) == 2):
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in value):
        return None
    width, height = value
    return (width, height) if 640 <= width <= 7680 and 400 <= height <= 4320 else None


def _boolean(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _volume(value: Any) -> int | None:
    is_whole = isinstance(value, int) and not isinstance(value, bool)
    return value if is_whole and 0 <= value <= 100 else None


def _speed(value: Any) -> float | None:
    is_number = isinstance(value, int | float) and not isinstance(value, bool)
    return float(value) if is_number and value in SPEEDS else None


_VALIDATORS: dict[str, Callable[[Any], Any]] = {
    "window_size": _window_size,
    "fullscreen": _boolean,
    "animation_speed": _speed,
    "colour_blind": _boolean,
    "sound": _boolean,
    "volume": _volume,
}
_EXPECTED = {
    "window_size": "expected [width, height], from [640, 400] to [7680, 4320]",
    "fullscreen": "expected true or false",
    "animation_speed": "expected one of 0.5, 1, 2, 4",
    "colour_blind": "expected true or false",
    "sound": "expected true or false",
    "volume": "expected a whole number from 0 to 100",
}


def _on_off(value: bool) -> str:
    return "on" if value else "off"


def _cycle(options: tuple, current: Any, step: int) -> Any:
    index = options.index(current) if current in options else 0
    return options[(index + step) % len(options)]


class SettingsScene(Scene):
    """Every setting as a button: Enter/click/Right cycles forward, Left backward."""

    title = "Settings"

    def __init__(self, app: Host):
        super().__init__(app)
        self.focus = 0

    def _rows(self) -> list[tuple[str, Callable[[], str], Callable[[int], None]]]:
        """(name, current value as text, change by a step) for every setting."""
        settings = self.settings
        return [
            ("Window size", self._size_label, self._change_size),
            ("Full screen (F11)", lambda: _on_off(settings.fullscreen), self._flip("fullscreen")),
            ("Animation speed", self._speed_label, self._change_speed),
            (
                "Colour-blind palette",
                lambda: _on_off(settings.colour_blind),
                self._flip("colour_blind"),
            ),
            ("Sound", lambda: _on_off(settings.sound), self._flip("sound")),
            ("Volume", self._volume_label, self._change_volume),
        ]

    def _items(self) -> list[MenuItem]:
        items = [
            MenuItem(f"{name}: {value()}", _forward(change), adjust=change)
            for name, value, change in self._rows()
        ]
        return [*items, MenuItem("Back", lambda: self.app.pop(self))]

    @property
    def settings(self) -> Settings:
        return self.app.settings

    def build(self, root: UIContainer) -> None:
        window_width = self.app.size[0]
        width = min(560, window_width - 2 * MARGIN - SLIDER_ROOM)
        left = min((window_width - width) // 2, window_width - MARGIN - SLIDER_ROOM - width)
        self.heading = UILabel(  # centred on the window, as the hint under it
            pygame.Rect(MARGIN, 60, window_width - 2 * MARGIN, 60),
            "Settings",
            self.app.ui,
            root,
            object_id="@heading",
        )
        hint = "Up/Down choose · Enter or Left/Right change · Esc back"
        UILabel(
            pygame.Rect(MARGIN, 120, window_width - 2 * MARGIN, 32),
            hint,
            self.app.ui,
            root,
            object_id="@hint",
        )
        area = pygame.Rect(left, 170, width, 520)
        items = self._items()
        # the buttons end above the palette preview (48 px, 40 px from the bottom)
        pitch = min(64, (self.app.size[1] - 88 - 16 - area.top) // len(items))
        self.menu = ButtonList(self.app.ui, root, area, items, pitch - 10, 10, focus=self.focus)
        volume_button = self.menu.buttons[VOLUME_ROW].relative_rect
        self.volume_slider = Slider(
            pygame.Rect(
                volume_button.right + 12, volume_button.top + 4, SLIDER_ROOM - 12, pitch - 18
            ),
            self.settings.volume,
            (0, 100),
            self.app.ui,
            container=root,
            click_increment=VOLUME_STEP,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED
            and event.ui_element is self.volume_slider
        ):
            self._set_volume(int(self.volume_slider.get_current_value()))
            return True
        used = self.menu.handle_event(event)
        self.focus = max(self.menu.focused, 0)
        return used

    def _changed(self) -> None:
        """Apply and save at once, then refresh the labels."""
        self.app.apply_settings()
        for index, (name, value, _) in enumerate(self._rows()):
            self.menu.set_label(index, f"{name}: {value()}")

    def _size_label(self) -> str:
        """The real size of the window (full screen: the screen's)."""
        width, height = self.app.window_size
        return f"{width} × {height}"

    def _speed_label(self) -> str:
        return f"×{self.settings.animation_speed:g}"

    def _change_size(self, step: int) -> None:
        """The next larger (or smaller) size that fits the screen, round to the other end;
        a size asked for leaves full screen."""
        choices = window_choices(self.app.desktop_size)
        self.settings.window_size = next_size(choices, self.app.window_size, step)
        self.settings.fullscreen = False
        self._changed()

    def _volume_label(self) -> str:
        return f"{self.settings.volume} %" if self.settings.sound else "muted"

    def _change_volume(self, step: int) -> None:
        volume = self.settings.volume + step * VOLUME_STEP
        if step > 0 and self.settings.volume == 100:
            volume = 0  # Enter / click cycles round; Left and Right stop at the ends
        self._set_volume(max(0, min(100, volume)))

    def _set_volume(self, volume: int) -> None:
        self.settings.volume = volume
        if volume > 0:
            self.settings.sound = True  # turning the volume up unmutes
        self._changed()
        if int(self.volume_slider.get_current_value()) != volume:
            self.volume_slider.set_current_value(volume)
        sound.play(self.settings, "move")  # a sample at the new level

    def _change_speed(self, step: int) -> None:
        self.settings.animation_speed = _cycle(SPEEDS, self.settings.animation_speed, step)
        self._changed()

    def _flip(self, name: str) -> Callable[[int], None]:
        def flip(step: int) -> None:
            setattr(self.settings, name, not getattr(self.settings, name))
            self._changed()

        return flip

    def draw(self, surface: pygame.Surface) -> None:
        """The background and a preview of the 13 player marks of the active palette."""
        super().draw(surface)
        size, gap = 48, 10
        left = (self.app.size[0] - 13 * size - 12 * gap) // 2
        font = self.app.font(24, bold=True)
        for index in range(13):
            top = self.app.size[1] - size - 40
            mark = pygame.Rect(left + index * (size + gap), top, size, size)
            theme.draw_player_mark(
                surface, mark, theme.seat_mark(index, self.settings.colour_blind), font
            )


def window_choices(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes Settings offers on a screen of `desktop` size: those of
    WINDOW_SIZES that fit it, and the whole screen, smallest first."""
    if desktop is None:
        return list(WINDOW_SIZES)
    fitting = [size for size in WINDOW_SIZES if size[0] <= desktop[0] and size[1] <= desktop[1]]
    return sorted({*fitting, desktop}, key=lambda size: size[0] * size[1])


def next_size(
    choices: list[tuple[int, int]], current: tuple[int, int], step: int
) -> tuple[int, int]:
    """The choice after (`step` 1) or before (-1) a window of `current` size, by area,
    round to the other end."""
    area = current[0] * current[1]
    if step > 0:
        return next((size for size in choices if size[0] * size[1] > area), choices[0])
    smaller = [size for size in choices if size[0] * size[1] < area]
    return smaller[-1] if smaller else choices[-1]


def _forward(change: Callable[[int], None]) -> Callable[[], None]:
    return lambda: change(1)
