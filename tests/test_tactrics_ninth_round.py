"""Issue 28, Tactrics Snakes with 16-letter names: the panel said a rule's explanation cut
or not at all. The finish line lost whether finishing now scores (800×600), the pointed
tower's line lost its reason beside a bot's four actions, and a refusal with the others'
turns left no room for the pointed piece's group. Each is said whole at both sizes. The
towers the player may turn were marked only by a dark handle; the puzzle footer split "["
from "anticlockwise"; a rules picture gave a player three heads."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from test_social_small_window import drawn, texts
from test_tactrics_rules import layout, line
from test_tactrics_since_last_turn import NAMES, _end, _turn

from game.app import App
from game.tactrics.board import CELL_CENTRES, TOWER_CYCLES, cell_index
from game.tactrics.diagrams import DOES_NOT_COUNT, rules_diagrams
from game.tactrics.draw import HANDLE_RADIUS, RIM, piece_look
from game.tactrics.match import Seat
from game.tactrics.play import GameScene
from game.tactrics.puzzle import load_pack
from game.tactrics.puzzle_scene import PuzzleScene
from game.tactrics.rules import (
    Action,
    action_limit,
    allowed_towers,
    group_verdict,
    is_head,
    parse_piece,
    piece_colour,
    tower_values,
)
from game.tactrics.scene import TactricsMenuScene, start_layout, start_layout_path
from game.tactrics.session import MatchSession
from game.ui import theme
from game.ui.driver import Driver

SIZES = [(800, 600), (1366, 768)]
MAJORITY_TOWER = 6


def _game(size: tuple[int, int], board: tuple[int, ...]) -> tuple[App, Driver, GameScene]:
    app = App(headless=True, size=size)
    app.start(TactricsMenuScene(app))
    driver = Driver(app)
    level = replace(start_layout(4), board=board)
    seats = [Seat(name, colour) for name, colour in zip(NAMES, level.colours, strict=True)]
    game = GameScene(app, MatchSession.start(level, start_layout_path(4), seats, seed=3))
    app.push(game)
    driver.post()
    return app, driver, game


def _whole(app: App) -> str:
    """The frame's text, asserting nothing in it is cut."""
    items, found = drawn(app)
    shown = texts(items)
    assert not [text for text in shown if "…" in text], shown
    assert not [finding for finding in found if finding.kind == "shortened"], found
    return " ".join(shown)


def _point_at_cell(driver: Driver, game: GameScene, cell: int) -> None:
    x, y = game.view.point(CELL_CENTRES[cell])
    driver.move((int(x), int(y)))


@pytest.mark.parametrize("size", SIZES)
def test_the_finish_line_says_whether_finishing_now_scores(size):
    """Maximilianstrudl called; the 16-W player's extra turn 2 of 2: "…for WWWWWWWWWWWWWWWW;…"
    was cut before "finishing now gives no bonus" at 800×600."""
    board = layout(**line("B", "C2 C3 C4 C5"), F7="Yt", A1="Rt", D1="Gt")
    app, driver, game = _game(size, board)
    _end(app, driver)
    _end(app, driver)
    driver.key(pygame.K_f)
    driver.key(pygame.K_y)
    driver.post(dt=1.0)
    for _ in range(5):  # Dan, Wilhelmina, the 16 Ws, Dan, Wilhelmina pass
        _end(app, driver)
    assert game.state.player == 1 and game.state.extra_turns[1] == 1
    shown = _whole(app)
    assert "2 turns ringed" not in shown  # two passes: nothing is ringed
    assert (
        "FINISH called by Maximilianstrudl" in shown and "finishing now gives no bonus" in shown
    ), shown
    assert "extra turn 2 of 2" in shown


def _majority_board() -> tuple[int, ...]:
    """Tower 6 holds two yellow pieces (the 16 Ws) and one red (Wilhelmina); the others'
    pieces lie on towers apart from it."""
    board = [0] * 54
    first, _, third, _, fifth, _ = TOWER_CYCLES[MAJORITY_TOWER - 1]
    board[first], board[third] = parse_piece("Yt"), parse_piece("Yt")
    board[fifth] = parse_piece("Rt")
    apart = [c for t in (13, 17, 19) for c in TOWER_CYCLES[t - 1]]
    for cell, token in zip(apart, ("Yt", "Bt", "Gt", "Rt", "Yt", "Bt", "Gt"), strict=False):
        board[cell] = parse_piece(token)
    return tuple(board)


def _others_turns(app: App, driver: Driver, game: GameScene) -> None:
    """Wilhelmina passes; the 16 Ws turn towers apart from tower 6; the others pass."""
    _end(app, driver)
    for index in range(action_limit(game.state)):
        towers = allowed_towers(game.state)
        tower = next(t for t in towers if not set(TOWER_CYCLES[t - 1]) & set(TOWER_CYCLES[5]))
        _turn(driver, game, Action(tower, index % 2 == 0))
    for _ in range(3):
        _end(app, driver)
    assert game.state.player == 0 and len(game.turned_lines()) == 3


@pytest.mark.parametrize("size", SIZES)
def test_a_pointed_towers_reason_and_a_pointed_pieces_group_are_whole(size):
    """Beside the others' three turns and a refusal of F (no snake of
    four): the pointed tower says why Wilhelmina may not turn it (the 16 Ws' name cut the
    reason), and the pointed piece what its group scores (it did not appear at all). F
    pressed again says its refusal whole: the newer of the two comes first."""
    app, driver, game = _game(size, _majority_board())
    _others_turns(app, driver, game)
    driver.key(pygame.K_f)
    driver.post()
    refusal = "a finish needs a snake of 4 or more pieces."
    assert refusal in _whole(app)

    x, y = game.view.tower_centre(MAJORITY_TOWER)
    driver.move((int(x) + 8, int(y)))
    shown = _whole(app)
    assert f"{'W' * 16} has the majority there (2 against 1)." in shown, shown
    assert "1 turn ringed, 2 passes." in shown or "passed." in shown, shown  # counted

    _point_at_cell(driver, game, TOWER_CYCLES[MAJORITY_TOWER - 1][4])
    shown = _whole(app)
    group = game.pointed_group_text()
    assert group is not None and group in shown, shown
    assert "ringed" in shown  # the news counted, never left out silently

    driver.key(pygame.K_f)
    driver.post()
    assert refusal in _whole(app)


def _rim(game, tower: int) -> tuple[int, int, int]:
    """The colour on a handle's rim, inside the handle (never over a piece)."""
    x, y = game.view.tower_centre(tower)
    radius = HANDLE_RADIUS * game.view.scale
    return tuple(game.app.screen.get_at((int(x + radius - 2), int(y))))[:3]


def test_the_towers_the_player_may_turn_are_rimmed_in_their_colour():
    """A dark handle was the only mark of a tower the player may turn; in a puzzle empty
    towers had dark handles too. A turnable handle has a rim in the mover's colour (a light
    rim in a puzzle); the others a thin grey one."""
    app, driver, game = _game((800, 600), _majority_board())
    red = piece_look(game.state.colours[0], False).fill
    allowed = allowed_towers(game.state)
    driver.move((2, 2))
    app.draw()
    for tower in range(1, 20):
        assert (_rim(game, tower) == red) == (tower in allowed and tower != 10), tower
    assert _rim(game, 10) == theme.ACCENT[:3]  # the keyboard's tower

    puzzle = PuzzleScene(app, load_pack(), load_pack()[4])
    app.push(puzzle)
    driver.move((3, 3))
    app.draw()
    board = puzzle.session.board
    for tower in (t for t in range(1, 20) if t != puzzle.input.selected):
        assert (_rim(puzzle, tower) == RIM) == bool(tower_values(board, tower)), tower

    rows = [row.strip() for row in puzzle.help_rows(app.size)]  # "[" ended a row at 800×600
    assert not [row for row in rows if row.endswith(("[", "]", "Ctrl+Z", "/"))], rows


def test_the_rules_pictures_give_a_player_no_more_heads_than_a_game_does():
    """ "snakes, points" showed three red heads where each player has two; its branch still
    scores nothing, for the reason its caption gives."""
    for diagrams in rules_diagrams().values():
        for diagram in diagrams:
            board = diagram.paint.board  # type: ignore[attr-defined]
            heads = [piece_colour(code) for code in board if code and is_head(code)]
            assert all(heads.count(colour) <= 2 for colour in heads), diagram.caption
    branch = next(d for ds in rules_diagrams().values() for d in ds if "branch" in d.caption)
    assert branch.paint.board == DOES_NOT_COUNT  # type: ignore[attr-defined]
    assert "not a snake: it branches" in group_verdict(DOES_NOT_COUNT, cell_index("C5"))


def test_a_digit_after_a_turn_key_picks_its_own_tower_not_tens():
    """A new player pressed 1, ] (tower 1 turned), then 2 quickly: tower 12 was picked ("1,
    then 0 to 9 quickly" made tens across the turn). Any other key ends the tens."""
    app, driver, game = _game((1366, 768), start_layout(4).board)
    driver.keys(pygame.K_1, pygame.K_RIGHTBRACKET, pygame.K_2)
    assert game.input.selected == 2
    driver.post(dt=1.0)  # a pause: 1 then 2 quickly is still tower 12
    driver.keys(pygame.K_1, pygame.K_2)
    assert game.input.selected == 12
