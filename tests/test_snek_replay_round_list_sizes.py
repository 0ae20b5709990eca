"""Issue 28, a new player's evening: the replay of nine sneks with 16-letter names had no list
of rounds at 800×600 (only the one-line selector), and at 1366×768 a list three rows tall
whose rows said "998. 2 grabs" or "moves only". Now every size keeps a list (under tabs with
the why view where it does not fit under it) and its rows say who grabbed whom. Driven
through the real event queue."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame

from game.app import App
from game.snek import events as ev
from game.snek.replay_view import BattleViewer
from game.snek.samples import load_arenas, load_samples
from game.snek.session import MatchSession
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.replay import LIST_ROW

NAMES = ("Beginner", "Cave Dodger", "Wilhelmina Woods", "WWWWWWWWWWWWWWWW", "Coiler",
         "Coward", "Hunter", "Race Breaker", "Tail Chaser")  # fmt: skip


def long_named_replay(size: tuple[int, int]) -> tuple[App, BattleViewer, Driver]:
    app = App(headless=True, size=size)
    path, arena = next((p, a) for p, a in load_arenas() if p.name == "maze.toml")
    samples = [program for _, program in load_samples()]
    programs = [replace(samples[i], name=name) for i, name in enumerate(NAMES)]
    session = MatchSession.start(path, arena, programs, 4, save=False)
    while session.replay.rounds_played < 40:
        session.replay.play_for(0.05)
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False, replay=True)
    app.push(viewer)
    return app, viewer, Driver(app)


def first_grab(viewer: BattleViewer) -> tuple[int, str]:
    """The first round with a grab, and its row's words as they must begin."""
    replay = viewer.session.replay
    for number in range(1, replay.rounds_played + 1):
        for event in replay.events[number]:
            if isinstance(event, ev.Grabbed):
                names = replay.final.names
                return number, f"{number}. {names[event.snek]} grabbed {names[event.victim]}'s"
    raise AssertionError("no grab in the rounds computed")


def numbered(row: str) -> str:
    """`row` with each snek by its number, as a row says it where the names do not fit."""
    for number, name in sorted(enumerate(NAMES, 1), key=lambda pair: -len(pair[1])):
        row = row.replace(f" {name} ", f" #{number} ").replace(f" {name}'s", f" #{number}'s")
    return row


def drawn_texts(app: App, driver: Driver, click: tuple[int, int] | None = None) -> list[str]:
    LAYOUT.on = True
    try:
        if click is None:
            app.frame_wanted = True
            driver.step()
        else:
            driver.click(click)
        return [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False


def test_at_800x600_the_rounds_share_a_place_with_the_why_view_and_the_sneks():
    app, viewer, driver = long_named_replay((800, 600))
    driver.step()
    # the sneks' table, the why view and the rounds cannot all be whole above the key help
    # (a new player saw the help drawn over the why view's key): they share one place
    assert viewer.tabs.tabs == ["Sneks", "Why", "Rounds"]
    assert max(viewer.why_rect.bottom, viewer.event_list.rect.bottom) <= viewer.help_rect.top
    assert "Beginner" in drawn_texts(app, driver)  # the sneks' table shown first
    number, row = first_grab(viewer)
    tab = viewer.tabs.tab_rects()[2]
    texts = drawn_texts(app, driver, tab.center)
    assert any(text.startswith((row, numbered(row))) for text in texts), texts
    driver.click(viewer.event_list.row_centre(0))
    assert viewer.round == number and not viewer.playing


def test_at_1366x768_the_list_has_more_than_three_rows_and_names_who_grabbed_whom():
    app, viewer, driver = long_named_replay((1366, 768))
    driver.step()
    rows = viewer.round_list
    assert not viewer.tabs.tabs and rows.visible >= 5, rows.rect
    assert rows.rect.bottom <= viewer.help_rect.top
    number, row = first_grab(viewer)
    while viewer.round < number + 2:  # the list follows the round shown
        driver.key(pygame.K_RIGHT)
    driver.click(rows.row_centre(number - 1))  # row 0 is round 1
    assert viewer.round == number
    texts = drawn_texts(app, driver)
    assert any(text.startswith(row) for text in texts), texts
    shown = [text for text in texts if text[:1].isdigit() and ". " in text]
    assert len(shown) >= 5
    said_who = [t for t in shown if " grabbed " in t or t.endswith(("out", "stuck", "no grab"))]
    assert said_who == shown and not [t for t in shown if re.search(r"\b\d+ grabs?\b", t)]
    assert rows.rect.height >= LIST_ROW * 5
