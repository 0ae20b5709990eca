"""Issue 28 (Double-edged Edges' guided match, third round): the guide speaks from Ann's real
purse. After she bets (and loses) her only garnet in round 3, the bet lesson does not tell her
to press + on a garnet she no longer holds, no note says her garnet is still hers, and the
farewell counts the bet she made. Driven through the real event queue."""

from __future__ import annotations

import pygame
from test_edges_guide_praise import play_the_guide

from game.double_edged_edges.tutorial import TutorialFlowScene


def guide_messages(keys: dict[int, tuple[int, ...]]) -> tuple[TutorialFlowScene, list]:
    """Every message the guide shows, as (title, text), through to its farewell."""
    shown: list[tuple[str, str]] = []
    flow, _ = play_the_guide(keys, shown)
    return flow, shown


def test_a_garnet_lost_in_round_3_is_not_offered_again_in_round_4():
    flow, shown = guide_messages(
        {
            1: (pygame.K_TAB,),
            2: (pygame.K_LEFT, pygame.K_UP),
            3: (pygame.K_LEFT, pygame.K_UP, pygame.K_PLUS),
            4: (pygame.K_LEFT,),
        }  # fmt: skip
    )
    third = flow.session.state.results[2]
    assert third.submissions[0].bet == 1 and third.pushed_off[0] is None  # bet and lost
    lesson = next(text for title, text in shown if title == "Round 4: a bet")
    assert "You hold a garnet" not in lesson and "Press + to bet" not in lesson
    assert "1 garnet in round 3" in lesson and "no garnet now" in lesson
    assert not any("still yours" in text for _, text in shown)
    title, farewell = shown[-1]
    assert "a bet of 1 garnet in round 3" in farewell
    still = farewell.partition("Still to try")[2]
    assert "a bet" not in still


def test_a_held_garnet_not_bet_is_named_as_still_held():
    flow, shown = guide_messages(
        {
            1: (pygame.K_TAB,),
            2: (pygame.K_LEFT, pygame.K_UP),
            3: (pygame.K_LEFT,),
            4: (pygame.K_LEFT,),
        }  # fmt: skip
    )
    lesson = next(text for title, text in shown if title == "Round 4: a bet")
    assert "You hold a garnet. Press + to bet" in lesson
    held = flow.session.state.garnets[0]
    note = next(text for title, text in shown if "You bet nothing" in text)
    assert ("your garnet is still yours" if held == 1 else f"you still hold {held}") in note
    assert "a bet" in shown[-1][1].partition("Still to try")[2]
