"""The main menu's Continue: every unfinished match of every game and every unfinished
season, newest first.

Each row shows when the match was last played, the game, its level, the players and how far
it is (the game's `describe_match`, remembered in saves/index.json as the replay list
remembers its lines). Enter or a click resumes the row through the game's `resume_match`;
"Put aside" (or Delete) asks, then moves the save into the set-aside folder, never deleting
it. A save that cannot be read, or that its game refuses to resume, is a row with its
`path:line` problems. Up/Down, Page Up/Down, Home/End and the mouse wheel scroll a long
list; beside Back, the focused row's file (or all its problems). Continue shows the list
even for one unfinished match, so that it always looks and works the same.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.core.problems import Problem, ProblemsFound, printable
from game.core.saves import (
    list_matches,
    modified_time,
    saves_dir,
    set_aside_dir,
    set_aside_match,
)
from game.core.tomlfile import load_toml
from game.games import game_by_id
from game.table.replay_index import ReplayLine, describe_line, replay_lines
from game.ui import theme
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.focus import FocusGrid
from game.ui.matches import (
    DETAIL_ROOM,
    FIRST_BUDGET,
    FIRST_LARGEST,
    FRAME_BUDGET,
    ROW_BUTTON,
    describe_match,
    draw_row_details,
    kept_files,
    row_parts,
)
from game.ui.scene import Scene
from game.ui.text import blit_text, blit_wrapped, clip_text
from game.ui.widgets import BUTTON_FONT, BUTTON_HOVERED, BUTTON_PADDING

if TYPE_CHECKING:
    from game.ui.host import Host

LIST_TOP = 110
ROW_HEIGHT, ROW_GAP = ROW_BUTTON + DETAIL_ROOM, 8  # a row: its button, its details under it
ASIDE_WIDTH = 150
TOOLTIP_ROOM = 66  # under the list: a shortened row's whole words show there
FOOTER = 66  # Back, and beside it the focused row's save or problems
BACK_ROW = 1_000_000  # Back's row in the focus grid: below every match
ASIDE_LABEL = "Put aside"


def unfinished_count() -> int:
    """How many unfinished matches and seasons Continue lists (headers only: quick)."""
    return len(list_matches(saves_dir())) + len(kept_files(False))


def continue_scene(app: Host) -> Scene | None:
    """The list of unfinished matches, or None when there is none."""
    return ContinueScene(app) if unfinished_count() else None


def unfinished_list(budget: float | None = None, largest: int | None = None) -> list[ReplayLine]:
    """Every unfinished match and season, newest first; unreadable ones (or ones their game
    refused to resume) carry their problems. With a `budget` (or `largest`), saves not
    described in time (or larger) are `waiting` lines, as in the replay list."""
    lines, _ = replay_lines(saves_dir(), describe_save, budget, largest)
    lines += [describe_line(entry, describe_save) for entry in kept_files(False)]
    lines = [_with_refusal(line) for line in lines]
    return sorted(lines, key=lambda line: -modified_time(line.path))


def _set_aside_save(path: Path) -> list[Path]:
    return [set_aside_match(path)]


def describe_save(game_id: str, path: Path) -> str:
    """The game, level, players and how far the match is (ProblemsFound when it cannot be
    read, or when no game of this version can resume it)."""
    game = game_by_id(game_id)
    if game is None or game.resume_match is None or game.describe_match is None:
        raise ProblemsFound([_unknown_game(game_id, path)])
    return describe_match(game_id, path)


def _unknown_game(game_id: str, path: Path) -> Problem:
    message = f'no game called "{printable(game_id)}" can continue this save'
    try:
        return load_toml(path).problem(["game"], message)
    except ProblemsFound:
        return Problem(str(path), 1, message)


# Saves a game refused to resume, by path, with the size and time stamp they had: a long
# save that cannot be continued is not replayed again each time it is chosen.
_refused: dict[Path, tuple[tuple[int, int], ProblemsFound]] = {}


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_size, status.st_mtime_ns


def _refusal_of(path: Path) -> ProblemsFound | None:
    kept = _refused.get(path)
    return kept[1] if kept is not None and kept[0] == _stamp(path) else None


def _remember_refusal(path: Path, found: ProblemsFound) -> None:
    stamp = _stamp(path)
    if stamp is not None:
        _refused[path] = (stamp, found)


def _with_refusal(line: ReplayLine) -> ReplayLine:
    refusal = None if line.problems or line.waiting else _refusal_of(line.path)
    if refusal is None:
        return line
    label = f"{printable(line.path.name)}: cannot be continued"
    return replace(line, label=label, problems=tuple(map(str, refusal.problems)))


def row_words(line: ReplayLine) -> str:
    """What a row says: its line, or for a broken save its first problem (`name:line: …`,
    the folder left to the details under the list)."""
    if not line.problems:
        return line.label
    return "Cannot be continued: " + line.problems[0].removeprefix(f"{line.path.parent}{os.sep}")


class ContinueScene(Scene):
    """The unfinished matches, newest first (see the module docstring)."""

    title = "Continue"

    def __init__(self, app: Host):
        super().__init__(app)
        self.rows: list[ReplayLine] = []
        self.first = 0  # the first row shown
        self.focus_key = "row0"
        self.drawn = False
        self.mouse_moved = False

    @property
    def busy(self) -> bool:
        """Rows still being read: drawn and read on, frame after frame, until described."""
        return any(row.waiting for row in self.rows)

    # the rows

    def enter(self) -> None:
        """Read the saves now: what the index knows and what can be described at once; the
        rest frame by frame in `update`."""
        self.read_rows(FIRST_BUDGET, FIRST_LARGEST)
        super().enter()

    def resume(self) -> None:
        """Back from a dialog: a save may have been put aside or refused meanwhile."""
        self.read_rows(FIRST_BUDGET, FIRST_LARGEST)
        super().resume()
        self.relayout()

    def read_rows(self, budget: float | None, largest: int | None = None) -> None:
        self.rows = unfinished_list(budget, largest)
        self.drawn = False
        self.first = min(self.first, max(0, len(self.rows) - self.per_page))
        index = self.focused_index()
        if index is not None and index >= len(self.rows):
            self.focus_key = f"row{len(self.rows) - 1}" if self.rows else "back"

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.drawn and any(row.waiting for row in self.rows):
            self.read_rows(FRAME_BUDGET)
            self.relayout()

    # layout

    def list_rect(self) -> pygame.Rect:
        width, height = self.app.size
        bottom = height - FOOTER - TOOLTIP_ROOM
        return pygame.Rect(40, LIST_TOP, width - 80, max(ROW_HEIGHT, bottom - LIST_TOP))

    @property
    def per_page(self) -> int:
        return max(1, (self.list_rect().height + ROW_GAP) // (ROW_HEIGHT + ROW_GAP))

    def build(self, root: UIContainer) -> None:
        self.form = FocusGrid(self.app.ui)
        area = self.list_rect()
        font = self.app.font(BUTTON_FONT, bold=True)
        row_width = area.width - ASIDE_WIDTH - 8
        for index in range(self.first, min(len(self.rows), self.first + self.per_page)):
            row = self.rows[index]
            top = area.top + (index - self.first) * (ROW_HEIGHT + ROW_GAP)
            title = row_parts(row, row_words(row))[0]
            label = clip_text(font, title, row_width - 2 * BUTTON_PADDING - 4)
            rect = pygame.Rect(area.left, top, row_width, ROW_BUTTON)
            self.form.add_button(root, f"row{index}", rect, label, index, self._resumer(row))
            aside = pygame.Rect(area.right - ASIDE_WIDTH, top, ASIDE_WIDTH, ROW_BUTTON)
            self.form.add_button(root, f"aside{index}", aside, ASIDE_LABEL, index, self._asker(row))
        height = self.app.size[1]
        back = pygame.Rect(40, height - FOOTER + 8, 160, 46)
        self.form.add_button(root, "back", back, "Back", BACK_ROW, lambda: self.app.pop(self))
        self.form.focus_key(self.focus_key)

    # what a row does

    def _resumer(self, row: ReplayLine) -> Callable[[], None]:
        return lambda: self.resume_row(row)

    def _asker(self, row: ReplayLine) -> Callable[[], None]:
        return lambda: self.ask_put_aside(row)

    def resume_row(self, row: ReplayLine) -> None:
        """Open the match in place of the list; a save that cannot be continued shows why."""
        if row.waiting:
            return  # still being read: the row changes in a moment
        if row.problems:
            self._show_problems(row.path, list(row.problems))
            return
        game = game_by_id(row.game)
        assert game is not None and game.resume_match is not None  # else a problem row
        try:
            known = _refusal_of(row.path)
            if known is not None:
                raise known
            scene = game.resume_match(self.app, row.path)
        except ProblemsFound as found:
            _remember_refusal(row.path, found)
            self._show_problems(row.path, [str(problem) for problem in found.problems])
            return
        if scene is None:
            self.app.show_message("This match is over", [f"{row.path}: nothing is left to play."])
            return
        self.app.replace(scene)

    def _show_problems(self, path: Path, problems: list[str]) -> None:
        advice = f'"{ASIDE_LABEL}" moves it into {set_aside_dir()} (never deleted).'
        title = f"{printable(path.name)} cannot be continued"
        self.app.push(MessageScene(self.app, title, [*problems, "", advice]))

    def ask_put_aside(self, row: ReplayLine) -> None:
        question = (
            f"Put aside {printable(row.path.name)}? It is moved, never deleted, into "
            f"{set_aside_dir()}"
        )
        self.app.push(
            ConfirmScene(
                self.app, question, lambda: self.put_aside(row), yes_label="Put aside",
                no_label="Keep",
            )
        )  # fmt: skip

    def put_aside(self, row: ReplayLine) -> None:
        game = game_by_id(row.game)
        move = game.set_aside if game is not None and game.set_aside else _set_aside_save
        try:
            moved = move(row.path)  # a season takes its match folder along
        except OSError as error:
            reason = f"{row.path}: {error.strerror or error}"
            self.app.show_message("The save could not be moved", [reason])
            return
        them = "them" if len(moved) > 1 else "it"
        self.app.show_message(
            "Put aside",
            [
                *(f"Kept in {path}" for path in moved),
                f"To continue it again, move {them} back into {row.path.parent}.",
            ],
        )

    # events

    def focused_index(self) -> int | None:
        """The row that has the focus (its match or its Put aside), None on Back."""
        key = self.focus_key
        for prefix in ("row", "aside"):
            if key.startswith(prefix) and key[len(prefix) :].isdigit():
                return int(key[len(prefix) :])
        return None

    def _note_focus(self) -> None:
        current = self.form.current
        if current is not None:
            self.focus_key = current.key

    def focus_row(self, index: int, column: str | None = None) -> None:
        """Focus row `index` (scrolled into view), in the same column as now; past the last
        row, Back."""
        if not self.rows or index >= len(self.rows):
            self.focus_key = "back"
        else:
            index = max(0, index)
            if column is None:
                column = "aside" if self.focus_key.startswith("aside") else "row"
            self.focus_key = f"{column}{index}"
            self.first = min(max(self.first, index - self.per_page + 1), index)
        self.relayout()

    def scroll(self, rows: int) -> None:
        """Scroll the list by `rows`; the focus stays on a row that is still shown."""
        last = max(0, len(self.rows) - self.per_page)
        self.first = max(0, min(self.first + rows, last))
        index = self.focused_index()
        if index is not None and not self.first <= index < self.first + self.per_page:
            column = "aside" if self.focus_key.startswith("aside") else "row"
            shown = min(max(index, self.first), self.first + self.per_page - 1)
            self.focus_key = f"{column}{shown}"
        self.relayout()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse_moved = True
        if event.type == BUTTON_HOVERED and self.mouse_moved:
            self._hovered(event.hovered)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return True
        used = self.form.handle_event(event)
        if self.root is not None and self.form.current is not None:
            self._note_focus()
        return used

    def _hovered(self, element: object) -> None:
        for index, control in enumerate(self.form.controls):
            if control.element is element and index != self.form.focused:
                self.form.set_focus(index)
                self._note_focus()

    def _key(self, key: int) -> bool:
        """The list's own keys; False for those the focus grid handles."""
        index = self.focused_index()
        page = self.per_page
        if key == pygame.K_DELETE and index is not None:
            self.ask_put_aside(self.rows[index])
        elif key == pygame.K_UP:
            self.focus_row(len(self.rows) - 1 if index is None else max(0, index - 1))
        elif key == pygame.K_DOWN:
            self.focus_row(0 if index is None else index + 1)  # from Back: round to the top
        elif key in (pygame.K_PAGEUP, pygame.K_HOME) and self.rows:
            self.focus_row(0 if key == pygame.K_HOME else max(0, (index or 0) - page))
        elif key in (pygame.K_PAGEDOWN, pygame.K_END) and self.rows:
            last = len(self.rows) - 1
            self.focus_row(last if key == pygame.K_END else min(last, (index or 0) + page))
        else:
            return False
        return True

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.drawn = True  # the list is on screen: waiting rows are described from now on
        width, height = self.app.size
        blit_text(surface, self.app.font(36, bold=True), "Continue", theme.TEXT, (40, 30))
        hint = "Enter resumes · Delete puts aside · Up/Down, Page Up/Down or the wheel scroll"
        if not self.rows:
            hint = "No unfinished match."
        elif len(self.rows) > self.per_page:
            last = min(len(self.rows), self.first + self.per_page)
            hint = f"{self.first + 1}–{last} of {len(self.rows)} · {hint}"
        hint_font = self.app.font(18)
        blit_text(surface, hint_font, clip_text(hint_font, hint, width - 80), theme.MUTED_TEXT,
                  (40, 76))  # fmt: skip
        self._draw_details(surface)
        for index in range(self.first, min(len(self.rows), self.first + self.per_page)):
            row = self.rows[index]
            button = next(c.element for c in self.form.controls if c.key == f"row{index}")
            draw_row_details(surface, self.app, button.rect, row_parts(row, row_words(row))[1])

    def _draw_details(self, surface: pygame.Surface) -> None:
        """The focused row beside Back: its problems, or where its save is (the row's whole
        words show over the list, under the row, when they had to be shortened)."""
        index = self.focused_index()
        if index is None or index >= len(self.rows):
            return
        row = self.rows[index]
        width, height = self.app.size
        box = pygame.Rect(220, height - FOOTER + 4, width - 260, FOOTER - 8)
        font = self.app.font(16)
        if row.problems:
            blit_wrapped(surface, font, "; ".join(row.problems), theme.DANGER, box)
        else:
            where = f"Saved in {row.path}"  # a path, at any length
            blit_wrapped(surface, font, where, theme.MUTED_TEXT, box, free=True)
