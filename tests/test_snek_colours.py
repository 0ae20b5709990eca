"""Issue 27 item 5 for Snek: a snek's colour is the one it was given at setup, drawn so in
both modes, kept in its battle file (and so in the replay) and the same in every battle of a
tournament; a snek whose colour an earlier snek already has is told and offered another."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.core.saves import list_matches, saves_dir
from game.snek.draw import SNEK_PLACES, colour_word, distinct_colours, hex_colour, snek_looks
from game.snek.program import Program
from game.snek.replay_view import BattleViewer
from game.snek.rules import MAX_SNEKS
from game.snek.samples import save_user_snek
from game.snek.scene import BattleSetup
from game.snek.session import MatchSession
from game.snek.tournament_view import TournamentScene
from game.ui import theme
from game.ui.driver import Driver
from game.ui.monkey import click_events, key_event, tick
from game.ui.settings import Settings
from tests.test_snek_window import arena_named, click_button, samples


@pytest.fixture(params=[False, True], ids=["normal", "colour-blind"])
def app(request) -> App:
    return App(headless=True, settings=Settings(colour_blind=request.param))


def shown_fill(program: Program, colour_blind: bool) -> theme.Colour:
    """What a player sees a snek of this colour drawn in."""
    if not colour_blind:
        return hex_colour(program.colour)
    return theme.player_colour(theme.palette_index(colour_word(program)), True).fill


def pixels_in(app: App, rect: pygame.Rect) -> set[tuple[int, ...]]:
    """The colours on screen inside `rect` (a mark's fill shows between its pattern's lines)."""
    return {
        tuple(app.screen.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


def pixels_counted(app: App, rect: pygame.Rect) -> Counter:
    return Counter(
        tuple(app.screen.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )


def body_pixels(app: App, viewer: BattleViewer, number: int) -> Counter:
    """The colours on screen over snek `number`'s body cells (its head left out)."""
    state = viewer.session.state(viewer.round)
    seen: Counter = Counter()
    for cell in state.cells_of(number)[1:]:
        rect = viewer.view.cell_rect(cell)
        for x in range(rect.left + 2, rect.right - 2):
            for y in range(rect.top + 2, rect.bottom - 2):
                seen[tuple(app.screen.get_at((x, y)))[:3]] += 1
    return seen


def test_a_second_snek_of_a_colour_is_told_offered_another_and_keeps_it_in_its_replay(app):
    blind = app.settings.colour_blind
    setup = BattleSetup(app)
    app.push(setup)
    click_button(app, "+ Coiler")
    assert setup.notice == ""
    click_button(app, "+ Coiler")
    assert "4. Coiler #2 is Cyan like Coiler: it plays" in setup.notice
    words = [colour_word(p) for p in setup.programs()]
    assert len(set(words)) == len(words) == 4
    click_button(app, "Another colour for 4.")
    again = [colour_word(p) for p in setup.programs()]
    assert again[:3] == words[:3] and again[3] not in words and len(set(again)) == 4
    assert f"plays {again[3]} here" in setup.notice
    click_button(app, "+ Hunter")  # the notice moves on: the lineup row still says it
    assert "Coiler" not in setup.notice
    labels = [button.text for button in Driver(app).buttons()]
    assert "4. Coiler · sample  ×" in labels and "1. Beginner · easy bot  ×" in labels
    # each lineup row's mark is drawn in the colour that snek plays
    tick(app)
    for position, program in enumerate(setup.programs()):
        mark = setup.lineup_row(position).move(-42, 0)
        assert shown_fill(program, blind) in pixels_in(
            app, pygame.Rect(mark.left + 2, mark.top + 2, 8, 8)
        )
    chosen = setup.programs()
    click_button(app, "Start battle")
    viewer = app.top
    assert isinstance(viewer, BattleViewer)
    assert [p.colour for p in viewer.session.programs] == [p.colour for p in chosen]
    tick(app, key_event(pygame.K_RIGHT))
    tick(app)
    for number, program in enumerate(chosen):
        assert body_pixels(app, viewer, number)[shown_fill(program, blind)] > 0, number
    # the saved battle file keeps the colours: loaded again, the same looks
    (saved,) = list_matches(saves_dir())
    again_loaded = MatchSession.load(saved.path)
    assert [p.colour for p in again_loaded.programs] == [p.colour for p in chosen]
    assert snek_looks(again_loaded.programs, blind) == snek_looks(chosen, blind)


def test_colour_blind_every_pair_of_battle_colours_differs_by_fill_and_pattern_at_normal_size():
    """The colour-blind player met sneks 2 and 5 both blue (Blue and Purple), told apart only
    zoomed in. A battle's sneks now take the nine Snek colours no two of which look alike:
    drawn at 1366×768 without zoom, every pair differs in fill (by pixels) and in pattern,
    and each pattern shows on the body."""
    app = App(headless=True, settings=Settings(colour_blind=True), size=(1366, 768))
    path, arena = arena_named("open.toml")
    base = list(samples().values())
    lineup = [
        replace(base[n], name=f"Snek {n + 1}", colour=theme.palette_hex(place))
        for n, place in enumerate(SNEK_PLACES[:MAX_SNEKS])
    ]
    session = MatchSession.start(path, arena, lineup, 5, save=False)
    viewer = BattleViewer(app, session, start_round=6, playing=False, record=False)
    app.push(viewer)
    tick(app)
    fills, patterns = [], []
    board = pixels_counted(
        app, viewer.view.cell_rect((0, 0)).union(viewer.view.cell_rect((29, 29)))
    )
    ground = board.most_common(1)[0][0]  # the empty board between the bodies
    for number, look in enumerate(viewer.looks):
        seen = body_pixels(app, viewer, number)
        del seen[ground]
        assert seen.most_common(1)[0][0] == look.colour  # the fill is what the body shows
        if look.pattern != "solid":  # the pattern's ink covers part of the body
            assert sum(n for c, n in seen.items() if c != look.colour) > 0.1 * seen.total()
        fills.append(look.colour)
        patterns.append(look.pattern)
    for first, second in itertools.combinations(range(MAX_SNEKS), 2):
        apart = sum(abs(a - b) for a, b in zip(fills[first], fills[second], strict=True))
        assert apart > 100, (first + 1, second + 1)
        assert patterns[first] != patterns[second]
    # Blue and Purple (the "two blues") never share a battle while a colour is free
    purple = Program("Violet", colour=theme.palette_hex(theme.palette_index("Purple")))
    settled, told = distinct_colours([samples()["tail-keeper"], purple])
    assert colour_word(settled[1]) != "Purple" and "too like Tail Keeper's Blue" in told[1]


def test_an_old_battle_file_with_two_sneks_of_one_colour_still_draws_them_apart():
    """Files from before (no setup check) load as today: the later snek in a free colour."""
    twin = Program("Twin", colour="#3cb44b")
    for blind in (False, True):
        looks = snek_looks([twin, twin], blind)
        assert looks[0].colour != looks[1].colour
        assert looks[0].colour == shown_fill(twin, blind)


def test_distinct_colours_leaves_distinct_lineups_alone_and_names_each_change():
    lineup = [samples()[n] for n in ("hunter", "coward", "wanderer")]
    same, told = distinct_colours(lineup)
    assert same == lineup and told == {}
    clash = [*lineup, Program("Mine", colour=lineup[0].colour)]
    changed, told = distinct_colours(clash)
    assert changed[:3] == lineup and len({colour_word(p) for p in changed}) == 4
    assert told == {3: f"Mine is Orange like Hunter: it plays {colour_word(changed[3])} here."}


def test_a_tournament_snek_is_one_colour_in_every_battle_and_replay(app):
    """Today a snek took the colour of its start place, so it changed from battle to battle;
    now every replay draws each snek in the one colour it plays the tournament in, and a snek
    sharing an earlier one's colour is told its new one."""
    blind = app.settings.colour_blind
    hunter = samples()["hunter"]
    save_user_snek(Program("Copycat", samples()["tail-chaser"].patterns, hunter.colour))
    scene = TournamentScene(app)
    app.push(scene)
    names = [choice.program.name for choice in scene.choices]
    scene.chosen = {names.index(n) for n in ("Copycat", "Hunter", "Coward")}
    scene.rebuild()
    click_button(app, "Start")
    assert "Hunter is Orange like Copycat: it plays" in scene.notice
    for _ in range(600):
        app.step()
        if not scene.running:
            break
    app.step()
    played = {p.name: p for p in scene.run.programs}
    assert len({colour_word(p) for p in played.values()}) == 3
    drawn: dict[str, set] = {name: set() for name in played}
    for row in range(len(scene.battle_list.labels)):
        tick(app, *click_events(scene.battle_list.row_centre(row)))
        viewer = app.top
        assert isinstance(viewer, BattleViewer)
        for number, look in enumerate(viewer.looks):
            name = viewer.session.programs[number].name
            drawn[name].add(look.colour)
            assert look.colour == shown_fill(played[name], blind)
        tick(app, key_event(pygame.K_ESCAPE))
        assert app.top is scene
    assert all(len(colours) == 1 for colours in drawn.values())
    assert len(set(itertools.chain.from_iterable(drawn.values()))) == 3


def test_a_tournament_tells_a_snek_of_a_taken_colour_when_chosen_and_offers_another(app):
    hunter = samples()["hunter"]
    save_user_snek(Program("Copycat", samples()["tail-chaser"].patterns, hunter.colour))
    scene = TournamentScene(app)
    app.push(scene)
    click_button(app, "[x] Hunter")
    assert scene.notice == ""
    click_button(app, "[ ] Hunter")
    assert scene.notice.startswith("Hunter is Orange like Copycat: it plays")
    offered = colour_word(scene.lineup()[1][scene.lineup()[0].index(scene.recoloured)])
    click_button(app, "Another colour")
    indexes, programs, _ = scene.lineup()
    chosen = programs[indexes.index(scene.recoloured)]
    assert colour_word(chosen) != offered
    assert scene.notice == f"Hunter plays {colour_word(chosen)} in this tournament."
    click_button(app, "Seeds: 1")  # another change: the snek's swatch still shows its colour
    index = scene.recoloured if scene.recoloured is not None else indexes[programs.index(chosen)]
    tick(app)
    swatch = scene.swatch_rect(index)
    assert shown_fill(chosen, app.settings.colour_blind) in pixels_in(app, swatch.inflate(-4, -4))
    assert len({colour_word(p) for p in programs}) == len(programs)
    click_button(app, "Start")
    assert [p.colour for p in scene.run.programs if p.name == "Hunter"] == [chosen.colour]


def test_the_editor_swatch_is_the_colour_battles_draw(app):
    """The program editor's Colour button steps through the seat colours; its swatch shows
    the colour as a battle draws it in this mode, lettered like that colour."""
    from game.snek.program_editor import ProgramEditorScene

    blind = app.settings.colour_blind
    editor = ProgramEditorScene(app, Program("Draft"))
    app.push(editor)
    for _ in range(2):
        click_button(app, "Colour")
        tick(app)
        swatch = editor.name_row()[2]
        corner = tuple(app.screen.get_at((swatch.left + 1, swatch.top + 1)))[:3]
        assert corner == shown_fill(editor.program, blind)
        assert snek_looks([editor.program], blind)[0].colour == corner


def test_a_snek_plays_one_colour_whatever_order_it_joined_in_battle_and_tournament(app):
    """A snek's colour differed between the battle setup (clashes settled by order added)
    and the tournament (by list order). One rule now: added in either order, the same snek
    is told and recoloured, to the same colour, in the battle, its replay and a tournament
    of the same sneks or of all eleven."""
    hunter = samples()["hunter"]
    save_user_snek(Program("Copycat", samples()["tail-chaser"].patterns, hunter.colour))
    played = []
    for order in (("+ Hunter", "+ Copycat"), ("+ Copycat", "+ Hunter")):
        setup = BattleSetup(app)
        app.push(setup)
        empty_lineup(app, setup)
        for label in order:
            click_button(app, label)
        assert "Hunter is Orange like Copycat: it plays" in setup.notice
        colours = {p.name: p.colour for p in setup.programs()}
        assert colour_word(Program("x", colour=colours["Copycat"])) == "Orange"
        played.append(colours)
        app.pop(setup)
    assert played[0] == played[1]
    setup = BattleSetup(app)
    app.push(setup)
    empty_lineup(app, setup)
    click_button(app, "+ Copycat")
    click_button(app, "+ Hunter")
    lineup = setup.programs()
    click_button(app, "Start battle")
    viewer = app.top
    assert isinstance(viewer, BattleViewer)
    assert snek_looks(viewer.session.programs, app.settings.colour_blind) == snek_looks(
        lineup, app.settings.colour_blind
    )
    scene = TournamentScene(app)
    app.push(scene)
    every = {p.name: p.colour for p in scene.lineup()[1]}  # all eleven sneks chosen
    assert {name: every[name] for name in played[0]} == played[0]
    names = [choice.program.name for choice in scene.choices]
    scene.chosen = {names.index(p.name) for p in lineup}
    scene.rebuild()
    click_button(app, "Start")
    assert {p.name: p.colour for p in scene.run.programs} == played[0]


def empty_lineup(app: App, setup: BattleSetup) -> None:
    """Every snek of the remembered lineup taken out by its "×" button."""
    while setup.lineup:
        (first,) = [b.text for b in Driver(app).buttons() if b.text.startswith("1. ")]
        click_button(app, first)


def test_the_tournaments_another_colour_button_reads_whole_at_800x600():
    """At 800×600 the button read "Another colou"."""
    from game.ui.layout_check import findings
    from game.ui.layout_record import LAYOUT

    app = App(headless=True, size=(800, 600))
    hunter = samples()["hunter"]
    save_user_snek(Program("Copycat", samples()["tail-chaser"].patterns, hunter.colour))
    scene = TournamentScene(app)
    app.push(scene)
    click_button(app, "[x] Hunter")
    click_button(app, "[ ] Hunter")
    assert scene.recoloured is not None
    LAYOUT.on = True
    try:
        tick(app)
        faults = [f for f in findings(app) if "Another" in f.what]
    finally:
        LAYOUT.on = False
    assert [b.text for b in Driver(app).buttons() if b.text.startswith("Another")] == [
        "Another colour"
    ]
    assert faults == []


def test_colour_blind_snek_numbers_read_as_on_a_plain_mark():
    """Colour-blind mode: the numbers in the battle table and the tournament list were faint
    and broken up (issue 28): drawn in the pattern's muted ink, the pattern running beside
    and through the digits. Each number now stands on a plain plate in black or white, so
    round its glyph the mark looks exactly as a plain mark of that colour."""
    app = App(headless=True)
    font = app.font(16, bold=True)
    for look in snek_looks(list(samples().values())[:9], True):
        mark = look.mark
        assert mark.pattern
        plain = theme.Mark(mark.fill, theme.text_colour_on(mark.fill), mark.letter)
        shots = []
        for drawn in (mark, plain):
            surface = pygame.Surface((22, 22))
            theme.draw_player_mark(surface, surface.get_rect(), drawn, font)
            shots.append(surface)
        glyph = font.render(mark.letter, True, theme.WHITE).get_bounding_rect()
        glyph.center = (11, 11)
        box = glyph.clip(shots[0].get_rect())
        differ = [
            (x, y)
            for x in range(box.left, box.right)
            for y in range(box.top, box.bottom)
            if shots[0].get_at((x, y)) != shots[1].get_at((x, y))
        ]
        assert differ == [], (look.number, mark.pattern, differ[:5])
        assert theme.contrast_ratio(theme.text_colour_on(mark.fill), mark.fill) >= 4.5
