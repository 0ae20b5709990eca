"""The kit entry screen in every hot-seat game, driven through pygame's event queue and the
shell's own loop: a draft is in the save the moment it is typed (so a kill loses nothing)
and Continue gives it back with its undo steps; Shift+Tab goes backwards; an empty entry is
asked about; a refusal is shown whole."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.antisocial_snake.entry import MovementScene
from game.app import App
from game.bugcatcher.entry import PregameEntryScene
from game.bugcatcher.session import MatchSession as BugSession
from game.core.tomlfile import load_toml
from game.games import GameExamples, all_games
from game.ui.dialogs import ConfirmScene
from game.ui.entry import EntryScreen
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event, play_until, press, tick

CTRL = pygame.KMOD_CTRL


def with_entry_examples() -> dict[str, GameExamples]:
    """Each game whose examples give a match at a kit entry screen (GameInfo.examples)."""
    examples = {info.game_id: info.examples() for info in all_games() if info.examples}
    return {game_id: given for game_id, given in examples.items() if given.entry_match}


GAMES = with_entry_examples()


def bugcatcher():
    return GAMES["bugcatcher"].entry_match()


def antisocial():
    return GAMES["antisocial-snake"].entry_match()


def new_app() -> App:
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.step()
    return app


def continue_from_menu(app: App) -> None:
    """The main menu's Continue, chosen with the keyboard, and Enter on the newest match."""
    labels = [item.label for item in app.top.menu.items]
    app.top.menu.set_focus(labels.index("Continue (1)"))
    press(app, pygame.K_RETURN, pygame.K_RETURN)


def open_entry(app: App, session, entry_type: type) -> EntryScreen:
    flow = session_flow(app, session)
    app.push(flow)
    app.step()
    play_until(app, entry_type)
    return app.top


def session_flow(app: App, session):
    from game.games import game_by_id

    return game_by_id(session.game_id).resume_match(app, session.path)


@pytest.mark.parametrize("game", GAMES)
def test_a_draft_is_saved_as_typed_and_continue_gives_it_back_with_its_undo(game):
    example = GAMES[game]
    session, entry_type, keys = example.entry_match(), example.entry_screen, example.entry_keys
    app = new_app()
    entry = open_entry(app, session, entry_type)
    first = entry.entry
    press(app, *keys)
    typed, steps = entry.entry, len(entry.undo_stack)
    assert typed != first and steps >= 2
    saved = load_toml(session.path).data
    assert "Ann" in saved["drafts"]  # in the save already: a kill now loses nothing
    assert "Ann" not in saved.get("pending", {})

    del app, entry  # the program is killed: nothing more happens in that window
    again = new_app()
    continue_from_menu(again)
    play_until(again, entry_type)
    restored = again.top
    assert restored.entry == typed and len(restored.undo_stack) == steps
    tick(again, key_event(pygame.K_z, CTRL))
    assert restored.entry != typed  # the undo steps came back too
    tick(again, key_event(pygame.K_y, CTRL))
    assert restored.entry == typed


@pytest.mark.parametrize("game", GAMES)
def test_esc_keeps_the_draft_and_a_submitted_entry_drops_it_from_the_save(game):
    example = GAMES[game]
    session, entry_type, keys = example.entry_match(), example.entry_screen, example.entry_keys
    app = new_app()
    entry = open_entry(app, session, entry_type)
    press(app, *keys)
    typed = entry.entry
    press(app, pygame.K_ESCAPE)
    assert app.top is not entry
    play_until(app, entry_type)
    assert app.top is not entry and app.top.entry == typed
    tick(app, key_event(pygame.K_RETURN, CTRL))
    if isinstance(app.top, ConfirmScene):
        press(app, pygame.K_RETURN)
    assert not isinstance(app.top, entry_type)
    assert "Ann" not in load_toml(session.path).data.get("drafts", {})


def test_shift_tab_goes_back_through_antisocial_snakes():
    app = new_app()
    entry = open_entry(app, antisocial(), MovementScene)
    count = entry.field_count()
    assert count >= 3
    press(app, pygame.K_TAB)
    assert entry.active == 1
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert entry.active == 0
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert entry.active == count - 1


def test_tab_and_shift_tab_switch_the_bugcatcher_lists():
    app = new_app()
    entry = open_entry(app, bugcatcher(), PregameEntryScene)
    start = entry.node
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert entry.node != start
    press(app, pygame.K_TAB)
    assert entry.node == start


def test_an_empty_entry_is_asked_about_and_no_keeps_the_screen():
    app = new_app()
    entry = open_entry(app, bugcatcher(), PregameEntryScene)
    tick(app, key_event(pygame.K_RETURN, CTRL))
    assert isinstance(app.top, ConfirmScene) and "empty" in app.top.question.lower()
    press(app, pygame.K_ESCAPE)
    assert app.top is entry


def test_a_long_refusal_is_drawn_whole_in_a_small_room():
    app = new_app()
    entry = open_entry(app, bugcatcher(), PregameEntryScene)
    entry.message = " ".join(["This refusal explains at length why the entry cannot be taken."] * 4)
    surface = pygame.Surface(app.size)
    room = pygame.Rect(0, 0, 200, 40)
    bottom = entry.draw_refusal(surface, room)
    from game.ui.event_log import wrap_text

    font = app.font(12)
    rows = wrap_text(entry.message, font, room.width)
    assert bottom - room.top >= len(rows) * font.get_linesize()  # every row, none cut


def test_a_broken_draft_in_a_save_is_reported_with_its_line_and_dropped_on_load(tmp_path: Path):
    from game.games import check_file

    session = bugcatcher()
    text = session.path.read_text(encoding="utf-8")
    session.path.write_text(text + '\n[drafts.Zed]\nstage = "x"\ndraft = 1\n', encoding="utf-8")
    line = len(text.splitlines()) + 4
    said = [str(problem) for problem in check_file(str(session.path))]
    assert said == [
        f"{session.path}:{line}: drafts.Zed: not a player in this match — the draft was dropped"
    ]
    loaded = BugSession.load(session.path)  # Continue: the match resumes without it
    assert loaded.drafts == {} and [str(p) for _, p in loaded.dropped_drafts] == said


def test_an_unreadable_draft_opens_an_empty_entry_with_a_message_naming_its_line():
    from game.ui.dialogs import MessageScene

    session = bugcatcher()
    stage = session_flow(new_app(), session).stage_words()
    text = session.path.read_text(encoding="utf-8")
    broken = f'\n[drafts.Ann]\nstage = "{stage}"\ndraft = {{ type = "Bogus", fields = {{}} }}\n'
    session.path.write_text(text + broken, encoding="utf-8")
    line = (text + broken).splitlines().index(f"draft = {broken.split('draft = ')[1].strip()}")
    app = new_app()
    continue_from_menu(app)
    play_until(app, MessageScene)
    words = " ".join(app.top.log.lines)
    assert f"{session.path.name}:{line + 1}:" in words and "Bogus" in words
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PregameEntryScene) and app.top.entry == app.top.first_entry()
