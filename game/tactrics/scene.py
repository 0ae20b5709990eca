"""Tactrics Snakes' first screen: Multiplayer, Puzzles or a guided first game.

    app.push(TactricsMenuScene(app))     # the main menu's "Tactrics Snakes"

Multiplayer opens the kit's setup screen (game/tactrics/table.py: 2–4 seats on the
start-2p/3p/4p layouts, each a human or a bot); Puzzles the puzzle list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.core.problems import ProblemsFound
from game.core.words import plural
from game.ui import theme
from game.ui.scene import Scene
from game.ui.text import blit_text
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    pass


def puzzles_hint() -> str:
    """The puzzle list's own count: the shipped pack and the player's own puzzles."""
    from game.tactrics.puzzle import load_pack

    try:
        pack = load_pack()
    except ProblemsFound:
        return "Solo puzzles against par"
    own = sum(level.name.endswith("(yours)") for level in pack)
    words = f"{plural(len(pack) - own, 'solo puzzle')} against par"
    return words + (f", and {own} of yours" if own else "")


class TactricsMenuScene(Scene):
    """Multiplayer, Puzzles or the guided first game."""

    title = "Tactrics Snakes"

    def build(self, root: UIContainer) -> None:
        items = [
            MenuItem("Multiplayer", self.open_multiplayer, hint="2 to 4 players, humans or bots"),
            MenuItem("Puzzles", self.open_puzzles, hint=puzzles_hint()),
            MenuItem(
                "Guided first game",
                self.open_tutorial,
                hint="Against a bot, with each rule told when it first matters",
            ),
            MenuItem("Back", lambda: self.app.pop(self), hint="Back to the main menu"),
        ]
        area = pygame.Rect((self.app.size[0] - 400) // 2, 300, 400, 290)
        self.menu = ButtonList(self.app.ui, root, area, items)

    def open_multiplayer(self) -> None:
        from game.tactrics.table import setup_scene

        self.app.push(setup_scene(self.app))

    def open_puzzles(self) -> None:
        from game.tactrics.puzzle_scene import PuzzleListScene

        self.app.push(PuzzleListScene(self.app))

    def open_tutorial(self) -> None:
        from game.tactrics.tutorial import tutorial_scene

        self.app.push(tutorial_scene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        centre = self.app.size[0] // 2
        font = self.app.font(64, bold=True)
        blit_text(surface, font, "Tactrics Snakes", theme.TEXT, (centre, 150), "center")
        hint = self.menu.focused_item.hint if self.menu.focused_item else ""
        blit_text(surface, self.app.font(22), hint, theme.TEXT, (centre, 230), "center")
        keys = "Up/Down choose  ·  Enter open  ·  Esc back"
        bottom = self.app.size[1] - 40
        blit_text(surface, self.app.font(18), keys, theme.MUTED_TEXT, (centre, bottom), "center")
