"""The main menu: the games, Continue, Replays, Settings, How to play, Quit."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.games import GameInfo, all_kinds
from game.ui import theme
from game.ui.continue_list import continue_scene, unfinished_count
from game.ui.matches import attract_scene, replays_scene
from game.ui.scene import Scene
from game.ui.text import blit_text, clip_text, fitting_rows, largest_wrapped
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host

ATTRACT_AFTER = 60.0
BUTTON_WIDTH = 440
BUTTONS_TOP = 190
FOOTER_HEIGHT = 110
GAP = 10
HINT_SIZES = (20, 18, 16, 14, 12)  # the focused item's description: the largest that fits
KEY_HELP = "Up/Down choose  ·  Enter open  ·  F11 full screen  ·  Esc quit"


class MainMenuScene(Scene):
    """The first screen. Esc asks whether to quit."""

    title = "Main menu"
    confirm_leave = "Quit Serpentarium?"

    def __init__(self, app: Host):
        super().__init__(app)
        self.focus = 0
        self.idle = 0.0

    def build(self, root: UIContainer) -> None:
        items = self._items()
        self.buttons_area, button_height, columns = button_layout(self.app.size, len(items))
        self.menu = ButtonList(
            self.app.ui,
            root,
            self.buttons_area,
            items,
            button_height=button_height,
            gap=GAP,
            focus=self.focus,
            columns=columns,
        )

    def _items(self) -> list[MenuItem]:
        games = [self._game_item(game) for game in all_kinds()]
        replays = replays_scene(self.app)
        return [
            *games,
            self._continue_item(),
            _scene_item("Replays", replays, self.app.push, "Watch finished matches again"),
            MenuItem(
                "Level editor", self.app.open_editor, hint="Paint your own levels, test, save"
            ),
            MenuItem("Settings", self._open_settings, hint="Window, animation speed, colours"),
            MenuItem("How to play", self._open_help, hint="Controls and the rules of each game"),
            MenuItem("Quit", self.app.quit, hint="Close Serpentarium"),
        ]

    def _continue_item(self) -> MenuItem:
        """Enabled while there is an unfinished match, whose count it shows: only the files'
        headers are read here; the list describes them when Continue is chosen."""
        hint = "Pick up any unfinished match or season"
        count = unfinished_count()
        if not count:
            return MenuItem("Continue", lambda: None, False, f"{hint} (nothing yet)")
        return MenuItem(f"Continue ({count})", self._continue, True, hint)

    def _continue(self) -> None:
        scene = continue_scene(self.app)
        if scene is None:
            self.app.show_message("Nothing to continue", ["Every saved match is over."])
            self.relayout()
            return
        self.app.push(scene)

    def _game_item(self, game: GameInfo) -> MenuItem:
        if game.first_scene is None:
            return MenuItem(f"{game.title} (coming soon)", lambda: None, False, game.blurb)
        first_scene = game.first_scene
        return MenuItem(game.title, lambda: self.app.push(first_scene(self.app)), True, game.blurb)

    def _open_settings(self) -> None:
        from game.ui.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _open_help(self) -> None:
        from game.ui.howto import HowToPlayScene

        self.app.push(HowToPlayScene(self.app))

    def resume(self) -> None:
        """Back from another screen: rebuild, as Continue may have become (un)available."""
        super().resume()
        self.relayout()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle = 0.0
        used = self.menu.handle_event(event)
        self.focus = max(self.menu.focused, 0)
        return used

    def update(self, dt: float) -> None:
        self.idle += dt
        if self.idle >= ATTRACT_AFTER:
            self.idle = 0.0
            demo = attract_scene(self.app)
            if demo is not None:
                self.app.push(demo)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = self.app.size
        _blit_centred(
            surface, self.app.font(72, bold=True), "Serpentarium", theme.TEXT, width // 2, 90
        )
        subtitle = "A collection of snake games"
        _blit_centred(surface, self.app.font(24), subtitle, theme.MUTED_TEXT, width // 2, 150)
        key_font = self.app.font(16)
        key_help = clip_text(key_font, KEY_HELP, width - 20)
        key_rect = blit_text(
            surface, key_font, key_help, theme.MUTED_TEXT, (width // 2, height - 24), "center"
        )
        hint = self.menu.focused_item.hint if self.menu.focused_item else ""
        top = self.buttons_area.bottom + GAP
        self._draw_hint(surface, hint, pygame.Rect(40, top, width - 80, key_rect.top - 4 - top))
        room = (width - self.buttons_area.width) // 2
        if room >= SNAKE_WIDTH + 2 * SNAKE_CELL:  # the decorative snakes where there is room
            top = self.buttons_area.top + SNAKE_CELL // 2
            _draw_snake(surface, ((room - SNAKE_WIDTH) // 2, top), 0, self.app)
            _draw_snake(surface, (width - (room + SNAKE_WIDTH) // 2, top), 1, self.app)

    def _draw_hint(self, surface: pygame.Surface, hint: str, room: pygame.Rect) -> None:
        """The focused item's description whole in `room`, centred: wrapped at the largest
        of HINT_SIZES whose rows fit its height (cut after a sentence only below 12 px)."""
        sizes = [(size, room.height // self.app.font(size).get_linesize()) for size in HINT_SIZES]
        font, _ = largest_wrapped(self.app.font, hint, room.width, sizes)
        line = font.get_linesize()
        rows = fitting_rows(hint, font, room.width, room.height // line)
        y = room.centery - line * len(rows) // 2
        for row in rows:
            blit_text(surface, font, row, theme.TEXT, (room.centerx, y), "midtop")
            y += line


def button_layout(size: tuple[int, int], count: int) -> tuple[pygame.Rect, int, int]:
    """Where the menu's `count` buttons go in a window of `size`: (area, button height,
    columns). One column if the buttons fit at 40 px or more, else two side by side."""
    width, height = size
    room = height - BUTTONS_TOP - FOOTER_HEIGHT
    columns = 1 if count * (40 + GAP) <= room else 2
    rows = -(-count // columns)
    button_height = max(30, min(50, room // rows - GAP))
    area_width = min(width - 40, BUTTON_WIDTH * columns + GAP * (columns - 1))
    area = pygame.Rect(0, BUTTONS_TOP, area_width, rows * (button_height + GAP) - GAP)
    area.centerx = width // 2
    return area, button_height, columns


def _scene_item(
    label: str, scene: Scene | None, push: Callable[[Scene], None], hint: str
) -> MenuItem:
    if scene is None:
        return MenuItem(label, lambda: None, False, f"{hint} (nothing yet)")
    return MenuItem(label, lambda: push(scene), True, hint)


def _blit_centred(
    surface: pygame.Surface, font: pygame.font.Font, text: str, colour: theme.Colour, x: int, y: int
) -> None:
    if text:
        image = font.render(text, True, colour)
        surface.blit(image, image.get_rect(center=(x, y)))


SNAKE_PATH = (
    (1, 0),
    (0, 0),
    (0, 1),
    (0, 2),
    (1, 2),
    (2, 2),
    (2, 3),
    (2, 4),
    (1, 4),
    (0, 4),
    (0, 5),
)
SNAKE_CELL = 40
SNAKE_WIDTH = 2 * SNAKE_CELL


def _draw_snake(surface: pygame.Surface, origin: tuple[int, int], player: int, app: Host) -> None:
    """A decorative snake in player `player`'s colour: tail first, head (with its letter) last."""
    colour = theme.player_colour(player, app.settings.colour_blind)
    centres = [
        (origin[0] + column * SNAKE_CELL, origin[1] + row * SNAKE_CELL)
        for column, row in SNAKE_PATH
    ]
    pygame.draw.lines(surface, colour.fill, False, centres, SNAKE_CELL * 2 // 3)
    for centre in centres:
        pygame.draw.circle(surface, colour.fill, centre, SNAKE_CELL // 3)
    head = pygame.Rect(0, 0, SNAKE_CELL - 2, SNAKE_CELL - 2)
    head.center = centres[-1]
    theme.draw_player_mark(
        surface, head, theme.seat_mark(player, app.settings.colour_blind), app.font(24, bold=True)
    )
