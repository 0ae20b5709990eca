"""Issue 9 for Bugcatcher: drafts kept by Esc, an empty entry asks first, the reveal's sounds,
the How to play pictures, colour-blind paths and the guided first match."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher import GAME
from game.bugcatcher import events as ev
from game.bugcatcher.diagrams import a_collision, a_swap, rules_diagrams
from game.bugcatcher.draw import INK, PATTERN_INK, STRUCK
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
from game.bugcatcher.geometry import BORDER, CENTRAL
from game.bugcatcher.levels import level_from_document
from game.bugcatcher.missions import BLACK, BLUE
from game.bugcatcher.results import match_results
from game.bugcatcher.reveal import RevealScene, step_sound
from game.bugcatcher.rules import Pregame
from game.bugcatcher.rules_text import PAGES
from game.bugcatcher.scene import MatchFlowScene, setup_scene
from game.bugcatcher.session import MatchSession
from game.bugcatcher.tutorial import LESSONS, TutorialFlowScene, tutorial_session
from game.core.paths import LEVELS
from game.core.saves import saves_dir
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui import sound, theme
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.driver import Driver
from game.ui.hotseat import HotSeatScene, PassScene
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, play_until, tick

PRACTICE = LEVELS / "bugcatcher" / "practice-meadow.toml"
CTRL = pygame.KMOD_CTRL


def new_session(garnets: int = 0) -> MatchSession:
    level = level_from_document(load_toml(PRACTICE))
    seats = [Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy")]
    return MatchSession.start(level, PRACTICE, seats, 5, garnets)


def press(app: App, *keys: int, mod: int = 0) -> None:
    """Each key pressed and released as SDL sends it (a key whose press opened or closed a
    screen is spent until it is released)."""
    Driver(app).keys(*keys, mod=mod)


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def pregame_entry(app: App, session: MatchSession) -> PregameEntryScene:
    app.push(MatchFlowScene(app, session))
    tick(app)
    play_until(app, PregameEntryScene)
    return app.top


def round_entry(app: App) -> RoundEntryScene:
    session = new_session()
    board = session.board
    session.submit(0, Pregame((board.parse("C3", CENTRAL),), (board.parse("C3 ul", BORDER),)))
    app.push(MatchFlowScene(app, session))
    tick(app)
    play_until(app, RoundEntryScene)
    return app.top


def test_esc_in_the_pregame_entry_keeps_the_lists_behind_the_curtain(app):
    session = new_session()
    entry = pregame_entry(app, session)
    c3 = session.board.parse("C3", CENTRAL)
    tick(app, *click_events(entry.board.pixel(c3)))
    press(app, pygame.K_PLUS)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PassScene) and app.top.player == "Ann"
    play_until(app, PregameEntryScene)
    again = app.top
    assert again is not entry and again.entry.central == (c3,)
    press(app, pygame.K_z, mod=CTRL)  # the undo steps come back with the draft
    assert again.entry.central == ()


def test_esc_in_a_round_entry_keeps_the_actions_and_missions(app):
    entry = round_entry(app)
    press(app, pygame.K_c, pygame.K_RIGHT, pygame.K_s, pygame.K_1)
    typed = entry.entry
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PassScene)
    play_until(app, RoundEntryScene)
    assert app.top is not entry and app.top.entry == typed
    press(app, pygame.K_y, mod=CTRL)  # nothing to redo: the plan stays
    assert app.top.entry == typed


@pytest.mark.parametrize("kind", ["pregame", "round"])
def test_submitting_an_empty_entry_asks_first(app, kind):
    entry = pregame_entry(app, new_session()) if kind == "pregame" else round_entry(app)
    press(app, pygame.K_RETURN, mod=CTRL)
    assert isinstance(app.top, ConfirmScene) and "Submit" in app.top.question
    press(app, pygame.K_n)
    assert app.top is entry and 0 in entry.session.expected()
    press(app, pygame.K_RETURN, mod=CTRL)
    press(app, pygame.K_y)
    assert entry not in app.stack and not isinstance(app.top, ConfirmScene)


def test_a_non_empty_entry_is_submitted_without_a_question(app):
    entry = round_entry(app)
    press(app, pygame.K_c, pygame.K_RIGHT)
    press(app, pygame.K_RETURN, mod=CTRL)
    assert not isinstance(app.top, ConfirmScene) and entry not in app.stack


def test_the_reveal_plays_move_collect_and_collision_from_real_events(app):
    round_entry(app)
    press(app, pygame.K_c, pygame.K_RIGHT)
    sound.forget_played()
    press(app, pygame.K_RETURN, mod=CTRL)
    tick(app)
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    groups = [part.events for part in reveal.parts]
    wanted = [step_sound(group) for group in groups]
    assert "move" in wanted
    for _ in range(2000):
        if reveal.groups_started >= min(12, len(groups)) or reveal is not app.top:
            break
        tick(app, dt=0.05)
    heard = [name for name in sound.last_played() if name != "curtain"]
    told = [name for name in wanted[: reveal.groups_started] if name]
    assert heard == told and len(heard) >= 3


@pytest.mark.parametrize(
    ("event", "effect"),
    [
        (ev.ActionInvalid(2, 0, CENTRAL, "C4", 1, "case 1"), "collision"),
        (ev.SegmentPlaced(1, 0, CENTRAL, "C3", "D3", "black"), "move"),
    ],
)
def test_each_kind_of_step_has_its_sound(event, effect):
    assert step_sound([event]) == effect


# --- How to play pictures and colour-blind paths ----------------------------------------------


def painted(diagram, colour_blind: bool) -> pygame.Surface:
    app = App(headless=True)
    app.settings.colour_blind = colour_blind
    surface = pygame.Surface((320, 260))
    diagram.paint(surface, pygame.Rect(0, 0, 320, 260), app)
    return surface


def test_the_pictures_sit_on_the_pregame_rounds_and_collisions_pages():
    titles = [title for title, _ in PAGES]
    pictures = rules_diagrams()
    assert set(pictures) == {"Pregame", "Rounds and actions", "Collisions"} <= set(titles)
    for diagrams in pictures.values():
        for diagram in diagrams:
            surface = painted(diagram, False)
            assert surface.get_at((160, 130))[:3] != (0, 0, 0)  # the board was drawn


def test_the_swap_picture_changes_the_colours_after_the_swap():
    example = a_swap()
    colours = [line.colour for line in example.lines]
    assert colours == [BLACK, BLUE, BLUE, BLACK]  # CR, BD, then after S3: CD, BR
    assert [mark.text for mark in example.marks] == ["S3", "S3"]


def test_the_collision_picture_strikes_only_the_same_colour_crossing():
    struck = [line for line in a_collision().lines if line.style == STRUCK]
    assert [(line.colour, line.start, line.end) for line in struck] == [(BLACK, (3, 3), (5, 3))]


def test_colour_blind_mode_patterns_the_blue_path_but_not_the_black():
    blue = rules_diagrams()["Rounds and actions"][0]
    plain, patterned = painted(blue, False), painted(blue, True)
    differing = [
        (x, y)
        for x in range(320)
        for y in range(260)
        if plain.get_at((x, y)) != patterned.get_at((x, y))
    ]
    assert differing and all(patterned.get_at(p)[:3] in {PATTERN_INK, INK[BLUE]} for p in differing)
    collision = rules_diagrams()["Collisions"][0]
    assert painted(collision, True).get_at((160, 130)) == painted(collision, False).get_at(
        (160, 130)
    )


def test_the_entry_screens_follow_the_colour_blind_setting(app):
    app.settings.colour_blind = True
    entry = round_entry(app)
    assert entry.board.colour_blind and app.stack[-2].board.colour_blind


# --- the guided first match ---------------------------------------------------------------


def until(app: App, wanted, limit: int = 400):
    """Tick through curtains and reveals (never through a lesson) until `wanted` is on top."""
    for _ in range(limit):
        if wanted(app.top):
            return app.top
        if isinstance(app.top, HotSeatScene):  # its next step first; a key if it waits
            tick(app)
            if isinstance(app.top, HotSeatScene):
                press(app, pygame.K_RETURN)
        elif isinstance(app.top, PassScene):
            tick(app, dt=1.0)
            press(app, pygame.K_SPACE)
        elif isinstance(app.top, MessageScene):
            raise AssertionError(f"an unexpected note: {app.top.title}")
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
    raise AssertionError(f"not reached; on top: {type(app.top).__name__}")


def lesson_on_top(title: str):
    return lambda scene: isinstance(scene, MessageScene) and scene.title == title


def lesson_then_entry(app: App, index: int):
    """Lesson `index` on top, read with Enter: the entry is then on top, no lesson after it."""
    note = until(app, lesson_on_top(LESSONS[index].title))
    press(app, pygame.K_RETURN)
    assert not isinstance(app.top, MessageScene), app.top.title
    return note


def test_each_kind_of_entry_is_asked_for_once_one_lesson_at_a_time(app):
    app.push(TutorialFlowScene(app, tutorial_session()))
    note = lesson_then_entry(app, 0)
    assert any("bid" in line for line in note.log.lines)
    assert isinstance(app.top, PregameEntryScene)
    press(
        app, pygame.K_LEFT, pygame.K_SPACE, pygame.K_TAB, pygame.K_SPACE
    )  # a cell and a corner, no bid
    press(app, pygame.K_RETURN, mod=CTRL)
    told = lesson_then_entry(app, 1).log.lines  # round 1: paths and the cards it shows
    words = " ".join(told)
    assert "The cards on the right are this round's missions" in words
    assert "Press a card's number (1 to 3 here)" in words and "penalty" in words
    assert isinstance(app.top, RoundEntryScene) and app.top.session.state.round_number == 1
    assert app.top.session.state.round_board()  # the cards it explains are on the screen
    press(app, pygame.K_s)
    press(app, pygame.K_RETURN, mod=CTRL)  # a swap but no path
    missed = until(app, lesson_on_top(LESSONS[1].title))
    assert missed.log.lines == [LESSONS[1].missed]
    press(app, pygame.K_RETURN)
    words = " ".join(lesson_then_entry(app, 2).log.lines)  # round 2: collisions, the swap
    for case in range(1, 5):
        assert f"Case {case}:" in words
    assert app.top.session.state.round_number == 2
    press(app, pygame.K_c, pygame.K_RIGHT, pygame.K_s)
    press(app, pygame.K_RETURN, mod=CTRL)
    lesson_then_entry(app, 3)  # round 3: a mission
    assert app.top.session.state.round_number == 3
    press(app, pygame.K_1, pygame.K_c, pygame.K_LEFT)
    press(app, pygame.K_RETURN, mod=CTRL)
    farewell = until(app, lesson_on_top("The guide is over"))  # path actions were skipped
    words = " ".join(farewell.log.lines)
    assert "a swap" in words and "a mission" in words
    assert "bid" not in words  # no bid was made: none is praised
    assert "Still to try in a later round: path actions" in words
    assert list(saves_dir().glob("*.toml")) == []


def test_the_farewell_praises_a_bid_only_when_one_was_made():
    from game.bugcatcher.tutorial import farewell_lines

    session = tutorial_session()
    session.record.players[0].bid = 0
    assert "bid" not in " ".join(farewell_lines(session))
    session.record.players[0].bid = 1
    session.record.players[0].central = ["B2"]
    session.record.players[0].border = ["B2 ul"]
    assert "priority lists with a bid of 1" in farewell_lines(session)[0]


def test_the_setup_screen_and_how_to_play_offer_the_guided_match(app):
    setup = setup_scene(app)
    app.push(setup)
    tick(app)
    button = next(c for c in setup.form.controls if c.key == "guide").element
    tick(app, *click_events(button.rect.center))
    assert any(isinstance(scene, TutorialFlowScene) for scene in app.stack)
    assert GAME.tutorial_scene is not None and GAME.rules_diagrams is not None


def test_how_to_play_shows_the_pictures_and_opens_the_guided_match(app):
    howto = HowToPlayScene(app)
    app.push(howto)
    tick(app)
    collisions = next(
        index
        for index, page in enumerate(howto.pages)
        if page.tutorial is not None
        and page.title.endswith("Collisions")
        and page.diagrams
        and "Bugcatcher" in page.title
    )
    howto.page = collisions
    howto.open_tutorial()
    assert isinstance(app.top, TutorialFlowScene)


def test_results_marks_follow_the_seat_colour_with_the_colour_blind_pattern(app):
    session = new_session()  # Ann Red, Bob Blue, Cat Green
    standard = [colour.name for colour in theme.player_colours(False)]
    font = pygame.font.Font(None, 16)

    def mark(player: int, colour_blind: bool) -> pygame.Surface:
        surface = pygame.Surface((24, 24))
        match_results(session, colour_blind).paint_mark(surface, surface.get_rect(), player, font)
        return surface

    for player, seat in enumerate(session.seats):
        place = standard.index(seat.colour)
        for colour_blind in (False, True):
            fill = theme.player_colour(place, colour_blind).fill
            assert mark(player, colour_blind).get_at((1, 1))[:3] == fill, seat.name
        if theme.PATTERNS[place % len(theme.PATTERNS)] == "solid":
            continue
        plain, patterned = mark(player, False), mark(player, True)
        corner = [(x, y) for x in range(7) for y in range(7)]  # clear of the letter
        assert {plain.get_at(p)[:3] for p in corner} == {plain.get_at((0, 0))[:3]}, seat.name
        assert {patterned.get_at(p)[:3] for p in corner} != {patterned.get_at((0, 0))[:3]}, (
            seat.name
        )


def test_how_to_play_gives_each_shipped_levels_board_size_as_the_level_has_it():
    """Issue 28: How to play said the board is 6×5 while Practice Meadow's is 4×4."""
    from game.bugcatcher.rules_text import BOARD

    for name, words in (("house-of-larks", "6 columns"), ("practice-meadow", "4×4")):
        level = level_from_document(load_toml(LEVELS / "bugcatcher" / f"{name}.toml"))
        assert level.name in BOARD and words in BOARD
        assert words in (f"{level.board.columns} columns", level.board.size_words())
