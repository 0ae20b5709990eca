"""The setup's name boxes at 800×600 with 13 seats (round 5): the 20 px letters of
"WWWWWWWWWWWWWWWW" touched the box's top border and the tails of g, j, p, q, y were cut by
its bottom. Rows that short now get a 16 px name font, less padding and a box a little
taller: every letter whole and clear of both borders. Names typed through the queue."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from game.app import App
from game.screen_tour import show
from game.ui.driver import Driver

TEXT = pygame.Color("#eef0f5")  # the name boxes' letters (assets/theme.json)


def letters_in_rows(screen: pygame.Surface, rect: pygame.Rect, rows: range) -> int:
    inner = pygame.Rect(rect.left + 4, 0, rect.width - 8, 1)
    count = 0
    for y in rows:
        inner.top = y
        mask = pygame.mask.from_threshold(screen.subsurface(inner), TEXT, (60, 60, 60, 255))
        count += mask.count()
    return count


def test_thirteen_name_boxes_keep_their_letters_clear_of_the_borders():
    app = App(headless=True, size=(800, 600))
    show(app, "social-setup")
    driver = Driver(app)
    for _ in range(10):
        driver.click_button("Add player")
    entries = [e for e in driver.elements() if isinstance(e, UITextEntryLine)]
    assert len(entries) == 13
    for entry, name in zip(entries[:2], ("WWWWWWWWWWWWWWWW", "Gjypq Wilhelmina"), strict=True):
        driver.replace_text(entry, name)
    app.frame_wanted = True
    driver.step(2)
    for entry in entries[:2]:
        rect = entry.rect
        assert letters_in_rows(app.screen, rect, range(rect.top + 2, rect.bottom - 2)) > 50
        edges = range(rect.top, rect.top + 3), range(rect.bottom - 3, rect.bottom)
        for edge in edges:  # the border and the row just inside it: no letter there
            assert letters_in_rows(app.screen, rect, edge) == 0, (entry.get_text(), edge)
