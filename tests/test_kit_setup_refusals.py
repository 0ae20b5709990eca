"""A table the chosen level cannot seat is refused at Start with the rules' own reason, in
the setup, with every typed name kept: never a crash (a new player lost eight names to one)."""

from __future__ import annotations

from test_kit_setup_names import open_setup

from game.ui.driver import Driver


def test_start_with_more_players_than_the_level_seats_is_refused_with_the_names_kept():
    """The level list follows the seat count, so a level that cannot seat the table comes
    only from a file typed into the path field: Start refuses it in words, names kept."""
    app, scene = open_setup((1366, 768), "antisocial-setup")
    assert scene is not None
    driver = Driver(app)
    practice = next(c for c in scene.levels if c.path.name == "practice.toml")
    most = practice.level.players[1]
    while len(scene.seats) < most + 1:
        driver.click_button("Add player")
    path_field = next(c.element for c in scene.form.controls if c.key == "path")
    driver.replace_text(path_field, str(practice.path))  # Enter opens the file
    driver.step(2)
    assert scene.levels[scene.level_index].path == practice.path
    names = [seat.name for seat in scene.seats]
    driver.click_button("Start")
    driver.step(2)
    assert app.top is scene
    assert f"not {len(names)}" in scene.notice and "players" in scene.notice
    assert [seat.name for seat in scene.seats] == names
