"""Issue 28 (Double-edged Edges at 12 seats): the tokens on a crowded space stay inside that
space's column on the entry screen, at 1366×768 and on an 800×600 screen: never over another
space's tokens, the boxes' numbers or the caption above; a stack taller than the room shows
"+N" and the space's whole list on hover. Driven through the real event queue."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.app import App
from game.double_edged_edges.draw import LEAST_TOKEN, PlatformView
from game.double_edged_edges.entry import MoveEntryScene
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.tour import table_of

SIZES = [(800, 600), (1366, 768)]


def twelve_seat_entry(
    size: tuple[int, int], long_names: bool = False
) -> tuple[App, Driver, MoveEntryScene]:
    app = App(headless=True, size=size)
    with table_of(12, long_names=long_names):
        show(app, "edges-entry")
    driver = Driver(app)
    driver.step(2)
    assert isinstance(app.top, MoveEntryScene) and app.top.session.state.players == 12
    return app, driver, app.top


def column_of(view: PlatformView, rect: pygame.Rect) -> int:
    return (rect.centerx - view.rect.left) // view.cell


def assert_stacks_stay_in_their_spaces(view: PlatformView) -> None:
    rects = [rect for _, rect in view.shown] + [fold.rect for fold in view.folds]
    caption_bottom = view.rect.top  # the caption sits above the platform's rect
    for rect in rects:
        assert rect.bottom <= view.box_top, f"{rect} over the boxes' numbers"
        assert rect.top >= caption_bottom, f"{rect} over the caption"
        assert rect.height >= LEAST_TOKEN  # a letter of 12 px at the least
    for first, second in itertools.combinations(rects, 2):
        assert not first.colliderect(second), f"{first} over {second}"
    for token, rect in view.shown:  # packed or not, a stack stands over its own space
        centre = view.x_of(token.space)
        assert abs(rect.centerx - centre) <= view.cell // 2, f"{rect} outside {token.space}"
        assert rect.width <= view.cell, f"{rect} wider than its space"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_crowded_space_keeps_its_tokens_inside_it_at_twelve_seats(size):
    app, driver, entry = twelve_seat_entry(size)
    view = entry.platform
    assert_stacks_stay_in_their_spaces(view)
    for key in (pygame.K_UP, pygame.K_UP, pygame.K_LEFT, pygame.K_2, pygame.K_DOWN):
        driver.key(key)  # every draft moves the outlines: the stacks stay put
        assert_stacks_stay_in_their_spaces(view)
    assert entry.seat in {token.player for token, _ in view.shown}  # yours stays in view


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_everyone_on_the_start_stays_above_the_start_in_round_one(size):
    """The start's stack of 12 wrapped sideways over the spaces beside it, where its tokens
    read as standing on spaces 6, 7, 9 …; then on a plate over spaces 3 to 5 (issue 28: a
    player could not see who was where). The stack packs side by side within the start's
    space, at 800×600 too (16 narrow spaces: six rows of two, the help line left out for
    them, the buttons name their keys), with no "+N" chip: everyone there is seen."""
    from game.double_edged_edges.demo import demo_session
    from game.ui.menu import MainMenuScene

    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    session = demo_session(seed=4, players=12)
    app.push(MoveEntryScene(app, session, 3, lambda: None))
    driver = Driver(app)
    driver.step(2)
    view = app.top.platform
    assert_stacks_stay_in_their_spaces(view)
    driver.keys(pygame.K_UP, pygame.K_UP)  # the outlines leave the start
    assert_stacks_stay_in_their_spaces(view)
    start = session.state.spaces[3]
    standing = {token.player for token, _ in view.shown if token.space == start}
    assert len(standing) + sum(len(fold.hidden) for fold in view.folds) == 12
    assert {3, app.top.entry.partner} <= standing
    assert view.folds == []  # at 800×600 too: the help line gives the stack its room


def test_a_folded_stack_says_how_many_more_and_lists_everyone_there_on_hover():
    """Where neither packing within the space nor the free spaces beside it hold a stack
    (a low 1024×576 window, the platform beside the panel), it folds to "+N"."""
    app, driver, entry = twelve_seat_entry((1024, 576), long_names=True)
    view = entry.platform
    assert view.folds, "at 1024×576 the crowded space folds"
    fold = view.folds[0]
    state = entry.session.state
    column = column_of(view, fold.rect)
    there = [p for p, space in enumerate(state.spaces) if round(view.column_of(space)) == column]
    driver.move(fold.rect.center)
    driver.step(2)
    card = app.whole_text_shown or ""
    assert card.startswith(f"Space {column + 1 - 2}:")
    assert all(state.names[p] in card for p in there)
    driver.move((5, 5))
    driver.step(2)
    assert app.whole_text_shown is None


def edges_pages() -> list[str]:
    from game.bench_layout import all_screens
    from game.ui.howto import help_pages

    titles = [page.title for page in help_pages()]
    numbers = [n + 1 for n, title in enumerate(titles) if title.startswith("Double-edged")]
    return [f"howto@page-{n}" for n in numbers if f"howto@page-{n}" in all_screens()]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_edges_how_to_play_pictures_show_names_whole_and_badges_beside_tokens(size):
    """The partner-grid picture named 'Dan (below)' as 'D…' at 800×600 and the S/D/X
    badges were drawn over the tokens they describe (the layout check's known faults)."""
    from game.bench_layout import Case, check
    from game.ui.layout_check import OVER_TOKEN, OVERLAP, SHORTENED

    pages = edges_pages()
    assert len(pages) >= 3
    results = check([Case(page, size) for page in pages])
    faults = [
        (case.screen, finding.what)
        for case, found in results.items()
        for finding in found
        if finding.kind in (OVER_TOKEN, OVERLAP, SHORTENED, "error")
    ]
    assert faults == []


def test_a_stepped_replay_draws_only_the_push_its_header_names():
    """Stepping with Right put the play head at the next push's start: the header named
    'Kim pushes Cat' while the board showed the next push's 'R8' marks (Lou and Kim)."""
    from game.bench_layout import all_screens
    from game.double_edged_edges import events as ev

    def pushers(group: list) -> set[int]:
        push = group[0]
        return {push.player, push.partner} if isinstance(push, ev.Pushed) else set()

    app = App(headless=True, size=(800, 600))
    with table_of(12):
        all_screens()["edges-replay"](app)
    driver = Driver(app)
    driver.step(2)
    replay = app.top
    driver.key(pygame.K_SPACE)  # pause, then step by hand
    driver.key(pygame.K_HOME)
    for _ in range(10):
        driver.key(pygame.K_RIGHT)
        named = replay.groups[replay.groups_started - 1]
        drawn = {arrow.player for arrow in replay.view.arrows_drawn}
        assert drawn <= pushers(named), replay.status()
    driver.key(pygame.K_SPACE)  # playing on: the push being drawn is the one named
    driver.step(1, dt=0.05)
    named = replay.groups[replay.groups_started - 1]
    drawn = {arrow.player for arrow in replay.view.arrows_drawn}
    assert drawn and drawn <= pushers(named), replay.status()


def test_the_entry_heading_and_grid_caption_fit_whole_on_an_800x600_screen():
    """At 800×600 the help line read 'Enter submits · H a hint · D the defaults · …' and
    the grid's caption 'The partner grid (it wraps around) and …': each says less, whole."""
    app, driver, entry = twelve_seat_entry((800, 600), long_names=True)
    shortened = [item.whole for item in entry.image_texts.items]  # each drawn shortened
    assert [text for text in shortened if text.startswith(("Enter", "The partner"))] == []


@pytest.mark.parametrize(
    ("size", "help_line", "grid_caption"),
    [((1366, 768), True, True), ((800, 600), False, True), ((800, 590), False, False)],
    ids=["1366x768", "800x600", "800x590"],
)
def test_the_help_line_then_the_grid_caption_give_way_to_everyone_on_the_start(
    size, help_line, grid_caption
):
    """Issue 28: twelve on the 16-space start folded behind "+6" at 800×600. The heading's
    help line (the buttons name their keys), then the grid's caption (its partners say
    "(right)" and "(below)") give their room where that lets everyone be seen."""
    from game.double_edged_edges.demo import demo_session
    from game.ui.menu import MainMenuScene

    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.push(MoveEntryScene(app, demo_session(seed=4, players=12), 3, lambda: None))
    driver = Driver(app)
    driver.step(2)
    entry = app.top
    view = entry.platform
    assert view.folds == []
    assert len(view.shown) == 14  # twelve tokens and the draft's two outlines
    assert_stacks_stay_in_their_spaces(view)
    assert (entry.help_shown, entry.grid_caption_shown) == (help_line, grid_caption)
    platform, grid, _ = entry.areas()
    assert grid.top - platform.bottom > 0
