"""Issue 28 (Bugcatcher at 800×600): a node on the board's bottom rim (a corner's diamond)
never reaches over the folded key's "Key (F1)" chip under the board, at 9 seats."""

from __future__ import annotations

import pytest

from game.app import App
from game.bugcatcher.demo import demo_session
from game.bugcatcher.draw import NodeMark
from game.bugcatcher.entry import RoundEntryScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.tour import resolved


@pytest.mark.parametrize("size", [(800, 600), (900, 600)])
def test_no_rim_node_reaches_the_key_chip(size):
    session = demo_session(seed=5, players=9)
    for _ in range(2):
        resolved(session)
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    scene = RoundEntryScene(app, session, 0, lambda: None)
    app.push(scene)
    Driver(app).step()
    assert scene.key_toggle is not None and scene.key_toggle.folded
    chip = scene.key_toggle.chip
    board = scene.board
    columns, rows = board.board.columns, board.board.rows
    rim = [NodeMark((x, 2 * rows)) for x in range(0, 2 * columns + 1, 2)]
    rim += [NodeMark((2 * columns, y)) for y in range(0, 2 * rows + 1, 2)]
    assert [node for node in rim if board.node_rect(node).colliderect(chip)] == []
