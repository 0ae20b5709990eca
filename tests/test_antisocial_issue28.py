"""Issue 28's Antisocial Snake faults, each as a player meets it in the window: the key lists
only what the board holds, direction tiles stay in sight over bodies, the quiz's refusal is
readable, results name the seats by their own marks, one twist counter, Bidding says where
moved chips came from, a head under framed apples keeps its size, move entry previews the
apples on the way."""

from __future__ import annotations

import pygame
import pytest
from antisocial_helpers import placement
from test_antisocial_scenes import (
    app,  # noqa: F401  (the fixture)
    humans,
    open_entry,
    press,
    small_session,
    to_movement,
)

from game.antisocial_snake.draw import Picture, SnakePicture, TileView
from game.antisocial_snake.entry import MovementScene, PlacementScene
from game.ui import theme


def legend_words(scene) -> list[str]:
    return [entry.words for entry in scene.legend.entries]


@pytest.mark.parametrize("variation", ["theme", "redirect", "elemental"])
def test_the_key_lists_only_what_the_board_holds(app, tmp_path, variation):  # noqa: F811
    """The small board has red, blue and white tiles only: no yellow, no black, no direction
    tiles but on Redirect, elements only on Elemental, no halt octagon before any halt."""
    session = small_session(tmp_path, variation, humans())
    scene = open_entry(app, session, PlacementScene)
    words = legend_words(scene)
    assert not any("yellow" in w or "green" in w or "black" in w for w in words)
    assert not any("octagon" in w for w in words)
    assert any(w.startswith("red tile") for w in words)
    assert any("fire" in w for w in words) == (variation == "elemental")
    assert any("clockwise" in w for w in words) == (variation == "redirect")


def test_a_direction_tile_shows_over_the_body_that_took_it(app):  # noqa: F811
    tile = (1, 1)
    colours = tuple(((c, r), "y") for c in range(3) for r in range(3))
    snake = SnakePicture("A", "y", ((1, 0), (1, 1), (2, 1)))

    def white_pixels(directions) -> int:
        view = TileView(3, 3, pygame.Rect(0, 0, 330, 330), app.font)
        surface = pygame.Surface((330, 330))
        view.draw(surface, Picture(colours, (), directions, (snake,)))
        rect = view.cell_rect(tile)
        return sum(
            tuple(surface.get_at((x, y)))[:3] == theme.WHITE
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        )

    assert white_pixels(((tile, "cw"),)) > white_pixels(()) + 40


def panel_texts(scene) -> list[str]:
    return [text for text, _ in scene.panel_lines()]


def test_one_twist_counter_says_what_it_counts(app, tmp_path):  # noqa: F811
    session = small_session(tmp_path, "theme", humans(), twist_cap=2)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_DOWN, pygame.K_RIGHT)
    texts = panel_texts(scene)
    assert "Twists used: 1 of 2 (all your snakes)" in texts
    assert not any("twists" in text for text in texts if not text.startswith("Twists used"))


def test_bidding_twists_are_counted_per_snake_of_its_own_allowance(app, tmp_path):  # noqa: F811
    session = small_session(tmp_path, "bidding", humans())
    session.submit(0, placement(["A1", "D1"], bids={"r": 60, "b": 40}))
    session.submit(1, placement(["D3", "A3"], bids={"r": 40, "b": 60}))
    session.advance()
    scene = open_entry(app, session, MovementScene)
    texts = panel_texts(scene)
    assert "Twists: each snake its own, from the bids" in texts
    assert sum(" · twists 0 of " in text for text in texts) == 2


def test_move_entry_shows_the_apples_on_the_way(app, tmp_path):  # noqa: F811
    """Ann's snakes start on A1 and D1; A2 and D2 hold 1 apple each (white: not doubled);
    Bob's snakes sit on A3 and D3, so a second move down halts and halves the 1 to 0."""
    session = small_session(tmp_path, "theme", humans())
    to_movement(session)
    scene = open_entry(app, session, MovementScene)

    def active_line() -> str:
        return next(text for text in panel_texts(scene) if text.startswith("> "))

    assert "on the way" not in active_line()
    press(app, pygame.K_DOWN)
    assert active_line().endswith(": D · on the way: 1 apple"), active_line()
    press(app, pygame.K_DOWN)
    assert active_line().endswith(
        ": DD · on the way: 0 apples · halts at step 2 before A3 (apples halved)"
    ), active_line()


def test_addition_preview_says_the_apples_and_their_digit_sum(app, tmp_path):  # noqa: F811
    """Third evening: "on the way: 2 apples" beside a path through 2, 3, 3, 2 and 1 read as a
    wrong sum; the line gives both the apples and the digit sum they score."""
    session = small_session(tmp_path, "addition", humans(), twist_cap=2)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN)
    line = next(text for text in panel_texts(scene) if text.startswith("> "))
    assert line.endswith(": RRDDD · on the way: 11 apples, digit sum 2"), line


def test_the_bid_buttons_say_where_the_chips_came_from(app, tmp_path):  # noqa: F811
    session = small_session(tmp_path, "bidding", humans())
    scene = open_entry(app, session, PlacementScene)
    press(app, pygame.K_1, pygame.K_PLUS)
    assert dict(scene.entry.bids) == {"r": 55, "b": 45}
    assert "Last change: red +5 chips: 5 from blue" in panel_texts(scene)
    press(app, pygame.K_2, pygame.K_MINUS)
    assert "Last change: blue -5 chips: 5 to red" in panel_texts(scene)


TWO_QUESTIONS = """
[[boards.questions]]
kind = "most_apples"
points = 2
[[boards.questions]]
kind = "halts"
points = 3
"""


def test_a_refused_quiz_answer_is_said_whole_in_the_refusal_colour(app, tmp_path):  # noqa: F811
    session = small_session(tmp_path, "quiz", humans(), questions=TWO_QUESTIONS)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_PAGEDOWN, pygame.K_z, pygame.K_DOWN, pygame.K_2)
    lines = scene.panel_lines()
    refusal = next((text, colour) for text, colour in lines if "not a snake" in text)
    assert refusal[1] == theme.DANGER and refusal[0].startswith("Q1: ")
    answers = [text for text, _ in lines if text.lstrip("> ").startswith("Q")]
    assert answers[0].startswith("Q1 answer: z (a snake letter: ")  # every form up front
    assert answers[2].startswith("> Q2 answer: 2 (")


def test_tab_moves_between_quiz_questions_while_answering(app, tmp_path):  # noqa: F811
    """Tab went to the next snake, so every answer piled up in Q1: while answering, Tab
    (and Shift+Tab back) goes to the next question, as in a form."""
    session = small_session(tmp_path, "quiz", humans(), questions=TWO_QUESTIONS)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_TAB, pygame.K_3)
    assert scene.entry.answers[:2] == ("a", "3")
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    press(app, pygame.K_b)
    assert scene.entry.answers[:2] == ("ab", "3")


def test_an_m_typed_into_a_quiz_answer_says_pgdn_goes_back_to_moves(app, tmp_path):  # noqa: F811
    """A player pressed M to go back to moves (as in the other modes) and met only
    '"dm" is not a snake…': the refusal now says where M went and how to go back."""
    session = small_session(tmp_path, "quiz", humans(), questions=TWO_QUESTIONS)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_PAGEDOWN, pygame.K_d, pygame.K_m)
    assert scene.current_mode == "answers" and scene.entry.answers[0] == "dm"
    refusal = next(text for text, _ in scene.panel_lines() if text.startswith("Q1: "))
    assert "PgDn goes back to moves" in refusal
    press(app, pygame.K_PAGEDOWN)
    assert scene.current_mode != "answers"
