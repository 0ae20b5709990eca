"""The editor's problems panel, under the side form: the board's and level's settings, the
par search, the notice, and what `validate` would say of the level as it is now (each
problem on its line, their cells outlined on the boards) with the level's stats."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.words import plural
from game.editor.files import short_problem
from game.editor.layout import RIGHT_WIDTH, TOP, ImageCache, Part
from game.editor.model import Review, problem_cells
from game.ui import theme
from game.ui.text import blit_wrapped

if TYPE_CHECKING:
    from game.core.coords import Cell
    from game.editor.scene import EditorScene

PROBLEM_INK = (235, 80, 80)
FINE_INK = (120, 210, 130)

Line = tuple[str, theme.Colour]


class ProblemsPanel(Part):
    """The last review of the level (`review`) and the cells of its problems (`outlines`,
    by board index), made again whenever the model changes."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.review: Review | None = None
        self.reviewed: tuple[int, int] | None = None
        self.outlines: dict[int, set[Cell]] = {}
        self.images = ImageCache()

    def update(self, dt: float) -> None:
        model = self.scene.model
        key = (model.version, id(model.board))
        if key == self.reviewed:
            return
        self.reviewed = key
        self.review = model.review()
        self.outlines = {}
        for problem in self.review.problems:
            for board, cells in problem_cells(self.review.text, problem, model.boards).items():
                self.outlines.setdefault(board, set()).update(cells)
        self.scene.refresh()

    def lines(self) -> list[Line]:
        """The panel's lines: settings, the solver, notices, problems and stats."""
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
        if scene.notice:
            lines.append((scene.notice, theme.ACCENT))
        if self.review is not None:
            lines.extend(self._review_lines(self.review))
        return lines

    def _review_lines(self, review: Review) -> list[Line]:
        lines: list[Line] = []
        if review.problems:
            when = "will print them once saved" if self.scene.model.dirty else "prints them"
            count = plural(len(review.problems), "problem")
            lines.append((f"{count}, as validate {when}:", PROBLEM_INK))
            lines.extend((short_problem(problem), theme.TEXT) for problem in review.problems[:12])
        else:
            lines.append(("No problems: validate accepts this level.", FINE_INK))
        lines.extend(
            (f"{stat.label}: {stat.value}", theme.MUTED_TEXT) for stat in review.stats[:14]
        )
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        x = self.scene.side.left
        y = getattr(self.scene.side, "panel_top", TOP + 40)
        font = self.app.font(14)
        lines = self.lines()
        bottom = self.app.size[1] - self.scene.frame.help_height - 4
        area = pygame.Rect(x, y, RIGHT_WIDTH, bottom - y)
        image = self.images.get(
            "panel", (tuple(lines), area.size), lambda: render_lines(lines, font, area.size)
        )
        surface.blit(image, area.topleft)


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
