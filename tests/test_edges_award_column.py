"""Issue 28, game night (Double-edged Edges): the Awards step's Award column showed only "EC"
for a player who also received a Token of Life (all tied: every player gets one, and one of
them is the Elimination Candidate). Every award shows ("ToL 1 · EC"), whole, at 1366×768 and
800×600, no smaller than 12 px. Real event queue; the words read from what was drawn."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.double_edged_edges import events as ev
from game.double_edged_edges.demo import demo_session
from game.double_edged_edges.reveal import RevealScene, chapter_of
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.menu import MainMenuScene
from game.ui.tour import over_menu, resolved


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_player_with_a_token_of_life_who_is_also_the_ec_shows_both(size):
    session = demo_session(seed=4, players=4)
    while session.state.stage == "rounds":  # everyone takes the defaults: all tie at 0
        for seat in range(session.state.players):
            session.submit(seat, None)
        session.advance()
    outcome = resolved(session)  # the bots vote: the awards
    tokens = {e.player for e in outcome.events if isinstance(e, ev.TokensOfLifeGiven)}
    (candidate,) = [
        e.player for e in outcome.events if isinstance(e, ev.EliminationCandidateChosen)
    ]
    assert candidate in tokens
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    reveal = RevealScene(app, session, [chapter_of(outcome)], lambda: None)
    over_menu(app, reveal)
    driver = Driver(app)
    driver.step(2)
    LAYOUT.on = True
    try:
        driver.key(pygame.K_END)  # every award given
        app.frame_wanted = True
        app.tick([], 1 / 60)
        texts = [item for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    awards = [item for item in texts if item.text.startswith("ToL") or item.text == "EC"]
    assert "ToL 1 · EC" in [item.text for item in awards], [i.text for i in awards]
    assert sum(item.text.startswith("ToL 1") for item in awards) == len(tokens)
    columns = [panel._widths[0] for panel, _, _ in reveal.panels]
    for item in awards:  # whole, readable, inside the Award column (never over a name)
        assert not item.shortened and item.size >= 12, item
        assert item.rect.width <= min(columns), (item, columns)


def test_a_long_name_leaves_every_name_of_the_player_table_one_readable_size():
    """At 1366×768 a 16-W name made every name of the player table small; then each name
    took its own size and the 16-W name was the only one at 12 px (game night 7). Now the
    number columns give way, and every name is whole at one size, 14 px or more."""
    from game.ui.tour import LONG_NAMES, table_of

    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    with table_of(4, long_names=True):
        from game.double_edged_edges.tour import _edges_session

        session = _edges_session(4)
    names = list(session.state.names)
    outcome = resolved(session)
    over_menu(app, RevealScene(app, session, [chapter_of(outcome)], lambda: None))
    driver = Driver(app)
    driver.step(2)
    LAYOUT.on = True
    try:
        driver.key(pygame.K_END)
        app.frame_wanted = True
        app.tick([], 1 / 60)
        table = app.top.panel.rect
        sizes = {
            i.text: i.size
            for i in LAYOUT.drawn
            if i.kind == "text" and i.text in names and table.contains(i.rect)
        }
    finally:
        LAYOUT.on = False
    assert LONG_NAMES[0] in names and set(sizes) == set(names), sizes
    assert len(set(sizes.values())) == 1 and min(sizes.values()) >= 14, sizes
