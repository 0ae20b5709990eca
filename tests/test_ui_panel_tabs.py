"""Issue 27 item 2: the side panels of a table screen share one place under tabs when their
three lines each do not fit (game/ui/table_layout.py `share_tabs`, game/ui/panel_tabs.py),
and a reveal's player table and log do so in a window too small for both."""

from __future__ import annotations

import pygame

from game.app import App
from game.ui import theme
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, PANEL, TEXT
from game.ui.menu import MainMenuScene
from game.ui.reveal_player import LOG_TAB, PLAYERS_TAB, RevealPlayer, ScoreRow
from game.ui.table_layout import TAB_ROW, Want, share_tabs

COLUMN = pygame.Rect(500, 50, 280, 400)


def test_panels_stack_while_each_keeps_three_lines():
    shared = share_tabs(COLUMN, [Want(300, 200, tab="Players"), Want(None, 86, tab="Log")])
    players, log = shared.rects
    assert shared.tabs == []
    assert players.bottom <= log.top and log.height >= 86 and log.bottom == COLUMN.bottom


def test_panels_that_cannot_keep_three_lines_each_share_one_place_under_tabs():
    column = COLUMN.inflate(0, -110)  # 290 px: 200 + 86 + 40 do not fit
    wants = [Want(300, 200, tab="Players"), Want(None, 86, tab="Log"), Want(40, 40)]
    shared = share_tabs(column, wants)
    players, log, other = shared.rects
    assert shared.tabs == ["Players", "Log"]
    assert players == log and players.top == shared.tab_row.bottom
    assert shared.tab_row.height == TAB_ROW and shared.tab_row.top == column.top
    assert players.height >= 200 and players.bottom <= other.top
    assert other.height == 40 and other.bottom <= column.bottom


class TallTable(RevealPlayer):
    """A reveal whose player table has more rows than a small window holds beside a log."""

    def __init__(self, app):
        super().__init__(app, [["first"], ["second"]], lambda: None)
        self.panel = self.score_panel(("Player", "Points"), 20)
        self.start()

    def describe(self, event):
        return f"the {event} step"

    def draw_side(self, surface):
        def mark(surface, rect, font):
            pygame.draw.rect(surface, theme.ACCENT, rect)

        self.panel.draw(surface, [ScoreRow(mark, f"Player {n}", (n,)) for n in range(20)])


def drawn(kind: str) -> list:
    return [item for item in LAYOUT.drawn if item.kind == kind]


def test_a_reveal_too_small_for_its_table_and_log_shows_them_under_tabs():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    app.push(TallTable(app))
    driver = Driver(app)
    LAYOUT.on = True
    try:
        driver.key(pygame.K_END)
        scene = app.top
        assert scene.tabs.tabs == [PLAYERS_TAB, LOG_TAB]
        texts = {item.text for item in drawn(TEXT)}
        assert {"Player 0", "Player 19"} <= texts  # every row: the table has the place
        assert not any(item.text == "event log" for item in drawn(PANEL))
        log_tab = scene.tabs.tab_rects()[1]
        driver.click(log_tab.center)
        assert any(item.text == "event log" for item in drawn(PANEL))
        assert "the second step" in {item.text for item in drawn(TEXT)}
        assert "Player 0" not in {item.text for item in drawn(TEXT)}
        driver.key(pygame.K_F2)  # the next tab: back to the players
        assert "Player 0" in {item.text for item in drawn(TEXT)}
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
