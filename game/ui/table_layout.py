"""The one board-first layout of a table screen (issue 27): the board gets the room first,
the side column takes what the board leaves, between a least and a most width (never more
than a third of the window), and the panels of the side column share its height so that no
panel gets less than three lines.

    board, side = board_first(area, board_aspect=1.0, least=280, most=390)
    panel, log = stack(side, [Want(panel_height, least=panel_least), Want(None, least=...)])

When even the least heights do not fit, the panels that may share (`Want(..., tab="Players")`)
fold into one panel with a row of tabs (`share_tabs`): each of them gets the same rect, the
body under the tab row (`tab_row`), and the screen shows one at a time (game/ui/panel_tabs.py).

Pure geometry on pygame rects: no fonts, no drawing. A screen computes it when the window or
its content changes (`build`), never every frame.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pygame

LEAST_LINES = 3  # no panel shows fewer lines than this
SIDE_SHARE = 3  # the side column takes at most 1/SIDE_SHARE of the window's width
PORTRAIT_WIDTH = 600  # narrower and taller than wide: the panel goes under the board
PORTRAIT_PANEL_SHARE = 0.46  # of a portrait screen's height, for the panel under the board
PORTRAIT_PANEL_LEAST = 300


@dataclass
class ZoomedPage:
    """A phone's page that pans a zoomed entry (game/ui/phone_seats.py): while `view` (the
    page's own size) is set, the entry laid out or drawn is larger than the page, so its side
    panel goes under the board at the page's own width and height, at the frame's left edge:
    the board is zoomed, the panel is not, and it reads with no sideways pan."""

    view: tuple[int, int] | None = None


ZOOMED_PAGE = ZoomedPage()


@contextlib.contextmanager
def zoomed_page(view: tuple[int, int] | None) -> Iterator[None]:
    """Lay out and draw for a page of `view` showing a zoomed frame (None: not zoomed)."""
    was = ZOOMED_PAGE.view
    ZOOMED_PAGE.view = view
    try:
        yield
    finally:
        ZOOMED_PAGE.view = was


def side_most(window_width: int, most: int) -> int:
    """The widest a side column may be: `most`, and never over a third of the window."""
    return min(most, window_width // SIDE_SHARE)


def side_width(window_width: int, wanted: int, least: int, most: int) -> int:
    """A side column `wanted` wide, kept between `least` and `side_most` (`least` wins when
    the two cross in a very narrow window)."""
    return max(least, min(side_most(window_width, most), wanted))


def side_panel(
    size: tuple[int, int],
    least: int,
    most: int,
    margin: int = 16,
    share: float = 0.25,
    portrait_share: float = PORTRAIT_PANEL_SHARE,
) -> pygame.Rect:
    """The right-hand panel of an entry screen of `size`: `share` of the width, between
    `least` and `most` (and never over a third of the window), `margin` from the edges.
    On a phone held upright (`portrait`) the board comes first: the panel goes under it,
    the whole width, `portrait_share` of the height; on a zoomed page (`ZOOMED_PAGE`), the
    page's own width and `portrait_share` of the page's height, at the left."""
    if portrait(size):
        page = ZOOMED_PAGE.view or size
        height = max(PORTRAIT_PANEL_LEAST, int(page[1] * portrait_share))
        height = min(height, size[1] - 2 * margin)
        width = min(size[0], page[0]) - 2 * margin
        return pygame.Rect(margin, size[1] - height - margin, width, height)
    width = side_width(size[0], int(size[0] * share), least, most)
    return pygame.Rect(size[0] - width - margin, margin, width, size[1] - 2 * margin)


def portrait(size: tuple[int, int]) -> bool:
    """A screen too narrow for a board and a panel side by side, and taller than wide: a
    phone's page held upright (game/ui/phone_seats.py draws entries at the page's size), or
    a zoomed frame such a page pans (`ZOOMED_PAGE`)."""
    width, height = ZOOMED_PAGE.view or size
    return width < PORTRAIT_WIDTH and height > width


def beside_panel(size: tuple[int, int], panel: pygame.Rect) -> int:
    """Where what is drawn beside the side panel (the heading, the board) must stop: the
    panel's left edge, or the window's right edge when the panel is under (`portrait`)."""
    return size[0] if portrait(size) else panel.left


def board_room(
    size: tuple[int, int], panel: pygame.Rect, top: int, margin: int = 16, bottom: int = 8
) -> pygame.Rect:
    """The boards' room of an entry screen: from `top` down, left of the side panel (`margin`
    from it and from the window's left edge), or above it when it is under (`portrait`)."""
    if portrait(size):
        return pygame.Rect(margin, top, size[0] - 2 * margin, panel.top - top - bottom)
    return pygame.Rect(margin, top, panel.left - 2 * margin, size[1] - top - bottom)


def board_first(
    area: pygame.Rect,
    board_aspect: float | None,
    least: int,
    most: int,
    gap: int = 12,
    window_width: int | None = None,
) -> tuple[pygame.Rect, pygame.Rect]:
    """Split `area` into the board's room (left) and the side column (right). The board
    wants its full height at `board_aspect` (width / height; None: as wide as it can); the
    side column takes what is left, between `least` and `side_most(window_width, most)`.
    What the side column cannot use is left to the board, so the board never shrinks for a
    side column wider than its most."""
    window = area.width if window_width is None else window_width
    if board_aspect is None:
        wanted_side = least
    else:
        wanted_side = area.width - gap - round(area.height * board_aspect)
    side = side_width(window, wanted_side, least, most)
    board = pygame.Rect(area.left, area.top, area.width - side - gap, area.height)
    return board, pygame.Rect(board.right + gap, area.top, side, area.height)


@dataclass(frozen=True)
class Want:
    """A panel's wish in a column: `height` (None: whatever is left over) and the `least`
    it may be given (its three lines); `folds` panels are left out (height 0) before any
    other panel goes under its wanted height."""

    height: int | None
    least: int = 0
    folds: bool = False
    tab: str = ""  # the tab it gets when the panels sharing one panel fold into tabs


TAB_ROW = 30  # the row of tabs above a shared panel


@dataclass(frozen=True)
class Shared:
    """Panels laid out by `share_tabs`: a rect per panel (those sharing: the same body) and
    the tabs (names, in order) with the rect of their row; no tabs when all fitted."""

    rects: list[pygame.Rect]
    tabs: list[str]
    tab_row: pygame.Rect


def share_tabs(
    column: pygame.Rect, wants: Sequence[Want], gap: int = 10, fold: bool = False
) -> Shared:
    """`stack` while every panel's least fits (and not `fold`); else the panels with a `tab`
    fold into one panel (its least: the largest of theirs, its height: what is left over)
    with a tab row on top, and the rest stack around it where the first of them stood."""
    shown = [want for want in wants if not _folded(want) and not want.folds]
    leasts = sum(want.least for want in shown)
    sharing = [index for index, want in enumerate(wants) if want.tab]
    fits = leasts + gap * max(0, len(shown) - 1) <= column.height and not fold
    if fits or len(sharing) < 2:
        return Shared(stack(column, wants, gap), [], pygame.Rect(0, 0, 0, 0))
    first = sharing[0]
    least = max(wants[i].least for i in sharing) + TAB_ROW
    kept = [i for i in range(len(wants)) if i not in sharing or i == first]
    rects = dict(zip(kept, stack(column, [Want(None, least) if i == first else wants[i]
                                          for i in kept], gap), strict=True))  # fmt: skip
    row = pygame.Rect(rects[first].left, rects[first].top, rects[first].width, TAB_ROW)
    body = pygame.Rect(row.left, row.bottom, row.width, rects[first].height - TAB_ROW)
    out = [body if i in sharing else rects[i] for i in range(len(wants))]
    return Shared(out, [wants[i].tab for i in sharing], row)


def stack(column: pygame.Rect, wants: Sequence[Want], gap: int = 10) -> list[pygame.Rect]:
    """Panels one under another in `column`, top to bottom, each as high as it wants while
    they fit. When they do not: folding panels go first, then the panels above their least
    give way in proportion to what they have above it; a panel of `height` None takes what
    is left (at least its `least`). A panel given 0 is left out (its rect is empty)."""
    heights = _heights(column.height, list(wants), gap)
    rects, top = [], column.top
    for height in heights:
        rects.append(pygame.Rect(column.left, top, column.width, height))
        top += height + gap if height else 0
    return rects


def _heights(room: int, wants: list[Want], gap: int) -> list[int]:
    shown = list(wants)
    while True:
        fixed = [want.height if want.height is not None else want.least for want in shown]
        gaps = gap * (sum(1 for want in shown if not _folded(want)) - 1)
        if sum(fixed) + gaps <= room or not any(w.folds and not _folded(w) for w in shown):
            break
        index = max(i for i, want in enumerate(shown) if want.folds and not _folded(want))
        shown[index] = Want(0, 0)
    gaps = gap * max(0, sum(1 for want in shown if not _folded(want)) - 1)
    wanted = [want.height if want.height is not None else want.least for want in shown]
    over = sum(wanted) + gaps - room
    if over > 0:
        slack = [max(0, height - want.least) for height, want in zip(wanted, shown, strict=True)]
        total = sum(slack)
        if total:
            cut = [min(s, -(-over * s // total)) for s in slack]
            wanted = [height - c for height, c in zip(wanted, cut, strict=True)]
    left = room - gaps - sum(wanted)
    return [
        height + max(0, left) if want.height is None else height
        for height, want in zip(wanted, shown, strict=True)
    ]


def _folded(want: Want) -> bool:
    return want.height == 0 and want.least == 0


def lines_height(line_size: int, lines: int = LEAST_LINES, padding: int = 8) -> int:
    """The height of a panel showing `lines` lines of text `line_size` apart."""
    return lines * line_size + 2 * padding
