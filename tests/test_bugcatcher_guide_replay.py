"""Issue 28 (Bugcatcher): the guided match's results offer "Watch replay", so once it is over
it is kept among the replays and the main menu's Replays is no longer greyed, driven through
the real event queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.bugcatcher.entry import BoardEntry
from game.bugcatcher.tutorial import tutorial_scene
from game.core.saves import replays_dir, saves_dir
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import press, tick
from game.ui.results import ResultsScene


def to_results(app: App) -> None:
    """Every entry submitted as it stands (yes to the empty question), every note read."""
    for _ in range(2000):
        if isinstance(app.top, ResultsScene):
            return
        if isinstance(app.top, PassScene):
            tick(app, dt=1.0)
            press(app, pygame.K_SPACE)
        elif isinstance(app.top, BoardEntry):
            press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
    raise AssertionError(f"no results; on top: {type(app.top).__name__}")


def test_the_finished_guided_match_is_kept_among_the_replays():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    replays = next(item for item in app.top.menu.items if item.label == "Replays")
    assert not replays.enabled  # nothing played yet
    app.push(tutorial_scene(app))
    to_results(app)
    assert any(item.label == "Watch replay" for item in app.top.menu.items)
    kept = [p for p in replays_dir().glob("*.toml") if not p.name.endswith(".level.toml")]
    assert len(kept) == 1
    assert list(saves_dir().glob("*.toml")) == []
    press(app, pygame.K_ESCAPE)
    tick(app)
    menu = next(scene for scene in app.stack if isinstance(scene, MainMenuScene))
    replays = next(item for item in menu.menu.items if item.label == "Replays")
    assert replays.enabled
