"""Panels that share one place in a narrow window: a row of tabs over them, one shown at a
time (issue 27: the log, the standings and the player table share one panel rather than
going under three lines each). The geometry is `table_layout.share_tabs`.

    shared = table_layout.share_tabs(column, [Want(300, 200, tab="Players"),
                                              Want(None, 86, tab="Log")])
    tabs.set(shared.tabs, shared.tab_row)     # no tabs: every panel is shown
    if tabs.showing("Log"): log.draw(surface)
    tabs.handle_event(event)                  # a click on a tab, or F2 for the next one
    tabs.draw(surface)
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import theme
from game.ui.text import blit_text, clip_text

NEXT_TAB_KEY = pygame.K_F2


class PanelTabs:
    """Which of the panels sharing one place is shown; see the module docstring."""

    def __init__(self, font: pygame.font.Font):
        self.font = font
        self.tabs: list[str] = []
        self.row = pygame.Rect(0, 0, 0, 0)
        self.current = ""

    def set(self, tabs: Sequence[str], row: pygame.Rect) -> None:
        """The tabs now (none: every panel has its own place); the one shown stays shown."""
        self.tabs = list(tabs)
        self.row = pygame.Rect(row)
        if self.current not in self.tabs:
            self.current = self.tabs[0] if self.tabs else ""

    def showing(self, tab: str) -> bool:
        """Whether the panel of `tab` is drawn: its tab is chosen, or it shares no place."""
        return tab not in self.tabs or tab == self.current

    def tab_rects(self) -> list[pygame.Rect]:
        width = self.row.width // max(1, len(self.tabs))
        return [
            pygame.Rect(self.row.left + i * width, self.row.top, width - 4, self.row.height - 4)
            for i in range(len(self.tabs))
        ]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.tabs:
            return False
        if event.type == pygame.KEYDOWN and event.key == NEXT_TAB_KEY:
            index = self.tabs.index(self.current)
            self.current = self.tabs[(index + 1) % len(self.tabs)]
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            for tab, rect in zip(self.tabs, self.tab_rects(), strict=True):
                if rect.collidepoint(event.pos):
                    self.current = tab
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for tab, rect in zip(self.tabs, self.tab_rects(), strict=True):
            chosen = tab == self.current
            pygame.draw.rect(surface, theme.ACCENT if chosen else theme.PANEL, rect,
                             border_radius=6)  # fmt: skip
            pygame.draw.rect(surface, theme.PANEL_BORDER, rect, 1, border_radius=6)
            words = (
                f"{tab} (F2)" if chosen and self.font.size(f"{tab} (F2)")[0] < rect.w - 8 else tab
            )
            colour = theme.BLACK if chosen else theme.TEXT
            shown = clip_text(self.font, words, rect.width - 8)
            blit_text(surface, self.font, shown, colour, rect.center, "center")
