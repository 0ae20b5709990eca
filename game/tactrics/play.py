"""The Tactrics Snakes multiplayer game on screen (RULINGS §3, all rules from rules.py).

    seats = [Seat("Ann", 0), Seat("Bob", 1, "normal")]
    app.push(GameScene(app, MatchSession.start(level, level_file, seats, seed=7)))

`BoardScene` is what this scene and the puzzle scene share: the board view, the mouse and
keyboard over it, and the rotation sweep. The game itself is a `GameState` from rules.py;
every action and turn end goes through the MatchSession (session.py), which saves the
game after each of them, and undo within a turn is "go back to the state before the last
action". Bots think in a worker thread and then play their actions one by one, animated.
Hot-seat needs no curtain: nothing is hidden.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core.rng import derived_rng
from game.core.words import number_word, plural
from game.tactrics.board import BOARD_SIZE, TOWERS_OF_CELL
from game.tactrics.bot import BotTurn, bot_turn
from game.tactrics.draw import (
    TURNED_COLOUR,
    BoardInput,
    BoardView,
    Marks,
    Sweep,
    colour_word,
    draw_colour_mark,
    sweep_seconds,
)
from game.tactrics.events import FinishCalled, Rotated, TurnEnded
from game.tactrics.match import Seat, seat_looks
from game.tactrics.rules import (
    EXTRA_TURNS,
    FINISH_SNAKE_LENGTH,
    Action,
    Event,
    GameState,
    RuleViolation,
    action_limit,
    allowed_towers,
    apply_turn,
    finish_bonus_now,
    finish_refusal,
    group_verdict,
    new_game,
    piece_colour,
    rotation_refusal,
    scores,
    tower_values,
)
from game.tactrics.session import MatchSession
from game.ui import sound, theme
from game.ui.dialogs import ConfirmScene
from game.ui.event_log import EventLog, wrap_text
from game.ui.scene import Scene, match_banner
from game.ui.table_layout import side_width
from game.ui.text import (
    banner_rows,
    blit_text,
    blit_wrapped,
    clip_text,
    fitting_rows,
    largest_font,
    whole_title,
)
from game.ui.widgets import fitted_buttons

if TYPE_CHECKING:
    from game.ui.host import Host

PANEL_MOST = 408  # the panel on the right, as wide as the board leaves it, up to this
PANEL_LEAST = 324  # the panel's narrowest with four score columns beside whole names
GAME_PANEL_LEAST = 276  # a game's: its scores fold to two lines a player (see compact_scores)
FINISH_TOP = 128  # the finish line's top in the panel
FINISH_ROWS = 3  # the finish line's most rows
BUTTONS_TOP = 270  # Undo, End turn, Finish
STATUS_LEFT = 32  # a score row's name and status, after the colour mark
BREAKDOWN_SIZE = 16  # the folded rows' "snakes + contact + finish": 12 px digits (13: 9 px)
COMPACT_PITCH = 41  # a folded score row: a 15 px name line over a 16 px breakdown line
COMPACT_RISE = 8  # folded rows start this much higher (the log keeps three lines at 800×600)
COMPACT_KEY = "snakes + contact + finish = total"
SCORE_LABELS = ("snakes", "contact", "finish", "total")


HELP_ROW = 20


NEWS_LEAST = 12  # px: the smallest news type (never under 12)
ANSWER_SIZES = (18, 17, 16, 15, 14, 13, 12)  # the pointed piece's or tower's line
NOTICE_SIZES = (17, 16, 15, 14, 13)
WHOLE_NEWS_ANSWER = 14  # px: the answer's least type beside the whole news


def panel_width(size: tuple[int, int], least: int = PANEL_LEAST) -> int:
    """Board first: the board wants the window's height, the panel takes what is left,
    between `least` and PANEL_MOST (on 800×600 the board used to get only ~345 px)."""
    board_height = size[1] - 14 - HELP_ROW * 2
    wanted = size[0] - 30 - round(board_height * BOARD_SIZE[0] / BOARD_SIZE[1])
    return side_width(size[0], wanted, least, PANEL_MOST)


def panel_left(size: tuple[int, int], least: int = PANEL_LEAST) -> int:
    return size[0] - 12 - panel_width(size, least)


def board_rect(size: tuple[int, int], help_rows: int = 2, least: int = PANEL_LEAST) -> pygame.Rect:
    """The board's place in a window of `size`: left of the panel, help rows below it."""
    height = size[1] - 14 - HELP_ROW * help_rows
    return pygame.Rect(8, 10, panel_left(size, least) - 20, height)


BOT_PAUSE = 0.35  # seconds between a bot's actions at animation speed 1
FINAL_BOARD_PAUSES = 12  # a game of bots only shows its final board this many bot pauses
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


LOG_SIZES = (17, 16, 15, 14, 13, 12)


def log_font(app: Host, names: Sequence[str], width: int) -> pygame.font.Font:
    """The log's font: the largest that sets every name on one row of `width` px, so that
    the log never splits a name (the smallest where none does)."""
    widest = max(names, key=lambda name: app.font(LOG_SIZES[0]).size(name)[0])
    return largest_font(app.font, widest, width, LOG_SIZES, bold=False)


def is_ctrl_key(event: pygame.event.Event, key: int) -> bool:
    return (
        event.type == pygame.KEYDOWN
        and event.key == key
        and bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
    )


class BoardScene(Scene):
    """A scene with the board on the left: view, input, sweep, a help line and a notice."""

    help_lines: tuple[str, ...] = ()
    puzzle = False  # a puzzle's board marks the pieces not yet in a snake that counts
    looks: dict[int, str] = {}  # match.seat_looks: a season's players in their own colours
    panel_least = PANEL_LEAST  # the narrowest the panel may be (a puzzle's is wider)

    def __init__(self, app: Host):
        super().__init__(app)
        rect = board_rect(app.size, len(self.help_rows(app.size)), self.panel_least)
        blind = app.settings.colour_blind
        self.view = BoardView(rect, app.font, blind, looks=self.looks, puzzle=self.puzzle)
        self.input = BoardInput(self.view)
        self.sweep: Sweep | None = None
        self.notice = ""

    @property
    def notice(self) -> str:
        """A line under the turn: a refusal (in the danger colour) unless `inform` set it."""
        return self._notice

    @notice.setter
    def notice(self, text: str) -> None:
        self._notice = text
        self.notice_colour = theme.DANGER
        self.notice_fresh = True  # said since the pointer last moved: it comes first

    def inform(self, text: str) -> None:
        """A notice that is news, not an error (such as moves resumed)."""
        self.notice = text
        self.notice_colour = theme.TEXT

    @property
    def panel_left(self) -> int:
        return panel_left(self.app.size, self.panel_least)

    @property
    def panel_width(self) -> int:
        return panel_width(self.app.size, self.panel_least)

    def help_rows(self, size: tuple[int, int]) -> list[str]:
        """The help lines wrapped to the board's width."""
        font, width = self.app.font(16), panel_left(size, self.panel_least) - 30
        return [row for line in self.help_lines for row in wrap_text(line, font, width)]

    def relayout(self) -> None:
        """The window changed size: fit the board again, then rebuild the widgets."""
        rect = board_rect(self.app.size, len(self.help_rows(self.app.size)), self.panel_least)
        if rect != self.view.rect:
            blind = self.app.settings.colour_blind
            self.view = BoardView(rect, self.app.font, blind, looks=self.looks, puzzle=self.puzzle)
            self.input.view = self.view
        super().relayout()

    @property
    def busy(self) -> bool:
        return self.sweep is not None

    def animate(self, before: tuple[int, ...], action: Action) -> None:
        """Sweep the pieces of a tower turn round, with its sound."""
        self.sweep = Sweep(before, action, sweep_seconds(self.app.settings.animation_speed))
        sound.play(self.app.settings, "tower")

    def handle_board_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keys over the board; a requested turn goes to `rotate`."""
        used, action = self.input.handle_event(event)
        if action is not None:
            self.rotate(action)
        return used

    def rotate(self, action: Action) -> None:
        """Turn a tower if the rules allow it (subclasses)."""

    def update(self, dt: float) -> None:
        self.input.update(dt)
        if self.sweep is not None:
            self.sweep.advance(dt)
            if self.sweep.done:
                self.sweep = None

    def draw_board(self, surface: pygame.Surface, board: tuple[int, ...], marks: Marks) -> None:
        self.view.draw(surface, board, marks, self.sweep)
        font = self.app.font(16)
        for number, line in enumerate(self.help_rows(self.app.size)):
            blit_text(
                surface,
                font,
                line,
                theme.MUTED_TEXT,
                (self.view.rect.left + 4, self.view.rect.bottom - 4 + HELP_ROW * number),
            )

    def draw_notice(
        self, surface: pygame.Surface, top: int, height: int = 48, size: int = 17
    ) -> int:
        """The notice (if any) from `top` in `size` px; the y below it."""
        if not self.notice:
            return top
        area = pygame.Rect(self.panel_left, top, self.panel_width, height)
        font = self.app.font(size, True)
        return blit_wrapped(surface, font, self.notice, self.notice_colour, area) + 4


@dataclass(frozen=True)
class Answer:
    """What the player asked by pointing, as the panel says it whole."""

    text: str
    font: pygame.font.Font
    colour: theme.Colour
    height: int


@dataclass(frozen=True)
class PanelMiddle:
    """The panel between the finish line and the buttons: the notice (`notice_size` 0: not
    shown), the news in `news_height` px, then the answer to what the player points at."""

    notice_size: int
    news_height: int
    answer: Answer | None


@dataclass
class TurnNews:
    """One turn as the panel tells it: whose, the tower turns made, ended, finish called."""

    player: int
    actions: list[Action] = field(default_factory=list)
    over: bool = False
    finish: bool = False


class BotJob:
    """One bot turn worked out in a worker thread (poll `result`)."""

    def __init__(self, level: str, state: GameState, rng: random.Random):
        self.result: BotTurn | None = None
        self._thread = threading.Thread(target=self._run, args=(level, state, rng), daemon=True)
        self._thread.start()

    def _run(self, level: str, state: GameState, rng: random.Random) -> None:
        self.result = bot_turn(level, state, rng)


class GameScene(BoardScene):
    """A 2–4 player game: humans click or use keys, bots play visibly, to the final scores."""

    title = "Tactrics Snakes"
    panel_least = GAME_PANEL_LEAST
    playing_help = (
        "Click a tower's handle: right half turns it clockwise, left half anticlockwise.  "
        "Point at a piece: what its group scores.  Outlines: white, a snake that scores; "
        "dashed, a snake without a head (0).",
        "Keys: arrows, Tab or 1–19 pick a tower  ·  ]\u00a0clockwise  ·  [\u00a0anticlockwise  ·  "
        "Enter\u00a0end\u00a0turn  ·  F\u00a0finish  ·  Ctrl+Z\u00a0undo",
    )  # no-break spaces: a key never wraps away from what it does
    over_help = (
        "The game is over: this is the final board. Point at a piece: what its group scores.",
        "Enter (or Results) shows the results  ·  Esc leaves",
    )

    @property
    def help_lines(self) -> tuple[str, ...]:  # type: ignore[override]
        session = getattr(self, "session", None)  # asked before __init__ sets it
        return self.over_help if session is not None and session.state.over else self.playing_help

    def __init__(self, app: Host, session: MatchSession, bot_pause: float = BOT_PAUSE):
        self.looks = seat_looks(session.match.seats)
        super().__init__(app)
        self.session = session
        self.level = session.match.level
        self.seats = session.seats
        self.seed = session.match.seed
        self.names = session.names
        self.bot_pause = bot_pause
        self.bot_job: BotJob | None = None
        self.bot_plan: list[Action] | None = None
        self.bot_finish = False
        self.bot_wait = 0.0
        self.final_board_wait: float | None = None  # bots only: the results come by themselves
        self.allowed = frozenset(allowed_towers(self.state))
        self.pointed_cell: int | None = None  # the board cell under the mouse (not a handle)
        self.pointer_rests = False  # not moved since the turn began: it asks about no tower
        self.news: list[TurnNews] = []  # every turn so far: who turned which towers
        self._mark_turned(session.past)
        self.log = EventLog(self._log_rect(), app.font(17))
        self.log.add(f"{self.level.name}, seed {self.seed}.")
        self.log.extend(self.past_lines())  # a continued game: as it was logged live

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def confirm_leave(self) -> str | None:  # type: ignore[override]
        if self.state.over:
            return None
        if self.session.path is None:
            return "Leave this game? It is not kept: a new one starts next time."
        return "Leave this game? It is saved and can be continued."

    @property
    def seat(self) -> Seat:
        return self.seats[self.state.player]

    @property
    def human_to_move(self) -> bool:
        return not self.state.over and self.seat.bot is None

    # widgets

    def _log_rect(self) -> pygame.Rect:
        top = max(510, self.scores_bottom() + 4)
        return pygame.Rect(self.panel_left, top, self.panel_width, self.app.size[1] - 16 - top)

    def build(self, root: UIContainer) -> None:
        self.log.set_rect(self._log_rect())
        self.log.font = log_font(self.app, self.names, self.log.text_width)
        self.log.set_rect(self.log.rect)  # wrapped again in that font
        row = pygame.Rect(self.panel_left, BUTTONS_TOP, self.panel_width, 44)
        labels = ("Undo", self.end_label(), self.finish_label())  # as they read before leaving
        longest = ("Undo", "End turn", "Finish +3")
        buttons = fitted_buttons(self.app, root, row, labels, longest)
        self.undo_button, self.end_button, self.finish_button = buttons
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        if self.root is None:
            return
        human = self.human_to_move
        self.end_button.set_text(self.end_label())  # the words first: a greyed button's
        self.finish_button.set_text(self.finish_label())  # look is drawn from them
        _enable(self.undo_button, human and bool(self.session.turn_states))
        _enable(self.end_button, human or self.state.over)
        _enable(self.finish_button, human and finish_refusal(self.state) is None)
        for button in (self.undo_button, self.finish_button):  # nothing left to undo or call
            if self.state.over and button.visible:
                button.hide()

    def end_label(self) -> str:
        return "Results" if self.state.over else "End turn"

    def finish_label(self) -> str:
        """ "Finish +3" (the bonus a call gives now), "Finish" when none is left."""
        bonus = finish_bonus_now(self.state) if not self.state.over else 0
        return f"Finish +{bonus}" if bonus else "Finish"

    # events

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(event.ui_element)
        if self.log.handle_event(event):
            return True
        if is_ctrl_key(event, pygame.K_z):
            self.undo()
            return True
        if is_ctrl_key(event, pygame.K_y):
            self.redo()
            return True
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            self.show_results() if self.state.over else self.end_turn(False)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f:
            self.end_turn(True)
            return True
        if self._greyed_finish_clicked(event):  # says why, as F does
            self.end_turn(True)
            return True
        if event.type == pygame.KEYDOWN:
            self.notice = ""
        if event.type == pygame.MOUSEMOTION:  # a piece, not a handle: its group's verdict
            self.pointer_rests = False
            self.notice_fresh = False
            on_handle = self.view.tower_at(event.pos) is not None
            self.pointed_cell = None if on_handle else self.view.cell_at(event.pos)
        return self.handle_board_event(event)

    def _greyed_finish_clicked(self, event: pygame.event.Event) -> bool:
        """A click on the greyed Finish while it is the human's move (a disabled button
        sends nothing; pygame-gui keeps the press, the scene gets the release)."""
        button = self.finish_button if self.root is not None else None
        return (
            button is not None
            and event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.human_to_move
            and button.visible
            and not button.is_enabled
            and button.rect.collidepoint(event.pos)
        )

    def _button(self, element: object) -> bool:
        if element is self.undo_button:
            self.undo()
        elif element is self.end_button:
            self.show_results() if self.state.over else self.end_turn(False)
        elif element is self.finish_button:
            self.end_turn(True)
        else:
            return False
        return True

    # playing

    def rotate(self, action: Action) -> None:
        if not self.human_to_move:
            self.notice = "The game is over." if self.state.over else f"{self.seat.name} is a bot."
            return
        before = self.state
        try:
            event = self.session.act(action)
        except RuleViolation as violation:
            self.notice = f"Not allowed: {violation.message}."
            return
        self.notice = ""
        self.animate(before.board, action)
        self._changed([event])

    def undo(self) -> None:
        if not self.human_to_move or not self.session.undo():
            self.notice = "Nothing to undo in this turn."
            return
        self.sweep = None
        own = self.own_turn_news()
        if own is not None:  # all taken back: the news since the player's last turn again
            own.actions.pop()
            if not own.actions:
                self.news.pop()
        self.log.add(f"{self.seat.name} takes back an action.")
        self._changed([])

    def redo(self) -> None:
        """Ctrl+Y: the action taken back last, again (as Controls in How to play says)."""
        undone = self.session.undone if self.human_to_move else []
        if not undone:
            self.notice = "Nothing to redo in this turn."
            return
        before, action = self.state, undone[-1]
        event = self.session.redo()
        assert event is not None
        self.notice = ""
        self.animate(before.board, action)
        self._changed([event])

    def end_turn(self, finish: bool) -> None:
        """End the human's turn; a turn without any action (a pass) is asked about first."""
        if not self.human_to_move:
            return
        if self.state.actions_taken == 0 and not finish:
            question = "End your turn without any action? That is a pass."
            self.app.push(ConfirmScene(self.app, question, lambda: self._try_end_turn(False)))
            return
        if finish and finish_refusal(self.state) is None:  # a finish ends your game: ask
            self.app.push(ConfirmScene(self.app, self.finish_question(), self._confirmed_finish))
            return
        self._try_end_turn(finish)

    def _confirmed_finish(self) -> None:
        self._try_end_turn(True)

    def finish_question(self) -> str:
        bonus = finish_bonus_now(self.state)
        if self.state.finishing:
            return f"Finish now (+{bonus})? You take no more turns this game."
        return (
            f"Call a finish now (+{bonus})? You take no more turns, and the others have at "
            "most 2 more turns before the game ends."
        )

    def _try_end_turn(self, finish: bool) -> None:
        try:
            self._end_turn(finish)
        except RuleViolation as violation:
            self.notice = f"Not allowed: {violation.message}."

    def _end_turn(self, finish: bool) -> None:
        events = self.session.end_turn(finish)
        self.notice = ""
        self._changed(events)
        self._next_turn()

    def _next_turn(self) -> None:
        """The next player's banner; at the game's end the final board stays in view until
        the player asks for the results (they used to cover it the moment the last action
        ended). A notice about the turn before goes."""
        self.notice = ""
        self.input.keyboard_last = False  # the last player's keys: the news comes first
        self.pointer_rests = True  # where the last player left it: the news comes first too
        if not self.state.over:
            self.log.add(self._turn_banner())
        else:
            self.log.add("Game over: here is the final board. Enter or Results shows the scores.")
            if all(seat.bot is not None for seat in self.seats):
                self.final_board_wait = FINAL_BOARD_PAUSES * self.bot_pause

    def _wait_for_results(self, dt: float) -> None:
        """A game of bots only (a demo) moves on to its results after a look at the board."""
        if self.final_board_wait is None or self.sweep is not None:
            return
        self.final_board_wait -= dt * self.app.settings.animation_speed
        if self.final_board_wait <= 0:
            self.final_board_wait = None
            self.show_results()

    def show_results(self) -> None:
        from game.tactrics.results import results_scene

        self.final_board_wait = None
        self.app.push(results_scene(self.app, self.session))

    def _changed(self, events: list[Event]) -> None:
        self.log.extend(event.describe(self.names) for event in events)
        self._mark_turned(events)
        self.allowed = frozenset(allowed_towers(self.state)) if not self.state.over else frozenset()
        self._refresh_buttons()

    def _mark_turned(self, events: list[Event]) -> None:
        """Follow every turn: the towers turned in it, whether it has ended and with a
        finish. A turn's first event (a pass's end too) opens its news."""
        for event in events:
            if isinstance(event, Rotated | TurnEnded) and (
                not self.news or self.news[-1].over or event.player != self.news[-1].player
            ):
                self.news.append(TurnNews(event.player))
            if isinstance(event, Rotated):
                self.news[-1].actions.append(event.action)
            elif isinstance(event, TurnEnded):
                self.news[-1].over = True
            elif isinstance(event, FinishCalled):
                self.news[-1].finish = True

    def own_turn_news(self) -> TurnNews | None:
        """The turn the player to move has begun (an action taken), else None."""
        latest = self.news[-1] if self.news else None
        if latest is None or latest.over or latest.player != self.state.player:
            return None
        return latest if latest.actions else None

    def shown_news(self) -> list[TurnNews]:
        """The turns the panel tells and the board rings. A human to move: every turn of the
        others since their own last one (a hot-seat player was away for all of them), until
        they act; then their own turn. A bot's turn or the final board: the latest turn."""
        if not self.news:
            return []
        own = self.own_turn_news()
        if own is not None:
            return [own]
        if self.state.over or self.seat.bot is not None:
            latest = self.news[-1]
            return [latest] if latest.over or latest.actions else []
        since: list[TurnNews] = []
        for news in reversed(self.news):
            if news.player == self.state.player and news.over:
                break
            if news.over:
                since.append(news)
        return since[::-1]

    @property
    def turned(self) -> list[Action]:
        """The tower turns ringed on the board (`shown_news`)."""
        return [action for news in self.shown_news() for action in news.actions]

    @property
    def turned_by(self) -> int | None:
        """Who made the latest turn shown (None: none is)."""
        shown = self.shown_news()
        return shown[-1].player if shown else None

    def turned_text(self, short: bool = False) -> str | None:
        """The shown turns in words, one sentence each (`turned_lines`); None before any."""
        lines = self.turned_lines(short)
        return " ".join(lines) if lines else None

    def turned_lines(self, short: bool = False) -> list[str]:
        """One sentence a shown turn, e.g. "Bob turned tower 12 anticlockwise, then 11
        clockwise (ringed).", "Cat passed and called a finish.". Several turns (since the
        player's last): each tower once, with how often ("Bob turned 12 clockwise twice, 5
        anticlockwise (ringed)."). `short`: without the directions (the rings show them:
        "Bob turned 12 twice, 5 once (ringed).")."""
        shown = self.shown_news()
        return [self._news_line(news, short, len(shown) > 1) for news in shown]

    def _news_line(self, news: TurnNews, short: bool, several: bool) -> str:
        who = self.names[news.player]
        if news.player == self.state.player and not news.over and self.seat.bot is None:
            who = "You"
        finish = " and called a finish" if news.finish else ""
        if not news.actions:
            return f"{who} passed{finish}."
        if short:
            return f"{who} turned {_tower_counts(news.actions, False)}{finish} (ringed)."
        if several:
            return f"{who} turned {_tower_counts(news.actions, True)}{finish} (ringed)."
        ways = [
            f"{action.tower} {'clockwise' if action.clockwise else 'anticlockwise'}"
            for action in news.actions
        ]
        tower = "tower" if len(ways) == 1 else "towers"
        return f"{who} turned {tower} {', then '.join(ways)}{finish} (ringed)."

    def _turn_banner(self, state: GameState | None = None) -> str:
        state = state or self.state
        limit = action_limit(state)
        extra = ""
        if state.finishing:
            extra = f" (extra turn {state.extra_turns[state.player] + 1} of {EXTRA_TURNS})"
        name = self.names[state.player]
        return f"{name} to play{extra}: up to {limit} action{'s' * (limit != 1)}."

    def past_lines(self) -> list[str]:
        """The log of the turns played before (a continued game) in the order a live game
        logs them: each turn's banner, its actions, its end; then this turn's banner and the
        actions already taken in it (they used to come before the banner, without any)."""
        match, names = self.session.match, self.names
        state = new_game(match.level.board, [seat.colour for seat in match.seats])
        lines = []
        for turn in match.turns:
            lines.append(self._turn_banner(state))
            state, happened = apply_turn(state, turn.actions, turn.finish, names)
            lines.extend(event.describe(names) for event in happened)
        if state.over:
            return lines
        lines.append(self._turn_banner(state))
        taken = len(self.session.turn_states)
        draft = self.session.past[len(self.session.past) - taken :] if taken else []
        return lines + [event.describe(names) for event in draft]

    # bots

    @property
    def busy(self) -> bool:
        bot_to_play = self.seat.bot is not None and not self.state.over
        return super().busy or bot_to_play

    def update(self, dt: float) -> None:
        super().update(dt)
        self._wait_for_results(dt)
        if self.state.over or self.seat.bot is None or self.sweep is not None:
            return
        if self.bot_plan is None:
            self._think(self.seat.bot)
            return
        self.bot_wait -= dt
        if self.bot_wait > 0:
            return
        self._bot_step()

    def _think(self, level: str) -> None:
        if self.bot_job is None:
            rng = derived_rng(self.seed, "bot", self.state.turn)
            self.bot_job = BotJob(level, self.state, rng)
        elif self.bot_job.result is not None:
            actions, self.bot_finish = self.bot_job.result
            self.bot_plan = list(actions)
            self.bot_job = None
            self.bot_wait = self.bot_pause / self.app.settings.animation_speed

    def _bot_step(self) -> None:
        assert self.bot_plan is not None
        if self.bot_plan:
            action = self.bot_plan.pop(0)
            before = self.state
            event = self.session.act(action)
            if self.bot_pause:
                self.animate(before.board, action)
            self._changed([event])
            self.bot_wait = self.bot_pause / self.app.settings.animation_speed
            return
        self.bot_plan = None
        self._end_bot_turn()

    def _end_bot_turn(self) -> None:
        self._changed(self.session.end_turn(self.bot_finish))
        self._next_turn()

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_board(surface, self.state.board, self.board_marks())
        self._draw_turn(surface)
        tops = self.panel_tops()
        # the notice first, then the news, then the pointed piece or tower, each whole
        middle = self.panel_middle()
        y = tops["tower"]
        if middle.notice_size:
            y = self.draw_notice(surface, y, BUTTONS_TOP - 4 - y, middle.notice_size)
        y = self._draw_turned(surface, y, middle.news_height)
        answer = middle.answer
        if answer is None:
            self._draw_unasked(surface, y)
        else:
            area = pygame.Rect(self.panel_left, y, self.panel_width, answer.height)
            blit_wrapped(surface, answer.font, answer.text, answer.colour, area)
        self._draw_scores(surface, tops["scores"])
        self.draw_log(surface)

    def draw_log(self, surface: pygame.Surface) -> None:
        self.log.draw(surface)

    def board_marks(self) -> Marks:
        hovered = self.input.hovered if self.human_to_move else None
        selected = self.input.selected if self.human_to_move else None
        mover = self.state.colours[self.state.player]
        return Marks(hovered, selected, self.allowed, turned=tuple(self.turned), mover=mover)

    def panel_tops(self) -> dict[str, int]:
        """Where each part of the panel starts: the finish line (two or three rows) pushes
        the tower line and the notice down, never under them."""
        below_finish = FINISH_TOP + self.finish_rows() * self.finish_font().get_linesize()
        tower = max(166, below_finish + 6)
        return {"finish": FINISH_TOP, "tower": tower, "buttons": BUTTONS_TOP, "scores": 328}

    def finish_text(self) -> tuple[str, theme.Colour]:
        """The finish as it stands for the player to move now: what calling one would give
        this turn (never a bonus already gone)."""
        state = self.state
        name = self.seat.name
        bonus = finish_bonus_now(state)
        may = finish_refusal(state) is None
        if not state.finishing:
            if may:
                return self._whole_finish_text(
                    f"{name} may call a finish now (+{bonus}): F or Finish.",
                    f"Calling a finish now gives +{bonus}: F or Finish.",
                ), theme.TEXT
            length = FINISH_SNAKE_LENGTH
            return self._whole_finish_text(
                f"A snake of {length} or more lets {name} call a finish (+{bonus}).",
                f"A snake of {length} or more pieces lets a player call a finish (+{bonus}).",
            ), theme.MUTED_TEXT
        first = self.names[state.finishers[0]]
        if state.player in state.finishers:
            return f"FINISH called by {first}.", theme.ACCENT
        turn = f"extra turn {state.extra_turns[state.player] + 1} of {EXTRA_TURNS}"
        gain = f"finishing now gives +{bonus}" if bonus else "finishing now gives no bonus"
        return self._whole_finish_text(
            f"FINISH called by {first}: {turn} for {name}; {gain}.",
            f"FINISH called by {first}: {gain} ({turn}).",  # the turn line names the player
        ), theme.ACCENT

    def _whole_finish_text(self, *texts: str) -> str:
        """The first of `texts` that the finish line says whole (a 16-letter name took a
        row of its own and cut whether finishing now scores)."""
        font = self.finish_font()
        for text in texts:
            if len(wrap_text(text, font, self.panel_width)) <= FINISH_ROWS:
                return text
        return texts[-1]

    def finish_rows(self) -> int:
        if self.state.over:
            return 0
        text, _ = self.finish_text()
        return len(fitting_rows(text, self.finish_font(), self.panel_width, FINISH_ROWS))

    def finish_font(self) -> pygame.font.Font:
        """Smaller in a narrow panel, so the tower line keeps its room under it."""
        return self.app.font(15 if self.compact_scores() else 17, True)

    def _draw_turn(self, surface: pygame.Surface) -> None:
        title = match_banner(self.app) or "Tactrics Snakes"  # a season's Final: its score
        sizes = (28, 24, 20, 18, 16, 14, 13)
        room = 48  # px over the turn line
        font, rows = banner_rows(self.app.font, title, self.panel_width, sizes, room)
        for index, row in enumerate(rows):  # the players' names whole, in two rows if need be
            at = 8 if len(rows) == 1 else 4 + index * font.get_linesize()
            blit_text(surface, font, row, theme.TEXT, (self.panel_left, at))
        font = self.app.font(20, True)
        if self.state.over:
            blit_text(
                surface, font, "Game over: the final board", theme.ACCENT, (self.panel_left, 56)
            )
            return
        mark = pygame.Rect(self.panel_left, 54, 30, 30)
        colour = self.state.colours[self.state.player]
        font = self.app.font(18, True)
        draw_colour_mark(surface, mark, colour, self.view.colour_blind, font, self.looks)
        x = self.panel_left + 40
        parts = self.turn_line_parts()
        first = parts[0][0]  # a smaller font centred on the mark; the bot part on its baseline
        baseline = 56 + (self.app.font(20, True).get_height() - first.get_height()) // 2
        baseline += first.get_ascent()
        for part_font, text, text_colour in parts:
            top = baseline - part_font.get_ascent()
            x = blit_text(surface, part_font, text, text_colour, (x, top)).right
        self._draw_actions(surface, 94)
        self._draw_finish_state(surface, FINISH_TOP)

    def turn_line_parts(self) -> list[tuple[pygame.font.Font, str, theme.Colour]]:
        """Who is to play, whole in the panel: a smaller font, then without the colour word
        (the colour mark beside it says it) before the name is ever shortened."""
        width = self.panel_width - 40
        colour = colour_word(self.state.colours[self.state.player], self.looks)
        name = self.seat.name
        status = ""
        if self.seat.bot is not None:
            status = f"  {self.seat.bot} bot" + (", thinking…" if self.bot_plan is None else "")
        for who in (f"{name} ({colour})", name):  # the name whole: then smaller, then shorter
            for size in (20, 18, 16):
                font, small = self.app.font(size, True), self.app.font(size - 3)
                words = who if status else f"{who} to play"
                if font.size(words)[0] + small.size(status)[0] <= width:
                    return self._turn_parts(font, words, small, status)
        font, small = self.app.font(16, True), self.app.font(13)
        if status:  # a name longer than the setup allows: shortened, never the bot part
            return self._turn_parts(
                font, clip_text(font, name, width - small.size(status)[0]), small, status
            )
        font, words = whole_title(  # "plays" is shorter: a 16-W name keeps a verb at 800×600
            self.app.font, (f"{name} to play", f"{name} plays", name), width, (16, 15, 14, 13, 12)
        )
        return self._turn_parts(font, words, small, "")

    @staticmethod
    def _turn_parts(
        font: pygame.font.Font, words: str, small: pygame.font.Font, status: str
    ) -> list[tuple[pygame.font.Font, str, theme.Colour]]:
        parts = [(font, words, theme.TEXT)]
        return parts + [(small, status, theme.MUTED_TEXT)] if status else parts

    def _draw_actions(self, surface: pygame.Surface, y: int) -> None:
        limit, taken = action_limit(self.state), self.state.actions_taken
        font = self.app.font(19)
        blit_text(surface, font, "Actions:", theme.TEXT, (self.panel_left, y))
        for index in range(limit):
            centre = (self.panel_left + 96 + index * 26, y + 13)
            if index < taken:
                pygame.draw.circle(surface, theme.MUTED_TEXT, centre, 9, 2)
            else:
                pygame.draw.circle(surface, theme.ACCENT, centre, 9)
        left = limit - taken
        words = f"{left} of {limit} left" if left else "none left: end the turn"
        room = self.panel_width - 104 - limit * 26  # a narrow panel: smaller, then shorter
        font = largest_font(self.app.font, words, room, (19, 17, 15), bold=False)
        if font.size(words)[0] > room:
            words = f"{left} left" if left else "none left"
        blit_text(surface, font, words, theme.TEXT, (self.panel_left + 104 + limit * 26, y))

    def _draw_finish_state(self, surface: pygame.Surface, y: int) -> None:
        text, colour = self.finish_text()
        font = self.finish_font()
        area = pygame.Rect(self.panel_left, y, self.panel_width, FINISH_ROWS * font.get_linesize())
        blit_wrapped(surface, font, text, colour, area)

    def pointed_group_text(self) -> str | None:
        """What the group of the piece under the mouse scores and why (None: no piece)."""
        cell = self.pointed_cell
        if cell is None or self.input.keyboard_last or not self.state.board[cell]:
            return None
        colour = piece_colour(self.state.board[cell])
        owner = next(
            (self.names[p] for p, each in enumerate(self.state.colours) if each == colour), ""
        )
        word = colour_word(colour, self.looks)
        whose = word[:1].upper() + word[1:] + (f" ({owner})" if owner else "")
        towers = TOWERS_OF_CELL[cell]  # the board numbers its towers, never its cells
        where = f"tower{'s' * (len(towers) > 1)} {', '.join(map(str, towers))}"
        return f"{whose} piece on {where}: {group_verdict(self.state.board, cell)}"

    def _draw_turned(self, surface: pygame.Surface, y: int, height: int) -> int:
        """The shown turns, a sentence each behind a small ring like its towers'; the y
        below. Said whole: smaller, then without directions (the rings show them). Where
        even that does not fit (800×600, three turns since the player's last), the turns
        that fit are said and a last line says how many more are ringed: a turn is never
        left out silently. While the player points at a tower the tower's line keeps two
        rows below the news."""
        lines = self.turned_lines()
        if not lines or height <= 0:
            return y
        area = pygame.Rect(self.panel_left + 22, y, self.panel_width - 22, height)
        largest = 15 if self.compact_scores() else 17  # the tower line's room
        choices = ((lines, 15), (self.turned_lines(short=True), NEWS_LEAST))
        for shown, least in choices:
            font = self._news_font(shown, area, largest, least)
            if font is not None:
                break
        else:
            font = self.app.font(NEWS_LEAST)
            shown = self._news_that_fits(choices[-1][0], area, font)
        for line in shown:
            if area.height < font.get_linesize():
                break
            pygame.draw.circle(surface, TURNED_COLOUR, (self.panel_left + 8, area.top + 11), 7, 3)
            bottom = blit_wrapped(surface, font, line, TURNED_COLOUR, area) + 2
            area.height -= bottom - area.top
            area.top = bottom
        return area.top + 2

    def _news_that_fits(
        self, lines: list[str], area: pygame.Rect, font: pygame.font.Font
    ) -> list[str]:
        """The first lines that fit in `area` with a last one "+N more (ringed)." for the
        turns left out ("3 turns ringed." where none fits)."""
        rows = area.height // (font.get_linesize() + 2)
        kept: list[str] = []
        for line in lines:
            wanted = len(wrap_text(line, font, area.width))
            if wanted > rows - 1:  # a row stays for the count of the others
                break
            kept.append(line)
            rows -= wanted
        left_out = lines[len(kept) :]
        if not left_out:
            return kept
        ringed = sum("(ringed)" in line for line in left_out)  # the others passed
        counts = [plural(ringed, "turn") + " ringed"] if ringed else []
        if len(left_out) > ringed:
            counts.append(plural(len(left_out) - ringed, "pass", "passes"))
        counted = ", ".join(counts)
        return kept + [f"+{len(left_out)} more: {counted}." if kept else f"{counted}."]

    def asked_about_tower(self) -> bool:
        """The player points at a tower's handle, or picked one by keys this turn (the
        tower picked before, by default 10, gives way to the news)."""
        hovered = self.input.hovered is not None and not self.pointer_rests
        return hovered or self.input.keyboard_last

    def _news_font(
        self, lines: list[str], area: pygame.Rect, largest: int, least: int
    ) -> pygame.font.Font | None:
        """The largest font from `largest` down to `least` px that says every line whole in
        `area`, each from a new row (None: none does)."""
        for size in range(largest, least - 1, -1):
            font = self.app.font(size)
            rows = sum(len(wrap_text(line, font, area.width)) for line in lines)
            if rows * font.get_linesize() + 2 * (len(lines) - 1) <= area.height:
                return font
        return None

    def fitting_font(
        self, text: str, area: pygame.Rect, largest: int, least: int = 13
    ) -> pygame.font.Font:
        """The largest font from `largest` down to `least` px that wraps `text` whole into
        `area` (a narrow panel with the finish line and the ringed towers is crowded)."""
        for size in range(largest, least, -1):
            font = self.app.font(size)
            if self.wraps_whole(text, font, area):
                return font
        return self.app.font(least)

    @staticmethod
    def wraps_whole(text: str, font: pygame.font.Font, area: pygame.Rect) -> bool:
        return len(wrap_text(text, font, area.width)) * font.get_linesize() <= area.height

    def tower_texts(self, tower: int) -> list[str]:
        """The pointed tower's line, longest first: what each player has on it, by name, and
        whether the player to move may turn it; then the verdict alone (long names crowd it;
        naming players by colour read as other players). The player to move is named, never
        "You" (the shorter line said "You" where the longer said the name)."""
        values = tower_values(self.state.board, tower)
        held = ", ".join(
            f"{self.names[p]} {values[colour]}"
            for p, colour in enumerate(self.state.colours)
            if colour in values
        )
        refusal = rotation_refusal(
            self.state.board, self.state.colours, self.state.player, tower, self.names
        )
        who = self.seat.name  # one way throughout: "You" beside the names read as another
        if refusal is None and not action_limit(self.state) - self.state.actions_taken:
            verdict = f"{who} could turn it, but has no actions left this turn."
        elif refusal is None:
            verdict = f"{who} may turn it."
        elif refusal.startswith(f"{who} "):  # "Ann has no piece there", not "Ann may not: …"
            verdict = f"{refusal}."
        else:
            verdict = f"{who} may not: {refusal}."
        texts = []
        for holding in (True, False):
            what = f" ({held or 'empty'})" if holding else ""
            texts.append(f"Tower {tower}{what}: {verdict}")
        return texts

    def asked(self) -> tuple[list[str], theme.Colour, int] | None:
        """What the player asks by pointing, its wordings longest first, their colour and
        the least type of the longest: the pointed piece's group, else the pointed or picked
        tower, for the human to move (a bot's turn shows none: "Bob may turn it" was the
        turn before's news). None: nothing asked."""
        if not self.human_to_move and not self.state.over:
            return None
        group = self.pointed_group_text()  # the final board's footer promises it too
        if group is not None:
            return [group], theme.TEXT, ANSWER_SIZES[-1]
        tower = self.input.pointed_tower
        resting = self.pointer_rests and not self.input.keyboard_last  # the last player's
        if tower is None or self.state.over or (resting and self.input.hovered is not None):
            return None
        refused = rotation_refusal(
            self.state.board, self.state.colours, self.state.player, tower, self.names
        )
        return self.tower_texts(tower), theme.TEXT if refused is None else theme.MUTED_TEXT, 14

    def _draw_unasked(self, surface: pygame.Surface, y: int) -> None:
        """The keyboard's tower, not asked about this turn (the pointer off the board): in
        the room the news leaves, where it fits whole."""
        asked = self.asked()
        if asked is None:
            return
        area = pygame.Rect(self.panel_left, y, self.panel_width, BUTTONS_TOP - 4 - y)
        for _, answer in self._answers(asked):
            if answer is not None and answer.height <= area.height:
                blit_wrapped(surface, answer.font, answer.text, answer.colour, area)
                return

    def panel_middle(self) -> PanelMiddle:
        """The room between the finish line and the buttons, shared so that the answer to
        what the player points at and the notice are said whole (a refusal and three turns
        of news used to leave no room for a piece's group, and long names cut a tower's
        reason): the answer and the notice in the largest type that leaves the news a row
        ("+2 more (ringed)." counts what it leaves out); then the newer of the two alone (a
        refusal since the pointer last moved, else what the pointer asks)."""
        top = self.panel_tops()["tower"]
        room = BUTTONS_TOP - 4 - top
        news_row = self.app.font(NEWS_LEAST).get_linesize() + 6 if self.turned_lines() else 0
        asked = self.asked()
        if asked is not None and self.pointed_group_text() is None:
            asked = asked if self.asked_about_tower() else None  # else drawn where room is
        tries = [(bool(self.notice), asked)]
        if self.notice and asked is not None:
            tries.append((True, None) if self.notice_fresh else (False, asked))
        whole_news = self._whole_news_height()  # first with every turn said, if it may
        for least_answer, news_least in ((WHOLE_NEWS_ANSWER, whole_news), (0, news_row)):
            for with_notice, question in tries:
                for notice_size, answer in self._answers(question):
                    notice = self._notice_height(notice_size) if with_notice else 0
                    answer_height = answer.height if answer is not None else 0
                    least = self.app.font(least_answer).get_height() if least_answer else 0
                    if answer is not None and answer.font.get_height() < least:
                        continue
                    if notice + answer_height + news_least <= room:
                        news = room - notice - answer_height - 4  # the news ends 4 px lower
                        return PanelMiddle(notice_size * with_notice, news, answer)
        return PanelMiddle(NOTICE_SIZES[-1] * bool(self.notice), room, None)  # none whole

    def _whole_news_height(self) -> int:
        """The news with every turn said in 15 px type (as `_draw_turned` sets it)."""
        lines = self.turned_lines()
        if not lines:
            return 0
        font, width = self.app.font(15), self.panel_width - 22
        rows = sum(len(wrap_text(line, font, width)) for line in lines)
        return rows * font.get_linesize() + 2 * (len(lines) - 1) + 6

    def _answers(
        self, asked: tuple[list[str], theme.Colour, int] | None
    ) -> list[tuple[int, Answer | None]]:
        """Each (notice size, answer) to try, the largest first: the longest wording down to
        its least type, then the shorter ones down to 12 px."""
        if asked is None:
            return [(size, None) for size in NOTICE_SIZES]
        texts, colour, least = asked
        tries: list[tuple[int, Answer | None]] = []
        for index, text in enumerate(texts):
            smallest = least if index == 0 else ANSWER_SIZES[-1]
            for size in ANSWER_SIZES:
                if size < smallest:
                    break
                font = self.app.font(size)
                height = len(wrap_text(text, font, self.panel_width)) * font.get_linesize()
                notice_size = max(NOTICE_SIZES[-1], min(NOTICE_SIZES[0], size))
                tries.append((notice_size, Answer(text, font, colour, height)))
        return tries

    def _notice_height(self, size: int) -> int:
        if not self.notice:
            return 0
        font = self.app.font(size, True)
        return len(wrap_text(self.notice, font, self.panel_width)) * font.get_linesize() + 4

    def score_columns(self) -> list[int]:
        """The centres of the score columns, from the panel's right edge: 66 px apart in a
        wide panel, closer in a narrow one, so the names keep their room."""
        gap = 66 if self.panel_width >= 400 else 48
        right = self.panel_width - (36 if gap > 60 else 26)
        return [right - gap * (len(SCORE_LABELS) - 1 - index) for index in range(4)]

    def compact_scores(self) -> bool:
        """Too narrow for whole names beside four columns: each player's row then folds,
        the whole name and the total on the first line, "snakes + contact + finish" under.
        Long names fold the rows too, in a wide panel as well (16 letters do not fit beside
        four columns)."""
        if self.panel_width < PANEL_LEAST:
            return True
        bold, room = self.app.font(17, True), self.name_room()
        return any(bold.size(name)[0] > room for name in self.names)

    def _draw_scores(self, surface: pygame.Surface, top: int) -> None:
        if self.compact_scores():
            self._draw_compact_scores(surface, top - COMPACT_RISE)
            return
        columns = self.score_columns()
        font = self.app.font(15 if columns[1] - columns[0] > 60 else 13)
        bold = self.app.font(17, True)
        for label, x in zip(SCORE_LABELS, columns, strict=True):
            blit_text(surface, font, label, theme.MUTED_TEXT, (self.panel_left + x, top), "midtop")
        for player, score in enumerate(scores(self.state)):
            y = top + 26 + player * 36
            status = self._player_status(player)
            self._draw_score_row(surface, player, y, bold, status)
            values = (score.snake_points, score.contact_bonus, score.finish_bonus, score.total)
            number_y = y - 4 if status else y + 4  # on the name's line: the status runs below
            for x, value in zip(columns, values, strict=True):
                where = (self.panel_left + x, number_y)
                blit_text(surface, bold, str(value), theme.TEXT, where, "midtop")

    def _draw_compact_scores(self, surface: pygame.Surface, top: int) -> None:
        """Two lines a player: the whole name and the total, then "snakes + contact +
        finish" in 16 px type (it was 13 px: 9 px digits). The log starts below the rows."""
        small = self.app.font(BREAKDOWN_SIZE)
        key_font = self.compact_key_font()
        blit_text(
            surface,
            key_font,
            COMPACT_KEY,
            theme.MUTED_TEXT,
            (self.panel_left + self.panel_width, top),
            "topright",
        )
        total_x = self.panel_left + self.panel_width - 8
        first = top + key_font.get_linesize() + 2
        bold = self.app.font(16, True)
        for player, score in enumerate(scores(self.state)):
            row_top = first + player * COMPACT_PITCH
            if player == self.state.player and not self.state.over:
                row = pygame.Rect(
                    self.panel_left - 6, row_top - 1, self.panel_width + 6, COMPACT_PITCH
                )
                _mark_current_row(surface, row)
            mark = pygame.Rect(self.panel_left, row_top + 7, 24, 24)
            colour = self.state.colours[player]
            draw_colour_mark(surface, mark, colour, self.view.colour_blind, bold, self.looks)
            total = str(score.total)
            room = total_x - bold.size("000")[0] - self.panel_left - STATUS_LEFT
            name = self.names[player]
            font = largest_font(self.app.font, name, room, (15, 14, 13, 12))
            left = self.panel_left + STATUS_LEFT
            baseline = row_top + small.get_ascent()  # the name's and the total's
            name_top = baseline - font.get_ascent()
            blit_text(surface, font, clip_text(font, name, room), theme.TEXT, (left, name_top))
            total_top = baseline - bold.get_ascent()
            blit_text(surface, bold, total, theme.TEXT, (total_x, total_top), "topright")
            parts = f"{score.snake_points} + {score.contact_bonus} + {score.finish_bonus}"
            status = self._player_status(player)
            line = f"{parts}  ·  {status}" if status else parts
            colour_of_line = theme.ACCENT if status else theme.MUTED_TEXT
            room = self.panel_width - STATUS_LEFT  # a status beside the numbers may narrow them
            line_font = largest_font(self.app.font, line, room, (BREAKDOWN_SIZE, 15, 14, 13))
            blit_text(surface, line_font, line, colour_of_line, (left, row_top + 20))

    def compact_key_font(self) -> pygame.font.Font:
        return largest_font(self.app.font, COMPACT_KEY, self.panel_width, (14, 13))

    def scores_bottom(self) -> int:
        """Where the score rows end (folded rows take 41 px a player)."""
        top = self.panel_tops()["scores"]
        if not self.compact_scores():
            return top + 26 + len(self.names) * 36
        key = self.compact_key_font().get_linesize() + 2
        return top - COMPACT_RISE + key + len(self.names) * COMPACT_PITCH

    def _draw_score_row(
        self, surface: pygame.Surface, player: int, y: int, font, status: str
    ) -> None:
        if player == self.state.player and not self.state.over:
            _mark_current_row(
                surface, pygame.Rect(self.panel_left - 6, y - 5, self.panel_width + 6, 36)
            )
        mark = pygame.Rect(self.panel_left, y + 2, 24, 24)
        colour = self.state.colours[player]
        draw_colour_mark(surface, mark, colour, self.view.colour_blind, font, self.looks)
        name_y = y - 4 if status else y + 4
        name = clip_text(font, self.names[player], self.name_room())
        blit_text(surface, font, name, theme.TEXT, (self.panel_left + STATUS_LEFT, name_y))
        if status:  # the whole row's width under the numbers: "2 extra turns left" whole
            small = self.app.font(13)
            where = (self.panel_left + STATUS_LEFT, y + 16)
            blit_text(surface, small, status, theme.ACCENT, where)

    def name_room(self) -> int:
        """The width a name has before the first score column's numbers."""
        return self.score_columns()[0] - STATUS_LEFT - 22

    def _player_status(self, player: int) -> str:
        state = self.state
        if player in state.finishers:
            order = state.finishers.index(player) + 1
            return f"called finish {ORDINALS[order]} (+{state.bonuses[player]})"
        if state.finishing:  # one wording with the turn line's "extra turn 1 of 2"
            used = state.extra_turns[player]
            if used >= EXTRA_TURNS:
                return "extra turns over"
            when = "now" if player == state.player and not state.over else "next"
            return f"extra turn {used + 1} of {EXTRA_TURNS} {when}"
        return ""


def _tower_counts(actions: Sequence[Action], directions: bool) -> str:
    """Each tower turned once in the words, in the order first turned, with how often:
    "12 clockwise twice, 5 anticlockwise" (`directions`), else "12 twice, 5 once", or
    "17, 8 and 13" when none was turned twice."""
    counts: dict[tuple[int, bool | None], int] = {}
    for action in actions:
        key = (action.tower, action.clockwise if directions else None)
        counts[key] = counts.get(key, 0) + 1
    repeated = any(count > 1 for count in counts.values())
    words = []
    for (tower, clockwise), count in counts.items():
        way = "" if clockwise is None else (" clockwise" if clockwise else " anticlockwise")
        often = {1: " once", 2: " twice"}.get(count, f" {number_word(count)} times")
        if count == 1 and (directions or not repeated):
            often = ""  # "once" only beside a tower turned more often
        words.append(f"{tower}{way}{often}")
    if len(words) > 1 and not (directions or repeated):
        return f"{', '.join(words[:-1])} and {words[-1]}"  # "17, 8 and 13"
    return ", ".join(words)


def _mark_current_row(surface: pygame.Surface, row: pygame.Rect) -> None:
    """The player to move's score row: shaded, with a bar at its left edge (a frame round it
    cut through the line under the name)."""
    pygame.draw.rect(surface, theme.PANEL, row, border_radius=6)
    bar = pygame.Rect(row.left, row.top + 3, 3, row.height - 6)
    pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=1)


def _enable(button: UIButton, enabled: bool) -> None:
    if enabled and not button.is_enabled:
        button.enable()
    elif not enabled and button.is_enabled:
        button.disable()
