"""The replay viewer of a finished Tactrics Snakes game: every action, both ways."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.core.tomlfile import load_toml
from game.tactrics.draw import Marks
from game.tactrics.match import Match, read_match, replay, seat_looks
from game.tactrics.play import PANEL_MOST, BoardScene
from game.tactrics.rules import Action, GameState, act, end_turn, new_game, scores
from game.ui import theme
from game.ui.event_log import EventLog, wrap_text
from game.ui.replay import LIST_HEIGHT, RoundList, replay_title
from game.ui.text import blit_text, clip_text, largest_font, largest_wrapped
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene


SCORES_TOP = 80
SCORE_SIZES = ((17, 2), (15, 2), (13, 2), (12, 4))  # every player's score, whole names
LIST_SIZES = (16, 15, 14, 13, 12)


def score_line(names: list[str], totals: list[int]) -> str:
    """Every player's total; a name and its score never wrapped apart."""
    return ", ".join(f"{name}\u00a0{total}" for name, total in zip(names, totals, strict=True))


class ReplayScene(BoardScene):
    """Every action of a finished game: Left / Right step, Page Up / Down jump a turn,
    Home / End the start and the end; the log lists what happened up to the shown step."""

    help_lines = ("Left/Right: one action · Page Up/Down or click: a turn · Home/End · Esc",)

    def __init__(self, app: Host, match: Match):
        self.looks = seat_looks(match.seats)
        super().__init__(app)
        self.title = replay_title(match.level.name)
        self.match = match
        self.steps: list[tuple[GameState, str]] = [(self._start(), "The start")]
        self.step_turned: list[Action | None] = [None]  # each step's tower, ringed as in play
        self.turn_starts: list[int] = []
        self.turn_labels: list[str] = []
        self._play_turns()
        self.round_list = RoundList(pygame.Rect(0, 0, 0, 0), self.turn_labels, app.font(16))
        self.current = 0
        self.score_font = app.font(SCORE_SIZES[0][0])
        self.log = EventLog(pygame.Rect(0, 130, PANEL_MOST, 456), app.font(17))
        self._show()

    def _start(self) -> GameState:
        return new_game(self.match.level.board, [seat.colour for seat in self.match.seats])

    def _play_turns(self) -> None:
        names = self.match.names
        state = self.steps[0][0]
        for number, turn in enumerate(self.match.turns, start=1):
            who = names[state.player]
            self.turn_starts.append(len(self.steps))
            self.turn_labels.append(who)  # the list numbers the turns
            for action in turn.actions:
                state, event = act(state, action, names)
                self.steps.append((state, f"Turn {number}: {event.describe(names)}"))
                self.step_turned.append(action)
            state, events = end_turn(state, turn.finish, names)
            words = " ".join(f"{event.describe(names)}." for event in events)  # sentences
            self.steps.append((state, f"Turn {number}: {words}"))  # the events name who
            self.step_turned.append(None)

    def build(self, root: UIContainer) -> None:
        items = [
            MenuItem("Step back", lambda: self.go(self.current - 1)),
            MenuItem("Step forward", lambda: self.go(self.current + 1)),
            MenuItem("Back", lambda: self.app.pop(self)),
        ]
        area = pygame.Rect(self.panel_left, self.app.size[1] - 176, 260, 160)
        list_height = min(LIST_HEIGHT, (area.top - 144) // 2)
        self.round_list.rect = pygame.Rect(
            self.panel_left, area.top - 8 - list_height, self.panel_width, list_height
        )
        self.round_list.font = self._list_font()
        widest = score_line(self.match.names, [999] * len(self.match.names))
        self.score_font, rows = largest_wrapped(
            self.app.font, widest, self.panel_width, SCORE_SIZES
        )
        log_top = SCORES_TOP + len(rows) * self.score_font.get_linesize() + 4
        log_height = self.round_list.rect.top - 8 - log_top
        self.log.set_rect(pygame.Rect(self.panel_left, log_top, self.panel_width, log_height))
        self.menu = ButtonList(self.app.ui, root, area, items, button_height=48, gap=8)

    def _list_font(self) -> pygame.font.Font:
        """The turn list's font: the largest that sets every row's name whole (with the
        list's number and room for its scroll bar)."""
        names = self.match.names
        widest = max(names, key=lambda name: self.app.font(LIST_SIZES[0]).size(name)[0])
        row = f"{len(self.turn_labels)}. {widest}"
        return largest_font(
            self.app.font, row, self.round_list.rect.width - 30, LIST_SIZES, bold=False
        )

    def go(self, step: int) -> None:
        self.current = min(max(0, step), len(self.steps) - 1)
        self._show()

    def _show(self) -> None:
        self.log.set_lines([label for _, label in self.steps[: self.current + 1]])

    def go_to_turn(self, index: int) -> None:
        self.go(self.turn_starts[index])

    def turn_now(self) -> int:
        """The turn the shown step belongs to (0 before the first action)."""
        return max(0, sum(1 for start in self.turn_starts if start <= self.current) - 1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.round_list.handle_event(event, self.app.mouse_pos(), self.go_to_turn):
            return True
        if event.type != pygame.KEYDOWN:
            return self.log.handle_event(event) or self.menu.handle_event(event)
        moves = {
            pygame.K_RIGHT: self.current + 1,
            pygame.K_LEFT: self.current - 1,
            pygame.K_HOME: 0,
            pygame.K_END: len(self.steps) - 1,
            pygame.K_PAGEDOWN: next((s for s in self.turn_starts if s > self.current), -1),
            pygame.K_PAGEUP: max((s for s in self.turn_starts if s < self.current), default=0),
        }
        if event.key in moves:
            target = moves[event.key]
            self.go(len(self.steps) - 1 if target == -1 else target)
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        state, label = self.steps[self.current]
        action = self.step_turned[self.current]
        self.draw_board(surface, state.board, Marks(turned=(action,) if action else ()))
        room = self.app.size[0] - self.panel_left - 12
        font = largest_font(self.app.font, self.title, room, (28, 24, 20, 18))
        title = clip_text(font, self.title, room)
        blit_text(surface, font, title, theme.TEXT, (self.panel_left, 8))
        where = f"Step {self.current} of {len(self.steps) - 1}"
        blit_text(surface, self.app.font(18), where, theme.MUTED_TEXT, (self.panel_left, 56))
        totals = score_line(self.match.names, [score.total for score in scores(state)])
        y = SCORES_TOP
        for row in wrap_text(totals, self.score_font, self.panel_width):
            blit_text(surface, self.score_font, row, theme.TEXT, (self.panel_left, y))
            y += self.score_font.get_linesize()
        self.log.draw(surface)
        if self.turn_labels:
            self.round_list.draw(surface, self.turn_now())


def open_replay(app: Host, path: Path) -> Scene:
    """The viewer on a match file (ProblemsFound with path:line when it does not replay)."""
    document = load_toml(path)
    match = read_match(document)
    replay(match, document)
    return ReplayScene(app, match)
