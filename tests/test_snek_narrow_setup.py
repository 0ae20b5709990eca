"""Snek at 800×600 with two 16-letter sneks, through the real event queue: the battle setup's
lineup gives whole names the room (the arena column stacks its parts under each other), the
seed shows whole beside Random, and the program editor's Name field shows all 16 W's."""

from __future__ import annotations

import pygame

from game.app import App
from game.snek.draw import COLOUR_KEY
from game.snek.program import NAME_LIMIT, Program
from game.snek.program_editor import ProgramEditorScene
from game.snek.replay_view import BattleViewer
from game.snek.samples import load_arenas, load_samples, save_user_snek
from game.snek.scene import BattleSetup
from game.snek.session import MatchSession
from game.ui.driver import Driver
from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT, TEXT
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


def test_at_800x600_the_arena_gets_the_room_and_the_sneks_and_why_share_tabs():
    """The 31×31 maze drew at 12 px cells beside a 360 px side column; now the side column
    is as narrow as whole names allow (two lines at 12 px) and its panels take turns."""
    app = App(headless=True, size=SMALL)
    path, arena = next((p, a) for p, a in load_arenas() if len(a.starts) >= 9)
    programs = [program for _, program in load_samples()][:9]
    for number, name in ((2, LONG_NAMES[0]), (3, LONG_NAMES[1])):
        programs[number] = Program(name, programs[number].patterns, programs[number].colour)
    session = MatchSession.start(path, arena, programs, 4, save=False)
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False)
    app.push(viewer)
    driver = Driver(app)
    driver.key(pygame.K_RIGHT)
    assert viewer.view.cell_size >= 13 and viewer.view.area.height >= 440  # was 12 px, 413
    assert viewer.tabs.tabs == ["Sneks", "Why"]
    texts = frame_texts(app)
    assert LONG_NAMES[0] in texts and not any(text.startswith("Why 1.") for text in texts)
    assert "".join(text for text in texts if set(text) == {"W"}) == LONG_NAMES[1]  # 2 lines
    assert layout_faults(app) == []
    LAYOUT.on = True  # the frame F2 paints the why view in (later ones show its image)
    try:
        driver.key(pygame.K_F2)  # the why view, whole, with its key
        texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
        faults = findings(app)
    finally:
        LAYOUT.on = False
    assert any(text.startswith("Why 1.") for text in texts)
    assert all(words in texts for _, words in COLOUR_KEY)
    for shade in ("empty", "wall", "own tail", "enemy tail"):  # every shade the grid paints
        assert shade in texts, shade
    assert faults == []
    driver.click(viewer.tabs.tab_rects()[0].center)  # back by a click
    driver.key(pygame.K_END)
    for _ in range(600):
        app.step()
        if viewer.at_end:
            break
    texts = frame_texts(app)
    assert "Place" in texts and layout_faults(app) == []  # every name whole at the end too
    shown = "".join(text for text in texts if set(text) == {"W"})
    assert shown == LONG_NAMES[1]  # split over two lines, never cut


def frame_texts(app: App) -> list[str]:
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        return [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
