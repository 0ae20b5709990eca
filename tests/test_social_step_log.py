"""Issue 28 (Social Snake, 7/10 review): with 13 seats the log said hundreds of lines a
round, six to ten in view. A big table's log now says each step's moves and apples on one
line, the crashes (red) and banks (gold) on lines of their own; A shows every move again;
the log keeps the step shown in view as you step; the replay folds the same way and has
the M filter too."""

from __future__ import annotations

import pygame

from game.social_snake import events as ev
from game.ui import theme
from tests.social_window_helpers import drawn, tour_screen

BIG = (1366, 768)


def shown_rows(app) -> list[str]:
    log = app.top.log
    texts = {item.text for item in drawn(app)[0] if item.kind == "text"}
    rows = [row for row, _ in log._rows[log.first_row : log.first_row + log.visible_rows]]
    assert all(row in texts for row in rows if row)
    return rows


def is_fold(line: str, step: int) -> bool:
    """Whether `line` is step `step`'s folded line ("Step 4 on grids B and C: 14 moves …")."""
    return line.startswith((f"Step {step} on", f"Step {step}:")) and " move" in line


def step_numbers(group) -> set[int]:
    return {e.step for e in group if getattr(e, "step", None) is not None}


def test_a_big_tables_reveal_says_a_line_a_step_and_the_crashes_stand_out():
    app, driver = tour_screen("social-reveal", BIG, long_names=True)
    reveal = app.top
    assert len(reveal.session.seats) == 13
    driver.key(pygame.K_END)
    drawn(app)
    folded = list(reveal.log.lines)
    moves = [e for g in reveal.groups for e in g if isinstance(e, ev.Moved)]
    crashes = [e for g in reveal.groups for e in g if isinstance(e, ev.Collided)]
    assert moves and crashes
    assert not any(" moves from " in line for line in folded)
    for group in reveal.groups:
        for step in step_numbers(group):
            assert sum(is_fold(line, step) for line in folded) == 1
    for crash in crashes:
        line = reveal.describe(crash)
        assert line in folded and reveal.log.colour_of(line) == theme.DANGER
    driver.key(pygame.K_a)  # every move again
    drawn(app)
    every = list(reveal.log.lines)
    assert all(reveal.describe(move) in every for move in moves)
    assert len(folded) * 4 < len(every)
    driver.key(pygame.K_a)
    drawn(app)
    assert list(reveal.log.lines) == folded


def test_stepping_keeps_the_step_shown_in_the_logs_view():
    app, driver = tour_screen("social-reveal", BIG, long_names=True)
    reveal = app.top
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_HOME)
    for index, group in enumerate(reveal.groups[:-1]):
        driver.key(pygame.K_RIGHT)
        driver.step()
        rows = shown_rows(app)
        for step in step_numbers(group):
            assert any(is_fold(row, step) for row in rows), (index, rows)
        log = reveal.log
        in_view = set(log._row_lines[log.first_row : log.first_row + log.visible_rows])
        for crash in (e for e in group if isinstance(e, ev.Collided)):
            assert reveal.describe(crash) in in_view, (index, rows)
        if index == 3:
            reveal.log.scroll(-50)  # the player scrolls back to read: the next step returns
    assert reveal.log.first_row > 0


def test_the_replay_folds_its_log_keeps_the_step_in_view_and_has_m_too():
    app, driver = tour_screen("social-replay", BIG, long_names=True)
    replay = app.top
    chapter = next(
        (i, c)
        for i, c in enumerate(replay.chapters)
        if sum(isinstance(e, ev.Moved) for g in c.groups for e in g) > 40
    )
    for _ in range(chapter[0]):
        driver.key(pygame.K_DOWN)
    groups = chapter[1].groups
    for index, group in enumerate(groups):
        driver.key(pygame.K_RIGHT)
        rows = shown_rows(app)
        for step in step_numbers(group):
            assert any(is_fold(row, step) for row in rows), (index, rows)
    assert not any(" moves from " in line for line in replay.log.lines)
    driver.key(pygame.K_m)
    drawn(app)
    owner = replay.step_log.owner
    assert owner is not None
    name = replay.names[owner]
    assert replay.log.lines[0].startswith(f"Only {name}'s snakes (M: next)")
    assert any(f"{name} moves" in line for line in replay.log.lines)
