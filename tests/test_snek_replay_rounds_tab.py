"""Issue 28, from a new player's evening at 800×600: a replay there had no list of rounds,
only a selector ("Round 20 of 1000 · PgUp/PgDn ±10") that says nothing of what happened.
A Rounds tab beside Sneks / Why lists the rounds where a snek grabbed another's tail (or
went out, or was stuck), each row saying who grabbed whom; a click on a row, or Up/Down and
Enter, goes to that round. Driven through the real event queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.snek import events as ev
from game.snek.replay_view import BattleViewer
from game.snek.samples import load_arenas, load_samples
from game.snek.session import MatchSession
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT

SMALL = (800, 600)


def test_the_rounds_tab_at_800x600_lists_who_grabbed_whom_and_goes_there():
    app = App(headless=True, size=SMALL)
    path, arena = next((p, a) for p, a in load_arenas() if p.name == "maze.toml")
    programs = [program for _, program in load_samples()][:9]
    session = MatchSession.start(path, arena, programs, 4, save=False)
    while not session.replay.finished:
        session.replay.play_for(1.0)
    names, events = session.replay.final.names, session.replay.events
    grabs = [
        (number, event)
        for number in range(1, session.replay.rounds_played + 1)
        for event in events[number]
        if isinstance(event, ev.Grabbed)
    ]
    assert len(grabs) > 3  # the battle has grabs to list
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False, replay=True)
    app.push(viewer)
    driver = Driver(app)
    driver.step()
    assert "Rounds" in viewer.tabs.tabs
    tab = viewer.tabs.tab_rects()[viewer.tabs.tabs.index("Rounds")]
    LAYOUT.on = True
    try:
        driver.click(tab.center)
        texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
    first_round, first = grabs[0]
    row = f"{first_round}. {names[first.snek]} grabbed {names[first.victim]}'s"
    numbered = f"{first_round}. #{first.snek + 1} grabbed #{first.victim + 1}'s"  # too long
    assert any(text.startswith((row, numbered)) for text in texts), texts
    assert not any(text.startswith(f"{first_round - 1}. ") for text in texts)  # only events
    assert any("Enter: that round" in text for text in texts)  # the key help says so
    # keys: Down twice and Enter go to the third eventful round; Enter is not the results
    eventful = sorted({number for number, _ in grabs} | set(viewer.event_list.numbers))
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    assert app.top is viewer and viewer.round == eventful[2] and not viewer.playing
    # a click on the first row goes back to the first grab
    driver.click(viewer.event_list.row_centre(0))
    assert viewer.round == first_round
    # on the Sneks tab Enter still shows the results
    driver.click(viewer.tabs.tab_rects()[0].center)
    driver.key(pygame.K_END)
    for _ in range(50):
        driver.step()
        if viewer.at_end:
            break
    driver.key(pygame.K_RETURN)
    assert app.top is not viewer
