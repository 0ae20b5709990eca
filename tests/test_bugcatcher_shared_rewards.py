"""Issue 28: a shared mission reward says it was shared (the card said +2, the breakdown
"+1 for Sleepy Owl" without why), and the results key says "the fewest fireflies"."""

from __future__ import annotations

from game.bugcatcher import events as ev
from game.bugcatcher.demo import demo_session
from game.bugcatcher.results import match_results
from game.bugcatcher.session import firefly_lines
from game.ui.tour import played_out, resolved


def test_a_shared_reward_in_the_private_breakdown_says_with_how_many_others():
    session = demo_session(seed=1, players=9)
    resolved(session)
    resolved(session)  # the pregame and round 1: all nine completed Sleepy Owl (+2)
    [shared] = [
        e
        for e in session.history.events[-1]
        if isinstance(e, ev.MissionCompleted) and e.mission == "Sleepy Owl"
    ]
    assert len(shared.players) == 9 and shared.reward_each == 1
    [line] = firefly_lines(session.history, 0)
    assert "+1 for Sleepy Owl (split between 9 players: +1 each)" in line, line


def test_the_results_key_names_the_elimination_candidate_by_the_fewest_fireflies():
    results = match_results(played_out(demo_session(seed=1, players=3)), False)
    words = " ".join(str(line) for line in results.awards)
    assert "the fewest fireflies" in words and "least fireflies" not in words


def test_a_mission_card_says_in_words_that_its_reward_is_split():
    """The card said "+2" and a completer then got +1 ("(÷9)" in the breakdown): the card
    says the reward is split between all who complete it in the same round. Opened by
    hovering the card in the real window."""
    import pygame

    from game.app import App
    from game.bugcatcher.entry import RoundEntryScene
    from game.screen_tour import show
    from game.ui.driver import Driver

    app = App(headless=True, size=(1366, 768))
    show(app, "bugcatcher-round-entry")
    driver = Driver(app)
    driver.step(2)
    entry = app.top
    assert isinstance(entry, RoundEntryScene)
    missions = entry.session.state.round_board()
    rect, index = next((rect, index) for rect, index in entry.cards
                       if missions[index].reward >= 2)  # fmt: skip
    driver.move(rect.center)
    driver.step(2)
    whole = app.whole_text_shown or ""
    reward = missions[index].reward
    assert f"Split if several complete it: two get +{-(-reward // 2)} each" in whole
    assert pygame.Rect(0, 0, 1366, 768).contains(entry.board.area)
