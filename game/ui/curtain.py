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
TITLE_SIZES = (56, 48, 40, 34, 28, 24)
MARK_SIZES = (64, 56, 48, 40, 34, 28, 24)  # the letters on the player's mark, largest first


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

    top_taken = 0  # px at the top a subclass draws over (the mark goes under them)
    mark_rect: pygame.Rect | None = None  # where the player's mark was drawn last
    hint_bottom = 0  # px: the foot of "Press Space when ready" (a subclass draws below it)
    hint_rect: pygame.Rect | None = None  # where "Press Space when ready" was drawn last
    mark_shown = True  # False: a subclass's long status takes the mark's room (the title names)
    lift = 0  # px the mark, title and hint rise above the middle (a subclass's long status)

    def most_lift(self) -> int:
        """How far the middle block can rise with the player's mark still whole under
        `top_taken` and clear of the title."""
        centre_y = self.app.size[1] // 2
        if self.player_index is not None and self.mark_shown:
            return max(0, centre_y - (self.top_taken + 66 + 48))
        return max(0, centre_y - max(80, self.top_taken + 48))

    def player_mark(self) -> theme.Mark:
        """The mark drawn over the player's name: their palette place's (a subclass may
        give the game's own, as its standings mark the players)."""
        assert self.player_index is not None
        return theme.seat_mark(self.player_index, self.app.settings.colour_blind)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        centre_x = self.app.size[0] // 2
        centre_y = self.app.size[1] // 2 - min(self.lift, self.most_lift())
        self.mark_rect = None
        if self.player_index is not None and self.mark_shown:  # under `top_taken`
            side = max(48, min(120, centre_y - 66 - self.top_taken))
            mark = pygame.Rect(0, 0, side, side)
            mark.center = (centre_x, centre_y - 150)
            mark.top = max(mark.top, self.top_taken)
            self.mark_rect = mark
            seat_mark = self.player_mark()  # "P12" fits in the plate, as one letter does
            letter_font = largest_font(self.app.font, seat_mark.letter, side - 8, MARK_SIZES)
            theme.draw_player_mark(surface, mark, seat_mark, letter_font)
        self._blit_title(surface, centre_y - 20)
        hint = "Press Space when ready" if self.armed else " "
        self.hint_rect = self._blit_centred(surface, hint, 26, theme.MUTED_TEXT, centre_y + 60)
        self.hint_bottom = centre_y + 60 + self.app.font(26).get_linesize() // 2 + 6

    title_rect: pygame.Rect | None = None  # where "Pass to NAME" was drawn last
    title_shown = ""  # its words as drawn (shortened only if even the smallest size is too big)

    def _blit_title(self, surface: pygame.Surface, y: int) -> None:
        """'Pass to NAME' in the largest size that fits the window whole (a long name in a
        small window shrinks the title instead of running off both sides)."""
        width = self.app.size[0] - 40
        font = largest_font(self.app.font, self.title, width, TITLE_SIZES)
        text = self.title_shown = clip_text(font, self.title, width)
        self.title_rect = blit_text(
            surface, font, text, theme.TEXT, (self.app.size[0] // 2, y), "center"
        )

    def _blit_centred(
        self, surface: pygame.Surface, text: str, size: int, colour: theme.Colour, y: int
    ) -> pygame.Rect:
        font = self.app.font(size, bold=size > 40)
        return blit_text(surface, font, text, colour, (self.app.size[0] // 2, y), "center")
