"""Tactrics Snakes' first screens: the mode menu and the multiplayer setup.

    app.push(TactricsMenuScene(app))     # the main menu's "Tactrics Snakes"

The menu offers Multiplayer (→ `SetupScene`: 2–4 seats from the start-2p/3p/4p layouts, each
a human or a bot of some level, with names) and Puzzles (→ the puzzle list).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UITextEntryLine

from game.core.paths import LEVELS
from game.core.problems import ProblemsFound
from game.tactrics.draw import draw_colour_mark
from game.tactrics.levels import GAME_ID, TactricsLevel, load_level
from game.tactrics.match import BOT_LEVELS, Seat
from game.tactrics.rules import colour_name
from game.ui import theme
from game.ui.focus import Control, FocusGrid
from game.ui.scene import Scene
from game.ui.text import blit_text
from game.ui.widgets import ButtonList, MenuItem, seat_name_problems

if TYPE_CHECKING:
    from game.ui.host import Host

MIN_SEATS, MAX_SEATS = 2, 4
NAME_LIMIT = 14
DEFAULT_NAMES = ("Ann", "Bob", "Cat", "Dan")
SEAT_KINDS: tuple[str | None, ...] = (None, *BOT_LEVELS)
ROW_TOP, ROW_STEP = 200, 60


def start_layout(players: int) -> TactricsLevel:
    """The shipped starting layout for 2, 3 or 4 players (raises ProblemsFound)."""
    return load_level(LEVELS / GAME_ID / f"start-{players}p.toml")


def kind_label(kind: str | None) -> str:
    return "Human" if kind is None else f"Bot: {kind}"


class TactricsMenuScene(Scene):
    """Multiplayer or Puzzles."""

    title = "Tactrics Snakes"

    def build(self, root: UIContainer) -> None:
        items = [
            MenuItem("Multiplayer", self.open_multiplayer, hint="2 to 4 players, humans or bots"),
            MenuItem("Puzzles", self.open_puzzles, hint="32 solo puzzles against par"),
            MenuItem("Back", lambda: self.app.pop(self), hint="Back to the main menu"),
        ]
        area = pygame.Rect((self.app.size[0] - 400) // 2, 300, 400, 220)
        self.menu = ButtonList(self.app.ui, root, area, items)

    def open_multiplayer(self) -> None:
        self.app.push(SetupScene(self.app))

    def open_puzzles(self) -> None:
        from game.tactrics.puzzle_scene import PuzzleListScene

        self.app.push(PuzzleListScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        centre = self.app.size[0] // 2
        font = self.app.font(64, bold=True)
        blit_text(surface, font, "Tactrics Snakes", theme.TEXT, (centre, 150), "center")
        hint = self.menu.focused_item.hint if self.menu.focused_item else ""
        blit_text(surface, self.app.font(22), hint, theme.TEXT, (centre, 230), "center")
        keys = "Up/Down choose  ·  Enter open  ·  Esc back"
        blit_text(surface, self.app.font(18), keys, theme.MUTED_TEXT, (centre, 760), "center")


@dataclass
class SeatDraft:
    name: str
    kind: str | None = None


class SetupScene(Scene):
    """Players (2–4, each human or bot, named) and Start. The colours follow the layout."""

    title = "Tactrics Snakes — new game"

    def __init__(self, app: Host):
        super().__init__(app)
        self.drafts = [SeatDraft("Ann"), *(SeatDraft(n, "normal") for n in DEFAULT_NAMES[1:])]
        self.players = 2
        self.notice = ""
        self.focus_key = "start"
        self.layouts: dict[int, TactricsLevel | ProblemsFound] = {}

    def layout(self) -> TactricsLevel | ProblemsFound:
        """The starting layout for the chosen number of players (read once)."""
        if self.players not in self.layouts:
            try:
                self.layouts[self.players] = start_layout(self.players)
            except ProblemsFound as found:
                self.layouts[self.players] = found
        return self.layouts[self.players]

    def seat_colour(self, index: int) -> int:
        layout = self.layout()
        return layout.colours[index] if isinstance(layout, TactricsLevel) else index

    @property
    def seats(self) -> list[SeatDraft]:
        return self.drafts[: self.players]

    def build(self, root: UIContainer) -> None:
        self.form = FocusGrid(self.app.ui)
        self.form.add_button(
            root,
            "players",
            pygame.Rect(300, 120, 260, 44),
            f"Players: {self.players}",
            0,
            lambda: self.change_players(1),
            self.change_players,
        )
        for index in range(self.players):
            self._build_seat_row(root, index)
        self.form.add_button(root, "back", pygame.Rect(300, 520, 180, 50), "Back", 10, self.back)
        self.form.add_button(root, "start", pygame.Rect(740, 520, 240, 50), "Start", 10, self.start)
        self.form.focus_key(self.focus_key)

    def _build_seat_row(self, root: UIContainer, index: int) -> None:
        top = ROW_TOP + index * ROW_STEP
        entry = UITextEntryLine(pygame.Rect(500, top, 220, 44), self.app.ui, root)
        entry.set_text_length_limit(NAME_LIMIT)
        entry.set_text(self.drafts[index].name)
        self.form.add(Control(f"name{index}", entry, index + 1))
        self.form.add_button(
            root,
            f"kind{index}",
            pygame.Rect(740, top, 240, 44),
            kind_label(self.drafts[index].kind),
            index + 1,
            lambda: self.cycle_kind(index, 1),
            lambda step: self.cycle_kind(index, step),
        )

    def rebuild(self) -> None:
        current = self.form.current
        self.focus_key = current.key if current else "start"
        self.relayout()

    def change_players(self, step: int) -> None:
        span = MAX_SEATS - MIN_SEATS + 1
        self.players = MIN_SEATS + (self.players - MIN_SEATS + step) % span
        self.rebuild()

    def cycle_kind(self, index: int, step: int) -> None:
        draft = self.drafts[index]
        draft.kind = SEAT_KINDS[(SEAT_KINDS.index(draft.kind) + step) % len(SEAT_KINDS)]
        self.rebuild()

    def back(self) -> None:
        self.app.pop(self)

    def problems(self) -> list[str]:
        return seat_name_problems([draft.name for draft in self.seats])

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.notice = " ".join(problems)
            return
        level = self.layout()
        if isinstance(level, ProblemsFound):
            self.app.show_message("The starting layout cannot be used", map(str, level.problems))
            return
        from game.tactrics.play import GameScene

        seats = [
            Seat(draft.name.strip(), colour, draft.kind)
            for draft, colour in zip(self.seats, level.colours, strict=True)
        ]
        self.app.replace(GameScene(self.app, level, seats, random.randrange(1, 1_000_000)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for control in self.form.controls:
                if control.element is event.ui_element and control.key.startswith("name"):
                    self.drafts[int(control.key[4:])].name = event.ui_element.get_text()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            return True
        if event.type == pygame.KEYDOWN:
            self.notice = ""
        return self.form.handle_event(event)

    def update(self, dt: float) -> None:
        self.form.follow_mouse()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        blit_text(
            surface, self.app.font(36, True), "Tactrics Snakes: a new game", theme.TEXT, (300, 30)
        )
        hint = "Tab / arrows move · Left/Right change · Enter presses · type names in the boxes"
        blit_text(surface, self.app.font(18), hint, theme.MUTED_TEXT, (300, 82))
        font, bold = self.app.font(22), self.app.font(20, True)
        for index in range(self.players):
            top = ROW_TOP + index * ROW_STEP
            mark = pygame.Rect(300, top + 4, 36, 36)
            draw_colour_mark(
                surface, mark, self.seat_colour(index), self.app.settings.colour_blind, bold
            )
            words = f"{index + 1}. {colour_name(self.seat_colour(index))}"
            blit_text(surface, font, words, theme.TEXT, (348, top + 8))
        note = "Seats play in this order; the first three turns allow 1, 2 and 3 actions."
        blit_text(surface, self.app.font(18), note, theme.MUTED_TEXT, (300, 470))
        if self.notice:
            blit_text(surface, self.app.font(20), self.notice, theme.DANGER, (300, 600))
