"""The replay viewer: every step of every round of a Social Snake match, forwards and back.

    app.push(ReplayScene(app, session))

The board at a step is rebuilt from the state before the round and its events up to that
step (`reveal.snapshots`), exactly as the reveal shows it. Keys: →/← step (on into the next
or previous round at the ends), ↑/↓ or PageUp/PageDown previous/next round, Home/End the
first/last step of the round, Tab the next grid large (`reveal.GridFocus`: with room, both
grids are shown whole, as in the reveal), Esc back. The round list on the right can be
clicked, and the buttons under the board do the same as the keys. The side column keeps
the log at least seven lines high: the score rows and the round list close up first, and
only where even that does not fit do the panels share one place under tabs (F2).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.social_snake import events as ev
from game.social_snake.draw import GridView, player_looks
from game.social_snake.reveal import (
    BOARD_EXTRA,
    FOLD_OVER_SEATS,
    GridFocus,
    Snapshot,
    StepLog,
    group_events,
    group_title,
    mark_crashes,
    score_panel,
    score_rows,
    shown_grids,
    side_least,
    snapshots,
    step_grids,
    where_step,
)
from game.social_snake.rules import MatchState
from game.social_snake.session import MatchSession
from game.ui import table_layout
from game.ui.board_view import Legend
from game.ui.event_log import EventLog
from game.ui.panel_tabs import PanelTabs
from game.ui.replay import LIST_ROW, ROUNDS_TAB, RoundList, replay_title
from game.ui.reveal_player import (
    LOG_TAB,
    MARGIN,
    PLAYERS_TAB,
    board_area,
    button_row,
    draw_header,
    row_heights,
    row_under_side,
    score_panel_height,
    side_area,
)
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.host import Host

LIST_HEIGHT = 150
LIST_LEAST_ROWS = 3  # "click a round" needs a few to click
LOG_LEAST_LINES = 7  # a step on two grids of 13 snakes says several lines
KEY_HELP = "Space play/pause · Left/Right step · Up/Down or click a round · Home/End · Esc leaves"
PLAY_STEP_SECONDS = 0.8  # between steps while the replay plays by itself
LONGEST_LABELS = ("< Round", "< Step", "Pause", "Step >", "Round >", "Back")  # the button row


@dataclass
class Chapter:
    """One resolved stage of the match ("Phase 1, round 2"), cut into animation steps."""

    label: str
    before: MatchState
    groups: list[list[ev.Event]]
    _snapshots: list[Snapshot] | None = None

    @property
    def steps(self) -> int:
        return len(self.groups)

    def snapshot(self, step: int) -> Snapshot:
        """The board after `step` of the chapter's animation steps (0: before any)."""
        if self._snapshots is None:
            self._snapshots = snapshots(self.before, self.groups)
        return self._snapshots[step]


def chapters(session: MatchSession) -> list[Chapter]:
    history = session.history
    return [
        Chapter(history.labels[i], history.states[i - 1], group_events(history.events[i]))
        for i in range(1, len(history.states))
    ]


class ReplayScene(Scene):
    """Step through a finished (or unfinished) match; see the module docstring."""

    def __init__(self, app: Host, session: MatchSession):
        super().__init__(app)
        self.title = replay_title(session.level.name)
        self.session = session
        self.names = session.state.names
        self.chapters = chapters(session)
        self.looks = player_looks(session.seats, app.settings.colour_blind)
        self.chapter = 0
        self.step = 0
        self._grids: dict[tuple[str, ...], GridFocus] = {}
        self._laid_out_grids: GridFocus | None = None
        self._longest_detail: str | None = None
        labels = [chapter.label for chapter in self.chapters]
        self.round_list = RoundList(pygame.Rect(0, 0, 0, 0), labels, app.font(16))
        self.log = EventLog(pygame.Rect(0, 0, 0, 0), app.font(16))
        folds = len(session.seats) > FOLD_OVER_SEATS
        self.step_log = StepLog(self.names, every_move=not folds)
        self.log.colour_of = self.step_log.colour_of
        self.tabs = PanelTabs(app.font(15))
        self.pointer = app.mouse_pos()
        self.playing = False  # Play: a step every PLAY_STEP_SECONDS, on to the match's end
        self._since_step = 0.0
        self.play_button: UIButton | None = None
        self._show()

    def _shown_grids(self) -> GridFocus | None:
        return self._grids_for(self.chapters[self.chapter]) if self.chapters else None

    def _split(self) -> tuple[float | None, int, int]:
        """The board's aspect, its key column and the side column's least (as the grids
        on screen are laid out: both whole beside a narrower column, or one large)."""
        grids = self._shown_grids()
        if grids is None:
            return 1.0, BOARD_EXTRA, side_least(self.app, self.looks)
        return grids.aspect, grids.extra, grids.side_least

    def _board_area(self) -> pygame.Rect:
        return board_area(self.app, *self._split())

    def _layout_side(self) -> None:
        """The score panel, the event log (at least LOG_LEAST_LINES) and the round list in
        the side column; sharing one place under tabs only where their least do not fit."""
        grids = self._shown_grids()
        self._laid_out_grids = grids
        name_lines = grids.name_lines if grids is not None else 1
        side = side_area(self.app, *self._split())
        board = self._board_area()
        if row_under_side(self.app, board, LONGEST_LABELS):  # the panels end above the buttons
            side.height = board.bottom - side.top
        rows = len(self.looks)
        most, least = (score_panel_height(rows, height) for height in row_heights(name_lines))
        log_least = table_layout.lines_height(
            self.log.font.get_linesize(), LOG_LEAST_LINES, padding=10
        )
        list_least = LIST_LEAST_ROWS * LIST_ROW + 8
        log_and_list = [
            table_layout.Want(None, log_least, tab=LOG_TAB),
            table_layout.Want(LIST_HEIGHT, list_least, tab=ROUNDS_TAB),
        ]
        # the scores stay in view with the log and the rounds under tabs, where that fits
        tabbed = max(log_least, list_least) + table_layout.TAB_ROW
        players_tab = PLAYERS_TAB if least + MARGIN + tabbed > side.height else ""
        wants = [table_layout.Want(most, least, tab=players_tab), *log_and_list]
        shared = table_layout.share_tabs(side, wants, MARGIN)
        self.tabs.set(shared.tabs, shared.tab_row)
        score_room, log_rect, list_rect = shared.rects
        widths = grids.score_widths if grids is not None else None
        self.scores = score_panel(self.app, self.looks, score_room, name_lines, widths)
        self.log.set_rect(log_rect)
        self.round_list.rect = list_rect

    # moving

    def go(self, chapter: int, step: int = 0) -> None:
        """Show `step` of `chapter` (both clamped)."""
        self.chapter = min(max(0, chapter), len(self.chapters) - 1) if self.chapters else 0
        limit = self.chapters[self.chapter].steps if self.chapters else 0
        self.step = min(max(0, step), limit)
        self._show()

    def step_forward(self) -> None:
        if self.chapters and self.step >= self.chapters[self.chapter].steps:
            if self.chapter + 1 < len(self.chapters):
                self.go(self.chapter + 1, 1)
            return
        self.go(self.chapter, self.step + 1)

    def step_back(self) -> None:
        """One step back; step 0 of a round looks like the end of the one before."""
        if self.step > 1 or (self.step == 1 and self.chapter == 0):
            self.go(self.chapter, self.step - 1)
        elif self.chapter > 0:
            previous = self.chapters[self.chapter - 1].steps
            self.go(self.chapter - 1, previous if self.step == 1 else previous - 1)

    def _show(self) -> None:
        if self._shown_grids() is not self._laid_out_grids or self._laid_out_grids is None:
            self._layout_side()  # one grid or two: the side column follows
            if self.root is not None:
                self.relayout()  # the buttons under the board too
        self.round_list.follow(self.chapter)
        if not self.chapters:
            return
        chapter = self.chapters[self.chapter]
        focus = self._grids_for(chapter)
        if self.step:  # the grid of the step shown comes forward (tabs)
            focus.follow((self.chapter, self.step), chapter.groups[self.step - 1])
        lines, step_line = self.step_log.lines(chapter.groups[: self.step], list(focus.views))
        self.log.set_lines(lines)
        self.log.show_line(step_line)  # the step shown at the log's top (or its end)

    # events

    def build(self, root: UIContainer) -> None:
        for grids in self._grids.values():  # the window may have changed size
            grids.arrange()
        self._layout_side()
        actions = [
            ("< Round", lambda: self.go(self.chapter - 1)),
            ("< Step", self.step_back),
            ("Pause" if self.playing else "Play", self.play_or_pause),
            ("Step >", self.step_forward),
            ("Round >", lambda: self.go(self.chapter + 1)),
            ("Back", lambda: self.app.pop(self)),
        ]
        labels = [label for label, _ in actions]
        buttons = button_row(self.app, root, self._board_area(), labels, LONGEST_LABELS)
        self.buttons = {
            button: action for button, (_, action) in zip(buttons, actions, strict=True)
        }
        self.play_button = buttons[2]

    @property
    def busy(self) -> bool:
        return self.playing  # drawn every frame while it steps on by itself

    def play_or_pause(self) -> None:
        """Play: the steps go on by themselves (from the start again at the match's end);
        Pause, or any step or round chosen by hand, stops them."""
        self.playing = not self.playing and bool(self.chapters)
        if self.playing and self._at_end():
            self.go(0, 0)
        self._since_step = 0.0
        self._label_play()

    def _label_play(self) -> None:
        if self.play_button is not None:
            self.play_button.set_text("Pause" if self.playing else "Play")

    def _at_end(self) -> bool:
        last = len(self.chapters) - 1
        return self.chapter == last and self.step >= self.chapters[last].steps

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing:
            return
        self._since_step += dt
        if self._since_step >= PLAY_STEP_SECONDS:
            self._since_step = 0.0
            self.step_forward()
            if self._at_end():
                self.playing = False
                self._label_play()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            action = self.buttons[event.ui_element]
            self._stop_playing_unless(action == self.play_or_pause)
            action()
            return True
        if self.chapters and self._grids_for(self.chapters[self.chapter]).handle_event(event):
            return True
        if self.tabs.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event.key)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos  # where the wheel turns (as delivered, in the tests too)
        rounds_shown = self.tabs.showing(ROUNDS_TAB)
        if rounds_shown and self.round_list.handle_event(event, self.pointer, self.go):
            return True
        return self.tabs.showing(LOG_TAB) and self.log.handle_event(event)

    def _handle_key(self, key: int) -> bool:
        steps = self.chapters[self.chapter].steps if self.chapters else 0
        keys = {
            pygame.K_RIGHT: self.step_forward,
            pygame.K_LEFT: self.step_back,
            pygame.K_UP: lambda: self.go(self.chapter - 1),
            pygame.K_PAGEUP: lambda: self.go(self.chapter - 1),
            pygame.K_DOWN: lambda: self.go(self.chapter + 1),
            pygame.K_PAGEDOWN: lambda: self.go(self.chapter + 1),
            pygame.K_HOME: lambda: self.go(self.chapter, 0),
            pygame.K_END: lambda: self.go(self.chapter, steps),
            pygame.K_m: self.filter_log,
            pygame.K_a: self.every_move,
        }
        if key == pygame.K_SPACE:
            self.play_or_pause()
            return True
        if key not in keys:
            return False
        self._stop_playing_unless(key in (pygame.K_m, pygame.K_a))  # the log's keys: on
        keys[key]()
        return True

    def _stop_playing_unless(self, kept: bool) -> None:
        """A step or round chosen by hand stops the play (Play/Pause toggles it itself)."""
        if self.playing and not kept:
            self.playing = False
            self._label_play()

    def filter_log(self) -> None:
        """M: only the lines about one player's snakes (the next human's on the next M)."""
        self.step_log.next_owner(self.session.seats)
        self._show()

    def every_move(self) -> None:
        """A: every move and apple in the log, or (a big table) each step's on one line."""
        self.step_log.every_move = not self.step_log.every_move
        self._show()

    # drawing

    def _grids_for(self, chapter: Chapter) -> GridFocus:
        """The chapter's grids, one large (Tab swaps), and their key (made once per set of
        grids, so a grid brought forward stays forward through the phase)."""
        names = tuple(shown_grids(chapter.before, [e for g in chapter.groups for e in g]))
        if names not in self._grids:
            layouts = {name: self.session.level.grids[name] for name in names}
            log = table_layout.lines_height(self.log.font.get_linesize(), LOG_LEAST_LINES, 10)
            under = 2 * MARGIN + log + LIST_ROW + 8  # the log, then a row of the round list
            self._grids[names] = GridFocus(
                self.app, layouts, self.looks, together=True, under_scores=under
            )
        return self._grids[names]

    @property
    def views(self) -> dict[str, GridView]:
        return self._grids_for(self.chapters[self.chapter]).views if self.chapters else {}

    def legend_place(self) -> tuple[Legend, pygame.Rect]:
        grids = self._grids_for(self.chapters[self.chapter])
        return grids.legend, grids.legend_rect

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.chapters:
            draw_header(surface, self.app, self.title, "nothing has been played yet")
            return
        chapter = self.chapters[self.chapter]
        snapshot = chapter.snapshot(self.step)
        grids = self._grids_for(chapter)
        group = chapter.groups[self.step - 1] if self.step else []
        grids.draw(surface, snapshot.state, crashed=step_grids(group)[1])
        mark_crashes(grids.views, surface, group)
        if self.tabs.showing(PLAYERS_TAB):
            self.scores.draw(surface, score_rows(snapshot, self.looks))
        if self.tabs.showing(LOG_TAB):
            self.log.draw(surface)
        if self.tabs.showing(ROUNDS_TAB):
            self.round_list.draw(surface, self.chapter)
        self.tabs.draw(surface)
        detail = self._detail(self.chapter, self.step)
        draw_header(surface, self.app, f"{self.title}: {chapter.label}", detail, self._longest())

    def _detail(self, chapter_index: int, step: int) -> str:
        """The header's detail at `step` of a chapter: what the step is, where, and the keys."""
        chapter = self.chapters[chapter_index]
        group = chapter.groups[step - 1] if step else []
        grids = list(self._grids_for(chapter).views)
        what = group_title(group) + where_step(group, grids) if group else "before"
        return f"{what} ({step}/{chapter.steps}) · {KEY_HELP}"

    def _longest(self) -> str:
        """The longest header detail of the match (laid out for, so the header never jumps
        between one line and two as you step)."""
        if self._longest_detail is None:
            details = (
                self._detail(index, step)
                for index, chapter in enumerate(self.chapters)
                for step in range(chapter.steps + 1)
            )
            self._longest_detail = max(details, key=len, default="")
        return self._longest_detail


def open_replay(app: Host, path: Path) -> ReplayScene:
    return ReplayScene(app, MatchSession.load(path))
