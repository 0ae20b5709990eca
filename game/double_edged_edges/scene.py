"""Double-edged Edges' screens around a match, on the table kit: setup, round 0, the hot-seat
flow, Continue and the replay.

    app.push(setup_scene(app))                # the main menu's "Double-edged Edges"
    app.push(EdgesFlowScene(app, session))    # plays an MatchSession to its results
    resume_match(app, path), open_replay(app, path)   # Continue and Replays (game/ui/matches)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.core.words import number_runs
from game.double_edged_edges.draw import (
    BOX_HEIGHT,
    GRID_ROW,
    MIN_TOKEN,
    SPACE_LABEL,
    GridView,
    PlatformView,
    Token,
    player_marks,
    type_legend,
)
from game.double_edged_edges.entry import MoveEntryScene, VoteScene
from game.double_edged_edges.levels import (
    GAME_ID,
    SEAT_RANGE,
    Level,
    grid_for,
    level_from_document,
)
from game.double_edged_edges.rules import STAGE_AWARDS, STAGE_ROUNDS
from game.double_edged_edges.rules_text import types_text
from game.double_edged_edges.session import MatchSession
from game.games import lazy
from game.table.session import EntryRefused, Outcome
from game.ui import theme
from game.ui.event_log import EventLog, wrap_text
from game.ui.hotseat import HotSeatScene, match_resumer
from game.ui.reveal_player import draw_header
from game.ui.scene import Scene, ask_to_leave
from game.ui.setup import (
    LevelChoice,
    SetupChoice,
    SetupConfig,
    SetupScene,
    game_level_choices,
    garnets_option,
    match_starter,
)
from game.ui.text import blit_text, blit_wrapped, clip_text, largest_font
from game.ui.widgets import pressed

if TYPE_CHECKING:
    from game.ui.host import Host

MAX_STARTING_GARNETS = 5
DEFAULT_LEVEL = "mainly-by-design.toml"
SHIPPED_LEVELS = LEVELS / GAME_ID
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)  # Esc leaves, as anywhere
NOTE_SIZE = 17
PARTNER_NOTE = (
    "Each round you move with a partner: the player to your right or below you "
    "(the last column's right is the first column; the bottom row's below is the top)."
)


# --- setup ----------------------------------------------------------------------------------


def level_choice(path: Path) -> LevelChoice:
    """A level file as the setup screen lists it (ProblemsFound when it cannot be used):
    the partner grid first, as it changes with the seats (`summary_for_seats`); a small
    panel shows the first two lines in smaller words."""
    level = level_from_document(load_toml(path))
    rows, columns = level.grid
    summary = [
        f"Partner grid: {rows} × {columns} for {level.players} players",
        f"Platform: {level.spaces} spaces worth {' '.join(map(str, level.values))}",
        f"Start: space {level.start} · {level.rounds} rounds",
    ]
    return LevelChoice(path, level, level.name, summary, level.description, summary[:2])


def summary_for_seats(choice: LevelChoice, seats: int) -> list[str]:
    """The level's summary with the partner grid of `seats` players (the level's own grid
    at its own count, else the squarest that fits; none for 5, 7 and 11)."""
    level = choice.level
    grid = level.grid if seats == level.players else grid_for(seats)
    if grid is None:
        line = (
            f"Partner grid: none fits {seats} players (play with {number_runs(fitting_counts())})"
        )
    else:
        line = f"Partner grid: {grid[0]} × {grid[1]} for {seats} players"
    return [line if text.startswith("Partner grid:") else text for text in choice.summary]


def description_for_seats(choice: LevelChoice, seats: int) -> str:
    """The level author's words at the level's own count (they may name its count and
    grid); at another count, what stays the same, so that nothing contradicts the grid."""
    level = choice.level
    if seats == level.players:
        return choice.description
    rows, columns = level.grid
    return (
        f"Made for a table of {level.players} (grid {rows} × {columns}); the platform and "
        f"rounds are the same for {seats}."
    )


def shipped_levels() -> list[LevelChoice]:
    return game_level_choices(GAME_ID, level_choice, SHIPPED_LEVELS)


def fitting_counts() -> list[int]:
    """The seat counts some partner grid fits."""
    return [n for n in range(SEAT_RANGE[0], SEAT_RANGE[1] + 1) if grid_for(n)]


def seats_problem(count: int) -> str | None:
    """Why `count` seats cannot play (no partner grid fits), or None."""
    if grid_for(count) is not None:
        return None
    fitting = fitting_counts()
    counts = f"{', '.join(map(str, fitting[:-1]))} or {fitting[-1]}"
    return f"{count} players fill no partner grid: play with {counts}."


def start_match(app: Host, choice: SetupChoice) -> Scene:
    assert choice.level is not None
    problem = seats_problem(len(choice.seats))
    if problem:
        raise EntryRefused(problem)
    return _start_session(app, choice)


def setup_scene(app: Host) -> SetupScene:
    """The main menu's "Double-edged Edges": seats, level, starting garnets and seed."""
    config = SetupConfig(
        game_id=GAME_ID,
        title="Double-edged Edges: a new match",
        seat_range=SEAT_RANGE,
        start=start_match,
        phones=True,
        initial_kinds=(None, "normal", "normal", "hard"),
        levels=shipped_levels,
        read_level=level_choice,
        default_level="four-on-a-plank.toml",
        options=[garnets_option(MAX_STARTING_GARNETS)],
        guide=lazy("game.double_edged_edges.tutorial:tutorial_scene"),
        seats_problem=seats_problem,
        seat_counts=number_runs(fitting_counts()),
        level_summary=summary_for_seats,
        level_description=description_for_seats,
        note="The partner grid follows the number of seats: 4 players sit 2 × 2, 6 sit 2 × 3, "
        "8 sit 2 × 4, 9 sit 3 × 3, 10 sit 2 × 5, 12 sit 3 × 4 (5, 7 and 11 fit no grid).",
    )
    return SetupScene(app, config)


# --- round 0 --------------------------------------------------------------------------------


NARROW = 1024  # under this width, round 0's partner grid takes more than half
TYPES_LEAST = 340  # the types' text beside the grid at the least; else it goes under it
TEXT_UNDER = 170  # … and its room there: the heading and five lines
BUTTON_ROOM = 320  # the start button's room at the bottom right


class RoundZeroScene(Scene):
    """Round 0: the partner grid drawn for the match, the platform, and the three types with
    a worked example. Nothing is entered; Enter, Space or the button goes on to round 1."""

    title = "Round 0"

    def leave(self) -> None:
        """Esc: leave the match this screen opens (asked as on its other screens)."""
        ask_to_leave(self.app, self.app.scene_below(self) or self)

    def __init__(self, app: Host, session: MatchSession, on_done: Callable[[], None]):
        super().__init__(app)
        self.session = session
        self.on_done = on_done
        state = session.state
        marks = player_marks(session.seats)
        self.platform = PlatformView(
            state.level, pygame.Rect(0, 0, 100, 100), marks, app.font, arrows=False, wrap=True
        )
        self.grid = GridView(state.seating, state.names, marks, app.font)
        self.legend = type_legend(app.font(15))

    def areas(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Platform across the top; under it the grid (its note under it) on the left and
        the types' text on the right, above the button. Where the grid beside the text
        cannot hold the longest name allowed in every cell, the grid takes the whole width
        and the text goes under it, beside the button."""
        width, height = self.app.size
        players = self.session.state.players
        stack = 2 + (MIN_TOKEN + 2) * -(-players // 2)  # the start's stack in two columns
        platform = pygame.Rect(20, 64, width - 40, BOX_HEIGHT + SPACE_LABEL + stack)
        below = platform.bottom + 34
        share = 0.5 if width >= NARROW else 0.58  # a narrow window: the names get the room
        half = int((width - 60) * share)
        if width >= NARROW:  # where the longest names are seated whole
            half = max(half, self.grid.least_width())
        if self.grid.words_whole(half) if width < NARROW else width - 60 - half >= TYPES_LEAST:
            note_height = self.note_height(half)
            grid = pygame.Rect(20, below, half, height - below - 20 - note_height)
            text = pygame.Rect(40 + half, below - 26, width - 60 - half, height - below - 50)
            return platform, grid, text
        rows = self.session.state.seating.rows
        row = min(56, max(GRID_ROW + 16, (height - below - TEXT_UNDER) // rows))
        grid_height = rows * row
        grid = pygame.Rect(20, below, width - 40, grid_height)
        top = grid.bottom + 30  # the partners' note goes into the text (`note_in_text`)
        text = pygame.Rect(30, top, width - 30 - BUTTON_ROOM, height - top - 10)
        return platform, grid, text

    def note_in_text(self) -> bool:
        """The grid takes the whole width: its note opens the text under it."""
        grid, text = self.areas()[1:]
        return text.top > grid.bottom

    def note_height(self, width: int) -> int:
        font = self.app.font(NOTE_SIZE)
        return len(wrap_text(PARTNER_NOTE, font, width)) * font.get_linesize() + 12

    def place_types(self) -> None:
        """The three types under their heading, in a panel that scrolls (wheel, PageUp /
        PageDown) when the window is too small for all of them."""
        text = self.areas()[2]
        body = pygame.Rect(text.left - 10, text.top + 26, text.width + 10, text.height - 26)
        paragraphs = type_paragraphs(self.session.state.level)
        if self.note_in_text():
            paragraphs = [PARTNER_NOTE, *paragraphs]
        lines = [line for paragraph in paragraphs for line in (paragraph, "")][:-1]
        for size in (17, 16, 15, 14, 13):  # the largest at which all of it shows
            font = self.app.font(size)
            rows = sum(len(wrap_text(line, font, body.width - 28)) for line in lines)
            if rows * font.get_linesize() + 20 <= body.height:
                break
        self.types = EventLog(body, font, lines, follow_newest=False, indent=0)

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        self.platform.fit(self.areas()[0])
        self.platform.colour_blind = self.grid.colour_blind = self.app.settings.colour_blind
        rect = pygame.Rect(width - 300, height - 70, 280, 52)
        self.button = UIButton(rect, "Start round 1 (Enter)", self.app.ui, container=root)
        self.place_types()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if hasattr(self, "types") and self.types.handle_event(event):
            return True
        clicked = pressed(event, getattr(self, "button", None))
        if clicked or (event.type == pygame.KEYDOWN and event.key in CONTINUE_KEYS):
            self.app.pop(self)
            self.on_done()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        state = self.session.state
        level = state.level
        rows, columns = state.seating.rows, state.seating.columns
        detail = f"{level.name} · seed {state.seed} · {level.rounds} rounds · nothing to enter"
        title = "Round 0: the platform and the partner grid"
        room = self.app.size[0] - 48 - self.app.font(18, True).size(title)[0]
        if self.app.font(15).size(detail)[0] > room:  # the button says there is no entry
            detail = f"{level.name} · seed {state.seed} · {level.rounds} rounds"
        draw_header(surface, self.app, title, detail)
        platform, grid, text = self.areas()
        tokens = [Token(p, space) for p, space in enumerate(state.spaces)]
        self.platform.draw(surface, tokens)
        caption = f"Partner grid {rows} × {columns}, drawn from the seed; it wraps around"
        heading = largest_font(self.app.font, caption, grid.width, range(20, 13, -1))
        caption = clip_text(heading, caption, grid.width)
        blit_text(surface, heading, caption, theme.TEXT, (grid.left, grid.top - 26))
        heading = self.app.font(20, True)
        self.grid.draw(surface, grid)
        cells = self.grid.cell_rects(grid)
        bottom = max(cell.bottom for cell in cells.values()) + 10
        area = pygame.Rect(grid.left, bottom, grid.width, self.app.size[1] - bottom)
        words = "The three types"
        if self.note_in_text():
            words = "Partners and the three types"
        else:
            blit_wrapped(surface, self.app.font(NOTE_SIZE), PARTNER_NOTE, theme.MUTED_TEXT, area)
        blit_text(surface, heading, words, theme.TEXT, text.topleft)
        self.types.draw(surface)


def type_paragraphs(level: Level) -> list[str]:
    """The three types, the example on `level`'s own spaces."""
    text = types_text(level.spaces, level.value_of(level.spaces))
    return [paragraph.replace("\n", " ") for paragraph in text.split("\n\n")]


# --- the hot-seat flow ----------------------------------------------------------------------


def stage_words(session: MatchSession) -> str:
    state = session.state
    if session.stage == STAGE_ROUNDS:
        return f"Round {state.round_number} of {state.level.rounds}: moves"
    if session.stage == STAGE_AWARDS:
        return "Awards: the Elimination Candidate vote"
    return "The match is over"


class EdgesFlowScene(HotSeatScene):
    """The kit's hot-seat flow for Double-edged Edges: round 0 first, then the rounds and
    the vote."""

    title = "Double-edged Edges"
    session: MatchSession

    def __init__(self, app: Host, session: MatchSession, problems: list[str] | None = None):
        super().__init__(app, session, problems)
        has_humans = any(not seat.is_bot for seat in session.seats)
        self.round_zero_due = has_humans and session.state.rounds_played == 0

    @property
    def heading(self) -> str:
        return self.session.level.name

    def stage_words(self) -> str:
        return stage_words(self.session)

    def seed(self) -> int:
        return self.session.state.seed

    def next_step(self) -> None:
        if self.round_zero_due:
            self.round_zero_due = False
            self.app.push(RoundZeroScene(self.app, self.session, lambda: None))
            return
        super().next_step()

    def entry_scene(self, seat: int, on_submit: Callable[[], None]) -> Scene:
        entry_class = MoveEntryScene if self.session.stage == STAGE_ROUNDS else VoteScene
        return entry_class(self.app, self.session, seat, on_submit)

    def reveal_scene(self, outcome: Outcome, on_done: Callable[[], None]) -> Scene:
        from game.double_edged_edges.reveal import RevealScene, chapter_of

        return RevealScene(self.app, self.session, [chapter_of(outcome)], on_done)

    def results_scene(self) -> Scene:
        from game.double_edged_edges.results import results_scene

        return results_scene(self.app, self.session)


# --- continue and replays -------------------------------------------------------------------


_start_session = match_starter(MatchSession.start, EdgesFlowScene, "garnets")
resume_match = match_resumer(MatchSession.load, EdgesFlowScene)
