"""The kit's replay viewer: a finished (or unfinished) match's rounds in a clickable list, a
title that says "Replay of …", and Esc that leaves at once.

A game whose reveal is a RevealPlayer plays every chapter of the match in one timeline and
mixes `ReplayViewer` in before its reveal scene:

    class ReplayScene(ReplayViewer, RevealScene):
        ...
    scene = ReplayScene(app, session, chapters, on_done)      # the reveal's own arguments
    scene.index_chapters("Practice meadow", labels, first_steps)

`labels[i]` names chapter i ("Round 2", "Board 3: movement") and `first_steps[i]` is the
index of its first step among the player's groups (`first_steps_of`). The round list sits at
the bottom of the side column (the event log gives up the room); a click jumps to the
chapter, paused on its first step; Up / Down or PageUp / PageDown go to the previous / next
chapter; End and "Skip to end" stop at the end of the chapter on screen (as the live reveal
stops at the end of its round; a second press goes on to the match's end), and the header
counts that chapter's steps; every other key
is the reveal player's (Space plays, ←/→ step, Home). A
viewer that is not a RevealPlayer (Social Snake's step-by-step grids) uses `RoundList` and
`replay_title` alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.ui import theme
from game.ui.table_layout import Want
from game.ui.text import blit_text, clip_text

if TYPE_CHECKING:
    from game.ui.host import Host

ROUNDS_TAB = "Rounds"
LIST_ROW = 24
LIST_HEIGHT = 150
CHAPTER_END_SHY = 1e-6  # a chapter's end stops this short of the next chapter's first step
CHAPTER_KEYS = {pygame.K_UP: -1, pygame.K_PAGEUP: -1, pygame.K_DOWN: 1, pygame.K_PAGEDOWN: 1}


def replay_title(what: str) -> str:
    """The viewer's title: "Replay of Practice meadow"."""
    return f"Replay of {what}"


class RoundList:
    """Chapters as clickable rows; the current one highlighted and kept in view."""

    def __init__(self, rect: pygame.Rect, labels: Sequence[str], font: pygame.font.Font):
        self.rect = rect
        self.labels = list(labels)
        self.numbers: list[int] = []  # each row's own number where rows skip some (else row + 1)
        self.font = font
        self.first = 0
        self.followed = -1  # the current row last brought into view (the wheel may leave it)
        self._drawn_rows = 0

    @property
    def visible(self) -> int:
        return max(1, (self.rect.height - 8) // LIST_ROW)

    def follow(self, current: int) -> None:
        if current < self.first:
            self.first = current
        elif current >= self.first + self.visible:
            self.first = current - self.visible + 1

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        row = self.first + (pos[1] - self.rect.top - 4) // LIST_ROW
        return row if 0 <= row < len(self.labels) else None

    def row_centre(self, index: int) -> tuple[int, int]:
        """Where row `index` is on screen now (for tests and the keyboard's eye)."""
        top = self.rect.top + 4 + (index - self.first) * LIST_ROW
        return self.rect.centerx, top + LIST_ROW // 2

    def scroll(self, rows: int) -> None:
        self.first = min(max(0, self.first + rows), max(0, len(self.labels) - self.visible))

    def draw(self, surface: pygame.Surface, current: int) -> None:
        """The rows in view, `current` highlighted and brought into view when it changes
        (-1: none); rows scrolled to by the wheel stay in view until then."""
        if current >= 0 and (current != self.followed or self.visible != self._drawn_rows):
            self.follow(current)
            self.followed, self._drawn_rows = current, self.visible
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect, 2, border_radius=8)
        shown = self.labels[self.first : self.first + self.visible]
        bar = self._draw_scroll_bar(surface)
        for offset, label in enumerate(shown):
            index = self.first + offset
            row = pygame.Rect(self.rect.left + 4, self.rect.top + 4 + offset * LIST_ROW, 0, 0)
            row.size = (self.rect.width - 8 - bar, LIST_ROW)
            if index == current:
                pygame.draw.rect(surface, theme.ACCENT, row, border_radius=4)
            colour = theme.BLACK if index == current else theme.TEXT
            number = self.numbers[index] if index < len(self.numbers) else index + 1
            text = clip_text(self.font, f"{number}. {label}", row.width - 12)
            place = (row.left + 8, row.centery)
            blit_text(surface, self.font, text, colour, place, "midleft", index == current)

    def _draw_scroll_bar(self, surface: pygame.Surface) -> int:
        """A thin bar at the right when not every row is in view (a hidden last row used to
        look like no row at all); the width it takes from the rows."""
        rows = len(self.labels)
        if rows <= self.visible:
            return 0
        track = pygame.Rect(self.rect.right - 10, self.rect.top + 6, 4, self.rect.height - 12)
        thumb = track.copy()
        thumb.height = max(12, track.height * self.visible // rows)
        thumb.top = track.top + (track.height - thumb.height) * self.first // (rows - self.visible)
        pygame.draw.rect(surface, theme.PANEL_BORDER, track, border_radius=2)
        pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=2)
        return 10

    def handle_event(
        self, event: pygame.event.Event, mouse: tuple[int, int], go: Callable[[int], None]
    ) -> bool:
        """A click on a row calls `go(row)`; the wheel over the list scrolls it. True when
        the event was the list's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            row = self.row_at(event.pos)
            if row is not None:
                go(row)
            return row is not None
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            self.scroll(-event.y)
            return True
        return False


class ReplayViewer:
    """Mixed in before a game's RevealPlayer subclass: see the module docstring."""

    key_help: tuple[str, ...] = (
        "Space play · Left/Right step · Home/End",
        "Up/Down or click a round · Esc leaves",
    )
    # the reveal's Continue, which would stand greyed until the end: here it leaves, any time
    control_labels = ("< Back", "Pause", "Next >", "Speed", "Skip to end", "Leave")
    longest_labels = ("< Back", "Pause", "Next >", "Speed ×0.5", "Skip to end", "Leave")
    done_anytime = True

    app: Host
    timeline: Any
    starts: list[float]
    log: Any

    def index_chapters(self, what: str, labels: Sequence[str], first_steps: Sequence[int]) -> None:
        """Name the match and its chapters (where each begins among the steps); the viewer
        opens paused on the first one."""
        self.title = replay_title(what)
        last = max(0, len(self.starts) - 1)
        self.first_steps = [*first_steps, *[last] * (len(labels) - len(first_steps))]
        self.round_list = RoundList(pygame.Rect(0, 0, 0, 0), labels, self.app.font(16))
        self.place_round_list()

    def chapter_now(self) -> int:
        step = max(0, self.timeline.step_index)
        return max((i for i, first in enumerate(self.first_steps) if first <= step), default=0)

    def go_to_chapter(self, index: int) -> None:
        """Paused on the first step of chapter `index` (clamped), before it plays."""
        if not self.first_steps:
            return
        index = min(max(0, index), len(self.first_steps) - 1)
        self.timeline.pause()
        self.timeline.seek(self.starts[self.first_steps[index]] if self.starts else 0.0)

    def chapter_bounds(self, chapter: int) -> tuple[int, int]:
        """The steps of `chapter`: its first and one past its last."""
        first = self.first_steps[chapter]
        later = [start for start in self.first_steps[chapter + 1 :] if start > first]
        return first, later[0] if later else len(self.starts)

    def skip_to_chapter_end(self) -> None:
        """Paused at the end of the chapter on screen, a hair before the next chapter's start
        (which belongs to that chapter); at a chapter's end already, or in the last chapter,
        the match's end."""
        if not self.first_steps:
            self.timeline.skip_to_end()
            return
        _, end = self.chapter_bounds(self.chapter_now())
        stop = self.starts[end] - CHAPTER_END_SHY if end < len(self.starts) else None
        if stop is None or self.timeline.time >= stop:  # at a chapter's end: the match's
            self.timeline.skip_to_end()
            return
        self.timeline.pause()
        self.timeline.seek(stop)

    def status(self) -> str:
        """The steps of the chapter on screen: "ready (0/12)" at its start, never the end of
        the chapter before."""
        if not self.first_steps:
            return super().status()  # type: ignore[misc]
        first, end = self.chapter_bounds(self.chapter_now())
        shown = min(self.groups_started, end) - first  # type: ignore[attr-defined]
        groups = self.groups  # type: ignore[attr-defined]
        what = self.group_title(groups[first + shown - 1]) if shown > 0 else "ready"  # type: ignore[attr-defined]
        done = " · finished: Enter continues" if self.timeline.finished else ""
        return f"{what} ({max(0, shown)}/{end - first}){done}"

    def log_lines(self, count: int) -> list[str]:
        """The log of the chapter on screen only, under its name (a line of another round or
        board never stands in it unnamed)."""
        if not self.first_steps:
            return super().log_lines(count)  # type: ignore[misc]
        chapter = self.chapter_now()
        first = self.first_steps[chapter]
        events = [self.describe(e) for group in self.groups[first:count] for e in group]  # type: ignore[attr-defined]
        return [f"{self.round_list.labels[chapter]}:", *events]

    def heading(self) -> str:
        labels = self.round_list.labels
        label = labels[self.chapter_now()] if labels else ""
        return f"{self.title}: {label}" if label else self.title

    def place_round_list(self) -> None:
        """The list at the bottom of the side column, under the log (`side_extras`)."""
        self.place_side()  # type: ignore[attr-defined]

    def side_extras(self) -> list[Want]:
        """The round list: up to LIST_HEIGHT, never under three rows (or all of them)."""
        if getattr(self, "round_list", None) is None:
            return []
        side = self.side_area()  # type: ignore[attr-defined]
        rows = min(3, len(self.round_list.labels))
        height = min(LIST_HEIGHT, max(LIST_ROW + 8, side.height // 5))
        return [Want(max(height, rows * LIST_ROW + 8), rows * LIST_ROW + 8, tab=ROUNDS_TAB)]

    def place_side_extras(self, rects: list[pygame.Rect]) -> None:
        if rects:
            self.round_list.rect = rects[0]

    def build(self, root: UIContainer) -> None:
        super().build(root)  # type: ignore[misc]
        actions = self.actions  # type: ignore[attr-defined]
        actions[actions.index(self.timeline.skip_to_end)] = self.skip_to_chapter_end
        self.place_round_list()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)  # type: ignore[arg-type]
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_END:
            self.skip_to_chapter_end()
            self._refresh_buttons()  # type: ignore[attr-defined]
            return True
        if event.type == pygame.KEYDOWN and event.key in CHAPTER_KEYS:
            self.go_to_chapter(self.chapter_now() + CHAPTER_KEYS[event.key])
            return True
        showing = self.tabs.showing(ROUNDS_TAB)  # type: ignore[attr-defined]
        if showing and self.round_list.handle_event(
            event, self.app.mouse_pos(), self.go_to_chapter
        ):
            return True
        return super().handle_event(event)  # type: ignore[misc]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        if self.tabs.showing(ROUNDS_TAB):  # type: ignore[attr-defined]
            self.round_list.draw(surface, self.chapter_now())


def first_steps_of(chapter_of_step: Sequence[int]) -> list[int]:
    """Where each chapter begins, from the chapter of every step in order (0, 0, 1, 1, 1 →
    [0, 2])."""
    firsts: list[int] = []
    for step, chapter in enumerate(chapter_of_step):
        while len(firsts) <= chapter:
            firsts.append(step)
    return firsts
