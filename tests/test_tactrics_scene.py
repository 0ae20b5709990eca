"""Tactrics Snakes' menu and multiplayer window, driven headless with real pygame events."""

import time

import pygame
import pytest

from game.app import App
from game.tactrics.board import CELL_CENTRES, TOWER_CENTRES, rotate
from game.tactrics.draw import BoardView, Marks, Sweep
from game.tactrics.match import Seat
from game.tactrics.play import STATUS_LEFT, GameScene
from game.tactrics.replay_view import ReplayScene
from game.tactrics.rules import Action, allowed_towers, rotation_refusal
from game.tactrics.scene import TactricsMenuScene, setup_scene, start_layout, start_layout_path
from game.tactrics.session import MatchSession
from game.ui import theme
from game.ui.dialogs import ConfirmScene
from game.ui.driver import Driver
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, continue_newest, tick
from game.ui.results import ResultsScene
from game.ui.setup import SetupScene

FRAME = 1 / 60


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step(FRAME)
    return app


def press(app, *keys, mod=0):
    """Each key pressed and released through pygame's queue and the shell's loop."""
    Driver(app).keys(*keys, mod=mod)


def start_game(app, kinds=(None, None), names=("Ann", "Bob", "Cat", "Dan")):
    level = start_layout(len(kinds))
    seats = [
        Seat(names[i], colour, kind)
        for i, (colour, kind) in enumerate(zip(level.colours, kinds, strict=True))
    ]
    session = MatchSession.start(level, start_layout_path(len(kinds)), seats, seed=3)
    scene = GameScene(app, session)
    app.push(scene)
    app.step(FRAME)
    return scene


def handle_point(scene, tower, clockwise):
    x, y = scene.view.tower_centre(tower)
    return int(x + (8 if clockwise else -8)), int(y)


def test_the_main_menu_opens_the_tactrics_menu_and_its_setup(app):
    labels = [item.label for item in app.top.menu.items]
    app.top.menu.set_focus(labels.index("Tactrics Snakes"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TactricsMenuScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    press(app, pygame.K_RETURN)  # the focus starts on Start
    assert isinstance(app.top, GameScene) and len(app.top.seats) == 2


def test_setup_changes_players_and_kinds(app):
    setup = setup_scene(app)
    app.push(setup)
    setup.form.focus_key("add")
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    assert len(setup.seats) == 4
    setup.form.focus_key("kind0")
    press(app, pygame.K_RIGHT)
    assert setup.seats[0].kind == "easy"
    setup.start()
    game = app.top
    assert [seat.bot for seat in game.seats] == ["easy", "normal", "normal", "normal"]
    assert [seat.colour for seat in game.seats] == [0, 1, 2, 3]


def test_clicking_the_right_half_turns_clockwise_and_the_left_half_anticlockwise(app):
    game = start_game(app)
    start = game.state.board
    tower = allowed_towers(game.state)[0]
    Driver(app).click(handle_point(game, tower, True))
    assert game.state.board == rotate(start, tower, True)
    assert game.sweep is not None
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert game.state.board == start and game.state.actions_taken == 0
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)  # redo, as Controls in How to play says
    assert game.state.board == rotate(start, tower, True) and game.state.actions_taken == 1
    assert game.session.match.draft == (Action(tower, True),)  # kept in the save too
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert game.notice == "Nothing to redo in this turn." and game.state.actions_taken == 1
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    Driver(app).click(handle_point(game, tower, False))
    assert game.state.board == rotate(start, tower, False)
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)  # a new action forgets the one taken back
    assert game.state.board == rotate(start, tower, False)


def test_brackets_turn_the_tower_picked_with_number_keys(app):
    game = start_game(app)
    start = game.state.board
    tower = allowed_towers(game.state)[-1]
    for digit in str(tower):
        press(app, getattr(pygame, f"K_{digit}"))
    assert game.input.selected == tower
    press(app, pygame.K_RIGHTBRACKET)
    assert game.state.board == rotate(start, tower, True)
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_LEFTBRACKET)
    assert game.state.board == rotate(start, tower, False)


def test_arrow_keys_and_tab_move_the_selection(app):
    game = start_game(app)
    game.input.selected = 10
    press(app, pygame.K_RIGHT)
    assert game.input.selected == 11
    press(app, pygame.K_UP)
    assert game.input.selected in (6, 7)
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB)
    assert game.input.selected in (6, 7)


def test_a_refused_tower_says_why_and_changes_nothing(app):
    game = start_game(app)
    start = game.state.board
    refused = next(t for t in range(1, 20) if t not in allowed_towers(game.state))
    reason = rotation_refusal(start, game.state.colours, 0, refused, game.names)
    point = handle_point(game, refused, True)
    Driver(app).move(point)
    assert game.input.pointed_tower == refused
    Driver(app).click(point)
    assert game.state.board == start and game.state.actions_taken == 0
    assert reason in game.notice


def test_the_first_turn_allows_one_action_and_enter_passes_to_the_next_player(app):
    game = start_game(app)
    tower = allowed_towers(game.state)[0]
    Driver(app).click(handle_point(game, tower, True))
    after_one = game.state.board
    Driver(app).click(handle_point(game, tower, True))
    assert game.state.board == after_one and "too many actions" in game.notice
    press(app, pygame.K_RETURN)
    assert game.state.player == 1 and game.state.turn == 1
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert game.state.player == 1 and game.state.board == after_one


def test_finish_is_refused_without_a_long_snake(app):
    game = start_game(app)
    assert not game.finish_button.is_enabled
    press(app, pygame.K_f)
    assert game.state.player == 0 and "snake of 4" in game.notice


def test_a_bots_only_game_plays_to_the_final_scores(app):
    game = start_game(app, ("easy", "normal", "hard"))
    deadline = time.monotonic() + 60
    while not game.state.over and time.monotonic() < deadline:
        app.step(0.5)
        time.sleep(0.001)
    assert game.state.over
    for _ in range(20):  # the last turn's sweep and some more frames
        app.step(0.05)
    assert app.top is game, "the results covered the final board"
    assert game.end_button.text == "Results" and game.end_button.is_enabled
    app.step(5.0)  # bots only: after a look at the final board the results come
    assert isinstance(app.top, ResultsScene)
    ranking_total = sorted(app.top.results.totals, reverse=True)
    assert ranking_total[0] >= ranking_total[-1] and len(app.top.results.history) > 3
    press(app, pygame.K_RETURN)  # Watch replay
    assert isinstance(app.top, ReplayScene)
    replay = app.top
    press(app, pygame.K_END)
    assert replay.steps[replay.current][0].board == game.state.board
    last_words = replay.steps[replay.current][1]  # sentences, not run together
    assert last_words.startswith("Turn ") and ". The game ends: " in last_words
    assert last_words.endswith(".")
    press(app, pygame.K_HOME, pygame.K_RIGHT)
    assert replay.current == 1
    assert replay.title.startswith("Replay of ")
    app.step()
    tick(app, *click_events(replay.round_list.row_centre(2)))  # the list of turns: turn 3
    assert replay.current == replay.turn_starts[2] and replay.turn_now() == 2
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE)  # back to the results, then the menu
    assert isinstance(app.top, MainMenuScene)


def test_after_a_humans_last_turn_the_final_board_stays_until_they_ask_for_the_results(app):
    """Results used to cover the board the moment the last action ended."""
    game = start_game(app, (None, "normal"))
    deadline = time.monotonic() + 120
    while not game.state.over and time.monotonic() < deadline:
        if game.human_to_move:
            press(app, pygame.K_RETURN)  # Ann passes; the bot builds a snake and finishes
        else:
            app.step(0.5)
    assert game.state.over and game.state.finishers == (1,)
    for _ in range(30):
        app.step(0.5)
    assert app.top is game and game.end_button.text == "Results"
    assert "final board" in game.log.lines[-1]
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)


def test_a_game_is_saved_after_every_action_and_continues_exactly(app):
    game = start_game(app)
    tower = allowed_towers(game.state)[0]
    Driver(app).click(handle_point(game, tower, True))
    press(app, pygame.K_RETURN)  # end turn 1 (one action)
    second = allowed_towers(game.state)[0]
    Driver(app).click(handle_point(game, second, False))
    board, player = game.state.board, game.state.player
    path = game.session.path
    live_log = list(game.log.lines)
    again = App(headless=True)
    again.start(MainMenuScene(again))
    resumed = continue_newest(again)
    assert isinstance(resumed, GameScene) and resumed.session.path == path
    assert resumed.state.board == board and resumed.state.player == player
    assert resumed.state.actions_taken == 1
    logged = " | ".join(resumed.log.lines)  # the log was empty after Continue
    assert "Ann turns tower" in logged and "Ann ends the turn after 1 action" in logged
    assert "Bob turns tower" in logged
    # in the order it was logged live: each turn's banner first, this turn's action after it
    assert resumed.log.lines == live_log
    press(again, pygame.K_z, mod=pygame.KMOD_CTRL)  # the resumed turn can still be undone
    assert resumed.state.actions_taken == 0


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_bot_status_line_stays_inside_the_window(app, level):
    game = start_game(app, (level, None), ("A bot with a rather long name", "Bob"))
    right = game.panel_left + game.panel_width
    for thinking in (True, False):
        game.bot_plan = None if thinking else []
        app.draw()
        strip = app.screen.subsurface(pygame.Rect(right, 50, app.screen.get_width() - right, 40))
        colours = {strip.get_at((x, y))[:3] for x in range(strip.get_width()) for y in range(40)}
        assert colours == {theme.BACKGROUND}, "the line runs past the panel"
        words = "".join(text for _, text, _ in game.turn_line_parts())
        assert f"{level} bot" in words and ("thinking" in words) == thinking


def test_esc_asks_before_leaving_a_game(app):
    start_game(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_y)
    assert isinstance(app.top, MainMenuScene)


# --- the board view -------------------------------------------------------------------------


def test_hit_testing_finds_towers_their_halves_and_cells():
    pygame.font.init()
    view = BoardView(
        pygame.Rect(12, 10, 834, 750), lambda size, bold=False: pygame.font.Font(None, size), False
    )
    for tower in (1, 10, 19):
        x, y = view.point(TOWER_CENTRES[tower - 1])
        assert view.tower_at((int(x) + 6, int(y))) == (tower, True)
        assert view.tower_at((int(x) - 6, int(y))) == (tower, False)
    for cell in (0, 20, 53):
        x, y = view.point(CELL_CENTRES[cell])
        assert view.cell_at((int(x), int(y))) == cell
        assert view.tower_at((int(x), int(y))) is None
    assert view.tower_at((2, 2)) is None and view.cell_at((2, 2)) is None


def test_a_sweep_draws_the_old_board_turning_and_drawing_changes_nothing(app):
    game = start_game(app)
    board = game.state.board
    tower = allowed_towers(game.state)[0]
    sweep = Sweep(board, Action(tower, True), 0.25, 0.1)
    surface = pygame.Surface(app.size)
    game.view.draw(surface, rotate(board, tower, True), Marks(hovered=(tower, True)), sweep)
    assert 0 < sweep.angle < 60 and sweep.elapsed == 0.1 and game.state.board == board


def test_the_demo_verb_plays_a_bots_only_game_to_its_results():
    from game.cli import main as cli_main

    assert cli_main(["demo", "tactrics-snakes", "--seed", "2", "--players", "3", "--exit"]) == 0


# --- the guided first game ------------------------------------------------------------------


def test_the_guided_first_game_tells_each_rule_once_when_it_first_matters():
    from game.tactrics.tutorial import LESSONS, TutorialGameScene
    from game.ui.dialogs import MessageScene

    app = App(headless=True)
    app.start(TactricsMenuScene(app))
    app.step(1 / 60)
    guided = next(i for i, item in enumerate(app.top.menu.items) if "Guided" in item.label)
    app.top.menu.set_focus(guided)
    press(app, pygame.K_RETURN)
    game = next(scene for scene in app.stack if isinstance(scene, TutorialGameScene))
    assert game.session.path is None
    app.step(1 / 60)
    assert isinstance(app.top, MessageScene) and app.top.title == LESSONS[0].title
    press(app, pygame.K_RETURN)
    tower = min(game.allowed)
    game.rotate(Action(tower, True))
    press(app, pygame.K_RETURN)  # end the turn
    for _ in range(600):  # the bot's turn, then ours with 2 actions
        if isinstance(app.top, MessageScene):
            break
        app.step(0.1)
    assert app.top.title == LESSONS[1].title
    assert game.given == [0, 1]


def test_leaving_the_guided_game_or_a_match_takes_enter_as_yes_alike():
    """Enter meant No on the guided game's leave question and Yes on a match's."""
    from game.tactrics.tutorial import TutorialGameScene
    from game.ui.dialogs import MessageScene

    app = App(headless=True)
    app.start(TactricsMenuScene(app))
    app.step(1 / 60)
    guided = next(i for i, item in enumerate(app.top.menu.items) if "Guided" in item.label)
    app.top.menu.set_focus(guided)
    press(app, pygame.K_RETURN)
    app.step(1 / 60)
    assert isinstance(app.top, MessageScene)
    press(app, pygame.K_RETURN)  # the first lesson read
    assert isinstance(app.top, TutorialGameScene)
    press(app, pygame.K_ESCAPE, pygame.K_RETURN)
    assert isinstance(app.top, TactricsMenuScene)
    game = start_game(app)
    press(app, pygame.K_ESCAPE, pygame.K_RETURN)
    assert app.top is not game and isinstance(app.top, TactricsMenuScene)


def test_a_finished_guided_game_is_kept_among_the_replays():
    """The guided game offered "Watch replay" at its end but never appeared in Replays."""
    from game.core.saves import list_matches, replays_dir, saves_dir
    from game.tactrics.tutorial import TutorialGameScene
    from game.ui.dialogs import MessageScene

    app = App(headless=True)
    app.start(TactricsMenuScene(app))
    app.step(1 / 60)
    guided = next(i for i, item in enumerate(app.top.menu.items) if "Guided" in item.label)
    app.top.menu.set_focus(guided)
    press(app, pygame.K_RETURN)
    game = next(scene for scene in app.stack if isinstance(scene, TutorialGameScene))
    deadline = time.monotonic() + 120
    while not game.state.over and time.monotonic() < deadline:
        if isinstance(app.top, MessageScene):
            press(app, pygame.K_RETURN)  # a lesson read
        elif isinstance(app.top, ConfirmScene):
            press(app, pygame.K_y)  # yes, pass
        elif game.human_to_move:
            press(app, pygame.K_RETURN)  # Ann passes; the bot builds a snake and finishes
        else:
            app.step(0.5)
    assert game.state.over
    kept = list_matches(replays_dir())
    assert len(kept) == 1 and game.session.path == kept[0].path
    assert list_matches(saves_dir()) == []  # never among the games to continue
    from game.tactrics.replay_view import open_replay

    assert isinstance(open_replay(app, kept[0].path), ReplayScene)


def test_ending_a_turn_without_any_action_asks_first(app):
    game = start_game(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene) and "pass" in app.top.question
    press(app, pygame.K_n)
    assert app.top is game and game.state.turn == 0
    press(app, pygame.K_RETURN, pygame.K_y)
    assert game.state.turn == 1


def finishable(game):
    """Ann (red) holds a snake of four: she may call a finish."""
    from game.tactrics.rules import new_game
    from tests.test_tactrics_rules import layout, line

    board = layout(**line("R", "C2 C3 C4 C5"), F7="Yt", A1="Bt", D1="Gt")
    game.session.state = new_game(board, [0, 1, 2, 3])
    game._changed([])
    return game


def test_f_asks_before_calling_a_finish(app):
    game = finishable(start_game(app, kinds=(None, None, None, None)))
    press(app, pygame.K_f)
    assert isinstance(app.top, ConfirmScene) and "finish" in app.top.question.lower()
    press(app, pygame.K_n)
    assert app.top is game and not game.state.finishing and game.state.player == 0
    press(app, pygame.K_f, pygame.K_y)
    assert game.state.finishing and game.state.player == 1


def test_the_finish_line_and_the_extra_turns_never_overlap_their_neighbours(app):
    names = ("Maximilian Longname", "Bob", "Cat", "Dan")
    game = finishable(start_game(app, kinds=(None, None, None, None), names=names))
    press(app, pygame.K_f, pygame.K_y)
    assert game.state.finishing
    tops = game.panel_tops()
    rows = game.finish_rows()
    assert rows >= 2
    assert tops["tower"] >= tops["finish"] + rows * app.font(17, True).get_linesize()
    assert tops["buttons"] - tops["tower"] >= 2 * app.font(18).get_linesize()  # tower: 2 rows
    small = app.font(13)
    for player in range(4):
        status = game._player_status(player)
        assert status and small.size(status)[0] <= game.panel_width - STATUS_LEFT


def test_the_menu_counts_the_puzzles_the_list_shows_own_ones_included(app):
    import shutil

    from game.core.paths import LEVELS, user_levels_dir
    from game.tactrics.puzzle_scene import PuzzleListScene

    own = user_levels_dir() / "tactrics-snakes"
    own.mkdir(parents=True)
    for index, path in enumerate(sorted((LEVELS / "tactrics-snakes" / "puzzles").glob("*"))[:2]):
        shutil.copy(path, own / f"mine-{index}.toml")
    labels = [item.label for item in app.top.menu.items]
    app.top.menu.set_focus(labels.index("Tactrics Snakes"))
    press(app, pygame.K_RETURN)
    menu = app.top
    hint = next(item.hint for item in menu.menu.items if item.label == "Puzzles")
    listed = PuzzleListScene(app).pack
    shipped = sum(not level.name.endswith("(yours)") for level in listed)
    assert len(listed) == shipped + 2
    assert hint == f"{shipped} solo puzzles against par, and 2 of yours"


def test_the_how_to_play_pages_give_the_rules_room_beside_their_pictures():
    """One long page left the rules a few scrolling lines above four small pictures: short
    pages, each with the pictures it talks about, and room for its text at 1366×768."""
    from game.tactrics.rules_text import PAGES
    from game.ui.howto import HowToPlayScene

    app = App(headless=True, size=(1366, 768))
    scene = HowToPlayScene(app)
    app.start(scene)
    app.step(FRAME)
    titles = [page.title for page in scene.pages]
    seen = 0
    for _ in range(len(titles)):
        page = scene.pages[scene.page]
        if page.title.startswith("Tactrics Snakes") and page.title in dict(PAGES):
            assert len(page.diagrams) <= 2, page.title
            font = app.font(22)
            rows = scene.text_rect().height // font.get_linesize()
            assert rows >= 12, f"{page.title}: {rows} rows"
            seen += 1
        press(app, pygame.K_DOWN)
    assert seen == len(PAGES)


def test_a_headless_snake_is_outlined_apart_from_a_snake_that_scores():
    """A game-night finding: a lone edge tail got the same white outline as a scoring snake
    while it scores 0. In a match, a snake with a head has a solid white outline; a headless
    one (locked, worth nothing) a dashed one, with fewer white pixels round each piece."""
    from game.tactrics.board import cell_index
    from game.tactrics.rules import parse_piece

    pygame.font.init()
    board = [0] * 54
    for name, token in {"A1": "Rt", "A2": "Rt", "C3": "Yh", "C4": "Yt", "C5": "Yh"}.items():
        board[cell_index(name)] = parse_piece(token)
    fonts = lambda size, bold=False: pygame.font.Font(None, size)  # noqa: E731
    view = BoardView(pygame.Rect(0, 0, 834, 750), fonts, False)
    solid, dashed = view.outlined_cells(tuple(board))
    assert solid == {cell_index(name) for name in ("C3", "C4", "C5")}
    assert dashed == {cell_index("A1"), cell_index("A2")}

    def white_round(cells: str) -> int:
        one = [0] * 54
        for name in cells.split():
            one[cell_index(name)] = board[cell_index(name)]
        surface = pygame.Surface((834, 750))
        view.draw(surface, tuple(one))
        x, y = view.point(CELL_CENTRES[cell_index(cells.split()[0])])
        around = pygame.Rect(0, 0, view.scale, view.scale)
        around.center = (int(x), int(y))
        return sum(
            1
            for px in range(around.left, around.right)
            for py in range(around.top, around.bottom)
            if tuple(surface.get_at((px, py)))[:3] == theme.WHITE
        )

    alone_headless = white_round("A1 A2")
    scoring = white_round("C4 C3 C5")  # round the tail C4 (a head has white eyes)
    assert 0 < alone_headless < scoring * 0.8
    puzzle = BoardView(pygame.Rect(0, 0, 834, 750), fonts, False, puzzle=True)
    assert puzzle.outlined_cells(tuple(board))[1] == frozenset()  # a puzzle dashes in red


def test_on_800_by_600_the_board_comes_first_and_the_panel_folds_to_fit():
    """The board was ~420 px beside the panel on 800×600, "… to play" and names were cut."""
    from game.tactrics.board import BOARD_SIZE
    from game.ui.layout_record import LAYOUT

    small = App(headless=True, size=(800, 600))
    small.start(MainMenuScene(small))
    small.step(FRAME)
    names = ("Maximilian Longo", "Bob", "Cat", "Dan")  # the longest a name may be: 16
    game = finishable(start_game(small, kinds=(None, None, None, None), names=names))
    assert game.view.scale * BOARD_SIZE[0] >= 460, "the board is squeezed by the panel"
    assert game.view.rect.right < game.panel_left
    press(small, pygame.K_f, pygame.K_y)
    assert game.state.finishing
    press(small, pygame.K_LEFT)
    LAYOUT.on = True
    small.frame_wanted = True
    try:
        small.step(FRAME)
        texts = [item for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    for button in (game.undo_button, game.end_button, game.finish_button):
        assert small.screen.get_rect().contains(button.rect)
        assert button.rect.left >= game.panel_left
    words = [item.text for item in texts]
    assert "Bob (yellow) to play" in words or "Bob to play" in words
    assert "Maximilian Longo" in words  # whole in the scores
    for item in texts:
        assert item.rect.right <= 800 and "…" not in item.text, item.text
    for player in range(4):  # "1 extra turn left" was cut before the first score column
        assert any(game._player_status(player) in text for text in words)
    game.session.state = game.state.__class__(**{**game.state.__dict__, "player": 0})
    game._changed([])
    line = "".join(text for _, text, _ in game.turn_line_parts())
    assert line.startswith("Maximilian Longo") and line.endswith("to play")


def test_pointing_at_a_piece_says_what_its_group_scores_and_why(app):
    """Nothing on screen used to say why a group scored 0."""
    from game.tactrics.board import cell_index
    from game.tactrics.rules import new_game
    from tests.test_tactrics_rules import layout, line

    game = start_game(app, kinds=(None, None, None, None))
    board = layout(**line("R", "C2 C3 C4 C5"), A1="Yt", D5="Bt", D6="Bt", E3="Gh")
    game.session.state = new_game(board, [0, 1, 2, 3])
    game._changed([])
    driver = Driver(app)

    def point_at(name):
        x, y = game.view.point(CELL_CENTRES[cell_index(name)])
        driver.move((int(x), int(y)))
        app.draw()
        return game.pointed_group_text() or ""

    assert "2 points a piece" in point_at("C3") and "= 8 points" in point_at("C3")
    assert "without a head" in point_at("A1") and "0 points" in point_at("A1")
    words = point_at("D6")
    assert "not a snake" in words and "0 points" in words and "Blue (Cat)" in words
    assert words.startswith("Blue (Cat) piece on towers 10, 14, 15:")  # no cell names: D6
    assert "single piece counts only on the board's edge" in point_at("E3")
    press(app, pygame.K_RIGHT)  # the keyboard's tower comes back
    assert game.pointed_group_text() is None


def test_on_800_by_600_the_actions_line_and_the_buttons_say_their_words_whole():
    """ "none left: end the turn" ran out of the window, "Finish +3" out of its button."""
    from dataclasses import replace

    from game.ui.layout_record import LAYOUT
    from game.ui.widgets import BUTTON_FONT, SMALL_BUTTON_FONT

    small = App(headless=True, size=(800, 600))
    small.start(MainMenuScene(small))
    small.step(FRAME)
    game = finishable(start_game(small, kinds=(None, None, None, None)))
    game.session.state = replace(game.state, turn=5, actions_taken=4)  # a 4-action turn, spent
    game._changed([])
    LAYOUT.on = True
    small.frame_wanted = True
    try:
        small.step(FRAME)
        texts = [item for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    line = next(item for item in texts if item.text.startswith("none left"))
    assert line.rect.right <= 800
    for button in (game.undo_button, game.end_button, game.finish_button):
        size = SMALL_BUTTON_FONT if "small" in str(button.object_ids) else BUTTON_FONT
        font = small.font(size, bold=True)  # the theme's button font
        assert font.size(button.text)[0] <= button.rect.width - 8, button.text


def test_the_replay_title_is_whole_on_800_by_600():
    """ "Replay of Three playe…" on 800×600: the title goes smaller before it is shortened."""
    from game.ui.layout_record import LAYOUT

    small = App(headless=True, size=(800, 600))
    small.start(MainMenuScene(small))
    small.step(FRAME)
    game = start_game(small, kinds=(None, None, None))
    small.push(ReplayScene(small, game.session.match))
    LAYOUT.on = True
    small.frame_wanted = True
    try:
        small.step(FRAME)
        texts = [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    assert "Replay of Three players" in texts


def turned_ring_pixels(game, tower):
    """The colours on the ring just outside a tower's handle, and inside its handle."""
    from game.tactrics.draw import HANDLE_RADIUS

    x, y = game.view.tower_centre(tower)
    radius = HANDLE_RADIUS * game.view.scale
    surface = game.app.screen
    ring = {tuple(surface.get_at((int(x + radius + 5), int(y))))[:3]}
    ring.add(tuple(surface.get_at((int(x), int(y + radius + 5))))[:3])
    inner = [
        tuple(surface.get_at((int(x + dx), int(y + dy))))[:3]
        for dx in range(-int(radius) + 3, int(radius) - 3)
        for dy in (-2, 0, 2)
    ]
    return ring, inner


def test_the_towers_a_bot_turned_stay_ringed_and_said_until_the_next_action(app):
    """Nothing used to mark the towers a bot had just turned."""
    from game.tactrics.draw import TURNED_COLOUR

    game = start_game(app, (None, "easy"))
    tower = allowed_towers(game.state)[0]
    Driver(app).click(handle_point(game, tower, True))
    assert game.turned == [Action(tower, True)] and game.turned_text().startswith("You turned")
    press(app, pygame.K_RETURN)
    deadline = time.monotonic() + 60
    while not game.human_to_move and time.monotonic() < deadline:
        app.step(0.5)
    for _ in range(10):
        app.step(0.05)
    bot_turn = list(game.session.match.turns[-1].actions)
    assert bot_turn and game.turned == bot_turn and game.turned_by == 1
    words = game.turned_text()
    assert words.startswith("Bob turned tower") and f"{bot_turn[-1].tower} " in words
    app.draw()
    for action in bot_turn:
        ring, _ = turned_ring_pixels(game, action.tower)
        assert TURNED_COLOUR in ring
    # the handle's number is drawn as without the mark
    marked_inner = turned_ring_pixels(game, bot_turn[-1].tower)[1]
    news, game.news = game.news, []
    app.draw()
    assert turned_ring_pixels(game, bot_turn[-1].tower)[1] == marked_inner
    game.news = news
    mine = next(t for t in allowed_towers(game.state) if t not in {a.tower for a in bot_turn})
    Driver(app).click(handle_point(game, mine, False))
    assert game.turned == [Action(mine, False)] and game.turned_by == 0
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # all taken back: Bob's turn is the news again
    assert game.turned == bot_turn and game.turned_text().startswith("Bob turned")


def test_the_ringed_lines_tell_the_turns_since_the_players_last_finishes_included(app):
    """The line and rings used to merge several turns of one player, keep a turn's towers
    after a pass, never say a finish, and show an older turn on the final board. Now each
    turn since the player's own last is a sentence of its own; the final board: the last."""
    from game.tactrics.draw import TURNED_COLOUR

    game = finishable(start_game(app, kinds=(None, None, None, None)))
    press(app, pygame.K_f, pygame.K_y)
    assert game.turned_text() == "Ann passed and called a finish."
    tower = allowed_towers(game.state)[0]
    Driver(app).click(handle_point(game, tower, True))
    assert game.turned_text() == f"You turned tower {tower} clockwise (ringed)."
    press(app, pygame.K_RETURN)  # Cat's news: every turn since hers (she has had none)
    bob = f"Bob turned {tower} clockwise (ringed)."
    assert game.turned_lines() == ["Ann passed and called a finish.", bob]
    app.draw()
    assert TURNED_COLOUR in turned_ring_pixels(game, tower)[0]
    press(app, pygame.K_RETURN, pygame.K_y)  # Cat passes: Dan was away for all three
    assert game.turned_lines() == ["Ann passed and called a finish.", bob, "Cat passed."]
    app.draw()
    assert TURNED_COLOUR in turned_ring_pixels(game, tower)[0]
    press(app, pygame.K_RETURN, pygame.K_y)  # Dan passes: Bob's own tower is no news to him
    assert game.turned_lines() == ["Cat passed.", "Dan passed."] and game.turned == []
    app.draw()
    assert TURNED_COLOUR not in turned_ring_pixels(game, tower)[0]
    while not game.state.over:  # the extra turns, all passed
        last = game.seat.name
        press(app, pygame.K_RETURN, pygame.K_y)
    assert game.turned_text() == f"{last} passed." and game.turned == []


def test_the_replay_rings_the_tower_turned_at_each_step(app):
    """The replay showed each step's board with nothing marking the tower just turned."""
    from game.tactrics.draw import TURNED_COLOUR

    game = start_game(app)
    tower = allowed_towers(game.state)[0]
    Driver(app).click(handle_point(game, tower, True))
    press(app, pygame.K_RETURN)
    app.push(ReplayScene(app, game.session.match))
    replay = app.top
    press(app, pygame.K_HOME, pygame.K_RIGHT)  # step 1: Ann turns the tower
    app.draw()
    assert TURNED_COLOUR in turned_ring_pixels(replay, tower)[0]
    press(app, pygame.K_RIGHT)  # step 2: her turn ends, nothing is being turned
    app.draw()
    assert TURNED_COLOUR not in turned_ring_pixels(replay, tower)[0]


def test_a_locked_piece_is_named_by_its_tower_not_by_a_cell_the_board_never_labels(app):
    """The refusal read "Bob's locked piece on C11 is there": the board shows no C11."""
    from game.tactrics.rules import new_game
    from tests.test_tactrics_rules import layout

    game = start_game(app)
    game.session.state = new_game(layout(C9="Rh", C11="Yh"), [0, 1])
    game._changed([])
    Driver(app).click(handle_point(game, 12, True))
    assert game.state.actions_taken == 0
    assert game.notice == "Not allowed: tower 12: Bob has a locked piece on it."


def test_the_pointed_towers_line_is_whole_and_readable_with_four_long_names():
    """At 1366x768 with four 16-letter names the line shrank to 13 px and was still cut
    ("...Wanda Sue may no...") under the ringed line."""
    from game.ui.layout_check import findings
    from game.ui.layout_record import LAYOUT

    wide = App(headless=True, size=(1366, 768))
    wide.start(MainMenuScene(wide))
    wide.step(FRAME)
    names = ("Wanda Sue Abcdef", "Bartholomew Quin", "Cassandra Lowell", "Dimitri Vasquezz")
    game = start_game(wide, kinds=(None, None, None, None), names=names)
    driver = Driver(wide)
    driver.click(handle_point(game, allowed_towers(game.state)[0], True))
    press(wide, pygame.K_RETURN)
    assert game.turned_text().startswith("Wanda Sue Abcdef turned tower")
    for tower, verdict in ((10, "may turn it."), (9, "Bartholomew Quin has no piece there.")):
        driver.move(game.view.tower_centre(tower))
        LAYOUT.on = True
        wide.frame_wanted = True
        try:
            wide.step(FRAME)
            cut = [f.what for f in findings(wide) if f.kind == "shortened" and "Tower" in f.what]
            rows = [item for item in LAYOUT.drawn if item.kind == "text"]
        finally:
            LAYOUT.on = False
        start = next(i for i, item in enumerate(rows) if item.text.startswith(f"Tower {tower} "))
        line = rows[start : start + 3]
        assert cut == [] and verdict in " ".join(item.text for item in line)
        assert all(item.size >= 14 for item in line)
        assert any(item.text.startswith("Wanda Sue Abcdef turned") for item in rows)


def test_the_results_show_0_for_no_finish_bonus_not_a_blank(app):
    """The Finish column was empty for players who called no finish."""
    from dataclasses import replace

    from tests.test_tactrics_rules import layout, line

    level = start_layout(4)  # Ann (red) holds a snake of four: she may call a finish
    level = replace(level, board=layout(**line("R", "C2 C3 C4 C5"), F7="Yt", A1="Bt", D1="Gt"))
    seats = [Seat(name, colour) for name, colour in zip("ABCD", level.colours, strict=True)]
    session = MatchSession.start(level, start_layout_path(4), seats, seed=3, save=False)
    game = GameScene(app, session)
    app.push(game)
    app.step(FRAME)
    press(app, pygame.K_f, pygame.K_y)
    while not game.state.over:  # the others pass their extra turns
        press(app, pygame.K_RETURN, pygame.K_y)
    press(app, pygame.K_RETURN)  # the results
    assert isinstance(app.top, ResultsScene)
    finish = [row[2] for row in app.top.results.cells]
    assert finish[0] not in ("", "0") and finish[1:] == ["0", "0", "0"]


def test_the_finish_line_says_what_a_finish_gives_now(app):
    """The line used to offer "+3" to everyone and "+2 / +1" after those bonuses were gone."""
    game = start_game(app, kinds=(None, None, None, None))
    text, _ = game.finish_text()
    assert "lets Ann call a finish (+3)" in text
    finishable(game)
    assert "Ann may call a finish now (+3)" in game.finish_text()[0]
    press(app, pygame.K_f, pygame.K_y)
    text = game.finish_text()[0]
    assert "extra turn 1 of 2 for Bob" in text and "gives +2" in text
    press(app, pygame.K_RETURN, pygame.K_y)  # Bob passes: Cat's first extra turn
    assert "extra turn 1 of 2 for Cat" in game.finish_text()[0]
    press(app, pygame.K_RETURN, pygame.K_y, pygame.K_RETURN, pygame.K_y)  # Cat, Dan pass
    text = game.finish_text()[0]
    assert "extra turn 2 of 2 for Bob" in text and "no bonus" in text and "+2" not in text
