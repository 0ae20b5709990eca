"""Bugcatcher's screens around a match, on the table kit: setup, the hot-seat flow (with the
public board between rounds), Continue and the replay viewer's entry point.

    app.push(setup_scene(app))                 # the main menu's "Bugcatcher"
    resume_match(app, path), open_replay(app, path)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.bugcatcher.draw import BugBoard, Line, NodeMark, board_legend
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
from game.bugcatcher.events import RoundBegan
from game.bugcatcher.levels import GAME_ID, level_from_document
from game.bugcatcher.reveal import reveal_groups
from game.bugcatcher.rules import STAGE_PREGAME, public_board
from game.bugcatcher.session import MatchSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.core.words import plural
from game.games import lazy
from game.table.events import Event
from game.table.session import Outcome
from game.ui import theme
from game.ui.board_view import layout_with_legend
from game.ui.hotseat import HotSeatScene, match_resumer
from game.ui.scene import Scene
from game.ui.setup import (
    LevelChoice,
    SetupConfig,
    SetupScene,
    game_level_choices,
    garnets_option,
    match_starter,
    seating,
)
from game.ui.text import blit_text, blit_wrapped, clip_text, largest_font

if TYPE_CHECKING:
    from game.ui.host import Host

SEAT_RANGE = (2, 9)
MAX_STARTING_GARNETS = 5
DEFAULT_LEVEL = "practice-meadow.toml"
SHIPPED_LEVELS = LEVELS / GAME_ID
STATUS_WIDTH = 420  # the status column at most; a third of the window at the least …
LEAST_STATUS_WIDTH = 280  # … and never narrower than this


def status_width(size: tuple[int, int]) -> int:
    """The status column left of the public board: the board gets the rest."""
    return max(LEAST_STATUS_WIDTH, min(STATUS_WIDTH, size[0] // 3))


GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


# --- setup ----------------------------------------------------------------------------------


def level_choice(path: Path) -> LevelChoice:
    level = level_from_document(load_toml(path))
    low, high = level.players
    summary = [
        f"Board: {level.board.size_words()} cells",
        f"{plural(level.rounds, 'round')}, {level.energy} energy a round",
        f"Missions: {len(level.missions)}",
        f"Players: {low}–{high}",
    ]
    return LevelChoice(path, level, level.name, summary, level.description)


def shipped_levels() -> list[LevelChoice]:
    return game_level_choices(GAME_ID, level_choice, SHIPPED_LEVELS)


def levels_seating(seats: int) -> list[LevelChoice]:
    """The levels for this many players: with nine seats the 3–4 player Practice Meadow
    leaves the list, and a level that seats them is chosen at once."""
    return seating(shipped_levels(), seats)


def setup_scene(app: Host) -> SetupScene:
    config = SetupConfig(
        game_id=GAME_ID,
        title="Bugcatcher: a new match",
        seat_range=SEAT_RANGE,
        start=start_match,
        phones=True,
        levels=shipped_levels,
        levels_for_seats=levels_seating,
        read_level=level_choice,
        default_level=DEFAULT_LEVEL,
        options=[garnets_option(MAX_STARTING_GARNETS)],
        guide=lazy("game.bugcatcher.tutorial:tutorial_scene"),
    )
    return SetupScene(app, config)


# --- the hot-seat flow ----------------------------------------------------------------------


def stage_words(session: MatchSession) -> str:
    state = session.state
    if session.finished:
        return "The match is over"
    if session.stage == STAGE_PREGAME:
        return "Pregame: priority lists"
    return f"Round {state.round_number} of {state.level.rounds}: actions"


def public_lines(session: MatchSession) -> list[Line]:
    """The last round's paths as its public reveal ended: the placed segments in black and
    blue and every collision struck through (the reveal showed them to everybody)."""
    history = session.history
    played = [i for i, events in enumerate(history.events) if _is_round(events)]
    if not played or not session.state.history:
        return []
    last = played[-1]
    groups = reveal_groups(session.board, history.states[last - 1], history.events[last])
    return groups[-1].lines if groups else []


def _is_round(events: Sequence[Event]) -> bool:
    return any(isinstance(event, RoundBegan) for event in events)


def public_nodes(session: MatchSession) -> list[NodeMark]:
    """Every node, unlabelled and uncoloured (none before the starts are handed out)."""
    if session.stage == STAGE_PREGAME:
        return []
    return [NodeMark(point) for point in public_board(session.state).nodes]


class MatchFlowScene(HotSeatScene):
    """The kit's hot-seat flow; between entries it shows the public board of the last round:
    black and blue paths and unlabelled nodes, and the missions completed (without names)."""

    title = "Bugcatcher"
    session: MatchSession

    def __init__(self, app: Host, session: MatchSession, problems: list[str] | None = None):
        super().__init__(app, session, problems)
        self.holding = False
        self._public: tuple[int, list[Line]] | None = None
        blind = app.settings.colour_blind
        self.board = BugBoard(session.board, self.board_rect(), app.font, colour_blind=blind)
        self.legend = board_legend(
            app.font(15), ("black", "blue", "struck", "node", "border-node"), blind
        )
        self.arrange()

    def board_rect(self) -> pygame.Rect:
        width, height = self.app.size
        status = status_width(self.app.size)
        return pygame.Rect(status + 20, 60, width - status - 32, height - 72)

    def arrange(self) -> None:
        def fit(rects: list[pygame.Rect]) -> list[pygame.Rect]:
            self.board.fit(rects[0], rim=True)
            return [self.board.area]

        _, self.legend_rect = layout_with_legend(
            self.board_rect(), 1, self.legend.height_for, fit, 180
        )

    def relayout(self) -> None:
        self.arrange()
        super().relayout()

    # between rounds the public board stays up until someone goes on

    def back_on_top(self) -> None:
        super().back_on_top()
        self.holding = not self.session.finished

    def next_step(self) -> None:
        if self.holding:  # the bots enter at once, so the status beside the board says so
            self.session.let_bots_act()
            return
        super().next_step()

    def handle_event(self, event: pygame.event.Event) -> bool:
        go_on = (event.type == pygame.KEYDOWN and event.key in GO_ON_KEYS) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT
        )
        if self.holding and go_on:
            self.holding = False
            return True
        return super().handle_event(event)  # the phone seats' keys and buttons

    @property
    def heading(self) -> str:
        return self.session.level.name

    def stage_words(self) -> str:
        return stage_words(self.session)

    def seed(self) -> int:
        return self.session.state.seed

    def entry_scene(self, seat: int, on_submit: Callable[[], None]) -> Scene:
        entry = PregameEntryScene if self.session.stage == STAGE_PREGAME else RoundEntryScene
        return entry(self.app, self.session, seat, on_submit)

    def reveal_scene(self, outcome: Outcome, on_done: Callable[[], None]) -> Scene:
        from game.bugcatcher.reveal import RevealScene

        return RevealScene(self.app, self.session, outcome, on_done)

    def results_scene(self) -> Scene:
        from game.bugcatcher.results import results_scene

        return results_scene(self.app, self.session)

    def draw(self, surface: pygame.Surface) -> None:
        Scene.draw(self, surface)
        status = status_width(self.app.size)
        heading = largest_font(self.app.font, self.heading, status - 24, range(34, 19, -2))
        blit_text(surface, heading, clip_text(heading, self.heading, status - 24), theme.TEXT,
                  (24, 20))  # fmt: skip
        narrow = status < STATUS_WIDTH
        font = self.app.font(17 if narrow else 20)
        y = 80
        for line in self.status_lines():
            rect = pygame.Rect(24, y, status - 24, self.app.size[1] // 3)
            y = blit_wrapped(surface, font, line, theme.MUTED_TEXT, rect) + (4 if narrow else 8)
        if self.note:
            blit_text(surface, font, self.note, theme.TEXT, (24, y + 8))
            y += 40
        y = self.draw_announcements(surface, y + 12)
        if self.holding:
            words = "Look at the public board, then press Space (or click) to go on."
            rect = pygame.Rect(24, y + 16, status - 24, 80)
            blit_wrapped(surface, self.app.font(17 if narrow else 19, True), words, theme.ACCENT,
                         rect)  # fmt: skip
        title = self.public_title()
        board = self.board_rect()
        title_font = largest_font(self.app.font, title, board.width - 4, range(20, 13, -1))
        blit_text(surface, title_font, clip_text(title_font, title, board.width - 4), theme.TEXT,
                  (board.left + 4, 24))  # fmt: skip
        rounds = self.session.state.rounds_played
        if self._public is None or self._public[0] != rounds:
            self._public = (rounds, public_lines(self.session))
        self.board.draw(surface, self._public[1], public_nodes(self.session))
        self.legend.draw(surface, self.legend_rect)

    def public_title(self) -> str:
        played = self.session.state.rounds_played
        if self.session.stage == STAGE_PREGAME:
            return "The board (starts are handed out after the pregame)"
        if played == 0:
            return "The public board: every starting node"
        return f"The public board after round {played}"

    def draw_announcements(self, surface: pygame.Surface, y: int) -> int:
        """Missions completed last round (no names) and this round's mission board."""
        view = public_board(self.session.state)
        status = status_width(self.app.size)
        font = self.app.font(15 if status < STATUS_WIDTH else 17)
        lines = ["Completed last round: " + ", ".join(view.announced)] if view.announced else []
        if not self.session.finished and self.session.stage != STAGE_PREGAME:
            names = [m.name for m in self.session.state.round_board()]
            lines.append("This round's missions: " + (", ".join(names) or "none"))
        for line in lines:
            y = blit_wrapped(surface, font, line, theme.TEXT, pygame.Rect(24, y, status - 24, 120))
            y += 6
        return y


# --- continue and replays -------------------------------------------------------------------


start_match = match_starter(MatchSession.start, MatchFlowScene, "garnets")
resume_match = match_resumer(MatchSession.load, MatchFlowScene)
