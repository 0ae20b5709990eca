"""The third new-player evening's Antisocial Snake faults, each driven through the real event
queue: every snake of a large table reachable in the reveal's list, heads whose start-tile rim
shows on a tile of the same colour, snake marks unlike the seats' square marks."""

from __future__ import annotations

import pygame
import pytest
from test_antisocial_scenes import app, tick  # noqa: F401  (the fixture)

from game.antisocial_snake.demo import demo_session
from game.antisocial_snake.draw import TileView, tile_fill
from game.antisocial_snake.reveal import RevealScene, chapter_of
from game.antisocial_snake.scene import MatchFlowScene
from game.app import App
from game.ui import theme
from game.ui.driver import Driver
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.snake_body import head_image
from game.ui.tour import resolved


def eight_seat_reveal(app) -> RevealScene:  # noqa: F811
    """The demo level's first movement at 8 seats (32 snakes), played to its end."""
    session = demo_session(seed=3, players=8)
    resolved(session)
    reveal = RevealScene(app, session, [chapter_of(resolved(session))], lambda: None)
    app.push(reveal)
    tick(app)
    Driver(app).key(pygame.K_END)
    return reveal


def shown_names(reveal: RevealScene) -> list[str]:
    """The rows the snake list drew last (its cached image's rows)."""
    assert reveal.panel._cache is not None
    return [row[0] for row in reveal.panel._cache[0]]


def test_every_snake_of_a_large_table_is_reachable_in_the_reveal_list(app):  # noqa: F811
    reveal = eight_seat_reveal(app)
    driver = Driver(app)
    letters = {s.letter for s in reveal.shown_board().snakes}
    assert len(letters) == 32
    seen: set[str] = set()

    def collect() -> None:
        driver.step()
        names = shown_names(reveal)
        assert "wheel or [ ] scrolls" in names[-1], names[-1]
        seen.update(name.split()[1] for name in names[:-1])

    collect()
    assert seen != letters  # not all fit at once
    for _ in range(12):
        driver.wheel(reveal.panel.rect.center, -1)
        collect()
    assert seen == letters
    assert "–32 of 32" in shown_names(reveal)[-1]
    driver.keys(pygame.K_LEFTBRACKET, pygame.K_LEFTBRACKET, pygame.K_LEFTBRACKET)
    assert shown_names(reveal)[0].startswith("Snake A ")
    driver.key(pygame.K_RIGHTBRACKET)
    assert not shown_names(reveal)[0].startswith("Snake A ")


def test_a_head_keeps_a_black_line_round_its_rim_on_a_tile_of_its_colour(app):  # noqa: F811
    view = TileView(3, 3, pygame.Rect(0, 0, 300, 300), app.font)
    look = view.snake_look("y", "G", False, False)
    tile = pygame.Surface((100, 100))
    tile.fill(tile_fill("y"))
    tile.blit(head_image(look, (1, 0), 100, app.font), (0, 0))
    ray = [tuple(tile.get_at((50, 50 - d)))[:3] for d in range(30, 50)]
    rim = ray.index(tile_fill("y"))  # the head's yellow rim, then a black line, then the tile
    assert theme.BLACK in ray[rim:]


def test_a_snake_mark_in_the_reveal_list_is_round_not_a_seat_square(app):  # noqa: F811
    reveal = eight_seat_reveal(app)
    paint = reveal.snake_mark("r", "A")
    surface = pygame.Surface((20, 20))
    surface.fill(theme.PANEL)
    paint(surface, pygame.Rect(0, 0, 20, 20), app.font(12, True))
    assert tuple(surface.get_at((0, 0)))[:3] == theme.PANEL  # the corner stays the panel's


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_elemental_cycle_on_the_curtain_stays_clear_of_its_words(size):
    """The curtain before the Elemental board draws the cycle, never over "Press Space when
    ready" nor the status lines under it."""
    window = App(headless=True, size=size)
    window.start(MainMenuScene(window))
    session = demo_session(seed=3, players=4)
    while session.state.board_index < 2:
        resolved(session)
    flow = MatchFlowScene(window, session)
    picture = flow.curtain_picture()
    assert picture is not None
    drawn: list[pygame.Rect] = []
    flow.curtain_picture = lambda: (picture[0], lambda s, r: (drawn.append(r), picture[1](s, r)))
    window.push(PassScene(window, flow, 0, lambda: None))
    Driver(window).step(3, dt=0.5)
    curtain = window.top
    assert drawn, "the cycle is drawn"
    cycle = drawn[-1]
    hint = pygame.Rect(0, curtain.hint_bottom - 50, size[0], 50)  # "Press Space when ready"
    assert not cycle.colliderect(hint)
    assert curtain.status_rects and not cycle.collidelistall(curtain.status_rects)
    assert cycle.right <= size[0] and cycle.top >= curtain.top_taken


def test_the_reveal_says_the_right_answer_after_a_wrong_one(app, tmp_path):  # noqa: F811
    """Nobody moves, so no snake halts: Ann's "3" is wrong, Bob left it blank, and the log
    says the right answer, 0, to both."""
    from test_antisocial_scenes import humans, small_session, to_movement

    from game.antisocial_snake.board import MovementEntry

    questions = '\n[[boards.questions]]\nkind = "halts"\npoints = 3\n'
    session = small_session(tmp_path, "quiz", humans(), questions=questions)
    to_movement(session)
    session.submit(0, MovementEntry(("", ""), answers=("3",)))
    session.submit(1, MovementEntry(("", ""), answers=("",)))
    reveal = RevealScene(app, session, [chapter_of(session.advance())], lambda: None)
    app.push(reveal)
    tick(app)
    Driver(app).key(pygame.K_END)
    lines = reveal.log.lines
    assert 'Ann answered "3" to question 1: wrong (right: 0)' in lines, lines
    assert "Bob left question 1 unanswered (right: 0)" in lines


def test_the_results_say_each_players_snakes_by_player(app, tmp_path):  # noqa: F811
    """ "snakes A Ann, B Bob" read as a list of names; each player now names their own."""
    from test_antisocial_scenes import humans, small_session, to_movement

    from game.antisocial_snake.board import MovementEntry
    from game.antisocial_snake.results import match_results

    session = small_session(tmp_path, "theme", humans())
    to_movement(session)
    session.submit(0, MovementEntry(("", "")))
    session.submit(1, MovementEntry(("", "")))
    session.advance()
    lines = match_results(session).awards
    assert any(line.endswith(": Ann: snakes C, D; Bob: snakes A, B") for line in lines), lines


def test_a_picked_yellow_tile_shows_its_frame(app, tmp_path):  # noqa: F811
    """The pick frame is the accent yellow: on a yellow tile it vanished. Clicking A1 (yellow)
    frames it in black; C3 (red) keeps the accent frame."""
    from antisocial_helpers import board_toml, level_toml
    from test_antisocial_scenes import humans, open_entry

    from game.antisocial_snake.entry import PlacementScene
    from game.antisocial_snake.levels import level_from_document
    from game.antisocial_snake.session import MatchSession
    from game.core.coords import parse_cell
    from game.core.tomlfile import load_toml

    rows = ["y 2w 3w b", "1w 2w 3w 1w", "b 1w r 1w", "y 4w 1w r"]
    path = tmp_path / "yellow.toml"
    path.write_text(level_toml(board_toml(rows), players=(2, 2)), encoding="utf-8")
    level = level_from_document(load_toml(path))
    session = MatchSession.start(level, path, humans(), seed=2)
    scene = open_entry(app, session, PlacementScene)
    driver = Driver(app)
    for name in ("A1", "C3"):
        driver.click(scene.view.cell_rect(parse_cell(name)).center)
    driver.step()

    def frame_colour(name: str):
        rect = scene.view.cell_rect(parse_cell(name))
        return tuple(app.screen.get_at((rect.left + 2, rect.centery)))[:3]

    assert frame_colour("A1") == theme.BLACK
    assert frame_colour("C3") == theme.ACCENT


def test_an_empty_movement_asks_in_words_what_it_means(app, tmp_path):  # noqa: F811
    from test_antisocial_scenes import humans, open_entry, small_session, to_movement

    from game.antisocial_snake.entry import MovementScene
    from game.ui.dialogs import ConfirmScene

    session = small_session(tmp_path, "theme", humans())
    to_movement(session)
    open_entry(app, session, MovementScene)
    Driver(app).key(pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    assert isinstance(app.top, ConfirmScene)
    assert "Your snakes stay on their start tiles" in app.top.question
