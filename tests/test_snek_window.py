"""Snek's window driven by real pygame events: setup → battle viewer → results → replay,
Continue of a save, a refused lineup, the program editor with undo / redo and saving, the
tournament running a slice per frame, and a bots-only demo to the results."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.saves import list_matches, replays_dir, saves_dir
from game.snek import events as ev
from game.snek.draw import WHY_KEY_ITEMS
from game.snek.levels import MAX_ROUNDS
from game.snek.program import ELEMENT_TOKENS, MAX_PATTERNS, OPTIONAL, Program, Rule
from game.snek.program_editor import HELP, MODE_LABELS, ProgramEditorScene, SnekListScene
from game.snek.replay_view import SPEEDS, BattleViewer, open_replay
from game.snek.rules import check_lineup, display_names, places, play_round, seen_by
from game.snek.rules_text import PAGES
from game.snek.samples import load_arenas, load_samples, load_user_sneks, save_user_snek
from game.snek.scene import BattleSetup, SnekMenu, demo_scene, resume_match
from game.snek.session import MatchSession, seen_window
from game.snek.tournament import TournamentRun
from game.snek.tournament_view import TournamentScene
from game.table.ranking import ordinal
from game.ui import theme
from game.ui.board_view import BoardContent, BoardView, CellLook
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT
from game.ui.monkey import click_events, key_event, tick
from game.ui.results import ResultsScene
from game.ui.snake_body import EYE_WHITE
from tests.snek_helpers import EMPTY_ROWS, TAIL_ABOVE, battle, pattern, program

FRAME = 1 / 60


@pytest.fixture
def app() -> App:
    return App(headless=True)


def press(app: App, key: int, mod: int = 0, text: str | None = None) -> None:
    """A key posted to pygame's queue (with the text it types), one pass of the loop."""
    event = key_event(key, mod)
    if text is not None:
        event.unicode = text
    Driver(app).post(event)


def click_button(app: App, label: str) -> None:
    """The button with these words clicked at its rect through the shell's loop."""
    driver = Driver(app)
    driver.click_button(label)
    driver.step()


def samples() -> dict[str, Program]:
    return {path.stem: program for path, program in load_samples()}


def arena_named(name: str):
    return next((path, arena) for path, arena in load_arenas() if path.name == name)


def new_session(seed: int = 3, names=("tail-chaser", "coward")) -> MatchSession:
    path, arena = arena_named("open.toml")
    return MatchSession.start(path, arena, [samples()[n] for n in names], seed)


# --- setup ------------------------------------------------------------------------------


def test_the_snek_menu_opens_battle_setup_tournament_and_editor(app):
    app.push(SnekMenu(app))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, BattleSetup)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TournamentScene)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SnekListScene)


def test_setup_adds_a_snek_by_click_and_starts_a_saved_battle(app):
    setup = BattleSetup(app)
    app.push(setup)
    click_button(app, "+ Coiler")
    assert [setup.choices[i].program.name for i in setup.lineup][-1] == "Coiler"
    click_button(app, "Start battle")
    assert isinstance(app.top, BattleViewer)
    saves = list_matches(saves_dir())
    assert [entry.game for entry in saves] == ["snek"]
    assert app.top.session.names[2] == "Coiler"


def test_a_refused_lineup_shows_the_rules_own_words_and_starts_nothing(app):
    setup = BattleSetup(app)
    app.push(setup)
    click_button(app, "2. Cave Dodger · sample  ×")
    assert len(setup.lineup) == 1
    click_button(app, "Start battle")
    assert isinstance(app.top, BattleSetup)
    expected = check_lineup(setup.arenas[setup.arena_index][1], setup.programs())
    assert expected and expected[0] in setup.notice.lower()
    assert list_matches(saves_dir()) == []


def test_the_lineup_is_capped_at_nine(app):
    setup = BattleSetup(app)
    app.push(setup)
    for _ in range(8):
        click_button(app, "+ Coiler")
    assert len(setup.lineup) == 9
    assert "at most 9" in setup.notice
    chosen = setup.arena_index
    other = next(a.name for i, (_, a) in enumerate(setup.arenas) if i != chosen)
    click_button(app, other)  # another arena: the note is not about it (issue 28)
    assert "at most 9" not in setup.notice


# --- the viewer -------------------------------------------------------------------------


def test_end_says_it_is_working_until_the_battle_is_over(app):
    """End played on for seconds under a header that said "paused" (issue 28)."""
    from game.ui.layout_record import LAYOUT, TEXT

    session = new_session()
    viewer = BattleViewer(app, session, start_round=0, playing=False)
    app.push(viewer)
    driver = Driver(app)
    LAYOUT.on = True
    try:
        driver.key(pygame.K_END)
        header = [item.text for item in LAYOUT.drawn if item.kind == TEXT and "seed" in item.text]
    finally:
        LAYOUT.on = False
    assert not viewer.at_end  # a slice a frame: still on its way
    assert header and "working: on to the end…" in header[-1] and "paused" not in header[-1]
    for _ in range(400):
        if viewer.at_end:
            break
        driver.step()
    assert viewer.at_end and "paused" in viewer.status() and "working" not in viewer.status()


def test_stepping_shows_each_round_and_why_the_selected_snek_moved(app):
    session = new_session()
    viewer = BattleViewer(app, session, start_round=0, playing=False)
    app.push(viewer)
    press(app, pygame.K_RIGHT)
    assert viewer.round == 1
    decision = session.replay.why(1, viewer.selected)
    assert isinstance(decision, ev.Decided)
    words = viewer.why_words()
    if decision.random:
        assert "no pattern matched: random move" in words
    else:
        assert f"pattern {decision.pattern + 1} fired" in words
    press(app, pygame.K_2)
    assert viewer.selected == 1
    press(app, pygame.K_LEFT)
    assert viewer.round == 0 and "Before round 1" in viewer.why_words()


def test_a_fired_pattern_is_shown_with_its_rotation_and_cells_over_the_arena(app):
    rows = [
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        ". . B b b A a .",
        ". . . . . . a .",
        ". . . . . . a .",
        ". . . . . . . .",
        ". . . . . . . .",
    ]
    grabber = program(TAIL_ABOVE, name="Grabber")
    state = next(  # a seed where the grabber acts first, before B's tail moves on
        state
        for seed in range(50)
        for state in [battle(rows, grabber, seed=seed)]
        if play_round(state)[1][0].order[0] == 0
    )
    session = MatchSession(None, _record(), state.arena, state.programs)
    session.replay.states[0] = state
    viewer = BattleViewer(app, session, start_round=0, playing=False)
    app.push(viewer)
    press(app, pygame.K_RIGHT)
    decision = session.replay.why(1, 0)
    assert decision.pattern == 0 and decision.move == "L"
    assert "pattern 1 fired, turned left: move L" in viewer.why_words()
    cells = viewer.why_cells()
    assert cells[(2, 3)].rule.element == ELEMENT_TOKENS.index("t") and cells[(2, 3)].held
    lights = {light.cell for light in viewer.marks().highlights}
    assert (4, 3) in lights and (5, 3) in lights  # the enemy tail and the head before moving
    # issue 21: held / not held used green and red, the colours of own bodies and enemy
    # heads; now "+" and "x" badges, a shape nothing else on the arena draws
    key = dict(WHY_KEY_ITEMS)
    assert key[True] == "held" and key[False] == "not held"  # the key draws the badges
    assert not any(colour in " ".join(key.values()) for colour in ("green", "red"))
    badges = {badge.cell: badge.text for badge in viewer.marks().badges}
    assert badges[(4, 3)] == "+"
    assert set(badges.values()) <= {"+", "x"}
    assert {light.colour for light in viewer.marks().highlights} <= {theme.WHITE, theme.ACCENT}


def _record():
    from game.snek.match import BattleRecord

    return BattleRecord("arena.toml", 0, ())


def test_the_why_panel_shows_the_arena_as_the_snek_saw_it_at_its_turn():
    rows = [
        ". . . . . . .",
        ". . . . . . .",
        ". . B b b . .",
        ". . . . . . .",
        ". . A a a . .",
        ". . . . . . .",
        ". . . . . . .",
    ]
    before = battle(rows, seed=2)
    after, events = play_round(before)
    order = next(e.order for e in events if isinstance(e, ev.RoundBegan))
    last = order[-1]
    seen = seen_by(before, last)
    first_move = next(e for e in events if isinstance(e, ev.Moved) and e.snek == order[0])
    assert seen.cells_of(order[0])[0] == first_move.target
    assert seen.cells_of(last) == before.cells_of(last)
    window = seen_window(seen, last)
    assert len(window) == 48


def test_full_speed_plays_a_slice_per_frame_and_the_end_offers_results(app):
    session = new_session()
    viewer = BattleViewer(app, session, start_round=0)
    app.push(viewer)
    press(app, pygame.K_END)
    for _ in range(400):
        app.step()
        if viewer.at_end:
            break
    assert viewer.at_end and session.replay.finished
    assert viewer.round == session.replay.final.rounds_played
    assert list_matches(saves_dir()) == [] and len(list_matches(replays_dir())) == 1
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)
    results = app.top.results
    assert sorted(results.names) == sorted(session.names)
    click_button(app, "Watch replay")
    replay = app.top
    assert isinstance(replay, BattleViewer) and replay.round == 0
    assert replay.title.startswith("Replay of ")
    tick(app, key_event(pygame.K_SPACE))  # paused: the list of rounds stands still
    assert not replay.playing
    assert len(replay.round_list.labels) == session.replay.rounds_played
    row = replay.round_list.first + 1  # a row in view
    tick(app, *click_events(replay.round_list.row_centre(row)))
    assert replay.round == row + 1  # row 0 is round 1
    tick(app, key_event(pygame.K_ESCAPE))  # Esc leaves the replay in one press
    assert replay not in app.stack


def test_an_eliminated_snek_shows_the_head_the_log_says_it_has_left(app):
    """The log said "has only its head left and is out" while the lengths said 0."""
    session = new_session(2, ("hunter", "wanderer"))  # wanderer is grabbed out in round 27
    viewer = BattleViewer(app, session, start_round=0)
    app.push(viewer)
    shown = []
    for panel in (viewer.scores, viewer.final_scores):  # the rows as the panels draw them
        panel.draw = lambda surface, rows, draw=panel.draw: (
            shown.append(rows),
            draw(surface, rows),
        )
    press(app, pygame.K_END)
    for _ in range(400):
        app.step()
        if viewer.at_end:
            break
    app.step()
    wanderer = shown[-1][1]
    assert "(out)" in wanderer.after and wanderer.numbers[0] == 1
    press(app, pygame.K_RETURN)
    results = app.top.results
    assert any("has only its head left" in award for award in results.awards)
    assert results.cells[1][0] == "1 (out)"


def test_the_step_back_button_says_it_is_a_step_and_steps_one_round(app):
    """ "< Back" stepped back a round but read like leaving the viewer."""
    viewer = BattleViewer(app, new_session(), start_round=0)
    app.push(viewer)
    press(app, pygame.K_SPACE)  # paused
    click_button(app, "Step >")
    click_button(app, "Step >")
    assert viewer.round == 2
    labels = [button.text for button in Driver(app).buttons()]
    assert "< Back" not in labels and "Back" not in labels
    click_button(app, "< Step back")
    assert app.top is viewer and viewer.round == 1


def test_the_status_never_says_of_n_plus_and_the_end_of_a_replay_says_who_won(app):
    """Issue 21: "round 6 of 6+" while the battle was still being played, replays that did
    not say who won, rank digits jammed against lengths ("9 1.") and "out" in green."""
    session = new_session()
    viewer = BattleViewer(app, session, start_round=0, playing=False)
    app.push(viewer)
    press(app, pygame.K_RIGHT)
    if not session.replay.finished:
        assert "+" not in viewer.status() and "round 1 (the battle goes on)" in viewer.status()
    press(app, pygame.K_END)
    for _ in range(400):
        app.step()
        if viewer.at_end:
            break
    final = session.replay.final
    winner = final.names[places(final).index(1)]
    assert f"round {final.rounds_played} of {final.rounds_played} ·" in viewer.status()
    assert f"won by {winner}" in viewer.status() or "a tie: " in viewer.status()
    # the place in words ("2." beside the badge "1" read as two ranks), "out" with the
    # name, never as a green note by the length
    rows = viewer._rows(final, viewer.final_scores)
    ranks = places(final)
    for number, row in enumerate(rows):
        # the place in words in a column of its own, "(out)" after the name, kept whole
        shared = "=" if ranks.count(ranks[number]) > 1 else ""  # as the results say it
        assert row.note == "" and row.numbers[-1] == shared + ordinal(ranks[number])
        assert not row.name[0].isdigit()
        assert ("(out)" in row.after) == (not final.sneks[number].alive)
    app.pop()
    replay = open_replay(app, list_matches(replays_dir())[0].path)
    app.push(replay)
    press(app, pygame.K_END)
    for _ in range(400):
        app.step()
        if replay.at_end:
            break
    assert f"won by {winner}" in replay.status() or "a tie: " in replay.status()


def test_continue_returns_to_the_round_watched_and_replays_start_at_round_one(app):
    session = new_session()
    viewer = BattleViewer(app, session, start_round=0, playing=False)
    app.push(viewer)
    for _ in range(7):
        press(app, pygame.K_RIGHT)
    app.pop(viewer)  # leaving saves the rounds watched
    resumed = resume_match(app, session.path)
    app.push(resumed)
    for _ in range(300):  # the rounds are computed again a slice per frame
        if resumed.goal is None:
            break
        app.step()
    assert isinstance(resumed, BattleViewer) and resumed.round == 7
    app.pop(resumed)
    assert resumed.session.names == session.names
    replay = open_replay(app, session.path)
    assert replay.round == 0 and not replay.recording and replay.confirm_leave is None


def test_a_saved_battle_keeps_its_sneks_when_the_player_edits_them_later(app):
    path, arena = arena_named("open.toml")
    mine = Program("Mine", (TAIL_ABOVE,))
    file = save_user_snek(mine)
    session = MatchSession.start(path, arena, [mine, samples()["coward"]], 5)
    save_user_snek(Program("Mine", ()), file)  # the player edits the snek afterwards
    again = MatchSession.load(session.path)
    assert again.programs[0].patterns == (TAIL_ABOVE,)


def test_esc_in_a_recorded_battle_asks_before_leaving(app):
    app.push(SnekMenu(app))
    app.push(BattleViewer(app, new_session(), playing=False))
    press(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "ConfirmScene"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SnekMenu)


def test_bots_only_demo_plays_to_the_results(app):
    app.push(demo_scene(app, 4, 3, instant=True))
    for _ in range(600):
        app.step()
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert list_matches(saves_dir()) == [] and list_matches(replays_dir()) == []


# --- the editor -------------------------------------------------------------------------


def test_token_keys_paint_in_the_chosen_mode_with_undo_and_redo(app):
    editor = ProgramEditorScene(app, Program("Draft"))
    app.push(editor)
    assert editor.cursor == (3, 2)
    press(app, pygame.K_t, text="t")
    assert editor.program.patterns[0].grid[2][3] == Rule(ELEMENT_TOKENS.index("t"))
    press(app, pygame.K_LEFT)
    press(app, pygame.K_SLASH, pygame.KMOD_SHIFT, text="?")
    press(app, pygame.K_b, text="b")
    assert editor.program.patterns[0].grid[2][2] == Rule(ELEMENT_TOKENS.index("b"), OPTIONAL)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert editor.program.patterns[0].grid[2][2] is None
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert editor.program.patterns[0].grid[2][2] is not None
    press(app, pygame.K_d)
    assert editor.program.patterns[0].move == "R"


def test_the_mode_keys_and_buttons_choose_the_brush_and_never_change_a_cell(app):
    """Issue 28: "must not (!)" silently changed the last-touched cell while the element
    buttons only chose a brush; now the modes choose what the next painted cell gets too."""
    from game.snek.program import MUST_NOT, NORMAL

    editor = ProgramEditorScene(app, Program("Draft"))
    app.push(editor)
    press(app, pygame.K_t, text="t")
    tail = ELEMENT_TOKENS.index("t")
    assert editor.program.patterns[0].grid[2][3] == Rule(tail)
    press(app, pygame.K_1, pygame.KMOD_SHIFT, text="!")
    assert editor.program.patterns[0].grid[2][3] == Rule(tail)  # the cell stays
    assert editor.mode == MUST_NOT
    press(app, pygame.K_LEFT)
    press(app, pygame.K_b, text="b")  # the next paint gets the brush's mode
    body = ELEMENT_TOKENS.index("b")
    assert editor.program.patterns[0].grid[2][2] == Rule(body, MUST_NOT)
    Driver(app).click_button(MODE_LABELS[OPTIONAL])  # the button is a brush too
    assert editor.program.patterns[0].grid[2][2] == Rule(body, MUST_NOT)
    assert editor.mode == OPTIONAL
    press(app, pygame.K_EQUALS, text="=")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_SPACE)  # Space paints the chosen element in the chosen mode
    assert editor.program.patterns[0].grid[2][3] == Rule(body, NORMAL)
    assert "brush mode for the next paints" in HELP


def test_a_long_pattern_list_scrolls_with_the_wheel_and_says_which_patterns_it_shows(app):
    """With many patterns the list showed some and hid the rest without a word."""
    editor = ProgramEditorScene(app, program(*[TAIL_ABOVE] * 30))
    app.push(editor)
    tick(app)
    shown = sorted(editor.pattern_buttons)
    assert shown[0] == 0 and len(shown) < 30
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        drawn = " ".join(item.text for item in LAYOUT.drawn if item.kind == "text")
    finally:
        LAYOUT.on = False
    assert f"1–{len(shown)} of 30" in drawn
    row = editor.pattern_buttons[shown[0]].rect.center
    Driver(app).wheel(row, -3)  # down three notches
    after = sorted(editor.pattern_buttons)
    assert after[0] == 9 and editor.pattern == 0  # the list moved, the choice stayed
    Driver(app).wheel(row, -20)
    assert sorted(editor.pattern_buttons)[-1] == 29
    Driver(app).click_button(editor.pattern_buttons[29].text)
    Driver(app).step()
    assert editor.pattern == 29


def test_an_empty_pattern_above_others_is_pointed_out_on_screen_and_on_save(app):
    """A game-night finding: 24 empty patterns inserted under pattern 2 saved without a word,
    and in battle the first empty one fired every round (it fits whatever is around)."""
    empty = pattern("U", *EMPTY_ROWS)
    editor = ProgramEditorScene(app, program(TAIL_ABOVE, empty, TAIL_ABOVE, TAIL_ABOVE))
    app.push(editor)
    tick(app)
    warning = "Pattern 2 has no cells, so it always fits: patterns 3–4 never fire."
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        drawn = " ".join(item.text for item in LAYOUT.drawn if item.kind == "text")
    finally:
        LAYOUT.on = False
    assert warning in drawn
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert editor.notice.startswith("Saved as") and warning in editor.notice
    assert load_user_sneks()  # saved all the same: a last empty pattern is a fair fallback


def drawn_texts(app: App) -> str:
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        return " ".join(item.text for item in LAYOUT.drawn if item.kind == "text")
    finally:
        LAYOUT.on = False


def test_a_pattern_moving_into_the_wall_it_asks_for_is_warned_while_it_can_be_fixed(app):
    """A pattern whose move went into its own wall cell saved without a word (it never fires)."""
    editor = ProgramEditorScene(app, Program("Draft"))
    app.push(editor)
    tick(app)
    assert editor.cursor == (3, 2) and editor.program.patterns[0].move == "U"
    assert "never fires" not in drawn_texts(app)
    press(app, pygame.K_3, pygame.KMOD_SHIFT, text="#")  # a wall right above the head
    words = drawn_texts(app)
    assert "Never fires: its move is into the wall it asks for." in words  # under the grid
    assert "Pattern 1 never fires: its move (up) is into the wall" in words  # the problem line
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert editor.notice.startswith("Saved as") and "Pattern 1 never fires" in editor.notice
    press(app, pygame.K_d)  # move right: the wall is now just a wall beside the way
    assert editor.program.patterns[0].move == "R"
    assert "never fires" not in drawn_texts(app)


def test_clicks_paint_and_clear_cells_and_the_patterns_are_managed_by_buttons(app):
    editor = ProgramEditorScene(app, Program("Draft"))
    app.push(editor)
    click_button(app, "wall")
    left, top, side = _grid_origin(editor)
    cell_pos = (left + side // 2, top + side // 2)
    Driver(app).click(cell_pos)  # issue 21: the first click selects, it never paints
    assert editor.cursor == (0, 0) and editor.program.patterns[0].grid[0][0] is None
    before = editor.pattern_buttons[0].text
    Driver(app).click(cell_pos)  # a click on the selected cell paints it
    assert editor.program.patterns[0].grid[0][0] == Rule(ELEMENT_TOKENS.index("#"))
    # the list's cell count follows at once, without switching patterns
    after = editor.pattern_buttons[0].text
    count = len(editor.program.patterns[0].rules())
    assert after != before and f"{count} cell" in after
    Driver(app).click(cell_pos, button=3)
    assert editor.program.patterns[0].grid[0][0] is None
    assert f"{count - 1} cell" in editor.pattern_buttons[0].text
    click_button(app, "Add")
    click_button(app, "Copy")
    assert len(editor.program.patterns) == 3 and editor.pattern == 2
    click_button(app, "Earlier")
    assert editor.pattern == 1
    click_button(app, "Delete")
    assert len(editor.program.patterns) == 2


def _grid_origin(editor: ProgramEditorScene):
    from game.snek.draw import grid_origin

    return grid_origin(editor.areas()[1])


def test_a_refused_edit_is_shown_in_words(app):
    full = Program("Full", tuple(TAIL_ABOVE for _ in range(MAX_PATTERNS)))
    editor = ProgramEditorScene(app, full)
    app.push(editor)
    press(app, pygame.K_INSERT)
    assert len(editor.program.patterns) == MAX_PATTERNS
    assert f"at most {MAX_PATTERNS} patterns" in editor.notice


def test_saving_puts_the_snek_in_the_data_folder_beside_the_samples(app):
    app.push(SnekListScene(app))
    click_button(app, "New snek")
    editor = app.top
    assert isinstance(editor, ProgramEditorScene)
    press(app, pygame.K_t, text="t")
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert not editor.changed and "Saved" in editor.notice
    own, broken = load_user_sneks()
    assert [program.name for _, program in own] == ["My snek"] and not broken
    press(app, pygame.K_ESCAPE)  # saved: leaves without asking
    assert isinstance(app.top, SnekListScene)
    setup = BattleSetup(app)
    assert setup.choices[0].label == "My snek · mine"


def test_leaving_with_unsaved_changes_asks_first(app):
    app.push(SnekListScene(app))
    app.push(ProgramEditorScene(app, Program("Draft")))
    press(app, pygame.K_t, text="t")
    press(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "ConfirmScene"


def test_an_untouched_new_snek_leaves_without_asking(app):
    """A new snek nobody edited warned "Your changes are not saved"."""
    app.push(SnekListScene(app))
    click_button(app, "New snek")
    assert isinstance(app.top, ProgramEditorScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SnekListScene)
    click_button(app, "New snek")
    press(app, pygame.K_t, text="t")  # one edit: now there is something to lose
    press(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "ConfirmScene"


# --- the tournament ---------------------------------------------------------------------


def test_the_tournament_runs_between_frames_with_progress_and_standings(app):
    scene = TournamentScene(app)
    app.push(scene)
    scene.chosen = {0, 1, 2}
    scene.rebuild()
    click_button(app, "Start")
    assert scene.running and scene.run.total == 6
    for _ in range(600):
        app.step()
        if not scene.running:
            break
    assert scene.run.finished and scene.run.done == 6
    assert sum(s.played for s in scene.run.result.standings) == 12
    assert "Finished" in scene.notice
    # every battle played is listed; a click replays it on the kit's replay viewer
    app.step()
    assert len(scene.battle_list.labels) == 6
    # five rows in view: a bar at the right says there is more (the sixth looked missing)
    listed = scene.battle_list.rect
    assert scene.battle_list.visible < 6
    assert tuple(app.screen.get_at((listed.right - 8, listed.top + 8)))[:3] == theme.ACCENT
    *_, seed, place = scene.run.result.results[1]
    tick(app, *click_events(scene.battle_list.row_centre(1)))
    viewer = app.top
    assert isinstance(viewer, BattleViewer) and viewer.title.startswith("Replay of ")
    assert viewer.session.record.seed == seed
    viewer.session.replay.play_for(60.0)
    assert viewer.session.replay.finished
    assert list(places(viewer.session.replay.final)) == list(place)  # the same battle
    tick(app, key_event(pygame.K_ESCAPE))
    assert app.top is scene
    # to the battle's results and out with Esc: back to the tournament, not the main menu
    tick(app, *click_events(scene.battle_list.row_centre(1)))
    press(app, pygame.K_END)
    for _ in range(200):  # the viewer seeks to the end a slice a frame
        if app.top.at_end:
            break
        app.step()
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)
    assert "Back to the tournament" in [button.text for button in Driver(app).buttons()]
    press(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_a_tournament_keeps_its_choices_and_standings_when_you_leave_and_come_back(app):
    """Leaving the tournament lost the sneks picked and the standings."""
    app.push(SnekMenu(app))
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, TournamentScene) and len(scene.choices) > 3
    for index in range(3, len(scene.choices)):  # leave three sneks in, by clicks
        button = next(c.element for c in scene.form.controls if c.key == f"snek{index}")
        tick(app, *click_events(button.rect.center))
    assert scene.chosen == {0, 1, 2}
    click_button(app, "Start")
    for _ in range(600):
        app.step()
        if not scene.running:
            break
    app.step()
    row, name = scene.standing_rows()[0]
    tick(app, *click_events(row.center))
    table = [(s.name, s.points) for s in scene.run.result.table()]
    click_button(app, "Back")
    assert isinstance(app.top, SnekMenu)
    press(app, pygame.K_ESCAPE)  # out of the Snek menu as well
    app.push(SnekMenu(app))
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    back = app.top
    assert isinstance(back, TournamentScene)
    assert back.chosen == {0, 1, 2} and back.opened == name
    assert [(s.name, s.points) for s in back.run.result.table()] == table
    app.step()
    assert len(back.battle_list.labels) == 4  # the opened row's battles, listed again


def test_start_and_stop_change_the_button_in_place_without_building_the_screen_again(app):
    """Start rebuilt every widget: the first frames after it took 20+ ms (issue 27)."""
    scene = TournamentScene(app)
    app.push(scene)
    app.step()
    before = [control.element for control in scene.form.controls]
    click_button(app, "Start")
    assert scene.running
    assert [control.element for control in scene.form.controls] == before
    assert "Stop" in [button.text for button in Driver(app).buttons()]
    click_button(app, "Stop")  # a stopped tournament offers Continue: laid out again
    assert not scene.running
    assert {"Start again", "Continue"} <= {button.text for button in Driver(app).buttons()}


def test_a_tournament_comes_back_after_quitting_the_program(app):
    """The choices and standings were kept only while the program ran."""
    app.push(SnekMenu(app))
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    scene = app.top
    for index in range(3, len(scene.choices)):
        button = next(c.element for c in scene.form.controls if c.key == f"snek{index}")
        tick(app, *click_events(button.rect.center))
    click_button(app, "Seeds: 1")
    click_button(app, "Start")
    for _ in range(600):
        app.step()
        if not scene.running:
            break
    app.step()
    row, name = scene.standing_rows()[0]
    tick(app, *click_events(row.center))
    table = [(s.name, s.points, s.played) for s in scene.run.result.table()]
    Driver(app).post(pygame.event.Event(pygame.QUIT))  # the window closed
    assert not app.running

    again = App(headless=True)
    again.push(SnekMenu(again))
    press(again, pygame.K_DOWN)
    press(again, pygame.K_RETURN)
    back = again.top
    assert isinstance(back, TournamentScene)
    assert back.chosen == {0, 1, 2} and back.seeds == 2 and back.opened == name
    assert [(s.name, s.points, s.played) for s in back.run.result.table()] == table
    assert "last tournament" in back.notice
    again.step()
    assert len(back.battle_list.labels) == 8  # the opened row's battles: a replay each
    tick(again, *click_events(back.battle_list.row_centre(0)))
    assert isinstance(again.top, BattleViewer)


def test_a_standings_row_opens_to_its_sneks_battles(app):
    """Issue 21: the tournament's rows could not be opened. A click on a snek's row lists
    only its battles (each still a replay); a second click lists every battle again."""
    scene = TournamentScene(app)
    app.push(scene)
    scene.chosen = {0, 1, 2}
    scene.rebuild()
    click_button(app, "Start")
    for _ in range(600):
        app.step()
        if not scene.running:
            break
    app.step()
    assert len(scene.battle_list.labels) == 6
    row, name = scene.standing_rows()[0]
    tick(app, *click_events(row.center))
    app.step()
    assert scene.opened == name
    assert len(scene.battle_list.labels) == 4  # 3 sneks: each plays the other two twice
    assert all(name in label for label in scene.battle_list.labels)
    tick(app, *click_events(scene.battle_list.row_centre(3)))
    viewer = app.top
    assert isinstance(viewer, BattleViewer)
    assert name in display_names(viewer.session.programs)
    tick(app, key_event(pygame.K_ESCAPE))
    assert app.top is scene
    tick(app, *click_events(row.center))
    app.step()
    assert scene.opened is None and len(scene.battle_list.labels) == 6


def test_your_own_snek_is_checked_in_the_tournament_and_marked_in_the_standings(app):
    """Issue 21: your own snek was unchecked in the tournament and unmarked in the
    standings."""
    save_user_snek(program(TAIL_ABOVE, name="Mine"))
    scene = TournamentScene(app)
    app.push(scene)
    tick(app)
    own = next(i for i, choice in enumerate(scene.choices) if choice.own)
    assert own in scene.chosen
    labels = [button.text for button in Driver(app).buttons()]
    assert "[x] Mine · mine" in labels
    scene.chosen = {own, own + 1}
    scene.rebuild()
    click_button(app, "Start")
    for _ in range(600):
        app.step()
        if not scene.running:
            break
    assert scene.run.finished and scene.own_names == {"Mine"}
    app.step()
    _, _, table = scene.columns()
    row = pygame.Rect(table.left + 4, table.top + 34, table.width - 8, 2 * 28)
    gold = [
        (x, y)
        for x in range(row.left, row.right)
        for y in range(row.top, row.bottom)
        if tuple(app.screen.get_at((x, y)))[:3] == theme.ACCENT
    ]
    assert gold  # the own row's frame


def test_a_tournament_slice_stops_at_its_time_budget():
    arena = arena_named("open.toml")[1]
    programs = list(samples().values())[:3]
    run = TournamentRun(programs, [arena], [1])
    ticks = iter(range(100))
    run.work(2.5, clock=lambda: next(ticks))  # the clock passes 2.5 after three rounds
    assert run.done == 0 and run._state is not None and run._state.rounds_played == 3


# --- drawing ----------------------------------------------------------------------------


def test_every_screen_draws_at_two_window_sizes(app):
    session = new_session()
    for size in ((1280, 800), (1366, 768)):
        app.screen = pygame.Surface(size)
        for scene in (
            SnekMenu(app),
            BattleSetup(app),
            ProgramEditorScene(app, samples()["hunter"]),
            TournamentScene(app),
            BattleViewer(app, session, start_round=3, playing=False),
        ):
            app.clear_to(scene)
            app.step()


def test_board_background_tiles_are_drawn_where_the_cells_are():
    """Kit fix: a view away from the screen's corner draws its background in its cells."""
    red = (200, 0, 0)
    view = BoardView(
        10, 10, pygame.Rect(300, 100, 400, 400), _font, background=lambda c: CellLook(red)
    )
    surface = pygame.Surface((1280, 800))
    view.draw(surface, BoardContent())
    for cell in ((0, 0), (9, 9)):
        assert tuple(surface.get_at(view.cell_rect(cell).center))[:3] == red


def _font(size: int, bold: bool = False) -> pygame.font.Font:
    pygame.font.init()
    return pygame.font.Font(None, size)


def test_the_rules_pages_say_what_the_window_decided():
    text = dict(PAGES)["Snek: in the window"]
    assert "Continue" in text and "look alike" in text and "seeds 1 to" in text


def test_a_far_round_is_reached_a_slice_per_frame_never_all_at_once(app, monkeypatch):
    import game.snek.replay_view as viewer_module

    monkeypatch.setattr(viewer_module, "FRAME_BUDGET", 0.0)  # one round per slice
    session = new_session()
    viewer = BattleViewer(app, session, start_round=30, playing=False)
    app.push(viewer)
    assert viewer.round == 1 and viewer.goal == 30
    for _ in range(29):
        app.step()
    assert viewer.round == 30 and viewer.goal is None
    assert session.replay.rounds_played == 30


def test_every_sample_in_my_sneks_says_what_it_does(app):
    """Issue 21: the samples were listed without their descriptions."""
    scene = SnekListScene(app)
    app.push(scene)
    tick(app)
    shown = scene.description_lines()
    for _, sample in load_samples():
        assert sample.description
        first_words = " ".join(sample.description.split()[:3])
        assert any(words.startswith(first_words) for _, words in shown), sample.name
    for rect, _ in shown:
        pixels = {
            tuple(app.screen.get_at((x, rect.centery)))[:3] for x in range(rect.left, rect.right, 3)
        }
        assert len(pixels) > 1  # the words are drawn
        assert rect.right <= app.size[0]


def eye_centre(surface: pygame.Surface, view, cells) -> tuple[float, float]:
    """The middle of the eye-white pixels over `cells` (a head's eyes)."""
    eyes = [
        (x, y)
        for cell in cells
        for x in range(view.cell_rect(cell).left, view.cell_rect(cell).right)
        for y in range(view.cell_rect(cell).top, view.cell_rect(cell).bottom)
        if tuple(surface.get_at((x, y)))[:3] == EYE_WHITE
    ]
    assert eyes, "no eyes"
    return sum(x for x, _ in eyes) / len(eyes), sum(y for _, y in eyes) / len(eyes)


def test_plus_and_minus_stop_at_the_fastest_and_the_slowest_speed(app):
    """A game-night finding: + three times from 12/s gave 2/s, - at 2/s gave "max"."""
    viewer = BattleViewer(app, new_session(), start_round=3, playing=False, record=False)
    app.push(viewer)
    tick(app)
    seen = []
    for _ in range(len(SPEEDS) + 2):
        tick(app, key_event(pygame.K_PLUS))
        seen.append(viewer.speed)
    assert seen == sorted(seen) and SPEEDS[seen[-1]] is None  # faster up to max, then stays
    seen = []
    for _ in range(len(SPEEDS) + 2):
        tick(app, key_event(pygame.K_MINUS))
        seen.append(viewer.speed)
    assert seen == sorted(seen, reverse=True) and seen[-1] == 0  # slower down to 2/s, stays


def test_sneks_are_one_body_and_slide_from_round_to_round_at_the_slow_speeds(app):
    """Issue 21: a snek is one body in its colour, its eyes the way it went; played at 2
    rounds a second, half-way between two rounds a head is half a cell short of its cell."""
    viewer = BattleViewer(app, new_session(), start_round=3, playing=False, record=False)
    app.push(viewer)
    tick(app)
    for _ in range(2):
        tick(app, key_event(pygame.K_MINUS))
    assert SPEEDS[viewer.speed] == 2.0
    tick(app, key_event(pygame.K_SPACE), dt=0.5)  # one round on, the slide begins
    assert viewer.round == 4 and viewer.playing
    tick(app, dt=0.25)
    assert viewer.round == 4
    half = app.screen.copy()
    tick(app, key_event(pygame.K_SPACE), dt=0.0)  # paused: the sneks on their cells
    done = app.screen
    view, before, after = viewer.view, viewer.session.state(3), viewer.session.state(4)
    lit = {light.cell for light in viewer.marks().highlights}  # outlined by the why view
    checked = joined = 0
    for number, look in enumerate(viewer.looks):
        cells, earlier = after.cells_of(number), before.cells_of(number)
        if len(cells) < 3 or cells[1] != earlier[0]:
            continue
        (x1, y1), (x2, y2) = view.cell_centre(cells[1]), view.cell_centre(cells[2])
        side_by_side = abs(x1 - x2) + abs(y1 - y2) == view.cell_size
        if side_by_side and not lit & {cells[1], cells[2]}:  # the body joins cell to cell
            joint = (round((x1 + x2) / 2), round((y1 + y2) / 2))  # on the edge between them
            assert tuple(done.get_at(joint))[:3] == look.colour
            joined += 1
        dx, dy = cells[0][0] - cells[1][0], cells[0][1] - cells[1][1]
        head = view.cell_centre(cells[0])
        end = eye_centre(done, view, cells[:2])
        middle = eye_centre(half, view, cells[:2])
        assert (end[0] - head[0]) * dx + (end[1] - head[1]) * dy > 0  # eyes the way it went
        short = (end[0] - middle[0]) * dx + (end[1] - middle[1]) * dy
        assert abs(short - view.cell_size / 2) <= 2, f"snek {number + 1} is {short} px short"
        checked += 1
    assert checked and joined


def test_a_name_typed_in_the_editor_stays_typed_and_paints_nothing(app):
    editor = ProgramEditorScene(app, samples()["hunter"])
    app.push(editor)
    patterns = editor.program.patterns
    driver = Driver(app)
    driver.replace_text(editor.name_entry, "Judy's Hunter", finish=False)
    assert editor.name_entry.is_focused
    driver.key(pygame.K_RETURN)
    assert editor.program.name == "Judy's Hunter"
    assert editor.name_entry.get_text() == "Judy's Hunter"
    assert editor.program.patterns == patterns  # w/a/s/d, h, t, r… painted nothing
    assert not editor.name_entry.is_focused  # Enter ends the typing: the keys edit again
    driver.key(pygame.K_a)
    assert editor.program.patterns[editor.pattern].move == "L"
    driver.key(pygame.K_d)
    assert editor.program.patterns[editor.pattern].move == "R"


def test_your_own_snek_is_deleted_by_click_or_key_after_a_confirm_and_comes_back(app):
    """Your own sneks could not be deleted."""
    save_user_snek(Program("Doomed"))
    save_user_snek(Program("Keeper"))
    app.push(SnekListScene(app))
    tick(app)
    listing = app.top
    assert sorted(program.name for _, program in listing.own) == ["Doomed", "Keeper"]
    doomed = next(i for i, (_, p) in enumerate(listing.own) if p.name == "Doomed")
    button = listing.form.controls[[c.key for c in listing.form.controls].index(f"delete{doomed}")]
    Driver(app).click(button.element.rect.center)
    tick(app)
    assert type(app.top).__name__ == "ConfirmScene" and "Doomed" in app.top.question
    press(app, pygame.K_RETURN)  # Enter keeps it
    assert app.top is listing and len(load_user_sneks()[0]) == 2
    Driver(app).click(button.element.rect.center)
    tick(app)
    click_button(app, "Delete")
    assert app.top is listing
    assert [p.name for _, p in load_user_sneks()[0]] == ["Keeper"]
    assert 'Deleted "Doomed"' in listing.notice and "Ctrl+Z" in listing.notice
    assert 'Deleted "Doomed"' in drawn_texts(app)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert sorted(p.name for _, p in load_user_sneks()[0]) == ["Doomed", "Keeper"]
    assert "is back" in listing.notice
    # by key: the focused snek, Delete, then Y
    keeper = next(i for i, (_, p) in enumerate(listing.own) if p.name == "Keeper")
    listing.form.focus_key(f"own{keeper}")
    press(app, pygame.K_DELETE)
    assert type(app.top).__name__ == "ConfirmScene" and "Keeper" in app.top.question
    press(app, pygame.K_y, text="y")
    assert [p.name for _, p in load_user_sneks()[0]] == ["Doomed"]


def test_a_replay_opened_from_replays_tells_the_battles_whole_length(app):
    """Opened from Replays, an ended battle read "round 3 (the battle goes on)" and its
    slider covered only the rounds played so far (issue 28)."""
    session = new_session()
    length = MatchSession.load(session.path).state(MAX_ROUNDS).rounds_played
    replay = open_replay(app, session.path)
    app.push(replay)
    press(app, pygame.K_SPACE)  # paused near the start
    for _ in range(120):
        app.step()
    assert replay.round < length
    assert f"round {replay.round} of {length} ·" in replay.status()
    assert "goes on" not in replay.status()
    assert replay.known_rounds() == length
