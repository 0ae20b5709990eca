"""Issue 31, item 4: a kit draft in a save (`[drafts.Ann]`, what the hot-seat entry keeps of
a half-typed entry) that its entry screen could never have built — a cell off the board, a
string where a number belongs, a table where a tuple does, a field or a grid the entry does
not have — took the entry screen down (IndexError, TypeError, ValueError, AttributeError
while drawing). Such a draft is read by the game's own check of an entry being built: the
match resumes without it, the entry screen opens empty with a message naming the save's
line and the draft, and `validate` says the same line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.tomlfile import load_toml, write_toml_atomic
from game.games import all_games, check_file, game_by_id
from game.table.drafts import draft_data
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.entry import EntryScreen
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene

EXAMPLES = {info.game_id: info.examples() for info in all_games() if info.examples}


def entry_match(game_id: str, stages: int = 0) -> Any:
    """The game's example match, `stages` stages further on (everyone's bot entry)."""
    session = EXAMPLES[game_id].entry_match()
    for _ in range(stages):
        for seat in session.expected():
            session.submit(seat, session.bot_entry(seat))
        session.advance()
    return session


def draft(entry: Any) -> Any:
    """The draft data of `entry` with no undo or redo steps (as the kit writes it)."""
    return draft_data((entry, (), ()))


def social_starts(session: Any) -> Any:
    return draft(((session.state.phase_grids[0], ((99, 3),)),))


def social_start_negative(session: Any) -> Any:
    return draft(((session.state.phase_grids[0], ((-5, 3),)),))


def antisocial_negative_swap(session: Any) -> Any:
    from game.antisocial_snake.board import MovementEntry

    return draft(MovementEntry(moves=("",), swaps=(((-1, 0), (-2, 0)),)))


def social_start_text(session: Any) -> Any:
    data = draft(((session.state.phase_grids[0], ((1, 3),)),))
    data["tuple"][0]["tuple"][0]["tuple"][1]["tuple"][0]["tuple"][0] = "1"
    return data


def social_start_table(session: Any) -> Any:
    data = draft(((session.state.phase_grids[0], ()),))
    data["tuple"][0]["tuple"][0]["tuple"][1] = {"x": 1, "y": 3}
    return data


def social_unknown_grid(session: Any) -> Any:
    return draft((("Nowhere", ((1, 1),)),))


def social_moves_letters(session: Any) -> Any:
    grid = session.state.active_grids[0]
    return draft((((grid, "UXQ"),), ((grid, 0),)))


def social_premove(session: Any) -> Any:
    grid = session.state.active_grids[0]
    return draft((((grid, ""),), ((grid, 50),)))


def antisocial_off_board_swap(session: Any) -> Any:
    from game.antisocial_snake.board import MovementEntry

    return draft(MovementEntry(moves=("",), swaps=(((40, 40), (40, 41)),)))


def antisocial_moves_number(session: Any) -> Any:
    from game.antisocial_snake.board import MovementEntry

    return draft(MovementEntry(moves=(5,)))  # type: ignore[arg-type]


def antisocial_unknown_field(session: Any) -> Any:
    from game.antisocial_snake.board import MovementEntry

    data = draft(MovementEntry())
    data["tuple"][0]["fields"]["speed"] = 3
    return data


def antisocial_moves_off_board(session: Any) -> Any:
    from game.antisocial_snake.board import MovementEntry

    return draft(MovementEntry(moves=("U" * 40,)))


def bugcatcher_off_board(session: Any) -> Any:
    from game.bugcatcher.rules import Pregame

    return draft(Pregame(central=((99, 99),)))


def bugcatcher_bid_text(session: Any) -> Any:
    from game.bugcatcher.rules import Pregame

    return draft(Pregame(bid="3"))  # type: ignore[arg-type]


def bugcatcher_undo_step(session: Any) -> Any:
    from game.bugcatcher.rules import Pregame

    return draft_data((Pregame(), (Pregame(border=((-4, 0),)),), ()))


def edges_amount_text(session: Any) -> Any:
    from game.double_edged_edges.rules import Submission

    return draft(Submission("L", "3", 1))  # type: ignore[arg-type]


def edges_partner(session: Any) -> Any:
    from game.double_edged_edges.rules import Submission

    return draft(Submission("R", 2, 77))


def edges_list_for_tuple(session: Any) -> Any:
    from game.double_edged_edges.rules import Submission

    data = draft(Submission("R", 2, 1))
    return {"list": data["tuple"]}  # the entry and its steps, but as a list


# Each game's cases apart: one literal never names two games (the registry is the one list).
Case = tuple[int, Callable[[Any], Any], str]  # stages to pass, the mutant, words refused
SOCIAL: tuple[str, list[Case]] = (
    "social-snake",
    [
        (0, social_starts, "is not on grid"),
        (0, social_start_negative, "(-5, 3) is not on grid"),
        (0, social_start_text, "a string where a whole number belongs"),
        (0, social_start_table, "a table where a tuple belongs"),
        (0, social_unknown_grid, '"Nowhere" is not one to enter now'),
        (1, social_moves_letters, "X"),
        (1, social_premove, "garnets"),
    ],
)
ANTISOCIAL: tuple[str, list[Case]] = (
    "antisocial-snake",
    [
        (0, antisocial_negative_swap, "(-1, 0)"),
        (0, antisocial_off_board_swap, "must be on the board"),
        (0, antisocial_moves_number, "a number where a string belongs"),
        (0, antisocial_unknown_field, "has no field speed"),
        (0, antisocial_moves_off_board, "board"),
    ],
)
BUGCATCHER: tuple[str, list[Case]] = (
    "bugcatcher",
    [
        (0, bugcatcher_off_board, "not on the board"),
        (0, bugcatcher_bid_text, "a string where a whole number belongs"),
        (0, bugcatcher_undo_step, "undo step 1"),
    ],
)
EDGES: tuple[str, list[Case]] = (
    "double-edged-edges",
    [
        (0, edges_amount_text, "a string where a whole number belongs"),
        (0, edges_partner, "player 78 is not to the right of or below"),
        (0, edges_list_for_tuple, "a list where a tuple belongs"),
    ],
)
CASES = [(game, *case) for game, cases in (SOCIAL, ANTISOCIAL, BUGCATCHER, EDGES) for case in cases]


def with_draft(session: Any, data: Any) -> int:
    """`data` as Ann's draft in the session's save, for the stage she enters now; the line
    of its `draft` key."""
    app = App(headless=True)
    stage = game_by_id(session.game_id).resume_match(app, session.path).stage_words()
    saved = load_toml(session.path).data
    saved["drafts"] = {"Ann": {"stage": stage, "draft": data}}
    write_toml_atomic(session.path, saved)
    return load_toml(session.path).line_of("drafts", "Ann", "draft")


def continue_to_entry(driver: Driver) -> None:
    """Main menu → Continue → the newest match; Space on Ann's curtain if there is one;
    until something waits for the player."""
    driver.click_button("Continue (1)")
    driver.step(2)
    driver.key(pygame.K_RETURN)
    for _ in range(40):
        if isinstance(driver.app.top, PassScene):
            driver.key(pygame.K_SPACE)
        if type(driver.app.top).__name__ == "RoundZeroScene":  # Edges: the board explained
            driver.key(pygame.K_RETURN)
        if isinstance(driver.app.top, (MessageScene, EntryScreen)):
            return
        driver.step()


@pytest.mark.parametrize(
    ("game_id", "stages", "mutant", "words"),
    CASES,
    ids=[f"{game}-{mutant.__name__}" for game, _, mutant, _ in CASES],
)
def test_a_draft_the_screen_could_not_have_built_is_dropped_with_a_message(
    game_id, stages, mutant, words
):
    session = entry_match(game_id, stages)
    line = with_draft(session, mutant(session))
    said = [str(problem) for problem in check_file(str(session.path))]
    assert len(said) == 1 and said[0].startswith(f"{session.path}:{line}: drafts.Ann: ")
    assert words in said[0] and said[0].endswith("— the draft was dropped")
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    continue_to_entry(driver)
    assert isinstance(app.top, MessageScene)
    assert said[0] in " ".join(app.top.log.lines)
    driver.click_button("OK")
    driver.step(3)  # drawn: no crash
    entry = app.top
    assert isinstance(entry, EntryScreen) and entry.entry == entry.first_entry()
    driver.key(pygame.K_ESCAPE)  # nothing typed: the save keeps no draft of Ann's
    assert "drafts" not in load_toml(session.path).data


def test_an_antisocial_draft_with_a_swap_in_its_undo_steps_is_given_back():
    """A swap, then a move: the save's draft nests its tables 9 deep, and the reader refused
    every key of more than 8 dotted parts, so Continue could not open the match at all."""
    from game.antisocial_snake.entry import MovementScene
    from game.antisocial_snake.levels import level_from_document
    from game.antisocial_snake.rules import STAGE_MOVEMENT
    from game.antisocial_snake.session import MatchSession
    from game.core.paths import LEVELS
    from game.table.seats import Seat

    level = LEVELS / "antisocial-snake" / "variations.toml"
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    session = MatchSession.start(level_from_document(load_toml(level)), level, seats, 2)
    while not (session.state.variation.id == "swap" and session.stage == STAGE_MOVEMENT):
        for seat in session.expected():
            session.submit(seat, session.bot_entry(seat))
        session.advance()
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    continue_to_entry(driver)
    entry = app.top
    assert isinstance(entry, MovementScene)
    driver.key(pygame.K_m)  # a click now swaps tiles
    width, height = entry.spec.width, entry.spec.height
    for cell in [(x, y) for y in range(height) for x in range(width - 1)]:
        driver.click(entry.view.cell_rect(cell).center)
        driver.click(entry.view.cell_rect((cell[0] + 1, cell[1])).center)
        if entry.entry.swaps:
            break
    driver.key(pygame.K_m)  # back to moves
    for key in (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
        driver.key(key)
        if any(entry.entry.moves):
            break
    typed, steps = entry.entry, list(entry.undo_stack)
    assert typed.swaps and any(typed.moves) and steps[-1].swaps  # the swap is an undo step
    driver.key(pygame.K_ESCAPE)
    assert check_file(str(session.path)) == []
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    driver = Driver(app)
    continue_to_entry(driver)
    assert isinstance(app.top, MovementScene)
    assert app.top.entry == typed and app.top.undo_stack == steps
