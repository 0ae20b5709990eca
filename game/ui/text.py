"""Drawing text with pygame: one line, a wrapped block, a line shortened to fit; and text is
never lost: whatever is shown shortened can be read whole.

`clip_text` and `fitting_rows` remember each text they shorten; `blit_text` and
`blit_wrapped` note where such a text is drawn (`WHOLE_TEXTS`), and the shell draws it whole
on a card while the pointer rests on it or while it is keyboard-focused (`focused=True`, a
list's selected row; a selected pygame-gui button with a shortened label counts too):

    blit_text(surface, font, clip_text(font, name, width), colour, pos, focused=selected)

Text from files is refused at read time when it holds control characters; `SafeFont` (the
window's font) and `guard_gui_text` (pygame-gui's) are the last guard: no string, whatever
it holds, can make drawing raise.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.problems import UNPRINTABLE
from game.ui import theme
from game.ui.event_log import TextMeasure, fitting_length, wrap_text
from game.ui.layout_record import LAYOUT


@dataclass
class ShownShortened:
    """A text drawn shortened this frame: where (drawing-surface pixels) and what it says."""

    rect: pygame.Rect
    whole: str
    focused: bool = False


SHORTENINGS_KEPT = 4000


class Shortened(str):
    """A text as shown, shortened; `whole` is all of it. `free`: a text a user wrote at any
    length (a level's description, a file path), which may be shown shortened."""

    whole: str
    free: bool

    def __new__(cls, shown: str, whole: str, free: bool = False) -> Shortened:
        text = super().__new__(cls, shown)
        text.whole = whole
        text.free = free
        return text


@dataclass
class WholeTexts:
    """Every text shortened (shown form → whole text), and those drawn in the current frame."""

    shortened: dict[str, str] = field(default_factory=dict)
    shown: list[ShownShortened] = field(default_factory=list)
    unplaced: list[Shortened] = field(default_factory=list)  # shortened, not drawn (yet)

    def remember(self, shown: str, whole: str) -> None:
        if len(self.shortened) >= SHORTENINGS_KEPT:
            self.shortened.clear()
        self.shortened[shown] = whole

    def new_frame(self) -> None:
        self.shown.clear()
        self.unplaced.clear()

    def place(self, surface: pygame.Surface, rect: pygame.Rect, text: str, focused: bool) -> None:
        """`text` was drawn at `rect` of `surface`: note it when it is a shortened text."""
        whole = text.whole if isinstance(text, Shortened) else self.shortened.get(text)
        if whole is None:
            return
        placed = rect.move(surface.get_abs_offset())
        self.shown.append(ShownShortened(placed, whole, focused))
        self.unplaced = [item for item in self.unplaced if item.whole != whole]

    def at(self, pos: tuple[int, int] | None, keyboard: bool) -> ShownShortened | None:
        """The shortened text under `pos` (the smallest there: a line before the panel that
        holds it), else with `keyboard` the focused one."""
        under = [item for item in self.shown if pos is not None and item.rect.collidepoint(pos)]
        if under:
            return min(under, key=lambda item: item.rect.width * item.rect.height)
        if keyboard:
            return next((item for item in reversed(self.shown) if item.focused), None)
        return None


WHOLE_TEXTS = WholeTexts()


class LayerTexts:
    """The shortened texts drawn into a cached layer (an image drawn once and blitted at the
    window's top-left on every frame), offered whole again on every frame it is shown, not
    only on the frame it was drawn:

        with layer_texts.recording():
            draw_text_layer(layer)          # only when what it shows changed
        surface.blit(layer, (0, 0))
        layer_texts.offer()                 # every frame
    """

    def __init__(self) -> None:
        self.items: list[ShownShortened] = []
        self._start = 0

    def __enter__(self) -> LayerTexts:
        self._start = len(WHOLE_TEXTS.shown)
        return self

    def __exit__(self, *_: object) -> None:
        self.items = WHOLE_TEXTS.shown[self._start :]
        del WHOLE_TEXTS.shown[self._start :]  # offered by `offer`, once, like every frame

    def recording(self) -> LayerTexts:
        return self

    def offer(self) -> None:
        WHOLE_TEXTS.shown.extend(self.items)


def offer_whole_text(
    surface: pygame.Surface, rect: pygame.Rect, whole: str, focused: bool = False
) -> None:
    """Hovering `rect` of `surface` (or focusing it, when `focused`) shows `whole`: for a
    card or box that shows only part of its text (a mission card's first sentences)."""
    WHOLE_TEXTS.remember(whole, whole)
    WHOLE_TEXTS.place(surface, rect, whole, focused)


@dataclass(frozen=True)
class _ImageText:
    rect: pygame.Rect
    shown: str
    whole: str
    size: int


class ShortenedInImage:
    """Texts drawn into a cached image (`blit_text`, or `note` after drawing one): each
    time the image is shown (`offer` after blitting it) the shortened ones are offered
    whole again, and all are noted for the layout check (game/ui/layout_record.py)."""

    def __init__(self) -> None:
        self.notes: list[_ImageText] = []

    def note(self, rect: pygame.Rect, shown: str, whole: str, size: int = 0) -> None:
        self.notes.append(_ImageText(pygame.Rect(rect), shown, whole, size))

    def blit_text(
        self,
        image: pygame.Surface,
        font: pygame.font.Font,
        text: str,
        colour: theme.Colour,
        pos: tuple[float, float],
        anchor: str = "topleft",
    ) -> pygame.Rect:
        """`blit_text` into the cached `image`."""
        label = font.render(text, True, colour)
        rect = image.blit(label, label.get_rect(**{anchor: pos}))
        whole = text.whole if isinstance(text, Shortened) else text
        self.note(rect, text, whole, font.point_size)
        return rect

    def offer(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        for note in self.notes:
            rect = note.rect.move(topleft)
            if note.shown != note.whole:
                offer_whole_text(surface, rect, note.whole)
            if LAYOUT.on and note.size and note.shown.strip():
                shortened = note.whole if note.shown != note.whole else ""
                LAYOUT.note(surface, "text", rect, text=note.shown, size=note.size,
                            shortened=shortened)  # fmt: skip


CARD_WIDTH = 520
CARD_PADDING = 10
MIN_CARD_WIDTH = 240  # a card beside its text is wrapped down to this width


def draw_whole_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    item: ShownShortened,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """A card with `item`'s whole text, wrapped, below the shortened text (above it when
    there is no room, or when below would cover one of the controls in `avoid` and above
    would not; beside it, left then right, when both would), kept inside `surface`; its
    rect."""
    bounds = surface.get_rect()
    width = min(CARD_WIDTH, bounds.width - 2 * CARD_PADDING)
    rows = wrap_text(item.whole, font, width - 2 * CARD_PADDING)
    card = pygame.Rect(0, 0, 0, len(rows) * font.get_linesize() + 2 * CARD_PADDING)
    card.width = max(font.size(row)[0] for row in rows) + 2 * CARD_PADDING
    card.topleft = (item.rect.left, item.rect.bottom + 4)
    above = card.copy()
    above.bottom = item.rect.top - 4
    above = above.clamp(bounds)
    covers = [rect for rect in avoid if rect != item.rect]
    if card.bottom > bounds.bottom or (
        card.collidelist(covers) >= 0 and above.collidelist(covers) < 0
    ):
        card = above
    card = card.clamp(bounds)
    if card.collidelist(covers) >= 0:  # over other fields either way: beside the text
        card, rows = _beside(font, item, card, rows, covers, bounds)
    pygame.draw.rect(surface, theme.PANEL, card, border_radius=6)
    pygame.draw.rect(surface, theme.ACCENT, card, width=2, border_radius=6)
    y = card.top + CARD_PADDING
    for row in rows:
        blit_text(surface, font, row, theme.TEXT, (card.left + CARD_PADDING, y))
        y += font.get_linesize()
    return card


def _beside(
    font: pygame.font.Font,
    item: ShownShortened,
    card: pygame.Rect,
    rows: list[str],
    covers: list[pygame.Rect],
    bounds: pygame.Rect,
) -> tuple[pygame.Rect, list[str]]:
    """The card left of the text (and of its neighbours: labels), its rows wrapped again
    down to MIN_CARD_WIDTH when the room there is narrower, else right of it; `card` as it
    was when neither covers nothing."""
    right_edge = _left_of_neighbours(item.rect, card.move(0, item.rect.top - card.top), covers)
    room = right_edge - 4 - bounds.left
    left_rows = rows
    if card.width > room >= MIN_CARD_WIDTH:
        left_rows = wrap_text(item.whole, font, room - 2 * CARD_PADDING)
    left = _card_for(font, left_rows)
    left.topright = (right_edge - 4, item.rect.top)
    right = card.copy()
    right.topleft = (item.rect.right + 4, item.rect.top)
    for side, side_rows in ((left.clamp(bounds), left_rows), (right.clamp(bounds), rows)):
        if side.collidelist(covers) < 0 and not side.colliderect(item.rect):
            return side, side_rows
    return card, rows


def _card_for(font: pygame.font.Font, rows: list[str]) -> pygame.Rect:
    height = len(rows) * font.get_linesize() + 2 * CARD_PADDING
    return pygame.Rect(0, 0, max(font.size(row)[0] for row in rows) + 2 * CARD_PADDING, height)


def _left_of_neighbours(text: pygame.Rect, card: pygame.Rect, covers: list[pygame.Rect]) -> int:
    """The x left of `text` and of what sits close beside it on the card's rows (a field's
    label, the labels of the fields below), where a card to its left ends."""
    x, moved = text.left, True
    rows = [r for r in covers if r.top < card.bottom and r.bottom > card.top]
    while moved:
        moved = False
        for rect in rows:
            if rect.left < x <= rect.right + 16:
                x, moved = rect.left, True
    return x


def blit_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: theme.Colour,
    pos: tuple[float, float],
    anchor: str = "topleft",
    focused: bool = False,
) -> pygame.Rect:
    """One line of text; a shortened one (`clip_text`) can be read whole on hover, and while
    `focused` (the keyboard's selection) too."""
    image = font.render(text, True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    WHOLE_TEXTS.place(surface, rect, text, focused)
    if LAYOUT.on:
        whole = text.whole if isinstance(text, Shortened) else WHOLE_TEXTS.shortened.get(text)
        free = getattr(text, "free", False)
        LAYOUT.text(surface, rect, text, font, shortened=whole or "", free=free)
    return rect


def blit_wrapped(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: theme.Colour,
    rect: pygame.Rect,
    free: bool = False,
) -> int:
    """Word-wrapped text inside `rect`, cut after its last whole sentence that fits (see
    `fitting_rows`; `free`: a text a user wrote at any length); the bottom y."""
    y = rect.top
    rows = fitting_rows(text, font, rect.width, rect.height // font.get_linesize(), free=free)
    for row in rows:
        blit_text(surface, font, row, colour, (rect.left, y))
        y += font.get_linesize()
    if rows and rows[-1] in WHOLE_TEXTS.shortened:  # cut: the whole block shows it all
        block = pygame.Rect(rect.left, rect.top, rect.width, y - rect.top)
        WHOLE_TEXTS.place(surface, block, rows[-1], False)
    return y


def fitting_rows(
    text: str,
    font: pygame.font.Font,
    width: int,
    most: int,
    whole: str | None = None,
    free: bool = False,
) -> list[str]:
    """The rows of `text` wrapped to `width`, at most `most` of them. Text that does not fit
    is cut after its last whole sentence, never in the middle of one; when not even one
    sentence fits, the last row ends with "…". The last row of a cut text stands for `whole`
    (default: `text`; a card's whole words when `text` is part of them)."""
    whole = text if whole is None else whole
    rows = wrap_text(text, font, width)
    if len(rows) <= most:
        return rows
    if most <= 0:
        WHOLE_TEXTS.unplaced.append(Shortened("", whole))
        return []
    for last in range(most - 1, -1, -1):
        end = _last_sentence_end(rows[last])
        if end > 0:
            return _shortened_rows(whole, [*rows[:last], rows[last][:end]], free)
    last_row = _clip(font, rows[most - 1] + "…", width)
    return _shortened_rows(whole, [*rows[: most - 1], last_row], free)


def _shortened_rows(whole: str, rows: list[str], free: bool = False) -> list[str]:
    """`rows`, the shown part of `whole`; their last row stands for the whole text (`free`:
    a text a user wrote at any length)."""
    last = Shortened(rows[-1], whole, free)
    WHOLE_TEXTS.remember(last, whole)
    WHOLE_TEXTS.unplaced.append(last)
    return [*rows[:-1], last]


def _last_sentence_end(row: str) -> int:
    """The length of `row` up to its last sentence end ("." "!" "?" before a space or at
    the end), or 0 when it has none."""
    ends = [index + 1 for index, char in enumerate(row) if char in ".!?"]
    whole = [end for end in ends if end == len(row) or row[end] == " "]
    return whole[-1] if whole else 0


def largest_wrapped(
    make: Callable[..., pygame.font.Font],
    text: str,
    width: int,
    sizes: Sequence[tuple[int, int]],
) -> tuple[pygame.font.Font, list[str]]:
    """`text` wrapped to `width` px in the first (size, most rows) of `sizes` (largest first)
    where it takes at most that many rows, else in the last: the font and its rows."""
    for size, most in sizes:
        font = make(size)
        rows = wrap_text(text, font, width)
        if len(rows) <= most:
            break
    return font, rows


def largest_font(
    make: Callable[..., pygame.font.Font],
    text: str,
    width: int,
    sizes: Sequence[int],
    bold: bool = True,
) -> pygame.font.Font:
    """The font of the first size in `sizes` (largest first) that sets `text` within
    `width` px, else the last one (clip the text to it)."""
    for size in sizes:
        font = make(size, bold)
        if font.size(text)[0] <= width:
            return font
    return font


def whole_title(
    make: Callable[..., pygame.font.Font],
    texts: Sequence[str],
    width: int,
    sizes: Sequence[int],
    bold: bool = True,
) -> tuple[pygame.font.Font, str]:
    """The first of `texts` (a name with words after it, fewer words, …, the name alone)
    whole within `width` px at the largest of `sizes` that fits, with that font; the last
    one shortened only when even it does not fit at the smallest size, so that a name is
    never cut where it can shrink or lose its words."""
    for text in texts:
        font = largest_font(make, text, width, sizes, bold)
        if font.size(text)[0] <= width:
            return font, text
    return font, clip_text(font, texts[-1], width)


def clip_text(font: TextMeasure, text: str, width: int, free: bool = False) -> str:
    """`text`, shortened with "…" until it fits in `width` pixels (remembered, so that the
    shortened text drawn with `blit_text` or as a button's label can be read whole).
    `free`: a text a user wrote at any length (a description, a file path), the only kind
    the layout check lets be shortened."""
    shown = _clip(font, text, width)
    if shown == text:
        return text
    return shortened_text(shown, text, free)


def shortened_text(shown: str, whole: str, free: bool = False) -> Shortened:
    """`shown` standing for `whole` (shortened some other way than at its end), remembered
    as `clip_text` remembers its own, so that it can be read whole."""
    shortened = Shortened(shown, whole, free)
    WHOLE_TEXTS.remember(shown, whole)
    WHOLE_TEXTS.unplaced.append(shortened)
    return shortened


def _clip(font: TextMeasure, text: str, width: int) -> str:
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


MAX_RENDERED = 1000  # characters in one rendered line: wider than any window at 12 px


class SafeFont(pygame.font.Font):
    """The window's font: any string can be measured and drawn (see `drawable`; one of only
    zero-width marks, which SDL_ttf refuses, as the empty string), and no string makes a
    surface wider than `MAX_RENDERED` characters (pygame aborts the process on labels of
    about 150,000 px)."""

    def render(self, text: str | bytes | None, *args: Any, **kwargs: Any) -> pygame.Surface:
        shown = drawable(text[:MAX_RENDERED]) if isinstance(text, str) else text
        try:
            return super().render(shown, *args, **kwargs)
        except pygame.error as error:
            if not shown or not is_zero_width(error):
                raise
            return super().render("", *args, **kwargs)  # only zero-width marks: nothing to see

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        return super().size(drawable(text[:MAX_RENDERED]) if isinstance(text, str) else text)


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


def is_zero_width(error: pygame.error) -> bool:
    """SDL_ttf's refusal of a text made only of zero-width marks (a soft hyphen, a zero-width
    space, a byte-order mark): such a text is drawn as the empty string."""
    return "zero width" in str(error)


def _guarded(method: Callable[..., Any]) -> Callable[..., Any]:
    def guarded(self: object, text: Any, *args: Any, **kwargs: Any) -> Any:
        shown = drawable(text) if isinstance(text, str) else text
        try:
            return method(self, shown, *args, **kwargs)
        except pygame.error as error:
            if not shown or not is_zero_width(error):
                raise
            return method(self, "", *args, **kwargs)

    guarded.guarded = True  # type: ignore[attr-defined]
    return functools.wraps(method)(guarded)


def banner_rows(
    make: Callable[..., pygame.font.Font],
    text: str,
    width: int,
    sizes: Sequence[int],
    height: int = 1 << 16,
) -> tuple[pygame.font.Font, list[str]]:
    """A heading such as "Death Match: A v B, the winner stays in" within `width` px with
    its names whole: in one row at the largest size of `sizes` it fits, else without its
    trailing clauses (from the last ", "), else in two rows wrapped at spaces, else in two
    rows with only its lead's last part ("Episode 2 · Death Match 1 of 2: " -> "Death Match
    1 of 2: "), else without its lead, the names being what it must not lose."""
    shorter = [text]
    while ", " in shorter[-1]:
        shorter.append(shorter[-1].rsplit(", ", 1)[0])
    for words in shorter:
        for size in sizes:
            font = make(size, True)
            if font.size(words)[0] <= width:
                return font, [words]
    lead, _, names = shorter[-1].rpartition(": ")
    tries = [shorter[-1]]
    if " · " in lead:  # "Episode 2 of 11 · Death Match 1 of 2: …": its last part kept first
        tries.append(f"{lead.rsplit(' · ', 1)[-1]}: {names}")
    tries.append(shorter[-1].split(": ", 1)[-1])
    for words in tries:
        for size in sizes:
            font = make(size, True)
            rows = wrap_text(words, font, width)
            fits = len(rows) <= 2 and len(rows) * font.get_linesize() <= height
            if fits and all(font.size(word)[0] <= width for word in words.split(" ")):
                return font, rows
    return font, [clip_text(font, tries[-1], width)]
