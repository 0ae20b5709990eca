"""Two sneks with one name: the editor refuses the second at save (naming the file that has
the name), and older files that share a name are labelled by their file, the same in every
list, battle and tournament."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.snek.program import Program
from game.snek.program_editor import ProgramEditorScene, SnekListScene
from game.snek.samples import (
    load_samples,
    load_user_sneks,
    save_user_snek,
)
from game.snek.scene import BattleSetup
from game.snek.tournament_view import TournamentScene
from game.ui import theme
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.monkey import key_event, tick
from tests.test_snek_window import drawn_texts

NAME = "Wilhelmina Woods"


@pytest.fixture
def app() -> App:
    return App(headless=True)


def a_snek(name: str, colour: str) -> Program:
    sample = load_samples()[0][1]
    return Program(name, sample.patterns, colour)


def press(app: App, key: int, mod: int = 0) -> None:
    Driver(app).post(key_event(key, mod))


def click(app: App, label: str) -> None:
    driver = Driver(app)
    driver.click_button(label)
    driver.step()


def two_older_sneks_of_one_name() -> None:
    """As an older editor left them: the first made, then a second of the same name."""
    first = save_user_snek(a_snek(NAME, "#2e9d4f"))
    second = save_user_snek(a_snek(NAME, "#3b6fd4"))
    assert (first.name, second.name) == ("wilhelmina-woods.toml", "wilhelmina-woods-2.toml")


def test_saving_a_second_snek_of_a_taken_name_is_refused_naming_the_file(app):
    save_user_snek(a_snek(NAME, "#2e9d4f"))
    editor = ProgramEditorScene(app, a_snek("wilhelmina  WOODS", "#3b6fd4"))
    app.push(editor)
    tick(app)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert editor.notice.startswith("Not saved")
    assert "wilhelmina-woods.toml" in editor.notice
    assert f'already "{NAME}": choose another name' in editor.notice  # the file's spelling
    assert "wilhelmina-woods.toml" in drawn_texts(app)
    assert len(load_user_sneks()[0]) == 1


def test_saving_a_snek_again_under_its_own_name_still_works(app):
    path = save_user_snek(a_snek(NAME, "#2e9d4f"))
    editor = ProgramEditorScene(app, a_snek(NAME, "#2e9d4f"), path)
    app.push(editor)
    tick(app)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert editor.notice.startswith("Saved as wilhelmina-woods.toml")


def test_older_same_named_sneks_get_their_files_label_in_the_list(app):
    two_older_sneks_of_one_name()
    app.push(SnekListScene(app))
    tick(app)
    driver = Driver(app)
    labels = [button.text for button in driver.buttons() if button.text.startswith("Edit")]
    assert labels == [f"Edit: {NAME} #2", f"Edit: {NAME}"]


def test_older_same_named_sneks_keep_their_files_label_in_battle_whatever_the_order(app):
    """The second file's snek is "#2" even when it is put in the lineup first."""
    two_older_sneks_of_one_name()
    setup = BattleSetup(app)
    app.push(setup)
    tick(app)
    click(app, f"+ {NAME} #2 · mine")
    click(app, f"+ {NAME} · mine")
    click(app, "1. ")  # the two sneks the setup starts with leave the lineup
    click(app, "1. ")
    click(app, "Start battle")
    session = app.top.session
    assert session.names == (f"{NAME} #2", NAME)
    assert [p.colour for p in session.programs] == ["#3b6fd4", "#2e9d4f"]


def test_older_same_named_sneks_keep_their_files_label_in_a_tournament(app):
    two_older_sneks_of_one_name()
    scene = TournamentScene(app)
    app.push(scene)
    tick(app)
    labels = [choice.program.name for choice in scene.choices if choice.own]
    assert labels == [f"{NAME} #2", NAME]  # listed as the files sort
    assert [choice.path.name for choice in scene.choices if choice.own] == [
        "wilhelmina-woods-2.toml",
        "wilhelmina-woods.toml",
    ]


def test_the_lineup_at_800x600_shows_a_16_letter_name_whole_and_every_remove_mark():
    """Game night at 800×600: "3. Wilhelmina Wo…" and "5. WWWWWWWW…", their "×" hidden."""
    save_user_snek(a_snek(NAME, "#2e9d4f"))
    save_user_snek(a_snek("W" * 16, "#3b6fd4"))
    app = App(headless=True, size=(800, 600))
    app.push(BattleSetup(app))
    tick(app)
    for label in (f"+ {NAME}", "+ WWWW", f"+ {NAME}", "+ WWWW", "+ Coiler", "+ Hunter", "+ Coward"):
        click(app, label)
    driver = Driver(app)
    lineup = [b for b in driver.buttons() if b.text.endswith("×")]
    assert len(lineup) == 9  # every lineup row still says it takes its snek out
    assert [b.text for b in lineup].count(f"{NAME}  ×") == 2
    assert driver.button("Start battle").is_enabled


def test_the_note_that_a_snek_plays_another_colour_is_not_drawn_as_an_error():
    save_user_snek(a_snek(NAME, "#2e9d4f"))  # green, like a sample in the lineup below
    app = App(headless=True, size=(800, 600))
    setup = BattleSetup(app)
    app.push(setup)
    tick(app)
    for label in ("+ Tail Chaser", f"+ {NAME}"):
        click(app, label)
    assert "plays" in setup.notice or "like" in setup.notice
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        lines = [i for i in LAYOUT.drawn if i.kind == "text" and len(i.text) > 8]
        lines = [line for line in lines if line.text in setup.notice]
    finally:
        LAYOUT.on = False
    assert lines
    for line in lines:
        area = app.screen.subsurface(line.rect)
        size = area.get_size()
        colours = {tuple(area.get_at((x, y)))[:3] for x in range(size[0]) for y in range(size[1])}
        assert theme.DANGER not in colours and theme.TEXT in colours


def test_an_own_snek_may_not_take_a_samples_name(app):
    """Game night: an own "Hunter" made the sample "Hunter #2", and How to play's "#2 = a
    second copy" was false. The editor refuses a sample's name at save, naming the sample;
    renamed, it saves."""
    editor = ProgramEditorScene(app, a_snek("hunter", "#3b6fd4"))
    app.push(editor)
    tick(app)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert editor.notice.startswith('Not saved: "hunter" is a sample snek')
    assert "sample snek" in drawn_texts(app)
    assert load_user_sneks()[0] == []
    Driver(app).replace_text(editor.name_entry, "Hunter Two")
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert editor.notice.startswith("Saved as hunter-two.toml")
