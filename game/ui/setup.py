"""The table kit's setup screen: seats, the level, the game's options and the seed.

A game configures it with a `SetupConfig` and gets back a `SetupChoice` in `config.start`:

    SetupScene(app, SetupConfig(
        title="Social Snake: a new match", seat_range=(3, 13),
        levels=shipped_levels, read_level=read_level, default_level="practice.toml",
        options=[SetupOption("garnets", "Starting garnets", (0, 1, 2, 3, 4, 5))],
        start=start_match))

Left: one row per seat (number, mark, colour, name, human or bot, remove) and Add player.
Right: the level list, a path box, Browse… (pygame-gui's file dialog, to open a level from
anywhere), the level's details, the options and the seed. Every control is reachable by
Tab / arrows (Left / Right change a value) and by the mouse.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UITextEntryLine

from game.core.paths import user_data_dir
from game.core.problems import Problem, ProblemsFound
from game.table.levels import LevelEntry, game_levels, yours_name
from game.table.match_files import BrokenRecord
from game.table.seats import (
    BOT_LEVELS,
    NAME_LIMIT,
    PHONE,
    Seat,
    next_free_name,
    seat_kind_label,
    seat_name_problems,
    seats_at_fault,
)
from game.table.session import EntryRefused
from game.ui import theme
from game.ui.dialogs import pick_on_enter_or_double_click
from game.ui.event_log import wrap_text
from game.ui.file_dialog import FileDialog, delete_question
from game.ui.focus import Control, FocusGrid
from game.ui.scene import Scene
from game.ui.setup_memory import (
    RememberedSeat,
    RememberedSetup,
    load_setup,
    save_setup,
    show_unreadable,
)
from game.ui.text import blit_text, blit_wrapped, clip_text, fitting_rows, largest_font
from game.ui.tour import long_names_asked, seat_name
from game.ui.widgets import BUTTON_FONT, BUTTON_PADDING

if TYPE_CHECKING:
    from game.ui.host import Host

SEAT_KINDS: tuple[str | None, ...] = (None, *BOT_LEVELS)
PHONE_KINDS: tuple[str | None, ...] = (None, *BOT_LEVELS, PHONE)  # SetupConfig(phones=True)
PHONE_NOTE = (
    "Phone seats: every phone must be on the same network (Wi-Fi) as this computer; the "
    "game listens on {address} port {port} (the next free port when it is taken) for the "
    "match only, and shows each phone seat's code to scan."
)
SEAT_TOP = 140
OPTION_HEIGHT, OPTION_STEP = 40, 48
LEVEL_STEP = 36  # the level list's rows at their closest
PATH_ROOM = 200  # px: the level path box at its narrowest beside Open and Browse…
PATH_BUTTONS = 232  # px: Open and Browse…
SWITCH_WIDTH = 210  # px: a narrow window's page switch ("Level & options »")


SEED_REFUSED = "Not added: a seed is a number (digits 0–9)."
EMPTY_SEED = "An empty seed plays as seed 0."


@dataclass(frozen=True)
class SetupLayout:
    """Where the setup screen's parts go in a window of `size` (see `setup_layout`)."""

    width: int
    height: int
    right: int  # the level column's left edge
    right_width: int
    footer_top: int
    seat_step: int
    colour_width: int
    name_width: int
    kind_width: int
    seats_left: int = 116  # the seat rows' first button
    mark_left: int = 72  # the seat's colour mark (its number, when shown, at 40)
    remove_width: int = 40  # the remove button, at the seat row's end
    gap: int = 16  # between the seat rows and the level column
    small_buttons: bool = False  # the colour and kind buttons in the smaller button font
    folded: bool = False  # too narrow for both: the level column is a page of its own

    @property
    def right_edge(self) -> int:
        return self.right + self.right_width

    @property
    def row_height(self) -> int:
        return min(40, self.seat_step - 4)

    @property
    def numbered(self) -> bool:
        """Whether the seat rows have room for their numbers ("1.") before the mark."""
        return self.mark_left > 40

    @property
    def remove_left(self) -> int:
        """The seat rows' last button (remove the seat)."""
        return self.seats_left + self.colour_width + self.name_width + self.kind_width + 24

    @property
    def seats_right(self) -> int:
        return self.remove_left + self.remove_width

    @property
    def button_object_id(self) -> str | None:
        return "@small_button" if self.small_buttons else None


CHOSEN_LEVEL = "@chosen_level"  # the chosen level's button: a gold fill and frame (theme.json)
BROKEN_LEVEL = "@broken_level"  # a level that cannot be played: greyed words (theme.json)
CHOSEN_BROKEN_LEVEL = "@chosen_broken_level"
BROKEN_MARK = "Broken: "  # before the name: seen even when a long name is cut
NOTICE_SIZE = 18  # px: why Start did nothing, beside the footer's buttons
HINT_SIZE = 18  # px: the keys' hint under the title (or what a field or Start refused)
LEVEL_COLUMN = (420, 540)  # the level column's width: at least (in a wide window), at most
NARROW_LEVEL_COLUMN = 276  # … at least, in a window too narrow for a whole name beside it
NAME_FONT = 20  # px: the theme's text entry font (assets/theme.json)
TIGHT_NAME, TIGHT_NAME_BELOW = "@tight_name", 30  # a name box under 30 px: 17 px, less padding
ENTRY_BORDERS = 28  # px: a text entry's borders, shadow and padding, both sides, and a cursor
NAME_ROOM = 332  # a name box holding NAME_LIMIT of the widest letter (W) in its 20 px font


def setup_layout(size: tuple[int, int], seats: int, name_room: int = NAME_ROOM) -> SetupLayout:
    """The seats on the left, the level column on the right (540 px wide where there is
    room, at least 420), the Back / Start footer at the bottom; seat rows close up to fit.
    The name boxes hold the longest name allowed (`name_room` px) whole: where that leaves
    too little for the level column, the seat rows drop their numbers and set their
    colour and kind in the smaller button font, and the level column narrows to 276 px;
    in a window narrower still (800 px) the level column folds: the seats and the level
    with its options are two pages of the whole width ("Level & options »", "« Players")."""
    width, height = size
    footer_top = height - 70
    seat_step = max(30, min(45, (footer_top - 10 - SEAT_TOP) // max(1, seats)))
    wide = SetupLayout(
        width, height, 0, 0, footer_top, seat_step,
        colour_width=120, name_width=name_room, kind_width=160,
    )  # fmt: skip
    right_width = min(LEVEL_COLUMN[1], width - 40 - (wide.seats_right + wide.gap))
    if right_width >= LEVEL_COLUMN[0]:
        right = width - 40 - right_width
        name_width = right - wide.gap - (wide.seats_right - wide.name_width)
        return replace(wide, right=right, right_width=right_width, name_width=name_width)
    compact = replace(
        wide, seats_left=80, mark_left=40, colour_width=90, kind_width=112, small_buttons=True,
        remove_width=30, gap=12,
    )  # fmt: skip
    fixed = compact.seats_right + compact.gap - compact.name_width  # the row without its name
    if width - 40 - NARROW_LEVEL_COLUMN - fixed >= name_room:
        right = fixed + name_room
        return replace(compact, name_width=name_room, right=right, right_width=width - 40 - right)
    name_width = max(90, min(name_room, width - 40 - fixed + compact.gap))
    return replace(compact, name_width=name_width, right=40, right_width=width - 80, folded=True)


@dataclass
class SeatDraft:
    """A seat as the setup screen edits it; `colour` indexes the palette."""

    name: str
    colour: int
    kind: str | None = None


@dataclass
class LevelChoice:
    """A level the player can pick: its file, the parsed level, and what the screen shows."""

    path: Path
    level: Any
    name: str
    summary: list[str] = field(default_factory=list)
    description: str = ""
    compact: list[str] = field(default_factory=list)  # set: the summary is shown whole,
    # in smaller words, else these fewer rows
    refused: list[str] = field(default_factory=list)  # "path:line: why": listed greyed,
    # cannot be played (a level broken by hand; `level` is None)


def seating(choices: Sequence[LevelChoice], seats: int) -> list[LevelChoice]:
    """The levels whose `level.players` range seats `seats` (and the broken ones, greyed):
    a `levels_for_seats` for games whose levels say how many they seat."""
    return [
        choice
        for choice in choices
        if choice.level is None or choice.level.players[0] <= seats <= choice.level.players[1]
    ]


@dataclass(frozen=True)
class SetupOption:
    """A game option cycled with Left / Right: `values` in order, shown as "label: value"."""

    key: str
    label: str
    values: tuple[Any, ...]
    default: Any = None
    words: Callable[[Any], str] = str


@dataclass
class SetupChoice:
    """What the players chose; handed to `SetupConfig.start`."""

    seats: list[Seat]
    level: LevelChoice | None
    options: dict[str, Any]
    seed: int
    phones: tuple[int, ...] = ()
    """The seats played on phones (humans to the session; game/ui/phone_seats.py)."""


@dataclass
class SetupConfig:
    """How a game wants its setup screen.

    levels / read_level: the shipped levels and how to read another file (ProblemsFound with
    path:line when it cannot be used); leave `levels` None for a game whose board follows
    from the seats. fixed_colours: for games whose seat colours are not chosen (Tactrics:
    the layout's piece colours), a function of (seat index, seat count) giving the words
    and a mark painter; palette colours are offered otherwise. start: makes the first
    scene of the match (raise EntryRefused for a refusal shown under the seats).
    """

    title: str
    seat_range: tuple[int, int]
    start: Callable[[Host, SetupChoice], Scene]
    initial_kinds: tuple[str | None, ...] = (None, "normal", "normal")
    levels: Callable[[], list[LevelChoice]] | None = None
    read_level: Callable[[Path], LevelChoice] | None = None
    default_level: str = ""
    options: Sequence[SetupOption] = ()
    seed: bool = True
    note: str = ""
    fixed_colours: Callable[[int, int], tuple[str, Callable[..., None]]] | None = None
    guide: Callable[[Host], Scene] | None = None
    """A guided first match, offered by a footer button when given."""
    levels_for_seats: Callable[[int], list[LevelChoice]] | None = None
    """The level list for this many seats, used instead of `levels` and read again whenever
    a seat is added or removed (Tactrics: the start layouts for that many players)."""
    stays_below: bool = False
    """Start opens the next screen over the setup screen instead of in its place (a season's
    plan screen: Back returns to the seats as they were)."""
    level_colours: Callable[[int, LevelChoice], tuple[str, Callable[..., None]]] | None = None
    """Seat colours fixed by the chosen level (seat index, level) -> words and a mark
    painter; `fixed_colours` is used while no level is chosen (Tactrics: a layout's colours)."""
    phones: bool = False
    """Seats may be "Phone": a person entering on their own phone (hot-seat games)."""
    list_name: str = "Level"
    """What the level list offers, on a narrow window's page switch ("Level & options »")."""
    level_summary: Callable[[LevelChoice, int], list[str]] | None = None
    """A level's summary for this many seats, instead of its own `summary` (Double-edged
    Edges: the partner grid of the seats chosen)."""
    seat_counts: str = ""
    """The seat counts that can play, in words, where not every count of `seat_range` can
    ("4, 6, 8–10, 12"): the Players heading says them."""
    seats_problem: Callable[[int], str | None] | None = None
    """Why this many seats cannot play (None: they can), said as soon as the count is
    chosen, not only when Start refuses it (Double-edged Edges: 5, 7 and 11 fit no grid)."""
    game_id: str = ""
    """The game whose last setup the screen starts from and keeps when it closes
    (game/ui/setup_memory.py); empty: always the defaults."""


def garnets_option(most: int) -> SetupOption:
    """The usual "Starting garnets" option, 0 to `most` (read as `options["garnets"]`)."""
    return SetupOption("garnets", "Starting garnets", tuple(range(most + 1)))


def match_starter(
    start: Callable[..., Any], flow: Callable[[Host, Any], Scene], *options: str
) -> Callable[[Host, SetupChoice], Scene]:
    """A `SetupConfig.start` for a session started as `start(level, level file, seats, seed,
    *the chosen values of options)` and played in the scene `flow(app, session)`."""

    def start_match(app: Host, choice: SetupChoice) -> Scene:
        assert choice.level is not None
        values = [choice.options[key] for key in options]
        session = start(choice.level.level, choice.level.path, choice.seats, choice.seed, *values)
        scene = flow(app, session)
        if choice.phones:
            scene.use_phones(choice.phones)  # type: ignore[attr-defined]
        return scene

    return start_match


def game_level_choices(
    game_id: str, read_level: Callable[[Path], LevelChoice], folder: Path
) -> list[LevelChoice]:
    """The shipped levels in `folder` and the player's own from the level editor
    (`game_levels`): practice levels first, the player's marked "(yours)" and last; a file
    that does not load is listed last of all, greyed, with its problems."""
    entries = game_levels(game_id, read_level, folder, broken=True)
    choices = [
        broken_level_choice(entry)
        if entry.value is None
        else replace(entry.value, name=yours_name(entry, entries))
        if entry.yours
        else entry.value
        for entry in entries
    ]
    return sorted(
        choices,
        key=lambda choice: (
            bool(choice.refused),
            choice.name.endswith("(yours)"),
            not choice.path.name.startswith("practice"),
        ),
    )


def broken_level_choice(entry: LevelEntry) -> LevelChoice:
    """A level file that does not load, as the list shows it: greyed, with its problems."""
    name = f"{entry.path.stem} (yours)" if entry.yours else entry.path.stem
    refused = [  # the file's name: its folder is said once, above
        str(replace(problem, path=Path(problem.path).name)) for problem in entry.problems
    ] or [f"{entry.path.name}: cannot be read"]
    return LevelChoice(entry.path, None, name, refused=refused)


def read_level_path(text: str, read_level: Callable[[Path], LevelChoice]) -> LevelChoice:
    """The level at a typed or picked path (ProblemsFound naming the path when unusable)."""
    path = Path(text.strip()).expanduser()
    if path.is_dir():
        raise ProblemsFound([Problem(str(path), 1, "this is a folder, not a level file")])
    return read_level(path)


def first_seats(config: SetupConfig, remembered: Sequence[RememberedSeat]) -> list[SeatDraft]:
    """The seats of the last setup (as many as the game allows), each field that no longer
    fits replaced by its default; the game's initial seats when there is none."""
    low, high = config.seat_range
    kinds = [*config.initial_kinds, *("normal",) * low][: max(low, len(config.initial_kinds))]
    if remembered:  # as many as last time: fewer than the initial seats stay fewer
        kinds = [seat.bot for seat in remembered[:high]]
        kinds += ["normal"] * (low - len(kinds))
    palette = [colour.name for colour in theme.player_colours(False)]
    seats: list[SeatDraft] = []
    for index, kind in enumerate(kinds[: max(low, min(high, len(kinds)))]):
        old = remembered[index] if index < len(remembered) else None
        names = [seat.name for seat in seats]
        name = old.name if old is not None and old.name else None
        if name is None or name.casefold() in {n.casefold() for n in names}:
            name = next_free_name(names)
        taken = {seat.colour for seat in seats}
        colour = palette.index(old.colour) if old is not None and old.colour in palette else index
        if colour in taken or colour >= len(palette):
            colour = min(set(range(len(palette))) - taken)
        seats.append(SeatDraft(seat_name(index, name), colour, kind))
    return seats


def first_value(option: SetupOption, remembered: dict[str, Any]) -> Any:
    """The option's value in the last setup when the game still offers it, else its default."""
    value = remembered.get(option.key)
    if value in option.values and type(value) is type(option.values[0]):
        return value
    return option.default if option.default is not None else option.values[0]


class SetupScene(Scene):
    """Seats, level, options and seed for a new match of one game (see the module doc)."""

    def __init__(self, app: Host, config: SetupConfig):
        super().__init__(app)
        self.config = config
        self.title = config.title
        memory = load_setup(config.game_id) if config.game_id else RememberedSetup()
        self.seats = first_seats(config, memory.seats)
        self.check_names = long_names_asked()  # the layout check's names: never remembered
        self.levels = self._read_levels(len(self.seats))
        self.level_index = self._first_level(memory.level)
        self.level_first = 0  # the first level shown of a list longer than the room
        self.level_in_view: int | None = None  # the chosen level the list last showed
        self.levels_shown = len(self.levels)
        self.level_rows_room = len(self.levels)  # how many rows the list has room for
        self.level_rows = pygame.Rect(0, 0, 0, 0)
        self.options = {
            option.key: first_value(option, memory.options) for option in config.options
        }
        self.seed = random.randrange(1, 1_000_000)
        self.seed_empty = False  # the seed box emptied: the match plays seed 0, said beside it
        self.level_path_text = ""
        self.notice = ""
        self.typing_notice = ""  # what a text field did not take (or Start refused), and why
        self.faulty_rows: set[int] = set()  # seats whose name Start refused
        self.chosen_needs_words = False  # the details say which level is chosen
        self.memory = memory
        self.focus_key = "start"
        self.file_dialog: FileDialog | None = None
        self.level_page = False  # a folded layout (a narrow window) shows the level page

    # layout

    def build(self, root: UIContainer) -> None:
        self.layout = layout = setup_layout(self.app.size, len(self.seats), self.name_room())
        self.form = FocusGrid(self.app.ui)
        self.details_top = 140
        self.level_rows = pygame.Rect(0, 0, 0, 0)
        if layout.folded:
            self._build_page_switch(root)
        if self.shows_seats():
            self._build_seats(root)
        if self.shows_level():
            if self.config.read_level is not None or self.config.levels_for_seats is not None:
                self._build_level_list(root)
            self._build_options(root)
        footer = layout.footer_top
        self.form.add_button(root, "back", pygame.Rect(40, footer, 180, 50), "Back", 40, self.back)
        if self.config.guide is not None:
            guide = self.config.guide
            self.form.add_button(
                root,
                "guide",
                pygame.Rect(240, footer, 270, 50),
                "Guided first match",
                40,
                lambda: self.app.push(guide(self.app)),
            )
        start = pygame.Rect(layout.width - 240, footer, 200, 50)
        self.form.add_button(root, "start", start, "Start", 40, self.start)
        self.form.focus_key(self.focus_key)

    def shows_seats(self) -> bool:
        return not (self.layout.folded and self.level_page)

    def shows_level(self) -> bool:
        return not self.layout.folded or self.level_page

    def _build_seats(self, root: UIContainer) -> None:
        for index in range(len(self.seats)):
            self._build_seat_row(root, index)
        width = 150 if self.layout.folded else 190  # beside the page switch when folded
        right = self.layout.width - 40 - SWITCH_WIDTH - 8 if self.layout.folded else None
        right = right or self.layout.seats_right
        add = self.form.add_button(
            root, "add", pygame.Rect(right - width, 92, width, 40), "Add player", -1,
            self.add_seat,
        )  # fmt: skip
        if len(self.seats) >= self.config.seat_range[1]:
            add.disable()

    def _build_page_switch(self, root: UIContainer) -> None:
        """A narrow window's page switch, top right: to the level page and back."""
        label = "« Players" if self.level_page else f"{self.config.list_name} & options »"
        rect = pygame.Rect(self.layout.width - 40 - SWITCH_WIDTH, 92, SWITCH_WIDTH, 40)
        self.form.add_button(root, "page", rect, label, -1, self.switch_page)

    def switch_page(self) -> None:
        self.level_page = not self.level_page
        self.focus_key = "page"
        self.relayout()

    def name_room(self) -> int:
        """A name box's width that holds the longest name allowed whole."""
        return self.app.font(NAME_FONT).size("W" * NAME_LIMIT)[0] + ENTRY_BORDERS

    def enter(self) -> None:
        super().enter()
        show_unreadable(self.app, self.memory)

    def _remove_left(self) -> int:
        return self.layout.remove_left

    def _build_seat_row(self, root: UIContainer, index: int) -> None:
        seat = self.seats[index]
        layout = self.layout
        top, height = SEAT_TOP + index * layout.seat_step, layout.row_height
        name_left = layout.seats_left + layout.colour_width + 8
        kind_left = name_left + layout.name_width + 8
        if self.config.fixed_colours is None:
            colour = theme.player_colours(self.app.settings.colour_blind)[seat.colour]
            self.form.add_button(
                root,
                f"colour{index}",
                pygame.Rect(layout.seats_left, top, layout.colour_width, height),
                colour.name,
                index,
                lambda: self.cycle_colour(index, 1),
                lambda step: self.cycle_colour(index, step),
                layout.button_object_id,
            )
        name_rect = pygame.Rect(name_left, top, layout.name_width, height)
        tight = TIGHT_NAME if height < TIGHT_NAME_BELOW else None  # letters clear of the frame
        if tight:  # the box a little taller, into the gap between the rows
            name_rect.inflate_ip(0, min(4, layout.seat_step - height - 1))
        entry = UITextEntryLine(name_rect, self.app.ui, root, object_id=tight)
        entry.set_text_length_limit(NAME_LIMIT)
        entry.name_box = True  # type: ignore[attr-defined]  # shown whole (the layout check)
        entry.set_text(seat.name)
        self.form.add(Control(f"name{index}", entry, index))
        self.form.add_button(
            root,
            f"kind{index}",
            pygame.Rect(kind_left, top, layout.kind_width, height),
            seat_kind_label(seat.kind),
            index,
            lambda: self.cycle_kind(index, 1),
            lambda step: self.cycle_kind(index, step),
            layout.button_object_id,
        )
        remove_rect = pygame.Rect(self._remove_left(), top, layout.remove_width, height)
        remove = self.form.add_button(
            root, f"remove{index}", remove_rect, "×", index, self.remover(index)
        )
        if len(self.seats) <= self.config.seat_range[0]:
            remove.disable()

    def _chosen_label(self, name: str, width: int) -> str:
        """The chosen level's button label: "» name «", "» name" or the name alone, the
        first that fits a button `width` px wide."""
        font = self.app.font(BUTTON_FONT, bold=True)
        room = width - 2 * BUTTON_PADDING - 8
        return next((w for w in (f"» {name} «", f"» {name}") if font.size(w)[0] <= room), name)

    def _build_level_list(self, root: UIContainer) -> None:
        """The levels as buttons; a list longer than the room shows a window of it between
        "More above" / "More below" buttons (the mouse wheel over it scrolls too)."""
        right, right_width = self.layout.right, self.layout.right_width
        stacked = right_width - PATH_BUTTONS < PATH_ROOM  # the path box alone on its row
        room = self.options_top() - 12 - 140 - 50 - 60  # 60: at least a little of the details
        count = len(self.levels)
        step = max(LEVEL_STEP, min(42, room // max(1, count)))
        rows = max(3, room // step)
        self.level_rows_room = rows
        first, shown, up, down = level_window(self.level_first, rows, count)
        if self.level_index != self.level_in_view:  # a level newly chosen comes into view
            for _ in range(3):  # the window's buttons come and go as it moves: settle it
                first = min(max(first, self.level_index - shown + 1), self.level_index)
                first, shown, up, down = level_window(first, rows, count)
            self.level_in_view = self.level_index
        self.level_first, self.levels_shown = first, shown
        top = 140
        if up:
            top = self._level_scroller(root, -1, top, step)
        for index in range(self.level_first, self.level_first + self.levels_shown):
            choice = self.levels[index]
            label = (BROKEN_MARK if choice.refused else "") + choice.name
            if index == self.level_index:  # the marks as they fit: the name stays whole
                label = self._chosen_label(label, right_width)
            font = self.app.font(BUTTON_FONT, bold=True)  # a narrow column: whole on hover
            label = clip_text(font, label, right_width - 2 * BUTTON_PADDING - 8)
            self.form.add_button(
                root,
                f"level{index}",
                pygame.Rect(right, top, right_width, step - 6),
                label,
                20 + (top - 140) // step,
                partial(self.choose_level, index),
                object_id=_level_look(index == self.level_index, bool(choice.refused)),
            )
            top += step
        if down:
            top = self._level_scroller(root, 1, top, step)
        in_view = range(self.level_first, self.level_first + self.levels_shown)
        marked = self.level_index in in_view and "«" in self._chosen_label(
            self.levels[self.level_index].name, right_width
        )
        self.chosen_needs_words = bool(self.levels) and not marked
        self.level_rows = pygame.Rect(right, 140, right_width, top - 140)
        top += 6
        if self.config.read_level is None:  # a list of its own only (a season's plans)
            self.details_top = top
            return
        path_width = right_width if stacked else right_width - PATH_BUTTONS - 8
        entry = UITextEntryLine(
            pygame.Rect(right, top, path_width, 38),
            self.app.ui,
            root,
            placeholder_text="Level file path…",
        )
        entry.set_text(self.level_path_text)
        self.form.add(Control("path", entry, 35, self.open_level_file))
        # beside the path box, or (a narrow column) beside the "Level" heading above the list
        open_width, browse_width, row = (84, 112, 19) if stacked else (100, 124, 35)
        left = right + right_width - open_width - browse_width - 8
        button_top = 94 if stacked else top
        open_rect = pygame.Rect(left, button_top, open_width, 38)
        self.form.add_button(root, "open", open_rect, "Open", row, self.open_level_file)
        self.form.add_button(
            root,
            "browse",
            pygame.Rect(left + open_width + 8, button_top, browse_width, 38),
            "Browse…",
            row,
            self.browse,
        )
        self.details_top = top + 50

    def _level_scroller(self, root: UIContainer, way: int, top: int, step: int) -> int:
        """The "More above" (`way` -1) or "More below" (1) button at `top`; the y under it."""
        shown = self.levels_shown
        hidden = self.level_first if way < 0 else len(self.levels) - self.level_first - shown
        words = f"More above ({hidden})" if way < 0 else f"More below ({hidden})"
        rect = pygame.Rect(self.layout.right, top, self.layout.right_width, step - 6)
        key = "levels-up" if way < 0 else "levels-down"
        row = 20 + (top - 140) // step
        self.form.add_button(root, key, rect, words, row, lambda: self.scroll_levels(way * shown))
        return top + step

    def scroll_levels(self, change: int) -> None:
        """Show other levels of a list longer than the room (the chosen one stays chosen).
        Leaving the top, "More above" takes a row: the list moves one more, so that a step
        of the wheel always brings a level into view."""
        first, shown = self.level_first, self.levels_shown
        if first == 0 and change > 0:
            change = max(change, 2)
        rows, count = self.level_rows_room, len(self.levels)
        moved, moved_shown, _, _ = level_window(first + change, rows, count)
        if moved + moved_shown < first:  # a page up skips no level (the window shrank)
            moved = level_window(first - moved_shown, rows, count)[0]
        self.level_first = min(moved, first + shown)  # nor does a page down
        if self.level_first != first:
            self.rebuild()

    def options_top(self) -> int:
        rows = len(self.config.options) + int(self.config.seed)
        return self.layout.footer_top - 14 - rows * OPTION_STEP

    def _build_options(self, root: UIContainer) -> None:
        top = self.options_top()
        right, right_edge = self.layout.right, self.layout.right_edge
        width = min(300, self.layout.right_width)
        for row, option in enumerate(self.config.options):
            self.form.add_button(
                root,
                option.key,
                pygame.Rect(right, top + row * OPTION_STEP, width, OPTION_HEIGHT),
                f"{option.label}: {option.words(self.options[option.key])}",
                36 + row,
                partial(self.change_option, option, 1),
                partial(self.change_option, option),
            )
        if not self.config.seed:
            return
        top += len(self.config.options) * OPTION_STEP
        entry = UITextEntryLine(
            pygame.Rect(right_edge - 230, top, 120, OPTION_HEIGHT), self.app.ui, root
        )
        entry.set_allowed_characters("numbers")
        entry.set_text_length_limit(9)
        entry.name_box = True  # type: ignore[attr-defined]  # shown whole (the layout check)
        entry.set_text(str(self.seed))
        self.seed_empty = False
        self.form.add(Control("seed", entry, 39))
        self.form.add_button(
            root, "random", pygame.Rect(right_edge - 104, top, 104, OPTION_HEIGHT), "Random", 39,
            self.new_seed,
        )  # fmt: skip

    # changes

    def rebuild(self) -> None:
        current = self.form.current
        self.focus_key = current.key if current else "start"
        self.relayout()

    def cycle_colour(self, index: int, step: int) -> None:
        taken = {seat.colour for i, seat in enumerate(self.seats) if i != index}
        count = len(theme.player_colours(False))
        colour = self.seats[index].colour
        for _ in range(count):
            colour = (colour + step) % count
            if colour not in taken:
                break
        self.seats[index].colour = colour
        self.rebuild()

    def cycle_kind(self, index: int, step: int) -> None:
        seat = self.seats[index]
        kinds = PHONE_KINDS if self.config.phones else SEAT_KINDS
        now = kinds.index(seat.kind) if seat.kind in kinds else 0
        seat.kind = kinds[(now + step) % len(kinds)]
        self.rebuild()

    def add_seat(self) -> None:
        most = self.config.seat_range[1]
        if len(self.seats) >= most:  # Enter on the greyed button: say why, never nothing
            self.typing_notice = f"{most} players is the most here: remove one to add another."
            return
        taken = {seat.colour for seat in self.seats}
        colour = min(set(range(len(theme.player_colours(False)))) - taken)
        name = next_free_name([seat.name for seat in self.seats])
        self.seats.append(SeatDraft(name, colour, "normal"))
        self._seats_changed()
        self.rebuild()

    def _read_levels(self, seats: int) -> list[LevelChoice]:
        if self.config.levels_for_seats is not None:
            return self.config.levels_for_seats(seats)
        return self.config.levels() if self.config.levels else []

    def _seats_changed(self) -> None:
        """A level list that depends on the seat count is read again; the chosen level stays
        chosen when it is still offered. What Start refused no longer holds: it checks again;
        a seat count the game cannot play is said at once."""
        self.notice = self.typing_notice = ""
        problem = self.config.seats_problem and self.config.seats_problem(len(self.seats))
        if problem:  # beside the footer's buttons, else in the keys' hint line: never a box
            area, font = self.notice_area(), self.app.font(NOTICE_SIZE)
            rows = fitting_rows(problem, font, area.width, area.height // font.get_linesize())
            if " ".join(rows) == problem:
                self.notice = problem
            else:
                self.typing_notice = problem
        if self.config.levels_for_seats is None:
            return
        chosen = self.levels[self.level_index].path if self.levels else None
        self.levels = self._read_levels(len(self.seats))
        paths = [choice.path for choice in self.levels]
        self.level_index = paths.index(chosen) if chosen in paths else 0

    def remover(self, index: int) -> Callable[[], None]:
        def remove() -> None:
            if len(self.seats) > self.config.seat_range[0]:
                del self.seats[index]
                self.faulty_rows.clear()  # the rows below move up: Start checks again
                self._seats_changed()
                self.focus_key = "add"
                self.relayout()

        return remove

    def choose_level(self, index: int) -> None:
        self.level_index = index
        self.notice = ""  # why Start did nothing was about the level left
        self.rebuild()

    def change_option(self, option: SetupOption, step: int) -> None:
        values = option.values
        position = (
            values.index(self.options[option.key]) if self.options[option.key] in values else 0
        )
        self.options[option.key] = values[(position + step) % len(values)]
        self.rebuild()

    def new_seed(self) -> None:
        self.seed = random.randrange(1, 1_000_000)
        self.rebuild()

    def browse(self) -> None:
        """pygame-gui's file dialog, starting in the user's levels folder if it exists."""
        if self.file_dialog is not None:
            return
        start = user_data_dir() / "levels"
        width, height = self.app.size
        box = pygame.Rect(0, 0, min(800, width - 80), min(600, height - 60))
        box.center = (width // 2, height // 2)
        folder = start if start.is_dir() else Path.home()
        self.file_dialog = FileDialog(
            box,
            self.app.ui,
            "Open a level file",
            folder,
            True,
            ask_to_delete=delete_question(self.app),
        )

    def open_level_file(self) -> None:
        if not self.level_path_text.strip():
            self.notice = "Type the path of a level file, or use Browse…"
            return
        self.open_level_path(self.level_path_text)

    def open_level_path(self, text: str) -> None:
        assert self.config.read_level is not None
        try:
            choice = read_level_path(text, self.config.read_level)
        except ProblemsFound as found:
            self.app.show_message(
                "This level file cannot be used", [str(problem) for problem in found.problems]
            )
            return
        self.levels = [c for c in self.levels if c.path != choice.path] + [choice]
        self.level_index = len(self.levels) - 1
        self.notice = f"Opened {choice.path.name}."
        self.rebuild()

    def back(self) -> None:
        self.app.pop(self)

    # the last setup

    def _first_level(self, remembered: str | None) -> int:
        """The level of the last setup when it is still offered (or, opened from a file,
        still reads); else the game's default level."""
        names = [choice.path.name for choice in self.levels]
        default = (
            names.index(self.config.default_level) if self.config.default_level in names else 0
        )
        playable = [index for index, choice in enumerate(self.levels) if not choice.refused]
        if default not in playable:
            default = playable[0] if playable else 0
        if not remembered:
            return default
        paths = [str(choice.path) for choice in self.levels]
        if remembered in paths:
            index = paths.index(remembered)
            return default if self.levels[index].refused else index
        if self.config.read_level is None or self.config.levels_for_seats is not None:
            return default
        try:
            choice = read_level_path(remembered, self.config.read_level)
        except (ProblemsFound, OSError, ValueError):
            return default
        self.levels.append(choice)
        return len(self.levels) - 1

    def remember(self) -> None:
        """Keep the seats, level and options as the game's last setup."""
        if not self.config.game_id or self.check_names:
            return
        palette = theme.player_colours(False)
        chosen = self.config.fixed_colours is None
        seats = [
            RememberedSeat(
                seat.name.strip(), palette[seat.colour].name if chosen else None, seat.kind
            )
            for seat in self.seats
        ]
        level = str(self.levels[self.level_index].path) if self.levels else None
        save_setup(self.config.game_id, seats, level, self.options)

    # starting

    def problems(self) -> list[str]:
        found = seat_name_problems([seat.name for seat in self.seats])
        if self.config.read_level is not None and not self.levels:
            found.append("No level to play: open a level file.")
        elif self.levels and self.levels[self.level_index].refused:
            found.append(f"This level cannot be played: {self.levels[self.level_index].refused[0]}")
        return found

    def choice(self) -> SetupChoice:
        palette = theme.player_colours(False)
        seats = [
            Seat(seat.name.strip(), palette[seat.colour].name, _bot_of(seat.kind))
            for seat in self.seats
        ]
        phones = tuple(i for i, seat in enumerate(self.seats) if seat.kind == PHONE)
        level = self.levels[self.level_index] if self.levels else None
        return SetupChoice(seats, level, dict(self.options), self.seed, phones)

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.faulty_rows = set(seats_at_fault([seat.name for seat in self.seats]))
            if self.faulty_rows and not self.shows_seats():  # the names to mend in view
                self.level_page = False
                self.relayout()
            if self.faulty_rows:  # the first name to mend gets the keyboard
                self.form.focus_key(f"name{min(self.faulty_rows)}")
            self.refuse(" ".join(problems))
            return
        try:
            scene = self.config.start(self.app, self.choice())
        except EntryRefused as refusal:
            self.refuse(refusal.message)
            return
        except BrokenRecord as refused:  # the rules refuse this table for this level
            self.refuse(f"This match cannot start: {refused}.")
            return
        except ProblemsFound as found:
            self.app.show_message("This match cannot start", map(str, found.problems))
            return
        except OSError as error:
            self.app.show_message("The match could not be saved", [str(error)])
            return
        self.remember()  # the next new match starts from this one, even if this is never left
        if self.config.stays_below:
            self.app.push(scene)
        else:
            self.app.replace(scene)

    # events

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.file_dialog = None
            self.open_level_path(event.text)
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.file_dialog:
            self.file_dialog = None
            return True
        if self.file_dialog is not None:
            pick_on_enter_or_double_click(self.file_dialog, event)
            return event.type == pygame.KEYDOWN  # keys belong to the dialog while it is open
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if self.typing_notice != SEED_REFUSED:  # "abc-1": the 1 must not hide the refusal
                self.typing_notice = ""  # the field took the key
            self._entry_changed(event.ui_element)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            current = self.form.current
            if current is not None and current.key == "path":
                self.open_level_file()
            return True
        if event.type == pygame.TEXTINPUT:
            return self._refused_text()
        if event.type == pygame_gui.UI_BUTTON_PRESSED:  # a later change: what a field did
            # not take no longer holds (a refused Start says so again)
            self.notice = self.typing_notice = ""
        if event.type == pygame.KEYDOWN:
            self.notice = ""
            typing_on = event.unicode.isprintable() and event.unicode != ""
            if not (self.typing_notice == SEED_REFUSED and typing_on and self._seed_has_focus()):
                self.typing_notice = ""  # (the refusal stays while the seed is being typed)
        if event.type == pygame.MOUSEWHEEL and self.level_rows.collidepoint(self.app.mouse_pos()):
            self.scroll_levels(-event.y)
            return True
        return self.form.handle_event(event)

    def _refused_text(self) -> bool:
        """Typed text that reaches the screen is text the focused field did not take: a
        name already at its limit, a letter in the seed. Say so; no shortcut acts on it."""
        current = self.form.current
        if current is None or not isinstance(current.element, UITextEntryLine):
            return False
        if not current.element.is_focused:
            return False
        if current.key.startswith("name"):
            self.typing_notice = f"Not added: a name has at most {NAME_LIMIT} characters."
        elif current.key == "seed":
            self.typing_notice = SEED_REFUSED
        return True

    def _seed_has_focus(self) -> bool:
        current = self.form.current
        return current is not None and current.key == "seed" and current.element.is_focused

    def _entry_changed(self, element: UITextEntryLine) -> None:
        for control in self.form.controls:
            if control.element is not element:
                continue
            text = element.get_text()
            if control.key.startswith("name"):
                self.seats[int(control.key[4:])].name = text
                names = [seat.name for seat in self.seats]  # a fix may mend two rows
                self.faulty_rows &= set(seats_at_fault(names))
            elif control.key == "path":
                self.level_path_text = text
            elif control.key == "seed":
                self.seed = int(text) if text else 0
                self.seed_empty = not text

    def update(self, dt: float) -> None:
        if self.file_dialog is None:
            self.form.follow_mouse()

    def exit(self) -> None:
        self.remember()
        if self.file_dialog is not None:
            self.file_dialog.kill()
            self.file_dialog = None
        super().exit()

    def refuse(self, reason: str) -> None:
        """Why Start did nothing: beside the footer's buttons, or when the room there (a
        small window) cannot hold it whole, in the keys' hint line under the title, or in a
        message box when that cannot either."""
        self.notice = reason
        area, font = self.notice_area(), self.app.font(NOTICE_SIZE)
        rows = fitting_rows(reason, font, area.width, area.height // font.get_linesize())
        if " ".join(rows) == reason:
            return
        self.notice = ""
        if self.app.font(HINT_SIZE).size(reason)[0] <= self.hint_area().width:
            self.typing_notice = reason  # the form stays in view, the names at fault framed
        else:
            self.app.show_message("The match cannot start yet", [reason])

    # drawing

    def hint_area(self) -> pygame.Rect:
        """The keys' hint under the title (a field's notice in its place): one line, two
        in a narrow window, above the seat rows' Add player button."""
        return pygame.Rect(40, 60, self.layout.width - 80, 30)

    def notice_area(self) -> pygame.Rect:
        left = 526 if self.config.guide is not None else 236  # beside the footer's buttons
        return pygame.Rect(left, self.layout.footer_top, self.layout.width - left - 256, 50)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_headings(surface)
        if self.shows_seats():
            self._draw_seat_marks(surface)
            self._draw_faulty_rows(surface)
        if self.shows_level():
            self._draw_level_details(surface)
        if self.notice:
            font = self.app.font(NOTICE_SIZE)
            blit_wrapped(surface, font, self.notice, theme.DANGER, self.notice_area())

    def _draw_headings(self, surface: pygame.Surface) -> None:
        title = self.app.font(36, bold=True)
        blit_text(surface, title, self.config.title, theme.TEXT, (40, 14))
        heading = self.app.font(24, bold=True)
        low, high = self.config.seat_range
        players = f"Players ({len(self.seats)} of {self.config.seat_counts or f'{low}–{high}'})"
        if len(self.seats) >= high:  # why Add player is greyed
            players = f"Players ({high}, the most)"
        if self.shows_seats():
            blit_text(surface, heading, players, theme.TEXT, (40, 100))
        if self.config.read_level is not None and self.shows_level():
            blit_text(surface, heading, "Level", theme.TEXT, (self.layout.right, 100))
        hint = "Tab / arrows move · Left/Right change · Enter presses · "
        hint += f"names: {NAME_LIMIT} at most"
        hint_font = self.app.font(HINT_SIZE)
        if self.typing_notice:  # what a field did not take, where the keys' hint was
            blit_wrapped(surface, hint_font, self.typing_notice, theme.DANGER, self.hint_area())
        else:
            blit_wrapped(surface, hint_font, hint, theme.MUTED_TEXT, self.hint_area())
        if self.config.seed and self.shows_level():
            seed_top = self.options_top() + len(self.config.options) * OPTION_STEP
            seed_left = self.layout.right_edge - 288
            blit_text(surface, self.app.font(20), "Seed:", theme.TEXT, (seed_left, seed_top + 9))
            if self.seed_empty:  # the match would silently play seed 0
                room = seed_left - 12 - self.layout.right
                font = largest_font(self.app.font, EMPTY_SEED, room, (16, 15, 14, 13), False)
                where = (seed_left - 12, seed_top + 12)
                blit_text(surface, font, EMPTY_SEED, theme.MUTED_TEXT, where, "topright")
        note = " ".join(filter(None, [self.config.note, self.phone_note()]))
        if note and self.shows_seats():
            top = SEAT_TOP + len(self.seats) * self.layout.seat_step + 8
            area = pygame.Rect(40, top, self._remove_left(), self.layout.footer_top - top - 8)
            blit_wrapped(surface, self.app.font(18), note, theme.MUTED_TEXT, area)

    def phone_note(self) -> str:
        """With a phone seat: where the phones join (the address looked up once)."""
        if not any(seat.kind == PHONE for seat in self.seats):
            return ""
        if not hasattr(self, "_phone_note"):
            from game.table.phone_server import DEFAULT_PORT, lan_address

            self._phone_note = PHONE_NOTE.format(address=lan_address(), port=DEFAULT_PORT)
        return self._phone_note

    def _draw_seat_marks(self, surface: pygame.Surface) -> None:
        number_font = self.app.font(20)
        letter_font = self.app.font(22, bold=True)
        colour_blind = self.app.settings.colour_blind
        for index, seat in enumerate(self.seats):
            top = SEAT_TOP + index * self.layout.seat_step
            side = min(36, self.layout.row_height - 4)
            if self.layout.numbered:
                words = f"{index + 1}."
                blit_text(surface, number_font, words, theme.MUTED_TEXT, (40, top + 8))
            mark = pygame.Rect(self.layout.mark_left, top + 2, side, side)
            if self.config.fixed_colours is None:
                theme.draw_player_mark(
                    surface, mark, theme.seat_mark(seat.colour, colour_blind), letter_font
                )
                continue
            words, paint = self._fixed_colour(index)
            paint(surface, mark, colour_blind, letter_font)
            blit_text(
                surface, number_font, words, theme.TEXT, (self.layout.seats_left + 2, top + 8)
            )

    def _draw_faulty_rows(self, surface: pygame.Surface) -> None:
        """A red frame round each name Start refused, until it is changed."""
        for control in self.form.controls:
            if control.key.startswith("name") and int(control.key[4:]) in self.faulty_rows:
                pygame.draw.rect(surface, theme.DANGER, control.element.rect.inflate(6, 6), 3, 4)

    def _fixed_colour(self, index: int) -> tuple[str, Callable[..., None]]:
        if self.config.level_colours is not None and self.levels:
            return self.config.level_colours(index, self.levels[self.level_index])
        assert self.config.fixed_colours is not None
        return self.config.fixed_colours(index, len(self.seats))

    def _summary_font(self, summary: Sequence[str], inner: pygame.Rect) -> pygame.font.Font:
        """The largest size that shows the whole summary (a season's plan, every episode)
        in the panel; the smallest when none does (the panel then cuts it)."""
        for size in SUMMARY_SIZES:
            font = self.app.font(size)
            if _summary_height(font, summary, inner.width) <= inner.height:
                break
        return font

    def _draw_level_details(self, surface: pygame.Surface) -> None:
        if not self.levels:
            return
        choice = self.levels[self.level_index]
        bottom = self.options_top() - 12
        panel = pygame.Rect(
            self.layout.right, self.details_top, self.layout.right_width, bottom - self.details_top
        )
        if panel.height < 40:
            return
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
        inner = panel.inflate(-24, -16)
        y = inner.top
        if choice.refused:  # why it cannot be played, each problem with its file:line
            reasons = [f"Cannot be played ({choice.path.parent}):", *choice.refused]
            font = self._summary_font(reasons, inner)
            for line in reasons:
                room = pygame.Rect(inner.left, y, inner.width, inner.bottom - y)
                y = blit_wrapped(surface, font, line, theme.DANGER, room, free=True)
            return
        if self.chosen_needs_words:  # its button lost its » « marks, or is scrolled away
            chosen = f"Chosen: {choice.name}"
            y = blit_wrapped(surface, self.app.font(18, bold=True), chosen, theme.ACCENT, inner)
        rest = pygame.Rect(inner.left, y, inner.width, inner.bottom - y)
        summary, font = choice.summary, self.app.font(SUMMARY_SIZES[0])
        if self.config.level_summary is not None:
            summary = self.config.level_summary(choice, len(self.seats))
        if choice.compact:  # a summary that must show whole (a season's plan): smaller words,
            font = self._summary_font(summary, rest)  # then the same in fewer rows
            if _summary_height(font, summary, rest.width) > rest.height:
                summary = choice.compact
                font = self._summary_font(summary, rest)
        for line in summary:  # as many whole lines as the panel holds
            rows = len(fitting_rows(line, font, inner.width, 99))
            if inner.bottom - y < rows * font.get_linesize():
                return
            room = pygame.Rect(inner.left, y, inner.w, inner.bottom - y)
            y = blit_wrapped(surface, font, line, theme.TEXT, room)
        shrunk = font is not self.app.font(SUMMARY_SIZES[0])  # no room left for the rest
        description = pygame.Rect(inner.left, y + 6, inner.width, inner.bottom - y - 6)
        words = choice.description  # the level's author's, at any length
        fonts = [self.app.font(size) for size in SUMMARY_SIZES]  # smaller before it is cut
        font = next(
            (f for f in fonts if _summary_height(f, [words], inner.width) <= description.h),
            fonts[-1],
        )
        if not shrunk and description.h >= font.get_linesize():
            blit_wrapped(surface, font, words, theme.MUTED_TEXT, description, free=True)


SUMMARY_SIZES = (18, 16, 14, 13)  # a level's summary shrinks to these before it is cut


def level_window(first: int, rows: int, count: int) -> tuple[int, int, bool, bool]:
    """The part of a list of `count` levels shown in `rows` rows from level `first` (moved
    back where it would end short): its first level, how many it shows, and whether it has
    "More above" and "More below" buttons, each only where levels are out of sight that way
    (each takes a row the levels then do without)."""
    if count <= rows:
        return 0, count, False, False
    first = min(max(0, first), count - (rows - 1))
    up = first > 0
    room = rows - up
    if first + room >= count:
        return first, count - first, up, False
    return first, room - 1, up, True


def _level_look(chosen: bool, broken: bool) -> str | None:
    if broken:
        return CHOSEN_BROKEN_LEVEL if chosen else BROKEN_LEVEL
    return CHOSEN_LEVEL if chosen else None


def _summary_height(font: pygame.font.Font, lines: Sequence[str], width: int) -> int:
    return sum(len(wrap_text(line, font, width)) for line in lines) * font.get_linesize()


def _bot_of(kind: str | None) -> str | None:
    """A seat kind as the session's seat holds it: a phone seat is a person."""
    return None if kind == PHONE else kind
