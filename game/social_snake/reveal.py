"""The reveal: a resolved stage of a Social Snake match, animated event by event.

    app.push(RevealScene(app, session, outcome, on_done=next_stage))

What is on the board at any moment comes only from `outcome.before` and the events up to
that moment (`apply_events`); nothing here knows the rules. The events are cut into
animation steps (`group_events`: one step per move step of the round, both grids at once,
plus steps for the starts, the premoves, the banking and the end of the phase), and each
step becomes Timeline cues: heads slide (fading through tunnels), bodies grow behind them,
collisions flash red and bounce back, apples fly to the score line of whoever gets them,
collected items pop, start cells appear, grids that leave play grey out.

Keys: Space play/pause, ←/→ step, +/- or 1–4 speed, Home/End start/end, Enter (or Esc)
continue once finished; Esc before that skips to the end. Every key has a button too.
`DemoScene` plays a bots-only session through these reveals on its own (the `demo` verb).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core.coords import Cell
from game.social_snake import events as ev
from game.social_snake.draw import (
    GridView,
    PlayerLook,
    draw_grid_title,
    draw_swatch,
    layout_grids,
    player_looks,
)
from game.social_snake.levels import Item
from game.social_snake.rules import STAGE_FINISHED, GridState, MatchState
from game.social_snake.session import MatchSession, Outcome
from game.ui import theme
from game.ui.event_log import EventLog
from game.ui.scene import Scene
from game.ui.text import clip_text
from game.ui.timeline import SPEEDS, Cue, Timeline

if TYPE_CHECKING:
    from game.app import App

SIDE_WIDTH = 390
MARGIN = 12
HEADER = 50
BUTTON_HEIGHT = 40
ROW_HEIGHT = 27
FLASH = (255, 40, 40)
LOST = (255, 110, 100)
GAINED = (120, 230, 120)
KEY_HELP = (
    "Space play/pause · Left/Right step · +/− or 1–4 speed",
    "Home/End start/end · Enter continue · Esc skip",
)
SPEED_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
FASTER_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
SLOWER_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)

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


def _step_kind(event: ev.Event) -> object:
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
    """What cues draw on: the board views by grid and the score line of each player."""

    def __init__(self, views: dict[str, GridView], anchor: Callable[[int], tuple[int, int]]):
        self.views = views
        self.anchor = anchor


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
        view = paint.views[self.grid]
        view.draw_body_at(surface, self.player, self.origin, round(255 * progress))
        start, end = view.cell_centre(self.origin), view.cell_centre(self.target)
        if self.tunnel:
            place, alpha = (start, 1 - 2 * progress) if progress < 0.5 else (end, 2 * progress - 1)
            view.draw_head_at(surface, self.player, place, round(255 * alpha))
        else:
            view.draw_head_at(surface, self.player, _between(start, end, _ease(progress)))


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
        view.flash_cell(surface, self.target, FLASH, round(200 * math.sin(math.pi * progress)))
        start, end = view.cell_centre(self.origin), view.cell_centre(self.target)
        view.draw_head_at(surface, self.player, _between(start, end, reach))


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
        start = paint.views[self.grid].cell_centre(self.cell)
        if self.receiver is None:
            place, colour, text = (start[0], start[1] - 30 * progress), LOST, f"−{self.apples}"
            alpha = round(255 * (1 - progress))
        else:
            place = _between(start, paint.anchor(self.receiver), _ease(progress))
            colour, text, alpha = GAINED, f"+{self.apples}", 255
        _blit_badge(surface, self.font, text, colour, place, alpha)


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
        view.draw_item_at(surface, self.item, view.cell_centre(self.cell), scale, alpha)


@dataclass(frozen=True)
class Appear:
    """A head placed on its start cell."""

    grid: str
    player: int
    cell: Cell
    layer: int = 2

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        view = paint.views[self.grid]
        view.draw_head_at(surface, self.player, view.cell_centre(self.cell), round(255 * progress))


@dataclass(frozen=True)
class Retire:
    """A grid leaving play greys out."""

    grid: str
    layer: int = 5

    def draw(self, paint: Painter, surface: pygame.Surface, progress: float) -> None:
        board = paint.views[self.grid].board
        shade = pygame.Surface(board.size, pygame.SRCALPHA)
        shade.fill((70, 70, 78, round(170 * progress)))
        surface.blit(shade, board.topleft)


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


def moving_heads(group: Sequence[ev.Event]) -> dict[str, set[int]]:
    """Per grid, the heads a step animates (the board leaves them out)."""
    hidden: dict[str, set[int]] = {}
    for event in group:
        if isinstance(event, ev.Moved | ev.Collided):
            hidden.setdefault(event.grid, set()).add(event.player)
    return hidden


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


# --- the score panel (also used by the replay viewer) ------------------------------------


class ScorePanel:
    """Every player: swatch with letter, name, apples (+ not yet banked), garnets."""

    def __init__(self, rect: pygame.Rect, looks: Sequence[PlayerLook], app: App):
        self.looks = list(looks)
        self.app = app
        self.row_height = min(ROW_HEIGHT, max(18, (rect.height - 36) // max(1, len(looks))))
        self.rect = pygame.Rect(rect.left, rect.top, rect.width, self.height_for(len(looks)))
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def height_for(self, players: int) -> int:
        return 36 + players * self.row_height + 8

    def anchor(self, player: int) -> tuple[int, int]:
        """Where the player's apples are written (apples fly there)."""
        return self.rect.right - 130, self.rect.top + 36 + (player + 0.5) * self.row_height

    def draw(self, surface: pygame.Surface, snapshot: Snapshot) -> None:
        players = snapshot.state.players
        key = tuple(
            (p.apples, p.garnets, snapshot.pending_apples(i)) for i, p in enumerate(players)
        )
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(snapshot))
        surface.blit(self._cache[1], self.rect)

    def _render(self, snapshot: Snapshot) -> pygame.Surface:
        image = pygame.Surface(self.rect.size)
        image.fill(theme.BACKGROUND)
        box = image.get_rect()
        pygame.draw.rect(image, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(image, theme.PANEL_BORDER, box, 2, border_radius=8)
        small = self.app.font(16)
        for text, x in (("Player", 12), ("Apples", box.width - 175), ("Garnets", box.width - 80)):
            image.blit(small.render(text, True, theme.MUTED_TEXT), (x, 8))
        for index, player in enumerate(snapshot.state.players):
            self._render_row(image, index, player, snapshot.pending_apples(index))
        return image

    def _render_row(self, image: pygame.Surface, index: int, player, pending: int) -> None:
        top = 36 + index * self.row_height
        size = self.row_height - 5
        font = self.app.font(min(20, self.row_height - 7))
        bold = self.app.font(min(20, self.row_height - 7), bold=True)
        draw_swatch(image, pygame.Rect(10, top + 2, size, size), self.looks[index], bold)
        name = clip_text(font, player.name, image.get_width() - 230)
        image.blit(font.render(name, True, theme.TEXT), (18 + size, top + 1))
        apples = bold.render(str(player.apples), True, theme.TEXT)
        image.blit(apples, apples.get_rect(topright=(image.get_width() - 120, top + 1)))
        if pending:
            extra = font.render(f"+{pending}", True, GAINED)
            image.blit(extra, (image.get_width() - 114, top + 1))
        garnets = bold.render(str(player.garnets), True, theme.TEXT)
        image.blit(garnets, garnets.get_rect(topright=(image.get_width() - 22, top + 1)))


def draw_header(surface: pygame.Surface, app: App, title: str, detail: str) -> None:
    """The screen title on the left and a muted detail line beside it."""
    heading = app.font(26, bold=True).render(title, True, theme.TEXT)
    surface.blit(heading, (MARGIN + 8, 10))
    status = app.font(18).render(detail, True, theme.MUTED_TEXT)
    surface.blit(status, (MARGIN + 24 + heading.get_width(), 17))


def board_area(app: App) -> pygame.Rect:
    width, height = app.size
    return pygame.Rect(
        MARGIN, HEADER, width - SIDE_WIDTH - 3 * MARGIN, height - HEADER - BUTTON_HEIGHT - 20
    )


def side_area(app: App) -> pygame.Rect:
    width, height = app.size
    return pygame.Rect(width - SIDE_WIDTH - MARGIN, HEADER, SIDE_WIDTH, height - HEADER - MARGIN)


# --- the scene ---------------------------------------------------------------------------


class RevealScene(Scene):
    """Animate `outcome` (see the module docstring); `on_done` is called once, on continue."""

    title = "Reveal"

    def __init__(
        self,
        app: App,
        session: MatchSession,
        outcome: Outcome,
        on_done: Callable[[], None],
        auto_continue: bool = False,
        speed: float | None = None,
        on_interrupt: Callable[[], None] | None = None,
    ):
        """`on_interrupt`, when given, is called on any key press or click (attract mode)."""
        super().__init__(app)
        self.session = session
        self.outcome = outcome
        self.on_done = on_done
        self.auto_continue = auto_continue
        self.on_interrupt = on_interrupt
        self.done = False
        self.names = outcome.before.names
        self.groups = group_events(outcome.events)
        self.snapshots = snapshots(outcome.before, self.groups)
        self.looks = player_looks(session.seats, app.settings.colour_blind)
        self.grid_names = shown_grids(outcome.before, outcome.events)
        self.timeline = Timeline(speed if speed is not None else app.settings.animation_speed)
        self.starts = self._build_timeline(app.font(18, bold=True))
        self.hidden = [moving_heads(group) for group in self.groups]
        self._layout()
        self._lines_shown = -1
        self.timeline.play()

    def _build_timeline(self, font: pygame.font.Font) -> list[float]:
        starts = []
        for group in self.groups:
            starts.append(self.timeline.duration)
            self.timeline.add_step(cues_for(group, font))
        return starts

    def _layout(self) -> None:
        level = self.session.level
        rects = layout_grids(board_area(self.app), len(self.grid_names))
        self.views = {
            name: GridView(level.grids[name], rect, self.looks, self.app.font)
            for name, rect in zip(self.grid_names, rects, strict=True)
        }
        side = side_area(self.app)
        self.scores = ScorePanel(side, self.looks, self.app)
        log_top = self.scores.rect.bottom + MARGIN
        log_rect = pygame.Rect(side.left, log_top, side.width, side.bottom - 46 - log_top)
        self.log = EventLog(log_rect, self.app.font(16))
        self.painter = Painter(self.views, self.scores.anchor)

    # controls

    def build(self, root: UIContainer) -> None:
        area = board_area(self.app)
        labels = ["< Back", "Pause", "Next >", "Speed", "Skip to end", "Continue"]
        width = (area.width - 5 * 8) // len(labels)
        top = area.bottom + 10
        self.buttons = [
            UIButton(
                pygame.Rect(area.left + i * (width + 8), top, width, BUTTON_HEIGHT),
                label,
                self.app.ui,
                container=root,
            )
            for i, label in enumerate(labels)
        ]
        self.actions = [
            self.timeline.step_back,
            self.timeline.toggle,
            self.timeline.step_forward,
            self._cycle_speed,
            self.timeline.skip_to_end,
            self.finish,
        ]
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        if self.root is None:
            return
        play = "Pause" if self.timeline.playing else "Play"
        if self.buttons[1].text != play:
            self.buttons[1].set_text(play)
        speed = f"Speed ×{self.timeline.speed:g}"
        if self.buttons[3].text != speed:
            self.buttons[3].set_text(speed)
        if self.timeline.finished and not self.buttons[5].is_enabled:
            self.buttons[5].enable()
        elif not self.timeline.finished and self.buttons[5].is_enabled:
            self.buttons[5].disable()

    def _cycle_speed(self) -> None:
        index = SPEEDS.index(self.timeline.speed)
        self.timeline.set_speed(SPEEDS[(index + 1) % len(SPEEDS)])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.on_interrupt and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.on_interrupt()
            return True
        if self.log.handle_event(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.actions[self.buttons.index(event.ui_element)]()
        elif event.type == pygame.KEYDOWN:
            return self._handle_key(event.key)
        else:
            return False
        self._refresh_buttons()
        return True

    def _handle_key(self, key: int) -> bool:
        timeline = self.timeline
        simple = {
            pygame.K_SPACE: timeline.toggle,
            pygame.K_RIGHT: timeline.step_forward,
            pygame.K_LEFT: timeline.step_back,
            pygame.K_END: timeline.skip_to_end,
            pygame.K_HOME: lambda: timeline.seek(0.0),
        }
        if key in simple:
            simple[key]()
        elif key in SPEED_KEYS:
            timeline.set_speed(SPEEDS[SPEED_KEYS[key]])
        elif key in FASTER_KEYS or key in SLOWER_KEYS:
            (timeline.faster if key in FASTER_KEYS else timeline.slower)()
        elif key in CONTINUE_KEYS and timeline.finished:
            self.finish()
        elif key == pygame.K_ESCAPE:
            self.finish() if timeline.finished else timeline.skip_to_end()
        else:
            return False
        self._refresh_buttons()
        return True

    def finish(self) -> None:
        """Continue: call `on_done` (once)."""
        if self.timeline.finished and not self.done:
            self.done = True
            self.on_done()

    def update(self, dt: float) -> None:
        self.timeline.update(dt)
        self._refresh_buttons()
        self._sync_log()
        if self.auto_continue and self.timeline.finished:
            self.finish()

    # what is shown

    @property
    def groups_started(self) -> int:
        """How many animation steps the play head has entered (all, once finished)."""
        if self.timeline.finished:
            return len(self.groups)
        return sum(1 for start in self.starts if start < self.timeline.time)

    @property
    def shown_snapshot(self) -> Snapshot:
        """The board under the animation: before the current step (the end, once finished)."""
        if self.timeline.finished or not self.groups:
            return self.snapshots[-1]
        return self.snapshots[self.timeline.step_index]

    def _sync_log(self) -> None:
        count = self.groups_started
        if count != self._lines_shown:
            self._lines_shown = count
            lines = [e.describe(self.names) for group in self.groups[:count] for e in group]
            self.log.set_lines(lines)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        snapshot = self.shown_snapshot
        animating = not self.timeline.finished and bool(self.groups)
        step = self.timeline.step_index if animating else -1
        hidden = self.hidden[step] if animating else {}
        for name, view in self.views.items():
            grid = snapshot.state.grids.get(name)
            view.draw(surface, grid, hidden_heads=hidden.get(name, ()))
            draw_grid_title(surface, view, f"Grid {name}", self.app.font(20, True))
        if animating:
            states = sorted(self.timeline.states(), key=lambda item: item[0].payload.layer)
            for cue, progress in states:
                cue.payload.draw(self.painter, surface, progress)
        self.scores.draw(surface, snapshot)
        self.log.draw(surface)
        draw_header(surface, self.app, self.outcome.label, self._status())
        self._draw_help(surface)

    def _status(self) -> str:
        total = len(self.groups)
        shown = min(self.groups_started, total)
        what = group_title(self.groups[shown - 1]) if shown else "ready"
        done = " · finished: Enter to continue" if self.timeline.finished else ""
        return f"{what} ({shown}/{total}) · speed ×{self.timeline.speed:g}{done}"

    def _draw_help(self, surface: pygame.Surface) -> None:
        font = self.app.font(15)
        side = side_area(self.app)
        for row, text in enumerate(KEY_HELP):
            image = font.render(text, True, theme.MUTED_TEXT)
            surface.blit(image, (side.left + 4, side.bottom - 40 + row * 19))


# --- a bots-only match played on its own -------------------------------------------------


class DemoScene(Scene):
    """Plays `session` (bots only) through RevealScenes at `speed` without waiting for
    anyone, then replaces itself with the results; `instant` shows each reveal at its end
    at once. Used by `python main.py demo` and fit for an attract mode."""

    title = "Demo"

    def __init__(
        self,
        app: App,
        session: MatchSession,
        speed: float = SPEEDS[-1],
        instant: bool = False,
        attract: bool = False,
    ):
        """With `attract`, any key or click goes back to the menu and the match ends there
        instead of on the results."""
        super().__init__(app)
        self.session = session
        self.speed = speed
        self.instant = instant
        self.attract = attract

    def update(self, dt: float) -> None:
        """On top only before the first reveal (or when there is nothing left to play)."""
        if self.session.state.stage == STAGE_FINISHED:
            self._show_results()
        else:
            self.app.push(self._next_reveal())

    def _next_reveal(self) -> RevealScene:
        self.session.let_bots_act()
        outcome = self.session.advance()
        reveal = RevealScene(
            self.app,
            self.session,
            outcome,
            self._revealed,
            auto_continue=True,
            speed=self.speed,
            on_interrupt=self._stop if self.attract else None,
        )
        if self.instant:
            reveal.timeline.skip_to_end()
        return reveal

    def _revealed(self) -> None:
        if self.session.state.stage == STAGE_FINISHED:
            self.app.pop()
            self._show_results()
        else:
            self.app.replace(self._next_reveal())

    def _stop(self) -> None:
        self.app.pop(self)

    def _show_results(self) -> None:
        if self.attract:
            self._stop()
            return
        from game.social_snake.results import results_scene

        self.app.replace(results_scene(self.app, self.session))
