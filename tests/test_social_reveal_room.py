"""Social Snake's two-grid reveal on its largest table (13 seats): with room in the window
both grids are shown whole with readable numbers (no thumbnail to bring forward); at
800×600 the other grid folds to a tab, and the event log keeps room for several lines
beside the thirteen score rows (the score rows close up first)."""

from __future__ import annotations

import pygame

from game.app import App
from game.ui.driver import Driver
from game.ui.layout_check import OVER_TOKEN, OVERLAP, SHORTENED, SMALL_TEXT
from tests.social_window_helpers import SEATS, drawn, tour_screen


def shown(size: tuple[int, int], long_names: bool = False) -> tuple[App, Driver]:
    return tour_screen("social-reveal", size, long_names)


def test_with_room_both_grids_are_shown_whole_with_readable_numbers():
    app, driver = shown((1366, 768))
    reveal = app.top
    items, found = drawn(app)
    assert not {f.kind for f in found} & {OVERLAP, OVER_TOKEN, SMALL_TEXT}, found
    views = list(reveal.grids.views.values())
    boards = [item.rect for item in items if item.kind == "board"]
    assert sorted(map(tuple, boards)) == sorted(tuple(view.area) for view in views)
    assert all(view.text_font().point_size >= 12 for view in views)
    assert not views[0].area.colliderect(views[1].area)
    texts = [item.text for item in items if item.kind == "text"]
    assert "Grid B" in texts and "Grid C" in texts
    assert not any("Tab or click" in text for text in texts)
    driver.key(pygame.K_TAB)  # nothing to bring forward: both stay where they are
    assert sorted(tuple(i.rect) for i in drawn(app)[0] if i.kind == "board") == sorted(
        tuple(view.area) for view in views
    )
    assert "body: crash into it" in texts  # the key open at once, in the band under them
    driver.key(pygame.K_F1)  # folded to its chip
    assert "body: crash into it" not in [i.text for i in drawn(app)[0] if i.kind == "text"]


def test_with_long_names_a_one_word_name_is_never_split_inside_the_word():
    """Issue 28: a two-line name broke "WWWWWWWWWWWWWWWW" inside the word and a player read
    "WWWWWWWWWW / WWWWWW" as two players. Names break only at spaces: a one-word name that
    does not fit is drawn whole on one line (down to 12 px), and the grids give it the room
    (the other grid becomes a tab) rather than split it; every grid stays readable and the
    log keeps seven lines."""
    app, driver = shown((1366, 768), long_names=True)
    reveal = app.top
    items, found = drawn(app)
    assert not {f.kind for f in found} & {OVERLAP, OVER_TOKEN, SMALL_TEXT, SHORTENED}, found
    texts = [item.text for item in items if item.kind == "text"]
    names = reveal.outcome.before.names
    wide = [name for name in names if " " not in name]
    assert wide and all(len(name) >= 16 for name in wide)
    for name in wide:  # whole, on one line, and no part of it drawn as a text of its own
        assert name in texts, name
        assert not [t for t in texts if t and t != name and name.startswith(t)], name
    spaced = [name for name in names if " " in name]
    for name in spaced:  # a name with words: whole on one line or broken at its space
        assert name in texts or any(f"{a} {b}" == name for a in texts if a for b in texts if b), (
            name
        )
    shown_views = [v for v in reveal.grids.views.values() if v.labels]
    assert shown_views and all(view.text_font().point_size >= 12 for view in shown_views)
    assert reveal.log.rect.height >= 7 * reveal.log.font.get_linesize()
    driver.key(pygame.K_TAB)  # the other grid comes forward, still readable
    items, found = drawn(app)
    assert not {f.kind for f in found} & {OVERLAP, OVER_TOKEN, SMALL_TEXT, SHORTENED}, found


def test_the_score_panel_and_log_sit_beside_both_grids():
    app, _ = shown((1366, 768))
    reveal = app.top
    right = max(view.area.right for view in reveal.grids.views.values())
    assert reveal.scores.rect.left > right and reveal.log.rect.left > right


def test_without_room_the_other_grid_is_a_tab():
    app, driver = shown((800, 600))
    grids = app.top.grids
    assert not grids.together and grids.layout.tabs
    driver.click(grids.layout.captions[1].center)
    assert grids.focused == 1


def test_at_800x600_the_log_shows_seven_lines_and_thirteen_score_rows_under_a_tab():
    """The 20×20 grid C takes the whole height (the kit's tall board, issue 27): the log and
    the score panel share the side column under tabs."""
    app, driver = shown((800, 600))
    reveal = app.top
    driver.click(reveal.grids.layout.captions[0].center)  # grid B
    _, found = drawn(app)
    assert not {f.kind for f in found} & {OVERLAP, OVER_TOKEN, SMALL_TEXT}, found
    line = reveal.log.font.get_linesize()
    assert reveal.log.rect.height >= 7 * line
    assert reveal.tabs.tabs == ["Log", "Players"]
    assert reveal.scores.rect.height >= reveal.scores.height_for(SEATS)


def test_at_800x600_an_entry_title_keeps_a_long_name_and_its_words_whole():
    """ "WWWWWWWWWWWWWWWW: enter…" at 800×600: the title says it in fewer words instead."""
    for screen in ("social-move-entry", "social-two-grid-entry", "social-start-entry"):
        app, _ = tour_screen(screen, (800, 600), long_names=True)
        items, found = drawn(app)
        assert not [f for f in found if f.kind == SHORTENED and ": " in f.what], (screen, found)
        name = app.top.player
        assert any(i.text.startswith(f"{name}: ") for i in items if i.kind == "text"), screen
