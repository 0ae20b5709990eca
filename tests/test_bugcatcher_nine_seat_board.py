"""Issue 28 (Bugcatcher at nine seats, round 5): the replay's "Pregame: the starts" showed an
empty board while its log told who took which node; it now shows the starts as chosen, each
node lettered with its player, the contested ones ringed (and the key says so). Driven by
keys through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher import events as ev
from game.bugcatcher.demo import demo_session
from game.bugcatcher.replay_view import replay_scene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.standings import seat_marks
from game.ui.tour import played_out


@pytest.fixture(scope="module")
def nine_seats():
    return played_out(demo_session(seed=5, players=9))


def replay_at(session, size: tuple[int, int]):
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    replay = replay_scene(app, session)
    app.push(replay)
    driver = Driver(app)
    driver.step(2)
    return replay, driver


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_pregame_chapter_shows_the_starts_as_chosen(nine_seats, size):
    replay, driver = replay_at(nine_seats, size)
    pregame = replay.outcomes[0]
    board = nine_seats.board
    starts = [e for e in pregame.events if isinstance(e, ev.StartAssigned)]
    contested = {
        board.parse(e.where, e.node) for e in pregame.events if isinstance(e, ev.StartContested)
    }
    assert contested, "the seed gives no contested start: pick another"
    for moment in ("opened", "chapter end"):
        assert replay.heading().endswith("Pregame: the starts"), moment
        drawn = {mark.point: mark for mark in replay.nodes_drawn}
        assert set(drawn) == {board.parse(e.where, e.node) for e in starts}, moment
        for start in starts:
            mark = drawn[board.parse(start.where, start.node)]
            assert mark.letter == replay.letters[start.player], moment
        assert {p for p, mark in drawn.items() if mark.contested} == contested, moment
        driver.key(pygame.K_END)  # to the chapter's end, still the pregame
        driver.step(2)
    assert "contested start" in [entry.words for entry in replay.legend.entries]


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_no_collision_cross_touches_a_node_at_nine_seats(nine_seats, size):
    """A struck segment's ✗ sat a quarter along it: with nine players' short segments it lay
    against the node the segment starts from. Every chapter's end, both screens."""
    replay, driver = replay_at(nine_seats, size)
    crosses = 0
    for _ in replay.round_list.labels:
        driver.key(pygame.K_END)
        driver.step(2)
        board = replay.board
        for cross in board.strikes_drawn:
            assert cross.collidelist(board.node_rects) < 0, (replay.heading(), cross)
        crosses += len(board.strikes_drawn)
        driver.key(pygame.K_DOWN)
    assert crosses > 20


@pytest.mark.parametrize("seats", [3, 9])
def test_at_800x600_the_reveal_and_replay_give_the_board_the_height(seats, nine_seats):
    """The 800x600 board was about 400 px wide beside a key and above the buttons: it now
    takes the window's height (the buttons at the side column's foot), the key folded
    behind a chip that F1 opens and closes, nothing else over the board; the side column's
    log keeps its room (its words and the strip of names give way)."""
    from game.bugcatcher.reveal import RevealScene
    from game.ui.tour import resolved

    session = nine_seats if seats == 9 else played_out(demo_session(seed=5, players=3))
    replay, driver = replay_at(session, (800, 600))
    live = demo_session(seed=5, players=seats)
    resolved(live)
    outcome = resolved(live)
    reveal = RevealScene(replay.app, live, outcome, lambda: None)
    reveal.show_standings(live.standings(None).public(), seat_marks(live.seats))
    for scene in (replay, reveal):
        if scene is reveal:
            replay.app.push(reveal)
            driver.step(2)
        board = scene.board.area
        assert board.width >= 480 and board.bottom <= 600, board
        for button in driver.buttons():
            assert not button.get_abs_rect().colliderect(board), button.text
        assert scene.legend_rect.width == 0  # folded, not beside the board
        # the log keeps its room: a strip of names only (fireflies are private) gives way
        assert scene.log.rect.height >= 200 and scene.strip_rect.height == 0, scene.log.rect
        assert not scene.key_toggle.open
        driver.key(pygame.K_F1)
        assert scene.key_toggle.open
        driver.key(pygame.K_F1)
        assert not scene.key_toggle.open


@pytest.mark.parametrize(("size", "least"), [((1366, 768), 320), ((800, 600), 250)])
def test_how_to_play_s_pictures_are_large_enough_to_read(size, least):
    """Each Bugcatcher picture was a 175 px board under a 140 px cap: it now takes a share of
    the page (the text above it scrolls), and a swap badge never sits on a column letter."""
    from game.bugcatcher.diagrams import BoardPicture
    from game.ui.howto import HowToPlayScene

    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    howto = HowToPlayScene(app, "Bugcatcher")
    app.push(howto)
    driver = Driver(app)
    driver.step(2)
    seen = 0
    for _ in range(12):
        driver.key(pygame.K_DOWN)
        driver.step()
        page = howto.pages[howto.page]
        if not page.title.startswith("Bugcatcher") or not page.diagrams:
            continue
        picture = page.diagrams[0].paint
        assert isinstance(picture, BoardPicture)
        view = picture._view
        assert view.area.width >= least, (page.title, view.area)
        board = view.view.board
        example = picture.example
        for badge in view.mark_rects(example.marks, example.nodes, example.lines):
            assert board.contains(badge), (page.title, badge)
        seen += 1
    assert seen == 3


@pytest.mark.parametrize("seats", [3, 9])
def test_at_800x600_the_entries_give_the_board_the_room_first(seats):
    """The 800x600 entry board was 366 px wide over a three-line fireflies strip and beside a
    330 px panel: the strip now folds behind "Fireflies (F2)" beside "Key (F1)" under the
    board, the panel is 300 px with its words whole, and the board is at least 420 px."""
    from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
    from game.ui.tour import resolved

    session = demo_session(seed=5, players=seats)
    resolved(session)
    resolved(session)  # round 1 played: the strip has a round's breakdown
    pregame = demo_session(seed=5, players=seats)
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    driver = Driver(app)
    for scene in (
        PregameEntryScene(app, pregame, 0, lambda: None),
        RoundEntryScene(app, session, 0, lambda: None),
    ):
        app.push(scene)
        driver.step(2)
        board = scene.board.area
        assert board.width >= 420, board
        chips = [scene.key_toggle.chip, scene.strip_toggle.chip]
        assert all(chip.top > board.bottom and chip.bottom <= 600 for chip in chips), chips
        assert not chips[0].colliderect(chips[1])
        assert scene.strip_rect.height == 0  # folded, not under the board
        for button in driver.buttons():
            assert button.get_abs_rect().right <= 800 - 12, button.text
        driver.key(pygame.K_F2)
        assert scene.strip_toggle.open
        driver.key(pygame.K_ESCAPE)
        assert not scene.strip_toggle.open and app.top is scene
        driver.key(pygame.K_F1)
        assert scene.key_toggle.open
        driver.key(pygame.K_F1)
        app.pop(scene)
        driver.step()


def test_nine_seats_choose_a_level_that_seats_them_at_once():
    """Seen in the real window: Practice Meadow (3–4 players), remembered from a smaller
    table, stayed chosen with nine seats until Start refused it in red."""
    from game.screen_tour import show

    app = App(headless=True, size=(800, 600))
    show(app, "bugcatcher-setup")
    scene = app.top
    driver = Driver(app)
    while len(scene.seats) > 3:
        driver.click_button("×")
    meadow = [c.name for c in scene.levels].index("Practice Meadow")
    scene.level_index = meadow  # chosen at four seats or fewer, as a setup remembers it
    while len(scene.seats) < 9:
        driver.click_button("Add player")
    chosen = scene.levels[scene.level_index]
    assert chosen.level.players[0] <= 9 <= chosen.level.players[1], chosen.name
    assert "Practice Meadow" not in [choice.name for choice in scene.levels]
    driver.click_button("Start")
    assert app.top is not scene  # the match begins: nothing to refuse
