"""The table kit's results screen: the ranking (ties share a place), the game's columns, the
awards in words and a chart of every player's total after each round (or turn).

A game fills a `Results` (plain data) and pushes `ResultsScene(app, results, on_replay)`:

    Results(heading="Results", detail="Classic · seed 4",
            names=[...], totals=[...], columns=[Column("Apples", 70), ...],
            cells=[["12", ...], ...], awards=["Ann gets 2 Tokens of Life", ...],
            chart_title="Apples after each round", history=[[0, 0], [3, 1], ...],
            paint_mark=paint)  # paint(surface, rect, player, font): the player's mark
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.table.ranking import TieBreak, ordinal, ranking
from game.ui import theme
from game.ui.event_log import EventLog
from game.ui.reveal_player import draw_header
from game.ui.scene import Scene, match_anchor, match_banner
from game.ui.text import ShortenedInImage, clip_text
from game.ui.widgets import BUTTON_FONT, BUTTON_PADDING, ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host

AXIS = (120, 128, 144)
LEGEND_PER_ROW, LEGEND_ROW = 3, 24
NAME_SIZES_DOWN_TO = 12  # names in the table shrink to this size before they are shortened
NAME_GAP = 8  # px clear after the longest name (the next column indents 4 more: 12 px to a number)
MARK_STEP = 24  # a legend of marks alone

SEASON_MATCH_NOTE = (
    "In the season only who wins this match counts (a tie is played again with the seats swapped)"
)
SEASON_AWARDS_NOTE = ": the tokens, candidates and garnets below are this match's own"


def season_match_note(awards: list[str]) -> str:
    """What a season's Death Match or Final says over its results; of tokens, candidates and
    garnets only when its awards below name some (a Tactrics match names none)."""
    named = any(w in a.lower() for a in awards for w in ("token", "candidate", "garnet"))
    return SEASON_MATCH_NOTE + (SEASON_AWARDS_NOTE if named else "")


@dataclass(frozen=True)
class ResultsLayout:
    table: pygame.Rect
    awards: pygame.Rect
    chart: pygame.Rect  # the plot with its axes; the legend goes below it
    legend_top: int
    buttons: pygame.Rect
    stacked: bool = False  # a narrow window: the chart takes the table's place on demand
    button_columns: int = 1  # buttons side by side (in a row under the awards)


BUTTON_COLUMN_LEAST = 200  # beside the chart, narrower buttons would cut their words
STACK_BELOW = 1100  # px: a window narrower than this stacks the table over the awards
STACKED_BUTTONS = 220  # the button column's width beside the awards, stacked
STACKED_ROW = 22  # the least row height of the table, stacked
CHART_LEAST = 320  # px: the chart's width at least, beside a table widened for its names
TABLE_NAME_SIZE = 15  # px: the names' size the table widens for (they may shrink to 13)


def legend_per_row(chart_width: int, name_width: int) -> int:
    """How many legend entries share a row under a chart `chart_width` wide, each name
    (`name_width` px at the widest) whole: up to LEGEND_PER_ROW; in a column too narrow
    for one whole name, the marks alone (the table beside gives each mark's name)."""
    if chart_width - 20 < name_width + 34:
        return max(1, (chart_width - 20) // MARK_STEP)
    return min(LEGEND_PER_ROW, (chart_width - 20) // (name_width + 34))


def results_layout(
    size: tuple[int, int],
    players: int,
    name_width: int = 0,
    button_rows: int = 2,
    stacks: bool = True,
    buttons_width: int = 0,
    table_least: int = 0,
) -> ResultsLayout:
    """The table and the awards on the left (690 px wide where there is room, wider up to
    `table_least` for whole names while the chart keeps CHART_LEAST), the chart, its legend
    (as many names to a row as fit whole, `name_width` the widest) and the buttons
    (`button_rows` of them, 50 px each) on the right."""
    width, height = size
    if width < STACK_BELOW and stacks:
        width = max(STACKED_BUTTONS, buttons_width)
        return _stacked_layout(size, players, name_width, button_rows + 1, width)
    left_width = min(690, max(620, int(width * 0.54)))
    left_width = max(left_width, min(table_least, width - 60 - CHART_LEAST))
    table = pygame.Rect(20, 60, left_width, min(420, int((height - 72) * 0.62)))
    awards = pygame.Rect(20, table.bottom + 12, left_width, height - table.bottom - 24)
    right = table.right + 20
    buttons_height = 50 * button_rows + 10
    buttons = pygame.Rect(
        0, height - 10 - buttons_height, min(370, width - right - 20), buttons_height
    )
    buttons.centerx = (right + width) // 2
    chart_width = width - right - 20
    columns = 1
    if chart_width < BUTTON_COLUMN_LEAST and button_rows <= 2:  # a narrow window: the
        # results' two buttons in a row under the awards (a longer list keeps its column)
        buttons = pygame.Rect(20, height - 10 - 50, left_width, 50)
        awards.height = buttons.top - 10 - awards.top
        columns = button_rows
    per_row = legend_per_row(chart_width, name_width)
    legend_height = -(-players // per_row) * LEGEND_ROW
    bottom = buttons.top if columns == 1 else height
    chart_height = min(380, bottom - 20 - legend_height - table.top)
    chart = pygame.Rect(right, table.top, chart_width, chart_height)
    return ResultsLayout(table, awards, chart, chart.bottom + 10, buttons, button_columns=columns)


def _stacked_layout(
    size: tuple[int, int], players: int, name_width: int, button_rows: int, buttons_width: int
) -> ResultsLayout:
    """The table across the whole width (the chart shown in its place with the Chart
    button), the awards under it and the buttons beside them (one more row: Chart)."""
    width, height = size
    buttons_height = 58 * button_rows - 6  # 48 px buttons 10 px apart
    table_height = 44 + players * STACKED_ROW + 8
    table_height = max(table_height, min(44 + players * 30 + 8, height - 60 - buttons_height - 24))
    table = pygame.Rect(20, 60, width - 40, table_height)
    awards = pygame.Rect(20, table.bottom + 12, width - 60 - buttons_width, 0)
    awards.height = height - awards.top - 12
    buttons = pygame.Rect(awards.right + 20, height - 10 - buttons_height, buttons_width, 0)
    buttons.height = buttons_height
    per_row = legend_per_row(table.width, name_width)
    legend_height = -(-players // per_row) * LEGEND_ROW
    chart = pygame.Rect(table.left, table.top, table.width, table.height - legend_height - 10)
    return ResultsLayout(table, awards, chart, chart.bottom + 10, buttons, stacked=True)


def chart_filling(layout: ResultsLayout, players: int, name_width: int) -> ResultsLayout:
    """Stacked, with the chart on: the chart takes the table's and the awards' room (beside
    the buttons), so a small window's chart is not a strip."""
    width = layout.awards.width
    legend_height = -(-players // legend_per_row(width, name_width)) * LEGEND_ROW
    top = layout.table.top
    chart = pygame.Rect(
        layout.table.left, top, width, layout.awards.bottom - top - legend_height - 10
    )
    return replace(layout, chart=chart, legend_top=chart.bottom + 10)


MarkPainter = Callable[[pygame.Surface, pygame.Rect, int, pygame.font.Font], None]


@dataclass(frozen=True)
class Column:
    """A column of the ranking table after Place and Player; `tone` colours a non-empty cell
    (theme.ACCENT for an award, theme.DANGER for an Elimination Candidate)."""

    title: str
    width: int
    tone: theme.Colour = theme.TEXT


@dataclass
class Results:
    heading: str
    detail: str
    names: list[str]
    totals: list[int]
    columns: list[Column]
    cells: list[list[str]]
    awards: list[str]
    chart_title: str
    history: Sequence[Sequence[int | None]]  # None: the player is out (its line ended)
    paint_mark: MarkPainter
    line_colours: list[theme.Colour]
    chart_axis: str = "round"
    replay_hint: str = "Every step of every round"
    tie_breaks: Sequence[TieBreak] = ()  # what settles equal totals (else: a shared place)


def columns_key(tokens: str, candidates: str | None) -> list[str]:
    """The lines that say what a results table's ToL and EC columns are, first among the
    award lines: who gets Tokens of Life (`tokens`) and who is the Elimination Candidate
    (`candidates`; None: this match names none)."""
    key = [f"ToL = Token of Life: {tokens}."]
    return key + ([f"EC = Elimination Candidate: {candidates}."] if candidates else [])


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick spacing (1, 2, 5 × 10ⁿ) giving about `ticks` ticks over `span`."""
    raw = max(1.0, span / ticks)
    power = 10 ** (len(str(int(raw))) - 1)
    return next(power * m for m in (1, 2, 5, 10) if power * m >= raw)


class ResultsScene(Scene):
    title = "Results"
    final = True  # the last screen of a match (`demo --exit` stops once it is drawn)

    def __init__(self, app: Host, results: Results, on_replay: Callable[[], None] | None):
        super().__init__(app)
        self.results = results
        self.on_replay = on_replay
        self.chart_shown = False  # stacked: the chart in the table's place
        self.layout = self.make_layout()
        awards = list(results.awards)
        if banner := match_banner(app, finished=True):  # a season's Death Match or Final
            awards.insert(0, f"{banner}. {season_match_note(awards)}.")
        self.awards_log = EventLog(self.layout.awards, app.font(17), awards, False)
        self._table: pygame.Surface | None = None
        self._table_notes = ShortenedInImage()  # shortened names in the cached table
        self._chart_notes = ShortenedInImage()  # and in the chart's legend
        self._chart: pygame.Surface | None = None

    button_rows = 2  # room kept under the chart for this many buttons
    stacks = True  # under STACK_BELOW px: the table over the awards, the chart on demand

    def make_layout(self) -> ResultsLayout:
        """Where the table, awards, chart and buttons go in the window now (a screen on
        this one with other parts lays them out its own way)."""
        names = len(self.results.names)
        labels = ["Watch replay", "Main menu", "Chart (C)", "Table (C)"]
        if (anchor := self._return_scene()) is not None:
            labels.append(getattr(anchor, "return_label", "Back to the editor"))
        font = self.app.font(BUTTON_FONT, bold=True)
        widest = max(font.size(label)[0] for label in labels) + 2 * BUTTON_PADDING + 12
        layout = results_layout(
            self.app.size, names, self._name_width(), self.button_rows, self.stacks, widest,
            self._table_least(),
        )  # fmt: skip
        if layout.stacked and self.chart_shown:
            return chart_filling(layout, names, self._name_width())
        return layout

    def build(self, root: UIContainer) -> None:
        layout = self.make_layout()
        if layout != self.layout:
            self.layout, self._table, self._chart = layout, None, None
            self.awards_log.set_rect(layout.awards)
        items = [MenuItem("Main menu", self.main_menu, hint="Back to the games")]
        replay_at = 0
        if (anchor := self._return_scene()) is not None:
            label = getattr(anchor, "return_label", "Back to the editor")
            items = [MenuItem(label, self.main_menu, hint="Where this match was started")]
            replay_at = 1  # Enter goes on where the match was started (a season: its board)
        if self.on_replay is not None:
            watch = MenuItem("Watch replay", self.on_replay, hint=self.results.replay_hint)
            items.insert(replay_at, watch)
        if self.layout.stacked:  # the chart takes the table's place on demand
            words = "Table (C)" if self.chart_shown else "Chart (C)"
            items.append(MenuItem(words, self.toggle_chart, hint=self.results.chart_title))
        self.menu = ButtonList(
            self.app.ui, root, self.layout.buttons, items, button_height=48, gap=10,
            columns=min(len(items), self.layout.button_columns),
        )  # fmt: skip

    def toggle_chart(self) -> None:
        self.chart_shown = not self.chart_shown
        self.relayout()

    def main_menu(self) -> None:
        """Back to the main menu, or to the scene that started the match when it asked to be
        returned to (`returns_after_match`, the level editor's play-test)."""
        from game.ui.menu import MainMenuScene

        anchor = self._return_scene()
        if anchor is None:
            self.app.clear_to(MainMenuScene(self.app))
            return
        while self.app.top is not anchor:
            self.app.pop()

    def _return_scene(self) -> Scene | None:
        return match_anchor(self.app, self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.awards_log.handle_event(event) or self.menu.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.layout.stacked and self.chart_shown:  # the chart in the table's place
                self.toggle_chart()
            else:
                self.main_menu()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.layout.stacked:
            self.toggle_chart()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_header(surface, self.app, self.results.heading, self.results.detail)
        if self._table is None or self._chart is None:
            self._table_notes, self._chart_notes = ShortenedInImage(), ShortenedInImage()
            self._table = self._render_table()
            self._chart = self._render_chart()
        if not self.layout.stacked or not self.chart_shown:
            surface.blit(self._table, self.layout.table)
            self._table_notes.offer(surface, self.layout.table.topleft)
        if not self.layout.stacked or self.chart_shown:
            surface.blit(self._chart, self.layout.chart.topleft)
            self._chart_notes.offer(surface, self.layout.chart.topleft)
        if not (self.layout.stacked and self.chart_shown):  # the chart has the awards' room
            self.awards_log.draw(surface)

    # the ranking table

    def _table_least(self) -> int:
        """The table's width with every name whole at TABLE_NAME_SIZE px beside its mark."""
        font = self.app.font(TABLE_NAME_SIZE)
        names = max((font.size(name)[0] for name in self.results.names), default=0)
        columns = sum(column.width for column in self.results.columns)
        return self._place_width() + 30 + NAME_GAP + names + columns + 16 + 8

    def _place_width(self) -> int:
        return max(58, self.app.font(20).size("=88th")[0] + 12)  # a shared place, whole

    def _columns(self) -> list[Column]:
        place = self._place_width()
        fixed = [Column("Place", place), Column("Player", 0)]
        columns = fixed + list(self.results.columns)
        used = sum(column.width for column in columns)
        flexible = self.layout.table.width - used - 16
        return [Column(c.title, c.width or flexible, c.tone) for c in columns]

    def _render_table(self) -> pygame.Surface:
        table = self.layout.table
        image = pygame.Surface(table.size)
        image.fill(theme.BACKGROUND)
        pygame.draw.rect(image, theme.PANEL, image.get_rect(), border_radius=8)
        pygame.draw.rect(image, theme.PANEL_BORDER, image.get_rect(), 2, border_radius=8)
        columns = self._columns()
        row_height = min(30, (table.height - 44) // max(1, len(self.results.names)))
        self._render_cells(image, columns, 10, [c.title for c in columns], header=True)
        for row, place in enumerate(ranking(self.results.totals, self.results.tie_breaks)):
            top = 40 + row * row_height
            place_text = ("=" if place.shared else "") + ordinal(place.place)
            cells = [
                place_text,
                self.results.names[place.player],
                *self.results.cells[place.player],
            ]
            self._render_cells(image, columns, top, cells, row_height=row_height)
            swatch = pygame.Rect(columns[0].width + 8, top + 3, row_height - 6, row_height - 6)
            font = self.app.font(max(12, row_height - 12), bold=True)
            self.results.paint_mark(image, swatch, place.player, font)
        return image

    def _render_cells(
        self,
        image: pygame.Surface,
        columns: list[Column],
        top: int,
        cells: Sequence[str],
        header: bool = False,
        row_height: int = 30,
    ) -> None:
        font = self.app.font(16) if header else self.app.font(max(12, min(20, row_height - 8)))
        left = 8
        for column, text in zip(columns, cells, strict=True):
            colour = theme.MUTED_TEXT if header else column.tone
            player = column.title == "Player" and not header
            indent = row_height if player else 0
            room = column.width - indent - (NAME_GAP if player else 6)
            cell_font = font if header else self._name_font(font, room, text)  # '123' too
            shown = clip_text(cell_font, text, room)
            place = (left + 4 + indent, top + 2 + (font.get_height() - cell_font.get_height()) // 2)
            self._table_notes.blit_text(image, cell_font, shown, colour, place)
            left += column.width

    def _name_font(self, font: pygame.font.Font, room: int, name: str) -> pygame.font.Font:
        """A name's font: the row's, or smaller (down to NAME_SIZES_DOWN_TO px) until the
        name is whole in `room`; one long name leaves the others at the row's size."""
        for size in range(font.point_size, NAME_SIZES_DOWN_TO - 1, -1):
            smaller = self.app.font(size)
            if smaller.size(name)[0] <= room:
                return smaller
        return self.app.font(min(font.point_size, NAME_SIZES_DOWN_TO))

    # the chart

    def _render_chart(self) -> pygame.Surface:
        results, chart = self.results, self.layout.chart
        height = max(1, self.layout.buttons.top - chart.top - 10)  # a tiny window: no room
        if self.layout.stacked:
            below = self.layout.awards if self.chart_shown else self.layout.table
            height = below.bottom - chart.top
        image = pygame.Surface((max(1, chart.width), height))
        image.fill(theme.BACKGROUND)
        history = results.history or [[0] * len(results.names)]
        values = [value for row in history for value in row if value is not None] or [0]
        plot_height = chart.height - 70
        size, columns = end_marks_grid(len(results.names), plot_height)
        marks_room = (columns - 1) * (size + 3)
        plot = pygame.Rect(56, 34, max(40, chart.width - 90 - marks_room), plot_height)
        title_font = self.app.font(18, bold=True)
        self._chart_notes.blit_text(
            image, title_font, results.chart_title, theme.TEXT, (plot.left, 4)
        )
        low, high = min(0, *values), max(1, *values)
        self._draw_axes(image, plot, low, high, len(history) - 1)
        ends, out = self._draw_lines(image, plot, history, low, high)
        self._draw_end_marks(image, plot, ends, size, columns)
        self._draw_out_marks(image, out, size)
        self._draw_legend(image, self.layout.legend_top - chart.top)
        return image

    def _draw_axes(
        self, image: pygame.Surface, plot: pygame.Rect, low: int, high: int, rounds: int
    ) -> None:
        font = self.app.font(13)
        ticks = max(1, min(5, plot.height // (2 * font.get_linesize())))  # labels never touch
        step = nice_step(high - low, ticks)
        value = -(-low // step) * step  # the first tick inside the plot (low may be -2)
        while value <= high:
            y = _scale_y(plot, value, low, high)
            pygame.draw.line(image, theme.PANEL, (plot.left, y), (plot.right, y))
            self._chart_notes.blit_text(
                image, font, str(value), AXIS, (plot.left - 6, y), "midright"
            )
            value += step
        pygame.draw.line(image, AXIS, plot.bottomleft, plot.topleft)
        pygame.draw.line(image, AXIS, plot.bottomleft, plot.bottomright)
        label_room = 2 * font.size(str(max(1, rounds)))[0] + 8  # a label and a gap
        every = max(1, nice_step(rounds, max(1, min(10, plot.width // label_room))))
        for number in range(0, rounds + 1, every):
            x = round(plot.left + plot.width * number / max(1, rounds))
            anchor = "midtop"
            if x + font.size(str(number))[0] // 2 > plot.right:  # clear of the end marks
                x, anchor = plot.right, "topright"
            self._chart_notes.blit_text(
                image, font, str(number), AXIS, (x, plot.bottom + 4), anchor
            )
        place = (plot.right, plot.bottom + 18)
        self._chart_notes.blit_text(image, font, self.results.chart_axis, AXIS, place, "topright")

    def _draw_lines(
        self,
        image: pygame.Surface,
        plot: pygame.Rect,
        history: Sequence[Sequence[int | None]],
        low: int,
        high: int,
    ) -> tuple[list[tuple[int, float]], list[tuple[int, tuple[float, float]]]]:
        """Each player's line; the ends of the lines that reach the last round, and where
        each line of a player who went out stops (never drawn on along 0)."""
        rounds = max(1, len(history) - 1)
        ends, out = [], []
        unit = plot.height / max(1, high - low)  # px a point
        lanes = [tie_lanes(row, low, high, unit) for row in history]
        for player, colour in enumerate(self.results.line_colours):
            points = [
                (
                    plot.left + plot.width * n / rounds,
                    _scale_y(plot, value, low, high) + lanes[n][player],
                )
                for n, row in enumerate(history)
                if (value := row[player]) is not None
            ]
            if len(points) > 1:
                pygame.draw.lines(image, colour, False, points, 3)
            if self.app.settings.colour_blind:  # each line its own marker, not its hue alone
                players = len(self.results.line_colours)
                for point in marker_points(points, plot.left, player / max(1, players)):
                    draw_line_marker(image, player, point, colour)
            if not points:
                continue
            if history[-1][player] is None:
                out.append((player, points[-1]))
            else:
                ends.append((player, points[-1][1]))
        return ends, out

    def _draw_out_marks(
        self, image: pygame.Surface, out: list[tuple[int, tuple[float, float]]], size: int
    ) -> None:
        """Where a player went out: an ✗ where its line stops, its mark above (marks of
        players out in the same rounds stacked, not over each other)."""
        font = self.app.font(END_MARK_FONT[size], bold=True)
        placed: list[pygame.Rect] = []
        for player, (x, y) in out:
            arm = 5
            for start, end in (((-arm, -arm), (arm, arm)), ((-arm, arm), (arm, -arm))):
                pygame.draw.line(image, theme.TEXT, (x + start[0], y + start[1]),
                                 (x + end[0], y + end[1]), 3)  # fmt: skip
            rect = pygame.Rect(0, 0, size, size)
            rect.midbottom = (round(x), round(y) - arm - 2)
            while rect.collidelist(placed) >= 0 and rect.top > size:
                rect.move_ip(0, -size - 2)
            placed.append(rect)
            self.results.paint_mark(image, rect, player, font)

    def _draw_end_marks(
        self,
        image: pygame.Surface,
        plot: pygame.Rect,
        ends: list[tuple[int, float]],
        size: int,
        columns: int,
    ) -> None:
        """Each line's mark beside its end, inside the plot's height (clear of the title
        above and the axis numbers and legend below): more lines than one column holds
        take several columns, the ends dealt out in height order."""
        font = self.app.font(END_MARK_FONT[size], bold=True)
        order = sorted(ends, key=lambda end: end[1])
        for column in range(columns):
            dealt = order[column::columns]
            tops = _stacked_tops([y for _, y in dealt], size, plot.top, plot.bottom)
            left = plot.right + 6 + column * (size + 3)
            for (player, _), top in zip(dealt, tops, strict=True):
                rect = pygame.Rect(left, round(top), size, size)
                self.results.paint_mark(image, rect, player, font)

    def _swatch_width(self) -> int:
        """Colour-blind: the room for a piece of each player's line with its marker between
        the mark and the name in the legend (else none)."""
        return LEGEND_SWATCH if self.app.settings.colour_blind else 0

    def _name_width(self) -> int:
        """The widest player name in the chart legend's font (with its line's swatch)."""
        font = self.app.font(15)
        widest = max((font.size(name)[0] for name in self.results.names), default=0)
        return widest + self._swatch_width()

    def _draw_legend(self, image: pygame.Surface, top: int) -> None:
        font = self.app.font(15)
        bold = self.app.font(13, bold=True)
        per_row = legend_per_row(self.layout.chart.width, self._name_width())
        width = (self.layout.chart.width - 20) // per_row
        swatch = self._swatch_width()
        colours = self.results.line_colours
        for index, name in enumerate(self.results.names):
            left = 10 + (index % per_row) * width
            y = top + (index // per_row) * LEGEND_ROW
            self.results.paint_mark(image, pygame.Rect(left, y, 18, 18), index, bold)
            if font.size(name)[0] > width - 30 - swatch:
                continue  # the marks alone: the names are in the table
            if swatch and index < len(colours):
                middle = (left + 24 + (swatch - 6) // 2, y + 9)
                ends = ((left + 24, y + 9), (left + 18 + swatch, y + 9))
                pygame.draw.line(image, colours[index], *ends, 3)
                draw_line_marker(image, index, middle, colours[index])
            place = (left + 24 + swatch, y)
            self._chart_notes.blit_text(image, font, name, theme.TEXT, place)


END_MARK_FONT = {17: 13, 14: 12}  # an end mark's size and its letter's size
LEGEND_SWATCH = 30  # colour-blind: a piece of the line and its marker, before the name
LINE_MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross", "plus", "bar")
MARKER_RADIUS = 5


def line_marker(player: int) -> str:
    """The shape on every point of player `player`'s line in colour-blind mode (lines of
    similar hues read apart by their shapes; past eight the shapes come round again)."""
    return LINE_MARKERS[player % len(LINE_MARKERS)]


MARKER_SPACING = 40  # px at least between two markers of one line (a long match: not a bar)


def marker_points(
    points: Sequence[tuple[float, float]], left: float, phase: float
) -> list[tuple[float, float]]:
    """Where a line's markers go: its points at least MARKER_SPACING px apart, the first
    `phase` (0 to 1) of a spacing after the axis, so tied lines' markers fall side by side
    (at round 0 all lines start together, by the "0": no marker there unless it is all)."""
    if len(points) == 1:
        return list(points)
    chosen = []
    due = left + MARKER_SPACING * (0.5 + phase)
    for point in points[1:]:
        if point[0] >= due:
            chosen.append(point)
            due = point[0] + MARKER_SPACING
    return chosen or [points[-1]]


def draw_line_marker(
    image: pygame.Surface, player: int, centre: tuple[float, float], colour: theme.Colour
) -> None:
    """Player `player`'s marker (`line_marker`) at `centre` in the line's colour, edged in
    black so it shows on any line it crosses."""
    x, y = round(centre[0]), round(centre[1])
    r = MARKER_RADIUS
    kind = line_marker(player)
    shapes = {
        "square": [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)],
        "triangle": [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)],
        "diamond": [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)],
        "down": [(x - r - 1, y - r), (x + r + 1, y - r), (x, y + r + 1)],
        "bar": [(x - r - 1, y - 2), (x + r + 1, y - 2), (x + r + 1, y + 2), (x - r - 1, y + 2)],
    }
    if kind == "circle":
        pygame.draw.circle(image, theme.BLACK, (x, y), r + 1)
        pygame.draw.circle(image, colour, (x, y), r)
    elif kind in shapes:
        pygame.draw.polygon(image, colour, shapes[kind])
        pygame.draw.polygon(image, theme.BLACK, shapes[kind], 1)
    else:  # a cross or a plus: strokes in the colour over black ones
        arms = [((-r, -r), (r, r)), ((-r, r), (r, -r))]
        if kind == "plus":
            arms = [((-r, 0), (r, 0)), ((0, -r), (0, r))]
        for ink, width in ((theme.BLACK, 5), (colour, 3)):
            for (ax, ay), (bx, by) in arms:
                pygame.draw.line(image, ink, (x + ax, y + ay), (x + bx, y + by), width)


def end_marks_grid(players: int, plot_height: int) -> tuple[int, int]:
    """The end marks' size and how many columns of them the plot's height needs: one
    column of 17 px marks where they fit, else smaller marks, then more columns."""
    for size in END_MARK_FONT:
        if players * size <= plot_height:
            return size, 1
    size = min(END_MARK_FONT)
    rows = max(1, plot_height // size)
    return size, -(-players // rows)


def _stacked_tops(wanted: list[float], size: int, top: float, bottom: float) -> list[float]:
    """Marks' tops centred on `wanted` (sorted, downwards), none overlapping, all between
    `top` and `bottom` (where they fit: else the first ones overlap at `top`)."""
    tops: list[float] = []
    for y in wanted:
        tops.append(max(y - size / 2, tops[-1] + size if tops else top))
    lowest = bottom - size  # many lines ending low: the lowest ones move up, not below
    for index in range(len(tops) - 1, -1, -1):
        tops[index] = max(top, min(tops[index], lowest))
        lowest = tops[index] - size
    return tops


TIE_LANE = 3  # px between the lines of players with equal totals (3 px wide lines)
TIE_SPAN = 0.45  # of a point: the most a group of tied lines spans (never read as another value)


def tie_lanes(row: Sequence[int | None], low: int, high: int, unit: float) -> list[float]:
    """Each player's vertical offset (px, down) in one round: players with equal totals get
    lanes side by side around the value, above it on the plot's floor and below it at its
    top (else a tied line hides under another, colour-blind or not); a group of lanes spans
    less than half a point (`unit` px a point), so no line is read as another value."""
    offsets = [0.0] * len(row)
    tied: dict[int, list[int]] = {}
    for player, value in enumerate(row):
        if value is not None:
            tied.setdefault(value, []).append(player)
    for value, players in tied.items():
        middle = (len(players) - 1) / 2
        lane = min(TIE_LANE, TIE_SPAN * unit / max(1, len(players) - 1))
        centre = -middle if value <= low else middle if value >= high else 0.0
        for number, player in enumerate(players):
            offsets[player] = (number - middle + centre) * lane
    return offsets


def _scale_y(plot: pygame.Rect, value: float, low: float, high: float) -> float:
    return plot.bottom - plot.height * (value - low) / max(1, high - low)
