"""Issue 28 (Snek), from a new players' evening: "plays Blue" beside a snek's name read as
another snek's name. A lineup row and a tournament choice now say the snek's name and whose
it is, beside a swatch in the colour it plays; tournament standings mark shared places
("=3.") and the hint says how ties are ranked. Real events through the window."""

from __future__ import annotations

from game.app import App
from game.snek.draw import colour_word
from game.snek.scene import BattleSetup
from game.snek.tournament import Standing, Tournament
from game.snek.tournament_view import HINT, TournamentScene, place_words
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT


def drawn_texts(app: App) -> list[str]:
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        app.step()
        return [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False


def empty_setup(size: tuple[int, int]) -> tuple[App, BattleSetup, Driver]:
    """A new battle's setup with the remembered lineup removed, row 1 at a time."""
    app = App(headless=True, size=size)
    setup = BattleSetup(app)
    app.push(setup)
    driver = Driver(app)
    for _ in range(len(setup.lineup)):
        driver.click_button(next(b.text for b in driver.buttons() if b.text.startswith("1. ")))
    return app, setup, driver


def test_a_lineup_row_says_whose_snek_it_is_and_its_swatch_is_the_colour_it_plays():
    app, setup, driver = empty_setup((1366, 768))
    driver.click_button("+ Beginner · easy bot")
    driver.click_button("+ Coiler")
    driver.click_button("+ Coiler")  # a second Coiler plays another colour
    labels = [button.text for button in driver.buttons()]
    assert "1. Beginner · easy bot  ×" in labels
    assert "2. Coiler · sample  ×" in labels and "3. Coiler · sample  ×" in labels
    assert not any("plays" in label for label in labels)
    words = [colour_word(program) for program in setup.programs()]
    assert len(set(words)) == 3 and words[2] in setup.notice  # the notice says which colour
    app.frame_wanted = True
    app.step()
    for position, look in enumerate(setup._looks()):
        mark = setup.lineup_row(position).move(-42, 0)
        assert tuple(app.screen.get_at((mark.left + 2, mark.top + 2)))[:3] == look.colour


def test_a_tournament_choice_has_a_swatch_in_the_colour_it_plays_not_a_colour_word():
    app = App(headless=True, size=(1366, 768))
    scene = TournamentScene(app)
    app.push(scene)
    driver = Driver(app)
    labels = [button.text for button in driver.buttons()]
    assert "[x] Beginner · easy bot" in labels and not any("plays" in t for t in labels)
    app.frame_wanted = True
    app.step()
    looks = scene.playing_looks()
    assert looks
    for index, look in looks.items():
        if index < scene.first_snek + scene.snek_rows():
            swatch = scene.swatch_rect(index)
            assert tuple(app.screen.get_at((swatch.left + 2, swatch.top + 2)))[:3] == look.colour
    driver.click_button("[x] Coiler")  # not chosen: no swatch
    index = next(i for i, c in enumerate(scene.choices) if c.program.name == "Coiler")
    assert index not in scene.playing_looks()


def test_places_are_shared_only_when_points_wins_and_grabs_are_all_level():
    result = Tournament(
        [
            Standing("Ann", points=3, wins=1, grabs=2),
            Standing("Bob", points=3, wins=1, grabs=2),
            Standing("Cat", points=3, wins=1, grabs=1),
            Standing("Dan", points=3, wins=0, grabs=9),
            Standing("Eve", points=0),
        ]
    )
    words = [place_words(place) for place in result.places()]
    assert [s.name for s in result.table()] == ["Ann", "Bob", "Cat", "Dan", "Eve"]
    assert words == ["=1.", "=1.", "3.", "4.", "5."]
    assert "more wins, then more grabs" in HINT and "(=2)" in HINT


def test_tournament_standings_mark_shared_places():
    app = App(headless=True, size=(1366, 768))
    scene = TournamentScene(app)
    app.push(scene)
    app.step()
    driver = Driver(app)
    for index in range(4, len(scene.choices)):  # four sneks
        while not any(c.key == f"snek{index}" for c in scene.form.controls):
            driver.wheel(scene.columns()[0].center, -1)
        driver.click_element(
            next(c.element for c in scene.form.controls if c.key == f"snek{index}")
        )
    driver.click_button("Start")
    while scene.run.done < 1:
        app.step()
    driver.click_button("Stop")
    table, places = scene.run.result.table(), scene.run.result.places()
    assert any(place.shared for place in places)  # two sneks not yet played: level on all
    texts = drawn_texts(app)
    for standing, place in zip(table, places, strict=True):
        level = [
            s
            for s in table
            if (s.points, s.wins, s.grabs) == (standing.points, standing.wins, standing.grabs)
        ]
        assert place.shared == (len(level) > 1)
        assert place_words(place) in texts


def test_at_800x600_lineup_rows_and_another_colour_are_whole():
    """A narrow lineup column drops the owner words rather than cut a name ("1. Beginner ·
    eas…"), and "Another colour for 3." was cut at the button's edge."""
    _, _, driver = empty_setup((800, 600))
    driver.click_button("+ Race Breaker · hard bot")
    driver.click_button("+ Coiler")
    driver.click_button("+ Coiler")
    rows = [b for b in driver.buttons() if b.text[:2] in ("1.", "2.", "3.")]
    assert [b.text for b in rows] == ["1. Race Breaker  ×", "2. Coiler  ×", "3. Coiler  ×"]
    colour = next(b for b in driver.buttons() if b.text.startswith("Another colour"))
    font = colour.font
    assert font is not None and font.size(colour.text)[0] <= colour.rect.width - 8
    assert "…" not in colour.text
