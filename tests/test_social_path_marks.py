"""Issue 28 (Social Snake, 7/10 review): the planned path ran beside the numbers it crossed
(they sat off the cells' centres, where the line runs), over the letters of the heads in its
way, the ✕ of a move off the board sat on the cell's corner over the labels, and a thumbnail
plated the path's numbers too big for its cells. Typed through the real event queue at
1366×768 on Main Match 2.5 with 13 seats; read in pixels against the same screen drawn
without the path."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.social_snake.demo import demo_session
from game.social_snake.entry import MoveEntryScene
from game.ui.driver import Driver
from game.ui.tour import menu_under

SIZE = (1366, 768)


@pytest.fixture(scope="module")
def typed() -> tuple[App, Driver, MoveEntryScene]:
    """Seat 0's entry on grid A with the moves that cross the most heads, typed on to the
    board's edge (the last one refused: it leaves the board)."""
    session = demo_session(seed=4, players=13, level_name="mm2.5.toml")
    while session.state.stage != "rounds":
        session.let_bots_act()
        session.advance()
    app = App(headless=True, size=SIZE)
    menu_under(app)
    scene = MoveEntryScene(app, session, 0, lambda: None)
    app.push(scene)
    driver = Driver(app)
    heads = set(session.state.grids["A"].heads.values())
    best = max("UDLR", key=lambda d: len(set(scene.plan("A", d * 13).cells) & heads))
    key = {"U": pygame.K_UP, "D": pygame.K_DOWN, "L": pygame.K_LEFT, "R": pygame.K_RIGHT}[best]
    for _ in range(16):
        driver.key(key)
    assert scene.refused["A"] is not None and set(scene.plan("A").cells) & heads
    return app, driver, scene


def drawn_pair(app: App, scene: MoveEntryScene) -> tuple[pygame.Surface, pygame.Surface]:
    """The screen as the player sees it, and drawn again without the paths."""
    marked = app.screen.copy()
    overlay = scene.overlay
    bare = pygame.Surface(app.size)
    scene.overlay = lambda index: type(overlay(index))()
    try:
        scene.draw(bare)
    finally:
        scene.overlay = overlay
    return marked, bare


def changed(marked, bare, rect: pygame.Rect) -> set[tuple[int, int]]:
    rect = rect.clip(marked.get_rect())
    return {
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if marked.get_at((x, y)) != bare.get_at((x, y))
    }


def glyphs(surface, view, cell, item) -> set[tuple[int, int]]:
    """The pixels of the cell's number: in its box, far from the cell's fill."""
    fill = view.look_of(item).fill
    box = view.number_box(cell)
    return {
        (x, y)
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
        if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], fill, strict=True)) > 60
    }


def on_the_line(view, path, point, slack: int) -> bool:
    """Whether `point` lies on the path's line (a band `slack` px either side of it)."""
    x, y = point
    for first, second in zip(path, path[1:], strict=False):
        (ax, ay), (bx, by) = view.path_point(first), view.path_point(second)
        left, right = sorted((ax, bx))
        top, bottom = sorted((ay, by))
        if left - slack <= x <= right + slack and top - slack <= y <= bottom + slack:
            return True
    return False


def test_the_path_keeps_numbers_and_letters_clear_and_its_cut_inside_the_cell(typed):
    app, driver, scene = typed
    driver.step()
    marked, bare = drawn_pair(app, scene)
    view = scene.views[scene.active]
    path = scene.overlay(scene.active).path
    slack = view.zones.path_width + 3
    grid = scene.session.state.grids["A"]
    items = grid.items
    for cell in path[1:]:  # a number the line crosses is centred on it, plated over it
        if cell in items and items[cell].apples:
            xs = [x for x, _ in glyphs(bare, view, cell, items[cell])]
            middle = (min(xs) + max(xs)) / 2
            assert abs(middle - view.path_point(cell)[0]) <= 2, (cell, middle)
    others = [c for seat, c in grid.heads.items() if seat != scene.seat and c in path]
    assert others
    for cell in others:  # another head in the way keeps its letter
        letter = view.cell_rect(cell).inflate(-view.cell_size // 2, -view.cell_size // 2)
        assert changed(marked, bare, letter) == set(), cell
    cut = path[-1]
    strays = {p for p in changed(marked, bare, view.area.inflate(40, 40))
              if not on_the_line(view, path, p, slack)}  # fmt: skip
    assert strays, "the ✕ is drawn"
    cell = view.cell_rect(cut)
    assert all(cell.collidepoint(p) for p in strays), "the ✕ stays inside its cell"
    number = glyphs(bare, view, cut, items[cut]) if cut in items else set()
    assert not strays & {(x + dx, y + dy) for x, y in number for dx in (-1, 0, 1)
                         for dy in (-1, 0, 1)}, "the ✕ is clear of the cell's number"  # fmt: skip


def test_a_thumbnail_shows_the_path_as_a_line_without_numbers(typed):
    app, driver, scene = typed
    driver.key(pygame.K_TAB)  # grid B large: A, with its path, is the thumbnail
    driver.step()
    assert scene.active == 1
    marked, bare = drawn_pair(app, scene)
    thumbnail = scene.views[0]
    path = scene.overlay(0).path
    slack = thumbnail.zones.path_width + 2
    strays = {p for p in changed(marked, bare, thumbnail.area.inflate(20, 20))
              if not on_the_line(thumbnail, path, p, slack)}  # fmt: skip
    cut = thumbnail.cell_rect(path[-1])
    assert strays and all(cut.collidepoint(p) for p in strays)  # the ✕ alone, inside its cell
