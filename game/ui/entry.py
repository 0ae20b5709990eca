"""The kit's private entry screen: what every hot-seat game's entry screens share.

    class MoveEntryScene(EntryScreen):
        def first_entry(self): return Submission()
        def handle(self, event): ...             # the game's own keys and clicks: set self.entry
        def draw(self, surface): ...

A screen keeps what the player is building in `self.entry` (a plain value: a frozen
dataclass, tuples, dicts; a screen that keeps it in several attributes makes `entry` a
property that snapshots and restores them). After every event the screen used, the kit
compares the entry with the last one: a change is an undo step (Ctrl+Z / Ctrl+Y, or
`undo()` / `redo()` from the game's buttons) and the draft — the entry with its undo and
redo steps — goes straight into the session's save (`SimultaneousSession.keep_draft`), so
Esc, closing the window, SIGTERM or a kill loses nothing typed; the hot-seat flow gives it
back when the seat's entry opens again, after Continue too (`attach_draft`). The session
reads a saved draft (`SimultaneousSession.read_draft`): each part of the type its
`draft_shape` names and passing the game's own check of an unfinished entry, or dropped
with a message naming the save's line.

Also from the kit: Submit (Ctrl+Enter, or `submit()` from a button) asks before handing in
an empty entry (`is_empty`, `empty_question`), shows the rules' refusal in full
(`draw_refusal`) and closes the screen once the session takes the entry; Tab / Shift+Tab
move forwards / backwards through the screen's fields (`field_count`, `field`,
`focus_field`: grids, snakes, lists, partners); the standings strip (`with_strip` takes its
room off the board's area, `draw_strip` draws everyone's totals and this seat's private
lines, from `session.standings(seat)`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.table.drafts import DraftUnreadable, draft_data
from game.table.session import EntryRefused
from game.table.standings import Standings
from game.ui import theme
from game.ui.board_view import KeyToggle
from game.ui.dialogs import ConfirmScene
from game.ui.event_log import wrap_text
from game.ui.scene import Scene
from game.ui.standings import PlayerMarks, StandingsStrip, seat_marks
from game.ui.text import blit_text

if TYPE_CHECKING:
    from game.ui.host import Host

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
REFUSAL_SIZES = (17, 16, 15, 14, 13, 12)
REFUSAL_INK: theme.Colour = theme.DANGER


def has_ctrl(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)


def has_shift(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


class EntryScreen(Scene):
    """One seat's private entry for the current stage; see the module docstring."""

    heading = ""

    def __init__(self, app: Host, session: Any, seat: int, on_submit: Callable[[], None]):
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.on_submit = on_submit
        self.player = session.seats[seat].name
        self.title = f"{self.player}: {self.heading}"
        self.message = ""
        self.undo_stack: list[Any] = []
        self.redo_stack: list[Any] = []
        self.kit_buttons: dict[Any, Callable[[], None]] = {}
        self.key_toggle: KeyToggle | None = None  # a key folded away in a small window
        self.stage_key: str | None = None  # set by the hot-seat flow: drafts are then saved
        self._standings: tuple[Standings | None] | None = None
        self.strip_rect = pygame.Rect(0, 0, 0, 0)
        self.strip_scroll = 0  # the standings' first line shown, when they scroll
        self.hover = (-1, -1)  # where the pointer was last seen moving (for the wheel)
        self.entry = self.first_entry()
        self._recorded: Any = self.entry

    # --- what a game supplies ---------------------------------------------------------------

    def first_entry(self) -> Any:
        """The entry as the screen opens (nothing chosen yet)."""
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """The game's own keys, clicks and buttons; True when used."""
        return False

    def send(self, entry: Any) -> None:
        """Hand `entry` to the session (EntryRefused, or a subclass, when refused)."""
        self.session.submit(self.seat, entry)

    def is_empty(self) -> bool:
        """True when submitting now would hand in nothing at all."""
        return self.entry == self.first_entry()

    def empty_question(self) -> str:
        return "Submit an empty entry?"

    def field_count(self) -> int:
        """How many fields Tab / Shift+Tab go through (grids, snakes, lists…)."""
        return 0

    def field(self) -> int:
        """The field being entered now."""
        return 0

    def focus_field(self, index: int) -> None:
        """Make field `index` the one being entered."""

    def entry_restored(self) -> None:
        """The entry was set back (undo, redo, a kept draft): refresh what depends on it."""

    # --- the draft: undo steps, kept in the save ----------------------------------------------

    def note_change(self) -> None:
        """After an event: a changed entry becomes an undo step and is saved as the draft."""
        if self.entry == self._recorded:
            return
        self.undo_stack.append(self._recorded)
        self.redo_stack.clear()
        self._recorded = self.entry
        self.save_draft()

    def undo(self) -> None:
        self._step(self.undo_stack, self.redo_stack, "Nothing to undo.")

    def redo(self) -> None:
        self._step(self.redo_stack, self.undo_stack, "Nothing to redo.")

    def _step(self, source: list[Any], target: list[Any], nothing: str) -> None:
        if not source:
            self.message = nothing
            return
        target.append(self.entry)
        self.entry = self._recorded = source.pop()
        self.message = ""
        self.entry_restored()
        self.save_draft()

    def keep_draft(self) -> tuple[Any, tuple[Any, ...], tuple[Any, ...]]:
        """The entry so far with its undo and redo steps."""
        return self.entry, tuple(self.undo_stack), tuple(self.redo_stack)

    def restore_draft(self, draft: tuple[Any, Any, Any]) -> None:
        entry, undo, redo = draft
        self.entry = self._recorded = entry
        self.undo_stack, self.redo_stack = list(undo), list(redo)
        self.message = ""
        self.entry_restored()

    def draft_to_data(self) -> Any:
        return draft_data(self.keep_draft())

    def attach_draft(self, stage: str) -> str:
        """Called by the hot-seat flow as the screen opens for `stage`: the seat's saved
        draft is restored (read and checked by the session: `read_draft`), and every later
        change saved. Returns a note when a saved draft could not be used ("" otherwise):
        one dropped as the save was read, or one that no longer fits."""
        self.stage_key = stage
        note = self.session.draft_note(self.seat)
        data = self.session.draft_of(self.seat, stage)
        if data is None:
            return note
        try:
            self.restore_draft(self.session.read_draft(self.seat, data))
        except (DraftUnreadable, EntryRefused) as error:
            place = self.session.draft_place(self.seat) or "the save"
            reason = error.message if isinstance(error, EntryRefused) else str(error)
            return f"{place}: {self.player}'s unfinished entry cannot be used ({reason})"
        return ""

    def save_draft(self) -> None:
        """The draft into the save now, or (a phone seat's window: `after_frame`) as soon
        as the frame showing the change is on its way."""
        if self.stage_key is None or not hasattr(self.session, "keep_draft"):
            return
        stage, data = self.stage_key, self.draft_to_data()

        def write() -> None:
            if self.seat in getattr(self.session, "pending", {}):
                return  # submitted meanwhile: nothing left to keep
            try:
                self.session.keep_draft(self.seat, stage, data)
            except OSError as error:
                self.message = f"Your draft could not be saved: {error}"

        later = getattr(self.app, "after_frame", None)
        if later is None:
            write()
        else:
            later(write)

    # --- input ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.key_toggle is not None and self.key_toggle.handle_event(event):
            return True  # the folded key opened or closed (game/ui/board_view.py KeyToggle)
        if self.scroll_strip(event):
            return True
        used = self.kit_event(event) or self.handle(event)
        if used:
            self.note_change()
        return used

    def kit_event(self, event: pygame.event.Event) -> bool:
        """Submit, undo, redo and Tab / Shift+Tab, by key or by the kit's buttons."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.kit_buttons:
            self.kit_buttons[event.ui_element]()
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in ENTER_KEYS and has_ctrl(event):
            self.submit()
        elif event.key == pygame.K_z and has_ctrl(event):
            self.undo()
        elif event.key == pygame.K_y and has_ctrl(event):
            self.redo()
        elif event.key == pygame.K_TAB and self.field_count() > 1:
            step = -1 if has_shift(event) else 1
            self.focus_field((self.field() + step) % self.field_count())
        else:
            return False
        return True

    def submit(self) -> None:
        """Hand the entry in; an empty one only after a yes to `empty_question`."""
        if self.is_empty():
            self.app.push(ConfirmScene(self.app, self.empty_question(), self.submit_now))
        else:
            self.submit_now()

    def submit_now(self, entry: Any = None) -> None:
        """Hand in `entry` (the screen's own when None); on a refusal, say why in full."""
        try:
            self.send(self.entry if entry is None else entry)
        except EntryRefused as refused:
            self.message = refused.message
            return
        self.app.pop(self)
        self.on_submit()

    # --- the standings strip: everyone's totals, and this seat's private lines ----------------

    def standings(self) -> Standings | None:
        """The session's standings as this seat may see them (read once: nothing changes
        them while the entry is open)."""
        if self._standings is None and hasattr(self.session, "standings"):
            self._standings = (self.session.standings(self.seat),)
        return self._standings[0] if self._standings else None

    def with_strip(self, area: pygame.Rect, share: int = 4) -> pygame.Rect:
        """`area` (the board's) with the standings strip taken off its bottom (its text set
        smaller, down to 12 px, to stay within 1/`share` of the height); the strip's place
        is kept in `strip_rect`."""
        most = area.height // share
        self.strip = StandingsStrip.fitted(self.app, self.standings(), area.width, most)
        height = self.strip.height_for(self.standings(), area.width)
        if not height:
            self.strip_rect = pygame.Rect(area.left, area.bottom, area.width, 0)
            return area
        self.strip_rect = pygame.Rect(area.left, area.bottom - height, area.width, height)
        return pygame.Rect(area.left, area.top, area.width, area.height - height - 8)

    def strip_in(self, room: pygame.Rect) -> None:
        """The standings strip at the top of `room` (a side panel's rest): in the largest
        text size that shows it whole there, else at 12 px filling `room` and scrolling
        with the wheel (`strip_scroll`)."""
        standings = self.standings()
        self.strip = StandingsStrip.fitted(self.app, standings, room.width, room.height)
        height = min(room.height, self.strip.height_for(standings, room.width))
        self.strip_rect = pygame.Rect(room.left, room.top, room.width, max(0, height))

    def draw_strip(self, surface: pygame.Surface) -> None:
        if self.strip_rect.height:
            marks = self.player_marks()
            self.strip.draw(surface, self.strip_rect, self.standings(), marks, self.strip_scroll)

    def player_marks(self) -> PlayerMarks:
        """How the strip marks each seat: its palette place (a game may give its own)."""
        return seat_marks(self.session.seats)

    def scroll_strip(self, event: pygame.event.Event) -> bool:
        """The wheel over a strip too low for every line scrolls it."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if event.type != pygame.MOUSEWHEEL or not self.strip_rect.height:
            return False
        if not self.strip_rect.collidepoint(self.hover):
            return False
        room = self.strip.scroll_room(self.standings(), self.strip_rect)
        self.strip_scroll = max(0, min(room, self.strip_scroll - event.y))
        return room > 0

    # --- drawing --------------------------------------------------------------------------

    def draw_refusal(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        """The message (a refusal) wrapped whole inside `rect`, in the largest size that
        fits (12 px at the least, then running below `rect`); returns the y under it."""
        if not self.message:
            return rect.top
        for size in REFUSAL_SIZES:
            font = self.app.font(size)
            rows = wrap_text(self.message, font, rect.width)
            if len(rows) * font.get_linesize() <= rect.height:
                break
        y = rect.top
        for row in rows:
            blit_text(surface, font, row, REFUSAL_INK, (rect.left, y))
            y += font.get_linesize()
        return y
