"""The battle viewer: the battle round by round, and why the selected snek moved.

    app.push(BattleViewer(app, session))               # a new battle, a save or a replay

Play / pause (Space), step (Right / Left), ten rounds (PageUp / PageDown), speed (+ / −, 1–5;
the fastest plays as many rounds as fit in a frame), Home / End, Tab or 1–9 (or a click on a
snek or its row) selects a snek. A replay lists its rounds (a click goes there); where the
list has no room, a one-line round selector above the arena does (click or drag its track).
For the selected snek the side panel says which pattern fired this round, in which rotation,
and draws the 7×7 window as the snek saw it with the pattern's cells over it (a "+" badge:
held, an "x" badge: did not; its key says so), or "no pattern matched: random move". The
same cells are outlined on the arena. The battle is computed only as far as it is shown, a
slice per frame, so a long battle never freezes the window; the save records the
rounds shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from game.snek import events as ev
from game.snek.draw import (
    HELD_MARK,
    MARK_FILL,
    MARK_INK,
    NAME_SIZES,
    NOT_HELD_MARK,
    WHY_KEY_ITEMS,
    ArenaView,
    GridCell,
    colour_key_height,
    draw_colour_key,
    draw_pattern_grid,
    snek_looks,
)
from game.snek.levels import MAX_ROUNDS
from game.snek.program import CENTRE
from game.snek.rules import BattleState, places, seen_by, shown_length
from game.snek.session import MatchSession, seen_window
from game.table.ranking import ordinal
from game.ui import sound, theme
from game.ui.board_view import Badge, Highlight, Marks
from game.ui.event_log import wrap_text
from game.ui.panel_tabs import PanelTabs
from game.ui.replay import RoundList, replay_title
from game.ui.reveal_player import (
    MARGIN,
    MIN_SIDE_WIDTH,
    TWO_LINE_ROW_HEIGHT,
    ScorePanel,
    ScoreRow,
    board_area,
    button_row,
    draw_header,
    names_least_side,
    row_heights,
    row_under_side,
    score_panel_height,
    side_area,
)
from game.ui.scene import Scene, match_banner
from game.ui.table_layout import TAB_ROW, Want, share_tabs, stack
from game.ui.text import blit_text, blit_wrapped, whole_title

if TYPE_CHECKING:
    from game.ui.host import Host

SPEEDS: tuple[float | None, ...] = (2.0, 5.0, 12.0, 40.0, None)  # rounds per second; None: max
SPEED_WORDS = ("2/s", "5/s", "12/s", "40/s", "max")
LONGEST_SPEED = "Speed 40/s"  # the speed button's widest label, for its share of the row
BUTTON_LABELS = ("< Step back", "Pause", "Step >", "Speed", "End", "Results")
LONGEST_LABELS = tuple(LONGEST_SPEED if label == "Speed" else label for label in BUTTON_LABELS)
HELP_HEIGHT = 60  # the key help's three lines
FINAL_HEADINGS = ("Snek", "Length", "Grabs", "Place")  # the score panel once the battle ends
SOUNDED_SPEEDS = 3  # the speeds (from the slowest) whose rounds are heard; faster ones are not
LABEL_PADDING = 6  # the button border and the room pygame-gui keeps around its text
FRAME_BUDGET = 0.008  # seconds of rules per frame at the fastest speed
ARENA_LEAST_CELL = 11  # px: the arena's cells never shrink under this for the names' room
NAMES_LEAST_CELL = 10  # px: ... except for a name that is otherwise cut
LIVE_HEADINGS = ("Snek", "Length", "Grabs")
WHY_CELL = 22  # px: the why view's 7×7 cells never get smaller (15 px could not be read)
WHY_PADDING = (20, 12)  # the why panel's inner margins (across, down), both sides together
WHY_TITLE = 23  # its title line
WHY_LEAST = WHY_PADDING[1] + WHY_TITLE + 7 * WHY_CELL  # the words and key go beside the grid
WHY_BESIDE_SIZES = ((14, 13), (14, 12), (13, 12), (12, 12))  # words, key: the first that fits
WHY_TEXT_LEAST = 110  # px: the column of words and key beside the grid
LIST_LEAST = 3 * 24 + 16  # the list of rounds: three rows
LIST_WANT = 8 * 24 + 16  # ... eight where the why view keeps its least (1366x768 gave it 3)
ROW_SPARE = 30  # px of a list row's width not for its words (margins, scroll bar)
LIST_ROW_PADDING = 38  # px a row of the list of rounds takes beside its words (and scroll bar)
SCRUB_HEIGHT = 26  # a replay's one-line round selector above the arena where the list folds
SCRUB_LABEL = "Round {shown} of {known} · PgUp/PgDn ±10"
SCRUB_LABEL_SO_FAR = "Round {shown} ({known} so far) · PgUp/PgDn ±10"  # End computes the rest
PAGE_ROUNDS = 10  # PageUp / PageDown
WORKING, WORKING_TO_END = "working…", "working: on to the end…"  # the header while it seeks
WHY_REFRESH = 0.25  # seconds between why panels while the rounds fly by
KEY_HELP = "Space play · Left/Right step · +/− speed · Tab/1–9 snek · Home/End · Enter results"
GRABS_KEY = "Grabs: enemy tail cells taken"
SNEKS_TAB, WHY_TAB = "Sneks", "Why"  # the side panels' tabs beside a board given the room first
ROUNDS_TAB = "Rounds"  # a replay's rounds where something happened, beside them
ROUNDS_KEYS = "Up/Down, Enter: that round"
NOTHING_YET = "No grabs yet: play on, or End"
BOARD_FIRST_GAIN = 1  # px a cell must gain for the side panels to fold under tabs
LEAVE_QUESTION = "Leave the battle? It is saved: Continue brings you back to this round."


class RoundScrubber:
    """A replay's round selector on one line, where the list of rounds has no room: the
    round shown and a track of every round computed so far (the round shown marked); a
    click or a drag on the track goes to that round, the wheel over it steps."""

    def __init__(self, font: pygame.font.Font):
        self.font = font
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)

    def place(self, rect: pygame.Rect, known: int, whole: bool = False) -> None:
        """On `rect`, its words as wide as they get for `known` rounds (`whole`: all)."""
        self.rect = rect
        label = SCRUB_LABEL if whole else SCRUB_LABEL_SO_FAR
        words = self.font.size(label.format(shown=known, known=known))[0]
        left = rect.left + words + 16
        self.track = pygame.Rect(left, rect.top + 4, max(0, rect.right - 8 - left), rect.h - 8)

    def round_at(self, x: int, known: int) -> int:
        """The round (1..known) under `x` on the track."""
        share = (x - self.track.left) / max(1, self.track.width)
        return min(known, max(1, 1 + round(share * (known - 1))))

    def x_of(self, round_number: int, known: int) -> int:
        return self.track.left + round((round_number - 1) * self.track.width / max(1, known - 1))

    def draw(self, surface: pygame.Surface, shown: int, known: int, whole: bool) -> None:
        """`whole`: every round is computed (else the track ends at the last one so far)."""
        if not self.rect.height:
            return
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect, 1, border_radius=6)
        words = (SCRUB_LABEL if whole else SCRUB_LABEL_SO_FAR).format(shown=shown, known=known)
        blit_text(surface, self.font, words, theme.TEXT, (self.rect.left + 8, self.rect.centery),
                  "midleft")  # fmt: skip
        line = pygame.Rect(self.track.left, self.track.centery - 2, self.track.width, 4)
        pygame.draw.rect(surface, theme.PANEL_BORDER, line, border_radius=2)
        if shown:
            x = self.x_of(shown, known)
            knob = pygame.Rect(0, 0, 8, self.track.height)
            knob.center = (x, self.track.centery)
            pygame.draw.rect(surface, theme.ACCENT, knob, border_radius=3)


class BattleViewer(Scene):
    """One battle on the screen; see the module docstring."""

    title = "Snek battle"
    _rooms: tuple[tuple[int, ...], tuple[pygame.Rect, pygame.Rect]] | None = None  # by size

    def __init__(
        self,
        app: Host,
        session: MatchSession,
        start_round: int | None = None,
        playing: bool = True,
        on_finish: Callable[[], None] | None = None,
        record: bool = True,
        replay: bool = False,
    ):
        """`start_round`: where to begin (default: the rounds already watched, for Continue);
        `record`: keep the rounds watched in the save (False for replays); `replay`: the
        kit's replay viewer ("Replay of …", a clickable list of rounds, Esc leaves)."""
        super().__init__(app)
        self.session = session
        self.is_replay = replay
        if replay:
            self.title = replay_title(session.arena.name or "a Snek battle")
        self.round_list = RoundList(pygame.Rect(0, 0, 0, 0), [], app.font(16))
        self.event_list = RoundList(pygame.Rect(0, 0, 0, 0), [], app.font(15))
        self._events_seen = 0  # the rounds looked through for the event list so far
        self.event_cursor = 0  # the event list's row that Enter jumps to
        self.tabs = PanelTabs(app.font(15))
        self.board_first = False  # the arena as large as the height allows, panels under tabs
        self.scrubber = RoundScrubber(app.font(14))
        self.pointer = app.mouse_pos()  # where the wheel turns
        self._scrub_known = 0
        self.recording = record and session.path is not None and not session.finished
        self.confirm_leave = LEAVE_QUESTION if self.recording else None
        self.playing = playing
        self.speed = 2
        self._carry = 0.0
        self.selected = 0
        self.looks = snek_looks(session.programs, app.settings.colour_blind, session.names)
        self.on_finish = on_finish
        self._why_cache: tuple[tuple[int, int], dict] | None = None
        self._why_panel: tuple[tuple, pygame.Surface] | None = None
        self._why_age = 0.0  # seconds since the why panel was last painted
        self.attract = False  # the idle menu's demo: any key or click goes back
        self.auto_finish = False  # the demo verb: on to the results at the end
        self._finished_shown = False
        self.round = 0
        self.goal: int | None = None  # a round to reach a slice per frame (a long way ahead)
        target = session.watched if start_round is None else start_round
        if target:
            self.seek(target)
        self._layout()

    @property
    def aspect(self) -> float:
        return self.session.arena.width / self.session.arena.height

    def board_room(self) -> pygame.Rect:
        return self.rooms()[0]

    def side(self) -> pygame.Rect:
        return self.rooms()[1]

    def rooms(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The arena's room and the side column (kit: game/ui/reveal_player.py); when the
        arena is as tall as its room and leaves width beside it unused, the side column
        takes that width (names whole, a larger why view) instead of a gap around the
        arena."""
        key = (*self.app.size, self.session.arena.width, self.session.arena.height)
        if self._rooms is not None and self._rooms[0] == key:
            return self._rooms[1]
        least = self.side_least()
        room, side = (
            board_area(self.app, self.aspect, least=least),
            side_area(self.app, self.aspect, least=least),
        )
        first = self.narrow_side_least()
        first_room = board_area(self.app, self.aspect, least=first)
        cell = self._arena_cell(room)
        self.board_first = self._arena_cell(first_room) >= cell + BOARD_FIRST_GAIN
        if self.board_first:  # a low window (800×600): the arena as large as the height allows
            room, side = first_room, side_area(self.app, self.aspect, least=first)
        used = ArenaView(self.session.arena, room, self.looks, self.app.font).area
        spare = room.width - used.width - 2 * MARGIN
        if spare > 0:
            room.width -= spare
            side = pygame.Rect(side.left - spare, side.top, side.width + spare, side.height)
        self._rooms = (key, (room, side))
        return room, side

    def _arena_cell(self, room: pygame.Rect) -> int:
        return ArenaView(self.session.arena, room, self.looks, self.app.font).cell_size

    def narrow_side_least(self) -> int:
        """The side column beside an arena given the room first: the final table with each
        name whole on up to two lines at 12 px ("out" beside the length where a name and
        "(out)" do not fit), the panels then sharing the column under tabs."""
        names = [look.name for look in self.looks]
        return names_least_side(
            self.app, names, FINAL_HEADINGS, name_lines=2, whole_words=True, narrow_columns=True
        )

    def side_least(self) -> int:
        """The side column holds the final table with every name whole beside "(out)" at
        14 px (on 800×600 they were cut to "Wand… (out)"), up to 45% of the window."""
        font = self.app.font(14)
        longest = max((font.size(f"{look.name} (out)")[0] for look in self.looks), default=0)
        probe_rect = pygame.Rect(0, 0, 1000, self.app.size[1] // 2)
        probe = snek_panel(probe_rect, FINAL_HEADINGS, len(self.looks), self.app, narrow=True)
        needed = 1000 - probe.numbers_left() + 8 + 18 + probe.row_height - 5 + longest + 6
        # a large arena keeps cells of ARENA_LEAST_CELL px (a 40×40 one fell to 9 px), or
        # NAMES_LEAST_CELL px where a name needs it whole on one line at 12 px (16 W's in the
        # final table at 800×600 were cut)
        names = [look.name for look in self.looks]
        whole = names_least_side(self.app, names, FINAL_HEADINGS, narrow_columns=True)
        width = self.app.size[0]
        most = min(width * 45 // 100, width - self._arena_width(ARENA_LEAST_CELL))
        if whole > most:
            most = max(
                most, min(whole, width * 45 // 100, width - self._arena_width(NAMES_LEAST_CELL))
            )
        return max(MIN_SIDE_WIDTH, min(most, max(needed, whole)))

    def _arena_width(self, cell: int) -> int:
        return (self.session.arena.width + 2) * cell + 3 * MARGIN

    def _layout(self) -> None:
        """The arena first; the side column shares its height between the score rows, the
        why view (never under WHY_LEAST) and the list of rounds (kit:
        game/ui/table_layout.py)."""
        arena = self.session.arena
        side = self.side()
        self.help_rect = self._help_rect()
        column = pygame.Rect(side.left, side.top, side.width, self.help_rect.top - 4 - side.top)
        count = len(self.looks)
        if self.board_first:
            rects = self._tabbed_panels(column, count)
        else:
            self.tabs.set([], pygame.Rect(0, 0, 0, 0))
            self.event_list.rect = pygame.Rect(0, 0, 0, 0)
            most, least = row_heights(self._final_name_lines(column))
            wants = [
                Want(score_panel_height(count, most), score_panel_height(count, least)),
                Want(None, WHY_LEAST, tab=WHY_TAB),
            ]
            if self.is_replay:  # folds first: the header still says the round
                spare = column.height - (wants[0].height or 0) - WHY_LEAST - 2 * MARGIN
                rows = min(LIST_WANT, max(LIST_LEAST, spare))
                wants.append(Want(rows, LIST_LEAST, folds=True, tab=ROUNDS_TAB))
            rects = stack(column, wants, MARGIN)
            if self.is_replay and not rects[2].height:
                rects[0], rects[2] = self._list_beside_scores(rects[0], rects[2])
            if self.is_replay and not rects[2].height:
                rects = self._why_and_rounds_tabbed(column, wants)
            self.scores = self._names_whole(
                snek_panel(rects[0], LIVE_HEADINGS, count, self.app), LIVE_HEADINGS
            )
            # at the end the places get a column of their own: the names keep their room
            self.final_scores = self._final_panel(rects[0], count)
        self.why_rect = rects[1]
        room = self.board_room()
        self.scrubber.rect = pygame.Rect(0, 0, 0, 0)
        if self.is_replay:
            self.round_list.rect = rects[2]
            if not rects[2].height:  # no list: a one-line selector above the arena
                line = pygame.Rect(room.left, room.top, room.width, SCRUB_HEIGHT)
                self.scrubber.place(line, self.known_rounds(), self.session.replay.finished)
                room = pygame.Rect(room.left, line.bottom + 6, room.w, room.h - SCRUB_HEIGHT - 6)
        self.view = ArenaView(arena, room, self.looks, self.app.font)

    def _why_and_rounds_tabbed(self, column: pygame.Rect, wants: list[Want]) -> list[pygame.Rect]:
        """No room for the list of rounds under the why view nor beside the score rows
        (nine sneks with 16-letter names at 800x600): the why view and the rounds where
        something happened share one place under tabs, as beside an arena given the room
        first; the selector above the arena reaches any round."""
        rounds = Want(LIST_LEAST, LIST_LEAST, tab=ROUNDS_TAB)
        scores, why = wants[:2]
        if scores.least + MARGIN + TAB_ROW + max(WHY_LEAST, LIST_LEAST) > column.height:
            scores = replace(scores, tab=SNEKS_TAB)  # nor both whole: the scores join the tabs
        shared = share_tabs(column, [scores, why, rounds], MARGIN, fold=True)
        self.tabs.set(shared.tabs, shared.tab_row)
        self.event_list.rect = shared.rects[2]
        return [*shared.rects[:2], pygame.Rect(column.left, column.bottom, column.width, 0)]

    def _tabbed_panels(self, column: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Beside an arena given the room first: the score rows (names on up to two lines)
        and the why view each whole, under tabs where both do not fit (F2 or a click);
        a replay's list of rounds folds into the selector above the arena."""
        rows = score_panel_height(count, TWO_LINE_ROW_HEIGHT)
        wants = [Want(rows, rows, tab=SNEKS_TAB), Want(None, WHY_LEAST, tab=WHY_TAB)]
        if self.is_replay:  # who grabbed whom, round by round (the selector has no words)
            wants.append(Want(LIST_LEAST, LIST_LEAST, tab=ROUNDS_TAB))
        shared = share_tabs(column, wants, MARGIN)
        self.tabs.set(shared.tabs, shared.tab_row)
        self.event_list.rect = shared.rects[2] if self.is_replay else pygame.Rect(0, 0, 0, 0)
        rects = [*shared.rects[:2], pygame.Rect(column.left, column.bottom, column.width, 0)]
        headings = LIVE_HEADINGS
        self.scores = self._names_whole(
            snek_panel(rects[0], headings, count, self.app, name_lines=2), headings
        )
        self.final_scores = self._names_whole(
            snek_panel(rects[0], FINAL_HEADINGS, count, self.app, 2), FINAL_HEADINGS
        )
        return rects

    @property
    def computing_rest(self) -> bool:
        """A replay works out the rest of its battle a slice per frame: opened from Replays
        it showed an ended battle as still going on ("round 33 (33 so far)")."""
        return self.is_replay and not self.session.replay.finished

    def _final_name_lines(self, column: pygame.Rect) -> int:
        """2 when a name does not fit one line beside the places at the end (a 16-letter
        name was cut at 800x600) and two-line rows leave the why view its least height."""
        count = len(self.looks)
        panel = snek_panel(column, FINAL_HEADINGS, count, self.app)
        if all(panel.name_fits(f"{look.name} (out)") for look in self.looks):
            return 1
        two = score_panel_height(count, row_heights(2)[0])
        return 2 if column.height - two - MARGIN >= WHY_LEAST + LIST_LEAST * self.is_replay else 1

    def _final_panel(self, rect: pygame.Rect, count: int) -> ScorePanel:
        """The score rows at the end, names on two lines where one is too short."""
        lines = self._final_name_lines(pygame.Rect(rect.left, rect.top, rect.width, 10**4))
        panel = snek_panel(rect, FINAL_HEADINGS, count, self.app, lines)
        if panel.rect.height > rect.height:
            panel = snek_panel(rect, FINAL_HEADINGS, count, self.app)
        return self._names_whole(panel, FINAL_HEADINGS)

    def _names_whole(self, panel: ScorePanel, headings: Sequence[str]) -> ScorePanel:
        """`panel`, or one of low rows (smaller numbers, narrower columns) where a name
        would be cut: "WWWWWWWWWWWWWWWW" lost its end beside large numbers at 800×600."""
        names = [look.name for look in self.looks]
        if all(panel.name_fits(name, panel.name_lines) for name in names):
            return panel
        count, lines = len(self.looks), panel.name_lines
        rect = pygame.Rect(panel.rect.topleft, (panel.rect.width, 10**4))
        rect.height = score_panel_height(count, panel.row_height)
        narrow = snek_panel(rect, headings, count, self.app, lines, narrow=True)
        if all(narrow.name_fits(name, lines) for name in names):
            return narrow
        rect.height = score_panel_height(count, 0)
        return snek_panel(rect, headings, count, self.app, narrow=True)

    def known_rounds(self) -> int:
        """The rounds computed so far (the whole battle once it is)."""
        return max(1, self.session.replay.rounds_played)

    def _list_beside_scores(
        self, scores: pygame.Rect, folded: pygame.Rect
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """A low window has no room for the list of rounds under the why view: it goes
        beside the score rows when the names leave it room for its longest row whole (else
        it folds and the header alone says the round)."""
        names = scores.copy()
        names.width = self.side_least()
        spare = scores.right - names.right - MARGIN
        last = self.session.arena.rounds
        if spare < self.round_list.font.size(f"{last}. Round {last}")[0] + LIST_ROW_PADDING:
            return scores, folded
        return names, pygame.Rect(names.right + MARGIN, scores.top, spare, scores.height)

    def _help_rect(self) -> pygame.Rect:
        """The key help: under the side column, or above the button row when the buttons
        run on under the side column (a narrow window)."""
        side = self.side()
        bottom = side.bottom
        if row_under_side(self.app, self.board_room(), LONGEST_LABELS):
            bottom = self.board_room().bottom
        height = HELP_HEIGHT
        if self.board_first:  # a narrower column, and F2 for the tabs: as many lines as it takes
            font = self.app.font(14)
            words = f"{GRABS_KEY} · {KEY_HELP} · F2 {SNEKS_TAB} / {WHY_TAB}"
            height = max(height, len(wrap_text(words, font, side.width - 8)) * font.get_linesize())
        return pygame.Rect(side.left + 4, bottom - height, side.width - 8, height)

    # lifecycle

    def build(self, root: UIContainer) -> None:
        self._layout()
        actions = [
            (BUTTON_LABELS[0], self.step_back),
            (BUTTON_LABELS[1], self.toggle),
            (BUTTON_LABELS[2], self.step_forward),
            (BUTTON_LABELS[3], lambda: self.change_speed(1, cycle=True)),
            (BUTTON_LABELS[4], self.to_end),
            (BUTTON_LABELS[5], self.show_results),
        ]
        labels = [label for label, _ in actions]
        buttons = button_row(self.app, root, self.board_room(), labels, LONGEST_LABELS)
        self.buttons = dict(zip(buttons, (action for _, action in actions), strict=True))
        self.button_list = buttons
        self._refresh_buttons()

    def pause(self) -> None:
        self.keep()
        super().pause()

    def exit(self) -> None:
        self.keep()
        super().exit()

    def keep(self) -> None:
        """Save the rounds shown (a battle just watched to its end moves to replays)."""
        if not self.recording:
            return
        self.session.watch(self.round)
        try:
            self.session.save()
        except OSError as error:
            self.recording = False
            self.app.show_message("The battle could not be saved", [str(error)])
        if self.session.finished:
            self.recording = False
            self.confirm_leave = None

    # moving through the battle

    @property
    def busy(self) -> bool:
        """Redraw every frame while the battle plays or seeks, a replay's rounds are still
        worked out (or the demo's end is due)."""
        if self.playing or self.goal is not None or self.computing_rest:
            return True
        return self.at_end and (self.auto_finish or self.attract) and not self._finished_shown

    @property
    def at_end(self) -> bool:
        replay = self.session.replay
        return replay.finished and self.round >= replay.rounds_played

    def go(self, round_number: int) -> None:
        self.session.state(round_number)
        self.round = max(0, min(round_number, self.session.replay.rounds_played))
        if self.at_end:
            self._reached_end()

    def step_forward(self) -> None:
        self.playing, self.goal = False, None
        before = self.round
        self.go(self.round + 1)
        self.sound_rounds(before)

    def sound_rounds(self, before: int) -> None:
        """Play the shared effect of the rounds shown since round `before` (none if none)."""
        events = self.session.replay.events[before + 1 : self.round + 1]
        effect = round_sound([event for group in events for event in group])
        if effect is not None and not self.attract:
            sound.play(self.app.settings, effect)

    def step_back(self) -> None:
        self.playing, self.goal = False, None
        self.go(self.round - 1)

    def toggle(self) -> None:
        if self.at_end:
            self.go(0)
        self.playing = not self.playing
        self.goal = None
        if not self.playing:
            self.keep()

    def change_speed(self, step: int, cycle: bool = False) -> None:
        """+ and - stop at the slowest and the fastest speed; the Speed button cycles."""
        if cycle:
            self.speed = (self.speed + step) % len(SPEEDS)
        else:
            self.speed = min(max(self.speed + step, 0), len(SPEEDS) - 1)

    def to_end(self) -> None:
        """Play on to the end as fast as possible (a slice per frame)."""
        if not self.at_end:
            self.seek(MAX_ROUNDS)

    def seek(self, goal: int) -> None:
        """Go to round `goal`, computing the rounds not yet played a slice per frame."""
        self.goal = goal
        self._seek_step()

    def _seek_step(self) -> None:
        goal = self.goal if self.goal is not None else self.round + MAX_ROUNDS
        replay = self.session.replay
        if replay.rounds_played < goal and not replay.finished:
            replay.play_for(FRAME_BUDGET)
        self.go(min(goal, replay.rounds_played))
        if self.round >= goal or self.at_end:
            self.goal = None

    def _reached_end(self) -> None:
        self.playing, self.goal = False, None
        self.keep()

    def update(self, dt: float) -> None:
        self._why_age += dt
        if self.computing_rest:  # a replay of an ended battle: its whole length, soon
            self.session.replay.play_for(FRAME_BUDGET / 2)
        if self.goal is not None or (self.playing and SPEEDS[self.speed] is None):
            self._seek_step()
        elif self.playing:
            self._carry += dt * (SPEEDS[self.speed] or 0.0)
            rounds = int(self._carry)
            self._carry -= rounds
            if rounds:
                before = self.round
                self.go(self.round + rounds)
                if self.speed < SOUNDED_SPEEDS:
                    self.sound_rounds(before)
        if self.at_end and (self.auto_finish or self.attract) and not self._finished_shown:
            self._finished_shown = True
            self.app.pop(self) if self.attract else self.show_results()
            return
        self._refresh_buttons()

    def show_results(self) -> None:
        if not self.at_end:
            return
        from game.snek.results import results_scene

        if self.on_finish is not None:
            self.on_finish()
            return
        self.app.push(results_scene(self.app, self.session))

    # input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.attract and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.pop(self)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.tabs.handle_event(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.buttons[event.ui_element]()
        elif self._scrub(event) or self._in_event_list(event):
            pass
        elif event.type == pygame.KEYDOWN:
            return self._handle_key(event)
        elif self.is_replay and self.round_list.handle_event(
            event, self.app.mouse_pos(), self.go_to_row
        ):
            pass
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        else:
            return False
        self._refresh_buttons()
        return True

    def _handle_key(self, event: pygame.event.Event) -> bool:
        keys = {
            pygame.K_SPACE: self.toggle,
            pygame.K_RIGHT: self.step_forward,
            pygame.K_LEFT: self.step_back,
            pygame.K_HOME: lambda: self.go(0),
            pygame.K_END: self.to_end,
            pygame.K_PAGEUP: lambda: self.jump(self.round - PAGE_ROUNDS),
            pygame.K_PAGEDOWN: lambda: self.jump(self.round + PAGE_ROUNDS),
            pygame.K_PLUS: lambda: self.change_speed(1),
            pygame.K_EQUALS: lambda: self.change_speed(1),
            pygame.K_KP_PLUS: lambda: self.change_speed(1),
            pygame.K_MINUS: lambda: self.change_speed(-1),
            pygame.K_KP_MINUS: lambda: self.change_speed(-1),
            pygame.K_RETURN: self.show_results,
            pygame.K_KP_ENTER: self.show_results,
        }
        if event.key in keys:
            keys[event.key]()
        elif event.key == pygame.K_TAB:
            step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            self.selected = (self.selected + step) % len(self.looks)
        elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(self.looks):
            self.selected = event.key - pygame.K_1
        else:
            return False
        self._refresh_buttons()
        return True

    def _in_event_list(self, event: pygame.event.Event) -> bool:
        """The Rounds tab: a click on a row, or Up/Down to choose one and Enter, jumps to
        that round; the wheel scrolls it."""
        rows = self.event_list
        if not rows.rect.height or not self.tabs.showing(ROUNDS_TAB):
            return False
        if event.type == pygame.KEYDOWN and self.tabs.current == ROUNDS_TAB and rows.labels:
            last = len(rows.labels) - 1
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1}
            if event.key in moves:
                self.event_cursor = min(max(0, self.event_cursor + moves[event.key]), last)
                rows.follow(self.event_cursor)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.go_to_event(min(self.event_cursor, last))
                return True
            return False
        return rows.handle_event(event, self.app.mouse_pos(), self.go_to_event)

    def go_to_event(self, row: int) -> None:
        """Paused at the round of the event list's row `row`."""
        self.event_cursor = row
        self.jump(self.event_list.numbers[row])

    def _update_event_list(self) -> None:
        """The rounds computed since last looked at, those where something happened."""
        played = self.session.replay.rounds_played
        if self._events_seen >= played:
            return
        events = self.session.replay.events
        for number in range(self._events_seen + 1, played + 1):
            if words := self._fitted(round_events, events[number], number, self.event_list):
                self.event_list.numbers.append(number)
                self.event_list.labels.append(words)
        self._events_seen = played

    def _fitted(
        self,
        words: Callable[[list[ev.Event], Sequence[str]], str],
        events: list[ev.Event],
        number: int,
        rows: RoundList,
    ) -> str:
        """A row of `rows` for round `number`: who did what by name, or by number ("#4
        grabbed #3's tail") where the names do not fit its width (two 16-letter names
        grabbing each other's tails were cut)."""
        numbers = [f"#{look.number}" for look in self.looks]
        said = [words(events, self.session.replay.final.names), words(events, numbers)]
        said.append(round_events(events, numbers, brief=True) or said[-1])  # "#1, #2 grabbed"
        room = rows.rect.width - ROW_SPARE
        return next((s for s in said if rows.font.size(f"{number}. {s}")[0] <= room), said[-1])

    def go_to_row(self, row: int) -> None:
        """A click in the list of rounds (row 0 is round 1): paused there."""
        self.playing = False
        self.go(row + 1)

    def jump(self, round_number: int) -> None:
        """Paused at `round_number` (the rounds not yet computed, a slice per frame)."""
        self.playing = False
        round_number = max(0, round_number)  # PgUp near the start: round 0
        if round_number > self.round:
            self.seek(round_number)
        else:
            self.go(round_number)

    def _scrub(self, event: pygame.event.Event) -> bool:
        """A click or a drag on the round selector's track, or the wheel over it."""
        scrubber, known = self.scrubber, self.known_rounds()
        if not scrubber.rect.height:
            return False
        if event.type == pygame.MOUSEWHEEL and scrubber.rect.collidepoint(self.pointer):
            self.jump(self.round - event.y)
            return True
        pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        dragged = event.type == pygame.MOUSEMOTION and event.buttons[0]
        if (pressed or dragged) and scrubber.track.inflate(8, 8).collidepoint(event.pos):
            self.jump(scrubber.round_at(event.pos[0], known))
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        cell = self.view.cell_at(pos)
        if cell is not None:
            state = self.session.state(self.round)
            for number in state.alive():
                if cell in state.cells_of(number):
                    self.selected = number
                    if self.tabs.tabs:  # a snek pointed at on the arena: why it moved
                        self.tabs.current = WHY_TAB
                    return True
            return False
        panel = self.scores.rect
        if self.tabs.showing(SNEKS_TAB) and panel.collidepoint(pos):
            row = (pos[1] - panel.top - 36) // self.scores.row_height
            if 0 <= row < len(self.looks):
                self.selected = row
                return True
        return False

    def _refresh_buttons(self) -> None:
        if self.root is None:
            return
        speed = self.button_list[3]
        words = f"Speed {SPEED_WORDS[self.speed]}"
        if speed.font is not None and speed.font.size(words)[0] > speed.rect.width - LABEL_PADDING:
            words = SPEED_WORDS[self.speed]  # a narrow button: "12/s"
        labels = {1: "Pause" if self.playing else "Play", 3: words}
        for index, label in labels.items():
            if self.button_list[index].text != label:
                self.button_list[index].set_text(label)
        results = self.button_list[5]
        if self.at_end != results.is_enabled:
            results.enable() if self.at_end else results.disable()

    # what is shown

    def decision(self) -> ev.Decided | None:
        return self.session.replay.why(self.round, self.selected)

    def why_cells(self) -> dict[tuple[int, int], GridCell]:
        """The 7×7 window as the selected snek saw it this round, with the fired pattern."""
        key = (self.round, self.selected)
        if self._why_cache is not None and self._why_cache[0] == key:
            return self._why_cache[1]
        decision = self.decision()
        cells: dict[tuple[int, int], GridCell] = {}
        if decision is not None:
            before = self.session.replay.states[self.round - 1]
            seen = seen_window(seen_by(before, self.selected), self.selected)
            rules = {
                (c.cell[0] - decision.head[0], c.cell[1] - decision.head[1]): c
                for c in decision.cells
            }
            for (dx, dy), element in seen.items():
                overlay = rules.get((dx, dy))
                cells[(dx + CENTRE, dy + CENTRE)] = GridCell(
                    element,
                    overlay.rule if overlay else None,
                    overlay.held if overlay else None,
                )
        self._why_cache = (key, cells)
        return cells

    def marks(self) -> Marks:
        decision = self.decision()
        if decision is None:
            return Marks()
        arena = self.session.arena
        judged = [c for c in decision.cells if arena.contains(c.cell)]
        lights = [Highlight(c.cell, MARK_FILL) for c in judged]
        lights.append(Highlight(decision.head, theme.ACCENT))
        badges = [
            Badge(c.cell, HELD_MARK if c.held else NOT_HELD_MARK, MARK_FILL, MARK_INK)
            for c in judged
        ]
        return Marks(highlights=tuple(lights), badges=tuple(badges))

    def status(self) -> str:
        replay = self.session.replay
        # the total is known only once the battle is over; until then it still goes on
        rounds = f"round {self.round} of {replay.rounds_played}"
        if not replay.finished:
            going = "counting its rounds" if self.is_replay else "the battle goes on"
            rounds = f"round {self.round} ({going})"
        end = ""
        if self.at_end:
            end = f" · over: {ev.END_WORDS[replay.final.end_reason or '']} · {self.winner_words()}"
        speed = "paused" if not self.playing else f"playing {SPEED_WORDS[self.speed]}"
        if self.goal is not None:  # End said "paused" for seconds while it worked
            speed = WORKING_TO_END if self.goal >= MAX_ROUNDS else WORKING
        return f"{rounds} · seed {self.session.record.seed} · {speed}{end}"

    def slide(self) -> tuple[BattleState | None, float]:
        """The round before the one shown and how far the sneks have slid from it into this
        one: only while playing at the speeds slow enough to follow a move (else none, 1)."""
        if not self.playing or self.goal is not None or self.speed >= SOUNDED_SPEEDS:
            return None, 1.0
        if self.round == 0:
            return None, 1.0
        return self.session.state(self.round - 1), min(1.0, self._carry)

    def winner_words(self) -> str:
        """Who won the battle ("won by Coward", "a tie: Coward, Tail-chaser")."""
        final = self.session.replay.final
        ranks = places(final)
        first = [final.names[snek] for snek, place in enumerate(ranks) if place == 1]
        if len(first) == 1:
            return f"won by {first[0]}"
        return "a tie: " + ", ".join(first)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        state = self.session.state(self.round)
        before, progress = self.slide()
        live = self.playing or self.goal is not None
        marks = self.marks()
        self.view.draw_state(surface, state, marks, before=before, progress=progress, live=live)
        if self.tabs.showing(SNEKS_TAB):
            panel = self.final_scores if state.finished else self.scores
            panel.draw(surface, self._rows(state, panel))
            self._draw_selection(surface)
        if self.tabs.showing(WHY_TAB):
            self._draw_why(surface)
        if self.tabs.showing(ROUNDS_TAB) and self.event_list.rect.height:
            self._draw_event_list(surface)
        self.tabs.draw(surface)
        name = self.session.arena.name or "Arena"
        title = self.title if self.is_replay else f"Snek · {name}"
        if not self.is_replay and (banner := match_banner(self.app)):
            title = f"{banner} · {name}"  # a season's Final: its score
        draw_header(surface, self.app, title, self.status())
        if self.is_replay and self.round_list.rect.height:
            played = self.session.replay.rounds_played
            labels = self.round_list.labels
            if len(labels) != played:  # only the rounds computed since: a long battle
                events = self.session.replay.events
                labels += [
                    self._fitted(round_label, events[n], n, self.round_list)
                    for n in range(len(labels) + 1, played + 1)
                ]
            self.round_list.draw(surface, max(0, self.round - 1))
        if self.is_replay and self.scrubber.rect.height:
            known = self.known_rounds()
            if self.scrubber.track.width and known != self._scrub_known:
                whole = self.session.replay.finished
                self.scrubber.place(self.scrubber.rect, known, whole)  # more rounds computed
                self._scrub_known = known
            self.scrubber.draw(surface, self.round, known, self.session.replay.finished)
        blit_wrapped(
            surface, self.app.font(14), self.help_words(), theme.MUTED_TEXT, self.help_rect
        )

    def _draw_event_list(self, surface: pygame.Surface) -> None:
        self._update_event_list()
        rows = self.event_list
        if rows.labels:
            rows.draw(surface, min(self.event_cursor, len(rows.labels) - 1))
            return
        pygame.draw.rect(surface, theme.PANEL, rows.rect, border_radius=8)
        words = rows.rect.inflate(-16, -16)
        blit_wrapped(surface, self.app.font(14), NOTHING_YET, theme.MUTED_TEXT, words)

    def help_words(self) -> str:
        tabs = f" · F2 {' / '.join(self.tabs.tabs)}" if self.tabs.tabs else ""
        keys = KEY_HELP
        if self.tabs.current == ROUNDS_TAB:  # Enter goes to the chosen round, not the results
            keys = keys.replace("Enter results", ROUNDS_KEYS)
        return f"{GRABS_KEY} · {keys}{tabs}"

    def _rows(self, state, panel: ScorePanel) -> list[ScoreRow]:
        rows = []
        place = places(state) if state.finished else None
        # where a name and "(out)" do not fit one row ("WWWW… (out)" at 800×600), "out" goes
        # beside the length instead, and every name keeps its room
        beside = all(panel.name_fits(f"{look.name} (out)") for look in self.looks)
        for number, look in enumerate(self.looks):
            snek = state.sneks[number]
            # "out" goes with the name, in the name's ink, and stays whole when the name is
            # shortened; the place, in words ("2." beside the number badge "1" read as two
            # ranks), gets a column of its own at the end, so the names keep their room.
            length: int | str = shown_length(snek)
            if not snek.alive and not beside:
                length = f"{length} out"
            numbers: tuple[int | str, ...] = (length, snek.grabs)
            if place is not None:  # a shared place as the results say it: "=1st"
                shared = list(place).count(place[number]) > 1
                numbers = (*numbers, ("=" if shared else "") + ordinal(place[number]))
            rows.append(
                ScoreRow(
                    partial(_paint_mark, look.mark),
                    look.name,
                    numbers,
                    after="" if snek.alive or not beside else " (out)",
                )
            )
        return rows

    def _draw_selection(self, surface: pygame.Surface) -> None:
        panel = self.scores.rect
        top = panel.top + 36 + self.selected * self.scores.row_height
        row = pygame.Rect(panel.left + 4, top, panel.width - 8, self.scores.row_height)
        pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=4)

    def _draw_why(self, surface: pygame.Surface) -> None:
        """The why panel; while the rounds fly by (a round or more a frame) it follows the
        battle every WHY_REFRESH seconds: nobody reads it faster, and it costs a frame."""
        key = (self.round, self.selected, tuple(self.why_rect))
        fast = self.goal is not None or (self.playing and SPEEDS[self.speed] is None)
        if self._why_panel is not None:
            drawn, image = self._why_panel
            recent = fast and self._why_age < WHY_REFRESH and drawn[1:] == key[1:]
            if drawn == key or recent:
                surface.blit(image, self.why_rect)
                return
        self._paint_why(surface)
        self._why_panel = (key, surface.subsurface(self.why_rect).copy())
        self._why_age = 0.0

    def _paint_why(self, surface: pygame.Surface) -> None:
        """The title, then the 7×7 window with the words and its key either under it or
        beside it, whichever gives the larger cells (never under WHY_CELL px: the panel's
        least height is made for the grid beside the words)."""
        rect = self.why_rect
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        inner = rect.inflate(-WHY_PADDING[0], -WHY_PADDING[1])
        look = self.looks[self.selected]
        bold = self.app.font(17, bold=True)
        titles = (f"Why {look.number}. {look.name} moved", f"{look.number}. {look.name}")
        bold, title = whole_title(self.app.font, titles, inner.width, NAME_SIZES)
        blit_text(surface, bold, title, theme.TEXT, inner.topleft)
        body = pygame.Rect(inner.left, inner.top + WHY_TITLE, inner.width, 0)
        body.height = inner.bottom - body.top
        words = self.why_words()
        decision = self.decision()
        font, note = self.app.font(15), self.app.font(14)
        if decision is None:
            blit_wrapped(surface, font, words, theme.TEXT, body)
            return
        items = WHY_KEY_ITEMS
        said = len(wrap_text(words, font, body.width)) * font.get_linesize()
        key = colour_key_height(note, body.width)
        under = min(body.width, body.height - said - key - 8) // 7
        beside = min(body.height, body.width - WHY_TEXT_LEAST - 10) // 7
        if under >= beside:
            y = blit_wrapped(surface, font, words, theme.TEXT, body)
            grid = pygame.Rect(body.left, y + 4, under * 7, under * 7)
            grid.centerx = body.centerx
            key_area = pygame.Rect(body.left, grid.bottom + 4, body.width, key)
        else:
            grid = pygame.Rect(body.left, body.top, beside * 7, beside * 7)
            text = pygame.Rect(grid.right + 10, body.top, body.right - grid.right - 10, 0)
            text.height = body.bottom - text.top
            fitted, note = self._why_fonts(words, text)
            font = fitted or self.app.font(14)
            if fitted is None:  # the token's plate reads without its key
                items = WHY_KEY_ITEMS[:-1]
            key = colour_key_height(note, text.width, items)
            y = blit_wrapped(surface, font, words, theme.TEXT, text)
            key_area = pygame.Rect(text.left, max(y + 4, text.bottom - key), text.width, key)
        draw_pattern_grid(surface, grid, self.app.font, self.why_cells(), decision.move)
        draw_colour_key(surface, note, key_area, theme.MUTED_TEXT, items)

    def _why_fonts(
        self, words: str, text: pygame.Rect
    ) -> tuple[pygame.font.Font | None, pygame.font.Font]:
        """The largest sizes (words, key) that hold the words and the whole key beside the
        grid (at 800×600 "enemy tail", "held", "not held" and "a rule" fell off the panel);
        None when even 12 px does not."""
        for size, key_size in WHY_BESIDE_SIZES:
            font, note = self.app.font(size), self.app.font(key_size)
            said = len(wrap_text(words, font, text.width)) * font.get_linesize()
            if said + 4 + colour_key_height(note, text.width) <= text.height:
                return font, note
        return None, self.app.font(13)

    def why_words(self) -> str:
        if self.round == 0:
            return "Before round 1: step or play to see each decision."
        decision = self.decision()
        name = self.looks[self.selected].name
        if decision is None:
            return f"{name} was out before it could act in round {self.round}."
        if decision.stuck:
            return f"Round {self.round}: no legal move, so {name} is stuck."
        if decision.random or decision.pattern is None:
            return f"Round {self.round}: no pattern matched: random move {decision.move}."
        return (
            f"Round {self.round}: pattern {decision.pattern + 1} fired, "
            f"{ev.ROTATION_WORDS[decision.rotation]}: move {decision.move}."
        )


def snek_panel(
    rect: pygame.Rect,
    headings: Sequence[str],
    count: int,
    app: Host,
    name_lines: int = 1,
    narrow: bool = False,
) -> ScorePanel:
    """The sneks' table, a two-line name broken only between words; `narrow`: number
    columns with 12 px headings (the names get the room)."""
    return ScorePanel(
        rect, headings, count, app, name_lines=name_lines, whole_words=True, narrow_columns=narrow
    )


def round_label(events: list[ev.Event], names: Sequence[str]) -> str:
    """A replay's row for one round (after its number): who did what ("Coiler grabbed
    Hunter's tail · Hunter out"; "2 grabs" and "moves only" did not say who), or, where the
    sneks only moved, how many moved ("9 sneks moved, no grab")."""
    if said := round_events(events, names):
        return said
    moved = sum(isinstance(event, ev.Moved) for event in events)
    return f"{moved} snek{'s' * (moved != 1)} moved, no grab"


def round_events(events: list[ev.Event], names: Sequence[str], brief: bool = False) -> str:
    """What happened in one round, for the Rounds tab ("Hunter grabbed Coward's tail ·
    Coward out"); "" when the sneks only moved. `brief`: only who grabbed ("#1, #2
    grabbed"), for a narrow list."""
    grabs = [e for e in events if isinstance(e, ev.Grabbed)]
    said = [f"{names[e.snek]} grabbed {names[e.victim]}'s tail" for e in grabs]
    if brief and grabs:
        said = [", ".join(dict.fromkeys(names[e.snek] for e in grabs)) + " grabbed"]
    said += [f"{names[e.snek]} out" for e in events if isinstance(e, ev.Eliminated)]
    said += [f"{names[e.snek]} stuck" for e in events if isinstance(e, ev.Decided) and e.stuck]
    return " · ".join(said)


def round_sound(events: list[ev.Event]) -> str | None:
    """The shared effect of the rounds shown: a snek out or stuck is a collision, a grab a
    collection, otherwise a move (None when nothing moved)."""
    if any(isinstance(e, ev.Eliminated) or (isinstance(e, ev.Decided) and e.stuck) for e in events):
        return "collision"
    if any(isinstance(event, ev.Grabbed) for event in events):
        return "collect"
    if any(isinstance(event, ev.Moved) for event in events):
        return "move"
    return None


def open_replay(app: Host, path: Path) -> Scene:
    """Replays: a battle in the viewer, or a season's duel on its own screen."""
    from game.snek.scene import duel_scene, is_duel_file

    if is_duel_file(path):
        return duel_scene(app, path, replay=True)
    return BattleViewer(app, MatchSession.load(path), start_round=0, record=False, replay=True)


def _paint_mark(mark: theme.Mark, surface: pygame.Surface, rect: pygame.Rect, font: Any) -> None:
    theme.draw_player_mark(surface, rect, mark, font)
