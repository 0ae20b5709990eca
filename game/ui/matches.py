"""The main menu's Replays and idle demo, for every registered game, and the describing of
match files that Continue's list (game/ui/continue_list.py) shares.

Replays
lists finished matches of every game from the replay index (game/table/replay_index.py) and
opens one through the game's `open_replay`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.core.problems import ProblemsFound
from game.core.saves import (
    SaveEntry,
    list_matches,
    modified_time,
    replays_dir,
)
from game.games import GameInfo, all_games, all_kinds, game_by_id
from game.table.replay_index import ReplayLine, replay_lines
from game.ui import theme
from game.ui.scene import Scene
from game.ui.text import blit_text, blit_wrapped
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host


def _game_with(game_id: str, hook: str) -> GameInfo | None:
    game = game_by_id(game_id)
    return game if game is not None and getattr(game, hook) is not None else None


def describe_match(game_id: str, path: Path) -> str:
    game = game_by_id(game_id)
    if game is None or game.describe_match is None:
        raise ProblemsFound([])
    return f"{game.title} · {game.describe_match(path)}"


def kept_files(finished: bool) -> list[SaveEntry]:
    """The finished (or unfinished) files that a kind keeps outside the saves and replays
    folders (a season's file), as save entries."""
    entries = []
    for kind in all_kinds():
        if kind.kept_files is None:
            continue
        for path, done in kind.kept_files():
            if done == finished:
                entries.append(SaveEntry(path, kind.game_id, modified_time(path)))
    return entries


# How long the Replays list may spend describing new files (replaying them) before its
# first frame (small files only: a long match takes long to replay) and in each later frame
# (a file that takes longer is described alone in its frame).
FIRST_BUDGET = 0.2
FIRST_LARGEST = 20_000  # bytes; a usual match file is a few thousand
FRAME_BUDGET = 0.03
ROW_BUTTON = 40  # px: a match row's button
STAMP = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")  # a list line's date


def replay_list(budget: float | None = None, largest: int | None = None) -> list[ReplayLine]:
    """Finished matches of every game and finished seasons, newest first (files of no known
    game left out); with a `budget` (or `largest`), files not described in time (or larger)
    are `waiting` lines."""
    lines, _ = replay_lines(replays_dir(), describe_match, budget, largest)
    lines += [_kept_line(entry) for entry in kept_files(True)]
    lines.sort(key=lambda line: -modified_time(line.path))
    return [
        line
        for line in lines
        if line.waiting or line.problems or _game_with(line.game, "open_replay")
    ]


def _kept_line(entry: SaveEntry) -> ReplayLine:
    try:
        return ReplayLine(entry.path, entry.game, describe_match(entry.game, entry.path))
    except ProblemsFound as found:
        return ReplayLine(entry.path, entry.game, entry.path.name, tuple(map(str, found.problems)))


DETAIL_SIZE = 16  # px: a match row's details, under its button
DETAIL_ROOM = 2 * 23 + 6  # px: two lines of them


def row_parts(line: ReplayLine, words: str | None = None) -> tuple[str, str]:
    """A match row's button and what it says under it: its game and date ("Social Snake ·
    2026-11-29 12:03"), then its level, players and how it stands. `words`: the row's words
    when not its label (a broken save's problem: on the button alone)."""
    parts = (line.label if words is None else words).split(" · ")
    dated = len(parts) > 2 and STAMP.fullmatch(parts[0])  # the list's lines start with the date
    kind = game_by_id(line.game)
    if kind is not None and kind.titled_rows and not line.problems:
        rest = parts[1:] if dated else parts  # the kind's title, then what it describes
        if len(rest) > 2:
            return " · ".join(rest[1:3]), " · ".join([rest[0], *parts[:1] * bool(dated), *rest[3:]])
    if dated:
        return f"{parts[1]} · {parts[0]}", " · ".join(parts[2:])
    return parts[0], " · ".join(parts[1:])


def draw_row_details(surface: pygame.Surface, app: Host, button: pygame.Rect, text: str) -> None:
    """A row's details in up to two lines under its `button`, as wide as it."""
    area = pygame.Rect(button.left + 8, button.bottom + 2, button.width - 16, DETAIL_ROOM - 4)
    blit_wrapped(surface, app.font(DETAIL_SIZE), text, theme.MUTED_TEXT, area)


class ReplaysScene(Scene):
    """Finished matches, newest first; an unreadable file shows its `path:line` problems."""

    title = "Replays"

    def __init__(self, app: Host):
        super().__init__(app)
        self.entries: list[ReplayLine] = []
        self.page = 0
        self.drawn = False
        self.shown: list[ReplayLine] = []

    def enter(self) -> None:
        """Read the replays folder now (not when the menu builds its buttons): what the index
        knows and what can be described at once; the rest frame by frame in `update`."""
        self.entries = replay_list(FIRST_BUDGET, FIRST_LARGEST)
        self.drawn = False
        super().enter()

    @property
    def busy(self) -> bool:
        """Lines still being read: drawn and read on, frame after frame, without waiting for
        the player to touch something (an idle window sleeps until an event)."""
        return any(entry.waiting for entry in self.entries)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.drawn and any(entry.waiting for entry in self.entries):
            self.entries = replay_list(FRAME_BUDGET)
            self.relayout()

    @property
    def per_page(self) -> int:
        """As many replays as fit above the Back button (40 px buttons, their details under
        them)."""
        return max(1, (self.app.size[1] - 150) // (ROW_BUTTON + DETAIL_ROOM) - 1)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // self.per_page))

    def build(self, root: UIContainer) -> None:
        self.page = min(self.page, self.pages - 1)
        first = self.page * self.per_page
        shown = self.entries[first : first + self.per_page]
        items = [MenuItem(row_parts(entry)[0], self._opener(entry)) for entry in shown]
        items.append(MenuItem("Back", lambda: self.app.pop(self)))
        area = pygame.Rect(60, 110, self.app.size[0] - 120, self.app.size[1] - 150)
        self.shown = shown
        self.menu = ButtonList(
            self.app.ui, root, area, items, button_height=ROW_BUTTON, gap=DETAIL_ROOM
        )

    def _opener(self, entry: ReplayLine) -> Callable[[], None]:
        def open_entry() -> None:
            if entry.waiting:
                return  # still being read: the line changes in a moment
            game = _game_with(entry.game, "open_replay")
            if entry.problems or game is None or game.open_replay is None:
                self.app.show_message(f"{entry.path.name} cannot be read", entry.problems)
                return
            try:
                scene = game.open_replay(self.app, entry.path)
            except ProblemsFound as found:
                self.app.show_message(
                    "This replay cannot be read", [str(p) for p in found.problems]
                )
                return
            self.app.push(scene)

        return open_entry

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = 1 if event.key == pygame.K_PAGEDOWN else -1
            self.page = min(max(0, self.page + step), self.pages - 1)
            self.relayout()
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.drawn = True  # the list is on screen: waiting lines are described from now on
        blit_text(surface, self.app.font(36, bold=True), "Replays", theme.TEXT, (60, 36))
        hint = f"Page {self.page + 1} of {self.pages} (Page Up / Page Down) · Enter opens"
        if not self.entries:
            hint = "No finished matches yet."
        blit_text(surface, self.app.font(20), hint, theme.MUTED_TEXT, (60, 80))
        for entry, button in zip(self.shown, self.menu.buttons, strict=False):
            draw_row_details(surface, self.app, button.rect, row_parts(entry)[1])


def replays_scene(app: Host) -> Scene | None:
    """The replay list, or None while the replays folder holds no match files at all."""
    if not list_matches(replays_dir()) and not kept_files(True):
        return None
    return ReplaysScene(app)


def attract_scene(app: Host) -> Scene | None:
    """A self-playing demo of a game that offers one (chosen at random), or None."""
    makers = [game.attract_scene for game in all_games() if game.attract_scene is not None]
    random.shuffle(makers)
    for make in makers:
        scene = make(app)
        if scene is not None:
            return scene
    return None
