"""A finished tournament's button starts a new one, it never reads Stop (real events)."""

from __future__ import annotations

from game.app import App
from game.snek.tournament_view import TournamentScene
from game.ui.driver import Driver


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
    standings = [(s.name, s.played) for s in scene.run.result.standings]
    run = scene.run
    assert [(s.name, s.played) for s in run.result.standings] == standings
    driver.click_button("Start again")
    assert scene.running and scene.run is not run
