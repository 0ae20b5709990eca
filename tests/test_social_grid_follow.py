"""Issue 28 (Social Snake, a new player's evening): at 800×600 the two grids of a phase are
tabs, and the reveal and the replay bring forward the grid the step shown happens on (a
crash's grid first) and say where it happens; a tab the player picks by hand during a step
stays picked from then on (round 5: the grid switching by itself again at the next crash
hid a collision; the other grid's tab turns red instead)."""

from __future__ import annotations

import pygame
from social_window_helpers import drawn, tour_screen

SMALL = (800, 600)


def texts(app) -> list[str]:
    return [item.text for item in drawn(app)[0] if item.kind == "text"]


def test_the_reveal_brings_forward_the_grid_of_each_crash_and_says_so():
    app, driver = tour_screen("social-reveal", SMALL)
    reveal = app.top
    grids = reveal.grids
    assert grids.layout.tabs and list(grids.views) == ["B", "C"]
    driver.key(pygame.K_SPACE)  # pause, then step by hand
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_RIGHT)  # step 1: a crash on grid C
    assert grids.focused == 1
    assert any("step 1 on grids B and C · crash on C" in text for text in texts(app))
    driver.key(pygame.K_RIGHT)  # step 2: a crash on grid B
    assert grids.focused == 0
    assert any("crash on B" in text for text in texts(app))


def test_a_tab_picked_by_hand_stays_picked():
    app, driver = tour_screen("social-reveal", SMALL)
    grids = app.top.grids
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_RIGHT)  # step 1 on grid C
    driver.click(grids.layout.captions[0].center)  # the player looks at grid B
    driver.step(5)
    assert grids.focused == 0
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)  # step 4: a crash on grid C again: its tab says so
    assert grids.focused == 0
    assert any(text.startswith("Grid C") and "crash" in text for text in texts(app))


def crash_grids(groups) -> set[str]:
    return {e.grid for group in groups for e in group if type(e).__name__ == "Collided"}


def test_the_replay_follows_the_steps_grid_too():
    app, driver = tour_screen("social-replay", SMALL)
    replay = app.top
    two = next(i for i, c in enumerate(replay.chapters) if len(crash_grids(c.groups)) > 1)
    for _ in range(two):
        driver.key(pygame.K_DOWN)
    chapter = replay.chapters[replay.chapter]
    grids = replay._grids_for(chapter)
    assert grids.layout.tabs
    names = list(grids.views)
    seen = set()
    for step in range(1, chapter.steps + 1):
        driver.key(pygame.K_RIGHT)
        crashed = [e.grid for e in chapter.groups[step - 1] if type(e).__name__ == "Collided"]
        if crashed:
            assert names[grids.focused] in crashed
            assert any(f"crash on {crashed[0]}" in t or "crashes on" in t for t in texts(app))
            seen.add(names[grids.focused])
    assert len(seen) == 2  # both grids came forward in turn


def test_a_hidden_grids_tab_says_when_it_has_a_crash():
    """Issue 28 (7/10 review): at 800×600 the header said "crashes on B and C" with one
    grid in view; the other grid's tab now says so, in red, while its step is shown."""
    app, driver = tour_screen("social-reveal", SMALL)
    grids = app.top.grids
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_RIGHT)  # step 1: a crash on grid C, brought forward
    assert not any(text.startswith("Grid B:") and "crash" in text for text in texts(app))
    driver.key(pygame.K_TAB)  # the player looks at grid B: C's tab tells of its crash
    assert grids.focused == 0
    assert any(text.startswith("Grid C") and "crash" in text for text in texts(app))
    driver.key(pygame.K_RIGHT)  # step 2: a crash on grid B only
    assert not any(text.startswith("Grid C") and "crash" in text for text in texts(app))
