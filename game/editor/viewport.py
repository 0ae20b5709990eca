"""Zoom and pan of the editor's board, and the overview of every board of a level.

Pure geometry in plain tuples (x, y, width, height); the window turns them into rects.

    view = Viewport()                          # the whole board fitted in its area
    view = view.zoomed(+1, mouse, area)        # one step in, the point under the mouse kept
    view = view.panned(dx, dy)
    rect = view.board_area(area)               # the (larger) rect to lay the board out in
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Box = tuple[int, int, int, int]  # x, y, width, height

ZOOMS = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0)
MAX_IMAGE_SIDE = 4800  # the board's picture is kept whole: at most this many pixels a side
MAX_CELL = 160  # no zoom past cells this large (but to EVERY_BOARD_ZOOM always)
EVERY_BOARD_ZOOM = 4.0  # every board zooms this far, however large its cells are then
KEEP_VISIBLE = 48  # pixels of the board that panning always leaves in view


@dataclass(frozen=True)
class Viewport:
    """`step` indexes ZOOMS (0: the board fits its area); `pan` shifts it in pixels."""

    step: int = 0
    pan: tuple[int, int] = (0, 0)

    @property
    def zoom(self) -> float:
        return ZOOMS[self.step]

    def board_area(self, area: Box) -> Box:
        """The rect the board is laid out in: `area` grown by the zoom around its centre,
        then panned."""
        x, y, width, height = area
        grown_w, grown_h = round(width * self.zoom), round(height * self.zoom)
        left = x + (width - grown_w) // 2 + self.pan[0]
        top = y + (height - grown_h) // 2 + self.pan[1]
        return (left, top, grown_w, grown_h)

    def zoomed(
        self, steps: int, focus: tuple[int, int], area: Box, largest_step: int = len(ZOOMS) - 1
    ) -> Viewport:
        """`steps` zoom steps in (out when negative), keeping the point at `focus` in place."""
        step = max(0, min(largest_step, self.step + steps))
        if step == self.step:
            return self
        if step == 0:
            return Viewport()
        ratio = ZOOMS[step] / self.zoom
        left, top, _, _ = self.board_area(area)
        # The focus point stays: new_left = focus - (focus - left) * ratio.
        new_left = focus[0] - (focus[0] - left) * ratio
        new_top = focus[1] - (focus[1] - top) * ratio
        moved = Viewport(step, (0, 0))
        base_left, base_top, _, _ = moved.board_area(area)
        pan = (round(new_left - base_left), round(new_top - base_top))
        return Viewport(step, pan).clamped(area)

    def panned(self, dx: int, dy: int, area: Box) -> Viewport:
        if self.step == 0:
            return self
        return Viewport(self.step, (self.pan[0] + dx, self.pan[1] + dy)).clamped(area)

    def clamped(self, area: Box) -> Viewport:
        """Pan limited so that part of the board always stays in the area."""
        x, y, width, height = area
        grown_w, grown_h = round(width * self.zoom), round(height * self.zoom)
        reach_x = max(0, (grown_w - width) // 2 + width - KEEP_VISIBLE)
        reach_y = max(0, (grown_h - height) // 2 + height - KEEP_VISIBLE)
        pan = (
            max(-reach_x, min(reach_x, self.pan[0])),
            max(-reach_y, min(reach_y, self.pan[1])),
        )
        return Viewport(self.step, pan)

    def describe(self) -> str:
        return f"{round(self.zoom * 100)} %"


def largest_step(area: Box, columns: int, rows: int) -> int:
    """The last zoom step whose board picture stays within MAX_IMAGE_SIDE pixels a side and
    whose cells stay within MAX_CELL pixels (or that is at most EVERY_BOARD_ZOOM)."""
    fitted = min(area[2] / max(1, columns), area[3] / max(1, rows))
    side = fitted * max(columns, rows)
    best = 0
    for index, zoom in enumerate(ZOOMS):
        small_cells = fitted * zoom <= MAX_CELL or zoom <= EVERY_BOARD_ZOOM
        if side * zoom <= MAX_IMAGE_SIDE and small_cells:
            best = index
    return best


def overview_boxes(area: Box, count: int, columns: int, rows: int, gap: int = 16) -> list[Box]:
    """`count` boards of `columns` × `rows` cells laid out in a grid over `area`, in reading
    order, with the number of rows of boards that gives them the largest cells."""
    x, y, width, height = area
    count = max(1, count)
    best: tuple[float, int] = (-1.0, 1)
    for lines in range(1, count + 1):
        per_line = math.ceil(count / lines)
        box_w = (width - gap * (per_line - 1)) / per_line
        box_h = (height - gap * (lines - 1)) / lines
        cell = min(box_w / max(1, columns), box_h / max(1, rows))
        if cell > best[0]:
            best = (cell, lines)
    lines = best[1]
    per_line = math.ceil(count / lines)
    box_w = (width - gap * (per_line - 1)) // per_line
    box_h = (height - gap * (lines - 1)) // lines
    boxes = []
    for index in range(count):
        line, place = divmod(index, per_line)
        boxes.append((x + place * (box_w + gap), y + line * (box_h + gap), box_w, box_h))
    return boxes
