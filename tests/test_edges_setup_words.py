"""Issue 28, game night (Double-edged Edges' setup): the heading said "Players (5 of 4–12)"
while 5 is refused, the level panel said "Partner grid: 2 × 2 for 4 players" with 12 seats
chosen, and three players with one name were told "Two players have the same name". Now the
heading names the counts that play, the panel the grid of the seats chosen, and the count of
players sharing a name is said. Real event queue; the words read from what was drawn."""

from __future__ import annotations

from game.app import App
from game.double_edged_edges.scene import setup_scene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from game.ui.tour import over_menu


def drawn(app: App) -> list[str]:
    LAYOUT.on = True
    try:
        app.frame_wanted = True
        app.tick([], 1 / 60)
        return [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False


def add_seats_to(driver: Driver, setup, count: int) -> None:
    while len(setup.seats) < count:  # the button is made again with each seat
        driver.click_element(next(c.element for c in setup.form.controls if c.key == "add"))


def test_setup_says_the_counts_that_play_the_grid_of_the_seats_and_how_many_share_a_name():
    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    setup = setup_scene(app)
    over_menu(app, setup)
    driver = Driver(app)
    driver.step(2)
    add_seats_to(driver, setup, 5)
    texts = drawn(app)
    assert "Players (5 of 4, 6, 8–10, 12)" in texts, [t for t in texts if "Players" in t]
    assert any("none fits 5 players" in text for text in texts)
    start = next(c.element for c in setup.form.controls if c.key == "start")
    assert not start.is_enabled  # greyed while the red reason says why (game night 7)
    assert any("5 players fill no partner grid" in text for text in texts)
    driver.click_element(start)
    assert app.top is setup
    add_seats_to(driver, setup, 12)
    texts = " ".join(drawn(app))
    assert "Players (12, the most)" in texts
    assert next(c.element for c in setup.form.controls if c.key == "start").is_enabled
    assert "Partner grid: 3 × 4 for 12 players" in texts
    assert "for 4 players" not in texts
    assert "4 players on a 9-space plank" not in texts  # the level's words are for its count
    assert "Made for a table of 4 (grid 2 × 2)" in texts
    for index in range(3):
        entry = next(c.element for c in setup.form.controls if c.key == f"name{index}")
        driver.replace_text(entry, "Wilhelmina Woods")
    driver.click_element(next(c.element for c in setup.form.controls if c.key == "start"))
    driver.step(2)
    shown = " ".join(drawn(app))
    assert "Three players have the same name." in shown, shown[-400:]


def test_a_small_window_shows_the_grid_of_the_seats_chosen_first():
    """At 800×600 the level panel left out its partner-grid line (game night 7); the
    Mainly By Design level's own words named 9 players with 12 seated."""
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    setup = setup_scene(app)
    over_menu(app, setup)
    driver = Driver(app)
    driver.step(2)
    add_seats_to(driver, setup, 12)
    driver.click_button("Level & options »")
    driver.click_button("Mainly By Design")
    driver.step(2)
    texts = " ".join(drawn(app))
    assert "Partner grid: 3 × 4 for 12 players" in texts
    assert "Platform: 16 spaces" in texts
    assert "9 players" not in texts and "3 × 3" not in texts
