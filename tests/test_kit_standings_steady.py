"""Issue 27 (`StandingsStrip.fitted`): Social Snake's entry standings changed their form
between turns (chips with names at 13 px, then 15 px, then short totals at 12 px, then
names again), as the totals grew and the panel's lines above the strip changed. The strip
is now laid out for three-digit totals and its size and form are chosen once per table
and window size, kept while they fit: it changes at most once, when it must, and never
goes back."""

from __future__ import annotations

from game.app import App
from game.social_snake.entry import MoveEntryScene
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.tour import menu_under, table_of


def _strip_as_drawn(app: App, driver: Driver) -> tuple[int, bool, int]:
    """The strip of the entry on screen: its label's size, whether it shows short totals
    (under "apples · garnets"), its height."""
    LAYOUT.on = True
    try:
        driver.step(2)
        texts = [item for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    label = next(item for item in texts if item.text == "Standings")
    short = any(item.text == "apples · garnets" for item in texts)
    return label.size, short, app.top.strip_rect.height


def test_the_entry_standings_keep_their_form_from_turn_to_turn():
    from game.social_snake.tour import _social_session

    app = App(headless=True, size=(1366, 768))
    driver = Driver(app)
    with table_of(8, True):
        session = _social_session(0, "rounds")
    forms = []
    while len(forms) < 9 and not session.finished:
        if session.state.stage == "rounds":
            menu_under(app)
            app.push(MoveEntryScene(app, session, 0, lambda: None))
            forms.append(_strip_as_drawn(app, driver))
        session.let_bots_act()  # the table plays the turn: totals grow
        session.advance()
    changes = [n for n in range(1, len(forms)) if forms[n] != forms[n - 1]]
    assert len(forms) == 9 and len(changes) <= 1, forms
    if changes:  # once it had to change, it keeps the new form
        assert len(set(forms[changes[0] :])) == 1, forms
