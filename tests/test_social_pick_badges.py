"""Social Snake's start entry: the cursor's ring and corner marks were drawn over the 1/2/3
pick badges, hiding their numbers (issue 28). A badge the cursor reaches is drawn again over
it: the badge looks the same wherever the cursor is."""

from __future__ import annotations

import pygame

from tests.social_window_helpers import drawn, tour_screen


def badge_pixels(app, view, cell) -> list[tuple[int, ...]]:
    """The pixels of the badge's disc (its rim, fill and number)."""
    rect = view.badge_rect(cell)
    radius = rect.width / 2
    return [
        tuple(app.screen.get_at((x, y)))
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if (x + 0.5 - rect.centerx) ** 2 + (y + 0.5 - rect.centery) ** 2 <= (radius - 1) ** 2
    ]


def test_the_cursor_never_covers_a_pick_badge():
    app, driver = tour_screen("social-start-entry", (1366, 768))
    entry = app.top
    driver.key(pygame.K_SPACE)  # the cursor's cell becomes pick 1
    cell = entry.picks[entry.grid][0]
    view = entry.views[entry.active]
    for _ in range(3):  # the cursor well away from the badge
        driver.key(pygame.K_DOWN)
        driver.key(pygame.K_RIGHT)
    assert entry.cursors[entry.grid] != cell
    drawn(app)
    alone = badge_pixels(app, view, cell)
    for _ in range(3):  # back onto the pick: the ring inside its frame
        driver.key(pygame.K_UP)
        driver.key(pygame.K_LEFT)
    assert entry.cursors[entry.grid] == cell
    drawn(app)
    assert badge_pixels(app, view, cell) == alone
    for key in (pygame.K_LEFT, pygame.K_DOWN):  # the neighbours whose corner marks reach it
        driver.key(key)
        drawn(app)
        assert badge_pixels(app, view, cell) == alone, key
