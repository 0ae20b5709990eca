"""Antisocial Snake's help and comfort (issue 9): the How to play diagrams, the guided first
match, drafts kept on Esc, empty entries asked about, the reveal's sounds and colour-blind
tiles and marks, each driven by real events."""

from __future__ import annotations

import pygame
import pytest

from game.antisocial_snake import events as ev
from game.antisocial_snake.board import MovementEntry, PlacementEntry
from game.antisocial_snake.diagrams import rules_diagrams
from game.antisocial_snake.draw import (
    COLOUR_BLIND_NAMES,
    SNAKE_BODY,
    TILE_FILL,
    Picture,
    TileView,
    tile_look,
    tile_pattern,
)
from game.antisocial_snake.entry import MovementScene, PlacementScene, panel_rect
from game.antisocial_snake.levels import BLUE, GREEN, RED, level_from_document
from game.antisocial_snake.results import match_results
from game.antisocial_snake.reveal import RevealScene, chapter_of, step_sound
from game.antisocial_snake.rules import STAGE_MOVEMENT
from game.antisocial_snake.rules_text import PAGES
from game.antisocial_snake.scene import MatchFlowScene, setup_scene
from game.antisocial_snake.session import MatchSession
from game.antisocial_snake.tutorial import LESSONS, TutorialFlowScene, tutorial_session
from game.app import App
from game.core.coords import parse_cell
from game.core.paths import LEVELS
from game.core.saves import saves_dir
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui import sound, theme
from game.ui.dialogs import ConfirmScene, MessageScene
from game.ui.hotseat import HotSeatScene, PassScene
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, press, tick
from game.ui.snake_body import head_image

PRACTICE = LEVELS / "antisocial-snake" / "practice.toml"
CTRL = pygame.KMOD_CTRL


def click_cell(app: App, name: str) -> None:
    centre = app.top.view.cell_centre(parse_cell(name))
    tick(app, *click_events((int(centre[0]), int(centre[1]))))


@pytest.fixture
def app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    tick(app)
    return app


def practice_session(seats: list[Seat]) -> MatchSession:
    level = level_from_document(load_toml(PRACTICE))
    return MatchSession.start(level, PRACTICE, seats, seed=1, save=False)


def to_curtain_entry(app: App, flow: MatchFlowScene):
    """Through the curtain to the first seat's entry screen."""
    app.push(flow)
    tick(app)
    assert isinstance(app.top, PassScene)
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    return app.top


# --- diagrams ----------------------------------------------------------------------------------


def test_the_diagrams_sit_on_how_to_play_pages_and_draw_in_both_palettes(app):
    diagrams = rules_diagrams()
    titles = [title for title, _ in PAGES]
    assert set(diagrams) <= set(titles)
    assert 2 <= sum(len(found) for found in diagrams.values()) <= 5
    rect = pygame.Rect(0, 0, 240, 150)
    for found in diagrams.values():
        for diagram in found:
            drawn = []
            for blind in (False, True):
                app.settings.colour_blind = blind
                surface = pygame.Surface(rect.size)
                diagram.paint(surface, rect, app)
                drawn.append(pygame.image.tobytes(surface, "RGB"))
            assert drawn[0] != drawn[1], diagram.caption  # the palette shows
    app.settings.colour_blind = False


def test_how_to_play_shows_the_diagrams_and_offers_the_guided_match(app):
    howto = HowToPlayScene(app)
    app.push(howto)
    tick(app)
    index = next(
        i for i, page in enumerate(howto.pages) if page.title == "Antisocial Snake: Movement"
    )
    howto._select(index)
    tick(app)
    assert len(howto.pages[howto.page].diagrams) == 2
    assert len(howto.diagram_rects()) == 2
    guided = howto.menu.buttons[howto.rows]
    assert guided.is_enabled
    tick(app, *click_events(guided.rect.center))
    assert any(isinstance(scene, TutorialFlowScene) for scene in app.stack)


# --- the guided first match ------------------------------------------------------------------


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


def test_the_guide_asks_for_each_kind_of_entry_with_its_rule(app):
    app.push(TutorialFlowScene(app, tutorial_session()))
    first = until(app, lesson_on_top(LESSONS[0].title))
    assert any("priority" in line for line in first.log.lines)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PlacementScene)
    for name in ("A1", "F1", "A2"):  # red, blue, green
        click_cell(app, name)
    press(app, pygame.K_RETURN, mod=CTRL)
    second = until(app, lesson_on_top(LESSONS[1].title))
    assert any("twist" in line for line in second.log.lines)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MovementScene)
    press(app, pygame.K_RETURN, mod=CTRL)  # empty: asks first
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_y)
    missed = until(app, lesson_on_top(LESSONS[1].title))
    assert missed.log.lines == [LESSONS[1].missed]
    press(app, pygame.K_RETURN)
    # on through boards 2 and 3 to the direction tiles
    for _ in range(6):
        if lesson_on_top(LESSONS[2].title)(app.top):
            break
        scene = until(
            app,
            lambda s: (
                isinstance(s, PlacementScene | MovementScene) or lesson_on_top(LESSONS[2].title)(s)
            ),
        )
        if isinstance(scene, PlacementScene | MovementScene):
            scene.entry = scene.session.bot_entry(0)  # a normal bot's entry, typed in for Ann
            press(app, pygame.K_RETURN, mod=CTRL)
    third = app.top
    assert lesson_on_top(LESSONS[2].title)(third)
    assert any("direction" in line for line in third.log.lines)
    assert list(saves_dir().glob("*.toml")) == []


def test_the_setup_screen_offers_the_guided_match(app):
    setup = setup_scene(app)
    app.push(setup)
    tick(app)
    button = next(c for c in setup.form.controls if c.key == "guide").element
    tick(app, *click_events(button.rect.center))
    assert any(isinstance(scene, TutorialFlowScene) for scene in app.stack)


# --- nothing lost by a key press ---------------------------------------------------------------


def test_esc_keeps_the_placement_draft_with_its_undo_history(app):
    flow = MatchFlowScene(app, practice_session([Seat("Ann", "Red"), Seat("Bob", "Blue")]))
    placement = to_curtain_entry(app, flow)
    assert isinstance(placement, PlacementScene)
    click_cell(app, "A1")
    click_cell(app, "F1")
    press(app, pygame.K_ESCAPE)
    assert placement not in app.stack
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    again = app.top
    assert isinstance(again, PlacementScene) and again is not placement
    assert again.entry.tiles == (parse_cell("A1"), parse_cell("F1"))
    press(app, pygame.K_z, mod=CTRL)  # the undo history came back too
    assert again.entry.tiles == (parse_cell("A1"),)
    press(app, pygame.K_y, mod=CTRL)
    assert again.entry.tiles == (parse_cell("A1"), parse_cell("F1"))


def test_an_empty_entry_asks_before_it_is_submitted_where_the_rules_allow_one(app):
    session = practice_session([Seat("Ann", "Red"), Seat("Bob", "Blue", "normal")])
    app.push(MatchFlowScene(app, session))
    tick(app)
    placement = app.top  # a lone human: no curtain
    assert isinstance(placement, PlacementScene)
    press(app, pygame.K_RETURN, mod=CTRL)  # no tiles: refused with the reason, no question
    assert app.top is placement and "each colour" in placement.message
    for name in ("A1", "F1", "A2"):
        click_cell(app, name)
    press(app, pygame.K_RETURN, mod=CTRL)
    movement = until(app, lambda scene: isinstance(scene, MovementScene))
    press(app, pygame.K_RETURN, mod=CTRL)  # no moves: allowed, so asked first
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_n)
    assert app.top is movement and session.humans_waiting() == [0]
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN, mod=CTRL)  # not empty: no question
    assert not isinstance(app.top, ConfirmScene)
    assert movement not in app.stack


# --- sound ----------------------------------------------------------------------------------


def movement_outcome():
    session = practice_session([Seat("Ann", "Red"), Seat("Bob", "Blue")])
    red, blue, green = (parse_cell(n) for n in ("A1", "F1", "A2"))
    session.submit(0, PlacementEntry((red, blue, green)))
    session.submit(1, PlacementEntry(tuple(parse_cell(n) for n in ("A6", "F6", "F2"))))
    session.advance()
    assert session.stage == STAGE_MOVEMENT
    # Ann's red A1 runs right along row 1; Bob's green F2 runs up into F1, Ann's blue start
    session.submit(0, MovementEntry(("RR", "", "")))
    session.submit(1, MovementEntry(("", "", "U")))
    return session, session.advance()


def test_the_reveal_plays_move_collect_and_collision_sounds(app):
    session, outcome = movement_outcome()
    kinds = {type(event) for event in outcome.events}
    assert ev.Moved in kinds and ev.Halted in kinds
    halted = [e for e in outcome.events if isinstance(e, ev.Halted)]
    assert step_sound(halted) == "collision"
    gains = [e for e in outcome.events if isinstance(e, ev.Moved) and e.gain]
    assert step_sound(gains[:1]) == "collect"
    assert step_sound([ev.Moved(1, "A", (0, 0), (1, 0), 0)]) == "move"
    assert step_sound([e for e in outcome.events if isinstance(e, ev.BoardScored)]) is None
    sound.forget_played()
    app.push(RevealScene(app, session, [chapter_of(outcome)], lambda: None))
    for _ in range(600):
        tick(app, dt=0.05)
    heard = sound.last_played()
    assert "collision" in heard and "collect" in heard


# --- colour-blind mode ------------------------------------------------------------------------


def test_colour_blind_tiles_take_the_palettes_fills_and_distinct_patterns():
    for colour, name in COLOUR_BLIND_NAMES.items():
        if name == "White":  # no player colour: a near-white of its own
            assert min(tile_look(colour, 3, colour_blind=True).fill) >= 240
            continue
        entry = theme.COLOUR_BLIND_PALETTE[theme.palette_index(name)]
        assert tile_look(colour, 3, colour_blind=True).fill == entry.fill
        assert tile_look(colour, 3).fill == TILE_FILL[colour]
    patterns = [tile_pattern(colour) for colour in COLOUR_BLIND_NAMES]
    assert len(set(patterns)) == len(patterns)


def test_a_colour_blind_board_draws_pattern_and_letter_but_keeps_the_number_plate(app):
    cell = (0, 0)
    picture = Picture(((cell, GREEN), ((1, 0), RED)), ((cell, 3),))  # vertical stripes
    drawn = []
    for blind in (False, True):
        view = TileView(2, 1, pygame.Rect(0, 0, 200, 100), app.font, colour_blind=blind)
        surface = pygame.Surface((200, 100))
        view.draw(surface, picture)
        drawn.append(surface)
    box = view.zones.number_box.move(view.cell_rect(cell).topleft)
    plain_fill = tile_look(GREEN, 3, colour_blind=True).fill
    colours = {drawn[1].get_at(point)[:3] for point in _edge_points(view.cell_rect(cell))}
    assert len(colours) > 1  # the pattern shows around the number
    assert drawn[1].get_at((box.left + 1, box.top + 1))[:3] == plain_fill  # the plate
    plain = {drawn[0].get_at(p)[:3] for p in _edge_points(view.cell_rect(cell))}
    assert plain == {TILE_FILL[GREEN]}


def _edge_points(rect: pygame.Rect) -> list[tuple[int, int]]:
    inner = rect.inflate(-6, -6)
    return [(x, inner.bottom - 2) for x in range(inner.left, inner.right, 2)]


def test_the_results_chart_uses_the_colour_blind_palette_and_marks_are_seat_numbers(app):
    """Players are "P1", "P2" in both modes (a seat's letter read as a snake's); the chart's
    lines take the colour-blind palette's colours."""
    session = practice_session([Seat("Ann", "Red"), Seat("Bob", "Blue")])
    rect = pygame.Rect(0, 0, 24, 24)
    font = app.font(14, True)
    drawn = []
    lines = []
    for blind in (False, True):
        results = match_results(session, blind)
        surface = pygame.Surface(rect.size)
        results.paint_mark(surface, rect, 1, font)
        drawn.append(surface)
        lines.append(results.line_colours[1])
    assert lines == [theme.player_colour(theme_index("Blue"), blind).fill for blind in (0, 1)]
    assert pygame.image.tobytes(drawn[0], "RGB") == pygame.image.tobytes(drawn[1], "RGB")
    assert drawn[0].get_at((1, 1))[:3] == theme.numbered_mark(1).fill


def theme_index(name: str) -> int:
    return [colour.name for colour in theme.player_colours(False)].index(name)


# --- Elemental's cycle (issue 21) ----------------------------------------------------------


def elemental_first(seats: list[Seat] | None = None) -> MatchSession:
    """The practice level with its Elemental board played first (Ann and Bob, two humans,
    unless `seats` says who)."""
    document = load_toml(PRACTICE)
    boards = document.data["boards"]
    document.data["boards"] = [boards[2], boards[3]]
    level = level_from_document(document)
    assert level.boards[0].variation == "elemental"
    seats = seats or [Seat("Ann", "Red"), Seat("Bob", "Blue")]
    return MatchSession.start(level, PRACTICE, seats, seed=1, save=False)


def element_tiles_in(surface: pygame.Surface, rect: pygame.Rect) -> set[str]:
    """Which of the fire, grass and water tile colours show inside `rect`."""
    found = set()
    shown = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right, 2)
        for y in range(rect.top, rect.bottom, 2)
    }
    for colour, name in ((RED, "fire"), (GREEN, "grass"), (BLUE, "water")):
        if TILE_FILL[colour] in shown:
            found.add(name)
    return found


def test_elemental_shows_who_beats_whom_on_the_curtain_the_entry_and_how_to_play(app):
    """Issue 21: Elemental never said who beats whom where a player looks. The curtain and
    the entry panel draw the cycle (fire, grass and water tiles with arrows), and How to play's
    Variations page has it as a diagram."""
    flow = MatchFlowScene(app, elemental_first())
    app.push(flow)
    tick(app)
    assert isinstance(app.top, PassScene)
    width, height = app.size
    below_strip = pygame.Rect(0, app.top.top_taken, width, height - app.top.top_taken)
    assert element_tiles_in(app.screen, below_strip) == {"fire", "grass", "water"}
    tick(app, dt=1.0)
    press(app, pygame.K_SPACE)
    entry = app.top
    assert isinstance(entry, PlacementScene)
    tick(app)
    panel = panel_rect(app.size)
    assert element_tiles_in(app.screen, panel) == {"fire", "grass", "water"}
    captions = [diagram.caption for diagram in rules_diagrams()["Variations"]]
    assert any("fire beats grass, grass beats water, water beats fire" in c for c in captions)
    cycle = next(d for d in rules_diagrams()["Variations"] if "fire beats grass" in d.caption)
    surface = pygame.Surface((400, 150))
    cycle.paint(surface, surface.get_rect(), app)
    assert element_tiles_in(surface, surface.get_rect()) == {"fire", "grass", "water"}


def test_other_variations_keep_their_curtain_and_panel_without_the_cycle(app):
    session = practice_session([Seat("Ann", "Red"), Seat("Bob", "Blue")])
    app.push(MatchFlowScene(app, session))
    tick(app)
    width, height = app.size
    below_name = pygame.Rect(0, height // 2 + 40, width, height // 2 - 40)
    assert not element_tiles_in(app.screen, below_name)


def test_boards_have_one_numbering_from_1_in_play_and_in_the_results():
    """Issue 21 gave boards one numbering; issue 28 (third evening) made it count from 1."""
    from game.antisocial_snake.demo import demo_session
    from game.antisocial_snake.session import stage_words

    session = demo_session(seed=3, players=2, level_name="practice.toml")
    in_play = []
    while not session.finished:
        in_play.append(stage_words(session.state).split(", ")[1].split(":")[0])
        session.let_bots_act()
        session.advance()
    assert sorted(set(in_play)) == ["Board 1", "Board 2", "Board 3", "Board 4"]
    results = match_results(session)
    assert [column.title for column in results.columns[1:]] == ["B1", "B2", "B3", "B4"]
    assert any(
        line.startswith("Board 3: Elemental: ") and ": snake" in line for line in results.awards
    )


@pytest.mark.parametrize("blind", [False, True])
def test_your_own_snakes_mark_shows_on_every_tile_colour(app, blind):
    """Issue 21: your own snakes' gold ring vanished on yellow tiles. On every tile colour,
    the mark around your snake's head has pixels at 3:1 or more against the tile."""
    from game.antisocial_snake.draw import tile_fill
    from game.antisocial_snake.levels import WHITE, YELLOW

    view = TileView(1, 1, pygame.Rect(0, 0, 60, 60), app.font, own=["A"], colour_blind=blind)
    for colour in (RED, BLUE, GREEN, YELLOW, WHITE):
        fill = tile_fill(colour, blind)
        images = []
        for own in (False, True):
            image = pygame.Surface((view.cell_size, view.cell_size))
            image.fill(fill)
            look = view.snake_look(colour, "A", False, own)
            image.blit(head_image(look, (0, 1), view.cell_size, app.font), (0, 0))
            images.append(image)
        side = view.cell_size
        mark = [
            tuple(images[1].get_at((x, y)))[:3]
            for x in range(side)
            for y in range(side)
            if images[0].get_at((x, y)) != images[1].get_at((x, y))
        ]
        assert mark, f"no mark on {colour}"
        best = max(theme.contrast_ratio(pixel, fill) for pixel in mark)
        assert best >= 3, f"your mark fades into the {colour} tile ({best:.1f}:1)"


@pytest.mark.parametrize("own", [False, True])
def test_apples_on_a_snakes_start_tile_stay_in_sight(app, own):
    """Issue 21: apples Frame dropped onto a start tile were hidden under the snake's disc;
    issue 28: the head then shrank into a corner. The head keeps its size and place; the
    number reads on a plate of the tile's colour in the tile's top-right corner."""
    from game.antisocial_snake.draw import SnakePicture, tile_ink

    cell = (0, 0)
    view = TileView(1, 1, pygame.Rect(0, 0, 120, 120), app.font, own=["A"] if own else [])
    snake = SnakePicture("A", RED, (cell,))

    def drawn(apples: int, snakes: tuple) -> pygame.Surface:
        surface = pygame.Surface((120, 120))
        picture = Picture(((cell, RED),), ((cell, apples),) if apples else (), (), snakes)
        view.draw(surface, picture)
        return surface

    bare, plain_head, with_apples = drawn(0, (snake,)), drawn(0, (snake,)), drawn(7, (snake,))
    rect = view.cell_rect(cell)
    centre = pygame.Rect(0, 0, rect.width // 3, rect.height // 3)
    centre.center = rect.center
    same = all(
        with_apples.get_at((x, y)) == plain_head.get_at((x, y))
        for x in range(centre.left, centre.right)
        for y in range(centre.top, centre.bottom)
    )
    assert same, "the head keeps its size and place over apples"
    corner = pygame.Rect(rect.right - rect.width // 3, rect.top, rect.width // 3, rect.height // 3)
    ink = tile_ink(RED)
    plate = [
        (x, y)
        for x in range(corner.left, corner.right)
        for y in range(corner.top, corner.bottom)
        if with_apples.get_at((x, y)) != bare.get_at((x, y))
    ]
    assert plate and any(tuple(with_apples.get_at(p))[:3] == ink for p in plate), "the 7 shows"


def test_apples_on_a_start_tile_stay_in_sight_under_the_trail(app):
    """Issue 21: a snake is one trail now; apples Frame dropped onto its start tile still
    read as on the bare tile once the snake has moved on over it."""
    from game.antisocial_snake.draw import SnakePicture

    view = TileView(3, 1, pygame.Rect(0, 0, 240, 100), app.font)
    snake = SnakePicture("A", RED, ((0, 0), (1, 0), (2, 0)))
    colours = tuple(((column, 0), RED) for column in range(3))

    def drawn(apples: int, snakes: tuple) -> pygame.Surface:
        surface = pygame.Surface((240, 100))
        view.draw(surface, Picture(colours, (((0, 0), apples),) if apples else (), (), snakes))
        return surface

    bare, number, with_snake = drawn(0, ()), drawn(7, ()), drawn(7, (snake,))
    rect = view.cell_rect((0, 0))
    digit = [
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if bare.get_at((x, y)) != number.get_at((x, y))
    ]
    assert digit
    assert all(with_snake.get_at(p) == number.get_at(p) for p in digit), "the 7 is covered"
    assert with_snake.get_at(view.cell_rect((1, 0)).midleft)[:3] == SNAKE_BODY
