"""A table the chosen level cannot seat is refused at Start with the rules' own reason, in
the setup, with every typed name kept: never a crash (a new player lost eight names to one)."""

from __future__ import annotations

from test_kit_setup_names import open_setup

from game.ui.driver import Driver


def test_start_with_more_players_than_the_level_seats_is_refused_with_the_names_kept():
    app, scene = open_setup((1366, 768), "antisocial-setup")
    assert scene is not None
    driver = Driver(app)
    practice = next(c for c in scene.levels if c.path.name == "practice.toml")
    if scene.levels[scene.level_index] is not practice:
        driver.click_button(practice.name)
    assert scene.levels[scene.level_index] is practice
    most = practice.level.players[1]
    while len(scene.seats) < most + 1:
        driver.click_button("Add player")
    names = [seat.name for seat in scene.seats]
    driver.click_button("Start")
    driver.step(2)
    assert app.top is scene
    assert f"not {len(names)}" in scene.notice and "players" in scene.notice
    assert [seat.name for seat in scene.seats] == names
