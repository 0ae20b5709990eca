"""Issue 28, third round, Tactrics Snakes' guided game: clicking exactly the towers the last
step ringed (4, 5, 1, 7) used all four actions and ended at a 2-piece snake, while the player
then built 4 pieces by hand in 3 actions; and a fresh turn with 4 of 4 actions said "No turn
left this turn grows it". The guide now searches every order of the turn's actions left."""

from __future__ import annotations

import random

import pygame
import pytest
from test_social_small_window import drawn, texts
from test_tactrics_fourth_round import _guide_title, _guided, _select, _settle

from game.tactrics.bot_value import colour_bits, snake_summary
from game.tactrics.guide_plan import actions_left
from game.tactrics.rules import (
    GameState,
    act,
    colour_score,
    legal_actions,
    longest_snake,
    snakes,
)
from game.ui.dialogs import ConfirmScene


def _longest_reachable(state: GameState) -> int:
    """The longest snake any order of the actions left reaches, by the rules alone."""
    colour = state.colours[state.player]
    best = longest_snake(state.board, colour)
    layer, seen = [state], {state.board}
    for _ in range(actions_left(state)):
        grown = []
        for each in layer:
            for action in legal_actions(each):
                after = act(each, action)[0]
                if after.board not in seen:
                    seen.add(after.board)
                    best = max(best, longest_snake(after.board, colour))
                    grown.append(after)
        layer = grown
    return best


def _words(app) -> str:
    return " ".join(texts(drawn(app)[0]))


def _end_turn(app, driver, game) -> None:
    driver.key(pygame.K_RETURN)
    if isinstance(app.top, ConfirmScene):
        driver.key(pygame.K_y)
    _settle(app, driver, game)


def test_following_the_rings_of_a_turn_reaches_the_longest_snake_the_turn_allows():
    """Through the window's keys: each turn the guide builds or grows in, its rings taken
    exactly end the turn at the longest snake any order of that turn's actions reaches, and
    it never says nothing grows the snake while a longer one is in reach."""
    app, driver, game = _guided()
    _settle(app, driver, game)
    checked = 0
    for _ in range(12):
        if game.state.over or _guide_title(app).startswith("Guide 4 of 4: Call a finish"):
            break
        if game.guide_step() not in ("snake", "grow") or game.state.actions_taken:
            if game.board_marks().hint is None:
                _end_turn(app, driver, game)
            else:
                action = game.board_marks().hint
                _select(driver, action.tower)
                driver.key(pygame.K_RIGHTBRACKET if action.clockwise else pygame.K_LEFTBRACKET)
                _settle(app, driver, game)
            continue
        reachable = _longest_reachable(game.state)
        colour, turn = game.state.colours[0], game.state.turn
        if game.board_marks().hint is None:
            assert reachable <= longest_snake(game.state.board, colour), _words(app)
        while game.state.turn == turn and (action := game.board_marks().hint) is not None:
            assert "No order" not in _words(app)
            _select(driver, action.tower)
            driver.key(pygame.K_RIGHTBRACKET if action.clockwise else pygame.K_LEFTBRACKET)
            driver.post()
        assert longest_snake(game.state.board, colour) == reachable
        checked += 1
        _end_turn(app, driver, game)
    assert checked >= 1
    assert _guide_title(app).startswith("Guide 4 of 4: Call a finish")  # a snake of 4 made


def test_a_fresh_turn_never_says_nothing_grows_the_snake_while_one_grows_it():
    """The grow step's words follow the search: a count of tower turns and the snake they
    make, or (only when the search found none) that no order of the turns left does."""
    app, driver, game = _guided()
    _settle(app, driver, game)
    game.done.update({"turn", "end", "snake"})
    driver.post()
    assert _guide_title(app) == "Guide 4 of 4: Grow a snake"
    words = _words(app)
    colour = game.state.colours[0]
    if _longest_reachable(game.state) > longest_snake(game.state.board, colour):
        assert "tower turn" in words and "this turn make" in words
        assert "No order" not in words and "No turn" not in words
    else:
        assert "No order of your" in words


def test_the_quick_snake_count_agrees_with_the_rules():
    """The search's bit-set count of longest snake, score and pieces in snakes is the rules'
    own on random boards."""
    rng = random.Random(5)
    app, _, game = _guided()
    board = list(game.state.board)
    for _ in range(300):
        rng.shuffle(board)
        for colour in game.state.colours:
            expected = (
                longest_snake(tuple(board), colour),
                colour_score(tuple(board), colour).total,
                sum(len(snake.cells) for snake in snakes(tuple(board), colour)),
            )
            assert snake_summary(*colour_bits(tuple(board), colour)) == expected


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_guide_prompt_keeps_clear_of_its_box_border(size):
    """At 1366×768 the last row's descenders touched the guide box's border."""
    app, driver, game = _guided(size)
    _settle(app, driver, game)
    game.done.update({"turn", "end"})
    driver.post()
    items, _ = drawn(app)
    box = game.panel_rects()[0]
    _, words = game.guide_text(game.guide_step())
    rows = [
        item
        for item in items
        if item.kind == "text" and item.text and item.text in words and box.contains(item.rect)
    ]
    assert rows, words
    assert max(item.rect.bottom for item in rows) <= box.bottom - 4
    assert min(item.size for item in rows) >= 12
