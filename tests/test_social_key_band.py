"""Issue 28 (Social Snake, 7/10 review): Main Match 2.5's two grids, shown whole side by
side at 1366×768 with 13 long names, are as large as the width lets them (the names' column
sets it) and left about 190 px empty under them. The key now opens in that band at once, never
over a board; F1 folds it to its chip and back, and a click on a board leaves it open."""

from __future__ import annotations

import pygame

from game.app import App
from game.social_snake.demo import demo_session
from game.social_snake.reveal import RevealScene
from game.ui.driver import Driver
from game.ui.tour import menu_under, seats, table_of
from tests.social_window_helpers import drawn

KEY_WORDS = "apples (lighter: more)"


def key_rows(app: App) -> list[pygame.Rect]:
    return [item.rect for item in drawn(app)[0] if item.kind == "text" and item.text == KEY_WORDS]


def test_main_match_2_5s_key_fills_the_band_under_the_grids():
    with table_of(13, long_names=True):
        session = demo_session(seed=4, players=seats(13), level_name="mm2.5.toml")
    while session.state.stage != "rounds":
        session.let_bots_act()
        session.advance()
    session.let_bots_act()
    outcome = session.advance()
    app = App(headless=True, size=(1366, 768))
    menu_under(app)
    app.push(RevealScene(app, session, outcome, lambda: None, speed=1.0))
    driver = Driver(app)
    driver.key(pygame.K_RIGHT)
    grids = app.top.grids
    assert grids.together
    boards = [view.area for view in grids.views.values()]
    lowest = max(board.bottom for board in boards)
    rows = key_rows(app)
    assert len(rows) == 1 and rows[0].top > lowest  # in the band, under every board
    assert not any(rows[0].colliderect(board) for board in boards)
    band = grids.key_room
    assert band is not None and band.bottom - lowest < 130  # the band is used
    first = next(iter(grids.views.values()))
    driver.click(first.cell_rect((3, 3)).center)  # a click on a board leaves the key open
    assert len(key_rows(app)) == 1
    driver.key(pygame.K_F1)  # folded to its chip by the player …
    assert key_rows(app) == []
    assert any(item.text == "Key (F1)" for item in drawn(app)[0] if item.kind == "text")
    driver.key(pygame.K_F1)  # … and back
    assert len(key_rows(app)) == 1
