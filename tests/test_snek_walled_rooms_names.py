"""Game night at 800×600: nine sneks on Walled rooms (40×40) cut "WWWWWWWWWWWWWWWW" in the
table (during the battle and at round 1000) and lost the why key's last signs ("enemy tail",
"held", "not held", "a rule") off the panel's edge."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.snek.draw import WHY_KEY_ITEMS
from game.snek.program import Program
from game.snek.replay_view import BattleViewer
from game.snek.samples import load_arenas, load_samples
from game.snek.session import MatchSession
from game.ui.driver import Driver
from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.results import ResultsScene

LONG_NAMES = {2: "Wilhelmina Woods", 3: "W" * 16}


def walled_rooms_viewer(app: App, replay: bool) -> BattleViewer:
    path, arena = next((p, a) for p, a in load_arenas() if a.name == "Walled rooms")
    programs = [program for _, program in load_samples()][:9]
    for number, name in LONG_NAMES.items():
        programs[number] = Program(name, programs[number].patterns, programs[number].colour)
    session = MatchSession.start(path, arena, programs, 4, save=False)
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False, replay=replay)
    app.push(viewer)
    app.step()
    return viewer


def recorded_frame(driver: Driver, key: int) -> tuple[list, list]:
    LAYOUT.on = True
    try:
        driver.key(key)
        texts = [item for item in LAYOUT.drawn if item.kind == TEXT]
        return texts, findings(driver.app)
    finally:
        LAYOUT.on = False


@pytest.mark.parametrize("replay", [False, True])
def test_nine_sneks_on_walled_rooms_at_800x600_keep_names_and_the_why_key_whole(replay):
    app = App(headless=True, size=(800, 600))
    viewer = walled_rooms_viewer(app, replay)
    driver = Driver(app)
    driver.keys(*[pygame.K_RIGHT] * 36)
    texts, faults = recorded_frame(driver, pygame.K_RIGHT)
    assert viewer.round == 37 and viewer.decision() is not None
    shown = [item.text for item in texts]
    for name in LONG_NAMES.values():
        assert name in shown  # whole on one line
    assert [f for f in faults if f.kind in ("shortened", "cut")] == []
    if viewer.tabs.showing("Sneks") and "Why" in viewer.tabs.tabs:  # the replay: under tabs
        texts, faults = recorded_frame(driver, pygame.K_F2)  # F2: the why view's tab
        assert viewer.tabs.current == "Why" and faults == []
    for _, words in WHY_KEY_ITEMS:
        drawn = [item for item in texts if item.text == words]
        assert drawn, words
        assert viewer.why_rect.contains(drawn[-1].rect), words  # inside the panel, whole
    driver.key(pygame.K_END)
    for _ in range(600):
        if viewer.at_end:
            break
        app.step()
    for _ in range(len(viewer.tabs.tabs)):  # back to the sneks' tab (F2 goes round them)
        if viewer.tabs.showing("Sneks"):
            break
        driver.key(pygame.K_F2)
    texts, faults = recorded_frame(driver, pygame.K_UNKNOWN)
    assert viewer.at_end
    shown = [item.text for item in texts]
    for name in LONG_NAMES.values():
        assert any(text.startswith(name) for text in shown), name
    assert [f for f in faults if f.kind in ("shortened", "cut")] == []


def test_the_length_chart_ends_a_snek_out_at_the_length_the_table_gives_it():
    """Game night: a snek out had its line stop at 2 while the table said "1 (out)"."""
    app = App(headless=True, size=(800, 600))
    viewer = walled_rooms_viewer(app, replay=False)
    driver = Driver(app)
    driver.key(pygame.K_END)
    for _ in range(600):
        if viewer.at_end:
            break
        app.step()
    driver.key(pygame.K_RETURN)  # on to the results
    assert isinstance(app.top, ResultsScene)
    results = app.top.results
    out = [n for n, row in enumerate(results.cells) if row[0].endswith("(out)")]
    assert out, "some snek is out by round 1000"
    for snek in out:
        line = [lengths[snek] for lengths in results.history]
        drawn = [length for length in line if length is not None]
        assert results.cells[snek][0] == f"{drawn[-1]} (out)"  # the line ends where the table says
        assert line[len(drawn) :] == [None] * (len(line) - len(drawn))  # and stops there
