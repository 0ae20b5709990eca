"""Bugcatcher's screens driven with real pygame events: setup, the pregame lists, a round's
actions and missions, the public reveal, results, replays, Continue and refused entries."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher import events as ev
from game.bugcatcher.backend import describe_match
from game.bugcatcher.draw import STRUCK, BugBoard
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
from game.bugcatcher.geometry import BORDER, CENTRAL
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.match import summary
from game.bugcatcher.replay_view import open_replay
from game.bugcatcher.reveal import RevealScene, reveal_groups, told_groups
from game.bugcatcher.rules import STAGE_ROUNDS, Pregame, Submission
from game.bugcatcher.rules_text import RULES_NOTES
from game.bugcatcher.scene import MatchFlowScene, setup_scene
from game.bugcatcher.session import MatchSession
from game.core.paths import LEVELS
from game.core.problems import ProblemsFound
from game.core.saves import replays_dir, saves_dir
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.hotseat import PassScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, continue_newest, play_until, press, tick
from game.ui.results import ResultsScene
from game.ui.setup import SetupScene

PRACTICE = LEVELS / "bugcatcher" / "practice-meadow.toml"
CTRL = pygame.KMOD_CTRL


def new_session(seats: list[Seat], seed: int = 5, garnets: int = 0) -> MatchSession:
    level = level_from_document(load_toml(PRACTICE))
    return MatchSession.start(level, PRACTICE, seats, seed, garnets)


def one_human() -> list[Seat]:
    return [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def start_flow(app: App, session: MatchSession) -> MatchFlowScene:
    flow = MatchFlowScene(app, session)
    app.push(flow)
    tick(app)
    return flow


def test_the_menu_opens_the_setup_with_two_to_nine_seats(app):
    labels = [item.label for item in app.top.menu.items]
    app.top.menu.set_focus(labels.index("Bugcatcher"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    assert app.top.config.seat_range == (2, 9)
    assert {choice.path.name for choice in app.top.levels} >= {"house-of-larks.toml"}


def test_pregame_lists_by_clicks_on_cells_and_corners_with_undo(app):
    session = new_session(one_human())
    start_flow(app, session)
    play_until(app, PregameEntryScene)
    entry = app.top
    board = entry.board
    c3 = session.board.parse("C3", CENTRAL)
    corner = session.board.parse("C1 br", BORDER)
    tick(app, *click_events(board.pixel(c3)))
    near_corner = board.pixel(corner)
    off = round(board.view.cell_size * 0.2)  # a little off the corner still hits it
    tick(app, *click_events((near_corner[0] + off, near_corner[1] - off)))
    assert entry.entry.central == (c3,) and entry.entry.border == (corner,)
    press(app, pygame.K_z, mod=CTRL)
    assert entry.entry.border == ()
    press(app, pygame.K_y, mod=CTRL)
    assert entry.entry.border == (corner,)
    press(app, pygame.K_RETURN, mod=CTRL)
    tick(app)  # the bots enter and the starts are handed out
    ann = session.record.players[0]
    assert (ann.central, ann.border) == (["C3"], ["D2 ul"])  # C1 br by its canonical name


def test_a_corner_is_easy_to_hit_and_a_cell_centre_picks_the_cell():
    pygame.font.init()
    level = level_from_document(load_toml(PRACTICE))
    board = BugBoard(
        level.board, pygame.Rect(0, 0, 600, 500), lambda *a: pygame.font.Font(None, 14)
    )
    corner = level.board.parse("B2 ul", BORDER)
    x, y = board.pixel(corner)
    reach = int(board.view.cell_size * 0.28)
    for dx, dy in ((reach, reach), (-reach, reach), (reach, -reach), (0, 0)):
        assert board.point_at((x + dx, y + dy)) == corner
    cell = level.board.parse("B2", CENTRAL)
    assert board.point_at(board.pixel(cell)) == cell
    assert board.point_at(board.pixel(cell), BORDER) in level.board.cell_corners(cell)


def test_round_entry_by_keys_with_pips_swaps_missions_and_undo(app):
    session = new_session(one_human(), garnets=1)
    session.submit(
        0, Pregame((session.board.parse("C3", CENTRAL),), (session.board.parse("C3 ul", BORDER),))
    )
    start_flow(app, session)
    play_until(app, RoundEntryScene)
    entry = app.top
    press(app, pygame.K_c, pygame.K_RIGHT, pygame.K_b, pygame.K_LEFT, pygame.K_s, pygame.K_g)
    assert entry.entry.actions == ("CR", "BL", "swap", "swap*")
    press(app, pygame.K_g)
    assert "only one swap*" in entry.message.lower()
    press(app, pygame.K_BACKSPACE)
    assert entry.entry.actions == ("CR", "BL", "swap")
    press(app, pygame.K_z, mod=CTRL)
    assert entry.entry.actions[-1] == "swap*"
    press(app, pygame.K_1)
    first = session.state.round_board()[0].name
    assert entry.entry.missions == (first,)
    press(app, pygame.K_RETURN, mod=CTRL)
    tick(app)  # the bots enter and the round is played
    played = session.record.rounds[0]
    assert (played.actions[0], played.missions[0]) == (["CR", "BL", "swap", "swap*"], [first])


def test_swap_badges_cover_neither_each_other_nor_the_node_letters(app):
    session = new_session(one_human(), garnets=1)
    session.submit(
        0, Pregame((session.board.parse("C3", CENTRAL),), (session.board.parse("C3 ul", BORDER),))
    )
    start_flow(app, session)
    play_until(app, RoundEntryScene)
    entry = app.top
    press(app, pygame.K_s, pygame.K_g, pygame.K_s)  # three swaps at the starting nodes
    _, nodes, marks = entry.board_marks()
    assert len(marks) == 6
    badges = entry.board.mark_rects(marks, nodes)
    for index, badge in enumerate(badges):
        assert badge.collidelist(badges[index + 1 :]) < 0
        assert badge.collidelist([entry.board.node_rect(n) for n in nodes if n.colour]) < 0
        assert app.screen.get_rect().contains(badge)


def test_clicks_next_to_a_path_end_add_moves_and_a_card_click_undertakes(app):
    session = new_session(one_human())
    session.submit(
        0, Pregame((session.board.parse("B2", CENTRAL),), (session.board.parse("D3 ul", BORDER),))
    )
    start_flow(app, session)
    play_until(app, RoundEntryScene)
    entry = app.top
    me = session.state.players[0]
    below = (me.central[0], me.central[1] + 2)
    tick(app, *click_events(entry.board.pixel(below)))
    right = (me.border[0] + 2, me.border[1])
    tick(app, *click_events(entry.board.pixel(right)))
    assert entry.entry.actions == ("CD", "BR")
    tick(app)  # the cards are laid out when drawn
    card, index = entry.cards[1]
    mission = session.state.round_board()[index]
    tick(app, *click_events(card.center))
    assert entry.entry.missions == (mission.name,)


def test_a_move_off_the_board_and_a_broken_entry_are_refused_with_a_message(app):
    session = new_session(one_human())
    session.submit(
        0, Pregame((session.board.parse("A1", CENTRAL),), (session.board.parse("A1 ul", BORDER),))
    )
    start_flow(app, session)
    play_until(app, RoundEntryScene)
    entry = app.top
    press(app, pygame.K_c, pygame.K_UP)
    assert entry.entry.actions == () and "leaves the board" in entry.message
    entry.entry = Submission(("swap*",))  # no garnet: the session's own check refuses it
    press(app, pygame.K_RETURN, mod=CTRL)
    assert app.top is entry and "garnet" in entry.message
    assert 0 not in session.pending


def test_bots_only_match_runs_from_setup_to_results_and_replay(app):
    setup = setup_scene(app)
    app.push(setup)
    setup.form.focus_key("kind0")
    press(app, pygame.K_RIGHT)  # Human → Bot: easy
    start = next(c.element for c in setup.form.controls if c.key == "start")
    tick(app, *click_events(start.rect.center))
    play_until(app, ResultsScene)
    results = app.top.results
    assert any("Tokens of Life" in line for line in results.awards)
    assert any("Elimination Candidate" in line for line in results.awards)
    assert any(line.startswith("Garnets = held at the end") for line in results.awards)
    assert len(results.history[0]) == len(results.names)
    assert list(saves_dir().glob("bugcatcher-*.toml")) == []
    replay = next(p for p in replays_dir().glob("bugcatcher-*.toml") if ".level." not in p.name)
    assert "won by" in describe_match(replay)
    viewer = open_replay(app, replay)
    app.push(viewer)
    tick(app)
    assert viewer.named and len(viewer.outcomes) == 1 + viewer.session.level.rounds
    assert viewer.heading().startswith("Replay of ")
    press(app, pygame.K_PAGEDOWN)
    assert viewer.chapter_now() == 1


def test_the_public_reveal_names_nobody_and_strikes_invalid_actions(app):
    session = new_session(one_human())
    board = session.board
    session.submit(0, Pregame((board.parse("B2", CENTRAL),), (board.parse("A1 ul", BORDER),)))
    session.submit(1, Pregame((board.parse("D2", CENTRAL),), (board.parse("D1 ul", BORDER),)))
    session.submit(2, Pregame((board.parse("A4", CENTRAL),), (board.parse("A4 bl", BORDER),)))
    session.advance()
    # both central paths reach C2 at step 1 (case 2); the next central actions are void
    session.submit(0, Submission(("CR", "CD")))
    session.submit(1, Submission(("CL", "swap")))
    session.submit(2, Submission())
    outcome = session.advance()
    names = session.state.names
    groups = told_groups(reveal_groups(board, outcome.before, outcome.events), names, False)
    struck = [line for group in groups for line in group.new if line.style == STRUCK]
    assert len(struck) == 3  # two invalid at step 1, Ann's void CD at step 2
    scene = RevealScene(app, session, outcome, lambda: None)
    app.push(scene)
    press(app, pygame.K_END)
    lines = [scene.describe(e) for group in scene.groups for e in group]
    assert any("case 2" in line for line in lines)
    assert not any(name in line for line in lines for name in names)
    assert not any("swap" in line for line in lines)  # swaps are not told


def test_an_invalid_segment_keeps_its_own_colour_under_later_void_actions():
    session = new_session(one_human())
    board = session.board
    session.submit(0, Pregame((board.parse("B2", CENTRAL),), (board.parse("A1 ul", BORDER),)))
    session.submit(1, Pregame((board.parse("D2", CENTRAL),), (board.parse("D1 ul", BORDER),)))
    session.submit(2, Pregame((board.parse("A4", CENTRAL),), (board.parse("A4 bl", BORDER),)))
    session.advance()
    # Ann's central CR collides at C2 (step 1); after her swap the same CR is void (step 3)
    session.submit(0, Submission(("CR", "swap", "CR")))
    session.submit(1, Submission(("CL",)))
    session.submit(2, Submission())
    outcome = session.advance()
    invalid = next(e for e in outcome.events if isinstance(e, ev.ActionInvalid) and e.player == 0)
    groups = reveal_groups(board, outcome.before, outcome.events)
    start, end = board.parse("B2", CENTRAL), board.parse(invalid.target, CENTRAL)
    drawn = [line for line in groups[-1].lines if {line.start, line.end} == {start, end}]
    first = next(line for group in groups for line in group.new if line in drawn)
    assert drawn[-1].colour == first.colour  # the segment on top is the invalid one's


@pytest.mark.parametrize(
    "event",
    [
        ev.Swapped(1, 0, False, "blue"),
        ev.MissionUndertaken(0, "Cheerful Jellyfish"),
        ev.MissionPenalty("Cheerful Jellyfish", 0, 3),
        ev.BidSpent(0, 1),
    ],
)
def test_private_events_are_never_told_in_public(event):
    assert event.public(["Ann"]) is None


def test_the_rules_notes_say_what_the_window_hides():
    notes = " ".join(RULES_NOTES)
    assert "without names" in notes and "behind their curtain" in notes


def test_continue_restores_an_unfinished_entry_and_the_same_state(app):
    session = new_session(one_human())
    board = session.board
    session.submit(0, Pregame((board.parse("C3", CENTRAL),), (board.parse("B2 ul", BORDER),), 0))
    session.let_bots_act()
    session.advance()
    session.submit(0, Submission(("CR", "swap")))
    again = App(headless=True)
    again.start(MainMenuScene(again))
    resumed = continue_newest(again)
    assert isinstance(resumed, MatchFlowScene)
    assert resumed.session.stage == STAGE_ROUNDS
    # On screen, the bots entered and the round was played with Ann's restored entry: the
    # same round as the match left open plays on this side.
    session.let_bots_act()
    session.advance()
    assert resumed.session.state.rounds_played == 1
    assert summary(resumed.session.state) == summary(session.state)


def test_a_broken_unfinished_entry_in_a_save_is_a_located_problem(tmp_path):
    session = new_session(one_human())
    text = session.path.read_text(encoding="utf-8")
    text += '\n[pending.Ann]\ncentral = ["Z9"]\n'
    session.path.write_text(text, encoding="utf-8")
    with pytest.raises(ProblemsFound) as found:
        MatchSession.load(session.path)
    problem = found.value.problems[0]
    assert problem.line > 1 and "Ann" in problem.message and "Z9" in problem.message


def test_leaving_an_entry_brings_the_curtain_back(app):
    session = new_session(one_human())
    start_flow(app, session)
    play_until(app, PregameEntryScene)
    press(app, pygame.K_ESCAPE)
    tick(app)
    assert isinstance(app.top, PassScene)


def test_the_preview_strikes_a_move_into_a_claimed_start(app):
    session = new_session(one_human())
    board = session.board
    session.submit(0, Pregame((board.parse("B2", CENTRAL),), (board.parse("A1 ul", BORDER),)))
    session.submit(1, Pregame((board.parse("C2", CENTRAL),), (board.parse("D4 br", BORDER),)))
    start_flow(app, session)
    play_until(app, RoundEntryScene)
    entry = app.top
    press(app, pygame.K_c, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP)
    assert entry.entry.actions == ("CD", "CR", "CU")
    assert entry.sure_void() == {3}  # C2 is claimed by another node from the start


def test_between_rounds_the_public_board_waits_with_unlabelled_nodes(app):
    from game.bugcatcher.scene import public_lines, public_nodes

    session = new_session(one_human())
    board = session.board
    session.submit(0, Pregame((board.parse("B2", CENTRAL),), (board.parse("A1 ul", BORDER),)))
    flow = start_flow(app, session)
    assert isinstance(app.top, RevealScene)
    press(app, pygame.K_END, pygame.K_RETURN)
    tick(app)
    assert app.top is flow and flow.holding
    nodes = public_nodes(session)
    assert len(nodes) == 6 and all(n.colour is None and not n.letter for n in nodes)
    assert public_lines(session) == []  # no round played yet: the starting nodes only
    press(app, pygame.K_SPACE)
    tick(app)
    assert isinstance(app.top, RoundEntryScene)  # a lone human: on to the entry, no curtain


def test_after_the_reveal_the_public_board_does_not_say_someone_has_entered(app):
    session = new_session(one_human())
    flow = start_flow(app, session)
    play_until(app, PregameEntryScene)
    entry = app.top
    tick(app, *click_events(entry.board.pixel(session.board.parse("C3", CENTRAL))))
    tick(app, *click_events(entry.board.pixel(session.board.parse("C1 br", BORDER))))
    press(app, pygame.K_RETURN, mod=CTRL)
    tick(app)
    assert isinstance(app.top, RevealScene)
    press(app, pygame.K_END, pygame.K_RETURN)
    tick(app)
    assert app.top is flow
    shown = flow.status_lines() + [flow.note]
    assert "Entered: Bob, Cat" in shown and "Still to enter: Ann" in shown  # bots at once
    assert not any("has entered" in line for line in shown)


def test_a_tenth_priority_is_refused_by_the_rules_own_check(app):
    session = new_session(one_human())
    start_flow(app, session)
    play_until(app, PregameEntryScene)
    entry = app.top
    cells = session.board.cells()
    for cell in cells[:10]:
        tick(app, *click_events(entry.board.pixel(cell)))
    assert entry.entry.central == tuple(cells[:9])
    assert "at most 9" in entry.message


def test_setup_refuses_more_seats_than_the_level_takes_with_a_message(app):
    """The level list follows the seat count, so a level that cannot seat the table comes
    only from a file typed into the path field: Start refuses it in words."""
    from game.ui.driver import Driver

    setup = setup_scene(app)
    app.push(setup)
    driver = Driver(app)
    add = next(c.element for c in setup.form.controls if c.key == "add")
    tick(app, *click_events(add.rect.center))
    tick(app, *click_events(add.rect.center))  # 5 seats
    path_field = next(c.element for c in setup.form.controls if c.key == "path")
    driver.replace_text(path_field, str(PRACTICE))  # the 3-4 player level, by its path
    driver.step(2)
    start = next(c.element for c in setup.form.controls if c.key == "start")
    tick(app, *click_events(start.rect.center))
    assert app.top is setup and "3 to 4" in setup.notice
    assert list(saves_dir().glob("bugcatcher-*")) == []


def test_the_demo_plays_to_the_results_and_the_attract_mode_stops_on_a_key(app):
    from game.bugcatcher.demo import attract_scene, demo_scene

    app.push(demo_scene(app, seed=2, players=3, instant=True))
    for _ in range(60):
        tick(app)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    app.clear_to(MainMenuScene(app))
    app.push(attract_scene(app))
    tick(app)
    press(app, pygame.K_a)
    tick(app)
    assert isinstance(app.top, MainMenuScene)


def test_frame_bench_times_the_round_entry_with_a_plan_on_it(monkeypatch, capsys):
    """`bench bugcatcher-frame` says it times a round entry with 7 actions previewed: the
    screen it times shows a bot's plan (it once set an attribute the screen does not have,
    and timed an empty entry)."""
    from game.bugcatcher import bench_window

    shown = []

    def one_frame(app, frames):
        app.tick([], bench_window.FRAME)
        shown.append(getattr(app.top, "entry", None))
        return [1.0]

    monkeypatch.setattr(bench_window, "_measure", one_frame)
    assert bench_window.main(quick=True) == 0
    assert "7 actions previewed" in capsys.readouterr().out
    assert len(shown[0].actions) == 7
