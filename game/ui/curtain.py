"""The hot-seat curtain: a full screen that hides everything until the next player is ready.

    def show_next_player():
        ...                                   # switch the game scene to Ann's view
    app.push(CurtainScene(app, "Ann", show_next_player, player_index=1))

The curtain covers the whole window (nothing of the previous screen is drawn, its pygame-gui
elements are hidden). Space, Enter or a mouse click pops it and then calls `on_continue`; they
are ignored for the first `arm_delay` seconds so a key still held by the previous player cannot
skip it. Esc never reveals the scene underneath: it leaves that scene too (asking its
`confirm_leave` question first, over the curtain).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import sound, theme
from game.ui.scene import Scene, ask_to_leave
from game.ui.text import blit_text, clip_text, largest_font

if TYPE_CHECKING:
    from game.ui.host import Host

CONTINUE_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class CurtainScene(Scene):
    """'Pass to <player> — press Space when ready'."""

    def __init__(
        self,
        app: Host,
        player: str,
        on_continue: Callable[[], None],
        player_index: int | None = None,
        arm_delay: float = 0.4,
    ):
        super().__init__(app)
        self.player = player
        self.title = f"Pass to {player}"
        self.on_continue = on_continue
        self.player_index = player_index
        self.arm_delay = arm_delay
        self.waited = 0.0

    def enter(self) -> None:
        super().enter()
        sound.play(self.app.settings, "curtain")

    @property
    def busy(self) -> bool:
        return not self.armed  # the hint appears once armed

    @property
    def armed(self) -> bool:
        return self.waited >= self.arm_delay

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type == pygame.KEYDOWN and event.key in CONTINUE_KEYS
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT
        if (pressed or clicked) and self.armed:
            self.app.pop(self)
            self.on_continue()
            return True
        return pressed or clicked

    def update(self, dt: float) -> None:
        self.waited += dt

    def leave(self) -> None:
        """Esc: leave the scene under the curtain as well, without ever showing it."""
        below = self.app.scene_below(self)
        if below is None:
            self.app.pop(self)
        else:
            ask_to_leave(self.app, below)

    def content_room(self) -> tuple[int, int]:
        """The top and bottom of the band the mark, the name and the hint are centred in
        (a subclass draws its own parts above and below it)."""
        return 0, self.app.size[1]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        width = self.app.size[0]
        top, bottom = self.content_room()
        title_font = largest_font(self.app.font, self.title, width - 40, (56, 48, 40, 32, 26))
        hint_font = self.app.font(26)
        words = title_font.get_linesize() + 8 + hint_font.get_linesize()
        mark_side = 0
        if self.player_index is not None:  # 120 px, smaller when the band is low
            mark_side = max(0, min(120, bottom - top - words - 40))
        block = (mark_side + 24 if mark_side else 0) + words
        y = top + max(0, (bottom - top - block) // 2)
        if mark_side:
            mark = pygame.Rect(0, y, mark_side, mark_side)
            mark.centerx = width // 2
            colour_blind = self.app.settings.colour_blind
            letter_font = self.app.font(max(12, mark_side * 8 // 15), bold=True)
            theme.draw_player_mark(
                surface, mark, theme.seat_mark(self.player_index or 0, colour_blind), letter_font
            )
            y = mark.bottom + 24
        title = clip_text(title_font, self.title, width - 40)
        blit_text(surface, title_font, title, theme.TEXT, (width // 2, y), "midtop")
        y += title_font.get_linesize() + 8
        hint = "Press Space when ready" if self.armed else " "
        blit_text(surface, hint_font, hint, theme.MUTED_TEXT, (width // 2, y), "midtop")
