"""The reveal: a resolved stage of a Social Snake match, animated event by event.

    app.push(RevealScene(app, session, outcome, on_done=next_stage))

What is on the board at any moment comes only from `outcome.before` and the events up to
that moment (`apply_events`); nothing here knows the rules. The events are cut into
animation steps (`group_events`: one step per move step of the round, both grids at once,
plus steps for the starts, the premoves, the banking and the end of the phase), and each
step becomes Timeline cues: heads slide (fading through tunnels), bodies grow behind them,
collisions flash red and bounce back, apples fly to the score line of whoever gets them,
collected items pop, start cells appear, grids that leave play grey out.

Keys: Space play/pause, ←/→ step, +/- or 1–4 speed, Home/End start/end, Enter continue
once finished; Esc leaves the match, asking first, as on every other screen of it (the
round is played and saved: Continue goes on after it, the replay shows it again). Every
key has a button too.
The `demo` verb plays a bots-only session through these reveals on the kit's DemoScene
(game/social_snake/demo.py).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core.coords import Cell
from game.core.words import plural
from game.social_snake import events as ev
from game.social_snake.draw import (
    GridView,
    PlayerLook,
    board_legend,
    draw_swatch,
    player_looks,
)
from game.social_snake.entry import CAPTION, KEY_CHIP_WIDTH, MIN_SIDE_WIDTH, SIDE_WIDTH
from game.social_snake.levels import GridLayout, Item
from game.social_snake.rules import GridState, MatchState
from game.social_snake.session import MatchSession, Outcome
from game.ui import theme
from game.ui.board_view import (
    KEY_CHIP_HEIGHT,
    MIN_CELL_TEXT,
    TEXT_SHARE,
    VEIL_SHADE,
    FocusLayout,
    KeyToggle,
    Legend,
    draw_focus_caption,
    draw_focus_tab,
    fit_focused,
    key_folds,
    layout_focus,
    layout_focus_tabs,
    layout_side_by_side,
)
from game.ui.reveal_player import (
    GAINED,
    HELP_HEIGHT,
    MARGIN,
    PLAYERS_TAB,
    TWO_LINE_ROW_HEIGHT,
    RevealPlayer,
    ScorePanel,
    ScoreRow,
    board_area,
    names_least_side,
    score_panel_height,
    side_area,
    tall_side,
)
from game.ui.snake_body import SnakeShape, side_by_side
from game.ui.timeline import Cue

if TYPE_CHECKING:
    from game.ui.host import Host

FLASH = (255, 40, 40)
LOST = (255, 110, 100)
SCORE_HEADINGS = ("Player", "Apples", "Garnets")
BOARD_EXTRA = SIDE_WIDTH + 12  # the grids' own column beside the board: thumbnails, key

# --- the board at any step: events applied to the state before them ---------------------


@dataclass
class Snapshot:
    """A state part-way through an outcome, and the apples collected this round on each
    grid that are not banked yet (they are banked, handed over or lost later)."""

    state: MatchState
    pending: dict[tuple[str, int], int] = field(default_factory=dict)

    def pending_apples(self, player: int) -> int:
        return sum(apples for (_, who), apples in self.pending.items() if who == player)

    def copy(self) -> Snapshot:
        return Snapshot(self.state.copy(), dict(self.pending))


def apply_events(start: Snapshot | MatchState, events: Iterable[ev.Event]) -> Snapshot:
    """A new Snapshot: `start` with `events` applied (nothing is decided here)."""
    snapshot = start.copy() if isinstance(start, Snapshot) else Snapshot(start.copy())
    for event in events:
        _APPLY.get(type(event), _no_change)(snapshot, event)
    return snapshot


def snapshots(before: MatchState, groups: Sequence[Sequence[ev.Event]]) -> list[Snapshot]:
    """The snapshot before each group and after the last one (len(groups) + 1)."""
    result = [Snapshot(before)]
    for group in groups:
        result.append(apply_events(result[-1], group))
    return result


def _no_change(snapshot: Snapshot, event: ev.Event) -> None:
    """Events that change nothing on the board (awards words, cuts, the end)."""


def _bank(snapshot: Snapshot, player: int, grid: str, apples: int) -> None:
    record = snapshot.state.players[player]
    record.apples += apples
    record.apples_by_grid[grid] = record.apples_by_grid.get(grid, 0) + apples


def _phase_began(snapshot: Snapshot, event: ev.PhaseBegan) -> None:
    state = snapshot.state
    for name in event.grids:
        layout = state.level.grids[name]
        state.grids[name] = GridState(layout, dict(layout.items))
    state.phase = event.phase


def _start_assigned(snapshot: Snapshot, event: ev.StartAssigned) -> None:
    grid = snapshot.state.grids[event.grid]
    grid.heads[event.player] = event.cell
    grid.bodies[event.player] = []


def _item_removed(snapshot: Snapshot, event: ev.StartCleared | ev.ItemsDestroyed) -> None:
    snapshot.state.grids[event.grid].items.pop(event.cell, None)


def _premove_spent(snapshot: Snapshot, event: ev.PremoveSpent) -> None:
    player = snapshot.state.players[event.player]
    player.garnets -= event.garnets
    player.garnets_spent += event.garnets


def _moved(snapshot: Snapshot, event: ev.Moved) -> None:
    grid = snapshot.state.grids[event.grid]
    grid.body_owner[event.origin] = event.player
    grid.bodies[event.player].append(event.origin)
    grid.heads[event.player] = event.target


def _collided(snapshot: Snapshot, event: ev.Collided) -> None:
    snapshot.pending.pop((event.grid, event.player), None)
    if event.owner is not None:
        _bank(snapshot, event.owner, event.grid, event.apples)


def _collected(snapshot: Snapshot, event: ev.Collected) -> None:
    snapshot.state.grids[event.grid].items.pop(event.cell, None)
    snapshot.state.players[event.player].garnets += event.garnets
    if event.apples < 0:
        _bank(snapshot, event.player, event.grid, event.apples)
    elif event.apples:
        key = (event.grid, event.player)
        snapshot.pending[key] = snapshot.pending.get(key, 0) + event.apples


def _banked(snapshot: Snapshot, event: ev.Banked) -> None:
    snapshot.pending.pop((event.grid, event.player), None)
    _bank(snapshot, event.player, event.grid, event.apples)


def _grid_retired(snapshot: Snapshot, event: ev.GridRetired) -> None:
    snapshot.state.grids[event.grid].active = False


def _phase_ended(snapshot: Snapshot, event: ev.PhaseEnded) -> None:
    state = snapshot.state
    for name in state.level.phases[event.phase]:
        if name in state.grids:
            state.grids[name].active = False


def _garnets_awarded(snapshot: Snapshot, event: ev.GarnetsAwarded) -> None:
    player = snapshot.state.players[event.player]
    player.garnets += event.garnets
    player.garnets_awarded += event.garnets


_APPLY: dict[type, Callable] = {
    ev.PhaseBegan: _phase_began,
    ev.StartAssigned: _start_assigned,
    ev.StartCleared: _item_removed,
    ev.ItemsDestroyed: _item_removed,
    ev.PremoveSpent: _premove_spent,
    ev.Moved: _moved,
    ev.Collided: _collided,
    ev.Collected: _collected,
    ev.Banked: _banked,
    ev.GridRetired: _grid_retired,
    ev.PhaseEnded: _phase_ended,
    ev.GarnetsAwarded: _garnets_awarded,
}

# --- animation steps ---------------------------------------------------------------------

_KINDS: dict[type, str] = {
    ev.PhaseBegan: "phase",
    ev.StartAssigned: "starts",
    ev.StartCleared: "starts",
    ev.SequenceCut: "plans",
    ev.PremoveSpent: "plans",
    ev.Banked: "bank",
    ev.GridRetired: "end",
    ev.PhaseEnded: "end",
}


def _step_kind(event: ev.Event) -> tuple[str, Any] | str:
    step = getattr(event, "step", None)
    if step is not None:
        return ("step", step)
    return _KINDS.get(type(event), "awards")


def group_events(events: Sequence[ev.Event]) -> list[list[ev.Event]]:
    """Cut the events into animation steps: neighbours of the same kind go together, so
    one move step is one animation step on every grid at once."""
    groups: list[list[ev.Event]] = []
    last: object = None
    for event in events:
        kind = _step_kind(event)
        if not groups or kind != last:
            groups.append([])
        groups[-1].append(event)
        last = kind
    return groups


GROUP_TITLES = {
    "phase": "the phase begins",
    "starts": "start cells",
    "plans": "cuts and premoves",
    "bank": "apples banked",
    "end": "end of the round",
    "awards": "awards",
}


def group_title(group: Sequence[ev.Event]) -> str:
    """What an animation step shows, in a few words ("step 4", "apples banked")."""
    kind = _step_kind(group[0])
    return f"step {kind[1]}" if isinstance(kind, tuple) else GROUP_TITLES[kind]


def step_grids(group: Sequence[ev.Event]) -> tuple[list[str], list[str]]:
    """(the grids a step happens on, those of them with a crash), each in the order the
    events name them."""
    placed = [(event, grid) for event in group if (grid := getattr(event, "grid", None))]
    named = [grid for _, grid in placed]
    crashed = [grid for event, grid in placed if isinstance(event, ev.Collided)]
    return list(dict.fromkeys(named)), list(dict.fromkeys(crashed))


def where_step(group: Sequence[ev.Event], grids: Sequence[str]) -> str:
    """ " on grid B" (" on grids B and C · crash on C"): where a step happens, with several
    grids shown ("" with one)."""
    named, crashed = ([name for name in grids if name in found] for found in step_grids(group))
    if len(grids) < 2 or not named:
        return ""
    words = f" on grid{'s' if len(named) > 1 else ''} " + " and ".join(named)
    if crashed and len(named) > 1:
        words += f" · crash{'es' if len(crashed) > 1 else ''} on " + " and ".join(crashed)
    return words


def shown_grids(outcome_before: MatchState, events: Sequence[ev.Event]) -> list[str]:
    """The grids a reveal shows: a new phase's, the phase being played, or the last one."""
    for event in events:
        if isinstance(event, ev.PhaseBegan):
            return list(event.grids)
    state = outcome_before
    phases = state.level.phases
    phase = min(state.phase, len(phases) - 1)
    names = [name for name in phases[phase] if name in state.grids]
    if names or phase == 0:
        return names or list(phases[0])
    return [name for name in phases[phase - 1] if name in state.grids]


# --- what a cue draws --------------------------------------------------------------------


class Painter:
    """What cues draw on: the board views by grid, the score line of each player and the
    grids as they stand under the animation (`grid(name)`)."""

    def __init__(
        self,
        views: dict[str, GridView],
        anchor: Callable[[int], tuple[int, int]],
        grid: Callable[[str], GridState | None],
        boards_right: Callable[[], int],
        table: Callable[[], pygame.Rect | None] = lambda: None,
    ):
        """`boards_right`: the x right of the boards and their key (what flies stays right
        of it); `table`: the score table where it is drawn (what flies fades before it)."""
        self.views = views
        self.anchor = anchor
        self.grid = grid
        self.boards_right = boards_right
        self.table = table

    def snake_moving(
        self, name: str, player: int, target: Cell, progress: float
    ) -> tuple[GridState, SnakeShape]:
        """Player `player`'s snake on grid `name` on its way to `target` (`progress` 0..1)."""
        grid = self.grid(name)
        assert grid is not None, f"grid {name} is not in play"
        cells = [target, grid.heads[player], *reversed(grid.bodies.get(player, []))]
        return grid, self.views[name].snake_shape(grid, player, cells, progress)


@dataclass(frozen=True)
class Slide:
    """A head moving one cell (through a tunnel: fading out and in), its body growing."""

    grid: str
    player: int
    origin: Cell
    target: Cell
    tunnel: bool
    layer: int = 2

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        """The whole snake, its head sliding on (the painter fades it through a tunnel)."""
        share = progress if self.tunnel else _ease(progress)
        grid, shape = paint.snake_moving(self.grid, self.player, self.target, share)
        paint.views[self.grid].draw_snake(surface, grid, shape)


@dataclass(frozen=True)
class Bounce:
    """A head running into something: half-way there, a red flash, and back."""

    grid: str
    player: int
    origin: Cell
    target: Cell
    layer: int = 2

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        view = paint.views[self.grid]
        reach = 0.45 * math.sin(math.pi * progress)
        flash = round(200 * math.sin(math.pi * progress))
        if flash > 0:  # a step waiting at its start marks nothing yet (the shown one does)
            view.flash_cell(surface, self.target, FLASH, flash)
        grid, shape = paint.snake_moving(self.grid, self.player, self.target, reach)
        if not side_by_side(self.origin, self.target):  # out of a tunnel: no lunge across
            shape = view.snake_shape(grid, self.player)
        view.draw_snake(surface, grid, shape)


@dataclass(frozen=True)
class FlyApples:
    """Apples handed over (flying to the receiver's score line) or lost (fading)."""

    grid: str
    cell: Cell
    apples: int
    receiver: int | None
    font: pygame.font.Font
    layer: int = 4

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        """The badge starts beside the boards, level with the cell, and is never drawn over
        a board, its heads or its key (the log and the score row say where it came from);
        on its way to the receiver's row it fades out before the score table, never over
        a row's letters or numbers (the row's green "+N" tells the gain)."""
        text = f"+{self.apples}" if self.receiver is not None else f"−{self.apples}"
        boards = paint.boards_right()
        width = self.font.size(text)[0] + 10
        start = (boards + 6 + width / 2, paint.views[self.grid].cell_centre(self.cell)[1])
        table = paint.table()
        if self.receiver is None:
            place, colour = (start[0], start[1] - 30 * progress), LOST
            alpha = round(255 * (1 - progress))
        else:
            end = paint.anchor(self.receiver)
            if table is not None:  # beside the row, left of the table
                end = (min(end[0], table.left - width // 2), end[1])
            place = _between(start, end, _ease(progress))
            colour, alpha = GAINED, 255
        if table is not None:
            alpha = min(alpha, _alpha_before(table, place, width, self.font.get_height()))
        if alpha <= 0:
            return
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(boards, 0, surface.get_width(), surface.get_height()))
        _blit_badge(surface, self.font, text, colour, place, alpha)
        surface.set_clip(clip)


@dataclass(frozen=True)
class Pop:
    """An item collected (growing and fading) or vanishing (fading where it lay)."""

    grid: str
    cell: Cell
    item: Item
    grow: bool
    layer: int = 1  # under the heads: the item bursts out from under the arriving head

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        view = paint.views[self.grid]
        if not self.grow:
            view.empty_cell(surface, self.cell)
        scale = 1 + 0.7 * progress if self.grow else 1.0
        alpha = round(255 * (1 - progress))
        centre = view.cell_centre(self.cell)
        view.draw_item_at(surface, self.item, centre, scale, alpha, bare=self.grow)


@dataclass(frozen=True)
class Appear:
    """A head placed on its start cell."""

    grid: str
    player: int
    cell: Cell
    layer: int = 2

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        view = paint.views[self.grid]
        shape = view.snake_shape(None, self.player, [self.cell])
        view.draw_snake(surface, paint.grid(self.grid), shape, round(255 * progress))


@dataclass(frozen=True)
class Retire:
    """A grid leaving play greys out."""

    grid: str
    layer: int = 5

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        red, green, blue, alpha = VEIL_SHADE
        paint.views[self.grid].shade_board(surface, (red, green, blue, round(alpha * progress)))


@dataclass(frozen=True)
class Pause:
    """Nothing to draw: gives a words-only step (a cut, an award) time in the log."""

    layer: int = 0

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        """Nothing moves."""


MOVE_TIME = 0.3
BOUNCE_TIME = 0.45


def cues_for(group: Sequence[ev.Event], font: pygame.font.Font) -> list[Cue]:
    """The cues of one animation step (times in seconds at speed ×1)."""
    cues: list[Cue] = []
    for event in group:
        cues.extend(_event_cues(event, font))
    return cues or [Cue(Pause(), 0.0, 0.45)]


def _event_cues(event: ev.Event, font: pygame.font.Font) -> list[Cue]:
    if isinstance(event, ev.Moved):
        slide = Slide(event.grid, event.player, event.origin, event.target, event.through_tunnel)
        return [Cue(slide, 0.0, MOVE_TIME)]
    if isinstance(event, ev.Collided):
        bounce = Bounce(event.grid, event.player, event.origin, event.target)
        cues = [Cue(bounce, 0.0, BOUNCE_TIME)]
        if event.apples:
            fly = FlyApples(event.grid, event.target, event.apples, event.owner, font)
            cues.append(Cue(fly, BOUNCE_TIME / 2, 0.6))
        return cues
    if isinstance(event, ev.Collected):
        pop = Pop(event.grid, event.cell, Item(event.apples, event.garnets), True)
        return [Cue(pop, MOVE_TIME * 0.7, 0.3)]
    if isinstance(event, ev.StartCleared | ev.ItemsDestroyed):
        vanish = Pop(event.grid, event.cell, Item(event.apples, event.garnets), False)
        return [Cue(vanish, 0.25, 0.4)]
    if isinstance(event, ev.StartAssigned):
        return [Cue(Appear(event.grid, event.player, event.cell), 0.0, 0.5)]
    if isinstance(event, ev.GridRetired):
        return [Cue(Retire(event.grid), 0.0, 0.6)]
    return []


def mark_crashes(
    views: dict[str, GridView], surface: pygame.Surface, group: Sequence[ev.Event]
) -> None:
    """A red box on each crash of `group` (the step the header names), on the grids shown."""
    for event in group:
        if isinstance(event, ev.Collided) and event.grid in views:
            views[event.grid].flash_cell(surface, event.target, FLASH, 90)


def step_sound(group: Sequence[ev.Event]) -> str | None:
    """The loudest thing that happens in a step: a collision, else a collection, else a move."""
    for kind, effect in ((ev.Collided, "collision"), (ev.Collected, "collect"), (ev.Moved, "move")):
        if any(isinstance(event, kind) for event in group):
            return effect
    return None


def moving_snakes(group: Sequence[ev.Event]) -> dict[str, set[int]]:
    """Per grid, the snakes a step animates (the board leaves them out)."""
    hidden: dict[str, set[int]] = {}
    for event in group:
        if isinstance(event, ev.Moved | ev.Collided):
            hidden.setdefault(event.grid, set()).add(event.player)
    return hidden


def _alpha_before(table: pygame.Rect, centre: tuple[float, float], width: int, height: int) -> int:
    """A badge's alpha near the score table: none once it would touch the table, fading
    over the last FADE_BEFORE_TABLE px before it."""
    box = pygame.Rect(0, 0, width, height + 2)
    box.center = round(centre[0]), round(centre[1])
    guard = table.inflate(4, 4)
    if box.colliderect(guard):
        return 0
    if box.bottom < guard.top or box.top > guard.bottom:
        return 255
    share = max(0.0, min(1.0, (guard.left - box.right) / FADE_BEFORE_TABLE))
    return round(255 * share)


FADE_BEFORE_TABLE = 30


def _ease(progress: float) -> float:
    return progress * progress * (3 - 2 * progress)


def _between(
    start: tuple[float, float], end: tuple[float, float], share: float
) -> tuple[float, float]:
    return start[0] + (end[0] - start[0]) * share, start[1] + (end[1] - start[1]) * share


def _blit_badge(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: theme.Colour,
    centre: tuple[float, float],
    alpha: int,
) -> None:
    label = font.render(text, True, colour)
    box = label.get_rect(center=(round(centre[0]), round(centre[1]))).inflate(10, 2)
    badge = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(badge, (*theme.BLACK, 200), badge.get_rect(), border_radius=box.height // 2)
    badge.blit(label, label.get_rect(center=badge.get_rect().center))
    badge.set_alpha(max(0, alpha))
    surface.blit(badge, box)


# --- the score panel and the key (also used by the replay viewer) ------------------------


PENDING_SAMPLE = "+88"  # the "+N" not yet banked every score row keeps room for


def score_panel(
    app: Host,
    looks: Sequence[PlayerLook],
    room: pygame.Rect | None = None,
    name_lines: int = 1,
    widths: Sequence[int] | None = None,
) -> ScorePanel:
    """Every player: swatch with letter, name, apples (+ not yet banked), garnets; its rows
    closing up to fit `room` (default: the side column); names on up to `name_lines` lines;
    `widths`: the number columns' (`compact_widths`: headings down to 12 px)."""
    area = side_area(app, 1.0, BOARD_EXTRA, side_least(app, looks)) if room is None else room
    return ScorePanel(
        area,
        SCORE_HEADINGS,
        len(looks),
        app,
        widths,
        name_lines=name_lines,
        whole_words=True,
        note_sample=PENDING_SAMPLE,
    )


def side_least(
    app: Host,
    looks: Sequence[PlayerLook],
    name_lines: int = 1,
    widths: Sequence[int] | None = None,
) -> int:
    """The side column's least width: the score panel's names whole, on up to `name_lines`
    lines (the longest allowed name too, where a table has one)."""
    names = [look.name for look in looks]
    return names_least_side(
        app, names, SCORE_HEADINGS, widths, name_lines, True, note_sample=PENDING_SAMPLE
    )


def compact_widths(app: Host) -> list[int]:
    """Number columns as narrow as a four-digit number, their headings down to 12 px: what
    gives a long one-word name its room whole beside two grids shown whole."""
    number = app.font(20, bold=True).size("8888")[0]
    return [max(number, app.font(12).size(heading)[0]) for heading in SCORE_HEADINGS[1:]]


def score_rows(snapshot: Snapshot, looks: Sequence[PlayerLook]) -> list[ScoreRow]:
    rows = []
    for index, player in enumerate(snapshot.state.players):
        pending = snapshot.pending_apples(index)
        rows.append(
            ScoreRow(
                _swatch(looks[index]),
                player.name,
                (player.apples, player.garnets),
                f"+{pending}" if pending else "",
            )
        )
    return rows


def _swatch(look: PlayerLook) -> Callable[[pygame.Surface, pygame.Rect, pygame.font.Font], None]:
    return lambda surface, rect, font: draw_swatch(surface, rect, look, font)


class GridFocus:
    """The shown grids in the board area as on the entry screens: one large, the others as
    thumbnails beside it (Tab, Shift+Tab or a click on a thumbnail brings one forward; every
    grid's events still play), and their key. The reveal and the replay viewer share it."""

    def __init__(
        self,
        app: Host,
        layouts: dict[str, GridLayout],
        looks: Sequence[PlayerLook],
        together: bool = False,
        under_scores: int = 0,
        may_go_tall: bool = False,
    ):
        """`together`: when the window has room for every grid readable (numbers of at
        least MIN_CELL_TEXT px), they are all shown whole, side by side or stacked, with the
        side column at its least (`aspect`, `extra`: what the screen's side column follows).
        `under_scores`: the px the side column keeps under the score panel (the log's
        least…): the names take two lines only where the taller rows leave it that.
        `may_go_tall`: where a grid brought forward would be unreadable even alone over the
        board's room, the board takes the whole height (`tall`, the kit's tall board)."""
        self.app = app
        self.looks = looks
        self.score_widths: list[int] | None = None  # the score panel's number columns
        self.rows, self.under_scores = len(looks), under_scores
        self.whole_names_least = side_least(app, looks)
        self.two_line_names_least = side_least(app, looks, name_lines=2)
        self.side_least = self.whole_names_least
        self.name_lines = 1  # the score panel's names: on two lines to leave the grids room
        self.may_show_together = together
        self.together = False
        self.may_go_tall, self.tall = may_go_tall, False
        room = board_area(app, 1.0, BOARD_EXTRA, self.side_least)
        self.views = {
            name: GridView(layout, room, looks, app.font, room_for_marks=False)
            for name, layout in layouts.items()
        }
        self.legend = board_legend(next(iter(self.views.values())), app.font(15))
        self.key_toggle = KeyToggle(self.legend)
        self.key_by_choice = False  # the player opened or closed the key (F1 or its chip)
        self.focused = 0
        self.followed: object = None  # the step the grids last followed
        self.chosen_by_hand = False  # a tab picked by the player: no following from then on
        self.arrange()

    def arrange(self) -> None:
        """Lay the grids out in the board area (again: the window may have changed size); in
        a small window, where the thumbnails or the key would cost the board too much of its
        room, the other grids are tabs over the board and the key a chip (F1). With room
        for every grid readable, they are all shown whole (`together`), the score panel's
        names on two lines where that gives the grids the room (board first), and the key
        open in the band the grids leave under them (until the player closes it)."""
        self.tall = False
        self.score_widths = None
        if not self.key_by_choice:
            self.key_toggle.open = False
        if self._arrange_together():
            if not self.key_by_choice and self.key_room is not None:
                self.key_toggle.open = self.key_room.top > self._lowest_board()  # a free band
            return
        self.side_least, self.name_lines = self.whole_names_least, 1
        area = board_area(self.app, 1.0, BOARD_EXTRA, self.side_least)
        if self.may_go_tall and self._unreadable_folded(area):
            self._arrange_tall()
            return
        side = min(SIDE_WIDTH, max(MIN_SIDE_WIDTH, area.width // 4))
        side = max(side, min(self.legend.least_width(), area.width // 3))  # whole entries
        count = len(self.views)
        key = self.legend.height_for
        self.layout = layout_focus(area, count, self.focused, side, CAPTION, 12, key)
        folded, chip = layout_focus_tabs(area, count, self.focused, CAPTION, KEY_CHIP_WIDTH)
        views = list(self.views.values())
        focused = views[self.focused]
        fit_focused(views, folded, self.focused)
        readable_folded = focused.cell_size * TEXT_SHARE >= MIN_CELL_TEXT
        fit_focused(views, self.layout, self.focused)
        unreadable = focused.cell_size * TEXT_SHARE < MIN_CELL_TEXT  # beside long names
        if (unreadable and readable_folded) or key_folds(
            self.layout.boards[self.focused].width, folded.boards[self.focused].width
        ):
            self.layout = folded
            self.key_toggle.fold(chip)
            fit_focused(views, self.layout, self.focused)
        else:
            self.key_toggle.fold(None)

    def _unreadable_folded(self, area: pygame.Rect) -> bool:
        """Whether some grid, brought forward alone over `area`, has numbers under
        MIN_CELL_TEXT (decided for every grid at once: the side column stays as it is
        while the grids follow the steps)."""
        views = list(self.views.values())
        for index in range(len(views)):
            folded, _ = layout_focus_tabs(area, len(views), index, CAPTION, KEY_CHIP_WIDTH)
            fit_focused(views, folded, index)
            if views[index].cell_size * TEXT_SHARE < MIN_CELL_TEXT:
                return True
        return False

    def _arrange_tall(self) -> None:
        """The focused grid alone under its tab row, down to the window's foot (the kit's
        tall board: the buttons beside it), the side column what the square board leaves."""
        self.tall = True
        self.side_least = tall_side(self.app.size, CAPTION + 8)
        area = board_area(self.app, 1.0, 0, self.side_least, tall=True)
        count = len(self.views)
        self.layout, chip = layout_focus_tabs(area, count, self.focused, CAPTION, KEY_CHIP_WIDTH)
        self.key_toggle.fold(chip)
        fit_focused(list(self.views.values()), self.layout, self.focused)

    @property
    def aspect(self) -> float | None:
        """The board's width / height the screen's side column follows (None: as wide as
        it can, the side column at its least: every grid shown together)."""
        return None if self.together else 1.0

    @property
    def extra(self) -> int:
        """The px the board's room needs beside the boards (the key column)."""
        return 0 if self.together or self.tall else BOARD_EXTRA

    def _arrange_together(self) -> bool:
        """Every grid whole, side by side or stacked (whichever gives the smallest grid the
        larger cells), under a caption line each, the key a chip; False (nothing changed)
        when there is one grid or the smallest grid's numbers would be under MIN_CELL_TEXT."""
        views = list(self.views.values())
        self.together = False
        if not self.may_show_together or len(views) < 2:
            return False
        chosen = None
        for name_lines, least in ((1, self.whole_names_least), (2, self.two_line_names_least)):
            if name_lines > 1 and not self._two_line_rows_fit(least):
                break  # the taller rows would take the log's room
            area = board_area(self.app, None, 0, least)
            best = self._best_together(views, area)
            if best[0] * TEXT_SHARE >= MIN_CELL_TEXT:
                chosen = name_lines, least, best
                break
        if chosen is None:
            chosen = self._compact_numbers_together(views)
        if chosen is None:
            return False
        self.name_lines, self.side_least, best = chosen
        area = board_area(self.app, None, 0, self.side_least)
        self.together = True
        captions = [caption for caption, _ in best[1]]
        first = captions[0]
        chip = pygame.Rect(first.right - KEY_CHIP_WIDTH, first.top, KEY_CHIP_WIDTH,
                           min(CAPTION, KEY_CHIP_HEIGHT))  # fmt: skip
        captions[0] = pygame.Rect(first.left, first.top, first.width - KEY_CHIP_WIDTH - 8, CAPTION)
        boards = [board for _, board in best[1]]
        nowhere = pygame.Rect(area.right, area.bottom, 0, 0)
        self.layout = FocusLayout(boards, captions, nowhere, nowhere)
        for view, board in zip(views, boards, strict=True):
            view.fit(board, labels=True, text=True)
            view.move_to(board.move(0, board.top - view.area.top))  # right under its caption
        self.key_toggle.fold(chip)
        return True

    def _compact_numbers_together(
        self, views: Sequence[GridView]
    ) -> tuple[int, int, tuple[int, list[tuple[pygame.Rect, pygame.Rect]]]] | None:
        """(1, side least, best) with the score panel's number columns narrower (headings
        down to 12 px) where that alone shows every grid readable, every name whole."""
        least = side_least(self.app, self.looks, widths=compact_widths(self.app))
        best = self._best_together(views, board_area(self.app, None, 0, least))
        if best[0] * TEXT_SHARE < MIN_CELL_TEXT:
            return None
        self.score_widths = compact_widths(self.app)
        return 1, least, best

    def _two_line_rows_fit(self, least: int) -> bool:
        """Whether score rows of two-line names leave `under_scores` px in the side column."""
        column = side_area(self.app, None, 0, least).height
        return score_panel_height(self.rows, TWO_LINE_ROW_HEIGHT) + self.under_scores <= column

    @staticmethod
    def _best_together(
        views: Sequence[GridView], area: pygame.Rect
    ) -> tuple[int, list[tuple[pygame.Rect, pygame.Rect]]]:
        """(smallest cell, places) of `views` side by side (the width shared out so the
        smallest grid's cells are the largest) or stacked in `area`, whichever gives the
        smallest grid the larger cells."""
        best: tuple[int, list[tuple[pygame.Rect, pygame.Rect]]] | None = None
        options = [_side_by_side(area, len(views), widths) for widths in _shares(area, views)]
        for places in [*options, _stacked(area, len(views))]:
            for view, (_, board) in zip(views, places, strict=True):
                view.fit(board, labels=True, text=True)
            smallest = min(view.cell_size for view in views)
            if best is None or smallest > best[0]:
                best = (smallest, places)
        assert best is not None
        return best

    @property
    def key_room(self) -> pygame.Rect | None:
        """Where the open key goes with every grid shown whole: the empty band under the
        boards, or else the side column's foot (over the log), never over a board."""
        if not self.together:
            return None
        area = board_area(self.app, None, 0, self.side_least)
        lowest = self._lowest_board()
        band = pygame.Rect(area.left, lowest + 8, area.width, area.bottom - lowest - 8)
        if self.legend.height_for(band.width - 16) + 16 <= band.height:
            return band
        side = side_area(self.app, None, 0, self.side_least)
        height = min(side.height, self.legend.height_for(side.width - 16) + 16)
        return pygame.Rect(side.left, side.bottom - height, side.width, height)

    def _lowest_board(self) -> int:
        return max(view.area.bottom for view in self.views.values())

    @property
    def legend_rect(self) -> pygame.Rect:
        return self.layout.legend

    def boards_right(self) -> int:
        """The x right of every board, thumbnail and open key column."""
        rights = [view.area.right for view in self.views.values()]
        if not self.key_toggle.folded and self.legend_rect.width:
            rights.append(self.legend_rect.right)
        return max(rights)

    def bring_forward(self, index: int) -> None:
        if index != self.focused:
            self.focused = index
            self.arrange()

    def follow(self, step: object, group: Sequence[ev.Event]) -> None:
        """With the grids under tabs, bring forward the grid `group` (the step `step` being
        shown) happens on, one with a crash first; never once the player has picked a tab by
        hand (a grid switching by itself hid what they looked at; the other grid's tab turns
        red while the step shown has a crash there)."""
        self.followed = step
        if self.chosen_by_hand or self.together or not self.layout.tabs:
            return
        named, crashed = step_grids(group)
        wanted = crashed or named
        names = list(self.views)
        if wanted and names[self.focused] not in wanted and wanted[0] in names:
            self.bring_forward(names.index(wanted[0]))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab: the next / previous grid large; a click on a thumbnail: that one."""
        toggle = self.key_toggle
        switch = (event.type == pygame.KEYDOWN and event.key == toggle.key) or (
            event.type == pygame.MOUSEBUTTONDOWN and toggle.chip.collidepoint(event.pos)
        )
        in_band = toggle.open and not self.key_by_choice  # shown in the room under the grids
        if (switch or not in_band) and toggle.handle_event(event):
            self.key_by_choice = True
            return True  # the folded key opened or closed
        count = len(self.views)
        if count < 2 or self.together:  # every grid is in view: nothing to bring forward
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.bring_forward((self.focused + step) % count)
            self.chosen_by_hand = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            for index, view in enumerate(self.views.values()):
                place = self.layout.boards[index] if self.layout.tabs else view.area
                if index != self.focused and place.collidepoint(event.pos):
                    self.bring_forward(index)
                    self.chosen_by_hand = True
                    return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        state: MatchState,
        hidden: dict[str, set[int]] | None = None,
        crashed: Sequence[str] = (),
    ) -> None:
        """The grids of `state` (leaving out the `hidden` heads, which cues draw), their
        captions and the key; the tab of a hidden grid in `crashed` (a crash in the step
        shown) says so in red."""
        font = self.app.font(20, True)
        several = len(self.views) > 1
        for index, (name, view) in enumerate(self.views.items()):
            focused = index == self.focused or self.together
            alarm = self.layout.tabs and not focused and name in crashed
            words = [f"Grid {name}"]
            if alarm:
                words = [f"Grid {name}: a crash · Tab", f"Grid {name}: crash", f"{name}: crash"]
            elif several and not focused:
                words.insert(0, f"Grid {name}: Tab or click")
            caption = self.layout.captions[index]
            if self.layout.tabs:
                draw_focus_tab(surface, font, caption, words, focused, alarm)
                if not focused:
                    continue
            view.draw(surface, state.grids.get(name), hidden=(hidden or {}).get(name, ()))
            if not self.layout.tabs:
                draw_focus_caption(surface, font, caption, view, words, focused)
        if self.key_toggle.folded:
            room = self.key_room or self.views[list(self.views)[self.focused]].area
            self.key_toggle.draw(surface, room, self.app.font(15))
        else:
            self.legend.draw(surface, self.legend_rect)


GRIDS_GAP = 20


def _side_by_side(
    area: pygame.Rect, count: int, widths: Sequence[int] | None = None
) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """(caption line, board room) of `count` grids side by side in `area` (`widths`: each
    one's width; equal when not given)."""
    body = pygame.Rect(area.left, area.top + CAPTION, area.width, area.height - CAPTION)
    if widths is None:
        rooms = layout_side_by_side(body, count, GRIDS_GAP)
    else:
        lefts = [body.left + sum(widths[:index]) + GRIDS_GAP * index for index in range(count)]
        rooms = [pygame.Rect(left, body.top, width, body.height)
                 for left, width in zip(lefts, widths, strict=True)]  # fmt: skip
    return [(pygame.Rect(room.left, area.top, room.width, CAPTION), room) for room in rooms]


def _shares(area: pygame.Rect, views: Sequence[GridView]) -> list[list[int] | None]:
    """The ways to share `area`'s width among grids side by side: equal, and in proportion
    to their columns (and a little either side of that), so a narrow grid leaves the wide
    one the room for the same cells."""
    room = area.width - GRIDS_GAP * (len(views) - 1)
    columns = [max(1, view.columns) + 1 for view in views]  # +1: the row labels
    shares: list[list[int] | None] = [None]
    for lean in range(-3, 4):
        first = room * columns[0] // sum(columns) + lean * 8
        if len(views) == 2:
            shares.append([first, room - first])
    if len(views) != 2:
        shares.append([room * c // sum(columns) for c in columns])
    return shares


def _stacked(area: pygame.Rect, count: int) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """(caption line, board room) of `count` grids one under another in `area`."""
    height = (area.height - GRIDS_GAP * (count - 1)) // count
    places = []
    for index in range(count):
        top = area.top + index * (height + GRIDS_GAP)
        room = pygame.Rect(area.left, top + CAPTION, area.width, height - CAPTION)
        places.append((pygame.Rect(area.left, top, area.width, CAPTION), room))
    return places


# --- the scene ---------------------------------------------------------------------------


def describe(event: ev.Event, names: Sequence[str], grids: Sequence[str]) -> str:
    """The event in words; with two grids on screen every line names its grid (the reveal
    and the replay viewer alike)."""
    words = event.describe(names)
    grid = getattr(event, "grid", None)
    if grid is not None and len(grids) > 1:
        for named in (f" (grid {grid})", f" from grid {grid}", f" on grid {grid}"):
            words = words.replace(named, "")  # said once, at the front
        return f"Grid {grid} · {words}"
    return words


def is_about(event: ev.Event, player: int) -> bool:
    """Whether `event` is about `player`'s snakes: theirs moved, crashed, collected, was cut
    or was placed, or another snake crashed into theirs (or it gives them something)."""
    return getattr(event, "player", None) == player or getattr(event, "owner", None) == player


FOLD_OVER_SEATS = 6  # a larger table's log folds each step's routine lines into one
_ROUTINE = (ev.Moved,)  # start lines stay: each says where a player starts and why
FOLD_HINT = "Moves and apples: a line a step (A: every move · M: one player's snakes)"


def is_routine(event: ev.Event) -> bool:
    """A move or apples collected: what the board shows, folded in a big log (a start line
    stays whole: it says where a player starts and why)."""
    return isinstance(event, _ROUTINE) or (isinstance(event, ev.Collected) and event.apples >= 0)


def fold_line(group: Sequence[ev.Event], routine: Sequence[ev.Event], grids: Sequence[str]) -> str:
    """One line for a step's routine events: "Step 4 on grids B and C: 24 moves · 9 snakes
    collect 41 apples" (the crashes, banks and cuts get lines of their own)."""
    title = group_title(group)
    words = [f"{title[0].upper()}{title[1:]}{where_step(group, grids).split(' · ')[0]}:"]
    parts = []
    moves = sum(isinstance(event, ev.Moved) for event in routine)
    collected = [event for event in routine if isinstance(event, ev.Collected)]
    if moves:
        parts.append(plural(moves, "move"))
    if collected:
        apples = sum(event.apples for event in collected)
        garnets = sum(event.garnets for event in collected)
        what = [plural(apples, "apple")] if apples else []
        what += [plural(garnets, "garnet")] if garnets else []
        snakes = len({(event.grid, event.player) for event in collected})
        verb = "collects" if snakes == 1 else "collect"
        parts.append(f"{plural(snakes, 'snake')} {verb} {' and '.join(what) or 'nothing'}")
    return " ".join([*words, " · ".join(parts)])


@dataclass
class StepLog:
    """The reveal's and the replay's log in lines, a step at a time: with a big table the
    routine lines of a step (moves, start cells, apples collected) fold into one line while
    the crashes (red), the banks (gold) and the cuts keep lines of their own; A shows every
    move again; M only the lines about one player's snakes (`owner`)."""

    names: Sequence[str]
    every_move: bool = False
    owner: int | None = None
    tones: dict[str, theme.Colour] = field(default_factory=dict)

    def lines(
        self, groups: Sequence[Sequence[ev.Event]], grids: Sequence[str]
    ) -> tuple[list[str], int]:
        """The lines of `groups`, and the index of the last group's first line (where the
        log scrolls to: the step shown)."""
        lines: list[str] = []
        last = 0
        for group in groups:
            last = len(lines)
            events = [e for e in group if self.owner is None or is_about(e, self.owner)]
            folds = not self.every_move and self.owner is None
            routine = [e for e in events if folds and is_routine(e)]
            if routine:
                lines.append(self._toned(fold_line(group, routine, grids), theme.MUTED_TEXT))
            for event in events:
                if not (folds and is_routine(event)):
                    lines.append(self._toned(describe(event, self.names, grids), _tone(event)))
        if self.owner is not None:
            name = self.names[self.owner]
            told = f"Only {name}'s snakes (M: next) · {plural(len(lines), 'line')}"
            return [told, *lines], last + 1
        if not self.every_move and lines:
            return [self._toned(FOLD_HINT, theme.MUTED_TEXT), *lines], last + 1
        return lines, last

    def _toned(self, line: str, tone: theme.Colour) -> str:
        if tone != theme.TEXT:
            self.tones[line] = tone
        return line

    def colour_of(self, line: str) -> theme.Colour:
        return self.tones.get(line, theme.TEXT)

    def next_owner(self, seats: Sequence[Any]) -> None:
        """M: every line → only the first human's snakes → the next human's … → every line
        (with no human at the table: each player in turn)."""
        humans = [i for i, seat in enumerate(seats) if getattr(seat, "bot", None) is None]
        order: list[int | None] = [None, *(humans or range(len(seats)))]
        self.owner = order[(order.index(self.owner) + 1) % len(order)]


def _tone(event: ev.Event) -> theme.Colour:
    if isinstance(event, ev.Collided | ev.ItemsDestroyed):
        return theme.DANGER
    if isinstance(event, ev.Banked):
        return theme.ACCENT
    return theme.TEXT


class RevealScene(RevealPlayer):
    key_help = (
        "Space play/pause · Left/Right step · Home/End",
        "+/− speed · Enter go on · M mine · A all moves",
    )
    side_lists_totals = True  # the score panel is the standings
    whole_word_names = True  # a one-word name split in two rows read as two players
    note_sample = PENDING_SAMPLE
    log_least_lines = 7  # a step on two grids says several lines: the score rows close up first
    board_extra = BOARD_EXTRA
    """Animate `outcome` (see the module docstring); `on_done` is called once, on continue."""

    def __init__(
        self,
        app: Host,
        session: MatchSession,
        outcome: Outcome,
        on_done: Callable[[], None],
        auto_continue: bool = False,
        speed: float | None = None,
        on_interrupt: Callable[[], None] | None = None,
    ):
        """`on_interrupt`, when given, is called on any key press or click (attract mode)."""
        groups = group_events(outcome.events)
        self._flying: list[tuple[Cue, float]] = []  # apples flying to a score line, drawn last
        super().__init__(app, groups, on_done, auto_continue, speed, on_interrupt)
        self.session = session
        self.outcome = outcome
        self.names = outcome.before.names
        self.snapshots = snapshots(outcome.before, self.groups)
        self.looks = player_looks(session.seats, app.settings.colour_blind)
        self.grid_names = shown_grids(outcome.before, outcome.events)
        self.cue_font = app.font(18, bold=True)
        folds = len(session.seats) > FOLD_OVER_SEATS
        self.step_log = StepLog(self.names, every_move=not folds)
        self.log.colour_of = self.step_log.colour_of
        self._step_line, self._scroll_to_step = 0, False
        self.hidden = [moving_snakes(group) for group in self.groups]
        self._rows: tuple[Snapshot, list[ScoreRow]] | None = None
        layouts = {name: session.level.grids[name] for name in self.grid_names}
        log = self.log.font.get_linesize() * self.log_least_lines + 20
        under = MARGIN + log + HELP_HEIGHT
        self.grids = GridFocus(
            app, layouts, self.looks, together=True, under_scores=under, may_go_tall=True
        )
        self.views, self.legend = self.grids.views, self.grids.legend
        self._layout()
        self.start()

    def side_least(self) -> int:
        return self.grids.side_least

    def score_least(self) -> int:
        return self.grids.whole_names_least if self.grids.tall else 0

    def _layout(self) -> None:
        self.laid_out_for = self.app.size
        self.grids.arrange()
        self.board_aspect, self.board_extra = self.grids.aspect, self.grids.extra
        self.tall_board = self.grids.tall
        lines = self.grids.name_lines
        widths = self.grids.score_widths
        self.scores = self.score_panel(SCORE_HEADINGS, len(self.looks), widths, name_lines=lines)
        self.painter = Painter(
            self.views, self.scores.anchor, self.shown_grid, self.grids.boards_right, self.table
        )

    def table(self) -> pygame.Rect | None:
        """The score table's place while it is drawn (under a tab it may be hidden)."""
        return self.scores.rect if self.tabs.showing(PLAYERS_TAB) else None

    def legend_place(self) -> tuple[Legend, pygame.Rect]:
        return self.legend, self.grids.legend_rect

    def build(self, root: UIContainer) -> None:
        if self.laid_out_for != self.app.size:  # the window changed size
            self._layout()
        super().build(root)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.on_interrupt is None and self.grids.handle_event(event):
            return True
        log_keys = {pygame.K_m: self.filter_log, pygame.K_a: self.every_move}
        if self.on_interrupt is None and event.type == pygame.KEYDOWN and event.key in log_keys:
            log_keys[event.key]()
            return True
        return super().handle_event(event)

    # the log: a step at a time, big tables folded (A: every move), M: one player's snakes

    @property
    def log_owner(self) -> int | None:
        return self.step_log.owner

    def filter_log(self) -> None:
        self.step_log.next_owner(self.session.seats)
        self._lines_shown = -1  # the log is set again on the next frame

    def every_move(self) -> None:
        self.step_log.every_move = not self.step_log.every_move
        self._lines_shown = -1

    def log_lines(self, count: int) -> list[str]:
        lines, self._step_line = self.step_log.lines(self.groups[:count], self.grid_names)
        self._scroll_to_step = True
        return lines

    def status(self) -> str:
        mine = (
            f" · log: {self.names[self.log_owner]}'s snakes" if self.log_owner is not None else ""
        )
        return super().status() + mine

    # what the player needs from the game

    def cues_for(self, group: Sequence[ev.Event]) -> list[Cue]:
        return cues_for(group, self.cue_font)

    def describe(self, event: ev.Event) -> str:
        return describe(event, self.names, self.grid_names)

    def sound_for(self, group: Sequence[ev.Event]) -> str | None:
        return step_sound(group)

    def group_title(self, group: Sequence[ev.Event]) -> str:
        return group_title(group) + where_step(group, self.grid_names)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._scroll_to_step:  # the log was set: the step shown at its top (or the end)
            self._scroll_to_step = False
            self.log.show_line(self._step_line)
        step = self.groups_started - 1  # the step the header names
        if self.animating and step >= 0:  # its grid comes forward (tabs)
            self.grids.follow(step, self.groups[step])

    def heading(self) -> str:
        return self.outcome.label

    @property
    def shown_snapshot(self) -> Snapshot:
        """The board under the animation: before the current step (the end, once finished)."""
        if self.timeline.finished or not self.groups:
            return self.snapshots[-1]
        return self.snapshots[self.timeline.step_index]

    @property
    def told_snapshot(self) -> Snapshot:
        """The tally after every step the log and the header have told (the score panel:
        never behind the log while a step plays)."""
        return self.snapshots[min(self.groups_started, len(self.groups))]

    def shown_grid(self, name: str) -> GridState | None:
        return self.shown_snapshot.state.grids.get(name)

    def draw_board(self, surface: pygame.Surface, step: int, animating: bool) -> None:
        hidden = self.hidden[step] if animating else {}
        told = self.groups[self.groups_started - 1] if self.groups_started else []
        crashed = step_grids(told)[1]
        self.grids.draw(surface, self.shown_snapshot.state, hidden, crashed)
        # the crash of the step the header names, never the next one's
        mark_crashes(self.views, surface, told)

    def draw(self, surface: pygame.Surface) -> None:
        self._flying = []
        super().draw(surface)
        for cue, progress in self._flying:  # over the side column, on their way to a score
            cue.payload.draw(self.painter, surface, progress)

    def draw_cues(self, surface: pygame.Surface, states: list[tuple[Cue, float]]) -> None:
        """Each cue under the side column, but apples flying to a score line: those are drawn
        over it once it is drawn (under it, a badge beside the boards showed only its dark
        edge in the gap before the side column)."""
        for cue, progress in sorted(states, key=lambda item: item[0].payload.layer):
            if isinstance(cue.payload, FlyApples):
                self._flying.append((cue, progress))
            else:
                cue.payload.draw(self.painter, surface, progress)

    def draw_side(self, surface: pygame.Surface) -> None:
        snapshot = self.told_snapshot
        if self._rows is None or self._rows[0] is not snapshot:
            self._rows = (snapshot, score_rows(snapshot, self.looks))
        self.scores.draw(surface, self._rows[1])


# --- a bots-only match played on its own -------------------------------------------------
