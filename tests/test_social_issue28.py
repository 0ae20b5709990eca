"""Issue 28's Social Snake faults: the log's grammar, the results' award words, the guided
match's lesson check, the curtain with one human, How to play's words for the boards'
pictures, tunnels in entry."""

from __future__ import annotations

from social_snake_helpers import finished_state

from game.social_snake import events as ev
from game.social_snake.results import award_key
from game.social_snake.rules import elimination_candidates


def test_the_log_agrees_in_number():
    assert ev.ItemsDestroyed("B", 3, (1, 8), 1, 0).describe(["Ann"]) == (
        "Step 3: the 1 apple on B9 is destroyed in the crash"
    )
    assert (
        ev.ItemsDestroyed("B", 3, (1, 8), 4, 0)
        .describe(["Ann"])
        .endswith("the 4 apples on B9 are destroyed in the crash")
    )
    assert " 1 garnet on B9 is destroyed" in ev.ItemsDestroyed("B", 3, (1, 8), 0, 1).describe([])
    assert ev.StartCleared("A", (0, 0), 1, 0).describe([]).endswith("A1 (grid A) vanishes")
    assert ev.StartCleared("A", (0, 0), 2, 0).describe([]).endswith("A1 (grid A) vanish")


def test_a_candidate_above_the_last_place_is_told_why():
    """mm2.5 names two Elimination Candidates: the third of four is one, and is told so."""
    state = finished_state([50, 40, 30, 20], ruleset="mm2.5")
    chosen, events = elimination_candidates(state, {})
    assert chosen == [3, 2]
    reasons = {event.player: event.reason for event in events}
    assert reasons[2] == "among the 2 with the least apples: this match names 2 candidates"
    classic = finished_state([50, 40, 30, 20])
    assert [e.reason for e in elimination_candidates(classic, {})[1]] == ["least apples"]


def test_the_results_say_what_tol_and_ec_mean():
    key = award_key(finished_state([50, 40, 30, 20], ruleset="mm2.5"))
    assert key[0].startswith("ToL = Token of Life: for the most")
    assert key[1] == "EC = Elimination Candidate: the 2 players with the least apples."
    key = award_key(finished_state([50, 40, 30]))
    assert key[1] == "EC = Elimination Candidate: the player with the least apples."


def test_the_results_screen_opens_its_awards_with_the_key():
    from test_social_results import FRAME, finished

    from game.app import App
    from game.social_snake.results import results_scene

    app = App(headless=True)
    scene = results_scene(app, finished(3))
    app.push(scene)
    app.tick([], FRAME)
    assert scene.awards_log.lines[0].startswith("ToL = Token of Life: ")
    assert scene.awards_log.lines[1].startswith("EC = Elimination Candidate: ")


def test_the_guide_praises_only_what_was_done():
    """Issue 28: LLL in round 4 got "That sequence did not turn" and then "Well done — …
    a sequence that turns". The farewell now says what is still to try, and no praise."""
    import pygame
    from test_social_tutorial import FRAME, press

    from game.app import App
    from game.social_snake.entry import MoveEntryScene, StartEntryScene
    from game.social_snake.tutorial import LESSONS, TutorialFlowScene, tutorial_session
    from game.ui.dialogs import MessageScene
    from game.ui.hotseat import PassScene
    from game.ui.menu import MainMenuScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step(FRAME)
    app.push(TutorialFlowScene(app, tutorial_session()))
    notes: list[tuple[str, list[str]]] = []
    for _ in range(600):
        top = app.top
        if isinstance(top, MessageScene):
            notes.append((top.title, list(top.log.lines)))
            if top.title.startswith("The guide is over") or top.title == "Well done":
                break
            press(app, pygame.K_RETURN)
        elif isinstance(top, PassScene):
            app.step(1.0)
            press(app, pygame.K_SPACE)
        elif isinstance(top, StartEntryScene):
            press(app, pygame.K_SPACE)
            press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
        elif isinstance(top, MoveEntryScene):
            round_number = top.session.state.round_number
            press(app, *[pygame.K_LEFT] * 3)
            if round_number == 2:
                press(app, pygame.K_PLUS)
            press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
            if isinstance(app.top, MessageScene) is False and app.top is top:
                press(app, pygame.K_y)  # an empty sequence (cut at once) is asked about
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
    titles = [title for title, _ in notes]
    assert (LESSONS[3].title, [LESSONS[3].missed]) in notes
    assert "Well done" not in titles
    title, lines = notes[-1]
    assert title == "The guide is over"
    assert "still to try: a sequence that turns." in lines[0]
    assert not any("a sequence that turns." in line and "You have made" in line for line in lines)


def test_a_lone_human_gets_no_curtain_but_two_humans_do():
    """Issue 28: with one human the guided match showed "Pass to Ann" every round."""
    import pygame
    from test_social_scenes import new_session, one_human, press, tick

    from game.app import App
    from game.social_snake.entry import StartEntryScene
    from game.social_snake.scene import MatchFlowScene
    from game.table.seats import Seat
    from game.ui.hotseat import PassScene
    from game.ui.menu import MainMenuScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.push(MatchFlowScene(app, new_session(one_human())))
    tick(app)
    assert isinstance(app.top, StartEntryScene)
    press(app, pygame.K_ESCAPE)  # leaving the entry unsubmitted: the curtain waits
    assert isinstance(app.top, PassScene) and app.top.player == "Ann"
    two = [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat("Cat", "Green", "easy")]
    app.push(MatchFlowScene(app, new_session(two)))
    tick(app)
    assert isinstance(app.top, PassScene) and app.top.player == "Ann"


def test_how_to_play_names_what_the_boards_draw():
    """Issue 28: the page said "G for a garnet … a dot for nothing"; boards draw a gem and
    leave an empty cell blank."""
    from game.social_snake.draw import item_look
    from game.social_snake.levels import Item
    from game.social_snake.rules_text import GOAL

    assert "G for a garnet" not in GOAL and "dot" not in GOAL
    assert "gem for a garnet" in GOAL and "blank cell for nothing" in GOAL
    garnet = item_look(Item(0, 1), 5, lambda *a: None)
    assert garnet.text == "" and garnet.emblem is not None  # a gem, no letter G


def tunnel_entry(app):
    """Ann (the only human) on F2 of the two-tunnel practice board, at her first moves."""
    import pygame
    from test_social_scenes import press, tick

    from game.core.coords import parse_cell
    from game.core.paths import LEVELS
    from game.core.tomlfile import load_toml
    from game.social_snake.entry import MoveEntryScene
    from game.social_snake.levels import level_from_document
    from game.social_snake.scene import MatchFlowScene
    from game.social_snake.session import MatchSession
    from game.table.seats import Seat

    path = LEVELS / "social-snake" / "practice-tunnels.toml"
    level = level_from_document(load_toml(path))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    session = MatchSession.start(level, path, seats, 4)
    session.submit_starts(0, {"A": [parse_cell("F2")]})
    app.push(MatchFlowScene(app, session))
    for _ in range(100):
        tick(app, dt=0.2)
        if isinstance(app.top, MoveEntryScene):
            return app.top
        press(app, pygame.K_END, pygame.K_RETURN)  # through the start reveal
    raise AssertionError(type(app.top).__name__)


def test_a_path_through_a_tunnel_is_drawn_into_one_end_and_out_of_the_other():
    import pygame
    from test_social_scenes import press

    from game.app import App
    from game.core.coords import parse_cell
    from game.ui.menu import MainMenuScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    entry = tunnel_entry(app)
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)  # G2, then into T2 on H2: out at C8
    assert entry.moves["A"] == "RR"
    path = entry.overlay(0).path
    assert path == [parse_cell(name) for name in ("F2", "G2", "H2", "B8", "C8")]
    # both tunnel ends carry the path's line: test_social_evening.py


def test_tunnel_numbers_sit_in_the_middle_of_their_rings_in_entry():
    from game.app import App
    from game.core.coords import parse_cell
    from game.social_snake.draw import TUNNEL_INK
    from game.ui.menu import MainMenuScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    entry = tunnel_entry(app)
    view = entry.views[0]
    rect = view.cell_rect(parse_cell("A5"))
    middle = rect.inflate(-rect.width // 2, -rect.height // 2)  # the central quarter
    ink_inside = [
        (x, y)
        for x in range(middle.left, middle.right)
        for y in range(middle.top, middle.bottom)
        if tuple(app.screen.get_at((x, y)))[:3] == TUNNEL_INK
    ]
    xs = [x for x, _ in ink_inside]
    ys = [y for _, y in ink_inside]
    assert len(ink_inside) > 20  # the digit is there
    assert abs(sum(xs) / len(xs) - rect.centerx) < rect.width * 0.08
    assert abs(sum(ys) / len(ys) - rect.centery) < rect.height * 0.08


def test_the_planned_path_never_covers_the_head_letter():
    import pygame
    from test_social_scenes import press

    from game.app import App
    from game.ui.board_view import PATH_INK
    from game.ui.menu import MainMenuScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    entry = tunnel_entry(app)
    view = entry.views[0]

    def white_in_head() -> int:
        rect = view.cell_rect(entry.head("A"))
        middle = rect.inflate(-rect.width // 2, -rect.height // 2)
        return sum(
            tuple(app.screen.get_at((x, y)))[:3] == PATH_INK
            for x in range(middle.left, middle.right)
            for y in range(middle.top, middle.bottom)
        )

    assert entry.moves["A"] == "" and white_in_head() == 0  # nothing planned: no dot
    press(app, pygame.K_RIGHT)  # one move: the line starts at the head's rim
    assert entry.moves["A"] == "R" and white_in_head() == 0
