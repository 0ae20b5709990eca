"""Social Snake's screens around a match, on the table kit: setup, hot-seat flow, Continue
and the replay viewer's entry point.

    app.push(setup_scene(app))                # the main menu's "Social Snake"
    app.push(MatchFlowScene(app, session))    # plays a MatchSession to its results
    resume_match(app, path), open_replay(app, path)   # Continue and Replays (game/ui/matches)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.games import lazy
from game.social_snake.entry import MoveEntryScene, StartEntryScene, VoteScene
from game.social_snake.levels import GAME_ID, RULESET_TITLES, describe_size, level_from_document
from game.social_snake.rules import STAGE_AWARDS, STAGE_ROUNDS, STAGE_STARTS
from game.social_snake.session import MatchSession
from game.table.session import Outcome
from game.ui.hotseat import HotSeatScene, match_resumer
from game.ui.scene import Scene
from game.ui.setup import (
    LevelChoice,
    SetupConfig,
    SetupScene,
    game_level_choices,
    garnets_option,
    match_starter,
)

if TYPE_CHECKING:
    from game.ui.host import Host

SEAT_RANGE = (3, 13)
MAX_STARTING_GARNETS = 5
DEFAULT_LEVEL = "practice-three-ridges.toml"
SHIPPED_LEVELS = LEVELS / GAME_ID


# --- setup ----------------------------------------------------------------------------------


def level_choice(path: Path) -> LevelChoice:
    """A level file as the setup screen lists it (ProblemsFound when it cannot be used)."""
    level = level_from_document(load_toml(path))
    sizes = ", ".join(f"{name} {describe_size(layout)}" for name, layout in level.grids.items())
    phases = " then ".join("+".join(phase) for phase in level.phases)
    low, high = level.players
    summary = [
        f"Edition: {RULESET_TITLES.get(level.ruleset.name, level.ruleset.name)}",
        f"Grids: {sizes}",
        f"Phases: {phases}; up to {level.rounds_per_phase} rounds each",
        f"Recommended players: {low}–{high}",
    ]
    return LevelChoice(path, level, level.name, summary, level.description)


def shipped_levels() -> list[LevelChoice]:
    """The levels in levels/social-snake/ and the player's own that load (a broken one is left
    out), practice boards first, the player's marked "(yours)" and last."""
    return game_level_choices(GAME_ID, level_choice, SHIPPED_LEVELS)


def setup_scene(app: Host) -> SetupScene:
    """The main menu's "Social Snake": seats, level, starting garnets and seed."""
    config = SetupConfig(
        game_id=GAME_ID,
        title="Social Snake: a new match",
        seat_range=SEAT_RANGE,
        start=start_match,
        levels=shipped_levels,
        read_level=level_choice,
        default_level=DEFAULT_LEVEL,
        options=[garnets_option(MAX_STARTING_GARNETS)],
        guide=lazy("game.social_snake.tutorial:tutorial_scene"),
        phones=True,
    )
    return SetupScene(app, config)


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


class MatchFlowScene(HotSeatScene):
    """Social Snake's stages in the kit's hot-seat flow: start cells, moves, the vote."""

    title = "Social Snake"
    session: MatchSession

    @property
    def heading(self) -> str:
        return self.session.level.name

    def stage_words(self) -> str:
        return stage_words(self.session)

    def seed(self) -> int:
        return self.session.state.seed

    def entry_scene(self, seat: int, on_submit: Callable[[], None]) -> Scene:
        scenes = {STAGE_STARTS: StartEntryScene, STAGE_ROUNDS: MoveEntryScene}
        entry_class = scenes.get(self.session.stage, VoteScene)
        return entry_class(self.app, self.session, seat, on_submit)

    def reveal_scene(self, outcome: Outcome, on_done: Callable[[], None]) -> Scene:
        from game.social_snake.reveal import RevealScene

        return RevealScene(self.app, self.session, outcome, on_done)

    def results_scene(self) -> Scene:
        from game.social_snake.results import results_scene

        return results_scene(self.app, self.session)


# --- continue and replays -------------------------------------------------------------------


start_match = match_starter(MatchSession.start, MatchFlowScene, "garnets")
resume_match = match_resumer(MatchSession.load, MatchFlowScene)
