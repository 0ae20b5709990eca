"""Issue 28 (Snek) and 27, from a new player's evening at 800×600 and 1366×768: the why view
is always there with cells that read (Walled rooms at 800×600 showed only its sentence,
replays at 1366×768 drew 15 px cells), its badges and arrow never cover a token, its
elements differ without their colours, and a replay's round list never runs under the key
help or the buttons. Everything is driven by keys through the real event queue."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.snek.draw import COLOUR_KEY, ELEMENT_FILLS
from game.snek.replay_view import WHY_CELL, BattleViewer
from game.snek.samples import load_arenas, load_samples
from game.snek.session import MatchSession
from game.ui import theme
from game.ui.driver import Driver
from game.ui.layout_check import OVER_TOKEN, OVERLAP, findings
from game.ui.layout_record import LAYOUT, TEXT, TOKEN

SMALL, LARGE = (800, 600), (1366, 768)
ARENAS = ("maze.toml", "rooms.toml")  # 31×31 and 40×40, both with nine starts


def nine_sneks(size, arena_file: str, replay: bool, colour_blind: bool = False):
    app = App(headless=True, size=size)
    app.settings.colour_blind = colour_blind
    path, arena = next((p, a) for p, a in load_arenas() if p.name == arena_file)
    programs = [program for _, program in load_samples()][:9]
    session = MatchSession.start(path, arena, programs, 4, save=False)
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False, replay=replay)
    app.push(viewer)
    app.step()
    driver = Driver(app)
    if viewer.tabs.tabs:  # 800×600: the why view shares its place with the sneks' table
        driver.key(pygame.K_F2)
    return app, viewer, driver


def step_and_record(app: App, driver: Driver, steps: int, last_key: int = pygame.K_RIGHT):
    """`steps` rounds on with Right, the last key's frame recorded for the layout check."""
    for _ in range(steps - 1):
        driver.key(pygame.K_RIGHT)
    LAYOUT.on = True
    try:
        driver.key(last_key)
        return list(LAYOUT.drawn), findings(app)
    finally:
        LAYOUT.on = False


def head_cell_width(app: App, viewer: BattleViewer) -> int:
    """The why grid's head cell (the only accent-coloured patch in the why panel), in px."""
    area = viewer.why_rect
    panel = app.screen.subsurface(area)
    columns = [
        x
        for x in range(area.width)
        if any(panel.get_at((x, y))[:3] == theme.ACCENT for y in range(area.height))
    ]
    return columns[-1] - columns[0] + 1 + 2 if columns else 0  # the cell's 1 px edges


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["800x600", "1366x768"])
@pytest.mark.parametrize("arena_file", ARENAS)
@pytest.mark.parametrize("replay", [False, True], ids=["battle", "replay"])
def test_the_why_grid_is_always_there_with_cells_that_read(size, arena_file, replay):
    app, viewer, driver = nine_sneks(size, arena_file, replay)
    step_and_record(app, driver, 3)
    assert viewer.decision() is not None
    assert head_cell_width(app, viewer) >= WHY_CELL, (size, arena_file, replay)


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["800x600", "1366x768"])
def test_badges_and_the_arrow_never_cover_a_token_and_h_stays_apart(size):
    app, viewer, driver = nine_sneks(size, "maze.toml", replay=True)
    drawn, faults = step_and_record(app, driver, 37)  # snek 1 selected: it has badges
    why = viewer.why_rect
    tokens = [item for item in drawn if item.kind == TOKEN and why.contains(item.rect)]
    labels = [item.text for item in drawn if item.kind == TEXT and why.contains(item.rect)]
    assert len(tokens) >= 2 and "H" in labels  # badges and the arrow are noted
    assert [f for f in faults if f.kind in (OVER_TOKEN, OVERLAP)] == []


def test_colour_blind_mode_tells_the_why_elements_apart_by_pattern():
    """Own body, enemy body and enemy head (green, orange, red) each carry a pattern in the
    why view's key, so they differ without their colours."""
    app, viewer, driver = nine_sneks(SMALL, "rooms.toml", replay=False, colour_blind=True)
    drawn, _ = step_and_record(app, driver, 3)
    texts = {item.text: item.rect for item in drawn if item.kind == TEXT}
    for element, words in COLOUR_KEY:
        label = texts[words]
        side = label.height - 2
        swatch = pygame.Rect(label.left - 4 - side, label.top + 1, side, side).inflate(-4, -4)
        inside = [
            tuple(app.screen.get_at((x, y))[:3])
            for x in range(swatch.left, swatch.right)
            for y in range(swatch.top, swatch.bottom)
        ]
        plain = inside.count(ELEMENT_FILLS[element])
        # its colour, patterned (the dots keep their spacing: a larger swatch, a smaller share)
        assert 0 < plain < len(inside) * 0.9, (words, set(inside))


@pytest.mark.parametrize("size", [SMALL, (1024, 600), (1280, 600)], ids=str)
@pytest.mark.parametrize("arena_file", ARENAS)
def test_a_replays_round_list_never_runs_under_the_help_or_the_buttons(arena_file, size):
    """Replays → a nine-snek battle → step to round 37 at 800×600: the list of rounds sat on
    the key help and ran under Speed / End / Results. A low window folds it; one wide
    enough shows it beside the score rows."""
    app, viewer, driver = nine_sneks(size, arena_file, replay=True)
    _, faults = step_and_record(app, driver, 37)
    assert viewer.round == 37
    assert [f for f in faults if f.kind == OVERLAP] == []
    rounds = viewer.round_list.rect
    buttons = min(button.rect.top for button in viewer.button_list)
    if rounds.height:  # shown: the highlighted round in view, clear of help and buttons
        assert rounds.bottom <= min(viewer.help_rect.top, buttons)
        assert rounds.collidepoint(viewer.round_list.row_centre(36))
    assert "round 37" in viewer.status()  # folded: the header still says the round
    assert rounds.height or size[0] < 1280  # beside the scores when there is room


def test_the_delete_message_at_800x600_is_drawn_clear_of_the_sample_buttons():
    """My sneks → Delete → Y at 800×600: "Deleted … Ctrl+Z brings it back." ran under the
    last sample buttons."""
    from game.snek.program import Program
    from game.snek.program_editor import SnekListScene
    from game.snek.samples import load_user_sneks, save_user_snek

    save_user_snek(Program("Zed"))
    app = App(headless=True, size=SMALL)
    listing = SnekListScene(app)
    app.push(listing)
    app.step()
    driver = Driver(app)
    driver.click_button("Delete")
    driver.key(pygame.K_y)
    assert app.top is listing and load_user_sneks()[0] == []
    LAYOUT.on = True
    try:
        app.frame_wanted = True
        app.tick([], 1 / 60)
        texts = [item for item in LAYOUT.drawn if item.kind == TEXT]
        faults = findings(app)
    finally:
        LAYOUT.on = False
    said = next(item for item in texts if item.text.startswith('Deleted "Zed"'))
    buttons = [button.rect for button in driver.buttons()]
    assert not any(said.rect.colliderect(rect) for rect in buttons)
    assert [f for f in faults if f.kind == OVERLAP] == []


def test_every_confirm_dialog_says_what_enter_answers():
    """Enter meant Yes in some dialogs and No / Keep in others without a word: the delete
    dialog keeps Enter as the safe answer and says so."""
    from game.snek.program import Program
    from game.snek.program_editor import SnekListScene
    from game.snek.samples import load_user_sneks, save_user_snek

    save_user_snek(Program("Zed"))
    app = App(headless=True, size=SMALL)
    listing = SnekListScene(app)
    app.push(listing)
    app.step()
    driver = Driver(app)
    driver.click_button("Delete")
    LAYOUT.on = True
    try:
        app.frame_wanted = True
        app.tick([], 1 / 60)
        texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
        faults = findings(app)
    finally:
        LAYOUT.on = False
    assert "Enter: Keep (the safe answer) · Y: Delete" in texts
    assert [f for f in faults if f.kind == OVERLAP] == []
    driver.key(pygame.K_RETURN)  # and it does keep
    assert app.top is listing and len(load_user_sneks()[0]) == 1


@pytest.mark.parametrize("arena_file", ARENAS)
def test_a_replay_without_room_for_its_round_list_reaches_any_round_by_keys_and_mouse(
    arena_file,
):
    """Issue 28: at 800×600 a replay's list of rounds folded away entirely; a one-line
    round selector above the arena takes its place (click or drag its track, the wheel
    over it), and PageUp / PageDown jump ten rounds."""
    app = App(headless=True, size=SMALL)
    path, arena = next((p, a) for p, a in load_arenas() if p.name == arena_file)
    programs = [program for _, program in load_samples()][:9]
    session = MatchSession.start(path, arena, programs, 4, save=False)
    while not session.replay.finished:
        session.replay.play_for(1.0)
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False, replay=True)
    app.push(viewer)
    driver = Driver(app)
    driver.step()
    known = session.replay.rounds_played
    assert known > 30 and not viewer.round_list.rect.height  # the list has no room
    selector = viewer.scrubber
    assert selector.rect.height and not selector.rect.colliderect(viewer.view.area)
    LAYOUT.on = True
    try:
        driver.key(pygame.K_PAGEDOWN)
        texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
        faults = findings(app)
    finally:
        LAYOUT.on = False
    assert viewer.round == 10
    assert f"Round 10 of {known} · PgUp/PgDn ±10" in texts
    assert [f for f in faults if f.kind in (OVERLAP, OVER_TOKEN)] == []
    driver.key(pygame.K_PAGEDOWN)
    driver.key(pygame.K_PAGEUP)
    assert viewer.round == 10
    middle = known // 2
    driver.click((selector.x_of(middle, known), selector.track.centery))
    per_pixel = known / selector.track.width  # a round per pixel or more
    assert abs(viewer.round - middle) <= per_pixel + 1 and not viewer.playing
    driver.drag([(selector.x_of(middle, known), selector.track.centery),
                 (selector.track.right, selector.track.centery)])  # fmt: skip
    assert viewer.round == known
    driver.wheel(selector.rect.center, 3)  # up: three rounds back
    assert viewer.round == known - 3


LONG_NAMES = ("WWWWWWWWWWWWWWWW", "Wilhelmina Woods")


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["800x600", "1366x768"])
def test_16_letter_names_are_whole_in_the_why_title_and_the_final_places(size):
    """ "Why 1. WWWW… moved" ran off the panel at 800x600, and the Place column at the end
    was cut (issue 27)."""
    app = App(headless=True, size=size)
    path, arena = next((p, a) for p, a in load_arenas() if p.name == "maze.toml")
    sample = load_samples()[0][1]
    programs = [replace(sample, name=name) for name in LONG_NAMES]
    session = MatchSession.start(path, arena, programs, 4, save=False)
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False, replay=True)
    app.push(viewer)
    app.step()
    driver = Driver(app)
    drawn, _ = step_and_record(app, driver, 1)
    titles = [item for item in drawn if item.kind == TEXT and LONG_NAMES[0] in item.text]
    assert titles and all(item.size >= 12 and not item.shortened for item in titles)
    assert any(viewer.why_rect.contains(item.rect) for item in titles)  # the why title
    driver.key(pygame.K_END)
    for _ in range(600):
        app.step()
        if viewer.at_end:
            break
    drawn, faults = step_and_record(app, driver, 1, pygame.K_HOME)
    drawn, faults = step_and_record(app, driver, 1, pygame.K_END)
    texts = [item for item in drawn if item.kind == TEXT]
    assert not [item.shortened for item in texts if item.shortened]
    assert [f for f in faults if f.kind in ("overlap", "outside", "shortened")] == []
