"""A guided first match of Social Snake: the real screens, with the rule told when it matters.

    app.push(tutorial_scene(app))        # How to play's "Guided first match"

You (Ann) play the small practice board against two easy bots, starting with 1 garnet. Before
each entry a short note says what to enter and the rule behind it; the guide asks for each
kind of entry once (start picks, a one-direction sequence, a premove, a free mix of
directions) and says so when an entry skipped what it asked for. Nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.social_snake.levels import level_from_document
from game.social_snake.rules import STAGE_ROUNDS, STAGE_STARTS
from game.social_snake.rules_text import START_CELL_CLEARED, START_RULE
from game.social_snake.scene import MatchFlowScene
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui.hotseat import LEAVE_GUIDED, GuidedFlow
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.host import Host

TUTORIAL_LEVEL = LEVELS / "social-snake" / "practice-three-ridges.toml"
TUTORIAL_SEED = 2026
SEATS = (Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy"))


@dataclass(frozen=True)
class Lesson:
    """What the guide asks for at one entry, and how to tell whether it was done."""

    title: str
    lines: tuple[str, ...]
    done: Callable[[MatchSession], bool]
    missed: str
    skill: str = ""  # what the farewell says is still to try when this entry skipped it


def _picked(session: MatchSession) -> bool:
    return bool(session.record.phases and session.record.phases[0].starts["A"][0])


def _round_moves(session: MatchSession, number: int) -> str:
    rounds = session.record.phases[0].rounds if session.record.phases else []
    return rounds[number - 1].moves["A"][0] if len(rounds) >= number else ""


def _premoved(session: MatchSession) -> bool:
    rounds = session.record.phases[0].rounds if session.record.phases else []
    return len(rounds) >= 2 and rounds[1].premove["A"][0] > 0


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "Your first entry: start cells",
        (
            "Every player secretly lists up to three start cells, in priority order.",
            "Click three cells (or move with the arrows and press Space): 1 is your first "
            f"choice. {START_RULE[:-1]}: your 1 is lost only to another player's 1.",
            START_CELL_CLEARED,
            "Submit with Ctrl+Enter.",
        ),
        _picked,
        "You listed no cells, so you were given a random free one.",
        "start cells",
    ),
    Lesson(
        "Round 1: one direction",
        (
            "Type your moves with the arrows (or U, D, L, R). Everyone's first moves happen "
            "together, then everyone's second moves, and so on.",
            "In rounds 1 to 3 a sequence may use only one direction: the screen refuses a "
            "turn and shows why. Every cell you pass collects its apples.",
            "Ctrl+Z undoes a move, Ctrl+Y redoes it. Enter three moves or more in one "
            "direction, then submit.",
        ),
        lambda session: len(_round_moves(session, 1)) >= 1,
        "You entered no moves, so your snake stayed where it was.",
        "a sequence",
    ),
    Lesson(
        "Round 2: a premove",
        (
            "You hold 1 garnet. Press + (or the Premove + button) to spend it: your first "
            "move then happens one step before everyone who spent nothing.",
            "A premove wins a race for a cell: the other snake runs into your head instead.",
            "Enter some moves, press + once, and submit.",
        ),
        _premoved,
        "You spent no garnet; the premove waits for another match.",
        "a premove",
    ),
    Lesson(
        "Round 4: turns are allowed",
        (
            "From round 4 a sequence may change direction. A head that runs into a Body "
            "(anyone's, its own included) stops and gives this round's apples to the "
            "Body's owner.",
            "Plan a path that turns and stays clear of every Body, then submit.",
        ),
        lambda session: len(set(_round_moves(session, 4))) >= 2,
        "That sequence did not turn; any sequence is fine from now on.",
        "a sequence that turns",
    ),
)
LESSON_STAGES = {
    (STAGE_STARTS, 0): 0,
    (STAGE_ROUNDS, 1): 1,
    (STAGE_ROUNDS, 2): 2,
    (STAGE_ROUNDS, 4): 3,
}
FAREWELL = (
    "You have made every kind of entry: start cells, a sequence, a premove and a sequence "
    "that turns.",
    "The match goes on to its end; the pages of How to play tell the rest (tunnels, "
    "negative apples, the awards). Esc leaves at any time.",
)


def tutorial_session() -> MatchSession:
    level = level_from_document(load_toml(TUTORIAL_LEVEL))
    return MatchSession.start(level, TUTORIAL_LEVEL, SEATS, TUTORIAL_SEED, 1, save=False)


class TutorialFlowScene(GuidedFlow, MatchFlowScene):
    """The match flow with a lesson before each of Ann's entries (see the module docstring)."""

    title = "Social Snake: a guided first match"
    confirm_leave = LEAVE_GUIDED
    lessons = LESSONS
    farewell = FAREWELL

    def lesson_now(self) -> int | None:
        """The lesson for the entry the match waits for now, if any."""
        state = self.session.state
        round_number = state.round_number if self.session.stage == STAGE_ROUNDS else 0
        return LESSON_STAGES.get((self.session.stage, round_number))

    def lesson_over(self, lesson: int) -> bool:
        stage, number = next(key for key, index in LESSON_STAGES.items() if index == lesson)
        if not self.session.record.phases:
            return False
        if stage == STAGE_STARTS:
            return True
        return len(self.session.record.phases[0].rounds) >= number


def tutorial_scene(app: Host) -> Scene:
    return TutorialFlowScene(app, tutorial_session())
