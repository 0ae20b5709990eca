"""Antisocial Snake's screens around a match, on the table kit: setup, the hot-seat flow,
Continue, the results and the replay viewer.

    app.push(setup_scene(app))                # the main menu's "Antisocial Snake"
    app.push(MatchFlowScene(app, session))    # plays a MatchSession to its results
    resume_match(app, path), open_replay(app, path)   # Continue and Replays
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.antisocial_snake.draw import (
    draw_element_cycle,
    element_cycle_font,
    element_cycle_height,
    player_marks,
)
from game.antisocial_snake.levels import GAME_ID, level_from_document
from game.antisocial_snake.rules import STAGE_PLACEMENT
from game.antisocial_snake.session import MatchSession, stage_words
from game.antisocial_snake.variations import VARIATIONS
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.core.words import plural
from game.games import lazy
from game.table.session import Outcome
from game.ui.hotseat import HotSeatScene, match_resumer
from game.ui.scene import Scene
from game.ui.setup import (
    LevelChoice,
    SetupConfig,
    SetupScene,
    game_level_choices,
    match_starter,
)
from game.ui.standings import PlayerMarks

if TYPE_CHECKING:
    from game.ui.host import Host

SEAT_RANGE = (2, 8)
DEFAULT_LEVEL = "practice.toml"
SUMMARY_WIDTH = 64  # characters per status line (the curtain centres each line)
SHIPPED_LEVELS = LEVELS / GAME_ID


# --- setup ----------------------------------------------------------------------------------


def level_choice(path: Path) -> LevelChoice:
    """A level file as the setup screen lists it (ProblemsFound when it cannot be used)."""
    level = level_from_document(load_toml(path))
    low, high = level.players
    variations = ", ".join(VARIATIONS[spec.variation].title for spec in level.boards)
    rounds = -(-len(level.boards) // level.boards_per_round)
    summary = [
        f"{plural(len(level.boards), 'board')} in {plural(rounds, 'round')}",
        f"Variations: {variations}",
        f"Players: {low}–{high}",
    ]
    return LevelChoice(path, level, level.name, summary, level.description)


def shipped_levels() -> list[LevelChoice]:
    """The levels in levels/antisocial-snake/ and the player's own that load, the practice
    match first, the player's marked "(yours)" and last."""
    return game_level_choices(GAME_ID, level_choice, SHIPPED_LEVELS)


def levels_seating(seats: int) -> list[LevelChoice]:
    """The levels that seat `seats` players (and the broken ones, greyed): with eight seats
    the 2–4 player Practice leaves the list, and a level that seats them is chosen at once."""
    return [
        choice
        for choice in shipped_levels()
        if choice.level is None or choice.level.players[0] <= seats <= choice.level.players[1]
    ]


def setup_scene(app: Host) -> SetupScene:
    """The main menu's "Antisocial Snake": 2–8 seats, level and seed."""
    config = SetupConfig(
        game_id=GAME_ID,
        title="Antisocial Snake: a new match",
        seat_range=SEAT_RANGE,
        start=start_match,
        phones=True,
        levels=shipped_levels,
        levels_for_seats=levels_seating,
        read_level=level_choice,
        default_level=DEFAULT_LEVEL,
        initial_kinds=(None, "normal"),
        note=(
            "Snakes are shown by letter, players as P1, P2… in this list's order: nobody sees "
            "whose snakes are whose until the match ends."
        ),
        guide=lazy("game.antisocial_snake.tutorial:tutorial_scene"),
    )
    return SetupScene(app, config)


# --- the hot-seat flow ----------------------------------------------------------------------


class MatchFlowScene(HotSeatScene):
    """Placement then movement for every board, each behind the curtain."""

    title = "Antisocial Snake"
    session: MatchSession

    @property
    def heading(self) -> str:
        return self.session.level.name

    def stage_words(self) -> str:
        return stage_words(self.session.state)

    def player_marks(self) -> PlayerMarks:
        return player_marks(len(self.session.seats))

    def seed(self) -> int:
        return self.session.state.seed

    def status_lines(self) -> list[str]:
        """The kit's status, and the variation explained when its board comes up."""
        lines = super().status_lines()
        state = self.session.state
        if not state.finished:
            variation = state.variation
            lines += textwrap.wrap(f"{variation.title}: {variation.summary}", SUMMARY_WIDTH)
        return lines

    def curtain_picture(self) -> tuple[int, Callable[[pygame.Surface, pygame.Rect], None]] | None:
        """Elemental's cycle (who beats whom) on the curtain before its board."""
        state = self.session.state
        if state.finished or state.variation.id != "elemental":
            return None
        blind = self.app.settings.colour_blind

        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            font = element_cycle_font(self.app.font, rect.width, rect.height)
            draw_element_cycle(surface, rect, font or self.app.font(12), blind)

        return element_cycle_height(self.app.font(14)), paint

    def entry_scene(self, seat: int, on_submit: Callable[[], None]) -> Scene:
        from game.antisocial_snake.entry import MovementScene, PlacementScene

        scene = PlacementScene if self.session.stage == STAGE_PLACEMENT else MovementScene
        return scene(self.app, self.session, seat, on_submit)

    def reveal_scene(self, outcome: Outcome, on_done: Callable[[], None]) -> Scene:
        from game.antisocial_snake.reveal import RevealScene, chapter_of

        return RevealScene(self.app, self.session, [chapter_of(outcome)], on_done)

    def results_scene(self) -> Scene:
        from game.antisocial_snake.results import results_scene

        return results_scene(self.app, self.session)


# --- results --------------------------------------------------------------------------------


# --- continue and replays -------------------------------------------------------------------


start_match = match_starter(MatchSession.start, MatchFlowScene)
resume_match = match_resumer(MatchSession.load, MatchFlowScene)
