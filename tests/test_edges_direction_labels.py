"""Issue 28 (Double-edged Edges): a push's label beside the tokens is its amount after a
drawn arrowhead ("◀7"), never "L7" / "R3" (read as a second token letter R). A twelve-player
reveal as it plays, through the real event queue."""

from __future__ import annotations

import re

from game.app import App
from game.double_edged_edges.reveal import RevealScene
from game.screen_tour import show
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.tour import table_of


def test_push_labels_are_an_arrowhead_and_the_amount():
    app = App(headless=True, size=(1366, 768))
    with table_of(12):
        show(app, "edges-reveal")
    driver = Driver(app)
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    LAYOUT.on = True
    try:
        pushes = 0
        for _ in range(400):  # the reveal plays: frame by frame
            driver.step()
            texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
            assert not [t for t in texts if re.fullmatch(r"[RL]\d+", t)], texts
            for arrow in reveal.view.arrows_drawn:
                pushes += 1
                assert arrow.label.isdigit()
                assert arrow.label in texts
        assert pushes, "the reveal showed no push"
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
