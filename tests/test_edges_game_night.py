"""Double-edged Edges after the third game night (issue 28): a hint never bets, an unchanged
entry is asked about before it goes in, the preview says one evaluation's numbers, the key
lists all three types, the reveal's round change has its own column. Driven through the real
event queue."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from edges_window_helpers import new_session, press, tick, two_humans

from game.app import App
from game.double_edged_edges.bot import choose_submission
from game.double_edged_edges.demo import demo_session
from game.double_edged_edges.draw import SHORT_TYPE_WORDS, TYPE_WORDS
from game.double_edged_edges.entry import MoveEntryScene
from game.double_edged_edges.rules import Submission, preview
from game.double_edged_edges.scene import EdgesFlowScene
from game.double_edged_edges.tutorial import LESSONS, TutorialFlowScene, tutorial_session
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.driver import Driver
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.tour import over_menu, resolved


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def entry_of(app: App, seat: int = 0, limit: int = 60) -> MoveEntryScene:
    """Through round 0 and curtains to `seat`'s entry, by keys."""
    for _ in range(limit):
        top = app.top
        if isinstance(top, MoveEntryScene) and top.seat == seat:
            return top
        if isinstance(top, PassScene):
            tick(app, dt=1.0)
            press(app, pygame.K_SPACE)
        elif isinstance(top, MessageScene):
            press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_RETURN)
    raise AssertionError(f"no entry for seat {seat}; on top: {type(app.top).__name__}")


def a_round_of_defaults(session) -> None:
    for seat in (0, 2):
        session.submit(seat, None)
    session.let_bots_act()
    session.advance()


def test_a_hint_sets_the_move_never_the_bet_and_says_it_left_the_bet_to_you(app):
    session = new_session(two_humans(), seed=9, garnets=3)
    a_round_of_defaults(session)
    idea = choose_submission(session.state, 0, "hard")
    assert idea.bet > 0  # the hard bot would bet here: the hint must not
    app.push(EdgesFlowScene(app, session))
    entry = entry_of(app)
    press(app, pygame.K_h)
    assert entry.entry == Submission(idea.direction, idea.amount, idea.partner, 0)
    words = [text for text, _ in entry.preview_lines()]
    assert any("The bet is left to you: 0 bet of the" in text for text in words)
    press(app, pygame.K_PLUS)  # a bet of the player's own, then the hint again
    press(app, pygame.K_h)
    assert entry.entry.bet == 1
    press(app, pygame.K_RETURN)  # no longer the defaults: it goes in at once
    assert session.pending[0] == Submission(idea.direction, idea.amount, idea.partner, 1)
    assert session.state.garnets[0] == 3


def test_enter_on_an_unchanged_entry_asks_before_submitting_the_defaults(app):
    session = new_session(two_humans())
    app.push(EdgesFlowScene(app, session))
    entry = entry_of(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene) and "You changed nothing" in app.top.question
    press(app, pygame.K_n)
    assert app.top is entry and 0 not in session.pending
    press(app, pygame.K_RETURN, pygame.K_RETURN)  # the question, then its yes
    assert app.top is not entry and 0 in session.pending


def test_the_defaults_key_asks_even_on_an_unchanged_entry(app):
    session = new_session(two_humans())
    app.push(EdgesFlowScene(app, session))
    entry = entry_of(app)
    press(app, pygame.K_d)
    assert isinstance(app.top, ConfirmScene) and "Submit the defaults" in app.top.question
    press(app, pygame.K_n)
    assert app.top is entry and 0 not in session.pending
    press(app, pygame.K_d, pygame.K_RETURN)
    assert app.top is not entry and session.pending[0] is None


def test_the_guided_match_asks_before_the_defaults_it_told_you_to_change(app):
    app.push(TutorialFlowScene(app, tutorial_session()))
    for _ in range(40):
        if isinstance(app.top, MessageScene) and app.top.title == LESSONS[0].title:
            break
        press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)  # the lesson read
    entry = app.top
    assert isinstance(entry, MoveEntryScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene) and "You changed nothing" in app.top.question
    press(app, pygame.K_n, pygame.K_UP, pygame.K_RETURN)
    assert app.top is not entry


def preview_text(session, submission: Submission) -> str:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, session, 0, lambda: None)
    over_menu(app, entry)
    entry.entry = submission
    return " ".join(text for text, _ in entry.preview_lines())


def test_the_preview_says_the_numbers_of_one_evaluation():
    session = new_session(two_humans(), garnets=1)
    state = session.state
    right = state.seating.right_of(0)
    start = state.spaces[0]
    # both jump off the right end: you are dumb, so a push-off doubles 0
    off = Submission("R", state.level.spaces - start + 1, right, 0)
    seen = preview(state, 0, off)
    assert seen.score == 0 and seen.pushed_score == 0
    words = preview_text(session, off)
    assert "dumb, 0 points" in words and "0 ×2 = 0 points" in words
    assert "you score 0 points" in words
    # a bet on a jump of your own: the preview says it gains nothing
    words = preview_text(session, Submission("R", off.amount, right, 1))
    assert "0 ×4 = 0 points" in words and "it gains nothing" in words


def test_the_preview_of_a_push_off_from_the_platform_multiplies_your_space():
    session = new_session(two_humans(), garnets=1)
    state = session.state
    right = state.seating.right_of(0)
    # put the partner near the right end and yourself on the far left
    spaces = list(state.spaces)
    spaces[0], spaces[right] = 1, state.level.spaces - 1
    session_state = replace(state, spaces=tuple(spaces))
    seen = preview(session_state, 0, Submission("R", 3, right, 1))
    assert seen.end is None and seen.partner_end == "right"
    value = state.level.value_of(4)
    assert seen.score == value and seen.pushed_score == value * 4


@pytest.mark.parametrize("players", [4, 12])
@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_entry_key_lists_all_three_types_at_every_size(players, size):
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    session = demo_session(seed=4, players=players)
    resolved(session)
    entry = MoveEntryScene(app, session, 0, lambda: None)
    over_menu(app, entry)
    tick(app)
    _, grid, key = entry.areas()
    if entry.key_chip.folded:  # 800×600: behind a chip under the grid; F1 opens it whole
        assert grid.bottom <= entry.key_chip.chip.top
        Driver(app).key(pygame.K_F1)
        assert entry.key_chip.open
        room = entry.platform.rect
        assert entry.legend.height_for(room.width - 16) + 16 <= room.height
    else:
        assert key.height >= entry.legend.height_for(key.width)  # every row drawn
        assert key.bottom <= entry.strip_rect.top and grid.bottom <= key.top
    words = {entry.words for entry in entry.legend.entries}
    assert words & set(TYPE_WORDS.values()) == set(TYPE_WORDS.values()) or (
        words & set(SHORT_TYPE_WORDS.values()) == set(SHORT_TYPE_WORDS.values())
    )


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_reveals_round_change_has_its_own_column_for_all_twelve_players(size):
    from game.double_edged_edges.reveal import RevealScene, chapter_of, round_change
    from game.ui.tour import playing

    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    session = demo_session(seed=4, players=12)
    chapter = chapter_of(resolved(session))
    playing(app, RevealScene(app, session, [chapter], lambda: None, speed=1.0))
    reveal = app.top
    press(app, pygame.K_END)
    scores = session.state.results[-1].scores
    shot = reveal._shown
    changes = [round_change(s, m) for s, m in zip(shot.round_scores, shot.multipliers, strict=True)]
    assert changes == [f"+{score}" for score in scores]
    panel = reveal.panel
    assert panel.headings == ["Player", "Round", "Points", "Garnets"]
    bold = app.font(min(20, panel.row_height - 7), bold=True)
    widest = max(bold.size(text)[0] for text in changes)
    assert widest <= panel.widths[0] - 4  # "+12" inside its own column, not over Points
    lefts = [panel.column_right(c) - panel.widths[c] for c in range(3)]
    assert all(panel.column_right(c) <= lefts[c + 1] for c in range(2))
    for table, start, end in reveal.panels:  # one table, or two halves on a narrow window
        assert table.rect.height >= table.height_for(end - start)
        assert table.rect.bottom <= size[1]
    assert sum(end - start for _, start, end in reveal.panels) == 12
