"""The tournament screen: pick sneks, arenas and the number of seeds, then watch the
round-robin run with a progress bar and the standings, without the window ever freezing.

The rules run a slice per frame (`TournamentRun.work`, about 10 ms of each frame), a round
at a time inside a battle, so the window keeps drawing and answering keys while thousands
of battles are played. Stop halts it (the standings so far stay on the screen).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.snek.draw import (
    NAME_SIZES,
    SnekLook,
    another_colour,
    button_font,
    colour_word,
    distinct_colours,
    fitted_label,
    snek_looks,
)
from game.snek.levels import Arena
from game.snek.program import Program
from game.snek.replay_view import BattleViewer
from game.snek.rules import display_names
from game.snek.samples import load_arenas
from game.snek.scene import snek_choices
from game.snek.session import MatchSession
from game.snek.tournament import MAX_SEEDS, TournamentRun, pairings
from game.snek.tournament_memory import KeptRun, KeptTournament, read_kept, write_kept
from game.table.ranking import Place
from game.ui import theme
from game.ui.event_log import wrap_text
from game.ui.focus import FocusGrid
from game.ui.replay import LIST_HEIGHT, RoundList
from game.ui.scene import Scene
from game.ui.text import (
    ShortenedInImage,
    blit_text,
    blit_wrapped,
    clip_text,
    largest_font,
    whole_title,
)
from game.ui.widgets import BUTTON_PADDING, TINY_BUTTON_FONT

if TYPE_CHECKING:
    from game.ui.host import Host

SEED_COUNTS = (1, 2, 3, 5, 10, 20)
SLICE = 0.008  # seconds of rules per frame: with the drawing, a frame stays under 20 ms
ROW = 34
SWATCH = 30  # a chosen snek's colour, left of its button
TOP = 110
SHORT_TITLES = {
    "Played": "Pld",
    "Won": "W",
    "Shared": "Shr",
    "Lost": "L",
    "Grabs": "Grb",
    "Points": "Pts",
}
MIN_NAME = 110
NARROW = 1100  # a window narrower than this folds the choices away behind the standings
BATTLES_LEAST = 3 * 24 + 16  # the battle list: three rows
FOLDED_TOP = 70  # the folded standings' progress bar, under the title
FOLDED_FOOT = 84  # under the folded standings: the row of buttons
FOLDED_NOTICE_LEFT = 280  # the folded view's notice, right of the title
DROPPED_WHEN_NARROW = ("Played", "Grabs")  # left out, in turn, of a table too narrow
HINT_ROW = 22
HINT = (
    "Every snek against every other, from both starts, on every arena and seed: "
    "3 points a win, 1 a shared first place; Grabs: the enemy tail cells a snek took over "
    "all its battles (grabbed cells can be grabbed back, so grabs can pass a snek's "
    "length). Level on points: more wins, then more grabs; level on all three: a "
    "shared place (=2). Enter toggles, Left/Right change the seeds."
)
COLUMNS = (("Played", 70), ("Won", 56), ("Shared", 66), ("Lost", 56), ("Grabs", 66), ("Points", 70))


class TournamentScene(Scene):
    """See the module docstring."""

    title = "Snek: tournament"
    KEPT_AS = "snek-tournament"  # the menu keeps the scene (`Host.kept`): leaving keeps all
    returns_after_match = True  # a battle watched again: its results' Esc comes back here
    return_label = "Back to the tournament"

    def __init__(self, app: Host):
        super().__init__(app)
        self.choices, _ = snek_choices()
        self.arenas = load_arenas()
        self.chosen = set(range(len(self.choices)))  # your own sneks play too
        self.own_names: set[str] = set()  # the standings' names of your own sneks
        self.chosen_arenas = {0} if self.arenas else set()
        self.seeds = 1
        self.run: TournamentRun | None = None
        self.run_arenas: list[tuple[Path, Arena]] = []
        self.battle_list = RoundList(pygame.Rect(0, 0, 0, 0), [], app.font(15))
        self.opened: str | None = None  # the standings row opened: only its battles listed
        self.listed: list[int] = []  # the results shown in the battle list, in its order
        self.running = False
        self.notice = ""
        self.told = ""  # which sneks play in another colour than their own, and why
        self.picked: dict[int, str] = {}  # colours chosen with "Another colour" (by choice)
        self.recoloured: int | None = None  # the choice told it plays another colour
        self.focus_key = "start"
        self.results_view = False  # the standings are what the player looks at (folded)
        self._standings: tuple[tuple, pygame.Surface, ShortenedInImage] | None = None
        self._list_run: TournamentRun | None = None  # the run the battle list shows
        self._list_opened: str | None = None  # and its opened row
        self._list_seen = 0  # the results listed (or passed over) so far
        self._longest = (0, "")  # the widest battle row at 15 px: its width and words
        self.run_sneks: list[str] = []  # the files of the run's sneks, in its lineup's order
        self.seeds_played = 1
        self.first_snek = 0  # the snek list scrolled: the first row shown
        self.first_standing = 0  # the standings scrolled: the first place shown
        self.pointer = (-1, -1)  # where the mouse last moved (what the wheel scrolls)
        self.restore()

    @property
    def busy(self) -> bool:
        """Redraw every frame while battles run (the progress bar and standings move)."""
        return self.running

    @property
    def confirm_leave(self) -> str | None:  # type: ignore[override]
        return "Stop the tournament and leave?" if self.running else None

    # layout

    def columns(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Sneks, arenas and the standings table, left to right, under the wrapped hint;
        computed again only when the window or the list of sneks changes."""
        key = (self.app.size, tuple(choice.label for choice in self.choices), self.folded)
        cached = getattr(self, "_columns", None)
        if cached is None or cached[0] != key:
            self._columns = (key, self._lay_out_columns())
        sneks, arenas, table = self._columns[1]
        return pygame.Rect(sneks), pygame.Rect(arenas), pygame.Rect(table)

    @property
    def folded(self) -> bool:
        """A narrow window showing a tournament's standings: they take the whole width, the
        choices fold away behind "Change the lineup" (they cannot change while it runs)."""
        return self.results_view and self.app.size[0] < NARROW

    def _lay_out_columns(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        width, height = self.app.size
        top = TOP + (len(self.hint_rows()) - 1) * HINT_ROW
        if self.folded:  # no hint (it is about the choices)
            top = FOLDED_TOP
            table = pygame.Rect(30, top + 40, width - 60, height - top - 40 - FOLDED_FOOT)
            return pygame.Rect(30, top, 0, table.bottom - top), pygame.Rect(30, top, 0, 0), table
        font = button_font(self.app)  # room for the longest snek label, up to 30 % of the width
        longest = max((font.size(f"[x] {c.label}")[0] for c in self.choices), default=0)
        arenas_width = min(220, width * 20 // 100)
        # the standings keep room for their whole headings beside the longest name
        table_room = width - 30 - 20 - arenas_width - 30 - 30 - self.table_need()
        tiny = self.app.font(TINY_BUTTON_FONT, bold=True)  # the least a name takes whole
        least = max((tiny.size(f"[x] {c.program.name}")[0] for c in self.choices), default=0)
        least += 2 * BUTTON_PADDING + SWATCH + 6
        wanted = min(longest + 36 + SWATCH, width * 34 // 100)
        wanted = max(min(wanted, table_room), least)
        wide = max(min(300, width * 24 // 100), wanted)
        sneks = pygame.Rect(30, top, wide, height - top - 90)
        arenas = pygame.Rect(sneks.right + 20, top, arenas_width, sneks.height)
        table = pygame.Rect(arenas.right + 30, top + 40, width - arenas.right - 60, 0)
        table.height = height - table.top - 90
        return sneks, arenas, table

    def table_need(self) -> int:
        """The standings' width with whole headings beside every offered name whole at
        12 px (as `column_widths` lays them out)."""
        name = self.app.font(NAME_SIZES[-1])
        widest = max((name.size(choice.program.name)[0] for choice in self.choices), default=0)
        whole = whole_heading_widths(self.app.font(17), self.app.font(HEADING_FONT))
        return 70 + max(MIN_NAME, widest) + sum(whole)

    def hint_rows(self) -> list[str]:
        """The hint wrapped to the window, once per window width (wrapping it every frame
        was a tenth of the screen's drawing)."""
        width = self.app.size[0]
        cached = getattr(self, "_hint_rows", None)
        if cached is None or cached[0] != width:
            cached = (width, wrap_text(HINT, self.app.font(17), width - 60))
            self._hint_rows = cached
        return cached[1]

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        self.form = FocusGrid(self.app.ui)
        sneks, arenas, _ = self.columns()
        if self.folded:
            self._build_folded(root)
            return
        rows = self.snek_rows()
        self.first_snek = min(self.first_snek, max(0, len(self.choices) - rows))
        shown = range(self.first_snek, min(len(self.choices), self.first_snek + rows))
        column = [f"[x] {self.choice_label(i)}" for i in shown]
        for index in shown:
            mark = "[x]" if index in self.chosen else "[ ]"
            words = f"{mark} {self.choice_label(index)}"
            name = f"{mark} {self.choices[index].program.name}"
            room = sneks.width - SWATCH - 6
            label, style = fitted_label(self.app, words, room, column, shorter=name)
            top = sneks.top + (index - self.first_snek) * ROW
            rect = pygame.Rect(sneks.left + SWATCH + 6, top, sneks.width - SWATCH - 6, ROW - 4)
            self.form.add_button(
                root, f"snek{index}", rect, label, index, self.toggler(index), object_id=style
            )
        for index, (_, arena) in enumerate(self.arenas):
            mark = "[x]" if index in self.chosen_arenas else "[ ]"
            rect = pygame.Rect(arenas.left, arenas.top + index * ROW, arenas.width, ROW - 4)
            words = f"{mark} {arena.name or f'Arena {index + 1}'}"
            column = [f"[x] {a.name or 'Arena 10'}" for _, a in self.arenas]
            label, style = fitted_label(self.app, words, arenas.width, column)
            self.form.add_button(
                root, f"arena{index}", rect, label, index, self.arena_toggler(index),
                object_id=style,
            )  # fmt: skip
        top = arenas.top + len(self.arenas) * ROW + 20
        seeds = pygame.Rect(arenas.left, top, arenas.width, 36)
        self.form.add_button(
            root, "seeds", seeds, f"Seeds: {self.seeds}", len(self.arenas),
            lambda: self.change_seeds(1), self.change_seeds,
        )  # fmt: skip
        self.form.add_button(
            root, "start", pygame.Rect(arenas.left, top + 50, arenas.width, 44), self.start_words,
            len(self.arenas) + 1, self.start_or_stop,
        )  # fmt: skip
        below = top + 108
        if self.can_continue:
            rect = pygame.Rect(arenas.left, below, arenas.width, 40)
            self.form.add_button(
                root, "continue", rect, "Continue", len(self.arenas) + 2, self.continue_run
            )
            below += 50
        if self.recoloured is not None and not self.running:
            rect = pygame.Rect(arenas.left, below, arenas.width, 40)
            label, style = fitted_label(self.app, "Another colour", rect.width)  # 800×600: cut
            self.form.add_button(
                root, "colour", rect, label, len(self.arenas) + 3, self.next_colour,
                object_id=style,
            )  # fmt: skip
        self.form.add_button(
            root, "back", pygame.Rect(30, height - 70, 160, 50), "Back", 99, self.leave
        )
        if self.hides_standings:
            _, _, table = self.columns()
            rect = pygame.Rect(table.left, table.top, table.width, 50)
            self.form.add_button(root, "results", rect, "Show the standings", 0, self.show_results)
        self.form.focus_key(self.focus_key)

    def snek_rows(self) -> int:
        """How many snek rows the list shows at once (the rest by wheel and keys)."""
        return max(1, (self.app.size[1] - self.columns()[0].top - 150) // ROW)

    def scroll_sneks(self, step: int, focus: str | None = None) -> None:
        """The snek list moved `step` rows (kept within the list), `focus` then focused."""
        last = max(0, len(self.choices) - self.snek_rows())
        first = min(max(0, self.first_snek + step), last)
        if first == self.first_snek:
            return
        self.first_snek = first
        self.rebuild()
        if focus is not None:
            self.form.focus_key(focus)

    def _build_folded(self, root: UIContainer) -> None:
        """Back, Stop (or Start again) and Change the lineup in a row at the foot."""
        height = self.app.size[1]
        label = "Stop" if self.running else "Start again"
        row = [("back", "Back", 160, self.leave), ("start", label, 190, self.start_or_stop)]
        if self.can_continue:  # a stopped tournament: a new one from Change the lineup
            row[1] = ("continue", "Continue", 190, self.continue_run)
        if not self.running:
            row.append(("lineup", "Change the lineup", 260, self.show_choices))
        left = 30
        for key, words, wide, action in row:
            rect = pygame.Rect(left, height - 70, wide, 50)
            self.form.add_button(root, key, rect, words, 99, action)
            left += wide + 16
        keys = [key for key, *_ in row]
        self.form.focus_key(self.focus_key if self.focus_key in keys else keys[1])

    @property
    def start_words(self) -> str:
        """The start button's words: Stop while battles run, Start again once a tournament
        is on the screen (it starts a new one), else Start."""
        if self.running:
            return "Stop"
        return "Start" if self.run is None else "Start again"

    @property
    def can_continue(self) -> bool:
        """A tournament stopped part-way (by Stop, or the program closed) can play on."""
        return self.run is not None and not self.running and not self.run.finished

    def continue_run(self) -> None:
        """The stopped tournament plays its remaining battles."""
        if not self.can_continue:
            return
        was_folded = self.folded
        self.running = True
        self.results_view = True
        self.notice = self.told
        self.focus_key = "start"
        self.show_run_state(was_folded)

    @property
    def hides_standings(self) -> bool:
        """A narrow window showing the choices: a tournament's standings wait behind a
        button (beside the choices they would be cut)."""
        return self.run is not None and not self.results_view and self.app.size[0] < NARROW

    def show_results(self) -> None:
        self.results_view = True
        self.focus_key = "start"
        self.rebuild()

    def show_choices(self) -> None:
        """From the standings back to the sneks, arenas and seeds (a narrow window)."""
        self.results_view = False
        self.focus_key = "start"
        self.rebuild()

    def exit(self) -> None:
        """Leaving stops a running tournament (the player was asked); the choices, the
        standings and the focus stay for the player's return, and in the data folder for
        the next time the program runs."""
        if self.running:
            self.running = False
            self.notice = "Stopped when you left: the standings so far. Continue plays the rest."
        current = self.form.current if self.root is not None else None
        self.focus_key = current.key if current else self.focus_key
        self.keep()
        super().exit()

    # kept in the data folder (tournament_memory.py)

    def keep(self) -> None:
        """Write the choices and the last tournament's standings to the data folder."""
        paths = [str(choice.path) for choice in self.choices]
        arena_paths = [str(path) for path, _ in self.arenas]
        kept = KeptTournament(
            chosen=[paths[i] for i in sorted(self.chosen)],
            arenas=[arena_paths[i] for i in sorted(self.chosen_arenas)],
            seeds=self.seeds,
            picked={paths[i]: colour for i, colour in self.picked.items()},
        )
        if self.run is not None and self.run_sneks:
            kept.run = KeptRun(
                list(self.run_sneks),
                [program.colour for program in self.run.programs],
                [str(path) for path, _ in self.run_arenas],
                self.seeds_played,
                self.run.result,
                sorted(self.own_names),
                self.told,
                self.opened,
            )
        try:
            write_kept(kept)
        except OSError as error:
            self.notice = f"The tournament could not be kept: {error.strerror or error}."

    def restore(self) -> None:
        """The choices and standings kept from the last time (nothing when none are kept;
        a snek or arena gone since is left out, and a tournament that played one too)."""
        kept, problem = read_kept()
        if problem:
            self.notice = f"The last tournament could not be read: {problem}"
        if problem or not kept.found:
            return
        paths = [str(choice.path) for choice in self.choices]
        arena_paths = [str(path) for path, _ in self.arenas]
        self.chosen = {paths.index(path) for path in kept.chosen if path in paths}
        self.chosen_arenas = {arena_paths.index(a) for a in kept.arenas if a in arena_paths}
        self.seeds = kept.seeds if kept.seeds in SEED_COUNTS else 1
        self.picked = {paths.index(p): colour for p, colour in kept.picked.items() if p in paths}
        run = kept.run
        if run is None or not run.arenas:
            return
        if not all(p in paths for p in run.sneks) or not all(a in arena_paths for a in run.arenas):
            self.notice = "A snek or arena of the last tournament is gone: its standings too."
            return
        programs = [
            replace(self.choices[paths.index(path)].program, colour=colour)
            for path, colour in zip(run.sneks, run.colours, strict=True)
        ]
        arenas = [self.arenas[arena_paths.index(path)] for path in run.arenas]
        try:
            restored = TournamentRun(programs, [a for _, a in arenas], range(1, run.seeds + 1))
        except ValueError:
            return
        results = run.result.results
        if len(results) > restored.total or any(r[2] >= len(arenas) for r in results):
            return
        restored.result = run.result
        self.run, self.run_arenas, self.run_sneks = restored, arenas, list(run.sneks)
        self.seeds_played = run.seeds
        self.own_names, self.told = set(run.own), run.told
        names = {standing.name for standing in run.result.standings}
        self.opened = run.opened if run.opened in names else None
        self.results_view = True
        state = "finished" if restored.finished else "stopped"
        then = "Start plays a new one." if restored.finished else "Continue plays the rest."
        self.notice = (
            f"Your last tournament ({state}, {restored.done} of {restored.total} battles): {then}"
        )

    def rebuild(self) -> None:
        current = self.form.current
        self.focus_key = current.key if current else "start"
        self.relayout()

    # choices

    def toggler(self, index: int):
        def toggle() -> None:
            if not self.running:
                before = self.playing_colours()
                self.chosen ^= {index}
                self.picked.pop(index, None)
                self.settle_colours(before)
                self.rebuild()

        return toggle

    # colours: each snek one of its own for the whole tournament

    def choice_label(self, index: int) -> str:
        """A snek's label: its name and whose it is (the swatch beside a chosen snek is
        the colour it plays; "plays Blue" in the label read as another snek's name)."""
        return self.choices[index].label

    def playing_looks(self) -> dict[int, SnekLook]:
        """Each chosen snek's look (by choice index) in the colour it plays here."""
        indexes, programs, _ = self.lineup()
        looks = snek_looks(programs, self.app.settings.colour_blind)
        return dict(zip(indexes, looks, strict=True))

    def swatch_rect(self, index: int) -> pygame.Rect:
        """The swatch left of snek choice `index`'s button (shown while it is chosen)."""
        sneks = self.columns()[0]
        top = sneks.top + (index - self.first_snek) * ROW
        return pygame.Rect(sneks.left, top, SWATCH, ROW - 4)

    def lineup(self) -> tuple[list[int], list[Program], dict[int, str]]:
        """The chosen sneks (choice indexes), their programs in the colours they play, and
        what to tell about sneks that play another colour than their own."""
        indexes = sorted(self.chosen)
        wanted = [
            replace(
                self.choices[i].program, colour=self.picked.get(i, self.choices[i].program.colour)
            )
            for i in indexes
        ]
        programs, told = distinct_colours(wanted, [choice.program for choice in self.choices])
        return indexes, programs, told

    def playing_colours(self) -> dict[int, str]:
        """The colour each chosen snek (by choice index) plays in this tournament."""
        indexes, programs, _ = self.lineup()
        return {index: program.colour for index, program in zip(indexes, programs, strict=True)}

    def settle_colours(self, before: dict[int, str]) -> None:
        """After a change: tell which snek now plays another colour than before (or than its
        own, when just chosen) and offer another; the battle setup's rule (`settle_order`)."""
        indexes, programs, told = self.lineup()
        changed = [
            indexes[position]
            for position in told
            if before.get(indexes[position]) != programs[position].colour
        ]
        self.recoloured = changed[0] if changed else None
        self.notice = told[indexes.index(changed[0])] if changed else ""

    def next_colour(self) -> None:
        if self.recoloured is None or self.running:
            return
        indexes, programs, _ = self.lineup()
        position = indexes.index(self.recoloured)
        offered = [choice.program for choice in self.choices]
        self.picked[self.recoloured] = another_colour(programs, position, offered).colour
        chosen = self.lineup()[1][position]
        self.notice = f"{chosen.name} plays {colour_word(chosen)} in this tournament."
        self.rebuild()

    def arena_toggler(self, index: int):
        def toggle() -> None:
            if not self.running:
                self.chosen_arenas ^= {index}
                self.rebuild()

        return toggle

    def change_seeds(self, step: int) -> None:
        if self.running:
            return
        position = SEED_COUNTS.index(self.seeds) if self.seeds in SEED_COUNTS else 0
        self.seeds = SEED_COUNTS[(position + step) % len(SEED_COUNTS)]
        self.rebuild()

    def battle_count(self) -> int:
        return len(pairings(len(self.chosen), len(self.chosen_arenas), range(self.seeds)))

    def start_or_stop(self) -> None:
        was_folded = self.folded
        if self.running:
            self.running = False
            self.notice = "Stopped: the standings so far. Continue plays the rest."
            self.keep()
        else:
            self.start()
        self.show_run_state(was_folded)

    def show_run_state(self, was_folded: bool) -> None:
        """Start, Stop and a run's end change one button's words: changed in place, the
        widgets are not built again (rebuilding some 30 buttons made the first frames after
        Start take 20+ ms). A window that folds or unfolds, or a button that comes or goes
        (Another colour, Show the standings, the folded view's Change the lineup), is laid
        out again."""
        keys = {control.key: control.element for control in self.form.controls}
        start = keys.get("start")
        comes_or_goes = "colour" in keys or "results" in keys or "lineup" in keys
        comes_or_goes = comes_or_goes or "continue" in keys or self.can_continue
        comes_or_goes = comes_or_goes or self.hides_standings or self.folded
        # a button relabelled while nothing runs would show its old words (pygame-gui draws
        # the new ones over later frames, and an idle window draws none): built again
        comes_or_goes = comes_or_goes or not self.running
        if self.root is None or start is None or self.folded != was_folded or comes_or_goes:
            self.rebuild()
            return
        start.set_text(self.start_words)

    def start(self) -> None:
        # each snek keeps one colour of its own through every battle and replay
        _, programs, told = self.lineup()
        arenas = [self.arenas[index][1] for index in sorted(self.chosen_arenas)]
        seeds = list(range(1, min(self.seeds, MAX_SEEDS) + 1))
        names = display_names(programs)
        owned = [self.choices[index].own for index in sorted(self.chosen)]
        self.own_names = {name for name, own in zip(names, owned, strict=True) if own}
        try:
            self.run = TournamentRun(programs, arenas, seeds)
            self.run_arenas = [self.arenas[index] for index in sorted(self.chosen_arenas)]
            self.run_sneks = [str(self.choices[index].path) for index in sorted(self.chosen)]
            self.seeds_played = len(seeds)
        except ValueError as reason:
            self.notice = f"{reason}."
            return
        too_small = [a.name for a in arenas if len(a.starts) < 2]
        if too_small:
            self.notice = f"These arenas have fewer than 2 starts: {', '.join(too_small)}"
            return
        self.running = True
        self.results_view = True
        self.told = " ".join(told.values())
        self.notice = self.told

    # running

    def update(self, dt: float) -> None:
        self.form.follow_mouse()
        if self.running and self.run is not None:
            self.run.work(SLICE)
            if self.run.finished:
                self.running = False
                # the colours told at Start are not told again (beside the title at 800x600
                # the two did not fit)
                self.notice = f"Finished: {self.run.total} battles; Start again plays a new one."
                self.keep()
                self.show_run_state(self.folded)

    def handle_event(self, event: pygame.event.Event) -> bool:
        mouse = self.app.mouse_pos()
        shown = self.battle_list.labels and not self.hides_standings
        if shown and self.battle_list.handle_event(event, mouse, self.watch):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            name = self.standing_at(event.pos)
            if name is not None:
                self.open_row(name)
                return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL:
            return self.wheel(self.pointer, -event.y)
        if event.type == pygame.KEYDOWN and self.move_in_sneks(event.key):
            return True
        return self.form.handle_event(event)

    def wheel(self, mouse: tuple[int, int], step: int) -> bool:
        """The wheel over the snek list or the standings scrolls it a row a notch."""
        if not self.folded and self.columns()[0].collidepoint(mouse):
            self.scroll_sneks(step)
            return True
        if self.run is not None and self.standings_rect().collidepoint(mouse):
            self.scroll_standings(step)
            return True
        return False

    def move_in_sneks(self, key: int) -> bool:
        """Up/Down along the snek list and Page Up/Down through it, the list scrolled so
        that the highlighted snek stays in view."""
        current = self.form.current if self.root is not None else None
        if self.folded or current is None or not current.key.startswith("snek"):
            return False
        index = int(current.key[4:])
        page = self.snek_rows()
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
        if key not in steps:
            return False
        target = index + steps[key]
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            target = min(max(0, target), len(self.choices) - 1)
        if not 0 <= target < len(self.choices):
            return False  # past either end: the grid moves on (to Back, say)
        if target < self.first_snek:
            self.scroll_sneks(target - self.first_snek)
        elif target >= self.first_snek + page:
            self.scroll_sneks(target - self.first_snek - page + 1)
        self.form.focus_key(f"snek{target}")
        return True

    def scroll_standings(self, step: int) -> None:
        if self.run is None:
            return
        last = max(0, len(self.run.programs) - self.standings_fit())
        self.first_standing = min(max(0, self.first_standing + step), last)

    # the standings' rows, each opening its snek's battles

    def standing_rows(self) -> list[tuple[pygame.Rect, str]]:
        """Each standings row on screen (what a click opens) with its snek's name."""
        if self.run is None or self.hides_standings:
            return []
        table = self.standings_rect()
        rows = []
        pitch = self.row_pitch()
        self.first_standing = min(
            self.first_standing, max(0, len(self.run.programs) - self.standings_fit())
        )
        for place, standing in enumerate(self.run.result.table()[self.first_standing :]):
            top = table.top + 36 + place * pitch
            if top + pitch > table.bottom:
                break
            row = pygame.Rect(table.left + 4, top - 2, table.width - 8, pitch - 2)
            rows.append((row, standing.name))
        return rows

    def standings_fit(self) -> int:
        """How many standings rows the table shows at once (the rest by the wheel)."""
        return max(1, (self.standings_rect().height - 36) // self.row_pitch())

    def standing_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for row, name in self.standing_rows() if row.collidepoint(pos)), None)

    def open_row(self, name: str) -> None:
        """A click on a snek's row lists only its battles; a second click lists them all."""
        self.opened = None if self.opened == name else name
        self.battle_list.labels = []
        self.battle_list.first = 0

    # the battles played, each a replay on the kit's viewer

    def battle_words(
        self, result: tuple[int, int, int, int, list[int]], names: Sequence[str]
    ) -> str:
        """ "A (won) v B · Maze · seed 1": the winner marked beside its name rather than
        named a third time (two 16-letter names and a third were cut)."""
        first, second, arena, seed, place = result
        marks = ["", ""] if place[0] == place[1] else [" (won)" * (p == 1) for p in place[:2]]
        where = self.run_arenas[arena][1].name or f"Arena {arena + 1}"
        shared = " · shared" if place[0] == place[1] else ""
        pair = f"{names[first]}{marks[0]} v {names[second]}{marks[1]}"
        return f"{pair} · {where} · seed {seed}{shared}"

    def list_new_battles(self) -> None:
        """The battle list: all battles, or the opened snek's; only the battles ended since
        the last frame are added (thousands of battles are never listed again each time)."""
        if self.run is None:
            return
        results = self.run.result.results
        same = self._list_run is self.run and self._list_opened == self.opened
        if not same or len(self.battle_list.labels) != len(self.listed):
            self._list_run, self._list_opened, self._list_seen = self.run, self.opened, 0
            self.listed, self.battle_list.labels = [], []
            self._longest = (0, "")
        if self._list_seen == len(results):
            return
        measure = self.app.font(LIST_SIZES[0])
        names = display_names(self.run.programs)
        for index in range(self._list_seen, len(results)):
            first, second, *_ = results[index]
            if self.opened is None or self.opened in (names[first], names[second]):
                self.listed.append(index)
                label = self.battle_words(results[index], names)
                self.battle_list.labels.append(label)
                self._longest = max(self._longest, (measure.size(label)[0], label))
        self._list_seen = len(results)

    def fit_battle_list(self) -> None:
        """The list's font: the largest (15 px down to 12) that shows its longest row whole
        (two 16-letter names in a row were cut)."""
        room = self.battle_list.rect.width - 30  # the row's margins and the scroll bar
        words = f"{len(self.battle_list.labels)}. {self._longest[1]}"
        self.battle_list.font = largest_font(self.app.font, words, room, LIST_SIZES, bold=False)

    def watch(self, row: int) -> None:
        """The battle in row `row` of the list, played again in the replay viewer."""
        if self.run is None or row >= len(self.listed):
            return
        first, second, arena, seed, _ = self.run.result.results[self.listed[row]]
        path, where = self.run_arenas[arena]
        sneks = [self.run.programs[first], self.run.programs[second]]
        session = MatchSession.start(path, where, sneks, seed, save=False)
        self.app.push(BattleViewer(self.app, session, 0, record=False, replay=True))

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = self.app.size
        blit_text(surface, self.app.font(34, bold=True), "Tournament", theme.TEXT, (30, 14))
        hint = self.app.font(17)
        for row, line in enumerate([] if self.folded else self.hint_rows()):
            blit_text(surface, hint, line, theme.MUTED_TEXT, (30, 56 + row * HINT_ROW))
        sneks, arenas, _ = self.columns()
        heading = self.app.font(20, bold=True)
        if not self.folded:
            words = f"Sneks ({len(self.chosen)})"
            shown = min(len(self.choices), self.first_snek + self.snek_rows())
            if shown - self.first_snek < len(self.choices):  # more by wheel and keys
                span = f"{words} · {self.first_snek + 1}–{shown} of {len(self.choices)}"
                words = span if heading.size(span)[0] <= sneks.width else words
            blit_text(surface, heading, words, theme.TEXT, (sneks.left, sneks.top - 28))
            blit_text(surface, heading, "Arenas", theme.TEXT, (arenas.left, arenas.top - 28))
            self._draw_swatches(surface)
        table = self.standings_rect()
        self._draw_progress(surface, pygame.Rect(table.left, sneks.top - 4, table.width, 30))
        if self.hides_standings:
            self._draw_notice(surface)
            return
        if self.run and self.run.result.results:
            self.battle_list.rect = self.battle_list_rect()
            self.list_new_battles()
            self.fit_battle_list()
            words = (
                f"Battles of {self.opened} (click its row again for every battle)"
                if self.opened
                else "Battles played (click one to watch its replay; a snek's row: its own)"
            )
            heading_font = self.app.font(16, bold=True)
            words = clip_text(heading_font, words, table.width)
            blit_text(surface, heading_font, words, theme.TEXT, (table.left, table.bottom + 6))
            self.battle_list.draw(surface, -1)
        self._draw_standings(surface, table)
        self._draw_notice(surface)

    def _draw_swatches(self, surface: pygame.Surface) -> None:
        """Beside each chosen snek in view, the colour it plays (its number in the lineup)."""
        font = self.app.font(16, bold=True)
        last = self.first_snek + self.snek_rows()
        for index, look in self.playing_looks().items():
            if self.first_snek <= index < last:
                mark = theme.Mark(look.colour, look.ink, look.number, look.pattern)
                theme.draw_player_mark(surface, self.swatch_rect(index), mark, font)

    def _draw_notice(self, surface: pygame.Surface) -> None:
        width, height = self.app.size
        if self.notice:
            area = pygame.Rect(210, height - 66, width - 240, 50)
            font = self.app.font(17)
            if self.folded:  # the buttons take the foot: the notice goes beside the title
                area = pygame.Rect(FOLDED_NOTICE_LEFT, 22, width - FOLDED_NOTICE_LEFT - 30, 44)
                font = self.app.font(15)
            blit_wrapped(surface, font, self.notice, theme.ACCENT, area)

    def standings_rect(self) -> pygame.Rect:
        """The standings table: the whole column, less the battle list once battles are in."""
        table = self.columns()[2]
        if self.run and self.run.result.results:
            table.height -= self.battle_list_height() + 30
        return table

    def row_pitch(self) -> int:
        """A standings row: closer in the folded view (every snek on a small screen)."""
        return 24 if self.folded else 28

    def battle_list_height(self) -> int:
        """The battle list: what the standings leave (every snek's row first), between
        three rows and LIST_HEIGHT."""
        whole = self.columns()[2].height
        standings = 36 + len(self.run.programs if self.run else ()) * self.row_pitch() + 8
        return max(BATTLES_LEAST, min(LIST_HEIGHT, whole - standings - 30, whole // 2))

    def battle_list_rect(self) -> pygame.Rect:
        table = self.standings_rect()
        return pygame.Rect(table.left, table.bottom + 30, table.width, self.battle_list_height())

    def _draw_progress(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        done, total = (self.run.done, self.run.total) if self.run else (0, self.battle_count())
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=6)
        if total:
            filled = bar.copy()
            filled.width = bar.width * done // total
            pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_BORDER, bar, 2, border_radius=6)
        words = f"{done} of {total} battles"
        label = self.app.font(16, bold=True).render(words, True, theme.TEXT)
        backing = label.get_rect(center=bar.center).inflate(10, 0)
        pygame.draw.rect(surface, theme.PANEL, backing, border_radius=4)
        surface.blit(label, label.get_rect(center=bar.center))

    def _draw_standings(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The standings, painted again only when a battle ends or a row is opened (a
        running tournament otherwise redraws them every frame for nothing)."""
        done = len(self.run.result.results) if self.run else -1
        owned = tuple(sorted(self.own_names))
        key = (tuple(rect), self.run, done, self.opened, owned, self.first_standing)
        if self._standings is None or self._standings[0] != key:
            image = pygame.Surface(rect.size)
            image.fill(theme.BACKGROUND)
            notes = ShortenedInImage()
            self._paint_standings(image, notes, rect)
            self._standings = (key, image, notes)
        _, image, notes = self._standings
        surface.blit(image, rect)
        notes.offer(surface, rect.topleft)

    def _paint_standings(
        self, surface: pygame.Surface, notes: ShortenedInImage, placed: pygame.Rect
    ) -> None:
        """The standings into `surface`, an image of the table `placed` on the window."""
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        font = self.app.font(17)
        small = self.app.font(HEADING_FONT)
        names = [standing.name for standing in self.run.result.standings] if self.run else []
        widest = max((self.app.font(NAME_SIZES[-1]).size(name)[0] for name in names), default=0)
        columns = column_widths(rect.width, font, widest, small)
        name_width = rect.width - sum(width for *_, width in columns) - 70
        x = rect.left + 54 + name_width
        notes.blit_text(surface, small, "Snek", theme.MUTED_TEXT, (rect.left + 54, rect.top + 8))
        for _, title, width in columns:
            x += width
            notes.blit_text(
                surface, small, title, theme.MUTED_TEXT, (x - 6, rect.top + 8), "topright"
            )
        if self.run is None:
            words = "Choose sneks and arenas, then Start."
            short = [
                f"{heading}: {title.lower()}" for title, heading, _ in columns if heading != title
            ]
            if short:  # narrow headings ("W", "Shr") said in words once
                words = f"{words} {', '.join(short)}."
            lines = wrap_text(words, font, rect.width - 32)  # two lines in a narrow table
            for number, line in enumerate(lines):
                top = rect.top + 40 + number * font.get_linesize()
                notes.blit_text(surface, font, line, theme.MUTED_TEXT, (rect.left + 16, top))
            return
        rows = [(row.move(-placed.left, -placed.top), name) for row, name in self.standing_rows()]
        table = self.run.result.table()[self.first_standing :]  # the rows that fit on screen
        places = self.run.result.places()[self.first_standing :]
        for standing, place, (row, _) in zip(table, places, rows, strict=False):
            top = row.top + 2
            if standing.name == self.opened:  # the opened row: its battles are listed
                pygame.draw.rect(surface, theme.PANEL_BORDER, row, border_radius=4)
            words = place_words(place)
            notes.blit_text(surface, font, words, theme.TEXT, (rect.left + 12, top))
            mine = standing.name in self.own_names
            said = (f"{standing.name} (yours)",) if mine else ()
            name_font, name = whole_title(
                self.app.font, (*said, standing.name), name_width, NAME_SIZES, bold=False
            )
            if mine:  # your own snek's row stands out: a gold frame and "(yours)"
                pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=4)
            middle = top + font.get_height() // 2
            spot = (rect.left + 54, middle)
            notes.blit_text(surface, name_font, name, theme.TEXT, spot, "midleft")
            values = {
                "Played": standing.played,
                "Won": standing.wins,
                "Shared": standing.shared,
                "Lost": standing.losses,
                "Grabs": standing.grabs,
                "Points": standing.points,
            }
            x = rect.left + 54 + name_width
            for key, _, width in columns:
                value = values[key]
                x += width
                notes.blit_text(surface, font, str(value), theme.TEXT, (x - 6, top), "topright")


LIST_SIZES = (15, 14, 13, 12)
HEADING_FONT = 15  # the standings' column headings


def whole_heading_widths(font: pygame.font.Font, heading: pygame.font.Font) -> list[int]:
    """Each number column's least width under its whole heading: the heading or a
    four-digit number (grabs over many battles), whichever is wider."""
    number = font.size("8888")[0]
    return [max(heading.size(title)[0], number) + 12 for title, _ in COLUMNS]


def place_words(place: Place) -> str:
    """ "2." or, for a place shared with another snek, "=2."."""
    return f"{'=' if place.shared else ''}{place.place}."


def column_widths(
    table_width: int,
    font: pygame.font.Font,
    widest_name: int = 0,
    heading: pygame.font.Font | None = None,
) -> list[tuple[str, str, int]]:
    """The number columns shown (the title, its heading and its width): the whole headings
    (in `heading`'s size) where they and four-digit numbers fit; narrower headings in a
    narrow table so that names keep MIN_NAME px (or `widest_name`, the longest name's width
    at 12 px), and in a very narrow one without Played and Grabs (the heading and a
    three-digit number always fit their column)."""
    room = table_width - 70 - max(MIN_NAME, widest_name)
    if room >= sum(width for _, width in COLUMNS):
        return [(title, title, width) for title, width in COLUMNS]
    whole = whole_heading_widths(font, heading or font)
    if room >= sum(whole):  # "Won", not "W": a new player reads the words
        spare = (room - sum(whole)) // len(whole)
        return [(title, title, w + spare) for (title, _), w in zip(COLUMNS, whole, strict=True)]
    shown = list(COLUMNS)

    def least(title: str) -> int:
        return max(font.size(SHORT_TITLES[title])[0], font.size("888")[0]) + 12

    for dropped in DROPPED_WHEN_NARROW:
        if sum(least(title) for title, _ in shown) <= room:
            break
        shown = [(title, width) for title, width in shown if title != dropped]
    spare = max(0, room - sum(least(title) for title, _ in shown)) // len(shown)
    return [(title, SHORT_TITLES[title], least(title) + spare) for title, _ in shown]
