"""The editor's problems panel, under the side form: the board's and level's settings, the
par search, the notice, and what `validate` would say of the level as it is now, every
problem listed (the list scrolls: wheel, or F8 for the next problem), each naming the board,
grid or mission it is about, with the level's stats. A click on a problem (or F8) goes to it:
its cells on their board (outlined there), or the mission or level field it names."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.coords import parse_cell
from game.core.problems import WHOLE_FILE, Problem
from game.core.words import plural
from game.editor.comments import walk
from game.editor.layout import TOP, ImageCache, Part
from game.editor.model import Board, Review, problem_cells
from game.ui import theme
from game.ui.event_log import wrap_text
from game.ui.text import blit_text, blit_wrapped

if TYPE_CHECKING:
    from game.core.coords import Cell
    from game.editor.scene import EditorScene

PROBLEM_INK = (235, 80, 80)
LIST_LEAST = 3  # lines of the problem list the head always leaves
FINE_INK = (120, 210, 130)

Line = tuple[str, theme.Colour]


@dataclass(frozen=True)
class Place:
    """Where in a level file a line is: the array of tables and the entry it is in
    (`missions`, 1), and its key."""

    table: str = ""
    index: int | None = None
    key: str = ""


def place_of(text: str, line: int) -> Place:
    """The place of 1-based `line` in the file `text`."""
    table, index = "", None
    for walked in walk(text):
        if walked.kind == "header" and walked.anchor is not None:
            name, _, number = walked.anchor[0].partition("#")
            table, index = name, int(number) if number else None
        if walked.number == line - 1:
            key = walked.anchor[1] if walked.kind == "key" and walked.anchor else ""
            return Place(table, index, key)
    return Place(table, index)


@dataclass(frozen=True)
class Finding:
    """One problem as the panel lists it, and where a click on it goes."""

    text: str
    board: int | None = None  # the board to show
    cells: tuple[Cell, ...] = ()  # its cells the problem is about
    record: int | None = None  # the mission (record) it is about
    key: str = ""  # the value it is about: the level's, its board's or its mission's


def finding(
    problem: Problem,
    text: str,
    data: Mapping[str, Any],
    boards: Sequence[Board],
    board_word: str,
    record_key: str = "",
    record_word: str = "",
    rows_key: str = "rows",
    cell_of_name: Callable[[str], Cell] = parse_cell,
) -> Finding:
    """`problem` named by what it is about: 'mission "Patient Tortoise", line 22: "round"
    is 99; use 1 to 4' (the file said "missions[1].round"), 'board "Board 1: Theme", line
    15: …'; with where to go to show it."""
    place = place_of(text, problem.line)
    message, named = problem.message, ""
    entries = data.get(place.table) if place.index is not None else None
    if isinstance(entries, list) and place.index is not None and place.index < len(entries):
        entry = entries[place.index]
        name = entry.get("name") if isinstance(entry, dict) else None
        word = record_word if place.table == record_key else board_word
        if place.table != record_key and place.table != "boards":
            word = place.table.removesuffix("s")
        named = (
            f'{word} "{name}"' if isinstance(name, str) and name else f"{word} {place.index + 1}"
        )
        message = message.replace(f"{place.table}[{place.index}].", "")
    cells = problem_cells(text, problem, boards, rows_key, cell_of_name)
    board = next(iter(cells), None)
    if board is None and place.table == "boards" and place.index is not None:
        board = place.index
    if board is not None and not named and len(boards) > 1 and boards[board].name not in message:
        named = f'{board_word} "{boards[board].name}"'
    line = f"line {problem.line}" if problem.line > WHOLE_FILE else "the file"
    where = f"{named}, {line}" if named else line
    marked = cells.get(board, ()) if board is not None else ()
    return Finding(
        f"{where}: {message}",
        board,
        tuple(sorted(marked, key=lambda cell: (cell[1], cell[0]))),
        place.index if place.table == record_key and record_key else None,
        place.key,
    )


class ProblemsPanel(Part):
    """The last review of the level (`review`), its problems as `findings` and the cells of
    its problems (`outlines`, by board index), made again whenever the model changes."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.review: Review | None = None
        self.reviewed: tuple[int, int] | None = None
        self.outlines: dict[int, set[Cell]] = {}
        self.findings: list[Finding] = []
        self.first_row = 0  # of the scrolling list, in rows
        self.next_problem = 0  # what F8 goes to
        self.hits: list[tuple[pygame.Rect, Finding]] = []  # where each problem was drawn
        self.images = ImageCache()

    def update(self, dt: float) -> None:
        model = self.scene.model
        key = (model.version, id(model.board))
        if key == self.reviewed:
            return
        self.reviewed = key
        self.review = model.review()
        self.outlines = {}
        editing = self.scene.editing
        for problem in self.review.problems:
            text = self.review.text
            found = problem_cells(
                text, problem, model.boards, editing.rows_key, editing.cell_of_name
            )
            for board, cells in found.items():
                self.outlines.setdefault(board, set()).update(cells)
        records = self.scene.editing.records
        findings = [
            finding(
                problem,
                self.review.text,
                model.file_data(),
                model.boards,
                self.scene.editing.board_word,
                records.key if records is not None else "",
                records.word if records is not None else "",
                editing.rows_key,
                editing.cell_of_name,
            )
            for problem in self.review.problems
        ]
        if [found.text for found in findings] != [found.text for found in self.findings]:
            self.next_problem = 0  # other problems: F8 starts again from the first
        self.findings = findings
        self.scene.refresh()

    # --- the panel's two parts: what is fixed at its top, and the list that scrolls -----------

    def head_lines(self) -> list[Line]:
        """Settings, the solver, notices: the panel's top, always in view."""
        scene, model, editing = self.scene, self.scene.model, self.scene.editing
        lines: list[Line] = []
        level = ", ".join(
            f"{s.label}: {model.data.get(s.key, '—')}" for s in editing.level_settings
        )
        if level:
            lines.append((f"Level: {level}", theme.TEXT))
        settings = ", ".join(
            f"{s.label}: {model.board.settings.get(s.key, '—')}" for s in editing.settings
        )
        if settings:
            lines.append((settings, theme.TEXT))
        par = scene.par.line()
        if par is not None:
            lines.append(par)
        lines.extend(scene.side.lines())
        if scene.notice and not scene.side.shows_refusal(scene.notice):
            lines.append((scene.notice, theme.ACCENT))
        return lines

    def list_lines(self) -> list[tuple[str, theme.Colour, Finding | None]]:
        """Every problem (each with where it goes), the rows padded on opening, then every
        stat."""
        review = self.review
        if review is None:
            return []
        lines: list[tuple[str, theme.Colour, Finding | None]] = []
        if review.problems:
            when = "will print them once saved" if self.scene.model.dirty else "prints them"
            count = plural(len(review.problems), "problem")
            lines.append((f"{count}, as validate {when} (click one, or F8):", PROBLEM_INK, None))
            lines.extend((found.text, theme.TEXT, found) for found in self.findings)
        elif self.scene.par.unproven():  # fine for validate, but not yet the puzzle it says
            words = "No problems for validate, but the par is not proven: players see"
            lines.append(
                (f'{words} "Par not proven" until Solve for par proves it.', theme.ACCENT, None)
            )
        else:
            lines.append(("No problems: validate accepts this level.", FINE_INK, None))
        model = self.scene.model  # the real problems first, then what opening repaired
        for index, row, first, text in model.padded_rows():
            cells = tuple((column, row) for column in range(first, model.boards[index].width))
            lines.append((text, theme.ACCENT, Finding(text, index, cells)))
        in_view = model.board.name  # the board being edited first: its stats in view
        stats = sorted(review.stats, key=lambda stat: bool(stat.board) and stat.board != in_view)
        lines.extend((f"{stat.label}: {stat.value}", theme.MUTED_TEXT, None) for stat in stats)
        return lines

    def lines(self) -> list[Line]:
        """Everything the panel says, top to bottom (scrolled or not)."""
        return self.head_lines() + [(text, ink) for text, ink, _ in self.list_lines()]

    def _font(self) -> pygame.font.Font:
        return self.app.font(14)

    def _area(self) -> pygame.Rect:
        x = self.scene.side.left
        y = getattr(self.scene.side, "panel_top", TOP + 40)
        bottom = self.app.size[1] - self.scene.frame.help_height - 4
        return pygame.Rect(x, y, self.scene.side.width, max(1, bottom - y))

    def _list_rows(self, width: int) -> list[tuple[str, theme.Colour, Finding | None]]:
        font = self._font()
        return [
            (row, ink, found)
            for text, ink, found in self.list_lines()
            for row in wrap_text(text, font, width)
        ]

    # --- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F8:
            if self.findings:
                self.go_to(self.findings[self.next_problem % len(self.findings)])
                self.next_problem += 1
            return bool(self.findings)
        if event.type == pygame.MOUSEWHEEL and self._area().collidepoint(self.scene.pointer):
            self.first_row = max(0, self.first_row - 3 * event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            found = next((f for rect, f in self.hits if rect.collidepoint(event.pos)), None)
            if found is not None:
                self.go_to(found)
                return True
        return False

    def go_to(self, found: Finding) -> None:
        """Show what a problem is about: its board and cells, or its mission or field."""
        scene, side = self.scene, self.scene.side
        if found.board is not None and found.board != scene.model.board_index:
            scene.model.select_board(found.board)
            scene.canvas.drop_selection()
        if found.cells:
            scene.cursor = found.cells[0]
        elif found.record is not None and side.records is not None:
            side.records.index = found.record
            side.tab = "records"
            scene.relayout()  # the records tab, on that record
            side.focus_value(f"record:{found.key}")
        elif found.key:
            side.focus_value(found.key)
        scene.notice = found.text
        scene.refresh()

    # --- drawing ----------------------------------------------------------------------------

    def head_height(self, head: list[Line]) -> int:
        """How much of the panel the head takes: all it needs, less in a low panel, where
        the list keeps LIST_LEAST lines, or as few as its problems need (with none, its one
        "No problems" line: the stats under it scroll, and a notice such as "saved …" shows)."""
        font, area = self._font(), self._area()
        review = self.review
        problems = len(self.findings) + 1 if review is not None and review.problems else 1
        least = min(LIST_LEAST, problems + len(self.scene.model.padded_rows()))
        room = max(0, area.height - least * font.get_linesize())
        return min(lines_height(head, font, area.width), room)

    def draw(self, surface: pygame.Surface) -> None:
        """The head, then the list under it; in a low panel the head gives way (see
        `head_height`; a long notice is cut there, never drawn over the list)."""
        font, area = self._font(), self._area()
        head = self.head_lines()
        used = self.head_height(head)
        size = (area.width, used)
        image = self.images.get("head", (tuple(head), size), lambda: render_lines(head, font, size))
        surface.blit(image, area.topleft)
        self._draw_list(
            surface, pygame.Rect(area.left, area.top + used, area.width, area.height - used)
        )

    def _draw_list(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        font = self._font()
        line = font.get_linesize()
        rows = self._list_rows(area.width - 10)
        shown = area.height // line
        if shown <= 0:
            self.hits = []
            return
        first = min(self.first_row, max(0, len(rows) - shown))
        self.hits = []
        for number, (text, ink, found) in enumerate(rows[first : first + shown]):
            top = area.top + number * line
            blit_text(surface, font, text, ink, (area.left, top))
            if found is not None:
                self.hits.append((pygame.Rect(area.left, top, area.width - 10, line), found))
        if len(rows) > shown:
            track = pygame.Rect(area.right - 5, area.top, 4, shown * line)
            length = max(16, track.height * shown // len(rows))
            offset = (track.height - length) * first // max(1, len(rows) - shown)
            pygame.draw.rect(surface, theme.PANEL_BORDER, track, border_radius=2)
            thumb = pygame.Rect(track.left, track.top + offset, track.width, length)
            pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=2)


def lines_height(lines: list[Line], font: pygame.font.Font, width: int) -> int:
    """How tall `render_lines` draws `lines` at `width`."""
    rows = sum(len(wrap_text(text, font, width)) for text, _ in lines)
    return rows * font.get_linesize() + 2 * len(lines)


def render_lines(
    lines: list[Line], font: pygame.font.Font, size: tuple[int, int]
) -> pygame.Surface:
    """Wrapped lines top-down in their colours, as many as fit (none in a window too small
    to hold the panel)."""
    size = (max(1, size[0]), max(1, size[1]))
    image = pygame.Surface(size, pygame.SRCALPHA)
    y = 0
    for text, colour in lines:
        if size[1] - y < font.get_linesize():
            break
        y = blit_wrapped(image, font, text, colour, pygame.Rect(0, y, size[0], size[1] - y)) + 2
    return image
