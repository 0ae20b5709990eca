"""Issue 29, major 1: at a big table the log folded the start cells into "Start cells: 13
heads placed", so a player whose three picks were all tied with another player's (the cells
stayed empty) was given a random cell without a word why. Each start now has its own line
saying where the player starts and why, at every table size."""

from __future__ import annotations

import pygame
from test_social_scenes import PRACTICE, press, tick

from game.app import App
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.social_snake.entry import StartEntryScene
from game.social_snake.levels import level_from_document
from game.social_snake.reveal import RevealScene
from game.social_snake.scene import MatchFlowScene
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene

CLASSIC = LEVELS / "social-snake" / "classic.toml"
HUMANS = ["Wilhelmina Woods", "WWWWWWWWWWWWWWWW"]
BOT_COLOURS = ["Green", "Yellow", "Orange", "Purple", "Cyan", "Magenta", "Brown", "Pink"]
BOT_COLOURS += ["Lime", "Teal", "Grey"]


def thirteen_seats() -> list[Seat]:
    humans = [Seat(HUMANS[0], "Red"), Seat(HUMANS[1], "Blue")]
    bots = [Seat(f"Bot {n}", colour, "easy") for n, colour in enumerate(BOT_COLOURS, 1)]
    return humans + bots


def start_lines_after_both_pick_h8_i8_g8(size: tuple[int, int]) -> list[str]:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    tick(app)
    level = level_from_document(load_toml(CLASSIC))
    session = MatchSession.start(level, CLASSIC, thirteen_seats(), 4)
    app.push(MatchFlowScene(app, session))
    tick(app)
    for _ in range(len(HUMANS)):
        assert isinstance(app.top, PassScene)
        tick(app, dt=1.0)
        press(app, pygame.K_SPACE)
        assert isinstance(app.top, StartEntryScene)
        # The cursor starts in the middle, on H8: H8, then I8, then G8.
        press(app, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE)
        press(app, pygame.K_LEFT, pygame.K_LEFT, pygame.K_SPACE)
        press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    tick(app)
    assert isinstance(app.top, RevealScene)
    press(app, pygame.K_END)
    return list(app.top.log.lines)


def test_each_start_is_told_with_why_a_tied_pick_was_lost():
    lines = start_lines_after_both_pick_h8_i8_g8((1366, 768))
    assert not any("heads placed" in line for line in lines)
    names = [seat.name for seat in thirteen_seats()]
    for name in names:
        assert sum(line.startswith(f"{name} starts on ") for line in lines) == 1, name
    for human, other in (HUMANS, HUMANS[::-1]):
        (line,) = [line for line in lines if line.startswith(f"{human} starts on ")]
        drawn = ", drawn at random: H8, I8 and G8 also listed by "
        assert drawn in line and line.endswith(": ties, nobody gets them"), line
        assert other in line.split(drawn, 1)[1], line


def test_a_pick_won_after_a_lost_one_says_who_took_the_first():
    """The log said only "choice 3 of their list"; it now says what became of 1 and 2."""
    from game.social_snake import events as ev
    from game.social_snake.rules import begin_phase

    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cat", "Green")]
    session = MatchSession.start(level_from_document(load_toml(PRACTICE)), PRACTICE, seats, 4)
    grid = session.state.phase_grids[0]
    starts = {grid: [[(1, 1), (2, 2), (4, 4)], [(1, 1)], [(2, 2), (3, 3)]]}
    _, events = begin_phase(session.state, starts)
    told = [e.describe(["Ann", "Bob", "Cat"]) for e in events if isinstance(e, ev.StartAssigned)]
    assert told[0] == (
        "Ann starts on E5 (grid A): choice 3 of their list B2, C3, E5; "
        "B2 also listed by Bob: a tie, nobody gets it; C3 went to Cat"
    )
