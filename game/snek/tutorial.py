"""A guided first snek: the real program editor and battle viewer, with the rule told when it
matters.

    app.push(tutorial_scene(app))        # How to play's "Guided first match", Snek's menu

The player programs a snek of two patterns in the editor (a tail to hunt, then a way ahead),
a note before each step says what to paint and the rule behind it; Save sends the snek into a
battle against a sample on the open arena, watched in the battle viewer with a note on the why
panel. Nothing is saved: not the snek, not the battle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.snek.program import ELEMENT_TOKENS, Program, program_issues
from game.snek.program_editor import ProgramEditorScene
from game.snek.replay_view import BattleViewer
from game.snek.samples import load_arenas, load_samples
from game.snek.session import MatchSession
from game.ui.dialogs import ConfirmScene
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.host import Host

TUTORIAL_ARENA = "open.toml"
TUTORIAL_RIVAL = "wanderer"
TUTORIAL_SEED = 2026
ENEMY_TAIL = ELEMENT_TOKENS.index("t")
EMPTY = ELEMENT_TOKENS.index("_")


@dataclass(frozen=True)
class Lesson:
    """What the guide asks for at one step, and how to tell the program has it."""

    title: str
    lines: tuple[str, ...]
    done: Callable[[Program], bool]


def _has(program: Program, index: int, element: int) -> bool:
    if index >= len(program.patterns):
        return False
    return any(rule.element == element for _, _, rule in program.patterns[index].rules())


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "Pattern 1: hunt a tail",
        (
            "You do not steer a snek: in battle it looks at the 7×7 cells around its head (H) "
            "and follows the first pattern of its program that fits.",
            "The cursor is on the cell above the head. Press t (or choose enemy tail and click "
            "the cell) to ask for an enemy tail there. The arrow is the move: W A S D set it; "
            "keep it up.",
            "Moving onto an enemy's tail grabs it: you grow by one cell, the victim loses one.",
        ),
        lambda program: _has(program, 0, ENEMY_TAIL),
    ),
    Lesson(
        "Pattern 2: a way ahead",
        (
            "Pattern 1 fits only next to a tail. When no pattern fits, the snek moves at random.",
            "Press Insert (or Add) for a second pattern, put an empty cell (_) above the head "
            "and keep the move up. Each pattern is also tried turned a quarter, a half and three "
            "quarters, its move turning with it, so this one means: go where it is empty.",
            "Patterns are tried in order: the tail hunt comes first.",
        ),
        lambda program: len(program.patterns) >= 2 and _has(program, 1, EMPTY),
    ),
    Lesson(
        "Into battle",
        (
            "Ctrl+Z undoes a change and Ctrl+Y redoes it, as often as you like.",
            "When you are ready press Ctrl+S (or Save): in this guided match it sends your "
            f"snek into battle against the sample {TUTORIAL_RIVAL.capitalize()}, and nothing "
            "is written.",
        ),
        lambda program: False,
    ),
)
EMPTY_QUESTION = (
    "No pattern of your snek asks for anything, so it will move at random. Into battle anyway?"
)
BATTLE_NOTE = (
    "Your snek is number 1. Space plays and pauses, Right and Left step one round, + and − "
    "change the speed.",
    "The panel on the right says which pattern of the selected snek fired this round and in "
    "which rotation, over the cells as the snek saw them: a + badge held, an x badge did not.",
    "Enter shows the results at the end. Back in Snek's menu, My sneks keeps sneks you make.",
)


class TutorialEditor(ProgramEditorScene):
    """The program editor with a lesson before each step; Save starts the battle instead."""

    title = "Snek: a guided first snek"
    heading = "Guided first snek"

    def __init__(self, app: Host):
        super().__init__(app, Program("My first snek"))
        self.given = 0  # lessons shown so far

    @property
    def confirm_leave(self) -> str | None:  # type: ignore[override]
        return "Leave the guided snek? Nothing is saved."

    def update(self, dt: float) -> None:
        """The next lesson once the last one is done (the first at once)."""
        super().update(dt)
        due = self.given == 0 or LESSONS[self.given - 1].done(self.program)
        if self.given < len(LESSONS) and due:
            lesson = LESSONS[self.given]
            self.given += 1
            self.app.show_message(lesson.title, lesson.lines)

    def save(self) -> None:
        """Into battle with the program as it is (refused in words when it is broken)."""
        issues = program_issues(self.program)
        if issues:
            self.notice = "Not ready: " + "; ".join(issue.message for issue in issues)
            return
        if not any(pattern.rules() for pattern in self.program.patterns):
            self.app.push(ConfirmScene(self.app, EMPTY_QUESTION, self.into_battle))
            return
        self.into_battle()

    def into_battle(self) -> None:
        self.app.replace(TutorialViewer(self.app, tutorial_battle(self.program)))


class TutorialViewer(BattleViewer):
    """The battle viewer, with a note on how to watch before it starts."""

    def __init__(self, app: Host, session: MatchSession):
        super().__init__(app, session, start_round=0, playing=False, record=False)
        self.told = False

    def update(self, dt: float) -> None:
        if not self.told:
            self.told = True
            self.app.show_message("Watch the battle", BATTLE_NOTE)
            return
        super().update(dt)


def tutorial_battle(program: Program) -> MatchSession:
    """The player's snek against the rival sample on the open arena (never saved)."""
    path, arena = next((p, a) for p, a in load_arenas() if p.name == TUTORIAL_ARENA)
    rival = next(sample for p, sample in load_samples() if p.stem == TUTORIAL_RIVAL)
    return MatchSession.start(path, arena, [program, rival], TUTORIAL_SEED, save=False)


def tutorial_scene(app: Host) -> Scene:
    return TutorialEditor(app)
