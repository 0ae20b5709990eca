"""Issue 27: the kit's setup screen with names at their longest, in every game that uses it.
The setup says the name limit and says so when a key is not taken (a name at its limit, a
letter in the seed); a refused Start frames the names at fault and gives the first the
keyboard; a name of 16 of the widest letter shows whole in its box at every size (at
800×600 the level column folds into a page of its own for it), and at 800×600 the colour and
kind buttons show whole."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bench_layout import all_screens
from game.screen_tour import resize
from game.table.seats import NAME_LIMIT, seat_kind_label
from game.ui import theme
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from game.ui.setup import CHOSEN_LEVEL, SEAT_KINDS, SetupScene
from game.ui.widgets import entry_room

WIDE_NAME = "W" * NAME_LIMIT


def open_setup(size, screen) -> tuple[App, SetupScene | None]:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    all_screens()[screen](app)
    app.step()
    return app, app.top if isinstance(app.top, SetupScene) else None


def kit_setups() -> list[str]:
    """The setup screens (every game's and the season's) that are the kit's."""
    names = [name for name in all_screens() if name.endswith("-setup")]
    return [name for name in names if open_setup((1366, 768), name)[1] is not None]


SETUPS = kit_setups()


def entry(scene: SetupScene, key: str):
    return next(control.element for control in scene.form.controls if control.key == key)


def drawn_texts(app: App) -> list[str]:
    LAYOUT.on = True
    try:
        app.tick([], 1 / 60)  # one frame drawn
        return [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False


def kit_setup(size=(1366, 768)) -> tuple[App, SetupScene]:
    app, scene = open_setup(size, "social-setup")
    assert scene is not None
    return app, scene


def test_the_setup_says_the_name_limit_and_when_a_name_is_full():
    app, scene = kit_setup()
    driver = Driver(app)
    assert any(f"names: {NAME_LIMIT} at most" in text for text in drawn_texts(app))
    driver.replace_text(entry(scene, "name0"), "Bartholomew Webb", finish=False)
    driver.type_text("s")
    assert entry(scene, "name0").get_text() == "Bartholomew Webb"
    said = f"Not added: a name has at most {NAME_LIMIT} characters."
    assert said in drawn_texts(app)
    driver.key(pygame.K_BACKSPACE)  # a key the field takes: the notice goes
    assert said not in drawn_texts(app)


def test_a_letter_typed_into_the_seed_is_refused_in_words_and_presses_nothing():
    app, scene = kit_setup()
    driver = Driver(app)
    driver.replace_text(entry(scene, "seed"), "12", finish=False)
    driver.type_text("ws")
    assert entry(scene, "seed").get_text() == "12"
    assert scene.seed == 12 and app.top is scene
    assert "Not added: a seed is a number (digits 0–9)." in drawn_texts(app)


def test_a_refused_start_frames_the_names_at_fault_and_keeps_what_was_typed():
    app, scene = kit_setup()
    driver = Driver(app)
    driver.replace_text(entry(scene, "name1"), "Wilhelmina Worth", finish=False)
    driver.replace_text(entry(scene, "name2"), "wilhelmina worth", finish=False)
    driver.click_button("Start")
    assert app.top is scene
    typed = [entry(scene, f"name{index}").get_text() for index in range(3)]
    assert typed == ["Ann", "Wilhelmina Worth", "wilhelmina worth"]
    assert scene.form.current is not None and scene.form.current.key == "name1"
    framed = [
        app.screen.get_at(entry(scene, f"name{index}").rect.inflate(4, 4).midleft)[:3]
        for index in range(3)
    ]
    assert framed == [framed[0], theme.DANGER, theme.DANGER] and framed[0] != theme.DANGER
    driver.replace_text(entry(scene, "name2"), "Winifred", finish=False)
    rect = entry(scene, "name2").rect.inflate(4, 4)
    assert app.screen.get_at(rect.midleft)[:3] != theme.DANGER


@pytest.mark.parametrize("screen", SETUPS)
def test_the_longest_name_shows_whole_in_every_name_box(screen):
    """Every seat taken and the last named with 16 W's at 800×600, then the window resized
    to 1024×600, 1366×768 and 1920×1080: every name box has the room for it."""
    app, scene = open_setup((800, 600), screen)
    assert scene is not None
    driver = Driver(app)
    while entry(scene, "add").is_enabled:
        driver.click_element(entry(scene, "add"))
    boxes = [control.element for control in scene.form.controls if control.key[:4] == "name"]
    driver.replace_text(boxes[-1], WIDE_NAME, finish=False)
    for size in ((800, 600), (1024, 600), (1366, 768), (1920, 1080)):
        if size != (800, 600):
            resize(app, size)
        scene = app.top
        assert isinstance(scene, SetupScene)
        boxes = [control.element for control in scene.form.controls if control.key[:4] == "name"]
        assert boxes[-1].get_text() == WIDE_NAME, size
        assert all(boxes[-1].font.size(WIDE_NAME)[0] <= entry_room(box) for box in boxes), size


@pytest.mark.parametrize("screen", SETUPS)
def test_at_800_by_600_colours_kinds_and_a_long_real_name_show_whole(screen):
    app, scene = open_setup((800, 600), screen)
    assert scene is not None
    driver = Driver(app)
    driver.replace_text(entry(scene, "name0"), "Wes Adams", finish=False)
    assert entry(scene, "name0").font.size("Wes Adams")[0] <= entry_room(entry(scene, "name0"))
    colours = [colour.name for colour in theme.player_colours(False)]
    kinds = [seat_kind_label(kind) for kind in SEAT_KINDS]
    for control in scene.form.controls:
        labels = {"colo": colours, "kind": kinds}.get(control.key[:4], [])
        room = control.element.rect.width - 8  # the button's border, both sides
        assert all(control.element.font.size(label)[0] <= room for label in labels), control.key


def test_at_800_by_600_a_short_refusal_stays_on_the_form_with_the_names_framed():
    app, scene = kit_setup((800, 600))
    driver = Driver(app)
    driver.replace_text(entry(scene, "name2"), "bob", finish=False)
    driver.click_button("Start")
    assert app.top is scene  # no message box over the names to mend
    assert "Two players have the same name." in drawn_texts(app)
    rect = entry(scene, "name2").rect.inflate(4, 4)
    assert app.screen.get_at(rect.midleft)[:3] == theme.DANGER


def test_at_800_by_600_the_level_column_is_a_page_and_a_refusal_brings_back_the_names():
    app, scene = kit_setup((800, 600))
    driver = Driver(app)
    driver.replace_text(entry(scene, "name0"), WIDE_NAME, finish=False)
    driver.replace_text(entry(scene, "name2"), "bob", finish=False)
    texts = drawn_texts(app)
    assert "Players (3 of 3–13)" in texts and "Level" not in texts
    assert not any(control.key.startswith("level") for control in scene.form.controls)
    driver.click_button("Level & options »")
    texts = drawn_texts(app)
    assert "Level" in texts and "Players (3 of 3–13)" not in texts
    assert not any(control.key.startswith("name") for control in scene.form.controls)
    driver.click_element(entry(scene, "garnets"))  # an option is changed on its page
    assert scene.options["garnets"] != 0
    driver.click_button("Start")
    assert app.top is scene and "Two players have the same name." in drawn_texts(app)
    assert scene.form.current is not None and scene.form.current.key == "name1"
    assert entry(scene, "name0").get_text() == WIDE_NAME  # what was typed stays typed
    rect = entry(scene, "name2").rect.inflate(4, 4)
    assert app.screen.get_at(rect.midleft)[:3] == theme.DANGER


def level_button(scene: SetupScene, index: int):
    return entry(scene, f"level{index}")


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_chosen_level_is_marked_by_a_fill_and_in_words_even_in_a_narrow_column(size):
    app, scene = kit_setup(size)
    driver = Driver(app)
    if size == (800, 600):
        driver.click_button("Level & options »")
    before = scene.level_index
    shown = range(scene.level_first, scene.level_first + scene.levels_shown)
    other = next(index for index in shown if index != before)
    driver.click_element(level_button(scene, other))
    assert scene.level_index == other
    if size == (800, 600):  # the folded level page, and back to the players
        driver.click_button("« Players")
        assert "Players (3 of 3–13)" in drawn_texts(app)
        driver.click_button("Level & options »")
    driver.move((5, app.size[1] - 5))  # no hover over the buttons
    app.tick([], 1 / 60)
    chosen, left = level_button(scene, other), level_button(scene, before)
    assert CHOSEN_LEVEL in chosen.object_ids and CHOSEN_LEVEL not in left.object_ids
    fill = app.screen.get_at((chosen.rect.left + 6, chosen.rect.centery))[:3]
    plain = app.screen.get_at((left.rect.left + 6, left.rect.centery))[:3]
    assert fill != plain
    texts = " ".join(drawn_texts(app))
    assert chosen.text.endswith(" «")  # the level page has the whole width at 800
    if chosen.text.startswith("» ") and chosen.text.endswith(" «"):  # a wide column
        assert "Chosen: " not in texts
    else:  # a narrow one: the details say it in words
        assert f"Chosen: {scene.levels[other].name}" in texts


def test_a_red_frame_goes_from_both_names_when_one_of_a_pair_is_mended():
    app, scene = kit_setup()
    driver = Driver(app)
    driver.replace_text(entry(scene, "name1"), "Wilhelmina Worth", finish=False)
    driver.replace_text(entry(scene, "name2"), "Wilhelmina Worth", finish=False)
    driver.click_button("Start")

    def framed(index: int) -> tuple:
        return tuple(app.screen.get_at(entry(scene, f"name{index}").rect.inflate(4, 4).midleft))[:3]

    assert framed(1) == theme.DANGER and framed(2) == theme.DANGER
    driver.replace_text(entry(scene, "name2"), "Winifred", finish=False)
    app.tick([], 1 / 60)
    assert framed(1) != theme.DANGER and framed(2) != theme.DANGER


def test_a_missing_level_file_is_named_with_not_found_and_no_line(tmp_path):
    app, scene = kit_setup()
    driver = Driver(app)
    missing = tmp_path / "gone.toml"
    driver.replace_text(entry(scene, "path"), str(missing), finish=False)
    driver.click_button("Open")
    shown = app.top
    assert shown is not scene and shown.title == "This level file cannot be used"
    assert shown.log.lines == [f"{missing}: file not found"]


def test_the_name_limit_notice_goes_at_the_next_change_by_mouse():
    """The red "Not added: a name has at most 16 characters." stayed after a player changed a
    seat's colour by mouse: any later change clears it (a refused Start still says its reason)."""
    app, scene = kit_setup()
    driver = Driver(app)
    driver.replace_text(entry(scene, "name0"), "Bartholomew Webb", finish=False)
    driver.type_text("s")
    said = f"Not added: a name has at most {NAME_LIMIT} characters."
    assert said in drawn_texts(app)
    driver.click_button("Red")  # Ann's colour, by mouse
    assert said not in drawn_texts(app)


def test_a_seed_typed_with_letters_keeps_saying_what_was_left_out():
    """ "abc-1": the last key is taken, and the refusal of the first four stays in view while
    the seed field has the keyboard (a player saw "seed 1" with no word why)."""
    app, scene = kit_setup()
    driver = Driver(app)
    driver.replace_text(entry(scene, "seed"), "", finish=False)
    driver.type_text("abc-1")
    assert entry(scene, "seed").get_text() == "1" and scene.seed == 1
    assert "Not added: a seed is a number (digits 0–9)." in drawn_texts(app)
    driver.key(pygame.K_TAB)  # the keyboard moves on: the notice goes with it
    assert "Not added: a seed is a number (digits 0–9)." not in drawn_texts(app)
