"""Issue 27 for Snek, Tactrics Snakes and How to play, in the real window loop: a snek's
name stops at its limit where it is typed (and says so), an older snek with a longer name
still loads, and the screens an 800×600 player met cut or covered keep their words whole."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.snek.draw import COLOUR_KEY
from game.snek.program import NAME_LIMIT, Program
from game.snek.program_editor import ProgramEditorScene, SnekListScene
from game.snek.replay_view import KEY_HELP, BattleViewer
from game.snek.samples import load_arenas, load_samples, load_user_sneks, save_user_snek
from game.snek.session import MatchSession
from game.tactrics.puzzle_scene import PuzzleListScene
from game.ui.driver import Driver
from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.monkey import key_event

SMALL = (800, 600)
FRAME = 1 / 60
LONG_OLD_NAME = "The Very Patient Tail Keeper"  # 28 characters: written before the limit


def frame_texts(app: App) -> list[str]:
    """The texts the next frame draws (the layout recorder on for one frame)."""
    LAYOUT.on = True
    try:
        app.tick([], FRAME)
        return [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False


def frame_faults(app: App) -> list:
    LAYOUT.on = True
    try:
        app.tick([], FRAME)
        return findings(app)
    finally:
        LAYOUT.on = False


def editor_on(app: App, program: Program) -> ProgramEditorScene:
    editor = ProgramEditorScene(app, program)
    app.push(editor)
    app.step()
    return editor


def test_a_name_stops_at_its_limit_and_the_editor_says_so():
    app = App(headless=True, size=SMALL)
    editor = editor_on(app, load_samples()[0][1])
    assert f"{NAME_LIMIT} at most" in frame_texts(app)  # the field says its limit
    driver = Driver(app)
    driver.replace_text(editor.name_entry, "Judy's Hunter Deluxe", finish=False)
    assert editor.name_entry.get_text() == "Judy's Hunter Deluxe"[:NAME_LIMIT]
    assert f"at most {NAME_LIMIT} characters" in editor.notice  # refused, in words
    assert any(f"at most {NAME_LIMIT} characters" in text for text in frame_texts(app))
    driver.key(pygame.K_BACKSPACE)  # room again: the refusal goes
    assert editor.notice == ""
    driver.key(pygame.K_RETURN)
    assert editor.program.name == "Judy's Hunter De"[: NAME_LIMIT - 1]


def test_a_copied_sample_keeps_within_the_limit():
    app = App(headless=True, size=SMALL)
    app.push(SnekListScene(app))
    app.step()
    Driver(app).click_button("Race Breaker")
    editor = app.top
    assert isinstance(editor, ProgramEditorScene)
    assert editor.program.name == "Race Breaker"  # "Race Breaker copy" is 17 characters
    assert len(editor.name_entry.get_text()) <= NAME_LIMIT


def test_an_older_snek_with_a_longer_name_loads_and_its_name_only_shrinks():
    app = App(headless=True, size=SMALL)
    sample = load_samples()[0][1]
    save_user_snek(Program(LONG_OLD_NAME, sample.patterns, sample.colour))
    (path, program), *_ = load_user_sneks()[0]
    assert program.name == LONG_OLD_NAME  # read whole
    editor = ProgramEditorScene(app, program, path)
    app.push(editor)
    app.step()
    assert editor.name_entry.get_text() == LONG_OLD_NAME  # shown whole in its field
    driver = Driver(app)
    driver.click_element(editor.name_entry)
    driver.key(pygame.K_END)
    driver.type_text("s")
    assert editor.name_entry.get_text() == LONG_OLD_NAME and "at most" in editor.notice
    driver.key(pygame.K_BACKSPACE)
    driver.type_text("r")  # it may shrink, never grow again
    assert editor.name_entry.get_text() == LONG_OLD_NAME[:-1]


def nine_snek_viewer(app: App, names: dict[int, str] | None = None) -> BattleViewer:
    path, arena = next((p, a) for p, a in load_arenas() if len(a.starts) >= 9)
    programs = [program for _, program in load_samples()][:9]
    for number, name in (names or {}).items():
        programs[number] = Program(name, programs[number].patterns, programs[number].colour)
    session = MatchSession.start(path, arena, programs, 4, save=False)
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False)
    app.push(viewer)
    return viewer


def test_the_battle_viewer_at_800x600_keeps_its_key_help_clear_of_the_buttons():
    app = App(headless=True, size=SMALL)
    viewer = nine_snek_viewer(app)
    Driver(app).key(pygame.K_RIGHT)  # a round: the why view shows a decision
    assert viewer.round == 1
    assert [f for f in frame_faults(app) if f.kind in ("overlap", "over-token")] == []
    buttons = min(button.rect.top for button in viewer.button_list)
    assert viewer.help_rect.bottom <= buttons
    assert KEY_HELP.split(" · ")[0] in " ".join(frame_texts(app))


def test_the_why_view_keys_its_colours_which_are_not_the_sneks_own():
    """The why window paints a snek's own body green whatever its colour (a yellow snek
    here): its key says what each colour is, at 800×600 and on a large window."""
    for size in (SMALL, (1366, 768)):
        app = App(headless=True, size=size)
        viewer = nine_snek_viewer(app)
        driver = Driver(app)
        driver.keys(pygame.K_RIGHT, pygame.K_RIGHT)
        if viewer.tabs.tabs:  # 800×600: the why view shares its place with the sneks' table
            driver.key(pygame.K_F2)
        LAYOUT.on = True  # the frame the third step paints the why panel in
        try:
            driver.key(pygame.K_RIGHT)
            texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
            faults = [f for f in findings(app) if f.kind in ("overlap", "over-token", "cut")]
        finally:
            LAYOUT.on = False
        assert viewer.round == 3 and viewer.decision() is not None
        for _, words in COLOUR_KEY:
            assert words in texts, (size, words)
        assert faults == [], size


@pytest.mark.parametrize("size", [SMALL, (1024, 600)])
def test_out_stays_whole_beside_a_name_and_names_are_whole_from_1024x600(size):
    app = App(headless=True, size=size)
    names = {number: f"Wandering Willo{number}" for number in range(9)}  # NAME_LIMIT long
    viewer = nine_snek_viewer(app, names)
    Driver(app).key(pygame.K_END)
    for _ in range(600):
        app.step()
        if viewer.at_end:
            break
    out = [n for n, snek in enumerate(viewer.session.replay.final.sneks) if not snek.alive]
    assert out, "some snek is out by the end"
    texts = frame_texts(app)
    rows = [text for text in texts if text.endswith("(out)")]
    if viewer.tabs.tabs:  # 800×600, the arena given the room: "out" beside the length
        rows = [text for text in texts if text.endswith(" out")]
        faults = [f for f in frame_faults(app) if f.kind in ("cut", "shortened")]
        assert faults == []  # every name whole (on two lines where one is too short)
    else:
        assert sorted(rows) == sorted(f"{names[n]} (out)" for n in out)  # whole
    assert len(rows) == len(out)  # "out" is never what a shortened name loses


@pytest.mark.parametrize("size", [SMALL, (1366, 768)])
def test_puzzle_names_are_whole_in_every_pack(size):
    app = App(headless=True, size=size)
    puzzles = PuzzleListScene(app)
    app.push(puzzles)
    driver = Driver(app)
    for pack in list(puzzles.groups):
        driver.click_element(next(b for b in driver.buttons() if b.text.startswith(pack)))
        assert puzzles.tab == pack
        faults = [f for f in frame_faults(app) if f.kind == "shortened"]
        assert faults == [], (pack, faults)
        shown = {b.text for b in driver.buttons()}
        for place, index in enumerate(puzzles.groups[pack]):
            assert puzzles.label(place, index) in shown


def test_how_to_play_at_800x600_gives_the_page_room_and_keeps_titles_whole():
    from game.ui.howto import HowToPlayScene

    app = App(headless=True, size=SMALL)
    howto = HowToPlayScene(app, "Tactrics")
    app.push(howto)
    app.step()
    assert howto.panel_rect().width >= 400  # was 280 beside a 400 px list
    for _ in range(6):
        Driver(app).post(key_event(pygame.K_DOWN))
        faults = frame_faults(app)
        assert [f for f in faults if f.kind in ("shortened", "small-text", "short-panel")] == []


def test_a_running_tournament_on_a_small_screen_shows_every_snek_whole():
    from game.snek.tournament_view import TournamentScene

    app = App(headless=True, size=SMALL)
    scene = TournamentScene(app)
    app.push(scene)
    app.step()
    driver = Driver(app)
    driver.click_button("Start")
    for _ in range(120):
        app.step()
    names = [program.name for program in scene.run.programs]
    assert frame_faults(app) == []  # nothing cut or covered while it runs
    shown = frame_texts(app)
    assert all(name in shown for name in names)  # every snek's row, its name whole
    driver.click_button("Stop")
    driver.click_button("Change the lineup")  # the choices come back
    assert any(button.text.startswith("[x] Beginner") for button in driver.buttons())
    assert [f for f in frame_faults(app) if f.kind in ("overlap", "shortened")] == []
    driver.click_button("Show the standings")  # and the standings, kept, come back too
    shown = frame_texts(app)
    assert all(name in shown for name in names)


def test_the_editor_grid_keeps_its_size_at_800x600():
    """The list and the palette took their full widths and the grid shrank to ~190 px."""
    app = App(headless=True, size=SMALL)
    editor = editor_on(app, load_samples()[0][1])
    _, grid, palette = editor.areas()
    assert grid.width >= 260 and grid.height >= 260
    faults = [f for f in frame_faults(app) if f.kind in ("shortened", "overlap", "outside")]
    assert faults == []
    assert palette.right <= SMALL[0]


@pytest.mark.parametrize("size", [SMALL, (1366, 768)])
def test_what_grabs_counts_is_said_where_grabs_are_shown(size):
    """Grabs in the thousands stood unexplained in the tournament, the battle and results."""
    from game.snek.replay_view import GRABS_KEY
    from game.snek.tournament_view import TournamentScene

    app = App(headless=True, size=size)
    viewer = nine_snek_viewer(app)
    Driver(app).key(pygame.K_RIGHT)
    shown = " ".join(frame_texts(app))
    assert GRABS_KEY in shown and "Space play" in shown
    assert [f for f in frame_faults(app) if f.kind in ("overlap", "outside", "shortened")] == []
    Driver(app).key(pygame.K_END)
    for _ in range(600):
        app.step()
        if viewer.at_end:
            break
    Driver(app).key(pygame.K_RETURN)  # the results
    shown = " ".join(frame_texts(app))
    assert "Grabs: the enemy tail cells a snek took" in shown
    # 365 grabs beside a length of 13 looked impossible: the cells each snek lost, and why
    assert "Lost" in shown and "Grabbed cells can be grabbed back" in shown
    assert [f for f in frame_faults(app) if f.kind in ("overlap", "outside", "shortened")] == []
    app.push(TournamentScene(app))
    app.step()
    shown = " ".join(frame_texts(app))
    assert "Grabs: the enemy tail cells a snek took over all its battles" in shown
    assert "grabbed cells can be grabbed back, so grabs can pass a snek's length" in shown


def test_during_a_battle_at_800x600_a_16_w_name_stays_whole_beside_out():
    """Game night: the live table read "WWWWWWWWWWWW... (out)" while the battle went on."""
    app = App(headless=True, size=SMALL)
    viewer = nine_snek_viewer(app, {number: "W" * NAME_LIMIT for number in range(9)})
    driver = Driver(app)
    for _ in range(400):
        if not all(snek.alive for snek in viewer.session.state(viewer.round).sneks):
            break
        driver.key(pygame.K_RIGHT)
    assert not viewer.at_end and viewer.round < 400, "a snek is out while the battle goes on"
    out = [n for n, snek in enumerate(viewer.session.state(viewer.round).sneks) if not snek.alive]
    texts = frame_texts(app)
    assert sum(text.endswith(" out") or text.endswith("(out)") for text in texts) == len(out)
    assert [f for f in frame_faults(app) if f.kind == "shortened"] == []


def test_continue_at_800x600_shows_how_far_a_battle_of_long_names_was_watched():
    """Game night: the Continue row "Snek · Maze · seed … · Hunter, Ra…" hid "watched to
    round 87"; the key fact now comes first, before the names that may be cut."""
    from game.ui.continue_list import ContinueScene
    from game.ui.menu import MainMenuScene

    app = App(headless=True, size=SMALL)
    app.start(MainMenuScene(app))
    app.step()
    names = {number: f"Wandering Willo{number}" for number in range(9)}
    path, arena = next((p, a) for p, a in load_arenas() if len(a.starts) >= 9)
    programs = [program for _, program in load_samples()][:9]
    for number, name in names.items():
        programs[number] = Program(name, programs[number].patterns, programs[number].colour)
    session = MatchSession.start(path, arena, programs, 4)
    app.push(BattleViewer(app, session, start_round=0, playing=False, record=True))
    app.step()
    driver = Driver(app)
    driver.keys(*[pygame.K_RIGHT] * 5)
    app.clear_to(MainMenuScene(app))  # leaving saves how far it was watched
    app.step()
    driver.click_button("Continue")
    assert isinstance(app.top, ContinueScene)
    for _ in range(200):
        if not any(row.waiting for row in app.top.rows):
            break
        app.step()
    shown = " ".join(frame_texts(app)) + " ".join(b.text for b in driver.buttons())
    assert "watched to round 5" in shown


def test_the_editor_status_at_800x600_keeps_the_count_and_the_files_end_whole():
    """Game night: the status line broke a file name mid-word and cut the pattern count."""
    sample = load_samples()[3][1]
    snek = Program("W" * NAME_LIMIT, sample.patterns, sample.colour)
    save_user_snek(snek)
    path = save_user_snek(snek)  # an older second file of the name: "…-2.toml"
    app = App(headless=True, size=SMALL)
    app.push(ProgramEditorScene(app, snek, path))
    app.step()
    texts = frame_texts(app)
    assert f"{len(sample.patterns)} patterns" in texts
    assert "saved" in texts
    assert any(text.endswith(path.name[-12:]) for text in texts)
