"""Issue 28 (Double-edged Edges' guided match): the farewell praises only what happened. A
push-off is praised only when Ann pushed her partner off, naming whom and when; otherwise it
is still to try and the note is not titled "Well done". Driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest
from edges_window_helpers import press, tick

from game.app import App
from game.double_edged_edges.entry import MoveEntryScene
from game.double_edged_edges.tutorial import TutorialFlowScene, tutorial_session
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.menu import MainMenuScene

FAREWELL_TITLES = ("Well done", "The guide is over")


def play_the_guide(
    keys: dict[int, tuple[int, ...]], shown: list[tuple[str, str]] | None = None
) -> tuple[TutorialFlowScene, MessageScene]:
    """The guided match by keys, each round's entry typed from `keys`, to its farewell;
    every message on the way, as (title, text), added to `shown`."""
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    flow = TutorialFlowScene(app, tutorial_session())
    app.push(flow)
    for _ in range(600):
        top = app.top
        if isinstance(top, MessageScene):
            if shown is not None:
                shown.append((top.title, " ".join(top.log.lines)))
            if top.title in FAREWELL_TITLES:
                return flow, top
            press(app, pygame.K_RETURN)
        elif isinstance(top, MoveEntryScene):
            press(app, *keys[flow.session.state.round_number], pygame.K_RETURN)
            if isinstance(app.top, ConfirmScene):
                press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
            tick(app, dt=1.0)
    raise AssertionError(f"no farewell; on top: {type(app.top).__name__}")


def test_a_guide_without_a_push_off_does_not_praise_one():
    flow, farewell = play_the_guide(
        {
            1: (pygame.K_TAB,),
            2: (pygame.K_LEFT, pygame.K_UP),
            3: (pygame.K_LEFT, pygame.K_UP),
            4: (pygame.K_LEFT, pygame.K_PLUS),
        }  # fmt: skip
    )
    assert all(result.pushed_off[0] is None for result in flow.session.state.results)
    made, still = farewell.log.lines[:2]
    assert "push" not in made and "a bet of 1" in made
    assert still.startswith("Still to try") and "a push-off" in still
    assert farewell.title == "The guide is over"


@pytest.mark.parametrize("bet_keys", [(pygame.K_PLUS,), ()])
def test_a_push_off_that_happened_is_praised_by_name_and_round(bet_keys):
    flow, farewell = play_the_guide(
        {1: (pygame.K_TAB,), 2: (pygame.K_TAB, pygame.K_UP), 3: (pygame.K_UP,), 4: bet_keys}
    )
    pushed = [r.number for r in flow.session.state.results if r.pushed_off[0] is not None]
    assert pushed == [2]
    assert "a push-off (Bob in round 2)" in farewell.log.lines[0]
    assert farewell.title == ("Well done" if bet_keys else "The guide is over")


def test_each_round_opens_with_the_partner_picked_the_round_before():
    """Game night 7: the guided match put the partner back to "right" every round, after
    its lesson had Ann pick the player below her."""
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    flow = TutorialFlowScene(app, tutorial_session())
    app.push(flow)
    picked = None
    for _ in range(300):
        top = app.top
        if isinstance(top, MoveEntryScene) and flow.session.state.round_number == 2:
            assert top.entry.partner == picked
            return
        if isinstance(top, MessageScene):
            press(app, pygame.K_RETURN)
        elif isinstance(top, MoveEntryScene):
            press(app, pygame.K_TAB)
            picked = top.entry.partner
            press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
            tick(app, dt=1.0)
    raise AssertionError(f"no round 2 entry; on top: {type(app.top).__name__}")
