"""What a frame drew, and where: the record the layout check (game/ui/layout_check.py,
`python main.py bench layout`) reads.

The kit's drawing (`blit_text`, a board, a badge, a legend, a panel) notes each rectangle it
draws on the window while `LAYOUT.on` is set; normal play never sets it, and then each
call costs one attribute test. Rectangles are in the window's drawing-surface pixels;
texts drawn into a cached image are noted when the image is shown (`ShortenedInImage`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

TEXT = "text"  # a line of text
TOKEN = "token"  # a badge, a swatch, a piece: text over it must be its own label
BOARD = "board"  # a board's area (labels included); `room` is the room it was given
PANEL = "panel"  # a box of lines; `size` is its line height
CARD_LAYER = 1000  # the whole-text card, drawn over everything on purpose


@dataclass(frozen=True)
class Drawn:
    """One rectangle drawn this frame."""

    kind: str
    rect: pygame.Rect
    text: str = ""
    size: int = 0  # text: the font's px size; panel: its line height; board: its cell size
    layer: int = 0  # the scene drawn (0 = the lowest on screen); overlays draw higher
    room: pygame.Rect | None = None  # board: the room it was laid out in
    shortened: str = ""  # text: the whole text, when what is shown is shortened
    free: bool = False  # text: a user's text of any length, which may be shortened
    owner: pygame.Rect | None = None  # text: the token or cell it labels
    cell_text: int = 0  # board: the px size of its cells' own text (0: none shown)
    cell_text_shown: float = 0.0  # board: its widest label's size once squeezed into its box
    thumbnail: bool = False  # board: a small copy beside the board in focus
    needed: int = 0  # panel: the height its content asks for


@dataclass
class LayoutRecorder:
    """The rectangles drawn in the current frame on `screen`, while `on`."""

    on: bool = False
    screen: pygame.Surface | None = None
    layer: int = 0
    drawn: list[Drawn] = field(default_factory=list)
    picture: bool = False  # drawing a picture beside text (a rules diagram): its boards are
    # illustrations, sized to the picture, not play boards sized to the window

    def new_frame(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.layer = 0
        self.picture = False
        self.drawn.clear()

    def on_window(self, surface: pygame.Surface) -> bool:
        """`surface` is the window (or a part of it), not an image drawn for later."""
        return self.screen is not None and surface.get_abs_parent() is self.screen

    def note(self, surface: pygame.Surface, kind: str, rect: pygame.Rect, **details) -> None:
        """`rect` of `surface` was drawn (surfaces other than the window are not noted)."""
        if not self.on_window(surface):
            return
        rect = pygame.Rect(rect)
        shown = rect.clip(surface.get_clip())
        if not shown.width or not shown.height:
            return  # hidden by the clip: not drawn
        if kind != TEXT:  # a text partly clipped stays whole: it is cut, not fitted
            rect = shown
        placed = rect.move(surface.get_abs_offset())
        if details.get("owner") is not None:
            owner = pygame.Rect(details["owner"])
            owner = owner if kind == TEXT else owner.clip(surface.get_clip())
            details["owner"] = owner.move(surface.get_abs_offset())
        if details.get("room") is not None:  # a zoomed board: the part of its room in view
            details["room"] = pygame.Rect(details["room"]).clip(surface.get_clip())
            details["room"] = details["room"].move(surface.get_abs_offset())
        if kind == BOARD and self.picture:
            details["thumbnail"] = True
        self.drawn.append(Drawn(kind, placed, layer=self.layer, **details))

    def text(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        text: str,
        font: pygame.font.Font,
        **details,
    ) -> None:
        if text.strip():
            self.note(surface, TEXT, rect, text=str(text), size=font.point_size, **details)


LAYOUT = LayoutRecorder()
