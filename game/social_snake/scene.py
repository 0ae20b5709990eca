"""Social Snake's screens around a match: the setup, the hot-seat flow and the replay list.

    app.push(SetupScene(app))                 # the main menu's "Social Snake"
    app.push(MatchFlowScene(app, session))    # plays a MatchSession to its results
    continue_scene(app), replays_scene(app)   # the main menu's Continue and Replays

`MatchFlowScene` is the controller of the hot-seat loop: it never shows a board itself. Each
frame it asks the session what comes next: bots act without a curtain, each waiting human
gets a curtain and then their private entry screen, a complete stage is resolved and
revealed, and a finished match goes to the results.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UITextEntryLine

from game.core.paths import LEVELS
from game.core.problems import Problem, ProblemsFound
from game.core.saves import SaveEntry, list_matches, replays_dir, saves_dir
from game.core.tomlfile import load_toml
from game.social_snake.draw import PlayerLook, player_looks
from game.social_snake.entry import (
    MoveEntryScene,
    StartEntryScene,
    VoteScene,
)
from game.social_snake.levels import (
    GAME_ID,
    RULESET_TITLES,
    Level,
    describe_size,
    level_from_document,
)
from game.social_snake.rules import (
    STAGE_AWARDS,
    STAGE_FINISHED,
    STAGE_ROUNDS,
    STAGE_STARTS,
    RuleViolation,
)
from game.social_snake.session import MatchSession, Outcome, Seat
from game.ui import theme
from game.ui.curtain import CurtainScene
from game.ui.dialogs import MessageScene
from game.ui.focus import Control, FocusGrid
from game.ui.scene import Scene
from game.ui.text import blit_text, blit_wrapped
from game.ui.widgets import ButtonList, MenuItem, seat_name_problems

if TYPE_CHECKING:
    from game.app import App

MIN_SEATS, MAX_SEATS = 3, 13
MAX_STARTING_GARNETS = 5
NAME_LIMIT = 16
SEAT_KINDS: tuple[str | None, ...] = (None, "easy", "normal", "hard")
DEFAULT_NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim")
DEFAULT_NAMES += ("Lou", "Max")
DEFAULT_LEVEL = "practice-three-ridges.toml"
SHIPPED_LEVELS = LEVELS / GAME_ID
LEAVE_MATCH = "Leave the match? It is saved and can be continued."


def kind_label(kind: str | None) -> str:
    return "Human" if kind is None else f"Bot: {kind}"


def palette_index(look: PlayerLook, colour_blind: bool) -> int:
    """The palette place of a player's look (what the curtain's mark is drawn from)."""
    fills = [colour.fill for colour in theme.player_colours(colour_blind)]
    return fills.index(look.colour) if look.colour in fills else 0


# --- setup ----------------------------------------------------------------------------------


@dataclass
class SeatDraft:
    """A seat as the setup screen edits it; `colour` indexes the palette."""

    name: str
    colour: int
    kind: str | None = None


@dataclass
class LevelChoice:
    path: Path
    level: Level

    @property
    def summary_lines(self) -> list[str]:
        level = self.level
        sizes = ", ".join(f"{name} {describe_size(layout)}" for name, layout in level.grids.items())
        phases = " then ".join("+".join(phase) for phase in level.phases)
        low, high = level.players
        return [
            f"Edition: {RULESET_TITLES.get(level.ruleset.name, level.ruleset.name)}",
            f"Grids: {sizes}",
            f"Phases: {phases}; up to {level.rounds_per_phase} rounds each",
            f"Recommended players: {low}–{high}",
        ]


def shipped_levels() -> list[LevelChoice]:
    """The levels in levels/social-snake/ that load (a broken one is left out)."""
    choices = []
    for path in sorted(SHIPPED_LEVELS.glob("*.toml")):
        try:
            choices.append(LevelChoice(path, level_from_document(load_toml(path))))
        except ProblemsFound:
            continue
    return sorted(choices, key=lambda choice: not choice.path.name.startswith("practice"))


def read_level_file(text: str) -> LevelChoice:
    """The level at a typed path; ProblemsFound (path:line: message) when it cannot be used."""
    path = Path(text.strip()).expanduser()
    if path.is_dir():
        raise ProblemsFound([Problem(str(path), 1, "this is a folder, not a level file")])
    return LevelChoice(path, level_from_document(load_toml(path)))


class SetupScene(Scene):
    """Seats (3–13, human or bot, name, colour), the level, starting garnets and the seed."""

    title = "Social Snake — new match"

    def __init__(self, app: App):
        super().__init__(app)
        self.levels = shipped_levels()
        names = [choice.path.name for choice in self.levels]
        self.level_index = names.index(DEFAULT_LEVEL) if DEFAULT_LEVEL in names else 0
        self.seats = [SeatDraft("Ann", 0), SeatDraft("Bob", 1, "normal")]
        self.seats.append(SeatDraft("Cat", 2, "normal"))
        self.starting_garnets = 0
        self.seed = random.randrange(1, 1_000_000)
        self.level_path_text = ""
        self.notice = ""
        self.focus_key = "start"

    # layout

    def build(self, root: UIContainer) -> None:
        self.form = FocusGrid(self.app.ui)
        for index in range(len(self.seats)):
            self._build_seat_row(root, index)
        add = self.form.add_button(
            root, "add", pygame.Rect(450, 92, 190, 40), "Add player", -1, self.add_seat
        )
        if len(self.seats) >= MAX_SEATS:
            add.disable()
        self._build_level_list(root)
        self._build_options(root)
        self.form.add_button(root, "back", pygame.Rect(40, 730, 180, 50), "Back", 40, self.back)
        self.form.add_button(
            root, "start", pygame.Rect(1040, 730, 200, 50), "Start", 40, self.start
        )
        self.form.focus_key(self.focus_key)

    def _build_seat_row(self, root: UIContainer, index: int) -> None:
        seat = self.seats[index]
        top = 140 + index * 45
        colour = theme.player_colours(self.app.settings.colour_blind)[seat.colour]
        self.form.add_button(
            root,
            f"colour{index}",
            pygame.Rect(116, top, 120, 40),
            colour.name,
            index,
            lambda: self.cycle_colour(index, 1),
            lambda step: self.cycle_colour(index, step),
        )
        entry = UITextEntryLine(pygame.Rect(244, top, 180, 40), self.app.ui, root)
        entry.set_text_length_limit(NAME_LIMIT)
        entry.set_text(seat.name)
        self.form.add(Control(f"name{index}", entry, index))
        self.form.add_button(
            root,
            f"kind{index}",
            pygame.Rect(432, top, 160, 40),
            kind_label(seat.kind),
            index,
            lambda: self.cycle_kind(index, 1),
            lambda step: self.cycle_kind(index, step),
        )
        remove = self.form.add_button(
            root, f"remove{index}", pygame.Rect(600, top, 40, 40), "×", index, self.remover(index)
        )
        if len(self.seats) <= MIN_SEATS:
            remove.disable()

    def _build_level_list(self, root: UIContainer) -> None:
        for index, choice in enumerate(self.levels):
            button = self.form.add_button(
                root,
                f"level{index}",
                pygame.Rect(700, 140 + index * 42, 540, 36),
                choice.level.name,
                20 + index,
                lambda index=index: self.choose_level(index),
            )
            if index == self.level_index:
                button.set_text(f"» {choice.level.name} «")
        top = 140 + len(self.levels) * 42 + 6
        entry = UITextEntryLine(
            pygame.Rect(700, top, 420, 38),
            self.app.ui,
            root,
            placeholder_text="Open level file… (type its path)",
        )
        entry.set_text(self.level_path_text)
        self.form.add(Control("path", entry, 35, self.open_level_file))
        self.form.add_button(
            root, "open", pygame.Rect(1128, top, 112, 38), "Open", 35, self.open_level_file
        )
        self.details_top = top + 50

    def _build_options(self, root: UIContainer) -> None:
        self.form.add_button(
            root,
            "garnets",
            pygame.Rect(700, 668, 260, 40),
            f"Starting garnets: {self.starting_garnets}",
            38,
            lambda: self.change_garnets(1),
            self.change_garnets,
        )
        entry = UITextEntryLine(pygame.Rect(1030, 668, 100, 40), self.app.ui, root)
        entry.set_allowed_characters("numbers")
        entry.set_text_length_limit(9)
        entry.set_text(str(self.seed))
        self.form.add(Control("seed", entry, 38))
        self.form.add_button(
            root, "random", pygame.Rect(1136, 668, 104, 40), "Random", 38, self.new_seed
        )

    # changes

    def rebuild(self) -> None:
        current = self.form.current
        self.focus_key = current.key if current else "start"
        self.relayout()

    def claimed(self, except_seat: int) -> set[int]:
        return {seat.colour for i, seat in enumerate(self.seats) if i != except_seat}

    def cycle_colour(self, index: int, step: int) -> None:
        taken = self.claimed(index)
        colour = self.seats[index].colour
        for _ in range(MAX_SEATS):
            colour = (colour + step) % MAX_SEATS
            if colour not in taken:
                break
        self.seats[index].colour = colour
        self.rebuild()

    def cycle_kind(self, index: int, step: int) -> None:
        kinds = list(SEAT_KINDS)
        seat = self.seats[index]
        seat.kind = kinds[(kinds.index(seat.kind) + step) % len(kinds)]
        self.rebuild()

    def add_seat(self) -> None:
        if len(self.seats) >= MAX_SEATS:
            return
        taken = {seat.colour for seat in self.seats}
        colour = min(set(range(MAX_SEATS)) - taken)
        used = {seat.name for seat in self.seats}
        name = next((n for n in DEFAULT_NAMES if n not in used), f"Player {len(self.seats) + 1}")
        self.seats.append(SeatDraft(name, colour, "normal"))
        self.rebuild()

    def remover(self, index: int) -> Callable[[], None]:
        def remove() -> None:
            if len(self.seats) > MIN_SEATS:
                del self.seats[index]
                self.focus_key = "add"
                self.relayout()

        return remove

    def choose_level(self, index: int) -> None:
        self.level_index = index
        self.rebuild()

    def change_garnets(self, step: int) -> None:
        self.starting_garnets = (self.starting_garnets + step) % (MAX_STARTING_GARNETS + 1)
        self.rebuild()

    def new_seed(self) -> None:
        self.seed = random.randrange(1, 1_000_000)
        self.rebuild()

    def open_level_file(self) -> None:
        if not self.level_path_text.strip():
            self.notice = "Type the path of a level file first."
            return
        try:
            choice = read_level_file(self.level_path_text)
        except ProblemsFound as found:
            self.app.show_message(
                "This level file cannot be used", [str(problem) for problem in found.problems]
            )
            return
        self.levels = [c for c in self.levels if c.path != choice.path] + [choice]
        self.level_index = len(self.levels) - 1
        self.notice = f"Opened {choice.path.name}."
        self.rebuild()

    def back(self) -> None:
        self.app.pop(self)

    # starting

    def problems(self) -> list[str]:
        found = seat_name_problems([seat.name for seat in self.seats])
        if not self.levels:
            found.append("No level to play: open a level file.")
        return found

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.notice = " ".join(problems)
            return
        choice = self.levels[self.level_index]
        palette = theme.player_colours(False)
        seats = [
            Seat(seat.name.strip(), palette[seat.colour].name, seat.kind) for seat in self.seats
        ]
        try:
            session = MatchSession.start(
                choice.level, choice.path, seats, self.seed, self.starting_garnets
            )
        except RuleViolation as violation:
            self.notice = violation.message
            return
        except OSError as error:
            self.app.show_message("The match could not be saved", [str(error)])
            return
        self.app.replace(MatchFlowScene(self.app, session))

    # events

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._entry_changed(event.ui_element)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            current = self.form.current
            if current is not None and current.key == "path":
                self.open_level_file()
            return True
        if event.type == pygame.KEYDOWN:
            self.notice = ""
        return self.form.handle_event(event)

    def _entry_changed(self, element: UITextEntryLine) -> None:
        for control in self.form.controls:
            if control.element is not element:
                continue
            text = element.get_text()
            if control.key.startswith("name"):
                self.seats[int(control.key[4:])].name = text
            elif control.key == "path":
                self.level_path_text = text
            elif control.key == "seed":
                self.seed = int(text) if text else 0

    def update(self, dt: float) -> None:
        self.form.follow_mouse()

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_headings(surface)
        self._draw_seat_marks(surface)
        self._draw_level_details(surface)
        if self.notice:
            blit_text(surface, self.app.font(20), self.notice, theme.DANGER, (250, 744))

    def _draw_headings(self, surface: pygame.Surface) -> None:
        title = self.app.font(36, bold=True)
        blit_text(surface, title, "Social Snake: a new match", theme.TEXT, (40, 14))
        heading = self.app.font(24, bold=True)
        blit_text(surface, heading, f"Players ({len(self.seats)} of 3–13)", theme.TEXT, (40, 100))
        blit_text(surface, heading, "Level", theme.TEXT, (700, 100))
        hint = "Tab / arrows move · Left/Right change · Enter presses · type names in the boxes"
        blit_text(surface, self.app.font(18), hint, theme.MUTED_TEXT, (40, 66))
        blit_text(surface, self.app.font(20), "Seed:", theme.TEXT, (972, 677))

    def _draw_seat_marks(self, surface: pygame.Surface) -> None:
        number_font = self.app.font(20)
        letter_font = self.app.font(22, bold=True)
        colour_blind = self.app.settings.colour_blind
        for index, seat in enumerate(self.seats):
            top = 140 + index * 45
            blit_text(surface, number_font, f"{index + 1}.", theme.MUTED_TEXT, (40, top + 8))
            mark = pygame.Rect(72, top + 2, 36, 36)
            theme.draw_player_mark(surface, mark, seat.colour, colour_blind, letter_font)

    def _draw_level_details(self, surface: pygame.Surface) -> None:
        if not self.levels:
            return
        choice = self.levels[self.level_index]
        panel = pygame.Rect(700, self.details_top, 540, 656 - self.details_top)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
        inner = panel.inflate(-24, -16)
        font = self.app.font(18)
        y = inner.top
        for line in choice.summary_lines:
            y = blit_wrapped(
                surface, font, line, theme.TEXT, pygame.Rect(inner.left, y, inner.w, 60)
            )
        description = pygame.Rect(inner.left, y + 6, inner.width, inner.bottom - y - 6)
        blit_wrapped(surface, font, choice.level.description, theme.MUTED_TEXT, description)


# --- the hot-seat flow ----------------------------------------------------------------------


def stage_words(session: MatchSession) -> str:
    """ "Phase 1, round 2: moves" and the like, for status lines."""
    state = session.state
    if session.stage == STAGE_STARTS:
        return f"Phase {state.phase + 1}: start cells"
    if session.stage == STAGE_ROUNDS:
        return f"Phase {state.phase + 1}, round {state.round_number}: moves"
    if session.stage == STAGE_AWARDS:
        return "Awards: the Elimination Candidate vote"
    return "The match is over"


def submission_status(session: MatchSession) -> list[str]:
    """Who has entered and who is still to come: names only, never what they entered."""
    waiting = set(session.expected())
    done = [seat.name for index, seat in enumerate(session.seats) if index in session.pending]
    to_come = [seat.name for index, seat in enumerate(session.seats) if index in waiting]
    lines = [stage_words(session), f"Seed {session.state.seed}"]
    lines.append("Entered: " + (", ".join(done) or "nobody yet"))
    lines.append("Still to enter: " + (", ".join(to_come) or "nobody"))
    return lines


class PassScene(CurtainScene):
    """The curtain between two entries, with the match status below the player's name."""

    def __init__(self, app: App, session: MatchSession, seat: int, on_continue: Callable[[], None]):
        looks = player_looks(session.seats, app.settings.colour_blind)
        index = palette_index(looks[seat], app.settings.colour_blind)
        super().__init__(app, session.seats[seat].name, on_continue, player_index=index)
        self.status = submission_status(session)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        font = self.app.font(20)
        for number, line in enumerate(self.status):
            centre = (surface.get_width() // 2, 560 + number * 30)
            blit_text(surface, font, line, theme.MUTED_TEXT, centre, "center")


class MatchFlowScene(Scene):
    """Runs a session: bots, curtains, private entries, reveals, results. Shows only the
    neutral status (phase, round, who has entered) between those screens."""

    title = "Social Snake"
    confirm_leave = LEAVE_MATCH

    def __init__(self, app: App, session: MatchSession, problems: list[str] | None = None):
        super().__init__(app)
        self.session = session
        self.startup_problems = problems or []
        self.note = ""

    def enter(self) -> None:
        super().enter()
        if self.startup_problems:
            self.app.show_message("Some saves could not be read", self.startup_problems)

    def update(self, dt: float) -> None:
        try:
            self.next_step()
        except (OSError, RuleViolation) as error:
            self.app.pop(self)
            self.app.show_message("The match cannot go on", [str(error)])

    def next_step(self) -> None:
        """Do the one thing the match waits for now (called while this scene is on top)."""
        session = self.session
        if session.stage == STAGE_FINISHED:
            self.show_results()
            return
        session.let_bots_act()
        if session.ready():
            self.reveal(session.advance())
            return
        waiting = session.humans_waiting()
        if waiting:
            seat = waiting[0]
            self.app.push(PassScene(self.app, session, seat, lambda: self.open_entry(seat)))

    def open_entry(self, seat: int) -> None:
        scenes = {STAGE_STARTS: StartEntryScene, STAGE_ROUNDS: MoveEntryScene}
        entry_class = scenes.get(self.session.stage, VoteScene)
        self.app.push(entry_class(self.app, self.session, seat, self.entered(seat)))

    def entered(self, seat: int) -> Callable[[], None]:
        def note() -> None:
            self.note = f"{self.session.seats[seat].name} has entered."

        return note

    def reveal(self, outcome: Outcome) -> None:
        from game.social_snake.reveal import RevealScene

        self.app.push(RevealScene(self.app, self.session, outcome, self.back_on_top))

    def back_on_top(self) -> None:
        """The reveal is over: close whatever it left above this scene."""
        while self in self.app.stack and self.app.top is not self:
            self.app.pop()

    def show_results(self) -> None:
        from game.social_snake.results import ResultsScene

        self.app.replace(ResultsScene(self.app, self.session))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        centre_x = surface.get_width() // 2
        title = self.app.font(40, bold=True)
        blit_text(surface, title, self.session.level.name, theme.TEXT, (centre_x, 220), "center")
        font = self.app.font(24)
        for number, line in enumerate(submission_status(self.session)):
            blit_text(
                surface, font, line, theme.MUTED_TEXT, (centre_x, 300 + number * 36), "center"
            )
        if self.note:
            blit_text(surface, font, self.note, theme.TEXT, (centre_x, 480), "center")


# --- continue and replays -------------------------------------------------------------------


def social_saves(folder: Path) -> tuple[list[SaveEntry], list[str]]:
    """This game's readable match files in `folder` (newest first) and the problems of the
    files that cannot be read (as `path:line: message`)."""
    readable, problems = [], []
    for entry in list_matches(folder):
        if entry.problems:
            problems.extend(str(problem) for problem in entry.problems)
        elif entry.game == GAME_ID:
            readable.append(entry)
    return readable, problems


def continue_scene(app: App) -> Scene | None:
    """The newest unfinished match that loads, as a MatchFlowScene (unreadable saves are
    listed in a message over it); a message alone when no save loads; None without saves."""
    entries, problems = social_saves(saves_dir())
    for entry in entries:
        try:
            session = MatchSession.load(entry.path)
        except ProblemsFound as found:
            problems.extend(str(problem) for problem in found.problems)
            continue
        if not session.state.finished:
            return MatchFlowScene(app, session, problems)
    if problems:
        return MessageScene(app, "No save can be continued", problems)
    return None


@dataclass
class ReplayEntry:
    """One line of the replay list: a finished match, or a file that cannot be read."""

    path: Path
    label: str
    problems: list[str]


def describe_replay(path: Path, modified: float) -> ReplayEntry:
    try:
        session = MatchSession.load(path)
    except ProblemsFound as found:
        return ReplayEntry(path, f"{path.name}: cannot be read", [str(p) for p in found.problems])
    state = session.state
    date = time.strftime("%Y-%m-%d %H:%M", time.localtime(modified))
    best = max(player.apples for player in state.players)
    winners = " & ".join(p.name for p in state.players if p.apples == best)
    players = ", ".join(state.names)
    return ReplayEntry(path, f"{date} · {state.level.name} · {players} · won by {winners}", [])


def replay_entries() -> list[ReplayEntry]:
    """Every file in the replays folder, newest first: this game's matches and, with their
    problems, the files that cannot be read."""
    entries = []
    for entry in list_matches(replays_dir()):
        if entry.problems:
            problems = [str(problem) for problem in entry.problems]
            entries.append(ReplayEntry(entry.path, f"{entry.path.name}: cannot be read", problems))
        elif entry.game == GAME_ID:
            entries.append(describe_replay(entry.path, entry.modified))
    return entries


class ReplaysScene(Scene):
    """Finished matches, newest first; an unreadable file shows its `path:line` problems."""

    title = "Social Snake replays"
    PER_PAGE = 10

    def __init__(self, app: App):
        super().__init__(app)
        self.entries: list[ReplayEntry] = []
        self.page = 0

    def enter(self) -> None:
        """Read the replays folder now (not when the menu builds its buttons)."""
        self.entries = replay_entries()
        super().enter()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // self.PER_PAGE))

    def build(self, root: UIContainer) -> None:
        first = self.page * self.PER_PAGE
        shown = self.entries[first : first + self.PER_PAGE]
        items = [MenuItem(_short(entry.label), self._opener(entry)) for entry in shown]
        items.append(MenuItem("Back", lambda: self.app.pop(self)))
        area = pygame.Rect(60, 110, 1160, 620)
        self.menu = ButtonList(self.app.ui, root, area, items, button_height=46, gap=10)

    def _opener(self, entry: ReplayEntry) -> Callable[[], None]:
        def open_entry() -> None:
            if entry.problems:
                self.app.show_message(f"{entry.path.name} cannot be read", entry.problems)
                return
            try:
                session = MatchSession.load(entry.path)
            except ProblemsFound as found:
                self.app.show_message(
                    "This replay cannot be read", [str(p) for p in found.problems]
                )
                return
            from game.social_snake.replay_view import ReplayScene

            self.app.push(ReplayScene(self.app, session))

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
        blit_text(surface, self.app.font(36, bold=True), "Replays", theme.TEXT, (60, 36))
        hint = f"Page {self.page + 1} of {self.pages} (Page Up / Page Down) · Enter opens"
        if not self.entries:
            hint = "No finished matches yet."
        blit_text(surface, self.app.font(20), hint, theme.MUTED_TEXT, (60, 80))


def _short(label: str, limit: int = 96) -> str:
    return label if len(label) <= limit else label[: limit - 1] + "…"


def replays_scene(app: App) -> Scene | None:
    """The replay list, or None while the replays folder holds no match files at all."""
    if not list_matches(replays_dir()):
        return None
    return ReplaysScene(app)


def attract_scene(app: App) -> Scene | None:
    """Three bots on the default practice board, played at full speed and never saved."""
    from game.social_snake.reveal import DemoScene

    choices = [c for c in shipped_levels() if c.path.name == DEFAULT_LEVEL]
    if not choices:
        return None
    palette = theme.player_colours(False)
    seats = [Seat(name, palette[i].name, "normal") for i, name in enumerate(DEFAULT_NAMES[:3])]
    seed = random.randrange(1, 1_000_000)
    session = MatchSession.start(choices[0].level, choices[0].path, seats, seed, save=False)
    return DemoScene(app, session, attract=True)
