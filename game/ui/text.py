"""Drawing text with pygame: one line, a wrapped block, a line shortened to fit."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.event_log import wrap_text


def blit_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: theme.Colour,
    pos: tuple[int, int],
    anchor: str = "topleft",
) -> pygame.Rect:
    image = font.render(text, True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def blit_wrapped(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: theme.Colour,
    rect: pygame.Rect,
) -> int:
    """Word-wrapped text inside `rect` (rows that do not fit are left out); the bottom y."""
    y = rect.top
    for row in wrap_text(text, font, rect.width):
        if y + font.get_linesize() > rect.bottom:
            break
        blit_text(surface, font, row, colour, (rect.left, y))
        y += font.get_linesize()
    return y


def clip_text(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, shortened with "…" until it fits in `width` pixels."""
    while len(text) > 1 and font.size(text)[0] > width:
        text = text[:-2] + "…"
    return text
