"""A guided first game of Tactrics Snakes: the real game screen, with each rule told when it
first matters.

    app.push(tutorial_scene(app))        # How to play's or the Tactrics menu's "Guided first game"

You (Ann, red) play the 2-player start layout against an easy bot. A note explains the tower
turn and the majority rule before your first action, taking an action back when your turn
first allows several, ending a turn, and calling a finish the first time you may. Nothing is
saved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.tactrics.levels import load_level
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.rules import action_limit, finish_refusal
from game.tactrics.scene import start_layout_path
from game.tactrics.session import MatchSession

if TYPE_CHECKING:
    from game.ui.host import Host

TUTORIAL_SEED = 2026


@dataclass(frozen=True)
class Lesson:
    title: str
    lines: tuple[str, ...]
    due: Callable[[GameScene], bool]  # asked while it is the human's move


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "Your first action: a tower turn",
        (
            "Each round tower holds six triangles. Turning it one step moves every piece on "
            "them one place round: click the right half of its handle for clockwise, the "
            "left half for anticlockwise (or pick it with the arrows and press ] or [).",
            "You may turn a tower only if you have a piece on it and your pieces there are "
            "worth at least as much as anyone else's (a head 2, a tail 1). Towers you may "
            "turn are marked; pointing at another says why not.",
            "This first turn allows 1 action; the turn then passes by itself after Enter.",
        ),
        lambda scene: scene.state.actions_taken == 0,
    ),
    Lesson(
        "More actions, and taking one back",
        (
            "Turns 2 and 3 allow 2 and 3 actions, every later turn 4. You may use fewer.",
            "Ctrl+Z (or Undo) takes back an action of this turn, so try a turn, look, and "
            "undo it if it helped the other player.",
            "Build snakes: a row of your pieces joined side to side with a head at each end "
            "(or a head and the edge) scores; its pieces are locked against other players.",
            "Enter (or End turn) ends your turn.",
        ),
        lambda scene: action_limit(scene.state) >= 2,
    ),
    Lesson(
        "You may call a finish",
        (
            "You have a snake of 4 or more pieces, so you may call a finish at the end of "
            "your turn: F (or the Finish button) ends it with the call and scores 3 bonus "
            "points.",
            "Everyone else then has at most two more turns. Call when your snakes are safe, "
            "or play on to build more.",
        ),
        lambda scene: finish_refusal(scene.state) is None,
    ),
)


class TutorialGameScene(GameScene):
    """GameScene with the lessons above, each shown once when it becomes due."""

    title = "Tactrics Snakes: a guided first game"

    def __init__(self, app: Host, session: MatchSession):
        super().__init__(app, session)
        self.given: list[int] = []

    def _next_turn(self) -> None:
        super()._next_turn()
        if self.state.over:
            try:
                self.session.keep_finished(start_layout_path(2))
            except OSError as error:
                self.notice = f"The replay could not be kept: {error.strerror}"

    def update(self, dt: float) -> None:
        if self.human_to_move and self.sweep is None:
            for index, lesson in enumerate(LESSONS):
                if index not in self.given and lesson.due(self):
                    self.given.append(index)
                    self.app.show_message(lesson.title, lesson.lines)
                    return
        super().update(dt)


def tutorial_session() -> MatchSession:
    path = start_layout_path(2)
    level = load_level(path)
    seats = [Seat("Ann", level.colours[0]), Seat("Bot", level.colours[1], "easy")]
    return MatchSession.start(level, path, seats, TUTORIAL_SEED, save=False)


def tutorial_scene(app: Host) -> TutorialGameScene:
    return TutorialGameScene(app, tutorial_session())
