"""How to play: page titles on the left, the chosen page's text on the right."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.ui import registry, theme
from game.ui.event_log import EventLog
from game.ui.scene import Scene
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App

TEXT_RECT = pygame.Rect(420, 110, 820, 620)
LIST_RECT = pygame.Rect(40, 110, 340, 620)


class HowToPlayScene(Scene):
    """Up/Down pick a page, PageUp/PageDown or the wheel scroll it, Esc goes back."""

    title = "How to play"

    def __init__(self, app: App):
        super().__init__(app)
        self.pages = registry.help_pages()
        self.page = 0
        self.text = EventLog(TEXT_RECT, app.font(22), follow_newest=False)
        self._show_page(0)

    def build(self, root: UIContainer) -> None:
        items = [MenuItem(title, lambda: None) for title, _ in self.pages]
        items.append(MenuItem("Back", lambda: self.app.pop(self)))
        self.menu = ButtonList(self.app.ui, root, LIST_RECT, items, focus=self.page)

    def _show_page(self, index: int) -> None:
        self.page = index
        self.text.set_lines(self.pages[index][1].split("\n"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = self.text.handle_event(event) or self.menu.handle_event(event)
        if self.menu.focused < len(self.pages) and self.menu.focused != self.page:
            self._show_page(self.menu.focused)
        return used

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        heading = self.app.font(36, bold=True).render("How to play", True, theme.TEXT)
        surface.blit(heading, (LIST_RECT.left, 40))
        self.text.draw(surface)
