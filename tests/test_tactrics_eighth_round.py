"""Issue 28, eighth evening, Tactrics Snakes: what a new player found misleading at 1366×768
and 800×600 with 16-letter names. Driven through pygame's queue and the shell's loop."""

from __future__ import annotations

import pygame
from test_social_small_window import drawn, texts
from test_tactrics_since_last_turn import _end, _game, _turn
from test_tactrics_third_round import _finishable_game

from game.app import App
from game.tactrics.board import CELL_CENTRES, cell_index
from game.tactrics.rules import Action, action_limit, allowed_towers
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

FRAME = 1 / 60


def _news_shown(app: App) -> list[str]:
    items, _ = drawn(app)
    return [text for text in texts(items) if "ringed" in text or "turned" in text]


def test_at_800x600_no_turn_since_the_last_is_left_out_silently():
    """Three long turns since Wilhelmina's last: the panel said two and dropped the third
    (three ringed groups, two lines). Every turn is said, or a line counts the rest."""
    app, driver, game = _game((800, 600))
    while game.state.turn < 4 or game.state.player != 0:  # each turns all the towers it may
        used: list[int] = []
        for _ in range(action_limit(game.state)):
            tower = next(t for t in allowed_towers(game.state) if t not in used)
            used.append(tower)
            _turn(driver, game, Action(tower, len(used) % 2 == 0))
        _end(app, driver)
    assert game.state.player == 0 and len(game.turned_lines()) == 3
    others = ("W" * 16, "Maximilianstrudl", "Dan")
    shown = " ".join(_news_shown(app))
    assert all(f"{name} turned" in shown for name in others), shown

    tower = allowed_towers(game.state)[0]  # pointing at a tower: its line takes two rows
    x, y = game.view.tower_centre(tower)
    driver.move((int(x) + 8, int(y)))
    shown = " ".join(_news_shown(app))
    said = sum(f"{name} turned" in shown for name in others)
    more = f"+{3 - said} more (ringed)." if said else "3 turns ringed."
    assert said == 3 or more in shown, shown  # the news stays, counted where cut


def test_pointing_at_a_piece_on_the_final_board_says_what_its_group_scores():
    """The final board's footer says "Point at a piece: what its group scores"; pointing
    showed nothing once the game was over."""
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step(FRAME)
    game = _finishable_game(app)
    driver = Driver(app)
    driver.keys(pygame.K_f, pygame.K_y)
    for _ in range(12):
        if game.state.over:
            break
        driver.key(pygame.K_RETURN)
        if isinstance(app.top, ConfirmScene):
            driver.key(pygame.K_y)
    assert game.state.over and app.top is game
    items, _ = drawn(app)
    assert "Point at a piece: what its group scores." in " ".join(texts(items))
    x, y = game.view.point(CELL_CENTRES[cell_index("C3")])
    driver.move((int(x), int(y)))
    shown = " ".join(texts(drawn(app)[0]))
    assert "Red (Ann) piece on tower" in shown and "points" in shown, shown
