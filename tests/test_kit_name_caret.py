"""A setup name field: a click puts the caret where it was clicked (past the end of the name:
at its end), so typing adds to the name and Backspace deletes from its end; Tab into a name
selects it whole, so typing replaces it. New players met the caret at the start of the name
after any earlier click ("ZBob", Backspace doing nothing)."""

from __future__ import annotations

import pygame
from test_kit_setup_names import entry, kit_setup

from game.ui.driver import Driver


def settled(driver: Driver) -> None:
    driver.step(40, dt=1 / 30)  # more than a double click's time passes


def test_a_click_past_the_end_of_a_name_types_and_deletes_at_its_end():
    app, scene = kit_setup()
    driver = Driver(app)
    for key in ("name1", "name0", "name1"):
        field = entry(scene, key)
        before = field.get_text()
        settled(driver)
        driver.click((field.rect.right - 12, field.rect.centery))
        settled(driver)
        driver.type_text("Z")
        assert entry(scene, key).get_text() == before + "Z"
    driver.key(pygame.K_BACKSPACE)
    driver.key(pygame.K_BACKSPACE)
    assert entry(scene, "name1").get_text() == "Bob"


def test_tab_into_a_name_selects_it_so_typing_replaces_it():
    app, scene = kit_setup()
    driver = Driver(app)
    field = entry(scene, "name0")
    settled(driver)
    driver.click((field.rect.right - 12, field.rect.centery))
    settled(driver)
    for _ in range(len(scene.form.controls)):
        driver.key(pygame.K_TAB)
        if scene.form.current is not None and scene.form.current.key == "name1":
            break
    assert scene.form.current.key == "name1"
    driver.type_text("Wilhelmina Woods")
    assert entry(scene, "name1").get_text() == "Wilhelmina Woods"
