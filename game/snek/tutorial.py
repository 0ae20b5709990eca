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

from game.snek.program import ELEMENT_TOKENS, MOVE_WORDS, Program, program_issues
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
    """What the guide asks for at one step, how to tell the program has it, and what is
    still wrong in words (None: nothing yet to correct)."""

    title: str
    lines: tuple[str, ...]
    done: Callable[[Program], bool]
    wrong: Callable[[Program], str | None] = lambda program: None


STEPS = {"U": (0, -1), "R": (1, 0), "D": (0, 1), "L": (-1, 0)}  # a move's cell from the head
SIDES = {(0, -1): "above", (1, 0): "right of", (0, 1): "below", (-1, 0): "left of"}
MOVE_KEYS = {"U": "W", "L": "A", "D": "S", "R": "D"}
MOVE_FOR = {step: move for move, step in STEPS.items()}


def _cells(program: Program, index: int, element: int) -> list[tuple[int, int]]:
    """Where pattern `index` asks for `element` (dx, dy from the head)."""
    if index >= len(program.patterns):
        return []
    return [(dx, dy) for dx, dy, rule in program.patterns[index].rules() if rule.element == element]


def _aimed(program: Program, index: int, element: int) -> bool:
    """Pattern `index` asks for `element` on the cell its move goes to."""
    cells = _cells(program, index, element)
    return bool(cells) and STEPS[program.patterns[index].move] in cells


def _aim_problem(program: Program, index: int, element: int, what: str) -> str | None:
    """What keeps pattern `index` from moving onto its `what` (None: it does, or there is
    none yet): the move goes elsewhere, or the cell is not next to the head."""
    cells = _cells(program, index, element)
    if not cells or _aimed(program, index, element):
        return None
    move = program.patterns[index].move
    pattern = f"Not yet: pattern {index + 1}"
    beside = [cell for cell in cells if cell in SIDES]
    if not beside:
        return f"{pattern} has its {what} away from the head: put it right above the head (H)."
    aim = MOVE_FOR[beside[0]]
    return (
        f"{pattern} moves {MOVE_WORDS[move]} but its {what} is {SIDES[beside[0]]} the head: "
        f"press {MOVE_KEYS[aim]} ({MOVE_WORDS[aim]})."
    )


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
        lambda program: _aimed(program, 0, ENEMY_TAIL),
        lambda program: _aim_problem(program, 0, ENEMY_TAIL, "enemy tail"),
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
        lambda program: _aimed(program, 1, EMPTY),
        lambda program: _aim_problem(program, 1, EMPTY, "empty cell"),
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
        self.correction = ""  # the guide's words on what is still wrong, while shown

    @property
    def confirm_leave(self) -> str | None:  # type: ignore[override]
        return "Leave the guided snek? Nothing is saved."

    def update(self, dt: float) -> None:
        """The next lesson once the last one is done (the first at once); until then, what
        is wrong with it in the notice line (an enemy tail above the head with the move
        down went on to pattern 2 without a word)."""
        super().update(dt)
        due = self.given == 0 or LESSONS[self.given - 1].done(self.program)
        if self.given < len(LESSONS) and due:
            lesson = LESSONS[self.given]
            self.given += 1
            self.app.show_message(lesson.title, lesson.lines)
        current = LESSONS[self.given - 1] if self.given else None
        wrong = current.wrong(self.program) if current is not None else None
        if wrong and self.notice in ("", self.correction):
            self.notice = self.correction = wrong
        elif not wrong and self.correction and self.notice == self.correction:
            self.notice = self.correction = ""

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
