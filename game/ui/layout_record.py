"""What a frame drew, and where: the record the layout check (game/ui/layout_check.py,
`python main.py bench layout`) reads.

The kit's drawing (`blit_text`, a board, a badge, a legend, a panel) notes each rectangle it
draws on the window while `LAYOUT.on` is set; normal play never sets it, and then each
call costs one attribute test. Rectangles are in the window's drawing-surface pixels.
What is drawn into an image kept for later (a cached layer) is kept with the image, and noted
each time the image is shown on the window, at the place it is shown:

    image = pygame.Surface(size)        # drawn again only when what it shows changes
    draw_screen(image)                  # blit_text, boards, badges: kept with `image`
    show_image(surface, image, (0, 0))  # every frame: blitted, and its rectangles noted
"""

from __future__ import annotations

import weakref
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

    frame: int = 0
    images: weakref.WeakKeyDictionary = field(default_factory=weakref.WeakKeyDictionary)
    # image → (the frame it was last drawn into, what was drawn into it, in its pixels)

    def new_frame(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.layer = 0
        self.picture = False
        self.frame += 1
        self.drawn.clear()

    def _keep_in_image(
        self, surface: pygame.Surface, kind: str, rect: pygame.Rect, details: dict
    ) -> None:
        """`rect` of `surface`, a part of an image kept for later: kept with the image (a
        redrawing, in a later frame, starts the image's list afresh)."""
        image = surface.get_abs_parent()
        frame, kept = self.images.get(image, (None, []))
        if frame != self.frame:
            kept = []
            self.images[image] = (self.frame, kept)
        offset = surface.get_abs_offset()
        rect = pygame.Rect(rect)
        if kind != TEXT:
            rect = rect.clip(surface.get_clip())
        for key in ("owner", "room"):
            if details.get(key) is not None:
                details[key] = pygame.Rect(details[key]).move(offset)
        kept.append(Drawn(kind, rect.move(offset), layer=0, **details))

    def show_image(
        self, surface: pygame.Surface, image: pygame.Surface, topleft: tuple[int, int]
    ) -> None:
        """`image` was blitted at `topleft` of `surface`: note what was drawn into it."""
        for item in self.images.get(image, (None, []))[1]:
            details = {
                key: value
                for key, value in vars(item).items()
                if key not in ("kind", "rect", "layer")
            }
            for key in ("owner", "room"):
                if details[key] is not None:
                    details[key] = details[key].move(topleft)
            self.note(surface, item.kind, item.rect.move(topleft), **details)

    def on_window(self, surface: pygame.Surface) -> bool:
        """`surface` is the window (or a part of it), not an image drawn for later."""
        return self.screen is not None and surface.get_abs_parent() is self.screen

    def note(self, surface: pygame.Surface, kind: str, rect: pygame.Rect, **details) -> None:
        """`rect` of `surface` was drawn (surfaces other than the window are not noted)."""
        if not self.on_window(surface):
            if self.screen is not None and surface.get_abs_parent() is not self.screen:
                self._keep_in_image(surface, kind, rect, details)
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


def show_image(surface: pygame.Surface, image: pygame.Surface, topleft: tuple[int, int]) -> None:
    """Blit `image` (an image drawn once and kept) at `topleft` of `surface`; the layout
    check sees what was drawn into it as drawn there."""
    surface.blit(image, topleft)
    if LAYOUT.on:
        LAYOUT.show_image(surface, image, topleft)
