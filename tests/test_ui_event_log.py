"""The scrolling event log: newest at the bottom, wheel and PageUp/PageDown, wrapping."""

import pygame
import pytest

from game.ui.event_log import EventLog, wrap_text
from game.ui.monkey import key_event


@pytest.fixture
def font():
    pygame.font.init()
    return pygame.font.Font(None, 20)


def test_long_lines_wrap_to_the_width(font):
    rows = wrap_text("Red R ate an apple and " * 10 + "x" * 300, font, 200)
    assert len(rows) > 5 and all(font.size(row)[0] <= 200 for row in rows)


def test_the_log_follows_the_newest_line_until_scrolled_up(font):
    log = EventLog(pygame.Rect(0, 0, 300, 120), font)
    for number in range(50):
        log.add(f"event {number}")
    assert log.first_row == log.last_first_row > 0
    log.handle_event(key_event(pygame.K_PAGEUP))
    held = log.first_row
    assert held < log.last_first_row
    log.add("one more")
    assert log.first_row == held
    log.handle_event(key_event(pygame.K_PAGEDOWN))
    log.handle_event(key_event(pygame.K_PAGEDOWN))
    log.add("and another")
    assert log.first_row == log.last_first_row


def test_the_wheel_scrolls_only_over_the_panel(font):
    log = EventLog(pygame.Rect(100, 100, 300, 120), font, [str(n) for n in range(40)])
    wheel_up = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    bottom = log.first_row
    outside = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))
    log.handle_event(outside)
    assert not log.handle_event(wheel_up) and log.first_row == bottom
    inside = pygame.event.Event(pygame.MOUSEMOTION, pos=(150, 150), rel=(0, 0), buttons=(0, 0, 0))
    log.handle_event(inside)
    assert log.handle_event(wheel_up) and log.first_row == bottom - 3


def test_read_only_text_starts_at_the_top_and_draws(font):
    log = EventLog(pygame.Rect(0, 0, 300, 120), font, ["a"] * 30, follow_newest=False)
    assert log.first_row == 0
    surface = pygame.Surface((300, 120))
    log.draw(surface)
