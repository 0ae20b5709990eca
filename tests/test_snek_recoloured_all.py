"""Issue 28: when a snek joining the lineup moves more than one snek to another colour (a
second Beginner joining Beginner, Cave Dodger, Cave Dodger also moves Cave Dodger #2), the
notice told only the first; it tells every snek recoloured, whole at 800×600. Driven by
clicks through the real event queue."""

from __future__ import annotations

from game.app import App
from game.snek.scene import BattleSetup
from game.ui.layout_record import LAYOUT, TEXT
from tests.test_snek_window import click_button


def test_every_snek_recoloured_by_one_joining_is_told_whole_at_800x600():
    app = App(headless=True, size=(800, 600))
    setup = BattleSetup(app)
    app.push(setup)
    assert [program.name for program in setup.programs()] == ["Beginner", "Cave Dodger"]
    click_button(app, "+ Cave Dodger")
    before = [program.colour for program in setup.programs()]
    LAYOUT.on = True
    try:
        click_button(app, "+ Beginner")
        drawn = [item for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
    after = [program.colour for program in setup.programs()]
    assert before[2] != after[2]  # Cave Dodger #2 moved too, not only the newcomer
    assert "4. Beginner #2 is Yellow like Beginner" in setup.notice
    assert "3. Cave Dodger #2 is Pink like Cave Dodger" in setup.notice
    words = " ".join(item.text for item in drawn)
    assert "Cave Dodger #2 is Pink" in words and "Beginner #2 is Yellow" in words
    assert all(item.size >= 12 and not item.shortened for item in drawn)
