"""The reveal of a Double-edged Edges round on the kit's reveal player, and the replay.

    app.push(RevealScene(app, session, [chapter_of(outcome)], on_done))
    app.push(RevealScene(app, session, replay_chapters(session), on_done))   # the replay

Steps of a round: the bets; each submission's push as an arrow over its player and partner
(the dashed outline shows the sum so far on the unlimited line); everyone slides to the sum;
the type badges (S survivor, X screwed, D dumb); the push-offs with their multipliers; the
scores; the return to the start space. The board at every step is folded from the state
before the round and the events so far (`snapshots`), so play, step back and skip agree.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import pygame

from game.double_edged_edges import events as ev
from game.double_edged_edges.draw import (
    ARROW_ROOM,
    BOX_HEIGHT,
    MIN_TOKEN,
    SPACE_LABEL,
    Arrow,
    PlatformView,
    Token,
    paint_type_badge,
    player_marks,
    type_legend,
)
from game.double_edged_edges.rules import MatchState
from game.double_edged_edges.session import MatchSession
from game.table.session import Outcome
from game.ui import theme
from game.ui.board_view import KEY_CHIP_HEIGHT, KeyToggle
from game.ui.reveal_player import (
    COLUMN_GAP,
    HEADER,
    HELP_HEIGHT,
    MARGIN,
    MIN_SIDE_WIDTH,
    SIDE_WIDTH,
    TWO_LINE_ROW_HEIGHT,
    RevealPlayer,
    ScorePanel,
    ScoreRow,
    board_height,
    score_panel_height,
)
from game.ui.table_layout import TAB_ROW
from game.ui.timeline import Cue

if TYPE_CHECKING:
    from game.ui.host import Host

MOVING = (ev.Landed, ev.ReturnedToStart)
ONE_EACH = (ev.Pushed, ev.TokensOfLifeGiven, ev.EliminationCandidateChosen)
KINDS = {ev.BetLost: ev.PushedOff, ev.RoundEnded: ev.ReturnedToStart}
TITLES = {
    ev.BetPlaced: "bets",
    ev.Landed: "the sums on the line",
    ev.Typed: "types",
    ev.PushedOff: "push-offs",
    ev.Scored: "scores",
    ev.ReturnedToStart: "back to the start",
    ev.SeatingDrawn: "the partner grid",
}
COLUMN_WIDTHS = (62, 62, 70)  # Round (a type badge and "+12"), Points, Garnets
NARROW_COLUMN_WIDTHS = (58, 44, 54)  # headings at 14 px
NAME_ROOM = 48  # a player table row's mark and its margins, around the name
HEADINGS = ("Player", "Round", "Points", "Garnets")
NAME_FONT = 14  # the size names must fit at in the narrowest side column
KEY_CHIP_WIDTH = 110
# stacked: the gaps over and under the tabbed table, narrowed for a row of packed tokens
STACKED_GAP, STACKED_SLACK = 6, 6
KEY_GAP = 12  # between the platform and the key (or its chip)
STACK_BELOW = 1000  # narrower windows: the platform across the whole width, the panels under it
STACKED_ROW = 23  # the player table's least row there: its type badges readable (14 px)
DURATIONS = {ev.Pushed: 0.7, ev.Landed: 0.9, ev.Typed: 0.6, ev.PushedOff: 0.7}


@dataclass(frozen=True)
class Snapshot:
    """The board at one step: tokens, running sums, badges, multipliers, numbers."""

    spaces: tuple[int, ...]
    sums: tuple[int, ...]  # moves applied so far this round, not yet landed
    types: tuple[str | None, ...]
    multipliers: tuple[int, ...]
    round_scores: tuple[int | None, ...]
    points: tuple[int, ...]
    garnets: tuple[int, ...]
    awards: tuple[str, ...] = ()  # per player, once the awards come: "ToL 2", "EC"


def first_snapshot(state: MatchState) -> Snapshot:
    count = state.players
    return Snapshot(
        state.spaces, (0,) * count, (None,) * count, (1,) * count, (None,) * count,
        state.points, state.garnets,
    )  # fmt: skip


def _set(values: tuple, index: int, value: Any) -> tuple:
    return (*values[:index], value, *values[index + 1 :])


def apply(snapshot: Snapshot, event: ev.Event) -> Snapshot:
    """The board after one event."""
    s = snapshot
    if isinstance(event, ev.BetPlaced):
        return replace(
            s, garnets=_set(s.garnets, event.player, s.garnets[event.player] - event.garnets)
        )
    if isinstance(event, ev.Pushed):
        move = event.amount if event.direction == "R" else -event.amount
        sums = _set(s.sums, event.player, s.sums[event.player] + move)
        return replace(s, sums=_set(sums, event.partner, sums[event.partner] + move))
    if isinstance(event, ev.Landed):
        return replace(
            s, spaces=_set(s.spaces, event.player, event.space), sums=_set(s.sums, event.player, 0)
        )
    if isinstance(event, ev.Typed):
        return replace(s, types=_set(s.types, event.player, event.kind))
    if isinstance(event, ev.PushedOff):
        garnets = _set(s.garnets, event.player, s.garnets[event.player] + 1)
        return replace(
            s, multipliers=_set(s.multipliers, event.player, event.multiplier), garnets=garnets
        )
    if isinstance(event, ev.Scored):
        points = _set(s.points, event.player, s.points[event.player] + event.points)
        return replace(s, round_scores=_set(s.round_scores, event.player, event.points),
                       points=points)  # fmt: skip
    if isinstance(event, ev.ReturnedToStart):
        return replace(s, spaces=_set(s.spaces, event.player, event.start))
    if isinstance(event, ev.TokensOfLifeGiven | ev.EliminationCandidateChosen):
        awards = s.awards or ("",) * len(s.points)
        award = f"ToL {event.tokens}" if isinstance(event, ev.TokensOfLifeGiven) else "EC"
        had = awards[event.player]  # a player may receive both: every award shows
        return replace(s, awards=_set(awards, event.player, f"{had} · {award}" if had else award))
    return s


def step_sound(group: Sequence[ev.Event]) -> str | None:
    """The shared effect a step plays: a fall off an end is a collision, points and push-off
    garnets a collection, pushes and slides a move."""
    if any(isinstance(event, ev.Typed) and event.kind != ev.SURVIVOR for event in group):
        return "collision"
    if any(isinstance(event, ev.Scored | ev.PushedOff) for event in group):
        return "collect"
    if any(isinstance(event, ev.Pushed | ev.Landed | ev.ReturnedToStart) for event in group):
        return "move"
    return None


def group_events(events: Sequence[ev.Event]) -> list[list[ev.Event]]:
    """Steps: one per push and per award, otherwise one per kind of event."""
    groups: list[list[ev.Event]] = []
    last: type | None = None
    for event in events:
        kind = KINDS.get(type(event), type(event))
        if kind is last and kind not in ONE_EACH:
            groups[-1].append(event)
        else:
            groups.append([event])
        last = kind
    return groups


def step_title(group: Sequence[ev.Event], names: Sequence[str]) -> str:
    """A step named for what happens in it: the move of one submission ("Ann moves 3 left
    with Bob"), "back to the start" only when someone goes back, lost bets as such."""
    first = group[0]
    if isinstance(first, ev.Pushed):
        way = "left" if first.direction == "L" else "right"
        return f"{names[first.player]} moves {first.amount} {way} with {names[first.partner]}"
    kind = KINDS.get(type(first), type(first))
    if kind is ev.ReturnedToStart:
        back = any(isinstance(event, ev.ReturnedToStart) for event in group)
        return "back to the start" if back else "the round ends: nobody goes back"
    if kind is ev.PushedOff:
        offs = any(isinstance(event, ev.PushedOff) for event in group)
        lost = any(isinstance(event, ev.BetLost) for event in group)
        return "push-offs and lost bets" if offs and lost else "push-offs" if offs else "lost bets"
    return TITLES.get(kind, "awards")


@dataclass
class Chapter:
    """One resolved stage ("Round 3", "Awards"): the state before and its steps."""

    label: str
    before: MatchState
    groups: list[list[ev.Event]]
    shots: list[Snapshot] = field(default_factory=list)

    def __post_init__(self) -> None:
        shot = first_snapshot(self.before)
        self.shots = [shot]
        for group in self.groups:
            for event in group:
                shot = apply(shot, event)
            self.shots.append(shot)


def chapter_of(outcome: Outcome) -> Chapter:
    return Chapter(outcome.label, outcome.before, group_events(outcome.events))


def replay_chapters(session: MatchSession) -> list[Chapter]:
    history = session.history
    return [
        Chapter(history.labels[i], history.states[i - 1], group_events(history.events[i]))
        for i in range(1, len(history.states))
    ]


class RevealScene(RevealPlayer):
    side_lists_totals = True  # the score panel is the standings
    """Plays chapters (one round after its entries, or every round as the replay)."""

    title = "Reveal"

    def __init__(
        self,
        app: Host,
        session: MatchSession,
        chapters: list[Chapter],
        on_done: Callable[[], None],
        auto_continue: bool = False,
        speed: float | None = None,
        on_interrupt: Callable[[], None] | None = None,
    ):
        self.session = session
        self.chapters = chapters
        self.places: list[tuple[int, int]] = []  # (chapter, group) of each step
        groups = []
        for number, chapter in enumerate(chapters):
            for index, group in enumerate(chapter.groups):
                self.places.append((number, index))
                groups.append(group)
        super().__init__(app, groups, on_done, auto_continue, speed, on_interrupt)
        self.names = list(session.state.names)
        self.marks = player_marks(session.seats)
        level = session.level
        self.legend = type_legend(app.font(15), moves=True)
        self.key_toggle = KeyToggle(self.legend)
        self.view = PlatformView(
            level, self.platform_rect(), self.marks, app.font, names=self.names
        )
        self.arrange_side()
        self.start()

    def side_least(self) -> int:
        """Room for the player table's whole names (at NAME_FONT px) and its narrow
        columns; the platform gives way, never more than half the window."""
        font = self.app.font(NAME_FONT)
        longest = max(font.size(name)[0] for name in self.session.state.names)
        columns = sum(NARROW_COLUMN_WIDTHS) + COLUMN_GAP * (len(NARROW_COLUMN_WIDTHS) - 1) + 10
        wanted = NAME_ROOM + longest + 8 + columns
        return max(MIN_SIDE_WIDTH, min(wanted, self.app.size[0] // 2))

    def arrange_side(self) -> None:
        """The score panel at the top of the side column, the log under it."""
        headings = HEADINGS
        if not self.stacked():
            self.panel = self.score_panel(headings, len(self.names), self._side_columns())
            self.panels = [(self.panel, 0, len(self.names))]
            return
        # under the platform: the table in two halves side by side, half as high
        players = len(self.names)
        first = (players + 1) // 2
        lines = self.stacked_name_lines()
        whole = self.score_panel(headings, first, NARROW_COLUMN_WIDTHS, lines).rect
        half = (whole.width - MARGIN) // 2
        left = pygame.Rect(whole.left, whole.top, half, whole.height)
        right = pygame.Rect(whole.right - half, whole.top, half, whole.height)
        self.panels = [
            (ScorePanel(left, HEADINGS, first, self.app, NARROW_COLUMN_WIDTHS, lines), 0, first),
            (
                ScorePanel(right, HEADINGS, first, self.app, NARROW_COLUMN_WIDTHS, lines),
                first,
                players,
            ),
        ]
        self.panel = self.panels[0][0]

    def _side_columns(self) -> tuple[int, ...]:
        """The wide number columns where the side column holds them beside every name at
        NAME_FONT px, else the narrow ones: the names (one size for all) get the room."""
        side = self.side_area().width
        font = self.app.font(NAME_FONT)
        longest = max(font.size(name)[0] for name in self.names)
        wide = sum(COLUMN_WIDTHS) + COLUMN_GAP * (len(COLUMN_WIDTHS) - 1) + 10
        if side >= SIDE_WIDTH and NAME_ROOM + longest + 8 + wide <= side:
            return COLUMN_WIDTHS
        return NARROW_COLUMN_WIDTHS

    def stacked_name_lines(self) -> int:
        """2 where a name would be cut on one line in a half of the stacked table (its rows
        then take two lines), else 1."""
        half = (self.board_area().width - MARGIN) // 2
        probe_rect = pygame.Rect(0, 0, half, score_panel_height(1, STACKED_ROW))
        probe = ScorePanel(probe_rect, HEADINGS, 1, self.app, NARROW_COLUMN_WIDTHS)
        return 1 if all(probe.name_fits(name) for name in self.session.state.names) else 2

    def stacked(self) -> bool:
        """A narrow window: the platform takes the whole width and the player table and
        the log sit under it (sharing one place under tabs when they need to)."""
        return self.app.size[0] < STACK_BELOW

    def board_area(self) -> pygame.Rect:
        if not self.stacked():
            return super().board_area()
        width = self.app.size[0]
        return pygame.Rect(MARGIN, HEADER, width - 2 * MARGIN, board_height(self.app.size))

    def side_area(self) -> pygame.Rect:
        if not self.stacked():
            return super().side_area()
        room = self.platform_room()
        board = self.board_area()
        top = room.bottom + STACKED_GAP
        # the side column leaves HELP_HEIGHT for the key help: here the buttons hold it
        bottom = board.bottom + STACKED_SLACK  # the table closer to the buttons
        return pygame.Rect(room.left, top, room.width, bottom - top + HELP_HEIGHT)

    def platform_room(self) -> pygame.Rect:
        """The platform's and its key's room: the board area, or its top when stacked."""
        area = self.board_area()
        if self.stacked():
            players = len(self.session.state.names)
            needed = platform_height(players) + KEY_CHIP_HEIGHT + KEY_GAP
            row = STACKED_ROW if self.stacked_name_lines() == 1 else TWO_LINE_ROW_HEIGHT
            table = score_panel_height((players + 1) // 2, row) + TAB_ROW
            area.height = min(needed, area.height + STACKED_SLACK - STACKED_GAP - table)
        return area

    def platform_rect(self) -> pygame.Rect:
        """The board area but for the key's room below; where the key would leave the
        stacks less than a token each, it folds behind a chip (F1 opens it)."""
        area = self.platform_room()
        short = self.legend.columns_for(area.width) < 2
        if short != getattr(self, "_short_key", False):
            self._short_key = short
            self.legend = type_legend(self.app.font(15), short=short, moves=True)
            self.key_toggle = KeyToggle(self.legend)
        key = self.legend.height_for(area.width) + KEY_GAP
        needed = platform_height(len(self.names))
        if area.height - key >= needed:
            self.key_toggle.fold(None)
        elif self.stacked() and area.height - KEY_CHIP_HEIGHT - KEY_GAP < needed:
            # the chip at the tab row's right end (the table and the log share a place
            # under tabs there): the stacks keep its room
            key = 0
            side = self.side_area()
            chip = pygame.Rect(side.right - KEY_CHIP_WIDTH, side.top, KEY_CHIP_WIDTH,
                               KEY_CHIP_HEIGHT)  # fmt: skip
            self.key_toggle.fold(chip)
        else:
            key = KEY_CHIP_HEIGHT + KEY_GAP
            chip = pygame.Rect(area.left, area.bottom - KEY_CHIP_HEIGHT, KEY_CHIP_WIDTH,
                               KEY_CHIP_HEIGHT)  # fmt: skip
            self.key_toggle.fold(chip)
        return pygame.Rect(area.left, area.top, area.width, area.height - key)

    def build(self, root: Any) -> None:
        self.arrange_side()
        super().build(root)
        if self.stacked():
            self.help_rect = None  # the buttons take the whole width under the panels
        self.view.fit(self.platform_rect())
        self.view.colour_blind = self.app.settings.colour_blind

    def place_side(self) -> ScorePanel | None:
        """The kit's side column; stacked, the tabs over the first half of their row: the
        second's is the key chip (laid out again whenever the side is, as the replay's
        round list does: a tab over the chip drew both borders)."""
        panel = super().place_side()
        if self.stacked() and self.tabs.tabs:
            row = self.tabs.row
            half = pygame.Rect(row.left, row.top, (row.width - MARGIN) // 2, row.height)
            self.tabs.set(self.tabs.tabs, half)
        return panel

    # what each step shows

    def cues_for(self, group: Sequence[Any]) -> list[Cue]:
        duration = DURATIONS.get(KINDS.get(type(group[0]), type(group[0])))
        if duration is None:
            return []
        return [Cue(tuple(group), 0.0, duration)]

    def describe(self, event: Any) -> str:
        return event.describe(self.names)

    def sound_for(self, group: Sequence[Any]) -> str | None:
        return step_sound(group)

    def group_title(self, group: Sequence[Any]) -> str:
        return step_title(group, self.names)

    def heading(self) -> str:
        step = min(self.timeline.step_index, len(self.places) - 1) if self.places else 0
        number = self.places[step][0] if self.places else 0
        label = self.chapters[number].label if self.chapters else ""
        return f"{self.session.level.name}: {label}"

    def snapshot(self, step: int, animating: bool) -> tuple[Snapshot, Snapshot | None]:
        """The board before step `step` and after it (None once everything is shown)."""
        if not animating or not self.places:
            chapter = self.chapters[-1] if self.chapters else None
            last = chapter.shots[-1] if chapter else None
            return (last, None) if last else (first_snapshot(self.session.state), None)
        number, index = self.places[step]
        shots = self.chapters[number].shots
        return shots[index], shots[index + 1]

    def draw_board(self, surface: pygame.Surface, step: int, animating: bool) -> None:
        before, after = self.snapshot(step, animating)
        progress = self._progress() if animating else 1.0
        group = self.groups[step] if animating else []
        moving = bool(group) and isinstance(group[0], MOVING) and after is not None
        tokens = []
        for player, space in enumerate(before.spaces):
            if moving and after is not None:
                target = after.spaces[player]
                tokens.append(Token(player, space + (target - space) * progress))
            else:
                tokens.append(Token(player, space))
        ghosts = [
            Token(p, space + move)
            for p, (space, move) in enumerate(zip(before.spaces, before.sums, strict=True))
            if move
        ]
        badges = {p: kind for p, kind in enumerate(before.types) if kind}
        multipliers = {p: m for p, m in enumerate(before.multipliers) if m > 1}
        arrows = []
        if group and isinstance(group[0], ev.Pushed) and progress > 0:
            # a step not yet begun (stepped to with Right: the header still names the one
            # before) shows no arrow of its own
            push = group[0]
            move = push.amount if push.direction == "R" else -push.amount
            label = str(push.amount)  # after an arrowhead pointing its way
            for player in (push.player, push.partner):
                origin = before.spaces[player] + before.sums[player]
                arrows.append(Arrow(player, origin, move, progress, label))
        if group and isinstance(group[0], ev.Typed) and after is not None and progress > 0.3:
            badges = {p: kind for p, kind in enumerate(after.types) if kind}
        if group and isinstance(group[0], ev.PushedOff) and after is not None and progress > 0.3:
            multipliers = {p: m for p, m in enumerate(after.multipliers) if m > 1}
        self.view.draw(surface, tokens, ghosts, arrows)
        if self.key_toggle.folded:
            self.key_toggle.draw(surface, self.view.rect, self.app.font(15))
        else:
            area = self.platform_room()
            top = self.view.rect.bottom + KEY_GAP
            self.legend.draw(surface, pygame.Rect(area.left, top, area.width, area.bottom - top))
        self._shown = after if (animating and progress >= 1.0 and after) else before
        self._badges, self._multipliers = badges, multipliers

    def _progress(self) -> float:
        states = [state for state in self.timeline.states() if state[0].payload is not None]
        return states[0][1] if states else 1.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.key_toggle.handle_event(event) or super().handle_event(event)

    def draw_side(self, surface: pygame.Surface) -> None:
        """The player table: each player's type badge and the round's change (×2 for a
        push-off before the scores, then +N) in the Round column, then the totals."""
        shot = getattr(self, "_shown", None) or first_snapshot(self.session.state)
        badges = getattr(self, "_badges", {})
        multipliers = getattr(self, "_multipliers", {})
        rows = []
        for player, name in enumerate(self.names):
            multiplier = multipliers.get(player, 1)
            change = round_change(shot.round_scores[player], multiplier)
            if shot.awards:  # the awards: who receives Tokens of Life, who is the EC
                change = shot.awards[player]
            numbers = (change, shot.points[player], shot.garnets[player])
            kind = badges.get(player, "")
            tag = self._badge_painter(kind) if kind else None
            rows.append(ScoreRow(self._painter(player), name, numbers, tag=tag, tag_key=kind))
        for panel, start, end in self.panels:  # halves: one name size for both
            panel.headings[1] = "Award" if shot.awards else HEADINGS[1]  # redrawn: rows changed
            panel.draw(surface, rows[start:end], rows)

    def _badge_painter(self, kind: str) -> Callable[..., None]:
        def paint(surface: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font) -> None:
            paint_type_badge(surface, rect, kind, self.app.font(max(12, rect.height - 6), True))

        return paint

    def _painter(self, player: int) -> Callable[..., None]:
        mark = self.marks[player]
        colour_blind = self.app.settings.colour_blind

        def paint(surface: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font) -> None:
            theme.draw_player_mark(surface, rect, theme.seat_mark(mark, colour_blind), font)

        return paint


def platform_height(players: int) -> int:
    """The platform's height with every player's token in one stack (and arrows above)."""
    return BOX_HEIGHT + SPACE_LABEL + ARROW_ROOM + players * (MIN_TOKEN + 2) + 4


def round_change(score: int | None, multiplier: int) -> str:
    """The Round column: "+4" once the round is scored, "×2" for a push-off before the
    scores come (the log line says what was multiplied), blank before."""
    if score is None:
        return f"×{multiplier}" if multiplier > 1 else ""
    return f"+{score}"
