"""Issue 28, eighth evening, Tactrics Snakes: what a new player found misleading at 1366×768
and 800×600 with 16-letter names. Driven through pygame's queue and the shell's loop."""

from __future__ import annotations

import pygame
from test_social_small_window import drawn, texts
from test_tactrics_since_last_turn import _end, _game, _turn
from test_tactrics_third_round import _finishable_game

from game.app import App
from game.tactrics.board import CELL_CENTRES, cell_index
from game.tactrics.rules import Action, action_limit, allowed_towers
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

FRAME = 1 / 60


def _news_shown(app: App) -> list[str]:
    items, _ = drawn(app)
    return [text for text in texts(items) if "ringed" in text or "turned" in text]


def test_at_800x600_no_turn_since_the_last_is_left_out_silently():
    """Three long turns since Wilhelmina's last: the panel said two and dropped the third
    (three ringed groups, two lines). Every turn is said, or a line counts the rest."""
    app, driver, game = _game((800, 600))
    heading = ""
    while game.state.turn < 4:  # each turns all the towers it may
        if game.state.player == 1 and not heading:  # the 16-W name's turn heading
            heading = "".join(text for _, text, _ in game.turn_line_parts())
        used: list[int] = []
        for _ in range(action_limit(game.state)):
            tower = next(t for t in allowed_towers(game.state) if t not in used)
            used.append(tower)
            if game.state.player == 3:  # Dan clicks his towers: the pointer
                x, y = game.view.tower_centre(tower)  # stays on his tower after his turn
                driver.click((int(x) + 8, int(y)))
                driver.post(dt=1.0)
            else:
                _turn(driver, game, Action(tower, len(used) % 2 == 0))
        _end(app, driver)
    assert heading in (f"{'W' * 16} to play", f"{'W' * 16} plays"), heading  # a verb, whole
    assert game.state.player == 0 and len(game.turned_lines()) == 3
    others = ("W" * 16, "Maximilianstrudl", "Dan")
    shown = " ".join(_news_shown(app))
    assert all(f"{name} turned" in shown for name in others), shown

    assert game.input.hovered is not None  # where Dan left the pointer: news, not his tower
    assert "Tower " not in " ".join(texts(drawn(app)[0]))

    tower = allowed_towers(game.state)[0]  # pointing at a tower: its line takes two rows
    x, y = game.view.tower_centre(tower)
    driver.move((int(x) + 8, int(y)))
    shown = " ".join(_news_shown(app))
    said = sum(f"{name} turned" in shown for name in others)
    left = 3 - said
    more = f"+{left} more: {left} turn{'s' * (left > 1)} ringed." if said else "3 turns ringed."
    assert said == 3 or more in shown, shown  # the news stays, counted where cut


def test_pointing_at_a_piece_on_the_final_board_says_what_its_group_scores():
    """The final board's footer says "Point at a piece: what its group scores"; pointing
    showed nothing once the game was over."""
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step(FRAME)
    game = _finishable_game(app)
    driver = Driver(app)
    driver.keys(pygame.K_f, pygame.K_y)
    for _ in range(12):
        if game.state.over:
            break
        driver.key(pygame.K_RETURN)
        if isinstance(app.top, ConfirmScene):
            driver.key(pygame.K_y)
    assert game.state.over and app.top is game
    items, _ = drawn(app)
    assert "Point at a piece: what its group scores." in " ".join(texts(items))
    x, y = game.view.point(CELL_CENTRES[cell_index("C3")])
    driver.move((int(x), int(y)))
    shown = " ".join(texts(drawn(app)[0]))
    assert "Red (Ann) piece on tower" in shown and "points" in shown, shown

    driver.key(pygame.K_RETURN)  # the results, then the replay: its log names who once
    driver.click_button("Watch replay")
    for _ in range(3):
        driver.key(pygame.K_RIGHT)
    shown = " ".join(texts(drawn(app)[0]))
    assert "Turn 1: Ann passes (no action)." in shown, shown
    assert "Turn 1 (Ann)" not in shown


def test_the_panel_says_extra_turns_and_spent_actions_one_way():
    """ "2 extra turns left" beside "extra turn 1 of 2"; "Ann may turn it" with no actions
    left; "Ann may not: they have no piece there"."""
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step(FRAME)
    game = _finishable_game(app)
    driver = Driver(app)
    driver.keys(pygame.K_f, pygame.K_y)  # Ann calls: Bob's extra turn 1 of 2
    shown = " ".join(texts(drawn(app)[0]))
    assert "extra turns left" not in shown, shown
    assert "extra turn 1 of 2 now" in shown and "extra turn 1 of 2 next" in shown, shown
    assert "(extra turn 1 of 2)" in shown  # the log's banner, in the same words
    assert "Outlines: white, a snake that scores; dashed, a snake without a head" in shown
    actions = action_limit(game.state)
    for _ in range(actions):
        towers = allowed_towers(game.state)
        x, y = game.view.tower_centre(towers[0])
        driver.click((int(x) + 8, int(y)))
        driver.post(dt=1.0)
    assert game.state.actions_taken == actions
    tower = allowed_towers(game.state)[0]
    x, y = game.view.tower_centre(tower)
    driver.move((int(x) + 8, int(y)))
    shown = " ".join(texts(drawn(app)[0]))
    assert "Bob could turn it, but has no actions left this turn." in shown, shown
    assert "Bob may turn it" not in shown


def test_a_tower_turned_three_times_is_counted_in_words():
    from game.tactrics.play import _tower_counts

    turns = [Action(17, True)] * 3 + [Action(5, False)]
    assert _tower_counts(turns, True) == "17 clockwise three times, 5 anticlockwise"
    assert _tower_counts(turns, False) == "17 three times, 5 once"
