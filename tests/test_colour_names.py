"""Issue 27 item 5, "A colour is its name": the setup names each seat's colour beside a swatch
of that colour and a mark of its letter in both modes, and a season player keeps their colour
in their Death Match (its board, its turn line, its save, its replay and its results)."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.app import App
from game.season.history import level_file, load_history
from game.season.rules import CastMember, DuelDue, MainMatchDue, SeasonSetup, next_step
from game.season.runner import (
    bot_choice,
    create_season,
    default_death_match,
    play_decisions,
    start_duel,
    start_main,
)
from game.season.scene import plan_presets
from game.social_snake.scene import setup_scene
from game.tactrics.play import GameScene
from game.tactrics.replay_view import ReplayScene
from game.tactrics.results import game_results
from game.tactrics.session import MatchSession
from game.ui import theme
from game.ui.driver import Driver
from game.ui.settings import Settings

BLIND_IDS = ["normal", "colour-blind"]


@pytest.fixture(params=[False, True], ids=BLIND_IDS)
def app(request) -> App:
    return App(headless=True, settings=Settings(colour_blind=request.param), size=(1366, 768))


def seen(surface: pygame.Surface, rect: pygame.Rect) -> Counter:
    area = rect.clip(surface.get_rect())
    return Counter(
        tuple(surface.get_at((x, y)))[:3]
        for x in range(area.left, area.right)
        for y in range(area.top, area.bottom)
    )


def test_the_setup_names_each_seat_colour_beside_its_swatch_and_letter(app):
    """In colour-blind mode the setup said "Red" beside an orange swatch and R was Orange:
    now each seat's colour button, mark and letter are one palette entry, after a change
    made with the keyboard too."""
    blind = app.settings.colour_blind
    setup = setup_scene(app)
    app.push(setup)
    driver = Driver(app)
    setup.form.focus_key("colour0")
    driver.key(pygame.K_RIGHT)  # seat 1 takes the next free colour
    driver.step()
    for index, seat in enumerate(setup.seats):
        colour = theme.player_colour(seat.colour, blind)
        button = next(c.element for c in setup.form.controls if c.key == f"colour{index}")
        assert button.text == colour.name
        top = 140 + index * setup.layout.seat_step  # SEAT_TOP: where the mark is drawn
        mark = pygame.Rect(setup.layout.mark_left, top + 2, 8, 8)
        assert seen(app.screen, mark).most_common(1)[0][0] == colour.fill, colour.name
        assert colour.letter.lower() in colour.name.lower()


def death_match(tmp_path, cast) -> tuple[object, MatchSession]:
    """A four-player quick season played by bots up to its first Death Match, started (the
    first seed whose season has one)."""
    preset = plan_presets(len(cast))[0]
    for seed in range(1, 30):
        match = default_death_match()
        setup = SeasonSetup("Colours", seed, cast, preset.plan, 0, *match, preset.until_two_remain)
        history = create_season(tmp_path / f"season-{seed}.toml", setup)
        while isinstance(
            step := next_step((history := play_decisions(history)).state), MainMatchDue
        ):
            _, session, part = start_main(history, *bot_choice(history.season.setup, step))
            part.play_bots(session)
            history = load_history(history.path)
        if isinstance(step, DuelDue):
            path, session, _ = start_duel(history)
            return path, session
    raise AssertionError("no season with a Death Match")


CAST = (
    CastMember("Theo", "Blue", "normal"),
    CastMember("Ann", "Teal", "easy"),
    CastMember("Bob", "Purple", "hard"),
    CastMember("Cat", "Lime", "normal"),
)


@pytest.mark.parametrize("colour_blind", [False, True], ids=BLIND_IDS)
def test_a_season_player_keeps_their_colour_in_the_death_match(tmp_path, colour_blind):
    """Theo was Blue on the season board and "Theo (red)" in his Death Match: now the Death
    Match (Tactrics) draws and names each player in their season colour, and its saved file,
    its replay and its results keep it."""
    path, session = death_match(tmp_path, CAST)
    colours = {member.name: member.colour for member in CAST}
    players = session.names
    looks = [seat.look for seat in session.match.seats]
    assert looks == [colours[name] for name in players]
    app = App(headless=True, settings=Settings(colour_blind=colour_blind), size=(1366, 768))
    loaded = MatchSession.load(path)  # the saved Death Match keeps the colours
    assert [seat.look for seat in loaded.match.seats] == looks
    scene = GameScene(app, loaded, bot_pause=1000)
    app.push(scene)
    Driver(app).step()
    fills = [theme.player_colour(theme.palette_index(look), colour_blind).fill for look in looks]
    board = seen(app.screen, scene.view.rect)
    assert all(board[fill] > 50 for fill in fills)
    layout_red = theme.player_colour(0, colour_blind).fill  # the layout's own first colour
    assert board[layout_red] == 0
    words = " ".join(text for _, text, _ in scene.turn_line_parts())
    player = players[loaded.state.player]
    assert f"{player} ({colours[player].lower()})" in words
    # played to the end: the replay and the results keep the colours
    from game.tactrics.season import play_bots

    play_bots(loaded)
    final = MatchSession.load(loaded.path)
    replay = ReplayScene(app, final.match)
    app.push(replay)
    Driver(app).step()
    assert all(seen(app.screen, replay.view.rect)[fill] > 50 for fill in fills)
    results = game_results(final.match, colour_blind)
    for player_index, fill in enumerate(fills):
        surface = pygame.Surface((24, 24))
        results.paint_mark(surface, surface.get_rect(), player_index, app.font(14, True))
        assert surface.get_at((1, 1))[:3] == fill
    assert results.line_colours == fills


def test_an_old_tactrics_match_file_without_looks_draws_the_layout_colours(tmp_path):
    """Files from before (no look): today's colours, red and yellow."""
    path, session = death_match(tmp_path, tuple(CastMember(m.name, "", m.bot) for m in CAST))
    loaded = MatchSession.load(path)
    assert all(seat.look == "" for seat in loaded.match.seats)
    results = game_results(loaded.match, False)
    assert results.line_colours == [theme.STANDARD_PALETTE[i].fill for i in (0, 3)]


def test_a_snek_death_match_draws_each_players_snek_in_their_season_colour(tmp_path):
    """A Snek Death Match: each player's snek is their season colour in every battle (the
    seats swap starts from battle to battle), also after the duel file is read again."""
    from game.snek.draw import snek_looks
    from game.snek.duel_session import DuelSession
    from game.snek.season import DUEL_ARENA
    from game.table.seats import Seat, colour_code

    arena = level_file("snek", DUEL_ARENA)
    seats = [Seat("Theo", "Blue", "normal"), Seat("Ann", "Teal", "easy")]
    path = tmp_path / "season" / "1-death-1.toml"
    path.parent.mkdir()
    DuelSession.start(arena, seats, 11, path)
    duel = DuelSession.load(path)
    assert [p.colour for p in duel.record.players] == ["Blue", "Teal"]
    wanted = {"Theo": colour_code("Blue"), "Ann": colour_code("Teal")}
    for number in range(len(duel.battles)):
        battle = duel.battle_session(number)
        for program, look in zip(battle.programs, snek_looks(battle.programs, False), strict=True):
            assert program.colour == wanted[program.name]
            assert "#{:02x}{:02x}{:02x}".format(*look.colour) == wanted[program.name]


@pytest.mark.parametrize("colour_blind", [False, True], ids=BLIND_IDS)
def test_a_table_match_keeps_its_seat_colours_through_save_load_and_replay(colour_blind):
    """Social Snake seats in Teal, Pink and Lime: the saved match, read again, replays with
    the same colours and letters (seat colours are kept by name in the match file)."""
    from game.social_snake.replay_view import open_replay
    from game.social_snake.session import MatchSession as SocialSession
    from game.table.seats import Seat
    from tests.test_social_scenes import new_session

    seats = [Seat("Ann", "Teal"), Seat("Bob", "Pink", "easy"), Seat("Cat", "Lime", "easy")]
    session = new_session(seats)
    assert [seat.colour for seat in SocialSession.load(session.path).seats] == [
        "Teal",
        "Pink",
        "Lime",
    ]
    app = App(headless=True, settings=Settings(colour_blind=colour_blind), size=(1366, 768))
    replay = open_replay(app, session.path)
    app.push(replay)
    Driver(app).step()
    for look, name in zip(replay.looks, ("Teal", "Pink", "Lime"), strict=True):
        colour = theme.player_colour(theme.palette_index(name), colour_blind)
        assert (look.colour, look.letter) == (colour.fill, colour.letter)
