"""At 800×600 every snek of the tournament's and the battle setup's lists, and every row of
the tournament's standings, is reached by the mouse wheel and the keys (real events)."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.paths import LEVELS, user_levels_dir
from game.snek.program import Program
from game.snek.samples import load_samples, save_user_snek
from game.snek.scene import BattleSetup
from game.snek.tournament_view import TournamentScene
from game.ui.driver import Driver

SMALL = (800, 600)
SHIPPED_ARENAS = LEVELS / "snek" / "arenas"


def shown_sneks(scene) -> list[int]:
    return sorted(int(c.key[4:]) for c in scene.form.controls if c.key.startswith("snek"))


def two_own_sneks() -> None:
    """The player's two sneks besides the ten samples: twelve, as the player had."""
    sample = load_samples()[0][1]
    for name in ("Mine One", "Mine Two"):
        save_user_snek(Program(name, sample.patterns, sample.colour))


def tournament() -> tuple[App, TournamentScene, Driver]:
    two_own_sneks()
    app = App(headless=True, size=SMALL)
    scene = TournamentScene(app)
    app.push(scene)
    app.step()
    return app, scene, Driver(app)


def test_the_tournament_snek_list_scrolls_by_wheel_to_its_last_snek():
    app, scene, driver = tournament()
    count = len(scene.choices)
    assert len(shown_sneks(scene)) < count  # the list does not fit at 800×600
    driver.wheel(scene.columns()[0].center, -count)  # down as far as it goes
    assert shown_sneks(scene)[-1] == count - 1
    last = next(c.element for c in scene.form.controls if c.key == f"snek{count - 1}")
    driver.click_element(last)  # the last snek can be left out
    assert count - 1 not in scene.chosen
    driver.wheel(scene.columns()[0].center, count)
    assert shown_sneks(scene)[0] == 0


def test_down_arrow_walks_every_snek_and_the_list_follows_the_highlight():
    app, scene, driver = tournament()
    scene.form.focus_key("snek0")
    for index in range(1, len(scene.choices)):
        driver.key(pygame.K_DOWN)
        assert scene.form.current.key == f"snek{index}"
        assert index in shown_sneks(scene)  # in view
    driver.key(pygame.K_RETURN)
    assert len(scene.choices) - 1 not in scene.chosen
    driver.key(pygame.K_PAGEUP)
    driver.key(pygame.K_PAGEUP)
    assert scene.form.current.key == "snek0" and 0 in shown_sneks(scene)
    driver.key(pygame.K_PAGEDOWN)
    driver.key(pygame.K_PAGEDOWN)
    assert scene.form.current.key == f"snek{len(scene.choices) - 1}"


def quick_arena() -> None:
    """The open field as a player's arena of 30 rounds: the 132 battles of twelve sneks end
    in about 4,000 rounds (about 78,000 on the Maze: 47 s of this test under load)."""
    text = (SHIPPED_ARENAS / "open.toml").read_text()
    text = text.replace('name = "Open field"', 'name = "Quick pit"\nrounds = 30')
    folder = user_levels_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "quick-pit.toml").write_text(text)


def test_the_tournament_standings_scroll_by_wheel_to_the_last_place():
    quick_arena()
    app, scene, driver = tournament()
    assert len(scene.chosen) == len(scene.choices) > 10
    driver.click_button("[ ] Quick pit (yours)")
    driver.click_button("[x] Maze")
    assert [scene.arenas[index][1].name for index in scene.chosen_arenas] == ["Quick pit (yours)"]
    driver.click_button("Start")
    for _ in range(20000):
        app.step()
        if not scene.running:
            break
    assert scene.run.finished
    app.step()
    names = [standing.name for standing in scene.run.result.table()]
    assert len(scene.standing_rows()) < len(names)  # not all fit
    driver.wheel(scene.standings_rect().center, -len(names))
    assert scene.standing_rows()[-1][1] == names[-1]
    driver.wheel(scene.standings_rect().center, len(names))
    assert scene.standing_rows()[0][1] == names[0]


def test_the_battle_setup_snek_list_scrolls_by_wheel():
    two_own_sneks()
    app = App(headless=True, size=SMALL)
    setup = BattleSetup(app)
    app.push(setup)
    app.step()
    driver = Driver(app)
    count = len(setup.choices)
    assert len(shown_sneks(setup)) < count
    driver.wheel(setup.columns()[0].center, -count)
    assert shown_sneks(setup)[-1] == count - 1
    driver.wheel(setup.columns()[0].center, count)
    assert shown_sneks(setup)[0] == 0
