"""The end of a Social Snake match: ranking, apples per grid, garnets, the awards and a
chart of every player's apples round by round.

    app.push(ResultsScene(app, session))      # session.state.finished

The award lines are the final events in words, so the screen says when a vote, the
garnets or a coin flip chose an Elimination Candidate. "Watch replay" opens the replay
viewer; "Main menu" (or Esc) goes back to the main menu.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.social_snake import events as ev
from game.social_snake.draw import draw_swatch, player_looks
from game.social_snake.reveal import draw_header
from game.social_snake.rules import MatchState
from game.social_snake.session import MatchSession
from game.ui import theme
from game.ui.event_log import EventLog
from game.ui.scene import Scene
from game.ui.text import clip_text
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App

AWARD_EVENTS = (
    ev.GarnetsAwarded,
    ev.TokensOfLifeGiven,
    ev.TokensOfLifeWithheld,
    ev.EliminationCandidateChosen,
)
TABLE = pygame.Rect(20, 60, 690, 420)
AWARDS = pygame.Rect(20, 492, 690, 296)
CHART = pygame.Rect(730, 60, 530, 380)
LEGEND_TOP = 450
BUTTONS = pygame.Rect(810, 680, 370, 110)
AXIS = (120, 128, 144)


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def ranking(apples: Sequence[int]) -> list[tuple[int, int, bool]]:
    """(player, place, shared) from the most apples down; tied players share the place."""
    order = sorted(range(len(apples)), key=lambda p: (-apples[p], p))
    return [
        (
            player,
            1 + sum(1 for value in apples if value > apples[player]),
            apples.count(apples[player]) > 1,
        )
        for player in order
    ]


def award_lines(events: Sequence[ev.Event], names: Sequence[str]) -> list[str]:
    return [event.describe(names) for event in events if isinstance(event, AWARD_EVENTS)]


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick spacing (1, 2, 5 × 10ⁿ) giving about `ticks` ticks over `span`."""
    raw = max(1.0, span / ticks)
    power = 10 ** (len(str(int(raw))) - 1)
    return next(power * m for m in (1, 2, 5, 10) if power * m >= raw)


class ResultsScene(Scene):
    title = "Results"

    def __init__(self, app: App, session: MatchSession):
        super().__init__(app)
        self.session = session
        self.state: MatchState = session.state
        self.looks = player_looks(session.seats, app.settings.colour_blind)
        names = self.state.names
        self.awards_log = EventLog(
            AWARDS, app.font(17), award_lines(session.history.events[-1], names), False
        )
        self._table: pygame.Surface | None = None
        self._chart: pygame.Surface | None = None

    def build(self, root: UIContainer) -> None:
        items = [
            MenuItem("Watch replay", self.watch_replay, hint="Every step of every round"),
            MenuItem("Main menu", self.main_menu, hint="Back to the games"),
        ]
        self.menu = ButtonList(self.app.ui, root, BUTTONS, items, button_height=48, gap=10)

    def watch_replay(self) -> None:
        from game.social_snake.replay_view import ReplayScene

        self.app.push(ReplayScene(self.app, self.session))

    def main_menu(self) -> None:
        from game.ui.menu import MainMenuScene

        self.app.clear_to(MainMenuScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.awards_log.handle_event(event) or self.menu.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.main_menu()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        level = self.session.level
        draw_header(surface, self.app, "Results", f"{level.name} · seed {self.state.seed}")
        if self._table is None:
            self._table = self._render_table()
            self._chart = self._render_chart()
        surface.blit(self._table, TABLE)
        surface.blit(self._chart, (CHART.left, CHART.top))
        self.awards_log.draw(surface)

    # the ranking table

    def _columns(self) -> list[tuple[str, int]]:
        grids = list(self.state.level.grids)
        fixed = [("Place", 58), ("Player", 0), ("Apples", 70)]
        tail = [("Garnets", 74), ("Earned", 66), ("ToL", 44), ("EC", 40)]
        columns = fixed + [(f"on {g}", 52) for g in grids] + tail
        used = sum(width for _, width in columns)
        return [(title, width or TABLE.width - used - 16) for title, width in columns]

    def _render_table(self) -> pygame.Surface:
        image = pygame.Surface(TABLE.size)
        image.fill(theme.BACKGROUND)
        pygame.draw.rect(image, theme.PANEL, image.get_rect(), border_radius=8)
        pygame.draw.rect(image, theme.PANEL_BORDER, image.get_rect(), 2, border_radius=8)
        columns = self._columns()
        row_height = min(30, (TABLE.height - 44) // max(1, len(self.state.players)))
        self._render_cells(image, columns, 10, ["" for _ in columns], header=True)
        apples = [player.apples for player in self.state.players]
        for row, (player, place, shared) in enumerate(ranking(apples)):
            top = 40 + row * row_height
            cells = self._row_cells(player, place, shared)
            self._render_cells(image, columns, top, cells, row_height=row_height)
            swatch = pygame.Rect(columns[0][1] + 8, top + 3, row_height - 6, row_height - 6)
            font = self.app.font(max(12, row_height - 12), bold=True)
            draw_swatch(image, swatch, self.looks[player], font)
        return image

    def _row_cells(self, player: int, place: int, shared: bool) -> list[str]:
        record = self.state.players[player]
        awards = self.state.awards
        tokens = awards.tokens_of_life.get(player, 0) if awards else 0
        chosen = awards is not None and player in awards.elimination_candidates
        earned = awards.garnets.get(player, 0) if awards else 0
        grids = [str(record.apples_by_grid.get(g, 0)) for g in self.state.level.grids]
        place_text = ("=" if shared else "") + ordinal(place)
        return [
            place_text,
            record.name,
            str(record.apples),
            *grids,
            str(record.garnets),
            f"+{earned}" if earned else "",
            str(tokens) if tokens else "",
            "EC" if chosen else "",
        ]

    def _render_cells(
        self,
        image: pygame.Surface,
        columns: list[tuple[str, int]],
        top: int,
        cells: list[str],
        header: bool = False,
        row_height: int = 30,
    ) -> None:
        font = self.app.font(16) if header else self.app.font(min(20, row_height - 8))
        left = 8
        for (title, width), text in zip(columns, cells, strict=True):
            shown = title if header else text
            colour = theme.MUTED_TEXT if header else _cell_colour(title, text)
            indent = row_height if title == "Player" and not header else 0
            shown = clip_text(font, shown, width - indent - 6)
            image.blit(font.render(shown, True, colour), (left + 4 + indent, top + 2))
            left += width

    # the chart

    def _render_chart(self) -> pygame.Surface:
        image = pygame.Surface((CHART.width, BUTTONS.top - CHART.top - 10))
        image.fill(theme.BACKGROUND)
        history = [[0] * len(self.state.players), *self.state.apples_history]
        plot = pygame.Rect(56, 34, CHART.width - 90, CHART.height - 70)
        title = self.app.font(18, bold=True).render("Apples after each round", True, theme.TEXT)
        image.blit(title, (plot.left, 4))
        low = min(0, *(min(row) for row in history))
        high = max(1, *(max(row) for row in history))
        self._draw_axes(image, plot, low, high, len(history) - 1)
        ends = self._draw_lines(image, plot, history, low, high)
        self._draw_end_letters(image, plot, ends)
        self._draw_legend(image, LEGEND_TOP - CHART.top)
        return image

    def _draw_axes(
        self, image: pygame.Surface, plot: pygame.Rect, low: int, high: int, rounds: int
    ) -> None:
        font = self.app.font(13)
        step = nice_step(high - low)
        value = (low // step) * step
        while value <= high:
            y = _scale_y(plot, value, low, high)
            pygame.draw.line(image, theme.PANEL, (plot.left, y), (plot.right, y))
            label = font.render(str(value), True, AXIS)
            image.blit(label, label.get_rect(midright=(plot.left - 6, y)))
            value += step
        pygame.draw.line(image, AXIS, plot.bottomleft, plot.topleft)
        pygame.draw.line(image, AXIS, plot.bottomleft, plot.bottomright)
        for number in range(rounds + 1):
            x = plot.left + plot.width * number / max(1, rounds)
            label = font.render(str(number), True, AXIS)
            image.blit(label, label.get_rect(midtop=(x, plot.bottom + 4)))
        caption = font.render("round", True, AXIS)
        image.blit(caption, caption.get_rect(topright=(plot.right, plot.bottom + 18)))

    def _draw_lines(
        self,
        image: pygame.Surface,
        plot: pygame.Rect,
        history: list[list[int]],
        low: int,
        high: int,
    ) -> list[tuple[int, float]]:
        rounds = max(1, len(history) - 1)
        ends = []
        for player, look in enumerate(self.looks):
            points = [
                (plot.left + plot.width * n / rounds, _scale_y(plot, row[player], low, high))
                for n, row in enumerate(history)
            ]
            if len(points) > 1:
                pygame.draw.lines(image, look.colour, False, points, 3)
            ends.append((player, points[-1][1]))
        return ends

    def _draw_end_letters(
        self, image: pygame.Surface, plot: pygame.Rect, ends: list[tuple[int, float]]
    ) -> None:
        font = self.app.font(13, bold=True)
        size = 17
        placed: list[float] = []
        for player, y in sorted(ends, key=lambda end: end[1]):
            top = max(y - size / 2, placed[-1] + size if placed else plot.top - size)
            placed.append(top)
            rect = pygame.Rect(plot.right + 6, round(top), size, size)
            draw_swatch(image, rect, self.looks[player], font)

    def _draw_legend(self, image: pygame.Surface, top: int) -> None:
        font = self.app.font(15)
        bold = self.app.font(13, bold=True)
        per_row = 3
        width = (CHART.width - 20) // per_row
        for index, look in enumerate(self.looks):
            left = 10 + (index % per_row) * width
            y = top + (index // per_row) * 24
            draw_swatch(image, pygame.Rect(left, y, 18, 18), look, bold)
            name = clip_text(font, look.name, width - 30)
            image.blit(font.render(name, True, theme.TEXT), (left + 24, y))


def _scale_y(plot: pygame.Rect, value: float, low: float, high: float) -> float:
    return plot.bottom - plot.height * (value - low) / max(1, high - low)


def _cell_colour(title: str, text: str) -> theme.Colour:
    if title == "EC" and text:
        return theme.DANGER
    if title in ("ToL", "Earned") and text:
        return theme.ACCENT
    return theme.TEXT
