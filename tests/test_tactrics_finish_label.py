"""Issue 28, round 5, Tactrics Snakes: the greyed Finish button read "Finish" when a game
was started or continued and "Finish +3" once an action was taken, so it read differently
after Continue than before leaving. It is now made with its words ("Finish +3": the bonus a
call gives now), and its words are set before it is greyed (a greyed look is drawn from them).
The frame drawn on the event that opens the game is what an idle window shows until the next
event, so that frame's picture is what is compared."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from game.app import App
from game.tactrics.play import GameScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene


def _shown_as(app: App, button: UIButton, words: str) -> bool:
    """Whether the button's picture in the frame drawn last is that of a greyed button with
    `words` (an idle window draws no frame after it: a picture still to be redrawn there
    stays on screen until the next event)."""
    shown = pygame.image.tobytes(button.image, "RGBA")
    twin = UIButton(button.relative_rect, words, app.ui, object_id=button.object_ids[-1])
    twin.disable()
    for _ in range(3):
        app.step(1 / 60)
    same = shown == pygame.image.tobytes(twin.image, "RGBA")
    twin.kill()
    return same


def _open_game(app: App, driver: Driver, item: str) -> GameScene:
    labels = [entry.label for entry in app.top.menu.items]
    app.top.menu.set_focus(next(i for i, label in enumerate(labels) if label.startswith(item)))
    driver.key(pygame.K_RETURN)
    if item == "Tactrics Snakes":
        driver.key(pygame.K_RETURN)  # Multiplayer
    driver.key(pygame.K_RETURN)  # Start, or the saved game: the frame shown until an event
    assert isinstance(app.top, GameScene)
    return app.top


def test_the_greyed_finish_reads_the_same_started_after_an_action_and_continued():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    driver = Driver(app)
    driver.post()
    game = _open_game(app, driver, "Tactrics Snakes")
    assert _shown_as(app, game.finish_button, "Finish +3")
    tower = sorted(game.allowed)[0]
    driver.post(dt=1.0)
    driver.keys(*(getattr(pygame, f"K_{digit}") for digit in str(tower)))
    driver.key(pygame.K_RIGHTBRACKET)
    driver.post(dt=1.0)
    assert _shown_as(app, game.finish_button, "Finish +3")
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_RETURN)  # "Leave this game? It is saved…": yes
    while not isinstance(app.top, MainMenuScene):
        driver.key(pygame.K_ESCAPE)
    continued = _open_game(app, driver, "Continue")
    assert continued is not game and continued.state.actions_taken == 1
    assert _shown_as(app, continued.finish_button, "Finish +3")
