"""A season hosted from the main menu to its champion by clicks and keys through the real
event queue (issue 29's check): four friends' seats played by bots while the friends still
make every season decision (keep or spend a Token of Life, pick an opponent), the host's
choice of each Main Match after the plan, and the program closed between two sittings."""

from __future__ import annotations

import pygame

from game.app import App
from game.season.ceremony import SeasonResultsScene
from game.season.history import load_history
from game.season.rules import CastMember, SeasonSetup
from game.season.runner import create_season, default_death_match
from game.season.scene import ChoiceScene, SeasonBoardScene
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from tests.test_season_show import PRACTICE, wait_for_bots

FRIENDS = ("Mira", "Fay", "Jo", "WWWWWWWWWWWWWWWW")
QUICK = {"Play bot matches quickly", "Bots play quickly", "Quick"}  # the board's words, long
QUICK |= {"Choose; bots play quickly…", "Bots play quickly…", "Quick…"}  # to short


def new_season() -> None:
    from game.season.listing import seasons_dir

    cast = tuple(CastMember(n, "", "easy", person_decides=True) for n in FRIENDS)
    setup = SeasonSetup("Friday", 4, cast, (PRACTICE,), 0, *default_death_match(), True)
    create_season(seasons_dir() / "friday.toml", setup)


def sitting(size: tuple[int, int], until, decided: list[str]) -> App:
    """Open the season from the main menu's Continue and run it by clicks until `until()`."""
    window = App(headless=True, size=size)
    window.start(MainMenuScene(window))
    driver = Driver(window)
    driver.step(3)
    driver.click_button("Continue (1)")
    driver.click_element(next(b for b in driver.buttons() if b.text.startswith("Friday")))
    driver.step(3)
    for _ in range(2000):
        top = window.top
        if until() or isinstance(top, SeasonResultsScene):
            break
        if isinstance(top, MessageScene):
            driver.key(pygame.K_RETURN)
        elif isinstance(top, ChoiceScene):
            decided.append(top.heading)
            enabled = [b for b in driver.buttons() if b.is_enabled]
            keep = [b for b in enabled if b.text.startswith(("Keep it", "Yes, "))]
            driver.click_element(keep[0] if keep else enabled[0])  # keep; else the first
        elif isinstance(top, SeasonBoardScene):
            quick = [b for b in driver.buttons() if b.text in QUICK]
            if quick:
                driver.click_element(quick[0])
                wait_for_bots(driver)
            else:
                driver.click_element(driver.buttons()[0])  # the next step: a decision
        driver.step(2)
    return window


def test_a_season_hosted_by_clicks_to_its_champion_over_two_sittings(user_folders, monkeypatch):
    from game.season import rules
    from game.season.listing import seasons_dir

    # Bots keep winning tokens, so "until two remain" may run to its 24th episode: six are
    # the same evening (the host's choice after the plan, a champion), in a quarter the time.
    monkeypatch.setattr(rules, "MOST_EPISODES", 6)
    new_season()
    path = seasons_dir() / "friday.toml"
    decided: list[str] = []

    def three_episodes_done() -> bool:
        return len(load_history(path).state.episodes) > 3

    sitting((800, 600), three_episodes_done, decided)
    pygame.quit()  # the evening's first sitting ends: the program is closed
    first = load_history(path).state
    assert not first.over and decided, "nothing was decided by a click in the first sitting"

    window = sitting((1366, 768), lambda: False, decided)
    try:
        state = load_history(path).state
        shown = [b.text for b in Driver(window).buttons()]
        assert isinstance(window.top, SeasonResultsScene), (len(state.episodes), shown)
        assert state.over and state.champion in FRIENDS
        for before, after in zip(first.episodes[:3], state.episodes, strict=False):
            assert (before.main, before.kept, before.picks) == (after.main, after.kept, after.picks)
        assert sum(len(e.saved) for e in state.episodes) == 0  # every EC kept, by a click
        asked = [h for h in decided if h.startswith(FRIENDS)]
        assert any("Elimination Candidate" in h for h in asked)
    finally:
        pygame.quit()
