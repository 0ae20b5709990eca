"""A tournament stopped part-way, by Stop or by the program closing, plays on with
Continue: the remaining battles, not a new tournament (real events)."""

from __future__ import annotations

from game.app import App
from game.snek.tournament_view import TournamentScene
from game.ui.driver import Driver


def stopped_part_way(size: tuple[int, int]) -> tuple[App, TournamentScene, Driver]:
    app = App(headless=True, size=size)
    scene = TournamentScene(app)
    app.push(scene)
    app.step()
    driver = Driver(app)
    for index in range(4, len(scene.choices)):  # four sneks: twelve battles
        while not any(c.key == f"snek{index}" for c in scene.form.controls):
            driver.wheel(scene.columns()[0].center, -1)  # the list scrolled to it
        row = next(c.element for c in scene.form.controls if c.key == f"snek{index}")
        driver.click_element(row)
    assert scene.chosen == {0, 1, 2, 3}
    driver.click_button("Start")
    while scene.run.done < 2:
        app.step()
    driver.click_button("Stop")
    assert not scene.running and 2 <= scene.run.done < scene.run.total == 12
    return app, scene, driver


def play_out(app: App, scene: TournamentScene) -> None:
    for _ in range(5000):
        if not scene.running:
            return
        app.step()


def test_continue_plays_the_rest_of_a_stopped_tournament():
    app, scene, driver = stopped_part_way((1280, 800))
    run, done = scene.run, scene.run.done
    assert "Continue" in scene.notice
    driver.click_button("Continue")
    assert scene.running and scene.run is run and scene.run.done >= done
    play_out(app, scene)
    assert scene.run is run and run.finished and run.done == 12
    assert sum(standing.played for standing in run.result.standings) == 24
    assert "Continue" not in [button.text for button in driver.buttons()]


def test_a_tournament_stopped_by_closing_the_program_continues_when_it_opens_again():
    app, scene, driver = stopped_part_way((800, 600))
    done = scene.run.done
    played = [(s.name, s.played) for s in scene.run.result.standings]
    scene.exit()  # the program closes: the scene keeps its state in the data folder
    again = App(headless=True, size=(800, 600))
    reopened = TournamentScene(again)
    again.push(reopened)
    again.step()
    assert reopened.run.done == done and "Continue plays the rest" in reopened.notice
    assert [(s.name, s.played) for s in reopened.run.result.standings] == played
    Driver(again).click_button("Continue")  # the folded view's row at 800×600
    play_out(again, reopened)
    assert reopened.run.finished and reopened.run.done == 12
    assert sum(standing.played for standing in reopened.run.result.standings) == 24
