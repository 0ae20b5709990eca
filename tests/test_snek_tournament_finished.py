"""A finished tournament's button starts a new one, it never reads Stop (real events)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.app import App
from game.snek.samples import load_samples, save_user_snek
from game.snek.tournament_view import TournamentScene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT


def finished(size: tuple[int, int]) -> tuple[App, TournamentScene, Driver]:
    app = App(headless=True, size=size)
    scene = TournamentScene(app)
    app.push(scene)
    app.step()
    driver = Driver(app)
    for index in range(3, len(scene.choices)):  # three sneks: six battles
        while not any(c.key == f"snek{index}" for c in scene.form.controls):
            driver.wheel(scene.columns()[0].center, -1)
        row = next(c.element for c in scene.form.controls if c.key == f"snek{index}")
        driver.click_element(row)
    driver.click_button("Start")
    for _ in range(5000):
        if not scene.running:
            break
        app.step()
    app.step()
    assert scene.run.finished
    return app, scene, driver


def test_a_finished_tournament_offers_start_again_not_stop_at_1366():
    app, scene, driver = finished((1366, 768))
    words = [button.text for button in driver.buttons()]
    assert "Stop" not in words and "Start again" in words
    assert "Start again plays a new one" in scene.notice
    run = scene.run
    driver.click_button("Start again")
    assert scene.running and scene.run is not run


LONG_NAMES = ("WWWWWWWWWWWWWWWW", "Wilhelmina Woods")


def long_named_tournament(size: tuple[int, int]) -> tuple[App, TournamentScene, Driver]:
    """Two sneks of the player's own with 16-letter names and one sample, played out."""
    sample = load_samples()[0][1]
    for name in LONG_NAMES:
        save_user_snek(replace(sample, name=name))
    return finished(size)


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_long_names_show_whole_in_the_standings_and_the_battle_list(size):
    app, scene, driver = long_named_tournament(size)
    assert {s.name for s in scene.run.result.standings} >= set(LONG_NAMES)
    LAYOUT.on = True
    try:
        app.tick([], 1 / 60)  # one drawn frame
        texts = [item for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
    assert not [item.shortened for item in texts if item.shortened], "a text was cut"
    for name in LONG_NAMES:
        shown = [item for item in texts if item.text.startswith(name)]
        assert shown and all(item.size >= 12 for item in shown), name  # the standings row
        assert any(name in item.text and " v " in item.text for item in texts), name
