"""The last evening's Tactrics faults, as a player meets them in the window: the four-seat
score breakdown ("0 + 0 + 0" under each long name) was drawn in 13 px type, 9 px digits."""

from __future__ import annotations

import pygame
import pytest
from test_tactrics_long_names import NAMES, _game

from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_four_seat_breakdown_reads_as_large_as_the_totals(size):
    app, driver, game = _game(size)
    driver.post(dt=1.0)
    assert game.compact_scores()  # 16-letter names fold each score row
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        app.step(1 / 60)
        drawn = [item for item in LAYOUT.drawn if item.kind == "text"]
        faults = [f for f in findings(app) if f.kind in ("overlap", "outside", "small-text")]
    finally:
        LAYOUT.on = False
    breakdowns = [item for item in drawn if item.text.startswith("0 + 0 + 0")]
    assert len(breakdowns) == len(NAMES)
    assert all(item.size >= 16 for item in breakdowns)
    for line in breakdowns:  # each under its own name (the row's other text), never on it
        name = max(
            (item for item in drawn if item.text in NAMES and item.rect.top < line.rect.top),
            key=lambda item: item.rect.top,
        )
        assert line.rect.top - name.rect.top < 40 and name.rect.left == line.rect.left
    assert faults == []


def test_pointing_at_a_puzzle_piece_says_what_it_is_and_whether_it_counts():
    """Puzzles explained nothing on pointing: a dashed piece did not say why it was dashed."""
    from game.app import App
    from game.tactrics.board import CELL_CENTRES
    from game.tactrics.puzzle import load_pack
    from game.tactrics.puzzle_scene import PuzzleScene
    from game.tactrics.rules import group_of, snake_of_group
    from game.tactrics.scene import TactricsMenuScene
    from game.ui.driver import Driver

    app = App(headless=True)
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    pack = load_pack()

    def counts(board, cell: int) -> bool:
        snake = snake_of_group(board, group_of(board, cell))
        return snake is not None and snake.heads > 0

    level = next(  # a puzzle whose start has pieces of both kinds
        level
        for level in pack
        if len({counts(level.board, c) for c in range(len(level.board)) if level.board[c]}) == 2
    )
    scene = PuzzleScene(app, pack, level)
    app.push(scene)
    driver.post()
    board = scene.session.board
    pieces = [cell for cell in range(len(board)) if board[cell]]
    seen = set()
    for cell in pieces:
        x, y = scene.view.point(CELL_CENTRES[cell])
        driver.move((int(x), int(y)))
        if scene.pointed_cell != cell:
            continue
        LAYOUT.on = True
        app.frame_wanted = True
        try:
            app.step(1 / 60)
            shown = " ".join(item.text for item in LAYOUT.drawn if item.kind == "text")
        finally:
            LAYOUT.on = False
        text = scene.pointed_piece_text()
        assert text is not None and "piece on tower" in text
        assert ("it counts" in text) == counts(board, cell)
        assert ("does not count yet" in text) == (not counts(board, cell))
        assert text.split(":")[0] in shown  # drawn in the panel
        seen.add(counts(board, cell))
    assert seen == {True, False}  # both kinds met on this puzzle
    driver.key(pygame.K_RIGHT)  # the keyboard takes over: the pointing line goes
    assert scene.pointed_piece_text() is None
