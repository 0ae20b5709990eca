"""The last evening's Antisocial faults, as a player meets them in the window: the help line
under the title names the keys of the mode now on (it said "M: click mode" while M typed into
a quiz answer), and the move preview says where a snake would halt."""

from __future__ import annotations

import pygame
import pytest
from test_antisocial_issue28 import TWO_QUESTIONS
from test_antisocial_scenes import (
    app,  # noqa: F401  (the fixture)
    humans,
    open_entry,
    press,
    small_session,
    to_movement,
)

from game.antisocial_snake.draw import Picture, TileView
from game.antisocial_snake.entry import MovementScene


def help_text(scene: MovementScene) -> str:
    return " ".join(scene.help_rows)


def test_the_help_line_follows_the_quiz_mode(app, tmp_path):  # noqa: F811
    session = small_session(tmp_path, "quiz", humans(), questions=TWO_QUESTIONS)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    assert "PgDn: click mode" in help_text(scene) and "(PgDn)" in scene.mode_button.text
    press(app, pygame.K_PAGEDOWN)
    assert scene.current_mode == "answers"
    assert "PgDn: back to moves" in help_text(scene)
    assert "M:" not in help_text(scene)
    assert "(PgDn)" in scene.mode_button.text
    press(app, pygame.K_PAGEDOWN)
    assert scene.current_mode == "moves"
    assert "PgDn: click mode" in help_text(scene) and "(PgDn)" in scene.mode_button.text


def test_the_move_preview_says_where_a_snake_halts(app, tmp_path):  # noqa: F811
    """Ann's snake C starts on A1; snake A sits on A3: two steps down halt before A3."""
    session = small_session(tmp_path, "theme", humans())
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_d)
    line = next(text for text, _ in scene.panel_lines() if text.startswith("> C "))
    assert "halts" not in line
    press(app, pygame.K_d)
    line = next(text for text, _ in scene.panel_lines() if text.startswith("> C "))
    assert "halts at step 2 before A3" in line


@pytest.mark.parametrize("apples", [3, 28])
@pytest.mark.parametrize("board_side", [330, 150])
def test_a_direction_tiles_arrow_never_crosses_its_number(app, apples, board_side):  # noqa: F811
    """The ring round the number ran through a two-digit number ("28" read as "2B")."""
    tile = (1, 1)
    colours = tuple(((c, r), "w") for c in range(3) for r in range(3))

    def drawn(number: int, turn: str) -> pygame.Surface:
        view = TileView(3, 3, pygame.Rect(0, 0, board_side, board_side), app.font)
        surface = pygame.Surface((board_side, board_side))
        directions = ((tile, turn),) if turn else ()
        view.draw(surface, Picture(colours, ((tile, number),) if number else (), directions, ()))
        return surface

    plain, bare = drawn(apples, ""), drawn(0, "")
    ink = [
        (x, y)
        for x in range(board_side)
        for y in range(board_side)
        if plain.get_at((x, y)) != bare.get_at((x, y))
    ]
    assert ink  # the number is drawn
    for turn in ("cw", "ccw"):
        turned = drawn(apples, turn)
        assert all(turned.get_at(p) == plain.get_at(p) for p in ink), turn
        arrow = pygame.image.tobytes(drawn(0, turn), "RGB")
        assert arrow != pygame.image.tobytes(bare, "RGB")  # the arrow is there


def test_the_quiz_help_says_what_each_question_takes_and_one_marker_shows(app, tmp_path):  # noqa: F811
    """ "Type a snake's letter" for a question that asks how many halted; and the snake's
    "> " stayed beside the question's."""
    session = small_session(tmp_path, "quiz", humans(), questions=TWO_QUESTIONS)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    press(app, pygame.K_PAGEDOWN)
    assert "Q1: type a snake's letter" in help_text(scene)
    markers = [text for text, _ in scene.panel_lines() if text.startswith(">")]
    assert len(markers) == 1 and markers[0].startswith("> Q1")
    press(app, pygame.K_TAB)
    assert "Q2: type a number" in help_text(scene)
    press(app, pygame.K_PAGEDOWN)
    markers = [text for text, _ in scene.panel_lines() if text.startswith(">")]
    assert len(markers) == 1 and not markers[0].startswith("> Q")


def test_every_quiz_question_shows_how_to_answer_it_up_front(app, tmp_path):  # noqa: F811
    """Issue 28, sixth evening: a question's accepted answers were shown only once the
    player had switched into answering and picked it; every question now says them in the
    moves mode too, and still after PgDn into answers and PgDn back."""
    session = small_session(tmp_path, "quiz", humans(), questions=TWO_QUESTIONS)
    to_movement(session)
    scene = open_entry(app, session, MovementScene)
    letters = ", ".join(scene.board.letters)

    def question_texts() -> list[str]:
        return [text for text, _ in scene.panel_lines() if " answer: " in text]

    for keys in ((), (pygame.K_PAGEDOWN,), (pygame.K_PAGEDOWN,)):
        press(app, *keys)
        first, second = question_texts()
        assert f"(a snake letter: {letters})" in first, first
        assert "(a whole number)" in second, second
    assert scene.current_mode == "moves"
