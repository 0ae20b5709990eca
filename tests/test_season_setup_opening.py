"""The new season's setup opens without the work a player would wait for: the games' season
parts are imported behind the season list, and the 13 seat rows' buttons draw their hover
and focus looks when shown, not in the setup's first frames (the figures: `python main.py
bench season-screens`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# A fresh program (nothing imported yet): the menu, Season, New season, each by a click.
PLAYER = """
import json, sys, threading
import pygame
from game.app import App
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.setup import SetupScene

app = App(headless=True)
app.start(MainMenuScene(app))
driver = Driver(app)
driver.step(2)
driver.click_button("Season")
driver.step(2)
for thread in threading.enumerate():  # the player reads the season list meanwhile
    if thread.name == "season-preload":
        thread.join(30)
before = set(sys.modules)
driver.click_button("New season")
setup = app.top
queued = [
    button.text
    for button in driver.buttons()
    if button.drawable_shape is not None and button.drawable_shape.states_to_redraw_queue
]
kind = [button for button in driver.buttons() if button.text == "Bot: normal"][-1]
pygame.mouse.set_pos(kind.rect.center)  # the dummy video driver's pointer, for pygame-gui
driver.move(kind.rect.center)
driver.step(3)
hovered = kind.drawable_shape.active_state.state_id
print(json.dumps({
    "setup": isinstance(setup, SetupScene),
    "seats": len(setup.seats),
    "imported": sorted(name for name in set(sys.modules) - before if name.startswith("game.")),
    "queued": queued,
    "hovered": hovered,
}))
"""


def test_a_13_seat_season_setup_opens_with_the_games_imported_and_no_looks_queued(tmp_path):
    home = tmp_path / "home"
    memory = home / "data" / "last-setup"
    memory.mkdir(parents=True)
    colours = [
        "Red",
        "Blue",
        "Green",
        "Yellow",
        "Orange",
        "Purple",
        "Cyan",
        "Magenta",
        "Brown",
        "Pink",
        "Lime",
        "Teal",
        "Grey",
    ]
    seats = ['{ name = "Wilhelmina Woods", colour = "Red" }']
    seats.append('{ name = "WWWWWWWWWWWWWWWW", colour = "Blue" }')
    seats += [
        f'{{ name = "Bot {n}", colour = "{colours[n + 2]}", bot = "normal" }}' for n in range(11)
    ]
    (memory / "season.toml").write_text(
        "format = 1\nseats = [\n" + ",\n".join(seats) + "\n]\n", encoding="utf-8"
    )
    env = dict(os.environ, SERPENTARIUM_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", PLAYER], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["setup"] and seen["seats"] == 13, seen
    assert seen["imported"] == [], "the setup imported what the season list could have"
    assert seen["queued"] == [], "buttons' looks wait to be drawn in the setup's first frames"
    assert seen["hovered"] == "hovered", "a seat's button shows no hover look under the pointer"


def test_add_player_looks_greyed_once_the_click_that_fills_the_table_is_made(user_folders):
    """The 13th seat added by a click: the Add player button, still focused, looks greyed
    (it looked pressable: the focus look covered the greyed one)."""
    import pygame

    from game.app import App
    from game.season.scene import new_season_scene
    from game.ui.driver import Driver
    from game.ui.menu import MainMenuScene

    app = App(headless=True, size=(800, 600))
    try:
        app.start(MainMenuScene(app))
        driver = Driver(app)
        driver.step(2)
        setup = new_season_scene(app)
        app.push(setup)
        driver.step(2)
        while len(setup.seats) < 13:
            driver.click_button("Add player")
        add = driver.button("Add player")
        assert not add.is_enabled
        assert add.drawable_shape.active_state.state_id == "disabled"
        driver.key(pygame.K_TAB)  # the focus moves on and back: still greyed
        driver.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
        assert driver.button("Add player").drawable_shape.active_state.state_id == "disabled"
    finally:
        pygame.quit()
