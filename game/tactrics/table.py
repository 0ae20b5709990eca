"""Tactrics Snakes on the table kit: setup, results, the replay viewer, Continue and the demo.

setup_scene(app)                 the kit's setup screen (2–4 seats; colours follow the layout)
resume_match(app, path)          Continue: a saved game, exactly where it was left
results_scene(app, session)      the kit's results: ranking, points, a chart per turn
open_replay(app, path)           every action of a finished game, both ways
demo_scene(app, seed, players)   `python main.py demo tactrics-snakes`
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.core.paths import LEVELS
from game.core.problems import ProblemsFound
from game.core.tomlfile import load_toml
from game.table.levels import game_levels
from game.table.seats import BOT_LEVELS
from game.table.session import EntryRefused
from game.tactrics.draw import Marks, draw_colour_mark, piece_look
from game.tactrics.levels import GAME_ID, TactricsLevel, level_from_document, load_level
from game.tactrics.match import Match, Seat, read_match, replay
from game.tactrics.play import PANEL_WIDTH, BoardScene, GameScene
from game.tactrics.rules import GameState, act, colour_name, end_turn, new_game, scores
from game.tactrics.session import TactricsSession
from game.ui import theme
from game.ui.event_log import EventLog
from game.ui.replay import LIST_HEIGHT, RoundList, replay_title
from game.ui.results import Column, Results, ResultsScene
from game.ui.setup import LevelChoice, SetupChoice, SetupConfig, SetupScene
from game.ui.text import blit_wrapped, clip_text
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene

SEAT_RANGE = (2, 4)


def start_layout_path(players: int) -> Path:
    return LEVELS / GAME_ID / f"start-{players}p.toml"


def start_layout(players: int) -> TactricsLevel:
    """The shipped starting layout for 2, 3 or 4 players (raises ProblemsFound)."""
    return load_level(start_layout_path(players))


# --- setup ----------------------------------------------------------------------------------


def seat_colour(index: int, count: int) -> int:
    """The piece colour of seat `index` when `count` play (the layout's colours in order)."""
    try:
        return start_layout(count).colours[index]
    except Exception:  # a broken shipped layout is reported when the game starts
        return index


def seat_look(index: int, count: int):
    return _colour_look(seat_colour(index, count))


def _colour_look(colour: int):
    def paint(surface: pygame.Surface, rect: pygame.Rect, colour_blind: bool, font) -> None:
        draw_colour_mark(surface, rect, colour, colour_blind, font)

    return colour_name(colour).capitalize(), paint


def layout_look(index: int, choice: LevelChoice):
    """A seat's colour words and mark under the chosen start layout."""
    colours = choice.level.colours
    return _colour_look(colours[index] if index < len(colours) else index)


def read_start_layout(path: Path) -> LevelChoice:
    """A start layout as the setup screen lists it (ProblemsFound for a puzzle or a broken
    file, naming the path)."""
    document = load_toml(path)
    level = level_from_document(document)
    if level.mode != "multiplayer":
        words = "a puzzle, not a start layout: open it from Puzzles"
        raise ProblemsFound([document.problem(["mode"], words)])
    players = len(level.colours)
    colours = ", ".join(colour_name(colour) for colour in level.colours)
    summary = [f"For {players} players: {colours}"]
    return LevelChoice(path, level, level.name, summary, level.description)


def start_layouts(players: int) -> list[LevelChoice]:
    """The start layouts for this many players: the shipped one first, then the player's own
    from the level editor (marked "(yours)")."""
    return [
        replace(entry.value, name=f"{entry.value.name} (yours)") if entry.yours else entry.value
        for entry in game_levels(GAME_ID, read_start_layout, LEVELS / GAME_ID, "start-*.toml")
        if len(entry.value.level.colours) == players
    ]


def start_game(app: Host, choice: SetupChoice) -> Scene:
    count = len(choice.seats)
    if choice.level is None:
        path = start_layout_path(count)
        level = load_level(path)
    else:
        path, level = choice.level.path, choice.level.level
    if len(level.colours) != count:
        raise EntryRefused(
            f"{path.name} is a layout for {len(level.colours)} players, not {count}: "
            "pick one from the list"
        )
    seats = [
        Seat(seat.name, colour, seat.bot)
        for seat, colour in zip(choice.seats, level.colours, strict=True)
    ]
    return GameScene(app, TactricsSession.start(level, path, seats, choice.seed))


def setup_scene(app: Host) -> SetupScene:
    config = SetupConfig(
        title="Tactrics Snakes: a new game",
        seat_range=SEAT_RANGE,
        start=start_game,
        initial_kinds=(None, "normal"),
        note="Seats play in this order; the first three turns allow 1, 2 and 3 actions. "
        "The colours follow the starting layout.",
        fixed_colours=seat_look,
        levels_for_seats=start_layouts,
        read_level=read_start_layout,
        level_colours=layout_look,
    )
    return SetupScene(app, config)


# --- Continue, results, demo ----------------------------------------------------------------


def resume_match(app: Host, path: Path) -> Scene | None:
    session = TactricsSession.load(path)
    return None if session.finished else GameScene(app, session)


def states_after_each_turn(match: Match) -> list[GameState]:
    """The position at the start and after every turn of a (legal) match."""
    state = new_game(match.level.board, [seat.colour for seat in match.seats])
    states = [state]
    for turn in match.turns:
        for action in turn.actions:
            state, _ = act(state, action, match.names)
        state, _ = end_turn(state, turn.finish, match.names)
        states.append(state)
    return states


def game_results(match: Match, colour_blind: bool) -> Results:
    final = states_after_each_turn(match)
    end = scores(final[-1])
    colours = [seat.colour for seat in match.seats]

    def paint(surface: pygame.Surface, rect: pygame.Rect, player: int, font) -> None:
        draw_colour_mark(surface, rect, colours[player], colour_blind, font)

    order = final[-1].finishers
    return Results(
        heading="Results",
        detail=f"{match.level.name} · {len(match.turns)} turns",
        names=match.names,
        totals=[score.total for score in end],
        columns=[
            Column("Snakes", 70),
            Column("Contact", 74),
            Column("Finish", 66, theme.ACCENT),
            Column("Points", 66),
        ],
        cells=[
            [str(s.snake_points), str(s.contact_bonus), str(s.finish_bonus or ""), str(s.total)]
            for s in end
        ],
        awards=[
            f"{match.names[player]} called a finish {place}."
            for place, player in zip(("first", "second", "third"), order, strict=False)
        ],
        chart_title="Points after each turn",
        history=[[score.total for score in scores(state)] for state in final],
        paint_mark=paint,
        line_colours=[piece_look(colour, colour_blind).fill for colour in colours],
        chart_axis="turn",
        replay_hint="Every action of every turn",
    )


def results_scene(app: Host, session: TactricsSession) -> ResultsScene:
    def watch_replay() -> None:
        app.push(TactricsReplayScene(app, session.match))

    return ResultsScene(app, game_results(session.match, app.settings.colour_blind), watch_replay)


def demo_scene(app: Host, seed: int, players: int, instant: bool) -> Scene:
    """Bots only, not saved; `instant` plays without pauses or animation."""
    level = start_layout(players)
    seats = [
        Seat(f"{BOT_LEVELS[i % 3].title()} bot {i + 1}", colour, BOT_LEVELS[i % 3])
        for i, colour in enumerate(level.colours)
    ]
    session = TactricsSession.start(level, start_layout_path(players), seats, seed, save=False)
    return GameScene(app, session, bot_pause=0.0 if instant else 0.35)


# --- the replay viewer ----------------------------------------------------------------------


class TactricsReplayScene(BoardScene):
    """Every action of a finished game: Left / Right step, Page Up / Down jump a turn,
    Home / End the start and the end; the log lists what happened up to the shown step."""

    help_lines = ("Left/Right: one action · Page Up/Down or click: a turn · Home/End · Esc",)

    def __init__(self, app: Host, match: Match):
        super().__init__(app)
        self.title = replay_title(match.level.name)
        self.match = match
        self.steps: list[tuple[GameState, str]] = [(self._start(), "The start")]
        self.turn_starts: list[int] = []
        self.turn_labels: list[str] = []
        self._play_turns()
        self.round_list = RoundList(pygame.Rect(0, 0, 0, 0), self.turn_labels, app.font(16))
        self.current = 0
        self.log = EventLog(pygame.Rect(0, 130, PANEL_WIDTH, 456), app.font(17))
        self._show()

    def _start(self) -> GameState:
        return new_game(self.match.level.board, [seat.colour for seat in self.match.seats])

    def _play_turns(self) -> None:
        names = self.match.names
        state = self.steps[0][0]
        for number, turn in enumerate(self.match.turns, start=1):
            who = names[state.player]
            self.turn_starts.append(len(self.steps))
            self.turn_labels.append(f"Turn {number}: {who}")
            for action in turn.actions:
                state, event = act(state, action, names)
                self.steps.append((state, f"Turn {number} ({who}): {event.describe(names)}"))
            state, events = end_turn(state, turn.finish, names)
            words = " ".join(event.describe(names) for event in events)
            self.steps.append((state, f"Turn {number} ({who}) ends. {words}"))

    def build(self, root: UIContainer) -> None:
        items = [
            MenuItem("Step back", lambda: self.go(self.current - 1)),
            MenuItem("Step forward", lambda: self.go(self.current + 1)),
            MenuItem("Back", lambda: self.app.pop(self)),
        ]
        area = pygame.Rect(self.panel_left, self.app.size[1] - 176, 260, 160)
        list_height = min(LIST_HEIGHT, (area.top - 144) // 2)
        self.round_list.rect = pygame.Rect(
            self.panel_left, area.top - 8 - list_height, PANEL_WIDTH, list_height
        )
        log_height = self.round_list.rect.top - 8 - 130
        self.log.set_rect(pygame.Rect(self.panel_left, 130, PANEL_WIDTH, log_height))
        self.menu = ButtonList(self.app.ui, root, area, items, button_height=48, gap=8)

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
        self.draw_board(surface, state.board, Marks())
        font = self.app.font(28, True)
        blit = self.app.font(18)
        title = clip_text(font, self.title, self.app.size[0] - self.panel_left - 12)
        surface.blit(font.render(title, True, theme.TEXT), (self.panel_left, 8))
        where = f"Step {self.current} of {len(self.steps) - 1}"
        surface.blit(blit.render(where, True, theme.MUTED_TEXT), (self.panel_left, 56))
        totals = ", ".join(
            f"{name} {score.total}"
            for name, score in zip(self.match.names, scores(state), strict=True)
        )
        area = pygame.Rect(self.panel_left, 80, PANEL_WIDTH, 48)  # two rows for four players
        blit_wrapped(surface, self.app.font(17), totals, theme.TEXT, area)
        self.log.draw(surface)
        if self.turn_labels:
            self.round_list.draw(surface, self.turn_now())


def open_replay(app: Host, path: Path) -> Scene:
    """The viewer on a match file (ProblemsFound with path:line when it does not replay)."""
    document = load_toml(path)
    match = read_match(document)
    replay(match, document)
    return TactricsReplayScene(app, match)
