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
    """Word-wrapped text inside `rect`, cut after its last whole sentence that fits (see
    `fitting_rows`); the bottom y."""
    y = rect.top
    for row in fitting_rows(text, font, rect.width, rect.height // font.get_linesize()):
        blit_text(surface, font, row, colour, (rect.left, y))
        y += font.get_linesize()
    return y


def fitting_rows(text: str, font: pygame.font.Font, width: int, most: int) -> list[str]:
    """The rows of `text` wrapped to `width`, at most `most` of them. Text that does not fit
    is cut after its last whole sentence, never in the middle of one; when not even one
    sentence fits, the last row ends with "…"."""
    rows = wrap_text(text, font, width)
    if len(rows) <= most:
        return rows
    if most <= 0:
        return []
    for last in range(most - 1, -1, -1):
        end = _last_sentence_end(rows[last])
        if end > 0:
            return [*rows[:last], rows[last][:end]]
    return [*rows[: most - 1], clip_text(font, rows[most - 1] + "…", width)]


def _last_sentence_end(row: str) -> int:
    """The length of `row` up to its last sentence end ("." "!" "?" before a space or at
    the end), or 0 when it has none."""
    ends = [index + 1 for index, char in enumerate(row) if char in ".!?"]
    whole = [end for end in ends if end == len(row) or row[end] == " "]
    return whole[-1] if whole else 0


def clip_text(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, shortened with "…" until it fits in `width` pixels."""
    while len(text) > 1 and font.size(text)[0] > width:
        text = text[:-2] + "…"
    return text
