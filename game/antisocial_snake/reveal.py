"""The reveal: a placement or a movement of an Antisocial Snake board, animated step by step;
the replay viewer plays every chapter of a match the same way.

    app.push(RevealScene(app, session, [chapter_of(outcome)], on_done))

What is on the board at any moment comes only from the state before a chapter and its
events up to that moment (`apply_events` on a copy of the board); nothing here decides a
rule. Events are cut into steps (`group_events`: placement, each after-placement stage,
swaps and direction tiles, each move step, then the scoring) and each step becomes cues:
heads slide, snakes appear, halts flash red with the apples halved written beside them
("7 → 3"), swapped and toggled tiles flash. Snakes are named by letter; the score panel
names their owners only once the match is over.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import pygame

from game.antisocial_snake import events as ev
from game.antisocial_snake.board import BoardState, Snake, swapped_board
from game.antisocial_snake.draw import (
    Picture,
    TileView,
    board_legend,
    picture_of,
    player_marks,
    tile_fill,
    trail_colour,
)
from game.antisocial_snake.levels import COLOUR_NAMES
from game.antisocial_snake.rules import MatchState
from game.antisocial_snake.session import MatchSession
from game.core.coords import Cell
from game.table.session import Outcome
from game.ui import theme
from game.ui.board_view import KEY_CHIP_HEIGHT, KeyToggle, key_folds, layout_focus
from game.ui.layout_record import LAYOUT, TOKEN
from game.ui.reveal_player import (
    RevealPlayer,
    ScorePanel,
    ScoreRow,
    names_least_side,
    row_heights,
)
from game.ui.snake_body import draw_stop_badge
from game.ui.text import largest_font
from game.ui.timeline import Cue

if TYPE_CHECKING:
    from pygame_gui.core import UIContainer

    from game.ui.host import Host

FLASH = (255, 40, 40)
SLIDE_TIME = 0.28
HALT_TIME = 0.7
POP_TIME = 0.3
LEGEND_WIDTH = 170
MIN_ROW = 20
MIN_TEXT = 12
LOG_SIZE = 16  # the log's type, smaller where a player's name would not fit in a row
PANEL_HEADINGS = ("Snake", "Apples")
SCROLL_KEYS = {pygame.K_LEFTBRACKET: -1, pygame.K_RIGHTBRACKET: 1}


# --- the board at any step -----------------------------------------------------------------


@dataclass
class Chapter:
    """One resolved stage: the state before it, its events and its label."""

    label: str
    before: MatchState
    after: MatchState
    events: list[ev.Event]

    @property
    def board_index(self) -> int:
        return self.before.board_index

    def start_board(self) -> BoardState:
        spec = self.before.level.boards[self.board_index]
        if self.before.board is not None:
            return self.before.board.copy()
        return BoardState.fresh(spec, self.board_index)

    def owners(self) -> dict[str, int]:
        board = self.after.boards[self.board_index]
        return {snake.letter: snake.owner for snake in board.snakes}


def chapter_of(outcome: Outcome) -> Chapter:
    return Chapter(outcome.label, outcome.before, outcome.after, list(outcome.events))


def chapters(session: MatchSession) -> list[Chapter]:
    history = session.history
    return [
        Chapter(history.labels[i], history.states[i - 1], history.states[i], history.events[i])
        for i in range(1, len(history.states))
    ]


def _snake(board: BoardState, letter: str) -> Snake:
    snake = board.snake(letter)
    assert snake is not None, letter
    return snake


def apply_event(board: BoardState, event: ev.Event) -> None:
    """One event's visible change on `board` (owners stay unknown: -1)."""
    if isinstance(event, ev.SnakePlaced):
        board.snakes.append(Snake(event.letter, -1, event.colour, event.cell, 0, [event.cell]))
    elif isinstance(event, ev.SnakeBooted):
        colour = board.colours[event.origin]
        board.snakes.append(Snake(event.letter, -1, colour, event.cell, 0, [event.cell]))
    elif isinstance(event, ev.ApplesCleared):
        board.apples.pop(event.cell, None)
    elif isinstance(event, ev.FrameMoved):
        board.apples.pop(event.origin, None)
        if not event.lost and event.target is not None:
            board.apples[event.target] = board.apples.get(event.target, 0) + event.apples
    elif isinstance(event, ev.Toggled):
        board.colours[event.cell] = event.after
    elif isinstance(event, ev.Swapped):
        pair = [(event.first, event.second)]
        board.colours, board.apples = swapped_board(board.colours, board.apples, pair)
    elif isinstance(event, ev.DirectionPlaced):
        board.directions[event.cell] = event.turn
    elif isinstance(event, ev.Moved):
        snake = _snake(board, event.letter)
        board.apples.pop(event.target, None)
        snake.cells.append(event.target)
        snake.apples += event.gain
        snake.score = snake.apples
    elif isinstance(event, ev.Halted):
        snake = _snake(board, event.letter)
        snake.halted = True
        snake.apples = snake.score = event.apples_after
    elif isinstance(event, ev.DigitSummed):
        _snake(board, event.letter).score = event.after


def apply_events(board: BoardState, events: Iterable[ev.Event]) -> BoardState:
    board = board.copy()
    for event in events:
        apply_event(board, event)
    return board


def _group_key(event: ev.Event) -> Any:
    if hasattr(event, "step"):
        return ("step", event.step)
    if isinstance(event, ev.SnakeBooted):
        return ev.SnakePlaced
    if isinstance(event, ev.SwapCancelled):
        return ev.Swapped
    if isinstance(event, ev.DirectionsCancelled):
        return ev.DirectionPlaced
    if isinstance(event, ev.ToggleHeld):
        return ev.Toggled
    if isinstance(event, (ev.DigitSummed, ev.QuizAnswered, ev.BoardScored, ev.MatchFinished)):
        return "scores"
    return type(event)


def group_events(events: Sequence[ev.Event]) -> list[list[ev.Event]]:
    """Consecutive events of one kind (or one move step) form one animation step."""
    groups: list[list[ev.Event]] = []
    last: Any = object()
    for event in events:
        key = _group_key(event)
        if groups and key == last:
            groups[-1].append(event)
        else:
            groups.append([event])
        last = key
    return groups


def step_sound(group: Sequence[ev.Event]) -> str | None:
    """The loudest thing in a step: a halt (collision), else apples claimed (collection), else
    a move or a stop (move); placements and scoring are silent."""
    if any(isinstance(event, ev.Halted) for event in group):
        return "collision"
    if any(isinstance(event, ev.Moved) and event.gain for event in group):
        return "collect"
    if any(isinstance(event, ev.Moved | ev.Stopped | ev.Turned) for event in group):
        return "move"
    return None


def group_title(group: Sequence[ev.Event]) -> str:
    first = group[0]
    if hasattr(first, "step"):
        return f"step {first.step}"
    titles = {
        ev.BoardBegan: "a new board",
        ev.SnakePlaced: "placement",
        ev.SnakeBooted: "placement",
        ev.ApplesCleared: "start tiles cleared",
        ev.FrameMoved: "frame",
        ev.Toggled: "toggles",
        ev.ToggleHeld: "toggles",
        ev.TwistLimitSet: "bids",
        ev.Swapped: "swaps",
        ev.SwapCancelled: "swaps",
        ev.DirectionPlaced: "direction tiles",
        ev.DirectionsCancelled: "direction tiles",
    }
    return titles.get(type(first), "scores")


@dataclass(frozen=True)
class Step:
    """One animation step: its chapter and its events."""

    chapter: int
    events: tuple[ev.Event, ...]


# --- the scene -----------------------------------------------------------------------------


class RevealScene(RevealPlayer):
    board_extra = LEGEND_WIDTH + 12  # the key beside the board
    """Chapters of a match animated step by step (one chapter after a resolve; all of them
    in the replay viewer)."""

    title = "Antisocial Snake: reveal"

    def __init__(
        self,
        app: Host,
        session: MatchSession,
        story: Sequence[Chapter],
        on_done: Callable[[], None],
        auto_continue: bool = False,
        speed: float | None = None,
        on_interrupt: Callable[[], None] | None = None,
    ):
        self.session = session
        self.story = list(story)
        steps = [
            Step(index, tuple(group))
            for index, chapter in enumerate(self.story)
            for group in group_events(chapter.events)
        ]
        groups = [list(step.events) for step in steps]
        super().__init__(app, groups, on_done, auto_continue, speed, on_interrupt)
        self.steps = steps
        self.befores, self.boards = self._boards()
        self.views: dict[int, TileView] = {}
        self.key_toggles: dict[int, KeyToggle] = {}  # each board's key, folded in a small window
        self.pictures: dict[tuple[int, str], Picture] = {}
        self.show_owners = session.finished
        self.player_marks = player_marks(len(session.seats))  # "P1", "P2"…
        self.panel_hovered = False  # the mouse is over the snake list (as last seen)
        self.panel_first = 0  # the first snake row shown when the list is longer than its room
        self.picked_owner: int | None = None  # owners shown: whose snakes a click singled out
        self.arrange_side()
        self.start()

    def arrange_side(self) -> None:
        """The snakes' score panel at the top of the side column, the log under it."""
        side = self.side_area()
        most = max((len(board.snakes) for board in self.boards), default=1)
        room = pygame.Rect(side.left, side.top, side.width, int(side.height * 0.55))
        lines = self._owner_name_lines(room)
        row = MIN_ROW if lines == 1 else row_heights(lines)[0]
        self.panel_rows = max(1, min(most, (room.height - 44) // row))
        self.panel = ScorePanel(
            room, PANEL_HEADINGS, self.panel_rows, self.app, name_lines=lines, whole_words=True
        )
        log_top = self.panel.rect.bottom + 10
        self.log.set_rect(pygame.Rect(side.left, log_top, side.width, side.bottom - 46 - log_top))
        self._fit_log_font()

    def side_least(self) -> int:
        """Once the owners are shown, the side column holds each owner's whole name under
        its snake's "AF (yellow) ·" at 12 px (at 800×600 a 16-letter name was cut)."""
        if not self.show_owners:
            return super().side_least()
        font = self.app.font(MIN_TEXT)
        snakes = {(s.letter, s.colour) for board in self.boards for s in board.snakes}
        letter, colour = max(snakes, key=lambda s: font.size(owner_label(s[0], s[1], ""))[0])
        labels = [owner_label(letter, colour, name) for name in self.session.state.names]
        return names_least_side(self.app, labels, PANEL_HEADINGS, None, 2, True)

    def _owner_name_lines(self, room: pygame.Rect) -> int:
        """2 when the owners are shown and a row "AF (yellow) · name" would not hold a name
        whole on one line in `room` (the rows then take two lines: the snake, then its
        owner's whole name), else 1."""
        if not self.show_owners:
            return 1
        probe = ScorePanel(room, PANEL_HEADINGS, 1, self.app)
        snakes = {(s.letter, s.colour) for board in self.boards for s in board.snakes}
        return 1 if all(
            probe.name_fits(owner_label(letter, colour, name))
            for letter, colour in snakes
            for name in self.session.state.names
        ) else 2  # fmt: skip

    def _fit_log_font(self) -> None:
        """The log's type: LOG_SIZE, or smaller (down to 12 px) until every player's name
        fits in one of its rows (a name is never broken across rows: see `describe`)."""
        widest = max(self.session.state.names, key=self.app.font(LOG_SIZE).size)
        sizes = range(LOG_SIZE, MIN_TEXT - 1, -1)
        font = largest_font(self.app.font, glued(widest), self.log.text_width, sizes, bold=False)
        if font is not self.log.font:
            self.log.font = font
            self.log.set_rect(self.log.rect)

    def build(self, root: UIContainer) -> None:
        """Lay out for the window's size (again after a resize): side column and boards."""
        self.arrange_side()
        self.views.clear()
        super().build(root)

    def _boards(self) -> tuple[list[BoardState], list[BoardState]]:
        """The board before and after each step (a chapter's first step starts from the
        chapter's own start board)."""
        befores: list[BoardState] = []
        afters: list[BoardState] = []
        current: BoardState | None = None
        chapter = -1
        for step in self.steps:
            if step.chapter != chapter:
                chapter = step.chapter
                current = self.story[chapter].start_board()
            assert current is not None
            befores.append(current)
            current = apply_events(current, step.events)
            afters.append(current)
        return befores, afters

    def moment(self) -> tuple[int, str]:
        """The step on screen and how far it is: "before" (the log has not reached it),
        "moving" (its lines are in the log, its heads still on their way) or "after" (every
        head has arrived). The board and the score panel show only what the log has said:
        apples leave a tile when a head arrives there."""
        if not self.steps:
            return -1, "after"
        last = len(self.steps) - 1
        if not self.animating:
            return last, "after"
        index = max(0, min(self.timeline.step_index, last))
        if self.groups_started <= index:
            return index, "before"
        sliding = any(isinstance(e, ev.Moved) for e in self.steps[index].events)
        if sliding and self.timeline.time < self.starts[index] + SLIDE_TIME:
            return index, "moving"
        return index, "after"

    def shown_board(self) -> BoardState | None:
        """The board as the log has told it so far (its scores are the panel's)."""
        index, phase = self.moment()
        if index < 0:
            return None
        return self.befores[index] if phase == "before" else self.boards[index]

    # the kit's hooks

    def heading(self) -> str:
        step = self.shown_step()
        return self.story[step.chapter].label if step else self.title

    def shown_step(self) -> Step | None:
        index, _ = self.moment()
        return self.steps[index] if index >= 0 else None

    def describe(self, event: ev.Event) -> str:
        """The event in words, each player's name glued (`glued`): never broken in the log."""
        return event.describe([glued(name) for name in self.session.state.names])

    def sound_for(self, group: Sequence[ev.Event]) -> str | None:
        return step_sound(group)

    def group_title(self, group: Sequence[ev.Event]) -> str:
        return group_title(group)

    def cues_for(self, group: Sequence[ev.Event]) -> list[Cue]:
        cues = []
        for event in group:
            if isinstance(event, ev.Moved):
                cues.append(Cue(("slide", event), 0.0, SLIDE_TIME))
            elif isinstance(event, ev.Halted):
                cues.append(Cue(("halt", event), 0.0, HALT_TIME))
            elif isinstance(event, (ev.SnakePlaced, ev.SnakeBooted)):
                cues.append(Cue(("flash", event.cell, theme.ACCENT), 0.0, POP_TIME))
            elif isinstance(event, ev.Swapped):
                for cell in (event.first, event.second):
                    cues.append(Cue(("flash", cell, theme.WHITE), 0.0, POP_TIME))
            elif isinstance(event, (ev.Toggled, ev.DirectionPlaced)):
                cues.append(Cue(("flash", event.cell, theme.WHITE), 0.0, POP_TIME))
            elif isinstance(event, ev.FrameMoved):
                cues.append(Cue(("flash", event.origin, theme.WHITE), 0.0, POP_TIME))
        return cues

    def view_for(self, chapter: int) -> TileView:
        board_index = self.story[chapter].board_index
        if board_index not in self.views:
            spec = self.story[chapter].before.level.boards[board_index]
            area = self.board_area()
            blind = self.app.settings.colour_blind
            view = TileView(spec.width, spec.height, area, self.app.font, colour_blind=blind)
            halts = any(
                isinstance(event, ev.Halted)
                for story in self.story
                if story.board_index == board_index
                for event in story.events
            )
            boots = any(
                isinstance(event, ev.SnakeBooted)
                for story in self.story
                if story.board_index == board_index
                for event in story.events
            )
            legend = board_legend(view, self.app.font(13), spec, halts, boots=boots)
            view.legend = legend  # type: ignore[attr-defined]
            key = view.legend.height_for  # type: ignore[attr-defined]
            layout = layout_focus(area, 1, 0, LEGEND_WIDTH, 0, 12, key)
            toggle = KeyToggle(legend)
            bare = max(1, min(area.width, area.height - KEY_CHIP_HEIGHT - 8))
            if key_folds(layout.boards[0].width, bare):  # the key folds behind a chip (F1)
                view.fit(pygame.Rect(area.topleft, (bare, bare)))
                toggle.fold(pygame.Rect(view.area.left, view.area.bottom + 8, 130, KEY_CHIP_HEIGHT))
                view.legend_rect = pygame.Rect(area.left, area.bottom, 0, 0)  # type: ignore[attr-defined]
            else:
                view.fit(layout.boards[0])
                view.legend_rect = layout.legend  # type: ignore[attr-defined]
            self.key_toggles[board_index] = toggle
            self.views[board_index] = view
        return self.views[board_index]

    def shown_key_toggle(self) -> KeyToggle | None:
        """The folded key of the board on view (None before the first step)."""
        index, _ = self.moment()
        if index < 0:
            return None
        self.view_for(self.steps[index].chapter)
        return self.key_toggles.get(self.story[self.steps[index].chapter].board_index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        toggle = self.shown_key_toggle()
        if self.on_interrupt is None and toggle is not None and toggle.handle_event(event):
            return True
        if self.on_interrupt is None and self.scroll_snakes(event):
            return True
        if self.on_interrupt is None and self.pick_owner(event):
            return True
        return super().handle_event(event)

    def pick_owner(self, event: pygame.event.Event) -> bool:
        """Once the owners are shown, a click on a snake rings every snake of its owner and
        lists only theirs; a click on it again (or off the snakes) shows them all again."""
        if not self.show_owners or event.type != pygame.MOUSEBUTTONDOWN:
            return False
        step, board = self.shown_step(), self.shown_board()
        if event.button != pygame.BUTTON_LEFT or step is None or board is None:
            return False
        cell = self.view_for(step.chapter).cell_at(event.pos)
        if cell is None:
            return False
        owners = self.story[step.chapter].owners()
        snake = next((s for s in board.snakes if cell in s.cells[-1:]), None)
        snake = snake or next((s for s in board.snakes if cell in s.cells), None)
        owner = owners.get(snake.letter) if snake is not None else None
        if owner == self.picked_owner:
            owner = None
        changed = owner != self.picked_owner
        self.picked_owner, self.panel_first = owner, 0
        return changed or snake is not None

    def picked_letters(self, board: BoardState, chapter: Chapter) -> set[str]:
        """The letters of the picked owner's snakes on `board` (none picked: none)."""
        if self.picked_owner is None:
            return set()
        owners = chapter.owners()
        return {s.letter for s in board.snakes if owners.get(s.letter) == self.picked_owner}

    def scroll_snakes(self, event: pygame.event.Event) -> bool:
        """The wheel over the snake list, or [ and ], scroll it when it is longer than its
        room (every snake is reachable at any table size)."""
        if event.type == pygame.MOUSEMOTION:
            self.panel_hovered = self.panel.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if not self.panel_hovered:
                return False
            rows = -event.y * 3
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            rows = SCROLL_KEYS[event.key] * max(1, self.panel_rows - 2)
        else:
            return False
        self.panel_first += rows
        self._clamp_panel()
        return True

    def _snake_count(self) -> int:
        step, board = self.shown_step(), self.shown_board()
        if step is None or board is None:
            return 0
        picked = self.picked_letters(board, self.story[step.chapter])
        return len(picked) if picked else len(board.snakes)

    def _clamp_panel(self) -> None:
        room = max(0, self._snake_count() - (self.panel_rows - 1))
        self.panel_first = max(0, min(self.panel_first, room))

    def picture(self, index: int, phase: str) -> Picture:
        """The board shown at step `index` in `phase` (see `moment`): before it, or its end
        with the sliding snakes lifted off and the apples on their targets still there
        until they arrive (built once per step: the view's cache key is the picture)."""
        key = (index, phase)
        if key not in self.pictures:
            self.pictures[key] = self._picture(index, phase)
        return self.pictures[key]

    def _picture(self, index: int, phase: str) -> Picture:
        if phase == "before":
            return picture_of(self.befores[index])
        picture = picture_of(self.boards[index])
        if phase != "moving":
            return picture
        moves = [e for e in self.steps[index].events if isinstance(e, ev.Moved)]
        moving = {e.letter for e in moves}
        waiting = dict(picture.apples)
        for move in moves:
            apples = self.befores[index].apples.get(move.target, 0)
            if apples:
                waiting[move.target] = apples
        snakes = tuple(replace(s, shown=s.letter not in moving) for s in picture.snakes)
        return replace(picture, apples=tuple(sorted(waiting.items())), snakes=snakes)

    def draw_board(self, surface: pygame.Surface, step: int, animating: bool) -> None:
        index, phase = self.moment()
        if index < 0:
            return
        chapter = self.steps[index].chapter
        view = self.view_for(chapter)
        board = self.befores[index] if phase == "before" else self.boards[index]
        view.own = frozenset(self.picked_letters(board, self.story[chapter]))  # ringed
        view.draw(surface, self.picture(index, phase))
        view.legend.draw(surface, view.legend_rect)  # type: ignore[attr-defined]

    def draw_cues(self, surface: pygame.Surface, states: list[tuple[Cue, float]]) -> None:
        index, phase = self.moment()
        if index < 0 or phase == "before":
            return
        view = self.view_for(self.steps[index].chapter)
        picture = self.picture(index, phase)
        for cue, progress in states:
            kind = cue.payload[0]
            if kind == "slide" and phase == "moving":
                self._draw_slide(surface, view, picture, cue.payload[1], progress)
            elif kind == "halt":
                self._draw_halt(surface, view, picture, cue.payload[1], progress)
            elif kind == "flash":
                alpha = int(170 * (1 - progress))
                view.flash_cell(surface, cue.payload[1], cue.payload[2], alpha)

    def _draw_slide(
        self,
        surface: pygame.Surface,
        view: TileView,
        picture: Picture,
        event: ev.Moved,
        progress: float,
    ) -> None:
        """The whole snake of `picture` (the step's end), its head `progress` of the way
        from `event.origin` on."""
        snake = next(s for s in picture.snakes if s.letter == event.letter)
        view.draw_snake(surface, picture, replace(snake, halted=False), progress)

    def _draw_halt(
        self,
        surface: pygame.Surface,
        view: TileView,
        picture: Picture,
        event: ev.Halted,
        progress: float,
    ) -> None:
        pulse = 1 - abs(1 - 2 * progress)
        view.flash_cell(surface, event.target, theme.WHITE, int(200 * pulse))
        pygame.draw.rect(surface, FLASH, view.cell_rect(event.target), 3)
        if event.apples_before:
            self._draw_halving(surface, view, halving_cell(picture, event), event)

    def _draw_halving(
        self, surface: pygame.Surface, view: TileView, cell: Cell, event: ev.Halted
    ) -> None:
        """ "7÷2=3" at the foot of `cell` (see `halving_cell`)."""
        words = f"{event.apples_before}÷2={event.apples_after}"
        rect = view.cell_rect(cell)
        size = max(MIN_TEXT, view.cell_size // 3)
        font = self.app.font(size, True)
        while size > MIN_TEXT and font.size(words)[0] > rect.width - 4:
            size -= 1
            font = self.app.font(size, True)
        label = font.render(words, True, theme.WHITE)
        where = label.get_rect(midbottom=(rect.centerx, rect.bottom - 2))
        pygame.draw.rect(surface, FLASH, where.inflate(4, 2), border_radius=3)
        surface.blit(label, where)

    def score_rows(self, board: BoardState, chapter: Chapter) -> list[ScoreRow]:
        owners = chapter.owners() if self.show_owners else {}
        names = self.session.state.names
        rows = []
        for snake in sorted(board.snakes, key=lambda s: (len(s.letter), s.letter)):
            owner = owners.get(snake.letter)
            name = f"Snake {snake.letter} ({COLOUR_NAMES[snake.colour]})"
            if owner is not None:  # short, for the owner's whole name
                name = owner_label(snake.letter, snake.colour, names[owner])
                if not self.panel.name_fits(name, 2):  # the mark shows the colour too
                    name = f"{snake.letter} · {names[owner]}"
                if not self.panel.name_fits(name, 2):  # and the letter: the owner's name whole
                    name = names[owner]
            mark = self.snake_mark(snake.colour, snake.letter, snake.halted)
            if owner is None:
                rows.append(ScoreRow(mark, name, (snake.score,)))
                continue
            seat = self.player_marks[owner]
            tag = _seat_tag(seat, self.app.font)
            rows.append(ScoreRow(mark, name, (snake.score,), tag=tag, tag_key=seat.letter))
        return rows

    def snake_mark(
        self, colour: str, letter: str, halted: bool = False
    ) -> Callable[[pygame.Surface, pygame.Rect, Any], None]:
        return _snake_mark(colour, letter, self.app.settings.colour_blind, halted)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        toggle = self.shown_key_toggle()  # open beside the board, over the snakes and log
        if toggle is not None and self.moment()[0] >= 0:
            beside = self.side_area()
            beside.height = max(self.log.rect.bottom, self.panel.rect.bottom) - beside.top
            toggle.draw(surface, beside, self.app.font(15))

    def draw_side(self, surface: pygame.Surface) -> None:
        step = self.shown_step()
        board = self.shown_board()
        if step is None or board is None:
            return
        chapter = self.story[step.chapter]
        rows = self.score_rows(board, chapter)
        picked = self.picked_letters(board, chapter)
        note = "click a snake: its owner's snakes" if self.show_owners else ""
        if picked and self.picked_owner is not None:
            snakes = sorted(board.snakes, key=lambda s: (len(s.letter), s.letter))
            rows = [row for row, s in zip(rows, snakes, strict=True) if s.letter in picked]
            seat = self.player_marks[self.picked_owner].letter
            name = self.session.state.names[self.picked_owner]
            note = f"{seat} {name}'s snakes (ringed) · click again: all"
        self.panel.draw(surface, self.shown_rows(rows, note))

    def shown_rows(self, rows: list[ScoreRow], note: str = "") -> list[ScoreRow]:
        """The rows that fit, from `panel_first` on, and a last row saying which snakes they
        are and how to reach the others, when not all fit; else `note` in a last row where
        there is room for it."""
        if len(rows) <= self.panel_rows:
            if note and len(rows) < self.panel_rows:
                return [*rows, ScoreRow(_no_mark, note, ())]
            return rows
        self._clamp_panel()
        room = self.panel_rows - 1
        first = self.panel_first
        shown = rows[first : first + room]
        where = f"snakes {first + 1}–{first + len(shown)} of {len(rows)}"
        more = "wheel or [ ]" if self.show_owners else "wheel or [ ] scrolls"
        if self.show_owners and self.picked_owner is None:
            more += " · click a snake: its owner's"
        return [*shown, ScoreRow(_no_mark, f"{where} · {more}", ())]


def halving_cell(picture: Picture, event: ev.Halted) -> Cell:
    """Where the halted snake's "7÷2=3" goes, clear of its letter, of every head and of the
    board's numbers: on its body's tile behind the head (entered: no number), else on a
    neighbour of the head with no number and no head, else on its own tile (as before)."""
    heads = {s.cells[-1] for s in picture.snakes if s.cells}
    snake = next((s for s in picture.snakes if s.letter == event.letter), None)
    if snake is not None and len(snake.cells) >= 2 and snake.cells[-2] not in heads:
        return snake.cells[-2]
    numbers = {cell for cell, count in picture.apples if count}
    tiles = {cell for cell, _ in picture.colours}
    column, row = event.cell
    for cell in ((column, row + 1), (column, row - 1), (column - 1, row), (column + 1, row)):
        if cell in tiles and cell not in heads and cell not in numbers:
            return cell
    return event.cell


def owner_label(letter: str, colour: str, name: str) -> str:
    """A snake's row once its owner is shown: "D (green) · Wilhelmina Woods"."""
    return f"{letter} ({COLOUR_NAMES[colour]}) · {name}"


def glued(name: str) -> str:
    """`name` with no-break spaces between its words: the log's rows break between the
    words of a line, never inside a player's name."""
    return name.replace(" ", "\u00a0")


def _seat_tag(
    seat: theme.Mark, make: Callable[..., pygame.font.Font]
) -> Callable[[pygame.Surface, pygame.Rect, Any], None]:
    """The owner's chip beside a snake's apples: the player's "P1" mark, as the standings and
    results mark them (a seat's letter and colour read as a snake's letter and a tile: "D ·
    Bob [B]" read as snake B). The disc says which snake, the chip and the name whose."""

    def paint(surface: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font) -> None:
        sizes = range(max(MIN_TEXT, font.get_height() * 3 // 4), MIN_TEXT - 1, -1)
        fitted = largest_font(make, seat.letter, rect.width - 4, sizes)
        chip = rect.copy()  # widened leftwards when even the smallest text needs it
        chip.width = max(rect.width, fitted.size(seat.letter)[0] + 4)
        chip.right = rect.right
        theme.draw_player_mark(surface, chip, seat, fitted)
        pygame.draw.rect(surface, theme.BLACK, chip, 1)

    return paint


def _no_mark(surface: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font) -> None:
    """A row without a mark."""


def _snake_mark(
    colour: str, letter: str, colour_blind: bool, halted: bool = False
) -> Callable[[pygame.Surface, pygame.Rect, Any], None]:
    """A snake's mark as its head on the board: a disc in its own shade, rimmed in its start
    tile's colour (round, unlike a seat's square mark); a halted snake's the same disc with
    the small stop badge on its corner, as on the board."""

    def paint(surface: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font) -> None:
        radius = min(rect.width, rect.height) / 2
        rim = max(2, rect.width // 7)
        pygame.draw.circle(surface, theme.BLACK, rect.center, radius)
        pygame.draw.circle(surface, tile_fill(colour, colour_blind), rect.center, radius - 1)
        pygame.draw.circle(surface, trail_colour(letter), rect.center, radius - 1 - rim)
        words = letter[:2]
        label = font.render(words, True, theme.WHITE)
        place = label.get_rect(center=rect.center)
        surface.blit(label, place)
        if halted:
            badge = max(9, min(rect.width, rect.height) // 2)
            draw_stop_badge(surface, pygame.Rect(rect.right - badge, rect.top, badge, badge))
        if LAYOUT.on:
            LAYOUT.note(surface, TOKEN, rect)
            LAYOUT.text(surface, place, words, font, owner=rect)

    return paint
