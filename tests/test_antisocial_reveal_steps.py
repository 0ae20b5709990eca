"""Issue 28: the Antisocial reveal and its replay ran a step ahead of the snakes (the table
showed apples while every head still sat on its start tile, the next tiles' apples were
already gone). Here the table and the board are derived at every step from the rules' own
events, as far as the log has told them, and compared with what the reveal shows (the
table, every tile's apples, every head): the live reveal of the movement of all ten boards
(Theme, Addition, Elemental, Frame, Swap, Stale, Toggle, Redirect, Quiz, Bidding), and the
replay of the whole match, stepped with the Right key through the real event queue."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.antisocial_snake import events as ev
from game.antisocial_snake.levels import level_from_document
from game.antisocial_snake.replay_view import open_replay
from game.antisocial_snake.reveal import RevealScene, chapter_of
from game.antisocial_snake.rules import STAGE_FINISHED
from game.antisocial_snake.session import MatchSession
from game.app import App
from game.core.paths import LEVELS
from game.core.saves import replays_dir
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene

VARIATIONS = LEVELS / "antisocial-snake" / "variations.toml"
BOARDS = (
    "Theme",
    "Addition",
    "Elemental",
    "Frame",
    "Swap",
    "Stale",
    "Toggle",
    "Redirect",
    "Quiz",
    "Bidding",
)
WATCHED = tuple(f"Board {n}: {name}: movement" for n, name in enumerate(BOARDS, 1))


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    Driver(app).post()
    return app


def press(app: App, *keys: int) -> None:
    for key in keys:
        Driver(app).key(key)


def bots_match(tmp_path: Path) -> tuple[MatchSession, list]:
    level = level_from_document(load_toml(VARIATIONS))
    seats = [Seat(name, colour, "normal") for name, colour in
             (("Ann", "Red"), ("Bob", "Blue"), ("Cat", "Green"))]  # fmt: skip
    session = MatchSession.start(level, VARIATIONS, seats, seed=5)
    outcomes = []
    while session.state.stage != STAGE_FINISHED:
        session.let_bots_act()
        outcomes.append(session.advance())
    return session, outcomes


def told_table(events: list[ev.Event], start: dict[str, int]) -> dict[str, int]:
    """Each snake's apples as the log lines so far say them: every claim added (already
    doubled or reduced, as its line says), every halving and digit sum set from its line,
    each starting from what the line before left."""
    table = dict(start)
    for event in events:
        if isinstance(event, (ev.SnakePlaced, ev.SnakeBooted)):
            table[event.letter] = 0
        elif isinstance(event, ev.Moved):
            table[event.letter] += event.gain
            assert f"claims {event.gain} apple" in event.describe([])
        elif isinstance(event, ev.Halted):
            assert event.apples_before == table[event.letter]
            table[event.letter] = event.apples_after
        elif isinstance(event, ev.DigitSummed):
            assert event.before == table[event.letter]
            table[event.letter] = event.after
    return table


def told_tiles(events: list[ev.Event], start: dict) -> dict:
    """The apples on each tile as the log lines so far say them: a swap trades two tiles'
    apples, and a head that arrives takes what its line says it found there."""
    tiles = {cell: n for cell, n in start.items() if n}
    for event in events:
        if isinstance(event, ev.Swapped):
            first, second = tiles.pop(event.first, 0), tiles.pop(event.second, 0)
            tiles.update({c: n for c, n in ((event.second, first), (event.first, second)) if n})
        elif isinstance(event, ev.Moved):
            assert tiles.pop(event.target, 0) == (event.found if event.found is not None else 0)
    return tiles


def shown_table(reveal: RevealScene) -> dict[str, int]:
    """The score panel as drawn: "Snake B (red)" or "B (red) · Ann" → its number."""
    rows, _ = reveal.panel._cache  # the rows of the image on screen
    return {
        name.removeprefix("Snake ").split()[0]: numbers[0]
        for name, _after, numbers, _note in rows
        if numbers
    }


def check_every_step(app: App, reveal: RevealScene, chapters: list[int]) -> int:
    """Step through the chapters `chapters` of `reveal` with Right, comparing at each step."""
    press(app, pygame.K_SPACE, pygame.K_HOME)
    checked = 0
    for _ in range(len(reveal.steps) + 1):
        step = reveal.shown_step()
        assert step is not None
        chapter = reveal.story[step.chapter]
        first = next(i for i, s in enumerate(reveal.steps) if s.chapter == step.chapter)
        said = [e for group in reveal.groups[first : reveal.groups_started] for e in group]
        if step.chapter in chapters:
            lines = [line for line in reveal.log.lines if not line.endswith(":")]
            assert lines == [reveal.describe(e) for e in said]
            before = chapter.before.board
            start = {s.letter: 0 for s in before.snakes} if before else {}
            assert shown_table(reveal) == told_table(said, start), chapter.label
            picture = reveal.picture(*reveal.moment())
            heads = {s.letter: s.cells[-1] for s in picture.snakes}
            moves = [e for e in chapter.events if isinstance(e, ev.Moved)]
            if before is not None:
                shown = {cell: n for cell, n in dict(picture.apples).items() if n}
                assert shown == told_tiles(said, before.apples), chapter.label
            for letter in heads:
                arrived = [m.target for m in moves if m in said and m.letter == letter]
                if before is not None and before.snake(letter):
                    assert heads[letter] == (arrived or [before.snake(letter).start])[-1]
            checked += 1
        if reveal.timeline.finished:
            break
        press(app, pygame.K_RIGHT)
    return checked


def test_the_live_reveal_shows_only_what_the_log_has_said(app, tmp_path):
    session, outcomes = bots_match(tmp_path)
    watched = [o for o in outcomes if o.label in WATCHED]
    assert len(watched) == len(WATCHED)
    for outcome in watched:
        assert any(isinstance(e, ev.Moved) for e in outcome.events)
        reveal = RevealScene(app, session, [chapter_of(outcome)], lambda: None)
        app.push(reveal)
        assert check_every_step(app, reveal, [0]) == len(reveal.steps) + 1
        app.pop(reveal)


def test_the_replay_shows_only_what_the_log_has_said(app, tmp_path):
    bots_match(tmp_path)
    path = next(p for p in replays_dir().glob("antisocial-snake-*.toml") if ".level." not in p.name)
    replay = open_replay(app, path)
    app.push(replay)
    chapters = [i for i, c in enumerate(replay.story) if c.label in WATCHED]
    assert len(chapters) == len(WATCHED)
    assert check_every_step(app, replay, chapters) > 10


def test_a_claim_says_why_it_was_doubled():
    move = ev.Moved(1, "A", (0, 0), (1, 0), 4, 0, 2, ("doubled on red, its start colour",))
    assert move.describe([]) == (
        "Step 1: snake A moves from A1 to B1 and claims 4 apples "
        "(2 on the tile, doubled on red, its start colour)"
    )
