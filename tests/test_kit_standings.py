"""The kit standings strip, through the shell's loop: a curtain shows everyone's public total
and nothing private; the entry behind it adds that player's own lines (Bugcatcher: fireflies
by round; Antisocial Snake: which letters are theirs), never another player's."""

from __future__ import annotations

import pygame
import pytest

import game.ui.standings as strip_module
from game.antisocial_snake.entry import MovementScene
from game.antisocial_snake.session import MatchSession as AntisocialSession
from game.app import App
from game.bugcatcher.entry import RoundEntryScene
from game.bugcatcher.session import MatchSession as BugSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.games import game_by_id
from game.table.seats import Seat
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import press, tick


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """Every text the standings strip draws."""
    texts: list[str] = []
    original = strip_module.blit_text

    def record(surface, font, text, colour, pos, anchor="topleft"):
        texts.append(text)
        return original(surface, font, text, colour, pos, anchor)

    monkeypatch.setattr(strip_module, "blit_text", record)
    return texts


def flow_app(session) -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.push(game_by_id(session.game_id).resume_match(app, session.path))
    app.step()
    return app


def pass_curtain(app: App) -> None:
    tick(app, dt=1.0)  # the curtain arms after a moment
    press(app, pygame.K_SPACE)


def antisocial_at_movement() -> AntisocialSession:
    from game.antisocial_snake.levels import level_from_document

    path = LEVELS / "antisocial-snake" / "practice.toml"
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cat", "Green", "easy")]
    session = AntisocialSession.start(level_from_document(load_toml(path)), path, seats, 2)
    for seat in range(2):
        session.submit(seat, session.bot_entry(seat))
    session.let_bots_act()
    session.advance()
    return session


def test_antisocial_curtain_shows_totals_and_hides_whose_snakes_are_whose(drawn):
    session = antisocial_at_movement()
    board = session.state.boards[-1]
    ann = [snake.letter for snake in board.snakes_of(0)]
    bob = [snake.letter for snake in board.snakes_of(1)]
    app = flow_app(session)
    assert isinstance(app.top, PassScene)
    drawn.clear()
    press(app, pygame.K_LSHIFT)  # a key the curtain ignores: one more frame drawn
    assert "Ann: 0 apples" in drawn and "Bob: 0 apples" in drawn
    assert not any("snake" in text.lower() for text in drawn)  # no owner on the curtain

    pass_curtain(app)
    assert isinstance(app.top, MovementScene)
    drawn.clear()
    press(app, pygame.K_LSHIFT)
    start = next(i for i, text in enumerate(drawn) if text.startswith("Your snakes"))
    shown = " ".join(drawn[start : start + 2])  # the line, wrapped to a second row or not
    assert shown.startswith(f"Your snakes on this board: {', '.join(ann)}")
    letters = shown.split(": ")[1].split(" ")[: len(ann)]
    assert not set(bob) & {letter.strip(",") for letter in letters}


def test_bugcatcher_fireflies_stay_private_and_the_entry_explains_them(drawn):
    from game.bugcatcher.levels import level_from_document

    path = LEVELS / "bugcatcher" / "practice-meadow.toml"
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cat", "Green", "hard")]
    session = BugSession.start(level_from_document(load_toml(path)), path, seats, 5)
    for _ in range(3):  # the pregame and two rounds, Ann and Bob playing as bots would
        session.submit(0, session.bot_entry(0))
        session.submit(1, session.bot_entry(1))  # two humans: the curtain comes first
        session.let_bots_act()
        session.advance()
    fireflies = session.state.players[0].fireflies
    app = flow_app(session)
    drawn.clear()
    press(app, pygame.K_LSHIFT)
    assert "Ann" in drawn and not any("fireflies:" in text.lower() for text in drawn)
    assert "Fireflies stay private until the match is over." in drawn

    drawn.clear()
    pass_curtain(app)
    assert isinstance(app.top, RoundEntryScene)
    lines = [text for text in drawn if text.startswith("Your fireflies: ") and "round" in text]
    assert lines and lines[0].startswith(f"Your fireflies: {fireflies} · round 2: ")
    assert not any(text.startswith("Round ") for text in drawn)  # one line, not one a round
    before = session.history.states[-2].players[0].fireflies
    gained = 0
    for part in lines[0].split("round 2: ")[1].split(", "):
        gained += int(part.split(" ")[0].replace("−", "-"))
    assert gained == fireflies - before  # the last round's breakdown adds up


def test_a_reveal_shows_the_public_totals_once_it_has_played(drawn):
    from game.antisocial_snake.demo import demo_session
    from game.antisocial_snake.scene import MatchFlowScene
    from game.ui.reveal_player import RevealPlayer

    session = demo_session(3, 3)
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.push(MatchFlowScene(app, session))
    for _ in range(20):  # placement's reveal, then movement's (the board is scored)
        app.step()
        if isinstance(app.top, RevealPlayer) and session.state.boards[-1].scores:
            break
        if isinstance(app.top, RevealPlayer):
            press(app, pygame.K_END, pygame.K_RETURN)
    reveal = app.top
    assert isinstance(reveal, RevealPlayer) and reveal.standings is not None
    assert reveal.standings.private == ()  # never whose snakes are whose
    drawn.clear()
    press(app, pygame.K_LSHIFT)
    totals = session.state.totals
    assert not any(f"{name}: " in text for text in drawn for name in session.state.names)
    press(app, pygame.K_END)  # the reveal has played: now the totals
    for name, total in zip(session.state.names, totals, strict=True):
        assert f"{name}: {total} apple{'s' if total != 1 else ''}" in drawn
