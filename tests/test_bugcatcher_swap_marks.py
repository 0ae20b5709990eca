"""Issue 28: three swaps at a border node on the board's top rim drew S3 and S4 under S5
(the rim left no free spot above; the spots beside it were taken by the node's own path)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.draw import BugBoard, NodeMark, planned_lines
from game.bugcatcher.geometry import BORDER, CENTRAL, Board
from game.bugcatcher.missions import BLACK

ACTIONS = ("CR", "CR", "swap", "swap", "swap", "BD", "BD")


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
@pytest.mark.parametrize("border", [(6, 0), (0, 4), (12, 4), (6, 10), (0, 0)])
def test_every_swap_mark_shows_at_a_rim_node(size, border):
    app = App(headless=True, size=size)
    board = BugBoard(Board(6, 5), pygame.Rect(20, 100, size[0] // 2, size[1] - 200), app.font)
    starts = {CENTRAL: (7, 9), BORDER: border}  # D5 and a corner on the rim
    lines, marks = planned_lines(BLACK, starts, ACTIONS)
    nodes = [NodeMark(starts[CENTRAL]), NodeMark(border)]
    rects = board.mark_rects(marks, nodes, lines)
    assert len(rects) == 6
    for index, rect in enumerate(rects):
        assert board.view.board.contains(rect)
        assert rect.collidelist(rects[index + 1 :]) < 0, (marks[index], rect, rects)
