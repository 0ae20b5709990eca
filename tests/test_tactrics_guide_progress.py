"""Issue 28, Tactrics Snakes' guided game as a new player scored it 7/10: the last step,
"Grow a snake", suggested the reverse of the turn just made ("]" then "[" on tower 1, for
ever), and the guide moved the player's selection to its next suggestion after each action,
so `[` pressed three times turned towers 7, 4 and 1."""

from __future__ import annotations

import pygame
from test_social_small_window import drawn, texts
from test_tactrics_fourth_round import _guide_title, _guided, _select, _settle

from game.tactrics.rules import FINISH_SNAKE_LENGTH, Action, longest_snake
from game.ui.dialogs import ConfirmScene


def _guide_words(app) -> str:
    return " ".join(texts(drawn(app)[0]))


def test_following_the_grow_step_never_undoes_a_turn_and_reaches_a_finish():
    """Every ringed turn is made as the guide says (select by its key, then ] or [); none
    takes back the turn before, and the guide leads to a snake of 4 and its finish step."""
    app, driver, game = _guided()
    _settle(app, driver, game)
    grow_seen = False
    for _ in range(120):
        title = _guide_title(app)
        if game.state.over or title.startswith("Guide 4 of 4: Call a finish"):
            break
        grow_seen = grow_seen or title == "Guide 4 of 4: Grow a snake"
        action = game.board_marks().hint
        if action is None:
            if title == "Guide 4 of 4: Grow a snake":
                assert "a finish needs 4" in _guide_words(app)  # says plainly what to aim for
            driver.key(pygame.K_RETURN)
            if isinstance(app.top, ConfirmScene):
                driver.key(pygame.K_y)
            _settle(app, driver, game)
            continue
        draft = game.session.match.draft
        if draft:
            assert action != Action(draft[-1].tower, not draft[-1].clockwise), title
        _select(driver, action.tower)
        driver.key(pygame.K_RIGHTBRACKET if action.clockwise else pygame.K_LEFTBRACKET)
        _settle(app, driver, game)
    del grow_seen  # the build step's plan (a whole turn searched) may reach 4 without it
    assert _guide_title(app).startswith("Guide 4 of 4: Call a finish")
    colour = game.state.colours[0]
    assert longest_snake(game.state.board, colour) >= FINISH_SNAKE_LENGTH


def test_the_guide_rings_its_suggestion_and_never_moves_the_selection():
    """The player's selection stays on the tower they chose; the guide names the key that
    selects its ringed tower, and `[` pressed again turns the same tower again."""
    app, driver, game = _guided()
    _settle(app, driver, game)
    assert _guide_title(app) == "Guide 1 of 4: Turn a tower"
    chosen = game.input.selected
    action = game.board_marks().hint
    assert action is not None and action.tower != chosen  # the ring is not the selection
    assert f"select it (key {action.tower})" in _guide_words(app)
    turned = []
    for _ in range(40):  # on through the guide, turning what it rings
        action = game.board_marks().hint
        if game.state.over or len(turned) >= 6:
            break
        if action is None:
            driver.key(pygame.K_RETURN)
            if isinstance(app.top, ConfirmScene):
                driver.key(pygame.K_y)
            _settle(app, driver, game)
            continue
        _select(driver, action.tower)
        key = pygame.K_RIGHTBRACKET if action.clockwise else pygame.K_LEFTBRACKET
        driver.key(key)
        _settle(app, driver, game)
        assert game.input.selected == action.tower  # not moved to the next suggestion
        turned.append(action.tower)
        after = game.board_marks().hint
        if after is not None and after.tower != action.tower:
            assert "ringed and selected" not in _guide_words(app)
            assert f"select it (key {after.tower if after.tower < 10 else 1})" in (
                _guide_words(app)
            )
    assert len(turned) >= 3
