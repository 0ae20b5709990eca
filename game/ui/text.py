"""Drawing text with pygame: one line, a wrapped block, a line shortened to fit.

Text from files is refused at read time when it holds control characters; `SafeFont` (the
window's font) and `guard_gui_text` (pygame-gui's) are the last guard: no string, whatever
it holds, can make drawing raise.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pygame

from game.core.problems import UNPRINTABLE
from game.ui import theme
from game.ui.event_log import fitting_length, wrap_text


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
    """`text`, shortened with "…" until it fits in `width` pixels (in time linear in the
    width, however long the text)."""
    if len(text) <= 1 or (len(text) <= width and font.size(text)[0] <= width):
        return text
    room = max(width - font.size("…")[0], 0)
    return text[: max(fitting_length(font, text, room), 1)] + "…"


def drawable(text: str) -> str:
    """`text` with what no font can draw (NUL, other control characters, lone surrogates)
    replaced, one character for one, by U+FFFD: the last guard before pygame."""
    if not UNPRINTABLE.search(text):
        return text
    return UNPRINTABLE.sub("\ufffd", text)


class SafeFont(pygame.font.Font):
    """The window's font: any string can be measured and drawn (see `drawable`)."""

    def render(self, text: str | bytes | None, *args: Any, **kwargs: Any) -> pygame.Surface:
        shown = drawable(text) if isinstance(text, str) else text
        return super().render(shown, *args, **kwargs)

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        return super().size(drawable(text) if isinstance(text, str) else text)


def guard_gui_text() -> None:
    """Make pygame-gui's fonts draw any string too: every text a widget measures or draws
    passes through `drawable` first (idempotent)."""
    from pygame_gui.core.gui_font_freetype import GUIFontFreetype
    from pygame_gui.core.gui_font_pygame import GUIFontPygame

    for font_class in (GUIFontPygame, GUIFontFreetype):
        for name in ("size", "get_rect", "get_metrics", "render_premul", "render_premul_to"):
            method = getattr(font_class, name)
            if not getattr(method, "guarded", False):
                setattr(font_class, name, _guarded(method))


def _guarded(method: Callable[..., Any]) -> Callable[..., Any]:
    def guarded(self: object, text: Any, *args: Any, **kwargs: Any) -> Any:
        shown = drawable(text) if isinstance(text, str) else text
        return method(self, shown, *args, **kwargs)

    guarded.guarded = True  # type: ignore[attr-defined]
    return functools.wraps(method)(guarded)
