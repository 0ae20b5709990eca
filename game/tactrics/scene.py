"""Tactrics Snakes' first screen and its multiplayer game on the table kit.

    app.push(TactricsMenuScene(app))     # the main menu's "Tactrics Snakes"

TactricsMenuScene: Multiplayer, Puzzles or a guided first game.
setup_scene(app)                 the kit's setup screen (2–4 seats; colours follow the layout)
resume_match(app, path)          Continue: a saved game, exactly where it was left
demo_scene(app, seed, players)   `python main.py demo tactrics-snakes`
The results are in results.py, the replay viewer in replay_view.py.
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
from game.core.words import plural
from game.table.levels import game_levels, yours_name
from game.table.seats import BOT_LEVELS
from game.table.session import EntryRefused
from game.tactrics.draw import draw_colour_mark
from game.tactrics.levels import GAME_ID, TactricsLevel, level_from_document, load_level
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.rules import colour_name
from game.tactrics.session import MatchSession
from game.ui import theme
from game.ui.scene import Scene
from game.ui.setup import (
    LevelChoice,
    SetupChoice,
    SetupConfig,
    SetupScene,
    broken_level_choice,
)
from game.ui.text import blit_text, clip_text, wrap_text
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
    if choice.level is None:  # a layout that cannot be played: the plain colours
        return _colour_look(index)
    colours = choice.level.colours
    return _colour_look(colours[index] if index < len(colours) else index)


PUZZLE_WORDS = "a puzzle, not a start layout: open it from Puzzles"


def read_start_layout(path: Path) -> LevelChoice:
    """A start layout as the setup screen lists it (ProblemsFound for a puzzle or a broken
    file, naming the path)."""
    document = load_toml(path)
    level = level_from_document(document)
    if level.mode != "multiplayer":
        raise ProblemsFound([document.problem(["mode"], PUZZLE_WORDS)])
    players = len(level.colours)
    colours = ", ".join(colour_name(colour) for colour in level.colours)
    summary = [f"For {players} players: {colours}"]
    return LevelChoice(path, level, level.name, summary, level.description)


def start_layouts(players: int) -> list[LevelChoice]:
    """The start layouts for this many players: the shipped ones first, the plain one of
    them leading ("Two players" before "Two players: wings"), then the player's own from the
    level editor (marked "(yours)"); last, greyed with its problems, a layout that does not
    load (for any player count: its own cannot be read)."""
    entries = game_levels(GAME_ID, read_start_layout, LEVELS / GAME_ID, "start-*.toml", True)
    fitting = [
        entry
        for entry in entries
        if entry.value is not None and len(entry.value.level.colours) == players
    ]
    fitting.sort(key=lambda entry: (entry.yours, entry.value.name if not entry.yours else ""))
    broken = [
        broken_level_choice(entry)
        for entry in entries
        if entry.value is None and not all(p.message == PUZZLE_WORDS for p in entry.problems)
    ]
    return [
        replace(entry.value, name=yours_name(entry, fitting)) if entry.yours else entry.value
        for entry in fitting
    ] + broken


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
    return GameScene(app, MatchSession.start(level, path, seats, choice.seed))


def setup_scene(app: Host) -> SetupScene:
    config = SetupConfig(
        game_id=GAME_ID,
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
    session = MatchSession.load(path)
    return None if session.finished else GameScene(app, session)


def demo_scene(app: Host, seed: int, players: int, instant: bool) -> GameScene:
    """Bots only, not saved; `instant` plays without pauses or animation."""
    level = start_layout(players)
    seats = [
        Seat(f"{BOT_LEVELS[i % 3].title()} bot {i + 1}", colour, BOT_LEVELS[i % 3])
        for i, colour in enumerate(level.colours)
    ]
    session = MatchSession.start(level, start_layout_path(players), seats, seed, save=False)
    return GameScene(app, session, bot_pause=0.0 if instant else 0.35)


# --- the replay viewer ----------------------------------------------------------------------


def puzzles_hint() -> str:
    """The puzzle list's own count: the shipped pack and the player's own puzzles."""
    from game.tactrics.puzzle import broken_puzzles, load_pack

    try:
        pack = load_pack()
    except ProblemsFound:
        return "Solo puzzles against par"
    own = sum(level.name.endswith("(yours)") for level in pack)
    words = f"{plural(len(pack) - own, 'solo puzzle')} against par"
    words += f", and {own} of yours" if own else ""
    broken = broken_puzzles()  # not in the pack: said, with where and why
    return words + (f". Cannot be played: {broken[0]}" if broken else "")


class TactricsMenuScene(Scene):
    """Multiplayer, Puzzles or the guided first game."""

    title = "Tactrics Snakes"

    def build(self, root: UIContainer) -> None:
        items = [
            MenuItem("Multiplayer", self.open_multiplayer, hint="2 to 4 players, humans or bots"),
            MenuItem("Puzzles", self.open_puzzles, hint=puzzles_hint()),
            MenuItem(
                "Guided first game",
                self.open_tutorial,
                hint="Against a bot, with each rule told when it first matters",
            ),
            MenuItem("Back", lambda: self.app.pop(self), hint="Back to the main menu"),
        ]
        area = pygame.Rect((self.app.size[0] - 400) // 2, 300, 400, 290)
        self.menu = ButtonList(self.app.ui, root, area, items)

    def open_multiplayer(self) -> None:
        self.app.push(setup_scene(self.app))

    def open_puzzles(self) -> None:
        from game.tactrics.puzzle_scene import PuzzleListScene

        self.app.push(PuzzleListScene(self.app))

    def open_tutorial(self) -> None:
        from game.tactrics.tutorial import tutorial_scene

        self.app.push(tutorial_scene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        centre = self.app.size[0] // 2
        font = self.app.font(64, bold=True)
        blit_text(surface, font, "Tactrics Snakes", theme.TEXT, (centre, 150), "center")
        hint = self.menu.focused_item.hint if self.menu.focused_item else ""
        room = self.app.size[0] - 80
        font = self.app.font(22)
        if font.size(hint)[0] > room:  # a long one (a file of yours that cannot be played)
            font = self.app.font(18)  # wrapped in up to three rows between title and list
        rows = wrap_text(hint, font, room)[:3]
        top = 230 - (len(rows) - 1) * font.get_linesize() // 2
        for index, row in enumerate(rows):
            y = top + index * font.get_linesize()
            blit_text(surface, font, clip_text(font, row, room), theme.TEXT, (centre, y), "center")
        keys = "Up/Down choose  ·  Enter open  ·  Esc back"
        bottom = self.app.size[1] - 40
        blit_text(surface, self.app.font(18), keys, theme.MUTED_TEXT, (centre, bottom), "center")
