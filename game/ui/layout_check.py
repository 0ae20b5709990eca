"""The layout check: what a drawn frame gets wrong, from what the kit recorded drawing it
(game/ui/layout_record.py) and the pygame-gui widgets on screen.

    LAYOUT.on = True
    app.tick([], 1 / 60)
    for finding in findings(app): ...

Kinds (`KINDS`): two texts overlapping; a text over a token, badge or board it does not
label; anything drawn outside the window; text under 12 px; a name, mission, quiz or puzzle
text shortened (only texts marked `free`, a user's text of any length, may be); a panel
under three lines high; a board smaller than its room allows.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from game.ui.layout_record import BOARD, CARD_LAYER, LAYOUT, PANEL, TEXT, TOKEN, Drawn
from game.ui.text import WHOLE_TEXTS
from game.ui.widgets import entry_room

if TYPE_CHECKING:
    from game.ui.host import Host

OVERLAP = "overlap"
OVER_TOKEN = "over-token"
OUTSIDE = "outside"
SMALL_TEXT = "small-text"
SHORTENED = "shortened"
SHORT_PANEL = "short-panel"
SMALL_BOARD = "small-board"
KINDS = (OVERLAP, OVER_TOKEN, OUTSIDE, SMALL_TEXT, SHORTENED, SHORT_PANEL, SMALL_BOARD)

SMALLEST_TEXT = 12  # px
TOUCH = 3  # px both ways: less is two rectangles touching, not overlapping
PANEL_LINES = 3
FILLED = 0.85  # a board takes at least this share of its room, in its larger direction
SIDE_SHARE = 1 / 3  # side panels take at most this share of the width …
TITLE_ROOM = 120  # … and title, footer and buttons this much of the height
ROOM_USED = 0.75  # a board's cells are at least this share of what that room would give
BUTTON_BORDER = 4  # a button's border, both sides
ELLIPSIS = "…"  # what ends a shortened text


@dataclass(frozen=True)
class Finding:
    """One fault in a frame: its kind and what it is (texts, not coordinates, so that the
    same fault reads the same on every run)."""

    kind: str
    what: str


def _whole_of(text: str) -> str:
    """The whole text of a widget's words that are, or hold, a text shortened by the kit
    ("WWWWWWWWWW…  ×": a cut name with the button's own words after it); "" if none."""
    whole = WHOLE_TEXTS.shortened.get(text)
    if whole or ELLIPSIS not in text:
        return whole or ""
    for shown, whole in WHOLE_TEXTS.shortened.items():
        if shown in text and shown != whole:
            return text.replace(shown, whole)
    return ""


def findings(app: Host) -> list[Finding]:
    """Every fault of the frame `app` drew last (with `LAYOUT.on`)."""
    window = app.screen.get_rect()
    drawn = [*LAYOUT.drawn, *_widget_texts(app)]
    texts = [item for item in drawn if item.kind == TEXT]
    found = _overlaps(texts) + _over_tokens(texts, drawn) + _outside(drawn, window)
    found += _small_texts(drawn) + _shortened(texts) + _short_panels(drawn)
    found += _small_boards(drawn, window)
    return sorted(set(found), key=lambda f: (KINDS.index(f.kind), f.what))


def ink(item: Drawn) -> pygame.Rect:
    """Where a line's letters are: its rect without the font's blank rows above and below."""
    if item.kind != TEXT:
        return item.rect
    return item.rect.inflate(-2, -(item.rect.height // 4))


def _meets(first: pygame.Rect, second: pygame.Rect) -> bool:
    common = first.clip(second)
    return common.width >= TOUCH and common.height >= TOUCH


def _quoted(text: str, most: int = 60) -> str:
    return repr(text if len(text) <= most else text[: most - 1] + "…")


def _overlaps(texts: list[Drawn]) -> list[Finding]:
    found = []
    for first, second in itertools.combinations(texts, 2):
        if first.layer != second.layer or first.layer == CARD_LAYER:
            continue
        if first.text == second.text and first.rect == second.rect:
            continue  # drawn twice in the same place (a shadow, a frame drawn again)
        if _meets(ink(first), ink(second)):
            pair = sorted((_quoted(first.text), _quoted(second.text)))
            found.append(Finding(OVERLAP, f"{pair[0]} over {pair[1]}"))
    return found


def _over_tokens(texts: list[Drawn], drawn: list[Drawn]) -> list[Finding]:
    found = []
    for item in drawn:
        if item.kind == TOKEN:
            covered, name = item.rect, "a mark"
        elif item.kind == BOARD and item.owner is not None:
            covered, name = item.owner, f"the {item.text} board's cells"
        else:
            continue
        for text in texts:
            if text.layer != item.layer or text.owner == item.rect:
                continue
            if _meets(ink(text), covered):
                found.append(Finding(OVER_TOKEN, f"{_quoted(text.text)} over {name}"))
    return found


def _outside(drawn: list[Drawn], window: pygame.Rect) -> list[Finding]:
    found = []
    for item in drawn:
        rect = ink(item)
        if item.kind != PANEL and rect.width and not window.contains(rect):
            what = _quoted(item.text) if item.kind == TEXT else f"a {item.kind} {item.text}"
            found.append(Finding(OUTSIDE, f"{what} at {tuple(rect)}"))
    return found


def _small_texts(drawn: list[Drawn]) -> list[Finding]:
    found = []
    for item in drawn:
        if item.kind == TEXT and 0 < item.size < SMALLEST_TEXT:
            found.append(Finding(SMALL_TEXT, f"{_quoted(item.text)} at {item.size} px"))
        if item.kind == BOARD and 0 < item.cell_text < SMALLEST_TEXT:
            what = f"the {item.text} board's cell text at {item.cell_text} px"
            found.append(Finding(SMALL_TEXT, what))
    return found


def _shortened(texts: list[Drawn]) -> list[Finding]:
    return [
        Finding(SHORTENED, f"{_quoted(item.shortened)} shown as {_quoted(item.text, 80)}")
        for item in texts
        if item.shortened and not item.free and item.shortened != item.text
    ]


def _short_panels(drawn: list[Drawn]) -> list[Finding]:
    """Panels too low for their content and for three lines (a panel that shows all of a
    shorter content is fine)."""
    return [
        Finding(
            SHORT_PANEL,
            f"the {item.text} {item.rect.height} px high for "
            f"{item.size} px lines ({item.needed} px needed)",
        )  # fmt: skip
        for item in drawn
        if item.kind == PANEL
        and item.rect.height < min(PANEL_LINES * item.size, item.needed or PANEL_LINES * item.size)
    ]


def _small_boards(drawn: list[Drawn], window: pygame.Rect) -> list[Finding]:
    boards = [item for item in drawn if item.kind == BOARD and not item.thumbnail]
    found = []
    for item in boards:
        room = (item.room or item.rect).clip(window)  # a zoomed view: the part on screen
        if (
            room.width
            and room.height
            and max(item.rect.width / room.width, item.rect.height / room.height) < FILLED
        ):
            what = f"the {item.text} board leaves its room {room.size} empty ({item.rect.size})"
            found.append(Finding(SMALL_BOARD, what))
    if boards:  # the largest board gets the room the side panels leave
        largest = max(boards, key=lambda item: item.rect.width * item.rect.height)
        side_by_side = sum(1 for item in boards if item.rect.top < largest.rect.bottom
                           and largest.rect.top < item.rect.bottom)  # fmt: skip
        columns, rows = (int(n) for n in largest.text.split("x"))
        width = window.width * (1 - SIDE_SHARE) / max(1, side_by_side)
        allowed = min(width / max(1, columns + 1), (window.height - TITLE_ROOM) / max(1, rows + 1))
        if largest.size < ROOM_USED * allowed:
            what = f"the {largest.text} board's cells are {largest.size} px, the window allows "
            found.append(Finding(SMALL_BOARD, what + f"{int(allowed)} px"))
    return found


def _widget_texts(app: Host) -> list[Drawn]:
    """The labels of pygame-gui's visible buttons, labels and text fields, as drawn text of
    the top scene (their ink centred in their box, cut at its edge)."""
    layer = len(app.drawn_scenes()) - 1
    root = app.ui.get_root_container()
    texts = []
    for element in app.ui.get_sprite_group().sprites():
        if not isinstance(element, UIButton | UILabel | UITextEntryLine):
            continue
        text = element.get_text() if isinstance(element, UITextEntryLine) else element.text
        if not element.visible or not element.alive() or not text or "pygame-gui." in text:
            continue
        box = element.rect
        assert element.ui_container is not None and element.font is not None  # (pygame-gui's)
        container = element.ui_container.get_container()
        if container is not root:
            box = box.clip(container.get_rect())
            if not box.width or not box.height:
                continue  # scrolled out of its list
        width, height = element.font.size(text)
        shown = pygame.Rect(0, 0, width, height)
        if isinstance(element, UITextEntryLine):
            shown.midleft = (box.left + 6, box.centery)
        else:
            shown.center = box.center
        cut = isinstance(element, UIButton) and width > element.rect.width - BUTTON_BORDER
        if isinstance(element, UITextEntryLine) and getattr(element, "name_box", False):
            cut = width > entry_room(element)  # a name (or a seed): never scrolled in its box
        whole = text if cut else getattr(text, "whole", None) or _whole_of(text)
        texts.append(Drawn(TEXT, shown.clip(box), text=f"{text} (cut)" if cut else text,
                           layer=layer, size=element.font.get_point_size(),
                           shortened=whole or "", free=getattr(text, "free", False)))  # fmt: skip
    return texts
