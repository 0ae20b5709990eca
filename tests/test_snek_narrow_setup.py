"""Snek at 800×600 with two 16-letter sneks, through the real event queue: the battle setup's
lineup gives whole names the room (the arena column stacks its parts under each other), the
seed shows whole beside Random, and the program editor's Name field shows all 16 W's."""

from __future__ import annotations

from game.app import App
from game.snek.program import NAME_LIMIT, Program
from game.snek.program_editor import ProgramEditorScene
from game.snek.samples import load_samples, save_user_snek
from game.snek.scene import BattleSetup
from game.ui.driver import Driver
from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from game.ui.monkey import tick

SMALL = (800, 600)
LONG_NAMES = ("Wilhelmina Woods", "W" * NAME_LIMIT)


def a_snek(name: str, colour: str) -> Program:
    sample = load_samples()[0][1]
    return Program(name, sample.patterns, colour)


def layout_faults(app: App) -> list:
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        return findings(app)
    finally:
        LAYOUT.on = False


def entry_shows_whole(entry) -> bool:
    """Whether a text field's words fit inside its border, padding and shadow."""
    edges = entry.padding[0] + entry.border_width["left"] + entry.shadow_width
    return entry.font.size(entry.get_text())[0] <= entry.rect.width - 2 * edges


def test_two_sixteen_letter_sneks_are_whole_in_the_800x600_lineup_beside_a_whole_seed():
    for name, colour in zip(LONG_NAMES, ("#2e9d4f", "#3b6fd4"), strict=True):
        save_user_snek(a_snek(name, colour))
    app = App(headless=True, size=SMALL)
    app.start(MainMenuScene(app))
    driver = Driver(app)
    driver.step()
    driver.click_button("Snek")
    driver.click_button("Battle")
    assert isinstance(app.top, BattleSetup)
    for label in ("+ Wilhelmina", "+ WWWW", "+ Wilhelmina", "+ WWWW", "+ Coiler", "+ Hunter"):
        driver.click_button(label)
        driver.step()
    lineup = [button.text for button in driver.buttons() if button.text.endswith("×")]
    assert len(lineup) == 8
    for name in LONG_NAMES:
        assert lineup.count(f"{name}  ×") == 2, lineup  # whole, not "WWWWWWWWWW…  ×"
    assert layout_faults(app) == []  # nothing cut, shortened or drawn over
    setup = app.top
    seed = next(control.element for control in setup.form.controls if control.key == "seed")
    assert seed.get_text() == str(setup.seed) and entry_shows_whole(seed)
    driver.move(driver.button(f"{LONG_NAMES[1]}  ×").rect.center)  # pointing at a name
    tick(app)
    assert layout_faults(app) == []  # no card of its whole text over the headings


def test_the_editor_name_field_shows_all_sixteen_ws_at_800x600_and_1366x768():
    for size in (SMALL, (1366, 768)):
        app = App(headless=True, size=size)
        editor = ProgramEditorScene(app, a_snek("Draft", "#2e9d4f"))
        app.push(editor)
        tick(app)
        driver = Driver(app)
        driver.replace_text(editor.name_entry, LONG_NAMES[1])
        assert editor.program.name == LONG_NAMES[1]
        assert entry_shows_whole(editor.name_entry), size  # the 16th W was cut at 800×600
        assert layout_faults(app) == [], size
