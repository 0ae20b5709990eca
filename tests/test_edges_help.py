"""Double-edged Edges brought up to issue 9: the kept draft behind the curtain, the shared sounds
in the reveal, the How to play diagrams, the guided first match and colour-blind marks."""

from __future__ import annotations

import pygame
import pytest
from edges_window_helpers import new_session, press, tick, two_humans

from game.app import App
from game.core.saves import saves_dir
from game.double_edged_edges import events as ev
from game.double_edged_edges.diagrams import rules_diagrams
from game.double_edged_edges.draw import BOX, START_COLOUR, TYPE_LOOKS
from game.double_edged_edges.entry import MoveEntryScene, standings
from game.double_edged_edges.reveal import RevealScene, chapter_of, step_sound
from game.double_edged_edges.rules import Submission
from game.double_edged_edges.rules_text import PAGES
from game.double_edged_edges.scene import EdgesFlowScene, RoundZeroScene, setup_scene
from game.double_edged_edges.tutorial import (
    FAREWELL_REST,
    LESSONS,
    TutorialFlowScene,
    tutorial_session,
)
from game.table.seats import Seat
from game.ui import sound, theme
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.hotseat import PassScene
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def through_curtain(app: App) -> MoveEntryScene:
    assert isinstance(app.top, PassScene)
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    assert isinstance(app.top, MoveEntryScene)
    return app.top


def test_esc_in_an_entry_keeps_the_draft_and_its_undo_behind_the_curtain(app):
    session = new_session(two_humans(), garnets=1)
    app.push(EdgesFlowScene(app, session))
    tick(app)
    press(app, pygame.K_RETURN)  # round 0
    tick(app)
    entry = through_curtain(app)
    press(app, pygame.K_LEFT, pygame.K_UP, pygame.K_UP, pygame.K_PLUS)
    drafted = entry.entry
    press(app, pygame.K_ESCAPE)
    tick(app)
    assert isinstance(app.top, PassScene) and app.top.player == "Ann"
    assert 0 not in session.pending
    again = through_curtain(app)
    assert again is not entry and again.entry == drafted
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # the undo steps came back too
    assert again.entry == Submission("L", 3, drafted.partner, 0)


@pytest.mark.parametrize(
    ("group", "effect"),
    [
        ([ev.Pushed(0, 1, "R", 3)], "move"),
        ([ev.Landed(0, 9, 12, 16)], "move"),
        ([ev.Typed(0, ev.SURVIVOR, None), ev.Typed(1, ev.SCREWED, "right")], "collision"),
        ([ev.Typed(0, ev.SURVIVOR, None)], None),
        ([ev.Scored(0, 3, 1, 3)], "collect"),
        ([ev.BetPlaced(0, 1)], None),
    ],
)
def test_each_reveal_step_plays_the_shared_effect_that_fits(group, effect):
    assert step_sound(group) == effect


def test_playing_a_round_reveal_is_heard(app):
    sound.forget_played()
    seats = [Seat(seat.name, seat.colour, "easy") for seat in two_humans()]
    session = new_session(seats)
    session.let_bots_act()
    outcome = session.advance()
    app.push(RevealScene(app, session, [chapter_of(outcome)], lambda: None))
    for _ in range(600):
        tick(app, dt=0.05)
    heard = sound.last_played()
    assert "move" in heard and "collect" in heard


# --- the guided first match ---------------------------------------------------------------


def until(app: App, wanted, limit: int = 400):
    """Tick through round 0, curtains and reveals (never through a lesson) until `wanted`."""
    for _ in range(limit):
        if wanted(app.top):
            return app.top
        if isinstance(app.top, PassScene):
            tick(app, dt=1.0)
            press(app, pygame.K_SPACE)
        elif isinstance(app.top, MessageScene):
            raise AssertionError(f"an unexpected note: {app.top.title}")
        elif isinstance(app.top, RoundZeroScene):
            press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_END, pygame.K_RETURN)
    raise AssertionError(f"not reached; on top: {type(app.top).__name__}")


def garnets_held(app: App) -> int:
    """Ann's garnets in the guided match under the note on top."""
    flow = next(scene for scene in app.stack if isinstance(scene, TutorialFlowScene))
    return flow.session.state.garnets[0]


def note_on_top(title: str):
    return lambda scene: isinstance(scene, MessageScene) and scene.title == title


def test_the_guide_teaches_each_decision_and_says_when_one_was_skipped(app):
    app.push(TutorialFlowScene(app, tutorial_session()))
    first = until(app, note_on_top(LESSONS[0].title))  # round 1: the partner
    assert any("Tab" in line and "partner" in line for line in first.log.lines)
    press(app, pygame.K_RETURN)
    entry = app.top
    assert isinstance(entry, MoveEntryScene) and entry.seat == 0
    press(app, pygame.K_TAB, pygame.K_RETURN)  # the partner below
    move = until(app, note_on_top(LESSONS[1].title))  # round 2: direction and amount
    assert any("Up and Down the amount" in line for line in move.log.lines)
    press(app, pygame.K_RETURN, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)  # right 3
    jump = until(app, note_on_top(LESSONS[2].title))  # round 3: jumping and pushing off
    assert any("dumb" in line and "screwed" in line for line in jump.log.lines)
    assert any("pushed them off" in line for line in jump.log.lines)
    press(app, pygame.K_RETURN, pygame.K_UP, pygame.K_RETURN)
    lesson = until(app, note_on_top(LESSONS[3].title))  # round 4: a bet
    assert any("Press + to bet" in line for line in lesson.log.lines)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MoveEntryScene)
    press(app, pygame.K_d)  # the defaults: no bet
    missed = until(app, note_on_top(LESSONS[3].title))
    held = garnets_held(app)
    kept = "your garnet is still yours" if held == 1 else f"you still hold {held} garnets"
    assert missed.log.lines == [f"You bet nothing; {kept}."]
    press(app, pygame.K_RETURN)
    farewell = until(app, note_on_top("The guide is over"))  # a bet was skipped: no praise
    still = next(line for line in farewell.log.lines if line.startswith("Still to try"))
    assert still.endswith(" a bet.")
    assert farewell.log.lines[-1] == FAREWELL_REST
    assert list(saves_dir().glob("*.toml")) == []


def test_the_guide_notes_a_first_entry_that_kept_the_defaults(app):
    app.push(TutorialFlowScene(app, tutorial_session()))
    until(app, note_on_top(LESSONS[0].title))
    press(app, pygame.K_RETURN, pygame.K_d)
    missed = until(app, note_on_top(LESSONS[0].title))
    assert missed.log.lines == [LESSONS[0].missed]


def test_how_to_play_and_the_setup_screen_open_the_guided_match(app):
    howto = HowToPlayScene(app)
    app.push(howto)
    tick(app)
    page = next(i for i, p in enumerate(howto.pages) if p.title.startswith("Double-edged"))
    howto._select(page)
    tick(app)
    guided = howto.menu.buttons[howto.rows]
    assert guided.is_enabled
    tick(app, *click_events(guided.rect.center))
    assert isinstance(app.top, TutorialFlowScene) or any(
        isinstance(scene, TutorialFlowScene) for scene in app.stack
    )
    setup = setup_scene(app)
    app.push(setup)
    tick(app)
    button = next(c for c in setup.form.controls if c.key == "guide").element
    tick(app, *click_events(button.rect.center))
    assert isinstance(app.stack[-1], TutorialFlowScene) or isinstance(
        app.stack[-2], TutorialFlowScene
    )


# --- diagrams and colour-blind marks -------------------------------------------------------


def picture(diagram, colour_blind: bool, app: App) -> pygame.Surface:
    app.settings.colour_blind = colour_blind
    surface = pygame.Surface((420, 140))
    diagram.paint(surface, surface.get_rect(), app)
    return surface


def colours_in(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(0, surface.get_width(), 2)
        for y in range(0, surface.get_height(), 2)
    }


def test_the_types_diagram_shows_all_three_badges_on_the_platform(app):
    diagrams = rules_diagrams()
    assert sum(len(shown) for shown in diagrams.values()) >= 3
    types = next(shown for title, shown in diagrams.items() if title.endswith("the types"))
    seen = colours_in(picture(types[0], False, app))
    assert {colour for _, colour in TYPE_LOOKS.values()} <= seen
    assert BOX in seen and START_COLOUR in seen  # the boxes of the same PlatformView


def test_colour_blind_mode_gives_every_diagram_the_palettes_own_look(app):
    for shown in rules_diagrams().values():
        for diagram in shown:
            plain, marked = picture(diagram, False, app), picture(diagram, True, app)
            assert colours_in(plain) != colours_in(marked), diagram.caption


def test_the_how_to_play_decisions_tell_what_esc_and_the_defaults_keep():
    decisions = PAGES[-1][1]
    assert "asking first" in decisions and "keeps your unfinished entry" in decisions


def test_the_defaults_key_asks_before_dropping_an_entry_made_here(app):
    session = new_session(two_humans())
    app.push(EdgesFlowScene(app, session))
    tick(app)
    press(app, pygame.K_RETURN)  # round 0
    tick(app)
    entry = through_curtain(app)
    press(app, pygame.K_LEFT, pygame.K_UP)
    press(app, pygame.K_d)
    assert isinstance(app.top, ConfirmScene) and "Drop your entry" in app.top.question
    press(app, pygame.K_n)
    assert app.top is entry and entry.entry.direction == "L" and 0 not in session.pending
    press(app, pygame.K_d, pygame.K_y)
    assert app.top is not entry and session.pending[0] is None  # the defaults


def test_the_partner_grid_counts_points_and_garnets_in_right_plurals():
    session = new_session(two_humans(), garnets=1)
    assert standings(session)[0] == "0 points · 1 garnet"


def entry_platform_colours(colour_blind: bool) -> set[tuple[int, int, int]]:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.settings.colour_blind = colour_blind
    session = new_session(two_humans())
    app.push(EdgesFlowScene(app, session))
    tick(app)
    press(app, pygame.K_RETURN)  # round 0
    tick(app)
    entry = through_curtain(app)
    tick(app)
    platform = entry.platform.rect.clip(app.screen.get_rect())
    return colours_in(app.screen.subsurface(platform))


def test_colour_blind_mode_draws_the_palettes_patterns_on_the_entry_platform():
    plain, marked = entry_platform_colours(False), entry_platform_colours(True)
    patterned = {theme.player_colour(mark, True).fill[:3] for mark in range(4)}
    assert patterned & marked and marked != plain


def test_the_guided_match_gives_every_seat_its_own_palette_colour_and_letter():
    from game.double_edged_edges.draw import player_marks

    marks = player_marks(tutorial_session().seats)
    letters = [theme.player_colour(mark, False).letter for mark in marks]
    assert len(set(letters)) == len(letters)


def test_a_seat_colour_outside_the_palette_is_an_error_not_red():
    from game.double_edged_edges.draw import player_marks

    with pytest.raises(ValueError, match="Gold"):
        player_marks([Seat("Ann", "Red"), Seat("Dan", "Gold")])


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (2560, 1440)])
def test_round_zero_tokens_are_big_enough_to_read_and_never_overlap(size):
    from game.double_edged_edges.demo import demo_session
    from game.double_edged_edges.draw import Token

    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    session = demo_session(seed=4, players=9)
    scene = RoundZeroScene(app, session, lambda: None)
    app.push(scene)
    tick(app)
    spaces = session.state.spaces
    rects = [scene.platform.draw(app.screen, [Token(p, s) for p, s in enumerate(spaces)])[p]
             for p in range(len(spaces))]  # fmt: skip
    assert all(rect.height >= 22 for rect in rects)  # letters of 14 px
    for index, rect in enumerate(rects):
        assert rect.collidelist(rects[index + 1 :]) < 0
        assert rect.top >= scene.areas()[0].top and rect.bottom <= scene.areas()[1].top


def test_round_zeros_example_uses_spaces_of_the_level_being_played(app):
    from game.double_edged_edges.scene import type_paragraphs

    session = new_session(two_humans())
    level = session.state.level
    example = next(p for p in type_paragraphs(level) if p.startswith("Example"))
    assert f"to {level.spaces}, worth {level.value_of(level.spaces)}" in example
    assert f"ends on {level.spaces + 2}: off the right end" in example


@pytest.mark.parametrize(
    ("score", "multiplier", "change"),
    [(4, 1, "+4"), (16, 4, "+16"), (None, 2, "×2"), (None, 1, "")],
)
def test_the_reveals_round_column_shows_the_change_never_arithmetic(score, multiplier, change):
    from game.double_edged_edges.reveal import round_change

    assert round_change(score, multiplier) == change


def test_the_results_say_who_pushed_others_off():
    from game.double_edged_edges.demo import demo_session
    from game.double_edged_edges.results import match_results

    titles = [
        column.title for column in match_results(demo_session(seed=4, players=4), False).columns
    ]
    assert "Push-offs" in titles and "Pushed" not in titles


def test_nine_players_at_1024x600_keep_readable_marks_on_the_entry_screen():
    from game.double_edged_edges.draw import MIN_MARK, MIN_TOKEN
    from game.screen_tour import show

    app = App(headless=True, size=(1024, 600))
    show(app, "edges-entry")
    entry = app.top
    assert isinstance(entry, MoveEntryScene) and entry.session.state.players == 9
    platform, grid, _ = entry.areas()
    assert entry.platform.token >= MIN_TOKEN
    cells = entry.grid.cell_rects(grid).values()
    assert all(cell.height >= MIN_MARK + 4 for cell in cells)  # the mark (14 px letter) fits
