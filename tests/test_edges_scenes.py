"""Double-edged Edges' screens driven with real pygame events: setup, round 0, entries
behind curtains, a refused entry, the reveal, results, the replay, Continue of a save."""

from __future__ import annotations

import pygame
import pytest
from edges_helpers import play_defaults_to_the_vote
from edges_window_helpers import new_session, press, tick, two_humans

from game.app import App
from game.core.saves import replays_dir, saves_dir
from game.core.tomlfile import load_toml
from game.double_edged_edges.entry import MoveEntryScene, VoteScene
from game.double_edged_edges.reveal import RevealScene
from game.double_edged_edges.rules import Submission
from game.double_edged_edges.scene import EdgesFlowScene, RoundZeroScene, setup_scene
from game.double_edged_edges.session import MatchSession
from game.table.seats import Seat
from game.ui.driver import Driver
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, continue_newest
from game.ui.results import ResultsScene
from game.ui.setup import SetupScene


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def play_until(app: App, scene_type: type, limit: int = 400) -> None:
    """Tick (curtains with Space, entries with the defaults, reveals with End then Enter)
    until a `scene_type` is on top."""
    for _ in range(limit):
        if isinstance(app.top, scene_type):
            return
        if isinstance(app.top, PassScene):
            tick(app, dt=1.0)
            press(app, pygame.K_SPACE)
        elif isinstance(app.top, MoveEntryScene):
            press(app, pygame.K_d)
        elif isinstance(app.top, VoteScene):
            press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
    raise AssertionError(f"no {scene_type.__name__}; on top: {type(app.top).__name__}")


def button(setup: SetupScene, key: str):
    return next(c.element for c in setup.form.controls if c.key == key)


def test_the_menu_opens_the_setup_with_the_shipped_levels(app):
    labels = [item.label for item in app.top.menu.items]
    app.top.menu.set_focus(labels.index("Double-edged Edges"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    assert len(app.top.seats) == 4 and len(app.top.levels) == 3


def test_setup_refuses_seats_that_fill_no_partner_grid(app):
    setup = setup_scene(app)
    app.push(setup)
    tick(app, *click_events(button(setup, "add").rect.center))
    assert len(setup.seats) == 5
    tick(app, *click_events(button(setup, "start").rect.center))
    assert app.top is setup and "5 players fill no partner grid" in setup.notice


def test_choosing_another_level_clears_the_refusal_of_the_last_one(app):
    """A game-night finding: "9 players; this level takes 3 to 4" stayed after switching to a
    level for 2 to 9."""
    setup = setup_scene(app)
    app.push(setup)
    tick(app, *click_events(button(setup, "add").rect.center))
    tick(app, *click_events(button(setup, "start").rect.center))
    assert "5 players fill no partner grid" in setup.notice
    other = next(c for c in setup.form.controls if c.key.startswith("level") and
                 c.key != f"level{setup.level_index}")  # fmt: skip
    tick(app, *click_events(other.element.rect.center))
    assert setup.notice == ""


def test_on_a_small_screen_the_refusal_is_shown_whole_in_a_message():
    """A game-night finding: at 800×600 Start with 7 players showed only a red "7 p…"."""
    from game.ui.dialogs import MessageScene
    from game.ui.event_log import wrap_text
    from game.ui.setup import HINT_SIZE, NOTICE_SIZE

    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    setup = setup_scene(app)
    app.push(setup)
    tick(app)
    for _ in range(3):
        tick(app, *click_events(button(setup, "add").rect.center))
    assert len(setup.seats) == 7
    tick(app, *click_events(button(setup, "start").rect.center))
    tick(app)
    if isinstance(app.top, MessageScene):
        text = " ".join(app.top.log.lines)
        press(app, pygame.K_RETURN)
    elif setup.notice:  # short enough to stand whole beside the footer's buttons
        text = setup.notice
        area, font = setup.notice_area(), app.font(NOTICE_SIZE)
        assert len(wrap_text(text, font, area.width)) * font.get_linesize() <= area.height
    else:  # … or on the keys' hint line
        text = setup.typing_notice
        assert app.font(HINT_SIZE).size(text)[0] <= setup.hint_area().width
    assert "7 players fill no partner grid" in text and text.rstrip().endswith(".")
    assert app.top is setup  # back to fix it, nothing lost
    assert len(setup.seats) == 7


def test_bots_only_match_plays_from_setup_to_results_and_becomes_a_replay(app):
    setup = setup_scene(app)
    app.push(setup)
    setup.form.focus_key("kind0")
    press(app, pygame.K_LEFT, pygame.K_LEFT)  # Human → Phone → Bot: hard
    tick(app, *click_events(button(setup, "start").rect.center))
    assert not isinstance(app.top, RoundZeroScene)  # only shown when a human plays
    play_until(app, ResultsScene)
    assert any("Elimination Candidate" in line for line in app.top.results.awards)
    assert list(saves_dir().glob("*.toml")) == []
    assert len(list(replays_dir().glob("double-edged-edges-*.level.toml"))) == 1
    press(app, pygame.K_DOWN, pygame.K_UP, pygame.K_RETURN)  # Watch replay
    assert isinstance(app.top, RevealScene) and app.top.title.startswith("Replay of ")
    assert len(app.top.chapters) == 8  # seven rounds and the awards
    press(app, pygame.K_END, pygame.K_END, pygame.K_RETURN)  # round 1's end, the match's
    assert isinstance(app.top, ResultsScene)


def test_round_zero_then_curtains_then_a_private_entry(app):
    session = new_session(two_humans())
    app.push(EdgesFlowScene(app, session))
    tick(app)
    assert isinstance(app.top, RoundZeroScene)
    press(app, pygame.K_RETURN)
    tick(app)
    assert isinstance(app.top, PassScene) and app.top.player == "Ann"
    assert session.pending.keys() == {1, 3}  # the bots entered, without a curtain
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    entry = app.top
    assert isinstance(entry, MoveEntryScene) and entry.seat == 0


def open_entry(app: App, session: MatchSession) -> MoveEntryScene:
    app.push(EdgesFlowScene(app, session))
    tick(app)
    press(app, pygame.K_RETURN)  # round 0
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)  # the curtain
    assert isinstance(app.top, MoveEntryScene)
    return app.top


def test_the_entry_builds_a_move_with_keys_and_buttons_and_undo(app):
    session = new_session(two_humans(), garnets=1)
    entry = open_entry(app, session)
    right, below = session.state.seating.partners_of(0)
    assert entry.entry == Submission("R", 1, right, 0)  # the defaults to start from
    press(app, pygame.K_LEFT, pygame.K_UP, pygame.K_UP, pygame.K_TAB, pygame.K_PLUS)
    assert entry.entry == Submission("L", 3, below, 1)
    press(app, pygame.K_PLUS)  # only 1 garnet held
    assert entry.entry.bet == 1
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert entry.entry == Submission("L", 3, below, 0)
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert entry.entry == Submission("L", 3, right, 0)
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert entry.entry == Submission("L", 3, below, 1)
    tick(app, *click_events(entry.buttons["right"].rect.center))
    tick(app, *click_events(entry.buttons["more"].rect.center))
    assert entry.entry == Submission("L", 4, right, 1)
    start = session.state.spaces[0]
    assert entry.preview().space == start - 4
    tick(app, *click_events(entry.buttons["submit"].rect.center))
    assert app.top is not entry and session.pending[0] == Submission("L", 4, right, 1)
    saved = load_toml(session.path).data["pending"]["Ann"]
    assert saved == {"move": f"L4 {session.state.names[right]}", "bet": 1}


def test_a_refused_entry_stays_open_with_the_rules_reason(app):
    session = new_session(two_humans())
    entry = open_entry(app, session)
    entry.entry = Submission("R", 2, 0, 0)  # Ann cannot partner herself
    press(app, pygame.K_RETURN)
    assert app.top is entry and 0 not in session.pending
    assert "not to the right of or below" in entry.message
    assert any("not to the right of or below" in text for text, _ in entry.preview_lines())


def test_the_defaults_key_enters_the_defaults_after_a_yes(app):
    session = new_session(two_humans())
    entry = open_entry(app, session)
    press(app, pygame.K_d, pygame.K_RETURN)
    assert app.top is not entry and session.pending[0] is None


def test_continue_resumes_a_save_with_its_pending_entry_then_reveals(app):
    session = new_session(two_humans())
    session.let_bots_act()
    session.submit(0, Submission("L", 2, session.state.seating.right_of(0)))
    scene = continue_newest(app)
    assert isinstance(scene, EdgesFlowScene)
    assert scene.session.pending.keys() == {0, 1, 3}
    tick(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))  # Continue's Enter
    press(app, pygame.K_RETURN)  # round 0 again: nothing has been played yet
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    assert isinstance(app.top, MoveEntryScene) and app.top.seat == 2
    press(app, pygame.K_RETURN, pygame.K_RETURN)  # the unchanged entry, and yes to it
    tick(app)
    assert isinstance(app.top, RevealScene)
    reveal = app.top
    assert "Round 1" in reveal.heading()
    press(app, pygame.K_END)
    assert "Ann moves 2 left" in "\n".join(reveal.log.lines)
    press(app, pygame.K_RETURN)
    tick(app)
    assert scene.session.state.rounds_played == 1


def test_a_tied_last_place_is_voted_on_privately(app):
    seats = [Seat(n, c) for n, c in (("Ann", "Red"), ("Bob", "Blue"), ("Cat", "Green"),
                                     ("Dan", "Yellow"))]  # fmt: skip
    session = new_session(seats)
    call = play_defaults_to_the_vote(session)
    app.push(EdgesFlowScene(app, session))
    play_until(app, VoteScene)
    voter = app.top.seat
    assert voter in call.voters and voter not in app.top.candidates()
    play_until(app, ResultsScene)
    assert session.state.awards is not None and voter in session.state.awards.votes


def test_the_hint_fills_in_the_hard_bots_move_and_can_be_undone(app):
    from dataclasses import replace

    from game.double_edged_edges.bot import choose_submission

    session = new_session(two_humans(), garnets=2)
    entry = open_entry(app, session)
    start = entry.entry
    hint = replace(choose_submission(session.state, 0, "hard"), bet=start.bet)  # never a bet
    tick(app, *click_events(entry.buttons["suggest"].rect.center))
    assert entry.entry == hint
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert entry.entry == start
    press(app, pygame.K_h)
    assert entry.entry == hint


def test_the_demo_plays_bots_to_the_results_even_for_a_count_no_grid_fits(app):
    from game.double_edged_edges.demo import demo_scene

    app.clear_to(demo_scene(app, 3, 5, instant=True))
    for _ in range(300):
        if isinstance(app.top, ResultsScene):
            break
        tick(app, dt=0.5)
    assert isinstance(app.top, ResultsScene) and len(app.top.results.names) == 4


def test_the_how_to_play_pages_state_the_windows_decisions():
    from game.double_edged_edges.rules_text import PAGES

    decisions = PAGES[-1][1]
    for words in ("Round 0", "starts from the defaults", "Hint", "saved after every entry"):
        assert words in decisions


def test_a_finished_match_is_listed_and_opens_in_the_replay_viewer(app):
    from game.double_edged_edges import GAME

    session = new_session([Seat(n, "", "easy") for n in ("Ann", "Bob", "Cat", "Dan")])
    while not session.finished:
        session.let_bots_act()
        session.advance()
    best = max(session.state.points)
    line = GAME.describe_match(session.path)
    assert line.startswith("Four on a Plank · Ann, Bob, Cat, Dan · won by ")
    winners = [
        n for n, p in zip(session.state.names, session.state.points, strict=True) if p == best
    ]
    assert line.endswith(" & ".join(winners))
    viewer = GAME.open_replay(app, session.path)
    app.push(viewer)
    tick(app, dt=0.5)
    assert viewer.heading() == "Replay of Four on a Plank: Round 1"
    press(app, pygame.K_END)  # skips to the end of round 1
    assert viewer.heading() == "Replay of Four on a Plank: Round 1"
    press(app, pygame.K_END)  # and on to the match's end
    assert "Awards" in viewer.heading()
    press(app, pygame.K_ESCAPE)  # Esc leaves the replay at once
    assert app.top is not viewer


def round_zero_under_the_mouse() -> tuple[Driver, list[str], tuple[int, int]]:
    """Round 0's button appears where the pointer rests (where the setup's Start was)."""
    app = App(headless=True)
    app.start(MainMenuScene(app))
    done: list[str] = []
    scene = RoundZeroScene(app, new_session(two_humans()), lambda: done.append("round 1"))
    app.push(scene)
    driver = Driver(app)
    driver.step()
    centre = scene.button.rect.center
    pygame.mouse.set_pos(centre)
    for _ in range(3):
        driver.move(centre)
    driver.step(3)
    return driver, done, centre


@pytest.fixture
def pointer_back():
    """The pointer goes back to the corner, so that no later test finds it resting here."""
    yield
    pygame.mouse.set_pos((0, 0))


def test_a_mouse_resting_on_round_zeros_button_does_not_skip_round_zero(pointer_back):
    """The Start button of the setup screen sat where round 0's button appears: the pointer
    hovering over it is no press."""
    _, done, _ = round_zero_under_the_mouse()
    assert done == []


def test_round_zeros_button_goes_on_when_pressed_under_a_resting_mouse(pointer_back):
    driver, done, centre = round_zero_under_the_mouse()
    driver.click(centre)
    driver.step(2)
    assert done == ["round 1"]


def test_removing_a_seat_clears_the_refusal_of_five(app):
    """A game-night finding: the red "5 players fill no partner grid" stayed after the
    fifth player was removed."""
    setup = setup_scene(app)
    app.push(setup)
    tick(app, *click_events(button(setup, "add").rect.center))
    tick(app, *click_events(button(setup, "start").rect.center))
    assert "5 players fill no partner grid" in setup.notice
    tick(app, *click_events(button(setup, "remove4").rect.center))
    assert len(setup.seats) == 4
    assert setup.notice == "" and setup.typing_notice == ""


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=["1366x768", "800x600"])
def test_a_seat_count_no_grid_fits_is_said_as_soon_as_it_is_chosen(size):
    """Issue 28, third round: 5, 7 and 11 were offered and refused only at Start."""
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    setup = setup_scene(app)
    app.push(setup)
    tick(app)
    tick(app, *click_events(button(setup, "add").rect.center))
    assert len(setup.seats) == 5 and app.top is setup  # said on the screen, never a box
    said = setup.notice or setup.typing_notice
    assert said == "5 players fill no partner grid: play with 4, 6, 8, 9, 10 or 12.", said
    tick(app, *click_events(button(setup, "add").rect.center))
    assert len(setup.seats) == 6 and not setup.notice and not setup.typing_notice
