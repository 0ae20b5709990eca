"""A guided first game of Tactrics Snakes: the real game screen, with each rule told when it
first matters.

    app.push(tutorial_scene(app))        # How to play's or the Tactrics menu's "Guided first game"

You (Ann, red) play the 2-player start layout against an easy bot. A note explains the tower
turn and the majority rule before your first action, taking an action back when your turn
first allows several, ending a turn, and calling a finish the first time you may. Nothing is
saved.

After the notes a guide box over the log teaches each decision in turn, tied to the board,
until the player has made it once: turning a tower (a suggested turn ringed), ending a turn,
building a snake (what one is, a turn toward one ringed) and calling a finish.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.core.words import plural
from game.tactrics.board import rotate
from game.tactrics.draw import Marks
from game.tactrics.guide_plan import Worth, actions_left, plan_turn, worth
from game.tactrics.levels import load_level
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.rules import (
    FINISH_SNAKE_LENGTH,
    Action,
    Board,
    GameState,
    act,
    action_limit,
    finish_bonus_now,
    finish_refusal,
    legal_actions,
    longest_snake,
    snakes,
)
from game.tactrics.scene import start_layout_path
from game.tactrics.session import MatchSession
from game.ui import theme
from game.ui.event_log import PADDING
from game.ui.panel_tabs import PanelTabs
from game.ui.table_layout import Want, share_tabs
from game.ui.text import blit_text, largest_font, wrap_text

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


GUIDE_STEPS = ("turn", "end", "snake", "finish")  # each decision, in the order taught
GUIDE_TOP = 440  # the guide box sits over the log, under the two players' scores
GUIDE_HEIGHT = 112
GUIDE_SIZES = (15, 14, 13, 12)  # the prompt: whole in the box
GUIDE_FOOT = 4  # px kept between the prompt's last row and the box's border
LOG_LEAST_ROWS = 3  # the log is never under three lines: in a low window it shares a tab
GUIDE_TAB, LOG_TAB = "Guide", "Log"
THINKING = "Thinking… the guide tries every order of your tower turns left this turn."


def guide_action(state: GameState, seen: Collection[Board] = ()) -> Action | None:
    """A tower turn worth showing a new player, never one back to a board in `seen` (this
    turn's boards so far, so never the undoing of the turn before): the one that most raises
    their longest snake, then their score, then their pieces in snakes."""
    colour = state.colours[state.player]
    avoid = {*seen, state.board}
    best: tuple[Worth, Action] | None = None
    for action in legal_actions(state):
        after = act(state, action)[0]
        if after.board in avoid:
            continue
        value = worth(after.board, colour)
        if best is None or value > best[0]:
            best = value, action
    return best[1] if best else None


def tower_key(tower: int) -> str:
    """The digit keys that select `tower`."""
    return str(tower) if tower < 10 else f"1 then {tower - 10}"


PlanKey = tuple[Board, int, int]  # a position: the board, the turn, the actions taken


class PlanJob:
    """One turn's plan (`plan_turn`) searched in a worker thread, so the window keeps
    drawing (the search can take over a second on a loaded machine); poll `result`."""

    def __init__(self, key: PlanKey, state: GameState, seen: Collection[Board]):
        self.key = key
        self.result: tuple[Action, ...] | None = None
        self._thread = threading.Thread(target=self._run, args=(state, seen), daemon=True)
        self._thread.start()

    def _run(self, state: GameState, seen: Collection[Board]) -> None:
        self.result = plan_turn(state, seen)


class TutorialGameScene(GameScene):
    """GameScene with the lessons above, each shown once when it becomes due, and the guide
    box teaching each decision until it is done."""

    title = "Tactrics Snakes: a guided first game"

    def __init__(self, app: Host, session: MatchSession):
        self.done: set[str] = set()  # the guide's steps the player has made
        self.tabs = PanelTabs(app.font(15))
        self.shown_step: str | None = None  # the step the guide showed last
        super().__init__(app, session)
        self.given: list[int] = []
        self._suggestion: tuple[GameState, Action | None] | None = None
        self._plans: dict[PlanKey, tuple[Action, ...]] = {}
        self._plan_job: PlanJob | None = None

    # where the guide and the log go

    def panel_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The guide box and the log under the scores. Where both do not fit (the log of at
        least three lines), they share one place under the tabs Guide and Log (F2); once
        every step is made the log has it all."""
        column = pygame.Rect(
            self.panel_left, GUIDE_TOP, self.panel_width, self.app.size[1] - 16 - GUIDE_TOP
        )
        if self.done >= set(GUIDE_STEPS):
            self.tabs.set([], pygame.Rect(0, 0, 0, 0))
            return pygame.Rect(column.left, column.top, column.width, 0), column
        log_least = LOG_LEAST_ROWS * self.app.font(17).get_linesize() + 2 * PADDING
        wants = [
            Want(GUIDE_HEIGHT, GUIDE_HEIGHT, tab=GUIDE_TAB),
            Want(None, log_least, tab=LOG_TAB),
        ]
        shared = share_tabs(column, wants)
        self.tabs.set(shared.tabs, shared.tab_row)
        guide, log = shared.rects
        return guide, log

    def _log_rect(self) -> pygame.Rect:
        return self.panel_rects()[1]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.tabs.handle_event(event):
            return True
        return super().handle_event(event)

    # what the player has done

    def rotate(self, action: Action) -> None:
        taken = self.state.actions_taken
        super().rotate(action)
        if self.state.actions_taken > taken:
            self.done.add("turn")

    def _end_turn(self, finish: bool) -> None:
        step, built = self.guide_step(), bool(self.own_snakes())
        super()._end_turn(finish)
        self.done.add("end")
        if step == "snake" and built:  # a turn ended with a snake, once told what one is
            self.done.add("snake")
        if finish or step == "finish":  # told once: playing on is a choice too
            self.done.add("finish")

    def own_snakes(self) -> list:
        return snakes(self.state.board, self.state.colours[self.state.player])

    # the guide

    def guide_step(self) -> str | None:
        """The decision taught now (None: all made, or not the player's move)."""
        if not self.human_to_move:
            return None
        for step in GUIDE_STEPS:
            if step in self.done:
                continue
            if step == "end" and self.state.actions_taken == 0 and "turn" not in self.done:
                continue
            if step == "finish" and finish_refusal(self.state) is not None:
                if "snake" in self.done:
                    return "grow"
                continue
            return step
        return None

    def rings_a_turn(self) -> bool:
        """Whether the guide's step shows a turn on the board (ringed; the player's selection
        stays where they put it)."""
        step = self.guide_step()
        return step in ("turn", "snake", "grow")

    def suggestion(self) -> Action | None:
        """The ringed tower turn of the guide's turn, snake and grow steps (worked out once a
        position): never back to a board of this turn; building and growing, the first of
        the fewest tower turns left this turn that reach the most (`plan_turn`; None while
        it is searched)."""
        if self.guide_step() in ("snake", "grow"):
            plan = self.turn_plan()
            return plan[0] if plan else None
        if self._suggestion is None or self._suggestion[0] is not self.state:
            seen = [state.board for state in self.session.turn_states]
            self._suggestion = (self.state, guide_action(self.state, seen))
        return self._suggestion[1]

    @property
    def planning(self) -> bool:
        """The guide's step waits for this turn's plan, searched in a worker thread."""
        return self.guide_step() in ("snake", "grow") and self.turn_plan() is None

    @property
    def busy(self) -> bool:
        return super().busy or self.planning  # frames go on: the plan shows when found

    def turn_plan(self) -> tuple[Action, ...] | None:
        """The tower turns the guide leads through for the rest of this turn: searched once
        (in a worker thread: None until found), then followed while the player takes its
        rings (undo included); searched again from wherever the player goes instead."""
        state = self.state
        key = (state.board, state.turn, state.actions_taken)
        if key in self._plans:
            return self._plans[key]
        if actions_left(state) == 0:  # nothing to search (no "Thinking…" flash)
            self._plans[key] = ()
            return ()
        job = self._plan_job
        if job is None or job.key != key:
            seen = [each.board for each in self.session.turn_states]
            self._plan_job = PlanJob(key, state, seen)
            return None
        if job.result is None:
            return None
        plan, self._plan_job = job.result, None
        board, taken = state.board, state.actions_taken
        for index, action in enumerate(plan):
            self._plans[board, state.turn, taken] = plan[index:]
            board, taken = rotate(board, action.tower, action.clockwise), taken + 1
        self._plans[key] = plan
        return plan

    def plan_reaches(self) -> Worth:
        """The longest snake, score and pieces in snakes at the end of the plan."""
        board = self.state.board
        for action in self.turn_plan() or ():
            board = rotate(board, action.tower, action.clockwise)
        return worth(board, self.state.colours[self.state.player])

    def try_it(self, action: Action) -> str:
        """How to make the ringed turn from where the player's selection is."""
        key = "]" if action.clockwise else "["
        if self.input.selected == action.tower:
            return f"Tower {action.tower} is ringed and selected: press {key}."
        half = "right" if action.clockwise else "left"
        return (
            f"Tower {action.tower} is ringed: select it (key {tower_key(action.tower)}), then "
            f"{key}; or click the {half} half of its handle."
        )

    def guide_text(self, step: str) -> tuple[str, str]:
        """The step's heading and its short prompt, naming what is on the board."""
        if self.planning:
            heading = "Build a snake" if step == "snake" else "Grow a snake"
            return heading, THINKING
        action = self.suggestion()
        try_it = self.try_it(action) if action else ""
        if step == "turn":
            return "Turn a tower", (
                try_it or "Click a marked tower's handle, or pick it and press ] or [."
            )
        if step == "end":
            return "End your turn", "Enter (or End turn) passes the turn on. Ctrl+Z takes one back."
        if step == "snake":
            built = self.own_snakes()
            if built:
                points = sum(snake.points for snake in built)
                grow = self.plan_words(try_it) if action else "End the turn (Enter)."
                return "Build a snake", f"Your snake scores {points}. {grow}"
            return "Build a snake", (
                "A snake: your pieces in a row, a head at each end (or one and the edge). "
                + (try_it or "Point at a piece: it says what it lacks.")
            )
        if step == "grow":
            return "Grow a snake", self.grow_words(try_it)
        bonus = finish_bonus_now(self.state)
        if self.state.finishing:  # another called first: these are your last turns
            return "Call a finish", (
                f"{self.names[self.state.finishers[0]]} called a finish. F (or Finish) adds "
                f"+{bonus} and ends your game now; or play on (Enter) to build more in your "
                "last turns."
            )
        return "Call a finish", (
            f"F (or Finish) scores +{bonus} now and ends your game; the others get at most "
            "two more turns. Or play on (Enter) to build more, while another may call first."
        )

    def plan_words(self, try_it: str) -> str:
        """Where this turn's planned tower turns lead, and how to make the first."""
        plan = self.turn_plan() or ()
        longest = longest_snake(self.state.board, self.state.colours[self.state.player])
        reach = self.plan_reaches()[0]
        steps = "1 tower turn" if len(plan) == 1 else f"{len(plan)} tower turns"
        verb = "makes" if len(plan) == 1 else "make"
        goal = f"a snake of {reach} pieces" if reach > longest else "more points"
        return f"{steps} this turn {verb} {goal} (a finish needs {FINISH_SNAKE_LENGTH}). {try_it}"

    def grow_words(self, try_it: str) -> str:
        """The grow step's prompt: where this turn's tower turns lead, or that none of the
        orders searched makes a longer snake (said only after the search)."""
        colour = self.state.colours[self.state.player]
        longest = longest_snake(self.state.board, colour)
        left = actions_left(self.state)
        if self.turn_plan():
            return self.plan_words(try_it)
        if left == 0:
            return (
                f"Your longest snake has {longest} pieces; a finish needs {FINISH_SNAKE_LENGTH}. "
                "Your turn has no actions left: end it (Enter) and grow it next turn."
            )
        return (
            f"Your longest snake has {longest} pieces; a finish needs {FINISH_SNAKE_LENGTH}. "
            f"No order of your {plural(left, 'tower turn')} left makes it longer (all were "
            "tried): end your turn (Enter) and build next turn."
        )

    def guide_rows(self, words: str, width: int, room: int) -> tuple[pygame.font.Font, list[str]]:
        """The prompt wrapped in the largest size whose rows fit `room` px (descenders clear
        of the box's border), else the smallest."""
        for size in GUIDE_SIZES:
            font = self.app.font(size)
            rows = wrap_text(words, font, width)
            if len(rows) * font.get_linesize() <= room:
                break
        return font, rows

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.tabs.draw(surface)
        step = self.guide_step()
        if step is None or not self.tabs.showing(GUIDE_TAB):
            return
        heading, words = self.guide_text(step)
        box = self.panel_rects()[0]
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
        count = GUIDE_STEPS.index("finish" if step == "grow" else step) + 1
        title = f"Guide {count} of {len(GUIDE_STEPS)}: {heading}"
        bold = largest_font(self.app.font, title, box.width - 20, (16, 15, 14, 13, 12), bold=True)
        blit_text(surface, bold, title, theme.ACCENT, (box.left + 10, box.top + 6))
        y = box.top + 10 + bold.get_linesize()
        font, rows = self.guide_rows(words, box.width - 20, box.bottom - GUIDE_FOOT - y)
        for row in rows:
            blit_text(surface, font, row, theme.TEXT, (box.left + 10, y))
            y += font.get_linesize()

    def board_marks(self) -> Marks:
        marks = super().board_marks()
        if self.rings_a_turn() and marks.hint is None:
            return replace(marks, hint=self.suggestion())
        return marks

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
        self._follow_guide()
        super().update(dt)

    def _follow_guide(self) -> None:
        """The log takes its place; a new step of the guide shows its tab."""
        log_rect = self.panel_rects()[1]
        if log_rect != self.log.rect:
            self.log.set_rect(log_rect)
        step = self.guide_step()
        if step != self.shown_step and self.tabs.tabs:
            self.tabs.current = LOG_TAB if step is None else GUIDE_TAB
        self.shown_step = step

    def draw_log(self, surface: pygame.Surface) -> None:
        if not self.tabs.tabs or self.tabs.showing(LOG_TAB):
            self.log.draw(surface)


def tutorial_session() -> MatchSession:
    path = start_layout_path(2)
    level = load_level(path)
    seats = [Seat("Ann", level.colours[0]), Seat("Bot", level.colours[1], "easy")]
    return MatchSession.start(level, path, seats, TUTORIAL_SEED, save=False)


def tutorial_scene(app: Host) -> TutorialGameScene:
    return TutorialGameScene(app, tutorial_session())
