"""How to play: page titles on the left, the chosen page's text on the right."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.core.paths import user_config_dir, user_data_dir
from game.games import all_games
from game.ui import theme
from game.ui.event_log import EventLog
from game.ui.scene import Scene
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host

TEXT_RECT = pygame.Rect(420, 110, 820, 620)  # the text fills the window's width and height
LIST_RECT = pygame.Rect(40, 110, 340, 620)


class HowToPlayScene(Scene):
    """Up/Down pick a page, PageUp/PageDown or the wheel scroll it, Esc goes back."""

    title = "How to play"

    def __init__(self, app: Host):
        super().__init__(app)
        self.pages = help_pages()
        self.page = 0
        self.text = EventLog(TEXT_RECT, app.font(22), follow_newest=False)
        self._show_page(0)

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        listed = LIST_RECT.clip(pygame.Rect(0, 0, width, height - 40))
        self.text.set_rect(pygame.Rect(TEXT_RECT.left, TEXT_RECT.top, width - 460, listed.height))
        items = [MenuItem(title, lambda: None) for title, _ in self.pages]
        items.append(MenuItem("Back", lambda: self.app.pop(self)))
        pitch = min(64, listed.height // len(items))
        self.menu = ButtonList(
            self.app.ui, root, listed, items, pitch - pitch // 6, pitch // 6, focus=self.page
        )

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


def controls_page() -> tuple[str, str]:
    """The general "Controls" page of How to play."""
    text = f"""Everything can be done with the keyboard or with the mouse.

Menus: Up and Down (or Tab and Shift+Tab) move between the buttons; Enter or Space presses \
the highlighted one; the mouse can click any button. In Settings, Left and Right change the \
highlighted setting.

Esc goes back one screen. Leaving a match asks first; the match is saved and can be picked \
up again with Continue in the main menu. Esc in the main menu asks whether to quit.

F11 switches between a window and full screen. The window can be resized; every screen is \
laid out again to fit it.

Ctrl+Z undoes and Ctrl+Y redoes wherever taking a step back is allowed, for example while \
entering moves before you submit them, in puzzles and in editors.

Hot-seat play: when several people share one computer, a curtain covers the screen between \
turns and names the next player ("Pass to Ann"). Hand over the computer; the next player \
presses Space, Enter or clicks when ready. Nobody sees another player's secret moves.

Players are never told apart by colour alone: every player also has a letter. The \
colour-blind palette in Settings adds a fill pattern to every player's colour.

Text panels like this one scroll with the mouse wheel or with Page Up and Page Down.

Your settings are kept in {user_config_dir()}; saves, replays and your own levels in \
{user_data_dir()}."""
    return "Controls", text


def help_pages() -> list[tuple[str, str]]:
    """Every How to play page: the controls, then each available game's rules."""
    pages = [controls_page()]
    for game in all_games():
        pages.extend(game.rules_pages())
    return pages
