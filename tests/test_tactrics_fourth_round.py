"""Issue 28, fourth round, Tactrics Snakes as a new player meets it in the window: the guided
game teaches each decision in turn (turning a tower, ending a turn, building a snake, calling
a finish) in a guide box tied to the board, until the player has made each once; How to
play's pictures are large enough to read the tower numbers."""

from __future__ import annotations

import time

import pygame
import pytest
from test_social_small_window import drawn, texts

from game.app import App
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.rules_text import PAGES
from game.tactrics.scene import TactricsMenuScene, start_layout, start_layout_path
from game.tactrics.session import MatchSession
from game.tactrics.tutorial import TutorialGameScene
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.driver import Driver
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene


def _guided(size: tuple[int, int] = (1366, 768)) -> tuple[App, Driver, TutorialGameScene]:
    app = App(headless=True, size=size)
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    driver.post()
    guided = next(i for i, item in enumerate(app.top.menu.items) if "Guided" in item.label)
    app.top.menu.set_focus(guided)
    driver.key(pygame.K_RETURN)
    game = next(scene for scene in app.stack if isinstance(scene, TutorialGameScene))
    driver.post()
    return app, driver, game


def _guide_title(app: App) -> str:
    shown = texts(drawn(app)[0])
    return next((t for t in shown if t.startswith("Guide ") and " of " in t), "")


def _settle(app: App, driver: Driver, game: TutorialGameScene) -> None:
    """Lessons read, the bots' turns and every sweep played, until it is Ann's move and the
    guide has found its plan (searched in a worker thread)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not game.state.over:
        if isinstance(app.top, MessageScene):
            driver.key(pygame.K_RETURN)
        elif app.top is game and game.planning:
            driver.post(dt=0.05)
        elif app.top is game and game.human_to_move and game.sweep is None:
            driver.post()  # a lesson due now opens on this frame
            if app.top is game:
                return
        else:
            driver.post(dt=0.2)


def _select(driver: Driver, tower: int) -> None:
    """Select `tower` by its digit keys, as the guide says (a pause first, so a 1 pressed
    before does not make tens of the next digit)."""
    driver.post(dt=1.0)
    driver.keys(*(getattr(pygame, f"K_{digit}") for digit in str(tower)))


def _turn_the_ringed_tower(app: App, driver: Driver, game: TutorialGameScene) -> None:
    action = game.board_marks().hint
    assert action is not None
    _select(driver, action.tower)
    assert game.input.selected == action.tower
    driver.key(pygame.K_RIGHTBRACKET if action.clockwise else pygame.K_LEFTBRACKET)
    _settle(app, driver, game)


def test_the_guide_teaches_each_decision_on_the_board_until_it_is_made():
    app, driver, game = _guided()
    _settle(app, driver, game)
    assert _guide_title(app) == "Guide 1 of 4: Turn a tower"
    taken = game.state.actions_taken
    _turn_the_ringed_tower(app, driver, game)  # the ringed tower is the selected one
    assert game.state.actions_taken == taken + 1
    assert _guide_title(app) == "Guide 2 of 4: End your turn"
    driver.key(pygame.K_RETURN)
    _settle(app, driver, game)
    seen = {_guide_title(app)}
    for _ in range(40):  # turns until a snake is built (the guide rings a turn toward one)
        if game.state.over or "snake" in game.done:
            break
        if game.board_marks().hint is not None:
            _turn_the_ringed_tower(app, driver, game)
        else:
            driver.key(pygame.K_RETURN)
            if isinstance(app.top, ConfirmScene):
                driver.key(pygame.K_y)
            _settle(app, driver, game)
        seen.add(_guide_title(app))
    assert "Guide 3 of 4: Build a snake" in seen
    assert "snake" in game.done
    assert {"turn", "end"} <= game.done


def _howto_page(size: tuple[int, int], title: str) -> tuple[App, HowToPlayScene]:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    driver = Driver(app)
    driver.post()
    page = HowToPlayScene(app, title)
    app.push(page)
    driver.post()
    return app, page


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_how_to_play_pictures_show_tower_numbers_of_12_px_inside_their_handles(size):
    """The pictures were the whole board in 140 px: tower numbers of 12 px overflowed
    handles of 10 px. They show the part round the tower turned, at a readable scale."""
    app, page = _howto_page(size, PAGES[0][0])
    pictures = page.diagram_rects()
    diagrams = page.pages[page.page].diagrams
    assert len(pictures) == len(diagrams) == 2
    for diagram, picture in zip(diagrams, pictures, strict=True):
        view = diagram.paint._view
        number = app.font(max(12, int(view.scale * 0.17)), True)  # as the view draws it
        assert number.get_height() >= 12 + 2  # a 12 px font or larger
        assert picture.collidepoint(view.tower_centre(10))  # the tower turned is in sight
        radius = 0.2 * view.scale
        assert 2 * radius >= number.size("10")[0] + 4  # the number fits inside its handle


def _log_rows_shown(app: App, game: TutorialGameScene) -> int:
    """The log's rows on screen: the log's own lines drawn inside its rect."""
    shown = [t for t in texts(drawn(app)[0]) if t in {row for row, _ in game.log._rows}]
    return len(shown)


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_guide_walks_all_four_steps_and_the_log_keeps_three_lines(size):
    """At 800x600 the guide box squeezed the log to one line; and "Call a finish" came back
    on every turn a finish was allowed until one was called. Now the guide and the log share
    a place under tabs (F2) where both do not fit, and each step is told once."""
    app, driver, game = _guided(size)
    _settle(app, driver, game)
    assert game.log.visible_rows >= 3
    if size == (800, 600):
        assert game.tabs.tabs == ["Guide", "Log"]
        assert _guide_title(app) == "Guide 1 of 4: Turn a tower"
        driver.key(pygame.K_F2)  # the log, at least three lines, in the guide's place
        assert _guide_title(app) == "" and game.log.visible_rows >= 3
        driver.click(game.tabs.tab_rects()[0].center)  # back to the guide by a click
    assert _guide_title(app) == "Guide 1 of 4: Turn a tower"
    _turn_the_ringed_tower(app, driver, game)
    assert _guide_title(app) == "Guide 2 of 4: End your turn"
    driver.key(pygame.K_RETURN)
    _settle(app, driver, game)
    seen = []
    for _ in range(80):  # play the ringed turns until the finish step is shown, then on
        if game.state.over or "finish" in game.done:
            break
        title = _guide_title(app)
        if title and title not in seen:
            seen.append(title)
        if title.startswith("Guide 4 of 4: Call a finish"):
            assert "play on (Enter)" in " ".join(texts(drawn(app)[0]))
            driver.key(pygame.K_RETURN)  # play on without calling
            if isinstance(app.top, ConfirmScene):
                driver.key(pygame.K_y)
            _settle(app, driver, game)
            break
        if game.board_marks().hint is not None:
            _turn_the_ringed_tower(app, driver, game)
        else:
            driver.key(pygame.K_RETURN)
            if isinstance(app.top, ConfirmScene):
                driver.key(pygame.K_y)
            _settle(app, driver, game)
    assert "Guide 3 of 4: Build a snake" in seen
    assert any(title.startswith("Guide 4 of 4: Call a finish") for title in seen)
    assert game.done == {"turn", "end", "snake", "finish"}
    assert 0 not in game.state.finishers  # the step went by without Ann calling a finish
    assert game.finish_button.is_enabled or game.state.over  # a finish is still allowed
    assert _guide_title(app) == ""  # told once: not again on the next turn
    assert game.log.visible_rows >= 3 and game.tabs.tabs == []
    assert _log_rows_shown(app, game) >= 3


def test_four_long_names_are_whole_in_the_scores_at_1366_by_768():
    """With four 16-letter names the score table cut them ("Maximilians…", "WWWWWW…"); the
    rows fold (the whole name and the total, the parts under) where names do not fit."""
    app = App(headless=True, size=(1366, 768))
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    driver.post()
    names = ("Maximilianstrudl", "Bartholomewwebbs", "W" * 16, "Dan")
    level = start_layout(4)
    seats = [Seat(name, colour) for name, colour in zip(names, level.colours, strict=True)]
    app.push(GameScene(app, MatchSession.start(level, start_layout_path(4), seats, seed=3)))
    driver.key(pygame.K_RIGHT)  # the selection moves: a frame as a player sees it
    items, _ = drawn(app)
    shown = texts(items)
    for name in names:
        assert name in shown, name
    assert not any("…" in text for text in shown)


def test_a_pass_is_logged_as_a_pass():
    """The log and the replay said "Ann ends the turn after 0 actions" for a pass."""
    app = App(headless=True, size=(1366, 768))
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    driver.post()
    level = start_layout(2)
    seats = [Seat(name, colour) for name, colour in zip(("Ann", "Bob"), level.colours, strict=True)]
    game = GameScene(app, MatchSession.start(level, start_layout_path(2), seats, seed=3))
    app.push(game)
    driver.post()
    driver.key(pygame.K_RETURN)  # end the turn without any action: asked first
    driver.key(pygame.K_y)
    shown = texts(drawn(app)[0])
    assert "Ann passes (no action)" in shown
    assert not any("after 0 actions" in text for text in shown)
