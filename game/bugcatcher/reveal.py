"""The reveal of a resolved Bugcatcher stage on the kit's reveal player, step by step.

During a match the reveal is public, so it tells only what the seed lets everybody see:
paths in black and blue, unlabelled nodes, each collision explained by its case, void
actions struck through, and missions completed without names (`Event.public`). Swaps,
undertakings, penalties and fireflies stay private. The replay viewer of a finished match
passes `named=True`: every event is told with its player (`Event.describe`).

    app.push(RevealScene(app, session, outcome, on_done))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.bugcatcher import events as ev
from game.bugcatcher.draw import STRUCK, BugBoard, Line, NodeMark, board_legend, reach
from game.bugcatcher.geometry import BORDER, CENTRAL, NODES, Board, Point, step_point
from game.bugcatcher.missions import other_colour
from game.bugcatcher.rules import STAGE_PREGAME, MatchState
from game.bugcatcher.session import MatchSession
from game.table.session import Outcome
from game.ui import theme
from game.ui.board_view import KEY_CHIP_HEIGHT, KeyToggle, layout_with_legend
from game.ui.reveal_player import TALL_SIDE_LEAST, RevealPlayer
from game.ui.standings import seat_marks
from game.ui.text import blit_text, blit_wrapped, wrap_text
from game.ui.timeline import Cue

if TYPE_CHECKING:
    from pygame_gui.core import UIContainer

    from game.ui.host import Host

SEGMENT_TIME = 0.35
SIDE_TEXT = 130  # the side column's words above the log (at most)
TALL_BELOW = 700  # a window lower than this: the board takes the whole height, the key folds
TALL_SIDE = TALL_SIDE_LEAST  # the side column beside that board: the words, the log, the buttons
CHIP_WIDTH = 110  # the folded key's chip under the board
STARTS = (ev.BidSpent, ev.StartAssigned, ev.StartContested)
MISSION_EVENTS = (ev.MissionCompleted, ev.MissionExpired, ev.MissionPenalty)


LEGEND_SIDE = 170


@dataclass
class RevealGroup:
    """One step of the reveal: its events, what it adds to the board and the board after."""

    title: str
    events: list[ev.Event]
    new: list[Line]
    lines: list[Line]
    nodes: list[Point]
    owned: list[tuple[Point, str, int]]  # each node with its colour and player (replays)
    contested: set[Point]  # the starts several players asked for (the pregame's step)


def reveal_groups(
    board: Board, before: MatchState, events: Sequence[ev.Event]
) -> list[RevealGroup]:
    """The events in steps, each with the lines it adds and the board it leaves: placed
    segments, invalid and void actions struck through, nodes at the ends of the paths."""
    ends: dict[tuple[int, str], Point] = {}
    if before.stage != STAGE_PREGAME:
        ends = {(i, n): p.node(n) for i, p in enumerate(before.players) for n in NODES}
    colours = {index: player.central_colour for index, player in enumerate(before.players)}
    groups: list[RevealGroup] = []
    lines: list[Line] = []
    for title, chunk in _chunks(events):
        new: list[Line] = []
        for event in chunk:
            if isinstance(event, ev.StartAssigned):
                ends[(event.player, event.node)] = board.parse(event.where, event.node)
                continue
            if isinstance(event, ev.Swapped):
                colours[event.player] = event.central_colour
                continue
            if not isinstance(event, ev.SegmentPlaced | ev.ActionInvalid | ev.ActionVoid):
                continue
            central = colours[event.player]
            colour = central if event.node == CENTRAL else other_colour(central)
            start = ends[(event.player, event.node)]
            if isinstance(event, ev.SegmentPlaced):
                end = board.parse(event.end, event.node)
                new.append(Line(start, end, event.colour))
                ends[(event.player, event.node)] = end
            elif isinstance(event, ev.ActionInvalid):
                new.append(Line(start, board.parse(event.target, event.node), colour, STRUCK))
            elif event.direction and board.contains(step_point(start, event.direction)):
                end = step_point(start, event.direction)
                # a segment already drawn (an invalid one, say) keeps its own colour
                if not any({line.start, line.end} == {start, end} for line in lines + new):
                    new.append(Line(start, end, colour, STRUCK))
        lines = lines + new
        owned = [
            (point, colours[player] if node == CENTRAL else other_colour(colours[player]), player)
            for (player, node), point in sorted(ends.items())
        ]
        contested = {
            board.parse(event.where, event.node)
            for event in chunk
            if isinstance(event, ev.StartContested)
        }
        nodes = sorted(ends.values())
        groups.append(RevealGroup(title, list(chunk), new, lines, nodes, owned, contested))
    return groups


def _chunks(events: Sequence[ev.Event]) -> list[tuple[str, list[ev.Event]]]:
    """Runs of events: the starts or the round's beginning, one per step, the missions, the
    end."""
    chunks: list[tuple[str, list[ev.Event]]] = []
    for event in events:
        step = getattr(event, "step", None)
        if step is not None:
            title = f"step {step}"
        elif isinstance(event, MISSION_EVENTS):
            title = "missions"
        elif isinstance(event, STARTS):
            title = "the starting nodes"
        elif isinstance(event, ev.RoundBegan | ev.MissionUndertaken):
            title = "the round begins"
        else:
            title = "the end"
        if chunks and chunks[-1][0] == title:
            chunks[-1][1].append(event)
        else:
            chunks.append((title, [event]))
    return chunks


def told_groups(groups: list[RevealGroup], names: Sequence[str], named: bool) -> list[RevealGroup]:
    """Only the events the viewer may be told; steps left with nothing to tell are dropped."""
    if named:
        return groups
    told = []
    for group in groups:
        shown = [event for event in group.events if event.public(names) is not None]
        if shown:
            told.append(replace(group, events=shown))
    return told


def step_sound(group: Sequence[ev.Event]) -> str | None:
    """The loudest thing in a step: a collision, else fireflies won by a mission, else a
    path or node placed."""
    effects = (
        (ev.ActionInvalid, "collision"),
        (ev.MissionCompleted, "collect"),
        (ev.SegmentPlaced | ev.StartAssigned, "move"),
    )
    for kind, effect in effects:
        if any(isinstance(event, kind) for event in group):
            return effect
    return None


class RevealScene(RevealPlayer):
    board_aspect = 1.2  # six columns to five rows
    board_extra = LEGEND_SIDE + 12  # the key beside the board
    """One resolved stage, step by step; see the module docstring."""

    title = "Bugcatcher reveal"

    def __init__(
        self,
        app: Host,
        session: MatchSession,
        outcome: Outcome | Sequence[Outcome],
        on_done: Callable[[], None],
        named: bool = False,
        auto_continue: bool = False,
        speed: float | None = None,
        on_interrupt: Callable[[], None] | None = None,
    ):
        self.session = session
        self.outcomes = list(outcome) if isinstance(outcome, Sequence) else [outcome]
        self.outcome = self.outcomes[0]
        self.named = named
        self.names = list(self.outcome.after.names)
        self.letters = [
            theme.player_colour(place, False).letter for place in seat_marks(session.seats)
        ]
        self.parts: list[RevealGroup] = []
        self.chapter_of_part: list[int] = []  # which outcome each step belongs to
        for number, each in enumerate(self.outcomes):
            groups = reveal_groups(session.board, each.before, each.events)
            told = told_groups(groups, self.names, named)
            self.parts += told
            self.chapter_of_part += [number] * len(told)
        self._side: pygame.Surface | None = None
        self.choose_tall(app.size)
        self.key_toggle: KeyToggle | None = None
        self.nodes_drawn: list[NodeMark] = []
        self.lines_drawn: Sequence[Line] = []  # the paths under the cues, last drawn
        event_groups = [part.events for part in self.parts]
        super().__init__(app, event_groups, on_done, auto_continue, speed, on_interrupt)
        blind = app.settings.colour_blind
        self.board = BugBoard(session.board, self.board_area(), app.font, colour_blind=blind)
        node = "named-node" if named else "node"
        keys: tuple[str, ...] = ("black", "blue", "struck", node, "border-node")
        if any(part.contested for part in self.parts):
            keys += ("contested",)
        self.legend = board_legend(app.font(15), keys, blind)
        self.arrange()
        self.start()

    def choose_tall(self, size: tuple[int, int]) -> None:
        """On a low window (800x600) the board takes the whole height beside a narrow side
        column (the kit's tall board: the buttons at the column's foot) and the key folds
        behind a chip under the board; else the key stands beside the board."""
        self.tall_board = size[1] < TALL_BELOW
        self.board_extra = 0 if self.tall_board else LEGEND_SIDE + 12
        # the strip would only list names (fireflies stay private): beside a tall board the
        # log keeps its room (the curtain and the board between rounds list the names)
        self.side_lists_totals = self.tall_board

    def side_least(self) -> int:
        return TALL_SIDE if self.tall_board else super().side_least()

    def arrange(self) -> None:
        """Board, legend, side text and log for the window's size (again after a resize)."""

        def fit(rects: list[pygame.Rect]) -> list[pygame.Rect]:
            self.board.fit(rects[0], rim=True)
            return [self.board.area]

        self.choose_tall(self.app.size)
        area = self.board_area()
        if self.key_toggle is None:
            self.key_toggle = KeyToggle(self.legend)
        if self.tall_board:
            gap = reach(self.board.node_radius() + 2, BORDER) + 2  # a rim corner's diamond
            bare = pygame.Rect(area.left, area.top, area.width, area.height - KEY_CHIP_HEIGHT - gap)
            self.board.fit(bare, rim=True)
            board = self.board.area
            self.key_toggle.fold(
                pygame.Rect(board.left, board.bottom + gap, CHIP_WIDTH, KEY_CHIP_HEIGHT)
            )
            self.legend_rect = pygame.Rect(0, 0, 0, 0)
        else:
            self.key_toggle.fold(None)
            _, self.legend_rect = layout_with_legend(
                area, 1, self.legend.height_for, fit, LEGEND_SIDE
            )
        side = self.side_area()
        log_top = side.top + self.side_text_height(side.width)
        self.log.set_rect(pygame.Rect(side.left, log_top, side.width, side.bottom - 46 - log_top))
        self._side = None

    def side_words(self) -> str:
        if self.named:
            return (
                "The match is over, so every action is told with its player and every node "
                "carries its player's letter. Click a round in the list (or Up / Down) to go "
                "there; Esc leaves."
            )
        return (
            "Paths in black and blue, each collision with its case, missions completed "
            "— never by whom. Your own fireflies are shown behind your curtain."
        )

    def side_text_height(self, width: int) -> int:
        """The words above the log, wrapped to the side column (at most SIDE_TEXT); beside
        a tall board the title alone, so that the log keeps its lines."""
        if self.tall_board:
            return 30
        font = self.app.font(15)
        rows = len(wrap_text(self.side_words(), font, width - 8))
        return min(SIDE_TEXT, 34 + rows * font.get_linesize() + 4)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.key_toggle is not None and self.key_toggle.handle_event(event):
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.key_toggle is not None:  # over the board when it is open
            self.key_toggle.draw(surface, self.board.area, self.app.font(15))

    def build(self, root: UIContainer) -> None:
        self.arrange()
        super().build(root)

    def heading(self) -> str:
        return f"{self.session.level.name}: {self.outcome.label}"

    def part_of(self, group: Sequence[ev.Event]) -> RevealGroup:
        return next(part for part in self.parts if part.events[0] is group[0])

    def cues_for(self, group: Sequence[ev.Event]) -> list[Cue]:
        return [Cue(line, 0.0, SEGMENT_TIME) for line in self.part_of(group).new]

    def describe(self, event: ev.Event) -> str:
        if self.named:
            return event.describe(self.names)
        return event.public(self.names) or ""

    def group_title(self, group: Sequence[ev.Event]) -> str:
        return self.part_of(group).title

    def sound_for(self, group: Sequence[ev.Event]) -> str | None:
        return step_sound(group)

    def draw_board(self, surface: pygame.Surface, step: int, animating: bool) -> None:
        """The board after the parts shown; at a stage's first step (a replay's "Round 3"
        before it plays) the board that stage starts from, not the end of the one before:
        the heading and the board tell the same moment."""
        if animating:
            part = self.parts[step - 1] if step > 0 else None
            chapters = self.chapter_of_part
            if part is not None and step < len(chapters) and chapters[step] != chapters[step - 1]:
                part = None  # a new stage begins: its own starting board
        else:
            part = self.parts[-1] if self.parts else None
        chapter = self.chapter_of_part[min(step, len(self.parts) - 1)] if self.parts else 0
        before = self.outcomes[chapter].before
        if part is None and before.stage == STAGE_PREGAME and step < len(self.parts):
            part = self.parts[step]  # the starts have nothing to animate: shown from the first
        lines = part.lines if part else []
        marks = [NodeMark(point) for point in (part.nodes if part else [])]
        if part is not None and self.named:  # the match is over: every node with its player
            marks = [NodeMark(p, colour, self.letters[who]) for p, colour, who in part.owned]
        if part is not None and before.stage == STAGE_PREGAME:
            marks = [replace(mark, contested=mark.point in part.contested) for mark in marks]
        elif part is None and before.stage != STAGE_PREGAME:
            players = before.players
            if self.named:
                marks = [NodeMark(p.node(n), p.colour(n), self.letters[who])
                         for who, p in enumerate(players) for n in NODES]  # fmt: skip
            else:
                marks = [NodeMark(p.node(n)) for p in players for n in NODES]
        self.board.draw(surface, lines, marks)
        self.legend.draw(surface, self.legend_rect)
        self.nodes_drawn = marks  # drawn again over the growing paths (draw_cues)
        self.lines_drawn = lines

    def draw_cues(self, surface: pygame.Surface, states: list[tuple[Cue, float]]) -> None:
        for cue, progress in states:
            line: Line = cue.payload
            if progress <= 0:
                continue
            share = min(1.0, progress)
            tip = (
                line.start[0] + (line.end[0] - line.start[0]) * share,
                line.start[1] + (line.end[1] - line.start[1]) * share,
            )
            self.board.draw_partial(surface, line, tip)
        if states:
            self.board.draw_nodes(surface, self.nodes_drawn)

    def draw_side(self, surface: pygame.Surface) -> None:
        if self._side is None:
            self._side = self._render_side()
        surface.blit(self._side, self.side_area().topleft)

    def _render_side(self) -> pygame.Surface:
        """What everybody sees, in words (rendered once)."""
        side = self.side_area()
        height = self.side_text_height(side.width)
        image = pygame.Surface((side.width, height))
        image.fill(theme.BACKGROUND)
        font = self.app.font(17, True)
        title = "The replay" if self.named else "What everybody sees"
        blit_text(image, font, title, theme.TEXT, (4, 4))
        if height > 34:
            rect = pygame.Rect(4, 30, side.width - 8, height - 34)
            blit_wrapped(image, self.app.font(15), self.side_words(), theme.MUTED_TEXT, rect)
        return image
