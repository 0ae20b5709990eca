"""Game night: the battle setup's seed field dropped letters in silence and an emptied seed
played as 0 without a word."""

from __future__ import annotations

import pygame

from game.app import App
from game.snek.scene import EMPTY_SEED, BattleSetup
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT


def drawn_texts(app: App) -> str:
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        app.step()
        return " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)
    finally:
        LAYOUT.on = False


def test_the_seed_field_says_what_it_leaves_out_and_what_an_empty_seed_plays():
    app = App(headless=True, size=(800, 600))
    scene = BattleSetup(app)
    app.push(scene)
    app.step()
    driver = Driver(app)
    entry = next(c.element for c in scene.form.controls if c.key == "seed")
    driver.replace_text(entry, "12ab", finish=False)
    assert entry.get_text() == "12" and scene.seed == 12
    assert scene.notice == 'The seed takes digits only: "b" left out.'
    assert "digits only" in drawn_texts(app)
    driver.key(pygame.K_BACKSPACE)
    driver.key(pygame.K_BACKSPACE)
    assert entry.get_text() == "" and scene.seed == 0
    assert scene.notice == EMPTY_SEED
    assert EMPTY_SEED in drawn_texts(app)
    driver.type_text("7")
    assert scene.seed == 7 and scene.notice != EMPTY_SEED
