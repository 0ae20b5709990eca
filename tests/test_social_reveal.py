"""The reveal: the board rebuilt from events, the scene's controls, the board view, the demo."""

import random

import pygame
import pytest

from game.app import App
from game.cli import main as cli_main
from game.core.coords import cell_name
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.social_snake import events as ev
from game.social_snake.demo import demo_session
from game.social_snake.draw import GridView, Overlay, layout_grids, player_looks
from game.social_snake.levels import level_from_document
from game.social_snake.reveal import (
    MOVE_TIME,
    RevealScene,
    apply_events,
    group_events,
    snapshots,
)
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui import theme
from game.ui.monkey import click_events, key_event, monkey, press, tick

FRAME = 1 / 60
LEVEL_FILES = ["classic", "islands", "mm2.5", "practice-debts", "practice-tunnels"]


def bot_session(level_file: str, players: int = 5, seed: int = 5) -> MatchSession:
    path = LEVELS / "social-snake" / f"{level_file}.toml"
    level = level_from_document(load_toml(path))
    palette = theme.player_colours(False)
    kinds = ["easy", "normal", "hard"]
    seats = [Seat(f"Bot {i + 1}", palette[i].name, kinds[i % 3]) for i in range(players)]
    return MatchSession.start(level, path, seats, seed, save=False)


def outcomes(session: MatchSession):
    while session.state.stage != "finished":
        session.let_bots_act()
        yield session.advance()


def board_facts(state):
    grids = {
        name: (g.items, g.heads, g.body_owner, g.bodies, g.active)
        for name, g in state.grids.items()
    }
    players = [
        (p.apples, p.garnets, p.apples_by_grid, p.garnets_spent, p.garnets_awarded)
        for p in state.players
    ]
    return grids, players


@pytest.mark.parametrize("level_file", LEVEL_FILES)
def test_the_board_rebuilt_from_events_equals_the_real_state(level_file):
    for outcome in outcomes(bot_session(level_file)):
        rebuilt = apply_events(outcome.before, outcome.events)
        assert board_facts(rebuilt.state) == board_facts(outcome.after), outcome.label
        assert rebuilt.pending == {}
        steps = snapshots(outcome.before, group_events(outcome.events))
        assert board_facts(steps[-1].state) == board_facts(outcome.after)


def test_rebuilding_never_changes_the_state_it_starts_from():
    session = bot_session("classic")
    outcome = next(o for o in outcomes(session) if "round" in o.label)
    facts = board_facts(outcome.before)
    apply_events(outcome.before, outcome.events)
    assert board_facts(outcome.before) == facts


def test_a_move_step_is_one_animation_step_on_every_grid():
    session = bot_session("classic")
    outcome = next(o for o in outcomes(session) if o.label == "Phase 2, round 4")
    for group in group_events(outcome.events):
        assert len({getattr(event, "step", None) for event in group}) == 1


@pytest.fixture
def app():
    return App(headless=True)


def round_reveal(app, label="Phase 2, round 2", on_done=lambda: None):
    session = bot_session("classic", players=6)
    outcome = next(o for o in outcomes(session) if o.label == label)
    scene = RevealScene(app, session, outcome, on_done)
    app.push(scene)
    app.tick([], FRAME)
    return scene, outcome


def test_keys_step_forward_and_back_and_the_panel_ends_on_the_real_numbers(app):
    done = []
    scene, outcome = round_reveal(app, on_done=lambda: done.append(True))
    assert len(scene.views) == 2
    app.tick([key_event(pygame.K_SPACE)], FRAME)
    assert not scene.timeline.playing
    for _ in range(3):
        app.tick([key_event(pygame.K_RIGHT)], FRAME)
    assert scene.groups_started == 3
    app.tick([key_event(pygame.K_LEFT)], FRAME)
    assert scene.groups_started == 2
    assert scene.shown_snapshot is scene.snapshots[2]
    app.tick([key_event(pygame.K_RETURN)], FRAME)
    assert done == []
    app.tick([key_event(pygame.K_END)], FRAME)
    shown = scene.shown_snapshot.state.players
    assert [(p.apples, p.garnets) for p in shown] == [
        (p.apples, p.garnets) for p in outcome.after.players
    ]
    assert len(scene.log.lines) == len(outcome.events)
    app.tick([key_event(pygame.K_RETURN)], FRAME)
    app.tick([key_event(pygame.K_RETURN)], FRAME)
    assert done == [True]


def test_speed_keys_and_buttons(app):
    scene, _ = round_reveal(app)
    assert scene.timeline.speed == app.settings.animation_speed
    app.tick([key_event(pygame.K_4)], FRAME)
    assert scene.timeline.speed == 4.0
    app.tick([key_event(pygame.K_MINUS)], FRAME)
    assert scene.timeline.speed == 2.0
    next_button = scene.buttons[2]
    app.tick(click_events(next_button.rect.center), FRAME)
    assert not scene.timeline.playing and scene.groups_started == 1
    app.tick(click_events(scene.buttons[4].rect.center), FRAME)
    assert scene.timeline.finished and scene.buttons[5].is_enabled


def test_the_animation_plays_to_the_end_on_its_own(app):
    scene, outcome = round_reveal(app, label="Phase 1 starts")
    for _ in range(600):
        app.tick([], 0.05)
        if scene.timeline.finished:
            break
    assert scene.timeline.finished
    grid = scene.shown_snapshot.state.grids["A"]
    assert grid.heads == outcome.after.grids["A"].heads


def test_grid_view_cells_round_trip():
    pygame.font.init()
    app = App(headless=True)
    level = bot_session("classic").level
    looks = player_looks(bot_session("classic").seats, False)
    for area in (pygame.Rect(0, 0, 400, 700), pygame.Rect(37, 51, 813, 300)):
        for rect in layout_grids(area, 2):
            view = GridView(level.grids["C"], rect, looks, app.font)
            assert rect.contains(view.area)
            for cell in [(0, 0), (19, 19), (7, 3), (3, 12)]:
                assert view.cell_at(view.cell_rect(cell).center) == cell
                assert view.cell_at(view.cell_centre(cell)) == cell
            assert view.cell_at((view.board.left - 1, view.board.top)) is None
            assert view.cell_at(view.board.bottomright) is None


def test_grid_view_draws_layouts_states_and_overlays(app):
    session = bot_session("islands")
    looks = player_looks(session.seats, True)
    for outcome in outcomes(session):
        for name, grid in outcome.after.grids.items():
            view = GridView(session.level.grids[name], pygame.Rect(0, 0, 500, 500), looks, app.font)
            view.draw(app.screen, None, Overlay(picks=[(0, 0), (1, 1)], cursor=(2, 2)))
            overlay = Overlay(path=[(0, 0), (1, 0), (2, 0)], cut_at=(3, 0), dim=True)
            view.draw(app.screen, grid, overlay)


def test_player_looks_follow_the_seat_colour_names():
    seats = [Seat("Ann", "Blue"), Seat("Bob", "Red"), Seat("Cat", "Blue"), Seat("Dan", "")]
    looks = player_looks(seats, False)
    assert [look.letter for look in looks[:2]] == ["B", "R"]
    assert len({look.letter for look in looks}) == 4
    assert all(look.pattern is None for look in looks)
    blind = player_looks(seats, True)
    assert blind[1].colour == theme.COLOUR_BLIND_PALETTE[0].fill
    assert blind[1].pattern == theme.PATTERNS[0]


def test_the_demo_verb_exits_once_the_results_are_drawn():
    assert cli_main(["demo", "social-snake", "--seed", "3", "--exit"]) == 0


def test_a_monkey_cannot_break_the_reveal(app):
    session = demo_session(seed=6, players=4)
    rng = random.Random(11)

    def refill(app):
        if session.state.stage == "finished":
            session_again = demo_session(seed=rng.randrange(100), players=3)
            session_again.let_bots_act()
            outcome = session_again.advance()
            app.push(RevealScene(app, session_again, outcome, app.pop))
            return
        session.let_bots_act()
        outcome = session.advance()
        app.push(RevealScene(app, session, outcome, app.pop))

    monkey(app, 600, rng, refill=refill)


# --- the log in words (issue 9: consistency) ----------------------------------------------


def test_in_the_two_grid_phase_every_log_line_of_a_grid_names_it(app):
    scene, outcome = round_reveal(app)
    assert scene.grid_names == ["B", "C"]
    for event in outcome.events:
        grid = getattr(event, "grid", None)
        if grid is not None:
            assert scene.describe(event).startswith(f"Grid {grid} · ")
            assert scene.describe(event).count(f"grid {grid}") == 0  # named once, in front


def test_a_line_naming_its_grid_in_front_does_not_name_it_again():
    """The two-grid log read "Grid C · Kim banks 24 apples from grid C"."""
    from game.social_snake import events as ev
    from game.social_snake.reveal import describe

    names, grids = ["Kim"], ["B", "C"]
    assert describe(ev.Banked("C", 0, 24), names, grids) == "Grid C · Kim banks 24 apples"
    cleared = describe(ev.StartCleared("C", (17, 17), 13, 0), names, grids)
    assert cleared == "Grid C · The 13 apples on start cell R18 vanish"
    assert describe(ev.Banked("A", 0, 24), names, ["A"]) == "Kim banks 24 apples from grid A"


def test_the_start_reveal_shows_every_players_list(app):
    session = bot_session("classic", players=4)
    outcome = next(outcomes(session))
    assert outcome.label == "Phase 1 starts"
    scene = RevealScene(app, session, outcome, lambda: None)
    lines = [scene.describe(event) for event in outcome.events]
    starts = session.record.phases[0].starts["A"]
    for player, listed in enumerate(starts):
        name = session.state.names[player]
        line = next(line for line in lines if line.startswith(f"{name} starts on "))
        for cell in listed:
            assert cell_name(cell) in line


START_WORDS = [
    # (choice, listed, words)
    (0, ((3, 4), (2, 2)), "Ann starts on D5 (grid A): choice 1 of their list D5, C3"),
    (1, ((3, 4), (2, 2)), "Ann starts on C3 (grid A): choice 2 of their list D5, C3"),
    (None, ((3, 4),), "Ann starts on B2 (grid A), a random cell: none of their list D5 was free"),
    (None, (), "Ann starts on B2 (grid A), a random cell: they listed none"),
]


@pytest.mark.parametrize(("choice", "listed", "words"), START_WORDS)
def test_start_lines_give_the_list_without_nested_parentheses(choice, listed, words):
    from game.social_snake import events as ev

    cell = listed[choice] if choice is not None else (1, 1)
    text = ev.StartAssigned("A", 0, cell, choice, listed).describe(["Ann"])
    assert text == words


def test_a_player_called_you_is_spoken_to_in_the_second_person():
    """Issue 21: the editor's playtest seat is "You", and the log said "You starts on…",
    "You collects…"."""
    from game.social_snake import events as ev

    names = ["You", "Bob"]
    lines = [
        event.describe(names)
        for event in (
            ev.StartAssigned("A", 0, (3, 4), 0, ((3, 4),)),
            ev.StartAssigned("A", 0, (1, 1), None, ()),
            ev.Moved("A", 1, 0, (0, 0), (0, 1)),
            ev.Collected("A", 1, 0, (0, 1), 4, 0),
            ev.Collected("A", 2, 0, (0, 2), -2, 0),
            ev.Collided("A", 3, 0, (0, 2), (0, 3), "body", 0, 5),
            ev.Collided("A", 3, 1, (0, 2), (0, 3), "body", 0, 5),
            ev.SequenceCut("A", 0, 2, "off the board"),
            ev.PremoveSpent("A", 0, 1),
            ev.Banked("A", 0, 9),
            ev.GarnetsAwarded(0, 1, 200),
            ev.TokensOfLifeGiven(0, 2, 1),
            ev.EliminationCandidateChosen(0, "fewest apples"),
        )
    ]
    assert lines == [
        "You start on D5 (grid A): choice 1 of your list D5",
        "You start on B2 (grid A), a random cell: you listed none",
        "Step 1: You move from A1 to A2",
        "Step 1: You collect 4 apples at A2",
        "Step 2: You step on A3 and pay 2 apples at once",
        "Step 3: You ran into your own body at A4 and kept 5 apples",
        "Step 3: Bob ran into your body at A4 and gave you 5 apples",
        "Your sequence on grid A stops after 2 moves: off the board",
        "You spend 1 garnet to move 1 step early on grid A",
        "You bank 9 apples from grid A",
        "You earn 1 garnet for 200 apples",
        "You receive 2 Tokens of Life (most apples)",
        "You are an Elimination Candidate (fewest apples)",
    ]
    assert (
        ev.Collected("A", 1, 1, (0, 1), 4, 0).describe(names)
        == "Step 1: Bob collects 4 apples at A2"
    )


def board_image(app, view) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(view.board), "RGB")


def test_with_room_both_grids_are_shown_whole_and_both_play():
    """With room for both grids readable (1366×768, 4 seats) they are shown side by side
    or stacked, numbers at least 12 px, and every step plays on both."""
    app = App(headless=True, size=(1366, 768))
    scene, _ = round_reveal(app)
    first, second = scene.views.values()
    assert scene.grids.together and first.labels and second.labels
    assert min(first.text_font().point_size, second.text_font().point_size) >= 12
    assert not first.area.colliderect(second.area)
    press(app, pygame.K_SPACE)  # paused, to step by hand
    changed = [0, 0]
    before = board_image(app, first), board_image(app, second)
    for _ in scene.groups:
        press(app, pygame.K_RIGHT)
        now = board_image(app, first), board_image(app, second)
        changed = [c + (n != b) for c, n, b in zip(changed, now, before, strict=True)]
        before = now
    assert min(changed) >= 3


@pytest.mark.parametrize("size", [(1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_tab_brings_the_other_grid_forward_and_both_grids_still_play(size):
    """Issue 21: a two-grid reveal without room for both grids readable shows one grid
    large, its numbers readable, and the other as a tab (issue 27: the 20×20 grid is then
    readable too, over the whole height); Tab swaps them and every step still plays on the
    grid in front."""
    app = App(headless=True, size=size)
    scene, _ = round_reveal(app)
    first, second = scene.views.values()
    assert scene.grids.layout.tabs and scene.tall_board
    press(app, pygame.K_SPACE)  # paused, to step by hand
    press(app, pygame.K_HOME)
    for view, other in ((first, second), (second, first)):
        if not view.labels:
            press(app, pygame.K_TAB)
        assert view.labels and not other.labels
        assert view.text_font().point_size >= 12
    changed = 0
    before = board_image(app, second)
    for _ in scene.groups:
        press(app, pygame.K_RIGHT)
        if not second.labels:
            press(app, pygame.K_TAB)
        now = board_image(app, second)
        changed += now != before
        before = now
    assert changed >= 3
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert first.labels and not second.labels
    tick(app, *click_events(scene.grids.layout.captions[1].center))
    assert second.labels and not first.labels


def test_the_replay_brings_either_grid_forward_with_tab():
    from game.social_snake.replay_view import ReplayScene

    app = App(headless=True, size=(1024, 600))
    session = bot_session("classic", players=4)
    for _ in outcomes(session):
        pass
    viewer = ReplayScene(app, session)
    app.push(viewer)
    two_grids = next(
        i for i, c in enumerate(viewer.chapters) if len(viewer._grids_for(c).views) > 1
    )
    viewer.go(two_grids)
    app.tick([], FRAME)
    first, second = viewer.views.values()
    assert first.labels and first.cell_size >= 18 and not second.labels
    press(app, pygame.K_TAB)
    assert second.labels and second.cell_size >= 18 and not first.labels
    press(app, pygame.K_RIGHT)  # stepping on keeps the grid forward
    assert second.labels and viewer.step == 1


def test_a_move_slides_the_whole_snake_with_its_head_between_the_cells(app):
    """Issue 21: moves slide along the body. Half-way through a move step the head is
    drawn across the line between the two cells and has not reached the far side of the
    cell it moves to."""
    scene, _ = round_reveal(app)
    index, move = next(
        (index, event)
        for index, group in enumerate(scene.groups)
        for event in group
        if isinstance(event, ev.Moved) and not event.through_tunnel
    )
    app.tick([key_event(pygame.K_SPACE)], FRAME)  # pause
    app.tick([key_event(pygame.K_HOME)], FRAME)
    for _ in range(index):
        app.tick([key_event(pygame.K_RIGHT)], FRAME)
    assert scene.timeline.time == scene.starts[index]
    app.tick([key_event(pygame.K_SPACE)], MOVE_TIME / 2 / scene.timeline.speed)
    view = scene.views[move.grid]
    size = view.cell_size
    (x0, y0), (x1, y1) = view.cell_centre(move.origin), view.cell_centre(move.target)
    dx, dy = move.target[0] - move.origin[0], move.target[1] - move.origin[1]
    beside_boundary = ((x0 + x1) / 2 - dy * 0.32 * size, (y0 + y1) / 2 + dx * 0.32 * size)
    far_side = (x1 + dx * 0.36 * size, y1 + dy * 0.36 * size)
    colour = scene.looks[move.player].colour

    def at(point):
        return tuple(app.screen.get_at((round(point[0]), round(point[1]))))[:3]

    assert at(beside_boundary) == colour
    assert at(far_side) != colour
    app.tick([key_event(pygame.K_RIGHT)], FRAME)  # at the step's end the head is on its cell
    assert at(beside_boundary) != colour and at(far_side) == colour
