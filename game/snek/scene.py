"""Snek's screens around a battle: the Snek menu, battle setup, Continue, Replays, demos.

    app.push(snek_menu(app))          # the main menu's "Snek": battle, tournament, editor
    resume_match(app, path), open_replay(app, path)   # Continue and Replays (game/ui/matches)

Battle setup: the sneks on the left (the player's own, then the samples; the samples the
bots fight with say so), the lineup in start order in the middle (2–9 sneks; a click takes
one out), the arena with its starts and the seed on the right. Start checks the lineup with
the rules' own `check_lineup` (the check the battle-file reader uses) and shows its words.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UITextEntryLine

from game.core.tomlfile import load_toml
from game.snek.bot import BOT_SNEKS
from game.snek.draw import (
    ArenaView,
    another_colour,
    button_font,
    colour_word,
    distinct_colours,
    fitted_label,
    snek_looks,
)
from game.snek.levels import Arena
from game.snek.match import MAX_SEED
from game.snek.program import GAME_ID, Program
from game.snek.rules import MAX_SNEKS, MIN_SNEKS, RuleViolation, check_lineup
from game.snek.samples import (
    broken_arenas,
    load_arenas,
    load_samples,
    load_user_sneks,
    own_snek_names,
)
from game.snek.session import MatchSession
from game.ui import theme
from game.ui.focus import Control, FocusGrid
from game.ui.scene import Scene
from game.ui.setup_memory import load_setup, save_setup, show_unreadable
from game.ui.text import blit_text, blit_wrapped, clip_text, largest_wrapped
from game.ui.widgets import (
    BUTTON_PADDING,
    SMALL_BUTTON_FONT,
    TINY_BUTTON_FONT,
    ButtonList,
    MenuItem,
)

if TYPE_CHECKING:
    from game.ui.host import Host

LIST_ROW = 38
MARK_ROOM = 42  # a lineup snek's mark (its colour and number) left of its button
REMOVE = "  ×"  # a lineup button's end: it takes the snek out
LINEUP_MOST = 0.55  # of the window's width: the most the choices and lineup columns take
ARENA_SIDE_BY_SIDE = 300  # the arena column's least width with the details beside the buttons
DEMO_BATTLE_ARENA = "rooms.toml"


@dataclass(frozen=True)
class SnekChoice:
    """A snek the player can pick: its program, where it is kept, how the list shows it."""

    program: Program
    path: Path
    label: str
    own: bool
    owner: str = "sample"  # whose it is: "mine", "easy bot" …, or "sample"


def snek_choices() -> tuple[list[SnekChoice], list[str]]:
    """The player's sneks, then the samples (bots' samples say which bot); and the problems
    of own files that cannot be read."""
    own, broken = load_user_sneks()
    bots = {name: level for level, name in BOT_SNEKS.items()}
    choices = [
        SnekChoice(replace(program, name=name), path, f"{name} · mine", True, "mine")
        for (path, program), name in zip(own, own_snek_names(own), strict=True)
    ]
    for path, program in load_samples():
        bot = bots.get(path.stem)
        owner = f"{bot} bot" if bot else "sample"
        label = f"{program.name} · {owner}" if bot else program.name
        choices.append(SnekChoice(program, path, label, False, owner))
    return choices, [str(problem) for found in broken for problem in found.problems]


def lineup_labels_fit(app: Host, labels: Sequence[str], width: int) -> bool:
    """Whether every lineup label shows whole on a button `width` px wide."""
    return all(fitted_label(app, label, width)[0] == label for label in labels)


# --- the Snek menu --------------------------------------------------------------------------


class SnekMenu(Scene):
    """Battle, tournament, the program editor."""

    title = "Snek"

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        items = [
            MenuItem("Battle", lambda: self.app.push(BattleSetup(self.app)), hint="2–9 sneks"),
            MenuItem("Tournament", self.open_tournament, hint="Every snek against every other"),
            MenuItem("My sneks: the program editor", self.open_sneks, hint="Program your snek"),
            MenuItem("Guided first snek", self.open_guide, hint="Make a snek step by step"),
            MenuItem("Back", lambda: self.app.pop(self)),
        ]
        area = pygame.Rect((width - 440) // 2, height // 3, 440, 5 * 64)
        self.menu = ButtonList(self.app.ui, root, area, items, button_height=52, gap=12)

    def open_tournament(self) -> None:
        from game.snek.tournament_view import TournamentScene

        kept = self.app.kept.get(TournamentScene.KEPT_AS)
        scene = kept if isinstance(kept, TournamentScene) else TournamentScene(self.app)
        self.app.kept[TournamentScene.KEPT_AS] = scene  # its choices and standings come back
        self.app.push(scene)

    def open_guide(self) -> None:
        from game.snek.tutorial import tutorial_scene

        self.app.push(tutorial_scene(self.app))

    def open_sneks(self) -> None:
        from game.snek.program_editor import SnekListScene

        self.app.push(SnekListScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = self.app.size
        title = self.app.font(40, bold=True)
        blit_text(surface, title, "Snek", theme.TEXT, (width // 2, height // 3 - 110), "midtop")
        item = self.menu.focused_item
        line = "Program a snek with 7×7 patterns, then watch it hunt other sneks' tails."
        hint = item.hint if item is not None and item.hint else line
        font = self.app.font(20)
        blit_text(surface, font, hint, theme.MUTED_TEXT, (width // 2, height // 3 - 50), "midtop")


def snek_menu(app: Host) -> Scene:
    return SnekMenu(app)


# --- battle setup ---------------------------------------------------------------------------


EMPTY_SEED = "An empty seed plays as seed 0."
FULL_LINEUP = f"A battle has at most {MAX_SNEKS} sneks."


class BattleSetup(Scene):
    """Sneks, lineup, arena and seed for a new battle (see the module docstring)."""

    title = "Snek: a new battle"

    def __init__(self, app: Host):
        super().__init__(app)
        self.choices, self.broken = snek_choices()
        self.arenas: list[tuple[Path, Arena]] = load_arenas()
        memory = load_setup(GAME_ID)
        self.arena_index = self._first_arena(memory.extra.get("arena"))
        self.lineup = self._first_lineup(memory.extra.get("sneks"))
        self.picked: list[str | None] = [None] * len(self.lineup)  # "Another colour" picks
        self.recoloured: int | None = None  # the lineup place told it plays another colour
        self.first_choice = 0
        self.pointer = (-1, -1)  # where the mouse last moved (what the wheel scrolls)
        self.seed = random.randrange(1, 1_000_000)
        self.notice = ""
        self.colour_note = ""  # the notice when it says which colour a snek plays: not an error
        self.shorter_notes: list[str] = []  # the colour note said shorter, for a narrow window
        self.memory = memory
        self.focus_key = "start"
        self.preview: ArenaView | None = None
        if self.broken:
            self.notice = "Some of your sneks cannot be read: " + "; ".join(self.broken[:2])
        unplayable = broken_arenas()
        if unplayable:  # not listed: said, with where and why
            self.notice = "An arena of yours cannot be played: " + "; ".join(unplayable[:2])

    def enter(self) -> None:
        super().enter()
        show_unreadable(self.app, self.memory)

    # the last setup

    def _first_arena(self, remembered: object) -> int:
        """The arena of the last battle set up, while it is still offered; else the first."""
        paths = [str(path) for path, _ in self.arenas]
        return paths.index(remembered) if remembered in paths else 0

    def _first_lineup(self, remembered: object) -> list[int]:
        """The sneks of the last battle set up that are still offered (in their order);
        two sample sneks when none is."""
        paths = [str(choice.path) for choice in self.choices]
        if isinstance(remembered, list):
            kept = [paths.index(path) for path in remembered if path in paths]
            if kept:
                return kept[:MAX_SNEKS]
        return [index for index, choice in enumerate(self.choices) if not choice.own][:2]

    def remember(self) -> None:
        """Keep the lineup and the arena as Snek's last setup."""
        sneks = [str(self.choices[index].path) for index in self.lineup]
        arena = str(self.arenas[self.arena_index][0]) if self.arenas else ""
        save_setup(GAME_ID, extra={"sneks": sneks, "arena": arena})

    def exit(self) -> None:
        self.remember()
        super().exit()

    # layout

    def columns(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        width, height = self.app.size
        top, bottom = 110, height - 90
        small = self.app.font(SMALL_BUTTON_FONT, bold=True)  # the least the labels take
        need = max((small.size(f"+ {c.label}")[0] for c in self.choices), default=0) + 20
        wide = max(int(width * 0.27), min(need, int(width * 0.31)))
        lineup = int(width * 0.54) - wide
        lineup = max(lineup, min(self.lineup_need(), int(width * LINEUP_MOST) - wide))
        if lineup < self.lineup_need(TINY_BUTTON_FONT):  # narrow: names whole before the arena
            wide = self.choices_need(TINY_BUTTON_FONT)
            lineup = self.lineup_need(TINY_BUTTON_FONT)
        left = pygame.Rect(30, top, wide, bottom - top)
        middle = pygame.Rect(left.right + 20, top, lineup, bottom - top)
        right = pygame.Rect(middle.right + 20, top, width - middle.right - 50, bottom - top)
        return left, middle, right

    def choices_need(self, size: int) -> int:
        """The sneks column's width that shows every name whole at font `size` (whose it is
        may be left out)."""
        font = self.app.font(size, bold=True)
        most = max((font.size(f"+ {c.program.name}")[0] for c in self.choices), default=0)
        return most + 2 * BUTTON_PADDING + 4

    def lineup_need(self, size: int = SMALL_BUTTON_FONT) -> int:
        """The lineup column's width that shows every offered name whole beside its mark
        and "×" at font `size` (the column never takes more than LINEUP_MOST, unless the
        tiny font needs more)."""
        font = self.app.font(size, bold=True)
        most = max((font.size(f"{c.program.name}{REMOVE}")[0] for c in self.choices), default=0)
        return MARK_ROOM + most + 2 * BUTTON_PADDING

    def arena_stacked(self) -> bool:
        """Whether the arena column is too narrow for the details beside the arena buttons:
        then buttons, seed, details and preview stand one under the other."""
        return self.columns()[2].width < ARENA_SIDE_BY_SIDE

    def arena_parts(self) -> tuple[int, int, pygame.Rect, pygame.Rect]:
        """The arena column's parts: the arena buttons' width, the seed row's top, the
        details' box and the preview's box."""
        right = self.columns()[2]
        seed_top = right.top + len(self.arenas) * LIST_ROW + 8
        if not self.arena_stacked():
            details = pygame.Rect(right.left + right.width // 2, right.top, right.width // 2, 150)
            preview = pygame.Rect(
                right.left, seed_top + 50, right.width, right.bottom - seed_top - 50
            )
            return right.width // 2 - 6, seed_top, details, preview
        font, rows = self.details_rows(right.width)
        height = len(rows) * font.get_linesize()
        details = pygame.Rect(right.left, seed_top + 46, right.width, height)
        preview = pygame.Rect(right.left, details.bottom + 8, right.width, 0)
        preview.height = right.bottom - preview.top
        return right.width, seed_top, details, preview

    def seed_font(self) -> pygame.font.Font:
        return self.app.font(16 if self.arena_stacked() else 18)

    def seed_row(self, top: int) -> tuple[pygame.Rect, pygame.Rect, str | None]:
        """The seed field (right of "Seed:") and the Random button beside it, and the
        button's theme class: in a stacked arena column a smaller one, so a six-digit seed
        shows whole."""
        right = self.columns()[2]
        label = self.seed_font().size("Seed:")[0] + 10
        style, font, edges = None, button_font(self.app), 20
        if self.arena_stacked():
            label -= 4
            style, font = "@tiny_button", self.app.font(TINY_BUTTON_FONT, bold=True)
            edges = 2 * BUTTON_PADDING
        random_width = font.size("Random")[0] + edges
        seed_width = min(140, right.width - label - 8 - random_width)  # Random beside it
        seed_box = pygame.Rect(right.left + label, top, seed_width, 36)
        return seed_box, pygame.Rect(seed_box.right + 8, top, random_width, 36), style

    def arena_details(self) -> str:
        arena = self.arenas[self.arena_index][1]
        return (
            f"{arena.width}×{arena.height}, {len(arena.starts)} starts, "
            f"up to {arena.rounds} rounds. {arena.description}"
        )

    def details_rows(self, width: int) -> tuple[pygame.font.Font, list[str]]:
        """The arena's details in the largest font that takes at most five rows."""
        if not self.arenas:
            return self.app.font(15), []
        sizes = [(15, 4), (14, 5), (13, 5), (12, 5)]
        font, rows = largest_wrapped(self.app.font, self.arena_details(), width, sizes)
        return font, rows[:5]

    def lineup_labels(self) -> list[str]:
        """The lineup buttons' words: number, name, whose and "×"; in a narrow column without
        whose, then without the number (the mark beside it shows it); a name cut only when
        even the tiny font is too wide, and then the "×" still shows."""
        count = range(len(self.lineup))
        width = self.lineup_row(0).w
        for names in (
            [f"{n + 1}. {self.lineup_name(n)}{REMOVE}" for n in count],
            [f"{n + 1}. {self.lineup_name(n, owner=False)}{REMOVE}" for n in count],
        ):
            if lineup_labels_fit(self.app, names, width):
                return names
        tiny = self.app.font(TINY_BUTTON_FONT, bold=True)
        room = width - 2 * BUTTON_PADDING - tiny.size(REMOVE)[0]
        return [f"{clip_text(tiny, self.lineup_name(n, owner=False), room)}{REMOVE}" for n in count]

    def lineup_row(self, position: int) -> pygame.Rect:
        """Lineup place `position`'s button, right of the snek's mark (its colour and number)."""
        middle = self.columns()[1]
        top = middle.top + position * LIST_ROW
        return pygame.Rect(middle.left + MARK_ROOM, top, middle.width - MARK_ROOM, 34)

    def rows_fit(self) -> int:
        return max(3, (self.columns()[0].height - 40) // LIST_ROW)

    def build(self, root: UIContainer) -> None:
        left, middle, right = self.columns()
        self.form = FocusGrid(self.app.ui)
        shown = self.choices[self.first_choice : self.first_choice + self.rows_fit()]
        for offset, choice in enumerate(shown):
            index = self.first_choice + offset
            rect = pygame.Rect(left.left, left.top + offset * LIST_ROW, left.width, LIST_ROW - 4)
            column = [f"+ {c.label}" for c in shown]
            words, name = f"+ {choice.label}", f"+ {choice.program.name}"
            label, style = fitted_label(self.app, words, left.width, column, shorter=name)
            self.form.add_button(
                root, f"snek{index}", rect, label, offset, self.adder(index), object_id=style
            )
        names = self.lineup_labels() if self.lineup else []
        for position in range(len(self.lineup)):
            rect = self.lineup_row(position)
            label, style = fitted_label(self.app, names[position], rect.w, names)
            self.form.add_button(
                root, f"line{position}", rect, label, position, self.remover(position),
                object_id=style,
            )  # fmt: skip
        if self.recoloured is not None:
            rect = self.lineup_row(len(self.lineup))
            rect.left, rect.width = middle.left, middle.width
            words = f"Another colour for {self.recoloured + 1}."  # the notice says whose
            if fitted_label(self.app, words, rect.w)[0] != words:
                words = f"Another colour: {self.recoloured + 1}"
            label, style = fitted_label(self.app, words, rect.w)
            self.form.add_button(
                root, "colour", rect, label, len(self.lineup), self.next_colour, object_id=style
            )
        arena_top = right.top
        button_width, seed_top, _, preview = self.arena_parts()
        for index, (_, arena) in enumerate(self.arenas):
            rect = pygame.Rect(right.left, arena_top + index * LIST_ROW, button_width, 34)
            name = arena.name or f"Arena {index + 1}"
            names = [f"» {a.name or 'Arena'} «" for _, a in self.arenas]
            label, style = fitted_label(
                self.app, f"» {name} «" if index == self.arena_index else name, rect.width, names
            )
            self.form.add_button(
                root, f"arena{index}", rect, label, index, self.chooser(index), object_id=style
            )
        seed_box, random_box, random_style = self.seed_row(seed_top)
        entry = UITextEntryLine(seed_box, self.app.ui, root)
        entry.set_allowed_characters("numbers")
        entry.set_text_length_limit(12)
        entry.set_text(str(self.seed))
        self.form.add(Control("seed", entry, len(self.arenas)))
        self.form.add_button(
            root, "random", random_box, "Random", len(self.arenas), self.new_seed,
            object_id=random_style,
        )  # fmt: skip
        self.preview = None
        if self.arenas:
            arena = self.arenas[self.arena_index][1]
            self.preview = ArenaView(arena, preview, self._looks(), self.app.font, labels=False)
        width, height = self.app.size
        footer = height - 70
        self.form.add_button(
            root, "back", pygame.Rect(30, footer, 160, 50), "Back", 40, lambda: self.app.pop(self)
        )
        self.form.add_button(
            root, "start", pygame.Rect(width - 230, footer, 200, 50), "Start battle", 40, self.start
        )
        self.form.focus_key(self.focus_key)

    def lineup_name(self, position: int, owner: bool = True) -> str:
        """A lineup snek's name and whose it is ("mine", "easy bot", "sample"; left out by
        `owner` False, in a narrow column); the mark beside it is the colour it plays (a
        colour word here read as another snek's name)."""
        choice = self.choices[self.lineup[position]]
        return f"{choice.program.name} · {choice.owner}" if owner else choice.program.name

    def _looks(self) -> list:
        return snek_looks(self.programs(), self.app.settings.colour_blind)

    def _chosen_programs(self) -> list[Program]:
        return [self.choices[index].program for index in self.lineup]

    def rebuild(self) -> None:
        current = self.form.current
        self.focus_key = current.key if current else "start"
        self.relayout()

    # changes

    def adder(self, index: int):
        def add() -> None:
            if len(self.lineup) >= MAX_SNEKS:
                self.notice = FULL_LINEUP
                return
            before = self.programs()
            self.lineup.append(index)
            self.picked.append(None)
            self.tell_recoloured(before)
            self.rebuild()

        return add

    def remover(self, position: int):
        def remove() -> None:
            del self.lineup[position]
            del self.picked[position]
            self.recoloured = None
            self._forget_full()
            self.rebuild()

        return remove

    def chooser(self, index: int):
        def choose() -> None:
            self.arena_index = index
            self._forget_full()
            self.rebuild()

        return choose

    def _forget_full(self) -> None:
        """The full lineup's note goes with the next change (it stayed after picking
        another arena, as if that were refused too)."""
        if self.notice == FULL_LINEUP:
            self.notice = ""

    def new_seed(self) -> None:
        self.seed = random.randrange(1, 1_000_000)
        self.rebuild()

    def programs(self) -> list[Program]:
        """The lineup's programs, each in the colour it plays this battle (kept in the battle
        file, so its replay shows the same colours)."""
        return distinct_colours(self._wanted(), self.offered())[0]

    def _told(self) -> dict[int, str]:
        """What to tell of each lineup snek that plays another colour than it was given."""
        return distinct_colours(self._wanted(), self.offered())[1]

    def offered(self) -> list[Program]:
        """Every snek on offer (a snek recoloured avoids their colours where it can)."""
        return [choice.program for choice in self.choices]

    def _wanted(self) -> list[Program]:
        """The lineup's programs in their own colours or the colours picked for them."""
        chosen = self._chosen_programs()
        return [replace(p, colour=c) if c else p for p, c in zip(chosen, self.picked, strict=True)]

    def tell_recoloured(self, before: Sequence[Program]) -> None:
        """After a snek joined: tell every snek that now plays another colour than before (or
        than its own) and offer the first another; clashes are settled in one order
        (`settle_order`)."""
        programs = self.programs()
        told = self._told()
        changed = [
            position
            for position in told
            if position >= len(before) or before[position].colour != programs[position].colour
        ]
        self.recoloured = changed[0] if changed else None
        self.notice = ""
        self.shorter_notes = []
        if changed:  # every snek recoloured (one joining can move another); the button: the first
            said = " ".join(f"{position + 1}. {told[position]}" for position in changed)
            offer = "Another one: the button under the lineup."
            self.notice = self.colour_note = f"{said} {offer}"
            plays = " ".join(
                f"{position + 1}. {programs[position].name} plays "
                f"{colour_word(programs[position])} here."
                for position in changed
            )
            self.shorter_notes = [f"{plays} {offer}", plays]

    def next_colour(self) -> None:
        """The recoloured snek in the next colour no other snek of the lineup has."""
        if self.recoloured is None or self.recoloured >= len(self.lineup):
            return
        programs = self.programs()
        self.picked[self.recoloured] = another_colour(
            programs, self.recoloured, self.offered()
        ).colour
        name = programs[self.recoloured].name
        colour = colour_word(self.programs()[self.recoloured])
        self.notice = self.colour_note = f"{self.recoloured + 1}. {name} plays {colour} here."
        self.shorter_notes = []
        self.rebuild()

    def problems(self) -> list[str]:
        """Why the battle cannot start: the rules' check of the lineup on the arena."""
        if not self.arenas:
            return ["No arena to fight in."]
        found = check_lineup(self.arenas[self.arena_index][1], self.programs())
        if not 0 <= self.seed <= MAX_SEED:
            found.append(f"the seed must be 0 to {MAX_SEED}")
        return found

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.notice = "; ".join(problems).capitalize() + "."
            return
        path, arena = self.arenas[self.arena_index]
        try:
            session = MatchSession.start(path, arena, self.programs(), self.seed)
        except RuleViolation as violation:
            self.notice = violation.message
            return
        except OSError as error:
            self.app.show_message("The battle could not be saved", [str(error)])
            return
        from game.snek.replay_view import BattleViewer

        self.app.replace(BattleViewer(self.app, session))

    # events

    def handle_event(self, event: pygame.event.Event) -> bool:
        seed_entry = next((c.element for c in self.form.controls if c.key == "seed"), None)
        if event.type == pygame.TEXTINPUT and seed_entry is not None and seed_entry.is_focused:
            dropped = "".join(c for c in event.text if not c.isdigit())
            if dropped:  # the field takes digits only: say so instead of dropping in silence
                self.notice = f'The seed takes digits only: "{dropped}" left out.'
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            text = event.ui_element.get_text()
            self.seed = int(text) if text.isdigit() else 0
            if event.ui_element is seed_entry:
                if not text:
                    self.notice = EMPTY_SEED
                elif self.notice == EMPTY_SEED:
                    self.notice = ""
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_choices(self.rows_fit() * (1 if event.key == pygame.K_PAGEDOWN else -1))
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.columns()[0].collidepoint(self.pointer):
            self.scroll_choices(-event.y)  # a row a notch
            return True
        if event.type == pygame.KEYDOWN:
            self.notice = ""
        return self.form.handle_event(event)

    def scroll_choices(self, step: int) -> None:
        last = max(0, len(self.choices) - self.rows_fit())
        first = min(max(0, self.first_choice + step), last)
        if first != self.first_choice:
            self.first_choice = first
            self.rebuild()

    def update(self, dt: float) -> None:
        self.form.follow_mouse()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        left, middle, right = self.columns()
        blit_text(surface, self.app.font(34, bold=True), self.title, theme.TEXT, (30, 14))
        hint = "Tab / arrows move · Enter adds or removes · wheel or Page Up/Down: more sneks"
        blit_text(surface, self.app.font(17), hint, theme.MUTED_TEXT, (30, 58))
        heading = self.app.font(20, bold=True)
        pages = ""
        if len(self.choices) > self.rows_fit():
            last = min(len(self.choices), self.first_choice + self.rows_fit())
            pages = f" ({self.first_choice + 1}–{last} of {len(self.choices)})"
        blit_text(surface, heading, f"Sneks{pages}", theme.TEXT, (left.left, left.top - 28))
        count = f"({len(self.lineup)} of {MIN_SNEKS}–{MAX_SNEKS})"
        words = f"Lineup in start order {count}"
        if heading.size(words)[0] > middle.width:  # a narrow column
            words = clip_text(heading, f"Lineup {count}", middle.width)
        blit_text(surface, heading, words, theme.TEXT, (middle.left, middle.top - 28))
        blit_text(surface, heading, "Arena", theme.TEXT, (right.left, right.top - 28))
        if self.arenas:
            _, seed_top, box, _ = self.arena_parts()
            font = self.seed_font()
            blit_text(surface, font, "Seed:", theme.TEXT, (right.left, seed_top + 18), "midleft")
            font = self.details_rows(box.width)[0] if self.arena_stacked() else self.app.font(15)
            blit_wrapped(surface, font, self.arena_details(), theme.MUTED_TEXT, box)
        if self.preview is not None:
            self.preview.draw_starts(surface, len(self.lineup))
        mark_font = self.app.font(18, bold=True)
        for position, look in enumerate(self._looks()):
            mark = self.lineup_row(position).move(-MARK_ROOM, 0)
            mark.width = 34
            plain = theme.Mark(look.colour, look.ink, look.number, look.pattern)  # full ink
            theme.draw_player_mark(surface, mark, plain, mark_font)
        if self.notice:
            width, height = self.app.size
            area = pygame.Rect(210, height - 72, width - 460, 60)
            colour = theme.TEXT if self.notice == self.colour_note else theme.DANGER
            font_of = self.app.font
            sizes = [(n, area.height // font_of(n).get_linesize()) for n in (16, 14, 12)]
            notes = [self.notice]
            if self.notice == self.colour_note:  # several sneks recoloured: shorter where narrow
                notes += self.shorter_notes
            for note in notes:
                font, rows = largest_wrapped(self.app.font, note, area.width, sizes)
                if len(rows) <= sizes[-1][1]:
                    break
            blit_wrapped(surface, font, note, colour, area)  # two long names: smaller


# --- continue, replays, demos -------------------------------------------------------------------


def resume_match(app: Host, path: Path) -> Scene | None:
    """Continue: the saved battle at the round the viewer had reached (None once over); a
    season's duel at its next pick or battle (its result once over)."""
    from game.snek.replay_view import BattleViewer

    if is_duel_file(path):
        return duel_scene(app, path, replay=False)
    session = MatchSession.load(path)
    return None if session.finished else BattleViewer(app, session, playing=False)


def is_duel_file(path: Path) -> bool:
    from game.snek.duel import is_duel_document

    return is_duel_document(load_toml(path))


def duel_scene(app: Host, path: Path, replay: bool) -> Scene:
    from game.snek.duel_scene import DuelScene
    from game.snek.duel_session import DuelSession

    return DuelScene(app, DuelSession.load(path), replay=replay)


def demo_session(seed: int, players: int) -> MatchSession:
    """The first `players` samples on the rooms arena (never saved)."""
    arenas = dict((path.name, (path, arena)) for path, arena in load_arenas())
    path, arena = arenas[DEMO_BATTLE_ARENA]
    samples = [program for _, program in load_samples()]
    count = max(MIN_SNEKS, min(players, len(arena.starts), len(samples)))
    return MatchSession.start(path, arena, samples[:count], seed, save=False)


def demo_scene(app: Host, seed: int, players: int, instant: bool) -> Scene:
    """The demo verb: the battle at full speed (or its end at once), then the results."""
    from game.snek.replay_view import BattleViewer

    session = demo_session(seed, players)
    viewer = BattleViewer(app, session, start_round=0)
    viewer.speed = len(viewer_speeds()) - 1
    if instant:
        viewer.to_end()
    viewer.on_finish = lambda: app.replace(_results(app, session))
    viewer.auto_finish = True
    return viewer


def attract_scene(app: Host) -> Scene:
    """Four samples on the rooms arena at full speed; any key or click goes back."""
    from game.snek.replay_view import BattleViewer

    session = demo_session(random.randrange(1, 1_000_000), 4)
    viewer = BattleViewer(app, session, start_round=0)
    viewer.speed = 3
    viewer.attract = True
    return viewer


def viewer_speeds() -> tuple:
    from game.snek.replay_view import SPEEDS

    return SPEEDS


def _results(app: Host, session: MatchSession) -> Scene:
    from game.snek.results import results_scene

    return results_scene(app, session)
