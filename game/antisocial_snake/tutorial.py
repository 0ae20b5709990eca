"""A guided first match of Antisocial Snake: the real screens, with the rule told when it
matters.

    app.push(tutorial_scene(app))        # How to play's "Guided first match", the setup screen

You (Ann) play the practice level against two easy bots. Before each kind of entry a short
note says what to enter and the rule behind it: start tiles (board 1's placement), moves
within the twist cap (board 1's movement) and direction tiles (board 4, Redirect); the guide
says so when an entry skipped what it asked for. Nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.antisocial_snake.levels import level_from_document
from game.antisocial_snake.rules import STAGE_MOVEMENT, STAGE_PLACEMENT
from game.antisocial_snake.scene import SHIPPED_LEVELS, MatchFlowScene
from game.antisocial_snake.session import MatchSession
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.hotseat import LEAVE_GUIDED, GuidedFlow

if TYPE_CHECKING:
    from game.ui.host import Host

TUTORIAL_LEVEL = SHIPPED_LEVELS / "practice.toml"
TUTORIAL_SEED = 2026
SEATS = (Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy"))
YOU = 0


@dataclass(frozen=True)
class Lesson:
    """What the guide asks for at one entry (a stage of a board), and whether it was done."""

    stage: str
    board: int
    title: str
    lines: tuple[str, ...]
    done: Callable[[MatchSession], bool]
    missed: str
    skill: str = ""  # what the farewell says is still to try when this entry skipped it


def _placed(session: MatchSession) -> bool:
    return bool(session.record.boards[0].placement[YOU].tiles)


def _moved(session: MatchSession) -> bool:
    movement = session.record.boards[0].movement or []
    return any(movement[YOU].moves) if movement else False


def _redirected(session: MatchSession) -> bool:
    movement = session.record.boards[3].movement or []
    return bool(movement[YOU].redirects) if movement else False


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        STAGE_PLACEMENT,
        0,
        "Your first entry: start tiles",
        (
            "You get one snake for each colour on the board (not white, not black). List "
            "start tiles by clicking them (or arrows and Space): the first tile you click has "
            "the highest priority, shown by its badge.",
            "When snakes pick the same tile, the best priority stays and the others are "
            "booted to the nearest free tile of that colour. Apples under a snake vanish.",
            "Nobody sees whose snakes are whose: every snake is shown by a letter. Submit "
            "with Ctrl+Enter.",
        ),
        _placed,
        "",  # a placement without tiles is refused, so it cannot be skipped
    ),
    Lesson(
        STAGE_MOVEMENT,
        0,
        "Board 1: plan your moves",
        (
            "Type moves for each snake with the arrows (or U, D, L, R); Tab picks your next "
            "snake. Ctrl+Z undoes, Ctrl+Y redoes.",
            "A change of direction is a twist, and all your twists together may not exceed "
            "the board's twist cap: the panel counts them for you.",
            "Tiles of your snake's start colour give double apples. A snake that tries to "
            "enter a tile another snake has been on halts, and its apples here are halved.",
        ),
        _moved,
        "You entered no moves, so your snakes stayed where they were.",
        "moves within the twist cap",
    ),
    Lesson(
        STAGE_MOVEMENT,
        3,
        "Board 4: direction tiles",
        (
            "This board's variation is Redirect. Press M until the mode says direction "
            "tiles, then click a free tile in the row or column of one of your start tiles: "
            "each click cycles clockwise, anticlockwise, none.",
            "A snake entering a direction tile, anyone's, claims its apples, then every "
            "later move turns a quarter turn that way.",
            "Place one direction tile, plan your moves (M again), and submit.",
        ),
        _redirected,
        "You placed no direction tile; the other players' tiles still turned snakes.",
        "a direction tile",
    ),
)
FAREWELL = (
    "You have made every kind of entry: start tiles, moves within the twist cap and a "
    "direction tile.",
    "The other variations add their own entries (frame, toggles, swaps, bids, quiz "
    "answers); How to play tells them all. Esc leaves at any time.",
)


def tutorial_session() -> MatchSession:
    level = level_from_document(load_toml(TUTORIAL_LEVEL))
    return MatchSession.start(level, TUTORIAL_LEVEL, SEATS, TUTORIAL_SEED, save=False)


class TutorialFlowScene(GuidedFlow, MatchFlowScene):
    """The match flow with a lesson before each kind of entry (see the module docstring)."""

    title = "Antisocial Snake: a guided first match"
    confirm_leave = LEAVE_GUIDED
    lessons = LESSONS
    farewell = FAREWELL
    learner = YOU

    def lesson_now(self) -> int | None:
        """The lesson for the entry the match waits for now, if any."""
        state = self.session.state
        if state.finished:
            return None
        for index, lesson in enumerate(LESSONS):
            if (lesson.stage, lesson.board) == (state.stage, state.board_index):
                return index
        return None

    def lesson_over(self, index: int) -> bool:
        lesson = LESSONS[index]
        boards = self.session.record.boards
        if len(boards) <= lesson.board:
            return False
        return lesson.stage == STAGE_PLACEMENT or boards[lesson.board].movement is not None


def tutorial_scene(app: Host) -> TutorialFlowScene:
    return TutorialFlowScene(app, tutorial_session())
