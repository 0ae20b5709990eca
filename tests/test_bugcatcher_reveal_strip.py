"""Issue 28 (Bugcatcher): during the reveal the standings strip says in whole words that the
standings come after it, never a cut sentence ("… shown once the reveal is …"); at 800×600
(round 5) the strip, which only names the players, is left out beside the tall board."""

from __future__ import annotations

import pytest

from game.app import App
from game.screen_tour import show
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.reveal_player import STANDINGS_LATER
from game.ui.standings import seat_marks


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_reveals_standings_strip_is_whole_words(size):
    app = App(headless=True, size=size)
    LAYOUT.on = True
    try:
        show(app, "bugcatcher-reveal")
        reveal = app.top
        session = reveal.session  # the standings as the match flow hands them over
        reveal.show_standings(session.standings(None).public(), seat_marks(session.seats))
        app.tick([], 1 / 60)
        said = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
    strip = [text for text in said if text.startswith("Standings")]
    if size == (800, 600):  # beside the tall board the strip of names gives the log its room
        assert strip == [], strip
        return
    assert strip and all(text in STANDINGS_LATER for text in strip), strip
