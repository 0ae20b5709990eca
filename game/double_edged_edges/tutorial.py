"""A guided first match of Double-edged Edges: the real screens, with the rule told when it
matters.

    app.push(tutorial_scene(app))        # How to play's "Guided first match", the setup's button

You (Ann) play the 4-player plank against three easy bots, starting with 1 garnet. Round 0
shows the partner grid as in every match; before round 1 a note asks for a move of your own
(partner, direction, amount), before round 2 for a bet. When an entry skipped what was asked,
a note says so; after both, a farewell. Nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.double_edged_edges.levels import GAME_ID, level_from_document
from game.double_edged_edges.rules import STAGE_ROUNDS
from game.double_edged_edges.scene import EdgesFlowScene
from game.double_edged_edges.session import MatchSession
from game.table.seats import Seat
from game.ui.hotseat import GuidedFlow

if TYPE_CHECKING:
    from game.ui.host import Host

TUTORIAL_LEVEL = LEVELS / GAME_ID / "four-on-a-plank.toml"
TUTORIAL_SEED = 2026
STARTING_GARNETS = 1
YOU = 0
SEATS = (
    Seat("Ann", "Red"),
    Seat("Bob", "Blue", "easy"),
    Seat("Cat", "Green", "easy"),
    Seat("Dan", "Yellow", "easy"),
)


@dataclass(frozen=True)
class Lesson:
    """What the guide asks for before one round's entry, and how to tell it was done."""

    round_number: int
    title: str
    lines: tuple[str, ...]
    done: Callable[[MatchSession], bool]
    missed: str


def _your_move(session: MatchSession, number: int) -> tuple[str, int]:
    """Ann's recorded move ("" for the defaults) and bet in round `number`."""
    rounds = session.record.rounds
    if len(rounds) < number:
        return "", 0
    return rounds[number - 1].moves[YOU], rounds[number - 1].bets[YOU]


def _moved_yourself(session: MatchSession) -> bool:
    move, _ = _your_move(session, 1)
    right = session.state.names[session.state.seating.right_of(YOU)]
    return move not in ("", f"R1 {right}")


def _bet(session: MatchSession) -> bool:
    return _your_move(session, 2)[1] > 0


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        1,
        "Round 1: your move",
        (
            "Every player secretly picks a partner, a direction and an amount. Your move is "
            "applied to you and to your partner, so you always travel together.",
            "Your partner is the player to your right or below you on the grid (it wraps "
            "around): Tab switches. Left and Right pick the direction, Up and Down the amount.",
            "Everyone else's moves are added too: the panel shows where you would land if "
            "nobody else moved. Change at least one thing from the defaults, then press Enter.",
        ),
        _moved_yourself,
        "You kept the defaults (right, 1, the player to your right).",
    ),
    Lesson(
        2,
        "Round 2: a bet",
        (
            "Off the end your own direction points at, a player is dumb and scores 0; pushed "
            "off the other end, screwed, they score 2.",
            "If your partner ends dumb off the end your direction points at, you pushed them "
            "off: your round score counts ×2 and you gain 1 garnet.",
            "You hold 1 garnet. Press + to bet it: a push-off then counts ×4. A garnet bet is "
            "spent whatever happens. Bet it, choose a move, and press Enter.",
        ),
        _bet,
        "You bet nothing; your garnet is still yours.",
    ),
)
FAREWELL = (
    "You have made both kinds of entry: a move with a partner and a bet.",
    "The match goes on for 7 rounds; How to play tells the rest (the types, the awards). Esc "
    "leaves at any time.",
)


def tutorial_session() -> MatchSession:
    level = level_from_document(load_toml(TUTORIAL_LEVEL))
    return MatchSession.start(
        level, TUTORIAL_LEVEL, SEATS, TUTORIAL_SEED, STARTING_GARNETS, save=False
    )


class TutorialFlowScene(GuidedFlow, EdgesFlowScene):
    """The match flow with a lesson before Ann's entries (see the module docstring)."""

    title = "Double-edged Edges: a guided first match"
    confirm_leave = "Leave the guided match? It is not saved."
    lessons = LESSONS
    farewell = FAREWELL

    def lesson_now(self) -> int | None:
        """The lesson for the entry the match waits for now, if any."""
        if self.session.stage != STAGE_ROUNDS:
            return None
        number = self.session.state.round_number
        return next((i for i, lesson in enumerate(LESSONS) if lesson.round_number == number), None)

    def lesson_over(self, index: int) -> bool:
        return len(self.session.record.rounds) >= LESSONS[index].round_number


def tutorial_scene(app: Host) -> TutorialFlowScene:
    return TutorialFlowScene(app, tutorial_session())
